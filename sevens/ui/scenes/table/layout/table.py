"""Where things go on the table: the bar, the seats, the rows, the hand, your panel, the
buttons, the move log — and how the drawing shows them there.

:func:`lay_out_table` reads the :class:`~sevens.ui.geometry.canvas.Canvas` and the deal's
counts and gives a frozen :class:`TableLayout`: every place the drawing and the input read,
and what they do there, asked by meaning (:attr:`TableLayout.penalty_beside_index` …), never
"portrait?". The shape rules live here alone, each a rule on the one table:

- landscape (:func:`_landscape`) keeps the 1280×720 arrangement (the constants below),
  widened or narrowed with the canvas; at least :data:`WIDE_LANDSCAPE` wide its action
  buttons are thumb-tall;
- *for thumbs sideways* (:func:`_for_thumbs`; shape ``compact``: a phone turned sideways, a
  short page; issue 30) what a thumb presses is a thumb each way, the texts at least
  :data:`COMPACT_TEXT`;
- *upright* (:func:`_upright`: a phone held upright, a tablet) stacks the table;
- *large cards* (issue 34; :func:`_large_landscape`, :func:`_large_upright`): the hand and
  the rows at least :data:`~sevens.ui.theme.LARGE_CARD_SCALE` their usual size.

Seat numbers always advance by +1 in the engine; ``turn_order`` only decides on which side of
your seat the next player is drawn (clockwise: to the left, as at a real table).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

import sevens.ui.scenes.table.layout.seats as seats
from sevens.ui import theme
from sevens.ui.card_rows import ROWS_AREA, RowGeometry, fitted_row_card
from sevens.ui.cardart import index_card_size
from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import (
    COMPACT,
    LANDSCAPE,
    PHONE_HEIGHT,
    THUMB_HEIGHT,
    Canvas,
    is_portrait,
)
from sevens.ui.scenes.table.layout.hand import (
    held_hand,
    per_line,
    suit_breaks,
    upright_hand_lines,
)
from sevens.ui.scenes.table.layout.seats import LEFT_X, PANEL_SIZE, SIDE_SLOTS, TOP_Y
from sevens.ui.theme import COMPACT_TEXT

TOP_BAR_HEIGHT = 40
HAND_AREA = pygame.Rect(214, 580, 852, 124)
HAND_RAISE = 22
MY_PANEL = pygame.Rect(14, 548, 186, 160)
STATUS_CENTRE = (640, 538)
STATUS_WIDTH = 820  # the widest status line: clear of your panel and the action buttons
ACTIONS_X = 1088
LEFTOVER_BOX = pygame.Rect(1088, 474, 178, 66)
#: How far the hand sinks while it is not your move (large cards: less).
HAND_LOWERED = 16
LARGE_HAND_LOWERED = 6
#: How far a face-up leftover you may play stands up.
LEFTOVER_LIFT = 6
#: The move log's text (its lines :meth:`TableLayout.table_pitch` apart, as the table's).
LOG_FONT = 13
LOG_TITLE_FONT = 14
#: The bubbles by an opponent's panel ("Pass", "Covered"), in a strip along its bottom.
BUBBLE_FONT = 13
#: A row's suit on its disc when the table's texts are thumb-sized (12 CSS px).
BIG_SUIT_TEXT = 24
#: The usual mini card's rank, in logical px.
MINI_RANK = 13
#: A card of a seat's covered pile, and the most the pile shows (each 3 px right of and 1 px
#: over the one under it).
COVERED_CARD, COVERED_SHOWN = (18, 26), 5

#: Upright: the numbers are written for a 390×844 phone's 1558-tall canvas; shorter ones
#: (tablets, 4:3) scale them down by their height, never below :data:`PORTRAIT_MIN_SCALE`.
PORTRAIT_REFERENCE_HEIGHT = 1558
PORTRAIT_MIN_SCALE = 0.6
#: Upright body text is this much larger than landscape's (14 px becomes 23: 12.5 CSS px on
#: a 390-px-wide phone), and no text is smaller than body text.
PORTRAIT_TEXT_SCALE = 1.65
PORTRAIT_MARGIN = 12
#: A landscape canvas at least this wide is a phone turned sideways (844×390 gives 1558):
#: its action buttons are made thumb-tall.
WIDE_LANDSCAPE = 1400
#: Pass, Hint and Undo there, and sideways for thumbs at least (a thumb when that is more).
TALL_BUTTON_HEIGHT = 82
#: For thumbs sideways: the bar's four buttons at least this wide, and your panel wider for
#: its larger text (the hand right of it keeps thumb-wide cards for thirteen at 844×390).
COMPACT_BUTTON_WIDTH = 100
MY_PANEL_WIDTH = 208
#: The face-up leftovers' box at its narrowest sideways, over Pass: its label at 24 px in one
#: line, or two leftovers a thumb apart. The rows end clear of it.
LEFTOVERS_WIDTH = 226
#: Room kept between the status pill and the frame drawn around a row (4 px past its cards).
STATUS_CLEARANCE = 4 + 4
#: Rows whose cards overlap (large cards; a short canvas sideways): how much of a card the
#: next covers (its corner index in sight), and the room for the suit labels.
ROW_OVERLAP = 0.6
LABEL_ROOM = 30
#: Large cards on a landscape table: the narrowest strip of a hand card, from one line of a
#: two-line hand to the next, how far a playable card stands up, between two panels.
LARGE_HAND_PITCH = 46
#: The narrowest strip a large card keeps in a hand held in one line.
LARGE_HAND_LEAST_PITCH = 36
LARGE_HAND_LINE_STEP = 64
LARGE_HAND_RAISE = 12
PANEL_GAP = 8
#: Large cards upright: the narrowest strip of a hand card (on a 1558-tall canvas), between
#: two rows, and the sizes tried, largest first (down to the usual one).
UPRIGHT_HAND_PITCH = 64
UPRIGHT_ROW_GAP = 2
UPRIGHT_FACTORS = (theme.LARGE_CARD_SCALE, 1.4, 1.3, 1.2, 1.1, 1.0)


@dataclass(frozen=True)
class TableType:
    """The table's texts on one canvas and the room their lines take (in the status box, a
    seat's panel): what the upright rules read before they place a thing."""

    portrait: bool
    text_scale: float
    compact: bool = False  # laid out for thumbs sideways (a phone turned sideways)

    def table_font(self, size: int) -> int:
        """The size a text of the table that is ``size`` px on the landscape table is drawn
        at: upright larger (:attr:`text_scale`, body text at least), sideways for thumbs at
        least :data:`COMPACT_TEXT` (a larger one a little larger still)."""
        if self.compact:
            return max(COMPACT_TEXT, size + 8)
        return round(max(size, 14) * self.text_scale) if self.portrait else size

    def table_pitch(self, size: int) -> int:
        """From one line of :meth:`table_font` text to the next (a little closer sideways
        for thumbs, where three lines of facts fill a seat's panel)."""
        font = self.table_font(size)
        return font + max(3, round(font * (0.18 if self.compact else 0.22)))

    def status_box_height(self, lines: int) -> int:
        """How tall the status line's box is around a long message wrapped in ``lines`` lines
        of 14-px text (the rows end over a two-line one)."""
        return lines * self.table_pitch(14) + 8

    @property
    def seat_lines_top(self) -> int:
        """How far under a seat panel's top its facts start (under the name strip)."""
        return self.table_pitch(17) + 6

    def bubble_strip(self, panel: pygame.Rect) -> pygame.Rect:
        """The strip along the bottom of an opponent's ``panel``, under its facts: its
        bubbles (Pass, Covered …) stand side by side on its middle line and, while none
        shows, its status word (thinking…, Out) at its right on the same line."""
        height = self.table_font(BUBBLE_FONT) + 8
        return pygame.Rect(panel.x + 4, panel.bottom - 2 - height, panel.width - 8, height)

    def seat_panel_height(self, facts: int) -> int:
        """How tall a seat's panel is that holds its name strip, ``facts`` lines of facts
        and, under the last one's letters, its :meth:`bubble_strip`."""
        strip = self.bubble_strip(pygame.Rect(0, 0, 0, 0))  # in a panel 0 px tall
        return self.seat_lines_top + facts * self.table_pitch(14) - strip.y


