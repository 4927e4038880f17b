"""Cyborg Apes. Three players; player 1 (Cyborg Apes + Aliens) is active unless said."""

from table import Table

from rules import rng
from rules.actions import Pick, Play, Talent

FACTIONS = [["ninjas", "pirates"], ["cyborg_apes", "aliens"], ["robots", "wizards"]]
OASIS, PITS = "base/jungle_oasis", "base/tar_pits"  # Jungle Oasis: breakpoint 12, 2 VP to the winner


def apes(**kw) -> Table:
    kw.setdefault("bases", [(OASIS, []), (PITS, [])])
    hands = kw.pop("hand", [])
    kw.setdefault("hands", [[], hands, []])
    return Table(factions=FACTIONS, active=kw.pop("active", 1), **kw)


def test_cyberback_lets_you_play_an_action_from_your_discard_pile_onto_it():
    t = apes(bases=[(OASIS, ["cyborg_apes/cyberback", "cyborg_apes/furious_george"]), (PITS, [])],
             discards=[[], ["cyborg_apes/cyberevolution"], []])
    assert t.can_play("cyberevolution", target="cyberback")
    assert not t.can_play("cyberevolution", target="furious_george")  # only onto Cyberback
    t.play("cyberevolution", target="cyberback")
    assert t.facts("cyberevolution")["to"] == "cyberback" and t.power("cyberback") == 8
    assert t.g.state.action_plays == 0


def test_cyberback_uses_the_turns_action_play():
    t = apes(bases=[(OASIS, ["cyborg_apes/cyberback"]), (PITS, [])], hand=["cyborg_apes/juiced_up"],
             discards=[[], ["cyborg_apes/cyberevolution"], []])
    t.play("juiced_up", target="cyberback")
    assert not any(isinstance(a, Play) and a.card == t.id("cyberevolution") for a in t.options())


def test_clyde_2_0_may_put_your_action_into_your_hand_instead_of_the_discard_pile():
    t2 = apes(bases=[(OASIS, ["cyborg_apes/clyde_2_0", ("cyborg_apes/furious_george", 1, ["cyborg_apes/cyberevolution"])]),
                     (PITS, [])], hands=[["ninjas/assassination"], [], []], active=0)
    t2.play("assassination", target="furious_george").finish()
    assert t2.pending.player == 1 and t2.pending.kind == "yesno"  # George destroyed at the end of the turn
    t2.answer(True)
    assert t2.zone("furious_george") == "discard" and t2.zone("cyberevolution") == "hand"


def test_clyde_2_0_saves_your_action_on_itself_when_it_is_destroyed():
    """Marvel book, « Résolution des cartes » : a card in play when its trigger happens resolves even
    if that same event made it leave play — Clyde's own attachments go as it is destroyed."""
    t = apes(bases=[(OASIS, [("cyborg_apes/clyde_2_0", 1, ["cyborg_apes/cyberevolution"])]), (PITS, [])],
             hands=[["ninjas/ninja_master"], [], []], active=0)
    t.play("ninja_master", base="jungle_oasis").choose("clyde_2_0")
    assert t.pending.player == 1 and t.pending.kind == "yesno"
    t.answer(True)
    assert t.zone("clyde_2_0") == "discard" and t.g.state.players[1].hand == [t.id("cyberevolution")]


def test_clyde_2_0_two_clydes_ask_once_for_one_action():
    t = apes(bases=[(OASIS, ["cyborg_apes/clyde_2_0", "cyborg_apes/clyde_2_0",
                             ("cyborg_apes/furious_george", 1, ["cyborg_apes/cyberevolution"])]), (PITS, [])],
             hands=[["ninjas/ninja_master"], [], []], active=0)
    t.play("ninja_master", base="jungle_oasis").choose("furious_george")
    t.choose("clyde_2_0")  # the active player orders the two Clydes' effects
    t.answer(True)
    assert t.g.state.players[1].hand == [t.id("cyberevolution")]
    assert t.pending.kind == "main" and t.pending.player == 0  # the other Clyde has nothing left to save


