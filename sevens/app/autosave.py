"""Saved games (issue 13): the match in progress is saved after every move, so that the
next start offers to continue it; a damaged save gives a notice and is dropped.

What a save holds is :mod:`sevens.app.saved_match`'s; this module decides when to write it.
"""

from __future__ import annotations

from sevens.app.daily_deal import DailyDeal
from sevens.app.notices import NoticeBoard
from sevens.app.saved_match import (
    SAVE_RECORD,
    SessionInfo,
    check_snapshot,
    note_finished,
    restore,
    snapshot,
)
from sevens.app.session import Session
from sevens.app.storage import Store
from sevens.message import Message, error_message


class SavedMatch:
    """Keeps the saved-game record in step with the match being played."""

    def __init__(self, store: Store, notices: NoticeBoard) -> None:
        self.store = store
        self.notices = notices
        self._saved_key: tuple[int, int, bool] | None = None
        self._saved_over = False  # the saved match is finished (kept for `review`)

    def restore(self) -> tuple[Session, SessionInfo] | None:
        """Rebuild the match saved by the last run, at the same move (the menu then offers
        to continue it); a damaged save gives a notice and is set aside, its stored bytes
        kept as a backup beside it."""
        loaded = self.store.load(SAVE_RECORD, {}, check=check_snapshot)
        self.notices.add(loaded.notice)
        try:
            restored = restore(loaded.value)
        except Exception as error:  # a damaged save never stops the game from starting
            self.notices.add(self.store.set_aside(
                SAVE_RECORD, Message("saved.damaged", reason=error_message(error))))
            return None
        if restored is None:
            return None
        session = restored[0]
        self._saved_key = (id(session.game), len(session.game.moves),
                           session.recorded is not None)
        self.notices.add(Message("saved.restored", button=Message("menu.continue")))
        return restored

    @property
    def kept(self) -> bool:
        """True when the match in progress is in a lasting save, so quitting loses nothing:
        the next start offers to continue it."""
        return self._saved_key is not None and bool(getattr(self.store, "persistent", False))

    def keep(self, session: Session | None, info: SessionInfo, daily: DailyDeal) -> None:
        """After each move: save the match as played (a finished match clears the save), and
        keep a finished daily deal's result in the daily statistics."""
        if session is None and self._saved_key is not None:  # the match was left: forget it
            self._saved_key = None
            if not self._saved_over:  # a finished match stays, for `python -m sevens review`
                self.notices.add(self.store.save(SAVE_RECORD, {}))
        if session is None:
            return
        changed = note_finished(session, info)
        changed = daily.keep_result(session, info) or changed
        key = (id(session.game), len(session.game.moves), session.recorded is not None)
        if key == self._saved_key and not changed:
            return
        self._saved_key = key
        # a finished match stays in the record (never offered to continue: restore() gives
        # None for it) so that `python -m sevens review` can read its last deal
        self._saved_over = session.match_over
        self.notices.add(self.store.save(SAVE_RECORD, snapshot(session, info)))
