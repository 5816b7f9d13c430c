"""Painting the results from their places
(:class:`~sevens.ui.scenes.results.layout.ResultsPlaces`): the felt, each layer's panels,
rules, card faces, headings, words, card words and stars, then the buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sevens.app.translation import card_text
from sevens.cards import Card
from sevens.ui import theme
from sevens.ui.painting import draw_words
from sevens.ui.widgets import Button, draw_star

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator
    from sevens.ui.resources import Resources
    from sevens.ui.scenes.results.places import Layer, Panel, ResultsPlaces

__all__ = ["card_ink", "draw_results"]

#: How far a suit's colour is lightened towards white, to read on the dark felt.
LIGHTEN = 0.5


def card_ink(code: str, four_colour: bool) -> theme.Colour:
    """The colour card ``code`` is written in on the felt: its suit's, lightened; a black
    suit in the text's colour."""
    suit = Card.parse(code).suit
    ink = theme.suit_colour(suit, four_colour)
    if ink == theme.suit_colour(0, four_colour):  # spades' black (and clubs' in two colours)
        return theme.TEXT
    return tuple(round(part + (255 - part) * LIGHTEN) for part in ink)  # type: ignore[return-value]


def draw_panel_of(surface: pygame.Surface, resources: Resources, panel: Panel) -> None:
    """One panel in its style (see :class:`~sevens.ui.scenes.results.places.Panel`)."""
    box = pygame.Rect(panel.box)
    colour, border, width = {
        "summary": (theme.PANEL, theme.PANEL_BORDER, 1), "banner": (theme.PANEL, theme.ACCENT, 3),
        "lit": (theme.ACCENT, None, 1), "legend_focus": (theme.ACCENT, None, 1),
        "focus": (theme.TEXT, None, 1)}.get(panel.style, (theme.PANEL, None, 1))
    if panel.style == "sheet":  # opaque: the settlement under it does not show through
        surface.fill(theme.FELT_EDGE, box)
    surface.blit(resources.panel(box.size, colour, panel.alpha, radius=panel.radius,
                                 border=border, border_width=width), box)


def draw_layer(surface: pygame.Surface, app: Navigator, layer: Layer) -> None:
    """One layer of the results, in its order."""
    resources = app.resources
    for panel in layer.panels:
        draw_panel_of(surface, resources, panel)
    for x0, y, x1 in layer.rules:
        pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y), (x1, y))
    for face in layer.faces:
        app.art.draw_card(surface, Card.parse(face.code), (face.box.width, face.box.height),
                          (face.box.x, face.box.y), shadow=False)
    for x, y, radius, seat in layer.seat_dots:
        pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], (x, y),
                           radius)
    draw_words(surface, resources, layer.headings)
    for x0, y, x1 in layer.dotted:  # over the headings' feet, a dot every 4 px
        for x in range(x0, x1, 4):
            surface.fill(theme.ACCENT_DARK, (x, y, 2, 1))
    draw_words(surface, resources, layer.words)
    four_colour = app.settings.four_colour
    for word in layer.card_words:
        surface.blit(resources.text(card_text(word.code), word.size,
                                    card_ink(word.code, four_colour), bold=True),
                     (word.x, word.y))
    for x, y, radius in layer.stars:
        draw_star(surface, (x, y), radius, theme.ACCENT)


def draw_results(surface: pygame.Surface, app: Navigator, places: ResultsPlaces,
                 buttons: Sequence[Button]) -> None:
    """The whole results: the felt, every layer, the ``buttons``."""
    surface.blit(app.resources.felt, (0, 0))
    for layer in places.layers:
        draw_layer(surface, app, layer)
    for button in buttons:
        button.draw(surface, app.resources)
