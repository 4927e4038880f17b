"""Where saves and settings live, and writing files so that a crash never loses the old one.

Everything is under one folder, ``platformdirs.user_data_dir("SmashUp", appauthor=False)``
(``SMASHUP_DATA_DIR`` overrides it: tests, portable installs):

- ``saves/``: the games people save (``*.smashup``) and ``autosave.smashup``, written at the end of
  every turn and when the window closes, removed once a game is finished.
- ``settings.json``: language, animation speed, the last seats and the recent games. A JSON file
  next to the saves rather than QSettings (the registry on Windows, a plist on macOS): one place
  to back up or delete, readable by hand, and the same atomic write as the saves. Settings are a
  convenience: an unreadable file is set aside (``settings.json.unreadable``) and gives the
  defaults, a failed write is ignored.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import platformdirs

from rules.files import FileProblem, parse_json, read_text

APP_NAME = "SmashUp"
SAVE_SUFFIX = ".smashup"
AUTOSAVE_NAME = "autosave" + SAVE_SUFFIX
REPLACE_TRIES = 5
SETTINGS_BYTES = 1024 * 1024
# atomic_write's temp files: ".<name>.<random>.tmp" beside a save or the settings.
ORPHAN = re.compile(r"\.(.+\.smashup|settings\.json)\.[^.]+\.tmp")
ORPHAN_AGE = 60  # seconds


def data_dir() -> Path:
    override = os.environ.get("SMASHUP_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    d = data_dir() / "saves"
    with contextlib.suppress(OSError):  # a read-only place still lets people open games elsewhere
        d.mkdir(parents=True, exist_ok=True)
    return d


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE_NAME


def settings_path() -> Path:
    return data_dir() / "settings.json"


def _replace(tmp: str, path: Path) -> None:
    # Windows refuses to replace a file another process has open for a moment (antivirus,
    # indexer, a backup tool): wait a little and try again.
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(tmp, path)
            return
        except PermissionError:
            if attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _sync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows can't open a folder for this."""
    if os.name == "nt":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path: Path, text: str) -> None:
    """Temp file in the same folder, flush + fsync, then os.replace: until the new file is complete
    on disk the old one stays as it was, and a failure leaves no temp file behind."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        _replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    with contextlib.suppress(OSError):  # the new file is in place; this only hardens it
        _sync_dir(path.parent)


def remove(path: Path) -> None:
    with contextlib.suppress(OSError):  # nothing to remove, or not ours to remove: same outcome
        path.unlink(missing_ok=True)


# The type of every setting; a hand-edited value of another type is dropped (its default applies).
SETTING_TYPES: dict[str, type] = {"language": str, "speed": str, "last_seats": list, "recent": list,
                                  "geometry": str, "new_game": dict, "hard_workers": int,
                                  "seat_tokens": dict, "text_size": int}


def set_aside(path: Path) -> Path:
    """Rename a file the app can't use out of the way; kept, as it may still matter to someone."""
    aside = path.with_name(path.name + ".unreadable")
    with contextlib.suppress(OSError):
        os.replace(path, aside)
    return aside


def load_settings() -> dict[str, Any]:
    """The settings; the defaults ({}) when there are none. A file that can't be read (not JSON,
    not an object, not a regular file) is set aside as ``.unreadable`` first, so that the next
    write doesn't destroy what someone may still want to look at."""
    path = settings_path()
    if not os.path.lexists(path):
        return {}
    try:
        data = parse_json(read_text(path, SETTINGS_BYTES, "the settings file is too large"))
    except FileProblem:
        data = None
    if not isinstance(data, dict):
        set_aside(path)
        return {}
    settings = {k: v for k, v in data.items() if k in SETTING_TYPES and isinstance(v, SETTING_TYPES[k])}
    if "recent" in settings:
        settings["recent"] = [p for p in settings["recent"] if isinstance(p, str)]
    if "seat_tokens" in settings:
        settings["seat_tokens"] = {c: t for c, t in settings["seat_tokens"].items() if isinstance(t, str)}
    return settings


def remove_orphans() -> None:
    """Temp files left by a crash in the middle of a write (the old file is intact; these are
    half-written copies). Only old ones: another running copy of the game may be writing now."""
    now = time.time()
    for folder in (data_dir(), saves_dir()):
        with contextlib.suppress(OSError):
            for entry in os.scandir(folder):
                if ORPHAN.fullmatch(entry.name) and entry.is_file(follow_symlinks=False) \
                        and now - entry.stat(follow_symlinks=False).st_mtime > ORPHAN_AGE:
                    remove(Path(entry.path))


def save_settings(settings: dict[str, Any]) -> bool:
    try:
        atomic_write(settings_path(), json.dumps(settings, indent=1, ensure_ascii=False))
    except (OSError, TypeError, ValueError):
        return False
    return True
