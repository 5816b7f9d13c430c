"""Fit the opponent model (:class:`sevens.bots.inference.PlayModel`) to recorded decisions.

``python -m sevens.tools.fit_model --rules sevens --deals 400`` plays deals between ``normal``
bots, records every play made with more than one fitting card (the features of each fitting
card, from the player's true hand, and which one was played), and fits the conditional-logit
weights by Newton's method.

The model is what ``hard`` reads the others' plays with when two packs are in use (with one
pack it replays ``normal``'s own judgement instead), so the weights in
:data:`sevens.bots.inference.MODEL_WEIGHTS` are fitted to two-pack play:
``python -m sevens.tools.fit_model --rules fan-tan,domino --two-packs --deals 100`` plays each
preset with eight players, two packs and every build, and records the plays as ``hard``'s
sampler reads them (card kinds, from the deal's record).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Sequence

from sevens.bots.inference import supports_model
from sevens.bots.public_plays import FEATURES, Choice, Geometry, racing, read_choices
from sevens.cards import FULL_PACK, iter_indices
from sevens.events import CardPlayed
from sevens.game import Game
from sevens.moves import PLAY
from sevens.rules import BUILD_CHOICES, Rules, preset
from sevens.tools.measurement_players import make_player

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
    """Play ``deals`` deals and record every multi-choice play from a hand: with one pack
    from the player's hand at that moment; with two packs after the deal, as the sampler
    reads the plays (:func:`read_decisions`)."""
    if not supports_model(rules):
        raise ValueError("the play model covers one pack without hand-a-card")
    rng = random.Random(seed)
    decisions: list[Decision] = []
    geometries: dict[int, Geometry] = {}
    for _ in range(deals):
        deal_seed = rng.randrange(1 << 40)
        bots = [make_player(name, seed=deal_seed + seat) for seat, name in enumerate(bot_names)]
        game = Game(rules, seed=deal_seed, dealer=rng.randrange(rules.players))
        while not game.over:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            move = bots[seat].choose(view)
            hand = game.hands[seat] & FULL_PACK
            if (rules.decks == 1 and move.kind == PLAY and move.card is not None
                    and game.tables is not None):
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
        if rules.decks == 2:
            decisions += read_decisions(game)
    return decisions


def held_at_plays(game: Game, observer: int) -> tuple[list[Choice], list[Geometry], list[int]]:
    """The others' plays in a finished deal as ``observer``'s view reads them
    (:func:`~sevens.bots.inference.read_choices`: card kinds, the cards that fitted then,
    the table's geometries), and per play the card kinds its player truly held then (the
    deal replayed move by move; cards handed between other seats included)."""
    if not game.over:
        raise ValueError("the plays are read from a finished deal")
    choices, geometries = read_choices(game.view(observer))
    replay = game.clone()
    replay.undo_to(0)
    held = []
    for move in game.moves:
        before = [hand & FULL_PACK for hand in replay.hands]  # a second copy implies a first
        for event in replay.push(move):
            if (isinstance(event, CardPlayed) and not event.from_leftover
                    and event.seat != observer):
                held.append(before[event.seat])
    if len(held) != len(choices):
        raise ValueError("the record and the view disagree about the plays")
    return choices, geometries, held


def read_decisions(game: Game) -> list[Decision]:
    """Every multi-choice play of a finished deal, read as ``hard``'s sampler reads it
    (:func:`held_at_plays`): seat 0 reads every other seat's plays, seat 1 reads seat 0's."""
    decisions: list[Decision] = []
    for observer in (0, 1):
        choices, geometries, hands = held_at_plays(game, observer)
        for choice, hand in zip(choices, hands, strict=True):
            options = list(iter_indices(hand & choice.open_cards))
            if len(options) >= 2 and (observer == 0 or choice.seat == 0):
                geometry = geometries[choice.position]
                decisions.append(([geometry.features(index, hand, choice.race)
                                   for index in options], options.index(choice.card)))
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
    :mod:`sevens.tools.fit_weights`)."""
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
    parser.add_argument("--two-packs", action="store_true",
                        help="eight players, two packs, each build in turn (the weights "
                             "hard reads two-pack play with)")
    arguments = parser.parse_args(argv)
    decisions: list[Decision] = []
    names = [name.strip() for name in arguments.bots.split(",")]
    rule_sets = [preset(name.strip()) for name in arguments.rules.split(",")]
    if arguments.two_packs:
        rule_sets = [rules.replace(players=8, decks=2, build=build)
                     for rules in rule_sets for build in BUILD_CHOICES]
    for number, rules in enumerate(rule_sets):
        seats = names * rules.players if len(names) == 1 else names
        decisions += record(rules, seats, arguments.deals, arguments.seed + number)
    weights, mean = fit(decisions)
    baseline = -sum(math.log(len(options)) for options, _ in decisions) / max(1, len(decisions))
    print(json.dumps({"rules": arguments.rules, "two_packs": arguments.two_packs, "bots": names,
                      "decisions": len(decisions),
                      "weights": dict(zip(FEATURES, weights, strict=True)),
                      "mean_log_likelihood": round(mean, 4),
                      "uniform_log_likelihood": round(baseline, 4)}))


if __name__ == "__main__":
    main()
