"""The daily deal, and links that replay a deal.

The daily deal is made from the calendar date alone — the date the player's own calendar
shows, so everyone who plays on "30 November" gets the same cards, whatever their time zone.
The date picks the rule system (the presets in turn) and the seed, hence the cards and the
dealer. It is played once, from seat 0, against ``hard``; its results are kept in the
``daily`` statistics record with the streak of days played in a row.

A deal link names the rules, the players, the deal code and the seat:
``?rules=douque&players=4&deal=1x3k9-2&seat=0`` in the browser, ``main.py --rules douque
--players 4 --deal 1x3k9-2 --seat 0`` natively.

No pygame here.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Any

from sevens.app.webpage import WEB, ask_page
from sevens.game import Game
from sevens.rules import PRESETS, preset

DAILY_LEVEL = "hard"
DAILY_SEAT = 0
DAILY_RECORD = "daily"
#: The rule systems the daily deal takes in turn, one a day.
DAILY_ROTATION = tuple(PRESETS)
#: The page's local date, ``year-month-day`` (months from 1), in JavaScript.
TODAY_SCRIPT = ("(function(d){return d.getFullYear()+'-'+(d.getMonth()+1)+'-'+d.getDate()})"
                "(new Date())")


def local_date(*, web: bool = WEB, window: object | None = None) -> datetime.date:
    """Today's date on the player's own calendar (in the browser: the page's local date)."""
    shown = ask_page(lambda page: str(page.eval(TODAY_SCRIPT)), "", web=web, window=window)
    try:
        year, month, day = (int(part) for part in shown.split("-"))
        return datetime.date(year, month, day)
    except ValueError:  # no page, or no date from it: the runtime's own clock
        return datetime.date.today()


def daily_rules_id(day: datetime.date) -> str:
    """The rule system of ``day``'s deal (the presets in turn)."""
    return DAILY_ROTATION[day.toordinal() % len(DAILY_ROTATION)]


def daily_seed(day: datetime.date) -> int:
    """The seed of ``day``'s deal: a digest of the date, nothing else."""
    digest = hashlib.sha256(f"sevens-daily/{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:5], "big")


def daily_game(day: datetime.date) -> Game:
    """``day``'s deal under its preset (the dealer also comes from the date)."""
    rules = preset(daily_rules_id(day))
    return Game(rules, seed=daily_seed(day), dealer=day.toordinal() % rules.players)


def daily_code(day: datetime.date) -> str:
    """``day``'s deal code (the deal under :func:`daily_rules_id`)."""
    return daily_game(day).deal_code


def record_daily(record: dict[str, Any], day: datetime.date, result: float,
                 place: int) -> None:
    """Keep ``day``'s daily result (the player's score change and place) in ``record``.

    A day already played (or left unfinished) keeps its first result: the daily deal
    counts once.
    """
    days = record.setdefault("days", {})
    if not isinstance(days, dict):
        days = record["days"] = {}
    key = day.isoformat()
    if key in days:
        return
    days[key] = {"rules": daily_rules_id(day), "result": round(float(result), 6),
                 "place": int(place)}
    record["best_streak"] = max(int(record.get("best_streak", 0) or 0),
                                daily_streak(record, day))


def mark_started(record: dict[str, Any], day: datetime.date) -> None:
    """Note that ``day``'s deal has been dealt (its cards seen)."""
    record["started"] = day.isoformat()


def started_on(record: dict[str, Any], day: datetime.date) -> bool:
    """True when ``day``'s deal has been dealt."""
    return record.get("started") == day.isoformat()


def record_left(record: dict[str, Any], day: datetime.date) -> None:
    """Keep ``day``'s deal as left unfinished: it was dealt once, and that was its one go
    (a day left unfinished does not count towards the streak)."""
    days = record.setdefault("days", {})
    if isinstance(days, dict) and day.isoformat() not in days:
        days[day.isoformat()] = {"rules": daily_rules_id(day), "result": None, "place": None}


def played_on(record: dict[str, Any], day: datetime.date) -> dict[str, Any] | None:
    """``day``'s kept result, or None when it was not played."""
    days = record.get("days")
    entry = days.get(day.isoformat()) if isinstance(days, dict) else None
    return entry if isinstance(entry, dict) else None


def finished_on(record: dict[str, Any], day: datetime.date) -> bool:
    """True when ``day``'s deal was played to the end."""
    entry = played_on(record, day)
    return entry is not None and entry.get("result") is not None


def daily_streak(record: dict[str, Any], today: datetime.date) -> int:
    """Days played to the end in a row, ending today (or yesterday, while today is still
    to play)."""
    day = today if finished_on(record, today) else today - datetime.timedelta(days=1)
    streak = 0
    while finished_on(record, day):
        streak += 1
        day -= datetime.timedelta(days=1)
    return streak


def deal_address(rules_id: str, players: int, code: str, seat: int, base: str = "",
              deals: int | None = None) -> str:
    """The address that replays a deal:
    ``base?rules=…&players=…&deals=…&deal=CODE&seat=N`` (``deals``: the length of the match
    it came from, so the link starts a match as long)."""
    length = "" if deals is None else f"&deals={deals}"
    return f"{base}?rules={rules_id}&players={players}{length}&deal={code}&seat={seat}"


def deal_flags(rules_id: str, players: int, code: str, seat: int, deals: int | None = None,
               program: str = "main.py") -> str:
    """The native command line that replays a deal, for the command the player started the
    game with (``main.py`` or ``sevens-game``)."""
    length = "" if deals is None else f" --deals {deals}"
    return (f"{program} --rules {rules_id} --players {players}{length} --deal {code} "
            f"--seat {seat}")
