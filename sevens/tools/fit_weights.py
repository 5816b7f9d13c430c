"""Fit ``normal``'s two-pack weights (:data:`sevens.bots.heuristic.TWO_PACK_WEIGHTS`) to the
search.

``python -m sevens.tools.fit_weights --deals 120 --seed 1`` plays eight-player deals with two
packs and six-and-eight first between ``normal`` and ``holds-ends`` players. At about half the
decisions where two or more cards fit it weighs every fitting card with the search (each card
played out in the same sampled deals, ``--iterations`` playouts in all: the deal review's
search) and records the features ``normal`` judges a play by (:data:`FEATURES`). Least
squares on each position's differences from its own mean gives the weights that best explain
the search's values; they are printed scaled so that ``hidden_beyond`` is 16, as a
:class:`~sevens.bots.heuristic.Weights` value. Plain differences are fitted, not choices: a
card the search finds a little worse counts a little, one it finds far worse counts a lot.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Sequence

from sevens.bots.heuristic import Situation, Weights
from sevens.bots.move_search import Search
from sevens.game import Game
from sevens.moves import PLAY, Move
from sevens.rules import Rules, preset
from sevens.tools.fit_model import solve_linear_system
from sevens.tools.measurement_players import make_player

#: What ``normal`` judges a play by, in the order of a coefficient vector: it leads on to one
#: of its own cards (``Weights.continuation``), its own cards further out
#: (``Weights.progress``), it opens a row (``−Weights.opener_cost``), the others' cards
#: further out (``−Weights.hidden_beyond``).
FEATURES = ("continuation", "progress", "opener", "hidden_beyond")
#: The rules the two-pack weights were fitted under.
TWO_PACK_RULES = preset("family", players=8, decks=2, build="six-and-eight-first")
#: ``hidden_beyond`` after scaling (the other weights keep their ratios to it).
SCALE_TO = 16.0

Position = tuple[list[tuple[float, ...]], list[float]]  # features and search value per card


def play_features(situation: Situation, move: Move) -> tuple[float, ...] | None:
    """:data:`FEATURES` of one play, or None where the card does not fit."""
    if move.card is None:
        return None
    effect = situation.effect(move.card, move.row)
    if effect is None:
        return None
    return (1.0 if effect.opens_mine else 0.0, float(len(effect.mine_beyond)),
            1.0 if effect.opener else 0.0, float(len(effect.hidden_beyond)))


def record(rules: Rules, deals: int, seed: int, iterations: int, share: float = 0.5,
           progress: Callable[[int, int], None] | None = None) -> list[Position]:
    """Play ``deals`` deals (each seat ``normal`` or ``holds-ends`` at random) and weigh every
    fitting card at a ``share`` of the decisions where only plays are legal and two or more
    fit (not a player's last card)."""
    rng = random.Random(seed)
    positions: list[Position] = []
    for deal_number in range(deals):
        game = Game(rules, seed=rng.randrange(1 << 40), dealer=deal_number % rules.players)
        bots = [make_player(rng.choice(("normal", "holds-ends")), seed=rng.randrange(1 << 30))
                for _ in range(rules.players)]
        while not game.over:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            moves = view.legal_moves
            if (len(moves) >= 2 and all(move.kind == PLAY for move in moves)
                    and len(view.hand) > 1 and rng.random() < share):
                situation = Situation(view)
                features = [play_features(situation, move) for move in moves]
                if all(item is not None for item in features):
                    search = Search.weighing_every_move(view, random.Random(rng.random()),
                                                        iterations)
                    while search.advance(1.0) is None:
                        pass
                    means = {stats.move: stats.mean for stats in search.candidates}
                    positions.append(([item for item in features if item is not None],
                                      [means[move] for move in moves]))
            game.apply(bots[seat].choose(view))
        if progress is not None:
            progress(deal_number + 1, deals)
    return positions


def fit(positions: Sequence[Position]) -> list[float]:
    """Least-squares coefficients of :data:`FEATURES` for the search values, each position
    taken relative to its own means (only differences between a position's cards count).

    Raises:
        ValueError: the positions do not pin the coefficients down (too few, or a feature
            that never varies within a position).
    """
    size = len(FEATURES)
    normal = [[0.0] * size for _ in range(size)]
    target = [0.0] * size
    for features, values in positions:
        count = len(values)
        means = [sum(row[column] for row in features) / count for column in range(size)]
        mean_value = sum(values) / count
        for row, value in zip(features, values, strict=True):
            centred = [row[column] - means[column] for column in range(size)]
            for first in range(size):
                target[first] += centred[first] * (value - mean_value)
                for second in range(size):
                    normal[first][second] += centred[first] * centred[second]
    for column, name in enumerate(FEATURES):
        if normal[column][column] < 1e-9:
            raise ValueError(f"{name} does not vary within the positions")
    return solve_linear_system(normal, target)


def weights_from(coefficients: Sequence[float]) -> Weights:
    """The two-pack :class:`Weights` of fitted coefficients, scaled so that ``hidden_beyond``
    is :data:`SCALE_TO` (one decimal; a play's gift to the others is left out, as the fit
    found it adds nothing).

    Raises:
        ValueError: the coefficient of the others' cards beyond is not negative.
    """
    continuation, progress, opener, hidden_beyond = coefficients
    if hidden_beyond >= 0:
        raise ValueError("the search should value the others' cards beyond a play negatively")
    scale = SCALE_TO / -hidden_beyond
    return Weights(continuation=round(continuation * scale, 1), progress=round(progress * scale, 1),
                   release=0.0, opener_cost=round(-opener * scale, 1), hidden_beyond=SCALE_TO,
                   between=0.0, release_already_open=True)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: record, fit, print the coefficients and the weights as JSON."""
    parser = argparse.ArgumentParser(prog="python -m sevens.tools.fit_weights",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=1000,
                        help="playouts spent weighing the cards of one position")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args(argv)

    def report(done: int, total: int) -> None:
        if not args.quiet:
            print(f"\r{done}/{total} deals", end="", flush=True, file=sys.stderr)

    positions = record(TWO_PACK_RULES, args.deals, args.seed, args.iterations, progress=report)
    if not args.quiet:
        print(file=sys.stderr)
    coefficients = fit(positions)
    weights = weights_from(coefficients)
    print(json.dumps({
        "positions": len(positions),
        "coefficients": dict(zip(FEATURES, (round(value, 5) for value in coefficients),
                                 strict=True)),
        "weights": {name: getattr(weights, name) for name in
                    ("continuation", "progress", "release", "opener_cost", "hidden_beyond")},
    }, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
