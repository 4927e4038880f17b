"""The keys that answer the table's questions without the mouse, and how a button shows its key."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

DONE_KEY = QKeySequence("Ctrl+Return")  # ends the turn, passes, or says Done: whichever is offered


def key_text(key: QKeySequence) -> str:
    if key == DONE_KEY:
        return QCoreApplication.translate("Shortcuts", "Ctrl+Enter")
    return key.toString(QKeySequence.SequenceFormat.NativeText)


def with_key(label: str, key: QKeySequence) -> str:
    """A button's text with its shortcut, as the buttons and the quick reference show it."""
    return label if key.isEmpty() else f"{label}  ({key_text(key)})"
