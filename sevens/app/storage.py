"""Settings and statistics that outlive a session, on the desktop and in the browser.

Natively every record is one JSON file in the player's data folder; in the browser build
(``sys.platform == "emscripten"``) every record is one ``localStorage`` entry. Both hold the
same envelope::

    {"format": "sevens", "record": "settings", "version": 1, "data": {...}}

so a value that is not ours, from a newer game, or simply damaged is recognised. Such a value
never stops the game and is never silently lost: ``Store.load`` hands back the default, a
``notice`` (a :class:`~sevens.message.Message`) the UI shows in the player's language, and
keeps the old value under a backup name (``sevens.settings.backup-20250101T120000Z`` in the
browser, ``settings.backup-…json`` on disk, byte for byte). A record that reads well is
checked field by field (a ``check``, see :mod:`sevens.record_checks`): a refused field falls
back to its default, with one notice and the same backup. Where the raw text lives is
:mod:`sevens.app.storage_backends`'; which copy of the game may write it,
:mod:`sevens.app.store_lock`.

This module uses the standard library only (no pygame), so tests run it anywhere and the
browser backend can be driven natively with a stand-in ``localStorage`` object.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from sevens.app.storage_backends import (
    KEY_PREFIX,
    BorrowedBackend,
    BrowserBackend,
    FileBackend,
    MemoryBackend,
    StorageBackend,
)
from sevens.app.store_lock import FolderLock, TableTaken, TabLock
from sevens.app.webpage import ask_page
from sevens.message import Message, sentences
from sevens.record_checks import FORMAT_NAME, RECORD_VERSION

__all__ = [
    "APP_FOLDER_NAME",
    "BorrowedBackend",
    "BrowserBackend",
    "DATA_DIRECTORY_VARIABLE",
    "FileBackend",
    "KEY_PREFIX",
    "LoadResult",
    "MemoryBackend",
    "STATS",
    "SETTINGS",
    "Store",
    "StorageBackend",
    "data_directory",
    "open_store",
]

T = TypeVar("T")

SETTINGS = "settings"
STATS = "stats"

APP_FOLDER_NAME = "sevens"
DATA_DIRECTORY_VARIABLE = "SEVENS_DATA_DIR"

RECORD_NAME_PATTERN = re.compile(r"^[a-z][a-z0-9_-]{0,40}$")

# Friendly words for the records the game keeps; any other record name is shown as itself.
RECORD_TITLES = {SETTINGS: "settings", STATS: "statistics", "saved-game": "saved game"}
#: Records whose loss leaves the game's defaults in force (the others are only set aside:
#: a damaged saved game never resets the settings, issue 31).
DEFAULTING_RECORDS = (SETTINGS, STATS)
#: The message naming each record the game keeps in a notice (``notice.record.*``).
RECORD_KEYS = {SETTINGS: "settings", STATS: "statistics", "saved-game": "saved_game",
               "daily": "daily"}
#: What is wrong with a saved record, by the message naming it (``notice.problem.*``).
UNREADABLE, NOT_OURS, OTHER_RECORD = "unreadable", "not_ours", "other_record"
NO_VERSION, NEWER, UNKNOWN_VERSION, NO_DATA = "no_version", "newer", "unknown_version", "no_data"
WRONG_SHAPE, INVALID = "shape", "invalid"
#: How many reset fields a notice names (the rest are "…": a notice is a short toast).
LISTED_KEYS = 3


def record_title(name: str) -> Message | str:
    """How a notice names record ``name``: ``notice.record.*`` for the game's own records
    (settings, statistics, the saved game, the daily deal), else the name itself."""
    if name in RECORD_KEYS:
        return Message(f"notice.record.{RECORD_KEYS[name]}")
    return name


@dataclass(frozen=True)
class LoadResult(Generic[T]):
    """What ``Store.load`` found: the value to use and, if something was wrong, why."""

    value: T
    notice: Message | None = None


def _timestamp(seconds: float) -> str:
    """A compact UTC stamp for backup names, e.g. ``20250101T120000Z``."""
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(seconds))


def _same_kind(value: Any, default: Any) -> bool:
    """True when ``value`` may stand where ``default`` stands (ints count as floats)."""
    if default is None:
        return True
    if isinstance(default, bool) or isinstance(value, bool):
        return isinstance(value, bool) and isinstance(default, bool)
    if isinstance(default, float):
        return isinstance(value, int | float)
    if isinstance(default, int):
        return isinstance(value, int)
    if isinstance(default, list | tuple):
        return isinstance(value, list)
    return isinstance(value, type(default))


class Store:
    """Loads and saves named JSON records (``settings``, ``stats``…) through a backend."""

    def __init__(
        self,
        backend: StorageBackend,
        *,
        notice: Message | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        """Use ``backend``; ``notice`` is a standing message (e.g. storage unavailable).

        ``clock`` gives seconds since the epoch and only names backups.
        """
        self.backend = backend
        self.notice = notice
        self.clock = clock

    @property
    def persistent(self) -> bool:
        """True when saved records survive closing the game."""
        return bool(getattr(self.backend, "persistent", False))

    def load(
        self,
        name: str,
        default: T,
        *,
        validate: Callable[[Any], bool] | None = None,
        check: Callable[[Any], tuple[Any, list[str]]] | None = None,
    ) -> LoadResult[T]:
        """Return the saved value of record ``name``, or ``default`` with a notice.

        The saved data must have the default's kind (a dict for a dict default, and so on);
        for a dict default, keys the save lacks are filled from the default and a key whose
        value has the wrong kind is reset to the default with a notice. ``validate`` may
        refuse a value the kind check lets through. ``check`` (a record's schema, see
        :mod:`sevens.record_checks`) returns the value with each refused field at its default
        and the names of those fields; a ValueError from it sets the whole record aside. A
        missing record is a fresh start, with no notice. Anything unreadable gives the
        default, a notice and a backup of the old bytes; fields reset give a notice naming
        them, a backup, and the repaired record is saved, so the damage is reported once.
        Raises ValueError only for a badly formed record name (a programming error).
        """
        self._check_name(name)
        title = record_title(name)
        try:
            raw = self.backend.read(name)
        except OSError as error:
            return LoadResult(_fresh_copy(default),
                              Message("notice.read_failed", record=title, error=str(error)))
        if raw is None:
            return LoadResult(_fresh_copy(default), None)

        problem, data = self._unwrap(name, raw)
        if problem is None and not _same_kind(data, default):
            problem = WRONG_SHAPE
        if problem is None and validate is not None:
            try:
                accepted = bool(validate(data))
            except Exception:
                accepted = False
            if not accepted:
                problem = INVALID
        reset_keys: list[str] = []
        if problem is None and isinstance(default, dict):
            data, reset_keys = _merge_with_default(data, default)
        if problem is None and check is not None:
            try:
                data, more = check(data)
                reset_keys += more
            except Exception:  # noqa: BLE001 - a damaged record must never stop the game
                problem = INVALID
        if problem is not None:
            return LoadResult(
                _fresh_copy(default), self._set_aside(name, title, raw, problem, default)
            )
        if reset_keys:
            listing = ", ".join(sorted(reset_keys)[:LISTED_KEYS])
            if len(reset_keys) > LISTED_KEYS:
                listing += ", …"
            try:
                where = self.backend.keep_backup(name, raw, _timestamp(self.clock()))
                kept: Message | None = Message("notice.backup_kept", where=where)
            except OSError:
                kept = None
            if kept is not None:  # the old bytes are safe: keep the repaired record
                with contextlib.suppress(OSError, TypeError, ValueError):
                    self.backend.write(name, self._encode(name, data))
            return LoadResult(
                data, sentences(Message("notice.reset_keys", record=title, keys=listing), kept)
            )
        return LoadResult(data)

    def set_aside(self, name: str, reason: Message) -> Message:
        """Keep record ``name`` as a backup of its stored bytes and empty it; the notice says
        ``reason`` and where the backup went. For a record that reads well but cannot be
        used (a saved game whose moves do not replay). Never raises for storage trouble."""
        self._check_name(name)
        try:
            raw = self.backend.read(name)
        except OSError as error:
            return sentences(reason, Message("notice.read_failed", record=record_title(name),
                                             error=str(error)))
        if raw is None:
            return reason
        try:
            where = self.backend.keep_backup(name, raw, _timestamp(self.clock()))
        except OSError:
            return reason
        with contextlib.suppress(OSError, TypeError, ValueError):
            self.backend.write(name, self._encode(name, {}))
        return sentences(reason, Message("notice.backup_kept", where=where))

    def save(self, name: str, value: Any) -> Message | None:
        """Save ``value`` (anything JSON can hold) as record ``name``.

        Returns None on success, or a notice for the player when the value could not be
        kept (full or blocked storage, read-only folder); it never raises for those. Raises
        ValueError for a badly formed record name and TypeError for a value JSON cannot
        hold (both programming errors).
        """
        self._check_name(name)
        text = self._encode(name, value)
        try:
            self.backend.write(name, text)
        except TableTaken:  # a newer tab holds the data: this one keeps nothing from now on
            self.backend = BorrowedBackend(self.backend)
            return Message("notice.other_tab")
        except OSError as error:
            return Message("notice.save_failed", record=record_title(name), error=str(error))
        return None

    @staticmethod
    def _encode(name: str, value: Any) -> str:
        """The stored text of ``value`` as record ``name`` (raises TypeError, ValueError)."""
        envelope = {"format": FORMAT_NAME, "record": name, "version": RECORD_VERSION, "data": value}
        return json.dumps(envelope, ensure_ascii=False, sort_keys=True, indent=1, allow_nan=False)

    @staticmethod
    def _check_name(name: str) -> None:
        if not RECORD_NAME_PATTERN.match(name):
            raise ValueError(
                f"record name {name!r} must be lower-case letters, digits, '-' or '_' "
                "and start with a letter"
            )

    @staticmethod
    def _unwrap(name: str, raw: str) -> tuple[str | None, Any]:
        """Return (problem, data): problem is None when ``raw`` is our record ``name``, else
        what is wrong (a ``notice.problem.*`` name)."""
        try:
            envelope = json.loads(raw)
        except (ValueError, RecursionError):  # RecursionError: nested too deep to read
            return UNREADABLE, None
        if not isinstance(envelope, dict) or envelope.get("format") != FORMAT_NAME:
            return NOT_OURS, None
        if envelope.get("record") != name:
            return OTHER_RECORD, None
        version = envelope.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            return NO_VERSION, None
        if version > RECORD_VERSION:
            return NEWER, None
        if version < 1:
            return UNKNOWN_VERSION, None
        if "data" not in envelope:
            return NO_DATA, None
        return None, envelope["data"]

    def _set_aside(self, name: str, title: Message | str, raw: str, problem: str,
                   default: Any) -> Message:
        """Back the old text up and return the notice that says so."""
        what = Message(f"notice.problem.{problem}")
        # a lost settings or statistics record starts from the defaults; another is set aside
        kind = "unusable" if name in DEFAULTING_RECORDS else "set_aside"
        try:
            where = self.backend.keep_backup(name, raw, _timestamp(self.clock()))
        except OSError as error:
            return Message(f"notice.{kind}_untouched", record=title, problem=what,
                           error=str(error))
        # The old text is safe in the backup: start the record afresh so the next launch
        # does not make another backup of the same damage. Best effort only.
        with contextlib.suppress(OSError, TypeError, ValueError):
            self.backend.write(name, self._encode(name, default))
        return Message(f"notice.{kind}_kept", record=title, problem=what, where=where)


def _fresh_copy(value: T) -> T:
    """A deep copy of a JSON-like default, so callers never share the default object."""
    try:
        return json.loads(json.dumps(value))  # type: ignore[no-any-return]
    except (TypeError, ValueError):
        return value


def _merge_with_default(data: dict[str, Any], default: dict[str, Any]) -> tuple[dict, list[str]]:
    """Fill missing keys from ``default``; reset keys whose value has the wrong kind.

    Keys the default does not know are kept as saved (a newer game may have written them).
    """
    merged = _fresh_copy(default)
    reset: list[str] = []
    for key, value in data.items():
        if key in default and not _same_kind(value, default[key]):
            reset.append(str(key))
            continue
        merged[key] = value
    return merged, reset


def data_directory(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    home: Path | None = None,
) -> Path:
    """The folder where the desktop game keeps its files.

    ``SEVENS_DATA_DIR`` wins when set (tests point it at a temporary folder). Otherwise:
    ``%APPDATA%\\sevens`` on Windows, ``~/Library/Application Support/sevens`` on macOS,
    and ``$XDG_DATA_HOME/sevens`` or ``~/.local/share/sevens`` elsewhere. The arguments
    default to the real environment, ``sys.platform`` and the home folder.
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    override = environ.get(DATA_DIRECTORY_VARIABLE, "").strip()
    if override:
        return Path(override).expanduser()
    home = Path.home() if home is None else home
    if platform == "win32":
        appdata = environ.get("APPDATA", "").strip()
        base = Path(appdata) if appdata else home / "AppData" / "Roaming"
        return base / APP_FOLDER_NAME
    if platform == "darwin":
        return home / "Library" / "Application Support" / APP_FOLDER_NAME
    xdg = environ.get("XDG_DATA_HOME", "").strip()
    if xdg and Path(xdg).is_absolute():  # the XDG spec says relative values are ignored
        return Path(xdg) / APP_FOLDER_NAME
    return home / ".local" / "share" / APP_FOLDER_NAME


