"""The deal review: every decision one seat made in a deal, weighed by the ``hard`` search.

For each of the seat's decisions the position is rebuilt from the deal and the moves before
it, and the hard bot's :class:`~sevens.bots.search.Search` weighs every legal move from that
seat's view only (what the seat knew then — the hidden hands are dealt again consistently
with the view, never read from the save). Every option is played out in the same sampled
worlds, so their differences are fair.

Values are the seat's average result of the deal in the table's own unit — money, chips,
placing points or deals won — with penalty points negated, so higher is always better. A
decision's ``loss`` is the best option's value minus the played one's (never negative; 0 where
only one move was legal), and the deal's ``total_loss`` is the "points left on the table".

The search is seeded from the save and the decision's index, so a review with a fixed number
of ``iterations`` (playouts per decision) repeats exactly. :class:`DealReview` works in slices
(:meth:`DealReview.advance`) so that a table can compute it across frames.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sevens.bots.heuristic import explain_move
from sevens.bots.search import Search
from sevens.game import Game, View
from sevens.moves import Move

#: Playouts per decision when none is asked for: about a tenth of a second of search each.
DEFAULT_ITERATIONS = 600
#: A forced move is only shown, never compared: it gets this fraction of the playouts.
FORCED_SHARE = 4
#: Values and losses are rounded to this many decimals in the report.
DECIMALS = 4


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat.

    ``index`` is the move's position in the deal's move list; ``options`` maps each legal
    move's text to its average value (higher is better); ``reasons`` gives the hint's reason
    text for each option; ``view`` is the seat's view just before the move.
    """

    index: int
    played: Move
    best: Move
    loss: float
    options: dict[str, float]
    reasons: dict[str, str]
    view: View
    worlds: int

    @property
    def forced(self) -> bool:
        """True when only one move was legal."""
        return len(self.options) == 1

    def to_dict(self) -> dict[str, Any]:
        """The decision as the JSON report gives it."""
        return {"index": self.index, "played": str(self.played), "best": str(self.best),
                "loss": self.loss, "options": dict(self.options)}


