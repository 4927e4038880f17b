"""Séries B bases. Three players; player 1 (Cyborg Apes + Super Spies) is active unless said."""

from table import Table

from rules.game import Game

FACTIONS = [["ninjas", "pirates"], ["cyborg_apes", "super_spies"], ["robots", "wizards"]]


def deck(t: Table, p: int) -> list[str]:
    return [t.e.cid(c) for c in t.g.state.players[p].deck]


def another_minion_play(t: Table) -> None:
    """One more minion play this turn (as an extra would give), offered by a fresh look at the game."""
    t.g.state.minion_plays += 1
    t.g = Game(t.g.state)


def test_monkey_lab_gives_plus_1_per_action_attached_to_each_minion_here():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/monkey_lab", [("ninjas/shinobi", 0, ["cyborg_apes/shielding", "ninjas/poison"])]),
                     ("base/tar_pits", [("ninjas/tiger_assassin", 0, ["cyborg_apes/shielding"])])])
    assert t.power("shinobi") == 3 + 2  # two actions: +2 here (Shielding keeps the other player's Poison -4 off)
    assert t.power("tiger_assassin") == 4  # not at the Monkey Lab


def test_primate_park_winner_takes_back_their_actions_from_minions_here():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/primate_park", [("cyborg_apes/cyberback", 1, ["cyborg_apes/cyberevolution",
                                                                          "ninjas/poison"]),
                                             ("cyborg_apes/clyde_2_0", 1, ["cyborg_apes/juiced_up"]),
                                             "cyborg_apes/baboom", "ninjas/ninja_master", "ninjas/shinobi"]),
                     ("base/tar_pits", [])],
              decks=[[], ["super_spies/mole"] * 2, []])
    # 5 + 3 - 4, 4 + 2 and 3 (13) against 5 + 3: player 1 wins.
    t.finish()
    assert t.vp == [2, 3, 0]
    t.choose("cyberevolution").pass_()
    t.answer(False)  # Clyde 2.0 offers the Juiced Up too: declined
    assert t.zone("cyberevolution") == "hand" and t.zone("juiced_up") == "discard"
    assert t.zone("poison") == "discard"  # another player's action: not theirs to take


def test_faceless_city_finds_another_copy_of_the_minion_played_there():
    t = Table(factions=FACTIONS, active=1, bases=[("base/faceless_city", []), ("base/tar_pits", [])],
              hands=[[], ["cyborg_apes/baboom"], []],
              decks=[[], ["super_spies/mole", "cyborg_apes/baboom", "super_spies/operative"], []])
    t.play("baboom", base="faceless_city").answer(True)
    assert t.zone("baboom#2") == "hand" and len(deck(t, 1)) == 2


def test_faceless_city_once_per_turn():
    t = Table(factions=FACTIONS, active=1, bases=[("base/faceless_city", []), ("base/tar_pits", [])],
              hands=[[], ["cyborg_apes/baboom", "super_spies/mole"], []],
              decks=[[], ["cyborg_apes/baboom", "super_spies/mole"], []])
    t.play("baboom", base="faceless_city").answer(True)
    another_minion_play(t)
    t.play("mole", base="faceless_city")
    assert t.pending.kind == "main" and t.zone("mole#2") == "deck"


def test_faceless_city_once_per_turn_for_each_player():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/faceless_city", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0", "robots/warbot",
                                              "robots/nukebot"]), ("base/tar_pits", [])],
              hands=[["ninjas/shinobi"], ["cyborg_apes/baboom"], []],
              decks=[["ninjas/shinobi", "pirates/full_sail"], ["cyborg_apes/baboom", "super_spies/mole"] * 2, []])
    t.play("baboom", base="faceless_city").answer(True)  # player 1's use this turn
    t.finish().play("shinobi", base="faceless_city")  # player 0's Special before the City scores
    assert t.pending.player == 0
    t.answer(True)
    assert t.zone("shinobi#2") == "hand"


def test_faceless_city_finds_a_card_with_that_name_even_in_another_faction():
    t = Table(factions=[["ninjas", "pirates"], ["dinosaurs", "all_stars"], ["robots", "wizards"]], active=1,
              bases=[("base/faceless_city", []), ("base/tar_pits", [])], hands=[[], ["dinosaurs/king_rex"], []],
              decks=[[], ["dinosaurs/war_raptor", "all_stars/king_rex"], []])
    t.play("king_rex", base="faceless_city").answer(True)  # All Stars' King Rex: the same name
    assert t.hand(1) == ["all_stars/king_rex"] and deck(t, 1) == ["dinosaurs/war_raptor"]


def test_the_vats_refuses_a_minion_whose_name_is_already_there():
    t = Table(factions=FACTIONS, active=1, bases=[("base/the_vats", ["cyborg_apes/baboom"]), ("base/tar_pits", [])],
              hands=[[], ["cyborg_apes/baboom", "super_spies/mole"], []])
    assert not t.can_play("baboom", base="the_vats")  # the one in hand (labels: hands first)
    assert t.can_play("baboom", base="tar_pits") and t.can_play("mole", base="the_vats")


def test_the_vats_compares_names_not_decks():
    t = Table(factions=[["dinosaurs", "pirates"], ["cyborg_apes", "all_stars"], ["robots", "wizards"]], active=1,
              bases=[("base/the_vats", ["dinosaurs/king_rex"]), ("base/tar_pits", [])],
              hands=[[], ["all_stars/king_rex"], []])
    assert not t.can_play("king_rex", base="the_vats")  # All Stars' King Rex, in hand: a King Rex is there
    assert t.can_play("king_rex", base="tar_pits")


