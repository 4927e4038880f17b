"""Super Spies. Three players; player 1 (Super Spies + Aliens) is active unless said."""

from table import Table, seat_one

from rules.actions import Play
from rules.engine.zones import BOTTOM, TOP

FACTIONS = [["ninjas", "pirates"], ["super_spies", "aliens"], ["robots", "wizards"]]
OASIS, PITS = "base/jungle_oasis", "base/tar_pits"  # Jungle Oasis: breakpoint 12, 2 VP to the winner


def spies(**kw) -> Table:
    return seat_one(FACTIONS, [(OASIS, []), (PITS, [])], **kw)


def test_secret_agent_makes_another_player_discard_after_playing_an_action():
    t = spies(bases=[(OASIS, ["super_spies/secret_agent"]), (PITS, [])],
              hands=[[], [], ["wizards/summon", "robots/warbot", "robots/zapbot"]], active=2)
    t.play("summon")
    assert t.pending.player == 2 and t.picks() == {t.id("warbot"), t.id("zapbot")}
    t.choose("zapbot")
    assert t.zone("zapbot") == "discard" and t.zone("warbot") == "hand"


def test_secret_agent_even_when_the_action_destroyed_it():
    t = Table(factions=[["dinosaurs", "ninjas"], ["super_spies", "aliens"], ["robots", "wizards"]], active=0,
              bases=[(OASIS, ["super_spies/secret_agent", "dinosaurs/king_rex"]), (PITS, [])],
              hands=[["dinosaurs/natural_selection", "ninjas/shinobi"], [], []])
    t.play("natural_selection")  # King Rex (7) destroys the weaker Secret Agent, the only one there
    assert t.zone("secret_agent") == "discard"
    assert t.zone("shinobi") == "discard"  # the only card left in hand: discarded


def test_secret_agent_not_for_its_own_controllers_actions():
    t = spies(bases=[(OASIS, ["super_spies/secret_agent"]), (PITS, [])],
              hand=["super_spies/mindraker", "aliens/invader"], decks=[[], ["aliens/scout"], []])
    t.play("mindraker")
    assert t.pending.kind == "main" and t.zone("invader") == "hand"


def test_mole_plays_an_extra_action_before_its_base_scores():
    t = spies(bases=[(OASIS, ["super_spies/mole", ("aliens/collector", 1), "ninjas/tiger_assassin", "ninjas/shinobi"]),
                     (PITS, [])], hand=["aliens/invasion"])
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.player == 1
    t.use("mole").choose("invasion").choose("shinobi")  # Shinobi moves to the only other base
    assert t.slot_of("shinobi") == "tar_pits"
    assert t.vp == [0, 2, 0]  # 4 + 2 against the Tiger Assassin's 4


def test_mole_the_extra_action_may_be_declined():
    t = spies(bases=[(OASIS, ["super_spies/mole", ("aliens/collector", 1), "ninjas/tiger_assassin", "ninjas/shinobi"]),
                     (PITS, [])], hand=["aliens/invasion"])
    t.finish().use("mole")
    assert t.picks() == {t.id("invasion")}
    t.pass_()
    assert t.zone("invasion") == "hand" and t.vp == [2, 0, 0]  # 4 + 3 against 4 + 2


def test_operative_looks_at_two_cards_from_the_top_and_may_bury_one():
    t = spies(hand=["super_spies/operative"], decks=[[], ["aliens/invader", "aliens/scout", "aliens/collector"], []])
    t.play("operative", base="jungle_oasis").choose_option(
        "From the top of your deck").choose("scout").choose("tar_pits")
    assert t.facts("scout")["zone"] == "buried" and t.g.state.bases[1].buried == [t.id("scout")]
    assert t.deck(1) == ["aliens/invader", "aliens/collector"]


def test_operative_from_the_bottom_puts_them_back_under_the_deck_in_any_order():
    t = spies(hand=["super_spies/operative"], decks=[[], ["aliens/invader", "aliens/scout", "aliens/collector"], []])
    t.play("operative", base="jungle_oasis").choose_option("From the bottom of your deck")
    assert t.picks() == {t.id("scout"), t.id("collector")}
    t.pass_().choose("collector")  # no burying; Collector put back first, so it ends higher
    assert t.deck(1) == ["aliens/invader", "aliens/collector", "aliens/scout"]


def test_operative_a_deck_running_out_from_the_top_takes_the_shuffled_discard_pile():
    t = spies(hand=["super_spies/operative"], decks=[[], ["aliens/invader"], []], discards=[[], ["aliens/scout"], []])
    t.play("operative", base="jungle_oasis").choose_option("From the top of your deck")
    assert t.picks() == {t.id("invader"), t.id("scout")}
    t.choose("scout").choose("tar_pits")
    assert t.g.state.bases[1].buried == [t.id("scout")] and t.deck(1) == ["aliens/invader"]


