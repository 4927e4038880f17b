"""The scenario format (smashup-scenario/1): a position plus a script of decisions."""

from __future__ import annotations

from typing import Any

from rules.actions import FINISH, PASS, Action, Answer, Pass, Pick, Play, Talent, Use
from rules.catalogue import UnknownCard, catalogue
from rules.decision import Decision, DecisionKind
from rules.game import Game, Illegal, record_from
from rules.log import line
from rules.scenario_schema import FORMAT, ScenarioError, check
from rules.state import BaseSlot, Player, State


class StepRefused(Exception):
    def __init__(self, step: int, reason: str) -> None:
        super().__init__(reason)
        self.step, self.reason = step, reason


class Builder:
    """Turns the position part of a scenario into a State, remembering labels."""

    def __init__(self) -> None:
        self.cards: list[str] = []
        self.owner: list[int] = []
        self.labels: dict[str, int] = {}
        self.base_labels: dict[int, str] = {}
        self.controller: dict[int, int] = {}
        self.counters: dict[int, int] = {}
        self.attached: dict[int, list[int]] = {}
        self.factions: list[list[str]] = []

    def card(self, spec: Any, owner: int | None = None) -> int:
        if isinstance(spec, str):
            spec = {"card": spec}
        if not isinstance(spec, dict) or not isinstance(spec.get("card"), str):
            raise ScenarioError(f"a card must be an id or an object with 'card': {spec!r}")
        cid = spec["card"]
        try:
            cdef = catalogue().get(cid)
        except UnknownCard as e:
            raise ScenarioError(str(e)) from None
        if cdef.type == "base" and cdef.breakpoint is None:  # Marvel's bases: never invented
            raise ScenarioError(f"{cid} has no breakpoint or VP in this program: it can't be in a game")
        if owner is None:
            owner = next((p for p, fs in enumerate(self.factions) if cdef.faction in fs), None)
            if owner is None:
                owner = spec.get("controller", 0) if cdef.type != "base" else -1
        iid = len(self.cards)
        self.cards.append(cid)
        self.owner.append(owner)
        label = spec.get("label")
        if label is not None:
            if label in self.labels:
                raise ScenarioError(f"label used twice: {label}")
            self.labels[label] = iid
        return iid

    def in_play(self, spec: Any) -> int:
        iid = self.card(spec)
        if isinstance(spec, dict):
            if "controller" in spec:
                c = spec["controller"]
                if not isinstance(c, int) or not 0 <= c < len(self.factions):
                    raise ScenarioError(f"bad controller: {c!r}")
                if c != self.owner[iid]:
                    self.controller[iid] = c
            if spec.get("power_counters"):
                self.counters[iid] = int(spec["power_counters"])
            for a in spec.get("attached", []):
                self.attached.setdefault(iid, []).append(self.in_play(a))
        return iid


def _list(d: dict, key: str) -> list:
    v = d.get(key, [])
    if not isinstance(v, list):
        raise ScenarioError(f"'{key}' must be a list")
    return v


