"""An opponent model that adapts: each other player is read as a mixture of styles.

``hard``'s plain model reads every play as ``normal`` would have made it
(:mod:`sevens.bots.inference`). Players who block differently — the styles of
:mod:`sevens.bots.styles` (``end-case``, ``hoarder``, ``runner``) — make that reading wrong.
Here each seat's plays are weighed against :data:`MODEL_STYLES` (``normal`` and the styles),
each softened (a softmax of its score at :data:`STYLE_TEMPERATURE` with a :data:`STYLE_FLOOR`
share spread evenly, so one play no style explains costs a world a bounded factor):

* the *shares* of the styles for a seat come from its plays this deal — the mean likelihood of
  its plays under each style over a few consistent worlds (:data:`ESTIMATE_WORLDS`), times the
  shares carried over from earlier deals of the match (:class:`StyleMemory`, kept by the bot);
  with the true hands the plays of a few turns tell the styles apart clearly, but over
  sampled hands one deal's reading names the right style only about half the time (four
  styles), so the memory across a match matters;
* a world's weight is, per seat, the mixture ``Σ share × likelihood`` of that seat's plays
  under each style kept (a style below :data:`KEEP_SHARE` is left out, which keeps the cost of
  a seat read as ``normal`` what it was).

With ``style_playouts`` the search's playouts play each other seat by a style drawn from these
shares (:meth:`StyleSampler.playout_shares`, :mod:`sevens.bots.style_playout`); measured
behind random playouts, it is off by default, in ``expert`` too.
"""

from __future__ import annotations

import math
import random

from sevens.bots.inference import ModelSampler
from sevens.bots.knowledge import Knowledge
from sevens.bots.public_plays import Choice, Geometry, pile_order
from sevens.bots.sampler import Sampler, World
from sevens.bots.styles import STYLES, run_counts, score_from_counts
from sevens.cards import CARDS_PER_PACK, CARDS_PER_SUIT, iter_indices
from sevens.game import View
from sevens.rules import Rules

#: The styles a seat is read as, ``normal`` first.
MODEL_STYLES = ("normal", *STYLES)
#: Shares before anything is known: ``normal`` half, the rest evenly.
PRIOR_SHARES = (0.5, *(0.5 / len(STYLES) for _ in STYLES))
#: Score points per unit of log-probability for the styles (their classes are 100 apart, so a
#: play against a style's order is left to the floor).
STYLE_TEMPERATURE = 0.25
#: The share of each choice's probability a style spreads evenly over the fitting cards.
STYLE_FLOOR = 0.1
#: Worlds the shares are estimated over, once per decision.
ESTIMATE_WORLDS = 24
#: Styles below this share of a seat are not weighed in the worlds.
KEEP_SHARE = 0.05
#: How strongly a deal's reading carries into the next: the memory becomes
#: ``before^(1 − m) × latest^m`` (the latest reading already includes ``before``, so 1 would be
#: plain Bayesian updating; less keeps a misread deal from fixing a seat's style for good).
MATCH_MEMORY = 0.7
#: The share of the memory always kept on the prior, so no style is ever ruled out.
MEMORY_FLOOR = 0.05
FULL_KINDS = (1 << CARDS_PER_PACK) - 1

#: A choice as the style model reads it: seat, cards surely held then, cards handed to it
#: later, per card that could have fitted (bit, kind, runs outwards as kinds), the played
#: card's place, the rows' starting rank, whether someone was racing, cards it could see.
StyleChoice = tuple[int, int, int, tuple[tuple[int, int, tuple[tuple[int, ...], ...]], ...],
                    int, int, bool, int]


def compile_styles(choices: list[Choice], geometries: list[Geometry], hidden: int,
                   rules: Rules) -> list[StyleChoice]:
    """The choices with everything that does not depend on the world worked out."""
    runs_cache: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}
    compiled = []
    for choice in choices:
        if not choice.table and rules.start == "any-rank":
            continue  # a Domino lead: no style reads it
        geometry = geometries[choice.position]
        chosen = 1 << choice.card
        surely = choice.later | chosen
        could = choice.open_cards & (hidden | surely)
        options = []
        chosen_at = 0
        for index in iter_indices(could):
            key = (choice.position, index)
            runs = runs_cache.get(key)
            if runs is None:
                runs = tuple(tuple(bit.bit_length() - 1 for bit in run)
                             for run in geometry.outward[index])
                runs_cache[key] = runs
            if 1 << index == chosen:
                chosen_at = len(options)
            options.append((1 << index, index, runs))
        if len(options) >= 2:
            compiled.append((choice.seat, surely, choice.arrived, tuple(options), chosen_at,
                             geometry.start_pos % CARDS_PER_SUIT, choice.race,
                             choice.table | choice.public))
    return compiled


