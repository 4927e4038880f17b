"""tools/listing_ceiling.py replays the very games it recorded (else it says so and exits non-zero)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_ceiling_tool_replays_the_recorded_games_with_the_listing_and_scoring_check_free() -> None:
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "listing_ceiling.py"), "--players", "3",
                          "--games", "2", "--free", "listing,scoring"], capture_output=True, text=True, cwd=ROOT,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("3 players, no check, free: listing,scoring: ")
