"""Small interface pieces: buttons, option steppers and a text field, hit-tested by Rect."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from sevens.ui import theme
from sevens.ui.clipboard import system_clipboard_text
from sevens.ui.geometry.page import ButtonPlace, StepperPlace
from sevens.ui.geometry.text import elided as cut_to_width
from sevens.ui.resources import Resources


class Button:
    """A rounded button with a label; ``action`` runs on click when enabled."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 action: Callable[[], None], *, primary: bool = False, size: int = 18,
                 enabled: bool = True, name: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.primary = primary
        self.size = size
        self.enabled = enabled
        self.name = name or label
        self.hovered = False
        self.danger = False  # a warning tint, for an action with a heavy consequence
        #: Break a label too wide for one line into two (a tall button on a narrow canvas)
        #: instead of setting it smaller.
        self.wrap = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Run the action on a left click inside; returns True when the event was used."""
        if event.type == pygame.MOUSEMOTION:  # a finger never hovers (sevens.ui.raw_input)
            self.hovered = self.rect.collidepoint(event.pos) and not getattr(event, "touch", False)
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
              and self.rect.collidepoint(event.pos)):
            self.press()
            return True
        return False

    def place(self, place: ButtonPlace) -> None:
        """Stand where a layout put the button: its box, its label's size and wrapping."""
        self.rect, self.size, self.wrap = pygame.Rect(place.box), place.size, place.wrap

    def press(self) -> bool:
        """Run the action when enabled (a tap or a key, with no event made up for it);
        True when it ran."""
        if self.enabled:
            self.action()
        return self.enabled

    def draw(self, surface: pygame.Surface, resources: Resources) -> None:
        """Draw the button: dimmed when disabled, brighter when hovered (a FocusRing rings it)."""
        ink = theme.TEXT_DARK if self.enabled else (170, 190, 178)
        if not self.enabled:
            fill = theme.BUTTON_DISABLED
        elif self.danger:
            fill = (255, 160, 144) if self.hovered else theme.DANGER
        elif self.primary:
            fill = (255, 216, 120) if self.hovered else theme.BUTTON_PRIMARY
        else:
            fill = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
        radius = self.rect.height // 3
        surface.blit(resources.panel(self.rect.size, (0, 0, 0), 70, radius=radius),
                     (self.rect.x, self.rect.y + 2))  # the shadow
        border = theme.ACCENT_DARK if self.primary and self.enabled else (150, 150, 140)
        surface.blit(resources.panel(self.rect.size, fill, 255, radius=radius, border=border),
                     self.rect)
        label = resources.text(self.label, self.size, ink, bold=self.primary)
        if label.get_width() <= self.rect.width - 12:  # one line, drawn as measured
            surface.blit(label, label.get_rect(center=self.rect.center))
            return
        size, lines = self.wrapped(resources) if self.wrap else (max(11, self.size - 4),
                                                                 [self.label])
        draw_lines(surface, resources, lines, size, ink, self.rect.center, round(size * 1.25),
                   bold=self.primary)

    def wrapped(self, resources: Resources) -> tuple[int, list[str]]:
        """A label too wide for one line, on two: its type size and its lines. Set at the
        button's size 12 px in from each side, or 6 where that would take three lines
        ("ハウスルール…" broke into "ハウ", "スルー", "ル…" on an upright phone, and the
        button showed the first two), else a point or more smaller (down to 4 less)."""
        for size in range(self.size, max(11, self.size - 4) - 1, -1):
            for room in (self.rect.width - 24, self.rect.width - 12):
                lines = resources.wrap(self.label, size, room, bold=self.primary)
                if len(lines) <= 2:
                    return size, lines
        return size, lines[:2]


