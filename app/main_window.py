"""The main window: the table, the prompt bar, the log; menus, saves, bots, hotseat and undo."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import i18n, storage
from app.about_dialog import AboutDialog
from app.assets import player_colour
from app.bot_worker import BotRunner, bots_available, hard_workers
from app.card_dialogs import CardsDialog, names_card
from app.cover import Cover
from app.end_dialogs import WinnerDialog
from app.following import moved_cards, plays_left, table_places
from app.games import TABLES, WINDOW_GAME, OwnTable
from app.help_dialog import HelpDialog
from app.hint import HintControl
from app.log_panel import LogPanel
from app.messages import ask, warn
from app.move_guard import Failure, GuardedBots, apply_guarded, failed_move_text, failed_title
from app.new_game_dialog import GameConfig, NewGameDialog, game_of, no_titan_text, titans_left_out
from app.prompt_bar import PromptBar
from app.replay import finished
from app.replay import opening as replay
from app.scoring import scoring_results
from app.screen_fit import available_area, fitted
from app.seats import Seat, bot_hides_hands, humans, person_answers, save_text, saved_as, seats_from_data
from app.table_scene import TableScene
from app.table_view import TableView
from app.version import version
from rules import saves
from rules.actions import Action, Finish, Pass, Pick, Play, Use
from rules.decision import Ev
from rules.files import one_line
from rules.game import Game, history_of
from rules.games import GameKind, kind_of
from rules.protocol import TurnGame
from rules.undo import UndoChain

if TYPE_CHECKING:
    from app.net_window import JoinedWindow
    from rules.net import protocol as P

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
# A bot's move is played this long (times the animation speed) after the table settled, so it can
# be followed; the bot thinks meanwhile. A Normal turn's four to six moves then pace about 2 s.
BOT_PAUSE_MS = 400
MAX_RECENT = 8
MAX_SEAT_TOKENS = 20  # the network tables last joined, whose seats can be taken back
DEFAULT_SIZE = QSize(1400, 860)  # the first start's window, smaller where the screen is


def rematch_seed(rng: int) -> int:
    """A new game's seed drawn from the finished one's generator."""
    return (rng * 6364136223846793005 + 1) & ((1 << 63) - 1)


class MainWindow(GuardedBots, QMainWindow):
    def __init__(self, settings: dict[str, Any], autosaving: bool = True) -> None:
        """``autosaving`` off for demo windows (self-test, screenshots): never a game to resume."""
        super().__init__()
        self.settings = settings
        self.autosaving = autosaving
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.bar = PromptBar()
        self.hints = HintControl(self)
        holder = QWidget()
        box = QVBoxLayout(holder)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(self.hints.bar)
        box.addWidget(self.bar)
        self.holder = holder
        self.stack = QStackedWidget()
        self.stack.addWidget(holder)
        # The games with a table of their own, by key (rules/games.py); the others play on ``holder``.
        self.tables: dict[str, OwnTable] = {key: t.table() for key, t in TABLES.items() if t.table is not None}
        for table in self.tables.values():
            table.changed.connect(self.autosave)
            table.finished.connect(self.autosave)  # a finished game is nothing to resume
            table.finished.connect(self._show_over)
            self.stack.addWidget(table)
        self.setCentralWidget(self.stack)
        self.cover = Cover(holder)
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
        self.resume_problem: str | None = None  # why the autosave could not be resumed, for the new-game dialog
        self.undo_chain = UndoChain()
        self.bots: dict[int, Any] = {}
        self.runner = BotRunner(self, hard_workers(settings))
        self.token = 0  # bumped whenever the position is replaced, so stale bot answers are dropped
        self.choice_dialog: CardsDialog | None = None
        self.winner_shown = False
        self.over_shown: TurnGame | None = None  # the finished game at its own table whose end was shown
        self.moved: list[dict[int, int]] = []  # per player: cards played or moved since they last decided
        # A drop's answer to its card's next question, for the player who dropped it (see act_aimed).
        self.aim: tuple[int, int, Pick] | None = None  # (player, card, answer)
        self.scene.speed = SPEEDS.get(settings.get("speed", "normal"), 1.0)
        self.scene.action_chosen.connect(self.act)
        self.scene.action_aimed.connect(self.act_aimed)
        self.scene.refused.connect(self.bar.say)
        self.scene.discard_requested.connect(self.show_discard)
        self.scene.settled.connect(self._proceed, Qt.ConnectionType.QueuedConnection)
        self.bar.chosen.connect(self.act)
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
        self.a_replay = self._action(self.file_menu, lambda: replay.replay_dialog(self))
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

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for p in self.settings.get("recent", []):
            a = self.recent_menu.addAction(Path(p).name)
            a.setToolTip(p)
            a.triggered.connect(lambda _=False, path=p: self.open_path(Path(path)))
        self.recent_menu.setEnabled(bool(self.settings.get("recent")))

    def _remember(self, path: Path) -> None:
        recent = [str(path)] + [p for p in self.settings.get("recent", []) if p != str(path)]
        self.settings["recent"] = recent[:MAX_RECENT]
        storage.save_settings(self.settings)
        self._fill_recent()

    # --- starting games ------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def host_dialog(self) -> None:
        """Hosting runs beside this window (which keeps its own game) until the dialog is closed."""
        from app.net_host_dialog import HostDialog

        self.hosting = HostDialog(self)
        self.hosting.show()

    def join_dialog(self) -> None:
        """A table another computer hosts opens in a window of its own (this one keeps its game)."""
        from app.net_window import JoinDialog

        dialog = JoinDialog(self)
        if dialog.exec() != JoinDialog.DialogCode.Accepted or dialog.chosen is None:
            return
        self.join(dialog.chosen, dialog.name.text().strip())

    def join(self, invite: P.Invite, name: str) -> JoinedWindow:
        """The seat's token is kept under the invite's code: joining by the same invite again, after
        closing the window, a crash or the host's restart, takes the seat back (the host refuses a
        newcomer at a full table)."""
        from app.net_window import JoinedWindow

        window = JoinedWindow(invite, name, self.settings.get("seat_tokens", {}).get(invite.code))
        window.seated.connect(lambda token: self._keep_seat(invite.code, token))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.resize(self.size())
        window.show()
        window.start()
        return window

    def _keep_seat(self, code: str, token: str) -> None:
        kept = {c: t for c, t in self.settings.get("seat_tokens", {}).items() if c != code}
        self.settings["seat_tokens"] = dict([*kept.items()][-(MAX_SEAT_TOKENS - 1):]) | {code: token}
        storage.save_settings(self.settings)

    def new_game_dialog(self, note: str | None = None) -> None:
        """``note``: why no game was resumed (shown at the top of the dialog), if something went wrong."""
        playing = self.saved_game
        if playing is not None and not playing.over and not ask(
                self, self.tr("New game"), self.tr("Leave the game in progress? It is lost unless you saved it.")):
            return
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

    def start_any(self, game: TurnGame, seats: list[Seat], path: Path | None) -> None:
        table = self.tables.get(kind_of(game).key)
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
            self.stack.setCurrentWidget(self.holder)
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
        self.aim = None
        self.moved = [{} for _ in seats]
        self.scene.reset()
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
        self.autosave()  # from now on a crash or a closed window resumes this game

    # --- showing and acting ----------------------------------------------------------------------
    @property
    def acting(self) -> bool:
        """The person at the screen may answer the pending decision now."""
        return person_answers(self.game, self.seats, self.viewer, self.cover.covering or self.hidden)

    def refresh(self, animate: bool) -> None:
        assert self.game is not None
        g = self.game
        plays = plays_left(g, self.viewer) if not self.seats[self.viewer].is_bot and not self.hidden else []
        self.scene.set_state(g, self.viewer, self.names, self.acting, animate, self.moved[self.viewer], plays,
                             self._bot_playing_text() if self.hidden else None)
        self._sync_choice_dialog()
        # Behind the hotseat cover, or while a bot plays in hotseat, private lines stay hidden too.
        private = not (self.cover.covering or self.hidden)
        self.log.show_game(g, self.viewer if private else None, self.names, kind_of(g).log(g), g.view(self.viewer))
        d = self.game.decider
        self.bar.show_game(self.game, self.names, self.acting, self.names[d] if d is not None else None,
                           self.acting and self.undo_chain.can_undo(self.viewer),
                           in_dialog=bool(self.scene.off_table_options()))
        self.a_undo.setEnabled(self.acting and self.undo_chain.can_undo(self.viewer))
        self.hints.sync()

    def _bot_playing_text(self) -> str:
        d = self.game.decider
        name = self.names[d if d is not None else self.game.view(self.viewer).active]
        return self.tr("{name} is playing… Hands are hidden.").format(name=name)

    def act(self, action: Action) -> bool:
        """Plays the person's answer; False when it was not played (not theirs to give now)."""
        if not self.acting or self.scene.busy or action not in self.game.legal_actions():
            return False
        if isinstance(action, Use) and self._is_titan_beside_deck(action.card) and not self._titan_confirmed(action.card):
            return False
        if isinstance(action, Play) and action.card not in self.scene.cards and \
                len(self.scene.plays_of(action.card)) > 1:
            self.scene.targeting = action.card  # a card from elsewhere with several places to go
            self.scene.refresh_highlights()
            return False
        return self._act_now(action)

    def _act_now(self, action: Action) -> bool:
        failure = self._apply(action, self.viewer)
        if failure is not None:
            warn(self, failed_title(), failed_move_text(failure))
        return failure is None

    def act_aimed(self, action: Play | Use, answer: Pick) -> None:
        """A drop that names more than its action: a standard action dropped on a minion, a titan
        dropped on a base. The action is played, and ``answer`` answers the card's own next question
        when the rules offer it there (the drop named the target); a drop on the table or a base
        leaves the choice of minion to be asked."""
        player = self.viewer
        if self.act(action):
            self.aim = (player, action.card, answer)
            self._take_aim()

    def _take_aim(self) -> None:
        """The aimed card's next question to the player who dropped it: answered with the drop's
        answer when it is among the options. Me First! windows and other players' answers in
        between keep the aim; the dropper's next other question drops it."""
        if self.aim is None or not self.acting:
            return
        player, card, answer = self.aim
        d = self.game.pending
        if d.kind == "me_first" or d.player != player:
            return
        self.aim = None
        if d.source == card and answer in d.options and self._act_now(answer):
            self.undo_chain.join_last()  # one Undo takes back the drop whole

    def _is_titan_beside_deck(self, card: int) -> bool:
        item = self.scene.cards.get(card)
        return item is not None and item.zone == "beside_deck"

    def _titan_confirmed(self, card: int) -> bool:
        """Bringing a titan in may cost something (a card, the minion play): asked first, never on one click."""
        cid = self.game.read.cid(card)
        return ask(self, self.tr("Bring a titan into play"), self.tr("Bring {titan} into play?\n\n{text}").format(
            titan=i18n.card_name(cid), text=i18n.card_text(cid)))

    def _apply(self, action: Action, player: int) -> Failure | None:
        """Plays ``action`` for ``player``; when the rules fail on it, the position before it is
        kept and the failure returned."""
        assert self.game is not None
        before, events = apply_guarded(self.game, action, self.seats)
        if isinstance(events, Failure):
            self.game = before
            self.refresh(animate=False)
            return events
        self.undo_chain.record(before, player, events)
        self._note_moves(before, player)
        # Hidden from a bot's move until a person takes the screen; a finished game hides nothing.
        self.hidden = (self.hidden or bot_hides_hands(self.seats, self.game.decider)) and not self.game.over
        self.bar.say("")
        if any(ev.kind == "turn_end" for ev in events):
            self.autosave()
        self._show_scoring(events)
        self.refresh(animate=True)
        return None

    def _note_moves(self, before: Game, player: int) -> None:
        """``player`` decided: their marks are read; the cards this moved are marked for the others."""
        after = self.game.view(player)
        on_table = table_places(after)
        moved = moved_cards(before.view(player), after)
        for p, marks in enumerate(self.moved):
            kept = {} if p == player else {c: who for c, who in marks.items() if c in on_table}
            self.moved[p] = kept | ({} if p == player else dict.fromkeys(moved, player))

    def _show_scoring(self, events: list[Ev]) -> None:
        """One banner for the bases scored by these events: each player's place and VP there."""
        lines: list[str] = []
        for base_card, places, vp in scoring_results(events):
            lines.append(self.tr("{base} scores").format(base=i18n.card_name(self.game.read.cid(base_card))))
            for player, place in sorted(places.items(), key=lambda pp: (pp[1], pp[0])):
                lines.append(self.tr("{place}: {name}, {vp} VP").format(
                    place=self.place_name(place), name=self.names[player], vp=vp.get(player, 0)))
        if lines:
            self.scene.show_banner(self.tr("Scoring"), lines, player_colour(self.game.view(self.viewer).active))

    def place_name(self, place: int) -> str:
        return (self.tr("Winner"), self.tr("Second"), self.tr("Third"))[min(place, 3) - 1]

    def _proceed(self) -> None:
        """The table is still: hand the decision to whoever has it."""
        g = self.game
        if g is None or self.scene.busy:
            return
        if g.over:
            self._show_winner()
            return
        d = g.decider
        if self.seats[d].is_bot:
            self._schedule_bot(d)
        elif d != self.viewer or self.hidden:
            # A person decides after someone else (or after a bot, even when it is the person the
            # table showed last): through the cover in hotseat.
            self.viewer, self.hidden = d, False
            if len(humans(self.seats)) > 1:
                self.cover.show_for(self.names[d])
            self.refresh(animate=False)
        elif self.acting:
            self._take_aim()
            if self.acting and not self.scene.busy:
                self._offer_off_table()

    def _ready(self) -> None:
        self.cover.hide()
        self.view.setFocus()
        self.refresh(animate=False)

    def _offer_off_table(self) -> None:
        options = self.scene.off_table_options()
        if not (options or self._asks_about_unseen_card()) or self.choice_dialog is not None:
            return
        d = self.game.pending
        dialog = CardsDialog(self.tr("Choose a card"), "", [], None, self)
        dialog.source = d.source
        self._fill_choice_dialog(dialog, options, keep=False)
        dialog.setModal(False)
        dialog.picked.connect(self.act)
        dialog.declined.connect(self._declined)
        self.choice_dialog = dialog
        dialog.show()

    def _asks_about_unseen_card(self) -> bool:
        """A question about a card that is not on the table (top or under the deck?): the dialog shows it."""
        about = self.game.pending.about if self.game.pending is not None else None
        return about is not None and about not in self.scene.cards

    def _fill_choice_dialog(self, dialog: CardsDialog, options: list[Action], keep: bool) -> None:
        d = self.game.pending
        cards = self._cards_of(options)
        about = None if d.about is None else self.game.read.cid(d.about)
        if about is not None:
            cards.append((about, None))
        answers = [(label, a, key) for label, a, key in self.bar.answers(self.game, self.names, in_dialog=True)
                   if not isinstance(a, Finish)]
        dialog.fill(self.bar.describe(self.game, d, self.names), cards, self._decline_label(), answers, about, keep)

    def _cards_of(self, options: list[Action]) -> list[tuple[str, Action]]:
        return [(a.value if names_card(a) else self.game.read.cid(a.value if isinstance(a, Pick) else a.card), a)
                for a in options]

    def _decline_label(self) -> str | None:
        """The dialog's one way out, named as the bar would name it; None when a choice is required."""
        no = next((a for a in self.game.legal_actions() if isinstance(a, Pass)), None)
        return None if no is None else self.bar.answer_text(self.game, no, self.names)

    def _declined(self) -> None:
        self.choice_dialog = None
        if self.acting and Pass() in self.game.legal_actions():
            self.act(Pass())

    def _sync_choice_dialog(self) -> None:
        """The next question of the same effect about these cards reuses the open dialog, refilled
        where it stands with every card in its place; anything else closes it."""
        dialog, d = self.choice_dialog, self.game.pending
        options = self.scene.off_table_options()
        if dialog is None:
            return
        if (options or self._asks_about_unseen_card()) and d is not None and d.source == dialog.source:
            self._fill_choice_dialog(dialog, options, keep=True)
        else:
            self._close_choice_dialog()

    def _close_choice_dialog(self) -> None:
        if self.choice_dialog is not None:
            dialog, self.choice_dialog = self.choice_dialog, None
            dialog.declined.disconnect()
            dialog.picked.disconnect()
            dialog.done(0)
            dialog.deleteLater()

    def show_discard(self, player: int) -> None:
        pile = self.game.view(self.viewer).players[player].discard
        dialog = CardsDialog(self.tr("{name}'s discard pile").format(name=self.names[player]),
                             self.tr("%n card(s)", "", len(pile)),
                             [(c.card, None) for c in pile], self.tr("Close"), self)
        dialog.open()

    # --- bots ------------------------------------------------------------------------------------
    def _schedule_bot(self, player: int) -> None:
        legal = self.game.legal_actions()
        if len(legal) == 1:  # nothing to choose, nothing to wait for
            self._play_for_bot(legal[0])
            return
        self._think_paced(player, int(BOT_PAUSE_MS * max(self.scene.speed, 0.15)))

    def _note_line(self, render: Callable[[], str]) -> None:
        self.log.note(render)

    # --- undo ------------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.own_table is not None:
            self.own_table.undo()
            return
        if not self.acting or self.scene.busy or not self.undo_chain.can_undo(self.viewer):
            return
        self.token += 1
        self.aim = None
        self.game = self.undo_chain.undo()
        self.moved[self.viewer] = {}
        self.refresh(animate=True)
        self.log.note(lambda name=self.names[self.viewer]: self.tr("{name} takes back a move.").format(name=name))

    # --- end of game -----------------------------------------------------------------------------
    def _show_winner(self) -> None:
        if self.winner_shown:
            return
        self.winner_shown = True
        g = self.game
        self.autosave()  # removes it: a finished game is nothing to resume
        if self.autosaving:
            finished.keep(self.save_text())
        v = g.view(self.viewer)
        dialog = WinnerDialog(g.winner, self.names, [p.vp for p in v.players], [list(r) for r in v.vp_history], self,
                              self.hints.summary(self.names, humans(self.seats)), history_of(g) is not None)
        dialog.finished.connect(self._winner_done)
        dialog.open()

    def _winner_done(self, code: int) -> None:
        if code == WinnerDialog.REMATCH:
            g, v = self.game, self.game.view(self.viewer)
            titans = any(p.titans for p in v.players) or any(b.titans for b in v.bases)
            self.start_config(GameConfig(self.seats, self.factions, rematch_seed(kind_of(g).seed(g)), g.winner,
                                         titans=titans))
        elif code == WinnerDialog.NEW_GAME:
            self.new_game_dialog()
        elif code == WinnerDialog.REVIEW:
            replay.review_this_game(self)

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
        if code == WinnerDialog.REMATCH:
            g = self.own_table.game
            self.start_config(GameConfig(self.seats, [], rematch_seed(kind_of(g).seed(g)), 0, kind_of(g).key))
        elif code == WinnerDialog.NEW_GAME:
            self.new_game_dialog()

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
        self._remember(path)
        self.bar.inform(self.tr("Saved: {file}").format(file=path.name))

    def proposed_name(self) -> str:
        """A file name for Save as: the seats and the date ("Ann, Ben 2026-11-22 21h30.smashup")."""
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
        data = saves.parse(saves.read(path))
        game = saves.from_data(data)
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
            storage.remove(storage.autosave_path())
            return
        try:
            storage.atomic_write(storage.autosave_path(), self.save_text(autosave=True))
        except OSError as e:
            self.bar.say(self.tr("Autosave failed: {error}").format(error=e.strerror or str(e)))

    def offer_resume(self) -> bool:
        """On start: resume the autosaved game if it is unfinished and the player wants it."""
        path = storage.autosave_path()
        if not path.exists():
            return False
        opened = self._read(path)
        if isinstance(opened, str):
            return self._set_aside(path, opened)
        game, seats, note, origin = opened
        if game.over:
            storage.remove(path)
            return False
        if not ask(self, self.tr("Resume?"), self.tr(
                "An unfinished game between {names} was saved in round {round}. Resume it?").format(
                names=", ".join(s.name for s in seats),
                round=kind_of(game).round(game))):
            return False
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
        self.resume_problem = self.tr("The last game can't be resumed: {reason}. It was kept as {file}.").format(
            reason=reason, file=aside.name)
        return False

    def begin(self, path: Path | None) -> None:
        """At start-up: the game named on the command line, else the unfinished one, else a new one."""
        if path is not None and self.open_path(path):
            return
        if not self.offer_resume():
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
        HelpDialog(self).open()

    def show_about(self) -> None:
        AboutDialog(version(), self).open()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.token += 1
        self.hints.wait()
        self._release_bots()
        self.runner.shutdown()
        self.autosave()
        self.settings["geometry"] = bytes(self.saveGeometry().toBase64()).decode("ascii")
        storage.save_settings(self.settings)
        super().closeEvent(event)
