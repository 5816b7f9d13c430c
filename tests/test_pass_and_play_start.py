"""Pass-and-play (issue 45): what docs/playing.md promises a table of people at the start of
a match and on the results. A new match with two or more people opens with the hand-over
screen (no hand on show until a person taps); the results offer Review, which picks whose
decisions by name, and *Play it as …*, which deals the same cards again for one player."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from test_pass_and_play import record_faces
from test_pass_and_play_results import play_to_results
from test_pass_and_play_undo import settle
from test_ui_play import FRAME, make_app, post_key

from sevens.app.translation import render
from sevens.ui.scenes.hand_over.scene import HandOverScene
from sevens.ui.scenes.review.scene import ReviewScene
from sevens.ui.scenes.table import TableScene


@pytest.mark.parametrize("seed", [3, 5, 7])  # Ada leads, a computer leads, Ben leads
def test_a_new_match_of_people_opens_with_the_hand_over_screen(seed: int) -> None:
    app = make_app("douque", seed=seed, people=("Ada", "Ben"))
    faces = record_faces(app)
    post_key(pygame.K_RETURN)  # deal from the menu
    app.step(FRAME)
    session = app.session
    scene = app.scene
    assert isinstance(scene, HandOverScene), "the first person's hand was shown at once"
    assert scene.seat in session.people
    leader = session.game.current_player
    if leader in session.people:  # the person who leads takes the device first
        assert scene.seat == leader
    for _ in range(5):
        app.step(FRAME)
    assert not faces, "a card was drawn before anyone took the device"
    settle(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(9, 9), button=1))
    app.step(FRAME)
    assert isinstance(app.scene, TableScene) and session.human_seat == scene.seat
    pygame.quit()


def test_one_player_still_sees_the_table_at_once() -> None:
    app = make_app("douque", seed=7)
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    assert isinstance(app.scene, TableScene)
    pygame.quit()


def test_the_results_of_people_offer_review_by_name_and_play_it_as() -> None:
    app = make_app("douque", seed=7, people=("Ada", "Ben"))
    results = play_to_results(app)
    session = app.session
    buttons = {button.name: button for button in results.buttons}
    assert "review" in buttons, "no Review on the results of a table of people"
    assert "other_seat" in buttons, "no Play it as on the results of a table of people"
    other = (session.human_seat + 1) % session.rules.players
    assert buttons["other_seat"].label == f"Play it as {session.seat_name(other)}"
    buttons["review"].action()
    review = app.scene
    assert isinstance(review, ReviewScene)
    assert review.review.seat in session.people
    assert review.words.title() == f"Review of {session.seat_name(review.review.seat)}'s decisions"
    stepper = review.seat_stepper  # whose decisions, by name
    assert [stepper.describe(seat) for seat in stepper.choices] == ["Ada", "Ben"]
    review.back()
    assert app.scene is results
    buttons["other_seat"].action()
    replay = app.session
    assert replay is not session and not replay.people and replay.human_seat == other
    assert replay.home_seat is None  # no seat was "yours": the others are computers
    assert replay.game.deal_code == session.game.deal_code
    shown = [render(notice) for notice in (*app.notices.queue, *app.notices.shown)]
    assert any("one player" in line for line in shown)
    pygame.quit()
