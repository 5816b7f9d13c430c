"""Hosting and joining an online table, before the first deal (issue 47): what the "Play
online" screens do, without pygame.

- :class:`HostLobby` — the host chose the rules and who sits where (each seat: the host, a
  friend, or a computer at a level). For each friend's seat the connector makes an offer,
  which becomes that seat's invite link (:func:`~sevens.online.invite.invite_link`); the
  friend's answer code, pasted back, opens the link (:meth:`HostLobby.take_answer`). The host
  starts when they like: a friend not here yet is played by a bot until they join.
- :class:`GuestJoin` — a friend pasted (or opened) an invite and typed a name; the connector
  answers the offer, and the answer code goes back to the host by any messenger. Once the
  host's welcome arrives, the friend is seated; the table opens at the first deal.

Failures are :class:`~sevens.message.Message` values the screens show in the player's
language: a damaged invite or answer (``online.invite.*``), no connector on this device
(``online.ui.unavailable``), a link that could not be made (``online.ui.failed``; where the
two devices found no way to each other through their networks, ``online.ui.no_route``).

:class:`OnlinePlay` is the online service the app hands its scenes: the connector this device
links through and the save of the match it hosts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import sevens
from sevens.app.notices import NoticeBoard
from sevens.app.online_session import GuestSession, HostSession
from sevens.app.storage import Store
from sevens.app.webpage import page_address
from sevens.message import Message, MessageError
from sevens.online.connector import Connector
from sevens.online.guest import GuestClient
from sevens.online.host import HostTable
from sevens.online.invite import (
    Answer,
    Invite,
    InviteError,
    decode_invite,
    encode_answer,
    invite_link,
)
from sevens.online.transport import Transport

__all__ = ["DEFAULT_PAGE", "GuestJoin", "HostLobby", "OnlinePlay", "error_words"]

#: The page an invite link opens when the game is not running in a page of its own (the
#: native window): the published web build.
DEFAULT_PAGE = "https://sevens.invalid/play/"
#: The record the online match this device hosts is saved in, apart from the local match.
ONLINE_RECORD = "online-table"


def default_connector() -> Connector | None:
    """The connector this device offers: the page's WebRTC in the browser, aiortc natively
    (the ``online`` extra), when they are there; None when there is none."""
    try:
        from sevens.online.webrtc import default_connector as device_connector
    except ImportError:  # a build without the network part
        return None
    return device_connector()


def invite_page() -> str:
    """The page an invite link opens: this page in the browser, natively the published one."""
    return page_address() or DEFAULT_PAGE


class OnlinePlay:
    """The online service: the connector this device links through and the online match it
    hosts, saved after every move (:data:`ONLINE_RECORD`)."""

    def __init__(self, store: Store, notices: NoticeBoard) -> None:
        self.store = store
        self.notices = notices
        #: the connector chosen for this app (a test's in-memory one); None: the device's
        self.connector: Connector | None = None

    def connect(self) -> Connector | None:
        """The connector to link through: the chosen one, else this device's (None: none)."""
        return self.connector if self.connector is not None else default_connector()

    def keep(self, data: dict[str, Any] | None) -> None:
        """Save the hosted match (after every move; None forgets it)."""
        self.notices.add(self.store.save(ONLINE_RECORD, data or {}))

    def saved(self) -> dict[str, Any] | None:
        """The online match this device hosted and did not finish, if one is saved."""
        data = self.store.load(ONLINE_RECORD, {}).value
        return data if isinstance(data, dict) and data.get("online") else None


#: How a link's failure is worded when the devices found no way to each other through their
#: networks (ICE failed: a firewall, a strict router), by the page's link and by aiortc's.
ICE_FAILURES = frozenset({"ice-failed", "ice failed"})


def link_failure(reason: str) -> Message:
    """What a link that could not be made says: that the network kept the devices apart, or
    the generic failure."""
    return Message("online.ui.no_route" if reason in ICE_FAILURES else "online.ui.failed")


def error_words(error: Exception) -> Message:
    """The message a failure carries, or the generic one."""
    message = getattr(error, "message", None)
    return message if isinstance(message, Message) else Message("online.ui.failed")


