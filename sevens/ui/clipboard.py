"""Deal links without typing: copy or share a link, and read one back from the clipboard.

Natively the clipboard is SDL's (``pygame.scrap``), which answers at once. In the browser the
page does it (``navigator.share`` where there is one, else ``navigator.clipboard``, whose
``readText`` reads), and answers later, through a promise. The game never waits:
:meth:`Clipboard.share` and :meth:`Clipboard.request_text` start the job, and
:meth:`Clipboard.poll`, every frame, returns its outcome once the page has it (``"copied"``,
``"shared"``, ``"pasted"`` with the text, ``"failed"``; what each says is in the message
tables). The page's side is ``page/clipboard.js``, put on ``window.sevensClipboard``
(through pygbag's ``platform.window``), which keeps the outcome where a frame can read it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Any

import pygame

from sevens.app.webpage import WEB, ask_bridge

#: The page's side (``page/clipboard.js``), installed once as ``window.sevensClipboard``.
PAGE_BRIDGE = resources.files("sevens.ui").joinpath("page/clipboard.js").read_text(encoding="utf-8")


@dataclass(frozen=True)
class ClipboardOutcome:
    """How a clipboard job ended: ``copied``, ``shared``, ``pasted`` (with ``text``),
    ``cancelled`` (the share sheet closed) or ``failed``."""

    state: str
    text: str = ""


class Clipboard:
    """Copy, share and paste: SDL's clipboard natively, the page's in the browser.

    ``window`` is the page's ``window`` (pygbag's ``platform.window``; found by itself in the
    browser). ``web`` says which side to use (tests pass it).
    """

    def __init__(self, web: bool = WEB, window: Any = None) -> None:
        self.web = web
        self._window = window
        self._outcome: ClipboardOutcome | None = None
        #: True while the page has not answered yet.
        self.pending = False
        self._can_share: bool | None = None  # the page's answer, asked once

    # ------------------------------------------------------------------ the page

    def ask(self, question: Callable[[Any], Any], otherwise: Any) -> Any:
        """``question(bridge)`` asked of the page's bridge (installed on first use);
        ``otherwise`` outside the browser, without the bridge (a page that refuses it), or
        when the page throws (it went away, or has no share sheet)."""
        return ask_bridge("sevensClipboard", PAGE_BRIDGE, question, otherwise, web=self.web,
                          window=self._window)

    def can_share(self) -> bool:
        """True when the page offers the system's share sheet (``navigator.share``); asked
        of the page once (the online lobby's words ask every frame)."""
        if self._can_share is None:
            self._can_share = self.ask(lambda bridge: bool(bridge.canShare()), False)
        return self._can_share

    # ------------------------------------------------------------------ jobs

    def share(self, text: str, title: str = "", sheet: bool = True) -> None:
        """Offer ``text`` (a link) to other apps: the share sheet where the page has one
        (and ``sheet``), else the clipboard. The outcome comes from :meth:`poll`."""
        if self.web:
            self._start(lambda bridge: bridge.share(title, text, sheet))
            return
        try:
            pygame.scrap.put_text(text)
            self._outcome = ClipboardOutcome("copied")
        except Exception:  # noqa: BLE001 - no clipboard on this system
            self._outcome = ClipboardOutcome("failed")

    def copy(self, text: str) -> None:
        """Put ``text`` on the clipboard, never the share sheet (a Copy button's promise).
        The outcome comes from :meth:`poll`."""
        self.share(text, sheet=False)

    def request_text(self) -> None:
        """Ask for the clipboard's text; it comes from :meth:`poll` as ``pasted``."""
        if self.web:
            self._start(lambda bridge: bridge.read())
            return
        text = system_clipboard_text()
        self._outcome = ClipboardOutcome("failed") if text is None \
            else ClipboardOutcome("pasted", text)

    def _start(self, job: Callable[[Any], object]) -> None:
        """Start ``job`` on the page's bridge (its answer comes from :meth:`poll`); without a
        bridge, or when the page throws, the outcome is ``failed``."""
        def started(bridge: Any) -> bool:
            job(bridge)
            return True

        self.pending = self.ask(started, False)
        if not self.pending:
            self._outcome = ClipboardOutcome("failed")

    def poll(self) -> ClipboardOutcome | None:
        """The outcome of the last job once there is one (each outcome is given once); None
        while the page is still at it, or when nothing was asked."""
        if self.pending:
            state, text = self.ask(lambda bridge: (str(bridge.state), str(bridge.text)),
                                   ("failed", ""))
            if state == "pending":
                return None
            self.pending = False
            self._outcome = ClipboardOutcome(state, text)  # the text is "" but for a paste
        outcome, self._outcome = self._outcome, None
        return outcome


def system_clipboard_text() -> str | None:
    """SDL's clipboard: its text ('' when empty), None when there is no clipboard."""
    try:
        return pygame.scrap.get_text()
    except Exception:  # noqa: BLE001 - no clipboard on this system
        return None
