"""Where the statistics screen puts its words, charts and buttons, for every shape, once.

Where the canvas is not laid out for thumbs (a desktop window of any width: 1280×720, a 16:10
window's 1152×720, a 4:3 window's or an iPad's 960×720) the statistics are a table: one line
per rule system played — its name, deals, matches, won, abandoned, the average a deal — with a
small chart of its last deals at the right; Clear statistics and Back at the bottom right. The
columns stand where they were first drawn on 1280 px, in proportion on a narrower canvas, and
pushed apart where the words need more room. Every word is at least 12 CSS px where the canvas
is shown smaller than 1 CSS px a logical px (:meth:`Canvas.px_for_css`).

On a canvas laid out for thumbs (:attr:`Canvas.touch`) each rule system is a card — its name,
its counts as many to a line as fit, its average, the chart at the right — in 24-px text with
thumb-tall buttons (a tablet's shorter portrait canvas pressed, :attr:`Canvas.squeeze`). When
the cards do not fit the panel they are shown a page at a time, turned with ◀ and ▶: over the
buttons held upright, beside them at the foot turned sideways (where the choice of whose
statistics stands at the top right).

Pure: the text measures come in as functions, the places go out frozen (:class:`StatsPlaces`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import COMPACT, DESKTOP_SMALLEST_TEXT, Canvas
from sevens.ui.geometry.page import MARGIN, PageType, lines_at
from sevens.ui.geometry.text import Measure, Words, Wrap, pack_pages

__all__ = ["CHART_TEXT", "ChartPlace", "StatsLine", "StatsPlaces", "StatsWords",
           "lay_out_statistics"]

#: The chart's words on the table (its scale and "no chart yet"): 13 logical px, 11.7 CSS px
#: on a page showing 0.9 CSS px a logical px.
CHART_TEXT = 13
#: The least size of any word where the canvas is shown small, in CSS px.
LEAST_CSS = 12
#: The least width of a chart in the table on a narrower canvas, in logical px.
LEAST_CHART = 200
#: The table's columns on 1280 px, from the panel's left: (x, right-aligned); the history
#: chart is the last, left-aligned.
TABLE_COLUMNS = ((24, False), (330, True), (440, True), (540, True), (660, True), (860, True),
                 (890, False))
#: The panel's inner width on 1280 px, which :data:`TABLE_COLUMNS` were drawn for.
TABLE_WIDTH = 1168
#: A card's chart width: held upright, and turned sideways (a card is one line shorter).
CHART_WIDTH = 170
COMPACT_CHART_WIDTH = 400
#: A page turner's width turned sideways (beside Clear statistics and Back).
COMPACT_ARROW = 200


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
    none), the chart's "not yet begun", the seven column headings, and the rule systems."""

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
    """A chart of a rule system's last deals: its box, its words' size, and whether its
    scale stands under it (a card) rather than beside the bars (the table)."""

    box: Box
    history: tuple[float, ...]
    scoring: str
    text_size: int
    scale_below: bool


@dataclass(frozen=True)
class StatsPage:
    """One page: the rule systems on it, their words (and the page count), charts and the
    rules between them (each ``(left, right, y)``)."""

    keys: tuple[str, ...]
    words: tuple[Words, ...]
    charts: tuple[ChartPlace, ...]
    separators: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True)
class StatsPlaces:
    """The statistics on one canvas (see the module's description)."""

    canvas: Canvas
    panel: Box
    #: Words on every page: title, intro, the table's headings, "nothing yet", the daily line.
    frame: tuple[Words, ...]
    pages: tuple[StatsPage, ...]
    back: Box
    clear: Box
    whose: Box | None
    button_size: int
    whose_size: int
    whose_wraps: bool
    #: The page turners (None: all on one page).
    previous: Box | None
    next: Box | None
    #: True for the cards of a canvas laid out for thumbs (False: the table).
    cards: bool


