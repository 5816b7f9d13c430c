"""Settings and statistics that outlive a session, kept through ``sevens.storage.Store``.

``sevens.storage`` saves JSON in the user's data folder natively and in localStorage in the
browser; where the browser blocks storage it keeps the records in memory for the session
and its ``notice`` says so (a real limitation of the platform, shown to the player).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from sevens import storage
from sevens.message import Message

SETTINGS_NAME = "settings"
STATS_NAME = "stats"


def memory_store() -> storage.Store:
    """A store that keeps nothing on disk (tests, screenshots, benchmarks, ``--fresh``)."""
    return storage.Store(storage.MemoryBackend())


def unpack(result: Any) -> tuple[Any, Message | None]:
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
    large_cards: bool = False  # seeing settings (issue 34): the hand and rows 1.5× larger
    high_contrast: bool = False  # a black table, white faces and text, thick outlines
    muted: bool = False
    #: pass-and-play (issue 34): each seat's choice, "person", a level or "" (the
    #: computer at ``level``), and each person's name ("": the seat's own); see
    #: :mod:`sevens.ui.seating`. Empty: you alone against the computer.
    seats: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
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
                elif isinstance(current, list) and isinstance(value, list) and all(
                        isinstance(entry, str) for entry in value):
                    setattr(settings, item.name, value[:8])
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


def record_abandoned(stats: dict[str, Any], rules_id: str,
                     people: Iterable[str] = ()) -> None:
    """Count one match left before its last deal (a new deal, another system, quitting);
    at a table of people, in each person's statistics instead of yours."""
    for table in [person_stats(stats, name) for name in people] or [stats]:
        entry = stats_entry(table, rules_id)
        entry["abandoned"] = entry.get("abandoned", 0) + 1


#: The key of the people's statistics (pass-and-play, issue 34) in the statistics record.
PEOPLE_KEY = "people"


def person_stats(stats: dict[str, Any], name: str) -> dict[str, Any]:
    """The statistics of the person called ``name`` at tables of people (by rule system, as
    yours are), created empty when missing; kept apart from yours under :data:`PEOPLE_KEY`."""
    people = stats.get(PEOPLE_KEY)
    if not isinstance(people, dict):
        people = stats[PEOPLE_KEY] = {}
    table = people.get(name)
    if not isinstance(table, dict):
        table = people[name] = {}
    return table


def people_with_stats(stats: dict[str, Any]) -> list[str]:
    """The names with statistics from tables of people, in alphabetical order."""
    people = stats.get(PEOPLE_KEY)
    if not isinstance(people, dict):
        return []
    return sorted((name for name, table in people.items() if isinstance(table, dict)),
                  key=str.casefold)


def stats_of(stats: dict[str, Any], whose: str) -> dict[str, Any]:
    """The statistics of ``whose``: yours for "", else that person's (tables of people)."""
    if not whose:
        return stats
    people = stats.get(PEOPLE_KEY)
    table = people.get(whose) if isinstance(people, dict) else None
    return table if isinstance(table, dict) else {}


def next_with_stats(stats: dict[str, Any], whose: str) -> str:
    """Whose statistics come after ``whose``'s: you (""), then each person by name."""
    choices = ["", *people_with_stats(stats)]
    index = choices.index(whose) if whose in choices else 0
    return choices[(index + 1) % len(choices)]
