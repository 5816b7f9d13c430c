"""Fast random playouts: the unchecked inner loop used by ``bench`` and by the searching bot.

:class:`~sevens.game.Game` is the readable, checked, event-logging engine. Search needs
thousands of whole deals a second, so this module plays the same rules on bare integers in one
tight loop: hands and the open ends of the table are bitmasks, and every row's next playable
cards come from the precomputed :mod:`sevens.rows` look-ups. Every rule is covered: the
plain one-pack loop is the fastest; two packs (hands as two-copy multisets, two rows a suit),
face-up leftovers and the hand-a-card rule go through a second, slightly slower loop
(:func:`play_out` picks). The tests replay both loops' moves through ``Game.apply`` to prove
that the engines agree move for move and score for score.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from sevens.cards import CARDS_PER_SUIT, RANK_LETTERS, SUIT_LETTERS
from sevens.game import Game
from sevens.rows import POSITIONS, UNSTARTED, RowTables, row_tables, start_position
from sevens.rules import START_RANK, Rules
from sevens.scoring import competition_places

BITS = tuple(1 << index for index in range(52))
SUIT_FIELD = 0x1FFF
RANGE_52 = range(52)
VALUES = tuple(index % CARDS_PER_SUIT + 1 for index in RANGE_52)
PIPS = tuple({1: 15, 11: 10, 12: 10, 13: 10}.get(value, value) for value in VALUES)
DISTANCE = tuple(abs(value - START_RANK) for value in VALUES)
CARD_TEXT = tuple(RANK_LETTERS[index % 13] + SUIT_LETTERS[index // 13] for index in RANGE_52)
BUST_LIMIT = 55

COMPLETE_SUIT, CLEAN_HAND, LAST_SEVEN = 1, 2, 4
END_FIRST_OUT, END_PLAY_ON, END_ALL_HANDS = 0, 1, 2
_END_CODES = {"first-out": END_FIRST_OUT, "play-on": END_PLAY_ON, "all-hands": END_ALL_HANDS}


FULL_PACK_BITS = (1 << 52) - 1
GIVE_CHOICE = 2  # the policy's ``covering`` argument when a card is being handed over


def supports(rules: Rules) -> bool:
    """True when the fast loop plays these rules (every valid rule set, since it covers two
    packs, face-up leftovers and the hand-a-card rule)."""
    return isinstance(rules, Rules)


def _plain(rules: Rules) -> bool:
    """True when the plain one-pack loop plays these rules (else the rich loop does)."""
    return rules.decks == 1 and rules.when_stuck != "receive"


@dataclass(frozen=True, slots=True)
class PlayoutSpec:
    """Per-rules constants for the fast loop."""

    rules: Rules
    players: int
    cover: bool
    free_limit: int  # -1 = unlimited
    pass_limit_out: bool
    end: int
    scoring: str
    douque: bool
    plain: bool  # one pack, no hand-a-card: the plain loop (unless leftovers lie face up)
    decks: int
    receive: bool


@lru_cache(maxsize=64)
def spec_for(rules: Rules) -> PlayoutSpec:
    """The fast loop's constants for ``rules``.

    Raises:
        ValueError: the fast loop does not play these rules (see :func:`supports`).
    """
    if not supports(rules):
        raise ValueError("the fast playout does not play these rules")
    return PlayoutSpec(
        rules, rules.players, rules.when_stuck == "cover",
        -1 if rules.free_passes is None else rules.free_passes, rules.pass_limit_out,
        _END_CODES[rules.end], rules.scoring, rules.scoring == "douque",
        _plain(rules), rules.decks, rules.when_stuck == "receive",
    )


class FastState:
    """A deal's state as bare integers and lists (copy with :meth:`copy`)."""

    __slots__ = (
        "hands", "low", "high", "playable", "current", "lead", "tables", "passes", "counted",
        "covered_sum", "covered_count", "covered_distance", "ever_played", "achievements",
        "bonus", "finished", "out", "out_order", "penalty_at_out", "count_at_out", "laid",
        "consecutive_passes", "first_out_cards", "first_out_passes", "initial_sizes",
        "leftovers", "pending",
    )

    hands: list[int]
    low: list[int]
    high: list[int]
    playable: int
    current: int
    lead: int
    tables: RowTables | None
    passes: list[int]
    counted: list[int]
    covered_sum: list[int]
    covered_count: list[int]
    covered_distance: list[int]
    ever_played: list[bool]
    achievements: list[int]
    bonus: list[int]
    finished: list[int]
    out: list[bool]
    out_order: list[int]
    penalty_at_out: list[int]
    count_at_out: list[int]
    laid: int
    consecutive_passes: int
    first_out_cards: list[int] | None
    first_out_passes: list[int] | None
    initial_sizes: list[int]
    leftovers: int  # face-up leftovers (a two-copy multiset with two packs)
    pending: int  # the seat waiting to be handed a card (the current seat gives), or -1

    @classmethod
    def from_game(cls, game: Game) -> FastState:
        """The fast state of a :class:`Game` in progress (a card may be waiting to be handed
        over: then the giver is the current seat and ``pending`` the receiver).

        Raises:
            ValueError: the game is over.
        """
        spec_for(game.rules)
        if game.over or game.current_player is None:
            raise ValueError("the deal is over")
        state = cls()
        state.leftovers = game.leftovers
        state.pending = -1 if game.pending_give is None else game.pending_give
        players = game.players
        state.hands = list(game.hands)
        state.low = list(game.row_low)
        state.high = list(game.row_high)
        state.playable = game.playable
        state.current = game.current_player
        state.lead = -1 if game.lead_card is None else game.lead_card
        state.tables = game.tables
        state.passes = list(game.passes_taken)
        state.counted = list(game.passes_counted)
        state.covered_sum = [0] * players
        state.covered_count = list(game.covered_counts)
        state.covered_distance = [0] * players
        for seat in range(players):
            covered = game.covered[seat]
            for index in RANGE_52:
                if covered >> index & 1:
                    state.covered_sum[seat] += VALUES[index]
                    state.covered_distance[seat] += DISTANCE[index]
                if covered >> (index + 52) & 1:
                    state.covered_sum[seat] += VALUES[index]
                    state.covered_distance[seat] += DISTANCE[index]
        state.ever_played = list(game.ever_played)
        codes = {"complete-suit": COMPLETE_SUIT, "clean-hand": CLEAN_HAND, "last-seven": LAST_SEVEN}
        state.achievements = [0] * players
        state.bonus = [0] * players
        for seat in range(players):
            for name, points in game.bonuses[seat]:
                state.achievements[seat] |= codes[name]
                state.bonus[seat] += points
        state.finished = list(game.finished)
        state.out = list(game.out)
        state.out_order = list(game.out_order)
        state.count_at_out = list(game.cards_at_out)
        state.penalty_at_out = [0] * players
        if game.out_order:
            from sevens.scoring import penalty_points

            for seat in game.out_order:
                state.penalty_at_out[seat] = penalty_points(game, seat)
        state.laid = game.laid
        state.consecutive_passes = game.consecutive_passes
        state.first_out_cards = None if game.first_out_cards is None else list(game.first_out_cards)
        state.first_out_passes = (None if game.first_out_passes is None
                                  else list(game.first_out_passes))
        state.initial_sizes = [hand.bit_count() for hand in game._initial_hands]
        return state

    def copy(self) -> FastState:
        """An independent copy."""
        other = FastState()
        for name in self.__slots__:
            value = getattr(self, name)
            setattr(other, name, value[:] if isinstance(value, list) else value)
        return other


