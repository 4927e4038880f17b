"""Where saves and settings live, and writing files so that a crash never loses the old one."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

APP_NAME = "SmashUp"
SAVE_SUFFIX = ".smashup"
AUTOSAVE_NAME = "autosave" + SAVE_SUFFIX


def data_dir() -> Path:
    override = os.environ.get("SMASHUP_DATA_DIR")  # tests and portable installs
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    d = data_dir() / "saves"
    d.mkdir(parents=True, exist_ok=True)
    return d


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def settings_path() -> Path:
    return data_dir() / "settings.json"


def atomic_write(path: Path, text: str, retries: int = 5) -> None:
    """Temp file in the same folder, flush + fsync, then os.replace: the old file stays intact
    until the new one is complete. Windows may briefly lock the target (antivirus, indexer)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        for attempt in range(retries):
            try:
                os.replace(tmp, path)
                return
            except PermissionError:
                if attempt == retries - 1:
                    raise
                time.sleep(0.05 * (attempt + 1))
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_settings() -> dict[str, Any]:
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_settings(settings: dict[str, Any]) -> None:
    atomic_write(settings_path(), json.dumps(settings, indent=1, ensure_ascii=False))
