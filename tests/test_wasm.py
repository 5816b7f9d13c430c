"""The engine in CPython compiled to WebAssembly (Pyodide under node), as in the browser.

pygbag's browser runtime is CPython 3.12 on Emscripten; Pyodide 0.27 is the same Python on
the same platform and runs offline from its npm package, so these tests show the engine and
the browser-side helpers work there and give the same results as natively.
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from sevens.app.translation import english

REPO = Path(__file__).resolve().parent.parent
HARNESS = REPO / "tests" / "wasm" / "run_in_pyodide.mjs"
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")


def run_in_pyodide(
    code: str, *arguments: str, check: bool = True, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in Pyodide with the sevens package copied in; stdout is returned."""
    if not (REPO / "node_modules" / "pyodide").is_dir():
        pytest.fail("the pyodide npm package is missing: run `npm ci` in the project folder")
    completed = subprocess.run(
        [NODE, str(HARNESS), "--code", textwrap.dedent(code), "--", *arguments],  # type: ignore[list-item]
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if check:
        assert completed.returncode == 0, completed.stderr[-3000:]
    return completed


def test_the_harness_runs_cpython_312_on_emscripten_with_only_the_engine() -> None:
    completed = run_in_pyodide(
        """
        import json, os, sys
        files = sorted(
            os.path.relpath(os.path.join(folder, name), "/work")
            for folder, _, names in os.walk("/work/sevens") for name in names
        )
        print(json.dumps({
            "version": list(sys.version_info[:2]), "platform": sys.platform,
            "argv": sys.argv[1:], "cwd": os.getcwd(), "files": files,
        }))
        """,
        "first",
        "--second",
    )
    report = json.loads(completed.stdout)
    assert report["version"] == [3, 12]
    assert report["platform"] == "emscripten"
    assert report["argv"] == ["first", "--second"]
    assert report["cwd"] == "/work"
    expected = sorted(
        path.relative_to(REPO).as_posix()
        for path in (REPO / "sevens").rglob("*.py")
        if "__pycache__" not in path.parts and "ui" not in path.relative_to(REPO / "sevens").parts
    )
    assert report["files"] == expected
    assert not any(name.startswith("sevens/ui/") for name in report["files"])


def test_the_harness_reports_exceptions_and_exit_codes() -> None:
    failed = run_in_pyodide("raise ValueError('boom in wasm')", check=False)
    assert failed.returncode == 1
    assert "ValueError: boom in wasm" in failed.stderr
    assert "Traceback" in failed.stderr
    stopped = run_in_pyodide("import sys; print('before'); sys.exit(3)", check=False)
    assert (stopped.returncode, stopped.stdout) == (3, "before\n")


DEALS_SNIPPET = """
import json, random
import sevens

results = {}
for preset_id in sevens.PRESETS:
    game = sevens.Game(sevens.preset(preset_id), seed=1)
    while not game.over:
        game.apply(game.legal_moves()[0])
    deals = [game.result().to_dict()]
    chooser = random.Random(preset_id)
    for seed in (2, 3, 4):
        game = sevens.Game(sevens.preset(preset_id), seed=seed)
        while not game.over:
            moves = game.legal_moves()
            game.apply(moves[chooser.randrange(len(moves))])
        deals.append(game.result().to_dict())
    results[preset_id] = deals
print(json.dumps(results, sort_keys=True))
"""


def test_every_preset_plays_full_deals_in_wasm_exactly_as_natively() -> None:
    sevens = pytest.importorskip("sevens")
    if not hasattr(sevens, "Game") or not hasattr(sevens, "PRESETS"):
        pytest.skip("the engine is not there yet")
    in_wasm = json.loads(run_in_pyodide(DEALS_SNIPPET).stdout)
    native = subprocess.run(
        [sys.executable, "-c", DEALS_SNIPPET],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PYTHONHASHSEED="0"),
        check=True,
    )
    assert in_wasm == json.loads(native.stdout), "the same seeds gave other deals in wasm"
    assert set(in_wasm) == set(sevens.PRESETS)
    for preset_id, deals in in_wasm.items():
        players = sevens.preset(preset_id).players
        for result in deals:
            seats = result["players"]
            assert [seat["seat"] for seat in seats] == list(range(players)), preset_id
            assert min(seat["place"] for seat in seats) == 1, preset_id


def test_storage_and_launch_options_take_the_browser_path_in_wasm() -> None:
    completed = run_in_pyodide(
        """
        import json, os, pickle
        from sevens.app.startup import parse_arguments
        from sevens.app.storage import BrowserBackend, open_store

        class FakeLocalStorage:
            def __init__(self):
                self.items = {"sevens.stats": "{broken"}
            def getItem(self, key):
                return self.items.get(key)
            def setItem(self, key, value):
                self.items[key] = value

        os.environ.update({"rules": "douque", "players": "6", "level": "hard"})
        options = parse_arguments([])
        notices = list(options.notices)
        fake = FakeLocalStorage()
        store = open_store(local_storage=fake)
        saved = store.save("settings", {"volume": 0.5})
        stats = store.load("stats", {"games": 0})
        blocked = open_store()  # Pyodide has no platform.window: storage is blocked
        print(json.dumps({
            "rules": options.rules_id, "players": options.players, "level": options.level,
            # the notices are Messages (a key and parameters); the (pygame-bound) UI that
            # renders them is not copied in, so they come back pickled and are read here
            "notices": pickle.dumps(notices).hex(),
            "backend": type(store.backend).__name__, "saved": saved,
            "keys": sorted(fake.items), "stats": stats.value,
            "stats_notice": pickle.dumps(stats.notice).hex(),
            "blocked_backend": type(blocked.backend).__name__,
            "blocked_notice": pickle.dumps(blocked.notice).hex(),
        }))
        """
    )
    report = json.loads(completed.stdout)
    for name in ("notices", "stats_notice", "blocked_notice"):
        read = pickle.loads(bytes.fromhex(report[name]))
        report[name] = [english(notice) for notice in read] if name == "notices" else english(read)
    assert (report["rules"], report["players"], report["level"]) == ("douque", None, "hard")
    assert report["notices"] == [
        "Douque Sevens is for exactly 4 players, not '6' — playing with the usual number "
        "instead."
    ]
    assert report["backend"] == "BrowserBackend" and report["saved"] is None
    assert report["stats"] == {"games": 0} and "could not be used" in report["stats_notice"]
    assert "sevens.settings" in report["keys"] and "sevens.stats" in report["keys"]
    assert any(key.startswith("sevens.stats.backup-") for key in report["keys"])
    assert report["blocked_backend"] == "MemoryBackend" and report["blocked_notice"]


def test_the_wasm_benchmark_reports_deals_per_second_for_every_preset() -> None:
    sevens = pytest.importorskip("sevens")
    completed = subprocess.run(
        [  # type: ignore[list-item]
            NODE,
            str(HARNESS),
            "--module",
            "sevens.tools.wasm_bench",
            "--",
            "--where",
            "here",
            "--seconds",
            "0.05",
            "--only",
            "engine",
            "--only",
            "checked_engine",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    report = json.loads(completed.stdout)
    assert report["platform"] == "emscripten"
    assert set(report["checked_engine"]) == set(sevens.PRESETS)
    assert report["engine"], "no preset ran through the fast loop"
    for figures in (report["engine"], report["checked_engine"]):
        for preset_id, figure in figures.items():
            assert figure["deals_per_s"] > 0, preset_id
