"""The window and the logical canvas, the one place that knows the window's size:
:class:`Display` opens the window, owns the canvas the scenes draw on, presents it (scaled,
keeping its aspect, centred: :func:`letterbox`) and maps input positions back onto it
(:func:`window_to_logical`). The canvas's size follows the shape of the window natively, of
the page's usable area in the browser (read a few times a second), by
:func:`sevens.ui.geometry.canvas.logical_size_for`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from sevens.app.webpage import WEB, browser_viewport
from sevens.ui.geometry.canvas import LANDSCAPE, logical_size_for

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

#: Seconds between two looks at the page's size in the browser.
VIEWPORT_POLL_SECONDS = 0.25


def letterbox(window: tuple[int, int], canvas: tuple[int, int]) -> pygame.Rect:
    """Where the canvas lands in the window: scaled to fit, keeping its aspect, centred."""
    scale = min(window[0] / canvas[0], window[1] / canvas[1])
    box = pygame.Rect(0, 0, max(1, round(canvas[0] * scale)), max(1, round(canvas[1] * scale)))
    box.center = (window[0] // 2, window[1] // 2)
    return box


def window_to_logical(position: tuple[float, float], box: pygame.Rect,
                      canvas: tuple[int, int]) -> tuple[int, int]:
    """A window position mapped onto the canvas drawn in ``box`` (clamped into the canvas)."""
    x = (position[0] - box.x) * canvas[0] / max(1, box.width)
    y = (position[1] - box.y) * canvas[1] / max(1, box.height)
    return (min(canvas[0] - 1, max(0, round(x))), min(canvas[1] - 1, max(0, round(y))))


class Display:
    """The window, the logical canvas drawn on by the scenes, and the letterbox between."""

    def __init__(self, window: tuple[int, int] | None = None) -> None:
        window = (browser_viewport() if WEB else window) or LANDSCAPE
        logical = logical_size_for(*window)
        # In the browser the page scales the canvas element; natively the window is resizable
        self.window = pygame.display.set_mode(logical if WEB else window,
                                              0 if WEB else pygame.RESIZABLE)
        self.canvas = pygame.Surface(logical).convert()
        self._letterbox = letterbox(self.window.get_size(), logical)
        #: The size the current scene draws at; smaller than the canvas for a scene drawn
        #: apart and fitted in (a landscape-only scene on a portrait canvas).
        self.scene_size: tuple[int, int] = logical
        self._viewport_seen = window if WEB else None
        self._viewport_clock = 0.0
        self._scene_canvas: pygame.Surface | None = None

    @property
    def size(self) -> tuple[int, int]:
        """The logical canvas's size."""
        return self.canvas.get_size()

    @property
    def shown_size(self) -> tuple[int, int]:
        """The size the canvas is shown in: the page's usable area in CSS px in the browser,
        the window natively."""
        if WEB:
            return self._viewport_seen or self.size
        return pygame.display.get_window_size()

    def fit(self, window: tuple[int, int]) -> bool:
        """Give the canvas the logical size a window of ``window`` calls for. True when it
        changed (the scene must then be laid out again)."""
        logical = logical_size_for(*window)
        if logical == self.size:
            return False
        if WEB:
            self.window = pygame.display.set_mode(logical)
        self.canvas = pygame.Surface(logical).convert()
        return True

    def window_resized(self) -> bool:
        """The window was resized: fit the canvas to its new shape (see :meth:`fit`); in the
        browser, to the page's usable area's (the window is the canvas, and a canvas is no
        page: 1136×640, 568×320's canvas, would call for 1278×720)."""
        window = pygame.display.get_surface()
        if window is None:
            return False
        shape = self._viewport_seen if WEB else window.get_size()
        changed = self.fit(shape) if shape else False
        self._letterbox = letterbox(window.get_size(), self.size)
        return changed

    def watch_viewport(self, dt: float) -> bool:
        """In the browser, look at the page's usable area now and then (a phone turned, a
        window resized) and fit the canvas to it. True when the canvas changed size."""
        if not WEB:
            return False
        self._viewport_clock += dt
        if self._viewport_clock < VIEWPORT_POLL_SECONDS:
            return False
        self._viewport_clock = 0.0
        seen = browser_viewport()
        if seen is None or seen == self._viewport_seen:
            return False
        self._viewport_seen = seen
        return self.fit(seen)

    def draw_fitted(self, draw: Callable[[pygame.Surface], None], resources: Resources) -> None:
        """Draw a scene laid out for a smaller canvas (:attr:`scene_size`) with ``draw``,
        fitted into the canvas, centred, on the felt. A narrower scene of the same height (a
        1280×720 scene on a phone turned sideways) is drawn unscaled in the middle, on its
        part of the canvas's felt, so the felt runs on at both sides; any other (a landscape
        scene on a portrait canvas) is drawn apart and scaled down."""
        box = letterbox(self.size, self.scene_size)
        felt = resources.felt
        self.canvas.blit(felt, (0, 0))
        if self._scene_canvas is None or self._scene_canvas.get_size() != self.scene_size:
            self._scene_canvas = pygame.Surface(self.scene_size).convert()
        if box.size == self.scene_size:
            resources.felt = felt.subsurface(box)
            try:
                draw(self._scene_canvas)
            finally:
                resources.felt = felt
            self.canvas.blit(self._scene_canvas, box)
            return
        resources.set_canvas_size(self.scene_size)
        draw(self._scene_canvas)
        resources.set_canvas_size(self.size)
        self.canvas.blit(pygame.transform.smoothscale(self._scene_canvas, box.size), box)

    def fittings(self) -> list[tuple[pygame.Rect, tuple[int, int]]]:
        """Where each picture lands in the one around it, with its own size, outermost first:
        the canvas in the window (as last presented), then a scene drawn apart in the canvas."""
        found = [(self._letterbox, self.size)]
        if self.scene_size != self.size:
            found.append((letterbox(self.size, self.scene_size), self.scene_size))
        return found

    def to_logical(self, position: tuple[int, int]) -> tuple[int, int]:
        """Map a window position to the scene's logical coordinates (clamped into them)."""
        for box, inner in self.fittings():
            position = window_to_logical(position, box, inner)
        return position

    def window_box(self, rect: pygame.Rect) -> tuple[int, int, int, int]:
        """``rect`` of the scene as ``(x, y, width, height)`` in the window's pixels."""
        x, y, width, height = (float(value) for value in rect)
        for box, inner in reversed(self.fittings()):
            scale_x, scale_y = box.width / inner[0], box.height / inner[1]
            x, y = box.x + x * scale_x, box.y + y * scale_y
            width, height = width * scale_x, height * scale_y
        return round(x), round(y), round(width), round(height)

    def present(self, rects: list[pygame.Rect] | None = None) -> None:
        """Scale the canvas into the window, letterboxed, and show it: all of it, or only
        ``rects`` (logical rectangles that changed; an empty list shows nothing new). Only a
        window of the canvas's size (the browser's, whose page scales the canvas; a native
        one left at its size) is updated piece by piece: the pieces of a smooth scaling do not
        meet exactly at their edges, so a scaled window is scaled whole again."""
        window = pygame.display.get_surface()
        if window is None:
            return
        box = letterbox(window.get_size(), self.size)
        if rects is not None and box == self._letterbox and (not rects or box.size == self.size):
            if rects:
                pygame.display.update([window.blit(self.canvas, rect.move(box.topleft), rect)
                                       for rect in rects])
            return
        self._letterbox = box
        if box.size == self.size:
            window.blit(self.canvas, box)
        else:
            window.fill((0, 0, 0))
            window.blit(pygame.transform.smoothscale(self.canvas, box.size), box)
        pygame.display.flip()
