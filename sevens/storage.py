"""Settings and statistics that outlive a session, on the desktop and in the browser.

Natively every record is one JSON file in the player's data folder; in the browser build
(``sys.platform == "emscripten"``) every record is one ``localStorage`` entry. Both hold the
same envelope::

    {"format": "sevens", "record": "settings", "version": 1, "data": {...}}

so a value that is not ours, from a newer game, or simply damaged is recognised. Such a value
never stops the game and is never silently lost: ``Store.load`` hands back the default, a
``notice`` (a :class:`~sevens.message.Message`) the UI shows in the player's language, and
keeps the old raw text under a backup name (``sevens.settings.backup-20250101T120000Z`` in
the browser, ``settings.backup-…json`` on disk).

This module uses the standard library only (no pygame), so tests run it anywhere and the
browser backend can be driven natively with a stand-in ``localStorage`` object.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from sevens.message import Message, sentences

__all__ = [
    "APP_FOLDER_NAME",
    "BrowserBackend",
    "DATA_DIRECTORY_VARIABLE",
    "FORMAT_NAME",
    "FileBackend",
    "KEY_PREFIX",
    "LoadResult",
    "MemoryBackend",
    "RECORD_VERSION",
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

FORMAT_NAME = "sevens"
RECORD_VERSION = 1
KEY_PREFIX = "sevens."
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


def record_title(name: str) -> Message | str:
    """How a notice names record ``name``: ``notice.record.*`` for the game's own records
    (settings, statistics, the saved game, the daily deal), else the name itself."""
    if name in RECORD_KEYS:
        return Message(f"notice.record.{RECORD_KEYS[name]}")
    return name


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


@dataclass(frozen=True)
class LoadResult(Generic[T]):
    """What ``Store.load`` found: the value to use and, if something was wrong, why."""

    value: T
    notice: Message | None = None


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
            return None
        return data.decode("utf-8", errors="replace")

    def write(self, name: str, text: str) -> None:
        """Write through a temporary file and a rename, so a crash never leaves half a file."""
        self.directory.mkdir(parents=True, exist_ok=True)
        target = self.path(name)
        handle, temporary_name = tempfile.mkstemp(
            prefix=f".{name}.", suffix=".tmp", dir=self.directory
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
        """Copy the old text to ``NAME.backup-STAMP.json`` beside it and return that path."""
        self.directory.mkdir(parents=True, exist_ok=True)
        base = f"{name}.backup-{stamp}"
        backup_name = _unique_name(base, lambda candidate: self.path(candidate).exists())
        backup_path = self.path(backup_name)
        backup_path.write_text(text, encoding="utf-8", errors="replace")
        return str(backup_path)


class BrowserBackend:
    """Records in the browser's ``localStorage`` under ``sevens.NAME`` keys.

    ``local_storage`` is anything with ``getItem(key)`` and ``setItem(key, value)``: the
    real ``platform.window.localStorage`` in the pygbag runtime, or a stand-in in tests.
    """

    persistent = True

    def __init__(self, local_storage: Any, prefix: str = KEY_PREFIX) -> None:
        """Wrap ``local_storage``; keys are ``prefix + name``."""
        self.local_storage = local_storage
        self.prefix = prefix

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
        """Store ``text``; raises OSError when the browser refuses (quota, blocked)."""
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
        try:
            self.local_storage.setItem(key, text)
        except Exception as error:
            raise OSError(f"the browser refused to save {key}: {error}") from error


def _unique_name(base: str, taken: Callable[[str], bool]) -> str:
    """``base``, or ``base-2``, ``base-3``… whichever is free first."""
    if not taken(base):
        return base
    counter = 2
    while taken(f"{base}-{counter}"):
        counter += 1
    return f"{base}-{counter}"


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
    ) -> LoadResult[T]:
        """Return the saved value of record ``name``, or ``default`` with a notice.

        The saved data must have the default's kind (a dict for a dict default, and so on);
        for a dict default, keys the save lacks are filled from the default and a key whose
        value has the wrong kind is reset to the default with a notice. ``validate`` may
        refuse a value the kind check lets through. A missing record is a fresh start, with
        no notice. Anything unreadable gives the default, a notice and a backup of the old
        text. Raises ValueError only for a badly formed record name (a programming error).
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
        if problem is not None:
            return LoadResult(
                _fresh_copy(default), self._set_aside(name, title, raw, problem, default)
            )

        if isinstance(default, dict):
            merged, reset_keys = _merge_with_default(data, default)
            if reset_keys:
                listing = ", ".join(sorted(reset_keys))
                try:
                    where = self.backend.keep_backup(name, raw, _timestamp(self.clock()))
                    kept: Message | None = Message("notice.backup_kept", where=where)
                except OSError:
                    kept = None
                return LoadResult(
                    merged,  # type: ignore[arg-type]
                    sentences(Message("notice.reset_keys", record=title, keys=listing), kept),
                )
            return LoadResult(merged)  # type: ignore[arg-type]
        return LoadResult(data)

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
        except ValueError:
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
    """``platform.window.localStorage`` in the pygbag runtime, or None if out of reach."""
    try:
        import platform as host  # pygbag puts the browser's window on the platform module

        window = getattr(host, "window", None)
        storage = getattr(window, "localStorage", None) if window is not None else None
        if storage is None:
            return None
        storage.getItem(KEY_PREFIX + "probe")  # blocked storage throws here, not later
        return storage
    except Exception:
        return None


def open_store(
    platform: str | None = None,
    environ: Mapping[str, str] | None = None,
    local_storage: Any | None = None,
) -> Store:
    """The store for where the game runs: localStorage in the browser, files natively.

    When the browser blocks storage, the store keeps records in memory for this session and
    carries a ``notice`` that says progress will not be kept.
    """
    platform = sys.platform if platform is None else platform
    if platform == "emscripten":
        storage = local_storage if local_storage is not None else _browser_local_storage()
        if storage is None:
            return Store(MemoryBackend(), notice=Message("notice.browser_no_save"))
        return Store(BrowserBackend(storage))
    return Store(FileBackend(data_directory(environ=environ, platform=platform)))
