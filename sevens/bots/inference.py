"""Opponent modelling: how likely the plays the other seats made are, given a guess at their
hands.

Voids proven by forced passes and covers are hard facts (:mod:`sevens.bots.knowledge`); a
*choice* tells something softer. A player who had three cards that fit and played the one
that frees a long run of their own cards probably holds that run; a player who opened a suit
with its seven while holding nothing else of it is less likely. :class:`PlayModel` scores
every card a player could have played with a few features of their hand at that moment
(own cards it frees, the next card beyond it, whether it is a starting card, how many cards
lie beyond it) and turns the scores into choice probabilities (a conditional logit, fitted to
recorded decisions of the ``normal`` heuristic by :mod:`sevens.bots.fit_model`).

:func:`read_choices` replays the view's public history once per decision and records, for
every play another seat made from its hand, the cards that fitted at that moment and the cards
that seat played afterwards (they were in its hand then). A sampled world then fills in the
rest of each hand, and :meth:`PlayModel.log_likelihood` scores the world: the search weighs
its playouts by how well the world explains what the others did.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from sevens.bots.knowledge import Knowledge
from sevens.bots.sampler import Sampler, World
from sevens.cards import CARDS_PER_PACK, CARDS_PER_SUIT, add_copy
from sevens.events import CardGiven, CardPlayed, PlayerOut
from sevens.game import Game, View
from sevens.rows import UNSTARTED, start_position
from sevens.rules import Rules

#: Feature names, in the order of a weight vector.
FEATURES = ("frees", "next", "start", "beyond")
#: Fitted weights per scoring system (``python -m sevens.bots.fit_model``; see its docstring).
MODEL_WEIGHTS: dict[str, tuple[float, float, float, float]] = {
    # normal's plays in 300 deals of the presets named (8,000-16,000 decisions each)
    "chips": (3.9592, 3.3883, 4.4714, -0.9121),  # sevens
    "douque": (2.5512, 2.0321, 2.6733, -0.5732),  # douque
    "wins": (4.3582, 3.434, 1.4727, -0.6313),  # fan-tan, domino
    "penalty-pips": (4.0116, 3.3031, 4.7167, -0.9324),  # badam-satti
    "penalty-count": (4.0116, 3.3031, 4.7167, -0.9324),  # no preset: as penalty-pips
    "placing-points": (2.6352, 2.3037, 4.0887, -0.7221),  # shichinarabe, family
}


@dataclass(frozen=True, slots=True)
class Choice:
    """One play another seat made from its hand, as the view saw it."""

    seat: int
    card: int  # card kind played
    open_cards: int  # card kinds that fitted the rows at that moment
    later: int  # card kinds this seat played, laid or handed over afterwards (held then)
    position: int  # index of the table geometry (see :class:`Geometry`)
    arrived: int = 0  # card kinds this seat was handed afterwards, seen (not held then)


#: A choice as :meth:`PlayModel.compile` leaves it: seat, cards it surely held, cards it surely
#: did not hold yet (handed to it later), per card that
#: could have fitted (bit, beyond mask, next-card mask, fixed score), the played card's place.
CompiledChoice = tuple[int, int, int, tuple[tuple[int, int, int, float], ...], int]


class Geometry:
    """For one row start position: per card kind, the kinds that lie beyond it on its side
    of the row (further from the start; every other card of the suit for a starting card),
    the kind just beyond it, and how many kinds lie beyond it."""

    def __init__(self, rules: Rules, start_pos: int) -> None:
        self.start_pos = start_pos
        ace = rules.ace
        self.beyond = [0] * CARDS_PER_PACK
        self.following = [0] * CARDS_PER_PACK
        self.span = [0] * CARDS_PER_PACK
        spots = [0, 13] if ace == "either" else [13 if ace == "high" else 0]
        places = [(spot, 0) for spot in spots] + [(rank, rank) for rank in range(1, 13)]
        for rank_index in range(CARDS_PER_SUIT):
            if rank_index == 0 and ace == "either" and start_pos not in (0, 13):
                continue  # it goes at whichever end is open: nothing lies beyond it
            position = start_pos if rank_index == start_pos % 13 else (
                13 if rank_index == 0 and ace != "low" else rank_index)
            for suit in range(4):
                shift = suit * CARDS_PER_SUIT
                mask = following = 0
                for other, other_rank in places:
                    if other_rank == rank_index:
                        continue
                    if (position == start_pos or (position < start_pos and other < position)
                            or (position > start_pos and other > position)):
                        mask |= 1 << (shift + other_rank)
                        if position != start_pos and abs(other - position) == 1:
                            following = 1 << (shift + other_rank)
                index = shift + rank_index
                self.beyond[index] = mask
                self.following[index] = following
                self.span[index] = mask.bit_count()


class PlayModel:
    """A conditional-logit model of which fitting card a player plays.

    ``weights`` pairs with :data:`FEATURES`; ``temper`` scales the log-likelihood of a whole
    history (below 1 it trusts the model less, which keeps the world weights from collapsing
    onto a few worlds when the model is wrong about a player).
    """

    def __init__(self, weights: tuple[float, ...], temper: float = 1.0) -> None:
        if len(weights) != len(FEATURES):
            raise ValueError(f"a play model needs {len(FEATURES)} weights")
        self.weights = weights
        self.temper = temper

    def scores(self, hand: int, playable: int, geometry: Geometry) -> dict[int, float]:
        """Each fitting card's score for a player holding ``hand`` (kind mask)."""
        w_frees, w_next, w_start, w_beyond = self.weights
        beyond, following, span = geometry.beyond, geometry.following, geometry.span
        start = geometry.start_pos
        result = {}
        fitting = hand & playable
        while fitting:
            low = fitting & -fitting
            index = low.bit_length() - 1
            fitting ^= low
            rest = hand & ~low
            score = (w_frees * (rest & beyond[index]).bit_count()
                     + w_beyond * span[index])
            if rest & following[index]:
                score += w_next
            if index % CARDS_PER_SUIT == start % 13:
                score += w_start
            result[index] = score
        return result

    def compile(self, choices: list[Choice], geometries: list[Geometry],
                hidden: int = (1 << CARDS_PER_PACK) - 1) -> list[CompiledChoice]:
        """The choices with everything that does not depend on the world worked out: for
        each, the cards its player surely held, and per card that could have fitted (it
        fitted and was in that hand or ``hidden``) its bit, the masks the score reads and
        the part of the score that does not depend on the hand."""
        w_frees, w_next, w_start, w_beyond = self.weights
        compiled = []
        for choice in choices:
            geometry = geometries[choice.position]
            chosen = 1 << choice.card
            surely = choice.later | chosen
            arrived = choice.arrived
            could = choice.open_cards & (hidden | surely)
            options = []
            chosen_at = 0
            while could:
                low = could & -could
                index = low.bit_length() - 1
                could ^= low
                fixed = w_beyond * geometry.span[index]
                if index % CARDS_PER_SUIT == geometry.start_pos % 13:
                    fixed += w_start
                if low == chosen:
                    chosen_at = len(options)
                options.append((low, geometry.beyond[index], geometry.following[index],
                                fixed))
            if len(options) >= 2:
                compiled.append((choice.seat, surely, arrived, tuple(options), chosen_at))
        return compiled

    def log_likelihood(self, choices: list[Choice], hands: list[int],
                       geometries: list[Geometry]) -> float:
        """The tempered log-probability of every recorded choice, given each seat's current
        hand (kind masks) in a sampled world."""
        return self.compiled_log_likelihood(self.compile(choices, geometries), hands)

    def compiled_log_likelihood(self, compiled: list[CompiledChoice],
                                hands: list[int]) -> float:
        """:meth:`log_likelihood` over choices made by :meth:`compile` (the fast path)."""
        w_frees, w_next = self.weights[0], self.weights[1]
        exp, log = math.exp, math.log
        total = 0.0
        for seat, surely, arrived, options, chosen_at in compiled:
            hand = (hands[seat] & ~arrived) | surely
            scores = []
            chosen_score = 0.0
            for number, (bit, beyond, following, fixed) in enumerate(options):
                if hand & bit:
                    score = fixed + w_frees * (hand & beyond).bit_count()
                    if hand & following:
                        score += w_next
                    scores.append(score)
                    if number == chosen_at:
                        chosen_score = score
            if len(scores) < 2:
                continue
            top = max(scores)
            norm = 0.0
            for score in scores:
                norm += exp(score - top)
            total += chosen_score - top - log(norm)
        return self.temper * total


