"""Playouts that play each other seat by the style mixture read for it.

``expert``'s opponent model (:mod:`sevens.bots.style_model`) reads each other seat as shares of
``normal`` and the styles of :mod:`sevens.bots.styles`. With ``style_playouts`` on, each
playout draws one style per other seat from that seat's shares (:func:`draw_styles`) and plays
the seat by that style's fast policy (:class:`StylePolicy`): the same :func:`score_from_counts`
the style players and the model use, worked out on the fast loop's bitmasks from the row
positions beyond a card (:func:`fast_counts`; a close stand-in for the board's runs: every
card beyond the row's end that the seat does not hold counts as hidden). ``normal`` is played
by the same weighing without the hoard (:data:`NORMAL_STAND_IN`). The searching seat itself
plays at random as in every other playout (or by a style of its own: ``own_style``, measured
behind random too), and so does any seat without shares. A tenth of the
styled moves stay random (:data:`EPSILON`), so the playouts keep some variety.

Measured (docs/bots.md, issue 35) behind ``expert``'s random playouts on the same deals, so
``style_playouts`` is off by default; the option stays for measurements.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from sevens.bots.policy import random_option, settled_choice
from sevens.bots.styles import (
    CLASS_GAP,
    STYLES,
    normal_count_score,
    score_from_counts,
    wants_free_pass,
)
from sevens.cards import CARDS_PER_SUIT, FULL_PACK
from sevens.fastloop import GIVE_CHOICE, FastState, least_useful
from sevens.row_positions import POSITIONS, UNSTARTED
from sevens.rules import Rules

#: The styles a seat may be played by, in the order of a seat's shares (``normal`` first, as
#: :data:`sevens.bots.style_model.MODEL_STYLES`).
PLAYOUT_STYLES = ("normal", *STYLES)
#: ``normal`` in a playout: its one-pack weights on the counts
#: (:func:`~sevens.bots.styles.normal_count_score`), nothing held back.
NORMAL_STAND_IN = "normal"
#: The share of a styled seat's moves made at random.
EPSILON = 0.1
Counts = tuple[int, int, int, int, int]


def draw_styles(shares: Mapping[int, Sequence[float]], random_float: Callable[[], float]
                ) -> dict[int, str]:
    """One style per seat, drawn in seat order from its shares of :data:`PLAYOUT_STYLES`."""
    drawn = {}
    for seat in sorted(shares):
        weights = shares[seat]
        pick = random_float() * sum(weights)
        chosen = len(weights) - 1
        for place, weight in enumerate(weights):
            pick -= weight
            if pick < 0:
                chosen = place
                break
        drawn[seat] = PLAYOUT_STYLES[chosen]
    return drawn


def _side(own: int, position: int, lowest: int, highest: int, low_side: bool
          ) -> tuple[int, int, int, int, int]:
    """One side of a row beyond the card at ``position`` (``own``: the seat's cards of the
    suit as row positions): (own beyond, hidden before the outermost own card, cards the
    others could lay up to the first own card, whether the next position is the seat's,
    hidden cards beyond)."""
    if low_side:
        length = position - lowest
        if length <= 0:
            return 0, 0, 0, 0, 0
        mine_bits = own & ((1 << position) - 1) & ~((1 << lowest) - 1)
        mine = mine_bits.bit_count()
        if not mine_bits:
            return 0, 0, length, 0, length
        first = position - 1 - (mine_bits.bit_length() - 1)
        outermost = (mine_bits & -mine_bits).bit_length() - 1
        return mine, position - outermost - mine, first, 1 if first == 0 else 0, length - mine
    length = highest - position
    if length <= 0:
        return 0, 0, 0, 0, 0
    mine_bits = (own >> (position + 1)) & ((1 << length) - 1)
    mine = mine_bits.bit_count()
    if not mine_bits:
        return 0, 0, length, 0, length
    first = (mine_bits & -mine_bits).bit_length() - 1
    outermost = mine_bits.bit_length() - 1
    return mine, outermost + 1 - mine, first, 1 if first == 0 else 0, length - mine


def fast_counts(suit_hand: int, rank: int, ace: str, side: int) -> Counts:
    """:func:`sevens.bots.styles.run_counts`'s figures for playing rank index ``rank`` of a
    suit of which the seat holds ``suit_hand`` (rank bits, without the card), on the low side
    (``side`` −1), the high side (+1) or as the row's starting card (0, both sides)."""
    lowest = 1 if ace == "high" else 0
    highest = 12 if ace == "low" else 13
    own = suit_hand & ~1
    if suit_hand & 1:
        own |= (1 << 13 if ace == "high" else 1) | (1 << 13 if ace == "either" else 0)
    position = rank or (13 if side > 0 or (side == 0 and ace == "high") else 0)
    if side:
        return _side(own, position, lowest, highest, side < 0)
    low = _side(own, position, lowest, highest, True)
    high = _side(own, position, lowest, highest, False)
    return (low[0] + high[0], max(low[1], high[1]), low[2] + high[2], low[3] + high[3],
            low[4] + high[4])


