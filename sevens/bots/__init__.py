"""Computer players. One protocol for all: a bot sees only a :class:`~sevens.game.View` and
returns one of its legal moves.

Thinking can be sliced across frames: ``bot.begin(view)`` then ``bot.advance(seconds)`` until it
returns a move (``None`` means "still thinking"). ``bot.choose(view)`` does both at once.

Strengths (:data:`BOT_LEVELS`): ``random``; ``easy`` (a few simple habits); ``normal`` (a good
heuristic, :mod:`sevens.bots.heuristic`); ``hard`` (samples the hidden hands consistently with
the view, favouring hands that explain the others' plays (:mod:`sevens.bots.inference`), and
plays each candidate move out many times, :mod:`sevens.bots.search`).

:data:`BENCHMARK_BOTS` are players for measurements only, never offered at the table:
``clairvoyant`` is the ``hard`` search reading every hand (:mod:`sevens.bots.clairvoyant`);
``frees-most``, ``holds-ends`` and ``longest-suit`` are simple public-style habits that
``normal`` is measured against (:mod:`sevens.bots.sparring`).
"""

from __future__ import annotations

from typing import Any

from sevens.bots.base import BaseBot, Bot, RandomBot
from sevens.bots.clairvoyant import ClairvoyantBot
from sevens.bots.players import EasyBot, NormalBot
from sevens.bots.search import HardBot
from sevens.bots.sparring import SPARRING_BOTS

__all__ = ["BENCHMARK_BOTS", "BOT_LEVELS", "BaseBot", "Bot", "ClairvoyantBot", "EasyBot",
           "HardBot", "NormalBot", "RandomBot", "make_bot"]

BOT_LEVELS: dict[str, type[BaseBot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}
#: Players for measurements only (not table levels): they may read more than a view.
BENCHMARK_BOTS: dict[str, type[BaseBot]] = {"clairvoyant": ClairvoyantBot, **SPARRING_BOTS}


def make_bot(level: str, seed: int | None = None, **options: Any) -> BaseBot:
    """A bot of the named strength (or a :data:`BENCHMARK_BOTS` player); ``options`` go to its
    constructor (for ``hard`` and ``clairvoyant``: ``budget`` seconds a decision,
    ``iterations`` for a fixed, reproducible amount of search).

    Raises:
        KeyError: unknown level.
    """
    key = level.strip().lower()
    kind = BOT_LEVELS.get(key) or BENCHMARK_BOTS.get(key)
    if kind is None:
        raise KeyError(f"unknown bot level {level!r}; choose from {', '.join(BOT_LEVELS)}")
    return kind(seed=seed, **options)
