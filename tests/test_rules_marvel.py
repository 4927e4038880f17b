"""The Marvel book's vocabulary ("Nouvelle terminologie", "Termes et restrictions") and its
general clarifications, each as the book states it, on the engine. Three players, player 1 active,
unless said; Marvel characters are minions, so core cards stand in where no Marvel card is needed."""

from __future__ import annotations

from typing import Any

from table import Table

from rules.actions import Pick
from rules.cards.common import destroy_as_cost, discard_cost, in_order_to
from rules.catalogue import catalogue
from rules.decision import Ev

THREE = [["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "wizards"]]


def resolve(t: Table, effect: Any, *answers: Any) -> Any:
    """Resolve an effect with what it triggers, answering its questions in order (a Pick for a
    card id, or the action itself); every question must be answered."""
    gen = t.e.resolving(effect)
    try:
        d = next(gen)
        for a in answers:
            d = gen.send(Pick("card", a) if isinstance(a, int) else a)
        raise AssertionError(f"unanswered question: {d.prompt} {d.options}")
    except StopIteration as stop:
        return stop.value


def kinds(events: list[Ev], *wanted: str) -> list[tuple[str, int | None]]:
    return [(e.kind, e.card) for e in events if e.kind in wanted]


# --- Nouvelle terminologie ---------------------------------------------------------------------
def test_personnage_is_a_minion_of_the_other_boxes():
    """Le terme « Personnage » est le synonyme exact de « Créature », utilisé dans les autres jeux.
    Toute référence aux Personnages dans Smash Up : Marvel inclut les Créatures des autres jeux, et
    réciproquement."""
    cat = catalogue()
    marvel = [c for c in cat.cards.values() if c.set == "marvel" and c.type != "base"]
    assert {c.type for c in marvel} == {"minion", "action"}
    assert all((c.power is not None) == (c.type == "minion") for c in marvel)
    # A core card that picks "a minion" picks a Marvel character.
    t = Table(factions=[["ninjas", "ultimates"], ["aliens", "pirates"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", ["ultimates/blue_marvel"]), ("base/tar_pits", [])],
              hands=[[], ["aliens/disintegrator"], []], active=1)
    t.play("disintegrator")
    assert t.g.state.players[0].deck[-1] == t.id("blue_marvel")


def test_modificateur_is_controlled_by_whoever_played_it_even_on_another_players_character():
    """Le Modificateur est contrôlé par le joueur l'ayant joué, même s'il est attaché à un
    Personnage contrôlé par un autre joueur. Vous n'avez pas besoin d'avoir un Personnage sur une
    Base pour y jouer ou utiliser un Modificateur de Base."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["robots/zapbot"]), ("base/tar_pits", [])],
              hands=[["dinosaurs/upgrade", "aliens/jammed_signal"], [], []], active=0)
    assert t.can_play("jammed_signal", base="tar_pits")  # no minion of player 0 there
    t.play("upgrade", target="zapbot")
    assert t.e.ctrl(t.id("upgrade")) == 0 and t.e.ctrl(t.id("zapbot")) == 2 and t.power("zapbot") == 4


def test_deplacer_moves_a_character_with_its_modifiers_without_playing_it():
    """« Déplacer » : Vous permet de déplacer un Personnage ou un Modificateur d'une carte vers une
    autre, avec toutes les cartes qui lui sont attachées. Déplacer une carte ne veut pas dire la
    jouer : les effets sans timing des Personnages ne sont pas déclenchés quand vous déplacez la
    carte, mais les effets Permanent, Spécial et Talent restent actifs."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("aliens/invader", 0, ["dinosaurs/upgrade"])]),
                                     ("base/tar_pits", ["dinosaurs/war_raptor"])], active=1)
    vp = t.vp
    assert t.e.move_minion(t.id("invader"), t.slot("tar_pits"))
    assert t.slot_of("invader") == "tar_pits" and t.e.host_of(t.id("upgrade")) == t.id("invader")
    assert t.power("invader") == 5 and t.vp == vp  # Upgrade still counts; no VP from its on-play


def test_deplacer_moves_a_modifier_from_card_to_card_without_playing_it():
    """Dans Smash Up : Marvel, « Déplacer » est utilisé indifféremment pour les Personnages et les
    Modificateurs. Une carte est affectée quand […] un Modificateur lui est attaché."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("aliens/invader", 0, ["dinosaurs/upgrade"]),
                                                            ("ninjas/shinobi", 1, ["ninjas/smoke_bomb"])]),
                                     ("base/tar_pits", ["robots/zapbot"])],
              base_actions={0: ["aliens/jammed_signal"]}, active=1)
    upgrade, signal = t.id("upgrade"), t.id("jammed_signal")
    assert t.e.modifier_destinations(upgrade, src=signal) == [t.id("zapbot")]  # Smoke Bomb guards Shinobi
    assert t.e.move_action(upgrade, t.id("zapbot"))
    assert t.e.attached_to(t.id("zapbot")) == [upgrade] and t.id("invader") not in t.g.state.attached
    assert (t.power("invader"), t.power("zapbot")) == (3, 4)
    assert not t.e.move_action(upgrade, t.id("shinobi"), src=signal)  # an action of player 0
    assert t.e.attached_to(t.id("shinobi")) == [t.id("smoke_bomb")]
    assert t.e.move_action(signal, t.slot("tar_pits"))
    assert t.g.state.bases[1].actions == [signal] and t.g.state.bases[0].actions == []
    assert t.e.ability_blanked(t.e.base_card(1)) and not t.e.ability_blanked(t.e.base_card(0))


def test_deplacer_a_moved_modifier_keeps_its_type_not_its_play_conditions():
    """Déplacer une carte ne veut pas dire la jouer. (Présage de Malheur) Une fois que cette carte
    est en jeu, elle n'empêche pas les autres joueurs […] d'y déplacer leurs Personnages. A base
    modifier goes to a base, a character modifier to a character: what limits playing it (A Portent
    of Doom: a base without characters; Smoke Bomb: one of your minions) doesn't limit a move, for
    every card that moves one."""
    def position(mover: str, active: int) -> Table:
        hands: list[list[str]] = [[], [], [], []]
        hands[active] = [mover]
        return Table(factions=[["ninjas", "pirates"], ["robots", "wizards"], ["avengers", "masters_of_evil"],
                               ["geeks", "sinister_six"]],
                     bases=[("base/jungle_oasis", []),
                            ("base/tar_pits", [("ninjas/shinobi", 0, ["ninjas/smoke_bomb"]), ("robots/zapbot", 1)]),
                            ("base/the_central_brain", [("sinister_six/electro", 3)])],
                     base_actions={0: [("masters_of_evil/a_portent_of_doom", 2)]}, hands=hands, active=active)

    for mover, active in (("avengers/modular_tech", 2), ("sinister_six/move_the_goods", 3)):
        t = position(mover, active)
        t.play(mover.split("/")[1]).choose("tar_pits")  # the Portent, the only one movable: not asked
        assert t.g.state.bases[t.slot("tar_pits")].actions == [t.id("a_portent_of_doom")], mover
        assert t.e.ctrl(t.id("a_portent_of_doom")) == 2 and t.pending.kind == "main"
    t = position("geeks/rules_lawyer", 3)
    t.play("rules_lawyer").choose("smoke_bomb")
    assert t.picks() == {t.id("zapbot"), t.id("electro")}  # other players' minions: not "yours"
    t.choose("zapbot")
    assert t.e.attached_to(t.id("zapbot")) == [t.id("smoke_bomb")] and t.e.ctrl(t.id("smoke_bomb")) == 0


# --- Pour, Après, Annuler ----------------------------------------------------------------------
def test_pour_y_happens_only_if_x_was_done_in_full():
    """Pour : Certaines cartes indiquent « Faites X pour faire Y » (exemple : « Défaussez autant de
    cartes que la Force d'un Personnage pour détruire ce Personnage »). Avec ces cartes, si le
    premier effet est irrésolu, quelle qu'en soit la raison (par exemple, vous n'avez pas assez de
    cartes en main), vous ne pouvez résoudre aucun élément ni de X ni de Y."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["aliens/invader"]), ("base/tar_pits", [])],
              hands=[[], ["ninjas/shinobi", "pirates/dinghy"], []], active=1)
    invader = t.id("invader")

    def destroy_invader(paid: Any) -> Any:
        return t.e.destroy(invader, None)

    assert resolve(t, in_order_to(t.e, discard_cost(t.e, 1, 3), destroy_invader)) is None
    assert len(t.g.state.players[1].hand) == 2 and t.zone("invader") == "base"  # neither X nor Y
    resolve(t, in_order_to(t.e, discard_cost(t.e, 1, 2), destroy_invader), t.id("dinghy"), t.id("shinobi"))
    assert t.g.state.players[1].discard == [t.id("dinghy"), t.id("shinobi")] and t.zone("invader") == "discard"


def test_pour_a_destroy_that_fails_pays_nothing():
    """Si les effets sont explicitement dépendants (exemple : « Faites X pour faire Y » ou « Vous
    pouvez faire X. Si vous le faites, faites Y ») : si X n'est pas totalement résolu, quelle qu'en
    soit la raison, Y n'est pas résolu."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("ninjas/shinobi", 1, ["ninjas/smoke_bomb"]),
                                                            "aliens/invader"]), ("base/tar_pits", [])],
              hands=[["aliens/abduction"], [], []], active=1)
    action = t.id("abduction")  # an action of player 0: Smoke Bomb keeps it off Shinobi
    def gain_its_power(paid: Any) -> int:
        t.e.gain_vp(0, paid.power, action)
        return paid.minion

    gained = resolve(t, in_order_to(t.e, destroy_as_cost(t.e, action, [t.id("shinobi")]), gain_its_power))
    assert gained is None and t.vp == [0, 0, 0] and t.zone("shinobi") == "base"
    got = resolve(t, in_order_to(t.e, destroy_as_cost(t.e, action, [t.id("invader")]), gain_its_power))
    assert got == t.id("invader") and t.vp == [3, 0, 0]


def test_apres_x_resolves_entirely_then_y_among_what_x_triggered():
    """Après : « Après X, faites Y » signifie que X doit être entièrement résolu avant que Y ne se
    produise, et que Y est résolu immédiatement après X. (Baron Strucker : la mention « Après qu'il a
    été détruit » est déclenchée par le « Détruisez » qui précède. Ainsi, il peut être résolu avant
    ou après d'autres effets déclenchés par la destruction.)"""
    def after_nukebot(y_first: bool) -> list[int]:
        t = Table(factions=THREE, bases=[("base/jungle_oasis", ["robots/nukebot", "aliens/invader", ("ninjas/shinobi", 1)]),
                                         ("base/tar_pits", ["robots/zapbot"])], active=1)
        nukebot, zapbot = t.id("nukebot"), t.id("zapbot")

        def then(g: Any, card: int) -> None:  # Y: 1 VP for each minion still on the Jungle Oasis
            g.gain_vp(2, len(g.state.bases[0].minions), card)

        def effect() -> Any:  # "Destroy Nukebot. After it is destroyed, ..."
            if (yield from t.e.destroy(nukebot, zapbot)):
                t.e.after(zapbot, then)

        gen = t.e.resolving(effect())
        d = next(gen)  # Nukebot's own trigger and Y: the active player orders them
        assert (d.player, d.kind) == (1, "order") and t.zone("nukebot") == "discard"
        assert {o.value for o in d.options} == {nukebot, zapbot} and t.vp == [0, 0, 0]
        try:
            gen.send(Pick("card", zapbot if y_first else nukebot))
            raise AssertionError("asked again")
        except StopIteration:
            pass
        assert t.zone("invader") == "discard"
        return t.vp

    assert after_nukebot(y_first=True) == [0, 0, 2]
    assert after_nukebot(y_first=False) == [0, 0, 0]


def test_annuler_a_cancelled_ability_is_treated_as_never_having_existed():
    """Annuler : L'effet ciblé est considéré comme n'ayant jamais existé. (Les capacités annulées
    d'une Base : Jammed Signal ; annuler une Action jouée est la règle de la Big Geek Box.)"""
    t = Table(factions=THREE, bases=[("base/the_homeworld", []), ("base/tar_pits", [])],
              hands=[[], ["ninjas/shinobi", "ninjas/ninja_acolyte"], []],
              base_actions={0: ["aliens/jammed_signal"]}, active=1)
    t.play("shinobi", base="the_homeworld")
    assert t.pending.kind == "main" and not t.can_play("ninja_acolyte", base="the_homeworld")
    assert t.g.state.extras == []


# --- Contrôle, Propriétaire, Placer, Renvoyer --------------------------------------------------
def test_controle_and_proprietaire():
    """Contrôle : Contrôler un Personnage ne veut pas dire que vous contrôlez les Modificateurs qui
    lui sont attachés, mais leurs effets s'appliquent normalement. Quand une carte contrôlée quitte
    le jeu, elle va dans la main, la pioche ou la défausse de son propriétaire. Propriétaire :
    Désigne le joueur qui joue la Faction à laquelle appartient la carte."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("aliens/invader", 2, ["dinosaurs/upgrade"])]),
                                     ("base/tar_pits", [])], active=1)
    invader, upgrade = t.id("invader"), t.id("upgrade")
    assert (t.e.owner(invader), t.e.ctrl(invader), t.e.ctrl(upgrade)) == (0, 2, 0)
    assert t.e.power_by_player(0) == [0, 0, 5]  # the modifier's +2 counts for the character's controller
    resolve(t, t.e.destroy(invader, None))
    assert t.g.state.players[0].discard == [upgrade, invader] and t.g.state.players[2].discard == []


def test_placer_is_not_playing_nor_destroying():
    """Placer : Vous permet des déplacements de cartes non autorisés par les autres termes
    (« jouer », « déplacer », « renvoyer »), comme prendre une carte depuis une Base pour la placer
    sous votre pioche, ou depuis votre défausse vers votre main. Les cartes placées […] ne sont pas
    « jouées » : leurs effets ne sont pas déclenchés."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("robots/nukebot", 2), ("aliens/collector", 0),
                                                            ("ninjas/shinobi", 1)]), ("base/tar_pits", [])],
              discards=[["aliens/invader"], [], []], active=1)
    t.e.to_deck_bottom(t.id("nukebot"), t.id("collector"))
    assert t.g.state.players[2].deck[-1] == t.id("nukebot")
    assert t.zone("shinobi") == "base" and t.zone("collector") == "base"  # not destroyed: Nukebot is silent
    t.e.to_hand(t.id("invader"))
    assert t.zone("invader") == "hand" and t.vp == [0, 0, 0]


