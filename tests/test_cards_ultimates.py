"""Ultimates. Three players; player 1 (Ultimates + Aliens) is active unless said. "Character" is
the Marvel book's word for a minion."""

from __future__ import annotations

from collections.abc import Callable

from table import Table

from rules.actions import Pick, Play, Talent
from rules.behaviour import Gen

FACTIONS = [["ninjas", "pirates"], ["ultimates", "aliens"], ["robots", "wizards"]]
OASIS, PITS, DOJO = "base/jungle_oasis", "base/tar_pits", "base/ninja_dojo"


def ultimates(bases: list | None = None, hand: list | None = None, **kw) -> Table:
    kw.setdefault("hands", [[], hand or [], []])
    return Table(factions=FACTIONS, bases=bases or [(OASIS, []), (PITS, []), (DOJO, [])],
                 active=kw.pop("active", 1), **kw)


def by_effect(t: Table, do: Callable[[], object]) -> None:
    """Run ``do()`` as an effect, so that what it triggers resolves after it (nothing may be asked)."""
    def effect() -> Gen:
        do()
        return
        yield
    for d in t.e.resolving(effect()):
        raise AssertionError(f"asked: {d.prompt}")


def powers(t: Table, *labels: str) -> tuple[int, ...]:
    return tuple(t.power(x) for x in labels)


# --- characters --------------------------------------------------------------------------------
def test_captain_marvel_talent_moves_her_and_your_characters_already_there_get_plus_one():
    t = ultimates(bases=[(OASIS, ["ultimates/captain_marvel"]), (PITS, []),
                         (DOJO, ["aliens/scout", ("ninjas/shinobi", 0), ("robots/zapbot", 2)])],
                  hand=["aliens/invader"])
    t.talent("captain_marvel").choose("ninja_dojo")
    assert t.slot_of("captain_marvel") == "ninja_dojo"
    assert powers(t, "captain_marvel", "scout", "shinobi", "zapbot") == (5, 4, 3, 2)
    assert Talent(t.id("captain_marvel")) not in t.options()  # once a turn
    t.play("invader", base="ninja_dojo")  # played afterwards: not one of those already there
    assert t.power("invader") == 3
    t.finish()
    assert t.power("scout") == 3 and t.g.state.eot_power == {}


def test_captain_marvel_bonus_outlasts_her_and_comes_only_from_her_talent():
    """Captain Marvel : Sa Force est augmentée de 1 uniquement si elle est déplacée grâce à son
    Talent, et pas si elle est déplacée grâce à d'autres cartes. (Read with the card: the +1 goes to
    your other characters there, only after a move by her Talent.)"""
    t = ultimates(bases=[(OASIS, ["ultimates/captain_marvel"]), (PITS, ["aliens/invader"]), (DOJO, [])],
                  hand=["ultimates/lift_and_carry"])
    t.play("lift_and_carry").choose("captain_marvel").choose("tar_pits")
    assert t.slot_of("captain_marvel") == "tar_pits" and t.power("invader") == 3
    t.talent("captain_marvel").choose("jungle_oasis")
    t.e.return_to_hand(t.id("captain_marvel"))
    t.e.move_minion(t.id("invader"), t.slot("jungle_oasis"))
    assert t.power("invader") == 3  # she moved away from it: nothing for the invader


def test_captain_marvel_plus_one_stays_when_she_leaves_play():
    """Captain America, Captain Marvel, Morsure de la Veuve, Travail d'Équipe : Ces cartes affectent
    uniquement les Personnages en jeu au moment où l'effet est résolu (et non ceux joués
    ultérieurement), mais leurs effets perdurent même si ces cartes quittent le jeu avant la fin du
    tour."""
    t = ultimates(bases=[(OASIS, ["ultimates/captain_marvel"]), (PITS, ["aliens/invader"]), (DOJO, [])])
    t.talent("captain_marvel").choose("tar_pits")
    t.e.return_to_hand(t.id("captain_marvel"))
    assert t.power("invader") == 4


def test_spectrum_talent_moves_it_to_another_base_once_a_turn():
    t = ultimates(bases=[(OASIS, ["ultimates/spectrum"]), (PITS, []), (DOJO, [])])
    t.talent("spectrum")
    assert {a.value for a in t.options()} == {t.slot("tar_pits"), t.slot("ninja_dojo")}
    t.choose("ninja_dojo")
    assert t.slot_of("spectrum") == "ninja_dojo" and t.power("spectrum") == 4
    assert Talent(t.id("spectrum")) not in t.options()
    t.until_next_turn()  # player 2's turn: not player 1's Talent
    assert Talent(t.id("spectrum")) not in t.options()


