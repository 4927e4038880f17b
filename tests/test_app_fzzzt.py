"""FZZZT! on the table: chosen in the New game dialog, bids by drag (or keyboard) into a sealed bid
area, hotseat cover between sealed bids, bots, undo, saves and resume, French."""

from __future__ import annotations

import pytest
from fzzzt_table import position
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMessageBox
from test_app_saves import make_window

from app import i18n, storage
from app.fzzzt.cards import CardWidget, DropZone
from app.main_window import MainWindow
from app.new_game_dialog import NewGameDialog
from app.seats import Seat
from rules import saves
from rules.actions import FINISH
from rules.fzzzt.game import new_game


@pytest.fixture
def hotseat(qtbot) -> MainWindow:
    w = make_window(qtbot)
    w.start_any(new_game(2, seed=3), [Seat("Alice"), Seat("Bob")], None)
    w.tables["fzzzt"]._ready()
    return w


def shown_cards(w: MainWindow) -> set[int]:
    return {c.iid for c in w.tables["fzzzt"].findChildren(CardWidget) if c.iid is not None and c.isVisibleTo(w.tables["fzzzt"])}


def bid_zone(w: MainWindow) -> DropZone:
    return next(z for z in w.tables["fzzzt"].findChildren(DropZone) if z.accepts is not None and
                any(z.accepts(c) for c in w.tables["fzzzt"].game.state.players[w.tables["fzzzt"].viewer].hand))


def test_the_new_game_dialog_first_asks_which_game(qtbot):
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.game_choice.itemText(0) == "Smash Up" and dialog.game_choice.itemText(1) == "FZZZT!"
    dialog.game_choice.setCurrentIndex(1)
    assert dialog.mode_box.isHidden()
    dialog.seed.setText("12")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.config.game == "fzzzt" and dialog.config.seed == 12


def test_a_new_fzzzt_game_shows_the_fzzzt_table(qtbot):
    w = make_window(qtbot)
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.game_choice.setCurrentIndex(1)
    dialog.seed.setText("4")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    w.start_config(dialog.config)
    assert w.playing.key == "fzzzt" and w.tables["fzzzt"].game.state.round == 1


def test_a_card_dropped_on_the_bid_area_joins_the_bid_and_enter_seals_it(hotseat):
    t = hotseat.tables["fzzzt"]
    me = t.viewer
    card = t.game.state.players[me].hand[0]
    bid_zone(hotseat).dropped.emit(card)
    assert t.game.state.players[me].bid == [card]
    t._enter()
    assert t.game.state.players[me].sealed


def test_a_card_the_rules_refuse_is_not_accepted_by_the_bid_area(hotseat):
    other = 1 - hotseat.tables["fzzzt"].viewer
    stranger = hotseat.tables["fzzzt"].game.state.players[other].hand[0]
    assert not bid_zone(hotseat).accepts(stranger)


def test_space_on_a_selected_card_bids_it(hotseat, qtbot):
    t = hotseat.tables["fzzzt"]
    me = t.viewer
    widget = next(c for c in t.findChildren(CardWidget) if c.iid == t.game.state.players[me].hand[1])
    from PySide6.QtCore import Qt

    qtbot.keyClick(widget, Qt.Key.Key_Space)
    assert t.game.state.players[me].bid == [widget.iid]


def test_hotseat_covers_the_table_and_never_shows_a_sealed_bid_to_the_next_player(hotseat):
    t = hotseat.tables["fzzzt"]
    first = t.viewer
    card = t.game.state.players[first].hand[0]
    t.bid_card(card)
    t.act(FINISH)
    hotseat.tables["fzzzt"]._proceed()
    assert t.cover.covering and t.viewer == 1 - first
    t._ready()
    assert card not in shown_cards(hotseat)
    assert t.game.state.players[first].bid == [card]


def test_undo_takes_a_card_back_from_the_bid(hotseat):
    t = hotseat.tables["fzzzt"]
    me = t.viewer
    card = t.game.state.players[me].hand[0]
    t.bid_card(card)
    assert t.can_undo()
    hotseat.undo()
    assert card in t.game.state.players[me].hand and t.game.state.players[me].bid == []


def test_a_bot_bids_after_the_human(qtbot):
    w = make_window(qtbot)
    w.start_any(new_game(2, seed=3), [Seat("Alice"), Seat("Robby", "bot", "normal")], None)
    t = w.tables["fzzzt"]
    qtbot.waitUntil(lambda: t.game.decider == 0 or t.game.state.last is not None, timeout=5000)
    if t.game.state.last is None:
        t.bid_card(t.game.state.players[0].hand[0])
        t.act(FINISH)
    qtbot.waitUntil(lambda: t.game.state.last is not None, timeout=5000)
    assert t.game.state.last.values[1] is not None