@dataclass(frozen=True, kw_only=True)
class TableLayout(TableType):
    """Every place on the table for one canvas, read by the drawing and the input, and what
    they do there, named for what they decide. ``portrait``, ``compact`` and ``large`` say
    which rules laid it out (the drawing never reads them); ``scale`` multiplies the upright
    numbers (1 on a phone, less on a shorter canvas)."""

    size: tuple[int, int]
    scale: float
    top_bar: pygame.Rect
    top_buttons: tuple[pygame.Rect, ...]
    rows_area: pygame.Rect
    hand_area: pygame.Rect
    hand_card: tuple[int, int]
    hand_raise: int
    hand_pitch_min: int  # the narrowest a hand card's visible strip may be
    hand_line_step: int  # from one line of the hand to the next (held in lines)
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
    #: The opponents' panels, clockwise from your left (:meth:`seat_panels` gives them out).
    seat_places: tuple[pygame.Rect, ...]
    hand_lowered: int = HAND_LOWERED  # how far the hand sinks while it is not your move
    #: Where the bar's texts are centred: the bar's middle, upright the title strip.
    bar_text_middle: int = TOP_BAR_HEIGHT // 2
    #: Large cards; the rows' card (None: the usual fitted one), columns, whether their cards
    #: overlap (:data:`ROW_OVERLAP`, :data:`LABEL_ROOM` kept for the suits) and the gap.
    large: bool = False
    row_card: tuple[int, int] | None = None
    row_columns: int = 1
    rows_overlap: bool = False
    row_gap: int = 6
    #: The least tap target each way (44 CSS px as shown), for the action buttons, a playable
    #: card's strip, a lit place's touch area; 0: none asked.
    thumb: int = 0
    #: Where the rows close up while the move log is open under them (upright; None: the log
    #: stands beside the rows, or over them where ``log_over_rows``: large cards, thumbs).
    rows_beside_log: pygame.Rect | None = None
    log_over_rows: bool = False
    #: What the drawing does with thumb-sized texts (sideways for thumbs): a button's label
    #: may take two lines; the leftovers' box grows left as far as the rows' frames; a cost
    #: badge stands right of the corner index; a fact too long for a panel shrinks a little
    #: and the covered pile stands under the first fact; your "out" line comes first and,
    #: out or finished, takes your last card's place; a row's suit is this size (0: by card).
    buttons_wrap: bool = False
    leftovers_grow: bool = False
    penalty_beside_index: bool = False
    seat_facts_shrink: bool = False
    my_out_first: bool = False
    big_suit_labels: int = 0
    #: Upright and sideways for thumbs: the leftovers' label keeps this room for lifted cards.
    leftover_lift_room: int = 0
    #: The canvas's least text (logical px): a seat's last card shows its index alone where
    #: the usual mini card's rank would read smaller (:attr:`seat_card`).
    least_text: int = 0

    # ------------------------------------------------------------------ places computed

    def row_geometry(self, row_count: int, ace: str, log_open: bool = False) -> RowGeometry:
        """The rows' slots, the move log open or not, so that it never hides a card: beside
        the open log (landscape) the rows narrow, a card overlapping the one before it by a
        quarter before it is made smaller; upright they close up over the log under them;
        with large cards and sideways for thumbs the log lies over them."""
        area, overlap = self.rows_area, 0.0
        if log_open and self.rows_beside_log is not None and not self.log_over_rows:
            area = self.rows_beside_log
        elif log_open and not self.log_over_rows:
            area = self.rows_area.copy()
            area.left += 28  # room for the suit labels
            area.width, overlap = self.log_rect.left - 8 - area.left, 0.25
        if self.rows_overlap:
            overlap = ROW_OVERLAP
        return RowGeometry(row_count, ace, area, self.row_card, overlap, self.row_columns,
                           LABEL_ROOM if self.rows_overlap else 0, self.row_gap)

    def seat_panels(self, players: int, human_seat: int,
                    turn_order: str) -> dict[int, pygame.Rect]:
        """The panel Rect of every other seat, in turn order (clockwise: left to right;
        counterclockwise: the places read backwards)."""
        places = [rect.copy() for rect in self.seat_places]
        if turn_order == "counterclockwise":
            places.reverse()
        return {(human_seat + offset) % players: places[offset - 1]
                for offset in range(1, players)}

    def hand_rects(self, count: int, suits: list[int], raised: list[bool],
                   selected: int | None) -> list[pygame.Rect]:
        """Your hand's cards, left to right: fanned in one line (raised cards, those you may
        play, :attr:`hand_raise` higher), or held in lines (upright, large cards)."""
        return held_hand(count, suits, raised, selected, self.hand_area, self.hand_card,
                         self.hand_pitch_min, self.hand_line_step, self.hand_raise, self.scale,
                         not (self.portrait or self.large), self.thumb)

    def choosing_rects(self, suits: list[int]) -> list[pygame.Rect] | None:
        """Your hand's cards (of these ``suits``) while you choose one to cover or give, where
        the fan (:meth:`hand_rects`) would leave a card's strip under a thumb: in one line
        without the gaps between suits where that is enough, else in lines a thumb apart, each
        strip a thumb wide, the lowest sinking past the canvas's foot (its corner in sight),
        reaching left over your panel when that takes fewer lines (4:3, 16:10). None where
        the fan gives every card a thumb's strip, or no thumb is asked."""
        count, area, thumb = len(suits), self.hand_area, self.thumb
        width, height = self.hand_card
        if not thumb or count < 2 \
                or (area.width - width - 12 * suit_breaks(suits)) / (count - 1) >= thumb:
            return None
        reach = pygame.Rect(self.my_panel.x, 0, area.right - self.my_panel.x, 0)
        lines = math.ceil(count / per_line(area.width, width, thumb))
        if lines > 1:  # its foot a thumb under the canvas's, less the card's height
            space = area if lines <= max(2, math.ceil(count / per_line(reach.width, width,
                                                                        thumb))) else reach
            area = pygame.Rect(space.x, 0, space.width, self.size[1] - thumb + height)
        return held_hand(count, [0] * count, [False] * count, None, area, self.hand_card,
                         thumb, thumb, 0, 1.0, False)  # no gaps between suits: a grid

    @property
    def centre(self) -> tuple[int, int]:
        """The middle of the canvas (where cards laid from nowhere start)."""
        return (self.size[0] // 2, self.size[1] // 2)

    # ------------------------------------------------------------------ what the drawing does

    @property
    def bar_text_right(self) -> int:
        """Where the bar's line of texts ends: left of the bar's buttons, or at the canvas's
        right margin where the buttons stand under it (upright)."""
        buttons = self.top_buttons[0]
        return self.size[0] - 16 if buttons.y > self.bar_text_middle else buttons.x - 12

    @property
    def seat_card(self) -> tuple[tuple[int, int], bool]:
        """The mini card of a seat's last card and whether it shows its index alone: the
        usual :data:`~sevens.ui.theme.CARD_MINI`, or where its 13-px rank would read under
        :attr:`least_text` (a phone) an index card, its rank and suit that size at least."""
        if self.least_text <= MINI_RANK:
            return theme.CARD_MINI, False
        size = index_card_size(self.least_text)
        return (max(size[0], theme.CARD_MINI[0]), max(size[1], theme.CARD_MINI[1])), True

    def last_card(self, panel: pygame.Rect, mine: bool) -> tuple[pygame.Rect, tuple[int, int]]:
        """Where a seat's last card stands in its ``panel``, and the seat's marker on it:
        yours at the top right; an opponent's under the name strip, 42 px from the right
        with the usual mini card (a wider index card reaches no further in)."""
        (width, height), index_only = self.seat_card
        if mine:
            card = pygame.Rect(panel.right - 10 - width, panel.y + 10, width, height)
            return card, (card.right + 2 * index_only, card.y + 2 - 4 * index_only)
        card = pygame.Rect(panel.right - max(42, width + 8), panel.y + self.seat_lines_top + 2,
                           width, height)
        return card, (card.right, card.y + 6)

    def covered_card(self, panel: pygame.Rect, index: int) -> pygame.Rect:
        """Where the ``index``-th card (from the bottom; past the most shown, the top one) of
        an opponent's covered pile lies in its ``panel``: left of its last card, under the
        first fact where facts shrink, else level with the second."""
        index, x = min(max(0, index), COVERED_SHOWN - 1), self.last_card(panel, False)[0].x
        x, y = (x - 42, panel.y + self.seat_lines_top + self.table_pitch(14) + 4) \
            if self.seat_facts_shrink else (x - 32, panel.y + 48)
        return pygame.Rect((x + index * 3, y - index), COVERED_CARD)

    def my_covered_cards(self, panel: pygame.Rect, top: int, label_height: int,
                         count: int) -> tuple[tuple[int, int], int, int]:
        """(card size, step, top) of your ``count`` covered cards in your ``panel`` under its
        facts, which end at ``top``, and their label: upright as big as the panel's foot
        allows, else small ones (where their index would read under 12 CSS px the seats name
        them on chips instead)."""
        mini, widest, card_y = theme.CARD_MINI, 22, top + 20
        if self.portrait:
            room = max(24, panel.bottom - 6 - (top + label_height + 4))
            mini = (round(room * 30 / 42), room) if room < 60 else (43, 60)
            widest, card_y = 30, top + label_height + 4
        step = min(widest, (panel.width - 24 - mini[0]) // max(1, count - 1))
        return mini, step, card_y

    def bubble_boxes(self, words: list[tuple[int, int]],
                     panel: pygame.Rect | None) -> list[pygame.Rect]:
        """The pills of a seat's bubbles (oldest first) around rendered ``words`` of these
        sizes, 16 px wider and 4 px taller. Yours (``panel`` None) stand one above the other
        where the felt is free at every table size: over your panel, or upright (the hand
        right above it) beside it; an opponent's side by side in its :meth:`bubble_strip`."""
        boxes = [pygame.Rect(0, 0, width + 16, height + 4) for width, height in words]
        if panel is None:
            x, bottom = (self.leftover_box.centerx, self.leftover_box.bottom - 4) \
                if self.portrait else (self.my_panel.centerx, self.my_panel.y - 4)
            for box in reversed(boxes):
                box.midbottom = (x, bottom)
                bottom = box.y - 4
            return boxes
        strip = self.bubble_strip(panel)
        if sum(box.width for box in boxes) + 4 > strip.width:
            boxes = boxes[:1]
        places = row(Box(*strip), [box.width for box in boxes], 4, "centre")
        for box, place in zip(boxes, places, strict=True):
            box.midleft = (place.x, strip.centery)
        return boxes

    @property
    def log_pitch(self) -> int:
        """From one line of the move log to the next, as the table's other lines."""
        return self.table_pitch(LOG_FONT)

    @property
    def log_top(self) -> int:
        """Where the log's first line sits under its panel's top (under the title)."""
        return self.table_pitch(LOG_TITLE_FONT) + 16


# ------------------------------------------------------------------ the rules


def lay_out_table(canvas: Canvas, players: int = 4, hand_cards: int = 13, row_count: int = 4,
                  bar_widths: Sequence[int] = ()) -> TableLayout:
    """The table's places on ``canvas`` for ``players`` seats, a hand of up to
    ``hand_cards`` cards and ``row_count`` rows (the rules: the module's text); ``bar_widths``
    the width each of the bar's four buttons needs for its label in one line at
    :data:`COMPACT_TEXT` (thumb-tall buttons sideways grow to it)."""
    size, least_text = canvas.size, canvas.least_text
    if is_portrait(size):
        upright = _upright(size, players, hand_cards, row_count, least_text=least_text)
        return _large_upright(upright, players, hand_cards, row_count, least_text) \
            if canvas.large_cards else upright
    places = _landscape(size, players, least_text)
    if canvas.shape == COMPACT:
        places = _for_thumbs(places, players, canvas.thumb, row_count, bar_widths)
    return _large_landscape(places, players, hand_cards, row_count) if canvas.large_cards \
        else places


def _landscape(size: tuple[int, int], players: int, least_text: int) -> TableLayout:
    """The 1280×720 table, no text under ``least_text``; on another width the right-hand
    column moves with the edge and the rows, the hand and the status line widen or narrow by
    the difference."""
    width, _height = size
    shift = width - LANDSCAPE[0]
    right = ACTIONS_X + shift
    tall = width >= WIDE_LANDSCAPE  # a phone turned sideways: thumb-tall
    pass_rect = pygame.Rect(right, 546 if tall else 566, 178, TALL_BUTTON_HEIGHT if tall else 42)
    hint_rect = pygame.Rect(right, 634 if tall else 616, 86, TALL_BUTTON_HEIGHT if tall else 36)
    return TableLayout(
        size=size, portrait=False, scale=1.0, text_scale=1.0,
        top_bar=pygame.Rect(0, 0, width, TOP_BAR_HEIGHT),
        top_buttons=tuple(pygame.Rect(908 + shift + 92 * index, 6, 86, 28)
                          for index in range(4)),
        rows_area=pygame.Rect(ROWS_AREA.x, ROWS_AREA.y, ROWS_AREA.width + shift,
                              ROWS_AREA.height),
        hand_area=pygame.Rect(HAND_AREA.x, HAND_AREA.y, HAND_AREA.width + shift,
                              HAND_AREA.height),
        hand_card=theme.CARD_HAND, hand_raise=HAND_RAISE, hand_pitch_min=30, hand_line_step=0,
        my_panel=MY_PANEL.copy(),
        status_centre=(STATUS_CENTRE[0] + shift // 2, STATUS_CENTRE[1]),
        status_width=STATUS_WIDTH + shift, status_bottom=HAND_AREA.y - HAND_RAISE - 10,
        pass_rect=pass_rect, hint_rect=hint_rect, undo_rect=hint_rect.move(92, 0),
        leftover_box=LEFTOVER_BOX.move(shift, 0), leftover_card=theme.CARD_MINI,
        log_rect=pygame.Rect(846 + shift, 156, 232, 356),
        seat_places=tuple(seats.seat_places(SIDE_SLOTS[players - 1], width, PANEL_SIZE, TOP_Y,
                                            seats.TOP_GAP, width)), least_text=least_text,
    )


def _for_thumbs(places: TableLayout, players: int, thumb: int, row_count: int,
                bar_widths: Sequence[int]) -> TableLayout:
    """The landscape table ``places`` laid out for thumbs sideways: the bar's four buttons
    thumb-tall at the top right, hanging under the bar, as wide as their label in one line
    needs (``bar_widths``), :data:`COMPACT_BUTTON_WIDTH` at least; the opponents' panels
    larger (:func:`~.seats.thumb_seat_places`), the rows between and under them, clear of a
    two-line status; Pass, Hint and Undo a ``thumb`` each way at the right edge; on a canvas
    under 720 tall the foot rises with it, the rows in two columns when their cards grow."""
    width, height = places.size
    rise = max(0, seats.TALL - height)
    slots = seats.compact_slots(SIDE_SLOTS[players - 1], height)
    # A short (or narrow) canvas is crowded: a side's lone panel may go under the bar's
    # buttons, and Pass, over Hint and Undo, stands in one line with them where two panels in
    # the right column leave no room for the leftovers' box over Pass: it stands over all
    crowded = height < seats.TALL or width < seats.NARROW_CANVAS
    in_line = crowded and [kind for kind, _ in slots].count("R") >= 2
    tall, wide = max(TALL_BUTTON_HEIGHT, thumb), max(places.hint_rect.width, thumb)
    foot = Box(0, height - 4 - tall, width - seats.MARGIN, tall)
    *line, hint_rect, undo_rect = map(pygame.Rect, row(foot, [wide] * (3 if in_line else 2),
                                                       6, "end"))
    pass_rect = line[0] if in_line else pygame.Rect(hint_rect.x, foot.y - 6 - tall,
                                                    2 * wide + 6, tall)
    box = places.leftover_box.move(0, -rise)  # over Pass, clear of it, to the right margin
    box.bottom = pass_rect.y - 6 if in_line else min(box.bottom, pass_rect.y - 6)
    box.x, box.width = pass_rect.x, width - seats.MARGIN - pass_rect.x
    widths = [max(COMPACT_BUTTON_WIDTH, need) for need in [*bar_widths, 0, 0, 0, 0][:4]]
    buttons = tuple(map(pygame.Rect, row(Box(0, 4, width - 14, THUMB_HEIGHT), widths, 8, "end")))
    typed = TableType(places.portrait, places.text_scale, compact=True)  # as laid out below
    panels = seats.thumb_seat_places(slots, width, buttons[0].x, crowded,
                                     typed.seat_panel_height(3))
    # the hand from your wider panel to the buttons: thirteen keep thumb-wide cards at 844×390
    hand_left = seats.MARGIN + MY_PANEL_WIDTH + 8
    hand = pygame.Rect(hand_left, HAND_AREA.y - rise, pass_rect.x - 10 - hand_left,
                       HAND_AREA.height)
    places = replace(places, top_buttons=buttons, thumb=thumb, compact=True,
                     seat_places=tuple(panels), hand_area=hand,
                     my_panel=pygame.Rect(MY_PANEL.x, MY_PANEL.y - rise, MY_PANEL_WIDTH,
                                          MY_PANEL.height),
                     pass_rect=pass_rect, hint_rect=hint_rect, undo_rect=undo_rect,
                     leftover_box=box,
                     status_centre=(places.status_centre[0], places.status_centre[1] - rise),
                     # no higher than a hand held in two lines to choose from (two thumbs
                     # over the canvas's foot, :meth:`TableLayout.choosing_rects`)
                     status_bottom=min(places.status_bottom - rise, height - 2 * thumb - 4),
                     buttons_wrap=True, leftovers_grow=True, penalty_beside_index=True,
                     seat_facts_shrink=True, my_out_first=True, big_suit_labels=BIG_SUIT_TEXT,
                     leftover_lift_room=LEFTOVER_LIFT + 2)
    # the rows between the side columns, under the top line, clear of the leftovers' box at
    # its narrowest, their frames ending over a two-line pill
    reach = seats.MARGIN + panels[0].width + seats.GAP + 2
    tops = [panel for (kind, _), panel in zip(slots, panels, strict=True) if kind == "T"]
    top = tops[0].bottom + 8 if tops else ROWS_AREA.y
    pill = places.status_box_height(2)
    rows = pygame.Rect(reach, top, min(width - 2 * reach, box.right - LEFTOVERS_WIDTH
                                       - seats.GAP - reach),
                       places.status_bottom - pill - STATUS_CLEARANCE - top)
    # the open move log over the rows and the top line, from under the bar's buttons to the
    # rows' foot: beside the rows its thumb-sized type would not fit
    log_top = buttons[0].bottom + 6
    places = replace(places, rows_area=rows, log_over_rows=True,
                     log_rect=pygame.Rect(rows.x, log_top, rows.width, rows.bottom - log_top))
    if height >= seats.TALL:
        return places
    # a short canvas: two columns of overlapping cards when that gives them larger cards
    single = places.row_geometry(row_count, "either").card_size
    double = replace(places, row_columns=2, rows_overlap=True)
    return double if double.row_geometry(row_count, "either").card_size[1] > single[1] \
        else places


def _upright(size: tuple[int, int], players: int, hand_cards: int, row_count: int,
             card_scale: float = 1.0, rows_room: int | None = None,
             hand_pitch: int | None = None, least_text: int = 0) -> TableLayout:
    """The table held upright, top to bottom: the bar (title, then four big buttons), the
    opponents in lines, the rows across the width, the status line, the hand in lines of
    thumb-wide cards, your panel with Pass, Hint and Undo; no text under ``least_text``.
    Large cards: ``card_scale`` makes the hand's cards larger, ``rows_room`` is the height the
    rows keep at least, ``hand_pitch`` the narrowest strip of a hand card."""
    width, height = size
    scale = max(PORTRAIT_MIN_SCALE, min(1.0, height / PORTRAIT_REFERENCE_HEIGHT))

    def unit(value: float) -> int:
        return round(value * scale)

    def card_unit(value: float) -> int:  # hand card sizes: larger with large cards
        return unit(value) if card_scale == 1.0 else math.ceil(value * scale * card_scale)

    margin = PORTRAIT_MARGIN
    text_scale = max(1.0, PORTRAIT_TEXT_SCALE * scale, least_text / 14)
    typed = TableType(portrait=True, text_scale=text_scale)  # its texts, as laid out below
    inner = width - 2 * margin
    # A phone keeps thumb-tall buttons and thumb-wide hand cards whatever its canvas's height
    thumb = THUMB_HEIGHT if height >= PHONE_HEIGHT else 0
    # The bar: title line, then Log, Rules, Sound, Menu across the width.
    title_height = unit(58)
    button_height = max(thumb, unit(88))
    top_bar = pygame.Rect(0, 0, width, title_height + button_height + unit(12))
    top_buttons = tuple(map(pygame.Rect, row(Box(margin, title_height, inner, button_height),
                                             [(inner - 3 * 8) // 4] * 4, 8)))
    # Opponents: as few lines as four panels a line allow, their lengths evened out.
    others = max(1, players - 1)
    lines = math.ceil(others / 4)
    columns = math.ceil(others / lines)
    gap = unit(8)
    panel_width = min(340, (inner - (columns - 1) * gap) // columns)
    facts = 3 if columns < 4 else 4  # narrow panels: a long fact wraps
    panel_height = max(unit(166 if columns < 4 else 194), typed.seat_panel_height(facts))
    panel_top = top_bar.bottom + unit(10)
    panels_bottom = panel_top + lines * panel_height + (lines - 1) * gap
    # The bottom band: your panel on the left, the action buttons on the right, the face-up
    # leftovers' box between.
    action_height = max(thumb, unit(92))
    band_height = max(unit(200), 2 * action_height + unit(16))
    band = Box(margin, height - margin - band_height, inner, band_height)
    my_panel, leftovers, actions = row(band, [unit(290), Share(), unit(260)], 8)
    hint_undo = row(actions.take_bottom(action_height)[0], [(actions.width - 8) // 2, Share()], 8)
    # The hand: thumb-wide cards, in as many lines as it takes (see upright_hand_lines).
    hand_card = (card_unit(100), card_unit(140))
    if hand_card[0] < thumb:  # a phone's shorter canvas: still a thumb wide
        hand_card = (thumb, round(thumb * 1.4))
    hand_pitch_min = max(thumb, unit(88)) if hand_pitch is None else hand_pitch
    hand_raise = unit(20)
    pitch, status_box, status_gap = typed.table_pitch(14), typed.status_box_height(2), unit(10)
    rows_top = panels_bottom + unit(12)
    # what the rows keep at least: a line of small cards per row
    if rows_room is None:
        rows_room = row_count * unit(theme.CARD_MINI[1] + 4)
    hand_room = (band.y - unit(22) - hand_raise - 2 * status_gap - status_box - rows_top
                 - rows_room)
    hand_card, hand_lines, hand_line_step = upright_hand_lines(
        hand_cards, inner, hand_card, hand_pitch_min, hand_raise, hand_room, card_unit, thumb)
    hand_height = hand_card[1] + (hand_lines - 1) * hand_line_step
    hand_area = pygame.Rect(margin, band.y - unit(22) - hand_height, inner, hand_height)
    # The status line's two-line box just over the raised cards, as far under the rows.
    status_bottom = hand_area.y - hand_raise - status_gap
    rows_bottom = status_bottom - status_box - status_gap
    rows_area = pygame.Rect(margin, rows_top, inner, max(120, rows_bottom - rows_top))
    # The open move log lies under the rows, which close up at the top of their area: it
    # never covers a row or a seat (issue 45); it keeps eight status lines' height at least.
    natural = RowGeometry(row_count, "low", rows_area)
    rows_height = min(natural.lines * natural.pitch_y + unit(8),
                      rows_area.height - 8 * pitch - gap)
    rows_beside_log = pygame.Rect(margin, rows_top, inner, max(unit(120), rows_height))
    return TableLayout(
        size=size, portrait=True, scale=scale, text_scale=text_scale,
        top_bar=top_bar, top_buttons=top_buttons, rows_area=rows_area,
        hand_area=hand_area, hand_card=hand_card, hand_raise=hand_raise,
        hand_pitch_min=hand_pitch_min, hand_line_step=hand_line_step,
        my_panel=pygame.Rect(my_panel), status_centre=(width // 2, status_bottom - pitch),
        status_width=inner - 16, status_bottom=status_bottom,
        pass_rect=pygame.Rect(actions.take_top(action_height)[0]),  # over Hint and Undo
        hint_rect=pygame.Rect(hint_undo[0]), undo_rect=pygame.Rect(hint_undo[1]),
        leftover_box=pygame.Rect(leftovers),
        leftover_card=(unit(62), unit(87)),
        log_rect=pygame.Rect(margin, rows_beside_log.bottom + gap, inner,
                             max(unit(200), rows_area.bottom - rows_beside_log.bottom - gap)),
        seat_places=tuple(seats.panel_lines(others, columns, (panel_width, panel_height),
                                            width, panel_top, gap)),
        rows_beside_log=rows_beside_log,
        leftover_lift_room=LEFTOVER_LIFT + 2,
        hand_lowered=round(HAND_LOWERED * scale), bar_text_middle=title_height // 2,
        least_text=least_text,
    )


def scaled(size: tuple[int, int], factor: float = theme.LARGE_CARD_SCALE) -> tuple[int, int]:
    """``size`` times ``factor``, rounded up (so the large card is never below the factor)."""
    return (math.ceil(size[0] * factor), math.ceil(size[1] * factor))


def _large_upright(usual: TableLayout, players: int, hand_cards: int, row_count: int,
                   least_text: int) -> TableLayout:
    """Large cards upright, from the ``usual`` upright table: the largest of
    :data:`UPRIGHT_FACTORS` that fits, the rows' cards overlapping; no text under
    ``least_text`` px."""
    size = usual.size
    # A phone held upright has room for half as big again; a shorter canvas (a tablet,
    # seven opponents) takes the largest step it has room for.
    columns = 1 if row_count <= 4 else 2  # eight rows: two columns of four
    lines = math.ceil(row_count / columns)
    for factor in UPRIGHT_FACTORS:
        row_card = scaled(fitted_row_card(row_count, 13, usual.rows_area), factor)
        places = replace(_upright(size, players, hand_cards, row_count, factor,
                                  lines * (row_card[1] + 10),
                                  round(UPRIGHT_HAND_PITCH * usual.scale), least_text),
                         large=True, log_over_rows=True, row_card=row_card, row_columns=columns,
                         rows_overlap=True, row_gap=UPRIGHT_ROW_GAP)
        fitted = places.row_geometry(row_count, "low").card_size
        if fitted[0] >= row_card[0] and fitted[1] >= row_card[1]:
            break
    return places


def _large_landscape(usual: TableLayout, players: int, hand_cards: int,
                     row_count: int) -> TableLayout:
    """Large cards on a landscape canvas: the panels in one line under the bar, the rows
    in two or three columns over the width, the status line over the hand, the hand in one
    line or two between your panel and the buttons (which keep their places). Laid out for
    thumbs (``usual.compact``), the panels, the bar and the buttons stay thumb-sized where
    they are and the rows keep their span between the side columns."""
    width, height = usual.size
    hand_card = scaled(theme.CARD_HAND)
    hand_left = usual.my_panel.right + 14
    hand_width = usual.pass_rect.x - 22 - hand_left
    # One line while each card's strip keeps LARGE_HAND_LEAST_PITCH (on a short canvas the
    # hand overlaps a little more rather than take a second line from the rows), else two;
    # a hand too big for two (two packs among three) overlaps more, as the usual hand does.
    def strip(cards: int) -> int:  # each card's strip in a line of ``cards``
        return (hand_width - hand_card[0]) // max(1, cards - 1)

    hand_lines = 1 if strip(hand_cards) >= LARGE_HAND_LEAST_PITCH else 2
    pitch_min = min(LARGE_HAND_PITCH, strip(math.ceil(hand_cards / hand_lines)))
    hand_height = hand_card[1] + (hand_lines - 1) * LARGE_HAND_LINE_STEP
    hand_area = pygame.Rect(hand_left, height - 1 - LARGE_HAND_LOWERED - hand_height,
                            hand_width, hand_height)
    # The status line over the raised cards, the rows over it, the panels over them.
    status_bottom = hand_area.y - LARGE_HAND_RAISE - 8  # clear of a selected card
    others = max(1, players - 1)
    panel_width = min(PANEL_SIZE[0], (width - 2 * LEFT_X - (others - 1) * PANEL_GAP) // others)
    seat_places = tuple(seats.panel_lines(others, others, (panel_width, PANEL_SIZE[1]), width,
                                          TOP_Y, PANEL_GAP))
    rows_top, rows_x, rows_width = TOP_Y + PANEL_SIZE[1] + 6, LEFT_X, width - 2 * LEFT_X
    log_top, desktop_rows = rows_top, usual.rows_area
    if usual.compact:  # the thumbs' panels and rows' span; the rows' cards the desktop's
        seat_places, status_bottom = usual.seat_places, min(status_bottom, usual.status_bottom)
        rows_top, rows_x, rows_width = usual.rows_area.y, usual.rows_area.x, usual.rows_area.width
        log_top, desktop_rows = usual.log_rect.y, ROWS_AREA
    status_box = usual.status_box_height(2)  # the two-line status box the rows end over
    rows_area = pygame.Rect(rows_x, rows_top, rows_width, status_bottom - status_box - rows_top)
    # the card half as big again as the desktop's rows hold (a sideways phone's own rows are
    # small), in two columns or three (eight rows of two packs), whichever shows it larger
    row_card = scaled(fitted_row_card(row_count, 13, desktop_rows))
    row_columns = max((2, 3), key=lambda columns: RowGeometry(
        row_count, "either", rows_area, row_card, ROW_OVERLAP, columns, LABEL_ROOM).card_size)
    return replace(
        usual, rows_area=rows_area, hand_area=hand_area, hand_card=hand_card,
        hand_raise=LARGE_HAND_RAISE, hand_pitch_min=pitch_min,
        hand_line_step=LARGE_HAND_LINE_STEP, status_centre=(hand_area.centerx,
                                                            status_bottom - 17),
        status_width=hand_width, status_bottom=status_bottom,
        log_rect=pygame.Rect(usual.log_rect.x, log_top, usual.log_rect.width,
                             status_bottom - status_box - 6 - log_top),
        seat_places=seat_places,
        hand_lowered=LARGE_HAND_LOWERED, large=True, log_over_rows=True,
        row_card=row_card, row_columns=row_columns, rows_overlap=True)
