"""Geeks. Four players: 0 Aliens+Pirates, 1 Geeks+Dinosaurs, 2 Robots+Wizards, 3 Ninjas+Zombies;
the active player is said in each test (an opponent's turn for the Specials that answer a play)."""

import pytest
from table import Table

from rules import rng
from rules.actions import PASS, Pick, Play
from rules.cards.geeks.geeks import DESTROY_ONE, RANDOM_DISCARD, SHUFFLE_DISCARD
from rules.game import Illegal

FACTIONS = [["aliens", "pirates"], ["geeks", "dinosaurs"], ["robots", "wizards"], ["ninjas", "zombies"]]
OASIS, TAR = "base/jungle_oasis", "base/tar_pits"


def geeks(hands: list | None = None, decks: list | None = None, discards: list | None = None,
          bases: list | None = None, active: int = 1, players: int = 4, **kw) -> Table:
    empty = [[] for _ in range(players)]
    return Table(factions=FACTIONS[:players], hands=hands or empty, decks=decks or empty, discards=discards or empty,
                 bases=bases or [(OASIS, []), (TAR, [])], active=active, **kw)


def labels(t: Table, cards: list[int]) -> list[str]:
    label = {iid: lab for lab, iid in t.b.labels.items()}
    return [label[c] for c in cards]


def pile(t: Table, p: int, zone: str) -> list[str]:
    return labels(t, getattr(t.g.state.players[p], zone))


def on_base(t: Table, base: str) -> list[str]:
    return labels(t, t.g.state.bases[t.slot(base)].minions)


# --- minions -----------------------------------------------------------------------------------
def test_felicia_day_moves_every_minion_in_play_to_her_base():
    # Player 2 controls one of player 1's Game Gurus: Felicia is another player's card for it.
    t = geeks(hands=[[], ["geeks/felicia_day"], [], []],
              bases=[(OASIS, ["pirates/first_mate", ("geeks/game_guru", 2), "geeks/game_guru", "robots/warbot"]),
                     (TAR, ["ninjas/shinobi"])])
    t.play("felicia_day", base="tar_pits")
    assert on_base(t, "tar_pits") == ["shinobi", "felicia_day", "first_mate", "game_guru#2", "warbot"]
    assert on_base(t, "jungle_oasis") == ["game_guru"] and t.pending.kind == "main"


def test_felicia_day_moves_them_all_at_once():
    """"Move every minion in play to this base (all at once)": an Imperial Dragon moved with a
    Warbot does not see it arrive, whichever of the two comes first on its old base."""
    for order in (["all_stars/imperial_dragon", "robots/warbot"], ["robots/warbot", "all_stars/imperial_dragon"]):
        t = Table(factions=[["all_stars", "pirates"], ["geeks", "dinosaurs"], ["robots", "wizards"]],
                  hands=[[], ["geeks/felicia_day"], []], decks=[["pirates/cannon"], [], []],
                  bases=[(OASIS, order), (TAR, [])], active=1)
        t.play("felicia_day", base="tar_pits")
        assert on_base(t, "tar_pits") == ["felicia_day", *(c.split("/")[1] for c in order)]
        assert pile(t, 0, "hand") == [] and pile(t, 0, "deck") == ["cannon"]


def test_wil_wheaton_is_played_when_an_opponent_plays_an_action_which_is_discarded_without_effect():
    t = geeks(hands=[[], ["geeks/wil_wheaton"], [], ["ninjas/seeing_stars"]],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (TAR, [])], active=3)
    t.play("seeing_stars")
    d = t.pending  # before Seeing Stars resolves: its target is not chosen yet
    assert (d.kind, d.player, d.source) == ("me_first", 1, t.id("seeing_stars"))
    assert set(d.options) == {Play(t.id("wil_wheaton"), 0), Play(t.id("wil_wheaton"), 1), PASS}
    t.play("wil_wheaton", base="tar_pits")
    assert pile(t, 3, "discard") == ["seeing_stars"] and on_base(t, "jungle_oasis") == ["war_raptor"]
    assert on_base(t, "tar_pits") == ["wil_wheaton"] and t.e.ctrl(t.id("wil_wheaton")) == 1
    assert t.g.state.action_plays == 0 and (t.pending.kind, t.pending.player) == ("main", 3)  # it was played
    assert "Player 2 cancels Seeing Stars: it has no effect" in t.log


