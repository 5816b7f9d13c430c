"""The ``hard`` level: a player that searches over the hidden hands before it moves.

:class:`HardBot` runs one :class:`~sevens.bots.move_search.Search` a decision (the hidden
cards dealt again many times, consistently with its view, and every candidate move played
out in each of those deals); it follows the normal heuristic unless the search is clearly
better. Thinking is resumable: :meth:`HardBot.begin` sets up (a few milliseconds), and
:meth:`HardBot.advance` works for a slice of time and returns the move once the budget (or the
iteration cap, which makes a seeded search exactly reproducible) is spent.
"""

from __future__ import annotations

from collections.abc import Callable

from sevens.bots.base import BaseBot
from sevens.bots.card_model import tilt_by_card_model
from sevens.bots.heuristic import explain_move, signed
from sevens.bots.inference import world_sampler
from sevens.bots.knowledge import Knowledge
from sevens.bots.move_search import (
    DEFAULT_BUDGET,
    MAX_CANDIDATES,
    PRIOR_Z,
    PROPOSALS,
    CandidateStats,
    Search,
    paired_difference,
)
from sevens.bots.sampler import Sampler
from sevens.bots.style_model import StyleMemory, style_sampler
from sevens.bots.style_playout import PLAYOUT_STYLES
from sevens.game import View
from sevens.message import Message, sentences
from sevens.moves import COVER, GIVE, LEFTOVER, Move

#: Whether ``hard`` reads the others as a mixture of styles by default (see ``adapt``): not
#: yet — at a fixed number of playouts the style reading makes a decision cost about twice the
#: time, so within hard's 70 ms it halves the playouts, and its worth is not measured yet.
#: ``expert``, with time to spare, reads them so.
ADAPT = False


