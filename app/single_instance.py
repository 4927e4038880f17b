"""One data folder, one writer: the first copy of the app on a data folder holds its lock; a second
one hands it the file it was given (or just asks it to come forward) and stops.

The lock (QLockFile, ``running.lock`` in the data folder) is taken back from a copy that died; the
running copy listens on a local socket named after the data folder, so two folders (a portable
install, the tests) have a copy each.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from PySide6.QtCore import QByteArray, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "running.lock"
WAIT_MS = 3000  # for the running copy to take the message: it may be busy for a moment
MAX_MESSAGE = 64 * 1024  # a path and a little JSON; more is not a message of ours


def server_name(folder: Path) -> str:
    digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:20]
    return f"smashup-{digest}"


class SingleInstance(QObject):
    """``claim()`` is True for the first copy, which then ``listen()``s: ``asked(path)`` for each
    later copy ("" when it was given no file)."""

    asked = Signal(str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        folder.mkdir(parents=True, exist_ok=True)
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.name = server_name(folder)
        self.server: QLocalServer | None = None

    def claim(self) -> bool:
        return self.lock.tryLock(0)

    def listen(self) -> bool:
        QLocalServer.removeServer(self.name)  # a dead copy's socket file (POSIX)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connected)
        return self.server.listen(self.name)

    def _connected(self) -> None:
        # Each socket stays the server's child until its message is read, then is deleted later:
        # nothing but Qt holds it, and no signal of it fires while it is being destroyed.
        while self.server is not None and (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(self._readable)

    def _readable(self) -> None:
        socket = self.sender()
        if isinstance(socket, QLocalSocket):
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        data = bytes(socket.peek(MAX_MESSAGE + 1).data())
        if b"\n" not in data:
            if len(data) > MAX_MESSAGE:
                socket.abort()
                socket.deleteLater()
            return
        line = bytes(socket.readLine().data())
        socket.readyRead.disconnect(self._readable)
        socket.deleteLater()
        try:
            message = json.loads(line)
        except ValueError:
            return
        path = message.get("open") if isinstance(message, dict) else None
        self.asked.emit(path if isinstance(path, str) else "")

    def hand_over(self, path: Path | None) -> bool:
        """Tell the running copy to come forward and open ``path``; False when it does not answer."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(WAIT_MS):
            return False
        message = json.dumps({"open": str(path.resolve()) if path is not None else None}) + "\n"
        socket.write(QByteArray(message.encode()))
        done = socket.waitForBytesWritten(WAIT_MS)
        socket.disconnectFromServer()
        return done

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        self.lock.unlock()
