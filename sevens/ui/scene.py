"""The base of every screen: a :class:`Scene` draws itself and reacts to input.

Scenes never import one another, nor the application: each is handed the app as
:class:`~sevens.ui.navigation.Navigator` and goes somewhere by naming the place
(``self.app.go(Table(resume=True))``, ``go(Back(scene))``). The base uses only the canvas
service: a scene names the shape classes it lays itself out for (:attr:`Scene.shapes`) and is
told its canvas; the shape rules (:mod:`sevens.ui.geometry.canvas`) decide the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from sevens.app.translation import text
from sevens.ui.geometry.canvas import DESKTOP, Canvas, Shape

if TYPE_CHECKING:
    from sevens.ui.services import CanvasService


class Scene:
    """A screen of the game. Subclasses override the hooks they need."""

    #: True when the scene takes finger events itself (FINGERDOWN/MOTION/UP with a logical
    #: ``pos``); otherwise a finger reaches it as a mouse press and release without hover
    #: (see :mod:`sevens.ui.raw_input`).
    accepts_touch = False
    #: The shape classes (:data:`sevens.ui.geometry.canvas.SHAPES`) the scene lays itself
    #: out for (the base: the desktop alone). On any other it is drawn at 1280×720
    #: (:func:`sevens.ui.geometry.canvas.scene_size`) and fitted into the canvas.
    shapes: ClassVar[frozenset[Shape]] = frozenset({DESKTOP})

    def __init__(self, app: CanvasService) -> None:
        self.app = app
        #: The canvas the scene is laid out for; the app calls :meth:`take_canvas` every frame.
        self.layout_canvas: Canvas = self.described_canvas()

    def described_canvas(self) -> Canvas:
        """The canvas this scene is to be laid out for now, as the app describes it."""
        return self.app.describe_canvas(self.shapes)

    def take_canvas(self) -> bool:
        """Take the canvas the app describes now (:meth:`described_canvas`) and lay the scene
        out again (:meth:`relayout`) if it was laid out for another one (a resize, a phone
        turned, a seeing setting). True when it did."""
        canvas = self.described_canvas()
        if canvas == self.layout_canvas:
            return False
        self.layout_canvas = canvas
        self.relayout()
        return True

    @property
    def size(self) -> tuple[int, int]:
        """The size the scene is drawn at: the logical canvas's, or 1280×720 on a shape it
        does not lay itself out for (:func:`sevens.ui.geometry.canvas.scene_size`)."""
        return self.described_canvas().size

    def relayout(self) -> None:
        """Place everything again for :attr:`layout_canvas`, keeping the state (a resize, a
        phone turned, a seeing setting)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (positions are already in logical pixels)."""

    #: The message keys of this screen's name and of the keys it takes, said when it comes
    #: on show (see :meth:`spoken_title`).
    spoken_keys: ClassVar[tuple[str, str] | None] = None

    def spoken_title(self) -> str | None:
        """What a screen reader hears when this scene comes on show: its name and keys
        (see :mod:`sevens.ui.narration`); None says nothing."""
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
        that changed, or None when the whole canvas may have. The table, with its kept still
        layer, overrides this; the rest draw whole."""
        self.draw(surface)
        return None

    @property
    def animating(self) -> bool:
        """True while something on screen moves by itself (a flight, a fade, a bot to play):
        the app then draws every frame; a still scene only after input or a change."""
        return False