class HardBot(BaseBot):
    """Searches over hidden hands (see :mod:`sevens.bots.move_search`).

    ``budget``: thinking seconds per decision (default :data:`DEFAULT_BUDGET`);
    ``iterations``: a fixed number of playouts instead of a time budget, so that a seeded bot
    decides exactly the same way every time; ``playout``: ``random`` (uniform random
    playouts, the default: in paired tests they judged moves at least as well as the greedy
    policy and run about twice as fast) or ``greedy`` (:class:`~sevens.bots.policy.GreedyPolicy`
    with ``epsilon`` random moves); ``prior_z``: how clearly (in standard errors) the search
    must beat the normal heuristic's favourite to overrule it (0: always follow the search);
    ``proposals``: consistent worlds drawn per world searched, the one kept chosen by how well
    it explains the other seats' plays (:mod:`sevens.bots.inference`; 1: every consistent
    world is as likely as any other); ``adapt``: read each other seat as a mixture of playing
    styles learnt from its plays this deal and earlier in the match
    (:mod:`sevens.bots.style_model`; default :data:`ADAPT`, for expert on) instead of as
    ``normal``; ``style_playouts`` (with ``adapt`` only): the playouts play each other seat
    by a style drawn from that reading (:mod:`sevens.bots.style_playout`) instead of at
    random; ``prior_worlds``: the overrule bar is ``prior_z`` standard errors as they would be
    on this many worlds, however many are searched (``Search(prior_worlds=...)``; 0: on the
    worlds searched; default ``prior_worlds_default``: 0 for ``hard``,
    :data:`~sevens.bots.move_search.EXPERT_PRIOR_WORLDS` for ``expert``); ``own_style``: how
    the searching seat itself plays its later moves in a playout, ``random`` (the default) or
    a style of :data:`~sevens.bots.style_playout.PLAYOUT_STYLES` (measured behind random,
    docs/bots.md; for measurements); ``card_model``: how the learned card model
    (:mod:`sevens.bots.card_model`) shapes the worlds, ``"tilt"``, ``"only"``, ``"proposal"``
    or None (off; see :func:`~sevens.bots.inference.world_sampler`; default ``card_model_default``).
    """

    name = "hard"
    settle = False  # hard spends its whole (short) budget; expert stops once settled
    adapt_default = ADAPT
    style_playouts_default = False
    prior_worlds_default = 0  # hard's bar is on the worlds it searched
    own_style_default: str | None = None  # its own later moves in a playout: at random
    others_style_default: str | None = None  # the others' moves in a playout: at random
    card_model_default: str | None = None  # the learned card model: off (docs/bots.md)

    def __init__(self, seed: int | None = None, budget: float | None = DEFAULT_BUDGET,
                 iterations: int | None = None, max_candidates: int = MAX_CANDIDATES,
                 playout: str = "random", epsilon: float = 0.1,
                 prior_z: float = PRIOR_Z, proposals: int = PROPOSALS,
                 adapt: bool | None = None, style_playouts: bool | None = None,
                 prior_worlds: int | None = None, own_style: str | None = None,
                 card_model: str | None | bool = None,
                 others_style: str | None = None) -> None:
        super().__init__(seed)
        if card_model is None:
            card_model = self.card_model_default
        elif card_model is True:
            card_model = "tilt"
        elif card_model is False or card_model == "off":
            card_model = None
        if card_model not in (None, "tilt", "only", "proposal"):
            raise ValueError("card_model must be 'tilt', 'only', 'proposal' or off")
        self.card_model: str | None = card_model
        self.own_style = (self.own_style_default if own_style is None
                          else None if own_style == "random" else own_style)
        if self.own_style is not None and self.own_style not in PLAYOUT_STYLES:
            raise ValueError(f"own_style must be 'random' or one of {PLAYOUT_STYLES}")
        self.others_style = (self.others_style_default if others_style is None
                             else None if others_style == "random" else others_style)
        if self.others_style is not None and self.others_style not in PLAYOUT_STYLES:
            raise ValueError(f"others_style must be 'random' or one of {PLAYOUT_STYLES}")
        self.adapt = self.adapt_default if adapt is None else adapt
        self.style_playouts = (self.style_playouts_default if style_playouts is None
                               else style_playouts)
        self.style_memory = StyleMemory()  # kept across the deals of a match
        self._view: View | None = None
        if playout not in ("random", "greedy"):
            raise ValueError("playout must be 'random' or 'greedy'")
        self.budget = budget if budget is not None else DEFAULT_BUDGET
        self.iterations = iterations
        self.max_candidates = max_candidates
        self.playout = playout
        self.epsilon = epsilon
        self.prior_z = prior_z
        if not isinstance(proposals, int) or proposals < 1:
            raise ValueError("proposals must be a whole number from 1")
        self.proposals = proposals
        self.prior_worlds = self.prior_worlds_default if prior_worlds is None else prior_worlds
        if not isinstance(self.prior_worlds, int) or self.prior_worlds < 0:
            raise ValueError("prior_worlds must be a whole number from 0")
        self.search: Search | None = None
        self.last_search: Search | None = None

    def begin(self, view: View) -> None:
        """Set up the search for ``view`` (samples nothing yet)."""
        self._view = view
        self.search = Search(view, self.rng, self.budget, self.iterations, self.max_candidates,
                             self.playout, self.epsilon, self.prior_z, self._sampler_factory(),
                             self.proposals, settle=self.settle,
                             style_playouts=self.adapt and self.style_playouts,
                             prior_worlds=self.prior_worlds or None,
                             own_style=self.own_style, others_style=self.others_style)

    def _sampler_factory(self) -> Callable[[Knowledge], Sampler] | None:
        """How the search deals the hidden cards (None: from the view, weighed by the
        opponent model where it applies; see :func:`sevens.bots.inference.world_sampler`;
        with ``adapt``, by the style mixture, :mod:`sevens.bots.style_model`)."""
        memory, proposals, view = self.style_memory, self.proposals, self._view
        cards = self.card_model
        if view is None or (not self.adapt and cards is None):
            return None
        if not self.adapt:
            return lambda knowledge: world_sampler(knowledge, view, proposals, cards)

        def adaptive(knowledge: Knowledge) -> Sampler:
            memory.start_deal(view.events[0] if view.events else None)
            sampler = style_sampler(knowledge, view, proposals, memory)
            if sampler is None:
                return world_sampler(knowledge, view, proposals, cards)
            if cards is not None:
                tilt_by_card_model(sampler, knowledge, view)
            return sampler

        return adaptive

    def advance(self, seconds: float) -> Move | None:
        """Search for about ``seconds``; the move once the budget is spent, else None.

        Raises:
            RuntimeError: called before :meth:`begin`.
        """
        if self.search is None:
            raise RuntimeError("advance() called before begin()")
        move = self.search.advance(seconds)
        if move is not None:
            self.last_search, self.search = self.search, None
        return move

    def choose(self, view: View) -> Move:
        """Search the whole budget at once and return the best move.

        Raises:
            ValueError: the view's seat is not to move.
        """
        self.begin(view)
        while True:
            move = self.advance(1.0)
            if move is not None:
                return move

    def explain(self, view: View, move: Move) -> Message:
        """The heuristic reason for ``move``, plus what the search found if it searched it."""
        search = self.last_search
        situation = search.situation if search is not None and search.view is view else None
        reason = explain_move(view, move, situation)
        if search is None or search.view is not view or not search.candidates:
            return reason
        for candidate in search.candidates:
            if candidate.move == move and candidate.values:
                return sentences(reason, _search_words(view, candidate, search))
        return reason


