"""Drawing the Seats screen from its places (:class:`~.layout.SeatsPlaces`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.painting import draw_words
from sevens.ui.scenes.seats.layout import SeatsPlaces
from sevens.ui.widgets import Button, Stepper, TextField

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["draw_seats"]


def draw_seats(surface: pygame.Surface, resources: Resources, places: SeatsPlaces,
               steppers: Sequence[Stepper], editing: str | None, field: TextField | None,
               field_label: str, message: str, page: int, buttons: Sequence[Button]) -> None:
    """The title and its line, ``page``'s count (when there are pages), the ``steppers`` on
    show (the name the box would change, ``editing``, ringed), the name box with its label
    or a refusal in its place (``field``; None when no name is edited) and ``buttons``."""
    surface.blit(resources.felt, (0, 0))
    draw_words(surface, resources, [*places.words, *places.counts[page:page + 1]])
    for stepper in steppers:
        stepper.draw(surface, resources)
        if stepper.name == editing:
            pygame.draw.rect(surface, theme.ACCENT, stepper.value_rect, width=2,
                             border_radius=8)
    # the name box's label, or in its place a refusal
    label = resources.text(message or field_label, places.small_font,
                           theme.DANGER if message else theme.TEXT_MUTED)
    if field is not None or message:
        surface.blit(label, label.get_rect(bottomleft=(places.field.x + 4,
                                                       places.field_label_y)))
    if field is not None:
        field.draw(surface, resources)
    for button in buttons:
        button.draw(surface, resources)
