"""The opponents' panels on a compact landscape table (issue 30: a phone turned sideways,
844×390 CSS px showing a 1558×720 canvas at 0.54 CSS px a logical px).

The 1280×720 panels are 178×104 with 14-px facts: 7.5 CSS px on such a phone. Here each
panel is :data:`COMPACT_PANEL`, room for a 25-px name and three 24-px lines of facts (13 CSS
px) over the strip their bubbles show in. The side columns keep their places (the lower
panel first when a side has two); the panels across the top stand in a line between the
side columns, left of the bar's buttons when they fit there. Pure geometry: no scene, no
drawing (see :meth:`sevens.ui.layout.TableLayout.seat_panels`).
"""

from __future__ import annotations

import pygame

#: An opponent's panel on a compact table: a name line, three lines of facts, a bubble strip
#: (a little narrower on a canvas under 1400 wide, so five fit across: two sides, three on top).
COMPACT_PANEL = (250, 152)
NARROW_PANEL_WIDTH = 240
#: The compact table's seat texts are at least this large (12 CSS px at 0.5 CSS px a px).
COMPACT_SEAT_TEXT = 24
#: Your own panel on a compact table: as tall as on 1280x720, wider for its larger text (the
#: hand right of it keeps 44-CSS-px-wide cards for thirteen cards at 844x390).
MY_PANEL_WIDTH = 208
MARGIN = 14
GAP = 10
#: Where the hand starts, right of your panel.
HAND_LEFT = MARGIN + MY_PANEL_WIDTH + 8
#: Under the bar's thumb-tall buttons (4 + 88 + 6).
UNDER_BUTTONS = 98


def compact_seat_places(slots: list[tuple[str, int]], width: int, top_y: int,
                        buttons_left: int) -> list[pygame.Rect]:
    """The panel of each slot (``("L"|"R", y)`` at a side, ``("T", index)`` across the top,
    as :data:`sevens.ui.layout._SIDE_SLOTS` lists them) on a canvas ``width`` wide, the top
    line at ``top_y``; the top line stays left of ``buttons_left`` when it fits there."""
    panel_width, panel_height = compact_panel_size(width)
    sides = {side: sorted({value for kind, value in slots if kind == side}, reverse=True)
             for side in "LR"}
    top_count = sum(1 for kind, _value in slots if kind == "T")
    inner_left = compact_side_reach(width)
    line = top_count * panel_width + (top_count - 1) * GAP
    room = buttons_left - GAP - inner_left
    first = (width - line) // 2  # over the middle of the rows, when clear of the buttons
    if first + line + GAP > buttons_left:
        first = inner_left + (room - line) // 2 if line <= room else (width - line) // 2
    places = []
    for kind, value in slots:
        if kind == "T":
            places.append(pygame.Rect(first + value * (panel_width + GAP), top_y,
                                      panel_width, panel_height))
            continue
        x = MARGIN if kind == "L" else width - MARGIN - panel_width
        lower_first = sides[kind]
        if len(lower_first) == 1:
            y = 200
        else:  # the lower of two under the upper one, which stands under the bar's buttons
            y = UNDER_BUTTONS + (len(lower_first) - 1 - lower_first.index(value)) * (
                panel_height + GAP)
        places.append(pygame.Rect(x, y, panel_width, panel_height))
    return places


def compact_top_reach(slots: list[tuple[str, int]], width: int, buttons_left: int) -> bool:
    """True when the panels across the top reach the bar's buttons (then they go under)."""
    places = [rect for rect, (kind, _value) in
              zip(compact_seat_places(slots, width, 0, buttons_left), slots, strict=True)
              if kind == "T"]
    return any(rect.right + GAP > buttons_left for rect in places)


def compact_panel_size(width: int) -> tuple[int, int]:
    """An opponent's panel on a compact canvas ``width`` wide."""
    return (COMPACT_PANEL[0] if width >= 1400 else NARROW_PANEL_WIDTH, COMPACT_PANEL[1])


def compact_side_reach(width: int) -> int:
    """Where the left side column of panels ends, with a gap (the rows start there)."""
    return MARGIN + compact_panel_size(width)[0] + GAP + 2