def new_deal_state(rules: Rules, random_float: Callable[[], float], dealer: int = 0) -> FastState:
    """A freshly shuffled and dealt fast state (for benchmarks and self-play)."""
    keys = [random_float() for _ in RANGE_52]
    order = sorted(RANGE_52, key=keys.__getitem__)
    players = rules.players
    hands = [0] * players
    for offset in range(players):
        seat = (dealer + 1 + offset) % players
        hands[seat] = sum(map(BITS.__getitem__, order[offset::players]))
    return FastState.from_game(Game(rules, hands=[_cards(hand) for hand in hands], dealer=dealer))


def _cards(mask: int) -> list[str]:
    return [CARD_TEXT[index] for index in RANGE_52 if mask >> index & 1]


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


#: An optional playout policy: ``policy(state, seat, options, may_pass, covering)`` returns
#: one bit of ``options`` (a card kind to play, or to cover when ``covering`` is true; with
#: face-up leftovers the fitting leftovers are among ``options``, and a bit that fits
#: ``state.playable`` while covering plays that leftover) or 0 to pass (only when
#: ``may_pass``); ``covering == GIVE_CHOICE`` asks which card to hand to ``state.pending``.
#: It is asked only when there is a real choice; ``state.hands``, ``state.low``,
#: ``state.high``, ``state.playable``, ``state.counted`` and ``state.tables`` are current then
#: (rows are numbered ``suit * decks + copy``).
PlayoutPolicy = Callable[["FastState", int, int, bool, int], int]


