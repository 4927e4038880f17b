"""Message boxes that quote file-borne text (card ids, seat names, paths, error text).

QMessageBox guesses whether its text is rich text: a seat name like ``<h1>`` or an ``<a href>``
would render as a heading or a link. Text that looks like markup is handed over escaped, so it
shows exactly as written, and nothing in it can become a link.
"""

from __future__ import annotations

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QMessageBox, QWidget


def plain(text: str) -> str:
    """``text`` as a message box will show it literally."""
    if not Qt.mightBeRichText(text):
        return text
    import html  # rare: loaded when a text looks like markup, not at start

    return f"<p>{html.escape(text, quote=False)}</p>"


def warn(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, plain(text))


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    return QMessageBox.question(parent, title, plain(text)) == QMessageBox.StandardButton.Yes
