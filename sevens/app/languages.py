"""The languages the game speaks, and how a language tag or locale name picks one (issue 12).

Standard library only (no pygame, no message tables), so the launch options and the command
line use it too. Codes are BCP 47 tags as browsers send them (``navigator.languages``):
``en``, ``zh-Hant`` (Traditional Chinese: Hong Kong's 排七), ``zh-Hans`` (Simplified Chinese)
and ``ja`` (Japanese: 七並べ).
"""

from __future__ import annotations

import contextlib
import locale
import os
import re
from collections.abc import Mapping, Sequence

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGE_CODES", "match_language", "pick_language",
           "system_language"]

LANGUAGE_CODES = ("en", "zh-Hant", "zh-Hans", "ja")
DEFAULT_LANGUAGE = "en"
#: Region subtags that mean Simplified script when a Chinese tag names no script; any other
#: Chinese tag (zh, zh-HK, zh-TW, zh-MO) is Traditional, the script 排七 is written in.
SIMPLIFIED_REGIONS = {"cn", "sg", "my"}
#: Environment variables a POSIX system names its locale in, strongest first.
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def match_language(tag: str | None) -> str | None:
    """The game's language code for one language tag or locale name, or None if it speaks
    no language close to it.

    Accepts browser tags (``zh-TW``, ``ja-JP``, ``en-GB``, ``zh-Hant-HK``), the game's own
    codes in any case (``zh-hant``) and POSIX locale names (``zh_HK.UTF-8``, ``ja_JP``).
    """
    if not tag:
        return None
    cleaned = re.split(r"[.@]", tag.strip())[0].replace("_", "-").lower()
    parts = [part for part in cleaned.split("-") if part]
    if not parts:
        return None
    language, rest = parts[0], set(parts[1:])
    if language in ("en", "ja"):
        return language
    if language in ("zh", "yue", "cmn"):
        if "hans" in rest:
            return "zh-Hans"
        if "hant" in rest:
            return "zh-Hant"
        return "zh-Hans" if SIMPLIFIED_REGIONS & rest else "zh-Hant"
    return None


def pick_language(tags: Sequence[str] | str | None) -> str:
    """The first of ``tags`` (a list, or one string of tags separated by commas, as the web
    page passes ``navigator.languages``) that the game speaks; English if none."""
    if tags is None:
        return DEFAULT_LANGUAGE
    if isinstance(tags, str):
        tags = [tag for tag in re.split(r"[,;:\s]+", tags) if tag]
    for tag in tags:
        found = match_language(tag)
        if found is not None:
            return found
    return DEFAULT_LANGUAGE


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system's locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, then Python's ``locale``), or English when the game does not speak it."""
    environ = os.environ if environ is None else environ
    tags: list[str] = []
    for name in LOCALE_VARIABLES:
        tags += [tag for tag in environ.get(name, "").split(":") if tag]
    if environ is os.environ:
        with contextlib.suppress(ValueError):
            tags.append(locale.getlocale()[0] or "")
    tags = [tag for tag in tags if tag not in ("C", "POSIX") and not tag.startswith("C.")]
    return pick_language(tags)
