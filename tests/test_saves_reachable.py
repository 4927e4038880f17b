"""A save that loads is a game the rules could reach (FZZZT! and every box of Smash Up), or it is
refused whole with one line. The checksum is recomputed after every edit: it is tamper evidence,
not a lock, so the checks behind it are what is tested."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from test_files_fuzz import _paths

from rules import saves
from rules.actions import Play
from rules.fzzzt.game import new_game as new_fzzzt
from rules.games import kind_of
from rules.selection import select, setup_game
from rules.setup import new_game
from rules.validate import LASTING_GIVERS

ROOT = Path(__file__).resolve().parent.parent


def resealed(game: Any, edit: Callable[[dict], object]) -> str:
    data = saves.to_data(game)
    data.pop("history", None)  # the position's own checks, not its history's (tests/test_hint_review.py)
    edit(data["state"])
    data["checksum"] = saves.checksum(data["state"])
    return json.dumps(data)


def refused(text: str) -> str:
    with pytest.raises(saves.SaveError) as info:
        saves.loads(text)
    message = str(info.value)
    assert "\n" not in message and "\r" not in message
    return message


def check_save(tmp_path, text: str, *options: str) -> subprocess.CompletedProcess:
    """``python -m rules check-save`` in a fresh process, as a person runs it."""
    path = tmp_path / "edited.smashup"
    path.write_text(text, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "rules", "check-save", *options, str(path)], capture_output=True,
                          text=True, timeout=120, cwd=ROOT)


def one_line_exit_2(done: subprocess.CompletedProcess) -> str:
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1, done.stderr
    return done.stderr


# --- FZZZT! ------------------------------------------------------------------------------------
def played_until(g: Any, done: Callable[[Any], bool], seed: int = 1) -> Any:
    r = random.Random(seed)
    while not done(g):
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    return g


@cache
def fzzzt_games() -> dict[str, Any]:
    return {
        "new": new_fzzzt(2, seed=1),
        "auctioned": played_until(new_fzzzt(3, seed=2), lambda g: g.state.last is not None and g.state.round == 2),
        "building": played_until(new_fzzzt(2, seed=3), lambda g: g.state.phase == "build"),
        "over": played_until(new_fzzzt(4, seed=4), lambda g: g.over),
    }


def _seal_every_bid(s: dict) -> None:
    for p in s["players"]:
        p["bid"].append(p["hand"].pop())
        p["sealed"] = True


def _bid_with_anothers_card(s: dict) -> None:
    s["players"][0]["bid"].append(s["players"][1]["hand"].pop())


def _swap_for_a_4_player_mechanic(s: dict) -> None:
    s["cards"][s["cards"].index("fzzzt/mechanic_2")] = "fzzzt/mechanic_4"


FZZZT_EDITS: dict[str, tuple[str, Callable[[dict], object], str]] = {
    "Mechanic 99": ("new", lambda s: s["players"][0].update(mechanic=99), "Mechanics are not numbered"),
    "Mechanic -5": ("new", lambda s: s["players"][1].update(mechanic=-5), "Mechanics are not numbered"),
    "two Mechanics 1": ("new", lambda s: s["players"][1].update(mechanic=1), "Mechanics are not numbered"),
    "a 4-player Mechanic in a 2-player game": ("new", _swap_for_a_4_player_mechanic, "not those of a 2-player game"),
    "every bid sealed": ("new", _seal_every_bid, "every bid is sealed"),
    "a bid holding another player's card": ("new", _bid_with_anothers_card, "holds fzzzt/"),
    "a sealed empty bid": ("new", lambda s: s["players"][0].update(sealed=True), "sealed an empty bid"),
    "a builder during the auctions": ("new", lambda s: s.update(builder=0), "a builder exactly while"),
    "no builder while building": ("building", lambda s: s.update(builder=None), "a builder exactly while"),
    "the last auction's card 99999": ("auctioned", lambda s: s["last"].update(card=99999), "last auction"),
    "the last auction's values cut short": ("auctioned", lambda s: s["last"].update(values=s["last"]["values"][:1]),
                                            "last auction"),
    "the last auction won by a lower bid": ("auctioned", lambda s: s["last"].update(
        winner=min(range(3), key=lambda p: s["last"]["values"][p] or 0)), "last auction"),
    "a last auction before any": ("new", lambda s: s.update(last={"card": 30, "bids": [[], []], "values": [None, None],
                                                                 "winner": 0}), "last auction"),
    "winners mid-game": ("auctioned", lambda s: s.update(winners=[1]), "scores or winners before"),
    "scores mid-game": ("building", lambda s: s.update(scores=[3, 4]), "scores or winners before"),
    "other scores at the end": ("over", lambda s: s["scores"].__setitem__(0, s["scores"][0] + 1), "scores are not"),
    "other winners at the end": ("over", lambda s: s.update(winners=[p for p in range(4) if p not in s["winners"]]),
                                 "winners are not"),
    "the game over mid-game": ("auctioned", lambda s: s.update(phase="over", scores=[0, 0, 0], winners=[0]),
                               "final count before the Factory runs out"),
    "round 9 of 5": ("auctioned", lambda s: s.update(round=9), "bad round"),
    "six rounds": ("auctioned", lambda s: s.update(rounds=6), "round 2 of 6"),
    "the rng out of range": ("new", lambda s: s.update(rng=1 << 64), "random generator"),
    "a Robot built on a unit this phase that got none": ("building", lambda s: s["players"][0].update(
        built_now=[s["cards"].index("fzzzt/mechanic_1")]), "built this phase"),
    "a ninth card on the conveyor": ("new", lambda s: s["conveyor"].append(s["factory"].pop()), "Factory holds"),
    "another card printed for 3 players": ("new", lambda s: s["cards"].__setitem__(
        s["cards"].index("fzzzt/mechanic_1"), "fzzzt/mechanic_3"), "not those of a 2-player game"),
}


@pytest.mark.parametrize("edit", FZZZT_EDITS)
def test_a_fzzzt_save_the_rules_cant_reach_is_refused_with_one_line(edit: str) -> None:
    game, change, reason = FZZZT_EDITS[edit]
    assert reason in refused(resealed(fzzzt_games()[game].clone(), change))


@pytest.mark.parametrize("options", [(), ("--json",)])
def test_check_save_refuses_an_edited_fzzzt_save_in_one_line_with_or_without_json(tmp_path, options) -> None:
    text = resealed(new_fzzzt(2, seed=1), _seal_every_bid)
    assert "every bid is sealed" in one_line_exit_2(check_save(tmp_path, text, *options))


def test_every_fzzzt_position_of_real_games_loads() -> None:
    for players in (2, 3, 4):
        g, r = new_fzzzt(players, seed=players), random.Random(players)
        while not g.over:
            assert saves.loads(saves.dumps(g)).state == g.state
            opts = g.legal_actions()
            g.apply(opts[r.randrange(len(opts))])
        assert saves.loads(saves.dumps(g)).state == g.state


# --- Smash Up's later boxes ----------------------------------------------------------------------
def _after_a_minion() -> Any:
    g = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"]], seed=7, first=0)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Play) and g.read.ctype(a.card) == "minion"))
    return g


def _first(s: dict, kind: str) -> int:
    return next(i for i, c in enumerate(s["cards"]) if c.startswith(kind))


def _a_minion_in_play(s: dict) -> int:
    return next(m for b in s["bases"] for m in b["minions"])


def _hand_card(s: dict, p: int = 0) -> int:
    return s["players"][p]["hand"][0]


def _attached_to_a_minion(card_id: str) -> Callable[[dict], None]:
    """Player 0's copy of ``card_id`` taken from their piles and attached to a minion in play."""
    def edit(s: dict) -> None:
        card = s["cards"].index(card_id)
        for zone in ("hand", "deck", "discard"):
            if card in s["players"][0][zone]:
                s["players"][0][zone].remove(card)
        s["attached"][str(_a_minion_in_play(s))] = [card]
    return edit


