"""Two app windows on one real X display (Xvfb in CI): a drag on the joined window's table plays the
card on the host's. The rest of the suite draws offscreen; .ci/run runs this file again under
xvfb-run with Qt's X11 plugin:

    xvfb-run -a -s "-screen 0 2900x1000x24" env QT_QPA_PLATFORM=xcb SMASHUP_X11=1 \\
        .venv/bin/python -m pytest tests/test_app_net_x11.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from test_app_net import two_windows_and_a_drag

SHOTS = "SMASHUP_X11_SHOTS"  # a folder to keep the screenshots in (else the test's own)


def on_x11() -> None:
    """Skips unless Qt draws through X11 on a display; where .ci/run asks for this run (SMASHUP_X11),
    a skip is a failure, so CI never passes by skipping it."""
    if QApplication.platformName() == "xcb" and os.environ.get("DISPLAY"):
        return
    why = (f"needs an X display and Qt's xcb plugin (here: {QApplication.platformName()!r}, DISPLAY="
           f"{os.environ.get('DISPLAY')!r}); run it under xvfb-run as .ci/run does (apt-get install xvfb xauth)")
    if os.environ.get("SMASHUP_X11"):
        pytest.fail(why)
    pytest.skip(why)


def screenshot(w: QWidget, path: Path) -> QImage:
    """The window as the X server shows it (grabbed from the screen, not drawn again by Qt)."""
    image = w.screen().grabWindow(w.winId()).toImage()
    image.save(str(path))
    return image


def colours(image: QImage) -> int:
    step = max(1, image.width() // 200)
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


def test_under_x11_a_drag_on_the_joined_window_plays_the_card_on_the_hosts(qtbot, tmp_path):
    on_x11()
    dialog, ann, bob = two_windows_and_a_drag(qtbot)
    folder = Path(os.environ.get(SHOTS) or tmp_path)
    windows = {"host": ann, "joined": bob}
    for x, w in enumerate(windows.values()):
        w.setGeometry(x * 1450, 0, 1400, 900)  # side by side (Xvfb has no window manager to place them)
    qtbot.waitUntil(lambda: all(w.windowHandle().isExposed() and not w.scene.busy for w in windows.values()),
                    timeout=20000)
    qtbot.wait(300)  # drawn again where they were moved
    shots = {name: screenshot(w, folder / f"x11-{name}-table.png") for name, w in windows.items()}
    QApplication.primaryScreen().grabWindow(0).save(str(folder / "x11-screen.png"))
    for name, image in shots.items():
        assert colours(image) > 50, f"the {name} window's screenshot is blank"
    assert shots["host"] != shots["joined"]  # two seats: two hands, two prompts
    bob.close()
    dialog.done(0)