def test_clyde_2_0_not_for_actions_at_another_base():
    t = apes(bases=[(OASIS, ["cyborg_apes/clyde_2_0"]), (PITS, [("cyborg_apes/furious_george", 1, ["cyborg_apes/cyberevolution"])])],
             hands=[["ninjas/assassination"], [], []], active=0)
    t.play("assassination", target="furious_george").finish()
    assert t.zone("cyberevolution") == "discard" and t.pending.player == 1 and t.pending.kind == "main"


def test_clyde_2_0_saves_your_actions_when_its_base_scores():
    t = apes(bases=[(OASIS, ["cyborg_apes/clyde_2_0", ("cyborg_apes/cyberback", 1, ["cyborg_apes/cyberevolution"])]),
                    (PITS, [])], decks=[[], ["aliens/invader"] * 2, []])
    t.finish()  # 4 + 8 = 12: the Jungle Oasis scores
    assert t.vp == [0, 2, 0]
    t.answer(True)
    assert t.zone("cyberevolution") == "hand" and t.zone("clyde_2_0") == "discard"
    assert t.pending.kind == "main" and t.pending.player == 2  # asked once, then the turn went on


def test_clyde_2_0_declined_when_its_base_scores_is_not_asked_again():
    t = apes(bases=[(OASIS, [("cyborg_apes/cyberback", 1, ["cyborg_apes/cyberevolution"]), "cyborg_apes/clyde_2_0"]),
                    (PITS, [])], decks=[[], ["aliens/invader"] * 2, []])
    t.finish()
    t.answer(False)
    assert t.zone("cyberevolution") == "discard" and t.pending.kind == "main" and t.pending.player == 2


def test_baboom_talent_plays_an_extra_action_onto_itself():
    t = apes(bases=[(OASIS, ["cyborg_apes/baboom", "cyborg_apes/furious_george"]), (PITS, [])],
             hand=["cyborg_apes/cyberevolution", "cyborg_apes/juiced_up"])
    t.talent("baboom")
    t.play("cyberevolution", target="baboom")
    assert t.facts("cyberevolution")["to"] == "baboom" and t.power("baboom") == 6
    # An extra action: the turn's own action is still there, and the talent is spent for this turn.
    assert t.can_play("juiced_up", target="furious_george")
    assert Talent(t.id("baboom")) not in t.options()


def test_a_talent_used_is_told_in_the_game_log():
    """Some Talents change nothing on the table at once (Baboom's extra action may wait): the log
    says it was used, so nobody wonders why the Talent is gone."""
    t = apes(bases=[(OASIS, ["cyborg_apes/baboom"]), (PITS, [])], hand=["cyborg_apes/cyberevolution"])
    t.talent("baboom")
    assert t.log[-1] == "Player 2 uses Baboom's Talent"


def test_baboom_extra_action_may_wait_but_only_goes_onto_baboom():
    """Séries B, « Supplémentaire » : « Vous n'êtes pas obligé de jouer la carte supplémentaire
    immédiatement, sauf si elle a été obtenue grâce à un effet Spécial. » A Talent is no Special."""
    t = apes(bases=[(OASIS, ["cyborg_apes/baboom", "cyborg_apes/furious_george"]), (PITS, [])],
             hand=["cyborg_apes/cyberevolution", "cyborg_apes/juiced_up"])
    t.talent("baboom")
    assert t.pending.kind == "main"  # nothing asked: the extra waits
    t.play("juiced_up", target="furious_george")  # the turn's own action first
    assert not t.can_play("cyberevolution", target="furious_george")
    assert t.can_play("cyberevolution", target="baboom")
    t.play("cyberevolution", target="baboom")
    assert t.facts("cyberevolution")["to"] == "baboom"


