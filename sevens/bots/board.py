"""The table as a heuristic player sees it: rows, own cards, hidden cards, and what a card
would open.

:class:`Board` answers the questions a Sevens player asks before a play: which cards does this
card set free, and for whom (:meth:`Board.effect`)? How many cards of the others does holding
it keep off the table? How far is a card from being playable (:meth:`Board.distance`)? Row
positions come from the same :mod:`sevens.row_positions` look-ups as the engine, so ace rules,
Domino starting ranks and the eight-first builds are all respected.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sevens.bots.knowledge import Knowledge, card_counts, kind_mask
from sevens.cards import CARDS_PER_SUIT, Card, iter_indices
from sevens.game import View
from sevens.row_positions import (
    POSITIONS,
    UNSTARTED,
    RowTables,
    position_in_row,
    rank_index_at,
    row_tables,
    start_position,
)
from sevens.rules import START_RANK


@dataclass(frozen=True, slots=True)
class Effect:
    """What playing one card would do (see :meth:`Board.effect`)."""

    card: Card
    row: int
    opener: bool
    opens_mine: tuple[Card, ...]  # own cards that become playable at once
    released: tuple[Card, ...]  # others' cards they could then play one after another
    mine_beyond: tuple[Card, ...]  # own cards further out on the same side(s)
    hidden_beyond: tuple[Card, ...]  # others' cards further out on the same side(s)
    # the card kinds further out, in order outwards, one run per side (two for an opener)
    runs: tuple[tuple[int, ...], ...] = ()


class Board:
    """Rows and card locations of one view (for one pack or two)."""

    def __init__(self, view: View, knowledge: Knowledge) -> None:
        rules = view.rules
        self.view = view
        self.rules = rules
        self.knowledge = knowledge
        self.decks = rules.decks
        self.mine = knowledge.my_mask
        self.hidden = knowledge.hidden_mask
        self.leftovers = kind_mask(card_counts(view.leftovers))
        self.covered_by_me = kind_mask(card_counts(view.covered))
        self.laid = kind_mask(knowledge.laid_counts)
        start_rank: int | None = START_RANK - 1
        if rules.start == "any-rank":
            first = knowledge.first_card
            start_rank = None if first is None else first.rank - 1
        self.start_rank = start_rank
        self.tables: RowTables | None = (
            None if start_rank is None
            else row_tables(rules.ace, rules.build, start_position(start_rank, rules.ace)))
        self.low: list[int] = []
        self.high: list[int] = []
        self.row_ranks: list[int] = []
        self._open_runs: dict[int, frozenset[Card]] = {}  # row -> what is open before a play
        for row_view in view.rows:
            if not row_view.cards or self.tables is None:
                self.low.append(UNSTARTED)
                self.high.append(UNSTARTED)
                self.row_ranks.append(0)
                continue
            cards = row_view.cards
            self.low.append(position_in_row(cards, 0, self.tables.start_position))
            self.high.append(position_in_row(cards, len(cards) - 1, self.tables.start_position))
            ranks = 0
            for card in cards:
                ranks |= 1 << (card.rank - 1)
            self.row_ranks.append(ranks)
        self.lowest = 1 if rules.ace == "high" else 0
        self.highest = 12 if rules.ace == "low" else 13

    # ------------------------------------------------------------------ geometry

    def rows_of(self, suit: int) -> range:
        """The row numbers of a suit (two with two packs)."""
        return range(suit * self.decks, (suit + 1) * self.decks)

    def row_for(self, card: Card, row_number: int | None = None) -> int | None:
        """The row a play of ``card`` would go on now, or None: the engine's choice (the
        first row that takes it), or with two packs the suit's row ``row_number`` (1 or 2,
        as in ``6H@2``) if that row takes it."""
        tables = self.tables
        if tables is None:
            return None
        bit = 1 << (card.rank - 1)
        rows = self.rows_of(card.suit)
        if row_number is not None:
            rows = rows[row_number - 1:row_number]
        for row in rows:
            low = self.low[row]
            if low == UNSTARTED:
                if card.rank - 1 == tables.start_rank_index:
                    return row
                continue
            if tables.both_ends[low * POSITIONS + self.high[row]] & bit:
                return row
        return None

    def _after(self, row: int, rank_index: int) -> tuple[int, int]:
        tables = self.tables
        assert tables is not None
        low = self.low[row]
        if low == UNSTARTED:
            return tables.start_position, tables.start_position
        high = self.high[row]
        if tables.low_end[low * POSITIONS + high] >> rank_index & 1:
            return low - 1, high
        return low, high + 1

    def _front(self, low: int, high: int) -> int:
        tables = self.tables
        assert tables is not None
        return tables.both_ends[low * POSITIONS + high]

    def _side_positions(self, row: int, low: int, high: int, sides: str) -> list[list[int]]:
        """Positions beyond a row's ends, outward, per side (``low``, ``high`` or ``both``)."""
        ranks_on_row = self.row_ranks[row]
        result = []
        if sides in ("low", "both"):
            result.append([position for position in range(low - 1, self.lowest - 1, -1)
                           if not self._ace_taken(position, ranks_on_row, low, high)])
        if sides in ("high", "both"):
            result.append([position for position in range(high + 1, self.highest + 1)
                           if not self._ace_taken(position, ranks_on_row, low, high)])
        return result

    def _ace_taken(self, position: int, ranks_on_row: int, low: int, high: int) -> bool:
        if position not in (0, 13) or self.rules.ace != "either":
            return False
        return bool(ranks_on_row & 1) or low == 0 or high == 13

    # ------------------------------------------------------------------ questions

    def effect(self, card: Card, row_number: int | None = None) -> Effect | None:
        """What playing ``card`` now would open, for this seat and for the others (on the
        suit's row ``row_number`` if given, as in ``6H@2``)."""
        row = self.row_for(card, row_number)
        if row is None:
            return None
        suit_shift = card.suit * CARDS_PER_SUIT
        opener = self.low[row] == UNSTARTED
        low, high = self._after(row, card.rank - 1)
        old_front = (1 << (card.rank - 1)) if opener else self._front(self.low[row], self.high[row])
        new_front = self._front(low, high)
        opened = new_front & ~old_front
        opens_mine = tuple(Card(card.suit, rank + 1) for rank in iter_indices(opened)
                           if self.mine >> (suit_shift + rank) & 1)
        released = self._release_chain(low, high, card.suit)
        if opener:
            sides = "both"
        elif low < self.low[row]:
            sides = "low"
        else:
            sides = "high"
        ranks_after = self.row_ranks[row] | (1 << (card.rank - 1))
        mine_beyond: list[Card] = []
        hidden_beyond: list[Card] = []
        runs = []
        for positions in self._side_positions_for(row, low, high, sides, ranks_after):
            self._sort_out(suit_shift, positions, mine_beyond, hidden_beyond)
            runs.append(tuple(suit_shift + rank_index_at(position) for position in positions))
        return Effect(card, row, opener, opens_mine, tuple(released), tuple(mine_beyond),
                      tuple(hidden_beyond), tuple(runs))

    def newly_released(self, effect: Effect) -> tuple[Card, ...]:
        """The cards of ``effect.released`` the others could not already play one after
        another before this card goes down: what the play itself hands them."""
        row = effect.row
        if self.low[row] == UNSTARTED or not effect.released:
            return effect.released
        before = self._open_runs.get(row)
        if before is None:  # the same for every card played on this row
            before = frozenset(self._release_chain(self.low[row], self.high[row],
                                                   effect.card.suit))
            self._open_runs[row] = before
        return tuple(card for card in effect.released if card not in before)

    def _side_positions_for(self, row: int, low: int, high: int, sides: str,
                            ranks_on_row: int) -> list[list[int]]:
        saved = self.row_ranks[row]
        self.row_ranks[row] = ranks_on_row
        try:
            return self._side_positions(row, low, high, sides)
        finally:
            self.row_ranks[row] = saved

    def _release_chain(self, low: int, high: int, suit: int) -> list[Card]:
        """Others' cards that could go down one after another from this row state, without
        any card of this seat (the cards this play hands to the table). Face-up leftovers and
        laid cards extend the chain too; only hidden cards are listed. With two packs a card
        this seat holds does not stop the chain when its other copy is hidden."""
        tables = self.tables
        assert tables is not None
        shift = suit * CARDS_PER_SUIT
        passable = self.hidden | self.leftovers | self.laid
        released: list[Card] = []
        while True:
            key = low * POSITIONS + high
            for rank in iter_indices(tables.both_ends[key]):
                index = shift + rank
                if passable >> index & 1:
                    if self.hidden >> index & 1:
                        released.append(Card.from_index(index))
                    if tables.low_end[key] >> rank & 1:
                        low -= 1
                    else:
                        high += 1
                    break
            else:
                return released

    def distance(self, card: Card) -> int:
        """How many cards must go down before ``card`` fits (0: it fits now)."""
        tables = self.tables
        if tables is None:
            return 0
        best = 99
        for row in self.rows_of(card.suit):
            positions = [card.rank - 1] if card.rank != 1 else _ace_positions(self.rules.ace)
            for position in positions:
                low = self.low[row]
                if low == UNSTARTED:
                    best = min(best, abs(position - tables.start_position))
                    continue
                high = self.high[row]
                if position < low:
                    best = min(best, low - 1 - position)
                elif position > high:
                    best = min(best, position - high - 1)
        return best

    def outside(self, card: Card) -> tuple[list[Card], list[Card], bool]:
        """For a card not yet fitting: (own cards, hidden cards) further out than it on its
        side of the row, and whether it is dead (a card this seat covered lies between the
        row's end and it, so it can never be played)."""
        tables = self.tables
        if tables is None:
            return [], [], False
        suit_shift = card.suit * CARDS_PER_SUIT
        row = self.rows_of(card.suit)[0]
        low, high = self.low[row], self.high[row]
        if low == UNSTARTED:
            low = high = tables.start_position
        positions = [card.rank - 1] if card.rank != 1 else _ace_positions(self.rules.ace)
        position = positions[0]
        if len(positions) > 1:  # an ace under "either": the nearer end
            position = 0 if low - 0 <= 13 - high else 13
        if position < low:
            between = range(low - 1, position, -1)
            further = range(position - 1, self.lowest - 1, -1)
        elif position > high:
            between = range(high + 1, position)
            further = range(position + 1, self.highest + 1)
        else:
            return [], [], False
        dead = any(self.covered_by_me >> (suit_shift + rank_index_at(spot)) & 1
                   for spot in between)
        mine: list[Card] = []
        hidden: list[Card] = []
        self._sort_out(suit_shift, further, mine, hidden)
        return mine, hidden, dead

    def _sort_out(self, suit_shift: int, positions: Iterable[int], mine: list[Card],
                  hidden: list[Card]) -> None:
        """Append the cards at ``positions`` of a suit to ``mine`` and/or ``hidden``; with two
        packs a kind can go to both, one copy here and the other in another hand."""
        for position in positions:
            index = suit_shift + rank_index_at(position)
            if self.mine >> index & 1:
                mine.append(Card.from_index(index))
            if self.hidden >> index & 1:
                hidden.append(Card.from_index(index))

    def suit_counts(self, suit: int) -> tuple[int, int]:
        """(own cards, hidden cards) of a suit, as kinds (with two packs a kind held here may
        also be hidden, its other copy in another hand)."""
        field = ((1 << CARDS_PER_SUIT) - 1) << (suit * CARDS_PER_SUIT)
        return (self.mine & field).bit_count(), (self.hidden & field).bit_count()


def _ace_positions(ace: str) -> list[int]:
    return {"low": [0], "high": [13], "either": [0, 13]}[ace]
