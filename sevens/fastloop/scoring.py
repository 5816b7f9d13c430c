"""The fast loop's scoring: each seat's delta for a finished :class:`FastState`, the same
money, chips or points as :class:`sevens.scoring.Result` (the tests check them deal for deal).
"""

from __future__ import annotations

from sevens.fastloop.state import (
    BUST_LIMIT,
    CLEAN_HAND,
    COMPLETE_SUIT,
    LAST_SEVEN,
    PIPS,
    FastState,
    PlayoutSpec,
)
from sevens.scoring import competition_places


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


def pips(multiset: int) -> int:
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
                result.append(float(pips(state.hands[seat])))
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
