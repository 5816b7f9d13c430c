"""A guest with no screen over a real WebRTC link, for tests/browser/online_native_guest.py
(the native guest of tests/browser/check_online.mjs, issue 47).

:class:`GuestSide` joins with an invite (its text or link), makes its answer, and plays its
seat with an easy bot from the view its client rebuilt; it keeps every message it received,
as received. It runs as an asyncio task that polls the link every few milliseconds, as the
game's frame loop would. No STUN server: on loopback the host candidates are enough.
"""

from __future__ import annotations

import asyncio

import sevens
from sevens.online import (
    Answer,
    GuestClient,
    decode_invite,
    encode_answer,
)
from sevens.online.network import NetworkSettings
from sevens.online.webrtc import guest_link

SETTINGS = NetworkSettings(stun=())
PUMP_SECONDS = 0.01


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
