"""Checks that hold after every action of every game (the bench and the tests run them).

The common case (a sound state) is one flat pass over the zones against facts worked out once per
game; only a failure takes the slow path that says what is wrong."""

from __future__ import annotations

from collections import Counter

from attrs import define

from rules.catalogue import catalogue
from rules.engine.reading import Reading, scan_hooks
from rules.game import Game, engine_of
from rules.state import State

PHASES = ("start_of_turn", "play_cards", "scoring", "draw", "end_of_turn", "game_over")
MINION_TYPES = ("minion",)


@define(slots=True, frozen=True)
class _Facts:
    """What a game's card table says once and for all: every instance, and which are bases."""

    cards: tuple[str, ...]
    everything: frozenset[int]
    bases: frozenset[int]
    types: tuple[str, ...]
    owned: tuple[frozenset[int], ...]  # by player: the instances they own
    minions: frozenset[int]  # the instances that are minion cards
    titans: frozenset[int]


_facts: _Facts | None = None


def _facts_of(state: State) -> _Facts:
    global _facts
    f = _facts
    if f is None or f.cards is not state.cards:
        cat = catalogue()
        types = tuple(cat.cards[c].type for c in state.cards)
        owned = tuple(frozenset(i for i, o in enumerate(state.owner) if o == p) for p in range(4))
        def of_type(*kinds: str) -> frozenset[int]:
            return frozenset(i for i, t in enumerate(types) if t in kinds)

        f = _facts = _Facts(state.cards, frozenset(range(len(state.cards))), of_type("base"), types, owned,
                            of_type(*MINION_TYPES), of_type("titan"))
    return f


def zones(state: State) -> list[tuple[str, list[int]]]:
    out: list[tuple[str, list[int]]] = []
    for i, p in enumerate(state.players):
        out += [(f"hand{i}", p.hand), (f"deck{i}", p.deck), (f"discard{i}", p.discard), (f"titans{i}", p.titans)]
    for i, b in enumerate(state.bases):
        out += [(f"base{i}", [b.card]), (f"minions{i}", b.minions), (f"actions{i}", b.actions),
                (f"buried{i}", b.buried), (f"titans_at{i}", b.titans)]
    out += [(f"attached:{m}", a) for m, a in state.attached.items()]
    out += [("base_deck", state.base_deck), ("base_discard", state.base_discard), ("limbo", state.limbo),
            ("removed", state.removed)]
    return out


def check_state(state: State) -> str | None:
    """None when the state is sound, else what is wrong (one line)."""
    n = len(state.cards)
    if len(state.owner) != n:
        return "card and owner tables differ in length"
    if not 2 <= len(state.players) <= 4:
        return "2 to 4 players"
    if not 0 <= state.active < len(state.players) or state.phase not in PHASES:
        return "bad active player or phase"
    facts = _facts_of(state)
    everything: list[int] = []
    for p in state.players:
        everything += p.hand
        everything += p.deck
        everything += p.discard
        everything += p.titans
        if p.vp < 0:
            return "negative VP"
    base_zone = [b.card for b in state.bases]
    minions: list[int] = []
    titans: list[int] = []
    for b in state.bases:
        minions += b.minions
        titans += b.titans
        everything += b.actions
        everything += b.buried
    everything += titans  # those in play (the ones beside the decks are in already)
    for p in state.players:
        titans += p.titans
    for acts in state.attached.values():
        everything += acts
    base_zone += state.base_deck
    base_zone += state.base_discard
    everything += minions
    everything += base_zone
    everything += state.limbo
    everything += state.removed
    if len(everything) != n or set(everything) != facts.everything:
        return _misplaced(state, everything)
    return _check_places(state, facts, minions, titans, base_zone) or _check_owners(state, facts)


