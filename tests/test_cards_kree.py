"""Kree (Smash Up: Marvel): every card, and the book's clarifications that name one.
Player 2 (Kree + Hydra) is active unless said; characters are minions."""

from table import Table

from rules import rng
from rules.actions import Pick, Talent

FACTIONS = [["ninjas", "dinosaurs"], ["robots", "wizards"], ["kree", "hydra"], ["pirates", "zombies"]]
FACTORY, MALL = "base/factory_436_1337", "base/rhodes_plaza_mall"  # abilities only when they score
DECK = ["hydra/hail_hydra"] * 6


def kree(hand: list | None = None, bases: list | None = None, deck: list | None = None,
         discard: list | None = None, active: int = 2, **kw) -> Table:
    kw.setdefault("hands", [[], [], hand or [], []])
    kw.setdefault("decks", [[], [], DECK if deck is None else deck, []])
    kw.setdefault("discards", [[], [], discard or [], []])
    return Table(factions=FACTIONS, bases=bases or [(FACTORY, []), (MALL, [])], active=active, **kw)


def hand_size(t: Table, p: int = 2) -> int:
    return len(t.g.state.players[p].hand)


def offered(t: Table) -> set[int]:
    return {a.value for a in t.options() if isinstance(a, Pick)}


# --- characters --------------------------------------------------------------------------------
def test_supreme_intelligence_gives_another_of_your_characters_plus_1_after_each_action_you_play():
    t = kree(bases=[(FACTORY, ["kree/supreme_intelligence", "kree/kree_sentry", "hydra/madame_hydra",
                               "robots/zapbot"]), (MALL, [])],
             hand=["kree/call_for_backup"], deck=["kree/speed_up", "kree/battle_rage"])
    t.play("call_for_backup")
    assert hand_size(t) == 2  # the action first, then Supreme Intelligence
    assert offered(t) == {t.id("kree_sentry"), t.id("madame_hydra")}  # a different character of yours
    t.choose("madame_hydra")
    assert t.power("madame_hydra") == 5 and t.power("supreme_intelligence") == 5
    t.finish().until_next_turn()
    assert t.power("madame_hydra") == 4


def test_supreme_intelligence_rule_it_still_resolves_when_the_action_it_answers_destroys_it():
    """Résolution des cartes : « Pour qu'un effet soit résolu en réponse à un déclencheur, il faut
    que sa carte soit en jeu lorsque ce déclencheur survient. Il faut également qu'elle soit en jeu à
    la fin de l'événement déclenché, sauf s'il a conduit la carte à sortir du jeu. »"""
    t = kree(bases=[(FACTORY, ["kree/supreme_intelligence", "kree/kree_sentry"]), (MALL, [])],
             hand=["hydra/hail_hydra"])
    t.play("hail_hydra").choose("supreme_intelligence")  # the cost: it leaves play, 5 cards drawn
    assert t.zone("supreme_intelligence") == "discard" and hand_size(t) == 5
    assert t.power("kree_sentry") == 3  # the only other character of yours: +1 all the same


def test_supreme_intelligence_not_for_another_players_action():
    t = kree(bases=[(FACTORY, ["kree/supreme_intelligence", "kree/kree_sentry"]), (MALL, [])],
             hands=[[], [], [], ["pirates/swashbuckling"]], active=3)
    t.play("swashbuckling")
    assert t.power("kree_sentry") == 2 and t.pending.player == 3 and t.pending.kind == "main"


def test_supreme_intelligence_clarification_every_time_not_once_a_turn():
    """America Chavez, Blue Marvel, ..., Intelligence Suprême, ... : Ces cartes sont résolues chaque
    fois que leur effet survient, pas seulement une fois par tour."""
    t = kree(bases=[(FACTORY, ["kree/supreme_intelligence", "kree/kree_sentry"]), (MALL, [])],
             hand=["kree/speed_up", "kree/call_for_backup", "kree/righteous_fury"])
    t.play("speed_up")  # +1 to the Sentry (the only other one: no question)
    t.play("call_for_backup")  # +1 again
    t.play("righteous_fury", target="supreme_intelligence")  # and again
    assert t.power("kree_sentry") == 2 + 3 + 2  # three actions: +3, and the Sentry's own +2
    assert t.power("supreme_intelligence") == 8


def test_minn_erva_draws_2_cards():
    t = kree(hand=["kree/minn_erva"])
    t.play("minn_erva", base="factory_436_1337")
    assert t.g.state.players[2].hand == [t.id("hail_hydra"), t.id("hail_hydra#2")]


