"""Where the results put everything, for every shape: pure, no pygame.

The scene hands over its words (:class:`ResultsWords`: the settlement's columns and cells, the
notes under it, the legend's sentences, your line, the link, the buttons' labels), the text
measures (:class:`TextMetrics`) and what is picked out (the column pointed at, all hands or
the legend open); :func:`lay_out_results` gives back frozen :class:`ResultsPlaces`: each
button's box, and every panel, line of words, card word and card face where it is drawn,
in layers (the settlement, then all hands or the legend over it).

- **A desktop window** (1280×720; a wider one shows it in its middle): the title, the rule
  system and the link along the top with Review, another seat, Show all hands and Share; the
  settlement as a table, its notes, the legend (one or two columns, at the largest size that
  fits) and your line beside Menu and Next at the foot. A button grows where its labels need
  it, the buttons before it in its row moving left.
- **Turned sideways, or a tablet's narrower canvas** (:data:`COMPACT`, :data:`NARROW`): the
  same parts at a thumb's sizes, no text under 12 CSS px (:meth:`Canvas.px_for_css`). Each
  column is as wide as its cells or heading need (a heading on two lines, a cell broken
  where the columns do not fit), the legend shows the explanations from the column pointed
  at with the link at its foot, and the buttons stand thumb-tall in a column right of the
  settlement where the canvas has room for every label there, else in a row along the foot
  (your line then moves up beside the title). On a phone the covered cards are written as
  words (4♠ 9♥); on a tablet's canvas, where their corner index reads at 12 CSS px, as faces.
- **Held upright**: one block per player (name and result, every other column as *heading
  value* flowing after), the notes, your line over the bottom buttons, a grid of buttons
  under the title; the legend and all hands open over the settlement from their buttons.
  Sizes are written for a 390×844 phone (24-px text, 88-px thumbs) and pressed on a tablet's
  shorter canvas (:attr:`Canvas.squeeze`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sevens.app.translation import card_text
from sevens.ui.button_labels import MIN_PAD, fitted
from sevens.ui.geometry.boxes import Box, Share, Size, at_least, column, flow, grid, row
from sevens.ui.geometry.canvas import COMPACT, DESKTOP, NARROW, PORTRAIT, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.text import Tone, Words
from sevens.ui.scenes.results.columns import ColumnFit
from sevens.ui.scenes.results.places import (
    ButtonPlace,
    CardWord,
    Face,
    HandsList,
    Heading,
    Layer,
    Panel,
    ResultsPlaces,
    ResultsWords,
    TextMetrics,
    View,
)

__all__ = ["DESK_BUTTONS", "HANDS", "TABLE", "UNPICKED", "fit_line", "lay_out_results",
           "row_widths"]

#: The words' size on a phone's canvas: 12 CSS px at 0.5 CSS px a logical px.
COMPACT_TEXT = 24
#: The least size of a text read on a touch or narrow canvas, in CSS px.
LEAST_CSS = 12
#: The small card faces of the settlement, and the card art's corner index on such a narrow
#: face (this share of its height).
CARD_MINI = (30, 42)
SMALL_INDEX_SHARE = 0.30

# ------------------------------------------------------------------ the desktop's places
#: The settlement, and Show all hands over it.
TABLE = Box(40, 74, 1200, 392)
HANDS = Box(40, 74, 1200, 566)
STANDINGS_TOP = 490  # the legend starts here at the latest
LEGEND_BOTTOM = 640  # above your line's box and the buttons
NOTE_LINE = 22  # one line of the notes under the settlement
#: Your line's box left of the buttons, its sizes on one line and on two.
SUMMARY = Box(40, 650, 780, 52)
SUMMARY_SIZES = (24, 20)
TWO_LINES = 17
#: Each button's place and type size on 1280×720 (the top row, then Menu and Next).
DESK_BUTTONS = {"next": (Box(1000, 650, 240, 52), 20), "menu": (Box(840, 650, 150, 52), 18),
                "review": (Box(420, 12, 120, 34), 16),
                "other_seat": (Box(550, 12, 170, 34), 15),
                "all_hands": (Box(730, 12, 190, 34), 15), "share": (Box(930, 12, 150, 34), 15)}
#: The right end of the top line (the rule system's name, the link).
TOP_RIGHT = 1236

# ------------------------------------------------------------------ turned sideways
#: The legend's title, from one line to the next, room inside its box.
LEGEND_TITLE, LINE, PAD_SIDE = COMPACT_TEXT + 2, COMPACT_TEXT + 6, 14
#: Where the column of buttons starts, right of the settlement; its top buttons in order.
COLUMN_X, COLUMN_MIN = 1262, 200
COLUMN_TOP = ("review", "other_seat", "all_hands", "share")
#: The lines the link takes at most before the query stands for the whole address.
LINK_LINES = 2
#: The row along the foot, left to right: Next (or New match) last, under the thumb.
FOOT_ROW = ("review", "other_seat", "all_hands", "share", "menu", "next")
ROW_GAP, FOOT_MARGIN, LABEL_PAD, ABOVE_ROW = 10, 8, 24, 10
ROW_TEXT = (COMPACT_TEXT, COMPACT_TEXT - 2)
#: Your line's box beside the title (buttons along the foot): its top and height.
SUMMARY_TOP, SUMMARY_HEIGHT = 10, 56
#: Headings, notes, the rule system's name and Show all hands' names, where 12 CSS px allow.
SMALL_TEXT = COMPACT_TEXT - 2
#: The settlement's panel on a canvas 1280 wide or wider, and the least margin on a narrower.
PANEL_X, PANEL_Y, PANEL_WIDTH, MARGIN_MIN = 40, 74, 1200, 20
HEAD_TOP, LINE_GAP = 10, 2
#: The ways the columns are set, tried in turn until they fit: the room either side and
#: between them, the covered cards' least width, the lines a cell may take.
SPACINGS = ((12, 14, 150, 2), (6, 5, 150, 2), (6, 5, 80, 2), (6, 5, 80, 3))
LEGEND_MIN = 118  # the legend's least height: its title and a two-line link

# ------------------------------------------------------------------ held upright
PAD, UP_GAP, TITLE, HEADING, BODY = 24, 12, 40, 28, 24
UP_CARD = (40, 56)
TOP_BUTTONS = ("review", "other_seat", "all_hands", "legend")
BOTTOM_BUTTONS = ("menu", "share", "next")
NARROW_BUTTON = 200
UP_SUMMARY = 104  # your line's box, three lines tall


@dataclass
class _Ink:
    """A layer being laid out."""

    panels: list[Panel] = field(default_factory=list)
    rules: list[tuple[int, int, int]] = field(default_factory=list)
    headings: list[Heading] = field(default_factory=list)
    faces: list[Face] = field(default_factory=list)
    words: list[Words] = field(default_factory=list)
    card_words: list[CardWord] = field(default_factory=list)
    stars: list[tuple[int, int, int]] = field(default_factory=list)
    seat_dots: list[tuple[int, int, int, int]] = field(default_factory=list)
    hands: HandsList | None = None

    def word(self, text: str, x: int, y: int, size: int, tone: Tone = "text",
             bold: bool = False, anchor: Any = "topleft") -> None:
        self.words.append(Words(text, x, y, size, tone, bold, anchor))

    def freeze(self) -> Layer:
        return Layer(tuple(self.panels), tuple(self.rules), tuple(self.headings),
                     tuple(self.faces), tuple(self.words), tuple(self.card_words),
                     tuple(self.stars), tuple(self.seat_dots), self.hands)


class _Lay:
    """One laying-out of the results: the canvas, the words, the measures, the view."""

    def __init__(self, canvas: Canvas, words: ResultsWords, metrics: TextMetrics,
                 view: View) -> None:
        self.canvas, self.words, self.metrics, self.view = canvas, words, metrics, view
        self.width, self.height = canvas.size
        self.base, self.over = _Ink(), _Ink()
        self.buttons: dict[str, ButtonPlace] = {}
        self.column_spans: list[tuple[int, int]] = []
        self.table_bottom = TABLE.y
        self.parts: dict[str, Box] = {}
        #: The least type size read here (the desktop keeps its own small print).
        self.least = 0 if canvas.shape == DESKTOP else canvas.px_for_css(LEAST_CSS)
        #: The sideways settlement's panel: its left edge and width (:meth:`sideways`).
        self.left, self.span = PANEL_X, PANEL_WIDTH

    # ------------------------------------------------------------- measures

    def measure(self, text: str, size: int, bold: bool = False) -> int:
        return self.metrics.width(text, size, bold)

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        return self.metrics.wrap(text, size, width, bold)

    def readable(self, size: int) -> int:
        """``size``, or the least size read on this canvas if that is more."""
        return max(size, self.least)

    def label_width(self, name: str, size: int) -> int:
        """The widest label button ``name`` can show at ``size``."""
        _, labels, primary = next(item for item in self.words.buttons if item[0] == name)
        return max(self.measure(label, size, primary) for label in labels)

    @property
    def names(self) -> list[str]:
        """The buttons on show: the legend's only held upright (it opens over the
        settlement), where :meth:`upright_buttons` places it."""
        return [name for name, _, _ in self.words.buttons
                if name != "legend" or self.canvas.shape == PORTRAIT]

    def places(self) -> ResultsPlaces:
        return ResultsPlaces(self.canvas, self.buttons, (self.base.freeze(), self.over.freeze()),
                             tuple(self.column_spans), (TABLE.y, self.table_bottom), self.parts)

    # ------------------------------------------------------------- shared parts

    def faces(self, codes: Sequence[str], rect: Box) -> None:
        """Small faces of covered (or held) cards across ``rect``."""
        if not codes:
            return
        width, height = CARD_MINI
        if rect.height < height:
            width, height = round(width * rect.height / height), rect.height
        pitch = min(width + 2, (rect.width - width) // max(1, len(codes) - 1))
        top = rect.y + max(0, (rect.height - height) // 2)
        self.base.faces += [Face(code, Box(rect.x + index * pitch, top, width, height))
                            for index, code in enumerate(codes)]

    def card_lines(self, codes: Sequence[str], size: int, width: int) -> list[list[str]]:
        """``codes`` as lines of card words at ``size`` no wider than ``width``."""
        widths = [self.measure(card_text(code), size, True) for code in codes]
        return [[codes[index] for index in line]
                for line in flow(widths, width, self.measure(" ", size))]

    def card_words(self, ink: _Ink, lines: list[list[str]], size: int, at: tuple[int, int],
                   line_height: int) -> None:
        """Lines of card words from ``at``, ``line_height`` apart."""
        space = self.measure(" ", size)
        x0, y = at
        for line in lines:
            x = x0
            for code in line:
                word = card_text(code)
                ink.card_words.append(CardWord(code, word, x, y, size))
                x += self.measure(word, size, True) + space
            y += line_height

    def summary(self, box: Box, sizes: Sequence[int], two_lines: int) -> None:
        """Your line in ``box`` (gold and starred for the match's winner)."""
        line, banner = self.words.summary
        ink = self.base
        if banner:
            ink.panels.append(Panel(box, "banner", 235, 14))
            placed = fit_line(self.metrics, line, box.inset(48, 0), "accent", sizes, two_lines)
            widths = [self.measure(words.text, words.size, True) for words in placed]
            left = min(words.x - width // 2 for words, width in zip(placed, widths, strict=True))
            right = max(words.x - width // 2 + width
                        for words, width in zip(placed, widths, strict=True))
            ink.stars += [(left - 26, box.centre[1], 13), (right + 26, box.centre[1], 13)]
        else:
            ink.panels.append(Panel(box, "summary", 190, 14))
            placed = fit_line(self.metrics, line, box, "text", sizes, two_lines)
        ink.words += placed
        self.parts["summary"] = box

    def header(self, title_x: int, rules_right: int, rules_size: int,
               beside: Callable[[int], bool] | None) -> int:
        """The title (30 down to 18, or the least size read, ending before the first button
        beside it and leaving ``beside`` its room) and the rule system's name; returns the
        title's right end."""
        room = min([place.box.x for place in self.buttons.values() if place.box.y < 60],
                   default=TOP_RIGHT) - 44 - 12
        title = self.words.title
        for size in range(30, self.readable(18) - 1, -2):
            width = self.measure(title, size, True)
            if width <= room and (beside is None or beside(title_x + width + 20)):
                break
        self.base.word(title, title_x, 22, size, "text", True)
        self.base.word(self.words.rules_name, rules_right, 20, rules_size, "accent", True,
                       "topright")
        return title_x + width

    def notes(self, width: int, size: int, accent: int) -> list[tuple[str, Tone, int]]:
        """The notes under the settlement wrapped to ``width``: each line, its tone and size
        (``accent`` for the accented ones)."""
        return [(part, tone, accent if tone == "accent" else size)
                for line, tone in self.words.notes
                for part in self.wrap(line, accent if tone == "accent" else size, width)]

    def put_notes(self, notes: list[tuple[str, Tone, int]], x: int, y: int, pitch: int) -> None:
        """The wrapped notes from ``y``, ``pitch`` apart."""
        for line, tone, size in notes:
            self.base.word(line, x, y, size, tone)
            y += pitch

    def settlement_panel(self, panel: Box, focus_inset: int) -> None:
        """The settlement's panel, and the band of the column pointed at in it."""
        self.table_bottom = panel.bottom
        self.parts["settlement"] = panel
        self.base.panels.append(Panel(panel, "panel", 165))
        focus = self.view.focus
        if focus is not None and focus < len(self.column_spans):
            left, right = self.column_spans[focus]
            self.base.panels.append(Panel(Box(left, panel.y + focus_inset, right - left,
                                              panel.height - 2 * focus_inset), "focus", 28, 6))

    def heading(self, line: str, left: int, width: int, y: int, size: int, index: int,
                align: str, under: int) -> None:
        """A line of column ``index``'s heading in ``left`` to ``left + width`` (at its right
        for a right-aligned column), dotted ``under`` px down where there is an explanation
        to point at (every column but the player's)."""
        drawn = self.measure(line, size, True)
        at = left + width - drawn if align == "right" else left
        tone: Tone = "text" if index == self.view.focus else "accent"
        dots = tuple(Box(dot, y + under, 2, 1) for dot in range(at, at + drawn, 4)) \
            if index else ()
        self.base.headings.append(Heading(Words(line, at, y, size, tone, True), dots))

    def explain(self, x: int, y: int, index: int, lines: list[str], gutter: int, size: int,
                tone: Tone, pitch: int) -> int:
        """Column ``index``'s heading and its explanation's ``lines`` beside it, ``gutter``
        in; the y under them."""
        self.base.word(self.words.columns[index][0], x, y, size, "accent", True)
        for line in lines:
            self.base.word(line, x + gutter, y, size, tone)
            y += pitch
        return y

    # ------------------------------------------------------------- the desktop

    def desktop_buttons(self) -> None:
        """The desktop's places; a button whose labels need more room grows, the buttons
        before it in its row moving left, and the top row ends before the rule system's name
        (a long Chinese or Japanese one)."""
        name_room = TOP_RIGHT - self.measure(self.words.rules_name, 16, True) - 12
        for top in (True, False):
            line = sorted((name for name in self.names if (DESK_BUTTONS[name][0].y < 60) == top),
                          key=lambda name: DESK_BUTTONS[name][0].x)
            right = DESK_BUTTONS[line[-1]][0].right
            if top:
                right = min(right, name_room)
            for index in range(len(line) - 1, -1, -1):
                box, size = DESK_BUTTONS[line[index]]
                width = fitted(self.label_width(line[index], size), box.width)
                self.buttons[line[index]] = ButtonPlace(Box(right - width, box.y, width,
                                                            box.height), size, False)
                if index:
                    right -= width + box.x - DESK_BUTTONS[line[index - 1]][0].right

    def desktop_link(self) -> None:
        """The verdict, the link (its query when the address is long) or the deal code."""
        kind, (line, query) = self.words.link_kind, self.words.link_versions
        if kind == "link" and self.measure(line, 13) > 500:
            line = query
        tone: Tone = "muted"
        if kind == "verdict":
            tone = "good" if self.words.verdict_ok else "danger"
        if kind:
            self.base.word(line, TOP_RIGHT, 44 if kind == "code" else 46,
                           13 if kind == "link" else 14, tone, anchor="topright")

    def desktop_table(self, notes_height: int) -> None:
        """The settlement, best place first; your line lit; the column pointed at picked out."""
        ink, words = self.base, self.words
        room = min(TABLE.height, STANDINGS_TOP - TABLE.y - notes_height)
        cards = any(align == "cards" for _, _, align in words.columns)
        row_height = min(56 if cards else 44, (room - 52) // max(1, len(words.rows)))
        total = sum(width for _, width, _ in words.columns)
        x0 = x = TABLE.x + (TABLE.width - total) // 2
        for _, width, _ in words.columns:
            self.column_spans.append((x, x + width))
            x += width
        self.settlement_panel(Box(TABLE.x, TABLE.y, TABLE.width,
                                  min(room, 52 + row_height * len(words.rows))), 6)
        y = TABLE.y + 14
        for index, (heading, width, align) in enumerate(words.columns):
            self.heading(heading, self.column_spans[index][0] + 6, width - 12, y, 14, index,
                         align, self.metrics.height(heading, 14, True))
        y += 26
        ink.rules.append((x0, y - 5, x0 + total))
        for player in words.rows:
            if player.mine:
                ink.panels.append(Panel(Box(x0 - 8, y - 4, total + 16, row_height - 4), "lit",
                                        40, 8))
            for (left, _), (_, width, align), value, tone in zip(
                    self.column_spans, words.columns, player.cells, player.tones, strict=True):
                if align == "cards":
                    self.faces(value, Box(left + 6, y, width - 12, row_height - 8))
                    continue
                bold = align == "left" and left == x0
                size = 16 if self.measure(value, 16, bold) <= width - 10 else 12
                centre_y = y + (row_height - 8) // 2
                if align == "right":
                    ink.word(value, left + width - 6, centre_y, size, tone, bold, "midright")
                else:
                    ink.word(value, left + 6, centre_y, size, tone, bold, "midleft")
            y += row_height

    def desktop_legend(self, top: int) -> None:
        """What every column means, one or two columns at the largest size that fits (the
        smallest in two columns where none does)."""
        box = self.parts["legend"] = Box(TABLE.x, top, TABLE.width, LEGEND_BOTTOM - top)
        if box.height < 40:
            return
        headings = [heading for heading, _, _ in self.words.columns]
        for size in (15, 14, 13, 12, 11):
            gutter = max(self.measure(heading, size, True) for heading in headings) + 12
            for columns in (1, 2):
                width = (box.width - 32 - 24 * (columns - 1)) // columns
                wrapped = [self.wrap(line, size, width - gutter)
                           for line in self.words.explanations]
                per_column = -(-len(wrapped) // columns)
                tallest = max(sum(len(lines) for lines in wrapped[start:start + per_column])
                              for start in range(0, len(wrapped), per_column))
                if 30 + tallest * (size + 4) <= box.height:
                    break
            else:
                continue
            break
        box = Box(box.x, box.y, box.width, min(box.height, 40 + tallest * (size + 4)))
        ink, focus = self.base, self.view.focus
        ink.panels.append(Panel(box, "panel", 140))
        title = self.words.legend_title
        ink.word(title, box.x + 16, box.y + 7, 14, "accent", True)
        ink.word(self.words.legend_hint, box.x + 26 + self.measure(title, 14, True), box.y + 9,
                 12, "muted")
        for index, lines in enumerate(wrapped):
            side, order = divmod(index, per_column)
            if order == 0:
                y = box.y + 30
            x = box.x + 16 + side * (width + 24)
            if index == focus:
                ink.panels.append(Panel(Box(x - 6, y - 2, width + 8,
                                            len(lines) * (size + 4) + 2), "legend_focus", 60, 5))
            tone: Tone = "muted" if focus is not None and index != focus else "text"
            y = self.explain(x, y, index, lines, gutter, size, tone, size + 4)

    def desktop(self) -> None:
        self.desktop_buttons()
        self.header(44, TOP_RIGHT, 16, None)
        self.desktop_link()
        notes = self.notes(TABLE.width - 24, 14, 16)
        notes_height = max(40, 12 + NOTE_LINE * len(notes))
        self.desktop_table(notes_height)
        self.put_notes(notes, TABLE.x + 12, self.table_bottom + 8, NOTE_LINE)
        self.desktop_legend(self.table_bottom + notes_height)
        self.summary(SUMMARY, SUMMARY_SIZES, TWO_LINES)
        if self.view.show_hands:
            self.over.hands = HandsList(HANDS, self.words.hands_title, 14)
            self.parts["hands"] = HANDS

    # ------------------------------------------------------------- turned sideways

    def foot_top(self) -> int:
        return self.height - FOOT_MARGIN - THUMB_HEIGHT

    def sideways_buttons(self) -> bool:
        """Thumb-tall buttons in a column right of the settlement where the canvas has room
        for every label there on one line, else in a row along the foot; True for a column."""
        width = self.width - 14 - COLUMN_X
        if width >= COLUMN_MIN and all(self.label_width(name, COMPACT_TEXT) + 2 * MIN_PAD
                                       <= width for name in self.names):
            top = [name for name in COLUMN_TOP if name in self.names]
            room = Box(COLUMN_X, 12, width, self.height - 20)
            boxes = (column(room, [THUMB_HEIGHT] * len(top), 8)
                     + column(room, [THUMB_HEIGHT] * 2, 8, align="end"))
            for name, box in zip([*top, "menu", "next"], boxes, strict=True):
                self.buttons[name] = ButtonPlace(box, COMPACT_TEXT, True)
            return True
        foot = [name for name in FOOT_ROW if name in self.names]
        space = self.span - ROW_GAP * (len(foot) - 1)
        for size in ROW_TEXT:
            needs = [self.label_width(name, size) for name in foot]
            if sum(needs) + 2 * MIN_PAD * len(foot) <= space:
                break
        pad = max(MIN_PAD, min(LABEL_PAD, (space - sum(needs)) // (2 * len(foot))))
        widths = row_widths([need + 2 * pad for need in needs], space)
        boxes = row(Box(self.left, self.foot_top(), self.span, THUMB_HEIGHT), widths, ROW_GAP)
        for name, box in zip(foot, boxes, strict=True):
            self.buttons[name] = ButtonPlace(box, size, True)
        return False

    def summary_beside_title(self, left: int) -> Box:
        """Your line's box beside the title, from ``left`` to the rule system's name."""
        right = self.left + self.span - 4 - self.measure(self.words.rules_name,
                                                         self.readable(SMALL_TEXT), True) - 16
        return Box(left, SUMMARY_TOP, right - left, SUMMARY_HEIGHT)

    def summary_fits(self, left: int) -> bool:
        """True when your line fits its box beside the title on at most two lines."""
        line, banner = self.words.summary
        width = self.summary_beside_title(left).width - 24 - (96 if banner else 0)
        return len(self.wrap(line, self.readable(SMALL_TEXT), width, True)) <= 2

    def faces_read(self) -> bool:
        """True where the small faces' corner index reads at 12 CSS px (a tablet's canvas)."""
        return round(CARD_MINI[1] * SMALL_INDEX_SHARE) * self.canvas.css_per_px >= LEAST_CSS

    def fit_columns(self) -> tuple[int, int, int, int, int, list[list[str]], list[int],
                                   list[list[Any]]]:
        """The settlement's columns fitted across the panel (:class:`ColumnFit`) at the
        first of :data:`SPACINGS` that fits, their headings and cells at the least size read
        (or, where even the tightest overruns the panel, at :data:`SMALL_TEXT` as before:
        Douque's eleven on a 960-wide canvas); (heading size, edge, gap, room, cell size,
        headings, widths, cells)."""
        for small in dict.fromkeys((self.readable(SMALL_TEXT), SMALL_TEXT)):
            sizes = sorted({self.readable(COMPACT_TEXT), small}, reverse=True)
            for edge, gap, cards_min, cell_lines in SPACINGS:
                room = self.span - 2 * edge - gap * (len(self.words.columns) - 1)
                size, headings, widths, rows = ColumnFit(self.metrics, self.words, sizes,
                                                         small).layout(room, cards_min,
                                                                       cell_lines)
                if sum(widths) <= room:
                    break
            else:
                continue
            break
        return small, edge, gap, room, size, headings, widths, rows

    def sideways_table(self, bottom: int, notes_height: int) -> None:
        """The settlement at the first cell size that fits the panel (columns set closer,
        cells on more lines where even that overruns it), rows short enough to leave the
        notes and the legend's least height above ``bottom``."""
        ink, words = self.base, self.words
        columns = words.columns
        small, edge, gap, room, size, headings, widths, rows = self.fit_columns()
        widths = [width + max(0, room - sum(widths)) // len(widths) for width in widths]
        faces = self.faces_read()
        lines = max((len(cell) for cells_of in rows for cell, (_, _, align) in
                     zip(cells_of, columns, strict=True) if align != "cards"), default=1)
        least = lines * (size + LINE_GAP) + 4
        written: dict[tuple[int, int], list[list[str]]] = {}
        for index, (_, _, align) in enumerate(columns):
            if align == "cards" and faces:
                least = max(least, CARD_MINI[1] + 4)
            elif align == "cards":  # a phone's: covered cards as words
                for number, cells_of in enumerate(rows):
                    written[number, index] = self.card_lines(cells_of[index], COMPACT_TEXT,
                                                             widths[index])
                tallest = max(len(written[number, index]) for number in range(len(rows)))
                least = max(least, tallest * (COMPACT_TEXT + LINE_GAP) + 4)
        head_lines = max(len(lines) for lines in headings)
        head_height = HEAD_TOP + head_lines * (small + LINE_GAP) + 10
        fits = (bottom - notes_height - LEGEND_MIN - PANEL_Y - head_height - 6) \
            // max(1, len(rows))
        row_height = max(least, min(least + 8, fits))
        x0 = x = self.left + edge
        for width in widths:  # each column's span reaches half-way into the gaps
            self.column_spans.append((x - gap // 2, x + width + gap // 2))
            x += width + gap
        right = x - gap
        panel = Box(self.left, PANEL_Y, self.span, head_height + row_height * len(rows) + 6)
        self.settlement_panel(panel, 4)
        lefts = [left + gap // 2 for left, _ in self.column_spans]
        for index, (head, (_, _, align)) in enumerate(zip(headings, columns, strict=True)):
            y = panel.y + HEAD_TOP + (head_lines - len(head)) * (small + LINE_GAP)
            for line in head:
                self.heading(line, lefts[index], widths[index], y, small, index, align,
                             self.metrics.height(line, small, True) - 1)
                y += small + LINE_GAP
        y = panel.y + head_height
        ink.rules.append((x0, y - 4, right))
        pitch = size + LINE_GAP
        for number, (player, cells_of) in enumerate(zip(words.rows, rows, strict=True)):
            if player.mine:
                inset = min(8, edge - 2)  # the band inside the panel
                ink.panels.append(Panel(Box(x0 - inset, y, right - x0 + 2 * inset,
                                            row_height - 2), "lit", 40, 8))
            lift = self.row_lift(row_height, pitch, [
                (cell, index == 0) for index, (cell, (_, _, align)) in
                enumerate(zip(cells_of, columns, strict=True)) if align != "cards"], size)
            for index, (cell, (_, _, align)) in enumerate(zip(cells_of, columns, strict=True)):
                left, width = lefts[index], widths[index]
                if align == "cards" and faces:
                    self.faces(cell, Box(left, y + 3, width, row_height - 8))
                elif align == "cards":
                    lines_of = written[number, index]
                    top = y + (row_height - 2 - len(lines_of) * (COMPACT_TEXT + LINE_GAP)) // 2
                    self.card_words(ink, lines_of, COMPACT_TEXT, (left, top),
                                    COMPACT_TEXT + LINE_GAP)
                else:
                    top = y + (row_height - 2 - len(cell) * pitch) // 2 - lift
                    for line in cell:
                        drawn = self.measure(line, size, index == 0)
                        at = left + width - drawn if align == "right" else left
                        ink.word(line, at, top, size, player.tones[index], index == 0)
                        top += pitch
            y += row_height

    def row_lift(self, row_height: int, pitch: int, cells: list[tuple[list[str], bool]],
                 size: int) -> int:
        """How far up a cells_of's texts move together so that their ink ends inside the cells_of's
        band (a short canvas's eight rows: Chinese ink lies low in its line), never so far
        that ink starts above it."""
        over, room = 0, row_height
        for lines, bold in cells:
            if not lines:
                continue
            top = (row_height - 2 - len(lines) * pitch) // 2
            bottom = top + (len(lines) - 1) * pitch + self.metrics.ink(lines[-1], size, bold)[1]
            over = max(over, bottom - (row_height - 2))
            room = min(room, top + self.metrics.ink(lines[0], size, bold)[0])
        return max(0, min(over, room))

    def sideways_legend(self, bottom: int, notes_height: int) -> None:
        """The legend and the link at the thumb's size: the explanations from the column
        pointed at (the first before any), as many whole ones as fit, the link at the foot."""
        top = self.table_bottom + notes_height
        box = self.parts["legend"] = Box(self.left, top, self.span, bottom - top)
        inner = box.width - 2 * PAD_SIDE
        versions = [version for version in self.words.link_versions if version]
        link = self.metrics.link(versions, COMPACT_TEXT, inner, LINK_LINES)
        if box.height < 2 * LINE + 2 * PAD_SIDE - 8:  # room for the link on one line at most
            link = self.metrics.link(versions, COMPACT_TEXT, inner, 1)
            if box.height < LINE + 2 * PAD_SIDE - 8 or len(link) != 1:
                return
        ink, focus = self.base, self.view.focus
        ink.panels.append(Panel(box, "panel", 140))
        x, y = box.x + PAD_SIDE, box.y + PAD_SIDE - 4
        end = box.bottom - PAD_SIDE + 4 - len(link) * LINE
        if y + LINE + 4 <= end:
            title = self.words.legend_title
            ink.word(title, x, y, LEGEND_TITLE, "accent", True)
            title_width = self.measure(title, LEGEND_TITLE, True)
            hint = self.words.legend_hint
            if title_width + 16 + self.measure(hint, COMPACT_TEXT) <= inner:
                ink.word(hint, x + title_width + 16, y + LEGEND_TITLE - COMPACT_TEXT,
                         COMPACT_TEXT, "muted")
            y += LINE + 4
            for index in range(focus or 0, len(self.words.columns)):
                gutter = self.measure(self.words.columns[index][0], COMPACT_TEXT, True) + 12
                lines = self.wrap(self.words.explanations[index], COMPACT_TEXT, inner - gutter)
                if y + len(lines) * LINE > end:
                    break
                tone: Tone = "text" if focus in (index, None) else "muted"
                y = self.explain(x, y, index, lines, gutter, COMPACT_TEXT, tone, LINE)
        self.put_notes([(line, "muted", COMPACT_TEXT) for line in link], x, end, LINE)

    def sideways(self) -> None:
        margin = max(MARGIN_MIN, min(PANEL_X, (self.width - PANEL_WIDTH) // 2))
        self.left, self.span = margin, min(PANEL_WIDTH, self.width - 2 * margin)
        in_column = self.sideways_buttons()
        small = self.readable(SMALL_TEXT)
        right_end = self.header(self.left + 4, self.left + self.span - 4, small,
                                None if in_column else self.summary_fits)
        notes = self.notes(self.span - 24, small, small)
        notes_height = max(16, 10 + (small + 6) * len(notes))
        bottom = LEGEND_BOTTOM if in_column else self.foot_top() - ABOVE_ROW
        self.sideways_table(bottom, notes_height)
        self.put_notes(notes, self.left + 12, self.table_bottom + 6, small + 6)
        self.sideways_legend(bottom, notes_height)
        if in_column:
            self.summary(SUMMARY, [self.readable(size) for size in SUMMARY_SIZES],
                         self.readable(TWO_LINES))
        else:
            self.summary(self.summary_beside_title(right_end + 20), [self.readable(COMPACT_TEXT)],
                         small)
        if self.view.show_hands:
            box = HANDS
            if not in_column:
                box = Box(self.left, HANDS.y, min(HANDS.width, self.span),
                          min(HANDS.height, self.foot_top() - ABOVE_ROW - HANDS.y))
            self.over.hands = HandsList(box, self.words.hands_plain_title, small)
            self.parts["hands"] = box

    # ------------------------------------------------------------- held upright

    def px(self, value: int) -> int:
        """A phone's ``value`` in px, pressed on a tablet's shorter canvas."""
        return round(value * self.canvas.squeeze)

    def upright_buttons(self, body: int, thumb: int) -> Box:
        """The grid of buttons under the title, the bottom line (Menu and Share as their
        labels need, Next the rest); returns the board left between them."""
        pad, gap = self.px(PAD), self.px(UP_GAP)
        inner = self.width - 2 * pad
        top = [name for name in TOP_BUTTONS if name in self.names]
        grid_top = pad + self.px(50 + 3 * 30) + gap  # the title, the rules' name, a 2-line link
        rows = -(-len(top) // 2)
        cells = grid(Box(pad, grid_top, inner, rows * (thumb + gap) - gap), 2, rows, gap)
        for name, cell in zip(top, cells, strict=False):  # an odd one leaves a cell empty
            self.buttons[name] = ButtonPlace(cell, body, False)
        board_top = grid_top + rows * (thumb + gap) + (gap if rows else 0)
        bottom = [name for name in BOTTOM_BUTTONS if name in self.names]
        line_top = self.height - pad - thumb
        sizes: list[Size] = [Share() if name == "next" else  # Next takes the rest
                             fitted(self.label_width(name, body), self.px(NARROW_BUTTON))
                             for name in bottom]
        for name, box in zip(bottom, row(Box(pad, line_top, inner, thumb), sizes, gap),
                             strict=True):
            self.buttons[name] = ButtonPlace(box, body, False)
        summary_top = line_top - gap - self.px(UP_SUMMARY)
        return Box(pad, board_top, inner, summary_top - gap - board_top)

    def flow(self, items: list[tuple[str, str, Any, Tone]], box: Box, y: int, body: int,
             ink: _Ink | None) -> int:
        """Lay the *heading value* pairs from ``y`` across ``box``, wrapping; cards get their
        own lines of card words. Returns the y under the last line."""
        line, space = body + self.px(8), self.px(8)
        x = box.x
        for heading, align, value, tone in items:
            label = self.measure(heading, body)
            shown = 0 if align == "cards" else self.measure(value, body, True)
            if x > box.x and (align == "cards" or shown + label + space > box.width
                              or x + label + space + shown > box.right):
                x, y = box.x, y + line  # a line of its own, or no room left on this one
            if ink is not None:
                ink.word(heading, x, y + 1, body, "accent")
            if align == "cards":
                left = x + label + self.px(UP_GAP)
                written = self.card_lines(value, body, box.right - left)
                if ink is not None:
                    self.card_words(ink, written, body, (left, y), line)
                y += len(written) * line
            elif shown + label + space > box.width:  # a long value: wrapped under its heading
                for part in self.wrap(value, body, box.width, True):
                    y += line
                    if ink is not None:
                        ink.word(part, x, y, body, tone, True)
                y += line
            else:
                if ink is not None:
                    ink.word(value, x + label + space, y, body, tone, True)
                x += label + space + shown + self.px(28)
        return y + (line if x > box.x else 0)

    def blocks(self, box: Box, heading: int, body: int) -> int:
        """One block per player, best place first, your block lit; the y under them."""
        ink, columns = self.base, self.words.columns
        result_index = len(columns) - 2  # the deal's money, chips or points
        inset, top = self.px(16), self.px(10)
        y = box.y
        for player in self.words.rows:
            items = [(head, align, value, tone) for index, ((head, _, align), value, tone)
                     in enumerate(zip(columns, player.cells, player.tones, strict=True))
                     if index not in (0, result_index) and value not in ("", (), [])]
            inner = Box(box.x + inset, y + top, box.width - 2 * inset, 0)
            first = inner.y + heading + self.px(12)
            block = Box(box.x, y, box.width,
                        self.flow(items, inner, first, body, None) + self.px(4) - y)
            ink.panels.append(Panel(block, "lit", 40, 12) if player.lit_block
                              else Panel(block, "panel", 150))
            result, name = str(player.cells[result_index]), player.cells[0]
            ink.word(result, inner.right, inner.y, heading, player.tones[result_index], True,
                     "topright")
            room = inner.width - self.measure(result, heading, True) - self.px(UP_GAP)
            size = heading if self.measure(name, heading, True) <= room else body
            drop = (self.metrics.height(result, heading, True)
                    - self.metrics.height(name, size, True)) // 2
            ink.word(name, inner.x, inner.y + drop, size, "text", True)
            self.flow(items, inner, first, body, ink)
            y = block.bottom + self.px(8)
        return y

    def link_lines(self, width: int, body: int) -> list[str]:
        """The link line wrapped to ``width``: the query alone for a long address, broken
        after each ``&`` too where a line would still be too wide."""
        versions = self.words.link_versions
        info = versions[0] if versions else ""
        if self.measure(info, body) > width and len(versions) > 1:
            info = versions[1]
        lines = self.wrap(info, body, width)
        if all(self.measure(line, body) <= width for line in lines):
            return lines
        lines, line = [], ""
        for piece in (piece for piece in re.split(r"(?<=[ &])", info) if piece):
            if line and self.measure((line + piece).rstrip(" "), body) > width:
                lines.append(line.rstrip(" "))
                line = piece
            else:
                line += piece
        return [*lines, line.rstrip(" ")] if line else lines

    def legend_sheet(self, box: Box, heading: int, body: int) -> None:
        """What every column means, over the settlement (as much as has room)."""
        ink, inset, pitch = self.over, self.px(16), body + self.px(6)
        ink.panels.append(Panel(box, "sheet"))
        y = box.y + self.px(14)
        ink.word(self.words.legend_title, box.x + inset, y, heading, "accent", True)
        y += heading + self.px(14)
        width = box.width - 2 * inset
        for (head, _, _), sentence in zip(self.words.columns, self.words.explanations,
                                          strict=True):
            gutter = self.measure(head, body, True) + self.px(10)
            first = self.wrap(sentence, body, width - gutter)[0]
            rest = sentence[len(first):].strip()
            lines = [first, *(self.wrap(rest, body, width) if rest else [])]
            if y + len(lines) * pitch > box.bottom - self.px(8):
                return
            ink.word(head, box.x + inset, y, body, "accent", True)
            for index, line in enumerate(lines):
                ink.word(line, box.x + inset + (gutter if index == 0 else 0), y, body)
                y += pitch
            y += self.px(6)

    def hands_sheet(self, box: Box, body: int) -> None:
        """Every hand as dealt, over the settlement: a seat's name, then its cards."""
        ink, inset, pitch = self.over, self.px(16), body + self.px(6)
        ink.panels.append(Panel(box, "sheet"))
        y = box.y + self.px(12)
        for line in self.wrap(self.words.hands_title, body, box.width - 2 * inset):
            ink.word(line, box.x + inset, y, body)
            y += pitch
        hands = self.words.hands
        step = max(1, (box.bottom - self.px(8) - y) // max(1, len(hands)))
        card_height = min(self.px(UP_CARD[1] + 14), step - body - self.px(10))
        card = (round(card_height * 5 / 7), card_height)
        for seat, name, cards in hands:
            ink.seat_dots.append((box.x + self.px(24), y + body // 2 + 2, self.px(7), seat))
            ink.word(name, box.x + self.px(40), y, body, "text", True)
            room = box.width - 2 * inset - card[0]
            step_x = min(card[0] + 3, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            ink.faces += [Face(str(dealt), Box(box.x + inset + number * step_x, y + pitch,
                                               *card)) for number, dealt in enumerate(cards)]
            y += step

    def upright_summary(self, box: Box, heading: int, body: int) -> None:
        """Your line (or the match's winner, in gold) over the bottom buttons, on up to
        three lines."""
        line, banner = self.words.summary
        self.base.panels.append(Panel(box, "banner", 235, 14) if banner
                                else Panel(box, "summary", 190, 14))
        self.parts["summary"] = box
        room = box.height - self.px(12)
        for size in (heading, body):
            pitch = size + self.px(6)
            lines = self.wrap(line, size, box.width - self.px(32), True)
            if len(lines) * pitch <= room:
                break
        lines = lines[:max(1, room // pitch)]
        top = box.centre[1] - len(lines) * pitch // 2
        for index, part in enumerate(lines):  # each line in the middle of its pitch
            self.base.word(part, box.centre[0], top + index * pitch + pitch // 2, size,
                           "accent" if banner else "text", True, "center")

    def upright(self) -> None:
        heading, body = self.readable(self.px(HEADING)), self.readable(self.px(BODY))
        pad = self.px(PAD)
        board = self.upright_buttons(body, at_least(self.px(THUMB_HEIGHT), self.canvas.thumb))
        ink = self.base
        title = self.words.title
        for size in range(self.px(TITLE), heading - 1, -2):
            if self.measure(title, size, True) <= self.width - 2 * pad:
                break
        ink.word(title, pad, pad, size, "text", True)
        ink.word(self.words.rules_name, pad, pad + self.px(54), body, "accent", True)
        for index, part in enumerate(self.link_lines(self.width - 2 * pad, body)[:2]):
            ink.word(part, pad, pad + self.px(54 + 30 + 28 * index), body, "muted")
        y = self.blocks(board, heading, body) + self.px(4)
        for line, tone in self.words.notes:
            for part in self.wrap(line, body, board.width - 8):
                if y + body + self.px(6) > board.bottom:
                    break
                ink.word(part, board.x + 4, y, body, tone)
                y += body + self.px(8)
        summary = Box(pad, board.bottom + self.px(UP_GAP), board.width, self.px(UP_SUMMARY))
        self.parts["settlement"] = board
        self.parts["legend"] = Box(board.x, board.y, board.width, summary.bottom - board.y)
        if self.view.show_hands:
            self.parts["hands"] = board
            self.hands_sheet(board, body)
        if self.view.show_legend:  # over your line too: it needs the room
            self.legend_sheet(self.parts["legend"], heading, body)
        else:
            self.upright_summary(summary, heading, body)


def fit_line(metrics: TextMetrics, line: str, box: Box, tone: Tone, sizes: Sequence[int],
             two_lines: int) -> list[Words]:
    """``line`` bold, centred in ``box``, at the first of ``sizes`` it fits with 12 px either
    side, else on two lines at ``two_lines`` (eight players sharing a match make a long
    sentence)."""
    centre = box.centre
    for size in sizes:
        if metrics.width(line, size, True) <= box.width - 24:
            return [Words(line, *centre, size, tone, True, "center")]
    lines = metrics.wrap(line, two_lines, box.width - 24, True)[:2]
    pitch = round(two_lines * 1.3)
    return [Words(part, centre[0], round(centre[1] + (index - (len(lines) - 1) / 2) * pitch),
                  two_lines, tone, True, "center") for index, part in enumerate(lines)]


def row_widths(naturals: list[int], room: int) -> list[int]:
    """Widths for buttons whose labels need ``naturals`` across ``room``: each at least its
    need (and a thumb), the narrow ones growing to a common width first; shrunk in proportion
    when the needs alone overrun ``room`` (labels then take two lines), none under a thumb."""
    naturals = [max(THUMB_HEIGHT, need) for need in naturals]
    if sum(naturals) >= room:
        widths = [need * room // sum(naturals) for need in naturals]
        short = [index for index, width in enumerate(widths) if width < THUMB_HEIGHT]
        if short:  # a thumb wide at least, the others shrunk the more
            rest = room - THUMB_HEIGHT * len(short)
            wide = sum(need for index, need in enumerate(naturals) if index not in short)
            widths = [THUMB_HEIGHT if index in short else need * rest // wide
                      for index, need in enumerate(naturals)]
    else:
        level = room // len(naturals)
        while sum(max(need, level) for need in naturals) > room:
            level -= 1
        widths = [max(need, level) for need in naturals]
    widths[-1] += room - sum(widths)  # the last (Next) takes the odd pixels
    return widths


#: Nothing picked out: no column pointed at, all hands and the legend closed.
UNPICKED = View()


def lay_out_results(canvas: Canvas, words: ResultsWords, metrics: TextMetrics,
                    view: View = UNPICKED) -> ResultsPlaces:
    """The results' places on ``canvas`` (see the module's docstring)."""
    lay = _Lay(canvas, words, metrics, view)
    if canvas.shape == PORTRAIT:
        lay.upright()
    elif canvas.shape in (COMPACT, NARROW):
        lay.sideways()
    else:
        lay.desktop()
    return lay.places()
