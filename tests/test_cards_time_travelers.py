"""Time Travelers (Voyageurs du Temps): every card, as the Séries B cards say."""

import pytest
from table import Table

from rules.game import Illegal

# The Time Travelers are player 1, not the first seat; three players where order matters.
FACTIONS = [["ninjas", "pirates"], ["time_travelers", "shapeshifters"], ["robots", "wizards"]]
FACTORY, MALL, OASIS, TAR_PITS, LIBRARY = ("base/factory_436_1337", "base/rhodes_plaza_mall", "base/jungle_oasis",
                                           "base/tar_pits", "base/the_great_library")


def travelers(hands: list | None = None, decks: list | None = None, discards: list | None = None,
              bases: list | None = None, active: int = 1, base_deck: list | None = None) -> Table:
    return Table(factions=FACTIONS, hands=hands or [[], [], []], decks=decks or [[], [], []],
                 discards=discards or [[], [], []], bases=bases or [(FACTORY, []), (MALL, [])], active=active,
                 base_deck=base_deck)


def test_doctor_when_returns_another_minion_of_yours_and_may_replay_it_at_once():
    t = travelers(hands=[[], ["time_travelers/doctor_when"], []],
                  bases=[(FACTORY, ["shapeshifters/copycat", "robots/warbot"]), (MALL, ["robots/zapbot"])])
    t.play("doctor_when", base="factory_436_1337")
    with pytest.raises(Illegal):
        t.choose("doctor_when")  # another minion
    t.choose("copycat")
    assert t.zone("copycat") == "hand"
    t.choose("copycat", "rhodes_plaza_mall")  # replayed: its on-play ability resolves again
    t.choose("zapbot")
    assert t.slot_of("copycat") == "rhodes_plaza_mall" and t.e.beh(t.id("copycat")) is t.e.beh(t.id("zapbot"))
    assert t.g.state.minion_plays == 0 and t.pending.kind == "main"


def test_doctor_when_is_optional_and_the_replay_too():
    t = travelers(hands=[[], ["time_travelers/doctor_when", "time_travelers/doctor_when"], []],
                  bases=[(FACTORY, ["time_travelers/jumper"]), (MALL, [])])
    t.play("doctor_when", base="factory_436_1337").pass_()
    assert t.slot_of("jumper") == "factory_436_1337"


def test_doctor_when_replay_may_be_declined():
    t = travelers(hands=[[], ["time_travelers/doctor_when"], []],
                  bases=[(FACTORY, ["time_travelers/jumper"]), (MALL, [])])
    t.play("doctor_when", base="factory_436_1337").choose("jumper").pass_()
    assert t.zone("jumper") == "hand" and t.pending.kind == "main"


def test_repeater_perfect_puts_an_action_from_your_discard_pile_on_top_of_your_deck():
    t = travelers(hands=[[], ["time_travelers/repeater_perfect"], []],
                  decks=[[], ["time_travelers/jumper"], []],
                  discards=[[], ["time_travelers/do_over", "time_travelers/time_raider", "time_travelers/time_walk"],
                            []])
    t.play("repeater_perfect", base="factory_436_1337")
    with pytest.raises(Illegal):
        t.choose("time_raider")  # a minion
    t.choose("time_walk")
    assert t.g.state.players[1].deck == [t.id("time_walk"), t.id("jumper")]


def test_time_raider_talent_puts_a_card_from_your_discard_pile_at_the_bottom_of_your_deck():
    t = travelers(decks=[[], ["time_travelers/jumper"], []],
                  discards=[[], ["time_travelers/do_over", "time_travelers/doctor_when"], []],
                  bases=[(FACTORY, ["time_travelers/time_raider"]), (MALL, [])])
    t.talent("time_raider").choose("doctor_when")
    assert t.g.state.players[1].deck == [t.id("jumper"), t.id("doctor_when")]
    assert not t.can_play("do_over") and all(type(a).__name__ != "Talent" for a in t.options())  # once a turn


def test_jumper_destroyed_may_return_to_your_hand():
    t = travelers(hands=[["ninjas/ninja_master"], [], []],
                  bases=[(FACTORY, ["time_travelers/jumper"]), (MALL, [])], active=0)
    t.play("ninja_master", base="factory_436_1337").choose("jumper")
    assert t.pending.player == 1  # its owner decides, on another player's turn
    t.answer(True)
    assert t.zone("jumper") == "hand"


def test_jumper_may_stay_in_the_discard_pile():
    t = travelers(hands=[["ninjas/ninja_master"], [], []],
                  bases=[(FACTORY, ["time_travelers/jumper"]), (MALL, [])], active=0)
    t.play("ninja_master", base="factory_436_1337").choose("jumper").answer(False)
    assert t.zone("jumper") == "discard"


def test_jumper_discarded_when_its_base_scores_may_return_to_your_hand():
    t = travelers(bases=[(OASIS, ["time_travelers/jumper", "ninjas/ninja_master", "robots/warbot",
                                  "ninjas/tiger_assassin"]), (MALL, [])],
                  active=2, decks=[["ninjas/seeing_stars"] * 3, ["time_travelers/do_over"] * 3, []])
    t.finish()
    assert t.pending.player == 1
    t.answer(True)
    assert t.zone("jumper") == "hand" and t.zone("ninja_master") == "discard" and t.vp == [2, 0, 0]


