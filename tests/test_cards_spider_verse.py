"""Spider-Verse (Smash Up: Marvel): one test per card, one per clarification of the book.

Three players; the Spider-Verse (with the Ninjas) are player 1's. Bases: the Jungle Oasis
(breakpoint 12, 2 VP to the winner only, no ability), the Mothership (20), the Central Brain (19)."""

from table import Table

from rules import rng
from rules.actions import Play, Talent
from rules.cards.marvel.spider_verse import A_MINION, AN_ACTION
from rules.engine.zones import BOTTOM, TOP

FACTIONS = [["aliens", "dinosaurs"], ["spider_verse", "ninjas"], ["robots", "pirates"]]


def table(bases, hands=None, decks=None, discards=None, active=1) -> Table:
    return Table(factions=FACTIONS, bases=bases, hands=hands or [[], [], []], decks=decks or [[], [], []],
                 discards=discards or [[], [], []], active=active)


def deck(t: Table, p: int) -> list[int]:
    return t.g.state.players[p].deck


def _oasis_scores(mine: list, hand1: list, active: int = 0, deck1: list | None = None) -> Table:
    """Player ``active``'s turn ends with the Jungle Oasis (breakpoint 12, 2 VP to the winner only)
    ready to score: player 0 has 12 power there, player 1 ``mine`` and ``hand1`` in hand."""
    return table([("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/collector", "aliens/invader", *mine]),
                  ("base/the_mothership", [])],
                 hands=[[], hand1, []], decks=[[], deck1 or [], []], active=active)


# --- characters --------------------------------------------------------------------------------
def test_spider_man_gets_1_power_after_you_play_a_card_with_a_special():
    t = table([("base/the_mothership", ["spider_verse/spider_man"]), ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/with_great_power", "spider_verse/ghost_spider"], []],
              decks=[[], ["ninjas/shinobi"], []])
    t.play("ghost_spider", base="jungle_oasis")  # no Special: nothing
    assert t.power("spider_man") == 5
    t.play("with_great_power").choose("ghost_spider")
    assert t.power("spider_man") == 6
    t.finish()
    assert t.power("spider_man") == 5  # until the end of the turn


def test_spider_man_clarification_each_time_not_once_per_turn():
    """America Chavez, Blue Marvel, ..., Maria Hill, Spider-Man : Ces cartes sont résolues chaque
    fois que leur effet survient, pas seulement une fois par tour."""
    t = table([("base/the_mothership", ["spider_verse/spider_man"]), ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/comes_great_responsibility", "spider_verse/miles_morales",
                          "spider_verse/miles_morales"], []])
    t.play("comes_great_responsibility")
    t.play("miles_morales", base="jungle_oasis").play("miles_morales#2", base="jungle_oasis")
    assert t.power("spider_man") == 8


