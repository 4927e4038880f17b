"""Big Geek Box bases. Three players; player 1 (Aliens + Dinosaurs) is active unless said."""

from table import Table

FACTIONS = [["ninjas", "pirates"], ["aliens", "dinosaurs"], ["robots", "wizards"]]


def hand(t: Table, p: int) -> list[str]:
    label = {iid: lab for lab, iid in t.b.labels.items()}
    return [label[c] for c in t.g.state.players[p].hand]


def test_tabletop_winner_draws_3_cards_then_discards_2():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/tabletop", ["dinosaurs/king_rex", "dinosaurs/king_rex", "aliens/invader",
                                        "ninjas/ninja_master", "robots/warbot"]), ("base/jungle_oasis", [])],
              hands=[[], ["aliens/beam_up"], []],
              decks=[["ninjas/shinobi"], ["aliens/collector", "aliens/probe", "dinosaurs/howl", "aliens/abduction",
                                          "aliens/invasion", "aliens/terraforming"],
                     ["robots/zapbot"]])
    t.finish()  # 17 / 5 / 4
    assert t.pending.player == 1 and set(hand(t, 1)) == {"beam_up", "collector", "probe", "howl"}
    assert t.vp == [0, 0, 0]  # "when this base scores": before the places' VP are given
    t.choose("beam_up").choose("probe")
    s = t.g.state
    assert t.vp == [2, 4, 1]
    assert s.players[1].discard[:2] == [t.id("beam_up"), t.id("probe")]
    assert hand(t, 1) == ["collector", "howl", "abduction", "invasion"]  # then the end of turn's 2 cards
    assert t.zone("shinobi") == "deck" and t.zone("zapbot") == "deck"  # the others draw nothing


def test_tabletop_cards_drawn_as_it_scores_may_answer_the_vp_gain():
    """The winner draws as the base scores, before VP: a Cosplay drawn is there for the VP gain."""
    t = Table(factions=[["ninjas", "pirates"], ["geeks", "dinosaurs"], ["robots", "wizards"]], active=1,
              bases=[("base/tabletop", ["dinosaurs/king_rex", "dinosaurs/king_rex", "dinosaurs/laseratops",
                                        "ninjas/ninja_master", "robots/warbot"]), ("base/jungle_oasis", [])],
              hands=[[], ["dinosaurs/howl"], []],
              decks=[[], ["geeks/cosplay", "dinosaurs/rampage", "dinosaurs/upgrade", "geeks/fan", "geeks/griefer"], []])
    t.finish().choose("howl").choose("rampage")
    assert (t.pending.kind, t.pending.window, t.pending.player) == ("me_first", "vp_gained", 1)
    t.play("cosplay")
    assert t.vp == [2, 4 + 1, 1]


def test_tabletop_jammed_draws_nothing():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/tabletop", ["dinosaurs/king_rex", "dinosaurs/king_rex", "aliens/invader",
                                        "ninjas/ninja_master", "robots/warbot"]), ("base/jungle_oasis", [])],
              base_actions={0: ["aliens/jammed_signal"]}, decks=[[], ["aliens/collector", "aliens/probe"], []])
    t.finish()  # no discard asked: only the end of turn's 2 cards
    assert t.vp == [2, 4, 1] and hand(t, 1) == ["collector", "probe"] and t.g.state.active == 2


def test_the_con_gives_the_other_minions_of_the_played_minions_faction_plus_1():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/the_con", ["aliens/scout", ("aliens/collector", 2), "dinosaurs/laseratops",
                                       "ninjas/shinobi"]), ("base/jungle_oasis", ["aliens/supreme_overlord"])],
              hands=[[], ["aliens/invader"], []])
    t.play("invader", base="the_con")
    assert (t.power("scout"), t.power("collector")) == (4, 3)  # another player's Alien too
    assert (t.power("invader"), t.power("laseratops"), t.power("shinobi")) == (3, 4, 3)
    assert t.power("supreme_overlord") == 5  # not at The Con
    t.finish()
    assert (t.power("scout"), t.power("collector")) == (3, 2)  # until the end of the turn


def test_the_con_jammed_gives_nothing():
    t = Table(factions=FACTIONS, active=1, bases=[("base/the_con", ["aliens/scout"]), ("base/jungle_oasis", [])],
              base_actions={0: ["aliens/jammed_signal"]}, hands=[[], ["aliens/invader"], []])
    t.play("invader", base="the_con")
    assert t.power("scout") == 3


def test_locker_room_draws_1_card_for_the_active_player_with_a_minion_there():
    t = Table(factions=FACTIONS, active=1, phase="start_of_turn",
              bases=[("base/locker_room", ["aliens/scout", "robots/warbot"]), ("base/jungle_oasis", [])],
              decks=[["ninjas/shinobi"], ["aliens/probe", "aliens/collector"], ["robots/zapbot"]])
    assert hand(t, 1) == ["probe"] and t.pending.kind == "main"
    assert t.zone("zapbot") == "deck" and t.zone("shinobi") == "deck"  # only at the start of their own turn


def test_locker_room_without_a_minion_there_draws_nothing():
    t = Table(factions=FACTIONS, active=2, phase="start_of_turn",
              bases=[("base/locker_room", ["aliens/scout"]), ("base/jungle_oasis", ["robots/warbot"])],
              decks=[[], ["aliens/probe"], ["robots/zapbot"]])
    assert hand(t, 2) == [] and t.zone("probe") == "deck"


def test_stadium_draws_1_card_for_the_destroyed_minions_controller():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/stadium", [("ninjas/ninja_acolyte", 2)]), ("base/jungle_oasis", ["ninjas/shinobi"])],
              hands=[[], ["dinosaurs/laseratops"], []],
              decks=[["ninjas/tiger_assassin"], ["aliens/probe"], ["robots/zapbot"]])
    t.play("laseratops", base="stadium")
    assert t.g.state.players[0].discard == [t.id("ninja_acolyte")]
    assert hand(t, 2) == ["zapbot"]  # its controller draws, not its owner nor the active player
    assert t.zone("tiger_assassin") == "deck" and t.zone("probe") == "deck"


def test_stadium_ignores_a_destroy_elsewhere():
    t = Table(factions=FACTIONS, active=1,
              bases=[("base/stadium", []), ("base/jungle_oasis", [("ninjas/ninja_acolyte", 2)])],
              hands=[[], ["dinosaurs/laseratops"], []], decks=[[], [], ["robots/zapbot"]])
    t.play("laseratops", base="jungle_oasis")
    assert t.zone("ninja_acolyte") == "discard" and t.zone("zapbot") == "deck"