def test_renvoyer_returns_to_the_owners_hand_and_discards_its_modifiers():
    """Renvoyer : Si une carte présente sur une Base est renvoyée, elle est replacée dans la main de
    son propriétaire, et les cartes qui lui sont attachées sont défaussées. Une carte renvoyée n'est
    pas considérée comme détruite ou défaussée."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("robots/nukebot", 1, ["dinosaurs/upgrade"]),
                                                            "aliens/invader"]), ("base/tar_pits", [])], active=1)
    nukebot = t.id("nukebot")
    assert t.e.return_to_hand(nukebot)
    assert t.g.state.players[2].hand == [nukebot] and t.g.state.players[0].discard == [t.id("upgrade")]
    assert t.zone("invader") == "base"  # not destroyed: Nukebot's ability did not fire
    assert [e.kind for e in t.g.state.log if e.card == nukebot] == ["return"]


# --- Affectée ----------------------------------------------------------------------------------
def test_affectee_moved_removed_shuffled_placed_power_or_control_changed():
    """Affectée : Une carte est affectée quand elle est déplacée, retirée du jeu (c.-à-d. détruite,
    renvoyée, mélangée ou placée), lorsqu'elle change de Force ou de contrôleur, qu'un Modificateur
    lui est attaché ou que son effet est annulé. (Smoke Bomb : les Actions des autres joueurs ne
    peuvent pas affecter ce Personnage.)"""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("ninjas/shinobi", 1, ["ninjas/smoke_bomb"])]),
                                     ("base/tar_pits", [])],
              hands=[["aliens/abduction", "dinosaurs/upgrade"], [], []], active=1)
    g, shinobi, action = t.e, t.id("shinobi"), t.id("abduction")
    assert not g.move_minion(shinobi, 1, action)
    assert not resolve(t, g.destroy(shinobi, action))
    assert not g.return_to_hand(shinobi, action)
    assert g.shuffle_into_deck([shinobi], action) == []
    assert not g.to_deck_bottom(shinobi, action)
    assert not g.add_power(shinobi, -2, action)
    assert not g.take_control(shinobi, 0, action)
    assert g.modifier_destinations(t.id("smoke_bomb"), 0, action) == []
    assert not g.move_action(t.id("smoke_bomb"), shinobi, action)
    assert t.zone("shinobi") == "base" and t.power("shinobi") == 3 and g.ctrl(shinobi) == 1
    # Its own controller's effects still affect it.
    assert g.shuffle_into_deck([shinobi], t.id("smoke_bomb")) == [shinobi] and t.zone("shinobi") == "deck"



def test_affectee_every_protection_keeps_another_players_ongoing_power_change_off():
    """Affectée : […] lorsqu'elle change de Force […] (and the Big Geek Box: « Un marqueur Force +1
    affecte la Créature sur laquelle il se trouve »). Incite Panic's -1 is player 0's action: Game
    Guru (other players' abilities), Shielding, Smoke Bomb and Wildlife Preserve (other players'
    actions) keep it off as Cap's Shield does; the unguarded Warbots take it."""
    t = Table(factions=[["sinister_six", "wizards"], ["geeks", "cyborg_apes"], ["ninjas", "dinosaurs"],
                        ["robots", "zombies"]],
              bases=[("base/jungle_oasis", ["geeks/game_guru", ("cyborg_apes/cyberback", 1, ["cyborg_apes/shielding"]),
                                            ("ninjas/tiger_assassin", 2, ["ninjas/smoke_bomb"]), "robots/warbot"]),
                     ("base/tar_pits", ["dinosaurs/king_rex", "robots/warbot"])],
              base_actions={0: [("sinister_six/incite_panic", 0)],
                            1: [("sinister_six/incite_panic", 0), ("dinosaurs/wildlife_preserve", 2)]}, active=2)
    powers = [t.power(c) for c in ("game_guru", "cyberback", "tiger_assassin", "warbot", "king_rex", "warbot#2")]
    assert powers == [3, 5, 4, 4 - 1, 7, 4 - 1]
    assert t.e.total_power(0) == 3 + 5 + 4 + 3

