"""Avengers (Smash Up: Marvel). Three players; player 1 (Avengers + Dinosaurs) is active unless said.
Marvel terms: a Personnage is a minion ("character"), a Modificateur an attached action."""

import pytest
from table import Table

from rules import rng
from rules.game import Illegal

FACTIONS = [["ninjas", "pirates"], ["avengers", "dinosaurs"], ["tricksters", "wizards"]]
OASIS, FACTORY, MALL = "base/jungle_oasis", "base/factory_436_1337", "base/rhodes_plaza_mall"


def avengers(hands: list | None = None, decks: list | None = None, discards: list | None = None,
             bases: list | None = None, active: int = 1, base_actions: dict | None = None,
             base_deck: list | None = None) -> Table:
    return Table(factions=FACTIONS, hands=hands or [[], [], []], decks=decks or [[], [], []],
                 discards=discards or [[], [], []], bases=bases or [(OASIS, []), (FACTORY, []), (MALL, [])],
                 active=active, base_actions=base_actions, base_deck=base_deck)


def labels(t: Table, cards: list[int]) -> list[str]:
    label = {iid: lab for lab, iid in t.b.labels.items()}
    return [label[c] for c in cards]


def pile(t: Table, p: int, zone: str) -> list[str]:
    return labels(t, getattr(t.g.state.players[p], zone))


def shuffled(t: Table, cards: list[str]) -> list[str]:
    """``cards`` in the order the game's generator will shuffle them next."""
    ids = [t.id(c) for c in cards]
    rng.shuffle(t.g.state.rng, ids)
    assert ids != [t.id(c) for c in cards]
    return labels(t, ids)


def offered(t: Table) -> set[str]:
    label = {iid: lab for lab, iid in t.b.labels.items()}
    return {label[o.value] for o in t.pending.options if getattr(o, "kind", None) == "card"}


# --- characters --------------------------------------------------------------------------------
def test_black_widow_may_destroy_a_character_of_power_5_or_less_on_her_base():
    t = avengers(hands=[[], ["avengers/black_widow"], []],
                 bases=[(OASIS, ["ninjas/ninja_master", "dinosaurs/king_rex"]), (FACTORY, ["ninjas/shinobi"]),
                        (MALL, [])])
    t.play("black_widow", base="jungle_oasis")
    assert offered(t) == {"ninja_master", "black_widow"}  # King Rex (7) is too strong, the Shinobi elsewhere
    t.choose("ninja_master")
    assert pile(t, 0, "discard") == ["ninja_master"] and t.zone("king_rex") == "base"


def test_black_widow_may_destroy_herself():
    """« "Un Personnage" […] désigne n'importe quel Personnage […] en jeu »: the text says "one
    character on this base", not "another"."""
    t = avengers(hands=[[], ["avengers/black_widow"], []],
                 bases=[(OASIS, ["dinosaurs/king_rex"]), (FACTORY, []), (MALL, [])])
    t.play("black_widow", base="jungle_oasis").choose("black_widow")
    assert pile(t, 1, "discard") == ["black_widow"] and t.g.state.bases[0].minions == [t.id("king_rex")]


def test_black_widow_may_destroy_none():
    t = avengers(hands=[[], ["avengers/black_widow"], []],
                 bases=[(OASIS, ["ninjas/ninja_master"]), (FACTORY, []), (MALL, [])])
    t.play("black_widow", base="jungle_oasis").pass_()
    assert t.slot_of("ninja_master") == "jungle_oasis" and pile(t, 0, "discard") == []


def test_captain_america_talent_gives_your_other_characters_here_plus_1_until_end_of_turn():
    t = avengers(bases=[(OASIS, ["avengers/captain_america", "avengers/hulk", "ninjas/ninja_master"]),
                        (FACTORY, ["avengers/thor"]), (MALL, [])])
    t.talent("captain_america")
    assert [t.power(c) for c in ("captain_america", "hulk", "ninja_master", "thor")] == [5, 6, 5, 5]
    t.finish().until_next_turn()
    assert t.power("hulk") == 5


