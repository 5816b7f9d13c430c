"""Sevens (Fan Tan, Domino, Parliament, Badam Satti, Shichinarabe, Douque): rules engine.

The core never imports pygame. Public surface (SPEC §5)::

    import sevens
    game = sevens.Game(sevens.preset("douque"), seed=7)
    while not game.over:
        game.apply(game.legal_moves()[0])
    print(game.result().to_dict())
"""

from sevens.bots import UnknownBotLevel, make_bot
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