def test_affectee_a_moved_modifier_is_affected():
    """Affectée : Une carte est affectée quand elle est déplacée […]. (Shielding : les Actions des
    autres joueurs ne peuvent pas affecter les autres cartes attachées à ce Personnage.)"""
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "cyborg_apes"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", [("ninjas/shinobi", 1, ["cyborg_apes/shielding", "cyborg_apes/juiced_up"]),
                                            "aliens/invader"]), ("base/tar_pits", [])],
              hands=[["aliens/abduction"], ["ninjas/disguise"], []], active=1)
    juiced = t.id("juiced_up")
    assert not t.e.move_action(juiced, t.id("invader"), t.id("abduction"))  # player 0's action
    assert t.e.host_of(juiced) == t.id("shinobi")
    assert t.e.move_action(juiced, t.id("invader"), t.id("disguise"))  # its own controller's
    assert t.e.host_of(juiced) == t.id("invader")


# --- Supplémentaire, À votre tour, Talent, Spécial ---------------------------------------------
def test_supplementaire_in_your_play_cards_phase_is_kept_for_the_phase():
    """Supplémentaire : Si un effet vous donne une carte supplémentaire pendant la phase « Jouer des
    cartes », vous pouvez la jouer plus tard lors de cette phase, à moins qu'elle fasse référence à
    une carte précise […], qu'elle soit octroyée par un effet Spécial, ou que le reste de l'effet
    dépende du fait de jouer cette carte."""
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "wizards"], ["robots", "pirates"]],
              hands=[[], ["wizards/summon", "ninjas/tiger_assassin", "ninjas/shinobi", "ninjas/ninja_acolyte"], []],
              bases=[("base/jungle_oasis", []), ("base/tar_pits", [])], active=1)
    t.play("summon")  # an extra minion, kept: nothing asked now
    assert t.pending.kind == "main"
    t.play("shinobi", base="jungle_oasis").play("tiger_assassin", base="tar_pits")
    assert t.slot_of("tiger_assassin") == "tar_pits" and not t.can_play("ninja_acolyte", base="tar_pits")
    t.finish()
    assert t.g.state.extras == []


