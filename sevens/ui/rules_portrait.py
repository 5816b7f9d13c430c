"""The rules page laid out for a phone held upright (issue 30): one column, thumb-sized.

On any phone held upright (a canvas 1280 tall or more) the text is 24 logical px (12 CSS px at
360 px wide) and every button 88 px tall (44 CSS px). The rule sentences and the words they
use do not fit one screen at that size, so they are packed into pages — the rules first, then
the words, a page never splitting a bullet or a word's definition — turned with ◀ and ▶ beside
Back; a shorter phone has more pages. The keyboard keys line is left out (a phone has no keys).
Only a tablet's shorter canvas is pressed together
(:func:`~sevens.ui.menu_layout.portrait_squeeze`).

A phone turned sideways (``compact``: a landscape canvas shown at 0.5–0.6 CSS px a logical px)
gets the same page across its width, unpressed: 88-px buttons, 24-px text, fewer lines a page.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.ui import theme
from sevens.ui.menu_layout import MARGIN, portrait_squeeze
from sevens.ui.messages import text
from sevens.ui.resources import Resources
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button, PageTurner, draw_panel

__all__ = ["PortraitRules", "RulesPage"]


@dataclass(frozen=True)
class RulesPage:
    """One screenful: its heading and its lines as (text, x offset, accent)."""

    heading: str
    lines: tuple[tuple[str, int, bool], ...]


class PortraitRules(PageTurner):
    """The portrait rules page's places, pages and buttons for one canvas size."""

    @property
    def page_count(self) -> int:
        """How many pages there are."""
        return len(self.pages)

    def __init__(self, size: tuple[int, int], resources: Resources,
                 lines: list[str], terms: list[tuple[str, str]], back: Button,
                 compact: bool = False) -> None:
        width, height = size
        self.squeeze = 1.0 if compact else portrait_squeeze(height)
        self.body = max(11, round(24 * self.squeeze))  # 12 CSS px at 360 px wide
        self.line_height = max(13, round(29 * self.squeeze))
        self.title_size = max(14, round(40 * self.squeeze))
        self.name_size = max(12, round(27 * self.squeeze))
        tall = round(THUMB_HEIGHT * self.squeeze)
        inner = width - 2 * MARGIN
        bottom = height - round(24 * self.squeeze) - tall
        self.panel = pygame.Rect(MARGIN, round(130 * self.squeeze), inner,
                                 bottom - round(16 * self.squeeze) - round(130 * self.squeeze))
        arrow = round(inner * 0.22)
        self.previous_button = Button((MARGIN, bottom, arrow, tall), "\u25c0", self.previous,
                                      size=self.name_size, name="previous")
        self.next_button = Button((width - MARGIN - arrow, bottom, arrow, tall), "\u25b6",
                                  self.next, size=self.name_size, name="next")
        back.rect = pygame.Rect(MARGIN + arrow + 16, bottom, inner - 2 * arrow - 32, tall)
        back.size = self.name_size
        self.back_button = back
        self.pages = self.paginate(resources, lines, terms)
        self.page = 0
        self.update_buttons()

    @property
    def buttons(self) -> list[Button]:
        """Back, and the page turners."""
        return [self.back_button, self.previous_button, self.next_button]

    def paginate(self, resources: Resources, lines: list[str],
                 terms: list[tuple[str, str]]) -> list[RulesPage]:
        """Pack the bullets, then the terms, into pages that fit :attr:`panel`."""
        size, room = self.body, self.panel.height - 2 * 16 - self.line_height
        width = self.panel.width - 2 * 18
        blocks: list[tuple[str, list[tuple[str, int, bool]]]] = []
        for line in lines:
            parts = resources.wrap(line, size, width - 28)
            blocks.append((text("rules.title"), [(part, 28, False) for part in parts]))
        for term, definition in terms:
            parts = resources.wrap(definition, size, width - 16)
            blocks.append((text("rules.terms"), [(term, 0, True)]
                           + [(part, 16, False) for part in parts]))
        pages: list[RulesPage] = []
        current: list[tuple[str, int, bool]] = []
        heading = blocks[0][0] if blocks else text("rules.title")
        for block_heading, block in blocks:
            needed = len(block) * self.line_height + 4
            used = sum(self.line_height if line else 4 for line, _x, _accent in current)
            if current and (block_heading != heading or used + needed > room):
                pages.append(RulesPage(heading, tuple(current)))
                current = []
            heading = block_heading
            current.extend(block)
            current.append(("", 0, False))  # a little space between two blocks
        if current:
            pages.append(RulesPage(heading, tuple(current)))
        return pages

    def draw(self, surface: pygame.Surface, resources: Resources, rules_id: str) -> None:
        """Title, the rule system's name, this page in its panel, the buttons."""
        surface.blit(resources.felt, (0, 0))
        title = resources.text(text("rules.title"), self.title_size, theme.TEXT, bold=True)
        surface.blit(title, (MARGIN, round(20 * self.squeeze)))
        name = resources.text(text(f"preset.{rules_id}.title"), self.name_size, theme.ACCENT,
                              bold=True)
        surface.blit(name, (MARGIN + 2, round(78 * self.squeeze)))
        draw_panel(surface, resources, self.panel, alpha=150)
        page = self.pages[self.page]
        x, y = self.panel.x + 18, self.panel.y + 16
        heading = resources.text(page.heading, self.body, theme.ACCENT, bold=True)
        surface.blit(heading, (x, y))
        count = resources.text(f"{self.page + 1}/{len(self.pages)}", self.body,
                               theme.TEXT_MUTED)
        surface.blit(count, (self.panel.right - 18 - count.get_width(), y))
        y += self.line_height + 4
        first = True
        for line, offset, accent in page.lines:
            if not line:
                y += 4
                first = True
                continue
            if first and offset == 28:
                surface.blit(resources.text("\u2022", self.body, theme.ACCENT), (x, y))
            first = False
            colour = theme.ACCENT if accent else theme.TEXT
            surface.blit(resources.text(line, self.body, colour, bold=accent), (x + offset, y))
            y += self.line_height
        for button in self.buttons:
            button.draw(surface, resources)
