"""The message tables other than English, one module a language (issue 12).

English stays in :mod:`sevens.ui.messages` (the reference every other table follows). Each
module here holds ``TABLE``: the same keys with the same ``{parameters}``. Codes are BCP 47
language tags as browsers send them (``navigator.languages``): ``zh-Hant`` is Traditional
Chinese (Hong Kong's 排七), ``zh-Hans`` Simplified Chinese, ``ja`` Japanese (七並べ).

No pygame here: the command line (``python -m sevens rules ID --lang L``) reads these too.
"""

from __future__ import annotations

from sevens.languages import DEFAULT_LANGUAGE, LANGUAGE_CODES, match_language, pick_language
from sevens.ui.locales import ja, zh_hans, zh_hant

#: Every language the game speaks, in menu order, with the table of each (English is added
#: by ``sevens.ui.messages``, which owns it).
TABLES: dict[str, dict[str, str]] = {
    "zh-Hant": zh_hant.TABLE,
    "zh-Hans": zh_hans.TABLE,
    "ja": ja.TABLE,
}
__all__ = ["DEFAULT_LANGUAGE", "LANGUAGE_CODES", "TABLES", "match_language", "pick_language"]
