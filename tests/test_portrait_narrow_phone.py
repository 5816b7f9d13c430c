"""Issue 30: a 360-px-wide phone held upright (360×780 CSS px: a 720×1560 canvas at 0.5 CSS px a
logical px), and the shorter ones of that width (360×740: 720×1480; 360×640: 720×1280). Every
button of every portrait screen — the menu and its question, the table, the rules, the
statistics and their question, the results — at least 44 CSS px tall, from the layouts' own
rectangles, on the canvas, and every text inside its panel and the screen.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import (  # noqa: E402
    BODY_TEXT,
    THUMB,
    drawn_problems,
    make_app,
    record_text_sizes,
    results_at,
)
from test_portrait import table_at_turn  # noqa: E402

from sevens.app import translation  # noqa: E402

NARROW = (360, 780)
#: 360-px-wide phones of three heights: their canvases are 1560, 1480 and 1280 tall.
NARROW_PHONES = [NARROW, (360, 740), (360, 640)]
SCALE = NARROW[0] / 720  # CSS px per logical px


def short_or_off_canvas(app: Any, places: list[tuple[str, pygame.Rect]]) -> list[str]:
    """The places less than a thumb tall at 360 px wide, or not wholly on the canvas."""
    canvas = pygame.Rect((0, 0), app.size)
    found = [f"{name} is {rect.height * SCALE:.1f} CSS px tall" for name, rect in places
             if rect.height * SCALE < THUMB]
    found += [f"{name} {rect} leaves the canvas" for name, rect in places
              if not canvas.contains(rect)]
    return found


@pytest.mark.parametrize("window", NARROW_PHONES)
def test_the_table_on_a_narrow_phone(window: tuple[int, int]) -> None:
    app = make_app(window, "douque")
    table = table_at_turn(app, moves_made=4)
    buttons = [*table.buttons_top, *table.action_buttons()]
    assert len(buttons) >= 6
    found = short_or_off_canvas(app, [(button.name, button.rect) for button in buttons])
    assert not found, "\n".join(found)


def small_text(sizes: list[tuple[str, int]]) -> list[str]:
    """The texts drawn below 12 CSS px at 360 px wide."""
    return [f"{text!r} is {size * SCALE} CSS px" for text, size in sizes
            if size * SCALE < BODY_TEXT]


@pytest.mark.parametrize("window", NARROW_PHONES)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_rules_and_the_statistics_on_a_narrow_phone(language: str,
                                                        window: tuple[int, int]) -> None:
    from test_portrait_menu import every_statistic

    try:
        app = make_app(window, "douque", language=language)
        app.step(1 / 60)
        app.scene.open_rules()
        app.step(1 / 60)
        rules = app.scene
        assert rules.pager.turners  # paged
        found = short_or_off_canvas(app, [(f"rules {button.name}", button.rect)
                                          for button in rules.buttons])
        sizes = record_text_sizes(app)
        for _ in rules.pager.pages:  # each page inside its panel
            found += drawn_problems(app)
            rules.pager.next()
        found += small_text(sizes)
        rules.back()
        app.step(1 / 60)
        app.stats = every_statistic()
        app.scene.open_stats()
        app.step(1 / 60)
        stats = app.scene
        turners = stats.pager.turners
        # Every rule system's card fits one screen 1560 tall; 1280 tall, in English, they take
        # pages (the shorter Chinese lines still fit one).
        assert len(stats.pager.pages) == 1 or window != NARROW
        assert window[1] > 640 or language != "en" or len(stats.pager.pages) > 1
        assert bool(turners) == (len(stats.pager.pages) > 1)
        found += short_or_off_canvas(app, [(f"stats {button.name}", button.rect)
                                           for button in [*stats.buttons, *turners]])
        sizes = record_text_sizes(app)
        names: set[str] = set()
        for _ in stats.pager.pages:  # every card on some page, each page inside its panel
            found += drawn_problems(app)
            names |= {text for text, _size in sizes}
            stats.pager.next()
        assert all(translation.text(f"preset.{key}.title") in names for key in stats.played)
        found += small_text(sizes)
        stats.clear()
        assert stats.dialog is not None and stats.dialog.canvas.portrait
        found += short_or_off_canvas(app, [(f"dialog {button.name}", button.rect)
                                           for button in stats.dialog.buttons])
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", NARROW_PHONES)
@pytest.mark.parametrize(("rules_id", "language"), [("douque", "en"), ("sevens", "ja"),
                                                    ("douque", "zh-Hant"), ("sevens", "zh-Hans")])
def test_the_results_on_a_narrow_phone(rules_id: str, language: str,
                                       window: tuple[int, int]) -> None:
    try:
        app, scene = results_at(window, rules_id, 4, language)
        assert scene.layout_canvas.portrait and len(scene.buttons) >= 4
        found = short_or_off_canvas(app, [(button.name, button.rect)
                                          for button in scene.buttons])
        sizes = record_text_sizes(app)
        found += drawn_problems(app)
        found += small_text(sizes)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)