def test_captain_america_clarification_only_characters_here_now_and_it_lasts_after_he_leaves():
    """Captain America, Captain Marvel, Morsure de la Veuve, Travail d'Équipe : Ces cartes affectent
    uniquement les Personnages en jeu au moment où l'effet est résolu (et non ceux joués
    ultérieurement), mais leurs effets perdurent même si ces cartes quittent le jeu avant la fin du
    tour."""
    t = avengers(hands=[[], ["avengers/black_widow"], []],
                 bases=[(OASIS, ["avengers/captain_america", "avengers/hulk"]), (FACTORY, []), (MALL, [])])
    t.talent("captain_america")
    t.play("black_widow", base="jungle_oasis").choose("captain_america")
    assert pile(t, 1, "discard") == ["captain_america"]
    assert t.power("hulk") == 6 and t.power("black_widow") == 5


def test_hawkeye_draws_3_cards_then_discards_2():
    t = avengers(hands=[[], ["avengers/hawkeye", "dinosaurs/upgrade"], []],
                 decks=[[], ["dinosaurs/howl", "dinosaurs/rampage", "dinosaurs/augmentation", "avengers/hulk"], []])
    t.play("hawkeye", base="jungle_oasis").choose("rampage", "upgrade")  # a card just drawn may go
    assert pile(t, 1, "discard") == ["rampage", "upgrade"]
    assert pile(t, 1, "hand") == ["howl", "augmentation"] and pile(t, 1, "deck") == ["hulk"]


def test_hulk_talent_gives_him_plus_2_until_end_of_turn_once_per_turn():
    t = avengers(bases=[(OASIS, ["avengers/hulk"]), (FACTORY, []), (MALL, [])])
    t.talent("hulk")
    assert t.power("hulk") == 7
    with pytest.raises(Illegal):
        t.talent("hulk")
    t.finish().until_next_turn()
    assert t.power("hulk") == 5


def test_iron_man_talent_moves_him_and_up_to_one_other_character_of_yours_from_his_base():
    t = avengers(bases=[(OASIS, ["avengers/iron_man", "avengers/hulk", "avengers/thor", "ninjas/ninja_master"]),
                        (FACTORY, []), (MALL, [])])
    t.talent("iron_man")
    assert offered(t) == {"hulk", "thor"}
    t.choose("hulk", "factory_436_1337")
    assert [t.slot_of(c) for c in ("iron_man", "hulk", "thor", "ninja_master")] == \
        ["factory_436_1337", "factory_436_1337", "jungle_oasis", "jungle_oasis"]


def test_thor_draws_mjolnir_from_the_discard_pile_and_leaves_the_deck_alone():
    t = avengers(hands=[[], ["avengers/thor"], []], discards=[[], ["avengers/mjolnir"], []],
                 decks=[[], ["dinosaurs/howl", "dinosaurs/rampage", "dinosaurs/upgrade"], []])
    t.play("thor", base="jungle_oasis")
    assert pile(t, 1, "hand") == ["mjolnir"] and pile(t, 1, "deck") == ["howl", "rampage", "upgrade"]


def test_thor_searches_the_deck_for_mjolnir_and_shuffles_it():
    t = avengers(hands=[[], ["avengers/thor"], []],
                 decks=[[], ["dinosaurs/howl", "avengers/mjolnir", "dinosaurs/rampage", "dinosaurs/upgrade"], []])
    order = shuffled(t, ["howl", "rampage", "upgrade"])
    t.play("thor", base="jungle_oasis")
    assert pile(t, 1, "hand") == ["mjolnir"] and pile(t, 1, "deck") == order
    assert "reveals Mjolnir" in " ".join(t.log)


def test_thor_talent_moves_mjolnir_from_its_character_to_another():
    t = avengers(bases=[(OASIS, ["avengers/thor", ("avengers/hulk", 1, ["avengers/mjolnir"])]),
                        (FACTORY, ["ninjas/ninja_master"]), (MALL, [])])
    assert t.power("hulk") == 3
    t.talent("thor")
    assert offered(t) == {"thor", "ninja_master"}
    t.choose("thor")
    assert t.e.attached_to(t.id("thor")) == [t.id("mjolnir")] and (t.power("thor"), t.power("hulk")) == (7, 5)


