"""A stepper's arrows keep clear of its value (issue 45: "◀Normal▶" on an upright phone).

Every menu stepper is drawn showing each of its choices, in every language, at a phone held
upright, one turned sideways and the desktop window, onto a surface that notes where each
text's ink lands: the value's ink stays inside its box and at least :data:`LEAST_GAP` px
from each arrow's ink. A long value in a narrow box (moved arrows, two lines, or "…") too.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import make_app  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.ui.geometry.boxes import Box  # noqa: E402
from sevens.ui.geometry.page import StepperPlace  # noqa: E402
from sevens.ui.widgets import Stepper  # noqa: E402

ARROWS = ("\u25c0", "\u25b6")
#: The least room between an arrow's ink and the value's, in logical px (3 CSS px on a
#: phone at 0.54 CSS px a logical px).
LEAST_GAP = 6
WINDOWS = [(390, 844), (844, 390), (1280, 720)]


class InkSurface(pygame.Surface):
    """A surface that notes the ink rectangle of every text blitted on it."""

    def __init__(self, size: tuple[int, int], names: dict[int, str]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.names = names
        self.inked: list[tuple[str, pygame.Rect]] = []

    def blit(self, source: pygame.Surface, dest: Any, *arguments: Any,
             **keywords: Any) -> pygame.Rect:
        """Blit, noting a named text's ink where it landed."""
        placed = super().blit(source, dest, *arguments, **keywords)
        name = self.names.get(id(source))
        if name is not None:
            position = dest.topleft if isinstance(dest, pygame.Rect) else dest
            self.inked.append((name, source.get_bounding_rect().move(position)))
        return placed


def naming_texts(resources: Any) -> dict[int, str]:
    """Make ``resources.text`` note each surface it gives by its string; the notes."""
    names: dict[int, str] = {}
    original = resources.text

    def text(string: str, size: int, *arguments: Any, **keywords: Any) -> pygame.Surface:
        surface = original(string, size, *arguments, **keywords)
        names[id(surface)] = string
        return surface

    resources.text = text
    return names


def gap_problems(stepper: Stepper, resources: Any, names: dict[int, str],
                 size: tuple[int, int]) -> list[str]:
    """Where ``stepper``, drawn now, has its value within :data:`LEAST_GAP` px of an arrow
    or outside its box."""
    surface = InkSurface(size, names)
    stepper.draw(surface, resources)
    arrows = [rect for name, rect in surface.inked if name in ARROWS]
    values = [(name, rect) for name, rect in surface.inked
              if name not in (*ARROWS, stepper.label, *stepper.place.label_wrapped)
              and rect.width]
    assert len(arrows) == 2 and values, f"{stepper.name}: arrows and value drawn"
    problems = []
    for name, rect in values:
        left_gap = rect.left - arrows[0].right
        right_gap = arrows[1].left - rect.right
        if min(left_gap, right_gap) < LEAST_GAP:
            problems.append(f"{stepper.name} = {name!r}: {left_gap} px | {right_gap} px "
                            "from its arrows")
        if not stepper.value_rect.contains(rect):
            problems.append(f"{stepper.name} = {name!r} leaves its box")
    return problems


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
@pytest.mark.parametrize("window", WINDOWS, ids=lambda window: "x".join(map(str, window)))
def test_menu_steppers_keep_their_arrows_apart(window: tuple[int, int],
                                                language: str) -> None:
    """Every choice of every menu stepper, as the menu draws it."""
    app = make_app(window, language=language)
    app.step(1 / 60)
    names = naming_texts(app.resources)
    problems = []
    for stepper in app.scene.steppers:
        shown = stepper.value
        for choice in stepper.choices:
            stepper.value = choice
            problems += gap_problems(stepper, app.resources, names, app.scene.size)
        stepper.value = shown
    assert not problems, problems


@pytest.mark.parametrize("width", [150, 210, 320])
def test_a_long_value_in_a_narrow_box(width: int) -> None:
    """A value too long for its box between the arrows: arrows to the edges, then two lines
    or an ending "…", never over an arrow nor out of the box."""
    app = make_app((390, 844))
    names = naming_texts(app.resources)
    for wording in ("Normal", "A rather long value for a stepper", "Longwordwithoutspaces"):
        stepper = Stepper(StepperPlace(Box(20, 20, width, 88), 0, 27, 24), "", [wording, "x"],
                          wording, lambda _value: None, name="long")
        assert not gap_problems(stepper, app.resources, names, app.scene.size)
