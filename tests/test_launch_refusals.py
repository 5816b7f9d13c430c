"""A bad value on main.py's command line is a notice in the game, never a crash (SPEC §5;
issue 45, item 9): a screenshot folder that is a file, and a seat refused with a deal link
(which opens straight to the table, where the menu's toasts are not shown)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.app.startup import parse_arguments
from sevens.app.translation import english
from sevens.ui.app import App
from sevens.ui.scenes.table import TableScene

ROOT = Path(__file__).resolve().parent.parent


def test_a_screenshot_folder_that_is_a_file_is_a_notice(tmp_path: Path) -> None:
    taken = tmp_path / "passwd"
    taken.write_text("not a folder", encoding="utf-8")
    options = parse_arguments(["--autoplay", "--screenshot", str(taken)])
    assert options.screenshot_folder is None
    notices = [english(notice) for notice in options.notices]
    assert any("Screenshots cannot be saved" in notice and "a file, not a folder" in notice
               and "passwd" in notice for notice in notices), notices
    assert taken.read_text(encoding="utf-8") == "not a folder"


def test_a_screenshot_folder_that_cannot_be_made_is_a_notice_once(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    options = parse_arguments(["--autoplay", "--screenshot", str(blocker / "shots")])
    assert options.screenshot_folder == blocker / "shots"
    app = App(options)
    try:
        assert app.screenshot("menu") is None
        assert app.options.screenshot_folder is None
        waiting = [english(notice) for notice in app.notices.queue]
        assert sum("Screenshots cannot be saved" in notice for notice in waiting) == 1
        assert app.screenshot("table-deal1") is None  # no second try, no second notice
        assert len(app.notices.queue) == len(waiting)
    finally:
        pygame.quit()


def test_main_py_with_a_file_as_screenshot_folder_plays_on(tmp_path: Path) -> None:
    taken = tmp_path / "passwd"
    taken.write_text("x", encoding="utf-8")
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for folder in (taken, taken / "shots"):
        completed = subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "--autoplay", "--screenshot", str(folder),
             "--frames", "60"], capture_output=True, text=True, timeout=300, env=environment)
        assert completed.returncode == 0, completed.stderr
        assert "Traceback" not in completed.stderr
    assert taken.read_text(encoding="utf-8") == "x"


@pytest.mark.parametrize("seat", ["9", "abc", "5"])
def test_a_refused_seat_with_a_deal_link_is_said_at_the_table(seat: str) -> None:
    code = sevens.Game(sevens.preset("douque"), seed=77).deal_code
    app = App(parse_arguments(["--fresh", "--mute", "--rules", "douque", "--deal", code,
                               "--seat", seat]))
    try:
        table = app.scene
        assert isinstance(table, TableScene) and app.session.human_seat == 0
        assert table.status.flash is not None
        said, _colour, seconds = table.status.flash
        assert f"{seat}" in said and "seat 0" in said, said
        assert seconds >= 5
        assert not app.notices.queue  # said once, not again on the menu
        assert any("seat" in english(notice) for notice in app.notices.shown)
    finally:
        pygame.quit()
