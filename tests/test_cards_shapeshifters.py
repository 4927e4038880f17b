"""Shapeshifters (Métamorphes): every card, as the Séries B cards say."""

import pytest
from table import Table

from rules import rng, saves
from rules.actions import PASS, Pick
from rules.game import Illegal

# Player 1 (the Shapeshifters) is not the first seat, so "its owner" and "you" can't be read as player 0.
FACTIONS = [["ninjas", "pirates"], ["shapeshifters", "time_travelers"], ["robots", "wizards"]]
FACTORY, MALL, OASIS = "base/factory_436_1337", "base/rhodes_plaza_mall", "base/jungle_oasis"


def shifters(hands: list | None = None, decks: list | None = None, discards: list | None = None,
             bases: list | None = None, active: int = 1) -> Table:
    return Table(factions=FACTIONS, hands=hands or [[], [], []], decks=decks or [[], [], []],
                 discards=discards or [[], [], []], bases=bases or [(FACTORY, []), (MALL, [])], active=active)


def test_doppelganger_destroyed_plays_a_minion_from_its_owners_deck():
    t = Table(factions=FACTIONS, hands=[["ninjas/ninja_master"], [], []],
              decks=[[], ["shapeshifters/mimic", "time_travelers/its_astounding", "time_travelers/jumper"], []],
              bases=[(FACTORY, ["shapeshifters/doppelganger"]), (MALL, [])], active=0)
    t.play("ninja_master", base="factory_436_1337").choose("doppelganger")
    assert t.pending.player == 1  # the owner searches their deck
    with pytest.raises(Illegal):
        t.choose("its_astounding")
    t.choose("jumper", "rhodes_plaza_mall")
    assert t.zone("doppelganger") == "discard"
    assert t.slot_of("jumper") == "rhodes_plaza_mall" and t.facts("jumper")["controller"] == 1
    assert t.zone("mimic") == "deck" and t.zone("its_astounding") == "deck"
    assert t.pending.kind == "main" and t.pending.player == 0


def test_doppelganger_discarded_by_a_scored_base_plays_its_minion_elsewhere():
    t = Table(factions=FACTIONS, decks=[[], ["shapeshifters/copycat"], []],
              bases=[(OASIS, ["shapeshifters/doppelganger", "ninjas/ninja_master", "robots/warbot"]), (MALL, []),
                     (FACTORY, [])], active=2)
    t.finish()  # Jungle Oasis (12) scores on player 2's turn
    t.choose("copycat")
    assert {a.value for a in t.options()} == {t.slot("rhodes_plaza_mall"), t.slot("factory_436_1337")}
    t.choose("rhodes_plaza_mall")
    assert t.slot_of("copycat") == "rhodes_plaza_mall" and t.zone("doppelganger") == "discard"


def test_doppelganger_under_another_players_control_searches_its_owners_deck():
    t = Table(factions=FACTIONS, hands=[["ninjas/ninja_master"], [], []],
              decks=[["ninjas/shinobi"], ["time_travelers/jumper"], ["robots/zapbot"]],
              bases=[(FACTORY, [("shapeshifters/doppelganger", 2)]), (MALL, [])], active=0)
    t.play("ninja_master", base="factory_436_1337").choose("doppelganger")
    assert t.pending.player == 1
    t.choose("jumper", "rhodes_plaza_mall")
    assert t.g.state.players[1].discard == [t.id("doppelganger")] and t.facts("jumper")["controller"] == 1
    assert t.zone("zapbot") == "deck"


def test_cellular_bonding_with_no_action_on_a_minion_is_discarded_with_no_effect():
    """Big Geek Box, Clarifications: with no action on a minion to copy, it is discarded."""
    t = shifters(hands=[[], ["shapeshifters/cellular_bonding"], []], bases=[(FACTORY, ["robots/warbot"]), (MALL, [])])
    t.play("cellular_bonding", target="warbot")
    assert t.e.attached_to(t.id("warbot")) == [] and t.g.state.players[1].discard == [t.id("cellular_bonding")]
    assert t.power("warbot") == 4 and t.pending.kind == "main"


