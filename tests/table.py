"""A small builder for rule tests: a position in a few lines, then scripted decisions.

Cards are named by label; a card given by id gets its short name as label ("collector"), and a
second copy "collector#2". Every step must match the pending decision, so an unscripted
decision fails the test.
"""

from __future__ import annotations

from typing import Any

from rules.actions import FINISH, PASS, Answer, Pick, Play, Talent, Use
from rules.engine import Engine
from rules.game import Game, engine_of
from rules.scenario import build, card_facts, until_next_turn

DEFAULT_FACTIONS = [["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"],
                    ["wizards", "zombies"]]


class Table:
    def __init__(self, factions: list[list[str]] | None = None, hands: list[list] | None = None,
                 decks: list[list] | None = None, discards: list[list] | None = None,
                 bases: list[tuple[str, list]] | None = None, base_deck: list | None = None,
                 vp: list[int] | None = None, active: int = 0, phase: str = "play_cards", seed: int = 1,
                 base_actions: dict[int, list] | None = None, titans: list[list] | None = None,
                 base_titans: dict[int, list] | None = None) -> None:
        """``titans``: each player's titans beside their deck; ``base_titans``: titans in play by
        base index (an id, ``(id, controller)`` or a dict with ``power_counters``)."""
        factions = factions or DEFAULT_FACTIONS[:2]
        n = len(factions)
        self._seen: dict[str, int] = {}
        players = []
        for i in range(n):
            players.append({
                "factions": factions[i], "vp": (vp or [0] * n)[i],
                "hand": [self._spec(c) for c in (hands or [[]] * n)[i]],
                "deck": [self._spec(c) for c in (decks or [[]] * n)[i]],
                "discard": [self._spec(c) for c in (discards or [[]] * n)[i]],
                "titans": [self._spec(c) for c in (titans or [[]] * n)[i]],
            })
        bases = bases or [("base/the_central_brain", []), ("base/jungle_oasis", [])]
        base_specs = []
        for k, (bid, minions) in enumerate(bases):
            spec = self._spec(bid)
            spec["minions"] = [self._spec(m) for m in minions]
            spec["actions"] = [self._spec(a) for a in (base_actions or {}).get(k, [])]
            spec["titans"] = [self._spec(t) for t in (base_titans or {}).get(k, [])]
            base_specs.append(spec)
        data = {"format": "smashup-scenario/1", "seed": seed, "players": players, "bases": base_specs,
                "base_deck": [self._spec(b) for b in (base_deck or ["base/tar_pits"])], "active": active,
                "phase": phase}
        self.g, self.b = build(data)
        self.log: list[str] = []

    def _spec(self, c: Any) -> dict:
        if isinstance(c, dict):
            spec = dict(c)
        elif isinstance(c, tuple):
            spec = {"card": c[0], "controller": c[1]}
            if len(c) > 2:
                spec["attached"] = [self._spec(a) for a in c[2]]
        else:
            spec = {"card": c}
        if "label" not in spec:
            short = spec["card"].split("/")[1]
            k = self._seen.get(short, 0) + 1
            self._seen[short] = k
            spec["label"] = short if k == 1 else f"{short}#{k}"
        if "attached" in spec:
            spec["attached"] = [a if isinstance(a, dict) and "label" in a else self._spec(a)
                                for a in spec["attached"]]
        return spec

    # --- reading --------------------------------------------------------------------------
    @property
    def e(self) -> Engine:
        """The engine behind the game: what card code calls ``g`` (to change the game outside its
        answers: the game's history is dropped; reading goes through ``g.read``)."""
        return engine_of(self.g)

    def id(self, label: str) -> int:
        return self.b.labels[label]

    def slot(self, label: str) -> int:
        bi = self.g.read.slot_of_base(self.id(label))
        assert bi is not None, f"{label} is not in play"
        return bi

    def zone(self, label: str) -> str:
        return card_facts(self.g, self.b, self.id(label))["zone"]

    def facts(self, label: str) -> dict:
        return card_facts(self.g, self.b, self.id(label))

    def power(self, label: str) -> int:
        return self.g.read.power(self.id(label))

    def slot_of(self, label: str) -> str | None:
        bi = self.g.read.slot_of(self.id(label))
        if bi is None:
            return None
        card = self.g.read.base_card(bi)
        return self.b.base_labels.get(card, self.g.read.cid(card).split("/")[1])

    @property
    def vp(self) -> list[int]:
        return [p.vp for p in self.g.state.players]

    @property
    def pending(self):
        return self.g.pending

    def hand(self, player: int) -> list[str]:
        return [self.g.read.cid(c) for c in self.g.state.players[player].hand]

    def deck(self, player: int) -> list[str]:
        """The card ids of ``player``'s deck, bottom first (the top card is last)."""
        return [self.g.read.cid(c) for c in self.g.state.players[player].deck]

    def picks(self) -> set[int]:
        """The cards the pending choice offers."""
        return {a.value for a in self.options() if isinstance(a, Pick) and a.kind == "card"}

    def options(self) -> list:
        return list(self.g.legal_actions())

    # --- acting -----------------------------------------------------------------------------
    def _do(self, action) -> Table:
        from rules.log import line

        for ev in self.g.apply(action):
            text = line(self.g, ev)
            if text:
                self.log.append(text)
        return self

    def play(self, label: str, base: str | None = None, target: str | None = None) -> Table:
        return self._do(Play(self.id(label), None if base is None else self.slot(base),
                             None if target is None else self.id(target)))

    def can_play(self, label: str, base: str | None = None, target: str | None = None) -> bool:
        a = Play(self.id(label), None if base is None else self.slot(base), None if target is None else self.id(target))
        return a in self.g.legal_actions()

    def use(self, label: str) -> Table:
        return self._do(Use(self.id(label)))

    def talent(self, label: str) -> Table:
        return self._do(Talent(self.id(label)))

    def choose(self, *labels: str) -> Table:
        for label in labels:
            iid = self.id(label)
            bi = self.g.read.slot_of_base(iid)
            as_base = Pick("base", bi) if bi is not None else None
            self._do(as_base if as_base in self.g.legal_actions() else Pick("card", iid))
        return self

    def choose_player(self, i: int) -> Table:
        return self._do(Pick("player", i))

    def choose_option(self, option: str) -> Table:
        return self._do(Pick("option", option))

    def answer(self, yes: bool) -> Table:
        return self._do(Answer(yes))

    def pass_(self) -> Table:
        return self._do(PASS)

    def finish(self) -> Table:
        return self._do(FINISH)

    def until_next_turn(self, declines: int = 0) -> Table:
        """To the next Play Cards phase, declining what is optional on the way: exactly ``declines``
        such decisions, so that a Special wrongly offered on the way fails the test."""
        declined = until_next_turn(self.g, self.log)
        asked = [f"player {d.player}: {d.prompt} ({d.kind})" for d in declined]
        assert len(declined) == declines, f"declined {len(declined)} decisions, expected {declines}: {asked}"
        return self

    def clone(self) -> Game:
        return self.g.clone()


