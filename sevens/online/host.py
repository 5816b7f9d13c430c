"""The host's side of an online table: the host's device runs the table.

:class:`HostTable` holds the match (``sevens.Match``, one ``sevens.Game`` a deal), the bots of
the computer seats, and one :class:`~sevens.online.seats.Seat` a player; it waits in the lobby
until :meth:`HostTable.start` deals the first hand, shuffled with the guests' help
(:mod:`sevens.online.fairness`). Guests connect over
any :class:`~sevens.online.transport.Transport`; each is sent only what its seat may see —
``game.view(seat)`` and each event's ``seen_by(seat)``, the engine's one filter — and sends
moves, which are checked by the engine exactly as a local player's (a refusal carries
``IllegalMove``'s key and parameters). Every message is checked first
(:func:`sevens.online.protocol.read_message`, then the sequence number, the seat, the deal
and the turn); what fails is refused, written to :attr:`HostTable.log`, and play goes on.

Time comes from a clock passed in (``clock()``, seconds): a friend whose link drops, or falls
silent for :data:`SILENCE_SECONDS` (a phone freezing the page), is ``away``, and after
:data:`DROP_GRACE_SECONDS` a bot at the host's chosen level plays for them until they speak
again on that link or connect again with their token. :meth:`HostTable.tick` does the
waiting and the computer moves; nothing here sleeps.

The core writes no file: :meth:`HostTable.save_state` is the match in the save format of
``sevens/app/saved_match.py`` (with the online table beside it), handed to ``on_save`` after every
move, and :meth:`HostTable.resume` continues from it.
"""

from __future__ import annotations

import hmac
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import sevens
from sevens.bots import Bot
from sevens.events import Event
from sevens.game import Game
from sevens.message import Message
from sevens.moves import IllegalMove, Move
from sevens.online import fairness, host_save
from sevens.online.invite import Answer, Invite, answer_for, new_key
from sevens.online.protocol import (
    GUEST_KINDS,
    GUEST_MESSAGE_LIMIT,
    PROTOCOL_VERSION,
    REACTIONS,
    ProtocolError,
    encode,
    read_message,
)
from sevens.online.seats import COMPUTER, FRIEND, HOST, Connection, Seat, presence_entries
from sevens.online.transport import Transport
from sevens.online.wire import event_to_dict, view_to_dict
from sevens.rules import Rules

#: Seconds a dropped friend's seat waits before a bot plays for them.
DROP_GRACE_SECONDS = 5.0
#: Seconds of silence after which the host sends a ``ping``.
HEARTBEAT_SECONDS = 4.0
#: Seconds of silence after which a guest's seat counts as away (its link stays open).
SILENCE_SECONDS = 15.0
#: Seconds a seat must wait between two reactions.
REACTION_GAP_SECONDS = 2.0
#: Refused messages kept in the log (the oldest go first).
LOG_LIMIT = 500


@dataclass(frozen=True)
class LogEntry:
    """One refused message: when, from which seat (None before a valid hello), its key and
    an English detail for whoever reads the log."""

    time: float
    seat: int | None
    key: str
    detail: str


