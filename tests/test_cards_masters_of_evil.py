"""Masters of Evil (Smash Up: Marvel). Three players; player 1 (Masters of Evil + Tricksters) is active
unless said. "Character" is the Marvel book's minion."""

from table import Table, seat_one

from rules.actions import Play, Talent

FACTIONS = [["dinosaurs", "shapeshifters"], ["masters_of_evil", "tricksters"], ["robots", "wizards"]]
OASIS, LIBRARY, BRAIN = "base/jungle_oasis", "base/the_great_library", "base/the_central_brain"  # Oasis: 12, 2 VP to the winner
ZEMO, KLAW, MAMBA = "masters_of_evil/baron_zemo", "masters_of_evil/ulysses_klaw", "masters_of_evil/black_mamba"
ABSORBING = "masters_of_evil/absorbing_man"


def evil(**kw) -> Table:
    return seat_one(FACTIONS, [(OASIS, []), (LIBRARY, [])], **kw)


# --- characters --------------------------------------------------------------------------------
def test_baron_zemo_gains_1_vp_and_goes_under_its_deck_once_its_base_has_scored():
    t = evil(bases=[(OASIS, [ZEMO, KLAW, "robots/warbot"]), (LIBRARY, [])],
             decks=[[], ["tricksters/gnome"] * 3, []])
    t.finish()  # then player 1 draws 2: Zemo stays under the last Gnome
    assert t.vp == [0, 3, 0]  # 2 VP as the winner (9 against 4), then Zemo's 1
    assert t.deck(1) == ["tricksters/gnome", ZEMO] and t.zone("ulysses_klaw") == "discard"


def test_baron_zemo_goes_to_its_owners_deck_when_another_player_controls_it():
    """Clarification (Baron Zemo, Le Héros du Quartier, Mission de Sauvetage, Sécuriser les Sorties):
    « ces cartes indiquent « la pioche de leur propriétaire » et non pas « votre pioche », au cas où
    vous contrôleriez des Personnages dont vous n'êtes pas le propriétaire. »"""
    t = evil(bases=[(OASIS, [(ZEMO, 2), "robots/warbot", "wizards/archmage", "dinosaurs/war_raptor"]), (LIBRARY, [])],
             active=2)
    t.finish()
    assert t.vp == [0, 0, 3]  # its controller: 2 VP as the winner (13 against 2) and Zemo's 1
    assert t.deck(1) == [ZEMO] and t.deck(2) == []


def test_baron_zemo_resolves_before_the_ninja_dojo_winners_may():
    """« Moi d'abord ! »: the mandatory effects of cards in play first, then the optional ones —
    the Dojo's winner "may" destroy a minion only once Zemo has gained his VP and left."""
    t = evil(bases=[("base/ninja_dojo", [ZEMO, KLAW, "robots/warbot", "robots/nukebot", "robots/hoverbot"]),
                    (LIBRARY, [])])
    t.finish()  # 12 (player 2) against 9 (player 1) on a breakpoint of 18
    assert t.vp == [0, 3 + 1, 2]  # second place, then Zemo's 1
    assert t.pending.player == 2 and t.id("baron_zemo") not in t.picks()
    assert t.zone("baron_zemo") == "deck"


def test_baron_zemo_and_a_bases_mandatory_ability_resolve_in_the_order_the_active_player_picks():
    """The Temple of Goju's ability is mandatory too: player 1 (active) orders it with Zemo's.
    Zemo first: his VP, then the Goju takes Klaw, player 1's highest left."""
    t = evil(bases=[("base/temple_of_goju", [ZEMO, KLAW, "robots/warbot", "robots/nukebot", "robots/hoverbot"]),
                    (LIBRARY, [])], decks=[[], ["tricksters/gnome"] * 3, []])
    t.finish()
    assert t.pending.kind == "order" and t.pending.player == 1
    assert t.picks() == {t.id("baron_zemo"), t.id("temple_of_goju")}
    t.choose("baron_zemo")
    assert t.vp == [0, 3 + 1, 2]
    assert t.deck(1) == ["tricksters/gnome", ZEMO, KLAW] and t.deck(2) == ["robots/nukebot"]


