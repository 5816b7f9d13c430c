"""Painting the layout toolkit's places (:mod:`sevens.ui.geometry`) with pygame: placed
:class:`~sevens.ui.geometry.text.Words` in the theme's colours, and the text measures the
layouts are handed (:func:`measure_of`), a page of words on the felt (:func:`draw_page`) and a
scroll region's bar (:func:`draw_scrollbar`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.text import Measure, ScrollRegion, Tone, Words
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["colour_of", "draw_page", "draw_scrollbar", "draw_words", "measure_of"]


def colour_of(tone: Tone) -> theme.Colour:
    """The theme's colour for ``tone`` (read when drawn, so high contrast shows at once)."""
    return {"text": theme.TEXT, "accent": theme.ACCENT, "muted": theme.TEXT_MUTED,
            "danger": theme.DANGER, "good": theme.GOOD}[tone]


def draw_words(surface: pygame.Surface, resources: Resources, words: Iterable[Words]) -> None:
    """Draw each line of ``words`` where its place says."""
    for line in words:
        if not line.text:
            continue
        rendered = resources.text(line.text, line.size, colour_of(line.tone), bold=line.bold)
        box = rendered.get_rect(**{line.anchor: (line.x, line.y)})
        surface.blit(rendered, box)


def measure_of(resources: Resources) -> Measure:
    """The width a line is drawn at (``measure(text, size, bold)``), for a layout."""

    def measure(string: str, size: int, bold: bool = False) -> int:
        return resources.font(size, bold, string).size(string)[0]

    return measure


def draw_page(surface: pygame.Surface, resources: Resources, panels: Iterable[Box],
              words: Iterable[Words]) -> None:
    """A page of words (the rules, the statistics, the house rules): the felt, its
    ``panels`` and its ``words``."""
    surface.blit(resources.felt, (0, 0))
    for panel in panels:
        draw_panel(surface, resources, pygame.Rect(panel), alpha=150)
    draw_words(surface, resources, words)


def draw_scrollbar(surface: pygame.Surface, track: Box, region: ScrollRegion,
                   tone: Tone = "accent", least: int = 24) -> None:
    """A thin bar in ``track`` telling where the view onto ``region``'s content is, in
    whatever unit it counts (only when it scrolls): the track in the panels' border colour,
    the thumb in ``tone``, at least ``least`` px long."""
    if region.longest <= 0:
        return
    bar = pygame.Rect(track)
    radius = (bar.width + 1) // 2
    length = max(least, bar.height * region.height // region.content)
    top = bar.y + (bar.height - length) * region.offset // region.longest
    pygame.draw.rect(surface, theme.PANEL_BORDER, bar, border_radius=radius)
    pygame.draw.rect(surface, colour_of(tone), (bar.x, top, bar.width, length),
                     border_radius=radius)