def test_wil_wheaton_may_pass_and_does_not_answer_its_own_players_actions_or_minions():
    t = geeks(hands=[[], ["geeks/wil_wheaton"], [], ["ninjas/seeing_stars"]],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (TAR, [])], active=3)
    t.play("seeing_stars").pass_()
    assert pile(t, 1, "discard") == ["war_raptor"] and pile(t, 1, "hand") == ["wil_wheaton"]
    t = geeks(hands=[[], ["geeks/wil_wheaton", "dinosaurs/howl"], [], ["ninjas/shinobi"]],
              bases=[(OASIS, ["dinosaurs/king_rex"]), (TAR, [])])
    t.play("howl")
    assert t.pending.kind == "main" and t.power("king_rex") == 7 + 1
    t.finish().until_next_turn().finish().until_next_turn().play("shinobi", base="tar_pits")  # player 3: a minion, not an action
    assert t.pending.kind == "main" and t.g.state.active == 3
    t = geeks(hands=[[], ["geeks/wil_wheaton"], [], []])
    t.play("wil_wheaton", base="jungle_oasis")  # a minion of power 4 in its own right
    assert t.power("wil_wheaton") == 4


def test_game_guru_is_not_affected_by_other_players_abilities():
    t = geeks(hands=[[], [], [], ["ninjas/seeing_stars"]],
              bases=[(OASIS, ["geeks/game_guru", "pirates/first_mate"]), (TAR, [])], active=3)
    t.play("seeing_stars")  # the Game Guru (power 3) is out of reach: the First Mate goes at once
    assert pile(t, 0, "discard") == ["first_mate"] and on_base(t, "jungle_oasis") == ["game_guru"]
    t = geeks(hands=[[], ["dinosaurs/augmentation"], [], []],
              bases=[(OASIS, ["geeks/game_guru", "pirates/first_mate"]), (TAR, [])])
    t.play("augmentation").choose("game_guru")  # its own player's cards still do
    assert t.power("game_guru") == 3 + 4


def test_game_guru_controlled_by_another_player_is_shielded_from_its_owner():
    t = geeks(hands=[[], ["dinosaurs/augmentation"], [], []],
              bases=[(OASIS, [("geeks/game_guru", 2), "pirates/first_mate"]), (TAR, [])])
    t.play("augmentation")  # "other players" means other than its controller: only the First Mate
    assert t.power("first_mate") == 2 + 4 and t.power("game_guru") == 3


def test_fan_special_discards_it_from_hand_to_draw_1_card_on_your_turn():
    t = geeks(hands=[[], ["geeks/fan"], [], []], decks=[[], ["dinosaurs/howl"], [], []])
    t.use("fan")
    assert pile(t, 1, "discard") == ["fan"] and pile(t, 1, "hand") == ["howl"] and t.g.state.minion_plays == 1


# --- actions -----------------------------------------------------------------------------------
def test_banned_list_names_a_card_for_each_other_player_and_sends_its_copies_under_their_deck():
    t = geeks(hands=[["pirates/cannon"], ["geeks/banned_list"], ["robots/warbot", "wizards/summon", "robots/warbot"]],
              decks=[["aliens/probe"], [], ["robots/zapbot"]], players=3)
    t.play("banned_list")
    names = {a.value for a in t.pending.options}  # player 2 first (clockwise), from their factions
    assert "robots/warbot" in names and "pirates/cannon" not in names and t.pending.player == 1
    t.choose_option("robots/warbot")
    assert pile(t, 2, "deck") == ["zapbot", "warbot", "warbot#2"] and pile(t, 2, "hand") == ["summon"]
    assert "pirates/cannon" in {a.value for a in t.pending.options}
    t.choose_option("pirates/dinghy")  # not in player 0's hand: nothing goes
    assert pile(t, 0, "hand") == ["cannon"] and pile(t, 0, "deck") == ["probe"]
    assert "Player 2 looks at Player 3's hand" in t.log and "Player 2 looks at Player 1's hand" in t.log


def test_control_minion_gains_control_of_a_minion_until_the_end_of_the_turn():
    t = geeks(hands=[[], ["geeks/control_minion"], [], []],
              bases=[(OASIS, ["robots/warbot", "dinosaurs/war_raptor"]), (TAR, ["ninjas/shinobi"])])
    t.play("control_minion")
    with pytest.raises(Illegal):
        t.choose("war_raptor")  # already yours
    t.choose("warbot")
    assert t.e.power_by_player(t.slot("jungle_oasis")) == [0, 3 + 4, 0, 0]
    t.finish().until_next_turn()
    assert t.e.power_by_player(t.slot("jungle_oasis")) == [0, 3, 4, 0]


