"""Any state at any decision point can be saved, loaded, cloned and continued identically."""

import random

import pytest

from rules import saves
from rules.game import Game
from rules.selection import core_factions, random_factions
from rules.setup import new_game
from rules.state import LazyReplay


def walk(g: Game, choices: list[int]) -> None:
    for k in choices:
        if g.over:
            return
        opts = g.legal_actions()
        g.apply(opts[k % len(opts)])


def snapshot(g: Game) -> dict:
    return saves.to_data(g)["state"]


def copies_continue_identically(g: Game, choices: list[int]) -> None:
    """A clone and a save reloaded, walked through ``choices``, end where the game itself does."""
    copies = [g.clone(), saves.loads(saves.dumps(g))]
    original = g.clone()
    walk(original, choices)
    for c in copies:
        walk(c, choices)
        assert snapshot(c) == snapshot(original)


@pytest.mark.parametrize("seed", range(10))
def test_clone_and_save_at_random_decision_points_continue_identically(seed):
    r = random.Random(seed)
    g = new_game(random_factions(r, 2 + seed % 3, core_factions()), seed)
    checked = mid_effect = 0
    for _ in range(600):
        if g.over:
            break
        d = g.pending
        if r.random() < (0.5 if d.kind != "main" else 0.05):
            copies_continue_identically(g, [r.randrange(1000) for _ in range(40)])
            checked += 1
            mid_effect += d.kind != "main"
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
    assert checked > 0


def test_the_same_seed_and_answers_give_the_same_game():
    a, b = new_game([["aliens", "ninjas"], ["robots", "zombies"]], 9), new_game([["aliens", "ninjas"], ["robots", "zombies"]], 9)
    choices = list(range(300))
    walk(a, choices)
    walk(b, choices)
    assert snapshot(a) == snapshot(b)


def test_a_clone_is_independent_of_its_original():
    g = new_game([["aliens", "ninjas"], ["robots", "zombies"]], 4)
    c = g.clone()
    walk(c, [1] * 30)
    assert snapshot(g) != snapshot(c)
    assert snapshot(g) == snapshot(new_game([["aliens", "ninjas"], ["robots", "zombies"]], 4))


_SAVE_BYTES = """
import hashlib, random
from rules import saves
from rules.selection import core_factions
from rules.selection import random_factions
from rules.setup import new_game
from rules.state import LazyReplay
r = random.Random(0)  # a game whose once-per-turn keys (a set) hold two keys at times
g = new_game(random_factions(r, 2, core_factions()), 0)
digests = []
while not g.over:
    opts = g.legal_actions()
    g.apply(opts[r.randrange(len(opts))])
    text = saves.dumps(g)
    assert saves.dumps(saves.loads(text)) == text  # a reloaded game writes the very same bytes
    digests.append(hashlib.sha256(text.encode()).hexdigest())
print(hashlib.sha256("".join(digests).encode()).hexdigest())
"""


def test_the_same_game_writes_the_same_bytes_under_any_hash_seed():
    """Sets (once-per-turn keys) are saved sorted, so the file never depends on PYTHONHASHSEED."""
    import os
    import subprocess
    import sys

    outs = set()
    for seed in (0, 1, 117, 204, 300):
        env = {**os.environ, "PYTHONHASHSEED": str(seed)}
        outs.add(subprocess.run([sys.executable, "-c", _SAVE_BYTES], env=env, capture_output=True,
                                text=True, check=True).stdout)
    assert len(outs) == 1


TITAN_FACTIONS = [["dinosaurs", "ninjas"], ["pirates", "tricksters"], ["wizards", "aliens"]]


@pytest.mark.parametrize("seed", range(4))
def test_clone_and_save_with_titans_in_play_continue_identically(seed):
    """Titans beside the decks and on bases, with their counters and controllers, survive a clone
    and a save: walked on, the copies end where the game does."""
    from rules.actions import Use

    r = random.Random(seed)
    g = new_game(TITAN_FACTIONS, seed, titans=True, first=1)
    with_titans = 0
    for _ in range(800):
        if g.over:
            break
        in_play = any(b.titans for b in g.state.bases)
        if in_play and r.random() < 0.2:
            copies_continue_identically(g, [r.randrange(1000) for _ in range(40)])
            with_titans += 1
        opts = g.legal_actions()
        titans = [a for a in opts if isinstance(a, Use) and g.read.ctype(a.card) == "titan"]
        g.apply(titans[0] if titans else opts[r.randrange(len(opts))])
    assert with_titans > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_replay_snapshot_made_only_when_read_is_the_state_its_action_started_from(players):
    """The replay's snapshot is copied only every few answers; in between it is made when read, by
    replaying from the last copy, and must be the state as it was when the action was chosen."""
    r = random.Random(players)
    g = new_game(random_factions(r, players, core_factions()), players)
    made = 0
    for _ in range(400):
        if g.over:
            break
        if g.pending.quiescent:
            before = g.state.copy()
        opts = g.legal_actions()
        g.apply(opts[r.randrange(len(opts))])
        rp = g.state.replay
        if isinstance(rp, LazyReplay) and not rp.answers[1:]:  # the action's first answer
            assert rp._made[1] is None  # nothing has read it: not made
            assert rp.snapshot == before
            made += 1
    assert made > 5