SMASHUP_EDITS: dict[str, tuple[Callable[[dict], object], str]] = {
    "end-of-turn control of a base card": (lambda s: s["eot_control"].update({str(s["bases"][0]["card"]): 1}),
                                           "not a minion in play going back"),
    "end-of-turn control handing a minion to an opponent": (
        lambda s: s["eot_control"].update({str(_a_minion_in_play(s)): 1}), "not a minion in play going back"),
    "a minion of player 0 controlled by player 1 for good": (
        lambda s: s["controller"].update({str(_a_minion_in_play(s)): 1}), "who does not own it"),
    "a base with a minion's abilities": (
        lambda s: s["abilities"].update({str(s["bases"][0]["card"]): _a_minion_in_play(s)}), "abilities"),
    "a minion with its own abilities": (
        lambda s: s["abilities"].update({str(_a_minion_in_play(s)): _a_minion_in_play(s)}), "abilities"),
    "a minion with an action's abilities": (
        lambda s: s["eot_abilities"].update({str(_a_minion_in_play(s)): _first(s, "pirates/full_sail")}), "abilities"),
    "a card in hand with abilities": (lambda s: s["abilities"].update({str(_hand_card(s)): _hand_card(s, 1)}),
                                      "abilities"),
    "a base modifier on a minion": (_attached_to_a_minion("aliens/jammed_signal"),
                                    "aliens/jammed_signal can't be attached to a minion"),
    "a standard action attached": (_attached_to_a_minion("aliens/invasion"),
                                   "aliens/invasion can't be attached to a minion"),
    "an extra play naming an opponent's card": (lambda s: s["extras"].append(
        {"kind": "minion", "source": -1, "power_le": None, "base": None, "card": _hand_card(s, 1),
         "zone": "discard"}), "an extra play that no card gives"),
    "an open play with one Extra": (lambda s: s["open_plays"].append([{"kind": "minion"}]),
                                         "a play left open"),
    "a power change until next turn of 999 on a card in hand": (lambda s: s["marks"].update(
        {f"lasting_power:{_hand_card(s)}:0": 999, "lasting_power": 1}), "until a player's next turn"),
    "the next base chosen from a hand": (lambda s: s["marks"].update(
        {f"next_base:{s['bases'][0]['card']}": _hand_card(s)}), "next base chosen"),
    "extra turns after player 7": (lambda s: s["marks"].update(extra_turn_from=7), "player 7"),
    "a fourth base for two players": (lambda s: s["bases"].append({"card": s["base_deck"].pop()}),
                                      "4 bases in play for 2 players"),
    "a power change on a card in hand": (lambda s: s["eot_power"].update({str(_hand_card(s)): 3}),
                                         "a power change on something other"),
    "a Marvel base without facts": (lambda s: s["cards"].__setitem__(s["base_deck"][0], "base/starks_lab"),
                                    "base/starks_lab has no breakpoint or VP"),
}