class StylePolicy:
    """A fast-loop playout policy (``sevens.fastloop.play_out(..., policy=...)``) playing each
    seat of ``styles`` by its style; every other seat at random."""

    __slots__ = ("styles", "random", "epsilon", "ace", "decks", "free_limit", "pass_limit_out")

    def __init__(self, rules: Rules, styles: Mapping[int, str],
                 random_float: Callable[[], float], epsilon: float = EPSILON) -> None:
        self.styles = dict(styles)
        self.random = random_float
        self.epsilon = epsilon
        self.ace = rules.ace
        self.decks = rules.decks
        self.free_limit = -1 if rules.free_passes is None else rules.free_passes
        self.pass_limit_out = rules.pass_limit_out

    def __call__(self, state: FastState, seat: int, options: int, may_pass: bool,
                 covering: int) -> int:
        random_float = self.random
        style = self.styles.get(seat)
        if style is None or random_float() < self.epsilon:
            if covering == GIVE_CHOICE:
                return least_useful(options, state.playable, random_float)
            return random_option(options, may_pass, random_float)
        settled = settled_choice(state, options, covering, random_float)
        if settled is not None:
            return settled
        tables = state.tables
        assert tables is not None  # settled_choice took the Domino lead
        hands = state.hands
        hand = (hands[seat] | hands[seat] >> 52) & FULL_PACK
        size = hand.bit_count()
        fewest = min((other.bit_count() for number, other in enumerate(hands)
                      if other and number != seat), default=0)
        race = size <= 3 or 0 < fewest <= 2
        start_rank = tables.start_rank_index
        best, best_bit = -1e18, 0
        remaining = options
        while remaining:
            bit = remaining & -remaining
            remaining ^= bit
            index = bit.bit_length() - 1
            suit = index // CARDS_PER_SUIT
            rank = index - suit * CARDS_PER_SUIT
            side = 0
            for row in range(suit * self.decks, suit * self.decks + self.decks):
                row_low = state.low[row]
                if row_low == UNSTARTED:
                    if rank == start_rank:
                        break  # the row's starting card: both sides (side 0)
                    continue
                key = row_low * POSITIONS + state.high[row]
                if tables.both_ends[key] >> rank & 1:
                    side = -1 if tables.low_end[key] >> rank & 1 else 1
                    break
            own = hand & bit
            rest = hand & ~bit
            counts = fast_counts(rest >> (suit * CARDS_PER_SUIT) & 0x1FFF, rank, self.ace, side)
            if style == NORMAL_STAND_IN:
                score = normal_count_score(counts)
            else:
                score = score_from_counts(style, counts, index, rest, start_rank, race)
            if not own:
                score -= 10 * CLASS_GAP  # a face-up leftover: own cards first
            score += 0.01 * random_float()  # ties at random
            if score > best:
                best, best_bit = score, bit
        if may_pass and wants_free_pass(style, best) and self._pass_to_spare(state, seat):
            return 0
        return best_bit

    def _pass_to_spare(self, state: FastState, seat: int) -> bool:
        """A free pass is to spare (one kept in reserve where a pass too many puts out)."""
        if self.free_limit < 0:
            return True
        reserve = 1 if self.pass_limit_out else 0
        return state.counted[seat] + 1 + reserve <= self.free_limit


def playout_policy(rules: Rules, shares: Mapping[int, Sequence[float]],
                   stream: random.Random, own_seat: int | None = None,
                   own_style: str | None = None) -> StylePolicy:
    """The policy for one playout: a style drawn for each seat of ``shares`` from its shares
    (with ``stream``, so every candidate move of a world meets the same styles); the
    searching seat ``own_seat`` plays by ``own_style`` (None: at random)."""
    styles = draw_styles(shares, stream.random)
    if own_seat is not None:
        styles.pop(own_seat, None)
        if own_style is not None:
            styles[own_seat] = own_style
    return StylePolicy(rules, styles, stream.random)