def test_doppelganger_returned_to_hand_does_nothing():
    t = shifters(hands=[[], ["time_travelers/do_over"], []], decks=[[], ["shapeshifters/copycat"], []],
                 bases=[(FACTORY, ["shapeshifters/doppelganger"]), (MALL, [])])
    t.play("do_over").pass_()  # returned, not replayed
    assert t.zone("doppelganger") == "hand" and t.zone("copycat") == "deck" and t.pending.kind == "main"


def test_g_e_l_f_talent_swaps_itself_for_a_minion_of_power_4_or_less_from_the_deck():
    t = shifters(decks=[[], ["shapeshifters/g_e_l_f", "shapeshifters/doppelganger", "time_travelers/time_raider",
                             "shapeshifters/splice_as_nice"], []],
                 bases=[(FACTORY, []), (MALL, ["shapeshifters/g_e_l_f"])])
    t.talent("g_e_l_f#2")
    for wrong in ("g_e_l_f", "doppelganger", "splice_as_nice"):  # a G.E.L.F., power 5, an action
        with pytest.raises(Illegal):
            t.choose(wrong)
    t.choose("time_raider")
    assert t.slot_of("time_raider") == "rhodes_plaza_mall" and t.zone("g_e_l_f#2") == "deck"
    assert len(t.g.state.players[1].deck) == 4 and t.g.state.minion_plays == 1  # an extra minion
    assert t.pending.kind == "main"


def test_g_e_l_f_the_pick_is_the_decision_no_second_question():
    """Contract, extra plays: a card the text has you pick then play is asked once — picking plays
    it, ``pass`` at the pick declines; a lone candidate is still asked."""
    def talent() -> Table:
        t = shifters(decks=[[], ["time_travelers/time_raider", "shapeshifters/splice_as_nice"], []],
                     bases=[(FACTORY, []), (MALL, ["shapeshifters/g_e_l_f"])])
        t.talent("g_e_l_f")
        assert (t.pending.player, t.pending.kind) == (1, "card")
        assert set(t.pending.options) == {Pick("card", t.id("time_raider")), PASS}
        return t

    t = talent()
    t.choose("time_raider")
    assert t.g.state.bases[1].minions == [t.id("time_raider")] and t.pending.kind == "main"
    t = talent().pass_()
    assert t.g.state.bases[1].minions == [] and t.zone("time_raider") == "deck" and t.pending.kind == "main"


def test_g_e_l_f_talent_once_per_turn_and_only_on_your_turn():
    t = shifters(decks=[[], ["time_travelers/jumper"] * 3, []],
                 bases=[(FACTORY, ["shapeshifters/g_e_l_f"]), (MALL, [])], active=0)
    assert not any(getattr(a, "card", None) == t.id("g_e_l_f") for a in t.options())


def test_mimic_has_the_highest_printed_power_among_minions_in_play():
    t = shifters(hands=[[], ["shapeshifters/genetic_shift"], []],
                 bases=[(FACTORY, [{"card": "shapeshifters/mimic", "power_counters": 1}, "robots/warbot"]),
                        (MALL, ["ninjas/ninja_master", "pirates/first_mate"])])
    assert t.power("mimic") == 5 + 1  # Ninja Master's printed 5, then its +1 power counter
    t.play("genetic_shift").choose_option("+3 power to one of your minions")  # Mimic, your only minion
    assert t.power("mimic") == 9


def test_mimic_counts_printed_power_not_modifiers():
    t = shifters(bases=[(FACTORY, ["shapeshifters/mimic", ("robots/warbot", 2, ["shapeshifters/splice_as_nice"])]),
                        (MALL, [])])
    assert t.power("warbot") == 6 and t.power("mimic") == 4


