"""Issue 30: the Review held upright — laid out for a portrait canvas, not shrunk into it.

On a 390×844 phone (a 720×1558 canvas) and a 360×780 one (720×1560, 0.5 CSS px per logical
px), in all four languages: every button, the seat stepper and every row of the decision list
at least 44 CSS px tall, on the canvas and clear of one another; every text at least 12 CSS
px (headings larger), inside its panel and the canvas, overlapping no other — with the detail
scrolled to its top and to its end, and with Show all hands. The list scrolls under a finger
(and a mouse drag) as well as with the wheel and the keys, in both orientations; a tap
selects. Turning the window mid-Review keeps the decision shown, the list's place, Show all
hands and the seat to replay from, and landscape gets its 1280×720 places back.
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
    REVIEW_STATES,
    THUMB,
    draw_review_states,
    record_text_sizes,
    results_at,
    show_review_state,
)
from layout_probe import draw, problems, record  # noqa: E402

from sevens.ui import messages  # noqa: E402

PHONES = [(390, 844), (360, 780)]


def open_review(app: Any) -> Any:
    """Open the Review of the deal just finished (from the results)."""
    from sevens.ui.scenes.review.scene import ReviewScene

    app.show_review(app.scene)
    app.step(1 / 60)
    assert isinstance(app.scene, ReviewScene)
    return app.scene


@pytest.fixture(scope="module")
def weighed() -> Any:
    """A Douque deal played on a phone, its Review weighed to the end (kept by the app, so
    every language and size reopens it at once)."""
    app, results = results_at(PHONES[0], "douque", None, "en", seed=69)
    review = open_review(app)
    while not review.review.done:
        app.step(1 / 60)
    return app, results


def review_in(app: Any, results: Any, window: tuple[int, int], language: str) -> Any:
    """The weighed Review reopened in ``language`` on a window of ``window``, on its
    costliest decision."""
    app.set_language(language)
    app.fit_canvas(window)
    app.scene = results
    review = open_review(app)
    costly = review.review.costliest(1)
    review.select(review.review.decisions.index(costly[0]))
    return review


def places_problems(app: Any, review: Any, scale: float) -> list[str]:
    """Every button, stepper and list row too small, off the canvas or overlapping."""
    canvas_rect = pygame.Rect((0, 0), app.size)
    upright = review
    found = []
    tapped = [(button.name, button.rect) for button in review.buttons]
    tapped.append(("replay_seat", review.seat_stepper.rect))
    for name, rect in tapped:
        if rect.height * scale < THUMB or not canvas_rect.contains(rect):
            found.append(f"{name} {rect} ({rect.height * scale:.1f} CSS px tall)")
        if sum(rect.colliderect(other) for _, other in tapped) != 1:
            found.append(f"{name} {rect} overlaps another")
        for panel in (upright.list_rect, upright.detail_rect):
            if rect.colliderect(panel):
                found.append(f"{name} {rect} lies on the panel {panel}")
    if upright.list_rect.colliderect(upright.detail_rect):
        found.append("the list and the detail overlap")
    for number in range(review.scroll, review.scroll + review.visible_rows()):
        row = review.row_rect(number)
        if row.height * scale < THUMB or not upright.list_rect.contains(row):
            found.append(f"list row {number} {row}")
    return found


@pytest.mark.parametrize("language", messages.LANGUAGE_CODES)
@pytest.mark.parametrize("window", PHONES)
def test_portrait_review_fits_a_phone(weighed: Any, window: tuple[int, int],
                                      language: str) -> None:
    app, results = weighed
    try:
        review = review_in(app, results, window, language)
        assert review.portrait and app.size[0] == 720 and app.size[1] > 1500
        scale = window[0] / app.size[0]
        found = places_problems(app, review, scale)
        assert len(review.review.points) > review.visible_rows()  # the list scrolls here
        canvas = record(app)
        draw_review_states(app, review, canvas)
        sizes = record_text_sizes(app)
        for state in REVIEW_STATES:
            show_review_state(review, state)
            if state == "end":
                assert review.detail_scroll > 0  # the options run on below the panel
            found += [f"{state}: {problem}" for problem in problems(draw(app, canvas),
                                                                    app.size)]
        small = sorted({(string, size) for string, size in sizes if size * scale < BODY_TEXT})
        found += [f"text {size} px ({size * scale:.1f} CSS px): {string}"
                  for string, size in small]
        assert len(sizes) >= 30
        heading = max(size for string, size in sizes if string == review.title())
        assert heading > min(size for _, size in sizes)
    finally:
        messages.set_language("en")
    assert not found, "\n".join(found)


def finger(app: Any, kind: int, position: tuple[int, int]) -> None:
    """A finger event at a logical ``position`` of the canvas, as SDL sends it (normalised
    to the window)."""
    from sevens.ui import viewport

    window = pygame.display.get_window_size()
    box = viewport.letterbox(window, app.size)
    x = box.x + (position[0] + 0.5) * box.width / app.size[0]
    y = box.y + (position[1] + 0.5) * box.height / app.size[1]
    app.handle_event(pygame.event.Event(kind, {"x": x / window[0], "y": y / window[1],
                                               "touch_id": 1, "finger_id": 0,
                                               "dx": 0.0, "dy": 0.0}))


def swipe(app: Any, start: tuple[int, int], rise: int, steps: int = 6) -> None:
    """A finger put down at ``start``, moved ``rise`` px up (negative: down), lifted."""
    finger(app, pygame.FINGERDOWN, start)
    for step in range(1, steps + 1):
        finger(app, pygame.FINGERMOTION, (start[0], start[1] - rise * step // steps))
    finger(app, pygame.FINGERUP, (start[0], start[1] - rise))


@pytest.mark.parametrize("window", [(390, 844), (1280, 720)])
def test_the_decision_list_scrolls_under_a_finger(window: tuple[int, int]) -> None:
    app, _results = results_at(window, "sevens", 3, "en", seed=1)  # 21 decisions
    review = open_review(app)  # the list is there before the weighing ends
    count = len(review.review.points)
    visible = review.visible_rows()
    assert count > visible, (count, visible)
    rows = review.row_rect(1).y - review.row_rect(0).y
    panel = review.list_rect
    selected = review.selected
    most = count - visible
    rise = min(2, most)
    swipe(app, (panel.centerx, panel.bottom - 20), rise * rows)  # one or two rows up
    assert review.scroll == rise and review.selected == selected  # a swipe selects nothing
    swipe(app, (panel.centerx, panel.y + 20), -rows)
    assert review.scroll == rise - 1
    for _ in range(count):  # swipe on: no further than the end
        swipe(app, (panel.centerx, panel.bottom - 20), panel.height - 40)
    assert review.scroll == most
    target = review.row_rect(count - 1)  # a tap selects the row under it
    finger(app, pygame.FINGERDOWN, target.center)
    finger(app, pygame.FINGERUP, target.center)
    assert review.selected == count - 1
    # the mouse drags it too, and the wheel turns it
    top = review.scroll
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                           {"pos": panel.center, "button": 1}))
    review.handle_event(pygame.event.Event(pygame.MOUSEMOTION,
                                           {"pos": (panel.centerx, panel.centery + rows),
                                            "rel": (0, rows), "buttons": (1, 0, 0)}))
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP,
                                           {"pos": (panel.centerx, panel.centery + rows),
                                            "button": 1}))
    assert review.scroll == top - 1 and review.selected == count - 1
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                           {"pos": panel.center, "button": 4}))
    assert review.scroll == top - 2
    review.handle_event(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_DOWN, "mod": 0,
                                                            "unicode": ""}))
    assert review.selected == count - 1 and review.scroll == most


def test_the_portrait_detail_scrolls_under_a_finger(weighed: Any) -> None:
    app, results = weighed
    review = review_in(app, results, (390, 844), "en")
    detail = review.detail_rect
    assert review.detail_scroll == 0
    swipe(app, (detail.centerx, detail.bottom - 30), 400)
    moved = review.detail_scroll
    assert moved > 0
    swipe(app, (detail.centerx, detail.y + 30), -150)
    assert 0 <= review.detail_scroll < moved
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                           {"pos": detail.center, "button": 5}))
    assert review.detail_scroll > 0
    review.select(review.selected - 1)  # another decision starts at its top
    assert review.detail_scroll == 0


def test_turning_the_window_mid_review_keeps_the_place() -> None:
    app, _results = results_at((1280, 720), "sevens", 3, "en", seed=5)
    review = open_review(app)
    landscape = {button.name: (button.rect.copy(), button.size) for button in review.buttons}
    stepper = review.seat_stepper.rect.copy()
    count = len(review.review.points)
    review.select(count - 1)
    review.seat_stepper.step(1)
    seat = review.replay_seat
    review.toggle_hands()
    app.fit_canvas((390, 844))
    app.step(1 / 60)
    assert app.scene is review and review.portrait
    assert review.selected == count - 1 and review.show_hands and review.replay_seat == seat
    assert review.scroll <= review.selected < review.scroll + review.visible_rows()
    assert review.seat_stepper.value == seat
    assert all(button.rect.height >= 82 for button in review.buttons)
    review.select(2)
    app.fit_canvas((1280, 720))
    app.step(1 / 60)
    assert not review.portrait and review.selected == 2 and review.show_hands
    assert review.seat_stepper.rect == stepper and review.seat_stepper.value == seat
    assert {button.name: (button.rect, button.size) for button in review.buttons} == landscape
    assert review.scroll <= 2 < review.scroll + review.visible_rows()
