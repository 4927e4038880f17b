import pytest
from table import Table

from rules.game import Illegal
from rules.invariants import check_state

FACTIONS = [["wizards", "zombies"], ["ninjas", "pirates"]]
FACTORY, MALL = "base/factory_436_1337", "base/rhodes_plaza_mall"
BASES = [(FACTORY, []), (MALL, [])]


def wizards(hand: list, deck: list | None = None, bases: list | None = None) -> Table:
    return Table(factions=FACTIONS, hands=[hand, []], decks=[deck or [], []], bases=bases or BASES)


def deck_labels(t: Table, player: int) -> list[str]:
    label_of = {iid: label for label, iid in t.b.labels.items()}
    return [label_of[c] for c in t.g.state.players[player].deck]


def test_archmage_gives_one_extra_action_on_each_of_your_turns():
    t = Table(factions=FACTIONS, bases=[(FACTORY, ["wizards/archmage"]), (MALL, [])],
              hands=[["wizards/summon", "wizards/summon", "wizards/mystic_studies", "wizards/mystic_studies"], []],
              decks=[["wizards/enchantress"] * 4, ["ninjas/tiger_assassin"] * 4])
    t.play("summon").play("summon#2")
    assert not t.can_play("mystic_studies")
    t.finish().until_next_turn().finish().until_next_turn()
    assert t.g.state.active == 0
    t.play("mystic_studies").play("mystic_studies#2")
    assert t.zone("mystic_studies#2") == "discard"


def test_archmage_extra_action_ends_when_it_leaves_play():
    t = Table(factions=FACTIONS, bases=[(FACTORY, ["wizards/archmage"]), (MALL, [])],
              hands=[["wizards/sacrifice", "wizards/summon", "wizards/summon"], []],
              decks=[["wizards/enchantress"] * 4, []])
    t.play("sacrifice")  # its only target, Archmage: draw 4, then it is destroyed
    assert t.zone("archmage") == "discard"
    t.play("summon")  # the normal action play is still there
    assert not t.can_play("summon#2")


def test_chronomage_gives_an_extra_action_this_turn():
    t = wizards(["wizards/chronomage", "wizards/summon", "wizards/summon"])
    t.play("chronomage", base="factory_436_1337").play("summon").play("summon#2")
    assert t.zone("summon#2") == "discard"


def test_enchantress_draws_a_card():
    t = wizards(["wizards/enchantress"], deck=["wizards/portal"])
    t.play("enchantress", base="factory_436_1337")
    assert t.zone("portal") == "hand"


def test_neophyte_may_play_a_revealed_action_as_an_extra_action():
    t = wizards(["wizards/neophyte", "wizards/summon"],
                deck=["wizards/mystic_studies", "wizards/enchantress", "wizards/enchantress"])
    t.play("neophyte", base="factory_436_1337").pass_().choose("mystic_studies")  # not to hand: played
    assert t.zone("mystic_studies") == "discard"
    assert t.zone("enchantress") == "hand" and t.zone("enchantress#2") == "hand"
    t.play("summon")  # the normal action play was not used


def test_neophyte_may_put_a_revealed_action_into_your_hand():
    t = wizards(["wizards/neophyte"], deck=["wizards/mystic_studies"])
    t.play("neophyte", base="factory_436_1337").choose("mystic_studies")  # the card's first option
    assert t.zone("mystic_studies") == "hand" and t.pending.kind == "main"


def test_neophyte_may_leave_a_revealed_action_on_top():
    t = wizards(["wizards/neophyte"], deck=["wizards/mystic_studies"])
    t.play("neophyte", base="factory_436_1337").pass_().pass_()
    assert t.zone("mystic_studies") == "deck" and t.pending.kind == "main"


def test_neophyte_puts_a_revealed_minion_back_on_top():
    t = wizards(["wizards/neophyte"], deck=["wizards/archmage", "wizards/portal"])
    t.play("neophyte", base="factory_436_1337")
    assert deck_labels(t, 0) == ["archmage", "portal"] and t.pending.kind == "main"


def test_mass_enchantment_plays_another_players_revealed_action_as_yours():
    t = Table(factions=[["wizards", "zombies"], ["ninjas", "pirates"], ["aliens", "dinosaurs"]],
              hands=[["wizards/mass_enchantment"], [], []],
              decks=[[], ["ninjas/tiger_assassin"], ["dinosaurs/howl", "dinosaurs/king_rex"]],
              bases=[(FACTORY, ["wizards/archmage", "pirates/saucy_wench", "dinosaurs/war_raptor"]), (MALL, [])])
    t.play("mass_enchantment").choose("howl")
    assert t.power("archmage") == 5  # Howl pumped the minions of its player, not of its owner
    assert t.power("war_raptor") == 3 and t.power("saucy_wench") == 3
    assert t.facts("howl") == {"zone": "discard", "owner": 2}
    assert deck_labels(t, 1) == ["tiger_assassin"] and deck_labels(t, 2) == ["king_rex"]


def test_mass_enchantment_leaves_the_played_action_to_its_owner_afterwards():
    """The enchanter controls the action only while it is played: in its owner's discard pile it is
    the owner's again, so when the owner plays it later it works for the owner."""
    t = Table(factions=[["ninjas", "pirates"], ["wizards", "zombies"], ["aliens", "dinosaurs"]],
              hands=[[], ["wizards/mass_enchantment"], []],
              decks=[[], [], ["dinosaurs/howl"]], active=1,
              bases=[(FACTORY, ["wizards/archmage", "dinosaurs/war_raptor"]), (MALL, [])])
    t.play("mass_enchantment").choose("howl")
    assert t.power("archmage") == 5
    assert t.g.state.players[2].discard == [t.id("howl")]
    assert t.e.ctrl(t.id("howl")) == 2
    assert check_state(t.g.state) is None