def test_ulysses_klaw_draws_1_card_per_full_4_vp():
    t = evil(hand=[KLAW], vp=[0, 9, 0], decks=[[], ["tricksters/gnome", "tricksters/brownie", "tricksters/leprechaun"], []])
    t.play("ulysses_klaw", base="jungle_oasis")
    assert t.hand(1) == ["tricksters/gnome", "tricksters/brownie"]


def test_black_mamba_has_1_more_power_per_full_4_vp():
    t = evil(bases=[(OASIS, [MAMBA, ("masters_of_evil/black_mamba", 0)]), (LIBRARY, [])], vp=[4, 12, 0])
    assert t.power("black_mamba") == 3 + 3 and t.power("black_mamba#2") == 3 + 1  # each its controller's VP


def test_black_mamba_and_ulysses_klaw_round_vp_down():
    """Clarification (Black Mamba, Ulysses Klaw): « Arrondissez vos PV à l'inférieur, c'est-à-dire
    que si vous avez 7 PV, votre Force n'est augmentée que de 1 ou vous ne piochez qu'une carte. »"""
    t = evil(bases=[(OASIS, [MAMBA]), (LIBRARY, [])], hand=[KLAW], vp=[0, 7, 0],
             decks=[[], ["tricksters/gnome", "tricksters/brownie"], []])
    assert t.power("black_mamba") == 4
    t.play("ulysses_klaw", base="the_great_library")
    assert t.hand(1) == ["tricksters/gnome"]


def test_absorbing_man_talent_destroys_it_and_another_absorbing_man_for_1_vp():
    t = evil(bases=[(OASIS, [ABSORBING, "robots/zapbot"]), (LIBRARY, [ABSORBING, ABSORBING])])
    t.talent("absorbing_man")
    assert t.picks() == {t.id("absorbing_man#2"), t.id("absorbing_man#3")}
    t.choose("absorbing_man#3")
    assert t.g.state.players[1].discard == [t.id("absorbing_man"), t.id("absorbing_man#3")]
    assert t.vp == [0, 1, 0] and t.zone("absorbing_man#2") == "base"


def test_absorbing_man_alone_destroys_nothing_and_gains_nothing():
    t = evil(bases=[(OASIS, [ABSORBING]), (LIBRARY, [])])
    assert Talent(t.id("absorbing_man")) in t.options()
    t.talent("absorbing_man")
    assert t.zone("absorbing_man") == "base" and t.vp == [0, 0, 0]


def test_absorbing_man_cost_that_cannot_be_paid_in_full_destroys_neither():
    """« Pour » (Termes et restrictions): « si le premier effet est irrésolu, quelle qu'en soit la
    raison [...], vous ne pouvez résoudre aucun élément ni de X ni de Y ». Player 0's Shell Game
    keeps the second Absorbing Man in play, so the first is not destroyed for nothing."""
    for user in ("absorbing_man", "absorbing_man#2"):
        t = evil(bases=[(OASIS, [ABSORBING, (ABSORBING, 1, [("shapeshifters/shell_game", 0)])]), (LIBRARY, [])])
        t.talent(user)
        assert t.g.state.bases[0].minions == [t.id("absorbing_man"), t.id("absorbing_man#2")]
        assert t.g.state.players[1].discard == [] and t.vp == [0, 0, 0] and t.pending.kind == "main"


# --- actions -----------------------------------------------------------------------------------
def test_a_portent_of_doom_only_on_a_base_where_no_player_has_characters():
    t = evil(bases=[(OASIS, ["robots/zapbot"]), (LIBRARY, [])], hand=["masters_of_evil/a_portent_of_doom"])
    assert not t.can_play("a_portent_of_doom", base="jungle_oasis")
    assert t.can_play("a_portent_of_doom", base="the_great_library")


