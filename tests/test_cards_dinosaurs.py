import pytest
from table import Table

from rules.game import Illegal

BRAIN, OASIS, PITS = "base/the_central_brain", "base/jungle_oasis", "base/tar_pits"
VS_UNDEAD = [["aliens", "dinosaurs"], ["zombies", "wizards"]]
# Player 1 plays the dinosaurs here, so that player 0's aliens can aim at them.
VS_ALIENS = [["aliens", "ninjas"], ["dinosaurs", "pirates"]]


def test_king_rex_has_no_ability():
    t = Table(hands=[["dinosaurs/king_rex"], []], bases=[(OASIS, ["zombies/walker"]), (BRAIN, [])],
              factions=VS_UNDEAD)
    t.play("king_rex", base="jungle_oasis")
    assert t.power("king_rex") == 7 and t.pending.kind == "main" and t.slot_of("walker") == "jungle_oasis"


def test_laseratops_destroys_a_minion_of_power_2_or_less_on_its_base():
    t = Table(factions=VS_UNDEAD, hands=[["dinosaurs/laseratops"], []],
              bases=[(OASIS, ["zombies/walker", "zombies/grave_digger"]), (BRAIN, ["wizards/neophyte"])])
    t.play("laseratops", base="jungle_oasis")
    assert t.zone("walker") == "discard"
    assert t.slot_of("grave_digger") == "jungle_oasis" and t.slot_of("neophyte") == "the_central_brain"


def test_laseratops_must_destroy_your_own_small_minion_if_it_is_the_only_one():
    t = Table(factions=VS_UNDEAD, hands=[["dinosaurs/laseratops"], []],
              bases=[(OASIS, ["aliens/collector", "zombies/grave_digger"]), (BRAIN, [])])
    t.play("laseratops", base="jungle_oasis")
    assert t.zone("collector") == "discard"


def test_armor_stego_has_2_more_power_on_other_players_turns():
    t = Table(bases=[(OASIS, ["dinosaurs/armor_stego"]), (BRAIN, [])])
    assert t.power("armor_stego") == 3
    t.finish().until_next_turn()
    assert t.g.state.active == 1 and t.power("armor_stego") == 5


