"""Settings and statistics that outlive a session, kept through ``sevens.app.storage.Store``.

``sevens.app.storage`` saves JSON in the user's data folder natively and in localStorage in the
browser; where the browser blocks storage it keeps the records in memory for the session
and its ``notice`` says so (a real limitation of the platform, shown to the player).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, fields
from typing import Any

import sevens
from sevens.app import storage, translation
from sevens.app.launch_options import MAX_DEALS, MAX_NAME_LENGTH
from sevens.app.seating import COMPUTER, SEAT_CHOICES
from sevens.app.session import CARD_SPEEDS, LEVELS, RETIRED_LEVELS, SPEEDS
from sevens.record_checks import (
    Field,
    check_fields,
    choice,
    flag,
    is_number,
    listing,
    number,
    whole,
    words,
)
from sevens.rules import RULE_OPTIONS, build_rules, fitted_players

SETTINGS_NAME = "settings"
STATS_NAME = "stats"


def memory_store() -> storage.Store:
    """A store that keeps nothing on disk (tests, screenshots, benchmarks, ``--fresh``)."""
    return storage.Store(storage.MemoryBackend())


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
    #: :mod:`sevens.app.seating`. Empty: you alone against the computer.
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


def _house_rules(value: Any) -> bool:
    """True for saved house rules: options of a rule system by name, each a plain value
    (whether they fit together is :func:`check_settings`' question)."""
    return isinstance(value, dict) and all(
        name in RULE_OPTIONS and name not in ("players", "deals", "name")
        and (value[name] is None or isinstance(value[name], bool | int | str))
        and (not isinstance(value[name], int | str) or len(str(value[name])) <= 20)
        for name in value)


#: What each saved setting may hold (issue 45): anything else falls back to its default.
SETTINGS_SCHEMA: dict[str, Field] = {
    "rules_id": choice("douque", (*sevens.PRESETS, "custom")),
    "players": whole(4, 3, 8),
    "level": choice("normal", LEVELS),
    "deals": whole(4, 1, MAX_DEALS),
    "speed": choice("normal", SPEEDS),
    "card_speed": choice("normal", CARD_SPEEDS),
    "four_colour": flag(False),
    "large_cards": flag(False),
    "high_contrast": flag(False),
    "muted": flag(False),
    "seats": listing(lambda seat: seat in (COMPUTER, *SEAT_CHOICES), 8),
    "names": listing(lambda name: isinstance(name, str) and len(name) <= MAX_NAME_LENGTH, 8),
    "language": choice("", ("", *translation.LANGUAGES)),
    "custom_base": choice("family", tuple(sevens.PRESETS)),
    "custom_options": Field({}, _house_rules),
}


def check_settings(data: Any) -> tuple[dict[str, Any], list[str]]:
    """The saved settings checked against :data:`SETTINGS_SCHEMA`, then as a whole: the
    table they describe must be one the game can deal (a player count the rule system does
    not seat becomes the nearest it does, as in the menu; house rules that contradict each
    other fall back to the rules' own). Returns the checked settings and the names of those
    reset (see :meth:`sevens.app.storage.Store.load`).

    Raises:
        ValueError: the settings are not a JSON object at all.
    """
    if not isinstance(data, dict):
        raise ValueError("the settings must be a JSON object")
    if data.get("level") in RETIRED_LEVELS:  # a level no longer offered: the nearest one
        data = {**data, "level": RETIRED_LEVELS[data["level"]]}
    checked, reset = check_fields(data, SETTINGS_SCHEMA)
    settings = Settings.from_dict(checked)
    fitted = fitted_players(settings.rules_id, settings.players)
    if fitted != settings.players:  # e.g. 8 saved for British Sevens, which seats 3 to 7
        settings.players = checked["players"] = fitted
        reset.append("players")
    base = sevens.PRESETS.get(settings.rules_id) or sevens.PRESETS[settings.custom_base]
    fallbacks: list[tuple[str, Any]] = [("custom_options", {}), ("players", base.players),
                                        ("deals", base.deals), ("rules_id", "douque")]
    while True:
        try:
            build_rules(settings)
            return checked, reset
        except Exception:  # noqa: BLE001 - whatever the saved options make Rules refuse
            if not fallbacks:  # unreachable: the defaults always deal
                raise ValueError("the settings describe no table") from None
            name, usual = fallbacks.pop(0)
            if getattr(settings, name) == usual:
                continue
            setattr(settings, name, usual)
            checked[name] = usual
            reset.append(name)
            if name == "rules_id":
                settings.players, settings.deals = 4, 4
                checked["players"] = checked["deals"] = 4


HISTORY_LENGTH = 40  # deal results kept per rule system for the statistics chart

#: What each rule system's statistics may hold (issue 45).
STATS_ENTRY_SCHEMA: dict[str, Field] = {
    "deals": whole(0, 0, 10**12),
    "matches": whole(0, 0, 10**12),
    "wins": whole(0, 0, 10**12),
    "abandoned": whole(0, 0, 10**12),
    "result_sum": number(0.0, -1e15, 1e15),
    "history": listing(lambda value: is_number(value) and abs(value) <= 1e12, 10_000),
    "scoring": words("placing-points", 40),
}


def check_stats(data: Any) -> tuple[dict[str, Any], list[str]]:
    """The saved statistics checked: each rule system's entry (yours, and each person's at
    tables of people) against :data:`STATS_ENTRY_SCHEMA`. An entry that is not an object is
    dropped and named; so is a person whose statistics are not. Returns the checked
    statistics and the names of what was reset (``douque.result_sum``).

    Raises:
        ValueError: the statistics are not a JSON object at all.
    """
    if not isinstance(data, dict):
        raise ValueError("the statistics must be a JSON object")
    reset: list[str] = []

    def check_table(table: dict[str, Any], where: str) -> dict[str, Any]:
        checked: dict[str, Any] = {}
        for key, entry in table.items():
            if not isinstance(entry, dict):
                reset.append(f"{where}{key}")
                continue
            checked[key], more = check_fields(entry, STATS_ENTRY_SCHEMA, f"{where}{key}.")
            reset.extend(more)
        return checked

    people = data.get(PEOPLE_KEY)
    checked = check_table({key: value for key, value in data.items() if key != PEOPLE_KEY}, "")
    if people is not None:
        if not isinstance(people, dict):
            reset.append(PEOPLE_KEY)
        else:
            checked[PEOPLE_KEY] = {}
            for name, table in people.items():
                if isinstance(table, dict):
                    checked[PEOPLE_KEY][name] = check_table(table, f"{name}: ")
                else:
                    reset.append(f"{PEOPLE_KEY}.{name}")
    return checked, reset


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
