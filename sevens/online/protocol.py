"""The messages of online play: their kinds, their shape, their limits, and their checks.

Every message is one JSON object (UTF-8) with a ``kind`` and a sequence number ``seq``, which
counts up on each connection, so a replayed old message is seen for what it is. A guest
sends few kinds (:data:`GUEST_KINDS`); the host sends the rest (:data:`HOST_KINDS`). Each side
checks what it receives with :func:`read_message` — size, JSON, the kind, the exact fields and
their types — before anything else looks at it; what fails is a :class:`ProtocolError` with a
message key, which the receiver logs (and the host answers with ``refused``), and play goes
on.

No pygame and no network here.
"""

from __future__ import annotations

import json
from typing import Any

#: The protocol's version, sent in ``hello``; a guest of another version is refused.
PROTOCOL_VERSION = 1
#: The largest message a guest may send (a move is under 100 bytes).
GUEST_MESSAGE_LIMIT = 2048
#: The largest message the host may send (a whole view with every event of a two-pack deal
#: stays well under this).
HOST_MESSAGE_LIMIT = 262_144
#: The longest text field a guest may send (room keys and seat tokens are 22 characters).
TEXT_LIMIT = 64

#: The fixed reactions a player may send (no free chat); each is the message key
#: ``online.reaction.<name>``.
REACTIONS = ("well_played", "oops", "thinking", "hurry", "thanks", "good_game")

#: What a guest may send: kind -> the fields besides ``kind`` and ``seq``, with their types.
GUEST_KINDS: dict[str, dict[str, Any]] = {
    "hello": {"room": str, "token": str, "version": int},
    "move": {"seat": int, "deal": int, "turn": int, "move": str},
    "undo": {"seat": int, "deal": int, "turn": int},
    "reaction": {"seat": int, "reaction": str},
    "entropy": {"seat": int, "deal": int, "nonce": str},
    "ping": {},
}
#: What the host may send: kind -> the fields besides ``kind`` and ``seq``, with their types.
HOST_KINDS: dict[str, dict[str, Any]] = {
    "welcome": {"seat": int, "names": list, "rules_id": str, "rules": dict, "deals": int,
                "host_seat": int, "stand_in": str},
    "sync": {"deal": int, "turn": int, "commitment": str, "view": dict, "events": list,
             "presence": list, "totals": list},
    "update": {"deal": int, "turn": int, "view": dict, "events": list},
    "reveal": {"deal": int, "seed": (int, type(None)), "dealer": int, "hands": list,
               "leftovers": list, "salt": str, "moves": list, "result": dict, "totals": list,
               "shuffle": (dict, type(None))},
    "shuffle": {"deal": int, "promise": str},
    "presence": {"presence": list},
    "reaction": {"seat": int, "reaction": str},
    "refused": {"reply_to": int, "key": str, "params": dict, "text": str},
    "ping": {},
}


class ProtocolError(ValueError):
    """A message refused before it could be acted on: ``key`` is its message key
    (``online.refused.*``), ``str(error)`` an English sentence for the log."""

    def __init__(self, english: str, key: str) -> None:
        super().__init__(english)
        self.key = key


def encode(kind: str, seq: int, **fields: Any) -> bytes:
    """One message as bytes: compact JSON of ``kind``, ``seq`` and ``fields`` (ASCII, other
    characters escaped, so any text — even a lone surrogate — can be sent)."""
    return json.dumps({"kind": kind, "seq": seq, **fields},
                      separators=(",", ":")).encode("ascii")


def read_message(data: bytes, kinds: dict[str, dict[str, Any]], limit: int) -> dict[str, Any]:
    """Check one received message and return it as a dict.

    ``kinds`` is :data:`GUEST_KINDS` (the host reading a guest) or :data:`HOST_KINDS`;
    ``limit`` the size cap in bytes. The message must be a JSON object with exactly the
    fields of its kind, each of its type (a whole number is never a boolean), and a ``seq``
    of 1 or more; a guest's text fields are at most :data:`TEXT_LIMIT` characters.

    Raises:
        ProtocolError: too large (``online.refused.too_large``), not JSON or not an object
            (``online.refused.malformed``), an unknown kind (``online.refused.unknown_kind``),
            missing, extra or mistyped fields, text that is not Unicode
            (``online.refused.malformed``).
    """
    if not isinstance(data, bytes | bytearray):
        raise ProtocolError(f"not bytes but {type(data).__name__}", "online.refused.malformed")
    if len(data) > limit:
        raise ProtocolError(f"{len(data)} bytes, over the limit of {limit}",
                            "online.refused.too_large")
    try:
        message = json.loads(bytes(data).decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError(f"not JSON ({error})", "online.refused.malformed") from None
    if not isinstance(message, dict):
        raise ProtocolError("not a JSON object", "online.refused.malformed")
    try:  # JSON may escape a lone surrogate, which is no text: refused here, once
        json.dumps(message, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise ProtocolError("text that is not Unicode", "online.refused.malformed") from None
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        raise ProtocolError(f"unknown kind {kind!r}", "online.refused.unknown_kind")
    expected = {"kind": str, "seq": int, **kinds[kind]}
    if set(message) != set(expected):
        missing = sorted(set(expected) - set(message))
        extra = sorted(set(message) - set(expected))
        raise ProtocolError(f"{kind}: missing {missing}, unexpected {extra}",
                            "online.refused.malformed")
    for name, wanted in expected.items():
        value = message[name]
        if not _has_type(value, wanted):
            raise ProtocolError(f"{kind}: {name} has the wrong type ({type(value).__name__})",
                                "online.refused.malformed")
        if isinstance(value, str) and kinds is GUEST_KINDS and len(value) > TEXT_LIMIT:
            raise ProtocolError(f"{kind}: {name} is over {TEXT_LIMIT} characters",
                                "online.refused.malformed")
    if message["seq"] < 1:
        raise ProtocolError(f"{kind}: seq must be 1 or more", "online.refused.malformed")
    return message


def _has_type(value: Any, wanted: Any) -> bool:
    """``isinstance`` where a boolean is never a whole number."""
    if isinstance(value, bool):
        return wanted is bool or (isinstance(wanted, tuple) and bool in wanted)
    return isinstance(value, wanted)
