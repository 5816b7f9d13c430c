"""*Show all hands*: every player's cards, for the results screen and Review (the scenes' layouts
place them; this module says what each seat held).

After a deal the game can show what everyone held — as dealt, or at a reviewed decision —
so a player can check the cards were dealt, not arranged (every deal replays from its code).
Never shown during a deal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sevens.cards import Card
from sevens.game import Game

if TYPE_CHECKING:
    from sevens.app.session import Session


def hands_at(game: Game, index: int) -> list[list[Card]]:
    """Every seat's hand just before move ``index`` of ``game`` (0: as dealt)."""
    if index <= 0:
        return game.initial_hands()
    replay = game.clone()
    replay.undo_to(index)
    return [replay.hand(seat) for seat in range(replay.players)]


def hand_rows(session: Session, hands: list[list[Card]],
              skip: int | None = None) -> list[tuple[int, str, list[Card]]]:
    """(seat, name, cards) for every seat but ``skip``, in seat order."""
    return [(seat, session.seat_name(seat), cards) for seat, cards in enumerate(hands)
            if seat != skip]