def test_supplementaire_given_outside_your_play_cards_phase_is_played_at_once_or_lost():
    """Si un effet vous permet de jouer des Personnages ou des Actions supplémentaires en dehors de
    la phase « Jouer des cartes » de votre tour, vous devez les jouer immédiatement ou y renoncer.
    Les cartes supplémentaires sont optionnelles."""
    t = Table(factions=THREE, bases=[("base/the_homeworld", ["aliens/invader", "robots/nukebot", "dinosaurs/king_rex",
                                                             "dinosaurs/war_raptor", ("pirates/pirate_king", 1)]),
                                     ("base/tar_pits", [])],
              hands=[[], ["ninjas/hidden_ninja", "ninjas/ninja_acolyte", "pirates/buccaneer"], []], active=1)
    t.finish()  # the Homeworld (23) scores: before it does, Hidden Ninja plays a minion onto it
    t.play("hidden_ninja").choose("buccaneer")
    assert t.pending.prompt == "Play an extra minion, or pass"  # the Homeworld's extra: now or never
    t.pass_()
    assert t.g.state.extras == [] and t.zone("ninja_acolyte") == "hand"


def test_a_constrained_extra_is_not_a_precise_card_and_may_be_played_later():
    """(Clarifications : Agent Coulson, Agent d'Hydra, Base du S.H.I.E.L.D., Base Ichor, Il en
    Repoussera Deux, Largage de Troupes, Mystério, Première Arrivée, Terrain d'Essai) Bien qu'il y
    ait des contraintes pour les cartes supplémentaires jouées, vous pouvez choisir de les jouer plus
    tard lors de la même phase « Jouer des cartes » (elles n'indiquent pas de cartes spécifiques)."""
    t = Table(factions=THREE, bases=[("base/the_homeworld", []), ("base/tar_pits", [])],
              hands=[[], ["ninjas/shinobi", "ninjas/tiger_assassin", "ninjas/ninja_acolyte"], []], active=1)
    t.play("shinobi", base="the_homeworld")  # the Homeworld: an extra minion of power 2 or less
    assert t.pending.kind == "main"  # nothing asked now: kept for the phase
    assert not t.can_play("tiger_assassin", base="tar_pits")  # power 4: not within the constraint
    t.play("ninja_acolyte", base="tar_pits")
    assert t.slot_of("ninja_acolyte") == "tar_pits"


