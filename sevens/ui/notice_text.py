"""Notices in the chosen language (issue 12).

The launch options (``sevens/launch_options.py``) and the save files (``sevens/storage.py``)
write their notices in English and never import the message tables. The menu shows each
notice through :func:`notice_text`, which recognises it by the English templates
``notice.from.*`` and writes it in the current language (:mod:`sevens.ui.english_text`): a
rule system's title, a level, a pace and a seat range are put into that language too; what
the player typed and the system's own error words are kept as they are. A notice no template
matches stays English.
"""

from __future__ import annotations

import re

from sevens.ui import messages
from sevens.ui.english_text import translate

PARAMETER_PATTERNS = {
    "value": r"'.*?'",
    "level": r"random|easy|normal|hard",
    "speed": r"slow|normal|fast|instant",
    "record": r"settings|statistics|saved game",
    "most": r"\d+",
}


def _value(name: str, raw: str) -> str:
    """One value of a notice, in the current language where it has a word there."""
    if name == "title":
        for key, english in messages.ENGLISH.items():
            if key.startswith("preset.") and key.endswith(".title") and english == raw:
                return messages.text(key)
        return raw
    if name == "level":
        return messages.text(f"level.{raw}")
    if name == "speed":
        return messages.text(f"speed.{raw}")
    if name == "record":
        return messages.text(f"notice.record.{raw.replace(' ', '_')}")
    if name == "seats":
        exactly = re.fullmatch(r"exactly (\d+) players", raw)
        if exactly:
            return messages.text("notice.seats_exactly", count=exactly.group(1))
        span = re.fullmatch(r"(\d+)–(\d+) players", raw)
        if span:
            return messages.text("notice.seats_range", low=span.group(1), high=span.group(2))
    return raw


def notice_text(notice: str) -> str:
    """A notice in the current language (unchanged in English, or when it is unknown)."""
    if messages.language() == "en" or not notice:
        return notice
    return translate(notice, "notice.from.", PARAMETER_PATTERNS, _value)