def test_isis_swingin_pad_lets_the_first_minion_played_here_look_at_a_deck_and_reorder_it():
    t = Table(factions=FACTIONS, active=1, bases=[("base/isis_swingin_pad", []), ("base/tar_pits", [])],
              hands=[[], ["cyborg_apes/baboom", "super_spies/mole"], []],
              decks=[["ninjas/shinobi", "ninjas/poison", "ninjas/disguise", "pirates/full_sail"], [], []])
    t.play("baboom", base="isis_swingin_pad").choose_player(0)  # Baboom's printed power: 3 cards
    t.choose("disguise").choose("shinobi")
    assert deck(t, 0) == ["ninjas/disguise", "ninjas/shinobi", "ninjas/poison", "pirates/full_sail"]
    another_minion_play(t)
    t.play("mole", base="isis_swingin_pad")
    assert t.pending.kind == "main"  # only after the first minion each turn


def test_secret_volcano_headquarters_plays_revealed_minions_here_before_scoring():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/secret_volcano_headquarters", ["cyborg_apes/cyberback", "ninjas/ninja_master",
                                                            "ninjas/shinobi", "robots/warbot", "robots/zapbot"]),
                     ("base/tar_pits", [])],
              decks=[["pirates/full_sail"], ["cyborg_apes/clyde_2_0"] + ["super_spies/mole"] * 3, ["wizards/enchantress"]])
    t.finish()
    assert t.zone("full_sail") == "deck"  # an action stays on top
    assert t.zone("clyde_2_0") == "discard" and t.zone("enchantress") == "discard"  # played there, then scored
    assert t.vp == [3, 4, 3]  # 5 + 4 / 5 + 3 / 4 + 2 + 2: Clyde and the Enchantress joined in


def test_secret_volcano_headquarters_only_players_with_a_minion_there_reveal():
    t = Table(factions=FACTIONS, active=2,
              bases=[("base/secret_volcano_headquarters", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0",
                                                            "robots/warbot", "robots/nukebot"]),
                     ("base/tar_pits", [("ninjas/shinobi", 0)])],
              decks=[["ninjas/ninja_master"] * 3, ["super_spies/secret_agent"] + ["super_spies/mole"] * 2,
                     ["wizards/summon"] * 3])
    t.finish()
    assert t.zone("ninja_master") == "deck"  # player 0 has no minion there: no reveal, no play
    assert t.vp == [0, 4, 3]  # 5 + 4 + 5 (the Secret Agent joined in) against 4 + 5


def test_portal_room_gives_its_winner_an_extra_turn():
    t = Table(factions=FACTIONS, active=2,
              bases=[("base/portal_room", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0", "robots/warbot",
                                           "robots/zapbot", "ninjas/ninja_master", "ninjas/shinobi"]),
                     ("base/tar_pits", [])])
    t.finish()  # player 1: 9, player 0: 8, player 2: 6
    assert t.vp == [3, 2, 1]  # 2 / 3 / 1: the runner-up scores more
    assert t.g.state.active == 1  # player 1's extra turn comes before player 0's turn
    t.finish()
    assert t.g.state.active == 0  # then the order goes on after player 2's turn


def test_portal_room_tied_winners_each_get_an_extra_turn():
    t = Table(factions=FACTIONS, active=0,
              bases=[("base/portal_room", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0", "robots/warbot",
                                           "robots/nukebot", "ninjas/ninja_master", "ninjas/shinobi"]),
                     ("base/tar_pits", [])])
    t.finish()  # players 1 and 2: 9 each, player 0: 8
    assert t.vp == [1, 2, 2]  # player 0 is third, not second
    order = [t.g.state.active]
    for _ in range(3):
        t.finish()
        order.append(t.g.state.active)
    assert order == [1, 2, 1, 2]  # both extra turns, active player's side first, then the order goes on


def nexus_about_to_score(factions: list[list[str]]) -> Table:
    """The Nexus scores when player 1 finishes (player 2 wins it); The Vats is in the base discard pile."""
    t = Table(factions=factions, active=1,
              bases=[("base/the_nexus", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0", "ninjas/ninja_master",
                                         "robots/warbot", "robots/zapbot"]), ("base/tar_pits", [])],
              base_deck=["base/the_vats", "base/monkey_lab"])
    t.g.state.base_deck.remove(t.id("the_vats"))
    t.g.state.base_discard.append(t.id("the_vats"))
    return t


def test_the_nexus_winner_puts_a_discarded_base_on_top_of_the_base_deck():
    t = nexus_about_to_score(FACTIONS)
    t.finish()
    assert t.vp == [2, 4, 3]  # 9 / 6 / 5
    t.choose("the_vats")
    assert t.slot("the_vats") == 0  # it replaced The Nexus, before the Monkey Lab


def test_primate_park_takes_back_a_cellular_bonding_without_its_copy():
    t = Table(factions=[["ninjas", "pirates"], ["cyborg_apes", "shapeshifters"], ["robots", "wizards"]], active=1,
              bases=[("base/primate_park", [("cyborg_apes/cyberback", 1, ["cyborg_apes/cyberevolution"]),
                                             ("cyborg_apes/baboom", 1, ["shapeshifters/cellular_bonding"]),
                                             "ninjas/ninja_master", "ninjas/shinobi", "ninjas/tiger_assassin"]),
                     ("base/tar_pits", [])],
              decks=[[], ["cyborg_apes/baboom"] * 2, []])
    t.e.copy_abilities(t.id("cellular_bonding"), t.id("cyberevolution"), until_end_of_turn=False)  # its pick
    t.finish()
    t.choose("cellular_bonding").pass_()
    assert t.zone("cellular_bonding") == "hand" and t.id("cellular_bonding") not in t.g.state.abilities
