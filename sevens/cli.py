"""Command line: ``python -m sevens simulate|bench|play|rules`` (JSON on stdout with ``--json``)."""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from typing import Any

from sevens.bots import BaseBot, make_bot
from sevens.driver import play_deal
from sevens.game import Game
from sevens.rules import PRESET_INFO, PRESETS, Rules, preset


def _rules_for(rules_id: str, players: int | None) -> Rules:
    rules = preset(rules_id)
    if players is not None and players != rules.players:
        rules = rules.replace(players=players)
    return rules


def _utility(rules: Rules, delta: Any) -> float:
    """A deal's delta with higher always better (penalty points count negative)."""
    return -float(delta) if rules.lower_is_better else float(delta)


def mean_and_interval(values: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """Mean and normal-approximation 95% confidence interval of the mean."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, (mean, mean)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, (mean - half, mean + half)


def simulate(rules: Rules, bot_names: Sequence[str], deals: int, seed: int,
             duplicate: bool = False,
             bot_options: dict[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    """Play ``deals`` deals between bots; per-seat and per-bot averages (see SPEC §5).

    With ``duplicate`` every deal is replayed once per seat rotation, so every bot plays every
    hand, and each bot's figure is its mean result per deal with a 95% interval; the pairwise
    mean differences between bot names (earlier-listed minus later-listed, e.g. ``hard-normal``)
    come with their own intervals. ``bot_options`` maps a level to ``make_bot`` options (e.g.
    ``{"hard": {"iterations": 200}}``).
    """
    bot_options = bot_options or {}
    players = len(bot_names)
    if players != rules.players:
        rules = rules.replace(players=players)
    rng = random.Random(seed)
    seat_totals = [0.0] * players
    per_deal: dict[str, list[float]] = {name: [] for name in dict.fromkeys(bot_names)}
    rotations = range(players) if duplicate else range(1)
    played = 0
    started = time.perf_counter()
    for deal_number in range(deals):
        deal_seed = rng.randrange(1 << 40)
        dealer = deal_number % players
        sums = {name: 0.0 for name in per_deal}
        counts = dict.fromkeys(per_deal, 0)
        for rotation in rotations:
            seating = [bot_names[(seat + rotation) % players] for seat in range(players)]
            bots: list[BaseBot] = [make_bot(name, seed=deal_seed + seat,
                                            **bot_options.get(name, {}))
                                   for seat, name in enumerate(seating)]
            game = Game(rules, seed=deal_seed, dealer=dealer)
            result = play_deal(game, bots)
            played += 1
            for seat, delta in enumerate(result.deltas):
                utility = _utility(rules, delta)
                if rotation == 0:
                    seat_totals[seat] += utility
                sums[seating[seat]] += utility
                counts[seating[seat]] += 1
        for name in per_deal:
            per_deal[name].append(sums[name] / counts[name])
    report: dict[str, Any] = {
        "rules": rules.name,
        "players": players,
        "deals": deals,
        "games_played": played,
        "duplicate": duplicate,
        "seconds": round(time.perf_counter() - started, 3),
        "seats": [{"seat": seat, "bot": bot_names[seat],
                   "mean": round(seat_totals[seat] / deals, 6)} for seat in range(players)],
        "bots": {},
        "differences": {},
    }
    for name, values in per_deal.items():
        mean, (low, high) = mean_and_interval(values)
        report["bots"][name] = {"mean": round(mean, 6), "ci95": [round(low, 6), round(high, 6)],
                                "deals": len(values)}
    names = list(per_deal)
    for position, first in enumerate(names):
        for second in names[position + 1:]:
            differences = [a - b for a, b in zip(per_deal[first], per_deal[second], strict=True)]
            mean, (low, high) = mean_and_interval(differences)
            report["differences"][f"{first}-{second}"] = {
                "mean": round(mean, 6), "ci95": [round(low, 6), round(high, 6)]}
    return report


def bench(seconds: float = 1.0, bots: bool = True, ui: bool = True) -> dict[str, Any]:
    """Speed figures: random full deals per second for each preset, bot decision times, and
    the table scene's frame time when pygame is available."""
    from sevens.playout import random_deals_per_second

    report: dict[str, Any] = {"engine": {}, "checked_engine": {}}
    for preset_id, rules in PRESETS.items():
        report["engine"][preset_id] = {
            "deals_per_s": round(random_deals_per_second(rules, seconds))}
        report["checked_engine"][preset_id] = {
            "deals_per_s": round(_checked_deals_per_second(rules, seconds / 2))}
    if bots:
        try:
            from sevens.bots.bench import decision_times
        except ImportError:
            pass
        else:
            report["bots"] = decision_times(seconds=seconds)
    if ui:
        try:
            from sevens.ui.bench import frame_times
        except ImportError:
            pass
        else:
            report["ui"] = frame_times()
    return report


def _checked_deals_per_second(rules: Rules, seconds: float) -> float:
    """Random full deals through ``Game.legal_moves`` and ``Game.push`` (the event-logging
    engine the UI uses), with scoring."""
    rng = random.Random(2)
    deals = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = Game(rules, seed=rng.randrange(1 << 40), dealer=deals % rules.players)
        while not game.over:
            moves = game.legal_moves()
            game.push(moves[rng.randrange(len(moves))])
        game.result()
        deals += 1
    return deals / (time.perf_counter() - started)


def _print(data: Any, as_json: bool) -> None:
    if as_json:
        print(json.dumps(data, indent=2, default=str))
        return
    _print_plain(data)


def _print_plain(data: Any, indent: str = "") -> None:
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, dict | list):
                print(f"{indent}{key}:")
                _print_plain(value, indent + "  ")
            else:
                print(f"{indent}{key}: {value}")
    elif isinstance(data, list):
        for item in data:
            if isinstance(item, dict):
                print(indent + ", ".join(f"{k}={v}" for k, v in item.items()))
            else:
                print(f"{indent}{item}")
    else:
        print(f"{indent}{data}")


