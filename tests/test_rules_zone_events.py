"""Every change of zone is told by exactly one event (rules/event_kinds.py, ZONE_EVENTS): the cards
that listen (Jumper, The Kraken, the log, the table's animations) see every card that moves. Random
games of every box are watched: after each event, and after each answer, the zone of every card is
compared with the one before; a card that moved must be named by one zone event, emitted just
before or just after the move (a move the engine makes without an event is one of SILENT's, each
with its reason)."""

from __future__ import annotations

import functools
import inspect
import random
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from table import Table

from rules.decision import Ev
from rules.engine import Engine
from rules.engine.zones import Zones
from rules.event_kinds import SILENT, ZONE_EVENTS, Zone
from rules.game import Game, engine_of
from rules.selection import select, setup_game
from rules.state import State

Where = tuple[Zone, int | None]
# The events that name no card but move a whole pile (or a hand): from where, to where.
PILES = {"shuffle": (Zone.DISCARD, Zone.DECK), "hand_into_deck": (Zone.HAND, Zone.DECK),
         "base_deck_shuffle": (Zone.BASE_DISCARD, Zone.BASE_DECK)}
MIXES = [("core", False), ("core,sfdf", False), ("core,geeks,allstars", False), ("core,marvel", False),
         ("core,sfdf,geeks,allstars,marvel", True)]


def zones(s: State) -> dict[int, Where]:
    """Every card's zone and its place (player, slot or host), read from the piles themselves."""
    at: dict[int, Where] = {}
    for p, pl in enumerate(s.players):
        for pile, zone in ((pl.hand, Zone.HAND), (pl.deck, Zone.DECK), (pl.discard, Zone.DISCARD),
                           (pl.titans, Zone.BESIDE_DECK)):
            at.update((c, (zone, p)) for c in pile)
    for i, b in enumerate(s.bases):
        at[b.card] = (Zone.IN_PLAY, i)
        for pile, zone in ((b.minions, Zone.BASE), (b.actions, Zone.ATTACHED_BASE), (b.buried, Zone.BURIED),
                           (b.titans, Zone.TITAN)):
            at.update((c, (zone, i)) for c in pile)
    for m, acts in s.attached.items():
        at.update((a, (Zone.ATTACHED, m)) for a in acts)
    for pile, zone in ((s.base_deck, Zone.BASE_DECK), (s.base_discard, Zone.BASE_DISCARD), (s.limbo, Zone.RESOLVING),
                       (s.removed, Zone.REMOVED)):
        at.update((c, (zone, None)) for c in pile)
    return at


class Watch:
    """Matches the moves of one engine's cards with its zone events."""

    def __init__(self) -> None:
        self.engine: Engine | None = None
        self.before: dict[int, Where] = {}
        self.told_first: Counter[int] = Counter()  # named by an event, not moved yet
        self.untold: dict[int, list[tuple[Zone, Zone]]] = {}  # moved, not named yet (a card may move twice)
        self.silent: set[int] = set()  # moved by a SILENT move since the last look
        self.faults: list[str] = []

    def start(self, g: Game) -> None:
        self.engine = engine_of(g)
        self.before = zones(self.engine.state)

    def look(self) -> None:
        """What moved since the last look."""
        assert self.engine is not None
        now = zones(self.engine.state)
        # A card in no pile is being moved (a card played is out of the hand before its action
        # asks whether it may affect its target): it is where it was until it lands.
        now.update((c, where) for c, where in self.before.items() if c not in now)
        self.silent = set()
        for c, where in now.items():
            was = self.before.get(c)
            if was is None or was == where:
                continue
            if self.told_first[c]:
                self.told_first[c] -= 1
            elif (was[0], where[0]) in SILENT:
                self.silent.add(c)
            else:
                self.untold.setdefault(c, []).append((was[0], where[0]))
        self.before = now

    def told(self, ev: Ev) -> None:
        self.look()
        if ev.kind not in ZONE_EVENTS:
            return
        named = [c for c in (ev.card, ev.base if ev.kind == "base_replaced" else None) if c is not None]
        if ev.kind in PILES:  # a whole pile, or a hand: every card it took
            frm, to = PILES[ev.kind]
            named = [c for c, moves in self.untold.items()
                     if (frm, to) in moves and self.before[c] == (to, None if to == Zone.BASE_DECK else ev.player)]
            for c in named:
                self._told(c, (frm, to))
            return
        for c in named:
            if c in self.untold:
                self._told(c, self.untold[c][0])
            elif c not in self.silent:
                self.told_first[c] += 1

    def _told(self, c: int, move: tuple[Zone, Zone]) -> None:
        moves = self.untold[c]
        moves.remove(move)
        if not moves:
            del self.untold[c]

    def answered(self, what: str) -> None:
        """After an answer: every move told, every event's move made (but a card still resolving)."""
        self.look()
        for c, moves in self.untold.items():
            self.faults += [f"{what}: {self._name(c)} moved from {was} to {now} untold" for was, now in moves]
        for c, n in self.told_first.items():
            if n and self.before.get(c, (None,))[0] != Zone.RESOLVING:
                self.faults.append(f"{what}: {self._name(c)} told {n} time(s) more than it moved")
        self.untold.clear()
        self.told_first = Counter({c: n for c, n in self.told_first.items()
                                   if n and self.before.get(c, (None,))[0] == Zone.RESOLVING})

    def _name(self, c: int) -> str:
        assert self.engine is not None
        return self.engine.state.cards[c]


