"""The bots answer every kind of decision with a legal action, never change the game they are
shown, finish games without stalling, and answer forced moves at once."""

from __future__ import annotations

import random

import pytest
from table import DEFAULT_FACTIONS, Table, go_round, homeworld_loop

from rules.actions import FINISH, PASS
from rules.ai import make_bot
from rules.ai.arena import play_game
from rules.ai.determinize import Determinizer
from rules.ai.evaluate import shares
from rules.ai.ismcts import Child, ISMCTSBot, Searcher, _stop_turn, cut_shares
from rules.ai.policy import TURN_PLAY_CAP, quick_action, sane_options
from rules.catalogue import catalogue
from rules.game import Game
from rules.selection import random_factions
from rules.setup import new_game

KINDS = {"main", "card", "base", "player", "option", "yesno", "me_first", "order", "discard"}


def _playable_pool() -> list[str]:
    cat = catalogue()
    return [f for f, s in cat.faction_set.items() if s not in ("madness", "titans")]


def test_make_bot_knows_the_three_levels() -> None:
    assert [make_bot(n).name for n in ("random", "greedy", "ismcts")] == ["random", "greedy", "ismcts"]
    with pytest.raises(ValueError):
        make_bot("expert")


def test_easy_bot_does_not_finish_while_a_card_can_be_played() -> None:
    t = Table(hands=[["dinosaurs/king_rex"], []])
    assert FINISH in t.options() and FINISH not in sane_options(t.g)
    t.play("king_rex", base="jungle_oasis")
    assert quick_action(t.g, random.Random(1)) == FINISH


def test_random_games_give_the_bots_every_kind_of_decision() -> None:
    """Random games over every faction; at each kind's first few decisions greedy and a small
    search answer too, legally, and leave the game exactly as it was."""
    seen: dict[str, int] = {}
    greedy, search = make_bot("greedy", 1), ISMCTSBot(1, iterations=20)
    for seed in range(300):
        r = random.Random(seed)
        g = new_game(random_factions(r, 2 + seed % 3, _playable_pool()), seed)
        while not g.over:
            d = g.pending
            if len(d.options) > 1 and seen.get(d.kind, 0) < 3:
                seen[d.kind] = seen.get(d.kind, 0) + 1
                before = g.state.copy()
                for bot in (greedy, search):
                    assert bot.decide(g, d.player) in d.options
                assert g.state == before and g.pending is d
            g.apply(quick_action(g, r))
        if set(seen) >= KINDS:
            break
    assert set(seen) == KINDS


@pytest.mark.parametrize("seats", [["greedy", "random"], ["random", "greedy", "random", "greedy"]])
def test_greedy_and_random_play_games_to_the_end(seats: list[str]) -> None:
    for seed in range(3):
        res = play_game((seats, seed, None, None))
        assert res.winner in seats
        assert all(res.tallies[name].times for name in seats)


def _forced(g: Game) -> Game:
    r = random.Random(0)
    while len(g.pending.options) > 1:
        g.apply(quick_action(g, r))
    return g


def test_a_forced_decision_is_answered_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    r = random.Random(5)
    g = _forced(new_game(random_factions(r, 2, _playable_pool()), 5))

    def no_look_ahead(*_: object) -> None:
        raise AssertionError("a forced decision needs no look-ahead")

    monkeypatch.setattr(Determinizer, "sample", no_look_ahead)
    monkeypatch.setattr(Game, "clone", no_look_ahead)
    for name in ("random", "greedy", "ismcts"):
        assert make_bot(name).decide(g, g.decider) == g.pending.options[0]


def test_a_bot_finishes_a_turn_that_goes_on_past_sixty_of_its_play_decisions() -> None:
    # A Special that does nothing (Ninja Acolyte shielded from itself) could be used for ever.
    t = Table(hands=[["aliens/invader"], []])
    bot = make_bot("random", seed=1)
    answers = [bot.decide(t.g, 0) for _ in range(61)]
    assert FINISH not in answers[:60] and answers[60] == FINISH


def test_the_bots_pass_on_an_endless_optional_loop_past_the_turn_cap() -> None:
    t = homeworld_loop()
    while len(t.g.state.played) < TURN_PLAY_CAP:
        assert go_round(t)
    assert t.id("collector") in t.picks()
    assert sane_options(t.g) == (PASS,)
    for bot in (make_bot("greedy", seed=1), ISMCTSBot(seed=1, iterations=20)):
        assert bot.decide(t.g, 1) == PASS


