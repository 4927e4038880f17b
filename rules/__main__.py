"""python -m rules: the headless command line (see the contract in the README)."""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit 2 (argparse prints usage otherwise)
        print(f"error: {message}", file=sys.stderr)
        sys.exit(2)


def _fail(message: str) -> int:
    from rules.files import one_line

    print(f"error: {one_line(message, limit=400)}", file=sys.stderr)  # file text can't break the line
    return 2


def _bounded(kind: type, low: float, high: float) -> Callable[[str], Any]:
    """An argparse type: a number of ``kind`` from ``low`` to ``high`` (NaN and infinities refused)."""
    def parse(text: str) -> int | float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not low <= value <= high:  # also false for NaN
            raise argparse.ArgumentTypeError(f"{text} is out of range ({low:g} to {high:g})")
        return value
    return parse


GAMES = _bounded(int, 1, 1_000_000)
JOBS = _bounded(int, 1, 64)
WORKERS = _bounded(int, 0, 64)
BUDGET = _bounded(float, 0.001, 600.0)  # seconds per decision
SEAT = _bounded(int, 0, 3)
ITERATIONS = _bounded(int, 1, 10_000_000)  # search iterations per decision
DEFAULT_ITERATIONS = 2000  # hint and review (the contract's)


def cmd_cards(args: argparse.Namespace) -> int:
    from rules.behaviour import implemented
    from rules.cards import load_all
    from rules.catalogue import catalogue

    load_all()
    cat = catalogue()
    if args.set and args.set not in {c.set for c in cat.cards.values()}:
        return _fail(f"unknown set: {args.set}")
    rows = []
    for c in cat.cards.values():
        if args.set and c.set != args.set:
            continue
        rows.append({"id": c.id, "set": c.set, "faction": c.faction, "type": c.type, "name": c.name,
                     "power": c.power, "count": c.count, "breakpoint": c.breakpoint,
                     "vp": list(c.vp) if c.vp else None, "text": c.text,
                     "implemented": implemented(c.id)})
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        for r in rows:
            stat = f"bp {r['breakpoint']} vp {r['vp']}" if r["type"] == "base" else f"power {r['power']} x{r['count']}"
            flag = "" if r["implemented"] else "  [not implemented]"
            print(f"{r['id']:<40} {r['type']:<7} {r['name']:<32} {stat}{flag}")
    return 0


def _read_json(path: str) -> Any:
    from rules.files import parse_json, read_text

    return parse_json(read_text(path, SCENARIO_BYTES, "the file is too large to be a scenario"))


SCENARIO_BYTES = 4 * 1024 * 1024


def _save_to(path: str, g: Any) -> str | None:
    """Writes the game as a save the app can open; what went wrong, or None."""
    from rules import saves
    from rules.files import one_line

    if not path:
        return "no file name given"
    text = saves.dumps(g)
    try:
        saves.loads(text)
    except saves.SaveError as e:
        return f"the resulting game can't be saved: {e}"
    try:
        _write_regular(path, text)
    except OSError as e:
        return f"can't write {one_line(path)}: {e.strerror or e}"
    return None


def _write_regular(path: str, text: str) -> None:
    """Write ``text`` to the regular file at ``path``: a FIFO or a device is refused, never waited on."""
    with contextlib.suppress(FileNotFoundError):
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0), 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file")
        os.ftruncate(fd, 0)
        data = text.encode("utf-8")
        while data:
            data = data[os.write(fd, data):]
    finally:
        os.close(fd)


def cmd_scenario(args: argparse.Namespace) -> int:
    from rules.scenario import ScenarioError, check_expect, result, run

    try:
        data = _read_json(args.file)
        g, b, error, log = run(data)
    except (ValueError, ScenarioError) as e:
        return _fail(str(e))
    res = result(g, b, error, log)
    failed = check_expect(res, data.get("expect", {})) if error is None else []
    if args.json:
        print(json.dumps(res, ensure_ascii=False, indent=1))
    else:
        for text in log:
            print(text)
        print(f"VP: {res['vp']}  active: {res['active']}  turn: {res['turn']}  phase: {res['phase']}")
        if error:
            print(f"step {error['step']} refused: {error['reason']}")
        for f in failed:
            print(f"expect failed: {f}")
    problem = _save_to(args.save, g) if args.save is not None else None
    if problem:
        return _fail(f"--save: {problem}")
    if failed and args.json:
        for f in failed:
            print(f"expect failed: {f}", file=sys.stderr)
    return 1 if error or failed else 0


def _selection(args: argparse.Namespace, players: int | None) -> Any:
    from rules.games import game_kind
    from rules.selection import select

    kind = game_kind(args.game)
    if not kind.factions:
        if args.sets or args.factions or args.titans:
            raise ValueError("--sets, --factions and --titans are Smash Up options")
        if players is not None and players not in kind.players:
            raise ValueError(f"{kind.title} is played by {kind.players.start} to {kind.players.stop - 1} players")
        return select(None, None, None)
    return select(args.sets, args.factions, players, args.titans)