def test_america_chavez_gets_plus_one_each_time_another_character_moves_onto_or_off_her_base():
    """America Chavez, Blue Marvel, Centre-Ville, … : Ces cartes sont résolues chaque fois que leur
    effet survient, pas seulement une fois par tour."""
    t = ultimates(bases=[(OASIS, ["ultimates/america_chavez", ("ninjas/shinobi", 0)]),
                         (PITS, ["ultimates/spectrum"]), (DOJO, [("robots/zapbot", 2)])],
                  hand=["ultimates/lift_and_carry"])
    t.play("lift_and_carry").choose("shinobi").choose("tar_pits")  # off her base
    assert t.power("america_chavez") == 4
    t.talent("spectrum").choose("jungle_oasis")  # onto her base
    assert t.power("america_chavez") == 5
    by_effect(t, lambda: t.e.move_minion(t.id("zapbot"), t.slot("tar_pits"), t.id("zapbot")))  # elsewhere: nothing
    assert t.power("america_chavez") == 5
    t.finish()
    assert t.power("america_chavez") == 3


def test_america_chavez_moving_with_others_counts_those_leaving_her_base_not_those_arriving():
    """America Chavez : Lorsque ce Personnage est déplacé en même temps que d'autres Personnages
    (exemple : Atterrissage Héroïque), sa Force est augmentée de 1 pour chaque autre Personnage
    déplacé de la même Base, mais pas pour ceux déplacés vers la même Base dans la mesure où il
    n'était pas encore arrivé sur cette Base."""
    t = ultimates(bases=[(OASIS, ["ultimates/america_chavez", "aliens/invader"]), (PITS, []),
                         (DOJO, ["aliens/collector"])], hand=["ultimates/heroic_landing"])
    t.play("heroic_landing")
    t.choose("america_chavez", "tar_pits", "collector", "tar_pits", "invader", "tar_pits")  # all three: done
    assert [t.slot_of(x) for x in ("america_chavez", "invader", "collector")] == ["tar_pits"] * 3
    assert t.power("america_chavez") == 4


def test_blue_marvel_gets_plus_one_each_time_it_moves():
    t = ultimates(bases=[(OASIS, ["ultimates/blue_marvel", "ultimates/america_chavez"]), (PITS, []), (DOJO, [])],
                  hand=["ultimates/lift_and_carry", "ultimates/scramble"])
    t.e.keep_extra(1, "action")  # a second action this turn
    t.play("lift_and_carry").choose("blue_marvel").choose("tar_pits")
    assert powers(t, "blue_marvel", "america_chavez") == (3, 4)  # Chavez saw it leave
    t.play("scramble").choose("blue_marvel").choose("ninja_dojo")
    assert powers(t, "blue_marvel", "america_chavez") == (4, 4)
    t.finish()
    assert t.power("blue_marvel") == 2


# --- actions -----------------------------------------------------------------------------------
def test_aid_from_allies_draws_when_played_and_once_per_effect_moving_characters_onto_its_base():
    """Soutien des Alliés : Vous piochez une carte la première fois que vous jouez cette carte ET
    une autre après avoir déplacé des Personnages sur sa Base. Déplacer plusieurs Personnages grâce
    à un même effet (exemple : Atterrissage Héroïque) ne vous permet de piocher qu'une seule carte,
    mais chaque autre effet déplaçant des Personnages vous permet d'en piocher une autre."""
    t = ultimates(bases=[(OASIS, ["aliens/invader", "aliens/collector", ("ninjas/shinobi", 0)]),
                         (PITS, []), (DOJO, ["ultimates/spectrum"])],
                  hand=["ultimates/aid_from_allies", "ultimates/heroic_landing"],
                  decks=[[], ["aliens/scout", "aliens/abduction", "aliens/crop_circles", "aliens/probe"], []])
    t.e.keep_extra(1, "action")  # a second action this turn
    t.play("aid_from_allies", base="tar_pits")
    assert t.hand(1) == ["ultimates/heroic_landing", "aliens/scout"]
    t.play("heroic_landing").choose("invader", "tar_pits", "collector", "tar_pits").pass_()
    assert len(t.hand(1)) == 2 and t.hand(1)[-1] == "aliens/abduction"  # one draw for both
    t.talent("spectrum").choose("tar_pits")  # another effect: another draw
    assert t.hand(1)[-1] == "aliens/crop_circles"
    by_effect(t, lambda: t.e.move_minion(t.id("shinobi"), t.slot("tar_pits"), t.id("shinobi")))  # player 0's: nothing
    assert len(t.hand(1)) == 3


