"""The deal nobody at the table can predict: a keyed generator, instance ids in a shuffled order,
a network game's seed of 128 secret bits; and the games dealt before, which replay as they were."""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import secrets
from pathlib import Path

import pytest

from rules import rng, saves
from rules.envelope import checksum
from rules.fzzzt.game import new_game as new_fzzzt
from rules.fzzzt.validate import printings
from rules.games import game_kind
from rules.setup import new_game

TWO = [["aliens", "dinosaurs"], ["ninjas", "pirates"]]


def test_a_dealt_game_draws_from_the_keyed_generator_and_says_so():
    s = new_game(TWO, seed=5).state
    assert s.deal == rng.DEAL_KEYED and rng.is_keyed(s.rng)
    assert new_fzzzt(2, 5).state.deal == rng.DEAL_KEYED_IDS and rng.is_keyed(new_fzzzt(2, 5).state.rng)


def test_the_whole_seed_makes_the_deal_not_only_its_low_64_bits():
    low = 12345
    a, b = new_game(TWO, seed=low).state, new_game(TWO, seed=low | 1 << 100).state
    assert [p.hand for p in a.players] != [p.hand for p in b.players] or a.cards != b.cards


def test_an_output_of_the_keyed_generator_is_not_its_state_scrambled():
    """splitmix64's output is an invertible function of its next state: whoever sees one knows
    every later shuffle. The keyed stream's next output is a hash under a key no output shows."""
    state = rng.seeded(99)
    _, out = rng.next_state(state)
    unmix = out
    unmix = (unmix ^ (unmix >> 31) ^ (unmix >> 62)) & (1 << 64) - 1  # splitmix64's last step undone
    assert rng.next_state(unmix)[1] != rng.next_state(rng.next_state(state)[0])[1]
    # Two games from seeds one bit apart share no output.
    x = [rng.below(s, 1 << 32)[1] for s in (rng.seeded(1), rng.seeded(3))]
    assert x[0] != x[1]


def test_splitmix64_still_draws_its_published_first_output_for_the_games_dealt_before():
    assert rng.next_state(0)[1] == 0xE220A8397B1DCDAF


@pytest.mark.parametrize("seed", [1, 2])
def test_instance_ids_are_dealt_in_a_shuffled_order(seed):
    """An id that shows names no card: the first ids are not the first faction's first cards."""
    s = new_game(TWO, seed=seed).state
    first_faction = [c for c in s.cards if c.startswith("aliens/")]
    assert list(s.cards[: len(first_faction)]) != first_faction
    other = new_game(TWO, seed=seed + 10).state
    assert other.cards != s.cards  # each game its own order
    assert sorted(other.cards) == sorted(s.cards)
    assert all(s.owner[b.card] == -1 for b in s.bases) and all(s.owner[c] == 0 for c in s.players[0].hand)


@pytest.mark.parametrize("players", [2, 4])
def test_fzzzt_instance_ids_are_dealt_in_a_shuffled_order(players):
    """FZZZT!'s ids too: the first ids are not the Mechanics, each game has its own order, and
    every player still starts with the cards printed with their Mechanic's number."""
    s = new_fzzzt(players, 1).state
    box = [c for c, _ in printings(players)]
    assert list(s.cards) != box and sorted(s.cards) == sorted(box)
    assert new_fzzzt(players, 2).state.cards != s.cards
    for pl in s.players:
        mine = sorted(s.cards[c] for c in pl.hand + pl.workshop)
        assert mine == sorted(c for c, k in printings(players) if k == pl.mechanic)


def _holds_a_copy_numbered_for_another(s) -> bool:
    numbered = {c: k for c, k in printings(len(s.players)) if k is not None}
    return any(numbered.get(s.cards[c], pl.mechanic) != pl.mechanic for pl in s.players for c in pl.owned())


def test_a_fzzzt_player_may_win_a_factory_copy_of_a_robot_printed_with_anothers_number():
    """Ids shuffled, copies of one card are alike: the validator counts each Mechanic's numbered
    copies by card, so a Factory copy won at auction loads, and a numbered one given away does not."""
    g, r = new_fzzzt(2, 8), random.Random(8)
    while not _holds_a_copy_numbered_for_another(g.state):
        random_move(g, r)
    assert saves.loads(saves.dumps(g)).state == g.state
    data = json.loads(saves.dumps(g))
    s = data["state"]
    mine = s["players"][0]["hand"] + s["players"][0]["workshop"]
    mechanic = f"fzzzt/mechanic_{s['players'][0]['mechanic']}"
    theirs = next(c for c in s["players"][1]["hand"] + s["players"][1]["workshop"] if s["cards"][c].startswith("fzzzt/mechanic"))
    gift = next(c for c in mine if s["cards"][c] == mechanic)
    s["cards"][gift], s["cards"][theirs] = s["cards"][theirs], s["cards"][gift]  # the Mechanics swapped
    data["checksum"] = checksum(s)
    with pytest.raises(saves.SaveError, match="of the player with Mechanic"):
        saves.from_data(data)


