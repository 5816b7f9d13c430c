"""Fair deals, checkable: the shuffle the guests help with, the host's commitment to a deal,
its reveal, and every guest's audit.

Before a deal the host promises its secret part of the shuffle (:func:`shuffle_promise`, a
hash) and each guest sends a random part of its own (:func:`new_nonce`); the deal's seed is
:func:`shuffled_seed` of them all, so nobody chose it alone.

At the deal the host sends each guest :func:`commitment` — a SHA-256 hash of the rules, the
deal's seed, the dealer, every hand and the leftovers, with a random salt so the hash tells
nothing of the cards. At the end it reveals all of them (:func:`reveal_fields`), and each guest
runs :func:`audit_deal`: the reveal must hash to the commitment, the seed must deal those very
hands, the seed must be the promised shuffle's, every move of the log must replay in the
engine, and the replay, seen from the guest's seat, must give exactly the views and events the
guest was shown. Anything else is named by a message key (``online.audit.*``).

What this proves, and what not (``docs/online.md``): the host cannot change a hand after the
deal, play a card nobody held, or show a guest a table that differs from the true game. It
cannot keep the host's own device from seeing every hand: the host runs the table.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sevens.game import Game
from sevens.message import Message
from sevens.moves import IllegalMove
from sevens.online.wire import event_to_dict, view_to_dict
from sevens.rules import Rules

#: Random bytes in a salt and in a guest's shuffle part (hex-encoded, twice as many characters).
SALT_BYTES = 16
#: Random bytes in the host's shuffle secret.
SHUFFLE_BYTES = 32
_NONCE = re.compile(r"^[0-9a-f]{32}$")


def new_salt() -> str:
    """A fresh random salt for one deal's commitment."""
    return secrets.token_hex(SALT_BYTES)


def new_shuffle_secret() -> str:
    """The host's secret part of the next deal's shuffle (hex)."""
    return secrets.token_hex(SHUFFLE_BYTES)


def new_nonce() -> str:
    """A guest's part of a deal's shuffle (hex)."""
    return secrets.token_hex(SALT_BYTES)


def is_nonce(value: Any) -> bool:
    """True for a guest's shuffle part as :func:`new_nonce` makes it."""
    return isinstance(value, str) and _NONCE.match(value) is not None


def shuffle_promise(secret: str) -> str:
    """The host's promise of its shuffle secret: its SHA-256 hash (hex), sent to the guests
    before they send their parts, so the host cannot pick its part after seeing theirs."""
    return hashlib.sha256(f"sevens-shuffle|{secret}".encode()).hexdigest()


def shuffled_seed(secret: str, entropy: Mapping[str, str]) -> int:
    """The deal's seed from the host's secret and every guest's part (by seat, as text): a
    48-bit number nobody could choose alone."""
    parts = "".join(f"|{int(seat)}:{nonce}" for seat, nonce in
                    sorted(entropy.items(), key=lambda item: int(item[0])))
    return int(hashlib.sha256(f"sevens-deal|{secret}{parts}".encode()).hexdigest()[:12], 16)


def deal_fields(game: Game) -> dict[str, Any]:
    """What a commitment covers, as JSON data: rules, seed, dealer, hands and leftovers as
    dealt."""
    return {
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "dealer": game.dealer,
        "hands": [[str(card) for card in hand] for hand in game.initial_hands()],
        "leftovers": game.to_dict()["leftovers"],
    }


