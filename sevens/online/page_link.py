"""WebRTC links in the browser: the page's ``RTCPeerConnection``, reached from Python.

The page's side is ``web/online.js`` (put into the page by the web build), installed as
``window.sevensOnline``; the game reaches it through pygbag's ``platform.window`` or, on the
Pyodide page, the ``js`` module (which the page's boot puts at ``platform.window`` too). Only
text crosses: :meth:`PageLink.poll`, once a frame, asks the page for the link's state, its
description once gathered, and the messages that arrived (each already cut to the link's
limit by the page), and hands them to ``on_receive``. No JavaScript callback calls into
Python, so nothing runs outside the game's frame.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from typing import Any

from sevens.online.network import INBOX_LIMIT, NetworkSettings, cut
from sevens.online.transport import CloseHandler, ReceiveHandler

__all__ = ["PageLink", "guest", "host", "page_ready"]

#: The longest poll report read (a full inbox of the largest messages stays far under).
REPORT_LIMIT = 64 * 1024 * 1024


def page_window() -> Any:
    """The page's ``window`` (pygbag's ``platform.window``; the Pyodide page sets the same
    name), or None outside a page."""
    try:
        import platform as runtime_platform
    except ImportError:  # pragma: no cover - platform is in the standard library
        return None
    return getattr(runtime_platform, "window", None)


def _bridge(window: Any = None) -> Any:
    window = window if window is not None else page_window()
    return getattr(window, "sevensOnline", None) if window is not None else None


def page_ready(window: Any = None) -> bool:
    """Whether the page has the bridge and the browser has WebRTC."""
    bridge = _bridge(window)
    try:
        return bridge is not None and bool(bridge.available())
    except Exception:  # noqa: BLE001 - a page that refuses: no links
        return False


def _settings_text(settings: NetworkSettings) -> str:
    return json.dumps({"iceServers": settings.ice_servers(),
                       "gatherSeconds": settings.gather_seconds})


def host(settings: NetworkSettings, limit: int, *, window: Any = None) -> PageLink:
    """A host's link on the page (see :func:`sevens.online.network.host_link`)."""
    bridge = _bridge(window)
    return PageLink(bridge, int(bridge.host(_settings_text(settings), limit)), limit)


def guest(settings: NetworkSettings, offer: str, limit: int, *, window: Any = None) -> PageLink:
    """A guest's link on the page (see :func:`sevens.online.network.guest_link`)."""
    bridge = _bridge(window)
    return PageLink(bridge, int(bridge.guest(_settings_text(settings), str(offer), limit)), limit)


class PageLink:
    """One link made by the page (a :class:`~sevens.online.network.Link`)."""

    def __init__(self, bridge: Any, link_id: int, limit: int) -> None:
        self.bridge, self.link_id, self.limit = bridge, link_id, limit
        self.on_receive: ReceiveHandler | None = None
        self.on_close: CloseHandler | None = None
        self.on_open: Callable[[], None] | None = None
        self._state = "gathering"
        self._description: str | None = None
        self._error = ""
        #: messages longer than the limit, cut by the page
        self.oversized = 0

    @property
    def state(self) -> str:
        """gathering, waiting, connecting, open or closed."""
        return self._state

    @property
    def description(self) -> str | None:
        """This side's SDP once gathered, else None."""
        return self._description

    @property
    def error(self) -> str:
        """Why the link closed ("" while it lives)."""
        return self._error

    def accept(self, answer: str) -> None:
        """Take the guest's SDP answer (the host's side, after the offer is written)."""
        if self._state == "closed":
            return
        if not self.bridge.accept(self.link_id, str(answer)):
            self._error = self._error or "the answer came at the wrong time"
        self._state = "connecting" if self._state in ("waiting", "connecting") else self._state

    def send(self, data: bytes) -> None:
        """Send one whole message (text on the channel: the protocol's messages are ASCII).

        Raises:
            TypeError: ``data`` is not bytes.
        """
        if not isinstance(data, bytes | bytearray):
            raise TypeError(f"a transport sends bytes, not {type(data).__name__}")
        if self._state == "closed":
            return
        self.bridge.send(self.link_id, bytes(data).decode("utf-8", "replace"))

    def poll(self) -> None:
        """Ask the page what happened since the last frame: hand over the messages, note the
        description, call ``on_open`` or ``on_close``."""
        if self._state == "closed":
            return
        try:
            text = str(self.bridge.poll(self.link_id))
            report = json.loads(text) if len(text) <= REPORT_LIMIT else None
        except Exception as error:  # noqa: BLE001 - the page went away: the link is gone
            report, self._error = None, f"the page did not answer ({error})"
        if not isinstance(report, dict):
            self._finish(self._error or "the page's report was damaged")
            return
        if isinstance(report.get("local"), str) and self._description is None:
            self._description = report["local"]
        dropped = report.get("dropped")
        if isinstance(dropped, int) and not isinstance(dropped, bool):
            self.oversized = dropped
        state = report.get("state")
        was = self._state
        if state in ("gathering", "waiting", "connecting", "open"):
            self._state = state
        if self._state == "open" and was != "open" and self.on_open is not None:
            self.on_open()
        messages = report.get("messages")
        for message in (messages if isinstance(messages, list) else [])[:INBOX_LIMIT]:
            if self._state == "closed":
                break
            if self.on_receive is not None:
                self.on_receive(cut(message if isinstance(message, str) else "", self.limit))
        if state == "closed" or state not in ("gathering", "waiting", "connecting", "open"):
            self._finish(str(report.get("error") or "closed")[:200])

    def close(self) -> None:
        """Close the link on the page; ``on_close`` is called once."""
        if self._state == "closed":
            return
        with contextlib.suppress(Exception):  # the page went away: closed all the same
            self.bridge.close(self.link_id)
        self._finish("closed here")

    def _finish(self, why: str) -> None:
        if self._state == "closed":
            return
        self._state = "closed"
        self._error = self._error or why
        if self.on_close is not None:
            self.on_close()
