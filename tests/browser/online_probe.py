"""An online table over real WebRTC links, for tests/browser/check_online.mjs (issue 47).

Run in the real game's page (its Pyodide, beside the running game) and, for the native guest,
in tests/browser/online_native_guest.py under aiortc. :class:`HostSide` hosts a Douque table
(the host's own seat and the computer's played by easy bots), makes one link a friend's
seat and its invite, takes the answers, starts the deal once every friend has said hello, and
notes for each message it sends which cards were hidden from that guest's seat then.
:class:`GuestSide` joins with an invite, answers, and plays its seat with an easy bot from
the view its client rebuilt; it keeps every message it received, as received. Both run as an
asyncio task that polls the links every few milliseconds, as the game's frame loop would.
No STUN server: on loopback the host candidates are enough.
"""

from __future__ import annotations

import asyncio
import json

import sevens
from sevens.cards import multiset_cards
from sevens.events import CardGiven
from sevens.online import (
    Answer,
    GuestClient,
    HostTable,
    decode_invite,
    encode_answer,
    encode_invite,
)
from sevens.online.network import NetworkSettings
from sevens.online.webrtc import guest_link, host_link

SETTINGS = NetworkSettings(stun=())
PUMP_SECONDS = 0.01
ONLINE: dict[str, object] = {}


def hidden_cards(game, seat):
    """The cards hidden from ``seat`` now (as tests/online_helpers.py counts them)."""
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


class HostSide:
    """The host's device: the table, a link a friend, what was sent to whom."""

    def __init__(self, friends, seed=7, web=None):
        rules = sevens.preset("douque")
        self.table = HostTable(rules, "douque", friends=friends, host_seat=0,
                               names={seat: f"P{seat + 1}" for seat in range(rules.players)},
                               level="easy", stand_in="easy", deals=1, seed=seed)
        self.bot = sevens.make_bot("easy", seed=seed)
        self.links = {seat: host_link(SETTINGS, web=web) for seat in friends}
        self.sent = {seat: [] for seat in friends}
        self.errors = []
        for seat, link in self.links.items():
            self._record(seat, link)
            link.on_open = lambda link=link: self.table.connect(link)
        self.task = asyncio.ensure_future(self.run())

    def _record(self, seat, link):
        original = link.send

        def send(data):
            message = json.loads(data)
            game = self.table.game
            hidden = ([] if game is None or message["kind"] == "reveal"
                      else sorted(hidden_cards(game, seat)))
            self.sent[seat].append([message["seq"], message["kind"], hidden, len(data)])
            original(data)

        link.send = send

    def invites(self):
        """Each friend's invite text once every offer is written, else None."""
        if any(link.description is None for link in self.links.values()):
            return None
        return {str(seat): encode_invite(self.table.invite(seat, link.description))
                for seat, link in self.links.items()}

    def accept(self, text):
        answer = self.table.accept_answer(text)
        self.links[answer.seat].accept(answer.answer)
        return answer.seat

    def ready(self):
        """Every friend is seated and has sent its part of the first deal's shuffle."""
        return (len(self.seated()) == len(self.links)
                and set(self.table.next_entropy) >= set(self.links))

    def seated(self):
        return [seat for seat in self.links if self.table.seats[seat].connection is not None]

    async def run(self):
        table = self.table
        while True:
            try:
                for link in self.links.values():
                    link.poll()
                if not table.started and self.ready():
                    table.start()
                elif table.started and not table.game.over:
                    if table.game.current_player == table.host_seat:
                        table.play(self.bot.choose(table.game.view(table.host_seat)))
                    else:
                        table.tick()
            except Exception as error:  # noqa: BLE001 - reported to the test
                self.errors.append(repr(error))
                return
            await asyncio.sleep(PUMP_SECONDS)

    def report(self):
        table = self.table
        game = table.game
        return {
            "started": table.started, "over": bool(game and game.over),
            "moves": [str(move) for move in game.moves] if game else [],
            "movers": list(table.movers), "seated": self.seated(),
            "sent": {str(seat): sent for seat, sent in self.sent.items()},
            "log": [[entry.seat, entry.key, entry.detail] for entry in table.log],
            "states": {str(seat): link.state for seat, link in self.links.items()},
            "linkErrors": {str(seat): link.error for seat, link in self.links.items()},
            "views": {str(seat): repr(game.view(seat)) for seat in self.links} if game else {},
            "errors": self.errors,
        }


class GuestSide:
    """A guest's device: the link, the client, every message received."""

    def __init__(self, invite_text, seed=11, web=None):
        self.invite = decode_invite(invite_text)
        self.link = guest_link(self.invite.offer, SETTINGS, web=web)
        self.client = GuestClient(self.link, self.invite.room, self.invite.token)
        self.received = []
        self.errors = []
        self.bot = sevens.make_bot("easy", seed=seed)
        self.moved_at = None
        handle = self.link.on_receive

        def receive(data):
            self.received.append(data.decode("utf-8", "replace"))
            handle(data)

        self.link.on_receive = receive
        self.client.hello()  # kept until the channel opens
        self.task = asyncio.ensure_future(self.run())

    def answer(self):
        """The answer text once this side's description is written, else None."""
        if self.link.description is None:
            return None
        return encode_answer(Answer(self.invite.room, self.invite.seat, self.invite.token,
                                    self.link.description))

    @property
    def done(self):
        return 1 in self.client.audits or self.link.state == "closed"

    async def run(self):
        client = self.client
        while True:
            try:
                self.link.poll()
                client.tick()
                turn = (client.deal, client.turn)
                if client.to_move and self.moved_at != turn:
                    self.moved_at = turn
                    client.send_move(self.bot.choose(client.view))
            except Exception as error:  # noqa: BLE001 - reported to the test
                self.errors.append(repr(error))
                return
            await asyncio.sleep(PUMP_SECONDS)

    def report(self):
        client = self.client
        audit = client.audits.get(1)
        return {
            "seat": client.seat, "received": self.received, "state": self.link.state,
            "linkError": self.link.error, "audit": audit.message.key if audit else None,
            "auditMoves": [str(move) for move in audit.game.moves] if audit and audit.game
            else [],
            "view": repr(client.view), "log": client.log,
            "refusals": [refusal.key for refusal in client.refusals], "errors": self.errors,
        }


def host_open(friends_json):
    ONLINE["host"] = HostSide(json.loads(friends_json))
    return "ok"


def host_invites():
    return json.dumps(ONLINE["host"].invites())


def host_accept(text):
    return ONLINE["host"].accept(text)


def host_report():
    return json.dumps(ONLINE["host"].report())


def guest_join(invite_text):
    ONLINE["guest"] = GuestSide(invite_text)
    return "ok"


def guest_answer():
    return json.dumps(ONLINE["guest"].answer())


def guest_tamper():
    """Junk straight onto the data channel, past the client: too large, not UTF-8, not JSON."""
    link = ONLINE["guest"].link
    for data in (b"{" + b" " * 10_000 + b"}", b"\xff\xfe", b"[1, 2"):
        link.send(data)
    return "ok"


def guest_report():
    guest = ONLINE["guest"]
    return json.dumps({"done": guest.done, **guest.report()})