def test_control_minion_with_no_other_players_minion_does_nothing():
    t = geeks(hands=[[], ["geeks/control_minion"], [], []], bases=[(OASIS, ["dinosaurs/war_raptor"]), (TAR, [])])
    t.play("control_minion")
    assert pile(t, 1, "discard") == ["control_minion"] and t.g.state.controller == {} and t.pending.kind == "main"


def test_control_minion_special_takes_a_minion_another_player_just_played_after_its_ability():
    t = geeks(hands=[[], ["geeks/control_minion"], ["robots/zapbot"], []], active=2)
    t.play("zapbot", base="tar_pits")
    d = t.pending  # the Zapbot's ability has resolved: player 3 keeps its extra minion
    assert (d.kind, d.player, d.window) == ("me_first", 1, "card_played") and len(t.g.state.extras) == 1
    t.play("control_minion")
    assert on_base(t, "tar_pits") == ["zapbot"] and t.e.power_by_player(t.slot("tar_pits")) == [0, 2, 0, 0]
    assert pile(t, 1, "discard") == ["control_minion"] and (t.pending.kind, t.pending.player) == ("main", 2)
    t.finish().until_next_turn()
    assert t.e.power_by_player(t.slot("tar_pits")) == [0, 0, 2, 0]


def test_control_minion_special_comes_after_the_cards_in_play_have_reacted_to_the_play():
    """Rules, "Ordre de résolution": the cards in play triggered by a card resolve (step 3) before
    the cards in hand it triggers (step 4)."""
    t = geeks(hands=[[], ["geeks/control_minion"], ["robots/zapbot"], []],
              bases=[("base/the_con", ["robots/hoverbot"]), (TAR, [])], active=2)
    t.play("zapbot", base="the_con")
    assert t.pending.window == "card_played" and t.power("hoverbot") == 3 + 1  # The Con has given its +1
    t.play("control_minion")
    assert t.e.power_by_player(t.slot("the_con")) == [0, 2, 3 + 1, 0]


def test_control_minion_special_is_not_offered_for_its_own_players_minions():
    t = geeks(hands=[[], ["geeks/control_minion", "dinosaurs/war_raptor"], [], []])
    t.play("war_raptor", base="tar_pits")
    assert t.pending.kind == "main"


def test_cosplay_adds_1_vp_when_you_gain_vp():
    t = geeks(hands=[[], ["geeks/cosplay"], [], []],
              decks=[[], ["dinosaurs/howl", "dinosaurs/rampage"], [], []],
              bases=[(OASIS, ["dinosaurs/king_rex", "dinosaurs/laseratops", "robots/warbot"]), (TAR, [])],
              base_deck=["base/the_central_brain"])
    with pytest.raises(Illegal):
        t.play("cosplay")  # only as its Special
    t.finish()
    d = t.pending  # Jungle Oasis scored: 2 VP for player 1, nothing for player 2
    assert (d.kind, d.player, d.window) == ("me_first", 1, "vp_gained") and t.vp == [0, 2, 0, 0]
    t.play("cosplay")
    assert t.vp == [0, 3, 0, 0] and pile(t, 1, "discard") == ["cosplay", "king_rex", "laseratops"]


def test_cosplay_waits_for_its_players_own_gain():
    t = geeks(hands=[[], ["geeks/cosplay"], [], []],
              bases=[(OASIS, ["robots/warbot", "robots/nukebot", "robots/hoverbot"]), (TAR, [])],
              base_deck=["base/the_central_brain"], active=2)
    t.finish().until_next_turn()  # player 3 gains 2 VP: no window for player 1
    assert t.vp == [0, 0, 2, 0] and pile(t, 1, "hand") == ["cosplay"]


def test_force_of_wil_cancels_an_opponents_action_as_it_is_played():
    t = geeks(hands=[[], ["geeks/force_of_wil"], [], ["ninjas/assassination"]],
              bases=[(OASIS, ["dinosaurs/king_rex"]), (TAR, [])], active=3)
    with pytest.raises(Illegal):
        t.g.apply(Play(t.id("force_of_wil")))  # not player 2's turn, and only as its Special anyway
    t.play("assassination", target="king_rex").play("force_of_wil")
    assert t.e.attached_to(t.id("king_rex")) == [] and pile(t, 3, "discard") == ["assassination"]
    t.finish().until_next_turn()
    assert on_base(t, "jungle_oasis") == ["king_rex"] and pile(t, 1, "discard") == ["force_of_wil"]


