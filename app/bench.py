"""`python -m app.bench`: what a person waits for at the Smash Up table, measured offscreen in CPU
time: start to the first painted table, a person's action to the first redrawn frame (p50/p95), a
whole move with its animation, a bot's turn at each animation speed, memory after a long game.

Each figure comes from fresh processes, so that one measurement's caches never help another's.
``--against DIR`` measures a source tree of another commit in the same run, interleaved with this
one (the same seeded moves: the rules are the same), and prints the ratios. The children use only
what both trees have (the main window's ``start``, ``act``, its scene and cover), so the baseline
needs no copy of this file.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FACTIONS = [["aliens", "dinosaurs"], ["ninjas", "pirates"]]
SEED = 11
# A start is short, and a virtual machine's CPU time for it varies by ±20 % from one process to the
# next: ten a run, so that the median of the default three runs is of thirty.
STARTS_A_RUN = 10
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}  # app.main_window's, by key


# --- inside a child process (either tree) ------------------------------------------------------
def _app() -> Any:
    from app.main import make_app

    app, settings, _ = make_app(sys.argv[:1], "en")
    return app, settings


def _window(settings: dict, bot: bool = False) -> Any:
    from app.main_window import MainWindow
    from app.seats import Seat
    from rules.setup import new_game

    w = MainWindow(settings, autosaving=False)
    w.resize(1366, 740)
    seats = [Seat("Ann"), Seat("Bob", "bot", "normal") if bot else Seat("Bob")]
    w.show()
    w.start(new_game(FACTIONS, seed=SEED, first=0), seats, None)
    return w


def _settle(app: Any, w: Any, until: float = 30.0) -> None:
    """Run the event loop until the table is still and a person may act (the next seat's cover
    answered, a scoring banner dismissed)."""
    deadline = time.monotonic() + until
    while time.monotonic() < deadline:
        app.processEvents()
        if w.game is None or w.game.over:
            return
        if w.scene.banner.isVisible():
            w.scene._hide_banner()
            continue
        if w.cover.covering:
            w.cover.ready.emit()
            continue
        if not w.scene.busy and w.acting:
            return
        time.sleep(0.002)


def _choose(rng: Any, legal: tuple) -> Any:
    """A seeded person: mostly plays cards (a table that fills up), sometimes ends the turn early
    (a game that lasts)."""
    from rules.actions import Finish, Play

    weights = [6 if isinstance(a, Play) else 2 if isinstance(a, Finish) else 1 for a in legal]
    return rng.choices(legal, weights)[0]


def child_start() -> dict:
    """CPU time from the interpreter's start to the first painted table (imports included)."""
    app, settings = _app()
    w = _window(settings)
    w.cover.hide()
    w.view.viewport().repaint()
    app.processEvents()
    return {"start": time.process_time()}


def child_play(actions: int, speed: str) -> dict:
    """A seeded two-person game: each action's CPU to its first redrawn frame (animations
    ``speed``), or with animations on, to the end of its animation; the turn each was in."""
    import random

    app, settings = _app()
    w = _window(settings)
    w.scene.speed = SPEEDS[speed]
    _settle(app, w)
    rng = random.Random(SEED)
    costs: list[tuple[int, float]] = []
    viewport = w.view.viewport()
    for _ in range(actions):
        if w.game.over:
            break
        action = _choose(rng, w.game.legal_actions())
        turn = w.game.view(0).turn
        t0 = time.thread_time()
        w.act(action)
        viewport.repaint()
        if speed != "off":  # the whole move: every frame of its animation, until the table is still
            while w.scene.busy and not w.scene.banner.isVisible():
                app.processEvents()
                time.sleep(0.001)
        costs.append((turn, time.thread_time() - t0))
        _settle(app, w)
    rss = int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") \
        if Path("/proc/self/statm").exists() else 0
    return {"costs": costs, "rss": rss, "turn": w.game.view(0).turn}


