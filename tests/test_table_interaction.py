"""Issue 44 item 4: the table's interaction state (selected, armed, target) is pygame-free and
fed by intents. Pure tests read real views of real games: what a tap, a click, Tab and a tap
on a place lead to; that the legal moves are read once a view however many intents arrive;
and, through the real table, that a card tapped twice is checked once (by the move that plays
it), never before."""

from __future__ import annotations

import dataclasses
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import sevens
from sevens.cards import Card
from sevens.moves import COVER, LEFTOVER, PLAY, Move
from sevens.ui.scenes.table.interaction import (
    ARMED,
    EXPLAIN,
    HAND,
    LEFTOVERS,
    PLAY_MOVE,
    WAIT,
    Moment,
    TableInteraction,
)
from sevens.views import View

sys.path.insert(0, str(Path(__file__).resolve().parent))
from helpers import deal  # noqa: E402


class CountedMoves(tuple):
    """A view's legal moves that count how often they are read through."""

    reads = 0

    def __iter__(self) -> Iterator[Move]:
        CountedMoves.reads += 1
        return super().__iter__()


def counted(view: View) -> View:
    CountedMoves.reads = 0
    return dataclasses.replace(view, legal_moves=CountedMoves(view.legal_moves))


def at_turn(rules: sevens.Rules, seed: int, want) -> View:
    """The view of the seat to move at the first turn where ``want(view)`` holds."""
    game = sevens.Game(rules, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        view = game.view(game.current_player)
        if want(view):
            return view
        game.apply(rng.choice(view.legal_moves))
    raise AssertionError("no such turn")


def two_rows() -> tuple[View, Card]:
    rules = sevens.preset("family").replace(players=8, decks=2, build="six-and-eight-first")
    view = at_turn(rules, 0, lambda view: any(move.row == 2 for move in view.legal_moves))
    return view, next(move.card for move in view.legal_moves if move.row == 2)


def test_the_interaction_imports_without_pygame() -> None:
    code = "import sys, sevens.ui.scenes.table.interaction; sys.exit('pygame' in sys.modules)"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    assert subprocess.run([sys.executable, "-c", code], env=env).returncode == 0


def test_two_taps_lift_then_play_and_read_the_moves_once() -> None:
    view = counted(at_turn(sevens.preset("sevens"), 3, lambda view: len(
        [move for move in view.legal_moves if move.kind == PLAY]) >= 2))
    state = TableInteraction(lambda: Moment(view, True, True))
    move = next(move for move in view.legal_moves if move.kind == PLAY)
    index = view.hand.index(move.card)
    CountedMoves.reads = 0
    first = state.tap(HAND, move.card, index)
    assert first.action == ARMED and state.armed == (HAND, move.card)
    assert state.selected == index
    second = state.tap(HAND, move.card, index)
    assert (second.action, second.move) == (PLAY_MOVE, move)
    assert state.armed is None
    assert CountedMoves.reads == 1 and state.readings == 1


def test_a_tap_on_a_card_that_cannot_go_asks_for_the_reason_and_lifts_nothing() -> None:
    view = at_turn(sevens.preset("sevens"), 3, lambda view: any(
        card not in view.playable for card in view.hand) and any(
        move.kind == PLAY for move in view.legal_moves))
    state = TableInteraction(lambda: Moment(view, True, True))
    card = next(card for card in view.hand if card not in view.playable)
    decision = state.tap(HAND, card, view.hand.index(card))
    assert decision.action == EXPLAIN and decision.move == Move(PLAY, card)
    assert state.armed is None and state.selected is None


def test_a_click_plays_at_once_and_a_card_for_two_rows_waits_for_the_second() -> None:
    view, card = two_rows()
    state = TableInteraction(lambda: Moment(view, True, True))
    state.choose(view.hand.index(card))
    assert state.activate(HAND, card).action == WAIT
    ways = state.row_choice()
    assert ways is not None and len(ways[1]) == 2 and ways[2] == 0
    assert state.cycle_row()  # Tab: the second row
    decision = state.activate(HAND, card)
    assert decision.action == PLAY_MOVE and decision.move == ways[1][1][0]
    assert decision.move.row == 2
    single = next(move for move in view.legal_moves
                  if move.kind == PLAY and move.card != card and move.row is None
                  and len(view.moves_for(move.card, PLAY)) == 1)
    state.choose(view.hand.index(single.card))
    assert state.activate(HAND, single.card) == \
        dataclasses.replace(decision, move=single)  # one row: played at once


def test_a_tap_on_the_other_place_plays_there() -> None:
    view, card = two_rows()
    state = TableInteraction(lambda: Moment(view, True, True))
    assert state.tap(HAND, card, view.hand.index(card)).action == ARMED
    choice = state.row_choice()
    assert choice is not None and state.lit_way() == choice[1][0]
    (first, first_row), (second, second_row) = choice[1]
    assert state.place(second_row, card) == second and second.row == 2
    assert state.place(first_row, card) == first
    assert state.armed is None


def test_not_your_move_offers_nothing() -> None:
    view = at_turn(sevens.preset("sevens"), 3, lambda view: any(
        move.kind == PLAY for move in view.legal_moves))
    state = TableInteraction(lambda: Moment(view, False, True))
    card = next(move.card for move in view.legal_moves if move.kind == PLAY)
    assert not state.lift(HAND, card, 0)
    assert state.tap(HAND, card, 0).action == EXPLAIN
    assert state.place(0, card) is None


def test_covering_and_leftovers_are_the_same_intents() -> None:
    rules = sevens.preset("douque")
    hand = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23K"]
    game = deal(rules, {0: hand})
    while game.current_player != 0 or game.legal_moves()[0].kind != COVER:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind == PLAY and move.card.rank not in (4, 12)]
        game.apply(plays[0] if plays else moves[0])
    view = game.view(0)
    state = TableInteraction(lambda: Moment(view, True, True))
    card = view.hand[2]
    assert state.tap(HAND, card, 2).action == ARMED
    assert state.tap(HAND, card, 2).move == Move(COVER, card)
    equal = sevens.Rules(players=5, equal_hands=True)
    view = at_turn(equal, 1, lambda view: any(move.kind == LEFTOVER
                                              for move in view.legal_moves))
    leftover = next(move for move in view.legal_moves if move.kind == LEFTOVER)
    index = len(view.hand) + view.leftovers.index(leftover.card)
    state.choose(index)
    assert state.selected_item() == (LEFTOVERS, leftover.card)
    assert state.activate(LEFTOVERS, leftover.card).move == leftover


