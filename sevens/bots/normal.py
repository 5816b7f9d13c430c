"""The ``normal`` level: :class:`NormalBot`, a good heuristic player (see
:mod:`sevens.bots.heuristic` for how it judges a move)."""

from __future__ import annotations

from sevens.bots.base import BaseBot, require_moves
from sevens.bots.heuristic import (
    Situation,
    Weights,
    explain_move,
    judge_all,
)
from sevens.game import View
from sevens.message import Message
from sevens.moves import Move


class NormalBot(BaseBot):
    """A good heuristic player: blocks with the cards next to the rows' ends, holds sevens back,
    opens long suits, covers by value and blocking effect, spends free passes with care."""

    name = "normal"

    def __init__(self, seed: int | None = None, weights: Weights | None = None) -> None:
        super().__init__(seed)
        self.weights = weights  # None: the weights for the rules (heuristic.weights_for)

    def choose(self, view: View) -> Move:
        """The best move by the normal heuristic (ties broken by the bot's seeded generator).

        Raises:
            ValueError: the view's seat is not to move.
        """
        require_moves(view)
        if len(view.legal_moves) == 1:
            return view.legal_moves[0]
        judgements = judge_all(Situation(view, weights=self.weights))
        top = judgements[0].score
        tied = [item.move for item in judgements if item.score >= top - 1e-9]
        return tied[0] if len(tied) == 1 else self.rng.choice(tied)

    def explain(self, view: View, move: Move) -> Message:
        """A short reason for ``move`` (e.g. "Holding the 6♣ blocks five clubs.")."""
        return explain_move(view, move)
