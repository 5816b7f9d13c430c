"""Frames that cost little: the table's still layer is drawn once and kept; while cards fly
only the places they leave and reach are drawn again (dirty rectangles).

:class:`StillLayer`, which the scene holds, keeps the still layer (felt, bar, rows, seats,
your panel, the hand at rest, the status line, the buttons) in a surface of its own while its
*signature* stays the same (the view, the cards hidden under flights, the selection, the hint,
the status line, the buttons' states, the seats' status words). Each frame puts it back only
where the last frame's moving things were (cards in flight, bubbles), draws them again, and
returns those rectangles for the display to present. A frame whose signature changed, or one
of input, a new scene, the open log, a long press or a finger's card, is drawn whole; either
way the picture is the same pixel for pixel (``tests/test_ui_frames.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class StillLayer:
    """The table's still layer kept between frames, the signature it was drawn for, the
    surface it keeps up to date and where the last frame's moving things were."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.signature: tuple[Any, ...] | None = None
        self.target: pygame.Surface | None = None  # the surface frame() keeps up to date
        self.moving: tuple[pygame.Rect, ...] = ()

    def forget(self, surface: pygame.Surface) -> None:
        """A whole drawing on ``surface`` outside :meth:`frame` (a screenshot, a test): the
        next frame there starts from a fresh still layer."""
        if surface is self.target:
            self.signature = None

    def drop(self) -> None:
        """The frame was drawn whole: the next one starts from a fresh still layer."""
        self.target = None

    def frame(self, surface: pygame.Surface, signature: tuple[Any, ...],
              draw_still: Callable[[pygame.Surface], None],
              draw_moving: Callable[[pygame.Surface], list[pygame.Rect]],
              ) -> list[pygame.Rect] | None:
        """Draw a frame on ``surface``: the still layer (drawn again when ``signature``
        changed) and the moving things over it. Returns the rectangles that changed, or None
        when the whole surface did."""
        still = self.surface
        if (still is None or still.get_size() != surface.get_size()
                or surface is not self.target or signature != self.signature):
            if still is None or still.get_size() != surface.get_size():
                still = self.surface = pygame.Surface(surface.get_size()).convert()
            draw_still(still)
            surface.blit(still, (0, 0))
            self.moving = tuple(draw_moving(surface))
            self.signature = signature
            self.target = surface
            return None
        bounds = surface.get_rect()
        dirty = [rect.clip(bounds) for rect in self.moving]
        for rect in dirty:
            surface.blit(still, rect, rect)
        moving = [rect.clip(bounds) for rect in draw_moving(surface)]
        self.moving = tuple(moving)
        return [rect for rect in dirty + moving if rect.width and rect.height]
