"""Fitting normal's two-pack weights to the search: the least-squares fit recovers known
coefficients, the recorded positions describe the plays as normal judges them, and the
command prints weights in normal's units."""

from __future__ import annotations

import json
import random

import pytest

from sevens.bots.heuristic import TWO_PACK_WEIGHTS, Situation
from sevens.game import Game
from sevens.tools.fit_weights import (
    FEATURES,
    SCALE_TO,
    TWO_PACK_RULES,
    fit,
    main,
    play_features,
    record,
    weights_from,
)


def synthetic_positions(coefficients: list[float], count: int, seed: int,
                        noise: float = 0.0) -> list[tuple[list[tuple[float, ...]], list[float]]]:
    rng = random.Random(seed)
    positions = []
    for _ in range(count):
        offset = rng.uniform(-3, 3)  # each position has its own level; only differences count
        features = [(float(rng.random() < 0.3), float(rng.randrange(6)),
                     float(rng.random() < 0.2), float(rng.randrange(12)))
                    for _ in range(rng.randrange(2, 5))]
        values = [offset + sum(c * f for c, f in zip(coefficients, row, strict=True))
                  + rng.gauss(0, noise) for row in features]
        positions.append((features, values))
    return positions


def test_the_fit_recovers_known_coefficients_from_differences_within_positions() -> None:
    truth = [-0.2, 0.08, 0.7, -0.11]
    fitted = fit(synthetic_positions(truth, 300, seed=1))
    assert fitted == pytest.approx(truth, abs=1e-9)
    noisy = fit(synthetic_positions(truth, 2000, seed=2, noise=0.05))
    assert noisy == pytest.approx(truth, abs=0.02)


def test_the_fit_refuses_a_feature_that_never_varies_within_a_position() -> None:
    positions = [([(0.0, 1.0, 0.0, 3.0), (0.0, 2.0, 0.0, 1.0)], [1.0, 2.0]),
                 ([(0.0, 4.0, 1.0, 2.0), (0.0, 0.0, 0.0, 5.0)], [0.5, 0.1])]
    with pytest.raises(ValueError, match="continuation"):
        fit(positions)


def test_weights_are_scaled_so_the_others_cards_beyond_weigh_sixteen() -> None:
    weights = weights_from([-0.2, 0.1, 0.7, -0.1])
    assert weights.hidden_beyond == SCALE_TO == 16.0
    assert weights.continuation == -32.0 and weights.progress == 16.0
    assert weights.opener_cost == -112.0 and weights.release == 0.0
    with pytest.raises(ValueError):
        weights_from([0.1, 0.1, 0.1, 0.05])


def test_the_shipped_two_pack_weights_have_the_fitted_form() -> None:
    """The weights in the heuristic are what :func:`weights_from` makes of some fit: no gift
    term, the others' cards beyond at the fixed scale, and the fit's signs (a starting card
    is judged less harshly than its suit beyond says, a card leading on to one's own is kept)."""
    assert TWO_PACK_WEIGHTS.hidden_beyond == SCALE_TO and TWO_PACK_WEIGHTS.release == 0.0
    assert TWO_PACK_WEIGHTS.opener_cost < 0 < TWO_PACK_WEIGHTS.progress
    assert TWO_PACK_WEIGHTS.continuation < 0


def test_recorded_positions_describe_every_fitting_card_and_its_search_value() -> None:
    positions = record(TWO_PACK_RULES, deals=1, seed=4, iterations=40, share=0.3)
    assert len(positions) >= 5
    spread = 0
    for features, values in positions:
        assert len(features) == len(values) >= 2
        assert all(len(row) == len(FEATURES) for row in features)
        assert all(row[0] in (0.0, 1.0) and row[2] in (0.0, 1.0) for row in features)
        assert all(-1 <= value <= TWO_PACK_RULES.players for value in values)
        spread += max(values) > min(values)
    assert spread > 0, "the search tells the cards apart somewhere"


def test_play_features_are_those_normal_judges_by() -> None:
    game = Game(TWO_PACK_RULES, seed=5, dealer=0)
    checked = 0
    while not game.over and checked < 40:
        view = game.view(game.current_player)
        situation = Situation(view)
        for move in view.legal_moves:
            row = play_features(situation, move)
            if row is None or move.card is None:
                continue
            effect = situation.effect(move.card, move.row)
            assert effect is not None
            assert row == (float(bool(effect.opens_mine)), float(len(effect.mine_beyond)),
                           float(effect.opener), float(len(effect.hidden_beyond)))
            assert row[2] == float(move.card.rank == 7)  # only a seven opens a row here
            checked += 1
        game.apply(view.legal_moves[0])
    assert checked >= 20


def test_the_command_prints_weights_in_normals_units(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--deals", "1", "--seed", "3", "--iterations", "30", "--quiet"])
    report = json.loads(capsys.readouterr().out)
    assert report["positions"] > 0
    assert set(report["coefficients"]) == set(FEATURES)
    assert report["weights"]["hidden_beyond"] == SCALE_TO
