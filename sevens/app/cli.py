"""Command line: ``python -m sevens simulate|bench|rules|build-web|fetch-runtime`` (JSON on
stdout with ``--json``).

Bad input ends with one line on stderr and exit status 2, never a traceback; a closed pipe
(``| head``) ends quietly; progress of long runs goes to stderr, so stdout holds only the
report.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import IO, Any

from sevens.app.driver import play_deal
from sevens.bots import BOT_LEVELS, BaseBot, make_bot
from sevens.game import Game
from sevens.rules import (
    PRESET_INFO,
    PRESETS,
    Rules,
    check_preset_players,
    player_range,
    preset,
)

EXIT_USAGE = 2
#: The most deals one ``simulate`` run plays (hours of the random bots; a larger number is
#: a typing slip, refused rather than left to run for days).
MAX_SIMULATE_DEALS = 100_000
#: A ``simulate`` run shows progress on stderr once it has run this long (seconds) …
PROGRESS_AFTER = 2.0
#: … and then at most this often.
PROGRESS_EVERY = 2.0
HARD_REPRODUCIBLE_NOTE = (
    "--seed fixes the deals and the easy, normal and random bots; the hard and expert bots "
    "think for a time budget, so their moves depend on machine speed and load: add "
    "--hard-iterations N (--expert-iterations N) for runs with them that repeat exactly.")


class UsageError(ValueError):
    """Bad command-line input: printed as one line on stderr, exit status 2."""


def _rules_for(rules_id: str, players: int | None) -> Rules:
    """The preset's rules for ``players`` seats (refused outside the preset's range)."""
    try:
        if players is not None and players != preset(rules_id).players:
            return preset(rules_id, players=players)
        return preset(rules_id)
    except ValueError as error:
        raise UsageError(str(error)) from None


def _with_house_rules(rules: Rules, settings: Sequence[str]) -> Rules:
    """``rules`` with each ``OPTION=VALUE`` applied (numbers, true/false and none are read
    as such; anything else is text)."""
    changes: dict[str, Any] = {}
    for setting in settings:
        option, equals, text = setting.partition("=")
        option = option.strip().replace("-", "_")
        if not equals or not option:
            raise UsageError(f"--set takes OPTION=VALUE, not {setting!r}")
        if option not in Rules.__dataclass_fields__ or option == "name":
            raise UsageError(f"--set: no rule option {option!r}")
        value: Any = text.strip()
        lowered = value.lower()
        if lowered in ("true", "false"):
            value = lowered == "true"
        elif lowered in ("none", "null"):
            value = None
        elif value.lstrip("-").isdigit():
            value = int(value)
        changes[option] = value
    if not changes:
        return rules
    try:
        return rules.replace(name="custom", **changes)
    except ValueError as error:
        raise UsageError(f"--set: {error}") from None


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


def _players() -> tuple[Callable[..., BaseBot], list[str]]:
    """How ``simulate`` makes its players, and the names it knows: the table levels and,
    where the lab's tools are present (not in the web bundle), the measurement players."""
    if importlib.util.find_spec("sevens.tools") is None:  # the web bundle leaves it out
        return make_bot, list(BOT_LEVELS)
    from sevens.tools.measurement_players import BENCHMARK_BOTS, make_player

    return make_player, [*BOT_LEVELS, *BENCHMARK_BOTS]


