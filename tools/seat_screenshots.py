"""The local table and a joined table side by side, in English and French, at the decisions of
issue 44: Block the Path's "Name a faction", a Me First! window, a run of picks, an action dragged
over a minion (its targets lit), a refused drag. Each picture is the local window on the left and
Ann's joined window (a host in this process, on loopback) on the right, at the same position.

Run: ``QT_QPA_PLATFORM=offscreen python tools/seat_screenshots.py [FOLDER]`` (default
docs/screenshots/seats). The positions are the tests' (tests/test_app_every_decision.py).
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # the tests' positions, in a few lines each

from table import Table  # noqa: E402
from test_app_every_decision import _me_first, _multi_pick, _option  # noqa: E402

from app import i18n  # noqa: E402
from app.main import make_app  # noqa: E402
from app.main_window import MainWindow  # noqa: E402
from app.net_window import JoinedWindow  # noqa: E402
from app.seats import Seat  # noqa: E402
from app.smashup.table import SmashUpTable  # noqa: E402
from rules.net.background import BackgroundHost  # noqa: E402
from rules.net.table import Table as HostTable  # noqa: E402

SIZE = (1366, 740)


def _aimed() -> Table:
    return Table(factions=[["avengers", "robots"], ["ninjas", "dinosaurs"]],
                 hands=[["avengers/tactical_advantage", "robots/zapbot"], []],
                 bases=[("base/jungle_oasis", [("avengers/hulk", 0), ("ninjas/shinobi", 1)]), ("base/tar_pits", [])])


def _refused() -> Table:
    return Table(hands=[["dinosaurs/war_raptor", "dinosaurs/king_rex"], []])


def wait(until: Callable[[], bool], seconds: float = 20) -> None:
    for _ in range(int(seconds * 50)):
        QApplication.processEvents()
        if until():
            return
        QTest.qWait(20)
    raise TimeoutError("the table never got there")


def drag(table: SmashUpTable, item, target, release: bool) -> None:
    view, vp = table.view, table.view.viewport()
    start, end = (view.mapFromScene(i.sceneBoundingRect().center()) for i in (item, target))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * k / 5)
    if release:
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def gesture(name: str, t: Table) -> Callable[[SmashUpTable], None]:
    """What the person does before the picture: drags (the action held over Hulk, the minion let go
    on a card of the hand), or nothing."""
    if name == "aimed":
        return lambda table: drag(table, table.scene.cards[t.id("tactical_advantage")],
                                  table.scene.cards[t.id("hulk")], release=False)
    if name == "refused":
        return lambda table: drag(table, table.scene.cards[t.id("war_raptor")],
                                  table.scene.cards[t.id("king_rex")], release=True)
    return lambda table: None


def picture(window: QWidget, table: SmashUpTable) -> QImage:
    """The window, with its dialog of cards over it when one is open."""
    QApplication.processEvents()
    image = window.grab().toImage()
    dialog = table.choice_dialog
    if dialog is not None:
        painter = QPainter(image)
        shot = dialog.grab().toImage()
        painter.drawImage(QPoint((image.width() - shot.width()) // 2, 80), shot)
        painter.end()
    return image


def side_by_side(left: QImage, right: QImage, path: Path) -> None:
    out = QImage(left.width() + right.width() + 12, max(left.height(), right.height()), QImage.Format.Format_RGB32)
    out.fill(Qt.GlobalColor.black)
    painter = QPainter(out)
    painter.drawImage(0, 0, left)
    painter.drawImage(left.width() + 12, 0, right)
    painter.end()
    out.save(str(path))
    print(path)


def local_picture(make: Callable[[], Table], name: str) -> QImage:
    t = make()
    w = MainWindow({"speed": "off"}, autosaving=False)
    w.resize(*SIZE)
    w.show()
    w.start(t.g, [Seat("Ann"), Seat("Bob")], None)
    w.cover.ready.emit()
    w._proceed()
    gesture(name, t)(w.smashup)
    image = picture(w, w.smashup)
    w.close()
    return image


def joined_picture(make: Callable[[], Table], name: str, folder: Path) -> QImage:
    t = make()
    host = BackgroundHost(HostTable(t.g), folder / "host.pem")
    invite = host.start("127.0.0.1", 0, "127.0.0.1")
    host.seat_bot(1, "random", "Bob")
    w = JoinedWindow(invite, "Ann")
    w.resize(*SIZE)
    w.show()
    w.start()
    try:
        wait(lambda: w.state is not None and w.smashup.acting and w.smashup.still
             and all(s.connected or s.bot is not None for s in w.state.seats))
        QTest.qWait(300)  # the dialog of cards opens once the table is still
        gesture(name, t)(w.smashup)
        wait(lambda: not w.scene.busy)  # a refused card back in the hand
        return picture(w, w.smashup)
    finally:
        w.close()
        host.stop()


SITUATIONS: dict[str, Callable[[], Table]] = {"name-a-faction": _option, "me-first": _me_first,
                                              "multi-pick": _multi_pick, "aimed": _aimed, "refused": _refused}


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    app, _, _ = make_app(sys.argv[:1], "en")
    with tempfile.TemporaryDirectory() as scratch:
        for lang in ("en", "fr"):
            i18n.install_language(lang)
            for name, make in SITUATIONS.items():
                side_by_side(local_picture(make, name), joined_picture(make, name, Path(scratch)),
                             folder / f"seats-{name}-{lang}.png")
    i18n.install_language("en")
    app.processEvents()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots" / "seats")
