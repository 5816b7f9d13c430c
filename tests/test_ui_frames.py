"""Frames that cost little (issue 30): the table's cached still layer plus dirty rectangles
gives the same picture, pixel for pixel, as drawing the whole table, at many points of the
cards' flights; and it really is the cached path that drew them (correctness, not timing)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from sevens.rules import build_rules
from sevens.ui.app import App, AppOptions
from sevens.ui.display import letterbox
from sevens.ui.scenes.table import TableScene

FRAME = 1 / 60


def autoplay_table(rules_id: str, seed: int = 7) -> tuple[App, TableScene]:
    """Bots in every seat at the normal pace (cards fly), mid-deal."""
    app = App(AppOptions(rules_id=rules_id, seed=seed, speed="fast", mute=True,
                         remember=False, autoplay=True))
    app.start_match(build_rules(app.settings), rules_id)
    scene = app.scene
    assert isinstance(scene, TableScene)
    return app, scene


def same_pixels(first: pygame.Surface, second: pygame.Surface) -> bool:
    return pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")


@pytest.mark.parametrize("rules_id", ["douque", "sevens"])
def test_cached_frames_match_whole_redraws_through_flights(rules_id: str) -> None:
    app, scene = autoplay_table(rules_id)
    whole = pygame.Surface(app.canvas.get_size()).convert()
    compared = cached = flying = 0
    for frame in range(900):
        scene.update(FRAME)
        if app.scene is not scene:
            break
        rects = scene.draw_frame(app.canvas, full=frame == 0)
        scene.draw(whole)
        assert same_pixels(app.canvas, whole), f"frame {frame} differs from a whole redraw"
        compared += 1
        cached += rects is not None
        flying += scene.busy and rects is not None
    assert compared > 300
    assert flying > 20, "cards flew through frames drawn from the cache"
    assert cached > compared // 2


def test_a_table_waiting_for_you_presents_nothing_new() -> None:
    app = App(AppOptions(rules_id="douque", seed=7, speed="fast", mute=True, remember=False))
    app.start_match(build_rules(app.settings), "douque")
    scene = app.scene
    assert isinstance(scene, TableScene)
    for _ in range(5000):
        scene.update(FRAME)
        scene.draw_frame(app.canvas)
        if scene.human_may_act() and not scene.animation.bubbles:
            break
    assert scene.human_may_act()
    scene.draw_frame(app.canvas)
    assert scene.draw_frame(app.canvas) == []
    assert scene.draw_frame(app.canvas, full=True) is None


def test_flying_frames_redraw_only_small_rectangles() -> None:
    app, scene = autoplay_table("douque")
    area = app.canvas.get_width() * app.canvas.get_height()
    sizes = []
    for _ in range(600):
        scene.update(FRAME)
        rects = scene.draw_frame(app.canvas)
        if rects and scene.busy:
            sizes.append(sum(rect.width * rect.height for rect in rects))
    assert sizes, "no frame of a flight came from the cache"
    assert sorted(sizes)[len(sizes) // 2] < area // 10


def test_a_screenshot_in_between_does_not_leave_ghosts() -> None:
    app, scene = autoplay_table("sevens")
    whole = pygame.Surface(app.canvas.get_size()).convert()
    checked = 0
    for frame in range(400):
        scene.update(FRAME)
        if app.scene is not scene:
            break
        if frame % 11 == 5:
            scene.draw(app.canvas)  # as the autoplay screenshots do
        scene.draw_frame(app.canvas)
        if scene.busy:
            scene.draw(whole)
            assert same_pixels(app.canvas, whole)
            scene.draw_frame(app.canvas)
            checked += 1
    assert checked > 10


def spy_on_updates(app: App, frames: int) -> list[object]:
    """Run ``frames`` frames of the app, returning what each display update was given."""
    presented: list[object] = []
    original = pygame.display.update

    def spy(rects=None):  # noqa: ANN001, ANN202 - pygame's own signature
        presented.append(rects)
        return original(rects) if rects is not None else original()

    pygame.display.update = spy
    try:
        for _ in range(frames):
            app.step(FRAME)
    finally:
        pygame.display.update = original
    return presented


def test_the_app_presents_only_dirty_rectangles() -> None:
    app, _scene = autoplay_table("douque")
    presented = spy_on_updates(app, 300)
    partial = [rects for rects in presented if isinstance(rects, list) and rects]
    assert partial, "nothing was presented as dirty rectangles"
    window = pygame.display.get_surface().get_rect()
    assert all(window.contains(rect) and rect.width * rect.height < window.width * window.height
               for rects in partial for rect in rects)


def test_a_scaled_window_shows_exactly_the_scaled_canvas() -> None:
    app, _scene = autoplay_table("douque")
    pygame.display.set_mode((1000, 700))
    for frame in range(240):
        app.step(FRAME)
        if frame % 40 == 39:
            window = pygame.display.get_surface()
            box = letterbox(window.get_size(), app.size)
            scaled = pygame.transform.smoothscale(app.canvas, box.size)
            assert same_pixels(window.subsurface(box), scaled), f"frame {frame}"
