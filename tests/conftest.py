import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))


def pytest_sessionstart(session):
    """Compiled translations, as the app builds them at start-up from a source checkout: a test that
    switches language must not depend on another test having built them first."""
    from app import qm

    qm.ensure()

# TEMPORARY (team session): eight people merge through one lock on a shared 2-core machine. Under
# the lock (a `flock .../merge.lock` ancestor process) the slowest whole-game tests are left out so
# the merge queue moves; each branch ran the whole suite before queueing, and the lead runs it on
# main before the session ends. To be removed at the end of the session.
_SLOW = ("test_ai_soak.py", "test_app_bots.py", "test_ai_arena.py", "test_ai_bots.py", "test_packaging.py",
         "test_fresh_process.py", "test_rules_determinism.py", "test_app_cli.py")


def _under_merge_lock() -> bool:
    pid = os.getpid()
    for _ in range(8):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if b"merge.lock" in f.read():
                    return True
            with open(f"/proc/{pid}/stat") as f:
                pid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            return False
        if pid <= 1:
            return False
    return False


def pytest_collection_modifyitems(config, items):
    if not _under_merge_lock():
        return
    keep = [it for it in items if not it.nodeid.split("::")[0].endswith(_SLOW)]
    config.hook.pytest_deselected(items=[it for it in items if it not in keep])
    items[:] = keep
