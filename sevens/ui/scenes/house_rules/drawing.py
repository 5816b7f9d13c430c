"""Drawing the house-rules editor from its places
(:class:`~sevens.ui.scenes.house_rules.layout.HouseRulesPlaces`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sevens.ui.geometry.page import lines_at
from sevens.ui.geometry.text import Tone
from sevens.ui.painting import draw_page, draw_words, measure_of
from sevens.ui.scenes.house_rules.layout import HouseRulesPlaces, fitted_lines
from sevens.ui.widgets import Button, Stepper

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["draw_house_rules"]


def note_lines(resources: Resources, places: HouseRulesPlaces, note: str
               ) -> tuple[int, list[str]]:
    """An option's note as it is drawn in its slot: its type (the first of the layout's
    sizes at which it takes no more lines than the slot keeps) and its lines, the last one
    ending in … when the note is longer even at the smallest."""
    return fitted_lines(resources.wrap, measure_of(resources), note, places.note_sizes,
                        places.note_width, places.note_lines)


def draw_house_rules(surface: pygame.Surface, resources: Resources, places: HouseRulesPlaces,
                     page: int, shown: Sequence[Stepper],
                     notes: dict[str, tuple[str, Tone]], error: str,
                     buttons: Sequence[Button]) -> None:
    """The editor on ``page``: the title (and page count), the intro or in its place a
    refusal, the options ``shown`` with their ``notes``, the refusal ``error``, and
    ``buttons``."""
    draw_page(surface, resources, [places.panel],
              [places.title, *([] if error else places.intro), *places.counts[page:page + 1]])
    if error:  # in the intro's place
        x, y, width, size, pitch, most = places.error
        _, lines = fitted_lines(resources.wrap, measure_of(resources), error, (size,), width,
                                most)
        draw_words(surface, resources, lines_at(lines, x, y, size, pitch, "danger"))
    for stepper in shown:
        stepper.draw(surface, resources)
        note = notes.get(stepper.name)
        if note is None:
            continue
        wording, tone = note
        size, lines = note_lines(resources, places, wording)
        draw_words(surface, resources, lines_at(lines, stepper.rect.x, stepper.rect.bottom
                                                + places.note_gap, size, places.note_pitch, tone))
    for button in buttons:
        button.draw(surface, resources)
