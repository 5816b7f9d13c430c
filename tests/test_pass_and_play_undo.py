"""Pass-and-play (issue 34): undo is each person's own. A person takes back only their own
last decision, and only until the next person has taken the device (the hand-over screen
acknowledged); after that Undo is refused with a notice saying why."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from test_ui_play import FRAME, make_app, post_click, post_key

import sevens
from sevens.app.session import Session
from sevens.app.translation import render
from sevens.ui.scenes.hand_over.scene import HandOverScene
from sevens.ui.scenes.table import TableScene

MAX_STEPS = 5000


def first_play(session: Session) -> sevens.Move:
    """A legal move of the person at the device, a card when there is one."""
    moves = list(session.view().legal_moves)
    plays = [move for move in moves if move.kind != "pass"]
    return (plays or moves)[0]


def run_until(session: Session, condition) -> None:
    """Let the bots play until ``condition(session)`` holds."""
    for _ in range(MAX_STEPS):
        if condition(session):
            return
        assert not session.human_to_move or condition(session), "a person must act first"
        session.update(1.0)
    raise AssertionError("the condition never came")


def test_a_person_undoes_their_own_move_until_the_next_person_takes_the_device() -> None:
    rules = sevens.PRESETS["douque"]
    session = Session(rules, "douque", people=("Ada", "Ben"), seed=5, speed="instant")
    assert session.undo_refusal().key == "undo.none"  # nothing played yet
    assert session.person_waiting == 0  # the deal opens with Ada's hand-over
    session.hand_over(0)
    run_until(session, lambda s: s.human_to_move or s.person_waiting is not None)
    while session.person_waiting is None:  # Ada plays until Ben is to play
        if session.human_to_move:
            session.apply_human(first_play(session))
        else:
            session.update(1.0)
    assert session.human_seat == 0 and session.person_waiting == 1
    # Ada still holds the device (the hand-over screen is up): her move is hers to undo
    assert session.can_undo and session.undo_refusal() is None
    moves_before = len(session.game.moves)
    assert session.undo()
    assert len(session.game.moves) < moves_before
    assert session.game.current_player == 0 and session.person_waiting is None
    while session.person_waiting is None:
        if session.human_to_move:
            session.apply_human(first_play(session))
        else:
            session.update(1.0)
    session.hand_over(1)  # Ben has seen the table: Ada's decisions are no one's to undo
    assert session.human_seat == 1
    assert not session.can_undo and not session.undo()
    assert session.undo_refusal().key == "undo.passed_on"
    played = len(session.game.moves)
    session.apply_human(first_play(session))
    assert session.can_undo  # Ben's own move
    assert session.undo() and len(session.game.moves) == played
    assert not session.undo()  # and no further: Ada's move stays


def test_a_single_player_undoes_as_before() -> None:
    rules = sevens.PRESETS["douque"]
    session = Session(rules, "douque", seed=5, speed="instant")
    run_until(session, lambda s: s.human_to_move)
    session.apply_human(first_play(session))
    run_until(session, lambda s: s.human_to_move or s.game.over)
    assert session.can_undo and session.undo()
    assert session.human_to_move and not session.passed_on


def settle(app) -> None:
    """Let the hand-over screen settle (it ignores taps meant for the last turn)."""
    for _ in range(60):
        app.step(FRAME)


def play_to_hand_over(app, after_own_move: bool) -> HandOverScene:
    """Play the people's turns until a hand-over screen is up (``after_own_move``: one
    that follows a move of the person at the device; earlier hand-overs are taken)."""
    session = app.session
    for _ in range(MAX_STEPS):
        scene = app.scene
        if isinstance(scene, HandOverScene):
            if scene.may_undo or not after_own_move:
                return scene
            settle(app)
            post_click((40, 40))
        elif session.human_to_move and not scene.busy:
            scene.attempt(first_play(session))
        app.step(FRAME)
    raise AssertionError("no hand-over screen came")


def test_the_hand_over_screen_offers_undo_to_the_last_person_only() -> None:
    app = make_app("douque", seed=7, people=("Ada", "Ben"))
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    session = app.session
    scene = play_to_hand_over(app, after_own_move=True)
    last_person = session.human_seat
    assert scene.may_undo and session.seat_name(last_person) in scene.undo_button.label
    settle(app)
    post_click(scene.undo_button.rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, TableScene)
    assert session.human_seat == last_person and session.human_to_move  # their table again
    scene = play_to_hand_over(app, after_own_move=True)
    settle(app)
    post_click((40, 40))  # the next person takes the device
    app.step(FRAME)
    table = app.scene
    assert isinstance(table, TableScene) and session.human_seat == scene.seat != last_person
    assert not table.undo_button.enabled
    post_key(pygame.K_u)
    app.step(FRAME)
    assert table.status.flash is not None
    assert session.undo_refusal().key == "undo.passed_on"
    assert table.status.flash[0] == render(session.undo_refusal())
    pygame.quit()


def wait_for_hint(session: Session) -> None:
    """Let the hint for the person at the device be worked out."""
    for _ in range(MAX_STEPS):
        if session.hint is not None:
            return
        session.update(0.0)
    raise AssertionError("the hint never came")


def test_hints_are_the_person_at_the_device_s_own() -> None:
    rules = sevens.PRESETS["douque"]
    session = Session(rules, "douque", people=("Ada", "Ben"), seed=5, speed="instant")
    session.hint_iterations = 24  # a quick hint: what is checked is whose it is
    while not (session.human_to_move and session.human_seat == 0):
        if session.person_waiting is not None:
            session.hand_over(session.person_waiting)
        else:
            session.update(1.0)
    session.request_hint()
    wait_for_hint(session)
    assert session.hint.move in session.game.view(0).legal_moves
    session.apply_human(first_play(session))
    while session.person_waiting is None:
        if session.human_to_move:
            session.apply_human(first_play(session))
        else:
            session.update(1.0)
    session.request_hint()  # Ada asks while the device waits for Ben: not her turn
    assert not session.hint_pending and session.hint is None
    session.hand_over(1)
    assert session.hint is None  # nothing of Ada's is shown to Ben
    session.request_hint()
    wait_for_hint(session)
    assert session.hint.move in session.game.view(1).legal_moves
    assert session.hint.judgement.index == len(session.game.moves)