def test_a_portent_of_doom_gains_1_vp_when_its_base_scores_if_you_have_power_there():
    t = evil(bases=[(OASIS, ["robots/warbot", "wizards/archmage", "dinosaurs/war_raptor", "tricksters/gremlin"]),
                    (LIBRARY, [])], base_actions={0: [("masters_of_evil/a_portent_of_doom", 1)]})
    t.e._events = []
    t.finish()
    assert t.vp == [0, 1, 2]  # player 1 (2 power) ranks last (no VP at the Oasis) and gains Portent's 1
    vps = [(e.player, e.amount) for e in t.e._events if e.kind == "vp"]
    assert vps == [(1, 1), (2, 2)]  # as the base scores ("Lors de la Conquête"), with the places' VP


def test_a_portent_of_doom_gains_nothing_without_power_on_its_base():
    t = evil(bases=[(OASIS, ["robots/warbot", "wizards/archmage", "robots/zapbot", "robots/hoverbot"]), (LIBRARY, [])],
             base_actions={0: [("masters_of_evil/a_portent_of_doom", 1)]})
    t.finish()
    assert t.vp == [0, 0, 2]


def test_a_portent_of_doom_is_a_special_another_players_incite_panic_forbids():
    """Its gain is a « Special » ability, and Incite Panic (on a base of breakpoint 19 or less): « no
    other player may use Special abilities during this base's scoring »."""
    def scored(panic_controller: int) -> Table:
        return Table(factions=[["dinosaurs", "shapeshifters"], ["masters_of_evil", "tricksters"], ["robots", "sinister_six"]],
                     bases=[(BRAIN, ["dinosaurs/king_rex", "robots/warbot", "robots/warbot", MAMBA, "tricksters/gremlin"]),
                            (LIBRARY, [])], active=1,
                     base_actions={0: [("masters_of_evil/a_portent_of_doom", 1),
                                       ("sinister_six/incite_panic", panic_controller)]}).finish()

    assert scored(panic_controller=2).vp == [2, 1, 4]  # 7, 5 and 10 power: the places' VP only
    assert scored(panic_controller=1).vp == [2, 2 + 1, 4]  # its controller's own Incite Panic: 7, 7 and 8


def test_a_portent_of_doom_does_not_stop_others_playing_on_its_base():
    """Clarification (Présage de Malheur): « Une fois que cette carte est en jeu, elle n'empêche pas
    les autres joueurs de jouer sur cette Base ou d'y déplacer leurs Personnages. »"""
    t = evil(hand=["masters_of_evil/a_portent_of_doom", "tricksters/gnome"])
    t.play("a_portent_of_doom", base="jungle_oasis")
    assert t.can_play("gnome", base="jungle_oasis")
    t.play("gnome", base="jungle_oasis")
    assert t.slot_of("gnome") == "jungle_oasis"


def test_acceptable_losses_destroys_your_character_of_power_4_or_more_for_1_vp():
    t = evil(bases=[(OASIS, [KLAW, MAMBA, ("robots/zapbot", 1), "robots/warbot"]), (LIBRARY, [])],
             hand=["masters_of_evil/acceptable_losses"], vp=[0, 2, 0])
    t.g.state.eot_power[t.id("zapbot")] = 2  # 4: yours, so a candidate
    t.play("acceptable_losses")
    assert t.picks() == {t.id("ulysses_klaw"), t.id("zapbot")}  # not the Mamba (3) nor player 2's Warbot
    t.choose("ulysses_klaw")
    assert t.g.state.players[1].discard == [t.id("ulysses_klaw"), t.id("acceptable_losses")]
    assert t.vp == [0, 3, 0]


def test_acceptable_losses_no_vp_without_a_character_to_destroy():
    t = evil(bases=[(OASIS, [MAMBA, "robots/warbot"]), (LIBRARY, [])], hand=["masters_of_evil/acceptable_losses"])
    t.play("acceptable_losses")
    assert t.vp == [0, 0, 0] and t.zone("black_mamba") == "base"