class Stepper:
    """``label   ◀ value ▶``: cycles through ``choices``; ``on_change`` gets the new value.
    ``place`` (a layout's :class:`~sevens.ui.geometry.page.StepperPlace`) says where it and
    its label stand, and in which type."""

    def __init__(self, place: StepperPlace, label: str, choices: Sequence[Any], value: Any,
                 on_change: Callable[[Any], None], describe: Callable[[Any], str] = str,
                 name: str = "") -> None:
        self.place = place
        self.rect = pygame.Rect(place.box)
        self.label = label
        self.choices = list(choices)
        self.value = value
        self.on_change = on_change
        self.describe = describe
        self.name = name or label
        self.enabled = True
        self.error = False
        side = self.rect.height  # the arrows' squares at the value box's ends
        self.value_rect = pygame.Rect(self.rect.x + place.label_width, self.rect.y,
                                      self.rect.width - place.label_width, side)
        self.left_rect = pygame.Rect(self.value_rect.topleft, (side, side))
        self.right_rect = pygame.Rect(self.rect.right - side, self.rect.y, side, side)

    @property
    def arrow_size(self) -> int:
        """The arrows' type: a little under the value's, never under its smaller size."""
        return max(self.place.font - 3, self.place.small_font)

    def step(self, direction: int) -> None:
        """Move to the next (+1) or previous (−1) choice, wrapping around."""
        if not self.choices or not self.enabled:
            return
        try:
            index = self.choices.index(self.value)
        except ValueError:
            index = 0 if direction > 0 else 1
        self.value = self.choices[(index + direction) % len(self.choices)]
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks on the arrows (the left or right half of the value) or the wheel step it."""
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 4, 5)
                and self.value_rect.collidepoint(event.pos)):
            wheel = {4: -1, 5: 1}.get(event.button)  # the wheel, else the half clicked
            self.step(wheel or (-1 if event.pos[0] < self.value_rect.centerx else 1))
            return True
        return False

    def draw(self, surface: pygame.Surface, resources: Resources) -> None:
        """Draw label, value box and arrows (placed by :meth:`value_places`)."""
        label_colour = theme.TEXT if self.enabled else theme.TEXT_MUTED
        place = self.place
        font = place.label_font or place.font
        label = resources.text(self.label, font, label_colour)
        if place.label_above:
            surface.blit(label, label.get_rect(bottomleft=(self.rect.x + 4, self.rect.y - 4)))
        elif place.label_at is not None:
            surface.blit(label, label.get_rect(midright=place.label_at))
        else:  # on its lines, size + 5 px apart, centred on the box's height
            draw_lines(surface, resources, place.label_wrapped or (self.label,), font,
                       label_colour, (self.rect.x, self.rect.centery), font + 5, left=True)
        box_colour = (70, 24, 24) if self.error else theme.PANEL
        surface.blit(resources.panel(self.value_rect.size, box_colour, 170, radius=8,
                                     border=theme.PANEL_BORDER), self.value_rect)
        arrow_colour = theme.ACCENT if self.enabled and len(self.choices) > 1 else theme.TEXT_MUTED
        size, lines, arrow_centres = self.value_places(resources)
        for centre, symbol in zip(arrow_centres, ("\u25c0", "\u25b6"), strict=True):
            arrow = resources.text(symbol, self.arrow_size, arrow_colour)
            surface.blit(arrow, arrow.get_rect(center=centre))
        ink = theme.TEXT if self.enabled else theme.TEXT_MUTED
        draw_lines(surface, resources, lines, size, ink, self.value_rect.center,
                   round(size * 1.2), bold=True)

    def value_places(self, resources: Resources
                     ) -> tuple[int, list[str], tuple[tuple[int, int], tuple[int, int]]]:
        """The value's type size and lines, and the two arrows' centres, so that the value
        keeps :data:`STEPPER_ARROW_GAP` px (at least) from each arrow ("◀Normal▶" touched on
        an upright phone). The arrows stand centred in the box's square ends, the value at
        ``font`` (``small_font`` where it reaches into the squares), while that leaves the
        gap; a longer value moves them out to the box's edges, then takes two lines where
        the box is tall enough for them, else ends in "…"."""
        box, side = self.value_rect, self.rect.height
        font, small = self.place.font, self.place.small_font
        wording = self.describe(self.value)

        def width(size: int) -> int:
            return resources.font(size, True, wording).size(wording)[0]

        arrow_width = resources.text("\u25c0", self.arrow_size).get_width()
        squares = ((box.x + side // 2, box.centery), (box.right - side // 2, box.centery))
        size = font if width(font) <= box.width - 2 * side else small  # clear of the squares
        if width(size) <= box.width - side - arrow_width - 2 * STEPPER_ARROW_GAP:
            return size, [wording], squares
        inset = STEPPER_EDGE + arrow_width // 2
        edges = ((box.x + inset, box.centery), (box.right - inset, box.centery))
        room = box.width - 2 * (STEPPER_EDGE + arrow_width + STEPPER_ARROW_GAP)
        for size in (font, small):
            if width(size) <= room:
                return size, [wording], edges
        size = small
        lines = resources.wrap(wording, size, room, bold=True)
        if len(lines) == 2 and round(size * 1.2) + size <= box.height - 4:
            return size, lines, edges
        return size, [elided(resources, wording, size, room, bold=True)], edges


#: The least room between a stepper's arrow and its value, and between an arrow moved out to
#: the box's edge and that edge (logical px).
STEPPER_ARROW_GAP = 8
STEPPER_EDGE = 6


def elided(resources: Resources, wording: str, size: int, width: int,
           bold: bool = False) -> str:
    """``wording`` as drawn in ``width`` px at ``size``: whole when it fits, else cut and
    ended in "…" (:func:`sevens.ui.geometry.text.elided`, measured by ``resources``)."""
    return cut_to_width(wording, width, lambda line, size, bold: resources.font(
        size, bold, line).size(line)[0], size, bold)


class TextField:
    """A one-line text box: click to focus, type, Backspace deletes, Enter submits."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], placeholder: str,
                 on_submit: Callable[[str], None] | None = None, max_length: int = 64,
                 font: int = 16, name: str = "text-field") -> None:
        self.rect = pygame.Rect(rect)
        self.font = font  # the typed text's size; the placeholder is a point smaller
        self.placeholder = placeholder
        self.on_submit = on_submit
        self.max_length = max_length
        self.value = ""
        self.focused = False  # the typing goes here (a click in the box, or Tab's ring)
        self.name = name

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Focus on click; while focused, take text input and editing keys."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focused
            self.focused = self.rect.collidepoint(event.pos)
            if self.focused and not was:
                pygame.key.start_text_input()
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.value = (self.value + event.text)[: self.max_length]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit is not None:
                    self.on_submit(self.value)
            elif event.key == pygame.K_ESCAPE:
                self.focused = False
                return True
            elif event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.paste()
            return True
        return False

    def paste(self) -> None:
        """Append the clipboard's text, when the platform offers one."""
        pasted = system_clipboard_text()
        if pasted:
            self.value = (self.value + pasted.strip())[: self.max_length]

    def draw(self, surface: pygame.Surface, resources: Resources) -> None:
        """Draw the box, its text (or its placeholder, a point smaller: on two lines where
        one is too short for it and the box tall enough) and a caret when focused."""
        border = theme.ACCENT if self.focused else theme.PANEL_BORDER
        surface.blit(resources.panel(self.rect.size, theme.PANEL, 190, radius=8, border=border),
                     self.rect)
        x, size, typed = self.rect.x + 10, self.font - 1, 0
        hint = [] if self.value else resources.wrap(self.placeholder, size, self.rect.width - 24)
        if len(hint) > 1 and 2 * (size + 5) <= self.rect.height:
            draw_lines(surface, resources, hint[:2], size, theme.TEXT_MUTED,
                       (x, self.rect.centery), size + 5, left=True)
        else:
            shown = resources.text(self.value, self.font, theme.TEXT) if self.value \
                else resources.text(self.placeholder, size, theme.TEXT_MUTED)
            clip = surface.get_clip()
            surface.set_clip(self.rect.inflate(-12, 0))
            if self.value:
                typed = shown.get_width()
                x = min(x, self.rect.right - 14 - typed)  # the end of a long text in view
            surface.blit(shown, shown.get_rect(midleft=(x, self.rect.centery)))
            surface.set_clip(clip)
        if self.focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            caret_x = min(self.rect.right - 12, x + typed + 2)
            pygame.draw.line(surface, theme.TEXT, (caret_x, self.rect.y + 8),
                             (caret_x, self.rect.bottom - 8), 2)


