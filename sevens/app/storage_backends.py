"""Where the saved records' raw text lives: a folder of files natively, ``localStorage`` in
the browser, or memory (tests, ``--fresh``, blocked storage); and the stand-in a second copy
of the game uses, which reads the real records and keeps its own writes in memory
(:class:`BorrowedBackend`, issue 45). :mod:`sevens.app.storage` reads and writes through these.

Standard library only; no pygame.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol

from sevens.app.store_lock import TabLock

__all__ = [
    "KEY_PREFIX",
    "BorrowedBackend",
    "BrowserBackend",
    "FileBackend",
    "MemoryBackend",
    "StorageBackend",
    "TEMPORARY_SUFFIX",
]

#: The ending of the files a save is written to before it replaces the record.
TEMPORARY_SUFFIX = ".tmp"
#: The start of every localStorage key the game uses.
KEY_PREFIX = "sevens."


class StorageBackend(Protocol):
    """Where raw record text lives: a folder of files, localStorage, or memory."""

    #: True when what is saved survives closing the game.
    persistent: bool

    def read(self, name: str) -> str | None:
        """Return the raw text stored under ``name``, or None when there is none."""

    def write(self, name: str, text: str) -> None:
        """Store ``text`` under ``name``, replacing what was there (raises OSError)."""

    def keep_backup(self, name: str, text: str, stamp: str) -> str:
        """Keep ``text`` as a backup of ``name`` and return where it went, in words."""


class MemoryBackend:
    """Keeps records in a dict: for tests, and the fallback when nothing else works."""

    persistent = False

    def __init__(self, records: Mapping[str, str] | None = None) -> None:
        """Start with a copy of ``records`` (name to raw text)."""
        self.records: dict[str, str] = dict(records or {})

    def read(self, name: str) -> str | None:
        """Return the raw text of ``name`` or None."""
        return self.records.get(name)

    def write(self, name: str, text: str) -> None:
        """Store ``text`` under ``name``."""
        self.records[name] = text

    def keep_backup(self, name: str, text: str, stamp: str) -> str:
        """Keep ``text`` under ``NAME.backup-STAMP`` and return that name."""
        backup_name = _unique_name(f"{name}.backup-{stamp}", self.records.__contains__)
        self.records[backup_name] = text
        return backup_name


class FileBackend:
    """One ``NAME.json`` file per record in a folder, written atomically."""

    persistent = True

    def __init__(self, directory: Path) -> None:
        """Use ``directory`` (created on the first write)."""
        self.directory = Path(directory)
        #: the bytes each record held when last read, so that a backup of a damaged file
        #: is its original bytes, not their decoding (issue 45)
        self._last_read: dict[str, bytes] = {}

    def path(self, name: str) -> Path:
        """The file that holds record ``name``."""
        return self.directory / f"{name}.json"

    def read(self, name: str) -> str | None:
        """Return the file's text, or None when it does not exist.

        Bytes that are not UTF-8 are replaced rather than refused, so a damaged file still
        reaches the shape check (and its backup) instead of crashing the game. Raises OSError
        when the file exists but cannot be read.
        """
        try:
            data = self.path(name).read_bytes()
        except FileNotFoundError:
            self._last_read.pop(name, None)
            return None
        self._last_read[name] = data
        return _decoded(data)

    def write(self, name: str, text: str) -> None:
        """Write through a temporary file and a rename, so a crash never leaves half a file."""
        self.directory.mkdir(parents=True, exist_ok=True)
        target = self.path(name)
        handle, temporary_name = tempfile.mkstemp(
            prefix=f".{name}.", suffix=TEMPORARY_SUFFIX, dir=self.directory
        )
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
                stream.write(text)
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temporary_name, target)
        except BaseException:
            Path(temporary_name).unlink(missing_ok=True)
            raise

    def keep_backup(self, name: str, text: str, stamp: str) -> str:
        """Keep the old record as ``NAME.backup-STAMP.json`` beside it; return that name.

        The backup holds the file's original bytes when ``text`` is what was last read from
        it (a binary or mis-encoded file is kept as it was), else ``text`` in UTF-8.
        """
        self.directory.mkdir(parents=True, exist_ok=True)
        base = f"{name}.backup-{stamp}"
        backup_name = _unique_name(base, lambda candidate: self.path(candidate).exists())
        backup_path = self.path(backup_name)
        raw = self._last_read.get(name)
        if raw is None or _decoded(raw) != text:
            raw = text.encode("utf-8", errors="replace")
        with open(backup_path, "xb") as stream:
            stream.write(raw)
        return backup_path.name  # beside the record, in the data folder: the name says it

    def remove_stale_temporaries(self) -> list[Path]:
        """Delete the ``.NAME.*.tmp`` files a copy killed in the middle of a save left
        behind, and return them. Only the copy that holds the folder's lock calls this, at
        start (no other copy is saving into the folder then)."""
        removed: list[Path] = []
        try:
            candidates = list(self.directory.glob(f".*{TEMPORARY_SUFFIX}"))
        except OSError:
            return removed
        for path in candidates:
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
        return removed


class BrowserBackend:
    """Records in the browser's ``localStorage`` under ``sevens.NAME`` keys.

    ``local_storage`` is anything with ``getItem(key)`` and ``setItem(key, value)``: the
    real ``platform.window.localStorage`` in the pygbag runtime, or a stand-in in tests.
    """

    persistent = True

    def __init__(self, local_storage: Any, prefix: str = KEY_PREFIX,
                 lock: TabLock | None = None) -> None:
        """Wrap ``local_storage``; keys are ``prefix + name``. With a ``lock`` (the game's
        own store), every write first checks that no newer tab took the saved data."""
        self.local_storage = local_storage
        self.prefix = prefix
        self.lock = lock

    def key(self, name: str) -> str:
        """The localStorage key of record ``name``."""
        return f"{self.prefix}{name}"

    def read(self, name: str) -> str | None:
        """Return the stored string, or None (JS ``null`` arrives as None).

        Raises OSError when the browser refuses access (private mode, blocked storage).
        """
        try:
            value = self.local_storage.getItem(self.key(name))
        except Exception as error:  # a JS exception crosses the bridge as any type
            raise OSError(f"the browser refused to read {self.key(name)}: {error}") from error
        if value is None:
            return None
        return str(value)

    def write(self, name: str, text: str) -> None:
        """Store ``text``; raises OSError when the browser refuses (quota, blocked), and
        :class:`~sevens.app.store_lock.TableTaken` when a newer tab holds the saved data."""
        if self.lock is not None:
            self.lock.check()
        try:
            self.local_storage.setItem(self.key(name), text)
        except Exception as error:
            raise OSError(f"the browser refused to save {self.key(name)}: {error}") from error

    def keep_backup(self, name: str, text: str, stamp: str) -> str:
        """Keep ``text`` under ``sevens.NAME.backup-STAMP`` and return that key."""

        def taken(candidate: str) -> bool:
            try:
                return self.local_storage.getItem(candidate) is not None
            except Exception:
                return False

        backup_key = _unique_name(f"{self.key(name)}.backup-{stamp}", taken)
        self.write_raw(backup_key, text)
        return backup_key

    def write_raw(self, key: str, text: str) -> None:
        """Store ``text`` under the exact ``key`` (raises OSError when refused)."""
        if self.lock is not None:
            self.lock.check()
        try:
            self.local_storage.setItem(key, text)
        except Exception as error:
            raise OSError(f"the browser refused to save {key}: {error}") from error


def _decoded(data: bytes) -> str:
    """A record file's text: UTF-8, a byte-order mark left out (an editor may add one), and
    bytes that are not UTF-8 replaced so that the damage reaches the record's checks."""
    return data.decode("utf-8-sig", errors="replace")


