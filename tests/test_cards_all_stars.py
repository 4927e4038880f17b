"""All Stars (Dream Team). Three players; player 1 (All Stars + Dinosaurs) is active unless said."""

import pytest
from table import Table

from rules import rng
from rules.game import Game, Illegal

FACTIONS = [["ninjas", "pirates"], ["all_stars", "dinosaurs"], ["robots", "wizards"]]
OASIS, MALL = "base/jungle_oasis", "base/rhodes_plaza_mall"


def stars(hands: list | None = None, decks: list | None = None, discards: list | None = None,
          bases: list | None = None, active: int = 1, phase: str = "play_cards") -> Table:
    return Table(factions=FACTIONS, hands=hands or [[], [], []], decks=decks or [[], [], []],
                 discards=discards or [[], [], []], bases=bases or [(OASIS, []), (MALL, [])], active=active,
                 phase=phase)


def labels(t: Table, cards: list[int]) -> list[str]:
    label = {iid: lab for lab, iid in t.b.labels.items()}
    return [label[c] for c in cards]


def deck(t: Table, p: int) -> list[str]:
    return labels(t, t.g.state.players[p].deck)


def hand(t: Table, p: int) -> list[str]:
    return labels(t, t.g.state.players[p].hand)


# --- reprints ----------------------------------------------------------------------------------
def test_king_rex_is_a_power_7_minion_without_ability():
    t = stars(hands=[[], ["all_stars/king_rex"], []])
    t.play("king_rex", base="jungle_oasis")
    assert t.power("king_rex") == 7 and t.pending.kind == "main"


def test_seeing_stars_destroys_a_minion_of_power_3_or_less():
    t = stars(hands=[[], ["all_stars/seeing_stars"], []],
              bases=[(OASIS, ["ninjas/shinobi", "robots/warbot"]), (MALL, [])])
    t.play("seeing_stars")  # the Warbot (4) is out of reach: the Shinobi goes at once
    assert t.g.state.players[0].discard == [t.id("shinobi")] and t.zone("warbot") == "base"


def test_g_e_l_f_talent_swaps_itself_for_a_minion_of_power_4_or_less_other_than_a_g_e_l_f():
    t = stars(decks=[[], ["shapeshifters/g_e_l_f", "all_stars/lab_assistant", "dinosaurs/king_rex"], []],
              bases=[(OASIS, ["all_stars/g_e_l_f"]), (MALL, ["ninjas/shinobi"])])
    t.talent("g_e_l_f#2")  # the one in play (labels: decks before bases)
    for wrong in ("g_e_l_f", "king_rex"):  # the Shapeshifters' G.E.L.F. is a G.E.L.F. too; power 7
        with pytest.raises(Illegal):
            t.choose(wrong)
    t.choose("lab_assistant")
    assert t.slot_of("lab_assistant") == "jungle_oasis" and t.zone("g_e_l_f#2") == "deck"


def test_its_astounding_plays_an_action_from_your_discard_pile_before_it_is_discarded():
    t = stars(hands=[[], ["all_stars/its_astounding"], []], discards=[[], ["all_stars/full_moon"], []],
              bases=[(OASIS, ["all_stars/puck"]), (MALL, [])])
    t.play("its_astounding").choose("full_moon", "jungle_oasis")
    assert t.zone("full_moon") == "attached" and t.power("puck") == 4
    assert t.zone("its_astounding") == "discard" and t.g.state.action_plays == 0


# --- minions -----------------------------------------------------------------------------------
def test_granny_talent_keeps_the_top_card_or_puts_it_under_the_deck():
    t = stars(decks=[[], ["dinosaurs/howl", "dinosaurs/rampage", "dinosaurs/upgrade"], []],
              bases=[(OASIS, ["all_stars/granny"]), (MALL, [])])
    t.talent("granny").choose_option("Under the deck")
    assert deck(t, 1) == ["rampage", "upgrade", "howl"]
    assert not any(getattr(a, "card", None) == t.id("granny") for a in t.options())  # once per turn


def test_imperial_dragon_draws_when_another_player_plays_a_minion_here():
    t = stars(hands=[["ninjas/shinobi", "ninjas/tiger_assassin"], [], []], active=0,
              decks=[[], ["dinosaurs/howl", "dinosaurs/rampage"], []],
              bases=[(OASIS, [("all_stars/imperial_dragon", 1)]), (MALL, [])])
    t.play("shinobi", base="jungle_oasis")
    assert hand(t, 1) == ["howl"]


