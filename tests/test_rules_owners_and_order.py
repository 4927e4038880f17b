"""Who is asked first, whose pile a card goes to, who scores: the rules that a 2-player test with
player 0 active and every card controlled by its owner can't tell apart from their mirror images."""

from __future__ import annotations

from table import Table

from rules import rng

FULL_SAIL = "pirates/full_sail"
DRAWS = ["dinosaurs/war_raptor", "dinosaurs/war_raptor"]  # the active player's Draw 2


def sails(label: str) -> dict:
    return {"card": FULL_SAIL, "label": label}


def ready_oasis(hands: list[list], active: int) -> Table:
    """Jungle Oasis (breakpoint 12) over its breakpoint; Full Sails (a Special) in the hands given."""
    factions = [["dinosaurs", "pirates"], ["ninjas", "pirates"], ["aliens", "pirates"], ["robots", "pirates"]]
    return Table(factions=factions[: len(hands)], hands=hands, active=active,
                 decks=[DRAWS] * len(hands),
                 bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("dinosaurs/king_rex", 0)]),
                        ("base/tar_pits", []), ("base/the_central_brain", [])])


def test_me_first_asks_the_active_player_then_clockwise_with_four_players():
    t = ready_oasis([[sails("a")], [sails("b")], [sails("c")], [sails("d")]], active=2)
    t.finish()
    asked = []
    for _ in range(4):
        assert t.pending.kind == "me_first"
        asked.append(t.pending.player)
        t.pass_()
    assert asked == [2, 3, 0, 1]


def test_a_play_in_me_first_starts_a_new_round_of_passes():
    """Everyone must pass in a row after the last play: the player who played is asked again."""
    t = ready_oasis([[sails("a")], [sails("b")], [sails("c"), sails("c2")]], active=1)
    t.finish()
    t.pass_()  # player 1
    t.play("c")  # player 2 plays; player 1's pass no longer counts
    t.pass_()  # player 0
    t.pass_()  # player 1
    assert t.pending.kind == "me_first" and t.pending.player == 2


def test_a_destroyed_minion_goes_to_its_owners_discard_pile_not_its_controllers():
    t = Table(factions=[["aliens", "pirates"], ["dinosaurs", "zombies"], ["ninjas", "robots"]],
              hands=[[], [], ["ninjas/seeing_stars"]], active=2,
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0)]), ("base/tar_pits", [])])
    t.play("seeing_stars")  # the only minion of power 3 or less: chosen without asking
    assert t.g.state.players[1].discard == [t.id("war_raptor")]
    assert t.g.state.players[0].discard == []


def controlled_king_rex(active: int) -> Table:
    """Player 0 controls player 2's King Rex on Jungle Oasis (12 power with player 1's Ninja Master)."""
    return Table(factions=[["aliens", "pirates"], ["ninjas", "zombies"], ["dinosaurs", "robots"]],
                 decks=[DRAWS, DRAWS, DRAWS], active=active,
                 bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), "ninjas/ninja_master"]),
                        ("base/tar_pits", [])])


def test_a_player_scores_with_the_minions_they_control_not_those_they_own():
    t = controlled_king_rex(active=1)
    t.finish()
    assert t.vp == [2, 0, 0]  # Jungle Oasis pays 2 to the winner, nothing to the second


def test_scored_cards_go_to_their_owners_discard_pile_not_their_controllers():
    t = controlled_king_rex(active=1)
    t.finish()
    assert t.id("king_rex") in t.g.state.players[2].discard
    assert t.id("king_rex") not in t.g.state.players[0].discard


def test_an_empty_deck_takes_the_discard_pile_shuffled_by_the_games_generator():
    discard = ["aliens/invader", "aliens/collector", "aliens/scout", "aliens/probe", "aliens/disintegrator"]
    t = Table(decks=[["dinosaurs/king_rex"], []], discards=[discard, []], active=0, seed=4)
    ids = [t.id(c.split("/")[1]) for c in discard]
    expected = list(ids)
    rng.shuffle(t.g.state.rng, expected)
    assert expected != ids  # this seed does change the order
    t.finish()
    hand = t.g.state.players[0].hand
    assert hand == [t.id("king_rex"), expected[0]]
    assert t.g.state.players[0].deck == expected[1:]


