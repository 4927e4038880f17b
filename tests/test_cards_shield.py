"""S.H.I.E.L.D. (Smash Up: Marvel). Three players; player 1 (S.H.I.E.L.D. + Tricksters) is active unless
said. "Character" is the Marvel book's minion."""

from table import Table, seat_one

from rules import rng
from rules.actions import Talent

FACTIONS = [["dinosaurs", "shapeshifters"], ["shield", "tricksters"], ["robots", "wizards"]]
OASIS, LIBRARY = "base/jungle_oasis", "base/the_great_library"  # Oasis: 12, 2 VP to the winner
FURY, HILL, COULSON, AGENT = "shield/nick_fury", "shield/maria_hill", "shield/agent_coulson", "shield/shield_agent"
GREMLIN, GNOME, BROWNIE = "tricksters/gremlin", "tricksters/gnome", "tricksters/brownie"  # power 2, 3, 4


def shield(**kw) -> Table:
    return seat_one(FACTIONS, [(OASIS, []), (LIBRARY, [])], **kw)


# --- characters --------------------------------------------------------------------------------
def test_nick_fury_gives_an_extra_character_onto_its_base_only():
    t = shield(hand=[FURY, BROWNIE])
    t.play("nick_fury", base="jungle_oasis")
    assert t.can_play("brownie", base="jungle_oasis") and not t.can_play("brownie", base="the_great_library")
    t.play("brownie", base="jungle_oasis")
    assert t.slot_of("brownie") == "jungle_oasis" and t.pending.kind == "main"


def test_nick_fury_playing_maria_hill_does_not_raise_her_power():
    """Rulebook, "Résolution des cartes et des effets": « si vous utilisez Nick Fury pour jouer María
    Hill, la Force de cette dernière n'est pas augmentée de 1 pour la mise en jeu de Fury. »"""
    t = shield(hand=[FURY, HILL, "shield/troop_drop", AGENT])
    t.play("nick_fury", base="jungle_oasis").play("maria_hill", base="jungle_oasis")
    assert t.power("maria_hill") == 4
    t.play("troop_drop").play("shield_agent", base="jungle_oasis")
    assert t.power("maria_hill") == 5  # in play now: the next character counts


def test_maria_hill_gets_1_power_each_time_you_play_another_character_on_her_base():
    """Clarification (America Chavez, Blue Marvel, ..., Maria Hill, Spider-Man): « Ces cartes sont
    résolues chaque fois que leur effet survient, pas seulement une fois par tour. »"""
    t = shield(bases=[(OASIS, [HILL]), (LIBRARY, [])], hand=["shield/entry_point", FURY, AGENT, GREMLIN])
    t.play("nick_fury", base="jungle_oasis").play("shield_agent", base="jungle_oasis")
    assert t.power("maria_hill") == 6
    t.play("entry_point").play("gremlin", base="the_great_library")  # another base: no change
    assert t.power("maria_hill") == 6


def test_maria_hill_not_for_another_players_characters():
    t = shield(bases=[(OASIS, [HILL]), (LIBRARY, [])], hands=[[], [], ["robots/zapbot"]], active=2)
    t.play("zapbot", base="jungle_oasis")
    assert t.power("maria_hill") == 4


def test_agent_coulson_gives_an_extra_character_of_power_2_or_less_onto_its_base():
    t = shield(hand=[COULSON, GREMLIN, GNOME])
    t.play("agent_coulson", base="jungle_oasis")
    assert not t.can_play("gnome", base="jungle_oasis")  # power 3
    assert not t.can_play("gremlin", base="the_great_library")
    t.play("gremlin", base="jungle_oasis")
    assert t.slot_of("gremlin") == "jungle_oasis"


def test_agent_coulson_troop_drop_and_proving_ground_extras_may_be_played_later_in_the_phase():
    """Clarification (Agent Coulson, ..., Largage de Troupes, ..., Terrain d'Essai): « Bien qu'il y ait
    des contraintes pour les cartes supplémentaires jouées, vous pouvez choisir de les jouer plus tard
    lors de la même phase « Jouer des cartes » (elles n'indiquent pas de cartes spécifiques, comme le
    fait Flèches d'Hawkeye par exemple). »"""
    t = shield(hand=[COULSON, "shield/troop_drop", GREMLIN, GNOME, AGENT],
               base_actions={1: [("shield/proving_ground", 1)]})
    t.play("agent_coulson", base="jungle_oasis").play("troop_drop").talent("proving_ground")
    assert t.pending.kind == "main"  # nothing asked yet: three extras kept for the phase
    t.play("gremlin", base="jungle_oasis").play("gnome", base="the_great_library").play("shield_agent", base="jungle_oasis")
    assert [t.slot_of(x) for x in ("gremlin", "gnome", "shield_agent")] == ["jungle_oasis", "the_great_library",
                                                                          "jungle_oasis"]


