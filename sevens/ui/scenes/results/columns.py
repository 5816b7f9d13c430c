"""The settlement's columns fitted across the room a canvas gives them: pure, no pygame.

Where the columns overrun the room, a heading is broken onto two lines where that saves the
most, then the widest columns' cells onto more lines, at the first cell size that fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sevens.ui.scenes.results.places import ResultsWords, TextMetrics

__all__ = ["ColumnFit"]


class ColumnFit:
    """The settlement's columns for ``words``, measured by ``metrics``, their cells tried at
    each of ``cell_sizes`` and their headings at ``heading_size``."""

    def __init__(self, metrics: TextMetrics, words: ResultsWords, cell_sizes: Sequence[int],
                 heading_size: int) -> None:
        self.metrics, self.words = metrics, words
        self.cell_sizes, self.heading_size = cell_sizes, heading_size

    def narrowest(self, string: str, size: int, lines: int, bold: bool = False) -> list[str]:
        """``string`` broken onto at most ``lines`` lines as narrow as that allows."""
        best = [string]
        width = self.metrics.width(string, size, bold)
        while width > 20:
            width -= 6
            wrapped = self.metrics.wrap(string, size, width, bold)
            if len(wrapped) > lines or max(self.metrics.width(line, size, bold)
                                           for line in wrapped) > width:
                break
            best = wrapped
        return best

    def line_width(self, lines: Sequence[str], size: int, bold: bool = False) -> int:
        """The widest of ``lines`` as drawn."""
        return max((self.metrics.width(line, size, bold) for line in lines), default=0)

    def column_widths(self, bodies: list[int], headings: list[list[str]]) -> list[int]:
        """Each column as wide as its cells' ``bodies`` or its heading's lines need."""
        return [max(body, self.line_width(head, self.heading_size, True))
                for body, head in zip(bodies, headings, strict=True)]

    def layout(self, room: int, cards_min: int,
               cell_lines: int) -> tuple[int, list[list[str]], list[int], list[list[Any]]]:
        """(cell size, headings, widths, cells) across ``room``: a heading broken where that
        saves the most, then the widest columns' cells, while the columns overrun it."""
        columns = self.words.columns
        layout = None
        for size in self.cell_sizes:
            headings = [[heading] for heading, _ in columns]
            rows: list[list[Any]] = [[row.cells[index] if align == "cards" else
                                      [row.cells[index]]
                                      for index, (_, align) in enumerate(columns)]
                                     for row in self.words.rows]
            bodies = [cards_min if align == "cards" else
                      max(self.line_width(row[index], size, index == 0) for row in rows)
                      for index, (_, align) in enumerate(columns)]
            while sum(self.column_widths(bodies, headings)) > room:
                widths = self.column_widths(bodies, headings)
                savings = []
                for index, (heading, _) in enumerate(columns):
                    broken = self.narrowest(heading, self.heading_size, 2, bold=True)
                    narrower = max(bodies[index], self.line_width(broken, self.heading_size, True))
                    savings.append((widths[index] - narrower, index, broken))
                saved, index, broken = max(savings, key=lambda item: item[0])
                if saved <= 0:
                    break
                headings[index] = broken
            for index in sorted(range(len(columns)), key=lambda i: -bodies[i]):
                if sum(self.column_widths(bodies, headings)) <= room:
                    break
                if columns[index][1] == "cards":
                    continue
                broken_cells = [self.narrowest(row[index][0], size, cell_lines, index == 0)
                                for row in rows]
                narrower = max(self.line_width(lines, size, index == 0)
                               for lines in broken_cells)
                if narrower < bodies[index]:
                    bodies[index] = narrower
                    for row, lines in zip(rows, broken_cells, strict=True):
                        row[index] = lines
            layout = (size, headings, self.column_widths(bodies, headings), rows)
            if sum(layout[2]) <= room:
                break
        assert layout is not None
        return layout
