"""Every kind of decision the engine declares is answered on both tables, the local window's and a
joined window's, the way a person answers it: a drag on the table, a click on a lit card or base, a
key for a button. The answer must reach the game (the local game, or the host's)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table import Table
from test_app_net import HostThread, drag, joined

from app.main_window import MainWindow
from app.seats import Seat
from app.smashup.table import SmashUpTable
from rules.actions import PASS, Action, Pick, PickKind, Play
from rules.decision import DecisionKind
from rules.net.table import Table as HostTable


def click(table: SmashUpTable, item) -> None:
    view = table.view
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(item.sceneBoundingRect().center()))


def lit_during_drag(table: SmashUpTable, item, target) -> set[int]:
    """``item`` dragged onto ``target`` as a person drags it: the cards lit while over ``target``."""
    view, vp = table.view, table.view.viewport()
    start, end = (view.mapFromScene(i.sceneBoundingRect().center()) for i in (item, target))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(vp, start + (end - start) * k / 5)
    lit = {iid for iid, card in table.scene.cards.items() if card.lit is not None}
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    return lit


def key(table: SmashUpTable, k: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A button's shortcut, as a person presses it: the window in front, its buttons shown (a
    button is shown by Qt's next turn of the event loop after it is made; until then its key is not
    its own)."""
    window = table.window()
    window.activateWindow()
    for _ in range(250):
        if window.isActiveWindow() and all(table.bar.button(label).isVisible() for label in table.bar.labels()):
            break
        QTest.qWait(20)
    QTest.keyClick(table.view.viewport(), k, modifier)


@dataclass
class Case:
    position: Callable[[], Table]  # a position whose pending decision is player 0's, of the kind
    # The person's gesture; the answer it must give (read before: the local table plays on ``t``).
    answer: Callable[[SmashUpTable, Table], Action]
    players: int = 2


def _main() -> Table:
    return Table(hands=[["dinosaurs/war_raptor"], []])


def _drag_the_raptor(table: SmashUpTable, t: Table) -> Action:
    expected = Play(t.id("war_raptor"), 1)
    drag(table, table.scene.cards[t.id("war_raptor")], table.scene._base_item(1))
    return expected


def _card() -> Table:
    t = Table(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/saucy_wench"], []],
              bases=[("base/jungle_oasis", [("aliens/collector", 1)]), ("base/tar_pits", [])])
    t.play("saucy_wench", "jungle_oasis")
    return t


def _click_the_collector(table: SmashUpTable, t: Table) -> Action:
    expected = Pick("card", t.id("collector"))
    click(table, table.scene.cards[t.id("collector")])
    return expected


def _base() -> Table:
    """Two bases ready at the end of the turn: which scores first."""
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "dinosaurs/armor_stego"]),
                     ("base/tar_pits", ["dinosaurs/king_rex", "dinosaurs/king_rex", "dinosaurs/laseratops"]),
                     ("base/the_central_brain", [])])
    t.finish()
    return t


def _click_tar_pits(table: SmashUpTable, t: Table) -> Action:
    expected = Pick("base", t.slot("tar_pits"))
    click(table, table.scene._base_item(expected.value))
    return expected