def test_a_fzzzt_game_saves_and_reopens_exactly(hotseat, qtbot, tmp_path):
    t = hotseat.tables["fzzzt"]
    t.bid_card(t.game.state.players[t.viewer].hand[0])
    path = tmp_path / "auction.smashup"
    assert hotseat.save_to(path)
    again = make_window(qtbot)
    assert again.open_path(path)
    assert again.playing.key == "fzzzt" and again.tables["fzzzt"].game.state == t.game.state
    assert again.names == ["Alice", "Bob"]


def test_the_next_start_offers_to_resume_the_fzzzt_game(hotseat, qtbot, monkeypatch):
    t = hotseat.tables["fzzzt"]
    t.bid_card(t.game.state.players[t.viewer].hand[0])
    saved = saves.to_data(t.game)["state"]
    hotseat.close()
    questions: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda _p, _t, text: questions.append(text) or
                        QMessageBox.StandardButton.Yes)
    again = make_window(qtbot)
    again.begin(None)
    assert again.playing.key == "fzzzt" and saves.to_data(again.tables["fzzzt"].game)["state"] == saved
    assert questions == ["An unfinished game between Alice, Bob was saved in round 1. Resume it?"]


def test_the_fzzzt_table_speaks_french(hotseat, qtbot):
    try:
        assert i18n.install_language("fr")
        qtbot.waitUntil(lambda: hotseat.tables["fzzzt"].prompt.text() == "Ajoutez une carte à votre Enchère, puis posez-la (Entrée)")
        assert "Chaîne" in " ".join(label.text() for label in hotseat.tables["fzzzt"].findChildren(
            type(hotseat.tables["fzzzt"].prompt)))
    finally:
        i18n.install_language("en")


def test_the_build_choices_name_the_unit_by_the_books_short_form(qtbot):
    """FZ 105: « Unité de Production (UP) ». With the long name, one row of these choices made the
    French window wider than a 1920-pixel screen."""
    g = position([[], []], workshops=[["robot_upgrade", "robot_2_o"], []],
                 units=[[("unit_nbco", []), ("unit_co", [])], []], phase="final")
    w = make_window(qtbot)
    try:
        assert i18n.install_language("fr")
        w.start_any(g, [Seat("Alice"), Seat("Bob")], None)
        w.tables["fzzzt"]._ready()
        gifts = w.tables["fzzzt"].give_list
        choices = [gifts.item(k).text() for k in range(gifts.count())]
        assert len(choices) == 4 and all("→ UP (" in c for c in choices)
        assert not any("Unité" in c for c in choices)
    finally:
        i18n.install_language("en")


def french_table(qtbot, g) -> MainWindow:
    w = make_window(qtbot)
    assert i18n.install_language("fr")
    w.start_any(g, [Seat("Alice"), Seat("Bob")], None)
    w.tables["fzzzt"]._ready()
    return w


def test_one_card_left_in_the_factory_is_said_in_the_singular(qtbot):
    g = position([["robot_1_n"], ["robot_1_b"]], conveyor=["fzzzt"] * 8, factory=["fzzzt"])
    try:
        labels = [label.text() for label in french_table(qtbot, g).tables["fzzzt"].findChildren(QLabel)]
        assert "Usine\u00a0: 1 carte" in labels
    finally:
        i18n.install_language("en")


def test_the_log_says_when_a_player_has_finished_building(qtbot):
    g = position([[], [], []], workshops=[[], ["robot_3_o"], []], units=[[], [("unit_co", [])], []],
                 phase="build", chief=1)
    w = make_window(qtbot)
    w.start_any(g, [Seat("Alice"), Seat("Bob"), Seat("Carol")], None)
    table = w.tables["fzzzt"]
    table._ready()
    table.act(FINISH)
    log = table.log
    assert log.item(log.count() - 1).text() == "Bob has finished building."
    try:
        assert i18n.install_language("fr")
        # The book: « attribuer un Robot » (a unit).
        qtbot.waitUntil(lambda: log.item(log.count() - 1).text() == "Bob a fini d'attribuer ses Robots.")
    finally:
        i18n.install_language("en")


def test_a_shared_victory_names_the_winners_in_the_plural(qtbot):
    """FZ 168: « En cas de nouvelle égalité, les joueurs ex-æquo se partagent la victoire »."""
    g = position([[], []], workshops=[["robot_1_n"], ["robot_1_n"]], phase="final")
    assert g.pending is None and g.winners == [0, 1]
    try:
        prompt = french_table(qtbot, g).tables["fzzzt"].prompt.text()
        assert prompt.endswith("Gagnants\u00a0: Alice et Bob.")
    finally:
        i18n.install_language("en")


