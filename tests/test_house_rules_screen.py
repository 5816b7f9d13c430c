"""The house-rules editor on every shape of canvas (issue 44: one layout,
:mod:`sevens.ui.scenes.house_rules.layout`), in all four languages, with contradictions on
more than one page and options switched off, on every page: every stepper and button on the
canvas and clear of the others, each label left of its box and each value between its
arrows, every note on the lines its slot keeps, every text inside its panel. On a phone —
held upright (390×844, 360 wide at three heights, and a tablet) or turned sideways (844×390,
915×412, 640×360) — every target a thumb (44 CSS px, a stepper's arrows as wide sideways) and
every text at least 12 CSS px, the title larger. Turning the window mid-edit keeps the draft;
a tap reaches only the options on show; the keyboard turns the pages.

(Folded from test_portrait_house_rules and the house-rules tests of test_compact_screens and
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
    BODY_TEXT,
    THUMB,
    drawn_problems,
    fit_window,
    make_app,
    press,
    record_text_sizes,
    small_texts,
    thumb_problems,
)
from test_compact_screens import house_rules_targets, values_over_arrows  # noqa: E402
from test_desktop_widths import label_problems  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.app.translation import text  # noqa: E402
from sevens.ui.geometry.canvas import PORTRAIT, Canvas  # noqa: E402
from sevens.ui.geometry.page import PageType  # noqa: E402
from sevens.ui.scenes.house_rules.drawing import note_lines  # noqa: E402

#: Desktop windows (1280×720, and narrower: 4:3 and 16:10), phones held upright (and a
#: tablet), phones turned sideways.
WINDOWS = [(1280, 720), (1024, 768), (1280, 800), (390, 844), (360, 780), (360, 740),
           (360, 640), (820, 1180), (844, 390), (915, 412), (640, 360)]


def tap(app: Any, position: tuple[int, int]) -> None:
    """A press at the logical ``position``, handed to the scene (as the app does after
    mapping the window's point onto the canvas), then a frame."""
    app.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    app.step(1 / 60)


def open_editor(window: tuple[int, int], language: str = "en") -> tuple[Any, Any]:
    """An app at ``window`` showing the house-rules editor, based on Douque Sevens."""
    from sevens.ui.scenes.house_rules.scene import CustomRulesScene

    app = make_app(window, "douque", language=language)
    app.settings.rules_id = "douque"
    app.scene.open_custom()
    app.step(1 / 60)
    assert isinstance(app.scene, CustomRulesScene)
    return app, app.scene


def contradict(editor: Any) -> None:
    """Make contradictions on more than one page (five players and receiving a card under
    Douque money), and switch the chips options off (their notes say why)."""
    editor.stepper("players").step(1)
    editor.stepper("when_stuck").step(1)
    assert editor.conflicts and not editor.button("apply").enabled


def page_problems(app: Any, editor: Any, window: tuple[int, int]) -> list[str]:
    """Every problem of the page on show at ``window``."""
    touch = editor.places.canvas.touch
    places = house_rules_targets(editor)
    if editor.places.canvas.shape == "portrait":  # a half of the box is the arrow's target
        places = [(name, rect, False) for name, rect, _square in places]
    found = [problem for problem in thumb_problems(app, window, places)
             if touch or "CSS px" not in problem]
    for stepper in editor.shown_steppers:  # the label beside its box, the value between its arrows
        if stepper.rect.x + stepper.place.label_width > stepper.value_rect.x:
            found.append(f"{stepper.name}'s label runs under its box")
        note = editor.note(stepper.name)
        if touch:
            found += values_over_arrows(app, stepper)
            if note is not None and note_lines(app.resources, editor.places,
                                               note[0])[1][-1].endswith("…"):
                found.append(f"{stepper.name}'s note is cut: {note[0]}")
    if not touch:
        found += label_problems(app, editor.steppers, editor.buttons)
    return found + drawn_problems(app)


@pytest.mark.parametrize("window", WINDOWS)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_house_rules_fit_every_shape(language: str, window: tuple[int, int]) -> None:
    try:
        app, editor = open_editor(window, language)
        touch = editor.places.canvas.touch
        assert bool(editor.pager.turners) == touch
        found = page_problems(app, editor, window)  # as the rule system has them
        contradict(editor)
        sizes = record_text_sizes(app)
        shown: list[str] = []
        for page in range(editor.pager.page_count):
            if page:
                tap(app, editor.pager.next_button.rect.center)
                assert editor.pager.page == page
            shown += [stepper.name for stepper in editor.shown_steppers]
            found += [f"page {page + 1}: {problem}"
                      for problem in page_problems(app, editor, window)]
        editor.error = "A refusal no note names, long enough to take the two lines it has " \
            "beside Based on, and longer still so that it has to be cut short."
        found += drawn_problems(app)
        if touch:
            found += small_texts(app, window, sizes)
            title = text("custom.title")
            found += [] if any(string == title and size > min(s for _, s in sizes)
                               for string, size in sizes) else ["the title is no larger"]
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)
    assert sorted(shown) == sorted(stepper.name for stepper in editor.steppers)  # all of them


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_every_note_fits_the_lines_its_slot_keeps(language: str) -> None:
    """Every contradiction, reason and gloss the editor can show, on at most two lines."""
    from sevens.ui.scenes.house_rules import scene as house_rules_scene

    try:
        app, editor = open_editor((360, 780), language)
        english_keys = translation.LANGUAGES["en"]
        notes = [text(key) for key in english_keys if key.startswith("conflict.")]
        notes += [text(key) for key in house_rules_scene.OPTION_NOTES.values()]
        notes += [text("custom.no_named_card")]
        notes += [text("custom.only_for", scoring=text(f"value.scoring.{scoring}"))
                  for scoring in set(house_rules_scene.SCORING_ONLY.values())]
        cut = [note for note in notes
               if note_lines(app.resources, editor.places, note)[1][-1].endswith("…")]
    finally:
        translation.set_language("en")
    assert len(notes) >= 10
    assert not cut, cut


