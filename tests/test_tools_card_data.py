"""The card model's training records (sevens.tools.card_data) are reproducible by seed and
name exactly one true holder for every card recorded; the fit recovers the room term."""

from __future__ import annotations

import numpy as np

from sevens.tools.card_data import play_chunk
from sevens.tools.card_fit import fit, measure, room_only


def test_records_repeat_by_seed_and_name_one_holder_a_card() -> None:
    first = play_chunk(5, 0, 2, 0.5)
    again = play_chunk(5, 0, 2, 0.5)
    other = play_chunk(6, 0, 2, 0.5)
    assert len(first["preset"]) > 20
    for key in first:
        assert np.array_equal(first[key], again[key])
    assert not np.array_equal(first["features"][:50], other["features"][:50])
    holders = np.bincount(first["group"], weights=first["holder"])
    assert np.all(holders == 1)


def test_the_fit_beats_the_room_alone_on_its_own_records() -> None:
    data = play_chunk(7, 0, 6, 1.0)
    data = {"features": data["features"], "group": data["group"].astype(np.int64),
            "holder": data["holder"]}
    weights = fit(data)
    assert measure(weights, data)["log_loss"] <= measure(room_only(), data)["log_loss"]
    assert np.isfinite(weights).all()


def test_pooled_chunks_weigh_means_by_deals_and_combine_their_errors() -> None:
    from sevens.tools.pool_runs import pool

    first = {"deals": 100, "differences": {"a-b": {"mean": 1.0, "ci95": [0.0, 2.0]}}}
    second = {"deals": 300, "differences": {"a-b": {"mean": 3.0, "ci95": [2.0, 4.0]}}}
    pooled = pool([first, second])
    assert pooled["mean"] == 2.5 and pooled["deals"] == 400
    half = pooled["ci95"][1] - pooled["mean"]
    assert 0.7 < half < 0.8  # sqrt(100² + 300²) / 400 of each chunk's half-width 1
