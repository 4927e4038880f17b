from table import Table

from rules.actions import Use

# Player 0 plays Aliens + Dinosaurs, player 1 Ninjas + Pirates (the table's default factions).


def test_full_sail_moves_any_number_of_your_minions():
    t = Table(bases=[("base/the_central_brain", [("pirates/first_mate", 1), ("pirates/buccaneer", 1)]),
                     ("base/jungle_oasis", []), ("base/tar_pits", [])], hands=[[], ["pirates/full_sail"]], active=1)
    t.play("full_sail").choose("first_mate", "jungle_oasis", "buccaneer", "tar_pits")
    assert t.slot_of("first_mate") == "jungle_oasis" and t.slot_of("buccaneer") == "tar_pits"
    assert t.zone("full_sail") == "discard"


def test_full_sail_special_before_a_base_scores():
    # Player 1 would get nothing at the Oasis (2 VP to the winner only): the pirates sail away.
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/invader", "pirates/first_mate"]),
                     ("base/the_mothership", [])],
              hands=[[], ["pirates/full_sail"]], base_deck=["base/cave_of_shinies"], active=0)
    t.finish().play("full_sail").choose("first_mate")  # to the only other base
    assert t.slot_of("first_mate") == "the_mothership" and t.zone("full_sail") == "discard"
    assert t.vp == [2, 0]


def _oasis_scores_on_player_0s_turn(mine_here: list[str], elsewhere: list[str]) -> Table:
    """King Rex + Collector (9) for player 0 at the Jungle Oasis (breakpoint 12, 2 VP to the
    winner only), player 1's ``mine_here`` there too, ``elsewhere`` at the Mothership."""
    return Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/collector", *mine_here]),
                        ("base/the_mothership", elsewhere)],
                 base_deck=["base/cave_of_shinies"], active=0)


def test_pirate_king_moving_in_changes_the_winner():
    t = _oasis_scores_on_player_0s_turn(["pirates/buccaneer", "pirates/first_mate"], ["pirates/pirate_king"])
    t.finish()
    assert t.pending.kind == "me_first" and Use(t.id("pirate_king")) in t.options()
    t.use("pirate_king").pass_()  # the First Mate stays and is discarded with the rest
    assert t.vp == [0, 2]  # 9 against 6 + 5: player 1 alone wins
    assert t.zone("pirate_king") == "discard"


def test_pirate_king_not_offered_when_already_there():
    t = _oasis_scores_on_player_0s_turn(["pirates/pirate_king"], [])
    t.finish()  # nothing to decide before scoring: 9 against 5
    assert t.vp == [2, 0]


def test_buccaneer_moves_instead_of_being_destroyed():
    t = Table(factions=[["ninjas", "aliens"], ["pirates", "dinosaurs"]],
              bases=[("base/jungle_oasis", ["pirates/buccaneer"]), ("base/the_mothership", []),
                     ("base/the_great_library", [])],
              hands=[["ninjas/ninja_master"], []], active=0)
    t.play("ninja_master", base="jungle_oasis").choose("buccaneer")
    assert t.pending.player == 1  # Buccaneer's controller picks where it goes
    t.choose("the_great_library")
    assert t.slot_of("buccaneer") == "the_great_library"


def test_buccaneer_survives_powderkeg_that_still_blows_up_its_old_base():
    t = Table(bases=[("base/jungle_oasis", ["pirates/buccaneer", "dinosaurs/laseratops", "dinosaurs/king_rex"]),
                     ("base/the_mothership", [])],
              hands=[[], ["pirates/powderkeg"]], active=1)
    t.play("powderkeg")  # Buccaneer is player 1's only minion and the Mothership the only other base
    assert t.slot_of("buccaneer") == "the_mothership"
    assert t.zone("laseratops") == "discard" and t.zone("king_rex") == "base"


def test_saucy_wench_destroys_a_minion_of_power_2_or_less_here():
    t = Table(bases=[("base/jungle_oasis", ["aliens/collector", "aliens/invader"]), ("base/the_mothership", [])],
              hands=[[], ["pirates/saucy_wench"]], active=1)
    t.play("saucy_wench", base="jungle_oasis").choose("collector")
    assert t.zone("collector") == "discard" and t.zone("invader") == "base"


def test_first_mate_goes_to_another_base_after_its_base_scored():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "pirates/first_mate",
                                            "pirates/first_mate"]),
                     ("base/the_mothership", [])],
              decks=[[], ["pirates/cannon", "pirates/dinghy"]], base_deck=["base/cave_of_shinies"], active=1)
    t.finish()
    assert t.vp == [2, 0]
    t.use("first_mate").pass_()  # one other base: the first one sails there; the second one is discarded
    assert t.slot_of("first_mate") == "the_mothership"
    assert t.zone("first_mate#2") == "discard" and t.zone("king_rex") == "discard"