def test_normal_uses_its_action_play_even_when_the_evaluation_sees_no_gain() -> None:
    # Jammed Signal changes nothing the evaluation measures; keeping it would waste the turn's action.
    t = Table(hands=[["aliens/jammed_signal", "aliens/invader"], []], active=0)
    t.play("invader", base="the_central_brain")
    for seed in range(3):
        a = make_bot("greedy", seed=seed).decide(t.g, 0)
        assert a != FINISH and t.e.cid(a.card) == "aliens/jammed_signal"


def test_normal_still_finishes_when_it_has_no_play_left() -> None:
    t = Table(hands=[["aliens/invader"], []], active=0)
    t.play("invader", base="the_central_brain")
    assert make_bot("greedy").decide(t.g, 0) == FINISH


def test_hard_with_one_iteration_still_uses_its_action_play_as_normal_does() -> None:
    # The root's options start from Normal's settled scores, so a short search plays at least as well.
    t = Table(hands=[["aliens/jammed_signal", "aliens/invader"], []], active=0)
    t.play("invader", base="the_central_brain")
    for seed in range(6):
        a = ISMCTSBot(seed, iterations=1).decide(t.g, 0)
        assert a != FINISH and t.e.cid(a.card) == "aliens/jammed_signal"


def test_hard_rollouts_stop_once_the_searching_players_turn_is_over() -> None:
    # Three players, the second one active: its rollouts end at the third player's first quiet decision;
    # the first player's (answering, say, a Me First! window) end after its own next turn.
    t = Table(factions=DEFAULT_FACTIONS[:3], hands=[["aliens/invader"], ["ninjas/ninja_master"],
                                                    ["robots/zapbot"]], active=1)
    turn = t.g.state.turn
    assert (_stop_turn(t.g, 1), _stop_turn(t.g, 2), _stop_turn(t.g, 0)) == (turn + 1, turn + 2, turn + 3)
    searcher = Searcher(3)
    world = Determinizer(t.g, 1).sample(searcher.r)
    searcher._iterate(Child(), world, 1, _stop_turn(t.g, 1))
    assert world.state.turn == turn + 1 and world.state.active == 2
    assert world.pending.quiescent and world.pending.player == 2


def _ready_base_led_by_two(opponent_hand: list[str]) -> Table:
    # Player 0 leads the ready Jungle Oasis (breakpoint 12) 7 to 5; player 1 is about to play.
    return Table(hands=[[], opponent_hand], active=1,
                 bases=[("base/jungle_oasis", [("dinosaurs/king_rex", 0), ("ninjas/ninja_master", 1)]),
                        ("base/the_central_brain", [])])


def test_hard_counts_a_narrow_lead_at_its_cut_as_open_to_the_next_players_minion() -> None:
    g = _ready_base_led_by_two(["pirates/pirate_king"]).g
    assert cut_shares(g, 0)[0] < shares(g)[0] - 0.05


def test_hard_scores_its_cut_as_it_stands_when_the_next_player_holds_no_minion() -> None:
    g = _ready_base_led_by_two(["pirates/broadside"]).g
    assert cut_shares(g, 0) == shares(g)


def _root_visits(node: Child) -> int:
    return sum(c.visits for c in node.children.values())


def _hard_after_its_first_play() -> tuple[Table, ISMCTSBot]:
    # Three players, the second active with a minion and an action; Hard has made its first play.
    t = Table(factions=DEFAULT_FACTIONS[:3], hands=[[], ["dinosaurs/king_rex", "aliens/jammed_signal"], []],
              active=1)
    bot = ISMCTSBot(5, iterations=40)
    t.g.apply(bot.decide(t.g, 1))
    return t, bot


def test_hard_carries_its_search_over_to_its_next_decision_of_the_turn() -> None:
    # After its first play, the subtree under that play is where its next search starts, with its visits.
    t, bot = _hard_after_its_first_play()
    kept, _ = bot.searcher.kept
    before = _root_visits(kept)
    assert before > 0 and kept.decider == 1 and t.g.pending.player == 1
    bot.decide(t.g, 1)
    assert _root_visits(kept) >= before + 40


def test_hard_starts_afresh_on_a_new_turn() -> None:
    t, bot = _hard_after_its_first_play()
    t.finish().until_next_turn().finish().until_next_turn().finish().until_next_turn()
    assert t.g.state.active == 1 and t.g.pending.player == 1
    assert bot.searcher._reusable(t.g.state.turn, 1) is None
