"""Chinese and Japanese in the middle of their rows and buttons, as English is (the phone
layouts' review of 2026-12-04: in the compact rows CJK text sat up to 8.5 px below the middle).

The scenes place a text's surface, its font's line box: centred in a button, or from the top
at a pitch made for DejaVu Sans. Noto Sans CJK's line box is a quarter taller than DejaVu's,
so text placed from the top sat low (the sideways results' rows 6 px, the house rules'
values 5, the winner's banner 8.5). Measured here from the ink drawn (``tests/layout_probe.py``):
in every box of the phone screens that holds one line of text, each text's ink has its
middle within :data:`MOST_OFF` px of the box's middle, in English, Japanese and Simplified
Chinese; a CJK face's texts share one frame, whatever the words; and the frame cuts no ink.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import make_app, results_at  # noqa: E402
from layout_probe import Drawn, draw, record  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.ui.cjk_fonts import CJK_FONTS, EXTRA_CHARACTERS  # noqa: E402

#: How far (px) a text's ink's middle may be from its box's middle.
MOST_OFF = 2
#: Boxes taller than this hold blocks of lines (a player's results, a panel), not a row.
TALLEST_ROW = 120
#: Characters whose ink hangs below the line: a Latin text with one has its ink's middle a
#: few px under its letters' middle (English "Apply" sits 2.5 px low, correctly), so it is
#: not measured; Chinese and Japanese characters all fill the same em box.
DESCENDING = set("gjpqy,;()[]{}|@Q_")
LANGUAGES = ["en", "ja", "zh-Hans"]


def opened(window: tuple[int, int], language: str, opener: str) -> Any:
    """An app at ``window`` in ``language`` showing what the menu's ``opener`` opens."""
    app = make_app(window, "douque", language=language)
    app.step(1 / 60)
    getattr(app.scene, opener)()
    app.step(1 / 60)
    return app


def menu(window: tuple[int, int], language: str) -> Any:
    """The menu at ``window``."""
    app = make_app(window, "sevens", language=language)
    app.step(1 / 60)
    return app


def menu_settings(window: tuple[int, int], language: str) -> Any:
    """The sideways menu's second page (the settings)."""
    app = menu(window, language)
    app.scene.turn_page()
    app.step(1 / 60)
    return app


def results(window: tuple[int, int], language: str) -> Any:
    """The results of a deal played through."""
    return results_at(window, "sevens", None, language)[0]


#: The phone screens measured: name -> (window in CSS px, how to get there).
SCREENS: dict[str, tuple[tuple[int, int], Callable[[tuple[int, int], str], Any]]] = {
    "menu upright": ((390, 844), menu),
    "menu sideways": ((844, 390), menu),
    "menu settings sideways": ((844, 390), menu_settings),
    "results upright": ((390, 844), results),
    "results sideways": ((844, 390), results),
    "house rules sideways": ((844, 390), lambda window, language: opened(window, language,
                                                                         "open_custom")),
    "seats sideways": ((844, 390), lambda window, language: opened(window, language,
                                                                   "open_seats")),
}


def measured(text: str) -> bool:
    """A text whose ink's middle is its letters' middle: words or numbers (not an arrow or
    a suit alone), without a Latin descender."""
    return any(character.isalnum() for character in text) and not DESCENDING & set(text)


def two_line_boxes(app: Any) -> list[pygame.Rect]:
    """Boxes made for two lines whatever they hold: the menu's rule systems (a name at the
    top, the players under it; *House rules* has its name alone, level with the others')."""
    scene = app.scene
    if not hasattr(scene, "entry_rect"):
        return []
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

    return [scene.entry_rect(index) for index in range(len(RULE_SYSTEMS))]


def one_line_boxes(drawn: list[Drawn], skipped: list[pygame.Rect] = ()
                   ) -> list[tuple[pygame.Rect, list[Drawn]]]:
    """Every panel no taller than :data:`TALLEST_ROW` (but those ``skipped``) with the
    texts it holds (those drawn after it whose ink lies inside it, and inside no smaller
    panel), when they make one line (their inks all share a row)."""
    panels: list[pygame.Rect] = []
    held: dict[int, list[Drawn]] = {}
    for item in drawn:
        if item.kind == "panel":
            if item.ink.height <= TALLEST_ROW:
                panels.append(item.ink)
                held[len(panels) - 1] = []
            continue
        if not item.ink.height or not item.text.strip():
            continue
        holders = [index for index, panel in enumerate(panels) if panel.contains(item.ink)]
        if holders:  # the smallest, and of two alike the later (a button over its shadow)
            area = min(panels[index].width * panels[index].height for index in holders)
            held[max(index for index in holders
                     if panels[index].width * panels[index].height == area)].append(item)
    boxes = []
    for index, texts in held.items():
        if panels[index] in skipped:
            continue
        if texts and max(text.ink.top for text in texts) < min(text.ink.bottom
                                                              for text in texts):
            boxes.append((panels[index], texts))
    return boxes