def test_a_tapped_card_is_checked_once_at_the_real_table(monkeypatch) -> None:
    """Through the real scene and its finger events: two taps on a playable card make one
    engine check (the one that plays it) and read the legal moves once for that view."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    from test_ui_touch import a_play, table_waiting

    from sevens.game import Game
    from sevens.ui.scenes.table import interaction

    scene = table_waiting()
    move = a_play(scene)
    view = scene.session.view()
    checks: list[Move] = []
    readings: list[View] = []
    verify, read = Game._verify, interaction.Choices.of

    def counting_verify(game: Game, checked: Move) -> None:
        checks.append(checked)
        verify(game, checked)

    def counting_read(view: View) -> interaction.Choices:
        readings.append(view)
        return read(view)

    monkeypatch.setattr(Game, "_verify", counting_verify)
    monkeypatch.setattr(interaction.Choices, "of", staticmethod(counting_read))
    scene.interaction._read = (None, interaction.NO_CHOICES)  # forget the first read
    centre = scene.hand_view.card_rect(move.card).center
    for _ in range(2):
        scene.handle_event(pygame.event.Event(pygame.FINGERDOWN, pos=centre, finger_id=1))
        scene.handle_event(pygame.event.Event(pygame.FINGERUP, pos=centre, finger_id=1))
    assert scene.session.game.moves[-1] == move
    assert checks == [move]
    assert sum(1 for seen in readings if seen is view) == 1


def test_a_hint_points_at_its_card_and_row_and_a_drop_lands_only_on_a_place() -> None:
    view, card = two_rows()
    second = next(move for move in view.legal_moves if move.row == 2)
    state = TableInteraction(lambda: Moment(view, True, True))
    state.point_at(second)
    assert state.selected_item() == (HAND, card)
    assert state.target == (str(card), view.target(second).row)
    state.confirm_target()
    assert state.activate(HAND, card).move == second  # Enter: at once
    state.point_at(Move("pass"))
    assert state.selected is None
    assert state.lift(HAND, card, view.hand.index(card))
    assert state.drop(HAND, card, lambda row: False) is None
    assert state.armed is None and state.selected is None
    assert state.lift(HAND, card, view.hand.index(card))
    row = view.target(second).row
    assert state.drop(HAND, card, lambda place: place == row) == second


def test_a_lifted_card_expires_when_its_moment_passes() -> None:
    view, card = two_rows()
    moment = [view, True, True]
    state = TableInteraction(lambda: Moment(*moment))
    state.tap(HAND, card, view.hand.index(card))
    assert not state.expire() and state.armed == (HAND, card)
    moment[1] = False  # no longer the player's move
    assert state.expire() and state.armed is None
    state.choose(len(view.hand) + 3)
    state.keep_within(len(view.hand))
    assert state.selected is None
