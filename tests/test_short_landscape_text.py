"""Short landscape pages that are no phone: an embed 1000×450 CSS px, a 1024×500 desktop window.

Their canvas (1600×720, 1475×720) was laid out for the desktop and shown at 0.6–0.8 CSS px a
logical px, so the Review's, the results' and the menu's 12-px texts came out 7.5–10 CSS px
tall and the table's 11–13-px ones 7–9. Such a page is now laid out compact, as a phone turned
sideways is (:func:`~sevens.ui.geometry.canvas.is_compact`,
:data:`~sevens.ui.geometry.canvas.COMPACT_SCALE`).

Measured from what is drawn: every text blitted (``tests/layout_probe.py``) in the menu (both
pages), the table (with a hint on show), the results, the Review (its detail at the top,
scrolled to its end, with every hand), the rules and the statistics, at the type size it was
rendered at times the CSS px a logical px it is shown at. On the short pages none is under
:data:`FLOOR` CSS px, and none leaves the canvas or its panel or runs over another; windows at
least 0.9 of 1280×720 keep the desktop layouts, whose 12-px text is then at least 10.8 CSS px.
A page whose canvas is narrower than 16:9 (960×600 gives 1152×720, 800×600 960×720) keeps them
down to 0.6 as before: between 0.6 and 0.9 the compact table's hand, held in lines while you
choose a card to cover, would stand its lines too close for each card's index and cost
(:data:`~sevens.ui.geometry.canvas.NARROW_COMPACT_SCALE`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from helpers import (  # noqa: E402
    REVIEW_STATES,
    css_per_logical,
    make_app,
    record_text_sizes,
    results_at,
    show_review_state,
    smallest_sizes,
)
from layout_probe import draw, problems, record  # noqa: E402
from test_compact_screens import opened, reviewed  # noqa: E402
from test_portrait import table_at_turn  # noqa: E402
from test_portrait_menu import every_statistic  # noqa: E402

from sevens.ui.geometry.canvas import (  # noqa: E402
    COMPACT_SCALE,
    DESKTOP_SMALLEST_TEXT,
    EVERY_SHAPE,  # noqa: E402
    NARROW_COMPACT_SCALE,
    is_compact,
    logical_size_for,
)

#: Short landscape pages (CSS px) that are no phone: embeds, small or half-height windows.
SHORT = [(1000, 450), (1024, 500), (1100, 520), (900, 500), (960, 540), (1366, 625)]
#: Windows that keep the desktop layouts: 1280×720 itself, a full-HD one, and a 1366×768
#: laptop's browser (1366×657 of page: 1497×720 at 0.91).
DESKTOP = [(1280, 720), (1920, 1080), (1366, 657)]
#: Pages whose canvas is narrower than 16:9 (a 16:10 one's 1152×720, a 4:3 one's 960×720):
#: desktop down to 0.6 CSS px a logical px, the compact table's two-line hand wanting more width.
NARROW = [(960, 600), (800, 600), (1040, 600)]
#: The least height, in CSS px, of any text on a short page.
FLOOR = 11
#: The screens measured.
SCENES = ("menu", "table", "results", "review", "rules", "statistics")


def window_id(window: tuple[int, int]) -> str:
    """A window as ``WxH``, for a test's id."""
    return f"{window[0]}x{window[1]}"


def hinted_table(window: tuple[int, int]) -> Any:
    """An app at ``window`` showing a Douque table at the human's turn with a hint on show."""
    app = make_app(window, "douque")
    table = table_at_turn(app, moves_made=8)
    table.session.request_hint()
    for _ in range(600):
        if table.session.hint is not None:
            break
        app.step(1 / 60)
    app.step(1 / 60)
    assert table.session.hint is not None
    return app


def app_showing(window: tuple[int, int], scene: str) -> Any:
    """An app at ``window`` showing ``scene`` (one of :data:`SCENES`)."""
    if scene == "menu":
        app = make_app(window, "douque")
        app.step(1 / 60)
        return app
    if scene == "table":
        return hinted_table(window)
    if scene == "results":
        return results_at(window, "douque", 4, "en")[0]
    if scene == "review":
        return reviewed(window)[0]
    if scene == "rules":
        return opened(window, "en", "open_rules")
    return opened(window, "en", "open_stats", stats=every_statistic())


