"""The results' settlement and the notes under it on a phone turned sideways (issue 30).

A compact landscape canvas is shown at 0.5–0.57 CSS px a logical px, so the desktop's 16 px
cells and 14 px headings would read at 7–9 CSS px. Here the cells are drawn at
:data:`CELL_SIZES` (24 px, 12 CSS px at 0.5; 22 where 24 cannot fit), the headings, the notes
and the rule system's name at :data:`SMALL_TEXT` (22 px, 11 CSS px at 0.5). Each column is as
wide as its widest cell or heading needs (a heading takes two lines where that makes it
narrower), the columns share what is left of the panel, and a cell breaks onto a second line
where the columns would not fit otherwise. The rows are as tall as their lines, the notes take
what they need under the panel and the legend (:mod:`sevens.ui.results_compact`) the rest.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from sevens.ui import theme
from sevens.ui.results_cards import card_word_lines, draw_card_words
from sevens.ui.theme import COMPACT_TEXT
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.results import ResultsScene

__all__ = ["CELL_SIZES", "SMALL_TEXT", "CompactTable", "compact_table", "draw_compact_notes",
           "draw_compact_table", "notes_height", "panel_span"]

#: Covered cards, written as words (:mod:`sevens.ui.results_cards`): 12 CSS px at 0.5.
CARD_TEXT = COMPACT_TEXT
#: The card art's corner index on a narrow (small) face: this share of its height.
SMALL_INDEX_SHARE = 0.30
#: The cells' sizes, the first that lets every column fit.
CELL_SIZES = (COMPACT_TEXT, COMPACT_TEXT - 2)
#: Headings, notes, the rule system's name and Show all hands' names: 11 CSS px at 0.5.
SMALL_TEXT = COMPACT_TEXT - 2
#: The settlement's panel (the desktop's place and width) on a canvas 1280 wide or wider.
PANEL_X, PANEL_Y, PANEL_WIDTH = 40, 74, 1200
#: The least room left and right of the panel on a narrower compact canvas (1136×640 at
#: 568×320: 10 CSS px), which the panel (and the row of buttons under it) spans otherwise.
MARGIN_MIN = 20
#: Room inside the panel either side, between columns, and above the headings.
EDGE, GAP, HEAD_TOP = 12, 14, 10
#: From one line of a cell (or heading) to the next.
LINE_GAP = 2
#: A column of covered cards (written as words, :mod:`sevens.ui.results_cards`, on as many
#: lines as they need): the narrowest it gets.
CARDS_MIN = 150
#: Where the columns do not fit even so (Douque's eleven on a 960-wide canvas): the room
#: inside the panel either side and between columns, the covered cards' narrowest and the
#: lines a cell may take then.
TIGHT_EDGE, TIGHT_GAP, TIGHT_CARDS, TIGHT_LINES = 6, 5, 80, 3
#: The legend's least height below the notes: its title and a two-line link.
LEGEND_MIN = 118
#: One line of the notes under the panel.
NOTE_LINE = SMALL_TEXT + 6


@dataclass
class CompactTable:
    """Where everything of the settlement goes: cell size, wrapped headings, column widths,
    wrapped cells per row, row height and the panel."""

    size: int
    headings: list[list[str]]
    widths: list[int]
    rows: list[list[Any]]
    row_height: int
    panel: pygame.Rect
    #: Between two columns and inside the panel either side: :data:`GAP` and :data:`EDGE`,
    #: or :data:`TIGHT_GAP` and :data:`TIGHT_EDGE` where the columns do not fit otherwise.
    gap: int = GAP
    edge: int = EDGE

    @property
    def head_height(self) -> int:
        """From the panel's top to the first row."""
        lines = max(len(lines) for lines in self.headings)
        return HEAD_TOP + lines * (SMALL_TEXT + LINE_GAP) + 10


