"""One judgement (issue 31): the hint is Review's analysis of the decision, made ahead of
time — the same seed, playouts and options — so they never contradict each other."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import sevens
from sevens.review import DealReview, decision_from, hint_weighing, load_deal, review_game


def _cli(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sevens", *arguments], capture_output=True,
                          text=True, timeout=300)


def _until_real_decision(game: sevens.Game, seat: int, bots: dict, count: int) -> None:
    """Play on until ``seat`` faces its ``count``-th decision with more than one option."""
    seen = 0
    while not game.over:
        mover = game.current_player
        if mover == seat and len(game.view(seat).legal_moves) > 1:
            seen += 1
            if seen == count:
                return
        game.apply(bots[mover].choose(game.view(mover)))
    raise AssertionError("the deal ended before that decision")


def _game_save(game: sevens.Game, seat: int) -> dict:
    """``game`` wrapped as the game's own saved-game.json record (a one-deal match)."""
    return {"format": "sevens", "record": "saved-game", "version": 1, "data": {
        "version": 1, "rules_id": "douque", "rules": game.rules.to_dict(), "level": "normal",
        "speed": "normal", "seat": seat, "match_seed": 1, "deals": 1,
        "current": game.to_dict(), "decision_points": [], "info": {"kind": "match"}}}


def test_cli_hint_then_review_of_the_finished_saved_game(tmp_path: Path) -> None:
    rules = sevens.preset("douque")
    game = sevens.Game(rules, seed=5)
    bots = {seat: sevens.make_bot("normal", seed=seat) for seat in range(rules.players)}
    _until_real_decision(game, 0, bots, 2)
    save = tmp_path / "saved-game.json"
    save.write_text(json.dumps(_game_save(game, 0)), encoding="utf-8")
    hinted = _cli("hint", str(save), "--seat", "0", "--json", "--iterations", "200")
    assert hinted.returncode == 0, hinted.stderr
    hint = json.loads(hinted.stdout)
    assert set(hint) == {"index", "best", "options", "close_call"}
    assert hint["index"] == len(game.moves)
    assert set(hint["options"]) == {str(move) for move in game.view(0).legal_moves}
    assert hint["best"] == max(hint["options"], key=hint["options"].get)
    game.apply(hint["best"])  # the hinted move first, then the deal played on
    while not game.over:
        mover = game.current_player
        game.apply(bots[mover].choose(game.view(mover)))
    save.write_text(json.dumps(_game_save(game, 0)), encoding="utf-8")
    reviewed = _cli("review", str(save), "--json", "--iterations", "200")  # seat from the save
    assert reviewed.returncode == 0, reviewed.stderr
    decision = next(item for item in json.loads(reviewed.stdout)["decisions"]
                    if item["index"] == hint["index"])
    assert decision["options"] == hint["options"]
    assert decision["played"] == decision["best"] == hint["best"]
    assert decision["loss"] == 0 and decision["close_call"] == hint["close_call"]


@pytest.mark.parametrize("rules_id", ["douque", "sevens", "badam-satti"])
def test_taking_the_hint_at_every_decision_review_agrees(rules_id: str) -> None:
    rules = sevens.preset(rules_id)
    checked = 0
    for seed in range(3):
        game = sevens.Game(rules, seed=100 + seed)
        bots = {seat: sevens.make_bot("normal", seed=seat) for seat in range(rules.players)}
        seat = seed % rules.players
        hints = {}
        while not game.over:
            mover = game.current_player
            if mover == seat:
                judgement = hint_weighing(game, seat, 120).run()
                hints[judgement.index] = judgement
                game.apply(judgement.best)
            else:
                game.apply(bots[mover].choose(game.view(mover)))
        review = review_game(game, seat, 120)  # weighed afresh, nothing adopted
        assert [decision.index for decision in review.decisions] == sorted(hints)
        for decision in review.decisions:
            hint = hints[decision.index]
            assert decision.options == hint.options
            assert decision.played == hint.best == decision.best
            low, high = decision.interval
            assert low <= decision.loss <= high and decision.loss == 0
            assert not decision.mistake
            assert decision.close_call == hint.close_call
            checked += not decision.forced
    assert checked >= 3


