"""Where the unseen cards lie: a small learned model of each hidden card's holder.

From one seat's view, :func:`card_features` reads the public history once and describes every
pair of a hidden card and another seat that may hold it with a few numbers
(:data:`CARD_FEATURES`: how many cards that seat still accounts for, how often the card fitted
at its turn while it played another or passed by choice, its plays in the card's suit and on
the card's side, whether it played the card just inside it, how far the card is from a
playable end against how often the seat passed or covered, ...). The hard facts stay hard: a
seat proven void of a card (a forced pass, a cover) is never offered it, exactly as the
sampler's slot groups say (:class:`~sevens.bots.sampler.Sampler`).

:class:`CardModel` scores each pair linearly with weights fitted in the lab
(``python -m sevens.tools.card_fit``, from records of our own bots' play made by
``python -m sevens.tools.card_data``) and turns each card's scores into the probability that
each seat holds it (a softmax over the seats allowed). The weights ship as plain numbers in
:mod:`sevens.bots.card_weights`; inference is pure Python (no numpy in the web build).

With one pack only: with two a card kind has two copies and the features read kinds.
"""

from __future__ import annotations

import math

from sevens.bots.knowledge import Knowledge
from sevens.bots.sampler import Sampler
from sevens.cards import CARDS_PER_SUIT
from sevens.events import CardCovered, CardPlayed, DealStarted, Passed, PlayerOut
from sevens.game import View
from sevens.rules import Rules
from sevens.table_rows import PublicTable

#: Feature names, in the order of a weight vector (see :func:`card_features`).
CARD_FEATURES = (
    "log_slots",  # log of the cards the seat still accounts for (hand and covered)
    "held_back",  # log(1 + times the card fitted at the seat's play and it played another)
    "held_back_last",  # the card fitted at the seat's latest play and it played another
    "free_pass",  # log(1 + times the seat passed by choice while the card fitted)
    "suit_plays",  # the seat's plays in the card's suit, in thirds
    "side_plays",  # its plays in the suit on the card's side of the start, in thirds
    "neighbour",  # it played the card just inside this one (towards the start)
    "opened",  # it played the starting card of the card's suit
    "passes_far",  # the seat's passes, times the card's distance to a playable end (sixths)
    "slots_far",  # log_slots times that distance
    "covers_value",  # share of the seat's slots covered, times the card's value (thirteenths)
    "covers_far",  # share of the seat's slots covered, times the distance
    "plays_far",  # the seat's plays (in tenths), times the distance
    "fit_now",  # the card fits now (distance 0) and the seat holds few cards (1/slots)
)

#: Seats a card may lie with, as (seat, features) pairs; per hidden card kind.
Candidates = dict[int, list[tuple[int, tuple[float, ...]]]]


def applies(rules: Rules) -> bool:
    """Whether the card model reads this rule set: one pack only."""
    return rules.decks == 1


def _position(rank_index: int, ace: str) -> int:
    """A rank's place along its row (the ace at 13 when it ranks high)."""
    return 13 if rank_index == 0 and ace == "high" else rank_index


