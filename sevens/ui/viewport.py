"""The size of the logical canvas for a window or page of any shape, and the mapping between
the two (the canvas-size contract shared by the UI, the web page and the touch input).

The canvas's short side is always :data:`SHORT_SIDE` logical pixels; its long side follows the
shape of the window (natively) or of the page's usable area (in the browser), clamped to
[:data:`LONG_MIN`, :data:`LONG_MAX`]. A landscape window of 16:9 gives today's 1280×720; a
phone held upright (390×844 CSS px) gives 720×1558. Every layout reads the canvas's size, never
a constant. The canvas is then scaled into the window, keeping its aspect, centred
(letterboxed): :func:`letterbox` says where, :func:`window_to_logical` maps a pointer back.

No pygame here beyond ``pygame.Rect``, so it runs in tests and tools alike.
"""

from __future__ import annotations

from typing import Any

import pygame

from sevens.ui.geometry.canvas import LANDSCAPE
from sevens.ui.webhost import page_window

#: The canvas's short side in logical pixels, whatever the window's shape.
SHORT_SIDE = 720
#: A landscape window (or page) shorter than this many px is a phone turned sideways with
#: little height to spare (568×320, a 667×375 phone with its browser's bars shown): its
#: canvas's short side is twice its height, not :data:`SHORT_SIDE`, so the canvas is shown at
#: 0.5 CSS px a logical px as on a 640×360 phone, and every thumb-tall target
#: (:data:`~sevens.ui.geometry.canvas.THUMB_HEIGHT`) and 24-px text keeps its 44 and 12 CSS px.
SHORT_WINDOW = SHORT_SIDE // 2
#: The shortest a landscape canvas gets that way (a page 300 px tall; a shorter one is shown
#: at less than 0.5 CSS px a logical px).
SHORT_SIDE_MIN = 600
#: The narrowest and the widest the long side may be (4:3 to 20:9).
LONG_MIN = 960
LONG_MAX = 1600


def _clamp_long(value: float) -> int:
    return max(LONG_MIN, min(LONG_MAX, round(value)))


def logical_size_for(width: float, height: float) -> tuple[int, int]:
    """The logical canvas for a window or viewport of ``width`` × ``height`` (any unit).

    Landscape (or square): ``(clamp(round(720·w/h)), 720)``; portrait:
    ``(720, clamp(round(720·h/w)))``; the long side clamped to [960, 1600]. A landscape one
    under :data:`SHORT_WINDOW` (360) tall has a short side of ``2·h`` instead (no less than
    :data:`SHORT_SIDE_MIN`): 568×320 gives 1136×640. A degenerate size (zero or negative)
    gives :data:`LANDSCAPE`.
    """
    if width <= 0 or height <= 0:
        return LANDSCAPE
    if width >= height:
        short = SHORT_SIDE
        if height < SHORT_WINDOW:
            short = max(SHORT_SIDE_MIN, round(2 * height))
        return (_clamp_long(short * width / height), short)
    return (SHORT_SIDE, _clamp_long(SHORT_SIDE * height / width))


def letterbox(window: tuple[int, int], canvas: tuple[int, int]) -> pygame.Rect:
    """Where the canvas lands in the window: scaled to fit, keeping its aspect, centred."""
    if tuple(window) == tuple(canvas):
        return pygame.Rect((0, 0), canvas)
    scale = min(window[0] / canvas[0], window[1] / canvas[1])
    box = pygame.Rect(0, 0, max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))
    box.center = (window[0] // 2, window[1] // 2)
    return box


def window_to_logical(position: tuple[float, float], box: pygame.Rect,
                      canvas: tuple[int, int]) -> tuple[int, int]:
    """A window position mapped onto the canvas drawn in ``box`` (clamped into the canvas)."""
    if box.size == tuple(canvas) and box.topleft == (0, 0):
        return (int(position[0]), int(position[1]))
    x = (position[0] - box.x) * canvas[0] / max(1, box.width)
    y = (position[1] - box.y) * canvas[1] / max(1, box.height)
    return (min(canvas[0] - 1, max(0, round(x))), min(canvas[1] - 1, max(0, round(y))))


def browser_viewport(window: Any | None = None) -> tuple[int, int] | None:
    """The page's usable area in CSS px: ``window.sevensViewport`` (kept current by the page
    template, safe areas taken off), else ``innerWidth × innerHeight``; None outside a
    browser or when the page tells nothing usable."""
    window = page_window(window)
    if window is None:
        return None
    size: tuple[float, float] | None = None
    try:
        viewport = getattr(window, "sevensViewport", None)
        size = (float(viewport.width), float(viewport.height))  # type: ignore[union-attr]
    except Exception:  # noqa: BLE001 - no sevensViewport (another page): innerWidth/Height
        try:
            size = (float(window.innerWidth), float(window.innerHeight))
        except Exception:  # noqa: BLE001 - the page's object is not what we expect
            return None
    width, height = size
    if width <= 0 or height <= 0 or width != width or height != height:
        return None
    return (round(width), round(height))