def test_copycat_has_the_picked_minions_ability_until_the_end_of_the_turn():
    t = shifters(hands=[[], ["shapeshifters/copycat", "shapeshifters/genetic_shift", "shapeshifters/mitosis"], []],
                 decks=[["ninjas/seeing_stars"] * 3, ["time_travelers/jumper"] * 3, ["ninjas/seeing_stars"] * 3],
                 bases=[(FACTORY, ["wizards/archmage", "shapeshifters/mimic"]), (MALL, ["robots/warbot"])])
    t.play("copycat", base="rhodes_plaza_mall")
    with pytest.raises(Illegal):
        t.choose("mimic")  # your own minion
    t.choose("archmage")
    assert t.e.name(t.id("copycat")) == "Copycat"  # the ability, not the name
    t.play("genetic_shift").choose_option("+1 power to each of your minions")
    assert t.can_play("mitosis")  # Archmage's extra action, through Copycat


def test_copycat_copy_ends_with_the_turn():
    t = Table(factions=FACTIONS, hands=[["ninjas/ninja_master"], ["shapeshifters/copycat"], []],
              decks=[["ninjas/seeing_stars"] * 3, ["time_travelers/jumper"] * 3, ["ninjas/seeing_stars"] * 3],
              bases=[(FACTORY, ["robots/warbot"]), (MALL, [])], active=1)
    t.play("copycat", base="factory_436_1337")  # copies Warbot, the only other minion: can't be destroyed
    t.finish().until_next_turn().finish().until_next_turn()  # player 2, then player 0
    t.play("ninja_master", base="factory_436_1337").choose("copycat")
    assert t.zone("copycat") == "discard"


def test_copycat_copying_warbot_cant_be_destroyed_this_turn():
    t = Table(factions=FACTIONS, hands=[[], ["shapeshifters/copycat", "shapeshifters/really"], []],
              bases=[(FACTORY, ["robots/warbot"]), (MALL, [])], active=1)
    t.play("copycat", base="factory_436_1337")  # copies Warbot, the only other minion
    t.play("really")  # its only target: Copycat, which can't be destroyed, so nothing is played
    assert t.slot_of("copycat") == "factory_436_1337" and t.pending.kind == "main"


def test_copycat_copying_a_talent_has_that_talent():
    t = Table(factions=FACTIONS, hands=[[], ["shapeshifters/copycat"], []],
              discards=[[], ["shapeshifters/mitosis"], []],
              bases=[(FACTORY, [("time_travelers/time_raider", 0)]), (MALL, [])], active=1)
    t.play("copycat", base="rhodes_plaza_mall")  # copies Time Raider, the only other player's minion
    t.talent("copycat")  # Time Raider's Talent: the only card of the discard pile goes under the deck
    assert t.g.state.players[1].deck == [t.id("mitosis")]


def test_really_destroys_your_minion_and_plays_one_of_no_more_power_from_your_discard_pile():
    t = shifters(hands=[[], ["shapeshifters/really"], []],
                 discards=[[], ["time_travelers/doctor_when", "time_travelers/time_raider"], []],
                 bases=[(FACTORY, [("shapeshifters/copycat", 1, ["shapeshifters/splice_as_nice"]),
                                   "robots/warbot"]), (MALL, [])])
    t.play("really")
    assert t.zone("copycat") == "discard"  # the only minion of yours: destroyed at once (power 4)
    with pytest.raises(Illegal):
        t.choose("doctor_when")  # power 5
    t.choose("time_raider", "rhodes_plaza_mall")
    assert t.slot_of("time_raider") == "rhodes_plaza_mall" and t.zone("really") == "discard"
    assert t.g.state.minion_plays == 1


def test_really_may_replay_the_destroyed_minion_itself():
    t = shifters(hands=[[], ["shapeshifters/really"], []],
                 bases=[(FACTORY, ["shapeshifters/mimic", "time_travelers/time_raider"]), (MALL, ["robots/warbot"])])
    t.play("really").choose("time_raider", "time_raider", "factory_436_1337")
    assert t.slot_of("time_raider") == "factory_436_1337" and t.zone("time_raider") == "base"


