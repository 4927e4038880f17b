"""Every decision can be answered from the keyboard: Ctrl+Enter ends the turn (or passes, or says
Done), Y and N answer a yes/no question (O and N in French), the other answers are numbered; each
button shows its key, and the quick reference lists them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table import Table
from window import open_window

from app import i18n
from app.help_dialog import HelpDialog
from app.main_window import MainWindow


def press(qtbot, w: MainWindow, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    QTest.keyClick(w.view.viewport(), key, modifier)


def library_about_to_score() -> Table:
    """The Great Library (breakpoint 22) scores when player 1 ends the turn; then each player with
    a minion there is asked "Draw 1 card?", player 1 first."""
    return Table(factions=[["dinosaurs", "aliens"], ["wizards", "ninjas"], ["robots", "zombies"]],
                 bases=[("base/the_great_library", ["dinosaurs/king_rex", "dinosaurs/king_rex",
                                                    ("wizards/archmage", 1), ("ninjas/ninja_master", 1)]),
                        ("base/jungle_oasis", [])],
                 decks=[["aliens/collector"], ["wizards/summon", "wizards/summon", "wizards/summon"], []],
                 base_deck=["base/tar_pits"], active=1)


def test_ctrl_enter_ends_the_turn_and_y_says_yes(qtbot) -> None:
    t = library_about_to_score()
    w = open_window(qtbot, t.g)
    assert w.bar.button("End turn").text() == "End turn  (Ctrl+Enter)"
    press(qtbot, w, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.game.pending.kind == "yesno" and w.game.decider == 1)
    assert [b.text() for b in w.bar._answer_buttons] == ["Yes  (Y)", "No  (N)"]
    hand = len(w.game.state.players[1].hand)
    qtbot.waitUntil(lambda: not w.scene.busy)
    press(qtbot, w, Qt.Key.Key_Y)
    qtbot.waitUntil(lambda: len(w.game.state.players[1].hand) == hand + 1)


def test_the_keys_are_shown_in_french_and_in_the_quick_reference(qtbot) -> None:
    t = library_about_to_score()
    w = open_window(qtbot, t.g)
    i18n.install_language("fr")
    try:
        qtbot.waitUntil(lambda: w.bar.button("Fin du tour") is not None)
        assert w.bar.button("Fin du tour").text() == "Fin du tour  (Ctrl+Entrée)"
        assert "Ctrl+Entrée termine votre tour" in HelpDialog(w).browser.toPlainText()
    finally:
        i18n.install_language("en")
    assert "Ctrl+Enter ends your turn" in HelpDialog(w).browser.toPlainText()