@pytest.mark.parametrize("second", [Seat("Robby", "bot", "normal"), Seat("Bob")], ids=["bot", "hotseat"])
def test_a_whole_game_plays_to_the_end(qtbot, monkeypatch, second):
    import app.fzzzt.table as table
    from rules.fzzzt.bot import GreedyBot

    monkeypatch.setattr(table, "BOT_PAUSE_MS", 0)
    monkeypatch.setattr(table, "REVEAL_MS", 0)
    w = make_window(qtbot)
    w.start_any(new_game(2, seed=21), [Seat("Alice"), second], None)
    t, people = w.tables["fzzzt"], [GreedyBot(5), GreedyBot(6)]

    def step() -> bool:
        if t.cover.covering:
            t._ready()  # the next person says they are ready
        if t.acting:
            t.act(people[t.viewer].decide(t.game.clone(), t.viewer))
        return t.game.over

    qtbot.waitUntil(step, timeout=60000)
    assert t.game.state.scores is not None and "Final scores" in t.prompt.text()
    assert not (storage.autosave_path()).exists()  # a finished game is nothing to resume


def test_a_smash_up_game_after_fzzzt_brings_the_smash_up_table_back(hotseat):
    from rules.setup import new_game as new_smashup

    hotseat.start(new_smashup([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0),
                  [Seat("Alice"), Seat("Bob")], None)
    assert hotseat.playing.key != "fzzzt" and hotseat.stack.currentWidget() is hotseat.smashup
    assert hotseat.saved_game is hotseat.game


def test_a_refused_drop_says_why(hotseat):
    t = hotseat.tables["fzzzt"]
    me = t.viewer
    zones = [z for z in t.findChildren(DropZone) if z.isVisibleTo(t)]
    bid_zone(hotseat).dropped.emit(t.game.state.players[1 - me].hand[0])
    assert t.prompt.text() == "You can only bid with cards from your hand."
    assert t.game.state.players[me].bid == [] and len(zones) == 1  # the bid area only: no unit yet


def test_a_card_stays_selected_after_each_bid_and_each_auction(hotseat, qtbot):
    from PySide6.QtCore import Qt

    t = hotseat.tables["fzzzt"]
    hotseat.show()
    hotseat.activateWindow()
    qtbot.waitExposed(hotseat)

    def selected() -> CardWidget:
        focused = hotseat.focusWidget()
        assert isinstance(focused, CardWidget) and focused.parent() is t.hand_row and focused.draggable
        return focused

    conveyor = len(t.game.state.conveyor)
    cards = [c for c in t.hand_row.findChildren(CardWidget) if c.draggable]
    cards[2].setFocus()
    qtbot.keyClick(cards[2], Qt.Key.Key_Space)  # bids it: the hand is drawn anew
    assert t._bid_cards().index(selected()) == 2  # the same place in the hand
    for _ in range(2):  # each player seals a bid: the auction is over
        t._enter()
        t._proceed()
        t._ready()
        if t.game.state.players[t.viewer].bid == []:
            t.bid_card(t.game.state.players[t.viewer].hand[0])
    assert len(t.game.state.conveyor) < conveyor
    selected()


def test_the_enter_key_seals_the_bid(hotseat, qtbot):
    """The button says « (Enter) »: the key itself, pressed in the window, seals the bid."""
    from PySide6.QtCore import Qt

    t = hotseat.tables["fzzzt"]
    me = t.viewer
    t.bid_card(t.game.state.players[me].hand[0])
    hotseat.show()
    hotseat.activateWindow()
    qtbot.waitUntil(hotseat.isActiveWindow)
    qtbot.keyClick(t.seal_button, Qt.Key.Key_Return)
    assert t.game.state.players[me].sealed


def test_the_last_auction_reads_on_two_lines_beside_its_bids(hotseat, qtbot):
    """« Last auction: Robot 2 — oil — power 2 — 2 VP — speed 4 » was squeezed into a column a
    word or two wide, four lines tall, though the row had room: it takes its full width."""
    t = hotseat.tables["fzzzt"]
    hotseat.resize(1600, 900)
    hotseat.show()
    qtbot.waitExposed(hotseat)
    for _ in range(2):  # each player bids and seals: the auction is over
        t.bid_card(t.game.state.players[t.viewer].hand[0])
        t._enter()
        t._proceed()
        t._ready()
    label = next(w for w in t.last_reveal.findChildren(QLabel) if w.text().startswith("Last auction:"))
    qtbot.waitUntil(lambda: label.isVisible())
    lines = label.height() // label.fontMetrics().lineSpacing()
    assert lines <= 2, (label.text(), label.size())