@dataclass(eq=False)
class DealReview:
    """The review of ``seat``'s decisions in ``game`` (a finished or unfinished deal).

    Call :meth:`advance` until :attr:`done` (or :meth:`run` to do it at once); the finished
    decisions are in :attr:`decisions`, in the order they were made.

    Raises:
        ValueError: ``seat`` is not a seat at the table, or ``iterations`` is not a whole
            number of 1 or more.
    """

    game: Game
    seat: int
    iterations: int = DEFAULT_ITERATIONS
    decisions: list[Decision] = field(default_factory=list)
    #: (move index, the seat's view before it, the move played) for every decision
    points: list[tuple[int, View, Move]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if (not isinstance(self.seat, int) or isinstance(self.seat, bool)
                or not 0 <= self.seat < self.game.players):
            raise ValueError(f"seat must be a seat from 0 to {self.game.players - 1}, "
                             f"not {self.seat!r}")
        if (not isinstance(self.iterations, int) or isinstance(self.iterations, bool)
                or self.iterations < 1):
            raise ValueError(f"iterations must be a whole number of 1 or more, "
                             f"not {self.iterations!r}")
        self._seed_text = _save_fingerprint(self.game)
        self.points = _decision_points(self.game, self.seat)
        self._pending = list(self.points)
        self._search: Search | None = None

    @property
    def total(self) -> int:
        """How many decisions the seat made in the deal."""
        return len(self.decisions) + len(self._pending)

    @property
    def done(self) -> bool:
        """True once every decision is weighed."""
        return not self._pending

    @property
    def total_loss(self) -> float:
        """The sum of the weighed decisions' losses ("points left on the table")."""
        return round(sum(decision.loss for decision in self.decisions), DECIMALS)

    def advance(self, seconds: float) -> bool:
        """Work for about ``seconds`` (one playout more at most); True once done."""
        deadline = time.perf_counter() + seconds
        while self._pending:
            index, view, played = self._pending[0]
            if self._search is None:
                rng = random.Random(f"{self._seed_text}:{index}")
                forced = len(view.legal_moves) == 1
                iterations = max(1, self.iterations // FORCED_SHARE) if forced else self.iterations
                self._search = Search.weighing_every_move(view, rng, iterations)
            left = deadline - time.perf_counter()
            if left <= 0:
                return False
            if self._search.advance(left) is None:
                return False
            self.decisions.append(_decision(index, view, played, self._search))
            self._pending.pop(0)
            self._search = None
        return True

    def run(self) -> DealReview:
        """Weigh every decision at once; returns self."""
        while not self.advance(1.0):
            pass
        return self

    def to_dict(self) -> dict[str, Any]:
        """``{"decisions": [...], "total_loss": y}`` (the decisions weighed so far)."""
        return {"decisions": [decision.to_dict() for decision in self.decisions],
                "total_loss": self.total_loss}

    def costliest(self, count: int = 3) -> list[Decision]:
        """The ``count`` decisions with the largest positive loss, costliest first."""
        costly = [decision for decision in self.decisions if decision.loss > 0]
        return sorted(costly, key=lambda decision: (-decision.loss, decision.index))[:count]


def review_game(game: Game, seat: int, iterations: int = DEFAULT_ITERATIONS) -> DealReview:
    """The whole review of ``seat``'s decisions in ``game`` (see :class:`DealReview`).

    Raises:
        ValueError: a seat or iterations out of range.
    """
    return DealReview(game, seat, iterations).run()


def _save_fingerprint(game: Game) -> str:
    """A short digest of the save (rules, deal, moves): the root of the review's seeds."""
    return hashlib.sha256(game.to_json().encode()).hexdigest()[:16]


def _decision_points(game: Game, seat: int) -> list[tuple[int, View, Move]]:
    """(index, view before, move played) for every move ``seat`` made in ``game``."""
    replay = game.clone()
    replay.undo_to(0)
    points = []
    for index, move in enumerate(game.moves):
        if replay.current_player == seat:
            points.append((index, replay.view(seat), move))
        replay.push(move)
    return points


def _decision(index: int, view: View, played: Move, search: Search) -> Decision:
    """The finished search's values as a :class:`Decision`."""
    values = {candidate.move: candidate.mean for candidate in search.candidates}
    if played not in values:  # a move the search did not weigh cannot be judged
        values[played] = max(values.values())
    best = max(search.candidates,
               key=lambda candidate: (round(candidate.mean, 9), -candidate.order)).move
    if round(values[played], 9) >= round(values[best], 9):
        best = played
    loss = 0.0 if len(values) == 1 else max(0.0, values[best] - values[played])
    situation = search.situation
    reasons = {}
    for move in values:
        try:
            reasons[str(move)] = explain_move(view, move, situation)
        except Exception:  # a reason is decoration; the values stand without it
            reasons[str(move)] = ""
    return Decision(
        index=index, played=played, best=best, loss=round(loss, DECIMALS),
        options={str(move): round(value, DECIMALS) for move, value in values.items()},
        reasons=reasons, view=view, worlds=search.worlds)


# ---------------------------------------------------------------------- command line


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``python -m sevens review`` options."""
    parser.description = (
        "Weigh every decision of one seat in a saved deal (Game.to_json) with the hard bot's "
        "search, from that seat's view only. Values are the seat's average result of the "
        "deal in the table's unit (penalty points negated: higher is better); loss = best "
        "option's value - the played one's.")
    parser.add_argument("save", help="a saved game (Game.to_json), or - for stdin")
    parser.add_argument("--seat", type=int, required=True, help="the seat to review (0 = first)")
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS,
                        help=f"playouts per decision (default {DEFAULT_ITERATIONS}); the same "
                             "number gives the same report")
    parser.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    """Run ``python -m sevens review``; prints the report.

    Raises:
        ValueError: the save cannot be read or is not a Sevens game, or the seat or
            iterations are out of range (the message says which).
    """
    try:
        text = sys.stdin.read() if args.save == "-" else Path(args.save).read_text("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read {args.save}: {error}") from None
    game = Game.from_json(text)
    review = review_game(game, args.seat, args.iterations)
    if args.json:
        print(json.dumps(review.to_dict(), indent=2))
        return 0
    unit = _unit_words(game)
    print(f"Seat {args.seat}: {len(review.decisions)} decisions, values in {unit}.")
    for decision in review.decisions:
        mark = "" if decision.loss == 0 else f"  loss {decision.loss:g}"
        best = "" if decision.best == decision.played else f", best {decision.best}"
        forced = " (forced)" if decision.forced else ""
        print(f"  move {decision.index}: played {decision.played}{forced}{best}{mark}")
    print(f"Left on the table: {review.total_loss:g} {unit.replace(' (negated)', '')}")
    return 0


def _unit_words(game: Game) -> str:
    """The report's unit in words, e.g. "money" or "penalty points (negated)"."""
    rules = game.rules
    if rules.scoring == "wins":
        return "deals won"
    unit = {"money": "money", "chips": "chips"}.get(rules.delta_key, "points")
    return f"penalty {unit} (negated)" if rules.lower_is_better else unit
