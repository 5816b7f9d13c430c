"""Nothing lost, nothing miscounted (issue 45): damaged settings, statistics and saved games
start the game with a notice, keep their original bytes, and a deal is still played to the
end; a match saved on the results screen continues with the same totals."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import sevens  # noqa: E402
from sevens.app.storage import DATA_DIRECTORY_VARIABLE, LoadResult  # noqa: E402
from sevens.app.translation import english  # noqa: E402
from sevens.ui.app import App, AppOptions  # noqa: E402
from sevens.ui.scenes.menu.scene import MenuScene  # noqa: E402
from sevens.ui.scenes.results import ResultsScene  # noqa: E402
from sevens.ui.scenes.statistics import StatsScene  # noqa: E402


def envelope(record: str, data: object) -> bytes:
    """A record as the game writes it, around ``data`` (NaN written as JSON's NaN)."""
    return json.dumps({"format": "sevens", "record": record, "version": 1, "data": data},
                      allow_nan=True).encode("utf-8")


def deep(levels: int) -> str:
    """JSON text nested ``levels`` lists deep."""
    return "[" * levels + "]" * levels


def a_saved_game(**changes: object) -> dict:
    """A real saved match (sevens, 3 deals, ten moves into deal 1), with ``changes``."""
    from sevens.app.saved_match import SessionInfo, snapshot
    from sevens.app.session import Session

    session = Session(sevens.preset("sevens").replace(deals=3), "sevens", seed=3, deals=3)
    chooser = sevens.make_bot("random", seed=1)
    for _ in range(10):
        session.game.apply(chooser.choose(session.game.view(session.game.current_player)))
    data = json.loads(json.dumps(snapshot(session, SessionInfo())))
    for path, value in changes.items():
        target = data
        *parents, last = path.split("__")
        for part in parents:
            target = target[int(part)] if isinstance(target, list) else target[part]
        target[int(last) if isinstance(target, list) else last] = value
    return data


def a_finished_deal(rules: sevens.Rules) -> dict:
    """A deal of ``rules`` played to its end at random, as a save."""
    import random

    game = sevens.Game(rules, seed=1)
    chooser = random.Random(1)
    while not game.over:
        game.apply(chooser.choice(game.legal_moves()))
    return game.to_dict()


def damaged_files() -> list[tuple[str, str, bytes]]:
    """(label, file name, bytes): every kind of damage a player's data folder may hold."""
    binary = bytes(range(256)) * 20
    saved_moves = a_saved_game()["current"]["moves"]
    return [
        # settings
        ("settings unknown level", "settings", envelope("settings", {"level": "godlike"})),
        ("settings unknown speed", "settings", envelope("settings", {"speed": "warp"})),
        ("settings deals out of range", "settings", envelope("settings", {"deals": 100000})),
        ("settings deals zero", "settings", envelope("settings", {"deals": 0})),
        ("settings players out of range", "settings", envelope("settings", {"players": 99})),
        ("settings players wrong type", "settings", envelope("settings", {"players": "four"})),
        ("settings unknown rules", "settings", envelope("settings", {"rules_id": "chess"})),
        ("settings unknown base", "settings",
         envelope("settings", {"rules_id": "custom", "custom_base": "chess"})),
        ("settings bad house rule", "settings",
         envelope("settings", {"rules_id": "custom", "custom_options": {"ace": "sideways"}})),
        ("settings unknown language", "settings", envelope("settings", {"language": "tlh"})),
        ("settings card speed number", "settings", envelope("settings", {"card_speed": 5})),
        ("settings seats wrong type", "settings", envelope("settings", {"seats": [1, None]})),
        ("settings seats unknown word", "settings",
         envelope("settings", {"seats": ["", "godlike", "person"]})),
        ("settings names too long", "settings", envelope("settings", {"names": ["x" * 500]})),
        ("settings NaN", "settings", envelope("settings", {"deals": float("nan")})),
        ("settings not a dict", "settings", envelope("settings", [1, 2, 3])),
        ("settings deep", "settings",
         b'{"format": "sevens", "record": "settings", "version": 1, "data": '
         + deep(100_000).encode() + b"}"),
        ("settings binary", "settings", binary),
        ("settings truncated", "settings", envelope("settings", {"level": "hard"})[:30]),
        ("settings empty file", "settings", b""),
        ("settings from a newer game", "settings",
         envelope("settings", {"level": "hard"}).replace(b'"version": 1', b'"version": 7')),
        ("settings data null", "settings", envelope("settings", None)),
        ("settings players the rules refuse", "settings",
         envelope("settings", {"rules_id": "douque", "players": 6})),
        ("settings players British Sevens refuses", "settings",
         envelope("settings", {"rules_id": "sevens", "players": 8})),
        ("settings house stake word", "settings", envelope("settings", {
            "rules_id": "custom", "custom_base": "sevens", "custom_options": {"ante": "1/0"}})),
        ("settings unknown level, byte-order mark", "settings",
         b"\xef\xbb\xbf" + envelope("settings", {"level": "godlike"})),
        # statistics
        ("stats deals word", "stats", envelope("stats", {"sevens": {"deals": "many"}})),
        ("stats result NaN", "stats",
         envelope("stats", {"douque": {"deals": 3, "result_sum": float("nan")}})),
        ("stats result infinite", "stats",
         envelope("stats", {"douque": {"deals": 3, "result_sum": float("inf")}})),
        ("stats negative", "stats", envelope("stats", {"douque": {"deals": -5, "wins": 9}})),
        ("stats history words", "stats",
         envelope("stats", {"douque": {"deals": 1, "history": ["x", None, 3]}})),
        ("stats entry not a dict", "stats", envelope("stats", {"douque": "lots"})),
        ("stats people wrong", "stats", envelope("stats", {"people": {"Ada": [1, 2]}})),
        ("stats deep", "stats",
         b'{"format": "sevens", "record": "stats", "version": 1, "data": {"douque": '
         + deep(100_000).encode() + b"}}"),
        ("stats binary", "stats", binary),
        ("stats truncated", "stats", envelope("stats", {"douque": {"deals": 3}})[:-7]),
        # the daily deal's record
        ("daily streak word", "daily", envelope("daily", {"best_streak": "long"})),
        ("daily result NaN", "daily", envelope("daily", {"days": {
            "2026-11-30": {"rules": "sevens", "result": float("nan"), "place": "first"},
            "yesterday": {}}})),
        ("daily binary", "daily", binary),
        # the saved game
        ("saved wrong-type move", "saved-game",
         envelope("saved-game", a_saved_game(current__moves=[*saved_moves, 5]))),
        ("saved illegal move", "saved-game",
         envelope("saved-game", a_saved_game(current__moves=[*saved_moves, "KS", "KS"]))),
        ("saved other rules", "saved-game",
         envelope("saved-game", a_saved_game(rules=sevens.preset("douque").to_dict()))),
        ("saved unknown level", "saved-game",
         envelope("saved-game", a_saved_game(level="godlike", speed="warp"))),
        ("saved deals out of range", "saved-game", envelope("saved-game", a_saved_game(
            deals=100000))),
        ("saved seat out of range", "saved-game", envelope("saved-game", a_saved_game(seat=9))),
        ("saved finished wrong", "saved-game", envelope("saved-game", a_saved_game(
            info__finished=[{"format": "x"}]))),
        ("saved finished deal of other rules", "saved-game", envelope("saved-game", a_saved_game(
            info__finished=[a_finished_deal(sevens.preset("douque"))]))),
        ("saved NaN", "saved-game", envelope("saved-game", a_saved_game(match_seed=float("nan")))),
        ("saved deep", "saved-game",
         b'{"format": "sevens", "record": "saved-game", "version": 1, "data": '
         + deep(100_000).encode() + b"}"),
        ("saved binary", "saved-game", binary),
        ("saved truncated", "saved-game", envelope("saved-game", a_saved_game())[:200]),
    ]


def play_to_results(app: App) -> None:
    """Play the deal at the table to its end (a random player for the human seats)."""
    session = app.session
    assert session is not None
    chooser = sevens.make_bot("random", seed=5)
    for _ in range(5000):
        if session.game.over:
            break
        if session.person_waiting is not None:
            session.hand_over(session.person_waiting)
        if session.human_to_move:
            session.apply_human(chooser.choose(session.view()))
        else:
            session.update(5.0)
    for _ in range(400):
        app.step(0.05)
        if isinstance(app.scene, ResultsScene):
            return
    raise AssertionError("the results screen never came")


@pytest.mark.parametrize("label,name,content", damaged_files(),
                         ids=[label for label, _name, _content in damaged_files()])
def test_a_damaged_file_starts_with_a_notice_keeps_its_bytes_and_a_deal_plays_to_the_end(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, label: str, name: str,
        content: bytes) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv(DATA_DIRECTORY_VARIABLE, str(home))
    (home / f"{name}.json").write_bytes(content)
    app = App(AppOptions(mute=True))
    notices = [english(notice) for notice in app.notices.queue]
    assert notices, f"{label}: no notice"
    backups = [path.read_bytes() for path in home.glob(f"{name}.backup-*.json")]
    assert backups == [content], f"{label}: the backup is not the original bytes"
    assert isinstance(app.scene, MenuScene)
    for _ in range(3):
        app.step(1 / 60)
    menu = app.scene
    button = next(button for button in menu.buttons if button.name in ("resume", "play")
                  if button.name == "resume" or not menu.match_in_progress)
    button.action()
    if isinstance(app.scene, MenuScene):  # the new match's confirmation, if any
        assert menu.dialog is None, label
    play_to_results(app)
    app.set_scene(StatsScene(app, app.scene))
    app.step(1 / 60)
    pygame.quit()
    again = App(AppOptions(mute=True))  # the next start: the damage was reported once
    assert not [english(notice) for notice in again.notices.queue
                if "backup" in english(notice)], label
    pygame.quit()


def test_a_saved_player_count_the_rules_refuse_loads_as_the_nearest_count_they_seat() -> None:
    """Loading the settings fits the player count to the rule system, as the menu does (one
    rule, :func:`sevens.rules.fitted_players`), so every path that reads them (a deal link,
    the daily deal, hosting online) meets a table its rules seat; the repair is named."""
    from sevens.app.profile import Settings, check_settings, memory_store

    store = memory_store()
    for rules_id, saved, fitted in (("sevens", 8, 7), ("douque", 6, 4), ("douque", 3, 4),
                                    ("fan-tan", 8, 8)):
        store.save("settings", {"rules_id": rules_id, "players": saved})
        loaded = store.load("settings", {}, check=check_settings)
        settings = Settings.from_dict(loaded.value)
        assert (settings.rules_id, settings.players) == (rules_id, fitted)
        if saved == fitted:
            assert loaded.notice is None, rules_id
        else:
            assert loaded.notice is not None and "players" in english(loaded.notice)


# ---------------------------------------------------------------- a save on the results screen


def test_a_match_saved_on_the_results_screen_continues_with_the_next_deal_and_same_totals(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIRECTORY_VARIABLE, str(tmp_path))
    app = App(AppOptions(mute=True, speed="instant", seed=11))
    app.start_match(sevens.preset("douque").replace(deals=4), "douque")
    play_to_results(app)
    app.step(1 / 60)  # the frame keeps the match, as it is on the results screen
    session = app.session
    assert session is not None and session.deal_number == 1 and session.deals == 4
    totals = list(session.match.totals)
    assert any(totals)
    pygame.quit()  # quit at the results of deal 1 of 4

    again = App(AppOptions(mute=True, speed="instant"))
    restored = again.session
    assert restored is not None and not restored.match_over
    assert (restored.deal_number, restored.deals) == (2, 4)
    assert list(restored.match.totals) == totals
    assert "2" in again.scene.spoken_title() and "4" in again.scene.spoken_title()
    next(button for button in again.scene.buttons if button.name == "resume").action()
    play_to_results(again)  # deal 2 of 4 is played, and the match goes on to deal 3
    assert restored.deal_number == 2 and not restored.match_over
    assert len(restored.match.results) == 2
    pygame.quit()


# ---------------------------------------------------------------- two copies of the game

HOLDER = """
import sys
from sevens.app.storage import open_store
store = open_store()
store.save("stats", {"douque": {"deals": 52}})
print(type(store.backend).__name__, flush=True)
sys.stdin.read()
"""


def stats_file(home: Path) -> dict:
    return json.loads((home / "stats.json").read_text(encoding="utf-8"))["data"]


def test_a_second_copy_says_the_first_holds_the_data_and_saves_nothing_over_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess
    import sys

    monkeypatch.setenv(DATA_DIRECTORY_VARIABLE, str(tmp_path))
    first = subprocess.Popen([sys.executable, "-c", HOLDER], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True,
                             cwd=Path(__file__).resolve().parents[1])
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "FileBackend"
        second = App(AppOptions(mute=True, speed="instant", seed=4))
        notices = [english(notice) for notice in second.notices.queue]
        assert any("already open" in notice and str(first.pid) in notice
                   for notice in notices), notices
        assert not second.store.persistent  # quitting asks before a match is lost
        second.start_match(sevens.preset("douque").replace(deals=1), "douque")
        play_to_results(second)
        second.step(1 / 60)
        assert second.stats["douque"]["deals"] >= 1
        pygame.quit()
        assert stats_file(tmp_path) == {"douque": {"deals": 52}}  # the first copy's, intact
    finally:
        first.kill()  # kill -9: the lock dies with the process
        first.wait()
    (tmp_path / ".saved-game.x1y2.tmp").write_text("half a save")  # a save cut short
    third = App(AppOptions(mute=True))
    assert third.store.persistent
    assert not [english(notice) for notice in third.notices.queue
                if "already open" in english(notice)]
    assert not list(tmp_path.glob(".*.tmp"))
    assert third.stats == {"douque": {"deals": 52}}
    third.stats["douque"]["deals"] += 1
    third.save("stats")
    assert stats_file(tmp_path)["douque"]["deals"] == 53
    pygame.quit()


def test_in_the_browser_the_newest_tab_holds_the_data_and_an_older_one_says_so() -> None:
    from sevens.app.storage import open_store

    class LocalStorage:
        def __init__(self) -> None:
            self.items: dict[str, str] = {}

        def getItem(self, key: str) -> str | None:  # noqa: N802 - the browser's spelling
            return self.items.get(key)

        def setItem(self, key: str, value: str) -> None:  # noqa: N802
            self.items[key] = value

    shared = LocalStorage()
    older = open_store(platform="emscripten", local_storage=shared)
    assert older.save("stats", {"douque": {"deals": 47}}) is None
    newer = open_store(platform="emscripten", local_storage=shared)
    assert newer.load("stats", {}).value == {"douque": {"deals": 47}}
    notice = older.save("stats", {"douque": {"deals": 48}})
    assert notice is not None and "newer tab" in english(notice)
    assert not older.persistent and older.save("stats", {"douque": {"deals": 49}}) is None
    assert newer.save("stats", {"douque": {"deals": 48}}) is None
    assert newer.load("stats", {}).value == {"douque": {"deals": 48}}
    assert json.loads(shared.items["sevens.stats"])["data"] == {"douque": {"deals": 48}}


SAVER = """
import time
from sevens.app import storage_backends
from sevens.app.storage import open_store
store = open_store()
store.save("stats", {"douque": {"deals": 52}})
def stuck(source, target):  # the save is written, not yet in place: killed here
    print("saving", flush=True)
    time.sleep(600)
storage_backends.os.replace = stuck
store.save("stats", {"douque": {"deals": 53}})
"""


def test_kill_9_in_the_middle_of_a_save_leaves_the_last_whole_record_and_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess
    import sys

    monkeypatch.setenv(DATA_DIRECTORY_VARIABLE, str(tmp_path))
    saver = subprocess.Popen([sys.executable, "-c", SAVER], stdout=subprocess.PIPE, text=True,
                             cwd=Path(__file__).resolve().parents[1])
    try:
        assert saver.stdout is not None and saver.stdout.readline().strip() == "saving"
    finally:
        saver.kill()  # kill -9 in the middle of the second save
        saver.wait()
    assert list(tmp_path.glob(".stats.*.tmp"))  # what it leaves behind
    from sevens.app.storage import open_store

    store = open_store()  # the next start: the lock is free and the leftovers go
    assert store.persistent and store.notice is None
    assert not list(tmp_path.glob(".*.tmp"))
    assert store.load("stats", {}) == LoadResult({"douque": {"deals": 52}}, None)
