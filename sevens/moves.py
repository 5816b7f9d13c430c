"""Moves: what a player does on a turn, with the text form that ``Game.apply`` accepts."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from sevens.cards import Card

PLAY, PASS, COVER, GIVE, LEFTOVER = "play", "pass", "cover", "give", "leftover"
MOVE_KINDS = (PLAY, PASS, COVER, GIVE, LEFTOVER)
#: Kinds that put a card on a row, so may name the row (``6H@2``).
ROW_KINDS = (PLAY, LEFTOVER)
#: The most rows a suit has (two packs).
MAX_SUIT_ROWS = 2


class IllegalMove(ValueError):
    """A move the rules refuse; ``str(error)`` is a short English sentence a player can read.

    ``key`` (e.g. ``"refusal.not_held"``) and ``params`` name the same reason for a message
    table, so an interface can show it in another language; ``key`` is None for malformed move
    text, which only programs produce. Parameters hold plain values: card text such as
    ``"7S"`` (``card``, ``opener``), several card texts separated by spaces (``cards``), a
    suit letter (``suit``), a row number (``row``) or a seat number counted from 1
    (``player``).
    """

    def __init__(self, message: str, key: str | None = None, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params


@dataclass(frozen=True, slots=True)
class Move:
    """One action: ``kind`` is play, pass, cover, give or leftover; ``card`` is None for pass.

    ``row`` matters only with two packs: None plays on the first row of the suit that takes
    the card, 1 or 2 on that row of the suit (rows numbered in the order they were opened).
    """

    kind: str
    card: Card | None = None
    row: int | None = None

    def __str__(self) -> str:
        if self.kind == PASS:
            return "pass"
        text = str(self.card) if self.kind == PLAY else f"{self.kind} {self.card}"
        return text if self.row is None else f"{text}@{self.row}"

    @staticmethod
    def parse(text: str | Move) -> Move:
        """Read move text: ``7S``, ``6H@2``, ``pass``, ``cover 2H``, ``give 2H``,
        ``leftover 5C``; a :class:`Move` object is checked for well-formed fields.

        Raises:
            IllegalMove: the text is not a move, or the object's fields are malformed.
        """
        if isinstance(text, Move):
            check_move_fields(text)
            return text
        if not isinstance(text, str):
            raise IllegalMove(f"not a move: {text!r} (give move text such as '7S' or a Move)")
        return _parse_move(" ".join(text.strip().lower().split()))


def check_move_fields(move: Move) -> None:
    """Refuse a :class:`Move` whose fields cannot describe a move (any rules, any position).

    Raises:
        IllegalMove: an unknown kind, a missing or mistyped card, or a bad row number.
    """
    kind, card, row = move.kind, move.card, move.row
    if not isinstance(kind, str) or kind not in MOVE_KINDS:
        raise IllegalMove(f"not a move: kind {kind!r} is not one of {', '.join(MOVE_KINDS)}")
    if kind == PASS:
        if card is not None:
            raise IllegalMove(f"not a move: a pass names no card, not {card!r}")
    elif type(card) is not Card:
        if card is None:
            raise IllegalMove(f"not a move: '{kind}' needs a card")
        raise IllegalMove(f"not a move: the card of '{kind}' must be a Card, not {card!r}")
    if row is not None:
        if kind not in ROW_KINDS:
            raise IllegalMove(f"not a move: only a card played on a row names a row, not "
                              f"'{kind}' (row {row!r})")
        if type(row) is not int or not 1 <= row <= MAX_SUIT_ROWS:
            raise IllegalMove(f"not a move: row must be 1 or 2, not {row!r}")


@lru_cache(maxsize=1024)
def _parse_move(text: str) -> Move:
    if text == "pass":
        return Move(PASS)
    words = text.split(" ")
    try:
        if len(words) == 1:
            return _with_row(PLAY, words[0])
        if len(words) == 2 and words[0] in (PLAY, COVER, GIVE, LEFTOVER):
            return _with_row(words[0], words[1])
    except ValueError:
        pass
    raise IllegalMove(f"not a move: {text!r} (try '7S', '6H@2', 'pass', 'cover 2H', 'give 2H')")


def _with_row(kind: str, text: str) -> Move:
    card_text, at, row_text = text.partition("@")
    if not at:
        return Move(kind, Card.parse(card_text))
    if kind not in ROW_KINDS or row_text not in ("1", "2"):
        raise ValueError(f"bad row in {text!r}")
    return Move(kind, Card.parse(card_text), int(row_text))


PASS_MOVE = Move(PASS)
