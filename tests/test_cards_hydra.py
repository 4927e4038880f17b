"""Hydra (Smash Up: Marvel): every card, and the book's clarifications that name one.
Player 1 (Hydra + Kree) is active unless said; characters are minions."""

from table import Table

from rules import rng
from rules.actions import Pick, Talent

FACTIONS = [["ninjas", "dinosaurs"], ["hydra", "kree"], ["robots", "wizards"]]
# Bases whose abilities only act when they score.
FACTORY, MALL, OASIS = "base/factory_436_1337", "base/rhodes_plaza_mall", "base/jungle_oasis"
DECK = ["kree/call_for_backup"] * 6


def named(card: str, label: str) -> dict:
    return {"card": card, "label": label}


def hydra(hand: list | None = None, bases: list | None = None, deck: list | None = None,
          discard: list | None = None, active: int = 1, **kw) -> Table:
    kw.setdefault("hands", [[], hand or [], []])
    kw.setdefault("decks", [["ninjas/shinobi"] * 3, DECK if deck is None else deck, ["wizards/neophyte"] * 3])
    kw.setdefault("discards", [[], discard or [], []])
    return Table(factions=FACTIONS, bases=bases or [(FACTORY, []), (MALL, [])], active=active, **kw)


def hand_size(t: Table, p: int = 1) -> int:
    return len(t.g.state.players[p].hand)


def offered(t: Table) -> set[int]:
    return {a.value for a in t.options() if isinstance(a, Pick)}


# --- Red Skull ---------------------------------------------------------------------------------
def test_red_skull_draws_when_a_character_you_control_is_destroyed():
    t = hydra(bases=[(FACTORY, ["hydra/red_skull", "hydra/arnim_zola", "robots/zapbot"]), (MALL, [])],
              hands=[["ninjas/ninja_master"], [], []], active=0)
    t.play("ninja_master", base="factory_436_1337").choose("arnim_zola")
    assert t.zone("arnim_zola") == "discard" and hand_size(t) == 1  # on another player's turn too
    t2 = hydra(bases=[(FACTORY, ["hydra/red_skull", "robots/zapbot"]), (MALL, [])],
               hands=[["ninjas/ninja_master"], [], []], active=0)
    t2.play("ninja_master", base="factory_436_1337").choose("zapbot")
    assert t2.zone("zapbot") == "discard"
    assert hand_size(t2, 1) == hand_size(t2, 2) == 0  # not another player's character


def test_red_skull_talent_destroys_a_character_you_control_to_draw():
    t = hydra(bases=[(FACTORY, ["hydra/red_skull", "hydra/hydra_agent"]), (MALL, [])])
    t.talent("red_skull").choose("hydra_agent")
    # 1 for the Talent, 1 for the ongoing (the Agent's extras find no character in hand).
    assert t.zone("hydra_agent") == "discard" and hand_size(t) == 2 and t.zone("red_skull") == "base"
    assert Talent(t.id("red_skull")) not in t.options()  # once a turn


def test_red_skull_clarification_destroying_himself_still_draws_two_cards():
    """Crâne Rouge : Utiliser ce Talent vous permet de piocher deux cartes, une pour le Talent et une
    pour l'effet Permanent. Crâne Rouge peut se détruire lui-même et néanmoins piocher deux cartes.
    (Résolution des cartes : si vous utilisez l'effet de Crâne Rouge sur lui-même, vous piochez
    quand même des cartes.)"""
    t = hydra(bases=[(FACTORY, ["hydra/red_skull", "robots/zapbot"]), (MALL, [])])
    t.talent("red_skull")  # his controller's only character: taken at once
    assert t.zone("red_skull") == "discard" and hand_size(t) == 2
    assert t.g.state.players[1].deck == [t.id(f"call_for_backup#{k}") for k in range(3, 7)]


