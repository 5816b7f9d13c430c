"""The desktop menu's texts on a 4:3 window (a 960×720 canvas: 1024×768, or an 800×600
itch.io embed) and a 16:10 one (1152×720: 1280×800), in every language the game speaks.

Players saw the Japanese deal-code placeholder clipped inside its field at 960 wide, and the
rule systems' one-line descriptions cut short with "…". Here every text of the menu is drawn
onto a canvas that notes each blit (its string, type size, ink and the clip in force), and
checked: whole (each label, value, placeholder, description and message is drawn in full,
on one line or wrapped onto consecutive ones; nothing shortened with "…" and nothing cut by a
clip), on the canvas, inside the box it is drawn in (a rule system's row, a stepper's value
box, a button, the deal-code field) without running into another, clear of the other texts,
and no smaller than the secondary text of the menu. Every value of every stepper is drawn,
every form of the daily deal's and the Seats button's labels, a wrong deal code's message and
the menu of a match in progress.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import make_app  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.app.locales import LANGUAGE_CODES  # noqa: E402
from sevens.ui.geometry.canvas import EVERY_SHAPE  # noqa: E402

#: The narrower desktop canvases, by width, and a window that gives each.
WINDOWS = {960: (1024, 768), 1152: (1280, 800)}
#: The smallest type of the menu's secondary text (a rule system's description, a notice's
#: count), and of a label, value or placeholder inside a control (the deal code's label).
FLOOR = 12
CONTROL_FLOOR = 13
#: Pixels of antialiasing a text may spill over its box's edge or onto another text.
TOLERANCE = 2


@dataclass(frozen=True)
class Drawn:
    """One text blitted: its string, type size, the rect of its ink and the clip then."""

    text: str
    size: int
    ink: pygame.Rect
    clip: pygame.Rect


class RecordingCanvas(pygame.Surface):
    """A canvas that notes every text surface of ``known`` blitted onto it."""

    def __init__(self, size: tuple[int, int], known: dict[int, tuple[str, int]]) -> None:
        super().__init__(size)
        self.known = known
        self.drawn: list[Drawn] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,
             special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        result = super().blit(source, dest, area, special_flags)
        found = self.known.get(id(source))
        if found is not None:
            x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else dest[:2]
            ink = source.get_bounding_rect().move(round(x), round(y))
            if area is not None:
                ink = ink.clip(pygame.Rect(area).move(round(x), round(y)))
            self.drawn.append(Drawn(found[0], found[1], ink, self.get_clip()))
        return result


def record(app: Any) -> RecordingCanvas:
    """Note every text ``app``'s resources render from now on; the canvas to draw on."""
    resources = app.resources
    known: dict[int, tuple[str, int]] = {}
    render = resources.text

    def text(string: str, size: int, *arguments: Any, **keywords: Any) -> pygame.Surface:
        surface = render(string, size, *arguments, **keywords)
        known[id(surface)] = (string, size)
        return surface

    resources.text = text
    return RecordingCanvas(app.scene.size, known)


def expected_texts(menu: Any) -> list[str]:
    """Every text the desktop menu on show should draw whole."""
    import sevens
    from sevens.app.translation import render, text
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS, preset_title

    found = [text(key) for key in ("app.title", "app.subtitle", "menu.rule_system",
                                   "menu.table")]
    for rules_id in RULE_SYSTEMS:
        found += [preset_title(rules_id), text(f"preset.{rules_id}.line")]
        info = sevens.PRESET_INFO.get(rules_id)
        if info is not None:
            span = f"{info.min_players}–{info.max_players}" \
                if info.min_players != info.max_players else f"{info.min_players}"
            found.append(text("menu.players_badge", span=span))
    for stepper in menu.steppers:
        found += [stepper.label, stepper.describe(stepper.value)]
    found += [button.label for button in menu.buttons]
    if not menu.code_field.value:
        found.append(menu.code_field.placeholder)
    notice = menu.app.notices.current
    found.append(text("menu.deck_preview") if notice is None else render(notice))
    if menu.message:
        found.append(menu.message)
    session = menu.app.session
    if menu.match_in_progress and session is not None:
        found.append(text("menu.in_progress", rules=preset_title(session.rules_id),
                          deal=session.deal_number, deals=session.deals))
    return found


def boxes(menu: Any) -> list[tuple[str, pygame.Rect, int]]:
    """The boxes texts are drawn in, each with the smallest type allowed there: the rule
    systems' rows, the steppers' value boxes, the buttons and the deal-code field; and the
    deck's colours, where no text may go."""
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

    found = [(f"rule system {rules_id}", menu.entry_rect(index), FLOOR)
             for index, rules_id in enumerate(RULE_SYSTEMS)]
    found += [(f"stepper {stepper.name}'s box", stepper.value_rect, CONTROL_FLOOR)
              for stepper in menu.steppers]
    found += [(f"button {button.name}", button.rect, CONTROL_FLOOR) for button in menu.buttons]
    found.append(("the deal-code field", menu.code_field.rect, CONTROL_FLOOR))
    toast = menu.toast_rect()
    if toast is None:
        first, second = menu.places.preview[:2]
        found.append(("the deck's colours", pygame.Rect(
            first.x, first.y, 4 * (second.x - first.x), first.height), FLOOR))
    else:
        found.append(("the notice", toast, FLOOR))
    return found


def squeezed(string: str) -> str:
    """``string`` without its white space (lines wrapped at a space lose it)."""
    return re.sub(r"\s+", "", string)


