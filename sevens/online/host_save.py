"""The host's match as a save, and back (:meth:`HostTable.save_state`,
:meth:`HostTable.resume`).

The save is the snapshot of ``sevens/app/saved_match.py`` — rules, match seed, the finished deals
and the deal in progress as ``Game.to_dict`` — so the same data also continues as a
pass-and-play match at one device, with the online table beside it under ``online``: the
room, the seats' names and tokens, this deal's salt and commitment, who decided each move.
No file is written here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from sevens.game import Game
from sevens.match import Match
from sevens.online import fairness
from sevens.online.seats import COMPUTER, FRIEND, Seat
from sevens.rules import Rules

#: The version of the save's ``online`` part.
ONLINE_SAVE_VERSION = 1


class SavedTable(Protocol):
    """What the save reads of a host's table and writes back into a new one (the
    :class:`~sevens.online.host.HostTable` is one; named here so the save never imports the
    host that saves itself)."""

    rules: Rules
    rules_id: str
    level: str
    stand_in: str
    host_seat: int
    room: str
    seats: list[Seat]
    match: Match
    game: Game | None
    finished: list[dict[str, Any]]
    movers: list[int | None]
    recorded: bool
    salt: str
    promised: str
    shuffle: dict[str, Any] | None
    next_secret: str
    next_entropy: dict[int, str]

    def _start(self, game: Game, salt: str) -> None:
        """Make ``game`` the deal in progress, promised with ``salt``."""


Table = TypeVar("Table", bound=SavedTable)


def snapshot(table: SavedTable) -> dict[str, Any]:
    """The match as JSON-ready data (see the module's description).

    Raises:
        ValueError: the match has not started (there is no deal to save).
    """
    if table.game is None:
        raise ValueError("the match has not started: there is nothing to save")
    people = {str(seat): place.name or str(seat + 1) for seat, place in enumerate(table.seats)
              if place.kind != COMPUTER}
    return {
        "version": 1, "rules_id": table.rules_id, "rules": table.rules.to_dict(),
        "level": table.level, "speed": "normal", "seat": table.host_seat,
        "match_seed": table.match.seed, "deals": table.match.deals,
        "current": table.game.to_dict(),
        "decision_points": [index for index, mover in enumerate(table.movers)
                            if mover == table.host_seat],
        "people": people,
        "levels": {str(seat): place.level for seat, place in enumerate(table.seats)
                   if place.kind == COMPUTER},
        "passed_on": True,
        "info": {"kind": "match", "finished": list(table.finished)},
        "online": {
            "version": ONLINE_SAVE_VERSION, "room": table.room, "stand_in": table.stand_in,
            "names": {str(seat): place.name for seat, place in enumerate(table.seats)},
            "tokens": {str(seat): place.token for seat, place in enumerate(table.seats)
                       if place.token},
            "salt": table.salt, "commitment": table.promised, "movers": list(table.movers),
            "shuffle": table.shuffle, "next_secret": table.next_secret,
            "next_entropy": {str(seat): nonce for seat, nonce in table.next_entropy.items()},
        },
    }


def restore(cls: Callable[..., Table], data: dict[str, Any], clock: Callable[[], float],
            options: dict[str, Any]) -> Table:
    """The table :func:`snapshot` saved, made with ``cls`` and ``options``.

    Raises:
        ValueError: the data is not an online save, or does not replay.
    """
    try:
        online = data["online"]
        rules = Rules.from_dict(data["rules"])
        if online["version"] != ONLINE_SAVE_VERSION:
            raise ValueError("another version's online save")
        tokens = {int(seat): token for seat, token in online["tokens"].items()}
        names = {int(seat): name for seat, name in online["names"].items()}
        levels = {int(seat): level for seat, level in data["levels"].items()}
        table = cls(rules, data["rules_id"], friends=sorted(tokens),
                    host_seat=int(data["seat"]), names=names, level=data["level"],
                    levels=levels, stand_in=online["stand_in"], deals=int(data["deals"]),
                    seed=int(data["match_seed"]), clock=clock, room=online["room"],
                    tokens=tokens, **options)
        table.finished = []
        for saved in data["info"]["finished"]:
            game = Game.from_dict(saved)
            table.match.record(game)
            table.finished.append(game.to_dict())
        current = Game.from_dict(data["current"])
        movers = online["movers"]
        salt, promised = online["salt"], online["commitment"]
        shuffle, next_secret = online["shuffle"], online["next_secret"]
        next_entropy = {int(seat): nonce for seat, nonce in online["next_entropy"].items()
                        if fairness.is_nonce(nonce)}
        if shuffle is not None and not isinstance(shuffle, dict) or not isinstance(
                next_secret, str):
            raise TypeError("a damaged shuffle")
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        raise ValueError(f"not an online save ({error})") from None
    if fairness.commitment(current, salt) != promised or len(movers) != len(current.moves):
        raise ValueError("the online save's deal does not match its commitment")
    table._start(current, salt)
    table.movers = [mover if isinstance(mover, int) else None for mover in movers]
    table.shuffle, table.next_secret, table.next_entropy = shuffle, next_secret, next_entropy
    if current.over:  # saved after its last move: the deal is among the finished ones
        table.recorded = bool(table.finished) and table.finished[-1] == current.to_dict()
        if not table.recorded:
            table.match.record(current)
            table.finished.append(current.to_dict())
            table.recorded = True
    now = clock()
    for place in table.seats:
        if place.kind == FRIEND:
            place.joined, place.dropped_at = True, now
    return table