def build(data: dict) -> tuple[Game, Builder]:
    from rules.cards import load_all

    load_all()
    check(data)  # the whole file first: nothing runs on a file that is wrong anywhere
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError(f"not a {FORMAT} file")
    players = data.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise ScenarioError("'players' must list 2 to 4 players")
    b = Builder()
    b.factions = [list(p.get("factions", [])) for p in players]
    pls = []
    for i, p in enumerate(players):
        pl = Player(b.factions[i], vp=int(p.get("vp", 0)))
        pl.hand = [b.card(c, i) for c in _list(p, "hand")]
        pl.deck = [b.card(c, i) for c in _list(p, "deck")]
        pl.discard = [b.card(c, i) for c in _list(p, "discard")]
        pl.titans = [b.card(c, i) for c in _list(p, "titans")]
        pls.append(pl)
    bases = []
    for spec in _list(data, "bases"):
        if not isinstance(spec, dict):
            raise ScenarioError("each base must be an object")
        slot = BaseSlot(b.card(spec, -1))
        slot.minions = [b.in_play(m) for m in _list(spec, "minions")]
        slot.actions = [b.in_play(a) for a in _list(spec, "actions")]
        slot.titans = [b.in_play(t) for t in _list(spec, "titans")]
        bases.append(slot)
    if not bases:
        raise ScenarioError("a scenario needs at least one base")
    base_deck = [b.card(c, -1) for c in _list(data, "base_deck")]
    # A base is named by its label wherever it was listed: one from the base deck may come into play.
    b.base_labels.update((iid, label) for label, iid in b.labels.items() if b.owner[iid] == -1)
    active = data.get("active", 0)
    if not isinstance(active, int) or not 0 <= active < len(players):
        raise ScenarioError("'active' must be a player index")
    phase = data.get("phase", "play_cards")
    if phase not in ("play_cards", "start_of_turn"):
        raise ScenarioError(f"unknown phase: {phase}")
    state = State(tuple(b.cards), tuple(b.owner), pls, bases, base_deck, [], b.controller, b.attached,
                  b.counters, active=active, phase=phase, rng=int(data.get("seed", 0)) & ((1 << 64) - 1),
                  scenario=True)
    start = state.copy()
    g = Game(state)
    record_from(g, start)
    return g, b


def step_action(g: Game, b: Builder, step: dict) -> Action | list[Action]:
    """The action(s) a script step stands for, resolved against the pending decision."""
    labels = b.labels

    def card(label: Any) -> int:
        if label not in labels:
            raise ScenarioError(f"unknown label: {label!r}")
        return labels[label]

    def slot(label: Any) -> int:
        iid = card(label)
        bi = g.read.slot_of_base(iid)
        if bi is None:
            raise StepRefused(-1, f"{label} is not a base in play")
        return bi

    if "play" in step:
        return Play(card(step["play"]), slot(step["base"]) if "base" in step else None,
                    card(step["target"]) if "target" in step else None)
    if "use" in step:
        return Use(card(step["use"]))
    if "talent" in step:
        return Talent(card(step["talent"]))
    if "choose" in step:
        chosen = step["choose"] if isinstance(step["choose"], list) else [step["choose"]]
        out: list[Action] = []
        for lab in chosen:
            iid = card(lab)
            bi = g.read.slot_of_base(iid) if g.read.ctype(iid) == "base" else None
            out.append(Pick("base", bi) if bi is not None and g.option_for("base", bi) is not None else Pick("card", iid))
        return out if len(out) > 1 else out[0]
    if "choose_player" in step:
        return Pick("player", step["choose_player"])
    if "choose_option" in step:
        return Pick("option", step["choose_option"])
    if "answer" in step:
        return Answer(step["answer"] == "yes")
    if step.get("pass"):
        return PASS
    if step.get("finish"):
        return FINISH
    raise ScenarioError(f"unknown step: {step!r}")


def until_next_turn(g: Game, log: list[str]) -> list[Decision]:
    """Declines every optional decision up to the next Play Cards phase; returns those declined."""
    declined: list[Decision] = []
    d = g.pending
    if d is None or d.kind == DecisionKind.MAIN:
        return declined
    while d is not None and d.kind != DecisionKind.MAIN:
        if PASS in d.options:
            a: Action = PASS
        elif Answer(False) in d.options:
            a = Answer(False)
        else:
            raise Illegal(f"a mandatory decision is pending ({d.prompt})")
        declined.append(d)
        _apply(g, a, log)
        d = g.pending
    return declined


def _apply(g: Game, a: Action, log: list[str]) -> None:
    for ev in g.apply(a):
        text = line(g, ev)
        if text:
            log.append(text)


