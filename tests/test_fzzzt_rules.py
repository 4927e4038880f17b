"""FZZZT!: each rule of the book, and each of its examples (shared/rulebooks/fzzzt-fr.txt)."""

from collections import Counter

import pytest

from rules.actions import FINISH, Assign, Pick
from rules.decision import Illegal
from rules.fzzzt.cards import box, card
from rules.fzzzt.game import new_game
from rules.fzzzt.scoring import gadgets, score
from tests.fzzzt_table import bid, give, names, position

# --- the box and the setup ----------------------------------------------------------------------


def test_the_box_holds_the_56_cards_of_the_contents_list():
    kinds = Counter((card(p.card).type, card(p.card).power) for p in box())
    assert len(box()) == 56
    assert kinds[("mechanic", 0)] == 4
    assert [kinds[("robot", k)] for k in range(1, 6)] == [12, 8, 8, 4, 4]
    assert kinds[("robot_upgrade", 0)] == 2 and kinds[("fzzzt", 3)] == 4 and kinds[("production_unit", 0)] == 10


@pytest.mark.parametrize(("players", "in_play"), [(2, 48), (3, 52), (4, 56)])
def test_cards_numbered_above_the_player_count_leave_the_game(players, in_play):
    g = new_game(players, seed=5)
    assert len(g.state.cards) == in_play
    numbers = {p.number for p in box() if p.number}
    kept = {int(c.rsplit("_", 1)[1]) for c in g.state.cards if "mechanic" in c}
    assert kept == set(range(1, players + 1)) and numbers == {1, 2, 3, 4}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_factory_is_the_40_unnumbered_cards_whatever_the_player_count(players):
    g = new_game(players, seed=2)
    s = g.state
    assert len(s.factory) + len(s.conveyor) == 40
    numbered = {i for pl in s.players for i in pl.hand + pl.workshop}
    assert not numbered & set(s.factory + s.conveyor)


def test_each_player_starts_with_their_mechanic_and_robots_of_power_1_2_3():
    g = new_game(3, seed=11)
    for pl in g.state.players:
        hand = [card(g.state.cards[c]) for c in pl.hand]
        assert sorted(c.power for c in hand) == [0, 1, 2, 3]
        assert g.state.cards[next(c for c in pl.hand if "mechanic" in g.state.cards[c])] == \
            f"fzzzt/mechanic_{pl.mechanic}"
    assert sorted(pl.mechanic for pl in g.state.players) == [1, 2, 3]


def test_mechanic_1_is_the_chief_mechanic_and_bids_first():
    for seed in range(6):
        g = new_game(4, seed)
        assert g.state.players[g.state.chief].mechanic == 1
        assert g.decider == g.state.chief


def test_mechanics_are_dealt_at_random():
    chiefs = {new_game(4, seed).state.chief for seed in range(20)}
    assert len(chiefs) > 1


def test_the_same_seed_deals_the_same_game():
    assert new_game(3, 9).state == new_game(3, 9).state
    assert new_game(3, 9).state.factory != new_game(3, 10).state.factory


# --- A. preparation ---------------------------------------------------------------------------


def test_the_first_hand_is_the_four_starting_cards():
    g = new_game(2, 1)
    assert all(len(pl.hand) == 4 and not pl.workshop for pl in g.state.players)


def test_a_hand_is_six_cards_and_the_rest_goes_face_down_to_the_workshop():
    g = position([[], []], workshops=[["robot_1_n"] * 9, ["robot_1_b"] * 3], factory=["fzzzt"] * 8,
                 phase="build", round=1)
    assert g.state.phase == "bidding" and g.state.round == 2
    assert [len(pl.hand) for pl in g.state.players] == [6, 3]
    assert [len(pl.workshop) for pl in g.state.players] == [3, 0]


def test_the_conveyor_is_the_factorys_eight_top_cards_with_the_head_farthest_from_the_factory():
    g = new_game(2, 4)
    s = g.state
    assert len(s.conveyor) == 8 and len(s.factory) == 32
    assert g.pending.source == s.conveyor[0]


def test_a_head_of_speed_1_shows_no_other_card():
    g = position([["robot_3_n"], ["robot_3_b"]], conveyor=["fzzzt", "robot_2_n", "robot_2_b"])
    assert g.state.shown == 1


