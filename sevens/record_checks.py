"""What a saved record may hold, field by field: one small schema language for the settings,
the statistics and the saved game (issue 45).

A record is checked once, when it is loaded (:meth:`sevens.app.storage.Store.load` takes a
``check``): every field the schema knows must be of its kind and in its range, else it falls
back to its default and its name is reported, so the player hears once which values were
reset (and the store keeps the damaged file's bytes as a backup). A field the schema does not
know is kept as saved (a newer game may have written it). Numbers are finite (JSON's ``NaN``
and ``Infinity`` are refused); booleans are never numbers.

No pygame and no engine here: the callers pass the words and ranges that are valid.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "FORMAT_NAME",
    "Field",
    "RECORD_VERSION",
    "check_fields",
    "choice",
    "flag",
    "is_number",
    "is_whole",
    "listing",
    "number",
    "optional_whole",
    "words",
    "whole",
]

#: Every saved record is wrapped in an envelope naming the game and the envelope's version
#: (``sevens.app.storage`` writes it; ``sevens review`` reads a record handed to it).
FORMAT_NAME = "sevens"
RECORD_VERSION = 1

#: The longest text a record field may hold unless its field says otherwise.
LONGEST_TEXT = 200


@dataclass(frozen=True)
class Field:
    """One field of a record: the value it falls back to and a test of what it accepts."""

    default: Any
    accepts: Callable[[Any], bool]

    def accepted(self, value: Any) -> bool:
        """True when ``value`` may stand in this field (a test that crashes refuses)."""
        try:
            return bool(self.accepts(value))
        except Exception:  # noqa: BLE001 - a damaged value must never stop the check
            return False


def is_whole(value: Any) -> bool:
    """True for an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> bool:
    """True for a finite int or float (not a bool, not NaN, not infinite)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value)


def whole(default: int, low: int, high: int) -> Field:
    """A whole number from ``low`` to ``high``."""
    return Field(default, lambda value: is_whole(value) and low <= value <= high)


def optional_whole(low: int, high: int) -> Field:
    """A whole number from ``low`` to ``high``, or None (its default)."""
    return Field(None, lambda value: value is None or (is_whole(value) and low <= value <= high))


def number(default: float, low: float = -math.inf, high: float = math.inf) -> Field:
    """A finite number from ``low`` to ``high``."""
    return Field(default, lambda value: is_number(value) and low <= value <= high)


def flag(default: bool) -> Field:
    """True or False."""
    return Field(default, lambda value: isinstance(value, bool))


def choice(default: Any, choices: Collection[Any]) -> Field:
    """One of ``choices`` (compared with ``==``, so 1 and True differ only by kind: the
    value must also be of the kind of one of the choices)."""
    allowed = tuple(choices)

    def accepts(value: Any) -> bool:
        return any(value == option and type(value) is type(option) for option in allowed)

    return Field(default, accepts)


def words(default: str, longest: int = LONGEST_TEXT) -> Field:
    """Text of at most ``longest`` characters."""
    return Field(default, lambda value: isinstance(value, str) and len(value) <= longest)


def listing(item: Callable[[Any], bool], longest: int, default: list[Any] | None = None
            ) -> Field:
    """A list of at most ``longest`` items, each accepted by ``item``."""
    return Field(list(default or []), lambda value: isinstance(value, list)
                 and len(value) <= longest and all(item(entry) for entry in value))


def check_fields(data: Mapping[str, Any], schema: Mapping[str, Field],
                 where: str = "") -> tuple[dict[str, Any], list[str]]:
    """``data`` with every field of ``schema`` checked: ``(checked, reset)``.

    A field that is present but refused takes its default and its name (``where`` + name)
    is listed in ``reset``. A missing field stays missing (its reader's default applies, and
    it still reads as not chosen); fields the schema does not know are kept as they are.
    """
    checked = dict(data)
    reset: list[str] = []
    for name, field in schema.items():
        if name in data and not field.accepted(data[name]):
            checked[name] = _copy(field.default)
            reset.append(f"{where}{name}")
    return checked, reset


def _copy(value: Any) -> Any:
    """A fresh copy of a list or dict default, so records never share one."""
    if isinstance(value, list):
        return list(value)
    if isinstance(value, dict):
        return dict(value)
    return value