def child_bot(speed: str, turns: int) -> dict:
    """The person ends each turn at once; what the next Normal bot turn costs until the person
    may act again: wall time (what they wait) and the window's CPU (its thread; the bot thinks on
    another); and the bot's moves in it (each paced so it can be followed: a turn of more moves
    waits longer)."""
    from rules.actions import Finish

    app, settings = _app()
    w = _window(settings, bot=True)
    w.scene.speed = SPEEDS[speed]
    _settle(app, w)
    moved = [0]
    play_for_bot = w._play_for_bot

    def counted(action: Any) -> None:
        moved[0] += 1
        play_for_bot(action)

    w._play_for_bot = counted
    walls, cpus, moves = [], [], []
    for _ in range(turns):
        while not w.game.over and Finish() not in w.game.legal_actions():
            w.act(w.game.legal_actions()[0])
            _settle(app, w)
        if w.game.over:
            break
        t0, c0, moved[0] = time.monotonic(), time.thread_time(), 0
        w.act(Finish())
        _settle(app, w, until=120)
        walls.append(time.monotonic() - t0)
        cpus.append(time.thread_time() - c0)
        moves.append(moved[0])
    w.runner.wait()
    return {"wall": walls, "cpu": cpus, "moves": moves}


def _child_main(argv: list[str]) -> None:
    kind, *rest = argv
    out = {"start": child_start, "play": lambda: child_play(int(rest[0]), rest[1]),
           "bot": lambda: child_bot(rest[0], int(rest[1]))}[kind]()
    print("BENCH " + json.dumps(out))
    os._exit(0)  # no teardown to wait for (bot threads, Qt's own)


# --- the parent: runs children for each tree, interleaved --------------------------------------
# Its own modules (argparse, statistics, subprocess, tempfile) are imported in its functions: a
# child's start then counts only what the program imports, not the bench's.
CHILD = ("import sys, runpy; sys.argv = ['bench', '--child', *sys.argv[1:]]; "
         "runpy.run_path({path!r}, run_name='__main__')")


def run_child(tree: Path, *args: str) -> dict:
    import subprocess
    import tempfile

    home = tempfile.mkdtemp(prefix="bench-home-")
    env = dict(os.environ, PYTHONPATH=str(tree), QT_QPA_PLATFORM="offscreen", HOME=home,
               XDG_CONFIG_HOME=f"{home}/.config", XDG_DATA_HOME=f"{home}/.local/share")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a person's start reads compiled modules
    proc = subprocess.run([sys.executable, "-c", CHILD.format(path=str(Path(__file__).resolve())), *args],
                          cwd=tree, env=env, capture_output=True, text=True, timeout=1800)
    line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("BENCH ")), None)
    if line is None:
        raise SystemExit(f"bench child {args} in {tree} failed:\n{proc.stderr[-2000:]}")
    return json.loads(line[6:])


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def measure(tree: Path, only: str | None, actions: int, bot_turns: int, results: dict) -> None:
    """One round of every measurement (or ``only`` one) for ``tree``, added to ``results``."""
    r = results.setdefault(str(tree), {"start": [], "frame": [], "move": [], "bot": {}, "rss": [], "late": []})
    if only in (None, "start"):
        r["start"] += [run_child(tree, "start")["start"] for _ in range(STARTS_A_RUN)]
    if only in (None, "frame"):
        play = run_child(tree, "play", str(actions), "off")
        r["frame"] += [c for _, c in play["costs"]]
        r["rss"].append(play["rss"])
        r["late"].append([(t, c) for t, c in play["costs"]])
    if only in (None, "move"):
        r["move"] += [c for _, c in run_child(tree, "play", str(min(actions, 60)), "normal")["costs"]]
    for speed in SPEEDS if only in (None, "bot") else ():
        b = run_child(tree, "bot", speed, str(bot_turns))
        r["bot"].setdefault(speed, {"wall": [], "cpu": [], "per_move": []})
        r["bot"][speed]["wall"] += b["wall"]
        r["bot"][speed]["cpu"] += b["cpu"]
        r["bot"][speed]["per_move"] += [wall / n for wall, n in zip(b["wall"], b["moves"], strict=True) if n]


