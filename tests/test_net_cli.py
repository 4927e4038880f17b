"""``python -m rules serve`` and ``join`` as the contract fixes them: the INVITE line first, one
line per join, leave and end, ``join --json``, and exit 2 with one line for what can't be done."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_cli import run_cli


def popen(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "rules", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("game", ["smashup", "fzzzt"])
def test_serve_and_two_joins_in_their_own_processes_play_a_whole_game(tmp_path: Path, game: str):
    autosave = tmp_path / "table.json"
    host = popen("serve", "--game", game, "--players", "2", "--seed", "7", "--bind", "127.0.0.1",
                 "--port", "0", "--once", "--cert", str(tmp_path / "c.pem"), "--autosave", str(autosave))
    first = host.stdout.readline().split()
    assert first[0] == "INVITE"
    joins = [popen("join", first[1], "--bot", "random", "--name", name, "--seed", "1", "--json")
             for name in ("Alice", "Bob")]
    outs = [j.communicate(timeout=120) for j in joins]
    rest, _ = host.communicate(timeout=60)
    assert [j.returncode for j in joins] == [0, 0] and host.returncode == 0
    results = [json.loads(out) for out, _ in outs]
    assert {r["seat"] for r in results} == {0, 1}
    assert all(r["game_over"] and r["vp"] == results[0]["vp"] for r in results)
    lines = rest.splitlines()
    assert sorted(line.split()[-1] for line in lines if line.startswith("JOIN seat")) == ["Alice", "Bob"]
    assert any(line.startswith("END winner") for line in lines)
    assert '"format":"smashup-net-table"' in autosave.read_text()


def test_join_with_a_malformed_invite_says_so_and_exits_2():
    r = run_cli("join", "smashup://somewhere")
    assert r.returncode == 2 and r.stderr.startswith("error: not an invite") and "Traceback" not in r.stderr


def test_join_where_nobody_listens_exits_2():
    invite = f"smashup://127.0.0.1:9/{'a' * 22}/{'0' * 64}"
    r = run_cli("join", invite)
    assert r.returncode == 2 and "127.0.0.1 answered but nothing listens on port 9" in r.stderr


def test_serve_with_a_save_that_is_not_one_exits_2(tmp_path: Path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    r = run_cli("serve", "--save", str(bad), "--bind", "127.0.0.1", "--port", "0")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "not valid JSON" in r.stderr


def test_serve_on_an_address_it_cant_bind_exits_2(tmp_path: Path):
    r = run_cli("serve", "--bind", "192.0.2.1", "--port", "0", "--cert", str(tmp_path / "c.pem"))
    assert r.returncode == 2 and "can't listen on 192.0.2.1" in r.stderr


def join(invite: str, name: str, data: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "rules", "join", invite, "--bot", "random", "--name", name,
                             "--seed", "1", "--json", *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env={**os.environ, "SMASHUP_DATA_DIR": str(data)})


def kept_token(data: Path) -> Path:
    for _ in range(600):
        found = list((data / "seats").glob("*/*.token")) if (data / "seats").is_dir() else []
        if found:
            return found[0]
        time.sleep(0.05)
    raise AssertionError("join kept no token")


def test_a_killed_join_takes_its_seat_back_with_its_kept_token_or_with_token(tmp_path: Path):
    """Ann's join is killed and started again (its token kept under the invite's code); Bob's is
    killed and its token given with ``--token`` from another machine's data folder."""
    host = popen("serve", "--game", "fzzzt", "--players", "2", "--bind", "127.0.0.1", "--port", "0", "--once",
                 "--cert", str(tmp_path / "c.pem"), "--autosave", str(tmp_path / "table.json"))
    try:
        invite = host.stdout.readline().split()[1]
        ann, bob = tmp_path / "ann", tmp_path / "bob"
        first = join(invite, "Ann", ann)
        ann_token = kept_token(ann)
        first.kill()
        first.communicate()
        second = join(invite, "Bob", bob)
        bob_token = kept_token(bob).read_text()
        second.kill()
        second.communicate()
        again = [join(invite, "Ann", ann), join(invite, "Bob", tmp_path / "elsewhere", "--token", bob_token)]
        outs = [j.communicate(timeout=120) for j in again]
        assert [j.returncode for j in again] == [0, 0], outs
        results = [json.loads(out) for out, _ in outs]
        assert [r["seat"] for r in results] == [0, 1] and all(r["game_over"] for r in results)
        assert ann_token.stat().st_mode & 0o077 == 0  # the token opens the seat: its owner's only
        rest, _ = host.communicate(timeout=60)
        assert rest.count("REJOIN seat") == 2 and "the table is full" not in rest
    finally:
        host.kill()
        host.wait()


def test_a_join_killed_while_keeping_its_token_leaves_no_empty_token(tmp_path: Path, monkeypatch):
    """The token is written whole or not at all: an empty one made the next join sit down afresh at a
    full table (and a reader racing the writer read it empty)."""
    from rules.net import cli

    class Dying:
        def __enter__(self):
            return self

        def __exit__(self, *_):
            return False

        def write(self, _text: str) -> None:
            raise KeyboardInterrupt  # killed between creating the file and writing it

    real = os.fdopen
    monkeypatch.setattr(os, "fdopen", lambda fd, *a, **k: (os.close(fd), Dying())[1])
    kept = tmp_path / "seats" / "code" / "ann.token"
    with pytest.raises(KeyboardInterrupt):
        cli.keep_token(kept, "t0ken")
    assert not kept.exists()
    monkeypatch.setattr(os, "fdopen", real)
    cli.keep_token(kept, "t0ken")
    assert kept.read_text() == "t0ken" and kept.stat().st_mode & 0o077 == 0
