"""Moves: what a player does on a turn, with the text form that ``Game.apply`` accepts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from sevens.cards import Card

PLAY, PASS, COVER, GIVE, LEFTOVER = "play", "pass", "cover", "give", "leftover"
MOVE_KINDS = (PLAY, PASS, COVER, GIVE, LEFTOVER)


class IllegalMove(ValueError):
    """A move the rules refuse; ``str(error)`` is a short sentence a player can read."""


@dataclass(frozen=True, slots=True)
class Move:
    """One action: ``kind`` is play, pass, cover, give or leftover; ``card`` is None for pass."""

    kind: str
    card: Card | None = None

    def __str__(self) -> str:
        if self.kind == PASS:
            return "pass"
        if self.kind == PLAY:
            return str(self.card)
        return f"{self.kind} {self.card}"

    @staticmethod
    def parse(text: str | Move) -> Move:
        """Read move text: ``7S``, ``pass``, ``cover 2H``, ``give 2H``, ``leftover 5C``.

        Raises:
            IllegalMove: the text is not a move.
        """
        if isinstance(text, Move):
            return text
        return _parse_move(" ".join(str(text).strip().lower().split()))


@lru_cache(maxsize=1024)
def _parse_move(text: str) -> Move:
    if text == "pass":
        return Move(PASS)
    words = text.split(" ")
    try:
        if len(words) == 1:
            return Move(PLAY, Card.parse(words[0]))
        if len(words) == 2 and words[0] in (PLAY, COVER, GIVE, LEFTOVER):
            return Move(words[0], Card.parse(words[1]))
    except ValueError:
        pass
    raise IllegalMove(f"not a move: {text!r} (try '7S', 'pass', 'cover 2H', 'give 2H')")


PASS_MOVE = Move(PASS)
