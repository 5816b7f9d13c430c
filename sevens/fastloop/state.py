"""The fast loop's shared state and constants: a deal as bare integers.

:class:`FastState` is a deal's state in bitmasks and lists (hands, the open ends of the rows,
what was covered, who is out), made from a :class:`~sevens.game.Game` by
:meth:`FastState.from_game`; :class:`PlayoutSpec` holds the per-rules constants both loops
read (:func:`spec_for`). The loops themselves are :mod:`sevens.fastloop.one_pack` and
:mod:`sevens.fastloop.general`; their scoring is :mod:`sevens.fastloop.scoring`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from sevens.cards import CARDS_PER_SUIT, RANK_LETTERS, SUIT_LETTERS
from sevens.game import Game
from sevens.row_positions import RowTables
from sevens.rules import START_RANK, Rules
from sevens.scoring import penalty_points

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
END_CODES = {"first-out": END_FIRST_OUT, "play-on": END_PLAY_ON, "all-hands": END_ALL_HANDS}


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
        END_CODES[rules.end], rules.scoring, rules.scoring == "douque",
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
        record = game.deal_record()
        for seat in game.out_order:
            state.penalty_at_out[seat] = penalty_points(record, seat)
        state.laid = game.laid
        state.consecutive_passes = game.consecutive_passes
        state.first_out_cards = None if game.first_out_cards is None else list(game.first_out_cards)
        state.first_out_passes = (None if game.first_out_passes is None
                                  else list(game.first_out_passes))
        state.initial_sizes = list(record.initial_sizes)
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


#: An optional playout policy: ``policy(state, seat, options, may_pass, covering)`` returns
#: one bit of ``options`` (a card kind to play, or to cover when ``covering`` is true; with
#: face-up leftovers the fitting leftovers are among ``options``, and a bit that fits
#: ``state.playable`` while covering plays that leftover) or 0 to pass (only when
#: ``may_pass``); ``covering == GIVE_CHOICE`` asks which card to hand to ``state.pending``.
#: It is asked only when there is a real choice; ``state.hands``, ``state.low``,
#: ``state.high``, ``state.playable``, ``state.counted`` and ``state.tables`` are current then
#: (rows are numbered ``suit * decks + copy``).
PlayoutPolicy = Callable[["FastState", int, int, bool, int], int]


#: The next seat round the table, for every number of players.
NEXT_SEAT = {players: tuple((seat + 1) % players for seat in range(players))
              for players in range(1, 9)}
