"""Rebuild a deal in progress from one seat's view plus a sampled :class:`World`.

:func:`skeleton_game` makes a :class:`~sevens.game.Game` whose public state (table, counts,
passes, bonuses, whose turn) is exactly the view's and whose hidden cards are empty; a world
then fills in the other hands and covered piles (:func:`world_game`), or, for the rules the
fast loop plays, a :class:`~sevens.fastloop.FastState` template is patched per world
(:class:`FastWorlds`), which is what the searching bot plays out thousands of times.
"""

from __future__ import annotations

from sevens.bots.knowledge import Knowledge
from sevens.bots.sampler import World
from sevens.cards import Card, add_copy
from sevens.fastloop import DISTANCE, VALUES, FastState, supports
from sevens.game import Game, View
from sevens.moves import GIVE, Move
from sevens.row_positions import row_tables, start_position
from sevens.rules import START_RANK


def _multiset(indices: list[int] | tuple[int, ...]) -> int:
    mask = 0
    for index in indices:
        mask = add_copy(mask, index)
    return mask


def _counts_multiset(counts: list[int]) -> int:
    mask = 0
    for index, count in enumerate(counts):
        for _ in range(count):
            mask = add_copy(mask, index)
    return mask


def skeleton_game(view: View, knowledge: Knowledge) -> Game:
    """A Game in the view's position with only this seat's hidden cards filled in.

    Fields are set from the view and its public history; the other seats' hands and covered
    piles are empty until :func:`fill_world` puts a sampled world in.
    """
    rules = view.rules
    players = view.players
    game = Game(rules, seed=0, dealer=view.dealer)  # every field exists; then overwrite
    game.seed = None
    game.moves = []
    game._initial_hands = tuple((1 << size) - 1 for size in knowledge.initial_sizes)
    game._initial_leftovers = _multiset([card.index for card in knowledge.initial_leftovers])
    game.hands = [0] * players
    game.hands[view.seat] = _multiset([card.index for card in view.hand])
    game.leftovers = _multiset([card.index for card in view.leftovers])
    game.covered = [0] * players
    game.covered[view.seat] = _multiset([card.index for card in view.covered])
    game.covered_counts = list(view.covered_counts)
    game.passes_taken = list(view.passes_taken)
    game.passes_counted = list(view.passes_taken)
    game.out = list(view.out)
    game.out_order = list(knowledge.out_order)
    game.cards_at_out = list(knowledge.cards_at_out)
    game.finished = list(view.finished_order)
    game.ever_played = list(knowledge.ever_played)
    game.last_played = list(view.last_played)
    game.bonuses = [list(items) for items in knowledge.bonuses]
    game.pool = view.pool
    game.first_out_cards = (None if knowledge.first_out_cards is None
                            else list(knowledge.first_out_cards))
    game.first_out_passes = (None if knowledge.first_out_passes is None
                             else list(knowledge.first_out_passes))
    game.pending_give = view.pending_give_to
    game.consecutive_passes = knowledge.consecutive_passes
    game.laid = _counts_multiset(knowledge.laid_counts)
    game.events = list(view.events)
    game.over = view.over
    started = bool(knowledge.played_cards)
    if rules.start == "any-rank":
        first = knowledge.first_card
        game.tables = (None if first is None else row_tables(
            rules.ace, rules.build, start_position(first.rank - 1, rules.ace)))
    else:
        game.tables = row_tables(rules.ace, rules.build, start_position(START_RANK - 1, rules.ace))
    game.lead_card = None
    if rules.start == "card" and not started and rules.start_card is not None:
        game.lead_card = Card.parse(rules.start_card).index
    game._load_rows(view.rows)
    game.playable = view.playable_mask
    game.current_player = view.current_player
    return game



def fill_world(game: Game, world: World, seat: int) -> None:
    """Put a sampled world's hidden cards into ``game`` (every seat but ``seat``)."""
    for other in range(game.players):
        if other == seat:
            continue
        game.hands[other] = _multiset(world.hands[other])
        game.covered[other] = _multiset(world.covered[other])