# --- Baron Strucker ----------------------------------------------------------------------------
def test_baron_strucker_destroys_one_of_yours_then_moves_up_to_2_of_yours_to_his_base():
    t = hydra(bases=[(FACTORY, ["hydra/baron_strucker", "hydra/arnim_zola"]),
                     (MALL, ["hydra/madame_hydra", "hydra/arnim_zola", "robots/zapbot"]),
                     (OASIS, ["hydra/arnim_zola"])])
    t.talent("baron_strucker").choose("arnim_zola")
    assert t.zone("arnim_zola") == "discard"
    # Yours, from the other bases (not the robot, not what is already at his base).
    assert offered(t) == {t.id("madame_hydra"), t.id("arnim_zola#2"), t.id("arnim_zola#3")}
    t.choose("madame_hydra", "arnim_zola#3")  # up to 2: the second ends it
    assert t.slot_of("madame_hydra") == t.slot_of("arnim_zola#3") == "factory_436_1337"
    assert t.slot_of("arnim_zola#2") == "rhodes_plaza_mall" and t.pending.kind == "main"


def test_baron_strucker_moves_nothing_when_the_character_was_not_destroyed():
    t = hydra(bases=[(FACTORY, ["hydra/baron_strucker", ("robots/warbot", 1)]), (MALL, ["hydra/madame_hydra"])])
    t.talent("baron_strucker").choose("warbot")  # Warbot can't be destroyed: nothing was paid
    assert t.zone("warbot") == "base" and t.slot_of("madame_hydra") == "rhodes_plaza_mall"
    assert t.pending.kind == "main"


def test_baron_strucker_and_two_more_shall_take_its_place_clarification_after_destroyed_is_ordered():
    """Baron Strucker, Il en Repoussera Deux : La mention « Après qu'il a été détruit » est déclenchée
    par le « Détruisez » qui précède. Ainsi, il peut être résolu avant ou après d'autres effets
    déclenchés par la destruction. Baron Strucker peut notamment détruire un Agent d'Hydra, jouer ses
    Personnages supplémentaires et les déplacer sur sa Base."""
    t = hydra(bases=[(FACTORY, ["hydra/baron_strucker"]), (MALL, [named("hydra/hydra_agent", "agent")])],
              hand=["hydra/arnim_zola", named("hydra/hydra_agent", "agent2"), "hydra/madame_hydra"])
    t.talent("baron_strucker").choose("agent")
    assert t.pending.kind == "order" and t.pending.player == 1  # the active player orders them
    t.choose("agent")  # the Agent's extras first
    assert offered(t) == {t.id("arnim_zola"), t.id("agent2")}  # power 2 or less
    t.choose("arnim_zola", "agent2")  # on the Agent's base: the only one they may go to
    assert t.slot_of("arnim_zola") == t.slot_of("agent2") == "rhodes_plaza_mall"
    assert offered(t) == {t.id("arnim_zola"), t.id("agent2")}  # then Strucker moves them
    t.choose("arnim_zola", "agent2")
    assert t.slot_of("arnim_zola") == t.slot_of("agent2") == "factory_436_1337"
    assert t.g.state.minion_plays == 1  # extras: the turn's own play is still there
    # Il en Repoussera Deux: its extras and a destroyed Agent's are ordered the same way.
    t2 = hydra(bases=[(FACTORY, ["hydra/red_skull"]), (MALL, ["hydra/hydra_agent"])],
               hand=["hydra/two_more_shall_take_its_place", "hydra/arnim_zola"])
    t2.play("two_more_shall_take_its_place").choose("hydra_agent")
    assert t2.pending.kind == "order"
    assert offered(t2) == {t2.id("hydra_agent"), t2.id("red_skull"), t2.id("two_more_shall_take_its_place")}


