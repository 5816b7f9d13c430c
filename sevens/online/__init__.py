"""Online play with friends, from a static page, with no server of ours (issue 47): the
pygame-free core.

The host's device runs the table (:class:`~sevens.online.host.HostTable`: the engine, the
bots, the save); each guest's device (:class:`~sevens.online.guest.GuestClient`) receives only
its own view and the public events, and sends moves that the host checks with the engine.
Deals are committed at the start and revealed at the end, and every guest audits them
(:mod:`~sevens.online.fairness`). Invites and answers — the WebRTC offer and answer with the
room key and seat token — are short text for a link or a QR code
(:mod:`~sevens.online.invite`); the link itself is any
:class:`~sevens.online.transport.Transport`. See ``docs/online.md`` for the design, what it
promises and what is still to come.
"""

from sevens.online.fairness import Audit, audit_deal, commitment
from sevens.online.guest import GuestClient, Refusal
from sevens.online.host import HostTable, LogEntry
from sevens.online.invite import (
    Answer,
    Invite,
    InviteError,
    decode_answer,
    decode_invite,
    encode_answer,
    encode_invite,
    invite_link,
)
from sevens.online.protocol import REACTIONS, ProtocolError
from sevens.online.transport import MemoryTransport, Transport, deliver_all, memory_pair

__all__ = [
    "Answer", "Audit", "GuestClient", "HostTable", "Invite", "InviteError", "LogEntry",
    "MemoryTransport", "ProtocolError", "REACTIONS", "Refusal", "Transport", "audit_deal",
    "commitment", "decode_answer", "decode_invite", "deliver_all", "encode_answer",
    "encode_invite", "invite_link", "memory_pair",
]
