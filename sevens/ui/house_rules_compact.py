"""The house-rules editor on a phone turned sideways (a compact landscape canvas; issue 30).

A compact canvas (:attr:`sevens.ui.scene.Scene.compact`: 844×390 CSS px shows its 1558×720
canvas at 0.54 CSS px a logical px, 640×360 a 1280×720 one at 0.5) would show the desktop
editor's steppers 18 CSS px tall and its text at 7. Here the editor takes the whole width with
the held-upright editor's pieces (:mod:`sevens.ui.house_rules_portrait`): every stepper and
button :data:`~sevens.ui.viewport.THUMB_HEIGHT` tall, a stepper's arrows as wide, text 24 px
(12 CSS px at 0.5). The options are dealt onto pages of equal slots, three rows in two columns,
each slot keeping two lines under its stepper for the option's note; the title, the page count
and the intro (or a refusal the notes do not name) share the top line with *Based on*, and
◀ *Reset* *Cancel* *Apply* ▶ stand on the last line. Where the intro would not fit on two lines
beside *Based on* and its label (English on a 1280-wide canvas, 640×360), the label rises to
the title's line and the intro runs on to the box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.house_rules_portrait import (
    BODY,
    HEADING,
    LABEL_WIDTH,
    LINE,
    NOTE_LINES,
    TITLE,
    PortraitHouseRules,
    PortraitStepper,
    fitted_lines,
)
from sevens.ui.messages import text
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.resources import Resources
    from sevens.ui.screens import CustomRulesScene
    from sevens.ui.widgets import Stepper

__all__ = ["CompactHouseRules", "RaisedLabelStepper"]

#: The side margin and the gutter between the two columns, in logical px.
MARGIN = 28
GUTTER = 24
#: *Based on* at the top right: its width (at most two fifths of the canvas) and its label's.
BASE_WIDTH = 560
BASE_LABEL = 150
#: The page turners' width on the last line.
TURNER = 150
#: From one line of the intro to the next (two lines beside *Based on*).
INTRO_LINE = 26
INTRO_LINES = 2
#: The panel's inner margin.
PAD = 8
#: The least room for an option's value between its arrows.
LEAST_VALUE = 256


class RaisedLabelStepper(PortraitStepper):
    """*Based on* where the intro needs the room beside it: the stepper is the box alone,
    its label on the title's line, right against the box (centred on ``label_y``)."""

    def __init__(self, rect: pygame.Rect, model: Stepper, font: int, arrow: int, *,
                 label_y: int) -> None:
        super().__init__(rect, model, 0, font, arrow)
        self.label_y = label_y

    def draw_label(self, surface: pygame.Surface, resources: Resources) -> None:
        """The label on one line, ending :data:`GUTTER` / 2 left of the box."""
        colour = theme.TEXT if self.enabled else theme.TEXT_MUTED
        label = resources.text(self.label, self.font, colour)
        surface.blit(label, label.get_rect(midright=(self.rect.x - GUTTER // 2,
                                                     self.label_y)))