def commitment_of(fields: dict[str, Any], salt: str) -> str:
    """The SHA-256 hash (hex) of a deal's fields (:func:`deal_fields`) with ``salt``, over
    canonical JSON (sorted keys, no spaces) so every device computes the same bytes."""
    text = json.dumps({**fields, "salt": salt}, sort_keys=True, separators=(",", ":"),
                      ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def commitment(game: Game, salt: str) -> str:
    """The host's commitment to ``game``'s deal (see :func:`commitment_of`)."""
    return commitment_of(deal_fields(game), salt)


def reveal_fields(game: Game, salt: str, shuffle: dict[str, Any] | None) -> dict[str, Any]:
    """What the host reveals at the end of the deal: the deal, the salt, every move, the
    result and the shuffle (the host's secret and the guests' parts by seat; None for a deal
    not shuffled online) — the fields of a ``reveal`` message besides ``deal`` and
    ``totals``."""
    fields = deal_fields(game)
    del fields["rules"]  # every guest has the rules since the welcome
    return {**fields, "salt": salt, "moves": [str(move) for move in game.moves],
            "result": json.loads(json.dumps(game.result().to_dict())), "shuffle": shuffle}


def _plain(data: Any) -> Any:
    """``data`` as it reads back from JSON (tuples as lists)."""
    return json.loads(json.dumps(data))


@dataclass(frozen=True)
class Audit:
    """A guest's check of one deal: ``ok``, and ``message`` saying so or naming what did not
    match; ``game`` is the deal replayed from the reveal (for Review), when it replayed;
    ``shuffled_with_you``: the guest's own part was in the deal's shuffle."""

    ok: bool
    message: Message
    game: Game | None = None
    #: the deal was shuffled as the host promised, with this guest's own part in it
    shuffled_with_you: bool = False


def audit_deal(rules: Rules, seat: int, promised: str, shown: list[dict[str, Any]],
               reveal: dict[str, Any], views: Mapping[int, dict[str, Any]] | None = None,
               promise: str | None = None, own_part: str | None = None) -> Audit:
    """Check a revealed deal against the commitment and against what ``seat`` was shown.

    ``promised`` is the commitment received at the deal, ``shown`` every event received in
    this deal (as JSON data, in order), ``reveal`` the fields of the ``reveal`` message,
    ``views`` the views received (JSON data) by the number of moves made when each was sent;
    ``promise`` the host's shuffle promise for this deal and ``own_part`` the part this guest
    sent, when it had them before the deal. Never raises: a reveal that is damaged is a
    failed audit.
    """
    try:
        fields = {"rules": rules.to_dict(), "seed": reveal["seed"], "dealer": reveal["dealer"],
                  "hands": reveal["hands"], "leftovers": reveal["leftovers"]}
        salt, moves, result = reveal["salt"], reveal["moves"], reveal["result"]
        shuffle = reveal["shuffle"]
    except (KeyError, TypeError):
        return Audit(False, Message("online.audit.damaged"))
    if not isinstance(salt, str) or commitment_of(fields, salt) != promised:
        return Audit(False, Message("online.audit.commitment"))
    with_you = False
    if promise is not None:
        try:
            secret, entropy = shuffle["secret"], shuffle["entropy"]
            shuffled = (shuffle_promise(secret) == promise
                        and shuffled_seed(secret, entropy) == fields["seed"])
        except (KeyError, TypeError, ValueError, AttributeError):
            shuffled = False
        if not shuffled:
            return Audit(False, Message("online.audit.shuffle"))
        with_you = own_part is not None and entropy.get(str(seat)) == own_part
    try:
        game = Game(rules, seed=fields["seed"], hands=fields["hands"],
                    leftovers=fields["leftovers"], dealer=fields["dealer"])
    except (ValueError, TypeError):
        return Audit(False, Message("online.audit.deal"))
    if not isinstance(moves, list):
        return Audit(False, Message("online.audit.damaged"))
    views = views or {}
    for number, move in enumerate([*moves, None]):
        shown_view = views.get(number)
        if shown_view is not None and _plain(view_to_dict(game.view(seat))) != shown_view:
            return Audit(False, Message("online.audit.view", number=number))
        if move is None:
            break
        try:
            game.apply(move)
        except IllegalMove:
            return Audit(False, Message("online.audit.move", number=number + 1,
                                        move=str(move)))
    if any(turn > len(moves) for turn in views):
        return Audit(False, Message("online.audit.view", number=max(views)))
    replayed = [event_to_dict(event.seen_by(seat)) for event in game.events]
    for number, (mine, theirs) in enumerate(zip(replayed, shown, strict=False), start=1):
        if mine != theirs:
            return Audit(False, Message("online.audit.events", number=number))
    if len(replayed) != len(shown):
        return Audit(False, Message("online.audit.events", number=min(len(replayed),
                                                                      len(shown)) + 1))
    if not game.over or json.loads(json.dumps(game.result().to_dict())) != result:
        return Audit(False, Message("online.audit.result"))
    return Audit(True, Message("online.audit.ok"), game, with_you)
