"""Issue 30: the results' buttons on any phone turned sideways are thumb-sized.

A 640×360 phone turned sideways (667×375 alike) gets a 1280×720 canvas shown at 0.5 CSS px a
logical px, with no room for the column of buttons that 844×390 (1558 wide) and 740×360 (1480)
stand right of the settlement. The results there kept the desktop's buttons: Review, Play it
as …, Show all hands and Copy link 34 px tall (17 CSS px), Menu and Next 52 (26 CSS px). They
now stand in a row along the foot, 88 px tall (44 CSS px), and your line (or the winner's
banner) moves up beside the title.

Checked from the scene's own rectangles and what it draws (:mod:`layout_probe`), at the scale
the page fits the canvas with, in English, Japanese and Traditional Chinese, for a deal that
ended the match and one that did not: every button at least 44 CSS px tall and wide, with its
label whole inside it; on the canvas; clear of the other buttons, of every text but its own
label, and of Show all hands' panel; the summary, the banner and the labels at least 11 CSS px.
A desktop window and a phone held upright keep their places.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import THUMB, css_per_logical, results_at  # noqa: E402
from layout_probe import Drawn, draw, problems, record  # noqa: E402

from sevens.ui import viewport  # noqa: E402
from sevens.ui.translation import text  # noqa: E402

#: Phones turned sideways: no room for a column (1280 and 1281 wide), and room for one.
NO_COLUMN = [(640, 360), (667, 375)]
SIDEWAYS = NO_COLUMN + [(740, 360), (844, 390), (915, 412)]
LANGUAGES = ["en", "ja", "zh-Hant"]
#: The least size of a text to read here, in CSS px (22 px at 640×360).
READABLE = 11
#: (deals in the match, whether the first deal ends it).
MATCHES = [(1, True), (3, False)]


def window_id(window: tuple[int, int] | None) -> str:
    """``640x360``, or ``desktop``."""
    return "desktop" if window is None else f"{window[0]}x{window[1]}"


def results(window: tuple[int, int] | None, language: str, deals: int,
            rules_id: str = "sevens", players: int = 6) -> tuple[Any, Any]:
    """An app at ``window`` in ``language`` on the results of the first deal of a match of
    ``deals`` deals."""
    return results_at(window, rules_id, players, language, seed=21, deals=deals)


@dataclass(frozen=True)
class Written:
    """One text blitted onto the canvas, the size it was rendered at and its ink."""

    text: str
    size: int
    ink: pygame.Rect


def draw_noting_sizes(app: Any) -> tuple[list[Drawn], list[Written]]:
    """Draw the scene once: the texts and panels (:func:`layout_probe.draw`), and every text
    with the size it was rendered at, in the order drawn."""
    rendered: dict[int, tuple[str, int]] = {}
    original = app.resources.text

    def noted(string: str, size: int, *arguments: Any, **keywords: Any) -> pygame.Surface:
        surface = original(string, size, *arguments, **keywords)
        rendered[id(surface)] = (string, size)
        return surface

    app.resources.text = noted
    canvas = record(app)
    written: list[Written] = []
    blit = canvas.blit

    def noting_blit(source: pygame.Surface, dest: Any, area: Any = None,
                    special_flags: int = 0) -> pygame.Rect:
        result = blit(source, dest, area, special_flags)
        found = rendered.get(id(source))
        if found is not None and area is None and found[0].strip():
            position = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
            ink = source.get_bounding_rect().move(position)
            if ink.width:
                written.append(Written(found[0], found[1], ink))
        return result

    canvas.blit = noting_blit  # type: ignore[method-assign]
    return draw(app, canvas), written


def squeezed(string: str) -> str:
    """``string`` without its spaces (a line broken in two loses the space it broke at)."""
    return "".join(string.split())


def run_of(written: list[Written], whole: str) -> list[Written]:
    """The texts drawn one after another that make ``whole`` (its lines), or none."""
    target = squeezed(whole)
    for start in range(len(written)):
        joined = ""
        for end in range(start, len(written)):
            joined += squeezed(written[end].text)
            if joined == target:
                return written[start:end + 1]
            if not target.startswith(joined):
                break
    return []


def button_problems(app: Any, scene: Any, window: tuple[int, int]) -> list[str]:
    """Buttons under a thumb's size, off the canvas or over one another."""
    scale = css_per_logical(app, window)
    canvas = pygame.Rect((0, 0), scene.size)
    found = []
    for index, button in enumerate(scene.buttons):
        rect = button.rect
        if rect.height * scale < THUMB or rect.width * scale < THUMB:
            found.append(f"{button.name} is {rect.width * scale:.0f}×{rect.height * scale:.0f}"
                         " CSS px")
        if not canvas.contains(rect):
            found.append(f"{button.name} {rect} leaves the canvas {canvas}")
        found += [f"{button.name} {rect} overlaps {other.name} {other.rect}"
                  for other in scene.buttons[index + 1:] if rect.colliderect(other.rect)]
    return found


