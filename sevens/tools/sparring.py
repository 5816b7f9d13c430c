"""Sparring partners for measuring ``normal``: three simple, well-known Sevens habits, each
written plainly (they are benchmark players, never offered at the table).

* ``frees-most``: play the card that leads on to the most of your own cards (the ones it
  makes playable at once count double);
* ``holds-ends``: hold back sevens and the cards next to a row's end; play the card that lets
  the fewest unseen cards follow it;
* ``longest-suit``: run your longest suit, on the side where you hold more.

All three play a fitting card whenever they can (never a free pass by choice), cover their
lowest card, hand over the card furthest from fitting, and break ties at random.
"""

from __future__ import annotations

from sevens.bots.base import BaseBot
from sevens.bots.heuristic import Situation
from sevens.cards import Card
from sevens.game import View
from sevens.message import Message
from sevens.moves import COVER, GIVE, LEFTOVER, PASS, Move

START_RANK = 7


class SparringBot(BaseBot):
    """Shared plumbing: forced choices are made here; :meth:`play_score` ranks the plays."""

    name = "sparring"

    def choose(self, view: View) -> Move:
        """The habit's move (ties broken by the seeded generator).

        Raises:
            ValueError: the view's seat is not to move.
        """
        if not view.legal_moves:
            raise ValueError("this seat has no move to make")
        moves = view.legal_moves
        if len(moves) == 1:
            return moves[0]
        situation = Situation(view)
        best: list[Move] = []
        top = -1e9
        for move in moves:
            score = self.score(situation, move)
            if score > top + 1e-9:
                best, top = [move], score
            elif score > top - 1e-9:
                best.append(move)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def score(self, situation: Situation, move: Move) -> float:
        """Higher is better: plays by the habit, then covers and gives by the shared rules."""
        card = move.card
        if move.kind == PASS:
            return -1000.0
        assert card is not None
        if move.kind == COVER:
            return -500.0 - card.value
        if move.kind == GIVE:
            return float(situation.board.distance(card))
        penalty = 50.0 if move.kind == LEFTOVER else 0.0  # own cards first
        if situation.board.tables is None:  # a Domino lead: any card
            return -penalty
        return self.play_score(situation, card, move.row) - penalty

    def play_score(self, situation: Situation, card: Card, row_number: int | None) -> float:
        """How much the habit likes playing ``card`` now (on the suit's row ``row_number``
        if the move names one)."""
        raise NotImplementedError

    def explain(self, view: View, move: Move) -> Message:
        """The habit's name."""
        return Message("hint.reason.sparring", name=self.name)


class FreesMostBot(SparringBot):
    """Plays the card that leads on to the most of its own cards."""

    name = "frees-most"

    def play_score(self, situation: Situation, card: Card, row_number: int | None) -> float:
        """Own cards made playable at once (double) plus own cards further out that side."""
        effect = situation.effect(card, row_number)
        if effect is None:
            return 0.0
        return 2.0 * len(effect.opens_mine) + len(effect.mine_beyond)


class HoldsEndsBot(SparringBot):
    """Holds back sevens and the cards next to a row's end: plays the card that lets the
    fewest unseen cards follow it."""

    name = "holds-ends"

    def play_score(self, situation: Situation, card: Card, row_number: int | None) -> float:
        """Fewer unseen cards beyond is better; a seven is kept back when anything else fits."""
        effect = situation.effect(card, row_number)
        if effect is None:
            return 0.0
        score = -float(len(effect.hidden_beyond))
        if card.rank == START_RANK:
            score -= 20.0
        return score


class LongestSuitBot(SparringBot):
    """Runs its longest suit, on the side where it holds more."""

    name = "longest-suit"

    def play_score(self, situation: Situation, card: Card, row_number: int | None) -> float:
        """Cards held in the card's suit, then own cards further out on its side."""
        held = sum(1 for other in situation.view.hand if other.suit == card.suit)
        effect = situation.effect(card, row_number)
        beyond = len(effect.mine_beyond) if effect is not None else 0
        return 10.0 * held + beyond


SPARRING_BOTS: dict[str, type[BaseBot]] = {
    bot.name: bot for bot in (FreesMostBot, HoldsEndsBot, LongestSuitBot)}
