"""Scoring a finished deal under each rule system, and the Douque settlement (SPEC §4).

Scoring reads a :class:`DealRecord` (what a deal's end looks like: hands, covered cards, who
went out when, the passes paid for), made by :meth:`sevens.game.Game.deal_record`, never a
game's inner fields. All money is computed with exact fractions; results always sum to zero
where the scoring is zero-sum (Douque money, chips).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from sevens.cards import Card, multiset_cards

if TYPE_CHECKING:
    from sevens.rules import Rules

BUST_LIMIT = 55
BIGGEST_LOSER, RUNNER_UP_LOSER = "biggest", "runner-up"
#: What a payer's rank penalty multiplies its payment by.
RANK_FACTORS = {BIGGEST_LOSER: 3, RUNNER_UP_LOSER: 2}
ACHIEVEMENT_ORDER = {"last-seven": 3, "clean-hand": 2, "complete-suit": 1}

PIP_VALUES = {1: 15, 11: 10, 12: 10, 13: 10}


@dataclass(frozen=True, slots=True)
class DealRecord:
    """What scoring reads of a deal (one seat per index): a snapshot, made by
    :meth:`sevens.game.Game.deal_record`. Hands and covered piles are two-copy multisets."""

    rules: Rules
    hands: tuple[int, ...]
    initial_sizes: tuple[int, ...]
    covered: tuple[int, ...]
    out: tuple[bool, ...]
    finished: tuple[int, ...]
    out_order: tuple[int, ...]
    #: the cards each seat held when it was put out (empty for a seat never put out)
    laid_at_out: tuple[tuple[Card, ...], ...]
    #: the cards that count as left: those held, or those held when put out
    cards_left: tuple[int, ...]
    passes_taken: tuple[int, ...]
    pool: Fraction | int
    first_out_cards: tuple[int, ...] | None
    first_out_passes: tuple[int, ...] | None
    ever_played: tuple[bool, ...]
    bonuses: tuple[tuple[tuple[str, int], ...], ...]

    @property
    def players(self) -> int:
        """Seats at the table."""
        return len(self.hands)


def pip_value(card: Card) -> int:
    """Badam Satti pip count: 2–10 face value, J Q K 10, ace 15."""
    return PIP_VALUES.get(card.rank, card.rank)


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's line of a deal's result."""

    seat: int
    cards_left: int
    covered: tuple[Card, ...]
    total: Fraction | int
    place: int
    delta: Fraction | int
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Result:
    """A finished deal's scoring: one :class:`SeatResult` per seat, in seat order."""

    scoring: str
    delta_key: str
    players: tuple[SeatResult, ...]

    @property
    def deltas(self) -> list[Fraction | int]:
        """Each seat's change to their match score (money, chips or points)."""
        return [entry.delta for entry in self.players]

    @property
    def winners(self) -> list[int]:
        """Seats in first place."""
        return [entry.seat for entry in self.players if entry.place == 1]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready result (SPEC §5): ``{"players": [...]}`` in seat order."""
        players = []
        for entry in self.players:
            item: dict[str, Any] = {
                "seat": entry.seat,
                "cards_left": entry.cards_left,
                "covered": [str(card) for card in entry.covered],
                "total": _number(entry.total),
                "place": entry.place,
                self.delta_key: _number(entry.delta),
            }
            item.update({key: _number(value) for key, value in entry.extra.items()})
            players.append(item)
        return {"scoring": self.scoring, "players": players}


def _number(value: Any) -> Any:
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else round(float(value), 6)
    return value


def competition_places(keys: Sequence[Any], higher_is_better: bool = True) -> list[int]:
    """Standard competition ranking (1, 1, 3, 4) of seats by sort keys."""
    order = sorted(range(len(keys)), key=lambda seat: keys[seat], reverse=higher_is_better)
    places = [0] * len(keys)
    for position, seat in enumerate(order):
        if position and keys[seat] == keys[order[position - 1]]:
            places[seat] = places[order[position - 1]]
        else:
            places[seat] = position + 1
    return places


def finishing_places(game: DealRecord) -> list[int]:
    """Places for the non-Douque scorings: finishers in order; then players still holding
    cards by fewest cards (ties share); then players who were out, the last one out first."""
    players = game.players
    keys: list[tuple[int, int]] = [(0, 0)] * players
    for order, seat in enumerate(game.finished):
        keys[seat] = (3, -order)
    for seat in range(players):
        if seat not in game.finished and not game.out[seat]:
            keys[seat] = (2, -game.hands[seat].bit_count())
    for order, seat in enumerate(game.out_order):
        keys[seat] = (1, order)
    return competition_places(keys)


def score_deal(game: DealRecord) -> Result:
    """Score a finished deal under its rules' scoring."""
    rules = game.rules
    scoring = rules.scoring
    if scoring == "douque":
        return _douque_result(game)
    players = game.players
    cards_left = list(game.cards_left)
    places = finishing_places(game)
    covered = [tuple(multiset_cards(game.covered[seat])) for seat in range(players)]
    deltas: list[Fraction | int]
    extras: list[dict[str, Any]] = [{} for _ in range(players)]
    if scoring == "chips":
        deltas = chip_deltas(game)
        totals: list[Fraction | int] = list(deltas)
        for seat in range(players):
            extras[seat]["passes"] = game.passes_taken[seat]
        extras[0]["pool"] = game.pool
    elif scoring in ("penalty-count", "penalty-pips"):
        deltas = [penalty_points(game, seat) for seat in range(players)]
        totals = list(deltas)
        places = competition_places([-value for value in deltas])
    elif scoring == "placing-points":
        deltas = [players - place for place in places]
        totals = list(deltas)
    else:  # wins
        deltas = [1 if game.finished and seat == game.finished[0] else 0 for seat in range(players)]
        totals = list(deltas)
    entries = tuple(
        SeatResult(seat, cards_left[seat], covered[seat], totals[seat], places[seat],
                   deltas[seat], extras[seat])
        for seat in range(players)
    )
    return Result(scoring, rules.delta_key, entries)


