"""Issue 30: the menu and the review on a phone turned sideways. 844×390 CSS px shows a 1558×720
canvas at 0.54 CSS px a logical px (915×412: 1599×720 at 0.57; 640×360: 1280×720 at 0.5),
where the desktop menu's stepper arrows came out 21 CSS px square, its rule systems 28 tall,
Deal 30 and the review's Back 28. Checked from the scenes' own rectangles and the scale the
page fits the canvas with: every stepper arrow, rule system, button and the deal code at least
44 CSS px tall (an arrow as wide), on the canvas and clear of each other, on both pages of
the menu, in every language, with a match in progress and with the question asked before a
new one; every text inside its panel and at least 12 CSS px; a desktop window keeps its menu.
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
    THUMB,
    Place,
    css_per_logical,
    drawn_problems,
    make_app,
    record_text_sizes,
    results_at,
    small_texts,
    tab_round,
    thumb_problems,
)
from layout_probe import draw, problems, record  # noqa: E402
from test_portrait import table_at_turn  # noqa: E402

from sevens.ui import messages, viewport  # noqa: E402
from sevens.ui.navigation import Menu  # noqa: E402

#: Phones turned sideways, in CSS px.
SIDEWAYS = [(844, 390), (915, 412), (640, 360)]
#: A card's corner marks: the deck's four sevens on the settings page are a picture of the
#: colours chosen, not text to read.
CARD_MARKS = {"7", "\u2660", "\u2665", "\u2666", "\u2663"}


def menu_targets(menu: Any) -> list[Place]:
    """Every place a thumb presses on the menu page on show: (name, rect, whether its width
    counts too — a stepper's arrows are squares a thumb presses)."""
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

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
    if menu.dialog is not None:
        places = [(f"dialog {button.name}", button.rect, False)
                  for button in menu.dialog.buttons]
    return places


def every_page(app: Any, window: tuple[int, int], sizes: list[tuple[str, int]]) -> list[str]:
    """Thumb sizes and drawn texts on every page of the menu on show (back on the first)."""
    menu = app.scene
    found: list[str] = []
    pages = getattr(menu.places, "pages", 1)
    seen: set[str] = set()
    for _page in range(pages):
        places = menu_targets(menu)
        seen |= {name for name, _rect, _square in places}
        found += thumb_problems(app, window, places)
        found += drawn_problems(app)
        if pages > 1 and menu.dialog is None:
            menu.turn_page()
    found += small_texts(app, window, sizes, skip=CARD_MARKS)
    wanted = {"button play", "rule system douque", "stepper players ▶", "stepper level ◀",
              "stepper deals ▶", "stepper speed ◀", "stepper card_speed ▶", "stepper sound ▶",
              "stepper language ◀", "stepper high_contrast ▶", "button rules", "deal code"}
    if menu.dialog is None:
        found += [f"{name} is on no page" for name in sorted(wanted - seen)]
    return found


@pytest.mark.parametrize("window", SIDEWAYS)
@pytest.mark.parametrize("language", messages.LANGUAGE_CODES)
def test_the_menu_is_made_for_thumbs_on_a_phone_turned_sideways(
        language: str, window: tuple[int, int]) -> None:
    try:
        app = make_app(window, "sevens", language=language)
        app.step(1 / 60)
        assert app.compact and not app.scene.portrait
        sizes = record_text_sizes(app)
        found = every_page(app, window, sizes)
        app.scene.code_field.value = "not-a-deal"  # what is wrong with it shows, uncut
        app.scene.start()
        assert app.scene.message
        found += every_page(app, window, sizes)
        app.scene.code_field.value = ""
        table_at_turn(app, moves_made=4)  # Continue and New match, and the question asked
        sizes.clear()
        app.go(Menu())
        app.step(1 / 60)
        assert {"resume", "play"} <= {button.name for button in app.scene.buttons}
        found += every_page(app, window, sizes)
        app.scene.start()
        assert app.scene.dialog is not None
        found += every_page(app, window, sizes)
    finally:
        messages.set_language("en")
    assert not found, "\n".join(found)


def test_the_phone_tests_targets_are_44_css_px_on_an_844x390_phone() -> None:
    # The targets the browser phone test (tests/browser/phone_deals.mjs) taps in the menu and
    # the review, at the scale the page fits the canvas with: 390/720 CSS px a logical px.
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

    window = (844, 390)
    app = make_app(window, "douque")
    app.step(1 / 60)
    menu = app.scene
    scale = css_per_logical(app, window)
    assert abs(scale - 390 / 720) < 0.01
    smallest: dict[str, tuple[float, float]] = {}

    def note(kind: str, rect: pygame.Rect) -> None:
        known = smallest.get(kind, (rect.width * scale, rect.height * scale))
        smallest[kind] = (min(known[0], rect.width * scale), min(known[1], rect.height * scale))

    for _page in range(getattr(menu.places, "pages", 1)):
        for stepper in menu.steppers:
            if stepper.name in ("deals", "level", "speed", "card_speed", "players"):
                note("stepper arrow", stepper.left_rect)
                note("stepper arrow", stepper.right_rect)
        note("Deal button", next(b.rect for b in menu.buttons if b.name == "play"))
        for index in range(len(RULE_SYSTEMS)):  # none on the settings page
            if menu.entry_rect(index).width:
                note("rule system", menu.entry_rect(index))
        if getattr(menu.places, "pages", 1) > 1:
            note("page turner", next(b.rect for b in menu.buttons if b.name == "page"))
            menu.turn_page()
    app, results = results_at(window, "douque", 4, "en")
    app.show_review(results)
    app.step(1 / 60)
    scale = css_per_logical(app, window)
    note("review Back button", next(b.rect for b in app.scene.buttons if b.name == "back"))
    assert {"stepper arrow", "Deal button", "rule system", "review Back button"} <= set(smallest)
    short = {kind: size for kind, size in smallest.items() if min(size) < THUMB}
    assert not short, short


@pytest.mark.parametrize("window", SIDEWAYS)
def test_the_review_is_made_for_thumbs_on_a_phone_turned_sideways(
        window: tuple[int, int]) -> None:
    app, results = results_at(window, "douque", 4, "en")
    app.show_review(results)
    app.step(1 / 60)
    review = app.scene
    assert review.compact and review.size == app.size  # the buttons in a column at the right
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


def test_the_keyboard_reaches_every_control_on_both_pages_sideways() -> None:
    from sevens.ui.scenes.menu.layout import STEPPER_ORDER

    app = make_app((844, 390), "sevens")
    app.step(1 / 60)
    menu = app.scene
    walked: set[str | None] = set()
    for page in (0, 1):
        assert menu.places.page == page
        walked |= tab_round(app, menu)
        menu.turn_page()
    expected = {*STEPPER_ORDER, "text-field", "paste", "rules", "stats", "custom", "seats",
                "play", "daily", "page"}
    assert expected <= walked, expected - walked


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (1558, 720)])
def test_a_desktop_window_keeps_its_menu_and_review(window: tuple[int, int]) -> None:
    app = make_app(window, "sevens")
    app.step(1 / 60)
    menu = app.scene
    assert not app.compact and not menu.places.canvas.touch and menu.size == viewport.LANDSCAPE
    rects = {button.name: button.rect for button in menu.buttons}
    assert rects["play"].union(rects["online"]) == pygame.Rect(716, 616, 500, 56)
    assert menu.steppers[0].left_rect == pygame.Rect(906, 128, 38, 38)
    app, results = results_at(window, "douque", 4, "en")
    app.show_review(results)
    app.step(1 / 60)
    assert app.scene.size == viewport.LANDSCAPE
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
