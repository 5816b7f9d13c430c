"""Sevens (Fan Tan, Domino, Parliament, Badam Satti, Shichinarabe, Douque): rules engine.

The core never imports pygame. Public surface (SPEC §5)::

    import sevens
    game = sevens.Game(sevens.preset("douque"), seed=7)
    while not game.over:
        game.apply(game.legal_moves()[0])
    print(game.result().to_dict())
"""

from sevens.cards import ALL_CARDS, Card, CardSet
from sevens.game import Game, RowView, View
from sevens.match import Match
from sevens.moves import IllegalMove, Move
from sevens.rules import (
    OPTION_CHOICES,
    PRESET_DESCRIPTIONS,
    PRESET_INFO,
    PRESETS,
    Preset,
    Rules,
    preset,
)
from sevens.scoring import Result

__all__ = [
    "ALL_CARDS", "Card", "CardSet", "Game", "IllegalMove", "Match", "Move", "OPTION_CHOICES",
    "PRESETS", "PRESET_DESCRIPTIONS", "PRESET_INFO", "Preset", "Result", "RowView", "Rules",
    "UnknownBotLevel", "View", "make_bot", "preset",
]
__version__ = "0.1.0"


class UnknownBotLevel(KeyError, ValueError):
    """No bot has that level (a ``ValueError``; also a ``KeyError`` for older callers)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def make_bot(level: str, seed: int | None = None):  # noqa: ANN201 - see sevens.bots.Bot
    """A computer player: ``random``, ``easy``, ``normal`` or ``hard`` (see :mod:`sevens.bots`).

    Raises:
        UnknownBotLevel: unknown level (a ``ValueError``).
    """
    from sevens.bots import BOT_LEVELS
    from sevens.bots import make_bot as _make_bot

    if not isinstance(level, str) or level.strip().lower() not in BOT_LEVELS:
        raise UnknownBotLevel(f"unknown bot level {level!r}; choose from "
                              f"{', '.join(BOT_LEVELS)}")
    return _make_bot(level, seed=seed)
