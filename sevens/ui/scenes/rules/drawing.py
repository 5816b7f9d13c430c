"""Drawing the rules page from its places (:class:`~sevens.ui.scenes.rules.layout.RulesPlaces`):
a page of words on the felt, and the buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sevens.ui.painting import draw_page

if TYPE_CHECKING:
    import pygame

    from sevens.ui.geometry.text import Words
    from sevens.ui.resources import Resources
    from sevens.ui.scenes.rules.layout import RulesPlaces
    from sevens.ui.widgets import Button

__all__ = ["draw_rules"]


def draw_rules(surface: pygame.Surface, resources: Resources, places: RulesPlaces,
               page: Sequence[Words], buttons: Sequence[Button]) -> None:
    """The page of words ``page`` in the rules' panels, and ``buttons``."""
    draw_page(surface, resources, places.panels, [*places.frame, *page])
    for button in buttons:
        button.draw(surface, resources)
