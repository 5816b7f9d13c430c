"""A guest's side of an online table: what a guest's device knows, and what it sends.

:class:`GuestClient` speaks the protocol over one :class:`~sevens.online.transport.Transport`:
it proves its seat with the invite's room key and token, keeps the seat's
:class:`~sevens.views.View` (rebuilt from the host's messages, the same value the local table
and the bots read, so hints and bots work on a guest's device as at home), the public
presence and the reactions, and sends moves, undo requests and reactions. Every message from
the host is checked (:func:`sevens.online.protocol.read_message`, the sequence number, each
field); a damaged one is logged and left out.

At the end of each deal the host reveals it, and the client audits it
(:func:`sevens.online.fairness.audit_deal`): :attr:`GuestClient.audits` holds the verdict as a
message key, and, when the deal checks out, the deal replayed for Review. When the host falls
silent (its page frozen, say), :attr:`GuestClient.status` says the host is away, and all is
well again when it speaks; when the host's link drops, the status names the host gone; the
host can resume the saved match and invite the guest again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sevens.events import Event
from sevens.message import Message
from sevens.moves import IllegalMove, Move
from sevens.online.fairness import Audit, audit_deal, new_nonce
from sevens.online.protocol import (
    HOST_KINDS,
    HOST_MESSAGE_LIMIT,
    PROTOCOL_VERSION,
    REACTIONS,
    ProtocolError,
    encode,
    read_message,
)
from sevens.online.seats import check_presence, with_thinking
from sevens.online.transport import Transport
from sevens.online.wire import event_from_dict, view_from_dict
from sevens.review import DEFAULT_ITERATIONS, DecisionWeighing
from sevens.rules import Rules
from sevens.views import View

#: Seconds of quiet after which the guest sends a ``ping``.
HEARTBEAT_SECONDS = 4.0
#: Seconds of silence from the host after which the host counts as away (the link stays open).
SILENCE_SECONDS = 15.0


@dataclass(frozen=True)
class Refusal:
    """The host refused one of this guest's messages: ``reply_to`` is its sequence number,
    ``key`` and ``params`` the reason (an engine refusal's own), ``text`` in English."""

    reply_to: int
    key: str
    params: dict[str, Any]
    text: str

    def as_error(self) -> IllegalMove:
        """The refusal as the engine's :class:`~sevens.IllegalMove`, which the table shows
        in the player's language as it shows a local refusal."""
        return IllegalMove(self.text, self.key, **self.params)


class GuestClient:
    """One guest's device at an online table (see the module's description)."""

    def __init__(self, transport: Transport, room: str, token: str, *,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.room, self.token, self.clock = room, token, clock
        self.seq = 0
        self._attach(transport)
        self.seat: int | None = None
        self.names: list[str] = []
        self.rules: Rules | None = None
        self.rules_id = ""
        self.deals = 0
        self.host_seat = 0
        self.stand_in = ""
        self.deal = 0
        self.turn = 0
        #: the commitment received for each deal, by deal number (the first one counts)
        self.commitments: dict[int, str] = {}
        #: the host's shuffle promise for each deal, and this guest's part sent for it
        self.promises: dict[int, str] = {}
        self.parts: dict[int, str] = {}
        self.view: View | None = None
        self.events: list[Event] = []
        #: this deal's events as received (JSON data), for the audit
        self.shown: list[dict[str, Any]] = []
        #: this deal's views as received (JSON data), by the number of moves made, for the audit
        self.views_shown: dict[int, dict[str, Any]] = {}
        self.presence_entries: list[dict[str, Any]] = []
        self.totals: list[int | float] = []
        self.reactions: list[tuple[int, str]] = []
        self.refusals: list[Refusal] = []
        #: the move sent and not yet answered: its deal, turn and sequence number
        self.sent_move: tuple[int, int, int] | None = None
        #: each revealed deal's audit, by deal number
        self.audits: dict[int, Audit] = {}
        #: host messages left out (damaged, replayed, out of place), in English
        self.log: list[str] = []

    def _attach(self, transport: Transport) -> None:
        if getattr(self, "transport", None) is not None:
            self.transport.on_receive = self.transport.on_close = None
        self.transport = transport
        transport.on_receive = self.receive
        transport.on_close = self._closed
        self.last_host_seq = 0  # a new link: the host numbers its messages from 1 again
        self.last_heard = self.last_sent = self.clock()
        self.host_gone = False
        #: nothing heard from the host for :data:`SILENCE_SECONDS`; the link stays open
        self.host_away = False

    def reconnect(self, transport: Transport) -> int:
        """Carry on over a new link (after a drop, or to a host that resumed the match): the
        deal's commitments, audits and view are kept, so a host cannot promise a deal again
        differently; sends ``hello`` and returns its sequence number."""
        self._attach(transport)
        return self.hello()

    # ------------------------------------------------------------------ sending

    def _send(self, kind: str, **fields: Any) -> int:
        self.seq += 1
        self.last_sent = self.clock()
        self.transport.send(encode(kind, self.seq, **fields))
        return self.seq

    def hello(self) -> int:
        """Prove the seat with the invite's room key and token (again after a reconnection);
        returns the message's sequence number."""
        return self._send("hello", room=self.room, token=self.token, version=PROTOCOL_VERSION)

    def send_move(self, move: Move | str) -> int:
        """Send this seat's move for the host to check; returns its sequence number (a
        refusal names it in ``reply_to``).

        Raises:
            ValueError: no seat or no deal yet.
        """
        if self.seat is None or self.view is None:
            raise ValueError("not seated at a deal yet")
        seq = self._send("move", seat=self.seat, deal=self.deal, turn=self.turn,
                         move=str(move))
        self.sent_move = (self.deal, self.turn, seq)
        return seq

    def request_undo(self) -> int:
        """Ask to take back this seat's last decision (the host decides; see
        :meth:`sevens.online.host.HostTable.undo_refusal`).

        Raises:
            ValueError: no seat or no deal yet.
        """
        if self.seat is None or self.view is None:
            raise ValueError("not seated at a deal yet")
        return self._send("undo", seat=self.seat, deal=self.deal, turn=self.turn)

    def react(self, reaction: str) -> int:
        """Send one of the fixed reactions (:data:`~sevens.online.protocol.REACTIONS`).

        Raises:
            ValueError: not a reaction, or no seat yet.
        """
        if reaction not in REACTIONS:
            raise ValueError(f"not a reaction: {reaction!r}")
        if self.seat is None:
            raise ValueError("not seated yet")
        return self._send("reaction", seat=self.seat, reaction=reaction)

    def tick(self) -> None:
        """Let time pass: a ``ping`` after quiet, and the host counted away after
        :data:`SILENCE_SECONDS` without a word (gone only when the link closes)."""
        if self.host_gone or self.last_host_seq == 0:
            return  # gone; or nothing heard on this link yet: it is still being made
        now = self.clock()
        if now - self.last_heard > SILENCE_SECONDS:
            self.host_away = True
        if now - self.last_sent >= HEARTBEAT_SECONDS:
            self._send("ping")

    # ------------------------------------------------------------------ state

    @property
    def to_move(self) -> bool:
        """True when this seat must act now and the host is here — and has not yet been sent
        this seat's move for this turn (over a real network the host's answer takes a
        moment; a second move meanwhile would only come too late)."""
        waiting = self.sent_move is not None and self.sent_move[:2] == (self.deal, self.turn)
        return (self.view is not None and self.view.to_move and not self.host_gone
                and not waiting)

    @property
    def status(self) -> Message | None:
        """What the guest's table should say about the link: the host (named) has gone, or
        cannot be reached for now (away), or None while all is well."""
        if not (self.host_gone or self.host_away):
            return None
        name = self.names[self.host_seat] if self.host_seat < len(self.names) else ""
        key = "online.host_gone" if self.host_gone else "online.host_away"
        return Message(key, name=name or Message("online.the_host"))

    def hint(self, iterations: int = DEFAULT_ITERATIONS) -> DecisionWeighing:
        """Weigh this seat's decision on this device, from its own view, as the local hint
        does (:class:`sevens.review.DecisionWeighing`, advanced in slices by the caller). The
        deal's commitment stands for its fingerprint: the guest knows it during the deal, and
        the same decision is weighed the same way again after it.

        Raises:
            ValueError: this seat is not to move now.
        """
        if not self.to_move or self.view is None:
            raise ValueError("a hint is for the seat to move")
        fingerprint = self.commitments[self.deal][:16]
        return DecisionWeighing(self.view, self.turn, fingerprint, iterations)

    def presence(self) -> list[dict[str, Any]]:
        """Every seat's presence as last received, ``thinking`` set for the seat to play; the
        host's seat ``away`` while the host is silent or gone."""
        current = None if self.view is None else self.view.current_player
        entries = self.presence_entries
        if self.host_away or self.host_gone:
            entries = [{**entry, "state": "away"} if entry["seat"] == self.host_seat else entry
                       for entry in entries]
        return with_thinking(entries, current)

    # ------------------------------------------------------------------ receiving

    def _closed(self) -> None:
        self.host_gone = True

    def receive(self, data: bytes) -> None:
        """Handle one message from the host: check it, then take it in (or log it)."""
        self.last_heard = self.clock()
        try:
            message = read_message(data, HOST_KINDS, HOST_MESSAGE_LIMIT)
        except ProtocolError as error:
            self.log.append(f"{error.key}: {error}")
            return
        seq, kind = message["seq"], message["kind"]
        if seq <= self.last_host_seq:
            self.log.append(f"online.refused.replayed: {kind} #{seq}")
            return
        self.last_host_seq = seq
        self.host_away = False  # heard again: all is well
        if self.rules is None and kind not in ("welcome", "refused", "ping"):
            self.log.append(f"online.refused.no_hello: {kind} before the welcome")
            return
        try:
            getattr(self, f"_on_{kind}")(message)
        except (ValueError, TypeError, KeyError) as error:
            self.log.append(f"online.refused.malformed: {kind}: {error}")

    def _on_ping(self, message: dict[str, Any]) -> None:
        pass

    def _on_welcome(self, message: dict[str, Any]) -> None:
        rules = Rules.from_dict(message["rules"])
        names = message["names"]
        if (not 0 <= message["seat"] < rules.players or len(names) != rules.players
                or not all(isinstance(name, str) for name in names)
                or not 0 <= message["host_seat"] < rules.players):
            raise ValueError("welcome: seats out of range")
        self.rules, self.seat, self.names = rules, message["seat"], list(names)
        self.rules_id, self.deals = message["rules_id"], message["deals"]
        self.host_seat, self.stand_in = message["host_seat"], message["stand_in"]
        self.host_gone = False

    def _read_events(self, items: list[Any]) -> tuple[list[Event], list[dict[str, Any]]]:
        events = [event_from_dict(item) for item in items]
        return events, list(items)

    def _on_sync(self, message: dict[str, Any]) -> None:
        assert self.rules is not None
        events, shown = self._read_events(message["events"])
        view = view_from_dict(message["view"], self.rules, tuple(events))
        if view.seat != self.seat:
            raise ValueError("sync: another seat's view")
        presence = check_presence(message["presence"], self.rules.players)
        self.sent_move = None  # the table sent whole (an undo, a new deal): decide afresh
        deal = message["deal"]
        promised = self.commitments.setdefault(deal, message["commitment"])
        if promised != message["commitment"]:  # kept: the reveal must match the first one
            self.log.append(f"online.audit.commitment: deal {deal} was promised twice")
        if deal != self.deal:
            self.views_shown = {}
        else:  # the same deal again (an undo, a new link): moves after this turn were taken back
            self.views_shown = {turn: shown_view for turn, shown_view in self.views_shown.items()
                                if turn <= message["turn"]}
        self.views_shown[message["turn"]] = message["view"]
        self.deal, self.turn, self.view = deal, message["turn"], view
        self.events, self.shown = events, shown
        self.presence_entries, self.totals = presence, list(message["totals"])

    def _on_update(self, message: dict[str, Any]) -> None:
        assert self.rules is not None
        if message["deal"] != self.deal:
            raise ValueError(f"update: deal {message['deal']} is not deal {self.deal}")
        events, shown = self._read_events(message["events"])
        every = [*self.events, *events]
        view = view_from_dict(message["view"], self.rules, tuple(every))
        if view.seat != self.seat:
            raise ValueError("update: another seat's view")
        self.turn, self.view = message["turn"], view
        self.views_shown[self.turn] = message["view"]
        self.events = every
        self.shown.extend(shown)

    def _on_reveal(self, message: dict[str, Any]) -> None:
        assert self.rules is not None and self.seat is not None
        deal = message["deal"]
        if deal != self.deal or deal not in self.commitments:
            raise ValueError(f"reveal: deal {deal} was not dealt here")
        fields = {name: value for name, value in message.items()
                  if name not in ("kind", "seq", "deal", "totals")}
        self.totals = list(message["totals"])
        self.audits[deal] = audit_deal(self.rules, self.seat, self.commitments[deal],
                                       self.shown, fields, self.views_shown,
                                       self.promises.get(deal), self.parts.get(deal))

    def _on_shuffle(self, message: dict[str, Any]) -> None:
        """The host promised its part of a coming deal's shuffle: send ours (one part a deal,
        sent again if the host asks again, as after a new link; only for a deal not dealt
        yet)."""
        deal, promise = message["deal"], message["promise"]
        if deal <= self.deal or self.seat is None:
            raise ValueError(f"shuffle: deal {deal} is dealt already")
        self.promises.setdefault(deal, promise)
        part = self.parts.setdefault(deal, new_nonce())  # the same part again after a new link
        self._send("entropy", seat=self.seat, deal=deal, nonce=part)

    def _on_presence(self, message: dict[str, Any]) -> None:
        assert self.rules is not None
        self.presence_entries = check_presence(message["presence"], self.rules.players)

    def _on_reaction(self, message: dict[str, Any]) -> None:
        assert self.rules is not None
        if message["reaction"] not in REACTIONS or not 0 <= message["seat"] < self.rules.players:
            raise ValueError("reaction: unknown reaction or seat")
        self.reactions.append((message["seat"], message["reaction"]))

    def _on_refused(self, message: dict[str, Any]) -> None:
        params = message["params"]
        if not all(isinstance(value, str | int) and name.isidentifier()
                   and name not in ("message", "key") for name, value in params.items()):
            raise ValueError("refused: parameters must be named values, text or numbers")
        self.refusals.append(Refusal(message["reply_to"], message["key"], params,
                                     message["text"]))
        if self.sent_move is not None and self.sent_move[2] == message["reply_to"]:
            self.sent_move = None  # that move was refused: the seat decides again
