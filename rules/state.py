"""The whole game as plain data: zones hold card instance ids (ints); nothing here knows a rule."""

from __future__ import annotations

from attrs import define, field

from rules.actions import Action
from rules.eventlog import EMPTY, EventLog


@define(slots=True)
class Player:
    factions: list[str]
    hand: list[int] = field(factory=list)
    deck: list[int] = field(factory=list)  # top card first
    discard: list[int] = field(factory=list)
    vp: int = 0
    titans: list[int] = field(factory=list)  # beside the deck, out of play (Big Geek Box: Titans)

    def copy(self) -> Player:
        return Player(self.factions, self.hand[:], self.deck[:], self.discard[:], self.vp, self.titans[:])


@define(slots=True)
class BaseSlot:
    card: int
    minions: list[int] = field(factory=list)
    actions: list[int] = field(factory=list)  # actions attached to the base
    buried: list[int] = field(factory=list)  # face down beside the base: not in play, hidden from others
    titans: list[int] = field(factory=list)  # in play here: not minions, no power of their own

    def copy(self) -> BaseSlot:
        return BaseSlot(self.card, self.minions[:], self.actions[:], self.buried[:], self.titans[:])


@define(slots=True, frozen=True)
class Extra:
    """Permission to play one more card of ``kind`` this turn, possibly constrained.

    ``card``: only that card instance (a revealed card); ``base``: only onto that base card;
    ``power_le``: minions of printed power at most that; ``zone``: where the card comes from.
    """

    kind: str  # "minion" or "action"
    source: int = -1
    power_le: int | None = None
    base: int | None = None
    card: int | None = None
    zone: str = "hand"


@define(slots=True)
class Replay:
    """The quiescent state the current top-level action started from, and every answer since.

    Effects are Python generators, which can't be copied or saved; replaying these answers from the
    snapshot rebuilds them exactly (the generator state is a pure function of state + answers).
    """

    snapshot: State
    answers: list[Action] = field(factory=list)


@define(slots=True)
class State:
    cards: tuple[str, ...]  # instance id -> card id (never changes during a game)
    owner: tuple[int, ...]  # instance id -> owning player (-1 for bases)
    players: list[Player]
    bases: list[BaseSlot]
    base_deck: list[int] = field(factory=list)
    base_discard: list[int] = field(factory=list)
    controller: dict[int, int] = field(factory=dict)  # only where it differs from the owner
    attached: dict[int, list[int]] = field(factory=dict)  # minion -> actions attached to it
    counters: dict[int, int] = field(factory=dict)  # +1 power counters
    limbo: list[int] = field(factory=list)  # cards being played or revealed, not yet anywhere
    removed: list[int] = field(factory=list)
    active: int = 0
    turn: int = 1
    phase: str = "play_cards"
    minion_plays: int = 1
    action_plays: int = 1
    extras: list[Extra] = field(factory=list)
    played: list[int] = field(factory=list)  # cards played this turn, in order
    used: set[str] = field(factory=set)  # once-per-turn keys, cleared when the turn ends
    eot_power: dict[int, int] = field(factory=dict)  # until end of turn, by minion
    eot_breakpoint: dict[int, int] = field(factory=dict)  # until end of turn, by base card
    marks: dict[str, int] = field(factory=dict)  # longer-lived effects, keyed by the card that made them
    rng: int = 0
    winner: int | None = None
    vp_history: list[list[int]] = field(factory=list)  # VP of every player at each turn's end
    replay: Replay | None = None
    eot_control: dict[int, int] = field(factory=dict)  # minion -> who controls it again when the turn ends
    extra_turns: list[int] = field(factory=list)  # players who take a turn once the current one is over
    # Cards that have another card's abilities (Cellular Bonding: while in play; Copycat: until the
    # end of the turn), card -> the card whose abilities it has.
    abilities: dict[int, int] = field(factory=dict)
    eot_abilities: dict[int, int] = field(factory=dict)
    log: EventLog = EMPTY  # immutable: copies share it
    # Plays made this phase whose permission is still open: for each, the permissions that fit it.
    open_plays: list[tuple[Extra, ...]] = field(factory=list)
    # Who played each card of ``played`` (the same order): a card played from another player's
    # hand (Min-Maxing) is the player's who played it.
    played_by: list[int] = field(factory=list)
    # A position from a scenario file: only its listed cards exist, so no copy-count or faction rule
    # applies to it (saves check those for every other game).
    scenario: bool = False

    def copy(self) -> State:
        s = State(
            self.cards, self.owner, [p.copy() for p in self.players], [b.copy() for b in self.bases],
            self.base_deck[:], self.base_discard[:], dict(self.controller),
            {k: v[:] for k, v in self.attached.items()}, dict(self.counters), self.limbo[:], self.removed[:],
            self.active, self.turn, self.phase, self.minion_plays, self.action_plays, self.extras[:],
            self.played[:], set(self.used), dict(self.eot_power), dict(self.eot_breakpoint), dict(self.marks),
            self.rng, self.winner, self.vp_history[:], None, dict(self.eot_control), self.extra_turns[:],
            dict(self.abilities), dict(self.eot_abilities),
        )
        s.log = self.log
        s.open_plays = self.open_plays[:]
        s.played_by = self.played_by[:]
        s.scenario = self.scenario
        if self.replay is not None:
            # The snapshot is never mutated (replays work on a copy of it), so it can be shared.
            s.replay = Replay(self.replay.snapshot, self.replay.answers[:])
        return s
