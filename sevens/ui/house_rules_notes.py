"""What the house-rules editor says beside its options: the contradictions among the edited
values, why an option does nothing under them, and the short glosses (shared by the landscape
editor in :mod:`sevens.ui.screens` and the portrait one in :mod:`sevens.ui.house_rules_portrait`).
"""

from __future__ import annotations

from typing import Any

from sevens.rules import rule_conflicts
from sevens.ui import theme
from sevens.ui.messages import text

__all__ = ["OPTION_NOTES", "SCORING_ONLY", "STARTS_WITHOUT_CARD", "disabled_reason",
           "option_conflicts", "option_note"]

#: Options that only matter under one scoring: (option, the scoring that uses it).
SCORING_ONLY = {"stake": "douque", "ante": "chips", "pass_chip": "chips", "card_chip": "chips"}
#: Starts that name no card: the named 7 is switched off under them.
STARTS_WITHOUT_CARD = ("dealer-left", "any-rank")
#: A short gloss under options whose name alone says little.
OPTION_NOTES = {"stake": "custom.note.stake", "pass_limit_out": "custom.note.pass_limit_out",
                "free_passes": "custom.note.free_passes"}


def option_conflicts(values: dict[str, Any]) -> list[tuple[tuple[str, ...], str]]:
    """The contradictions among the edited ``values`` (:func:`sevens.rules.rule_conflicts`,
    the checks ``sevens.Rules`` makes): (the options involved, the reason in the player's
    language)."""
    return [(conflict.options, text(conflict.key, **dict(conflict.params)))
            for conflict in rule_conflicts(values)]


def disabled_reason(name: str, values: dict[str, Any]) -> str | None:
    """Why option ``name`` does nothing with these ``values`` (None when it matters)."""
    scoring = SCORING_ONLY.get(name)
    if scoring is not None and values["scoring"] != scoring:
        return text("custom.only_for", scoring=text(f"value.scoring.{scoring}"))
    if name == "start_card" and values["start"] in STARTS_WITHOUT_CARD:
        return text("custom.no_named_card")
    return None


def option_note(name: str, values: dict[str, Any],
                conflicts: dict[str, str]) -> tuple[str, theme.Colour] | None:
    """What to say under option ``name``: its contradiction in ``conflicts`` (red), why it
    is off with these ``values``, or its gloss (muted); None for nothing."""
    reason = conflicts.get(name)
    if reason:
        return reason, theme.DANGER
    reason = disabled_reason(name, values) or (text(OPTION_NOTES[name])
                                               if name in OPTION_NOTES else None)
    return (reason, theme.TEXT_MUTED) if reason else None
