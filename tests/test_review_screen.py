"""The Review on every shape, from one layout (:mod:`sevens.ui.scenes.review.layout`).

One weighed Douque Review (four players, seed 21; the decision with the most options) is
checked on a desktop window, on tablets and 4:3 or 16:10 windows, on phones held upright
(390×844, 360×780), turned sideways (844×390, 915×412, 640×360) and short (568×320), and on a
4:3 page shown small (480×360), in English and Japanese (both Chinese scripts on a phone
either way), with the detail at its top, scrolled to its end and showing every hand:

- every text inside its panel and the canvas and over no other, and at least 12 CSS px
  wherever the canvas is shown smaller than 1 CSS px a logical px (issue 45 item 16: a
  tablet or a 4:3 or 16:10 window — 1024×768, 1280×800, 1024×640 — drew the Review at
  1280×720 scaled into its canvas, its smallest text about 9.6 CSS px; it is laid out for
  the canvas itself now);
- every button, seat arrow and list row on the canvas, clear of each other and of the list
  and the detail, at least 44 CSS px where the canvas is laid out for thumbs; the detail of
  the longest decision scrolls there, its options' heading drawn at its top or its end
  (but on the shortest canvases, where the options begin under the table and the hand);
- every card a phone's Review draws has a corner index of at least 12 CSS px (issue 45 item
  13: 9 before, 40×56 logical px at 0.54 CSS px).

The list and the detail scroll under a finger and the mouse, the wheel and the keys; a tap
selects; turning the window mid-Review keeps the place.
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
    REVIEW_STATES,
    THUMB,
    Place,
    css_per_logical,
    draw_review_states,
    finger,
    fit_window,
    record_text_sizes,
    results_at,
    show_review_state,
    small_texts,
    swipe,
    thumb_problems,
)
from layout_probe import draw, problems, record  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.ui.geometry.canvas import EVERY_SHAPE  # noqa: E402

#: Every shape the Review is laid out for: name -> window (None: the desktop's 1280×720).
WINDOWS: dict[str, tuple[int, int] | None] = {
    "desktop": None, "1024x768": (1024, 768), "1280x800": (1280, 800),
    "1024x640": (1024, 640), "390x844": (390, 844), "360x780": (360, 780),
    "844x390": (844, 390), "915x412": (915, 412), "640x360": (640, 360),
    "568x320": (568, 320), "480x360": (480, 360)}
#: Tablets and 4:3 or 16:10 windows: the canvas each gives (laid out for it, not scaled).
TABLETS = {(1024, 768): (960, 720), (1280, 800): (1152, 720), (1024, 640): (1152, 720)}
#: The least corner index and text, in CSS px.
LEAST_CSS = 12

#: Reviews weighed once and handed to every later app with the same deal.
WEIGHED: dict[Any, Any] = {}


def weighed_review(window: tuple[int, int] | None, language: str = "en") -> tuple[Any, Any]:
    """A Douque deal's Review at ``window``, weighed (once for every test here)."""
    app, results = results_at(window, "douque", 4, language, seed=21)
    app.reviews.update(WEIGHED)
    app.show_review(results)
    app.step(1 / 60)
    review = app.scene
    while not review.review.done:
        review.update(1.0)
    WEIGHED.update(app.reviews)
    return app, review


def longest(review: Any) -> int:
    """The decision with the most options, selected; its number."""
    decisions = review.review.decisions
    number = max(range(len(decisions)), key=lambda index: len(decisions[index].options))
    review.select(number)
    return number


def record_card_sizes(app: Any) -> list[tuple[int, int]]:
    """Note the size of every card face the app's art draws from now on."""
    seen: list[tuple[int, int]] = []
    original = app.art.draw_card

    def draw_card(target: pygame.Surface, card: Any, size: tuple[int, int], *arguments: Any,
                  **keywords: Any) -> pygame.Rect:
        seen.append(tuple(size))
        return original(target, card, size, *arguments, **keywords)

    app.art.draw_card = draw_card
    return seen


def corner_index(size: tuple[int, int]) -> int:
    """The type size of a card face's corner index (the card art's rule)."""
    width, height = size
    return max(11, round(height * (0.30 if width < 44 else 0.24)))


def review_targets(review: Any) -> list[Place]:
    """The buttons, the seat stepper's arrows and the list rows on show."""
    stepper = review.seat_stepper
    places: list[Place] = [(f"button {button.name}", button.rect, False)
                           for button in review.buttons]
    places += [("seat ◀", stepper.left_rect, True), ("seat ▶", stepper.right_rect, True)]
    last = min(len(review.review.points), review.scroll + review.visible_rows())
    places += [(f"row {number + 1}", review.row_rect(number), False)
               for number in range(review.scroll, last)]
    return places


