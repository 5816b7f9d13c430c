"""Where the Review puts its header, decision list, detail, seat and buttons: one layout,
its arrangement picked from the canvas's measures.

- **Controls along the foot** (a desktop window of any width: 1280×720, a 16:10 window's
  1152×720, a 4:3 window's or an iPad's 960×720, a 1366×768 laptop's 1281×720): the title,
  the rule system and the total along the top; the decision list at the left and the
  selected decision at the right; Back, Show all hands, the seat to replay from and Play it
  from this seat along the foot (the seat over the buttons where one row is too narrow); every
  word at least 12 CSS px (:meth:`Canvas.px_for_css`).
- **Everything stacked** (taller than wide: a phone held upright): the header, the list in
  thumb-tall rows, the detail, the seat, and the three buttons sharing a row by their labels.
  Sizes are written for a 360-px phone (24-px text, 88-px thumbs) and pressed on a tablet's
  shorter canvas (:attr:`Canvas.squeeze`).
- **Controls in a column** (laid out for thumbs but wide: a phone turned sideways): the header
  along the top, the list at the left, the detail in the middle and a column of thumb-tall
  controls at the right, as wide as the widest label needs.

Everywhere the detail is told in readable lines that scroll (:mod:`.detail`), its cards at
least :data:`LEAST_INDEX_CSS` CSS px at their corner index (issue 45). Pure: the text measures come
in as functions, the places go out frozen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sevens.ui.button_labels import ButtonPlace, fitted, share_row, widest_label
from sevens.ui.geometry.boxes import Box, Share, column, row
from sevens.ui.geometry.canvas import DESKTOP_SMALLEST_TEXT, PHONE_HEIGHT, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.text import Measure, Words, Wrap

__all__ = ["ReviewPlaces", "ReviewWords", "lay_out_review", "readable_card"]

#: The least size of a card's corner index and of the desktop's words, in CSS px.
LEAST_INDEX_CSS = 12
#: The card art's corner index: this share of a card's height, more on a narrow card
#: (:meth:`sevens.ui.cardart.CardArt._draw_face`), which is narrow under 44 px.
INDEX_SHARE, SMALL_INDEX_SHARE, SMALL_CARD = 0.24, 0.30, 44
#: The desktop's mini card face; its width : height is every card's.
MINI = (30, 42)
#: The desktop's list on 1280×720 (narrower canvases narrow it in proportion) and the seat.
LIST_WIDTH, STEPPER_WIDTH = 420, 330
#: The thumb layouts' sizes (logical px, held upright before squeezing).
PAD, GAP, BODY, HEADING = 24, 12, 24, 28
#: Decisions the stacked list shows on a 1558-tall canvas (one fewer under SHORT_PHONE).
LIST_ROWS, SHORT_PHONE = 4, 1480
#: The control column's width on a 1280-wide canvas and at most; the list's least and most.
COLUMN_WIDTHS, LIST_WIDTHS = (260, 300), (360, 420)


@dataclass(frozen=True)
class ReviewWords:
    """What the frame says: the title, the rule system, the totals the header may show (the
    longest numbers), each button's name, the labels it can show and whether it is the primary
    one, and the seat stepper's label."""

    title: str
    rules_name: str
    summaries: tuple[str, ...]
    buttons: tuple[tuple[str, tuple[str, ...], bool], ...]
    stepper_label: str
    #: The list's keys (the desktop's line under it).
    keys: str = ""


