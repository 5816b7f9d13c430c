"""The game's side of the web page: the heartbeat (sevens.app.webpage) and the browser's mixer
buffer (sevens.ui.sound)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from sevens.app import webpage

REPO = Path(__file__).resolve().parent.parent


class LoadingScreen:
    def __init__(self, fails: bool = False) -> None:
        self.calls: list[tuple[str, str]] = []
        self.fails = fails

    def stage(self, name: str, detail: str = "") -> None:
        if self.fails:
            raise RuntimeError("JavaScript threw")
        self.calls.append((name, detail))


class Window:
    def __init__(self, loader: LoadingScreen | None) -> None:
        if loader is not None:
            self.sevensLoader = loader


def test_the_heartbeat_reaches_the_page_only_in_the_browser() -> None:
    loader = LoadingScreen()
    assert webpage.heartbeat("Opening the table…", web=True, window=Window(loader)) is True
    assert loader.calls == [("heartbeat", "Opening the table…")]
    assert webpage.heartbeat("desktop", web=False, window=Window(loader)) is False
    assert loader.calls == [("heartbeat", "Opening the table…")]


def test_a_page_without_a_loading_screen_or_a_failing_one_is_no_problem() -> None:
    assert webpage.heartbeat("x", web=True, window=Window(None)) is False
    assert webpage.heartbeat("x", web=True, window=Window(LoadingScreen(fails=True))) is False


def test_the_web_build_asks_for_a_2048_frame_buffer_before_pygame_init() -> None:
    pytest.importorskip("pygame")
    from sevens.ui import sound

    # In a fresh interpreter: pre_init, then pygame.init() opens the mixer with those values.
    script = textwrap.dedent(
        """
        import json, pygame
        from sevens.ui import sound
        calls = []
        real = pygame.mixer.pre_init
        pygame.mixer.pre_init = lambda **kw: (calls.append(kw), real(**kw))
        done = sound.prepare_audio(web=True)
        pygame.init()
        print(json.dumps({"done": done, "calls": calls, "mixer": pygame.mixer.get_init()}))
        """
    )
    environment = dict(
        os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy", PYTHONPATH=str(REPO)
    )
    completed = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env=environment,
        check=True,
    )
    import json

    report = json.loads(completed.stdout.strip().splitlines()[-1])
    assert report["done"] is True
    assert report["calls"] == [
        {"frequency": 44100, "size": -16, "channels": 2, "buffer": sound.WEB_MIXER_BUFFER}
    ]
    assert sound.WEB_MIXER_BUFFER == 2048
    if report["mixer"] is not None:
        assert report["mixer"][0] == 44100
    assert sound.prepare_audio(web=False) is False


def test_the_app_prepares_audio_before_pygame_init() -> None:
    source = (REPO / "sevens" / "ui" / "app.py").read_text(encoding="utf-8")
    assert source.index("prepare_audio()") < source.index("pygame.init()")


class DatedPage:
    """A page whose calendar says 1 December 2026 (the runtime's clock may say otherwise)."""

    def __init__(self) -> None:
        self.location = type("Location", (), {"origin": "https://example.org",
                                              "pathname": "/sevens/"})()

    def eval(self, script: str) -> str:
        assert "getFullYear" in script
        return "2026-12-1"


def test_the_daily_deal_is_the_pages_date_and_an_invite_opens_the_page() -> None:
    import datetime

    from sevens.app import daily, online_lobby

    assert daily.local_date(web=True, window=DatedPage()) == datetime.date(2026, 12, 1)
    # no page, or a page that will not say: the runtime's own clock
    assert daily.local_date(web=True, window=object()) == datetime.date.today()
    assert daily.local_date(web=False, window=DatedPage()) == datetime.date.today()
    assert webpage.page_address(web=True, window=DatedPage()) == "https://example.org/sevens/"
    assert online_lobby.invite_page() == online_lobby.DEFAULT_PAGE  # natively: the published
