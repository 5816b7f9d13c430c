"""Fuzzing the refusals (hypothesis): random move objects at random positions and random
damage to valid saves raise only the clean error (IllegalMove / ValueError) and leave the game
as it was; a damaged save that still loads is the game it says, never a different one."""

from __future__ import annotations

import copy
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sevens
from sevens.cards import ALL_CARDS
from sevens.moves import MOVE_KINDS, Move

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

RULES = [*sevens.PRESETS.values(),
         sevens.preset("family", players=8, decks=2, build="six-and-eight-first"),
         sevens.preset("sevens", players=5, equal_hands=True, ace="either"),
         sevens.preset("sevens", when_stuck="receive")]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**20) | st.floats(allow_nan=True)
    | st.text(max_size=12) | st.sampled_from(["7S", "6H@2", "pass", "cover 2H", "TD", "10h"]),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
cards = st.sampled_from(ALL_CARDS)
odd_objects = st.one_of(json_values, cards, st.builds(object))
move_objects = st.one_of(
    st.builds(Move, st.sampled_from(MOVE_KINDS), st.none() | cards,
              st.none() | st.integers(-2, 4) | st.booleans()),
    st.builds(Move, st.sampled_from(MOVE_KINDS) | odd_objects, odd_objects, odd_objects),
    odd_objects,
)


def game_at(rules_index: int, seed: int, moves: int) -> sevens.Game:
    rules = RULES[rules_index % len(RULES)]
    game = sevens.Game(rules, seed=seed, dealer=seed % rules.players)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def snapshot(game: sevens.Game) -> tuple:
    """Everything a caller can observe: the save, every seat's view, the legal moves."""
    return (game.to_dict(), [game.view(seat) for seat in range(game.players)],
            game.legal_moves(), game.current_player, game.over)


@SETTINGS
@given(rules_index=st.integers(0, 50), seed=st.integers(0, 2**20), moves=st.integers(0, 120),
       move=move_objects)
def test_random_move_objects_are_refused_cleanly_or_legal(rules_index: int, seed: int,
                                                          moves: int, move: object) -> None:
    game = game_at(rules_index, seed, moves)
    before = snapshot(game)
    legal = game.legal_moves()
    try:
        game.apply(move)  # type: ignore[arg-type]
    except sevens.IllegalMove as error:
        assert str(error)
        assert snapshot(game) == before
        assert move not in legal
        return
    # accepted: it was a well-formed move for this position (a Move, or move text such as
    # "pass" that reads as one), and the game still saves
    accepted = Move.parse(move) if isinstance(move, str) else move
    assert isinstance(accepted, Move) and (accepted in legal or accepted.row is not None)
    assert sevens.Game.from_json(game.to_json()).to_dict() == game.to_dict()


def mutate(save: dict, rng: random.Random, value: object) -> dict:
    """One random change somewhere in a save: drop, replace, add or reorder a piece."""
    damaged = copy.deepcopy(save)
    containers: list[tuple[object, object]] = []

    def collect(node: object) -> None:
        if isinstance(node, dict):
            for key, child in node.items():
                containers.append((node, key))
                collect(child)
        elif isinstance(node, list):
            for index, child in enumerate(node):
                containers.append((node, index))
                collect(child)

    collect(damaged)
    parent, key = rng.choice(containers)
    action = rng.randrange(5)
    if action == 0:
        del parent[key]  # type: ignore[index, attr-defined]
    elif action == 1:
        parent[key] = value  # type: ignore[index]
    elif action == 2 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))  # type: ignore[arg-type]
    elif action == 3 and isinstance(parent, list) and len(parent) > 1:
        parent.reverse()
    elif isinstance(parent, dict):
        parent[str(value)[:10]] = value
    else:
        parent[key] = value  # type: ignore[index]
    return damaged


def same_game(loaded: sevens.Game, save: dict) -> None:
    """A save that loads is the game it describes: its deal, dealer and moves."""
    assert loaded.dealer == save["dealer"]
    assert [sorted(map(sevens.Card.parse, hand)) for hand in save["hands"]] == \
        loaded.initial_hands()
    assert [str(sevens.Move.parse(text)) for text in save["moves"]] == \
        [str(move) for move in loaded.moves]
    assert loaded.rules == sevens.Rules.from_dict(save["rules"])


@SETTINGS
@given(rules_index=st.integers(0, 50), seed=st.integers(0, 2**20), moves=st.integers(0, 60),
       mutation_seed=st.integers(0, 2**32), value=json_values, rounds=st.integers(1, 3))
def test_damaged_saves_are_refused_cleanly(rules_index: int, seed: int, moves: int,
                                           mutation_seed: int, value: object,
                                           rounds: int) -> None:
    save = game_at(rules_index, seed, moves).to_dict()
    rng = random.Random(mutation_seed)
    damaged: object = save
    for _ in range(rounds):
        damaged = mutate(damaged, rng, value) if isinstance(damaged, dict) else damaged
    original = copy.deepcopy(damaged)
    try:
        loaded = sevens.Game.from_dict(damaged)  # type: ignore[arg-type]
    except ValueError as error:
        assert str(error).startswith("save: ")
    else:
        same_game(loaded, damaged)  # type: ignore[arg-type]
    assert damaged == original  # the input itself is never changed


@SETTINGS
@given(rules_index=st.integers(0, 50), seed=st.integers(0, 2**20), moves=st.integers(0, 40),
       edits=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 2),
                                st.characters(max_codepoint=0x2FF)), min_size=1, max_size=4))
def test_damaged_save_text_is_refused_cleanly(rules_index: int, seed: int, moves: int,
                                              edits: list) -> None:
    text = game_at(rules_index, seed, moves).to_json()
    for position, action, character in edits:
        position %= len(text) + 1
        if action == 0:
            text = text[:position] + text[position + 1:]
        elif action == 1:
            text = text[:position] + character + text[position:]
        else:
            text = text[:position] + character + text[position + 1:]
    try:
        loaded = sevens.Game.from_json(text)
    except ValueError as error:
        assert str(error).startswith("save: ")
    else:
        same_game(loaded, json.loads(text))
