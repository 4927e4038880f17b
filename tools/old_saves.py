"""Saves written by an older commit of this program, for the compatibility corpus (tests/old_saves/).

Run with an old commit's code first on the path (``git worktree add /tmp/old-<sha> <sha>``, then
``PYTHONPATH=/tmp/old-<sha> python tools/old_saves.py OUTDIR``): it plays seeded random games with
every box in play (titans on, where the commit has them) and FZZZT!, and keeps a few saves of each
game as that commit writes them, quiescent and in the middle of an effect. Only APIs every commit
since saves were checked (8528156) has are used: rules.selection.select, rules.setup.new_game,
rules.saves.dumps, rules.fzzzt.game.new_game.
"""

from __future__ import annotations

import inspect
import json
import random
import sys
from pathlib import Path
from typing import Any

from rules import saves
from rules.selection import SelectionError, known_sets, select
from rules.setup import new_game

GAMES = 8  # Smash Up games a commit; each keeps a quiescent and a mid-effect save
SKIP = (0.35, 0.7)  # how far into a game (by actions) the saves are taken


def _titans_ok() -> bool:
    return "titans" in inspect.signature(select).parameters


def _mid_effect(g: Any) -> bool:
    return g.state.replay is not None and g.pending is not None and not g.over


def every_box() -> str:
    """Every box of the commit with a playable faction."""
    boxes = []
    for box in known_sets():
        try:
            select(sets=box)
        except SelectionError:
            continue
        boxes.append(box)
    return ",".join(boxes)


def smashup_saves(out: Path, tag: str) -> int:
    sel = select(sets=every_box(), titans=True) if _titans_ok() else select(sets=every_box())
    kept = 0
    for k in range(GAMES):
        seed = 1000 + k
        r = random.Random(seed)
        players = 2 + k % 3
        kw = {"titans": sel.titans} if _titans_ok() else {}
        factions = _dealt(list(sel.pool), players, k)
        g = new_game(factions, seed, base_sets=sel.base_sets, **kw)
        total = 0
        while not g.over and total < 4000:
            opts = g.legal_actions()
            g.apply(opts[r.randrange(len(opts))])
            total += 1
        # Replay the same game to the points kept (a save is written from the live game).
        r = random.Random(seed)
        g = new_game(factions, seed, base_sets=sel.base_sets, **kw)
        want_quiet, want_mid = int(total * SKIP[0]), int(total * SKIP[1])
        got_quiet = got_mid = False
        steps = 0
        while not g.over:
            if not got_quiet and steps >= want_quiet and not _mid_effect(g):
                _write(out / f"{tag}-smashup-{players}p-{k}-quiescent.smashup", saves.dumps(g))
                got_quiet, kept = True, kept + 1
            if not got_mid and steps >= want_mid and _mid_effect(g):
                _write(out / f"{tag}-smashup-{players}p-{k}-mid-effect.smashup", saves.dumps(g))
                got_mid, kept = True, kept + 1
            if got_quiet and got_mid:
                break
            opts = g.legal_actions()
            g.apply(opts[r.randrange(len(opts))])
            steps += 1
    return kept


def _dealt(pool: list[str], players: int, game: int) -> list[list[str]]:
    """Factions in turn from the pool, so that the games together play every one of them."""
    start = sum(2 * (2 + k % 3) for k in range(game))
    picked = [pool[(start + i) % len(pool)] for i in range(2 * players)]
    return [picked[2 * p: 2 * p + 2] for p in range(players)]


def fzzzt_saves(out: Path, tag: str) -> int:
    try:
        from rules.fzzzt.game import new_game as fzzzt_game
    except ImportError:
        return 0
    kept = 0
    for k, players in enumerate((2, 4)):
        r = random.Random(7 + k)
        g = fzzzt_game(players, 7 + k)
        steps = 0
        while not g.over and steps < 60:
            opts = g.legal_actions()
            g.apply(opts[r.randrange(len(opts))])
            steps += 1
        _write(out / f"{tag}-fzzzt-{players}p.smashup", saves.dumps(g))
        kept += 1
    return kept


def _write(path: Path, text: str) -> None:
    json.loads(text)  # what the commit wrote must at least be JSON
    path.write_text(text, encoding="utf-8")


def main() -> None:
    out, tag = Path(sys.argv[1]), sys.argv[2]
    out.mkdir(parents=True, exist_ok=True)
    print(tag, smashup_saves(out, tag), "Smash Up saves,", fzzzt_saves(out, tag), "FZZZT! saves")


if __name__ == "__main__":
    main()
