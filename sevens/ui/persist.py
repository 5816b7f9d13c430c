"""Settings and statistics that outlive a session, kept through ``sevens.storage.Store``.

``sevens.storage`` saves JSON in the user's data folder natively and in localStorage in the
browser. Until it is available (or if it fails), :class:`FallbackStore` keeps the same
``load(name, default) -> LoadResult(value, notice)`` / ``save(name, value)`` contract with a
JSON file per name.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, NamedTuple

SETTINGS_NAME = "settings"
STATS_NAME = "stats"


class LoadResult(NamedTuple):
    """A loaded value and a sentence for the player when something went wrong (else None)."""

    value: Any
    notice: str | None


def user_data_folder() -> Path:
    """The per-user data folder for Sevens on this platform."""
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "sevens"


class FallbackStore:
    """JSON files in a folder: a stand-in with the same contract as ``sevens.storage.Store``."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or user_data_folder()

    def load(self, name: str, default: Any) -> LoadResult:
        """The saved value, or ``default`` with a notice when it is missing or unreadable."""
        path = self.folder / f"{name}.json"
        try:
            return LoadResult(json.loads(path.read_text(encoding="utf-8")), None)
        except FileNotFoundError:
            return LoadResult(default, None)
        except (OSError, ValueError) as error:
            return LoadResult(default, f"{path.name} could not be read ({error}); using defaults.")

    def save(self, name: str, value: Any) -> str | None:
        """Write ``value`` as JSON (atomically); a sentence for the player if that failed."""
        path = self.folder / f"{name}.json"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(".json.tmp")
            temporary.write_text(json.dumps(value, indent=2, sort_keys=True), encoding="utf-8")
            temporary.replace(path)
        except OSError as error:
            return f"{path.name} could not be saved ({error})."
        return None


class MemoryStore:
    """Keeps values in memory only: for tests, screenshots and benchmarks."""

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}

    def load(self, name: str, default: Any) -> LoadResult:
        """The value saved in this process, or ``default``."""
        return LoadResult(json.loads(json.dumps(self.values.get(name, default))), None)

    def save(self, name: str, value: Any) -> str | None:
        """Remember a copy of ``value``."""
        self.values[name] = json.loads(json.dumps(value))
        return None


def open_store() -> Any:
    """``sevens.storage.open_store()`` (files natively, localStorage in the browser), or a
    :class:`FallbackStore` when that module is missing or fails."""
    try:
        from sevens import storage
    except ImportError:
        return FallbackStore()
    try:
        return storage.open_store()
    except Exception:  # any failure of the shared store falls back to plain files
        return FallbackStore()


def memory_store() -> Any:
    """A store that keeps nothing on disk (tests, screenshots, benchmarks)."""
    try:
        from sevens import storage
    except ImportError:
        return MemoryStore()
    return storage.Store(storage.MemoryBackend())


def unpack(result: Any) -> tuple[Any, str | None]:
    """Read a load result as ``(value, notice)`` whatever its exact type."""
    if isinstance(result, tuple) and len(result) == 2:
        return result[0], result[1]
    return getattr(result, "value", result), getattr(result, "notice", None)


@dataclass
class Settings:
    """What the menu remembers between sessions."""

    rules_id: str = "douque"
    players: int = 4
    level: str = "normal"
    deals: int = 4
    speed: str = "normal"
    card_speed: str = "normal"  # how fast played cards fly (slow, normal, fast)
    four_colour: bool = False
    muted: bool = False
    language: str = ""  # "" until chosen: then the browser's or the system's language
    custom_base: str = "family"
    custom_options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from saved JSON, ignoring unknown or mistyped entries."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for item in fields(cls):
            if item.name in data:
                value = data[item.name]
                current = getattr(settings, item.name)
                if isinstance(current, bool):
                    if isinstance(value, bool):
                        setattr(settings, item.name, value)
                elif isinstance(current, int):
                    if isinstance(value, int) and not isinstance(value, bool):
                        setattr(settings, item.name, value)
                elif isinstance(current, str | dict) and isinstance(value, type(current)):
                    setattr(settings, item.name, value)
        return settings

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return asdict(self)


HISTORY_LENGTH = 40  # deal results kept per rule system for the statistics chart


def empty_stats() -> dict[str, dict[str, float]]:
    """No deals played."""
    return {}


def stats_entry(stats: dict[str, Any], rules_id: str) -> dict[str, Any]:
    """The statistics of one rule system, created empty when missing (and repaired when a
    saved entry is not a dict)."""
    entry = stats.get(rules_id)
    if not isinstance(entry, dict):
        entry = stats[rules_id] = {}
    for name, empty in (("deals", 0), ("matches", 0), ("wins", 0), ("abandoned", 0),
                        ("result_sum", 0.0)):
        entry.setdefault(name, empty)
    if not isinstance(entry.get("history"), list):
        entry["history"] = []
    return entry


def record_deal(stats: dict[str, Any], rules_id: str, result_value: float,
                scoring: str | None = None) -> None:
    """Count one finished deal with the human seat's result (money, chips or points).

    The last :data:`HISTORY_LENGTH` results are kept for the chart; ``scoring`` (the rules'
    scoring) names the unit of house-rules results, whose scoring may change.
    """
    entry = stats_entry(stats, rules_id)
    entry["deals"] = entry.get("deals", 0) + 1
    entry["result_sum"] = entry.get("result_sum", 0.0) + float(result_value)
    entry["history"] = [*entry["history"], round(float(result_value), 2)][-HISTORY_LENGTH:]
    if scoring is not None:
        entry["scoring"] = scoring


def record_match(stats: dict[str, Any], rules_id: str, won: bool) -> None:
    """Count one finished match, and whether the human seat won it."""
    entry = stats_entry(stats, rules_id)
    entry["matches"] = entry.get("matches", 0) + 1
    if won:
        entry["wins"] = entry.get("wins", 0) + 1


def record_abandoned(stats: dict[str, Any], rules_id: str) -> None:
    """Count one match left before its last deal (a new deal, another system, quitting)."""
    entry = stats_entry(stats, rules_id)
    entry["abandoned"] = entry.get("abandoned", 0) + 1
