"""The compatibility promise: a save written by any earlier commit a player could have had loads and
plays on. tests/old_saves/<commit>/ holds saves those commits wrote themselves (tools/old_saves.py,
run with each commit's own code): every box with titans, FZZZT!, quiescent and in the middle of an
effect, from commits where the save format or the engine's bookkeeping changed. The upgrade that
makes them load never trusts them more than today's saves (tests/test_saves_hostile.py)."""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest

from rules import saves
from rules.decision import Ev
from rules.engine import keys
from rules.envelope import RULES_HISTORY, RULES_VERSION
from rules.fzzzt import state as fstate
from rules.fzzzt.game import FzzztGame
from rules.fzzzt.invariants import check_state as fzzzt_problem
from rules.invariants import check_indexes, check_state
from rules.state import BaseSlot, Extra, Player, Replay, State, declared_type

ROOT = Path(__file__).resolve().parent.parent
OLD = Path(__file__).parent / "old_saves"
CORPUS = sorted(OLD.glob("*/*.smashup"))
MOVES = 40  # enough to finish the move in progress and play on into the next turns


def _problem(g: Any) -> str | None:
    if isinstance(g, FzzztGame):
        return fzzzt_problem(g.state)
    return check_state(g.state) or check_indexes(g)


def play_on(g: Any, seed: int, moves: int = MOVES) -> Any:
    """``g`` after up to ``moves`` legal moves picked with ``seed``, every position sound."""
    r = random.Random(seed)
    for _ in range(moves):
        if g.over:
            break
        opts = g.legal_actions()
        assert opts, "no legal move in a game that is not over"
        g.apply(opts[r.randrange(len(opts))])
        assert _problem(g) is None, _problem(g)
    return g