def _browser_local_storage() -> Any | None:
    """The page's ``localStorage``, or None if out of reach (blocked storage throws on its
    first use, which is tried here, not on a later save)."""
    def probe(page: Any) -> Any:
        storage = page.localStorage
        storage.getItem(KEY_PREFIX + "probe")
        return storage

    return ask_page(probe, None, web=True)


def open_store(
    platform: str | None = None,
    environ: Mapping[str, str] | None = None,
    local_storage: Any | None = None,
) -> Store:
    """The store for where the game runs: localStorage in the browser, files natively.

    When the browser blocks storage, the store keeps records in memory for this session and
    carries a ``notice`` that says progress will not be kept. Natively, the copy of the game
    that starts first holds the data folder (:class:`~sevens.app.store_lock.FolderLock`) and
    clears what a save killed half-way left behind; a second copy reads the records but
    keeps its own writes in memory, and its ``notice`` says so. In the browser the newest
    tab holds the data (:class:`~sevens.app.store_lock.TabLock`): an older tab's next save is
    refused with a notice, and that tab keeps nothing from then on (issue 45).
    """
    platform = sys.platform if platform is None else platform
    if platform == "emscripten":
        storage = local_storage if local_storage is not None else _browser_local_storage()
        if storage is None:
            return Store(MemoryBackend(), notice=Message("notice.browser_no_save"))
        return Store(BrowserBackend(storage, lock=TabLock(storage)))
    files = FileBackend(data_directory(environ=environ, platform=platform))
    lock = FolderLock(files.directory)
    if not lock.held:  # another copy of the game holds the folder: save nothing over it
        holder = str(lock.holder) if lock.holder is not None else "?"
        return Store(BorrowedBackend(files),
                     notice=Message("notice.other_copy", process=holder))
    files.remove_stale_temporaries()
    return Store(files)
