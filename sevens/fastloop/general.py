"""The fast loop for every rule set: two packs, face-up leftovers and the hand-a-card rule.

:func:`sevens.fastloop.play_out` hands a deal here when its rules need more than the plain
one-pack loop (:mod:`sevens.fastloop.one_pack`). Hands, leftovers and laid cards are two-copy
multisets (bit i: a first copy of card kind i, bit 52 + i: a second copy); rows are numbered
suit * decks + copy, in the order a suit's rows open, as in ``Game``.
"""

from __future__ import annotations

from collections.abc import Callable

from sevens.cards import CARDS_PER_SUIT
from sevens.fastloop.scoring import pips, score
from sevens.fastloop.state import (
    BITS,
    CARD_TEXT,
    CLEAN_HAND,
    COMPLETE_SUIT,
    DISTANCE,
    END_FIRST_OUT,
    END_PLAY_ON,
    FULL_PACK_BITS,
    GIVE_CHOICE,
    LAST_SEVEN,
    NEXT_SEAT,
    RANGE_52,
    SUIT_FIELD,
    VALUES,
    FastState,
    PlayoutPolicy,
    PlayoutSpec,
)
from sevens.row_positions import (
    POSITIONS,
    UNSTARTED,
    RowTables,
    required_positions,
    row_tables,
    start_position,
)
from sevens.rules import START_RANK, Rules
from sevens.two_pack_rows import placements_differ

#: Under hand-a-card, even "random" playouts hand over a card as players do: mostly one that
#: does not fit, far from the sevens (a random gift would free the stuck player far too
#: often, and the search would think being stuck costs little).
SENSIBLE_GIFTS = True
#: How often such a gift is any card at all instead.
GIFT_EPSILON = 0.2


def _gift(options: int, playable: int, random_float: Callable[[], float]) -> int:
    """The card a giver hands over in a playout: usually the least useful to the receiver
    (not fitting now, furthest from the sevens), sometimes any."""
    if random_float() < GIFT_EPSILON:
        return _nth_bit(options, int(random_float() * options.bit_count()))
    return least_useful(options, playable, random_float)


def least_useful(options: int, playable: int, random_float: Callable[[], float]) -> int:
    """The card to hand over: one that does not fit now, furthest from the sevens (ties
    broken at random)."""
    best, best_bit = -1e9, 0
    remaining = options
    while remaining:
        bit = remaining & -remaining
        remaining ^= bit
        index = bit.bit_length() - 1
        value = DISTANCE[index] + (5.0 if not playable & bit else 0.0) + random_float()
        if value > best:
            best, best_bit = value, bit
    return best_bit


# Two packs, face-up leftovers and the hand-a-card rule. Hands, leftovers and laid cards are
# two-copy multisets (bit i: a first copy of card kind i, bit 52 + i: a second copy); rows are
# numbered suit * decks + copy, in the order a suit's rows open, as in ``Game``.


def _remove_copy(multiset: int, index: int) -> int:
    second = 1 << (index + 52)
    return multiset ^ second if multiset & second else multiset ^ (1 << index)


def _add_copy(multiset: int, index: int) -> int:
    bit = 1 << index
    return multiset | (bit << 52) if multiset & bit else multiset | bit


def _nth_bit(mask: int, number: int) -> int:
    while number:
        mask &= mask - 1
        number -= 1
    return mask & -mask


def _absorb_row(state: FastState, row: int, suit: int, tables: RowTables) -> None:
    shift = suit * CARDS_PER_SUIT
    low, high, laid = state.low[row], state.high[row], state.laid
    while True:
        key = low * POSITIONS + high
        below = tables.adjacent_low[key] << shift
        above = tables.adjacent_high[key] << shift
        if below and laid & below:
            laid = _remove_copy(laid, below.bit_length() - 1)
            low -= 1
        elif above and laid & above:
            laid = _remove_copy(laid, above.bit_length() - 1)
            high += 1
        else:
            break
    state.low[row], state.high[row], state.laid = low, high, laid


def _rich_suit_bits(state: FastState, suit: int, decks: int, tables: RowTables) -> int:
    bits = 0
    for row in range(suit * decks, suit * decks + decks):
        low = state.low[row]
        if low == UNSTARTED:
            bits |= 1 << tables.start_rank_index
        else:
            bits |= tables.both_ends[low * POSITIONS + state.high[row]]
    return bits


def _rich_playable(state: FastState, decks: int, tables: RowTables) -> int:
    mask = 0
    for suit in range(4):
        mask |= _rich_suit_bits(state, suit, decks, tables) << (suit * CARDS_PER_SUIT)
    return mask


