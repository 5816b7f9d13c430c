"""WebRTC links in the native game, with aiortc (the optional extra ``online``:
``pip install "sevens[online]"``), talking to browsers and to other native games.

aiortc runs on asyncio, on the loop the game's frame loop already runs on (``sevens.ui``'s
``main`` awaits a sleep each frame), so no thread is started: its work happens while the game
sleeps between frames, and what it receives waits in the link's inbox until
:meth:`NativeLink.poll`, once a frame, hands it over. A link must be made while that loop
runs (from the game's frame, or any coroutine).

Without aiortc, :func:`installed` is False and :func:`sevens.online.network.unavailable`
says so to the player in one line; nothing else of the game needs it.
"""

from __future__ import annotations

import asyncio
import importlib.util
from collections import deque
from collections.abc import Callable
from typing import Any

from sevens.online.network import INBOX_LIMIT, NetworkSettings, cut

__all__ = ["INBOX_LIMIT", "NativeLink", "guest", "host", "installed"]
from sevens.online.transport import CloseHandler, ReceiveHandler

#: Messages kept for the peer until the channel opens.
OUTBOX_LIMIT = 256


def installed() -> bool:
    """Whether aiortc is installed (the extra ``online``)."""
    return importlib.util.find_spec("aiortc") is not None


def host(settings: NetworkSettings, limit: int) -> NativeLink:
    """A host's link (see :func:`sevens.online.network.host_link`); needs a running loop."""
    link = NativeLink(settings, limit)
    link._start(link._offer())
    return link


def guest(settings: NetworkSettings, offer: str, limit: int) -> NativeLink:
    """A guest's link (see :func:`sevens.online.network.guest_link`); needs a running loop."""
    link = NativeLink(settings, limit)
    link._start(link._answer(str(offer)))
    return link


class NativeLink:
    """One link made by aiortc (a :class:`~sevens.online.network.Link`)."""

    def __init__(self, settings: NetworkSettings, limit: int) -> None:
        from aiortc import RTCConfiguration, RTCIceServer, RTCPeerConnection

        servers = [RTCIceServer(**server) for server in settings.ice_servers()]
        # An explicit list, even empty: aiortc asks Google's STUN server when given none.
        self.peer = RTCPeerConnection(RTCConfiguration(iceServers=servers))
        self.limit = limit
        self.on_receive: ReceiveHandler | None = None
        self.on_close: CloseHandler | None = None
        self.on_open: Callable[[], None] | None = None
        self.channel: Any = None
        self.inbox: deque[bytes] = deque()
        self.outbox: list[str] = []
        #: messages longer than the limit (cut), and whether the channel opened (not yet told)
        self.oversized = 0
        self._state = "gathering"
        self._told_state = "gathering"
        self._description: str | None = None
        self._error = ""
        self._told_closed = False
        self._tasks: set[asyncio.Task[Any]] = set()

        @self.peer.on("connectionstatechange")
        def changed() -> None:
            if self.peer.connectionState in ("failed", "closed"):
                self._shut(f"ice {self.peer.connectionState}")

    # ------------------------------------------------------------------ the link's life

    @property
    def state(self) -> str:
        """gathering, waiting, connecting, open or closed (as last polled)."""
        return self._told_state

    @property
    def description(self) -> str | None:
        """This side's SDP once gathered, else None."""
        return self._description

    @property
    def error(self) -> str:
        """Why the link closed ("" while it lives)."""
        return self._error

    def _start(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self._shut(f"{type(task.exception()).__name__}: {task.exception()}"[:200])

    def _attach(self, channel: Any) -> None:
        if self.channel is not None:
            channel.close()
            return
        self.channel = channel

        @channel.on("open")
        def opened() -> None:
            self._opened()

        @channel.on("message")
        def arrived(message: str | bytes) -> None:
            if self._state == "closed":
                return
            if len(self.inbox) >= INBOX_LIMIT:
                self._shut("flood")
                return
            if len(message) > self.limit:
                self.oversized += 1
            self.inbox.append(cut(message if isinstance(message, str | bytes) else b"",
                                  self.limit))

        @channel.on("close")
        def closed() -> None:
            self._shut("closed")

        if channel.readyState == "open":
            self._opened()

    def _opened(self) -> None:
        if self._state == "closed" or self._state == "open":
            return
        self._state = "open"
        waiting, self.outbox = self.outbox, []
        for text in waiting:
            self.channel.send(text)

    async def _offer(self) -> None:
        self._attach(self.peer.createDataChannel("sevens", ordered=True))
        await self.peer.setLocalDescription(await self.peer.createOffer())  # gathers all
        self._described("waiting")

    async def _answer(self, offer: str) -> None:
        from aiortc import RTCSessionDescription

        self.peer.on("datachannel", self._attach)
        await self.peer.setRemoteDescription(RTCSessionDescription(sdp=offer, type="offer"))
        await self.peer.setLocalDescription(await self.peer.createAnswer())
        self._described("connecting")

    def _described(self, state: str) -> None:
        if self._state == "closed":
            return
        self._description = self.peer.localDescription.sdp
        if self._state == "gathering":
            self._state = state

    def accept(self, answer: str) -> None:
        """Take the guest's SDP answer (the host's side, once the offer is written)."""
        from aiortc import RTCSessionDescription

        if self._state != "waiting":
            self._error = self._error or "the answer came at the wrong time"
            return
        self._state = "connecting"
        self._start(self.peer.setRemoteDescription(
            RTCSessionDescription(sdp=str(answer), type="answer")))

    def send(self, data: bytes) -> None:
        """Send one whole message (as text: the protocol's messages are ASCII).

        Raises:
            TypeError: ``data`` is not bytes.
        """
        if not isinstance(data, bytes | bytearray):
            raise TypeError(f"a transport sends bytes, not {type(data).__name__}")
        if self._state == "closed":
            return
        text = bytes(data).decode("utf-8", "replace")
        if self._state == "open":
            try:
                self.channel.send(text)
            except Exception as error:  # noqa: BLE001 - the channel broke: the link is gone
                self._shut(f"send failed ({error})"[:200])
        elif len(self.outbox) < OUTBOX_LIMIT:
            self.outbox.append(text)

    def poll(self) -> None:
        """Hand over what arrived since the last frame; call ``on_open`` or ``on_close``."""
        if self._told_closed:
            return
        if self._state == "open" and self._told_state != "open":
            self._told_state = "open"
            if self.on_open is not None:
                self.on_open()
        elif self._state != "closed":
            self._told_state = self._state
        while self.inbox and not self._told_closed:
            message = self.inbox.popleft()
            if self.on_receive is not None:
                self.on_receive(message)
        if self._state == "closed":
            self._tell_closed()

    def close(self) -> None:
        """Close the link; ``on_close`` is called once."""
        self._shut("closed here")
        self.inbox.clear()
        self._tell_closed()

    def _shut(self, why: str) -> None:
        if self._state == "closed":
            return
        self._state = "closed"
        self._error = self._error or why
        self.outbox = []
        try:
            if self.channel is not None:
                self.channel.close()
        except Exception:  # noqa: BLE001, S110 - already gone
            pass
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        task = loop.create_task(self.peer.close())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _tell_closed(self) -> None:
        if self._told_closed:
            return
        self._told_closed = True
        self._told_state = "closed"
        if self.on_close is not None:
            self.on_close()
