"""The layout contract and the layout toolkit: pure Python, no pygame.

- :mod:`sevens.ui.geometry.canvas` — :class:`Canvas`, the frozen description of the canvas a
  scene is laid out for (its size, its shape class, CSS px per logical px, the thumb, the
  seeing settings), and the shape rules, the one place that decides which shape a window is
  and at what size a scene is drawn.
- :mod:`sevens.ui.geometry.boxes` — :class:`Box` and the ways to share one out: rows,
  columns, grids, flowing items into lines, "at least a thumb".
- :mod:`sevens.ui.geometry.text` — fitting text to a box (the text measuring is passed in, so
  the geometry stays pygame-free), packing blocks into pages, scroll regions.

A scene's layout reads a :class:`Canvas` and returns frozen places built from these; its
drawing turns the boxes into ``pygame.Rect`` (a :class:`Box` is a 4-tuple) and paints them.
See ``docs/architecture.md`` (A screen, laid out once).
"""

from sevens.ui.geometry.boxes import Box, at_least, column, flow, grid, row
from sevens.ui.geometry.canvas import (
    COMPACT,
    DESKTOP,
    EVERY_SHAPE,
    NARROW,
    PORTRAIT,
    SHAPES,
    WIDE,
    Canvas,
    Shape,
    describe,
    shape_of,
)
from sevens.ui.geometry.text import (
    FittedText,
    Measure,
    ScrollRegion,
    Tone,
    Words,
    Wrap,
    fit_text,
    pack_pages,
)

__all__ = [
    "COMPACT",
    "DESKTOP",
    "EVERY_SHAPE",
    "NARROW",
    "PORTRAIT",
    "SHAPES",
    "WIDE",
    "Box",
    "Canvas",
    "FittedText",
    "Measure",
    "ScrollRegion",
    "Shape",
    "Tone",
    "Words",
    "Wrap",
    "at_least",
    "column",
    "describe",
    "fit_text",
    "flow",
    "grid",
    "pack_pages",
    "row",
    "shape_of",
]