def test_bacta_the_future_destroys_a_minion_and_its_owner_may_play_an_extra_minion_at_once():
    t = shifters(hands=[["ninjas/tiger_assassin"], ["shapeshifters/bacta_the_future"], ["robots/zapbot"]],
                 bases=[(FACTORY, ["robots/warbot", "ninjas/ninja_master"]), (MALL, [])])
    t.play("bacta_the_future").choose("ninja_master")
    assert t.zone("ninja_master") == "discard"
    assert t.pending.player == 0  # the owner, out of turn
    t.choose("tiger_assassin", "rhodes_plaza_mall")
    assert t.slot_of("tiger_assassin") == "rhodes_plaza_mall" and t.facts("tiger_assassin")["controller"] == 0
    assert t.pending.kind == "main" and t.pending.player == 1 and t.zone("zapbot") == "hand"


def test_bacta_the_future_extra_minion_goes_to_the_owner_not_the_controller():
    t = shifters(hands=[["ninjas/tiger_assassin"], ["shapeshifters/bacta_the_future"], ["robots/zapbot"]],
                 bases=[(FACTORY, [("ninjas/ninja_master", 2)]), (MALL, ["robots/warbot"])])
    t.play("bacta_the_future").choose("ninja_master")  # player 0's, controlled by player 2
    assert t.g.state.players[0].discard == [t.id("ninja_master")]
    t.choose("tiger_assassin", "rhodes_plaza_mall")
    assert t.slot_of("tiger_assassin") == "rhodes_plaza_mall" and t.zone("zapbot") == "hand"


def test_bacta_the_future_extra_minion_even_when_the_minion_cant_be_destroyed():
    """"Destroy any minion. Its owner may then play an extra minion": two independent effects
    (Marvel book: « Faites X, puis faites Y » : les effets ultérieurs sont résolus même si les
    précédents ne l'ont pas été)."""
    t = shifters(hands=[[], ["shapeshifters/bacta_the_future"], ["robots/zapbot"]],
                 bases=[(FACTORY, ["robots/warbot"]), (MALL, [])])
    t.play("bacta_the_future")  # Warbot, the only minion, is taken at once: it can't be destroyed
    assert t.zone("warbot") == "base" and t.pending.player == 2
    t.choose("zapbot", "rhodes_plaza_mall")
    assert t.slot_of("zapbot") == "rhodes_plaza_mall"


def test_bacta_the_future_extra_minion_may_be_declined():
    t = shifters(hands=[[], ["shapeshifters/bacta_the_future", "shapeshifters/copycat"], []],
                 bases=[(FACTORY, ["shapeshifters/mimic"]), (MALL, [])])
    t.play("bacta_the_future").pass_()  # Mimic was the only minion: destroyed; Copycat stays in hand
    assert t.zone("mimic") == "discard" and t.zone("copycat") == "hand"
    t.play("copycat", base="factory_436_1337")  # the normal minion play is still there
    assert t.zone("copycat") == "base"


def test_cellular_bonding_has_the_picked_actions_abilities_even_after_it_leaves():
    t = shifters(hands=[["wizards/sacrifice"], ["shapeshifters/cellular_bonding"], []],
                 bases=[(FACTORY, [("robots/warbot", 2, ["shapeshifters/splice_as_nice"]), "time_travelers/jumper"]),
                        (MALL, [("ninjas/ninja_master", 0, ["ninjas/poison"])])])
    t.play("cellular_bonding", target="jumper")
    t.choose("splice_as_nice")
    assert t.power("jumper") == 4
    t.e.destroy_action(t.id("splice_as_nice"))
    assert t.power("jumper") == 4 and t.power("warbot") == 4


def test_cellular_bonding_copying_shell_game_keeps_its_minion_from_destruction():
    t = Table(factions=FACTIONS, hands=[["ninjas/ninja_master"], ["shapeshifters/cellular_bonding"], []],
              bases=[(FACTORY, [("shapeshifters/mimic", 1, ["shapeshifters/shell_game"]), "time_travelers/jumper"]),
                     (MALL, [])], active=1)
    t.play("cellular_bonding", target="jumper")
    assert t.zone("cellular_bonding") == "attached"  # Shell Game was the only action on a minion
    t.finish().until_next_turn().finish().until_next_turn()
    t.play("ninja_master", base="factory_436_1337").choose("jumper")
    assert t.slot_of("jumper") == "factory_436_1337"