def panel_problems(app: Any, review: Any) -> list[str]:
    """The list and the detail off the canvas or over each other; a control on either, off
    the canvas or over another."""
    canvas = pygame.Rect((0, 0), review.size)
    detail, listed = review.detail_rect, review.list_rect
    found = [f"the {name} {rect} leaves the canvas" for name, rect in
             (("list", listed), ("detail", detail)) if not canvas.contains(rect)]
    if listed.colliderect(detail):
        found.append(f"the list {listed} overlaps the detail {detail}")
    controls = [(button.name, button.rect) for button in review.buttons]
    controls.append(("seat stepper", review.seat_stepper.rect))
    found += [f"{name} {rect} lies on the {panel}" for name, rect in controls
              for panel, area in (("list", listed), ("detail", detail)) if rect.colliderect(area)]
    found += [f"{name} {rect} leaves the canvas" for name, rect in controls
              if not canvas.contains(rect)]
    found += [f"{name} {rect} overlaps {other}" for index, (name, rect) in enumerate(controls)
              for other, other_rect in controls[index + 1:] if rect.colliderect(other_rect)]
    return found


CASES = [(name, language) for name in WINDOWS for language in ("en", "ja")]
CASES += [(name, language) for name in ("640x360", "390x844")
          for language in ("zh-Hant", "zh-Hans")]


@pytest.mark.parametrize(("name", "language"), CASES)
def test_the_review_fits_every_shape(name: str, language: str) -> None:
    window = WINDOWS[name]
    try:
        app, review = weighed_review(window, language)
        if window in TABLETS:
            assert app.size == TABLETS[window] and not app.describe_canvas(EVERY_SHAPE).compact
        assert review.size == app.size  # laid out for its own canvas, never scaled in
        touch = review.layout_canvas.touch
        scale = css_per_logical(app, window) if window is not None else 1.0
        found = panel_problems(app, review)
        if touch:
            found += thumb_problems(app, window, review_targets(review))
        number = longest(review)
        canvas = record(app)
        draw_review_states(app, review, canvas)
        sizes = record_text_sizes(app)
        cards = record_card_sizes(app)
        for state in REVIEW_STATES:
            show_review_state(review, state)
            if state == "end" and touch and not review.detail_scroll:
                found.append("the detail of the longest decision does not scroll")
            found += [f"{state}: {problem}" for problem in problems(draw(app, canvas),
                                                                    review.size)]
        if window is not None:
            found += small_texts(app, window, sizes)
        assert len(sizes) >= 30 and cards
        if touch:
            found += sorted({f"a card {size} has a {corner_index(size) * scale:.1f}-CSS-px "
                             f"index" for size in cards
                             if corner_index(size) * scale < LEAST_CSS - 0.05})
        heading = translation.text("review.options_lower" if review.words.lower_is_better
                                else "review.options", unit=review.words.unit())
        short = touch and (review.size[0] < 1280 or review.size[1] < 720)  # 568×320, 480×360:
        # the options begin under the table and the hand there, at neither end of the detail
        if not short and not any(len(string) > 3 and heading.startswith(string)
                                 for string, _ in sizes):
            found.append(f"the options' heading {heading!r} is never drawn")
        assert len(review.review.decisions[number].options) >= 4
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)


# ------------------------------------------------------------------ scrolling, taps, turning

def open_review(app: Any) -> Any:
    """Open the Review of the deal just finished (from the results)."""
    from sevens.ui.scenes.review import ReviewScene

    app.show_review(app.scene)
    app.step(1 / 60)
    assert isinstance(app.scene, ReviewScene)
    return app.scene


@pytest.mark.parametrize("window", [(390, 844), (844, 390), (1280, 720)])
def test_the_decision_list_scrolls_under_a_finger(window: tuple[int, int]) -> None:
    app, _results = results_at(window, "sevens", 3, "en", seed=1)  # 21 decisions
    review = open_review(app)  # the list is there before the weighing ends
    count = len(review.review.points)
    visible = review.visible_rows()
    assert count > visible, (count, visible)
    rows = review.row_rect(1).y - review.row_rect(0).y
    panel = review.list_rect
    selected = review.selected
    most = count - visible
    rise = min(2, most)
    swipe(app, (panel.centerx, panel.bottom - 20), rise * rows)  # one or two rows up
    assert review.scroll == rise and review.selected == selected  # a swipe selects nothing
    swipe(app, (panel.centerx, panel.y + 20), -rows)
    assert review.scroll == rise - 1
    for _ in range(count):  # swipe on: no further than the end
        swipe(app, (panel.centerx, panel.bottom - 20), panel.height - 40)
    assert review.scroll == most
    target = review.row_rect(count - 1)  # a tap selects the row under it
    finger(app, pygame.FINGERDOWN, target.center)
    finger(app, pygame.FINGERUP, target.center)
    assert review.selected == count - 1
    # the mouse drags it too, and the wheel turns it
    top = review.scroll
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                           {"pos": panel.center, "button": 1}))
    review.handle_event(pygame.event.Event(pygame.MOUSEMOTION,
                                           {"pos": (panel.centerx, panel.centery + rows),
                                            "rel": (0, rows), "buttons": (1, 0, 0)}))
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP,
                                           {"pos": (panel.centerx, panel.centery + rows),
                                            "button": 1}))
    assert review.scroll == top - 1 and review.selected == count - 1
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                           {"pos": panel.center, "button": 4}))
    assert review.scroll == top - 2
    review.handle_event(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_DOWN, "mod": 0,
                                                            "unicode": ""}))
    assert review.selected == count - 1 and review.scroll == most


