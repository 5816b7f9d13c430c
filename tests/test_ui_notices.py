"""Notices for the player (bad launch values, storage trouble) appear once each, calmly, as
a toast on the menu."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens.ui.app as app_module
from sevens.app import launch_options, profile, startup
from sevens.app.notices import NoticeBoard
from sevens.app.translation import english
from sevens.message import Message
from sevens.ui import theme
from sevens.ui.app import App, AppOptions, parse_arguments
from sevens.ui.geometry.canvas import LANDSCAPE
from sevens.ui.scenes.menu.scene import MenuScene

BLOCKED = ("Your browser is blocking storage; progress won't be kept.")


def as_is(sentence: str | None) -> Message | None:
    """A notice whose words are given as they are (``text.as_is``)."""
    return None if not sentence else Message("text.as_is", text=sentence)


def words(notices: Any) -> list[str]:
    """Notices as the player reads them in English."""
    return [english(notice) for notice in notices]


class NoticeStore:
    """A memory store with a standing notice, whose saves fail with a sentence."""

    def __init__(self, notice: str | None = BLOCKED, save_notice: str | None = None) -> None:
        self.notice = as_is(notice)
        self.save_notice = as_is(save_notice)
        self.inner = profile.memory_store()

    def load(self, name: str, default: Any, **checks: Any) -> Any:
        return self.inner.load(name, default, **checks)

    def save(self, name: str, value: Any) -> Message | None:
        self.inner.save(name, value)
        return self.save_notice


def run_menu(app: App, seconds: float) -> list[str | None]:
    """Step the app; what the menu's toast showed on every frame."""
    seen = []
    for _ in range(round(seconds * 60)):
        app.step(1 / 60)
        current = app.notices.current
        seen.append(english(current) if current is not None and isinstance(app.scene, MenuScene)
                    else None)
    return seen


def runs(seen: list[str | None]) -> list[str]:
    """The toasts in the order shown, one entry per appearance."""
    shown = []
    previous = None
    for item in seen:
        if item is not None and item != previous:
            shown.append(item)
        previous = item
    return shown


@pytest.fixture
def blocked_storage(monkeypatch: pytest.MonkeyPatch) -> NoticeStore:
    store = NoticeStore(save_notice="Your settings could not be saved: quota exceeded.")
    monkeypatch.setattr(app_module, "open_store", lambda: store)
    return store


def test_every_notice_is_shown_once_on_the_menu(blocked_storage: NoticeStore) -> None:
    launch = ("Unknown rules 'xyz' — playing Sevens (British) instead.",
              "Unknown level 'genius' (choose random, easy, normal, hard or expert) — playing at "
              "normal instead.")
    app = App(AppOptions(mute=True, notices=tuple(map(as_is, (*launch, launch[0])))))
    app.save("settings")
    app.save("settings")  # the same failure twice is one notice
    seen = run_menu(app, 60)
    expected = [*launch, BLOCKED, "Your settings could not be saved: quota exceeded."]
    assert runs(seen) == expected
    assert words(app.notices.shown) == expected
    assert seen[-1] is None
    # Away to another screen and back: nothing comes again.
    app.scene.open_stats()
    app.step(1 / 60)
    app.scene.back()
    assert runs(run_menu(app, 20)) == []
    pygame.quit()


def test_a_toast_is_calm_fits_the_menu_and_a_click_dismisses_it(
        blocked_storage: NoticeStore) -> None:
    app = App(AppOptions(mute=True, notices=(as_is("First notice."),)))
    run_menu(app, 1)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    assert words([app.notices.current]) == ["First notice."]
    rect = menu.toast_rect()
    assert rect is not None
    screen = pygame.Rect((0, 0), LANDSCAPE)
    assert screen.contains(rect)
    entries = [menu.entry_rect(index) for index in range(8)]
    widgets = [widget.rect for widget in [*menu.steppers, *menu.buttons]]
    assert rect.collidelist(entries) == -1 and rect.collidelist(widgets) == -1
    menu.draw(app.canvas)
    # Calm: the sentence is drawn in the ordinary text colour, not the error colour.
    colours = {tuple(app.canvas.get_at((x, y)))[:3] for x in range(rect.x + 42, rect.right - 70)
               for y in range(rect.y + 8, rect.bottom - 8)}
    assert theme.DANGER not in colours
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step(1 / 60)
    assert app.notices.current != as_is("First notice.")
    assert words(app.notices.shown).count("First notice.") == 1
    assert isinstance(app.scene, MenuScene)
    pygame.quit()


def test_bad_launch_values_become_notices_and_the_promised_defaults(
        blocked_storage: NoticeStore) -> None:
    options = parse_arguments(["--rules", "xyz", "--players", "12", "--deals", "0",
                               "--mute"])
    assert len(options.notices) == 3
    app = App(options)
    assert app.settings.rules_id == "douque"  # the rule system a fresh start selects
    assert app.settings.players == 4
    assert app.settings.deals == 4
    assert runs(run_menu(app, 60)) == [*words(options.notices), BLOCKED]
    pygame.quit()


def test_the_browser_reads_which_options_were_given_from_the_query(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("rules", "xyz")
    monkeypatch.setenv("level", "")
    given = startup.asked(launch_options.launch_source({"seed": "5"}, web=True))
    assert "rules" in given and "level" not in given and "seed" not in given  # no flags


def test_notice_board_queues_fades_and_ignores_repeats() -> None:
    one, two = as_is("one"), as_is("two")
    board = NoticeBoard([one, None, one, two])  # type: ignore[list-item]
    assert words(board.queue) == ["one", "two"]
    board.update(0.0)
    assert board.current == one and board.pending == 1
    assert board.opacity() == 0.0
    board.update(1.0)
    assert board.opacity() == 1.0
    board.add(one)
    assert board.pending == 1
    board.update(NoticeBoard.duration(one))
    assert board.current is None
    board.update(1.0)
    board.update(0.0)
    assert board.current == two
