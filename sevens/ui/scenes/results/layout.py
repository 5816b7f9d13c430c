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
  same parts at a thumb's sizes (:data:`COMPACT_TEXT`: 12 CSS px at 0.5 CSS px a logical px).
  Each column is as wide as its cells or heading need (a heading on two lines, a cell broken
  where the columns do not fit), the legend shows the explanations from the column pointed
  at with the link at its foot, and the buttons stand thumb-tall in a column right of the
  settlement where the canvas has room for every label there, else in a row along the foot
  (your line then moves up beside the title). On a phone the covered cards are written as
  words (4♠ 9♥); on a tablet's canvas, where their corner index reads at 12 CSS px, as faces.
- **Held upright** (a phone's 720-wide canvas): one block per player (name and result, every
  other column as *heading value* flowing after), the notes, your line over the bottom
  buttons, a grid of buttons under the title; the legend and all hands open over the
  settlement from their buttons. Sizes are written for a 390×844 phone (24-px text, 88-px
  thumbs).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sevens.app.translation import card_text
from sevens.ui.button_labels import MIN_PAD, ROOMY_PAD, fitted
from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.canvas import COMPACT, NARROW, PORTRAIT, THUMB_HEIGHT, Canvas
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
    PlayerRow,
    ResultsPlaces,
    ResultsWords,
    TextMetrics,
    View,
)

__all__ = ["ButtonPlace", "CardWord", "Face", "HandsList", "Heading", "Layer", "Panel", "PlayerRow",
           "ResultsPlaces", "ResultsWords", "TextMetrics", "lay_out_results"]

#: The words' size on a phone's canvas: 12 CSS px at 0.5 CSS px a logical px.
COMPACT_TEXT = 24
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
SIDEWAYS_SUMMARY_SIZES = (COMPACT_TEXT, COMPACT_TEXT - 2)
#: Headings, notes, the rule system's name and Show all hands' names: 11 CSS px at 0.5.
SMALL_TEXT = COMPACT_TEXT - 2
CARD_TEXT = COMPACT_TEXT
CELL_SIZES = (COMPACT_TEXT, COMPACT_TEXT - 2)
#: The settlement's panel on a canvas 1280 wide or wider, and the least margin on a narrower.
PANEL_X, PANEL_Y, PANEL_WIDTH, MARGIN_MIN = 40, 74, 1200, 20
EDGE, GAP, HEAD_TOP, LINE_GAP = 12, 14, 10, 2
CARDS_MIN = 150
#: Where the columns do not fit even so (Douque's eleven on a 960-wide canvas).
TIGHT_EDGE, TIGHT_GAP, TIGHT_CARDS, TIGHT_LINES = 6, 5, 80, 3
LEGEND_MIN = 118  # the legend's least height: its title and a two-line link
SIDE_NOTE_LINE = SMALL_TEXT + 6

