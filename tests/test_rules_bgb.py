"""The Big Geek Box book on +1 power counters ("Marqueurs Force +1", page 7), Talents (page 5) and
burying ("Enterrer", page 8): one test per statement that concerns our cards, the book's sentence in
the docstring (more in test_rules_mechanics.py). Three players, player 2 active, unless said. Our
copy of the book ends on page 8: its "Termes et restrictions", "Ajustement de certaines cartes" and
"Clarifications" pages are not in it."""

from table import Table

from rules.actions import Play, Talent, Use

# Player 2 plays the cards under test; players 0 and 1 own what is in the way.
THREE = [["aliens", "dinosaurs"], ["robots", "wizards"], ["ninjas", "time_travelers"]]
OASIS, PITS = "base/jungle_oasis", "base/tar_pits"


def table(**kw) -> Table:
    kw.setdefault("bases", [(OASIS, []), (PITS, [])])
    return Table(factions=THREE, active=kw.pop("active", 2), **kw)


def counters(card: str, n: int) -> dict:
    return {"card": card, "power_counters": n}


# --- +1 power counters -------------------------------------------------------------------------
def test_counters_make_a_minion_that_power_for_every_effect():
    """« Chaque marqueur Force +1 sur une Créature augmente la Force de cette Créature de 1 tant qu'il
    est présent sur cette Créature. Par exemple, une Créature de Force 2 possédant 3 marqueurs
    Force +1 est considérée comme une Créature de Force 5. » — Seeing Stars (power 3 or less) may
    take a Collector with one counter (3), not one with two (4)."""
    t = table(bases=[(OASIS, [counters("aliens/collector", 1), counters("aliens/collector", 2)]), (PITS, [])],
              hands=[[], [], ["ninjas/seeing_stars"]])
    assert t.power("collector") == 3 and t.power("collector#2") == 4
    t.play("seeing_stars")  # one minion of power 3 or less: taken at once
    assert t.g.state.players[0].discard == [t.id("collector")]
    assert t.g.state.bases[0].minions == [t.id("collector#2")]
    t.e.add_counters(t.id("collector#2"), 1)
    assert t.power("collector#2") == 5  # the book's example: power 2 with 3 counters is power 5


def test_counters_count_in_their_controllers_total_on_the_base():
    """« Chaque marqueur Force +1 sur une Créature augmente la Force de cette Créature de 1 » — and so
    its controller's total at the base: here they make the Tar Pits (16) score, Collector first."""
    t = table(bases=[(PITS, [counters("aliens/collector", 5), ("robots/warbot", 1), ("robots/zapbot", 1),
                             ("ninjas/ninja_master", 2)]), (OASIS, [])],
              decks=[["aliens/invader"] * 2, ["robots/zapbot"] * 2, ["ninjas/shinobi"] * 2])
    assert t.e.power_by_player(0) == [7, 6, 5] and t.e.total_power(0) == 18
    t.finish()
    assert t.vp == [4, 3, 2]
    assert t.g.state.players[0].discard == [t.id("collector")] and t.g.state.counters == {}


def test_counters_stay_on_a_minion_that_moves_to_another_base():
    """« Chaque marqueur Force +1 sur une Créature augmente la Force de cette Créature de 1 tant qu'il
    est présent sur cette Créature. » — moving is not leaving play: they come along."""
    t = table(bases=[(OASIS, [counters("ninjas/shinobi", 2)]), (PITS, [])], hands=[[], [], ["ninjas/way_of_deception"]])
    t.play("way_of_deception")  # its only minion, to the only other base
    assert t.g.state.bases[1].minions == [t.id("shinobi")]
    assert t.e.total_power(1) == 5 and t.e.total_power(0) == 0


