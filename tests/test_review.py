"""The deal review (issue 13): every decision of one seat weighed by the hard search."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import sevens
from sevens.review import DealReview, review_game


def played_deal(rules_id: str, seed: int, reviewed_level: str = "random",
                seat: int = 0) -> sevens.Game:
    """A finished deal: ``reviewed_level`` in ``seat``, normal bots in the other seats."""
    rules = sevens.preset(rules_id)
    game = sevens.Game(rules, seed=seed)
    bots = {other: sevens.make_bot(reviewed_level if other == seat else "normal", seed=other)
            for other in range(rules.players)}
    while not game.over:
        mover = game.current_player
        game.apply(bots[mover].choose(game.view(mover)))
    return game


@pytest.mark.parametrize(("rules_id", "seed"),
                         [("badam-satti", 11), ("douque", 11), ("shichinarabe", 13)])
def test_random_play_leaves_points_on_the_table(rules_id: str, seed: int) -> None:
    # the first deal from ``seed`` on where the random seat has four real choices (in some
    # deals it has none or two lucky ones: a deal changes whenever normal's play does)
    for candidate in range(seed, seed + 10):
        game = played_deal(rules_id, seed=candidate)
        review = review_game(game, 0, iterations=200)
        if sum(not decision.forced for decision in review.decisions) >= 4:
            break
    else:
        raise AssertionError("no deal where the random seat had four real choices")
    seat_moves = [index for index in range(len(game.moves))
                  if _mover(game, index) == 0]
    assert [decision.index for decision in review.decisions] == seat_moves
    assert review.total_loss > 0
    assert any(decision.loss > 0 for decision in review.decisions)
    forced = [decision for decision in review.decisions if decision.forced]
    assert all(decision.loss == 0 for decision in forced)
    for decision in review.decisions:
        assert decision.loss >= 0
        assert str(decision.played) in decision.options
        assert set(decision.options) == {str(move) for move in decision.view.legal_moves}
        best = decision.options[str(decision.best)]
        assert decision.loss == pytest.approx(best - decision.options[str(decision.played)],
                                              abs=2e-4)
        assert best == max(decision.options.values())
        assert all(decision.reasons[option] for option in decision.options)
    assert review.total_loss == pytest.approx(sum(d.loss for d in review.decisions), abs=1e-3)


def test_forced_moves_have_zero_loss_and_one_option() -> None:
    game = played_deal("sevens", seed=4)
    review = review_game(game, 0, iterations=80)
    forced = [decision for decision in review.decisions if decision.forced]
    assert forced, "a British Sevens deal has forced passes or plays"
    for decision in forced:
        assert decision.loss == 0 and list(decision.options) == [str(decision.played)]


def test_values_are_in_the_table_unit_higher_is_better() -> None:
    # badam-satti: penalty points are negated, so every value is at most zero
    review = review_game(played_deal("badam-satti", seed=2), 1, iterations=60)
    assert all(value <= 0 for decision in review.decisions
               for value in decision.options.values())
    # family: placing points lie between 0 and players - 1
    family = review_game(played_deal("family", seed=2), 1, iterations=60)
    assert all(0 <= value <= 3 for decision in family.decisions
               for value in decision.options.values())


def test_sliced_review_equals_the_whole_one() -> None:
    game = played_deal("douque", seed=5)
    whole = review_game(game, 2, iterations=90).to_dict()
    sliced = DealReview(game, 2, iterations=90)
    steps = 0
    while not sliced.advance(0.002):
        steps += 1
    assert steps > 1 and sliced.to_dict() == whole


def test_review_refuses_a_bad_seat_and_iterations() -> None:
    game = played_deal("sevens", seed=1)
    with pytest.raises(ValueError, match="seat"):
        DealReview(game, 7)
    with pytest.raises(ValueError, match="iterations"):
        DealReview(game, 0, iterations=0)


def _review_cli(path: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sevens", "review", str(path), *extra],
                          capture_output=True, text=True, timeout=300)


def test_cli_review_json_repeats_with_fixed_iterations(tmp_path: Path) -> None:
    game = played_deal("badam-satti", seed=9)  # a deal where random play had real choices
    save = tmp_path / "deal.json"
    save.write_text(game.to_json())
    first = _review_cli(save, "--seat", "0", "--json", "--iterations", "120")
    second = _review_cli(save, "--seat", "0", "--json", "--iterations", "120")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    report = json.loads(first.stdout)
    assert set(report) == {"decisions", "total_loss"}
    for entry in report["decisions"]:
        assert set(entry) == {"index", "played", "best", "loss", "interval", "close_call",
                              "options"}
        assert entry["played"] == str(game.moves[entry["index"]])
        assert entry["loss"] >= 0 and entry["best"] in entry["options"]
    assert report["total_loss"] > 0
    other = _review_cli(save, "--seat", "0", "--json", "--iterations", "121")
    assert json.loads(other.stdout) != report  # the iterations really drive the search


def test_cli_review_refuses_bad_input_in_one_line(tmp_path: Path) -> None:
    save = tmp_path / "deal.json"
    save.write_text(played_deal("sevens", seed=3).to_json())
    bad_seat = _review_cli(save, "--seat", "9")
    assert bad_seat.returncode == 2 and "seat" in bad_seat.stderr
    assert bad_seat.stderr.count("\n") == 1
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "something else"}')
    refused = _review_cli(damaged, "--seat", "0")
    assert refused.returncode == 2 and refused.stderr.startswith("python -m sevens review")


def _mover(game: sevens.Game, index: int) -> int | None:
    replay = sevens.Game.from_dict({**game.to_dict(), "moves": [str(move) for move in
                                                               game.moves[:index]]})
    return replay.current_player
