"""Invites and answers: what a guest's device and the host's exchange to connect, as short
text for a link or a QR code.

An :class:`Invite` carries what WebRTC needs to reach the host (the host's SDP offer) plus
the room key and the seat's token; the guest's device sends an :class:`Answer` back the same
way (its SDP answer, the room key and the token). Both are written as a kind prefix and
zlib-compressed JSON in base64url (``S7I1.…`` and ``S7A1.…``), which fits a QR code; in a
link the payload goes after ``#`` (:func:`invite_link`), so a web server that serves the page
never sees it.

Reading checks everything — size before and after decompression, the JSON shape, each field —
and refuses with an :class:`InviteError`, whose message a player may read. Tokens and room
keys come from :mod:`secrets`. No network here: the signalling channel (a link, a QR code, a
Nostr relay later) is the caller's.
"""

from __future__ import annotations

import base64
import binascii
import hmac
import json
import re
import secrets
import zlib
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any, TypeVar

from sevens.message import Message, MessageError

#: Prefixes of the two payloads (kind and format version).
INVITE_PREFIX = "S7I1."
ANSWER_PREFIX = "S7A1."
#: The longest payload accepted, in characters: a version-40 QR code holds 2,953 bytes;
#: links may be longer.
PAYLOAD_LIMIT = 6000
#: The most bytes a payload may decompress to (a zip bomb stops here).
JSON_LIMIT = 32_768
#: The longest SDP accepted (offers with many candidates stay far below).
SDP_LIMIT = 16_000
#: The longest name accepted.
NAME_LIMIT = 40
#: Room keys and tokens: url-safe text of this many random bytes (22 characters).
KEY_BYTES = 16
_KEY = re.compile(r"^[A-Za-z0-9_-]{16,64}$")
#: The link fragment's name: ``https://…/sevens/#join=S7I1.…``.
LINK_KEY = "join"


class InviteError(MessageError):
    """An invite or answer refused: ``str(error)`` in English, ``message`` for the player."""


def new_key() -> str:
    """A fresh random room key or seat token (url-safe text)."""
    return secrets.token_urlsafe(KEY_BYTES)


@dataclass(frozen=True)
class Invite:
    """An invitation to one seat: the room, the seat and its token, the host's SDP offer,
    the table's names (host and invited person) and rule system."""

    room: str
    seat: int
    token: str
    offer: str
    host_name: str = ""
    guest_name: str = ""
    rules_id: str = ""


@dataclass(frozen=True)
class Answer:
    """A guest's reply to an :class:`Invite`: its SDP answer, with the room and token, and
    the name the guest goes by (empty: the one the host gave the seat)."""

    room: str
    seat: int
    token: str
    answer: str
    name: str = ""


Payload = TypeVar("Payload", Invite, Answer)


def encode_invite(invite: Invite) -> str:
    """The invite as payload text (``S7I1.`` and base64url of zlib-compressed JSON).

    Raises:
        InviteError: a field is not valid (see :func:`decode_invite`), or the result is too
            long.
    """
    return _encode(INVITE_PREFIX, _checked(invite))


def decode_invite(text: str) -> Invite:
    """Read an invite from payload text or from a link holding one.

    Raises:
        InviteError: not an invite, damaged, too large, or a field out of range (the message
            says which, for the player: ``online.invite.*``).
    """
    return _decode(text, INVITE_PREFIX, Invite)


def encode_answer(answer: Answer) -> str:
    """The answer as payload text (``S7A1.`` …).

    Raises:
        InviteError: a field is not valid, or the result is too long.
    """
    return _encode(ANSWER_PREFIX, _checked(answer))


def decode_answer(text: str) -> Answer:
    """Read an answer from payload text or from a link holding one.

    Raises:
        InviteError: not an answer, damaged, too large, or a field out of range.
    """
    return _decode(text, ANSWER_PREFIX, Answer)


