"""Playing a deal out: :func:`play_out` picks the loop for the rules, and
:func:`random_deals_per_second` is ``bench``'s measure of it.
"""

from __future__ import annotations

from collections.abc import Callable

from sevens.cards import CARDS_PER_SUIT
from sevens.fastloop.general import play_out_general
from sevens.fastloop.one_pack import play_out_one_pack
from sevens.fastloop.state import (
    BITS,
    RANGE_52,
    FastState,
    PlayoutPolicy,
    PlayoutSpec,
    new_deal_state,
    spec_for,
)
from sevens.rules import START_RANK, Rules


def play_out(state: FastState, spec: PlayoutSpec, random_float: Callable[[], float],
             record: list[str] | None = None,
             policy: PlayoutPolicy | None = None) -> list[float]:
    """Play the deal in ``state`` to its end with uniformly random legal moves (the same move
    set as ``Game.legal_moves``), or with ``policy`` choosing where there is a choice; return
    each seat's score delta. ``state`` is changed."""
    if not spec.plain or state.leftovers:
        return play_out_general(state, spec, random_float, record, policy)
    return play_out_one_pack(state, spec, random_float, record, policy)


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
