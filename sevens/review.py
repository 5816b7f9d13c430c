"""The deal review and the hint: one judgement of a decision, weighed by the ``hard`` search.

For each decision the position is rebuilt from the deal and the moves before it, and the
hard bot's :class:`~sevens.bots.move_search.Search` weighs every legal move from that seat's view
only (what the seat knew then — the hidden hands are dealt again consistently with the view,
never read from the save). Every option is played out in the same sampled worlds, so their
differences are fair.

The hint the table gives during a deal is this same analysis computed ahead of time
(:class:`DecisionWeighing`): the same search, the same seed (from the deal — rules, dealer,
hands — and the decision's index, never the moves after it), the same playouts and every
legal option. So the Review after the deal shows exactly the values the hint saw, and a move
the hint named best is never marked a mistake. The search stops before its cap of
``iterations`` playouts once one move is clearly the best (on whole batches of sampled
worlds, so the stopping point never depends on time or the machine).

Values are the seat's average result of the deal in the table's own unit — money, chips,
placing points or deals won — with penalty points negated, so higher is always better. A
decision's ``loss`` is the best option's value minus the played one's (never negative; 0 where
only one move was legal), with an interval of about two standard errors on each side; the
deal's ``total_loss`` is the "points left on the table". Where the best move and another are
within chance of each other, the decision is a *close call* and neither is called a mistake.

:class:`DealReview` works in slices (:meth:`DealReview.advance`) so that a table can compute
it across frames.
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
from sevens.bots.move_search import Search, paired_difference
from sevens.game import Game, View
from sevens.message import Message
from sevens.moves import Move
from sevens.record_checks import FORMAT_NAME, RECORD_VERSION

#: Playouts per decision when none is asked for (the table's hint and Review use it too): about
#: a tenth of a second of search natively, less when one move is clearly the best.
DEFAULT_ITERATIONS = 600
#: A forced move is only shown, never compared: it gets this fraction of the playouts.
FORCED_SHARE = 4
#: Values and losses are rounded to this many decimals in the report.
DECIMALS = 4
#: Two options whose paired difference is within this many standard errors of nothing are
#: within chance of each other: a close call, neither a mistake.
CHANCE_Z = 2.0
#: No figure is shown to the player from fewer sampled worlds than this.
MIN_FIGURE_WORLDS = 20
#: The version of the match snapshot inside a saved-game record that this game reads (the
#: game's own ``sevens.app.saved_match.SAVE_VERSION``; tests/test_advice.py holds them equal).
SAVED_MATCH_VERSION = 1


def deal_fingerprint(game: Game) -> str:
    """A short digest of the deal alone (rules, dealer, seed, hands, leftovers; never the
    moves): the root of the seeds of every decision's search, so that a decision is weighed
    the same way in the middle of the deal (the hint) and after it (the review)."""
    data = game.to_dict()
    data.pop("moves", None)
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class Judgement:
    """The search's verdict on one decision, before anyone chose.

    ``options`` maps each legal move's text to its average value (higher is better);
    ``best`` is the option with the highest value (the heuristic's order breaks ties);
    ``close`` lists the other options within chance of ``best`` (:data:`CHANCE_Z`), closest
    first, with their paired difference and its standard error against ``best``;
    ``reasons`` gives the heuristic's reason for each option (a
    :class:`~sevens.message.Message`); ``worlds`` is how many sampled
    deals every option was played out in.
    """

    index: int
    view: View
    best: Move
    options: dict[str, float]
    differences: dict[str, tuple[float, float]]
    reasons: dict[str, Message]
    worlds: int

    @property
    def forced(self) -> bool:
        """True when only one move was legal."""
        return len(self.options) == 1

    @property
    def close(self) -> list[str]:
        """The other options within chance of the best, closest first."""
        near = [option for option, (mean, error) in self.differences.items()
                if mean <= CHANCE_Z * error]
        return sorted(near, key=lambda option: self.differences[option][0])

    @property
    def close_call(self) -> bool:
        """True when another option is within chance of the best."""
        return bool(self.close)

    @property
    def meaningful(self) -> bool:
        """True when enough sampled deals stand behind the figures to show them."""
        return self.worlds >= MIN_FIGURE_WORLDS

    def runner_up(self) -> str | None:
        """The best of the other options (the closest one), if any."""
        if not self.differences:
            return None
        return min(self.differences, key=lambda option: self.differences[option][0])

    def hint_dict(self) -> dict[str, Any]:
        """The hint as ``python -m sevens hint --json`` prints it."""
        return {"index": self.index, "best": str(self.best), "options": dict(self.options),
                "close_call": self.close_call}


class DecisionWeighing:
    """Weighs one decision in slices (:meth:`advance`) and gives its :class:`Judgement`.

    ``view`` is the deciding seat's view at move ``index`` of the deal whose fingerprint is
    ``seed_text`` (:func:`deal_fingerprint`); the same three and ``iterations`` always give
    the same judgement, however the work is sliced.
    """

    def __init__(self, view: View, index: int, seed_text: str,
                 iterations: int = DEFAULT_ITERATIONS) -> None:
        if (not isinstance(iterations, int) or isinstance(iterations, bool)
                or iterations < 1):
            raise ValueError(f"iterations must be a whole number of 1 or more, "
                             f"not {iterations!r}")
        self.view = view
        self.index = index
        rng = random.Random(f"{seed_text}:{index}")
        forced = len(view.legal_moves) == 1
        playouts = max(1, iterations // FORCED_SHARE) if forced else iterations
        self.search = Search.weighing_every_move(view, rng, playouts, stop_when_clear=True)
        self.judgement: Judgement | None = None

    @property
    def done(self) -> bool:
        """True once the judgement is made."""
        return self.judgement is not None

    def advance(self, seconds: float) -> Judgement | None:
        """Work for about ``seconds`` (one playout more at most); the judgement once made."""
        if self.judgement is None and self.search.advance(seconds) is not None:
            self.judgement = _judgement(self.index, self.view, self.search)
        return self.judgement

    def run(self) -> Judgement:
        """The whole judgement at once."""
        while self.advance(1.0) is None:
            pass
        assert self.judgement is not None
        return self.judgement


def _judgement(index: int, view: View, search: Search) -> Judgement:
    """The finished search's values as a :class:`Judgement`."""
    candidates = {candidate.move: candidate for candidate in search.candidates}
    best = max(search.candidates,
               key=lambda candidate: (round(candidate.mean, 9), -candidate.order))
    differences = {}
    for move, candidate in candidates.items():
        if candidate is best:
            continue
        if len(candidate.values) >= 2:
            mean, error = paired_difference(best.values, candidate.values)
        else:
            mean, error = best.mean - candidate.mean, float("inf")
        differences[str(move)] = (round(mean, DECIMALS), round(error, DECIMALS))
    situation = search.situation
    reasons = {}
    for move in candidates:
        try:
            reasons[str(move)] = explain_move(view, move, situation)
        except Exception:  # a reason is decoration; the values stand without it
            continue
    return Judgement(index=index, view=view, best=best.move,
                     options={str(move): round(candidate.mean, DECIMALS)
                              for move, candidate in candidates.items()},
                     differences=differences, reasons=reasons, worlds=search.worlds)


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: its :class:`Judgement` and the move played.

    ``index`` is the move's position in the deal's move list; ``options`` maps each legal
    move's text to its average value (higher is better); ``reasons`` gives the hint's reason
    for each option (a message); ``view`` is the seat's view just before the move; ``loss`` is
    the best value minus the played one, ``interval`` the range the loss lies in by chance
    (about two standard errors each side).
    """

    index: int
    played: Move
    best: Move
    loss: float
    options: dict[str, float]
    reasons: dict[str, Message]
    view: View
    worlds: int
    interval: tuple[float, float] = (0.0, 0.0)
    judgement: Judgement | None = None

    @property
    def forced(self) -> bool:
        """True when only one move was legal."""
        return len(self.options) == 1

    @property
    def within_chance(self) -> bool:
        """True when the move played is not the best but within chance of it: a close call,
        not a mistake."""
        return self.played != self.best and self.interval[0] <= 0

    @property
    def mistake(self) -> bool:
        """True when the move played is worse than the best beyond chance."""
        return self.loss > 0 and not self.within_chance

    @property
    def close_call(self) -> bool:
        """True when the best move has a rival within chance (the hint said so too)."""
        return self.judgement is not None and self.judgement.close_call

    def to_dict(self) -> dict[str, Any]:
        """The decision as the JSON report gives it."""
        return {"index": self.index, "played": str(self.played), "best": str(self.best),
                "loss": self.loss, "interval": list(self.interval),
                "close_call": self.close_call, "options": dict(self.options)}


def decision_from(judgement: Judgement, played: Move) -> Decision:
    """The review of ``played`` against ``judgement`` (the move made at that decision)."""
    options = dict(judgement.options)
    best = judgement.best
    key = str(played)
    if key not in options:  # a move the search did not weigh cannot be judged
        options[key] = options[str(best)]
    if played == best or round(options[key], 9) >= round(options[str(best)], 9):
        best, loss, interval = played, 0.0, (0.0, 0.0)
    else:
        mean, error = judgement.differences.get(key, (options[str(best)] - options[key], 0.0))
        loss = max(0.0, options[str(best)] - options[key])
        interval = (round(mean - CHANCE_Z * error, DECIMALS),
                    round(mean + CHANCE_Z * error, DECIMALS))
    if len(options) == 1:
        loss = 0.0
    return Decision(index=judgement.index, played=played, best=best, loss=round(loss, DECIMALS),
                    options=options, reasons=dict(judgement.reasons), view=judgement.view,
                    worlds=judgement.worlds, interval=interval, judgement=judgement)


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
        self._seed_text = deal_fingerprint(self.game)
        self.points = _decision_points(self.game, self.seat)
        self._pending = list(self.points)
        self._weighing: DecisionWeighing | None = None
        self._known: dict[int, Judgement] = {}

    def adopt(self, judgement: Judgement) -> None:
        """Use a judgement already made for one of the decisions (the hint the table
        computed with the same seed and iterations), so it is not weighed twice."""
        self._known[judgement.index] = judgement

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
            judgement = self._known.get(index)
            if judgement is None:
                if self._weighing is None:
                    self._weighing = DecisionWeighing(view, index, self._seed_text,
                                                      self.iterations)
                left = deadline - time.perf_counter()
                if left <= 0:
                    return False
                judgement = self._weighing.advance(left)
                if judgement is None:
                    return False
            self.decisions.append(decision_from(judgement, played))
            self._pending.pop(0)
            self._weighing = None
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
        """The ``count`` decisions with the largest loss beyond chance, costliest first."""
        costly = [decision for decision in self.decisions if decision.mistake]
        return sorted(costly, key=lambda decision: (-decision.loss, decision.index))[:count]


def review_game(game: Game, seat: int, iterations: int = DEFAULT_ITERATIONS) -> DealReview:
    """The whole review of ``seat``'s decisions in ``game`` (see :class:`DealReview`).

    Raises:
        ValueError: a seat or iterations out of range.
    """
    return DealReview(game, seat, iterations).run()


def hint_weighing(game: Game, seat: int,
                  iterations: int = DEFAULT_ITERATIONS) -> DecisionWeighing:
    """The weighing of the decision ``seat`` faces now in ``game`` (the hint), seeded as the
    review of the finished deal will seed it.

    Raises:
        ValueError: it is not ``seat``'s turn, or iterations are out of range.
    """
    if game.over or game.current_player != seat:
        raise ValueError(f"seat {seat} has no decision to make now")
    return DecisionWeighing(game.view(seat), len(game.moves), deal_fingerprint(game),
                            iterations)


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


# ---------------------------------------------------------------------- command line

#: How the save arguments are described in ``--help``.
SAVE_HELP = ("a saved deal (Game.to_json), or the game's own saved-game.json (the match in "
             "progress, in the data folder: ~/.local/share/sevens on Linux, ~/Library/"
             "Application Support/sevens on macOS, %%APPDATA%%\\sevens on Windows), or - for "
             "stdin")


def load_deal(text: str, deal: int | None = None) -> tuple[Game, int | None]:
    """The deal a save holds and the player's seat where the save knows it.

    ``text`` is a deal save (:meth:`Game.to_json`) or the game's ``saved-game.json`` record
    (the match in progress: its finished deals and the deal being played). From a match,
    ``deal`` picks a deal by its number in the match (1 = first); by default the deal being
    played, or the last finished one when the deal being played has no move yet.

    Raises:
        ValueError: the text is neither, or ``deal`` is not a deal of the match.
    """
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ValueError(f"save: not JSON ({error})") from None
    if isinstance(data, dict) and data.get("format") == FORMAT_NAME and "data" in data:
        if data.get("record") not in (None, "saved-game"):
            raise ValueError(f"save: this is the game's {data.get('record')!r} record, not "
                             "a saved game")
        _check_version(data.get("version"), RECORD_VERSION, "record")
        data = data["data"]
        if not data:
            raise ValueError("save: the saved-game record is empty (no match in progress)")
    if isinstance(data, dict) and "current" in data and "format" not in data:
        _check_version(data.get("version"), SAVED_MATCH_VERSION, "saved game")
        info = data.get("info") if isinstance(data.get("info"), dict) else {}
        finished = [entry for entry in info.get("finished", []) if isinstance(entry, dict)]
        current = data["current"]
        # saved at the results, the deal just scored is already the last finished one
        games = finished if finished and finished[-1] == current else [*finished, current]
        seat = data.get("seat") if isinstance(data.get("seat"), int) else None
        if deal is None:
            playing = Game.from_dict(current)
            if playing.moves or not finished:
                return playing, seat
            return Game.from_dict(finished[-1]), seat
        if not 1 <= deal <= len(games):
            raise ValueError(f"--deal must be from 1 to {len(games)} for this match")
        return Game.from_dict(games[deal - 1]), seat
    if deal not in (None, 1):
        raise ValueError("--deal picks a deal of a match; this save holds one deal")
    return Game.from_dict(data), None


def _check_version(version: Any, newest: int, what: str) -> None:
    """Refuse a save this game would refuse: a version that is not a whole number from 1 to
    ``newest`` (a save written by another version of the game).

    Raises:
        ValueError: the version is missing, not a whole number, or not one this game reads.
    """
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= newest:
        raise ValueError(f"save: the {what} is of version {version!r}, written by another "
                         f"version of the game (this one reads version {newest})")


def _read_save(args: argparse.Namespace) -> tuple[Game, int]:
    """The deal and seat the ``review``/``hint`` arguments name.

    Raises:
        ValueError: the save cannot be read, or no seat is given for a save without one.
    """
    try:
        text = sys.stdin.read() if args.save == "-" else Path(args.save).read_text("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ValueError(f"cannot read {args.save}: {error}") from None
    game, saved_seat = load_deal(text, args.deal)
    seat = args.seat if args.seat is not None else saved_seat
    if seat is None:
        raise ValueError("--seat is needed for a saved deal (0 = first seat)")
    return game, seat


def _common_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("save", help=SAVE_HELP)
    parser.add_argument("--seat", type=int, default=None,
                        help="the seat (0 = first; from the game's saved-game.json, your seat "
                             "by default)")
    parser.add_argument("--deal", type=int, default=None,
                        help="from saved-game.json: the deal's number in the match (default: "
                             "the deal being played, else the last one finished)")
    parser.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS,
                        help=f"most playouts per decision (default {DEFAULT_ITERATIONS}, as "
                             "the game's hint and Review); the same number gives the same "
                             "report")
    parser.add_argument("--json", action="store_true")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``python -m sevens review`` options."""
    parser.description = (
        "Weigh every decision of one seat in a saved deal with the hard bot's search, from "
        "that seat's view only. Values are the seat's average result of the deal in the "
        "table's unit (penalty points negated: higher is better); loss = best option's value "
        "- the played one's, with its interval. The same analysis as the game's hint.")
    _common_arguments(parser)


