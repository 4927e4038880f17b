"""How decisions come: one at a time, auto-picked when forced, Me First! only for who can act."""

from table import Table

from rules.actions import PASS, Pick, Play


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
    assert t.slot_of("war_raptor") == "tar_pits"


def test_an_optional_choice_can_be_declined():
    t = Table(factions=[["dinosaurs", "pirates"], ["ninjas", "aliens"]], hands=[["pirates/full_sail"], []],
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0)]), ("base/tar_pits", [])])
    t.play("full_sail")
    assert t.pending.optional and PASS in t.options()
    t.pass_()
    assert t.slot_of("war_raptor") == "jungle_oasis" and t.pending.kind == "main"


def test_an_effect_without_a_legal_target_asks_nothing():
    t = Table(factions=[["dinosaurs", "pirates"], ["ninjas", "aliens"]], hands=[["pirates/full_sail"], []])
    t.play("full_sail")
    assert t.pending.kind == "main" and t.zone("full_sail") == "discard"


def test_every_decision_names_its_decider_and_a_prompt():
    t = ready_oasis([[], [], ["pirates/full_sail"]])
    t.finish()
    assert t.pending.prompt and t.g.decider == 2


def _pipers_and_a_minion() -> Table:
    """Two Pay the Pipers (player 2's) on The Central Brain; player 1, active, plays a minion there
    with three cards left in hand: each Piper asks player 1 for a discard."""
    return Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"]],
                 hands=[[], ["ninjas/shinobi", "pirates/first_mate", "pirates/cannon", "pirates/swashbuckling"], []],
                 bases=[("base/the_central_brain", []), ("base/jungle_oasis", [])],
                 base_actions={0: [{"card": "tricksters/pay_the_piper", "label": "piper1", "controller": 2},
                                   {"card": "tricksters/pay_the_piper", "label": "piper2", "controller": 2}]},
                 active=1)


def test_the_active_player_orders_simultaneous_effects_that_each_ask_a_question():
    t = _pipers_and_a_minion()
    t.play("shinobi", "the_central_brain")
    d = t.pending
    assert d.kind == "order" and d.player == 1
    assert {a.value for a in d.options} == {t.id("piper1"), t.id("piper2")}
    t.choose("piper2").choose("cannon").choose("first_mate")
    assert t.hand(1) == ["pirates/swashbuckling"] and t.pending.kind == "main"


def test_the_order_of_simultaneous_effects_is_not_asked_when_it_cant_matter():
    # Cave of Shinies' VP and Microbot Archive's draw: no choice, the same outcome either way.
    t = Table(factions=[["aliens", "dinosaurs"], ["robots", "ninjas"], ["wizards", "pirates"]],
              hands=[[], ["ninjas/seeing_stars"], []], decks=[[], ["ninjas/shinobi"], []],
              bases=[("base/cave_of_shinies", ["robots/microbot_alpha", "robots/microbot_archive"]),
                     ("base/tar_pits", [])], active=1)
    t.play("seeing_stars").choose("microbot_alpha")
    assert t.pending.kind == "main"
    assert t.hand(1) == ["ninjas/shinobi"] and t.vp == [0, 1, 0]


def test_nukebot_and_cave_of_shinies_resolve_without_an_order_question():
    t = Table(factions=[["aliens", "dinosaurs"], ["robots", "pirates"], ["ninjas", "wizards"]],
              hands=[[], [], ["ninjas/ninja_master"]],
              bases=[("base/cave_of_shinies", ["robots/nukebot", "aliens/invader"]), ("base/tar_pits", [])],
              active=2)
    t.play("ninja_master", "cave_of_shinies").choose("nukebot")
    assert t.pending.kind == "main"
    assert t.vp == [1, 1, 1]  # Nukebot's, then the Invader's and the Ninja Master's destruction
    assert [t.zone(c) for c in ("nukebot", "invader", "ninja_master")] == ["discard"] * 3


def test_two_effects_ending_at_the_start_of_a_turn_are_not_ordered():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "zombies"], ["wizards", "pirates"]],
              bases=[("base/the_central_brain", [("ninjas/shinobi", 1, ["ninjas/smoke_bomb"])]),
                     ("base/jungle_oasis", [])],
              base_actions={1: [{"card": "zombies/overrun", "controller": 1}]}, active=1, phase="start_of_turn")
    assert t.pending.kind == "main" and t.pending.player == 1
    assert t.zone("smoke_bomb") == "discard" and t.zone("overrun") == "discard"


def test_the_homeworld_and_a_leprechaun_are_not_ordered():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["tricksters", "wizards"]],
              hands=[[], ["ninjas/ninja_acolyte", "pirates/first_mate"], []],
              bases=[("base/the_homeworld", [("tricksters/leprechaun", 2)]), ("base/jungle_oasis", [])], active=1)
    t.play("first_mate", "the_homeworld")  # power 2, less than the Leprechaun's 3: destroyed
    assert t.pending.kind == "main" and t.zone("first_mate") == "discard"
    assert t.can_play("ninja_acolyte", "jungle_oasis")  # The Homeworld's extra minion of power 2 or less


def _hoverbot_reveals(top: str) -> Table:
    """Player 2 (active) plays Hoverbot; the top card of their deck is ``top``."""
    return Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "wizards"]],
                 hands=[[], [], ["robots/hoverbot"]], decks=[[], [], [top]],
                 bases=[("base/the_central_brain", []), ("base/jungle_oasis", []), ("base/tar_pits", [])],
                 active=2)


def test_an_extra_play_of_a_named_card_is_asked_even_alone_then_its_base():
    t = _hoverbot_reveals("robots/zapbot")
    t.play("hoverbot", "the_central_brain")
    d = t.pending
    assert (d.player, d.kind, d.optional) == (2, "card", True)
    assert set(d.options) == {Pick("card", t.id("zapbot")), PASS}  # the named card alone, or pass
    t.choose("zapbot")
    assert t.pending.kind == "base" and len(t.options()) == 3  # then the base: three are legal
    t.choose("tar_pits")
    assert t.slot_of("zapbot") == "tar_pits"


def test_an_extra_play_of_a_named_card_may_be_passed():
    t = _hoverbot_reveals("robots/zapbot")
    t.play("hoverbot", "the_central_brain").pass_()
    assert t.zone("zapbot") == "deck" and t.pending.kind == "main"