def cmd_bench(args: argparse.Namespace) -> int:
    from rules.bench import bench

    try:
        sel = _selection(args, None if args.players is None and args.factions else args.players or 2)
    except ValueError as e:
        return _fail(str(e))
    players = len(sel.fixed) if sel.fixed else args.players or 2
    res = bench(args.games, args.seed, players, sel, check=not args.no_check, game=args.game)
    if args.json:
        print(json.dumps(res))
    else:
        print(f"{res['games']} games ({res['players']} players, seed {res['seed']}): "
              f"{res['games_per_second']} games/s, {res['actions_per_second']} actions/s, "
              f"clone {res['clone_us']} µs (usable {res['usable_clone_us']} µs), "
              f"legal actions {res['legal_actions_us']} µs" + ("" if args.no_check else ", invariants checked"))
        for f in res["failures"]:
            print(f"FAILED seed {f['seed']}: {f['reason']}")
    return 1 if res["failures"] else 0


def cmd_check_save(args: argparse.Namespace) -> int:
    from rules import saves

    try:
        g = saves.load(args.file)
    except saves.SaveError as e:
        return _fail(str(e))
    from rules.games import kind_of

    kind = kind_of(g)
    print(json.dumps(kind.position(g), ensure_ascii=False, indent=1) if args.json else kind.described(g))
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from rules.ai.arena import run_arena

    seats = args.seats.split(",")
    try:
        sel = _selection(args, len(seats))
        res = run_arena(seats, args.games, args.seed, args.jobs, args.budget, sel, args.game, args.workers,
                        args.iterations)
    except ValueError as e:
        return _fail(str(e))
    if args.json:
        print(json.dumps(res))
    else:
        print(f"{res['games']} games, {res['players']} players, {res['games_per_second']} games/s, "
              f"{res['rounds']} rounds a game (median {res['rounds_median']})")
        for name, b in res["bots"].items():
            d = b["decision_ms"]
            search = f"  iterations {b['iterations']}" if "iterations" in b else ""
            print(f"  {name:<8} wins {b['wins']:>4}  rate {b['win_rate']:.3f} [{b['ci_low']:.3f}, {b['ci_high']:.3f}]"
                  f"  decision ms mean {d['mean']:.2f} p95 {d['p95']:.2f} max {d['max']:.2f}"
                  f"  cards/turn {b['cards_per_turn']:.2f}  hand at end {b['hand_at_end_of_turn']:.2f}{search}")
    return 0


def cmd_perft(args: argparse.Namespace) -> int:
    from rules import perft

    path = Path(args.file) if args.file else perft.GOLDEN
    if args.update:
        games = args.games or perft.STORED_GAMES
        path.write_text(perft.dumps(perft.run(games)), encoding="utf-8")
        print(f"wrote {games} games a mix to {path}")
        return 0
    try:
        golden = perft.load(path)
    except (OSError, ValueError) as e:
        return _fail(f"can't read the golden digests {path}: {e}")
    games = args.games or perft.CHECKED_GAMES
    stored = min((len(played) for played in golden.values()), default=0)
    if games > stored:
        return _fail(f"{path} holds {stored} games a mix; `perft --update --games {games}` stores more")
    problems = list(perft.differences(golden, perft.run(games)))
    for line in problems:
        print(line)
    if not problems:
        print(f"perft: {games} games a mix, {len(golden)} mixes, every digest as committed")
    return 1 if problems else 0
def _recorded(args: argparse.Namespace) -> tuple[Any, int]:
    """The game in ``args.file`` and the seat asked about (ValueError: why not)."""
    from rules import saves
    from rules.game import smashup

    try:
        g = smashup(saves.load(args.file))
    except saves.SaveError as e:
        raise ValueError(str(e)) from None
    if g is None:
        raise ValueError("hints and reviews are for Smash Up games")
    seat = args.seat
    if seat is not None and not 0 <= seat < len(g.state.players):
        raise ValueError(f"no seat {seat}: the game has {len(g.state.players)} players")
    return g, seat


def _option_data(o: Any) -> dict[str, Any]:
    from rules.ai.hint import english

    return {"id": o.action.id, "label": english(o.label), "share": round(o.share, 4), "visits": o.visits}


