"""Pass-and-play (issue 34): the saved match keeps the people. Quit and continue: the same
people on the same seats by the same names, the computer seats at their own levels, and
every hand hidden until the person the table was last shown to takes the device. A save
from before pass-and-play still loads, as a one-player match."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from test_pass_and_play import record_faces
from test_pass_and_play_undo import first_play, settle
from test_ui_play import FRAME

import sevens
from sevens.app.saved_match import restore, snapshot
from sevens.app.session import Session
from sevens.app.storage import MemoryBackend, Store
from sevens.ui import app as app_module
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.hand_over.scene import HandOverScene
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.table import TableScene

MAX_STEPS = 5000


@pytest.fixture
def store(monkeypatch: pytest.MonkeyPatch) -> Store:
    """One in-memory store that outlives an App, as the data folder outlives a run."""
    shared = Store(MemoryBackend())
    monkeypatch.setattr(app_module, "open_store", lambda: shared)
    return shared


def test_a_people_session_survives_a_save_with_its_people_and_levels() -> None:
    rules = sevens.PRESETS["douque"]
    session = Session(rules, "douque", people={0: "Ada", 2: "Ben"}, levels={1: "easy"},
                      seed=9, speed="instant")
    assert sorted(session.bots) == [1, 3]
    for _ in range(MAX_STEPS):
        if len(session.game.moves) >= 6 and session.person_waiting is None:
            break
        if session.person_waiting is not None:
            session.hand_over(session.person_waiting)
        elif session.human_to_move:
            session.apply_human(first_play(session))
        else:
            session.update(1.0)
    data = json.loads(json.dumps(snapshot(session, app_module.SessionInfo())))
    again, _info = restore(data)
    assert again.people == {0: "Ada", 2: "Ben"} and again.levels == {1: "easy"}
    assert [str(move) for move in again.game.moves] == [str(m) for m in session.game.moves]
    assert again.human_seat == session.human_seat
    assert again.concealed and again.person_waiting == session.human_seat
    assert [again.seat_name(seat) for seat in range(4)] == \
        [session.seat_name(seat) for seat in range(4)]
    # a save written before pass-and-play: no people, no levels — one player, as before
    for key in ("people", "levels", "passed_on"):
        data.pop(key)
    data["seat"] = 0
    old, _info = restore(data)
    assert old.people == {} and old.human_seat == 0 and not old.concealed
    assert sorted(old.bots) == [1, 2, 3]


def test_quit_and_continue_keeps_the_people_and_hides_every_hand_first(store: Store) -> None:
    app = App(AppOptions(rules_id="douque", mute=True, speed="instant", deals=2, seed=7,
                         people=("Ada", "Ben")))
    app.scene.start()
    session = app.session
    for _ in range(MAX_STEPS):  # play until Ben has the device and has moved
        scene = app.scene
        if isinstance(scene, TableScene) and session.human_seat == 1 \
                and len(session.decision_points) == 1 and not scene.busy:
            break
        if isinstance(scene, HandOverScene):
            settle(app)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(9, 9), button=1))
        elif session.human_to_move and not scene.busy:
            scene.attempt(first_play(session))
        app.step(FRAME)
    else:
        raise AssertionError("Ben never moved")
    moves = [str(move) for move in session.game.moves]
    pygame.quit()

    again = App(AppOptions(mute=True, speed="instant"))  # opened again, no --people
    restored = again.session
    assert restored is not None and restored.people == {0: "Ada", 1: "Ben"}
    assert [str(move) for move in restored.game.moves] == moves
    menu = again.scene
    assert isinstance(menu, MenuScene) and menu.match_in_progress
    faces = record_faces(again)
    next(button for button in menu.buttons if button.name == "resume").action()
    assert isinstance(again.scene, HandOverScene)
    assert again.scene.name == "Ben"  # the table was last Ben's: he takes it back first
    assert not again.scene.may_undo  # nobody holds it yet, so nobody may undo
    faces.clear()
    again.step(FRAME)
    assert not faces
    settle(again)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(9, 9), button=1))
    again.step(FRAME)
    assert isinstance(again.scene, TableScene) and restored.human_seat == 1
    assert restored.can_undo  # Ben's own move, saved with the match
    pygame.quit()