def test_example_1_a_head_of_speed_4_shows_three_more_cards_whose_speeds_are_ignored():
    g = position([["robot_3_n"], ["robot_3_b"]],
                 conveyor=["robot_2_n", "robot_upgrade", "fzzzt", "robot_5_n", "robot_1_b", "robot_1_c"])
    assert g.state.shown == 4
    assert g.view(0).conveyor[4] is None


def test_example_2_a_head_of_speed_8_shows_the_whole_conveyor():
    g = position([["robot_3_n"], ["robot_3_b"]], conveyor=["robot_upgrade"] + ["fzzzt"] * 7)
    assert g.state.shown == 8


def test_example_3_speed_4_with_three_cards_left_shows_those_three_and_draws_nothing():
    g = position([["robot_3_n", "robot_1_n"], ["robot_3_b", "robot_1_b"]],
                 conveyor=["fzzzt", "robot_2_n", "robot_5_o", "robot_1_c"], factory=["fzzzt"] * 8)
    bid(g, "robot_3_n")
    bid(g, "robot_1_b")
    assert len(g.state.conveyor) == 3 and g.state.shown == 3 and len(g.state.factory) == 8


def test_when_the_face_up_cards_are_won_the_new_head_is_turned_up_and_its_speed_applies():
    g = position([["robot_3_n", "robot_1_n"], ["robot_3_b", "robot_1_b"]],
                 conveyor=["robot_4_n", "fzzzt", "robot_1_o", "robot_1_c", "robot_1_b", "robot_1_n"])
    assert g.state.shown == 2
    bid(g, "robot_3_n")
    bid(g, "robot_1_b")
    assert g.state.shown == 1
    bid(g, "robot_1_n")
    bid(g, "robot_3_b")
    assert g.state.shown == 4  # robot_1_o, of speed 4, is the new head


# --- B. auctions --------------------------------------------------------------------------------


def _values(g):
    return g.state.last.values


def test_example_4_a_fzzzt_card_bids_3():
    g = position([["fzzzt"], ["robot_2_n"]], conveyor=["robot_5_n", "robot_5_b"])
    bid(g, "fzzzt")
    bid(g, "robot_2_n")
    assert _values(g) == [3, 2]


def test_example_5_a_mechanic_and_a_power_5_robot_bid_5():
    g = position([["mechanic_1", "robot_5_n"], ["robot_1_n"]], conveyor=["robot_5_b", "robot_5_c"])
    bid(g, "mechanic_1", "robot_5_n")
    bid(g, "robot_1_n")
    assert _values(g) == [5, 1]


def test_example_6_robots_of_power_3_and_2_bid_5():
    g = position([["robot_1_n"], ["robot_3_n", "robot_2_n", "mechanic_2"]], conveyor=["robot_5_b", "robot_5_c"])
    bid(g, "robot_1_n")
    bid(g, "robot_3_n", "robot_2_n")
    assert _values(g) == [1, 5]


def test_the_highest_bid_wins_the_head_into_the_workshop_with_its_bid_and_losers_take_their_bid_back():
    g = position([["robot_1_n", "robot_2_n"], ["robot_3_b", "mechanic_2"]], conveyor=["robot_5_o", "fzzzt"])
    bid(g, "robot_2_n")
    bid(g, "robot_3_b")
    p0, p1 = g.state.players
    assert names(g, p1.workshop) == ["robot_3_b", "robot_5_o"] and names(g, p1.hand) == ["mechanic_2"]
    assert names(g, p0.hand) == ["robot_1_n", "robot_2_n"] and p0.workshop == []
    assert g.state.last.winner == 1


def test_a_production_unit_won_goes_face_up_in_front_of_its_winner():
    g = position([["robot_2_n"], ["robot_3_b"]], conveyor=["unit_co", "fzzzt"])
    bid(g, "robot_2_n")
    bid(g, "robot_3_b")
    p1 = g.state.players[1]
    assert names(g, p1.units) == ["unit_co"] and names(g, p1.workshop) == ["robot_3_b"]
    assert g.view(0).players[1].units[0].card.card == "fzzzt/unit_co"


def test_a_bid_needs_at_least_one_card():
    g = position([["robot_1_n"], ["robot_1_b"]], conveyor=["fzzzt", "fzzzt"])
    assert FINISH not in g.legal_actions()
    with pytest.raises(Illegal, match="at least one card"):
        g.apply(FINISH)


