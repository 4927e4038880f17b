"""The main window: the table, the prompt bar, the log; menus, saves, bots, hotseat and undo."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QStackedWidget,
)

from app import file_open, i18n, storage, text_size
from app.autosave import Autosave
from app.bot_worker import BotRunner, bots_available, hard_workers
from app.cover import Cover
from app.games import TABLES, WINDOW_GAME, OwnTable
from app.hint import HintControl
from app.log_panel import LogPanel
from app.messages import ask, warn
from app.network_play import NetworkPlay
from app.recent_games import RecentGames
from app.screen_fit import available_area, fitted
from app.seats import Seat, bot_hides_hands, humans, save_text, saved_as, seats_from_data
from app.smashup.answering import Answering
from app.smashup.local import LocalPlay, rematch_seed
from app.smashup.table import SmashUpTable
from app.version import version
from rules.files import one_line
from rules.game import Game
from rules.games import GameKind, kind_of
from rules.protocol import TurnGame
from rules.undo import UndoChain

if TYPE_CHECKING:
    from app.new_game_dialog import GameConfig, NewGameDialog

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
# A bot's move is played this long (times the animation speed) after the table settled, so it can
# be followed; the bot thinks meanwhile. A Normal turn's four to six moves then pace about 2 s.
BOT_PAUSE_MS = 400
DEFAULT_SIZE = QSize(1400, 860)  # the first start's window, smaller where the screen is


class MainWindow(RecentGames, NetworkPlay, LocalPlay, QMainWindow):
    def __init__(self, settings: dict[str, Any], autosaving: bool = True) -> None:
        """``autosaving`` off for demo windows (self-test, screenshots): never a game to resume."""
        super().__init__()
        self.settings = settings
        self.autosaving = autosaving
        self.smashup = SmashUpTable(self._play)
        self.scene, self.view, self.bar = self.smashup.scene, self.smashup.view, self.smashup.bar
        self.hints = HintControl(self)
        self.smashup.layout().insertWidget(1, self.hints.bar)  # between the table and the prompt bar
        self.stack = QStackedWidget()
        self.stack.addWidget(self.smashup)
        # The games with a table of their own, by key (rules/games.py); the others play on ``smashup``.
        self.tables: dict[str, OwnTable] = {}  # made when a game of theirs first starts (start-up needs none)
        self.setCentralWidget(self.stack)
        self.cover = Cover(self.smashup)
        self.log = LogPanel()
        self.log_dock = QDockWidget()
        self.log_dock.setObjectName("log")
        self.log_dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.game: Game | None = None
        self.seats: list[Seat] = []
        self.factions: list[list[str]] = []
        self.viewer = 0
        self.hidden = False  # a bot plays in hotseat: the viewer's hand and private lines are put away
        self.path: Path | None = None
        self.autosaver = Autosave(self._tell)
        self.resume_problem: str | None = None  # why the autosave could not be resumed, for the new-game dialog
        self.undo_chain = UndoChain()
        self.bots: dict[int, Any] = {}
        self.runner = BotRunner(self, hard_workers(settings))
        self.token = 0  # bumped whenever the position is replaced, so stale bot answers are dropped
        self.winner_shown = False
        self.answering = Answering()
        self.over_shown: TurnGame | None = None  # the finished game at its own table whose end was shown
        self.moved: list[dict[int, int]] = []  # per player: cards played or moved since they last decided
        self.scene.speed = SPEEDS.get(settings.get("speed", "normal"), 1.0)
        self.scene.settled.connect(self._proceed, Qt.ConnectionType.QueuedConnection)
        self.bar.undo_requested.connect(self.undo)
        self.bar.new_game_requested.connect(self.new_game_dialog)
        self.cover.ready.connect(self._ready)
        self.runner.decided.connect(self._bot_decided)
        self.runner.failed.connect(self._bot_failed)
        self._build_menus()
        self.retranslate()
        self._show_no_game()
        self.resize(fitted(DEFAULT_SIZE, available_area(self)))
        geometry = settings.get("geometry")
        if geometry:  # where the window was last time (a bad value is ignored by Qt)
            self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii", "replace")))

    # --- menus -----------------------------------------------------------------------------------
    def _action(self, menu, slot, shortcut: QKeySequence | str | None = None) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.a_new = self._action(self.file_menu, self.new_game_dialog, QKeySequence.StandardKey.New)
        self.a_host = self._action(self.file_menu, self.host_dialog)
        self.a_join = self._action(self.file_menu, self.join_dialog)
        self.a_open = self._action(self.file_menu, self.open_dialog, QKeySequence.StandardKey.Open)
        self.a_save = self._action(self.file_menu, self.save, QKeySequence.StandardKey.Save)
        self.a_save_as = self._action(self.file_menu, self.save_as, QKeySequence.StandardKey.SaveAs)
        self.a_replay = self._action(self.file_menu, self._replay)
        self.recent_menu = self.file_menu.addMenu("")
        self.file_menu.addSeparator()
        self.a_quit = self._action(self.file_menu, self.close, QKeySequence.StandardKey.Quit)
        self.game_menu = bar.addMenu("")
        self.a_undo = self._action(self.game_menu, self.undo, QKeySequence.StandardKey.Undo)
        self.view_menu = bar.addMenu("")
        self.speed_menu = self.view_menu.addMenu("")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key in SPEEDS:
            a = self._action(self.speed_menu, lambda _=False, k=key: self.set_speed(k))
            a.setCheckable(True)
            a.setChecked(key == self.settings.get("speed", "normal"))
            group.addAction(a)
            self.speed_actions[key] = a
        self.lang_menu = self.view_menu.addMenu("")
        lang_group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for lang in i18n.LANGUAGES:
            a = self._action(self.lang_menu, lambda _=False, code=lang: self.set_language(code))
            a.setCheckable(True)
            a.setChecked(lang == i18n.current())
            lang_group.addAction(a)
            self.lang_actions[lang] = a
        self.text_menu = text_size.install(self)
        self.view_menu.addAction(self.log_dock.toggleViewAction())
        self.help_menu = bar.addMenu("")
        self.a_help = self._action(self.help_menu, self.show_help, QKeySequence.StandardKey.HelpContents)
        self.a_about = self._action(self.help_menu, self.show_about)
        self._fill_recent()

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.a_new.setText(self.tr("&New game…"))
        self.a_host.setText(self.tr("&Host a network game…"))
        self.a_join.setText(self.tr("&Join a network game…"))
        self.a_open.setText(self.tr("&Open…"))
        self.a_save.setText(self.tr("&Save"))
        self.a_save_as.setText(self.tr("Save &as…"))
        self.a_replay.setText(self.tr("&Replay…"))
        self.recent_menu.setTitle(self.tr("Recent games"))
        self.a_quit.setText(self.tr("&Quit"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.a_undo.setText(self.tr("&Undo my move"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("Animations"))
        for key, text in (("off", self.tr("Off")), ("fast", self.tr("Fast")), ("normal", self.tr("Normal")),
                          ("slow", self.tr("Slow"))):
            self.speed_actions[key].setText(text)
        self.lang_menu.setTitle(self.tr("Language"))
        self.lang_actions["en"].setText("English")
        self.lang_actions["fr"].setText("Français")
        self.log_dock.setWindowTitle(self.tr("Game log"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.a_help.setText(self.tr("Quick reference"))
        self.a_about.setText(self.tr("About Smash Up"))
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.bar.retranslate()
            self.hints.bar.retranslate()
            self.cover.retranslate()
            self.log.retranslate()
            if self.game is not None:
                self.refresh(animate=False)
            elif self.saved_game is None:
                self._show_no_game()
            self.scene.update()  # card faces translate their names and texts as they paint
        super().changeEvent(event)

    def _update_title(self) -> None:
        name = self.path.name if self.path else self.tr("New game")
        title = self.tr("{game} — {name}").format(game=i18n.rules(self.playing.title), name=name)
        if self.constructed:
            title = self.tr("{title} (a constructed position)").format(title=title)
        self.setWindowTitle(title)

    @property
    def constructed(self) -> bool:
        """The game on the table is a position built by a scenario file, not one dealt by the rules."""
        return self.game is not None and self.own_table is None and kind_of(self.game).constructed(self.game)

    # --- starting games ------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def new_game_dialog(self, note: str | None = None) -> None:
        """``note``: why no game was resumed (shown at the top of the dialog), if something went wrong."""
        if not file_open.leave_game_in_progress(self, self.saved_game, self.tr("New game")):
            return
        from app.new_game_dialog import NewGameDialog

        last = seats_from_data(self.settings.get("last_seats"), len(self.settings.get("last_seats") or []))
        dialog = NewGameDialog(last, self, note, self.settings.get("new_game"))
        dialog.finished.connect(lambda code: self._new_game_done(dialog, code))
        dialog.open()

    def _new_game_done(self, dialog: NewGameDialog, code: int) -> None:
        if code and dialog.config is not None:
            self.settings["last_seats"] = [s.to_data() for s in dialog.config.seats]
            self.settings["new_game"] = dialog.choices()
            storage.save_settings(self.settings)
            self.start_config(dialog.config)
        elif self.saved_game is None:
            self._show_no_game()

    def _show_no_game(self) -> None:
        self.a_undo.setEnabled(False)
        self.bar.show_no_game()

    def start_config(self, cfg: GameConfig) -> None:
        from app.new_game_dialog import game_of, no_titan_text, titans_left_out

        self.start_any(game_of(cfg), cfg.seats, None)
        if titans_left_out(cfg):
            self._note_line(no_titan_text)  # in the log, where it stays: the bar's news is gone at the next move

    @property
    def own_table(self) -> OwnTable | None:
        """The table shown when it is a game's own; None on the window's table."""
        return next((t for t in self.tables.values() if t is self.stack.currentWidget()), None)

    @property
    def playing(self) -> GameKind:
        """The game whose table is shown."""
        return next((TABLES[key].kind for key, t in self.tables.items() if t is self.stack.currentWidget()),
                    WINDOW_GAME)

    @property
    def saved_game(self) -> TurnGame | None:
        """The game a save, an autosave or a resume is about, whichever game is on the table."""
        own = self.own_table
        return self.game if own is None else own.game

    def _own_table_for(self, key: str) -> OwnTable | None:
        """The game's own table (made the first time), None for the window's own table's games."""
        make = TABLES[key].table if key in TABLES else None
        if make is not None and key not in self.tables:
            table = self.tables[key] = make()
            table.changed.connect(self.autosave)
            table.finished.connect(self.autosave)  # a finished game is nothing to resume
            table.finished.connect(self._show_over)
            self.stack.addWidget(table)
        return self.tables.get(key)

    def start_any(self, game: TurnGame, seats: list[Seat], path: Path | None) -> None:
        table = self._own_table_for(kind_of(game).key)
        if table is None:
            self.start(game, seats, path)
        else:
            self._start_at(table, game, seats, path)

    def _start_at(self, table: OwnTable, game: TurnGame, seats: list[Seat], path: Path | None) -> None:
        self.token += 1
        if any(s.is_bot for s in seats) and bots_available() is not None:
            seats = [Seat(s.name) for s in seats]
        self.game, self.seats, self.path = None, seats, path
        left = self.own_table
        if left is not None and left is not table:
            left.clear()  # as start() does: nothing of the table left stays to size the window
        self.stack.setCurrentWidget(table)
        self.log_dock.hide()  # a game's own table has its own log
        self.a_undo.setEnabled(True)
        table.start(game, seats)
        self._update_title()
        self.autosaver.another_game()
        self.autosave()

    def _release_bots(self) -> None:
        """The bots of the game being left drop what they kept in the search workers (they stay
        seated: a move already queued may still ask them, its answer then dropped by the token)."""
        for bot in self.bots.values():
            if hasattr(bot, "close"):
                bot.close()

    def start(self, game: Game, seats: list[Seat], path: Path | None) -> None:
        self.token += 1
        own = self.own_table
        if own is not None:
            self.stack.setCurrentWidget(self.smashup)
            own.clear()  # nothing of the other table stays to size the window
            self.log_dock.show()
        missing = bots_available() if any(s.is_bot for s in seats) else None
        if missing is not None:
            # A save made with bots, opened where none exist: those seats are played by people.
            seats = [Seat(s.name) for s in seats]
        self.game, self.seats, self.path = game, seats, path
        self.factions = [list(p.factions) for p in game.view(0).players]
        self._release_bots()
        seed = kind_of(game).seed(game)
        self.bots = {i: self.runner.bot(s.level, seed + i) for i, s in enumerate(seats) if s.is_bot}
        self.undo_chain.clear()
        self.hints.reset()
        self.moved = [{} for _ in seats]
        self.answering.reset()
        self.smashup.reset()
        self.winner_shown = False
        n = len(seats)
        self.log.start(lambda: self.tr("A game for {n} players begins.").format(n=n))
        people = humans(seats)
        d = game.decider
        self.viewer = d if d in people else (people[0] if people else 0)
        self.hidden = bot_hides_hands(seats, d)  # a bot moves first: nobody's hand to show yet
        self._update_title()
        if len(people) > 1 and not game.over and not self.hidden:  # a finished game has nothing left to hide
            self.cover.show_for(self.names[self.viewer])
        else:
            self.cover.hide()
        self.refresh(animate=False)
        if missing is not None:
            self.bar.say(self.tr("Bots are not available ({reason}); people play their seats.").format(
                reason=missing))
        self.autosaver.another_game()
        self.autosave()  # from now on a crash or a closed window resumes this game

    # --- bots ------------------------------------------------------------------------------------
    def _schedule_bot(self, player: int) -> None:
        legal = self.game.legal_actions()
        if len(legal) == 1:  # nothing to choose, nothing to wait for
            self._play_for_bot(legal[0])
            return
        self._think_paced(player, int(BOT_PAUSE_MS * max(self.scene.speed, 0.15)))

    def _note_line(self, render: Callable[[], str]) -> None:
        self.log.note(render)

    def _show_over(self) -> None:
        """The end of a game at its own table, as Smash Up's: its own dialog, then a rematch."""
        g = self.own_table.game
        if self.over_shown is g:
            return
        self.over_shown = g
        dialog = TABLES[kind_of(g).key].over(g, self.names, self)
        dialog.finished.connect(self._over_done)
        dialog.open()

    def _over_done(self, code: int) -> None:
        from app.end_dialogs import WinnerDialog
        from app.new_game_dialog import GameConfig

        if code == WinnerDialog.REMATCH:
            g = self.own_table.game
            self.start_config(GameConfig(self.seats, [], rematch_seed(kind_of(g).seed(g)), 0, kind_of(g).key))
        elif code == WinnerDialog.NEW_GAME:
            self.new_game_dialog()

    def undo(self) -> None:
        if self.own_table is not None:
            self.own_table.undo()
        else:
            self.undo_move()

    # --- files -----------------------------------------------------------------------------------
    def save_text(self, autosave: bool = False) -> str:
        return save_text(self.saved_game, self.seats, self.path if autosave else None)

    def save_to(self, path: Path) -> bool:
        try:
            storage.atomic_write(path, self.save_text())
        except OSError as e:
            warn(self, self.tr("Save failed"), self.tr("Could not save {path}: {error}").format(
                path=one_line(path), error=e.strerror or str(e)))
            return False
        return True

    def save(self) -> None:
        if self.saved_game is None:
            return
        if self.path is None:
            self.save_as()
        elif self.save_to(self.path):
            self._saved(self.path)

    def save_as(self) -> None:
        if self.saved_game is None:
            return
        proposed = storage.saves_dir() / self.proposed_name()
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(proposed),
                                              self.tr("Smash Up games (*{ext})").format(ext=storage.SAVE_SUFFIX))
        if not name:
            return
        path = Path(name)
        if path.suffix != storage.SAVE_SUFFIX:
            path = path.with_name(path.name + storage.SAVE_SUFFIX)
        if self.save_to(path):
            self.path = path
            self._update_title()
            self._saved(path)

    def _saved(self, path: Path) -> None:
        self.autosaver.saved_elsewhere()
        self._remember(path)
        self.bar.inform(self.tr("Saved: {file}").format(file=path.name))

    def proposed_name(self) -> str:
        """A file name for Save as: the seats and the date ("Ann, Ben 2026-11-22 21h30.smashup")."""
        from datetime import datetime  # Save as only

        seats = ", ".join(self.names)
        safe = "".join(ch if ch.isalnum() or ch in " ,-_'" else "_" for ch in seats).strip() or "game"
        return f"{safe[:60]} {datetime.now():%Y-%m-%d %Hh%M}{storage.SAVE_SUFFIX}"

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open game"), str(storage.saves_dir()),
                                              self.tr("Smash Up games (*{ext});;All files (*)").format(
                                                  ext=storage.SAVE_SUFFIX))
        if name:
            self.open_path(Path(name))

    def load(self, path: Path) -> tuple[Game, list[Seat], str | None, Path | None]:
        """The game, its seats, a note for people when the seats had to be made up, and the file an
        autosaved game was last saved as. Raises saves.SaveError; nothing on screen changes until
        the whole file has been checked."""
        from rules import saves

        data = saves.parse(saves.read(path))
        try:
            game = saves.from_data(data)
        except saves.OlderSave as e:
            if not file_open.take_older_position(self, path, i18n.save_error(e)):
                raise
            game = e.fallback
        n = len(game.view(0).players)
        extra = data.get("app")
        seats = seats_from_data(extra.get("seats") if isinstance(extra, dict) else None, n)
        note = None
        if seats is None:
            seats = [Seat(i18n.rules("Player {n}").format(n=i + 1)) for i in range(n)]
            if extra is not None:  # present but not ours to trust (hand-edited)
                note = self.tr("The players' names in this save were unreadable: default names are used.")
        return game, seats, note, saved_as(extra, storage.SAVE_SUFFIX)

    def _read(self, path: Path) -> tuple[TurnGame, list[Seat], str | None, Path | None] | str:
        """What ``load`` gives, or why the file can't be opened (one line): whatever goes wrong
        while reading and checking it, nothing on screen has changed yet."""
        from rules import saves

        try:
            return self.load(path)
        except saves.SaveError as e:
            return i18n.save_error(e)
        except Exception as e:  # noqa: BLE001 - a file the program can't use is refused, whatever the cause
            return self._unusable(e)

    def _unusable(self, e: Exception) -> str:
        return self.tr("this program can't use it ({error})").format(error=one_line(f"{type(e).__name__}: {e}"))

    def _show(self, game: TurnGame, seats: list[Seat], path: Path | None) -> str | None:
        """Put an opened game on the table; should that fail, the game that was there comes back.
        Why it failed, or None."""
        before = (self.saved_game, self.seats, self.path)
        try:
            self.start_any(game, seats, path)
        except Exception as e:  # noqa: BLE001 - whatever went wrong, the game on screen is kept
            if before[0] is not None:
                self.start_any(*before)
            return self._unusable(e)
        if self.constructed:
            self.bar.say(self.tr("A constructed position (a scenario file), not a game dealt by the rules."))
        return None

    def open_path(self, path: Path) -> bool:
        opened = self._read(path)
        if not isinstance(opened, str) and not file_open.leave_game_in_progress(
                self, self.saved_game, self.tr("Open game")):
            return False
        problem = opened if isinstance(opened, str) else self._show(
            opened[0], opened[1], None if path == storage.autosave_path() else path)
        if problem is not None:
            warn(self, self.tr("Can't open this game"), self.tr("{file} can't be opened: {reason}").format(
                file=one_line(path.name), reason=problem))
            return False
        if opened[2]:
            self.bar.say(opened[2])
        if self.path is not None:
            self._remember(path)
        return True

    def autosave(self) -> None:
        """The game in progress to the autosave file; a finished game removes it."""
        if self.saved_game is None or not self.autosaving:
            return
        if self.saved_game.over:
            self.autosaver.remove()
        else:
            self.autosaver.write(self.save_text(autosave=True))

    def _tell(self, text: str) -> None:
        """A problem the player must not miss, where they look: the table's log, and Smash Up's bar."""
        own = self.own_table
        if own is not None:
            own.note(text)
        else:
            self.bar.say(text)
            self._note_line(lambda: text)

    def _unfinished(self) -> tuple[TurnGame, list[Seat], str | None, Path | None] | None:
        """The unfinished autosaved game, if any (a finished one is removed, an unreadable one set aside)."""
        path = storage.autosave_path()
        opened = self._read(path) if path.exists() else None
        if isinstance(opened, str):
            self._set_aside(path, opened)
        elif opened is not None and opened[0].over:
            storage.remove(path)
        else:
            return opened
        self.autosaver.adopt()  # moved out of the way by this window: the next game may be written
        return None

    def offer_resume(self, unfinished: tuple[TurnGame, list[Seat], str | None, Path | None] | None = None,
                     asking: bool = True) -> bool:
        """On start: resume the autosaved game if it is unfinished and the player wants it."""
        opened = unfinished or self._unfinished()
        if opened is None:
            return False
        game, seats, note, origin = opened
        if asking and not ask(self, self.tr("Resume?"), self.tr(
                "An unfinished game between {names} was saved in round {round}. Resume it?").format(
                names=", ".join(s.name for s in seats),
                round=kind_of(game).round(game))):
            return False
        path = storage.autosave_path()
        self.autosaver.adopt()
        problem = self._show(game, seats, origin)  # the window title names the save it continues
        if problem is not None:
            return self._set_aside(path, problem)
        if note:
            self.bar.say(note)
        return True

    def _set_aside(self, path: Path, reason: str) -> bool:
        """An autosave that can't be resumed is set aside, never offered again; the new-game dialog
        says why."""
        aside = storage.set_aside(path)
        self.autosaver.adopt()
        self.resume_problem = self.tr("The last game can't be resumed: {reason}. It was kept as {file}.").format(
            reason=reason, file=aside.name)
        return False

    def begin(self, path: Path | None) -> None:
        """At start-up: the game named on the command line, else the unfinished one, else a new one."""
        unfinished = self._unfinished()
        if path is not None and unfinished is not None and not file_open.open_over_unfinished(
                self, path, [s.name for s in unfinished[1]], kind_of(unfinished[0]).round(unfinished[0])):
            self.offer_resume(unfinished, asking=False)
            return
        if path is not None and self.open_path(path):
            return
        if not self.offer_resume(unfinished):
            self.new_game_dialog(self.resume_problem)

    # --- settings ---------------------------------------------------------------------------------
    def set_speed(self, key: str) -> None:
        self.scene.speed = SPEEDS[key]
        self.settings["speed"] = key
        storage.save_settings(self.settings)

    def set_language(self, lang: str) -> None:
        """Switch at once: Qt sends LanguageChange to every widget, which retranslates itself."""
        if not i18n.install_language(lang):
            self.bar.say(self.tr("The {lang} translation is not installed.").format(lang=lang))
        self.lang_actions[i18n.current()].setChecked(True)
        self.settings["language"] = i18n.current()
        storage.save_settings(self.settings)

    def show_help(self) -> None:
        from app.help_dialog import HelpDialog

        HelpDialog(self).open()

    def show_about(self) -> None:
        from app.about_dialog import AboutDialog

        AboutDialog(version(), self).open()

    def _replay(self) -> None:
        from app.replay import opening

        opening.replay_dialog(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.autosave()
        if not file_open.may_close(self, self.autosaver, self.saved_game, self.save_as):
            event.ignore()
            return
        self.token += 1
        self.hints.wait()
        self._release_bots()
        self.runner.shutdown()
        self.settings["geometry"] = bytes(self.saveGeometry().toBase64()).decode("ascii")
        storage.save_settings(self.settings)
        super().closeEvent(event)
