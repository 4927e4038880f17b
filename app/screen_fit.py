"""Windows and dialogs sized and placed to fit the screen they open on."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# What a window manager adds around a window (title bar, borders): a window sized to the whole
# available area would otherwise spill over its edges.
FRAME = QMargins(8, 32, 8, 8)


def available_area(widget: QWidget) -> QRect:
    """The part of the widget's screen (else the primary screen) that windows may use."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fitted(want: QSize, area: QRect) -> QSize:
    """``want``, shrunk where needed so the window and its frame fit inside ``area``."""
    room = area.marginsRemoved(FRAME)
    return QSize(min(want.width(), room.width()), min(want.height(), room.height()))


def placed(size: QSize, centre: QPoint, area: QRect) -> QPoint:
    """Where a window of ``size`` goes: centred on ``centre``, moved back inside ``area`` if needed."""
    room = area.marginsRemoved(FRAME)
    x = min(max(centre.x() - size.width() // 2, room.left()), room.right() + 1 - size.width())
    y = min(max(centre.y() - size.height() // 2, room.top()), room.bottom() + 1 - size.height())
    return QPoint(max(x, room.left()), max(y, room.top()))


def fit_on_screen(widget: QWidget, want: QSize) -> None:
    """Resize ``widget`` to ``want`` (as much of it as the screen has room for) and centre it on its
    parent window, or on the screen, wholly on the screen."""
    area = available_area(widget)
    size = fitted(want, area)
    parent = widget.parentWidget()
    centre = parent.window().geometry().center() if parent is not None else area.center()
    widget.resize(size)
    widget.move(placed(size, centre, area))
