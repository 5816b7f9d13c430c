"""The match in progress, saved as it is played, and what kind of match it is.

After every move the app writes a snapshot of the session — rules, the match seed, the saved
deals already finished and the deal in progress (``Game.to_dict``: the deal and its moves) —
to the ``saved-game`` record of :mod:`sevens.app.storage` (a file natively, localStorage in the
browser). Reopening the game rebuilds the session from it, at the same move, and the menu
offers to continue. A finished match clears the record.

No pygame here.
"""

from __future__ import annotations

import datetime
import random
from dataclasses import asdict, dataclass, field, fields
from typing import Any

import sevens
from sevens.app.launch_options import MAX_DEALS
from sevens.app.session import LEVELS, RETIRED_LEVELS, SPEEDS, Session
from sevens.game import Game
from sevens.record_checks import (
    Field,
    check_fields,
    choice,
    flag,
    is_whole,
    listing,
    whole,
)
from sevens.rules import Rules

SAVE_RECORD = "saved-game"
SAVE_VERSION = 1
#: The kinds of match: a normal one, the daily deal, a deal link, a replay from another seat.
KINDS = ("match", "daily", "link", "replay")


@dataclass
class SessionInfo:
    """What the app knows about the session beyond the engine's match.

    ``opening_code``: the deal code the first deal was replayed from (it took no seed from
    the match); ``daily_date``: the date of a daily deal (ISO); ``compare_seat`` and
    ``compare_result``: for a replay from another seat, that seat and what the bot sitting
    there scored on the same cards (``compare_was_you``: it was you, the first time);
    ``home_seat``: in a replay, the seat you first played (now ``hard``'s);
    ``finished``: the saves of the deals already recorded.
    """

    kind: str = "match"
    opening_code: str | None = None
    daily_date: str | None = None
    compare_seat: int | None = None
    compare_result: float | None = None
    compare_was_you: bool = False
    home_seat: int | None = None
    daily_kept: bool = False
    finished: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: Any) -> SessionInfo:
        """The info from saved JSON (unknown or mistyped entries are left at their default)."""
        info = cls()
        if not isinstance(data, dict):
            return info
        for item in fields(cls):
            value = data.get(item.name)
            if value is None:
                continue
            expected = {"daily_kept": bool, "compare_was_you": bool, "kind": str,
                        "opening_code": str, "daily_date": str}.get(item.name)
            if item.name in ("compare_seat", "home_seat") and isinstance(value, int) \
                    and not isinstance(value, bool):
                setattr(info, item.name, value)
            elif item.name == "compare_result" and isinstance(value, int | float):
                info.compare_result = float(value)
            elif item.name == "finished" and isinstance(value, list):
                info.finished = [entry for entry in value if isinstance(entry, dict)]
            elif expected is not None and isinstance(value, expected):
                setattr(info, item.name, value)
        if info.kind not in KINDS:
            info.kind = "match"
        return info


#: What the fields of a saved match around its deals may hold (issue 45): a refused one falls
#: back to its default (the deals themselves are checked by replaying them, see
#: :func:`restore`).
SNAPSHOT_SCHEMA: dict[str, Field] = {
    "level": choice("normal", LEVELS),
    "speed": choice("normal", SPEEDS),
    "match_seed": whole(0, 0, 2**64),
    "deals": whole(4, 1, MAX_DEALS),
    "decision_points": listing(lambda point: is_whole(point) and point >= 0, 10_000),
    "passed_on": flag(False),
    "seat": whole(0, 0, 7),
}


def check_snapshot(data: Any) -> tuple[dict[str, Any], list[str]]:
    """A saved match checked against :data:`SNAPSHOT_SCHEMA` (the fields around its deals);
    returns it and the names of the fields reset. Nothing saved (``{}``) passes as it is.

    Raises:
        ValueError: the saved match is not a JSON object.
    """
    if not isinstance(data, dict):
        raise ValueError("the saved game must be a JSON object")
    if not data:
        return data, []
    checked, reset = check_fields(data, SNAPSHOT_SCHEMA)
    if "seat" in reset:  # whose hand it is cannot be guessed: the deal does not replay
        raise ValueError("the saved game's seat is not at the table")
    if "deals" in reset:  # the match as long as its rules say
        rules = data.get("rules")
        usual = rules.get("deals") if isinstance(rules, dict) else None
        checked["deals"] = usual if is_whole(usual) and 1 <= usual <= MAX_DEALS else 1
    if "match_seed" in reset:  # the deal in progress replays; the deals after it are new
        checked["match_seed"] = random.SystemRandom().randrange(1 << 40)
    return checked, reset


def snapshot(session: Session, info: SessionInfo) -> dict[str, Any]:
    """The session as JSON-ready data (see the module docstring)."""
    return {
        "version": SAVE_VERSION,
        "rules_id": session.rules_id,
        "rules": session.rules.to_dict(),
        "level": session.level,
        "speed": session.speed,
        "seat": session.human_seat,
        "match_seed": session.seed,
        "deals": session.deals,
        "current": session.game.to_dict(),
        "decision_points": list(session.decision_points),
        # pass-and-play (issue 34): the people by seat and each computer seat's own level
        "people": {str(seat): name for seat, name in session.people.items()},
        "levels": {str(seat): level for seat, level in session.levels.items()},
        "passed_on": session.passed_on,
        "info": asdict(info),
    }