def test_informant_rearranges_your_own_top_3_on_top_or_under():
    t = spies(hand=["super_spies/informant"],
              decks=[["ninjas/shinobi"], ["aliens/invader", "aliens/scout", "aliens/collector", "aliens/abduction"], []])
    t.play("informant", base="jungle_oasis").choose_player(1)
    t.choose("collector").choose_option(TOP).choose("invader").choose_option(BOTTOM).choose_option(TOP)
    assert t.deck(1) == ["aliens/collector", "aliens/scout", "aliens/abduction", "aliens/invader"]


def test_informant_looks_at_another_deck_and_leaves_it_unchanged():
    t = spies(hand=["super_spies/informant"],
              decks=[["ninjas/shinobi", "pirates/full_sail", "ninjas/poison", "ninjas/disguise"], ["aliens/scout"], []])
    t.e._events = []
    t.play("informant", base="jungle_oasis").choose_player(0)
    assert t.pending.kind == "main"
    assert t.deck(0) == ["ninjas/shinobi", "pirates/full_sail", "ninjas/poison", "ninjas/disguise"]
    looked = [e.card for e in t.e._events if e.kind == "look"]
    assert looked == [t.id("shinobi"), t.id("full_sail"), t.id("poison")]


def test_discards_are_forever_discards_top_minions_then_tops_your_deck_with_a_smaller_one():
    t = spies(hand=["super_spies/discards_are_forever"],
              decks=[["pirates/buccaneer"], ["aliens/scout"], ["wizards/summon", "robots/zapbot"]],
              discards=[[], ["aliens/supreme_overlord", "aliens/invader"], []])
    t.play("discards_are_forever")
    assert t.zone("buccaneer") == "discard" and t.zone("summon") == "deck"  # an action stays on top
    assert t.picks() == {t.id("invader")}  # power 4 or less: not the Supreme Overlord
    t.choose("invader")
    assert t.deck(1) == ["aliens/invader", "aliens/scout"]
    assert "Invader goes on top of its owner's deck" in t.log[-1]  # a public move: the table says so


def test_for_my_eyes_only_puts_the_top_5_back_in_any_order_on_top_or_under():
    cards = ["aliens/invader", "aliens/scout", "aliens/collector", "aliens/abduction", "aliens/probe", "aliens/crop_circles"]
    t = spies(hand=["super_spies/for_my_eyes_only"], decks=[[], cards, []])
    t.play("for_my_eyes_only")
    t.choose("probe").choose_option(TOP).choose("invader").choose_option(BOTTOM)
    t.choose("scout").choose_option(TOP).choose("collector").choose_option(BOTTOM).choose_option(TOP)
    assert t.deck(1) == ["aliens/probe", "aliens/scout", "aliens/abduction", "aliens/crop_circles",
                          "aliens/invader", "aliens/collector"]


def test_from_q_with_love_draws_2_then_a_discard_buys_an_extra_card():
    t = spies(hand=["super_spies/from_q_with_love", "aliens/invader"], decks=[[], ["aliens/scout", "aliens/probe"], []])
    t.play("from_q_with_love").choose("probe").choose_option("An extra minion")
    assert t.zone("probe") == "discard" and t.zone("scout") == "hand"
    t.play("invader", base="jungle_oasis")
    assert t.can_play("scout", base="tar_pits")  # the extra minion


def test_from_q_with_love_the_discard_is_optional():
    t = spies(hand=["super_spies/from_q_with_love"], decks=[[], ["aliens/scout", "aliens/probe"], []])
    t.play("from_q_with_love").pass_()
    assert t.hand(1) == ["aliens/scout", "aliens/probe"] and t.pending.kind == "main"


def test_live_and_let_chum_destroys_a_minion_of_power_4_or_less_before_scoring():
    t = spies(bases=[(OASIS, [("aliens/invader", 1), "ninjas/tiger_assassin", "ninjas/shinobi", "robots/warbot"]),
                     (PITS, [])], hand=["super_spies/live_and_let_chum"])
    assert not any(isinstance(a, Play) and a.card == t.id("live_and_let_chum") for a in t.options())
    t.finish().play("live_and_let_chum").choose("tiger_assassin")
    assert t.zone("tiger_assassin") == "discard" and t.vp == [0, 0, 2]  # the Warbot's 4 beats 3 and 3


