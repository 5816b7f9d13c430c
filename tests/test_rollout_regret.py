"""The lab's rollout-regret probe (sevens.tools.rollout_regret): candidates valued by
playouts of style play on the true deal, and each policy's regret against the best."""

from __future__ import annotations

import pytest

import sevens
from sevens.bots.heuristic import DEFAULT_WEIGHTS
from sevens.game import Game
from sevens.tools.measurement_players import make_player
from sevens.tools.rollout_regret import candidate_values, parse_variant, regret_report


def test_a_policy_that_plays_its_end_cases_first_gives_away_more_than_normal() -> None:
    rules = sevens.preset("fan-tan")
    _, backwards = parse_variant("progress=-8,between=-6", rules)
    report = regret_report(rules, deals=4, seed=3, rollouts=12, variants={"backwards": backwards})
    assert report["decisions"] >= 10
    for name in ("normal", "end-case", "backwards"):
        assert report[name]["regret"] >= 0.0
    assert report["backwards"]["regret"] > report["normal"]["regret"]
    low, high = report["backwards"]["minus_normal"]["ci95"]
    assert low <= report["backwards"]["minus_normal"]["mean"] <= high


def test_candidates_are_valued_within_the_scores_a_deal_can_give() -> None:
    rules = sevens.preset("fan-tan")
    game = Game(rules, seed=11, dealer=0)
    bots = [make_player("end-case", seed=seat) for seat in range(rules.players)]
    spread = []
    while not game.over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        if len(view.legal_moves) >= 2:
            values = candidate_values(game, seat, "end-case", rollouts=8, stream_seed=5)
            assert set(values) == set(view.legal_moves)
            assert all(0.0 <= value <= 1.0 for value in values.values())  # a share of wins
            spread.append(max(values.values()) - min(values.values()))
        game.apply(bots[seat].choose(view))
    assert spread and max(spread) > 0  # some choice matters


def test_a_variant_names_normals_weights() -> None:
    rules = sevens.preset("sevens")
    name, weights = parse_variant("hidden_beyond=1,between=5", rules)
    assert name == "hidden_beyond=1,between=5"
    assert (weights.hidden_beyond, weights.between) == (1, 5)
    assert weights.progress == DEFAULT_WEIGHTS.progress
    with pytest.raises(ValueError, match="weights"):
        parse_variant("boldness=3", rules)