def _player() -> Table:
    """Broadside: whose minions."""
    t = Table(factions=[["pirates", "ninjas"], ["aliens", "dinosaurs"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", [("pirates/saucy_wench", 0), "aliens/collector", "robots/zapbot"]),
                     ("base/the_mothership", [("pirates/first_mate", 0), "robots/zapbot"])],
              hands=[["pirates/broadside"], [], []])
    t.play("broadside")
    return t


def _first_numbered(table: SmashUpTable, t: Table) -> Action:
    expected = next(a for a in t.g.pending.options if isinstance(a, Pick))
    key(table, Qt.Key.Key_1)
    return expected


def _option() -> Table:
    """Block the Path: "Name a faction" (issue 44: no button for it on a joined table)."""
    t = Table(factions=[["tricksters", "robots"], ["aliens", "dinosaurs"]],
              hands=[["tricksters/block_the_path"], []], bases=[("base/jungle_oasis", []), ("base/tar_pits", [])])
    t.play("block_the_path", base="jungle_oasis")
    return t


def _yesno() -> Table:
    """Doctor Octopus at the start of player 0's turn: lower the breakpoint?"""
    t = Table(factions=[["sinister_six", "ninjas"], ["aliens", "dinosaurs"]],
              bases=[("base/the_mothership", ["sinister_six/doctor_octopus"]), ("base/jungle_oasis", [])], active=1)
    t.finish()
    return t


def _yes(table: SmashUpTable, t: Table) -> Action:
    expected = next(a for a in t.g.pending.options if getattr(a, "yes", False))
    key(table, Qt.Key.Key_Y)
    return expected


def _me_first() -> Table:
    """Jungle Oasis over its breakpoint, Full Sail in each hand: Me First! before it scores."""
    sails = "pirates/full_sail"
    t = Table(factions=[["dinosaurs", "pirates"], ["ninjas", "pirates"]], hands=[[sails], [sails]],
              decks=[["dinosaurs/war_raptor"] * 2] * 2,
              bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("dinosaurs/king_rex", 0)]),
                     ("base/tar_pits", []), ("base/the_central_brain", [])])
    t.finish()
    return t


def _pass_by_key(table: SmashUpTable, t: Table) -> Action:
    key(table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    return PASS


def _order() -> Table:
    """Two Pay the Pipers answer one minion played: which resolves first."""
    t = Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["robots", "tricksters"]],
              hands=[["ninjas/shinobi", "pirates/first_mate", "pirates/cannon", "pirates/swashbuckling"], [], []],
              bases=[("base/the_central_brain", []), ("base/jungle_oasis", [])],
              base_actions={0: [{"card": "tricksters/pay_the_piper", "label": "piper1", "controller": 2},
                                {"card": "tricksters/pay_the_piper", "label": "piper2", "controller": 2}]})
    t.play("shinobi", "the_central_brain")
    return t


def _click_piper(table: SmashUpTable, t: Table) -> Action:
    expected = Pick("card", t.id("piper2"))
    click(table, table.scene.cards[expected.value])
    return expected


def _discard() -> Table:
    """Eleven cards after drawing: one to discard."""
    t = Table(hands=[["dinosaurs/war_raptor"] * 10, []], decks=[["dinosaurs/king_rex", "aliens/invader"], []])
    t.finish()
    return t


def _click_king_rex(table: SmashUpTable, t: Table) -> Action:
    expected = Pick("card", t.id("king_rex"))
    click(table, table.scene.cards[expected.value])
    return expected


CASES: dict[str, Case] = {
    DecisionKind.MAIN: Case(_main, _drag_the_raptor),
    DecisionKind.CARD: Case(_card, _click_the_collector),
    DecisionKind.BASE: Case(_base, _click_tar_pits),
    DecisionKind.PLAYER: Case(_player, _first_numbered, players=3),
    DecisionKind.OPTION: Case(_option, _first_numbered),
    DecisionKind.YESNO: Case(_yesno, _yes),
    DecisionKind.ME_FIRST: Case(_me_first, _pass_by_key),
    DecisionKind.ORDER: Case(_order, _click_piper, players=3),
    DecisionKind.DISCARD: Case(_discard, _click_king_rex),
}


def declared(kinds: type) -> set[str]:
    return {v for k, v in vars(kinds).items() if k.isupper() and isinstance(v, str)}


def test_every_declared_decision_and_pick_kind_has_a_case():
    assert set(CASES) == declared(DecisionKind) and declared(PickKind) <= set(CASES)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_the_local_table_answers_it(qtbot, kind: str) -> None:
    case = CASES[kind]
    t = case.position()
    assert t.g.pending.kind == kind and t.g.pending.player == 0
    w = local_window(qtbot, t, case.players)
    played: list[Action] = []
    play = w.smashup.play
    w.smashup.play = lambda a, joined: played.append(a) or play(a, joined)
    asked = w.game.pending
    expected = case.answer(w.smashup, t)
    qtbot.waitUntil(lambda: played != [])  # a button's key clicks it a moment later, as a click shows
    assert played == [expected] and w.game.pending is not asked


