"""Opponent modelling: how likely the plays the other seats made are, given a guess at their
hands.

Voids proven by forced passes and covers are hard facts (:mod:`sevens.bots.knowledge`); a
*choice* tells something softer. A player who had three cards that fit and played the one
that frees a long run of their own cards probably holds that run; a player who opened a suit
with its seven while holding nothing else of it is less likely. :class:`PlayModel` scores
every card a player could have played with a few features of their hand at that moment
(:data:`FEATURES`: own cards it frees, the next card beyond it, whether it is a starting card,
how many cards lie beyond it, how long a run it releases to the others, the last two again
when someone is close to going out, its pips) and turns the scores into choice probabilities
(a conditional logit, fitted to recorded decisions of the ``normal`` heuristic by
:mod:`sevens.tools.fit_model`).

:func:`~sevens.bots.public_plays.read_choices` replays the view's public history once per
decision and records, for
every play another seat made from its hand, the cards that fitted at that moment and the cards
that seat played or handed over afterwards (they were in its hand then), and how many cards it
had covered by then (the rest of its pile it still held). A sampled world fills in the rest of
each hand, :meth:`PlayModel.compiled_log_likelihood` scores it, and :class:`ModelSampler`
hands the search worlds in proportion to that likelihood.

With one pack the model is sharper still: :class:`HeuristicModel` replays ``normal``'s own
judgement of each fitting card from the sampled hand (the score the hint button ranks moves
by), softened by a temperature and a floor, so a world in which the others' plays were what
``normal`` would have done weighs far more than one where they were not, and a player who
plays otherwise costs a world a bounded factor (the README has what it is worth). The fitted
model stays for two packs, where a hand is read as card kinds.

Covers tell something too: a player covers the card that costs least, which in Douque is the
cheapest. A likelihood term for each cover cost more time than it was worth; instead the
sampler fills covered piles with cheap cards from the start (:func:`pile_bias_for`).
"""

from __future__ import annotations

import math
import random

from sevens.bots.knowledge import Knowledge
from sevens.bots.public_plays import (  # the plays read from the view, and their features
    FEATURES,
    PIPS,
    RELEASED_VALUE,
    Choice,
    Geometry,
    pile_order,
    read_choices,
)
from sevens.bots.sampler import Sampler, World
from sevens.cards import ALL_CARDS, CARDS_PER_PACK, CARDS_PER_SUIT, iter_indices
from sevens.game import View
from sevens.rules import Rules
from sevens.scoring import pip_value

#: Fitted weights per scoring system, for two packs (``python -m sevens.tools.fit_model
#: --two-packs``; see its docstring): with one pack hard replays normal's own judgement
#: (:class:`HeuristicModel`), with two packs it reads the plays with these.
MODEL_WEIGHTS: dict[str, tuple[float, ...]] = {
    # normal's plays in 100 deals of each preset named, eight players, two packs, each build
    # (15,600-30,400 decisions a line, seed 1); the order is that of FEATURES. Douque is
    # played by four, so never with two packs.
    # sevens
    "chips": (2.3408, -3.4372, 22.5741, -3.2748, -0.1526, -2.2654, -0.3838, 0.1773, -0.0078),
    # fan-tan, domino
    "wins": (1.5873, -1.8846, 13.9519, -1.9987, -0.0902, -2.3909, -0.3062, -0.2581, 0.0),
    # badam-satti
    "penalty-pips": (2.3356, -3.4471, 22.6756, -3.282, -0.2251, -3.0135, -0.4424, 1.2638, 0.0476),
    # no preset: as penalty-pips
    "penalty-count": (2.3356, -3.4471, 22.6756, -3.282, -0.2251, -3.0135, -0.4424, 1.2638,
                      0.0476),
    # shichinarabe, family
    "placing-points": (1.4702, -1.9257, 11.9542, -1.7932, -0.0839, -0.5736, 0.2385, -0.0303,
                       -0.0083),
}


