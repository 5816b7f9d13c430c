"""The fast loop for one pack without hand-a-card: the plain and fastest of the two loops.

Hands and the open ends of the table are bitmasks, and every row's next playable cards come
from the precomputed :mod:`sevens.row_positions` look-ups. :func:`sevens.fastloop.play_out`
hands a deal here when its rules allow (one pack, no hand-a-card, no face-up leftovers);
everything else goes to :mod:`sevens.fastloop.general`.
"""

from __future__ import annotations

from collections.abc import Callable

from sevens.cards import CARDS_PER_SUIT
from sevens.fastloop.scoring import score
from sevens.fastloop.state import (
    BITS,
    CARD_TEXT,
    CLEAN_HAND,
    COMPLETE_SUIT,
    DISTANCE,
    END_ALL_HANDS,
    END_FIRST_OUT,
    END_PLAY_ON,
    LAST_SEVEN,
    NEXT_SEAT,
    PIPS,
    RANGE_52,
    SUIT_FIELD,
    VALUES,
    FastState,
    PlayoutPolicy,
    PlayoutSpec,
)
from sevens.row_positions import POSITIONS, UNSTARTED, RowTables, row_tables, start_position
from sevens.rules import START_RANK


def _absorb(state: FastState, suit: int, tables: RowTables) -> None:
    shift = suit * CARDS_PER_SUIT
    low, high = state.low[suit], state.high[suit]
    laid = state.laid
    while True:
        key = low * POSITIONS + high
        below = tables.adjacent_low[key] << shift
        above = tables.adjacent_high[key] << shift
        if below & laid:
            laid ^= below
            low -= 1
        elif above & laid:
            laid ^= above
            high += 1
        else:
            break
    state.low[suit], state.high[suit], state.laid = low, high, laid


def _suit_bits(state: FastState, suit: int, tables: RowTables) -> int:
    low = state.low[suit]
    if low == UNSTARTED:
        return 1 << tables.start_rank_index
    return tables.both_ends[low * POSITIONS + state.high[suit]]


def _all_playable(state: FastState, tables: RowTables) -> int:
    mask = 0
    for suit in range(4):
        mask |= _suit_bits(state, suit, tables) << (suit * CARDS_PER_SUIT)
    return mask