def text_problems(menu: Any, drawn: list[Drawn]) -> list[str]:
    """What is wrong with the texts ``drawn`` for the desktop ``menu`` on show."""
    expected = expected_texts(menu)
    canvas = pygame.Rect((0, 0), menu.size)
    places = boxes(menu)
    found: list[str] = []
    shown = [item for item in drawn if item.ink.width and item.text.strip()]
    for item in shown:
        name = f"{item.text!r} ({item.size} px) at {item.ink}"
        if not canvas.contains(item.ink):
            found.append(f"{name} leaves the {menu.size} canvas")
        if not item.clip.contains(item.ink):
            found.append(f"{name} is clipped to {item.clip}")
        if item.text.endswith("…") and item.text not in expected:
            found.append(f"{name} is shortened")
        if item.size < FLOOR:
            found.append(f"{name} is smaller than {FLOOR} px")
        holders = [place for place in places if place[1].collidepoint(item.ink.center)]
        if holders:
            holder, rect, floor = holders[-1]
            if not rect.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(item.ink):
                found.append(f"{name} runs out of {holder} {rect}")
            if item.size < floor:
                found.append(f"{name} in {holder} is smaller than {floor} px")
        found += [f"{name} runs into {other} {rect}" for other, rect, _floor in places
                  if (other, rect, _floor) not in holders[-1:]
                  and rect.colliderect(item.ink.inflate(-2 * TOLERANCE, -2 * TOLERANCE))]
    for stepper in menu.steppers:  # a label above its box: no wider than the stepper
        span = stepper.rect.inflate(2 * TOLERANCE, 0)
        found += [f"stepper {stepper.name}'s label {item.text!r} at {item.ink} is wider than "
                  f"its stepper {stepper.rect}" for item in shown
                  if stepper.place.label_above and item.text == stepper.label
                  and item.ink.bottom <= stepper.rect.y
                  and (item.ink.left < span.left or item.ink.right > span.right)]
    for index, first in enumerate(shown):
        for second in shown[index + 1:]:
            overlap = first.ink.clip(second.ink)
            if overlap.width > TOLERANCE and overlap.height > TOLERANCE \
                    and first.text != second.text:
                found.append(f"{first.text!r} {first.ink} overlaps {second.text!r} "
                             f"{second.ink}")
    stream = squeezed("".join(item.text for item in shown))
    found += [f"{string!r} is not drawn whole" for string in expected
              if squeezed(string) not in stream]
    return found


class MenuChecker:
    """Draws the desktop menu of ``app`` and gathers its text problems, each once, with the
    state it was first seen in."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.canvas = record(app)
        self.found: dict[str, str] = {}

    def check(self, state: str) -> None:
        """Draw the menu on show as it is now (``state`` says how) and note what is wrong."""
        menu = self.app.scene
        assert not menu.places.canvas.touch, "the desktop's landscape menu"
        self.canvas.drawn.clear()
        self.canvas.set_clip(None)
        menu.draw(self.canvas)
        for problem in text_problems(menu, self.canvas.drawn):
            self.found.setdefault(problem, state)

    def report(self) -> str:
        """Every problem found, with its state."""
        return "\n".join(f"[{state}] {problem}" for problem, state in self.found.items())


def daily_labels() -> list[str]:
    """The daily deal's label in every form: each rule system's day, left unfinished, and
    played (a long result and place), with a streak of 100 days."""
    from sevens.app.daily import DAILY_ROTATION
    from sevens.app.translation import text
    from sevens.ui.scenes.menu.scene import preset_title

    labels = [text("daily.play", rules=preset_title(rules_id), streak=100)
              for rules_id in dict.fromkeys(DAILY_ROTATION)]
    return [*labels, text("daily.left", streak=100),
            text("daily.done", result="-125.5", place=8, streak=100)]


@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize("width", list(WINDOWS))
def test_every_menu_text_is_whole_and_inside_its_box(width: int, language: str) -> None:
    from test_portrait import table_at_turn

    from sevens.app.translation import text
    from sevens.ui.navigation import Menu

    try:
        app = make_app(WINDOWS[width], language=language)
        app.step(1 / 60)
        assert app.size == (width, 720) and not app.describe_canvas(EVERY_SHAPE).compact
        checker = MenuChecker(app)
        checker.check("fresh")
        menu = app.scene
        for stepper in menu.steppers:  # every value each stepper can show
            kept = stepper.value
            for choice in stepper.choices:
                stepper.value = choice
                checker.check(f"{stepper.name} at {choice!r}")
            stepper.value = kept
        buttons = {button.name: button for button in menu.buttons}
        for name, labels in (("daily", daily_labels()), ("seats", [
                text("menu.seats_people", count=count) for count in range(1, 9)])):
            kept = buttons[name].label
            for label in labels:
                buttons[name].label = label
                checker.check(f"{name} labelled {label!r}")
            buttons[name].label = kept
        menu.code_field.value = "not-a-deal"  # what is wrong with it shows under Deal
        menu.start()
        assert menu.message
        checker.check("a wrong deal code")
        menu.code_field.value = ""
        menu.message = ""
        table_at_turn(app, moves_made=4)  # Continue, New match and the match's caption
        app.go(Menu())
        app.step(1 / 60)
        assert {"resume", "play"} <= {button.name for button in app.scene.buttons}
        checker.check("a match in progress")
    finally:
        translation.set_language("en")
    assert not checker.found, checker.report()