def test_ball_and_chain_gives_2_power_and_other_players_cards_cannot_destroy_it():
    t = evil(bases=[(OASIS, ["dinosaurs/king_rex", (MAMBA, 1, ["masters_of_evil/ball_and_chain"])]), (LIBRARY, [])],
             hands=[["dinosaurs/natural_selection"], [], []], active=0)
    assert t.power("black_mamba") == 5
    t.play("natural_selection")  # King Rex (7) picks the Mamba (5): chosen, not destroyed
    assert t.zone("black_mamba") == "base" and t.zone("ball_and_chain") == "attached"


def test_ball_and_chain_its_controllers_own_cards_may_destroy_it():
    t = evil(bases=[(OASIS, [("robots/zapbot", 2, [("masters_of_evil/ball_and_chain", 1)])]), (LIBRARY, [])],
             hand=["masters_of_evil/gain_the_upper_hand"])
    assert t.power("zapbot") == 4
    t.g.state.eot_power[t.id("zapbot")] = -1  # 3: in Gain the Upper Hand's reach
    t.play("gain_the_upper_hand")
    assert t.g.state.players[2].discard == [t.id("zapbot")]


def test_convergence_moves_your_character_and_gains_1_vp_with_4_characters_there():
    t = evil(bases=[(OASIS, [MAMBA]), (LIBRARY, [ABSORBING, ABSORBING, (KLAW, 2), ("robots/zapbot", 1)])],
             hand=["masters_of_evil/convergence"])
    t.play("convergence")
    assert t.picks() == {t.id(x) for x in ("black_mamba", "absorbing_man", "absorbing_man#2", "zapbot")}
    t.choose("black_mamba")  # only one other base: taken at once
    assert t.slot_of("black_mamba") == "the_great_library" and t.vp == [0, 1, 0]


def test_convergence_no_vp_with_3_characters_there():
    t = evil(bases=[(OASIS, [MAMBA]), (LIBRARY, [ABSORBING, (ABSORBING, 2), ("robots/zapbot", 1)])],
             hand=["masters_of_evil/convergence"])
    t.play("convergence").choose("black_mamba")
    assert t.slot_of("black_mamba") == "the_great_library" and t.vp == [0, 0, 0]


def test_gain_the_upper_hand_destroys_a_character_of_power_3_or_less():
    t = evil(bases=[(OASIS, ["robots/zapbot", "wizards/archmage", MAMBA]), (LIBRARY, [])],
             hand=["masters_of_evil/gain_the_upper_hand"])
    t.play("gain_the_upper_hand")
    assert t.picks() == {t.id("zapbot"), t.id("black_mamba")}  # not the Archmage (4)
    t.choose("zapbot")
    assert t.g.state.players[2].discard == [t.id("zapbot")]


def test_gain_the_upper_hand_without_a_character_of_power_3_or_less_does_nothing():
    t = evil(bases=[(OASIS, ["wizards/archmage", KLAW]), (LIBRARY, [])], hand=["masters_of_evil/gain_the_upper_hand"])
    t.play("gain_the_upper_hand")
    assert t.g.state.players[1].discard == [t.id("gain_the_upper_hand")] and t.pending.kind == "main"
    assert t.g.state.bases[0].minions == [t.id("archmage"), t.id("ulysses_klaw")]


def test_indestructible_form_other_players_cards_cannot_destroy_your_characters_there():
    def natural_selection_on(target: str) -> Table:
        t = evil(bases=[(OASIS, ["dinosaurs/king_rex", MAMBA, ("robots/zapbot", 2)]), (LIBRARY, [])],
                 base_actions={0: [("masters_of_evil/indestructible_form", 1)]},
                 hands=[["dinosaurs/natural_selection"], [], []], active=0)
        return t.play("natural_selection").choose(target)

    assert natural_selection_on("black_mamba").zone("black_mamba") == "base"
    t = natural_selection_on("zapbot")  # not player 1's: destroyed
    assert t.g.state.players[2].discard == [t.id("zapbot")]


def test_indestructible_form_your_own_cards_may_destroy_them():
    t = evil(bases=[(OASIS, [MAMBA]), (LIBRARY, [])], hand=["masters_of_evil/gain_the_upper_hand"],
             base_actions={0: [("masters_of_evil/indestructible_form", 1)]})
    t.play("gain_the_upper_hand")
    assert t.g.state.players[1].discard[0] == t.id("black_mamba")


