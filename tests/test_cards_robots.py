from table import Table

# Bases without an ability that could change powers or where destroyed minions go.
FACTORY, LIBRARY = "base/factory_436_1337", "base/the_great_library"
ROBOTS_VS_TRICKSTERS = [["robots", "pirates"], ["tricksters", "ninjas"]]
TRICKSTERS_VS_ROBOTS = [["tricksters", "pirates"], ["robots", "ninjas"]]


def test_nukebot_destroys_other_players_minions_on_its_base_once_destroyed():
    # Player 0's Flame Trap destroys the Nukebot player 1 plays there.
    t = Table(factions=TRICKSTERS_VS_ROBOTS, hands=[[], ["robots/nukebot"]], active=1,
              bases=[(FACTORY, ["tricksters/gnome", "robots/zapbot"]), (LIBRARY, ["tricksters/gnome"])],
              base_actions={0: ["tricksters/flame_trap"]})
    t.play("nukebot", base="factory_436_1337")
    assert t.zone("nukebot") == "discard" and t.zone("flame_trap") == "discard"
    assert t.zone("gnome") == "discard"
    assert t.slot_of("zapbot") == "factory_436_1337" and t.slot_of("gnome#2") == "the_great_library"


def test_nukebot_chain_sets_off_another_nukebot_but_warbot_survives():
    # Player 1 controls a Nukebot of player 0's; player 1's Flame Trap destroys player 0's Nukebot.
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/nukebot"], []],
              bases=[(FACTORY, [("robots/nukebot", 1), "tricksters/gnome", "robots/warbot", "robots/zapbot"]),
                     (LIBRARY, [])],
              base_actions={0: ["tricksters/flame_trap"]})
    t.play("nukebot", base="factory_436_1337")
    assert t.zone("nukebot") == "discard" and t.zone("nukebot#2") == "discard" and t.zone("gnome") == "discard"
    assert t.zone("zapbot") == "discard"  # destroyed by the second Nukebot
    assert t.slot_of("warbot") == "factory_436_1337" and t.pending.kind == "main"


def test_warbot_cannot_be_destroyed():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/warbot"], []],
              bases=[(FACTORY, []), (LIBRARY, [])], base_actions={0: ["tricksters/flame_trap"]})
    t.play("warbot", base="factory_436_1337")
    assert t.slot_of("warbot") == "factory_436_1337" and t.zone("flame_trap") == "discard"


def test_hoverbot_plays_the_revealed_minion_as_an_extra_minion():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/hoverbot", "robots/warbot"], []],
              decks=[["robots/microbot_alpha", "robots/tech_center"], []], bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("hoverbot", base="factory_436_1337").choose("microbot_alpha", "the_great_library")
    assert t.slot_of("microbot_alpha") == "the_great_library"
    assert not t.can_play("warbot", base="factory_436_1337")  # the extra was that card, used now


def test_hoverbot_leaves_a_revealed_action_on_top_of_the_deck():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/hoverbot"], []],
              decks=[["robots/tech_center", "robots/zapbot"], []], bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("hoverbot", base="factory_436_1337")
    assert t.pending.kind == "main" and t.g.state.players[0].deck[0] == t.id("tech_center")


def test_hoverbot_reveals_the_top_card_to_every_player():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/hoverbot"], []],
              decks=[["robots/tech_center", "robots/zapbot"], []], bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("hoverbot", base="factory_436_1337")
    shown = [e for e in t.g.state.log if e.kind == "reveal"]
    assert [(e.card, e.player, e.seen) for e in shown] == [(t.id("tech_center"), 0, None)]


def test_hoverbot_with_no_deck_and_no_discard_pile_reveals_nothing():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/hoverbot"], []], decks=[[], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("hoverbot", base="factory_436_1337")
    assert t.pending.kind == "main" and not [e for e in t.g.state.log if e.kind == "reveal"]


def test_hoverbot_revealed_minion_not_played_stays_on_top():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/hoverbot"], []],
              decks=[["robots/warbot", "robots/zapbot"], []], bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("hoverbot", base="factory_436_1337").pass_()
    assert t.g.state.players[0].deck[0] == t.id("warbot") and t.pending.kind == "main"


def test_hoverbot_reshuffles_the_discard_pile_when_the_deck_is_empty():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/hoverbot"], []], discards=[["robots/zapbot"], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("hoverbot", base="factory_436_1337").choose("zapbot", "factory_436_1337")
    assert t.slot_of("zapbot") == "factory_436_1337"


