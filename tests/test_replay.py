"""Replays: any point of a recorded game at once, the same as playing the game again to there."""

from __future__ import annotations

import random

import pytest

from rules.catalogue import catalogue
from rules.game import Game, history_of
from rules.perft import ALL_BOXES, canonical
from rules.replay import Timeline
from rules.selection import select, setup_game
from rules.setup import playable_factions

BOXES = [*ALL_BOXES, "titans"]  # titans: the core factions with their titans


def sample_game(box: str, seed: int) -> Game:
    """A game of ``box``'s factions played to its end by random answers, recorded from its deal."""
    r = random.Random(seed)
    sets = "core" if box in ("core", "titans") else f"core,{box}"
    cat = catalogue()
    own = [f for f in playable_factions() if cat.faction_set[f] == sets.split(",")[-1]][:2]
    core = [f for f in playable_factions() if cat.faction_set[f] == "core" and f not in own]
    factions = ",".join([*own, *core][:4])  # the box's factions first (a small box has one)
    g = setup_game(r, seed, 2, select(sets, factions, 2, box == "titans"))
    while not g.over:
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    return g


@pytest.mark.parametrize("box", BOXES)
def test_seeking_to_any_decision_gives_the_position_a_fresh_replay_reaches(box: str):
    g = sample_game(box, 51)
    history = history_of(g)
    timeline = Timeline(history)
    assert len(timeline) == len(history.answers) + 1
    order = list(range(len(timeline)))
    random.Random(box).shuffle(order)  # seeking back and forth, as a person drags the timeline
    fresh = Game(history.start.copy())
    expected = [canonical(fresh.state)]
    for a in history.answers:
        fresh.apply(a)
        expected.append(canonical(fresh.state))
    for step in order:
        assert canonical(timeline.at(step).state) == expected[step], f"step {step}"
    assert timeline.at(len(timeline) - 1).over and timeline.final.state == g.state


def test_the_timeline_marks_turns_scorings_and_vp():
    g = sample_game("core", 7)
    t = Timeline(history_of(g))
    starts = t.turn_starts()
    assert len(starts) == g.state.turn and starts[0] == 0
    scored = [i for i, s in enumerate(t.steps) if s.scored]
    assert len(scored) == len(g.state.base_discard)  # every base scored left for the base discard
    assert all(t.steps[i].vp_changed for i in scored if t.at(i + 1).state.players != t.at(i).state.players)
    assert sum(t.steps[i].vp_changed for i in range(len(t))) >= 1


def test_a_game_played_on_from_a_point_keeps_the_past_and_leaves_the_original():
    g = sample_game("core", 9)
    t = Timeline(history_of(g))
    here = t.at(40)
    here.apply(here.legal_actions()[0])
    assert history_of(here).answers[:40] == history_of(g).answers[:40] and len(history_of(here).answers) == 41
    assert canonical(t.at(40).state) == canonical(Timeline(history_of(g)).at(40).state)
