"""Frames that cost little: the table's still layer is drawn once and kept; while cards fly
only the places they leave and reach are drawn again (dirty rectangles).

:meth:`TableFrames.draw_frame` is the app's way to draw the table. The still layer — felt,
top bar, rows, seats, your panel, the hand at rest, the status line and the buttons — is drawn
into a surface of its own and kept while its *signature* stays the same: the view (a new event
makes a new one), the cards hidden under flights, the selection, the hint, the status line, the
buttons' states, the words in the seats' name strips. Each frame then puts the still layer back
only where the last frame's moving things were (cards in flight, bubbles), draws the moving
things again, and returns those rectangles so that the display presents only them.

Input, a new scene, an open move log, a long press's panel, a card lifted or dragged by a finger:
those frames are drawn whole (:meth:`draw`), as is any frame whose signature changed. Either
way the picture is the same pixel for pixel (``tests/test_ui_frames.py``).
"""

from __future__ import annotations

from typing import Any

import pygame

from sevens.game import View
from sevens.ui.table.base import TableBase


class TableFrames(TableBase):
    """Cached still layer and dirty rectangles: one part of the table scene."""

    _still: pygame.Surface | None = None
    _still_signature: tuple[Any, ...] | None = None
    _still_target: pygame.Surface | None = None  # the surface draw_frame keeps up to date
    _moving_rects: tuple[pygame.Rect, ...] = ()

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The thinking player's dots, cards in flight, then bubbles; returns the Rects drawn
        over."""
        view = self.session.view()
        return [*self.draw_thinking(surface, view), *self.draw_flights(surface),
                *self.draw_bubbles(surface)]

    def forget_still_layer(self, surface: pygame.Surface) -> None:
        """A whole drawing on ``surface`` outside :meth:`draw_frame` (a screenshot, a
        test): the next frame there starts from a fresh still layer."""
        if surface is self._still_target:
            self._still_signature = None

    def frame_cacheable(self) -> bool:
        """True when the frame is still layer plus moving things alone: no move log open, no
        long-press panel, no card lifted or dragged by a finger (those draw over the moving
        things and are drawn whole)."""
        press = getattr(self, "press", None)
        return not (self.move_log.open or getattr(self, "card_info", None) is not None
                    or getattr(self, "armed", None) is not None
                    or (press is not None and press.dragging))

    def still_signature(self, surface: pygame.Surface, view: View) -> tuple[Any, ...]:
        """Everything the still layer is drawn from that can change without input."""
        self.refresh_buttons()
        session = self.session
        hint = session.hint
        buttons = tuple((button.label, button.enabled, button.hovered, button.primary,
                         button.danger, tuple(button.rect))
                        for button in [*self.buttons_top, *self.action_buttons()])
        thinking = self.thinking_seat(view)  # its dots are drawn with the moving things
        statuses = tuple(None if seat == thinking else self.seat_status(view, seat)
                         for seat in self.panels)
        return (surface.get_size(), id(view), tuple(sorted(self.hidden.items())),
                bool(self.flights), self.selected, self.target, self.target_confirmed,
                self.hovered, id(hint), session.hint_pending, self.status_line(view),
                buttons, thinking, statuses, id(self.rows), self.app.sound.muted,
                self.app.settings.four_colour, id(self.app.art))

    def draw_frame(self, surface: pygame.Surface, full: bool = False) -> list[pygame.Rect] | None:
        """Draw this frame on ``surface`` (the app's canvas, kept between frames).

        Returns the rectangles that changed, or None when the whole surface did (``full``:
        after input or a change of scene; or the still layer had to be drawn again).
        """
        view = self.session.view()
        if full or not self.frame_cacheable():
            self.draw(surface)
            self._still_target = None
            return None
        signature = self.still_signature(surface, view)
        still = self._still
        if (still is None or still.get_size() != surface.get_size()
                or surface is not self._still_target or signature != self._still_signature):
            if still is None or still.get_size() != surface.get_size():
                still = self._still = pygame.Surface(surface.get_size()).convert()
            self.draw_still(still, view)
            surface.blit(still, (0, 0))
            self._moving_rects = tuple(self.draw_moving(surface))
            self._still_signature = signature
            self._still_target = surface
            return None
        bounds = surface.get_rect()
        dirty = [rect.clip(bounds) for rect in self._moving_rects]
        for rect in dirty:
            surface.blit(still, rect, rect)
        moving = [rect.clip(bounds) for rect in self.draw_moving(surface)]
        self._moving_rects = tuple(moving)
        return [rect for rect in dirty + moving if rect.width and rect.height]