#: The share of each choice's probability the models hard uses spread evenly over the fitting
#: cards: a player who plays otherwise than the model expects costs a world a bounded factor.
MODEL_FLOOR = 0.05


#: A choice as :meth:`PlayModel.compile` leaves it: seat, cards it surely held, cards it surely
#: did not hold yet (handed to it later), per card that
#: could have fitted (bit, beyond mask, next-card mask, runs outwards as (bit, what releasing
#: it adds to the score) pairs, fixed score), the played card's place, the next-card weight
#: (it depends on the race), and how many cards the seat had covered by then.
CompiledChoice = tuple[int, int, int,
                       tuple[tuple[int, int, int, tuple[tuple[tuple[int, float], ...], ...],
                                   float], ...],
                       int, float, int]
#: A choice as :meth:`HeuristicModel.compile` leaves it: as :data:`CompiledChoice`, with, per
#: card, also its side(s) from the outermost kind inwards, each kind with the mask of the kinds
#: before it that are not face up (empty where ``Weights.between`` is 0), for the cards the
#: others must lay before the seat's end, and the kinds further out on its side(s) that are
#: not face up (0 where ``Weights.hidden_beyond`` is 0), for the others' cards beyond.
HeuristicChoice = tuple[int, int, int,
                        tuple[tuple[int, int, int, tuple[tuple[tuple[int, float], ...], ...],
                                    float, tuple[tuple[tuple[int, int], ...], ...], int], ...],
                        int, float, int]


def _log_share(scores: list[float], chosen_score: float, floor: float) -> float:
    """The log-probability of the choice scored ``chosen_score`` among ``scores`` under a
    softmax, with a ``floor`` share of the probability spread evenly over them."""
    top = max(scores)
    norm = 0.0
    for score in scores:
        norm += math.exp(score - top)
    if not floor:
        return chosen_score - top - math.log(norm)
    share = math.exp(chosen_score - top) / norm
    return math.log((1.0 - floor) * share + floor / len(scores))


