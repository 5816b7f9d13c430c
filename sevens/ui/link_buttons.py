"""The two buttons that move deal links without typing (issue 30): *Share link* / *Copy link*
on the results screen and *Paste a deal* in the menu.

Both work through the app's :class:`~sevens.ui.clipboard.Clipboard`, whose answers may come
frames later in the browser: each button's :meth:`update` (called from its scene's update)
picks the outcome up when it is there. The share button says what happened on its own label
for a few seconds ("Link copied"); the paste button hands the text to the app
(:meth:`~sevens.ui.navigation.Places.open_pasted_link`) or says why it could not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from sevens.app.translation import text
from sevens.ui.links import deal_link
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Places

NOTE_SECONDS = 3.0


class ShareLinkButton(Button):
    """Share (where the page has a share sheet) or copy the deal's link."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], app: Places) -> None:
        self.app = app
        self.resting = text("results.share") if app.clipboard.can_share() \
            else text("results.copy_link")
        super().__init__(rect, self.resting, self.share, size=15, name="share")
        self.note_left = 0.0

    def share(self) -> None:
        """Hand the link to the share sheet or the clipboard (the outcome comes later)."""
        self.app.clipboard.share(deal_link(self.app.session), text("app.title"))
        self.update(0.0)

    def update(self, dt: float) -> None:
        """Show the outcome on the label once it is known, then the usual label again."""
        outcome = self.app.clipboard.poll()
        if outcome is not None and outcome.state != "pasted":
            state = outcome.state if outcome.state in ("copied", "shared", "cancelled") \
                else "failed"
            self.label = text(f"results.link_{state}")
            self.note_left = NOTE_SECONDS
            self.app.invalidate()
        elif self.note_left > 0:
            self.note_left -= dt
            if self.note_left <= 0:
                self.label = self.resting
                self.app.invalidate()


class PasteDealButton(Button):
    """Read a deal link (or code) from the clipboard and open that deal."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], app: Places,
                 say: Callable[[str], None]) -> None:
        self.app = app
        self.say = say
        super().__init__(rect, text("menu.paste"), self.paste, size=15, name="paste")

    def paste(self) -> None:
        """Ask for the clipboard's text (in the browser the page answers frames later)."""
        self.app.clipboard.request_text()
        if self.app.clipboard.pending:
            self.say(text("menu.paste_reading"))
        self.update(0.0)

    def update(self, dt: float) -> None:
        """Open the pasted deal once the text is there, or say why not."""
        outcome = self.app.clipboard.poll()
        if outcome is None:
            return
        self.app.invalidate()
        if outcome.state != "pasted":
            self.say(text("menu.paste_failed"))
        elif self.app.open_pasted_link(outcome.text):
            self.say("")
        else:
            self.say(text("menu.paste_none"))