def test_baron_strucker_moves_his_2_characters_together_clarification_america_chavez():
    """America Chavez : Lorsque ce Personnage est déplacé en même temps que d'autres Personnages
    (exemple : Atterrissage Héroïque), sa Force est augmentée de 1 pour chaque autre Personnage
    déplacé de la même Base, mais pas pour ceux déplacés vers la même Base dans la mesure où il
    n'était pas encore arrivé sur cette Base."""
    t = Table(factions=[["ninjas", "dinosaurs"], ["hydra", "ultimates"], ["robots", "wizards"]], active=1,
              bases=[(FACTORY, ["hydra/baron_strucker", "hydra/madame_hydra"]), (MALL, ["ultimates/america_chavez"]),
                     (OASIS, ["hydra/arnim_zola"])])
    t.talent("baron_strucker").choose("madame_hydra")
    t.choose("america_chavez", "arnim_zola")  # she is picked first, the Zola comes from another base
    assert t.slot_of("america_chavez") == t.slot_of("arnim_zola") == "factory_436_1337"
    assert t.power("america_chavez") == 3  # neither left her base with her: no +1


# --- Madame Hydra ------------------------------------------------------------------------------
def test_madame_hydra_talent_destroys_one_of_yours_for_plus_2_power_until_end_of_turn():
    t = hydra(bases=[(FACTORY, ["hydra/madame_hydra", "hydra/arnim_zola"]), (MALL, [])])
    t.talent("madame_hydra").choose("arnim_zola")
    assert t.zone("arnim_zola") == "discard" and t.power("madame_hydra") == 6
    t.finish().until_next_turn()
    assert t.power("madame_hydra") == 4


def test_madame_hydra_gets_nothing_when_no_character_was_destroyed():
    t = hydra(bases=[(FACTORY, ["hydra/madame_hydra", ("robots/warbot", 1)]), (MALL, [])])
    t.talent("madame_hydra").choose("warbot")
    assert t.zone("warbot") == "base" and t.power("madame_hydra") == 4  # « Pour »: not paid, no +2
    t2 = hydra(bases=[(FACTORY, ["hydra/madame_hydra"]), (MALL, [])])
    t2.talent("madame_hydra")
    assert t2.zone("madame_hydra") == "discard"  # herself: paid, and nothing left to get +2


# --- Arnim Zola --------------------------------------------------------------------------------
def test_arnim_zola_gets_plus_1_for_each_other_character_of_yours_here_of_power_2_or_less():
    t = hydra(bases=[(FACTORY, ["hydra/arnim_zola", "hydra/hydra_agent", "hydra/arnim_zola", "hydra/madame_hydra",
                                ("hydra/hydra_agent", 0), "robots/zapbot"]),
                     (MALL, ["hydra/hydra_agent"])])
    # The other Zola and the Agent (printed 2) count; Madame Hydra (4), an Agent another player
    # controls, a robot and an Agent at another base do not.
    assert t.power("arnim_zola") == 4 and t.power("arnim_zola#2") == 4
    assert t.power("hydra_agent#2") == 2


def test_arnim_zola_clarification_printed_power_counts():
    """Arnim Zola : Les Personnages ayant une Force inscrite de 2 ou moins aident cette carte même si
    des effets font que leur Force actuelle est supérieure."""
    t = hydra(bases=[(FACTORY, ["hydra/arnim_zola", ("hydra/hydra_agent", 1, ["dinosaurs/upgrade"])]), (MALL, [])])
    assert t.power("hydra_agent") == 4 and t.power("arnim_zola") == 3


# --- Hydra Agent -------------------------------------------------------------------------------
def test_hydra_agent_destroyed_plays_up_to_2_characters_of_power_2_or_less_on_its_base():
    t = hydra(bases=[(FACTORY, ["hydra/baron_strucker", named("hydra/hydra_agent", "agent")]), (MALL, [])],
              hand=["hydra/arnim_zola", named("hydra/hydra_agent", "agent2"), "hydra/madame_hydra"])
    t.talent("baron_strucker").choose("agent")
    assert offered(t) == {t.id("arnim_zola"), t.id("agent2")}  # not Madame Hydra: power 4
    t.choose("arnim_zola", "agent2")  # on the Agent's base: no base asked
    assert t.slot_of("arnim_zola") == t.slot_of("agent2") == "factory_436_1337"
    assert t.g.state.minion_plays == 1 and t.pending.kind == "main"