# --- actions -----------------------------------------------------------------------------------
def test_avengers_assemble_shuffles_up_to_2_characters_from_your_discard_pile_into_your_deck():
    t = avengers(hands=[[], ["avengers/avengers_assemble"], []], decks=[[], ["dinosaurs/howl"], []],
                 discards=[[], ["avengers/hulk", "dinosaurs/rampage", "avengers/thor", "avengers/iron_man"], []])
    order = shuffled(t, ["howl", "hulk", "thor"])
    t.play("avengers_assemble")
    with pytest.raises(Illegal):
        t.choose("rampage")  # an action
    t.choose("hulk", "thor")  # two: no third is asked
    assert pile(t, 1, "deck") == order and pile(t, 1, "discard") == ["rampage", "iron_man", "avengers_assemble"]


def test_caps_shield_keeps_other_players_actions_off_your_characters_on_its_base():
    t = avengers(hands=[["pirates/shanghai", "ninjas/seeing_stars"], ["avengers/tactical_advantage"], []],
                 bases=[(OASIS, [("avengers/hulk", 1, ["avengers/caps_shield"]), "dinosaurs/war_raptor"]),
                        (FACTORY, ["dinosaurs/war_raptor"]), (MALL, [])], active=0)
    t.play("seeing_stars")  # the Raptor here is out of reach: the one at the Factory is destroyed
    assert pile(t, 1, "discard") == ["war_raptor#2"] and t.slot_of("war_raptor") == "jungle_oasis"
    t = avengers(hands=[[], ["avengers/tactical_advantage"], []],
                 bases=[(OASIS, [("avengers/hulk", 1, ["avengers/caps_shield"])]), (FACTORY, []), (MALL, [])])
    t.play("tactical_advantage")  # your own actions still reach them
    assert t.power("hulk") == 8


def test_caps_shield_on_another_players_character_guards_yours_there_not_that_one():
    t = avengers(hands=[["ninjas/seeing_stars"], [], []], active=0,
                 bases=[(OASIS, [("pirates/first_mate", 0, [("avengers/caps_shield", 1)]), "dinosaurs/war_raptor"]),
                        (FACTORY, []), (MALL, [])])
    t.play("seeing_stars")  # player 0's own First Mate, the Shield's host, is the only one in reach
    assert pile(t, 0, "discard") == ["first_mate", "seeing_stars"] and t.slot_of("war_raptor") == "jungle_oasis"
    assert pile(t, 1, "discard") == ["caps_shield"]


def test_caps_shield_rule_affectee_other_players_ongoing_actions_change_no_power_of_yours_there():
    """Termes et restrictions, Affectée : « Une carte est affectée quand elle est déplacée, [...]
    lorsqu'elle change de Force [...] » — an opponent's modifier lowering power (Incite Panic) is an
    action affecting them: it spares your characters on the Shield's base, not the others."""
    t = Table(factions=[["sinister_six", "pirates"], ["avengers", "dinosaurs"], ["tricksters", "wizards"]],
              bases=[(OASIS, [("avengers/hulk", 1, ["avengers/caps_shield"]), "avengers/thor", "tricksters/gnome"]),
                     (FACTORY, [("avengers/iron_man", 1)]), (MALL, [])],
              base_actions={0: [("sinister_six/incite_panic", 0)], 1: [("sinister_six/incite_panic", 0)]},
              active=1)
    assert [t.power(c) for c in ("hulk", "thor", "gnome", "iron_man")] == [5, 5, 2, 4]


def test_caps_shield_on_captain_america_gives_your_characters_on_his_base_plus_1():
    t = avengers(bases=[(OASIS, [("avengers/captain_america", 1, ["avengers/caps_shield"]), "avengers/hulk",
                                 "ninjas/ninja_master"]), (FACTORY, ["avengers/thor"]), (MALL, [])])
    assert [t.power(c) for c in ("captain_america", "hulk", "ninja_master", "thor")] == [6, 6, 5, 5]
    t = avengers(bases=[(OASIS, [("avengers/hulk", 1, ["avengers/caps_shield"]), "avengers/thor"]),
                        (FACTORY, []), (MALL, [])])
    assert (t.power("hulk"), t.power("thor")) == (5, 5)