def test_a_votre_tour_a_talent_is_used_once_in_your_play_cards_phase():
    """À votre tour : Pendant la phase « Jouer des cartes » de votre tour. Vous ne pouvez résoudre
    l'effet qu'une seule fois par tour. Talent : L'effet indiqué sur la carte peut être activé une
    fois à chacun de vos tours, lors de la phase « Jouer des cartes ». C'est une sorte d'effet
    supplémentaire, que vous pouvez décider de ne pas utiliser."""
    from rules.actions import Talent

    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "cyborg_apes"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", [("cyborg_apes/baboom", 1)]), ("base/tar_pits", [])],
              hands=[[], ["dinosaurs/upgrade"], []], active=1)
    baboom = Talent(t.id("baboom"))
    assert baboom in t.options()
    t.talent("baboom")  # its extra action waits: nothing played
    assert baboom not in t.options()
    t.until_next_turn()  # player 2's turn: not player 1's talent
    assert baboom not in t.options()


def test_special_from_hand_is_not_one_of_your_free_plays():
    """Spécial : Le texte sur la carte précise quand ces effets peuvent être utilisés, que la carte
    soit déjà en jeu, dans la main de son propriétaire ou dans sa défausse. Si, lors de votre tour,
    vous utilisez un effet Spécial pour jouer une carte, celle-ci ne compte pas comme l'une des cartes
    gratuites de votre tour."""
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "zombies"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", []), ("base/tar_pits", [])],
              hands=[[], ["ninjas/shinobi"], []], discards=[[], ["zombies/tenacious_z"], []], active=1)
    t.play("tenacious_z", base="tar_pits")  # from the discard pile, by its Special
    assert t.zone("tenacious_z") == "base" and t.g.state.minion_plays == 1
    t.play("shinobi", base="jungle_oasis")
    assert t.zone("shinobi") == "base"