def lay_out_statistics(canvas: Canvas, words: StatsWords, wrap: Wrap,
                       measure: Measure) -> StatsPlaces:
    """The statistics' places on ``canvas``: cards where it is laid out for thumbs, the table
    elsewhere."""
    if canvas.touch:
        return _cards(canvas, words, wrap, measure)
    return _table(canvas, words, wrap, measure)


# ------------------------------------------------------------------ the table


def _table(canvas: Canvas, words: StatsWords, wrap: Wrap, measure: Measure) -> StatsPlaces:
    """One line per rule system, its chart at the right (a desktop canvas of any width)."""
    width = canvas.width
    least = canvas.px_for_css(LEAST_CSS) if canvas.css_per_px < 1 else DESKTOP_SMALLEST_TEXT
    small, chart = max(15, least), max(CHART_TEXT, least)
    intro = wrap(words.intro, small, width - 130)[:2]
    frame = [Words(words.title, 64, 30, 34, bold=True),
             *lines_at(intro, 66, 76, small, small + 4, "muted")]
    top = max(106, 76 + len(intro) * (small + 4) + 8)
    panel = Box(56, top, width - 112, 634 - top)
    value_size, heading_size, columns = _columns(panel, words, least, measure)
    y = panel.y + 18
    for heading, (x, right) in zip(words.headings[:-1], columns, strict=False):
        frame.append(Words(heading, x, y, heading_size, "accent", bold=True,
                           anchor="topright" if right else "topleft"))
    history_x = columns[-1][0]
    history_heading = wrap(words.headings[-1], heading_size, panel.right - 20 - history_x)[:2]
    frame += lines_at(history_heading, history_x, y, heading_size, heading_size + 3, "accent",
                      bold=True)
    y += 30 + (len(history_heading) - 1) * (heading_size + 3)
    separators = [(panel.x + 16, panel.right - 16, y - 6)]
    if not words.lines:
        frame.append(Words(words.none, panel.x + 24, y + 10, max(18, least), "muted"))
    row_height = min(56, (panel.bottom - 8 - y) // max(1, len(words.lines)))
    placed: list[Words] = []
    charts: list[ChartPlace] = []
    for line in words.lines:
        middle = y + row_height // 2 - 4
        for value, (x, right) in zip(line.values, columns, strict=False):
            placed.append(Words(value, x, middle, value_size, bold=not right,
                                anchor="midright" if right else "midleft"))
        charts.append(ChartPlace(Box(history_x, y, panel.right - history_x - 20,
                                     row_height - 12), line.history, line.scoring, chart,
                                 scale_below=False))
        y += row_height
    clear_box = Box(width - 416, 648, 190, 44)
    daily = wrap(words.daily, max(16, least), clear_box.x - 16 - 66)[:2] if words.daily else []
    frame += lines_at(daily, 66, 660 if len(daily) == 1 else 648, max(16, least), 20, "accent")
    page = StatsPage(tuple(line.key for line in words.lines), tuple(placed), tuple(charts),
                     tuple(separators))
    return StatsPlaces(canvas=canvas, panel=panel, frame=tuple(frame), pages=(page,),
                       back=Box(width - 216, 648, 160, 44), clear=clear_box,
                       whose=Box(width - 456, 30, 400, 44) if words.whose else None,
                       button_size=18, whose_size=17, whose_wraps=False, previous=None,
                       next=None, cards=False)


def _widths(words: StatsWords, value_size: int, heading_size: int,
            measure: Measure) -> list[int]:
    """How wide each column but the chart's is: its heading or its widest value."""
    widths = []
    for index, (_offset, right) in enumerate(TABLE_COLUMNS[:-1]):
        values = [measure(line.values[index], value_size, not right) for line in words.lines]
        widths.append(max([measure(words.headings[index], heading_size, True), *values]))
    return widths


def _columns(panel: Box, words: StatsWords, least: int,
             measure: Measure) -> tuple[int, int, list[tuple[int, bool]]]:
    """The values' and the headings' type sizes, and each column's x (its right edge when
    right-aligned) and alignment. A panel as wide as 1280 px's keeps the columns where they
    were first drawn (pushed right only where the words need room); a narrower one packs them
    from the left at the largest type (17 down to 12 CSS px) that leaves the chart
    :data:`LEAST_CHART` px, the room left shared out between them."""
    if panel.width >= TABLE_WIDTH:
        value_size, heading_size = max(17, least), max(15, least)
        widths = _widths(words, value_size, heading_size, measure)
        offsets = [offset for offset, _right in TABLE_COLUMNS]
        gap = 12
    else:
        for value_size in range(max(17, least), least - 1, -1):
            heading_size = max(least, value_size - 2)
            widths = _widths(words, value_size, heading_size, measure)
            spare = panel.width - 24 - 20 - sum(widths) - LEAST_CHART - 24
            if spare >= 12 * (len(widths) - 1):
                break
        gap = max(12, min(48, spare // len(widths)))
        offsets = [24] * len(TABLE_COLUMNS)
    columns: list[tuple[int, bool]] = []
    reached = panel.x  # the right end of the words so far
    for index, (_design, right) in enumerate(TABLE_COLUMNS):
        x = panel.x + offsets[index]
        if index == len(TABLE_COLUMNS) - 1:  # the chart: after the average, whatever it says
            columns.append((max(x, reached + 24), False))
            break
        if right:
            x = max(x, reached + gap + widths[index])
            reached = x
        else:
            reached = x + widths[index]
        columns.append((x, right))
    return value_size, heading_size, columns


# ------------------------------------------------------------------ the cards


@dataclass(frozen=True)
class _Card:
    """A rule system's card: its statistics, its lines under its name, the chart's "not yet
    begun" (none once begun), and how tall it stands with the gap under it."""

    line: StatsLine
    lines: tuple[str, ...]
    waiting: tuple[str, ...]
    height: int


def _card_lines(line: StatsLine, words: StatsWords, size: int, text_width: int,
                wrap: Wrap, measure: Measure) -> list[str]:
    """A card's lines under its name: each count whole, as many to a line as fit, then the
    average."""
    lines: list[str] = []
    for heading, value in zip(words.headings[1:5], line.values[1:5], strict=True):
        item = f"{heading} {value}"
        joined = f"{lines[-1]} · {item}" if lines else item
        if lines and measure(joined, size, False) <= text_width:
            lines[-1] = joined
        else:
            lines.append(item)
    return lines + wrap(f"{words.headings[5]} {line.values[5]}", size, text_width)


def _cards(canvas: Canvas, words: StatsWords, wrap: Wrap, measure: Measure) -> StatsPlaces:
    """One card per rule system, thumb-sized, paged when they do not fit."""
    kind = PageType(canvas)
    width, tall, inner, body, pitch = canvas.width, kind.tall, kind.inner, kind.body, kind.line
    compact = canvas.shape == COMPACT
    chart_width = COMPACT_CHART_WIDTH if compact else CHART_WIDTH
    intro_y = kind.down(84)
    whose: Box | None = None
    if compact:  # one row at the foot: ◀ Clear statistics  Back ▶; whose at the top right
        previous, clear, back, following = row(kind.foot, [COMPACT_ARROW, Share(), Share(),
                                                           COMPACT_ARROW], gap=16)
        panel_bottom = turner_y = kind.foot.y
        count_centre = (width - MARGIN - 60, 12 + tall // 2)
        if words.whose:
            whose = Box(width - MARGIN - inner // 3, 12, inner // 3, tall)
            intro_y = whose.bottom + 8
            count_centre = (whose.x - 60, whose.y + tall // 2)
    else:
        clear, back = row(kind.foot, [inner // 2 - 8, Share()], gap=16)
        panel_bottom = kind.foot.y  # the panel ends over the buttons (and the choice of whose)
        if words.whose:
            whose = Box(MARGIN, panel_bottom - tall - 12, inner, tall)
            panel_bottom = whose.y
        turner_y = panel_bottom - tall - 12
        arrow = round(inner * 0.22)
        previous = Box(MARGIN, turner_y, arrow, tall)
        following = Box(width - MARGIN - arrow, turner_y, arrow, tall)
        count_centre = (width // 2, turner_y + tall // 2)  # between the turners
    intro = wrap(words.intro, body, inner)[:3]
    frame = [kind.title_words(words.title), *lines_at(intro, MARGIN, intro_y, body, pitch,
                                                      "muted")]
    daily = wrap(words.daily, body, inner)[:2] if words.daily else []
    panel_top = intro_y + len(intro) * pitch + 10
    text_width = inner - 40 - chart_width - 16
    name_pitch = round(max(12, kind.down(26)) * 1.35)
    cards = []
    for line in words.lines:
        lines = _card_lines(line, words, body, text_width, wrap, measure)
        waiting = [] if line.history else wrap(words.no_history, body, chart_width)
        height = max(name_pitch + len(lines) * pitch, 8 + len(waiting) * round(body * 1.25))
        cards.append(_Card(line, tuple(lines), tuple(waiting), height + 12))

    def panel_to(end: int) -> Box:
        return Box(MARGIN, panel_top, inner, end - 16 - len(daily) * pitch - panel_top - 8)

    panel = panel_to(panel_bottom)
    packed = [list(range(len(cards)))]
    if sum(card.height for card in cards) + 14 > panel.height:
        panel = panel_to(turner_y)
        packed = pack_pages([card.height for card in cards], panel.height - 14)
    paged = len(packed) > 1
    if not words.lines:
        frame += lines_at(wrap(words.none, body, inner - 40), panel.x + 20, panel.y + 18, body,
                          pitch, "muted")
    frame += lines_at(daily, MARGIN, panel.bottom + 8, body, pitch, "accent")
    pages = []
    for number, indexes in enumerate(packed):
        count = Words(f"{number + 1}/{len(packed)}", *count_centre, body, "muted",
                      anchor="center")
        pages.append(_card_page([cards[index] for index in indexes], panel, kind, chart_width,
                                [count] if paged else []))
    return StatsPlaces(canvas=canvas, panel=panel, frame=tuple(frame), pages=tuple(pages),
                       back=back, clear=clear, whose=whose, button_size=kind.heading,
                       whose_size=kind.heading, whose_wraps=compact,
                       previous=previous if paged else None,
                       next=following if paged else None, cards=True)


def _card_page(cards: list[_Card], panel: Box, kind: PageType, chart_width: int,
               count: list[Words]) -> StatsPage:
    """One page of cards placed in the panel, a rule under each, and its ``count``."""
    placed = list(count)
    charts: list[ChartPlace] = []
    separators: list[tuple[int, int, int]] = []
    name_size = max(12, kind.down(26))
    y = panel.y + 14
    for card in cards:
        placed.append(Words(card.line.values[0], panel.x + 20, y, name_size, "accent",
                            bold=True))
        lines_top = y + round(name_size * 1.35)
        placed += lines_at(card.lines, panel.x + 20, lines_top, kind.body, kind.line)
        chart_height = max(40, lines_top + len(card.lines) * kind.line - y - 24 - kind.line)
        if card.waiting:  # not yet begun: its words take the card's height, and more if need be
            chart_height = len(card.waiting) * round(kind.body * 1.25)
        charts.append(ChartPlace(Box(panel.right - 20 - chart_width, y + 8, chart_width,
                                     chart_height), card.line.history, card.line.scoring,
                                 kind.body, scale_below=True))
        y += card.height
        separators.append((panel.x + 16, panel.right - 16, y - 6))
    return StatsPage(tuple(card.line.key for card in cards), tuple(placed), tuple(charts),
                     tuple(separators))
