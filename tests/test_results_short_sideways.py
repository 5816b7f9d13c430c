"""The results on a phone turned sideways with little height (568×320, 640×320, 667×320).

Their canvas is twice the page's height tall (1136×640, 1280×640, 1334×640: 0.5 CSS px a
logical px, :func:`sevens.ui.viewport.logical_size_for`). The compact results kept the
desktop's 1200-wide settlement and 1200-wide row of buttons, so 1136×640 was drawn 1280 wide
and scaled down into the canvas: whole, but every button 39 CSS px tall and every 24-px text
10.7 CSS px. The settlement, its notes, the legend, Show all hands and the row of buttons now
span a canvas narrower than 1280 less 20 px either side
(:func:`sevens.ui.results_table_compact.panel_span`), drawn at the canvas's own scale.

Checked from the scene's rectangles and what it draws (:mod:`layout_probe`), at the scale the
page fits the canvas with, in every language, for the widest settlements (Douque's, eight
players' family and chips): the results laid out on the canvas itself; every button at least
44 CSS px each way, on the canvas, clear of the others and of every text but its label, every
label it can show (Hide all hands, each link outcome, Play it from your seat, New match) whole
on one line; every text at least 11 CSS px, on the canvas, inside its panel and over no other
text; the settlement's columns inside its panel and the settlement, notes and legend clear of
every button; Show all hands' panel on the canvas above the buttons.
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
from test_results_button_labels import every_label  # noqa: E402
from test_results_sideways_buttons import everything_wrong  # noqa: E402

from sevens.languages import LANGUAGE_CODES  # noqa: E402
from sevens.ui import translation  # noqa: E402
from sevens.ui.clipboard import Clipboard  # noqa: E402
from sevens.ui.translation import text  # noqa: E402

#: Phones turned sideways under 360 CSS px tall, and the canvas each gets; 568×360, the
#: narrowest phone's compact canvas at the full 720 height; a 480×360 window (or embed), the
#: narrowest compact canvas of all (4:3), once drawn 1136 wide and scaled down.
SHORT = {(568, 320): (1136, 640), (600, 320): (1200, 640), (640, 320): (1280, 640),
         (667, 320): (1334, 640), (568, 360): (1136, 720), (480, 360): (960, 720)}
#: Every language at the narrowest two, English and Chinese (the tallest ink) at the others.
SHOWN = [(window, language) for window in SHORT
         for language in (LANGUAGE_CODES if window in ((568, 320), (480, 360))
                             else ("en", "zh-Hant"))]
#: (rule system, players, deals): Douque's settlement (11 columns, cards), eight players
#: under family and chips (nine columns), six under chips in a match that goes on.
CASES = [("douque", 4, 1), ("family", 8, 1), ("sevens", 8, 1), ("sevens", 6, 3)]
#: The least size of a text to read here, in CSS px (22 px at 0.5 CSS px a logical px).
READABLE = 11
#: The least size of the settlement's cells but Douque's (eleven columns), in CSS px.
CELLS = 12


def window_id(window: tuple[int, int]) -> str:
    """``568x320``."""
    return f"{window[0]}x{window[1]}"


def text_problems(app: Any, scene: Any, window: tuple[int, int]) -> list[str]:
    """Every text under :data:`READABLE` CSS px; texts off the canvas, out of their panel or
    over one another; the settlement's columns out of its panel; the settlement, its notes
    or the legend under a button — with Show all hands closed and open."""
    from sevens.ui import results_compact, results_table_compact
    from sevens.ui.results import HANDS_RECT

    scale = css_per_logical(app, window)
    found: list[str] = []
    for hands in (False, True):
        if scene.show_hands != hands:
            scene.toggle_hands()
        sizes = record_text_sizes(app)
        app.draw_scene()
        del app.resources.text  # the recorder: the class's own method again
        found += sorted({f"{string!r} at {size * scale:.1f} CSS px" for string, size in sizes
                         if string.strip() and size * scale < READABLE - 0.05})
        found += problems(draw(app, record(app)), scene.size)
        if hands:
            panel = results_compact.hands_rect(scene, HANDS_RECT)
            if not pygame.Rect((0, 0), scene.size).contains(panel):
                found.append(f"Show all hands {panel} leaves the canvas")
            found += [f"{button.name} {button.rect} over the hands {panel}"
                      for button in scene.buttons if button.rect.colliderect(panel)]
    scene.toggle_hands()
    table = results_table_compact.compact_table(scene, results_compact.legend_bottom(scene))
    if scene.scoring != "douque" and table.size * scale < CELLS:
        found.append(f"the cells at {table.size * scale:.1f} CSS px")
    panel = table.panel
    if not pygame.Rect((0, 0), scene.size).contains(panel):
        found.append(f"the settlement {panel} leaves the canvas {scene.size}")
    spans = scene.column_spans
    if spans[0][0] < panel.x or spans[-1][1] > panel.right:
        found.append(f"the columns {spans} leave the settlement {panel}")
    legend = results_compact.compact_legend_rect(scene)
    if legend.top < panel.bottom:
        found.append(f"the legend {legend} starts over the settlement {panel}")
    for button in scene.buttons:
        for name, rect in (("settlement", panel), ("legend", legend)):
            if rect.height > 0 and rect.colliderect(button.rect):
                found.append(f"{name} {rect} under {button.name} {button.rect}")
    return found


@pytest.mark.parametrize(("rules_id", "players", "deals"), CASES,
                         ids=[f"{rules}{players}-{deals}" for rules, players, deals in CASES])
@pytest.mark.parametrize(("window", "language"), SHOWN,
                         ids=[f"{window_id(window)}-{language}" for window, language in SHOWN])
def test_the_short_sideways_results_fit_their_canvas(
        window: tuple[int, int], rules_id: str, players: int, deals: int,
        language: str) -> None:
    try:
        app, scene = results_at(window, rules_id, players, language, deals=deals)
        assert app.size == SHORT[window] and scene.compact
        assert scene.size == app.size, f"drawn at {scene.size}, scaled into {app.size}"
        found = everything_wrong(app, scene, window)
        found += text_problems(app, scene, window)
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("share_sheet", [False, True], ids=["copy", "share"])
@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize("window", [(568, 320)], ids=window_id)
def test_every_button_fits_every_label_it_shows_at_568x320(
        window: tuple[int, int], language: str, share_sheet: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The narrowest canvas's row of buttons, with the longest labels each can take, every
    one whole on one line, 44 CSS px tall and wide, on the canvas and clear of the others."""
    monkeypatch.setattr(Clipboard, "can_share", lambda self: share_sheet)
    try:
        app, scene = results_at(window, "douque", 4, language, deals=3)
        assert scene.size == app.size == SHORT[window]
        found = every_label(app, scene, share_sheet, "as made")
        found += everything_wrong(app, scene, window)
        named = {button.name: button for button in scene.buttons}
        named["other_seat"].label = text("results.own_seat")
        named["next"].label = text("results.new_match")
        scene.relayout()
        found += every_label(app, scene, share_sheet, "own seat, new match")
        found += everything_wrong(app, scene, window)
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)


