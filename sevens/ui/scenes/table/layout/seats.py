"""Where the opponents' panels stand around the table, in turn order from your seat.

On a landscape table (:func:`seat_places`) they stand in the side columns, at the heights
:data:`SIDE_SLOTS` gives them, and in a line across the top over the middle of the rows; the
right-hand column moves with the canvas's edge. Laid out for thumbs sideways
(:func:`thumb_seat_places`) each panel is :data:`COMPACT_PANEL_WIDTH` wide, as tall as a
25-px name and three 24-px facts over their bubbles' strip. Upright, and with large cards,
they stand in lines across the width (:func:`panel_lines`). Pure geometry in pygame Rects.
"""

from __future__ import annotations

import pygame

from sevens.ui.geometry.boxes import Box, row

PANEL_SIZE = (178, 104)
LEFT_X = 14
TOP_Y = 44
#: Between two panels across the top of the landscape table.
TOP_GAP = 54
#: Opponent panel places, listed in clockwise order from the human seat (left, top, right):
#: ``("L"|"R", y)`` in a side column, ``("T", index)`` across the top.
SIDE_SLOTS: dict[int, list[tuple[str, int]]] = {
    1: [("T", 0)],
    2: [("L", 220), ("R", 220)],
    3: [("L", 250), ("T", 0), ("R", 250)],
    4: [("L", 270), ("T", 0), ("T", 1), ("R", 270)],
    5: [("L", 270), ("T", 0), ("T", 1), ("T", 2), ("R", 270)],
    6: [("L", 350), ("L", 190), ("T", 0), ("T", 1), ("R", 190), ("R", 350)],
    7: [("L", 350), ("L", 190), ("T", 0), ("T", 1), ("T", 2), ("R", 190), ("R", 350)],
}
#: An opponent's panel's width on a table laid out for thumbs sideways (a little narrower on a
#: canvas under 1400 wide, so five fit across: two sides, three on top).
COMPACT_PANEL_WIDTH = 250
NARROW_PANEL_WIDTH = 240
MARGIN = 14
GAP = 10
#: Under the bar's thumb-tall buttons (4 + 88 + 6).
UNDER_BUTTONS = 98
#: The height the table for thumbs sideways is drawn for; a shorter canvas raises its foot.
TALL = 720


def seat_places(slots: list[tuple[str, int]], width: int, panel: tuple[int, int],
                top_y: int, gap: int, buttons_left: int) -> list[pygame.Rect]:
    """The panel of each slot on a landscape canvas ``width`` wide (``("L"|"R", y)`` at a
    side, ``("T", index)`` across the top): the side columns at the canvas's margins, the
    top line at ``top_y``, ``gap`` apart, over the middle of the rows, or left of the bar's
    buttons (from ``buttons_left``) when it reaches them and fits there."""
    first = top_line_left(top_count_of(slots), width, panel[0], gap, buttons_left)
    return [pygame.Rect(first + value * (panel[0] + gap), top_y, *panel) if kind == "T"
            else pygame.Rect(MARGIN if kind == "L" else width - MARGIN - panel[0], value, *panel)
            for kind, value in slots]


def top_line_left(top_count: int, width: int, panel_width: int, gap: int,
                  buttons_left: int) -> int:
    """Where the line of ``top_count`` panels across the top starts: centred on the canvas,
    else centred between the left column and the bar's buttons when it fits there."""
    line = top_count * panel_width + (top_count - 1) * gap
    first, left = (width - line) // 2, MARGIN + panel_width + gap + 2
    if first + line + gap > buttons_left and line <= buttons_left - gap - left:
        return left + (buttons_left - gap - left - line) // 2
    return first


def panel_lines(others: int, columns: int, size: tuple[int, int], width: int, top: int,
                gap: int) -> list[pygame.Rect]:
    """``others`` panels of ``size`` in lines of ``columns`` from ``top``, each line centred
    on a canvas ``width`` wide, ``gap`` px apart (upright; large cards: one line)."""
    places = []
    for first in range(0, others, columns):
        line = Box(0, top + first // columns * (size[1] + gap), width, size[1])
        places += map(pygame.Rect, row(line, [size[0]] * min(columns, others - first), gap,
                                       "centre"))
    return places


def compact_slots(slots: list[tuple[str, int]], height: int) -> list[tuple[str, int]]:
    """The slots of the opponents' panels (as :data:`SIDE_SLOTS` lists them) on a compact
    canvas ``height`` tall: on a short one (under :data:`TALL`) six opponents sit two on the
    left, three across the top and one on the right, not two and two on the sides: the lower
    right-hand panel would stand where the face-up leftovers of equal hands go, over Pass."""
    if height >= TALL or len(slots) != 6:
        return slots
    rights = [slot for slot in slots if slot[0] == "R"]  # clockwise: the lowest last
    return [*(slot for slot in slots if slot[0] != "R"), ("T", top_count_of(slots)),
            *rights[:-1]]


#: Panels across the top from which, on a canvas under :data:`TALL`, a side's lone panel
#: joins their line: five players or more, the deals that leave face-up leftovers (four
#: with five players and two packs) whose box may need the column's height.
CROWDED_TOP = 2
#: A compact canvas narrower than this (4:3: a 480×360 window gives 960×720) treats its
#: side's lone panel as a short canvas does: under the bar's buttons when the top is crowded
#: (the face-up leftovers' box, over Pass, ran over the right-hand one there).
NARROW_CANVAS = 1024


def thumb_seat_places(slots: list[tuple[str, int]], width: int, buttons_left: int,
                      crowded: bool, panel_height: int) -> list[pygame.Rect]:
    """The panel of each slot (as :func:`compact_slots` gives them) on a canvas ``width``
    wide laid out for thumbs, each :data:`COMPACT_PANEL_WIDTH` (under 1400 wide narrower, as
    five across need) by ``panel_height``. The top line stands at :data:`TOP_Y`
    (:func:`seat_places`), or under the bar's buttons (from ``buttons_left``) when it reaches
    them even left of them; a side's two panels stand one under the other from under the
    bar's buttons; a side's lone panel at 200, or under the bar's buttons where the canvas
    is ``crowded`` (short or narrow) and :data:`CROWDED_TOP` panels stand across the top,
    leaving the column under it to the face-up leftovers of equal hands."""
    top_count = top_count_of(slots)
    across = (width - 2 * (MARGIN + GAP + 2) - (top_count - 1) * GAP) // (top_count + 2)
    panel = (COMPACT_PANEL_WIDTH if width >= 1400 else min(NARROW_PANEL_WIDTH, across),
             panel_height)
    line = top_count * panel[0] + (top_count - 1) * GAP
    reach = top_count > 0 and top_line_left(top_count, width, panel[0], GAP, buttons_left) \
        + line + GAP > buttons_left
    lone_under_buttons = crowded and top_count >= CROWDED_TOP

    def side_y(side: str, y: int) -> int:  # the upper of two under the bar's buttons
        heights = sorted(value for kind, value in slots if kind == side)
        if len(heights) == 1:
            return UNDER_BUTTONS if lone_under_buttons else 200
        return UNDER_BUTTONS + heights.index(y) * (panel[1] + GAP)

    placed = [(kind, value if kind == "T" else side_y(kind, value)) for kind, value in slots]
    return seat_places(placed, width, panel, UNDER_BUTTONS if reach else TOP_Y, GAP,
                       buttons_left)


def top_count_of(slots: list[tuple[str, int]]) -> int:
    """How many panels of ``slots`` stand across the top."""
    return sum(1 for kind, _value in slots if kind == "T")
