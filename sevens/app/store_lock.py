"""One copy of the game holds the saved data at a time (issue 45).

Two copies that save into the same place would overwrite each other's statistics and
matches. Natively the first copy to start holds a lock on ``sevens.lock`` in the data folder
for as long as it runs, and writes its process id there; a second copy finds the lock taken,
reads whose it is, and saves nothing (the store tells the player so). The lock is the
operating system's own (``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows),
held on an open file, so it goes away with the process however that ends — ``kill -9``
included — and a later start takes it over at once; the process id left in the file is only
for the notice and is never trusted on its own (a process id may be reused).

In the browser, ``localStorage`` is shared by every tab of the site and a closing tab cannot
be relied on to clean up, so the newest tab holds the data: each tab writes its own token
under ``sevens.lock`` when it starts, and checks it before every save; a tab whose token was
replaced by a newer tab stops saving and says so (:class:`TableTaken`).

Standard library only; no pygame.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path
from typing import IO, Any

__all__ = ["LOCK_FILE_NAME", "LOCK_KEY", "FolderLock", "TabLock", "TableTaken"]

LOCK_FILE_NAME = "sevens.lock"
LOCK_KEY = "sevens.lock"
#: Windows locks a byte range; this byte, far past the process id, is the one locked (a
#: locked range cannot be read by another process, the id before it can).
WINDOWS_LOCK_OFFSET = 1 << 20

#: The folders this process already holds, so a second store in the same process (tests,
#: the game opened again in one run) shares the lock instead of finding it taken.
_HELD: dict[Path, FolderLock] = {}


class TableTaken(OSError):
    """A newer tab (or copy) holds the saved data: this one may no longer save."""


class FolderLock:
    """The lock on a data folder: :attr:`held` by this process, or :attr:`holder` (the other
    process's id, when it could be read) holds it."""

    def __init__(self, directory: Path) -> None:
        """Try to take the lock on ``directory`` (created if need be); never raises: when the
        folder cannot be locked at all (read-only, no lock support), this copy goes ahead
        unlocked, as the game did before."""
        self.directory = Path(directory)
        self.path = self.directory / LOCK_FILE_NAME
        self.held = False
        self.holder: int | None = None
        self._stream: IO[bytes] | None = None
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            key = self.directory.resolve()
        except OSError:
            self.held = True  # nowhere to lock: saving will say what is wrong, if anything
            return
        if key in _HELD and _HELD[key].held:
            self.held = True
            return
        self._take()
        if self._stream is not None:
            _HELD[key] = self

    def _take(self) -> None:
        try:
            stream = open(self.path, "a+b")  # noqa: SIM115 - held open for the process's life
        except OSError:
            self.held = True  # nowhere to lock: saving will say what is wrong, if anything
            return
        try:
            taken = _lock(stream)
        except OSError:
            taken = None
        if taken is False:
            self.holder = _read_process_id(self.path)
            stream.close()
            return
        self.held = True
        self._stream = stream
        if taken:
            with contextlib.suppress(OSError):
                stream.seek(0)
                stream.truncate()
                stream.write(f"{os.getpid()}\n".encode("ascii"))
                stream.flush()

    def release(self) -> None:
        """Let the lock go (it also goes when the process ends, however it ends)."""
        if self._stream is not None:
            with contextlib.suppress(OSError):
                self._stream.close()
            self._stream = None
        for key, lock in list(_HELD.items()):
            if lock is self:
                del _HELD[key]
        self.held = False


def _lock(stream: IO[bytes]) -> bool | None:
    """Take the operating system's lock on ``stream`` without waiting: True when taken,
    False when another process holds it, None when the system offers no lock."""
    try:
        import fcntl
    except ImportError:
        fcntl = None  # type: ignore[assignment]
    if fcntl is not None:
        try:
            fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
    try:
        import msvcrt
    except ImportError:
        return None
    stream.seek(WINDOWS_LOCK_OFFSET)
    try:
        msvcrt.locking(stream.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
    except OSError:
        return False
    return True


def _read_process_id(path: Path) -> int | None:
    """The process id written in the lock file, or None when it cannot be read."""
    try:
        with open(path, "rb") as stream:
            first = stream.read(32).split(b"\n", 1)[0].strip()
    except OSError:
        return None
    return int(first) if first.isdigit() else None


class TabLock:
    """The browser's lock: the newest tab's token under ``sevens.lock`` in localStorage."""

    def __init__(self, local_storage: Any) -> None:
        """Take the saved data for this tab (a newer tab may take it later)."""
        self.local_storage = local_storage
        self.token = secrets.token_hex(8)
        with contextlib.suppress(Exception):  # blocked storage: the store says so already
            local_storage.setItem(LOCK_KEY, self.token)

    def check(self) -> None:
        """Raise :class:`TableTaken` when a newer tab holds the saved data now."""
        try:
            current = self.local_storage.getItem(LOCK_KEY)
        except Exception:  # noqa: BLE001 - a refused read is not a newer tab
            return
        if current is not None and str(current) != self.token:
            raise TableTaken("another tab of the game holds the saved data now")
