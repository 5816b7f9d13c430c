"""Measuring the searching bot against its ceiling: the share of the gap between ``normal``
and ``clairvoyant`` (the same search seeing every hand) that ``hard`` closes.

:func:`gap_report` plays the same duplicate deals twice — one seat of ``hard`` among the
others of a line-up (e.g. three ``normal``), then ``clairvoyant`` in that seat, deal by deal in
turn — and reports
each one's mean gain over the others per deal, and the share ``(hard − normal) /
(clairvoyant − normal)`` with a paired bootstrap 95% interval over the deals.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from sevens.app.driver import play_deal
from sevens.bots import BaseBot
from sevens.game import Game
from sevens.rules import Rules
from sevens.tools.measurement_players import make_player

#: Bootstrap resamples for the share's interval.
RESAMPLES = 2000


def deal_seeds(deals: int, seed: int) -> list[int]:
    """The seeds of a run's deals (deal ``n`` is dealt by seat ``n % players``)."""
    rng = random.Random(seed)
    return [rng.randrange(1 << 40) for _ in range(deals)]


def deal_gain(rules: Rules, bot_names: Sequence[str], deal_number: int, deal_seed: int,
              bot_options: dict[str, dict[str, Any]] | None = None) -> float:
    """One deal played in every seat rotation: the first-listed bot's mean result minus the
    mean result of the others, higher always better (penalties count negative)."""
    bot_options = bot_options or {}
    players = len(bot_names)
    if players != rules.players:
        rules = rules.replace(players=players)
    sign = -1.0 if rules.lower_is_better else 1.0
    dealer = deal_number % players
    gain = 0.0
    for rotation in range(players):
        seating = [(seat - rotation) % players for seat in range(players)]  # lineup index
        bots: list[BaseBot] = [make_player(bot_names[place], seed=deal_seed + seat,
                                        **bot_options.get(bot_names[place], {}))
                               for seat, place in enumerate(seating)]
        game = Game(rules, seed=deal_seed, dealer=dealer)
        for player in bots:
            watch = getattr(player, "watch", None)
            if watch is not None:
                watch(game)
        deltas = play_deal(game, bots).deltas
        focus = seating.index(0)
        others = [float(delta) for seat, delta in enumerate(deltas) if seat != focus]
        gain += sign * (float(deltas[focus]) - statistics.fmean(others))
    return gain / players


def duplicate_gains(rules: Rules, bot_names: Sequence[str], deals: int, seed: int,
                    bot_options: dict[str, dict[str, Any]] | None = None,
                    progress: Callable[[int, int], None] | None = None) -> list[float]:
    """Per deal (every seat rotation played): the first-listed bot's mean result minus the
    mean result of the others, higher always better (penalties count negative)."""
    gains = []
    for deal_number, deal_seed in enumerate(deal_seeds(deals, seed)):
        gains.append(deal_gain(rules, bot_names, deal_number, deal_seed, bot_options))
        if progress is not None:
            progress(deal_number + 1, deals)
    return gains


def _interval(values: Sequence[float]) -> list[float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return [mean, mean]
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return [round(mean - half, 6), round(mean + half, 6)]


def gap_share(hard: Sequence[float], ceiling: Sequence[float],
              seed: int = 1) -> tuple[float, list[float]]:
    """The share of the ceiling's gain that ``hard`` makes (ratio of means over the same
    deals) and its paired bootstrap 95% interval; NaN when the ceiling gains nothing."""
    count = len(hard)
    total = sum(ceiling)
    share = sum(hard) / total if total else math.nan
    rng = random.Random(seed)
    samples = []
    for _ in range(RESAMPLES):
        picks = [rng.randrange(count) for _ in range(count)]
        below = sum(ceiling[pick] for pick in picks)
        if below:
            samples.append(sum(hard[pick] for pick in picks) / below)
    samples.sort()
    if not samples:
        return share, [math.nan, math.nan]
    return share, [round(samples[int(0.025 * len(samples))], 4),
                   round(samples[min(len(samples) - 1, int(0.975 * len(samples)))], 4)]


def gap_report(rules: Rules, bot_names: Sequence[str], deals: int, seed: int,
               bot_options: dict[str, dict[str, Any]] | None = None,
               progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play the line-up (``hard`` first, e.g. ``hard,normal,normal,normal``) and the same
    deals with ``clairvoyant`` in ``hard``'s seat; report both gains over the others and the
    share of the gap ``hard`` closes.

    Raises:
        ValueError: the line-up does not start with ``hard``.
    """
    names = [name.strip().lower() for name in bot_names]
    if not names or names[0] != "hard":
        raise ValueError("the gap report measures hard: list it first (hard,normal,normal,...)")
    options = dict(bot_options or {})
    options.setdefault("clairvoyant", options.get("hard", {}))
    started = time.perf_counter()
    hard: list[float] = []
    ceiling: list[float] = []
    for deal_number, deal_seed in enumerate(deal_seeds(deals, seed)):
        # each deal by both in turn, so that a time budget meets the same machine load
        hard.append(deal_gain(rules, names, deal_number, deal_seed, options))
        ceiling.append(deal_gain(rules, ["clairvoyant", *names[1:]], deal_number, deal_seed,
                                 options))
        if progress is not None:
            progress(deal_number + 1, deals)
    share, interval = gap_share(hard, ceiling, seed)
    opponents = ",".join(names[1:])
    return {
        "rules": rules.name,
        "lineup": ",".join(names),
        "deals": deals,
        "rotations": len(names),
        "seconds": round(time.perf_counter() - started, 3),
        "hard_gain": {"mean": round(statistics.fmean(hard), 6), "ci95": _interval(hard),
                      "versus": opponents},
        "clairvoyant_gain": {"mean": round(statistics.fmean(ceiling), 6),
                             "ci95": _interval(ceiling), "versus": opponents},
        "share_of_gap": {"mean": round(share, 4), "ci95": interval},
        # per deal, so that runs over other seeds can be pooled and bootstrapped together
        "per_deal": {"hard": [round(value, 6) for value in hard],
                     "clairvoyant": [round(value, 6) for value in ceiling]},
    }
