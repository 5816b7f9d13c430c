"""Drawing the rules page from its places (:class:`~sevens.ui.scenes.rules.layout.RulesPlaces`):
the felt, the panels, the page's words, the buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sevens.ui.painting import draw_words
from sevens.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from sevens.ui.resources import Resources
    from sevens.ui.scenes.rules.layout import RulesPlaces

__all__ = ["draw_rules"]


def draw_rules(surface: pygame.Surface, resources: Resources, places: RulesPlaces, page: int,
               buttons: Sequence[Button]) -> None:
    """Page ``page`` of the rules as ``places`` lay it out, and ``buttons``."""
    surface.blit(resources.felt, (0, 0))
    for panel in places.panels:
        draw_panel(surface, resources, pygame.Rect(panel), alpha=150)
    draw_words(surface, resources, places.frame)
    draw_words(surface, resources, places.pages[page].words)
    for button in buttons:
        button.draw(surface, resources)
