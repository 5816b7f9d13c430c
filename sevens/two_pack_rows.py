"""Two packs: which of a suit's two rows takes a card, and when the choice matters (``@2``).

With two packs each suit has two rows, numbered ``suit * 2 + copy`` in the order they open (the
second opens only after the first). A card is played on the first row that takes it unless the
move names a row: ``6H@2`` puts it on the second. ``Game.legal_moves`` offers the ``@2`` form
only where it leads to a different position once the rows' numbers are forgotten (see
:func:`suit_shape`), and :func:`verify_row` explains why a named row does not take a card.

Nothing here changes a table. :func:`placements_differ` and the helpers under it work on plain
numbers, so the fast playout (:mod:`sevens.fastloop`) makes the same choice with the same
code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sevens.cards import (
    ALL_CARDS,
    CARDS_PER_SUIT,
    SUIT_LETTERS,
    SUIT_NAMES,
    Card,
    iter_indices,
    remove_copy,
)
from sevens.moves import IllegalMove, Move
from sevens.row_positions import POSITIONS, UNSTARTED, RowTables, required_positions

if TYPE_CHECKING:
    from sevens.table_rows import TableRows


def with_row_choices(table: TableRows, moves: list[Move]) -> list[Move]:
    """``moves`` with ``card@2`` added just after each play whose two rows lead to different
    positions (see :func:`row_choice_matters`)."""
    extended: list[Move] = []
    for move in moves:
        extended.append(move)
        card = move.card
        if card is not None and row_choice_matters(table, card):
            extended.append(Move(move.kind, card, 2))
    return extended


def row_choice_matters(table: TableRows, card: Card) -> bool:
    """True when both rows of the card's suit take it now and the two placements lead to
    different positions (see :func:`placements_differ`)."""
    first, second = table.suit_rows[card.suit]
    rank_index = card.rank - 1
    if not (row_takes(table, first, rank_index) and row_takes(table, second, rank_index)):
        return False
    tables = table.tables
    assert tables is not None  # a row takes a card only once the starting rank is set
    rules = table.rules
    return placements_differ(
        (table.row_low[first], table.row_high[first]),
        (table.row_low[second], table.row_high[second]),
        table.laid, card.suit, rank_index, tables,
        required_positions(rules.ace, rules.build, tables.start_position),
        rules.ace == "either")


def row_takes(table: TableRows, row: int, rank_index: int) -> bool:
    """Whether ``row`` takes a card of this rank index now (a row opens only after the suit's
    earlier rows, so row numbers follow the order of opening)."""
    tables = table.tables
    if tables is None:
        return False
    if table.row_low[row] == UNSTARTED:
        suit_rows = table.suit_rows[row // table.rules.decks]
        position = suit_rows.index(row)
        return (rank_index == tables.start_rank_index
                and all(table.row_low[earlier] != UNSTARTED
                        for earlier in suit_rows[:position]))
    return bool(table.row_front[row] >> rank_index & 1)


def placements_differ(first: tuple[int, int], second: tuple[int, int], laid: int, suit: int,
                      rank_index: int, tables: RowTables, required: tuple[int, ...],
                      either: bool) -> bool:
    """Whether a card of ``suit`` and ``rank_index`` that both rows take leaves a different
    position on the first row than on the second.

    Args:
        first: the first row's (low, high) ends as row positions.
        second: the second row's (low, high) ends.
        laid: the laid-out cards waiting beside the rows (a two-copy multiset).
        suit: the rows' suit, 0..3.
        rank_index: the card's rank index, 0 = ace … 12 = king.
        tables: the end tables of the deal's ace rule, build rule and start.
        required: :func:`sevens.row_positions.required_positions` for the same rules and start.
        either: the ace rule is ``either``.
    """
    first_low, first_high, laid_first = placed(*first, laid, suit, rank_index, tables)
    second_low, second_high, laid_second = placed(*second, laid, suit, rank_index, tables)
    return (suit_shape([(first_low, first_high), second], laid_first, required, either)
            != suit_shape([first, (second_low, second_high)], laid_second, required, either))


def placed(low: int, high: int, laid: int, suit: int, rank_index: int,
           tables: RowTables) -> tuple[int, int, int]:
    """(low, high, laid) after a card of this rank goes on a row with these ends (which takes
    it), laid-out cards of the suit joined; nothing is changed."""
    if tables.low_end[low * POSITIONS + high] >> rank_index & 1:
        low -= 1
    else:
        high += 1
    suit_shift = suit * CARDS_PER_SUIT
    while laid:
        key = low * POSITIONS + high
        below = tables.adjacent_low[key] << suit_shift
        above = tables.adjacent_high[key] << suit_shift
        if below and laid & below:
            laid = remove_copy(laid, below.bit_length() - 1)
            low -= 1
        elif above and laid & above:
            laid = remove_copy(laid, above.bit_length() - 1)
            high += 1
        else:
            break
    return low, high, laid


def suit_shape(spans: list[tuple[int, int]], laid: int, required: tuple[int, ...],
               either: bool) -> tuple:
    """What decides a suit's future, with the rows' numbers forgotten.

    A row whose build is complete (its ``required`` positions, the 8 or the 6 and 8, are down)
    has two independent ends, so only the multisets of low ends and high ends count; a row
    still waiting for its 8 (or 6) counts as a whole, and so does every row under
    ``ace: either`` (a row holds one ace, which couples its ends).
    """
    whole: list[tuple[int, int]] = []
    lows: list[int] = []
    highs: list[int] = []
    for low, high in spans:
        if either or not all(low <= at <= high for at in required):
            whole.append((low, high))
        else:
            lows.append(low)
            highs.append(high)
    return sorted(whole), sorted(lows), sorted(highs), laid


def verify_row(table: TableRows, card: Card, number: int) -> None:
    """Refuse ``card@number`` unless that row of the suit takes the card.

    Raises:
        IllegalMove: the suit has no such row, or the row does not take the card now; the
            message says which row does, or which cards the row takes next.
    """
    suit_name = SUIT_NAMES[card.suit]
    if number > table.rules.decks:
        raise IllegalMove(f"There is only one {suit_name} row: play {card} without @{number}.",
                          "refusal.one_row", suit=SUIT_LETTERS[card.suit], card=str(card),
                          row=number)
    if table.tables is None:
        if number != 1:
            raise IllegalMove(f"The first {suit_name} row opens first: play {card} "
                              f"without @{number}.", "refusal.first_row_first",
                              suit=SUIT_LETTERS[card.suit], card=str(card), row=number)
        return
    row = table.suit_rows[card.suit][number - 1]
    if row_takes(table, row, card.rank - 1):
        return
    ordinal = "first" if number == 1 else "second"
    if table.row_low[row] == UNSTARTED:
        if card.rank - 1 == table.tables.start_rank_index:
            raise IllegalMove(f"The second {suit_name} row opens only after the first: "
                              f"play {card} without @{number}.", "refusal.second_row_later",
                              suit=SUIT_LETTERS[card.suit], card=str(card), row=number)
        raise IllegalMove(f"The {ordinal} {suit_name} row is not open yet: the "
                          f"{card.pretty()} fits only the other row.", "refusal.row_not_open",
                          suit=SUIT_LETTERS[card.suit], card=str(card), row=number)
    ends = " or ".join(ALL_CARDS[card.suit * CARDS_PER_SUIT + i].pretty()
                       for i in iter_indices(table.row_front[row]))
    where = f"only the {ends} can go there next" if ends else "it is complete"
    fronts = " ".join(str(ALL_CARDS[card.suit * CARDS_PER_SUIT + i])
                      for i in iter_indices(table.row_front[row]))
    raise IllegalMove(f"The {card.pretty()} doesn't fit the {ordinal} {suit_name} row: "
                      f"{where}.",
                      "refusal.row_does_not_fit" if fronts else "refusal.row_is_complete",
                      suit=SUIT_LETTERS[card.suit], card=str(card), row=number,
                      **({"cards": fronts} if fronts else {}))