def test_bids_are_sealed_until_every_player_has_bid():
    g = position([["robot_5_n", "robot_1_n"], ["robot_1_b", "robot_2_b"]], conveyor=["fzzzt", "fzzzt"])
    events = bid(g, "robot_5_n")
    assert all(e.card is None for e in events)
    v = g.view(1)
    assert v.players[0].bid is None and v.players[0].sealed is True
    # Laid face down: its cards are hidden, their count is not (rulebook, « Phase d'Enchères »).
    assert v.players[0].hand_size == 1 and v.players[0].bid_size == 1
    assert names(g, [c.iid for c in g.view(0).players[0].bid]) == ["robot_5_n"]
    events = bid(g, "robot_1_b")
    assert sorted(g.state.cards[e.card] for e in events if e.kind == "reveal" and e.player is not None) == ["fzzzt/robot_1_b",
                                                                                  "fzzzt/robot_5_n"]


def test_the_chief_wins_a_tie_they_are_part_of():
    g = position([["robot_2_n"], ["robot_2_b"], ["robot_1_c"]], conveyor=["fzzzt", "fzzzt"], chief=1)
    bid(g, "robot_2_b")
    bid(g, "robot_1_c")
    bid(g, "robot_2_n")
    assert g.state.last.winner == 1


def test_example_7_b_chief_ties_with_c_and_d_b_wins_and_c_becomes_chief():
    a, b, c, d = 0, 1, 2, 3
    g = position([["robot_1_n"], ["robot_3_n"], ["robot_3_b"], ["robot_3_c"]], conveyor=["fzzzt", "fzzzt"], chief=b)
    for cid in ("robot_3_n", "robot_3_b", "robot_3_c", "robot_1_n"):
        bid(g, cid)
    assert g.state.last.winner == b and g.state.chief == c
    assert names(g, g.state.players[d].hand) == ["robot_3_c"] and names(g, g.state.players[a].hand) == ["robot_1_n"]


def test_example_7_c_chief_not_tied_d_nearest_wins_and_b_becomes_chief():
    b, c, d = 1, 2, 3
    g = position([["robot_1_n"], ["robot_3_n"], ["robot_1_b"], ["robot_3_c"]], conveyor=["fzzzt", "fzzzt"], chief=c)
    for cid in ("robot_1_b", "robot_3_c", "robot_1_n", "robot_3_n"):
        bid(g, cid)
    assert g.state.last.winner == d and g.state.chief == b


def test_without_a_tie_the_chief_stays():
    g = position([["robot_3_n"], ["robot_2_b"], ["robot_1_c"]], conveyor=["fzzzt", "fzzzt"], chief=2)
    for cid in ("robot_1_c", "robot_3_n", "robot_2_b"):
        bid(g, cid)
    assert g.state.last.winner == 0 and g.state.chief == 2


def test_bidding_goes_round_from_the_chief():
    g = position([["robot_3_n"], ["robot_2_b"], ["robot_1_c"]], conveyor=["fzzzt", "fzzzt"], chief=2)
    order = []
    for cid in ("robot_1_c", "robot_3_n", "robot_2_b"):
        order.append(g.decider)
        bid(g, cid)
    assert order == [2, 0, 1]


def test_a_player_without_cards_in_hand_passes_and_cannot_win():
    g = position([["robot_1_n", "robot_2_n"], []], workshops=[[], ["robot_5_n"]],
                 conveyor=["fzzzt", "robot_1_b", "robot_1_c"])
    assert g.decider == 0
    bid(g, "robot_1_n")
    assert g.state.last.winner == 0 and g.state.last.values == [1, None]
    assert g.decider == 0 and names(g, g.state.players[1].workshop) == ["robot_5_n"]


def test_when_nobody_has_cards_left_everyone_takes_six_from_their_workshop():
    g = position([["robot_1_n"], []], workshops=[["robot_2_n"] * 8, ["robot_2_b"] * 2],
                 conveyor=["fzzzt", "robot_1_c", "robot_1_o"])
    bid(g, "robot_1_n")
    p0, p1 = g.state.players
    assert (len(p0.hand), len(p0.workshop)) == (6, 4)  # 8 + the card won + its bid
    assert (len(p1.hand), len(p1.workshop)) == (2, 0)


