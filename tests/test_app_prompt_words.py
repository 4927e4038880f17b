"""The prompt bar names the way out it offers: Pass for a single optional choice and in Me First!,
Done to end a run of picks; French prompts put « la Base » before a base's name."""

from __future__ import annotations

from table import Table
from window import open_window

from app import i18n
from app.main_window import MainWindow
from rules.actions import FINISH, Play


def open_table(qtbot, t: Table) -> MainWindow:
    return open_window(qtbot, t.g)


def labels(w: MainWindow) -> list[str]:
    return w.bar.labels()


def test_a_single_optional_choice_is_passed(qtbot, data_dir) -> None:
    t = Table(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/saucy_wench"], []],
              bases=[("base/jungle_oasis", [("aliens/collector", 1)]), ("base/tar_pits", [])])
    w = open_table(qtbot, t)
    w.act(Play(t.id("saucy_wench"), t.slot("jungle_oasis")))
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


def test_a_single_optional_choice_says_it_may_be_passed(qtbot, data_dir) -> None:
    """Saucy Wench may destroy a minion: the prompt over the Pass button says « ou passez » once."""
    t = Table(factions=[["pirates", "dinosaurs"], ["aliens", "ninjas"]], hands=[["pirates/saucy_wench"], []],
              bases=[("base/jungle_oasis", [("aliens/collector", 1)]), ("base/tar_pits", [])])
    w = open_table(qtbot, t)
    w.act(Play(t.id("saucy_wench"), t.slot("jungle_oasis")))
    assert "Pass" in labels(w)
    assert w.bar.prompt.text().endswith(", or pass")
    w.set_language("fr")
    try:
        qtbot.waitUntil(lambda: w.bar.prompt.text().startswith("Gourgandine"))
        assert w.bar.prompt.text().endswith(", ou passez")
    finally:
        i18n.install_language("en")


def test_a_prompt_that_names_the_pass_already_names_it_once(qtbot, data_dir) -> None:
    """Grave Digger's prompt says « or pass » itself: the bar adds nothing."""
    t = Table(factions=[["zombies", "dinosaurs"], ["aliens", "ninjas"]], hands=[["zombies/grave_digger"], []],
              discards=[["zombies/walker"], []])
    w = open_table(qtbot, t)
    w.act(Play(t.id("grave_digger"), 0))
    assert t.g.pending.optional
    assert w.bar.prompt.text().endswith(", or pass") and w.bar.prompt.text().count("or pass") == 1
