"""The house-rules editor laid out for a phone held upright (issue 30): one column, paged.

On a 720×1558 canvas (390×844 CSS px, 0.54 CSS px per logical px) and on a 720×1560 one
(360×780, 0.5) every stepper and button is 88 logical px tall (44 CSS px) and every text at
least 24 px (12 CSS px), headings larger. Eighteen options at that size do not fit one screen,
so they are dealt onto pages of equal slots — each option's label (on up to two lines) beside
its value box, and under them room for two lines of its note (a contradiction, why the option
is off, or a gloss) — turned with ◀ and ▶ on both sides of *Reset*; *Cancel* and *Apply* sit
on the last line. The base rule system's stepper stays above the pages. A slot never moves
when a note comes or goes, so the option being changed stays under the thumb. A phone of
another shape (360×740, 360×640) keeps these sizes with fewer options to a page; a tablet's
shorter canvas presses the layout together as the portrait menu does
(:mod:`sevens.ui.menu_layout`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from sevens.ui import theme
from sevens.ui.geometry.canvas import PORTRAIT, Canvas
from sevens.ui.messages import text
from sevens.ui.resources import Resources
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button, PageTurner, Stepper, draw_panel

#: The side margin (as the menu's).
MARGIN = 28

if TYPE_CHECKING:
    from sevens.ui.screens import CustomRulesScene

__all__ = ["PortraitHouseRules", "PortraitStepper", "fitted_lines"]

#: Sizes on the 1558-tall design, in logical px.
TALL = THUMB_HEIGHT  # every stepper and button: 44 CSS px on a 360-px-wide phone
BODY = 24  # labels, values, notes: 12 CSS px on a 360-px-wide phone
HEADING = 30
TITLE = 40
LINE = 28  # from one line of body text to the next
LABEL_WIDTH = 236
ARROW = 60  # the width of the ◀ and ▶ ends of a value box
NOTE_LINES = 2


def fitted_lines(resources: Resources, wording: str, size: int, width: int,
                 most: int = NOTE_LINES) -> list[str]:
    """``wording`` wrapped to ``width`` at ``size`` px, at most ``most`` lines (the last one
    ending in … when the wording is longer)."""
    lines = resources.wrap(wording, size, width)
    if len(lines) > most:
        lines = lines[:most]
        last = lines[-1]
        while last and resources.font(size, False, last + "…").size(last + "…")[0] > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return lines


class PortraitStepper(Stepper):
    """A stepper for a narrow column: its label on up to two lines left of the box, the
    arrows in narrow ends of the box, a long value on two lines inside it."""

    def __init__(self, rect: pygame.Rect, model: Stepper, label_width: int, font: int,
                 arrow: int) -> None:
        super().__init__(rect, model.label, model.choices, model.value, model.on_change,
                         model.describe, label_width=label_width, name=model.name, font=font,
                         small_font=font)
        self.enabled, self.error = model.enabled, model.error
        self.left_rect = pygame.Rect(self.value_rect.x, self.rect.y, arrow, self.rect.height)
        self.right_rect = pygame.Rect(self.value_rect.right - arrow, self.rect.y, arrow,
                                      self.rect.height)

    def draw(self, surface: pygame.Surface, resources: Resources) -> None:
        """The label (:meth:`draw_label`), the value box, the arrows and the value
        (wrapped)."""
        pitch = round(self.font * 1.2)
        colour = theme.TEXT if self.enabled else theme.TEXT_MUTED
        self.draw_label(surface, resources)
        box_colour = (70, 24, 24) if self.error else theme.PANEL
        surface.blit(resources.panel(self.value_rect.size, box_colour, 170, radius=10,
                                     border=theme.PANEL_BORDER), self.value_rect)
        arrow_colour = theme.ACCENT if self.enabled and len(self.choices) > 1 \
            else theme.TEXT_MUTED
        for rect, symbol in ((self.left_rect, "\u25c0"), (self.right_rect, "\u25b6")):
            arrow = resources.text(symbol, self.font, arrow_colour)
            surface.blit(arrow, arrow.get_rect(center=rect.center))
        room = self.value_rect.width - self.left_rect.width - self.right_rect.width
        values = resources.wrap(self.describe(self.value), self.font, room, bold=True)[:2]
        top = self.value_rect.centery - pitch * len(values) // 2
        for index, line in enumerate(values):
            shown = resources.text(line, self.font, colour, bold=True)
            surface.blit(shown, shown.get_rect(midtop=(self.value_rect.centerx,
                                                       top + index * pitch)))

    def draw_label(self, surface: pygame.Surface, resources: Resources) -> None:
        """The label on up to two lines left of the box, centred on its height."""
        pitch = round(self.font * 1.2)
        colour = theme.TEXT if self.enabled else theme.TEXT_MUTED
        lines = resources.wrap(self.label, self.font, self.label_width - 12)[:2]
        top = self.rect.centery - pitch * len(lines) // 2
        for index, line in enumerate(lines):
            surface.blit(resources.text(line, self.font, colour), (self.rect.x,
                                                                   top + index * pitch))


class PortraitHouseRules(PageTurner):
    """The portrait editor's places, pages and page buttons for one canvas size.

    Built by the scene's layout step: it replaces the scene's steppers with
    :class:`PortraitStepper` ones (same values, same callbacks) and moves its buttons.
    """

    @property
    def page_count(self) -> int:
        """How many pages there are."""
        return self.pages

    def __init__(self, scene: CustomRulesScene, page: int = 0) -> None:
        width, height = scene.size
        resources = scene.app.resources
        # A phone's canvas (any phone held upright is 1280 tall or more) keeps the thumb
        # sizes, whatever its height: fewer options to a page. Only a tablet's (shorter, and
        # shown at more CSS px a logical px) is pressed together.
        self.squeeze = squeeze = Canvas(width, height, PORTRAIT).squeeze

        def down(value: float) -> int:
            return round(value * squeeze)

        self.body = max(12, down(BODY))
        self.heading = max(self.body + 2, down(HEADING))
        self.title_size = max(self.heading + 2, down(TITLE))
        self.line = max(self.body + 2, down(LINE))
        tall = down(TALL)
        inner = width - 2 * MARGIN
        self.title_y = down(20)
        self.intro_y = self.title_y + round(self.title_size * 1.4)
        intro = resources.wrap(text("custom.intro"), self.body, inner)[:3]
        self.intro = intro
        base_top = self.intro_y + len(intro) * self.line + down(14)
        pad = down(16)
        label_width = down(LABEL_WIDTH)
        arrow = down(ARROW)
        scene.base_stepper = PortraitStepper(
            pygame.Rect(MARGIN + pad, base_top, inner - 2 * pad, tall), scene.base_stepper,
            label_width, self.body, arrow)
        # the bottom: ◀ Reset ▶, then Cancel and Apply
        last = height - down(24) - tall
        first = last - down(12) - tall
        turner = round(inner * 0.2)
        self.previous_button = Button((MARGIN, first, turner, tall), "\u25c0", self.previous,
                                      size=self.heading, name="previous")
        self.next_button = Button((width - MARGIN - turner, first, turner, tall), "\u25b6",
                                  self.next, size=self.heading, name="next")
        half = (inner - down(12)) // 2
        places = {"reset": (MARGIN + turner + down(12), first,
                            inner - 2 * (turner + down(12)), tall),
                  "cancel": (MARGIN, last, half, tall),
                  "apply": (width - MARGIN - half, last, half, tall)}
        for button in scene.buttons:
            button.rect = pygame.Rect(places[button.name])
            button.size, button.wrap = self.heading - 2, True
        self.error_y = first - down(8) - NOTE_LINES * self.line
        top = scene.base_stepper.rect.bottom + down(16)
        self.panel = pygame.Rect(MARGIN, top, inner, self.error_y - down(8) - top)
        #: how wide an option's note may run
        self.note_width = self.panel.width - 2 * pad
        self.slot = tall + down(8) + NOTE_LINES * self.line + down(10)
        self.per_page = max(1, (self.panel.height - 2 * pad + down(10)) // self.slot)
        steppers = []
        for index, model in enumerate(scene.steppers):
            slot = index % self.per_page
            rect = pygame.Rect(self.panel.x + pad, self.panel.y + pad + slot * self.slot,
                               self.panel.width - 2 * pad, tall)
            steppers.append(PortraitStepper(rect, model, label_width, self.body, arrow))
        scene.steppers = steppers
        self.pages = max(1, -(-len(steppers) // self.per_page))
        self.page = min(page, self.pages - 1)
        self.update_buttons()

    @property
    def buttons(self) -> list[Button]:
        """The page turners."""
        return [self.previous_button, self.next_button]

    def shown(self, steppers: list[Any]) -> list[Any]:
        """The options on the page on show."""
        start = self.page * self.per_page
        return steppers[start:start + self.per_page]

    def page_of(self, index: int) -> int:
        """The page option ``index`` is on."""
        return index // self.per_page

    def show(self, focus: int | None) -> None:
        """Turn to the page of the widget the keyboard moved to (0 = Based on, above)."""
        if focus:
            self.page = self.page_of(focus - 1)
            self.update_buttons()

    def note_lines(self, resources: Resources, note: str) -> list[str]:
        """A note wrapped to the slot's width, at most :data:`NOTE_LINES` lines (the last
        one ending in … when the note is longer)."""
        return fitted_lines(resources, note, self.body, self.note_width)

    def draw(self, surface: pygame.Surface, scene: CustomRulesScene) -> None:
        """Title and page count, the intro, Based on, this page's options with their notes,
        a refusal, the buttons."""
        resources = scene.app.resources
        surface.blit(resources.felt, (0, 0))
        self.draw_heading(surface, scene)
        scene.base_stepper.draw(surface, resources)
        draw_panel(surface, resources, self.panel, alpha=150)
        for stepper in self.shown(scene.steppers):
            stepper.draw(surface, resources)
            note = scene.note(stepper.name)
            if note is None:
                continue
            wording, colour = note
            y = stepper.rect.bottom + round(6 * self.squeeze)
            for line in self.note_lines(resources, wording):
                surface.blit(resources.text(line, self.body, colour), (stepper.rect.x, y))
                y += self.line
        widgets = [scene.base_stepper, *scene.steppers]
        if scene.focus is not None and (scene.focus == 0 or self.page_of(scene.focus - 1)
                                        == self.page):
            rect = widgets[scene.focus].rect.inflate(10, 8)
            pygame.draw.rect(surface, theme.ACCENT, rect, 3, border_radius=12)
        self.draw_error(surface, scene)
        for button in [*scene.buttons, *self.buttons]:
            button.draw(surface, resources)

    def draw_heading(self, surface: pygame.Surface, scene: CustomRulesScene) -> None:
        """The title, the page count at the right, the intro under them."""
        resources = scene.app.resources
        surface.blit(resources.text(text("custom.title"), self.title_size, theme.TEXT,
                                    bold=True), (MARGIN, self.title_y))
        count = resources.text(f"{self.page + 1}/{self.pages}", self.heading, theme.ACCENT,
                               bold=True)
        surface.blit(count, count.get_rect(topright=(surface.get_width() - MARGIN,
                                                     self.title_y + 6)))
        for index, line in enumerate(self.intro):
            surface.blit(resources.text(line, self.body, theme.TEXT_MUTED),
                         (MARGIN, self.intro_y + index * self.line))

    def draw_error(self, surface: pygame.Surface, scene: CustomRulesScene) -> None:
        """A refusal the notes do not name, over the buttons."""
        resources = scene.app.resources
        error = resources.wrap(scene.error, self.body, self.panel.width) if scene.error else []
        for index, line in enumerate(error[:NOTE_LINES]):
            surface.blit(resources.text(line, self.body, theme.DANGER),
                         (MARGIN, self.error_y + index * self.line))
