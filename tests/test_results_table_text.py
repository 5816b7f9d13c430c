"""Issue 30: the results' settlement reads on a phone turned sideways.

A phone turned sideways (640×360 to 915×412) shows the results' canvas at 0.5–0.57 CSS px a
logical px. The settlement kept the desktop's sizes: its cells at 16 px and its headings and
notes at 14 (7–9 CSS px), the rule system's name at 16, Show all hands' title and names at 14.
They are now at least 11 CSS px (the cells 12 where they fit), the columns fitted to the panel
with two-line headings and cells where need be, and the legend takes what is left.

Checked from what the scene draws (:mod:`layout_probe`, :func:`helpers.record_text_sizes`) at
the scale the page fits the canvas with, for 3 to 8 players under five rule systems, in
English, Japanese and Traditional Chinese, with and without Show all hands: every text at
least 11 CSS px; every text on the canvas, inside the panel it starts in and clear of the
others; the settlement's columns inside its panel; nothing of the settlement, its notes or
the legend under a button.
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
from helpers import css_per_logical, record_text_sizes, results_at  # noqa: E402
from layout_probe import draw, problems, record  # noqa: E402

SIDEWAYS = [(640, 360), (667, 375), (740, 360), (844, 390), (915, 412)]
LANGUAGES = ["en", "ja", "zh-Hant"]
#: (rule system, players): the widest settlements (chips: 9 columns; douque: 11 with cards).
CASES = [("sevens", 8), ("sevens", 4), ("douque", 4), ("badam-satti", 6), ("fan-tan", 3),
         ("shichinarabe", 4)]
#: The least size of any text on the results, and of the settlement's cells, in CSS px.
READABLE, CELLS = 11, 12


def case_id(value: Any) -> str:
    """``640x360``, ``sevens-8``."""
    if isinstance(value, tuple) and isinstance(value[0], int):
        return f"{value[0]}x{value[1]}"
    return str(value)


@pytest.fixture(scope="module", params=[(window, case, language) for window in SIDEWAYS
                                        for case in CASES for language in LANGUAGES],
                ids=lambda param: f"{case_id(param[0])}-{param[1][0]}{param[1][1]}-{param[2]}")
def shown(request: pytest.FixtureRequest) -> Any:
    """(window, app, scene) on the results of a deal played through at a sideways window."""
    window, (rules_id, players), language = request.param
    app, scene = results_at(window, rules_id, players, language)
    yield window, app, scene
    pygame.quit()


def test_every_text_readable(shown: Any) -> None:
    """Settlement, notes, rule name, legend and Show all hands: ≥ 11 CSS px; cells ≥ 12
    where the columns fit at that size (else 11)."""
    window, app, scene = shown
    scale = css_per_logical(app, window)
    small = []
    for hands in (False, True):
        if scene.show_hands != hands:
            scene.toggle_hands()
        sizes = record_text_sizes(app)
        app.draw_scene()
        del app.resources.text  # the recorder: the class's own method again
        small += sorted({f"{string!r} at {size * scale:.1f} CSS px" for string, size in sizes
                         if string.strip() and size * scale < READABLE - 0.05})
    if scene.show_hands:
        scene.toggle_hands()
    assert not small, small
    from sevens.ui import results_compact, results_table_compact

    table = results_table_compact.compact_table(scene, results_compact.legend_bottom(scene))
    assert table.size * scale >= READABLE - 0.05
    if window == (640, 360) and scene.scoring != "douque":
        assert table.size * scale >= CELLS, f"cells at {table.size * scale:.1f} CSS px"


def test_table_inside_its_panel_and_clear_of_buttons(shown: Any) -> None:
    """The columns inside the settlement's panel; every text inside the panel it starts in,
    on the canvas and over no other; settlement, notes and legend clear of every button;
    with Show all hands open too."""
    from sevens.ui import results_compact, results_table_compact

    _window, app, scene = shown
    canvas = record(app)
    found = problems(draw(app, canvas), scene.size)
    table = results_table_compact.compact_table(scene, results_compact.legend_bottom(scene))
    panel = table.panel
    assert pygame.Rect((0, 0), scene.size).contains(panel)
    spans = scene.column_spans
    assert spans[0][0] >= panel.x and spans[-1][1] <= panel.right, (spans, panel)
    legend = results_compact.compact_legend_rect(scene)
    assert legend.top >= panel.bottom, (legend, panel)
    for button in scene.buttons:
        for name, rect in (("settlement", panel), ("legend", legend)):
            if rect.height > 0 and rect.colliderect(button.rect):
                found.append(f"{name} {rect} under {button.name} {button.rect}")
    scene.toggle_hands()
    found += problems(draw(app, canvas), scene.size)
    scene.toggle_hands()
    assert not found, found
