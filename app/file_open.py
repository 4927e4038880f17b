"""Saves opened from the desktop on macOS arrive as a QFileOpenEvent, not on the command line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Installed on the application: hands every file the OS asks us to open to ``open_path``."""

    def __init__(self, open_path: Callable[[Path], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.open_path = open_path

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self.open_path(Path(event.file()))
            return True
        return super().eventFilter(watched, event)
