"""A scenario file checked whole before anything runs: one line naming the field that is wrong.

Types, ranges, player indexes, labels (unique strings, every one a script step names defined), and
every card where its kind may be: a base id only as a base or in the base deck, minions only on
bases as minions, titans only in a base's or a player's ``titans`` (one in play per controller),
actions only as actions, nothing but minions and actions in a hand, deck or discard pile.
"""

from __future__ import annotations

from typing import Any

from rules.catalogue import catalogue
from rules.files import one_line

FORMAT = "smashup-scenario/1"
LIMIT = 999  # VP and power counters
PHASES = ("play_cards", "start_of_turn")
HELD = ("minion", "action")
STEP_KEYS = ("play", "use", "talent", "choose", "choose_player", "choose_option", "answer", "pass", "finish",
             "until")


class ScenarioError(ValueError):
    """The file itself is invalid (exit 2)."""


def _fail(where: str, problem: str) -> ScenarioError:
    return ScenarioError(f"{where}: {problem}" if where else problem)


def _int(value: Any, where: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _fail(where, f"must be a whole number from {low} to {high}, not {one_line(repr(value))}")
    return value


def _list(d: dict, key: str, where: str) -> list:
    value = d.get(key, [])
    if not isinstance(value, list):
        raise _fail(f"{where}{key}", "must be a list")
    return value


class _Checker:
    def __init__(self, n_players: int) -> None:
        self.n = n_players
        self.labels: set[str] = set()
        self.titan_controllers: set[int] = set()

    def card(self, spec: Any, where: str, kinds: tuple[str, ...], what: str) -> None:
        """A card spec: an id, or an object with ``card`` and optional ``label``, ``controller``,
        ``power_counters`` and ``attached`` (only where ``what`` allows them: on a base)."""
        if isinstance(spec, str):
            spec = {"card": spec}
        if not isinstance(spec, dict) or not isinstance(spec.get("card"), str):
            raise _fail(where, "a card must be an id or an object with 'card'")
        c = catalogue().cards.get(spec["card"])
        if c is None:
            raise _fail(where, f"unknown card id: {one_line(spec['card'])}")
        if c.type not in kinds:
            raise _fail(where, f"{c.id} is a {c.type}, not {what}")
        label = spec.get("label")
        if label is not None:
            if not isinstance(label, str) or not label:
                raise _fail(f"{where}.label", "must be a non-empty string")
            if label in self.labels:
                raise _fail(f"{where}.label", f"label used twice: {one_line(label)}")
            self.labels.add(label)
        if "controller" in spec:
            _int(spec["controller"], f"{where}.controller", 0, self.n - 1)
        if "power_counters" in spec:
            _int(spec["power_counters"], f"{where}.power_counters", 0, LIMIT)
        for i, a in enumerate(_list(spec, "attached", f"{where}.")):
            if c.type != "minion" or what != "a minion on a base":
                raise _fail(f"{where}.attached", "only a minion in play can have cards attached")
            self.card(a, f"{where}.attached[{i}]", ("action",), "an action attached to a minion")

    def titan_in_play(self, spec: Any, where: str, players: list) -> None:
        """A titan on a base: nobody controls two in play (its controller: as given, else the
        player whose factions include its faction, else player 0, as the builder does)."""
        self.card(spec, where, ("titan",), "a titan on a base")
        cid = spec if isinstance(spec, str) else spec["card"]
        faction = catalogue().cards[cid].faction
        owner = next((i for i, p in enumerate(players) if faction in p.get("factions", [])), None)
        ctrl = spec.get("controller", owner) if isinstance(spec, dict) else owner
        ctrl = 0 if ctrl is None else ctrl
        if ctrl in self.titan_controllers:
            raise _fail(where, f"player {ctrl} already controls a titan in play (one titan per player)")
        self.titan_controllers.add(ctrl)

    def step(self, step: Any, where: str) -> None:
        if not isinstance(step, dict):
            raise _fail(where, "a step must be an object")
        keys = [k for k in STEP_KEYS if k in step]
        if len(keys) != 1:
            raise _fail(where, f"a step needs exactly one of {', '.join(STEP_KEYS)}")
        key, value = keys[0], step[keys[0]]
        for ref in ("play", "use", "talent", "base", "target"):
            if ref in step and (ref == key or key == "play"):
                self.label(step[ref], f"{where}.{ref}")
        if key == "choose":
            chosen = value if isinstance(value, list) else [value]
            if not chosen:
                raise _fail(f"{where}.choose", "must name at least one label")
            for i, lab in enumerate(chosen):
                self.label(lab, f"{where}.choose" + (f"[{i}]" if isinstance(value, list) else ""))
        elif key == "choose_player":
            _int(value, f"{where}.choose_player", 0, self.n - 1)
        elif key == "choose_option" and not isinstance(value, str):
            raise _fail(f"{where}.choose_option", "must be a string")
        elif key == "answer" and value not in ("yes", "no"):
            raise _fail(f"{where}.answer", "must be \"yes\" or \"no\"")
        elif key in ("pass", "finish") and value is not True:
            raise _fail(f"{where}.{key}", "must be true")
        elif key == "until" and value != "next_turn":
            raise _fail(f"{where}.until", "must be \"next_turn\"")

    def label(self, value: Any, where: str) -> None:
        if not isinstance(value, str) or value not in self.labels:
            raise _fail(where, f"unknown label: {one_line(repr(value))}")


def check(data: Any) -> None:
    """ScenarioError naming the first field that is wrong; None when the whole file is sound."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail("format", f"not a {FORMAT} file")
    players = data.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise _fail("players", "must list 2 to 4 players")
    ck = _Checker(len(players))
    cat = catalogue()
    for i, p in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(p, dict):
            raise _fail(where, "a player must be an object")
        factions = _list(p, "factions", f"{where}.")
        if len(factions) > 2 or any(not isinstance(f, str) or f not in cat.factions for f in factions):
            raise _fail(f"{where}.factions", "at most two known faction names")
        _int(p.get("vp", 0), f"{where}.vp", 0, LIMIT)
        for zone in ("hand", "deck", "discard"):
            for k, spec in enumerate(_list(p, zone, f"{where}.")):
                ck.card(spec, f"{where}.{zone}[{k}]", HELD, f"a card for a {zone}")
        for k, spec in enumerate(_list(p, "titans", f"{where}.")):
            ck.card(spec, f"{where}.titans[{k}]", ("titan",), "a titan beside a deck")
            if isinstance(spec, dict) and ("controller" in spec or "power_counters" in spec):
                raise _fail(f"{where}.titans[{k}]", "a titan out of play has no controller or power counters")
    bases = _list(data, "bases", "")
    if not bases:
        raise _fail("bases", "a scenario needs at least one base")
    for i, spec in enumerate(bases):
        where = f"bases[{i}]"
        if not isinstance(spec, dict):
            raise _fail(where, "each base must be an object")
        ck.card(spec, where, ("base",), "a base")
        for k, m in enumerate(_list(spec, "minions", f"{where}.")):
            ck.card(m, f"{where}.minions[{k}]", ("minion",), "a minion on a base")
        for k, t in enumerate(_list(spec, "titans", f"{where}.")):
            ck.titan_in_play(t, f"{where}.titans[{k}]", players)
        for k, a in enumerate(_list(spec, "actions", f"{where}.")):
            ck.card(a, f"{where}.actions[{k}]", ("action",), "an action on a base")
    for k, spec in enumerate(_list(data, "base_deck", "")):
        ck.card(spec, f"base_deck[{k}]", ("base",), "a base")
    _int(data.get("active", 0), "active", 0, len(players) - 1)
    if data.get("phase", "play_cards") not in PHASES:
        raise _fail("phase", f"must be one of {', '.join(PHASES)}")
    _int(data.get("seed", 0), "seed", -(1 << 64), (1 << 64) - 1)
    for i, step in enumerate(_list(data, "script", "")):
        ck.step(step, f"script[{i}]")
    expect = data.get("expect", {})
    if not isinstance(expect, dict) or not isinstance(expect.get("cards", {}), dict) \
            or not all(isinstance(v, dict) for v in expect.get("cards", {}).values()):
        raise _fail("expect", "must be an object (its 'cards' an object of objects)")