def test_counters_are_removed_when_their_minion_leaves_play():
    """« Lorsqu'une carte quitte le jeu, retirez tous les marqueurs Force +1 qui y sont présents. » —
    destroyed, or returned to the hand and played again at once: it comes back bare (scored away:
    the test above)."""
    t = table(bases=[(OASIS, [counters("aliens/collector", 1), counters("dinosaurs/war_raptor", 2)]),
                     (PITS, [counters("ninjas/ninja_acolyte", 2)])],
              hands=[[], [], ["ninjas/seeing_stars"]])
    t.play("seeing_stars")  # the one minion of power 3 or less
    assert t.g.state.players[0].discard == [t.id("collector")]
    assert t.g.state.counters == {t.id("war_raptor"): 2, t.id("ninja_acolyte"): 2}
    t.use("ninja_acolyte")  # back to the hand, then replayed at once (mandatory): itself, the only minion
    assert t.g.state.bases[1].minions == [t.id("ninja_acolyte")]
    assert t.power("ninja_acolyte") == 2 and t.g.state.counters == {t.id("war_raptor"): 2}


def test_a_transferred_counter_counts_for_its_new_minion_only():
    """« Si un marqueur Force +1 est transféré, son effet ne s'applique plus à la carte sur laquelle
    il était et affecte désormais la nouvelle carte. »"""
    t = table(bases=[(OASIS, [counters("aliens/collector", 2)]), (PITS, [("ninjas/shinobi", 2)])])
    assert t.e.move_counters(t.id("collector"), t.id("shinobi"), 1, src=t.id("shinobi")) == 1
    assert (t.power("collector"), t.power("shinobi")) == (3, 4)
    assert t.e.power_by_player(0)[0] == 3 and t.e.power_by_player(1)[2] == 4


def test_counters_on_actions_bases_or_buried_cards_have_no_effect():
    """« Les marqueurs Force +1 sur des Actions, des Bases ou des cartes enterrées sont sans effet à
    moins que cela ne soit explicitement indiqué. » — none of our cards says so: none goes there."""
    t = table(bases=[(OASIS, []), (PITS, [])], base_actions={0: ["dinosaurs/wildlife_preserve"]},
              hands=[[], [], ["ninjas/shinobi"]])
    t.e.bury(2, t.id("shinobi"), 1)
    for card in ("wildlife_preserve", "shinobi", "jungle_oasis"):
        assert not t.e.add_counters(t.id(card), 1)
    assert t.g.state.counters == {} and t.e.total_power(0) == t.e.total_power(1) == 0


# --- Talents -----------------------------------------------------------------------------------
def talents(t: Table) -> set[int]:
    return {a.card for a in t.options() if isinstance(a, Talent)}


def test_a_talent_is_not_applied_when_its_minion_is_played():
    """« Pour jouer une Créature, choisissez une Base et placez la carte Créature sur le côté de la
    Base [...]. Appliquez ensuite l'effet de la carte (les cartes Spécial ou Talent sont des cas
    particuliers [...]). » — playing Time Raider asks nothing; its Talent is then there to use."""
    t = table(hands=[[], [], ["time_travelers/time_raider"]], discards=[[], [], ["ninjas/shinobi"]])
    t.play("time_raider", base="tar_pits")
    assert t.pending.kind == "main" and t.g.state.players[2].discard == [t.id("shinobi")]
    assert talents(t) == {t.id("time_raider")}
    t.talent("time_raider")  # the one card in the discard pile: taken at once
    assert t.g.state.players[2].deck == [t.id("shinobi")] and t.g.state.players[2].discard == []


def test_a_talent_is_used_once_per_turn_each_and_only_on_its_controllers_turn():
    """« Un effet « Talent » ne peut être utilisé qu'une fois lors de cette phase à chacun de vos
    tours. » — each Time Raider once; none on the other players' turns; again on the next one."""
    t = table(bases=[(OASIS, ["time_travelers/time_raider", "time_travelers/time_raider"]), (PITS, [])],
              discards=[[], [], ["ninjas/shinobi", "ninjas/shinobi"]],
              decks=[["aliens/invader"] * 4, ["robots/zapbot"] * 4, ["ninjas/seeing_stars"] * 4])
    t.talent("time_raider").choose("shinobi")
    assert talents(t) == {t.id("time_raider#2")}  # the other copy's Talent is its own
    t.talent("time_raider#2")
    assert talents(t) == set() and t.g.state.players[2].deck[-2:] == [t.id("shinobi"), t.id("shinobi#2")]
    t.finish()
    assert t.g.state.active == 0 and talents(t) == set()
    t.finish().finish()
    assert t.g.state.active == 2 and talents(t) == {t.id("time_raider"), t.id("time_raider#2")}


