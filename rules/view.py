"""What one Smash Up seat may see: ``Game.view(seat)``, a typed and frozen structure.

Everything public, the seat's own hand, counts of the hidden zones, buried cards face down. It is
also the network's state message (``rules/net/protocol.py`` sends it as it is, through cattrs), so
every field is plain data: ints, strings, tuples, these classes and the engine's ``Extra`` (a frozen
record of ints and strings). ``Card`` and ``Pending`` serve
FZZZT!'s view too (``rules/fzzzt/view.py``). A seat's log is not in it: ``Game.log_for(seat)``
locally, the state message's events over the network.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from rules.engine.keys import blocked_faction
from rules.state import Extra, State

if TYPE_CHECKING:
    from rules.decision import Decision
    from rules.engine import Engine


@frozen
class Card:
    """A card the seat may see face up."""

    iid: int  #: its instance id in this game (the id actions name)
    card: str  #: its card id in the catalogue ("aliens/invader")


@frozen
class Held(Card):
    """An action played on a base or on a minion (everyone sees it)."""

    controller: int  #: the player who controls it
    named: str | None = None  #: the faction it named when played (Block the Path), said aloud to all


@frozen
class Buried:
    """A card buried face down under a base (Dinosaurs' Sinister Six): everyone sees that it is there."""

    controller: int  #: the player who buried it (everyone sees whose it is)
    card: Card | None  #: what it is, for the player who buried it only (None for the others: not even its id)


@frozen
class Minion:
    """A minion in play (everyone sees it)."""

    card: Card  #: the minion
    controller: int  #: who controls it now
    power: int  #: its power now, every modifier counted
    owner: int  #: whose deck it came from (where it goes when it leaves play)
    counters: int  #: +1 power counters on it
    attached: tuple[Held, ...]  #: actions played on it, in play order


@frozen
class Titan:
    """A titan in play at a base (everyone sees it): not a minion, it has no power of its own."""

    card: Card  #: the titan
    controller: int  #: who controls it
    owner: int  #: whose titan it is
    counters: int  #: power counters on it
    adds: int  #: the power it adds to its controller's total at this base


@frozen
class Base:
    """A base in play, in its slot's order (everyone sees all of it but the buried cards' faces)."""

    card: Card  #: the base
    breakpoint: int  #: its breakpoint now, modifiers counted
    total_power: int  #: the power on it now, every player's together
    power_by_player: tuple[int, ...]  #: each player's power on it, by seat
    actions: tuple[Held, ...]  #: actions played on the base itself
    buried: tuple[Buried, ...]  #: cards buried face down under it
    minions: tuple[Minion, ...]  #: minions on it, in play order
    titans: tuple[Titan, ...]  #: titans on it


@frozen
class Player:
    """One seat, as the viewing seat sees it."""

    factions: tuple[str, ...]  #: the seat's factions (everyone sees them)
    vp: int  #: victory points (everyone)
    hand_size: int  #: how many cards in hand (everyone)
    hand: tuple[Card, ...] | None  #: the cards in hand: the viewing seat's own only (None for the others)
    deck: int  #: how many cards in the deck (nobody sees its order or its cards)
    discard: tuple[Card, ...]  #: the discard pile, bottom first (everyone)
    titans: tuple[Card, ...]  #: titans beside the deck, out of play (everyone)


@frozen
class Pending:
    """The decision waiting (both games): everyone sees who decides what, but for a response round
    (Me First! and the answers from the hand), where the others see only that players are
    answering; the options are the decider's."""

    player: int | None  #: the seat that decides (None for the others in a response round)
    kind: str  #: what kind of decision (main, card, base, player, option, yesno, ...; FZZZT!'s own)
    prompt: str  #: the question, in English marked for translation
    source: int | None  #: the card that asks, if a card does and the seat may see it where it is
    options: tuple[str, ...] | None  #: the action ids it may answer with: for the deciding seat only (None for the others)
    # The rest of the engine's decision, as the table words and lights it (a joined seat is sent this
    # record as it is: it reads the same words as a local one).
    optional: bool = False  #: it may be passed
    window: str | None = None  #: a Me First! window's moment (before_scoring, after_scoring, a play...)
    slot: int | None = None  #: the slot of the base a window or a choice is about
    many: bool = False  #: one pick of a run ("any number"): passing ends the run
    about: int | None = None  #: the card the question is about, when it is not the one asking
    picks: tuple[int, int] | None = None  #: in a run of picks: how many were made, how many in all


@frozen
class Plays:
    """The plays the viewing seat has left in its turn (what the table's plays-left box says)."""

    minions: int  #: the turn's own minion plays left (not given by a card)
    actions: int  #: the turn's own action plays left
    extras: tuple[Extra, ...]  #: each other play left, with its condition (a card's, a base's...)


@frozen
class SeatView:
    """What one seat sees of a Smash Up game."""

    me: int  #: the viewing seat
    active: int  #: whose turn it is
    turn: int  #: the turn's number (1 for the first player's first turn)
    round: int  #: the round: everyone plays once in it (an extra turn belongs to the round it was won in)
    phase: str  #: the turn's phase
    winner: int | None  #: the player who won, None while the game goes on
    players: tuple[Player, ...]  #: every seat, by seat number
    bases: tuple[Base, ...]  #: the bases in play, by slot
    base_deck: int  #: how many bases are left in the base deck (nobody sees which)
    base_discard: tuple[Card, ...]  #: the scored and discarded bases (everyone)
    pending: Pending | None  #: the decision waiting, None once the game is over
    vp_history: tuple[tuple[int, ...], ...]  #: every player's VP at each turn's end, by seat (everyone)
    plays: Plays | None  #: the viewing seat's plays left, in its own Play Cards phase only (None otherwise)


def view_for(g: Engine, d: Decision | None, player: int) -> SeatView:
    """``d``: the pending decision."""
    with g.reading():
        return _view(g, d, player)


def cards_of(cards: Sequence[str], ids: list[int]) -> tuple[Card, ...]:
    """The cards ``ids`` face up; ``cards``: the game's instance id -> card id."""
    return tuple(Card(c, cards[c]) for c in ids)


# The decisions whose decider only the decider is told: who is asked in a response round would say
# what they may hold (at a real table everyone is asked, and says "pass" alike).
UNNAMED_KINDS = frozenset({"me_first"})
_HIDDEN_ZONES = frozenset({"deck", "base_deck"})  # out of everyone's sight, its owner's too


def seen_by(g: Engine, card: int, player: int) -> bool:
    """Whether ``player`` may see ``card`` where it is now."""
    zone, detail = g.locate(card)
    if zone in _HIDDEN_ZONES:
        return False
    if zone == "hand":
        return detail == player
    if zone == "buried":
        return g.ctrl(card) == player
    return True


def pending_for(d: Decision | None, player: int, source_seen: bool = True) -> Pending | None:
    """The decision as ``player`` sees it: the options are the decider's; a response round's
    decider is the decider's to know; ``source_seen``: ``player`` may see the asking card (where it
    is, or as the decider, who is shown the card its question is about: the top of its deck looked at)."""
    if d is None:
        return None
    mine = d.player == player
    return Pending(d.player if mine or d.kind not in UNNAMED_KINDS else None, d.kind, d.prompt,
                   d.source if source_seen else None, tuple(a.id for a in d.options) if mine else None,
                   d.optional, d.window, d.slot, d.many, d.about, d.picks)


def round_of(s: State) -> int:
    """Rounds, not player turns: everyone plays once per round; an extra turn (Portal Room) belongs
    to the round it was won in."""
    granted = s.log.count("extra_turn")
    taken = granted - len(s.extra_turns)
    return (s.turn - 1 - taken) // len(s.players) + 1


def _plays(g: Engine, d: Decision | None, player: int) -> Plays | None:
    """A play that could have used either of two Extras holds one of them already (``free_extras``)."""
    s = g.state
    if s.active != player or s.phase != "play_cards" or d is None:
        return None
    free = g.free_extras(player)
    normal = [e for e in free if e.source == -1 and e not in s.extras]
    return Plays(sum(1 for e in normal if e.kind == "minion"), sum(1 for e in normal if e.kind == "action"),
                 tuple(e for e in free if e not in normal))


def _view(g: Engine, d: Decision | None, player: int) -> SeatView:
    s = g.state
    players = tuple(
        Player(tuple(pl.factions), pl.vp, len(pl.hand), cards_of(s.cards, pl.hand) if i == player else None,
               len(pl.deck), cards_of(s.cards, pl.discard), cards_of(s.cards, pl.titans))
        for i, pl in enumerate(s.players))
    return SeatView(player, s.active, s.turn, round_of(s), s.phase, s.winner, players,
                    tuple(_base(g, i, player) for i in range(len(s.bases))), len(s.base_deck),
                    cards_of(s.cards, s.base_discard),
                    pending_for(d, player, d is None or d.source is None or d.player == player
                                or seen_by(g, d.source, player)),
                    tuple(tuple(row) for row in s.vp_history), _plays(g, d, player))


def _base(g: Engine, i: int, player: int) -> Base:
    s = g.state
    b = s.bases[i]

    def held(ids: list[int]) -> tuple[Held, ...]:
        return tuple(Held(a, s.cards[a], g.ctrl(a), blocked_faction(s.marks, a)) for a in ids)

    def face(c: int) -> Card:
        return Card(c, s.cards[c])

    return Base(
        face(b.card), g.breakpoint(i), g.total_power(i), tuple(g.power_by_player(i)), held(b.actions),
        tuple(Buried(g.ctrl(c), face(c) if g.ctrl(c) == player else None) for c in b.buried),
        tuple(Minion(face(m), g.ctrl(m), g.power(m), g.owner(m), g.counters_on(m), held(g.attached_to(m)))
              for m in b.minions),
        tuple(Titan(face(t), g.ctrl(t), g.owner(t), g.counters_on(t), g.titan_power(t)) for t in b.titans),
    )
