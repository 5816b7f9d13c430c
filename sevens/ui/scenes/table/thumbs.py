"""Thumb-sized targets where a compact table's cards cannot grow (44 CSS px as shown,
:attr:`~sevens.ui.scenes.table.layout.TableLayout.thumb`): the face-up leftovers you may
play, a thumb apart in their box (:func:`leftover_places`). Pure geometry: no scene, no
drawing."""

from __future__ import annotations

import pygame


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