def test_the_last_card_put_in_a_bid_seals_it():
    g = position([["robot_1_n"], ["robot_1_b", "robot_2_b"]], conveyor=["fzzzt", "fzzzt"])
    g.apply(Pick("card", g.state.players[0].hand[0]))
    assert g.state.players[0].sealed and g.decider == 1


# --- C. cleanup and building -------------------------------------------------------------------


def _after_last_auction(units, hands=(["robot_1_n"], ["mechanic_2"]), workshops=([], [])):
    g = position([list(h) for h in hands], workshops=[list(w) for w in workshops], units=units,
                 conveyor=["fzzzt"], factory=["fzzzt"] * 8)
    bid(g, hands[0][0])
    bid(g, hands[1][0])
    return g


def test_after_the_eighth_auction_hands_join_the_workshop_and_players_give_robots_from_the_chief():
    g = _after_last_auction([[("unit_co", [])], [("unit_nb", [])]],
                            hands=(["robot_1_n", "robot_3_c"], ["mechanic_2", "robot_1_b"]))
    assert g.state.phase == "build" and g.decider == 0
    assert names(g, g.state.players[0].workshop) == ["fzzzt", "robot_1_n", "robot_3_c"]
    give(g, "robot_3_c", "unit_co")
    assert g.decider == 1
    give(g, "robot_1_b", "unit_nb")
    assert g.state.phase == "bidding" and g.state.round == 2
    assert names(g, g.state.players[0].built[0]) == ["robot_3_c"]


def test_a_robot_needs_a_construction_symbol_of_the_unit():
    g = _after_last_auction([[("unit_co", [])], []], hands=(["robot_3_n", "robot_3_c"], ["mechanic_2"]))
    robots = {g.state.cards[a.robot] for a in g.legal_actions() if isinstance(a, Assign)}
    assert robots == {"fzzzt/robot_3_c"}


def test_one_robot_per_unit_per_build_phase():
    g = _after_last_auction([[("unit_co", [])], []], hands=(["robot_3_o", "robot_3_c"], ["mechanic_2"]))
    give(g, "robot_3_c", "unit_co")
    assert g.state.phase == "bidding"  # nothing more to give: the round goes on
    assert names(g, g.state.players[0].built[0]) == ["robot_3_c"]


def test_two_units_take_one_robot_each_in_the_same_phase():
    g = _after_last_auction([[("unit_co", []), ("unit_o", [])], []], hands=(["robot_3_o", "robot_2_o"], ["mechanic_2"]))
    give(g, "robot_3_o", "unit_co")
    give(g, "robot_2_o", "unit_o")
    assert [len(b) for b in g.state.players[0].built] == [1, 1]


def test_a_player_may_give_nothing():
    g = _after_last_auction([[("unit_co", [])], []], hands=(["robot_3_c"], ["mechanic_2"]))
    g.apply(FINISH)
    assert g.state.phase == "bidding" and g.state.players[0].built == [[]]


def test_a_builder_who_is_done_is_told_whether_they_finish_or_have_nothing_left_to_give():
    """Each player builds in turn from the Chief: the others learn when one is done, by Finish or
    by giving their last possible Robot."""
    g = position([[], [], []], workshops=[["robot_3_c"], ["robot_3_o"], []],
                 units=[[("unit_co", [])], [("unit_co", [])], []], phase="build", chief=1)
    assert g.decider == 1
    assert [(e.kind, e.player) for e in give(g, "robot_3_o", "unit_co")] == [("assign", 1), ("built", 1)]
    assert g.decider == 0
    assert ("built", 0) in [(e.kind, e.player) for e in g.apply(FINISH)]


def test_a_robot_on_a_unit_stays_there_and_is_never_dealt_again():
    g = _after_last_auction([[("unit_co", ["robot_3_c"])], []])
    pl = g.state.players[0]
    assert names(g, pl.built[0]) == ["robot_3_c"]
    assert all(g.state.cards[c] != "fzzzt/robot_3_c" for c in pl.hand + pl.workshop)


def test_production_units_are_never_dealt_into_a_hand():
    g = _after_last_auction([[("unit_co", [])], []])
    assert all(not card(g.state.cards[c]).is_unit for pl in g.state.players for c in pl.hand + pl.workshop)