@pytest.mark.parametrize("edit", SMASHUP_EDITS)
def test_a_later_box_field_the_table_contradicts_is_refused_with_one_line(edit: str) -> None:
    change, reason = SMASHUP_EDITS[edit]
    assert reason in refused(resealed(_after_a_minion(), change))


def test_a_scenario_flag_waives_factions_and_copies_but_no_other_check() -> None:
    def scenario_with_eot_control_of_a_base(s: dict) -> None:
        as_scenario(s)
        s["eot_control"][str(s["bases"][0]["card"])] = 1

    assert "not a minion in play going back" in refused(resealed(_after_a_minion(), scenario_with_eot_control_of_a_base))


# --- a scenario's freedom of cards, checked against where the game started ---------------------
def as_scenario(s: dict) -> None:
    """The position claimed as a scenario's, with a scenario's generator (the seed it names)."""
    s.update(scenario=True, deal=0, rng=s["rng"] & (1 << 64) - 1)


OVERLORD = "aliens/supreme_overlord"  # printed once


def _flagged_with_five_overlords(s: dict) -> None:
    """The reported file: a dealt game whose scenario flag is switched on, player 0's deck holding
    four more Supreme Overlords (a scenario may hold any copies)."""
    s["scenario"] = True
    for c in s["players"][0]["deck"][:4]:
        s["cards"][c] = OVERLORD


