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

#: :attr:`Target.end` values: the card opens an empty row, or goes below or above its run.
START, LOW, HIGH = "start", "low", "high"


@dataclass(frozen=True, slots=True)
class Target:
    """Where a legal play (or leftover) puts its card, as the engine will place it.

    ``row`` is the row's index into :attr:`View.rows`; ``end`` is ``"start"`` (the card opens
    the empty row), ``"low"`` (it goes just below the row's run) or ``"high"`` (just above:
    under ``ace: either`` an ace next to the king is ``"high"``).
    """

    row: int
    end: str


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
    #: One entry per legal move, in the same order: the :class:`Target` of a play or a
    #: leftover, None for a pass, a cover or a give.
    targets: tuple[Target | None, ...] = ()

    @property
    def to_move(self) -> bool:
        """True when this seat must act now."""
        return self.current_player == self.seat

    def target(self, move: Move) -> Target | None:
        """Where the legal ``move`` puts its card (None for a move that puts no card on the
        rows, or a move that is not legal now)."""
        for legal, target in zip(self.legal_moves, self.targets, strict=False):
            if legal == move:
                return target
        return None

    def moves_for(self, card: Card, kind: str) -> tuple[tuple[Move, Target], ...]:
        """(move, target) for every legal way to put ``card`` on the rows as a move of
        ``kind`` (``"play"`` from the hand, ``"leftover"``): none when it may not go now, one
        as a rule, two with two packs where the row chosen changes what comes next."""
        return tuple((move, target)
                     for move, target in zip(self.legal_moves, self.targets, strict=False)
                     if target is not None and move.card == card and move.kind == kind)
