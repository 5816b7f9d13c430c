"""The statistics screen laid out for a phone held upright (issue 30): one card per rule
system played, thumb-sized.

On any phone held upright (a canvas 1280 tall or more) the text is 24 logical px (12 CSS px at
360 px wide) and the buttons (Clear statistics, Back) 88 px tall (44 CSS px). Each card names
the rule system, its deals, matches, wins and abandoned matches, and the average a deal, with
the chart of its last deals at the right. When the cards do not fit the panel (a shorter phone,
many rule systems played) they are shown a page at a time, turned with ◀ and ▶ over the
buttons. Only a tablet's shorter canvas is pressed together
(:func:`~sevens.ui.menu_layout.portrait_squeeze`).

A phone turned sideways (``compact``: a landscape canvas shown at 0.5–0.6 CSS px a logical px)
gets the same cards across its width, unpressed: fewer to a page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from sevens.ui import theme
from sevens.ui.menu_layout import MARGIN, portrait_squeeze
from sevens.ui.messages import text
from sevens.ui.persist import stats_of
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button, PageTurner, draw_panel

if TYPE_CHECKING:
    from sevens.ui.screens import StatsScene

__all__ = ["PortraitStats", "history_of"]

#: The chart's width at the right of each card (a phone turned sideways: wider).
CHART_WIDTH = 170
COMPACT_CHART_WIDTH = 400
#: A page turner's width on a phone turned sideways (beside Clear statistics and Back).
COMPACT_ARROW = 200


def history_of(entry: dict[str, Any]) -> list[float]:
    """A statistics entry's last deal results (whatever else a damaged entry holds left out)."""
    history = entry.get("history", [])
    if not isinstance(history, list):
        return []
    return [value for value in history if isinstance(value, int | float)]


