"""Hand-made mutants of the central rules: each is applied alone, the rule tests run, the file is
restored. A surviving mutant is a rule no test pins. Run before a release:

    python tools/mutants.py            # all mutants
    python tools/mutants.py --list     # what they are

A mutant whose text is no longer in the source is reported as "stale" (the code moved: update it).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ["tests/test_rules_owners_and_order.py", "tests/test_rules_decisions.py", "tests/test_rules_turn.py",
         "tests/test_scoring.py", "tests/test_bases_core.py", "tests/test_cards_aliens.py",
         "tests/test_cards_dinosaurs.py", "tests/test_cards_ninjas.py", "tests/test_cards_pirates.py",
         "tests/test_cards_robots.py", "tests/test_cards_tricksters.py", "tests/test_cards_wizards.py",
         "tests/test_cards_zombies.py"]

# (rule, file, original text, mutated text)
MUTANTS: list[tuple[str, str, str, str]] = [
    ("Me First! goes clockwise from the active player", "rules/engine/reading.py",
     "return [(self.state.active + k) % n for k in range(n)]",
     "return [(self.state.active - k) % n for k in range(n)]"),
    ("a play in Me First! restarts the round of passes", "rules/engine/windows.py",
     "        passes = 0\n", ""),
    ("a destroyed minion goes to its owner's pile", "rules/engine/zones.py",
     "owner = s.players[s.owner[minion]]", "owner = s.players[controller]"),
    ("cards leaving play go to their owner's discard pile", "rules/engine/zones.py",
     "        self._leave_play(iid)\n        self.state.players[self.owner(iid)].discard.append(iid)",
     "        p = self.ctrl(iid)\n        self._leave_play(iid)\n        self.state.players[p].discard.append(iid)"),
    ("power at a base counts for the minion's controller", "rules/engine/reading.py",
     "totals[self.ctrl(m)] += self.power(m, auras)", "totals[self.owner(m)] += self.power(m, auras)"),
    ("a controlled minion, even of power 0, lets its controller score", "rules/flow.py",
     "any(g.ctrl(m) == p for m in minions)", "any(g.owner(m) == p for m in minions)"),
    ("an empty deck takes the shuffled discard pile", "rules/engine/zones.py",
     "        pl.deck, pl.discard = pl.discard, []\n        self.shuffle(pl.deck)",
     "        pl.deck, pl.discard = pl.discard, []"),
    ("random discards are random", "rules/engine/zones.py",
     "self.discard_from_hand(player, hand[k], src", "self.discard_from_hand(player, hand[0], src"),
    ("Zapbot's extra minion has power 2 or less", "rules/cards/core/robots.py",
     'g.extra_play(g.ctrl(me), "minion", me, power_le=2)', 'g.extra_play(g.ctrl(me), "minion", me, power_le=1)'),
    ("Assassination destroys when the turn ends", "rules/cards/core/ninjas.py",
     '@react("ninjas/assassination", "turn_end")', '@react("ninjas/assassination", "turn_start")'),
    ("a card played by its owner or out of play has no other controller", "rules/engine/plays.py",
     "            s.controller.pop(card, None)  # out of play, a card is its owner's again\n", ""),
    ("ties share a place", "rules/flow.py",
     "place = 1 + sum(1 for q in eligible if powers[q] > powers[p])",
     "place = 1 + sum(1 for q in eligible if powers[q] >= powers[p] and q != p)"),
    ("a base scores at its breakpoint (>=)", "rules/flow.py",
     "g.total_power(i) >= g.breakpoint(i)", "g.total_power(i) > g.breakpoint(i)"),
    ("fifteen VP wins", "rules/flow.py", "if best >= WIN_VP and len(leaders) == 1:",
     "if best > WIN_VP and len(leaders) == 1:"),
    ("power never drops below 0", "rules/engine/reading.py", "return p if p > 0 else 0", "return p"),
]


def run_tests() -> bool:
    """True when the rule tests pass (the mutant survived)."""
    cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *TESTS]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True).returncode == 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    if args.list:
        for rule, path, *_ in MUTANTS:
            print(f"{path}: {rule}")
        return 0
    killed = survived = stale = 0
    for rule, path, old, new in MUTANTS:
        f = ROOT / path
        source = f.read_text(encoding="utf-8")
        if old not in source:
            print(f"stale     {rule}")
            stale += 1
            continue
        try:
            f.write_text(source.replace(old, new, 1), encoding="utf-8")
            alive = run_tests()
        finally:
            f.write_text(source, encoding="utf-8")
        print(f"{'SURVIVED' if alive else 'killed  '}  {rule}")
        survived += alive
        killed += not alive
    print(f"{killed} killed, {survived} survived, {stale} stale of {len(MUTANTS)}")
    return 1 if survived or stale else 0


if __name__ == "__main__":
    sys.exit(main())
