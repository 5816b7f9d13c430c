"""The window and the logical canvas: scenes draw on a fixed logical surface that is scaled
into the window with letterboxing, and mouse positions are mapped back to logical
coordinates before any scene sees them.

This is the one place that knows the window's size: :class:`Display` opens the window,
owns the canvas, presents it (scaled, letterboxed) and translates input positions.
"""

from __future__ import annotations

import sys

import pygame

from sevens.ui import theme

WEB = sys.platform == "emscripten"


class Display:
    """The window, the logical canvas drawn on by the scenes, and the letterbox between."""

    def __init__(self) -> None:
        flags = 0 if WEB else pygame.RESIZABLE
        self.window = pygame.display.set_mode(theme.LOGICAL_SIZE, flags)
        self.canvas = pygame.Surface(theme.LOGICAL_SIZE).convert()
        self._letterbox = pygame.Rect((0, 0), theme.LOGICAL_SIZE)

    def to_logical(self, position: tuple[int, int]) -> tuple[int, int]:
        """Map a window position to the logical canvas (clamped into it)."""
        box = self._letterbox
        if box.size == theme.LOGICAL_SIZE and box.topleft == (0, 0):
            return position
        x = (position[0] - box.x) * theme.LOGICAL_SIZE[0] / max(1, box.width)
        y = (position[1] - box.y) * theme.LOGICAL_SIZE[1] / max(1, box.height)
        return (min(theme.LOGICAL_SIZE[0] - 1, max(0, round(x))),
                min(theme.LOGICAL_SIZE[1] - 1, max(0, round(y))))

    def translate(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with its ``pos`` in logical pixels."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def present(self, rects: list[pygame.Rect] | None = None) -> None:
        """Scale the canvas into the window, letterboxed, and show it: all of it, or only
        ``rects`` (logical rectangles that changed; an empty list shows nothing new)."""
        window = pygame.display.get_surface()
        if window is None:
            return
        size = window.get_size()
        if rects is not None and self._letterbox.size != (0, 0) \
                and self._letterbox == self.letterbox_for(size):
            self.present_rects(window, rects)
            return
        if size == theme.LOGICAL_SIZE:
            self._letterbox = pygame.Rect((0, 0), size)
            window.blit(self.canvas, (0, 0))
        else:
            box = self._letterbox = self.letterbox_for(size)
            window.fill((0, 0, 0))
            window.blit(pygame.transform.smoothscale(self.canvas, box.size), box)
        pygame.display.flip()

    @staticmethod
    def letterbox_for(size: tuple[int, int]) -> pygame.Rect:
        """Where the canvas goes in a window of ``size``: scaled to fit, centred."""
        if size == theme.LOGICAL_SIZE:
            return pygame.Rect((0, 0), size)
        scale = min(size[0] / theme.LOGICAL_SIZE[0], size[1] / theme.LOGICAL_SIZE[1])
        box = pygame.Rect(0, 0, max(1, round(theme.LOGICAL_SIZE[0] * scale)),
                          max(1, round(theme.LOGICAL_SIZE[1] * scale)))
        box.center = (size[0] // 2, size[1] // 2)
        return box

    def present_rects(self, window: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """Show only the changed logical ``rects``. When the window is the canvas's size (the
        browser, whose page scales the canvas; a native window left at its size) only those
        pieces are copied and updated. A scaled window is scaled whole again, as the pieces
        of a smooth scaling do not meet exactly at their edges; nothing changed, nothing shown.
        """
        if not rects:
            return
        box = self._letterbox
        if box.size != self.canvas.get_size():
            window.blit(pygame.transform.smoothscale(self.canvas, box.size), box)
            pygame.display.update(box)
            return
        shown = [window.blit(self.canvas, rect.move(box.topleft), rect) for rect in rects]
        pygame.display.update(shown)
