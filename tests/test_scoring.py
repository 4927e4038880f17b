"""The rules of scoring a base (core rulebook "La Conquête", Big Geek Box and Marvel books)."""

from table import Table

from rules import saves
from rules.actions import PASS, Pick, Use

DRAWS = ["dinosaurs/war_raptor", "dinosaurs/war_raptor"]  # the active player's Draw 2, not the discard


def test_a_base_reaching_its_breakpoint_scores_only_in_the_scoring_phase():
    t = Table(bases=[("base/jungle_oasis", ["ninjas/ninja_master"]), ("base/tar_pits", [])],
              hands=[["dinosaurs/king_rex"], []], decks=[DRAWS, []])
    t.play("king_rex", base="jungle_oasis")
    # 12 power on a breakpoint of 12: reached, yet nothing happens before the Play Cards phase ends.
    assert t.e.total_power(t.slot("jungle_oasis")) == 12
    assert t.pending.kind == "main" and t.vp == [0, 0]
    t.finish()
    assert t.vp == [2, 0]
    assert t.zone("jungle_oasis") == "base_discard" and t.zone("tar_pits") == "in_play"


def test_the_active_player_chooses_which_ready_base_scores_first():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "ninjas/ninja_master"]),
                     ("base/tar_pits", ["dinosaurs/laseratops", "aliens/supreme_overlord",
                                        "ninjas/tiger_assassin", "pirates/saucy_wench"])],
              base_deck=["base/the_central_brain", "base/cave_of_shinies"], decks=[DRAWS, []])
    t.finish()
    assert t.pending.kind == "base" and t.pending.player == 0
    assert set(t.options()) == {Pick("base", 0), Pick("base", 1)}
    t.choose("tar_pits")
    # Tar Pits went first, so it took the top of the base deck.
    assert t.slot("the_central_brain") == 1 and t.slot("cave_of_shinies") == 0
    assert t.vp == [4 + 2, 3]


def test_me_first_before_scoring_starts_with_the_active_player_and_a_passed_player_may_come_back():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "ninjas/ninja_master"]), ("base/tar_pits", [])],
              hands=[["pirates/full_sail"], ["pirates/full_sail"]], decks=[[], DRAWS], active=1)
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.window == "before_scoring" and t.pending.player == 1
    t.pass_()
    assert t.pending.player == 0
    t.play("full_sail").choose("king_rex")
    assert t.pending.kind == "me_first" and t.pending.player == 1
    t.pass_()
    # The Oasis is down to 5 power, below its breakpoint: once designated it scores all the same.
    assert t.vp == [0, 2]
    assert t.slot_of("king_rex") == "tar_pits" and t.zone("ninja_master") == "discard"


def test_tied_players_share_a_place_and_the_next_place_is_skipped():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"]],
              bases=[("base/tar_pits", ["dinosaurs/king_rex", "aliens/invader",
                                        "ninjas/ninja_master", "pirates/saucy_wench", "ninjas/ninja_acolyte",
                                        "robots/warbot", "robots/microbot_guard"]),
                     ("base/jungle_oasis", []), ("base/the_homeworld", [])], decks=[DRAWS, [], []])
    t.finish()
    # 10, 10 and 5: two winners, and the third is third, not second.
    assert t.vp == [4, 4, 2]


def test_a_tie_for_second_leaves_no_third_place():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"],
                        ["wizards", "zombies"]],
              bases=[("base/tar_pits", ["dinosaurs/king_rex", "aliens/invader", "ninjas/ninja_master",
                                        "robots/warbot", "robots/microbot_guard", "wizards/chronomage"]),
                     ("base/jungle_oasis", []), ("base/the_homeworld", []), ("base/cave_of_shinies", [])],
              decks=[DRAWS, [], [], []])
    t.finish()
    assert t.vp == [4, 3, 3, 0]


def test_with_fewer_than_three_contenders_the_missing_places_pay_nobody():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"]],
              bases=[("base/tar_pits", ["dinosaurs/king_rex", "aliens/invader", "aliens/collector",
                                        "ninjas/ninja_master"]),
                     ("base/jungle_oasis", ["robots/warbot"]), ("base/the_homeworld", [])], decks=[DRAWS, [], []])
    t.finish()
    assert t.vp == [4, 3, 0]