def test_imperial_dragon_draws_when_another_player_moves_a_minion_here_not_when_its_controller_does():
    """"Each time another player plays a minion on this base, or moves any minion onto this base"."""
    t = stars(hands=[[], ["all_stars/friendship_power", "dinosaurs/war_raptor"], []],
              decks=[[], ["dinosaurs/howl"], []],
              bases=[(OASIS, ["all_stars/imperial_dragon"]), (MALL, ["dinosaurs/king_rex"])])
    t.play("war_raptor", base="jungle_oasis")
    t.play("friendship_power").choose("king_rex").answer(False)  # to the Oasis, the only base with a friend
    assert t.slot_of("king_rex") == "jungle_oasis" and hand(t, 1) == []  # its controller moved it
    t = stars(hands=[["pirates/dinghy"], [], []], decks=[[], ["dinosaurs/howl"], []], active=0,
              bases=[(OASIS, [("all_stars/imperial_dragon", 1)]), (MALL, ["ninjas/shinobi"])])
    t.play("dinghy").choose("shinobi")  # to the Oasis, the only other base
    assert t.slot_of("shinobi") == "jungle_oasis" and hand(t, 1) == ["howl"]


def test_ensign_takes_the_place_of_another_of_your_minions_an_opponents_card_picks_there():
    t = stars(hands=[["ninjas/seeing_stars"], [], []], active=0,
              bases=[(OASIS, [("all_stars/ensign", 1), "dinosaurs/war_raptor", "robots/zapbot"]),
                     (MALL, ["dinosaurs/armor_stego"])])
    t.play("seeing_stars").choose("war_raptor")
    assert t.pending.player == 1  # the Ensign's controller decides
    t.answer(True)
    assert t.g.state.players[1].discard == [t.id("ensign")] and t.zone("war_raptor") == "base"


def test_ensign_may_let_the_chosen_minion_be_affected_and_guards_only_its_base():
    t = stars(hands=[["ninjas/seeing_stars", "ninjas/seeing_stars"], [], []], active=0,
              bases=[(OASIS, [("all_stars/ensign", 1), "dinosaurs/war_raptor", "robots/zapbot"]),
                     (MALL, ["all_stars/puck"])])
    t.play("seeing_stars").choose("war_raptor").answer(False)
    assert t.zone("war_raptor") == "discard" and t.zone("ensign") == "base"
    t.g.state.action_plays += 1  # one more action, as an extra would give, seen by a fresh look at the game
    t.g = Game(t.g.state)
    t.play("seeing_stars#2").choose("puck")  # at another base: nothing asked
    assert t.zone("puck") == "discard" and t.pending.kind == "main"


def test_ensign_does_nothing_for_its_controllers_own_cards():
    t = stars(hands=[[], ["all_stars/seeing_stars"], []],
              bases=[(OASIS, ["all_stars/ensign", "dinosaurs/war_raptor", "robots/zapbot"]), (MALL, [])])
    t.play("seeing_stars").choose("war_raptor")
    assert t.zone("war_raptor") == "discard" and t.pending.kind == "main"


