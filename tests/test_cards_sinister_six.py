"""Sinister Six (Smash Up: Marvel): one test per card, one per clarification of the book.

Three players; the Sinister Six (with the Ninjas) are player 1's. The bases used: the Central Brain
(breakpoint 19, +1 power to every minion there), the Mothership (20), the Jungle Oasis (12, no
ability), the Homeworld (23)."""

from table import Table

from rules.actions import Play
from rules.cards.marvel.sinister_six import DRAW_ONE, PLAY_MODIFIER

FACTIONS = [["aliens", "dinosaurs"], ["sinister_six", "ninjas"], ["robots", "pirates"]]


def table(bases, hands=None, decks=None, discards=None, active=1, base_actions=None) -> Table:
    return Table(factions=FACTIONS, bases=bases, hands=hands or [[], [], []], decks=decks or [[], [], []],
                 discards=discards or [[], [], []], active=active, base_actions=base_actions)


def bp(t: Table, base: str) -> int:
    return t.e.breakpoint(t.slot(base))


# --- characters --------------------------------------------------------------------------------
def test_doctor_octopus_may_lower_its_base_breakpoint_by_4_at_the_start_of_your_turn():
    t = table([("base/the_mothership", ["sinister_six/doctor_octopus"]), ("base/jungle_oasis", [])], active=0)
    t.finish()  # player 0's turn ends: player 1's starts with the question
    assert t.pending.kind == "yesno" and t.pending.player == 1
    t.answer(True)
    assert bp(t, "the_mothership") == 16 and bp(t, "jungle_oasis") == 12
    t.finish()  # until the end of the turn only; and only at the start of its controller's turn
    assert t.pending.kind == "main" and t.pending.player == 2
    assert bp(t, "the_mothership") == 20


def test_doctor_octopus_declined_leaves_the_breakpoint():
    t = table([("base/the_mothership", ["sinister_six/doctor_octopus"]), ("base/jungle_oasis", [])], active=0)
    t.finish().answer(False)
    assert bp(t, "the_mothership") == 20


def test_doctor_octopus_clarification_the_base_scores_only_in_the_score_bases_phase():
    """Docteur Octopus : Si son effet conduit la Résistance à être inférieure ou égale au total de
    Force présent, la Conquête de la Base n'est pas résolue maintenant : il s'agit toujours de la
    phase « Début de tour », et vous ne procédez au décompte qu'à la phase « Conquête », plus tard
    dans le tour."""
    t = table([("base/jungle_oasis", ["sinister_six/doctor_octopus", "aliens/collector", "aliens/invader"]),
               ("base/the_mothership", [])], active=0)
    t.finish().answer(True)  # 9 power against a breakpoint of 8 now
    assert t.pending.kind == "main" and t.pending.player == 1
    assert t.slot_of("doctor_octopus") == "jungle_oasis" and t.vp == [0, 0, 0]
    t.finish()
    assert t.vp == [2, 0, 0]  # scored in player 1's Score Bases phase: player 0 won with 5 against 4


