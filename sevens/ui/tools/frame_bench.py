"""Benchmarks of the interface (``python -m sevens bench`` reports them): the table scene's
frame time at 1280×720, the frames while cards fly drawn from the cached still layer
(``animation``) against the same frames drawn whole (``full_redraw``), and the CPU an idle game
uses on the menu and on a table waiting for the human.

Uses a real window when a display is available (``DISPLAY`` set, e.g. under Xvfb) and the
SDL dummy drivers otherwise; the report names the driver.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sevens.ui.app import App

IDLE_SECONDS = 3.0
IDLE_SETTLE_SECONDS = 0.5


def _bench_app(rules_id: str, seed: int, autoplay: bool = True) -> App:
    """A muted app remembering nothing, its bots at the fast pace, in a real window when a
    display is available (else under SDL's dummy drivers)."""
    if "SDL_VIDEODRIVER" not in os.environ and not os.environ.get("DISPLAY"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from sevens.ui.app import App, AppOptions

    return App(AppOptions(rules_id=rules_id, seed=seed, speed="fast", mute=True,
                          remember=False, autoplay=autoplay))


def frame_times(frames: int = 300, rules_id: str = "douque", seed: int = 7,
                idle_seconds: float = IDLE_SECONDS) -> dict[str, Any]:
    """Draw the table scene ``frames`` times mid-deal, bots playing, and time each frame;
    then measure the idle CPU (:func:`idle_cpu`, skipped when ``idle_seconds`` is 0).

    Returns the frame times (:func:`_summary`) with ``"rules"``, ``"size"`` and ``"idle"``.
    A frame is the scene's update and draw on the 1280×720 canvas (the window's scaling is
    left out). The ``cpu_`` figures count this thread's CPU time only, so they stay honest on
    a busy machine where wall-clock spikes are other processes.
    """
    app = _bench_app(rules_id, seed)
    import pygame

    from sevens.rules import build_rules
    from sevens.ui.geometry.canvas import LANDSCAPE
    from sevens.ui.scenes.table import TableScene

    app.start_match(build_rules(app.settings), rules_id)
    scene = app.scene
    assert isinstance(scene, TableScene)

    def frame() -> None:
        scene.update(1 / 60)
        scene.draw(app.canvas)

    for _ in range(40):  # warm the caches and get to the middle of the deal
        frame()
    times: list[tuple[float, float]] = []
    for _ in range(frames):
        if app.scene is not scene:
            app.session.new_deal()
            scene = TableScene(app, app.session)
            app.set_scene(scene)
        times.append(_timed(frame))
        pygame.event.pump()
    pygame.quit()
    report: dict[str, Any] = {**_summary(times), "rules": rules_id, "size": list(LANDSCAPE)}
    report.update(animation_frames(frames, rules_id=rules_id, seed=seed))
    if idle_seconds > 0:
        report["idle"] = idle_cpu(idle_seconds, rules_id=rules_id, seed=seed)
    return report


def _timed(action: Callable[[], object]) -> tuple[float, float]:
    """Run ``action``; the (wall-clock, this thread's CPU) time it took, in ms."""
    wall, cpu = time.perf_counter(), time.thread_time()
    action()
    return (time.perf_counter() - wall) * 1000.0, (time.thread_time() - cpu) * 1000.0


def _summary(times: list[tuple[float, float]]) -> dict[str, Any]:
    """Frame count, wall-clock mean/median/p95/worst and this thread's CPU mean/p95/worst,
    in ms, of (wall, CPU) frame ``times``."""
    ordered, cpu = sorted(wall for wall, _ in times), sorted(cpu for _, cpu in times)

    def p95(values: list[float]) -> float | None:
        return round(values[max(0, int(len(values) * 0.95) - 1)], 3) if values else None

    return {"frames": len(ordered),
            "mean_ms": round(sum(ordered) / max(1, len(ordered)), 3),
            "median_ms": round(ordered[len(ordered) // 2], 3) if ordered else None,
            "p95_ms": p95(ordered),
            "worst_ms": round(ordered[-1], 3) if ordered else None,
            "cpu_mean_ms": round(sum(cpu) / max(1, len(cpu)), 3),
            "cpu_p95_ms": p95(cpu),
            "cpu_worst_ms": round(cpu[-1], 3) if cpu else None}


def animation_frames(frames: int = 300, rules_id: str = "douque",
                     seed: int = 7) -> dict[str, Any]:
    """Frames while a card flies, timed two ways on the very same frames: ``animation``, the
    game's path (:meth:`TableScene.draw_frame` from the cached still layer, presenting only
    the dirty rectangles), and ``full_redraw``, the whole table drawn and presented, as every
    frame was before.

    Bots play every seat of a table in a fresh app of its own (closed afterwards), at the
    fast pace; frames without a card in the air are drawn (the cache follows them)
    but not timed. Each figure is the drawing plus the present (``pygame.display.update``
    of the rectangles, or a whole flip); the bots' thinking is left out. Returns
    ``{"animation": {...}, "full_redraw": {...}, "speedup_p95"}``, each part as
    :func:`_summary` (the CPU figures steady on a busy machine).
    """
    app = _bench_app(rules_id, seed)
    import pygame

    import sevens
    from sevens.app.session import Session
    from sevens.ui.scenes.table import TableScene

    rules = sevens.PRESETS[rules_id]
    window = pygame.display.get_surface()
    canvas = pygame.Surface(app.canvas.get_size()).convert()
    whole = pygame.Surface(app.canvas.get_size()).convert()

    def table() -> TableScene:
        session = Session(rules, rules_id, level="normal", deals=rules.deals, seed=seed,
                          speed="fast", autoplay=True)
        return TableScene(app, session)

    def present(rects: list[pygame.Rect] | None) -> None:
        if rects is None:
            window.blit(canvas, (0, 0))
            pygame.display.flip()
        elif rects:
            pygame.display.update([window.blit(canvas, rect, rect) for rect in rects])

    scene = table()
    for _ in range(20):  # warm the caches (card faces, texts, panels)
        scene.update(1 / 60)
        scene.draw(whole)
        scene.draw_frame(canvas)

    def redraw_whole() -> None:
        scene.draw(whole)
        window.blit(whole, (0, 0))
        pygame.display.flip()

    def draw_cached() -> None:
        present(scene.draw_frame(canvas))

    cached: list[tuple[float, float]] = []
    full: list[tuple[float, float]] = []
    for _ in range(frames * 40):
        if len(cached) >= frames:
            break
        if scene.session.game.over and not scene.busy:
            seed += 1
            scene = table()
            present(scene.draw_frame(canvas, full=True))
        scene.update(1 / 60)
        pygame.event.pump()
        if not scene.busy:
            present(scene.draw_frame(canvas))
            continue
        full.append(_timed(redraw_whole))
        cached.append(_timed(draw_cached))
    pygame.quit()
    animation, full_redraw = _summary(cached), _summary(full)
    speedup = None
    if animation["p95_ms"] and full_redraw["p95_ms"]:
        speedup = round(full_redraw["p95_ms"] / animation["p95_ms"], 2)
    return {"animation": animation, "full_redraw": full_redraw, "speedup_p95": speedup}


def idle_cpu(seconds: float = IDLE_SECONDS, rules_id: str = "douque",
             seed: int = 7) -> dict[str, Any]:
    """The share of one core the real frame loop (:meth:`App.loop`) uses while nothing
    moves: on the menu, and on a table waiting for the human's move.

    Each figure is this process's CPU time (``time.process_time``, every thread) over the
    wall time of ``seconds`` of loop, after a short settling time. Returns
    ``{"menu_cpu_percent", "table_cpu_percent", "menu_draws", "table_draws", "seconds",
    "video_driver"}`` (the draws counted during the measurement).
    """
    app = _bench_app(rules_id, seed, autoplay=False)
    import pygame

    from sevens.rules import build_rules

    report: dict[str, Any] = {"seconds": seconds, "video_driver": pygame.display.get_driver()}
    report["menu_cpu_percent"], report["menu_draws"] = _measure(app, seconds)
    app.start_match(build_rules(app.settings), rules_id)
    session = app.session
    assert session is not None
    for _ in range(20000):  # the bots play (fast pace) until the human is to move
        if session.human_to_move and not app.scene.animating:
            break
        app.step(1 / 30)
    report["table_cpu_percent"], report["table_draws"] = _measure(app, seconds)
    report["table_waiting_for_you"] = session.human_to_move
    pygame.quit()
    return report


def _measure(app: App, seconds: float) -> tuple[float, int]:
    """(CPU percent of one core, frames drawn) over ``seconds`` of the app's loop."""

    async def run() -> tuple[float, int]:
        await app.loop(IDLE_SETTLE_SECONDS)
        draws = app.draws
        cpu, wall = time.process_time(), time.perf_counter()
        await app.loop(seconds)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        return round(100.0 * cpu / max(wall, 1e-9), 2), app.draws - draws

    return asyncio.run(run())


if __name__ == "__main__":
    import json

    print(json.dumps(frame_times()))
