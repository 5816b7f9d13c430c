"""The statistics screen laid out for a phone held upright (issue 30): one card per rule
system played, thumb-sized.

On a 720×1558 canvas (390×844 CSS px) the text is 23 logical px (12 CSS px) and the two
buttons (Clear statistics, Back) 88 px tall (44 CSS px, and on a 360-px-wide phone too). Each
card names the rule system, its deals, matches, wins and abandoned matches, and the average a
deal, with the chart of its last deals at the right. A shorter upright canvas presses the
layout together as the portrait menu does (:mod:`sevens.ui.menu_layout`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.menu_layout import DESIGN_HEIGHT, MARGIN
from sevens.ui.messages import text
from sevens.ui.persist import stats_of
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from sevens.ui.screens import StatsScene

__all__ = ["PortraitStats"]

#: The chart's width at the right of each card.
CHART_WIDTH = 170


class PortraitStats:
    """The portrait statistics screen's sizes and buttons for one canvas size."""

    def __init__(self, size: tuple[int, int], buttons: list[Button]) -> None:
        width, height = size
        self.size = size
        self.squeeze = min(1.0, height / DESIGN_HEIGHT)
        self.body = max(11, round(23 * self.squeeze))
        self.name_size = max(12, round(26 * self.squeeze))
        self.title_size = max(14, round(40 * self.squeeze))
        self.line_height = max(13, round(29 * self.squeeze))
        tall = round(THUMB_HEIGHT * self.squeeze)
        inner = width - 2 * MARGIN
        self.bottom = height - round(24 * self.squeeze) - tall
        back, clear = (next(button for button in buttons if button.name == name)
                       for name in ("back", "clear"))
        clear.rect = pygame.Rect(MARGIN, self.bottom, inner // 2 - 8, tall)
        back.rect = pygame.Rect(MARGIN + inner // 2 + 8, self.bottom, inner - inner // 2 - 8,
                                tall)
        for button in (back, clear):
            button.size = max(12, round(27 * self.squeeze))
        #: the panel ends over the buttons (and over the choice of whose statistics)
        self.panel_bottom = self.bottom
        for whose in (button for button in buttons if button.name == "whose"):
            whose.rect = pygame.Rect(MARGIN, self.bottom - tall - 12, inner, tall)
            whose.size = back.size
            self.panel_bottom = whose.rect.y

    def draw(self, scene: StatsScene, surface: pygame.Surface, played: list[str]) -> None:
        """Title, the intro, one card per rule system played, the daily line, the buttons."""
        resources = scene.app.resources
        surface.blit(resources.felt, (0, 0))
        body, line_height = self.body, self.line_height
        surface.blit(resources.text(text("stats.title"), self.title_size, theme.TEXT,
                                    bold=True), (MARGIN, round(20 * self.squeeze)))
        width = self.size[0] - 2 * MARGIN
        y = round(84 * self.squeeze)
        for line in resources.wrap(text("stats.intro"), body, width)[:3]:
            surface.blit(resources.text(line, body, theme.TEXT_MUTED), (MARGIN, y))
            y += line_height
        y += 10
        daily = scene.app.daily.summary()
        daily_lines = resources.wrap(daily, body, width)[:2] if daily else []
        panel = pygame.Rect(MARGIN, y, width,
                            self.panel_bottom - 16 - len(daily_lines) * line_height - y - 8)
        draw_panel(surface, resources, panel, alpha=150)
        if not played:
            for index, line in enumerate(resources.wrap(text("stats.none"), body,
                                                         width - 40)):
                surface.blit(resources.text(line, body, theme.TEXT_MUTED),
                             (panel.x + 20, panel.y + 18 + index * line_height))
        y = panel.y + 14
        text_width = width - 40 - CHART_WIDTH - 16
        for key in played:
            entry = stats_of(scene.app.stats, scene.whose)[key]
            name, deals, matches, wins, abandoned, average = scene.row_values(key, entry)
            lines: list[str] = []  # each count whole, as many to a line as fit
            for label, value in (("stats.deals", deals), ("stats.matches", matches),
                                 ("stats.wins", wins), ("stats.abandoned", abandoned)):
                item = f"{text(label)} {value}"
                joined = f"{lines[-1]} · {item}" if lines else item
                if lines and resources.font(body, False, joined).size(joined)[0] <= text_width:
                    lines[-1] = joined
                else:
                    lines.append(item)
            lines += resources.wrap(f"{text('stats.average')} {average}", body, text_width)
            top = y
            surface.blit(resources.text(name, self.name_size, theme.ACCENT, bold=True),
                         (panel.x + 20, y))
            y += round(self.name_size * 1.35)
            for line in lines:
                surface.blit(resources.text(line, body, theme.TEXT), (panel.x + 20, y))
                y += line_height
            history = [value for value in entry.get("history", [])
                       if isinstance(value, int | float)]
            chart = pygame.Rect(panel.right - 20 - CHART_WIDTH, top + 8, CHART_WIDTH,
                                max(40, y - top - 24 - line_height))
            scene.draw_history(surface, chart, history, scene.scoring_of(key, entry),
                               label_size=body)
            y += 12
            pygame.draw.line(surface, theme.PANEL_BORDER, (panel.x + 16, y - 6),
                             (panel.right - 16, y - 6))
        y = panel.bottom + 8
        for line in daily_lines:
            surface.blit(resources.text(line, body, theme.ACCENT), (MARGIN, y))
            y += line_height
        for button in scene.buttons:
            button.draw(surface, resources)
        if scene.dialog is not None:
            scene.dialog.draw(surface, resources)
