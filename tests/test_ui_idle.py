"""An idle game sleeps: a still screen is not drawn again until something changes, and the
loop measures its own idle CPU for ``python -m sevens bench``."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import asyncio

import pygame

from sevens.rules import build_rules
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.table import TableScene


def still_frames(app: App, count: int) -> int:
    """Draws during ``count`` frames with no input."""
    pygame.event.clear()
    before = app.draws
    for _ in range(count):
        app.step(1 / 60)
    return app.draws - before


def test_the_menu_is_drawn_once_then_only_after_input() -> None:
    app = App(AppOptions(mute=True, remember=False))
    assert isinstance(app.scene, MenuScene)
    app.step(1 / 60)
    assert still_frames(app, 60) == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(1, 1),
                                         buttons=(0, 0, 0)))
    before = app.draws
    assert app.step(1 / 60)
    assert app.draws == before + 1
    assert still_frames(app, 30) == 0
    pygame.quit()


def test_a_table_waiting_for_you_stops_drawing_and_wakes_on_a_key() -> None:
    app = App(AppOptions(rules_id="douque", seed=7, speed="fast", mute=True, remember=False))
    app.start_match(build_rules(app.settings), "douque")
    scene = app.scene
    assert isinstance(scene, TableScene)
    moving = 0
    while not (scene.session.human_to_move and not scene.animating):
        moving += app.step(1 / 30)
    assert moving > 10  # while the bots played, every frame was drawn
    assert still_frames(app, 90) <= 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                         unicode="", scancode=0))
    drawn = app.step(1 / 60)
    assert drawn and scene.interaction.selected is not None
    pygame.quit()


def test_the_loop_sleeps_between_still_frames() -> None:
    app = App(AppOptions(mute=True, remember=False))

    async def run() -> int:
        await app.loop(0.5)
        return app.frames

    frames = asyncio.run(run())
    assert 3 <= frames <= 20  # about 20 polls a second, not 60 frames (or thousands)
    pygame.quit()


def test_bench_reports_idle_cpu_next_to_the_frame_times() -> None:
    from sevens.ui.tools.frame_bench import frame_times

    report = frame_times(frames=10, idle_seconds=0.4)
    idle = report["idle"]
    assert idle["table_waiting_for_you"]
    assert idle["menu_draws"] == 0 and idle["table_draws"] == 0
    assert 0 <= idle["menu_cpu_percent"] < 100 and 0 <= idle["table_cpu_percent"] < 100