def test_war_raptor_counts_every_war_raptor_on_its_base_itself_included():
    t = Table(hands=[["dinosaurs/war_raptor"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (PITS, ["dinosaurs/war_raptor"])])
    assert t.power("war_raptor#2") == 3
    t.play("war_raptor", base="jungle_oasis")
    assert (t.power("war_raptor"), t.power("war_raptor#2"), t.power("war_raptor#3")) == (4, 4, 3)


def test_war_raptor_counts_other_players_war_raptors():
    t = Table(bases=[(OASIS, ["dinosaurs/war_raptor", ("dinosaurs/war_raptor", 1)]), (BRAIN, [])])
    assert t.power("war_raptor") == 4 and t.power("war_raptor#2") == 4


def test_augmentation_gives_4_power_until_the_end_of_the_turn():
    t = Table(hands=[["dinosaurs/augmentation"], []], bases=[(OASIS, ["pirates/saucy_wench", "dinosaurs/king_rex"]),
                                                             (BRAIN, [])])
    t.play("augmentation").choose("saucy_wench")
    assert t.power("saucy_wench") == 7
    t.finish().until_next_turn()
    assert t.power("saucy_wench") == 3


def test_howl_gives_each_of_your_minions_1_power_this_turn():
    t = Table(hands=[["dinosaurs/howl"], []],
              bases=[(OASIS, ["dinosaurs/king_rex", "pirates/saucy_wench"]), (PITS, ["aliens/invader"])])
    t.play("howl")
    assert (t.power("king_rex"), t.power("invader"), t.power("saucy_wench")) == (8, 4, 3)
    t.finish().until_next_turn()
    assert t.power("king_rex") == 7


def test_natural_selection_destroys_a_weaker_minion_on_your_minions_base():
    t = Table(factions=VS_UNDEAD, hands=[["dinosaurs/natural_selection"], []],
              bases=[(OASIS, ["dinosaurs/armor_stego", "wizards/chronomage", "zombies/walker", "wizards/neophyte"]),
                     ("base/tar_pits", ["dinosaurs/king_rex", "zombies/grave_digger"]),
                     (BRAIN, ["dinosaurs/war_raptor", "zombies/grave_digger"])])
    t.play("natural_selection")
    with pytest.raises(Illegal):
        t.choose("war_raptor")  # nothing weaker than it on its base: not worth picking
    t.choose("armor_stego")
    with pytest.raises(Illegal):
        t.choose("chronomage")  # as strong as the stego (3), not weaker
    t.choose("walker")
    assert t.zone("walker") == "discard" and t.zone("neophyte") == "base" and t.zone("chronomage") == "base"


def test_natural_selection_with_one_weaker_minion_destroys_it():
    t = Table(hands=[["dinosaurs/natural_selection"], []],
              bases=[(OASIS, ["dinosaurs/king_rex", "ninjas/tiger_assassin"]), (BRAIN, ["pirates/saucy_wench"])])
    t.play("natural_selection")
    assert t.zone("tiger_assassin") == "discard" and t.slot_of("saucy_wench") == "the_central_brain"


def test_rampage_lowers_a_breakpoint_by_your_minions_power_until_the_end_of_the_turn():
    t = Table(hands=[["dinosaurs/rampage"], []], bases=[(PITS, ["dinosaurs/king_rex"]), (OASIS, [])],
              decks=[["dinosaurs/howl", "dinosaurs/howl"], []])
    pits = t.slot("tar_pits")
    t.play("rampage")
    assert t.e.breakpoint(pits) == 16 - 7
    t.finish().until_next_turn()
    assert t.e.breakpoint(pits) == 16


def test_rampage_can_make_a_base_score_this_turn():
    t = Table(hands=[["dinosaurs/rampage"], []],
              bases=[(OASIS, ["dinosaurs/king_rex", "ninjas/tiger_assassin"]), (BRAIN, ["aliens/invader"])],
              decks=[["dinosaurs/howl", "dinosaurs/howl"], []])
    t.play("rampage").choose("king_rex").finish()
    assert t.vp == [2, 0] and t.zone("jungle_oasis") == "base_discard"
    # The new base doesn't inherit the reduction (it is tied to the base card).
    assert t.e.breakpoint(t.slot("tar_pits")) == 16 and t.slot_of("invader") == "the_central_brain"


def test_survival_of_the_fittest_destroys_the_weakest_minion_on_each_base():
    t = Table(hands=[["dinosaurs/survival_of_the_fittest"], []], factions=VS_UNDEAD,
              bases=[(OASIS, ["zombies/walker", "wizards/neophyte", "dinosaurs/king_rex"]),
                     (BRAIN, ["zombies/grave_digger", "aliens/invader"]),
                     ("base/tar_pits", ["wizards/chronomage", "aliens/scout"])])
    t.play("survival_of_the_fittest").choose("neophyte")  # tied lowest: you pick
    assert t.zone("neophyte") == "discard" and t.slot_of("walker") == "jungle_oasis"
    assert t.zone("invader") == "discard"  # 3 against 4
    assert t.slot_of("chronomage") == "tar_pits" and t.slot_of("scout") == "tar_pits"  # all equal: none


def test_survival_of_the_fittest_spares_a_base_with_a_single_minion():
    t = Table(hands=[["dinosaurs/survival_of_the_fittest"], []], bases=[(OASIS, ["pirates/saucy_wench"]),
                                                                        (BRAIN, [])])
    t.play("survival_of_the_fittest")
    assert t.slot_of("saucy_wench") == "jungle_oasis"


def test_tooth_and_claw_and_guns_is_destroyed_instead_of_its_minion_being_returned():
    t = Table(factions=VS_ALIENS, hands=[["aliens/beam_up"], []],
              bases=[(OASIS, [("dinosaurs/king_rex", 1, ["dinosaurs/tooth_and_claw_and_guns"])]), (BRAIN, [])])
    t.play("beam_up")
    assert t.slot_of("king_rex") == "jungle_oasis"
    assert t.zone("tooth_and_claw_and_guns") == "discard" and t.zone("beam_up") == "discard"


def test_tooth_and_claw_stops_one_ability_only():
    t = Table(factions=VS_ALIENS, hands=[["aliens/invasion", "aliens/supreme_overlord"], []],
              bases=[(OASIS, [("dinosaurs/king_rex", 1, ["dinosaurs/tooth_and_claw_and_guns"])]), (BRAIN, [])])
    t.play("invasion")  # moving it would affect it: the card goes instead
    assert t.slot_of("king_rex") == "jungle_oasis" and t.zone("tooth_and_claw_and_guns") == "discard"
    t.play("supreme_overlord", base="the_central_brain").choose("king_rex")
    assert t.zone("king_rex") == "hand"


def test_tooth_and_claw_is_destroyed_when_another_action_is_attached_to_its_minion():
    t = Table(factions=VS_ALIENS, hands=[[], ["dinosaurs/upgrade"]], active=1,
              bases=[(OASIS, [("dinosaurs/king_rex", 1, ["dinosaurs/tooth_and_claw_and_guns"])]), (BRAIN, [])])
    t.play("upgrade", target="king_rex")
    assert t.zone("tooth_and_claw_and_guns") == "discard" and t.zone("upgrade") == "discard"
    assert t.power("king_rex") == 7


def test_tooth_and_claw_also_stops_its_own_players_abilities():
    # The 2012 text says "any ability": the later "other players' cards" errata is not applied.
    t = Table(hands=[["dinosaurs/howl"], []],
              bases=[(OASIS, [("dinosaurs/king_rex", 0, ["dinosaurs/tooth_and_claw_and_guns"])]), (BRAIN, [])])
    t.play("howl")
    assert t.power("king_rex") == 7 and t.zone("tooth_and_claw_and_guns") == "discard"


def test_tooth_and_claw_does_not_stop_ongoing_power():
    t = Table(factions=VS_ALIENS,
              bases=[(OASIS, [("dinosaurs/war_raptor", 1, ["dinosaurs/tooth_and_claw_and_guns"]),
                              ("dinosaurs/war_raptor", 1)]), (BRAIN, [])])
    assert t.power("war_raptor") == 4 and t.zone("tooth_and_claw_and_guns") == "attached"


def test_upgrade_gives_its_minion_2_power():
    t = Table(hands=[["dinosaurs/upgrade"], []], bases=[(PITS, ["dinosaurs/king_rex", "pirates/saucy_wench"]),
                                                        (OASIS, [])])
    t.play("upgrade", target="saucy_wench")
    assert t.power("saucy_wench") == 5 and t.power("king_rex") == 7
    t.finish().until_next_turn()
    assert t.power("saucy_wench") == 5


def test_upgrade_is_discarded_when_its_minion_leaves_play():
    t = Table(hands=[["aliens/beam_up"], []],
              bases=[(OASIS, [("pirates/saucy_wench", 1, ["dinosaurs/upgrade"])]), (BRAIN, [])])
    assert t.power("saucy_wench") == 5
    t.play("beam_up")
    assert t.zone("saucy_wench") == "hand" and t.zone("upgrade") == "discard"
    assert t.g.state.players[0].discard == [t.id("upgrade"), t.id("beam_up")]


def test_wildlife_preserve_keeps_other_players_actions_off_your_minions_there():
    t = Table(factions=VS_ALIENS, hands=[["aliens/beam_up"], []],
              bases=[(OASIS, ["dinosaurs/king_rex", "aliens/invader"]), (BRAIN, ["dinosaurs/armor_stego"])],
              base_actions={0: ["dinosaurs/wildlife_preserve"]})
    t.play("beam_up")
    with pytest.raises(Illegal):
        t.choose("king_rex")  # can't even be targeted
    t.choose("armor_stego")  # not on the preserve's base
    assert t.zone("armor_stego") == "hand" and t.slot_of("king_rex") == "jungle_oasis"


def test_wildlife_preserve_stops_base_wide_actions_but_not_minions():
    t = Table(factions=VS_ALIENS, hands=[["aliens/crop_circles", "aliens/collector"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor", "aliens/invader"]), (BRAIN, [])],
              base_actions={0: ["dinosaurs/wildlife_preserve"]})
    t.play("crop_circles").choose("jungle_oasis")
    assert t.zone("invader") == "hand" and t.slot_of("war_raptor") == "jungle_oasis"
    t.play("collector", base="jungle_oasis").choose("war_raptor")  # a minion's ability, not an action
    assert t.zone("war_raptor") == "hand"


def test_wildlife_preserve_does_not_stop_your_own_actions():
    t = Table(hands=[["dinosaurs/augmentation"], []], bases=[(OASIS, ["dinosaurs/king_rex"]), (BRAIN, [])],
              base_actions={0: ["dinosaurs/wildlife_preserve"]})
    t.play("augmentation")
    assert t.power("king_rex") == 11
