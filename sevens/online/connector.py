"""How the game's screens open links: the :class:`Connector` interface, and an in-memory one.

The host's screen asks a connector for an SDP **offer** for each friend's seat (it goes into
the invite), and later hands it the guest's **answer** to finish the link; a guest's screen
hands it the invite's offer and gets its answer (to send back) and its end of the link. Both
ends are :class:`~sevens.online.transport.Transport` objects that may open later: messages
sent before they open wait. Offers and answers arrive through callbacks, because WebRTC
gathers its network addresses for a moment first; :meth:`Connector.pump` is called once a
frame and does whatever the connector must do on the game's own thread.

:class:`MemoryConnector` links a host and guests in one process (both apps of a test, or a
table tried out alone); the browser's data channel and aiortc's wear the same interface.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from sevens.online.transport import MemoryTransport, Transport, deliver_all

#: What a host is told when a seat's offer is ready: the SDP offer text.
OfferReady = Callable[[str], None]
#: What a guest is told when its answer is ready: the SDP answer text and its end of the link.
AnswerReady = Callable[[str, Transport], None]
#: What either side is told when the connector could not do it (English, for the log).
Failed = Callable[[str], None]

MEMORY_OFFER = "memory-offer:"
MEMORY_ANSWER = "memory-answer:"


class Connector(Protocol):
    """Opens links between a host and its guests (see the module's description)."""

    def offer(self, seat: int, ready: OfferReady, failed: Failed) -> None:
        """Make an SDP offer for ``seat``'s invite; ``ready`` gets it (frames later)."""

    def accept(self, seat: int, answer: str) -> Transport:
        """Finish ``seat``'s link with the guest's SDP ``answer``; returns the host's end
        (it may open later).

        Raises:
            ValueError: the answer does not answer this seat's offer.
        """

    def answer(self, offer: str, ready: AnswerReady, failed: Failed) -> None:
        """A guest's side: answer the host's SDP ``offer``; ``ready`` gets the answer and the
        guest's end of the link."""

    def pump(self) -> None:
        """Do the connector's work of this frame (deliver what arrived)."""


class MemoryConnector:
    """Links in one process: an offer names a slot, the guest's answer fills it with a
    :func:`~sevens.online.transport.memory_pair`, and :meth:`pump` delivers every message
    waiting on any link."""

    def __init__(self) -> None:
        self.offers: dict[str, int] = {}
        self.host_ends: dict[str, MemoryTransport] = {}
        self.ends: list[MemoryTransport] = []
        self._count = 0

    def offer(self, seat: int, ready: OfferReady, failed: Failed) -> None:
        """An offer naming a new slot for ``seat``."""
        self._count += 1
        name = f"{MEMORY_OFFER}{self._count}"
        self.offers[name] = seat
        ready(name)

    def answer(self, offer: str, ready: AnswerReady, failed: Failed) -> None:
        """Fill the offer's slot with a linked pair; the guest gets its end at once."""
        if offer not in self.offers:
            failed("not an offer of this connector")
            return
        host_end, guest_end = MemoryTransport(), MemoryTransport()
        host_end.peer, guest_end.peer = guest_end, host_end
        slot = offer[len(MEMORY_OFFER):]
        self.host_ends[slot] = host_end
        self.ends += [host_end, guest_end]
        ready(f"{MEMORY_ANSWER}{slot}", guest_end)

    def accept(self, seat: int, answer: str) -> Transport:
        """The host's end of the slot ``answer`` names.

        Raises:
            ValueError: no guest answered that slot, or it was another seat's.
        """
        slot = answer[len(MEMORY_ANSWER):] if answer.startswith(MEMORY_ANSWER) else ""
        end = self.host_ends.pop(slot, None)
        if end is None or self.offers.get(f"{MEMORY_OFFER}{slot}") != seat:
            raise ValueError("that answer does not answer this seat's offer")
        return end

    def pump(self) -> None:
        """Deliver every waiting message, on every link taken up by its side, until all fall
        quiet (a guest's hello waits until the host has accepted the answer)."""
        self.ends = [end for end in self.ends if not end.closed]
        deliver_all([end for end in self.ends if end.on_receive is not None])