def test_on_your_turn_means_your_play_cards_phase_ninja_acolyte_and_talents():
    """« Un effet « Talent » ne peut être utilisé qu'une fois lors de cette phase à chacun de vos
    tours (voir page 11). Ainsi, « à votre tour » signifie pendant votre phase « Jouer des cartes ». »
    — when a base scores on your turn, the Me First! window offers neither a Talent nor Ninja
    Acolyte's "during your turn" Special."""
    t = table(bases=[(PITS, [("robots/warbot", 1), ("robots/warbot", 1), ("robots/warbot", 1),
                             ("aliens/supreme_overlord", 0)]),
                     (OASIS, ["time_travelers/time_raider", "ninjas/ninja_acolyte"])],
              hands=[[], [], ["ninjas/shinobi"]], discards=[[], [], ["ninjas/seeing_stars"]],
              decks=[["aliens/invader"] * 2, ["robots/zapbot"] * 2, ["ninjas/seeing_stars"] * 2])
    assert talents(t) == {t.id("time_raider")} and Use(t.id("ninja_acolyte")) in t.options()
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.player == 2
    assert set(t.options()) == {Play(t.id("shinobi"), 0), t.pending.options[-1]}  # Shinobi, or pass
    t.pass_()
    assert t.vp == [3, 4, 0]


def test_a_talent_is_its_controllers_to_use_not_its_owners():
    """« Un effet « Talent » ne peut être utilisé qu'une fois lors de cette phase à chacun de vos
    tours. » — "your" turns are the controller's: player 2 uses the Time Raider player 0 owns, on
    player 2's own discard pile and deck. (The Marvel book's « Contrôle » says it outright: « Si vous
    prenez le contrôle d'une carte, c'est comme si vous étiez la personne qui l'avait jouée : [...]
    vous seul pouvez les utiliser ».)"""
    t = Table(factions=[["time_travelers", "aliens"], ["robots", "wizards"], ["ninjas", "dinosaurs"]], active=2,
              bases=[(OASIS, [("time_travelers/time_raider", 2)]), (PITS, [])],
              discards=[["aliens/collector"], [], ["ninjas/shinobi"]],
              decks=[["aliens/invader"] * 4, ["robots/zapbot"] * 4, ["ninjas/seeing_stars"] * 4])
    t.talent("time_raider")  # player 2's one discarded card: taken at once
    assert t.g.state.players[2].deck[-1] == t.id("shinobi") and t.g.state.players[0].discard == [t.id("collector")]
    t.finish()
    assert t.g.state.active == 0 and talents(t) == set()


# --- burying ("Enterrer", page 8: Super Spies' Operative buries) ----------------------------------
def test_a_buried_card_is_not_affected_by_effects_on_minions_and_its_effects_do_not_trigger():
    """« Une carte enterrée n'est pas affectée par les effets ciblant les Créatures, les Actions ou
    tout autre type de carte. » « Les effets d'une carte enterrée ne peuvent pas être déclenchés tant
    qu'elle n'est pas dévoilée. » — Seeing Stars can't pick a buried minion, and a buried Wildlife
    Preserve protects nothing."""
    t = table(bases=[(OASIS, ["dinosaurs/war_raptor"]), (PITS, [])],
              hands=[["dinosaurs/war_raptor", "dinosaurs/wildlife_preserve"], [], ["ninjas/seeing_stars"]])
    in_play, buried = t.id("war_raptor#2"), t.id("war_raptor")  # hands are labelled before bases
    t.e.bury(0, buried, 0)
    t.e.bury(0, t.id("wildlife_preserve"), 0)
    assert t.e.power(in_play) == 3  # 2, +1 for itself: the buried War Raptor adds nothing
    t.play("seeing_stars")  # the one minion it may destroy: taken at once
    assert t.g.state.players[0].discard == [in_play]
    assert t.g.state.bases[0].buried == [buried, t.id("wildlife_preserve")]


