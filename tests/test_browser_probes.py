"""The browser checks' probes (tests/browser/game_probe.py and tap_probe.py, run inside the
page by Pyodide) read the scenes' own attributes; here they run natively, in one namespace as
the page runs them, on every scene of a deal, so a scene that drops what a probe reads fails
the quick run too, not only the browser checks."""

from __future__ import annotations

import json
import os
import sys
import time
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
    from sevens.ui.tools.screenshots import _run_table

    app = make_app((390, 844), "douque", players=4, seed=21)
    app.step(1 / 60)
    probe = probes()
    seen: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}

    def read() -> None:
        state = json.loads(probe["probe_state"]())
        taps = json.loads(probe["tap_state"]())
        assert state["scene"] == taps["scene"] == type(app.scene).__name__
        seen[taps["scene"]] = (state, taps)

    def at_results(scene: Any) -> bool:  # the table read once, at the human's first turn
        if isinstance(scene, TableScene) and "TableScene" not in seen \
                and scene.session.human_to_move and not scene.busy:
            read()
        return isinstance(scene, ResultsScene)

    read()
    app.scene.start()
    _run_table(app, at_results)
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


class TickingClock:
    """A clock one millisecond later at each reading (a 5 ms slice holds a few playouts),
    so how a search is sliced depends on its readings, not on how busy the machine is."""

    def __init__(self) -> None:
        self.now = 0.0

    def __getattr__(self, name: str) -> Any:
        return getattr(time, name)

    def perf_counter(self) -> float:
        self.now += 0.001
        return self.now


def hard_searches(monkeypatch: Any, overrun: int = 0) -> list[dict[str, Any]]:
    """The hard bot's searches as the browser check's thinking probe counts them, the first
    three of a deal, thought in 5 ms slices of a :class:`TickingClock`; with ``overrun``, a
    search that plays that many more playouts after each slice's time is up. The probe's
    patches are undone afterwards."""
    import sevens
    from sevens.app import session as session_module
    from sevens.bots import HardBot, move_search
    from sevens.bots.move_search import Search
    from sevens.ui.app import App

    thinker = session_module.SlicedThinker
    for owner, name in ((thinker, "advance"), (Search, "advance"), (Search, "_step"),
                        (App, "step"), (move_search, "time")):
        monkeypatch.setattr(owner, name, getattr(owner, name))  # put back afterwards
    monkeypatch.setattr(thinker, "_probe_timed", False, raising=False)
    if overrun:
        honest = Search.advance

        def overrunning(self: Any, seconds: float) -> Any:
            move = honest(self, seconds)
            for _ in range(0 if move is not None else overrun):
                self._step()
            return move

        monkeypatch.setattr(Search, "advance", overrunning)
    probe = probes()
    probe["time"] = TickingClock()  # the probe's clock, so the search's: no machine's load
    probe["probe_watch_thinking"]()
    game = sevens.Game(sevens.preset("sevens"), seed=4, dealer=1)
    searches = probe["THINKING"]["hard_searches"]
    while len(searches) < 3:  # a forced move is decided without a search
        view = game.view(game.current_player)
        thinking = thinker(HardBot(seed=9, budget=0.03), view)
        while (move := thinking.advance()) is None:
            pass
        game.apply(move)
    return searches


def test_on_the_searchs_own_clock_no_playout_starts_after_its_slice(monkeypatch) -> None:
    searches = hard_searches(monkeypatch)
    assert all(search["slices"] > 1 for search in searches), searches
    assert max(search["most_late"] for search in searches) == 0, searches


def test_the_thinking_probe_counts_playouts_started_after_a_slice_is_up(monkeypatch) -> None:
    searches = hard_searches(monkeypatch, overrun=3)  # a search that went on would be caught
    assert max(search["most_late"] for search in searches) == 3, searches
