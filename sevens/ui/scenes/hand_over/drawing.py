"""Drawing the hand-over screen from its places: the felt darkened, the words, the buttons;
never the table beneath nor a card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sevens.ui.painting import draw_words
from sevens.ui.scenes.hand_over.layout import HandOverPlaces
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    import pygame

    from sevens.ui.resources import Resources

__all__ = ["draw_hand_over"]


def draw_hand_over(surface: pygame.Surface, resources: Resources, places: HandOverPlaces,
                   buttons: Sequence[Button]) -> None:
    """The felt, darkened, the next person's name, the hidden-hands line and ``buttons``."""
    size = surface.get_size()
    surface.blit(resources.felt, (0, 0))
    surface.blit(resources.panel(size, (0, 0, 0), 150, radius=0), (0, 0))
    draw_words(surface, resources, places.words)
    for button in buttons:
        button.draw(surface, resources)
