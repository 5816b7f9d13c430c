"""Cards as small immutable values, and sets of cards as integer bitmasks.

A card kind is an index ``suit * 13 + rank_index`` (``rank_index`` 0 for the ace up to 12 for
the king), so a set of card kinds is a 52-bit integer. With two packs a hand can hold two copies
of the same card: bit ``i`` then means "at least one copy" and bit ``i + 52`` "a second copy"
(see :func:`add_copy` and :func:`remove_copy`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_LETTERS = "A23456789TJQK"
RANK_NAMES = (
    "ace", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "jack", "queen", "king",
)
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
CARDS_PER_SUIT = 13
CARDS_PER_PACK = 52
FULL_PACK = (1 << CARDS_PER_PACK) - 1
SUIT_MASKS = tuple(((1 << CARDS_PER_SUIT) - 1) << (CARDS_PER_SUIT * suit) for suit in range(4))


def rank_label(rank: int) -> str:
    """A rank as a card's corner prints it: A, 2 … 10, J, Q, K."""
    return "10" if rank == 10 else RANK_LETTERS[rank - 1]


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One playing card: ``suit`` 0..3 (spades, hearts, diamonds, clubs), ``rank`` 1..13 (A..K)."""

    suit: int
    rank: int

    def __post_init__(self) -> None:
        suit, rank = self.suit, self.rank
        if (type(suit) is not int or type(rank) is not int
                or not (0 <= suit < 4 and 1 <= rank <= 13)):
            raise ValueError(f"no such card: suit {suit!r}, rank {rank!r} (suit 0-3, rank 1-13)")

    @property
    def index(self) -> int:
        """The card kind's bit number, 0..51."""
        return self.suit * CARDS_PER_SUIT + self.rank - 1

    @property
    def bit(self) -> int:
        """The card kind as a one-bit mask."""
        return 1 << self.index

    @property
    def value(self) -> int:
        """Face value A=1 … K=13 (Douque's penalty value)."""
        return self.rank

    @property
    def symbol(self) -> str:
        """The suit symbol, e.g. ``♠``."""
        return SUIT_SYMBOLS[self.suit]

    @property
    def name(self) -> str:
        """Words for the card, e.g. ``seven of spades``."""
        return f"{RANK_NAMES[self.rank - 1]} of {SUIT_NAMES[self.suit]}"

    def pretty(self) -> str:
        """Short text with the suit symbol, e.g. ``10♥``."""
        return rank_label(self.rank) + self.symbol

    def __str__(self) -> str:
        return RANK_LETTERS[self.rank - 1] + SUIT_LETTERS[self.suit]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @staticmethod
    def parse(text: str | Card) -> Card:
        """Read card text such as ``7S``, ``TD``, ``10h`` or ``Q♠``.

        Raises:
            ValueError: the text names no card.
        """
        if isinstance(text, Card):
            return text
        return _parse_card(str(text).strip().upper())

    @staticmethod
    def from_index(index: int) -> Card:
        """The card whose kind index is ``index`` (0..51; a second-copy index is folded)."""
        return ALL_CARDS[index % CARDS_PER_PACK]


@lru_cache(maxsize=512)
def _parse_card(text: str) -> Card:
    if len(text) < 2:
        raise ValueError(f"not a card: {text!r}")
    rank_text, suit_text = text[:-1], text[-1]
    if suit_text in SUIT_LETTERS:
        suit = SUIT_LETTERS.index(suit_text)
    elif suit_text in SUIT_SYMBOLS:
        suit = SUIT_SYMBOLS.index(suit_text)
    else:
        raise ValueError(f"not a card: {text!r} (suit must be S, H, D or C)")
    if rank_text == "10":
        rank_text = "T"
    if len(rank_text) != 1 or rank_text not in RANK_LETTERS:
        raise ValueError(f"not a card: {text!r} (rank must be A 2-9 T J Q K or 10)")
    return Card(suit, RANK_LETTERS.index(rank_text) + 1)


ALL_CARDS: tuple[Card, ...] = tuple(Card(suit, rank) for suit in range(4) for rank in range(1, 14))


def iter_indices(mask: int) -> Iterator[int]:
    """The set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[Card | str]) -> int:
    """The kind mask of some cards (duplicates collapse)."""
    mask = 0
    for card in cards:
        mask |= Card.parse(card).bit
    return mask


def add_copy(multiset: int, index: int) -> int:
    """Add one copy of card kind ``index`` to a two-pack multiset mask."""
    bit = 1 << index
    if multiset & bit:
        return multiset | (bit << CARDS_PER_PACK)
    return multiset | bit


def remove_copy(multiset: int, index: int) -> int:
    """Remove one copy of card kind ``index`` (which must be present) from a multiset mask."""
    second = 1 << (index + CARDS_PER_PACK)
    if multiset & second:
        return multiset ^ second
    return multiset ^ (1 << index)


def multiset_count(multiset: int) -> int:
    """How many cards (copies included) a multiset mask holds."""
    return multiset.bit_count()


def multiset_cards(multiset: int) -> list[Card]:
    """The cards of a multiset mask, copies repeated, sorted by suit then rank."""
    cards = [ALL_CARDS[i] for i in iter_indices(multiset & FULL_PACK)]
    cards += [ALL_CARDS[i] for i in iter_indices(multiset >> CARDS_PER_PACK)]
    cards.sort()
    return cards


class CardSet:
    """A read-only set of card kinds over a 52-bit mask, printable and iterable."""

    __slots__ = ("mask",)

    def __init__(self, mask: int | Iterable[Card | str] = 0) -> None:
        self.mask = mask if isinstance(mask, int) else mask_of(mask)

    def __iter__(self) -> Iterator[Card]:
        return (ALL_CARDS[i] for i in iter_indices(self.mask & FULL_PACK))

    def __len__(self) -> int:
        return (self.mask & FULL_PACK).bit_count()

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            card = Card.parse(card)
        return isinstance(card, Card) and bool(self.mask >> card.index & 1)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __bool__(self) -> bool:
        return bool(self.mask)

    def __repr__(self) -> str:
        return f"CardSet({' '.join(map(str, self))!r})"

    def __str__(self) -> str:
        return " ".join(map(str, self))