def _rich_place(state: FastState, suit: int, rank_index: int, decks: int,
                tables: RowTables, second_row: bool = False) -> int:
    """Put a card on the first row of its suit that takes it, or on the suit's second row
    (``6H@2``), as ``Game._place``; return the row."""
    bit = 1 << rank_index
    low, high = state.low, state.high
    first = suit * decks + (1 if second_row else 0)
    for row in range(first, suit * decks + decks):
        row_low = low[row]
        if row_low == UNSTARTED:
            if rank_index == tables.start_rank_index:
                low[row] = high[row] = tables.start_position
                if state.laid:
                    _absorb_row(state, row, suit, tables)
                return row
            continue
        key = row_low * POSITIONS + high[row]
        if tables.both_ends[key] & bit:
            if tables.low_end[key] & bit:
                low[row] = row_low - 1
            else:
                high[row] += 1
            if state.laid:
                _absorb_row(state, row, suit, tables)
            return row
    raise AssertionError(f"{CARD_TEXT[suit * CARDS_PER_SUIT + rank_index]} fits no row")


def _row_choices(state: FastState, kinds: int, rules: Rules, tables: RowTables) -> int:
    """The card kinds among ``kinds`` (two packs) that may also go on the second row of their
    suit to a different position: where ``Game.legal_moves`` offers ``card@2`` (the same
    :func:`sevens.two_pack_rows.placements_differ` decides)."""
    low, high, both_ends = state.low, state.high, tables.both_ends
    doubles = 0
    for suit in range(4):
        first, second = 2 * suit, 2 * suit + 1
        if low[second] == UNSTARTED:
            continue  # a second row opens only after the first; a 7 fits only one row
        shared = (both_ends[low[first] * POSITIONS + high[first]]
                  & both_ends[low[second] * POSITIONS + high[second]]
                  & kinds >> (suit * CARDS_PER_SUIT) & SUIT_FIELD)
        while shared:
            bit = shared & -shared
            shared ^= bit
            if placements_differ((low[first], high[first]), (low[second], high[second]),
                                 state.laid, suit, bit.bit_length() - 1, tables,
                                 required_positions(rules.ace, rules.build,
                                                    tables.start_position),
                                 rules.ace == "either"):
                doubles |= bit << (suit * CARDS_PER_SUIT)
    return doubles


def _pick(mask: int, doubles: int, number: int) -> tuple[int, bool]:
    """The ``number``-th move among plays of ``mask``'s kinds in bit order, where each kind in
    ``doubles`` counts twice (first row, then ``@2``): (bit, second row?)."""
    while True:
        bit = mask & -mask
        mask ^= bit
        if number == 0:
            return bit, False
        number -= 1
        if bit & doubles:
            if number == 0:
                return bit, True
            number -= 1


