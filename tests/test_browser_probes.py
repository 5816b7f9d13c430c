"""The browser checks' probes (tests/browser/game_probe.py and tap_probe.py, run inside the
page by Pyodide) read the scenes' own attributes; here they run natively, in one namespace as
the page runs them, on every scene of a deal, so a scene that drops what a probe reads fails
the quick run too, not only the browser checks."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

sys.path.insert(0, str(Path(__file__).parent))
from helpers import make_app  # noqa: E402

PROBES = Path(__file__).parent / "browser"


def probes() -> dict[str, Any]:
    """game_probe.py then tap_probe.py, run into one namespace as the page runs them."""
    namespace: dict[str, Any] = {"__name__": "probes"}
    for name in ("game_probe.py", "tap_probe.py"):
        exec(compile((PROBES / name).read_text(encoding="utf-8"), name, "exec"), namespace)
    return namespace


def test_the_probes_read_every_scene_of_a_deal() -> None:
    from sevens.ui.navigation import Menu
    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.table import TableScene

    app = make_app((390, 844), "douque", players=4, seed=21)
    app.step(1 / 60)
    probe = probes()
    seen: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}

    def read() -> None:
        state = json.loads(probe["probe_state"]())
        taps = json.loads(probe["tap_state"]())
        assert state["scene"] == taps["scene"] == type(app.scene).__name__
        seen[taps["scene"]] = (state, taps)

    read()
    app.scene.start()
    for _ in range(20000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            break
        if isinstance(scene, TableScene):
            if "TableScene" not in seen and scene.session.human_to_move and not scene.busy:
                read()
            if scene.session.human_to_move and scene.human_may_act():
                scene.attempt(scene.session.view().legal_moves[0])
        app.step(1 / 60)
    read()
    app.show_review(app.scene)
    app.step(1 / 60)
    read()
    app.go(Menu())
    app.step(1 / 60)
    assert set(seen) == {"MenuScene", "TableScene", "ResultsScene", "ReviewScene"}, set(seen)
    state, taps = seen["ResultsScene"]
    assert state["result"] == taps["result"] and len(taps["result"]["players"]) == 4
    assert seen["TableScene"][1]["table"]
    assert seen["MenuScene"][1]["menu"] and seen["ReviewScene"][1]["review"] is not None
