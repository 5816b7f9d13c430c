"""The table's session for online play (issue 47): the same :class:`~sevens.app.session.Session`
the table, results and Review scenes read, backed by the online core instead of a local match.

- :class:`HostSession` — the host's device runs the table: its game is
  :class:`~sevens.online.host.HostTable`'s (engine, bots, saved after every move through the
  table's ``on_save``); the host's own moves go through ``HostTable.play``, the bots think in
  slices through ``HostTable.tick``, and the guests' moves arrive through the connector.
- :class:`GuestSession` — a guest's device knows only what
  :class:`~sevens.online.guest.GuestClient` received: its own view and the public events. Its
  moves are sent to the host, which checks them; a refusal comes back with the engine's key
  and parameters and is said as a local one is. The deal's game exists on this device only
  once the host revealed it and the audit replayed it (:attr:`GuestClient.audits`): the
  results and Review read that replay.

Both say what the table should show besides the deal: each seat's presence
(:meth:`presence_word`), reactions, refusals and the link's state (:meth:`take_notes`).
No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import sevens
from sevens.app.names import seat_name
from sevens.app.session import SPEED_DELAYS, THINK_SLICE_SECONDS, Session
from sevens.app.translation import refusal_text, render, text
from sevens.events import Event
from sevens.game import Game, View
from sevens.message import Message
from sevens.moves import IllegalMove, Move
from sevens.online.connector import Connector
from sevens.online.guest import GuestClient
from sevens.online.host import HostTable
from sevens.online.protocol import REACTIONS
from sevens.scoring import Result

__all__ = ["GuestDeal", "GuestSession", "HostSession", "Note"]


@dataclass(frozen=True)
class Note:
    """Something the table says once: a reaction by a seat (``seat`` set: a bubble there), or
    a line for the status pill (``danger`` for a refusal or a failed check)."""

    words: str
    seat: int | None = None
    danger: bool = False


class OnlineSession(Session):
    """What both sides share: the presence of each seat, the reactions, the notes."""

    #: Online: never saved as a local match, never a table of people passing one device.
    online = True

    def __init__(self, *arguments: Any, connector: Connector | None, **options: Any) -> None:
        self.notes: list[Note] = []
        self.reactions_seen = 0
        self.connector = connector
        #: how many of the deal's events the table has been given
        self.shown_events = 0
        super().__init__(*arguments, **options)
        self.bots = {}  # no bot here: the host's table plays the computer's seats

    def pump(self) -> None:
        """Let the connector deliver what arrived."""
        if self.connector is not None:
            self.connector.pump()

    def keep_links(self) -> None:
        """Between deals (the results on show): deliver what arrived and let the links' time
        pass — heartbeats both ways — so that a friend reading the results is not counted
        gone, nor the host."""
        self.pump()
        self.tick_links()

    def tick_links(self) -> None:
        """Let the links' time pass (heartbeats, silence)."""
        raise NotImplementedError

    def take_notes(self) -> list[Note]:
        """The notes since the last call (the table shows each once)."""
        notes, self.notes = self.notes, []
        return notes

    def presence(self) -> list[dict[str, Any]]:
        """Every seat's presence entry (``state``, ``who``, ``name``)."""
        raise NotImplementedError

    def presence_word(self, seat: int) -> str | None:
        """What a seat's panel says of its player's link, in a word or two (``online.seat.*``:
        here, away, a bot in for now, invited, the host); None for a computer's seat and this
        device's own."""
        entries = self.presence()
        if seat == self.human_seat or seat >= len(entries):
            return None
        state = entries[seat]["state"]
        return None if state == "computer" else text(f"online.seat.{state}")

    def shows_thinking(self, seat: int) -> bool:
        """Every seat but this device's thinks elsewhere: its panel says so in its turn."""
        return seat != self.human_seat

    def seat_name(self, seat: int) -> str:
        """You, or the name the host gave the seat (a computer's own name when none)."""
        entries = self.presence()
        name = entries[seat]["name"] if seat < len(entries) else ""
        if seat == self.human_seat or not name:
            name = seat_name(seat, self.human_seat, False, None)
            taken = {entry["name"] for entry in entries if entry["seat"] != seat}
            if seat != self.human_seat and name in taken:  # a friend goes by this name
                name = f"{name} {seat + 1}"
        return name

    def _note_reactions(self, reactions: list[tuple[int, str]]) -> None:
        for seat, reaction in reactions[self.reactions_seen:]:
            if seat != self.human_seat:
                self.notes.append(Note(text(f"online.reaction.{reaction}"), seat))
        self.reactions_seen = len(reactions)

    def react(self, reaction: str) -> None:
        """Send one of the fixed reactions (:data:`~sevens.online.protocol.REACTIONS`)."""
        raise NotImplementedError

    @property
    def reactions(self) -> tuple[str, ...]:
        """The reactions a player may send."""
        return REACTIONS