def test_ronan_the_accuser_may_make_1_extra_action_play():
    t = kree(hand=["kree/ronan_the_accuser", "kree/call_for_backup", "kree/battle_rage"])
    t.play("ronan_the_accuser", base="factory_436_1337")
    t.play("call_for_backup")
    assert t.can_play("battle_rage")  # the extra one
    t.play("battle_rage")  # Ronan, the only character: no question
    assert t.power("ronan_the_accuser") == 5 and not t.can_play("hail_hydra")  # just 1 extra


def test_kree_sentry_plus_2_while_you_have_played_2_or_more_actions_this_turn():
    t = kree(bases=[(FACTORY, ["kree/kree_sentry"]), (MALL, [])], hand=["kree/speed_up", "kree/call_for_backup"])
    assert t.power("kree_sentry") == 2
    t.play("speed_up")
    assert t.power("kree_sentry") == 2  # one action
    t.play("call_for_backup")
    assert t.power("kree_sentry") == 4  # two
    t.finish().until_next_turn()
    assert t.power("kree_sentry") == 2  # "this turn"


def test_kree_sentry_counts_only_your_actions():
    t = kree(bases=[(FACTORY, ["kree/kree_sentry"]), (MALL, [])],
             hands=[[], [], [], ["pirates/swashbuckling", "zombies/grave_robbing"]], active=3,
             discards=[[], [], [], ["zombies/walker"]])
    t.g.state.action_plays = 2
    t.play("swashbuckling")
    t.play("grave_robbing").choose("walker")
    assert t.zone("walker") == "hand" and t.power("kree_sentry") == 2


# --- actions -----------------------------------------------------------------------------------
def test_battle_rage_gives_one_of_your_characters_plus_2_then_draws_1():
    t = kree(bases=[(FACTORY, ["kree/kree_sentry", "hydra/arnim_zola", "robots/zapbot"]), (MALL, [])],
             hand=["kree/battle_rage"])
    t.play("battle_rage")
    assert offered(t) == {t.id("kree_sentry"), t.id("arnim_zola")}
    t.choose("kree_sentry")
    assert t.power("kree_sentry") == 4 and t.g.state.players[2].hand == [t.id("hail_hydra")]


def test_call_for_backup_draws_2_cards():
    t = kree(hand=["kree/call_for_backup"])
    t.play("call_for_backup")
    assert t.g.state.players[2].hand == [t.id("hail_hydra"), t.id("hail_hydra#2")]


def test_it_begins_plus_1_then_draw_1_then_an_extra_action():
    t = kree(bases=[(FACTORY, ["kree/kree_sentry"]), (MALL, [])], hand=["kree/it_begins", "kree/battle_rage"])
    t.play("it_begins")
    assert t.power("kree_sentry") == 3 and hand_size(t) == 2
    assert t.can_play("battle_rage")
    t.play("battle_rage")  # the extra one (the Sentry, alone: no question)
    assert t.power("kree_sentry") == 2 + 1 + 2 + 2 and not t.can_play("hail_hydra")  # just 1 extra


def test_it_begins_draws_and_gives_its_extra_action_even_with_no_character():
    t = kree(hand=["kree/it_begins", "kree/call_for_backup"])
    t.play("it_begins")
    assert hand_size(t) == 2 and t.can_play("call_for_backup")


def test_prepare_to_engage_reveals_5_takes_up_to_2_actions_and_shuffles_the_rest_back():
    deck = ["kree/speed_up", "hydra/arnim_zola", "kree/battle_rage", "kree/call_for_backup", "kree/minn_erva",
            "kree/it_begins", "kree/kree_sentry"]
    t = kree(hand=["kree/prepare_to_engage"], deck=deck)
    seed = t.g.state.rng
    t.play("prepare_to_engage")
    assert [e.card for e in t.g.state.log if e.kind == "reveal"] == [t.id(c.split("/")[1]) for c in deck[:5]]
    assert offered(t) == {t.id("speed_up"), t.id("battle_rage"), t.id("call_for_backup")}  # not it_begins: 6th
    t.choose("speed_up", "call_for_backup")  # the second ends it
    assert sorted(t.hand(2)) == ["kree/call_for_backup", "kree/speed_up"]
    rest = [t.id(x) for x in ("arnim_zola", "battle_rage", "minn_erva", "it_begins", "kree_sentry")]
    rng.shuffle(seed, expected := list(rest))
    assert t.g.state.players[2].deck == expected != rest