@pytest.mark.parametrize("kind", sorted(CASES))
def test_the_joined_table_answers_it(qtbot, tmp_path, kind: str) -> None:
    case = CASES[kind]
    t = case.position()
    host = HostThread(HostTable(t.g), tmp_path / "host.pem")
    try:
        w = joined(qtbot, host)
        for n in range(case.players - 2):
            host.seat_bot(f"Bot {n}")
        qtbot.waitUntil(lambda: w.smashup.acting and w.smashup.still and all(s.connected for s in w.state.seats),
                        timeout=20000)  # every seat named: the buttons that name them stay as they are
        assert w.table.pending.kind == kind
        step = host.table.step
        expected = case.answer(w.smashup, t)
        qtbot.waitUntil(lambda: host.table.step > step, timeout=20000)
        assert host.table.history[step] == expected.id
    finally:
        host.stop()


def _multi_pick() -> Table:
    """Avengers Assemble: two minions of the discard pile, one pick at a time ("card 1 of 2")."""
    t = Table(factions=[["avengers", "spider_verse"], ["kree", "hydra"]], hands=[["avengers/avengers_assemble"], []],
              discards=[["avengers/hulk", "avengers/thor", "spider_verse/miles_morales"], []])
    t.play("avengers_assemble")
    return t


WORDED = {"option": _option, "me_first": _me_first, "card": _card, "multi_pick": _multi_pick}


def local_window(qtbot, t: Table, players: int = 2) -> MainWindow:
    w = MainWindow({"speed": "off"}, autosaving=False)
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(t.g, [Seat(n) for n in ("Ann", "Bob", "Cat")[:players]], None)
    w.cover.ready.emit()
    return w


def words(table: SmashUpTable) -> tuple[str, list[str], str | None]:
    """What the table says of its decision: the prompt, the buttons, the dialog of cards' question."""
    dialog = table.choice_dialog
    return table.bar.prompt.text(), table.bar.labels(), None if dialog is None else dialog.label.text()


@pytest.mark.parametrize("name", sorted(WORDED))
def test_the_joined_table_words_a_decision_as_the_local_one_does(qtbot, tmp_path, name: str) -> None:
    """The asking card, the Me First! window's base, "card 1 of 2", a faction to name: the same
    words and buttons on both tables (the joined one was sent the prompt alone)."""
    make = WORDED[name]
    w = local_window(qtbot, make())
    w._proceed()  # the table is still: a choice among cards off the table opens its dialog
    local = words(w.smashup)
    host = HostThread(HostTable(make().g), tmp_path / "host.pem")
    try:
        j = joined(qtbot, host)
        qtbot.waitUntil(lambda: j.smashup.acting and j.smashup.still and all(s.connected for s in j.state.seats)
                        and words(j.smashup) == local, timeout=20000)
    finally:
        host.stop()
    expected = {"option": "Block the Path: Name a faction", "card": "Saucy Wench: Choose a minion to destroy, or pass",
                "me_first": "Me First! before Jungle Oasis scores: Ann may play Full Sail, or pass."}
    assert local[0] == expected.get(name, local[0]) and (name != "multi_pick" or local[2].endswith("(card 1 of 2)"))