def test_a_move_within_chance_is_a_close_call_not_a_mistake() -> None:
    rules = sevens.preset("douque")
    game = sevens.Game(rules, seed=7)
    bots = {seat: sevens.make_bot("normal", seed=seat) for seat in range(rules.players)}
    found = {"close": 0, "mistake": 0}
    for _ in range(12):
        try:
            _until_real_decision(game, 0, bots, 1)
        except AssertionError:
            break
        judgement = hint_weighing(game, 0, 200).run()
        for option in judgement.options:
            if option == str(judgement.best):
                continue
            decision = decision_from(judgement, sevens.Move.parse(option))
            mean, error = judgement.differences[option]
            if decision.best == decision.played:  # as good as the best on every world: a tie
                assert mean == 0 and decision.loss == 0 and not decision.mistake
                continue
            low, high = decision.interval
            assert low <= decision.loss + 1e-6 and decision.loss - 1e-6 <= high
            assert decision.within_chance == (mean <= 2.0 * error)
            assert decision.mistake != decision.within_chance
            found["close" if decision.within_chance else "mistake"] += 1
        game.apply(judgement.best)
    assert found["close"] and found["mistake"]


def test_the_hint_stops_early_only_when_one_move_is_clearly_best() -> None:
    rules = sevens.preset("sevens")
    stopped = full = 0
    for seed in range(3):  # 35 early stops checked, 36 full searches (six deals: 2x the time)
        game = sevens.Game(rules, seed=seed)
        while not game.over:
            seat = game.current_player
            view = game.view(seat)
            if len(view.legal_moves) > 1:
                weighing = hint_weighing(game, seat, 2000)
                judgement = weighing.run()
                if weighing.search.playouts < 2000:
                    stopped += 1
                    assert not judgement.close_call and judgement.meaningful
                else:
                    full += 1
            game.apply(view.legal_moves[0])
    assert stopped and full


def test_load_deal_reads_a_match_record_and_a_deal_save() -> None:
    rules = sevens.preset("douque")
    game = sevens.Game(rules, seed=3)
    game.apply(game.view(game.current_player).legal_moves[0])
    loaded, seat = load_deal(json.dumps(_game_save(game, 2)))
    assert loaded.to_dict() == game.to_dict() and seat == 2
    loaded, seat = load_deal(game.to_json())
    assert loaded.to_dict() == game.to_dict() and seat is None
    with pytest.raises(ValueError, match="empty"):
        load_deal(json.dumps({"format": "sevens", "record": "saved-game", "version": 1,
                              "data": {}}))


def test_review_adopts_the_hints_without_changing_them() -> None:
    rules = sevens.preset("badam-satti")
    game = sevens.Game(rules, seed=9)
    bots = {seat: sevens.make_bot("normal", seed=seat) for seat in range(rules.players)}
    _until_real_decision(game, 1, bots, 1)
    judgement = hint_weighing(game, 1, 90).run()
    game.apply(judgement.best)
    while not game.over:
        mover = game.current_player
        game.apply(bots[mover].choose(game.view(mover)))
    adopted = DealReview(game, 1, 90)
    adopted.adopt(judgement)
    assert adopted.run().to_dict() == review_game(game, 1, 90).to_dict()


def test_a_damaged_saved_game_says_it_was_set_aside_and_the_settings_kept() -> None:
    from sevens.app import translation
    from sevens.app.storage import MemoryBackend, Store
    from sevens.app.translation import english, render

    store = Store(MemoryBackend({"saved-game": "{not json"}))
    message = store.load("saved-game", {}).notice
    assert message is not None
    notice = english(message)
    assert "saved saved-game" not in notice and "starts with the defaults" not in notice
    assert notice.startswith("Your game in progress could not be used")
    assert "settings are kept" in notice
    for code in ("zh-Hant", "zh-Hans", "ja"):
        translation.set_language(code)
        try:
            shown = render(message)
        finally:
            translation.set_language("en")
        assert shown != notice and "saved game" not in shown, (code, shown)
    settings = Store(MemoryBackend({"settings": "{not json"}))
    assert "starts with the defaults" in english(settings.load("settings", {}).notice)


def test_simulate_with_players_points_at_bots_and_help_names_its_command() -> None:
    refused = _cli("simulate", "--players", "8")
    assert refused.returncode == 2 and "--bots" in refused.stderr
    from sevens.app.launch_options import main_parser, program_name

    assert program_name("/usr/local/bin/sevens-game") == "sevens-game"
    assert program_name("main.py") == "main.py"
    assert main_parser(("normal",)).prog in ("main.py", "sevens-game")


def test_main_help_has_no_pygame_banner() -> None:
    root = Path(__file__).resolve().parent.parent
    shown = subprocess.run([sys.executable, str(root / "main.py"), "--help"],
                           capture_output=True, text=True, timeout=120, cwd=root)
    assert shown.returncode == 0
    assert shown.stdout.startswith("usage: main.py"), shown.stdout[:80]
    assert "pygame-ce" not in shown.stdout + shown.stderr
