"""The base of every screen: a :class:`Scene` draws itself and reacts to input.

Scenes never import one another, nor the application. A scene is typed against
:class:`~sevens.ui.navigation.Navigator`, the little the application offers it, and goes
somewhere by naming the place (``self.app.go(Table(resume=True))``, ``go(Back(scene))`` to
return to a scene it was handed): the app owns navigation and is the only module that knows
every scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from sevens.ui.geometry.canvas import (
    COMPACT,
    EVERY_SHAPE,
    LANDSCAPE,
    NARROW,
    PORTRAIT,
    WIDE,
    Canvas,
    Shape,
    scene_size,
    shape_of,
)
from sevens.ui.translation import text

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator


class Scene:
    """A screen of the game. Subclasses override the hooks they need."""

    #: True when the scene takes finger events itself (FINGERDOWN/MOTION/UP with a logical
    #: ``pos``); otherwise a finger reaches it as a mouse press and release without hover
    #: (see :mod:`sevens.ui.touch_router`).
    accepts_touch = False
    #: True for a scene with a layout of its own for a portrait canvas. The app draws any
    #: other scene on a 1280×720 landscape canvas fitted into the portrait one.
    portrait_ready: ClassVar[bool] = False
    #: True for a scene laid out for a landscape canvas wider than 1280 (a phone turned
    #: sideways gives 1558×720): it uses the width. The app draws any other scene at 1280×720
    #: in the middle of a wider canvas, the felt running on at both sides.
    wide_ready: ClassVar[bool] = False
    #: True for a scene laid out across a wider canvas only when it is compact (a phone
    #: turned sideways: the menu, the review, the rules, statistics, house rules and Seats),
    #: and drawn at 1280×720 centred otherwise.
    wide_when_compact: ClassVar[bool] = False
    #: True for a scene laid out for a landscape canvas narrower than 1280 (a 16:10 window
    #: gives 1152×720, a 4:3 one 960×720). The app draws any other scene at 1280×720 there,
    #: scaled down into the canvas, so nothing of it is cut off at the right.
    narrow_ready: ClassVar[bool] = False
    #: The shape classes (:data:`sevens.ui.geometry.canvas.SHAPES`) a scene moved to the
    #: layout toolkit lays itself out for, instead of the four flags above; on any other
    #: shape the shape rules give it 1280×720 (:func:`sevens.ui.geometry.canvas.scene_size`).
    shapes: ClassVar[frozenset[Shape] | None] = None

    def __init__(self, app: Navigator) -> None:
        self.app = app
        #: The canvas the scene is laid out for (:class:`~sevens.ui.geometry.canvas.Canvas`),
        #: handed over by the app, which calls :meth:`relayout` when the canvas it would
        #: describe now is another (a window resized, a phone turned, a seeing setting).
        self.layout_canvas: Canvas = self.described_canvas()
        #: The canvas size the scene is laid out for (the old contract, kept while scenes
        #: still read it).
        self.layout_size: tuple[int, int] = self.size
        #: Whether the scene is laid out compact (see :attr:`compact`).
        self.layout_compact = self.compact

    def lays_out_for(self) -> frozenset[Shape]:
        """The shape classes this scene lays itself out for: :attr:`shapes`, or what the old
        flags say (:attr:`portrait_ready`, :attr:`narrow_ready`, :meth:`uses_wide_canvas`)."""
        if self.shapes is not None:
            return self.shapes
        shapes: set[Shape] = set(EVERY_SHAPE) - {PORTRAIT, COMPACT, NARROW, WIDE}
        if self.portrait_ready:
            shapes.add(PORTRAIT)
        if self.narrow_ready:
            shapes.add(NARROW)
        if self.uses_wide_canvas():
            shapes.update((COMPACT, NARROW, WIDE))
        return frozenset(shapes)

    def described_canvas(self) -> Canvas:
        """The canvas this scene is to be laid out for, as the app describes it
        (:meth:`~sevens.ui.navigation.Navigator.describe_canvas`)."""
        describe = getattr(self.app, "describe_canvas", None)
        if describe is not None:
            return describe(self.lays_out_for())
        size = self.size  # an app standing in for the real one (a test's)
        return Canvas(width=size[0], height=size[1],
                      shape=shape_of(size, bool(getattr(self.app, "compact", False))))

    def take_canvas(self) -> bool:
        """Take the canvas the app describes now (:meth:`described_canvas`) and lay the scene
        out again (:meth:`relayout`) if it was laid out for another one, or for another size
        or compactness (a resize, a phone turned, a seeing setting). True when it did."""
        shape = (self.size, self.compact, self.described_canvas())
        if (getattr(self, "layout_size", None), getattr(self, "layout_compact", False),
                getattr(self, "layout_canvas", None)) == shape:
            return False
        self.layout_size, self.layout_compact, self.layout_canvas = shape
        self.relayout()
        return True

    @property
    def size(self) -> tuple[int, int]:
        """The size the scene is drawn at: the logical canvas's (720 on the short side, the
        long side from the window's shape, :func:`sevens.ui.viewport.logical_size_for`), or
        1280×720 on a shape it does not lay itself out for (the shape rules,
        :func:`sevens.ui.geometry.canvas.scene_size`)."""
        canvas = getattr(self.app, "canvas", None)
        if canvas is None:
            return LANDSCAPE
        size = canvas.get_size()
        return scene_size(size, bool(getattr(self.app, "compact", False)), self.lays_out_for())

    def uses_wide_canvas(self) -> bool:
        """True when this scene lays itself out across a landscape canvas wider than 1280
        (:attr:`wide_ready`, or :attr:`wide_when_compact` on a phone turned sideways);
        otherwise it is drawn at 1280×720, centred."""
        compact = self.wide_when_compact and bool(getattr(self.app, "compact", False))
        return self.wide_ready or compact

    @property
    def portrait(self) -> bool:
        """True on a canvas taller than it is wide (a phone held upright)."""
        width, height = self.size
        return height > width

    @property
    def compact(self) -> bool:
        """True for a landscape canvas shown small (a phone turned sideways, less than
        :data:`sevens.ui.viewport.COMPACT_SCALE` CSS px a logical px): scenes that care make
        their small texts and buttons thumb-sized then. Never on a 1280×720 window."""
        return not self.portrait and bool(getattr(self.app, "compact", False))

    def relayout(self) -> None:
        """Place everything again for the canvas's size (:attr:`size`), keeping the state:
        called by the app, on the spot, when the window or the page changes shape."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (positions are already in logical pixels)."""

    #: The message keys of this screen's name and of the keys it takes, said when it comes
    #: on show (see :meth:`spoken_title`).
    spoken_keys: ClassVar[tuple[str, str] | None] = None

    def spoken_title(self) -> str | None:
        """What a screen reader hears when this scene comes on show: its name and keys
        (see :mod:`sevens.ui.scene_speech`); None says nothing."""
        if self.spoken_keys is None:
            return None
        title, keys = self.spoken_keys
        return text("scene.named", title=text(title), keys=text(keys))

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene on the logical surface."""

    def draw_frame(self, surface: pygame.Surface, full: bool = False) -> list[pygame.Rect] | None:
        """Draw this frame on the app's canvas (kept between frames); returns the rectangles
        that changed, or None when the whole canvas may have (the app then presents it all).
        Scenes with a cached still layer override this (the table); the rest draw whole."""
        self.draw(surface)
        return None

    @property
    def animating(self) -> bool:
        """True while something on screen moves by itself (a flight, a fade, a bot to play):
        the app then draws every frame. A still scene is drawn again only after input or
        a change, and the loop sleeps in between (see the app's frame loop)."""
        return False