class PlayModel:
    """A conditional-logit model of which fitting card a player plays.

    ``weights`` pairs with :data:`FEATURES`; ``temper`` scales the log-likelihood of a whole
    history (below 1 it trusts the model less, which keeps the world weights from collapsing
    onto a few worlds when the model is wrong about a player); a ``floor`` share of each
    choice's probability is spread evenly over the fitting cards, so a play the model finds
    nearly impossible costs a world a bounded factor.
    """

    def __init__(self, weights: tuple[float, ...], temper: float = 1.0,
                 floor: float = 0.0) -> None:
        if len(weights) != len(FEATURES):
            raise ValueError(f"a play model needs {len(FEATURES)} weights")
        if not 0 <= floor < 1:
            raise ValueError("a play model needs a floor in [0, 1)")
        self.weights = weights
        self.temper = temper
        self.floor = floor

    def scores(self, hand: int, playable: int, geometry: Geometry,
               race: bool = False) -> dict[int, float]:
        """Each fitting card's score for a player holding ``hand`` (kind mask)."""
        result = {}
        fitting = hand & playable
        while fitting:
            low = fitting & -fitting
            index = low.bit_length() - 1
            fitting ^= low
            result[index] = sum(weight * value for weight, value in
                                zip(self.weights, geometry.features(index, hand, race),
                                    strict=True))
        return result

    def compile(self, choices: list[Choice], geometries: list[Geometry],
                hidden: int = (1 << CARDS_PER_PACK) - 1) -> list[CompiledChoice]:
        """The choices with everything that does not depend on the world worked out: for
        each, the cards its player surely held, and per card that could have fitted (it
        fitted and was in that hand or ``hidden``) its bit, the masks the score reads and
        the part of the score that does not depend on the hand."""
        w_start, w_beyond, w_pips = self.weights[2], self.weights[3], self.weights[7]
        w_value = self.weights[8]
        compiled = []
        for choice in choices:
            geometry = geometries[choice.position]
            chosen = 1 << choice.card
            surely = choice.later | chosen
            arrived = choice.arrived
            could = choice.open_cards & (hidden | surely)
            w_next, w_released = self.weights[1], self.weights[4]
            if choice.race:
                w_next += self.weights[5]
                w_released += self.weights[6]
            options = []
            chosen_at = 0
            for index in iter_indices(could):
                low = 1 << index
                fixed = w_beyond * geometry.span[index] + w_pips * PIPS[index]
                if index % CARDS_PER_SUIT == geometry.start_pos % 13:
                    fixed += w_start
                if low == chosen:
                    chosen_at = len(options)
                runs = tuple(tuple((bit, w_released + w_value
                                    * RELEASED_VALUE[bit.bit_length() - 1]) for bit in run)
                             for run in geometry.outward[index])
                options.append((low, geometry.beyond[index], geometry.following[index], runs,
                                fixed))
            if len(options) >= 2:
                compiled.append((choice.seat, surely, arrived, tuple(options), chosen_at,
                                 w_next, choice.covers_before))
        return compiled

    def log_likelihood(self, choices: list[Choice], hands: list[int],
                       geometries: list[Geometry]) -> float:
        """The tempered log-probability of every recorded choice, given each seat's current
        hand (kind masks) in a sampled world."""
        return self.compiled_log_likelihood(self.compile(choices, geometries), hands)

    def compiled_log_likelihood(self, compiled: list[CompiledChoice], hands: list[int],
                                held: list[list[int]] | None = None) -> float:
        """:meth:`log_likelihood` over choices made by :meth:`compile` (the fast path).
        ``held``, per seat, gives after each number of covers the covered cards the seat
        still held then (see :func:`pile_order`)."""
        w_frees, floor = self.weights[0], self.floor
        total = 0.0
        for seat, surely, arrived, options, chosen_at, w_next, before in compiled:
            hand = (hands[seat] & ~arrived) | surely
            if held is not None and before < len(held[seat]):
                hand |= held[seat][before]
            scores = []
            chosen_score = 0.0
            for number, (bit, beyond, following, outward, fixed) in enumerate(options):
                if hand & bit:
                    score = fixed + w_frees * (hand & beyond).bit_count()
                    if hand & following:
                        score += w_next * (hand & following).bit_count()
                    for run in outward:
                        for step, released in run:
                            if hand & step:
                                break
                            score += released
                    scores.append(score)
                    if number == chosen_at:
                        chosen_score = score
            if len(scores) >= 2:
                total += _log_share(scores, chosen_score, floor)
        return self.temper * total


