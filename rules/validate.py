"""Is this a state the rules could reach? The checks a save must pass beyond the invariants.

The invariants (rules/invariants.py) say every card is in exactly one place; here every field
is in its range, every player index names a player, and every card is where its kind may be and
belongs to what its owner's setup allows (their two factions, no more copies than printed; a
scenario's position holds whatever cards it lists); and every entry kept by card (copied abilities,
control, power and breakpoint changes, modifiers, extra plays, marks) names a card where the rules
would have put it (the rules end each such entry with its card's stay in play).
Everything returns one line saying what is wrong, or None.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rules import rng
from rules.behaviour import behaviour
from rules.cards import load_all
from rules.catalogue import Catalogue, catalogue
from rules.engine.keys import LASTING, LEFT_AS
from rules.files import one_line
from rules.flow import EXTRA_TURN_FROM
from rules.invariants import PHASES, check_log, check_state
from rules.state import Extra, State

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
    load_all()  # what a card may be attached to is its behaviour's to say
    return (_origin(s) or _players(s, cat) or _cards(s, cat) or check_state(s) or check_log(s) or _places(s, cat)
            or _counts(s, cat) or _effects(s, cat) or _table(s, cat) or _marks(s))


def _origin(s: State) -> str | None:
    """A scenario's position is set up from a file, never dealt: its generator is the seed it names
    (deal 0). A game whose marker says the rules dealt it can't claim a scenario's freedom of cards
    and factions (a save's history, replayed, must also start where it claims: rules/saves.py)."""
    if s.scenario and s.deal != rng.DEAL_SPLITMIX:
        return "the game was dealt by the rules, so it is not a scenario's position"
    return None


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
        if c.type == "base" and c.breakpoint is None:
            return f"base {cid} has no breakpoint or VP in this program: it is never dealt"
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
    if not s.bases or (len(s.bases) != len(s.players) + 1 and not s.scenario):
        return f"{len(s.bases)} bases in play for {len(s.players)} players"
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
    if s.deal not in (rng.DEAL_SPLITMIX, rng.DEAL_KEYED) or not rng.valid(s.rng, s.deal):
        return "random generator state out of range"
    if any(not 0 <= p.vp <= LIMIT for p in s.players):
        return "VP out of range"
    if len(s.vp_history) > s.turn or any(len(row) != n or any(not 0 <= v <= LIMIT for v in row)
                                         for row in s.vp_history):
        return "VP history out of range"
    minions_in_play = {m for b in s.bases for m in b.minions + b.titans}
    if any(m not in minions_in_play or not 0 <= k <= LIMIT for m, k in s.counters.items()):
        return "power counters on something other than a minion or titan in play, or out of range"
    if any(m not in minions_in_play or abs(v) > LIMIT for m, v in s.eot_power.items()):
        return "a power change on something other than a minion or titan in play, or out of range"
    bases_in_play = {b.card for b in s.bases}
    if any(b not in bases_in_play or abs(v) > LIMIT for b, v in s.eot_breakpoint.items()):
        return "a breakpoint change on something other than a base in play, or out of range"
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
    """Extra plays: of a known kind, from a real card, onto a base card, from a zone of
    the player's own (one kept for the phase never names a card: those are played at once); they
    and the plays still holding several of them last only while cards are played."""
    if len(s.extras) > LIMIT or len(s.open_plays) > len(s.played):
        return "too many extra plays"
    if (s.extras or s.open_plays) and s.phase != "play_cards":
        return f"extra plays kept in the {s.phase} phase"
    if any(e.card is not None or not _extra_ok(s, cat, e) for e in s.extras):
        return "an extra play that no card gives"
    if any(len(fit) < 2 or not all(_extra_ok(s, cat, e) for e in fit) for fit in s.open_plays):
        return "a play left open between extra plays that no card gives"
    return None


def _extra_ok(s: State, cat: Catalogue, e: Extra) -> bool:
    cards = len(s.cards)
    return (e.kind in EXTRA_KINDS and e.zone in EXTRA_ZONES and -1 <= e.source < cards
            and (e.card is None or 0 <= e.card < cards)
            and (e.power_le is None or 0 <= e.power_le <= LIMIT)
            and (e.base is None or (0 <= e.base < cards and cat.cards[s.cards[e.base]].type == "base")))


def _table(s: State, cat: Catalogue) -> str | None:
    """Entries kept by card name cards where the rules put them: a save saying otherwise would
    change play, or leave a game its own next save can't hold."""
    minions = {m for b in s.bases for m in b.minions}
    titans = {t for b in s.bases for t in b.titans}
    on_table = minions | titans | {a for b in s.bases for a in b.actions} | {a for acts in s.attached.values()
                                                                              for a in acts}
    for m, back in s.eot_control.items():
        if m not in minions or back != s.owner[m]:
            return f"{s.cards[m]} is not a minion in play going back to its owner at the turn's end"
    for c, p in s.controller.items():
        # Only a takeover until the turn's end gives a minion or titan in play to another player.
        if c in titans or (c in minions and c not in s.eot_control and not s.scenario):
            return f"{s.cards[c]} is controlled by player {p}, who does not own it"
    for copies in (s.abilities, s.eot_abilities):
        for c, src in copies.items():
            if c not in on_table or not _copyable(s, cat, c, src):
                return f"{s.cards[c]} can't have another card's abilities"
    for acts in s.attached.values():
        wrong = next((a for a in acts if behaviour(s.cards[a]).hooks.get("attach") != "minion"), None)
        if wrong is not None:
            return f"{s.cards[wrong]} can't be attached to a minion"
    for b in s.bases:
        wrong = next((a for a in b.actions if behaviour(s.cards[a]).hooks.get("attach") != "base"), None)
        if wrong is not None:
            return f"{s.cards[wrong]} can't be attached to a base"
    return _left_as(s, cat, on_table)


def _copyable(s: State, cat: Catalogue, card: int, src: int) -> bool:
    """A card has the abilities of another card of its own kind (a minion's, an action's). A copy
    names the original, so two cards never copy each other (the source may have copied another
    card since: what was copied is its own abilities)."""
    if not 0 <= src < len(s.cards) or src == card or card in (s.abilities.get(src), s.eot_abilities.get(src)):
        return False
    kind = cat.cards[s.cards[card]].type
    return kind in ("minion", "action") and cat.cards[s.cards[src]].type == kind


def _left_as(s: State, cat: Catalogue, on_table: set[int]) -> str | None:
    """The copies cards had as they left play this turn (for what reacts to their leaving)."""
    for key in s.used:
        if key.startswith(LEFT_AS):
            card, _, src = key[len(LEFT_AS):].partition(":")
            if not (card.isdigit() and src.isdigit() and int(card) < len(s.cards) and int(card) not in on_table
                    and _copyable(s, cat, int(card), int(src))):
                return f"a card left play with abilities it can't have had: {one_line(key)}"
    return None


# The cards whose power change lasts past the turn, and how much one resolution gives: Reroute the
# Power (until your next turn), Augmentation and Howl (until your turn ends, played in another's).
LASTING_GIVERS = {"sinister_six/reroute_the_power": 3, "dinosaurs/augmentation": 4, "dinosaurs/howl": 1}
# How often one card may resolve before its change ends (played, taken back, played again): far
# beyond any real game, yet it keeps 777 on a minion out of a game whose cards give 3 at a time.
MAX_RESOLUTIONS = 10


def lasting_reach(s: State) -> int:
    """The most one lasting power change may be in this game: what its givers could add up to."""
    return sum(LASTING_GIVERS.get(c, 0) for c in s.cards) * MAX_RESOLUTIONS


def _marks(s: State) -> str | None:
    """Lasting effects keyed by card or player name ones that exist, where those effects put them."""
    n, minions = len(s.players), {m for b in s.bases for m in b.minions + b.titans}
    reach = lasting_reach(s)
    for key, value in s.marks.items():
        family, _, rest = key.partition(":")
        if key == EXTRA_TURN_FROM and not 0 <= value < n:
            return f"the extra turns come after player {value}'s, who is not at the table"
        if family == LASTING and rest:
            card, _, player = rest.partition(":")
            if not (card.isdigit() and player.isdigit() and int(card) in minions and int(player) < n
                    and abs(value) <= LIMIT and LASTING in s.marks):
                return f"a power change until a player's next turn on no minion in play: {one_line(key)}"
            if not 0 < value <= reach:
                return f"a power change until a player's next turn that no card of this game gives: {one_line(key)}"
        if family == "next_base" and not (rest.isdigit() and int(rest) in {b.card for b in s.bases}
                                          and (value in s.base_discard or value in s.base_deck)):
            return "the next base chosen is not a base out of play, for a base in play"
    return None
