"""The message tables other than English, one module a language (issue 12).

English stays in :mod:`sevens.ui.messages` (the reference every other table follows). Each
module here holds ``TABLE``: the same keys with the same ``{parameters}``. Codes are BCP 47
language tags as browsers send them (``navigator.languages``): ``zh-Hant`` is Traditional
Chinese (Hong Kong's 排七), ``zh-Hans`` Simplified Chinese, ``ja`` Japanese (七並べ).

No pygame here: the command line (``python -m sevens rules ID --lang L``) reads these too.
"""

from __future__ import annotations

import re

from sevens.ui.locales import ja, zh_hans, zh_hant

#: Every language the game speaks, in menu order, with the table of each (English is added
#: by ``sevens.ui.messages``, which owns it).
TABLES: dict[str, dict[str, str]] = {
    "zh-Hant": zh_hant.TABLE,
    "zh-Hans": zh_hans.TABLE,
    "ja": ja.TABLE,
}
LANGUAGE_CODES = ("en", "zh-Hant", "zh-Hans", "ja")
DEFAULT_LANGUAGE = "en"

#: Region subtags that mean Traditional script when a tag names no script (zh-HK, zh-TW …).
TRADITIONAL_REGIONS = {"hk", "mo", "tw"}
SIMPLIFIED_REGIONS = {"cn", "sg", "my"}


def match_language(tag: str | None) -> str | None:
    """The game's language code for one language tag or locale name, or None if it speaks
    no language close to it.

    Accepts browser tags (``zh-TW``, ``ja-JP``, ``en-GB``, ``zh-Hant-HK``) and POSIX locale
    names (``zh_HK.UTF-8``, ``ja_JP``). Plain ``zh`` is Traditional, the script 排七 is
    written in where it is played; ``zh-CN``/``zh-SG`` (and ``zh-Hans``) are Simplified.
    """
    if not tag:
        return None
    cleaned = re.split(r"[.@]", tag.strip())[0].replace("_", "-").lower()
    parts = [part for part in cleaned.split("-") if part]
    if not parts:
        return None
    language = parts[0]
    if language == "en":
        return "en"
    if language == "ja":
        return "ja"
    if language in ("zh", "yue", "cmn"):
        if "hans" in parts[1:]:
            return "zh-Hans"
        if "hant" in parts[1:]:
            return "zh-Hant"
        if SIMPLIFIED_REGIONS & set(parts[1:]):
            return "zh-Hans"
        return "zh-Hant"
    return None


def pick_language(tags: list[str] | tuple[str, ...] | str | None) -> str:
    """The first of ``tags`` (a list, or one string with tags separated by commas, as the
    web page passes ``navigator.languages``) that the game speaks; English if none."""
    if tags is None:
        return DEFAULT_LANGUAGE
    if isinstance(tags, str):
        tags = [tag for tag in re.split(r"[,;:\s]+", tags) if tag]
    for tag in tags:
        found = match_language(tag)
        if found is not None:
            return found
    return DEFAULT_LANGUAGE