# --- end of the game and the count ---------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_is_five_rounds_of_eight_auctions(players):
    """« Une partie de FZZZT ! comprend cinq « Tours d'Enchères ». Un Tour d'Enchère se compose de 8
    « Enchères » », whatever the player count."""
    import random

    g = new_game(players, 3)
    r = random.Random(3)
    rounds = set()
    while not g.over:
        rounds.add(g.state.round)
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    assert rounds == {1, 2, 3, 4, 5} and g.state.factory == []


def test_the_game_ends_when_the_factory_cannot_make_a_whole_conveyor():
    g = _after_last_auction([[], []])
    g2 = position([["robot_1_n"], ["robot_1_b"]], conveyor=["fzzzt"], factory=["fzzzt"] * 7)
    bid(g2, "robot_1_n")
    bid(g2, "robot_1_b")
    assert g.state.phase == "bidding" and g2.over and g2.state.scores is not None


def test_at_the_final_count_a_unit_may_take_any_number_of_robots():
    g = position([[], []], workshops=[["robot_3_c", "robot_2_c", "robot_3_o", "robot_2_o"], ["robot_1_n"]],
                 units=[[("unit_co", [])], []], phase="final")
    for r in ("robot_3_c", "robot_2_c", "robot_3_o", "robot_2_o"):
        give(g, r, "unit_co")
    assert g.over and g.state.scores[0] == 2 + 2 + 2 + 2 + 12


def test_robots_count_their_vp_in_hand_workshop_and_on_units_and_each_fzzzt_costs_one():
    g = position([["robot_5_n", "fzzzt"], []], workshops=[["robot_1_b", "fzzzt", "mechanic_1"], []],
                 units=[[("unit_o", ["robot_2_o"])], []], conveyor=["fzzzt"])
    s = g.state
    assert score(s, s.players[0]) == 3 + 1 + 2 - 1 - 1 + 3


def test_example_8_a_cog_robot_builds_on_a_cog_unit():
    assert gadgets(frozenset("C"), [frozenset("C")]) == 1
    assert gadgets(frozenset("C"), [frozenset("N")]) == 0


def test_example_9_a_nut_bolt_oil_unit_needs_three_robots_one_per_symbol():
    n, b, o = frozenset("N"), frozenset("B"), frozenset("O")
    assert gadgets(frozenset("NBO"), [n, b, o]) == 1
    assert gadgets(frozenset("NBO"), [n, b, b]) == 0
    assert gadgets(frozenset("NBO"), [frozenset("NBO")]) == 0


def test_example_10_two_cog_and_two_oil_robots_make_two_gadgets_of_6():
    g = position([[], []], workshops=[[], []],
                 units=[[("unit_co", ["robot_1_c", "robot_1_c", "robot_1_o", "robot_1_o"])], []], conveyor=["fzzzt"])
    assert score(g.state, g.state.players[0]) == 4 + 12
    one = position([[], []], units=[[("unit_co", ["robot_1_co"])], []], conveyor=["fzzzt"])
    assert score(one.state, one.state.players[0]) == 1 - 6  # one robot with both symbols is not enough


def test_a_robot_stands_for_one_symbol_only():
    co = frozenset("CO")
    assert gadgets(frozenset("CO"), [co, co]) == 1
    assert gadgets(frozenset("CO"), [co, co, co]) == 1


def test_a_unit_without_a_gadget_costs_its_vp():
    g = position([[], []], units=[[("unit_nbco", ["robot_3_n", "robot_3_b", "robot_3_c"])], []], conveyor=["fzzzt"])
    assert score(g.state, g.state.players[0]) == 6 - 13


def test_a_robot_upgrade_has_every_symbol_and_counts_as_a_robot():
    g = position([[], []], workshops=[["robot_upgrade"], []], units=[[("unit_o", [])], []], phase="final")
    give(g, "robot_upgrade", "unit_o")
    assert g.state.scores == [3, 0]


def test_the_most_vp_wins():
    g = position([[], []], workshops=[["robot_5_n"], ["robot_1_n"]], phase="final")
    assert g.over and g.state.scores == [3, 1] and g.winner == 0


def test_tied_vp_the_player_with_fewer_robots_wins():
    two, three = ["robot_2_n", "robot_2_b"], ["robot_5_n", "robot_1_b", "robot_upgrade"]
    g = position([[], [], []], workshops=[three, two, ["robot_4_n"]], phase="final")
    assert g.state.scores == [4, 4, 3] and g.winners == [1] and g.winner == 1
    g = position([[], []], workshops=[two, three], phase="final")
    assert g.winners == [0]