@pytest.mark.parametrize("window", [(390, 844), (640, 360)])
def test_the_detail_scrolls_under_a_finger_and_a_drag(window: tuple[int, int]) -> None:
    app, review = weighed_review(window)
    number = longest(review)
    detail = review.detail_rect
    assert review.detail_scroll == 0
    swipe(app, (detail.centerx, detail.bottom - 30), 400)
    moved = review.detail_scroll
    assert moved > 0 and review.selected == number  # a swipe selects nothing
    swipe(app, (detail.centerx, detail.y + 30), -150)
    assert 0 <= review.detail_scroll < moved
    line, start = review.places.line, (detail.centerx, detail.bottom - 20)
    review.detail_scroll = 0
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    review.handle_event(pygame.event.Event(pygame.MOUSEMOTION, buttons=(1, 0, 0),
                                           pos=(start[0], start[1] - 3 * line), rel=(0, 0)))
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=start))
    assert review.detail_scroll == 3 * line and review.selected == number
    review.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=5, pos=detail.center))
    assert review.detail_scroll == 4 * line
    review.select(number - 1)  # another decision starts at its top
    assert review.detail_scroll == 0


def test_turning_the_window_mid_review_keeps_the_place() -> None:
    app, _results = results_at((1280, 720), "sevens", 3, "en", seed=5)
    review = open_review(app)
    landscape = {button.name: (button.rect.copy(), button.size) for button in review.buttons}
    stepper = review.seat_stepper.rect.copy()
    count = len(review.review.points)
    review.select(count - 1)
    review.seat_stepper.step(1)
    seat = review.replay_seat
    review.toggle_hands()
    fit_window(app, (390, 844))
    app.step(1 / 60)
    assert app.scene is review and review.layout_canvas.portrait
    assert review.selected == count - 1 and review.show_hands and review.replay_seat == seat
    assert review.scroll <= review.selected < review.scroll + review.visible_rows()
    assert review.seat_stepper.value == seat
    assert all(button.rect.height >= 82 for button in review.buttons)
    review.select(2)
    fit_window(app, (1280, 720))
    app.step(1 / 60)
    assert not review.layout_canvas.portrait and review.selected == 2 and review.show_hands
    assert review.seat_stepper.rect == stepper and review.seat_stepper.value == seat
    assert {button.name: (button.rect, button.size) for button in review.buttons} == landscape
    assert review.scroll <= 2 < review.scroll + review.visible_rows()


def test_show_all_hands_in_the_sideways_column_reads_whole() -> None:
    """Show all hands (Hide all hands) is drawn once, whole, at its own size, in Chinese."""
    from sevens.app.translation import text

    try:
        app, review = weighed_review((667, 375), "zh-Hant")
        button = review.hands_button
        scale = css_per_logical(app, (667, 375))
        assert button.rect.height * scale >= THUMB
        found = []
        for shown, key in ((False, "hands.show"), (True, "hands.hide")):
            if review.show_hands != shown:
                review.toggle_hands()
            assert button.label == text(key)
            sizes = record_text_sizes(app)
            app.draw_scene()
            del app.resources.text  # the class's own method again
            labels = [size for string, size in sizes if string == button.label]
            if labels != [button.size]:
                found.append(f"{button.label!r} drawn as {labels}")
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)


def test_an_options_value_is_signed_as_the_table_counts_it() -> None:
    from types import SimpleNamespace

    import sevens
    from sevens.ui.scenes.review.words import ReviewText

    def value(rules_id: str, number: float) -> str:
        session = SimpleNamespace(rules=sevens.preset(rules_id))
        return ReviewText(session, None).value_text(number)  # type: ignore[arg-type]

    assert [value("douque", number) for number in (1.254, -0.5, 0.0, -0.001)] == [
        "+1.25", "\u22120.50", "0.00", "0.00"]  # zero unsigned (as the hint's)
    assert [value("badam-satti", number) for number in (-3.5, 0.0, -0.0)] == [
        "3.50", "0.00", "0.00"]  # penalty points plain, never "-0.00"