def test_prepare_to_engage_clarification_empty_deck_reshuffles_a_short_deck_stops():
    """Flèches d'Hawkeye, La Vue d'en Haut, Préparez-vous au Combat : Si votre pioche est vide avant
    que vous ne révéliez la moindre carte, mélangez votre défausse pour former une nouvelle pioche.
    Si votre pioche est épuisée avant que vous ne trouviez la ou les cartes demandées, arrêtez de
    piocher et résolvez le reste de l'effet."""
    t = kree(hand=["kree/prepare_to_engage"], deck=["kree/speed_up", "hydra/arnim_zola"],
             discard=["kree/battle_rage", "kree/call_for_backup"])
    t.play("prepare_to_engage")
    assert len([e for e in t.g.state.log if e.kind == "reveal"]) == 2  # the deck ran out: it stops
    t.choose("speed_up")  # the only action revealed, taken at once... or asked: one pick then done
    assert t.zone("speed_up") == "hand" and t.zone("battle_rage") == "discard" == t.zone("call_for_backup")
    t2 = kree(hand=["kree/prepare_to_engage"], deck=[], discard=["kree/battle_rage", "hydra/arnim_zola"])
    t2.play("prepare_to_engage")
    assert len([e for e in t2.g.state.log if e.kind == "reveal"]) == 2  # the discard pile became the deck
    t2.choose("battle_rage")
    assert t2.zone("battle_rage") == "hand" and t2.zone("arnim_zola") == "deck"


def test_proven_methods_stacks_up_to_2_actions_from_your_discard_pile_on_your_deck():
    t = kree(hand=["kree/proven_methods"], deck=["hydra/arnim_zola"],
             discard=["kree/speed_up", "hydra/madame_hydra", "kree/battle_rage", "kree/call_for_backup"])
    t.play("proven_methods")
    assert offered(t) == {t.id("speed_up"), t.id("battle_rage"), t.id("call_for_backup")}
    t.choose("battle_rage", "speed_up")  # the last one chosen ends on top
    assert t.g.state.players[2].deck == [t.id("speed_up"), t.id("battle_rage"), t.id("arnim_zola")]
    assert t.zone("call_for_backup") == "discard" and t.pending.kind == "main"


def test_relentless_attack_talent_plays_1_extra_action():
    t = kree(bases=[(FACTORY, ["kree/kree_sentry", "robots/zapbot"]), (MALL, [])],
             hand=["kree/relentless_attack", "kree/call_for_backup", "kree/battle_rage"])
    t.play("relentless_attack", target="zapbot")  # onto any character
    assert not t.can_play("call_for_backup")
    t.talent("relentless_attack")
    t.play("call_for_backup")
    assert Talent(t.id("relentless_attack")) not in t.options()  # once a turn
    assert not t.can_play("battle_rage")  # 1 extra action
    assert t.facts("relentless_attack")["to"] == "zapbot" and t.power("kree_sentry") == 4


def test_righteous_fury_gives_the_attached_character_plus_3():
    t = kree(bases=[(FACTORY, ["kree/kree_sentry", "robots/zapbot"]), (MALL, [])], hand=["kree/righteous_fury"])
    t.play("righteous_fury", target="zapbot")
    assert t.power("zapbot") == 2 + 3 and t.power("kree_sentry") == 2
    t.finish().until_next_turn()
    assert t.power("zapbot") == 5  # ongoing


def test_speed_up_gives_2_extra_actions():
    t = kree(hand=["kree/speed_up", "kree/call_for_backup", "kree/battle_rage"])
    t.play("speed_up")
    t.play("call_for_backup")
    t.play("battle_rage")  # no character: nothing to power up, still draws
    assert not t.can_play("hail_hydra")  # two extras, and no third


def test_kree_sentry_counts_an_action_you_played_from_another_players_hand():
    """Min-Maxing plays an action from player 1's hand: an action *you* played, whoever owns it."""
    t = Table(factions=[["ninjas", "dinosaurs"], ["robots", "wizards"], ["kree", "geeks"], ["pirates", "zombies"]],
              hands=[[], ["wizards/mystic_studies"], ["geeks/min_maxing"], []],
              decks=[[], [], ["geeks/fan", "geeks/fan"], []],
              bases=[(FACTORY, ["kree/kree_sentry"]), (MALL, [])], active=2)
    t.play("min_maxing").choose_player(1).choose("mystic_studies")
    assert t.g.state.players[1].discard == [t.id("mystic_studies")]
    assert t.power("kree_sentry") == 2 + 2