def card_features(view: View, knowledge: Knowledge,
                  sampler: Sampler | None = None) -> Candidates:
    """For every hidden card kind that more than one other seat may hold, those seats with
    the card's :data:`CARD_FEATURES` for each (a seat proven void of it, or with no room,
    is left out; a card this seat handed over and that is still held is known, not
    listed). ``sampler`` (built from ``knowledge``) is made when not given."""
    rules = view.rules
    players, me = view.players, view.seat
    if sampler is None:
        sampler = Sampler(knowledge)
    rows = PublicTable(rules)
    held_back = [[0] * 52 for _ in range(players)]
    last_back = [0] * players  # mask of the cards that fitted at the seat's latest play
    free_pass = [[0] * 52 for _ in range(players)]
    passes = [0] * players
    plays = [0] * players
    suit_plays = [[0] * 4 for _ in range(players)]
    played_by = [-1] * 52
    for event in view.events:
        if isinstance(event, CardPlayed):
            index = event.card.index
            seat = event.seat
            if not event.from_leftover and seat != me:
                fitting = rows.playable & ~(1 << index)
                last_back[seat] = fitting
                counts = held_back[seat]
                while fitting:
                    low = fitting & -fitting
                    counts[low.bit_length() - 1] += 1
                    fitting ^= low
                plays[seat] += 1
                suit_plays[seat][index // CARDS_PER_SUIT] += 1
                played_by[index] = seat
            rows.play(index, event.suit_row)
        elif isinstance(event, Passed):
            passes[event.seat] += 1
            if not event.proves_void and event.seat != me:
                fitting = rows.playable
                counts = free_pass[event.seat]
                while fitting:
                    low = fitting & -fitting
                    counts[low.bit_length() - 1] += 1
                    fitting ^= low
        elif isinstance(event, CardCovered):
            passes[event.seat] += 1
        elif isinstance(event, PlayerOut):
            rows.lay([card.index for card in event.laid])
        elif isinstance(event, DealStarted):
            continue
    start = rows.start_position
    ace = rules.ace
    start_rank = 6 if start is None else start % 13
    start_pos = 6 if start is None else start
    playable = rows.playable
    table = rows.table_mask()
    slots = [knowledge.slots_for(seat) for seat in range(players)]
    log_slots = [math.log(count) if count > 0 else 0.0 for count in slots]
    cover_share = [knowledge.covered_counts[seat] / slots[seat] if slots[seat] else 0.0
                   for seat in range(players)]
    allowed_groups = sampler._allowed
    groups = sampler.groups
    result: Candidates = {}
    for index, group_numbers in allowed_groups.items():
        seats = sorted({groups[number].seat for number in group_numbers})
        if len(seats) < 2:
            continue
        suit, rank_index = divmod(index, CARDS_PER_SUIT)
        position = _position(rank_index, ace)
        shift = suit * CARDS_PER_SUIT
        # distance to a playable end of its row: the nearest fitting card of the suit
        suit_fits = (playable >> shift) & 0x1FFF
        distance = 12
        ranks = suit_fits
        while ranks:
            low = ranks & -ranks
            other = _position(low.bit_length() - 1, ace)
            distance = min(distance, abs(other - position))
            ranks ^= low
        if not suit_fits and not (table >> shift) & 0x1FFF:
            distance = abs(position - start_pos) + 1
        far = distance / 6.0
        if position == start_pos or rank_index == start_rank:
            inward = -1
            low_side, high_side = start_pos, start_pos
        elif position > start_pos:
            inward = shift + (position - 1) % 13
            low_side, high_side = start_pos + 1, position
        else:
            inward = shift + (position + 1) % 13
            low_side, high_side = position, start_pos - 1
        opener = shift + start_rank
        rows_for_card = []
        for seat in seats:
            side = 0
            for other_rank in range(CARDS_PER_SUIT):
                other = shift + other_rank
                if played_by[other] == seat and low_side <= _position(other_rank, ace) \
                        <= high_side:
                    side += 1
            features = (
                log_slots[seat],
                math.log1p(held_back[seat][index]),
                1.0 if last_back[seat] >> index & 1 else 0.0,
                math.log1p(free_pass[seat][index]),
                suit_plays[seat][suit] / 3.0,
                side / 3.0,
                1.0 if inward >= 0 and played_by[inward] == seat else 0.0,
                1.0 if played_by[opener] == seat else 0.0,
                passes[seat] * far,
                log_slots[seat] * far,
                cover_share[seat] * (rank_index + 1) / 13.0,
                cover_share[seat] * far,
                plays[seat] / 10.0 * far,
                1.0 / slots[seat] if distance == 0 and slots[seat] else 0.0,
            )
            rows_for_card.append((seat, features))
        result[index] = rows_for_card
    return result


class CardModel:
    """A softmax over the seats that may hold a card: ``weights`` pair with
    :data:`CARD_FEATURES`."""

    def __init__(self, weights: tuple[float, ...]) -> None:
        if len(weights) != len(CARD_FEATURES):
            raise ValueError(f"a card model needs {len(CARD_FEATURES)} weights")
        self.weights = weights

    def scores(self, candidates: Candidates) -> dict[int, list[tuple[int, float]]]:
        """Each card's seats with their linear scores."""
        weights = self.weights
        return {index: [(seat, sum(w * x for w, x in zip(weights, features, strict=True)))
                        for seat, features in rows]
                for index, rows in candidates.items()}

    def probabilities(self, candidates: Candidates) -> dict[int, dict[int, float]]:
        """Per hidden card, the probability that each seat allowed holds it."""
        result = {}
        for index, scored in self.scores(candidates).items():
            top = max(score for _, score in scored)
            shares = [(seat, math.exp(score - top)) for seat, score in scored]
            total = sum(share for _, share in shares)
            result[index] = {seat: share / total for seat, share in shares}
        return result

    def tilts(self, candidates: Candidates) -> dict[int, dict[int, float]]:
        """Per hidden card, a weight per seat for the sampler: the model's odds without its
        room term (the sampler already weighs each seat by the room it has left)."""
        weight_slots = self.weights[0]
        result = {}
        for index, rows in candidates.items():
            logs = [(seat, sum(w * x for w, x in zip(self.weights, features, strict=True))
                     - weight_slots * features[0]) for seat, features in rows]
            top = max(value for _, value in logs)
            result[index] = {seat: math.exp(value - top) for seat, value in logs}
        return result


def model_for_rules(rules: Rules) -> CardModel | None:
    """The shipped card model for these rules (by scoring system), or None where none
    applies (two packs, or no weights fitted)."""
    if not applies(rules):
        return None
    from sevens.bots.card_weights import CARD_WEIGHTS

    weights = CARD_WEIGHTS.get(rules.scoring) or CARD_WEIGHTS.get("all")
    return None if weights is None else CardModel(tuple(weights))


def tilt_by_card_model(sampler: Sampler, knowledge: Knowledge, view: View) -> None:
    """Give ``sampler`` the shipped card model's tilts for ``view`` (nothing where no model
    applies)."""
    model = model_for_rules(view.rules)
    if model is not None:
        sampler.tilts = model.tilts(card_features(view, knowledge, sampler))