def table(**kw: Any) -> Table:
    return Table(**kw)


__all__ = ["Table", "table", "Game"]


def seat_one(factions: list[list[str]], default_bases: list, **kw: Any) -> Table:
    """Three players, player 1 active with ``hand`` in hand: the usual position of a faction's tests
    (``bases``, when given, replaces ``default_bases``)."""
    kw.setdefault("bases", default_bases)
    hand = kw.pop("hand", [])
    kw.setdefault("hands", [[], hand, []])
    return Table(factions=factions, active=kw.pop("active", 1), **kw)


def homeworld_loop() -> Table:
    """A loop a player may take for ever: in player 0's scoring, player 1's Shinobi joins the
    Homeworld, whose extra minion is played at once (outside its owner's turn); Collector returns
    itself, and the Homeworld gives the next extra minion."""
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "aliens"]],
              bases=[("base/the_homeworld", ["dinosaurs/king_rex", "aliens/supreme_overlord",
                                             "dinosaurs/laseratops", "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])],
              hands=[[], ["ninjas/shinobi", "aliens/collector"]],
              decks=[["dinosaurs/war_raptor", "dinosaurs/war_raptor"], []])
    return t.finish().play("shinobi", base="the_homeworld")


def go_round(t: Table) -> bool:
    """Once round the Homeworld loop: Collector played again, then returned to hand. False when
    the extra play is no longer offered."""
    if t.id("collector") not in t.picks():
        return False
    t.choose("collector", "the_homeworld")  # the extra minion, onto the Homeworld again
    t.choose("collector")  # its ability: return itself
    return True
