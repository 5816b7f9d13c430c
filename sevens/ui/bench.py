"""Frame-time benchmark of the table scene at 1280×720 (``python -m sevens bench`` uses it)."""

from __future__ import annotations

import os
import time
from typing import Any


def frame_times(frames: int = 300, rules_id: str = "douque", seed: int = 7) -> dict[str, Any]:
    """Draw the table scene ``frames`` times mid-deal, bots playing, and time each frame.

    Runs headless (SDL dummy drivers unless a display driver is already chosen). Returns
    ``{"frames", "mean_ms", "median_ms", "worst_ms", "p95_ms", "cpu_mean_ms", "cpu_worst_ms",
    "rules", "size"}``. A frame is the scene's update and draw on the 1280×720 canvas (the
    window's scaling is left out). The ``cpu_`` figures count this thread's CPU time only, so
    they stay honest on a busy machine where wall-clock spikes are other processes.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from sevens.ui import theme
    from sevens.ui.app import App, AppOptions
    from sevens.ui.table import TableScene

    app = App(AppOptions(rules_id=rules_id, seed=seed, speed="fast", mute=True,
                         remember=False, autoplay=True))
    rules = app.settings
    from sevens.ui.menu import build_rules

    app.start_match(build_rules(rules), rules_id)
    scene = app.scene
    assert isinstance(scene, TableScene)
    # Warm the caches and get to the middle of the deal.
    for _ in range(40):
        scene.update(1 / 60)
        scene.draw(app.canvas)
    timings: list[float] = []
    cpu_timings: list[float] = []
    for _ in range(frames):
        if app.scene is not scene:
            app.session.new_deal()
            scene = TableScene(app, app.session)
            app.set_scene(scene)
        start, cpu_start = time.perf_counter(), time.thread_time()
        scene.update(1 / 60)
        scene.draw(app.canvas)
        timings.append((time.perf_counter() - start) * 1000.0)
        cpu_timings.append((time.thread_time() - cpu_start) * 1000.0)
        pygame.event.pump()
    timings.sort()
    pygame.quit()
    return {
        "frames": frames,
        "mean_ms": round(sum(timings) / len(timings), 3),
        "median_ms": round(timings[len(timings) // 2], 3),
        "worst_ms": round(timings[-1], 3),
        "p95_ms": round(timings[int(len(timings) * 0.95) - 1], 3),
        "cpu_mean_ms": round(sum(cpu_timings) / len(cpu_timings), 3),
        "cpu_worst_ms": round(max(cpu_timings), 3),
        "rules": rules_id,
        "size": list(theme.LOGICAL_SIZE),
    }


if __name__ == "__main__":
    import json

    print(json.dumps(frame_times()))