def cmd_hint(args: argparse.Namespace) -> int:
    from rules.ai.hint import english, hint

    try:
        g, seat = _recorded(args)
        seat = g.decider if seat is None else seat
        if seat is None or g.decider != seat:
            raise ValueError(f"no decision of seat {seat} is pending" if seat is not None else "the game is over")
    except ValueError as e:
        return _fail(str(e))
    h = hint(g, seat, args.iterations)
    if args.json:
        print(json.dumps({"seat": seat, "decision": h.decision, "best": h.best.action.id,
                          "options": [_option_data(o) for o in h.options],
                          "facts": [english(f) for f in h.facts]}, ensure_ascii=False, indent=1))
    else:
        print(f"seat {seat}, {h.decision} decision, {args.iterations} iterations")
        for o in h.options:
            print(f"  {o.share:6.1%}  {o.visits:>6}  {english(o.label)}")
        for f in h.facts:
            print(f"  - {english(f)}")
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from rules.ai.hint import english
    from rules.game import history_of
    from rules.review import review

    try:
        g, seat = _recorded(args)
        history = history_of(g)
        if history is None:
            raise ValueError("the save holds no history of the game (saved by an older version)")
    except ValueError as e:
        return _fail(str(e))
    seat = 0 if seat is None else seat
    r = review(history, seat, args.iterations)
    if args.json:
        print(json.dumps({"seat": seat, "decisions": r.decisions, "marks": [
            {"step": m.step, "turn": m.turn, "chosen": _option_data(m.chosen), "best": _option_data(m.best),
             "loss": round(m.loss, 4), "facts": [english(f) for f in m.facts]} for m in r.marks]},
            ensure_ascii=False, indent=1))
    else:
        print(f"seat {seat}: {r.decisions} decisions searched, {args.iterations} iterations each")
        for m in r.marks:
            print(f"step {m.step} (turn {m.turn}): answered {english(m.chosen.label)} ({m.chosen.share:.1%}), "
                  f"Hard: {english(m.best.label)} ({m.best.share:.1%}), loss {m.loss:.1%}")
            for f in m.facts:
                print(f"  - {english(f)}")
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from rules.net.cli import cmd_serve as serve

    try:
        sel = _selection(args, args.players)
    except ValueError as e:
        return _fail(str(e))
    return serve(args, sel)


def _add_selection(c: argparse.ArgumentParser) -> None:
    from rules.games import GAMES as KINDS

    c.add_argument("--game", default="smashup", choices=tuple(KINDS))
    c.add_argument("--sets", help="boxes played, comma-separated (default core)")
    c.add_argument("--factions", help="factions in seat order, two per player, comma-separated")
    c.add_argument("--titans", action="store_true", help="play with titans (each faction's titan beside its deck)")


def main(argv: list[str] | None = None) -> int:
    p = _Parser(prog="python -m rules", description="Smash Up rules engine, headless.")
    sub = p.add_subparsers(dest="cmd", required=True, parser_class=_Parser)
    c = sub.add_parser("cards", help="the card catalogue")
    c.add_argument("--set")
    c.add_argument("--json", action="store_true")
    c = sub.add_parser("scenario", help="run a scenario file")
    c.add_argument("file")
    c.add_argument("--json", action="store_true")
    c.add_argument("--save")
    c = sub.add_parser("bench", help="random games with invariants, and speed")
    c.add_argument("--games", type=GAMES, default=100)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--players", type=int, default=None, choices=(2, 3, 4), help="default 2, or as --factions says")
    _add_selection(c)
    c.add_argument("--no-check", action="store_true", help="skip the invariant checks (time the engine alone)")
    c.add_argument("--json", action="store_true")
    c = sub.add_parser("check-save", help="validate a save file")
    c.add_argument("file")
    c.add_argument("--json", action="store_true", help="print the loaded position")
    c = sub.add_parser("arena", help="bots against each other")
    c.add_argument("--seats", required=True)
    c.add_argument("--games", type=GAMES, default=100)
    c.add_argument("--seed", type=int, default=1)
    _add_selection(c)
    c.add_argument("--jobs", type=JOBS, default=1)
    c.add_argument("--budget", type=BUDGET, default=None, help="seconds per ismcts decision")
    c.add_argument("--iterations", type=ITERATIONS, default=None,
                   help="iterations per ismcts decision instead of a time budget (the same result on any load)")
    c.add_argument("--workers", type=WORKERS, default=None,
                   help="processes each ismcts decision searches on (default: cores minus one, at least one; "
                        "0: in this process; must be 0 with --jobs above 1 or --iterations)")
    c.add_argument("--json", action="store_true")
    c = sub.add_parser("perft", help="golden digests of seeded games: any change to the rules shows")
    c.add_argument("--games", type=GAMES, default=None,
                   help="games a mix (default: the test's few to check, every stored one to --update)")
    c.add_argument("--update", action="store_true", help="rewrite the digests (a change meant to alter the rules)")
    c.add_argument("--file", help="the golden digests (default tests/perft.json)")
    for name, text in (("hint", "what Hard would do at the save's pending decision"),
                       ("review", "Hard's search at each decision of one seat of a saved game")):
        c = sub.add_parser(name, help=text)
        c.add_argument("file")
        c.add_argument("--seat", type=SEAT, default=None)
        c.add_argument("--iterations", type=ITERATIONS, default=DEFAULT_ITERATIONS)
        c.add_argument("--json", action="store_true")
    from rules.net import cli as net

    net.add_commands(sub, _add_selection, BUDGET)
    args = p.parse_args(argv)
    handler = {"cards": cmd_cards, "scenario": cmd_scenario, "bench": cmd_bench, "check-save": cmd_check_save,
               "arena": cmd_arena, "perft": cmd_perft, "hint": cmd_hint, "review": cmd_review, "serve": cmd_serve, "join": net.cmd_join}[args.cmd]
    try:
        return handler(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader left (`… | head`): no traceback, and nothing more flushed into the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