# ------------------------------------------------------------------ held upright
PAD, UP_GAP, TITLE, HEADING, BODY = 24, 12, 40, 28, 24
BUTTON_TEXT = 24
UP_CARD = (40, 56)
TOP_BUTTONS = ("review", "other_seat", "all_hands", "legend")
BOTTOM_BUTTONS = ("menu", "share", "next")
NARROW_BUTTON = 200


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
                     tuple(self.faces),
                     tuple(self.words), tuple(self.card_words), tuple(self.stars),
                     tuple(self.seat_dots), self.hands)


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

    # ------------------------------------------------------------- measures

    def measure(self, text: str, size: int, bold: bool = False) -> int:
        return self.metrics.width(text, size, bold)

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        return self.metrics.wrap(text, size, width, bold)

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

    def faces(self, ink: _Ink, codes: Sequence[str], rect: Box) -> None:
        """Small faces of covered (or held) cards across ``rect``."""
        if not codes:
            return
        size = CARD_MINI
        pitch = min(size[0] + 2, (rect.width - size[0]) // max(1, len(codes) - 1))
        if rect.height < size[1]:
            size = (round(size[0] * rect.height / size[1]), rect.height)
            pitch = min(size[0] + 2, (rect.width - size[0]) // max(1, len(codes) - 1))
        top = rect.y + max(0, (rect.height - size[1]) // 2)
        for index, code in enumerate(codes):
            ink.faces.append(Face(code, Box(rect.x + index * pitch, top, *size)))

    def card_lines(self, codes: Sequence[str], size: int, width: int) -> list[list[str]]:
        """``codes`` as lines of card words at ``size`` no wider than ``width``."""
        space = self.measure(" ", size)
        lines: list[list[str]] = []
        used = 0
        for code in codes:
            word = self.measure(card_text(code), size, True)
            if lines and used + space + word <= width:
                lines[-1].append(code)
                used += space + word
            else:
                lines.append([code])
                used = word
        return lines

    def card_words(self, ink: _Ink, lines: list[list[str]], size: int, at: tuple[int, int],
                   line_height: int) -> None:
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
            inner = Box(box.x + 48, box.y, box.width - 96, box.height)
            placed = fit_line(self.metrics, line, inner, "accent", sizes, two_lines)
            ink.words += placed
            left, right = self.ends(placed)
            ink.stars += [(left - 26, box.y + box.height // 2, 13),
                          (right + 26, box.y + box.height // 2, 13)]
        else:
            ink.panels.append(Panel(box, "summary", 190, 14))
            ink.words += fit_line(self.metrics, line, box, "text", sizes, two_lines)
        self.parts["summary"] = box

    def ends(self, placed: list[Words]) -> tuple[int, int]:
        """The left and right ends of centred lines."""
        widths = [self.measure(words.text, words.size, True) for words in placed]
        return (min(words.x - width // 2 for words, width in zip(placed, widths, strict=True)),
                max(words.x - width // 2 + width
                    for words, width in zip(placed, widths, strict=True)))

    # ------------------------------------------------------------- the desktop

    def desktop_buttons(self) -> None:
        """The desktop's places; a button whose labels need more room grows, the buttons
        before it in its row moving left."""
        places = {name: DESK_BUTTONS[name] for name in self.names}
        for top in (True, False):
            row = sorted((name for name in places if (places[name][0].y < 60) == top),
                         key=lambda name: places[name][0].x)
            widths = [fitted(self.label_width(name, places[name][1]), places[name][0].width)
                      for name in row]
            if all(width == places[name][0].width
                   for name, width in zip(row, widths, strict=True)):
                continue
            boxes = [places[name][0] for name in row]
            gaps = [boxes[index + 1].x - boxes[index].right for index in range(len(row) - 1)]
            right = boxes[-1].right
            for index in range(len(row) - 1, -1, -1):
                box = boxes[index]
                places[row[index]] = (Box(right - widths[index], box.y, widths[index],
                                          box.height), places[row[index]][1])
                if index:
                    right = right - widths[index] - gaps[index - 1]
        self.buttons = {name: ButtonPlace(box, size, False) for name, (box, size) in
                        places.items()}

    def header(self, title_x: int, rules_right: int, rules_size: int,
               beside: Callable[[int], bool] | None) -> int:
        """The title (30 down to 18, ending before the first button beside it and leaving
        ``beside`` its room) and the rule system's name; returns the title's right end."""
        room = min([place.box.x for place in self.buttons.values() if place.box.y < 60],
                   default=1236) - 44 - 12
        title = self.words.title
        for size in range(30, 17, -2):
            width = self.measure(title, size, True)
            if width <= room and (beside is None or beside(title_x + width + 20)):
                break
        self.base.word(title, title_x, 22, size, "text", True)
        self.base.word(self.words.rules_name, rules_right, 20, rules_size, "accent", True,
                       "topright")
        return title_x + width

    def desktop_link(self) -> None:
        """The verdict, the link (its query when the address is long) or the deal code."""
        words = self.words
        if words.verdict and (words.link_line or words.code_line):
            self.base.word(words.verdict, 1236, 46, 14, "good" if words.verdict_ok else "danger",
                           anchor="topright")
        elif words.link_line:
            line = words.link_line
            if self.measure(line, 13) > 500:
                line = words.link_query_line
            self.base.word(line, 1236, 46, 13, "muted", anchor="topright")
        elif words.code_line:
            self.base.word(words.code_line, 1236, 44, 14, "muted", anchor="topright")

    def desktop_notes(self) -> list[tuple[str, Tone]]:
        wrapped = []
        for line, tone in self.words.notes:
            size = 16 if tone == "accent" else 14
            wrapped += [(part, tone) for part in self.wrap(line, size, TABLE.width - 24)]
        return wrapped

    def desktop_table(self, notes_height: int) -> None:
        """The settlement, best place first; your line lit; the column pointed at picked out."""
        ink, words, focus = self.base, self.words, self.view.focus
        room = min(TABLE.height, STANDINGS_TOP - TABLE.y - notes_height)
        cards = any(align == "cards" for _, _, align in words.columns)
        row_height = min(56 if cards else 44, (room - 52) // max(1, len(words.rows)))
        panel = Box(TABLE.x, TABLE.y, TABLE.width, min(room, 52 + row_height * len(words.rows)))
        self.table_bottom = panel.bottom
        self.parts["settlement"] = panel
        ink.panels.append(Panel(panel, "panel", 165))
        total = sum(width for _, width, _ in words.columns)
        x0 = x = TABLE.x + (TABLE.width - total) // 2
        for _, width, _ in words.columns:
            self.column_spans.append((x, x + width))
            x += width
        if focus is not None and focus < len(words.columns):
            left, right = self.column_spans[focus]
            ink.panels.append(Panel(Box(left, panel.y + 6, right - left, panel.height - 12),
                                    "focus", 28, 6))
        y = TABLE.y + 14
        for index, (heading, width, align) in enumerate(words.columns):
            left = self.column_spans[index][0]
            drawn = self.measure(heading, 14, True)
            at = left + width - drawn - 6 if align == "right" else left + 6
            under = y + self.metrics.height(heading, 14, True)
            ink.headings.append(Heading(
                Words(heading, at, y, 14, "text" if index == focus else "accent", True),
                tuple(Box(dot, under, 2, 1) for dot in range(at, at + drawn, 4) if index)))
        y += 26
        ink.rules.append((x0, y - 5, x0 + total))
        for row in words.rows:
            if row.mine:
                ink.panels.append(Panel(Box(x0 - 8, y - 4, total + 16, row_height - 4), "lit",
                                        40, 8))
            x = x0
            for (_, width, align), value, tone in zip(words.columns, row.cells, row.tones,
                                                      strict=True):
                if align == "cards":
                    self.faces(ink, value, Box(x + 6, y, width - 12, row_height - 8))
                else:
                    bold = align == "left" and x == x0
                    size = 16 if self.measure(value, 16, bold) <= width - 10 else 12
                    centre_y = y + (row_height - 8) // 2
                    if align == "right":
                        ink.word(value, x + width - 6, centre_y, size, tone, bold, "midright")
                    else:
                        ink.word(value, x + 6, centre_y, size, tone, bold, "midleft")
                x += width
            y += row_height

    def desktop_legend(self, top: int) -> None:
        """What every column means, one or two columns at the largest size that fits."""
        box = self.parts["legend"] = Box(TABLE.x, top, TABLE.width, LEGEND_BOTTOM - top)
        if box.height < 40:
            return
        ink, focus = self.base, self.view.focus
        headings = [heading for heading, _, _ in self.words.columns]
        explanations = self.words.explanations
        chosen = None
        for size in (15, 14, 13, 12, 11):
            gutter = max(self.measure(heading, size, True) for heading in headings) + 12
            for columns in (1, 2):
                width = (box.width - 32 - 24 * (columns - 1)) // columns
                wrapped = [self.wrap(line, size, width - gutter) for line in explanations]
                per_column = -(-len(wrapped) // columns)
                heights = [sum(len(lines) for lines in wrapped[start:start + per_column])
                           for start in range(0, len(wrapped), per_column)]
                if 30 + max(heights) * (size + 4) <= box.height:
                    chosen = size, columns, wrapped, gutter, max(heights)
                    break
            if chosen:
                break
        if chosen is None:
            wrapped = [self.wrap(line, 11, box.width // 2 - 140) for line in explanations]
            per_column = -(-len(wrapped) // 2)
            tallest = max(sum(len(lines) for lines in wrapped[start:start + per_column])
                          for start in range(0, len(wrapped), per_column))
            gutter = max(self.measure(heading, 11, True) for heading in headings) + 12
            chosen = 11, 2, wrapped, gutter, tallest
        size, columns, wrapped, gutter, tallest = chosen
        box = Box(box.x, box.y, box.width, min(box.height, 40 + tallest * (size + 4)))
        ink.panels.append(Panel(box, "panel", 140))
        title = self.words.legend_title
        ink.word(title, box.x + 16, box.y + 7, 14, "accent", True)
        ink.word(self.words.legend_hint, box.x + 26 + self.measure(title, 14, True), box.y + 9,
                 12, "muted")
        width = (box.width - 32 - 24 * (columns - 1)) // columns
        per_column = -(-len(wrapped) // columns)
        line_height = size + 4
        y = box.y + 30
        for index, (heading, lines) in enumerate(zip(headings, wrapped, strict=True)):
            column, order = divmod(index, per_column)
            if order == 0:
                y = box.y + 30
            x = box.x + 16 + column * (width + 24)
            if index == focus:
                ink.panels.append(Panel(Box(x - 6, y - 2, width + 8,
                                            len(lines) * line_height + 2), "legend_focus", 60, 5))
            ink.word(heading, x, y, size, "accent", True)
            tone: Tone = "muted" if focus is not None and index != focus else "text"
            for line in lines:
                ink.word(line, x + gutter, y, size, tone)
                y += line_height

    def desktop(self) -> None:
        self.desktop_buttons()
        # the top row ends before the rule system's name (a long Chinese or Japanese one)
        over = max([place.box.right for place in self.buttons.values() if place.box.y < 60],
                   default=0) - (1236 - self.measure(self.words.rules_name, 16, True) - 12)
        if over > 0:
            self.buttons = {name: ButtonPlace(Box(place.box.x - over, *place.box[1:]),
                                              place.size, place.wrap) if place.box.y < 60
                            else place for name, place in self.buttons.items()}
        self.header(44, 1236, 16, None)
        self.desktop_link()
        notes = self.desktop_notes()
        notes_height = max(40, 12 + NOTE_LINE * len(notes))
        self.desktop_table(notes_height)
        y = self.table_bottom + 8
        for line, tone in notes:
            self.base.word(line, TABLE.x + 12, y, 16 if tone == "accent" else 14, tone)
            y += NOTE_LINE
        self.desktop_legend(self.table_bottom + notes_height)
        self.summary(SUMMARY, SUMMARY_SIZES, TWO_LINES)
        if self.view.show_hands:
            self.over.hands = HandsList(HANDS, self.words.hands_title, 14)
            self.parts["hands"] = HANDS

    # ------------------------------------------------------------- turned sideways

    def span(self) -> tuple[int, int]:
        """The settlement panel's left edge and width (the desktop's on a canvas 1280 wide or
        wider; the canvas less :data:`MARGIN_MIN` or more either side on a narrower one)."""
        margin = max(MARGIN_MIN, min(PANEL_X, (self.width - PANEL_WIDTH) // 2))
        return margin, min(PANEL_WIDTH, self.width - 2 * margin)

    def foot_top(self) -> int:
        return self.height - FOOT_MARGIN - THUMB_HEIGHT

    def sideways_buttons(self) -> bool:
        """Thumb-tall buttons in a column right of the settlement where the canvas has room
        for every label there on one line, else in a row along the foot; True for a column."""
        column = self.width - 14 - COLUMN_X
        if column >= COLUMN_MIN and all(self.label_width(name, COMPACT_TEXT) + 2 * MIN_PAD
                                        <= column for name in self.names):
            for index, name in enumerate(name for name in COLUMN_TOP if name in self.names):
                self.buttons[name] = ButtonPlace(
                    Box(COLUMN_X, 12 + index * (THUMB_HEIGHT + 8), column, THUMB_HEIGHT),
                    COMPACT_TEXT, True)
            foot = self.height - 8 - THUMB_HEIGHT
            self.buttons["next"] = ButtonPlace(Box(COLUMN_X, foot, column, THUMB_HEIGHT),
                                               COMPACT_TEXT, True)
            self.buttons["menu"] = ButtonPlace(
                Box(COLUMN_X, foot - 8 - THUMB_HEIGHT, column, THUMB_HEIGHT), COMPACT_TEXT, True)
            return True
        row = [name for name in FOOT_ROW if name in self.names]
        left, width = self.span()
        room = width - ROW_GAP * (len(row) - 1)
        for size in ROW_TEXT:
            needs = [self.label_width(name, size) for name in row]
            if sum(needs) + 2 * MIN_PAD * len(row) <= room:
                break
        pad = max(MIN_PAD, min(LABEL_PAD, (room - sum(needs)) // (2 * len(row))))
        x, top = left, self.foot_top()
        for name, wide in zip(row, row_widths([need + 2 * pad for need in needs], room),
                              strict=True):
            self.buttons[name] = ButtonPlace(Box(x, top, wide, THUMB_HEIGHT), size, True)
            x += wide + ROW_GAP
        return False

    def sideways_summary_box(self, left: int) -> Box:
        right = self.span_right() - 4 - self.measure(self.words.rules_name, SMALL_TEXT, True) - 16
        return Box(left, SUMMARY_TOP, right - left, SUMMARY_HEIGHT)

    def span_right(self) -> int:
        left, width = self.span()
        return left + width

    def summary_fits(self, left: int) -> bool:
        """True when your line fits its box beside the title on at most two lines."""
        line, banner = self.words.summary
        width = self.sideways_summary_box(left).width - 24 - (96 if banner else 0)
        return len(self.wrap(line, SIDEWAYS_SUMMARY_SIZES[-1], width, True)) <= 2

    def faces_read(self) -> bool:
        """True where the small faces' corner index reads at 12 CSS px (a tablet's canvas)."""
        return round(CARD_MINI[1] * SMALL_INDEX_SHARE) * self.canvas.css_per_px >= 12

    def sideways_notes(self) -> list[tuple[str, Tone]]:
        wrapped = []
        for line, tone in self.words.notes:
            wrapped += [(part, tone) for part in self.wrap(line, SMALL_TEXT, self.span()[1] - 24)]
        return wrapped

    def column_layout(self, room: int, cards_min: int,
                      cell_lines: int) -> tuple[int, list[list[str]], list[int], list[list[Any]]]:
        """The settlement's columns fitted across ``room`` (:class:`ColumnFit`)."""
        return ColumnFit(self.metrics, self.words, CELL_SIZES, SMALL_TEXT).layout(
            room, cards_min, cell_lines)

    def sideways_table(self, bottom: int, notes_height: int) -> None:
        """The settlement at the first cell size that fits the panel (columns set closer,
        cells on more lines where even that overruns it), rows short enough to leave the
        notes and the legend's least height above ``bottom``."""
        ink, words, focus = self.base, self.words, self.view.focus
        columns = words.columns
        panel_x, panel_width = self.span()
        gap, edge = GAP, EDGE
        room = panel_width - 2 * edge - gap * (len(columns) - 1)
        size, headings, widths, rows = self.column_layout(room, CARDS_MIN, 2)
        if sum(widths) > room:
            gap, edge = TIGHT_GAP, TIGHT_EDGE
            room = panel_width - 2 * edge - gap * (len(columns) - 1)
            for cell_lines in range(2, TIGHT_LINES + 1):
                size, headings, widths, rows = self.column_layout(room, TIGHT_CARDS, cell_lines)
                if sum(widths) <= room:
                    break
        spare = max(0, room - sum(widths))
        widths = [width + spare // len(widths) for width in widths]
        faces = self.faces_read()
        lines = max((len(cell) for row in rows for cell, (_, _, align) in
                     zip(row, columns, strict=True) if align != "cards"), default=1)
        least = lines * (size + LINE_GAP) + 4
        written: dict[tuple[int, int], list[list[str]]] = {}
        for index, (_, _, align) in enumerate(columns):
            if align == "cards" and faces:
                least = max(least, CARD_MINI[1] + 4)
            elif align == "cards":  # a phone's: covered cards as words
                for number, row in enumerate(rows):
                    written[number, index] = self.card_lines(row[index], CARD_TEXT,
                                                             widths[index]) if row[index] else []
                tallest = max(len(written[number, index]) for number in range(len(rows)))
                least = max(least, tallest * (CARD_TEXT + LINE_GAP) + 4)
        head_lines = max(len(lines) for lines in headings)
        head_height = HEAD_TOP + head_lines * (SMALL_TEXT + LINE_GAP) + 10
        fits = (bottom - notes_height - LEGEND_MIN - PANEL_Y - head_height - 6) \
            // max(1, len(rows))
        row_height = max(least, min(least + 8, fits))
        panel = Box(panel_x, PANEL_Y, panel_width, head_height + row_height * len(rows) + 6)
        self.table_bottom = panel.bottom
        self.parts["settlement"] = panel
        ink.panels.append(Panel(panel, "panel", 165))
        x0 = x = panel.x + edge
        for width in widths:  # each column's span reaches half-way into the gaps
            self.column_spans.append((x - gap // 2, x + width + gap // 2))
            x += width + gap
        right = x - gap
        if focus is not None and focus < len(columns):
            left, end = self.column_spans[focus]
            ink.panels.append(Panel(Box(left, panel.y + 4, end - left, panel.height - 8),
                                    "focus", 28, 6))
        for index, (head, (_, _, align)) in enumerate(zip(headings, columns, strict=True)):
            left, width = self.column_spans[index][0] + gap // 2, widths[index]
            y = panel.y + HEAD_TOP + (head_lines - len(head)) * (SMALL_TEXT + LINE_GAP)
            for line in head:
                drawn = self.measure(line, SMALL_TEXT, True)
                at = left + width - drawn if align == "right" else left
                under = y + self.metrics.height(line, SMALL_TEXT, True) - 1
                ink.headings.append(Heading(
                    Words(line, at, y, SMALL_TEXT, "text" if index == focus else "accent", True),
                    tuple(Box(dot, under, 2, 1) for dot in range(at, at + drawn, 4) if index)))
                y += SMALL_TEXT + LINE_GAP
        y = panel.y + head_height
        ink.rules.append((x0, y - 4, right))
        pitch = size + LINE_GAP
        for number, (player, row) in enumerate(zip(words.rows, rows, strict=True)):
            if player.mine:
                inset = min(8, edge - 2)  # the band inside the panel
                ink.panels.append(Panel(Box(x0 - inset, y, right - x0 + 2 * inset,
                                            row_height - 2), "lit", 40, 8))
            lift = self.row_lift(row_height, pitch, [
                (cell, index == 0) for index, (cell, (_, _, align)) in
                enumerate(zip(row, columns, strict=True)) if align != "cards"], size)
            for index, (cell, (_, _, align)) in enumerate(zip(row, columns, strict=True)):
                left, width = self.column_spans[index][0] + gap // 2, widths[index]
                if align == "cards" and faces:
                    self.faces(ink, cell, Box(left, y + 3, width, row_height - 8))
                elif align == "cards":
                    lines_of = written[number, index]
                    top = y + (row_height - 2 - len(lines_of) * (CARD_TEXT + LINE_GAP)) // 2
                    self.card_words(ink, lines_of, CARD_TEXT, (left, top), CARD_TEXT + LINE_GAP)
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
        """How far up a row's texts move together so that their ink ends inside the row's
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
        left, width = self.span()
        top = self.table_bottom + notes_height
        box = self.parts["legend"] = Box(left, top, width, bottom - top)
        inner = box.width - 2 * PAD_SIDE
        link = self.metrics.link([version for version in self.words.link_versions if version],
                                 COMPACT_TEXT, inner, LINK_LINES)
        if box.height < 2 * LINE + 2 * PAD_SIDE - 8:
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
            headings = [heading for heading, _, _ in self.words.columns]
            for index in range(focus if focus is not None else 0, len(headings)):
                gutter = self.measure(headings[index], COMPACT_TEXT, True) + 12
                lines = self.wrap(self.words.explanations[index], COMPACT_TEXT, inner - gutter)
                if y + len(lines) * LINE > end:
                    break
                ink.word(headings[index], x, y, COMPACT_TEXT, "accent", True)
                tone: Tone = "text" if focus in (index, None) else "muted"
                for line in lines:
                    ink.word(line, x + gutter, y, COMPACT_TEXT, tone)
                    y += LINE
        y = end
        for line in link:
            ink.word(line, x, y, COMPACT_TEXT, "muted")
            y += LINE

    def sideways(self) -> None:
        column = self.sideways_buttons()
        left = self.span()[0] + 4
        right_end = self.header(
            left, self.span_right() - 4, SMALL_TEXT,
            None if column else self.summary_fits)
        notes = self.sideways_notes()
        notes_height = max(16, 10 + SIDE_NOTE_LINE * len(notes))
        bottom = LEGEND_BOTTOM if column else self.foot_top() - ABOVE_ROW
        self.sideways_table(bottom, notes_height)
        y = self.table_bottom + 6
        for line, tone in notes:
            self.base.word(line, self.span()[0] + 12, y, SMALL_TEXT, tone)
            y += SIDE_NOTE_LINE
        self.sideways_legend(bottom, notes_height)
        if column:
            self.summary(SUMMARY, SUMMARY_SIZES, TWO_LINES)
        else:
            self.summary(self.sideways_summary_box(right_end + 20),
                         SIDEWAYS_SUMMARY_SIZES[:-1], SIDEWAYS_SUMMARY_SIZES[-1])
        if self.view.show_hands:
            box = HANDS
            if not column:
                span_left, span_width = self.span()
                box = Box(span_left, HANDS.y, min(HANDS.width, span_width),
                          min(HANDS.height, self.foot_top() - ABOVE_ROW - HANDS.y))
            self.over.hands = HandsList(box, self.words.hands_plain_title, SMALL_TEXT)
            self.parts["hands"] = box

    # ------------------------------------------------------------- held upright

    def upright_buttons(self) -> Box:
        """The grid of buttons under the title, the bottom line (Menu and Share as their
        labels need, Next the rest); returns the board left between them."""
        inner = self.width - 2 * PAD
        top = [name for name in TOP_BUTTONS if name in self.names]
        grid_top = PAD + 50 + 3 * 30 + UP_GAP  # the title, the rules' name, a two-line link
        half = (inner - UP_GAP) // 2
        for index, name in enumerate(top):
            row, column = divmod(index, 2)
            self.buttons[name] = ButtonPlace(
                Box(PAD + column * (half + UP_GAP), grid_top + row * (THUMB_HEIGHT + UP_GAP),
                    half, THUMB_HEIGHT), BUTTON_TEXT, False)
        rows = -(-len(top) // 2)
        board_top = grid_top + rows * (THUMB_HEIGHT + UP_GAP) + UP_GAP - (UP_GAP if not rows
                                                                           else 0)
        bottom = [name for name in BOTTOM_BUTTONS if name in self.names]
        line_top = self.height - PAD - THUMB_HEIGHT
        narrow = {name: fitted(self.label_width(name, BUTTON_TEXT), NARROW_BUTTON)
                  for name in bottom if name != "next"}
        x = PAD
        for name in bottom:
            wide = inner - sum(narrow[other] + UP_GAP for other in narrow) if name == "next" \
                else narrow[name]
            self.buttons[name] = ButtonPlace(Box(x, line_top, wide, THUMB_HEIGHT),
                                             BUTTON_TEXT, False)
            x += wide + UP_GAP
        summary_top = line_top - UP_GAP - 104
        return Box(PAD, board_top, inner, summary_top - UP_GAP - board_top)

    def flow(self, items: list[tuple[str, str, Any, Tone]], box: Box, y: int,
             ink: _Ink | None) -> int:
        """Lay the *heading value* pairs from ``y`` across ``box``, wrapping; cards get their
        own lines of card words. Returns the y under the last line."""
        line = BODY + 8
        x = box.x
        for heading, align, value, tone in items:
            label = self.measure(heading, BODY)
            if align == "cards":
                if x > box.x:
                    x, y = box.x, y + line
                left = x + label + UP_GAP
                written = self.card_lines(value, BODY, box.right - left)
                if ink is not None:
                    ink.word(heading, x, y + 1, BODY, "accent")
                    self.card_words(ink, written, BODY, (left, y), line)
                y += len(written) * line
                continue
            shown = self.measure(value, BODY, True)
            if shown + label + 8 > box.width:  # a long value: wrap it
                if x > box.x:
                    x, y = box.x, y + line
                if ink is not None:
                    ink.word(heading, x, y + 1, BODY, "accent")
                y += line
                for part in self.wrap(value, BODY, box.width, True):
                    if ink is not None:
                        ink.word(part, x, y, BODY, tone, True)
                    y += line
                continue
            need = label + 8 + shown
            if x > box.x and x + need > box.right:
                x, y = box.x, y + line
            if ink is not None:
                ink.word(heading, x, y + 1, BODY, "accent")
                ink.word(value, x + label + 8, y, BODY, tone, True)
            x += need + 28
        return y + (line if x > box.x else 0)

    def blocks(self, box: Box) -> int:
        """One block per player, best place first, your block lit; the y under them."""
        ink, columns = self.base, self.words.columns
        result_index = len(columns) - 2  # the deal's money, chips or points
        y = box.y
        for row in self.words.rows:
            items = [(heading, align, value, tone) for index, ((heading, _, align), value, tone)
                     in enumerate(zip(columns, row.cells, row.tones, strict=True))
                     if index not in (0, result_index) and value not in ("", (), [])]
            inner = Box(box.x + 16, y + 10, box.width - 32, 0)
            bottom = self.flow(items, inner, y + 10 + HEADING + 12, None) + 4
            block = Box(box.x, y, box.width, bottom - y)
            ink.panels.append(Panel(block, "lit", 40, 12) if row.lit_block
                              else Panel(block, "panel", 150))
            result, name = str(row.cells[result_index]), row.cells[0]
            ink.word(result, inner.right, inner.y, HEADING, row.tones[result_index], True,
                     "topright")
            room = inner.width - self.measure(result, HEADING, True) - UP_GAP
            size = HEADING if self.measure(name, HEADING, True) <= room else BODY
            drop = (self.metrics.height(result, HEADING, True)
                    - self.metrics.height(name, size, True)) // 2
            ink.word(name, inner.x, inner.y + drop, size, "text", True)
            self.flow(items, inner, inner.y + HEADING + 12, ink)
            y = block.bottom + 8
        return y

    def link_lines(self, width: int) -> list[str]:
        """The link line wrapped to ``width``: the query alone for a long address, broken
        after each ``&`` too where a line would still be too wide."""
        versions = self.words.link_versions
        info = versions[0] if versions else ""
        if self.measure(info, BODY) > width and len(versions) > 1:
            info = versions[1]
        lines = self.wrap(info, BODY, width)
        if all(self.measure(line, BODY) <= width for line in lines):
            return lines
        lines, line = [], ""
        for piece in (piece for piece in re.split(r"(?<=[ &])", info) if piece):
            if line and self.measure((line + piece).rstrip(" "), BODY) > width:
                lines.append(line.rstrip(" "))
                line = piece
            else:
                line += piece
        return [*lines, line.rstrip(" ")] if line else lines

    def legend_sheet(self, box: Box) -> None:
        """What every column means, over the settlement (as much as has room)."""
        ink = self.over
        ink.panels.append(Panel(box, "sheet"))
        y = box.y + 14
        ink.word(self.words.legend_title, box.x + 16, y, HEADING, "accent", True)
        y += HEADING + 14
        width = box.width - 32
        for (heading, _, _), sentence in zip(self.words.columns, self.words.explanations,
                                             strict=True):
            gutter = self.measure(heading, BODY, True) + 10
            first = self.wrap(sentence, BODY, width - gutter)[0]
            rest = sentence[len(first):].strip()
            lines = [first, *(self.wrap(rest, BODY, width) if rest else [])]
            if y + len(lines) * (BODY + 6) > box.bottom - 8:
                return
            ink.word(heading, box.x + 16, y, BODY, "accent", True)
            for index, line in enumerate(lines):
                ink.word(line, box.x + 16 + (gutter if index == 0 else 0), y, BODY)
                y += BODY + 6
            y += 6

    def hands_sheet(self, box: Box) -> None:
        """Every hand as dealt, over the settlement: a seat's name, then its cards."""
        ink = self.over
        ink.panels.append(Panel(box, "sheet"))
        y = box.y + 12
        for line in self.wrap(self.words.hands_title, BODY, box.width - 32):
            ink.word(line, box.x + 16, y, BODY)
            y += BODY + 6
        hands = self.words.hands
        step = max(1, (box.bottom - 8 - y) // max(1, len(hands)))
        card_height = min(UP_CARD[1] + 14, step - BODY - 10)
        card = (round(card_height * 5 / 7), card_height)
        for seat, name, cards in hands:
            ink.seat_dots.append((box.x + 24, y + BODY // 2 + 2, 7, seat))
            ink.word(name, box.x + 40, y, BODY, "text", True)
            room = box.width - 32 - card[0]
            pitch = min(card[0] + 3, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for number, dealt in enumerate(cards):
                ink.faces.append(Face(str(dealt), Box(box.x + 16 + number * pitch,
                                                      y + BODY + 6, *card)))
            y += step

    def upright_summary(self, box: Box) -> None:
        """Your line (or the match's winner, in gold) over the bottom buttons, on up to
        three lines."""
        ink = self.base
        line, banner = self.words.summary
        ink.panels.append(Panel(box, "banner", 235, 14) if banner
                          else Panel(box, "summary", 190, 14))
        self.parts["summary"] = box
        for size in (HEADING, BODY):
            lines = self.wrap(line, size, box.width - 32, True)
            if len(lines) * (size + 6) <= box.height - 12:
                break
        pitch = size + 6
        lines = lines[:max(1, (box.height - 12) // pitch)]
        top = box.y + box.height // 2 - len(lines) * pitch // 2
        for index, part in enumerate(lines):  # each line in the middle of its pitch
            ink.word(part, box.x + box.width // 2, top + index * pitch + pitch // 2, size,
                     "accent" if banner else "text", True, "center")

    def upright(self) -> None:
        board = self.upright_buttons()
        ink = self.base
        title = self.words.title
        for size in range(TITLE, HEADING - 1, -2):
            if self.measure(title, size, True) <= self.width - 2 * PAD:
                break
        ink.word(title, PAD, PAD, size, "text", True)
        ink.word(self.words.rules_name, PAD, PAD + 54, BODY, "accent", True)
        for index, part in enumerate(self.link_lines(self.width - 2 * PAD)[:2]):
            ink.word(part, PAD, PAD + 54 + 30 + 28 * index, BODY, "muted")
        y = self.blocks(board) + 4
        for line, tone in self.words.notes:
            for part in self.wrap(line, BODY, board.width - 8):
                if y + BODY + 6 > board.bottom:
                    break
                ink.word(part, board.x + 4, y, BODY, tone)
                y += BODY + 8
        summary = Box(PAD, board.bottom + UP_GAP, board.width, 104)
        self.parts["settlement"] = board
        self.parts["legend"] = Box(board.x, board.y, board.width, summary.bottom - board.y)
        if self.view.show_hands:
            self.parts["hands"] = board
            self.hands_sheet(board)
        if self.view.show_legend:  # over your line too: it needs the room
            self.legend_sheet(self.parts["legend"])
        else:
            self.upright_summary(summary)


def fit_line(metrics: TextMetrics, line: str, box: Box, tone: Tone, sizes: Sequence[int],
             two_lines: int) -> list[Words]:
    """``line`` bold, centred in ``box``, at the first of ``sizes`` it fits with 12 px either
    side, else on two lines at ``two_lines`` (eight players sharing a match make a long
    sentence)."""
    centre = box.x + box.width // 2, box.y + box.height // 2
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


__all__ += ["ROOMY_PAD", "View", "fit_line", "row_widths"]
