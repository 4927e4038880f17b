"""`smashup`: the desktop app's entry point and command line."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from app import linux_libraries
from app.version import version

if TYPE_CHECKING:
    from rules.game import Game


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="smashup", description="Smash Up, the card game, on your desktop.")
    parser.add_argument("path", nargs="?", type=Path, help="a saved game to open")
    parser.add_argument("--lang", choices=("en", "fr"), help="language for this run")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="build the window on a demo game, draw it once, check art, fonts and translations")
    return parser.parse_args(argv)


def load_qt() -> None:
    """Qt, without its scan of our sources: PySide6 reads the source of every module imported
    after it, to know whether it may select a ``__feature__`` (snake_case names, true properties).
    We select none, and a module that selects none works the same whatever it was guessed to be:
    the scan, ~100 source files read at every start, is turned off."""
    from PySide6 import QtCore  # noqa: F401

    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = lambda module: False


def make_app(argv: list[str], lang: str | None):
    """The QApplication with the bundled font and the chosen language; returns (app, settings,
    problems) where problems lists resources that failed to load."""
    load_qt()
    from PySide6.QtWidgets import QApplication

    from app import assets, i18n, qm, storage

    qm.ensure()  # rebuilds translations whose sources changed (a source checkout)
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName(storage.APP_NAME)
    problems = ["font " + f for f in assets.load_fonts()]
    app.setFont(assets.app_font(10))
    storage.remove_orphans()
    settings = storage.load_settings()
    language = lang or settings.get("language") or i18n.system_language()
    if not i18n.install_language(language):
        problems.append("translation " + language)
    return app, settings, problems


def demo_window(settings: dict):
    """A window on a fixed two-player game (self-test, screenshots)."""
    from app.main_window import MainWindow
    from app.seats import Seat
    from rules.setup import new_game

    window = MainWindow(settings, autosaving=False)
    window.start(new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0),
                 [Seat("Alice"), Seat("Bob")], None)
    return window


def hard_searches_on_a_worker(game: Game) -> bool:
    """One Hard decision on a search worker process: a frozen app whose workers cannot start (no
    ``freeze_support()`` in its entry point) would otherwise only search more slowly."""
    from rules.ai import SearchPool
    from rules.ai.ismcts import ISMCTSBot

    with SearchPool(1) as pool:
        bot = ISMCTSBot(0, iterations=8, pool=pool)
        bot.decide(game, game.decider)
        return bot.pool is not None


def self_test(argv: list[str], lang: str | None) -> int:
    load_qt()
    from PySide6.QtGui import QImage, QPainter

    from app import assets, i18n

    started = time.perf_counter()
    app, settings, problems = make_app(argv, lang)
    problems += ["art " + name for name in assets.missing_art()]
    problems += ["translation " + name for name in i18n.missing_translations()]
    window = demo_window(settings)
    window.cover.hide()
    window.refresh(animate=False)
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    window.scene.render(painter)
    painter.end()
    if image.isNull() or len(window.scene.cards) < 5:
        problems.append("table (nothing drawn)")
    if not hard_searches_on_a_worker(window.game):
        problems.append("Hard's search worker (a process that would not start or answer)")
    window.close()
    app.processEvents()
    if problems:
        print("self-test failed; missing: " + ", ".join(problems))
        return 1
    print(f"self-test ok ({time.perf_counter() - started:.2f} s, {app.platformName()})")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = parse_args(argv)
    if args.version:
        print(f"smashup {version()}")
        return 0
    if (problem := linux_libraries.problem()) is not None:
        print(problem, file=sys.stderr)
        return 1
    if args.self_test:
        return self_test(sys.argv[:1], args.lang)
    load_qt()
    from PySide6.QtCore import QCoreApplication, QTimer

    from app import storage
    from app.file_open import FileOpenFilter, come_forward, second_copy
    from app.main_window import MainWindow
    from app.single_instance import SingleInstance

    app, settings, problems = make_app(sys.argv[:1], args.lang)
    instance = SingleInstance(storage.data_dir())
    if not instance.claim():  # one data folder, one writer: the running copy plays this file
        return second_copy(instance, args.path)
    instance.listen()
    window = MainWindow(settings)
    opener = FileOpenFilter(window.open_path, app)  # a save double-clicked in the macOS Finder
    app.installEventFilter(opener)
    instance.asked.connect(lambda path: come_forward(window, Path(path) if path else None, window.open_path))
    window.show()
    if problems:
        window.bar.say(QCoreApplication.translate("MainWindow", "Some resources did not load: {what}").format(
            what=", ".join(problems)))
    QTimer.singleShot(0, lambda: window.begin(args.path))
    try:
        return app.exec()
    finally:
        instance.release()


if __name__ == "__main__":
    sys.exit(main())