def _unique_name(base: str, taken: Callable[[str], bool]) -> str:
    """``base``, or ``base-2``, ``base-3``… whichever is free first."""
    if not taken(base):
        return base
    counter = 2
    while taken(f"{base}-{counter}"):
        counter += 1
    return f"{base}-{counter}"




def _decoded(data: bytes) -> str:
    """A record file's text: UTF-8, a byte-order mark left out (an editor may add one), and
    bytes that are not UTF-8 replaced so that the damage reaches the record's checks."""
    return data.decode("utf-8-sig", errors="replace")


def _unique_name(base: str, taken: Callable[[str], bool]) -> str:
    """``base``, or ``base-2``, ``base-3``… whichever is free first."""
    if not taken(base):
        return base
    counter = 2
    while taken(f"{base}-{counter}"):
        counter += 1
    return f"{base}-{counter}"


class BorrowedBackend:
    """What a second copy of the game saves through while another copy holds the data: it
    reads the real records (the settings, statistics and match as last saved) and keeps its
    own writes and backups in memory, so it never overwrites the other copy's (issue 45)."""

    persistent = False

    def __init__(self, source: StorageBackend) -> None:
        """Read through ``source``; write nowhere but here."""
        self.source = source
        self.written: dict[str, str] = {}

    def read(self, name: str) -> str | None:
        """This copy's own write of ``name`` if any, else the real record."""
        if name in self.written:
            return self.written[name]
        return self.source.read(name)

    def write(self, name: str, text: str) -> None:
        """Keep ``text`` for this session only."""
        self.written[name] = text

    def keep_backup(self, name: str, text: str, stamp: str) -> str:
        """Keep ``text`` in memory (the copy that holds the data keeps the real backups)."""
        backup_name = _unique_name(f"{name}.backup-{stamp}", self.written.__contains__)
        self.written[backup_name] = text
        return backup_name