OLD_FZZZT = sorted((Path(__file__).parent / "old_saves").glob("*/fzzzt-*.smashup"))
# Each old save played to its end with random.Random(5), by the code of a66c1a6 (the last before
# FZZZT!'s shuffled ids): a hash of the final state it reached (tools: a worktree of a66c1a6 on the path).
PLAYED_BY_ITS_OWN_CODE = {
    "73f73cc/fzzzt-2p": "44cc3f488d9b3981",
    "73f73cc/fzzzt-4p": "b9a95f68eb563c73",
    "8528156/fzzzt-2p": "44cc3f488d9b3981",
    "8528156/fzzzt-4p": "b9a95f68eb563c73",
    "90c516b/fzzzt-2p": "44cc3f488d9b3981",
    "90c516b/fzzzt-4p": "b9a95f68eb563c73",
    "955e284/fzzzt-2p": "44cc3f488d9b3981",
    "955e284/fzzzt-4p": "b9a95f68eb563c73",
    "a66c1a6/fzzzt-2p": "9777639cceafec8d",
    "a66c1a6/fzzzt-4p": "7f1e27944abcb9db",
    "dd04529/fzzzt-2p": "44cc3f488d9b3981",
    "dd04529/fzzzt-4p": "b9a95f68eb563c73",
}


@pytest.mark.parametrize("path", OLD_FZZZT, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_fzzzt_save_dealt_before_the_shuffled_ids_plays_on_as_it_was_dealt(path):
    """Its ids stay in the catalogue's order, and it plays to the very end the commit before the
    shuffled ids reached (its generator, the marker's, draws the shuffles of its next rounds)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    g = saves.from_data(data)
    assert g.state.deal == data["state"].get("deal", rng.DEAL_SPLITMIX) != rng.DEAL_KEYED_IDS
    assert g.state.cards == tuple(c for c, _ in printings(len(g.state.players)))
    r = random.Random(5)
    while not g.over:
        random_move(g, r)
    final = json.dumps(json.loads(saves.dumps(g))["state"], sort_keys=True)
    assert hashlib.sha256(final.encode()).hexdigest()[:16] == PLAYED_BY_ITS_OWN_CODE[f"{path.parent.name}/{path.stem}"]


def test_a_fzzzt_deal_claiming_catalogue_ids_with_shuffled_ones_is_refused():
    data = json.loads(saves.dumps(new_fzzzt(2, 3)))
    data["state"]["deal"] = rng.DEAL_KEYED
    data["checksum"] = checksum(data["state"])
    with pytest.raises(saves.SaveError, match="not those of a 2-player game"):
        saves.from_data(data)


def test_a_smash_up_save_claiming_fzzzts_deal_is_refused():
    data = json.loads(saves.dumps(new_game(TWO, seed=3)))
    data.pop("history")
    data["state"]["deal"] = rng.DEAL_KEYED_IDS
    data["checksum"] = checksum(data["state"])
    with pytest.raises(saves.SaveError, match="random generator"):
        saves.from_data(data)


def random_move(g, r: random.Random) -> None:
    opts = g.legal_actions()
    g.apply(opts[r.randrange(len(opts))])


def old_save(seed: int, moves: int) -> dict:
    """A save as the versions before the keyed deal wrote it: no ``deal`` field, a splitmix64
    state, after ``moves`` random moves."""
    g = new_game(TWO, seed=seed)
    g.state.deal, g.state.rng = rng.DEAL_SPLITMIX, seed
    r = random.Random(seed)
    for _ in range(moves):
        random_move(g, r)
    data = json.loads(saves.dumps(g))
    data.pop("history", None)  # those versions kept none
    del data["state"]["deal"]
    data["checksum"] = checksum(data["state"])
    return data


def test_a_save_from_before_the_keyed_deal_loads_and_plays_on_with_splitmix64():
    data = old_save(7, 60)
    g = saves.from_data(data)
    assert g.state.deal == rng.DEAL_SPLITMIX and g.state.rng < 1 << 64
    # Its next shuffles are splitmix64's, as the version that saved it would have drawn them.
    assert rng.next_state(g.state.rng) == rng.next_state(json.loads(json.dumps(data))["state"]["rng"])
    again = saves.from_data(old_save(7, 60))
    r1, r2 = random.Random(3), random.Random(3)
    for _ in range(80):
        if g.over:
            break
        random_move(g, r1)
        random_move(again, r2)
    assert g.state == again.state and not rng.is_keyed(g.state.rng)


def test_a_keyed_state_in_a_save_without_the_marker_is_refused():
    data = old_save(7, 0)
    data["state"]["rng"] = rng.seeded(7)
    data["checksum"] = checksum(data["state"])
    with pytest.raises(saves.SaveError, match="random generator"):
        saves.from_data(data)


@pytest.mark.parametrize("game", ["smashup", "fzzzt"])
def test_serve_deals_from_128_secret_bits_even_with_a_typed_seed(monkeypatch, game):
    from rules.net import cli

    asked: list[int] = []

    def randbits(k: int) -> int:
        asked.append(k)
        return random.getrandbits(k)

    monkeypatch.setattr(secrets, "randbits", randbits)
    args = argparse.Namespace(seed=7, game=game, players=2)
    tables = [cli.new_table(args, None) for _ in range(2)]
    assert asked and min(asked) >= rng.SEED_BITS
    states = [t.game.state for t in tables]
    assert states[0].rng != states[1].rng and all(rng.is_keyed(s.rng) for s in states)
    if game == "smashup":  # the typed seed still draws the same (public) factions
        assert states[0].players[0].factions == states[1].players[0].factions


def test_a_game_kind_deals_from_its_deal_seed_when_given():
    kind = game_kind("smashup")
    a, b = kind.new(2, 4, None, 1 << 120), kind.new(2, 4, None, 1 << 121)
    assert [p.factions for p in a.state.players] == [p.factions for p in b.state.players]
    assert a.state.rng != b.state.rng
