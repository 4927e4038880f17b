"""Mutated saves and scenarios: each mutant is refused with one line, or is a game that keeps the
invariants for 200 random actions. Mutations are structure-aware (fields, types, indexes, card ids)
and byte-level, with the checksum recomputed so that the checks behind it are what is tested."""

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import saves
from rules.game import Game
from rules.invariants import check_state
from rules.scenario import ScenarioError, run
from rules.setup import new_game

EXAMPLES = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.json"))
CARD_IDS = ["aliens/invader", "aliens/supreme_overlord", "base/the_homeworld", "ninjas/invisible_ninja",
            "pirates/first_mate", "zombies/tenacious_z", "wizards/portal", "nobody/nothing"]
ODD_VALUES: list[Any] = [0, 1, -1, 2, 3, 7, 99, 10 ** 6, 1 << 64, 1.5, True, False, None, "", "x", "0",
                         "pick:card:1", "play:0:0:", "yes", [], [0], {}, {"0": 1}, *CARD_IDS]


def _game_at(seed: int, players: int, steps: int, first: int) -> Game:
    factions = [["aliens", "ninjas"], ["robots", "zombies"], ["wizards", "pirates"], ["dinosaurs", "tricksters"]]
    g = new_game(factions[:players], seed, first=first)
    r = random.Random(seed)
    for _ in range(steps):
        if g.over:
            break
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    return g


def _finished() -> Game:
    g = _game_at(2, 2, 0, 0)
    r = random.Random(2)
    while not g.over:
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    return g


@cache
def valid_saves() -> list[str]:
    """A fresh game, games mid-turn and mid-effect for 2 to 4 players, and a finished one."""
    games = [_game_at(1, 2, 0, 1), _game_at(3, 3, 40, 2), _game_at(4, 4, 90, 3), _game_at(6, 3, 7, 1), _finished()]
    mid = _game_at(8, 3, 0, 1)
    r = random.Random(8)
    while mid.pending.kind == "main" or mid.state.replay is None:
        opts = mid.legal_actions()
        mid.apply(opts[r.randrange(len(opts))])
    return [saves.dumps(g) for g in [*games, mid]]


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _mutate(data: Any, draw) -> Any:
    """One structural edit somewhere in ``data``: replace, delete, duplicate, swap, nudge a number."""
    paths = [p for p in _paths(data) if p]
    path = draw(st.sampled_from(paths))
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    key = path[-1]
    kind = draw(st.sampled_from(["replace", "delete", "duplicate", "swap", "nudge", "reference"]))
    if kind == "replace":
        parent[key] = draw(st.sampled_from(ODD_VALUES))
    elif kind == "delete":
        del parent[key]
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(key, parent[key])
    elif kind == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = draw(st.integers(0, len(parent) - 1))
        parent[key], parent[other] = parent[other], parent[key]
    elif kind == "nudge" and type(parent[key]) is int:
        parent[key] += draw(st.sampled_from([-1, 1, 2, -100, 1000]))
    elif kind == "reference":  # a value that means something elsewhere: a card or player index
        parent[key] = draw(st.integers(-2, 140))
    return data


def _bytes_mutated(text: str, draw) -> str:
    raw = bytearray(text.encode())
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(raw) - 1))
        op = draw(st.sampled_from(["flip", "delete", "insert"]))
        if op == "flip":
            raw[at] ^= 1 << draw(st.integers(0, 7))
        elif op == "delete":
            del raw[at]
        else:
            raw.insert(at, draw(st.sampled_from(b'0123456789-,:[]{}"e.')))
    return raw.decode("utf-8", errors="replace")


def _resealed(text: str) -> str:
    try:
        data = json.loads(text)
    except ValueError:
        return text
    if isinstance(data, dict) and isinstance(data.get("state"), dict):
        data["checksum"] = saves.checksum(data["state"])
    return json.dumps(data)


def _plays_on(g: Game, seed: int) -> None:
    """200 random legal actions, the invariants holding after each."""
    assert check_state(g.state) is None
    r = random.Random(seed)
    for _ in range(200):
        if g.over:
            return
        opts = g.legal_actions()
        assert opts, "no legal action but the game is not over"
        g.apply(opts[r.randrange(len(opts))])
        assert check_state(g.state) is None


def _loads_or_refuses(text: str, seed: int) -> None:
    try:
        g = saves.loads(text)
    except saves.SaveError as e:
        assert "\n" not in str(e) and "\r" not in str(e)
        return
    _plays_on(g, seed)


@EXAMPLES
@given(st.data())
def test_a_structurally_mutated_resealed_save_is_refused_or_plays_on(data):
    text = data.draw(st.sampled_from(valid_saves()))
    save = json.loads(text)
    for _ in range(data.draw(st.integers(1, 3))):
        _mutate(save["state"], data.draw)
    save["checksum"] = saves.checksum(save["state"])
    _loads_or_refuses(json.dumps(save), data.draw(st.integers(0, 1000)))


@EXAMPLES
@given(st.data())
def test_a_byte_mutated_resealed_save_is_refused_or_plays_on(data):
    text = data.draw(st.sampled_from(valid_saves()))
    _loads_or_refuses(_resealed(_bytes_mutated(text, data.draw)), data.draw(st.integers(0, 1000)))


@EXAMPLES
@given(st.data())
def test_a_mutated_scenario_is_refused_or_plays_on(data):
    path = data.draw(st.sampled_from(SCENARIOS))
    scenario = json.loads(path.read_text(encoding="utf-8"))
    if data.draw(st.booleans()):
        for _ in range(data.draw(st.integers(1, 3))):
            _mutate(scenario, data.draw)
    else:
        try:
            scenario = json.loads(_bytes_mutated(json.dumps(scenario), data.draw))
        except ValueError:
            return  # not JSON any more: the reader's tests cover that
    try:
        g, _, _, _ = run(scenario)
    except ScenarioError as e:
        assert "\n" not in str(e)
        return
    _plays_on(g, data.draw(st.integers(0, 1000)))