def test_a_dealt_game_switched_to_a_scenario_with_five_overlords_is_refused_in_a_fresh_process(tmp_path) -> None:
    err = one_line_exit_2(check_save(tmp_path, resealed(_after_a_minion(), _flagged_with_five_overlords)))
    assert "the game was dealt by the rules, so it is not a scenario's position" in err


def test_a_dealt_games_history_cant_claim_a_scenario_either() -> None:
    """The flag and the overlords written into the history's start as well: that start was dealt."""
    data = saves.to_data(_after_a_minion())
    for s in (data["state"], data["history"]["start"]):
        _flagged_with_five_overlords(s)
    data["checksum"] = saves.checksum(data["state"])
    assert "dealt by the rules" in refused(json.dumps(data))


@pytest.mark.parametrize(("where", "reason"), [
    ("state", "the game started from a deal, yet claims to be a scenario's position"),
    ("start", "the game started from a scenario, yet claims to have been dealt")])
def test_a_save_claims_the_scenario_flag_exactly_when_its_history_started_from_one(where: str, reason: str) -> None:
    """Play never switches the flag: a scenario's game keeps it, a dealt game never gets it."""
    data = saves.to_data(_after_a_minion())
    as_scenario(data["state"] if where == "state" else data["history"]["start"])
    data["checksum"] = saves.checksum(data["state"])
    assert reason in refused(json.dumps(data))


def test_a_save_holds_the_cards_its_start_held() -> None:
    """No card creates a card: the instance table is the start's (rules/setup.py, rules/scenario.py)."""
    data = json.loads(saves.dumps(_scenario_game(_five_overlords_scenario())))
    data["history"]["start"]["cards"][data["history"]["start"]["cards"].index(OVERLORD)] = "aliens/invader"
    data["checksum"] = saves.checksum(data["state"])
    assert "the game holds cards its start did not" in refused(json.dumps(data))


def _five_overlords_scenario() -> dict:
    return {"format": "smashup-scenario/1", "seed": 3,
            "players": [{"factions": ["aliens"], "hand": [OVERLORD] * 2, "deck": [OVERLORD] * 3},
                        {"factions": ["ninjas"], "hand": ["ninjas/ninja_master"]}],
            "bases": [{"card": "base/the_homeworld"}, {"card": "base/the_mothership"}]}


def _scenario_game(data: dict) -> Any:
    from rules.scenario import run

    g, _, error, _ = run(data)
    assert error is None
    return g


def test_a_scenario_with_five_overlords_saves_and_loads_in_a_fresh_process(tmp_path) -> None:
    """The contract: a scenario holds whatever cards it lists, copies beyond the printed count too."""
    path, save = tmp_path / "overlords.json", tmp_path / "overlords.smashup"
    path.write_text(json.dumps(_five_overlords_scenario()), encoding="utf-8")
    assert run_cli("scenario", str(path), "--save", str(save)).returncode == 0
    done = run_cli("check-save", str(save))
    assert done.returncode == 0, done.stderr
    g = saves.load(save)
    assert g.state.scenario and g.state.cards.count(OVERLORD) == 5


@pytest.mark.parametrize("path", sorted((ROOT / "tests" / "scenarios").glob("*.json")), ids=lambda p: p.stem)
def test_every_scenario_of_the_tests_saves_and_loads(path: Path) -> None:
    g = _scenario_game(json.loads(path.read_text(encoding="utf-8")))
    again = saves.loads(saves.dumps(g))
    assert again.state == g.state and again.state.scenario


def test_the_repros_of_the_later_boxes_are_refused_in_a_fresh_process(tmp_path) -> None:
    def steal(s: dict) -> None:
        victim = _hand_card(s, 1)
        s["players"][1]["hand"].remove(victim)
        s["players"][1]["discard"].append(victim)
        s["extras"].append({"kind": "minion", "source": -1, "power_le": None, "base": None, "card": victim,
                            "zone": "discard"})

    for edit, reason in ((lambda s: s["eot_control"].update({str(s["bases"][0]["card"]): 1}), "going back"),
                         (steal, "an extra play that no card gives")):
        assert reason in one_line_exit_2(check_save(tmp_path, resealed(_after_a_minion(), edit)))


