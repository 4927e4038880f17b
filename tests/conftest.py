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