def play_out(state: FastState, spec: PlayoutSpec, random_float: Callable[[], float],
             record: list[str] | None = None,
             policy: PlayoutPolicy | None = None) -> list[float]:
    """Play the deal in ``state`` to its end with uniformly random legal moves (the same move
    set as ``Game.legal_moves``), or with ``policy`` choosing where there is a choice; return
    each seat's score delta. ``state`` is changed."""
    if not spec.plain or state.leftovers:
        return rich_loop.play_out_rich(state, spec, random_float, record, policy)
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
    next_seat = _NEXT_SEAT[players]
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


_NEXT_SEAT = {players: tuple((seat + 1) % players for seat in range(players))
              for players in range(1, 9)}


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


def _places(state: FastState, players: int) -> list[int]:
    keys: list[tuple[int, int]] = [(0, 0)] * players
    for order, seat in enumerate(state.finished):
        keys[seat] = (3, -order)
    for seat in range(players):
        if state.hands[seat]:
            keys[seat] = (2, -state.hands[seat].bit_count())
    for order, seat in enumerate(state.out_order):
        keys[seat] = (1, order)
    return competition_places(keys)


def _pips(multiset: int) -> int:
    """Pip value of a hand (two-copy multiset, as the rich loop keeps hands)."""
    total = 0
    while multiset:
        bit = multiset & -multiset
        multiset ^= bit
        total += PIPS[(bit.bit_length() - 1) % 52]
    return total


def score(state: FastState, spec: PlayoutSpec) -> list[float]:
    """Each seat's delta for a finished fast state (money, chips or points, as ``Result``)."""
    players = spec.players
    scoring = spec.scoring
    rules = spec.rules
    if scoring == "wins":
        winner = state.finished[0] if state.finished else -1
        return [1.0 if seat == winner else 0.0 for seat in range(players)]
    if scoring == "placing-points":
        return [float(players - place) for place in _places(state, players)]
    if scoring == "penalty-count":
        return [float(state.count_at_out[seat] if state.out[seat]
                      else state.hands[seat].bit_count()) for seat in range(players)]
    if scoring == "penalty-pips":
        result = []
        for seat in range(players):
            if state.out[seat]:
                result.append(float(state.penalty_at_out[seat]))
            else:
                result.append(float(_pips(state.hands[seat])))
        return result
    if scoring == "chips":
        if not state.finished or state.first_out_cards is None:
            return [0.0] * players
        winner = state.finished[0]
        passes = state.first_out_passes or [0] * players
        deltas = [0.0] * players
        total = 0
        for seat in range(players):
            paid = rules.ante + rules.pass_chip * passes[seat]
            if seat == winner:
                deltas[seat] = -paid
            else:
                payment = rules.card_chip * state.first_out_cards[seat]
                total += payment + paid
                deltas[seat] = -paid - payment
        deltas[winner] += total + rules.ante + rules.pass_chip * passes[winner]
        return deltas
    return _douque_money(state, players, rules.stake)