def test_hydra_agent_destroyed_on_another_players_turn_plays_them_at_once_or_not_at_all():
    t = hydra(bases=[(FACTORY, [named("hydra/hydra_agent", "agent"), "robots/zapbot"]), (MALL, [])],
              hands=[["ninjas/ninja_master"], ["hydra/arnim_zola", named("hydra/hydra_agent", "agent2")], []],
              active=0)
    t.play("ninja_master", base="factory_436_1337").choose("agent")
    assert t.pending.player == 1
    t.choose("arnim_zola").pass_()
    assert t.slot_of("arnim_zola") == "factory_436_1337" and t.zone("agent2") == "hand"
    assert t.g.state.extras == [] and t.pending.player == 0  # the one passed is gone


def test_hydra_agent_extras_go_to_its_controller_not_its_owner():
    agent = {**named("hydra/hydra_agent", "agent"), "controller": 2}  # player 1's card, player 2's to use
    t = hydra(bases=[(FACTORY, [agent, "ninjas/shinobi"]), (MALL, [])],
              hands=[["ninjas/ninja_master"], ["hydra/arnim_zola"], ["robots/zapbot", "robots/warbot"]], active=0)
    t.play("ninja_master", base="factory_436_1337").choose("agent")
    assert t.g.state.players[1].discard == [t.id("agent")] and t.pending.player == 2  # its owner's pile
    assert offered(t) == {t.id("zapbot")}  # power 2 or less: not the Warbot
    t.choose("zapbot")  # nothing else fits: no second question
    assert t.slot_of("zapbot") == "factory_436_1337" and t.zone("arnim_zola") == "hand"
    assert t.pending.player == 0 and t.pending.kind == "main"


def test_hydra_agent_rule_annuler_destroyed_with_its_abilities_cancelled_plays_nothing():
    """Termes et restrictions, Annuler : « L'effet ciblé est considéré comme n'ayant jamais existé. »
    Webbed Up cancels the Agent's abilities up to the moment it leaves play: no extras."""
    t = Table(factions=[["spider_verse", "ninjas"], ["hydra", "kree"], ["robots", "wizards"]], active=0,
              hands=[["ninjas/ninja_master"], ["hydra/arnim_zola"], []], decks=[[], DECK, []],
              bases=[(FACTORY, [("hydra/hydra_agent", 1, [("spider_verse/webbed_up", 0)]), "hydra/red_skull"]),
                     (MALL, [])])
    t.play("ninja_master", base="factory_436_1337").choose("hydra_agent")
    assert t.zone("hydra_agent") == "discard" and t.zone("arnim_zola") == "hand"
    assert hand_size(t) == 2 and t.pending.player == 0  # only Red Skull's draw


def test_hydra_agent_and_two_more_shall_take_its_place_clarification_extras_may_wait():
    """Agent Coulson, Agent d'Hydra, ..., Il en Repoussera Deux, ... : Bien qu'il y ait des
    contraintes pour les cartes supplémentaires jouées, vous pouvez choisir de les jouer plus tard
    lors de la même phase « Jouer des cartes » (elles n'indiquent pas de cartes spécifiques, comme le
    fait Flèches d'Hawkeye par exemple)."""
    t = hydra(bases=[(FACTORY, ["hydra/madame_hydra"]), (MALL, [named("hydra/hydra_agent", "agent")])],
              hand=["hydra/two_more_shall_take_its_place", "hydra/arnim_zola", "kree/kree_sentry",
                    named("hydra/hydra_agent", "agent2")])
    t.play("two_more_shall_take_its_place").choose("agent")
    t.choose("two_more_shall_take_its_place").pass_()  # its extras first: kept for later
    t.pass_()  # the Agent's too
    assert t.pending.kind == "main" and t.pending.player == 1
    t.play("arnim_zola", base="rhodes_plaza_mall")  # later in the phase, on that base
    t.play("kree_sentry", base="factory_436_1337")  # elsewhere: the turn's own minion play
    assert t.g.state.minion_plays == 0
    assert t.can_play("agent2", base="rhodes_plaza_mall") and not t.can_play("agent2", base="factory_436_1337")
    t.play("agent2", base="rhodes_plaza_mall")
    assert t.slot_of("arnim_zola") == t.slot_of("agent2") == "rhodes_plaza_mall"


