"""Where things go on the table: seats around it, the rows, the hand, the buttons.

Pure geometry from a few numbers, so it can be tested and reused by the drawing code.
:func:`table_layout` gives a :class:`TableLayout` for a canvas of any size the contract allows
(:mod:`sevens.ui.viewport`): landscape keeps the 1280×720 arrangement (the module constants
below), widened or narrowed with the canvas; portrait stacks the table for a phone held
upright, with thumb-sized cards and buttons and larger text.
Seat numbers always advance by +1 in the engine; ``turn_order`` only decides on which side of
the human seat the next player is drawn (clockwise: to the left, as at a real table).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from sevens.ui import layout_compact, theme
from sevens.ui.viewport import PHONE_HEIGHT, THUMB_HEIGHT

__all__ = ["RowGeometry", "TableLayout", "fitted_row_card", "hand_rects", "seat_panels",
           "table_layout"]

TOP_BAR_HEIGHT = 40
PANEL_SIZE = (178, 104)
LEFT_X = 14
RIGHT_X = theme.LOGICAL_SIZE[0] - 14 - PANEL_SIZE[0]
TOP_Y = 44
ROWS_AREA = pygame.Rect(206, 160, 868, 346)
HAND_AREA = pygame.Rect(214, 580, 852, 124)
HAND_RAISE = 22
#: Between two columns of rows (large cards on a landscape table).
ROW_COLUMN_GAP = 16
MY_PANEL = pygame.Rect(14, 548, 186, 160)
STATUS_CENTRE = (640, 538)
ACTIONS_X = 1088
LEFTOVER_BOX = pygame.Rect(1088, 474, 178, 66)

# Opponent panel places, listed in clockwise order from the human seat (left, top, right).
_SIDE_SLOTS: dict[int, list[tuple[str, int]]] = {
    1: [("T", 0)],
    2: [("L", 220), ("R", 220)],
    3: [("L", 250), ("T", 0), ("R", 250)],
    4: [("L", 270), ("T", 0), ("T", 1), ("R", 270)],
    5: [("L", 270), ("T", 0), ("T", 1), ("T", 2), ("R", 270)],
    6: [("L", 350), ("L", 190), ("T", 0), ("T", 1), ("R", 190), ("R", 350)],
    7: [("L", 350), ("L", 190), ("T", 0), ("T", 1), ("T", 2), ("R", 190), ("R", 350)],
}


def seat_panels(players: int, human_seat: int, turn_order: str) -> dict[int, pygame.Rect]:
    """The panel Rect of every other seat, placed in turn order around the table."""
    others = players - 1
    slots = _SIDE_SLOTS[others]
    top_count = sum(1 for side, _ in slots if side == "T")
    places: list[pygame.Rect] = []
    for side, value in slots:
        if side == "L":
            places.append(pygame.Rect((LEFT_X, value), PANEL_SIZE))
        elif side == "R":
            places.append(pygame.Rect((RIGHT_X, value), PANEL_SIZE))
        else:
            spacing = 232
            centre = ROWS_AREA.centerx + (value - (top_count - 1) / 2) * spacing
            places.append(pygame.Rect((round(centre - PANEL_SIZE[0] / 2), TOP_Y), PANEL_SIZE))
    if turn_order == "counterclockwise":
        places.reverse()
    return {(human_seat + offset) % players: places[offset - 1]
            for offset in range(1, players)}


class RowGeometry:
    """Slot rectangles of the rows: one row per suit (two with two packs), 13 or 14 slots.

    The rows may stand in ``columns`` side by side (large cards on a landscape table: the
    first half of the rows on the left), each column keeping ``label_room`` px on its left
    for the rows' suit labels.
    """

    def __init__(self, row_count: int, ace: str, area: pygame.Rect = ROWS_AREA,
                 largest: tuple[int, int] | None = None, overlap: float = 0.0,
                 columns: int = 1, label_room: int = 0, gap: int = 6) -> None:
        self.row_count = row_count
        self.ace = ace
        self.slots = 14 if ace == "either" else 13
        self.columns = max(1, min(columns, row_count))
        self.lines = math.ceil(row_count / self.columns)
        column_width = (area.width - (self.columns - 1) * ROW_COLUMN_GAP) // self.columns \
            - label_room
        column = pygame.Rect(area.x, area.y, column_width, area.height)
        self.card_size = fitted_row_card(self.lines, self.slots, column, largest, overlap, gap)
        width, height = self.card_size
        self.area = area
        self.pitch_y = min(height + 8, area.height // self.lines)
        self.pitch_x = min(width + 6, column_width // self.slots)
        if label_room and (self.slots - 1) * self.pitch_x + width > column_width:
            self.pitch_x = (column_width - width) // (self.slots - 1)  # overlapping cards
        total_width = self.slots * self.pitch_x - (self.pitch_x - width)
        total_height = self.lines * self.pitch_y - (self.pitch_y - height)
        #: From one column of rows to the next.
        self.column_pitch = total_width + ROW_COLUMN_GAP + label_room
        block = self.columns * (total_width + label_room) + (self.columns - 1) * ROW_COLUMN_GAP
        self.x0 = area.centerx - block // 2 + label_room
        self.y0 = area.y + (area.height - total_height) // 2

    def slot_index(self, rank: int, at_high_end: bool = False) -> int:
        """Column of a rank in a row (the ace's column depends on the ace rule)."""
        if self.ace == "low":
            return rank - 1
        if self.ace == "high":
            return 12 if rank == 1 else rank - 2
        if rank == 1:
            return 13 if at_high_end else 0
        return rank - 1

    def rect(self, row: int, index: int) -> pygame.Rect:
        """The Rect of slot ``index`` in ``row``."""
        column, line = divmod(row, self.lines)
        return pygame.Rect(self.x0 + column * self.column_pitch + index * self.pitch_x,
                           self.y0 + line * self.pitch_y, *self.card_size)

    def row_rect(self, row: int) -> pygame.Rect:
        """The whole row's band."""
        first, last = self.rect(row, 0), self.rect(row, self.slots - 1)
        return first.union(last)


def fitted_row_card(row_count: int, slots: int, area: pygame.Rect,
                    largest: tuple[int, int] | None = None,
                    overlap: float = 0.0, gap: int = 6) -> tuple[int, int]:
    """The size of a card on the rows: the usual size for the number of rows (or
    ``largest``), made smaller, keeping its shape, when the slots would not fit the area
    with each card covering at most ``overlap`` of the one before it (and ``gap`` px
    between two rows)."""
    width, height = largest or (theme.CARD_ROW if row_count <= 4 else theme.CARD_MINI)
    room_x = (area.width // slots - 3) / (1.0 - overlap) if overlap else area.width // slots - 3
    room_y = area.height // max(1, row_count) - gap
    scale = min(1.0, room_x / width, room_y / height)
    if scale >= 1.0:
        return (width, height)
    return (max(16, int(width * scale)), max(22, int(height * scale)))


def hand_rects(count: int, suits: list[int], raised: list[bool],
               selected: int | None, table: TableLayout | None = None) -> list[pygame.Rect]:
    """Card Rects for a hand of ``count`` cards, left to right, with small gaps between suits.

    Raised cards (playable now) sit ``HAND_RAISE`` higher; the selected one higher still. The
    row curves gently, like cards held in a fan. On a portrait table the hand is held in
    two rows (three for a very big hand) when one would squeeze the cards below a thumb's
    width (see :meth:`TableLayout.hand_lines`).
    """
    if table is not None and (table.portrait or table.large):
        return table.hand_rects(count, suits, raised, selected)
    area = table.hand_area if table is not None else HAND_AREA
    hand_raise = table.hand_raise if table is not None else HAND_RAISE
    width, height = theme.CARD_HAND
    if count == 0:
        return []
    suit_breaks = sum(1 for index in range(1, count) if suits[index] != suits[index - 1])
    gap = 12 if count > 1 else 0
    available = area.width - width
    widest = width + 10.0  # few cards spread over the free width, side by side
    pitch = min(widest, (available - gap * suit_breaks) / max(1, count - 1))
    if pitch < 30:
        gap = 0
        pitch = min(widest, available / max(1, count - 1))
    pitches = [pitch] * max(0, count - 1)
    squeezed = table is not None and bool(table.thumb) and pitch < table.thumb \
        and any(raised[:-1])
    if squeezed:
        pitches, gap = layout_compact.thumb_pitches(count, suits, raised, available, gap,
                                                    table.thumb)
    total = sum(pitches) + gap * suit_breaks + width
    x = area.centerx - total / 2
    if squeezed:  # whole pixels: each strip keeps its width
        x = math.floor(x)
    middle = (count - 1) / 2 or 1
    rects = []
    for index in range(count):
        if index and suits[index] != suits[index - 1]:
            x += gap
        curve = ((index - (count - 1) / 2) / middle) ** 2 * 6
        y = area.y + curve
        if raised[index]:
            y -= hand_raise
        if selected == index:
            y -= 10
        rects.append(pygame.Rect(round(x), round(y), width, height))
        if index < count - 1:
            x += pitches[index]
    return rects


# ------------------------------------------------------------------ a table for any canvas

#: The portrait canvas the portrait numbers are written for (a 390×844 phone); shorter
#: portrait canvases (tablets, 4:3) scale them down by their height, never below
#: :data:`PORTRAIT_MIN_SCALE`.
PORTRAIT_REFERENCE_HEIGHT = 1558
PORTRAIT_MIN_SCALE = 0.6
#: Body text on the portrait table is this much larger than on the landscape one (14 px there
#: becomes 23 px: 12.5 CSS px on a 390-px-wide phone), and no text is smaller than body text.
PORTRAIT_TEXT_SCALE = 1.65
PORTRAIT_MARGIN = 12
#: A landscape canvas at least this wide is a phone turned sideways (844×390 gives 1558): its
#: action buttons are made thumb-tall.
WIDE_LANDSCAPE = 1400
#: A portrait hand held in more than one line: its card (a little smaller than the one-line
#: hand's 100×140, still 48 CSS px wide on a 390-px phone) and the gap between a line's
#: cards at rest and the top of a raised card in the line under it (the selected card's
#: lift takes 6 of it).
PORTRAIT_LINED_HAND_CARD = (88, 123)
PORTRAIT_HAND_LINE_GAP = 12
#: How far down a card face its corner index reaches (rank, suit, and the four-colour deck's
#: suit letter), as a share of its height: a line of hand never covers more than the rest.
PORTRAIT_INDEX_DEPTH = 0.72
#: A compact landscape table (a phone turned sideways, :func:`sevens.ui.viewport.is_compact`):
#: the top bar's texts, its buttons' labels and the status (hint) line at least this size —
#: 12 CSS px at 0.5 CSS px a logical px — and the bar's four buttons this wide, thumb-tall,
#: at the top right, hanging under the bar.
COMPACT_TEXT = 24
COMPACT_BUTTON_WIDTH = layout_compact.COMPACT_BUTTON_WIDTH
#: Opponent panels per line on the portrait table, by the number of opponents.
PORTRAIT_COLUMNS = {1: 1, 2: 2, 3: 3, 4: 4, 5: 3, 6: 3, 7: 4}


@dataclass
class TableLayout:
    """Every place on the table for one canvas size: read by the drawing and the input.

    ``scale`` multiplies the portrait numbers (1 on a phone, less on a shorter canvas);
    :meth:`font` gives the size a text of a landscape size is drawn at.
    """

    size: tuple[int, int]
    portrait: bool
    scale: float
    text_scale: float
    top_bar: pygame.Rect
    top_buttons: list[pygame.Rect]
    rows_area: pygame.Rect
    hand_area: pygame.Rect
    hand_card: tuple[int, int]
    hand_raise: int
    hand_pitch_min: int  # the narrowest a hand card's visible strip may be
    hand_line_step: int  # from one line of the hand to the next (portrait)
    my_panel: pygame.Rect
    status_centre: tuple[int, int]
    status_width: int
    status_bottom: int  # the two-line status box sits on this line
    pass_rect: pygame.Rect
    hint_rect: pygame.Rect
    undo_rect: pygame.Rect
    leftover_box: pygame.Rect
    leftover_card: tuple[int, int]
    log_rect: pygame.Rect
    panel_size: tuple[int, int]
    panel_origin: tuple[int, int] = (0, 0)
    columns: int = 0
    hand_lines: int = 1
    extra: dict[str, int] = field(default_factory=dict)
    compact: bool = False  # a landscape table shown small (a phone turned sideways)
    top_y: int = TOP_Y  # the top line of the opponents' panels across the top (landscape)
    #: Large cards (issue 34, see :mod:`sevens.ui.layout_large`): the hand held in lines as
    #: on a portrait table, the panels in a line over the rows, and the rows' card, columns
    #: and overlap chosen for them (None: the usual fitted card).
    large: bool = False
    row_card: tuple[int, int] | None = None
    row_columns: int = 1
    row_overlap: float = 0.0
    row_label_room: int = 0
    row_gap: int = 6
    #: A compact table's least tap target each way, in logical px (44 CSS px as shown): its
    #: action buttons, a playable card's strip, a lit place's touch area. 0: the desktop's.
    thumb: int = 0
    #: Where the rows close up while the move log is open under them (portrait; None: the
    #: log stands beside the rows, or over them on a landscape large-card table).
    rows_beside_log: pygame.Rect | None = None

    def row_geometry(self, row_count: int, ace: str, area: pygame.Rect | None = None,
                     overlap: float = 0.0) -> RowGeometry:
        """The rows' slots in ``area`` (the rows area unless told); with large cards, the
        large row card in this table's columns."""
        area = self.rows_area if area is None else area
        if not self.large and self.row_columns == 1:
            return RowGeometry(row_count, ace, area, overlap=overlap)
        return RowGeometry(row_count, ace, area, self.row_card, max(overlap, self.row_overlap),
                           self.row_columns, self.row_label_room, self.row_gap)

    def font(self, size: int) -> int:
        """The size to draw a text that is ``size`` px on the landscape table."""
        if not self.portrait:
            return size
        return round(max(size, 14) * self.text_scale)

    def bar_font(self, size: int) -> int:
        """The size of a text of the top bar or the status line that is ``size`` px on the
        landscape table: as :meth:`font`, and on a compact table at least
        :data:`COMPACT_TEXT` (a larger one a little larger still)."""
        return max(COMPACT_TEXT, size + 10) if self.compact else self.font(size)

    def bar_pitch(self, size: int) -> int:
        """From one line of the status box to the next (see :meth:`bar_font`)."""
        if not self.compact:
            return self.line_pitch(size)
        font = self.bar_font(size)
        return font + max(3, round(font * 0.22))

    def seat_font(self, size: int) -> int:
        """A seat panel's text of ``size`` px on the landscape table (compact: 24 at least)."""
        return max(layout_compact.COMPACT_SEAT_TEXT, size + 8) if self.compact else self.font(size)

    def seat_pitch(self, size: int) -> int:
        """From one line of a seat panel's facts to the next (see :meth:`seat_font`)."""
        font = self.seat_font(size)
        return font + max(3, round(font * 0.18)) if self.compact else self.line_pitch(size)

    def line_pitch(self, size: int) -> int:
        """From one line of ``size``-px (landscape) text to the next."""
        font = self.font(size)
        return font + max(3, round(font * 0.22))

    @property
    def centre(self) -> tuple[int, int]:
        """The middle of the canvas (where cards laid from nowhere start)."""
        return (self.size[0] // 2, self.size[1] // 2)

    def seat_panels(self, players: int, human_seat: int,
                    turn_order: str) -> dict[int, pygame.Rect]:
        """The panel Rect of every other seat, in turn order (clockwise: left to right)."""
        others = players - 1
        if self.compact and not self.portrait and not self.large:
            places = layout_compact.compact_seat_places(
                layout_compact.compact_slots(_SIDE_SLOTS[others], self.size[1]), self.size[0],
                self.top_y, self.top_buttons[0].x, self.size[1])
            if turn_order == "counterclockwise":
                places.reverse()
            return {(human_seat + offset) % players: places[offset - 1]
                    for offset in range(1, players)}
        if not self.portrait and not self.large:
            panels = seat_panels(players, human_seat, turn_order)
            shift = self.size[0] - theme.LOGICAL_SIZE[0]
            for rect in panels.values():
                if rect.x >= RIGHT_X:
                    rect.x += shift
                elif rect.y == TOP_Y:
                    rect.x += shift // 2
                    rect.y = self.top_y
            return panels
        columns = self.columns if self.large and not self.portrait else PORTRAIT_COLUMNS[others]
        width, height = self.panel_size
        gap = round(8 * self.scale)
        places = []
        for index in range(others):
            line, column = divmod(index, columns)
            in_line = min(columns, others - line * columns)
            total = in_line * width + (in_line - 1) * gap
            x = (self.size[0] - total) // 2 + column * (width + gap)
            places.append(pygame.Rect(x, self.panel_origin[1] + line * (height + gap),
                                      width, height))
        if turn_order == "counterclockwise":
            places.reverse()
        return {(human_seat + offset) % players: places[offset - 1]
                for offset in range(1, players)}

    def hand_rects(self, count: int, suits: list[int], raised: list[bool],
                   selected: int | None) -> list[pygame.Rect]:
        """Portrait hand: cards in lines of equal length (the first lines take the extra
        card), each card's visible strip at least :attr:`hand_pitch_min` wide; small gaps
        between suits where they fit. Raised cards sit :attr:`hand_raise` higher."""
        if count == 0:
            return []
        width, height = self.hand_card
        area = self.hand_area
        per_line = max(1, (area.width - width) // self.hand_pitch_min + 1)
        lines = max(1, math.ceil(count / per_line))
        base, extra = divmod(count, lines)
        sizes = [base + (1 if line < extra else 0) for line in range(lines)]
        step = self.hand_line_step
        top = area.bottom - height - (lines - 1) * step
        rects: list[pygame.Rect] = []
        first = 0
        for line, size in enumerate(sizes):
            indices = range(first, first + size)
            breaks = sum(1 for index in indices[1:] if suits[index] != suits[index - 1])
            gap = round(10 * self.scale)
            widest = width + round(8 * self.scale)
            pitch = min(widest, (area.width - width - gap * breaks) / max(1, size - 1))
            if pitch < self.hand_pitch_min:
                gap = 0
                pitch = min(widest, (area.width - width) / max(1, size - 1))
            total = pitch * (size - 1) + gap * breaks + width
            x = area.centerx - total / 2
            for index in indices:
                if index > first and suits[index] != suits[index - 1]:
                    x += gap
                y = top + line * step
                if raised[index]:
                    y -= self.hand_raise
                if selected == index:
                    y -= round(6 * self.scale)
                rects.append(pygame.Rect(round(x), round(y), width, height))
                x += pitch
            first += size
        return rects

    def hand_line_count(self, count: int) -> int:
        """How many lines a hand of ``count`` cards takes on this table."""
        if not (self.portrait or self.large) or count == 0:
            return 1
        per_line = max(1, (self.hand_area.width - self.hand_card[0]) // self.hand_pitch_min + 1)
        return max(1, math.ceil(count / per_line))


def table_layout(size: tuple[int, int], players: int = 4, hand_cards: int = 13,
                 row_count: int = 4, compact: bool = False, card_scale: float = 1.0,
                 rows_room: int | None = None, hand_pitch: int | None = None,
                 thumb: int = THUMB_HEIGHT, bar_widths: Sequence[int] = ()) -> TableLayout:
    """The table's places on a canvas of ``size``, for ``players`` seats and a hand of up to
    ``hand_cards`` cards (a portrait table gives a big hand a third line); ``compact`` for a
    landscape canvas shown small (a phone turned sideways). ``card_scale`` makes the portrait
    hand's cards larger (large cards: see :mod:`sevens.ui.layout_large`, which lays out the
    landscape table for them), ``rows_room`` is the height the portrait rows keep at least,
    ``hand_pitch`` the narrowest strip of a portrait hand card; ``thumb`` a compact table's
    least tap target (44 CSS px, in logical px); ``bar_widths`` the width each of the top
    bar's four buttons needs for its label in one line at :data:`COMPACT_TEXT` (a compact
    table's buttons grow to it)."""
    if size[1] > size[0]:
        return _portrait_layout(size, players, hand_cards, row_count, card_scale, rows_room,
                                hand_pitch)
    if compact:  # a phone turned sideways (layout_compact)
        return layout_compact.compact_landscape_layout(
            _landscape_layout(size, compact=True),
            layout_compact.compact_slots(_SIDE_SLOTS[players - 1], size[1]), thumb, row_count,
            bar_widths)
    return _landscape_layout(size)


def _landscape_layout(size: tuple[int, int], compact: bool = False) -> TableLayout:
    """The 1280×720 table; on another width the right-hand column moves with the edge and the
    rows, the hand and the status line widen or narrow by the difference."""
    width, height = size
    shift = width - theme.LOGICAL_SIZE[0]
    right = ACTIONS_X + shift
    pass_rect = pygame.Rect(right, 566, 178, 42)
    hint_rect = pygame.Rect(right, 616, 86, 36)
    undo_rect = pygame.Rect(right + 92, 616, 86, 36)
    if width >= WIDE_LANDSCAPE or compact:  # a phone turned sideways: thumb-tall
        pass_rect = pygame.Rect(right, 546, 178, 82)
        hint_rect = pygame.Rect(right, 634, 86, 82)
        undo_rect = pygame.Rect(right + 92, 634, 86, 82)
    return TableLayout(
        size=size, portrait=False, scale=1.0, text_scale=1.0,
        top_bar=pygame.Rect(0, 0, width, TOP_BAR_HEIGHT),
        top_buttons=[pygame.Rect(908 + shift + 92 * index, 6, 86, 28) for index in range(4)],
        rows_area=pygame.Rect(ROWS_AREA.x, ROWS_AREA.y, ROWS_AREA.width + shift,
                              ROWS_AREA.height),
        hand_area=pygame.Rect(HAND_AREA.x, HAND_AREA.y, HAND_AREA.width + shift,
                              HAND_AREA.height),
        hand_card=theme.CARD_HAND, hand_raise=HAND_RAISE, hand_pitch_min=30, hand_line_step=0,
        my_panel=MY_PANEL.copy(),
        status_centre=(STATUS_CENTRE[0] + shift // 2, STATUS_CENTRE[1]),
        status_width=820 + shift, status_bottom=HAND_AREA.y - HAND_RAISE - 10,
        pass_rect=pass_rect, hint_rect=hint_rect, undo_rect=undo_rect,
        leftover_box=LEFTOVER_BOX.move(shift, 0), leftover_card=theme.CARD_MINI,
        log_rect=pygame.Rect(846 + shift, 156, 232, 356),
        panel_size=PANEL_SIZE,
    )


def _portrait_layout(size: tuple[int, int], players: int, hand_cards: int,
                     row_count: int, card_scale: float = 1.0, rows_room: int | None = None,
                     hand_pitch: int | None = None) -> TableLayout:
    """The table for a phone held upright, top to bottom: the bar (title, then four big
    buttons), the opponents in one or two lines, the rows across the whole width, the status
    line, the hand in lines of thumb-wide cards, and your panel with Pass, Hint and Undo."""
    width, height = size
    scale = max(PORTRAIT_MIN_SCALE, min(1.0, height / PORTRAIT_REFERENCE_HEIGHT))

    def unit(value: float) -> int:
        return round(value * scale)

    margin = PORTRAIT_MARGIN
    text_scale = max(1.0, PORTRAIT_TEXT_SCALE * scale)
    inner = width - 2 * margin
    # A phone (any phone held upright) keeps thumb-tall buttons and thumb-wide hand cards
    # whatever its canvas's height: 44 CSS px at 360 px wide.
    thumb = THUMB_HEIGHT if height >= PHONE_HEIGHT else 0
    # The bar: title line, then Log, Rules, Sound, Menu across the width.
    title_height = unit(58)
    button_height = max(thumb, unit(88))
    top_bar = pygame.Rect(0, 0, width, title_height + button_height + unit(12))
    button_width = (inner - 3 * 8) // 4
    top_buttons = [pygame.Rect(margin + index * (button_width + 8), title_height,
                               button_width, button_height) for index in range(4)]
    # Opponents: one or two lines of panels.
    others = max(1, players - 1)
    columns = PORTRAIT_COLUMNS[min(7, others)]
    lines = math.ceil(others / columns)
    gap = unit(8)
    panel_width = min(340, (inner - (columns - 1) * gap) // columns)
    panel_height = unit(166 if columns < 4 else 194)  # narrow panels: a long line wraps
    panel_top = top_bar.bottom + unit(10)
    panels_bottom = panel_top + lines * panel_height + (lines - 1) * gap
    # The bottom band: your panel on the left, the action buttons on the right.
    action_height = max(thumb, unit(92))
    band_height = max(unit(200), 2 * action_height + unit(16))
    band = pygame.Rect(margin, height - margin - band_height, inner, band_height)
    action_width = unit(260)
    action_x = band.right - action_width
    pass_rect = pygame.Rect(action_x, band.y, action_width, action_height)
    half = (action_width - 8) // 2
    hint_rect = pygame.Rect(action_x, band.bottom - action_height, half, action_height)
    undo_rect = pygame.Rect(action_x + half + 8, band.bottom - action_height,
                            action_width - half - 8, action_height)
    my_panel = pygame.Rect(margin, band.y, unit(290), band_height)
    leftover_box = pygame.Rect(my_panel.right + 8, band.y,
                               action_x - 8 - my_panel.right - 8, band_height)
    leftover_card = (unit(62), unit(87))
    # The hand: thumb-wide cards, in as many lines as it takes (see _hand_lines).
    def card_unit(value: float) -> int:  # hand card sizes: larger with large cards
        return unit(value) if card_scale == 1.0 else math.ceil(value * scale * card_scale)

    hand_card = (card_unit(100), card_unit(140))
    if hand_card[0] < thumb:  # a phone's shorter canvas: still a thumb wide
        hand_card = (thumb, round(thumb * 1.4))
    hand_pitch_min = max(thumb, unit(88)) if hand_pitch is None else hand_pitch
    hand_raise = unit(20)
    status_pitch = round(14 * text_scale) + 6
    rows_top = panels_bottom + unit(12)
    # what the rows keep at least: a line of small cards per row
    if rows_room is None:
        rows_room = row_count * unit(theme.CARD_MINI[1] + 4)
    hand_room = (band.y - unit(22) - hand_raise - unit(10) - 2 * status_pitch - unit(16)
                 - rows_top - rows_room)
    hand_card, hand_lines, hand_line_step = _hand_lines(hand_cards, inner, hand_card,
                                                        hand_pitch_min, hand_raise, hand_room,
                                                        card_unit, thumb)
    hand_height = hand_card[1] + (hand_lines - 1) * hand_line_step
    hand_area = pygame.Rect(margin, band.y - unit(22) - hand_height, inner, hand_height)
    # The status line just over the raised cards.
    status_bottom = hand_area.y - hand_raise - unit(10)
    status_centre = (width // 2, status_bottom - status_pitch)
    rows_bottom = status_bottom - 2 * status_pitch - unit(16)
    rows_area = pygame.Rect(margin, rows_top, inner, max(120, rows_bottom - rows_top))
    # The open move log lies under the rows, which close up at the top of their area: it
    # never covers a row or a seat (issue 45); it keeps eight status lines' height at least.
    natural = RowGeometry(row_count, "low", rows_area)
    rows_height = min(natural.lines * natural.pitch_y + unit(8),
                      rows_area.height - 8 * status_pitch - gap)
    rows_beside_log = pygame.Rect(margin, rows_top, inner, max(unit(120), rows_height))
    log_rect = pygame.Rect(margin, rows_beside_log.bottom + gap, inner,
                           max(unit(200), rows_area.bottom - rows_beside_log.bottom - gap))
    return TableLayout(
        size=size, portrait=True, scale=scale, text_scale=text_scale,
        top_bar=top_bar, top_buttons=top_buttons, rows_area=rows_area,
        hand_area=hand_area, hand_card=hand_card, hand_raise=hand_raise,
        hand_pitch_min=hand_pitch_min, hand_line_step=hand_line_step,
        my_panel=my_panel, status_centre=status_centre, status_width=inner - 16,
        status_bottom=status_bottom, pass_rect=pass_rect, hint_rect=hint_rect,
        undo_rect=undo_rect, leftover_box=leftover_box, leftover_card=leftover_card,
        log_rect=log_rect, panel_size=(panel_width, panel_height),
        panel_origin=(margin, panel_top), columns=columns, hand_lines=hand_lines,
        rows_beside_log=rows_beside_log,
    )


def _hand_lines(hand_cards: int, inner: int, card: tuple[int, int], pitch_min: int,
                hand_raise: int, room: int, unit: Callable[[float], int], thumb: int = 0
                ) -> tuple[tuple[int, int], int, int]:
    """(card size, lines, step from one line to the next) for a portrait hand of up to
    ``hand_cards`` cards across ``inner`` px, no taller than ``room`` when it can help it.

    A hand of more than one line holds slightly smaller cards (still wider than a thumb), and
    its lines do not overlap: each has the room of a raised card over it, then a gap, so every
    face reads whole. Only a hand too big for that (two packs among few players) lets a line
    cover the bottom of the one above it, never more than the card's plain lower part: the
    index in the corner (with the four-colour deck's letter) stays in sight, and so does a
    strip taller than a thumb.
    """

    def lines_for(size: tuple[int, int]) -> int:
        per_line = max(1, (inner - size[0]) // pitch_min + 1)
        return max(1, math.ceil(max(1, hand_cards) / per_line))

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
