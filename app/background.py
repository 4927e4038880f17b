"""A long piece of work (a hint's search, a review) in a thread of its own, told back by signals:
its progress, its result or its failure. Cancelling asks the work to stop at its next progress
report; a cancelled task's result is dropped. A task belongs to no window: its owner calls
``stop()`` before it goes (a thread destroyed while running would take the program down)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

Progress = Callable[[int, int], bool]  # (done, total) -> go on?


class Task(QThread):
    progressed = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)

    def __init__(self, work: Callable[[Progress], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self.cancelled = False

    def run(self) -> None:
        try:
            result = self.work(self._progress)
        except Exception as e:  # a search bug is reported on screen, never takes the window down
            if not self.cancelled:
                self.failed.emit(f"{type(e).__name__}: {e}")
            return
        if not self.cancelled:
            self.done.emit(result)

    def _progress(self, done: int, total: int) -> bool:
        if not self.cancelled:
            self.progressed.emit(done, total)
        return not self.cancelled

    def cancel(self) -> None:
        self.cancelled = True

    def stop(self) -> None:
        """Cancel, and wait for the work to reach its next progress report (a hint: its end)."""
        self.cancel()
        self.wait()