class CompactHouseRules(PortraitHouseRules):
    """The sideways editor's places, pages and page buttons for one canvas size.

    Built by the scene's layout step as the portrait one is: it replaces the scene's steppers
    with :class:`~sevens.ui.house_rules_portrait.PortraitStepper` ones (same values, same
    callbacks, square arrows) and moves its buttons; the drawing is the portrait editor's but
    for the top line.
    """

    def __init__(self, scene: CustomRulesScene, page: int = 0) -> None:
        width, height = scene.size
        tall = THUMB_HEIGHT
        self.squeeze = 1.0
        self.body, self.heading, self.title_size, self.line = BODY, HEADING, TITLE, LINE
        inner = width - 2 * MARGIN
        base_width = min(BASE_WIDTH, inner * 2 // 5)
        self.title_y = 6
        self.intro_y = self.title_y + round(TITLE * 1.2)
        #: the intro's (or a refusal's) room left of *Based on*
        self.intro_width = inner - base_width - GUTTER
        intro = text("custom.intro")
        resources = scene.app.resources
        if len(resources.wrap(intro, BODY, self.intro_width)) <= INTRO_LINES:
            scene.base_stepper = PortraitStepper(
                pygame.Rect(width - MARGIN - base_width, 10, base_width, tall),
                scene.base_stepper, BASE_LABEL, BODY, tall)
        else:  # a narrow canvas (640×360): the label rises to the title's line
            box_width = base_width - BASE_LABEL
            self.intro_width = inner - box_width - GUTTER
            scene.base_stepper = RaisedLabelStepper(
                pygame.Rect(width - MARGIN - box_width, 10, box_width, tall),
                scene.base_stepper, BODY, tall,
                label_y=self.title_y + round(TITLE * 1.2) // 2)
        self.intro = fitted_lines(resources, intro, BODY, self.intro_width, INTRO_LINES)
        # the last line: ◀ Reset Cancel Apply ▶
        foot = height - 16 - tall
        self.previous_button = Button((MARGIN, foot, TURNER, tall), "\u25c0", self.previous,
                                      size=self.heading, name="previous")
        self.next_button = Button((width - MARGIN - TURNER, foot, TURNER, tall), "\u25b6",
                                  self.next, size=self.heading, name="next")
        third = (inner - 2 * TURNER - 4 * 16) // 3
        for index, name in enumerate(("reset", "cancel", "apply")):
            button = scene.button(name)
            button.rect = pygame.Rect(MARGIN + TURNER + 16 + index * (third + 16), foot, third,
                                      tall)
            button.size, button.wrap = self.heading - 2, True
        self.error_y = self.intro_y
        top = scene.base_stepper.rect.bottom + 14
        self.panel = pygame.Rect(MARGIN, top, inner, foot - 12 - top)
        column = (inner - 2 * PAD - GUTTER) // 2
        self.note_width = column
        self.slot = tall + 8 + NOTE_LINES * self.line + 10
        rows = max(1, (self.panel.height - 2 * PAD + 10) // self.slot)
        self.per_page = 2 * rows
        # the value box keeps room for a long value between its arrows ("Counter-clockwise")
        label_width = min(LABEL_WIDTH, column - 2 * tall - LEAST_VALUE)
        steppers = []
        for index, model in enumerate(scene.steppers):
            across, down = divmod(index % self.per_page, rows)  # down the left column first
            rect = pygame.Rect(self.panel.x + PAD + across * (column + GUTTER),
                               self.panel.y + PAD + down * self.slot, column, tall)
            steppers.append(PortraitStepper(rect, model, label_width, BODY, tall))
        scene.steppers = steppers
        self.pages = max(1, -(-len(steppers) // self.per_page))
        self.page = min(page, self.pages - 1)
        self.update_buttons()

    def draw_heading(self, surface: pygame.Surface, scene: CustomRulesScene) -> None:
        """The title and the page count beside it; under them the intro, or in its place a
        refusal the notes do not name (two lines at most)."""
        resources = scene.app.resources
        title = resources.text(text("custom.title"), self.title_size, theme.TEXT, bold=True)
        surface.blit(title, (MARGIN, self.title_y))
        count = resources.text(f"{self.page + 1}/{self.pages}", self.heading, theme.ACCENT,
                               bold=True)
        surface.blit(count, count.get_rect(midleft=(MARGIN + title.get_width() + 24,
                                                    self.title_y + title.get_height() // 2)))
        lines, colour = self.intro, theme.TEXT_MUTED
        if scene.error:
            lines = fitted_lines(resources, scene.error, BODY, self.intro_width)
            colour = theme.DANGER
        for index, line in enumerate(lines):
            surface.blit(resources.text(line, BODY, colour),
                         (MARGIN, self.intro_y + index * INTRO_LINE))

    def draw_error(self, surface: pygame.Surface, scene: CustomRulesScene) -> None:
        """Nothing: a refusal stands in the intro's place (:meth:`draw_heading`)."""
