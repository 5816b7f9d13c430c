"""The statistics' small bar chart of a rule system's last deals (landscape and portrait)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.messages import text

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

#: The chart's words on the desktop table (its scale and "no chart yet"): 13 logical px, 11.7
#: CSS px on a page showing 0.9 CSS px a logical px (the UI's smallest text is 12).
TEXT_SIZE = 13
#: Room between the last bar and the scale beside it (desktop).
LABEL_GAP = 6
#: The room kept for the scale beside the bars (desktop), so that every row's bars have the
#: same width; a wider scale (a long number) takes more.
LABEL_ROOM = 56


def draw_history(resources: Resources, surface: pygame.Surface, rect: pygame.Rect,
                 history: list[float], scoring: str, label_size: int | None = None) -> None:
    """A small bar chart of the last deals, oldest left: gains up in green, losses down
    in red around a zero line (penalty points: up, in red, lower is better). Its scale
    (the largest value) stands at the right of the bars, both inside ``rect`` in every
    language; with a ``label_size`` (a portrait card) its words are that size and the scale
    stands under the chart, at its right edge."""
    size = label_size or TEXT_SIZE
    if not history:
        lines = resources.wrap(text("stats.no_history"), size, rect.width)
        step = round(size * 1.25)
        lines = lines[:max(1, rect.height // step)] if label_size is not None else lines[:2]
        top = rect.y if label_size is not None else rect.centery - (len(lines) * step) // 2
        for index, line in enumerate(lines):
            surface.blit(resources.text(line, size, theme.TEXT_MUTED),
                         (rect.x, top + index * step))
        return
    penalty = scoring in ("penalty-count", "penalty-pips")
    largest = max(abs(value) for value in history) or 1.0
    baseline = rect.bottom if penalty or min(history) >= 0 else rect.centery
    reach = rect.height if baseline == rect.bottom else rect.height // 2
    key = "stats.chart_range" if baseline == rect.centery else "stats.chart_top"
    label = resources.text(text(key, value=f"{largest:g}"), size, theme.TEXT_MUTED)
    # Beside the bars (desktop) the scale takes its room from the bars' side of the chart.
    room = max(LABEL_ROOM, label.get_width()) + LABEL_GAP
    right = rect.right if label_size is not None else rect.right - room
    pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x, baseline), (right, baseline))
    pitch = max(2, min(10, (right - rect.x) // max(1, len(history))))
    for index, value in enumerate(history):
        height = max(1, round(abs(value) / largest * (reach - 2))) if value else 1
        x = rect.x + index * pitch
        if penalty:
            colour = theme.DANGER
            bar = pygame.Rect(x, baseline - height, pitch - 1, height)
        elif value >= 0:
            colour = theme.GOOD if value > 0 else theme.TEXT_MUTED
            bar = pygame.Rect(x, baseline - height, pitch - 1, height)
        else:
            colour = theme.DANGER
            bar = pygame.Rect(x, baseline, pitch - 1, height)
        surface.fill(colour, bar)
    if label_size is None:
        x = min(rect.x + len(history) * pitch + LABEL_GAP, rect.right - label.get_width())
        surface.blit(label, (x, rect.y))
    else:  # under the chart, at its right edge
        surface.blit(label, label.get_rect(topright=(rect.right, rect.bottom + 4)))
