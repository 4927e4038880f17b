"""The local Smash Up game at the window: the person at the screen (the hotseat cover, a bot's
turn hiding the hands), the moves played on the table and their marks, Undo, the winner's dialog.
The window (``app/main_window.py``) holds the game, the seats, the bots and the files; this part
plays the game on its Smash Up table (``app/smashup/table.py``) and hands the decision on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.following import moved_cards, plays_left, table_places
from app.messages import warn
from app.move_guard import Failure, GuardedBots, apply_guarded, failed_move_text, failed_title
from app.seats import bot_hides_hands, humans, person_answers
from app.smashup.answering import Answering, StandIn
from rules.actions import Action
from rules.game import history_of
from rules.games import kind_of

if TYPE_CHECKING:
    from rules.game import Game


def rematch_seed(rng: int) -> int:
    """A new game's seed drawn from the finished one's generator."""
    return (rng * 6364136223846793005 + 1) & ((1 << 63) - 1)


class LocalPlay(GuardedBots):
    """For the main window (a QMainWindow with ``smashup``, ``cover``, ``log``, ``a_undo``, ``seats``,
    ``names``, ``undo_chain``, ``moved``, ``autosave``, ``start_config``, ``new_game_dialog``,
    ``_schedule_bot``): its Smash Up game, played by the people at the screen and its bots."""

    game: Any
    viewer: int
    hidden: bool
    winner_shown: bool
    answering: Answering  # hot-seat response rounds: every person is handed the computer in turn

    @property
    def standing_in(self) -> bool:
        """The person at the screen stands in a response round the rules don't ask them in."""
        return self.answering.seat is not None

    @property
    def table_game(self) -> Any:
        """The game as the person at the screen answers it: standing in a response round, Pass alone."""
        return StandIn(self.game, self.answering.seat) if self.standing_in else self.game

    # --- showing and acting ----------------------------------------------------------------------
    @property
    def acting(self) -> bool:
        """The person at the screen may answer the pending decision now."""
        return person_answers(self.table_game, self.seats, self.viewer, self.cover.covering or self.hidden)

    def refresh(self, animate: bool) -> None:
        assert self.game is not None
        g = self.game
        plays = plays_left(g, self.viewer) if not self.seats[self.viewer].is_bot and not self.hidden else []
        can_undo = self.acting and not self.standing_in and self.undo_chain.can_undo(self.viewer)
        self.a_undo.setEnabled(can_undo)
        # Behind the hotseat cover, or while a bot plays in hotseat, private lines stay hidden too.
        private = not (self.cover.covering or self.hidden)
        self.log.show_game(g, self.viewer if private else None, self.names, kind_of(g).log(g), g.view(self.viewer))
        self.smashup.show_game(self.table_game, self.viewer, self.names, self.acting, animate, self.moved[self.viewer], plays,
                               self._bot_playing_text() if self.hidden else None, can_undo=can_undo)
        self.hints.sync()

    def _bot_playing_text(self) -> str:
        d = self.game.decider
        name = self.names[d if d is not None else self.game.view(self.viewer).active]
        return self.tr("{name} is playing… Hands are hidden.").format(name=name)

    def act(self, action: Action) -> bool:
        """The person's answer, played at the table as a drag, a click or a key plays it."""
        return self.smashup.act(action)

    def _play(self, action: Action, joined: bool) -> bool:
        """Plays an answer of the table's; ``joined``: one Undo takes it back with the drop before."""
        if self.standing_in:  # a pass standing in: the rules asked nobody of this seat
            self.answering.passed()
            self.refresh(animate=False)
            self._proceed()
            return True
        failure = self._apply(action, self.viewer)
        if failure is not None:
            warn(self, failed_title(), failed_move_text(failure))
        elif joined:
            self.undo_chain.join_last()
        return failure is None

    def _apply(self, action: Action, player: int) -> Failure | None:
        """Plays ``action`` for ``player``; when the rules fail on it, the position before it is
        kept and the failure returned. A pass that ends a response round waits for the people after
        it in the round (app/smashup/answering.py)."""
        assert self.game is not None
        if self.answering.holds(self.game, action, humans(self.seats)):
            self._proceed()
            return None
        return self._played(action, player)

    def _played(self, action: Action, player: int) -> Failure | None:
        before, events = apply_guarded(self.game, action, self.seats)
        if isinstance(events, Failure):
            self.game = before
            self.refresh(animate=False)
            return events
        self.undo_chain.record(before, player, events)
        self._note_moves(before, player)
        # Hidden from a bot's move until a person takes the screen; a finished game hides nothing.
        # A person standing in a response round before the bot's question takes the screen first.
        nxt = self.answering.stand_in(self.game, humans(self.seats))
        self.hidden = (self.hidden or bot_hides_hands(self.seats, self.game.decider if nxt is None else nxt)) \
            and not self.game.over
        self.bar.say("")
        if any(ev.kind == "turn_end" for ev in events):
            self.autosave()
        self.smashup.game = self.game  # the banner is worded from the game that scored, not the one drawn
        self.smashup.show_scoring(events)
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

    def _proceed(self) -> None:
        """The table is still: hand the decision to whoever has it."""
        g = self.game
        if g is None or self.scene.busy:
            return
        if g.over:
            self._show_winner()
            return
        people = humans(self.seats)
        d = self.answering.stand_in(g, people)
        if d is None and self.answering.held is not None:
            self._played(*self.answering.release())
            return
        if d is None:
            d = g.decider
        elif d == self.viewer and not self.hidden and not isinstance(self.smashup.game, StandIn):
            self.refresh(animate=False)  # the person at the screen stands in: their Pass alone
        if self.seats[d].is_bot:
            if len(people) > 1 and not self.hidden:  # a person stood in before it: their hand goes
                self.hidden = True
                self.refresh(animate=False)
            self._schedule_bot(d)
        elif d != self.viewer or self.hidden:
            # A person decides after someone else (or after a bot, even when it is the person the
            # table showed last): through the cover in hotseat.
            self.viewer, self.hidden = d, False
            if len(people) > 1:
                self.cover.show_for(self.names[d])
            self.refresh(animate=False)
        else:
            self.smashup.offer_off_table()

    def _ready(self) -> None:
        self.cover.hide()
        self.view.setFocus()
        self.refresh(animate=False)

    # --- undo ---
    def undo_move(self) -> None:
        """The person at the screen takes back their last move."""
        if not self.acting or self.scene.busy or self.standing_in \
                or not self.undo_chain.can_undo(self.viewer):
            return
        self.token += 1
        self.answering.reset()
        self.smashup.aim = None
        self.game = self.undo_chain.undo()
        self.moved[self.viewer] = {}
        self.refresh(animate=True)
        self.log.note(lambda name=self.names[self.viewer]: self.tr("{name} takes back a move.").format(name=name))

    # --- end of game -----------------------------------------------------------------------------
    def _show_winner(self) -> None:
        if self.winner_shown:
            return
        self.winner_shown = True
        from app.end_dialogs import WinnerDialog
        from app.replay import finished

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
        from app.end_dialogs import WinnerDialog
        from app.new_game_dialog import GameConfig
        from app.replay import opening

        if code == WinnerDialog.REMATCH:
            g, v = self.game, self.game.view(self.viewer)
            titans = any(p.titans for p in v.players) or any(b.titans for b in v.bases)
            self.start_config(GameConfig(self.seats, self.factions, rematch_seed(kind_of(g).seed(g)), g.winner,
                                         titans=titans))
        elif code == WinnerDialog.NEW_GAME:
            self.new_game_dialog()
        elif code == WinnerDialog.REVIEW:
            opening.review_this_game(self)