def test_a_talent_is_optional_and_only_in_its_controllers_play_cards_phase():
    """Séries B, « Termes & Restrictions » : « Talent : L'effet indiqué sur la carte de la Créature
    peut être activé une fois à chacun de vos tours de jeu. C'est une sorte d'Action supplémentaire,
    que vous pouvez décider de ne pas utiliser. »"""
    t = apes(bases=[(OASIS, ["cyborg_apes/baboom"]), (PITS, [])], hand=["cyborg_apes/cyberevolution"],
             decks=[["ninjas/shinobi"] * 4, ["aliens/invader"] * 4, ["robots/warbot"] * 4])
    assert Talent(t.id("baboom")) in t.options()
    t.finish()  # not used: nothing happens
    assert t.g.state.active == 2 and Talent(t.id("baboom")) not in t.options()
    t.finish().finish()
    assert t.g.state.active == 1 and Talent(t.id("baboom")) in t.options()  # again on its next turn


def test_furious_george_gets_plus_1_per_action_attached():
    t = apes(bases=[(OASIS, [("cyborg_apes/furious_george", 1, ["cyborg_apes/shielding", "ninjas/poison"])]),
                    (PITS, [])])
    assert t.power("furious_george") == 2 + 2  # Poison counts as attached; Shielding keeps its -4 off
    t2 = apes(bases=[(OASIS, [("cyborg_apes/furious_george", 1, ["cyborg_apes/shielding", "cyborg_apes/shielding"])]),
                     (PITS, [])])
    assert t2.power("furious_george") == 4


def test_cyberevolution_gives_plus_3():
    t = apes(bases=[(OASIS, ["ninjas/shinobi"]), (PITS, [])], hand=["cyborg_apes/cyberevolution"])
    t.play("cyberevolution", target="shinobi")
    assert t.power("shinobi") == 6


def test_flying_monkey_moves_its_minion_away_after_the_base_scores_and_is_destroyed():
    t = apes(bases=[(OASIS, [("cyborg_apes/cyberback", 1, ["cyborg_apes/flying_monkey"]), "ninjas/tiger_assassin",
                             "robots/warbot"]), (PITS, [])], decks=[[], ["aliens/invader"] * 2, []])
    t.finish()
    assert t.vp == [0, 2, 0]
    assert t.pending.kind == "me_first" and t.pending.window == "after_scoring"
    t.use("flying_monkey")
    assert t.slot_of("cyberback") == "tar_pits" and t.zone("flying_monkey") == "discard"
    assert t.zone("tiger_assassin") == "discard"


def test_flying_monkey_may_be_declined_then_its_minion_is_discarded_with_the_base():
    t = apes(bases=[(OASIS, [("cyborg_apes/cyberback", 1, ["cyborg_apes/flying_monkey"]), "ninjas/tiger_assassin",
                             "robots/warbot"]), (PITS, [])], decks=[[], ["aliens/invader"] * 2, []])
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.player == 1
    t.pass_()
    assert sorted(t.g.state.players[1].discard) == sorted([t.id("cyberback"), t.id("flying_monkey")])


def test_going_bananas_destroys_other_players_actions_at_one_base():
    t = apes(bases=[(OASIS, [("ninjas/shinobi", 0, ["ninjas/poison"]), ("cyborg_apes/cyberback", 1,
                                                                         ["ninjas/assassination", "cyborg_apes/juiced_up"])]),
                    (PITS, [("robots/warbot", 2, ["ninjas/poison"])])],
             base_actions={0: [("dinosaurs/wildlife_preserve", 0)]}, hand=["cyborg_apes/going_bananas"])
    t.play("going_bananas").choose("jungle_oasis")
    assert t.zone("poison") == "discard" and t.zone("assassination") == "discard"
    assert t.zone("wildlife_preserve") == "discard"  # on the base itself
    assert t.zone("juiced_up") == "attached"  # player 1's own
    assert t.zone("poison#2") == "attached"  # another base


def test_juiced_up_gives_plus_2_per_action_attached_itself_included():
    t = apes(bases=[(OASIS, [("ninjas/shinobi", 0, ["cyborg_apes/cyberevolution"])]), (PITS, [])],
             hand=["cyborg_apes/juiced_up"])
    t.play("juiced_up", target="shinobi")
    assert t.power("shinobi") == 3 + 3 + 4


