"""Computer players. One protocol for all: a bot sees only a :class:`~sevens.game.View` and
returns one of its legal moves.

Thinking can be sliced across frames: ``bot.begin(view)`` then ``bot.advance(seconds)`` until it
returns a move (``None`` means "still thinking"). ``bot.choose(view)`` does both at once.

Strengths (:data:`BOT_LEVELS`): ``random``; ``easy`` (a few simple habits); ``normal`` (a good
heuristic, :mod:`sevens.bots.heuristic`); ``hard`` (samples the hidden hands consistently with
the view and plays each candidate move out many times, :mod:`sevens.bots.search`).
"""

from __future__ import annotations

from typing import Any

from sevens.bots.base import BaseBot, Bot, RandomBot
from sevens.bots.players import EasyBot, NormalBot
from sevens.bots.search import HardBot

__all__ = ["BOT_LEVELS", "BaseBot", "Bot", "EasyBot", "HardBot", "NormalBot", "RandomBot",
           "make_bot"]

BOT_LEVELS: dict[str, type[BaseBot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


def make_bot(level: str, seed: int | None = None, **options: Any) -> BaseBot:
    """A bot of the named strength; ``options`` go to its constructor (for ``hard``:
    ``budget`` seconds a decision, ``iterations`` for a fixed, reproducible amount of search).

    Raises:
        KeyError: unknown level.
    """
    key = level.strip().lower()
    if key not in BOT_LEVELS:
        raise KeyError(f"unknown bot level {level!r}; choose from {', '.join(BOT_LEVELS)}")
    return BOT_LEVELS[key](seed=seed, **options)
