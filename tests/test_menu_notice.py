"""The menu's notices as a phone player meets them (issue 45, item 14).

- The notice that a game in progress was kept names the button that continues it, in every
  language, and nothing under it shows through once it has faded in.
- A long notice (a backup's folder named in full) is shown whole, a page at a time where its
  place holds fewer lines, and never reaches the deal code's label (desktop) or the *Table*
  heading (a phone held upright): at 390×844, 844×390 and 1280×720.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import make_app  # noqa: E402
from layout_probe import draw, record  # noqa: E402

import sevens  # noqa: E402
from sevens.app import translation  # noqa: E402
from sevens.app.notices import NoticeBoard  # noqa: E402
from sevens.app.storage import MemoryBackend, Store  # noqa: E402
from sevens.app.translation import render, text  # noqa: E402
from sevens.message import Message  # noqa: E402
from sevens.ui import app as app_module  # noqa: E402
from sevens.ui.app import App, AppOptions  # noqa: E402
from sevens.ui.display import letterbox
from sevens.ui.scenes.menu.scene import MenuScene  # noqa: E402

LANGUAGES = ["en", "ja", "zh-Hans", "zh-Hant"]
WINDOWS = [(390, 844), (844, 390), (1280, 720)]
BACKUP = "/home/someone/.local/share/sevens/settings.backup-20261205-162233"


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    translation.set_language("en")
    pygame.quit()


@pytest.fixture
def store(monkeypatch: pytest.MonkeyPatch) -> Store:
    """One in-memory store that outlives an App, as the data folder outlives a run."""
    shared = Store(MemoryBackend())
    monkeypatch.setattr(app_module, "open_store", lambda: shared)
    return shared


def until_steady(app: App, notice: Message) -> MenuScene:
    """Run the menu until ``notice`` is on show, faded in whole."""
    menu = app.scene
    assert isinstance(menu, MenuScene)
    for _ in range(600):
        app.step(1 / 30)
        if app.notices.current == notice and app.notices.opacity() >= 1:
            return menu
        if app.notices.current is not None and app.notices.current != notice:
            app.notices.dismiss()
    raise AssertionError(f"{notice} never came up: {app.notices.shown}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_kept_game_notice_names_its_button_and_hides_what_is_under_it(
        store: Store, language: str) -> None:
    first = App(AppOptions(rules_id="sevens", mute=True, speed="instant", seed=77,
                           language=language, window=(390, 844)))
    first.start_match(sevens.preset("sevens"), "sevens")
    session = first.session
    assert session is not None
    bot = sevens.make_bot("random", seed=5)
    while len(session.game.moves) < 6:
        if session.human_to_move:
            session.apply_human(bot.choose(session.view()))
        else:
            session.update(5.0)
    first.step(1 / 60)
    pygame.quit()

    again = App(AppOptions(mute=True, speed="instant", language=language, window=(390, 844)))
    assert again.session is not None
    kept = next(notice for notice in [*again.notices.queue, again.notices.current]
                if notice is not None and notice.key == "saved.restored")
    menu = until_steady(again, kept)
    resume = next(button for button in menu.buttons if button.name == "resume")
    found = [] if resume.label in render(kept) else [
        f"the notice {render(kept)!r} does not name the button {resume.label!r}"]
    toast = menu.toast_rect()
    assert toast is not None
    inside = toast.inflate(-24, -24)  # clear of the rounded corners
    pictures = []
    for rules_id in ("sevens", "badam-satti"):  # two descriptions under the notice
        again.settings.rules_id = rules_id
        menu.draw(again.canvas)
        pictures.append(again.canvas.subsurface(inside).copy())
    first_picture, second_picture = pictures
    differing = sum(first_picture.get_at((x, y)) != second_picture.get_at((x, y))
                    for x in range(inside.width) for y in range(inside.height))
    if differing:
        found.append(f"{differing} pixels of what lies under the notice show through")
    assert not found, "\n".join(found)


def click(app: App, position: tuple[int, int]) -> None:
    """A click at a logical ``position``, sent at its place in the window, then a frame."""
    box = letterbox(pygame.display.get_window_size(), app.size)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(
        round(box.x + (position[0] + 0.5) * box.width / app.size[0]),
        round(box.y + (position[1] + 0.5) * box.height / app.size[1]))))
    app.step(1 / 60)


def squeezed(string: str) -> str:
    """``string`` without its white space (lines wrapped at a space lose it)."""
    return re.sub(r"\s+", "", string)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("window", WINDOWS)
def test_a_long_notice_is_shown_whole_and_clear_of_what_lies_below(
        window: tuple[int, int], language: str) -> None:
    app = make_app(window, language=language)
    notice = Message("notice.unusable_kept", record=Message("notice.record.settings"),
                     problem=Message("notice.problem.unreadable"), where=BACKUP)
    app.notices = NoticeBoard([notice])
    menu = until_steady(app, notice)
    canvas = record(app)
    shown: list[str] = []
    found: list[str] = []
    labels = {text("menu.table")}
    for _page in range(10):
        toast = menu.toast_rect()
        if toast is None or app.notices.current != notice:
            break
        drawn = draw(app, canvas)
        start = next(index for index, item in enumerate(drawn)
                     if item.kind == "panel" and item.ink == toast)
        lines = [item for item in drawn[start + 1:] if item.kind == "text"
                 and toast.contains(item.ink) and item.text != "i"]  # the disc's mark
        shown += [item.text for item in lines]
        found += [f"{item.text!r} {item.ink} leaves the notice {toast}"
                  for item in drawn[start + 1:] if item.kind == "text"
                  and item.ink.colliderect(toast) and not toast.contains(item.ink)]
        if not pygame.Rect((0, 0), app.size).contains(toast):
            found.append(f"the notice {toast} leaves the canvas {app.size}")
        found += [f"the notice {toast} covers {item.text!r} {item.ink}"
                  for item in drawn[:start] if item.kind == "text"
                  and item.text in labels and item.ink.colliderect(toast)]
        click(app, toast.center)
    assert not found, "\n".join(found)
    assert app.notices.current != notice, "clicking through the pages never took it away"
    assert squeezed("".join(shown)) == squeezed(render(notice))
    assert squeezed(BACKUP) in squeezed("".join(shown))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("window", [*WINDOWS, (640, 360), (360, 640)])
def test_the_count_of_notices_waiting_stands_clear_of_the_lines(
        window: tuple[int, int], language: str) -> None:
    """A notice with another waiting: its lines end left of the count (*1 more*), which once
    covered the end of the first line on a phone turned sideways."""
    app = make_app(window, language=language)
    first = Message("saved.restored", button=Message("menu.continue"))
    app.notices = NoticeBoard([first, Message("daily.already_left")])
    menu = until_steady(app, first)
    drawn = draw(app, record(app))
    toast = menu.toast_rect()
    assert toast is not None
    start = next(index for index, item in enumerate(drawn)
                 if item.kind == "panel" and item.ink == toast)  # what is drawn over it
    texts = [item for item in drawn[start + 1:] if item.kind == "text"]
    more = next(item for item in texts if item.text == text("menu.notice_more", count=1))
    found = [f"{item.text!r} {item.ink} runs into {more.text!r} {more.ink}"
             for item in texts if item is not more and item.ink.colliderect(more.ink)]
    assert not found, "\n".join(found)