def simulate(rules: Rules, bot_names: Sequence[str], deals: int, seed: int,
             duplicate: bool = False,
             bot_options: dict[str, dict[str, Any]] | None = None,
             progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play ``deals`` deals between bots; per-seat and per-bot averages (see SPEC §5).

    With ``duplicate`` every deal is replayed once per seat rotation, so every bot plays every
    hand, and each bot's figure is its mean result per deal with a 95% interval; the pairwise
    mean differences between bot names (earlier-listed minus later-listed, e.g. ``hard-normal``)
    come with their own intervals. A seat's figure is then its mean over every rotation (the
    seat's own advantage), labelled ``"bot": null`` since every bot sat there. ``bot_options``
    maps a level to ``make_bot`` options (e.g. ``{"hard": {"iterations": 200}}``).
    ``progress(done, deals)`` is called after each deal.

    Raises:
        ValueError: fewer than one deal or more than :data:`MAX_SIMULATE_DEALS`, a player
            count the rules refuse, or an unknown bot.
    """
    bot_options = bot_options or {}
    if not isinstance(deals, int) or isinstance(deals, bool) or deals < 1:
        raise ValueError(f"deals must be 1 or more, not {deals!r}")
    if deals > MAX_SIMULATE_DEALS:
        raise ValueError(f"deals must be from 1 to {MAX_SIMULATE_DEALS}, not {deals}")
    make_player, known = _players()
    unknown = [name for name in bot_names if str(name).strip().lower() not in known]
    if unknown:
        raise ValueError(f"unknown bot level {unknown[0]!r}; choose from {', '.join(known)}")
    players = len(bot_names)
    if players != rules.players:
        rules = rules.replace(players=players)
        check_preset_players(rules)
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
            bots: list[BaseBot] = [make_player(name, seed=deal_seed + seat,
                                               **bot_options.get(name, {}))
                                   for seat, name in enumerate(seating)]
            game = Game(rules, seed=deal_seed, dealer=dealer)
            for player in bots:  # a measurement player reading every hand (clairvoyant)
                watch = getattr(player, "watch", None)
                if watch is not None:
                    watch(game)
            result = play_deal(game, bots)
            played += 1
            for seat, delta in enumerate(result.deltas):
                utility = _utility(rules, delta)
                seat_totals[seat] += utility
                sums[seating[seat]] += utility
                counts[seating[seat]] += 1
        for name in per_deal:
            per_deal[name].append(sums[name] / counts[name])
        if progress is not None:
            progress(deal_number + 1, deals)
    report: dict[str, Any] = {
        "rules": rules.name,
        "players": players,
        "deals": deals,
        "games_played": played,
        "duplicate": duplicate,
        "seconds": round(time.perf_counter() - started, 3),
        "seats": [{"seat": seat, "bot": None if duplicate else bot_names[seat],
                   "mean": round(seat_totals[seat] / (deals * len(rotations)), 6)}
                  for seat in range(players)],
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
    from sevens.fastloop import random_deals_per_second

    report: dict[str, Any] = {"engine": {}, "checked_engine": {}}
    for preset_id, rules in PRESETS.items():
        report["engine"][preset_id] = {
            "deals_per_s": round(random_deals_per_second(rules, seconds))}
        report["checked_engine"][preset_id] = {
            "deals_per_s": round(_checked_deals_per_second(rules, seconds / 2))}
    if bots:
        from sevens.tools.decision_speed import decision_times

        report["bots"] = decision_times(seconds=seconds)
    if ui and importlib.util.find_spec("pygame") is None:
        # pygame-ce is an optional dependency of the engine: without it there is no table
        # to time, and the report says so rather than leaving the part out silently
        report["ui"] = {"skipped": "pygame-ce is not installed"}
    elif ui:
        # pygame-ce's banner stays off (set before pygame is first imported), and anything
        # else the UI layer prints goes to stderr, never into the report
        with contextlib.redirect_stdout(sys.stderr):
            from sevens.ui.tools.frame_bench import frame_times

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


class _Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``python -m sevens simulate: error: ...``, exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        if message.startswith("unrecognized arguments") and "--players" in message.split():
            message += ("; simulate seats one player per level in --bots (8 players: --bots "
                        "hard,normal,normal,normal,normal,normal,normal,normal)")
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see --help)\n")


def _whole_number(minimum: int, maximum: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from ``minimum`` (to ``maximum`` when given)."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be {minimum} or more, not {value}")
        if maximum is not None and value > maximum:
            raise argparse.ArgumentTypeError(f"must be from {minimum} to {maximum}, "
                                             f"not {text.strip()[:24]}")
        return value
    return parse


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0 or math.isinf(value):
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, not {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The ``python -m sevens`` argument parser."""
    parser = _Parser(prog="python -m sevens",
                     description="Sevens: rules engine, bots and tools.")
    commands = parser.add_subparsers(dest="command", required=True)

    simulate_parser = commands.add_parser(
        "simulate", help="play deals between bots", description="Play deals between bots. "
        + HARD_REPRODUCIBLE_NOTE)
    simulate_parser.add_argument("--rules", default="sevens",
                                 help=f"a preset: {', '.join(PRESETS)} (default sevens)")
    simulate_parser.add_argument("--bots", default="random,random,random,random",
                                 help="comma-separated levels, one per seat "
                                      "(random, easy, normal, hard; "
                                      "lab players too: expert, clairvoyant, ...)")
    simulate_parser.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                                 dest="house_rules",
                                 help="a house rule on top of the preset, e.g. --set "
                                      "when_stuck=receive --set decks=2 (repeatable; the "
                                      "options of `python -m sevens rules ID --json`)")
    simulate_parser.add_argument("--deals", type=_whole_number(1, MAX_SIMULATE_DEALS),
                                 default=100, help=f"deals to play, 1-{MAX_SIMULATE_DEALS} "
                                                   "(default 100)")
    simulate_parser.add_argument("--seed", type=int, default=1,
                                 help="fixes the deals (and the hard bot's moves only together "
                                      "with --hard-iterations)")
    simulate_parser.add_argument("--duplicate", action="store_true",
                                 help="replay every deal with the seats rotated")
    simulate_parser.add_argument("--hard-budget", type=_positive_seconds, default=None,
                                 help="thinking seconds per decision for the hard bot "
                                      "(timed, so not reproducible)")
    simulate_parser.add_argument("--hard-iterations", type=_whole_number(1), default=None,
                                 help="a fixed number of playouts per decision for the hard "
                                      "bot: with --seed, runs with hard repeat exactly "
                                      "(overrides the time budget)")
    simulate_parser.add_argument("--expert-iterations", type=_whole_number(1), default=None,
                                 help="at most this many playouts per decision for the expert "
                                      "bot (it still stops once its move is settled): with "
                                      "--seed, runs with expert repeat exactly")
    simulate_parser.add_argument("--gap", action="store_true",  # issue 11: the gap report
                                 help="also play the same deals with clairvoyant (hard's search "
                                      "seeing every hand) in hard's seat and report the share "
                                      "of the gap hard closes (--bots must start with hard)")
    simulate_parser.add_argument("--quiet", action="store_true",
                                 help="no progress on stderr")
    simulate_parser.add_argument("--json", action="store_true")

    bench_parser = commands.add_parser("bench", help="print speed figures")
    bench_parser.add_argument("--seconds", type=_positive_seconds, default=1.0)
    bench_parser.add_argument("--no-bots", action="store_true")
    bench_parser.add_argument("--no-ui", action="store_true")
    bench_parser.add_argument("--json", action="store_true")

    rules_parser = commands.add_parser("rules", help="list presets or explain one")
    rules_parser.add_argument("rules_id", nargs="?")
    rules_parser.add_argument("--json", action="store_true")
    rules_parser.add_argument("--lang", metavar="L",
                              help="the rules as the table words them, in en, zh-Hant (排七), "
                                   "zh-Hans or ja")

    # --- deal review (issue 13): python -m sevens review SAVE --seat N
    from sevens.review import add_arguments as add_review_arguments

    add_review_arguments(commands.add_parser(
        "review", help="weigh one seat's decisions in a saved deal with the hard search"))
    from sevens.review import add_hint_arguments

    add_hint_arguments(commands.add_parser(
        "hint", help="the hint for the decision a saved deal stands at (as review weighs it)"))
    # --- end deal review

    from sevens.tools.webbuild import add_arguments as add_web_arguments

    add_web_arguments(commands.add_parser("build-web", help="build the browser bundle"))
    from sevens.tools.runtime_mirror import add_arguments as add_fetch_runtime_arguments

    add_fetch_runtime_arguments(commands.add_parser(
        "fetch-runtime", help="download pygbag's browser runtime, checked against its pins"))
    return parser


