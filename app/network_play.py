"""The window's network play: hosting a table beside it, and joined tables in windows of their own,
whose seats' tokens are kept (a mixin of app/main_window.py's MainWindow: ``settings``, ``size``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from app import storage

if TYPE_CHECKING:
    from app.net_window import JoinedWindow
    from rules.net import protocol as P

MAX_SEAT_TOKENS = 20  # the network tables last joined, whose seats can be taken back


class NetworkPlay:
    settings: dict[str, Any]
    hosting: Any

    def host_dialog(self) -> None:
        """Hosting runs beside this window (which keeps its own game) until the dialog is closed."""
        from app.net_host_dialog import HostDialog

        self.hosting = HostDialog(self)
        self.hosting.show()

    def join_dialog(self) -> None:
        """A table another computer hosts opens in a window of its own (this one keeps its game)."""
        from app.join_dialog import JoinDialog

        dialog = JoinDialog(self, self.settings)
        if dialog.exec() != JoinDialog.DialogCode.Accepted or dialog.chosen is None:
            return
        storage.save_settings(self.settings)  # the invite and name, remembered
        self.join(dialog.chosen, dialog.name.text().strip())

    def join(self, invite: P.Invite, name: str) -> JoinedWindow:
        """The seat's token is kept under the invite's code: joining by the same invite again, after
        closing the window, a crash or the host's restart, takes the seat back (the host refuses a
        newcomer at a full table)."""
        from app.net_window import JoinedWindow

        window = JoinedWindow(invite, name, self.settings.get("seat_tokens", {}).get(invite.code))
        window.seated.connect(lambda token: self._keep_seat(invite.code, token))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.resize(self.size())
        window.show()
        window.start()
        return window

    def _keep_seat(self, code: str, token: str) -> None:
        kept = {c: t for c, t in self.settings.get("seat_tokens", {}).items() if c != code}
        self.settings["seat_tokens"] = dict([*kept.items()][-(MAX_SEAT_TOKENS - 1):]) | {code: token}
        storage.save_settings(self.settings)
