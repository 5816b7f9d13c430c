"""What the player is doing at the table, apart from pygame: the selected card, the card a tap
lifted (armed), the row chosen for a card that fits two rows, and what an intent leads to.

Mouse, keys and fingers feed the same intents of :class:`TableInteraction` (a selection, a
click or Enter, a tap, a place, Tab, a drag and its drop, the hint) and get a
:class:`Decision` back where one is due: play a move (the session checks it once, on the
engine's checked path), ask the engine why a move is refused, or nothing more to do. What the
seat may do is read once per view (:class:`Choices`, from the view's legal moves and their
targets): a card tapped twice is played with no check before the one that plays it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from sevens.cards import Card
from sevens.moves import COVER, GIVE, LEFTOVER, PLAY, Move
from sevens.views import View

#: Where a card the player points at lies: in the hand or among the face-up leftovers.
HAND = "hand"
LEFTOVERS = "leftover"
#: What a :class:`Decision` asks of the table.
PLAY_MOVE, EXPLAIN, ARMED, WAIT = "play", "explain", "armed", "wait"

#: (move, row index) of each way a card goes on the rows.
Way = tuple[Move, int]
class Moment(NamedTuple):
    """What the intents read: the seat's view, whether it is to move, and whether it may act
    now (its move, every card in flight landed)."""

    view: View
    to_move: bool
    may_act: bool


@dataclass(frozen=True, slots=True)
class Decision:
    """What an intent leads to: ``action`` is ``"play"`` (apply ``move``), ``"explain"`` (the
    move is not legal: ask the engine once why), ``"armed"`` (a tap lifted the card) or
    ``"wait"`` (nothing to play yet: a card that fits two rows shows its places first)."""

    action: str
    move: Move | None = None


@dataclass(frozen=True, slots=True)
class Choices:
    """What the seat may do now, read once from a view: the kinds of its legal moves, every
    legal move, and each card's ways onto the rows (one, or two with two packs)."""

    kinds: frozenset[str] = frozenset()
    legal: frozenset[Move] = frozenset()
    ways: dict[tuple[str, Card], tuple[Way, ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, view: View) -> Choices:
        """The choices in ``view`` (one pass over its legal moves and their targets)."""
        moves = tuple(view.legal_moves)  # read once
        ways: dict[tuple[str, Card], list[Way]] = {}
        for move, target in zip(moves, view.targets, strict=False):
            if target is not None and move.card is not None:
                where = HAND if move.kind == PLAY else LEFTOVERS
                ways.setdefault((where, move.card), []).append((move, target.row))
        return cls(frozenset(move.kind for move in moves), frozenset(moves),
                   {key: tuple(found) for key, found in ways.items()})

    def ways_for(self, where: str, card: Card) -> tuple[Way, ...]:
        """(move, row) for each legal way to put the card on the rows (none: it may not)."""
        return self.ways.get((where, card), ())


NO_CHOICES = Choices()


class TableInteraction:
    """The selection, the lifted card and the chosen row, changed only by intents.

    ``selected`` indexes the hand, then the leftovers after it; ``armed`` is the
    (where, card) a tap lifted; ``target`` the (card text, row) chosen for a card that fits
    two rows, and ``target_confirmed`` says its places were shown (the next click plays).
    Every intent reads the :class:`Moment` from ``moment``.
    """

    def __init__(self, moment: Callable[[], Moment]) -> None:
        self.moment = moment
        self.selected: int | None = None
        self.armed: tuple[str, Card] | None = None
        self.target: tuple[str, int] | None = None
        self.target_confirmed = False
        self._read: tuple[View | None, Choices] = (None, NO_CHOICES)
        #: How many times the choices were read from a view (a test counts them).
        self.readings = 0

    # ------------------------------------------------------------------ reading a view

    def choices(self) -> Choices:
        """What the seat may do now (nothing unless it is to move), read once a view."""
        return self.shown() if self.moment().to_move else NO_CHOICES

    def shown(self) -> Choices:
        """The choices the view shows, whoever acts on them (an autoplay demo shows the
        seat's playable cards too), read once a view."""
        view = self.moment().view
        seen, choices = self._read
        if seen is not view:
            choices = Choices.of(view)
            self.readings += 1
            self._read = (view, choices)
        return choices

    def playable(self, where: str) -> set[Card]:
        """The cards of the hand (or the leftovers) that the view lets its seat play."""
        return {card for place, card in self.shown().ways if place == where}

    def items(self) -> list[tuple[str, Card]]:
        """(where, card) of each card the selection indexes: the hand, then the leftovers."""
        view = self.moment().view
        return [*((HAND, card) for card in view.hand),
                *((LEFTOVERS, card) for card in view.leftovers)]

    def selected_item(self) -> tuple[str, Card] | None:
        """(where, card) under the selection, or None."""
        items, index = self.items(), self.selected
        return None if index is None or index >= len(items) else items[index]

    def row_choice(self) -> tuple[Card, tuple[Way, ...], int] | None:
        """(card, its ways, the current one) when the selected card may go on either row of
        its suit and the choice matters (two packs), and the player may act; else None."""
        chosen = self.selected_item()
        if chosen is None or not self.moment().may_act:
            return None
        where, card = chosen
        ways = self.choices().ways_for(where, card)
        if len(ways) < 2:
            return None
        current = 0
        if self.target is not None and self.target[0] == str(card):
            rows = [row for _, row in ways]
            current = rows.index(self.target[1]) if self.target[1] in rows else 0
        return card, ways, current

    def way(self, where: str, card: Card) -> Way | None:
        """The way ``card`` goes on the rows now: the current of its two when it is the
        selected card and the choice matters, else its first (None: it may not)."""
        choice = self.row_choice()
        if choice is not None and self.selected_item() == (where, card):
            return choice[1][choice[2]]
        return next(iter(self.choices().ways_for(where, card)), None)

    def intended(self, where: str, card: Card) -> Move:
        """The move the card would make now: cover, give, play or a leftover (on the row
        chosen for it when it fits two)."""
        choices = self.choices()
        if where == HAND and COVER in choices.kinds:
            return Move(COVER, card)
        if where == HAND and GIVE in choices.kinds:
            return Move(GIVE, card)
        way = self.way(where, card)
        return Move(PLAY if where == HAND else LEFTOVER, card) if way is None else way[0]

    def lit_way(self) -> Way | None:
        """The way the lifted card is lit at: its row, or the ringed current one when it
        fits two (the view lists a second way only where the choice matters)."""
        if self.armed is None or not self.armed_valid() or not self.moment().may_act:
            return None
        return self.way(*self.armed)

    def armed_valid(self) -> bool:
        """True while the lifted card is still the player's to play and still selected."""
        chosen = self.selected_item()
        return self.moment().to_move and chosen is not None and chosen == self.armed

    # ------------------------------------------------------------------ intents

    def choose(self, index: int | None) -> None:
        """Move the selection (a new card starts with its first row as target)."""
        if index != self.selected:
            self.target = None
            self.target_confirmed = False
        self.selected = index

    def cycle_row(self) -> bool:
        """Tab: the next row for the selected card; False when it has only one."""
        choice = self.row_choice()
        if choice is None:
            return False
        card, ways, current = choice
        self.target = (str(card), ways[(current + 1) % len(ways)][1])
        return True

    def activate(self, where: str, card: Card) -> Decision:
        """A click or Enter on a selected card: cover or give it when the moment asks, else
        put it on the rows; a card that fits two rows first shows both places, and the next
        activation plays on the current one."""
        move, choice = self.intended(where, card), self.row_choice()
        if len(self.choices().ways_for(where, card)) > 1 and move.kind not in (COVER, GIVE) \
                and (choice is None or choice[0] != card or not self.target_confirmed):
            self.target_confirmed = True
            return Decision(WAIT)
        return Decision(PLAY_MOVE, move)

    def tap(self, where: str, card: Card, index: int) -> Decision:
        """A finger's tap on a card: the first lifts it (a legal move needs no check), a
        second on the lifted card plays it; a card with no legal move is explained."""
        move = self.intended(where, card)
        if self.armed == (where, card) and self.selected == index:
            self.armed = None
            return Decision(PLAY_MOVE, move)
        if move not in self.choices().legal:
            self.armed = None
            self.selected = None
            return Decision(EXPLAIN, move)
        self.choose(index)
        self.armed = (where, card)
        return Decision(ARMED, move)

    def confirm_target(self) -> None:
        """Enter: the next activation plays a card that fits two rows on the ringed row at
        once."""
        self.target_confirmed = True

    def point_at(self, move: Move) -> None:
        """Select the card ``move`` names, on the row it names (the hint's move), so Enter
        plays it; a move with no card (a pass) clears the selection (Enter then passes)."""
        if move.card is None:
            self.selected = None
            return
        target = self.moment().view.target(move)
        self.target = None if target is None else (str(move.card), target.row)
        item = self.item_of(move.card, LEFTOVERS if move.kind == LEFTOVER else HAND)
        if item is not None:
            self.selected = item[2]

    def item_of(self, card: Card, first: str = HAND) -> tuple[str, Card, int] | None:
        """(where, card, selection index) of ``card`` in the hand, else among the leftovers
        (those first when ``first`` is :data:`LEFTOVERS`), or None."""
        items = self.items()
        for where in (first, LEFTOVERS if first == HAND else HAND):
            if (where, card) in items:
                return where, card, items.index((where, card))
        return None

    def lift(self, where: str, card: Card, index: int) -> bool:
        """A drag begins on a card: it is lifted when the player may act and it may go on
        the rows now."""
        if not self.moment().may_act or not self.choices().ways_for(where, card):
            return False
        self.choose(index)
        self.armed = (where, card)
        return True

    def place(self, row: int, card: Card) -> Move | None:
        """A click or tap on an open place of the rows: the move that puts ``card`` (from the
        hand, else a leftover) there, or None when the player may not act now or no card of
        theirs goes there."""
        choices = self.choices() if self.moment().may_act else NO_CHOICES
        self.armed = None
        for where in (HAND, LEFTOVERS):  # the ways of a card held there: the legal moves'
            ways = choices.ways_for(where, card)
            for move, way_row in ways:
                if way_row == row or len(ways) == 1:
                    return move
        return None

    def drop(self, where: str, card: Card, on_place: Callable[[int], bool]) -> Move | None:
        """A dragged card let go: the move to the first of its rows ``on_place`` says it was
        dropped on, else None (it goes back into the hand, unselected)."""
        self.armed = None
        for move, row in self.choices().ways_for(where, card):
            if on_place(row):
                return move
        self.selected = None
        return None

    def put_back(self) -> None:
        """A tap elsewhere: the lifted card goes back into the hand."""
        if self.armed is not None:
            self.armed = None
            self.selected = None

    def expire(self) -> bool:
        """Put back a lifted card whose moment has passed; True when one was."""
        if self.armed is None or self.armed_valid():
            return False
        self.armed = None
        return True

    def clear(self) -> None:
        """Nothing selected: a move went through, a new deal, an undo, a new turn."""
        self.selected = None

    def keep_within(self, count: int) -> None:
        """Forget a selection past the ``count`` cards there are (hand and leftovers)."""
        if self.selected is not None and self.selected >= count:
            self.selected = None