def test_live_and_let_chum_spares_a_minion_of_power_5():
    t = spies(bases=[(OASIS, [("aliens/invader", 1), "ninjas/ninja_master", "ninjas/tiger_assassin", "robots/warbot"]),
                     (PITS, [])], hand=["super_spies/live_and_let_chum"])
    t.finish().play("live_and_let_chum")
    assert t.picks() == {t.id("invader"), t.id("tiger_assassin"), t.id("warbot")}  # any player's, not the Master
    t.choose("warbot")
    assert t.g.state.players[2].discard == [t.id("warbot")]


def test_mindraker_looks_at_other_hands_and_buried_cards_then_draws_and_plays_an_extra_action():
    t = Table(factions=FACTIONS, active=1, bases=[(OASIS, []), (PITS, [])], decks=[[], ["aliens/scout"], []],
              hands=[["ninjas/shinobi"], ["super_spies/mindraker", "aliens/invasion"], ["robots/warbot"]])
    t.e.bury(2, t.id("warbot"), 0)
    t.e._events = []
    t.play("mindraker")
    looked = {e.card for e in t.e._events if e.kind == "look" and e.player == 1}
    assert looked == {t.id("shinobi"), t.id("warbot")}
    assert t.zone("scout") == "hand"
    assert t.can_play("invasion")  # the extra action


def test_permit_to_kill_discards_revealed_minions_and_spreads_counters():
    t = Table(factions=FACTIONS, active=1,
              bases=[(OASIS, [("aliens/invader", 1), ("aliens/collector", 1)]), (PITS, [])],
              hands=[[], ["super_spies/permit_to_kill"], []],
              decks=[["ninjas/shinobi", "ninjas/tiger_assassin", "ninjas/poison"],
                     [], ["robots/warbot", "wizards/summon", "wizards/portal"]])
    t.play("permit_to_kill")
    assert t.zone("shinobi") == "discard" and t.zone("tiger_assassin") == "discard" and t.zone("warbot") == "discard"
    assert t.zone("summon") == "deck"
    t.choose_player(0)  # two minions: four counters
    t.choose("invader").choose("invader").choose("collector").choose("invader")
    assert (t.power("invader"), t.power("collector")) == (6, 3)


def test_the_base_is_not_enough_takes_control_of_a_small_minion_before_scoring():
    t = spies(bases=[(OASIS, [("aliens/invader", 1), "ninjas/tiger_assassin", "ninjas/shinobi", "robots/warbot"]),
                     (PITS, [])], hand=["super_spies/the_base_is_not_enough"], decks=[[], ["aliens/scout"] * 2, []])
    t.finish().play("the_base_is_not_enough")  # Shinobi: the only other player's minion of power 3 or less
    assert t.vp == [0, 2, 0]  # 3 + 3 against 4 and 4
    assert t.zone("shinobi") == "discard" and t.id("shinobi") in t.g.state.players[0].discard


def test_the_base_is_not_enough_takes_only_another_players_minion_of_power_3_or_less():
    t = spies(bases=[(OASIS, [("aliens/invader", 1), "ninjas/tiger_assassin", "ninjas/shinobi", "robots/zapbot",
                              "robots/warbot"]), (PITS, [])], hand=["super_spies/the_base_is_not_enough"])
    t.finish().play("the_base_is_not_enough")
    assert t.picks() == {t.id("shinobi"), t.id("zapbot")}  # not the Tiger Assassin (4), not your own Invader
    t.choose("zapbot")
    assert t.vp == [2, 0, 0]  # 7 against 3 + 2 and 4
    assert t.g.state.players[2].discard == [t.id("zapbot"), t.id("warbot")]  # its owner's pile


def test_the_spy_who_ditched_me_makes_others_discard_minions_and_gives_counters():
    t = Table(factions=FACTIONS, active=1, bases=[(OASIS, [("aliens/invader", 1)]), (PITS, [("aliens/scout", 1)])],
              hands=[["ninjas/shinobi", "ninjas/ninja_master"], ["super_spies/the_spy_who_ditched_me"],
                     ["wizards/summon"]])
    t.play("the_spy_who_ditched_me").choose("ninja_master")
    assert t.zone("ninja_master") == "discard"
    # Player 2 held no minion: failed, so every minion of player 1 gets a counter.
    assert (t.power("invader"), t.power("scout")) == (4, 4)


def test_the_spy_who_ditched_me_no_counters_when_everyone_discarded_a_big_minion():
    t = Table(factions=FACTIONS, active=1, bases=[(OASIS, [("aliens/invader", 1)]), (PITS, [])],
              hands=[["ninjas/shinobi"], ["super_spies/the_spy_who_ditched_me"], ["robots/warbot"]])
    t.play("the_spy_who_ditched_me")
    assert t.zone("shinobi") == "discard" and t.zone("warbot") == "discard"
    assert t.power("invader") == 3