def draw_panel(surface: pygame.Surface, resources: Resources, rect: pygame.Rect,
               alpha: int = theme.PANEL_ALPHA, border: theme.Colour | None = None,
               radius: int = 12) -> None:
    """A translucent dark-green rounded panel."""
    surface.blit(resources.panel(rect.size, theme.PANEL, alpha, radius=radius, border=border),
                 rect)


def draw_lines(surface: pygame.Surface, resources: Resources, lines: Sequence[str], size: int,
               colour: theme.Colour, centre: tuple[int, int], pitch: int,
               bold: bool = False, left: bool = False) -> None:
    """``lines`` at ``size``, ``pitch`` px apart, the block centred on ``centre``'s height,
    each line centred across ``centre`` (a button's label, a stepper's value) or, ``left``,
    starting at it (a stepper's label, a text field's hint)."""
    top = centre[1] - pitch * (len(lines) - 1) / 2
    for index, line in enumerate(lines):
        rendered = resources.text(line, size, colour, bold=bold)
        where = (centre[0], round(top + index * pitch))
        surface.blit(rendered, rendered.get_rect(midleft=where) if left
                     else rendered.get_rect(center=where))


def draw_star(surface: pygame.Surface, centre: tuple[float, float], radius: float,
              colour: theme.Colour) -> None:
    """A filled five-pointed star, point up, with smooth edges."""
    points = []
    for corner in range(10):  # the points, and the inner corners between them
        reach = radius if corner % 2 == 0 else radius * 0.42
        angle = math.pi * corner / 5 - math.pi / 2
        points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.aalines(surface, colour, True, points)
