"""Issue 44: the menu on every shape of canvas, in every language — from the places of its one
layout (:mod:`sevens.ui.scenes.menu.layout`), on every page it has, with a wrong deal code's
message, with a match in progress (Continue and New match) and with the question asked before
a new one. Everywhere: every control on the canvas and clear of the others, every text inside
its panel. On a phone (held upright: 390×844, the 360-px-wide ones 1560, 1480 and 1280 tall;
turned sideways: 844×390, 915×412, 640×360) every target a thumb — 44 CSS px tall, a
stepper's arrows as wide — and every text at least 12 CSS px, headings larger than the body.
The keyboard reaches every control on both pages of a paged menu.

(Folded from the per-shape files test_compact_menu, test_portrait_menu and
test_portrait_narrow_phone.)
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
    Place,
    drawn_problems,
    make_app,
    press,
    record_text_sizes,
    small_texts,
    tab_round,
    thumb_problems,
)
from test_portrait import table_at_turn  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.ui.geometry.canvas import EVERY_SHAPE  # noqa: E402
from sevens.ui.navigation import Menu  # noqa: E402

#: A window of every shape: desktop, narrower desktop, upright phones (390 wide; 360 wide at
#: three heights), phones turned sideways.
WINDOWS = [(1280, 720), (1024, 768), (390, 844), (360, 780), (360, 740), (360, 640),
           (844, 390), (915, 412), (640, 360)]
#: A card's corner marks: the deck's four sevens on the settings page are a picture of the
#: colours chosen, not text to read.
CARD_MARKS = {"7", "\u2660", "\u2665", "\u2666", "\u2663"}
#: Controls that must be on some page of the menu.
WANTED = {"button play", "rule system douque", "stepper players ▶", "stepper level ◀",
          "stepper deals ▶", "stepper speed ◀", "stepper card_speed ▶", "stepper sound ▶",
          "stepper language ◀", "stepper high_contrast ▶", "button rules", "deal code"}


def menu_targets(menu: Any) -> list[Place]:
    """Every place a thumb presses on the menu page on show: (name, rect, whether its width
    counts too — a stepper's arrows are squares a thumb presses); the dialog's buttons alone
    while it asks."""
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

    if menu.dialog is not None:
        return [(f"dialog {button.name}", button.rect, False) for button in menu.dialog.buttons]
    places = [(f"rule system {rules_id}", rect, False)
              for rules_id, rect in ((rules_id, menu.entry_rect(index))
                                     for index, rules_id in enumerate(RULE_SYSTEMS))
              if rect.width > 0]
    for stepper in menu.steppers:
        places += [(f"stepper {stepper.name} ◀", stepper.left_rect, True),
                   (f"stepper {stepper.name} ▶", stepper.right_rect, True)]
    places += [(f"button {button.name}", button.rect, False) for button in menu.buttons]
    if menu.code_field_shown:
        places.append(("deal code", menu.code_field.rect, False))
    return places


def every_page(app: Any, window: tuple[int, int], sizes: list[tuple[str, int]]) -> list[str]:
    """What is wrong on every page of the menu on show (back on the first after)."""
    menu = app.scene
    touch = menu.places.canvas.touch
    found: list[str] = []
    seen: set[str] = set()
    for _page in range(menu.places.pages):
        places = menu_targets(menu)
        seen |= {name for name, _rect, _square in places}
        if touch:
            found += thumb_problems(app, window, places)
        else:  # on the canvas and clear of one another; a desktop's targets are not thumbs
            found += [problem for problem in thumb_problems(app, window, places)
                      if "CSS px" not in problem]
        found += drawn_problems(app)
        if menu.places.pages > 1 and menu.dialog is None:
            menu.turn_page()
    if touch:
        found += small_texts(app, window, sizes, skip=CARD_MARKS)
        if sizes and menu.places.canvas.shape == "portrait":
            biggest = max(size for _text, size in sizes)
            found += [] if menu.places.heading > menu.places.body and biggest > \
                menu.places.heading else ["the headings are no larger than the body"]
    if menu.dialog is None:
        found += [f"{name} is on no page" for name in sorted(WANTED - seen)]
    return found


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_menu_fits_every_shape(language: str, window: tuple[int, int]) -> None:
    try:
        app = make_app(window, "sevens", language=language)
        app.step(1 / 60)
        menu = app.scene
        compact = app.describe_canvas(EVERY_SHAPE).compact
        assert (menu.places.pages == 2) == (compact or app.size[1] == 1280)
        sizes = record_text_sizes(app)
        found = every_page(app, window, sizes)
        menu.code_field.value = "not-a-deal"  # what is wrong with it shows, uncut
        menu.start()
        assert menu.message
        found += every_page(app, window, sizes)
        menu.code_field.value = ""
        table_at_turn(app, moves_made=4)  # Continue and New match, and the question asked
        sizes.clear()  # the menu's texts only, not the table's
        app.go(Menu())
        app.step(1 / 60)
        assert {"resume", "play"} <= {button.name for button in app.scene.buttons}
        found += every_page(app, window, sizes)
        app.scene.start()
        dialog = app.scene.dialog
        assert dialog is not None and pygame.Rect((0, 0), app.size).contains(dialog.rect)
        found += every_page(app, window, sizes)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", [(844, 390), (360, 640)])
def test_the_keyboard_reaches_every_control_on_both_pages(window: tuple[int, int]) -> None:
    app = make_app(window, "sevens")
    app.step(1 / 60)
    table_at_turn(app, moves_made=4)  # Continue and New match too
    app.go(Menu())
    app.step(1 / 60)
    menu = app.scene
    walked: set[str | None] = set()
    for page in (0, 1):
        assert menu.places.page == page
        walked |= tab_round(app, menu)
        for _ in range(len(menu.focusable())):  # Enter on the page turner turns the page
            if menu.focus_ring.name == "page":
                break
            press(app, pygame.K_TAB)
        press(app, pygame.K_RETURN)
        assert app.scene is menu and menu.focus_ring.name == "page"
    assert menu.places.page == 0
    expected = {*menu.stepper_choices(), "text-field", "paste", "rules", "stats", "custom", "seats",
                "resume", "play", "quit", "page", "daily"}
    assert expected <= walked, expected - walked
