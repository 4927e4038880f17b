"""``join --bot ismcts``: a joined seat searches a game rebuilt from its view alone.

The rebuilt game must show the seat exactly what the host showed it (same cards where it saw
them, same powers, same counts of what it can't see), offer the host's options, and a seat played
this way must play whole games over the network, every answer accepted by the host.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from table import Table as Position
from test_cli import run_cli
from test_net import LOOPBACK, Run, run

from rules.fzzzt.game import new_game as new_fzzzt
from rules.game import Game
from rules.net import protocol as P
from rules.net.client import Player
from rules.net.table import Table
from rules.net.viewbot import SearchViewBot, make_view_bot
from rules.net.viewworld import fzzzt_world_from_view, world_after, world_from_view
from rules.selection import select, setup_game
from rules.state import Extra
from rules.view import Plays

OASIS, BRAIN = "base/jungle_oasis", "base/the_central_brain"


@pytest.fixture(scope="module")
def cert(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("tls") / "host.pem"


def main_decision_of(seat: int, seed: int, turn: int, until_end_of_turn: bool = False) -> Table:
    """A 4-player game of several boxes, played by greedy seats up to ``seat``'s Play Cards decision
    on or after ``turn``, with a card already played that turn (and, with ``until_end_of_turn``, a
    minion's power changed until the turn ends)."""
    sel = select("core,sfdf,geeks,allstars", None, 4)
    t = Table(setup_game(random.Random(seed), seed, 4, sel))
    bots = [make_view_bot("greedy", i) for i in range(4)]
    while True:
        d = t.game.pending
        s = t.game.state
        if (d.kind == "main" and d.player == seat and s.turn >= turn and s.played and len(d.options) > 1
                and (s.eot_power or not until_end_of_turn)):
            return t
        state, decide = t.state_for(d.player)
        t.act(d.player, P.Act(t.step, bots[d.player].decide(state.smashup, decide)))


def rebuilt(t: Table, seat: int, options: tuple[str, ...] | None = None, seed: int = 0) -> tuple[P.State, Game]:
    state, decide = t.state_for(seat)
    return state, world_from_view(state.smashup, options or decide.options, random.Random(seed))


@pytest.mark.parametrize("seed", [2, 5, 11])
def test_the_world_rebuilt_from_a_view_shows_the_seat_what_the_host_showed_it(seed):
    state, world = rebuilt(main_decision_of(2, seed, 6), 2)
    assert world.view(2) == state.smashup


def test_a_power_changed_until_the_turn_ends_is_the_same_in_the_world():
    t = main_decision_of(0, 13, 3, until_end_of_turn=True)
    state, world = rebuilt(t, 0)
    (minion, change), = t.game.state.eot_power.items()
    assert world.read.power(minion) == t.game.read.power(minion) and world.state.eot_power == {minion: change}


def zapbot_played_under_archmage(actions_played: int) -> Position:
    """Player 1 of 3 has played Zapbot (its normal minion play, and an extra minion of power 2 or
    less) with its Archmage in play (an extra action each turn), then ``actions_played`` actions."""
    t = Position(factions=[["aliens", "dinosaurs"], ["robots", "wizards"], ["ninjas", "pirates"]],
                 hands=[[], ["robots/zapbot", "wizards/mystic_studies", "wizards/mystic_studies"], []],
                 decks=[[], ["robots/microbot_guard"] * 4, []],
                 bases=[(OASIS, [("wizards/archmage", 1)]), (BRAIN, [])], active=1)
    t.play("zapbot", base="jungle_oasis")
    for label in ("mystic_studies", "mystic_studies#2")[:actions_played]:
        t.play(label)
    return t


def world_of(t: Position, seat: int) -> Game:
    return world_from_view(t.g.view(seat), tuple(a.id for a in t.g.legal_actions()), random.Random(0))


def test_the_worlds_plays_left_are_the_hosts_a_cards_extra_among_them():
    t = zapbot_played_under_archmage(0)
    zapbots = Extra("minion", t.id("zapbot"), power_le=2)
    assert t.g.view(1).plays == Plays(0, 1, (zapbots, Extra("action", t.id("archmage"))))
    assert world_of(t, 1).view(1).plays == t.g.view(1).plays


def test_an_ongoing_cards_extra_spent_is_not_given_again_in_the_world():
    t = zapbot_played_under_archmage(2)  # the turn's action and Archmage's
    assert t.g.view(1).plays == Plays(0, 0, (Extra("minion", t.id("zapbot"), power_le=2),))
    assert world_of(t, 1).view(1).plays == t.g.view(1).plays


def test_the_world_offers_the_hosts_options_not_its_own_list():
    t = main_decision_of(2, 5, 6)
    offered = tuple(a.id for a in t.game.legal_actions())[1:]  # one play the host no longer allows
    _, world = rebuilt(t, 2, offered)
    assert tuple(a.id for a in world.legal_actions()) == offered


def test_the_world_deals_what_the_seat_cant_see_from_the_cards_its_owners_hold():
    t = main_decision_of(2, 5, 6)
    _, world = rebuilt(t, 2, seed=1)
    true = t.game.state
    for p in (0, 1, 3):
        owned = Counter(world.state.cards[c] for c in range(len(world.state.cards)) if world.state.owner[c] == p)
        assert owned == Counter(true.cards[c] for c in range(len(true.cards)) if true.owner[c] == p)
    hidden = [world.state.cards[c] for c in world.state.players[0].hand]
    assert hidden != [true.cards[c] for c in true.players[0].hand]  # dealt, not copied (seed 1)


def test_the_search_answers_the_seats_play_cards_decisions_with_one_of_the_hosts_options():
    t = main_decision_of(1, 7, 4)
    state, decide = t.state_for(1)
    bot = SearchViewBot(3, iterations=40)
    assert bot.decide(state.smashup, decide) in decide.options and bot.searched == 1
    assert bot.search.last_iterations == 40


def own_questions(seed: int, seat: int) -> list[tuple[tuple, Any, P.Decide]]:
    """Every question ``seat`` is asked in its own turn after its answers alone since its last Play
    Cards decision (greedy seats, 4 players, several boxes): the world to rebuild (that decision's
    view, its options, the answers), the view at the question and the question."""
    sel = select("core,sfdf,geeks,allstars", None, 4)
    t = Table(setup_game(random.Random(seed), seed, 4, sel))
    bots = [make_view_bot("greedy", i) for i in range(4)]
    since, out = None, []
    while (d := t.game.pending) is not None:
        state, decide = t.state_for(d.player)
        if d.player != seat:
            since = None
        elif d.kind == "main":
            since = (state.smashup, decide.options, [])
        elif since is not None:
            out.append(((since[0], since[1], list(since[2])), state.smashup, decide))
        answer = bots[d.player].decide(state.smashup, decide)
        if since is not None and d.player == seat:
            since[2].append(answer)
        t.act(d.player, P.Act(t.step, answer))
    return out


@pytest.mark.parametrize(("seed", "seat"), [(3, 1), (5, 2), (7, 0)])
def test_the_seats_own_questions_are_searched_where_its_answers_lead_the_world_to_them(seed, seat):
    """Rebuilt at its Play Cards decision and led by its answers, the world is at the host's very
    question unless a hidden card took it elsewhere (a revealed deck top, a hand looked at, another
    player's Special); there the bot answers as greedy does. Either way, one of the host's options."""
    rebuilt = 0
    questions = own_questions(seed, seat)
    for (view, options, answers), now, q in questions:
        world = world_after(view, options, answers, random.Random(0))
        same = world is not None and world.decider == seat and tuple(a.id for a in world.legal_actions()) == q.options
        bot = SearchViewBot(seed, iterations=8)
        bot._since = (view, options, list(answers))
        bot.r = random.Random(0)  # the world the bot rebuilds is the one checked here
        assert bot.decide(now, q) in q.options
        assert bot.searched_mid_effect == int(same)
        rebuilt += same
    assert rebuilt >= 2 * len(questions) // 3 and len(questions) >= 7


def fzzzt_decision_of(seat: int, seed: int, phase: str) -> Table:
    """A 3-player FZZZT! game played by Easy seats up to ``seat``'s decision in ``phase``, with
    another player's bid sealed (when bidding) or a unit built (when building)."""
    t = Table(new_fzzzt(3, seed))
    bots = [make_view_bot("random", i) for i in range(3)]
    while True:
        d = t.game.pending
        s = t.game.state
        if d.player == seat and s.phase == phase and s.round >= 2 and (
                any(pl.sealed for pl in s.players) if phase == "bidding" else any(s.players[seat].built)):
            return t
        state, decide = t.state_for(d.player)
        t.act(d.player, P.Act(t.step, bots[d.player].decide(state.fzzzt, decide)))


@pytest.mark.parametrize("phase", ["bidding", "build"])
def test_a_fzzzt_world_rebuilt_from_a_view_shows_the_seat_what_the_host_showed_it(phase):
    t = fzzzt_decision_of(1, 6, phase)
    state, decide = t.state_for(1)
    world = fzzzt_world_from_view(state.fzzzt, random.Random(2))
    assert world.view(1) == state.fzzzt
    assert tuple(a.id for a in world.legal_actions()) == decide.options


def test_a_fzzzt_world_deals_what_the_seat_cant_see_among_the_places_it_cant_see():
    t = fzzzt_decision_of(1, 6, "bidding")
    state, _ = t.state_for(1)
    world = fzzzt_world_from_view(state.fzzzt, random.Random(2)).state
    true = t.game.state
    # Ids say nothing: the world holds the box's cards, those the seat saw under their own ids.
    assert sorted(world.cards) == sorted(true.cards)
    shown = {c.iid for pl in state.fzzzt.players for zone in (pl.hand, pl.bid, pl.workshop) for c in zone or ()}
    assert shown and all(world.cards[i] == true.cards[i] for i in shown)
    for q in (0, 2):
        mine, theirs = world.players[q], true.players[q]
        # A bid lies face down: its size shows (rulebook), its cards are dealt among the unseen.
        assert len(mine.hand) == len(theirs.hand) and len(mine.bid) == len(theirs.bid)
        assert len(mine.workshop) == len(theirs.workshop)
    assert sorted(world.factory + world.conveyor[world.shown:] + [c for q in (0, 2) for c in world.players[q].hand
                                                                  + world.players[q].bid]) \
        == sorted(true.factory + true.conveyor[true.shown:] + [c for q in (0, 2) for c in true.players[q].hand
                                                               + true.players[q].bid])


@pytest.mark.parametrize("kind", ["smashup", "fzzzt"])
def test_a_joined_seat_searching_from_its_view_plays_a_whole_game_on_loopback(kind, cert):
    seed = 4
    new = new_fzzzt(3, seed) if kind == "fzzzt" else setup_game(random.Random(seed), seed, 3)

    async def game() -> tuple[list, list[Player], Run]:
        r = Run(Table(new), cert)
        invite = await r.start()
        bots = [SearchViewBot(seed, iterations=20), make_view_bot("greedy", 1), make_view_bot("greedy", 2)]
        players = [Player(invite, bot, f"P{i}") for i, bot in enumerate(bots)]
        tasks = []
        for p in players:
            tasks.append(asyncio.create_task(p.play()))
            while p.seat is None:
                await asyncio.sleep(0.005)
        results = await asyncio.gather(*tasks)
        await r.host.stop()
        return results, players, r

    results, players, r = run(game())
    assert r.host.table.game.over and all(x.game_over for x in results)
    assert players[0].seat == 0 and players[0].bot.searched > 10
    if kind == "smashup":
        assert players[0].bot.searched_mid_effect > 0  # its own cards' questions too
    assert players[0].refusals == []
    assert [c for c in r.closings if not c.endswith("the host is closing")] == []  # nobody was thrown out


def test_join_with_the_ismcts_bot_plays_its_seat_to_the_end(tmp_path: Path):
    from test_net_cli import popen

    host = popen("serve", "--players", "2", "--seed", "3", "--bind", LOOPBACK, "--port", "0", "--once",
                 "--cert", str(tmp_path / "c.pem"))
    invite = host.stdout.readline().split()[1]
    joins = [popen("join", invite, "--bot", bot, "--name", bot, "--seed", "1", "--json") for bot in ("ismcts", "greedy")]
    outs = [j.communicate(timeout=300) for j in joins]
    host.communicate(timeout=60)
    assert [j.returncode for j in joins] == [0, 0], outs
    assert all('"game_over": true' in out for out, _ in outs)


def test_join_with_an_unknown_bot_says_which_bots_there_are():
    r = run_cli("join", f"smashup://127.0.0.1:9/{'a' * 22}/{'0' * 64}", "--bot", "perfect")
    assert r.returncode == 2 and "Traceback" not in r.stderr
