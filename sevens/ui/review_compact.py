"""The Review on a phone turned sideways (issue 30).

A compact landscape canvas (:attr:`sevens.ui.scene.Scene.compact`: 844×390 CSS px shows its
1558×720 canvas at 0.54 CSS px a logical px, 640×360 its 1280×720 one at 0.5) would show the
desktop Review's detail in 7–9 CSS px type and its buttons 19–28 CSS px tall. Turned
sideways the Review is laid out across the whole canvas instead (:class:`CompactReview`):

* the title, the rule system and the total along the top, in type of at least
  :data:`~sevens.ui.layout.COMPACT_TEXT` (12 CSS px);
* on the left the decision list, a row :data:`~sevens.ui.viewport.THUMB_HEIGHT` tall (its
  number and cost in 24-px type, the move in 28), scrolled by a drag, ↑ ↓ or the wheel;
* in the middle the selected decision as the portrait Review draws it
  (:func:`sevens.ui.review_portrait.detail_blocks`): the verdict, the table and the hand as
  they were, every option with its whole reason, in 24-px lines, scrolled by a drag when
  they are longer than the panel;
* on the right a column of thumb-tall controls: Back and Show all hands at the top, the seat
  to replay from and Play it from this seat at the foot, as the results put Menu and Next;
  each label on one line at :data:`~sevens.ui.layout.COMPACT_TEXT`, whichever it shows.

The list and the column narrow on a 1280-wide canvas (640×360) so that the detail keeps
room for a line of options; the column widens (and the detail gives way) where a label the
buttons can show needs it (:func:`sevens.ui.review_buttons.column_width`: *Play it from this
seat* takes 311 px).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.layout import COMPACT_TEXT
from sevens.ui.messages import text
from sevens.ui.review_buttons import column_width
from sevens.ui.review_portrait import ReviewList
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Stepper

if TYPE_CHECKING:
    from sevens.ui.review_scene import ReviewScene

__all__ = ["CompactReview", "compact_review"]

#: Margin at the canvas's edges, and between the panels (logical px).
PAD = 12
#: The title's largest type; it gives way (to the body's size at least) to a long title.
TITLE = 36
#: The control column's width on a 1280-wide canvas, and at most (unless a label needs more).
COLUMN_WIDTHS = (260, 300)
#: The decision list's width on a 1280-wide canvas, and at most.
LIST_WIDTHS = (360, 420)


class CompactReview(ReviewList):
    """The sideways Review's places and sizes for one canvas size; moves the scene's buttons
    into the column and makes its seat stepper for them (see the module docstring)."""

    def __init__(self, scene: ReviewScene, size: tuple[int, int]) -> None:
        width, height = size
        self.size = size
        self.squeeze = 1.0
        self.body, self.heading = COMPACT_TEXT, COMPACT_TEXT + 4
        self.line = self.body + 8
        self.row_height = THUMB_HEIGHT + 4  # a row is 4 px shorter than its pitch
        column = column_width(scene, max(COLUMN_WIDTHS[0], min(COLUMN_WIDTHS[1], width - 1276)),
                              COMPACT_TEXT)
        self.column = pygame.Rect(width - PAD - column, PAD, column, height - 2 * PAD)
        self.header_width = self.column.x - 2 * PAD
        self.title_line = TITLE + 8
        self.summary_y = PAD + self.title_line
        lines = max(len(scene.app.resources.wrap(summary, self.body, self.header_width, bold=True))
                    for summary in self.longest_summaries(scene))
        top = self.summary_y + lines * self.line + 8
        list_width = max(LIST_WIDTHS[0], min(LIST_WIDTHS[1], self.header_width * 36 // 100))
        self.list_rect = pygame.Rect(PAD, top, list_width, height - PAD - top)
        left = self.list_rect.right + PAD
        self.detail_rect = pygame.Rect(left, top, self.column.x - PAD - left,
                                       self.list_rect.height)
        self.stepper = self.place_column(scene)

    @staticmethod
    def longest_summaries(scene: ReviewScene) -> list[str]:
        """The totals the header may show, with numbers as long as they get."""
        unit, count = scene.unit(), max(10, len(scene.review.points))
        return [text("review.total_none", decisions=count),
                text("review.total", loss="99.99", unit=unit, decisions=count),
                text("review.working", done=count, total=count, loss="99.99", unit=unit)]

    def place_column(self, scene: ReviewScene) -> Stepper:
        """Back and Show all hands at the column's top, Play it from this seat at its foot
        and the seat to replay from (its label above it) over that; the new stepper."""
        column, tall = self.column, THUMB_HEIGHT
        named = {button.name: button for button in scene.buttons}
        for index, name in enumerate(("back", "all_hands")):
            named[name].rect = pygame.Rect(column.x, column.y + index * (tall + 8),
                                           column.width, tall)
        named["replay"].rect = pygame.Rect(column.x, column.bottom - tall, column.width, tall)
        for button in scene.buttons:
            button.size, button.wrap = COMPACT_TEXT, True
        landscape = scene.landscape_stepper
        box = pygame.Rect(column.x, named["replay"].rect.y - 16 - tall, column.width, tall)
        return Stepper(box, landscape.label, landscape.choices, scene.replay_seat,
                       landscape.on_change, landscape.describe, label_width=0,
                       name="replay_seat", font=COMPACT_TEXT + 4, small_font=COMPACT_TEXT,
                       label_above=True)

    def draw(self, scene: ReviewScene, surface: pygame.Surface) -> None:
        """The whole Review turned sideways: header, list, detail and column."""
        resources = scene.app.resources
        surface.blit(resources.felt, (0, 0))
        rules_name = resources.text(text(f"preset.{scene.session.rules_id}.title"), self.body,
                                    theme.ACCENT, bold=True)
        room = self.header_width - rules_name.get_width() - 2 * PAD
        for size in range(TITLE, self.body - 1, -2):
            title = resources.text(scene.title(), size, theme.TEXT, bold=True)
            if title.get_width() <= room:
                break
        surface.blit(title, (PAD, PAD + (self.title_line - title.get_height()) // 2))
        surface.blit(rules_name, (PAD + self.header_width - rules_name.get_width(),
                                  PAD + (self.title_line - rules_name.get_height()) // 2))
        summary, colour = scene.summary()
        for index, line in enumerate(resources.wrap(summary, self.body, self.header_width,
                                                    bold=scene.review.done)):
            surface.blit(resources.text(line, self.body, colour, bold=scene.review.done),
                         (PAD, self.summary_y + index * self.line))
        self.draw_list(scene, surface)
        self.draw_detail(scene, surface)
        self.stepper.draw(surface, resources)
        scene.focus_ring.draw(surface, scene.focusable())
        for button in scene.buttons:
            button.draw(surface, resources)


def compact_review(scene: ReviewScene) -> CompactReview | None:
    """The sideways layout for a review on a compact canvas; None elsewhere (a desktop
    window keeps its 1280×720 places)."""
    return CompactReview(scene, scene.size) if scene.compact else None
