"""Subset Noto Sans CJK to the characters the message tables use, one font per region.

Run from the repository root: ``python assets/tools/make_cjk_fonts.py`` (``--check`` only
compares). Needs fontTools and Debian's ``fonts-noto-cjk``
(``/usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc``). Run it again whenever a
message table gains a character; ``tests/test_fonts.py`` fails until the committed subsets
match what this script writes.

Chinese and Japanese draw many of the same characters differently (骨, 直, 這, 説), so each
language gets the face of its region: Traditional Chinese (TC), Simplified Chinese (SC) and
Japanese (JP). Each subset holds that language's table, the English table (names and cards
that fall back to English), printable ASCII and the interface's symbols (card suits, arrows).
The output is deterministic: the same tables and source fonts give the same bytes.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

REPOSITORY = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPOSITORY))

from sevens.app import translation  # noqa: E402
from sevens.ui.cjk_fonts import CJK_FONTS, EXTRA_CHARACTERS  # noqa: E402

SOURCE_FOLDER = Path("/usr/share/fonts/opentype/noto")
TARGET_FOLDER = REPOSITORY / "assets" / "fonts"
#: Face index inside Debian's NotoSansCJK-*.ttc, by region.
FACE_INDEX = {"JP": 0, "KR": 1, "SC": 2, "TC": 3, "HK": 4}
WEIGHTS = {"regular": "Regular", "bold": "Bold"}


def characters_for(language: str) -> str:
    """Every character the subset for ``language`` must hold, sorted."""
    wanted = set(EXTRA_CHARACTERS)
    for table in (translation.ENGLISH, translation.LANGUAGES[language]):
        for value in table.values():
            wanted.update(value)
    return "".join(sorted(character for character in wanted if character.isprintable()))


def build_subset(language: str, weight: str) -> bytes:
    """The subset font (OpenType/CFF bytes) for ``language`` in ``weight``."""
    region = CJK_FONTS[language][0]
    source = SOURCE_FOLDER / f"NotoSansCJK-{WEIGHTS[weight]}.ttc"
    font = TTCollection(str(source)).fonts[FACE_INDEX[region]]
    cmap = font.getBestCmap()
    unicodes = [ord(character) for character in characters_for(language)
                if ord(character) in cmap]
    options = subset.Options()
    options.layout_features = ["kern", "palt"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.name_languages = [0x409]
    options.notdef_outline = True
    options.hinting = False
    options.desubroutinize = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    font.recalcTimestamp = False  # keep the source's date: the same input, the same bytes
    buffer = io.BytesIO()
    font.save(buffer, reorderTables=True)
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) every subset in :data:`CJK_FONTS`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    stale = []
    for language, (_region, names) in CJK_FONTS.items():
        for weight, name in names.items():
            data = build_subset(language, weight)
            target = TARGET_FOLDER / Path(name).name
            if args.check:
                if not target.is_file() or target.read_bytes() != data:
                    stale.append(str(target))
                continue
            target.write_bytes(data)
            print(f"{target.relative_to(REPOSITORY)}: {len(data):,} bytes")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
