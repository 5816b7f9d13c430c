"""The canvas contract: what a scene is told about the canvas it is laid out for, and the
shape rules, the one place that decides a window's shape class and a scene's size in it.

The app describes the canvas once for each scene (:func:`describe`) and hands the scene the
frozen :class:`Canvas`; a scene's layout reads it and never asks "portrait?" of anything else.
Shapes are classes, as breakpoints switch a class in a style sheet, not the code:

- :data:`PORTRAIT` — taller than wide (a phone held upright; a tablet's shorter canvas is
  pressed together, see :attr:`Canvas.squeeze`);
- :data:`COMPACT` — landscape shown small (a phone turned sideways, a short page: fewer than
  :data:`COMPACT_SCALE` CSS px a logical px), laid out for thumbs;
- :data:`NARROW` — landscape narrower than 1280 (a 16:10 window's 1152×720, 4:3's 960×720);
- :data:`DESKTOP` — the 1280×720 the game was first drawn for;
- :data:`WIDE` — landscape wider than 1280 on a desktop.

The canvas's own size comes from the window's shape (:func:`logical_size_for`). A scene names
the shapes it lays itself out for; on any other shape the rules give it 1280×720
(:data:`LANDSCAPE`), drawn fitted into the canvas (scaled down) or in its middle. Pure
Python: no pygame, so tools and tests read it alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "COMPACT",
    "COMPACT_ASPECT",
    "COMPACT_SCALE",
    "DESIGN_HEIGHT",
    "DESKTOP",
    "DESKTOP_SMALLEST_TEXT",
    "EVERY_SHAPE",
    "LANDSCAPE",
    "LEAST_TEXT_CSS",
    "NARROW",
    "NARROW_COMPACT_SCALE",
    "PHONE_HEIGHT",
    "PORTRAIT",
    "SHAPES",
    "THUMB_CSS",
    "THUMB_HEIGHT",
    "WIDE",
    "Canvas",
    "Shape",
    "describe",
    "is_compact",
    "is_portrait",
    "logical_size_for",
    "scene_size",
    "shape_of",
]

Shape = Literal["portrait", "compact", "narrow", "desktop", "wide"]
PORTRAIT: Shape = "portrait"
COMPACT: Shape = "compact"
NARROW: Shape = "narrow"
DESKTOP: Shape = "desktop"
WIDE: Shape = "wide"
#: Every shape class, from the smallest screen to the largest.
SHAPES: tuple[Shape, ...] = (PORTRAIT, COMPACT, NARROW, DESKTOP, WIDE)
#: A scene that lays itself out for every shape.
EVERY_SHAPE: frozenset[Shape] = frozenset(SHAPES)

#: The canvas of a 16:9 landscape window, the shape the game was first drawn for.
LANDSCAPE = (1280, 720)
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
#: The height of a button or other tap target on a phone's canvas, in logical px: 44 CSS px
#: (what Apple and Google ask of a tap target) on a 360-px-wide phone held upright, whose
#: canvas is 720 wide (0.5 CSS px a logical px); 47 CSS px on a 390-px one.
THUMB_HEIGHT = 88
#: What Apple and Google ask of a tap target, in CSS px.
THUMB_CSS = 44
#: The least size of any text a player reads, a card's corner index included, in CSS px:
#: where a canvas is shown small, no word is drawn smaller.
LEAST_TEXT_CSS = 12
#: The shortest canvas of a phone held upright (360×640 gives 720×1280; 360×740 gives 1480).
#: A portrait canvas at least this tall keeps :data:`THUMB_HEIGHT` targets and 24-px body
#: text whatever its height; only a shorter one (a tablet's, shown at more CSS px a logical
#: px) is pressed in proportion to :data:`DESIGN_HEIGHT`.
PHONE_HEIGHT = 1280
#: The portrait canvas the phone layouts were designed on (390×844 gives 720×1558).
DESIGN_HEIGHT = 1558
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


def logical_size_for(width: float, height: float) -> tuple[int, int]:
    """The logical canvas for a window or page of ``width`` × ``height`` (any unit): the short
    side :data:`SHORT_SIDE`, the long side following the window's shape, clamped to
    [:data:`LONG_MIN`, :data:`LONG_MAX`] (16:9 gives 1280×720, a 390×844 phone 720×1558). A
    landscape one under :data:`SHORT_WINDOW` (360) tall has a short side of ``2·h`` instead
    (no less than :data:`SHORT_SIDE_MIN`): 568×320 gives 1136×640. A degenerate size (zero or
    negative) gives :data:`LANDSCAPE`."""
    if width <= 0 or height <= 0:
        return LANDSCAPE
    short = SHORT_SIDE
    if width >= height and height < SHORT_WINDOW:
        short = max(SHORT_SIDE_MIN, round(2 * height))
    long = max(LONG_MIN, min(LONG_MAX, round(short * max(width, height) / min(width, height))))
    return (long, short) if width >= height else (short, long)


def is_portrait(size: tuple[int, int]) -> bool:
    """True for a canvas (or window) taller than it is wide."""
    return size[1] > size[0]


def shown_scale(window: tuple[float, float], canvas: tuple[int, int]) -> float:
    """Window (or CSS) px a logical px when ``canvas`` is fitted into ``window`` (1 for a
    degenerate window)."""
    if window[0] <= 0 or window[1] <= 0 or canvas[0] <= 0 or canvas[1] <= 0:
        return 1.0
    return min(window[0] / canvas[0], window[1] / canvas[1])


def is_compact(window: tuple[float, float], canvas: tuple[int, int]) -> bool:
    """True when a landscape ``canvas`` shown in ``window`` (window px natively, CSS px in the
    browser) gets fewer than :data:`COMPACT_SCALE` of them a logical px and is at least
    :data:`COMPACT_ASPECT` wide (a phone turned sideways, a short page), or fewer than
    :data:`NARROW_COMPACT_SCALE` whatever its shape."""
    if is_portrait(canvas) or window[0] <= 0 or window[1] <= 0:
        return False
    scale = shown_scale(window, canvas)
    if canvas[0] * COMPACT_ASPECT[1] >= canvas[1] * COMPACT_ASPECT[0]:  # 1280×720 is
        return scale < COMPACT_SCALE
    return scale < NARROW_COMPACT_SCALE


def shape_of(canvas: tuple[int, int], compact: bool) -> Shape:
    """The shape class of a canvas of ``canvas`` size (``compact``: landscape shown small,
    :func:`is_compact`)."""
    if is_portrait(canvas):
        return PORTRAIT
    if compact:
        return COMPACT
    if canvas[0] < LANDSCAPE[0]:
        return NARROW
    return WIDE if canvas[0] > LANDSCAPE[0] else DESKTOP


def scene_size(canvas: tuple[int, int], compact: bool,
               shapes: frozenset[Shape]) -> tuple[int, int]:
    """The size a scene that lays itself out for ``shapes`` is drawn at on a canvas of
    ``canvas`` size: the canvas's own when its shape is among them, else :data:`LANDSCAPE`
    (fitted in, scaled down, on a portrait or narrower canvas; in the middle of a wider one).
    A compact canvas narrower than 1280 is also taken by a scene laid out for narrow ones."""
    shape = shape_of(canvas, compact)
    if shape in shapes or (shape == COMPACT and canvas[0] < LANDSCAPE[0] and NARROW in shapes):
        return canvas
    return LANDSCAPE


@dataclass(frozen=True)
class Canvas:
    """What a scene is laid out for: a frozen description of its canvas."""

    #: The size the scene is laid out (and drawn) at, in logical px.
    width: int
    height: int
    #: Its shape class (:data:`SHAPES`).
    shape: Shape
    #: Window (CSS in the browser) px a logical px of the scene, as the player sees it.
    css_per_px: float = 1.0
    #: The least height of a tap target, in logical px (:data:`THUMB_CSS` as shown).
    thumb: int = THUMB_HEIGHT
    #: The seeing settings (issue 34): the cards 1.5× larger; a black table, white text.
    large_cards: bool = False
    high_contrast: bool = False

    @property
    def size(self) -> tuple[int, int]:
        """``(width, height)``."""
        return (self.width, self.height)

    @property
    def portrait(self) -> bool:
        """True for :data:`PORTRAIT` (taller than wide: a phone held upright)."""
        return self.shape == PORTRAIT

    @property
    def compact(self) -> bool:
        """True for :data:`COMPACT` (landscape shown small: a phone turned sideways, a short
        page): laid out for thumbs. Never on a 1280×720 window."""
        return self.shape == COMPACT

    @property
    def touch(self) -> bool:
        """True for the shapes laid out for thumbs (:data:`PORTRAIT`, :data:`COMPACT`)."""
        return self.shape in (PORTRAIT, COMPACT)

    @property
    def squeeze(self) -> float:
        """How much a thumb layout presses its design sizes: 1 on a phone's canvas, upright
        (:data:`PHONE_HEIGHT` tall or more) or turned sideways; a tablet's shorter portrait
        canvas in proportion to :data:`DESIGN_HEIGHT`."""
        if self.shape != PORTRAIT or self.height >= PHONE_HEIGHT:
            return 1.0
        return min(1.0, self.height / DESIGN_HEIGHT)

    def px_for_css(self, css: float) -> int:
        """The logical px that show ``css`` CSS px on this canvas (rounded up)."""
        return math.ceil(css / self.css_per_px - 1e-6)

    @property
    def least_text(self) -> int:
        """The least type size, in logical px, that shows :data:`LEAST_TEXT_CSS` CSS px."""
        return self.px_for_css(LEAST_TEXT_CSS)


def describe(canvas: tuple[int, int], window: tuple[float, float],
             shapes: frozenset[Shape] = EVERY_SHAPE, large_cards: bool = False,
             high_contrast: bool = False) -> Canvas:
    """The :class:`Canvas` of a scene that lays itself out for ``shapes``, on a logical
    canvas of ``canvas`` size shown in a ``window`` (window px natively, CSS px in the
    browser). A scene drawn at :data:`LANDSCAPE` inside another canvas is told the scale it
    is seen at there, and keeps the canvas's shape class when that is compact."""
    compact = is_compact(window, canvas)
    size = scene_size(canvas, compact, shapes)
    scale = shown_scale(window, canvas)
    if size != canvas:  # fitted in: scaled down on a portrait or narrower canvas
        scale *= min(1.0, canvas[0] / size[0], canvas[1] / size[1])
    shape = COMPACT if compact else shape_of(size, False)
    # a tap target's least size: THUMB_CSS as shown (82 for 844×390's 1558×720 canvas)
    thumb = min(THUMB_HEIGHT, math.ceil(THUMB_CSS / scale - 1e-6))
    return Canvas(width=size[0], height=size[1], shape=shape, css_per_px=scale, thumb=thumb,
                  large_cards=large_cards, high_contrast=high_contrast)