# --- Fanatical Devotion ------------------------------------------------------------------------
def test_fanatical_devotion_plus_2_to_your_characters_here_once_one_of_yours_was_destroyed_here():
    t = hydra(bases=[(FACTORY, ["hydra/red_skull", "hydra/madame_hydra", "hydra/arnim_zola", "robots/zapbot"]),
                     (MALL, ["hydra/hydra_agent"])],
              hand=["hydra/hail_hydra"], base_actions={0: ["hydra/fanatical_devotion"]})
    assert t.power("madame_hydra") == 4  # nothing destroyed here this turn
    t.play("hail_hydra").choose("hydra_agent")  # destroyed at another base: no
    assert t.power("madame_hydra") == 4
    t.talent("red_skull").choose("arnim_zola")
    assert t.power("madame_hydra") == 6 and t.power("red_skull") == 7 and t.power("zapbot") == 2
    t.finish().until_next_turn()
    assert t.g.state.active == 2 and t.power("madame_hydra") == 4  # "this turn"


def test_fanatical_devotion_not_for_another_players_character_destroyed_there():
    t = hydra(bases=[(FACTORY, ["hydra/madame_hydra", "robots/zapbot"]), (MALL, [])],
              hands=[["ninjas/ninja_master"], [], []], base_actions={0: ["hydra/fanatical_devotion"]}, active=0)
    t.play("ninja_master", base="factory_436_1337").choose("zapbot")
    assert t.zone("zapbot") == "discard" and t.power("madame_hydra") == 4


def test_fanatical_devotion_clarification():
    """Dévotion Fanatique : Cela affecte vos Personnages sur cette Base, qu'ils y soient déjà ou qu'ils
    y soient joués plus tard. Cela n'affecte plus un Personnage qui est déplacé hors de cette Base.
    Son effet s'arrête également si cette carte est déplacée ou détruite. Détruire plus d'un
    Personnage sur cette Base lors d'un même tour ne déclenche pas cet effet à nouveau."""
    t = hydra(bases=[(FACTORY, ["hydra/madame_hydra", "hydra/arnim_zola", named("hydra/hydra_agent", "agent")]),
                     (MALL, ["hydra/baron_strucker"])],
              hand=["hydra/hail_hydra", named("hydra/hydra_agent", "agent2")],
              base_actions={0: ["hydra/fanatical_devotion"]})
    t.play("hail_hydra").choose("arnim_zola")
    assert t.power("madame_hydra") == 6 and t.power("agent") == 4
    t.play("agent2", base="factory_436_1337")
    assert t.power("agent2") == 4  # played there later
    t.talent("baron_strucker").choose("agent")  # a second one destroyed there this turn...
    t.choose("madame_hydra").pass_()  # ...and Madame Hydra moved away
    assert t.power("agent2") == 4  # +2 once, not +4
    assert t.slot_of("madame_hydra") == "rhodes_plaza_mall" and t.power("madame_hydra") == 4
    t.e.destroy_action(t.id("fanatical_devotion"))
    assert t.power("agent2") == 2  # gone with the card


FOUR = [["ninjas", "dinosaurs"], ["hydra", "kree"], ["robots", "wizards"], ["pirates", "aliens"]]
DEVOTION = "hydra/fanatical_devotion"