def test_random_discards_are_drawn_by_the_games_generator():
    t = Table(factions=[["tricksters", "ninjas"], ["robots", "pirates"], ["wizards", "zombies"]],
              hands=[["tricksters/take_the_shinies"],
                     ["robots/zapbot", "robots/warbot", "robots/hoverbot", "robots/nukebot"], []],
              active=0, seed=9)
    hand = list(t.g.state.players[1].hand)
    state, expected = t.g.state.rng, []
    for _ in range(2):
        state, k = rng.below(state, len(hand))
        expected.append(hand.pop(k))
    assert expected != [t.id("zapbot"), t.id("warbot")]  # not simply the first cards
    t.play("take_the_shinies")
    assert t.g.state.players[1].discard == expected


def test_a_controlled_minion_of_power_0_lets_its_controller_score():
    """Player 0 controls player 2's War Raptor, poisoned down to 0: player 0 places second."""
    t = Table(factions=[["aliens", "pirates"], ["ninjas", "robots"], ["dinosaurs", "zombies"]],
              decks=[["aliens/invader"] * 2, ["robots/zapbot"] * 2, ["zombies/walker"] * 2], active=1,
              bases=[("base/tar_pits", [("dinosaurs/war_raptor", 0, [{"card": "ninjas/poison", "controller": 1}]),
                                        "ninjas/ninja_master", "ninjas/tiger_assassin", "robots/nukebot",
                                        "robots/warbot"]),
                     ("base/jungle_oasis", [])])
    assert t.power("war_raptor") == 0
    t.finish()
    assert t.vp == [3, 4, 0]  # Tar Pits pays 4 / 3 / 2


def test_an_action_played_by_another_player_and_returned_to_hand_is_its_owners_again():
    """Mass Enchantment plays player 0's Friendship Power for player 1; "return this card to your
    hand" takes it to its owner's hand, and nobody else controls it there (bench seed 63 of
    --sets core,allstars --titans found it still controlled by player 1)."""
    from rules.invariants import check_state

    t = Table(factions=[["all_stars", "aliens"], ["wizards", "ninjas"], ["robots", "pirates"]],
              hands=[[], ["wizards/mass_enchantment"], []],
              decks=[["all_stars/friendship_power"], [], ["robots/warbot"]], active=1)
    t.play("mass_enchantment").choose("friendship_power").answer(True)
    assert t.g.state.players[0].hand == [t.id("friendship_power")]
    assert t.id("friendship_power") not in t.g.state.controller
    assert check_state(t.g.state) is None


def test_a_reaction_resolving_after_its_card_left_play_is_its_last_controllers():
    """Player 0 controls player 1's Imperial Dragon; player 2's Ninja Master, played there, destroys
    it: the draw it triggered still resolves (Marvel book, « Résolution des cartes »), and « vous »
    on the card is who controlled it (« Contrôle »), not its owner."""
    t = Table(factions=[["robots", "wizards"], ["all_stars", "dinosaurs"], ["ninjas", "pirates"]],
              hands=[[], [], ["ninjas/ninja_master"]], active=2,
              decks=[["robots/zapbot"], ["dinosaurs/howl"], []],
              bases=[("base/jungle_oasis", [("all_stars/imperial_dragon", 0)]), ("base/tar_pits", [])])
    t.play("ninja_master", base="jungle_oasis").choose("imperial_dragon")
    assert t.g.state.players[1].discard == [t.id("imperial_dragon")]
    assert t.g.state.players[0].hand == [t.id("zapbot")]
    assert t.g.state.players[1].hand == []


def test_a_destroyed_minions_own_effect_affects_as_its_last_controllers():
    """Player 0 controls player 2's Nukebot: destroyed, it destroys the minions of players other
    than 0, but player 2's Game Guru is not affected by another player's ability, as it would be
    by its own owner's."""
    t = Table(factions=[["dinosaurs", "zombies"], ["ninjas", "pirates"], ["robots", "geeks"]],
              hands=[[], ["ninjas/ninja_master"], []], active=1,
              bases=[("base/jungle_oasis", [("robots/nukebot", 0), "geeks/game_guru"]), ("base/tar_pits", [])])
    t.play("ninja_master", base="jungle_oasis").choose("nukebot")
    assert t.g.state.players[2].discard == [t.id("nukebot")]
    assert t.g.state.players[1].discard == [t.id("ninja_master")]
    assert t.slot_of("game_guru") == "jungle_oasis"