def test_spider_man_clarification_a_special_card_played_normally_counts():
    """Spider-Man : Vous bénéficiez de l'augmentation de Force de 1 même si vous jouez une carte
    disposant d'un effet Spécial sans l'utiliser (par exemple, en jouant Miles Morales normalement)."""
    t = table([("base/the_mothership", ["spider_verse/spider_man"]), ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/miles_morales"], []])
    t.play("miles_morales", base="jungle_oasis")
    assert t.power("spider_man") == 6 and t.power("miles_morales") == 3


def test_spider_man_not_for_other_players_cards():
    t = table([("base/jungle_oasis", ["spider_verse/spider_man", "pirates/saucy_wench"]), ("base/the_mothership", [])],
              hands=[[], [], ["pirates/full_sail"]], active=2)
    t.play("full_sail").pass_()  # player 2's card with a Special: moves nothing
    assert t.zone("full_sail") == "discard" and t.power("spider_man") == 5


def test_ghost_spider_draws_1_of_your_top_3_and_puts_the_others_on_top_or_under():
    t = table([("base/the_mothership", []), ("base/jungle_oasis", [])], hands=[[], ["spider_verse/ghost_spider"], []],
              decks=[[], ["ninjas/shinobi", "ninjas/disguise", "ninjas/poison", "ninjas/smoke_bomb"], []])
    t.play("ghost_spider", base="jungle_oasis")
    assert t.picks() == {t.id("shinobi"), t.id("disguise"), t.id("poison")}
    t.choose("disguise")
    assert t.zone("disguise") == "hand"
    t.choose("poison").choose_option(TOP).choose_option(BOTTOM)  # then Shinobi, the last one: under
    assert deck(t, 1) == [t.id("poison"), t.id("smoke_bomb"), t.id("shinobi")]


def test_ghost_spider_the_card_drawn_stays_hidden_from_the_other_players():
    """« Lorsque vous « consultez » une carte, vous ne devez pas la montrer aux autres joueurs » (book,
    Règlement des conflits): the others learn that a card was drawn, not which."""
    t = table([("base/the_mothership", []), ("base/jungle_oasis", [])], hands=[[], ["spider_verse/ghost_spider"], []],
              decks=[[], ["ninjas/shinobi", "ninjas/disguise", "ninjas/poison"], []])
    t.play("ghost_spider", base="jungle_oasis").choose("disguise")
    assert t.g.state.players[1].hand == [t.id("disguise")]
    for other in (0, 2):
        assert all(ev.card != t.id("disguise") for ev in t.g.log_for(other))
        assert [ev.player for ev in t.g.log_for(other) if ev.kind == "draw"] == [1]
    assert any(ev.kind == "draw" and ev.card == t.id("disguise") for ev in t.g.log_for(1))


def test_miles_morales_special_plays_it_onto_a_base_about_to_score_with_1_less_power():
    t = _oasis_scores(["spider_verse/ghost_spider", "ninjas/tiger_assassin", "ninjas/ninja_acolyte"],
                      ["spider_verse/miles_morales"])
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.player == 1
    t.play("miles_morales", base="jungle_oasis")
    assert t.vp == [2, 2, 0]  # 10 + 2 ties the 12 of player 0 (with 3 it would win alone)
    assert t.zone("miles_morales") == "discard"


def test_miles_morales_not_where_you_have_no_character():
    t = _oasis_scores([], ["spider_verse/miles_morales"])
    t.finish()
    assert t.vp == [2, 0, 0] and t.zone("miles_morales") == "hand"


def test_miles_morales_clarification_all_three_copies_on_the_same_base():
    """Miles Morales : Vous pouvez jouer une, deux ou les trois copies de cette carte sur la même
    Base conquise, tant que vous avez au moins un Personnage sur cette Base."""
    t = _oasis_scores(["ninjas/tiger_assassin", "ninjas/ninja_acolyte"], ["spider_verse/miles_morales"] * 3)
    t.finish()
    t.play("miles_morales", base="jungle_oasis").play("miles_morales#2", base="jungle_oasis")
    t.play("miles_morales#3", base="jungle_oasis")
    assert t.vp == [2, 2, 0]  # 6 + 3 x 2 ties the 12 of player 0


def test_spider_man_2099_other_players_cards_cannot_destroy_it():
    t = table([("base/the_mothership", ["spider_verse/spider_man_2099"]), ("base/jungle_oasis", [])],
              hands=[["dinosaurs/laseratops"], [], []], active=0)
    t.play("laseratops", base="the_mothership")
    assert t.slot_of("spider_man_2099") == "the_mothership"


def test_spider_man_2099_its_controllers_cards_can():
    t = table([("base/the_mothership", ["spider_verse/spider_man_2099", "dinosaurs/king_rex"]),
               ("base/jungle_oasis", [])], hands=[[], ["ninjas/ninja_master"], []])
    t.play("ninja_master", base="the_mothership").choose("spider_man_2099")
    assert t.zone("spider_man_2099") == "discard"


# --- actions -----------------------------------------------------------------------------------
def test_comes_great_responsibility_plays_an_extra_character():
    t = table([("base/the_mothership", []), ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/comes_great_responsibility", "spider_verse/ghost_spider",
                          "spider_verse/spider_man_2099"], []])
    t.play("comes_great_responsibility")
    t.play("spider_man_2099", base="the_mothership").play("ghost_spider", base="jungle_oasis")
    assert t.slot_of("spider_man_2099") == "the_mothership" and t.slot_of("ghost_spider") == "jungle_oasis"
    assert t.power("ghost_spider") == 4


def test_comes_great_responsibility_clarification_the_special_replaces_the_normal_effect():
    """Bottes à Réactions, Un Grand Pouvoir..., ...Implique de Grandes Responsabilités : Si vous
    utilisez son effet Spécial, vous ne résolvez pas son effet sans timing."""
    t = _oasis_scores(["ninjas/tiger_assassin", "ninjas/ninja_acolyte", "ninjas/shinobi"],
                      ["spider_verse/comes_great_responsibility", "spider_verse/ghost_spider",
                       "spider_verse/spider_man_2099"])
    t.finish()
    # One extra character, onto the scoring base (no base asked), with 1 less power: 9 + 3 ties 12.
    t.play("comes_great_responsibility").choose("ghost_spider")
    assert t.vp == [2, 2, 0]
    assert t.zone("spider_man_2099") == "hand" and t.zone("ghost_spider") == "discard"


def test_comes_great_responsibility_not_before_a_base_where_you_have_no_character():
    t = _oasis_scores([], ["spider_verse/comes_great_responsibility", "spider_verse/ghost_spider"])
    t.finish()
    assert t.zone("comes_great_responsibility") == "hand" and t.vp == [2, 0, 0]


def test_spider_sense_draws_2_cards():
    t = table([("base/the_mothership", []), ("base/jungle_oasis", [])], hands=[[], ["spider_verse/spider_sense"], []],
              decks=[[], ["ninjas/shinobi", "ninjas/disguise", "ninjas/poison"], []])
    t.play("spider_sense")
    assert t.hand(1) == ["ninjas/shinobi", "ninjas/disguise"]


def test_spider_sense_special_after_a_base_where_you_had_a_character_scores():
    t = _oasis_scores(["ninjas/tiger_assassin"], ["spider_verse/spider_sense"],
                      deck1=["ninjas/shinobi", "ninjas/poison"])
    t.finish()
    assert t.vp == [2, 0, 0] and t.pending.kind == "me_first" and t.pending.player == 1
    t.play("spider_sense")
    assert t.hand(1) == ["ninjas/shinobi", "ninjas/poison"] and t.zone("spider_sense") == "discard"


def test_spider_sense_you_had_a_character_there_even_if_it_has_left_since():
    """"provided you had a character on that base": your only character there put on your deck
    by Your Friendly Neighborhood Hero after the scoring still counts."""
    t = _oasis_scores(["spider_verse/ghost_spider"],
                      ["spider_verse/your_friendly_neighborhood_hero", "spider_verse/spider_sense"],
                      deck1=["ninjas/shinobi", "ninjas/poison"])
    t.finish()
    t.play("your_friendly_neighborhood_hero")  # the Ghost-Spider, the only one: taken at once
    assert deck(t, 1)[0] == t.id("ghost_spider") and t.pending.kind == "me_first"
    t.play("spider_sense")
    assert t.hand(1) == ["spider_verse/ghost_spider", "ninjas/shinobi"]


def test_spider_sense_not_after_a_base_where_you_had_none():
    t = _oasis_scores([], ["spider_verse/spider_sense"])
    t.finish()
    assert t.zone("spider_sense") == "hand"


def test_spider_verse_bond_gives_1_power_per_other_character_of_yours_on_its_base():
    t = table([("base/the_mothership", ["spider_verse/ghost_spider", "spider_verse/miles_morales",
                                        "spider_verse/spider_man_2099", "dinosaurs/king_rex"]),
               ("base/jungle_oasis", ["spider_verse/spider_man"])],
              hands=[[], ["spider_verse/spider_verse_bond"], []])
    t.play("spider_verse_bond", target="ghost_spider")
    assert t.power("ghost_spider") == 6 and t.power("miles_morales") == 3


def test_spider_verse_bond_counts_the_characters_of_its_controller_not_of_the_hosts():
    """« Vous / Votre / Vos » sur une carte Action désigne le joueur qui contrôle la carte: on
    another player's character, the Bond counts its own player's characters there."""
    t = table([("base/the_mothership", ["dinosaurs/king_rex", "aliens/collector", "spider_verse/ghost_spider",
                                        "ninjas/shinobi", ("robots/zapbot", 2)]),
               ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/spider_verse_bond"], []])
    t.play("spider_verse_bond", target="king_rex")
    assert t.power("king_rex") == 9 and t.power("ghost_spider") == 4


def test_spider_reflexes_draws_1_of_your_top_3_and_gives_an_extra_action():
    t = table([("base/the_mothership", ["dinosaurs/king_rex"]), ("base/jungle_oasis", ["ninjas/shinobi"])],
              hands=[[], ["spider_verse/spider_reflexes"], []],
              decks=[[], ["spider_verse/with_great_power", "ninjas/disguise", "ninjas/poison"], []])
    t.play("spider_reflexes").choose("with_great_power")
    t.choose("poison").choose_option(BOTTOM).choose_option(TOP)  # Disguise is alone: put on top
    assert deck(t, 1) == [t.id("disguise"), t.id("poison")]
    t.play("with_great_power").choose("king_rex")  # the extra action
    assert t.power("king_rex") == 10


def test_the_view_from_above_draws_the_first_card_of_the_named_type_and_shuffles_the_rest_back():
    t = table([("base/the_mothership", []), ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/the_view_from_above"], []],
              decks=[[], ["ninjas/shinobi", "ninjas/tiger_assassin", "ninjas/poison", "ninjas/disguise"], []])
    rng_before = t.g.state.rng
    t.play("the_view_from_above").choose_option(AN_ACTION)
    assert t.zone("poison") == "hand"
    unshuffled = [t.id("shinobi"), t.id("tiger_assassin"), t.id("disguise")]
    expected = list(unshuffled)
    rng.shuffle(rng_before, expected)
    assert deck(t, 1) == expected != unshuffled


def test_the_view_from_above_clarification_an_empty_deck_and_a_deck_that_runs_out():
    """Flèches d'Hawkeye, La Vue d'en Haut, Préparez-vous au Combat : Si votre pioche est vide avant
    que vous ne révéliez la moindre carte, mélangez votre défausse pour former une nouvelle pioche.
    Si votre pioche est épuisée avant que vous ne trouviez la ou les cartes demandées, arrêtez de
    piocher et résolvez le reste de l'effet."""
    t = table([("base/the_mothership", []), ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/the_view_from_above"], []],
              discards=[[], ["ninjas/poison", "ninjas/disguise"], []])
    t.play("the_view_from_above").choose_option(A_MINION)  # the discard pile became the deck: no minion
    assert t.zone("poison") == "deck" and t.zone("disguise") == "deck"
    assert t.g.state.players[1].hand == [] and t.g.state.players[1].discard == [t.id("the_view_from_above")]


def test_webbed_up_takes_2_power_and_cancels_the_characters_abilities():
    t = table([("base/the_mothership", ["dinosaurs/armor_stego", "spider_verse/spider_man_2099"]),
               ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/webbed_up", "ninjas/seeing_stars"], []])
    assert t.power("armor_stego") == 5  # 3, +2 during another player's turn
    t.play("webbed_up", target="armor_stego")
    assert t.power("armor_stego") == 1  # 3 - 2: its own ability is gone


def test_webbed_up_clarification_other_modifiers_on_the_character_still_work():
    """Englué : Cela n'annule pas les effets des autres Modificateurs de Personnage attachés à ce
    même Personnage."""
    t = table([("base/the_mothership", [("dinosaurs/armor_stego", 0, ["dinosaurs/upgrade"])]),
               ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/webbed_up"], []])
    t.play("webbed_up", target="armor_stego")
    assert t.power("armor_stego") == 3  # 3 - 2 + 2 (Upgrade); Armor Stego's own +2 is cancelled


def test_webbed_up_cancels_a_talent():
    t = Table(factions=[["aliens", "dinosaurs"], ["spider_verse", "ninjas"], ["ultimates", "pirates"]],
              bases=[("base/the_mothership", [("ultimates/spectrum", 2, ["spider_verse/webbed_up"]),
                                              "ultimates/spectrum"]),
                     ("base/jungle_oasis", [])], active=2)
    assert Talent(t.id("spectrum")) not in t.options() and Talent(t.id("spectrum#2")) in t.options()
    assert t.power("spectrum") == 2


def test_webbed_up_on_spider_man_2099_lets_others_destroy_it():
    t = table([("base/the_mothership", [("spider_verse/spider_man_2099", 1, ["spider_verse/webbed_up"])]),
               ("base/jungle_oasis", [])], hands=[["dinosaurs/laseratops"], [], []], active=0)
    t.play("laseratops", base="the_mothership")
    assert t.zone("spider_man_2099") == "discard"


def test_with_great_power_gives_a_character_3_power():
    t = table([("base/the_mothership", ["dinosaurs/king_rex"]), ("base/jungle_oasis", ["spider_verse/ghost_spider"])],
              hands=[[], ["spider_verse/with_great_power"], []])
    t.play("with_great_power")
    assert t.picks() == {t.id("king_rex"), t.id("ghost_spider")}
    t.choose("ghost_spider")
    assert t.power("ghost_spider") == 7


def test_with_great_power_clarification_before_scoring_2_power_and_not_3():
    """Bottes à Réactions, Un Grand Pouvoir..., ...Implique de Grandes Responsabilités : Si vous
    utilisez son effet Spécial, vous ne résolvez pas son effet sans timing."""
    t = table([("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/collector", "aliens/invader",
                                      "ninjas/tiger_assassin", "ninjas/ninja_acolyte", "ninjas/shinobi"]),
               ("base/the_mothership", ["ninjas/ninja_master"])],
              hands=[[], ["spider_verse/with_great_power"], []], active=0)
    t.finish()
    t.play("with_great_power")
    assert t.id("ninja_master") not in t.picks()  # a character on that base only
    t.choose("tiger_assassin")
    assert t.vp == [2, 0, 0]  # 9 + 2 against 12: with +3 it would be a tie


def test_your_friendly_neighborhood_hero_clarification_puts_your_character_on_its_owners_deck():
    """Baron Zemo, Le Héros du Quartier, Mission de Sauvetage, Sécuriser les Sorties : ces cartes
    indiquent « la pioche de leur propriétaire » et non pas « votre pioche », au cas où vous
    contrôleriez des Personnages dont vous n'êtes pas le propriétaire."""
    t = _oasis_scores([("robots/zapbot", 1), "spider_verse/ghost_spider"],
                      ["spider_verse/your_friendly_neighborhood_hero"])
    t.finish()
    assert t.vp == [2, 0, 0] and t.pending.kind == "me_first" and t.pending.player == 1
    t.play("your_friendly_neighborhood_hero")
    assert t.picks() == {t.id("zapbot"), t.id("ghost_spider")}
    t.choose("zapbot")
    assert deck(t, 2)[0] == t.id("zapbot") and t.id("ghost_spider") in t.g.state.players[1].discard


def test_your_friendly_neighborhood_hero_only_after_scoring():
    t = table([("base/the_mothership", ["spider_verse/ghost_spider"]), ("base/jungle_oasis", [])],
              hands=[[], ["spider_verse/your_friendly_neighborhood_hero"], []])
    assert not any(isinstance(a, Play) and a.card == t.id("your_friendly_neighborhood_hero") for a in t.options())


def test_with_great_power_played_as_an_extra_action_while_a_base_scores_is_a_normal_play():
    """Played through another card (the Mole's extra action) and not through its own Special: +3,
    to any character."""
    t = Table(factions=[["aliens", "dinosaurs"], ["spider_verse", "super_spies"], ["robots", "pirates"]],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/collector", "aliens/invader",
                                            "super_spies/mole"]),
                     ("base/the_mothership", ["spider_verse/ghost_spider"])],
              hands=[[], ["spider_verse/with_great_power"] * 2, []], active=0)
    t.finish().use("mole").choose("with_great_power").choose("ghost_spider")
    assert t.pending.kind == "me_first"  # the second copy keeps the window open
    assert t.power("ghost_spider") == 7