def test_coordinated_attack_moves_up_to_three_of_your_characters_to_a_base_each_plus_one():
    t = ultimates(bases=[(OASIS, ["aliens/invader", "aliens/collector", ("ninjas/shinobi", 0)]),
                         (PITS, ["ultimates/spectrum"]), (DOJO, ["ultimates/blue_marvel", "aliens/scout"])],
                  hand=["ultimates/coordinated_attack"])
    t.play("coordinated_attack").choose("tar_pits")
    assert {a.value for a in t.options() if isinstance(a, Pick)} == {
        t.id(x) for x in ("invader", "collector", "blue_marvel", "scout")}  # yours, elsewhere
    t.choose("invader", "blue_marvel", "scout")  # the third ends it
    assert [t.slot_of(x) for x in ("invader", "blue_marvel", "scout", "collector")] == \
        ["tar_pits", "tar_pits", "tar_pits", "jungle_oasis"]
    assert powers(t, "invader", "blue_marvel", "scout", "collector", "spectrum") == (4, 4, 4, 2, 4)


def test_cosmic_knowledge_puts_cards_under_your_deck_then_draws_that_many_plus_one():
    t = ultimates(hand=["ultimates/cosmic_knowledge", "aliens/invader", "aliens/scout", "aliens/probe"],
                  decks=[[], ["aliens/collector", "aliens/abduction", "aliens/crop_circles", "aliens/invasion"], []])
    t.play("cosmic_knowledge").choose("scout", "invader").pass_()
    assert t.hand(1) == ["aliens/probe", "aliens/collector", "aliens/abduction", "aliens/crop_circles"]
    assert [t.e.cid(c) for c in t.g.state.players[1].deck] == ["aliens/invasion", "aliens/scout", "aliens/invader"]


def test_cosmic_knowledge_the_cards_put_under_your_deck_stay_hidden_from_the_other_players():
    """Cards placed from your hand under your deck are neither revealed nor shown (book, « Placer »,
    « consulter » / « révéler »): the other seats don't learn which."""
    t = ultimates(hand=["ultimates/cosmic_knowledge", "aliens/invader", "aliens/scout"],
                  decks=[[], ["aliens/collector", "aliens/abduction"], []])
    t.play("cosmic_knowledge").choose("scout").pass_()
    assert t.g.state.players[1].deck[-1] == t.id("scout")
    for other in (0, 2):
        assert all(ev.card != t.id("scout") for ev in t.g.log_for(other))
    assert any(ev.kind == "deck_bottom" and ev.card == t.id("scout") for ev in t.g.log_for(1))


def test_cosmic_knowledge_with_zero_cards_still_draws_one():
    """Savoir Cosmique : Vous pouvez choisir de placer zéro carte sous votre pioche et quand même
    piocher une carte."""
    t = ultimates(hand=["ultimates/cosmic_knowledge", "aliens/invader"], decks=[[], ["aliens/collector"], []])
    t.play("cosmic_knowledge").pass_()
    assert t.hand(1) == ["aliens/invader", "aliens/collector"]


def test_first_to_arrive_an_extra_character_on_a_base_where_you_have_none_kept_for_the_phase():
    """Agent Coulson, …, Première Arrivée, Terrain d'Essai : Bien qu'il y ait des contraintes pour
    les cartes supplémentaires jouées, vous pouvez choisir de les jouer plus tard lors de la même
    phase « Jouer des cartes »."""
    t = ultimates(bases=[(OASIS, ["aliens/scout"]), (PITS, [("ninjas/shinobi", 0)]), (DOJO, [])],
                  hand=["ultimates/first_to_arrive", "aliens/invader", "aliens/collector"])
    t.play("first_to_arrive")
    assert t.pending.kind == "main"  # nothing asked: kept
    t.play("invader", base="jungle_oasis")  # the turn's own minion first
    assert not t.can_play("collector", base="jungle_oasis") and t.can_play("collector", base="tar_pits")
    t.play("collector", base="ninja_dojo")
    assert t.slot_of("collector") == "ninja_dojo" and t.g.state.extras == []


