"""Where the results put everything, for every shape: pure, no pygame.

:func:`lay_out_results` takes the scene's words (:class:`ResultsWords`), the text measures
(:class:`TextMetrics`) and what is picked out (:class:`View`) and gives back frozen
:class:`ResultsPlaces`: each button's box, and every panel, line of words, card word and card
face, in two layers (the settlement, then all hands or the legend over it).

One arrangement for every canvas, in the desktop's small print or a thumb's type (nothing
under 12 CSS px, pressed on a tablet's shorter upright canvas: :attr:`Canvas.squeeze`):

- the title along the top, the rule system's name at its right and your line between them
  where it fits (else over the buttons at the foot);
- the settlement as a table whose columns are as wide as their cells or headings need
  (:mod:`.columns`), each row as tall as its own lines; where the table does not fit (a phone
  held upright, Douque's eleven columns on a 960-wide embed), a block per player, side by side
  where there is room; then the notes, and the legend in the room left, the link at its foot
  (pointing at a column lights its explanation there, or where that has no room, the legend
  rises over the last rows as far as the explanation needs);
- the buttons in a column right of the settlement where the canvas has room for every label
  there, else in the fewest rows along the foot that hold every label on one line. Where the
  players have blocks (no column to point at), the legend opens over the settlement from a
  button of its own, in pages turned with ◀ ▶ at its foot where it cannot hold them all.

A phone writes the covered cards as words (4♠ 9♥); a canvas where their corner index reads at
12 CSS px shows small faces.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import accumulate, pairwise, product
from typing import NamedTuple

from sevens.app.translation import NO_BREAK_SPACE, card_text
from sevens.ui.button_labels import MIN_PAD, row_widths, widest_label
from sevens.ui.geometry.boxes import Box, Share, at_least, column, flow, row
from sevens.ui.geometry.canvas import DESKTOP, LEAST_TEXT_CSS, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.page import ButtonPlace, PageType, lines_at
from sevens.ui.geometry.text import Tone, Words
from sevens.ui.scenes.results.columns import Columns, fit_columns
from sevens.ui.scenes.results.places import (
    CardWord,
    Face,
    Layer,
    Panel,
    PlayerRow,
    ResultsPlaces,
    ResultsWords,
    TextMetrics,
    View,
)
from sevens.ui.theme import CARD_MINI, COMPACT_TEXT, NARROW_CARD_INDEX_SHARE

__all__ = ["PANEL_WIDTH", "PANEL_X", "UNPICKED", "fit_line", "lay_out_results"]

#: The settlement's panel (and Show all hands over it) on a canvas 1280 wide or wider, and
#: the least margin on a narrower.
PANEL_X, PANEL_Y, PANEL_WIDTH, MARGIN_MIN = 40, 74, 1200, 20
#: The room over the headings; between lines that read as one (a cell, your line).
HEAD_TOP, LINE_GAP = 10, 2
#: The least width of a player's block, where the columns do not fit.
BLOCK_WIDTH = 440
#: The room inside the legend's box.
PAD_SIDE = 14
#: The lines the link takes at most before the query stands for the whole address.
LINK_LINES = 2
#: Your line's box beside the title: its top and height.
SUMMARY_TOP, SUMMARY_HEIGHT = 10, 56
#: Buttons in a column right of the settlement (where it starts, its least width); the
#: buttons in order down the column (Menu and Next at its foot) or along the rows, Next (or
#: New match) last.
COLUMN_X, COLUMN_MIN = 1262, 200
BUTTONS = ("review", "other_seat", "all_hands", "legend", "share", "menu", "next")
ROW_GAP, ABOVE_ROW = 10, 10
#: A thumb canvas's room between a block's parts, its cards' height in Show all hands, and
#: the room round your line's lines over rows of buttons, written for a phone's canvas.
UP_GAP, HAND_CARD, OVER_PAD = 12, 70, 24


class _Type(NamedTuple):
    """The type and spacing of the arrangement: the desktop's own small print, or a thumb's
    (:func:`thumb_type`) on a phone, an embed, a tablet."""

    #: The cells' sizes, tried in turn; the headings', the notes', the accented notes'.
    cells: tuple[int, ...]
    small: int
    accent: int
    #: The legend's sizes, tried in turn, its title's and its hint's.
    legend: tuple[int, ...]
    title: int
    hint: int
    #: A row's height where the room allows (at least its lines and 8 px).
    row: int
    #: The room kept for the legend under the notes: a thumb's for its title and link, the
    #: desktop's for about four lines of explanations too (all of them, with eight players).
    legend_least: int
    #: The buttons' height and their labels' sizes, tried in turn; your line's sizes beside
    #: the title.
    button: int
    labels: tuple[int, ...]
    summary: tuple[int, ...]
    #: The room under the rows of buttons (the desktop's as under the Review's).
    under: int = 8


#: The desktop's type.
DESKTOP_TYPE = _Type((16, 14, 12), 14, 16, (15, 14, 13, 12), 14, 12, 44, 150, 52, (20, 18),
                     (24, 20, 17), 18)


def thumb_type(canvas: Canvas) -> _Type:
    """A thumb's type on ``canvas``: a phone's sizes (written for its canvas), pressed on a
    tablet's shorter one (:meth:`PageType.down`), none under the least size read there."""
    page = PageType(canvas)
    large, small = (max(page.down(size), canvas.least_text)
                    for size in (COMPACT_TEXT, COMPACT_TEXT - 2))
    cells, title = tuple(dict.fromkeys((large, small))), max(page.down(COMPACT_TEXT + 2),
                                                             canvas.least_text)
    legend_least = 2 * PAD_SIDE + title + 8 + LINK_LINES * pitch_of(large)  # title, link
    return _Type(cells, small, small, (large,), title, large, 0, legend_least,
                 at_least(page.tall, canvas.thumb), cells, (large, small))


