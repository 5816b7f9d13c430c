"""Bot speed figures for ``python -m sevens bench``: how long each strength takes to decide."""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Any

from sevens.bots import BOT_LEVELS, make_bot
from sevens.game import Game
from sevens.rules import PRESETS


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    position = min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))
    return ordered[position]


def decision_times(seconds: float = 1.0, levels: tuple[str, ...] | None = None,
                   seed: int = 1) -> dict[str, Any]:
    """Mean and 95th-percentile decision time (ms) of each strength at its default settings.

    Each strength plays seat 0 of deals cycling through the presets (the other seats play the
    ``normal`` heuristic) for about ``seconds``; every decision it makes is timed, forced ones
    included, and ``searched_p95_ms`` covers only decisions with a real choice. For a
    searching strength, ``searched_playouts_median`` and ``searched_worlds_median`` say how
    much search a decision with a real choice buys.
    """
    report: dict[str, Any] = {}
    rng = random.Random(seed)
    preset_ids = list(PRESETS)
    for level in levels or tuple(BOT_LEVELS):
        times: list[float] = []
        chosen_times: list[float] = []
        playouts: list[int] = []
        worlds: list[int] = []
        started = time.perf_counter()
        deal = 0
        while time.perf_counter() - started < seconds or not times:
            rules = PRESETS[preset_ids[deal % len(preset_ids)]]
            game = Game(rules, seed=rng.randrange(1 << 40), dealer=deal % rules.players)
            bots = [make_bot(level, seed=rng.randrange(1 << 30))] + [
                make_bot("normal", seed=rng.randrange(1 << 30)) for _ in range(rules.players - 1)]
            deal += 1
            while not game.over and time.perf_counter() - started < seconds * 2:
                seat = game.current_player
                assert seat is not None
                view = game.view(seat)
                begun = time.perf_counter()
                move = bots[seat].choose(view)
                elapsed = time.perf_counter() - begun
                if seat == 0:
                    times.append(elapsed)
                    if len(view.legal_moves) > 1:
                        chosen_times.append(elapsed)
                        search = getattr(bots[seat], "last_search", None)
                        if search is not None:
                            playouts.append(search.playouts)
                            worlds.append(search.worlds)
                game.apply(move)
        report[level] = {
            "mean_ms": round(1000 * statistics.fmean(times), 3),
            "p95_ms": round(1000 * _percentile(times, 0.95), 3),
            "max_ms": round(1000 * max(times), 3),
            "searched_p95_ms": round(1000 * _percentile(chosen_times, 0.95), 3),
            "decisions": len(times),
        }
        if playouts:
            report[level]["searched_playouts_median"] = statistics.median(playouts)
            report[level]["searched_worlds_median"] = statistics.median(worlds)
    return report
