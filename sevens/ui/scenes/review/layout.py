"""Where the Review puts its header, decision list, detail, seat and buttons: one layout,
its arrangement read from the canvas's measures (told in :func:`lay_out_review`).

The type is the desktop's small print (every word at least 12 CSS px) or, laid out for thumbs,
a phone's (24-px text, 88-px thumbs, pressed on a tablet's shorter upright canvas,
:attr:`Canvas.squeeze`); the detail's cards show their corner index at
:data:`LEAST_TEXT_CSS` CSS px or more (issue 45). Pure: the text measures come in as
functions, the places go out frozen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sevens.ui.button_labels import fitted, row_widths, widest_label
from sevens.ui.geometry.boxes import Box, Share, column, row
from sevens.ui.geometry.canvas import DESKTOP_SMALLEST_TEXT, Canvas
from sevens.ui.geometry.page import ButtonPlace, PageType, StepperPlace, lines_at
from sevens.ui.geometry.text import Measure, Tone, Words, Wrap
from sevens.ui.theme import CARD_INDEX_SHARE, CARD_MINI, CARD_NARROW, NARROW_CARD_INDEX_SHARE

__all__ = ["ReviewPlaces", "ReviewWords", "lay_out_review", "readable_card"]

#: The seat's width on the desktop; the buttons along the foot, in order, and the room each
#: takes where its labels fit beside the seat.
STEPPER_WIDTH = 330
NAMES, FOOT_ROOMS = ("back", "all_hands", "replay"), (170, 200, 250)
#: The control column's width on a 1280-wide canvas and at most; the list's least (on a
#: desktop canvas narrower than 1280, in proportion) and most.
COLUMN_WIDTHS, LIST_WIDTHS = (260, 300), (360, 420)


@dataclass(frozen=True)
class ReviewWords:
    """What the frame says: the title, the rule system, the totals the header may show (the
    longest numbers; tone and weight), each button's name, the labels it can show and whether
    it is the primary one, and the seat stepper's label."""

    title: str
    rules_name: str
    summaries: tuple[tuple[str, Tone, bool], ...]
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
    #: Where the rows stand in the list (the keys' lines under them), each ``row_gap`` px
    #: shorter than its pitch.
    rows: Box
    row_pitch: int
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
    line: int
    #: A card face in the detail.
    card: tuple[int, int]
    buttons: dict[str, ButtonPlace]
    stepper: StepperPlace

    def visible_rows(self) -> int:
        """How many decisions the list shows at once."""
        return max(1, self.rows.height // self.row_pitch)

    def row_box(self, number: int, scroll: int) -> Box:
        """Where decision ``number`` is listed with the list scrolled to ``scroll``."""
        return Box(self.rows.x, self.rows.y + (number - scroll) * self.row_pitch,
                   self.rows.width, self.row_pitch - self.row_gap)


def readable_card(canvas: Canvas, least: tuple[int, int]) -> tuple[int, int]:
    """A card face at least ``least``, shaped as every card (:data:`CARD_MINI`), whose corner
    index is :data:`LEAST_TEXT_CSS` CSS px or more on ``canvas``."""
    index = canvas.least_text
    height = math.ceil(index / NARROW_CARD_INDEX_SHARE)
    if round(height * CARD_MINI[0] / CARD_MINI[1]) >= CARD_NARROW:
        height = math.ceil(index / CARD_INDEX_SHARE)
    height = max(height, least[1])
    return (max(least[0], round(height * CARD_MINI[0] / CARD_MINI[1])), height)


def lay_out_review(canvas: Canvas, words: ReviewWords, wrap: Wrap,
                   measure: Measure) -> ReviewPlaces:
    """The Review's places on ``canvas``: the type; the controls, thumb-tall in a column at the
    right where the canvas is wider than tall (its height is what the list and the detail
    lack), else along the foot (Back and Show all hands from the left, Play it from this seat
    at the right, the seat between them where one row holds them all, else over them, the
    buttons then sharing the row by their labels); the title with the rule system beside it
    where both fit (else under it), and the total; the list and the detail share the rest side
    by side, or one over the other where the canvas is taller than wide."""
    width, height, touch = canvas.width, canvas.height, canvas.touch
    tall = height > width
    page = PageType(canvas)
    unit = page.down
    # the type: the thumb layouts' written for a 360-px phone and pressed on a tablet's shorter
    # canvas; the desktop's at least 12 CSS px
    if touch:
        body, heading, line, thumb = page.body, page.heading, page.line, page.tall
        tiny = list_small = summary_size = rules_size = body
        list_move, pitch, inset, row_gap = heading, thumb + unit(4), max(4, unit(8)), 4
        title_sizes = range(page.title, heading - 1, -2) if tall else range(36, body - 1, -2)
        pad, gap = max(12, unit(24)) if tall else 12, max(6, unit(12))
        top = unit(18) if tall else pad
        area = Box(pad, top, width - 2 * pad, height - pad - top)
        sizes, stepper_font, stepper_small = (body,) * 3, max(body + 4, heading), body
        stepper_size = (area.width, thumb)
        stepper_label_width = min(area.width // 2, measure(words.stepper_label, stepper_font,
                                                           False) + 2 * gap)
    else:
        least = max(DESKTOP_SMALLEST_TEXT, canvas.least_text)
        body, heading, small, tiny, summary_size, rules_size = (
            max(size, least) for size in (15, 18, 13, 12, 17, 16))
        line, list_small, list_move, title_sizes = body + 7, small, body, range(30, 19, -2)
        pad, gap, thumb, inset, pitch, row_gap = 40, 12, 52, 10, 30, 2
        area = Box(pad, 20, width - 2 * pad, height - 38)
        sizes, stepper_font, stepper_small = (18, 16, 18), 17, 13
        stepper_size, stepper_label_width = (STEPPER_WIDTH, 38), 150

    # the controls
    needs = [widest_label(words.buttons, name, size, measure)
             for name, size in zip(NAMES, sizes, strict=True)]
    if touch and not tall:
        column_width = max(COLUMN_WIDTHS[0], min(COLUMN_WIDTHS[1], width - 1276))
        column_width = max(fitted(need, column_width) for need in needs)
        controls, rest = area.take_right(column_width, pad)
        back, hands, _, stepper, replay = column(controls, [thumb, thumb, Share(), thumb, thumb], 8)
        stepper_label_width, stepper_font = 0, heading
    else:
        stepper_width, stepper_height = stepper_size
        widths = [fitted(need, room) for need, room in zip(needs, FOOT_ROOMS, strict=True)]
        foot, rest = area.take_bottom(thumb, gap)
        if sum(widths) + gap + 40 + stepper_width <= foot.width:  # one row
            back, hands, _, stepper, replay = row(foot, [*widths[:2], Share(), stepper_width,
                                                         widths[2]], gap)
            stepper = stepper.centred(stepper_width, stepper_height)
        else:
            back, hands, replay = row(foot, row_widths(words.buttons, NAMES, sizes,
                                                       foot.width - 2 * gap, measure), gap)
            stepper, rest = rest.take_bottom(stepper_height, gap)
            stepper = stepper.take_right(stepper_width)[0]

    # the header: the title and the rule system, the total
    header = rest if touch else rest.inset(4, 0)
    rules_width = measure(words.rules_name, rules_size, True) + 24
    beside = measure(words.title, title_sizes[-1], True) <= header.width - rules_width
    title_room = header.width - (rules_width if beside else 0)
    title_size = next((size for size in title_sizes
                       if measure(words.title, size, True) <= title_room), title_sizes[-1])
    if beside:
        strip, rest = rest.take_top(44 if touch else 38, 0 if touch else 6)
        middle = strip.y + strip.height // 2
        title = Words(words.title, header.x, middle, title_size, bold=True, anchor="midleft")
        rules_name = Words(words.rules_name, header.right, middle, rules_size, "accent", True,
                           "midright")
    else:
        strip, rest = rest.take_top(round(title_size * 1.35) + line)
        title = Words(words.title, header.x, strip.y, title_size, bold=True)
        rules_name = Words(words.rules_name, header.x, strip.bottom - line, rules_size,
                           "accent", True)
    lines = max(len(wrap(summary, summary_size, header.width, bold=bold))
                for summary, _tone, bold in words.summaries)
    summary, rest = rest.take_top(lines * line, 14 if not touch else unit(6) if tall else 8)
    summary = summary._replace(x=header.x, width=header.width)

    # the decision list and the detail
    if tall:
        rows = max(1, (rest.height // 3 - 2 * inset) // pitch)  # the rows a third holds
        list_box, detail_box = column(rest, [rows * pitch + 2 * inset, Share()], gap)
    else:
        least = LIST_WIDTHS[0] if touch else round(LIST_WIDTHS[1] * width / 1280)
        list_width = max(least, min(LIST_WIDTHS[1], rest.width * 36 // 100))
        list_box, detail_box = row(rest, [list_width, Share()], 16)
    keys = wrap(words.keys, tiny, list_box.width - 24)[:2] if words.keys and not touch else []
    # a row: its number, the costly mark's middle (its radius as the number's type allows)
    # and the move after them
    number, mark = 8 + measure("00.", list_small, False), max(4, round(list_small / 4))
    return ReviewPlaces(
        canvas=canvas, title=title, rules_name=rules_name, summary=summary,
        summary_size=summary_size, summary_lines=lines, list_box=list_box,
        rows=list_box.inset(max(4, unit(8)), inset).take_bottom(len(keys) * (tiny + 4))[1],
        row_pitch=pitch, row_gap=row_gap,
        list_small=list_small, list_move=list_move, number_right=number,
        mark=(number + mark * 5 // 2, mark), move_x=number + 5 * mark,
        keys=tuple(lines_at(keys, list_box.x + 12, list_box.bottom - 4 - len(keys) * (tiny + 4),
                            tiny, tiny + 4, "muted")),
        detail_box=detail_box, detail_view=detail_box.inset(max(10, unit(18)), max(8, unit(14))),
        body=body, heading=heading, line=line,
        card=readable_card(canvas, (0, 0) if touch else CARD_MINI),
        buttons={name: ButtonPlace(box, size, touch) for name, box, size
                 in zip(NAMES, (back, hands, replay), sizes, strict=True)},
        stepper=StepperPlace(stepper, stepper_label_width, stepper_font, stepper_small,
                             touch and not tall))
