"""The statistics' small bar chart of a rule system's last deals (landscape and portrait)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.messages import text

if TYPE_CHECKING:
    from sevens.ui.resources import Resources


def draw_history(resources: Resources, surface: pygame.Surface, rect: pygame.Rect,
                 history: list[float], scoring: str, label_size: int | None = None) -> None:
    """A small bar chart of the last deals, oldest left: gains up in green, losses down
    in red around a zero line (penalty points: up, in red, lower is better). With a
    ``label_size`` (a portrait card) its words are that size and stay inside ``rect``."""
    if not history and label_size is not None:
        for index, line in enumerate(resources.wrap(text("stats.no_history"), label_size,
                                                    rect.width)[:3]):
            surface.blit(resources.text(line, label_size, theme.TEXT_MUTED),
                         (rect.x, rect.y + index * round(label_size * 1.25)))
        return
    if not history:
        surface.blit(resources.text(text("stats.no_history"), 13, theme.TEXT_MUTED),
                     (rect.x, rect.centery - 8))
        return
    penalty = scoring in ("penalty-count", "penalty-pips")
    largest = max(abs(value) for value in history) or 1.0
    baseline = rect.bottom if penalty or min(history) >= 0 else rect.centery
    reach = rect.height if baseline == rect.bottom else rect.height // 2
    pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x, baseline), (rect.right, baseline))
    pitch = max(3, min(10, rect.width // max(1, len(history))))
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
    key = "stats.chart_range" if baseline == rect.centery else "stats.chart_top"
    label = resources.text(text(key, value=f"{largest:g}"), label_size or 11,
                           theme.TEXT_MUTED)
    if label_size is None:
        surface.blit(label, (rect.x + len(history) * pitch + 6, rect.y))
    else:  # under the chart, at its right edge
        surface.blit(label, label.get_rect(topright=(rect.right, rect.bottom + 4)))
