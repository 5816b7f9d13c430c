"""Covered (or held) cards written as words on a phone's results (issue 45, item 13).

The settlement's small card faces (30×42 sideways, 40×56 upright) showed their corner index at
about 9 CSS px on a phone; faces with a 12-CSS-px index would push the payment notes off the
canvas. On a phone (held upright, turned sideways) and on a tablet's canvas the results write
each card as its rank and suit instead, ``4♠ 9♥``, at the cells' size (at least 12 CSS px),
each card in its suit's colour lightened for the felt (a black suit in the text's colour),
the two- or four-colour deck as set. A hand too long for its column takes more lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.cards import Card
from sevens.ui import theme
from sevens.ui.translation import card_text

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["card_ink", "card_word_lines", "draw_card_words"]

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


def card_word_lines(resources: Resources, codes: list[str], size: int,
                    width: int) -> list[list[str]]:
    """``codes`` broken into lines of card words at ``size`` no wider than ``width`` (one
    card a line at least)."""
    space = resources.text(" ", size, theme.TEXT).get_width()
    lines: list[list[str]] = []
    used = 0
    for code in codes:
        word = resources.text(card_text(code), size, theme.TEXT, bold=True).get_width()
        if lines and used + space + word <= width:
            lines[-1].append(code)
            used += space + word
        else:
            lines.append([code])
            used = word
    return lines


def draw_card_words(surface: pygame.Surface, resources: Resources, lines: list[list[str]],
                    size: int, at: tuple[int, int], line_height: int,
                    four_colour: bool) -> None:
    """Write ``lines`` of cards from ``at`` (top left), each in its suit's :func:`card_ink`."""
    space = resources.text(" ", size, theme.TEXT).get_width()
    x0, y = at
    for line in lines:
        x = x0
        for code in line:
            rendered = resources.text(card_text(code), size, card_ink(code, four_colour),
                                      bold=True)
            surface.blit(rendered, (x, y))
            x += rendered.get_width() + space
        y += line_height