def test_genetic_shift_gives_all_your_minions_plus_1():
    t = shifters(hands=[[], ["shapeshifters/genetic_shift"], []],
                 bases=[(FACTORY, ["shapeshifters/copycat", "robots/warbot"]), (MALL, ["time_travelers/jumper"])])
    t.play("genetic_shift").choose_option("+1 power to each of your minions")
    assert (t.power("copycat"), t.power("jumper"), t.power("warbot")) == (3, 3, 4)
    t.finish().until_next_turn()
    assert (t.power("copycat"), t.power("jumper")) == (2, 2)


def test_genetic_shift_gives_one_of_your_minions_plus_3():
    t = shifters(hands=[[], ["shapeshifters/genetic_shift"], []],
                 bases=[(FACTORY, ["shapeshifters/copycat", "robots/warbot"]), (MALL, ["time_travelers/jumper"])])
    t.play("genetic_shift").choose_option("+3 power to one of your minions")
    with pytest.raises(Illegal):
        t.choose("warbot")
    t.choose("jumper")
    assert (t.power("copycat"), t.power("jumper")) == (2, 5)


def test_mitosis_plays_another_copy_of_one_of_your_minions_from_your_hand():
    t = shifters(hands=[[], ["shapeshifters/mitosis", "shapeshifters/copycat", "time_travelers/jumper"], []],
                 bases=[(FACTORY, ["shapeshifters/copycat", "time_travelers/time_raider", "robots/warbot"]),
                        (MALL, [])])
    t.play("mitosis")  # only Copycat has a copy in hand: picked at once
    t.choose("copycat", "rhodes_plaza_mall")  # its own ability copies Warbot, the only other player's minion
    assert t.slot_of("copycat") == "rhodes_plaza_mall" and t.g.state.minion_plays == 1
    assert t.e.beh(t.id("copycat")) is t.e.beh(t.id("warbot"))
    assert t.zone("jumper") == "hand"


def test_mitosis_an_all_stars_reprint_is_another_copy_of_the_same_card():
    t = Table(factions=[["ninjas", "pirates"], ["shapeshifters", "all_stars"], ["robots", "wizards"]],
              hands=[[], ["shapeshifters/mitosis", "all_stars/g_e_l_f"], []],
              bases=[(FACTORY, ["shapeshifters/g_e_l_f", "robots/warbot"]), (MALL, [])], active=1)
    assert t.e.cid(t.id("g_e_l_f")) == "all_stars/g_e_l_f"  # the one in hand
    t.play("mitosis")  # the G.E.L.F. in play is picked at once: the only one with a copy in hand
    t.choose("g_e_l_f", "rhodes_plaza_mall")
    assert t.slot_of("g_e_l_f") == "rhodes_plaza_mall" and t.g.state.players[1].hand == []


def test_shell_game_keeps_its_minion_from_being_destroyed():
    t = shifters(hands=[["ninjas/ninja_master"], [], []],
                 bases=[(FACTORY, [("shapeshifters/copycat", 1, ["shapeshifters/shell_game"])]), (MALL, [])],
                 active=0)
    t.play("ninja_master", base="factory_436_1337").choose("copycat")
    assert t.slot_of("copycat") == "factory_436_1337" and t.zone("shell_game") == "attached"


def test_shell_game_does_not_stop_a_return_to_hand():
    t = shifters(hands=[[], ["time_travelers/do_over"], []],
                 bases=[(FACTORY, [("shapeshifters/copycat", 1, ["shapeshifters/shell_game"])]), (MALL, [])])
    t.play("do_over").pass_()
    assert t.zone("copycat") == "hand" and t.zone("shell_game") == "discard"


def test_splice_as_nice_gives_its_minion_plus_2():
    t = shifters(hands=[[], ["shapeshifters/splice_as_nice"], []],
                 bases=[(FACTORY, ["robots/warbot", "time_travelers/jumper"]), (MALL, [])])
    t.play("splice_as_nice", target="warbot")
    assert (t.power("warbot"), t.power("jumper")) == (6, 2)