@contextmanager
def watching(monkeypatch: pytest.MonkeyPatch) -> Iterator[Watch]:
    watch = Watch()
    emit = Engine.emit

    def told(self: Engine, ev: Ev) -> None:
        if self is watch.engine:  # not the trial copies that try orders of simultaneous effects
            watch.told(ev)
        emit(self, ev)

    monkeypatch.setattr(Engine, "emit", told)
    # A look before and after each primitive of the zones, too: a move and its undoing between
    # two events (a hand shuffled into its deck, then five cards drawn) is seen.
    for name, fn in vars(Zones).items():
        if callable(fn) and not name.startswith("__") and not inspect.isgeneratorfunction(fn):
            monkeypatch.setattr(Engine, name, _looking(watch, fn))
    yield watch


def _looking(watch: Watch, fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def looked(self: Engine, *args: Any, **kw: Any) -> Any:
        if self is watch.engine:
            watch.look()
        out = fn(self, *args, **kw)
        if self is watch.engine:
            watch.look()
        return out
    return looked


def play(sets: str, titans: bool, seed: int, watch: Watch, players: int = 3, most: int = 1500) -> None:
    r = random.Random(seed)
    g = setup_game(r, seed, players, select(sets, None, players, titans))
    for n in range(most):
        if g.over:
            return
        watch.start(g)
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
        watch.answered(f"{sets} seed {seed} answer {n}")


@pytest.mark.parametrize("sets, titans", MIXES)
def test_every_zone_change_in_a_random_game_is_told_by_exactly_one_event(monkeypatch, sets, titans):
    with watching(monkeypatch) as watch:
        for seed in range(3):
            play(sets, titans, seed, watch)
    assert watch.faults == []


def test_the_watch_sees_a_move_made_without_its_event(monkeypatch):
    """The wall itself: a discard whose event is lost is seen."""
    def discarded_quietly(self: Engine, card: int, player: int, base: int | None, src: int | None = None,
                          at_random: bool = False) -> None:
        self.state.players[self.owner(card)].discard.append(card)

    with watching(monkeypatch) as watch:
        monkeypatch.setattr(Engine, "_discarded", discarded_quietly)
        play("core", False, 0, watch)
    assert any("to discard untold" in f for f in watch.faults)


def nexus_scores(monkeypatch: pytest.MonkeyPatch, answer: Callable[[Table], Table]) -> Watch:
    """The Nexus scores with the base deck empty, two bases discarded; its winner's ``answer`` is watched."""
    t = Table(factions=[["ninjas", "pirates"], ["cyborg_apes", "super_spies"], ["robots", "wizards"]], active=1,
              bases=[("base/the_nexus", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0", "ninjas/ninja_master",
                                         "robots/warbot", "robots/zapbot"]), ("base/tar_pits", [])],
              base_deck=["base/the_vats", "base/monkey_lab"])
    s = t.g.state
    s.base_discard, s.base_deck = s.base_deck, []
    with watching(monkeypatch) as watch:
        for what, step in (("finish", Table.finish), ("the winner's answer", answer)):
            watch.start(t.g)
            step(t)
            watch.answered(what)
    return watch


def test_a_discarded_base_put_back_on_the_base_deck_is_told(monkeypatch):
    assert nexus_scores(monkeypatch, lambda t: t.choose("the_vats")).faults == []


def test_the_base_discard_pile_shuffled_into_the_empty_base_deck_is_told(monkeypatch):
    assert nexus_scores(monkeypatch, Table.pass_).faults == []
