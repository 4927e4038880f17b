import pytest
from table import Table

from rules.game import Illegal

BRAIN, OASIS = "base/the_central_brain", "base/jungle_oasis"


def test_supreme_overlord_returns_any_minion_in_play_to_its_owners_hand():
    t = Table(hands=[["aliens/supreme_overlord"], []],
              bases=[(BRAIN, []), (OASIS, ["ninjas/tiger_assassin"])])
    t.play("supreme_overlord", base="the_central_brain").choose("tiger_assassin")
    assert t.zone("tiger_assassin") == "hand" and t.hand(1) == ["ninjas/tiger_assassin"]


def test_supreme_overlord_may_return_nothing():
    t = Table(hands=[["aliens/supreme_overlord"], []], bases=[(BRAIN, ["ninjas/tiger_assassin"]), (OASIS, [])])
    t.play("supreme_overlord", base="the_central_brain").pass_()
    assert t.slot_of("tiger_assassin") == "the_central_brain" and t.pending.kind == "main"


def test_invader_gains_1_vp():
    t = Table(hands=[["aliens/invader"], []], vp=[3, 0])
    t.play("invader", base="jungle_oasis")
    assert t.vp == [4, 0]


def _scout_scores(use: bool) -> Table:
    t = Table(bases=[(OASIS, ["aliens/scout", "dinosaurs/king_rex", "aliens/invader"]), (BRAIN, [])],
              decks=[["dinosaurs/howl", "dinosaurs/howl"], []])
    t.finish()
    assert t.vp == [2, 0] and t.pending.window == "after_scoring"
    t.use("scout") if use else t.pass_()
    return t


def test_scout_goes_to_your_hand_after_its_base_scores():
    t = _scout_scores(True)
    assert t.zone("scout") == "hand" and t.zone("king_rex") == "discard"


def test_scout_may_go_to_the_discard_pile_like_the_others():
    t = _scout_scores(False)
    assert t.zone("scout") == "discard"


def test_scout_works_when_its_base_scores_on_another_players_turn():
    t = Table(bases=[(OASIS, ["aliens/scout", "dinosaurs/king_rex", "pirates/saucy_wench"]), (BRAIN, [])],
              active=1)
    t.finish()
    assert t.pending.player == 0 and t.pending.kind == "me_first"
    t.use("scout")
    assert t.zone("scout") == "hand" and t.hand(0) == ["aliens/scout"]


def test_collector_returns_a_minion_of_power_3_or_less_on_its_base():
    t = Table(hands=[["aliens/collector"], []],
              bases=[(OASIS, ["pirates/saucy_wench", "ninjas/tiger_assassin"]), (BRAIN, [])])
    t.play("collector", base="jungle_oasis")
    with pytest.raises(Illegal):
        t.choose("tiger_assassin")
    t.choose("saucy_wench")
    assert t.zone("saucy_wench") == "hand" and t.slot_of("tiger_assassin") == "jungle_oasis"


def test_collector_ignores_minions_on_other_bases():
    t = Table(hands=[["aliens/collector"], []], bases=[(OASIS, []), (BRAIN, ["pirates/saucy_wench"])])
    t.play("collector", base="jungle_oasis")
    with pytest.raises(Illegal):
        t.choose("saucy_wench")
    t.pass_()
    assert t.slot_of("saucy_wench") == "the_central_brain" and t.slot_of("collector") == "jungle_oasis"


def test_abduction_returns_a_minion_then_gives_an_extra_minion_play():
    t = Table(hands=[["aliens/invader", "aliens/abduction", "aliens/invader"], []],
              bases=[(OASIS, ["ninjas/tiger_assassin"]), (BRAIN, [])])
    t.play("invader", base="jungle_oasis").play("abduction").choose("tiger_assassin")
    t.play("invader#2", base="the_central_brain")
    assert t.zone("tiger_assassin") == "hand" and t.vp == [2, 0]
    assert t.slot_of("invader#2") == "the_central_brain"


