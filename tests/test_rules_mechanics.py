"""Rules of the later boxes (Big Geek Box book): +1 power counters, burying, control until the end
of the turn, extra turns, looking at hidden cards. Three players, player 1 active, unless said."""

from table import Table

from rules.ai.determinize import Determinizer
from rules.decision import Ev
from rules.view import Buried, Card

THREE = [["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "wizards"]]


def test_power_counters_add_to_a_minions_power():
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["aliens/invader"]), ("base/tar_pits", [])], active=1)
    assert t.e.add_counters(t.id("invader"), 3)
    assert t.power("invader") == 6 and t.e.total_power(0) == 6
    assert t.g.view(2).bases[0].minions[0].counters == 3  # drawn on the table for everyone


def test_power_counters_are_moved_and_removed_by_effects():
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["aliens/invader", "aliens/collector"]),
                                     ("base/tar_pits", [])], active=1)
    t.e.add_counters(t.id("invader"), 3)
    assert t.e.move_counters(t.id("invader"), t.id("collector"), 2) == 2
    assert (t.power("invader"), t.power("collector")) == (4, 4)
    assert t.e.remove_counters(t.id("collector"), 5) == 2  # only what is there comes off
    assert t.power("collector") == 2 and t.id("collector") not in t.g.state.counters


def test_power_counters_are_gone_when_the_minion_leaves_play():
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["aliens/invader"]), ("base/tar_pits", [])],
              active=1)
    t.e.add_counters(t.id("invader"), 2)
    t.e.return_to_hand(t.id("invader"))
    assert t.zone("invader") == "hand" and t.id("invader") not in t.g.state.counters


def test_power_counters_only_go_on_minions_in_play():
    t = Table(factions=THREE, bases=[("base/jungle_oasis", []), ("base/tar_pits", [])],
              hands=[["aliens/invader"], [], []], base_actions={0: ["dinosaurs/wildlife_preserve"]}, active=1)
    assert not t.e.add_counters(t.id("invader"), 1)  # in a hand
    assert not t.e.add_counters(t.id("wildlife_preserve"), 1)  # an action
    assert t.g.state.counters == {}


def test_a_protected_minion_cannot_receive_move_or_lose_counters():
    """« Un marqueur Force +1 affecte la Créature sur laquelle il se trouve, donc si une Créature est
    protégée de tous les effets, les marqueurs Force +1 ne peuvent être ni placés, ni transférés, ni
    retirés de cette Créature. » (Big Geek Box, page 7) — Smoke Bomb: other players' actions can't
    affect the minion, counters included."""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", [("ninjas/shinobi", 1, ["ninjas/smoke_bomb"]),
                                                            "aliens/invader"]), ("base/tar_pits", [])],
              hands=[["aliens/abduction"], [], []], active=1)
    action = t.id("abduction")  # an action of player 0
    assert not t.e.add_counters(t.id("shinobi"), 1, src=action)
    t.e.add_counters(t.id("shinobi"), 2)  # the rules themselves (no card) are not stopped
    assert t.e.move_counters(t.id("shinobi"), t.id("invader"), 1, src=action) == 0
    assert t.e.remove_counters(t.id("shinobi"), 1, src=action) == 0
    assert t.power("shinobi") == 5


def test_a_buried_card_is_hidden_from_the_others_and_not_in_play():
    """« Pour enterrer une carte, placez-la, face cachée, à côté d'une Base, face à vous. Cette carte
    n'est pas montrée aux autres joueurs » ; « Les cartes enterrées n'ont pas de Force intrinsèque et
    ne participent ni à la Conquête ni au gain d'une Base. » (Big Geek Box, page 8)"""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", []), ("base/tar_pits", [])],
              hands=[[], ["ninjas/ninja_master"], []], active=1)
    t.e.bury(1, t.id("ninja_master"), 0)
    assert t.zone("ninja_master") == "buried" and not t.e.is_in_play(t.id("ninja_master"))
    assert t.e.total_power(0) == 0
    mine, theirs = t.g.view(1).bases[0].buried, t.g.view(2).bases[0].buried
    assert mine == (Buried(1, Card(t.id("ninja_master"), "ninjas/ninja_master")),)
    assert theirs == (Buried(1, None),)


def test_bots_do_not_peek_at_buried_cards():
    # Player 1 buries a minion, then the decision is player 2's: the worlds player 2's bots
    # imagine give that face-down card other labels, taken from player 1's unseen cards.
    t = Table(factions=THREE, bases=[("base/jungle_oasis", []), ("base/tar_pits", [])],
              hands=[[], ["ninjas/ninja_master", "pirates/first_mate", "pirates/buccaneer"], []], active=2)
    t.e.bury(1, t.id("ninja_master"), 0)
    import random

    labels = {Determinizer(t.g, 2).sample(random.Random(k)).state.cards[t.id("ninja_master")] for k in range(30)}
    assert len(labels) > 1


def test_buried_cards_go_to_their_owners_discard_pile_when_the_base_scores():
    """« Après la Conquête d'une Base ou lorsqu'une Base quitte le jeu, quelle qu'en soit la raison, les
    cartes enterrées toujours présentes sur cette Base sont placées dans les défausses de leurs
    propriétaires. » (Big Geek Box, page 8)"""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/collector"]),
                                     ("base/tar_pits", [])],
              hands=[[], ["ninjas/ninja_master"], []], decks=[[], ["ninjas/shinobi"] * 2, []], active=1)
    t.e.bury(1, t.id("ninja_master"), 0)
    t.finish()
    assert t.zone("ninja_master") == "discard" and t.facts("ninja_master")["owner"] == 1
    assert t.g.state.bases[0].buried == []


