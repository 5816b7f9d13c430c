"""Thumb-sized targets where a compact table's cards cannot grow (a phone turned sideways:
:attr:`~sevens.ui.layout.TableLayout.thumb`, 44 CSS px as shown).

- Choosing a card to cover (Douque) or to give, every card of the hand is a choice, and
  thirteen cards in one line leave each a strip of 25–31 CSS px: the hand is held in two
  lines, each card at least a thumb wide and a thumb tall where it shows, the lower line
  sinking past the canvas's foot (its corner and top half in sight) so that the hand rises
  no higher than it must.
- The face-up leftovers you may play are spread a thumb apart in their box (the box grows
  to the left for them), each taking taps in a thumb-sized area around its small card; the
  others keep their narrow pitch: they are not targets.

Pure geometry: no scene, no drawing.
"""

from __future__ import annotations

import math

import pygame

#: Room kept between the hand's cards when two lines give them more than a thumb.
CARD_GAP = 10


def choosing_hand_rects(count: int, area: pygame.Rect, card: tuple[int, int],
                        canvas_height: int, thumb: int) -> list[pygame.Rect] | None:
    """Card rects of a hand of ``count`` cards chosen from (cover or give) in two lines:
    the first line takes the extra card, each line centred on ``area``; the lower line's
    top a thumb over the canvas's foot, the upper line a thumb above it.
    None when one line in ``area`` already gives every card a strip ``thumb`` wide (or
    ``thumb`` is 0: not a compact table)."""
    width, _height = card
    if thumb <= 0 or count < 2 or (area.width - width) / (count - 1) >= thumb:
        return None
    upper = math.ceil(count / 2)
    lower_y = canvas_height - thumb
    rects: list[pygame.Rect] = []
    for y, size in ((lower_y - thumb, upper), (lower_y, count - upper)):
        pitch = min(width + CARD_GAP, (area.width - width) / max(1, size - 1))
        left = area.centerx - (pitch * (size - 1) + width) / 2
        rects += [pygame.Rect(round(left + index * pitch), y, *card) for index in range(size)]
    return rects


def leftover_places(box: pygame.Rect, card: tuple[int, int], card_top: int,
                    legal: list[bool], thumb: int, pitch: int
                    ) -> tuple[pygame.Rect, list[pygame.Rect], list[pygame.Rect]]:
    """(the box, each leftover's card as drawn, each one's touch area) on a compact table:
    each leftover you may play (``legal``) has a strip ``thumb`` wide with its card in the
    middle and takes taps in the strip from a thumb over the box's foot down to it; the
    others keep ``pitch`` and are touched where drawn. The box grows to the left (its right
    edge stays) when the strips need more than its width. Cards stand at ``card_top``."""
    width, _height = card
    strips = [thumb if flag else pitch for flag in legal]
    if strips and not legal[-1]:
        strips[-1] = width
    need = sum(strips) + 16
    box = box.copy()
    if need > box.width:
        box.x, box.width = box.right - need, need
    top = box.bottom - max(thumb, box.height)
    drawn: list[pygame.Rect] = []
    areas: list[pygame.Rect] = []
    x = box.x + 8
    for flag, strip in zip(legal, strips, strict=True):
        rect = pygame.Rect(x + ((strip - width) // 2 if flag else 0), card_top, *card)
        drawn.append(rect)
        areas.append(pygame.Rect(x, top, strip, box.bottom - top) if flag else rect.copy())
        x += strip
    return box, drawn, areas
