"""Deal links on screen (issue 13): the notices a link's table says, a link wrapped to a width
without losing a character, and the buttons that move links without typing (issue 30).

A web address is one word with no space: :meth:`sevens.ui.resources.Resources.wrap` kept it
whole on a line of its own, past its panel on a phone turned sideways; :func:`wrap_link` also
breaks it (:data:`LINK_BREAKS`), and its lines joined again give back the link.

*Share link* / *Copy link* (the results) and *Paste a deal* (the menu) go through the app's
:class:`~sevens.ui.clipboard.Clipboard`, whose answers may come frames later in the browser:
each button's ``update`` (from its scene's) picks the outcome up.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from sevens.app.deal_links import deal_link
from sevens.app.notices import NoticeBoard
from sevens.app.translation import render, text
from sevens.ui import theme
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Places
    from sevens.ui.resources import Resources


def say_at_table(table: Any, notices: NoticeBoard) -> None:
    """A deal link opens straight to the table, where the menu's toasts are not shown: the
    notices waiting (a refused seat, a table of people sitting the deal out …) are said on
    the table's status line instead, long enough to read, and count as shown."""
    say = getattr(table, "say", None)
    if say is None or not notices.queue:
        return
    waiting = list(notices.queue)
    notices.queue.clear()
    notices.shown.extend(waiting)
    say(" ".join(render(notice) for notice in waiting), theme.ACCENT,
        sum(NoticeBoard.duration(notice) for notice in waiting))


#: Where a word too wide for a line may break, most readable first: before the query; after
#: a path's ``/`` (never between the two of ``https://``) or a parameter's ``&`` as well; then
#: anywhere (``None``: between any two characters).
LINK_BREAKS: tuple[re.Pattern[str] | None, ...] = (
    re.compile(r"(?=\?)"),
    re.compile(r"(?=\?)|(?<=&)|(?<=[^/]/)(?!/)"),
    None,
)


def link_line_fits(resources: Resources, line: str, size: int, width: int) -> bool:
    """Whether ``line`` at ``size`` px is no wider than ``width`` px."""
    return resources.font(size, False, line).size(line)[0] <= width


def wrap_link(resources: Resources, line: str, size: int, width: int,
              breaks: re.Pattern[str] | None = LINK_BREAKS[0]) -> list[str]:
    """``line`` wrapped to ``width`` px at ``size`` px: at spaces as
    :meth:`~sevens.ui.resources.Resources.wrap` does, and a word too wide for a line of its
    own also at ``breaks`` (see :data:`LINK_BREAKS`; every character when None: a leading
    space stays with the first piece). A piece still too wide keeps its own line: call again
    with the next of :data:`LINK_BREAKS` (the last never leaves one)."""
    return resources.wrap(line, size, width, split=link_splitter(breaks))


@functools.cache
def link_splitter(breaks: re.Pattern[str] | None) -> Callable[[str], list[str]]:
    """How :func:`wrap_link` cuts a word too wide for a line at ``breaks``: one function a
    pattern, so that :meth:`~sevens.ui.resources.Resources.wrap`'s cache, which the function
    is part of the key of, finds a link's lines again."""

    def split(word: str) -> list[str]:
        if breaks is None:
            head = 1 if word.startswith(" ") and len(word) > 1 else 0
            return [word[:head + 1], *word[head + 1:]]
        return [piece for piece in breaks.split(word) if piece]

    return split


def fitted_link(resources: Resources, versions: list[str], size: int, width: int,
                most: int) -> list[str]:
    """The first of ``versions`` (the whole address, then the query alone) that
    :func:`wrap_link` fits on ``most`` lines of ``width`` px, trying its :data:`LINK_BREAKS`
    in turn; when none does, the last version broken anywhere, on as many lines as it takes
    (never cut short)."""
    for version in versions:
        for breaks in LINK_BREAKS:
            lines = wrap_link(resources, version, size, width, breaks)
            if len(lines) <= most and all(link_line_fits(resources, part, size, width)
                                          for part in lines):
                return lines
    return wrap_link(resources, versions[-1], size, width, LINK_BREAKS[-1]) if versions else []


#: How long the share button says what happened, in seconds.
NOTE_SECONDS = 3.0
#: What the share button may say happened where the page has a share sheet (a share that
#: fails falls back on the clipboard), and where it only copies.
SHARE_OUTCOMES = ("shared", "cancelled", "copied", "failed")
COPY_OUTCOMES = ("copied", "failed")


class ShareLinkButton(Button):
    """Share (where the page has a share sheet) or copy the deal's link."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], app: Places) -> None:
        self.app = app
        self.outcomes = SHARE_OUTCOMES if app.clipboard.can_share() else COPY_OUTCOMES
        self.resting = text("results.share" if self.outcomes == SHARE_OUTCOMES
                            else "results.copy_link")
        super().__init__(rect, self.resting, self.share, size=15, name="share")
        self.note_left = 0.0

    def every_label(self) -> list[str]:
        """Every label the button may show: its own and each outcome it may report (a layout
        sizes the button for the widest, so an outcome never breaks or shrinks)."""
        return [self.resting, *(text(f"results.link_{state}") for state in self.outcomes)]

    def share(self) -> None:
        """Hand the link to the share sheet or the clipboard (the outcome comes later)."""
        self.app.clipboard.share(deal_link(self.app.session), text("app.title"))
        self.update(0.0)

    def update(self, dt: float) -> None:
        """Show the outcome on the label once it is known, then the usual label again."""
        outcome = self.app.clipboard.poll()
        if outcome is not None and outcome.state != "pasted":
            state = outcome.state if outcome.state in SHARE_OUTCOMES else "failed"
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