class HostTable:
    """An online match run on the host's device (see the module's description).

    ``friends`` are the seats invited people take; ``host_seat`` is the host's own; every
    other seat is a computer at ``level`` (or its own in ``levels``). ``stand_in`` is the
    level of the bot that plays for a dropped friend. ``seed`` seeds the match (its bots, and
    its deals if the save is continued at one device); the online deals come from the
    shuffle the guests help with.

    Raises:
        ValueError: a seat out of range, the host's seat among the friends, an unknown level.
    """

    def __init__(self, rules: Rules, rules_id: str = "", *, friends: Sequence[int],
                 host_seat: int = 0, names: Mapping[int, str] | None = None,
                 level: str = "normal", levels: Mapping[int, str] | None = None,
                 stand_in: str = "normal", deals: int | None = None, seed: int | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 grace: float = DROP_GRACE_SECONDS, bot_delay: float = 0.0,
                 room: str | None = None, tokens: Mapping[int, str] | None = None,
                 on_save: Callable[[dict[str, Any]], None] | None = None,
                 allow_undo: bool = True) -> None:
        players = rules.players
        if not 0 <= host_seat < players or any(not 0 <= seat < players for seat in friends):
            raise ValueError(f"seats must be from 0 to {players - 1}")
        if host_seat in friends:
            raise ValueError("the host's seat cannot be a friend's")
        for chosen in (level, stand_in, *(levels or {}).values()):
            sevens.make_bot(chosen)  # refuses an unknown level with its own sentence
        self.rules, self.rules_id = rules, rules_id
        self.clock, self.grace, self.bot_delay = clock, grace, bot_delay
        self.stand_in, self.level, self.allow_undo = stand_in, level, allow_undo
        self.on_save = on_save
        self.host_seat = host_seat
        self.room = room or new_key()
        names = names or {}
        tokens = tokens or {}
        self.seats: list[Seat] = []
        for seat in range(players):
            name = names.get(seat, "")
            if seat == host_seat:
                self.seats.append(Seat(HOST, name))
            elif seat in friends:
                self.seats.append(Seat(FRIEND, name, stand_in, tokens.get(seat) or new_key()))
            else:
                self.seats.append(Seat(COMPUTER, name, (levels or {}).get(seat, level)))
        self.match = sevens.Match(rules, seed=seed, deals=deals)
        seeds = random.Random(self.match.seed)
        self.bots: dict[int, Bot] = {
            seat: sevens.make_bot(self.seats[seat].level, seed=seeds.randrange(1 << 30))
            for seat in range(players) if self.seats[seat].kind != HOST}
        self.connections: list[Connection] = []
        self.log: list[LogEntry] = []
        #: every reaction sent at the table, as (seat, reaction), the host's own included
        self.reactions: list[tuple[int, str]] = []
        #: the saves of the deals already finished (as ``sevens/app/saved_match.py`` keeps them)
        self.finished: list[dict[str, Any]] = []
        self.last_move_at = clock()
        #: the deal in progress or just finished; None in the lobby, before :meth:`start`
        self.game: Game | None = None
        self.salt = self.promised = ""
        self.movers: list[int | None] = []
        self.recorded = False
        self._thinking: tuple[int, int, int] | None = None
        #: this deal's shuffle, revealed at its end: the host's secret and the guests' parts
        self.shuffle: dict[str, Any] | None = None
        #: the next deal's shuffle: the host's secret (promised to the guests by its hash) and
        #: the parts the guests sent for it, by seat
        self.next_secret = fairness.new_shuffle_secret()
        self.next_entropy: dict[int, str] = {}

    # ------------------------------------------------------------------ deals

    @property
    def started(self) -> bool:
        """True once the first deal is dealt (:meth:`start`)."""
        return self.game is not None

    @property
    def next_shuffle_deal(self) -> int:
        """The number of the deal the next shuffle is for."""
        return 1 if self.game is None else self.deal_number + 1

    def start(self) -> None:
        """Leave the lobby: deal the first hand, shuffled with the parts the guests sent so
        far, and send it to every guest. A friend who has not joined yet is waited for like
        a dropped one: a bot plays for them after the grace time, until they join.

        Raises:
            ValueError: the match has started already.
        """
        if self.game is not None:
            raise ValueError("the match has started already")
        now = self.clock()
        for place in self.seats:  # a friend not here yet is waited for as a dropped one
            if place.kind == FRIEND and place.connection is None and place.dropped_at is None:
                place.dropped_at = now
        self._deal()

    def _deal(self) -> None:
        """Deal the next hand from the promised secret and the guests' parts, promise the
        following deal's secret, and send everyone the new deal."""
        entropy = {str(seat): nonce for seat, nonce in sorted(self.next_entropy.items())}
        self.shuffle = {"secret": self.next_secret, "entropy": entropy}
        seed = fairness.shuffled_seed(self.next_secret, entropy)
        self._start(Game(self.rules, seed=seed, dealer=self.match.dealer), fairness.new_salt())
        self.next_secret, self.next_entropy = fairness.new_shuffle_secret(), {}
        self.last_move_at = self.clock()
        for connection in self._seated():
            self._sync(connection)
            self._send_shuffle(connection)
        self._save()

    def _send_shuffle(self, connection: Connection) -> None:
        self._send(connection, "shuffle", deal=self.next_shuffle_deal,
                   promise=fairness.shuffle_promise(self.next_secret))

    def _start(self, game: Game, salt: str) -> None:
        self.game = game
        self.salt = salt
        self.promised = fairness.commitment(game, salt)
        #: each move's deciding person (a seat), or None for a computer's move
        self.movers: list[int | None] = [None] * len(game.moves)
        self.recorded = False
        #: the position a bot is thinking about in slices (deal, move count, seat), if any
        self._thinking: tuple[int, int, int] | None = None

    @property
    def deal_number(self) -> int:
        """The number of the deal in progress or just finished, from 1."""
        return self.match.deal_number + (0 if self.recorded else 1)

    def next_deal(self) -> None:
        """Deal the next hand of the match and send it to every guest.

        Raises:
            ValueError: the match has not started, the deal is not over, or the match is.
        """
        if self.game is None:
            raise ValueError("the match has not started: start() deals the first hand")
        if not self.game.over:
            raise ValueError("the deal is not over yet")
        if self.match.over:
            raise ValueError("the match is over")
        self._deal()

    # ------------------------------------------------------------------ invites and links

    def invite(self, seat: int, offer: str = "") -> Invite:
        """The invite for a friend's seat, carrying ``offer`` (the host's SDP offer).

        Raises:
            ValueError: ``seat`` is not a friend's.
        """
        if not 0 <= seat < len(self.seats) or self.seats[seat].kind != FRIEND:
            raise ValueError(f"seat {seat} is not a friend's seat")
        token = self.seats[seat].token
        assert token is not None
        return Invite(self.room, seat, token, offer, self.seats[self.host_seat].name,
                      self.seats[seat].name, self.rules_id)

    def accept_answer(self, text: str) -> Answer:
        """Read a guest's answer (payload text or a link) and check that it answers one of
        this table's invites: the room key, a friend's seat and that seat's token.

        Raises:
            InviteError: not an answer (``online.invite.*``), or one for another table or
                seat (``online.invite.not_ours``).
        """
        tokens = {seat: place.token for seat, place in enumerate(self.seats) if place.token}
        return answer_for(text, self.room, tokens)

    def connect(self, transport: Transport) -> Connection:
        """Take a new guest link; the guest proves its seat with ``hello``."""
        connection = Connection(transport, self.clock())
        self.connections.append(connection)
        transport.on_receive = lambda data: self.receive(connection, data)
        transport.on_close = lambda: self._closed(connection)
        return connection

    def _closed(self, connection: Connection) -> None:
        """A link is gone (its transport closed): its seat is away, and a bot steps in after
        the grace time."""
        connection.open = False
        if connection in self.connections:
            self.connections.remove(connection)
        seat = connection.seat
        if seat is not None and self.seats[seat].connection is connection:
            self.seats[seat].connection = None
            self._away(seat)

    def _away(self, seat: int) -> None:
        """A friend's seat is away from now (unless it already was); presence tells all."""
        if self.seats[seat].dropped_at is None:
            self.seats[seat].dropped_at = self.clock()
        self._send_presence()

    def _fall_silent(self, connection: Connection) -> None:
        """Nothing heard on a link for too long: its seat is away, the link stays open."""
        connection.silent = True
        seat = connection.seat
        if seat is not None and self.seats[seat].connection is connection:
            self._away(seat)

    # ------------------------------------------------------------------ receiving

    def receive(self, connection: Connection, data: bytes) -> None:
        """Handle one message from a guest link: check it, then act or refuse."""
        if not connection.open:
            return
        connection.last_heard = self.clock()
        try:
            message = read_message(data, GUEST_KINDS, GUEST_MESSAGE_LIMIT)
        except ProtocolError as error:
            self._refuse(connection, 0, error.key, str(error))
            return
        seq, kind = message["seq"], message["kind"]
        if seq <= connection.last_seq:
            self._refuse(connection, seq, "online.refused.replayed",
                         f"{kind} #{seq} after #{connection.last_seq}")
            return
        connection.last_seq = seq
        if kind == "hello":
            self._hello(connection, message)
            return
        seat = connection.seat
        if seat is None:
            self._refuse(connection, seq, "online.refused.no_hello", f"{kind} before hello")
            return
        if "seat" in message and message["seat"] != seat:
            self._refuse(connection, seq, "online.refused.wrong_seat",
                         f"seat {seat} claimed seat {message['seat']}")
            return
        if connection.silent:  # heard again after silence: the friend takes the seat back
            self._take_seat(connection, seat)
        if kind == "move":
            self._guest_move(connection, message)
        elif kind == "undo":
            if self._current(connection, message):
                refusal = self.undo(seat)
                if refusal is not None:
                    self._refuse(connection, seq, refusal.key, "undo refused")
        elif kind == "reaction":
            refusal = self.react(seat, message["reaction"])
            if refusal is not None:
                self._refuse(connection, seq, refusal, message["reaction"])
        elif kind == "entropy":
            self._entropy(connection, seat, message)

    def _entropy(self, connection: Connection, seat: int, message: dict[str, Any]) -> None:
        """Keep a guest's part of the next deal's shuffle (one a seat, for that deal only)."""
        if not fairness.is_nonce(message["nonce"]):
            self._refuse(connection, message["seq"], "online.refused.malformed", "nonce")
        elif self.next_entropy.get(seat) == message["nonce"]:
            pass  # the same part again (sent again over a new link)
        elif message["deal"] != self.next_shuffle_deal or seat in self.next_entropy:
            self._refuse(connection, message["seq"], "online.refused.stale",
                         f"a shuffle part for deal {message['deal']}")
        else:
            self.next_entropy[seat] = message["nonce"]

    def _hello(self, connection: Connection, message: dict[str, Any]) -> None:
        seq = message["seq"]
        if message["version"] != PROTOCOL_VERSION:
            self._refuse(connection, seq, "online.refused.version", str(message["version"]))
            return
        if not hmac.compare_digest(message["room"].encode(), self.room.encode()):
            self._refuse(connection, seq, "online.refused.wrong_room", "another room's key")
            return
        seat = next((index for index, place in enumerate(self.seats) if place.token
                     and hmac.compare_digest(message["token"].encode(), place.token.encode())),
                    None)
        if seat is None or (connection.seat is not None and connection.seat != seat):
            self._refuse(connection, seq, "online.refused.unknown_token", "no seat has it")
            return
        self._take_seat(connection, seat)

    def _take_seat(self, connection: Connection, seat: int) -> None:
        """Seat the friend on ``connection`` (after a valid hello, or heard again after
        silence) and send them the table: welcome, the deal, the shuffle, presence."""
        place = self.seats[seat]
        old = place.connection
        if old is not None and old is not connection:  # the seat taken back on a new link
            old.open = False
            old.transport.on_close = None
            old.transport.close()
            if old in self.connections:
                self.connections.remove(old)
        connection.seat, connection.silent = seat, False
        place.connection, place.joined = connection, True
        place.dropped_at, place.bot_in = None, False
        if self._thinking is not None and self._thinking[2] == seat:
            self._thinking = None  # the friend is back before the bot decided
        self._send(connection, "welcome", seat=seat, names=[place.name for place in self.seats],
                   rules_id=self.rules_id, rules=self.rules.to_dict(), deals=self.match.deals,
                   host_seat=self.host_seat, stand_in=self.stand_in)
        if self.game is not None:
            self._sync(connection)
        self._send_shuffle(connection)
        self._send_presence()

    def _current(self, connection: Connection, message: dict[str, Any]) -> bool:
        """True when a move or undo names this deal and turn; else it is refused as stale."""
        if self.game is None:
            self._refuse(connection, message["seq"], "online.refused.stale", "in the lobby")
            return False
        if message["deal"] != self.deal_number or message["turn"] != len(self.game.moves):
            self._refuse(connection, message["seq"], "online.refused.stale",
                         f"deal {message['deal']} turn {message['turn']}, now deal "
                         f"{self.deal_number} turn {len(self.game.moves)}")
            return False
        return True

    def _guest_move(self, connection: Connection, message: dict[str, Any]) -> None:
        seat, seq = connection.seat, message["seq"]
        assert seat is not None
        if not self._current(connection, message):
            return
        if self.game.current_player != seat and not self.game.over:  # over: the engine says
            self._refuse(connection, seq, "refused.not_your_turn", message["move"])
            return
        try:
            self._apply(seat, message["move"], person=True)
        except IllegalMove as error:
            self._refuse(connection, seq, error.key or "online.refused.malformed", str(error),
                         dict(error.params))

    # ------------------------------------------------------------------ moves

    def play(self, move: Move | str) -> tuple[Event, ...]:
        """The host's own move, checked as any; returns its events as the host's seat sees
        them.

        Raises:
            IllegalMove: not the host's turn (``refused.not_your_turn``), or the rules refuse
                the move (its key and parameters; ``refusal.deal_over`` once the deal is over).
        """
        if self.game is None or (self.game.current_player != self.host_seat
                                 and not self.game.over):
            raise IllegalMove("Wait for your turn.", "refused.not_your_turn")
        events = self._apply(self.host_seat, move, person=True)
        return tuple(event.seen_by(self.host_seat) for event in events)

    def _apply(self, seat: int, move: Move | str, *, person: bool) -> list[Event]:
        events = self.game.apply(move)
        self.movers.append(seat if person else None)
        self.last_move_at = self.clock()
        if self.game.over and not self.recorded:
            self.match.record(self.game)
            self.finished.append(self.game.to_dict())
            self.recorded = True
        for connection in self._seated():
            self._send_update(connection)
        self._save()
        return events

    def undo_refusal(self, seat: int) -> Message | None:
        """Why ``seat`` may not take back its last decision now, or None when it may.

        A person takes back only their own decision, and only while nobody else at the
        table has decided since (computer moves after it are taken back with it), as at a
        pass-and-play table before the device changes hands.
        """
        if not self.allow_undo or self.game is None or self.game.over:
            return Message("undo.none")
        decided = [index for index, mover in enumerate(self.movers) if mover == seat]
        if not decided:
            return Message("undo.none")
        if any(mover not in (None, seat) for mover in self.movers[decided[-1]:]):
            return Message("online.undo.others_moved")
        return None

    def undo(self, seat: int) -> Message | None:
        """Take back ``seat``'s last decision (see :meth:`undo_refusal`) and send everyone the
        table again; returns the refusal, or None when it went back."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            return refusal
        point = max(index for index, mover in enumerate(self.movers) if mover == seat)
        self.game.undo_to(point)
        del self.movers[point:]
        self._thinking = None
        self.last_move_at = self.clock()
        for connection in self._seated():
            connection.synced_deal = None
            self._sync(connection)
        self._save()
        return None

    def react(self, seat: int, reaction: str) -> str | None:
        """Send ``seat``'s reaction to every guest; returns a refusal key, or None when sent
        (a reaction not in :data:`REACTIONS`, or sooner than :data:`REACTION_GAP_SECONDS`
        after the seat's last, is refused)."""
        if reaction not in REACTIONS:
            return "online.refused.malformed"
        place, now = self.seats[seat], self.clock()
        if place.last_reaction is not None and now - place.last_reaction < REACTION_GAP_SECONDS:
            return "online.refused.too_fast"
        place.last_reaction = now
        self.reactions.append((seat, reaction))
        for connection in self._seated():
            self._send(connection, "reaction", seat=seat, reaction=reaction)
        return None

    # ------------------------------------------------------------------ time

    def heartbeat(self) -> None:
        """The links' time only (what :meth:`tick` does first, and all a lobby or the results
        screen needs): a ``ping`` after quiet, and a link silent too long counted away (it
        stays open: only its transport's close ends it)."""
        now = self.clock()
        for connection in list(self.connections):
            if not connection.silent and now - connection.last_heard > SILENCE_SECONDS:
                self._fall_silent(connection)
            if now - connection.last_sent >= HEARTBEAT_SECONDS:
                self._send(connection, "ping")

    def tick(self, think_seconds: float | None = None) -> bool:
        """Let time pass: heartbeats, dropped links, bots stepping in, and at most one
        computer move. Returns True when a move was made.

        ``think_seconds``: let the bot to play think about this long in this call (its
        ``begin``/``advance``, as the local table slices thinking so a frame never stalls),
        carrying on at the next call; None decides at once.
        """
        self.heartbeat()
        now = self.clock()
        changed = False
        for place in self.seats:
            if (place.kind == FRIEND and not place.here and not place.bot_in
                    and place.dropped_at is not None and now - place.dropped_at >= self.grace):
                place.bot_in, changed = True, True
        if changed:
            self._send_presence()
        if self.game is None:
            return False
        seat = self.game.current_player
        if seat is None or not self.seats[seat].played_by_computer:
            return False
        if now - self.last_move_at < self.bot_delay:
            return False
        bot = self.bots[seat]
        if think_seconds is None:
            move: Move | None = bot.choose(self.game.view(seat))
        else:
            position = (self.deal_number, len(self.game.moves), seat)
            if self._thinking != position:
                bot.begin(self.game.view(seat))
                self._thinking = position
            move = bot.advance(think_seconds)
        if move is None:
            return False
        self._thinking = None
        self._apply(seat, move, person=False)
        return True

    # ------------------------------------------------------------------ sending

    def _seated(self) -> list[Connection]:
        """The links seated at the table and not silent (a silent one is sent the table
        whole when it is heard again)."""
        return [connection for connection in self.connections
                if connection.seat is not None and not connection.silent]

    def _send(self, connection: Connection, kind: str, **fields: Any) -> None:
        if not connection.open:
            return
        connection.sent_seq += 1
        connection.last_sent = self.clock()
        connection.transport.send(encode(kind, connection.sent_seq, **fields))

    def _refuse(self, connection: Connection, reply_to: int, key: str, detail: str,
                params: dict[str, Any] | None = None) -> None:
        self.log.append(LogEntry(self.clock(), connection.seat, key, detail[:200]))
        del self.log[:-LOG_LIMIT]
        self._send(connection, "refused", reply_to=reply_to, key=key, params=params or {},
                   text=detail[:200])

    def presence(self) -> list[dict[str, Any]]:
        """Every seat's presence (see :mod:`sevens.online.seats`), ``thinking`` included."""
        current = None if self.game is None else self.game.current_player
        return [{**entry, "thinking": entry["seat"] == current}
                for entry in presence_entries(self.seats)]

    def _send_presence(self) -> None:
        entries = presence_entries(self.seats)
        for connection in self._seated():
            self._send(connection, "presence", presence=entries)

    def _totals(self) -> list[int | float]:
        return [round(float(total), 6) if isinstance(total, Fraction) else total
                for total in self.match.totals]

    def _sync(self, connection: Connection) -> None:
        """Send the whole deal as the guest's seat sees it (at a new deal, a reconnection,
        an undo), and the reveal when the deal is over."""
        seat = connection.seat
        assert seat is not None
        events = [event_to_dict(event.seen_by(seat)) for event in self.game.events]
        self._send(connection, "sync", deal=self.deal_number, turn=len(self.game.moves),
                   commitment=self.promised, view=view_to_dict(self.game.view(seat)),
                   events=events, presence=presence_entries(self.seats), totals=self._totals())
        connection.synced_deal, connection.events_sent = self.deal_number, len(events)
        if self.game.over:
            self._send_reveal(connection)

    def _send_reveal(self, connection: Connection) -> None:
        """The deal revealed (:func:`~sevens.online.fairness.reveal_fields`), with the match
        totals after it."""
        self._send(connection, "reveal", deal=self.deal_number, totals=self._totals(),
                   **fairness.reveal_fields(self.game, self.salt, self.shuffle))

    def _send_update(self, connection: Connection) -> None:
        seat = connection.seat
        assert seat is not None
        if connection.synced_deal != self.deal_number:
            self._sync(connection)
            return
        new = self.game.events[connection.events_sent:]
        self._send(connection, "update", deal=self.deal_number, turn=len(self.game.moves),
                   view=view_to_dict(self.game.view(seat)),
                   events=[event_to_dict(event.seen_by(seat)) for event in new])
        connection.events_sent = len(self.game.events)
        if self.game.over:
            self._send_reveal(connection)

    # ------------------------------------------------------------------ saving

    def save_state(self) -> dict[str, Any]:
        """The match as JSON-ready data (:func:`sevens.online.host_save.snapshot`: the save
        format of ``sevens/app/saved_match.py`` and the online table beside it). It holds every
        hand: it stays on the host's device."""
        return host_save.snapshot(self)

    def _save(self) -> None:
        if self.on_save is not None:
            self.on_save(self.save_state())

    @classmethod
    def resume(cls, data: dict[str, Any], *, clock: Callable[[], float] = time.monotonic,
               **options: Any) -> HostTable:
        """Continue a match from :meth:`save_state` data, at the same move, with the same
        room, tokens and commitment; every friend is ``away`` until they connect again (the
        host sends them the invites again).

        Raises:
            ValueError: the data is not an online save, or does not replay.
        """
        return host_save.restore(cls, data, clock, options)
