"""Smash Up's table, the one every seat plays at: the scene, the prompt bar and its answer buttons,
the dialog of cards off the table, the scoring banner, a drop's aim. It draws a game as one seat
sees it and words and lights the decision from the game's ``pending`` alone (a local game's, or a
joined seat's rebuilt from its view: the same record, so the same words); the seat's answers go to
``play``, whatever plays them (the local game, or the link to the host).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QVBoxLayout, QWidget

from app import i18n
from app.assets import player_colour
from app.card_dialogs import CardsDialog, names_card
from app.messages import ask
from app.scoring import scoring_results
from app.smashup.prompt_bar import PromptBar
from app.smashup.table_scene import TableScene
from app.smashup.table_view import TableView
from rules.actions import Action, Finish, Pass, Pick, Play, Use
from rules.decision import DecisionKind

# Plays an answer of the seat at the table; ``joined``: it answers the card dropped just before (one
# Undo takes both back). False when it was not played.
Player = Callable[[Action, bool], bool]


class SmashUpTable(QWidget):
    def __init__(self, play: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.play = play
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.bar = PromptBar()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(self.bar)
        self.game: Any = None  # a rules.game.Game, or a joined seat's rules.net.remote.RemoteTable
        self.viewer = 0
        self.names: list[str] = []
        self.acting = False  # the person at this table answers the pending decision now
        self.choice_dialog: CardsDialog | None = None
        # A drop's answer to its card's next question, for the player who dropped it (see act_aimed).
        self.aim: tuple[int, int, Pick] | None = None  # (player, card, answer)
        self.scene.action_chosen.connect(self.act)
        self.scene.action_aimed.connect(self.act_aimed)
        self.scene.refused.connect(self.bar.say)
        self.scene.discard_requested.connect(self.show_discard)
        self.bar.chosen.connect(self.act)

    def reset(self) -> None:
        """A new game: nothing of the last one is kept (instance ids mean other cards)."""
        self.aim = None
        self._close_choice_dialog()
        self.scene.reset()

    def show_game(self, game: Any, viewer: int, names: list[str], acting: bool, animate: bool,
                  moved: dict[int, int] | None = None, plays: list[str] | None = None, hidden: str | None = None,
                  waiting_for: str | None = None, can_undo: bool = False) -> None:
        """Draws ``game`` as ``viewer`` sees it and words its decision (see TableScene.set_state and
        PromptBar.show_game); a drop's aim then answers its card's question if it is this one."""
        self.game, self.viewer, self.names, self.acting = game, viewer, names, acting
        self.scene.set_state(game, viewer, names, acting, animate, moved, plays, hidden)
        self._sync_choice_dialog()
        d = game.decider
        self.bar.show_game(game, names, acting, waiting_for or (names[d] if d is not None else None), can_undo,
                           in_dialog=bool(self.scene.off_table_options()))
        self._take_aim()

    # --- acting --------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Plays the person's answer; False when it was not played (not theirs to give now)."""
        if not self.acting or self.scene.busy or action not in self.game.legal_actions():
            return False
        if isinstance(action, Use) and self._is_titan_beside_deck(action.card) and not self._titan_confirmed(action.card):
            return False
        if isinstance(action, Play) and action.card not in self.scene.cards and \
                self.scene.targeting != action.card and len(self.scene.plays_of(action.card)) > 1:
            # A card from elsewhere (a discard pile) with several places to go: they are lit, and the
            # one clicked then plays it.
            self.scene.targeting = action.card
            self.scene.refresh_highlights()
            return False
        return self.play(action, False)

    def act_aimed(self, action: Play | Use, answer: Pick) -> None:
        """A drop that names more than its action: a standard action dropped on a minion, a titan
        dropped on a base. The action is played, and ``answer`` answers the card's own next question
        when the rules offer it there (the drop named the target); a drop on the table or a base
        leaves the choice of minion to be asked."""
        self.aim = (self.viewer, action.card, answer)
        if not self.act(action):
            self.aim = None

    def _take_aim(self) -> None:
        """The aimed card's next question to the player who dropped it, whenever it is shown (at
        once on a local table, when the host's next state comes on a joined one): answered with the
        drop's answer when it is among the options. Me First! windows and other players' answers in
        between keep the aim; the dropper's next other question drops it."""
        if self.aim is None or not self.acting:
            return
        player, card, answer = self.aim
        d = self.game.pending
        if d.kind == DecisionKind.ME_FIRST or d.player != player:
            return
        self.aim = None
        if d.source == card and answer in d.options:
            self.play(answer, True)

    def _is_titan_beside_deck(self, card: int) -> bool:
        item = self.scene.cards.get(card)
        return item is not None and item.zone == "beside_deck"

    def _titan_confirmed(self, card: int) -> bool:
        """Bringing a titan in may cost something (a card, the minion play): asked first, never on one click."""
        cid = self.game.read.cid(card)
        return ask(self, self.tr("Bring a titan into play"), self.tr("Bring {titan} into play?\n\n{text}").format(
            titan=i18n.card_name(cid), text=i18n.card_text(cid)))

    # --- scoring ---------------------------------------------------------------------------------
    def show_scoring(self, events: Sequence[Any]) -> None:
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

    # --- cards off the table -----------------------------------------------------------------------
    def offer_off_table(self) -> None:
        """The table is still and the choice is among cards it does not show: a dialog of them."""
        options = self.scene.off_table_options()
        if not self.acting or self.scene.busy or not (options or self._asks_about_unseen_card()) \
                or self.choice_dialog is not None:
            return
        dialog = CardsDialog(self.tr("Choose a card"), "", [], None, self)
        dialog.source = self.game.pending.source
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
        if dialog is None:
            return
        options = self.scene.off_table_options()
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
        dialog = CardsDialog(i18n.naming(self.tr("{name}'s discard pile"), name=self.names[player]),
                             self.tr("%n card(s)", "", len(pile)),
                             [(c.card, None) for c in pile], self.tr("Close"), self)
        dialog.open()