def _log_share(scores: list[float], chosen: float, floor: float) -> float:
    top = max(scores)
    norm = sum(math.exp(score - top) for score in scores)
    share = math.exp(chosen - top) / norm
    return math.log((1.0 - floor) * share + floor / len(scores))


def style_log_likelihoods(items: list[StyleChoice], hand_now: int) -> list[float]:
    """Per style of :data:`STYLES`, the log-probability of one seat's choices ``items`` given
    the hand it holds now (kinds) in a sampled world."""
    count = len(STYLES)
    totals = [0.0] * count
    scale = 1.0 / STYLE_TEMPERATURE
    for _seat, surely, arrived, options, chosen_at, start_rank, race, seen in items:
        hand = (hand_now & ~arrived) | surely
        unseen = FULL_KINDS & ~hand & ~seen
        scores: list[list[float]] = [[] for _ in range(count)]
        chosen = [0.0] * count
        fitting = 0
        for number, (bit, index, runs) in enumerate(options):
            if not hand & bit:
                continue
            rest = hand & ~bit
            counts = run_counts(rest, runs, unseen)
            fitting += 1
            for place, style in enumerate(STYLES):
                score = scale * score_from_counts(style, counts, index, rest, start_rank, race)
                scores[place].append(score)
                if number == chosen_at:
                    chosen[place] = score
        if fitting >= 2:
            for place in range(count):
                totals[place] += _log_share(scores[place], chosen[place], STYLE_FLOOR)
    return totals


def _log_sum(terms: list[float]) -> float:
    top = max(terms)
    return top + math.log(sum(math.exp(term - top) for term in terms))


class StyleMemory:
    """What a bot has learnt of each seat's style over the match: per seat, shares of
    :data:`MODEL_STYLES`. The last reading of a deal is folded in when the next deal begins
    (:meth:`start_deal`); within a deal the shares it gives stay fixed, so no play counts
    twice."""

    def __init__(self) -> None:
        self.shares: dict[int, tuple[float, ...]] = {}
        self.latest: dict[int, tuple[float, ...]] = {}
        self.deal: object = None

    def start_deal(self, marker: object) -> None:
        """Called before each decision with something that names the deal (its first event):
        when the deal is new, the previous deal's last reading joins the memory."""
        if marker == self.deal:
            return
        self.deal = marker
        for seat, latest in self.latest.items():
            before = self.shares.get(seat, PRIOR_SHARES)
            mixed = [max(new, 1e-12) ** MATCH_MEMORY * old ** (1 - MATCH_MEMORY)
                     for new, old in zip(latest, before, strict=True)]
            total = sum(mixed)
            self.shares[seat] = tuple((1 - MEMORY_FLOOR) * share / total + MEMORY_FLOOR * prior
                                      for share, prior in zip(mixed, PRIOR_SHARES, strict=True))
        self.latest = {}

    def prior(self, seat: int) -> tuple[float, ...]:
        """A seat's shares before this deal's plays."""
        return self.shares.get(seat, PRIOR_SHARES)