def _douque_money(state: FastState, players: int, stake: int) -> list[float]:
    totals, keys, multipliers = [], [], []
    for seat in range(players):
        count = state.covered_count[seat]
        all_covered = not state.ever_played[seat] and count == state.initial_sizes[seat] > 0
        total = state.bonus[seat] if all_covered else state.bonus[seat] - state.covered_sum[seat]
        flags = state.achievements[seat]
        achievement = 0 if count else (3 if flags & LAST_SEVEN else 2 if flags & CLEAN_HAND
                                       else 1 if flags & COMPLETE_SUIT else 0)
        totals.append(total)
        keys.append((1 if all_covered else 0, total, -count, -state.covered_distance[seat],
                     achievement))
        if all_covered:
            multipliers.append(4)
        elif flags & CLEAN_HAND:
            multipliers.append(8 if flags & LAST_SEVEN else 2)
        else:
            multipliers.append(1)
    places = competition_places(keys)
    winners = [seat for seat in range(players) if places[seat] == 1]
    payers = [seat for seat in range(players) if places[seat] != 1 and totals[seat] < 0]
    money = [0.0] * players
    if not payers:
        return money
    lowest = max(places[seat] for seat in payers)
    biggest = [seat for seat in payers if places[seat] == lowest]
    runner_place = -1
    if len(biggest) == 1:
        higher = [places[seat] for seat in payers if places[seat] < lowest]
        runner_place = max(higher) if higher else -1
    share = 1.0 / len(winners)
    for seat in payers:
        rank = 3 if places[seat] == lowest else 2 if places[seat] == runner_place else 1
        base = -totals[seat] * rank * (2 if state.covered_sum[seat] > BUST_LIMIT else 1) * stake
        for winner in winners:
            amount = base * share * multipliers[winner]
            money[seat] -= amount
            money[winner] += amount
    return money


def random_deals_per_second(rules: Rules, seconds: float = 1.0, seed: int = 1) -> float:
    """Benchmark: shuffle, deal, play out at random and score, for ``seconds``."""
    import random
    import time

    spec = spec_for(rules)
    rng = random.Random(seed)
    random_float = rng.random
    deals = 0
    started = time.perf_counter()
    deadline = started + seconds
    template = new_deal_state(rules, random_float)
    while True:
        state = _fast_deal(template, rules, random_float, deals % rules.players)
        play_out(state, spec, random_float)
        deals += 1
        if deals % 64 == 0 and time.perf_counter() >= deadline:
            break
    return deals / (time.perf_counter() - started)


def _fast_deal(template: FastState, rules: Rules, random_float: Callable[[], float],
               dealer: int) -> FastState:
    """A new shuffled deal without going through Game (the benchmark's inner set-up)."""
    keys = [random_float() for _ in RANGE_52]
    order = sorted(RANGE_52, key=keys.__getitem__)
    players = rules.players
    state = FastState()
    state.hands = hands = [0] * players
    state.low, state.high = template.low[:], template.high[:]
    state.playable, state.lead, state.tables = template.playable, template.lead, template.tables
    zeros = [0] * players
    state.passes, state.counted = zeros[:], zeros[:]
    state.covered_sum, state.covered_count, state.covered_distance = zeros[:], zeros[:], zeros[:]
    state.achievements, state.bonus = zeros[:], zeros[:]
    state.penalty_at_out, state.count_at_out = zeros[:], zeros[:]
    state.ever_played, state.out = [False] * players, [False] * players
    state.finished, state.out_order = [], []
    state.laid = state.consecutive_passes = 0
    state.first_out_cards = state.first_out_passes = None
    state.leftovers, state.pending = 0, -1
    for offset in range(players):
        hands[(dealer + 1 + offset) % players] = sum(map(BITS.__getitem__,
                                                         order[offset::players]))
    state.initial_sizes = [hand.bit_count() for hand in hands]
    first = (dealer + 1) % players
    if rules.start == "card" and state.lead >= 0:
        lead_bit = BITS[state.lead]
        for offset in range(1, players + 1):
            seat = (dealer + offset) % players
            if hands[seat] & lead_bit:
                first = seat
                break
    elif rules.start == "all-sevens":
        starter = rules.start_card_value
        if starter is not None:
            for seat in range(players):
                if hands[seat] & starter.bit:
                    first = seat
        sevens = sum(BITS[suit * CARDS_PER_SUIT + START_RANK - 1] for suit in range(4))
        for seat in range(players):
            hands[seat] &= ~sevens
    state.current = first
    return state


# The rich loop lives in its own module; it imports the shared pieces above, so it is
# imported last.
import sevens.playout_rich as rich_loop  # noqa: E402
