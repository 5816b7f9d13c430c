"""The settlement as a table: its columns fitted across the results' panel (pure, no pygame).

Each column is as wide as its cells or its heading need. While they overrun the panel, a
heading is broken onto two lines where that saves the most, then the widest columns' cells
onto more lines, at each of :data:`SPACINGS` and of the type's cell sizes in turn. Where none
fits, or the panel is narrower than :data:`TABLE_LEAST`, the players get a block each
(:mod:`sevens.ui.scenes.results.layout`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from sevens.ui.scenes.results.places import ResultsWords, TextMetrics

#: The ways the columns are set, tried in turn until they fit: the room either side and
#: between them, the covered cards' least width, the lines a cell may take.
SPACINGS = ((12, 14, 150, 2), (6, 5, 150, 2), (6, 5, 80, 2), (6, 5, 80, 3))
#: The least panel a table is tried in (a phone held upright has 680 px: a block per player).
TABLE_LEAST = 880


@dataclass(frozen=True)
class Columns:
    """The settlement's columns as fitted: the room either side and between them, the room
    they share, the cells' size, each heading's lines, each column's width, and each
    player's cells (lines of words, or card codes)."""

    edge: int
    gap: int
    room: int
    size: int
    headings: list[list[str]]
    widths: list[int]
    cells: list[list[Any]]


def line_width(metrics: TextMetrics, lines: Sequence[str], size: int,
               bold: bool = False) -> int:
    """The widest of ``lines`` as drawn."""
    return max((metrics.width(line, size, bold) for line in lines), default=0)


def narrowest(metrics: TextMetrics, string: str, size: int, lines: int,
              bold: bool = False) -> list[str]:
    """``string`` broken onto at most ``lines`` lines as narrow as that allows."""
    best = [string]
    width = metrics.width(string, size, bold)
    while width > 20:
        width -= 6
        wrapped = metrics.wrap(string, size, width, bold)
        if len(wrapped) > lines or line_width(metrics, wrapped, size, bold) > width:
            break
        best = wrapped
    return best


def fit_columns(metrics: TextMetrics, words: ResultsWords, span: int,
                cell_sizes: Sequence[int], heading_size: int) -> Columns | None:
    """The settlement's columns fitted across a panel ``span`` px wide at the first of
    :data:`SPACINGS` and of ``cell_sizes`` that fits (the headings at ``heading_size``): while
    they overrun it, a heading broken onto two lines where that saves the most, then the
    widest columns' cells onto more lines. None where none fits, or the panel is narrower
    than :data:`TABLE_LEAST` (the players then have a block each)."""
    columns = words.columns
    if span < TABLE_LEAST:
        return None

    def widths_of(bodies: list[int], headings: list[list[str]]) -> list[int]:
        """Each column as wide as its cells' ``bodies`` or its heading's lines need."""
        return [max(body, line_width(metrics, head, heading_size, True))
                for body, head in zip(bodies, headings, strict=True)]

    # each heading on two lines as narrow as they go, measured once
    broken = [narrowest(metrics, heading, heading_size, 2, bold=True) for heading, _ in columns]

    for (edge, gap, cards_min, cell_lines), size in product(SPACINGS, cell_sizes):
        room = span - 2 * edge - gap * (len(columns) - 1)
        headings = [[heading] for heading, _ in columns]
        rows: list[list[Any]] = [[row.cells[index] if align == "cards" else
                                  [row.cells[index]]
                                  for index, (_, align) in enumerate(columns)]
                                 for row in words.rows]
        bodies = [cards_min if align == "cards" else
                  max(line_width(metrics, row[index], size, index == 0) for row in rows)
                  for index, (_, align) in enumerate(columns)]
        while sum(widths := widths_of(bodies, headings)) > room:
            savings = [width - max(body, line_width(metrics, lines, heading_size, True))
                       for width, body, lines in zip(widths, bodies, broken, strict=True)]
            index = savings.index(max(savings))  # where breaking saves the most
            if savings[index] <= 0:
                break
            headings[index] = broken[index]
        for index in sorted(range(len(columns)), key=lambda i: -bodies[i]):
            if sum(widths_of(bodies, headings)) <= room:
                break
            if columns[index][1] == "cards":
                continue
            broken_cells = [narrowest(metrics, row[index][0], size, cell_lines, index == 0)
                            for row in rows]
            narrower = max(line_width(metrics, lines, size, index == 0)
                           for lines in broken_cells)
            if narrower < bodies[index]:
                bodies[index] = narrower
                for row, lines in zip(rows, broken_cells, strict=True):
                    row[index] = lines
        widths = widths_of(bodies, headings)
        if sum(widths) <= room:
            return Columns(edge, gap, room, size, headings, widths, rows)
    return None
