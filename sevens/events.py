"""Frozen records of every change to a deal: the log that drives animation, undo and replay.

Every event knows how to show itself to one seat (:meth:`Event.seen_by`): hidden cards (other
hands, covered cards, a card handed between two other players) are replaced by ``None``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from sevens.cards import Card, CardSet


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events."""

    def seen_by(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (``None``: a spectator who sees no hand)."""
        return self

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form, with the event's type name."""
        data: dict[str, Any] = {"event": type(self).__name__}
        for field in dataclasses.fields(self):
            data[field.name] = _jsonable(getattr(self, field.name))
        return data


def _jsonable(value: Any) -> Any:
    if isinstance(value, Card | CardSet):
        return str(value)
    if isinstance(value, tuple | list):
        return [_jsonable(item) for item in value]
    return value


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """The cards are dealt. ``hands`` holds each seat's cards (others' hidden in a view)."""

    dealer: int
    hands: tuple[tuple[Card, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    leftovers: tuple[Card, ...]

    def seen_by(self, seat: int | None) -> Event:
        hidden = tuple(hand if index == seat else None for index, hand in enumerate(self.hands))
        return dataclasses.replace(self, hands=hidden)


@dataclass(frozen=True, slots=True)
class SevensLaidOut(Event):
    """All the starting cards were taken from the hands and laid out (Shichinarabe)."""

    cards: tuple[Card, ...]
    holders: tuple[int | None, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """``seat`` played ``card`` onto row ``row`` (from the face-up leftovers if so marked).

    ``row`` indexes the table's rows (``game.rows()``, ``view.rows``); ``suit_row`` is that
    row's number within its suit — 1, or 2 for the second row with two packs (``6H@2``).
    """

    seat: int
    card: Card
    row: int
    from_leftover: bool = False
    suit_row: int = 1


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` passed. ``blocked`` holds the table's open cards at that moment.

    ``proves_void`` is public: True when the passer had no free pass to spend, so the pass
    proves they held none of ``blocked``. ``free`` (a card did fit) is known only to the
    passer; other seats see ``None``.
    """

    seat: int
    free: bool | None
    blocked: CardSet
    proves_void: bool = False

    def seen_by(self, seat: int | None) -> Event:
        return self if seat == self.seat else dataclasses.replace(self, free=None)


@dataclass(frozen=True, slots=True)
class CardCovered(Event):
    """``seat`` covered a card face down (the card is hidden from the other seats).

    ``blocked`` is public: the table's open cards at that moment. A cover is made only when no
    hand card fits, so it proves the coverer held none of them (None in events made before
    this field existed).
    """

    seat: int
    card: Card | None
    blocked: CardSet | None = None

    def seen_by(self, seat: int | None) -> Event:
        return self if seat == self.seat else dataclasses.replace(self, card=None)


@dataclass(frozen=True, slots=True)
class CardGiven(Event):
    """``giver`` handed ``receiver`` a card (seen only by the two of them)."""

    giver: int
    receiver: int
    card: Card | None

    def seen_by(self, seat: int | None) -> Event:
        if seat in (self.giver, self.receiver):
            return self
        return dataclasses.replace(self, card=None)


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """``seat`` would have passed beyond the limit: out, its cards laid on the rows."""

    seat: int
    laid: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayerFinished(Event):
    """``seat`` emptied their hand; ``order`` is 1 for the first out."""

    seat: int
    order: int


@dataclass(frozen=True, slots=True)
class BonusEarned(Event):
    """Douque bonus: ``bonus`` is complete-suit, clean-hand or last-seven."""

    seat: int
    bonus: str
    points: int


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The deal is over; the result can be read."""

    finished_order: tuple[int, ...]