def test_doctor_octopus_clarification_the_lower_breakpoint_lasts_once_it_is_destroyed():
    """Docteur Octopus, Domination du Monde, Rediriger la Puissance : Cet effet reste actif jusqu'à
    son expiration même si la carte à l'origine de l'effet est déplacée ou détruite."""
    t = table([("base/jungle_oasis", ["sinister_six/doctor_octopus"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/ninja_master"], []], active=0)
    t.finish().answer(True)
    t.play("ninja_master", base="jungle_oasis").choose("doctor_octopus")
    assert t.zone("doctor_octopus") == "discard"
    assert bp(t, "jungle_oasis") == 8


def test_mysterio_talent_draws_a_card():
    t = table([("base/the_mothership", ["sinister_six/mysterio"]), ("base/jungle_oasis", [])],
              decks=[[], ["sinister_six/ambush"], []])
    t.talent("mysterio").choose_option(DRAW_ONE)
    assert t.zone("ambush") == "hand"
    assert not any(a.__class__.__name__ == "Talent" for a in t.options())  # once per turn


def test_mysterio_clarification_the_extra_base_modifier_may_wait_until_later_in_the_phase():
    """Agent Coulson, ..., Mystério, ... : Bien qu'il y ait des contraintes pour les cartes
    supplémentaires jouées, vous pouvez choisir de les jouer plus tard lors de la même phase
    « Jouer des cartes » (elles n'indiquent pas de cartes spécifiques)."""
    t = table([("base/the_mothership", ["sinister_six/mysterio"]), ("base/jungle_oasis", [])],
              hands=[[], ["sinister_six/ambush", "sinister_six/ambush", "sinister_six/witness_our_superiority",
                          "sinister_six/green_goblin"], []])
    t.talent("mysterio").choose_option(PLAY_MODIFIER)
    t.play("ambush").choose("jungle_oasis")  # the turn's own action
    t.play("green_goblin", base="jungle_oasis")  # something else first: the extra waits
    assert not t.can_play("ambush#2")  # the extra is for a base modifier only
    assert not t.can_play("witness_our_superiority", base="jungle_oasis")  # on Mysterio's base only
    t.play("witness_our_superiority", base="the_mothership")
    assert t.facts("witness_our_superiority")["to"] == "the_mothership"


def test_green_goblin_talent_lowers_its_base_breakpoint_by_3_until_the_end_of_the_turn():
    t = table([("base/the_central_brain", ["sinister_six/green_goblin"]), ("base/jungle_oasis", [])])
    t.talent("green_goblin")
    assert bp(t, "the_central_brain") == 16 and bp(t, "jungle_oasis") == 12
    t.finish()
    assert bp(t, "the_central_brain") == 19


def test_vulture_puts_a_base_modifier_from_your_discard_pile_on_top_of_your_deck():
    t = table([("base/the_central_brain", []), ("base/jungle_oasis", [])],
              hands=[[], ["sinister_six/vulture"], []], decks=[[], ["sinister_six/electro"], []],
              discards=[[], ["sinister_six/ambush", "sinister_six/cover_the_exits"], []])
    t.play("vulture", base="jungle_oasis")
    assert t.picks() == {t.id("cover_the_exits")}  # a standard action is not a modifier
    t.choose("cover_the_exits")
    assert t.g.state.players[1].deck == [t.id("cover_the_exits"), t.id("electro")]


def test_vulture_may_leave_the_discard_pile_as_it_is():
    t = table([("base/the_central_brain", []), ("base/jungle_oasis", [])],
              hands=[[], ["sinister_six/vulture"], []], decks=[[], ["sinister_six/electro"], []],
              discards=[[], ["sinister_six/cover_the_exits"], []])
    t.play("vulture", base="jungle_oasis").pass_()
    assert t.g.state.players[1].deck == [t.id("electro")]
    assert t.g.state.players[1].discard == [t.id("cover_the_exits")] and t.pending.kind == "main"


def test_electro_lowers_its_base_breakpoint_by_2():
    t = table([("base/the_central_brain", ["sinister_six/electro"]), ("base/jungle_oasis", [])])
    assert bp(t, "the_central_brain") == 17 and bp(t, "jungle_oasis") == 12


def test_sandman_has_2_more_power_where_the_breakpoint_is_19_or_less():
    t = table([("base/the_mothership", ["sinister_six/sandman"]), ("base/jungle_oasis", ["sinister_six/sandman"])],
              hands=[[], ["sinister_six/ambush"], []])
    assert t.power("sandman") == 2 and t.power("sandman#2") == 4  # 20 on the Mothership, 12 on the Oasis
    t.play("ambush").choose("the_mothership")
    assert t.power("sandman") == 4


# --- actions -----------------------------------------------------------------------------------
def test_ambush_lowers_a_chosen_base_breakpoint_by_4_until_the_end_of_the_turn():
    t = table([("base/the_central_brain", []), ("base/jungle_oasis", [])], hands=[[], ["sinister_six/ambush"], []])
    t.play("ambush").choose("the_central_brain")
    assert bp(t, "the_central_brain") == 15 and bp(t, "jungle_oasis") == 12
    t.finish()
    assert bp(t, "the_central_brain") == 19


def test_cover_the_exits_gives_your_characters_here_1_power():
    t = table([("base/the_mothership", ["sinister_six/green_goblin", ("robots/zapbot", 1), "aliens/collector"]),
               ("base/jungle_oasis", ["sinister_six/electro"])],
              base_actions={0: [("sinister_six/cover_the_exits", 1)]})
    assert t.power("green_goblin") == 4 and t.power("zapbot") == 3  # yours: those you control
    assert t.power("collector") == 2 and t.power("electro") == 2


def _scored_with_cover(base: str, mine: list, theirs: list) -> Table:
    """Player 0's turn ends (player 1 draws nothing) with ``base`` ready to score."""
    return table([(base, [*mine, *theirs]), ("base/jungle_oasis", [])],
                 base_actions={0: [("sinister_six/cover_the_exits", 1)]}, active=0)


def test_cover_the_exits_clarification_shuffles_characters_into_their_owners_decks():
    """Baron Zemo, Le Héros du Quartier, Mission de Sauvetage, Sécuriser les Sorties : ces cartes
    indiquent « la pioche de leur propriétaire » et non pas « votre pioche », au cas où vous
    contrôleriez des Personnages dont vous n'êtes pas le propriétaire."""
    t = _scored_with_cover("base/the_central_brain",
                           ["sinister_six/green_goblin", "sinister_six/electro", ("robots/zapbot", 1)],
                           ["dinosaurs/king_rex"])
    t.finish()  # 13 against 8 on a breakpoint of 17: player 1 wins, then shuffles up to 2 away
    assert t.vp == [2, 4, 0]
    assert t.picks() == {t.id("green_goblin"), t.id("electro"), t.id("zapbot")}
    t.choose("green_goblin", "zapbot")
    assert t.g.state.players[1].deck == [t.id("green_goblin")]
    assert t.g.state.players[2].deck == [t.id("zapbot")]  # its owner's, not player 1's
    assert t.id("electro") in t.g.state.players[1].discard


def test_cover_the_exits_comes_before_the_mothership_winners_may():
    """Mandatory effects first, then the optional ones (« Moi d'abord ! »): Cover the Exits
    shuffles while Electro still keeps the Mothership at 18; its winner may take a character back
    only after that."""
    t = _scored_with_cover("base/the_mothership",
                           ["sinister_six/electro", "sinister_six/green_goblin", "sinister_six/mysterio"],
                           ["dinosaurs/king_rex"])
    t.finish()  # 12 against 7 on a breakpoint of 18
    assert t.vp == [2, 4, 0] and t.pending.player == 1
    assert t.picks() == {t.id("electro"), t.id("green_goblin"), t.id("mysterio")}
    t.choose("green_goblin", "mysterio")
    assert sorted(t.g.state.players[1].deck) == sorted([t.id("green_goblin"), t.id("mysterio")])
    t.choose("electro")  # the Mothership: back to player 1's hand
    assert t.hand(1) == ["sinister_six/electro"]


def test_cover_the_exits_not_where_the_breakpoint_is_above_19():
    t = _scored_with_cover("base/the_homeworld", ["sinister_six/green_goblin", ("robots/zapbot", 1)],
                           ["dinosaurs/king_rex", "aliens/supreme_overlord", "dinosaurs/laseratops"])
    t.finish()  # 23 power on the Homeworld (23): it scores, nothing is asked
    assert t.id("green_goblin") in t.g.state.players[1].discard
    assert t.id("zapbot") in t.g.state.players[2].discard


def test_incite_panic_takes_1_power_from_other_players_characters_here():
    t = table([("base/the_mothership", ["sinister_six/green_goblin", "dinosaurs/king_rex"]),
               ("base/jungle_oasis", ["aliens/collector"])],
              base_actions={0: [("sinister_six/incite_panic", 1)]})
    assert t.power("king_rex") == 6 and t.power("green_goblin") == 3 and t.power("collector") == 2


def _panic(base: str, theirs: list) -> Table:
    """Player 1 (Incite Panic on ``base``, Shinobi in hand) ends the turn with ``base`` ready;
    player 2's Pirate King could move there before it scores."""
    return table([(base, ["sinister_six/green_goblin", "sinister_six/mysterio", *theirs]),
                  ("base/jungle_oasis", ["pirates/pirate_king"])],
                 hands=[[], ["ninjas/shinobi"], []], base_actions={0: [("sinister_six/incite_panic", 1)]})


def test_incite_panic_no_other_player_uses_specials_while_the_breakpoint_is_19_or_less():
    t = _panic("base/the_central_brain", ["dinosaurs/king_rex", "aliens/supreme_overlord"])
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.player == 1  # its controller still may
    t.pass_()
    assert t.slot_of("pirate_king") == "jungle_oasis" and t.vp == [4, 2, 0]


def test_incite_panic_no_other_player_answers_with_a_special_during_the_scoring():
    """« no other player may use Special abilities during this base's scoring »: nor one that
    answers a VP gain of that scoring (Cosplay, player 0's, as the Central Brain's 4 VP come)."""
    def scored(breakpoint_drop: int) -> Table:
        t = Table(factions=[["geeks", "dinosaurs"], ["sinister_six", "ninjas"], ["robots", "pirates"]],
                  bases=[("base/the_mothership", ["dinosaurs/king_rex", "dinosaurs/king_rex",
                                                  "sinister_six/green_goblin", "robots/warbot", "robots/warbot"]),
                         ("base/jungle_oasis", [])],
                  hands=[["geeks/cosplay"], [], []], base_actions={0: [("sinister_six/incite_panic", 1)]}, active=1)
        t.g.state.eot_breakpoint[t.e.base_card(0)] = -breakpoint_drop
        return t.finish()

    t = scored(1)  # 19: 12 + 3 + 6 (Incite Panic's -1 on the others' minions) is enough
    assert t.vp == [4, 1, 2] and t.pending.kind == "main" and t.pending.player == 2
    assert t.hand(0) == ["geeks/cosplay"]
    t = scored(0)  # 20: the answer is offered
    assert (t.pending.kind, t.pending.player, t.pending.window) == ("me_first", 0, "vp_gained")


def test_incite_panic_others_use_specials_above_19():
    t = _panic("base/the_mothership", ["dinosaurs/king_rex", "aliens/supreme_overlord", "dinosaurs/laseratops"])
    t.finish().pass_()
    assert t.pending.kind == "me_first" and t.pending.player == 2
    assert Play(t.id("pirate_king")) not in t.options() and len(t.options()) == 2  # Pirate King or pass


def test_move_the_goods_moves_any_players_base_modifier_to_another_base():
    t = table([("base/the_central_brain", []), ("base/jungle_oasis", []), ("base/the_mothership", [])],
              hands=[[], ["sinister_six/move_the_goods"], []],
              base_actions={0: [("aliens/jammed_signal", 0)], 1: [("sinister_six/incite_panic", 1)]})
    t.play("move_the_goods")
    assert t.picks() == {t.id("jammed_signal"), t.id("incite_panic")}
    t.choose("jammed_signal").choose("the_mothership")
    facts = t.facts("jammed_signal")
    assert facts["to"] == "the_mothership" and facts["controller"] == 0
    assert t.zone("move_the_goods") == "discard"


def test_move_the_goods_special_after_a_base_scores():
    t = table([("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/supreme_overlord"]),
               ("base/the_central_brain", []), ("base/the_mothership", [])],
              hands=[[], ["sinister_six/move_the_goods"], []],
              base_actions={0: [("sinister_six/my_master_plan", 1)]}, active=2)
    t.finish()  # nothing before the Oasis scores; after it, Move the Goods saves the modifier
    assert t.vp == [2, 0, 0] and t.pending.kind == "me_first" and t.pending.player == 1
    t.play("move_the_goods").choose("the_mothership")
    assert t.facts("my_master_plan")["to"] == "the_mothership"
    assert t.zone("move_the_goods") == "discard"


def test_my_master_plan_talent_draws_where_the_breakpoint_is_19_or_less():
    t = table([("base/the_central_brain", []), ("base/the_mothership", [])],
              decks=[[], ["sinister_six/ambush", "sinister_six/electro"], []],
              base_actions={0: [("sinister_six/my_master_plan", 1)], 1: [("sinister_six/my_master_plan", 1)]})
    t.talent("my_master_plan#2")  # on the Mothership (20): nothing
    assert t.hand(1) == []
    t.talent("my_master_plan")
    assert t.hand(1) == ["sinister_six/ambush"]


def test_pressure_from_all_sides_clarification_counts_every_character_once():
    """Pression de Tous les Côtés : Tous les Personnages présents sont pris en compte, pas
    seulement les vôtres. Si le nombre de Personnages sur la Base change après que le Talent a été
    utilisé, la réduction n'est pas modifiée."""
    t = table([("base/the_central_brain", ["sinister_six/green_goblin", "dinosaurs/king_rex", "robots/zapbot"]),
               ("base/jungle_oasis", [])],
              hands=[[], ["sinister_six/electro"], []],
              base_actions={0: [("sinister_six/pressure_from_all_sides", 1)]})
    t.talent("pressure_from_all_sides")
    assert bp(t, "the_central_brain") == 16
    t.play("electro", base="jungle_oasis")
    assert bp(t, "the_central_brain") == 16
    t.finish()
    assert bp(t, "the_central_brain") == 19


def test_reroute_the_power_gives_3_power_until_the_start_of_your_next_turn():
    t = table([("base/the_central_brain", ["sinister_six/green_goblin", "aliens/collector"]),
               ("base/the_mothership", [])],
              base_actions={0: [("sinister_six/reroute_the_power", 1)]})
    t.talent("reroute_the_power")  # one character of yours here: it is taken
    assert t.power("green_goblin") == 7 and t.power("collector") == 3
    assert "Green Goblin gets +3 power until Player 2's next turn begins" in t.log
    t.finish()
    assert t.g.state.active == 2 and t.power("green_goblin") == 7
    t.finish()
    assert t.g.state.active == 0 and t.power("green_goblin") == 7
    t.finish()
    assert t.g.state.active == 1 and t.power("green_goblin") == 4


def test_reroute_the_power_nothing_where_the_breakpoint_is_above_19():
    t = table([("base/the_mothership", ["sinister_six/green_goblin"]), ("base/jungle_oasis", [])],
              base_actions={0: [("sinister_six/reroute_the_power", 1)]})
    t.talent("reroute_the_power")
    assert t.power("green_goblin") == 3


def test_reroute_the_power_clarification_the_power_lasts_once_it_is_destroyed():
    """Docteur Octopus, Domination du Monde, Rediriger la Puissance : Cet effet reste actif jusqu'à
    son expiration même si la carte à l'origine de l'effet est déplacée ou détruite."""
    t = table([("base/the_central_brain", ["sinister_six/green_goblin"]), ("base/jungle_oasis", [])],
              hands=[[], ["ninjas/infiltrate"], []], base_actions={0: [("sinister_six/reroute_the_power", 1)]})
    t.talent("reroute_the_power")
    t.play("infiltrate", base="the_central_brain").answer(False)  # destroys Reroute the Power
    assert t.zone("reroute_the_power") == "discard"
    t.finish()
    assert t.power("green_goblin") == 7


def test_witness_our_superiority_cancels_its_base_ability():
    t = table([("base/the_central_brain", ["sinister_six/green_goblin"]),
               ("base/the_central_brain", ["sinister_six/green_goblin"])],
              base_actions={0: [("sinister_six/witness_our_superiority", 1)]})
    assert t.power("green_goblin") == 3 and t.power("green_goblin#2") == 4


def test_reroute_the_power_ends_when_the_character_leaves_play():
    t = table([("base/the_central_brain", ["ninjas/ninja_acolyte"]), ("base/jungle_oasis", [])],
              base_actions={0: [("sinister_six/reroute_the_power", 1)]})
    t.talent("reroute_the_power")
    assert t.power("ninja_acolyte") == 6
    t.use("ninja_acolyte")  # back to the hand, then played again there at once (the only minion in hand)
    assert t.slot_of("ninja_acolyte") == "the_central_brain" and t.power("ninja_acolyte") == 3
