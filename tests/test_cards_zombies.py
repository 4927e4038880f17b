import pytest
from table import Table

from rules.game import Illegal

FACTIONS = [["zombies", "wizards"], ["ninjas", "pirates"]]
FACTORY, MALL, LIBRARY, OASIS = ("base/factory_436_1337", "base/rhodes_plaza_mall", "base/the_great_library",
                                 "base/jungle_oasis")
BASES = [(FACTORY, []), (MALL, [])]


def zombies(hand: list, discard: list | None = None, deck: list | None = None, bases: list | None = None) -> Table:
    return Table(factions=FACTIONS, hands=[hand, []], discards=[discard or [], []], decks=[deck or [], []],
                 bases=bases or BASES)


def test_zombie_lord_plays_a_small_minion_from_your_discard_pile_on_each_base_where_you_have_none():
    t = zombies(["zombies/zombie_lord"],
                discard=["zombies/tenacious_z", "zombies/tenacious_z", "zombies/grave_digger"],
                bases=[(FACTORY, []), (MALL, []), (LIBRARY, []), (OASIS, ["zombies/walker"])])
    t.play("zombie_lord", base="factory_436_1337")
    with pytest.raises(Illegal):
        t.choose("jungle_oasis")  # you have a minion there
    t.choose("the_great_library")
    with pytest.raises(Illegal):
        t.choose("grave_digger")  # power 4
    t.choose("tenacious_z", "rhodes_plaza_mall", "tenacious_z#2")
    assert t.slot_of("tenacious_z") == "the_great_library" and t.slot_of("tenacious_z#2") == "rhodes_plaza_mall"
    assert t.zone("grave_digger") == "discard" and t.pending.kind == "main"


def test_zombie_lord_may_leave_bases_empty():
    t = zombies(["zombies/zombie_lord"], discard=["zombies/tenacious_z", "zombies/tenacious_z"],
                bases=[(FACTORY, []), (MALL, []), (LIBRARY, [])])
    t.play("zombie_lord", base="factory_436_1337").choose("rhodes_plaza_mall", "tenacious_z").pass_()
    assert t.zone("tenacious_z#2") == "discard" and t.pending.kind == "main"


def test_grave_digger_may_take_a_minion_from_your_discard_pile_into_your_hand():
    t = zombies(["zombies/grave_digger"], discard=["zombies/walker", "zombies/mall_crawl"])
    t.play("grave_digger", base="factory_436_1337")
    with pytest.raises(Illegal):
        t.choose("mall_crawl")
    t.choose("walker")
    assert t.zone("walker") == "hand"


def test_tenacious_z_plays_itself_from_your_discard_pile_as_an_extra_minion():
    t = zombies(["zombies/walker"], discard=["zombies/tenacious_z"], deck=["wizards/portal"])
    t.play("tenacious_z", base="factory_436_1337")
    t.play("walker", base="factory_436_1337").pass_()  # the normal minion play is still there
    assert t.slot_of("tenacious_z") == "factory_436_1337" and t.slot_of("walker") == "factory_436_1337"


def test_tenacious_z_only_one_per_turn():
    t = zombies([], discard=["zombies/tenacious_z", "zombies/tenacious_z"], deck=["wizards/portal"] * 4)
    t.play("tenacious_z", base="factory_436_1337")
    assert not t.can_play("tenacious_z#2", base="factory_436_1337")
    t.finish().until_next_turn().finish().until_next_turn()
    t.play("tenacious_z#2", base="rhodes_plaza_mall")
    assert t.slot_of("tenacious_z#2") == "rhodes_plaza_mall"


def test_tenacious_z_uses_its_own_ability_before_an_extra_minion_from_the_discard_pile():
    t = zombies(["zombies/they_keep_coming"], discard=["zombies/tenacious_z", "zombies/grave_digger"])
    t.play("they_keep_coming").play("tenacious_z", base="factory_436_1337")
    t.play("grave_digger", base="factory_436_1337")  # They Keep Coming's extra was kept
    assert t.slot_of("grave_digger") == "factory_436_1337"