def test_hawkeyes_arrows_draws_the_next_2_actions_and_shuffles_the_rest_back():
    t = avengers(hands=[[], ["avengers/hawkeyes_arrows"], []],
                 decks=[[], ["avengers/hulk", "dinosaurs/howl", "avengers/thor", "dinosaurs/rampage",
                             "dinosaurs/upgrade"], []])
    order = shuffled(t, ["hulk", "thor", "upgrade"])
    t.play("hawkeyes_arrows")
    assert pile(t, 1, "hand") == ["howl", "rampage"] and pile(t, 1, "deck") == order
    assert t.pending.kind == "main"  # no Hawkeye in play: nothing more


def test_hawkeyes_arrows_with_no_other_card_revealed_leaves_the_deck_in_its_order():
    """« shuffle the other revealed cards back into your deck »: when the top 2 cards are the
    actions, nothing else was revealed and the deck (stacked by Strategize, say) keeps its order."""
    t = avengers(hands=[[], ["avengers/hawkeyes_arrows"], []],
                 decks=[[], ["dinosaurs/howl", "dinosaurs/rampage", "avengers/hulk", "avengers/thor",
                             "avengers/iron_man", "avengers/black_widow"], []])
    shuffled(t, ["hulk", "thor", "iron_man", "black_widow"])  # a shuffle would change their order
    t.play("hawkeyes_arrows")
    assert pile(t, 1, "hand") == ["howl", "rampage"]
    assert pile(t, 1, "deck") == ["hulk", "thor", "iron_man", "black_widow"]


def test_hawkeyes_arrows_with_hawkeye_in_play_plays_the_drawn_actions_at_once():
    """Clarifications (Agent Coulson, ... Terrain d'Essai): extras with constraints may wait for
    later in the phase, « elles n'indiquent pas de cartes spécifiques, comme le fait Flèches
    d'Hawkeye par exemple » — the Arrows' extras name their cards: now or never."""
    t = avengers(hands=[[], ["avengers/hawkeyes_arrows"], []],
                 decks=[[], ["dinosaurs/howl", "dinosaurs/rampage"], []],
                 bases=[(OASIS, [("avengers/hawkeye", 0)]), (FACTORY, ["avengers/hulk"]), (MALL, [])])
    t.play("hawkeyes_arrows").choose("howl").pass_()
    assert t.power("hulk") == 6 and pile(t, 1, "discard") == ["howl", "hawkeyes_arrows"]
    assert pile(t, 1, "hand") == ["rampage"] and not t.can_play("rampage")


def test_hawkeyes_arrows_clarification_an_empty_deck_takes_the_discard_pile_and_a_short_one_stops():
    """Flèches d'Hawkeye, La Vue d'en Haut, Préparez-vous au Combat : Si votre pioche est vide avant
    que vous ne révéliez la moindre carte, mélangez votre défausse pour former une nouvelle pioche.
    Si votre pioche est épuisée avant que vous ne trouviez la ou les cartes demandées, arrêtez de
    piocher et résolvez le reste de l'effet."""
    t = avengers(hands=[[], ["avengers/hawkeyes_arrows"], []], discards=[[], ["avengers/hulk", "dinosaurs/howl"], []])
    t.play("hawkeyes_arrows")
    assert pile(t, 1, "hand") == ["howl"] and pile(t, 1, "deck") == ["hulk"]
    t = avengers(hands=[[], ["avengers/hawkeyes_arrows"], []], decks=[[], ["avengers/hulk", "dinosaurs/howl"], []],
                 discards=[[], ["dinosaurs/rampage"], []])
    t.play("hawkeyes_arrows")
    assert pile(t, 1, "hand") == ["howl"] and pile(t, 1, "discard") == ["rampage", "hawkeyes_arrows"]