class StyleSampler(ModelSampler):
    """:class:`~sevens.bots.inference.ModelSampler` with each seat read as a mixture of
    :data:`MODEL_STYLES`: the shares are estimated on the first batch of worlds, then every
    world is weighed by the mixture likelihood of each seat's plays."""

    def __init__(self, knowledge: Knowledge, view: View, model: object, proposals: int,
                 memory: StyleMemory, draws: int = 8, pile_bias: float = 0.0) -> None:
        super().__init__(knowledge, view, model, proposals, draws, pile_bias)  # type: ignore[arg-type]
        self.memory = memory
        by_seat: dict[int, list[StyleChoice]] = {}
        for item in compile_styles(self.choices, self.geometries, knowledge.hidden_mask,
                                   view.rules):
            by_seat.setdefault(item[0], []).append(item)
        self._style_items = by_seat
        self._style_memo: dict[int, dict[int, list[float]]] = {seat: {} for seat in by_seat}
        self.seats = sorted(set(by_seat) | set(self._by_seat))
        self.shares: dict[int, tuple[float, ...]] | None = None
        self._rows: dict[int, list[list[float]]] = {}  # the reading so far, per seat

    def sample(self, rng: random.Random) -> World:
        """The next world of the current batch (a new batch when it is used up). Until the
        shares are estimated, each call also reads one more plain world for them (so the
        reading is spread over the first slices of thinking) and the worlds are weighed as
        ``normal`` alone."""
        if self.proposals <= 1 or not (self.compiled or self._style_items):
            return Sampler.sample(self, rng)
        if self.shares is None:
            self._read_one(Sampler.sample(self, rng))
        if not self._queue:
            self._queue = self._batch(rng)
        return self._queue.pop()

    def playout_shares(self) -> dict[int, tuple[float, ...]]:
        """Every other seat's shares of :data:`MODEL_STYLES` for the playouts: this deal's
        reading once it is made, the memory's before (a seat out of the deal included; the
        fast loop never asks it to move)."""
        shares = self.shares or {}
        knowledge = self.knowledge
        return {seat: shares.get(seat) or self.memory.prior(seat)
                for seat in range(knowledge.players) if seat != knowledge.seat}

    def _hands(self, world: World) -> tuple[list[int], list[list[int]] | None]:
        hands = []
        for cards in world.hands:
            mask = 0
            for index in cards:
                mask |= 1 << index
            hands.append(mask)
        held = [pile_order(cards)[1] for cards in world.covered] if self.covers else None
        return hands, held

    def _normal(self, seat: int, hands: list[int], held: list[list[int]] | None) -> float:
        items = self._by_seat.get(seat)
        if not items:
            return 0.0
        key = (hands[seat], 0 if held is None else held[seat][0])
        seen = self._memo[seat]
        score = seen.get(key)
        if score is None:
            score = self.model.compiled_log_likelihood(items, hands, held)
            seen[key] = score
        return score

    def _styles(self, seat: int, hand: int) -> list[float]:
        items = self._style_items.get(seat)
        if not items:
            return [0.0] * len(STYLES)
        seen = self._style_memo[seat]
        scores = seen.get(hand)
        if scores is None:
            scores = style_log_likelihoods(items, hand)
            seen[hand] = scores
        return scores

    def log_likelihood(self, world: World) -> float:
        """The mixture log-likelihood of ``world`` (as ``normal`` alone before the shares
        are estimated)."""
        hands, held = self._hands(world)
        total = 0.0
        shares = self.shares
        for seat in self.seats:
            normal = self._normal(seat, hands, held)
            mine = shares.get(seat) if shares is not None else None
            if mine is None or mine[0] >= 1.0:
                total += normal
                continue
            terms = [math.log(mine[0]) + normal] if mine[0] > 0 else []
            styles = self._styles(seat, hands[seat])
            for place, score in enumerate(styles):
                if mine[place + 1] > 0:
                    terms.append(math.log(mine[place + 1]) + score)
            total += _log_sum(terms)
        return total

    def _read_one(self, world: World) -> None:
        """Add one plain world to the reading; once :data:`ESTIMATE_WORLDS` are read, each
        seat's shares are its prior times the mean likelihood of its plays under each style,
        and the latest reading goes to the memory."""
        hands, held = self._hands(world)
        for seat in self.seats:
            self._rows.setdefault(seat, []).append(
                [self._normal(seat, hands, held), *self._styles(seat, hands[seat])])
        if self.seats and len(self._rows[self.seats[0]]) < ESTIMATE_WORLDS:
            return
        shares: dict[int, tuple[float, ...]] = {}
        for seat, rows in self._rows.items():
            prior = self.memory.prior(seat)
            logs = [math.log(prior[place]) + _log_sum([row[place] for row in rows])
                    for place in range(len(MODEL_STYLES))]
            top = max(logs)
            weights = [math.exp(value - top) for value in logs]
            total = sum(weights)
            reading = tuple(weight / total for weight in weights)
            self.memory.latest[seat] = reading
            kept = [share if share >= KEEP_SHARE else 0.0 for share in reading]
            total = sum(kept)
            shares[seat] = tuple(share / total for share in kept)
        self.shares = shares


def style_sampler(knowledge: Knowledge, view: View, proposals: int,
                  memory: StyleMemory) -> ModelSampler | None:
    """A :class:`StyleSampler` for this decision, or None where the plain model does not
    apply (see :func:`sevens.bots.inference.model_for`)."""
    from sevens.bots.inference import model_for, pile_bias_for

    model = model_for(view.rules)
    if model is None or proposals <= 1:
        return None
    return StyleSampler(knowledge, view, model, proposals, memory,
                        pile_bias=pile_bias_for(view.rules))