def test_a_narrower_compact_canvas_gets_the_results_on_its_own_canvas() -> None:
    """A 560×420 window (960×720, shown at 0.58 a logical px) gets the results laid out 960
    wide (they were laid out 1136 wide and scaled down into it: buttons 37 CSS px at
    480×360), every button a thumb each way, nothing off the scene or over anything else."""
    window = (560, 420)
    try:
        app, scene = results_at(window, "douque", 4, "en", deals=3)
        assert app.size == (960, 720) and app.compact
        assert scene.size == (960, 720), scene.size
        found = everything_wrong(app, scene, window)
    finally:
        pygame.quit()
    assert not found, "\n".join(found)


def test_a_row_too_full_for_its_labels_at_12_css_px_sets_them_at_11() -> None:
    """A longer name in Play it as … than the seats' own (a longer translation) leaves the
    1136-wide row no room at 24 px: every label is set at 22 (11 CSS px), whole on one line,
    each button still 44 CSS px each way."""
    from test_results_button_labels import fit_problems

    window = (568, 320)
    try:
        app, scene = results_at(window, "douque", 4, "en", deals=3)
        named = {button.name: button for button in scene.buttons}
        named["other_seat"].label = text("results.other_seat", name="Maximiliana Rose")
        scene.relayout()
        sizes = {button.size for button in scene.buttons}
        found = [] if sizes == {22} else [f"labels at {sorted(sizes)} px"]
        found += fit_problems(app, scene, "a long name")
        found += everything_wrong(app, scene, window)
    finally:
        pygame.quit()
    assert not found, "\n".join(found)