def test_hulk_smash_destroys_base_modifiers_and_with_hulk_there_the_base_itself():
    t = avengers(hands=[[], ["avengers/hulk_smash"], []],
                 bases=[(OASIS, ["avengers/hulk", "ninjas/ninja_master"]), (FACTORY, []), (MALL, [])],
                 base_actions={0: ["avengers/jarvis", "tricksters/enshrouding_mist"]}, base_deck=["base/tar_pits"])
    t.play("hulk_smash").choose("jungle_oasis", "enshrouding_mist").pass_().answer(True)
    assert pile(t, 2, "discard") == ["enshrouding_mist"] and pile(t, 1, "discard") == ["jarvis", "hulk_smash"]
    assert t.slot_of("hulk") == "tar_pits" and t.slot_of("ninja_master") == "tar_pits"
    assert [t.e.cid(b) for b in t.g.state.base_discard] == [OASIS] and t.vp == [0, 0, 0]


def test_hulk_smash_destroying_the_base_sends_the_cards_buried_there_to_their_owners_discard_piles():
    """Big Geek Box, « Enterrer »: a base leaving play, whatever the reason, takes its buried cards
    to their owners' discard piles; the new base has none."""
    t = avengers(hands=[[], ["avengers/hulk_smash"], []], decks=[["ninjas/shinobi"], [], ["wizards/chronomage"]],
                 bases=[(OASIS, ["avengers/hulk"]), (FACTORY, []), (MALL, [])], base_deck=["base/tar_pits"])
    t.e.bury(0, t.id("shinobi"), 0)
    t.e.bury(2, t.id("chronomage"), 0)
    t.play("hulk_smash").choose("jungle_oasis").answer(True)
    assert t.g.state.bases[0].buried == [] and pile(t, 0, "discard") == ["shinobi"]
    assert pile(t, 2, "discard") == ["chronomage"]


def test_hulk_smash_without_hulk_there_leaves_the_base():
    t = avengers(hands=[[], ["avengers/hulk_smash"], []],
                 bases=[(OASIS, ["ninjas/ninja_master"]), (FACTORY, ["avengers/hulk"]), (MALL, [])],
                 base_actions={0: ["tricksters/enshrouding_mist"]})
    t.play("hulk_smash").choose("jungle_oasis").pass_()
    assert t.pending.kind == "main" and t.e.cid(t.e.base_card(0)) == OASIS
    assert t.g.state.bases[0].actions == [t.id("enshrouding_mist")]


def test_hulk_smash_with_hulk_there_may_leave_the_base():
    t = avengers(hands=[[], ["avengers/hulk_smash"], []],
                 bases=[(OASIS, ["avengers/hulk"]), (FACTORY, []), (MALL, [])], base_deck=["base/tar_pits"])
    t.play("hulk_smash").choose("jungle_oasis").answer(False)  # no modifier there: straight to the question
    assert t.e.cid(t.e.base_card(0)) == OASIS and [t.e.cid(b) for b in t.g.state.base_deck] == ["base/tar_pits"]


def test_hulk_smash_clarification_the_destroyed_base_is_not_scored_and_characters_keep_modifiers():
    """Hulk Écrase : Si vous détruisez la Base, tous les Modificateurs qui lui sont attachés sont
    détruits car leur Base quitte le jeu. Cette carte garde les Personnages en jeu sur la nouvelle
    Base, mais ils ne sont pas rejoués : les Personnages conservent tout Modificateur attaché.
    Lorsqu'une Base est détruite, elle n'est pas conquise."""
    t = avengers(hands=[[], ["avengers/hulk_smash"], []],
                 bases=[(OASIS, [("avengers/hulk", 1, ["avengers/mjolnir"]), "ninjas/ninja_master",
                                 "avengers/thor"]), (FACTORY, []), (MALL, [])],
                 base_actions={0: ["tricksters/enshrouding_mist"]}, base_deck=["base/the_homeworld"])
    t.play("hulk_smash").choose("jungle_oasis").pass_().answer(True)  # no modifier picked: all go anyway
    assert pile(t, 2, "discard") == ["enshrouding_mist"] and t.e.attached_to(t.id("hulk")) == [t.id("mjolnir")]
    assert t.slot_of("thor") == "the_homeworld" and t.pending.kind == "main"  # not replayed: no Homeworld extra
    assert t.vp == [0, 0, 0] and t.g.state.players[1].hand == []


