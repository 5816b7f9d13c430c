"""Computer players. One protocol for all: a bot sees only a :class:`~sevens.game.View` and
returns one of its legal moves.

Thinking can be sliced across frames: ``bot.begin(view)`` then ``bot.advance(seconds)`` until it
returns a move (``None`` means "still thinking"). ``bot.choose(view)`` does both at once.

Strengths (:data:`BOT_LEVELS`): ``random``; ``easy`` (a few simple habits); ``normal`` (a good
heuristic, :mod:`sevens.bots.heuristic`); ``hard`` (samples the hidden hands consistently with
the view, favouring hands that explain the others' plays (:mod:`sevens.bots.inference`), and
plays each candidate move out many times, :mod:`sevens.bots.hard`); ``expert``, the same
search thinking up to 1.5 s a decision (:mod:`sevens.bots.expert`), is no longer a level: it
did not beat ``hard`` (docs/bots.md, issue 48), and the lab keeps it among its measurement
players.

Players for measurements only (``clairvoyant``, the sparring partners) live with the other
lab tools in :mod:`sevens.tools.measurement_players`; they never ship with the game.
"""

from __future__ import annotations

from typing import Any

from sevens.bots.base import BaseBot, Bot, RandomBot
from sevens.bots.easy import EasyBot
from sevens.bots.expert import ExpertBot
from sevens.bots.hard import HardBot
from sevens.bots.normal import NormalBot

__all__ = ["BOT_LEVELS", "BaseBot", "Bot", "EasyBot", "ExpertBot", "HardBot", "NormalBot",
           "RandomBot", "UnknownBotLevel", "make_bot"]

BOT_LEVELS: dict[str, type[BaseBot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


class UnknownBotLevel(KeyError, ValueError):
    """No bot has that level (a ``ValueError``; also a ``KeyError`` for older callers)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def make_bot(level: str, seed: int | None = None, **options: Any) -> BaseBot:
    """A computer player of the named strength: ``random``, ``easy``, ``normal`` or ``hard``
    (:data:`BOT_LEVELS`, any letter case). ``options`` go to its constructor (for
    ``hard``: ``budget`` seconds a decision, ``iterations`` for a fixed,
    reproducible amount of search).

    Raises:
        UnknownBotLevel: unknown level (a ``ValueError`` and a ``KeyError``).
    """
    kind = BOT_LEVELS.get(level.strip().lower()) if isinstance(level, str) else None
    if kind is None:
        raise UnknownBotLevel(f"unknown bot level {level!r}; choose from {', '.join(BOT_LEVELS)}")
    return kind(seed=seed, **options)