def test_sonic_shockwave_destroys_a_character_weaker_than_your_total_there_and_gains_1_vp_if_it_had_5():
    t = evil(bases=[(OASIS, [KLAW, ABSORBING, "dinosaurs/laseratops", ("robots/warbot", 2), "robots/hoverbot"]),
                    (LIBRARY, ["wizards/archmage"])], hand=["masters_of_evil/sonic_shockwave"])
    t.g.state.eot_power[t.id("laseratops")] = 1  # 5
    t.g.state.eot_power[t.id("hoverbot")] = 3  # 6: not under your 6
    t.play("sonic_shockwave")
    assert t.picks() == {t.id("laseratops"), t.id("warbot")}  # under 6; none of yours; not at the Library
    t.choose("laseratops")
    assert t.g.state.players[0].discard == [t.id("laseratops")] and t.vp == [0, 1, 0]


def test_sonic_shockwave_no_vp_for_a_character_under_5():
    t = evil(bases=[(OASIS, [KLAW, ABSORBING, "dinosaurs/laseratops"]), (LIBRARY, [])],
             hand=["masters_of_evil/sonic_shockwave"])
    t.play("sonic_shockwave")
    assert t.zone("laseratops") == "discard" and t.vp == [0, 0, 0]


def test_sonic_shockwave_no_vp_when_the_character_is_not_destroyed():
    """Rulebook, "Résolution des cartes et des effets": « si vous choisissez Hawkeye sur la Tour des
    Avengers comme cible de votre Onde Sonique, vous ne gagnez pas 1 PV car Hawkeye n'est pas
    détruit. » (here a King Rex under Shell Game)."""
    t = evil(bases=[(OASIS, [KLAW, KLAW, ("dinosaurs/king_rex", 0, ["shapeshifters/shell_game"])]), (LIBRARY, [])],
             hand=["masters_of_evil/sonic_shockwave"])
    t.play("sonic_shockwave")  # King Rex (7) is under 8: chosen at once, not destroyed
    assert t.zone("king_rex") == "base" and t.vp == [0, 0, 0]


def test_world_domination_talent_gives_one_of_your_characters_there_2_power():
    t = evil(bases=[(OASIS, [MAMBA, ABSORBING, ("robots/zapbot", 2)]), (LIBRARY, [KLAW])],
             base_actions={0: [("masters_of_evil/world_domination", 1)]})
    t.talent("world_domination")
    assert t.picks() == {t.id("black_mamba"), t.id("absorbing_man")}
    t.choose("absorbing_man")
    assert t.power("absorbing_man") == 4
    assert Talent(t.id("world_domination")) not in t.options()  # once per turn


def test_world_domination_moves_onto_another_base_after_its_base_scores():
    t = evil(bases=[(OASIS, ["robots/warbot", "wizards/archmage", "robots/hoverbot", "tricksters/gremlin"]),
                    (LIBRARY, []), (BRAIN, [])], base_actions={0: [("masters_of_evil/world_domination", 1)]})
    t.finish()
    assert t.pending.player == 1 and t.pending.kind == "base"
    t.choose("the_central_brain")
    assert t.g.state.bases[2].actions == [t.id("world_domination")]


def test_world_domination_power_stays_after_the_card_is_destroyed():
    """Clarification (Docteur Octopus, Domination du Monde, Rediriger la Puissance): « Cet effet reste
    actif jusqu'à son expiration même si la carte à l'origine de l'effet est déplacée ou détruite. »"""
    t = evil(bases=[(OASIS, [MAMBA]), (LIBRARY, [])], hand=["tricksters/disenchant"],
             base_actions={0: [("masters_of_evil/world_domination", 1)]})
    t.talent("world_domination")  # the only character there: chosen at once
    t.play("disenchant")
    assert t.zone("world_domination") == "discard" and t.power("black_mamba") == 5
    assert not any(isinstance(a, Play) for a in t.options())