def written_problems(app: Any, scene: Any, window: tuple[int, int],
                     written: list[Written]) -> list[str]:
    """Labels not whole inside their button or under :data:`READABLE` CSS px, texts over a
    button other than its label, and the summary (or banner) not whole or too small."""
    scale = css_per_logical(app, window)
    found = []
    labels: list[Written] = []
    for button in scene.buttons:
        inside = [item for item in written if item.ink.colliderect(button.rect)]
        label = run_of(inside, button.label)
        labels += label
        if not label:
            found.append(f"{button.name}'s label {button.label!r} is not drawn whole in it: "
                         f"{[item.text for item in inside]}")
        found += [f"{button.name}'s label {item.text!r} {item.ink} leaves it {button.rect}"
                  for item in label if not button.rect.inflate(-8, -8).contains(item.ink)]
        found += [f"{button.name}'s label {item.text!r} at {item.size * scale:.1f} CSS px"
                  for item in label if item.size * scale < READABLE]
        found += [f"{item.text!r} {item.ink} lies on {button.name} {button.rect}"
                  for item in inside if item not in label]
    summary = scene.summary_line()[0]
    shown = run_of(written, summary)
    if not shown:
        found.append(f"the summary {summary!r} is not drawn whole")
    found += [f"the summary's {item.text!r} at {item.size * scale:.1f} CSS px"
              for item in shown if item.size * scale < READABLE]
    return found


def everything_wrong(app: Any, scene: Any, window: tuple[int, int]) -> list[str]:
    """Every problem of the results as drawn now (an empty list: none)."""
    drawn, written = draw_noting_sizes(app)
    return (button_problems(app, scene, window) + problems(drawn, scene.size)
            + written_problems(app, scene, window, written))


@pytest.mark.parametrize(("deals", "ends_the_match"), MATCHES, ids=["match-over", "match-on"])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", SIDEWAYS, ids=window_id)
def test_every_results_button_is_thumb_sized_on_a_phone_turned_sideways(
        window: tuple[int, int], language: str, deals: int, ends_the_match: bool) -> None:
    try:
        app, scene = results(window, language, deals)
        assert scene.compact and scene.session.match_over == ends_the_match
        names = {button.name for button in scene.buttons}
        assert names == {"review", "other_seat", "all_hands", "share", "menu", "next"}, names
        found = everything_wrong(app, scene, window)
        assert not found, "\n".join(found)
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", SIDEWAYS, ids=window_id)
def test_the_longest_labels_still_fit_their_buttons(window: tuple[int, int],
                                                    language: str) -> None:
    """Play it from your seat (a replay from another seat) and a failed copy: the longest
    labels the buttons take, laid out again as a turned phone does."""
    try:
        app, scene = results(window, language, 3, "douque", 4)
        named = {button.name: button for button in scene.buttons}
        named["other_seat"].label = text("results.own_seat")
        named["share"].label = text("results.link_failed")
        scene.relayout()
        found = everything_wrong(app, scene, window)
        assert not found, "\n".join(found)
    finally:
        pygame.quit()


@pytest.mark.parametrize("window", SIDEWAYS, ids=window_id)
def test_show_all_hands_ends_above_the_buttons(window: tuple[int, int]) -> None:
    from sevens.ui.results import HANDS_RECT
    from sevens.ui.results_compact import hands_rect

    try:
        app, scene = results(window, "en", 3)
        scene.toggle_hands()
        panel = hands_rect(scene, HANDS_RECT)
        assert panel.height >= HANDS_RECT.height - 40  # still room for eight hands
        found = [f"{button.name} {button.rect} over the hands {panel}"
                 for button in scene.buttons if button.rect.colliderect(panel)]
        found += everything_wrong(app, scene, window)
        assert not found, "\n".join(found)
    finally:
        pygame.quit()


@pytest.mark.parametrize("window", NO_COLUMN, ids=window_id)
def test_without_a_column_the_buttons_run_along_the_foot(window: tuple[int, int]) -> None:
    from sevens.ui.results_compact import compact_legend_rect

    try:
        app, scene = results(window, "en", 3)
        assert scene.size == app.size and scene.size[0] < 1300
        row = sorted(scene.buttons, key=lambda button: button.rect.x)
        assert len({button.rect.y for button in row}) == 1, [b.rect for b in row]
        assert row[-1].name == "next" and row[-1].rect.right == 1240
        assert row[0].rect.x == 40 and row[0].rect.bottom <= scene.size[1] - 4
        legend = compact_legend_rect(scene)
        assert legend.width == 1200 and legend.bottom < row[0].rect.top
    finally:
        pygame.quit()


@pytest.mark.parametrize("window", [None, (390, 844)], ids=window_id)
def test_a_desktop_window_and_an_upright_phone_keep_their_buttons(
        window: tuple[int, int] | None) -> None:
    from sevens.ui import results_portrait

    try:
        app, scene = results(window, "en", 3)
        assert not scene.compact
        for button in scene.buttons:
            assert not button.wrap, button.name
            if window is None:
                assert (button.rect, button.size) == scene.landscape_places[button.name]
        if window is not None:
            layout = results_portrait.portrait_results_layout(
                scene.size, [button.name for button in scene.buttons])
            assert all(button.rect == layout.buttons[button.name] for button in scene.buttons)
    finally:
        pygame.quit()


def test_turning_back_to_the_desktop_puts_the_buttons_back() -> None:
    try:
        app, scene = results((640, 360), "en", 3)
        assert scene.buttons[0].rect.height == viewport.THUMB_HEIGHT
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        app.display.window_resized()
        app.step(1 / 60)
        assert not scene.compact
        for button in scene.buttons:
            assert (button.rect, button.size, button.wrap) == \
                (*scene.landscape_places[button.name], False)
    finally:
        pygame.quit()