def test_heroic_landing_moves_any_number_of_your_characters_each_to_another_base():
    t = ultimates(bases=[(OASIS, ["aliens/invader", "aliens/collector", ("ninjas/shinobi", 0)]), (PITS, []),
                         (DOJO, ["aliens/scout"])], hand=["ultimates/heroic_landing"])
    t.play("heroic_landing")
    assert {a.value for a in t.options() if isinstance(a, Pick)} == {t.id(x) for x in ("invader", "collector", "scout")}
    t.choose("invader", "ninja_dojo", "scout", "jungle_oasis").pass_()
    assert [t.slot_of(x) for x in ("invader", "collector", "scout", "shinobi")] == \
        ["ninja_dojo", "jungle_oasis", "jungle_oasis", "jungle_oasis"]


def test_heroic_landing_may_move_none():
    t = ultimates(bases=[(OASIS, ["aliens/invader"]), (PITS, []), (DOJO, [])], hand=["ultimates/heroic_landing"])
    t.play("heroic_landing").pass_()
    assert t.slot_of("invader") == "jungle_oasis" and t.zone("heroic_landing") == "discard"


def test_lift_and_carry_moves_any_players_character():
    t = ultimates(bases=[(OASIS, [("ninjas/shinobi", 0), "aliens/invader"]), (PITS, [("robots/zapbot", 2)]), (DOJO, [])],
                  hand=["ultimates/lift_and_carry"])
    t.play("lift_and_carry")
    assert {a.value for a in t.options() if isinstance(a, Pick)} == {t.id(x) for x in ("shinobi", "invader", "zapbot")}
    t.choose("zapbot").choose("ninja_dojo")
    assert t.slot_of("zapbot") == "ninja_dojo" and t.g.state.bases[2].minions == [t.id("zapbot")]


def test_power_and_speed_plus_two_then_you_may_move_it():
    t = ultimates(bases=[(OASIS, ["aliens/invader", ("ninjas/shinobi", 0)]), (PITS, []), (DOJO, [])],
                  hand=["ultimates/power_and_speed", "ultimates/power_and_speed"])
    t.e.keep_extra(1, "action")  # a second action this turn
    t.play("power_and_speed").choose("tar_pits")  # the invader is the only one of yours: +2, then where
    assert t.slot_of("invader") == "tar_pits" and t.power("invader") == 5
    t.play("power_and_speed#2").pass_()  # a move is optional
    assert t.slot_of("invader") == "tar_pits" and t.power("invader") == 7


def test_power_and_speed_moves_it_only_once_the_plus_two_has_resolved():
    t = ultimates(bases=[(OASIS, ["ultimates/blue_marvel", "aliens/invader"]), (PITS, []), (DOJO, [])],
                  hand=["ultimates/power_and_speed"])
    events = []
    t.play("power_and_speed").choose("blue_marvel")
    events = [e.kind for e in t.g.apply(Pick("base", t.slot("ninja_dojo"))) if e.kind in ("power", "move")]
    assert events == ["move", "power"]  # the +2 came before this choice; then the move, then its own +1
    assert t.power("blue_marvel") == 5 and t.slot_of("blue_marvel") == "ninja_dojo"


def test_scramble_moves_a_character_of_yours():
    t = ultimates(bases=[(OASIS, ["aliens/invader", ("ninjas/shinobi", 0)]), (PITS, []), (DOJO, [])],
                  hand=["ultimates/scramble"])
    t.play("scramble").choose("ninja_dojo")
    assert t.slot_of("invader") == "ninja_dojo" and t.slot_of("shinobi") == "jungle_oasis"


def test_scramble_may_be_played_before_a_base_scores():
    t = ultimates(bases=[(OASIS, [("ninjas/ninja_master", 0), ("pirates/buccaneer", 0), "aliens/invader"]),
                         (PITS, []), (DOJO, [])], hand=["ultimates/scramble"], decks=[[], ["aliens/scout", "aliens/probe"], []])
    t.finish()  # the Jungle Oasis (12) scores
    assert Play(t.id("scramble"), None) in t.options()
    t.play("scramble").choose("tar_pits")
    assert t.slot_of("invader") == "tar_pits" and t.zone("scramble") == "discard"
    assert t.vp == [2, 0, 0]  # the scoring went on without it
