"""How much each decision of a heuristic gives away, valued by playouts of real-style play:
``python -m sevens.tools.rollout_regret --rules fan-tan --deals 1000 --seed 4343
--rollouts 100 --variant hidden_beyond=1``.

A lab probe (issue 35): ``normal`` plays one seat (seat ``deal % players``) among players of
one style (``--style``, ``end-case`` by default) through the real engine. At each of its
decisions with two or more legal moves, every candidate is played on the true deal and then
played out ``--rollouts`` times on the fast loop, every seat by its style's fast policy
(:class:`sevens.bots.style_playout.StylePolicy`: ``normal``'s seat by its stand-in, the others
by their style, a twentieth of the moves at random), the candidates of one decision on the
same random streams. A candidate's value is its mean score for ``normal``'s seat (in Fan Tan
the share of playouts it wins). The report gives, per decision, how far below the best
candidate's value the move each policy would choose lies (its *regret*): ``normal`` itself,
the style's player, and ``normal`` with each ``--variant`` of its weights; a variant's
difference from ``normal`` is paired over the same decisions.

The playouts see every hand, so the values hold information no player has, and the regret of
any policy that sees one hand stays above zero; what compares is the difference between two
policies on the same decisions. The styles play as the fast policy plays them, a close
stand-in for the players (docs/bots.md).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
from typing import Any

import sevens
from sevens.bots.heuristic import DEFAULT_WEIGHTS, Situation, Weights, judge_all, weights_for
from sevens.bots.style_playout import StylePolicy
from sevens.bots.styles import STYLE_BOTS
from sevens.fastloop import FastState, play_out, spec_for
from sevens.game import Game
from sevens.moves import Move
from sevens.rules import Rules
from sevens.tools.gap_benchmark import deal_seeds
from sevens.tools.measurement_players import make_player
from sevens.tools.paired_options import interval, option_value

#: The share of the playouts' moves made at random.
EPSILON = 0.05


def candidate_values(game: Game, seat: int, style: str, rollouts: int, stream_seed: int
                     ) -> dict[Move, float]:
    """Each legal move of ``game``'s current seat valued by ``rollouts`` playouts of the true
    deal (``seat`` by ``normal``'s stand-in, every other seat by ``style``), every candidate on
    the same streams: ``seat``'s mean score."""
    rules = game.rules
    spec = spec_for(rules)
    styles = {other: ("normal" if other == seat else style) for other in range(game.players)}
    values: dict[Move, float] = {}
    for move in game.view(game.current_player or 0).legal_moves:
        after = game.clone()
        after.apply(move)
        if after.over:
            values[move] = float(after.result().deltas[seat])
            continue
        start = FastState.from_game(after)
        total = 0.0
        for number in range(rollouts):
            stream = random.Random(stream_seed * 100_003 + number)
            policy = StylePolicy(rules, styles, stream.random, epsilon=EPSILON)
            total += play_out(start.copy(), spec, stream.random, None, policy)[seat]
        values[move] = total / rollouts
    return values


def regret_report(rules: Rules, deals: int, seed: int, rollouts: int, style: str = "end-case",
                  variants: dict[str, Weights] | None = None) -> dict[str, Any]:
    """Play ``deals`` deals of ``normal`` among ``style`` and report each policy's mean regret
    a decision (see the module's description); ``variants``: other weights for ``normal``."""
    variants = variants or {}
    policies = ["normal", style, *variants]
    regrets: dict[str, list[float]] = {name: [] for name in policies}
    style_bot = STYLE_BOTS[style]()
    for number, deal_seed in enumerate(deal_seeds(deals, seed)):
        players = rules.players
        seat = number % players
        bots = [make_player("normal" if other == seat else style, seed=deal_seed + other)
                for other in range(players)]
        game = Game(rules, seed=deal_seed, dealer=number % players)
        decision = 0
        while not game.over:
            current = game.current_player
            assert current is not None
            view = game.view(current)
            if current == seat and len(view.legal_moves) >= 2:
                values = candidate_values(game, seat, style, rollouts,
                                          deal_seed + 7919 * decision)
                decision += 1
                best = max(values.values())
                situation = Situation(view)
                choices = {
                    "normal": judge_all(situation)[0].move,
                    style: max(view.legal_moves,
                               key=lambda move: style_bot.move_score(situation, move)),
                }
                for name, weights in variants.items():
                    choices[name] = judge_all(Situation(view, weights=weights))[0].move
                for name in policies:
                    regrets[name].append(best - values[choices[name]])
            game.apply(bots[current].choose(view))
    report: dict[str, Any] = {"rules": rules.name, "deals": deals, "seed": seed,
                              "rollouts": rollouts, "style": style,
                              "decisions": len(regrets["normal"])}
    for name in policies:
        report[name] = {"regret": round(statistics.fmean(regrets[name]), 6)}
        if name != "normal" and len(regrets[name]) > 1:
            pairs = zip(regrets[name], regrets["normal"], strict=True)
            report[name]["minus_normal"] = interval([mine - theirs for mine, theirs in pairs])
    return report


def parse_variant(text: str, rules: Rules) -> tuple[str, Weights]:
    """``name=value[,name=value…]`` over ``normal``'s weights for ``rules``.

    Raises:
        ValueError: not a weight name, or not a number.
    """
    overrides: dict[str, Any] = {}
    for part in text.split(","):
        name, _, value = part.partition("=")
        name = name.strip()
        if name not in {field.name for field in dataclasses.fields(DEFAULT_WEIGHTS)}:
            raise ValueError(f"not one of normal's weights: {name!r}")
        overrides[name] = option_value(value)
    return text, dataclasses.replace(weights_for(rules), **overrides)


def main(argv: list[str] | None = None) -> None:
    """The command line (see the module's description)."""
    parser = argparse.ArgumentParser(prog="python -m sevens.tools.rollout_regret",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="fan-tan")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rollouts", type=int, default=100)
    parser.add_argument("--style", default="end-case", choices=sorted(STYLE_BOTS))
    parser.add_argument("--variant", action="append", default=[],
                        help="normal's weights changed, e.g. hidden_beyond=1,between=4")
    args = parser.parse_args(argv)
    rules = sevens.preset(args.rules)
    try:
        variants = dict(parse_variant(text, rules) for text in args.variant)
    except ValueError as error:
        parser.error(str(error))
    report = regret_report(rules, args.deals, args.seed, args.rollouts, args.style, variants)
    json.dump(report, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