class HeuristicModel:
    """The others play like ``normal``: its own score of each fitting card, worked out from a
    sampled hand, turned into choice probabilities by a softmax at ``temperature`` (score
    points), with a ``floor`` share of the probability spread evenly over the fitting cards
    (a player who plays otherwise than ``normal`` costs a world a bounded factor, not all of
    its weight).

    The score is :func:`sevens.bots.heuristic.judge`'s for a play (own card it leads on to,
    own cards further out, what the cards it lets the others play are worth, on both sides of
    its row, up to the first card the player holds or covered), read with bit masks, with the
    one-pack weights. It has the same interface as :class:`PlayModel`.
    """

    def __init__(self, rules: Rules, temperature: float = 1.0, floor: float = MODEL_FLOOR,
                 temper: float = 1.0) -> None:
        from sevens.bots.heuristic import weights_for  # the heuristic imports this module

        if temperature <= 0 or not 0 <= floor < 1:
            raise ValueError("a heuristic model needs a positive temperature and a floor in [0, 1)")
        self.rules = rules
        self.weights = weights_for(rules)
        self.temperature = temperature
        self.floor = floor
        self.temper = temper

    def compile(self, choices: list[Choice], geometries: list[Geometry],
                hidden: int = (1 << CARDS_PER_PACK) - 1) -> list[HeuristicChoice]:
        """As :meth:`PlayModel.compile`: per choice the seat, the cards it surely held and
        those it did not hold yet, per card that could have fitted its bit, the own cards
        beyond it, the card it leads on to, the runs the others could then play (its own
        side outwards, and the row's other side), and its fixed score; the played card's
        place, the lead-on weight, and the covers made by then."""
        weights, rules = self.weights, self.rules
        scale = 1.0 / self.temperature
        value_release = rules.scoring == "douque"
        pips = rules.scoring == "penalty-pips"
        base_release = weights.release_pass_out if rules.pass_limit_out else weights.release
        compiled = []
        for choice in choices:
            if not choice.table and rules.start == "any-rank":
                continue  # a Domino lead: normal judges it by where the hand clusters
            geometry = geometries[choice.position]
            chosen = 1 << choice.card
            surely = choice.later | chosen
            could = choice.open_cards & (hidden | surely)
            release = base_release
            continuation = weights.continuation
            if choice.race:
                release *= weights.race_release
                continuation *= weights.race_continuation
            start_rank = geometry.start_pos % 13
            options = []
            chosen_at = 0
            for index in iter_indices(could):
                low = 1 << index
                if low == chosen:
                    chosen_at = len(options)
                fixed = weights.pips * pip_value(ALL_CARDS[index]) if pips else 0.0
                suit_start = index - index % CARDS_PER_SUIT + start_rank
                runs = list(geometry.outward[index])
                if index == suit_start:
                    fixed -= weights.opener_cost
                elif weights.release_already_open:  # the row's other side, beyond its end
                    for run in geometry.outward[suit_start]:
                        if low not in run:
                            runs.append(tuple(bit for bit in run if not choice.table & bit))
                steps = tuple(
                    tuple((bit, 0.0 if choice.public & bit else scale * release * (
                        RELEASED_VALUE[bit.bit_length() - 1] if value_release else 1.0))
                          for bit in run) for run in runs if run)
                # for the cards the others must lay before they reach the seat's end
                # (Weights.between): per side, from the outermost kind inwards, each kind with
                # the kinds before it that are not face up
                unseen = tuple(_inwards(run, choice.public)
                               for run in geometry.outward[index]) if weights.between else ()
                # the kinds further out that may be the others' (Weights.hidden_beyond)
                exposed = 0
                if weights.hidden_beyond:
                    for run in geometry.outward[index]:
                        for bit in run:
                            exposed |= bit
                    exposed &= ~choice.public
                options.append((low, geometry.beyond[index], geometry.following[index], steps,
                                scale * fixed, unseen, exposed))
            if len(options) >= 2:
                compiled.append((choice.seat, surely, choice.arrived, tuple(options),
                                 chosen_at, scale * continuation, choice.covers_before))
        return compiled

    def log_likelihood(self, choices: list[Choice], hands: list[int],
                       geometries: list[Geometry]) -> float:
        """The tempered log-probability of every recorded choice (see
        :meth:`PlayModel.log_likelihood`)."""
        return self.compiled_log_likelihood(self.compile(choices, geometries), hands)

    def compiled_log_likelihood(self, compiled: list[HeuristicChoice], hands: list[int],
                                held: list[list[int]] | None = None) -> float:
        """:meth:`log_likelihood` over compiled choices; ``held`` as in
        :meth:`PlayModel.compiled_log_likelihood` (a seat's covered cards also end the runs
        it counts as released: it knows they will never be played)."""
        progress = self.weights.progress / self.temperature
        between = self.weights.between / self.temperature
        exposure = self.weights.hidden_beyond / self.temperature
        floor = self.floor
        total = 0.0
        for seat, surely, arrived, options, chosen_at, continuation, before in compiled:
            hand = (hands[seat] & ~arrived) | surely
            blockers = hand
            if held is not None:
                piles = held[seat]
                still = piles[before] if before < len(piles) else 0  # covered later
                hand |= still
                blockers = hand | (piles[0] & ~still)  # and the cards covered by then
            scores = []
            chosen_score = 0.0
            for number, (bit, beyond, following, outward, fixed, unseen, exposed
                         ) in enumerate(options):
                if hand & bit:
                    own_beyond = hand & beyond
                    score = fixed + progress * own_beyond.bit_count()
                    if hand & following:
                        score += continuation
                    for run in outward:
                        for step, released in run:
                            if blockers & step:
                                break
                            score -= released
                    if unseen and own_beyond:  # the most hidden cards before the seat's end
                        most = 0
                        for run in unseen:
                            for step, before in run:
                                if hand & step:  # the seat's outermost card on this side
                                    count = (before & ~blockers).bit_count()
                                    if count > most:
                                        most = count
                                    break
                        score += between * most
                    if exposed:  # the others' cards further out
                        score -= exposure * (exposed & ~blockers).bit_count()
                    scores.append(score)
                    if number == chosen_at:
                        chosen_score = score
            if len(scores) >= 2:
                total += _log_share(scores, chosen_score, floor)
        return self.temper * total


