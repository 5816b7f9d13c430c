"""How fast the engine plays in the browser's Python (WebAssembly), next to native CPython.

``python -m sevens.tools.wasm_bench [--seconds 1] [--json]`` measures here, then runs the same
measurements in Pyodide (CPython 3.12 compiled to WebAssembly, the same Python version as
pygbag's browser runtime) under node through ``tests/wasm/run_in_pyodide.mjs``, and prints
both with the slowdown per preset. It needs ``node`` and ``npm ci`` (for the ``pyodide``
package); everything runs offline.

Each measurement is one function in :data:`MEASUREMENTS`, taking the seconds to spend on
each figure and returning JSON-ready data, or None when it has nothing to measure. To add
one (for example bot decision times per level), write the function and register it there;
:func:`measure_bots` is the slot for the bots and fills itself from ``sevens.tools.decision_speed``
once that module exists.

This module is a development tool: the web build leaves it out of the game archive.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = [
    "MEASUREMENTS",
    "compare",
    "main",
    "measure_bots",
    "measure_checked_engine",
    "measure_engine",
    "measure_here",
    "measure_in_pyodide",
]

PROJECT_ROOT = Path(__file__).resolve().parents[2]
HARNESS = PROJECT_ROOT / "tests" / "wasm" / "run_in_pyodide.mjs"
DEFAULT_SECONDS = 1.0

Measurement = Callable[[float], Any]


def measure_engine(seconds: float) -> dict[str, dict[str, float]]:
    """Random full deals per second for each preset, through the fast playout loop."""
    import sevens
    from sevens.fastloop import random_deals_per_second, supports

    figures: dict[str, dict[str, float]] = {}
    for preset_id, rules in sevens.PRESETS.items():
        if supports(rules):
            figures[preset_id] = {"deals_per_s": round(random_deals_per_second(rules, seconds), 1)}
    return figures


def measure_checked_engine(seconds: float) -> dict[str, dict[str, float]]:
    """Random full deals per second for each preset through ``Game.legal_moves``/``apply``.

    This is the checked, event-logging engine the table uses: each deal is dealt from a
    seed, played with random legal moves and scored.
    """
    import sevens

    figures: dict[str, dict[str, float]] = {}
    for preset_id in sevens.PRESETS:
        rules = sevens.preset(preset_id)
        chooser = random.Random(7)
        deals = 0
        started = time.perf_counter()
        while True:
            game = sevens.Game(rules, seed=chooser.randrange(1 << 40))
            while not game.over:
                moves = game.legal_moves()
                game.apply(moves[chooser.randrange(len(moves))])
            game.result()
            deals += 1
            elapsed = time.perf_counter() - started
            if elapsed >= seconds:
                break
        figures[preset_id] = {"deals_per_s": round(deals / elapsed, 1)}
    return figures


def measure_bots(seconds: float) -> Any:
    """Bot decision times: the slot for the computer players' figures.

    Uses ``sevens.tools.decision_speed.decision_times(seconds=...)`` when that module exists and
    returns None until then. Replace the body if the bots want another measurement.
    """
    try:
        from sevens.tools.decision_speed import decision_times  # type: ignore[import-not-found]
    except ImportError:
        return None
    return decision_times(seconds=seconds)


#: Name -> measurement. Every one runs natively and in Pyodide.
MEASUREMENTS: dict[str, Measurement] = {
    "engine": measure_engine,
    "checked_engine": measure_checked_engine,
    "bots": measure_bots,
}


def measure_here(seconds: float = DEFAULT_SECONDS, only: list[str] | None = None) -> dict[str, Any]:
    """Run the measurements in this interpreter; raises KeyError for an unknown name."""
    names = only or list(MEASUREMENTS)
    report: dict[str, Any] = {
        "python": platform.python_version(),
        "platform": sys.platform,
        "seconds_per_figure": seconds,
    }
    for name in names:
        result = MEASUREMENTS[name](seconds)
        if result is not None:
            report[name] = result
    return report


def measure_in_pyodide(
    seconds: float = DEFAULT_SECONDS,
    only: list[str] | None = None,
    *,
    root: Path = PROJECT_ROOT,
    node: str | None = None,
    timeout: float = 600.0,
) -> dict[str, Any]:
    """Run the measurements in Pyodide under node and return its report.

    Raises:
        RuntimeError: node or the harness is missing, or the run failed (with its stderr).
    """
    node = node or shutil.which("node")
    if node is None:
        raise RuntimeError("node is not installed; the WebAssembly figures need it")
    harness = Path(root) / "tests" / "wasm" / "run_in_pyodide.mjs"
    if not harness.is_file():
        raise RuntimeError(f"the Pyodide harness {harness} is missing")
    arguments = ["--where", "here", "--seconds", str(seconds), "--json"]
    for name in only or []:
        arguments += ["--only", name]
    completed = subprocess.run(
        [
            node,
            str(harness),
            "--root",
            str(root),
            "--module",
            "sevens.tools.wasm_bench",
            "--",
            *arguments,
        ],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if completed.returncode != 0:
        raise RuntimeError(f"the Pyodide run failed:\n{completed.stderr[-2000:]}")
    return json.loads(completed.stdout)


def compare(native: dict[str, Any], wasm: dict[str, Any]) -> dict[str, Any]:
    """Per measurement and preset: how many times slower the WebAssembly figure is."""
    slowdown: dict[str, Any] = {}
    for name in ("engine", "checked_engine"):
        native_figures = native.get(name, {})
        wasm_figures = wasm.get(name, {})
        ratios = {}
        for preset_id, figure in native_figures.items():
            wasm_rate = wasm_figures.get(preset_id, {}).get("deals_per_s")
            if wasm_rate:
                ratios[preset_id] = round(figure["deals_per_s"] / wasm_rate, 2)
        if ratios:
            slowdown[name] = ratios
    return slowdown


def _print_table(report: dict[str, Any]) -> None:
    native, wasm = report.get("native"), report.get("pyodide")
    for name in ("engine", "checked_engine"):
        presets = list((native or wasm or {}).get(name, {}))
        if not presets:
            continue
        print(f"{name}: random full deals per second")
        print(f"  {'preset':<14}{'native':>12}{'pyodide':>12}{'slower':>9}")
        for preset_id in presets:
            here = (native or {}).get(name, {}).get(preset_id, {}).get("deals_per_s")
            there = (wasm or {}).get(name, {}).get(preset_id, {}).get("deals_per_s")
            ratio = report.get("slowdown", {}).get(name, {}).get(preset_id)
            print(
                f"  {preset_id:<14}{here if here is not None else '-':>12}"
                f"{there if there is not None else '-':>12}"
                f"{f'{ratio}×' if ratio else '-':>9}"
            )


def main(argv: list[str] | None = None) -> int:
    """Command line: measure natively and/or in Pyodide; print a table or JSON."""
    parser = argparse.ArgumentParser(prog="python -m sevens.tools.wasm_bench", description=__doc__)
    parser.add_argument("--seconds", type=float, default=DEFAULT_SECONDS)
    parser.add_argument(
        "--where",
        choices=("both", "native", "pyodide", "here"),
        default="both",
        help="'here' measures in the running interpreter and prints its report alone",
    )
    parser.add_argument("--only", action="append", choices=sorted(MEASUREMENTS), default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    if args.where == "here":
        print(json.dumps(measure_here(args.seconds, args.only)))
        return 0
    report: dict[str, Any] = {}
    if args.where in ("both", "native"):
        report["native"] = measure_here(args.seconds, args.only)
    if args.where in ("both", "pyodide"):
        try:
            report["pyodide"] = measure_in_pyodide(args.seconds, args.only)
        except (RuntimeError, subprocess.TimeoutExpired) as error:
            print(f"wasm_bench: {error}", file=sys.stderr)
            return 1
    if "native" in report and "pyodide" in report:
        report["slowdown"] = compare(report["native"], report["pyodide"])
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        _print_table(report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