# --- Clarifications about the general rules ----------------------------------------------------
def test_a_trigger_resolves_when_the_effect_that_triggered_it_took_its_card_out_of_play():
    """« Pour qu'un effet soit résolu en réponse à un déclencheur, il faut que sa carte soit en jeu
    lorsque ce déclencheur survient. […] Il faut également qu'elle soit en jeu à la fin de
    l'événement déclenché, sauf s'il a conduit la carte à sortir du jeu. » The engine's rule, for
    every card: player 2's Ninja Master, played on the Imperial Dragon's base, destroys the Dragon
    with its own effect, which resolves first; the Dragon's draw for player 1 still happens."""
    t = Table(factions=[["aliens", "dinosaurs"], ["all_stars", "pirates"], ["ninjas", "robots"],
                        ["wizards", "zombies"]],
              bases=[("base/jungle_oasis", [("all_stars/imperial_dragon", 1), ("zombies/walker", 3)]),
                     ("base/tar_pits", [])],
              hands=[[], [], ["ninjas/ninja_master"], []], decks=[[], ["pirates/dinghy", "pirates/broadside"], [], []],
              active=2)
    t.play("ninja_master", base="jungle_oasis").choose("imperial_dragon")
    assert t.g.state.players[1].discard == [t.id("imperial_dragon")]
    assert t.hand(1) == ["pirates/dinghy"] and t.deck(1) == ["pirates/broadside"] and t.pending.kind == "main"


