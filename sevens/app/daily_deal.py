"""The daily deal in the game (issue 13): today's table once a day against hard, its result
and streak in a record of their own, the menu's entry and the statistics' line.

The rules of the daily deal (which table, the streak) are :mod:`sevens.app.daily`'s; this module
keeps the record in the store and says it in the player's language.
"""

from __future__ import annotations

import datetime
from typing import Any

from sevens.app import daily
from sevens.app.notices import NoticeBoard
from sevens.app.saved_match import SessionInfo, daily_session
from sevens.app.session import Session
from sevens.app.storage import Store
from sevens.app.translation import text
from sevens.message import Message
from sevens.record_checks import Field, check_fields, is_number, optional_whole, whole, words


def signed(value: Any) -> str:
    """A result with its sign: +3, -1.5, 0."""
    number = float(value)
    return f"{number:+g}" if number else "0"


#: What the daily record may hold (issue 45): the best streak, the day last dealt, and each
#: day's kept result (``None`` for a day left unfinished).
DAILY_SCHEMA: dict[str, Field] = {
    "best_streak": whole(0, 0, 100_000),
    "started": words("", 10),
}
DAILY_DAY_SCHEMA: dict[str, Field] = {
    "rules": words("", 40),
    "result": Field(None, lambda value: value is None or (is_number(value)
                                                          and abs(value) <= 1e12)),
    "place": optional_whole(1, 8),
}


def check_daily(data: Any) -> tuple[dict[str, Any], list[str]]:
    """The daily record checked against :data:`DAILY_SCHEMA` and each day against
    :data:`DAILY_DAY_SCHEMA`; a day that is not a date with an object is dropped and named.

    Raises:
        ValueError: the record is not a JSON object.
    """
    if not isinstance(data, dict):
        raise ValueError("the daily record must be a JSON object")
    checked, reset = check_fields(data, DAILY_SCHEMA)
    days = data.get("days")
    if days is None:
        return checked, reset
    if not isinstance(days, dict):
        checked["days"] = {}
        return checked, [*reset, "days"]
    checked["days"] = {}
    for day, entry in days.items():
        try:
            datetime.date.fromisoformat(day)
        except (TypeError, ValueError):
            reset.append(f"days.{str(day)[:24]}")
            continue
        if not isinstance(entry, dict):
            reset.append(f"days.{day}")
            continue
        checked["days"][day], more = check_fields(entry, DAILY_DAY_SCHEMA, f"days.{day}.")
        reset.extend(more)
    return checked, reset


class DailyDeal:
    """Today's deal, and the kept record of the days played (loaded from ``store``)."""

    def __init__(self, store: Store, notices: NoticeBoard) -> None:
        self.store = store
        self.notices = notices
        loaded = store.load(daily.DAILY_RECORD, {}, check=check_daily)
        notices.add(loaded.notice)
        self.record: dict[str, Any] = loaded.value  # a dict: the store checks its kind

    def save(self) -> None:
        """Write the record (a failure becomes a notice)."""
        self.notices.add(self.store.save(daily.DAILY_RECORD, self.record))

    def played(self) -> dict[str, Any] | None:
        """Today's kept daily result, or None while today's deal is still to play."""
        return daily.played_on(self.record, daily.local_date())

    @staticmethod
    def is_todays(info: SessionInfo) -> bool:
        """True when ``info`` is today's daily deal."""
        return info.kind == "daily" and info.daily_date == daily.local_date().isoformat()

    def label(self) -> str:
        """The menu entry of the daily deal: today's table, or today's result, and the streak."""
        today = daily.local_date()
        streak = daily.daily_streak(self.record, today)
        played = self.played()
        if played is not None and played.get("result") is None:
            return text("daily.left", streak=streak)
        if played is not None:
            return text("daily.done", result=signed(played.get("result", 0)),
                        place=played.get("place", "?"), streak=streak)
        return text("daily.play", rules=text(f"preset.{daily.daily_rules_id(today)}.title"),
                    streak=streak)

    def summary(self) -> str:
        """The daily deal in the statistics: days played, the streak, the best streak."""
        days = self.record.get("days")
        if not isinstance(days, dict) or not days:
            return ""
        return text("daily.summary", days=len(days),
                    streak=daily.daily_streak(self.record, daily.local_date()),
                    best=int(self.record.get("best_streak", 0) or 0))

    def deal(self, speed: str) -> tuple[Session, SessionInfo] | None:
        """Deal today's daily deal and mark it started; None (and a notice) when today's
        one go is used up — played, or dealt before and left unfinished."""
        today = daily.local_date()
        played = self.played()
        if played is None and daily.started_on(self.record, today):
            # dealt before and left unfinished: that was today's one go
            daily.record_left(self.record, today)
            self.save()
            played = self.played()
        if played is not None:
            if played.get("result") is None:
                self.notices.add(Message("daily.already_left"))
            else:
                self.notices.add(Message("daily.already",
                                         result=signed(played.get("result", 0))))
            return None
        dealt = daily_session(today, speed)
        daily.mark_started(self.record, today)
        self.save()
        return dealt

    def keep_result(self, session: Session, info: SessionInfo) -> bool:
        """Once a daily deal is scored, keep its result in the record; True when kept now."""
        if info.kind != "daily" or session.recorded is None or info.daily_kept:
            return False
        human = session.human_seat
        day = datetime.date.fromisoformat(info.daily_date or "1970-01-01")
        daily.record_daily(self.record, day, float(session.recorded.deltas[human]),
                     session.recorded.players[human].place)
        info.daily_kept = True
        self.save()
        return True