def _check_owners(state: State, facts: _Facts) -> str | None:
    """Cards out of play are their owner's: in the owner's piles (a titan beside the owner's deck),
    controlled by nobody else."""
    for i, p in enumerate(state.players):
        owned = facts.owned[i]
        if not (owned.issuperset(p.hand) and owned.issuperset(p.deck) and owned.issuperset(p.discard)
                and owned.issuperset(p.titans)):
            c = next(c for c in p.hand + p.deck + p.discard + p.titans if c not in owned)
            return f"{state.cards[c]} of player {state.owner[c]} is in player {i}'s hand, deck, discard or beside it"
    if state.controller:
        held = set(state.limbo).union(*(b.minions + b.actions + b.titans for b in state.bases),
                                      *state.attached.values())
        for c in state.controller:
            if c not in held:
                return f"{state.cards[c]} is out of play but still has a controller"
    return None


def _misplaced(state: State, everything: list[int]) -> str:
    """The slow path: which card is missing, doubled or unknown."""
    n = len(state.cards)
    seen: Counter[int] = Counter(everything)
    for iid, k in seen.items():
        if not 0 <= iid < n:
            return f"card instance {iid} does not exist"
        if k > 1:
            return f"card {iid} ({state.cards[iid]}) is in {k} places"
    missing = next(i for i in range(n) if i not in seen)
    return f"card {missing} ({state.cards[missing]}) is nowhere"


def _check_places(state: State, facts: _Facts, minions: list[int], titans: list[int],
                  base_zone: list[int]) -> str | None:
    """Cards of the right kind in the right places."""
    if state.attached and not set(state.attached) <= set(minions):
        m = next(m for m in state.attached if m not in minions)
        return f"actions attached to {m}, which is not a minion in play"
    types = facts.types
    for i, b in enumerate(state.bases):
        if types[b.card] != "base":
            return f"base slot {i} holds a non-base card"
    if not facts.minions.issuperset(minions):
        m = next(m for m in minions if m not in facts.minions)
        return f"{state.cards[m]} is on a base as a minion"
    if titans:
        if not facts.titans.issuperset(titans):
            t = next(t for t in titans if t not in facts.titans)
            return f"{state.cards[t]} is where only a titan may be"
        in_play = [state.controller.get(t, state.owner[t]) for b in state.bases for t in b.titans]
        if len(in_play) != len(set(in_play)):
            return "a player controls two titans in play"
    if not facts.bases <= set(base_zone):
        return "a base card outside the base zones"
    return None


def check_indexes(game: Game) -> str | None:
    """The engine's derived indexes agree with a full scan of the table. The scan is skipped while
    the table keeps the stamp under which the index last agreed with one: then the table itself
    must be unchanged (a change that took no new stamp would leave the index stale)."""
    g = engine_of(game)
    layout = _layout(g)
    last = _VERIFIED
    if last[0] is g and last[1] == g.table_stamp():
        if layout != last[2]:
            return "the table changed without a new stamp: the hook index is stale"
        return None
    if g.table_index()[1:] != scan_hooks(g):
        return "the hook and reaction index differs from a scan of the table"
    last[:] = [g, g.table_stamp(), layout]
    return None


_VERIFIED: list = [None, -1, None]  # the game, the stamp and the table when the index last agreed with a scan


def _layout(g: Reading) -> tuple:
    """What the hook index is a function of: the cards in play in table order (each base's run
    closed by -1), the copied abilities, and the attachments (a modifier may cancel its host's).
    The table order is each base's run with the attachments after their minions: the runs
    without them and the attachments by minion say the same, and are quicker to make."""
    s = g.state
    order: list[int] = []
    for b in s.bases:
        order.append(b.card)
        order += b.actions
        order += b.minions
        order += b.titans
        order.append(-1)
    return (tuple(order), tuple(s.abilities.items()), tuple(s.eot_abilities.items()),
            tuple([(m, tuple(a)) for m, a in s.attached.items()]))


def check_log(state: State) -> str | None:
    """Every event of the log names cards and players that exist (a save's log is shown later).
    Not among the per-action checks: the log only grows, and what is appended comes from the rules."""
    n, k = len(state.cards), len(state.players)
    for ev in state.log:
        for iid in (ev.card, ev.base, ev.to, ev.src):
            if iid is not None and not 0 <= iid < n:
                return f"an event names card {iid}, which does not exist"
        for p in (ev.player, ev.whom, *(ev.seen or ())):
            if p is not None and not -1 <= p < k:
                return f"an event names player {p}, who does not exist"
    return None
