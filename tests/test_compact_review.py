"""Issue 30: the Review on a phone turned sideways. 844×390 CSS px shows a 1558×720 canvas at
0.54 CSS px a logical px (915×412: 1599×720 at 0.57; 640×360: 1280×720 at 0.5), where the
desktop Review's detail came out in 7–9 CSS px type with 15×21-CSS-px cards, and at 640×360
its Back, Show all hands, seat arrows and Play it from this seat 19–26 CSS px tall.

Checked from the scene's own rectangles and the scale the page fits the canvas with, in
English and Japanese, on the decision with the most options — with its detail at its top,
scrolled to its end and showing every hand: every text at least 12 CSS px, inside its panel
and the canvas and over no other; every button, seat arrow (as wide as tall) and list row at
least 44 CSS px, on the canvas, clear of each other and of the panels; the list and the
detail side by side; the cards in the detail at least 20×28 CSS px. A drag scrolls the
detail and selects nothing; the wheel turns it too.
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
    REVIEW_STATES,
    Place,
    css_per_logical,
    draw_review_states,
    record_text_sizes,
    show_review_state,
    small_texts,
    thumb_problems,
)
from layout_probe import draw, problems, record  # noqa: E402
from test_compact_menu import SIDEWAYS  # noqa: E402
from test_compact_screens import reviewed  # noqa: E402

from sevens.ui import messages  # noqa: E402

#: The smallest card face worth reading in the detail, in CSS px (its corner index).
CARD_FACE = (20, 28)


def longest(review: Any) -> int:
    """The decision with the most options, selected; its number."""
    decisions = review.review.decisions
    number = max(range(len(decisions)), key=lambda index: len(decisions[index].options))
    review.select(number)
    return number


def detail_rect(review: Any) -> pygame.Rect:
    """The panel the selected decision is drawn in."""
    return review.detail_rect


def record_card_sizes(app: Any) -> list[tuple[int, int]]:
    """Note the size of every card face the app's art draws from now on."""
    seen: list[tuple[int, int]] = []
    art = app.art
    original = art.draw_card

    def draw_card(target: pygame.Surface, card: Any, size: tuple[int, int], *arguments: Any,
                  **keywords: Any) -> pygame.Rect:
        seen.append(tuple(size))
        return original(target, card, size, *arguments, **keywords)

    art.draw_card = draw_card
    return seen


def review_targets(review: Any) -> list[Place]:
    """The buttons, the seat stepper's arrows and the list rows on show."""
    stepper = review.seat_stepper
    places: list[Place] = [(f"button {button.name}", button.rect, False)
                           for button in review.buttons]
    places += [("seat ◀", stepper.left_rect, True), ("seat ▶", stepper.right_rect, True)]
    last = min(len(review.review.points), review.scroll + review.visible_rows())
    places += [(f"row {number + 1}", review.row_rect(number), False)
               for number in range(review.scroll, last)]
    return places


def panel_problems(app: Any, review: Any) -> list[str]:
    """The list and the detail off the canvas or over each other; a control on either."""
    canvas = pygame.Rect((0, 0), app.scene.size)
    detail, listed = detail_rect(review), review.list_rect
    found = [f"the {name} {rect} leaves the canvas" for name, rect in
             (("list", listed), ("detail", detail)) if not canvas.contains(rect)]
    if listed.colliderect(detail):
        found.append(f"the list {listed} overlaps the detail {detail}")
    stepper = review.seat_stepper
    controls = [(button.name, button.rect) for button in review.buttons]
    controls.append(("seat stepper", stepper.rect))
    found += [f"{name} {rect} lies on the {panel}" for name, rect in controls
              for panel, area in (("list", listed), ("detail", detail)) if rect.colliderect(area)]
    return found


@pytest.mark.parametrize("window", SIDEWAYS)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_sideways_review_is_readable_and_made_for_thumbs(
        language: str, window: tuple[int, int]) -> None:
    try:
        app, review = reviewed(window, language)
        assert app.compact and review.size == app.size  # laid out across the whole canvas
        number = longest(review)
        assert len(review.review.decisions[number].options) >= 4
        scale = css_per_logical(app, window)
        found = thumb_problems(app, window, review_targets(review))
        found += panel_problems(app, review)
        canvas = record(app)
        draw_review_states(app, review, canvas)
        sizes = record_text_sizes(app)
        cards = record_card_sizes(app)
        for state in REVIEW_STATES:
            show_review_state(review, state)
            if state == "end" and not review.detail_scroll:
                found.append("the detail of the longest decision does not scroll")
            found += [f"{state}: {problem}" for problem in problems(draw(app, canvas),
                                                                    app.scene.size)]
        found += small_texts(app, window, sizes)
        assert cards, "no card drawn in the detail"
        found += sorted({f"a card {size} is {size[0] * scale:.0f}×{size[1] * scale:.0f} CSS px"
                         for size in cards if size[0] * scale < CARD_FACE[0]
                         or size[1] * scale < CARD_FACE[1]})
        heading = messages.text("review.options_lower" if review.lower_is_better
                                else "review.options", unit=review.unit())
        options = {string for string, _size in sizes}
        if not any(len(string) > 3 and heading.startswith(string) for string in options):
            found.append(f"the options' heading {heading!r} is never drawn")
    finally:
        messages.set_language("en")
    assert not found, "\n".join(found)


def test_a_drag_scrolls_the_sideways_reviews_detail_and_selects_nothing() -> None:
    app, review = reviewed((640, 360))
    number = longest(review)
    detail = detail_rect(review)
    line = review.places.line
    start = (detail.centerx, detail.bottom - 20)
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    review.handle_event(pygame.event.Event(pygame.MOUSEMOTION, buttons=(1, 0, 0),
                                           pos=(start[0], start[1] - 3 * line), rel=(0, 0)))
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=start))
    assert review.detail_scroll == 3 and review.selected == number
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=5, pos=detail.center))
    assert review.detail_scroll == 4
    review.select(number + 1)  # another decision starts at its top
    assert review.detail_scroll == 0
    back = next(button for button in review.buttons if button.name == "back")
    assert back.rect.height * css_per_logical(app, (640, 360)) >= 44
