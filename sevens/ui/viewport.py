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

import math
from typing import Any

import pygame

__all__ = [
    "COMPACT_ASPECT",
    "COMPACT_SCALE",
    "DESKTOP_SMALLEST_TEXT",
    "LANDSCAPE",
    "LONG_MAX",
    "LONG_MIN",
    "NARROW_COMPACT_SCALE",
    "PHONE_HEIGHT",
    "SHORT_SIDE",
    "SHORT_SIDE_MIN",
    "SHORT_WINDOW",
    "THUMB_HEIGHT",
    "browser_viewport",
    "is_compact",
    "is_portrait",
    "letterbox",
    "logical_size_for",
    "thumb_for",
    "window_to_logical",
]

#: The canvas's short side in logical pixels, whatever the window's shape.
SHORT_SIDE = 720
#: A landscape window (or page) shorter than this many px is a phone turned sideways with
#: little height to spare (568×320, a 667×375 phone with its browser's bars shown): its
#: canvas's short side is twice its height, not :data:`SHORT_SIDE`, so the canvas is shown at
#: 0.5 CSS px a logical px as on a 640×360 phone, and every thumb-tall target
#: (:data:`THUMB_HEIGHT`) and 24-px text keeps its 44 and 12 CSS px.
SHORT_WINDOW = SHORT_SIDE // 2
#: The shortest a landscape canvas gets that way (a page 300 px tall; a shorter one is shown
#: at less than 0.5 CSS px a logical px).
SHORT_SIDE_MIN = 600
#: The narrowest and the widest the long side may be (4:3 to 20:9).
LONG_MIN = 960
LONG_MAX = 1600
#: The canvas of a 16:9 landscape window, the shape the game was first drawn for.
LANDSCAPE = (1280, 720)
#: The height of a button or other tap target on a portrait canvas, in logical px: 44 CSS px
#: (what Apple and Google ask of a tap target) on a 360-px-wide phone held upright, whose
#: canvas is 720 wide (0.5 CSS px a logical px); 47 CSS px on a 390-px one.
THUMB_HEIGHT = 88
#: What Apple and Google ask of a tap target, in CSS px.
THUMB_CSS = 44
#: The shortest canvas of a phone held upright (360×640 gives 720×1280; 360×740 gives 1480).
#: A portrait canvas at least this tall keeps :data:`THUMB_HEIGHT` targets and 24-px body
#: text whatever its height; only a shorter one (a tablet's, shown at more CSS px a logical
#: px) is pressed in proportion.
PHONE_HEIGHT = 1280
#: The smallest type of the desktop (landscape, not compact) layouts' words, in logical px:
#: the Review's and the results' key hints, a rule system's one-line description in the menu
#: (a chart's numbers and the dealer's badge are 11).
DESKTOP_SMALLEST_TEXT = 12
#: A landscape canvas at least 16:9 (the shape of the compact layouts, made for a phone
#: turned sideways: thumb-tall buttons, 24-px text) shown at fewer window (or CSS) px than
#: this a logical px is laid out *compact*, as below it the desktop layouts' smallest text
#: (:data:`DESKTOP_SMALLEST_TEXT`) would come out under 10.8, about 11, CSS px. That is a
#: phone turned sideways (844×390 shows its 1558×720 canvas at 0.54, 915×412 at 0.57), and as
#: much a short page that is no phone: an embed 1000×450 (1600×720 at 0.63), a 1024×500
#: window (1475×720 at 0.69), 900×500 (1296×720 at 0.69). A 1280×720 window shows it at 1 and
#: a 1366×768 laptop's browser page (1366×657) at 0.91: the desktop layouts.
COMPACT_SCALE = 0.9
#: A narrower landscape canvas (16:10 gives 1152×720, 4:3 960×720) is compact only when shown
#: at fewer px than this a logical px (a 480×360 window). The compact table's hand held in
#: lines to choose from fits any width now (it reaches over your panel), but between 0.6 and
#: 0.9 its lines stand a thumb of 49–53 px apart, too little for a card's index and its cost
#: badge. (The compact results and menu fit 960 px since 1b810e3 and cae50e6.)
NARROW_COMPACT_SCALE = 0.6
#: The least width : height of a canvas laid out compact below :data:`COMPACT_SCALE`: 16:9.
COMPACT_ASPECT = (16, 9)


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


def is_portrait(size: tuple[int, int]) -> bool:
    """True for a canvas (or window) taller than it is wide."""
    return size[1] > size[0]


def is_compact(window: tuple[float, float], canvas: tuple[int, int]) -> bool:
    """True when a landscape ``canvas`` shown in ``window`` (window px natively, CSS px in the
    browser) gets fewer than :data:`COMPACT_SCALE` of them a logical px and is at least
    :data:`COMPACT_ASPECT` wide (a phone turned sideways, a short page), or fewer than
    :data:`NARROW_COMPACT_SCALE` whatever its shape."""
    if is_portrait(canvas) or window[0] <= 0 or window[1] <= 0:
        return False
    scale = min(window[0] / canvas[0], window[1] / canvas[1])
    if canvas[0] * COMPACT_ASPECT[1] >= canvas[1] * COMPACT_ASPECT[0]:  # 1280×720 is
        return scale < COMPACT_SCALE
    return scale < NARROW_COMPACT_SCALE


def thumb_for(window: tuple[float, float], canvas: tuple[int, int]) -> int:
    """A tap target's least size in logical px: :data:`THUMB_CSS` at the scale ``canvas`` is
    shown at in ``window`` (82 for 844×390's 1558×720, 88 at 0.5 CSS px a logical px), never
    more than :data:`THUMB_HEIGHT`."""
    if window[0] <= 0 or window[1] <= 0:
        return THUMB_HEIGHT
    scale = min(window[0] / canvas[0], window[1] / canvas[1])
    return min(THUMB_HEIGHT, math.ceil(THUMB_CSS / scale - 1e-6))


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
    if window is None:
        try:
            import platform as runtime_platform  # pygbag's platform module has a window

            window = getattr(runtime_platform, "window", None)
        except ImportError:  # pragma: no cover - platform is in the standard library
            return None
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
