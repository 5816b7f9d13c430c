"""Desktop windows of other shapes than 16:9: a 4:3 one (1024×768, an iPad sideways) gives a
960×720 canvas, a 16:10 one (1280×800, most laptops) 1152×720, a wide one 1600×720. The menu
was laid out for 1280 wide, so on the narrower canvases its right column ran past the edge
(the second top button, the steppers' right arrows, Paste, House rules and Deal cut off), and
the other screens (results, review, rules, statistics, house rules, seats) were cut at the
right just the same. Checked from the scenes' own rectangles and from where their texts are
drawn: every button, stepper and text of the menu on the canvas and clear of the others, each
stepper's label left of its box and each value and button label inside its box, in English,
Japanese and Traditional Chinese (the longest labels there are: no German or French yet),
fresh, with a wrong deal code's message and with a match in progress (and every canvas width
from 960 to 1280 from the layout alone); the rules page, house rules and Seats laid out for
the width, their texts in their panels, labels and values whole; every other screen's
controls on its part of the canvas (those not laid out for a narrower one are drawn at
1280×720 scaled into it) and that part on the canvas.
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
from helpers import drawn_problems, make_app, results_at  # noqa: E402
from test_portrait import table_at_turn  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.ui.display import letterbox
from sevens.ui.geometry.canvas import EVERY_SHAPE  # noqa: E402
from sevens.ui.navigation import Menu  # noqa: E402
from sevens.ui.painting import measure_of  # noqa: E402

#: Desktop windows (not compact) and the canvas each gives.
WINDOWS = {(1024, 768): (960, 720), (1280, 800): (1152, 720), (1600, 720): (1600, 720)}
#: English, Japanese, and the language with the longest labels there is.
LANGUAGES = ("en", "ja", "zh_hant")


def desktop_app(window: tuple[int, int], language: str = "en", **options: Any) -> Any:
    """An app in a desktop ``window``, checked to have the canvas :data:`WINDOWS` says."""
    app = make_app(window, language=language, **options)
    app.step(1 / 60)
    assert app.size == WINDOWS[window] and not app.describe_canvas(EVERY_SHAPE).compact
    return app


def menu_controls(menu: Any) -> list[tuple[str, pygame.Rect]]:
    """Every control of the desktop menu by name: rule systems, steppers, buttons, deal code."""
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

    controls = [(f"rule system {rules_id}", menu.entry_rect(index))
                for index, rules_id in enumerate(RULE_SYSTEMS)]
    controls += [(f"stepper {stepper.name}", stepper.rect) for stepper in menu.steppers]
    controls += [(f"button {button.name}", button.rect) for button in menu.buttons]
    return [*controls, ("deal code", menu.code_field.rect)]


def placement_problems(controls: list[tuple[str, pygame.Rect]],
                       size: tuple[int, int]) -> list[str]:
    """Controls off a canvas of ``size``, and any two that overlap."""
    canvas = pygame.Rect((0, 0), size)
    found = [f"{name} {rect} leaves the {size} canvas" for name, rect in controls
             if not canvas.contains(rect)]
    for index, (name, rect) in enumerate(controls):
        found += [f"{name} {rect} overlaps {other} {other_rect}"
                  for other, other_rect in controls[index + 1:] if rect.colliderect(other_rect)]
    return found


def label_problems(app: Any, steppers: list[Any], buttons: list[Any]) -> list[str]:
    """Stepper labels that run into their boxes, values wider than their boxes, and button
    labels wider than their buttons (at the smaller size a long label is set in)."""
    resources = app.resources
    found = []
    for stepper in steppers:
        place = stepper.place
        label = resources.text(stepper.label, place.font, (0, 0, 0)).get_width()
        room = stepper.rect.width if place.label_above else place.label_width  # or left
        if label > room - 4:
            found.append(f"stepper {stepper.name}'s label {stepper.label!r} is {label} wide "
                         f"in {room}")
        value = stepper.describe(stepper.value)
        widths = [resources.text(value, size, (0, 0, 0), bold=True).get_width()
                  for size in (place.font, place.small_font)]
        if min(widths) > stepper.value_rect.width - 2 * 20:
            found.append(f"stepper {stepper.name}'s value {value!r} is wider than its box")
    for button in buttons:
        if button.wrap:
            continue
        width = resources.text(button.label, max(11, button.size - 4), (0, 0, 0),
                               bold=button.primary).get_width()
        if width > button.rect.width - 8:
            found.append(f"button {button.name}'s label {button.label!r} is wider than it")
    return found


def menu_problems(app: Any) -> list[str]:
    """Everything wrong with the menu on show."""
    menu = app.scene
    assert not menu.places.canvas.touch, "the desktop's landscape menu"
    return [*placement_problems(menu_controls(menu), menu.size),
            *label_problems(app, menu.steppers, menu.buttons), *drawn_problems(app)]


@pytest.mark.parametrize("window", list(WINDOWS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_menu_fits_a_desktop_window_of_any_shape(window: tuple[int, int],
                                                     language: str) -> None:
    try:
        app = desktop_app(window, language)
        found = menu_problems(app)
        app.scene.code_field.value = "not-a-deal"  # what is wrong with it shows, on the canvas
        app.scene.start()
        assert app.scene.message
        found += menu_problems(app)
        app.scene.code_field.value = ""
        table_at_turn(app, moves_made=4)  # Continue and New match
        app.go(Menu())
        app.step(1 / 60)
        assert {"resume", "play"} <= {button.name for button in app.scene.buttons}
        found += menu_problems(app)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", list(WINDOWS))
def test_the_menu_uses_the_width_it_has(window: tuple[int, int]) -> None:
    # A narrower canvas is laid out for its width, not shown 1280 wide and cut; a wider one
    # shows the 1280×720 menu in its middle.
    app = desktop_app(window)
    menu = app.scene
    width = WINDOWS[window][0]
    assert menu.size[0] == min(width, 1280)
    right = max(rect.right for _name, rect in menu_controls(menu))
    assert menu.size[0] - 72 <= right <= menu.size[0] - 24


def scene_controls(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """The buttons and steppers of a screen other than the menu."""
    widgets = list(scene.focusable()) if hasattr(scene, "focusable") else [
        *getattr(scene, "buttons", []), *getattr(scene, "steppers", []),
        *([scene.back_button] if hasattr(scene, "back_button") else [])]
    return [(f"{type(widget).__name__} {getattr(widget, 'name', '')}", widget.rect)
            for widget in widgets]


def screen_problems(app: Any) -> list[str]:
    """The screen on show: its part of the canvas inside the canvas, its controls inside
    that part."""
    scene = app.scene
    name = type(scene).__name__
    box = letterbox(app.size, scene.size)
    found = [] if pygame.Rect((0, 0), app.size).contains(box) else [f"{name} {box} is off"]
    canvas = pygame.Rect((0, 0), scene.size)
    found += [f"{name}: {control} {rect} leaves its {scene.size} canvas"
              for control, rect in scene_controls(scene) if not canvas.contains(rect)]
    return found


@pytest.mark.parametrize("window", list(WINDOWS))
def test_every_other_screen_is_whole_on_a_desktop_window_of_any_shape(
        window: tuple[int, int]) -> None:
    app = desktop_app(window)
    menu = app.scene
    found: list[str] = []
    for open_screen in (menu.open_rules, menu.open_stats, menu.open_custom, menu.open_seats):
        open_screen()
        app.step(1 / 60)
        found += screen_problems(app)
        app.go(Menu())
        app.step(1 / 60)
        menu = app.scene
    app, _results = results_at(window, "douque", 4, "en")
    assert app.size == WINDOWS[window]
    found += screen_problems(app)
    app.show_review(app.scene)
    app.step(1 / 60)
    found += screen_problems(app)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", list(WINDOWS))
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("rules_id", ["douque", "sevens"])
def test_the_rules_share_a_narrower_canvas(window: tuple[int, int], language: str,
                                           rules_id: str) -> None:
    # Laid out for the canvas's width (no smaller than it must be): both panels, the keys
    # under them and Back on the canvas, every text inside its panel and clear of the others.
    try:
        app = desktop_app(window, language, rules_id=rules_id)
        app.scene.open_rules()
        app.step(1 / 60)
        rules = app.scene
        assert rules.size == (min(WINDOWS[window][0], 1280), 720)
        found = screen_problems(app) + drawn_problems(app)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


def test_every_width_from_4_3_to_16_9_has_the_menu_whole() -> None:
    # Between the windows above too: each canvas width from 960 to 1280 keeps every place of
    # the desktop menu on the canvas and clear of the others.
    from sevens.ui.geometry.canvas import Canvas
    from sevens.ui.scenes.menu.layout import lay_out_menu
    from sevens.ui.scenes.menu.scene import MenuScene

    app = make_app((1280, 720))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    choices = menu.stepper_choices()
    measure = measure_of(app.resources)
    found: list[str] = []
    for width in range(960, 1281, 4):
        shape = "desktop" if width == 1280 else "narrow"
        places = lay_out_menu(Canvas(width, 720, shape), menu.words(choices), app.resources.wrap,
                              measure)
        rows = [(f"rule system {index}", pygame.Rect(box))
                for index, box in enumerate(places.entries)]
        controls = [*rows, *((f"stepper {name}", pygame.Rect(place.box))
                             for name, place in places.steppers.items())]
        controls += [(name, pygame.Rect(places.buttons[name].box)) for name in (
            "daily", "quit", "seats", "paste", "rules", "stats", "custom", "play")]
        controls.append(("code_field", pygame.Rect(places.code_field)))
        resume = pygame.Rect(places.buttons["resume"].box).union(places.buttons["new_match"].box)
        found += placement_problems(controls, (width, 720))
        found += [f"{name} {rect} runs into the resume buttons at {width}"
                  for name, rect in controls if name != "play" and rect.colliderect(resume)]
    assert not found, "\n".join(found[:20])
