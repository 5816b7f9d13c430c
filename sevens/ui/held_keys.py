"""Which key presses reach a scene: a held key repeats only where repeating means something.

The app asks pygame to repeat a held key (``pygame.key.set_repeat``), so that holding an arrow
walks along the hand or a list. pygame makes the repeats itself, on a timer, as more
``KEYDOWN`` events. Held Enter, P or M must not play card after card, pass again or mute and
unmute; and in the browser, on a busy page, the timer can fire before the key's release is
read, so one quick press of M arrived as two and left the sound on. So a ``KEYDOWN`` of a key
the keyboard still holds (no ``KEYUP`` since its own ``KEYDOWN``) passes only for the keys that
move or delete, and only while the keyboard's state says the key is down now (a repeat read
after its key's release came late, and would step an arrow one card too far). Events
without a keyboard's scan code (``scancode`` 0: posted by a test or a script) are presses
each, as posted.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

#: Keys a held press repeats: moving along a hand or a list, paging, deleting typed text.
REPEATING_KEYS = frozenset({
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
    pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_BACKSPACE, pygame.K_DELETE,
})


class HeldKeys:
    """The keys the keyboard holds down now, read from the events as they pass."""

    def __init__(self, pressed: Callable[[int], bool] | None = None) -> None:
        self.held: set[int] = set()
        #: Whether the keyboard holds a key down now (pygame's keyboard state by default).
        self.pressed = pressed or (lambda key: bool(pygame.key.get_pressed()[key]))

    def passes(self, event: pygame.event.Event) -> bool:
        """False for a repeat of a held key that does not repeat; True for any other event."""
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.held.clear()  # a key let go elsewhere sends its KEYUP there
        elif event.type == pygame.KEYDOWN and getattr(event, "scancode", 0):
            if event.key in self.held:
                return event.key in REPEATING_KEYS and self.pressed(event.key)
            self.held.add(event.key)
        return True