def note_finished(session: Session, info: SessionInfo) -> bool:
    """Keep the save of a deal the match has just recorded; True when one was added."""
    if session.recorded is not None and len(info.finished) < session.match.deal_number:
        info.finished.append(session.game.to_dict())
        return True
    return False


def restore(data: Any) -> tuple[Session, SessionInfo] | None:
    """The session a snapshot describes, at the same move; None when there is nothing to
    continue (no save, a finished match).

    Raises:
        ValueError: the snapshot is damaged or does not replay (the message says where).
    """
    if not isinstance(data, dict) or not data:
        return None
    if data.get("version") != SAVE_VERSION:
        raise ValueError("the saved game was written by another version of the game")
    try:
        rules = Rules.from_dict(data["rules"])
        rules_id = str(data["rules_id"])
        level = RETIRED_LEVELS.get(data.get("level"), data.get("level"))
        level = level if level in LEVELS else "normal"
        speed = data["speed"] if data.get("speed") in SPEEDS else "normal"
        seat, seed, deals = int(data["seat"]), int(data["match_seed"]), int(data["deals"])
        current = Game.from_dict(data["current"])
    except (KeyError, TypeError) as error:
        raise ValueError(f"the saved game is incomplete ({error})") from None
    if current.rules != rules or not 0 <= seat < rules.players:
        raise ValueError("the saved game's deal does not match its table")
    info = SessionInfo.from_dict(data.get("info"))
    if current.over and info.finished and info.finished[-1] == data["current"]:
        # saved on the results screen: the deal on show is already the last one finished,
        # so it is recorded once, below, not again (issue 45)
        info.finished.pop()
    people, levels = seated(data.get("people"), rules.players), seated(data.get("levels"),
                                                                      rules.players)
    session = Session(rules, rules_id, level=level, deals=deals, seed=seed, speed=speed,
                      deal_code=info.opening_code, human_seat=seat,
                      home_seat=info.home_seat if info.kind == "replay" else None,
                      people=people, levels={seat: chosen for seat, chosen in levels.items()
                                             if chosen in LEVELS})
    for number, saved in enumerate(info.finished):
        game = Game.from_dict(saved)
        if not game.over:
            raise ValueError(f"the saved game's deal {number + 1} is not finished")
        if game.rules != rules:  # another rule system's deal would be scored into this match
            raise ValueError(f"the saved game's deal {number + 1} was played by other rules")
        session.game = game
        session.record_result()
        if session.match_over:
            return None
        session.new_deal()
    session.game = current
    if session.people:  # whoever holds the device now: every hand hidden until a hand-over
        if seat in session.people:
            session.human_seat = seat
        session.concealed = True
    points = data.get("decision_points")
    if isinstance(points, list) and all(isinstance(point, int) and 0 <= point <= len(
            current.moves) for point in points):
        session.decision_points = list(points)
    session.passed_on = data.get("passed_on") is True
    if current.over:
        session.record_result()
        note_finished(session, info)
        if session.match_over:
            return None
        session.new_deal()
    return session, info


def seated(data: Any, players: int) -> dict[int, str]:
    """A saved ``{"seat": text}`` mapping (the people's names, the computer seats' levels)
    as seats; entries that are not a seat at this table, or not text, are left out (a save
    from before pass-and-play has none)."""
    if not isinstance(data, dict):
        return {}
    return {int(seat): value for seat, value in data.items()
            if isinstance(seat, str) and seat.isdigit() and int(seat) < players
            and isinstance(value, str) and value.strip()}


def daily_session(day: datetime.date, speed: str = "normal") -> tuple[Session, SessionInfo]:
    """A one-deal match of ``day``'s daily deal, from seat 0, against ``hard``."""
    from sevens.app.daily import DAILY_LEVEL, DAILY_SEAT, daily_code, daily_rules_id

    rules_id = daily_rules_id(day)
    code = daily_code(day)
    session = Session(sevens.preset(rules_id), rules_id, level=DAILY_LEVEL, deals=1,
                      speed=speed, deal_code=code, human_seat=DAILY_SEAT)
    return session, SessionInfo(kind="daily", opening_code=code, daily_date=day.isoformat())


def replay_session(session: Session, seat: int) -> tuple[Session, SessionInfo]:
    """The deal just finished in ``session`` again, one deal, played from ``seat``: every
    other seat keeps its name and cards, and the seat you first played is played by ``hard``;
    the info remembers what was scored from ``seat`` on these cards.

    Raises:
        ValueError: the deal has no code (an unseeded deal), or ``seat`` is not at the table.
    """
    game = session.game
    if not 0 <= seat < session.rules.players:
        raise ValueError(f"seat must be from 0 to {session.rules.players - 1}")
    code = game.deal_code
    result = game.result()
    home = session.home_seat if session.home_seat is not None else session.human_seat
    if session.people:  # no seat was "yours" at a table of people: played alone (issue 45)
        home = None
    replay = Session(session.rules, session.rules_id, level=session.level, deals=1,
                     speed=session.speed, deal_code=code, human_seat=seat, home_seat=home)
    return replay, SessionInfo(kind="replay", opening_code=code, compare_seat=seat,
                               compare_result=float(result.deltas[seat]),
                               compare_was_you=seat == session.human_seat and not session.people,
                               home_seat=replay.home_seat)