class PublicRows:
    """The rows as every seat saw them, replayed event by event (no hand is needed)."""

    def __init__(self, rules: Rules, dealer: int) -> None:
        game = Game(rules, seed=0, dealer=dealer)
        game.hands = [0] * game.players
        game.leftovers = 0
        self.game = game

    @property
    def playable(self) -> int:
        """Card kinds that fit now."""
        return self.game.playable

    @property
    def start_pos(self) -> int | None:
        """The rows' start position, once known."""
        tables = self.game.tables
        return None if tables is None else tables.start_position

    def play(self, index: int, suit_row: int | None) -> None:
        """A card reaches a row (as :meth:`Game._play` places it)."""
        game = self.game
        opening = game.lead_card is not None or game.tables is None
        if game.tables is None:
            game._set_start(index % CARDS_PER_SUIT)
        game.lead_card = None
        suit, rank_index = divmod(index, CARDS_PER_SUIT)
        game._place(suit, rank_index, suit_row if game.rules.decks == 2 else None)
        if opening:
            game._refresh_playable()

    def lay(self, indices: list[int]) -> None:
        """A player put out lays these cards (as :meth:`Game._eliminate` does)."""
        game = self.game
        tables = game.tables
        if tables is None:
            return
        for index in indices:
            suit, rank_index = divmod(index, CARDS_PER_SUIT)
            opened = False
            if rank_index == tables.start_rank_index:
                for row in game.suit_rows[suit]:
                    if game.row_low[row] == UNSTARTED:
                        game._open_row(row, index)
                        opened = True
                        break
            if not opened:
                game.laid = add_copy(game.laid, index)
        for row in range(game.row_count):
            if game.row_low[row] != UNSTARTED:
                game._absorb(row)
                game._refresh_row(row)
        game._refresh_playable()