def test_fanatical_devotion_is_a_trigger_its_card_in_play_when_yours_is_destroyed_there():
    """Book, « Résolution des cartes »: « il faut que sa carte soit en jeu lorsque ce déclencheur
    survient ». A character of yours destroyed there before it came gives nothing; one destroyed
    after, +2 for the turn to your characters there (not another player's)."""
    t = Table(factions=FOUR, active=1, hands=[[], [DEVOTION, "kree/ronan_the_accuser", "hydra/hail_hydra"], [], []],
              decks=[[], DECK * 2, [], []],
              bases=[(FACTORY, ["hydra/red_skull", "hydra/madame_hydra", "hydra/arnim_zola", ("robots/zapbot", 2)]),
                     (MALL, [])])
    t.talent("red_skull").choose("arnim_zola")
    t.play("fanatical_devotion", base="factory_436_1337")
    assert t.zone("arnim_zola") == "discard" and t.power("madame_hydra") == 4  # destroyed before it came
    t.play("ronan_the_accuser", base="rhodes_plaza_mall").play("hail_hydra").choose("red_skull")
    assert t.power("madame_hydra") == 6 and t.power("zapbot") == 2
    t.finish().until_next_turn()
    assert t.g.state.active == 2 and t.power("madame_hydra") == 4  # for the turn


def test_fanatical_devotion_stops_when_moved_and_brings_nothing_to_its_new_base():
    """Clarification: « Son effet s'arrête également si cette carte est déplacée »; a character of
    yours destroyed on the base it moves to, before it came, triggers nothing there."""
    t = Table(factions=[["ninjas", "dinosaurs"], ["hydra", "sinister_six"], ["robots", "wizards"],
                        ["pirates", "aliens"]],
              active=1, hands=[[], ["sinister_six/move_the_goods"], [], []], decks=[[], DECK, [], []],
              bases=[(FACTORY, ["hydra/red_skull", "hydra/madame_hydra", "hydra/arnim_zola"]),
                     (MALL, ["sinister_six/vulture", "sinister_six/green_goblin", ("robots/zapbot", 2)])],
              base_actions={0: [(DEVOTION, 1)]})
    t.talent("red_skull").choose("vulture")  # at the Mall, where Devotion is not
    assert t.power("green_goblin") == 3 and t.power("madame_hydra") == 4
    t.talent("madame_hydra").choose("arnim_zola")  # at the Factory: triggered (+2), and her own +2
    assert t.power("madame_hydra") == 4 + 2 + 2
    t.play("move_the_goods")  # the only base modifier, to the only other base
    assert t.slot_of("fanatical_devotion") == "rhodes_plaza_mall"
    assert t.power("madame_hydra") == 4 + 2 and t.power("green_goblin") == 3


def test_fanatical_devotion_back_in_play_waits_for_a_new_trigger():
    """Clarification: its effect stops when the card leaves play; played again the same turn, it is
    a new card in play that no destruction has triggered yet."""
    t = Table(factions=FOUR, active=1, hands=[[], [], [], []], decks=[[], DECK, [], []],
              bases=[(FACTORY, ["hydra/red_skull", "hydra/madame_hydra", "hydra/arnim_zola"]), (MALL, [])],
              base_actions={0: [(DEVOTION, 1)]})
    t.talent("red_skull").choose("arnim_zola")
    assert t.power("madame_hydra") == 6
    devotion = t.id("fanatical_devotion")
    assert t.e.return_to_hand(devotion)
    assert list(t.e.play(1, devotion, t.slot("factory_436_1337"))) == []  # played again: nothing asked
    assert t.e.slot_of(devotion) == t.slot("factory_436_1337") and t.power("madame_hydra") == 4


# --- actions -----------------------------------------------------------------------------------
def test_hail_hydra_destroys_one_of_yours_to_draw_as_many_cards_as_its_power():
    t = hydra(bases=[(FACTORY, ["hydra/arnim_zola", "hydra/madame_hydra", "hydra/hydra_agent"]), (MALL, [])],
              hand=["hydra/hail_hydra"])
    assert t.power("arnim_zola") == 3
    t.play("hail_hydra").choose("arnim_zola")
    assert t.zone("arnim_zola") == "discard" and hand_size(t) == 3  # its power as it went: 3, not 2
    t2 = hydra(bases=[(FACTORY, [("robots/warbot", 1)]), (MALL, [])], hand=["hydra/hail_hydra"])
    t2.play("hail_hydra")
    assert t2.zone("warbot") == "base" and hand_size(t2) == 0  # not destroyed: no card


