"""How decisions come: one at a time, auto-picked when forced, Me First! only for who can act."""

from table import Table

from rules.actions import PASS, Play


def ready_oasis(hands: list[list]) -> Table:
    """Jungle Oasis over its breakpoint, Full Sail cards in the given hands."""
    return Table(factions=[["dinosaurs", "pirates"], ["ninjas", "pirates"], ["aliens", "pirates"]][: len(hands)],
                 hands=hands,
                 bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("dinosaurs/king_rex", 0)]),
                        ("base/tar_pits", []), ("base/the_central_brain", [])])


def test_a_me_first_window_skips_players_with_nothing_to_play():
    t = ready_oasis([[], [], ["pirates/full_sail"]])
    t.finish()
    d = t.pending
    assert d.kind == "me_first" and d.player == 2 and d.window == "before_scoring"
    assert set(d.options) == {Play(t.id("full_sail")), PASS}


def test_a_me_first_window_starts_with_the_active_player_and_goes_clockwise():
    t = ready_oasis([[{"card": "pirates/full_sail", "label": "a"}], [{"card": "pirates/full_sail", "label": "b"}]])
    t.finish()
    assert t.pending.player == 0
    t.pass_()
    assert t.pending.player == 1 and t.pending.kind == "me_first"


def test_a_player_who_passed_may_act_again_after_someone_plays():
    t = ready_oasis([[{"card": "pirates/full_sail", "label": "a"}], [{"card": "pirates/full_sail", "label": "b"}]])
    t.finish().pass_()
    t.play("b")  # player 1 has no minion: Full Sail moves nothing
    assert t.pending.kind == "me_first" and t.pending.player == 0


def test_the_window_closes_when_everyone_asked_passes_in_a_row():
    t = ready_oasis([[{"card": "pirates/full_sail", "label": "a"}], [{"card": "pirates/full_sail", "label": "b"}]])
    t.finish().pass_().pass_()
    assert t.vp[0] == 2  # Jungle Oasis scored


def test_a_mandatory_choice_with_a_single_option_is_made_automatically():
    t = Table(factions=[["dinosaurs", "pirates"], ["ninjas", "aliens"]], hands=[["pirates/full_sail"], []],
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0)]), ("base/tar_pits", [])])
    t.play("full_sail").choose("war_raptor")  # the base is not asked: only one other base
    assert t.base_of("war_raptor") == "tar_pits"


def test_an_optional_choice_can_be_declined():
    t = Table(factions=[["dinosaurs", "pirates"], ["ninjas", "aliens"]], hands=[["pirates/full_sail"], []],
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0)]), ("base/tar_pits", [])])
    t.play("full_sail")
    assert t.pending.optional and PASS in t.options()
    t.pass_()
    assert t.base_of("war_raptor") == "jungle_oasis" and t.pending.kind == "main"


def test_an_effect_without_a_legal_target_asks_nothing():
    t = Table(factions=[["dinosaurs", "pirates"], ["ninjas", "aliens"]], hands=[["pirates/full_sail"], []])
    t.play("full_sail")
    assert t.pending.kind == "main" and t.zone("full_sail") == "discard"


def test_every_decision_names_its_decider_and_a_prompt():
    t = ready_oasis([[], [], ["pirates/full_sail"]])
    t.finish()
    assert t.pending.prompt and t.g.decider == 2


def test_the_active_player_orders_effects_triggered_at_the_same_time():
    t = Table(factions=[["robots", "ninjas"], ["aliens", "pirates"]], hands=[["ninjas/seeing_stars"], []],
              decks=[["ninjas/shinobi"], []],
              bases=[("base/cave_of_shinies", ["robots/microbot_alpha", "robots/microbot_archive"]),
                     ("base/tar_pits", [])])
    t.play("seeing_stars").choose("microbot_alpha")
    d = t.pending
    assert d.kind == "order" and d.player == 0
    assert {a.value for a in d.options} == {t.id("cave_of_shinies"), t.id("microbot_archive")}
    t.choose("microbot_archive")
    assert t.hand(0) == ["ninjas/shinobi"] and t.vp == [1, 0]
