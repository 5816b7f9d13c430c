"""Issue 46: a phone's keyboard for the text fields, through the page's window.sevensKeyboard.

The page's side is JavaScript (sevens/ui/page/keyboard.js), played here by a stand-in with the
same calls; the whole path in Chromium is tests/browser/test_browser_pyodide_page.py.
"""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from sevens.ui.page_keyboard import PAGE_BRIDGE, PageKeyboard, text_fields  # noqa: E402
from sevens.ui.widgets import TextField  # noqa: E402


class StandInBridge:
    """The page's box as the page keeps it: the fields it was told, the input's state."""

    def __init__(self) -> None:
        self.fields: list[list] = []
        self.active: str | None = None
        self.value = ""
        self.submits = 0
        self.serial = 0
        self.opened: list[str] = []
        self.closed = 0

    def setFields(self, text: str) -> None:  # noqa: N802 - the page's name
        self.fields = json.loads(text)

    def report(self) -> str:
        return json.dumps({"active": self.active, "value": self.value,
                           "submits": self.submits, "serial": self.serial})

    def open(self, name: str) -> bool:
        self.opened.append(name)
        self.tap(name)
        return True

    def close(self) -> None:
        self.closed += 1
        self.active = None

    # what a player does on the page
    def tap(self, name: str) -> None:
        field = next(entry for entry in self.fields if entry[0] == name)
        self.active, self.value = name, field[5]
        self.serial += 1


class StandInWindow:
    def __init__(self) -> None:
        self.sevensKeyboard = None
        self.evaluated: list[str] = []

    def eval(self, code: str) -> None:
        self.evaluated.append(code)
        self.sevensKeyboard = StandInBridge()


def field_and_keyboard() -> tuple[TextField, PageKeyboard, StandInWindow, list[str]]:
    submitted: list[str] = []
    field = TextField((100, 200, 300, 40), "type or paste a deal code",
                      on_submit=submitted.append, max_length=12)
    window = StandInWindow()
    keyboard = PageKeyboard(web=True, window=window)
    return field, keyboard, window, submitted


def test_the_page_is_told_where_the_fields_are_and_installs_its_bridge_once() -> None:
    field, keyboard, window, _ = field_and_keyboard()
    keyboard.sync([("deal-code", field, (50, 100, 150, 20))])
    keyboard.sync([("deal-code", field, (50, 100, 150, 20))])
    assert window.evaluated == [PAGE_BRIDGE]
    bridge = window.sevensKeyboard
    assert bridge.fields == [["deal-code", 50, 100, 150, 20, "", 12, field.placeholder]]


def test_a_tap_on_the_field_gives_it_what_is_typed_in_the_page_and_enter_submits() -> None:
    field, keyboard, window, submitted = field_and_keyboard()
    fields = [("deal-code", field, (100, 200, 300, 40))]
    keyboard.sync(fields)
    bridge = window.sevensKeyboard
    bridge.tap("deal-code")  # the page focused its input in the tap's own gesture
    bridge.value = "7h2px"
    keyboard.sync(fields)
    assert field.focused and field.value == "7h2px"
    bridge.value = "7h2px三四五六七八九十"  # an IME's composition, longer than the field takes
    keyboard.sync(fields)
    assert field.value == "7h2px三四五六七八九"
    bridge.submits += 1
    keyboard.sync(fields)
    assert submitted == ["7h2px三四五六七八九"]
    keyboard.sync(fields)
    assert submitted == ["7h2px三四五六七八九"]  # one Enter, one submit


def test_closing_the_keyboard_leaves_the_field() -> None:
    field, keyboard, window, _ = field_and_keyboard()
    fields = [("deal-code", field, (100, 200, 300, 40))]
    keyboard.sync(fields)
    window.sevensKeyboard.tap("deal-code")
    keyboard.sync(fields)
    assert field.focused and keyboard.held == "deal-code"
    window.sevensKeyboard.active = None  # the input lost the focus
    keyboard.sync(fields)
    assert not field.focused and keyboard.held is None


def test_a_field_the_game_focuses_itself_gets_the_page_input_and_lets_go_with_the_game() -> None:
    field, keyboard, window, _ = field_and_keyboard()
    fields = [("deal-code", field, (100, 200, 300, 40))]
    keyboard.sync(fields)
    field.focused = True  # Tab
    keyboard.sync(fields)
    bridge = window.sevensKeyboard
    assert bridge.opened == ["deal-code"] and keyboard.held == "deal-code"
    keyboard.sync(fields)
    assert field.focused  # the page's opening is the game's own, not a new tap
    field.focused = False  # a click elsewhere: the game let go
    keyboard.sync(fields)
    assert bridge.closed == 1 and bridge.active is None


def test_nothing_happens_outside_the_browser() -> None:
    field = TextField((0, 0, 10, 10), "")
    window = StandInWindow()
    keyboard = PageKeyboard(web=False, window=window)
    keyboard.sync([("deal-code", field, (0, 0, 10, 10))])
    assert window.evaluated == [] and keyboard.page() is None


def test_the_menu_and_the_seats_name_their_text_fields() -> None:
    from sevens.ui.app import App, AppOptions

    pygame.init()
    app = App(AppOptions(remember=False, mute=True))
    assert [name for name, _ in text_fields(app.scene)] == ["deal-code"]
    assert text_fields(app.scene)[0][1] is app.scene.code_field
    from sevens.ui.scenes.seats.scene import SeatsScene

    seats = SeatsScene(app, app.scene)
    assert text_fields(seats) == []
    seats.editing = 1
    assert text_fields(seats) == [("seat-name", seats.name_field)]