# --- many mutants of both games' fields -----------------------------------------------------------
@cache
def smashup_games() -> list[Any]:
    """Games of every box with titans, stopped at turns where the later fields are in use."""
    sel = select("core,sfdf,geeks,allstars,marvel", None, None, True)
    out = []
    for seed, steps in ((3, 40), (5, 130)):
        r = random.Random(seed)
        g = setup_game(r, seed, 2 + seed % 3, sel)
        for _ in range(steps):
            if g.over:
                break
            opts = g.legal_actions()
            g.apply(opts[r.randrange(len(opts))])
        out.append(g)
    return out


def _replace(state: dict, r: random.Random, values: list[Any]) -> None:
    """A value somewhere in the state becomes one that means something elsewhere."""
    path = r.choice([p for p in _paths(state) if p and p[0] != "log"])
    parent = state
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = r.choice(values)


SMASHUP_FIELDS = ("abilities", "eot_abilities", "eot_control", "controller", "counters", "eot_power",
                  "eot_breakpoint", "lasting_power", "next_base", "extras", "used")
PLACES = ("base", "minions", "titans", "actions", "hand", "deck", "discard", "none")
MUTANTS = len(SMASHUP_FIELDS) * len(PLACES)  # per game: each field meets each kind of place once


def _smashup_entry(state: dict, r: random.Random, k: int, cards: int, players: int) -> None:
    """An entry added to one of the per-card fields for a card of one kind of place: each field
    meets each kind of place in turn (mutant ``k``), naming a card, a player or an amount."""
    field, place = SMASHUP_FIELDS[k % len(SMASHUP_FIELDS)], PLACES[k // len(SMASHUP_FIELDS) % len(PLACES)]
    card, other = _card_at(state, r, place, cards), _card_at(state, r, r.choice(PLACES), cards)
    player, amount = r.randrange(-1, players + 1), r.choice([1, -2, 999, 1000])
    if field == "lasting_power":
        entry: Any = (f"lasting_power:{card}:{player}", amount)
        _add(state, "marks", ("lasting_power", 1))
    elif field == "next_base":
        entry = (f"next_base:{card}", other)
    elif field == "extras":
        entry = {"kind": r.choice(["minion", "action"]), "source": other, "power_le": None, "base": None,
                 "card": r.choice([None, card]), "zone": r.choice(["hand", "discard"])}
    elif field == "used":
        entry = f"left_as:{card}:{other}"
    else:
        entry = (str(card), {"abilities": other, "eot_abilities": other, "eot_control": player,
                             "controller": player}.get(field, amount))
    _add(state, "marks" if field in ("lasting_power", "next_base") else field, entry)


def _card_at(state: dict, r: random.Random, place: str, cards: int) -> int:
    """A card of that kind of place (a base in play, a minion, a titan or an action on the table, a
    card in a hand, deck or discard pile), or a number that is no card."""
    bases = [b for b in state["bases"] if isinstance(b, dict)]
    if place == "base":
        found = [b.get("card") for b in bases]
    elif place in ("minions", "titans", "actions"):
        found = [c for b in bases for c in b.get(place) or []]
    elif place == "none":
        found = [-1, cards]
    else:
        found = [c for pl in state["players"] if isinstance(pl, dict) for c in pl.get(place) or []]
    card = r.choice(found) if found else -1
    return card if isinstance(card, int) else -1


def _add(state: dict, field: str, entry: Any) -> None:
    """``entry`` into the list or dict ``field`` (left alone if an earlier edit made it something else)."""
    held = state.get(field)
    if isinstance(held, list):
        held.append(entry)
    elif isinstance(held, dict):
        held[entry[0]] = entry[1]


FZZZT_FIELDS = ["mechanic", "sealed", "hand", "workshop", "bid", "units", "built_now"]


def _fzzzt_entry(state: dict, r: random.Random, k: int, cards: int, players: int) -> None:
    """A card moved from where it is to another zone (anyone's), or a player's or the game's field
    given a value that means something elsewhere."""
    zones = [state["factory"], state["conveyor"]] + [pl[z] for pl in state["players"]
                                                     for z in ("hand", "workshop", "bid", "units")]
    zones = [z for z in zones if isinstance(z, list) and all(isinstance(c, int) for c in z)]
    held = [z for z in zones if z]
    if held and r.random() < 0.6:
        source, target = r.choice(held), r.choice(zones)
        card = source.pop(r.randrange(len(source)))
        target.insert(r.randrange(len(target) + 1), card)
        for pl in state["players"]:  # a unit moved keeps its Robots' list in step
            if target is pl.get("units") and isinstance(pl.get("built"), list):
                pl["built"].insert(target.index(card), [])
            if source is pl.get("units") and isinstance(pl.get("built"), list) and len(pl["built"]) > len(source):
                pl["built"].pop()
        return
    key = r.choice(["chief", "builder", "shown", "round", "phase", "winners", "scores", "last"])
    value = {"phase": r.choice(["bidding", "build", "final", "over"]), "winners": [r.randrange(players)],
             "scores": [r.randrange(-5, 30) for _ in range(players)],
             "last": {"card": r.randrange(cards), "bids": [[] for _ in range(players)],
                      "values": [r.choice([None, 0, 3]) for _ in range(players)], "winner": r.randrange(players)},
             }.get(key, r.randrange(-1, players + 2))
    if r.random() < 0.5:
        pl = state["players"][r.randrange(players)]
        key = r.choice(FZZZT_FIELDS)
        value = (r.choice([True, False]) if key == "sealed" else r.randrange(-1, 6) if key == "mechanic"
                 else [r.randrange(cards)])
        state = pl
    state[key] = value


def _plays_on_and_saves_again(g: Any, seed: int) -> None:
    """What ``check-save --json`` prints of it; 200 random legal actions; then the game's own save loads."""
    json.dumps(kind_of(g).position(g))
    r = random.Random(seed)
    for _ in range(200):
        if g.over:
            break
        opts = g.legal_actions()
        assert opts, "no legal action but the game is not over"
        g.apply(opts[r.randrange(len(opts))])
    assert saves.loads(saves.dumps(g)).state == g.state


def _mutants(games: list[Any], add_entry: Callable[[dict, random.Random, int, int, int], None], seed: int) -> int:
    """Resealed mutants of ``games``: each refused in one line or a game that plays on; how many loaded."""
    r, loaded = random.Random(seed), 0
    for k in range(MUTANTS):
        g = games[k % len(games)]
        data = saves.to_data(g)
        state, cards, players = data["state"], len(g.state.cards), len(g.state.players)
        values = [-1, 0, 1, 2, 3, 5, 99, 999, cards - 1, cards, None, True, "over", "final", []]
        add_entry(state, r, k, cards, players)
        if r.random() < 0.3:  # after the entry: a value replaced may change the shape around it
            _replace(state, r, values)
        data["checksum"] = saves.checksum(state)
        try:
            loaded_game = saves.loads(json.dumps(data))
        except saves.SaveError as e:
            assert "\n" not in str(e) and "\r" not in str(e)
            continue
        loaded += 1
        _plays_on_and_saves_again(loaded_game, k)
    return loaded


def test_resealed_mutants_of_fzzzt_fields_are_refused_or_play_on() -> None:
    games = list(fzzzt_games().values())
    assert _mutants(games, _fzzzt_entry, 38) < MUTANTS  # some edits are refused: the checks are on


def test_resealed_mutants_of_smash_up_later_fields_are_refused_or_play_on() -> None:
    assert _mutants(smashup_games(), _smashup_entry, 38) < MUTANTS


# --- the command line ---------------------------------------------------------------------------
def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules", *args], capture_output=True, text=True, timeout=120,
                          cwd=ROOT)


