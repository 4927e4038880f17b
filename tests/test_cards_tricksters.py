from table import Table

# Bases without an ability that could change powers or where destroyed minions go.
FACTORY, LIBRARY = "base/factory_436_1337", "base/the_great_library"
VS_ROBOTS = [["tricksters", "ninjas"], ["robots", "pirates"]]
VS_PIRATES = [["tricksters", "ninjas"], ["pirates", "robots"]]


def test_leprechaun_destroys_a_weaker_minion_once_its_own_ability_has_resolved():
    # Microbot Guard's ability (4 minions of player 1 there) destroys the Gnome first.
    t = Table(factions=VS_ROBOTS, hands=[[], ["robots/microbot_guard"]], active=1,
              bases=[(FACTORY, ["tricksters/leprechaun", "tricksters/gnome", "robots/zapbot", "robots/zapbot",
                                "robots/zapbot"]), (LIBRARY, [])])
    t.play("microbot_guard", base="factory_436_1337").choose("gnome")
    assert t.zone("gnome") == "discard" and t.zone("microbot_guard") == "discard"
    assert t.slot_of("leprechaun") == "factory_436_1337" and t.slot_of("zapbot") == "factory_436_1337"


def test_leprechaun_spares_minions_as_strong_as_it_and_its_own_players():
    t = Table(factions=VS_ROBOTS, hands=[["tricksters/gremlin"], ["robots/nukebot"]],
              bases=[(FACTORY, ["tricksters/leprechaun"]), (LIBRARY, [])])
    t.play("gremlin", base="factory_436_1337")
    assert t.slot_of("gremlin") == "factory_436_1337"
    t.finish().until_next_turn().play("nukebot", base="factory_436_1337")
    assert t.slot_of("nukebot") == "factory_436_1337"


def test_brownie_makes_the_player_whose_card_destroyed_it_discard_2_random_cards():
    t = Table(factions=VS_ROBOTS, active=1,
              hands=[[], ["robots/microbot_guard", "robots/warbot", "robots/hoverbot", "robots/tech_center"]],
              bases=[(FACTORY, ["tricksters/brownie", "robots/zapbot", "robots/zapbot", "robots/zapbot",
                                "robots/zapbot"]), (LIBRARY, [])])
    t.play("microbot_guard", base="factory_436_1337").choose("brownie")
    assert t.zone("brownie") == "discard"
    assert len(t.hand(1)) == 1 and len(t.g.state.players[1].discard) == 2


def test_brownie_punishes_a_card_of_another_player_that_moves_it():
    t = Table(factions=VS_PIRATES, active=1, hands=[[], ["pirates/shanghai", "robots/warbot", "robots/zapbot"]],
              bases=[(FACTORY, ["tricksters/brownie"]), (LIBRARY, [])])
    t.play("shanghai")  # the only minion to move, and the only other base
    assert t.slot_of("brownie") == "the_great_library" and t.hand(1) == []


def test_brownie_ignores_its_own_players_cards():
    t = Table(factions=[["tricksters", "pirates"], ["robots", "ninjas"]],
              hands=[["pirates/swashbuckling", "tricksters/gnome", "tricksters/gremlin"], []],
              bases=[(FACTORY, ["tricksters/brownie"]), (LIBRARY, [])])
    t.play("swashbuckling")
    assert t.power("brownie") == 5 and len(t.hand(0)) == 2


def test_gnome_may_destroy_a_minion_weaker_than_your_minion_count_there():
    t = Table(factions=VS_ROBOTS, hands=[["tricksters/gnome"], []],
              bases=[(FACTORY, ["tricksters/gremlin", "robots/microbot_guard", "robots/zapbot"]), (LIBRARY, [])])
    t.play("gnome", base="factory_436_1337")
    assert {a.value for a in t.options() if hasattr(a, "value")} == {t.id("microbot_guard")}
    t.choose("microbot_guard")
    assert t.zone("microbot_guard") == "discard" and t.slot_of("zapbot") == "factory_436_1337"