def test_mass_enchantment_playing_nothing_leaves_every_deck_as_it_was():
    t = Table(factions=FACTIONS, hands=[["wizards/mass_enchantment"], []],
              decks=[[], ["pirates/cannon", "pirates/dinghy"]], bases=BASES)
    t.play("mass_enchantment").pass_()
    assert deck_labels(t, 1) == ["cannon", "dinghy"]


def test_mystic_studies_draws_two_cards():
    t = wizards(["wizards/mystic_studies"], deck=["wizards/portal", "wizards/scry", "wizards/summon"])
    t.play("mystic_studies")
    assert t.hand(0) == ["wizards/portal", "wizards/scry"]


def test_portal_takes_revealed_minions_and_restacks_the_rest_in_your_order():
    t = wizards(["wizards/portal"], deck=["wizards/enchantress", "wizards/summon", "wizards/neophyte",
                                          "wizards/mystic_studies", "wizards/archmage", "wizards/chronomage"])
    t.play("portal")
    with pytest.raises(Illegal):
        t.choose("summon")  # only minions may be taken
    t.choose("enchantress", "archmage").pass_()
    t.choose("mystic_studies", "neophyte")  # from the top down; Summon is left last
    assert t.hand(0) == ["wizards/enchantress", "wizards/archmage"]
    assert deck_labels(t, 0) == ["mystic_studies", "neophyte", "summon", "chronomage"]


def test_portal_asks_no_order_for_identical_cards():
    t = wizards(["wizards/portal"], deck=["wizards/summon", "wizards/enchantress", "wizards/summon"])
    t.play("portal").choose("enchantress")  # the only minion: nothing more to ask
    assert t.pending.kind == "main" and deck_labels(t, 0) == ["summon", "summon#2"]


def test_sacrifice_draws_cards_equal_to_your_minions_power_then_destroys_it():
    t = Table(factions=FACTIONS, hands=[["wizards/sacrifice"], []], decks=[["wizards/summon"] * 5, []],
              bases=[(FACTORY, ["wizards/archmage", "wizards/enchantress"]), (MALL, ["pirates/saucy_wench"])])
    t.play("sacrifice")
    with pytest.raises(Illegal):
        t.choose("saucy_wench")  # only your own minions
    t.choose("archmage")
    assert len(t.hand(0)) == 4 and t.zone("archmage") == "discard"


def test_scry_puts_an_action_from_your_deck_into_your_hand_and_shuffles():
    t = wizards(["wizards/scry"], deck=["wizards/enchantress", "wizards/summon", "wizards/neophyte",
                                        "wizards/time_loop"])
    t.play("scry")
    with pytest.raises(Illegal):
        t.choose("neophyte")
    t.choose("time_loop")
    assert t.hand(0) == ["wizards/time_loop"]
    assert sorted(deck_labels(t, 0)) == ["enchantress", "neophyte", "summon"]


def test_scry_shuffles_your_discard_pile_into_an_empty_deck_first():
    t = Table(factions=FACTIONS, hands=[["wizards/scry"], []], discards=[["wizards/portal"], []], bases=BASES)
    t.play("scry")
    assert t.zone("portal") == "hand"


def test_summon_gives_an_extra_minion_this_turn():
    t = wizards(["wizards/summon", "wizards/archmage", "wizards/neophyte"], deck=["wizards/portal"])
    t.play("summon").play("archmage", base="factory_436_1337").play("neophyte", base="rhodes_plaza_mall")
    assert t.slot_of("neophyte") == "rhodes_plaza_mall"


def test_time_loop_gives_two_extra_actions():
    t = wizards(["wizards/time_loop", "wizards/summon", "wizards/summon", "wizards/summon"])
    t.play("time_loop").play("summon").play("summon#2")
    assert not t.can_play("summon#3")


def test_winds_of_change_shuffles_your_hand_into_your_deck_draws_5_and_gives_an_extra_action():
    t = wizards(["wizards/winds_of_change", "wizards/neophyte", "wizards/neophyte"],
                deck=["wizards/mystic_studies"] * 4)
    t.play("winds_of_change")
    assert len(t.hand(0)) == 5 and len(t.g.state.players[0].deck) == 1
    assert not any("shuffled into" in line for line in t.log)  # a hand shuffled away stays unseen
    studies = [f"mystic_studies#{k}" if k > 1 else "mystic_studies" for k in range(1, 5)]
    in_hand = [s for s in studies if t.zone(s) == "hand"]
    t.play(in_hand[0])  # the extra action (Winds of Change took the normal one)
    assert not t.can_play(in_hand[1])


def test_portal_goes_on_revealing_into_the_reshuffled_discard_pile():
    t = Table(factions=FACTIONS, hands=[["wizards/portal"], []], decks=[["wizards/summon"], []],
              discards=[["wizards/archmage"], []], bases=BASES)
    t.play("portal").choose("archmage")
    assert t.zone("archmage") == "hand" and deck_labels(t, 0) == ["summon"]


def test_neophyte_offers_the_hand_before_the_extra_action_as_its_text_reads():
    t = Table(factions=[["ninjas", "pirates"], ["wizards", "zombies"], ["robots", "aliens"]],
              hands=[[], ["wizards/neophyte"], []], decks=[[], ["wizards/mystic_studies"], []],
              bases=[(FACTORY, []), (MALL, [])], active=1)
    t.play("neophyte", base="factory_436_1337")
    assert t.pending.prompt == "Put the revealed action into your hand, or pass"