def test_still_tied_the_players_share_the_victory():
    g = position([[], []], workshops=[["robot_2_n", "robot_2_b"], ["robot_2_c", "robot_2_o"]], phase="final")
    assert g.winners == [0, 1] and g.winner is None and g.over


# --- audit: rules nothing else covered ------------------------------------------------------------


def test_only_robots_fzzzt_and_units_carry_a_conveyor_speed_of_1_2_3_4_or_8():
    """« Cette valeur (placée en bas à droite des cartes Robot, « Fzzzt » et Unité de Production) [...]
    peut être égale à : « 1 », « 2 », « 3 », « 4 » et « 8 ». »"""
    for p in box():
        c = card(p.card)
        assert (c.speed is None) == (c.type == "mechanic")
        assert c.type == "mechanic" or c.speed in (1, 2, 3, 4, 8)


def test_the_new_chief_after_a_tie_bids_first_in_the_next_auction():
    """« le perdant de l'Enchère qui est placé le plus près dans l'ordre du jeu de celui qui a gagné
    l'Enchère prend la boîte du jeu et devient le nouveau Chef Mécanicien » — who, « il sera aussi le
    1er à jouer »."""
    b, c = 1, 2
    g = position([["robot_1_n", "robot_1_o"], ["robot_3_n", "robot_1_b"], ["robot_3_b", "robot_1_c"],
                  ["robot_1_c", "robot_3_c"]], conveyor=["fzzzt", "fzzzt"], chief=b)
    for cid in ("robot_3_n", "robot_3_b", "robot_3_c", "robot_1_n"):
        bid(g, cid)
    assert g.state.last.winner == b and g.state.chief == c
    assert g.decider == c


def test_a_player_may_count_but_not_examine_their_workshop_during_the_auctions():
    """« Les joueurs peuvent compter les cartes restant dans l'Usine ou dans leur Atelier à tout moment.
    Il est toutefois interdit d'examiner les cartes constituant un Atelier au cours du déroulement d'une
    phase d'Enchères. »"""
    g = position([["robot_1_n"], ["robot_1_b"]], workshops=[["robot_5_n", "fzzzt"], ["robot_2_b"]],
                 conveyor=["fzzzt", "fzzzt"], factory=["robot_3_c"] * 9)
    for me in (0, 1):
        seen = g.view(me)
        assert seen.factory == 9
        assert [pl.workshop for pl in seen.players] == [None, None]
        assert [pl.workshop_size for pl in seen.players] == [2, 1]
    built = _after_last_auction([[("unit_co", [])], []], hands=(["robot_1_n", "robot_3_c"], ["mechanic_2"]))
    assert names(built, [c.iid for c in built.view(0).players[0].workshop]) == ["fzzzt", "robot_1_n",
                                                                                      "robot_3_c"]
    assert built.view(1).players[0].workshop is None and built.view(1).players[0].workshop_size == 3


def test_a_chief_without_cards_still_decides_a_tie_by_play_order_from_the_chief():
    """« ceux qui n'ont plus de cartes en Main doivent passer leur tour » and « Si le Chef Mécanicien ne
    fait pas partie des ex-æquo, l'Enchère est gagnée par le joueur impliqué qui est le plus proche du
    Chef Mécanicien dans l'ordre de jeu »: the Chief passes yet keeps the box for the tie."""
    g = position([["robot_1_n"], ["robot_3_b"], [], ["robot_3_c"]], workshops=[[], [], ["robot_5_c"], []],
                 conveyor=["fzzzt", "fzzzt"], chief=2)
    assert g.decider == 3
    for cid in ("robot_3_c", "robot_1_n", "robot_3_b"):
        bid(g, cid)
    assert g.state.last.values == [1, 3, None, 3]
    assert g.state.last.winner == 3 and g.state.chief == 1
    assert names(g, g.state.players[3].workshop) == ["fzzzt", "robot_3_c"]


def test_the_build_move_is_a_structured_action_whose_id_keeps_the_option_form_saves_and_clients_know():
    from rules.actions import parse_action
    from rules.fzzzt.game import assign_action

    move = assign_action(3, 5)
    assert move == Assign(3, 5) and move.id == "pick:option:3>5"
    assert parse_action("pick:option:3>5") == move
    assert parse_action("pick:option:aliens") == Pick("option", "aliens")  # Smash Up's options stay picks
