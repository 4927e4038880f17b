"""Core set bases: one test (at least) per base, named after it, plus Jammed Signal switching
their abilities off."""

from table import Table, go_round, homeworld_loop

from rules.actions import Pick
from rules.behaviour import behaviour
from rules.engine.plays import MAX_NESTED_EFFECTS

# Two cards for the active player's Draw 2 phase, so that the discard pile is not reshuffled.
DRAWS = ["dinosaurs/war_raptor", "dinosaurs/war_raptor"]


def offered(t: Table) -> set[str]:
    """Labels of the cards the pending decision offers."""
    label = {iid: lab for lab, iid in t.b.labels.items()}
    return {label[a.value] for a in t.options() if isinstance(a, Pick) and a.kind == "card"}


def jammed(base: int = 0) -> dict[int, list[str]]:
    return {base: ["aliens/jammed_signal"]}


# --- The Homeworld ---------------------------------------------------------------------------
def test_the_homeworld_gives_the_owner_an_extra_minion_of_power_2_or_less():
    t = Table(bases=[("base/the_homeworld", []), ("base/jungle_oasis", [])],
              hands=[["dinosaurs/king_rex", "dinosaurs/war_raptor", "aliens/invader"], []])
    t.play("king_rex", base="the_homeworld")
    assert not t.can_play("invader", base="jungle_oasis")
    t.play("war_raptor", base="jungle_oasis")
    assert t.slot_of("war_raptor") == "jungle_oasis"
    assert not t.can_play("invader", base="jungle_oasis")


def test_the_homeworld_extra_outside_your_turn_is_played_at_once():
    t = Table(bases=[("base/the_homeworld", ["dinosaurs/king_rex", "aliens/supreme_overlord", "dinosaurs/laseratops",
                                             "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])],
              hands=[[], ["ninjas/shinobi", "ninjas/ninja_acolyte"]], decks=[DRAWS, []])
    t.finish().play("shinobi", base="the_homeworld")
    assert t.pending.player == 1 and offered(t) == {"ninja_acolyte"}
    t.choose("ninja_acolyte", "jungle_oasis")
    assert t.slot_of("ninja_acolyte") == "jungle_oasis"
    assert t.vp == [4, 2]


def test_an_endless_optional_loop_stops_being_offered_past_the_nesting_cap():
    t = homeworld_loop()
    rounds = 0
    while go_round(t):
        rounds += 1
    # Each round nests two effects: Collector's play, and the Homeworld's extra it triggers.
    assert MAX_NESTED_EFFECTS // 2 - 2 <= rounds <= MAX_NESTED_EFFECTS // 2
    assert t.zone("collector") == "hand"
    assert t.vp == [4, 2] and t.pending.kind == "main" and t.pending.player == 1


def test_the_homeworld_does_nothing_when_jammed():
    t = Table(bases=[("base/the_homeworld", []), ("base/jungle_oasis", [])], base_actions=jammed(),
              hands=[["dinosaurs/king_rex", "dinosaurs/war_raptor"], []])
    t.play("king_rex", base="the_homeworld")
    assert not t.can_play("war_raptor", base="jungle_oasis")


# --- The Mothership --------------------------------------------------------------------------
def test_the_mothership_lets_the_winner_take_back_a_minion_of_power_3_or_less():
    t = Table(bases=[("base/the_mothership", ["dinosaurs/king_rex", "aliens/invader", "aliens/collector",
                                              "ninjas/ninja_master", "pirates/saucy_wench"]),
                     ("base/jungle_oasis", [])], decks=[DRAWS, []])
    t.finish()
    assert t.vp == [4, 2]
    assert t.pending.player == 0 and offered(t) == {"invader", "collector"}
    t.choose("invader")
    assert t.zone("invader") == "hand"
    assert [t.zone(c) for c in ("king_rex", "collector", "ninja_master")] == ["discard"] * 3


# --- Jungle Oasis ------------------------------------------------------------------------------
def test_jungle_oasis_has_no_ability_and_pays_the_winner_only():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "ninjas/ninja_master"]),
                     ("base/tar_pits", [])], decks=[DRAWS, []])
    assert behaviour("base/jungle_oasis").vanilla
    t.finish()
    assert t.vp == [2, 0]


# --- Tar Pits ----------------------------------------------------------------------------------
def test_tar_pits_sends_a_destroyed_minion_under_its_owners_deck():
    t = Table(bases=[("base/tar_pits", ["ninjas/ninja_acolyte"]), ("base/jungle_oasis", [])],
              hands=[["dinosaurs/laseratops"], []], decks=[[], ["ninjas/ninja_master"]])
    t.play("laseratops", base="tar_pits")
    assert t.g.state.players[1].deck == [t.id("ninja_master"), t.id("ninja_acolyte")]
    assert t.g.state.players[1].discard == []