def _inwards(run: tuple[int, ...], public: int) -> tuple[tuple[int, int], ...]:
    """A side's kinds (bits, outwards) from the outermost inwards, each with the mask of the
    kinds before it that are not face up (``public``)."""
    steps = []
    before = 0
    for bit in run:
        steps.append((bit, before))
        if not public & bit:
            before |= bit
    return tuple(reversed(steps))


def supports_model(rules: Rules) -> bool:
    """Whether the model applies to this rule set: every one. (With two packs it reads
    kinds, not copies; under hand-a-card a card handed between two other seats is unseen,
    so a hand then is known less exactly.)"""
    return isinstance(rules, Rules)


class ModelSampler(Sampler):
    """Worlds drawn in proportion to how well they explain the others' plays.

    Sampling importance resampling in batches: ``proposals × draws`` consistent worlds of the
    plain :class:`~sevens.bots.sampler.Sampler` are weighed by ``exp(log-likelihood)``, and
    ``draws`` of them are picked by systematic resampling (a likely world may be picked more
    than once; the search then plays it with other random streams). So each world searched
    costs ``proposals`` plain ones, and is picked from a batch of ``proposals × draws``.
    With one proposal this is the plain sampler. With ``undo_tilts`` (and the sampler's
    ``tilts`` set) the tilt only proposes: each world's weight also carries how much likelier
    the untilted sampler was to deal it (:attr:`~sevens.bots.sampler.World.log_weight`), so the
    worlds picked follow the same reading of the plays as without the tilt, and the tilt
    changes only which worlds are proposed (no evidence counted twice).
    """

    def __init__(self, knowledge: Knowledge, view: View, model: PlayModel,
                 proposals: int, draws: int = 8, pile_bias: float = 0.0) -> None:
        super().__init__(knowledge, pile_bias)
        self.model = model
        self.proposals = proposals
        self.draws = draws
        self.choices, self.geometries = read_choices(view)
        self.compiled = model.compile(self.choices, self.geometries, knowledge.hidden_mask)
        self.covers = any(knowledge.covered_counts)
        by_seat: dict[int, list[CompiledChoice]] = {}
        for item in self.compiled:
            by_seat.setdefault(item[0], []).append(item)
        self._by_seat = by_seat
        # a seat's part of the likelihood depends on its hand (and pile) alone, and late in
        # a deal the worlds repeat a seat's hand often
        self._memo: dict[int, dict[tuple[int, int], float]] = {seat: {} for seat in by_seat}
        self._queue: list[World] = []
        self.undo_tilts = False

    def sample(self, rng: random.Random) -> World:
        """The next world of the current batch (a new batch when it is used up)."""
        if self.proposals <= 1 or not self.compiled:
            return super().sample(rng)
        if not self._queue:
            self._queue = self._batch(rng)
        return self._queue.pop()

    def log_likelihood(self, world: World) -> float:
        """The play model's log-likelihood of ``world``."""
        hands = []
        for cards in world.hands:
            mask = 0
            for index in cards:
                mask |= 1 << index
            hands.append(mask)
        held: list[list[int]] | None = None
        if self.covers:
            held = [pile_order(cards)[1] for cards in world.covered]
        total = 0.0
        model, memo = self.model, self._memo
        for seat, items in self._by_seat.items():
            key = (hands[seat], 0 if held is None else held[seat][0])
            seen = memo[seat]
            score = seen.get(key)
            if score is None:
                score = model.compiled_log_likelihood(items, hands, held)
                seen[key] = score
            total += score
        return total

    def _batch(self, rng: random.Random) -> list[World]:
        plain = super().sample
        worlds = [plain(rng) for _ in range(self.proposals * self.draws)]
        scores = [self.log_likelihood(world) for world in worlds]
        if self.undo_tilts:
            scores = [score + world.log_weight
                      for score, world in zip(scores, worlds, strict=True)]
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