def _rich_eliminate(state: FastState, seat: int, decks: int, tables: RowTables) -> None:
    """Put ``seat`` out and lay its cards on the rows (as ``Game._eliminate``)."""
    cards = state.hands[seat]
    state.hands[seat] = 0
    state.out[seat] = True
    state.out_order.append(seat)
    state.count_at_out[seat] = cards.bit_count()
    state.penalty_at_out[seat] = pips(cards)
    state.consecutive_passes = 0
    start_rank = tables.start_rank_index
    order = [index for index in RANGE_52 if cards >> index & 1]
    order += [index for index in RANGE_52 if cards >> (index + 52) & 1]
    for index in order:
        suit, rank_index = divmod(index, CARDS_PER_SUIT)
        opened = False
        if rank_index == start_rank:
            for row in range(suit * decks, suit * decks + decks):
                if state.low[row] == UNSTARTED:
                    state.low[row] = state.high[row] = tables.start_position
                    if state.laid:
                        _absorb_row(state, row, suit, tables)
                    opened = True
                    break
        if not opened:
            state.laid = _add_copy(state.laid, index)
    for row in range(4 * decks):
        if state.low[row] != UNSTARTED:
            _absorb_row(state, row, row // decks, tables)
    state.playable = _rich_playable(state, decks, tables)


def _finish(state: FastState, seat: int) -> None:
    """``seat`` has emptied its hand: note the first-out counts, then its finishing place."""
    if not state.finished:
        state.first_out_cards = [
            state.count_at_out[other] if state.out[other] else state.hands[other].bit_count()
            for other in range(len(state.hands))]
        state.first_out_passes = state.passes[:]
    state.finished.append(seat)


def _deal_over(end: int, active: int, anyone_finished: bool) -> bool:
    if end == END_FIRST_OUT:
        return anyone_finished or active == 0
    if end == END_PLAY_ON:
        return active == 0 or (active <= 1 and anyone_finished)
    return active == 0


#: A safety cap on one rich playout's turns: with the hand-a-card rule cards can go round
#: for a long time under random play (a real deal is far shorter).
MAX_RICH_TURNS = 20_000


def _rich_options(state: FastState, spec: PlayoutSpec, seat: int,
                  active: int) -> tuple[int, int, int, bool, int]:
    """What ``seat`` may do now (no card waiting to be handed over): the kinds it may play
    from its hand, the fitting face-up leftovers, the kinds it may cover, whether it may
    pass, and the kinds that may also go on their suit's second row (``@2``)."""
    tables = state.tables
    playable = state.playable
    kinds = state.hands[seat] & FULL_PACK_BITS
    fitting = kinds & playable
    from_table = state.leftovers & playable
    covers = 0
    may_pass = False
    if state.lead < 0 and tables is not None:
        free_limit = spec.free_limit
        if free_limit == 0:
            free = False
        elif free_limit < 0:
            free = active <= 1 or state.consecutive_passes < active - 1
        else:
            free = state.counted[seat] < free_limit
        if fitting:
            may_pass = free
        elif spec.cover:
            covers = kinds
            may_pass = free
        else:
            may_pass = True
    doubles = 0
    if spec.decks == 2 and tables is not None and (fitting or from_table):
        doubles = _row_choices(state, fitting | from_table, spec.rules, tables)
    return fitting, from_table, covers, may_pass, doubles


def legal_move_texts(state: FastState, spec: PlayoutSpec) -> set[str]:
    """The fast loop's move set for the seat to move, as move texts (the tests compare it
    with ``Game.legal_moves``)."""
    seat = state.current
    if state.pending >= 0:
        kinds = state.hands[seat] & FULL_PACK_BITS
        return {"give " + CARD_TEXT[index] for index in RANGE_52 if kinds >> index & 1}
    active = sum(1 for hand in state.hands if hand)
    fitting, from_table, covers, may_pass, doubles = _rich_options(state, spec, seat, active)
    texts = {"pass"} if may_pass else set()
    for index in RANGE_52:
        bit = BITS[index]
        second = "@2" if doubles & bit else None
        if fitting & bit:
            texts.add(CARD_TEXT[index])
            if second:
                texts.add(CARD_TEXT[index] + second)
        if from_table & bit:
            texts.add("leftover " + CARD_TEXT[index])
            if second:
                texts.add("leftover " + CARD_TEXT[index] + second)
        if covers & bit:
            texts.add("cover " + CARD_TEXT[index])
    return texts


def play_out_general(state: FastState, spec: PlayoutSpec, random_float: Callable[[], float],
                      record: list[str] | None, policy: PlayoutPolicy | None) -> list[float]:
    """:func:`play_out` for two packs, face-up leftovers and the hand-a-card rule."""
    players = spec.players
    decks = spec.decks
    rules = spec.rules
    hands = state.hands
    counted, passes = state.counted, state.passes
    receive, douque = spec.receive, spec.douque
    free_limit = spec.free_limit
    pass_limit_out = spec.pass_limit_out
    end = spec.end
    next_seat = NEXT_SEAT[players]
    active = sum(1 for other in hands if other)
    seat = state.current
    turns_left = MAX_RICH_TURNS
    while True:
        turns_left -= 1
        if not turns_left:  # cards handed round and round: score the deal where it stands
            return score(state, spec)
        hand = hands[seat]
        if state.pending >= 0:  # hand a card to the stuck player
            receiver = state.pending
            options = hand & FULL_PACK_BITS
            if not options & (options - 1):
                bit = options
            elif policy is not None:
                bit = policy(state, seat, options, False, GIVE_CHOICE)
            elif SENSIBLE_GIFTS:
                bit = _gift(options, state.playable, random_float)
            else:
                bit = _nth_bit(options, int(random_float() * options.bit_count()))
            index = bit.bit_length() - 1
            hands[seat] = hand = _remove_copy(hand, index)
            hands[receiver] = _add_copy(hands[receiver], index)
            state.pending = -1
            state.consecutive_passes = 0
            if record is not None:
                record.append("give " + CARD_TEXT[index])
            if not hand:
                active -= 1
                _finish(state, seat)
                if _deal_over(end, active, True):
                    state.current = seat
                    return score(state, spec)
            seat = next_seat[receiver]
            while not hands[seat]:
                seat = next_seat[seat]
            state.current = seat
            continue
        tables = state.tables
        playable = state.playable
        fitting, from_table, covers, may_pass, doubles = _rich_options(state, spec, seat,
                                                                       active)
        plays = fitting.bit_count() + (fitting & doubles).bit_count()
        leftover_plays = from_table.bit_count() + (from_table & doubles).bit_count()
        choices = plays + leftover_plays + covers.bit_count() + (1 if may_pass else 0)
        second_row = False
        if policy is not None and choices > 1:
            bit = policy(state, seat, fitting | from_table | covers, may_pass, bool(covers))
            if not bit:
                chosen = -1
            elif bit & fitting:
                chosen = (fitting & (bit - 1)).bit_count() + (fitting & doubles
                                                              & (bit - 1)).bit_count()
            elif bit & from_table:
                chosen = plays + (from_table & (bit - 1)).bit_count() + (
                    from_table & doubles & (bit - 1)).bit_count()
            else:
                chosen = plays + leftover_plays + (covers & (bit - 1)).bit_count()
        else:
            chosen = int(random_float() * choices)
            if chosen >= choices - (1 if may_pass else 0):
                chosen = -1
        state.current = seat
        if chosen < 0:  # pass
            if record is not None:
                record.append("pass")
            if pass_limit_out and counted[seat] >= free_limit:
                _rich_eliminate(state, seat, decks, tables)  # type: ignore[arg-type]
                active -= 1
                if _deal_over(end, active, bool(state.finished)):
                    return score(state, spec)
            else:
                state.consecutive_passes += 1
                passes[seat] += 1
                counted[seat] += 1
                if receive and not fitting:
                    for offset in range(1, players):
                        giver = (seat - offset) % players
                        if hands[giver]:
                            state.pending = seat
                            seat = giver
                            break
                    if state.pending >= 0:
                        continue
        elif chosen >= plays + leftover_plays:  # cover
            bit = _nth_bit(covers, chosen - plays - leftover_plays)
            index = bit.bit_length() - 1
            hands[seat] = hand = _remove_copy(hand, index)
            if record is not None:
                record.append("cover " + CARD_TEXT[index])
            state.consecutive_passes = 0
            state.covered_sum[seat] += VALUES[index]
            state.covered_count[seat] += 1
            state.covered_distance[seat] += DISTANCE[index]
            if not hand:
                active -= 1
                _finish(state, seat)
                if _deal_over(end, active, True):
                    return score(state, spec)
        else:  # play a card from the hand or from the leftovers
            from_leftover = chosen >= plays
            if from_leftover:
                bit, second_row = _pick(from_table, doubles, chosen - plays)
                index = bit.bit_length() - 1
                state.leftovers = _remove_copy(state.leftovers, index)
                if record is not None:
                    record.append("leftover " + CARD_TEXT[index] + ("@2" if second_row else ""))
            else:
                bit, second_row = _pick(fitting, doubles, chosen)
                index = bit.bit_length() - 1
                hands[seat] = hand = _remove_copy(hand, index)
                if record is not None:
                    record.append(CARD_TEXT[index] + ("@2" if second_row else ""))
            state.consecutive_passes = 0
            suit, rank_index = divmod(index, CARDS_PER_SUIT)
            opening = state.lead >= 0 or tables is None
            if tables is None:
                tables = row_tables(rules.ace, rules.build, start_position(rank_index, rules.ace))
                state.tables = tables
            state.lead = -1
            row = _rich_place(state, suit, rank_index, decks, tables, second_row)
            if opening:
                state.playable = _rich_playable(state, decks, tables)
            else:
                shift = suit * CARDS_PER_SUIT
                state.playable = ((playable & ~(SUIT_FIELD << shift))
                                  | (_rich_suit_bits(state, suit, decks, tables) << shift))
            state.ever_played[seat] = True
            if douque:
                if state.high[row] - state.low[row] == CARDS_PER_SUIT - 1:
                    state.bonus[seat] += 5
                    state.achievements[seat] |= COMPLETE_SUIT
                if not hand and not from_leftover and not state.covered_count[seat]:
                    state.bonus[seat] += 10
                    state.achievements[seat] |= CLEAN_HAND
                    if rank_index == START_RANK - 1:
                        state.bonus[seat] += 20
                        state.achievements[seat] |= LAST_SEVEN
            if not hand:
                active -= 1
                _finish(state, seat)
                if _deal_over(end, active, True):
                    return score(state, spec)
        seat = next_seat[seat]
        while not hands[seat]:
            seat = next_seat[seat]