def test_triggered_effects_resolve_every_time_not_once_per_turn():
    """(Clarifications : America Chavez, Blue Marvel, Centre-Ville, Exo-Espace, Intelligence
    Suprême, Labo de Stark, Le Daily Bugle, Le Triskelion, Maria Hill, Spider-Man) Ces cartes sont
    résolues chaque fois que leur effet survient, pas seulement une fois par tour."""
    t = Table(factions=THREE, bases=[("base/the_homeworld", []), ("base/tar_pits", [])],
              hands=[[], ["ninjas/shinobi", "ninjas/ninja_acolyte", "pirates/first_mate"], []], active=1)
    t.play("shinobi", base="the_homeworld").play("ninja_acolyte", base="the_homeworld")  # the first extra
    t.play("first_mate", base="the_homeworld")  # the Homeworld gave a second one
    assert t.g.state.bases[0].minions == [t.id("shinobi"), t.id("ninja_acolyte"), t.id("first_mate")]


def test_until_end_of_turn_effects_touch_only_the_characters_in_play_and_outlast_their_card():
    """(Clarifications : Captain America, Captain Marvel, Morsure de la Veuve, Travail d'Équipe) Ces
    cartes affectent uniquement les Personnages en jeu au moment où l'effet est résolu (et non ceux
    joués ultérieurement), mais leurs effets perdurent même si ces cartes quittent le jeu avant la
    fin du tour. (Docteur Octopus, Domination du Monde, Rediriger la Puissance) Cet effet reste actif
    jusqu'à son expiration même si la carte à l'origine de l'effet est déplacée ou détruite."""
    t = Table(factions=[["ninjas", "pirates"], ["dinosaurs", "aliens"], ["robots", "wizards"]],
              bases=[("base/jungle_oasis", ["dinosaurs/war_raptor"]), ("base/tar_pits", [])],
              hands=[[], ["dinosaurs/howl", "aliens/invader"], []], active=1)
    t.play("howl").play("invader", base="tar_pits")
    assert t.zone("howl") == "discard"  # Howl has left play; its +1 stays
    assert t.power("war_raptor") == 4 and t.power("invader") == 3
    t.finish()
    assert t.power("war_raptor") == 3


