"""Every way of starting another deal asks first over a match in progress, and a match given
up that way counts as abandoned (issue 45, item 2): "Play it as …" on the results, "Play it
from this seat" in the review, the daily deal and a new match from another screen go through
the one question the menu asks before a pasted deal replaces a match."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.ui import navigation
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.review.scene import ReviewScene
from sevens.ui.scenes.table import TableScene


@pytest.fixture
def app() -> App:
    """An app at the results of deal 1 of a three-deal Sevens match."""
    app = App(AppOptions(remember=False, mute=True, speed="instant", seed=5, deals=3,
                         rules_id="sevens"))
    app.go(navigation.NewMatch(sevens.preset("sevens"), "sevens"))
    game = app.current_session().game
    while not game.over:
        game.apply(game.legal_moves()[0])
    app.go(navigation.Results(just_ended=True))
    assert isinstance(app.scene, ResultsScene)
    yield app
    pygame.quit()


def abandoned(app: App) -> int:
    return int(app.stats.get("sevens", {}).get("abandoned", 0))


def test_play_it_as_on_the_results_asks_and_keeping_goes_back(app: App) -> None:
    results, session = app.scene, app.session
    app.go(navigation.Replay(2))
    menu = app.scene
    assert isinstance(menu, MenuScene) and menu.dialog is not None
    assert app.session is session and session.deals == 3 and abandoned(app) == 0
    menu.dialog.on_keep()
    assert app.scene is results and app.session is session and abandoned(app) == 0
    app.go(navigation.Replay(2))
    app.scene.dialog.on_leave()
    assert isinstance(app.scene, TableScene)
    assert app.session is not session and app.session.human_seat == 2
    assert app.session.deals == 1 and abandoned(app) == 1


def test_play_it_from_this_seat_in_the_review_asks_and_counts_the_match(app: App) -> None:
    session = app.session
    app.go(navigation.Review(back_to=app.scene))
    review = app.scene
    assert isinstance(review, ReviewScene)
    review.replay()
    assert isinstance(app.scene, MenuScene) and app.session is session
    app.scene.dialog.on_keep()
    assert app.scene is review
    review.replay()
    app.scene.dialog.on_leave()
    assert isinstance(app.scene, TableScene) and app.session.human_seat == review.replay_seat
    assert abandoned(app) == 1


@pytest.mark.parametrize("place", ["daily", "new match"])
def test_the_daily_deal_and_a_new_match_from_the_table_ask_first(app: App, place: str) -> None:
    session = app.session
    app.scene.next()  # deal 2 of 3, at the table
    table = app.scene
    assert isinstance(table, TableScene)
    app.go(navigation.TodaysDeal() if place == "daily"
           else navigation.NewMatch(sevens.preset("family"), "family"))
    assert isinstance(app.scene, MenuScene) and app.session is session
    app.scene.dialog.on_keep()
    assert app.scene is table and abandoned(app) == 0
    app.go(navigation.TodaysDeal() if place == "daily"
           else navigation.NewMatch(sevens.preset("family"), "family"))
    app.scene.dialog.on_leave()
    assert isinstance(app.scene, TableScene) and app.session is not session
    assert abandoned(app) == 1


def test_a_finished_match_is_replaced_without_a_question() -> None:
    app = App(AppOptions(remember=False, mute=True, speed="instant", seed=5, deals=1,
                         rules_id="sevens"))
    app.go(navigation.NewMatch(sevens.preset("sevens"), "sevens"))
    game = app.current_session().game
    while not game.over:
        game.apply(game.legal_moves()[0])
    app.go(navigation.Results(just_ended=True))
    app.go(navigation.Replay(1))
    assert isinstance(app.scene, TableScene) and app.session.human_seat == 1
    assert abandoned(app) == 0
    pygame.quit()