class HostSession(OnlineSession):
    """The host's match at an online table (see the module's description). ``table`` is in
    the lobby or has started; the first deal is dealt here if it has not been."""

    def __init__(self, table: HostTable, rules_id: str, *, connector: Connector | None = None,
                 speed: str = "normal") -> None:
        self.table = table
        #: the lobby that opened the table (its invites again, for a friend who dropped)
        self.lobby: Any = None
        super().__init__(table.rules, rules_id, level=table.level, deals=table.match.deals,
                         seed=table.match.seed, speed=speed, human_seat=table.host_seat,
                         connector=connector)
        self.match = table.match
        self.seed = table.match.seed

    def next_game(self) -> Game:
        """The table's next deal: the first one when the lobby closes, then each after."""
        table = self.table
        if table.game is None:
            table.start()
        elif table.game.over and not table.match.over:
            table.next_deal()
        assert table.game is not None
        self.shown_events = len(table.game.events)
        return table.game

    @property
    def deal_number(self) -> int:
        """The deal in progress or just finished, from 1."""
        return self.table.deal_number

    def record_result(self) -> Result:
        """The table scored the deal as it ended: its result, kept once."""
        if self.recorded is None:
            self.recorded = self.match.results[-1]
            self.results.append(self.recorded)
        return self.recorded

    def is_bot(self, seat: int) -> bool:
        """True for a computer's seat and a dropped friend's that a bot plays for now."""
        return self.table.seats[seat].played_by_computer

    def tick_links(self) -> None:
        """Heartbeats and silence on the guests' links (no computer moves between deals)."""
        self.table.heartbeat()

    def presence(self) -> list[dict[str, Any]]:
        """Every seat's presence, as the guests are sent it."""
        return self.table.presence()

    def play_human(self, move: Move) -> tuple[Event, ...]:
        """The host's move, checked by the table as any seat's (see
        :meth:`Session.apply_human`)."""
        self.table.play(move)
        return self._new_events()

    def _new_events(self) -> tuple[Event, ...]:
        events = self.game.events
        new = events[self.shown_events:]
        self.shown_events = len(events)
        return self.seen(list(new))

    def update(self, dt: float, busy: bool = False) -> tuple[Event, ...]:
        """Deliver the guests' messages, let time pass at the table (heartbeats, a bot in
        for a dropped friend, a computer's move, thought in slices at the table's pace) and
        return every new event as the host's seat sees it."""
        self._advance_hint()
        self.pump()
        self._note_reactions(self.table.reactions)
        if len(self.game.events) < self.shown_events:  # a guest took a move back
            self.shown_events = len(self.game.events)
            self.decision_points = [point for point in self.decision_points
                                    if point < len(self.game.moves)]
            return ()
        if not self.paced(dt, busy):
            return ()
        moves = len(self.game.moves)
        self.table.tick(THINK_SLICE_SECONDS)
        events = self._new_events()
        if len(self.game.moves) != moves:
            self.wait = SPEED_DELAYS[self.speed]
        return events

    @property
    def can_undo(self) -> bool:
        """True when the table lets the host take back their last decision."""
        return self.table.undo_refusal(self.human_seat) is None

    def undo_refusal(self) -> Message | None:
        """Why the table would not take back the host's last decision (None: it would)."""
        return self.table.undo_refusal(self.human_seat)

    def undo(self) -> bool:
        """Take back the host's last decision at the table; False when it may not."""
        if self.table.undo(self.human_seat) is not None:
            return False
        self.shown_events = len(self.game.events)
        self.decision_points = [point for point in self.decision_points
                                if point < len(self.game.moves)]
        self.forget_hint()
        self.wait = 0.2
        return True

    def react(self, reaction: str) -> None:
        """The host's reaction, sent to every guest (too soon after the last: said why)."""
        refusal = self.table.react(self.human_seat, reaction)
        self.reactions_seen = len(self.table.reactions)
        self.notes.append(Note(text(refusal or f"online.reaction.{reaction}"),
                               danger=refusal is not None))