def test_jarvis_talent_draws_1_card_then_discards_1():
    t = avengers(decks=[[], ["dinosaurs/howl", "dinosaurs/rampage"], []], hands=[[], ["dinosaurs/upgrade"], []],
                 base_actions={1: ["avengers/jarvis"]})
    t.talent("jarvis").choose("howl")
    assert pile(t, 1, "hand") == ["upgrade"] and pile(t, 1, "discard") == ["howl"]
    assert pile(t, 1, "deck") == ["rampage"]


def test_mjolnir_gives_thor_plus_2_and_any_other_character_minus_2():
    t = avengers(hands=[[], ["avengers/mjolnir"], []],
                 bases=[(OASIS, ["avengers/thor", "pirates/first_mate"]), (FACTORY, []), (MALL, [])])
    t.play("mjolnir", target="first_mate")
    assert t.power("first_mate") == 0 and t.power("thor") == 5
    t = avengers(bases=[(OASIS, [("avengers/thor", 1, ["avengers/mjolnir"])]), (FACTORY, []), (MALL, [])])
    assert t.power("thor") == 7


def test_modular_tech_moves_one_of_your_modifiers_then_gives_an_extra_action():
    t = avengers(hands=[[], ["avengers/modular_tech", "avengers/tactical_advantage"], []],
                 bases=[(OASIS, [("avengers/hulk", 1, ["avengers/mjolnir"]), "avengers/thor"]),
                        (FACTORY, [("ninjas/ninja_master", 0, ["ninjas/smoke_bomb"]), "avengers/iron_man"]),
                        (MALL, [])],
                 base_actions={0: ["avengers/jarvis"]})
    t.play("modular_tech")
    assert offered(t) == {"mjolnir", "jarvis"}  # the Smoke Bomb is not yours
    t.choose("mjolnir")
    assert offered(t) == {"thor", "iron_man"}  # the Ninja Master's Smoke Bomb keeps it off him
    t.choose("thor")
    assert (t.power("thor"), t.power("hulk")) == (7, 5)
    t.play("tactical_advantage").choose("hulk")
    assert t.power("hulk") == 8


def test_modular_tech_moves_a_base_modifier_to_another_base():
    t = avengers(hands=[[], ["avengers/modular_tech"], []], base_actions={0: ["avengers/jarvis"]})
    t.play("modular_tech").choose("rhodes_plaza_mall")
    assert t.g.state.bases[2].actions == [t.id("jarvis")] and t.g.state.bases[0].actions == []


def test_modular_tech_with_no_modifier_still_gives_the_extra_action():
    """Book, « Résolution des cartes »: « si vous jouez Technologie Modulaire et que vous n'avez aucun
    Modificateur en jeu, vous pouvez quand même jouer une Action supplémentaire. »"""
    t = avengers(hands=[[], ["avengers/modular_tech", "avengers/tactical_advantage"], []],
                 bases=[(OASIS, ["avengers/hulk"]), (FACTORY, ["ninjas/ninja_master"]), (MALL, [])])
    t.play("modular_tech").play("tactical_advantage").choose("hulk")
    assert t.power("hulk") == 8


def test_repulsor_boots_moves_a_character_you_control_to_another_base():
    t = avengers(hands=[[], ["avengers/repulsor_boots"], []],
                 bases=[(OASIS, ["avengers/hulk", "ninjas/ninja_master"]), (FACTORY, []), (MALL, [])])
    t.play("repulsor_boots").choose("rhodes_plaza_mall")  # the Hulk is the only one of yours
    assert t.slot_of("hulk") == "rhodes_plaza_mall" and t.slot_of("ninja_master") == "jungle_oasis"


