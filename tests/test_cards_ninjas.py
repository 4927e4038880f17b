from table import Table

from rules.actions import FINISH, Play, Use

# Player 0 plays Aliens + Dinosaurs, player 1 Ninjas + Pirates (the table's default factions).


def test_ninja_master_destroys_any_minion_on_its_base():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", ["aliens/invader"])],
              hands=[[], ["ninjas/ninja_master"]], active=1)
    t.play("ninja_master", base="jungle_oasis")
    assert t.picks() == {t.id("king_rex"), t.id("ninja_master")}  # only minions on its own base, itself included
    t.choose("king_rex")
    assert t.zone("king_rex") == "discard" and t.zone("invader") == "base"


def test_ninja_master_may_destroy_itself():
    """Core: "destroy a minion on this base" — not "another": itself is one."""
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/ninja_master"], []], active=1)
    t.play("ninja_master", base="jungle_oasis").choose("ninja_master")
    assert t.g.state.players[1].discard == [t.id("ninja_master")] and t.slot_of("king_rex") == "jungle_oasis"


def test_ninja_master_may_destroy_nothing():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/ninja_master"]], active=1)
    t.play("ninja_master", base="jungle_oasis").pass_()
    assert t.slot_of("king_rex") == "jungle_oasis"


def test_tiger_assassin_destroys_a_minion_of_power_3_or_less_here():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/invader"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/tiger_assassin"]], active=1)
    t.play("tiger_assassin", base="jungle_oasis")
    assert t.picks() == {t.id("invader")}
    t.choose("invader")
    assert t.zone("invader") == "discard" and t.zone("king_rex") == "base"


def _scoring_oasis(hand1: list[str], mine: list[str]) -> Table:
    """Player 0's turn ends with the Jungle Oasis (breakpoint 12, 2 VP to the winner only) ready:
    player 0 has 9 power there, player 1 the minions ``mine``."""
    return Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/collector", *mine]),
                        ("base/the_mothership", [])],
                 hands=[[], hand1], base_deck=["base/cave_of_shinies"], active=0)


def test_shinobi_is_played_onto_the_base_about_to_score():
    t = _scoring_oasis(["ninjas/shinobi"], ["ninjas/tiger_assassin", "ninjas/ninja_acolyte"])
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.player == 1
    t.play("shinobi", base="jungle_oasis")
    assert t.vp == [2, 2]  # 9 against 4 + 2 + 3: a tie for first place
    assert t.zone("shinobi") == "discard"


def test_shinobi_only_one_per_base():
    t = _scoring_oasis(["ninjas/shinobi", "ninjas/shinobi"], ["ninjas/tiger_assassin", "ninjas/ninja_acolyte"])
    t.finish().play("shinobi", base="jungle_oasis")
    # The second Shinobi is never offered: the window closes and the base scores.
    assert t.vp == [2, 2]
    assert t.zone("shinobi#2") == "hand"


