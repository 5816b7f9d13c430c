"""The table told in words (issue 34): each event the table is handed and whose turn it is
(or the hint you asked for), through the application's
:class:`~sevens.ui.narration.Narrator` (stdout with ``--narrate``, the page's live region in
the browser). Every refusal and the read-out hand are said with the status line (the scene's
``say``); the words come from :class:`~sevens.ui.scenes.table.status.StatusLine`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from sevens import events as engine_events
from sevens.app.session import Session
from sevens.ui.narration import Narrator
from sevens.ui.scenes.table.status import StatusLine


class TableSpeech:
    """Narration: a part of the table scene, speaking through ``narrator``."""

    def __init__(self, narrator: Narrator) -> None:
        self.narrator = narrator

    def events(self, new: Sequence[engine_events.Event], session: Session,
               ordinal: bool) -> None:
        """Speak the events a move made, worded as the move log words them (``ordinal``:
        places as 1st, 2nd)."""
        narrator = self.narrator
        if not narrator.active or not new:
            return
        narrator.tell_events(new, session.seat_name, two_rows=session.rules.decks > 1,
                             ordinal=ordinal)

    def turn(self, session: Session, flying: bool, said: bool,
             your_turn: Callable[[], str]) -> None:
        """Say whose turn it is, once the cards have landed (not ``flying``): your turn, what
        the status line asks of you (``your_turn()``, or the hint); another seat, "Ben to
        play…". Nothing while a refusal is on the status line (``said``: it was spoken)."""
        narrator = self.narrator
        if not narrator.active or flying or session.game.over:
            return
        view = session.view()
        if view.current_player is None:
            return
        if session.human_to_move and not session.autoplay:
            if said or session.hint_pending:
                return  # a refusal is on the status line (and was said): the turn comes after
            line = StatusLine.hint_words(session) if session.hint is not None else your_turn()
        else:
            line = StatusLine.waiting_words(session, view)[0]
        narrator.tell_turn(line)
