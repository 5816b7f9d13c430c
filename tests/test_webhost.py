"""The game's side of the web page: the mixer buffer and the heartbeat (sevens.ui.webhost)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pygame = pytest.importorskip("pygame")

from sevens.ui import webhost  # noqa: E402 - after the skip check

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
    assert webhost.heartbeat("Opening the table…", web=True, window=Window(loader)) is True
    assert loader.calls == [("heartbeat", "Opening the table…")]
    assert webhost.heartbeat("desktop", web=False, window=Window(loader)) is False
    assert loader.calls == [("heartbeat", "Opening the table…")]


def test_a_page_without_a_loading_screen_or_a_failing_one_is_no_problem() -> None:
    assert webhost.heartbeat("x", web=True, window=Window(None)) is False
    assert webhost.heartbeat("x", web=True, window=Window(LoadingScreen(fails=True))) is False


def test_the_web_build_asks_for_a_2048_frame_buffer_before_pygame_init() -> None:
    # In a fresh interpreter: pre_init, then pygame.init() opens the mixer with those values.
    script = textwrap.dedent(
        """
        import json, pygame
        from sevens.ui import webhost
        calls = []
        real = pygame.mixer.pre_init
        pygame.mixer.pre_init = lambda **kw: (calls.append(kw), real(**kw))
        done = webhost.prepare_audio(web=True)
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
        {"frequency": 44100, "size": -16, "channels": 2, "buffer": webhost.WEB_MIXER_BUFFER}
    ]
    assert webhost.WEB_MIXER_BUFFER == 2048
    if report["mixer"] is not None:
        assert report["mixer"][0] == 44100
    assert webhost.prepare_audio(web=False) is False


def test_the_app_prepares_audio_before_pygame_init() -> None:
    source = (REPO / "sevens" / "ui" / "app.py").read_text(encoding="utf-8")
    assert source.index("webhost.prepare_audio()") < source.index("pygame.init()")
