"""Help → About: the version, and the licences of everything bundled with the game."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from app.assets import RESOURCES
from app.screen_fit import fit_on_screen

NOTICES = RESOURCES / "THIRD_PARTY_NOTICES.txt"
COMPONENTS = "The program bundles the following components."


def licences() -> str:
    """The notices from their list of components on: the paragraph to the player above it is the
    dialog's own, in the player's language (the licences themselves stay in English)."""
    text = NOTICES.read_text(encoding="utf-8") if NOTICES.exists() else ""
    start = text.find(COMPONENTS)
    return text[start:] if start >= 0 else text


class AboutDialog(QDialog):
    def __init__(self, version: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Smash Up"))
        title = QLabel(self.tr("Smash Up — desktop edition, version {version}").format(version=version))
        title.setStyleSheet("font-size: 16px; font-weight: bold;")
        intro = QLabel(self.tr("Smash Up is a game by Paul Peterson, published by Alderac Entertainment Group (AEG); "
                               "French edition by IELLO. Smash Up and its card and faction names are trademarks of "
                               "AEG. This program is an unofficial fan implementation: its card art, card texts and "
                               "interface are its own, and it contains no scan of any printed card. It uses the "
                               "components below, under their licences."))
        intro.setWordWrap(True)
        notices = QPlainTextEdit(licences())
        notices.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for w in (title, intro, notices, buttons):
            layout.addWidget(w)
        # The notices are wrapped by hand: as wide as their longest line where the screen allows,
        # else Qt wraps each long line again and the text reads ragged.
        text = notices.toPlainText().splitlines() or [""]
        longest = max(notices.fontMetrics().horizontalAdvance(line) for line in text)
        margins = layout.contentsMargins()
        chrome = margins.left() + margins.right() + 2 * notices.frameWidth() + 2 * notices.document().documentMargin()
        scrollbar = notices.verticalScrollBar().sizeHint().width()
        fit_on_screen(self, QSize(max(640, int(longest + chrome + scrollbar) + 8), 520))