@dataclass
class GuestDeal:
    """A guest's deal in progress, as far as this device knows it (the table reads
    ``over``, ``moves`` and ``current_player``); the game itself comes with the reveal."""

    view: View
    turn: int
    moves: list[str] = field(default_factory=list)
    seed: None = None

    @property
    def over(self) -> bool:
        """Never while this device waits for the reveal and its check (see
        :meth:`GuestSession.game`)."""
        return False

    @property
    def current_player(self) -> int | None:
        """The seat to play."""
        return self.view.current_player


class GuestSession(OnlineSession):
    """A guest's seat at an online table (see the module's description). ``client`` has
    been welcomed (its rules and seat are known)."""

    def __init__(self, client: GuestClient, *, connector: Connector | None = None,
                 speed: str = "normal") -> None:
        if client.rules is None or client.seat is None:
            raise ValueError("the guest has not been welcomed at the table yet")
        self.client = client
        self.refusals_seen = len(client.refusals)
        self.audited: set[int] = set()
        self.status_said: Message | None = None
        self.deal_shown = 0
        rules_id = client.rules_id if client.rules_id in sevens.PRESETS else "custom"
        super().__init__(client.rules, rules_id, deals=client.deals or None, speed=speed,
                         human_seat=client.seat, connector=connector)

    # ------------------------------------------------------------------ the deal

    @property
    def game(self) -> Any:
        """The deal replayed by the audit once the host revealed it and it checked out;
        until then what this device knows (:class:`GuestDeal`)."""
        audit = self.client.audits.get(self.client.deal)
        if audit is not None and audit.ok and audit.game is not None:
            return audit.game
        view = self.client.view
        return GuestDeal(view, self.client.turn, [""] * self.client.turn)

    @game.setter
    def game(self, value: Any) -> None:
        """The local match's deals are not this table's: nothing to keep."""

    def next_game(self) -> Game:
        """The deal the host dealt (the table shows it as it comes)."""
        self.shown_events = len(self.client.events)
        self.deal_shown = self.client.deal
        return self.game

    @property
    def deal_ready(self) -> bool:
        """True when the host has dealt a deal this device has not shown yet, or the one
        shown is still in play (False: waiting for the host to deal the next)."""
        return self.client.view is not None and (
            self.client.deal != self.deal_shown or not self.client.view.over)

    @property
    def deal_number(self) -> int:
        """The host's deal number."""
        return max(1, self.client.deal)

    def view(self) -> View:
        """This seat's view as the host last sent it."""
        view = self.client.view
        assert view is not None
        return view

    @property
    def human_to_move(self) -> bool:
        """True when this seat must act and the host is here."""
        return self.client.to_move

    def check(self, move: Move | str) -> str | None:
        """Not this seat's turn, or None: the host checks every move and says why not."""
        return None if self.human_to_move else text("refused.not_your_turn")

    def is_bot(self, seat: int) -> bool:
        """True for a computer's seat and a dropped friend's a bot plays for now."""
        entries = self.presence()
        return seat < len(entries) and entries[seat]["state"] in ("computer", "bot")

    def tick_links(self) -> None:
        """Heartbeats and silence on the link to the host."""
        self.client.tick()

    def presence(self) -> list[dict[str, Any]]:
        """Every seat's presence as the host last sent it (the host's seat away while the
        host is silent or gone)."""
        return self.client.presence()

    def apply_human(self, move: Move) -> tuple[Event, ...]:
        """Send the move to the host; its events come back with the host's update (a
        refusal as a note, in the words a local refusal has).

        Raises:
            sevens.IllegalMove: not this seat's turn.
        """
        if not self.human_to_move:
            raise IllegalMove(text("refused.not_your_turn"), "refused.not_your_turn")
        self.client.send_move(move)
        self.decision_points.append(self.client.turn)
        self.forget_hint()
        return ()

    def update(self, dt: float, busy: bool = False) -> tuple[Event, ...]:
        """Deliver the host's messages and return the new events of the deal; refusals,
        reactions, the deal's check and the host's link become notes."""
        self._advance_hint()
        self.pump()
        client = self.client
        client.tick()
        self._note_reactions(client.reactions)
        for refusal in client.refusals[self.refusals_seen:]:
            self.notes.append(Note(refusal_text(refusal.as_error()), danger=True))
        self.refusals_seen = len(client.refusals)
        audit = client.audits.get(client.deal)
        if audit is not None and client.deal not in self.audited:
            self.audited.add(client.deal)
            self.notes.append(Note(render(audit.message), danger=not audit.ok))
            if audit.ok and audit.game is not None and not self.match.over:
                self.match.record(audit.game)
        if client.status != self.status_said:
            if client.status is None and self.status_said is not None:  # the host is back
                self.notes.append(Note(render(Message("online.host_back",
                                                       **self.status_said.params))))
            self.status_said = client.status
            if client.status is not None:
                self.notes.append(Note(render(client.status), danger=True))
        if client.deal != self.deal_shown:
            return ()  # the next deal: the table shows it when it is set up
        events = client.events
        if len(events) < self.shown_events:  # a move taken back at the table
            self.shown_events = len(events)
            return ()
        new = events[self.shown_events:]
        self.shown_events = len(events)
        return tuple(new)

    @property
    def verdict(self) -> str:
        """The deal's check in words (the results show it instead of the deal code): all
        well, or the first thing that did not match; '' before the reveal."""
        audit = self.client.audits.get(self.client.deal)
        return "" if audit is None else render(audit.message)

    @property
    def verdict_ok(self) -> bool:
        """True when the deal checked out."""
        audit = self.client.audits.get(self.client.deal)
        return audit is not None and audit.ok

    def record_result(self) -> Result:
        """The deal's result, from the audited replay (recorded into this device's match
        when it checked out)."""
        if self.recorded is None:
            game = self.game
            self.recorded = self.match.results[-1] if self.match.results else game.result()
            self.results.append(self.recorded)
        return self.recorded

    # ------------------------------------------------------------------ undo, hints, reactions

    @property
    def can_undo(self) -> bool:
        """True when this seat has a decision in this deal to ask back (the host decides)."""
        return bool(self.decision_points) and self.client.view is not None \
            and not self.client.view.over

    def undo(self) -> bool:
        """Ask the host to take back this seat's last decision."""
        if not self.can_undo:
            return False
        self.client.request_undo()
        self.decision_points.pop()
        self.forget_hint()
        return True

    def request_hint(self) -> None:
        """Weigh this seat's decision on this device, from its own view."""
        if not self.human_to_move or self.hint_thinker is not None:
            return
        self.hint = None
        self.hint_thinker = self.client.hint(self.hint_iterations)

    def react(self, reaction: str) -> None:
        """Send a reaction to the table (the host passes it on)."""
        self.client.react(reaction)
        self.notes.append(Note(text(f"online.reaction.{reaction}")))