class ProgressReport:
    """``simulate`` progress on a stream (stderr): silent for the first ``after`` seconds, then
    one line at most every ``every`` seconds, and a last line when the run ends."""

    def __init__(self, stream: IO[str], after: float = PROGRESS_AFTER,
                 every: float = PROGRESS_EVERY,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.stream, self.after, self.every, self.clock = stream, after, every, clock
        self.started = clock()
        self.shown_at: float | None = None

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        if now - self.started < self.after and done < total:
            return
        if self.shown_at is None and done >= total:
            return  # a short run stays quiet
        if self.shown_at is not None and now - self.shown_at < self.every and done < total:
            return
        self.shown_at = now
        elapsed = now - self.started
        left = elapsed / done * (total - done) if done else 0.0
        self.stream.write(f"simulate: {done}/{total} deals ({done * 100 // total}%), "
                          f"{elapsed:.0f} s, about {left:.0f} s left\n")
        self.stream.flush()


def _bot_names(text: str) -> list[str]:
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    if not names:
        raise UsageError("--bots needs at least one level, e.g. normal,random,random,random")
    known = _players()[1]
    for name in names:
        if name not in known:
            raise UsageError(f"unknown bot level {name!r}; choose from {', '.join(known)}")
    return names


def _run(args: argparse.Namespace) -> int:
    if args.command == "simulate":
        names = _bot_names(args.bots)
        rules = _with_house_rules(_rules_for(args.rules, len(names)), args.house_rules)
        hard: dict[str, Any] = {}
        if args.hard_budget is not None:
            hard["budget"] = args.hard_budget
        if args.hard_iterations is not None:
            hard["iterations"] = args.hard_iterations
        # --hard-* also sets the lab's hard with the card model (issue 48), same playouts
        options: dict[str, dict[str, Any]] = (
            {"hard": hard, "hard-cards": hard, "hard-cards-only": hard,
             "hard-cards-proposal": hard, "hard-normal-playouts": hard} if hard else {})
        if args.expert_iterations is not None:
            options["expert"] = {"iterations": args.expert_iterations}
        progress = None if args.quiet else ProgressReport(sys.stderr)
        if args.gap:  # issue 11: the share of the normal-to-clairvoyant gap hard closes
            from sevens.tools.gap_benchmark import gap_report

            try:
                report = gap_report(rules, names, args.deals, args.seed, {"hard": hard})
            except ValueError as error:
                raise UsageError(str(error)) from None
            if args.house_rules:
                report["house_rules"] = list(args.house_rules)
            _print(report, args.json)
            return 0
        report = simulate(rules, names, args.deals, args.seed, args.duplicate,
                          options or None, progress)
        if args.house_rules:
            report["house_rules"] = list(args.house_rules)
        _print(report, args.json)
    elif args.command == "bench":
        _print(bench(args.seconds, bots=not args.no_bots, ui=not args.no_ui), args.json)
    elif args.command == "rules":
        if args.rules_id is None:
            data: Any = {key: {"title": info.title, "description": info.description,
                               "players": player_range(info)}
                         for key, info in PRESET_INFO.items()}
        else:
            try:
                rules = preset(args.rules_id)
            except ValueError as error:
                raise UsageError(str(error)) from None
            info = PRESET_INFO[rules.name]
            data = {"players": player_range(info), "options": rules.to_dict(),
                    "description": rules.describe()}
        if args.lang is not None:
            _localise_rules(data, args.rules_id, args.lang)
        _print(data, args.json)
    elif args.command == "review":  # deal review (issue 13)
        from sevens.review import run as run_review

        try:
            return run_review(args)
        except ValueError as error:
            raise UsageError(str(error)) from None
    elif args.command == "hint":  # the hint, one judgement with review (issue 31)
        from sevens.review import run_hint

        try:
            return run_hint(args)
        except ValueError as error:
            raise UsageError(str(error)) from None
    elif args.command == "build-web":
        from sevens.tools.webbuild import run as run_web_build

        return run_web_build(args)
    elif args.command == "fetch-runtime":
        from sevens.tools.runtime_mirror import run as run_fetch_runtime

        return run_fetch_runtime(args)
    return 0


def _localise_rules(data: dict[str, Any], rules_id: str | None, tag: str) -> None:
    """Put the table's own wording in language ``tag`` into a ``rules`` report: titles and
    one-line descriptions for the list, the rules text generated from ``Rules`` for one
    preset (the same sentences the Rules screen shows).

    Raises:
        UsageError: ``tag`` names no language the game speaks.
    """
    from sevens.app.languages import LANGUAGE_CODES, match_language

    code = match_language(tag)
    if code is None:
        raise UsageError(f"unknown language {tag!r} (choose {', '.join(LANGUAGE_CODES)})")
    from sevens.app import translation
    from sevens.app.rules_text import describe_rules

    translation.set_language(code)
    try:
        if rules_id is None:
            for key, entry in data.items():
                entry["title"] = translation.text(f"preset.{key}.title")
                entry["description"] = translation.text(f"preset.{key}.line")
        else:
            data["title"] = translation.text(f"preset.{preset(rules_id).name}.title")
            data["description"] = describe_rules(preset(rules_id))
        data["language"] = code
    finally:
        translation.set_language("en")


def _quiet_stdout() -> None:
    """After a closed pipe: point stdout at the null device so the exit flush is silent."""
    with contextlib.suppress(OSError, ValueError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (2 for bad input, with one line on
    stderr; 0 when the reader of a pipe, such as ``head``, closes it early)."""
    command = "python -m sevens"
    try:
        args = build_parser().parse_args(argv)
        command = f"python -m sevens {args.command}"
        status = _run(args)
        sys.stdout.flush()
        return status
    except UsageError as error:
        print(f"{command}: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        _quiet_stdout()
        return 0
    except KeyboardInterrupt:
        print("python -m sevens: interrupted", file=sys.stderr)
        return 130
