"""File → Recent games: the last games opened or saved (a mixin of app/main_window.py's MainWindow:
``settings``, ``recent_menu``, ``open_path``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from app import storage

MAX_RECENT = 8


class RecentGames:
    settings: dict[str, Any]
    recent_menu: Any
    open_path: Callable[[Path], None]

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for p in self.settings.get("recent", []):
            a = self.recent_menu.addAction(Path(p).name)
            a.setToolTip(p)
            a.triggered.connect(lambda _=False, path=p: self.open_path(Path(path)))
        self.recent_menu.setEnabled(bool(self.settings.get("recent")))

    def _remember(self, path: Path) -> None:
        recent = [str(path)] + [p for p in self.settings.get("recent", []) if p != str(path)]
        self.settings["recent"] = recent[:MAX_RECENT]
        storage.save_settings(self.settings)
        self._fill_recent()