def test_a_controlled_character_goes_into_its_owners_deck():
    """(Clarifications : Baron Zemo, Le Héros du Quartier, Mission de Sauvetage, Sécuriser les
    Sorties) Ces cartes indiquent « la pioche de leur propriétaire » et non pas « votre pioche », au
    cas où vous contrôleriez des Personnages dont vous n'êtes pas le propriétaire."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("aliens/invader", 1), ("robots/zapbot", 1)]),
                                     ("base/tar_pits", [])], active=1)
    invader, zapbot = t.id("invader"), t.id("zapbot")
    assert t.e.shuffle_into_deck([invader, zapbot], t.id("zapbot")) == [invader, zapbot]
    assert t.g.state.players[0].deck == [invader] and t.g.state.players[2].deck == [zapbot]
    assert t.g.state.players[1].deck == []


def test_revealing_until_found_shuffles_an_empty_deck_first_and_stops_when_it_runs_out():
    """(Clarifications : Flèches d'Hawkeye, La Vue d'en Haut, Préparez-vous au Combat) Si votre
    pioche est vide avant que vous ne révéliez la moindre carte, mélangez votre défausse pour former
    une nouvelle pioche. Si votre pioche est épuisée avant que vous ne trouviez la ou les cartes
    demandées, arrêtez de piocher et résolvez le reste de l'effet."""
    t = Table(factions=THREE, decks=[[], ["ninjas/shinobi", "ninjas/smoke_bomb", "pirates/dinghy", "ninjas/disguise"], []],
              discards=[[], ["pirates/first_mate"], []], active=1)
    is_action = lambda c: t.e.ctype(c) == "action"  # noqa: E731
    found, others = t.e.reveal_until(1, is_action, 2)
    assert found == [t.id("smoke_bomb"), t.id("dinghy")] and others == [t.id("shinobi")]
    assert t.g.state.players[1].discard == [t.id("first_mate")]  # the deck was not empty: no shuffle
    found, others = t.e.reveal_until(1, lambda c: t.e.cid(c) == "ninjas/ninja_master", 1)
    assert found == [] and len(others) == 4 and t.g.state.players[1].discard == [t.id("first_mate")]
    t.g.state.players[1].deck.clear()
    found, others = t.e.reveal_until(1, is_action, 1)
    assert (found, others) == ([], [t.id("first_mate")]) and t.g.state.players[1].deck == [t.id("first_mate")]
