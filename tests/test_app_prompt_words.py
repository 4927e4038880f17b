"""The prompt bar names the way out it offers: Pass for a single optional choice and in Me First!,
Done to end a run of picks; French prompts put « la Base » before a base's name."""

from __future__ import annotations

import pytest
from table import Table

from app import i18n
from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import FINISH, Play


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SMASHUP_DATA_DIR", str(tmp_path))
    return tmp_path


def open_table(qtbot, t: Table) -> MainWindow:
    w = MainWindow({"speed": "off"})
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    w.start(t.g, [Seat("Alice"), Seat("Bob")], None)
    w.cover.button.click()
    return w


def labels(w: MainWindow) -> list[str]:
    return [b.text() for b in w.bar._answer_buttons]


def test_a_single_optional_choice_is_passed(qtbot, data_dir) -> None:
    t = Table(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/saucy_wench"], []],
              bases=[("base/jungle_oasis", [("aliens/collector", 1)]), ("base/tar_pits", [])])
    w = open_table(qtbot, t)
    w.act(Play(t.id("saucy_wench"), t.base("jungle_oasis")))
    assert t.g.pending.optional and not t.g.pending.many
    assert "Pass" in labels(w) and "Done" not in labels(w)


def test_a_run_of_picks_is_ended_with_done(qtbot, data_dir) -> None:
    t = Table(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/full_sail"], []],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/tar_pits", [])])
    w = open_table(qtbot, t)
    w.act(Play(t.id("full_sail")))
    assert t.g.pending.many
    qtbot.waitUntil(lambda: "Done" in labels(w))
    assert "Pass" not in labels(w)
    assert t.g.pending.prompt == "Choose a minion of yours to move, then Done"


def test_me_first_in_french_names_the_base_with_its_article(qtbot, data_dir) -> None:
    t = Table(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/full_sail"], []],
              decks=[["dinosaurs/war_raptor"] * 2, []],
              bases=[("base/the_central_brain", ["dinosaurs/king_rex", "dinosaurs/king_rex", "dinosaurs/king_rex"]),
                     ("base/tar_pits", [])])
    try:
        assert i18n.install_language("fr")
        w = open_table(qtbot, t)
        w.act(FINISH)
        qtbot.waitUntil(lambda: "Passer" in labels(w))
        assert "avant la Conquête de la Base Le Cerveau Central" in w.bar.prompt.text()
    finally:
        i18n.install_language("en")
