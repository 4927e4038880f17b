"""Tour de jeu: one minion and one action, extras, scoring, draw 2, hand limit, end, victory."""

from table import Table

from rules.actions import FINISH, Pick, Play


def test_one_minion_and_one_action_per_turn():
    t = Table(hands=[["dinosaurs/king_rex", "dinosaurs/war_raptor", "wizards/summon", "wizards/mystic_studies"], []],
              factions=[["dinosaurs", "wizards"], ["ninjas", "pirates"]])
    t.play("king_rex", base="the_central_brain")
    assert not t.can_play("war_raptor", base="the_central_brain")
    t.play("mystic_studies")
    assert not any(isinstance(a, Play) for a in t.options())


def test_playing_no_card_at_all_is_allowed():
    t = Table(hands=[["dinosaurs/king_rex"], []])
    assert FINISH in t.options()


def test_an_extra_minion_given_in_the_play_phase_is_kept_for_later_in_the_phase():
    t = Table(hands=[["dinosaurs/king_rex", "dinosaurs/war_raptor"], []])
    t.e.keep_extra(0, "minion")
    t.play("king_rex", base="the_central_brain").play("war_raptor", base="jungle_oasis")
    assert t.zone("war_raptor") == "base"


def test_an_extra_minion_with_a_power_limit_covers_only_small_minions():
    t = Table(hands=[["dinosaurs/king_rex", "dinosaurs/war_raptor"], []])
    t.e.keep_extra(0, "minion", power_le=2)
    t.play("war_raptor", base="the_central_brain")
    assert t.can_play("king_rex", base="the_central_brain")  # the normal play was kept


def test_extra_minions_each_on_one_base_are_offered_for_the_minions_each_fits():
    t = Table(hands=[["dinosaurs/armor_stego", "dinosaurs/king_rex", "dinosaurs/war_raptor"], []])
    t.e.keep_extra(0, "minion", power_le=2, base=t.id("the_central_brain"))
    t.e.keep_extra(0, "minion", base=t.id("jungle_oasis"))
    t.play("armor_stego", base="the_central_brain")  # neither extra fits it there: the normal play
    brain, oasis = t.slot("the_central_brain"), t.slot("jungle_oasis")
    rex, raptor = t.id("king_rex"), t.id("war_raptor")
    assert [a for a in t.options() if isinstance(a, Play)] == [Play(rex, oasis), Play(raptor, brain), Play(raptor, oasis)]


def test_unused_extra_plays_are_lost_when_the_phase_ends():
    t = Table(decks=[["dinosaurs/war_raptor"] * 3, ["pirates/first_mate"] * 3])
    t.e.keep_extra(0, "minion")
    t.finish()
    assert t.g.state.extras == []


def test_draw_two_cards_at_the_end_of_the_turn():
    t = Table(decks=[["dinosaurs/war_raptor", "dinosaurs/king_rex", "aliens/invader"], []])
    t.finish()
    assert t.hand(0) == ["dinosaurs/war_raptor", "dinosaurs/king_rex"]


def test_an_empty_deck_takes_the_shuffled_discard_pile_when_a_card_must_be_drawn():
    t = Table(decks=[["dinosaurs/king_rex"], []], discards=[["aliens/invader"], []])
    t.finish()
    assert sorted(t.hand(0)) == ["aliens/invader", "dinosaurs/king_rex"]
    assert t.g.state.players[0].discard == []


def test_more_than_ten_cards_after_drawing_are_discarded_one_at_a_time_by_choice():
    t = Table(hands=[["dinosaurs/war_raptor"] * 10, []], decks=[["dinosaurs/king_rex", "aliens/invader"], []])
    t.finish()
    d = t.pending
    assert d.kind == "discard" and d.player == 0 and not d.optional
    t.choose("king_rex")
    assert t.pending.kind == "discard"
    t.choose("invader")
    assert len(t.hand(0)) == 10 and t.pending.kind == "main" and t.pending.player == 1


def test_the_turn_passes_to_the_left():
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "wizards"]])
    t.finish()
    assert t.g.state.active == 1 and t.g.state.turn == 2


def test_until_end_of_turn_power_expires_when_the_turn_ends():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/war_raptor"]), ("base/tar_pits", [])])
    t.e.add_power(t.id("war_raptor"), 3)
    base_power = t.power("war_raptor")
    t.finish()
    assert t.power("war_raptor") == base_power - 3


def test_fifteen_vp_at_the_end_of_a_turn_wins():
    t = Table(vp=[15, 3])
    t.finish()
    assert t.g.over and t.g.winner == 0 and t.pending is None


def test_the_most_vp_wins_when_several_players_pass_fifteen():
    t = Table(vp=[16, 18])
    t.finish()
    assert t.g.winner == 1


def test_a_tie_for_the_most_vp_goes_on():
    t = Table(vp=[16, 16])
    t.finish()
    assert not t.g.over and t.g.state.active == 1


def test_scoring_happens_only_in_the_scoring_phase():
    t = Table(hands=[["dinosaurs/king_rex"], []], bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]),
                                                          ("base/tar_pits", [])])
    t.play("king_rex", base="jungle_oasis")
    assert t.zone("king_rex") == "base"  # 7 + 7 >= 12, but nothing scores before the phase
    t.finish()
    assert t.zone("king_rex") in ("discard", "hand", "deck")


