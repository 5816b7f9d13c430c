"""Turning the pages of a screen whose words take more than its canvas (the rules, the
statistics, the house rules and the seats on a short canvas): the page, turners and keys."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import pygame

from sevens.ui.geometry.boxes import Box
from sevens.ui.widgets import Button

__all__ = ["Pager"]

#: What a page is: the layout's own (a page of words, a page's option numbers).
Page = TypeVar("Page")

#: The keys that turn a page, and which way: ← and Page Up back, → and Page Down on.
TURNING_KEYS = {pygame.K_LEFT: -1, pygame.K_PAGEUP: -1, pygame.K_RIGHT: 1, pygame.K_PAGEDOWN: 1}


class Pager(Generic[Page]):
    """The page on show among a layout's pages, turned with ◀ and ▶ where the layout puts
    them; a screen of one page has no turners (:meth:`PageType.turners`)."""

    def __init__(self) -> None:
        self.pages: tuple[Page, ...] = ()
        self.page = 0
        self.previous_button = Button((0, 0, 0, 0), "\u25c0", self.previous, name="previous")
        self.next_button = Button((0, 0, 0, 0), "\u25b6", self.next, name="next")
        #: The turners on show: none where the layout gave them no place.
        self.turners: list[Button] = []

    def lay_out(self, pages: Sequence[Page], previous: Box | None, next: Box | None,
                size: int) -> None:
        """Take a new layout's ``pages`` and the turners' boxes (None: no turners), their
        words ``size`` px; the page on show stays (the last one if there are fewer now)."""
        self.pages = tuple(pages)
        for button, box in ((self.previous_button, previous), (self.next_button, next)):
            button.rect, button.size = pygame.Rect(box or (0, 0, 0, 0)), size
        self.turners = [self.previous_button, self.next_button] if previous is not None else []
        self.turn_to(self.page)

    @property
    def page_count(self) -> int:
        """How many pages there are."""
        return len(self.pages)

    @property
    def shown(self) -> Page:
        """The page on show."""
        return self.pages[self.page]

    def turn_to(self, page: int) -> None:
        """Show ``page`` (kept among the pages); the turner with nowhere to go is dimmed."""
        self.page = max(0, min(page, self.page_count - 1))
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < self.page_count - 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Turn the page by a key of :data:`TURNING_KEYS` when there are several; True when
        the key was the pager's (screens ask their focus ring first: a ringed stepper keeps ← →)."""
        step = TURNING_KEYS.get(event.key) if event.type == pygame.KEYDOWN else None
        if step is None or self.page_count < 2:
            return False
        self.turn_to(self.page + step)
        return True

    def previous(self) -> None:
        """The page before."""
        self.turn_to(self.page - 1)

    def next(self) -> None:
        """The page after."""
        self.turn_to(self.page + 1)
