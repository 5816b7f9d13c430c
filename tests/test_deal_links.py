"""Deal links, the daily deal, saved games that continue after a restart, and the Review
screen with the replay from another seat (issue 13)."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import sevens  # noqa: E402
from sevens.app import (  # noqa: E402
    daily,
    deal_links,  # noqa: E402
    startup,
)
from sevens.app.saved_match import SAVE_RECORD  # noqa: E402
from sevens.app.storage import MemoryBackend, Store  # noqa: E402
from sevens.app.translation import english, text  # noqa: E402
from sevens.review import load_deal  # noqa: E402
from sevens.ui import app as app_module  # noqa: E402
from sevens.ui.app import App, AppOptions, parse_arguments  # noqa: E402
from sevens.ui.navigation import Menu, Statistics  # noqa: E402
from sevens.ui.scenes.menu.scene import MenuScene  # noqa: E402
from sevens.ui.scenes.results import ResultsScene  # noqa: E402
from sevens.ui.scenes.review.scene import ReviewScene  # noqa: E402
from sevens.ui.scenes.table import TableScene  # noqa: E402

DAY = datetime.date(2026, 11, 30)


@pytest.fixture
def store(monkeypatch: pytest.MonkeyPatch) -> Store:
    """One in-memory store that outlives an App, as the data folder outlives a run."""
    shared = Store(MemoryBackend())
    monkeypatch.setattr(app_module, "open_store", lambda: shared)
    return shared


def play_moves(app: App, count: int | None = None, seed: int = 5) -> None:
    """Let a random player make the human's moves and the bots theirs: ``count`` moves, or
    to the end of the deal (None)."""
    session = app.session
    assert session is not None
    chooser = sevens.make_bot("random", seed=seed)
    target = None if count is None else len(session.game.moves) + count
    while not session.game.over and (target is None or len(session.game.moves) < target):
        if session.human_to_move:
            session.apply_human(chooser.choose(session.view()))
        else:
            session.update(5.0)
    app.step(1 / 60)


def finish_to_results(app: App) -> ResultsScene:
    play_moves(app)
    for _ in range(400):
        app.step(0.05)
        if isinstance(app.scene, ResultsScene):
            return app.scene
    raise AssertionError("the results screen never came")


# ---------------------------------------------------------------- deal links


def test_a_deal_link_reproduces_the_same_hands_from_the_given_seat() -> None:
    original = sevens.Game(sevens.preset("douque"), seed=987654, dealer=2)
    argv = ["--rules", "douque", "--players", "4", "--deal", original.deal_code, "--seat", "2",
            "--fresh", "--mute"]
    app = App(parse_arguments(argv))
    assert isinstance(app.scene, TableScene)
    session = app.session
    assert session is not None and session.human_seat == 2
    assert session.game.initial_hands() == original.initial_hands()
    assert session.game.dealer == original.dealer
    # the results screen's link is that same link
    assert deal_links.deal_link(app.session) == (
        f"main.py --rules douque --players 4 --deals {session.deals} "
        f"--deal {original.deal_code} --seat 2")
    pygame.quit()


def test_the_browser_link_reads_deal_and_seat_from_the_query(
        monkeypatch: pytest.MonkeyPatch) -> None:
    original = sevens.Game(sevens.preset("badam-satti", players=5), seed=4242, dealer=1)
    monkeypatch.setattr(deal_links, "WEB", True)
    monkeypatch.setattr(startup, "WEB", True)
    monkeypatch.setattr(sys, "platform", "emscripten")
    for name, value in {"rules": "badam-satti", "players": "5", "deal": original.deal_code,
                        "seat": "3"}.items():
        monkeypatch.setenv(name, value)
    options = parse_arguments([])
    monkeypatch.setattr(sys, "platform", "linux")
    assert (options.deal_code, options.seat) == (original.deal_code, 3)
    app = App(AppOptions(**{**options.__dict__, "remember": False, "mute": True}))
    assert app.session is not None and app.session.human_seat == 3
    assert app.session.game.initial_hands() == original.initial_hands()
    assert deal_links.deal_link(app.session) == daily.deal_address(
        "badam-satti", 5, original.deal_code, 3, deals=app.session.deals)
    pygame.quit()


@pytest.mark.parametrize("code", ["not a code", "zz", "abc-9"])
def test_a_bad_code_gives_a_notice_and_a_fresh_deal(code: str) -> None:
    app = App(parse_arguments(["--rules", "douque", "--deal", code, "--fresh", "--mute"]))
    assert isinstance(app.scene, MenuScene) and app.session is None
    notices = [english(notice) for notice in [*app.notices.queue, *app.notices.shown]]
    assert any(code.split()[0] in notice and "fresh" in notice for notice in notices), notices
    app.scene.start()  # Deal the cards: a fresh deal
    assert app.session is not None and app.session.game.deal_code != code
    pygame.quit()


# ---------------------------------------------------------------- the daily deal


def test_the_daily_deal_is_the_same_on_one_date_and_differs_the_next() -> None:
    script = ("import datetime, sevens.app.daily as d; "
              "g = d.daily_game(datetime.date(2026, 11, 30)); print(g.to_json())")
    runs = [subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           check=True, env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout
            for seed in (1, 2)]
    assert runs[0] == runs[1] and runs[0].strip()
    today, tomorrow = daily.daily_game(DAY), daily.daily_game(DAY + datetime.timedelta(days=1))
    assert sevens.Game.from_json(runs[0]).initial_hands() == today.initial_hands()
    assert daily.daily_code(DAY) == daily.daily_code(DAY)
    assert tomorrow.initial_hands() != today.initial_hands()
    assert daily.daily_seed(tomorrow_date := DAY + datetime.timedelta(days=1)) != \
        daily.daily_seed(DAY)
    assert daily.daily_rules_id(tomorrow_date) != daily.daily_rules_id(DAY)


def test_the_daily_streak_counts_days_in_a_row_and_each_day_once() -> None:
    record: dict = {}
    for offset in (0, 1, 2):
        daily.record_daily(record, DAY + datetime.timedelta(days=offset), 2.0 - offset, 1)
    third = DAY + datetime.timedelta(days=2)
    assert daily.daily_streak(record, third) == 3
    # the next day, not yet played: the streak still stands; a day later it is broken
    assert daily.daily_streak(record, third + datetime.timedelta(days=1)) == 3
    assert daily.daily_streak(record, third + datetime.timedelta(days=2)) == 0
    daily.record_daily(record, third, 99.0, 4)  # played again: the first result counts
    assert daily.played_on(record, third) == {"rules": daily.daily_rules_id(third),
                                              "result": 0.0, "place": 1}
    daily.record_daily(record, third + datetime.timedelta(days=5), 1.0, 2)
    assert daily.daily_streak(record, third + datetime.timedelta(days=5)) == 1
    assert record["best_streak"] == 3


def test_daily_from_the_menu_is_played_once_against_hard_and_kept(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily, "local_date", lambda: DAY)
    app = App(AppOptions(mute=True, speed="instant"))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    button = next(button for button in menu.buttons if button.name == "daily")
    assert "streak 0" in button.label and button.enabled
    button.action()
    session = app.session
    assert session is not None and isinstance(app.scene, TableScene)
    assert session.level == "hard" and session.deals == 1
    assert session.rules_id == daily.daily_rules_id(DAY)
    assert session.game.initial_hands() == daily.daily_game(DAY).initial_hands()
    for bot in session.bots.values():  # a quick hard bot keeps the test short
        bot.budget = 0.002
    finish_to_results(app)
    kept = daily.played_on(store.load("daily", {}).value, DAY)
    assert kept is not None and kept["place"] == session.recorded.players[0].place
    app.go(Menu())
    button = next(button for button in app.scene.buttons if button.name == "daily")
    assert not button.enabled and "streak 1" in button.label
    app.start_daily()  # once a day: nothing new is dealt
    assert app.session is session
    assert app.daily.summary() == "Daily deal · days played: 1 · streak 1 · best streak 1"
    app.go(Statistics(app.scene))
    app.step(1 / 60)  # the statistics screen shows it
    pygame.quit()


def test_a_daily_deal_left_unfinished_was_its_one_go(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(daily, "local_date", lambda: DAY)
    app = App(AppOptions(mute=True, speed="instant"))
    app.start_daily()
    daily_game = app.session
    play_moves(app, 2)
    app.go(Menu())
    app.start_daily()  # back from the menu: the same deal goes on
    assert app.session is daily_game and isinstance(app.scene, TableScene)
    app.start_match(sevens.preset("family"), "family")  # left for another match
    app.start_daily()
    assert app.session is not daily_game and app.session.rules_id == "family"
    record = store.load("daily", {}).value
    assert daily.played_on(record, DAY) == {"rules": daily.daily_rules_id(DAY), "result": None,
                                            "place": None}
    assert daily.daily_streak(record, DAY) == 0
    assert "left" in app.daily.label()
    pygame.quit()


def test_daily_from_the_address() -> None:
    options = parse_arguments(["--daily", "1", "--fresh", "--mute"])
    assert options.daily
    app = App(options)
    today = daily.local_date()
    assert app.session is not None and app.session.rules_id == daily.daily_rules_id(today)
    assert app.session.game.deal_code == daily.daily_code(today)
    pygame.quit()


# ---------------------------------------------------------------- saved games


def test_a_game_reopened_after_a_restart_continues_at_the_same_move(store: Store) -> None:
    app = App(AppOptions(rules_id="sevens", mute=True, speed="instant", deals=3, seed=77))
    app.start_match(sevens.preset("sevens").replace(deals=3), "sevens")
    finish_to_results(app)
    app.scene.next()  # deal 2
    play_moves(app, 9)
    session = app.session
    moves = [str(move) for move in session.game.moves]
    totals = list(session.match.totals)
    points = list(session.decision_points)
    assert moves and session.deal_number == 2
    pygame.quit()

    again = App(AppOptions(mute=True, speed="instant"))  # the game is opened again
    restored = again.session
    assert restored is not None and restored is not session
    assert [str(move) for move in restored.game.moves] == moves
    assert restored.game.initial_hands() == session.game.initial_hands()
    assert restored.deal_number == 2 and list(restored.match.totals) == totals
    assert restored.decision_points == points
    assert restored.game.current_player == session.game.current_player
    menu = again.scene
    assert isinstance(menu, MenuScene)
    resume = next(button for button in menu.buttons if button.name == "resume")
    resume.action()
    assert isinstance(again.scene, TableScene)
    play_moves(again, 3)  # and play goes on from there
    assert len(restored.game.moves) >= len(moves) + 1
    pygame.quit()


def test_a_finished_match_is_kept_for_review_never_continued_and_damage_is_a_notice(
        store: Store) -> None:
    app = App(AppOptions(mute=True, speed="instant", seed=3, deals=1))
    app.start_match(sevens.preset("family").replace(deals=1), "family")
    play_moves(app, 4)
    assert store.load(SAVE_RECORD, {}).value
    finish_to_results(app)
    finished = app.session.game.to_dict()
    pygame.quit()
    record = store.load(SAVE_RECORD, {}).value
    # the game's own saved-game record is what `python -m sevens review` reads
    game, seat = load_deal(json.dumps(record))
    assert game.over and game.to_dict() == finished and seat == 0
    reopened = App(AppOptions(mute=True))
    assert reopened.session is None  # a finished match is not offered to continue
    pygame.quit()
    store.save(SAVE_RECORD, {"version": 1, "rules": {"players": "many"}})
    damaged = App(AppOptions(mute=True))
    assert damaged.session is None
    assert any("game in progress" in english(notice) for notice in damaged.notices.queue)
    pygame.quit()


# ---------------------------------------------------------------- review and replay


def test_review_screen_from_the_results_and_replay_from_another_seat() -> None:
    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=12, deals=1))
    app.start_match(sevens.preset("badam-satti").replace(deals=1), "badam-satti")
    results = finish_to_results(app)
    finished = app.session
    assert finished is not None
    review_button = next(button for button in results.buttons if button.name == "review")
    review_button.action()
    scene = app.scene
    assert isinstance(scene, ReviewScene)
    frames = 0
    while not scene.review.done:
        app.step(1 / 60)
        frames += 1
        if frames == 3:  # leave in the middle and come back: the work so far is kept
            scene.back()
            assert app.scene is results
            done_before = len(scene.review.decisions)
            app.show_review(results)
            assert app.scene.review is scene.review
            assert len(app.scene.review.decisions) == done_before
            scene = app.scene
    assert frames > 3  # worked out across frames, not in one
    assert scene.review.total == len(scene.review.decisions) > 0
    scene.draw(app.canvas)
    # Replay from another seat: the same cards, you in the chosen seat
    scene.seat_stepper.step(1)
    seat = scene.replay_seat
    assert seat != finished.human_seat
    bot_result = float(finished.recorded.deltas[seat])
    scene.replay()
    replay = app.session
    assert replay is not finished and replay.human_seat == seat
    assert replay.game.initial_hands() == finished.game.initial_hands()
    results = finish_to_results(app)
    lines = [line for line, _tone in results.wording.note_lines()]
    assert any("the bot" in line and str(round(bot_result)) in line for line in lines), lines
    pygame.quit()


def test_a_damaged_snapshot_is_refused_with_a_value_error_or_read_whole() -> None:
    import copy
    import json
    import random

    from sevens.app.saved_match import SessionInfo, restore, snapshot
    from sevens.app.session import Session

    session = Session(sevens.preset("sevens"), "sevens", seed=3, deals=2)
    chooser = sevens.make_bot("random", seed=1)
    for _ in range(10):
        session.game.apply(chooser.choose(session.game.view(session.game.current_player)))
    good = json.loads(json.dumps(snapshot(session, SessionInfo())))
    restored = restore(good)
    assert restored is not None and restored[0].game.moves == session.game.moves
    rng = random.Random(1)
    refused = 0
    for _ in range(200):
        damaged = copy.deepcopy(good)
        key = rng.choice(sorted(damaged))
        damaged[key] = rng.choice([None, "x", -1, 99, [], {}, {"a": 1}, 3.5, True])
        try:
            restore(damaged)
        except ValueError:
            refused += 1
    assert refused > 50


class LastingMemory(MemoryBackend):
    """An in-memory store that counts as lasting, like the data folder or localStorage."""

    persistent = True


@pytest.mark.parametrize("lasting", [True, False])
def test_quit_keeps_a_saved_match_and_asks_only_when_it_would_be_lost(
        monkeypatch: pytest.MonkeyPatch, lasting: bool) -> None:
    shared = Store(LastingMemory() if lasting else MemoryBackend())
    monkeypatch.setattr(app_module, "open_store", lambda: shared)
    app = App(AppOptions(rules_id="sevens", mute=True, speed="instant", deals=3, seed=78))
    app.start_match(sevens.preset("sevens").replace(deals=3), "sevens")
    play_moves(app, 6)
    app.step(1 / 60)  # the frame saves the match
    app.go(Menu())
    menu = app.scene
    assert isinstance(menu, MenuScene)
    quit_button = next(button for button in menu.buttons if button.name == "quit")
    quit_button.action()
    if lasting:  # nothing is lost: quit at once, no abandoned match, the save stays
        assert not app.running and menu.dialog is None
        assert app.stats.get("sevens", {}).get("abandoned", 0) == 0
        assert shared.load(SAVE_RECORD, None).value is not None
    else:  # the match would be lost: ask first
        assert app.running and menu.dialog is not None
    pygame.quit()


# ---------------------------------------------------------------- links never lose a match


def test_a_link_over_a_saved_match_asks_and_counts_the_match_abandoned(store: Store) -> None:
    app = App(AppOptions(rules_id="sevens", mute=True, speed="instant", deals=3, seed=41))
    app.start_match(sevens.preset("sevens").replace(deals=3), "sevens")
    play_moves(app, 3)
    saved_moves = [str(move) for move in app.session.game.moves]
    pygame.quit()
    code = sevens.Game(sevens.preset("douque"), seed=5150).deal_code
    argv = ["--rules", "douque", "--players", "4", "--deal", code, "--seat", "0", "--mute"]
    kept = App(parse_arguments(argv))  # the saved match is not silently replaced
    menu = kept.scene
    assert isinstance(menu, MenuScene) and menu.dialog is not None
    assert menu.dialog.title == text("confirm.link_title")
    menu.dialog.on_keep()
    assert [str(move) for move in kept.session.game.moves] == saved_moves
    assert kept.session.rules_id == "sevens"
    assert kept.stats.get("sevens", {}).get("abandoned", 0) == 0
    kept.step(1 / 60)
    pygame.quit()
    opened = App(parse_arguments(argv))  # asked again; this time the link wins
    menu = opened.scene
    assert isinstance(menu, MenuScene) and menu.dialog is not None
    menu.dialog.on_leave()
    assert opened.stats["sevens"]["abandoned"] == 1
    assert isinstance(opened.scene, TableScene)
    assert opened.session.rules_id == "douque" and opened.session.game.deal_code == code
    pygame.quit()


def test_the_daily_deal_over_a_match_in_progress_asks_first() -> None:
    app = App(AppOptions(rules_id="sevens", mute=True, speed="instant", deals=2, seed=8,
                         remember=False))
    app.start_match(sevens.preset("sevens").replace(deals=2), "sevens")
    play_moves(app, 2)
    app.go(Menu())
    menu = app.scene
    daily_button = next(button for button in menu.buttons if button.name == "daily")
    daily_button.action()
    assert menu.dialog is not None and menu.dialog.title == text("confirm.daily_title")
    assert app.session_info.kind == "match"
    menu.dialog.on_leave()
    assert app.stats["sevens"]["abandoned"] == 1 and app.session_info.kind == "daily"
    pygame.quit()


def test_a_link_carries_the_length_of_its_match() -> None:
    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=12, deals=1))
    app.start_match(sevens.preset("douque").replace(deals=1), "douque")
    finish_to_results(app)
    link = deal_links.deal_link(app.session)
    assert " --deals 1 " in link
    pygame.quit()
    opened = App(parse_arguments([*link.split()[1:], "--fresh", "--mute"]))
    assert opened.session is not None and opened.session.deals == 1
    assert opened.session.game.deal_code == app.session.game.deal_code
    pygame.quit()