def test_a_buried_card_may_be_revealed_at_the_start_of_its_owners_turn_and_played_there():
    """« Lorsqu'une carte enterrée est dévoilée, son contrôleur la joue immédiatement comme une carte
    supplémentaire. [...] Elle est résolue exactement comme si elle venait d'être jouée à partir de la
    main du joueur. » (Big Geek Box, page 8)"""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["dinosaurs/war_raptor"]), ("base/tar_pits", [])],
              hands=[[], ["ninjas/ninja_master"], []], active=0)
    t.e.bury(1, t.id("ninja_master"), 0)
    t.finish()
    assert t.pending.player == 1 and t.pending.optional  # revealing is a choice
    t.choose("ninja_master").choose("war_raptor")
    assert t.slot_of("ninja_master") == "jungle_oasis" and t.zone("war_raptor") == "discard"
    assert t.g.state.minion_plays == 1  # an extra card: the turn's own minion is still there


def test_a_revealed_card_that_cannot_be_played_there_is_discarded():
    """« Si les circonstances font que la carte ne peut pas être jouée [...], elle est défaussée à la
    place. » (Big Geek Box, page 8)"""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", []), ("base/tar_pits", [])],
              hands=[[], ["ninjas/assassination"], []], active=0)
    t.e.bury(1, t.id("assassination"), 0)  # no minion at that base to attach it to
    t.finish().choose("assassination")
    assert t.zone("assassination") == "discard" and t.pending.kind == "main"


def test_control_until_end_of_turn_counts_for_the_controller_and_then_goes_back():
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["aliens/invader", ("ninjas/shinobi", 1)]),
                                     ("base/tar_pits", [])], active=1)
    assert t.e.take_control(t.id("invader"), 1)
    assert t.e.power_by_player(0) == [0, 6, 0]
    assert t.facts("invader")["controller"] == 1 and t.facts("invader")["owner"] == 0
    t.finish()
    assert t.facts("invader")["controller"] == 0 and t.g.state.eot_control == {}


def test_a_minion_controlled_by_another_player_goes_to_its_owners_discard_pile():
    """« les Créatures et Actions normales sont placées dans les défausses de leurs propriétaires, même
    si elles étaient contrôlées par d'autres joueurs » (Big Geek Box, « Retour au bercail », page 6)"""
    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "aliens/collector"]),
                                     ("base/tar_pits", [])], active=1)
    t.e.take_control(t.id("king_rex"), 1)
    t.finish()
    assert t.vp == [0, 2, 0]  # King Rex won the Jungle Oasis for player 1
    assert t.id("king_rex") in t.g.state.players[0].discard


def test_an_extra_turn_is_taken_once_the_current_turn_is_over():
    t = Table(factions=THREE, active=1)
    t.g.state.extra_turns.append(1)
    t.finish()
    assert t.g.state.active == 1 and t.pending.kind == "main"
    t.finish()
    assert t.g.state.active == 2  # then the order goes on to the left


def test_looking_at_cards_is_reported_to_the_looking_player():
    t = Table(factions=THREE, decks=[["aliens/invader"], [], []], active=1)
    t.e._events = []
    t.e.look(1, [t.id("invader")], whom=0, zone="deck")
    assert t.e._events == [Ev("look_deck", player=1, whom=0, amount=1),
                           Ev("look", t.id("invader"), 1, seen=(1,), whom=0)]
    assert [ev.kind for ev in t.g.log_for(0)] == ["look_deck"]  # the others know only that 1 looked


def test_buried_cards_counters_borrowed_control_and_extra_turns_survive_a_save():
    from rules.saves import dumps, loads

    t = Table(factions=THREE, bases=[("base/jungle_oasis", ["aliens/invader"]), ("base/tar_pits", [])],
              hands=[[], ["ninjas/ninja_master"], []], active=1)
    e = t.e
    e.bury(1, t.id("ninja_master"), 1)
    e.add_counters(t.id("invader"), 2)
    e.take_control(t.id("invader"), 1)
    e.state.extra_turns.append(2)
    back = loads(dumps(t.g)).state
    assert back.bases[1].buried == [t.id("ninja_master")] and back.counters == {t.id("invader"): 2}
    assert back.eot_control == {t.id("invader"): 0} and back.controller[t.id("invader")] == 1
    assert back.extra_turns == [2]


def test_moving_a_modifier_takes_it_to_another_card_as_it_is():
    """Marvel book, "Déplacer": a modifier moves from card to card (base to base, character to
    character); it is not played again and keeps its controller."""
    t = Table(factions=THREE, active=1,
              bases=[("base/jungle_oasis", [("aliens/invader", 0, [("dinosaurs/upgrade", 0)]), "robots/zapbot"]),
                     ("base/tar_pits", [])], base_actions={0: [("dinosaurs/wildlife_preserve", 0)]})
    assert t.e.move_action(t.id("upgrade"), t.id("zapbot"), t.id("upgrade"))
    assert t.g.state.attached == {t.id("zapbot"): [t.id("upgrade")]}
    assert (t.power("invader"), t.power("zapbot")) == (3, 4) and t.e.ctrl(t.id("upgrade")) == 0
    assert t.e.move_action(t.id("wildlife_preserve"), 1)
    assert t.g.state.bases[0].actions == [] and t.g.state.bases[1].actions == [t.id("wildlife_preserve")]
    assert not t.e.move_action(t.id("wildlife_preserve"), 1)  # already there
