"""What of the raw input reaches a scene: held keys' repeats and fingers.

**Held keys.** The app asks pygame to repeat a held key (``pygame.key.set_repeat``: more
``KEYDOWN`` events on a timer), so that holding an arrow walks along the hand or a list. Held
Enter, P or M must not play card after card, pass again or mute and unmute; and in the
browser, on a busy page, the timer can fire before the key's release is read (one quick press
of M arrived as two and left the sound on). So a ``KEYDOWN`` of a key still held (no ``KEYUP``
since its own ``KEYDOWN``) passes only for the keys that move or delete, and only while the
keyboard's state says the key is down now (a late repeat would step an arrow one card too
far). Events without a scan code (``scancode`` 0: posted by a test or a script) are presses
each (:class:`HeldKeys`).

**Fingers**, in logical pixels, and no mouse made up from them. SDL reports a finger twice: as
``FINGERDOWN`` / ``FINGERMOTION`` / ``FINGERUP`` (at 0–1 across the window) and as mouse
events made up from the touch (pygame-ce marks those ``event.touch``), which would hover what
the finger last touched and click on the way down. :class:`TouchRouter` drops those and works
from the finger events alone:

- a scene that understands fingers (``Scene.accepts_touch``, the table) gets the finger events
  with a ``pos`` in logical pixels added;
- every other scene gets them as mouse events marked ``touch=True`` — a press, the moves of a
  pressed finger and a release, never a hover — so its buttons work as they do with a mouse.

Only the first finger down counts until it lifts (a palm or a second thumb is ignored).
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


FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                pygame.MOUSEWHEEL)
_AS_MOUSE = {pygame.FINGERDOWN: pygame.MOUSEBUTTONDOWN, pygame.FINGERUP: pygame.MOUSEBUTTONUP,
             pygame.FINGERMOTION: pygame.MOUSEMOTION}


def from_touch(event: pygame.event.Event) -> bool:
    """True for a mouse event SDL made up from a finger (pygame-ce's ``event.touch``)."""
    return event.type in MOUSE_EVENTS and bool(getattr(event, "touch", False))


class TouchRouter:
    """Turns raw finger events into what a scene takes (see the module's docstring).

    ``window_size`` gives the window's size in pixels and ``to_logical`` maps a window
    position to the logical canvas (the app's letterboxing).
    """

    def __init__(self, window_size: Callable[[], tuple[int, int]],
                 to_logical: Callable[[tuple[int, int]], tuple[int, int]]) -> None:
        self.window_size = window_size
        self.to_logical = to_logical
        self.finger: tuple[int, int] | None = None  # (touch_id, finger_id) of the finger down
        self.last_position: tuple[int, int] | None = None
        #: A finger has touched the screen in this run (the player plays by touch).
        self.fingers_used = False

    def position(self, event: pygame.event.Event) -> tuple[int, int]:
        """The finger's position in logical pixels."""
        width, height = self.window_size()
        x = min(max(float(event.x), 0.0), 1.0) * width
        y = min(max(float(event.y), 0.0), 1.0) * height
        return self.to_logical((min(width - 1, round(x)), min(height - 1, round(y))))

    def route(self, event: pygame.event.Event, accepts_touch: bool) -> list[pygame.event.Event]:
        """The events a scene should see for ``event`` (none for made-up mouse events and for
        fingers other than the first one down)."""
        if from_touch(event):
            return []
        if event.type not in FINGER_EVENTS:
            return [event]
        key = (int(getattr(event, "touch_id", 0)), int(getattr(event, "finger_id", 0)))
        if event.type == pygame.FINGERDOWN:
            if self.finger is not None and self.finger != key:
                return []
            self.finger = key
            self.fingers_used = True
        elif self.finger != key:
            return []
        position = self.position(event)
        previous = self.last_position or position
        self.last_position = position
        if event.type == pygame.FINGERUP:
            self.cancel()
        if accepts_touch:
            return [pygame.event.Event(event.type, {**event.dict, "pos": position})]
        data = {"pos": position, "touch": True}
        if event.type == pygame.FINGERMOTION:
            data["rel"] = (position[0] - previous[0], position[1] - previous[1])
            data["buttons"] = (1, 0, 0)
        else:
            data["button"] = 1
        return [pygame.event.Event(_AS_MOUSE[event.type], data)]

    def cancel(self) -> None:
        """Forget the finger down (lifted, or the scene changed under it)."""
        self.finger = None
        self.last_position = None
