"""What a view's public history says of the others' plays: every play another seat made from
its hand, with the cards that fitted then (:func:`read_choices`), and the row geometry that
turns a card and a hand into the opponent model's features (:class:`Geometry`,
:data:`FEATURES`). The models that weigh those plays are in :mod:`sevens.bots.inference`.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.cards import ALL_CARDS, CARDS_PER_PACK, CARDS_PER_SUIT, FULL_PACK
from sevens.events import (
    CardCovered,
    CardGiven,
    CardPlayed,
    DealStarted,
    PlayerOut,
    SevensLaidOut,
)
from sevens.game import View
from sevens.row_positions import start_position
from sevens.rules import Rules
from sevens.scoring import pip_value
from sevens.table_rows import PublicTable

#: Feature names, in the order of a weight vector.
FEATURES = ("frees", "next", "start", "beyond", "released", "next_race", "released_race",
            "pips", "released_value")
#: A card's penalty pips, in tens (``normal`` sheds heavy cards under pip scoring).
PIPS = tuple(pip_value(card) / 10.0 for card in ALL_CARDS[:CARDS_PER_PACK])
#: A card's value (A = 1 … K = 13) in sevenths: what the cards a play releases are worth in
#: Douque, where the others would otherwise have to cover them.
RELEASED_VALUE = tuple((index % CARDS_PER_SUIT + 1) / 7.0 for index in range(CARDS_PER_PACK))


@dataclass(frozen=True, slots=True)
class Choice:
    """One play another seat made from its hand, as the view saw it."""

    seat: int
    card: int  # card kind played
    open_cards: int  # card kinds that fitted the rows at that moment
    later: int  # card kinds this seat played, laid or handed over afterwards (held then)
    position: int  # index of the table geometry (see :class:`Geometry`)
    arrived: int = 0  # card kinds this seat was handed afterwards, seen (not held then)
    race: bool = False  # it or another seat was close to going out (see :func:`racing`)
    covers_before: int = 0  # cards this seat had covered by then (the rest of its pile it held)
    table: int = 0  # card kinds on the rows at that moment
    public: int = 0  # card kinds face up off the rows then (laid out, leftovers)


class Geometry:
    """For one row start position, per card kind: the kinds that lie beyond it on its side
    of the row (further from the start; every other card of the suit for a starting card),
    the kind just beyond it (both neighbours of a starting card), how many kinds lie beyond
    it, and those kinds in order outwards (one run per side; a starting card has two)."""

    def __init__(self, rules: Rules, start_pos: int) -> None:
        self.start_pos = start_pos
        ace = rules.ace
        self.beyond = [0] * CARDS_PER_PACK
        self.following = [0] * CARDS_PER_PACK
        self.span = [0] * CARDS_PER_PACK
        self.outward: list[tuple[tuple[int, ...], ...]] = [()] * CARDS_PER_PACK
        spots = [0, 13] if ace == "either" else [13 if ace == "high" else 0]
        places = sorted([(spot, 0) for spot in spots] + [(rank, rank) for rank in range(1, 13)])
        for rank_index in range(CARDS_PER_SUIT):
            if rank_index == 0 and ace == "either" and start_pos not in (0, 13):
                continue  # it goes at whichever end is open: nothing lies beyond it
            position = start_pos if rank_index == start_pos % 13 else (
                13 if rank_index == 0 and ace != "low" else rank_index)
            below = [rank for other, rank in reversed(places)
                     if other < position and rank != rank_index]
            above = [rank for other, rank in places if other > position and rank != rank_index]
            if position == start_pos:
                runs = [below, above]
            elif position < start_pos:
                runs = [below]
            else:
                runs = [above]
            for suit in range(4):
                shift = suit * CARDS_PER_SUIT
                index = shift + rank_index
                bits = tuple(tuple(1 << (shift + rank) for rank in run) for run in runs if run)
                mask = 0
                for run in bits:
                    for bit in run:
                        mask |= bit
                self.beyond[index] = mask
                self.span[index] = mask.bit_count()
                self.outward[index] = bits
                for run in bits:  # a starting card has a neighbour on each side
                    self.following[index] |= run[0]

    def features(self, index: int, hand: int, race: bool = False) -> tuple[float, ...]:
        """The :data:`FEATURES` of playing card kind ``index`` from ``hand`` (kind mask),
        ``race`` telling whether someone was close to going out."""
        rest = hand & ~(1 << index)
        released = 0
        released_value = 0.0
        for run in self.outward[index]:
            for bit in run:
                if rest & bit:
                    break
                released += 1
                released_value += RELEASED_VALUE[bit.bit_length() - 1]
        following = float((rest & self.following[index]).bit_count())
        return (float((rest & self.beyond[index]).bit_count()),
                following,
                1.0 if index % CARDS_PER_SUIT == self.start_pos % 13 else 0.0,
                float(self.span[index]),
                float(released),
                following if race else 0.0,
                float(released) if race else 0.0,
                PIPS[index],
                released_value)


def pile_order(covered: list[int]) -> tuple[list[int], list[int]]:
    """A seat's covered card kinds in the order the likelihood assumes they were covered
    (the cheapest first, as players cover), and after each number of covers the mask of
    those not covered yet, which the seat still held then (one more entry than cards, the
    last 0)."""
    order = sorted(covered, key=lambda index: (index % CARDS_PER_SUIT, index))
    held = [0] * (len(order) + 1)
    for number in range(len(order) - 1, -1, -1):
        held[number] = held[number + 1] | 1 << order[number]
    return order, held


def racing(sizes: list[int] | tuple[int, ...], seat: int) -> bool:
    """Whether ``seat``, about to play, is racing: it holds three cards or fewer, or another
    seat still in the deal holds one or two (the ``normal`` heuristic plays differently)."""
    others = [size for other, size in enumerate(sizes) if other != seat and size > 0]
    return sizes[seat] <= 3 or (bool(others) and min(others) <= 2)


def read_choices(view: View) -> tuple[list[Choice], list[Geometry]]:
    """Every play another seat made from its hand, with the cards that fitted then (whether
    it had a choice depends on its hand, which a world fills in)."""
    rules = view.rules
    rows = PublicTable(rules)
    records: list[tuple[int, int, int, int, int, bool, int, int, int]] = []  # seat, card,
    # open, event, geometry, race, covers before, table, face-up cards off the rows
    leftovers = 0
    sizes = [0] * view.players
    covers = [0] * view.players
    left_hand: list[list[tuple[int, int]]] = [[] for _ in range(view.players)]
    arrived: list[list[tuple[int, int]]] = [[] for _ in range(view.players)]
    geometries: dict[int, int] = {}
    geometry_list: list[Geometry] = []

    def geometry_at(start: int) -> int:
        if start not in geometries:
            geometries[start] = len(geometry_list)
            geometry_list.append(Geometry(rules, start))
        return geometries[start]

    for number, event in enumerate(view.events):
        if isinstance(event, DealStarted):
            sizes = list(event.hand_sizes)
            for card in event.leftovers:
                leftovers |= 1 << card.index
        elif isinstance(event, SevensLaidOut):
            for holder in event.holders:
                if holder is not None:
                    sizes[holder] -= 1
        elif isinstance(event, CardCovered):
            sizes[event.seat] -= 1
            covers[event.seat] += 1
        if isinstance(event, CardPlayed):
            index = event.card.index
            if event.seat != view.seat and not event.from_leftover:
                start = rows.start_position
                if start is None:
                    start = start_position(index % CARDS_PER_SUIT, rules.ace)
                records.append((event.seat, index, rows.playable, number, geometry_at(start),
                                racing(sizes, event.seat), covers[event.seat],
                                rows.table_mask(), (rows.laid | leftovers) & FULL_PACK))
            if event.from_leftover:
                leftovers &= ~(1 << index)
            if not event.from_leftover:
                left_hand[event.seat].append((number, index))
                sizes[event.seat] -= 1
            rows.play(index, event.suit_row)
        elif isinstance(event, PlayerOut):
            sizes[event.seat] = 0
            laid = [card.index for card in event.laid]
            for index in laid:
                left_hand[event.seat].append((number, index))
            rows.lay(laid)
        elif isinstance(event, CardGiven):
            sizes[event.giver] -= 1
            sizes[event.receiver] += 1
            if event.card is not None:
                left_hand[event.giver].append((number, event.card.index))
                arrived[event.receiver].append((number, event.card.index))

    def after(seat: int, number: int) -> tuple[int, int]:
        later = came = 0
        for when, other in left_hand[seat]:
            if when > number:
                later |= 1 << other
        for when, other in arrived[seat]:
            if when > number:
                came |= 1 << other
        return later & ~came, came

    choices = []
    for seat, index, open_cards, number, position, race, before, table, public in records:
        later, came = after(seat, number)
        choices.append(Choice(seat, index, open_cards, later, position, came, race, before,
                              table, public))
    return choices, geometry_list
