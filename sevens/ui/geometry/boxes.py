"""Boxes and the ways to share one out: rows, columns, grids, flowing items into lines.

A :class:`Box` is a frozen ``(x, y, width, height)`` in logical px; as a 4-tuple it becomes a
``pygame.Rect`` where it is drawn (``pygame.Rect(box)``), but nothing here needs pygame.
Sizes handed to :func:`row` and :func:`column` are whole pixels or shares of what is left
(:class:`Share`), as a grid's ``fr`` unit shares out a style sheet's free room.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

__all__ = ["Box", "Share", "at_least", "column", "flow", "grid", "row"]


class Box(NamedTuple):
    """A rectangle in logical px: its left, top, width and height."""

    x: int
    y: int
    width: int
    height: int

    @property
    def right(self) -> int:
        """The first column right of the box."""
        return self.x + self.width

    @property
    def bottom(self) -> int:
        """The first row under the box."""
        return self.y + self.height

    @property
    def centre(self) -> tuple[int, int]:
        """The middle (rounded down)."""
        return (self.x + self.width // 2, self.y + self.height // 2)

    def inset(self, horizontal: int, vertical: int | None = None) -> Box:
        """The box with ``horizontal`` px off each side and ``vertical`` (the same unless
        told) off the top and the bottom."""
        vertical = horizontal if vertical is None else vertical
        return Box(self.x + horizontal, self.y + vertical, max(0, self.width - 2 * horizontal),
                   max(0, self.height - 2 * vertical))

    def take_top(self, height: int, gap: int = 0) -> tuple[Box, Box]:
        """A strip ``height`` tall from the top, and what is left under it after ``gap``."""
        height = min(height, self.height)
        rest = min(self.height, height + gap)
        return (Box(self.x, self.y, self.width, height),
                Box(self.x, self.y + rest, self.width, self.height - rest))

    def take_bottom(self, height: int, gap: int = 0) -> tuple[Box, Box]:
        """A strip ``height`` tall from the bottom, and what is left over it after ``gap``."""
        height = min(height, self.height)
        rest = min(self.height, height + gap)
        return (Box(self.x, self.bottom - height, self.width, height),
                Box(self.x, self.y, self.width, self.height - rest))

    def take_right(self, width: int, gap: int = 0) -> tuple[Box, Box]:
        """A strip ``width`` wide from the right, and what is left of it after ``gap``."""
        width = min(width, self.width)
        rest = min(self.width, width + gap)
        return (Box(self.right - width, self.y, width, self.height),
                Box(self.x, self.y, self.width - rest, self.height))

    def centred(self, width: int, height: int) -> Box:
        """A box of ``width`` × ``height`` in the middle of this one."""
        return Box(self.x + (self.width - width) // 2, self.y + (self.height - height) // 2,
                   width, height)

    def contains(self, other: Box) -> bool:
        """True when ``other`` lies wholly inside this box."""
        return (self.x <= other.x and self.y <= other.y and other.right <= self.right
                and other.bottom <= self.bottom)


@dataclass(frozen=True)
class Share:
    """A share of the room a row or column has left after its fixed sizes and gaps."""

    weight: float = 1.0


Size = int | Share


def _spans(start: int, total: int, sizes: Sequence[Size], gap: int,
           align: str) -> list[tuple[int, int]]:
    """Where each of ``sizes`` (px or :class:`Share`) starts along ``total`` px from
    ``start``, and its length, with ``gap`` between each two; ``align`` ("start", "centre",
    "end") places a line shorter than ``total``."""
    fixed = sum(size for size in sizes if isinstance(size, int))
    weights = sum(size.weight for size in sizes if isinstance(size, Share))
    free = max(0, total - fixed - gap * max(0, len(sizes) - 1))
    lengths: list[int] = []
    given = 0.0
    for size in sizes:
        if isinstance(size, int):
            lengths.append(size)
        else:  # running sums, so the shares add up to the free room exactly
            first = round(free * given / weights)
            given += size.weight
            lengths.append(round(free * given / weights) - first)
    used = sum(lengths) + gap * max(0, len(lengths) - 1)
    at = start + {"start": 0, "centre": (total - used) // 2, "end": total - used}[align]
    spans = []
    for length in lengths:
        spans.append((at, length))
        at += length + gap
    return spans


def row(box: Box, sizes: Sequence[Size], gap: int = 0, align: str = "start") -> list[Box]:
    """Boxes side by side across ``box``, each as tall as it: widths from ``sizes`` (px or
    :class:`Share`), ``gap`` between; ``align`` ("start", "centre", "end") places a row
    narrower than the box."""
    return [Box(x, box.y, width, box.height)
            for x, width in _spans(box.x, box.width, sizes, gap, align)]


def column(box: Box, sizes: Sequence[Size], gap: int = 0, align: str = "start") -> list[Box]:
    """Boxes one under another down ``box``, each as wide as it (see :func:`row`)."""
    return [Box(box.x, y, box.width, height)
            for y, height in _spans(box.y, box.height, sizes, gap, align)]


def grid(box: Box, columns: int, rows: int, gap: int = 0) -> list[Box]:
    """``columns`` × ``rows`` equal cells filling ``box``, row by row."""
    cells = []
    for line in column(box, [Share()] * rows, gap):
        cells += row(line, [Share()] * columns, gap)
    return cells


def flow(widths: Sequence[int], room: int, gap: int = 0) -> list[list[int]]:
    """Items of ``widths`` flowed into lines no wider than ``room``, in order (the indexes of
    each line's items); an item wider than the room has a line to itself."""
    lines: list[list[int]] = []
    used = 0
    for index, width in enumerate(widths):
        if lines and used + gap + width <= room:
            lines[-1].append(index)
            used += gap + width
        else:
            lines.append([index])
            used = width
    return lines


def at_least(length: int, thumb: int) -> int:
    """``length``, or a thumb (:attr:`sevens.ui.geometry.canvas.Canvas.thumb`) if that is
    more: a tap target never comes out smaller than a thumb."""
    return max(length, thumb)