def test_repulsor_boots_moves_a_character_you_control_not_one_you_only_own():
    t = avengers(hands=[[], ["avengers/repulsor_boots"], []],
                 bases=[(OASIS, [("avengers/hulk", 0), ("ninjas/ninja_master", 1)]), (FACTORY, []), (MALL, [])])
    t.play("repulsor_boots").choose("factory_436_1337")  # the Ninja Master, player 1's: no question
    assert t.slot_of("ninja_master") == "factory_436_1337" and t.slot_of("hulk") == "jungle_oasis"


def _oasis_about_to_score(iron_man_at: str) -> Table:
    """The Oasis (12, 2 VP to the winner only) scores on player 1's turn: player 0 has 7 there,
    player 1 has the Hulk (5); Iron Man is elsewhere."""
    where = {"factory": 1, "mall": 2}[iron_man_at]
    bases: list = [(OASIS, ["ninjas/ninja_master", "pirates/first_mate", "avengers/hulk"]), (FACTORY, []),
                   (MALL, [])]
    bases[where] = (bases[where][0], ["avengers/iron_man"])
    return avengers(hands=[[], ["avengers/repulsor_boots", "avengers/widows_bite"], []], bases=bases,
                    base_deck=["base/tar_pits"])


def test_repulsor_boots_special_before_scoring_moves_iron_man_into_the_scoring_base():
    t = _oasis_about_to_score("factory")
    t.finish().play("repulsor_boots").choose("jungle_oasis")
    t.pass_()  # the Widow's Bite, still in hand, is not needed
    assert t.vp == [0, 2, 0] and pile(t, 1, "discard")[-1] == "repulsor_boots"


def test_repulsor_boots_special_is_offered_only_with_iron_man_in_play():
    t = avengers(hands=[[], ["avengers/repulsor_boots"], []], base_deck=["base/tar_pits"],
                 bases=[(OASIS, ["ninjas/ninja_master", "pirates/first_mate", "avengers/hulk"]), (FACTORY, []),
                        (MALL, [])])
    t.finish()  # no Iron Man: no Me First! question, the Oasis scores at once
    assert t.vp == [2, 0, 0] and t.zone("repulsor_boots") == "hand"


def test_repulsor_boots_clarification_iron_man_from_or_to_any_base_and_no_normal_effect():
    """Bottes à Réactions : Lorsque vous utilisez son effet Spécial, vous pouvez déplacer Iron Man de
    ou vers n'importe quelle Base, pas nécessairement la Base conquise. — Bottes à Réactions, Un
    Grand Pouvoir..., ...Implique de Grandes Responsabilités : Si vous utilisez son effet Spécial,
    vous ne résolvez pas son effet sans timing."""
    t = _oasis_about_to_score("mall")
    t.finish().play("repulsor_boots").choose("factory_436_1337")  # neither base is scoring
    assert t.slot_of("iron_man") == "factory_436_1337" and t.slot_of("hulk") == "jungle_oasis"
    t.pass_()
    assert t.vp == [2, 0, 0]


def test_strategize_puts_2_of_your_top_4_cards_back_on_top_and_2_under():
    t = avengers(hands=[[], ["avengers/strategize"], []],
                 decks=[[], ["avengers/hulk", "avengers/thor", "dinosaurs/howl", "dinosaurs/rampage",
                             "dinosaurs/upgrade", "dinosaurs/augmentation"], []])
    t.play("strategize").choose("howl", "hulk")  # under the deck, in that order
    t.choose("rampage")  # then on top: the Rampage first, the Thor under it
    assert pile(t, 1, "deck") == ["rampage", "thor", "upgrade", "augmentation", "howl", "hulk"]


def test_tactical_advantage_gives_any_character_plus_3_until_end_of_turn():
    t = avengers(hands=[[], ["avengers/tactical_advantage"], []],
                 bases=[(OASIS, ["ninjas/ninja_master", "avengers/hulk"]), (FACTORY, []), (MALL, [])])
    t.play("tactical_advantage").choose("ninja_master")
    assert (t.power("ninja_master"), t.power("hulk")) == (8, 5)
    t.finish().until_next_turn()
    assert t.power("ninja_master") == 5