def off_middle(drawn: list[Drawn], skipped: list[pygame.Rect] = ()
               ) -> tuple[int, list[str]]:
    """How many texts were measured, and each one whose ink's middle is more than
    :data:`MOST_OFF` px from its box's (in boxes but those ``skipped``)."""
    count, found = 0, []
    for box, texts in one_line_boxes(drawn, skipped):
        for text in texts:
            if not measured(text.text):
                continue
            count += 1
            off = (text.ink.top + text.ink.bottom - box.top - box.bottom) / 2
            if abs(off) > MOST_OFF:
                found.append(f"{text.text!r} ink {tuple(text.ink)} is {off:+.1f} px from the "
                             f"middle of {tuple(box)}")
    return count, found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", SCREENS)
def test_text_sits_in_the_middle_of_its_row(screen: str, language: str) -> None:
    window, reach = SCREENS[screen]
    try:
        app = reach(window, language)
        canvas = record(app)
        count, found = off_middle(draw(app, canvas), two_line_boxes(app))
        assert count >= 3, f"only {count} texts measured on the {screen}"
        assert not found, f"{screen} in {language}:\n" + "\n".join(found)
    finally:
        translation.set_language("en")


@pytest.fixture(scope="module")
def resources() -> Any:
    from sevens.ui.resources import Resources

    pygame.init()
    pygame.display.set_mode((16, 16))
    yield Resources()
    translation.set_language("en")


@pytest.mark.parametrize("language", sorted(CJK_FONTS))
def test_a_faces_texts_share_one_frame(resources: Any, language: str) -> None:
    """The same height and the same baseline for every string at a size: a row's text does
    not move when its words change (the rendering grew a row for a descender before)."""
    translation.set_language(language)
    for size in (13, 18, 24, 28, 36):
        samples = ["\u8a2d\u5b9a", "Hg", "3\u20138", "\u300c\u3042\u300d", "7\u2660", "(y)",
                   "\u2014"]
        heights = {resources.text(sample, size).get_height() for sample in samples}
        assert len(heights) == 1, (language, size, heights)
        # the baseline: a capital and an ideograph end where they did in the face's box
        bottoms = {resources.text(sample, size).get_bounding_rect().bottom
                   for sample in ("H", "Hx", "1")}
        assert len(bottoms) == 1, (language, size, bottoms)


@pytest.mark.parametrize("language", sorted(CJK_FONTS))
def test_the_frame_cuts_no_ink(resources: Any, language: str) -> None:
    """Every character the game draws in a CJK face keeps all its ink in the frame."""
    translation.set_language(language)
    characters = sorted(set(EXTRA_CHARACTERS + "".join(translation.LANGUAGES[language].values()))
                        - set(" \n"))
    for size in (12, 13, 16, 20, 24, 28, 32, 44):
        font = resources.font(size)
        for start in range(0, len(characters), 64):
            chunk = "".join(characters[start:start + 64])
            framed = resources.text(chunk, size).get_bounding_rect()
            whole = font.render(chunk, True, (255, 255, 255)).get_bounding_rect()
            assert framed.height == whole.height, (language, size, chunk)


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
def test_the_rule_systems_descriptions_share_one_size(monkeypatch: Any,
                                                      language: str) -> None:
    """On a 960-wide desktop menu (a 1024×768 window) every rule system's description is set
    in the largest size: Japanese set its two-line descriptions at 12 px beside one-line ones
    at 13 (Chinese some one-line ones at 12), not for want of room but because their ink sat
    3 px low in Noto's taller line box and so 'overflowed' the row."""
    from sevens.ui.scenes.menu import drawing as menu_drawing
    from sevens.ui.scenes.menu import layout as menu_layout

    sizes: list[int] = []
    measure = menu_drawing.description_lines

    def noted(*arguments: Any) -> tuple[int, tuple[str, ...], int]:
        found = measure(*arguments)
        sizes.append(found[0])
        return found

    monkeypatch.setattr(menu_drawing, "description_lines", noted)
    try:
        app = make_app((1024, 768), "sevens", language=language)
        app.step(1 / 60)
        app.scene.draw(app.canvas)
        assert len(sizes) >= 8
        assert set(sizes) == {menu_layout.DESCRIPTION_SIZES[0]}, sizes
    finally:
        translation.set_language("en")


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
@pytest.mark.parametrize("window", [(390, 844), (844, 390)])
def test_a_label_on_two_lines_is_whole(window: tuple[int, int], language: str) -> None:
    """A button's label broken onto two lines shows all of it: on an upright phone the
    Japanese "ハウスルール…" (27 px, 133 px of room) broke into "ハウ", "スルー" and "ル…",
    and the button showed the first two."""
    try:
        app = menu(window, language)
        canvas = record(app)
        drawn = [item for item in draw(app, canvas) if item.kind == "text"]
        wrapping = [button for button in app.scene.buttons if button.wrap]
        assert wrapping
        for button in wrapping:
            inside = sorted((item for item in drawn if button.rect.collidepoint(item.ink.center)
                             and item.text.strip()), key=lambda item: item.ink.y)
            shown = "".join(item.text for item in inside).replace(" ", "")
            assert shown == button.label.replace(" ", ""), (button.name, button.label,
                                                            [item.text for item in inside])
    finally:
        translation.set_language("en")
