"""Playout policies for the searching bot: cheap stand-ins for sensible play inside a playout.

A uniformly random playout is a poor model of a real opponent (it opens sevens eagerly and
wastes free passes), so :class:`GreedyPolicy` plays a one-step version of the normal
heuristic on the fast loop's bitmasks: prefer a card that makes one of your own cards playable,
avoid cards that open cards for the others, cover the lowest card, and pass freely only when
every play feeds the others and a pass is to spare. A small share of moves stays random so the
playouts keep some variety (it also hands over the card furthest from fitting, and plays a
fitting face-up leftover rather than cover). :func:`game_playout` is the same idea on the
checked engine (a fallback; the fast loop now plays every rule set).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from sevens.cards import CARDS_PER_SUIT, FULL_PACK
from sevens.fastloop import GIVE_CHOICE, VALUES, FastState, least_useful
from sevens.game import Game
from sevens.moves import COVER, GIVE, LEFTOVER, PASS, PLAY, Move
from sevens.row_positions import POSITIONS, UNSTARTED
from sevens.rules import Rules

PASS_THRESHOLD = -0.5


class GreedyPolicy:
    """A fast-loop policy (``sevens.fastloop.play_out(..., policy=...)``).

    ``forced`` makes the next decision: a bit to play or cover, or 0 to pass (the search uses
    it to play the candidate move at the root, then lets the policy go on).
    """

    __slots__ = ("random", "epsilon", "free_limit", "pass_limit_out", "forced", "decks")

    def __init__(self, rules: Rules, random_float: Callable[[], float],
                 epsilon: float = 0.1) -> None:
        self.random = random_float
        self.epsilon = epsilon
        self.free_limit = -1 if rules.free_passes is None else rules.free_passes
        self.pass_limit_out = rules.pass_limit_out
        self.decks = rules.decks
        self.forced: int | None = None

    def __call__(self, state: FastState, seat: int, options: int, may_pass: bool,
                 covering: int) -> int:
        forced = self.forced
        if forced is not None:
            self.forced = None
            return forced
        random_float = self.random
        if random_float() < self.epsilon:
            return random_option(options, may_pass and covering != GIVE_CHOICE, random_float)
        settled = settled_choice(state, options, covering, random_float)
        if settled is not None:
            return settled
        tables = state.tables
        assert tables is not None  # settled_choice took the Domino lead
        hand = state.hands[seat] & FULL_PACK
        low, high = state.low, state.high
        both_ends, low_end = tables.both_ends, tables.low_end
        start_key = tables.start_position * (POSITIONS + 1)
        decks = self.decks
        best, best_bit = -1e9, 0
        remaining = options
        while remaining:
            bit = remaining & -remaining
            remaining ^= bit
            index = bit.bit_length() - 1
            suit = index // CARDS_PER_SUIT
            rank = index - suit * CARDS_PER_SUIT
            old = new = 0
            for row in range(suit * decks, suit * decks + decks):
                row_low = low[row]
                if row_low == UNSTARTED:
                    if rank == tables.start_rank_index:
                        old, new = 1 << rank, both_ends[start_key]
                        break
                    continue
                key = row_low * POSITIONS + high[row]
                if both_ends[key] >> rank & 1:
                    old = both_ends[key]
                    new = (both_ends[key - POSITIONS] if low_end[key] >> rank & 1
                           else both_ends[key + 1])
                    break
            opened = (new & ~old) << (suit * CARDS_PER_SUIT)
            score = (2.0 if opened & hand else 0.0) - (opened & ~hand).bit_count()
            score += 0.5 * random_float()
            if score > best:
                best, best_bit = score, bit
        if may_pass and best < PASS_THRESHOLD and self._pass_to_spare(state, seat):
            return 0
        return best_bit

    def _pass_to_spare(self, state: FastState, seat: int) -> bool:
        if self.free_limit < 0:
            return True
        reserve = 1 if self.pass_limit_out else 0
        return state.counted[seat] + 1 + reserve <= self.free_limit


def settled_choice(state: FastState, options: int, covering: int,
                   random_float: Callable[[], float]) -> int | None:
    """The choice every playout policy makes alike, or None when the policy must judge:
    a card to give (the least useful), a card to cover (a fitting face-up leftover, else the
    cheapest) and a Domino lead (any card, before a row has its starting rank)."""
    if covering == GIVE_CHOICE:
        return least_useful(options, state.playable, random_float)
    if covering:
        leftover = options & state.playable  # a fitting face-up leftover saves a cover
        return leftover & -leftover if leftover else cheapest_option(options, random_float)
    if state.tables is None:  # a Domino lead
        return random_option(options, False, random_float)
    return None


def random_option(options: int, may_pass: bool, random_float: Callable[[], float]) -> int:
    """One of the card bits in ``options`` at random, or 0 (a pass) when ``may_pass`` and
    the draw says so — each choice as likely as the others."""
    count = options.bit_count()
    chosen = int(random_float() * (count + (1 if may_pass else 0)))
    if chosen >= count:
        return 0
    while chosen:
        options &= options - 1
        chosen -= 1
    return options & -options


def cheapest_option(options: int, random_float: Callable[[], float]) -> int:
    """The card bit in ``options`` of least value (ties broken at random)."""
    best, best_bit = 1e9, 0
    remaining = options
    while remaining:
        bit = remaining & -remaining
        remaining ^= bit
        value = VALUES[bit.bit_length() - 1] + random_float()
        if value < best:
            best, best_bit = value, bit
    return best_bit


# ---------------------------------------------------------------------- checked-engine playouts


def choose_game_move(game: Game, rng: random.Random, epsilon: float = 0.1) -> Move:
    """A cheap sensible move for the seat to move in ``game`` (for rules the fast loop does not
    play): plays that lead on to own cards first, then those opening the least for others;
    covers by lowest value; gives the highest card; free passes only when nothing is good."""
    moves = game.legal_moves()
    if len(moves) == 1 or rng.random() < epsilon:
        return moves[rng.randrange(len(moves))]
    seat = game.current_player
    assert seat is not None
    hand = game.hands[seat] & FULL_PACK
    best, best_move = -1e9, moves[0]
    pass_move = None
    for move in moves:
        kind = move.kind
        card = move.card
        if kind == PASS:
            pass_move = move
            continue
        assert card is not None
        if kind == COVER:
            score = -card.value
        elif kind == GIVE:
            score = card.value + (5.0 if not game.playable >> card.index & 1 else 0.0)
        else:
            score = _game_play_score(game, hand, card.index)
            if kind == LEFTOVER:
                score -= 2.0
        score += 0.5 * rng.random()
        if score > best:
            best, best_move = score, move
    if pass_move is not None and best < PASS_THRESHOLD and best_move.kind in (PLAY, LEFTOVER):
        return pass_move
    return best_move


def _game_play_score(game: Game, hand: int, index: int) -> float:
    tables = game.tables
    if tables is None:
        return 0.0
    suit, rank = divmod(index, CARDS_PER_SUIT)
    opened = 0
    for row in game.suit_rows[suit]:
        row_low = game.row_low[row]
        if row_low == UNSTARTED:
            if rank == tables.start_rank_index:
                start_key = tables.start_position * (POSITIONS + 1)
                opened = tables.both_ends[start_key] & ~(1 << rank)
                break
            continue
        key = row_low * POSITIONS + game.row_high[row]
        old = tables.both_ends[key]
        if old >> rank & 1:
            new = (tables.both_ends[key - POSITIONS] if tables.low_end[key] >> rank & 1
                   else tables.both_ends[key + 1])
            opened = new & ~old
            break
    opened <<= suit * CARDS_PER_SUIT
    return (2.0 if opened & hand else 0.0) - (opened & ~hand).bit_count()


def game_playout(game: Game, seat: int, rng: random.Random) -> float:
    """Play ``game`` to its end with :func:`choose_game_move`; ``seat``'s score delta."""
    while not game.over:
        game.push(choose_game_move(game, rng))
    return float(game.result().deltas[seat])