def test_force_of_wil_is_an_action_another_special_may_cancel_in_turn_order():
    # Player 3 plays Seeing Stars; player 1 answers with Force of Wil, which player 3's own Wil
    # Wheaton cancels: Seeing Stars resolves after all. Player 0, holding another Force of Wil,
    # is asked first (clockwise from player 3) and passes.
    t = geeks(hands=[["geeks/force_of_wil"], ["geeks/force_of_wil"], [], ["ninjas/seeing_stars", "geeks/wil_wheaton"]],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (TAR, [])], active=3)
    t.play("seeing_stars")
    assert t.pending.player == 0
    t.pass_()
    assert t.pending.player == 1
    t.play("force_of_wil#2")
    assert t.pending.player == 3 and t.pending.source == t.id("force_of_wil#2")
    t.play("wil_wheaton", base="tar_pits")
    assert pile(t, 1, "discard") == ["force_of_wil#2"]
    assert t.pending.player == 0  # the first window goes on: Seeing Stars is still being played
    t.pass_()
    assert pile(t, 1, "discard") == ["force_of_wil#2", "war_raptor"] and pile(t, 3, "discard") == ["seeing_stars"]
    assert on_base(t, "tar_pits") == ["wil_wheaton"] and t.pending.kind == "main"


def test_griefer_picks_an_option_for_each_other_player():
    t = geeks(hands=[[], ["geeks/griefer"], ["robots/warbot", "wizards/summon"], []],
              decks=[["aliens/probe"], [], [], []], discards=[["pirates/cannon", "pirates/dinghy"], [], [], []],
              bases=[(OASIS, ["ninjas/shinobi", "zombies/walker"]), (TAR, [("geeks/game_guru", 3)])], seed=6)
    seed = t.g.state.rng
    t.play("griefer")
    with pytest.raises(Illegal):
        t.choose_player(1)  # other players only
    t.choose_player(2).choose_option(RANDOM_DISCARD)
    seed, k = rng.below(seed, 2)
    assert pile(t, 2, "discard") == [["warbot", "summon"][k]]
    t.choose_player(3).choose_option(DESTROY_ONE)
    assert t.pending.player == 3  # they choose which; the Game Guru they control is out of Griefer's reach
    assert {a.value for a in t.pending.options if isinstance(a, Pick)} == {t.id("shinobi"), t.id("walker")}
    t.choose("walker")  # player 0 is left: asked at once
    t.choose_option(SHUFFLE_DISCARD)
    order = [t.id(c) for c in ("probe", "cannon", "dinghy")]
    rng.shuffle(seed, order)
    assert t.g.state.players[0].deck == order and order != [t.id(c) for c in ("probe", "cannon", "dinghy")]
    assert pile(t, 0, "discard") == [] and pile(t, 3, "discard") == ["walker"]
    # One line for the whole pile, none per card:
    assert t.log[-1] == "Player 1 shuffles their discard pile into their deck"
    assert not any("shuffled into" in line for line in t.log)


def test_min_maxing_plays_an_action_from_an_opponents_hand_as_an_extra_action():
    t = geeks(hands=[["pirates/cannon"], ["geeks/min_maxing"], ["wizards/mystic_studies", "robots/warbot"]],
              decks=[[], ["dinosaurs/howl", "dinosaurs/rampage"], []], players=3)
    t.play("min_maxing").choose_player(2)
    assert "Player 2 looks at Player 3's hand" in t.log
    with pytest.raises(Illegal):
        t.choose("warbot")
    t.choose("mystic_studies")  # you play it: you draw; it goes to its owner's discard pile
    assert pile(t, 1, "hand") == ["howl", "rampage"] and pile(t, 2, "discard") == ["mystic_studies"]
    assert pile(t, 2, "hand") == ["warbot"] and t.g.state.action_plays == 0 and t.pending.kind == "main"


def test_min_maxing_may_play_nothing_from_that_hand():
    t = geeks(hands=[[], ["geeks/min_maxing"], ["wizards/mystic_studies"], []], decks=[[], ["dinosaurs/howl"], [], []])
    t.play("min_maxing").choose_player(2).pass_()
    assert pile(t, 2, "hand") == ["mystic_studies"] and pile(t, 1, "hand") == [] and t.pending.kind == "main"


