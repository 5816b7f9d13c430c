"""Row geometry: where each rank sits in a row, and which cards a row accepts next.

A row is a run of positions on a line. Positions 1..12 are the ranks 2..K; the ace sits at
position 0 (ace low) or 13 (ace high); under ``either`` it may take whichever of 0 and 13 is
open, but a row holds one ace only. For every (low end, high end) pair the tables below give
the rank bits (bit 0 = ace … bit 12 = king) that may be played just outside each end, with
the build restriction (8 first, 6 and 8 first) already applied, so legal-move generation is a
table look-up and a few bit operations.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

POSITIONS = 14
UNSTARTED = -1


def rank_index_at(position: int) -> int:
    """The rank index (0 = ace … 12 = king) that sits at a row position."""
    return 0 if position in (0, 13) else position


def start_position(rank_index: int, ace: str) -> int:
    """The row position of a starting card of this rank index (an ace high starts at 13)."""
    if rank_index == 0:
        return 13 if ace == "high" else 0
    return rank_index


def position_in_row(cards: tuple, at: int, start_pos: int) -> int:
    """The row position of ``cards[at]``, for a row's cards listed low end first (an ace sits
    at 0 below the 2, or at 13 above the king; a lone ace is the row's start)."""
    card = cards[at]
    if card.rank != 1:
        return card.rank - 1
    if len(cards) == 1:
        return start_pos
    return 0 if at == 0 else 13


def required_positions(ace: str, build: str, start_pos: int) -> tuple[int, ...]:
    """Row positions the build rule wants down before the rest, next to the start position:
    the 8 (``eight-first``), or the 6 and the 8 (``six-and-eight-first``), where the row has
    such a position under the ace rule."""
    lowest = 1 if ace == "high" else 0
    highest = 12 if ace == "low" else 13
    required = []
    if build in ("eight-first", "six-and-eight-first") and start_pos + 1 <= highest:
        required.append(start_pos + 1)
    if build == "six-and-eight-first" and start_pos - 1 >= lowest:
        required.append(start_pos - 1)
    return tuple(required)


@dataclass(frozen=True, slots=True)
class RowTables:
    """Look-up tables for one (ace rule, build rule, start position)."""

    start_position: int
    start_rank_index: int
    low_end: tuple[int, ...]  # index low*14+high -> rank bits playable below the low end
    high_end: tuple[int, ...]  # … above the high end
    both_ends: tuple[int, ...]
    adjacent_low: tuple[int, ...]  # like low_end but without the build restriction
    adjacent_high: tuple[int, ...]


@lru_cache(maxsize=128)
def row_tables(ace: str, build: str, start_pos: int) -> RowTables:
    """Build (once) the end tables for an ace rule, a build rule and a start position."""
    lowest = 1 if ace == "high" else 0
    highest = 12 if ace == "low" else 13
    required = required_positions(ace, build, start_pos)
    size = POSITIONS * POSITIONS
    low_end, high_end, adjacent_low, adjacent_high = [0] * size, [0] * size, [0] * size, [0] * size
    for low in range(POSITIONS):
        for high in range(low, POSITIONS):
            key = low * POSITIONS + high
            built = all(low <= position <= high for position in required)
            below, above = low - 1, high + 1
            if below >= lowest and not (ace == "either" and below == 0 and high == 13):
                adjacent_low[key] = 1 << rank_index_at(below)
                if built or below in required:
                    low_end[key] = adjacent_low[key]
            if above <= highest and not (ace == "either" and above == 13 and low == 0):
                adjacent_high[key] = 1 << rank_index_at(above)
                if built or above in required:
                    high_end[key] = adjacent_high[key]
    both = tuple(a | b for a, b in zip(low_end, high_end, strict=True))
    return RowTables(start_pos, rank_index_at(start_pos), tuple(low_end), tuple(high_end), both,
                     tuple(adjacent_low), tuple(adjacent_high))
