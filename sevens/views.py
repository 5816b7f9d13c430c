"""What a seat may see: :class:`View` (one seat's whole knowledge of a deal, SPEC §3) and
:class:`RowView` (one row on the table). Built by :meth:`sevens.game.Game.view`; bots and the
UI read only these.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.cards import Card
from sevens.events import Event
from sevens.moves import Move
from sevens.rules import Rules


@dataclass(frozen=True, slots=True)
class RowView:
    """One row on the table: its suit, end cards, all its cards, and whether it is complete.

    ``suit_row`` is the row's number within its suit (1, or 2 for the second row with two
    packs, rows numbered in the order they were opened) — the ``@2`` of move text.
    """

    suit: int
    low: Card | None
    high: Card | None
    cards: tuple[Card, ...]
    complete: bool
    next_low: Card | None
    next_high: Card | None
    suit_row: int = 1


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know of a deal, and nothing more (SPEC §3)."""

    seat: int
    players: int
    rules: Rules
    dealer: int
    current_player: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    covered_counts: tuple[int, ...]
    covered: tuple[Card, ...]
    rows: tuple[RowView, ...]
    leftovers: tuple[Card, ...]
    passes_taken: tuple[int, ...]
    free_passes_left: tuple[int | None, ...]
    out: tuple[bool, ...]
    finished_order: tuple[int, ...]
    pending_give_to: int | None
    pool: int
    last_played: tuple[Card | None, ...]
    legal_moves: tuple[Move, ...]
    playable: tuple[Card, ...]
    table_mask: int
    playable_mask: int
    events: tuple[Event, ...]
    over: bool

    @property
    def to_move(self) -> bool:
        """True when this seat must act now."""
        return self.current_player == self.seat