def run(data: dict) -> tuple[Game, Builder, dict | None, list[str]]:
    """Runs the script; returns the game, labels, the error (step refused) and the log."""
    g, b = build(data)
    script = data.get("script", [])
    if not isinstance(script, list):
        raise ScenarioError("'script' must be a list")
    log: list[str] = []
    for i, step in enumerate(script):
        if not isinstance(step, dict):
            raise ScenarioError(f"step {i} is not an object")
        try:
            if step.get("until") is not None:
                if step["until"] != "next_turn":
                    raise ScenarioError(f"unknown 'until': {step['until']!r}")
                until_next_turn(g, log)
                continue
            acts = step_action(g, b, step)
            for a in acts if isinstance(acts, list) else [acts]:
                if isinstance(a, Pass) and g.pending is not None and g.pending.kind == DecisionKind.YESNO:
                    a = Answer(False)
                _apply(g, a, log)
        except (Illegal, StepRefused) as e:
            return g, b, {"step": i, "reason": getattr(e, "reason", str(e))}, log
    return g, b, None, log


def card_facts(g: Game, b: Builder, iid: int) -> dict[str, Any]:
    zone, detail = g.read.locate(iid)
    label_of = {v: k for k, v in b.labels.items()}
    if zone in ("in_play", "base_deck", "base_discard"):
        return {"zone": zone}
    if detail is None:  # in no player's or base's keeping
        return {"zone": zone, "owner": g.read.owner(iid)}
    out: dict[str, Any] = {"zone": "attached" if zone == "attached_base" else zone, "owner": g.read.owner(iid)}
    if zone == "base":
        out.update(base=_base_label(g, b, detail), controller=g.read.ctrl(iid), power=g.read.power(iid))
    elif zone == "titan":  # in play on a base, with no power of its own
        out.update(zone="base", base=_base_label(g, b, detail), controller=g.read.ctrl(iid),
                   power_counters=g.read.counters_on(iid))
    elif zone == "attached":
        out.update(to=label_of.get(detail, g.read.cid(detail)), controller=g.read.ctrl(iid))
    elif zone == "attached_base":
        out.update(to=_base_label(g, b, detail), controller=g.read.ctrl(iid))
    elif zone == "buried":  # face down under a base
        out.update(base=_base_label(g, b, detail))
    return out


def _base_label(g: Game, b: Builder, bi: int) -> str:
    card = g.read.base_card(bi)
    return b.base_labels.get(card, g.read.cid(card))


def position(g: Game, base_labels: dict[int, str] | None = None) -> dict[str, Any]:
    """Where the game stands, in the output's form (``check-save --json`` prints this alone)."""
    s = g.state
    d = g.pending
    bases = []
    for i, base in enumerate(s.bases):
        row: dict[str, Any] = {} if base_labels is None else {"label": base_labels.get(base.card)}
        row.update(card=g.read.cid(base.card), in_play=True, total_power=g.read.total_power(i),
                   power_by_player=g.read.power_by_player(i))
        bases.append(row)
    return {
        "vp": [p.vp for p in s.players], "active": s.active, "turn": s.turn, "phase": s.phase,
        "game_over": s.winner is not None, "winner": s.winner, "bases": bases,
        "hands": [len(p.hand) for p in s.players], "decks": [len(p.deck) for p in s.players],
        "discards": [len(p.discard) for p in s.players],
        "pending": None if d is None else {"player": d.player, "kind": d.kind},
    }


def result(g: Game, b: Builder, error: dict | None, log: list[str]) -> dict[str, Any]:
    out = position(g, b.base_labels)
    out["cards"] = {lab: card_facts(g, b, iid) for lab, iid in b.labels.items()}
    d = g.pending
    if d is not None:
        out["pending"].update(prompt=d.prompt, options=[a.id for a in d.options])
    out.update(error=error, log=log)
    return out


def check_expect(res: dict[str, Any], expect: dict[str, Any]) -> list[str]:
    """Differences between the result and the scenario's ``expect`` (empty when it holds)."""
    bad = []
    for key, want in expect.items():
        if key == "cards":
            for lab, facts in want.items():
                got = res["cards"].get(lab)
                if got is None:
                    bad.append(f"no card labelled {lab}")
                    continue
                for k, v in facts.items():
                    if got.get(k) != v:
                        bad.append(f"{lab}.{k}: expected {v!r}, got {got.get(k)!r}")
        elif res.get(key) != want:
            bad.append(f"{key}: expected {want!r}, got {res.get(key)!r}")
    return bad
