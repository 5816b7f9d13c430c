"""The fast playout loop agrees with the checked engine, move for move and score for score."""

from __future__ import annotations

import random

import pytest
from helpers import random_rules

import sevens
from sevens.fastloop import FastState, legal_move_texts, play_out, spec_for, supports

#: House rules the plain loop does not play: two packs (with the row choice), equal hands
#: with face-up leftovers, hand-a-card, and their mixtures.
RICH_RULES = (
    sevens.preset("family", players=8, decks=2),
    sevens.preset("family", players=8, decks=2, build="six-and-eight-first", ace="either"),
    sevens.preset("sevens", players=5, equal_hands=True),
    sevens.preset("sevens", when_stuck="receive"),
    sevens.preset("family", players=5, equal_hands=True, when_stuck="cover"),
    sevens.preset("shichinarabe", players=8, decks=2, equal_hands=True),
    sevens.preset("fan-tan", players=6, equal_hands=True, when_stuck="receive"),
    sevens.preset("badam-satti", players=8, decks=2, equal_hands=True, when_stuck="receive"),
    sevens.preset("domino", players=8, decks=2, equal_hands=True),
)


def test_every_rule_set_is_supported() -> None:
    assert all(supports(rules) for rules in sevens.PRESETS.values())
    assert all(supports(rules) for rules in RICH_RULES)
    assert not spec_for(RICH_RULES[0]).plain and spec_for(sevens.preset("sevens")).plain


def _rules_for_case(case: int, rng: random.Random) -> sevens.Rules:
    presets = list(sevens.PRESETS.values())
    if case < 140:
        return presets[case % len(presets)]
    if case < 300:
        return RICH_RULES[case % len(RICH_RULES)]
    return random_rules(rng)


@pytest.mark.parametrize("case", range(500))
def test_fast_loop_replays_in_the_checked_engine(case: int) -> None:
    rng = random.Random(case)
    rules = _rules_for_case(case, rng)
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    for _ in range(rng.randrange(0, 30)):  # start some playouts mid-deal
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    if game.over:
        return
    state = FastState.from_game(game)
    record: list[str] = []
    deltas = play_out(state, spec_for(rules), rng.random, record)
    for move in record:
        game.apply(move)  # raises IllegalMove if the fast loop broke a rule
    assert game.over
    assert deltas == pytest.approx([float(delta) for delta in game.result().deltas])


@pytest.mark.parametrize("case", range(60))
def test_greedy_policy_playouts_replay_under_every_rule(case: int) -> None:
    from sevens.bots.policy import GreedyPolicy

    rng = random.Random(5000 + case)
    rules = RICH_RULES[case % len(RICH_RULES)] if case < 30 else random_rules(rng)
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    for _ in range(rng.randrange(0, 20)):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    if game.over:
        return
    state = FastState.from_game(game)
    record: list[str] = []
    policy = GreedyPolicy(rules, rng.random, epsilon=0.2)
    deltas = play_out(state, spec_for(rules), rng.random, record, policy=policy)
    for move in record:
        game.apply(move)
    assert game.over
    assert deltas == pytest.approx([float(delta) for delta in game.result().deltas])


@pytest.mark.parametrize("case", range(40))
def test_rich_loop_offers_the_checked_engines_moves_at_every_turn(case: int) -> None:
    """Step by step: the fast loop's move set (``@2`` row choices, leftovers, covers, gives,
    passes) equals ``Game.legal_moves``; one random move of it is then played in both."""
    rng = random.Random(9000 + case)
    rules = RICH_RULES[case % len(RICH_RULES)] if case < 24 else random_rules(rng)
    spec = spec_for(rules)
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    second_rows = 0
    while not game.over:
        state = FastState.from_game(game)
        expected = {str(move) for move in game.legal_moves()}
        assert legal_move_texts(state, spec) == expected
        second_rows += sum(text.endswith("@2") for text in expected)
        game.apply(rng.choice(sorted(expected)))
    if rules.decks == 2 and rules.build == "six-and-eight-first":
        assert second_rows, "a six-and-eight-first deal with two packs offers @2 moves"