def answer_for(text: str, room: str, tokens: Mapping[int, str]) -> Answer:
    """Read an answer and check that it answers one of a table's invites: ``room`` and the
    token of the seat it names (``tokens``: the friends' seats and their tokens).

    Raises:
        InviteError: not an answer (``online.invite.*``), or one for another table or seat
            (``online.invite.not_ours``).
    """
    answer = decode_answer(text)
    token = tokens.get(answer.seat)
    if (token is None or not hmac.compare_digest(answer.room.encode(), room.encode())
            or not hmac.compare_digest(answer.token.encode(), token.encode())):
        raise _refusal("the answer is not for an invite of this table", "online.invite.not_ours")
    return answer


def invite_link(page: str, invite: Invite) -> str:
    """A link to the game's page that opens the invite: ``page#join=<payload>``."""
    return f"{page.split('#', 1)[0]}#{LINK_KEY}={encode_invite(invite)}"


def payload_of(text: str) -> str:
    """The payload in ``text``: the text itself, or the ``join=`` part of a link's fragment."""
    text = text.strip()
    _page, hash_mark, fragment = text.partition("#")
    if hash_mark:
        for part in fragment.split("&"):
            name, _equals, value = part.partition("=")
            if name == LINK_KEY:
                return value
    return text


def _refusal(english: str, key: str) -> InviteError:
    return InviteError(english, Message(key))


def _encode(prefix: str, data: dict[str, Any]) -> str:
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packed = base64.urlsafe_b64encode(zlib.compress(raw, 9)).rstrip(b"=").decode("ascii")
    text = prefix + packed
    if len(text) > PAYLOAD_LIMIT:
        raise _refusal(f"the payload is {len(text)} characters, over {PAYLOAD_LIMIT}",
                       "online.invite.too_large")
    return text


def _decode(text: str, prefix: str, kind: type[Payload]) -> Payload:
    if not isinstance(text, str):
        raise _refusal("an invite is text", "online.invite.damaged")
    payload = payload_of(text)
    if len(payload) > PAYLOAD_LIMIT:
        raise _refusal(f"the payload is over {PAYLOAD_LIMIT} characters",
                       "online.invite.too_large")
    if not payload.startswith(prefix):
        other = ANSWER_PREFIX if prefix == INVITE_PREFIX else INVITE_PREFIX
        key = "online.invite.wrong_kind" if payload.startswith(other) else "online.invite.damaged"
        raise _refusal(f"not a payload starting {prefix!r}", key)
    body = payload[len(prefix):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, JSON_LIMIT)
        if inflater.unconsumed_tail:
            raise _refusal(f"the payload inflates past {JSON_LIMIT} bytes",
                           "online.invite.too_large")
        if not inflater.eof:
            raise ValueError("the compressed data is cut short")
        data = json.loads(raw.decode("utf-8"))
    except InviteError:
        raise
    except (binascii.Error, zlib.error, ValueError, RecursionError) as error:
        raise _refusal(f"damaged payload ({error})", "online.invite.damaged") from None
    names = {field.name for field in fields(kind)}
    if not isinstance(data, dict) or not set(data) <= names:
        raise _refusal("the payload's fields are not an invite's", "online.invite.damaged")
    try:
        return kind(**_checked(kind(**data)))
    except TypeError:
        raise _refusal("the payload lacks a field", "online.invite.damaged") from None


def _checked(payload: Invite | Answer) -> dict[str, Any]:
    """The payload's fields after checking each, as JSON data.

    Raises:
        InviteError: a room key or token that is not url-safe text of 16–64 characters, a
            seat that is not 0–7, an SDP that is not text or too long, a name too long.
    """
    data = asdict(payload)
    for name in ("room", "token"):
        if not isinstance(data[name], str) or not _KEY.match(data[name]):
            raise _refusal(f"{name} must be url-safe text of 16 to 64 characters",
                           "online.invite.damaged")
    seat = data["seat"]
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 8:
        raise _refusal("seat must be a seat number from 0 to 7", "online.invite.damaged")
    for name, limit in (("offer", SDP_LIMIT), ("answer", SDP_LIMIT), ("host_name", NAME_LIMIT),
                        ("guest_name", NAME_LIMIT), ("rules_id", NAME_LIMIT),
                        ("name", NAME_LIMIT)):
        if name in data and (not isinstance(data[name], str) or len(data[name]) > limit):
            raise _refusal(f"{name} must be text of at most {limit} characters",
                           "online.invite.damaged")
    return data
