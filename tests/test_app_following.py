"""Following the other players: what they played or moved glows for you until you decide, the
plays left this turn sit next to your hand, and the bar counts rounds, not player turns."""

from __future__ import annotations

import pytest
from table import Table

from app.assets import player_colour
from app.following import plays_left
from app.main_window import MainWindow
from app.seats import Seat
from rules.actions import FINISH, Play


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SMASHUP_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(MainWindow, "_schedule_bot", lambda self, player: None)  # bots moved by hand here
    return tmp_path


@pytest.fixture
def t() -> Table:
    return Table(factions=[["robots", "aliens"], ["dinosaurs", "pirates"], ["ninjas", "wizards"]],
                 hands=[["robots/zapbot", "robots/microbot_archive", "aliens/invader"],
                        ["dinosaurs/war_raptor"], []],
                 bases=[("base/jungle_oasis", [("aliens/collector", 0)]), ("base/tar_pits", [])], active=1)


@pytest.fixture
def w(qtbot, t: Table) -> MainWindow:
    window = MainWindow({"speed": "off"})
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    window.start(t.g, [Seat("Ann"), Seat("Ben", "bot", "normal"), Seat("Cat", "bot", "normal")], None)
    return window


def glowing(w: MainWindow) -> dict[int, str]:
    return {iid: item.moved_by.name() for iid, item in w.scene.cards.items() if item.moved_by is not None}


def test_another_players_play_glows_in_their_colour_until_i_decide(w: MainWindow, t: Table) -> None:
    w._apply(Play(t.id("war_raptor"), t.slot("tar_pits")), 1)
    assert glowing(w) == {t.id("war_raptor"): player_colour(1).name()}
    assert w.scene.cards[t.id("war_raptor")].glow > 0
    w._apply(FINISH, 1)
    w._apply(FINISH, 2)
    assert w.game.state.active == 0 and w.acting
    assert glowing(w) == {t.id("war_raptor"): player_colour(1).name()}  # still mine to see
    w.act(Play(t.id("invader"), t.slot("jungle_oasis")))
    assert glowing(w) == {}  # Ann decided: read


def test_the_plays_left_are_shown_next_to_my_hand_with_each_extra_and_its_condition(
        w: MainWindow, t: Table) -> None:
    assert not w.scene.plays_note.isVisible()  # Ben's turn: nothing for Ann to count
    w._apply(FINISH, 1)
    w._apply(FINISH, 2)
    note = w.scene.plays_note
    assert note.isVisible() and note.lines == ["Plays left: 1 minion, 1 action"]
    w.act(Play(t.id("zapbot"), t.slot("tar_pits")))
    assert note.lines == ["Plays left: 1 action", "+1 extra minion of power 2 or less (Zapbot)"]
    w.act(Play(t.id("microbot_archive"), t.slot("tar_pits")))
    assert note.lines == ["Plays left: 1 action"]
    note_rect = note.sceneBoundingRect()
    assert not any(note_rect.intersects(c.sceneBoundingRect()) for c in w.scene.cards.values())


def test_the_bar_counts_rounds_not_player_turns(w: MainWindow) -> None:
    assert "Round 1 — " in w.bar.turn.text() and "Ben" in w.bar.turn.text()
    w._apply(FINISH, 1)
    w._apply(FINISH, 2)
    assert "Round 1 — " in w.bar.turn.text() and "Ann" in w.bar.turn.text()
    w.act(FINISH)
    assert "Round 2 — " in w.bar.turn.text() and "Ben" in w.bar.turn.text()


def test_the_plays_left_count_a_play_that_could_use_either_extra_at_once() -> None:
    """Terraforming's extra minion on the new base and the turn's minion play: one minion on the
    new base leaves one minion play, not two."""
    t = Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["aliens/terraforming", "dinosaurs/king_rex"], []],
              bases=[("base/the_central_brain", []), ("base/jungle_oasis", [])],
              base_deck=["base/tar_pits", "base/the_mothership"], active=1)
    t.play("terraforming").choose("the_mothership", "the_central_brain")
    assert plays_left(t.g, 1) == ["Plays left: 1 minion", "+1 extra minion on The Mothership (Terraforming)"]
    t.play("king_rex", base="the_mothership")
    assert plays_left(t.g, 1) == ["Plays left: 1 minion"]