def world_game(skeleton: Game, world: World, seat: int) -> Game:
    """A fresh copy of ``skeleton`` with ``world`` filled in."""
    game = skeleton.clone()
    fill_world(game, world, seat)
    return game


class FastWorlds:
    """FastState copies of one view's position, one per sampled world.

    :meth:`after` plays one of this seat's moves in a stand-in world through the checked
    engine and keeps the result as a template; only the other seats' hands and covered piles
    differ between worlds, so :meth:`state` patches those into a copy of the template.

    Raises:
        ValueError: the rules are not played by the fast loop (see ``playout.supports``).
    """

    def __init__(self, skeleton: Game, seat: int, stand_in: World) -> None:
        if not supports(skeleton.rules):
            raise ValueError("the fast loop does not play these rules")
        self.seat = seat
        self.skeleton = skeleton
        self.stand_in = stand_in
        self.players = skeleton.players

    def after(self, move: Move) -> FastState | Game:
        """The position after ``move`` as a template: a FastState, or the finished Game when
        the move ends the deal (score it per world with :meth:`finished_result`). Pass the
        same ``move`` to :meth:`state` and :meth:`finished_result` (a card handed over joins
        the receiver's sampled hand there)."""
        game = world_game(self.skeleton, self.stand_in, self.seat)
        game.push(move)
        if game.over:
            return game
        return FastState.from_game(game)

    def _received(self, world: World, move: Move | None) -> World:
        """``world`` with the card this seat hands over in ``move`` added to its receiver."""
        if move is None or move.kind != GIVE or self.skeleton.pending_give is None:
            return world
        receiver = self.skeleton.pending_give
        hands = list(world.hands)
        hands[receiver] = [*hands[receiver], move.card.index]  # type: ignore[union-attr]
        return World(hands, world.covered, world.relaxed)

    def state(self, template: FastState, world: World, move: Move | None = None) -> FastState:
        """A copy of ``template`` (the position after ``move``) holding ``world``'s hidden
        cards."""
        world = self._received(world, move)
        state = clone_state(template)
        hands = state.hands
        covered_sum, covered_distance = state.covered_sum, state.covered_distance
        for other in range(self.players):
            if other == self.seat:
                continue
            mask = 0
            for index in world.hands[other]:
                bit = 1 << index
                mask = mask | (bit << 52) if mask & bit else mask | bit
            hands[other] = mask
            cards = world.covered[other]
            covered_sum[other] = sum(VALUES[index] for index in cards)
            covered_distance[other] = sum(DISTANCE[index] for index in cards)
        return state

    def finished_result(self, finished: Game, world: World,
                        move: Move | None = None) -> list[float]:
        """Score deltas of a deal that ended with this seat's ``move``, in ``world``."""
        world = self._received(world, move)
        game = finished.clone()
        fill_world(game, world, self.seat)
        return [float(delta) for delta in game.result().deltas]


_LIST_SLOTS = ("hands", "low", "high", "passes", "counted", "covered_sum", "covered_count",
               "covered_distance", "ever_played", "achievements", "bonus", "finished", "out",
               "out_order", "penalty_at_out", "count_at_out", "initial_sizes")
_OPTIONAL_LIST_SLOTS = ("first_out_cards", "first_out_passes")
_SCALAR_SLOTS = ("playable", "current", "lead", "tables", "laid", "consecutive_passes",
                 "leftovers", "pending")


def clone_state(state: FastState) -> FastState:
    """A faster :meth:`FastState.copy` (the slot lists are checked by the tests)."""
    other = FastState.__new__(FastState)
    for name in _LIST_SLOTS:
        setattr(other, name, getattr(state, name)[:])
    for name in _OPTIONAL_LIST_SLOTS:
        value = getattr(state, name)
        setattr(other, name, None if value is None else value[:])
    for name in _SCALAR_SLOTS:
        setattr(other, name, getattr(state, name))
    return other


def known_slots() -> set[str]:
    """The FastState slots :func:`clone_state` copies (a test compares them with the class)."""
    return set(_LIST_SLOTS) | set(_OPTIONAL_LIST_SLOTS) | set(_SCALAR_SLOTS)
