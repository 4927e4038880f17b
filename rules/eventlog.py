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
        return [seen for ev in self if (seen := as_seen_by(ev, player)) is not None]

    def seen_by(self, player: int) -> EventLog:
        """The same, as a log (a bot's world holds only what its seat saw)."""
        return EventLog(tuple(self.for_player(player)))


EMPTY = EventLog()
