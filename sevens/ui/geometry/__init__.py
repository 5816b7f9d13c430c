"""The layout contract and the layout toolkit: pure Python, no pygame.

- :mod:`sevens.ui.geometry.canvas` — :class:`Canvas`, the frozen description of the canvas a
  scene is laid out for (its size, its shape class, CSS px per logical px, the thumb, the
  seeing settings), and the shape rules, the one place that decides which shape a window is
  and at what size a scene is drawn.
- :mod:`sevens.ui.geometry.boxes` — :class:`Box` and the ways to share one out: rows,
  columns, grids, flowing items into lines, "at least a thumb".
- :mod:`sevens.ui.geometry.text` — fitting text to a box (the text measuring is passed in, so
  the geometry stays pygame-free), packing blocks into pages, scroll regions.

A scene's layout reads a :class:`~sevens.ui.geometry.canvas.Canvas` and returns frozen places
built from these; its drawing turns the boxes into ``pygame.Rect`` (a box is a 4-tuple) and
paints them.
See ``docs/architecture.md`` (A screen, laid out once).
"""
