"""The turn timer: how long the table waits for one decision of a person's seat.

The host chooses it (none, or 1, 2 or 5 minutes a decision). When it runs out, the host's bot
makes that one decision, from that seat's view, and the player keeps the seat: a player who is
away, or connected but silent (a frozen program), costs the table one timer a decision, never the
game. One timer at a time: it follows the decision pending, whoever decides.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

CHOICES_MINUTES = (0, 1, 2, 5)  # 0: no timer


class TurnTimer:
    def __init__(self, seconds: float | None = None) -> None:
        self.seconds = seconds  # None: the table waits as long as it takes
        self._handle: asyncio.TimerHandle | None = None
        self._step: int | None = None

    def follow(self, step: int | None, expired: Callable[[int], None]) -> None:
        """The decision of state ``step`` is a person's (None: nobody's, or a bot's): its timer
        runs from the first time it is seen; ``expired(step)`` is called when it runs out."""
        if step == self._step and self._handle is not None:
            return  # the same decision, seen again (a chat line, a seat coming back)
        self.cancel()
        if step is None or not self.seconds:
            return
        self._step = step
        self._handle = asyncio.get_running_loop().call_later(self.seconds, self._expire, step, expired)

    def _expire(self, step: int, expired: Callable[[int], None]) -> None:
        self._handle, self._step = None, None
        expired(step)

    def cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
        self._handle, self._step = None, None
