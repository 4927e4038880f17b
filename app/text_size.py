"""View → Text size: card text, prompts and the log at 100, 125 or 150 %, remembered in the
settings. Card faces read ``factor()`` as they paint (their pictures are drawn again when it
changes); the prompt bar and the log get their fonts set."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from app import storage

BAR_PX = 15  # the prompt bar's text at 100 %
LOG_PT = 10.0  # the log's text at 100 % (the app's font)

SIZES = (100, 125, 150)
_percent = 100


def factor() -> float:
    """How much larger than at 100 % text is drawn now."""
    return _percent / 100


def scaled(px: float) -> float:
    return px * _percent / 100


def chosen(settings: dict[str, Any]) -> int:
    """The size the settings remember (100 % for a missing or unknown value)."""
    value = settings.get("text_size")
    return value if value in SIZES and not isinstance(value, bool) else 100


class TextSizeMenu(QMenu):
    """The View menu's Text size submenu; the choice is applied to ``window`` and remembered."""

    def __init__(self, window: QWidget, settings: dict[str, Any], apply: Any) -> None:
        super().__init__(window)
        self.settings, self._apply = settings, apply
        group = QActionGroup(self)
        self.actions_by_size: dict[int, QAction] = {}
        for size in SIZES:
            a = QAction(self)
            a.setCheckable(True)
            a.triggered.connect(lambda _=False, n=size: self.choose(n))
            group.addAction(a)
            self.addAction(a)
            self.actions_by_size[size] = a
        self.retranslate()
        self.choose(chosen(settings), remember=False)

    def choose(self, size: int, remember: bool = True) -> None:
        global _percent
        _percent = size
        self.actions_by_size[size].setChecked(True)
        if remember:
            self.settings["text_size"] = size
            storage.save_settings(self.settings)
        self._apply(size)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Text size"))
        for size, a in self.actions_by_size.items():
            a.setText(self.tr("{n} %").format(n=size))

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(e)


def install(window: Any) -> TextSizeMenu:
    """Text size in ``window``'s View menu, applied to its prompt bar (``bar``), log (``log``) and
    table (``scene``) now and at every choice."""

    def apply(size: int) -> None:
        window.bar.set_text_px(round(scaled(BAR_PX)))
        font = window.log.font()
        font.setPointSizeF(LOG_PT * size / 100)
        window.log.setFont(font)
        window.scene.restyle()

    menu = TextSizeMenu(window, window.settings, apply)
    window.view_menu.addMenu(menu)
    return menu

