"""Issue 30: the screens the menu opens, on a phone turned sideways: a tap reaches only the
seats and the house rules' options on show, the Review's rows are thumbs (its first and last
rows, inside the list) and a tap and a drag work them, and a desktop window keeps its places.
The rules, the statistics (and its question), the seats and the house rules on every shape,
thumbs and texts included, are tests/test_every_scene.py.
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
    make_app,
    record_text_sizes,
    results_at,
    small_texts,
    thumb_problems,
)
from layout_probe import record  # noqa: E402
from test_compact_menu import SIDEWAYS  # noqa: E402
from test_portrait_menu import every_statistic  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.ui.geometry.canvas import EVERY_SHAPE  # noqa: E402
from sevens.ui.scenes.review.drawing import draw_list  # noqa: E402


def opened(window: tuple[int, int], language: str, opener: str, rules_id: str = "douque",
           players: int | None = None, stats: dict[str, Any] | None = None) -> Any:
    """An app at ``window`` in ``language`` showing what the menu's ``opener`` opens."""
    app = make_app(window, rules_id, language=language, players=players)
    app.step(1 / 60)
    if stats is not None:
        app.stats = stats
    menu = app.scene
    getattr(menu, opener)()
    app.step(1 / 60)
    assert app.scene is not menu
    return app


def button_places(buttons: list[Any]) -> list[Place]:
    """Buttons as places a thumb presses."""
    return [(f"button {button.name}", button.rect, False) for button in buttons]


# ------------------------------------------------------------------ the seats


def seats_targets(screen: Any) -> list[Place]:
    """The shown seats' and names' arrows, the page turners, Done and the name box."""
    shown = getattr(screen, "shown_steppers", [*screen.kind_steppers, *screen.name_steppers])
    places: list[Place] = []
    for stepper in shown:
        places += [(f"stepper {stepper.name} ◀", stepper.left_rect, True),
                   (f"stepper {stepper.name} ▶", stepper.right_rect, True)]
    places += button_places([screen.done_button, *screen.pager.turners])
    if screen.editing is not None:
        places.append(("name box", screen.name_field.rect, False))
    return places


def test_a_tap_turns_the_seats_page_and_reaches_only_the_seats_on_show() -> None:
    app = make_app((844, 390), "family", players=8)
    app.step(1 / 60)
    app.scene.open_seats()
    app.step(1 / 60)
    screen = app.scene
    assert {stepper.name for stepper in screen.shown_steppers} == {
        f"seat {seat + 1}" for seat in range(5)}  # five seats to a page
    seat_six = next(stepper for stepper in screen.kind_steppers if stepper.name == "seat 6")
    before = seat_six.value
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=seat_six.right_rect.center)
    screen.handle_event(press)  # seat 2's arrow is there on this page
    assert screen.kind_steppers[5].value == before
    turner = screen.pager.next_button
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        screen.handle_event(pygame.event.Event(kind, button=1, pos=turner.rect.center))
    assert screen.pager.page == 1
    screen.handle_event(press)
    assert screen.kind_steppers[5].value != before
    assert not screen.pager.next_button.enabled


# ------------------------------------------------------------------ a desktop window


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (1558, 720)])
def test_a_desktop_window_keeps_the_rules_statistics_and_seats(
        window: tuple[int, int]) -> None:
    app = opened(window, "en", "open_rules")
    assert not app.describe_canvas(EVERY_SHAPE).compact and app.scene.size == (1280, 720)
    assert not app.scene.pager.turners
    assert app.scene.back_button.rect == pygame.Rect(1064, 648, 160, 44)
    app = opened(window, "en", "open_stats", stats=every_statistic())
    assert not app.scene.places.cards and not app.scene.pager.turners
    assert [button.rect for button in app.scene.buttons] == [pygame.Rect(1064, 648, 160, 44),
                                                             pygame.Rect(864, 648, 190, 44)]
    app.scene.clear()
    assert app.scene.dialog.rect.height == 224
    app = opened(window, "en", "open_seats", "family", players=8)
    screen = app.scene
    assert screen.pager.page_count == 1 and not screen.pager.turners
    assert screen.done_button.rect == pygame.Rect(1024, 648, 200, 44)
    assert screen.kind_steppers[7].rect == pygame.Rect(64, 98 + 7 * 54, 625, 44)


# ------------------------------------------------------------------ the house rules