def move_phrase(move: Move) -> Message:
    """A move as words after "than" (``hint.alternative.*``): ``covering the Q♣``, ``playing
    the 6♥ on the second row``, ``passing``."""
    card = move.card
    if card is None:
        return Message("hint.alternative.pass")
    if move.kind == COVER:
        return Message("hint.alternative.cover", card=card)
    if move.kind == GIVE:
        return Message("hint.alternative.give", card=card)
    phrase = Message("hint.alternative.leftover" if move.kind == LEFTOVER
                     else "hint.alternative.play", card=card)
    if move.row == 2:
        return Message("hint.alternative.second_row", move=phrase)
    return phrase


#: The table's unit in a search's sentence, by the result's delta key.
UNIT_MESSAGES = {"money": "unit.money", "chips": "unit.chips", "points": "results.unit.points"}


def _search_words(view: View, candidate: CandidateStats, search: Search) -> Message | None:
    """What the search found for ``candidate``, as a difference against the best other move
    it searched on the same simulated deals ("+3.1 money better than covering the Q♣"):
    a ``hint.reason.search_*`` message, or None when it searched no other move."""
    rules = view.rules
    others = [other for other in search.candidates if other is not candidate and other.values]
    if not others:
        return None
    rival = max(others, key=lambda other: other.mean)
    count = min(len(candidate.values), len(rival.values))
    mine = sum(candidate.values[:count]) / count
    theirs = sum(rival.values[:count]) / count
    difference = mine - theirs  # higher is better (penalties were negated)
    alternative = move_phrase(rival.move)
    if rules.scoring == "wins":
        return Message("hint.reason.search_wins_against", percent=round(100 * mine),
                       worlds=count, other_percent=round(100 * theirs), alternative=alternative)
    unit = Message(UNIT_MESSAGES[rules.delta_key])
    if abs(difference) < 0.05:
        return Message("hint.reason.search_as_well", worlds=count, alternative=alternative)
    if difference < 0 and _within_chance(candidate.values[:count], rival.values[:count],
                                         search.prior_z):
        # the heuristic's favourite, kept because the search was not clearly better
        return Message("hint.reason.search_within_chance", worlds=count,
                       alternative=alternative)
    amount = f"{abs(difference):.1f}"
    if rules.lower_is_better:
        return Message("hint.reason.search_fewer" if difference > 0
                       else "hint.reason.search_more", worlds=count, amount=amount, unit=unit,
                       alternative=alternative)
    if difference > 0:
        return Message("hint.reason.search_better", worlds=count, mean=signed(difference),
                       unit=unit, alternative=alternative)
    return Message("hint.reason.search_worse", worlds=count, amount=amount, unit=unit,
                   alternative=alternative)


def _within_chance(mine: list[float], theirs: list[float], z: float) -> bool:
    """Whether the paired difference of two candidates' results on the same simulated deals
    is within ``z`` standard errors of nothing."""
    if len(mine) < 2:
        return True
    mean, error = paired_difference(mine, theirs)
    return abs(mean) <= max(z, 1.0) * error