def supports_model(rules: Rules) -> bool:
    """Whether the model applies to this rule set: every one. (With two packs it reads
    kinds, not copies; under hand-a-card a card handed between two other seats is unseen,
    so a hand then is known less exactly.)"""
    return isinstance(rules, Rules)


def read_choices(view: View) -> tuple[list[Choice], list[Geometry]]:
    """Every play another seat made from its hand, with the cards that fitted then (whether
    it had a choice depends on its hand, which a world fills in)."""
    rules = view.rules
    rows = PublicRows(rules, view.dealer)
    records: list[tuple[int, int, int, int, int]] = []  # seat, card, open, event, geometry
    left_hand: list[list[tuple[int, int]]] = [[] for _ in range(view.players)]
    arrived: list[list[tuple[int, int]]] = [[] for _ in range(view.players)]
    geometries: dict[int, int] = {}
    geometry_list: list[Geometry] = []
    for number, event in enumerate(view.events):
        if isinstance(event, CardPlayed):
            index = event.card.index
            if event.seat != view.seat and not event.from_leftover:
                start = rows.start_pos
                if start is None:
                    start = start_position(index % CARDS_PER_SUIT, rules.ace)
                if start not in geometries:
                    geometries[start] = len(geometry_list)
                    geometry_list.append(Geometry(rules, start))
                records.append((event.seat, index, rows.playable, number, geometries[start]))
            if not event.from_leftover:
                left_hand[event.seat].append((number, index))
            rows.play(index, event.suit_row)
        elif isinstance(event, PlayerOut):
            laid = [card.index for card in event.laid]
            for index in laid:
                left_hand[event.seat].append((number, index))
            rows.lay(laid)
        elif isinstance(event, CardGiven) and event.card is not None:
            left_hand[event.giver].append((number, event.card.index))
            arrived[event.receiver].append((number, event.card.index))
    choices = []
    for seat, index, open_cards, number, position in records:
        later = came = 0
        for when, other in left_hand[seat]:
            if when > number:
                later |= 1 << other
        for when, other in arrived[seat]:
            if when > number:
                came |= 1 << other
        choices.append(Choice(seat, index, open_cards, later & ~came, position, came))
    return choices, geometry_list