def house_rules_targets(editor: Any) -> list[Place]:
    """Based on's arrows and the arrows of the options on the page on show, the buttons and
    the page turners."""
    places: list[Place] = []
    for stepper in [editor.base_stepper, *editor.shown_steppers]:
        places += [(f"stepper {stepper.name} ◀", stepper.left_rect, True),
                   (f"stepper {stepper.name} ▶", stepper.right_rect, True)]
    return places + button_places([*editor.buttons, *editor.pager.turners])


def values_over_arrows(app: Any, stepper: Any) -> list[str]:
    """Every value ``stepper`` may show that, as it is drawn, comes within
    :data:`test_stepper_gap.LEAST_GAP` px of an arrow or leaves its box (the ink of each)."""
    from test_stepper_gap import gap_problems, naming_texts

    names = getattr(app, "ink_names", None)
    if names is None:  # the texts named once for the app
        names = app.ink_names = naming_texts(app.resources)
    shown, found = stepper.value, []
    for choice in stepper.choices:
        stepper.value = choice
        found += gap_problems(stepper, app.resources, names, app.canvas.get_size())
    stepper.value = shown
    return found


def test_a_tap_on_the_sideways_house_rules_reaches_only_the_options_on_show() -> None:
    app = make_app((844, 390), "douque")
    app.step(1 / 60)
    app.scene.open_custom()
    app.step(1 / 60)
    editor = app.scene
    later = editor.steppers[editor.places.per_page]  # the first option of the second page
    before, players = later.value, editor.values["players"]
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=later.right_rect.center)
    editor.handle_event(press)  # the first page's first option is under it
    assert later.value == before and editor.values["players"] != players
    editor.pager.next()
    editor.handle_event(press)
    assert later.value != before
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)  # a desktop window keeps the draft
    app.step(1 / 60)
    assert not editor.pager.turners and editor.values[later.name] == later.value
    assert editor.button("apply").rect == pygame.Rect(1064, 648, 160, 44)


# ------------------------------------------------------------------ the review's list


def reviewed(window: tuple[int, int], language: str = "en") -> tuple[Any, Any]:
    """An app at ``window`` showing the review of a played Douque deal, worked out."""
    app, results = results_at(window, "douque", 4, language)
    app.show_review(results)
    app.step(1 / 60)
    review = app.scene
    while not review.review.done:
        review.update(1.0)
    return app, review


@pytest.mark.parametrize("window", SIDEWAYS)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_reviews_rows_are_made_for_thumbs_on_a_phone_turned_sideways(
        language: str, window: tuple[int, int]) -> None:
    try:
        app, review = reviewed(window, language)
        assert app.describe_canvas(EVERY_SHAPE).compact
        found: list[str] = []
        count, visible = len(review.review.points), review.visible_rows()
        for scroll in sorted({0, max(0, count - visible)}):  # the first rows, the last
            review.scroll = scroll
            rows = [(f"row {number + 1}", review.row_rect(number), False)
                    for number in range(scroll, min(count, scroll + visible))]
            found += thumb_problems(app, window, rows)
            found += [f"{name} {rect} leaves the list" for name, rect, _ in rows
                      if not review.list_rect.contains(rect)]
            sizes = record_text_sizes(app)
            surface = record(app)
            draw_list(surface, app.resources, review.places, review.words.entries(), scroll,
                      review.selected)
            found += small_texts(app, window, sizes)
            inside = [drawn for drawn in surface.drawn if drawn.kind == "text"]
            found += [f"{drawn.text!r} {drawn.ink} leaves the list" for drawn in inside
                      if not review.list_rect.contains(drawn.ink)]
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


def test_a_tap_on_a_sideways_reviews_row_shows_it_and_a_drag_scrolls_by_rows() -> None:
    app, review = reviewed((844, 390))
    row = review.row_rect(2)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        review.handle_event(pygame.event.Event(kind, button=1, pos=row.center))
    assert review.selected == 2
    start = review.row_rect(3).center
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    review.handle_event(pygame.event.Event(pygame.MOUSEMOTION, buttons=(1, 0, 0),
                                           pos=(start[0], start[1] - 2 * row.height - 8),
                                           rel=(0, 0)))
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=start))
    assert review.scroll == 2 and review.selected == 2  # two rows up; a drag selects nothing


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080)])
def test_a_desktop_window_keeps_the_reviews_rows(window: tuple[int, int]) -> None:
    app, review = reviewed(window)
    assert not review.layout_canvas.compact and review.visible_rows() == (536 - 40) // 30
    assert review.row_rect(0) == pygame.Rect(48, 110, 404, 28)