def test_tenacious_z_is_not_offered_in_a_scoring_window_of_its_owners_turn():
    """"On your turn" is your Play Cards phase (Big Geek Box p. 3): not before or after scoring."""
    t = Table(factions=[["aliens", "dinosaurs"], ["zombies", "ninjas"], ["pirates", "wizards"]],
              discards=[[], ["zombies/tenacious_z"], []], decks=[[], ["ninjas/shinobi"] * 2, []],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/king_rex"]),
                     ("base/the_central_brain", [])], active=1)
    assert t.can_play("tenacious_z", "the_central_brain")
    t.finish()
    assert t.vp == [2, 0, 0] and t.pending.kind == "main" and t.pending.player == 2
    assert t.zone("tenacious_z") == "discard"


def test_walker_may_discard_the_top_card_of_your_deck():
    t = zombies(["zombies/walker"], deck=["zombies/zombie_lord", "zombies/walker"])
    t.play("walker", base="factory_436_1337").choose("zombie_lord")
    assert t.zone("zombie_lord") == "discard" and t.zone("walker#2") == "deck"


def test_walker_may_leave_the_top_card_on_your_deck():
    t = zombies(["zombies/walker"], deck=["zombies/zombie_lord"])
    t.play("walker", base="factory_436_1337").pass_()
    assert t.zone("zombie_lord") == "deck"


def test_grave_robbing_takes_any_card_from_your_discard_pile_into_your_hand():
    t = zombies(["zombies/grave_robbing"], discard=["zombies/walker", "zombies/outbreak"])
    t.play("grave_robbing").choose("outbreak")
    assert t.zone("outbreak") == "hand" and t.zone("walker") == "discard"


def test_lend_a_hand_shuffles_any_number_of_cards_from_your_discard_pile_into_your_deck():
    t = zombies(["zombies/lend_a_hand"], discard=["zombies/walker", "zombies/outbreak", "zombies/zombie_lord"],
                deck=["wizards/portal"])
    t.play("lend_a_hand").choose("walker", "outbreak").pass_()
    assert [t.zone(c) for c in ("walker", "outbreak", "portal")] == ["deck"] * 3
    assert t.zone("zombie_lord") == "discard" and t.zone("lend_a_hand") == "discard"


def test_mall_crawl_puts_cards_of_one_name_from_your_deck_into_your_discard_pile():
    t = zombies(["zombies/mall_crawl"], deck=["zombies/walker", "zombies/zombie_lord", "zombies/walker",
                                              "zombies/walker", "wizards/portal"])
    t.play("mall_crawl").choose("walker#2")
    with pytest.raises(Illegal):
        t.choose("zombie_lord")  # another name
    t.choose("walker").pass_()
    assert [t.zone(c) for c in ("walker", "walker#2", "walker#3")] == ["discard", "discard", "deck"]
    assert len(t.g.state.players[0].deck) == 3


def test_not_enough_bullets_takes_minions_of_one_name_from_your_discard_pile():
    t = zombies(["zombies/not_enough_bullets"],
                discard=["zombies/walker", "zombies/tenacious_z", "zombies/walker", "zombies/outbreak"])
    t.play("not_enough_bullets")
    with pytest.raises(Illegal):
        t.choose("outbreak")  # minions only
    t.choose("walker")
    with pytest.raises(Illegal):
        t.choose("tenacious_z")
    t.choose("walker#2")
    assert t.hand(0) == ["zombies/walker", "zombies/walker"] and t.zone("tenacious_z") == "discard"


def test_outbreak_gives_an_extra_minion_only_on_a_base_where_you_have_no_minion():
    t = zombies(["zombies/outbreak", "zombies/grave_digger", "zombies/zombie_lord"],
                bases=[(FACTORY, ["zombies/walker"]), (MALL, [])])
    t.play("outbreak").play("grave_digger", base="factory_436_1337")  # the normal minion play
    assert not t.can_play("zombie_lord", base="factory_436_1337")
    t.play("zombie_lord", base="rhodes_plaza_mall")
    assert t.slot_of("zombie_lord") == "rhodes_plaza_mall"


def test_outbreak_extra_is_spent_first_where_it_fits_and_checked_when_played():
    t = zombies(["zombies/outbreak", "zombies/tenacious_z", "zombies/zombie_lord"],
                bases=[(FACTORY, ["zombies/walker"]), (MALL, [])])
    t.play("outbreak").play("tenacious_z", base="rhodes_plaza_mall")
    # Outbreak's minion went to the empty base, the normal play is kept: any base will do.
    t.play("zombie_lord", base="factory_436_1337")
    assert t.slot_of("zombie_lord") == "factory_436_1337"