def test_the_corpus_holds_every_kind_of_save():
    names = {p.name for p in CORPUS}
    assert len({p.parent.name for p in CORPUS}) >= 5 and (OLD / "90c516b").is_dir()
    assert any("mid-effect" in n for n in names) and any("quiescent" in n for n in names)
    assert any(n.startswith("fzzzt") for n in names) and "repro-cellular-bonding.smashup" in names


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_an_older_save_loads_and_plays_on(path: Path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["rules_version"] in RULES_HISTORY
    g = saves.load(path)
    assert _problem(g) is None
    g = play_on(g, seed=len(path.name))
    again = saves.loads(saves.dumps(g))  # saved by today's program: today's version, same game
    assert json.loads(saves.dumps(again))["rules_version"] == RULES_VERSION
    assert again.state == g.state


def test_an_older_mid_effect_save_resumes_in_a_fresh_process(tmp_path: Path):
    path = OLD / "90c516b" / "repro-mid-effect.smashup"
    check = [sys.executable, "-m", "rules", "check-save"]
    done = subprocess.run([*check, str(path)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    after = tmp_path / "after.smashup"
    script = ("import sys\nfrom rules import saves\nfrom tests.test_saves_compat import play_on\n"
              "g = play_on(saves.load(sys.argv[1]), seed=5)\n"
              "open(sys.argv[2], 'w').write(saves.dumps(g))\n")
    played = subprocess.run([sys.executable, "-c", script, str(path), str(after)], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert played.returncode == 0, played.stderr
    done = subprocess.run([*check, str(after)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


# --- the upgrade recomputes bookkeeping; it never takes more from the file than today's saves do ---
MID_EFFECT = OLD / "90c516b" / "smashup-3p-1-mid-effect.smashup"


def _older(mutate: Any = None, path: Path = MID_EFFECT) -> str:
    data = json.loads(path.read_text(encoding="utf-8"))
    if mutate is not None:
        mutate(data["state"])
        data["checksum"] = saves.checksum(data["state"])
    return json.dumps(data)


def test_bookkeeping_an_older_save_lacks_is_recomputed_not_read():
    # The old engine kept no Play Cards phase start; a file claiming a made-up one is not believed.
    def mutate(s: dict) -> None:
        s["used"] = sorted({*s["used"], "play_phase_from:9"})
    assert saves.loads(_older(mutate)).state.used == saves.loads(_older()).state.used
    assert "play_phase_from:9" not in saves.loads(_older(mutate)).state.used


def test_an_older_save_whose_move_leads_elsewhere_offers_the_moves_start():
    def mutate(s: dict) -> None:
        s["players"][0]["vp"] += 1  # not where the answers lead, whatever the old engine kept
    with pytest.raises(saves.OlderSave, match="not where its answers lead") as caught:
        saves.loads(_older(mutate))
    start = caught.value.fallback
    original = json.loads(MID_EFFECT.read_text(encoding="utf-8"))["state"]["replay"]["snapshot"]
    assert start.state.replay is None or not start.state.replay.answers
    assert [p.vp for p in start.state.players] == [p["vp"] for p in original["players"]]
    play_on(start, seed=3)


def test_the_moves_start_offered_is_checked_like_any_save():
    def mutate(s: dict) -> None:
        s["players"][0]["vp"] += 1
        s["replay"]["snapshot"]["cards"][0] = "aliens/death_star"
    with pytest.raises(saves.SaveError, match="unknown card id") as caught:
        saves.loads(_older(mutate))
    assert not isinstance(caught.value, saves.OlderSave)


def test_a_save_of_todays_version_gets_no_upgrade():
    # The same file sealed as today's: its stored bookkeeping must then be exactly right.
    data = json.loads(_older())
    data["rules_version"] = RULES_VERSION
    with pytest.raises(saves.SaveError, match="the save.* is inconsistent"):
        saves.loads(json.dumps(data))


def test_a_rules_version_no_program_wrote_is_refused_in_the_players_words():
    data = json.loads(_older())
    data["rules_version"] = "0.0.7"
    with pytest.raises(saves.SaveError, match=r"a version of Smash Up this one does not know \(rules 0.0.7\)"):
        saves.loads(json.dumps(data))


def test_a_stale_copy_of_abilities_is_dropped_by_the_upgrade():
    path = OLD / "90c516b" / "repro-cellular-bonding.smashup"
    raw = json.loads(path.read_text(encoding="utf-8"))["state"]
    in_play = {c for b in raw["bases"] for c in (*b["minions"], *b["actions"], *b["titans"])}
    stale = {int(c) for c in raw["abilities"] if int(c) not in in_play}
    assert stale, "the repro holds a copy whose card has left play"
    g = saves.load(path)
    assert not stale & set(g.state.abilities)
    assert g.state.abilities == {int(c): v for c, v in raw["abilities"].items() if int(c) not in stale}


# --- the rule: a change to the engine's bookkeeping bumps the rules version ---------------------
# What a save holds besides the cards' places: every field of the saved classes (name and type),
# the event's fields, and the engine's once-per-turn and lasting keys. Changing any of them changes
# what an older save lacks or holds too much of; record the new fingerprint only together with a
# new RULES_VERSION (and the step that upgrades the saves of the one before: docs/saves.md).
# 0.2.0 first ships with this submission, with the deal's marker (State.deal, FState.deal: absent in
# an older save, which then replays with the old generator) in its bookkeeping.
# 0.3.0: FZZZT! deals its instance ids in a shuffled order (FState.deal 2), and an option said aloud
# is an event whose words a save keeps (Ev.said, the "named" event); a save of 0.2.0 (deal 0 or 1,
# ids in the catalogue's order, no "named" event) loads unchanged; an interceptor's shield names its card
# (shield_by_key) so the log tells every minion it guarded — a 0.2.0 shield without it is told as before.
RECORDED = {"0.2.0": "d2596369861b914b", "0.3.0": "791825fcee8f09af"}


def bookkeeping_fingerprint() -> str:
    classes = (State, Player, BaseSlot, Extra, Replay, Ev,
               *(c for c in vars(fstate).values() if attrs.has(c) and c.__module__ == fstate.__name__))
    # Types as written: cattrs may have resolved Attribute.type into objects by now.
    shape = [(c.__qualname__, [(f.name, declared_type(c, f.name)) for f in attrs.fields(c)]) for c in classes]
    key_names = sorted((n, v) for n, v in vars(keys).items() if not n.startswith("_") and isinstance(v, str))
    key_makers = sorted(n for n, v in vars(keys).items() if callable(v) and getattr(v, "__module__", "") == keys.__name__)
    text = json.dumps([shape, key_names, key_makers], default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def test_the_engines_bookkeeping_is_that_of_the_recorded_rules_version():
    assert RECORDED.get(RULES_VERSION) == bookkeeping_fingerprint(), (
        "the saved bookkeeping changed: bump RULES_VERSION (rules/envelope.py), add the upgrade step "
        "for the saves of the version before (rules/saves.py), then record the new fingerprint here")