def model_for(rules: Rules) -> PlayModel | HeuristicModel | None:
    """The model of the others' plays for these rules: with one pack, ``normal``'s own
    judgement (:class:`HeuristicModel`); with two packs, where a hand is read as card kinds
    and that judgement cannot be replayed exactly, the play model fitted to ``normal``'s
    two-pack plays (by scoring system); None where neither applies."""
    if not supports_model(rules):
        return None
    if rules.decks == 1:
        return HeuristicModel(rules)
    weights = MODEL_WEIGHTS.get(rules.scoring)
    return None if weights is None else PlayModel(weights, floor=MODEL_FLOOR)


#: How strongly sampled Douque piles favour cheap cards (see :func:`pile_bias_for`).
PILE_BIAS = 0.4


def pile_bias_for(rules: Rules) -> float:
    """How strongly the sampler fills covered piles with cheap cards: players cover their
    cheapest card where covered cards cost their value (Douque), so a pile of a few low cards
    is far likelier than a uniform deal makes it; elsewhere 0 (no tilt)."""
    return PILE_BIAS if rules.scoring == "douque" else 0.0


def world_sampler(knowledge: Knowledge, view: View, proposals: int,
                  card_model: str | None = None) -> Sampler:
    """The sampler the search uses: :class:`ModelSampler` where a model applies and
    ``proposals`` exceeds one, else the plain one. ``card_model`` (one pack): ``"tilt"``
    deals each hidden card to the seats with the weights of the learned card model
    (:mod:`sevens.bots.card_model`) before the plays are weighed as always; ``"only"`` uses
    the card model alone (no weighing of the plays); ``"proposal"`` deals with the tilt but
    undoes it in the weighing (:attr:`ModelSampler.undo_tilts`: the worlds follow today's
    reading alone, the tilt only chooses which are proposed; with no plays to weigh it deals
    without the tilt); None: none of these."""
    model = model_for(view.rules)
    cards = None
    if card_model is not None:
        from sevens.bots.card_model import model_for_rules

        cards = model_for_rules(view.rules)
    if model is None or proposals <= 1 or (cards is not None and card_model == "only"):
        biased = cards is not None and card_model != "proposal"
        sampler = Sampler(knowledge, pile_bias_for(view.rules) if biased else 0.0)
    else:
        sampler = ModelSampler(knowledge, view, model, proposals,
                               pile_bias=pile_bias_for(view.rules))
    if cards is not None and card_model == "proposal":
        if not isinstance(sampler, ModelSampler) or not sampler.compiled:
            return sampler  # no weighing of the plays would undo the tilt
        sampler.undo_tilts = True
    if cards is not None:
        from sevens.bots.card_model import card_features

        sampler.tilts = cards.tilts(card_features(view, knowledge, sampler))
    return sampler