@pytest.mark.parametrize("factions", ["aliens,ninjas", ",".join(["aliens", "ninjas", "pirates", "zombies", "robots",
                                                                  "wizards", "dinosaurs", "tricksters",
                                                                  "shapeshifters", "time_travelers"])])
def test_bench_with_factions_for_one_or_five_players_gets_one_line(factions: str) -> None:
    err = one_line_exit_2(run_cli("bench", "--games", "1", "--sets", "core,sfdf", "--factions", factions))
    assert "2 to 4 players need 4 to 8" in err


def test_arena_of_fzzzt_with_five_seats_gets_fzzzts_own_message() -> None:
    err = one_line_exit_2(run_cli("arena", "--game", "fzzzt", "--seats", ",".join(["random"] * 5), "--games", "1"))
    assert err == "error: FZZZT! is played by 2 to 4 players\n"


SCENARIO = ROOT / "tests" / "scenarios" / "tie-for-first.json"


def test_scenario_save_to_a_fifo_is_refused_without_waiting(tmp_path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert "not a regular file" in one_line_exit_2_after_output(run_cli("scenario", str(SCENARIO), "--save", str(fifo)))


def test_scenario_save_without_a_file_name_is_refused() -> None:
    assert "no file name given" in one_line_exit_2_after_output(run_cli("scenario", str(SCENARIO), "--save", ""))


def one_line_exit_2_after_output(done: subprocess.CompletedProcess) -> str:
    """The scenario ran (its output printed), then the save was refused: one line, exit 2."""
    assert done.returncode == 2 and done.stderr.startswith("error: --save: ") and done.stderr.count("\n") == 1
    return done.stderr


def test_a_scenario_may_not_deal_a_base_without_facts(tmp_path) -> None:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data["bases"][0]["card"] = "base/starks_lab"
    path = tmp_path / "marvel-base.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    err = one_line_exit_2(run_cli("scenario", str(path)))
    assert "base/starks_lab has no breakpoint or VP" in err


def test_the_arena_starts_no_more_workers_than_games(monkeypatch) -> None:
    import multiprocessing

    from rules.ai import arena

    sizes: list[int] = []
    spawn = multiprocessing.get_context("spawn")

    class Context:
        def Pool(self, n: int):  # noqa: N802 - multiprocessing's name
            sizes.append(n)
            return spawn.Pool(n)

    monkeypatch.setattr(arena.multiprocessing, "get_context", lambda _: Context())
    res = arena.run_arena(["random", "random"], 2, 1, jobs=8)
    assert sizes == [2] and res["games"] == 2


def test_the_arena_game_where_a_stale_copy_crashed_a_bot_plays_on() -> None:
    """Seed 853 once left a Cellular Bonding in a hand with its copy; a bot's re-dealt world then
    played it as a standard action with no target."""
    done = run_cli("arena", "--seats", "greedy,random", "--games", "1", "--seed", "853", "--sets",
                   "core,sfdf,geeks,allstars,marvel", "--titans", "--json")
    assert done.returncode == 0 and done.stderr == "" and json.loads(done.stdout)["games"] == 1


def _lasting(amount: int, giver: str | None) -> Any:
    def edit(s: dict) -> None:
        if giver is not None:  # one copy of the card in a deck, as if its owner had it
            s["cards"][s["players"][0]["deck"][0]] = giver
            as_scenario(s)
        s["marks"].update({f"lasting_power:{_a_minion_in_play(s)}:0": amount, "lasting_power": 1})
    return edit


@pytest.mark.parametrize("amount", [777, 999])
def test_a_lasting_power_change_no_card_of_the_game_can_add_up_to_is_refused(amount: int) -> None:
    assert "no card of this game gives" in refused(resealed(_after_a_minion(), _lasting(amount, None)))
    assert "no card of this game gives" in refused(resealed(_after_a_minion(),
                                                            _lasting(amount, "sinister_six/reroute_the_power")))


def test_a_lasting_power_change_a_card_of_the_game_gives_loads() -> None:
    g = saves.loads(resealed(_after_a_minion(), _lasting(3, "sinister_six/reroute_the_power")))
    assert 3 in g.state.marks.values()


def test_every_card_that_makes_a_lasting_power_change_is_counted() -> None:
    """The cards' code calls the lasting changes only for the givers listed, with their amounts."""
    calls = re.compile(r'@\w+\("([\w/]+)"[^\n]*\)\ndef \w+\([^)]*\)[^:]*:\n(?:(?!\n@).)*?'
                       r'add_power_until_(?:next_turn|your_turn_ends)\(\w+, (\d+)', re.S)
    found = {card: int(n) for path in (ROOT / "rules" / "cards").rglob("*.py")
             for card, n in calls.findall(path.read_text(encoding="utf-8"))}
    assert found == LASTING_GIVERS