def test_overrun_stops_other_players_minions_on_its_base_until_your_next_turn():
    t = Table(factions=FACTIONS, hands=[["zombies/overrun", "zombies/walker"], ["ninjas/tiger_assassin"]],
              decks=[["wizards/portal"] * 4, ["pirates/cannon"] * 4], bases=BASES)
    t.play("overrun", base="rhodes_plaza_mall").play("walker", base="rhodes_plaza_mall").pass_()
    t.finish().until_next_turn()
    assert not t.can_play("tiger_assassin", base="rhodes_plaza_mall")
    assert t.can_play("tiger_assassin", base="factory_436_1337")
    t.finish().until_next_turn()
    assert t.zone("overrun") == "discard"


def test_they_keep_coming_plays_an_extra_minion_from_your_discard_pile():
    t = zombies(["zombies/they_keep_coming", "zombies/zombie_lord"], discard=["zombies/grave_digger"])
    t.play("they_keep_coming").play("grave_digger", base="factory_436_1337")
    t.play("zombie_lord", base="rhodes_plaza_mall")  # the normal minion play is still there
    assert t.slot_of("grave_digger") == "factory_436_1337"


def test_theyre_coming_to_get_you_lets_your_minion_play_come_from_your_discard_pile_onto_its_base():
    t = zombies(["zombies/theyre_coming_to_get_you", "zombies/zombie_lord"], discard=["zombies/grave_digger"])
    t.play("theyre_coming_to_get_you", base="rhodes_plaza_mall")
    assert not t.can_play("grave_digger", base="factory_436_1337")
    t.play("grave_digger", base="rhodes_plaza_mall")
    assert not t.can_play("zombie_lord", base="factory_436_1337")  # that was the minion play of the turn


def test_theyre_coming_to_get_you_serves_an_extra_minion_play_too():
    t = Table(factions=FACTIONS, hands=[["wizards/summon"], []],
              discards=[["zombies/grave_digger", "zombies/zombie_lord"], []],
              bases=BASES, base_actions={1: ["zombies/theyre_coming_to_get_you"]})
    t.play("summon").play("grave_digger", base="rhodes_plaza_mall").pass_()
    t.play("zombie_lord", base="rhodes_plaza_mall")
    assert t.slot_of("zombie_lord") == "rhodes_plaza_mall"


def test_theyre_coming_to_get_you_offers_each_minion_of_the_discard_pile_onto_its_base_and_no_action():
    t = Table(factions=FACTIONS, hands=[[], []], bases=BASES, base_actions={1: ["zombies/theyre_coming_to_get_you"]},
              discards=[["wizards/summon", "zombies/grave_digger", "zombies/grave_robbing", "zombies/zombie_lord"], []])
    assert t.can_play("grave_digger", base="rhodes_plaza_mall") and t.can_play("zombie_lord", base="rhodes_plaza_mall")
    assert not t.can_play("grave_digger", base="factory_436_1337")
    assert not any(t.can_play(a) for a in ("summon", "grave_robbing"))


def test_tenacious_z_stays_in_the_discard_pile_when_a_base_scores_on_another_players_turn():
    t = Table(factions=FACTIONS, discards=[["zombies/tenacious_z"], []], active=1,
              bases=[(OASIS, ["zombies/grave_digger", "ninjas/ninja_master", "pirates/saucy_wench"]),
                     (FACTORY, [])])
    t.finish().until_next_turn()  # nobody is asked anything before the base scores
    assert t.vp == [0, 2] and t.zone("tenacious_z") == "discard" and t.g.state.active == 0


def test_theyre_coming_to_get_you_only_helps_its_controller():
    t = Table(factions=FACTIONS, hands=[[], ["ninjas/tiger_assassin"]], discards=[[], ["pirates/saucy_wench"]],
              bases=BASES, base_actions={1: ["zombies/theyre_coming_to_get_you"]}, active=1)
    assert not t.can_play("saucy_wench", base="rhodes_plaza_mall")
    assert t.can_play("tiger_assassin", base="rhodes_plaza_mall")
