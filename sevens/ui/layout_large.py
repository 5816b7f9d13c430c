"""The table with large cards (issue 34): the hand and the rows at least
:data:`sevens.ui.theme.LARGE_CARD_SCALE` times their usual size on the same canvas, the
layout reflowed so that everything still fits.

Landscape (1280×720 up to 1600×720): the opponents' panels stand in one line under the top
bar, the rows fill the width in two columns of rows (three when the eight rows of two packs
need it; their cards overlapping, each corner index in sight), the status line sits over the
hand, and the hand — between your panel and the action buttons, which keep their places — is
held in one line, or in two when a big hand (three players) would squeeze its cards.
Portrait: the portrait table with its hand's cards made larger, the rows' cards overlapping
to take the larger size across the width (eight rows in two columns), the rows closer
together. A phone held upright has room for 1.5×; a shorter portrait canvas (a tablet, an
old phone) takes the largest of :data:`PORTRAIT_FACTORS` it has room for, never less than
the usual size (a 720×960 canvas with seven opponents has no room to spare at all).

Pure geometry, like :mod:`sevens.ui.layout`.
"""

from __future__ import annotations

import math

import pygame

from sevens.ui import layout, theme
from sevens.ui.layout import TableLayout

__all__ = ["ROW_OVERLAP", "large_table_layout", "usual_row_card"]

#: How much of a row card the next one may cover (its corner index stays in sight).
ROW_OVERLAP = 0.6
#: Room on the left of each column of rows for the suit labels.
LABEL_ROOM = 30
#: The narrowest visible strip of a large hand card (its rank and suit in the corner).
HAND_PITCH_MIN = 46
#: From one line of a two-line hand to the next: the upper line's corner index shows.
HAND_LINE_STEP = 64
HAND_RAISE = 12
#: How far the hand sinks while it is not your move (less than the usual table's 16 px).
HAND_LOWERED = 6
#: The narrowest visible strip of a large card in a portrait hand (on a 1558-tall canvas).
PORTRAIT_HAND_PITCH = 64
#: Between two rows on a portrait table (the usual table keeps 6 px).
PORTRAIT_ROW_GAP = 2
#: The sizes a portrait table tries for its large cards, largest first (the last, the usual
#: size, when a short canvas with seven opponents has no room to spare).
PORTRAIT_FACTORS = (theme.LARGE_CARD_SCALE, 1.4, 1.3, 1.2, 1.1, 1.0)
PANEL_GAP = 8


def scaled(size: tuple[int, int], factor: float = theme.LARGE_CARD_SCALE) -> tuple[int, int]:
    """``size`` times ``factor``, rounded up (so the large card is never below the factor)."""
    return (math.ceil(size[0] * factor), math.ceil(size[1] * factor))


def usual_row_card(places: TableLayout, row_count: int) -> tuple[int, int]:
    """The row card the usual layout ``places`` holds for ``row_count`` rows of 13."""
    return layout.fitted_row_card(row_count, 13, places.rows_area)


def large_table_layout(size: tuple[int, int], players: int = 4, hand_cards: int = 13,
                       row_count: int = 4) -> TableLayout:
    """The table's places with large cards on a canvas of ``size`` (see the module's text)."""
    usual = layout.table_layout(size, players, hand_cards, row_count)
    if usual.portrait:
        # A phone held upright has room for half as big again; a shorter canvas (a tablet,
        # seven opponents) takes the largest step it has room for.
        for factor in PORTRAIT_FACTORS:
            places = _portrait(size, usual, players, hand_cards, row_count, factor)
            fitted = places.row_geometry(row_count, "low").card_size
            if fitted[0] >= places.row_card[0] and fitted[1] >= places.row_card[1]:
                break
        return places
    return _landscape(size, usual, players, hand_cards, row_count)