def test_beam_up_returns_a_minion_to_its_owners_hand():
    t = Table(hands=[["aliens/beam_up"], []],
              bases=[(OASIS, [("ninjas/tiger_assassin", 0)]), (BRAIN, ["pirates/saucy_wench"])])
    t.play("beam_up").choose("tiger_assassin")
    assert t.hand(1) == ["ninjas/tiger_assassin"]  # the owner's hand, not the controller's
    assert t.zone("beam_up") == "discard"


def test_crop_circles_returns_every_minion_on_one_base():
    t = Table(hands=[["aliens/crop_circles"], []],
              bases=[(OASIS, ["ninjas/tiger_assassin", "dinosaurs/king_rex"]), (BRAIN, ["pirates/saucy_wench"])])
    t.play("crop_circles").choose("jungle_oasis")
    assert t.zone("tiger_assassin") == "hand" and t.zone("king_rex") == "hand"
    assert t.slot_of("saucy_wench") == "the_central_brain"


def test_disintegrator_puts_a_minion_of_power_3_or_less_under_its_owners_deck():
    t = Table(hands=[["aliens/disintegrator"], []], decks=[[], ["ninjas/shinobi"]],
              bases=[(OASIS, ["pirates/saucy_wench", "ninjas/tiger_assassin"]), ("base/tar_pits", ["dinosaurs/war_raptor"])])
    t.play("disintegrator")
    with pytest.raises(Illegal):
        t.choose("tiger_assassin")
    t.choose("saucy_wench")
    assert t.g.state.players[1].deck == [t.id("shinobi"), t.id("saucy_wench")]


def test_invasion_moves_any_minion_to_another_base():
    t = Table(hands=[["aliens/invasion"], []], bases=[(OASIS, ["ninjas/tiger_assassin", "dinosaurs/king_rex"]),
                                                      (BRAIN, []), ("base/tar_pits", [])])
    t.play("invasion").choose("tiger_assassin", "tar_pits")
    assert t.slot_of("tiger_assassin") == "tar_pits"


def test_jammed_signal_blanks_the_base_it_is_attached_to():
    t = Table(hands=[["aliens/jammed_signal"], []], bases=[(BRAIN, ["dinosaurs/king_rex"]), (OASIS, [])])
    assert t.power("king_rex") == 8
    t.play("jammed_signal", base="the_central_brain")
    assert t.facts("jammed_signal")["zone"] == "attached"
    assert t.e.ability_blanked(t.id("the_central_brain"))
    assert not t.e.ability_blanked(t.id("jungle_oasis"))
    assert t.power("king_rex") == 7  # The Central Brain's +1 is ignored


def test_jammed_signal_switches_off_tar_pits():
    t = Table(factions=[["aliens", "dinosaurs"], ["zombies", "wizards"]], hands=[["dinosaurs/laseratops"], []],
              bases=[("base/tar_pits", ["zombies/walker"]), (OASIS, [])], base_actions={0: ["aliens/jammed_signal"]})
    t.play("laseratops", base="tar_pits")
    assert t.zone("walker") == "discard"  # not the bottom of its owner's deck


def test_probe_looks_at_a_hand_and_discards_a_minion_from_it():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["wizards", "zombies"]],
              hands=[["aliens/probe"], ["ninjas/tiger_assassin"], ["wizards/summon", "zombies/walker"]])
    t.play("probe").choose_player(2)
    assert t.zone("walker") == "discard" and t.zone("summon") == "hand" and t.zone("tiger_assassin") == "hand"


def test_probe_finds_nothing_in_a_hand_without_minions():
    t = Table(hands=[["aliens/probe"], ["ninjas/seeing_stars"]])
    t.play("probe")
    assert t.zone("seeing_stars") == "hand" and t.pending.kind == "main"


def _terraform() -> Table:
    t = Table(hands=[["aliens/terraforming", "aliens/invader", "aliens/invader"], []],
              bases=[(BRAIN, ["dinosaurs/king_rex"]), (OASIS, [])], base_actions={0: ["aliens/jammed_signal"]},
              base_deck=["base/tar_pits", "base/the_mothership"])
    t.play("invader", base="jungle_oasis")
    t.play("terraforming").choose("the_mothership", "the_central_brain")  # from the deck, then in play
    return t