def test_shield_agent_has_1_more_power_with_another_character_of_yours_on_its_base():
    t = shield(bases=[(OASIS, [AGENT, ("robots/zapbot", 2)]), (LIBRARY, [AGENT, (GREMLIN, 1)])])
    assert t.power("shield_agent") == 2  # the Zapbot is not yours
    assert t.power("shield_agent#2") == 3


def test_entry_point_gives_an_extra_character():
    t = shield(hand=["shield/entry_point", GREMLIN, BROWNIE])
    t.play("gremlin", base="jungle_oasis")
    assert not t.can_play("brownie", base="jungle_oasis")
    t.play("entry_point").play("brownie", base="the_great_library")
    assert t.slot_of("brownie") == "the_great_library"


def test_mission_debriefing_draws_a_card_per_character_of_yours_on_the_chosen_base():
    t = shield(bases=[(OASIS, [AGENT, GREMLIN, ("robots/zapbot", 2), ("robots/hoverbot", 2)]), (LIBRARY, [AGENT])],
               hand=["shield/mission_debriefing"], decks=[[], [GNOME, BROWNIE, FURY], []])
    t.play("mission_debriefing").choose("jungle_oasis")
    assert t.hand(1) == [GNOME, BROWNIE]


def test_proving_ground_talent_plays_a_character_of_power_3_or_less_on_its_base():
    t = shield(hand=[GNOME, BROWNIE, GREMLIN], base_actions={0: [("shield/proving_ground", 1)]})
    t.play("gremlin", base="the_great_library").talent("proving_ground")
    assert not t.can_play("brownie", base="jungle_oasis") and not t.can_play("gnome", base="the_great_library")
    t.play("gnome", base="jungle_oasis")
    assert t.slot_of("gnome") == "jungle_oasis"
    assert Talent(t.id("proving_ground")) not in t.options()  # once per turn


def test_reassignment_moves_up_to_2_of_your_characters_onto_the_chosen_base():
    t = shield(bases=[(OASIS, [AGENT, GREMLIN, ("robots/zapbot", 2)]), (LIBRARY, [COULSON]), ("base/tar_pits", [])],
               hand=["shield/reassignment"])
    t.play("reassignment").choose("the_great_library")
    assert t.picks() == {t.id("shield_agent"), t.id("gremlin")}  # yours, elsewhere
    t.choose("gremlin").choose("shield_agent")
    assert t.g.state.bases[1].minions == [t.id("agent_coulson"), t.id("gremlin"), t.id("shield_agent")]


def test_reassignment_may_move_fewer():
    t = shield(bases=[(OASIS, [AGENT, GREMLIN]), (LIBRARY, [])], hand=["shield/reassignment"])
    t.play("reassignment").choose("the_great_library").choose("gremlin").pass_()
    assert t.slot_of("gremlin") == "the_great_library" and t.slot_of("shield_agent") == "jungle_oasis"


def test_reassignment_moves_its_characters_together():
    """Clarification (America Chavez): « Lorsque ce Personnage est déplacé en même temps que d'autres
    Personnages [...], sa Force est augmentée de 1 pour chaque autre Personnage déplacé de la même
    Base, mais pas pour ceux déplacés vers la même Base ». One Reassignment moves both at once:
    Chavez (player 0's, controlled by player 1) sees the Agent leave the Oasis with her, not the
    Gremlin arrive from the Library, whichever is picked first."""
    for first, second in (("america_chavez", "gremlin"), ("gremlin", "america_chavez")):
        t = Table(factions=[["ultimates", "shapeshifters"], ["shield", "tricksters"], ["robots", "wizards"]],
                  bases=[(OASIS, [("ultimates/america_chavez", 1), AGENT]), (LIBRARY, [GREMLIN]), ("base/tar_pits", [])],
                  hands=[[], ["shield/reassignment"], []], active=1)
        t.play("reassignment").choose("tar_pits").choose(first, second)  # the second ends it
        assert t.g.state.bases[2].minions == [t.id(first), t.id(second)]
        assert t.power("america_chavez") == 3
    t = Table(factions=[["ultimates", "shapeshifters"], ["shield", "tricksters"], ["robots", "wizards"]],
              bases=[(OASIS, [("ultimates/america_chavez", 1), AGENT]), (LIBRARY, []), ("base/tar_pits", [])],
              hands=[[], ["shield/reassignment"], []], active=1)
    t.play("reassignment").choose("tar_pits").choose("america_chavez", "shield_agent")
    assert t.power("america_chavez") == 4  # the Agent left her base with her