def test_an_action_dropped_on_a_minion_on_the_joined_table_is_sent_with_its_target(qtbot, tmp_path) -> None:
    """Tactical Advantage dropped on Hulk: the host plays it and gives Hulk the +3, nothing asked
    (the drop stayed where it was let go, nothing sent)."""
    t = Table(factions=[["avengers", "robots"], ["ninjas", "dinosaurs"]], hands=[["avengers/tactical_advantage"], []],
              bases=[("base/jungle_oasis", [("avengers/hulk", 0), ("ninjas/shinobi", 1)]), ("base/tar_pits", [])])
    host = HostThread(HostTable(t.g), tmp_path / "host.pem")
    try:
        w = joined(qtbot, host)
        qtbot.waitUntil(lambda: w.smashup.acting and w.smashup.still, timeout=20000)
        step = host.table.step
        lit = lit_during_drag(w.smashup, w.scene.cards[t.id("tactical_advantage")], w.scene.cards[t.id("hulk")])
        assert {t.id("hulk"), t.id("shinobi")} <= lit  # the rules' targets, asked of the world rebuilt from the view
        qtbot.waitUntil(lambda: host.table.step >= step + 2, timeout=20000)
        assert host.table.history[step:] == [Play(t.id("tactical_advantage")).id, Pick("card", t.id("hulk")).id]
        qtbot.waitUntil(lambda: w.smashup.still and t.id("tactical_advantage") not in w.scene.cards, timeout=20000)
        assert [i for i in w.scene.items() if getattr(i, "iid", None) == t.id("tactical_advantage")] == []
    finally:
        host.stop()


def test_a_refused_drag_gives_the_rules_reason_on_both_tables(qtbot, tmp_path) -> None:
    """A minion dropped on a card of the hand: "Drop a minion on a base.", on the joined table too (it
    said "That is not one of your options now.")."""
    def position() -> Table:
        return Table(hands=[["dinosaurs/war_raptor", "dinosaurs/king_rex"], []])
    t = position()
    w = local_window(qtbot, t)
    drag(w.smashup, w.scene.cards[t.id("war_raptor")], w.scene.cards[t.id("king_rex")])
    assert w.bar.message.text() == "Drop a minion on a base."
    host = HostThread(HostTable(position().g), tmp_path / "host.pem")
    try:
        j = joined(qtbot, host)
        qtbot.waitUntil(lambda: j.smashup.acting and j.smashup.still, timeout=20000)
        drag(j, j.scene.cards[t.id("war_raptor")], j.scene.cards[t.id("king_rex")])
        assert j.smashup.bar.message.text() == "Drop a minion on a base."
    finally:
        host.stop()


def test_a_run_of_picks_keeps_one_dialog_on_the_joined_table(qtbot, tmp_path) -> None:
    """Avengers Assemble's second pick refills the dialog where it stands, as on a local table (it
    closed as the answer went out and opened again elsewhere)."""
    t = _multi_pick()
    host = HostThread(HostTable(t.g), tmp_path / "host.pem")
    try:
        w = joined(qtbot, host)
        qtbot.waitUntil(lambda: w.smashup.choice_dialog is not None and w.smashup.still, timeout=20000)
        dialog = w.smashup.choice_dialog
        thor = next(x for x in dialog.tiles if x.card_id == "avengers/thor")
        QTest.mouseClick(thor, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.label.text().endswith("(card 2 of 2)"), timeout=20000)
        assert w.smashup.choice_dialog is dialog and dialog.isVisible()
        assert host.table.history[-1] == Pick("card", t.id("thor")).id
    finally:
        host.stop()


def test_a_faction_named_is_told_in_the_local_and_the_joined_log(qtbot, tmp_path) -> None:
    """Block the Path's named faction is an event: both windows' logs say it (the joined one said
    nothing when the line was the local window's note)."""
    said = "Ann names the Tricksters faction (Block the Path)"  # the first of the game's factions: key 1
    w = local_window(qtbot, _option())
    assert _first_numbered(w.smashup, _option()).value == "tricksters"
    qtbot.waitUntil(lambda: said in [row[0] for row in w.log.rows])
    host = HostThread(HostTable(_option().g), tmp_path / "host.pem")
    try:
        j = joined(qtbot, host)
        qtbot.waitUntil(lambda: j.smashup.acting and j.smashup.still, timeout=20000)
        assert _first_numbered(j.smashup, _option()).value == "tricksters"
        qtbot.waitUntil(lambda: said in [row[0] for row in j.smashup.log.rows], timeout=20000)
    finally:
        host.stop()