def play_out_one_pack(state: FastState, spec: PlayoutSpec, random_float: Callable[[], float],
                      record: list[str] | None = None,
                      policy: PlayoutPolicy | None = None) -> list[float]:
    """Play the deal in ``state`` to its end with uniformly random legal moves (the same move
    set as ``Game.legal_moves``), or with ``policy`` choosing where there is a choice; return
    each seat's score delta. ``state`` is changed."""
    players = spec.players
    hands = state.hands
    low, high = state.low, state.high
    playable = state.playable
    seat = state.current
    lead = state.lead
    tables = state.tables
    if tables is not None:
        low_end, both_ends = tables.low_end, tables.both_ends
    cover = spec.cover
    free_limit = spec.free_limit
    pass_limit_out = spec.pass_limit_out
    douque = spec.douque
    end = spec.end
    counted = state.counted
    passes = state.passes
    finished = state.finished
    next_seat = NEXT_SEAT[players]
    consecutive = state.consecutive_passes
    active = sum(1 for other in hands if other)
    opening_phase = lead >= 0 or tables is None
    while True:
        hand = hands[seat]
        if opening_phase:
            fitting = BITS[lead] if lead >= 0 else hand
            may_pass = False
        else:
            fitting = hand & playable
            if free_limit == 0:
                may_pass = False
            elif free_limit < 0:
                may_pass = active <= 1 or consecutive < active - 1
            else:
                may_pass = counted[seat] < free_limit
        # choose uniformly among: fitting cards, covers (stuck + cover rule), pass
        kind = 0
        if fitting:
            if policy is not None and (may_pass or fitting & (fitting - 1)):
                state.playable = playable
                bit = policy(state, seat, fitting, may_pass, False)
                chosen = (fitting & (bit - 1)).bit_count() if bit else -1
            elif may_pass:
                choices = fitting.bit_count() + 1
                chosen = int(random_float() * choices)
                if chosen == choices - 1:
                    chosen = -1
            elif fitting & (fitting - 1):
                chosen = int(random_float() * fitting.bit_count())
            else:
                chosen = 0
        elif cover:
            if policy is not None and (may_pass or hand & (hand - 1)):
                state.playable = playable
                bit = policy(state, seat, hand, may_pass, True)
                chosen = (hand & (bit - 1)).bit_count() if bit else -1
            else:
                choices = hand.bit_count() + (1 if may_pass else 0)
                chosen = int(random_float() * choices)
                if may_pass and chosen == choices - 1:
                    chosen = -1
            kind = 1
            fitting = hand
        else:
            chosen = -1
        if chosen >= 0:
            while chosen:
                fitting &= fitting - 1
                chosen -= 1
            bit = fitting & -fitting
            index = bit.bit_length() - 1
            hand ^= bit
            hands[seat] = hand
            consecutive = 0
            if kind == 0:  # play
                if record is not None:
                    record.append(CARD_TEXT[index])
                suit, rank_index = divmod(index, CARDS_PER_SUIT)
                opening = opening_phase
                if tables is None:
                    tables = row_tables(spec.rules.ace, spec.rules.build,
                                        start_position(rank_index, spec.rules.ace))
                    state.tables = tables
                    low_end, both_ends = tables.low_end, tables.both_ends
                lead = -1
                opening_phase = False
                row_low = low[suit]
                if row_low == UNSTARTED:
                    low[suit] = high[suit] = tables.start_position
                elif low_end[row_low * POSITIONS + high[suit]] >> rank_index & 1:
                    low[suit] = row_low - 1
                else:
                    high[suit] += 1
                if pass_limit_out and state.laid:
                    _absorb(state, suit, tables)
                if opening:
                    state.lead = -1
                    state.playable = playable = _all_playable(state, tables)
                else:
                    shift = suit * CARDS_PER_SUIT
                    playable = ((playable & ~(SUIT_FIELD << shift))
                                | (both_ends[low[suit] * POSITIONS + high[suit]] << shift))
                if douque:
                    state.ever_played[seat] = True
                    if high[suit] - low[suit] == CARDS_PER_SUIT - 1:
                        state.bonus[seat] += 5
                        state.achievements[seat] |= COMPLETE_SUIT
                    if not hand and not state.covered_count[seat]:
                        state.bonus[seat] += 10
                        state.achievements[seat] |= CLEAN_HAND
                        if rank_index == START_RANK - 1:
                            state.bonus[seat] += 20
                            state.achievements[seat] |= LAST_SEVEN
            else:  # cover
                if record is not None:
                    record.append("cover " + CARD_TEXT[index])
                state.covered_sum[seat] += VALUES[index]
                state.covered_count[seat] += 1
                state.covered_distance[seat] += DISTANCE[index]
            if not hand:
                active -= 1
                if not finished:
                    state.first_out_cards = [
                        state.count_at_out[other] if state.out[other] else hands[other].bit_count()
                        for other in range(players)]
                    state.first_out_passes = passes[:]
                finished.append(seat)
                if end == END_FIRST_OUT or active == 0 or (end == END_PLAY_ON and active == 1):
                    state.playable = playable
                    return score(state, spec)
        else:  # pass
            if record is not None:
                record.append("pass")
            if pass_limit_out and counted[seat] >= free_limit:
                state.playable = playable
                _eliminate(state, seat, tables)  # type: ignore[arg-type]
                playable = state.playable
                consecutive = 0
                active -= 1
                if active == 0 or (active == 1 and finished and end != END_ALL_HANDS):
                    return score(state, spec)
            else:
                consecutive += 1
                passes[seat] += 1
                counted[seat] += 1
        seat = next_seat[seat]
        while not hands[seat]:
            seat = next_seat[seat]


def _eliminate(state: FastState, seat: int, tables: RowTables) -> None:
    cards = state.hands[seat]
    state.hands[seat] = 0
    state.out[seat] = True
    state.out_order.append(seat)
    state.count_at_out[seat] = cards.bit_count()
    state.penalty_at_out[seat] = sum(PIPS[index] for index in RANGE_52 if cards >> index & 1)
    state.consecutive_passes = 0
    start_rank = tables.start_rank_index
    for index in RANGE_52:
        if cards >> index & 1:
            suit, rank_index = divmod(index, CARDS_PER_SUIT)
            if rank_index == start_rank and state.low[suit] == UNSTARTED:
                state.low[suit] = state.high[suit] = tables.start_position
            else:
                state.laid |= BITS[index]
    for suit in range(4):
        if state.low[suit] != UNSTARTED:
            _absorb(state, suit, tables)
    state.playable = _all_playable(state, tables)
