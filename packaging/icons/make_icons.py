"""Render packaging/icons/smashup.svg into every icon file the installers need.

PNGs for Linux's hicolor theme, a Windows .ico and a macOS .icns. The .ico and .icns are written here
(both are containers of PNG images) so that neither Pillow nor Apple's iconutil is needed: Qt's QtSvg
does the drawing. Run it after changing the SVG and commit the results:

    python packaging/icons/make_icons.py
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICON_DIR = Path(__file__).resolve().parent
SVG = ICON_DIR / "smashup.svg"
PNG_DIR = ICON_DIR / "png"

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk types that hold a PNG of the given pixel size (Apple's iconutil writes the same set).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size, then the PNG payloads (PNG-in-ICO, Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, payloads = b"", b""
    for size, png in pngs.items():
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(payloads))
        payloads += png
    return header + entries + payloads


def icns_bytes(png_of_size: dict[int, bytes]) -> bytes:
    chunks = b"".join(
        kind + struct.pack(">I", 8 + len(png_of_size[size])) + png_of_size[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    sizes = sorted(set(HICOLOR_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(renderer, size) for size in sizes}
    PNG_DIR.mkdir(exist_ok=True)
    for size in HICOLOR_SIZES:
        (PNG_DIR / f"smashup-{size}.png").write_bytes(pngs[size])
    (ICON_DIR / "smashup.ico").write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    (ICON_DIR / "smashup.icns").write_bytes(icns_bytes(pngs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
