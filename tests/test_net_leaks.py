"""What a seat is sent tells it nothing it may not know. Every mix of the perft (each box with the
core, every box with titans, FZZZT!, 2 to 4 players) is played by random seats through the host's
table, and every state message each seat would receive is scanned: no instance id of a card the
seat has never seen face up (a bare id, a decision's source, an event's card, source or target),
no options of another seat's decision, no decider named in a response round, FZZZT!'s bids
counted as the table shows them, and ids that say nothing of the cards a seat has not seen."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rules import perft
from rules.actions import FINISH, PASS
from rules.fzzzt.state import FState
from rules.game import engine_of
from rules.net import protocol as P
from rules.net.table import Table
from rules.setup import new_game as new_smashup
from rules.view import UNNAMED_KINDS, seen_by
from tests.table import Table as Position

MAX_STEPS = 1500


def visible(game: Any, seat: int) -> set[int]:
    """The instance ids ``seat`` sees face up now."""
    s = game.state
    if isinstance(s, FState):
        out = set(s.conveyor[: s.shown])
        for p, pl in enumerate(s.players):
            out |= {u for u in pl.units} | {c for b in pl.built for c in b}
            if p == seat:
                out |= set(pl.hand) | set(pl.bid) | (set(pl.workshop) if s.phase != "bidding" else set())
        if s.last is not None:
            out |= {s.last.card} | {c for b in s.last.bids for c in b}
        return out
    g = engine_of(game)
    return {c for c in range(len(s.cards)) if seen_by(g, c, seat)}


def named(msg: P.State) -> set[int]:
    """Every instance id the message names, wherever it sits."""
    out: set[int] = set()
    stack: list[Any] = [P.CONVERTER.unstructure(msg)]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            out |= {v[k] for k in ("iid", "source", "card", "src", "to") if isinstance(v.get(k), int)}
            if v.get("kind") not in (None, "") and isinstance(v.get("base"), int) and "amount" in v:
                out.add(v["base"])  # an event's base: a base card
            stack.extend(v.values())
        elif isinstance(v, list | tuple):
            stack.extend(v)
    return out


def dealt_again(mix: perft.Mix, game: Any, seed: int) -> tuple[str, ...]:
    """The card of each id in the same game dealt from another seed (the same factions): what a
    player who deals it at home would take the ids' order to be."""
    s = game.state
    if isinstance(s, FState):
        return perft.new_game(mix, seed).state.cards
    return new_smashup([p.factions for p in s.players], seed, base_sets=mix.boxes, titans=mix.titans).state.cards


def check_ids_say_nothing(cards: tuple[str, ...], again: tuple[str, ...], known: set[int]) -> None:
    """Ids in a fixed order (the catalogue's) would name every card a seat has not seen: guessing
    each unseen id's card from a game dealt at home must hit no more than chance would."""
    unseen = [c for c in range(len(cards)) if c not in known]
    hits = sum(c < len(again) and again[c] == cards[c] for c in unseen)
    assert hits <= len(unseen) // 2, f"{hits} of {len(unseen)} unseen ids hold the card they hold in another deal"


def scan(mix: perft.Mix, seed: int) -> int:
    """Plays one game of ``mix`` and scans each seat's every message; how many were scanned."""
    t = Table(perft.new_game(mix, seed))
    r = random.Random(seed)
    n = mix.players
    known: list[set[int]] = [set() for _ in range(n)]
    bids: list[list[int]] = [[0] * n for _ in range(n)]  # the bids each seat has counted
    again = dealt_again(mix, t.game, seed + 1)
    scanned = 0
    for step in range(MAX_STEPS):
        seats = t.seat_list()
        for seat in range(n):
            state, decide = t.state_for(seat, seats)
            # What it sees now, and the cards its events show it (a reveal, a look, a card drawn or
            # discarded: the engine says who sees each event); sources, targets and decisions show none.
            known[seat] |= visible(t.game, seat) | {e.card for e in state.events if e.card is not None}
            d = t.game.pending
            if d is not None and d.player == seat and d.source is not None:
                known[seat].add(d.source)  # the decider is shown the card its question is about
            if step == 0:
                check_ids_say_nothing(t.game.state.cards, again, known[seat])
            leaked = named(state) - known[seat]
            assert not leaked, f"{mix.name} seed {seed} step {step}: seat {seat} was sent ids {sorted(leaked)}"
            pending = (state.smashup or state.fzzzt).pending
            if d is not None and d.player != seat:
                assert decide is None and pending.options is None
                if d.kind in UNNAMED_KINDS:
                    assert pending.player is None, f"seat {seat} was told who answers a response round"
            if state.fzzzt is not None:
                check_bids(state, bids[seat])
            scanned += 1
        if t.over:
            return scanned
        opts = t.game.legal_actions()
        t._apply(opts[r.randrange(len(opts))])
    return scanned


def check_bids(state: P.State, bids: list[int]) -> None:
    """FZZZT!: a bid's cards are laid face down one by one, so their count is public: each seat's
    view counts as many as the public ``bid`` events (one step each) since the last auction won."""
    for ev in state.events:
        if ev.kind == "bid":
            bids[ev.player] += 1
        elif ev.kind == "win":
            bids[:] = [0] * len(bids)
    assert [pl.bid_size for pl in state.fzzzt.players] == bids


@pytest.mark.parametrize("mix", perft.mixes(), ids=lambda m: m.name)
def test_no_message_names_a_card_its_seat_has_not_seen(mix):
    assert scan(mix, 1) > 0


def me_first_holder(holder: int) -> Position:
    """Three players, the first active and about to end its turn at the Jungle Oasis (breakpoint
    12); ``holder`` holds Hidden Ninja (a Special for before a base scores), the other seat as
    many cards with nothing to use."""
    hands = [[], ["pirates/first_mate", "pirates/first_mate"], ["pirates/first_mate", "pirates/first_mate"]]
    hands[holder] = ["ninjas/hidden_ninja", "pirates/first_mate"]
    return Position(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"]],
                    hands=hands, active=0,
                    bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/collector", "dinosaurs/king_rex"]),
                           ("base/the_mothership", []), ("base/the_central_brain", [])])


def seat_zero_sees(holder: int) -> list[Any]:
    """What seat 0 is sent from its end of turn until the window closes, the holder passing."""
    pos = me_first_holder(holder)
    t = Table(pos.g)
    t._apply(FINISH)
    d = t.game.pending
    assert d.kind == "me_first" and d.player == holder
    seen = [t.state_for(0)[0]]
    t._apply(PASS)
    seen.append(t.state_for(0)[0])
    return [(m.step, m.events, m.smashup.pending, m.smashup.bases) for m in seen]


def test_a_response_round_looks_the_same_to_the_others_whoever_holds_the_card():
    """Rulebook, « Moi d'abord ! »: each player in turn may use an effect or pass; at a real
    table everyone answers, so the others learn nothing from who is asked."""
    assert seat_zero_sees(1) == seat_zero_sees(2)