def panel_span(size: tuple[int, int]) -> tuple[int, int]:
    """The settlement panel's left edge and width on a compact canvas of ``size``: the
    desktop's (:data:`PANEL_X`, :data:`PANEL_WIDTH`) on one 1280 wide or wider; on a
    narrower one (1136 wide at 568×320) the canvas less :data:`MARGIN_MIN` (or more, up to
    :data:`PANEL_X`) either side (20 and 1096 at 1136)."""
    margin = max(MARGIN_MIN, min(PANEL_X, (size[0] - PANEL_WIDTH) // 2))
    return margin, min(PANEL_WIDTH, size[0] - 2 * margin)


def narrowest(scene: ResultsScene, string: str, size: int, lines: int,
              bold: bool = False) -> list[str]:
    """``string`` broken onto at most ``lines`` lines as narrow as that allows."""
    resources = scene.app.resources
    whole = resources.text(string, size, theme.TEXT, bold=bold).get_width()
    best = [string]
    width = whole
    while width > 20:
        width -= 6
        wrapped = resources.wrap(string, size, width, bold)
        if len(wrapped) > lines or max(resources.text(line, size, theme.TEXT, bold=bold)
                                       .get_width() for line in wrapped) > width:
            break
        best = wrapped
    return best


def card_lines(scene: ResultsScene, codes: list[str], width: int) -> list[list[str]]:
    """A cell's covered cards as lines of card words no wider than ``width``."""
    return card_word_lines(scene.app.resources, codes, CARD_TEXT, width) if codes else []


def faces_read(scene: ResultsScene) -> bool:
    """True where the small card faces' corner index reads at 12 CSS px or more (a tablet's
    canvas, 960×720 at 1024×768); on a phone the covered cards are written as words."""
    height = theme.CARD_MINI[1]
    return round(height * SMALL_INDEX_SHARE) * scene.layout_canvas.css_per_px >= 12


def line_width(scene: ResultsScene, lines: list[str], size: int, bold: bool = False) -> int:
    """The widest of ``lines`` at ``size``."""
    resources = scene.app.resources
    return max((resources.text(line, size, theme.TEXT, bold=bold).get_width()
                for line in lines), default=0)


def column_widths(scene: ResultsScene, bodies: list[int],
                  headings: list[list[str]]) -> list[int]:
    """Each column's width: its cells' (``bodies``) or its heading's, the wider."""
    return [max(body, line_width(scene, head, SMALL_TEXT, bold=True))
            for body, head in zip(bodies, headings, strict=True)]


def compact_table(scene: ResultsScene, bottom: int) -> CompactTable:
    """The settlement's layout at the first of :data:`CELL_SIZES` that fits the panel: one
    line per heading and cell, then (while the columns overrun the panel) the heading that
    saves the most broken onto two lines, then the cells of the widest columns; where that
    still overruns it (Douque's eleven columns 960 wide), the columns :data:`TIGHT_GAP`
    apart and :data:`TIGHT_EDGE` in from the panel's sides, the card faces down to
    :data:`TIGHT_CARDS` and, if need be, cells on up to :data:`TIGHT_LINES` lines. Rows
    short enough to leave the notes and the legend's least height above ``bottom``."""
    columns = scene.columns()
    players = sorted(scene.data["players"], key=lambda entry: (entry["place"], entry["seat"]))
    values = [scene.cells(entry) for entry in players]
    panel_x, panel_width = panel_span(scene.size)
    gap, edge = GAP, EDGE
    room = panel_width - 2 * edge - gap * (len(columns) - 1)
    layout = column_layout(scene, values, room, CARDS_MIN, 2)
    if sum(layout[2]) > room:
        gap, edge = TIGHT_GAP, TIGHT_EDGE
        room = panel_width - 2 * edge - gap * (len(columns) - 1)
        for cell_lines in range(2, TIGHT_LINES + 1):
            layout = column_layout(scene, values, room, TIGHT_CARDS, cell_lines)
            if sum(layout[2]) <= room:
                break
    size, headings, widths, rows = layout
    spare = max(0, room - sum(widths))
    widths = [width + spare // len(widths) for width in widths]
    lines = max((len(cell) for row in rows for cell, (_, _, align) in zip(row, columns,
                                                                           strict=True)
                 if align != "cards"), default=1)
    table = CompactTable(size, headings, widths, rows, 0, pygame.Rect(panel_x, PANEL_Y,
                                                                         panel_width, 0), gap,
                         edge)
    least = lines * (size + LINE_GAP) + 4
    if any(align == "cards" for _, _, align in columns) and faces_read(scene):
        least = max(least, theme.CARD_MINI[1] + 4)  # a tablet's canvas: the faces read
    for index, (_, _, align) in enumerate(columns):  # a phone's: covered cards as words
        if align == "cards" and not faces_read(scene):
            written = max(len(card_lines(scene, row[index], widths[index])) for row in rows)
            least = max(least, written * (CARD_TEXT + LINE_GAP) + 4)
    wanted = least + 8
    below = notes_height(scene) + LEGEND_MIN
    fits = (bottom - below - PANEL_Y - table.head_height - 6) // max(1, len(players))
    table.row_height = max(least, min(wanted, fits))
    table.panel.height = table.head_height + table.row_height * len(players) + 6
    return table


def column_layout(scene: ResultsScene, values: list[list[str]], room: int, cards_min: int,
                  cell_lines: int) -> tuple[int, list[list[str]], list[int], list[list[Any]]]:
    """(cell size, headings, column widths, cells) for :func:`compact_table` across
    ``room``: a column of card faces ``cards_min`` wide, a cell on up to ``cell_lines``
    lines."""
    columns = scene.columns()
    layout: tuple[int, list[list[str]], list[int], list[list[Any]]] | None = None
    for size in CELL_SIZES:
        headings = [[heading] for heading, _, _ in columns]
        rows: list[list[Any]] = [[cells[index] if align == "cards" else [cells[index]]
                                  for index, (_, _, align) in enumerate(columns)]
                                 for cells in values]
        bodies = [cards_min if align == "cards" else
                  max(line_width(scene, row[index], size, index == 0) for row in rows)
                  for index, (_, _, align) in enumerate(columns)]

        # break the heading that saves the most, while the columns overrun the panel
        while sum(column_widths(scene, bodies, headings)) > room:
            widths = column_widths(scene, bodies, headings)
            savings = []
            for index, (heading, _, _) in enumerate(columns):
                broken = narrowest(scene, heading, SMALL_TEXT, 2, bold=True)
                narrower = max(bodies[index], line_width(scene, broken, SMALL_TEXT, True))
                savings.append((widths[index] - narrower, index, broken))
            saved, index, broken = max(savings, key=lambda item: item[0])
            if saved <= 0:
                break
            headings[index] = broken
        for index in sorted(range(len(columns)), key=lambda i: -bodies[i]):
            if sum(column_widths(scene, bodies, headings)) <= room:
                break
            if columns[index][2] == "cards":
                continue
            broken_cells = [narrowest(scene, row[index][0], size, cell_lines, index == 0)
                            for row in rows]
            narrower = max(line_width(scene, lines, size, index == 0) for lines in broken_cells)
            if narrower < bodies[index]:
                bodies[index] = narrower
                for row, lines in zip(rows, broken_cells, strict=True):
                    row[index] = lines
        layout = (size, headings, column_widths(scene, bodies, headings), rows)
        if sum(layout[2]) <= room:
            break
    assert layout is not None
    return layout


def draw_compact_table(scene: ResultsScene, surface: pygame.Surface,
                       bottom: int) -> CompactTable:
    """The settlement at :func:`compact_table`'s sizes (``bottom`` as there), best place
    first, your line lit, the column pointed at picked out; sets the scene's
    ``table_bottom`` and ``column_spans``."""
    resources = scene.app.resources
    table = compact_table(scene, bottom)
    columns = scene.columns()
    panel = table.panel
    scene.table_bottom = panel.bottom
    draw_panel(surface, resources, panel, alpha=165)
    x0 = panel.x + table.edge
    scene.column_spans = []
    x = x0
    for width in table.widths:  # each column's span reaches half-way into the gaps
        scene.column_spans.append((x - table.gap // 2, x + width + table.gap // 2))
        x += width + table.gap
    right = x - table.gap
    if scene.focus_column is not None and scene.focus_column < len(columns):
        left, end = scene.column_spans[scene.focus_column]
        band = pygame.Rect(left, panel.y + 4, end - left, panel.height - 8)
        surface.blit(resources.panel(band.size, theme.TEXT, 28, radius=6), band)
    lines_down = max(len(lines) for lines in table.headings)
    for index, (lines, (_, _, align)) in enumerate(zip(table.headings, columns, strict=True)):
        left = scene.column_spans[index][0] + table.gap // 2
        width = table.widths[index]
        colour = theme.TEXT if index == scene.focus_column else theme.ACCENT
        y = panel.y + HEAD_TOP + (lines_down - len(lines)) * (SMALL_TEXT + LINE_GAP)
        for line in lines:
            rendered = resources.text(line, SMALL_TEXT, colour, bold=True)
            at_x = left + width - rendered.get_width() if align == "right" else left
            surface.blit(rendered, (at_x, y))
            if index:  # a dotted underline: there is an explanation to point at
                for dot in range(at_x, at_x + rendered.get_width(), 4):
                    surface.fill(theme.ACCENT_DARK, (dot, y + rendered.get_height() - 1, 2, 1))
            y += SMALL_TEXT + LINE_GAP
    y = panel.y + table.head_height
    pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y - 4), (right, y - 4))
    players = sorted(scene.data["players"], key=lambda entry: (entry["place"], entry["seat"]))
    for entry, row in zip(players, table.rows, strict=True):
        if entry["seat"] == scene.session.human_seat and not scene.session.nobody_is_you:
            inset = min(8, table.edge - 2)  # the band inside the panel
            band = pygame.Rect(x0 - inset, y, right - x0 + 2 * inset, table.row_height - 2)
            surface.blit(resources.panel(band.size, theme.ACCENT, 40, radius=8), band)
        texts = {index: [resources.text(line, table.size, scene.cell_colour(heading,
                                                                               " ".join(cell)),
                                        bold=index == 0) for line in cell]
                 for index, (cell, (heading, _, align)) in enumerate(zip(row, columns,
                                                                          strict=True))
                 if align != "cards"}
        lift = row_lift(table, texts.values())
        for index, (cell, (_, _, align)) in enumerate(zip(row, columns, strict=True)):
            left = scene.column_spans[index][0] + table.gap // 2
            width = table.widths[index]
            if align == "cards" and faces_read(scene):
                scene.draw_cards(surface, cell, pygame.Rect(left, y + 3, width,
                                                            table.row_height - 8))
                continue
            if align == "cards":
                written = card_lines(scene, cell, width)
                top = y + (table.row_height - 2 - len(written) * (CARD_TEXT + LINE_GAP)) // 2
                draw_card_words(surface, resources, written, CARD_TEXT, (left, top),
                                CARD_TEXT + LINE_GAP, scene.app.settings.four_colour)
                continue
            top = y + centred(table, len(cell)) - lift
            for rendered in texts[index]:
                at_x = left + width - rendered.get_width() if align == "right" else left
                surface.blit(rendered, (at_x, top))
                top += table.size + LINE_GAP
        y += table.row_height
    return table


def centred(table: CompactTable, lines: int) -> int:
    """How far down its row a cell of ``lines`` lines starts: their boxes
    (:attr:`CompactTable.size` and :data:`LINE_GAP` each) centred in the row's band."""
    return (table.row_height - 2 - lines * (table.size + LINE_GAP)) // 2


def row_lift(table: CompactTable, cells: Iterable[list[pygame.Surface]]) -> int:
    """How far up a row's texts (``cells``, each its lines as rendered) move together from
    :func:`centred` so that their ink ends inside the row's band: 0 but in a row tighter
    than the font's line (a short canvas's eight rows: Chinese ink lies 7 to 31 px down a
    24-px line), and never so far that ink starts above the band."""
    pitch = table.size + LINE_GAP
    over, room = 0, table.row_height
    for lines in cells:
        if not lines:
            continue
        top = centred(table, len(lines))
        bottom = top + (len(lines) - 1) * pitch + lines[-1].get_bounding_rect().bottom
        over = max(over, bottom - (table.row_height - 2))
        room = min(room, top + lines[0].get_bounding_rect().top)
    return max(0, min(over, room))


def compact_notes(scene: ResultsScene) -> list[tuple[str, theme.Colour]]:
    """The notes under the settlement (:meth:`ResultsScene.note_lines`) wrapped at
    :data:`SMALL_TEXT` to the panel's width."""
    wrapped = []
    width = panel_span(scene.size)[1] - 24
    for line, colour in scene.note_lines():
        parts = scene.app.resources.wrap(line, SMALL_TEXT, width)
        wrapped += [(part, colour) for part in parts]
    return wrapped


def notes_height(scene: ResultsScene) -> int:
    """Room under the settlement for :func:`compact_notes`."""
    return max(16, 10 + NOTE_LINE * len(compact_notes(scene)))


def draw_compact_notes(scene: ResultsScene, surface: pygame.Surface) -> None:
    """The notes, one line each under the settlement, at :data:`SMALL_TEXT`."""
    resources = scene.app.resources
    y = scene.table_bottom + 6
    x = panel_span(scene.size)[0] + 12
    for line, colour in compact_notes(scene):
        surface.blit(resources.text(line, SMALL_TEXT, colour), (x, y))
        y += NOTE_LINE