class HostLobby:
    """An online table waiting for its friends (see the module's description).

    ``friends`` are the seats invited people take, ``levels`` each computer seat's level;
    the host sits at ``host_seat``.

    Raises:
        ValueError: a seat out of range, or an unknown level.
    """

    def __init__(self, rules: sevens.Rules, rules_id: str, *, friends: Sequence[int],
                 host_name: str, levels: Mapping[int, str], stand_in: str, deals: int,
                 connector: Connector, page: str | None = None, host_seat: int = 0,
                 seed: int | None = None, table_options: Mapping[str, Any] | None = None
                 ) -> None:
        names = {host_seat: host_name}
        table = HostTable(rules, rules_id, friends=friends, host_seat=host_seat,
                          names=names, levels=dict(levels), stand_in=stand_in,
                          deals=deals, seed=seed, **dict(table_options or {}))
        self._take(table, connector, page)

    @classmethod
    def resume(cls, data: dict[str, Any], *, connector: Connector, page: str | None = None,
               on_save: Any = None) -> HostLobby:
        """A saved online match continued (:meth:`HostTable.resume`): new invites for every
        friend, who take their seats back where they were.

        Raises:
            ValueError: the data is not an online save, or does not replay.
        """
        lobby = cls.__new__(cls)
        lobby._take(HostTable.resume(data, on_save=on_save), connector, page)
        return lobby

    def _take(self, table: HostTable, connector: Connector, page: str | None) -> None:
        self.table = table
        self.rules_id = table.rules_id
        self.connector = connector
        #: the page the invite links open (None: :func:`invite_page`)
        self.page = page or invite_page()
        self.friends = [seat for seat, place in enumerate(table.seats) if place.kind == "friend"]
        #: each friend's invite link, once its offer is ready
        self.invites: dict[int, str] = {}
        self.problem: Message | None = None
        self.session: HostSession | None = None
        self.invite_again()

    def invite_again(self) -> None:
        """New invites for every friend not connected now (a link is made once: a friend who
        dropped needs a new one to come back)."""
        for seat in self.friends:
            if not self.joined(seat):
                self.invites.pop(seat, None)
                self._ask_offer(seat)

    def _ask_offer(self, seat: int) -> None:
        def ready(offer: str) -> None:
            self.invites[seat] = invite_link(self.page, self.table.invite(seat, offer))

        def failed(reason: str) -> None:
            self.problem = link_failure(reason)

        self.connector.offer(seat, ready, failed)

    def joined(self, seat: int) -> bool:
        """True once the friend at ``seat`` has connected and proved their seat."""
        return self.table.seats[seat].connection is not None

    def take_answer(self, pasted: str) -> int:
        """Take a friend's answer code (or link); returns their seat.

        Raises:
            MessageError: not an answer of this table (``online.invite.*``), or one the
                connector could not use (``online.ui.failed``).
        """
        answer = self.table.accept_answer(pasted)
        try:
            transport = self.connector.accept(answer.seat, answer.answer)
        except ValueError as error:
            raise MessageError(str(error), Message("online.ui.failed")) from None
        if answer.name.strip():
            self.table.seats[answer.seat].name = answer.name.strip()
        self.table.connect(transport)
        return answer.seat

    def pump(self) -> None:
        """Deliver what arrived on every link, and let the links' time pass (heartbeats: a
        friend who joined early must hear from the host while others are awaited)."""
        self.connector.pump()
        self.table.heartbeat()

    def start(self, speed: str = "normal") -> HostSession:
        """Close the lobby: the first deal (or the deal in progress of a resumed match), the
        host's session at the table (kept: the same session when asked again)."""
        if self.session is None:
            self.session = HostSession(self.table, self.rules_id, connector=self.connector,
                                       speed=speed)
            self.session.lobby = self
        return self.session


class GuestJoin:
    """A friend joining a table with an invite (see the module's description)."""

    def __init__(self, connector: Connector, seated: GuestSession | None = None) -> None:
        self.connector = connector
        self.invite: Invite | None = None
        self.client: GuestClient | None = None
        self.answer_code = ""
        self.problem: Message | None = None
        #: the friend's session at this table already (after a lost link): an invite to the
        #: same seat takes it back with the same client, which keeps the deal's promises
        self.seated = seated

    def read_invite(self, pasted: str) -> Invite:
        """Read the invite (payload text or a link holding one) and keep it.

        Raises:
            InviteError: not an invite, or damaged (``online.invite.*``).
        """
        self.invite = decode_invite(pasted)
        return self.invite

    def answer(self, name: str) -> None:
        """Answer the invite under ``name``: the answer code comes when the connector has
        made it (:attr:`answer_code`), and the link opens once the host takes it.

        Raises:
            ValueError: no invite read yet.
        """
        invite = self.invite
        if invite is None:
            raise ValueError("read an invite first")
        self.problem = None

        def ready(sdp: str, transport: Transport) -> None:
            if self.rejoining:
                assert self.seated is not None
                self.client = self.seated.client
                self.client.reconnect(transport)
            else:
                self.client = GuestClient(transport, invite.room, invite.token)
                self.client.hello()
            try:
                self.answer_code = encode_answer(Answer(invite.room, invite.seat, invite.token,
                                                        sdp, name.strip()[:40]))
            except InviteError as error:
                self.problem = error_words(error)

        def failed(reason: str) -> None:
            self.problem = link_failure(reason)

        self.connector.answer(invite.offer, ready, failed)

    @property
    def rejoining(self) -> bool:
        """True when the invite read is for the seat this device's session holds."""
        seated, invite = self.seated, self.invite
        return (seated is not None and invite is not None and seated.client.room == invite.room
                and seated.client.seat == invite.seat)

    @property
    def welcomed(self) -> bool:
        """True once the host has seated this friend (again, over the new link)."""
        client = self.client
        return client is not None and client.rules is not None and client.last_host_seq > 0

    @property
    def dealt(self) -> bool:
        """True once the host has dealt the first deal (the table can open)."""
        return self.welcomed and self.client is not None and self.client.view is not None

    def pump(self) -> None:
        """Deliver what arrived, and let the link's time pass."""
        self.connector.pump()
        if self.client is not None:
            self.client.tick()

    def start(self, speed: str = "normal") -> GuestSession:
        """The friend's session at the table (once :attr:`dealt`).

        Raises:
            ValueError: the host has not dealt yet.
        """
        if self.client is None or not self.dealt:
            raise ValueError("the host has not dealt yet")
        return GuestSession(self.client, connector=self.connector, speed=speed)