def build_parser() -> argparse.ArgumentParser:
    """The ``python -m sevens`` argument parser."""
    parser = argparse.ArgumentParser(prog="python -m sevens",
                                     description="Sevens: rules engine, bots and tools.")
    commands = parser.add_subparsers(dest="command", required=True)

    simulate_parser = commands.add_parser("simulate", help="play deals between bots")
    simulate_parser.add_argument("--rules", default="sevens", choices=sorted(PRESETS))
    simulate_parser.add_argument("--bots", default="random,random,random,random",
                                 help="comma-separated levels, one per seat")
    simulate_parser.add_argument("--deals", type=int, default=100)
    simulate_parser.add_argument("--seed", type=int, default=1)
    simulate_parser.add_argument("--duplicate", action="store_true",
                                 help="replay every deal with the seats rotated")
    simulate_parser.add_argument("--hard-budget", type=float, default=None,
                                 help="thinking seconds per decision for the hard bot")
    simulate_parser.add_argument("--hard-iterations", type=int, default=None,
                                 help="a fixed number of playouts per decision for the hard "
                                      "bot (reproducible; overrides the time budget)")
    simulate_parser.add_argument("--json", action="store_true")

    bench_parser = commands.add_parser("bench", help="print speed figures")
    bench_parser.add_argument("--seconds", type=float, default=1.0)
    bench_parser.add_argument("--no-bots", action="store_true")
    bench_parser.add_argument("--no-ui", action="store_true")
    bench_parser.add_argument("--json", action="store_true")

    rules_parser = commands.add_parser("rules", help="list presets or explain one")
    rules_parser.add_argument("rules_id", nargs="?")
    rules_parser.add_argument("--json", action="store_true")

    try:
        from sevens.webbuild import add_arguments as add_web_arguments
    except ImportError:
        pass
    else:
        add_web_arguments(commands.add_parser("build-web", help="build the browser bundle"))
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        names = [name.strip() for name in args.bots.split(",") if name.strip()]
        try:
            for name in names:
                make_bot(name)
            rules = _rules_for(args.rules, len(names))
        except (KeyError, ValueError) as error:
            print(f"error: {error}", file=sys.stderr)
            return 2
        hard: dict[str, Any] = {}
        if args.hard_budget is not None:
            hard["budget"] = args.hard_budget
        if args.hard_iterations is not None:
            hard["iterations"] = args.hard_iterations
        _print(simulate(rules, names, args.deals, args.seed, args.duplicate,
                        {"hard": hard} if hard else None), args.json)
    elif args.command == "bench":
        _print(bench(args.seconds, bots=not args.no_bots, ui=not args.no_ui), args.json)
    elif args.command == "rules":
        if args.rules_id is None:
            data: Any = {key: {"title": info.title, "description": info.description,
                               "players": [info.min_players, info.max_players]}
                         for key, info in PRESET_INFO.items()}
        else:
            rules = preset(args.rules_id)
            data = {"options": rules.to_dict(), "description": rules.describe()}
        _print(data, args.json)
    elif args.command == "build-web":
        from sevens.webbuild import run as run_web_build

        return run_web_build(args)
    return 0
