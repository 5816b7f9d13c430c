"""The notices: messages for the player (bad launch values, storage trouble), each shown
once, one at a time, as a toast on the menu, in the player's language."""

from __future__ import annotations

from collections.abc import Sequence

from sevens.app import translation
from sevens.message import Message


class NoticeBoard:
    """Notices for the player (bad launch values, storage trouble), each shown once, in the
    player's language (each is a :class:`~sevens.message.Message`, rendered when drawn).

    The menu shows them one at a time as a toast: :meth:`update` advances the one on show
    (only the menu calls it, so a toast is never used up behind another screen); a repeated
    sentence is not queued again. :attr:`shown` records what has been put on screen.
    """

    FADE_IN = 0.25
    FADE_OUT = 0.6
    GAP = 0.35

    def __init__(self, notices: Sequence[Message] = ()) -> None:
        self.queue: list[Message] = []
        self.shown: list[Message] = []
        self.current: Message | None = None
        self.elapsed = 0.0
        self.pause = 0.0
        for notice in notices:
            self.add(notice)

    def add(self, notice: Message | None) -> None:
        """Queue ``notice`` unless it is None or already queued, on show or shown; a notice of
        several sentences (:func:`sevens.message.sentences`: what went wrong, then where the
        old copy was kept) is queued one toast per sentence, so each is read whole."""
        if notice is None:
            return
        for part in notice.parts():
            if part not in self.queue and part not in self.shown and part != self.current:
                self.queue.append(part)

    @staticmethod
    def duration(notice: Message) -> float:
        """Seconds a notice stays up: long enough to read it calmly."""
        return max(5.0, 2.5 + len(translation.render(notice)) / 18)

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

    def page(self, pages: int) -> int:
        """Which of ``pages`` (a long notice shown a few lines at a time) is on show: each
        has an equal share of the notice's time."""
        if self.current is None or pages <= 1:
            return 0
        return min(pages - 1, int(self.elapsed * pages / self.duration(self.current)))

    def turn_page(self, pages: int) -> None:
        """A click on the notice: on to its next page, or away after the last one."""
        page = self.page(pages)
        if self.current is None or page + 1 >= pages:
            self.dismiss()
            return
        share = self.duration(self.current) / pages
        self.elapsed = max(self.elapsed, (page + 1) * share + 1e-6)

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
