"""The review's buttons on a phone turned sideways (issue 30).

A compact landscape canvas (:attr:`sevens.ui.scene.Scene.compact`: 844×390 CSS px shows its
1558×720 canvas at 0.54 CSS px a logical px) would show the review's Back, Show all hands and
Play it from this seat 28 CSS px tall, and the seat to replay from smaller still. Where the
canvas is wider than 1280 (a phone's is), the review keeps its list and detail at their
1280×720 places and stands those controls in a column at their right, each
:data:`~sevens.ui.viewport.THUMB_HEIGHT` tall with labels of
:data:`~sevens.ui.layout.COMPACT_TEXT`: Back and Show all hands at the top, the seat to
replay from and Play it from this seat at the foot, as the results put Menu and Next.

The decision list keeps its panel, its rows thumb-tall (:class:`CompactReviewList`, on any
compact canvas, 640×360's 1280-wide one too): a row :data:`~sevens.ui.viewport.THUMB_HEIGHT`
tall where it was 30 px (16 CSS px), its number and cost in 24-px type, the move in 28; the
list shows five rows at a time and scrolls by a drag, ↑ ↓ or the wheel as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui.layout import COMPACT_TEXT
from sevens.ui.review_portrait import ReviewList
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Stepper

if TYPE_CHECKING:
    from sevens.ui.review_scene import ReviewScene

__all__ = ["COLUMN_X", "CompactReviewList", "compact_column", "compact_review_list",
           "place_compact_review"]

#: Where the column starts, right of the detail panel (which ends at 1240).
COLUMN_X = 1262
#: The narrowest column worth the move (a 1280-wide canvas has none: the places stay).
LEAST_COLUMN = 200


def compact_column(size: tuple[int, int]) -> pygame.Rect | None:
    """The column right of the review's panels on a canvas of ``size``, or None when the
    canvas has no room for one."""
    width, height = size
    column = width - 14 - COLUMN_X
    if column < LEAST_COLUMN:
        return None
    return pygame.Rect(COLUMN_X, 12, column, height - 20)


def place_compact_review(scene: ReviewScene) -> Stepper | None:
    """Stand the review's buttons and its seat stepper in the column right of its panels on
    a compact canvas; the new stepper, or None (places unchanged) when there is no column."""
    column = compact_column(scene.size) if scene.compact else None
    if column is None:
        return None
    tall = THUMB_HEIGHT
    named = {button.name: button for button in scene.buttons}
    for index, name in enumerate(("back", "all_hands")):
        named[name].rect = pygame.Rect(column.x, column.y + index * (tall + 8), column.width,
                                       tall)
    named["replay"].rect = pygame.Rect(column.x, column.bottom - tall, column.width, tall)
    for button in scene.buttons:
        button.size, button.wrap = COMPACT_TEXT, True
    landscape = scene.landscape_stepper
    box = pygame.Rect(column.x, named["replay"].rect.y - 16 - tall, column.width, tall)
    return Stepper(box, landscape.label, landscape.choices, scene.replay_seat,
                   landscape.on_change, landscape.describe, label_width=0,
                   name="replay_seat", font=COMPACT_TEXT + 2, small_font=COMPACT_TEXT,
                   label_above=True)


class CompactReviewList(ReviewList):
    """The decision list's thumb-tall rows in the landscape list panel ``list_rect``."""

    def __init__(self, list_rect: pygame.Rect) -> None:
        self.list_rect = list_rect.copy()
        self.row_height = THUMB_HEIGHT + 4  # a row is 4 px shorter than its pitch
        self.body, self.heading = COMPACT_TEXT, COMPACT_TEXT + 4
        self.squeeze = 1.0


def compact_review_list(scene: ReviewScene, list_rect: pygame.Rect) -> CompactReviewList | None:
    """Thumb-tall rows for the list panel ``list_rect`` of a review on a compact canvas; None
    elsewhere (a desktop's rows stay 30 px)."""
    return CompactReviewList(list_rect) if scene.compact else None
