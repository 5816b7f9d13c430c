"""Pass-and-play (issue 34): the menu's seat choice — each seat you, a person (with a name)
or the computer at a level — in both orientations and every language: the Seats button
where the landscape menu's People stepper was and in the portrait menu's button line, and
the Seats screen itself, every target thumb-sized on a 390×844 phone, every text inside its
box and the screen, nothing on top of anything else."""

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
from helpers import BODY_TEXT, THUMB, make_app, press, record_text_sizes  # noqa: E402
from layout_probe import draw, problems, record  # noqa: E402

from sevens.ui import messages  # noqa: E402
from sevens.ui.scenes.seats.scene import SeatsScene  # noqa: E402
from sevens.ui.seating import PERSON, set_person_name, set_seat_choice, table_people  # noqa: E402

WINDOWS = {"landscape": (1280, 720), "portrait": (390, 844), "narrow": (360, 780)}


def open_seats(app: Any) -> SeatsScene:
    """Press the menu's Seats button; the Seats screen it opens."""
    button = next(button for button in app.scene.buttons if button.name == "seats")
    button.action()
    app.step(1 / 60)
    assert isinstance(app.scene, SeatsScene)
    return app.scene


def targets(scene: SeatsScene) -> list[tuple[str, pygame.Rect]]:
    """Every place a finger presses on the Seats screen, named."""
    places = [(stepper.name, stepper.value_rect)
              for stepper in [*scene.kind_steppers, *scene.name_steppers]]
    places.append(("done", scene.done_button.rect))
    if scene.editing is not None:
        places.append(("name box", scene.name_field.rect))
    return places


def check_seats(app: Any, window: tuple[int, int]) -> None:
    """Fit, thumb sizes and text sizes of the Seats screen on show."""
    scene = app.scene
    canvas = pygame.Rect((0, 0), app.size)
    found = targets(scene)
    for name, rect in found:
        assert canvas.contains(rect), (name, rect)
    for index, (name, rect) in enumerate(found):
        for other_name, other in found[index + 1:]:
            assert not rect.colliderect(other), (name, other_name)
    surface = record(app)
    sizes = record_text_sizes(app)
    drawn = problems(draw(app, surface), app.size)
    assert not drawn, "\n".join(drawn)
    if window[1] > window[0]:
        scale = min(window) / 720
        for name, rect in found:
            assert rect.height * scale >= THUMB, (name, rect.height * scale)
        if window == WINDOWS["portrait"]:  # the phone the body text is made for
            assert min(size for _text, size in sizes) * scale >= BODY_TEXT


@pytest.mark.parametrize("orientation", sorted(WINDOWS))
@pytest.mark.parametrize("language", messages.LANGUAGE_CODES)
def test_the_seats_screen_fits_both_orientations_in_every_language(
        orientation: str, language: str) -> None:
    window = WINDOWS[orientation]
    try:
        app = make_app(window, "fan-tan", language=language, players=8)
        app.step(1 / 60)
        menu = app.scene
        alone = next(button for button in menu.buttons if button.name == "seats")
        assert alone.label == messages.text("menu.seats")
        if orientation == "landscape":  # where the People stepper was, the rest unmoved
            assert alone.rect == pygame.Rect(978, 368, 238, 38)
        scene = open_seats(app)
        assert len(scene.kind_steppers) == 8 and not scene.name_steppers
        check_seats(app, window)  # you and seven computers
        settings = app.settings
        for seat in range(8):  # eight people, one with a long typed name
            set_seat_choice(settings, seat, PERSON)
        set_person_name(settings, 5, "Bartholomew-Jane")
        scene.rebuild()
        assert len(scene.name_steppers) == 8 and scene.editing == 0
        check_seats(app, window)
        scene.message = messages.text("seats.name_taken", name="Bartholomew-Jane")
        check_seats(app, window)
        scene.message = ""
        scene.done()
        assert app.scene is menu
        label = next(button for button in menu.buttons if button.name == "seats").label
        assert label == messages.text("menu.seats_people", count=8)
        assert len(table_people(settings, 8)) == 8
    finally:
        messages.set_language("en")


def test_the_landscape_menu_keeps_every_other_place() -> None:
    app = make_app((1280, 720), "douque")
    app.step(1 / 60)
    menu = app.scene
    assert "people" not in {stepper.name for stepper in menu.steppers}
    places = {stepper.name: stepper.rect for stepper in menu.steppers}
    assert places["sound"] == pygame.Rect(716, 368, 250, 38)
    assert places["language"] == pygame.Rect(56, 668, 420, 38)
    buttons = {button.name: button.rect for button in menu.buttons}
    assert buttons["custom"] == pygame.Rect(1056, 540, 160, 40)
    assert buttons["play"].union(buttons["online"]) == pygame.Rect(716, 616, 500, 56)


def test_esc_keeps_the_seats_and_a_bad_name_is_refused() -> None:
    app = make_app((1280, 720), "douque")
    app.step(1 / 60)
    menu = app.scene
    scene = open_seats(app)
    scene.kind_steppers[3].step(1)  # seat 4: from Normal to Hard
    scene.rebuild()
    assert scene.kind_steppers[3].value == "hard"
    scene.kind_steppers[1].step(-1)  # seat 2: Normal, Easy, Random, Person
    scene.kind_steppers[1].step(-1)
    scene.kind_steppers[1].step(-1)
    scene.rebuild()
    assert scene.editing == 1 and len(scene.name_steppers) == 2  # the new person's name
    scene.type_name(" " * 3)  # nothing typed: nothing changes
    assert not scene.message
    scene.type_name("x" * 17)
    assert scene.message == messages.text("seats.name_bad")
    press(app, pygame.K_ESCAPE)
    assert app.scene is menu
    assert table_people(app.settings, 4) == {0: "Hal", 1: "Ada"}
    assert app.settings.seats[3] == "hard"
