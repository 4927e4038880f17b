"""Bundled art and fonts: where they are, loading them once, faction colours."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from app.palette import SEAT_COLOURS


def _resources() -> Path:
    """Installed (wheel, PyInstaller bundle): packaging maps resources/ into the app package.
    A checkout or an editable install: the top-level resources/ next to app/."""
    packaged = Path(__file__).resolve().parent / "resources"
    return packaged if packaged.is_dir() else Path(__file__).resolve().parent.parent / "resources"


RESOURCES = _resources()
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FONT_FAMILY = "DejaVu Sans"
CORE_FACTIONS = ("aliens", "dinosaurs", "ninjas", "pirates", "robots", "tricksters", "wizards", "zombies")

FACTION_COLOURS = {
    "aliens": "#2e7d32", "dinosaurs": "#8d6e00", "ninjas": "#37474f", "pirates": "#1565c0",
    "robots": "#546e7a", "tricksters": "#c62828", "wizards": "#4527a0", "zombies": "#558b2f",
    "core": "#6d4c41",
    "cyborg_apes": "#6d4c41", "super_spies": "#263238", "shapeshifters": "#00897b", "time_travelers": "#0277bd",
}
PLAYER_COLOURS = SEAT_COLOURS  # told apart under colour-vision deficiencies too (app/palette.py)


def faction_colour(faction: str) -> QColor:
    """Factions beyond the core set get a stable colour derived from their name."""
    known = FACTION_COLOURS.get(faction)
    if known:
        return QColor(known)
    hue = sum(ord(ch) * 31 for ch in faction) % 360
    return QColor.fromHsv(hue, 150, 150)


def player_colour(player: int) -> QColor:
    return QColor(PLAYER_COLOURS[player % len(PLAYER_COLOURS)])


def load_fonts() -> list[str]:
    """Register the bundled fonts; returns the files that failed to load."""
    missing = []
    for name in FONT_FILES:
        if QFontDatabase.addApplicationFont(str(RESOURCES / "fonts" / name)) < 0:
            missing.append(name)
    return missing


def app_font(point_size: float = 10) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(point_size)
    return font


def emblem_path(faction: str) -> Path:
    path = RESOURCES / "emblems" / f"{faction}.svg"
    return path if path.exists() else RESOURCES / "emblems" / "generic.svg"


@cache
def _renderer(path: str) -> QSvgRenderer:
    return QSvgRenderer(path)


def svg_ok(path: Path) -> bool:
    return _renderer(str(path)).isValid()


def draw_svg(painter: QPainter, path: Path, rect) -> None:
    _renderer(str(path)).render(painter, rect)


@cache
def svg_pixmap(path: str, size: int) -> QPixmap:
    """A rasterised emblem for widgets (buttons, dialogs)."""
    pix = QPixmap(QSize(size, size))
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    _renderer(path).render(painter)
    painter.end()
    return pix


def missing_art() -> list[str]:
    """Every core faction emblem and the card back must be there, and every emblem valid SVG."""
    wanted = [RESOURCES / "emblems" / f"{f}.svg" for f in (*CORE_FACTIONS, "generic", "card_back")]
    wanted += sorted(set((RESOURCES / "emblems").glob("*.svg")) - set(wanted))
    return [p.name for p in wanted if not p.exists() or not svg_ok(p)]