def test_missing_uplink_draws_one_more_card_at_the_end_of_your_turn_without_a_hand_check():
    t = apes(bases=[(OASIS, [("cyborg_apes/baboom", 1, ["cyborg_apes/missing_uplink"])]), (PITS, [])],
             hand=["aliens/collector"] * 8, decks=[[], ["aliens/invader"] * 3, []])
    t.finish()
    assert len(t.hand(1)) == 11  # 8, then 2 drawn, then 1 more after the draw phase: kept


def test_missing_uplink_goes_on_your_minions_only_and_draws_only_at_the_end_of_your_turn():
    t = apes(bases=[(OASIS, ["ninjas/shinobi", "cyborg_apes/baboom"]), (PITS, [])], hand=["cyborg_apes/missing_uplink"],
             decks=[["ninjas/shinobi"] * 4, ["aliens/invader"] * 4, ["robots/warbot"] * 4])
    assert not t.can_play("missing_uplink", target="shinobi")  # another player's minion
    t.play("missing_uplink", target="baboom").finish()
    assert len(t.hand(1)) == 3 and t.g.state.active == 2  # 2 in the draw phase, then 1 more
    t.finish()
    assert len(t.hand(1)) == 3  # not at the end of another player's turn


def test_monkey_on_your_back_talent_destroys_a_small_minion_here_then_goes_under_your_deck():
    t = apes(bases=[(OASIS, [("cyborg_apes/baboom", 1, ["cyborg_apes/monkey_on_your_back"]), "ninjas/tiger_assassin",
                             "ninjas/ninja_master", ("aliens/collector", 1)]), (PITS, ["robots/nukebot"])],
             decks=[[], ["aliens/invader"], []])
    t.talent("monkey_on_your_back")  # Tiger Assassin is the only other player's minion of power 4 or less here
    assert t.zone("tiger_assassin") == "discard" and t.zone("collector") == "base"
    assert t.g.state.players[1].deck[-1] == t.id("monkey_on_your_back")


def test_monkey_see_monkey_do_takes_revealed_actions_and_shuffles_the_rest_back():
    t = apes(hand=["cyborg_apes/monkey_see_monkey_do"],
             decks=[[], ["cyborg_apes/shielding", "aliens/invader", "cyborg_apes/juiced_up", "aliens/collector",
                         "cyborg_apes/cyberevolution", "aliens/scout"], []])
    t.play("monkey_see_monkey_do")
    assert {a.value for a in t.options() if isinstance(a, Pick)} == {t.id("shielding"), t.id("juiced_up"),
                                                                     t.id("cyberevolution")}
    seed = t.g.state.rng
    t.choose("shielding", "juiced_up").pass_()
    assert t.zone("shielding") == "hand" and t.zone("juiced_up") == "hand"
    unshuffled = [t.id(x) for x in ("invader", "collector", "cyberevolution", "scout")]
    deck = list(unshuffled)
    rng.shuffle(seed, deck)  # the other revealed cards, shuffled back with the rest of the deck
    assert t.g.state.players[1].deck == deck != unshuffled


def test_shielding_protects_the_minion_and_its_other_actions_from_other_players_actions():
    t = Table(factions=FACTIONS, active=1, bases=[(OASIS, [("cyborg_apes/cyberback", 1, ["ninjas/poison", "cyborg_apes/juiced_up"])]), (PITS, [])],
              hands=[["ninjas/assassination"], ["cyborg_apes/shielding"], []])
    t.play("shielding", target="cyberback")
    assert t.zone("poison") == "discard"  # other players' actions already on it are destroyed
    assert t.power("cyberback") == 5 + 4
    t.finish()
    assert t.g.state.active == 2
    t.finish()
    assert not t.can_play("assassination", target="cyberback")


def test_shielding_does_not_protect_itself():
    t = Table(factions=[["cyborg_apes", "pirates"], ["ninjas", "aliens"], ["robots", "wizards"]], active=1,
              bases=[(OASIS, [("cyborg_apes/cyberback", 0, ["cyborg_apes/shielding", "cyborg_apes/cyberevolution"])]),
                     (PITS, [])], hands=[[], ["cyborg_apes/going_bananas"], []])
    t.play("going_bananas").choose("jungle_oasis")
    assert t.zone("shielding") == "discard" and t.zone("cyberevolution") == "attached"
