"""Which font draws which language (issue 12); no pygame, so the font tool reads it too.

English uses the DejaVu Sans subset. Chinese and Japanese use a subset of Noto Sans CJK for
their region (glyph shapes differ between Traditional and Simplified Chinese and Japanese),
built by ``assets/tools/make_cjk_fonts.py`` from the message tables.
"""

from __future__ import annotations

#: language code -> (Noto Sans CJK region, {weight: font file inside the assets folder}).
CJK_FONTS: dict[str, tuple[str, dict[str, str]]] = {
    "zh-Hant": ("TC", {"regular": "fonts/NotoSansCJKtc-Sevens.otf",
                       "bold": "fonts/NotoSansCJKtc-Bold-Sevens.otf"}),
    "zh-Hans": ("SC", {"regular": "fonts/NotoSansCJKsc-Sevens.otf",
                       "bold": "fonts/NotoSansCJKsc-Bold-Sevens.otf"}),
    "ja": ("JP", {"regular": "fonts/NotoSansCJKjp-Sevens.otf",
                  "bold": "fonts/NotoSansCJKjp-Bold-Sevens.otf"}),
}

#: Characters the interface draws besides the message tables: printable ASCII, card suits
#: (filled and outline), arrows, triangles, dots and typographic punctuation.
EXTRA_CHARACTERS = (
    "".join(chr(code) for code in range(0x20, 0x7F))
    + "–—‘’“”•…′‹›€←↑→↓−≠≤≥▲▶▼◀●○♠♡♢♣♤♥♦♧♪✓×·°±"
)

#: Japanese kana: a string with any of these is drawn in the Japanese face when the
#: interface is in English (the menu's language names).
KANA = range(0x3040, 0x3100)


def is_cjk(character: str) -> bool:
    """True for characters DejaVu Sans lacks and Noto Sans CJK draws (CJK, kana, fullwidth)."""
    code = ord(character)
    return 0x2E80 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFFEF


def language_of_text(string: str, simplified_only: frozenset[str]) -> str | None:
    """For a string with CJK characters shown in English: the language whose face draws it
    (``ja`` with kana, ``zh-Hans`` with a character only Simplified uses, else ``zh-Hant``);
    None when it has no CJK character."""
    if not any(is_cjk(character) for character in string):
        return None
    if any(ord(character) in KANA for character in string):
        return "ja"
    if any(character in simplified_only for character in string):
        return "zh-Hans"
    return "zh-Hant"

#: System font families (pygame's names: lower case, no spaces) that draw Chinese and Japanese
#: and the Latin, Greek and Cyrillic letters besides: a typed name the bundled subsets lack
#: is drawn by the first one installed that has all its characters (Linux, macOS, Windows).
SYSTEM_CJK_FAMILIES = (
    "notosanscjkjp", "notosanscjksc", "notosanscjktc", "notosanscjkhk", "notosanscjkkr",
    "sourcehansans", "sourcehansansjp", "sourcehansanssc", "sourcehansanstc",
    "hiraginosans", "hiraginokakugothicpro", "hiraginosansgb", "pingfangsc", "pingfangtc",
    "yugothic", "yugothicui", "meiryo", "msgothic", "microsoftyahei", "microsoftjhenghei",
    "simhei", "wenquanyimicrohei", "droidsansfallback", "arialunicodems",
)