def penalty_points(game: DealRecord, seat: int) -> int:
    """Penalty for the cards a seat was left with (held at the end, or when put out)."""
    event_cards = (list(game.laid_at_out[seat]) if game.out[seat]
                   else multiset_cards(game.hands[seat]))
    if game.rules.scoring == "penalty-count":
        return len(event_cards)
    return sum(pip_value(card) for card in event_cards)


def chip_deltas(game: DealRecord) -> list[Fraction | int]:
    """Fan Tan chips: ante and pass chips into the pool; the first out takes the pool and
    ``card_chip`` for each card left in every other hand (counted when they went out)."""
    rules = game.rules
    players = game.players
    if not game.finished or game.first_out_cards is None or game.first_out_passes is None:
        return [0] * players
    winner = game.finished[0]
    deltas: list[Fraction | int] = [0] * players
    payments = 0
    for seat in range(players):
        paid_in = rules.ante + rules.pass_chip * game.first_out_passes[seat]
        if seat == winner:
            deltas[seat] = -paid_in
            continue
        payment = rules.card_chip * game.first_out_cards[seat]
        payments += payment
        deltas[seat] = -paid_in - payment
    pool = rules.ante * players + rules.pass_chip * sum(game.first_out_passes)
    deltas[winner] += pool + payments
    return deltas


# ---------------------------------------------------------------------- Douque (SPEC §4)


@dataclass(frozen=True, slots=True)
class DouqueLine:
    """What the Douque settlement needs to know about one seat."""

    covered: tuple[Card, ...]
    bonuses: tuple[tuple[str, int], ...] = ()
    all_covered: bool = False

    @property
    def covered_sum(self) -> int:
        """Sum of covered card values (A=1 … K=13)."""
        return sum(card.value for card in self.covered)

    @property
    def total(self) -> int:
        """Bonuses minus covered values (All Covered counts no penalty)."""
        bonus = sum(points for _, points in self.bonuses)
        return bonus if self.all_covered else bonus - self.covered_sum

    @property
    def distance_from_seven(self) -> int:
        """Sum of |value − 7| over covered cards."""
        return sum(abs(card.value - 7) for card in self.covered)

    @property
    def achievement(self) -> int:
        """Best achievement: Last Seven 3 > Clean Hand 2 > Complete Suit 1 > none 0."""
        return max((ACHIEVEMENT_ORDER.get(name, 0) for name, _ in self.bonuses), default=0)

    @property
    def winner_multiplier(self) -> int:
        """×8 Last Seven with Clean Hand, ×2 Clean Hand, ×4 All Covered, else ×1."""
        names = {name for name, _ in self.bonuses}
        if self.all_covered:
            return 4
        multiplier = 1
        if "clean-hand" in names:
            multiplier *= 2
            if "last-seven" in names:
                multiplier *= 4
        return multiplier

    def rank_key(self) -> tuple[int, int, int, int, int]:
        """Sort key, higher is better, for the Douque placings (every All Covered player
        shares first place: no tie-break applies between them)."""
        if self.all_covered:
            return (1, 0, 0, 0, 0)
        achievement = self.achievement if not self.covered else 0
        return (1 if self.all_covered else 0, self.total, -len(self.covered),
                -self.distance_from_seven, achievement)


@dataclass(frozen=True, slots=True)
class DouqueSettlement:
    """Every column of a Douque settlement, per seat."""

    totals: tuple[int, ...]
    places: tuple[int, ...]
    rank_penalties: tuple[str | None, ...]
    rank_multipliers: tuple[int, ...]
    busts: tuple[bool, ...]
    winner_multipliers: tuple[int, ...]
    money: tuple[Fraction, ...]


