"""The table told in words (issue 34): each event the table is handed, whose turn it is
(or the hint you asked for), every refusal, and — on the R key — your hand and the cards you
may play, through the application's :class:`~sevens.ui.narration.Narrator` (stdout with
``--narrate``, the page's live region in the browser)."""

from __future__ import annotations

from collections.abc import Sequence

from sevens import events as engine_events
from sevens.cards import Card
from sevens.ui import theme
from sevens.ui.narration import hand_line
from sevens.ui.scenes.table.status import FLASH_SECONDS, TableStatus


class TableSpeech(TableStatus):
    """Narration: one part of the table scene (over the status line, whose words it reuses)."""

    def narrate(self, new: Sequence[engine_events.Event]) -> None:
        """Speak the events a move made, worded as the move log words them."""
        narrator = self.app.narrator
        if not narrator.active or not new:
            return
        narrator.tell_events(new, self.session.seat_name,
                             two_rows=self.session.rules.decks > 1,
                             ordinal=self.going_out_ordinal())

    def narrate_turn(self) -> None:
        """Say whose turn it is, once the cards have landed (your turn: what the status line
        asks of you; another seat: "Ben to play…")."""
        narrator = self.app.narrator
        session = self.session
        if not narrator.active or self.flights or session.game.over:
            return
        view = session.view()
        if view.current_player is None:
            return
        if session.human_to_move and not session.autoplay:
            if self.flash is not None or session.hint_pending:
                return  # a refusal is on the status line (and was said): the turn comes after
            line = self.hint_line() if session.hint is not None else self.status_line(view)[0]
        else:
            line = self.waiting_line(view)[0]
        narrator.tell_turn(line)

    def say(self, message: str, colour: theme.Colour = theme.TEXT,
            seconds: float = FLASH_SECONDS) -> None:
        """Show a short line in the status pill (a refusal, the read-out hand) for
        ``seconds`` and speak it."""
        super().say(message, colour, seconds)
        self.app.narrator.say(message)

    def playable_cards(self) -> list[Card]:
        """The cards you may play or lay now (none when it is not your turn)."""
        session = self.session
        ways = self.interaction.choices(session.view(), session.human_to_move).ways
        return list(dict.fromkeys(card for _where, card in ways))

    def read_hand(self) -> None:
        """The R key: your hand and the playable cards, spoken and shown on the status
        line."""
        view = self.session.view()
        line = hand_line(view.hand, self.playable_cards() if self.session.human_to_move
                         else None)
        self.say(line, theme.TEXT)
