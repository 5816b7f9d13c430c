"""Card faces and backs, drawn in code: rounded corners, crisp suit glyphs, soft shadows.

Faces are cached per (suit, rank, size, deck colours). Suits come from the bundled DejaVu
subset, so they are sharp at every size; the card outline is supersampled for smooth corners.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any, Protocol

import pygame

from sevens.app import translation
from sevens.cards import SUIT_LETTERS, SUIT_SYMBOLS, rank_label
from sevens.ui import theme
from sevens.ui.resources import Resources, rounded_rectangle, soft_shadow


class CardLike(Protocol):
    """Anything with a suit (0..3 = S, H, D, C) and a rank (1..13)."""

    suit: int
    rank: int


Size = tuple[int, int]

#: An index-only mini card's rank and suit, each this share of its height.
INDEX_SHARE = 0.42


def index_card_size(least_text: int) -> Size:
    """A mini card that shows its index alone (rank over suit), each at least
    ``least_text`` px: what a seat panel shows on a phone, where the usual
    :data:`~sevens.ui.theme.CARD_MINI`'s 13-px rank is 6–7 CSS px."""
    height = math.ceil(least_text / INDEX_SHARE)
    return (round(height * 0.6), height)


Drawing = Callable[..., pygame.Surface]


def drawn_once(draw: Drawing) -> Drawing:
    """A :class:`CardArt` drawing kept in :attr:`CardArt._drawn` by what it is, its arguments
    (as passed: cards, sizes, colours …), the deck, the palette and the language (the
    four-colour deck's suit letters): drawn the first time it is asked for, read after."""

    @functools.wraps(draw)
    def kept(art: CardArt, *arguments: Any) -> pygame.Surface:
        key = (draw.__name__, *arguments, art.four_colour, theme.high_contrast(),
               translation.language())
        surface = art._drawn.get(key)
        if surface is None:
            surface = art._drawn[key] = draw(art, *arguments)
        return surface

    return kept


