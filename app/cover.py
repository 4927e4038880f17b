"""The hotseat cover: hides every hand until the next player says they are ready."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Cover(QWidget):
    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet("Cover { background: #0d1f18; } QLabel { color: white; }"
                           "QPushButton { font-size: 22px; padding: 12px 40px; }")
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 34px; font-weight: bold")
        self.note = QLabel()
        for label in (self.title, self.note):  # a seat name is shown as typed, never as HTML
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setStyleSheet("font-size: 18px")
        self.button = QPushButton()
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.addStretch()
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch()
        self.name = ""
        parent.installEventFilter(self)
        self.hide()

    @property
    def covering(self) -> bool:
        """Shown, or to be shown with the window (isVisible is False before the window is)."""
        return not self.isHidden()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("{name}, your turn to decide").format(name=self.name))
        self.note.setText(self.tr("Hands are hidden. Pass the screen to {name}.").format(name=self.name))
        self.button.setText(self.tr("I'm ready"))
