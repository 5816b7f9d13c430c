"""Painting the layout toolkit's places (:mod:`sevens.ui.geometry`) with pygame: placed
:class:`~sevens.ui.geometry.text.Words` in the theme's colours, and the text measures the
layouts are handed (:func:`measure_of`), and a page of words on the felt (:func:`draw_page`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.text import Measure, Tone, Words
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["colour_of", "draw_page", "draw_words", "measure_of"]


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