def test_one_buried_card_may_be_revealed_at_the_start_of_its_controllers_turn():
    """« Dévoiler : Chaque joueur peut dévoiler l'une de ses cartes enterrées au début de son
    tour. » — one, not each: with two buried, player 0 is asked once, then plays."""
    t = table(bases=[(OASIS, []), (PITS, [])], hands=[["dinosaurs/king_rex", "dinosaurs/howl"], [], []],
              decks=[["aliens/invader"] * 2, ["robots/zapbot"] * 2, ["ninjas/seeing_stars"] * 2])
    t.e.bury(0, t.id("king_rex"), 0)
    t.e.bury(0, t.id("howl"), 1)
    t.finish()
    assert t.g.state.active == 0 and t.pending.player == 0 and t.pending.optional
    t.choose("king_rex")
    assert t.g.state.bases[0].minions == [t.id("king_rex")] and t.g.state.bases[1].buried == [t.id("howl")]
    assert t.pending.kind == "main"


def test_a_revealed_buried_action_is_played_as_an_extra_card_as_if_from_the_hand():
    """« Lorsqu'une carte enterrée est dévoilée, son contrôleur la joue immédiatement comme une carte
    supplémentaire. Il l'attache à la même Base, ou à une Créature présente sur cette Base, ou la
    résout et la défausse, en fonction de l'usage normal de cette carte. » — Wildlife Preserve goes
    on the Tar Pits where it lay; the turn's own action is still there."""
    t = table(bases=[(OASIS, []), (PITS, [])], hands=[["dinosaurs/wildlife_preserve", "dinosaurs/howl"], [], []],
              decks=[["aliens/invader"] * 2, ["robots/zapbot"] * 2, ["ninjas/seeing_stars"] * 2])
    t.e.bury(0, t.id("wildlife_preserve"), 1)
    t.finish().choose("wildlife_preserve")
    assert t.g.state.bases[1].actions == [t.id("wildlife_preserve")] and t.g.state.bases[0].actions == []
    assert t.can_play("howl")


def test_a_moved_minion_keeps_its_talent_but_not_a_second_use():
    """Marvel book, « Termes et restrictions » (our Big Geek Box copy lacks that section): « Déplacer
    une carte ne veut pas dire la jouer : les effets sans timing [...] ne sont pas déclenchés quand
    vous déplacez la carte, mais les effets Permanent, Spécial et Talent restent actifs. » — Time
    Raider's Talent, used, stays used after Way of Deception moves it; unused, it can be used there."""
    t = table(bases=[(OASIS, ["time_travelers/time_raider", "time_travelers/time_raider"]), (PITS, [])],
              hands=[[], [], ["ninjas/way_of_deception"]], discards=[[], [], ["ninjas/shinobi", "ninjas/shinobi"]])
    t.talent("time_raider").choose("shinobi")
    t.play("way_of_deception").choose("time_raider")  # to the Tar Pits, the only other base
    assert t.g.state.bases[1].minions == [t.id("time_raider")]
    assert talents(t) == {t.id("time_raider#2")}
    t2 = table(bases=[(OASIS, ["time_travelers/time_raider"]), (PITS, [])],
               hands=[[], [], ["ninjas/way_of_deception"]], discards=[[], [], ["ninjas/shinobi"]])
    t2.play("way_of_deception")  # moved, not played: nothing of it triggers
    assert t2.pending.kind == "main" and t2.g.state.bases[1].minions == [t2.id("time_raider")]
    t2.talent("time_raider").choose("shinobi")
    assert t2.g.state.players[2].deck == [t2.id("shinobi")]