def test_rescue_mission_shuffles_your_characters_on_the_scored_base_into_their_owners_decks_then_draws():
    """Clarification (Baron Zemo, Le Héros du Quartier, Mission de Sauvetage, Sécuriser les Sorties):
    « ces cartes indiquent « la pioche de leur propriétaire » et non pas « votre pioche », au cas où
    vous contrôleriez des Personnages dont vous n'êtes pas le propriétaire. »"""
    t = shield(bases=[(OASIS, [FURY, COULSON, ("dinosaurs/war_raptor", 1), "robots/warbot"]), (LIBRARY, [AGENT])],
               hand=["shield/rescue_mission", "shield/rescue_mission"],
               decks=[["shapeshifters/mimic", "dinosaurs/howl", "dinosaurs/augmentation"], [GNOME, GREMLIN], []])
    t.finish()
    assert t.pending.window == "after_scoring" and t.pending.player == 1 and t.vp == [0, 2, 0]
    state = t.g.state
    before0 = [t.id(x) for x in ("mimic", "howl", "augmentation", "war_raptor")]
    before1 = [t.id(x) for x in ("gnome", "gremlin", "nick_fury", "agent_coulson")]
    deck0, deck1 = list(before0), list(before1)
    rng.shuffle(rng.shuffle(state.rng, deck0), deck1)  # player 0's deck first, then player 1's
    t.play("rescue_mission")
    assert state.players[0].deck == deck0 and deck0 != before0 and deck1 != before1
    assert state.players[1].hand == [t.id("rescue_mission#2"), deck1[0]] and state.players[1].deck == deck1[1:]
    assert t.slot_of("warbot") == "jungle_oasis" and t.slot_of("shield_agent") == "the_great_library"


def test_rescue_mission_only_after_a_base_scores():
    t = shield(hand=["shield/rescue_mission"])
    assert not t.can_play("rescue_mission")


def test_superior_firepower_destroys_a_base_modifier_or_a_character_of_power_3_or_less():
    t = shield(bases=[(OASIS, ["robots/warbot", ("dinosaurs/war_raptor", 0, [("dinosaurs/upgrade", 0)]), GREMLIN]),
                      (LIBRARY, [])], hand=["shield/superior_firepower"],
               base_actions={1: [("dinosaurs/wildlife_preserve", 0)]})
    t.play("superior_firepower")
    # The War Raptor has 2 + 2 (Upgrade): not in reach; nor the Warbot (4), nor the Upgrade on a minion.
    assert t.picks() == {t.id("wildlife_preserve"), t.id("gremlin")}
    t.choose("wildlife_preserve")
    assert t.g.state.players[0].discard == [t.id("wildlife_preserve")] and t.g.state.bases[1].actions == []


def test_superior_firepower_on_a_character():
    t = shield(bases=[(OASIS, ["robots/zapbot", "robots/warbot"]), (LIBRARY, [])], hand=["shield/superior_firepower"])
    t.play("superior_firepower")  # the Zapbot alone: taken at once
    assert t.g.state.players[2].discard == [t.id("zapbot")]


def test_troop_drop_gives_an_extra_character_of_power_3_or_less():
    t = shield(hand=["shield/troop_drop", GREMLIN, GNOME, BROWNIE])
    t.play("gremlin", base="jungle_oasis").play("troop_drop")
    assert not t.can_play("brownie", base="jungle_oasis")
    t.play("gnome", base="the_great_library")
    assert t.slot_of("gnome") == "the_great_library"


def test_work_together_gives_your_characters_in_play_now_1_power_until_the_end_of_the_turn():
    """Clarification (Captain America, Captain Marvel, Morsure de la Veuve, Travail d'Équipe): « Ces
    cartes affectent uniquement les Personnages en jeu au moment où l'effet est résolu (et non ceux
    joués ultérieurement), mais leurs effets perdurent même si ces cartes quittent le jeu avant la fin
    du tour. »"""
    t = shield(bases=[(OASIS, [AGENT, ("robots/zapbot", 2)]), (LIBRARY, [GREMLIN])], hand=["shield/work_together", GNOME])
    t.play("work_together")
    t.play("gnome", base="the_great_library")
    assert (t.power("shield_agent"), t.power("gremlin"), t.power("zapbot"), t.power("gnome")) == (3, 3, 2, 3)
    t.finish()
    assert (t.power("shield_agent"), t.power("gremlin")) == (2, 2)
