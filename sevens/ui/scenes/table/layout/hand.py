"""Your hand's cards (:func:`held_hand`): fanned in one line (a thumb's strip for each card
you may play when the line squeezes them), or held in lines of equal length (upright, large
cards), read through :meth:`.TableLayout.hand_rects`; and the face-up leftovers in their box,
those you may play a thumb apart where a compact table's cards cannot grow
(:func:`leftover_places`). Pure geometry in pygame Rects."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

#: The narrowest strip of a card you may not play now in a hand squeezed to give the cards
#: you may play a thumb's width.
SQUEEZED_PITCH = 24
#: A hand held in more than one line upright: its card (smaller than the one-line hand's
#: 100×140, still 48 CSS px wide on a 390-px phone) and the gap between a line's cards at
#: rest and a raised card in the line under it (the selected card's lift takes 6 of it).
PORTRAIT_LINED_HAND_CARD = (88, 123)
PORTRAIT_HAND_LINE_GAP = 12
#: How far down a card face its corner index reaches (rank, suit, and the four-colour deck's
#: suit letter), as a share of its height: a line of hand never covers more than the rest.
PORTRAIT_INDEX_DEPTH = 0.72


def suit_breaks(suits: list[int], first: int = 0, last: int | None = None) -> int:
    """How many times the suit changes from one card to the next in ``suits[first:last]``."""
    last = len(suits) if last is None else last
    return sum(1 for index in range(first + 1, last) if suits[index] != suits[index - 1])


def thumb_pitches(count: int, suits: list[int], raised: list[bool], available: float,
                  gap: int, thumb: int) -> tuple[list[float], int]:
    """(the strip of each card but the last, the gap between suits) for a hand too big for
    every card to show a thumb's width: each card you may play now (raised) shows ``thumb``
    px, the others share what is left — the gaps between suits going first."""
    breaks = suit_breaks(suits)
    wide = sum(1 for index in range(count - 1) if raised[index])
    narrow = count - 1 - wide
    rest = available - wide * thumb
    if narrow and (rest - gap * breaks) / narrow < SQUEEZED_PITCH:
        gap = 0
    # whole pixels, so that every strip keeps its width once placed
    other = max(SQUEEZED_PITCH, math.floor((rest - gap * breaks) / narrow)) if narrow else 0
    strip = min(thumb, math.floor((available - gap * breaks - narrow * other) / wide))
    return [strip if raised[index] else other for index in range(count - 1)], gap


def per_line(width: int, card_width: int, pitch_min: int) -> int:
    """How many cards ``card_width`` wide a line ``width`` wide holds, each strip at least
    ``pitch_min``."""
    return max(1, (width - card_width) // pitch_min + 1)


def held_hand(count: int, suits: list[int], raised: list[bool], selected: int | None,
              area: pygame.Rect, card: tuple[int, int], pitch_min: int, step: int,
              hand_raise: int, scale: float, fanned: bool, thumb: int = 0) -> list[pygame.Rect]:
    """Card Rects for a hand of ``count`` cards across ``area``, left to right, each card's
    visible strip at least ``pitch_min`` wide where it can be, small gaps between suits where
    they fit: ``fanned`` in one gently curving line (landscape), else in lines of equal
    length (the first take the extra card) ``step`` apart, sizes at ``scale``. Raised cards
    (playable now) sit ``hand_raise`` higher, the selected one higher still; with a ``thumb``,
    each card you may play keeps a strip that wide (:func:`thumb_pitches`)."""
    if count == 0:
        return []
    width, height = card
    lines = 1 if fanned else max(1, math.ceil(count / per_line(area.width, width, pitch_min)))
    base, extra = divmod(count, lines)
    sizes = [base + (1 if line < extra else 0) for line in range(lines)]
    top = area.bottom - height - (lines - 1) * step
    suit_gap = 12 if fanned else round(10 * scale)
    widest = width + (10 if fanned else round(8 * scale))
    lift = 10 if fanned else round(6 * scale)
    rects: list[pygame.Rect] = []
    first = 0
    for line, size in enumerate(sizes):
        breaks = suit_breaks(suits, first, first + size)
        gap = suit_gap if size > 1 else 0
        available = area.width - width
        pitch = min(widest, (available - gap * breaks) / max(1, size - 1))
        if pitch < pitch_min:
            gap = 0
            pitch = min(widest, available / max(1, size - 1))
        pitches = [pitch] * max(0, size - 1)
        squeezed = bool(thumb) and pitch < thumb and any(raised[first:first + size - 1])
        if squeezed:
            pitches, gap = thumb_pitches(size, suits[first:first + size],
                                         raised[first:first + size], available, gap, thumb)
        x = area.centerx - (pitch * (size - 1) + gap * breaks + width) / 2
        if squeezed:  # whole pixels: each strip keeps its width
            x = math.floor(area.centerx - (sum(pitches) + gap * breaks + width) / 2)
        middle = (size - 1) / 2 or 1
        for index in range(first, first + size):
            if index > first and suits[index] != suits[index - 1]:
                x += gap
            y = top + line * step
            if fanned:
                y += ((index - first - (size - 1) / 2) / middle) ** 2 * 6
            if raised[index]:
                y -= hand_raise
            if selected == index:
                y -= lift
            rects.append(pygame.Rect(round(x), round(y), width, height))
            if index < first + size - 1:
                x += pitches[index - first]
        first += size
    return rects


def upright_hand_lines(hand_cards: int, inner: int, card: tuple[int, int], pitch_min: int,
                       hand_raise: int, room: int, unit: Callable[[float], int],
                       thumb: int = 0) -> tuple[tuple[int, int], int, int]:
    """(card size, lines, step from one line to the next) for an upright hand of up to
    ``hand_cards`` cards across ``inner`` px, no taller than ``room`` when it can help it.

    A hand of more than one line holds slightly smaller cards (still wider than a thumb), its
    lines apart by a raised card's room and a gap, so every face reads whole; only a hand too
    big for that (two packs among few players) lets a line cover the plain lower part of the
    one above, the corner index (and the four-colour deck's letter) still in sight.
    """

    def lines_for(size: tuple[int, int]) -> int:
        return max(1, math.ceil(max(1, hand_cards) / per_line(inner, size[0], pitch_min)))

    if lines_for(card) == 1:
        return card, 1, 0
    lined_width, lined_height = PORTRAIT_LINED_HAND_CARD
    card_width = max(thumb, unit(lined_width))  # never narrower than a thumb on a phone
    card = (card_width, max(unit(lined_height), round(card_width * lined_height / lined_width)))
    lines = lines_for(card)
    step = card[1] + hand_raise + unit(PORTRAIT_HAND_LINE_GAP)
    if lines > 1 and card[1] + (lines - 1) * step > room:
        lift = unit(6)  # the selected card's
        least = round(card[1] * PORTRAIT_INDEX_DEPTH) + hand_raise + lift
        step = max(least, (room - card[1]) // (lines - 1))
    return card, lines, step


def leftover_places(box: pygame.Rect, card: tuple[int, int], label: tuple[int, int],
                    legal: list[bool], thumb: int, left: int | None = None, grow: bool = False,
                    lift_room: int = 0) -> tuple[pygame.Rect, list[pygame.Rect],
                                                 list[pygame.Rect]]:
    """(the box, each leftover's card as drawn, each one's touch area) under the box's
    ``label`` (width, height). A box that may ``grow`` first grows up and left for its label
    and a line of lifted cards; the cards stand ``lift_room`` under the label, at most a
    card and a gap apart (``pitch``). Each leftover you may play (``legal``) has a strip
    ``thumb`` wide, its card in the middle, taking taps from a thumb over its line's foot;
    the others keep ``pitch`` and are touched where drawn. The box grows left (as far as
    ``left``, clear of the rows) when the strips need it, then upward in further lines a
    thumb tall: those you may not play in the first, those you may play in the lines under."""
    width, height = card
    box = box.copy()
    if grow:  # the label's lines, then the lifted cards, fit in it
        tall = max(box.height, label[1] + lift_room + height + 6)
        wide = max(box.width, label[0] + 16)
        box = pygame.Rect(box.right - wide, box.bottom - tall, wide, tall)
    card_top = box.y + label[1] + lift_room
    pitch = width + 4
    if len(legal) > 1:
        pitch = min(pitch, (box.width - 16 - width) // (len(legal) - 1))
    strips = [thumb if flag else pitch for flag in legal]
    if strips and not legal[-1]:
        strips[-1] = width
    inner = box.right - left - 16 if left is not None else sum(strips)
    inner = max(inner, box.width - 16)
    lines = wrapped(legal, strips, width, inner, list(range(len(legal))))
    if len(lines) > 1:  # those you may not play over those you may, which stand together
        others = [index for index, flag in enumerate(legal) if not flag]
        lines = wrapped(legal, strips, width, inner, others) + \
            wrapped(legal, strips, width, inner, [index for index in range(len(legal))
                                                  if legal[index]])
    need = max(line_width(line, legal, strips, width) for line in lines) + 16 if lines else 0
    first = box.height  # the first line: the label, then the cards
    if need > box.width:
        box.x, box.width = box.right - need, need
    if len(lines) > 1:
        box.y, box.height = box.bottom - first - (len(lines) - 1) * thumb, \
            first + (len(lines) - 1) * thumb
    drop = box.y - (box.bottom - first)  # how far the first line moved up
    drawn: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(legal)
    areas: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0)] * len(legal)
    for number, line in enumerate(lines):
        foot = box.y + first + number * thumb  # the line's foot
        top = card_top + drop + number * thumb
        x = box.x + 8
        for index in line:
            flag, strip = legal[index], strips[index]
            rect = pygame.Rect(x + ((strip - width) // 2 if flag else 0), top, *card)
            drawn[index] = rect
            area_top = foot - max(thumb, first if number == 0 else thumb)
            areas[index] = pygame.Rect(x, area_top, strip, foot - area_top) if flag \
                else rect.copy()
            x += strip
    return box, drawn, areas


def wrapped(legal: list[bool], strips: list[int], width: int, inner: int,
            indices: list[int]) -> list[list[int]]:
    """The leftovers of ``indices`` in lines no wider than ``inner`` (see
    :func:`line_width`), in order."""
    lines: list[list[int]] = []
    for index in indices:
        if lines and line_width([*lines[-1], index], legal, strips, width) <= inner:
            lines[-1].append(index)
        else:
            lines.append([index])
    return lines


def line_width(line: list[int], legal: list[bool], strips: list[int], width: int) -> int:
    """How wide a line of leftovers is: their strips, a leftover you may not play at the
    line's end only its card's ``width``."""
    last = line[-1]
    return sum(strips[index] for index in line[:-1]) + (strips[last] if legal[last] else width)
