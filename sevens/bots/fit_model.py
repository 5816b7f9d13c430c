"""Fit the opponent model (:class:`sevens.bots.inference.PlayModel`) to recorded decisions.

``python -m sevens.bots.fit_model --rules sevens --deals 400`` plays deals between ``normal``
bots, records every play made with more than one fitting card (the features of each fitting
card, from the player's true hand, and which one was played), and fits the conditional-logit
weights by Newton's method. The weights in :data:`sevens.bots.inference.MODEL_WEIGHTS` come
from here.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Sequence

from sevens.bots import make_bot
from sevens.bots.inference import FEATURES, Geometry, racing, supports_model
from sevens.cards import FULL_PACK
from sevens.game import Game
from sevens.moves import PLAY
from sevens.rules import Rules, preset

Decision = tuple[list[tuple[float, ...]], int]  # features per fitting card, chosen position


def features(hand: int, playable: int, geometry: Geometry,
             race: bool = False) -> dict[int, tuple[float, ...]]:
    """The feature vector of every fitting card for a player holding ``hand``."""
    result = {}
    fitting = hand & playable
    while fitting:
        low = fitting & -fitting
        fitting ^= low
        index = low.bit_length() - 1
        result[index] = geometry.features(index, hand, race)
    return result


def record(rules: Rules, bot_names: Sequence[str], deals: int, seed: int) -> list[Decision]:
    """Play ``deals`` deals and record every multi-choice play from a hand."""
    if not supports_model(rules):
        raise ValueError("the play model covers one pack without hand-a-card")
    rng = random.Random(seed)
    decisions: list[Decision] = []
    geometries: dict[int, Geometry] = {}
    for _ in range(deals):
        deal_seed = rng.randrange(1 << 40)
        bots = [make_bot(name, seed=deal_seed + seat) for seat, name in enumerate(bot_names)]
        game = Game(rules, seed=deal_seed, dealer=rng.randrange(rules.players))
        while not game.over:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            move = bots[seat].choose(view)
            hand = game.hands[seat] & FULL_PACK
            if move.kind == PLAY and move.card is not None and game.tables is not None:
                start = game.tables.start_position
                geometry = geometries.setdefault(start, Geometry(rules, start))
                sizes = [0 if game.out[other] else game.hands[other].bit_count()
                         for other in range(game.players)]
                options = features(hand, game.playable, geometry, racing(sizes, seat))
                if len(options) >= 2 and move.card.index in options:
                    order = sorted(options)
                    decisions.append(([options[index] for index in order],
                                      order.index(move.card.index)))
            game.apply(move)
    return decisions


def fit(decisions: list[Decision], iterations: int = 25,
        ridge: float = 1e-3) -> tuple[tuple[float, ...], float]:
    """Maximum-likelihood weights (Newton's method, a small ridge); and the mean
    log-likelihood per decision they reach."""
    size = len(FEATURES)
    weights = [0.0] * size
    mean = 0.0
    for _ in range(iterations):
        gradient = [-ridge * weight for weight in weights]
        hessian = [[ridge if row == column else 0.0 for column in range(size)]
                   for row in range(size)]
        total = 0.0
        for options, chosen in decisions:
            scores = [sum(w * x for w, x in zip(weights, option, strict=True))
                      for option in options]
            top = max(scores)
            exps = [math.exp(score - top) for score in scores]
            norm = sum(exps)
            probabilities = [value / norm for value in exps]
            total += scores[chosen] - top - math.log(norm)
            expected = [sum(p * option[k] for p, option in zip(probabilities, options,
                                                                 strict=True))
                        for k in range(size)]
            for k in range(size):
                gradient[k] += options[chosen][k] - expected[k]
            for p, option in zip(probabilities, options, strict=True):
                centred = [option[k] - expected[k] for k in range(size)]
                for row in range(size):
                    for column in range(size):
                        hessian[row][column] += p * centred[row] * centred[column]
        step = solve_linear_system(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
        mean = total / max(1, len(decisions))
        if max(abs(s) for s in step) < 1e-6:
            break
    return tuple(round(weight, 4) for weight in weights), mean


def solve_linear_system(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Solve a small linear system by Gaussian elimination with pivoting (also used by
    :mod:`sevens.bots.fit_weights`)."""
    size = len(vector)
    rows = [list(matrix[row]) + [vector[row]] for row in range(size)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        head = rows[column][column] or 1e-12
        for row in range(size):
            if row != column:
                factor = rows[row][column] / head
                rows[row] = [a - factor * b for a, b in zip(rows[row], rows[column],
                                                            strict=True)]
    return [rows[row][size] / (rows[row][row] or 1e-12) for row in range(size)]


def main(argv: Sequence[str] | None = None) -> None:
    """Command line: record decisions and print the fitted weights as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="sevens",
                        help="a preset, or several joined by commas (one pooled fit)")
    parser.add_argument("--bots", default="normal")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args(argv)
    decisions: list[Decision] = []
    names = [name.strip() for name in arguments.bots.split(",")]
    rule_sets = [preset(name.strip()) for name in arguments.rules.split(",")]
    for number, rules in enumerate(rule_sets):
        seats = names * rules.players if len(names) == 1 else names
        decisions += record(rules, seats, arguments.deals, arguments.seed + number)
    weights, mean = fit(decisions)
    baseline = -sum(math.log(len(options)) for options, _ in decisions) / max(1, len(decisions))
    print(json.dumps({"rules": arguments.rules, "bots": names, "decisions": len(decisions),
                      "weights": dict(zip(FEATURES, weights, strict=True)),
                      "mean_log_likelihood": round(mean, 4),
                      "uniform_log_likelihood": round(baseline, 4)}))


if __name__ == "__main__":
    main()
