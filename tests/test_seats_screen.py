"""Pass-and-play (issue 34): the Seats screen on every shape of canvas (issue 44: one layout,
:mod:`sevens.ui.scenes.seats.layout`) and in every language — each seat you, a person (with a
name) or the computer at a level: every target on the canvas and clear of the others, thumb
sized on a phone, every text inside its box — and the menu's Seats button, where the
landscape menu's People stepper was, saying who sits down.

(Folded from this file's two orientations and the Seats tests of test_compact_screens and
test_desktop_widths.)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import (  # noqa: E402
    drawn_problems,
    make_app,
    press,
    record_text_sizes,
    small_texts,
    thumb_problems,
)
from test_compact_screens import seats_targets  # noqa: E402
from test_desktop_widths import label_problems  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.app.seating import PERSON, set_person_name, set_seat_choice, table_people  # noqa: E402
from sevens.ui.scenes.seats.scene import SeatsScene  # noqa: E402

WINDOWS = {"landscape": (1280, 720), "portrait": (390, 844), "narrow": (360, 780)}


def open_seats(app: Any) -> SeatsScene:
    """Press the menu's Seats button; the Seats screen it opens."""
    button = next(button for button in app.scene.buttons if button.name == "seats")
    button.action()
    app.step(1 / 60)
    assert isinstance(app.scene, SeatsScene)
    return app.scene


#: Desktop windows (1280×720, 4:3, 16:10), phones held upright, phones turned sideways.
SHAPES = [(1280, 720), (1024, 768), (1280, 800), (390, 844), (360, 780), (844, 390),
          (915, 412), (640, 360)]


@pytest.mark.parametrize("window", SHAPES)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_seats_fit_every_shape(language: str, window: tuple[int, int]) -> None:
    """With two people at four seats, three at eight, nobody but you at five: every page's
    seats, names, name box, Done and turners on the canvas and clear of each other, their
    labels and values whole, every text inside its box, a refusal shown; on a phone every
    target a thumb (a stepper's arrows as wide sideways) and every text 12 CSS px."""
    try:
        found: list[str] = []
        for rules_id, players, people in (("douque", None, (0, 2)), ("family", 8, (0, 3, 6)),
                                          ("sevens", 5, ())):
            app = make_app(window, rules_id, language=language, players=players)
            app.step(1 / 60)
            for seat in people:
                set_seat_choice(app.settings, seat, PERSON)
            screen = open_seats(app)
            touch = screen.places.canvas.touch
            set_person_name(app.settings, people[-1] if people else 0, "Bartholomew-Jane")
            screen.relayout()
            sizes = record_text_sizes(app)
            seen: set[str] = set()
            pages = screen.pager.page_count
            for _page in range(pages):
                places = seats_targets(screen)
                if screen.places.canvas.shape == "portrait":  # a half of the box per arrow
                    places = [(name, rect, False) for name, rect, _square in places]
                seen |= {name.split(" ◀")[0].split(" ▶")[0] for name, _rect, _ in places}
                found += [problem for problem in thumb_problems(app, window, places)
                          if touch or "CSS px" not in problem]
                if not touch:
                    found += label_problems(app, screen.shown_steppers, [screen.done_button])
                found += drawn_problems(app)
                if pages > 1:
                    screen.pager.next()
            wanted = {f"stepper seat {seat + 1}" for seat in range(screen.players)}
            wanted |= {f"stepper name {seat + 1}" for seat in people}
            found += [f"{name} is on no page" for name in sorted(wanted - seen)]
            screen.message = translation.text("seats.name_taken", name="Bartholomew-Jane")
            found += drawn_problems(app)
            if touch:
                found += small_texts(app, window, sizes)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", [(1280, 720), (390, 844)])
def test_the_seats_button_says_who_sits_down(window: tuple[int, int]) -> None:
    app = make_app(window, "fan-tan", players=8)
    app.step(1 / 60)
    menu = app.scene
    alone = next(button for button in menu.buttons if button.name == "seats")
    assert alone.label == translation.text("menu.seats")
    if window == (1280, 720):  # the last of the openers
        assert alone.rect == pygame.Rect(1100, 528, 116, 38)
    scene = open_seats(app)
    assert len(scene.kind_steppers) == 8 and not scene.name_steppers
    settings = app.settings
    for seat in range(8):  # eight people
        set_seat_choice(settings, seat, PERSON)
    scene.relayout()
    assert len(scene.name_steppers) == 8 and scene.editing == 0
    scene.done()
    assert app.scene is menu
    label = next(button for button in menu.buttons if button.name == "seats").label
    assert label == translation.text("menu.seats_people", count=8)
    assert len(table_people(settings, 8)) == 8


def test_the_landscape_menu_keeps_every_other_place() -> None:
    app = make_app((1280, 720), "douque")
    app.step(1 / 60)
    menu = app.scene
    assert "people" not in {stepper.name for stepper in menu.steppers}
    places = {stepper.name: stepper.rect for stepper in menu.steppers}
    assert places["sound"] == pygame.Rect(716, 342, 500, 38)
    assert places["language"] == pygame.Rect(464, 674, 192, 38)
    buttons = {button.name: button.rect for button in menu.buttons}
    assert buttons["custom"] == pygame.Rect(972, 528, 116, 38)
    assert buttons["play"].union(buttons["online"]) == pygame.Rect(716, 656, 500, 56)


def test_esc_keeps_the_seats_and_a_bad_name_is_refused() -> None:
    app = make_app((1280, 720), "douque")
    app.step(1 / 60)
    menu = app.scene
    scene = open_seats(app)
    scene.kind_steppers[3].step(1)  # seat 4: from Normal to Hard
    scene.relayout()
    assert scene.kind_steppers[3].value == "hard"
    scene.kind_steppers[1].step(-1)  # seat 2: Normal, Easy, Random, Person
    scene.kind_steppers[1].step(-1)
    scene.kind_steppers[1].step(-1)
    scene.relayout()
    assert scene.editing == 1 and len(scene.name_steppers) == 2  # the new person's name
    scene.type_name(" " * 3)  # nothing typed: nothing changes
    assert not scene.message
    scene.type_name("x" * 17)
    assert scene.message == translation.text("seats.name_bad")
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu
    assert table_people(app.settings, 4) == {0: "Hal", 1: "Ada"}
    assert app.settings.seats[3] == "hard"
