"""Who sits where at an online table, and how each seat is doing (presence).

A seat is the host's own, a friend's (invited with a token) or a computer's. Presence is
public: every guest receives it, and the seat panels will show it — ``host`` (the host's
device, always here while the table runs), ``invited`` (a friend not yet connected),
``connected``, ``away`` (a friend whose link dropped or fell silent, within the grace time),
``bot`` (a bot plays for an away friend until they come back) and ``computer``; ``thinking``
marks the seat to play.

A link that says nothing for a while is *silent*, not gone: a phone freezes the page of an app
in the background, and its data channel lives on. Its seat is away (a bot steps in after the
grace time) while the link stays open, and the first valid message on it seats the friend
again. Only the transport's own close ends a link.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sevens.online.transport import Transport

HOST, FRIEND, COMPUTER = "host", "friend", "computer"
#: The states a seat's presence may be in (see the module's description).
PRESENCE_STATES = ("host", "invited", "connected", "away", "bot", "computer")


class Connection:
    """One guest link as the host sees it: its transport, the seat it proved (None until a
    valid ``hello``), the sequence numbers on both sides and what it was last sent."""

    def __init__(self, transport: Transport, now: float) -> None:
        self.transport = transport
        self.seat: int | None = None
        self.last_seq = 0
        self.sent_seq = 0
        self.last_heard = now
        self.last_sent = now
        #: the deal number the guest was last synced to (None: send everything again)
        self.synced_deal: int | None = None
        #: how many of the deal's events the guest has been sent
        self.events_sent = 0
        self.open = True
        #: nothing heard for a while (the guest's page frozen, say): its seat is away until
        #: a valid message arrives on it again
        self.silent = False


@dataclass
class Seat:
    """One seat of the table: who plays it and its link (for a friend)."""

    kind: str
    name: str
    level: str = "normal"
    token: str | None = None
    connection: Connection | None = None
    joined: bool = False
    dropped_at: float | None = None
    bot_in: bool = False
    last_reaction: float | None = None

    @property
    def state(self) -> str:
        """This seat's presence state (one of :data:`PRESENCE_STATES`)."""
        if self.kind != FRIEND:
            return self.kind
        if self.here:
            return "connected"
        if self.bot_in:
            return "bot"
        return "away" if self.joined else "invited"

    @property
    def here(self) -> bool:
        """True when the friend's link is open and not silent."""
        return self.connection is not None and not self.connection.silent

    @property
    def played_by_computer(self) -> bool:
        """True when a bot makes this seat's moves now."""
        return self.kind == COMPUTER or (self.kind == FRIEND and self.bot_in)


def presence_entries(seats: list[Seat]) -> list[dict[str, Any]]:
    """Every seat's public presence, as sent to the guests."""
    return [{"seat": index, "who": seat.kind, "name": seat.name, "state": seat.state}
            for index, seat in enumerate(seats)]


def check_presence(entries: Any, players: int) -> list[dict[str, Any]]:
    """Presence entries as received by a guest, checked.

    Raises:
        ValueError: not one entry a seat, or an entry of the wrong shape.
    """
    if not isinstance(entries, list) or len(entries) != players:
        raise ValueError("presence must have one entry a seat")
    for index, entry in enumerate(entries):
        if (not isinstance(entry, dict) or set(entry) != {"seat", "who", "name", "state"}
                or entry["seat"] != index or entry["who"] not in (HOST, FRIEND, COMPUTER)
                or entry["state"] not in PRESENCE_STATES
                or not isinstance(entry["name"], str)):
            raise ValueError(f"presence entry {index} is damaged")
    return entries


def with_thinking(entries: list[dict[str, Any]], current_player: int | None
                  ) -> list[dict[str, Any]]:
    """Presence entries with ``thinking`` set for the seat to play."""
    return [{**entry, "thinking": entry["seat"] == current_player} for entry in entries]