class ModelSampler(Sampler):
    """Worlds drawn in proportion to how well they explain the others' plays.

    Sampling importance resampling in batches: ``proposals × draws`` consistent worlds of the
    plain :class:`~sevens.bots.sampler.Sampler` are weighed by ``exp(log-likelihood)``, and
    ``draws`` of them are picked by systematic resampling (a likely world may be picked more
    than once; the search then plays it with other random streams). So each world searched
    costs ``proposals`` plain ones, and is picked from a batch of ``proposals × draws``.
    With one proposal this is the plain sampler.
    """

    def __init__(self, knowledge: Knowledge, view: View, model: PlayModel,
                 proposals: int, draws: int = 8) -> None:
        super().__init__(knowledge)
        self.model = model
        self.proposals = proposals
        self.draws = draws
        self.choices, self.geometries = read_choices(view)
        self.compiled = model.compile(self.choices, self.geometries, knowledge.hidden_mask)
        self._queue: list[World] = []

    def sample(self, rng: random.Random) -> World:
        """The next world of the current batch (a new batch when it is used up)."""
        if self.proposals <= 1 or not self.compiled:
            return super().sample(rng)
        if not self._queue:
            self._queue = self._batch(rng)
        return self._queue.pop()

    def _batch(self, rng: random.Random) -> list[World]:
        plain = super().sample
        worlds = [plain(rng) for _ in range(self.proposals * self.draws)]
        scores = []
        for world in worlds:
            hands = []
            for cards in world.hands:
                mask = 0
                for index in cards:
                    mask |= 1 << index
                hands.append(mask)
            scores.append(self.model.compiled_log_likelihood(self.compiled, hands))
        top = max(scores)
        weights = [math.exp(score - top) for score in scores]
        step = sum(weights) / self.draws
        pick = rng.random() * step
        pile = 0.0
        chosen = []
        for world, weight in zip(worlds, weights, strict=True):
            pile += weight
            while pick < pile and len(chosen) < self.draws:
                chosen.append(world)
                pick += step
        while len(chosen) < self.draws:  # rounding at the very end
            chosen.append(worlds[-1])
        rng.shuffle(chosen)
        return chosen


def model_for(rules: Rules) -> PlayModel | None:
    """The fitted play model for these rules (by scoring system), or None where the model
    does not apply (two packs, hand-a-card)."""
    if not supports_model(rules):
        return None
    weights = MODEL_WEIGHTS.get(rules.scoring)
    return None if weights is None else PlayModel(weights)


def world_sampler(knowledge: Knowledge, view: View, proposals: int) -> Sampler:
    """The sampler the search uses: :class:`ModelSampler` where a model applies and
    ``proposals`` exceeds one, else the plain one."""
    model = model_for(view.rules)
    if model is None or proposals <= 1:
        return Sampler(knowledge)
    return ModelSampler(knowledge, view, model, proposals)
