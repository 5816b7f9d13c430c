"""A table of one host and guests over in-memory links, for the online tests (issue 47).

Guests choose their moves with bots, from the view their client rebuilt from the host's
messages, and send them through the protocol as a UI would. The host's end of every link
notes, for each message it sends, which cards were hidden from that guest's seat at that
moment (:func:`hidden_cards`), so a test can look for them in what the guest received.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import sevens
from sevens.cards import ALL_CARDS, multiset_cards
from sevens.events import CardGiven
from sevens.game import Game
from sevens.online import GuestClient, HostTable, decode_invite, encode_invite, fairness
from sevens.online.transport import MemoryTransport, deliver_all

#: Fields that name cards by their place on the table (what fits next at a row's end), not
#: by whose they are: a card named there says nothing of any hand.
POSITIONAL_FIELDS = {"playable", "blocked", "next_low", "next_high", "rules"}
CARD_TEXTS = {str(card) for card in ALL_CARDS}
TOKEN = re.compile(r"[A-Za-z0-9]+")


class SeededSecrets:
    """A stand-in for :mod:`secrets` in :mod:`sevens.online.fairness`: the same salts, shuffle
    secrets and guests' parts on every run, so each test deals the same cards every time."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def token_hex(self, count: int) -> str:
        return self.rng.randbytes(count).hex()


@pytest.fixture(autouse=True)
def seeded_secrets(monkeypatch: pytest.MonkeyPatch) -> SeededSecrets:
    """Every online test deals reproducibly (:class:`OnlineTable` seeds it with its own
    ``seed``)."""
    stand_in = SeededSecrets()
    monkeypatch.setattr(fairness, "secrets", stand_in)
    return stand_in


class Clock:
    """A clock the test moves by hand (seconds)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def hidden_cards(game: Game, seat: int) -> set[str]:
    """The cards hidden from ``seat`` now: in another hand (or covered face down by another
    seat) and not public, the seat's own, or handed over by the seat itself (hand-a-card: the
    giver knows the card it gave). With two packs a card text stands for both
    copies, so a text that is also in the seat's own hand or on the table is not counted."""
    others = set()
    for other in range(game.players):
        if other != seat:
            others.update(str(card) for card in game.hand(other))
            others.update(str(card) for card in multiset_cards(game.covered[other]))
    known = {str(card) for card in game.hand(seat)}
    known.update(str(card) for card in multiset_cards(game.covered[seat]))
    known.update(str(card) for row in game.rows() for card in row.cards)
    known.update(str(card) for card in multiset_cards(game.leftovers))
    known.update(str(event.card) for event in game.events
                 if isinstance(event, CardGiven) and event.giver == seat)
    return others - known


def named_cards(data: Any, key: str | None = None) -> set[str]:
    """Every card text a message names outside :data:`POSITIONAL_FIELDS`."""
    if key in POSITIONAL_FIELDS:
        return set()
    if isinstance(data, dict):
        return set().union(*(named_cards(value, name) for name, value in data.items()))
    if isinstance(data, list):
        return set().union(*(named_cards(item, key) for item in data))
    if isinstance(data, str):
        return {token for token in TOKEN.findall(data) if token in CARD_TEXTS}
    return set()


class HostEnd(MemoryTransport):
    """The host's end of a link: notes each message it sends with the cards hidden from the
    guest's seat at that moment (``sent``)."""

    def __init__(self, table: OnlineTable) -> None:
        super().__init__()
        self.table = table
        self.sent: list[tuple[bytes, set[str] | None]] = []

    def send(self, data: bytes) -> None:
        seat = self.table.seat_of(self)
        message = json.loads(data)
        game = self.table.host.game
        hidden = (None if seat is None or message["kind"] == "reveal"
                  else set() if game is None  # the lobby: nothing dealt, nothing hidden
                  else hidden_cards(game, seat))
        self.sent.append((bytes(data), hidden))
        super().send(data)


