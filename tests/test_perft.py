"""The perft: seeded games of every box mix, player count and of FZZZT! leave the committed digests.
A change meant to alter the rules regenerates them (`python -m rules perft --update`) in its own
commit, saying why; any other change must leave them identical."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from attrs import define, field

from rules import perft
from rules.__main__ import main
from rules.catalogue import catalogue

ROOT = Path(__file__).resolve().parent.parent


def test_every_mix_plays_its_committed_digests():
    golden = perft.load()
    assert list(golden) == [m.name for m in perft.mixes()]
    assert all(len(games) == perft.STORED_GAMES for games in golden.values())
    assert list(perft.differences(golden, perft.run(perft.CHECKED_GAMES))) == []


def test_a_fresh_process_with_another_hash_seed_plays_the_same_digests():
    # str hashes, hence set order, change with PYTHONHASHSEED: no digest may depend on them
    seed = "271828" if os.environ.get("PYTHONHASHSEED") != "271828" else "314159"
    done = subprocess.run([sys.executable, "-m", "rules", "perft", "--games", "1"], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONHASHSEED": seed})
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_later_box_of_a_mix_is_always_played_and_titans_wait_beside_the_decks():
    sets = catalogue().faction_set
    for mix in perft.mixes():
        if mix.game == "fzzzt":
            continue
        for seed in range(1, perft.CHECKED_GAMES + 1):
            players = perft.new_game(mix, seed).state.players
            played = [sets[f] for p in players for f in p.factions]
            if len(mix.boxes) == 2:
                assert mix.boxes[1] in played, mix.name
            assert sum(bool(p.titans) for p in players) == (len(players) if mix.titans else 0), mix.name


def test_a_changed_digest_is_named_with_its_mix_and_seed():
    golden = perft.load()
    got = {name: games[:] for name, games in golden.items()}
    got["core 3p"][1] = dict(got["core 3p"][1], state="0" * perft.DIGEST_CHARS, events="0" * perft.DIGEST_CHARS)
    del got["fzzzt 4p"]
    assert list(perft.differences(golden, got)) == ["fzzzt 4p: no longer played (regenerate with --update)",
                                                    "core 3p seed 2: events, state changed"]


@define
class _Sample:
    tags: set[str] = field(factory=set)
    marks: dict[int, int] = field(factory=dict)
    extra: int = 0


def test_a_field_at_its_default_leaves_the_digest_alone_and_a_set_one_changes_it():
    def digest(x: _Sample) -> str:
        d = perft.Digest()
        d.add(x)
        return d.hex()

    plain = _Sample({"b", "a"}, {2: 1, 1: 2})
    assert perft.canonical(plain) == {"@": "_Sample", "tags": ["a", "b"], "marks": [[1, 2], [2, 1]]}
    assert digest(_Sample({"a", "b"}, {1: 2, 2: 1})) == digest(plain)
    assert digest(_Sample({"a", "b"}, {1: 2, 2: 1}, extra=1)) != digest(plain)


def test_the_command_refuses_more_games_than_the_file_holds(capsys):
    assert main(["perft", "--games", str(perft.STORED_GAMES + 1)]) == 2
    assert "perft --update" in capsys.readouterr().err


def test_the_command_refuses_a_file_that_is_not_a_perft_file(tmp_path, capsys):
    bad = tmp_path / "perft.json"
    bad.write_text(json.dumps(["core 2p"]))
    assert main(["perft", "--file", str(bad)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_update_writes_what_the_check_then_accepts(tmp_path, capsys):
    out = tmp_path / "perft.json"
    assert main(["perft", "--update", "--games", "1", "--file", str(out)]) == 0
    assert main(["perft", "--games", "1", "--file", str(out)]) == 0
    assert perft.load(out) == {name: games[:1] for name, games in perft.load().items()}