def test_turning_the_window_mid_edit_keeps_the_draft() -> None:
    app, editor = open_editor((1280, 720))
    landscape = {stepper.name: stepper.rect.copy() for stepper in editor.steppers}
    buttons = {button.name: button.rect.copy() for button in editor.buttons}
    assert not editor.pager.turners and landscape["players"] == pygame.Rect(64, 138, 552, 34)
    contradict(editor)
    editor.stepper("deals").step(1)
    draft, conflicts = dict(editor.values), dict(editor.conflicts)
    fit_window(app, (390, 844))
    app.step(1 / 60)
    assert app.scene is editor and editor.pager.turners
    assert editor.values == draft and editor.conflicts == conflicts
    assert all(stepper.value == draft[stepper.name] for stepper in editor.steppers)
    assert editor.stepper("players").error and not editor.button("apply").enabled
    editor.pager.next()
    fit_window(app, (1280, 720))
    app.step(1 / 60)
    assert not editor.pager.turners and editor.values == draft
    assert {stepper.name: stepper.rect for stepper in editor.steppers} == landscape
    assert {button.name: button.rect for button in editor.buttons} == buttons
    fit_window(app, (360, 780))
    app.step(1 / 60)
    assert editor.pager.turners and editor.pager.page == 0
    editor.stepper("players").step(-1)  # back to four: the players' contradiction is gone
    editor.stepper("when_stuck").step(-1)
    assert not editor.conflicts and editor.button("apply").enabled
    tap(app, editor.button("apply").rect.center)
    assert app.settings.rules_id == "custom" and app.settings.deals == draft["deals"]


def test_a_tap_reaches_only_the_options_on_show() -> None:
    app, editor = open_editor((390, 844))
    paged = editor.pager
    first, second = editor.steppers[0], editor.steppers[editor.places.per_page]
    assert first.value_rect == second.value_rect  # the same slot on two pages
    before = (first.value, second.value)
    tap(app, (first.value_rect.right - 10, first.value_rect.centery))
    assert first.value != before[0] and second.value == before[1]
    tap(app, paged.next_button.rect.center)
    assert paged.page == 1 and paged.previous_button.enabled
    tap(app, (second.value_rect.right - 10, second.value_rect.centery))
    assert second.value != before[1]


def test_the_keyboard_turns_to_the_page_of_the_option_it_picks() -> None:
    app, editor = open_editor((390, 844))
    paged, per_page = editor.pager, editor.places.per_page
    for _ in range(per_page + 1):  # Based on, then the first page's options
        press(app, pygame.K_DOWN)
    ringed = editor.focus_ring.focused(editor.focusable())
    assert ringed is editor.steppers[per_page - 1] and paged.page == 0
    press(app, pygame.K_DOWN)
    ringed = editor.focus_ring.focused(editor.focusable())
    assert paged.page == 1 and ringed is editor.steppers[per_page] in editor.shown_steppers


def test_the_sizes_are_written_for_a_360_px_phone() -> None:
    """A page's own numbers (the editor's slots and type on a phone): 44 CSS px and 12 CSS
    px at 360/720 CSS px a logical px, on the shortest upright phone canvas (720×1280)."""
    page = PageType(Canvas(720, 1280, PORTRAIT))
    assert page.tall * 360 / 720 >= THUMB
    assert page.body * 360 / 720 >= BODY_TEXT
