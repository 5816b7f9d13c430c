"""The notices: sentences for the player (bad launch values, storage trouble), each shown
once, one at a time, as a toast on the menu."""

from __future__ import annotations

from collections.abc import Sequence


class NoticeBoard:
    """Sentences for the player (bad launch values, storage trouble), each shown once.

    The menu shows them one at a time as a toast: :meth:`update` advances the one on show
    (only the menu calls it, so a toast is never used up behind another screen); a repeated
    sentence is not queued again. :attr:`shown` records what has been put on screen.
    """

    FADE_IN = 0.25
    FADE_OUT = 0.6
    GAP = 0.35

    def __init__(self, messages: Sequence[str] = ()) -> None:
        self.queue: list[str] = []
        self.shown: list[str] = []
        self.current: str | None = None
        self.elapsed = 0.0
        self.pause = 0.0
        for message in messages:
            self.add(message)

    def add(self, message: str | None) -> None:
        """Queue ``message`` unless it is empty or already queued, on show or shown."""
        message = (message or "").strip()
        if message and message not in self.queue and message not in self.shown:
            self.queue.append(message)

    @staticmethod
    def duration(message: str) -> float:
        """Seconds a sentence stays up: long enough to read it calmly."""
        return max(5.0, 2.5 + len(message) / 18)

    def update(self, dt: float) -> None:
        """Advance the toast on show; bring up the next one after a short pause."""
        if self.current is not None:
            self.elapsed += dt
            if self.elapsed >= self.duration(self.current):
                self.dismiss()
            return
        if self.pause > 0:
            self.pause -= dt
            return
        if self.queue:
            self.current = self.queue.pop(0)
            self.shown.append(self.current)
            self.elapsed = 0.0

    def dismiss(self) -> None:
        """Take the toast on show away (a click on it, or its time is up)."""
        if self.current is not None:
            self.current = None
            self.pause = self.GAP

    def opacity(self) -> float:
        """0…1: fading in, steady, fading out."""
        if self.current is None:
            return 0.0
        left = self.duration(self.current) - self.elapsed
        return max(0.0, min(1.0, self.elapsed / self.FADE_IN, left / self.FADE_OUT))

    @property
    def pending(self) -> int:
        """Sentences still waiting after the one on show."""
        return len(self.queue)