class OnlineTable:
    """A host and its guests, linked in memory; ``play`` drives them to the end of a deal.

    The friends join (but those ``absent``), then the host starts the match (unless
    ``start`` is False: the table waits in the lobby)."""

    def __init__(self, rules: sevens.Rules, friends: list[int], *, host_seat: int = 0,
                 seed: int = 1, deals: int = 1, level: str = "easy", start: bool = True,
                 absent: tuple[int, ...] = (), **options: Any) -> None:
        self.clock = Clock()
        if isinstance(fairness.secrets, SeededSecrets):
            fairness.secrets.rng.seed(seed)
        self.saves: list[dict[str, Any]] = []
        self.host = HostTable(rules, "custom", friends=friends, host_seat=host_seat,
                              names={seat: f"P{seat + 1}" for seat in range(rules.players)},
                              level=level, stand_in=level, deals=deals, seed=seed,
                              clock=self.clock, on_save=self.saves.append, **options)
        self.friends = friends
        self.guests: dict[int, GuestClient] = {}
        self.links: dict[int, tuple[HostEnd, MemoryTransport]] = {}
        self.retired: list[tuple[int, HostEnd, MemoryTransport]] = []
        self.bots = {seat: sevens.make_bot(level, seed=seat) for seat in range(rules.players)}
        for seat in friends:
            if seat not in absent:
                self.join(seat)
        if start:
            self.host.start()
            self.deliver()

    def seat_of(self, end: HostEnd) -> int | None:
        """The seat whose link ends at ``end``."""
        for seat, (host_end, _guest_end) in self.links.items():
            if host_end is end:
                return seat
        return next((seat for seat, host_end, _guest in self.retired if host_end is end), None)

    def join(self, seat: int) -> GuestClient:
        """Connect the friend at ``seat`` with the invite's room and token (again: the same
        client over a new link)."""
        if seat in self.links:
            self.retired.append((seat, *self.links[seat]))
        host_end = HostEnd(self)
        guest_end = MemoryTransport()
        host_end.peer, guest_end.peer = guest_end, host_end
        self.links[seat] = (host_end, guest_end)
        self.host.connect(host_end)
        guest = self.guests.get(seat)
        if guest is None:
            invite = decode_invite(encode_invite(self.host.invite(seat, offer="v=0\r\n")))
            guest = GuestClient(guest_end, invite.room, invite.token, clock=self.clock)
            guest.hello()
            self.guests[seat] = guest
        else:  # the same device, over a new link
            guest.reconnect(guest_end)
        self.deliver()
        return guest

    def ends(self) -> list[MemoryTransport]:
        return [end for pair in self.links.values() for end in pair]

    def deliver(self) -> None:
        deliver_all(self.ends())

    def step(self) -> bool:
        """One action by whoever is to act; False when nobody could (waiting on time)."""
        host = self.host
        assert host.game is not None
        seat = host.game.current_player
        if seat == host.host_seat:
            host.play(self.bots[seat].choose(host.game.view(seat)))
        elif host.tick():
            pass
        else:
            guest = self.guests.get(seat)  # type: ignore[arg-type]
            if guest is None or not guest.to_move or guest.transport.closed:
                return False
            guest.send_move(self.bots[seat].choose(guest.view))  # type: ignore[arg-type]
        self.deliver()
        return True

    def play(self, moves: int | None = None) -> None:
        """Play to the end of the deal (or ``moves`` more moves)."""
        target = None if moves is None else len(self.host.game.moves) + moves
        for _guard in range(5000):
            if self.host.game.over or len(self.host.game.moves) == target:
                return
            if not self.step():
                raise AssertionError("the table is stuck")
        raise AssertionError("the deal did not end")

    def received(self, seat: int) -> list[tuple[dict[str, Any], set[str] | None]]:
        """Every message the host sent to ``seat``'s links, with the cards hidden then."""
        ends = [end for retired_seat, end, _guest in self.retired if retired_seat == seat]
        ends.append(self.links[seat][0])
        return [(json.loads(data), hidden) for end in ends for data, hidden in end.sent]