def test_a_minion_of_power_0_is_enough_to_score():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"],
                        ["wizards", "zombies"]],
              bases=[("base/tar_pits", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                        "ninjas/ninja_master", "robots/microbot_guard"]),
                     ("base/jungle_oasis", []), ("base/the_homeworld", []), ("base/cave_of_shinies", [])],
              decks=[DRAWS, [], [], []])
    t.g.state.eot_power[t.id("microbot_guard")] = -1  # as if a -1 until the end of the turn was played
    assert t.power("microbot_guard") == 0
    t.finish()
    # The fourth player has nothing there and scores nothing; 0 power is the third total.
    assert t.vp == [4, 3, 2, 0]


def test_the_after_scoring_window_comes_after_the_vp_and_before_the_cards_leave():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"]],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/scout", "ninjas/ninja_master"]),
                     ("base/tar_pits", [])], decks=[DRAWS, []])
    t.finish()
    assert t.pending.window == "after_scoring" and t.pending.player == 0
    assert set(t.options()) == {Use(t.id("scout")), PASS}
    assert t.vp == [2, 0] and t.slot_of("king_rex") == "jungle_oasis"
    t.use("scout")
    assert t.zone("scout") == "hand"
    assert t.zone("king_rex") == "discard" and t.zone("jungle_oasis") == "base_discard"


def test_scored_cards_go_to_their_owners_discard_piles():
    t = Table(bases=[("base/tar_pits", ["dinosaurs/king_rex", ("ninjas/ninja_master", 0),
                                        ("ninjas/tiger_assassin", 1, ["dinosaurs/upgrade"])]),
                     ("base/jungle_oasis", [])], decks=[DRAWS, []])
    t.finish()
    assert t.vp == [4, 3]
    assert t.facts("ninja_master") == {"zone": "discard", "owner": 1}
    assert t.facts("upgrade") == {"zone": "discard", "owner": 0}
    assert t.facts("tiger_assassin") == {"zone": "discard", "owner": 1}


def test_an_empty_base_deck_is_refilled_from_the_shuffled_base_discard_pile():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "ninjas/ninja_master"]),
                     ("base/the_central_brain", [])], base_deck=["base/tar_pits"], decks=[DRAWS, []])
    s = t.g.state
    s.base_discard.append(s.base_deck.pop())  # Tar Pits was scored earlier
    t.finish()
    assert s.base_discard == []
    assert {t.zone("tar_pits"), t.zone("jungle_oasis")} == {"in_play", "base_deck"}


def test_bases_are_checked_again_after_each_scoring_a_base_that_becomes_ready_scores():
    t = Table(bases=[("base/the_grey_opal", ["dinosaurs/king_rex", "dinosaurs/laseratops",
                                             "ninjas/ninja_master", "pirates/saucy_wench"]),
                     ("base/jungle_oasis", ["ninjas/tiger_assassin", "aliens/invader"])],
              base_deck=["base/tar_pits", "base/the_central_brain"], decks=[DRAWS, []])
    t.finish().choose("ninja_master")
    # 5 + 4 + 3 = 12 on the Oasis: it scores in the same phase.
    assert t.vp == [3, 1 + 2]
    assert t.zone("jungle_oasis") == "base_discard" and t.zone("ninja_master") == "discard"


def test_bases_are_checked_again_after_each_scoring_a_base_no_longer_ready_does_not_score():
    t = Table(bases=[("base/ninja_dojo", ["dinosaurs/king_rex", "dinosaurs/laseratops",
                                          "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", ["aliens/supreme_overlord", "aliens/invader", "aliens/collector",
                                            "pirates/saucy_wench"])],
              decks=[DRAWS, []])
    t.finish().choose("ninja_dojo").choose("saucy_wench")
    assert t.vp == [2, 3]
    assert t.zone("jungle_oasis") == "in_play" and t.pending.kind == "main" and t.pending.player == 1


def test_while_a_replacement_is_chosen_the_scored_base_is_still_on_the_table():
    t = Table(bases=[("base/school_of_wizardry", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                                  "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])],
              base_deck=["base/tar_pits", "base/the_central_brain"], decks=[DRAWS, []])
    t.finish()
    assert t.pending.source == t.id("school_of_wizardry")
    assert t.zone("school_of_wizardry") == "in_play" and t.g.state.base_discard == []
    saves.loads(saves.dumps(t.g))  # a consistent state: every card in exactly one place
    t.choose("tar_pits")
    assert t.zone("school_of_wizardry") == "base_discard" and t.zone("tar_pits") == "in_play"