def early_late(costs: list[list[tuple[int, float]]]) -> tuple[float, float, int]:
    """Median cost of an action in the first two turns, and in the last five turns reached."""
    flat = [tc for run in costs for tc in run]
    last = max((t for t, _ in flat), default=0)
    early = [c for t, c in flat if t <= 2] or [float("nan")]
    late = [c for t, c in flat if t > last - 5] or [float("nan")]
    return _median(early), _median(late), last


def _median(values: list[float]) -> float:
    import statistics

    return statistics.median(values) if values else float("nan")


def summary(r: dict) -> dict[str, float]:
    e, late, last = early_late(r["late"])
    out = {
        "start to first paint (s CPU, median)": _median(r["start"]),
        "start to first paint (s CPU, best: the machine's noise only adds)": min(r["start"], default=float("nan")),
        "action to first frame p50 (ms CPU)": 1000 * pct(r["frame"], 0.5),
        "action to first frame p95 (ms CPU)": 1000 * pct(r["frame"], 0.95),
        "whole move with animation p50 (ms CPU)": 1000 * pct(r["move"], 0.5),
        "action at turns 1-2, p50 (ms CPU)": 1000 * e,
        # Each tree's own last five turns: their games need not last as long (their bots and deals
        # may differ), and one label lets the two be compared.
        "action in the last 5 turns reached, p50 (ms CPU)": 1000 * late,
        "last turn reached": float(last),
        "memory after the long game (MB RSS)": _median(r["rss"]) / 2**20,
    }
    for speed, b in r["bot"].items():
        out[f"bot turn, animations {speed} (s wall, p50)"] = pct(b["wall"], 0.5)
        out[f"bot turn, animations {speed} (ms CPU of the window, p50)"] = 1000 * pct(b["cpu"], 0.5)
        out[f"bot turn, animations {speed} (s wall per bot move, p50)"] = pct(b["per_move"], 0.5)
    return out


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        _child_main(argv[1:])
        return 0
    import argparse

    parser = argparse.ArgumentParser(prog="python -m app.bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, help="another source tree to measure in the same run")
    parser.add_argument("--runs", type=int, default=3, help="fresh processes per measurement and tree")
    parser.add_argument("--actions", type=int, default=400, help="actions of the long seeded game")
    parser.add_argument("--bot-turns", type=int, default=3, help="bot turns measured at each speed")
    parser.add_argument("--only", choices=("start", "frame", "move", "bot"), help="one measurement only")
    parser.add_argument("--json", type=Path, help="also write the figures there")
    args = parser.parse_args(argv)
    if args.against is not None and not (args.against / "app" / "main_window.py").is_file():
        print(f"--against {args.against}: not a source tree of this program (no app/main_window.py)",
              file=sys.stderr)
        return 2
    trees = [ROOT] + ([args.against.resolve()] if args.against else [])
    for tree in trees:  # compiles each tree's modules once, as an installed program has them
        run_child(tree, "start")
    results: dict = {}
    for _ in range(args.runs):
        for tree in trees:  # interleaved: the machine's load weighs on both alike
            measure(tree, args.only, args.actions, args.bot_turns, results)
    table = {tree: summary(r) for tree, r in results.items()}
    keys = list(table[str(ROOT)])
    names = ["this tree"] + (["--against"] if args.against else [])
    print(f"{'':60}" + "".join(f"{n:>14}" for n in names) + ("      ratio" if args.against else ""))
    for k in keys:
        row = [table[str(t)].get(k, float("nan")) for t in trees]
        ratio = f"   x{row[1] / row[0]:.2f}" if args.against and row[0] else ""
        print(f"{k:60}" + "".join(f"{v:14.3f}" for v in row) + ratio)
    if args.json:
        args.json.write_text(json.dumps({"trees": [str(t) for t in trees], "figures": table}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
