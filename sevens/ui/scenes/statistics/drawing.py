"""Drawing the statistics from their places
(:class:`~sevens.ui.scenes.statistics.layout.StatsPlaces`): the felt, the panel, the words,
each rule system's chart of its last deals, the buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sevens.app.translation import text
from sevens.ui import theme
from sevens.ui.painting import draw_page
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.resources import Resources
    from sevens.ui.scenes.statistics.layout import ChartPlace, StatsPlaces

__all__ = ["LABEL_GAP", "LABEL_ROOM", "draw_chart", "draw_statistics"]

#: Room between the last bar and the scale beside it (the table).
LABEL_GAP = 6
#: The room kept for the scale beside the bars (the table), so that every line's bars have
#: the same width; a wider scale (a long number) takes more.
LABEL_ROOM = 56


def draw_statistics(surface: pygame.Surface, resources: Resources, places: StatsPlaces,
                    page: int, buttons: Sequence[Button]) -> None:
    """Page ``page`` of the statistics as ``places`` lay it out, and ``buttons``."""
    shown = places.pages[page]
    draw_page(surface, resources, [places.panel], [*places.frame, *shown.words])
    for left, right, y in shown.separators:
        pygame.draw.line(surface, theme.PANEL_BORDER, (left, y), (right, y))
    for chart in shown.charts:
        draw_chart(resources, surface, chart)
    for button in buttons:
        button.draw(surface, resources)


def draw_chart(resources: Resources, surface: pygame.Surface, chart: ChartPlace) -> None:
    """A small bar chart of the last deals, oldest left: gains up in green, losses down in
    red around a zero line (penalty points: up, in red, lower is better). Its scale (the
    largest value) stands at the right of the bars (the table) or under the chart at its
    right edge (a card), inside the chart's box in every language; a chart not yet begun
    draws nothing here (the layout places its words)."""
    rect, history, size = pygame.Rect(chart.box), chart.line.history, chart.text_size
    if not history:  # its words are the layout's, placed with the page's
        return
    penalty = chart.line.scoring in ("penalty-count", "penalty-pips")
    largest = max(abs(value) for value in history) or 1.0
    baseline = rect.bottom if penalty or min(history) >= 0 else rect.centery
    reach = rect.height if baseline == rect.bottom else rect.height // 2
    key = "stats.chart_range" if baseline == rect.centery else "stats.chart_top"
    label = resources.text(text(key, value=f"{largest:g}"), size, theme.TEXT_MUTED)
    # Beside the bars (the table) the scale takes its room from the bars' side of the chart.
    room = max(LABEL_ROOM, label.get_width()) + LABEL_GAP
    right = rect.right if chart.scale_below else rect.right - room
    pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x, baseline), (right, baseline))
    pitch = max(2, min(10, (right - rect.x) // max(1, len(history))))
    for index, value in enumerate(history):
        height = max(1, round(abs(value) / largest * (reach - 2))) if value else 1
        up = penalty or value >= 0
        colour = theme.DANGER if penalty or value < 0 else theme.GOOD if value else theme.TEXT_MUTED
        surface.fill(colour, (rect.x + index * pitch, baseline - height if up else baseline,
                              pitch - 1, height))
    if chart.scale_below:  # under the chart, at its right edge
        surface.blit(label, label.get_rect(topright=(rect.right, rect.bottom + 4)))
    else:
        x = min(rect.x + len(history) * pitch + LABEL_GAP, rect.right - label.get_width())
        surface.blit(label, (x, rect.y))
