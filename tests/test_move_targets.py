"""Issue 44 item 5: the engine says where a legal play goes (``View.targets``), so the table
never works it out again. Every target is checked against where the card then lands: the row
of the ``CardPlayed`` event, and the end of its run (or the start of an empty row)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import sevens
from sevens.events import CardPlayed
from sevens.moves import LEFTOVER, PLAY
from sevens.online.wire import view_from_dict, view_to_dict
from sevens.views import HIGH, LOW, START, Target

sys.path.insert(0, str(Path(__file__).resolve().parent))
from helpers import random_rules  # noqa: E402

RULE_SETS = [
    sevens.preset("douque"), sevens.preset("domino"), sevens.preset("shichinarabe"),
    sevens.Rules(players=8, decks=2, build="six-and-eight-first", ace="either"),
    sevens.Rules(players=8, decks=2, ace="either"),
    sevens.Rules(players=5, equal_hands=True, ace="either", start="any-rank", start_card=None),
]


def landed_end(before: sevens.View, after_rows, event: CardPlayed) -> str:
    """Where the played card ended up: the start of an empty row, or an end of its run."""
    if not before.rows[event.row].cards:
        return START
    cards = after_rows[event.row].cards  # the old run, the card beside it, laid cards joined
    old = before.rows[event.row].cards
    for start in range(len(cards) - len(old) + 1):
        if cards[start:start + len(old)] == old:
            if start > 0 and cards[start - 1] == event.card:
                return LOW
            assert cards[start + len(old)] == event.card
            return HIGH
    raise AssertionError(f"{event.card} broke its row's run")


def check_deal(rules: sevens.Rules, seed: int) -> int:
    """Play a random deal, checking every chosen move's target; return the plays seen."""
    rng = random.Random(seed)
    game = sevens.Game(rules, seed=seed)
    checked = 0
    while not game.over:
        seat = game.current_player
        view = game.view(seat)
        assert len(view.targets) == len(view.legal_moves)
        for move, target in zip(view.legal_moves, view.targets, strict=True):
            assert (target is None) == (move.kind not in (PLAY, LEFTOVER))
        move = rng.choice(view.legal_moves)
        target = view.target(move)
        events = game.apply(move)
        played = [event for event in events if isinstance(event, CardPlayed)
                  and event.seat == seat and event.card == move.card]
        if move.kind in (PLAY, LEFTOVER):
            assert played, move
            assert target == Target(played[0].row, landed_end(view, game.rows(), played[0]))
            checked += 1
    return checked


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda rules: f"{rules.players}p")
def test_every_target_is_where_the_card_lands(rules: sevens.Rules) -> None:
    assert sum(check_deal(rules, seed) for seed in range(6)) > 50


def test_targets_hold_under_random_rules() -> None:
    rng = random.Random(44)
    for seed in range(25):
        check_deal(random_rules(rng), seed)


def test_both_rows_of_a_two_pack_choice_are_told_apart() -> None:
    rules = sevens.Rules(players=8, decks=2, build="six-and-eight-first", ace="either")
    for seed in range(40):
        game = sevens.Game(rules, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            view = game.view(game.current_player)
            for move in view.legal_moves:
                if move.row == 2:
                    first, second = view.moves_for(move.card, move.kind)
                    assert first[0].row is None and second[0] == move
                    assert first[1].row != second[1].row
                    assert view.rows[second[1].row].suit_row == 2
                    return
            game.apply(rng.choice(view.legal_moves))
    raise AssertionError("no deal offered a row choice")


def test_moves_for_names_only_legal_ways_and_targets_travel_to_a_guest() -> None:
    game = sevens.Game(sevens.preset("sevens"), seed=3)
    view = game.view(game.current_player)
    (move, target), = view.moves_for(sevens.Card.parse("7D"), PLAY)
    assert str(move) == "7D" and target.end == START
    assert view.rows[target.row].suit == sevens.Card.parse("7D").suit
    assert view.moves_for(sevens.Card.parse("8D"), PLAY) == ()
    assert view.target(sevens.Move.parse("8D")) is None
    again = view_from_dict(view_to_dict(view), view.rules, view.events)
    assert again.targets == view.targets and again == view
    broken = view_to_dict(view)
    broken["targets"] = [[99, "low"]]
    with pytest.raises(ValueError):
        view_from_dict(broken, view.rules, view.events)
