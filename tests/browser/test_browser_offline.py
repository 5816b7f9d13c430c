"""Issue 33: the built page works offline after one visit, and a new build replaces it whole.

Two bundles are built with ``--runtime`` from mirrors whose ``pythons.js`` is the stand-in
runtime (tests/browser/standin_runtime.js); the second has another game archive and another
runtime. ``check_offline.mjs`` serves them on 127.0.0.1 (at the root and in a subfolder, the
subfolder first visited through an embedding iframe) and plays: online, offline, the rebuilt
bundle online, offline again. Nothing leaves this machine. Screenshots go to
``$SEVENS_SCREENSHOTS`` when set.

With the stand-in, "the game starts" is the page's loader reaching ``running`` after a tap
with every file the runtime asks for answered (the real runtime's ``main.wasm`` and
``main.data`` are not at hand here, and a real deal in the browser is
tests/browser/test_game_in_browser.py's part).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import warnings
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("SEVENS_CHROMIUM", "/usr/bin/chromium"))
NODE = shutil.which("node")
SCRIPT = Path(__file__).with_name("check_offline.mjs")
STANDIN = Path(__file__).with_name("standin_runtime.js")
WHEEL = "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"
RUNTIME_FILES = (
    "0.9.3/pythons.js", "0.9.3/cpythonrc.py", "0.9.3/cpython312/main.js",
    "0.9.3/cpython312/main.wasm", "0.9.3/cpython312/main.data", "index-0.9.3-cp312.json", WHEEL,
)
MAIN = (
    "import asyncio\n\n\nasync def main():\n    await asyncio.sleep(0)\n\n\nasyncio.run(main())\n"
)

pytestmark = [
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM}"),
]


def standin_mirror(folder: Path, flavour: str) -> Path:
    """A runtime mirror in the CDN's layout whose pythons.js is the stand-in runtime."""
    files = {
        "0.9.3/pythons.js": STANDIN.read_text(encoding="utf-8"),
        "0.9.3/cpythonrc.py": f"# stand-in, {flavour}\n",
        "0.9.3/empty.ogg": "OggS",
        "0.9.3/cpython312/main.js": "window.standinRuntime.interpreterArrived();\n",
        "0.9.3/cpython312/main.wasm": "\0asm",
        "0.9.3/cpython312/main.data": f"data {flavour}",
        "index-0.9.3-cp312.json": json.dumps(
            {"-CDN-": "https://pygame-web.github.io/cdn/",
             "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl"}),
    }
    for relative, text in files.items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (folder / WHEEL).parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(folder / WHEEL, "w") as wheel:
        wheel.writestr("pygame/__init__.py", f"# stand-in, {flavour}\n")
    return folder


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    pytest.importorskip("pygbag", reason="the web build needs the 'web' extra (pygbag)")
    if not (REPO / "node_modules" / "playwright-core").is_dir():
        pytest.fail("playwright-core is missing: run `npm ci` in the project folder")
    from sevens.tools.webbuild import WebBuildWarning, build_web

    warnings.simplefilter("ignore", WebBuildWarning)  # the stand-in main.py needs no pygame
    root = tmp_path_factory.mktemp("offline")
    webs = {}
    for flavour in ("first", "second"):
        main_script = root / f"main-{flavour}.py"
        main_script.write_text(f"# {flavour} build\n" + MAIN, encoding="utf-8")
        mirror = standin_mirror(root / f"mirror-{flavour}", flavour)
        webs[flavour] = build_web(root / flavour, main_script=main_script, runtime=mirror,
                                  timeout=120)
    # A plain build (the runtime from pygbag's CDN, which the script stands in for).
    cdn_build = build_web(root / "cdn", main_script=root / "main-first.py", timeout=120)
    shots = os.environ.get("SEVENS_SCREENSHOTS") or str(tmp_path_factory.mktemp("shots"))
    completed = subprocess.run(
        [NODE, str(SCRIPT), "--first", str(webs["first"]), "--second", str(webs["second"]),
         "--cdn-build", str(cdn_build), "--cdn-mirror", str(root / "mirror-first"),
         "--screenshots", shots],  # type: ignore[list-item]
        cwd=REPO, capture_output=True, text=True, timeout=300, check=False)
    assert completed.returncode == 0, completed.stderr[-3000:]
    found = json.loads(completed.stdout)
    assert "error" not in found, found["error"]
    return found