def test_mulligan_takes_the_top_5_cards_and_shuffles_the_rest_of_the_hand_into_the_deck():
    top = ["dinosaurs/king_rex", "dinosaurs/howl", "geeks/fan", "geeks/cosplay", "dinosaurs/rampage"]
    t = geeks(hands=[[], ["geeks/mulligan", "dinosaurs/upgrade", "dinosaurs/war_raptor"], [], []],
              decks=[[], [*top, "geeks/griefer"], [], []], active=1)
    seed = t.g.state.rng
    t.play("mulligan").answer(True)
    assert pile(t, 1, "hand") == ["king_rex", "howl", "fan", "cosplay", "rampage"]
    before = [t.id(c) for c in ("griefer", "upgrade", "war_raptor")]
    order = list(before)
    rng.shuffle(seed, order)
    assert t.g.state.players[1].deck == order and order != before


def test_mulligan_declined_leaves_the_5_cards_on_top_in_their_order():
    t = geeks(hands=[[], ["geeks/mulligan", "dinosaurs/upgrade"], [], []],
              decks=[[], ["dinosaurs/king_rex", "dinosaurs/howl", "geeks/fan", "geeks/cosplay", "dinosaurs/rampage",
                          "geeks/griefer"], [], []])
    t.play("mulligan").answer(False)
    assert pile(t, 1, "deck") == ["king_rex", "howl", "fan", "cosplay", "rampage", "griefer"]
    assert pile(t, 1, "hand") == ["upgrade"]


def test_non_infinite_loop_plays_a_standard_action_and_may_return_it_to_hand():
    t = geeks(hands=[[], ["geeks/non_infinite_loop", "dinosaurs/howl"], [], []],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (TAR, [])])
    t.play("non_infinite_loop").answer(True)  # Howl, its only standard action, is played at once
    assert t.power("war_raptor") == 3 + 1 and pile(t, 1, "hand") == ["howl"]


def test_non_infinite_loop_cannot_take_back_an_action_that_was_cancelled():
    t = geeks(hands=[[], [], ["geeks/force_of_wil"], ["geeks/non_infinite_loop", "zombies/grave_robbing"]],
              discards=[[], [], [], ["zombies/walker"]], active=3)
    t.play("non_infinite_loop").pass_()  # player 2 lets the Loop itself resolve
    assert t.pending.player == 2 and t.pending.source == t.id("grave_robbing")  # not "once it resolves"
    t.play("force_of_wil")
    assert pile(t, 3, "discard") == ["walker", "grave_robbing", "non_infinite_loop"] and t.pending.kind == "main"


def test_rules_lawyer_moves_an_action_from_a_minion_onto_another_minion():
    t = geeks(hands=[[], ["geeks/rules_lawyer"], [], []],
              bases=[(OASIS, [("robots/warbot", 2, ["dinosaurs/upgrade"])]), (TAR, ["dinosaurs/war_raptor", "pirates/first_mate"])],
              base_actions={0: ["dinosaurs/wildlife_preserve"]})
    t.play("rules_lawyer").choose("upgrade")
    with pytest.raises(Illegal):
        t.choose("warbot")  # a different minion
    t.choose("war_raptor")
    assert t.e.attached_to(t.id("war_raptor")) == [t.id("upgrade")] and t.e.attached_to(t.id("warbot")) == []
    assert t.power("war_raptor") == 3 + 2 and t.power("warbot") == 4


def test_rules_lawyer_moves_an_action_from_a_base_onto_another_base():
    t = geeks(hands=[[], ["geeks/rules_lawyer"], [], []],
              bases=[(OASIS, ["robots/warbot"]), (TAR, [])], base_actions={0: ["dinosaurs/wildlife_preserve"]})
    t.play("rules_lawyer")  # the only action in play, and one other base: no question
    assert t.g.state.bases[t.slot("tar_pits")].actions == [t.id("wildlife_preserve")]
    assert t.g.state.bases[t.slot("jungle_oasis")].actions == [] and t.pending.kind == "main"


def test_force_of_wil_holders_are_asked_clockwise_from_the_active_player():
    t = geeks(hands=[[], ["geeks/force_of_wil"], ["ninjas/seeing_stars"], ["geeks/force_of_wil"]],
              bases=[(OASIS, ["dinosaurs/war_raptor"]), (TAR, [])], active=2)
    t.play("seeing_stars")
    assert t.pending.player == 3  # then player 0 (nothing to play: not asked), then player 1
    t.pass_()
    assert t.pending.player == 1
    t.play("force_of_wil")
    assert (t.pending.player, t.pending.source) == (3, t.id("force_of_wil"))  # may cancel the Force of Wil
    t.pass_()
    assert pile(t, 2, "discard") == ["seeing_stars"] and on_base(t, "jungle_oasis") == ["war_raptor"]
