"""Re-dealing what one seat cannot see, so that a bot searches a world consistent with its view.

What a seat sees: everything on the table, every discard pile, the base discard, its own hand and
the pending decision's options when it is the decider. What it cannot see: the other players'
hands and buried cards, every deck (its own included: it knows the contents, not the order) and the base deck. It
does know the *contents* of those hidden pools: a player's hidden cards are that player's cards
minus the visible ones; the base deck is the game's bases minus the visible ones.

A determinization permutes the card *labels* (``state.cards``, instance id -> card id) among the
instance ids of each hidden pool, instead of moving instance ids between zones. That keeps a
mid-effect state replayable: the replay snapshot shares the same label table, so relabelling it
the same way re-deals the snapshot consistently, and every answer given since (which names
instance ids) still refers to the same ids. Cards that became visible during the replay are
visible now, so they keep their true labels and the replay reproduces what the seat saw.

Mid-effect, a replay can branch on a relabelled card (a deck top revealed then put back, a draw
that triggers "if it is a minion"). Such a world may contradict what the seat sees, so it is
rejected: a world is kept only when its public picture (``public_key``) equals the real one. If
no consistent world is found after a few tries, the cards the current effect touched keep their
true labels (a bounded leak, limited to cards that effect moved or named), and as a last resort
the true labels are used; ``Determinizer.fallbacks`` counts how often that happened.

At a quiescent point (no replay), the hidden zones are also rebuilt in a canonical order, so the
world depends on nothing but what the seat sees and the bot's own random generator.

What the seat saw and still knows keeps its true label and place: a card in another hand whose
last event in the game's log showed it to the seat (Probe's look, a reveal, a minion returned to
its owner's hand). A world's log is the seat's own (``EventLog.seen_by``).
"""

from __future__ import annotations

import random
from collections.abc import Hashable

from rules import rng
from rules.actions import Pick, PickKind, Play, Use
from rules.decision import Ev
from rules.game import CheckedGame, Game
from rules.state import Replay, State

TRIES = 12


def _pools(s: State, observer: int) -> list[list[int]]:
    """Each hidden pool of instance ids: per player (hand + deck, or the observer's deck alone),
    then the base deck. Labels are only ever permuted within one pool."""
    out = []
    for p, pl in enumerate(s.players):
        # Cards a player buried face down are theirs and hidden like their hand.
        buried = [c for b in s.bases for c in b.buried if s.owner[c] == p and s.controller.get(c, p) == p]
        out.append(list(pl.deck) if p == observer else pl.hand + pl.deck + buried)
    out.append(list(s.base_deck))
    return out


def shown_cards(g: Game, observer: int) -> set[int]:
    """Instance ids the pending decision shows its decider (a card looked at in a deck...)."""
    d = g.pending
    if d is None or d.player != observer:
        return set()
    out = set()
    for a in d.options:
        if isinstance(a, Play | Use):
            out.add(a.card)
        elif isinstance(a, Pick) and a.kind == PickKind.CARD:
            out.add(int(a.value))
    return out


def public_key(g: Game, observer: int) -> Hashable:
    """Everything ``observer`` sees, as one comparable value (labels of visible cards only)."""
    s = g.state
    d = g.pending
    cards = s.cards
    return (
        s.active, s.turn, s.phase, s.winner, tuple(s.limbo), tuple(s.removed), tuple(s.base_discard),
        len(s.base_deck), tuple(sorted(s.counters.items())), tuple(sorted(s.controller.items())),
        tuple((m, tuple(a)) for m, a in sorted(s.attached.items())),
        tuple((b.card, cards[b.card], tuple(b.minions), tuple(b.actions), tuple(b.buried), tuple(b.titans))
              for b in s.bases),
        tuple((p.vp, len(p.hand), len(p.deck), tuple(p.discard), tuple(p.titans)) for p in s.players),
        tuple(cards[c] for c in s.players[observer].hand),
        None if d is None else (d.player, d.kind, d.options if d.player == observer else len(d.options)),
    )


class _Deal:
    """A re-deal of hidden labels: each pool's ids (those not kept) and their sorted labels, worked
    out once per decision, shuffled afresh for each world."""

    def __init__(self, cards: tuple[str, ...], pools: list[list[int]], keep: set[int]) -> None:
        self.cards = cards
        self.pools = []
        for pool in pools:
            ids = sorted(i for i in pool if i not in keep)
            self.pools.append((ids, sorted(cards[i] for i in ids)))

    def __call__(self, r: random.Random) -> tuple[str, ...]:
        out = list(self.cards)
        rand = r.random
        for ids, sorted_labels in self.pools:
            # Sorting by random keys deals a uniform permutation, several times faster than
            # random.shuffle (one C call per card instead of a Python loop drawing bits).
            labels = sorted(sorted_labels, key=lambda _: rand())
            for i, lab in zip(ids, labels, strict=True):
                out[i] = lab
        return tuple(out)


# The last event naming a card, when the observer saw it, says the card is in that hand.
SHOWN_INTO_HAND = frozenset({"look", "reveal", "to_hand", "return"})


