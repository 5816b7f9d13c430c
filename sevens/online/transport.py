"""The small interface every online connection offers, and an in-memory pair for tests.

A :class:`Transport` carries whole messages (bytes) to one peer: :meth:`Transport.send` hands
a message over, and the peer's ``on_receive`` callback gets it; ``on_close`` is called once
when the link is gone (closed by either side, or lost). WebRTC's data channel — the page's
``RTCPeerConnection`` in the browser, aiortc natively — will be wrapped in this interface
later; the host and guest code (:mod:`sevens.online.host`, :mod:`sevens.online.guest`) know
nothing else of the network.

:func:`memory_pair` makes two connected ends that queue messages until :meth:`MemoryTransport.
deliver` (or :func:`deliver_all`) hands them over, as a real network delivers them later, in
order, so that no handler ever runs inside another's ``send``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import Protocol

#: What a receiving end is told: one whole message.
ReceiveHandler = Callable[[bytes], None]
#: What an end is told once its link is gone.
CloseHandler = Callable[[], None]


class Transport(Protocol):
    """One end of a message link to one peer (reliable and ordered, like a WebRTC data
    channel in its default mode)."""

    on_receive: ReceiveHandler | None
    on_close: CloseHandler | None

    def send(self, data: bytes) -> None:
        """Send one whole message to the peer (dropped silently once the link is closed)."""

    def close(self) -> None:
        """Close the link; both ends' ``on_close`` are called once."""


class MemoryTransport:
    """One end of an in-memory link (see :func:`memory_pair`)."""

    def __init__(self) -> None:
        self.on_receive: ReceiveHandler | None = None
        self.on_close: CloseHandler | None = None
        self.peer: MemoryTransport | None = None
        self.inbox: deque[bytes] = deque()
        self.closed = False
        #: every message this end received, in order (tests read it)
        self.received: list[bytes] = []

    def send(self, data: bytes) -> None:
        """Queue ``data`` for the peer (nothing happens once closed).

        Raises:
            TypeError: ``data`` is not bytes.
        """
        if not isinstance(data, bytes | bytearray):
            raise TypeError(f"a transport sends bytes, not {type(data).__name__}")
        if self.closed or self.peer is None:
            return
        self.peer.inbox.append(bytes(data))

    def deliver(self) -> int:
        """Hand every queued message to ``on_receive``; return how many were handed over."""
        count = 0
        while self.inbox and not self.closed:
            data = self.inbox.popleft()
            self.received.append(data)
            count += 1
            if self.on_receive is not None:
                self.on_receive(data)
        return count

    def close(self) -> None:
        """Close both ends (each end's ``on_close`` is called once)."""
        for end in (self, self.peer):
            if end is not None and not end.closed:
                end.closed = True
                end.inbox.clear()
                if end.on_close is not None:
                    end.on_close()


def memory_pair() -> tuple[MemoryTransport, MemoryTransport]:
    """Two ends linked to each other."""
    first, second = MemoryTransport(), MemoryTransport()
    first.peer, second.peer = second, first
    return first, second


def deliver_all(ends: Iterable[MemoryTransport], limit: int = 10_000) -> int:
    """Deliver on every end until no message is waiting anywhere; return how many were
    delivered.

    Raises:
        RuntimeError: more than ``limit`` rounds (the peers keep answering each other).
    """
    ends = list(ends)
    total = 0
    for _round in range(limit):
        count = sum(end.deliver() for end in ends)
        total += count
        if not count:
            return total
    raise RuntimeError("messages kept coming: the peers never fell quiet")
