"""``python -m sevens review``/``hint`` read saves as the game does, and number moves as the
screen does; ``simulate`` refuses an endless run (issue 45, items 9 and 17)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import sevens
from sevens.app.cli import main
from sevens.app.saved_match import SAVE_RECORD, SAVE_VERSION, SessionInfo, note_finished, snapshot
from sevens.app.session import Session
from sevens.app.storage import MemoryBackend, Store
from sevens.record_checks import RECORD_VERSION
from sevens.review import SAVED_MATCH_VERSION, load_deal


def _play_out(game: sevens.Game) -> None:
    while not game.over:
        game.apply(game.legal_moves()[0])


def _saved_at_the_results(deals_played: int) -> dict:
    """The saved-game record the game writes while the results of deal ``deals_played`` of
    a four-deal match are on screen (the deal just scored noted as finished, as the app's
    saving does before it writes)."""
    session = Session(sevens.preset("sevens"), "sevens", deals=4, seed=11)
    info = SessionInfo()
    for number in range(deals_played):
        if number:
            session.new_deal()
        _play_out(session.game)
        session.record_result()
        note_finished(session, info)
    store = Store(MemoryBackend())
    store.save(SAVE_RECORD, snapshot(session, info))
    return json.loads(store.backend.read(SAVE_RECORD))


def _deal_moves(record: dict, number: int) -> list[str]:
    return [str(move) for move in load_deal(json.dumps(record), number)[0].moves]


def test_the_saved_match_version_is_the_games_own() -> None:
    assert SAVED_MATCH_VERSION == SAVE_VERSION


def test_deal_numbers_of_a_save_made_at_the_results_are_the_matchs_deals() -> None:
    record = _saved_at_the_results(2)
    finished = record["data"]["info"]["finished"]
    assert len(finished) == 2
    first, second = (sevens.Game.from_dict(saved) for saved in finished)
    assert _deal_moves(record, 1) == [str(move) for move in first.moves]
    assert _deal_moves(record, 2) == [str(move) for move in second.moves]
    assert _deal_moves(record, 2) != _deal_moves(record, 1)
    with pytest.raises(ValueError, match="from 1 to 2"):  # deal 3 is not dealt yet
        load_deal(json.dumps(record), 3)
    record = _saved_at_the_results(1)
    with pytest.raises(ValueError, match="from 1 to 1"):  # was deal 1 reviewed again
        load_deal(json.dumps(record), 2)


@pytest.mark.parametrize("where", ["record", "saved game"])
@pytest.mark.parametrize("version", [99, 0, "1", None])
def test_review_and_hint_refuse_a_save_of_a_version_the_game_refuses(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str, version: object) -> None:
    record = _saved_at_the_results(1)
    if where == "record":
        record["version"] = version
    else:
        record["data"]["version"] = version
    with pytest.raises(ValueError, match="another version of the game"):
        load_deal(json.dumps(record))
    save = tmp_path / "saved-game.json"
    save.write_text(json.dumps(record), encoding="utf-8")
    for command in ("review", "hint"):
        assert main([command, str(save), "--iterations", "5"]) == 2
        captured = capsys.readouterr()
        lines = captured.err.splitlines()
        assert captured.out == "" and len(lines) == 1, captured
        assert lines[0].startswith(f"python -m sevens {command}: error: save: ")
        assert "another version of the game" in lines[0]


def test_the_current_versions_are_read() -> None:
    record = _saved_at_the_results(1)
    assert record["version"] == RECORD_VERSION
    game, seat = load_deal(json.dumps(record))
    assert game.over and seat == 0


def test_review_numbers_moves_as_the_screen_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The screen says "move {index + 1} of the deal" (the Review scene); so does the CLI."""
    game = sevens.Game(sevens.preset("sevens"), seed=4)
    _play_out(game)
    save = tmp_path / "deal.json"
    save.write_text(game.to_json(), encoding="utf-8")
    assert main(["review", str(save), "--seat", "1", "--iterations", "8", "--json"]) == 0
    indices = [decision["index"] for decision in json.loads(capsys.readouterr().out)
               ["decisions"]]
    assert main(["review", str(save), "--seat", "1", "--iterations", "8"]) == 0
    shown = [int(number) for number in re.findall(r"^  move (\d+):", capsys.readouterr().out,
                                                  re.MULTILINE)]
    assert indices and shown == [index + 1 for index in indices]


def test_hint_numbers_the_move_as_the_screen_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = sevens.Game(sevens.preset("sevens"), seed=4)
    for _ in range(5):
        game.apply(game.legal_moves()[0])
    save = tmp_path / "deal.json"
    save.write_text(game.to_json(), encoding="utf-8")
    seat = game.current_player
    assert main(["hint", str(save), "--seat", str(seat), "--iterations", "8"]) == 0
    assert f"Seat {seat}, move {len(game.moves) + 1}: best" in capsys.readouterr().out


@pytest.mark.parametrize("deals", ["100001", "99999999999999999999"])
def test_simulate_refuses_more_deals_than_its_bound(
        capsys: pytest.CaptureFixture[str], deals: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["simulate", "--deals", deals])
    assert stopped.value.code == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and "--deals: must be from 1 to 100000" in lines[0]
    with pytest.raises(ValueError, match="from 1 to 100000"):
        sevens.app.cli.simulate(sevens.preset("sevens"), ["random"] * 4, int(deals), seed=1)