def test_gnome_destroying_is_optional():
    t = Table(factions=VS_ROBOTS, hands=[["tricksters/gnome"], []],
              bases=[(FACTORY, ["tricksters/gremlin", "robots/microbot_guard"]), (LIBRARY, [])])
    t.play("gnome", base="factory_436_1337").pass_()
    assert t.slot_of("microbot_guard") == "factory_436_1337"


def test_gremlin_destroyed_its_player_draws_1_and_each_other_player_discards_1_at_random():
    t = Table(factions=[["tricksters", "ninjas"], ["robots", "pirates"], ["wizards", "zombies"]], active=1,
              hands=[[], ["robots/microbot_guard", "robots/warbot"], ["wizards/summon", "zombies/walker"]],
              decks=[["ninjas/shinobi"], [], []],
              bases=[(FACTORY, ["tricksters/gremlin", "robots/zapbot", "robots/zapbot"]), (LIBRARY, [])])
    t.play("microbot_guard", base="factory_436_1337").choose("gremlin")
    assert t.zone("gremlin") == "discard" and t.zone("shinobi") == "hand"
    assert len(t.hand(1)) == 0 and len(t.hand(2)) == 1


def test_block_the_path_stops_minions_of_the_named_faction_on_its_base():
    t = Table(factions=[["tricksters", "robots"], ["ninjas", "pirates"]],
              hands=[["tricksters/block_the_path", "robots/zapbot", "tricksters/gnome"], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("block_the_path", base="factory_436_1337").choose_option("robots")
    assert t.facts("block_the_path")["zone"] == "attached"
    assert not t.can_play("zapbot", base="factory_436_1337") and t.can_play("zapbot", base="the_great_library")
    assert t.can_play("gnome", base="factory_436_1337")


def test_disenchant_destroys_an_action_attached_to_a_minion_or_a_base():
    t = Table(factions=[["tricksters", "ninjas"], ["dinosaurs", "pirates"]], hands=[["tricksters/disenchant"], []],
              bases=[(FACTORY, [("pirates/first_mate", 1, ["dinosaurs/upgrade"])]), (LIBRARY, [])],
              base_actions={1: ["dinosaurs/wildlife_preserve"]})
    assert t.power("first_mate") == 4
    t.play("disenchant").choose("upgrade")
    assert t.zone("upgrade") == "discard" and t.power("first_mate") == 2
    assert t.facts("wildlife_preserve")["zone"] == "attached"


def test_enshrouding_mist_gives_an_extra_minion_on_its_base_each_of_your_turns():
    t = Table(factions=VS_ROBOTS, hands=[["tricksters/enshrouding_mist", "tricksters/gnome", "tricksters/gremlin",
                                          "tricksters/brownie", "tricksters/gremlin"], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("enshrouding_mist", base="factory_436_1337").play("gnome", base="the_great_library")
    assert not t.can_play("gremlin", base="the_great_library") and t.can_play("gremlin", base="factory_436_1337")
    t.play("gremlin", base="factory_436_1337")
    assert not t.can_play("brownie", base="factory_436_1337")
    t.finish().until_next_turn().finish().until_next_turn()
    t.play("brownie", base="the_great_library")
    assert t.can_play("gremlin#2", base="factory_436_1337")
    assert not t.can_play("gremlin#2", base="the_great_library")


def test_flame_trap_destroys_a_minion_another_player_plays_there_after_its_ability_and_itself():
    t = Table(factions=VS_ROBOTS, hands=[[], ["robots/zapbot", "robots/microbot_guard"]], active=1,
              bases=[(FACTORY, []), (LIBRARY, [])], base_actions={0: ["tricksters/flame_trap"]})
    t.play("zapbot", base="factory_436_1337")
    assert t.zone("zapbot") == "discard" and t.zone("flame_trap") == "discard"
    assert t.can_play("microbot_guard", base="factory_436_1337")  # Zapbot's extra minion was given
    t.play("microbot_guard", base="factory_436_1337")
    assert t.slot_of("microbot_guard") == "factory_436_1337"


def test_flame_trap_spares_its_own_players_minions():
    t = Table(factions=VS_ROBOTS, hands=[["tricksters/gnome"], []],
              bases=[(FACTORY, []), (LIBRARY, [])], base_actions={0: ["tricksters/flame_trap"]})
    t.play("gnome", base="factory_436_1337")
    assert t.slot_of("gnome") == "factory_436_1337" and t.facts("flame_trap")["zone"] == "attached"


def test_hideout_stops_another_players_action_on_all_your_minions_there_and_goes():
    t = Table(factions=VS_PIRATES, hands=[[], ["pirates/broadside"]], active=1,
              bases=[(FACTORY, ["tricksters/gremlin", "tricksters/gremlin", "pirates/first_mate"]), (LIBRARY, [])],
              base_actions={0: ["tricksters/hideout"]})
    t.play("broadside").choose_player(0)
    assert t.zone("hideout") == "discard"
    assert t.slot_of("gremlin") == "factory_436_1337" and t.slot_of("gremlin#2") == "factory_436_1337"


def test_hideout_does_not_stop_a_minions_ability():
    t = Table(factions=VS_PIRATES, hands=[[], ["pirates/saucy_wench"]], active=1,
              decks=[["ninjas/shinobi"], []],
              bases=[(FACTORY, ["tricksters/gremlin"]), (LIBRARY, [])], base_actions={0: ["tricksters/hideout"]})
    t.play("saucy_wench", base="factory_436_1337").choose("gremlin")
    assert t.zone("gremlin") == "discard" and t.facts("hideout")["zone"] == "attached"


def test_mark_of_sleep_forbids_actions_during_that_players_next_turn_only():
    t = Table(factions=VS_PIRATES, hands=[["tricksters/mark_of_sleep"], ["pirates/swashbuckling"]],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("mark_of_sleep").choose_player(1).finish().until_next_turn()
    assert t.g.state.active == 1 and not t.can_play("swashbuckling")
    t.finish().until_next_turn().finish().until_next_turn()
    assert t.g.state.active == 1 and t.can_play("swashbuckling")


def test_pay_the_piper_makes_another_player_playing_a_minion_there_discard_a_card():
    t = Table(factions=VS_ROBOTS, hands=[[], ["robots/zapbot", "robots/warbot", "robots/tech_center"]], active=1,
              bases=[(FACTORY, []), (LIBRARY, [])], base_actions={0: ["tricksters/pay_the_piper"]})
    t.play("zapbot", base="factory_436_1337").choose("tech_center")
    assert t.zone("tech_center") == "discard" and t.zone("warbot") == "hand"


def test_take_the_shinies_makes_every_other_player_discard_2_random_cards():
    t = Table(factions=[["tricksters", "ninjas"], ["robots", "pirates"], ["wizards", "zombies"]],
              hands=[["tricksters/take_the_shinies", "ninjas/shinobi"],
                     ["robots/zapbot", "robots/warbot", "robots/hoverbot"], ["wizards/summon"]],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("take_the_shinies")
    assert len(t.hand(0)) == 1 and len(t.hand(1)) == 1 and len(t.hand(2)) == 0


def test_mark_of_sleep_also_forbids_playing_an_action_as_a_special():
    t = Table(factions=VS_PIRATES, hands=[["tricksters/mark_of_sleep"], ["robots/warbot", "pirates/full_sail"]],
              bases=[("base/jungle_oasis", ["robots/warbot", "robots/warbot"]), (FACTORY, [])])
    t.play("mark_of_sleep").choose_player(1).finish().until_next_turn()
    t.play("warbot", base="jungle_oasis").finish()  # the Oasis scores with no Full Sail offered
    assert t.pending.kind == "main" and t.g.state.active == 0 and t.vp == [0, 2]
    assert t.zone("full_sail") == "hand"
