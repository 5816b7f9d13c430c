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

from sevens.ui.messages import text
from sevens.ui.viewport import LANDSCAPE

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator


class Scene:
    """A screen of the game. Subclasses override the hooks they need."""

    #: True when the scene takes finger events itself (FINGERDOWN/MOTION/UP with a logical
    #: ``pos``); otherwise a finger reaches it as a mouse press and release without hover
    #: (see :mod:`sevens.ui.touch`).
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

    def __init__(self, app: Navigator) -> None:
        self.app = app
        #: The canvas size the scene is laid out for; the app calls :meth:`relayout` when
        #: the canvas has another (a window resized, a phone turned).
        self.layout_size: tuple[int, int] = self.size
        #: Whether the scene is laid out compact (see :attr:`compact`).
        self.layout_compact = self.compact

    @property
    def size(self) -> tuple[int, int]:
        """The logical canvas's size: 720 on the short side, the long side from the window's
        shape (:func:`sevens.ui.viewport.logical_size_for`)."""
        canvas = getattr(self.app, "canvas", None)
        if canvas is None:
            return LANDSCAPE
        width, height = canvas.get_size()
        if height > width and not self.portrait_ready:
            return LANDSCAPE
        if width > LANDSCAPE[0] and height <= width and not self.uses_wide_canvas():
            return LANDSCAPE
        if width < LANDSCAPE[0] and height <= width and not (self.narrow_ready
                                                             or self.uses_wide_canvas()):
            return LANDSCAPE
        return (width, height)

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
