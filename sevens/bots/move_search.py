"""The search behind ``hard`` and the deal review: determinized Monte Carlo over the hidden
hands.

For one decision, :class:`Search` repeatedly samples a *world* — the other hands and covered
piles, dealt again consistently with everything the view shows (:mod:`sevens.bots.sampler`),
and picked in proportion to how well it explains the cards the others chose to play
(:mod:`sevens.bots.inference`) —
and, in that same world and with the same random stream, plays every candidate move out to
the end of the deal (the fast bitmask loop, which plays every rule set), scoring
each playout with the rule system's own scoring: money, chips, penalty or placing points, or
deals won. Comparing the candidates on shared worlds makes their differences much less noisy
than their values; candidates that fall clearly behind stop being played. The candidate with
the best mean wins; the normal heuristic orders the candidates and breaks ties.

Thinking is resumable: a :class:`Search` is set up in a few milliseconds, and
:meth:`Search.advance` works for a slice of time and returns the move once the budget (or the
iteration cap, which makes a seeded search exactly reproducible) is spent. The player is
:class:`sevens.bots.hard.HardBot`; the review of a deal (:mod:`sevens.review`) weighs every
move with the same search.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from sevens.bots.heuristic import Situation, judge_all
from sevens.bots.inference import world_sampler
from sevens.bots.knowledge import Knowledge
from sevens.bots.policy import GreedyPolicy, game_playout
from sevens.bots.sampler import Sampler, World
from sevens.bots.style_playout import StylePolicy, playout_policy
from sevens.bots.worlds import FastWorlds, skeleton_game, world_game
from sevens.fastloop import FastState, PlayoutPolicy, play_out, spec_for, supports
from sevens.game import Game, View
from sevens.moves import Move

#: Thinking time per decision, seconds: 70 ms natively; in the browser (Pyodide, about 2.7x
#: slower) 180 ms buys about the same number of playouts and keeps the 95th percentile of
#: decision times under 250 ms.
DEFAULT_BUDGET = 0.18 if sys.platform == "emscripten" else 0.07
#: ``expert``'s thinking time per decision, seconds: the same search for up to 1.5 s natively
#: and 3 s in the browser, stopped as soon as the move is settled (:data:`SETTLED_Z`).
EXPERT_BUDGET = 3.0 if sys.platform == "emscripten" else 1.5
#: ``expert`` stops once every other candidate still in play is within a practically nothing
#: of the leader, measured at this many standard errors of the paired difference (a candidate
#: clearly behind is dropped at :data:`DROP_Z`, so a lone survivor ends the search too).
SETTLED_Z = 3.0
#: "Practically nothing": this share of the spread of one playout's result.
SETTLED_SHARE = 0.02
#: Most candidate moves searched (the heuristic's best ones).
MAX_CANDIDATES = 10
#: Worlds every candidate gets before it may be dropped.
MIN_WORLDS = 12
#: How many standard errors behind the leader drop a candidate.
DROP_Z = 3.0
#: Consistent worlds drawn per world searched: batches of eight times as many are weighed by
#: how well they explain the other seats' plays and eight picked from each
#: (:class:`sevens.bots.inference.ModelSampler`; 1 = no opponent model).
PROPOSALS = 3
#: A search weighing every move for advice (:mod:`sevens.review`) may stop before its cap
#: once its leader is this many standard errors ahead of every other move, on the same
#: worlds, after at least :data:`CLEAR_MIN_WORLDS` worlds (checked every
#: :data:`CLEAR_EVERY` worlds, so the stopping point depends on the worlds only, never on time).
CLEAR_Z = 3.0
CLEAR_MIN_WORLDS = 24
CLEAR_EVERY = 8
#: How many standard errors ahead of the normal heuristic's favourite (on the same worlds)
#: another move must be before the search overrules the heuristic.
PRIOR_Z = 1.5
#: ``expert``'s overrule bar does not shrink with its many worlds: it is :data:`PRIOR_Z`
#: standard errors as they would be on this many worlds (about what ``hard`` searches in a
#: decision), or on the worlds searched if fewer (``Search(prior_worlds=...)``). Random
#: playouts misjudge holding a card back by a bias that more worlds do not shrink, so a bar
#: that shrank would let the bias overrule the heuristic ever more often.
EXPERT_PRIOR_WORLDS = 200


@dataclass
class CandidateStats:
    """Running results of one candidate move over the sampled worlds."""

    move: Move
    order: int  # the heuristic's rank, 0 = its favourite
    values: list[float] = field(default_factory=list)
    active: bool = True

    @property
    def mean(self) -> float:
        """Mean result so far."""
        return sum(self.values) / len(self.values) if self.values else -math.inf


class Search:
    """One decision's search (see the module docstring)."""

    def __init__(self, view: View, rng: random.Random, budget: float | None,
                 iterations: int | None, max_candidates: int = MAX_CANDIDATES,
                 playout: str = "random", epsilon: float = 0.1,
                 prior_z: float = PRIOR_Z,
                 sampler_factory: Callable[[Knowledge], Sampler] | None = None,
                 proposals: int = PROPOSALS, settle: bool = False,
                 style_playouts: bool = False, prior_worlds: int | None = None,
                 own_style: str | None = None, others_style: str | None = None) -> None:
        if not view.legal_moves:
            raise ValueError("this seat has no move to make")
        self.view = view
        self.rng = rng
        self.budget = budget
        self.iterations = iterations
        self.playout = playout
        self.epsilon = epsilon
        self.prior_z = prior_z
        # the overrule bar as the standard error on this many worlds, at least (None: on the
        # worlds searched, as hard; see _overrules)
        self.prior_worlds = prior_worlds
        self.sampler_factory = sampler_factory
        self.proposals = proposals
        self.settle = settle  # stop once the move is settled (see settled)
        # play each other seat by a style drawn from the sampler's reading of it
        # (sevens.bots.style_playout), where the sampler reads styles
        self.style_playouts = style_playouts
        # the searching seat's own later moves in a playout: at random (None) or by a style's
        # fast policy (sevens.bots.style_playout.StylePolicy, e.g. "normal")
        self.own_style = own_style
        # the other seats' moves in a playout: at random (None) or every other seat by a
        # style's fast policy (a stand-in for a playout policy distilled from hard, issue 48)
        self.others_style = others_style
        self.seconds_used = 0.0
        self.playouts = 0
        self.worlds = 0
        self.max_candidates = max_candidates
        self.result: Move | None = None
        self.situation: Situation | None = None
        self.candidates: list[CandidateStats] = []
        self.prepared = False
        self.weigh_all = False  # see weighing_every_move
        self.stop_when_clear = False
        if len(view.legal_moves) == 1:
            self.result = view.legal_moves[0]

    @classmethod
    def weighing_every_move(cls, view: View, rng: random.Random, iterations: int,
                            stop_when_clear: bool = False) -> Search:
        """A search for the deal review (:mod:`sevens.review`): every legal move, even a
        forced one, is played in every sampled world until ``iterations`` playouts are
        spent, and none is dropped, so each move's mean is comparable with the others'.
        ``stop_when_clear``: stop sooner once one move is clearly the best (see
        :data:`CLEAR_Z`); the stopping point depends on the sampled worlds only."""
        search = cls(view, rng, None, iterations, max_candidates=len(view.legal_moves))
        search.weigh_all = True
        search.stop_when_clear = stop_when_clear
        search.result = None
        return search

    def _prepare(self) -> None:
        """Judge the moves, build the sampler and the per-move templates (a few ms; done in
        the first slice so that :meth:`HardBot.begin` returns at once)."""
        self.prepared = True
        view = self.view
        max_candidates = self.max_candidates
        started = time.perf_counter()
        situation = Situation(view)
        self.situation = situation
        ranked = judge_all(situation)
        self.candidates = [CandidateStats(item.move, order)
                           for order, item in enumerate(ranked[:max_candidates])]
        rules = view.rules
        self.seat = view.seat
        self.sign = -1.0 if rules.lower_is_better else 1.0
        if self.sampler_factory is not None:
            self.sampler = self.sampler_factory(situation.knowledge)
        else:
            self.sampler = world_sampler(situation.knowledge, view, self.proposals)
        self.skeleton = skeleton_game(view, situation.knowledge)
        self.fast = supports(rules)
        self.templates: dict[Move, FastState | Game] = {}
        if self.fast:
            stand_in = self.sampler.sample(random.Random(0))
            self.fast_worlds = FastWorlds(self.skeleton, self.seat, stand_in)
            self.spec = spec_for(rules)
            for candidate in self.candidates:
                self.templates[candidate.move] = self.fast_worlds.after(candidate.move)
        self._pending: list[CandidateStats] = []
        self._values: list[float] = []
        self._world: World | None = None
        self._stream_seed = 0
        self.seconds_used += time.perf_counter() - started

    @property
    def done(self) -> bool:
        """True once the move is decided."""
        return self.result is not None

    def advance(self, seconds: float) -> Move | None:
        """Search for about ``seconds`` (less if the budget runs out); the move when done.

        The unit of work is one playout, so a slice overruns ``seconds`` by one playout at
        most; results count only once every active candidate has played the same world.
        """
        if self.result is not None:
            return self.result
        started = time.perf_counter()
        slice_end = started + seconds
        if not self.prepared:
            self._prepare()
            started = time.perf_counter()
            if started >= slice_end:
                return None
        while True:
            completed = self._step()
            now = time.perf_counter()
            elapsed = self.seconds_used + (now - started)
            if completed and self._finished(elapsed):
                break
            if (not completed and self.iterations is None and self.budget is not None
                    and elapsed >= self.budget and self.worlds > 0):
                self._pending = []  # out of time mid-world: drop the unpaired playouts
                break
            if now >= slice_end:
                self.seconds_used += now - started
                return None
        self.seconds_used += time.perf_counter() - started
        self.result = self._final_choice().move
        return self.result

    def _finished(self, elapsed: float) -> bool:
        if self.weigh_all and self.iterations is not None:
            return self.playouts >= self.iterations or (
                self.stop_when_clear and self._clearly_best())
        if sum(1 for candidate in self.candidates if candidate.active) <= 1:
            return True
        if self.settle and self.settled():
            return True
        if self.iterations is not None:
            return self.playouts >= self.iterations
        return self.budget is not None and elapsed >= self.budget

    def _step(self) -> bool:
        """Play one candidate out in the current world; True when that completes the world."""
        if not self._pending:
            self._world = self.sampler.sample(self.rng)
            self._stream_seed = self.rng.getrandbits(48)
            self._pending = [candidate for candidate in self.candidates if candidate.active]
            self._values = []
        candidate = self._pending[len(self._values)]
        stream = random.Random(self._stream_seed)
        if self.fast:
            value = self._fast_playout(self._world, candidate.move, stream)
        else:
            game = world_game(self.skeleton, self._world, self.seat)
            game.push(candidate.move)
            value = game_playout(game, self.seat, stream)
        self._values.append(self.sign * value)
        if len(self._values) < len(self._pending):
            return False
        for finished, result in zip(self._pending, self._values, strict=True):
            finished.values.append(result)
        self.playouts += len(self._values)
        self.worlds += 1
        self._pending = []
        if self.worlds >= MIN_WORLDS and self.worlds % 4 == 0 and not self.weigh_all:
            self._drop_losers()
        return True

    def _fast_playout(self, world: World, move: Move, stream: random.Random) -> float:
        template = self.templates[move]
        if isinstance(template, Game):
            return self.fast_worlds.finished_result(template, world, move)[self.seat]
        state = self.fast_worlds.state(template, world, move)
        policy: PlayoutPolicy | None = None
        if self.playout != "random":
            policy = GreedyPolicy(self.spec.rules, stream.random, self.epsilon)
        elif self.style_playouts:
            shares = getattr(self.sampler, "playout_shares", None)
            if shares is not None:
                policy = playout_policy(self.spec.rules, shares(), stream, self.seat,
                                        self.own_style)
        if policy is None and (self.own_style is not None or self.others_style is not None):
            styles: dict[int, str] = {}
            if self.others_style is not None:
                styles = {other: self.others_style for other in range(self.view.players)
                          if other != self.seat}
            if self.own_style is not None:
                styles[self.seat] = self.own_style
            policy = StylePolicy(self.spec.rules, styles, stream.random)
        return play_out(state, self.spec, stream.random, policy=policy)[self.seat]

    def _clearly_best(self) -> bool:
        """True when the leader is :data:`CLEAR_Z` standard errors ahead of every other move
        (checked on whole batches of worlds only, see :data:`CLEAR_EVERY`)."""
        if (len(self.candidates) < 2 or self.worlds < CLEAR_MIN_WORLDS
                or self.worlds % CLEAR_EVERY):
            return False
        leader = self._best()
        for candidate in self.candidates:
            if candidate is leader:
                continue
            mean, error = paired_difference(leader.values, candidate.values)
            if mean <= CLEAR_Z * error or mean <= 0:
                return False
        return True

    def settled(self) -> bool:
        """Whether more search would not change the move: every candidate still in play is
        within :data:`SETTLED_SHARE` of a playout's spread of the leader, at :data:`SETTLED_Z`
        standard errors of their paired difference (checked at the same points as the
        dropping, from :data:`MIN_WORLDS` worlds on). Candidates clearly behind are dropped,
        so together this stops when one move is clearly best or the rest are as good."""
        if self.worlds < MIN_WORLDS or self.worlds % 4 or self.weigh_all:
            return False
        leader = self._best()
        values = leader.values
        mean = sum(values) / len(values)
        spread = math.sqrt(sum((value - mean) ** 2 for value in values) / max(1, len(values) - 1))
        margin = SETTLED_SHARE * spread
        for candidate in self.candidates:
            if not candidate.active or candidate is leader:
                continue
            difference, error = paired_difference(candidate.values, leader.values)
            if abs(difference) + SETTLED_Z * error > margin:
                return False
        return True

    def _drop_losers(self) -> None:
        leader = self._best()
        for candidate in self.candidates:
            if not candidate.active or candidate is leader:
                continue
            mean, error = paired_difference(candidate.values, leader.values)
            if mean + DROP_Z * error < 0 or (error == 0 and mean < 0):
                if (candidate.order == 0 and self.prior_worlds is not None
                        and not self._overrules(leader.values, candidate.values)):
                    continue  # the favourite stays until the leader clears the overrule bar
                candidate.active = False

    def _final_choice(self) -> CandidateStats:
        """The search's leader if it is clearly ahead of the heuristic's favourite (or the
        favourite was dropped); else the favourite. Random playouts judge the strategic worth
        of holding a card back only roughly, so a good heuristic keeps the casting vote."""
        leader = self._best()
        favourite = self.candidates[0]
        if leader is favourite or not favourite.active or self.prior_z <= 0:
            return leader
        count = min(len(leader.values), len(favourite.values))
        if count < 2:
            return favourite
        return leader if self._overrules(leader.values[-count:], favourite.values[-count:]) \
            else favourite

    def _overrules(self, leader: list[float], favourite: list[float]) -> bool:
        """Whether ``leader`` is far enough ahead of the heuristic's favourite, on the same
        worlds, to overrule it: :attr:`prior_z` standard errors of the paired difference —
        with :attr:`prior_worlds`, standard errors as on that many worlds where more were
        searched (a bar that does not shrink as the worlds grow)."""
        count = len(favourite)
        mean, error = paired_difference(leader, favourite)
        if self.prior_worlds is not None and count > self.prior_worlds:
            error *= math.sqrt(count / self.prior_worlds)
        return mean > self.prior_z * error

    def _best(self) -> CandidateStats:
        active = [candidate for candidate in self.candidates if candidate.active]
        return max(active, key=lambda candidate: (round(candidate.mean, 9), -candidate.order))

    def summary(self) -> dict[str, object]:
        """What the search saw: worlds, playouts, seconds, and each candidate's mean."""
        return {
            "worlds": self.worlds, "playouts": self.playouts,
            "seconds": round(self.seconds_used, 4),
            "candidates": {str(candidate.move): (round(candidate.mean, 4), len(candidate.values))
                           for candidate in self.candidates},
        }


def paired_difference(mine: list[float], theirs: list[float]) -> tuple[float, float]:
    """The mean of ``mine − theirs`` over the same simulated deals, and its standard error."""
    count = len(mine)
    differences = [a - b for a, b in zip(mine, theirs, strict=True)]
    mean = sum(differences) / count
    variance = sum((item - mean) ** 2 for item in differences) / max(1, count - 1)
    return mean, math.sqrt(variance / count)
