"""The Review's buttons fit every label they show, on one line at their own size.

The Review has three buttons: Back, Show all hands (Hide all hands once the hands are shown)
and Play it from this seat. Turned sideways (a 260-px column at 640×360, 667×375 and
740×360; 282 at 844×390) and held upright (390×844) "Play it from this seat" broke onto two
lines; a 360×640 phone set every label at 10 CSS px in 36-CSS-px buttons.

Checked by drawing each button as the game does, in every language the game ships, on phones
turned sideways (568×320 too), phones held upright and the desktop (1280×720), with Show all
hands and with Hide all hands (switched after the layout is made, and a layout made while the
hands are shown): every label is drawn once, whole, at its button's size (the layout's normal size:
:data:`COMPACT_TEXT` sideways, the body's upright, the desktop's own), with
room either side; every label at least 11 CSS px and every button at least 44 CSS px tall on a
phone; the buttons on the canvas, clear of each other, of the seat stepper and of the list and
detail panels; and the desktop keeps its places where every label fits (in every language).
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
from helpers import THUMB, css_per_logical, results_at  # noqa: E402
from test_results_screen import ROOM, label_drawn  # noqa: E402


def window_id(window: tuple[int, int] | None) -> str:
    """``640x360``, or ``desktop``."""
    return "desktop" if window is None else f"{window[0]}x{window[1]}"
from test_review_screen import panel_problems  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.app.languages import LANGUAGE_CODES  # noqa: E402
from sevens.app.translation import text  # noqa: E402
from sevens.ui.theme import COMPACT_TEXT  # noqa: E402

#: Phones turned sideways (a 1280-, 1281-, 1480- and 1558-wide canvas, and a short one's
#: 1136×640), phones held upright (720×1558 and 720×1280) and the desktop.
WINDOWS = [(640, 360), (667, 375), (740, 360), (844, 390), (568, 320), (390, 844), (360, 640),
           None]
#: The desktop's buttons where every label fits: their places and type sizes.
DESKTOP = {"back": (pygame.Rect(40, 650, 170, 52), 18),
           "all_hands": (pygame.Rect(222, 650, 200, 52), 16),
           "replay": (pygame.Rect(990, 650, 250, 52), 18)}
#: The least size of a label on a phone, in CSS px.
READABLE = 11


def normal_size(review: Any, name: str) -> int:
    """The type size the layout sets ``name``'s label in: the desktop's own, the body's
    upright, :data:`COMPACT_TEXT` sideways."""
    if review.layout_canvas.portrait:
        return review.places.body
    if review.layout_canvas.compact:
        return COMPACT_TEXT
    return DESKTOP[name][1]


def fit_problems(app: Any, review: Any, window: tuple[int, int] | None,
                 state: str) -> list[str]:
    """Labels not drawn once, whole, at their button's normal size with :data:`ROOM` either
    side; on a phone, labels under :data:`READABLE` CSS px and buttons under a thumb; buttons
    off the canvas or over one another, the seat stepper or a panel."""
    found = []
    canvas = pygame.Rect((0, 0), review.size)
    scale = css_per_logical(app, window) if window is not None else 1.0
    for index, button in enumerate(review.buttons):
        where = f"{state}: {button.name}'s {button.label!r}"
        drawn = label_drawn(app, button)
        width = app.resources.text(button.label, button.size, (0, 0, 0),
                                   bold=button.primary).get_width()
        if button.size != normal_size(review, button.name):
            found.append(f"{where} is set at {button.size} px, not "
                         f"{normal_size(review, button.name)}")
        if drawn != [(button.label, button.size)]:
            found.append(f"{where} at {button.size} px in {button.rect.width} px is drawn as "
                         f"{drawn}")
        elif width + 2 * ROOM > button.rect.width:
            found.append(f"{where} ({width} px) leaves less than {ROOM} px either side in "
                         f"{button.rect.width}")
        if window is not None and button.size * scale < READABLE - 0.05:
            found.append(f"{where} reads at {button.size * scale:.1f} CSS px")
        if window is not None and button.rect.height * scale < THUMB - 0.05:
            found.append(f"{state}: {button.name} is {button.rect.height * scale:.1f} CSS px "
                         f"tall")
        if not canvas.contains(button.rect):
            found.append(f"{state}: {button.name} {button.rect} leaves the canvas")
        found += [f"{state}: {button.name} {button.rect} overlaps {other.name} {other.rect}"
                  for other in review.buttons[index + 1:] if button.rect.colliderect(other.rect)]
    return found + [f"{state}: {problem}" for problem in panel_problems(app, review)]


def both_labels(app: Any, review: Any, window: tuple[int, int] | None,
                state: str) -> list[str]:
    """:func:`fit_problems` with the hands button's label as it is, then switched (as a tap
    switches it: no new layout), then back."""
    found = []
    for _ in range(2):
        shown = "hide" if review.show_hands else "show"
        assert review.hands_button.label == text(f"hands.{shown}")
        found += fit_problems(app, review, window, f"{state}, {shown} all hands")
        review.toggle_hands()
    return found


@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize("window", WINDOWS, ids=window_id)
def test_every_review_button_fits_every_label_it_shows(
        window: tuple[int, int] | None, language: str) -> None:
    try:
        app, results = results_at(window, "douque", 4, language)
        app.show_review(results)
        app.step(1 / 60)
        review: Any = app.scene
        assert {button.name for button in review.buttons} == {"back", "all_hands", "replay"}
        assert review.layout_canvas.portrait == (window is not None and window[1] > window[0])
        found = both_labels(app, review, window, "as made")
        if window is None:  # the desktop keeps its places where every label fits
            found += [f"{button.name} moved to {button.rect}" for button in review.buttons
                      if (button.rect, button.size) != DESKTOP[button.name]]
        review.toggle_hands()  # laid out again while the hands are shown (a turned phone)
        review.relayout()
        found += both_labels(app, review, window, "made with the hands shown")
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)
