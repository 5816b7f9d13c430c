"""Numbers and units as every screen prints them: a real minus sign, cents only when needed,
and one name per scoring's unit (money, chips, penalty points, placing points, deals won)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from sevens.app.translation import text

MINUS = "\u2212"  # a real minus sign, as wide as the plus
UNITS = {"douque": "money", "chips": "chips", "penalty-count": "penalty",
         "penalty-pips": "penalty", "placing-points": "placing", "wins": "wins"}

__all__ = ["MINUS", "UNITS", "money_text", "number_text", "unit_name"]


def number_text(value: Any) -> str:
    """A number without sign: whole, or to cents when it has a fraction."""
    value = abs(Fraction(value).limit_denominator(10**6)) if not isinstance(value, float) \
        else abs(value)
    if float(value).is_integer():
        return str(int(value))
    return f"{float(value):.2f}"


def money_text(value: Any) -> str:
    """Money, chips or points with a sign (a real minus); cents only when needed."""
    if not value:
        return "0"
    return ("+" if value > 0 else MINUS) + number_text(value)


def unit_name(scoring: str) -> str:
    """The unit of a scoring, named the same way on every screen: money, chips,
    penalty points, placing points, deals won."""
    return text(f"unit.{UNITS.get(scoring, 'placing')}")
