"""Issue 12: no tofu. Every character of every message table has a glyph in the font the
interface picks for that language, and the committed CJK subsets are exactly what
``assets/tools/make_cjk_fonts.py`` builds from the tables today."""

from __future__ import annotations

import importlib.util
import os
from functools import cache
from pathlib import Path

import pygame
import pytest
from fontTools.ttLib import TTFont

from sevens.app import translation
from sevens.ui.cjk_fonts import CJK_FONTS, EXTRA_CHARACTERS
from sevens.ui.resources import Resources, asset_location

REPOSITORY = Path(__file__).resolve().parents[1]
TOOL = REPOSITORY / "assets" / "tools" / "make_cjk_fonts.py"
#: Characters the table draws through message parameters: cards, suits, numbers, signs.
PARAMETER_CHARACTERS = "A23456789TJQK10♠♥♦♣+-−.,×%/ "


@cache
def cmap_of(name: str) -> frozenset[int]:
    """The code points the bundled font ``name`` has glyphs for."""
    with TTFont(str(asset_location(name)), lazy=True) as font:
        return frozenset(font.getBestCmap())


@pytest.fixture(scope="module")
def resources() -> Resources:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    pygame.display.set_mode((16, 16))
    return Resources()


@pytest.mark.parametrize("code", translation.LANGUAGE_CODES)
def test_every_character_of_every_table_has_a_glyph_in_the_font_picked(
        code: str, resources: Resources) -> None:
    translation.set_language(code)
    try:
        missing: dict[str, set[str]] = {}
        for key, value in translation.LANGUAGES[code].items():
            for bold in (False, True):
                name = resources.font_name_for(value, bold)
                lacking = {character for character in value + PARAMETER_CHARACTERS
                           if ord(character) not in cmap_of(name)}
                if lacking:
                    missing.setdefault(f"{key} ({name})", set()).update(lacking)
    finally:
        translation.set_language("en")
    assert not missing, missing


def test_the_language_names_in_the_english_menu_use_each_language_own_face(
        resources: Resources) -> None:
    translation.set_language("en")
    assert resources.font_name_for("日本語") == CJK_FONTS["ja"][1]["regular"]
    assert resources.font_name_for("简体中文") == CJK_FONTS["zh-Hans"][1]["regular"]
    assert resources.font_name_for("繁體中文", bold=True) == CJK_FONTS["zh-Hant"][1]["bold"]
    assert resources.font_name_for("Deal the cards").startswith("fonts/DejaVuSans")


def test_a_tofu_character_would_be_caught() -> None:
    # The check above is only as good as the cmap: a character no subset holds is absent.
    name = CJK_FONTS["ja"][1]["regular"]
    assert ord("鬱") not in cmap_of(name)
    assert all(ord(character) in cmap_of(name) for character in EXTRA_CHARACTERS)


@pytest.mark.skipif(not Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc").is_file(),
                    reason="Debian's fonts-noto-cjk is not installed (.ci/run installs it)")
def test_regenerating_the_subsets_gives_the_committed_fonts() -> None:
    spec = importlib.util.spec_from_file_location("make_cjk_fonts", TOOL)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for language, (_region, names) in CJK_FONTS.items():
        for weight, name in names.items():
            built = tool.build_subset(language, weight)
            committed = asset_location(name).read_bytes()  # type: ignore[union-attr]
            assert built == committed, (
                f"{name} is out of date: run python assets/tools/make_cjk_fonts.py")


def test_the_noto_licence_ships_beside_the_fonts() -> None:
    licence = (REPOSITORY / "assets" / "fonts" / "LICENSE-NotoSansCJK.txt").read_text(
        encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in licence.upper()