def test_several_ready_bases_are_scored_in_the_order_the_active_player_picks():
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "dinosaurs/armor_stego"]),
                     ("base/tar_pits", ["dinosaurs/king_rex", "dinosaurs/king_rex", "dinosaurs/laseratops"]),
                     ("base/the_central_brain", [])])
    t.finish()
    d = t.pending
    assert d.kind == "base" and d.player == 0
    assert {a.value for a in d.options} == {t.slot("jungle_oasis"), t.slot("tar_pits")}
    t._do(Pick("base", t.slot("tar_pits")))
    scored = [line for line in t.log if line.endswith("scores")]
    assert scored == ["Tar Pits scores", "Jungle Oasis scores"]
    assert t.vp[0] == 4 + 2


# --- after scoring: Specials of the minions on the scored base --------------------------------------
def test_after_scoring_specials_of_minions_on_the_base_come_in_me_first_order():
    """Scout and First Mate are used in the after-scoring Me First! window (Big Geek Box, "Retour
    au bercail"): active player first, then clockwise; who passed may act again after another."""
    t = Table(factions=[["aliens", "dinosaurs"], ["aliens", "ninjas"], ["pirates", "wizards"]],
              bases=[("base/jungle_oasis", [{"card": "aliens/scout", "label": "scout0", "controller": 0},
                                            {"card": "aliens/scout", "label": "scout1", "controller": 1},
                                            ("pirates/first_mate", 2), ("dinosaurs/king_rex", 0)]),
                     ("base/the_central_brain", [])],
              active=1)
    t.finish()
    d = t.pending
    assert (d.kind, d.window, d.player) == ("me_first", "after_scoring", 1)
    t.pass_()
    assert t.pending.player == 2
    t.use("first_mate")  # one other base: it goes there without a question
    assert t.pending.player == 0
    t.use("scout0")
    assert t.pending.player == 1  # passed, but others have acted since
    t.use("scout1")
    assert t.pending.kind == "main" and t.pending.player == 2  # the window closed, the next turn began
    assert t.slot_of("first_mate") == "the_central_brain"
    assert t.zone("scout0") == "hand" and t.zone("scout1") == "hand" and t.zone("king_rex") == "discard"



# --- extra plays: an assignment, not a greedy choice ----------------------------------------------
def test_a_sequence_of_plays_is_legal_if_some_assignment_of_the_extra_plays_covers_it():
    """The Homeworld's extra (power 2 or less) and Outbreak's (a base where you have no minion):
    War Raptor on an empty base first must not spend Outbreak's, or King Rex would be lost."""
    t = Table(factions=[["aliens", "wizards"], ["zombies", "dinosaurs"], ["ninjas", "pirates"]],
              hands=[[], ["zombies/walker", "zombies/outbreak", "dinosaurs/war_raptor", "dinosaurs/king_rex"], []],
              bases=[("base/the_homeworld", []), ("base/jungle_oasis", []), ("base/tar_pits", [])], active=1)
    t.play("walker", "the_homeworld")  # The Homeworld: an extra minion of power 2 or less
    t.play("outbreak")  # an extra minion on a base where you have no minion
    t.play("war_raptor", "jungle_oasis")  # either extra covers it: which one stays open
    assert t.can_play("king_rex", "tar_pits")
    t.play("king_rex", "tar_pits")
    assert t.slot_of("king_rex") == "tar_pits" and t.slot_of("war_raptor") == "jungle_oasis"
    assert [a for a in t.options() if a.__class__.__name__ == "Play"] == []  # both extras are spent


def test_a_later_play_that_settles_an_open_play_leaves_it_the_other_extra():
    """War Raptor could use either extra; King Rex only Outbreak's: War Raptor took The
    Homeworld's, so no other power-2 minion may follow."""
    t = Table(factions=[["aliens", "wizards"], ["zombies", "dinosaurs"], ["ninjas", "pirates"]],
              hands=[[], ["zombies/walker", "zombies/outbreak", "dinosaurs/war_raptor", "dinosaurs/king_rex",
                          "dinosaurs/war_raptor"], []],
              bases=[("base/the_homeworld", []), ("base/jungle_oasis", []), ("base/tar_pits", [])], active=1)
    t.play("walker", "the_homeworld")
    t.play("outbreak")
    t.play("war_raptor", "jungle_oasis")
    t.play("king_rex", "tar_pits")
    assert not any(t.can_play("war_raptor#2", b) for b in ("the_homeworld", "jungle_oasis", "tar_pits"))
    assert (t.g.state.extras, t.g.state.open_plays) == ([], [])


def test_the_open_extra_still_serves_the_other_way_round():
    t = Table(factions=[["aliens", "wizards"], ["zombies", "dinosaurs"], ["ninjas", "pirates"]],
              hands=[[], ["zombies/walker", "zombies/outbreak", "dinosaurs/war_raptor", "zombies/walker"], []],
              bases=[("base/the_homeworld", []), ("base/jungle_oasis", []), ("base/tar_pits", [])], active=1)
    t.play("walker", "the_homeworld")
    t.play("outbreak")
    t.play("war_raptor", "jungle_oasis")
    # A second power-2 minion where you already have one: only The Homeworld's extra covers it.
    t.play("walker#2", "the_homeworld").pass_()  # Walker: the deck (Outbreak reshuffled) stays
    assert t.slot_of("walker#2") == "the_homeworld" and t.pending.kind == "main"