def test_lab_assistant_puts_a_power_counter_on_another_minion_of_yours():
    t = stars(hands=[[], ["all_stars/lab_assistant"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor", ("ninjas/shinobi", 1)]), (MALL, ["robots/zapbot"])])
    t.play("lab_assistant", base="rhodes_plaza_mall")
    with pytest.raises(Illegal):
        t.choose("zapbot")  # not theirs
    t.choose("shinobi")  # another player's card they control
    assert t.g.state.counters == {t.id("shinobi"): 1} and t.power("shinobi") == 4


def test_lab_assistant_alone_puts_no_counter_on_itself():
    t = stars(hands=[[], ["all_stars/lab_assistant"], []], bases=[(OASIS, ["robots/zapbot"]), (MALL, [])])
    t.play("lab_assistant", base="rhodes_plaza_mall")  # "another minion of yours": none
    assert t.g.state.counters == {} and t.power("lab_assistant") == 3 and t.pending.kind == "main"


def test_puck_gives_an_extra_action_or_draws_1_card():
    t = stars(hands=[[], ["all_stars/puck", "all_stars/puck"], []], decks=[[], ["dinosaurs/howl"], []])
    t.play("puck", base="jungle_oasis").choose_option("Draw 1 card")
    assert hand(t, 1) == ["puck#2", "howl"]


def test_puck_extra_action():
    t = stars(hands=[[], ["all_stars/puck", "dinosaurs/howl", "dinosaurs/rampage"], []])
    t.play("puck", base="jungle_oasis").choose_option("Play an extra action")
    t.play("howl")
    assert t.zone("howl") == "discard" and t.g.state.action_plays == 1  # the free action is still there


def test_fan_special_discards_it_from_hand_to_draw_1_card_on_your_turn():
    t = stars(hands=[[], ["all_stars/fan", "dinosaurs/howl"], []], decks=[[], ["dinosaurs/rampage"], []])
    t.use("fan")
    assert t.g.state.players[1].discard == [t.id("fan")] and hand(t, 1) == ["howl", "rampage"]
    assert t.g.state.minion_plays == 1 and t.pending.kind == "main"  # not a play


def test_fan_can_also_be_played_as_a_minion_but_not_used_on_another_players_turn():
    t = stars(hands=[[], ["all_stars/fan"], ["all_stars/fan"]], active=2)
    with pytest.raises(Illegal):
        t.use("fan")  # player 1's Fan: not their turn
    t = stars(hands=[[], ["all_stars/fan"], []])
    t.play("fan", base="jungle_oasis")
    assert t.power("fan") == 2


def test_servitor_of_cthulhu_talent_destroys_itself_and_puts_an_action_from_the_discard_on_the_deck():
    t = stars(decks=[[], ["dinosaurs/howl"], []], discards=[[], ["dinosaurs/rampage", "dinosaurs/war_raptor"], []],
              bases=[(OASIS, ["all_stars/servitor_of_cthulhu"]), (MALL, [])])
    t.talent("servitor_of_cthulhu")  # Rampage is the only action there: taken at once
    assert deck(t, 1) == ["rampage", "howl"]
    assert t.g.state.players[1].discard == [t.id("war_raptor"), t.id("servitor_of_cthulhu")]


def test_servitor_of_cthulhu_without_an_action_in_the_discard_is_still_destroyed():
    t = stars(decks=[[], ["dinosaurs/howl"], []], discards=[[], ["dinosaurs/war_raptor"], []],
              bases=[(OASIS, ["all_stars/servitor_of_cthulhu"]), (MALL, [])])
    t.talent("servitor_of_cthulhu")
    assert deck(t, 1) == ["howl"] and t.pending.kind == "main"
    assert t.g.state.players[1].discard == [t.id("war_raptor"), t.id("servitor_of_cthulhu")]


def test_sprout_is_destroyed_when_your_turn_starts_and_a_minion_of_power_3_or_less_takes_its_place():
    t = stars(decks=[[], ["dinosaurs/king_rex", "dinosaurs/armor_stego", "all_stars/fan"], []],
              bases=[(OASIS, []), (MALL, ["all_stars/sprout"])], phase="start_of_turn")
    with pytest.raises(Illegal):
        t.choose("king_rex")
    t.choose("armor_stego")
    assert t.zone("sprout") == "discard" and t.slot_of("armor_stego") == "rhodes_plaza_mall"
    assert sorted(deck(t, 1)) == ["fan", "king_rex"] and t.g.state.minion_plays == 1


def test_sprout_is_destroyed_even_when_no_minion_is_searched_for():
    t = stars(decks=[[], ["dinosaurs/armor_stego", "all_stars/fan", "dinosaurs/howl", "dinosaurs/rampage"], []],
              bases=[(OASIS, []), (MALL, ["all_stars/sprout"])], phase="start_of_turn")
    seed = t.g.state.rng
    t.pass_()  # "you may then find": declined
    assert t.zone("sprout") == "discard" and t.g.state.bases[t.slot("rhodes_plaza_mall")].minions == []
    before = [t.id(c) for c in ("armor_stego", "fan", "howl", "rampage")]
    order = list(before)
    rng.shuffle(seed, order)  # the deck is shuffled all the same
    assert t.g.state.players[1].deck == order != before and t.pending.kind == "main"


def test_sprout_waits_for_its_controllers_turn():
    t = stars(decks=[["ninjas/shinobi"], ["dinosaurs/armor_stego"], []], active=0, phase="start_of_turn",
              bases=[(OASIS, []), (MALL, ["all_stars/sprout"])])
    assert t.pending.kind == "main" and t.zone("sprout") == "base"


# --- actions -----------------------------------------------------------------------------------
def test_begin_the_summoning_puts_a_minion_from_the_discard_on_the_deck_and_gives_an_extra_action():
    t = stars(hands=[[], ["all_stars/begin_the_summoning", "dinosaurs/howl"], []],
              decks=[[], ["dinosaurs/upgrade"], []], discards=[[], ["dinosaurs/king_rex", "dinosaurs/rampage"], []])
    t.play("begin_the_summoning")
    assert deck(t, 1) == ["king_rex", "upgrade"]
    t.play("howl")
    assert t.zone("howl") == "discard"  # the extra action


def test_favor_of_dionysus_gives_plus_1_an_extra_action_and_may_go_on_top_of_the_deck():
    t = stars(hands=[[], ["all_stars/favor_of_dionysus", "dinosaurs/howl"], []], decks=[[], ["dinosaurs/upgrade"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor", "ninjas/shinobi"]), (MALL, [])])
    t.play("favor_of_dionysus").answer(True)  # the War Raptor, their only minion, gets +1
    assert t.power("war_raptor") == 3 + 1 and deck(t, 1) == ["favor_of_dionysus", "upgrade"]
    t.play("howl")
    assert t.zone("howl") == "discard"


def test_favor_of_dionysus_declined_goes_to_the_discard_pile():
    t = stars(hands=[[], ["all_stars/favor_of_dionysus"], []], decks=[[], ["dinosaurs/upgrade"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (MALL, [])])
    t.play("favor_of_dionysus").answer(False)
    assert t.g.state.players[1].discard == [t.id("favor_of_dionysus")] and deck(t, 1) == ["upgrade"]


def test_friendship_power_moves_a_minion_to_a_base_where_you_have_one_and_may_come_back_to_hand():
    t = stars(hands=[[], ["all_stars/friendship_power"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor", "ninjas/shinobi"]), (MALL, ["dinosaurs/king_rex"]),
                     ("base/tar_pits", ["robots/zapbot"])])
    t.play("friendship_power").choose("war_raptor")  # only to the Mall: nothing of theirs at the Tar Pits
    assert t.slot_of("war_raptor") == "rhodes_plaza_mall"
    t.answer(True)
    assert t.zone("friendship_power") == "hand"


def test_full_moon_gives_your_minions_there_plus_1():
    t = stars(hands=[[], ["all_stars/full_moon"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor", ("ninjas/shinobi", 1), "robots/zapbot"]),
                     (MALL, ["dinosaurs/king_rex"])])
    t.play("full_moon", base="jungle_oasis")
    assert (t.power("war_raptor"), t.power("shinobi"), t.power("zapbot"), t.power("king_rex")) == (3 + 1, 4, 2, 7)


def test_ghostly_arrival_gives_an_extra_minion_and_an_extra_action():
    t = stars(hands=[[], ["all_stars/ghostly_arrival", "dinosaurs/howl", "dinosaurs/war_raptor",
                          "dinosaurs/king_rex"], []])
    t.play("ghostly_arrival").play("war_raptor", base="jungle_oasis").play("howl").play("king_rex", base="jungle_oasis")
    assert t.slot_of("king_rex") == "jungle_oasis" and t.g.state.action_plays == 0


def test_non_infinite_loop_plays_a_standard_action_and_may_return_it_to_hand():
    t = stars(hands=[[], ["all_stars/non_infinite_loop", "dinosaurs/howl", "dinosaurs/upgrade", "dinosaurs/howl"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (MALL, [])])
    t.play("non_infinite_loop")
    with pytest.raises(Illegal):
        t.choose("upgrade")  # it attaches: not a standard action
    t.choose("howl").answer(True)
    assert t.power("war_raptor") == 3 + 1 and hand(t, 1) == ["upgrade", "howl#2", "howl"]
    assert t.zone("non_infinite_loop") == "discard" and t.g.state.action_plays == 0


def test_prepare_for_battle_draws_2_of_the_top_3_and_puts_the_third_on_top_or_under():
    t = stars(hands=[[], ["all_stars/prepare_for_battle"], []],
              decks=[[], ["dinosaurs/howl", "dinosaurs/rampage", "dinosaurs/upgrade", "dinosaurs/king_rex"], []])
    t.play("prepare_for_battle").choose("upgrade").choose("howl").choose_option("Under the deck")
    assert hand(t, 1) == ["upgrade", "howl"] and deck(t, 1) == ["king_rex", "rampage"]


def test_square_deal_draws_until_another_player_has_fewer_cards():
    t = stars(hands=[["ninjas/shinobi"] * 3, ["all_stars/square_deal"], ["robots/zapbot"] * 4],
              decks=[[], ["dinosaurs/howl", "dinosaurs/rampage", "dinosaurs/upgrade", "dinosaurs/king_rex",
                          "dinosaurs/war_raptor"], []])
    t.play("square_deal")
    assert hand(t, 1) == ["howl", "rampage", "upgrade", "king_rex"] and deck(t, 1) == ["war_raptor"]


def test_square_deal_draws_none_when_someone_already_has_fewer():
    t = stars(hands=[[], ["all_stars/square_deal", "dinosaurs/howl"], ["robots/zapbot"] * 4],
              decks=[[], ["dinosaurs/rampage"], []])
    t.play("square_deal")
    assert hand(t, 1) == ["howl"] and deck(t, 1) == ["rampage"]


def test_non_infinite_loop_with_an_action_that_cannot_be_played_now_leaves_it_in_hand():
    t = stars(hands=[[], ["all_stars/non_infinite_loop", "time_travelers/time_is_fleeting", "dinosaurs/howl"], []],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (MALL, [])])
    t.play("non_infinite_loop").choose("time_is_fleeting")  # only after a base scores, as a Special
    assert hand(t, 1) == ["time_is_fleeting", "howl"] and t.power("war_raptor") == 3
    assert t.zone("non_infinite_loop") == "discard" and t.pending.kind == "main"