def test_transmogrify_destroys_your_minion_and_plays_one_of_no_more_power_from_your_deck():
    t = shifters(hands=[[], ["shapeshifters/transmogrify"], []],
                 decks=[[], ["shapeshifters/doppelganger", "time_travelers/repeater_perfect", "shapeshifters/mimic",
                             "shapeshifters/mitosis", "time_travelers/its_astounding", "shapeshifters/shell_game"], []],
                 bases=[(FACTORY, ["robots/warbot"]), (MALL, ["time_travelers/time_raider"])])
    t.play("transmogrify")  # Time Raider (3) destroyed
    for wrong in ("doppelganger", "repeater_perfect"):
        with pytest.raises(Illegal):
            t.choose(wrong)
    seed = t.g.state.rng
    t.choose("mimic", "factory_436_1337")
    assert t.slot_of("mimic") == "factory_436_1337" and t.zone("time_raider") == "discard"
    unshuffled = [t.id(x) for x in ("doppelganger", "repeater_perfect", "mitosis", "its_astounding", "shell_game")]
    rest = list(unshuffled)
    rng.shuffle(seed, rest)  # the deck, shuffled once the found minion is out of it
    assert t.g.state.players[1].deck == rest != unshuffled


def test_transmogrify_with_no_minion_destroyed_searches_and_shuffles_nothing():
    deck = ["time_travelers/jumper", "time_travelers/doctor_when", "time_travelers/time_raider",
            "shapeshifters/mimic", "shapeshifters/copycat", "time_travelers/its_astounding"]
    t = shifters(hands=[[], ["shapeshifters/transmogrify"], []], decks=[[], deck, []],
                 bases=[(FACTORY, ["robots/warbot"]), (MALL, [])])
    before = list(t.g.state.players[1].deck)
    t.play("transmogrify")  # no minion of yours to destroy
    assert t.g.state.players[1].deck == before and t.zone("transmogrify") == "discard"
    assert t.pending.kind == "main"


def test_cellular_bonding_out_of_play_has_only_its_own_abilities():
    t = shifters(hands=[[], ["shapeshifters/cellular_bonding"], []],
                 bases=[(FACTORY, [("robots/warbot", 2, ["shapeshifters/splice_as_nice"]), "time_travelers/jumper"]),
                        (MALL, [])])
    t.play("cellular_bonding", target="jumper")  # Splice as Nice, the only action on a minion
    assert t.power("jumper") == 4
    t.e.return_to_hand(t.id("jumper"))  # its modifier goes to the discard pile
    assert t.zone("cellular_bonding") == "discard" and t.id("cellular_bonding") not in t.g.state.abilities
    assert saves.loads(saves.dumps(t.g)).state == t.g.state  # the game's own save is a game the rules reach


def test_copycat_destroyed_while_copying_nukebot_has_nukebots_last_word():
    t = shifters(hands=[[], ["shapeshifters/copycat", "shapeshifters/really"], []],
                 bases=[(FACTORY, [("robots/nukebot", 2), ("ninjas/shinobi", 0)]), (MALL, [])])
    t.play("copycat", base="factory_436_1337").choose("nukebot")
    t.play("really").pass_()  # destroys Copycat, the only minion of player 1: Nukebot's ability, through the copy
    assert t.zone("shinobi") == "discard" and t.zone("copycat") == "discard"
    assert t.id("copycat") not in t.g.state.eot_abilities


def test_cellular_bonding_copying_the_card_that_copies_it_has_its_own_abilities():
    t = shifters(bases=[(FACTORY, [("robots/warbot", 2, ["shapeshifters/cellular_bonding"]),
                                   ("time_travelers/jumper", 1, ["shapeshifters/cellular_bonding"])]), (MALL, [])])
    first, second = t.id("cellular_bonding"), t.id("cellular_bonding#2")
    t.e.copy_abilities(first, second, until_end_of_turn=False)  # the first picked the second
    t.e.copy_abilities(second, first, until_end_of_turn=False)  # the second, back in play, the first
    assert t.g.state.abilities == {first: second}
    assert saves.loads(saves.dumps(t.g)).state == t.g.state