def test_ninja_acolyte_returns_to_hand_to_play_an_extra_minion_on_its_base():
    t = Table(bases=[("base/jungle_oasis", ["ninjas/ninja_acolyte"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/shinobi"]], active=1)
    t.use("ninja_acolyte").choose("shinobi")
    assert t.zone("ninja_acolyte") == "hand" and t.slot_of("shinobi") == "jungle_oasis"
    # The extra minion came from a Special: the turn's own minion play is still there.
    assert t.can_play("ninja_acolyte", base="the_mothership")


def test_ninja_acolyte_not_once_a_minion_was_played():
    t = Table(bases=[("base/jungle_oasis", ["ninjas/ninja_acolyte"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/shinobi"]], active=1)
    assert Use(t.id("ninja_acolyte")) in t.options()
    t.play("shinobi", base="the_mothership")
    assert Use(t.id("ninja_acolyte")) not in t.options()


def test_ninja_acolyte_another_players_minion_played_in_your_turn_is_not_yours():
    """"Provided you have played no minion yet this turn": Wil Wheaton, played by player 0 in
    answer to player 1's action, was not played by player 1."""
    t = Table(factions=[["geeks", "pirates"], ["ninjas", "dinosaurs"], ["tricksters", "robots"]],
              bases=[("base/jungle_oasis", ["ninjas/ninja_acolyte"]), ("base/the_mothership", [])],
              hands=[["geeks/wil_wheaton"], ["dinosaurs/howl", "ninjas/shinobi"], []], active=1)
    t.play("howl").play("wil_wheaton", base="the_mothership")
    assert t.zone("wil_wheaton") == "base"
    t.use("ninja_acolyte").choose("shinobi")
    assert t.zone("ninja_acolyte") == "hand" and t.slot_of("shinobi") == "jungle_oasis"


def test_assassination_destroys_its_minion_when_the_turn_ends():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/assassination"]], decks=[[], ["pirates/dinghy", "pirates/dinghy"]], active=1)
    t.play("assassination", target="king_rex")
    assert t.facts("assassination")["to"] == "king_rex"
    events = [(ev.kind, ev.card) for ev in t.g.apply(FINISH)]
    assert t.zone("king_rex") == "discard" and t.zone("assassination") == "discard"
    # In the ending turn, after its draws, before the next player's turn starts.
    destroyed = events.index(("destroy", t.id("king_rex")))
    assert [k for k, _ in events[:destroyed]].count("draw") >= 1
    assert "turn_start" in [k for k, _ in events[destroyed:]]


def test_disguise_plays_as_many_extra_minions_there_then_returns_the_picked_ones():
    t = Table(bases=[("base/jungle_oasis", ["ninjas/ninja_acolyte", "ninjas/ninja_acolyte"]),
                     ("base/the_mothership", [])],
              hands=[[], ["ninjas/disguise", "ninjas/shinobi", "ninjas/shinobi"]], active=1)
    t.play("disguise").choose("ninja_acolyte", "ninja_acolyte#2", "shinobi", "shinobi#2")
    assert t.slot_of("shinobi") == "jungle_oasis" and t.slot_of("shinobi#2") == "jungle_oasis"
    assert t.zone("ninja_acolyte") == "hand" and t.zone("ninja_acolyte#2") == "hand"


def test_disguise_with_one_minion_plays_one_extra_minion():
    t = Table(bases=[("base/jungle_oasis", ["ninjas/ninja_acolyte", "ninjas/ninja_acolyte"]),
                     ("base/the_mothership", [])],
              hands=[[], ["ninjas/disguise", "ninjas/shinobi", "ninjas/shinobi"]], active=1)
    t.play("disguise").choose("ninja_acolyte").pass_().choose("shinobi")
    assert t.pending.kind == "main"
    assert t.zone("shinobi#2") == "hand" and t.slot_of("ninja_acolyte#2") == "jungle_oasis"


def test_hidden_ninja_plays_a_minion_onto_the_base_about_to_score():
    t = _scoring_oasis(["ninjas/hidden_ninja", "ninjas/ninja_master"], ["ninjas/tiger_assassin"])
    t.finish().play("hidden_ninja").choose("ninja_master").choose("king_rex")
    assert t.vp == [0, 2]  # Ninja Master arrived and removed King Rex before the VP were awarded
    assert t.zone("hidden_ninja") == "discard"


def test_hidden_ninja_cannot_be_played_in_the_play_cards_phase():
    t = Table(hands=[[], ["ninjas/hidden_ninja", "ninjas/shinobi"]], active=1)
    assert not any(isinstance(a, Play) and a.card == t.id("hidden_ninja") for a in t.options())


def test_infiltrate_destroys_an_action_already_on_the_base():
    t = Table(bases=[("base/jungle_oasis", []), ("base/the_mothership", [])],
              base_actions={0: ["dinosaurs/wildlife_preserve"]}, hands=[[], ["ninjas/infiltrate"]], active=1)
    t.play("infiltrate", base="jungle_oasis").answer(False)
    assert t.zone("wildlife_preserve") == "discard"
    assert t.facts("infiltrate")["to"] == "jungle_oasis"


def test_infiltrate_ignores_the_base_ability_until_your_next_turn_starts():
    # If you say so when playing it, you ignore the base's ability from then until your next turn
    # starts; the card then stays, inert.
    t = Table(bases=[("base/the_central_brain", ["ninjas/shinobi"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/infiltrate"]], active=1)
    assert t.power("shinobi") == 4
    t.play("infiltrate", base="the_central_brain").answer(True)
    assert t.power("shinobi") == 3
    t.finish()  # player 0's turn: still ignored
    assert t.g.state.active == 0 and t.power("shinobi") == 3
    t.finish()  # player 1's next turn starts
    assert t.g.state.active == 1 and t.power("shinobi") == 4
    assert t.zone("infiltrate") == "attached"


INFILTRATORS = [["aliens", "dinosaurs"], ["ninjas", "pirates"], ["wizards", "zombies"]]


def test_infiltrate_ignores_the_base_for_its_controller_only():
    t = Table(factions=INFILTRATORS, hands=[[], ["ninjas/infiltrate"], []], active=1,
              bases=[("base/the_central_brain", ["aliens/collector", "ninjas/shinobi", "zombies/walker"]),
                     ("base/the_mothership", [])])
    assert [t.power(m) for m in ("collector", "shinobi", "walker")] == [3, 4, 3]
    t.play("infiltrate", base="the_central_brain").answer(True)
    assert [t.power(m) for m in ("collector", "shinobi", "walker")] == [3, 3, 3]  # the others keep +1
    t.finish().finish()  # player 2's turn, then player 0's: still ignored by player 1 alone
    assert t.g.state.active == 0 and [t.power(m) for m in ("collector", "shinobi", "walker")] == [3, 3, 3]
    t.finish()  # player 1's next turn starts
    assert t.g.state.active == 1 and t.power("shinobi") == 4


def test_infiltrate_leaves_a_scoring_base_ability_to_the_other_players():
    # The Great Library: after it scores, each player with a minion there may draw a card. Player 1
    # ignores it, so players 2 and 0 are asked (in that order: clockwise from player 1), not player 1.
    t = Table(factions=INFILTRATORS, hands=[[], ["ninjas/infiltrate"], []], active=1,
              decks=[["dinosaurs/war_raptor"], ["ninjas/shinobi"], ["wizards/neophyte"]],
              bases=[("base/the_great_library", ["dinosaurs/king_rex", "ninjas/ninja_master", "zombies/zombie_lord",
                                                 "wizards/archmage", "zombies/walker"]),
                     ("base/the_mothership", [])])
    t.play("infiltrate", base="the_great_library").answer(True).finish()
    assert t.pending.kind == "yesno" and t.pending.player == 2
    t.answer(True)
    assert t.pending.kind == "yesno" and t.pending.player == 0
    t.answer(True)
    assert t.vp == [2, 1, 4]  # the places' VP are the rules', not the base's ability: all ranked get them
    assert "dinosaurs/war_raptor" in t.hand(0) and "wizards/neophyte" in t.hand(2)


def test_infiltrate_ignores_the_homeworld_extra_for_its_controller_only():
    t = Table(factions=INFILTRATORS, active=1,
              hands=[[], ["ninjas/infiltrate", "ninjas/shinobi", "ninjas/ninja_master"],
                     ["zombies/walker", "wizards/neophyte"]],
              bases=[("base/the_homeworld", []), ("base/the_mothership", [])])
    t.play("infiltrate", base="the_homeworld").answer(True)
    t.play("shinobi", base="the_homeworld")
    assert not t.can_play("ninja_master", base="the_mothership")  # no extra minion for player 1
    t.finish()
    t.play("walker", base="the_homeworld")
    assert t.can_play("neophyte", base="the_mothership")  # player 2 gets the Homeworld's extra


def test_infiltrate_may_leave_the_base_ability_on():
    t = Table(bases=[("base/the_central_brain", ["ninjas/shinobi"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/infiltrate"]], active=1)
    t.play("infiltrate", base="the_central_brain").answer(False)
    assert t.power("shinobi") == 4


def test_poison_gives_minus_4_and_destroys_actions_on_that_minion():
    t = Table(bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0, ["dinosaurs/upgrade"])]),
                     ("base/the_mothership", [])],
              hands=[[], ["ninjas/poison"]], active=1)
    assert t.power("king_rex") == 9
    t.play("poison", target="king_rex").choose("upgrade")
    assert t.zone("upgrade") == "discard" and t.power("king_rex") == 3


def test_poison_cannot_take_power_below_zero():
    t = Table(bases=[("base/jungle_oasis", ["aliens/collector"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/poison"]], active=1)
    t.play("poison", target="collector")
    assert t.power("collector") == 0


def test_seeing_stars_destroys_a_minion_of_power_3_or_less():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", ["aliens/invader"])],
              hands=[[], ["ninjas/seeing_stars"]], active=1)
    t.play("seeing_stars")  # King Rex is too strong: the Invader is the only target
    assert t.zone("invader") == "discard" and t.zone("king_rex") == "base"


def test_smoke_bomb_protects_from_other_players_actions():
    t = Table(bases=[("base/jungle_oasis", [("ninjas/shinobi", 1, ["ninjas/smoke_bomb"]), "aliens/invader"]),
                     ("base/the_mothership", [])],
              hands=[["aliens/beam_up"], []], active=0)
    t.play("beam_up")  # Shinobi can't be picked: the Invader is the only target
    assert t.zone("invader") == "hand" and t.slot_of("shinobi") == "jungle_oasis"


def test_smoke_bomb_does_not_stop_a_minion_ability():
    t = Table(bases=[("base/jungle_oasis", [("ninjas/ninja_acolyte", 1, ["ninjas/smoke_bomb"])]),
                     ("base/the_mothership", [])],
              hands=[["dinosaurs/laseratops"], []], active=0)
    t.play("laseratops", base="jungle_oasis")
    assert t.zone("ninja_acolyte") == "discard" and t.zone("smoke_bomb") == "discard"


def test_smoke_bomb_is_destroyed_at_the_start_of_your_turn():
    t = Table(bases=[("base/jungle_oasis", ["ninjas/shinobi"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/smoke_bomb"]], active=1)
    t.play("smoke_bomb", target="shinobi").finish()
    assert t.g.state.active == 0 and t.zone("smoke_bomb") == "attached"
    t.finish()
    assert t.g.state.active == 1 and t.zone("smoke_bomb") == "discard"
    assert t.slot_of("shinobi") == "jungle_oasis"


def test_way_of_deception_moves_a_minion_of_yours():
    t = Table(bases=[("base/jungle_oasis", ["ninjas/shinobi", "aliens/invader"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/way_of_deception"]], active=1)
    t.play("way_of_deception")  # one minion of yours, one other base: nothing to ask
    assert t.slot_of("shinobi") == "the_mothership" and t.slot_of("invader") == "jungle_oasis"


def test_ninja_acolyte_after_tooth_and_claw_stopped_it_may_be_used_again_and_works():
    """Tooth and Claw stops one ability, once: the Acolyte's next use is a new effect that returns it
    (a shield kept for the whole turn made every later use a no-op the bots could repeat forever)."""
    t = Table(factions=[["aliens", "dinosaurs"], ["robots", "wizards"], ["ninjas", "pirates"]],
              bases=[("base/jungle_oasis", [("ninjas/ninja_acolyte", 2, ["dinosaurs/tooth_and_claw_and_guns"])]),
                     ("base/the_mothership", [])],
              hands=[[], [], ["ninjas/shinobi"]], active=2)
    t.use("ninja_acolyte")
    assert t.g.state.bases[0].minions == [t.id("ninja_acolyte")]  # stopped: it stays
    assert t.g.state.players[0].discard == [t.id("tooth_and_claw_and_guns")]
    t.use("ninja_acolyte").choose("shinobi")
    assert t.g.state.players[2].hand == [t.id("ninja_acolyte")]
    assert t.g.state.bases[0].minions == [t.id("shinobi")]
