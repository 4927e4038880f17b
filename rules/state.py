"""The whole game as plain data: zones hold card instance ids (ints); nothing here knows a rule."""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from typing import Any

import attrs
from attrs import define, field

from rules.actions import Action
from rules.eventlog import EMPTY, EventLog

# Field types whose values are never changed in place, so copies share them (Extra is frozen).
_SHARED = re.compile(r"tuple\[.*\]|int|str|bool|int \| None|EventLog|Extra")
# Containers of such values: list[X], set[X], dict[K, X] (a key never changes either).
_FLAT = re.compile(r"(?P<kind>list|set|dict)\[(?:[^,\[\]]+, )?(?P<item>.+)\]")
_FLAT_COPY: dict[str, Callable[[Any], Any]] = {"list": list.copy, "dict": dict.copy, "set": set.copy}
Copy = Callable[[Any], Any]


def _copy_fn(kind: str) -> Copy | None:
    """How a field of declared type ``kind`` is copied (None: shared), if its type says; else raises."""
    if _SHARED.fullmatch(kind):
        return None
    flat = _FLAT.fullmatch(kind)
    if flat and _SHARED.fullmatch(flat["item"]):
        return _FLAT_COPY[flat["kind"]]
    raise LookupError(kind)


def declared_type(cls: type, name: str) -> str:
    """The type of field ``name`` as written (``attrs.resolve_types``, which cattrs may call, turns
    ``Attribute.type`` into objects; the class's annotations stay as written)."""
    return next(str(c.__dict__["__annotations__"][name]) for c in cls.__mro__
                if name in c.__dict__.get("__annotations__", {}))


def field_copier(cls: type, special: dict[str, Copy]) -> Callable[[Any], Any]:
    """A copy function for the attrs class ``cls`` that reads every field by name: ``special`` gives
    the copy function of the fields that need more than their type says; the others are shared or
    copied as flat containers, by their declared type. A field of any other type is refused here,
    when the module loads, rather than shared by mistake."""
    names = [f.name for f in attrs.fields(cls)]
    copies: list[tuple[int, Copy]] = []
    for i, name in enumerate(names):
        kind = declared_type(cls, name)
        try:
            fn = special.get(name) or _copy_fn(kind)
        except LookupError:
            raise TypeError(f"{cls.__name__}.{name}: {kind} is neither shared nor a flat container; "
                            "say how to copy it") from None
        if fn is not None:
            copies.append((i, fn))
    read = operator.attrgetter(*names)
    read_all = read if len(names) > 1 else lambda obj: (read(obj),)

    def copy(self: Any) -> Any:
        values = list(read_all(self))
        for i, fn in copies:
            values[i] = fn(values[i])
        return cls(*values)  # attrs' own __init__: every field, in its declared order

    return copy


@define(slots=True)
class Player:
    factions: list[str]
    hand: list[int] = field(factory=list)
    deck: list[int] = field(factory=list)  # top card first
    discard: list[int] = field(factory=list)
    vp: int = 0
    titans: list[int] = field(factory=list)  # beside the deck, out of play (Big Geek Box: Titans)

    def copy(self) -> Player:
        return _copy_player(self)


_copy_player = field_copier(Player, {})


@define(slots=True)
class BaseSlot:
    card: int
    minions: list[int] = field(factory=list)
    actions: list[int] = field(factory=list)  # actions attached to the base
    buried: list[int] = field(factory=list)  # face down beside the base: not in play, hidden from others
    titans: list[int] = field(factory=list)  # in play here: not minions, no power of their own

    def copy(self) -> BaseSlot:
        return _copy_base(self)


_copy_base = field_copier(BaseSlot, {})


@define(slots=True, frozen=True)
class Extra:
    """An Extra: one more card of ``kind`` a player may play this turn, possibly constrained (the
    engine's one word for what lets a card be played: the turn's own minion and action plays are
    Extras of no source, ``Reading.extras_of`` lists them all).

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

    def copy(self) -> Replay:
        return Replay(self.snapshot, self.answers[:])  # the snapshot is never changed: shared


class LazyReplay(Replay):
    """A replay whose snapshot is made only when read: most actions end at the next quiescent point
    without anything reading it (the replay is then dropped), so copying the state before each one
    is mostly waste. ``make`` rebuilds the snapshot (the façade replays the answers given since an
    earlier snapshot of its own); copies share it, and it runs once. Read, compared, saved or
    copied for another game, it is the Replay it stands for."""

    __slots__ = ("_made",)

    def __init__(self, make: Callable[[], State] | list, answers: list[Action]) -> None:
        # [make, snapshot or None]: one cell shared by every copy, so the snapshot is made once.
        self._made: list[Any] = make if isinstance(make, list) else [make, None]
        self.answers = answers

    @property
    def snapshot(self) -> State:
        cell = self._made
        if cell[1] is None:
            cell[1] = cell[0]()
            cell[0] = None  # what it was made from may go
        return cell[1]

    @snapshot.setter
    def snapshot(self, value: State) -> None:  # attrs' __setstate__ (a deep copy)
        self._made = [None, value]

    def copy(self) -> Replay:
        return LazyReplay(self._made, self.answers[:])

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazyReplay) and other._made is self._made:
            return self.answers == other.answers  # one snapshot: not made just to compare it
        if not isinstance(other, Replay):
            return NotImplemented
        return (self.snapshot, self.answers) == (other.snapshot, other.answers)

    def __ne__(self, other: object) -> bool:
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = None


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
    # Plays made this phase whose Extra is still open: for each, the Extras that fit it.
    open_plays: list[tuple[Extra, ...]] = field(factory=list)
    # Who played each card of ``played`` (the same order): a card played from another player's
    # hand (Min-Maxing) is the player's who played it.
    played_by: list[int] = field(factory=list)
    # A position from a scenario file: only its listed cards exist, so no copy-count or faction rule
    # applies to it (saves check those for every other game).
    scenario: bool = False
    # How the game was dealt (rules/rng.py): 0, as every save before the keyed scheme, replays
    # with splitmix64.
    deal: int = 0

    def copy(self) -> State:
        return _copy_state(self)


# How State.copy copies the fields that are more than a flat container. The snapshot of a replay is
# never mutated (replays work on a copy of it), so it is shared (a lazy one stays lazy); the answers
# are not.
STATE_COPY: dict[str, Copy] = {
    "vp_history": list.copy,  # a turn's row is never changed once written
    "players": lambda players: [_copy_player(p) for p in players],
    "bases": lambda bases: [_copy_base(b) for b in bases],
    "attached": lambda attached: {k: v[:] for k, v in attached.items()},
    "replay": lambda r: None if r is None else r.copy(),
}
_copy_state = field_copier(State, STATE_COPY)