def test_tar_pits_jammed_lets_destroyed_minions_go_to_the_discard_pile():
    t = Table(bases=[("base/tar_pits", ["ninjas/ninja_acolyte"]), ("base/jungle_oasis", [])],
              base_actions=jammed(), hands=[["dinosaurs/laseratops"], []])
    t.play("laseratops", base="tar_pits")
    assert t.zone("ninja_acolyte") == "discard"


# --- Ninja Dojo --------------------------------------------------------------------------------
def test_ninja_dojo_lets_the_winner_destroy_a_minion_anywhere():
    t = Table(bases=[("base/ninja_dojo", ["dinosaurs/king_rex", "dinosaurs/laseratops",
                                          "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", ["pirates/saucy_wench"])], decks=[DRAWS, []])
    t.finish()
    assert t.vp == [2, 3]
    assert t.pending.player == 0 and "saucy_wench" in offered(t)
    t.choose("saucy_wench")
    assert t.zone("saucy_wench") == "discard"


def test_ninja_dojo_tied_winners_each_destroy_active_player_first():
    t = Table(bases=[("base/ninja_dojo", ["dinosaurs/king_rex", "dinosaurs/laseratops",
                                          "ninjas/ninja_master", "ninjas/tiger_assassin", "ninjas/ninja_acolyte"]),
                     ("base/jungle_oasis", ["pirates/saucy_wench", "aliens/invader"])],
              decks=[[], DRAWS], active=1)
    t.finish()
    assert t.vp == [2, 2]
    assert t.pending.player == 1
    t.choose("invader")
    assert t.pending.player == 0
    t.choose("saucy_wench")
    assert t.zone("invader") == "discard" and t.zone("saucy_wench") == "discard"


# --- Temple of Goju ----------------------------------------------------------------------------
def test_temple_of_goju_puts_each_players_strongest_minion_under_its_deck():
    t = Table(bases=[("base/temple_of_goju", ["dinosaurs/king_rex", "dinosaurs/laseratops",
                                              "ninjas/tiger_assassin", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])], decks=[DRAWS, []])
    t.finish()
    assert t.vp == [2, 3]
    assert t.pending.player == 1 and offered(t) == {"tiger_assassin", "tiger_assassin#2"}
    t.choose("tiger_assassin#2")
    assert t.zone("king_rex") == "deck" and t.zone("tiger_assassin#2") == "deck"
    assert t.zone("laseratops") == "discard" and t.zone("tiger_assassin") == "discard"


# --- The Grey Opal -----------------------------------------------------------------------------
def test_the_grey_opal_lets_non_winners_move_a_minion_away_instead_of_discarding_it():
    t = Table(bases=[("base/the_grey_opal", ["dinosaurs/king_rex", "dinosaurs/laseratops",
                                             "ninjas/ninja_master", "pirates/saucy_wench"]),
                     ("base/jungle_oasis", []), ("base/tar_pits", [])], decks=[DRAWS, []])
    t.finish()
    assert t.vp == [3, 1]
    assert t.pending.player == 1 and offered(t) == {"ninja_master", "saucy_wench"}
    t.choose("ninja_master", "tar_pits")
    assert t.slot_of("ninja_master") == "tar_pits"
    assert t.zone("saucy_wench") == "discard" and t.zone("king_rex") == "discard"


# --- Tortuga -----------------------------------------------------------------------------------
def test_tortuga_lets_the_runner_up_move_a_minion_from_another_base_onto_its_replacement():
    t = Table(bases=[("base/tortuga", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                       "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", ["pirates/saucy_wench", "aliens/collector"])],
              base_deck=["base/tar_pits"], decks=[DRAWS, []])
    t.finish()
    assert t.vp == [4, 3]
    assert t.pending.player == 1 and offered(t) == {"saucy_wench"}
    t.choose("saucy_wench")
    assert t.slot_of("saucy_wench") == "tar_pits"
    assert t.zone("ninja_master") == "discard"


# --- Factory 436-1337 --------------------------------------------------------------------------
def test_factory_436_1337_gives_the_winner_1_vp_per_full_5_power():
    t = Table(bases=[("base/factory_436_1337", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                                "ninjas/ninja_master", "ninjas/tiger_assassin",
                                                "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])], decks=[DRAWS, []])
    t.finish()
    assert t.vp == [2 + 14 // 5, 2]


def test_factory_436_1337_jammed_pays_only_the_printed_vp():
    t = Table(bases=[("base/factory_436_1337", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                                "ninjas/ninja_master", "ninjas/tiger_assassin",
                                                "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])], base_actions=jammed(), decks=[DRAWS, []])
    t.finish()
    assert t.vp == [2, 2]


# --- The Central Brain -------------------------------------------------------------------------
def test_the_central_brain_gives_its_minions_1_power():
    t = Table(bases=[("base/the_central_brain", ["dinosaurs/king_rex"]), ("base/jungle_oasis", ["aliens/invader"])])
    assert t.power("king_rex") == 8 and t.power("invader") == 3


def test_the_central_brain_jammed_gives_nothing():
    t = Table(bases=[("base/the_central_brain", ["dinosaurs/king_rex"]), ("base/jungle_oasis", [])],
              base_actions=jammed())
    assert t.power("king_rex") == 7


# --- Cave of Shinies ---------------------------------------------------------------------------
def test_cave_of_shinies_gives_the_destroyed_minions_owner_1_vp():
    t = Table(bases=[("base/cave_of_shinies", [("ninjas/ninja_acolyte", 0)]), ("base/jungle_oasis", [])],
              hands=[["dinosaurs/laseratops"], []])
    t.play("laseratops", base="cave_of_shinies")
    assert t.zone("ninja_acolyte") == "discard"
    assert t.vp == [0, 1]


def test_cave_of_shinies_jammed_gives_nothing():
    t = Table(bases=[("base/cave_of_shinies", ["ninjas/ninja_acolyte"]), ("base/jungle_oasis", [])],
              base_actions=jammed(), hands=[["dinosaurs/laseratops"], []])
    t.play("laseratops", base="cave_of_shinies")
    assert t.zone("ninja_acolyte") == "discard"
    assert t.vp == [0, 0]


# --- Mushroom Kingdom --------------------------------------------------------------------------
def test_mushroom_kingdom_lets_the_active_player_pull_in_another_players_minion():
    t = Table(bases=[("base/mushroom_kingdom", ["aliens/invader"]),
                     ("base/jungle_oasis", ["dinosaurs/king_rex", "ninjas/ninja_master"])],
              active=1, phase="start_of_turn")
    assert t.pending.player == 1 and offered(t) == {"king_rex"}
    t.choose("king_rex")
    assert t.slot_of("king_rex") == "mushroom_kingdom"
    assert t.pending.kind == "main"


def test_mushroom_kingdom_jammed_asks_nothing():
    t = Table(bases=[("base/mushroom_kingdom", []), ("base/jungle_oasis", ["dinosaurs/king_rex"])],
              base_actions=jammed(), active=1, phase="start_of_turn")
    assert t.pending.kind == "main"
    assert t.slot_of("king_rex") == "jungle_oasis"


# --- A base's move has a mover ----------------------------------------------------------------
MOVERS = [["dinosaurs", "pirates"], ["ultimates", "robots"], ["ninjas", "wizards"], ["all_stars", "aliens"]]


def test_a_base_moves_for_a_player_mushroom_kingdom():
    """Marvel book, « Règlement des conflits »: on a base, "you" is the player the text names. The
    player Mushroom Kingdom moves a minion for is its mover: Aid from Allies draws for them, and an
    Imperial Dragon another player controls draws too."""
    t = Table(factions=MOVERS, active=1, phase="start_of_turn",
              bases=[("base/mushroom_kingdom", [("all_stars/imperial_dragon", 3)]),
                     ("base/jungle_oasis", [("dinosaurs/king_rex", 0)])],
              base_actions={0: [("ultimates/aid_from_allies", 1)]},
              decks=[[], ["robots/zapbot"], [], ["aliens/invader"]])
    t.choose("king_rex")
    assert t.slot_of("king_rex") == "mushroom_kingdom" and t.pending.kind == "main"
    assert t.hand(1) == ["robots/zapbot"] and t.hand(3) == ["aliens/invader"]


def test_a_base_moves_for_a_player_the_grey_opal():
    """The Grey Opal moves for each non-winner in turn: Aid from Allies (player 1's) draws only for
    player 1's move; the Imperial Dragon (player 3's) only for the move player 3 did not make."""
    t = Table(factions=MOVERS, active=1,
              bases=[("base/the_grey_opal", ["dinosaurs/king_rex", "dinosaurs/armor_stego", "dinosaurs/war_raptor",
                                             ("robots/zapbot", 1), ("aliens/invader", 3)]),
                     ("base/jungle_oasis", [("all_stars/imperial_dragon", 3)])],
              base_actions={1: [("ultimates/aid_from_allies", 1)]},
              decks=[[], ["robots/hoverbot", "robots/warbot", "robots/microbot_guard"], [],
                     ["aliens/collector", "aliens/scout"]])
    t.finish()
    assert t.vp == [3, 1, 0, 1] and t.pending.player == 1
    t.choose("zapbot")  # player 1's move, to the only other base
    assert t.pending.player == 3
    t.choose("invader")
    assert t.slot_of("zapbot") == "jungle_oasis" and t.slot_of("invader") == "jungle_oasis"
    assert t.g.state.players[1].deck == [] and len(t.hand(1)) == 3  # Aid's card, then the turn's 2
    assert t.hand(3) == ["aliens/collector"] and t.deck(3) == ["aliens/scout"]


# --- The Great Library -------------------------------------------------------------------------
def test_the_great_library_lets_each_player_with_a_minion_there_draw_1_card():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "wizards"]],
              bases=[("base/the_great_library", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                                 "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", []), ("base/tar_pits", [])],
              decks=[["aliens/collector"] * 3, ["ninjas/shinobi"], ["robots/zapbot"]])
    t.finish()
    assert t.vp == [4, 2, 0]
    assert t.pending.player == 0
    t.answer(True)
    assert t.pending.player == 1
    t.answer(False)
    assert [len(t.hand(p)) for p in range(3)] == [1 + 2, 0, 0]


# --- School of Wizardry ------------------------------------------------------------------------
def test_school_of_wizardry_lets_the_winner_pick_the_replacement_among_3():
    t = Table(bases=[("base/school_of_wizardry", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                                  "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])],
              base_deck=["base/tar_pits", "base/the_central_brain", "base/cave_of_shinies", "base/ninja_dojo"],
              decks=[DRAWS, []])
    t.finish()
    assert t.vp == [3, 2]
    assert t.pending.player == 0 and offered(t) == {"tar_pits", "the_central_brain", "cave_of_shinies"}
    t.choose("cave_of_shinies", "the_central_brain")
    assert t.zone("cave_of_shinies") == "in_play"
    assert t.g.state.base_deck == [t.id(b) for b in ("the_central_brain", "tar_pits", "ninja_dojo")]
    assert t.zone("school_of_wizardry") == "base_discard"


def test_school_of_wizardry_only_the_first_tied_winner_picks():
    t = Table(bases=[("base/school_of_wizardry", ["dinosaurs/king_rex", "dinosaurs/laseratops",
                                                  "ninjas/ninja_master", "ninjas/tiger_assassin",
                                                  "ninjas/ninja_acolyte"]),
                     ("base/jungle_oasis", [])],
              base_deck=["base/tar_pits", "base/the_central_brain"], decks=[[], DRAWS], active=1)
    t.finish()
    assert t.vp == [3, 3]
    assert t.pending.player == 1
    t.choose("the_central_brain")
    assert t.zone("the_central_brain") == "in_play"
    assert t.pending.kind == "main" and t.pending.player == 0


# --- Evans City Cemetery -----------------------------------------------------------------------
def test_evans_city_cemetery_makes_the_winner_discard_their_hand_and_draw_5():
    t = Table(bases=[("base/evans_city_cemetery", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                                   "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])],
              hands=[["aliens/probe", "aliens/beam_up"], ["pirates/cannon"]],
              decks=[["aliens/collector"] * 7 + ["aliens/scout"], []])
    t.finish()
    assert t.vp == [5, 3]
    assert t.zone("probe") == "discard" and t.zone("beam_up") == "discard"
    assert t.hand(0) == ["aliens/collector"] * 7
    assert t.hand(1) == ["pirates/cannon"]


# --- Rhodes Plaza Mall -------------------------------------------------------------------------
def test_rhodes_plaza_mall_gives_every_player_1_vp_per_minion_there():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"],
                        ["wizards", "zombies"]],
              bases=[("base/rhodes_plaza_mall", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/invader",
                                                 "aliens/collector", "ninjas/ninja_master",
                                                 "ninjas/tiger_assassin", "ninjas/ninja_acolyte",
                                                 "robots/warbot", "zombies/walker"]),
                     ("base/jungle_oasis", []), ("base/tar_pits", []), ("base/the_homeworld", [])],
              decks=[DRAWS, [], [], []])
    t.finish()
    # The fourth player ranks nowhere but still has a minion there.
    assert t.vp == [4, 3, 1, 1]
