"""The cards on the table: the rows, their ends, laid-out cards waiting for a row to reach
them, and which cards fit (``playable``, a kind mask).

:class:`TableRows` is the part of a :class:`~sevens.game.Game` that knows nothing of hands or
turns. A game is one; :class:`PublicTable` is one on its own, for replaying a deal's public
history (the bots read the table as it was at each play).
"""

from __future__ import annotations

from collections.abc import Sequence

from sevens.cards import ALL_CARDS, CARDS_PER_SUIT, FULL_PACK, Card, add_copy, remove_copy
from sevens.row_positions import (
    POSITIONS,
    UNSTARTED,
    RowTables,
    position_in_row,
    rank_index_at,
    row_tables,
    start_position,
)
from sevens.rules import START_RANK, Rules
from sevens.views import HIGH, LOW, START, RowView, Target


def _suit_rows(decks: int) -> list[list[int]]:
    return [[suit * decks + copy for copy in range(decks)] for suit in range(4)]


class TableRows:
    """Row state and placement, shared by a game and a public replay.

    Rows are numbered suit by suit (two per suit with two packs); ``row_low``/``row_high``
    are each row's end positions (``UNSTARTED`` before its starting card), ``row_front`` the
    rank bits that fit just outside its ends, ``table_cards`` its rank bits, ``laid`` the
    put-out cards waiting for a row to reach them, ``lead_card`` the card that must open the
    deal (if any), and ``tables`` the row geometry once the start rank is known.
    """

    rules: Rules
    playable: int

    def _clear_rows(self) -> None:
        decks = self.rules.decks
        self.laid = 0
        self.row_count = 4 * decks
        self.suit_rows = _suit_rows(decks)
        self.row_low = [UNSTARTED] * self.row_count
        self.row_high = [UNSTARTED] * self.row_count
        self.row_front = [0] * self.row_count
        self.table_cards: list[int] = [0] * self.row_count  # kind mask per row
        self.lead_card: int | None = None
        self.tables: RowTables | None = None

    def _load_rows(self, rows: Sequence[RowView]) -> None:
        """Set every row from the rows a view shows (``tables`` must be set already when any
        row has cards); laid-out cards and ``playable`` are left to the caller."""
        tables = self.tables
        for row, row_view in enumerate(rows):
            if not row_view.cards or tables is None:
                self.row_low[row] = self.row_high[row] = UNSTARTED
                self.row_front[row] = 0
                self.table_cards[row] = 0
                continue
            cards = row_view.cards
            low = position_in_row(cards, 0, tables.start_position)
            high = position_in_row(cards, len(cards) - 1, tables.start_position)
            self.row_low[row], self.row_high[row] = low, high
            self.row_front[row] = tables.both_ends[low * POSITIONS + high]
            mask = 0
            for card in cards:
                mask |= 1 << (card.rank - 1)
            self.table_cards[row] = mask

    def _open_starting_rows(self) -> None:
        """The rows as a deal starts, before anyone moves: any-rank waits for the first card
        (everything playable); a named start card is the only playable card; under
        all-sevens every row opens with its seven. Hands are not touched."""
        rules = self.rules
        self.playable = FULL_PACK
        if rules.start == "any-rank":
            return
        self._set_start(START_RANK - 1)
        if rules.start == "card":
            assert rules.start_card is not None
            self.lead_card = Card.parse(rules.start_card).index
            self.playable = 1 << self.lead_card
            return
        if rules.start == "all-sevens":
            tables = self.tables
            assert tables is not None
            for suit, rows in enumerate(self.suit_rows):
                for row in rows:
                    self._open_row(row, suit * CARDS_PER_SUIT + tables.start_rank_index)
        self._refresh_playable()

    def _set_start(self, rank_index: int) -> None:
        rules = self.rules
        self.tables = row_tables(rules.ace, rules.build, start_position(rank_index, rules.ace))

    def _lay_on_row(self, index: int, row_number: int | None = None) -> int:
        """Put card kind ``index`` on its row (the first play sets the rows' start under
        any-rank; the lead card's play opens the rest); return the row. Hands are not
        touched (the bots' public replay of a deal uses this too)."""
        opening = self.lead_card is not None or self.tables is None
        if self.tables is None:
            self._set_start(index % CARDS_PER_SUIT)
        self.lead_card = None
        suit, rank_index = divmod(index, CARDS_PER_SUIT)
        row = self._place(suit, rank_index, row_number)
        if opening:
            self._refresh_playable()
        return row

    def _place(self, suit: int, rank_index: int, row_number: int | None = None) -> int:
        """Put a card of this suit and rank on the first row it fits (or on the suit's row
        ``row_number``, 1 or 2, which must take it); return the row."""
        tables = self.tables
        assert tables is not None
        bit = 1 << rank_index
        rows = self.suit_rows[suit]
        if row_number is not None:
            rows = rows[row_number - 1:row_number]
        for row in rows:
            low = self.row_low[row]
            if low == UNSTARTED:
                if rank_index == tables.start_rank_index:
                    self._open_row(row, suit * CARDS_PER_SUIT + rank_index)
                    self._refresh_suit(suit)
                    return row
                continue
            if self.row_front[row] & bit:
                key = low * POSITIONS + self.row_high[row]
                if tables.low_end[key] & bit:
                    self.row_low[row] = low - 1
                else:
                    self.row_high[row] += 1
                self.table_cards[row] |= bit
                if self.laid:
                    self._absorb(row)
                self._refresh_row(row)
                self._refresh_suit(suit)
                return row
        raise AssertionError(f"{ALL_CARDS[suit * 13 + rank_index]} fits no row")

    def target(self, index: int, row_number: int | None = None) -> Target:
        """Where card kind ``index`` would go now (on the suit's row ``row_number`` when
        given), as :meth:`_place` puts it; nothing is changed. The card must fit."""
        suit, rank_index = divmod(index, CARDS_PER_SUIT)
        rows = self.suit_rows[suit]
        if row_number is not None:
            rows = rows[row_number - 1:row_number]
        tables = self.tables
        if tables is None:  # the lead under any-rank opens its suit's first row
            return Target(rows[0], START)
        bit = 1 << rank_index
        for row in rows:
            low = self.row_low[row]
            if low == UNSTARTED:
                if rank_index == tables.start_rank_index:
                    return Target(row, START)
                continue
            if self.row_front[row] & bit:
                key = low * POSITIONS + self.row_high[row]
                return Target(row, LOW if tables.low_end[key] & bit else HIGH)
        raise ValueError(f"{ALL_CARDS[index]} fits no row")

    def _open_row(self, row: int, index: int) -> None:
        tables = self.tables
        assert tables is not None
        self.row_low[row] = self.row_high[row] = tables.start_position
        self.table_cards[row] = 1 << (index % CARDS_PER_SUIT)
        if self.laid:
            self._absorb(row)
        self._refresh_row(row)

    def _absorb(self, row: int) -> None:
        """Join laid-out cards that the row's ends now reach."""
        tables = self.tables
        assert tables is not None
        suit_shift = (row // self.rules.decks) * CARDS_PER_SUIT
        while True:
            key = self.row_low[row] * POSITIONS + self.row_high[row]
            below = tables.adjacent_low[key] << suit_shift
            above = tables.adjacent_high[key] << suit_shift
            if below and self.laid & below:
                self.laid = remove_copy(self.laid, below.bit_length() - 1)
                self.row_low[row] -= 1
                self.table_cards[row] |= below >> suit_shift
            elif above and self.laid & above:
                self.laid = remove_copy(self.laid, above.bit_length() - 1)
                self.row_high[row] += 1
                self.table_cards[row] |= above >> suit_shift
            else:
                return

    def _refresh_row(self, row: int) -> None:
        tables = self.tables
        assert tables is not None
        self.row_front[row] = tables.both_ends[self.row_low[row] * POSITIONS + self.row_high[row]]

    def _refresh_suit(self, suit: int) -> None:
        tables = self.tables
        assert tables is not None
        bits = 0
        for row in self.suit_rows[suit]:
            if self.row_low[row] == UNSTARTED:
                bits |= 1 << tables.start_rank_index
            else:
                bits |= self.row_front[row]
        shift = suit * CARDS_PER_SUIT
        self.playable = (self.playable & ~(0x1FFF << shift)) | (bits << shift)

    def _refresh_playable(self) -> None:
        self.playable = 0
        for suit in range(4):
            self._refresh_suit(suit)

    def _lay_out(self, indices: list[int]) -> None:
        """A put-out player's cards go to the rows: a starting card opens its row, the others
        wait until a row reaches them. Hands are not touched."""
        tables = self.tables
        assert tables is not None
        for index in indices:
            suit, rank_index = divmod(index, CARDS_PER_SUIT)
            opened = False
            if rank_index == tables.start_rank_index:
                for row in self.suit_rows[suit]:
                    if self.row_low[row] == UNSTARTED:
                        self._open_row(row, index)
                        opened = True
                        break
            if not opened:
                self.laid = add_copy(self.laid, index)
        for row in range(self.row_count):
            if self.row_low[row] != UNSTARTED:
                self._absorb(row)
                self._refresh_row(row)
        self._refresh_playable()

    def rows(self) -> tuple[RowView, ...]:
        """The rows on the table, in suit order (two per suit with two packs)."""
        views = []
        tables = self.tables
        for row in range(self.row_count):
            suit = row // self.rules.decks
            low = self.row_low[row]
            number = row % self.rules.decks + 1
            if low == UNSTARTED or tables is None:
                views.append(RowView(suit, None, None, (), False, None, None, number))
                continue
            high = self.row_high[row]
            key = low * POSITIONS + high
            cards = tuple(ALL_CARDS[suit * 13 + rank_index_at(position)]
                          for position in range(low, high + 1))
            low_bits, high_bits = tables.low_end[key], tables.high_end[key]
            views.append(RowView(
                suit, cards[0], cards[-1], cards, high - low == CARDS_PER_SUIT - 1,
                ALL_CARDS[suit * 13 + low_bits.bit_length() - 1] if low_bits else None,
                ALL_CARDS[suit * 13 + high_bits.bit_length() - 1] if high_bits else None,
                number,
            ))
        return tuple(views)

    def table_mask(self) -> int:
        """Kind mask of the cards on the rows (with two packs, a kind on either row)."""
        mask = 0
        for row in range(self.row_count):
            mask |= self.table_cards[row] << ((row // self.rules.decks) * CARDS_PER_SUIT)
        return mask


class PublicTable(TableRows):
    """The table alone, replayed card by card from a deal's public history (no hands)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._clear_rows()
        self._open_starting_rows()

    @property
    def start_position(self) -> int | None:
        """The rows' start position, once known."""
        return None if self.tables is None else self.tables.start_position

    def play(self, index: int, row_number: int | None = None) -> None:
        """Card kind ``index`` reaches its row (with two packs, row ``row_number`` of its
        suit when given), as in a real deal."""
        self._lay_on_row(index, row_number if self.rules.decks == 2 else None)

    def lay(self, indices: list[int]) -> None:
        """A player put out lays these card kinds: starting cards open rows, the others wait
        for a row to reach them."""
        if self.tables is not None:
            self._lay_out(indices)
