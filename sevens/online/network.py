"""The network under online play: WebRTC links, their settings, and which stack makes them.

A :class:`Link` is a :class:`~sevens.online.transport.Transport` (``send``, ``on_receive``,
``on_close``) that also does WebRTC's signalling by hand, with no server: the host's side
makes an offer (:func:`sevens.online.webrtc.host_link`), which goes into the invite
(:mod:`sevens.online.invite`); the guest's side answers it
(:func:`sevens.online.webrtc.guest_link`), and the
answer goes back into :meth:`Link.accept` on the host's device. Each description is written
once ICE gathering has finished (non-trickle), so it carries every candidate. A link is
driven from the game's frame loop: :meth:`Link.poll` once a frame hands over what arrived
and notices the channel opening or closing — no thread, and no callback runs at any other
time.

Two stacks make links: the browser's own ``RTCPeerConnection`` on the page
(:mod:`sevens.online.page_link`, the page's ``web/online.js``), and aiortc natively
(:mod:`sevens.online.native_link`, the optional extra ``online``);
:mod:`sevens.online.webrtc` chooses between them.

:class:`NetworkSettings` are the ICE servers: STUN servers (a default list, which may be
emptied) find a device's public address; a TURN server (address, user name, credential),
which no one provides by default, relays the traffic for networks that let no direct
connection through — phones on carrier-grade NAT, mostly (``docs/online.md``).

Every message from the network is untrusted: each stack cuts a message longer than the
link's ``limit`` to ``limit + 1`` bytes before keeping it (so the protocol's checks refuse it
as too large without more of it held), and closes a link that floods it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from sevens.online.transport import CloseHandler, ReceiveHandler

__all__ = ["DEFAULT_STUN_SERVERS", "GATHER_SECONDS", "INBOX_LIMIT", "Link", "LinkState",
           "NetworkSettings", "cut"]

#: Public STUN servers asked by default (each only learns the device's address, as in any
#: WebRTC call); the settings may replace or empty the list.
DEFAULT_STUN_SERVERS: tuple[str, ...] = ("stun:stun.l.google.com:19302",
                                         "stun:stun.cloudflare.com:3478")
#: Seconds ICE gathering may take before the description is written with what it has.
GATHER_SECONDS = 8.0
#: Messages that may wait for the game on one link; more is a flood, and the link closes.
INBOX_LIMIT = 2048
#: The most ICE servers a setting holds, and the longest address or credential.
SERVER_LIMIT = 8
TEXT_LIMIT = 200
_ADDRESS = re.compile(r"^(stun|turns?):[^\s]{1,200}$")

#: A link's states, in order: gathering its candidates; its offer written, waiting for the
#: answer (the host's side); connecting; open; closed (for good: by either side, or failed).
LinkState = str
STATES = ("gathering", "waiting", "connecting", "open", "closed")


@dataclass(frozen=True)
class NetworkSettings:
    """The ICE servers links use: ``stun`` addresses (``stun:host:port``), and an optional
    TURN server (``turn`` as ``turn:host:port`` or ``turns:…``, with ``turn_user`` and
    ``turn_credential``)."""

    stun: tuple[str, ...] = DEFAULT_STUN_SERVERS
    turn: str = ""
    turn_user: str = ""
    turn_credential: str = ""
    gather_seconds: float = GATHER_SECONDS

    def __post_init__(self) -> None:
        if len(self.stun) > SERVER_LIMIT:
            raise ValueError(f"at most {SERVER_LIMIT} STUN servers")
        for address in self.stun:
            if not isinstance(address, str) or not _ADDRESS.match(address) \
                    or not address.startswith("stun:"):
                raise ValueError(f"a STUN server is written stun:host:port, not {address!r}")
        if self.turn and (not _ADDRESS.match(self.turn) or self.turn.startswith("stun:")):
            raise ValueError(f"a TURN server is written turn:host:port, not {self.turn!r}")
        for text in (self.turn_user, self.turn_credential):
            if not isinstance(text, str) or len(text) > TEXT_LIMIT:
                raise ValueError(f"TURN user names and credentials are text of at most "
                                 f"{TEXT_LIMIT} characters")
        if not 0 < self.gather_seconds <= 60:
            raise ValueError("gathering takes from 0 to 60 seconds")

    def ice_servers(self) -> list[dict[str, str]]:
        """The servers as WebRTC's ``iceServers`` (``urls``, and for TURN ``username`` and
        ``credential``)."""
        servers = [{"urls": address} for address in self.stun]
        if self.turn:
            servers.append({"urls": self.turn, "username": self.turn_user,
                            "credential": self.turn_credential})
        return servers

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON data (what a settings file keeps)."""
        return {"stun": list(self.stun), "turn": self.turn, "turn_user": self.turn_user,
                "turn_credential": self.turn_credential}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> NetworkSettings:
        """Settings from :meth:`to_dict` data; a missing entry takes its default.

        Raises:
            ValueError: an entry of the wrong type, or an address not written as above.
        """
        stun = data.get("stun", list(DEFAULT_STUN_SERVERS))
        if not isinstance(stun, list | tuple) or not all(isinstance(item, str) for item in stun):
            raise ValueError("stun is a list of addresses")
        values = {name: data.get(name, "") for name in ("turn", "turn_user", "turn_credential")}
        if not all(isinstance(value, str) for value in values.values()):
            raise ValueError("the TURN server's entries are text")
        return cls(stun=tuple(address.strip() for address in stun if address.strip()),
                   **{name: value.strip() for name, value in values.items()})


class Link(Protocol):
    """One WebRTC link to one peer: a :class:`~sevens.online.transport.Transport` with its
    signalling (see the module's description)."""

    on_receive: ReceiveHandler | None
    on_close: CloseHandler | None
    #: called once when the data channel opens (the host then hands the link to its table)
    on_open: Callable[[], None] | None

    @property
    def state(self) -> LinkState:
        """One of :data:`STATES`."""

    @property
    def description(self) -> str | None:
        """This side's SDP (the host's offer, the guest's answer) once gathering has
        finished; None before."""

    @property
    def error(self) -> str:
        """Why the link closed, in English for the log ("" while it lives)."""

    def accept(self, answer: str) -> None:
        """The host's side: take the guest's SDP answer (from an
        :class:`~sevens.online.invite.Answer`)."""

    def send(self, data: bytes) -> None:
        """Send one whole message (kept until the channel opens; dropped once closed)."""

    def poll(self) -> None:
        """Once a frame: hand over what arrived, and notice the channel opening or closing."""

    def close(self) -> None:
        """Close the link (``on_close`` is called once)."""


def cut(data: bytes | str, limit: int) -> bytes:
    """A received message as bytes, cut to ``limit + 1`` bytes when longer (the protocol's
    size check then refuses it); text is encoded as UTF-8 (a lone surrogate kept as such
    bytes, which the checks refuse as not Unicode)."""
    if isinstance(data, str):
        data = data[: limit + 1].encode("utf-8", "surrogatepass")
    return bytes(data[: limit + 1])

