"""The message tables, one module a language (issue 12; English a locale like the others
since issue 32).

Each module holds ``TABLE``: the same keys with the same ``{parameters}``
(``tests/test_locales.py``). Codes are BCP 47 language tags as browsers send them
(``navigator.languages``): ``en`` English, ``zh-Hant`` Traditional Chinese (Hong Kong's 排七),
``zh-Hans`` Simplified Chinese, ``ja`` Japanese (七並べ). The lookup is
:mod:`sevens.app.translation`.

No pygame here: the command line (``python -m sevens rules ID --lang L``) reads these too.
"""

from __future__ import annotations

from sevens.app.languages import DEFAULT_LANGUAGE, LANGUAGE_CODES, match_language, pick_language
from sevens.app.locales import en, ja, zh_hans, zh_hant

#: Every language the game speaks, in menu order, with the table of each.
TABLES: dict[str, dict[str, str]] = {
    "en": en.TABLE,
    "zh-Hant": zh_hant.TABLE,
    "zh-Hans": zh_hans.TABLE,
    "ja": ja.TABLE,
}
#: Small numbers in words, for templates that ask for them (``{count:words}``); a language
#: not listed writes every number in digits.
NUMBER_WORDS: dict[str, tuple[str, ...]] = {"en": en.NUMBER_WORDS}
__all__ = ["DEFAULT_LANGUAGE", "LANGUAGE_CODES", "NUMBER_WORDS", "TABLES", "match_language",
           "pick_language"]
