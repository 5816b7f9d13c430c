"""The compact landscape table (issue 30: a phone turned sideways, 844×390 CSS px showing a
1558×720 canvas at 0.54 CSS px a logical px; 568×320 a 1136×640 one at 0.5): its places
(:func:`compact_landscape_layout`), the hand's strips when it is squeezed, and the opponents'
panels.

The 1280×720 panels are 178×104 with 14-px facts: 7.5 CSS px on such a phone. Here each
panel is :data:`COMPACT_PANEL`, room for a 25-px name and three 24-px lines of facts (13 CSS
px) over the strip their bubbles show in. The side columns keep their places (the lower
panel first when a side has two); the panels across the top stand in a line between the
side columns, left of the bar's buttons when they fit there. Pure geometry: no scene, no
drawing (see :meth:`sevens.ui.layout.TableLayout.seat_panels`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sevens.ui.viewport import THUMB_HEIGHT

if TYPE_CHECKING:
    from sevens.ui.layout import TableLayout

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
#: The bar's four buttons on a compact table: this wide, thumb-tall, at the top right.
COMPACT_BUTTON_WIDTH = 100
#: Under the bar's thumb-tall buttons (4 + 88 + 6).
UNDER_BUTTONS = 98
#: The height the compact table is drawn for; a shorter canvas raises its foot.
TALL = 720
#: The face-up leftovers' box (equal hands) at its narrowest on a compact table, over Pass:
#: its label, "Face-up leftovers" at 24 px (210 px), in one line; two leftovers you may play
#: a thumb apart (2 × 88 + 16) fit in it too. The rows end clear of it.
LEFTOVERS_WIDTH = 226
#: The rows on a short compact canvas, in two columns when that gives larger cards: how much
#: of a card the next covers (its corner index in sight) and the room for the suit labels.
SHORT_ROW_OVERLAP = 0.6
SHORT_LABEL_ROOM = 30


def compact_landscape_layout(places: TableLayout, slots: list[tuple[str, int]],
                             thumb: int = THUMB_HEIGHT, row_count: int = 4,
                             bar_widths: Sequence[int] = ()) -> TableLayout:
    """The landscape table for a phone turned sideways, from the usual one (``places``,
    :func:`sevens.ui.layout._landscape_layout`) for the opponents in ``slots``: as it, with
    the bar's four buttons thumb-tall (:data:`~sevens.ui.viewport.THUMB_HEIGHT`) at the top
    right, hanging under the bar, and its texts and the status line's at least
    :data:`~sevens.ui.layout.COMPACT_TEXT` (:meth:`TableLayout.bar_font`). The rows give
    up the room a two-line hint at that size needs; the opponents' panels are larger, for
    24-px text, and the rows stand between and under them. Pass, Hint and Undo, the strips
    of the cards you may play and the lit places' touch areas are at least ``thumb`` each
    way; a canvas under 720 tall (a phone with little height,
    :data:`~sevens.ui.viewport.SHORT_WINDOW`) raises the hand, your panel, the status line
    and those buttons with its foot, and the rows give up the difference. The bar's buttons
    are :data:`COMPACT_BUTTON_WIDTH` wide, or the width their label takes in ``bar_widths``
    (one line: "Sound off" broke in two, "メニュー" mid-word)."""
    width = places.size[0]
    places.thumb = thumb
    fit_compact_foot(places, thumb, foot_in_line(slots, places.size))
    gap = 8
    widths = [max(COMPACT_BUTTON_WIDTH, need) for need in [*bar_widths, 0, 0, 0, 0][:4]]
    left = width - 14 - sum(widths) - 3 * gap
    places.top_buttons = []
    for button_width in widths:
        x = places.top_buttons[-1].right + gap if places.top_buttons else left
        places.top_buttons.append(pygame.Rect(x, 4, button_width, THUMB_HEIGHT))
    if compact_top_reach(slots, width, left):  # under the buttons
        places.top_y = 4 + THUMB_HEIGHT + 6
    rows = places.rows_area
    if any(side == "T" for side, _value in slots):  # the rows under the larger panels
        top = places.top_y + COMPACT_PANEL[1] + 8
        rows.height -= top - rows.y
        rows.y = top
    reach = compact_side_reach(width, top_count_of(slots))  # and between the side columns
    rows.x, rows.width = reach, width - 2 * reach
    # clear of the face-up leftovers' box at its narrowest, over Pass (and Hint and Undo)
    rows.width = min(rows.width, places.undo_rect.right - LEFTOVERS_WIDTH - GAP - rows.x)
    places.my_panel.width = MY_PANEL_WIDTH  # the hand keeps thumb-wide cards
    hand = places.hand_area
    hand.width, hand.x = hand.right - HAND_LEFT, HAND_LEFT
    normal_pitch, places.compact = places.line_pitch(14), True
    rows.height -= 2 * (places.bar_pitch(14) - normal_pitch)  # a two-line hint clears the rows
    clear_status(places, thumb)
    short_rows(places, row_count)
    return places


#: Room kept between the status pill and the frame drawn around a row (4 px past its cards).
STATUS_CLEARANCE = 4 + 4


def clear_status(places: TableLayout, thumb: int) -> None:
    """The status pill's foot no lower than the top of a hand held in two lines to choose
    from (:func:`sevens.ui.scenes.table.thumbs.choosing_hand_rects`: two thumbs over the canvas's
    foot), wherever the hand is; and the rows ending over a two-line pill standing there,
    their frames clear of it (on a 568×320 phone it ran over the last row's frame)."""
    places.status_bottom = min(places.status_bottom, places.size[1] - 2 * thumb - 4)
    pill = 2 * places.bar_pitch(14) + 8  # as TableStatus.draw_status draws two lines
    rows = places.rows_area
    rows.height = min(rows.height, places.status_bottom - pill - STATUS_CLEARANCE - rows.y)


def compact_slots(slots: list[tuple[str, int]], height: int) -> list[tuple[str, int]]:
    """The slots of the opponents' panels (as :data:`sevens.ui.layout._SIDE_SLOTS` lists
    them) on a compact canvas ``height`` tall: on a short one (under :data:`TALL`) six
    opponents sit two on the left, three across the top and one on the right, not two and
    two on the sides: the lower of two right-hand panels would stand where the face-up
    leftovers of equal hands go, over Pass (the column between them is 36 px there)."""
    if height >= TALL or len(slots) != 6:
        return slots
    lefts = [slot for slot in slots if slot[0] == "L"]
    rights = [slot for slot in slots if slot[0] == "R"]
    if len(lefts) != 2 or len(rights) != 2:
        return slots
    tops = [slot for slot in slots if slot[0] == "T"]
    return [*lefts, *[("T", index) for index in range(len(tops) + 1)], ("R", rights[0][1])]


#: Panels across the top from which, on a canvas under :data:`TALL`, a side's lone panel
#: joins their line: five players or more, the deals that leave face-up leftovers (four
#: with five players and two packs) whose box may need the column's height.
CROWDED_TOP = 2
#: A compact canvas narrower than this (4:3: a 480×360 window gives 960×720) treats its
#: side's lone panel as a short canvas does: under the bar's buttons when the top is crowded
#: (the face-up leftovers' box, over Pass, ran over the right-hand one there).
NARROW_CANVAS = 1024


def compact_seat_places(slots: list[tuple[str, int]], width: int, top_y: int,
                        buttons_left: int, height: int = TALL) -> list[pygame.Rect]:
    """The panel of each slot (``("L"|"R", y)`` at a side, ``("T", index)`` across the top,
    as :data:`sevens.ui.layout._SIDE_SLOTS` lists them) on a canvas ``width`` wide, the top
    line at ``top_y``; the top line stays left of ``buttons_left`` when it fits there. On a
    canvas under :data:`TALL` (or under :data:`NARROW_CANVAS` wide) with
    :data:`CROWDED_TOP` panels across the top a side's lone
    panel stands under the bar's buttons, in their line, leaving the column under it to the
    face-up leftovers of equal hands (their box grows upward when the rows, widest there,
    leave it too narrow for one line)."""
    top_count = top_count_of(slots)
    panel_width, panel_height = compact_panel_size(width, top_count)
    sides = {side: sorted({value for kind, value in slots if kind == side}, reverse=True)
             for side in "LR"}
    inner_left = compact_side_reach(width, top_count)
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
            crowded = (height < TALL or width < NARROW_CANVAS) and top_count >= CROWDED_TOP
            y = UNDER_BUTTONS if crowded else 200
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


def compact_panel_size(width: int, top_count: int = 0) -> tuple[int, int]:
    """An opponent's panel on a compact canvas ``width`` wide; with ``top_count`` panels
    across the top, narrower still where five would not fit across otherwise (two sides,
    three on top, on a canvas under 1280 wide: 568×320 gives 1136)."""
    if width >= 1400:
        return COMPACT_PANEL
    across = (width - 2 * (MARGIN + GAP + 2) - (top_count - 1) * GAP) // (top_count + 2)
    return (min(NARROW_PANEL_WIDTH, across), COMPACT_PANEL[1])


def compact_side_reach(width: int, top_count: int = 0) -> int:
    """Where the left side column of panels ends, with a gap (the rows start there)."""
    return MARGIN + compact_panel_size(width, top_count)[0] + GAP + 2


def top_count_of(slots: list[tuple[str, int]]) -> int:
    """How many panels of ``slots`` stand across the top."""
    return sum(1 for kind, _value in slots if kind == "T")


#: The narrowest strip of a card you may not play now in a compact hand squeezed to give the
#: cards you may play a thumb's width.
SQUEEZED_PITCH = 24


def thumb_pitches(count: int, suits: list[int], raised: list[bool], available: float,
                   gap: int, thumb: int) -> tuple[list[float], int]:
    """(the strip of each card but the last, the gap between suits) for a compact hand too
    big for every card to show a thumb's width: each card you may play now (raised) shows
    ``thumb`` px, the others share what is left — the gaps between suits going first."""
    breaks = sum(1 for index in range(1, count) if suits[index] != suits[index - 1])
    wide = sum(1 for index in range(count - 1) if raised[index])
    narrow = count - 1 - wide
    if not wide:  # nothing to play: all alike
        return [available / max(1, count - 1)] * (count - 1), 0
    rest = available - wide * thumb
    if narrow and (rest - gap * breaks) / narrow < SQUEEZED_PITCH:
        gap = 0
    if narrow:  # whole pixels, so that every strip keeps its width once placed
        other = max(SQUEEZED_PITCH, math.floor((rest - gap * breaks) / narrow))
        strip = min(thumb, math.floor((available - gap * breaks - narrow * other) / wide))
    else:
        other, strip = 0, min(thumb, math.floor((available - gap * breaks) / wide))
    return [strip if raised[index] else other for index in range(count - 1)], gap


def foot_in_line(slots: list[tuple[str, int]], size: tuple[int, int]) -> bool:
    """True when Pass, Hint and Undo stand in one line at the foot: two panels in the right
    column of a canvas under :data:`TALL` (or :data:`NARROW_CANVAS` wide) leave no room
    under them for the face-up leftovers' box over Pass (eight players)."""
    crowded = size[1] < TALL or size[0] < NARROW_CANVAS
    return crowded and sum(1 for kind, _value in slots if kind == "R") >= 2


def fit_compact_foot(places: TableLayout, thumb: int, in_line: bool = False) -> None:
    """Pass, Hint and Undo at least ``thumb`` tall and wide, kept to the canvas's right edge
    (Pass over Hint and Undo, as ever); on a canvas under 720 tall everything along the foot
    moves up with it, and the rows and the move log end that much higher."""
    width, height = places.size
    rise = TALL - height
    tall = max(places.hint_rect.height, thumb)
    wide = max(places.hint_rect.width, thumb)
    column = 2 * wide + 6
    right = min(places.pass_rect.x, width - 14 - column)
    foot = height - 4 - tall
    places.hint_rect = pygame.Rect(right, foot, wide, tall)
    places.undo_rect = pygame.Rect(right + wide + 6, foot, column - wide - 6, tall)
    places.pass_rect = pygame.Rect(right, foot - 6 - tall, column, tall)
    if in_line:  # Pass left of Hint, the leftovers' box over the three
        places.pass_rect = pygame.Rect(right - 6 - wide, foot, wide, tall)
        places.hand_area.width = min(places.hand_area.width,
                                     places.pass_rect.x - 10 - places.hand_area.x)
    for rect in (places.hand_area, places.my_panel, places.leftover_box):
        rect.y -= max(0, rise)
    box = places.leftover_box  # over Pass, clear of it, its right edge on Pass's
    box.x, box.bottom = min(box.x, places.pass_rect.x), min(box.bottom, places.pass_rect.y - 6)
    if in_line:  # right over the three buttons, under the right-hand panels
        box.bottom = places.pass_rect.y - 6
    box.width = places.undo_rect.right - box.x
    if rise <= 0:
        return
    places.status_bottom -= rise
    places.status_centre = (places.status_centre[0], places.status_centre[1] - rise)
    places.rows_area.height -= rise
    places.log_rect.height -= rise


def short_rows(places: TableLayout, row_count: int) -> None:
    """On a canvas under :data:`TALL` (whose rows gave up the height it lacks) the rows stand
    in two columns, their cards overlapping, when that gives them larger cards."""
    if places.size[1] >= TALL:
        return
    single = places.row_geometry(row_count, "either").card_size
    places.row_columns, places.row_overlap = 2, SHORT_ROW_OVERLAP
    places.row_label_room = SHORT_LABEL_ROOM
    double = places.row_geometry(row_count, "either").card_size
    if double[1] <= single[1]:
        places.row_columns, places.row_overlap, places.row_label_room = 1, 0.0, 0