class CardArt:
    """Draws and caches card faces, backs, shadows and empty slots."""

    def __init__(self, resources: Resources, four_colour: bool = False) -> None:
        self.resources = resources
        self.four_colour = four_colour
        #: Every surface drawn so far (:func:`drawn_once`).
        self._drawn: dict[tuple, pygame.Surface] = {}

    def prewarm(self, cards: list[CardLike]) -> None:
        """Draw every face at the table's sizes now (about 20 ms), so no frame hitches later."""
        for size in (theme.CARD_HAND, theme.CARD_ROW, theme.CARD_MINI):
            for card in cards:
                self.face(card, size, False)
            self.back(size)
            self.shadow(size)
        for card in cards:
            self.dimmed_face(card, theme.CARD_HAND, False)

    @staticmethod
    def radius(size: Size) -> int:
        """Corner radius for a card of ``size``."""
        return max(3, round(size[0] * theme.CARD_RADIUS_RATIO))

    @drawn_once
    def blank(self, size: Size) -> pygame.Surface:
        """A white card with a thin edge and rounded corners."""
        return rounded_rectangle(size, theme.CARD_FACE, self.radius(size), theme.CARD_EDGE, 1)

    @drawn_once
    def face(self, card: CardLike, size: Size, index_only: bool = False) -> pygame.Surface:
        """The face of ``card`` at ``size``: rank and suit in the corner, a large suit pip;
        with the four-colour deck, the suit's letter beside the corner's symbol (issue 34).
        ``index_only``: a mini card that is its corner index alone, large (see
        :func:`index_card_size`)."""
        surface = self.blank(size).copy()
        draw = self._draw_index if index_only else self._draw_face
        draw(surface, card.suit, card.rank, theme.suit_colour(card.suit, self.four_colour))
        return surface

    def _draw_index(self, surface: pygame.Surface, suit: int, rank: int,
                    ink: theme.Colour) -> None:
        """A mini card showing its index alone: the rank, and the suit under it, each
        :data:`INDEX_SHARE` of the card's height, at its top left (a card over it leaves
        that in sight)."""
        width, height = surface.get_size()
        type_size = round(height * INDEX_SHARE)
        rank_surface = self._rank_text(rank, type_size, ink)
        suit_surface = self.resources.text(SUIT_SYMBOLS[suit], type_size, ink)
        margin = max(2, round(width * 0.08))
        column = max(rank_surface.get_width(), suit_surface.get_width())
        centre = margin + column // 2
        surface.blit(rank_surface, rank_surface.get_rect(midtop=(centre, round(height * 0.04))))
        surface.blit(suit_surface, suit_surface.get_rect(
            midbottom=(centre, height - round(height * 0.06))))

    def _rank_text(self, rank: int, size: int, ink: theme.Colour) -> pygame.Surface:
        """A corner index's rank in bold, "10" pressed to 82 % of its width."""
        rank_surface = self.resources.text(rank_label(rank), size, ink, bold=True)
        if rank != 10:
            return rank_surface
        return pygame.transform.smoothscale(
            rank_surface, (round(rank_surface.get_width() * 0.82), rank_surface.get_height()))

    @drawn_once
    def dimmed_face(self, card: CardLike, size: Size, index_only: bool = False
                    ) -> pygame.Surface:
        """The face greyed out, for cards in hand that cannot be played now."""
        surface = self.face(card, size, index_only).copy()
        surface.fill((*theme.DIMMED_TINT, 255), special_flags=pygame.BLEND_RGBA_MULT)
        return surface

    def _draw_face(self, surface: pygame.Surface, suit: int, rank: int,
                   ink: theme.Colour) -> None:
        width, height = surface.get_size()
        symbol = SUIT_SYMBOLS[suit]
        letter_text = translation.text(f"suit.letter.{SUIT_LETTERS[suit]}")
        small = width < theme.CARD_NARROW
        rank_size = max(11, round(height * (theme.NARROW_CARD_INDEX_SHARE if small
                                            else theme.CARD_INDEX_SHARE)))
        rank_surface = self._rank_text(rank, rank_size, ink)
        margin_x = max(2, round(width * 0.08))
        margin_y = max(1, round(height * 0.03))
        surface.blit(rank_surface, (margin_x, margin_y))
        corner_suit_size = max(10, round(height * (0.28 if small else 0.19)))
        corner_suit = self.resources.text(symbol, corner_suit_size, ink)
        index_centre = margin_x + rank_surface.get_width() / 2
        if small:
            surface.blit(corner_suit, (width - corner_suit.get_width() - margin_x + 1,
                                       height - corner_suit.get_height() - margin_y))
            if self.four_colour:  # the suit's letter left of the symbol
                letter = self.resources.text(letter_text, 10, ink, bold=True)
                surface.blit(letter, (margin_x, height - letter.get_height() - margin_y))
            return
        corner_top = margin_y + rank_surface.get_height() - round(height * 0.03)
        surface.blit(corner_suit, (round(index_centre - corner_suit.get_width() / 2),
                                   corner_top))
        if self.four_colour:  # the suit's letter under its symbol: suits apart without colour
            letter = self.resources.text(letter_text, max(9, round(height * 0.13)), ink,
                                         bold=True)
            surface.blit(letter, (round(index_centre - letter.get_width() / 2),
                                  corner_top + corner_suit.get_height() - round(height * 0.02)))
        if rank > 10:
            frame = pygame.Rect(round(width * 0.36), round(height * 0.30),
                                round(width * 0.56), round(height * 0.64))
            tint = tuple(round(255 - (255 - c) * 0.14) for c in ink)
            surface.blit(rounded_rectangle(frame.size, tint, max(2, width // 14), ink, 1),
                         frame.topleft)
            letter = self.resources.text(rank_label(rank), round(height * 0.34), ink, bold=True)
            pip = self.resources.text(symbol, round(height * 0.20), ink)
            stack_height = letter.get_height() + pip.get_height() - round(height * 0.06)
            top = frame.centery - stack_height // 2
            surface.blit(letter, letter.get_rect(midtop=(frame.centerx, top)))
            surface.blit(pip, pip.get_rect(midbottom=(frame.centerx, top + stack_height)))
        else:
            pip = self.resources.text(symbol, round(height * 0.46), ink)
            surface.blit(pip, (width - pip.get_width() - round(width * 0.06),
                               height - pip.get_height() - round(height * 0.02)))

    @drawn_once
    def back(self, size: Size) -> pygame.Surface:
        """The back of a card: a blue lattice inside a white border."""
        width, height = size
        radius = self.radius(size)
        surface = rounded_rectangle(size, theme.CARD_BACK_BORDER, radius, theme.CARD_EDGE, 1)
        inset = max(2, round(width * 0.07))
        inner_size = (width - 2 * inset, height - 2 * inset)
        inner = rounded_rectangle(inner_size, theme.CARD_BACK, max(2, radius - inset // 2))
        pattern = pygame.Surface(inner_size, pygame.SRCALPHA)
        step = max(5, width // 8)
        for offset in range(-inner_size[1], inner_size[0] + inner_size[1], step):
            pygame.draw.line(pattern, theme.CARD_BACK_PATTERN, (offset, 0),
                             (offset + inner_size[1], inner_size[1]), 1)
            pygame.draw.line(pattern, theme.CARD_BACK_PATTERN, (offset, inner_size[1]),
                             (offset + inner_size[1], 0), 1)
        pattern.blit(inner, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        inner.blit(pattern, (0, 0))
        surface.blit(inner, (inset, inset))
        return surface

    @drawn_once
    def shadow(self, size: Size) -> pygame.Surface:
        """A soft shadow for a card of ``size``; blit it at :meth:`shadow_offset`."""
        return soft_shadow(size, self.radius(size), blur=max(2, size[0] // 16), opacity=110)

    @staticmethod
    def shadow_offset(size: Size) -> tuple[int, int]:
        """Where the shadow goes relative to the card's top-left corner."""
        blur = max(2, size[0] // 16)
        return (-blur + max(1, size[0] // 40), -blur + max(2, size[0] // 28))

    @drawn_once
    def slot(self, size: Size, colour: theme.Colour, label: str = "",
             filled_alpha: int = 30, strip: tuple[int, int] | None = None,
             least: int = 10) -> pygame.Surface:
        """An empty place on the table: a faint rounded outline, optionally labelled; the
        label centred in ``strip`` (from, to: the part of the place a card beside it leaves
        in sight, in px from its left edge) when given, made smaller to fit it; ``least`` px
        at least (the canvas's least text)."""
        ring, radius = theme.SLOT_OUTLINE_WIDTH, self.radius(size)  # thicker in high contrast
        surface = rounded_rectangle(size, colour, radius)
        inner = rounded_rectangle((size[0] - 2 * ring, size[1] - 2 * ring), (0, 0, 0),
                                  max(1, radius - ring))
        surface.blit(inner, (ring, ring), special_flags=pygame.BLEND_RGBA_SUB)
        if filled_alpha:
            fill = rounded_rectangle(size, colour, radius)
            fill.fill((255, 255, 255, filled_alpha), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(fill, (0, 0))
        if label:
            left, right = strip or (0, size[0])
            type_size = max(least, round(size[1] * 0.26))
            while type_size > least and strip is not None and self.resources.font(
                    type_size, True, label).size(label)[0] > right - left - 2 * ring - 2:
                type_size -= 1
            text = self.resources.text(label, type_size, colour, bold=True)
            surface.blit(text, text.get_rect(center=((left + right) // 2, size[1] // 2)))
        return surface

    def draw_card(self, target: pygame.Surface, card: CardLike | None, size: Size,
                  position: tuple[int, int], *, shadow: bool = True,
                  dimmed: bool = False, index_only: bool = False) -> pygame.Rect:
        """Blit a card (its back when ``card`` is None) with its shadow; returns its Rect
        (``index_only``: its index alone, see :meth:`face`)."""
        x, y = position
        if shadow:
            offset = self.shadow_offset(size)
            target.blit(self.shadow(size), (x + offset[0], y + offset[1]))
        if card is None:
            return target.blit(self.back(size), (x, y))
        face = self.dimmed_face if dimmed else self.face
        return target.blit(face(card, size, index_only), (x, y))