def test_terraforming_swaps_a_base_with_one_from_the_base_deck():
    t = _terraform()
    assert t.slot_of("king_rex") == "the_mothership"  # the minions stay
    assert t.zone("jammed_signal") == "discard"  # the replaced base's actions are discarded
    assert t.zone("the_central_brain") == "base_deck" and len(t.g.state.base_deck) == 2


def test_terraforming_gives_an_extra_minion_on_the_new_base_only():
    t = _terraform()
    assert not t.can_play("invader#2", base="jungle_oasis")
    t.play("invader#2", base="the_mothership")
    assert t.slot_of("invader#2") == "the_mothership"


def test_terraforming_reshuffles_the_base_discard_pile_into_an_empty_base_deck():
    t = Table(hands=[["aliens/terraforming"], []], bases=[(OASIS, ["dinosaurs/king_rex"]), (BRAIN, [])])
    s = t.g.state
    s.base_discard, s.base_deck = s.base_deck, []  # the only other base was scored earlier
    t.play("terraforming").choose("jungle_oasis")  # Tar Pits, the only one in the deck, is not asked
    assert t.slot_of("king_rex") == "tar_pits" and t.g.state.base_deck == [t.id("jungle_oasis")]


def test_terraforming_asks_the_base_from_the_deck_then_the_base_in_play():
    t = Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["aliens/terraforming"], []], bases=[(BRAIN, []), (OASIS, [])],
              base_deck=["base/tar_pits", "base/the_mothership"], active=1)
    t.play("terraforming")
    assert {a.value for a in t.options()} == {t.id("tar_pits"), t.id("the_mothership")}
    t.choose("tar_pits")
    assert t.pending.kind == "base"
    t.choose("jungle_oasis")
    assert t.zone("tar_pits") == "in_play" and t.zone("jungle_oasis") == "base_deck"


def test_terraforming_sends_the_cards_buried_at_the_replaced_base_to_their_owners_discard_piles():
    """Big Geek Box, « Enterrer »: when a base leaves play, whatever the reason, the cards still
    buried there go to their owners' discard piles (not into the base deck with the base)."""
    t = Table(factions=[["super_spies", "pirates"], ["aliens", "dinosaurs"], ["ninjas", "wizards"]],
              hands=[[], ["aliens/terraforming"], []], decks=[["pirates/first_mate"], [], ["ninjas/shinobi"]],
              bases=[(BRAIN, []), (OASIS, [])], base_deck=["base/tar_pits"], active=1)
    t.e.bury(0, t.id("first_mate"), 0)  # buried earlier beside the Central Brain
    t.e.bury(2, t.id("shinobi"), 0)
    t.play("terraforming").choose("the_central_brain")  # Tar Pits, the only one in the deck, is not asked
    assert t.zone("tar_pits") == "in_play" and t.g.state.bases[0].buried == []
    assert t.g.state.players[0].discard == [t.id("first_mate")]
    assert t.g.state.players[2].discard == [t.id("shinobi")]


def test_terraformings_extra_and_the_normal_minion_play_allow_two_minions_not_three():
    """Found in play: a minion on the new base (either Extra covers it), then one elsewhere
    (only the normal play can): the first one took Terraforming's extra, none is left."""
    t = Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["aliens/terraforming", "dinosaurs/king_rex", "dinosaurs/king_rex", "dinosaurs/king_rex"], []],
              bases=[(BRAIN, []), (OASIS, [])], base_deck=["base/tar_pits", "base/the_mothership"], active=1)
    t.play("terraforming").choose("the_mothership", "the_central_brain")
    t.play("king_rex", "the_mothership")
    assert [str(e.kind) for e in t.e.free_extras(1)] == ["minion"]  # the plays-left box: one more
    t.play("king_rex#2", "jungle_oasis")
    assert not t.can_play("king_rex#3", "the_mothership")
    s = t.g.state
    assert (s.minion_plays, s.extras, s.open_plays) == (0, [], [])
    assert t.zone("king_rex#3") == "hand"
