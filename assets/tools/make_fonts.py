"""Subset DejaVu Sans to the characters the Sevens table uses.

Run from the repository root: ``python assets/tools/make_fonts.py``. Needs fontTools and the
Debian package fonts-dejavu-core (``/usr/share/fonts/truetype/dejavu``). The output files in
``assets/fonts/`` are committed; this script only has to run again when the character set grows.
"""

from __future__ import annotations

from pathlib import Path

from fontTools import subset

SOURCE_FOLDER = Path("/usr/share/fonts/truetype/dejavu")
TARGET_FOLDER = Path(__file__).resolve().parents[1] / "fonts"
FONTS = {
    "DejaVuSans.ttf": "DejaVuSans-Sevens.ttf",
    "DejaVuSans-Bold.ttf": "DejaVuSans-Bold-Sevens.ttf",
}
# Printable ASCII, Latin-1, Latin Extended-A (European names), typographic punctuation,
# arrows, the card suits (filled and outline), and a few symbols used by the interface.
UNICODES = (
    list(range(0x20, 0x7F))
    + list(range(0xA0, 0x180))
    + [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2030, 0x2032]
    + [0x2039, 0x203A, 0x20AC, 0x2190, 0x2191, 0x2192, 0x2193, 0x21BA, 0x21BB, 0x2212]
    + [0x2260, 0x2264, 0x2265, 0x25B2, 0x25B6, 0x25BC, 0x25C0, 0x25CF, 0x25CB]
    + [0x2660, 0x2661, 0x2662, 0x2663, 0x2664, 0x2665, 0x2666, 0x2667, 0x266A, 0x2713, 0x2717]
)


def make_subset(source: Path, target: Path) -> None:
    """Write a TrueType subset of ``source`` holding only ``UNICODES`` to ``target``."""
    options = subset.Options()
    options.layout_features = ["kern", "liga"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = True
    font = subset.load_font(str(source), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    subset.save_font(font, str(target), options)


def main() -> None:
    """Subset every font in ``FONTS``."""
    TARGET_FOLDER.mkdir(parents=True, exist_ok=True)
    for source_name, target_name in FONTS.items():
        target = TARGET_FOLDER / target_name
        make_subset(SOURCE_FOLDER / source_name, target)
        print(f"{target}: {target.stat().st_size} bytes")


if __name__ == "__main__":
    main()