def settle_douque(lines: Sequence[DouqueLine], stake: int | Fraction = 1) -> DouqueSettlement:
    """Totals, placings and money for a Douque deal (SPEC §4), exactly, summing to zero."""
    count = len(lines)
    totals = tuple(line.total for line in lines)
    places = competition_places([line.rank_key() for line in lines])
    winners = [seat for seat in range(count) if places[seat] == 1]
    payers = [seat for seat in range(count) if places[seat] != 1 and totals[seat] < 0]
    penalties: list[str | None] = [None] * count
    rank_multipliers = [0] * count
    if payers:
        lowest = max(places[seat] for seat in payers)
        biggest = [seat for seat in payers if places[seat] == lowest]
        for seat in payers:
            rank_multipliers[seat] = 1
        for seat in biggest:
            penalties[seat], rank_multipliers[seat] = BIGGEST_LOSER, RANK_FACTORS[BIGGEST_LOSER]
        if len(biggest) == 1:
            higher = [places[seat] for seat in payers if places[seat] < lowest]
            if higher:
                runner_place = max(higher)
                for seat in payers:
                    if places[seat] == runner_place:
                        penalties[seat], rank_multipliers[seat] = (
                            RUNNER_UP_LOSER, RANK_FACTORS[RUNNER_UP_LOSER])
    busts = tuple(line.covered_sum > BUST_LIMIT for line in lines)
    multipliers = tuple(line.winner_multiplier if places[seat] == 1 else 1
                        for seat, line in enumerate(lines))
    money = [Fraction(0)] * count
    share = Fraction(1, len(winners))
    for seat in payers:
        base = Fraction(-totals[seat]) * rank_multipliers[seat] * (2 if busts[seat] else 1) * stake
        for winner in winners:
            amount = base * share * multipliers[winner]
            money[seat] -= amount
            money[winner] += amount
    return DouqueSettlement(totals, tuple(places), tuple(penalties),
                            tuple(rank_multipliers), busts, multipliers, tuple(money))


@dataclass(frozen=True, slots=True)
class DouquePayment:
    """One payment of a Douque settlement (SPEC §4): ``payer`` pays ``winner`` ``amount``,
    which is ``total × loser × bust × win × stake ÷ shared``."""

    payer: int
    winner: int
    amount: Fraction
    total: int  # what the payer's total costs: minus its (negative) total
    loser: int  # 3 for the biggest loser, 2 for the runner-up, else 1
    bust: int  # 2 when the payer's covered cards add up to more than BUST_LIMIT
    win: int  # the winner's multiplier
    stake: Fraction | int
    shared: int  # how many winners share the payer's money


def douque_payments(players: Sequence[Mapping[str, Any]],
                    stake: Fraction | int) -> list[DouquePayment]:
    """Who pays whom in a Douque settlement, rebuilt from a result's per-seat entries
    (``Result.to_dict()["players"]``): every payment, payers in place order. The amounts a
    winner receives add up to that winner's money."""
    winners = [entry for entry in players if entry["place"] == 1]
    payers = sorted((entry for entry in players
                     if entry["place"] != 1 and entry.get("total", 0) < 0),
                    key=lambda entry: (entry["place"], entry["seat"]))
    payments = []
    for payer in payers:
        loser = RANK_FACTORS.get(payer.get("rank_penalty") or "", 1)
        bust = 2 if payer.get("bust") else 1
        for winner in winners:
            win = int(winner.get("winner_multiplier", 1))
            amount = (Fraction(-payer["total"]) * loser * bust * Fraction(stake) * win
                      / len(winners))
            payments.append(DouquePayment(payer["seat"], winner["seat"], amount,
                                          -payer["total"], loser, bust, win, stake,
                                          len(winners)))
    return payments


def _douque_result(game: DealRecord) -> Result:
    lines = []
    initial = game.initial_sizes
    for seat in range(game.players):
        covered = tuple(multiset_cards(game.covered[seat]))
        all_covered = not game.ever_played[seat] and len(covered) == initial[seat] > 0
        lines.append(DouqueLine(covered, tuple(game.bonuses[seat]), all_covered))
    settlement = settle_douque(lines, game.rules.stake)
    entries = []
    for seat, line in enumerate(lines):
        extra = {
            "bonuses": [[name, points] for name, points in line.bonuses],
            "covered_sum": line.covered_sum,
            "all_covered": line.all_covered,
            "bust": settlement.busts[seat],
            "rank_penalty": settlement.rank_penalties[seat],
            "winner_multiplier": settlement.winner_multipliers[seat],
        }
        entries.append(SeatResult(seat, game.cards_left[seat], line.covered,
                                  settlement.totals[seat], settlement.places[seat],
                                  settlement.money[seat], extra))
    return Result("douque", "money", tuple(entries))
