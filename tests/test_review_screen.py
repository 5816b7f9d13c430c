"""The Review on every shape, from one layout (:mod:`sevens.ui.scenes.review.layout`).

Issue 45 item 13: the cards of the detail — the table then, the hand then, every hand — were
about 9 CSS px at their corner index on a phone (40×56 logical px at 0.54 CSS px); every card
the Review draws now has an index of at least 12 CSS px on a phone held either way, a short
one and a 4:3 page shown small.

Issue 45 item 16: a tablet or a 4:3 or 16:10 window (1024×768, 1280×800, 1024×640) drew the
Review at 1280×720 scaled into its canvas, the smallest text about 9.6 CSS px; it is laid out
for the canvas itself now, every text at least 12 CSS px, nothing off the canvas or over
another, the buttons clear of each other and of the panels.
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
    css_per_logical,
    draw_review_states,
    record_text_sizes,
    results_at,
    show_review_state,
    small_texts,
)
from layout_probe import draw, problems, record  # noqa: E402
from test_compact_review import panel_problems, record_card_sizes  # noqa: E402

from sevens.ui import messages  # noqa: E402

#: Phones held upright and turned sideways, a short phone, a 4:3 page shown small.
PHONES = [(390, 844), (844, 390), (568, 320), (480, 360)]
#: Tablets and 4:3 or 16:10 windows: the canvas each gives.
TABLETS = {(1024, 768): (960, 720), (1280, 800): (1152, 720), (1024, 640): (1152, 720)}
#: The least corner index and text, in CSS px.
LEAST_CSS = 12


def weighed_review(window: tuple[int, int], language: str = "en") -> tuple[Any, Any]:
    """A Douque deal's Review at ``window``, weighed, on its costliest decision."""
    app, results = results_at(window, "douque", None, language, seed=69)
    app.show_review(results)
    app.step(1 / 60)
    review = app.scene
    while not review.review.done:
        review.update(1.0)
    costly = review.review.costliest(1)
    review.select(review.review.decisions.index(costly[0]))
    return app, review


def corner_index(size: tuple[int, int]) -> int:
    """The type size of a card face's corner index (the card art's rule)."""
    width, height = size
    return max(11, round(height * (0.30 if width < 44 else 0.24)))


@pytest.mark.parametrize("window", PHONES)
def test_every_card_in_the_review_has_a_readable_index_on_a_phone(
        window: tuple[int, int]) -> None:
    try:
        app, review = weighed_review(window)
        scale = css_per_logical(app, window)
        cards = record_card_sizes(app)
        canvas = record(app)
        for state in REVIEW_STATES:
            show_review_state(review, state)
            draw(app, canvas)
        assert cards, "no card drawn"
        small = sorted({f"a card {size} has a {corner_index(size) * scale:.1f}-CSS-px index"
                        for size in cards if corner_index(size) * scale < LEAST_CSS - 0.05})
    finally:
        pygame.quit()
    assert not small, "\n".join(small)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("window", list(TABLETS))
def test_a_tablets_review_is_laid_out_for_its_own_canvas(window: tuple[int, int],
                                                         language: str) -> None:
    try:
        app, review = weighed_review(window, language)
        assert app.size == TABLETS[window] and not app.compact
        assert review.size == app.size  # not 1280×720 scaled into it
        found = panel_problems(app, review)
        controls = [*review.buttons, review.seat_stepper]
        canvas_rect = pygame.Rect((0, 0), review.size)
        found += [f"{control.name} {control.rect} leaves the canvas" for control in controls
                  if not canvas_rect.contains(control.rect)]
        found += [f"{one.name} {one.rect} overlaps {other.name}" for index, one in
                  enumerate(controls) for other in controls[index + 1:]
                  if one.rect.colliderect(other.rect)]
        canvas = record(app)
        draw_review_states(app, review, canvas)
        sizes = record_text_sizes(app)
        for state in REVIEW_STATES:
            show_review_state(review, state)
            found += [f"{state}: {problem}" for problem in problems(draw(app, canvas),
                                                                    review.size)]
        found += small_texts(app, window, sizes)
        assert len(sizes) >= 30
    finally:
        messages.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)