def _portrait(size: tuple[int, int], usual: TableLayout, players: int, hand_cards: int,
              row_count: int, factor: float) -> TableLayout:
    row_card = scaled(usual_row_card(usual, row_count), factor)
    columns = 1 if row_count <= 4 else 2  # eight rows: two columns of four
    lines = math.ceil(row_count / columns)
    places = layout.table_layout(size, players, hand_cards, row_count, card_scale=factor,
                                 rows_room=lines * (row_card[1] + 10),
                                 hand_pitch=round(PORTRAIT_HAND_PITCH * usual.scale))
    places.large = True
    places.row_card = row_card
    places.row_columns = columns
    places.row_overlap = ROW_OVERLAP
    places.row_label_room = LABEL_ROOM
    places.row_gap = PORTRAIT_ROW_GAP
    return places


def _landscape(size: tuple[int, int], usual: TableLayout, players: int, hand_cards: int,
               row_count: int) -> TableLayout:
    width, height = size
    hand_card = scaled(theme.CARD_HAND)
    # The hand between your panel and the action buttons, in one line or two.
    hand_left = usual.my_panel.right + 14
    hand_right = usual.pass_rect.x - 22
    hand_width = hand_right - hand_left
    per_line = max(1, (hand_width - hand_card[0]) // HAND_PITCH_MIN + 1)
    hand_lines = min(2, max(1, math.ceil(max(1, hand_cards) / per_line)))
    # A hand too big for two lines (two packs among three) overlaps more, as the usual
    # hand does: two lines, each card's strip narrower.
    pitch_min = min(HAND_PITCH_MIN,
                    (hand_width - hand_card[0]) // max(1, math.ceil(hand_cards / 2) - 1))
    hand_height = hand_card[1] + (hand_lines - 1) * HAND_LINE_STEP
    hand_bottom = height - 1 - HAND_LOWERED
    hand_area = pygame.Rect(hand_left, hand_bottom - hand_height, hand_width, hand_height)
    # The status line over the raised cards, the rows over it, the panels over them.
    status_bottom = hand_area.y - HAND_RAISE - 8  # clear of a selected card
    status_centre = (hand_area.centerx, status_bottom - 17)
    others = max(1, players - 1)
    margin = layout.LEFT_X
    panel_width = min(layout.PANEL_SIZE[0],
                      (width - 2 * margin - (others - 1) * PANEL_GAP) // others)
    panel_size = (panel_width, layout.PANEL_SIZE[1])
    panel_top = layout.TOP_Y
    rows_top = panel_top + panel_size[1] + 6
    rows_bottom = status_bottom - 42  # the two-line status box
    rows_area = pygame.Rect(margin, rows_top, width - 2 * margin, rows_bottom - rows_top)
    row_card = scaled(usual_row_card(usual, row_count))
    row_columns = 2  # three for eight rows of two packs when two columns would be too tall
    for columns in (2, 3):
        row_columns = columns
        fitted = layout.RowGeometry(row_count, "either", rows_area, row_card, ROW_OVERLAP,
                                    columns, LABEL_ROOM).card_size
        if fitted == row_card:
            break
    return TableLayout(
        size=size, portrait=False, scale=1.0, text_scale=1.0,
        top_bar=usual.top_bar, top_buttons=usual.top_buttons, rows_area=rows_area,
        hand_area=hand_area, hand_card=hand_card, hand_raise=HAND_RAISE,
        hand_pitch_min=pitch_min, hand_line_step=HAND_LINE_STEP,
        my_panel=usual.my_panel, status_centre=status_centre,
        status_width=hand_width, status_bottom=status_bottom,
        pass_rect=usual.pass_rect, hint_rect=usual.hint_rect, undo_rect=usual.undo_rect,
        leftover_box=usual.leftover_box, leftover_card=usual.leftover_card,
        log_rect=pygame.Rect(usual.log_rect.x, rows_top, usual.log_rect.width,
                             status_bottom - 48 - rows_top),
        panel_size=panel_size, panel_origin=(margin, panel_top), columns=others,
        hand_lines=hand_lines, large=True, row_card=row_card, row_columns=row_columns,
        row_overlap=ROW_OVERLAP, row_label_room=LABEL_ROOM,
        extra={"hand_lowered": HAND_LOWERED},
    )
