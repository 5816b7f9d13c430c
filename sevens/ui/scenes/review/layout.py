"""Where the Review puts its header, decision list, detail, seat and buttons, for every shape.

- **A desktop window of any width** (1280×720; a 16:10 window's 1152×720, a 4:3 window's or
  an iPad's 960×720, laid out natively since issue 45): the title, the rule system and the
  total along the top; the decision list at the left and the selected decision at the right,
  their widths in proportion to the canvas; Back, Show all hands, the seat to replay from and
  Play it from this seat along the foot (the seat over the buttons where one row is too
  narrow). The detail is the desktop's dense one: the options as a table with each reason cut
  to its line and told whole under it. Every word is at least 12 CSS px where the canvas is
  shown smaller than 1 CSS px a logical px (:meth:`Canvas.px_for_css`).
- **Held upright** (a phone's 720-wide canvas): top to bottom the title, the rule system and
  the total, the list in thumb-tall rows, the detail in a panel of its own, the seat, and the
  three buttons sharing a row by their labels. Sizes are written for a 360-px phone (24-px
  text, 88-px thumbs) and pressed on a tablet's shorter canvas (:attr:`Canvas.squeeze`).
- **Turned sideways** (:data:`COMPACT`): the header along the top, the list at the left, the
  detail in the middle and a column of thumb-tall controls at the right, as wide as the
  widest label needs.

On a phone the detail is told in readable lines (every reason whole) that scroll; the cards in
it are at least :data:`LEAST_INDEX_CSS` CSS px at their corner index (issue 45). The detail's
lines come from :func:`detail_lines`, the same for drawing and for scrolling. Pure: the text
measures come in as functions, the places go out frozen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sevens.cards import Card
from sevens.ui.button_labels import MIN_PAD, ROOMY_PAD, share_row
from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.canvas import COMPACT, DESKTOP_SMALLEST_TEXT, PORTRAIT, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.text import Measure, Tone, Words, Wrap

__all__ = ["CardFace", "DecisionWords", "Line", "OptionWords", "ReviewPlaces", "ReviewWords",
           "detail_lines", "lay_out_review", "most_scroll", "readable_card"]

#: The least size of a card's corner index in the detail, in CSS px (issue 45: 9 before).
LEAST_INDEX_CSS = 12
#: The card art's corner index: this share of a card's height, more on a narrow card
#: (:meth:`sevens.ui.cardart.CardArt._draw_face`), which is narrow under 44 px.
INDEX_SHARE, SMALL_INDEX_SHARE, SMALL_CARD = 0.24, 0.30, 44
#: On a phone, overlapping cards stand at least this share of a card's width apart, so that
#: each corner index ("10" and its suit) shows whole.
LEAST_STEP = 0.45
#: The mini card's face (the desktop's), and a card's width : height.
MINI = (30, 42)
#: The desktop's list row pitch and options' row; the costliest decisions marked.
LIST_ROW = 30
OPTION_ROW = 24
#: The desktop's places on 1280×720 (the list, the detail), which narrower canvases scale.
DESK_LIST = Box(40, 100, 420, 536)
DESK_DETAIL_X = 476
#: The phone layouts' sizes (logical px, held upright before squeezing).
PAD, GAP, TITLE, HEADING, BODY = 24, 12, 40, 28, 24
#: Decisions the upright list shows on a 1558-tall canvas (one fewer under SHORT_PHONE).
LIST_ROWS, SHORT_PHONE = 4, 1480
#: Sideways: the control column's and the list's widths on a 1280-wide canvas, and at most.
COLUMN_WIDTHS, LIST_WIDTHS = (260, 300), (360, 420)
COMPACT_TEXT, COMPACT_PAD, COMPACT_TITLE = 24, 12, 36


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
class OptionWords:
    """One option of a decision: the move, who chose it (tag), its value, how far behind the
    best, its whole reason."""

    label: str
    tag: str
    best: bool
    mine: bool
    value: str
    behind: str
    reason: str


@dataclass(frozen=True)
class DecisionWords:
    """The selected decision as the detail tells it (built by the scene)."""

    heading: str
    verdict: tuple[str, Tone] | None
    table: str
    table_empty: str
    #: Each row's cards with their column (lined up by rank, the leftmost 0).
    rows: tuple[tuple[tuple[Card, int], ...], ...]
    columns: int
    hand: str
    #: Each card of the hand: (card, could be played then, played, hard's choice).
    hand_cards: tuple[tuple[Card, bool, bool, bool], ...]
    weighing: str | None
    options_heading: str
    options: tuple[OptionWords, ...]
    you: str
    hard: str
    hands_title: str | None = None
    hands: tuple[tuple[int, str, tuple[Card, ...]], ...] = ()


@dataclass(frozen=True)
class CardFace:
    """A card drawn in a line: where (from the line's left and top), its size, dimmed, and
    the ring round it (None: none)."""

    card: Card
    x: int
    y: int
    size: tuple[int, int]
    dimmed: bool = False
    ring: Tone | None = None


@dataclass(frozen=True)
class Line:
    """A line of the detail, scrolled as a whole: its height, words and cards (placed from
    its left and top), and the seat dots ``(x, y, seat)``."""

    height: int
    words: tuple[Words, ...] = ()
    cards: tuple[CardFace, ...] = ()
    dots: tuple[tuple[int, int, int], ...] = ()


@dataclass(frozen=True)
class ButtonPlace:
    """A button's box, type size and whether its label may wrap."""

    box: Box
    size: int
    wrap: bool


@dataclass(frozen=True)
class ReviewPlaces:
    """The Review on one canvas (see the module's description)."""

    canvas: Canvas
    title: Words
    rules_name: Words
    #: The total: its left top, width, type size, line pitch and most lines.
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
    #: The keys' lines under the list (the desktop's; none on a phone).
    keys: tuple[Words, ...]
    detail_box: Box
    detail_view: Box
    #: True for the desktop's dense detail (the options as a table), False for a phone's.
    dense: bool
    body: int
    heading: int
    #: The detail's smaller types (the desktop's labels and the options' tags and reasons).
    small: int
    tiny: int
    line: int
    squeeze: float
    row_card: tuple[int, int]
    hand_card: tuple[int, int]
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
    """The Review's places on ``canvas``: upright, sideways, or a desktop window's."""
    if canvas.shape == PORTRAIT:
        return _upright(canvas, words, measure)
    if canvas.shape == COMPACT:
        return _sideways(canvas, words, wrap, measure)
    return _desk(canvas, words, wrap, measure)


def _need(words: ReviewWords, name: str, size: int, measure: Measure) -> int:
    """The widest label button ``name`` can show, at ``size``."""
    labels, primary = next((labels, primary) for key, labels, primary in words.buttons
                           if key == name)
    return max(measure(label, size, primary) for label in labels)


def _fitted(need: int, width: int) -> int:
    return width if need + 2 * MIN_PAD <= width else need + 2 * ROOMY_PAD


def _title(words: ReviewWords, x: int, y: int, room: int, sizes: range,
           measure: Measure) -> Words:
    """The title at the largest of ``sizes`` that fits ``room`` px."""
    size = sizes[-1]
    for size in sizes:
        if measure(words.title, size, True) <= room:
            break
    return Words(words.title, x, y, size, bold=True)


# ------------------------------------------------------------------ a desktop window

def _desk(canvas: Canvas, words: ReviewWords, wrap: Wrap, measure: Measure) -> ReviewPlaces:
    """The desktop's places, 1280×720's as they always were, in proportion on a narrower
    canvas, every word at least 12 CSS px."""
    width = canvas.width
    least = canvas.px_for_css(12) if canvas.css_per_px < 1 else DESKTOP_SMALLEST_TEXT

    def text(size: int) -> int:
        return max(size, least)

    rules_width = measure(words.rules_name, text(16), True)
    title = _title(words, 44, 20, width - 88 - rules_width - 24, range(30, 19, -2), measure)
    summary_size = text(17)
    # the buttons: Back and Show all hands from the left, Play it from this seat at the right
    back = _fitted(_need(words, "back", 18, measure), 170)
    hands = _fitted(_need(words, "all_hands", 16, measure), 200)
    replay = _fitted(_need(words, "replay", 18, measure), 250)
    right, stepper_width = width - 40, 330
    one_row = 40 + back + 12 + hands + 20 <= right - replay - 20 - stepper_width
    bottom = 636 if one_row else 600
    list_width = round(DESK_LIST.width * min(1.0, width / 1280))
    list_box = Box(40, 100, list_width, bottom - 100)
    detail_x = list_box.right + DESK_DETAIL_X - DESK_LIST.right
    detail_box = Box(detail_x, 100, right - detail_x, bottom - 100)
    buttons = {"back": ButtonPlace(Box(40, 650, back, 52), 18, False),
               "all_hands": ButtonPlace(Box(40 + back + 12, 650, hands, 52), 16, False),
               "replay": ButtonPlace(Box(right - replay, 650, replay, 52), 18, False)}
    stepper_x = right - replay - 20 - stepper_width
    stepper = Box(stepper_x, 657, stepper_width, 38) if one_row else Box(
        right - stepper_width, 606, stepper_width, 38)
    keys_size = text(12)
    keys = wrap(words.keys, keys_size, list_box.width - 24)[:2] if words.keys else []
    return ReviewPlaces(
        canvas=canvas, title=title,
        rules_name=Words(words.rules_name, width - 44, 30, text(16), "accent", True,
                         "topright"),
        summary=Box(44, 64, width - 88, summary_size + 4), summary_size=summary_size,
        summary_lines=1, list_box=list_box, row_pitch=LIST_ROW, inset=10, side=8, row_gap=2,
        list_small=text(13), list_move=text(15), number_right=30, mark=(40, 4), move_x=50,
        keys=tuple(Words(part, list_box.x + 12, list_box.bottom - 8 - (len(keys) - index)
                         * (keys_size + 4) + 4, keys_size, "muted")
                   for index, part in enumerate(keys)),
        detail_box=detail_box, detail_view=detail_box.inset(20, 14), dense=True,
        body=text(15), heading=text(18), small=text(13), tiny=text(12), line=text(15) + 7,
        squeeze=1.0,
        row_card=readable_card(canvas, MINI), hand_card=readable_card(canvas, MINI),
        buttons=buttons, stepper=stepper, stepper_label_width=150, stepper_font=17,
        stepper_small=13, stepper_above=False)


# ------------------------------------------------------------------ held upright

def _thumb_row(body: int, measure: Measure) -> dict[str, object]:
    """A thumb-tall row's number, costly mark and move, from its left."""
    number = 8 + measure("00.", body, False)
    return {"number_right": number, "mark": (number + 15, 6), "move_x": number + 30}


def _upright(canvas: Canvas, words: ReviewWords, measure: Measure) -> ReviewPlaces:
    """A phone held upright (a tablet's shorter canvas pressed)."""
    width, height, squeeze = canvas.width, canvas.height, canvas.squeeze

    def unit(value: float) -> int:
        return round(value * squeeze)

    pad, body, heading = max(12, unit(PAD)), unit(BODY), unit(HEADING)
    line, pitch, tall, gap = body + max(4, unit(8)), unit(THUMB_HEIGHT + 4), unit(THUMB_HEIGHT), \
        max(6, unit(GAP))
    inner = width - 2 * pad
    title_y = unit(18)
    rules_y = title_y + unit(TITLE) + unit(14)
    summary_y = rules_y + line
    list_top = summary_y + 2 * line + unit(6)
    rows = LIST_ROWS - 1 if 1280 <= height < SHORT_PHONE else LIST_ROWS
    inset = max(4, unit(8))
    list_box = Box(pad, list_top, inner, rows * pitch + 2 * inset)
    buttons_y = height - pad - tall
    stepper_y = buttons_y - gap - tall
    detail_box = Box(pad, list_box.bottom + gap, inner, stepper_y - gap - list_box.bottom - gap)
    names = ("back", "all_hands", "replay")
    shares = [round(inner * 0.27), round(inner * 0.30)]
    shares.append(inner - sum(shares) - 2 * gap)
    widths = share_row([_need(words, name, body, measure) for name in names], shares)
    buttons, x = {}, pad
    for name, wide in zip(names, widths, strict=True):
        buttons[name] = ButtonPlace(Box(x, buttons_y, wide, tall), body, True)
        x += wide + gap
    stepper_font = max(body + 4, unit(28))
    label_width = min(inner // 2, measure(words.stepper_label, stepper_font, False) + 2 * gap)
    card = readable_card(canvas, (0, 0))
    return ReviewPlaces(
        canvas=canvas, title=_title(words, pad, title_y, inner, range(unit(TITLE), heading - 1,
                                                                      -2), measure),
        rules_name=Words(words.rules_name, pad, rules_y, body, "accent", True),
        summary=Box(pad, summary_y, inner, 2 * line), summary_size=body, summary_lines=2,
        list_box=list_box, row_pitch=pitch, inset=inset, side=inset, row_gap=4,
        **_thumb_row(body, measure), list_small=body, list_move=heading,
        keys=(), detail_box=detail_box,
        detail_view=detail_box.inset(max(10, unit(18)), max(8, unit(14))), dense=False,
        body=body, heading=heading, small=body, tiny=body, line=line, squeeze=squeeze,
        row_card=card, hand_card=card,
        buttons=buttons, stepper=Box(pad, stepper_y, inner, tall),
        stepper_label_width=label_width, stepper_font=stepper_font, stepper_small=body,
        stepper_above=False)


# ------------------------------------------------------------------ turned sideways

def _sideways(canvas: Canvas, words: ReviewWords, wrap: Wrap, measure: Measure) -> ReviewPlaces:
    """A phone turned sideways: header, list, detail, and a column of controls."""
    width, height, body, pad, tall = canvas.width, canvas.height, COMPACT_TEXT, COMPACT_PAD, \
        THUMB_HEIGHT
    line = body + 8
    column_width = max(COLUMN_WIDTHS[0], min(COLUMN_WIDTHS[1], width - 1276))
    column_width = max(_fitted(_need(words, name, body, measure), column_width)
                       for name, _labels, _primary in words.buttons)
    column = Box(width - pad - column_width, pad, column_width, height - 2 * pad)
    header = column.x - 2 * pad
    title_line = COMPACT_TITLE + 8
    rules_width = measure(words.rules_name, body, True)
    title = _title(words, pad, pad, header - rules_width - 2 * pad,
                   range(COMPACT_TITLE, body - 1, -2), measure)
    title = Words(title.text, pad, pad + title_line // 2, title.size, bold=True,
                  anchor="midleft")
    lines = max(len(wrap(summary, body, header)) for summary in words.summaries)
    summary_y = pad + title_line
    top = summary_y + lines * line + 8
    list_width = max(LIST_WIDTHS[0], min(LIST_WIDTHS[1], header * 36 // 100))
    list_box = Box(pad, top, list_width, height - pad - top)
    left = list_box.right + pad
    detail_box = Box(left, top, column.x - pad - left, list_box.height)
    buttons = {name: ButtonPlace(Box(column.x, column.y + index * (tall + 8), column.width,
                                     tall), body, True)
               for index, name in enumerate(("back", "all_hands"))}
    buttons["replay"] = ButtonPlace(Box(column.x, column.bottom - tall, column.width, tall),
                                    body, True)
    card = readable_card(canvas, (0, 0))
    return ReviewPlaces(
        canvas=canvas, title=title,
        rules_name=Words(words.rules_name, pad + header, pad + title_line // 2, body, "accent",
                         True, "midright"),
        summary=Box(pad, summary_y, header, lines * line), summary_size=body,
        summary_lines=lines, list_box=list_box, row_pitch=tall + 4, inset=8, side=8, row_gap=4,
        **_thumb_row(body, measure), list_small=body, list_move=body + 4, keys=(),
        detail_box=detail_box,
        detail_view=detail_box.inset(18, 14), dense=False, body=body, heading=body + 4,
        small=body, tiny=body, line=line, squeeze=1.0, row_card=card, hand_card=card,
        buttons=buttons,
        stepper=Box(column.x, column.bottom - tall - 16 - tall, column.width, tall),
        stepper_label_width=0, stepper_font=body + 4, stepper_small=body, stepper_above=True)


# ------------------------------------------------------------------ the detail's lines

def _wrapped(wrap: Wrap, sentence: str, size: int, tone: Tone, width: int, pitch: int,
             bold: bool = False, indent: int = 0) -> list[Line]:
    """``sentence`` wrapped to ``width``, a line each (a bold one measured bold: ``wrap``
    takes ``bold`` as :meth:`sevens.ui.resources.Resources.wrap` does)."""
    parts = wrap(sentence, size, width - indent, bold=True) if bold else wrap(  # type: ignore[call-arg]
        sentence, size, width - indent)
    return [Line(pitch, (Words(part, indent, 0, size, tone, bold),)) for part in parts]


def most_scroll(lines: list[Line], room: int) -> int:
    """The furthest the detail may scroll (in lines): its last lines then just fill
    ``room``."""
    used = 0
    for index in range(len(lines) - 1, -1, -1):
        used += lines[index].height
        if used > room:
            return index + 1
    return 0


def detail_lines(places: ReviewPlaces, shown: DecisionWords | str, wrap: Wrap,
                 measure: Measure) -> list[Line]:
    """The selected decision (or, as a text, why there is none) as the detail's lines:
    the heading and verdict, the table and the hand then, every option (or every other
    hand, with Show all hands)."""
    width, body, line = places.detail_view.width, places.body, places.line
    if isinstance(shown, str):
        return _wrapped(wrap, shown, body, "muted", width, line)
    dense = places.dense
    heading_pitch = places.heading + (8 if dense else max(4, round(8 * places.squeeze)))
    lines = _wrapped(wrap, shown.heading, places.heading, "text", width,
                     26 if dense else heading_pitch, True)
    if dense:  # the table under the verdict's line (or where it would be)
        verdict = [] if shown.verdict is None else _wrapped(
            wrap, shown.verdict[0], body, shown.verdict[1], width, body + 7)
        lines += [*verdict, Line(max(6, 28 - len(verdict) * (body + 7)))]
    else:
        if shown.verdict is not None:
            lines += _wrapped(wrap, shown.verdict[0], body, shown.verdict[1], width, line)
        lines.append(Line(line // 2))
    if shown.hands_title is not None:
        return lines + _hands(places, shown, wrap, measure)
    lines += _position(places, shown, wrap)
    if shown.weighing is not None:
        return lines + _wrapped(wrap, shown.weighing, body, "muted", width, line)
    if dense:
        return lines + _dense_options(places, shown, wrap, measure)
    return lines + _options(places, shown, wrap, measure)


def _position(places: ReviewPlaces, shown: DecisionWords, wrap: Wrap) -> list[Line]:
    """The rows on the table then (lined up by rank) and the hand then."""
    width, small = places.detail_view.width, places.small
    pitch = line = places.line if not places.dense else small + 5
    lines = _wrapped(wrap, shown.table, small, "muted", width, line)
    card = places.row_card
    if places.dense:
        step = min(card[0] + 4, 28 if len(shown.rows) <= 4 else 24)
        row_height = card[1] + 4 if len(shown.rows) <= 4 else max(34, card[1] * 3 // 4)
    else:  # each row over the foot of the one above, its corner index showing; the ranks
        # on the table then, not the whole row, share the width
        span = max((column for row in shown.rows for _face, column in row), default=0) + 1
        step = min(card[0] + 4, (width - card[0]) // max(1, span - 1))
        row_height = round(card[1] * 0.46) + 4
    if not shown.rows:
        lines += _wrapped(wrap, shown.table_empty, small, "muted", width,
                          row_height if places.dense else pitch, indent=8)
    for number, row in enumerate(shown.rows):
        last = number == len(shown.rows) - 1 and not places.dense
        lines.append(Line(card[1] + 6 if last else row_height,
                          cards=tuple(CardFace(face, column * step, 0, card)
                                      for face, column in row)))
    lines.append(Line(4 if places.dense else line // 3))
    lines += _wrapped(wrap, shown.hand, small, "muted", width, line)
    card = places.hand_card
    raised = 6 if places.dense else round(10 * places.squeeze)
    per_line, step = _spread(len(shown.hand_cards), card[0], width - 8,
                             2 if places.dense else 6, places.dense)
    for start in range(0, len(shown.hand_cards), per_line):
        faces = tuple(CardFace(face, 4 + number * step, 0 if played else raised, card,
                               not option, "accent" if played else "good" if best else None)
                      for number, (face, option, played, best) in enumerate(
                          shown.hand_cards[start:start + per_line]))
        lines.append(Line(card[1] + raised + (10 if places.dense else 6), cards=faces))
    return lines


def _spread(count: int, card: int, width: int, gap: int, dense: bool) -> tuple[int, int]:
    """How many of ``count`` cards ``card`` wide go on a line ``width`` wide, and their step:
    all on one line on the desktop; on a phone as many as keep each corner index whole
    (:data:`LEAST_STEP` of a card apart), the rest on the next lines."""
    per_line = count
    if not dense and count > 1:
        per_line = min(count, 1 + (width - card) // math.ceil(card * LEAST_STEP))
        per_line = -(-count // -(-count // max(1, per_line)))  # lines evened out
    return max(1, per_line), min(card + gap, (width - card) // max(1, per_line - 1))


def _options(places: ReviewPlaces, shown: DecisionWords, wrap: Wrap,
             measure: Measure) -> list[Line]:
    """Each option, best first, on a phone: who chose it, the move, its value and how far
    behind the best, its whole reason under it."""
    width, body, line = places.detail_view.width, places.body, places.line
    lines = _wrapped(wrap, shown.options_heading, body, "muted", width, line)
    indent = round(24 * places.squeeze)
    for option in shown.options:
        tone: Tone = "accent" if option.mine else "text"
        tag_width = measure(option.tag, body, False) + 12 if option.tag else 0
        left = [Words(option.tag, 0, 0, body, "good" if option.best else "accent")] \
            if option.tag else []
        left.append(Words(option.label, tag_width, 0, body, tone, option.mine))
        right = [Words(option.behind, width, 0, body, "danger", anchor="topright")] \
            if option.behind else []
        edge = width - (measure(option.behind, body, False) + 12 if option.behind else 0)
        right.append(Words(option.value, edge, 0, body, tone, anchor="topright"))
        reach = tag_width + measure(option.label, body, option.mine)
        if reach + 24 + width - edge + measure(option.value, body, False) <= width:
            lines.append(Line(line, (*left, *right)))
        else:  # a long move in a long language: its value on the line under it
            lines += [Line(line, tuple(left)), Line(line, tuple(right))]
        if option.reason:
            lines += _wrapped(wrap, option.reason, body, "muted", width, line, indent=indent)
        lines.append(Line(max(4, line // 4)))
    return lines


def _dense_options(places: ReviewPlaces, shown: DecisionWords, wrap: Wrap,
                   measure: Measure) -> list[Line]:
    """The desktop's options: a table (tag, move, value, how far behind, the reason cut to
    its line), then the whole reason of every option whose line cut it short — hard's choice
    first, then yours, then the others by value."""
    width, body = places.detail_view.width, places.body
    small, tiny = places.small, places.tiny
    grow = small - 13  # where larger type needs wider columns
    label_x, value_x, behind_x, reason_x = 92 + 6 * grow, 250 + 10 * grow, 318 + 12 * grow, \
        330 + 12 * grow
    lines = [Line(6), Line(20, (Words(shown.options_heading, 0, 0, small, "muted"),))]
    cut: list[OptionWords] = []
    for option in shown.options:
        tone: Tone = "accent" if option.mine else "text"
        row = [Words(option.tag, 0, 4, tiny, "good" if option.best else "accent"),
               Words(option.label, label_x, 2, body, tone, option.mine),
               Words(option.value, value_x, 2, body, tone, anchor="topright"),
               Words(option.behind, behind_x, 5, tiny, "danger", anchor="topright")]
        if option.reason:
            parts = wrap(option.reason, tiny, max(40, width + 4 - reason_x))
            row.append(Words(parts[0] + ("…" if len(parts) > 1 else ""), reason_x, 5, tiny,
                             "muted"))
            if len(parts) > 1:
                cut.append(option)
        lines.append(Line(OPTION_ROW, tuple(row)))
    ordered = ([option for option in cut if option.best]
               + [option for option in cut if option.mine and not option.best]
               + [option for option in cut if not option.mine and not option.best])
    named = [(shown.hard if option.best else shown.you if option.mine else option.label,
              option) for option in ordered]
    gutter = min(150, max([60] + [measure(name, small, True) + 12 for name, _ in named]))
    lines += [Line(10)] if named else []
    for name, option in named:
        tone: Tone = "good" if option.best else "accent" if option.mine else "muted"
        for number, part in enumerate(wrap(option.reason, small, width - gutter)):
            words = [Words(part, gutter, 0, small)]
            if number == 0:
                words.append(Words(name, 0, 0, small, tone, True))
            lines.append(Line(small + 5, tuple(words)))
        lines.append(Line(4))
    return lines


def _hands(places: ReviewPlaces, shown: DecisionWords, wrap: Wrap,
           measure: Measure) -> list[Line]:
    """Show all hands: every other seat's name and its cards just before the decision (the
    name beside them on the desktop, over them on a phone)."""
    width, body, line = places.detail_view.width, places.body, places.line
    lines = _wrapped(wrap, shown.hands_title or "", body, "text", width, line)
    card = places.hand_card
    name_width = max([150] + [measure(name, body, True) + 30 for _, name, _ in shown.hands]) \
        if places.dense else 0
    for seat, name, cards in shown.hands:
        per_line, step = _spread(len(cards), card[0], width - name_width - 8,
                                 2 if places.dense else 4, places.dense)
        faces = tuple(CardFace(face, name_width + 4 + number * step, 0, card)
                      for number, face in enumerate(cards[:per_line]))
        label = Words(name, 24, 0, body, bold=True)
        if places.dense:
            middle = (card[1] + 8) // 2
            lines.append(Line(card[1] + 8, (Words(name, 24, middle, body, bold=True,
                                                  anchor="midleft"),), faces,
                              ((8, middle, seat),)))
        else:
            lines.append(Line(line, (label,), dots=((8, body // 2 + 3, seat),)))
            for start in range(0, len(cards), per_line):
                lines.append(Line(card[1] + (12 if start + per_line >= len(cards) else 6),
                                  cards=tuple(CardFace(face, 4 + number * step, 0, card)
                                              for number, face in enumerate(
                                                  cards[start:start + per_line]))))
    return lines
