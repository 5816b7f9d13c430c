"""The fast playout loop agrees with the checked engine, move for move and score for score."""

from __future__ import annotations

import random

import pytest

import sevens
from sevens.playout import FastState, play_out, spec_for, supports
from sevens.rules import OPTION_CHOICES


def random_supported_rules(rng: random.Random) -> sevens.Rules:
    while True:
        try:
            rules = sevens.Rules(**{key: rng.choice(values)
                                    for key, values in OPTION_CHOICES.items()})
        except ValueError:
            continue
        if supports(rules):
            return rules


def test_supports() -> None:
    assert all(supports(rules) for rules in sevens.PRESETS.values())
    assert not supports(sevens.preset("sevens", when_stuck="receive"))
    assert not supports(sevens.preset("family", players=8, decks=2))
    assert not supports(sevens.preset("sevens", players=5, equal_hands=True))
    with pytest.raises(ValueError):
        spec_for(sevens.preset("sevens", when_stuck="receive"))


@pytest.mark.parametrize("case", range(400))
def test_fast_loop_replays_in_the_checked_engine(case: int) -> None:
    rng = random.Random(case)
    presets = list(sevens.PRESETS.values())
    rules = presets[case % len(presets)] if case < 140 else random_supported_rules(rng)
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