def pitch_of(size: int) -> int:
    """From one line of running text to the next at ``size`` (the notes, the legend, a
    player's block, all hands): a quarter of the size apart, at least 4 px. What reads as one
    thing (a cell, a heading, your line) is set closer, :data:`LINE_GAP` apart."""
    return size + max(4, size // 4)


#: A legend as fitted (:meth:`_Lay.fit_legend`).
_LegendFit = tuple[int, int, int, list[list[tuple[int, list[str]]]]]


def _lines_in(explained: list[tuple[int, list[str]]]) -> int:
    """How many lines the explanations ``explained`` (indexes and lines) take."""
    return sum(len(lines) for _, lines in explained)


class _Lay:
    """One laying-out of the results: the canvas, the words, the measures, the view."""

    def __init__(self, canvas: Canvas, words: ResultsWords, metrics: TextMetrics,
                 view: View) -> None:
        self.canvas, self.words, self.metrics, self.view = canvas, words, metrics, view
        #: A phone's px pressed on a tablet's shorter canvas.
        self.down = PageType(canvas).down
        #: The first explanation on each page of the legend's sheet (none: one page).
        self.pages: tuple[int, ...] = ()
        self.turners: tuple[Box | None, Box | None] = (None, None)
        self.width, self.height = canvas.size
        self.base, self.over = Layer(), Layer()
        self.buttons: dict[str, ButtonPlace] = {}
        #: Where the table's columns span across and where its rows start (none for blocks).
        self.column_spans: list[tuple[int, int]] = []
        self.row_tops: list[int] = []
        self.table_bottom = PANEL_Y
        self.parts: dict[str, Box] = {}
        self.type = DESKTOP_TYPE if canvas.shape == DESKTOP else thumb_type(canvas)
        #: The settlement's columns (None: a block per player; see :mod:`.columns`).
        self.fitted: Columns | None = None
        #: The settlement's panel: its left edge and width.
        margin = max(MARGIN_MIN, min(PANEL_X, (self.width - PANEL_WIDTH) // 2))
        self.left, self.span = margin, min(PANEL_WIDTH, self.width - 2 * margin)

    # ------------------------------------------------------------- measures

    def measure(self, text: str, size: int, bold: bool = False) -> int:
        return self.metrics.width(text, size, bold)

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        return self.metrics.wrap(text, size, width, bold)

    def wrap_note(self, line: str, size: int, width: int) -> list[str]:
        """A note's ``line`` wrapped to ``width`` where it has spaces (a payment's no-break
        spaces hold it together), and at those too where a payment is wider than ``width``."""
        lines = self.wrap(line, size, width)
        if any(self.measure(part, size) > width for part in lines):
            return self.wrap(line.replace(NO_BREAK_SPACE, " "), size, width)
        return lines

    def label_width(self, name: str, size: int) -> int:
        """The widest label button ``name`` can show at ``size``."""
        return widest_label(self.words.buttons, name, size, self.metrics.width)

    @property
    def names(self) -> list[str]:
        """The buttons on show, in :data:`BUTTONS`' order: the legend's only where the players
        have a block each (no column to point at)."""
        given = {name for name, _, _ in self.words.buttons}
        return [name for name in BUTTONS if name in given
                and (name != "legend" or self.fitted is None)]

    def places(self) -> ResultsPlaces:
        return ResultsPlaces(self.canvas, self.buttons, (self.base, self.over),
                             tuple(self.column_spans), (PANEL_Y, self.table_bottom), self.parts,
                             self.pages, *self.turners)

    # ------------------------------------------------------------- shared parts

    @staticmethod
    def faces(ink: Layer, codes: Sequence[str], rect: Box, gap: int) -> None:
        """Faces of covered (or held) cards as tall as ``rect``, across it ``gap`` apart
        where it has the room, else overlapping."""
        width = round(CARD_MINI[0] * rect.height / CARD_MINI[1])
        pitch = min(width + gap, (rect.width - width) // max(1, len(codes) - 1))
        ink.faces += [Face(code, Box(rect.x + index * pitch, rect.y, width, rect.height))
                      for index, code in enumerate(codes)]

    def card_lines(self, codes: Sequence[str], size: int, width: int) -> list[list[str]]:
        """``codes`` as lines of card words at ``size`` no wider than ``width``."""
        widths = [self.measure(card_text(code), size, True) for code in codes]
        return [[codes[index] for index in line]
                for line in flow(widths, width, self.measure(" ", size))]

    def card_words(self, ink: Layer, lines: list[list[str]], size: int, at: tuple[int, int],
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

    # ------------------------------------------------------------- the top and the foot

    def header(self) -> Box | None:
        """The title (30 down to 18, or the least size read where larger, ending before the
        rule system's name) and the rule system's name: at the largest of those sizes that
        leaves your line room beside it on two lines at most (at its last size); returns your
        line's box there (None where no size does)."""
        title = self.words.title
        title_x, rules_right = self.left + 4, self.left + self.span - 4
        rules_left = rules_right - self.measure(self.words.rules_name, self.type.accent, True)

        def beside_title(size: int) -> Box:  # from the title to the rule system's name
            left = title_x + self.measure(title, size, True) + 20
            return Box(left, SUMMARY_TOP, rules_left - 16 - left, SUMMARY_HEIGHT)

        sizes = range(max(30, self.canvas.least_text), max(18, self.canvas.least_text) - 1, -2)
        sized = [size for size in sizes if beside_title(size).x <= rules_left] or [sizes[-1]]
        size = next((size for size in sized if self.summary_lines(
            self.type.summary[-1], beside_title(size).width) <= 2), None)
        self.base.word(title, title_x, 22, sized[0] if size is None else size, "text", True)
        self.base.word(self.words.rules_name, rules_right, 20, self.type.accent, "accent", True,
                       "topright")
        return None if size is None else beside_title(size)

    def summary_lines(self, size: int, width: int) -> int:
        """How many lines your line takes at ``size`` in a box ``width`` wide, as
        :meth:`summary` sets it (:func:`fit_line`'s 12 px either side, and the banner's stars
        48 px more each)."""
        line, banner = self.words.summary
        return len(self.wrap(line, size, width - 24 - (96 if banner else 0), True))

    def summary(self, box: Box, sizes: Sequence[int]) -> None:
        """Your line in ``box`` at the first of ``sizes`` it fits (gold and starred for the
        match's winner)."""
        line, banner = self.words.summary
        ink = self.base
        if banner:
            ink.panels.append(Panel(box, "banner", 235, 14))
            placed = fit_line(self.metrics, line, box.inset(48, 0), "accent", sizes)
            widest = max(self.measure(words.text, words.size, True) for words in placed)
            left, middle = placed[0].x - widest // 2, box.centre[1]  # the lines centred alike
            ink.stars += [(left - 26, middle, 13), (left + widest + 26, middle, 13)]
        else:
            ink.panels.append(Panel(box, "summary", 190, 14))
            placed = fit_line(self.metrics, line, box, "text", sizes)
        ink.words += placed
        self.parts["summary"] = box

    def place_buttons(self) -> int:
        """The buttons, the type's height, in a column right of the settlement where the
        canvas has room for every label there on one line, else in rows along the foot: the
        fewest rows in which every label fits on one line, the fuller rows last, while they
        take at most a quarter of the canvas's height; else one row, set closer, then smaller
        down to the type's last size, then the longest labels on two lines. Returns the
        foot: the rows' top, or the canvas's foot where the buttons stand in a column."""
        width, thumb, foot = self.width - 14 - COLUMN_X, self.type.button, self.names
        if width >= COLUMN_MIN and all(self.label_width(name, COMPACT_TEXT) + 2 * MIN_PAD
                                       <= width for name in foot):
            room = Box(COLUMN_X, 12, width, self.height - 20)
            boxes = (column(room, [thumb] * (len(foot) - 2), 8)
                     + column(room, [thumb] * 2, 8, align="end"))
            for name, box in zip(foot, boxes, strict=True):
                self.buttons[name] = ButtonPlace(box, COMPACT_TEXT, True)
            return room.bottom
        tries = [(size, gap) for size in self.type.labels for gap in (ROW_GAP, MIN_PAD // 2)]
        lines, (size, gap) = [foot], tries[-1]
        for count in range(1, len(foot) + 1):
            if count * (thumb + ROW_GAP) > self.height // 4:
                break
            shorter = len(foot) // count  # the last len(foot) % count rows hold one more
            ends = [index * shorter + max(0, index - count + len(foot) % count)
                    for index in range(count + 1)]
            split = [foot[start:end] for start, end in pairwise(ends)]
            fits = [(size, gap) for size, gap in tries
                    if all(self.one_line(line, size, gap) for line in split)]
            if fits:
                lines, (size, gap) = split, fits[0]
                break
        top = self.height - self.type.under - len(lines) * (thumb + ROW_GAP) + ROW_GAP
        for number, line in enumerate(lines):
            widths = row_widths(self.words.buttons, line, [size] * len(line),
                                self.span - gap * (len(line) - 1), self.metrics.width)
            boxes = row(Box(self.left, top + number * (thumb + ROW_GAP), self.span, thumb),
                        widths, gap)
            for name, box in zip(line, boxes, strict=True):
                self.buttons[name] = ButtonPlace(box, size, True)
        return top

    def one_line(self, line: list[str], size: int, gap: int) -> bool:
        """True when the buttons ``line`` fit across the settlement's width ``gap`` apart,
        every label on one line at ``size``."""
        space = self.span - gap * (len(line) - 1)
        return sum(max(THUMB_HEIGHT, self.label_width(name, size) + 2 * MIN_PAD)
                   for name in line) <= space

    # ------------------------------------------------------------- the settlement

    def table(self, fitted: Columns, bottom: int, notes_height: int) -> None:
        """The settlement as a table, best place first, your line lit, the column pointed
        at picked out; each row as tall as its own lines need, no taller than leaves the
        notes and the legend's least height above ``bottom``."""
        ink, small, columns, rows = self.base, self.type.small, self.words.columns, fitted.cells
        edge, gap, size, widths = fitted.edge, fitted.gap, fitted.size, list(fitted.widths)
        cards = [index for index, (_, align) in enumerate(columns) if align == "cards"]
        # small faces where their corner index reads at 12 CSS px (a desktop's or a tablet's
        # canvas), each row of them as wide as it needs where there is room; a phone's
        # canvas writes the cards as words
        face_least = math.ceil(LEAST_TEXT_CSS / NARROW_CARD_INDEX_SHARE / self.canvas.css_per_px)
        faces = face_least <= CARD_MINI[1]
        for index in cards if faces else ():
            widths[index] = min(widths[index] + fitted.room - sum(widths), max(
                widths[index], (CARD_MINI[0] + 2) * max(len(cells[index]) for cells in rows)))
        widths = [width + max(0, fitted.room - sum(widths)) // len(widths) for width in widths]
        # each row as tall as its own lines need: its cells' (the covered cards' as lines of
        # card words, each set with its pitch), or faces as short as their index still reads
        card_size = self.type.cells[0]
        laid = [[(cell, 0) if index in cards and faces else (self.card_lines(
            cell, card_size, widths[index]), card_size + LINE_GAP) if index in cards
            else (cell, size + LINE_GAP) for index, cell in enumerate(cells)] for cells in rows]
        leasts = [max(len(lines) * pitch if pitch else face_least for lines, pitch in cells) + 4
                  for cells in laid]
        head_lines = max(len(lines) for lines in fitted.headings)
        head_height = HEAD_TOP + head_lines * (small + LINE_GAP) + 10
        fits = (bottom - notes_height - self.type.legend_least - PANEL_Y - head_height - 6) \
            // max(1, len(rows))
        heights = [max(least, min(max(least + 8, self.type.row), fits)) for least in leasts]
        lefts = [box.x for box in row(Box(self.left + edge, 0, 0, 0), widths, gap)]
        x0, right = lefts[0], lefts[-1] + widths[-1]
        # each column's span reaches half-way into the gaps
        self.column_spans += [(x - gap // 2, x + width + gap // 2)
                              for x, width in zip(lefts, widths, strict=True)]
        panel = Box(self.left, PANEL_Y, self.span, head_height + sum(heights) + 6)
        self.table_bottom = panel.bottom
        self.row_tops = list(accumulate(heights, initial=panel.y + head_height))
        ink.panels.append(Panel(panel, "panel", 165))
        focus = self.view.focus
        if focus is not None and focus < len(widths):  # the column pointed at
            left, end = self.column_spans[focus]
            ink.panels.append(Panel(Box(left, panel.y + 4, end - left, panel.height - 8),
                                    "focus", 28, 6))

        def at(index: int, line: str, size: int, bold: bool) -> int:
            """Where ``line`` starts in column ``index``: its left, or ending at its right."""
            right = columns[index][1] == "right"
            return lefts[index] + (widths[index] - self.measure(line, size, bold) if right else 0)

        for index, head in enumerate(fitted.headings):  # dotted where there is an explanation
            y = panel.y + HEAD_TOP + (head_lines - len(head)) * (small + LINE_GAP)
            for line in head:
                left = at(index, line, small, True)
                ink.headings.append(Words(line, left, y, small,
                                          "text" if index == focus else "accent", True))
                if index:
                    ink.dotted.append((left, y + self.metrics.height(line, small, True) - 1,
                                       left + self.measure(line, small, True)))
                y += small + LINE_GAP
        y = panel.y + head_height
        ink.rules.append((x0, y - 4, right))
        for player, cells, row_height in zip(self.words.rows, laid, heights, strict=True):
            if player.mine:
                inset = min(8, edge - 2)  # the band inside the panel
                ink.panels.append(Panel(Box(x0 - inset, y, right - x0 + 2 * inset,
                                            row_height - 2), "lit", 40, 8))
            lift = self.row_lift(row_height, size + LINE_GAP, [
                (lines, index == 0) for index, (lines, _) in enumerate(cells)
                if index not in cards], size)
            for index, (lines, pitch) in enumerate(cells):
                top = y + (row_height - 2 - len(lines) * pitch) // 2
                if not pitch:  # faces at most the mini cards' height, centred
                    height = min(CARD_MINI[1], row_height - 4)
                    self.faces(ink, lines, Box(lefts[index], y + 1 + (row_height - 4 - height)
                                               // 2, widths[index], height), 2)
                elif index in cards:
                    self.card_words(ink, lines, card_size, (lefts[index], top), pitch)
                else:
                    ink.words += [Words(line, at(index, line, size, index == 0), top - lift
                                        + number * pitch, size, player.tones[index], index == 0)
                                  for number, line in enumerate(lines)]
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

    def block(self, player: PlayerRow, across: Box, y: int, heading: int, body: int) -> int:
        """``player``'s words across ``across`` from ``y``: name and result, then every other
        column as *heading value*, flowed into lines (a long value wrapped under its heading,
        covered cards in lines of card words of their own); the height its panel needs."""
        columns, ink = self.words.columns, self.base
        result_index = len(columns) - 2  # the deal's money, chips or points
        items = [(head, align, value, tone) for index, ((head, align), value, tone)
                 in enumerate(zip(columns, player.cells, player.tones, strict=True))
                 if index not in (0, result_index) and value not in ("", (), [])]
        inset = self.down(16)
        inner = Box(across.x + inset, y + self.down(10), across.width - 2 * inset, 0)
        result, name = str(player.cells[result_index]), player.cells[0]
        ink.word(result, inner.right, inner.y, heading, player.tones[result_index], True,
                 "topright")
        room = inner.width - self.measure(result, heading, True) - self.down(UP_GAP)
        size = heading if self.measure(name, heading, True) <= room else body
        drop = (self.metrics.height(result, heading, True)
                - self.metrics.height(name, size, True)) // 2
        ink.word(name, inner.x, inner.y + drop, size, "text", True)
        line, space, top = pitch_of(body), self.down(8), inner.y + heading + self.down(12)
        labels = [self.measure(head, body) for head, _, _, _ in items]
        widths = [inner.width if align == "cards" else label + space
                  + self.measure(value, body, True)
                  for label, (_, align, value, _) in zip(labels, items, strict=True)]
        for indexes in flow(widths, inner.width, self.down(28)):
            x = inner.x
            for index in indexes:
                head, align, value, tone = items[index]
                ink.word(head, x, top + 1, body, "accent")
                if align == "cards":
                    left = x + labels[index] + self.down(UP_GAP)
                    written = self.card_lines(value, body, inner.right - left)
                    self.card_words(ink, written, body, (left, top), line)
                    top += (len(written) - 1) * line
                elif widths[index] > inner.width:  # a long value: wrapped under its heading
                    parts = self.wrap(value, body, inner.width, True)
                    ink.words += lines_at(parts, x, top + line, body, line, tone, True)
                    top += len(parts) * line
                else:
                    ink.word(value, x + labels[index] + space, top, body, tone, True)
                    x += widths[index] + self.down(28)
            top += line
        return top + self.down(4) - y

    def blocks(self) -> None:
        """One block per player, best place first, side by side where the settlement has
        room for :data:`BLOCK_WIDTH` each (each line of them as tall as its tallest), your
        block lit."""
        gap, heading, body = self.down(8), self.type.cells[0] + 4, self.type.cells[0]
        across = max(1, self.span // BLOCK_WIDTH)
        columns = row(Box(self.left, PANEL_Y, self.span, 0), [Share()] * across, gap)
        players, y = self.words.rows, PANEL_Y
        for start in range(0, len(players), across):
            line = list(zip(columns, players[start:start + across], strict=False))
            height = max([self.block(player, column_box, y, heading, body)
                          for column_box, player in line])
            self.base.panels += [Panel(Box(column_box.x, y, column_box.width, height), *(
                ("lit", 40, 12) if player.lit_block else ("panel", 150)))
                for column_box, player in line]
            y += height + gap
        self.table_bottom = y

    def hands_sheet(self, box: Box, size: int) -> None:
        """Every hand as dealt, over the settlement: the title, then each seat's dot and name
        with its cards beside it, or under it where the box has no room for both."""
        ink, inset, pitch = self.over, self.down(16), pitch_of(size)
        ink.panels.append(Panel(box, "sheet", 235))
        title = self.wrap(self.words.hands_title, size, box.width - 2 * inset)
        ink.words += lines_at(title, box.x + inset, box.y + self.down(12), size, pitch)
        y = box.y + self.down(12) + len(title) * pitch
        hands = self.words.hands
        names = max(self.measure(name, size, True) for _, name, _ in hands) + self.down(52)
        beside = box.width - 2 * inset - names >= 3 * CARD_MINI[0] // 2 * max(
            len(cards) for _, _, cards in hands)
        step = max(1, (box.bottom - self.down(8) - y) // max(1, len(hands)))
        card_height = min(self.down(HAND_CARD), step - self.down(10) - (0 if beside else pitch))
        left = box.x + inset + (names if beside else 0)
        for seat, name, cards in hands:
            top = y + max(0, card_height - size) // 2 if beside else y
            ink.seat_dots.append((box.x + self.down(24), top + size // 2 + 2, self.down(7), seat))
            ink.word(name, box.x + self.down(40), top, size, "text", True)
            self.faces(ink, [str(card) for card in cards], Box(
                left, y + (0 if beside else pitch), box.right - inset - left, card_height), 3)
            y += step

    # ------------------------------------------------------------- the legend

    def legend_room(self, box: Box) -> tuple[list[str], int] | None:
        """A legend in ``box``: the link's lines at its foot (as many as the box has room
        for) and the height left above them for the explanations under the title (negative:
        no room for the title); None without room for the link."""
        size = self.type.legend[-1]
        most = min(LINK_LINES, (box.height - 2 * PAD_SIDE + 8) // pitch_of(size))
        link = self.metrics.link([version for version in self.words.link_versions if version],
                                 size, box.width - 2 * PAD_SIDE, max(1, most))
        if most < 1 or (most == 1 and len(link) != 1):
            return None
        return link, box.height - 2 * PAD_SIDE - len(link) * pitch_of(size) - self.type.title - 8

    def fit_legend(self, inner: int, room: int, whole: bool = False,
                   first: int | None = None) -> _LegendFit | None:
        """The explanations ``room`` px tall: every one, in one column or two ``inner`` px
        across, at the largest of the type's legend sizes that fits; else (None where
        ``whole``) at the last, in one column, as many whole ones as fit from the ``first``
        (else the column pointed at, the first before any). Returns the size, a column's
        width, the headings' gutter and each column's explanations (their indexes and
        lines)."""
        explanations = list(enumerate(self.words.explanations))
        for size, across in product(self.type.legend, (1, 2)):
            gutter = self.gutter(size)
            width = (inner - 24 * (across - 1)) // across
            wrapped = [(index, self.wrap(line, size, width - gutter))
                       for index, line in explanations]
            per_column = -(-len(wrapped) // across)
            sides = [wrapped[start:start + per_column]
                     for start in range(0, len(wrapped), per_column)]
            if max(map(_lines_in, sides)) * pitch_of(size) <= room:
                return size, width, gutter, sides
        if whole:
            return None
        side: list[tuple[int, list[str]]] = []
        for index, line in explanations[(self.view.focus or 0) if first is None else first:]:
            lines = self.wrap(line, size, inner - gutter)
            if (_lines_in(side) + len(lines)) * pitch_of(size) > room:
                break
            side.append((index, lines))
        return size, inner, gutter, [side]

    def gutter(self, size: int) -> int:
        """The room the headings take left of the explanations at ``size``."""
        return max(self.measure(head, size, True) for head, _ in self.words.columns) + 12

    def paginate(self, sheet: Box) -> int:
        """The legend's sheet in pages where it cannot hold every explanation: as many whole
        ones on each as fit over a row of ◀ ▶ at its foot (:attr:`pages`, :attr:`turners`).
        Returns the room kept for that row (none for one page)."""
        inner, room = sheet.width - 2 * PAD_SIDE, self.legend_room(sheet)
        if room and self.fit_legend(inner, room[1], whole=True):
            return 0
        foot = self.type.button + self.down(UP_GAP)
        room = self.legend_room(Box(sheet.x, sheet.y, sheet.width, sheet.height - foot))
        first, pages = 0, []
        while room and first < len(self.words.explanations):
            pages.append(first)
            first += max(1, len(self.fit_legend(inner, room[1], first=first)[3][0]))
        self.pages = tuple(pages)
        turners = Box(sheet.x + PAD_SIDE, sheet.bottom - PAD_SIDE - self.type.button, inner,
                      self.type.button)
        previous, _, following = PageType(self.canvas).turners(turners, [Share()])
        self.turners = (previous, following)
        return foot

    def risen(self, sheet: Box) -> Box:
        """The foot of ``sheet`` (over the settlement) that the legend rises into where the
        legend under the settlement has no room to explain the column pointed at: as tall as
        that explanation needs under the title, over the link, up to the top of a row."""
        size, found = self.type.legend[-1], self.legend_room(sheet)
        lines = self.wrap(self.words.explanations[self.view.focus or 0], size,
                          sheet.width - 2 * PAD_SIDE - self.gutter(size))
        top = sheet.y + max(0, (found[1] if found else 0) - len(lines) * pitch_of(size))
        top = max([row_top for row_top in self.row_tops if row_top <= top], default=top)
        return Box(sheet.x, top, sheet.width, sheet.bottom - top)

    def legend(self, box: Box, sheet: bool = False, foot: int = 0) -> bool:
        """What every column means, in ``box`` under the notes (or a ``sheet`` over the
        settlement), as :meth:`fit_legend` fits it under its title, the link at its foot
        (nothing without room for it; the link alone without room for the title), over
        ``foot`` px kept for the turners of a sheet in pages (this page's explanations). The
        column pointed at is lit and the others muted. Returns whether it explains the column
        pointed at (True where none is)."""
        kind, ink = self.type, self.over if sheet else self.base
        found = self.legend_room(Box(box.x, box.y, box.width, box.height - foot))
        if found is None:
            return self.view.focus is None
        link, room = found
        inner, link_size = box.width - 2 * PAD_SIDE, kind.legend[-1]
        first = self.pages[min(self.view.page, len(self.pages) - 1)] if foot else None
        fitted = self.fit_legend(inner, room, first=first) if room >= 0 else None
        # the room the explanations leave unused given back (the link alone: the title's too)
        used = max(map(_lines_in, fitted[3])) * pitch_of(fitted[0]) if fitted else -kind.title - 16
        if not sheet:
            box = self.parts["legend"] = Box(box.x, box.y, box.width,
                                             box.height - max(0, room - used))
        ink.panels.append(Panel(box, "sheet", 235) if sheet else Panel(box, "panel", 140))
        x, y = box.x + PAD_SIDE, box.y + PAD_SIDE - 4
        if fitted is not None:
            size, width, gutter, sides = fitted
            title, pitch, focus = self.words.legend_title, pitch_of(size), self.view.focus
            ink.word(title, x, y, kind.title, "accent", True)
            title_width = self.measure(title, kind.title, True)
            hint = self.measure(self.words.legend_hint, kind.hint)
            if self.fitted is not None and title_width + 16 + hint <= inner:  # to point at
                ink.word(self.words.legend_hint, x + title_width + 16, y + kind.title - kind.hint,
                         kind.hint, "muted")
            top = y + kind.title + 8
            for side, explained in enumerate(sides):
                left, y = x + side * (width + 24), top
                for index, lines in explained:
                    if index == focus:
                        ink.panels.append(Panel(Box(left - 6, y - 2, width + 8,
                                                    len(lines) * pitch + 2), "legend_focus", 60, 5))
                    tone: Tone = "muted" if focus is not None and index != focus else "text"
                    ink.word(self.words.columns[index][0], left, y, size, "accent", True)
                    ink.words += lines_at(lines, left + gutter, y, size, pitch, tone)
                    y += len(lines) * pitch
        link_pitch = pitch_of(link_size)
        ink.words += lines_at(link, x, box.bottom - foot - PAD_SIDE + 4 - len(link) * link_pitch,
                              link_size, link_pitch, self.words.link_tone)
        return self.view.focus in [None, *(index for side in (fitted[3] if fitted else [])
                                           for index, _ in side)]

    # ------------------------------------------------------------- the arrangement

    def arrange(self) -> _Lay:
        """Everything in its place, as the module's docstring tells; returns itself."""
        kind = self.type
        fitted = self.fitted = fit_columns(self.metrics, self.words, self.span, kind.cells,
                                           kind.small)
        # all hands or the legend open over everything down to the buttons (and over your
        # line, where it is over them: it is not drawn then)
        sheet = Box(self.left, PANEL_Y, self.span, self.place_buttons() - ABOVE_ROW - PANEL_Y)
        beside = self.header()
        if beside is not None:
            bottom, summary, sizes = sheet.bottom, beside, list(kind.summary)
        else:  # your line over the foot, as tall as its lines (three at most)
            sizes = [kind.cells[0] + 4, kind.cells[0]]
            lines = self.summary_lines(sizes[0], self.span)
            height = min(3, lines) * (sizes[0] + LINE_GAP) + self.down(OVER_PAD)
            summary = Box(self.left, sheet.bottom - height, self.span, height)
            bottom = summary.y - ABOVE_ROW
        # the notes under the settlement wrapped to its width, each line with its tone and size
        notes = [(part, tone, size) for line, tone in self.words.notes
                 for size in [kind.accent if tone == "accent" else kind.small]
                 for part in self.wrap_note(line, size, self.span - 24)]
        notes_height = max(16, 10 + sum(pitch_of(size) for _, _, size in notes))
        if fitted is not None:
            self.table(fitted, bottom, notes_height)
        else:
            self.blocks()
        self.parts["settlement"] = Box(self.left, PANEL_Y, self.span, self.table_bottom - PANEL_Y)
        # the notes that end above your line where it is under them, else the legend's foot
        below = summary.y if summary.y > self.table_bottom else bottom + ABOVE_ROW
        y = self.table_bottom + 6
        for line, tone, size in notes:
            if y + size > below - 2:
                break
            self.base.word(line, self.left + 12, y, size, tone)
            y += pitch_of(size)
        top = min(bottom, self.table_bottom + notes_height)
        self.parts["legend"] = Box(self.left, top, self.span, 0)
        explained = self.legend(Box(self.left, top, self.span, bottom - top))
        if self.view.sheet is not None:
            self.parts[self.view.sheet] = sheet
        if self.view.sheet == "hands":
            self.hands_sheet(sheet, kind.small)
        elif self.view.sheet == "legend":
            self.legend(sheet, True, self.paginate(sheet))
        elif not explained and self.column_spans:  # risen over the last rows, to explain it
            self.legend(self.risen(Box(self.left, PANEL_Y, self.span, bottom - PANEL_Y)), True)
        if self.view.sheet is None or summary.y < sheet.y or summary.bottom > sheet.bottom:
            self.summary(summary, sizes)
        return self


def fit_line(metrics: TextMetrics, line: str, box: Box, tone: Tone,
             sizes: Sequence[int]) -> list[Words]:
    """``line`` bold, centred in ``box`` with 12 px either side, at the first of ``sizes``
    whose lines fit its height in two lines at most, else in more (eight players sharing a
    match make a long sentence); at the last, cut to the lines that fit, where none does."""
    chosen = None
    for size in sizes:  # wrapped at each size until one fits on two lines
        pitch, lines = size + LINE_GAP, metrics.wrap(line, size, box.width - 24, True)
        if len(lines) * pitch <= box.height - 4 and (chosen is None or len(lines) <= 2):
            chosen = (size, pitch, lines)
            if len(lines) <= 2:
                break
    size, pitch, lines = chosen or (size, pitch, lines)
    lines = lines[:max(1, (box.height - 4) // pitch)]
    centre = box.centre
    return [Words(part, centre[0], round(centre[1] + (index - (len(lines) - 1) / 2) * pitch),
                  size, tone, True, "center") for index, part in enumerate(lines)]


#: Nothing picked out: no column pointed at, no sheet open.
UNPICKED = View()


def lay_out_results(canvas: Canvas, words: ResultsWords, metrics: TextMetrics,
                    view: View = UNPICKED) -> ResultsPlaces:
    """The results' places on ``canvas`` (see the module's docstring)."""
    return _Lay(canvas, words, metrics, view).arrange().places()
