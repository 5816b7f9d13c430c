"""Where the statistics screen puts its words, charts and buttons, for every shape, once.

Each rule system played has its name, deals, matches, won, abandoned and the average a deal,
and a chart of its last deals at the right; its counts stand in columns as wide as their
widest words, shared by every rule system: a table (a row of headings over a line per rule
system) where the columns and a chart of :data:`LEAST_CHART` px fit across the panel at a
type the canvas allows (a desktop of any width, a phone turned sideways), else a card per
rule system (a phone held upright): its name over its counts, each with its heading, flowed
into lines.

The frame is the page's (:class:`PageType`), in a page's type where laid out for thumbs, else
in the desktop's (17-px values, 12 CSS px at least). What does not fit the panel is shown a
page at a time, turned with ◀ and ▶, the page count after the title.

Pure: the text measures come in as functions, the places go out frozen (:class:`StatsPlaces`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, flow, row
from sevens.ui.geometry.canvas import DESKTOP_SMALLEST_TEXT, Canvas
from sevens.ui.geometry.page import ButtonPlace, PageType, lines_at, page_counts
from sevens.ui.geometry.text import Measure, Words, Wrap, pack_pages

__all__ = ["CHART_TEXT", "ChartPlace", "StatsLine", "StatsPlaces", "StatsWords",
           "lay_out_statistics"]

#: The chart's words on the table (its scale and "no chart yet"): 13 logical px, 11.7 CSS px
#: on a page showing 0.9 CSS px a logical px.
CHART_TEXT = 13
#: The least width of a chart in the table, in logical px; a card's chart.
LEAST_CHART = 200
CHART_WIDTH = 170
#: The room between two columns, at least and at most, and the table's line at most.
COLUMN_GAPS = (12, 48)
TABLE_LINE = 56


@dataclass(frozen=True)
class StatsLine:
    """One rule system's statistics as words: its name, deals, matches, won, abandoned and
    the average with its unit; its last deals and its scoring (for the chart)."""

    key: str
    values: tuple[str, ...]
    history: tuple[float, ...]
    scoring: str


@dataclass(frozen=True)
class StatsWords:
    """What the screen says: title, intro, "nothing yet", the daily deal's line ("" for
    none), the chart's "not yet begun", the seven column headings, the rule systems, and
    whether the choice of whose statistics is shown."""

    title: str
    intro: str
    none: str
    daily: str
    no_history: str
    headings: tuple[str, ...]
    lines: tuple[StatsLine, ...]
    whose: bool = False


@dataclass(frozen=True)
class ChartPlace:
    """A chart of a rule system's last deals (and its scoring, in ``line``): its box, its
    words' size, and whether its scale stands under it (a card) rather than beside the bars
    (the table)."""

    box: Box
    line: StatsLine
    text_size: int
    scale_below: bool


@dataclass(frozen=True)
class StatsPage:
    """One page: the rule systems' words (and the page count), charts and the rules between
    them (each ``(left, right, y)``)."""

    words: tuple[Words, ...]
    charts: tuple[ChartPlace, ...]
    separators: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True)
class StatsPlaces:
    """The statistics on one canvas (see the module's description); the page turners None
    when all is on one page, whose None without people."""

    canvas: Canvas
    panel: Box
    #: Words on every page: title, intro, the table's headings, "nothing yet", the daily line.
    frame: tuple[Words, ...]
    pages: tuple[StatsPage, ...]
    back: ButtonPlace
    clear: ButtonPlace
    whose: ButtonPlace | None
    previous: Box | None
    next: Box | None
    #: True for the cards (False: the table).
    cards: bool


def lay_out_statistics(canvas: Canvas, words: StatsWords, wrap: Wrap, measure: Measure,
                       turned: bool = False) -> StatsPlaces:
    """The statistics' places on ``canvas`` (see the module's description): the page's frame
    round the panel, then the rule systems in it, as a table or as cards, a page at a time;
    with room for the turners (``turned``) only where pages without it are more than one."""
    kind, touch, upright = PageType(canvas), canvas.touch, canvas.portrait
    title = kind.title_words(words.title)
    # Upright, whose and the turners stand on rows over the foot; else whose stands at the
    # top right, level with the title, and the turners at the ends of the foot's row.
    rows = kind.rows_up(1 + words.whose + turned) if upright else [kind.foot]
    foot, whose = rows[0], None
    previous, (middle,), following = kind.turners(rows[-1], [Share()], turned)
    if touch:  # a page's type; Clear statistics and Back share their row
        small, pitch, heading, sizes = kind.body, kind.line, kind.heading, (kind.body,)
        clear, back = row(foot if upright else middle, [Share(), Share()], gap=16)
        chart_size, room = small, kind.inner  # the daily line's room, under the panel
    else:  # the desktop's type, the table's as large as fits; Clear statistics and Back at
        # the end of the foot, the daily line left of them
        least = canvas.least_text if canvas.css_per_px < 1 else DESKTOP_SMALLEST_TEXT
        small, chart_size, heading = max(15, least), max(CHART_TEXT, least), 18
        sizes, pitch = range(max(17, least), least - 1, -1), small + 4
        clear, back = row(foot, [190, 160], 10, "end")
        room = clear.x - 16 - title.x
    if words.whose:
        third = kind.inner // 3
        whose = rows[1] if upright else Box(foot.right - third, title.y, third, foot.height)
    daily = wrap(words.daily, small, room)[:2] if words.daily else []
    beside = whose.bottom + 8 if whose and not upright else 0  # under whose beside the title
    intro = wrap(words.intro, small, canvas.width - kind.margin - title.x)[:3]
    frame, top = kind.head(title, intro, small, pitch, beside)
    under = 4 + len(daily) * pitch + 8 if touch else 0  # the daily line in the 12 px gap
    # the panel over the row over the foot (upright: whose's, the turners'), else the foot
    panel = Box(kind.margin, top, kind.inner, rows[-1].y - 12 - under - top)
    columns = _columns(words, panel.width - 44, sizes, heading, pitch, chart_size, wrap,
                       measure)
    headings, head = columns.headings(panel)
    frame += headings
    if not words.lines:
        frame += lines_at(wrap(words.none, max(18, small), panel.width - 40), panel.x + 24,
                          panel.y + head + 10, max(18, small), pitch, "muted")
    heights = columns.heights(panel.height - head)
    packed = pack_pages(heights, panel.height - head) if words.lines else [[]]
    daily_y = panel.bottom + 8 if touch else foot.centre[1] - len(daily) * pitch // 2
    frame += lines_at(daily, title.x, daily_y, small, pitch, "accent")
    counts = page_counts(title, len(packed), small, measure)
    pages = []
    for number, indexes in enumerate(packed):
        placed = list(counts[number:number + 1])
        charts, separators = [], []
        y = panel.y + head
        for index in indexes:
            words_of, chart = columns.place(words.lines[index], panel.x + 24, y, heights[index])
            placed += words_of
            charts.append(chart)
            y += heights[index]
            separators.append((panel.x + 16, panel.right - 16, y - 6))
        if columns.table:  # one rule under the headings
            separators = [(panel.x + 16, panel.right - 16, panel.y + head - 6)]
        pages.append(StatsPage(tuple(placed), tuple(charts), tuple(separators)))
    if len(pages) > 1 and touch and not turned:  # less room never needs fewer pages: no flip
        return lay_out_statistics(canvas, words, wrap, measure, turned=True)
    return StatsPlaces(canvas=canvas, panel=panel, frame=tuple(frame), pages=tuple(pages),
                       back=ButtonPlace(back, heading), clear=ButtonPlace(clear, heading),
                       whose=ButtonPlace(whose, heading, True) if whose else None,
                       previous=previous, next=following, cards=not columns.table)


@dataclass(frozen=True)
class _Columns:
    """The rule systems' columns, shared by every one of them: their type, and whether they
    stand as a table (a line each under a row of headings) or as cards (the name over the
    counts, each with its heading, the average last on lines of its own)."""

    words: StatsWords
    size: int
    heading_size: int
    name_size: int
    pitch: int
    chart_size: int  # the charts' words'
    #: Each count's column from the block's left: its line, x and width (a table's are
    #: right-aligned, the average the last).
    cells: tuple[tuple[int, int, int], ...]
    #: The chart's x from the block's left, and its width.
    chart: tuple[int, int]
    table: bool
    wrap: Wrap

    @property
    def step(self) -> int:
        """The line pitch of a chart not yet begun's words."""
        return round(self.chart_size * 1.25)

    def headings(self, panel: Box) -> tuple[list[Words], int]:
        """The table's row of headings (the chart's on up to two lines) and how much room
        the panel's top keeps for them (none over cards)."""
        if not self.table:
            return [], 14
        x, y, size = panel.x + 24, panel.y + 18, self.heading_size
        placed = [Words(self.words.headings[0], x, y, size, "accent", bold=True)]
        placed += [Words(heading, x + left + width, y, size, "accent", bold=True,
                         anchor="topright")
                   for heading, (_line, left, width) in zip(self.words.headings[1:6],
                                                            self.cells, strict=True)]
        history = self.wrap(self.words.headings[6], size, self.chart[1], bold=True)[:2]
        placed += lines_at(history, x + self.chart[0], y, size, size + 3, "accent", bold=True)
        return placed, 18 + len(history) * (size + 3) + 12

    def average(self, line: StatsLine) -> list[str]:
        """A card's average with its heading, on lines beside the chart."""
        return self.wrap(f"{self.words.headings[5]} {line.values[5]}", self.size,
                         self.chart[0] - 16)

    def waiting(self, line: StatsLine) -> list[str]:
        """A chart not yet begun's words on their lines (none for a chart begun)."""
        return [] if line.history else self.wrap(self.words.no_history, self.chart_size,
                                                 self.chart[1])

    def card_text(self, line: StatsLine) -> int:
        """How tall a card's words stand: its name, its counts' lines and its average's."""
        lines = self.cells[-1][0] + 1 + len(self.average(line))
        return round(self.name_size * 1.35) + lines * self.pitch

    def heights(self, room: int) -> list[int]:
        """How tall each rule system's block stands, with the gap under it: a table's lines
        share ``room`` up to :data:`TABLE_LINE` each (a chart not yet begun as tall as its
        words); a card holds its words, or its chart's."""
        waiting = [len(self.waiting(line)) * self.step for line in self.words.lines]
        if not self.table:
            return [max(self.card_text(line), 8 + words) + 12
                    for line, words in zip(self.words.lines, waiting, strict=True)]
        share = (room - 8 - sum(16 + words for words in waiting if words)) \
            // (waiting.count(0) or 1)
        return [max(self.pitch + 8, min(TABLE_LINE, share), words and words + 16)
                for words in waiting]

    def place(self, line: StatsLine, x: int, y: int,
              height: int) -> tuple[list[Words], ChartPlace]:
        """Rule system ``line``'s words and chart in a block at ``x``, ``y``, ``height``
        tall; a chart not yet begun's words in the middle of its box."""
        waiting, step = self.waiting(line), self.step
        if self.table:  # a line, the chart's box its height
            middle = y + height // 2 - 4
            placed = [Words(line.values[0], x, middle, self.size, bold=True, anchor="midleft")]
            placed += [Words(value, x + left + width, middle, self.size, anchor="midright")
                       for value, (_line, left, width) in zip(line.values[1:], self.cells,
                                                              strict=True)]
            box = Box(x + self.chart[0], y, self.chart[1], height - 12)
        else:  # the name over the counts and the average, the chart beside them
            placed = [Words(line.values[0], x, y, self.name_size, "accent", bold=True)]
            top = y + round(self.name_size * 1.35)
            placed += [Words(f"{heading} {value}", x + left, top + row_number * self.pitch,
                             self.size)
                       for heading, value, (row_number, left, _width) in zip(
                           self.words.headings[1:5], line.values[1:5], self.cells, strict=True)]
            placed += lines_at(self.average(line), x, top + (self.cells[-1][0] + 1) * self.pitch,
                               self.size, self.pitch)
            chart_height = len(waiting) * step or max(40, self.card_text(line) - self.pitch - 24)
            box = Box(x + self.chart[0], y + 8, self.chart[1], chart_height)
        waiting = waiting[:max(1, box.height // step)]
        placed += lines_at(waiting, box.x, box.centre[1] - len(waiting) * step // 2,
                           self.chart_size, step, "muted")
        return placed, ChartPlace(box, line, self.chart_size, not self.table)


def _columns(words: StatsWords, room: int, sizes: range | tuple[int, ...], name_size: int,
             pitch: int, chart_size: int, wrap: Wrap, measure: Measure) -> _Columns:
    """The columns across ``room`` px: a table at the largest of ``sizes`` whose columns
    leave a chart :data:`LEAST_CHART` px, the room left shared out between them; else cards
    at the largest size, their counts flowed in columns beside a chart of
    :data:`CHART_WIDTH` px."""
    headings = words.headings
    for size in sizes:
        heading_size = max(sizes[-1], size - 2)
        name = max([measure(headings[0], heading_size, True)]
                   + [measure(line.values[0], size, True) for line in words.lines])
        widths = [max([measure(heading, heading_size, True)]
                      + [measure(line.values[index], size, False) for line in words.lines])
                  for index, heading in enumerate(headings[1:6], 1)]
        spare = room - name - sum(widths) - LEAST_CHART - 24
        if spare >= COLUMN_GAPS[0] * len(widths):
            gap = max(COLUMN_GAPS[0], min(COLUMN_GAPS[1], spare // (len(widths) + 1)))
            cells = row(Box(0, 0, room, 0), [name, *widths], gap)
            reached = cells[-1].right
            return _Columns(words, size, heading_size, 0, pitch, chart_size,
                            tuple((0, cell.x, cell.width) for cell in cells[1:]),
                            (reached + 24, room - reached - 24), True, wrap)
    size = sizes[0]
    text_room = room - CHART_WIDTH - 16
    widths = [max([0] + [measure(f"{heading} {line.values[index]}", size, False)
                         for line in words.lines])
              for index, heading in enumerate(headings[1:5], 1)]
    cells = [(number, sum(widths[line[0]:index]) + 24 * (index - line[0]), widths[index])
             for number, line in enumerate(flow(widths, text_room, 24)) for index in line]
    return _Columns(words, size, size, name_size, pitch, chart_size, tuple(cells),
                    (text_room + 16, CHART_WIDTH), False, wrap)