def test_jumper_destroyed_on_tar_pits_goes_to_the_deck_and_asks_nothing():
    t = travelers(hands=[["ninjas/ninja_master"], [], []],
                  bases=[(TAR_PITS, ["time_travelers/jumper"]), (MALL, [])], active=0)
    t.play("ninja_master", base="tar_pits").choose("jumper")
    assert t.zone("jumper") == "deck" and t.pending.kind == "main" and t.pending.player == 0


def test_1_21_gigawatts_shuffles_every_minion_of_your_discard_pile_into_your_deck():
    t = travelers(hands=[[], ["time_travelers/1_21_gigawatts"], []],
                  decks=[[], ["time_travelers/do_over"], []],
                  discards=[[], ["time_travelers/jumper", "time_travelers/time_walk", "time_travelers/time_raider"],
                            ["robots/zapbot"]])
    t.play("1_21_gigawatts").choose_option("Minions")
    assert (t.zone("jumper"), t.zone("time_raider"), t.zone("time_walk")) == ("deck", "deck", "discard")
    assert t.zone("zapbot") == "discard" and t.zone("1_21_gigawatts") == "discard"
    assert len(t.g.state.players[1].deck) == 3
    # From a discard pile, in sight of all: the log names them.
    assert {"Jumper is shuffled into its owner's deck", "Time Raider is shuffled into its owner's deck"} <= set(t.log)


def test_1_21_gigawatts_shuffles_every_action_of_your_discard_pile_into_your_deck():
    t = travelers(hands=[[], ["time_travelers/1_21_gigawatts"], []],
                  discards=[[], ["time_travelers/jumper", "time_travelers/time_walk", "time_travelers/wormhole"], []])
    t.play("1_21_gigawatts").choose_option("Actions")
    assert (t.zone("jumper"), t.zone("time_walk"), t.zone("wormhole")) == ("discard", "deck", "deck")


def test_do_over_returns_one_of_your_minions_and_may_replay_it_at_once():
    t = travelers(hands=[[], ["time_travelers/do_over"], []],
                  bases=[(FACTORY, [("time_travelers/time_raider", 1, ["shapeshifters/splice_as_nice"]),
                                    "time_travelers/jumper", "robots/warbot"]), (MALL, [])])
    t.play("do_over")
    with pytest.raises(Illegal):
        t.choose("warbot")
    t.choose("time_raider")
    assert t.zone("splice_as_nice") == "discard"  # its attached action is discarded
    t.choose("time_raider", "rhodes_plaza_mall")
    assert t.slot_of("time_raider") == "rhodes_plaza_mall" and t.g.state.minion_plays == 1


def test_into_the_time_slip_returns_a_minion_to_its_owners_hand():
    t = travelers(hands=[[], ["time_travelers/into_the_time_slip"], []],
                  bases=[(FACTORY, ["robots/warbot", ("ninjas/ninja_master", 2)]), (MALL, [])])
    t.play("into_the_time_slip").choose("ninja_master")
    assert t.zone("ninja_master") == "hand" and t.hand(0) == ["ninjas/ninja_master"]  # owner, not controller


def test_into_the_time_slip_returns_an_action_in_play():
    t = travelers(hands=[[], ["time_travelers/into_the_time_slip"], []],
                  bases=[(FACTORY, [("robots/warbot", 2, ["ninjas/poison"])]), (MALL, [])])
    t.play("into_the_time_slip").choose("poison")
    assert t.zone("poison") == "hand" and t.hand(0) == ["ninjas/poison"] and t.power("warbot") == 4


def test_its_astounding_plays_an_action_from_your_discard_pile_before_it_is_discarded():
    t = travelers(hands=[[], ["time_travelers/its_astounding"], []],
                  discards=[[], ["shapeshifters/splice_as_nice", "time_travelers/wormhole", "time_travelers/jumper"],
                            []],
                  bases=[(FACTORY, ["robots/warbot", "time_travelers/time_raider"]), (MALL, [])])
    t.play("its_astounding")
    for wrong in ("wormhole", "jumper"):  # a Special only, a minion
        with pytest.raises(Illegal):
            t.choose(wrong)
    t.choose("splice_as_nice", "time_raider")
    assert t.power("time_raider") == 5 and t.zone("its_astounding") == "discard"
    assert t.g.state.action_plays == 0 and t.pending.kind == "main"


def test_stasis_field_stops_its_base_scoring_until_it_is_destroyed_when_your_turn_starts():
    t = travelers(hands=[[], ["time_travelers/stasis_field"], []],
                  decks=[["ninjas/seeing_stars"] * 4, ["time_travelers/do_over"] * 4, ["robots/zapbot"] * 4],
                  bases=[(OASIS, ["robots/warbot", "ninjas/ninja_master", "time_travelers/time_raider"]),
                         (MALL, [])])
    t.play("stasis_field", base="jungle_oasis").finish()
    assert t.vp == [0, 0, 0] and t.zone("stasis_field") == "attached"
    t.until_next_turn().finish().until_next_turn().finish()  # players 2 and 0: still no scoring
    assert t.vp == [0, 0, 0]
    t.until_next_turn()  # player 1's turn starts: Stasis Field is destroyed
    assert t.zone("stasis_field") == "discard" and t.g.state.active == 1
    t.finish()
    assert t.vp == [2, 0, 0]