def test_broadside_destroys_one_players_weak_minions_where_you_have_a_minion():
    t = Table(bases=[("base/jungle_oasis", ["pirates/saucy_wench", "aliens/collector", "aliens/collector",
                                            "aliens/invader"]),
                     ("base/the_mothership", ["aliens/collector"])],
              hands=[[], ["pirates/broadside"]], active=1)
    t.play("broadside").choose_player(0)  # the Oasis is the only base with a pirate on it
    assert t.zone("collector") == "discard" and t.zone("collector#2") == "discard"
    assert t.zone("invader") == "base" and t.zone("collector#3") == "base" and t.zone("saucy_wench") == "base"


def test_cannon_destroys_up_to_two_minions_of_power_2_or_less():
    t = Table(bases=[("base/jungle_oasis", ["aliens/collector", "aliens/collector"]),
                     ("base/the_mothership", ["aliens/collector", "aliens/invader"])],
              hands=[[], ["pirates/cannon"]], active=1)
    t.play("cannon").choose("collector", "collector#3")
    assert t.pending.kind == "main"
    assert [t.zone(c) for c in ("collector", "collector#2", "collector#3")] == ["discard", "base", "discard"]


def test_dinghy_moves_at_most_two_of_your_minions():
    t = Table(bases=[("base/jungle_oasis", ["pirates/first_mate", "pirates/first_mate", "pirates/first_mate"]),
                     ("base/the_mothership", []), ("base/the_great_library", [])],
              hands=[[], ["pirates/dinghy"]], active=1)
    t.play("dinghy").choose("first_mate", "the_mothership", "first_mate#2", "the_great_library")
    assert t.pending.kind == "main"
    assert [t.slot_of(c) for c in ("first_mate", "first_mate#2", "first_mate#3")] == \
        ["the_mothership", "the_great_library", "jungle_oasis"]


def test_powderkeg_destroys_your_minion_and_every_minion_as_weak_there():
    t = Table(bases=[("base/jungle_oasis", ["pirates/saucy_wench", "aliens/invader", "aliens/collector",
                                            "dinosaurs/king_rex"]),
                     ("base/the_mothership", ["aliens/collector"])],
              hands=[[], ["pirates/powderkeg"]], active=1)
    t.play("powderkeg")
    assert [t.zone(c) for c in ("saucy_wench", "invader", "collector", "king_rex", "collector#2")] == \
        ["discard", "discard", "discard", "base", "base"]


def test_sea_dogs_moves_the_named_factions_minions_of_other_players():
    t = Table(bases=[("base/jungle_oasis", ["aliens/invader", "aliens/collector", "dinosaurs/king_rex",
                                            "pirates/first_mate"]),
                     ("base/the_mothership", [])],
              hands=[[], ["pirates/sea_dogs"]], active=1)
    t.play("sea_dogs").choose_option("aliens").choose("jungle_oasis")  # then the only other base
    assert t.slot_of("invader") == "the_mothership" and t.slot_of("collector") == "the_mothership"
    assert t.slot_of("king_rex") == "jungle_oasis" and t.slot_of("first_mate") == "jungle_oasis"


def test_shanghai_moves_another_players_minion():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "pirates/first_mate"]),
                     ("base/the_mothership", [])],
              hands=[[], ["pirates/shanghai"]], active=1)
    t.play("shanghai")  # one minion of another player, one other base: nothing to ask
    assert t.slot_of("king_rex") == "the_mothership" and t.slot_of("first_mate") == "jungle_oasis"


def test_swashbuckling_gives_your_minions_plus_1_until_the_turn_ends():
    t = Table(bases=[("base/jungle_oasis", ["pirates/first_mate", "aliens/collector"]),
                     ("base/the_mothership", ["pirates/buccaneer"])],
              hands=[[], ["pirates/swashbuckling"]], active=1)
    t.play("swashbuckling")
    assert (t.power("first_mate"), t.power("buccaneer"), t.power("collector")) == (3, 5, 2)
    t.finish()
    assert t.power("first_mate") == 2


def test_broadside_asks_the_player_then_the_base_as_its_text_reads():
    t = Table(factions=[["aliens", "dinosaurs"], ["pirates", "ninjas"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", [("pirates/saucy_wench", 1), "aliens/collector", "robots/zapbot"]),
                     ("base/the_mothership", [("pirates/first_mate", 1), "robots/zapbot"])],
              hands=[[], ["pirates/broadside"], []], active=1)
    t.play("broadside")
    assert t.pending.kind == "player" and t.pending.player == 1
    t.choose_player(2)
    assert t.pending.kind == "base"
    t.choose("jungle_oasis")
    assert t.zone("zapbot") == "discard" and t.zone("zapbot#2") == "base" and t.zone("collector") == "base"
