"""The game's event log, kept in the state: saved with it, resumed with it, and gone with an undone
state (undo restores an earlier state, whose log is shorter). Each seat reads what it may see."""

from __future__ import annotations

from collections.abc import Iterator

from attrs import define, evolve

from rules.decision import Ev

# Notifications for cards, not things a person reads or a replay needs.
UNLOGGED = frozenset({"affect", "score_start", "before_score", "after_score"})
# Private events whose happening is public: the other seats get them without the card
# ("Player 2 draws a card"); other private events (what a look showed) are theirs alone.
REDACTED = frozenset({"draw", "bury"})
TAIL = 64
# What was counted and filtered of a log's folded part, by that tuple (shared by every copy of the
# state): each fold reads only the events it adds, so reading a log costs the same at turn 60 as at
# turn 2. Kept for the few newest folds.
_FOLDS: dict[int, _Fold] = {}
MAX_FOLDS = 32


@define(slots=True)
class _Fold:
    done: tuple[Ev, ...]
    counts: dict[str, int] | None  # by kind; None until asked (then kept, and carried to the next fold)
    seen: dict[int, tuple[Ev, ...]]  # seat -> the events it sees, for the seats that asked


def _fold(done: tuple[Ev, ...]) -> _Fold:
    """What was read of ``done``, carried on from the fold before it when that one is kept and was
    read: ``done`` grows by TAIL events at a time. Nothing is read here that nobody asked for."""
    f = _FOLDS.get(id(done))
    if f is not None and f.done is done:
        return f
    n = len(done) - TAIL  # the fold before this one, if it is kept: only the new events are read
    base = next((g for g in _FOLDS.values() if len(g.done) == n and g.done == done[:n]), None) if n > 0 else None
    if len(_FOLDS) >= MAX_FOLDS:
        _FOLDS.clear()
    f = _FOLDS[id(done)] = _Fold(done, None, {})
    if base is not None:
        new = done[n:]
        if base.counts is not None:
            f.counts = dict(base.counts)
            for ev in new:
                f.counts[ev.kind] = f.counts.get(ev.kind, 0) + 1
        f.seen = {p: (*evs, *_filtered(new, p)) for p, evs in base.seen.items()}
    return f


def _counts(done: tuple[Ev, ...]) -> dict[str, int]:
    f = _fold(done)
    if f.counts is None:
        f.counts = {}
        for ev in done:
            f.counts[ev.kind] = f.counts.get(ev.kind, 0) + 1
    return f.counts


def _filtered(events: tuple[Ev, ...], player: int) -> tuple[Ev, ...]:
    return tuple(seen for ev in events if (seen := as_seen_by(ev, player)) is not None)


def as_seen_by(ev: Ev, player: int | None) -> Ev | None:
    """The event as ``player``'s seat may see it (None: any onlooker): itself, without its card,
    or nothing."""
    if ev.seen is None or player in ev.seen:
        return ev
    if ev.kind in REDACTED:
        return evolve(ev, card=None, seen=None)
    return None


@define(slots=True, frozen=True)
class EventLog:
    """Append-only and immutable, so copies of the state share it: an append rebuilds only a short
    tail, and folds it into ``done`` every TAIL events (cloning never copies a growing list)."""

    done: tuple[Ev, ...] = ()
    tail: tuple[Ev, ...] = ()

    def add(self, ev: Ev) -> EventLog:
        if len(self.tail) < TAIL:
            return EventLog(self.done, (*self.tail, ev))
        return EventLog(self.done + self.tail, (ev,))

    def __iter__(self) -> Iterator[Ev]:
        yield from self.done
        yield from self.tail

    def __len__(self) -> int:
        return len(self.done) + len(self.tail)

    def since(self, start: int) -> list[Ev]:
        """The events from the ``start``-th on, without walking those before it (the network host
        asks after every action)."""
        return [*self.done[start:], *self.tail[max(0, start - len(self.done)):]]

    def for_player(self, player: int) -> list[Ev]:
        """The log as ``player``'s seat sees it."""
        f = _fold(self.done)
        seen = f.seen.get(player)
        if seen is None:
            seen = f.seen[player] = _filtered(self.done, player)
        return [*seen, *_filtered(self.tail, player)]

    def count(self, kind: str) -> int:
        """How many events of ``kind`` the log holds."""
        return _counts(self.done).get(kind, 0) + sum(1 for ev in self.tail if ev.kind == kind)

    def seen_by(self, player: int) -> EventLog:
        """The same, as a log (a bot's world holds only what its seat saw)."""
        return EventLog(tuple(self.for_player(player)))


EMPTY = EventLog()