def test_hour_of_destiny_finds_up_to_2_characters_of_power_2_or_less_in_your_deck():
    deck = ["hydra/madame_hydra", "hydra/hydra_agent", "kree/call_for_backup", "hydra/arnim_zola",
            "kree/kree_sentry", "kree/battle_rage", "kree/speed_up", "kree/minn_erva"]
    t = hydra(hand=["hydra/hour_of_destiny"], deck=deck)
    seed = t.g.state.rng
    t.play("hour_of_destiny")
    assert offered(t) == {t.id("hydra_agent"), t.id("arnim_zola"), t.id("kree_sentry")}
    t.choose("arnim_zola", "kree_sentry")  # the second ends it
    assert sorted(t.hand(1)) == ["hydra/arnim_zola", "kree/kree_sentry"]
    rest = [t.id(x) for x in ("madame_hydra", "hydra_agent", "call_for_backup", "battle_rage", "speed_up", "minn_erva")]
    rng.shuffle(seed, expected := list(rest))
    assert t.g.state.players[1].deck == expected != rest
    assert [e.card for e in t.g.state.log if e.kind == "reveal"] == [t.id("arnim_zola"), t.id("kree_sentry")]


def test_hour_of_destiny_searches_the_discard_pile_when_the_deck_is_empty():
    t = hydra(hand=["hydra/hour_of_destiny"], deck=[], discard=["hydra/hydra_agent"])
    t.play("hour_of_destiny").choose("hydra_agent")
    assert t.zone("hydra_agent") == "hand"


def test_reactivate_agents_takes_up_to_2_characters_of_power_2_or_less_from_your_discard_pile():
    t = hydra(hand=["hydra/reactivate_agents"],
              discard=["hydra/madame_hydra", "hydra/hydra_agent", "hydra/arnim_zola", "kree/kree_sentry"])
    t.play("reactivate_agents")
    assert offered(t) == {t.id("hydra_agent"), t.id("arnim_zola"), t.id("kree_sentry")}
    t.choose("hydra_agent", "kree_sentry")
    assert sorted(t.hand(1)) == ["hydra/hydra_agent", "kree/kree_sentry"]
    assert t.g.state.players[1].discard == [t.id(x) for x in ("madame_hydra", "arnim_zola", "reactivate_agents")]


def test_secret_reserves_shuffles_any_characters_of_power_2_or_less_from_your_discard_pile_into_your_deck():
    t = hydra(hand=["hydra/secret_reserves"], deck=["kree/speed_up", "kree/battle_rage"],
              discard=["hydra/madame_hydra", "hydra/hydra_agent", "hydra/arnim_zola", "kree/kree_sentry"])
    t.play("secret_reserves")
    assert offered(t) == {t.id("hydra_agent"), t.id("arnim_zola"), t.id("kree_sentry")}
    t.choose("hydra_agent", "arnim_zola").pass_()
    assert t.g.state.players[1].discard == [t.id("madame_hydra"), t.id("kree_sentry"), t.id("secret_reserves")]
    assert sorted(t.g.state.players[1].deck) == sorted(t.id(x) for x in ("speed_up", "battle_rage", "hydra_agent",
                                                                         "arnim_zola"))


def test_two_more_shall_take_its_place_destroys_one_of_yours_then_2_extras_on_that_base():
    t = hydra(bases=[(FACTORY, ["hydra/red_skull"]), (MALL, ["hydra/madame_hydra"])],
              hand=["hydra/two_more_shall_take_its_place", "hydra/arnim_zola", "kree/kree_sentry", "kree/minn_erva"])
    t.play("two_more_shall_take_its_place").choose("madame_hydra")
    assert offered(t) == {t.id("arnim_zola"), t.id("kree_sentry")}  # not Minn-Erva: power 4
    t.choose("arnim_zola", "kree_sentry")
    assert t.slot_of("arnim_zola") == t.slot_of("kree_sentry") == "rhodes_plaza_mall"
    assert t.g.state.minion_plays == 1 and t.zone("two_more_shall_take_its_place") == "discard"
