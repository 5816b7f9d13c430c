"""Issue 30: the menu and the review on a phone turned sideways (844×390 CSS px shows a 1558×720
canvas at 0.54 CSS px a logical px): the targets the browser phone test taps are thumbs, the
Review is made for thumbs, a desktop window keeps its menu and Review, and turning a phone
keeps the menu's page. The menu on every shape, thumbs and texts included, is
tests/test_menu_every_shape.py.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import (  # noqa: E402
    make_app,
    results_at,
    thumb_problems,
)
from layout_probe import draw, problems, record  # noqa: E402

from sevens.ui.geometry.canvas import (
    EVERY_SHAPE,  # noqa: E402
    LANDSCAPE,  # noqa: E402
)

#: Phones turned sideways, in CSS px.
SIDEWAYS = [(844, 390), (915, 412), (640, 360)]


@pytest.mark.parametrize("window", SIDEWAYS)
def test_the_review_is_made_for_thumbs_on_a_phone_turned_sideways(
        window: tuple[int, int]) -> None:
    app, results = results_at(window, "douque", 4, "en")
    app.show_review(results)
    app.step(1 / 60)
    review = app.scene
    # the buttons in a column at the right
    assert review.layout_canvas.compact and review.size == app.size
    stepper = review.seat_stepper
    places = [(f"button {button.name}", button.rect, False) for button in review.buttons]
    places += [("seat ◀", stepper.left_rect, True), ("seat ▶", stepper.right_rect, True)]
    found = thumb_problems(app, window, places)
    found += [f"{name} covers the list or the detail" for name, rect, _square in places
              if rect.colliderect(review.list_rect) or rect.colliderect(review.detail_rect)]
    found += problems(draw(app, record(app)), app.size)
    assert not found, "\n".join(found)
    before = stepper.value  # the column's stepper still changes the seat to replay from
    stepper.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                            pos=stepper.right_rect.center))
    assert review.replay_seat != before
    back = next(button for button in review.buttons if button.name == "back")
    back.action()
    app.step(1 / 60)
    assert app.scene is results


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (1558, 720)])
def test_a_desktop_window_keeps_its_menu_and_review(window: tuple[int, int]) -> None:
    app = make_app(window, "sevens")
    app.step(1 / 60)
    menu = app.scene
    assert not app.describe_canvas(EVERY_SHAPE).compact
    assert not menu.places.canvas.touch and menu.size == LANDSCAPE
    rects = {button.name: button.rect for button in menu.buttons}
    assert rects["play"].union(rects["online"]) == pygame.Rect(716, 656, 500, 56)
    assert menu.steppers[0].left_rect == pygame.Rect(879, 122, 38, 38)
    app, results = results_at(window, "douque", 4, "en")
    app.show_review(results)
    app.step(1 / 60)
    # the Review lays itself out on the whole canvas: 1280x720, or wider on a wider window
    assert app.scene.size == (max(LANDSCAPE[0], round(720 * window[0] / window[1])), 720)
    assert {button.name: button.rect for button in app.scene.buttons}["back"] == \
        pygame.Rect(40, 650, 170, 52)


def test_turning_a_phone_sideways_and_back_keeps_the_menu_and_its_page() -> None:
    app = make_app((390, 844), "sevens")
    app.step(1 / 60)
    menu = app.scene
    menu.select("douque")
    pygame.display.set_mode((844, 390), pygame.RESIZABLE)  # turned sideways
    app.step(1 / 60)
    assert app.scene is menu and menu.size == (1558, 720) and menu.places.pages == 2
    menu.turn_page()
    assert {stepper.name for stepper in menu.steppers} >= {"speed", "card_speed"}
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)  # a desktop window
    app.step(1 / 60)
    assert not menu.places.canvas.touch and menu.code_field_shown  # the desktop has one page
    assert app.settings.rules_id == "douque"