def views(app: Any, scene: str) -> Iterator[str]:
    """Put ``app``'s scene into each of the states worth measuring, one after the other;
    yields each state's name."""
    screen = app.scene
    if scene == "menu":
        for page in range(getattr(screen.places, "pages", 1)):
            yield f"page {page + 1}"
            screen.turn_page()
    elif scene == "review":
        for state in REVIEW_STATES:
            show_review_state(screen, state)
            yield state
    elif scene in ("rules", "statistics"):
        for page in range(screen.pager.page_count):
            yield f"page {page + 1}"
            screen.pager.next()
    else:
        yield "as shown"


def measured(app: Any, window: tuple[int, int], scene: str) -> tuple[list[tuple[float, str]],
                                                                        list[str]]:
    """Every text drawn on ``scene`` in each of its states as (height in CSS px, where and
    what), and the texts off the canvas or their panel or over one another."""
    canvas = record(app)
    seen = record_text_sizes(app)
    scale = css_per_logical(app, window)
    heights: list[tuple[float, str]] = []
    found: list[str] = []
    for state in views(app, scene):
        drawn = draw(app, canvas)
        sizes = smallest_sizes(seen)
        found += [f"{scene} {state}: {problem}" for problem in problems(drawn, app.scene.size)]
        heights += [(sizes[item.text] * scale, f"{scene} {state}: {item.text!r} "
                     f"({sizes[item.text]} px at {scale:.3f})")
                    for item in drawn if item.kind == "text" and item.ink.width
                    and len(item.text.strip()) > 1 and item.text in sizes]
    assert heights, f"no text measured on the {scene}"
    return heights, found


@pytest.mark.parametrize("window", SHORT, ids=window_id)
def test_a_short_landscape_page_is_laid_out_compact(window: tuple[int, int]) -> None:
    canvas = logical_size_for(*window)
    assert is_compact(window, canvas)


@pytest.mark.parametrize("window", DESKTOP + NARROW, ids=window_id)
def test_a_desktop_window_keeps_the_desktop_layout(window: tuple[int, int]) -> None:
    canvas = logical_size_for(*window)
    assert not is_compact(window, canvas)
    scale = min(window[0] / canvas[0], window[1] / canvas[1])
    if window in DESKTOP:
        assert DESKTOP_SMALLEST_TEXT * scale >= 10.8
    else:
        assert canvas[0] < 1280 and scale >= NARROW_COMPACT_SCALE


@pytest.mark.parametrize("scene", SCENES)
@pytest.mark.parametrize("window", SHORT, ids=window_id)
def test_no_text_on_a_short_landscape_page_is_under_11_css_px(window: tuple[int, int],
                                                               scene: str) -> None:
    app = app_showing(window, scene)
    heights, found = measured(app, window, scene)
    smallest = min(heights)
    found += [f"{where} is {height:.1f} CSS px" for height, where in sorted(heights)
              if height < FLOOR][:8]
    assert not found, f"smallest {smallest[0]:.1f} CSS px\n" + "\n".join(found)


@pytest.mark.parametrize("window", DESKTOP[1:], ids=window_id)
def test_the_desktop_layouts_text_stays_near_11_css_px_where_they_are_kept(
        window: tuple[int, int]) -> None:
    found: list[str] = []
    for scene in ("review", "results"):
        app = app_showing(window, scene)
        assert not app.describe_canvas(EVERY_SHAPE).compact
        heights, _problems = measured(app, window, scene)
        found += [f"{where} is {height:.1f} CSS px" for height, where in heights
                  if height < DESKTOP_SMALLEST_TEXT * COMPACT_SCALE]
    assert not found, "\n".join(found)


def test_a_native_window_resized_short_relays_the_review_out_compact() -> None:
    # python main.py --window 1000x450, or a 1280×720 window dragged short: the same decision
    import pygame

    app, review = reviewed((1280, 720))
    assert not app.describe_canvas(EVERY_SHAPE).compact and review.size == (1280, 720)
    pygame.display.set_mode((1000, 450), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 450), w=1000, h=450))
    app.step(1 / 60)
    assert app.size == (1600, 720) and app.describe_canvas(EVERY_SHAPE).compact
    assert review.size == (1600, 720) and review.layout_canvas.compact
    heights, found = measured(app, (1000, 450), "review")
    assert min(heights)[0] >= FLOOR and not found, (min(heights), found)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    app.step(1 / 60)
    assert app.size == (1280, 720) and not app.describe_canvas(EVERY_SHAPE).compact
    assert not review.layout_canvas.compact