@dataclass(frozen=True)
class ReviewPlaces:
    """The Review on one canvas (see the module's description)."""

    canvas: Canvas
    title: Words
    rules_name: Words
    #: The total: its box, type size and most lines.
    summary: Box
    summary_size: int
    summary_lines: int
    list_box: Box
    row_pitch: int
    #: The first row's distance from the list's top, and each row's from its sides; a row
    #: is ``row_gap`` px shorter than its pitch.
    inset: int
    side: int
    row_gap: int
    #: The list's sizes: a decision's number and note, and its move; in a row, where the
    #: number ends, the costly mark's middle and its radius, and where the move starts.
    list_small: int
    list_move: int
    number_right: int
    mark: tuple[int, int]
    move_x: int
    #: The keys' lines under the list (the desktop's; none laid out for thumbs).
    keys: tuple[Words, ...]
    detail_box: Box
    detail_view: Box
    body: int
    heading: int
    #: The keys' type under the list.
    tiny: int
    line: int
    #: A card face in the detail.
    card: tuple[int, int]
    buttons: dict[str, ButtonPlace]
    stepper: Box
    stepper_label_width: int
    stepper_font: int
    stepper_small: int
    stepper_above: bool

    def visible_rows(self) -> int:
        """How many decisions the list shows at once (the keys' line under them)."""
        keys = 20 * len(self.keys)
        return max(1, (self.list_box.height - 2 * self.inset - keys) // self.row_pitch)

    def row_box(self, number: int, scroll: int) -> Box:
        """Where decision ``number`` is listed with the list scrolled to ``scroll``."""
        return Box(self.list_box.x + self.side,
                   self.list_box.y + self.inset + (number - scroll) * self.row_pitch,
                   self.list_box.width - 2 * self.side, self.row_pitch - self.row_gap)


def readable_card(canvas: Canvas, least: tuple[int, int]) -> tuple[int, int]:
    """A card face at least ``least`` whose corner index is :data:`LEAST_INDEX_CSS` CSS px
    or more on ``canvas``."""
    index = canvas.px_for_css(LEAST_INDEX_CSS)
    height = math.ceil(index / SMALL_INDEX_SHARE)
    if round(height * MINI[0] / MINI[1]) >= SMALL_CARD:
        height = math.ceil(index / INDEX_SHARE)
    height = max(height, least[1])
    return (max(least[0], round(height * MINI[0] / MINI[1])), height)


def lay_out_review(canvas: Canvas, words: ReviewWords, wrap: Wrap,
                   measure: Measure) -> ReviewPlaces:
    """The Review's places on ``canvas`` (see the module's description): the type sizes, the
    controls (along the foot, stacked under the rest, or in a column at the right), the
    header over what they leave, and the list and the detail sharing the rest."""
    width, height, squeeze, touch = canvas.width, canvas.height, canvas.squeeze, canvas.touch
    stacked, in_column = height > width, touch and height <= width

    def unit(value: float) -> int:
        return round(value * squeeze)

    # the type: the thumb layouts' written for a 360-px phone and pressed on a tablet's shorter
    # canvas; the desktop's at least 12 CSS px
    if touch:
        body, heading, line = unit(BODY), unit(HEADING), unit(BODY) + max(4, unit(8))
        tiny = list_small = summary_size = rules_size = body
        list_move, pitch, thumb, inset = heading, unit(THUMB_HEIGHT + 4), unit(THUMB_HEIGHT), \
            max(4, unit(8))
        title_sizes = range(unit(40), heading - 1, -2) if stacked else range(36, body - 1, -2)
        pad, gap = max(12, unit(PAD)) if stacked else 12, max(6, unit(GAP))
        top = unit(18) if stacked else pad
        area = Box(pad, top, width - 2 * pad, height - pad - top)
    else:
        least = max(DESKTOP_SMALLEST_TEXT, canvas.px_for_css(LEAST_INDEX_CSS))
        body, heading, small, tiny, summary_size, rules_size = (
            max(size, least) for size in (15, 18, 13, 12, 17, 16))
        line, list_small, list_move, title_sizes = body + 7, small, body, range(30, 19, -2)
        pad, gap, thumb, inset, pitch = 40, 12, 52, 10, 30
        area = Box(pad, 20, width - 2 * pad, height - 38)

    # the controls
    stepper_label_width, stepper_font, stepper_small = 150, 17, 13
    if in_column:
        column_width = max(COLUMN_WIDTHS[0], min(COLUMN_WIDTHS[1], width - 1276))
        column_width = max(fitted(widest_label(words.buttons, name, body, measure), column_width)
                           for name, _labels, _primary in words.buttons)
        controls, rest = area.take_right(column_width, pad)
        back, hands, _, replay = column(controls, [thumb, thumb, Share(), thumb], 8)
        stepper = replay._replace(y=replay.y - 16 - thumb)
        stepper_label_width, stepper_font, stepper_small = 0, heading, body
    elif stacked:
        foot, rest = area.take_bottom(thumb, gap)
        stepper, rest = rest.take_bottom(thumb, gap)
        names = ("back", "all_hands", "replay")
        shares = [round(foot.width * 0.27), round(foot.width * 0.30)]
        shares.append(foot.width - sum(shares) - 2 * gap)
        back, hands, replay = row(foot, share_row(
            [widest_label(words.buttons, name, body, measure) for name in names], shares), gap)
        stepper_font, stepper_small = max(body + 4, heading), body
        stepper_label_width = min(foot.width // 2, measure(words.stepper_label, stepper_font,
                                                           False) + 2 * gap)
    else:  # Back and Show all hands from the left, the seat and Play it from this seat right
        back, hands, replay = (fitted(widest_label(words.buttons, name, size, measure), room)
                               for name, size, room in (("back", 18, 170),
                                                         ("all_hands", 16, 200),
                                                         ("replay", 18, 250)))
        one_row = area.x + back + hands + 32 <= area.right - replay - 20 - STEPPER_WIDTH
        foot, rest = area.take_bottom(thumb, 14 if one_row else 6)
        back, hands = row(foot, [back, hands], gap)
        replay, beside = foot.take_right(replay, 20)
        if one_row:
            stepper = beside.take_right(STEPPER_WIDTH)[0].centred(STEPPER_WIDTH, 38)
        else:
            stepper, rest = rest.take_bottom(38, 6)
            stepper = stepper.take_right(STEPPER_WIDTH)[0]

    # the header: the title with the rule system beside it (under it, stacked), the total
    header = rest if touch else rest.inset(4, 0)
    strip, rest = rest.take_top(unit(54) if stacked else 44 if touch else 38, 0 if touch else 6)
    rules_width = 0 if stacked else measure(words.rules_name, rules_size, True) + 24
    title_room = header.width - rules_width
    title_size = next((size for size in title_sizes
                       if measure(words.title, size, True) <= title_room), title_sizes[-1])
    middle = strip.y + strip.height // 2
    if stacked:
        title = Words(words.title, header.x, strip.y, title_size, bold=True)
        rules_name = Words(words.rules_name, header.x, strip.bottom, body, "accent", True)
        rest = rest.take_top(line)[1]
    else:
        title = Words(words.title, header.x, middle, title_size, bold=True, anchor="midleft")
        rules_name = Words(words.rules_name, header.right, middle, rules_size, "accent", True,
                           "midright")
    lines = 1 if not touch else max(len(wrap(summary, body, header.width))
                                    for summary in words.summaries)
    summary, rest = rest.take_top(lines * line if touch else summary_size + 4,
                                  15 if not touch else unit(6) if stacked else 8)
    summary = summary._replace(x=header.x, width=header.width)

    # the decision list and the detail, side by side (stacked: one over the other)
    if stacked:
        rows = LIST_ROWS - 1 if PHONE_HEIGHT <= height < SHORT_PHONE else LIST_ROWS
        list_box, detail_box = column(rest, [rows * pitch + 2 * inset, Share()], gap)
    elif touch:
        list_width = max(LIST_WIDTHS[0], min(LIST_WIDTHS[1], rest.width * 36 // 100))
        list_box, detail_box = row(rest, [list_width, Share()], pad)
    else:
        list_box, detail_box = row(rest, [round(LIST_WIDTH * min(1.0, width / 1280)), Share()],
                                   16)
    keys = wrap(words.keys, tiny, list_box.width - 24)[:2] if words.keys and not touch else []
    if touch:
        number = 8 + measure("00.", body, False)
        row_places = {"side": inset, "row_gap": 4,
                      "number_right": number, "mark": (number + 15, 6), "move_x": number + 30}
        detail_view = detail_box.inset(max(10, unit(18)), max(8, unit(14)))
    else:
        row_places = {"side": 8, "row_gap": 2, "number_right": 30,
                      "mark": (40, 4), "move_x": 50}
        detail_view = detail_box.inset(20, 14)
    return ReviewPlaces(
        canvas=canvas, title=title, rules_name=rules_name, summary=summary,
        summary_size=summary_size, summary_lines=lines, list_box=list_box,
        row_pitch=pitch, inset=inset,
        list_small=list_small, list_move=list_move, **row_places,
        keys=tuple(Words(part, list_box.x + 12, list_box.bottom - 8 - (len(keys) - index)
                         * (tiny + 4) + 4, tiny, "muted") for index, part in enumerate(keys)),
        detail_box=detail_box, detail_view=detail_view, body=body, heading=heading,
        tiny=tiny, line=line, card=readable_card(canvas, (0, 0) if touch else MINI),
        buttons={"back": ButtonPlace(back, 18 if not touch else body, touch),
                 "all_hands": ButtonPlace(hands, 16 if not touch else body, touch),
                 "replay": ButtonPlace(replay, 18 if not touch else body, touch)},
        stepper=stepper, stepper_label_width=stepper_label_width, stepper_font=stepper_font,
        stepper_small=stepper_small, stepper_above=in_column)
