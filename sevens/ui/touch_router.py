"""Touch input for every scene: fingers in logical pixels, and no mouse made up from them.

SDL reports a finger twice: as ``FINGERDOWN`` / ``FINGERMOTION`` / ``FINGERUP`` (its position
normalised to 0–1 across the window) and again as mouse events it synthesises from the touch
(pygame-ce marks those ``event.touch``). The synthesised mouse would hover whatever the finger
last touched and click on the way down, so :class:`TouchRouter` drops it and works from the
finger events alone:

- a scene that understands fingers (``Scene.accepts_touch``, the table) gets the finger events
  with a ``pos`` in logical pixels added;
- every other scene gets them as mouse events marked ``touch=True`` — a press, the moves of a
  pressed finger and a release, never a hover — so its buttons work as they do with a mouse.

Only the first finger down counts until it lifts (a palm or a second thumb is ignored).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

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
            data = dict(event.dict)
            data["pos"] = position
            return [pygame.event.Event(event.type, data)]
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
