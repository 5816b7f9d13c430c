"""The ``easy`` level: :class:`EasyBot`, a few simple habits (see
:func:`sevens.bots.heuristic.easy_score`)."""

from __future__ import annotations

from sevens.bots.base import BaseBot, require_moves
from sevens.bots.heuristic import Situation, easy_score, explain_move
from sevens.game import View
from sevens.message import Message
from sevens.moves import Move


class EasyBot(BaseBot):
    """A few simple habits: follow on to your own cards, keep sevens back when you can, cover
    the lowest card, never pass by choice; otherwise loose."""

    name = "easy"

    def choose(self, view: View) -> Move:
        """The easy player's move.

        Raises:
            ValueError: the view's seat is not to move.
        """
        require_moves(view)
        if len(view.legal_moves) == 1:
            return view.legal_moves[0]
        situation = Situation(view)
        scored = [(easy_score(situation, move, self.rng.random()), number, move)
                  for number, move in enumerate(view.legal_moves)]
        return max(scored)[2]

    def explain(self, view: View, move: Move) -> Message:
        """A short reason for ``move``."""
        return explain_move(view, move)