def known_in_hands(s: State, observer: int) -> set[int]:
    """Cards in the other players' hands that ``observer`` knows are there: the last event naming
    each (a look, a reveal, a minion returned to its owner's hand) showed it to them, and nothing
    has moved it since (a draw, a shuffle into a deck... would have named it or taken it away)."""
    last: dict[int, Ev] = {}
    for ev in s.log:
        if ev.card is not None:
            last[ev.card] = ev
    out = set()
    for p, pl in enumerate(s.players):
        if p == observer:
            continue
        for c in pl.hand:
            ev = last.get(c)
            if ev is not None and ev.kind in SHOWN_INTO_HAND and ev.visible_to(observer):
                out.add(c)
    return out


def _canonical_zones(s: State, observer: int, known: set[int]) -> None:
    """Refill the hidden zones from each pool's sorted ids, so that where the true cards sit does
    not show through (the labels are shuffled afterwards); cards the observer knows stay in hand."""
    for p, pl in enumerate(s.players):
        if p == observer:
            pl.deck = sorted(pl.deck)
        else:
            pinned = [c for c in pl.hand if c in known]
            ids = sorted(c for c in pl.hand + pl.deck if c not in pinned)
            k = len(pl.hand) - len(pinned)
            pl.hand, pl.deck = pinned + ids[:k], ids[k:]
    s.base_deck = sorted(s.base_deck)


class Determinizer:
    """Samples worlds for one observer at one decision (the checks are computed once)."""

    def __init__(self, g: Game, observer: int) -> None:
        self.g = g
        self.observer = observer
        self.mid_effect = g.state.replay is not None
        self.key = public_key(g, observer) if self.mid_effect else None
        # What the seat saw and still knows keeps its true label (a hand looked at with Probe; a
        # card whose abilities a card in play copied, wherever it went since).
        s = g.state
        self.shown = shown_cards(g, observer) | known_in_hands(s, observer) | {*s.abilities.values(),
                                                                              *s.eot_abilities.values()}
        self.fallbacks = 0
        # A world's log is the seat's own (what it saw), filtered once per decision.
        self.log = g.state.log.seen_by(observer)
        self.snapshot_log = None if g.state.replay is None else g.state.replay.snapshot.log.seen_by(observer)
        self._template: State | None = None  # at a quiescent point: the state with its hidden zones canonical
        self._deals: dict[int | None, _Deal] = {}

    def sample(self, r: random.Random) -> Game:
        if not self.mid_effect:
            if self._template is None:
                t = self._template = self.g.state.copy()
                _canonical_zones(t, self.observer, self.shown)
                t.log = self.log
                self._deals[None] = _Deal(t.cards, _pools(t, self.observer), self.shown)
            s = self._template.copy()
            s.cards = self._deals[None](r)
            s.rng = rng.redrawn(s.rng, r.getrandbits(rng.SEED_BITS))
            d = self.g.pending
            # The decider's own options are what it sees: its world keeps them (not listed again).
            return self.g.with_state(s) if d is not None and d.player == self.observer else Game(s)
        for tier in range(3):
            for _ in range(TRIES if tier < 2 else 1):
                g = self._replayed(r, tier)
                if g is not None:
                    return g
            self.fallbacks += 1
        raise AssertionError("the true state always replays")  # pragma: no cover

    def _deal(self, tier: int) -> _Deal | None:
        """Mid-effect, the labels kept by each try in turn: what the seat knows; that and what the
        current effect touched; all of them (the true state)."""
        if tier == 2:
            return None
        deal = self._deals.get(tier)
        if deal is None:
            s = self.g.state
            keep = self.shown if tier == 0 else self.shown | self._touched()
            deal = self._deals[tier] = _Deal(s.cards, _pools(s, self.observer), keep)
        return deal

    def _replayed(self, r: random.Random, tier: int) -> Game | None:
        s = self.g.state
        deal = self._deal(tier)
        cards = s.cards if deal is None else deal(r)
        snap = s.replay.snapshot.copy()
        snap.cards = cards
        snap.log = self.snapshot_log
        st = s.copy()
        st.cards = cards
        st.replay = Replay(snap, s.replay.answers[:])
        # The replay starts at the snapshot's main decision: when the seat was the one deciding
        # there, its options are those it saw (its hand keeps its labels), not listed again.
        known = self.g.snapshot_options() if deal is None or snap.active == self.observer else None
        try:
            g = CheckedGame(st, snapshot_options=known)
        except Exception:  # the relabelled world could not give those answers: not consistent
            return None
        if public_key(g, self.observer) != self.key:
            return None
        g.state.rng = rng.redrawn(g.state.rng, r.getrandbits(rng.SEED_BITS))  # the future shuffles are unknown too
        return g

    def _touched(self) -> set[int]:
        """Cards the current effect moved or named (their true labels are kept in the fallback)."""
        s = self.g.state
        before, now = _hidden_zones(s.replay.snapshot), _hidden_zones(s)
        moved = {c for c, z in now.items() if before.get(c) != z}
        named = {int(a.value) for a in s.replay.answers if isinstance(a, Pick) and a.kind == PickKind.CARD}
        named |= {a.card for a in s.replay.answers if isinstance(a, Play | Use)}
        return moved | named


def _hidden_zones(s: State) -> dict[int, tuple[int, str]]:
    out: dict[int, tuple[int, str]] = {}
    for p, pl in enumerate(s.players):
        out.update((c, (p, "hand")) for c in pl.hand)
        out.update((c, (p, "deck")) for c in pl.deck)
    out.update((c, (-1, "base_deck")) for c in s.base_deck)
    out.update((c, (bi, "buried")) for bi, b in enumerate(s.bases) for c in b.buried)
    return out