def add_hint_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``python -m sevens hint`` options."""
    parser.description = (
        "The hint for the decision a saved deal stands at: every legal move weighed by the "
        "hard bot's search, seeded from the deal and the decision's index, exactly as "
        "`review` weighs that decision once the deal is finished (with the same "
        "--iterations).")
    _common_arguments(parser)


def run(args: argparse.Namespace) -> int:
    """Run ``python -m sevens review``; prints the report.

    Raises:
        ValueError: the save cannot be read or is not a Sevens game, or the seat or
            iterations are out of range (the message says which).
    """
    game, seat = _read_save(args)
    review = review_game(game, seat, args.iterations)
    if args.json:
        print(json.dumps(review.to_dict(), indent=2))
        return 0
    unit = _unit_words(game)
    print(f"Seat {seat}: {len(review.decisions)} decisions, values in {unit}.")
    for decision in review.decisions:
        mark = ""
        if decision.within_chance:
            mark = f"  close call ({decision.loss:g} behind, within chance)"
        elif decision.loss:
            low, high = decision.interval
            mark = f"  loss {decision.loss:g} [{low:g}, {high:g}]"
        best = "" if decision.best == decision.played else f", best {decision.best}"
        forced = " (forced)" if decision.forced else ""
        print(f"  move {decision.index + 1}: played {decision.played}{forced}{best}{mark}")
    print(f"Left on the table: {review.total_loss:g} {unit.replace(' (negated)', '')}")
    return 0


def run_hint(args: argparse.Namespace) -> int:
    """Run ``python -m sevens hint``; prints the hint.

    Raises:
        ValueError: the save cannot be read, or the seat has no decision to make now.
    """
    game, seat = _read_save(args)
    judgement = hint_weighing(game, seat, args.iterations).run()
    if args.json:
        print(json.dumps(judgement.hint_dict(), indent=2))
        return 0
    unit = _unit_words(game)
    print(f"Seat {seat}, move {judgement.index + 1}: best {judgement.best} "
          f"({judgement.worlds} simulated deals, values in {unit}).")
    for option, value in sorted(judgement.options.items(), key=lambda item: -item[1]):
        print(f"  {option}: {value:g}")
    if judgement.close_call:
        print(f"A close call: {', '.join(judgement.close)} within chance of {judgement.best}.")
    return 0


def _unit_words(game: Game) -> str:
    """The report's unit in words, e.g. "money" or "penalty points (negated)"."""
    rules = game.rules
    if rules.scoring == "wins":
        return "deals won"
    unit = {"money": "money", "chips": "chips"}.get(rules.delta_key, "points")
    return f"penalty {unit} (negated)" if rules.lower_is_better else unit