def test_zapbot_gives_an_extra_minion_of_power_2_or_less():
    t = Table(factions=ROBOTS_VS_TRICKSTERS,
              hands=[["robots/zapbot", "robots/microbot_guard", "robots/warbot", "robots/zapbot"], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("zapbot", base="factory_436_1337")
    assert t.can_play("microbot_guard", base="the_great_library")
    assert t.can_play("zapbot#2", base="the_great_library")  # power 2 is "2 or less"
    assert not t.can_play("warbot", base="the_great_library")


def test_microbot_alpha_gets_1_power_for_each_other_minion_you_have():
    t = Table(factions=ROBOTS_VS_TRICKSTERS,
              bases=[(FACTORY, ["robots/microbot_alpha", "robots/warbot", "tricksters/gnome"]),
                     (LIBRARY, ["robots/zapbot"])])
    assert t.power("microbot_alpha") == 3


def test_microbot_alpha_makes_every_minion_you_have_a_microbot_for_fixer():
    t = Table(factions=ROBOTS_VS_TRICKSTERS,
              bases=[(FACTORY, ["robots/microbot_alpha", "robots/microbot_fixer", "tricksters/gnome"]),
                     (LIBRARY, ["robots/warbot"])])
    assert t.power("warbot") == 5 and t.power("microbot_fixer") == 2 and t.power("gnome") == 3
    assert t.power("microbot_alpha") == 1 + 2 + 1


def test_microbot_archive_draws_when_one_of_your_microbots_is_destroyed():
    # Player 1's Gnome, with another minion of theirs there, destroys a minion of power below 2.
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[[], ["tricksters/gnome"]], active=1,
              decks=[["robots/tech_center"], []],
              bases=[(FACTORY, ["robots/microbot_guard", "tricksters/gremlin"]), (LIBRARY, ["robots/microbot_archive"])])
    t.play("gnome", base="factory_436_1337").choose("microbot_guard")
    assert t.zone("microbot_guard") == "discard" and t.zone("tech_center") == "hand"


def test_microbot_archive_draws_when_it_is_destroyed_itself():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[[], ["tricksters/gnome"]], active=1,
              decks=[["robots/tech_center"], []],
              bases=[(FACTORY, ["robots/microbot_archive", "tricksters/gremlin"]), (LIBRARY, [])])
    t.play("gnome", base="factory_436_1337").choose("microbot_archive")
    assert t.zone("microbot_archive") == "discard" and t.zone("tech_center") == "hand"


def test_microbot_archive_draws_for_any_minion_while_alpha_makes_it_a_microbot():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/zapbot"], []], decks=[["robots/tech_center"], []],
              bases=[(FACTORY, ["tricksters/leprechaun"]), (LIBRARY, ["robots/microbot_archive"])])
    t.play("zapbot", base="factory_436_1337")
    assert t.zone("zapbot") == "discard" and t.zone("tech_center") == "deck"  # not a Microbot: no draw
    t2 = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/zapbot"], []], decks=[["robots/tech_center"], []],
               bases=[(FACTORY, ["tricksters/leprechaun"]),
                      (LIBRARY, ["robots/microbot_archive", "robots/microbot_alpha"])])
    t2.play("zapbot", base="factory_436_1337")
    assert t2.zone("zapbot") == "discard" and t2.zone("tech_center") == "hand"


def test_microbot_fixer_gives_your_microbots_1_power():
    t = Table(factions=ROBOTS_VS_TRICKSTERS,
              bases=[(FACTORY, ["robots/microbot_fixer", "robots/microbot_guard", "robots/warbot"]),
                     (LIBRARY, ["robots/microbot_fixer", ("robots/microbot_guard", 1)])])
    assert t.power("microbot_fixer") == 3 and t.power("microbot_guard") == 3  # two Fixers
    assert t.power("warbot") == 4 and t.power("microbot_guard#2") == 1  # not a Microbot / not yours


def test_microbot_fixer_played_first_gives_an_extra_minion():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/microbot_fixer", "robots/warbot"], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("microbot_fixer", base="factory_436_1337")
    assert t.can_play("warbot", base="the_great_library")


def test_microbot_fixer_after_another_minion_gives_no_extra_minion():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/zapbot", "robots/microbot_fixer", "robots/warbot"], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("zapbot", base="factory_436_1337").play("microbot_fixer", base="factory_436_1337")
    assert not t.can_play("warbot", base="the_great_library")


def test_microbot_guard_destroys_a_minion_weaker_than_your_minion_count_there():
    t = Table(factions=[["robots", "tricksters"], ["pirates", "ninjas"]], hands=[["robots/microbot_guard"], []],
              bases=[(FACTORY, ["robots/zapbot", "robots/warbot", "pirates/first_mate", "pirates/saucy_wench"]),
                     (LIBRARY, [])])
    t.play("microbot_guard", base="factory_436_1337").choose("first_mate")
    assert t.zone("first_mate") == "discard" and t.slot_of("saucy_wench") == "factory_436_1337"


def test_microbot_reclaimer_gives_an_extra_minion_then_shuffles_microbots_back():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/microbot_reclaimer", "robots/warbot"], []],
              discards=[["robots/microbot_guard", "robots/microbot_alpha", "robots/zapbot"], []],
              bases=[(FACTORY, []), (LIBRARY, [])])
    t.play("microbot_reclaimer", base="factory_436_1337")
    assert {a.value for a in t.options() if hasattr(a, "value")} == {t.id("microbot_guard"), t.id("microbot_alpha")}
    t.choose("microbot_guard").pass_()
    assert t.zone("microbot_guard") == "deck" and t.zone("microbot_alpha") == "discard"
    assert t.can_play("warbot", base="the_great_library")


def test_tech_center_draws_a_card_per_minion_you_have_on_the_base():
    t = Table(factions=ROBOTS_VS_TRICKSTERS, hands=[["robots/tech_center"], []],
              decks=[["robots/warbot", "robots/zapbot", "robots/hoverbot"], []],
              bases=[(FACTORY, ["robots/microbot_guard", "robots/microbot_fixer", "tricksters/gnome"]),
                     (LIBRARY, ["robots/nukebot"])])
    t.play("tech_center").choose("factory_436_1337")
    assert len(t.hand(0)) == 2 and t.zone("hoverbot") == "deck"