def to_base_discard(t: Table, *labels: str) -> None:
    """Bases that scored earlier in the game (the scenario format has no base discard pile)."""
    for label in labels:
        t.g.state.base_deck.remove(t.id(label))
        t.g.state.base_discard.append(t.id(label))


def test_time_is_fleeting_replaces_the_scored_base_with_one_from_the_base_discard_pile():
    t = Table(factions=FACTIONS, hands=[[], ["time_travelers/time_is_fleeting"], []],
              bases=[(OASIS, ["robots/warbot", "ninjas/ninja_master", "ninjas/tiger_assassin"]), (MALL, [])],
              active=2, base_deck=["base/tar_pits", "base/the_great_library", "base/ninja_dojo"],
              decks=[["ninjas/seeing_stars"] * 3, ["time_travelers/do_over"] * 3, ["robots/zapbot"] * 3])
    to_base_discard(t, "the_great_library", "ninja_dojo")
    assert not t.can_play("time_is_fleeting")  # a Special only
    t.finish()  # Jungle Oasis scores on player 2's turn; after scoring, player 1 may play it
    assert t.pending.kind == "me_first" and t.pending.player == 1
    t.play("time_is_fleeting").choose("ninja_dojo")
    assert t.zone("ninja_dojo") == "in_play" and t.zone("tar_pits") == "base_deck"
    assert t.zone("jungle_oasis") == "base_discard" and t.zone("time_is_fleeting") == "discard"


def test_time_is_fleeting_needs_a_base_in_the_base_discard_pile():
    t = Table(factions=FACTIONS, hands=[[], ["time_travelers/time_is_fleeting"], []],
              bases=[(OASIS, ["robots/warbot", "ninjas/ninja_master", "ninjas/tiger_assassin"]), (MALL, [])],
              active=2, base_deck=["base/tar_pits"],
              decks=[["ninjas/seeing_stars"] * 3, ["time_travelers/do_over"] * 3, ["robots/zapbot"] * 3])
    t.finish()  # nobody is asked: the base discard pile is empty
    assert t.zone("tar_pits") == "in_play" and t.zone("time_is_fleeting") == "hand"


def test_time_walk_gives_an_extra_minion_and_action_draws_2_and_goes_under_your_deck():
    t = travelers(hands=[[], ["time_travelers/time_walk", "time_travelers/do_over", "time_travelers/jumper",
                              "time_travelers/time_raider"], []],
                  decks=[[], ["time_travelers/its_astounding", "time_travelers/wormhole", "shapeshifters/mimic"], []],
                  bases=[(FACTORY, ["robots/warbot"]), (MALL, [])])
    t.play("time_walk")
    assert t.zone("its_astounding") == "hand" and t.zone("wormhole") == "hand"
    assert t.g.state.players[1].deck == [t.id("mimic"), t.id("time_walk")]
    t.play("jumper", base="factory_436_1337").play("time_raider", base="rhodes_plaza_mall")
    t.play("do_over").choose("jumper").pass_()
    assert t.can_play("its_astounding") is False  # the normal action was Time Walk itself


def test_wormhole_shuffles_any_of_your_minions_at_the_scored_base_into_your_deck():
    t = Table(factions=FACTIONS, hands=[[], ["time_travelers/wormhole"], []],
              bases=[(OASIS, [("time_travelers/time_raider", 1, ["shapeshifters/splice_as_nice"]),
                              "time_travelers/jumper", "robots/warbot", "time_travelers/doctor_when"]), (MALL, [])],
              active=2, decks=[["ninjas/seeing_stars"] * 3, [], ["robots/zapbot"] * 3])
    t.finish()
    assert t.vp == [0, 2, 0] and t.pending.player == 1
    t.play("wormhole").choose("time_raider", "doctor_when").pass_()
    assert (t.zone("time_raider"), t.zone("doctor_when")) == ("deck", "deck")
    assert t.zone("splice_as_nice") == "discard" and t.zone("wormhole") == "discard"
    t.answer(False)  # Jumper, discarded with the base, stays in the discard pile
    assert t.zone("jumper") == "discard"


def test_wormhole_may_shuffle_none():
    t = Table(factions=FACTIONS, hands=[[], ["time_travelers/wormhole"], []],
              bases=[(OASIS, ["time_travelers/time_raider", "robots/warbot", "time_travelers/doctor_when"]), (MALL, [])],
              active=2, decks=[["ninjas/seeing_stars"] * 3, ["time_travelers/do_over"], ["robots/zapbot"] * 3])
    t.finish().play("wormhole").pass_()  # possibly none
    assert t.g.state.players[1].discard == [t.id("wormhole"), t.id("time_raider"), t.id("doctor_when")]
    assert t.deck(1) == ["time_travelers/do_over"]