def test_thunder_and_lightning_destroys_a_character_of_power_3_or_less():
    t = avengers(hands=[[], ["avengers/thunder_and_lightning"], []],
                 bases=[(OASIS, ["pirates/saucy_wench", "ninjas/tiger_assassin"]), (FACTORY, []), (MALL, [])])
    t.play("thunder_and_lightning")  # the Wench (3) is the only one: no question; the Assassin (4) stays
    assert pile(t, 0, "discard") == ["saucy_wench"] and t.slot_of("tiger_assassin") == "jungle_oasis"


def test_thunder_and_lightning_with_no_character_of_power_3_or_less_destroys_nothing():
    t = avengers(hands=[[], ["avengers/thunder_and_lightning"], []],
                 bases=[(OASIS, ["ninjas/tiger_assassin", "avengers/hulk"]), (FACTORY, []), (MALL, [])])
    t.play("thunder_and_lightning")
    assert t.pending.kind == "main" and pile(t, 1, "discard") == ["thunder_and_lightning"]
    assert t.slot_of("tiger_assassin") == t.slot_of("hulk") == "jungle_oasis"


def test_widows_bite_before_scoring_weakens_the_others_there_and_strengthens_black_widow():
    # Without it, player 0 (Ninja Master) and player 1 (Black Widow) tie at 5 and share the 2 VP.
    t = avengers(hands=[[], ["avengers/widows_bite"], []], base_deck=["base/tar_pits"],
                 bases=[(OASIS, ["ninjas/ninja_master", "avengers/black_widow", "tricksters/gnome"]),
                        (FACTORY, ["pirates/first_mate"]), (MALL, [])])
    assert not t.can_play("widows_bite")  # only before a base scores
    t.finish().play("widows_bite")
    assert t.log[1:5] == ["Ninja Master gets -1 power until the end of the turn",
                          "Gnome gets -1 power until the end of the turn",
                          "Black Widow gets +2 power until the end of the turn", "Jungle Oasis scores"]
    assert t.vp == [0, 2, 0] and t.power("first_mate") == 2


def test_widows_bite_clarification_a_character_arriving_later_is_not_weakened():
    """Captain America, Captain Marvel, Morsure de la Veuve, Travail d'Équipe : Ces cartes affectent
    uniquement les Personnages en jeu au moment où l'effet est résolu (et non ceux joués
    ultérieurement), mais leurs effets perdurent même si ces cartes quittent le jeu avant la fin du
    tour."""
    t = avengers(hands=[["ninjas/shinobi"], ["avengers/widows_bite"], []], base_deck=["base/tar_pits"],
                 bases=[(OASIS, ["ninjas/ninja_master", "avengers/black_widow", "tricksters/gnome"]),
                        (FACTORY, []), (MALL, [])])
    t.finish().play("widows_bite")
    assert pile(t, 1, "discard") == ["widows_bite"] and t.power("ninja_master") == 4
    t.play("shinobi", base="jungle_oasis")  # player 0's Shinobi comes in afterwards at its full power: 4 + 3 ties the Widow's 7
    assert t.vp == [2, 2, 0]


def test_widows_bite_rule_the_base_scores_even_if_its_total_falls_below_the_breakpoint():
    """Book, « La Conquête »: « un joueur joue Morsure de la Veuve pour diminuer de 1 la Force des
    Personnages de tous les autres joueurs présents sur la Base. Même si le total de Force devient
    alors inférieur à la Résistance de la Base, son décompte a tout de même lieu. »"""
    t = avengers(hands=[[], ["avengers/widows_bite"], []], base_deck=["base/tar_pits"],
                 bases=[(OASIS, ["ninjas/tiger_assassin", "pirates/first_mate", "tricksters/gnome",
                                 "dinosaurs/war_raptor"]), (FACTORY, []), (MALL, [])])
    assert t.e.total_power(0) == 12  # the Oasis's breakpoint
    t.finish().play("widows_bite")  # 3 + 1 + 2 + 3 = 9 left: it scores all the same
    assert "Jungle Oasis scores" in t.log and t.vp == [2, 0, 0]