def holdings(caches: dict, origin: str, base: str) -> dict[str, dict[str, str]]:
    """The caches of the bundle at ``base``, by kind ("game"/"runtime"), address relative."""
    scope = f"{origin}{base}"
    found: dict[str, dict[str, str]] = {}
    for name, entries in caches.items():
        kind, cache_scope, _ = name.split(" ")
        assert cache_scope == scope, name
        assert kind.removeprefix("sevens-") not in found, f"two caches of one kind: {name}"
        found[kind.removeprefix("sevens-")] = {
            url.removeprefix(scope): digest for url, digest in entries.items()
        }
    return found


@pytest.mark.parametrize("where", ["root", "subfolder"])
def test_a_second_visit_starts_without_the_network(report: dict, where: str) -> None:
    seen = report[where]
    assert "error" not in seen, seen.get("error")
    assert seen["pageErrors"] == []
    assert seen["firstState"] == "running"
    first = seen["bundles"]["first"]
    reply = seen["firstReply"]["cached"]
    assert reply["build"] == first["build"] and reply["failed"] == []
    kept = holdings(seen["firstCaches"], seen["origin"], seen["base"])
    assert set(kept) == {"game", "runtime"}
    page_files = {"index.html", "sevens.tar.gz", "favicon.png", "manifest.webmanifest"}
    assert page_files <= set(kept["game"])
    assert kept["game"]["sevens.tar.gz"] == first["archive"]
    assert {f"runtime/{relative}" for relative in RUNTIME_FILES} <= set(kept["runtime"])
    assert kept["runtime"]["runtime/0.9.3/cpythonrc.py"] == first["cpythonrc"]
    # Offline: the server refuses every connection and the browser is offline.
    assert seen["offlineState"] == "running", seen
    assert seen["offlineRequests"] == []
    # pythons.js and main.js ran (the loader reached "running"); what the runtime fetched:
    fetched = {url.removeprefix(seen["origin"] + seen["base"]) for url in seen["offlineRuntime"]}
    fetched_by_runtime = {f"runtime/{name}" for name in RUNTIME_FILES[1:] if "main.js" not in name}
    assert fetched == fetched_by_runtime | {"sevens.tar.gz"}


@pytest.mark.parametrize("where", ["root", "subfolder"])
def test_a_rebuilt_bundle_replaces_the_cached_one_whole(report: dict, where: str) -> None:
    seen = report[where]
    assert "error" not in seen, seen.get("error")
    first, second = seen["bundles"]["first"], seen["bundles"]["second"]
    assert first["build"] != second["build"] and first["runtime"] != second["runtime"]
    assert seen["updatedState"] == "running"
    assert seen["updatedReply"]["cached"]["build"] == second["build"]
    kept = holdings(seen["updatedCaches"], seen["origin"], seen["base"])
    assert set(kept) == {"game", "runtime"}
    assert kept["game"]["sevens.tar.gz"] == second["archive"]
    assert kept["runtime"]["runtime/0.9.3/cpythonrc.py"] == second["cpythonrc"]
    names = " ".join(seen["updatedCaches"])
    assert first["build"] not in names and first["runtime"] not in names
    # What the player kept in localStorage (settings, statistics, saves) survives the update.
    assert seen["kept"] == "still here"
    # And the rebuilt bundle starts offline too.
    assert seen["secondOfflineState"] == "running"


def test_a_runtime_from_the_cdn_is_kept_too(report: dict) -> None:
    seen = report["cdn"]
    assert "error" not in seen, seen.get("error")
    assert seen["pageErrors"] == []
    assert seen["firstState"] == "running"
    cdn = "https://pygame-web.github.io/cdn/"
    reply = seen["firstReply"]["cached"]
    assert reply["failed"] == []
    assert {cdn + relative for relative in RUNTIME_FILES} <= set(reply["runtimeFiles"])
    kept = {url: digest for held in seen["firstCaches"].values() for url, digest in held.items()}
    standin = hashlib.sha256(STANDIN.read_bytes()).hexdigest()
    assert kept[cdn + "0.9.3/pythons.js"] == standin  # the stand-in served for the CDN, kept
    # Offline, with the CDN unreachable: the runtime comes from the cache.
    assert seen["offlineState"] == "running"
    assert seen["offlineCdnRequests"] == []
    assert cdn + WHEEL in seen["offlineRuntime"]