class PortraitStats(PageTurner):
    """The portrait statistics screen's sizes, buttons and pages for one canvas size."""

    @property
    def page_count(self) -> int:
        """How many pages there are."""
        return len(self.pages)

    def __init__(self, size: tuple[int, int], buttons: list[Button],
                 compact: bool = False) -> None:
        width, height = size
        self.size = size
        self.squeeze = 1.0 if compact else portrait_squeeze(height)
        self.body = max(11, round(24 * self.squeeze))  # 12 CSS px at 360 px wide
        self.name_size = max(12, round(26 * self.squeeze))
        self.title_size = max(14, round(40 * self.squeeze))
        self.line_height = max(13, round(29 * self.squeeze))
        self.tall = tall = round(THUMB_HEIGHT * self.squeeze)
        inner = width - 2 * MARGIN
        self.bottom = height - round(24 * self.squeeze) - tall
        back, clear = (next(button for button in buttons if button.name == name)
                       for name in ("back", "clear"))
        for button in (back, clear):
            button.size = max(12, round(27 * self.squeeze))
        #: where the intro starts (under the choice of whose statistics when sideways)
        self.intro_y = round(84 * self.squeeze)
        #: the chart's width at the right of each card (wider sideways: a card is one line
        #: shorter there, and a chart not yet begun says so in fewer lines)
        self.chart_width = COMPACT_CHART_WIDTH if compact else CHART_WIDTH
        arrow = round(inner * 0.22)
        if compact:  # one row at the foot: ◀ Clear statistics  Back ▶; whose at the top
            arrow = COMPACT_ARROW
            half = (inner - 2 * arrow - 3 * 16) // 2
            clear.rect = pygame.Rect(MARGIN + arrow + 16, self.bottom, half, tall)
            back.rect = pygame.Rect(clear.rect.right + 16, self.bottom, half, tall)
            self.panel_bottom = turner_y = self.bottom
            #: where the page count goes: the title row's right end, left of whose
            self.count_centre = (width - MARGIN - 60, 12 + tall // 2)
            for whose in (button for button in buttons if button.name == "whose"):
                whose.rect = pygame.Rect(width - MARGIN - inner // 3, 12, inner // 3, tall)
                whose.size, whose.wrap = back.size, True
                self.intro_y = whose.rect.bottom + 8
                self.count_centre = (whose.rect.x - 60, whose.rect.centery)
        else:
            clear.rect = pygame.Rect(MARGIN, self.bottom, inner // 2 - 8, tall)
            back.rect = pygame.Rect(MARGIN + inner // 2 + 8, self.bottom,
                                    inner - inner // 2 - 8, tall)
            #: the panel ends over the buttons (and over the choice of whose statistics)
            self.panel_bottom = self.bottom
            for whose in (button for button in buttons if button.name == "whose"):
                whose.rect = pygame.Rect(MARGIN, self.bottom - tall - 12, inner, tall)
                whose.size = back.size
                self.panel_bottom = whose.rect.y
            turner_y = self.panel_bottom - tall - 12
            self.count_centre = (width // 2, turner_y + tall // 2)  # between the turners
        self.previous_button = Button((MARGIN, turner_y, arrow, tall), "\u25c0", self.previous,
                                      size=back.size, name="previous")
        self.next_button = Button((width - MARGIN - arrow, turner_y, arrow, tall), "\u25b6",
                                  self.next, size=back.size, name="next")
        #: the rule systems on each page (one page, with no turners, when all fit)
        self.pages: list[list[str]] = []
        self.page = 0

    @property
    def turners(self) -> list[Button]:
        """The page turners, when the cards take more than one page."""
        return [self.previous_button, self.next_button] if len(self.pages) > 1 else []

    def card_lines(self, scene: StatsScene, key: str) -> tuple[str, list[str], dict[str, Any]]:
        """One rule system's card: its name, its lines of counts and average, its entry."""
        resources = scene.app.resources
        body = self.body
        entry = stats_of(scene.app.stats, scene.whose)[key]
        name, deals, matches, wins, abandoned, average = scene.row_values(key, entry)
        text_width = self.size[0] - 2 * MARGIN - 40 - self.chart_width - 16
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
        return name, lines, entry

    def waiting_lines(self, scene: StatsScene, entry: dict[str, Any]) -> list[str]:
        """The lines a chart not yet begun says so in, at the card's right (none once it
        has begun): every word of them, however many lines they take."""
        if history_of(entry):
            return []
        return scene.app.resources.wrap(text("stats.no_history"), self.body, self.chart_width)

    def text_height(self, lines: list[str], waiting: list[str]) -> int:
        """How tall a card's words are: its name and ``lines`` at the left, ``waiting`` (a
        chart not yet begun) at the right from 8 px down."""
        return max(round(self.name_size * 1.35) + len(lines) * self.line_height,
                   8 + len(waiting) * round(self.body * 1.25))

    def card_height(self, lines: list[str], waiting: list[str] | None = None) -> int:
        """How tall a card with ``lines`` under its name (and ``waiting`` beside them) is,
        with the gap after it."""
        return self.text_height(lines, waiting or []) + 12

    def panel_rect(self, scene: StatsScene, paged: bool) -> tuple[pygame.Rect, list[str]]:
        """The cards' panel (over the turners when ``paged``) and the daily lines under it."""
        resources = scene.app.resources
        width = self.size[0] - 2 * MARGIN
        intro = resources.wrap(text("stats.intro"), self.body, width)[:3]
        y = self.intro_y + len(intro) * self.line_height + 10
        daily = scene.app.daily.summary()
        daily_lines = resources.wrap(daily, self.body, width)[:2] if daily else []
        bottom = self.previous_button.rect.y if paged else self.panel_bottom
        return (pygame.Rect(MARGIN, y, width,
                            bottom - 16 - len(daily_lines) * self.line_height - y - 8),
                daily_lines)

    def paginate(self, scene: StatsScene, played: list[str]) -> None:
        """Pack the cards of ``played`` into pages that fit the panel, whole cards only."""
        heights = []
        for key in played:
            _name, lines, entry = self.card_lines(scene, key)
            heights.append(self.card_height(lines, self.waiting_lines(scene, entry)))
        panel, _daily = self.panel_rect(scene, paged=False)
        self.pages = [list(played)]
        if sum(heights) + 14 > panel.height:
            panel, _daily = self.panel_rect(scene, paged=True)
            self.pages, used = [[]], 14
            for key, height in zip(played, heights, strict=True):
                if self.pages[-1] and used + height > panel.height:
                    self.pages.append([])
                    used = 14
                self.pages[-1].append(key)
                used += height
        self.page = min(self.page, len(self.pages) - 1)
        self.update_buttons()

    def draw(self, scene: StatsScene, surface: pygame.Surface, played: list[str]) -> None:
        """Title, the intro, this page's cards (one per rule system played), the daily
        line, the buttons."""
        resources = scene.app.resources
        surface.blit(resources.felt, (0, 0))
        body, line_height = self.body, self.line_height
        surface.blit(resources.text(text("stats.title"), self.title_size, theme.TEXT,
                                    bold=True), (MARGIN, round(20 * self.squeeze)))
        width = self.size[0] - 2 * MARGIN
        y = self.intro_y
        for line in resources.wrap(text("stats.intro"), body, width)[:3]:
            surface.blit(resources.text(line, body, theme.TEXT_MUTED), (MARGIN, y))
            y += line_height
        panel, daily_lines = self.panel_rect(scene, paged=bool(self.turners))
        draw_panel(surface, resources, panel, alpha=150)
        if not played:
            for index, line in enumerate(resources.wrap(text("stats.none"), body,
                                                         width - 40)):
                surface.blit(resources.text(line, body, theme.TEXT_MUTED),
                             (panel.x + 20, panel.y + 18 + index * line_height))
        shown = self.pages[self.page] if self.pages else played
        y = panel.y + 14
        for key in shown:
            name, lines, entry = self.card_lines(scene, key)
            top = y
            surface.blit(resources.text(name, self.name_size, theme.ACCENT, bold=True),
                         (panel.x + 20, y))
            y += round(self.name_size * 1.35)
            for line in lines:
                surface.blit(resources.text(line, body, theme.TEXT), (panel.x + 20, y))
                y += line_height
            history = history_of(entry)
            waiting = self.waiting_lines(scene, entry)
            chart = pygame.Rect(panel.right - 20 - self.chart_width, top + 8, self.chart_width,
                                max(40, y - top - 24 - line_height))
            if waiting:  # not yet begun: its words take the card's height, and more if need be
                chart.height = len(waiting) * round(body * 1.25)
            scene.draw_history(surface, chart, history, scene.scoring_of(key, entry),
                               label_size=body)
            y = top + self.text_height(lines, waiting) + 12
            pygame.draw.line(surface, theme.PANEL_BORDER, (panel.x + 16, y - 6),
                             (panel.right - 16, y - 6))
        y = panel.bottom + 8
        for line in daily_lines:
            surface.blit(resources.text(line, body, theme.ACCENT), (MARGIN, y))
            y += line_height
        if self.turners:
            count = resources.text(f"{self.page + 1}/{len(self.pages)}", body, theme.TEXT_MUTED)
            surface.blit(count, count.get_rect(center=self.count_centre))
        for button in [*scene.buttons, *self.turners]:
            button.draw(surface, resources)
        if scene.dialog is not None:
            scene.dialog.draw(surface, resources)
