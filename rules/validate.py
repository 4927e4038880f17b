"""Is this a state the rules could reach? The checks a save must pass beyond the invariants.

The invariants (rules/invariants.py) say every card is in exactly one place; here every field
is in its range, every player index names a player, and every card is where its kind may be and
belongs to what its owner's setup allows (their two factions, no more copies than printed; a
scenario's position holds whatever cards it lists).
Everything returns one line saying what is wrong, or None.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rules.catalogue import Catalogue, catalogue
from rules.files import one_line
from rules.invariants import PHASES, check_log, check_state
from rules.state import State

LIMIT = 999  # VP, power counters, power and breakpoint changes: far beyond any real game
MAX_TURN = 100_000
MAX_ENTRIES = 10_000  # answers in a replay, once-per-turn keys, marks
MAX_KEY = 200  # characters of a once-per-turn key or a mark
EXTRA_KINDS = ("minion", "action")
EXTRA_ZONES = ("hand", "deck", "discard", "play", "limbo")
HELD = ("minion", "action")  # what a hand, deck or discard pile may hold (a titan waits beside the deck)
QUIESCENT_PHASES = ("start_of_turn", "play_cards")  # where a game stands with no effect half-resolved


def state_problem(state: State) -> str | None:
    """None when ``state`` (and the replay's snapshot, if any) is one the rules could reach."""
    problem = _problem(state)
    if problem or state.replay is None:
        if not problem and state.phase not in (*QUIESCENT_PHASES, "game_over"):
            return f"a game in its {state.phase} phase without the answers that led there"
        return problem
    snap, answers = state.replay.snapshot, state.replay.answers
    if snap.winner is not None or snap.phase not in QUIESCENT_PHASES:
        return "the replay does not start where a turn or a play starts"
    if (snap.cards, snap.owner) != (state.cards, state.owner):
        return "the replay is of other cards"
    if len(answers) > MAX_ENTRIES:
        return "too many answers in the replay"
    # A snapshot may carry the replay it was taken during (never run again, but checked all the same).
    problem = state_problem(snap)
    return f"in the replay's start: {problem}" if problem else None


def _problem(s: State) -> str | None:
    cat = catalogue()
    return (_players(s, cat) or _cards(s, cat) or check_state(s) or check_log(s) or _places(s, cat)
            or _counts(s, cat) or _effects(s, cat))


def _players(s: State, cat: Catalogue) -> str | None:
    n = len(s.players)
    if not 2 <= n <= 4:
        return "2 to 4 players"
    taken: set[str] = set()
    for i, p in enumerate(s.players):
        fs = p.factions
        if (len(fs) != 2 and not (s.scenario and len(fs) < 2)) or len(set(fs)) != len(fs):
            return f"player {i} does not have two different factions"
        for f in fs:
            if f not in cat.factions or cat.faction_set[f] in ("madness", "titans"):
                return f"player {i} plays an unknown faction: {one_line(f)}"
            if f in taken:
                return f"faction {f} is played twice"
            taken.add(f)
    if not (0 <= s.active < n and s.phase in PHASES):
        return "bad active player or phase"
    if s.winner is not None and not 0 <= s.winner < n:
        return f"the winner is player {s.winner}, who is not at the table"
    if (s.winner is None) == (s.phase == "game_over"):
        return "a game is over exactly when it has a winner"
    return None


def _cards(s: State, cat: Catalogue) -> str | None:
    """Every card known, owned by a player at the table who may own it, in no more copies than printed
    (in a scenario, whatever cards it listed)."""
    if len(s.owner) != len(s.cards):
        return "card and owner tables differ in length"
    copies: Counter[tuple[int, str]] = Counter(zip(s.owner, s.cards, strict=True))
    for (owner, cid), k in copies.items():
        c = cat.cards.get(cid)
        if c is None:
            return f"unknown card id: {one_line(cid)}"
        if c.type == "base":
            if owner != -1:
                return f"base {cid} is owned by a player"
        elif not 0 <= owner < len(s.players):
            return f"{cid} is owned by player {owner}, who is not at the table"
        elif c.faction not in s.players[owner].factions and not s.scenario:
            return f"{cid} belongs to none of player {owner}'s factions"
        if k > (c.count or 1) and not s.scenario:
            return f"{k} copies of {cid}"
    return None


def _kinds(s: State, cat: Catalogue, zone: Iterable[int], kinds: tuple[str, ...], where: str) -> str | None:
    for iid in zone:
        if cat.cards[s.cards[iid]].type not in kinds:
            return f"{s.cards[iid]} can't be {where}"
    return None


def _places(s: State, cat: Catalogue) -> str | None:
    """Each kind of card where it may be (the invariants already placed every card exactly once)."""
    checks: list[tuple[Iterable[int], tuple[str, ...], str]] = []
    for i, p in enumerate(s.players):
        checks += [(p.hand, HELD, f"in player {i}'s hand"), (p.deck, HELD, f"in player {i}'s deck"),
                   (p.discard, HELD, f"in player {i}'s discard pile")]
    for i, b in enumerate(s.bases):
        checks += [(b.actions, ("action",), f"an action on base {i}"), (b.buried, HELD, f"buried at base {i}")]
    checks += [(a, ("action",), f"attached to {s.cards[m]}") for m, a in s.attached.items()]
    checks += [(s.base_deck, ("base",), "in the base deck"), (s.base_discard, ("base",), "in the base discard"),
               (s.limbo, HELD, "being played"), (s.removed, (*HELD, "titan"), "removed from the game")]
    for zone, kinds, where in checks:
        problem = _kinds(s, cat, zone, kinds, where)
        if problem:
            return problem
    if not s.bases:
        return "no base in play"
    for card, player in (*s.controller.items(), *s.eot_control.items()):  # may outlive a stay in play
        if not 0 <= card < len(s.cards) or not 0 <= player < len(s.players):
            return f"card {card} is controlled by player {player}"
    if len(s.extra_turns) > LIMIT or any(not 0 <= p < len(s.players) for p in s.extra_turns):
        return "an extra turn for a player who is not at the table"
    return None


def _counts(s: State, cat: Catalogue) -> str | None:
    n, cards = len(s.players), len(s.cards)
    if not 1 <= s.turn <= MAX_TURN:
        return f"turn {s.turn} is out of range"
    if not (0 <= s.minion_plays <= LIMIT and 0 <= s.action_plays <= LIMIT):
        return "plays left out of range"
    if not 0 <= s.rng < 1 << 64:
        return "random generator state out of range"
    if any(not 0 <= p.vp <= LIMIT for p in s.players):
        return "VP out of range"
    if len(s.vp_history) > s.turn or any(len(row) != n or any(not 0 <= v <= LIMIT for v in row)
                                         for row in s.vp_history):
        return "VP history out of range"
    minions_in_play = {m for b in s.bases for m in b.minions + b.titans}
    if any(m not in minions_in_play or not 0 <= k <= LIMIT for m, k in s.counters.items()):
        return "power counters on something other than a minion or titan in play, or out of range"
    if any(not 0 <= m < cards or cat.cards[s.cards[m]].type not in ("minion", "titan") or abs(v) > LIMIT
           for m, v in s.eot_power.items()):
        return "a power change on something other than a minion, or out of range"
    if any(not 0 <= b < cards or cat.cards[s.cards[b]].type != "base" or abs(v) > LIMIT
           for b, v in s.eot_breakpoint.items()):
        return "a breakpoint change on something other than a base, or out of range"
    if len(s.played) > LIMIT or any(not 0 <= c < cards for c in s.played):
        return "the cards played this turn are not cards of this game"
    if len(s.played_by) != len(s.played) or any(not 0 <= p < len(s.players) for p in s.played_by):
        return "who played each card this turn does not match the cards played"
    if len(s.used) > MAX_ENTRIES or any(len(k) > MAX_KEY for k in s.used):
        return "once-per-turn keys out of range"
    if len(s.marks) > MAX_ENTRIES or any(len(k) > MAX_KEY or abs(v) > 10 * MAX_TURN for k, v in s.marks.items()):
        return "lasting effects out of range"
    return None


def _effects(s: State, cat: Catalogue) -> str | None:
    """Extra-play permissions: of a known kind, from a real card, onto a base card, from a zone."""
    cards = len(s.cards)
    if len(s.extras) > LIMIT:
        return "too many extra plays"
    for e in s.extras:
        if (e.kind not in EXTRA_KINDS or e.zone not in EXTRA_ZONES or not -1 <= e.source < cards
                or (e.card is not None and not 0 <= e.card < cards)
                or (e.power_le is not None and not 0 <= e.power_le <= LIMIT)
                or (e.base is not None and not (0 <= e.base < cards and cat.cards[s.cards[e.base]].type == "base"))):
            return "an extra play that no card grants"
    return None
