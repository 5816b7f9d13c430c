"""The built page in headless Chromium: loading screen, plain failure message, embedding.

The browser never reaches the network: the Playwright script answers every request for
another host itself (offline, hanging, 404, or the stand-in runtime, tests/browser/
standin_runtime.js, which behaves towards the page as pygbag 0.9.3's pythons.js does) and
Chromium's resolver maps every other name to "not found". The page, a bundle built with
``--runtime`` (whose mirror holds the stand-in) and docs/embed.html are served by
``python -m http.server`` on a free port in 8100-8999, so that the same server is also
``http://localhost:8…/``, the address pygbag's runtime treats as a local test.

Screenshots go to ``$SEVENS_SCREENSHOTS`` when set (to look at them), else to a temporary
folder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("SEVENS_CHROMIUM", "/usr/bin/chromium"))
NODE = shutil.which("node")
SCRIPT = Path(__file__).with_name("check_page.mjs")
STANDIN = Path(__file__).with_name("standin_runtime.js")
RUNTIME_MESSAGE = "The game runtime could not be loaded."
TEMPORARY_MAIN = (
    "import asyncio\n\n\nasync def main():\n    await asyncio.sleep(0)\n\n\nasyncio.run(main())\n"
)

pytestmark = [
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM}"),
]


WHEEL = "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"


def standin_mirror(folder: Path) -> Path:
    """A runtime mirror in pygbag's CDN layout whose pythons.js is the stand-in runtime."""
    files = {
        "0.9.3/pythons.js": STANDIN.read_text(encoding="utf-8"),
        "0.9.3/cpythonrc.py": "# stand-in\n",
        "0.9.3/empty.ogg": "OggS",
        "0.9.3/cpython312/main.js": "window.standinRuntime.interpreterArrived();\n",
        "0.9.3/cpython312/main.wasm": "\0asm",
        "0.9.3/cpython312/main.data": "data",
        "index-0.9.3-cp312.json": json.dumps(
            {
                "-CDN-": "https://pygame-web.github.io/cdn/",
                "pygame": "cp312/pygame_ce-2.5.7.dev1-<abi>-<abi>-<api>.whl",
            }
        ),
    }
    for relative, text in files.items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (folder / WHEEL).parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(folder / WHEEL, "w") as wheel:  # build-web checks that it is a zip
        wheel.writestr("pygame/__init__.py", "# stand-in\n")
    return folder


def free_port() -> int:
    """A free TCP port on 127.0.0.1 between 8100 and 8999."""
    import random
    import socket

    candidates = list(range(8100, 9000))
    random.shuffle(candidates)
    for port in candidates:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port between 8100 and 8999")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder laid out like the project: build/web/ (freshly built) and docs/embed.html."""
    pytest.importorskip("pygbag", reason="the web build needs the 'web' extra (pygbag)")
    from sevens.tools.webbuild import build_web

    root = tmp_path_factory.mktemp("site")
    main_script = None
    if not (REPO / "main.py").is_file():
        main_script = root / "stand-in-main.py"
        main_script.write_text(TEMPORARY_MAIN, encoding="utf-8")
    build_web(root / "build", main_script=main_script, timeout=120)
    mirror = standin_mirror(root / "mirror")
    build_web(root / "bundled", main_script=main_script, runtime=mirror, timeout=120)
    (root / "docs").mkdir()
    shutil.copyfile(REPO / "docs" / "embed.html", root / "docs" / "embed.html")
    return root


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[str]:
    """``python -m http.server`` on 127.0.0.1 and a port the system picks; yields its URL."""
    process = subprocess.Popen(
        [sys.executable, "-u", "-m", "http.server", str(free_port()), "--bind", "127.0.0.1"],
        cwd=site,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        first_line = process.stdout.readline()  # "Serving HTTP on 127.0.0.1 port 41475 (...)"
        words = first_line.split()
        port = int(words[words.index("port") + 1])
        yield f"http://127.0.0.1:{port}/"
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="module")
def report(server: str, tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Run every browser scenario once and return the observations."""
    if not (REPO / "node_modules" / "playwright-core").is_dir():
        pytest.fail("playwright-core is missing: run `npm ci` in the project folder")
    shots = os.environ.get("SEVENS_SCREENSHOTS") or str(tmp_path_factory.mktemp("screenshots"))
    completed = subprocess.run(
        [NODE, str(SCRIPT), "--site", server, "--screenshots", shots],  # type: ignore[list-item]
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    return json.loads(completed.stdout)


def scenario(report: dict, name: str) -> dict:
    observed = report[name]
    assert "error" not in observed, observed.get("error")
    # No uncaught error from the page's own scripts (the runtime never ran here).
    assert observed["pageErrors"] == [], observed["pageErrors"]
    return observed


def assert_only_the_runtime_was_asked_for(observed: dict) -> None:
    from sevens.tools.webbuild import default_cdn

    assert observed["externalRequests"], "the page never asked for the runtime"
    strangers = [url for url in observed["externalRequests"] if not url.startswith(default_cdn())]
    assert strangers == [], "the page fetches something besides the runtime"


def assert_picture(path: str | None) -> None:
    assert path is not None
    data = Path(path).read_bytes()
    assert data.startswith(b"\x89PNG") and len(data) > 5000, path


def test_offline_shows_the_loading_screen_then_the_plain_message(report: dict) -> None:
    observed = scenario(report, "offline")
    assert observed["title"] == "Sevens"
    assert observed["loadingStage"] == "page"
    assert "Sevens" in observed["loadingText"]
    assert "Loading the card table…" in observed["loadingText"]
    assert observed["canvas"] == {
        "width": 1280,
        "height": 720,
        "shownWidth": 1280,
        "shownHeight": 720,
    }
    assert observed["failureText"].startswith(RUNTIME_MESSAGE)
    assert "offline" in observed["failureText"] and "Try again" in observed["failureText"]
    assert observed["failureStage"] == "failed:runtime"
    # The runtime never read the address: the page takes its PYGPI word out all the same.
    assert observed["addressAfterFailure"] == "/build/web/index.html?rules=douque"
    assert observed["titleAfterFailure"] == "Sevens — could not load"
    assert observed["loadingHidden"]
    assert observed["retryFocusable"]
    # The request is refused 1.5 s in; the message must follow at once, not after a timeout.
    assert 1400 <= observed["failureAfterMs"] < 6000
    assert_only_the_runtime_was_asked_for(observed)
    assert_picture(observed["loadingScreenshot"])
    assert_picture(observed["failureScreenshot"])


def test_the_phone_layout_fits_the_screen(report: dict) -> None:
    observed = scenario(report, "phone")
    assert observed["failureText"].startswith(RUNTIME_MESSAGE)
    overflow = observed["overflow"]
    assert overflow["scrollWidth"] <= overflow["innerWidth"]
    assert overflow["panelRight"] <= overflow["innerWidth"]
    assert_picture(observed["failureScreenshot"])


def test_a_request_that_never_answers_is_caught_by_the_watchdog(report: dict) -> None:
    observed = scenario(report, "hanging")
    assert observed["heldRequests"] >= 1
    assert observed["failureText"].startswith(RUNTIME_MESSAGE)
    assert "no answer" in observed["failureText"]
    # The test page waits 3 s (the real page 10 s) before it gives up.
    assert 2800 <= observed["failureAfterMs"] < 9000


def test_a_mirror_without_the_runtime_is_reported_quickly(report: dict) -> None:
    observed = scenario(report, "mirror-404")
    assert observed["failureText"].startswith(RUNTIME_MESSAGE)
    assert observed["failureAfterMs"] < 5000


def test_a_missing_interpreter_after_the_first_script_is_reported(report: dict) -> None:
    observed = scenario(report, "interpreter-missing")
    assert observed["runtimeScriptText"] == "Starting Python in your browser…"
    assert observed["failureText"].startswith(RUNTIME_MESSAGE)
    assert "cpython312/main.js" in observed["failureText"]


def test_the_loader_stages_lead_to_the_game(report: dict) -> None:
    observed = scenario(report, "starts")
    assert observed["tapText"] == "Tap or click to start"
    # The tap on the loading screen is passed on to the runtime at once.
    assert observed["soundAllowedBeforeTap"] is False
    assert observed["soundAllowedAfterTap"] is True
    # The sound context SDL makes when the game opens its mixer is the one the first tap
    # made running: no second tap is needed for sound.
    assert observed["runtime"]["audio"] == {"state": "running", "unlockedByTap": True}
    assert observed["sound"] == {"state": "running", "handedOver": True}
    assert observed["afterRunning"] == {
        "loadingVisible": False,
        "failureVisible": False,
        "canvasFocused": True,
        "state": "running",
    }
    assert observed["failureVisibleAfterLateFail"] is False
    assert_picture(observed["tapScreenshot"])
    runtime = observed["runtime"]
    # The page's own #canvas3d: the runtime made none over the table.
    assert runtime["createdCanvas3d"] is False
    # The package index came from the build's choice, read before the Python block ran.
    assert runtime["env"]["PYGPI"] == "https://pygame-web.github.io/cdn/"
    assert runtime["packageIndexCdn"] == "https://pygame-web.github.io/cdn/"
    assert runtime["wheelUrl"] == f"https://pygame-web.github.io/cdn/{WHEEL}"
    names = [name for name, _ in runtime["reports"]]
    assert names[:4] == ["python-started", "unpacking", "waiting-for-tap", "starting"]
    assert names[-1] == "running" and "heartbeat" in names


def test_taps_over_the_hand_and_the_corner_reach_the_game(report: dict) -> None:
    observed = report["canvas-on-top"]
    assert "error" not in observed, observed.get("error")
    for size in ("1280x720", "844x390"):
        seen = observed["sizes"][size]
        assert seen["state"] == "running", (size, seen)
        assert seen["pageErrors"] == [], seen["pageErrors"]
        assert seen["createdCanvas3d"] is False
        on_the_table = {name: hit for name, hit in seen["hits"].items() if name != "window corner"}
        assert set(on_the_table.values()) == {"canvas"}, (size, seen["hits"])
        # The window's own corner is the canvas, or the felt beside a letterboxed table.
        assert seen["hits"]["window corner"] in {"canvas", "BODY"}, (size, seen["hits"])
        assert_picture(seen["screenshot"])
    # The control page (no hidden #canvas3d, the canvas not raised) gets the runtime's own
    # over the corner: what every tap on the hand's first cards would hit.
    assert observed["controlState"] == "running"
    assert observed["controlCreatedCanvas3d"] is True
    assert observed["controlHits"] == ["canvas3d", "canvas3d"]


def test_a_bundle_with_its_runtime_loads_nothing_from_another_origin(report: dict) -> None:
    observed = scenario(report, "bundled")
    assert observed["state"] == "running"
    assert observed["externalRequests"] == [] and observed["refused"] == []
    runtime = observed["runtime"]
    origin = runtime["fetched"][0].split("/bundled/")[0]
    assert all(url.startswith(origin + "/bundled/web/") for url in runtime["fetched"])
    assert runtime["packageIndexUrl"] == f"{origin}/bundled/web/runtime/index-0.9.3-cp312.json"
    assert runtime["wheelUrl"] == f"{origin}/bundled/web/runtime/{WHEEL}"
    assert runtime["executable"] == "runtime/0.9.3/cpython312/main.js"
    assert runtime["env"] == {"rules": "fan-tan", "PYGPI": f"{origin}/bundled/web/runtime/"}
    # Once the runtime has read it, the address is the player's again.
    assert observed["address"] == "/bundled/web/index.html?rules=fan-tan"


def test_the_readme_local_test_on_localhost_takes_pygame_from_the_index(report: dict) -> None:
    observed = scenario(report, "localhost")
    assert observed["state"] == "running"
    runtime = observed["runtime"]
    # Without PYGPI the runtime would ask http://localhost:8000/cdn/ for the wheel (a 404).
    assert runtime["packageIndexCdn"] == "https://pygame-web.github.io/cdn/"
    assert runtime["wheelUrl"] == f"https://pygame-web.github.io/cdn/{WHEEL}"
    assert not runtime.get("wheelError")
    assert runtime["env"]["rules"] == "fan-tan"
    assert observed["address"] == "/build/web/index.html?rules=fan-tan#seat"


def test_the_address_cannot_send_the_runtime_to_another_server(report: dict) -> None:
    observed = report["hostile-index"]
    assert "error" not in observed, observed.get("error")
    other = observed["other-server"]
    assert other["env"]["PYGPI"] == "https://pygame-web.github.io/cdn/"
    assert other["env"]["rules"] == "douque"
    assert not any("evil.example" in url for url in other["fetched"])
    assert other["address"] == "/build/web/index.html?rules=douque"
    same_site = observed["same-site"]
    assert same_site["env"]["PYGPI"].endswith("/build/web/mirror/")
    assert same_site["env"]["PYGPI"].startswith("http://127.0.0.1:")
    assert observed["climbing"]["env"]["PYGPI"] == "https://pygame-web.github.io/cdn/"


def test_a_slow_start_with_a_hidden_tab_ends_with_the_game(report: dict) -> None:
    observed = scenario(report, "slow")
    assert observed["finalState"] == "running", observed["timeline"]
    assert observed["sawFailure"] is False, observed["timeline"]
    assert observed["totalSeconds"] >= 80
    # Hidden past the page's 60 s wait: the watchdog waited instead of failing.
    assert observed["hiddenSeconds"] >= 61
    assert observed["sawSlowNote"] is True
    # The runtime's own download report (#status, #progress) shows beside the stage line.
    assert observed["sawRuntimeProgress"] is True
    assert observed["heartbeats"] >= 3
    texts = {entry["text"] for entry in observed["timeline"]}
    assert "Downloading pygame-ce (graphics and sound)…" in texts
    # The runtime's own English words stay out of sight; the page says the same in its words.
    assert observed["sawEngineStatus"] is True
    assert observed["runtimeStatusShown"] is False
    assert all(entry["bar"] == "indeterminate" for entry in observed["timeline"])


def test_the_embed_example_frames_the_game(report: dict) -> None:
    observed = scenario(report, "embed")
    frame = observed["iframe"]
    allowed = {item.strip().split()[0] for item in frame["allow"].split(";") if item.strip()}
    assert {"autoplay", "fullscreen"} <= allowed
    assert frame["allowFullscreen"]
    assert frame["title"]
    assert abs(frame["width"] / frame["height"] - 16 / 9) < 0.01
    assert frame["width"] >= 640
    assert frame["src"].startswith("../build/web/index.html?")
    assert "rules=sevens" in observed["frameUrl"]
    assert "Loading the card table…" in observed["loadingText"]
    assert observed["failureText"].startswith(RUNTIME_MESSAGE)
    assert observed["focusAfterClick"] == "sevens-game"
    # Inside the frame too, the runtime's PYGPI word leaves the address once it has failed.
    assert "PYGPI" not in observed["frameAddressAfterFailure"]
    wanted = "index.html?rules=sevens&players=4&level=normal"
    assert observed["frameAddressAfterFailure"].endswith(wanted)
    assert_picture(observed["loadingScreenshot"])
    assert_picture(observed["failureScreenshot"])


def test_the_embed_page_documents_every_url_option() -> None:
    from sevens.app.launch_options import LEVELS, OPTION_NAMES

    page = (REPO / "docs" / "embed.html").read_text(encoding="utf-8")
    for name in OPTION_NAMES:
        assert f"<td><code>{name}</code></td>" in page, name
    for level in LEVELS:
        assert f"<code>{level}</code>" in page, level
    for preset_id in ("douque", "sevens", "fan-tan", "badam-satti", "shichinarabe", "domino"):
        assert f"<code>{preset_id}</code>" in page, preset_id
    # What a first-time visitor gets when the address names no rules or level: the game's
    # own defaults (a fresh Settings), and what an unknown value falls back to.
    from sevens.app.launch_options import DEFAULT_LEVEL, DEFAULT_RULES
    from sevens.app.profile import Settings

    fresh = Settings()
    row = page.split("<td><code>rules</code></td>", 1)[1].split("</tr>", 1)[0]
    assert f"else <code>{fresh.rules_id}</code>" in row
    if fresh.rules_id == DEFAULT_RULES:
        assert "(also for an unknown value)" in row
    else:
        assert f"(an unknown value: <code>{DEFAULT_RULES}</code>)" in row
    # The page's example of a refused value is the game's own notice, word for word.
    from sevens.app.launch_options import parse_launch_options
    from sevens.app.translation import english

    _, notices = parse_launch_options({"rules": "xyz"})
    assert f"<q>{english(notices[0])}</q>" in page
    row = page.split("<td><code>level</code></td>", 1)[1].split("</tr>", 1)[0]
    assert f"else <code>{fresh.level}</code>" in row and fresh.level == DEFAULT_LEVEL
    row = page.split("<td><code>deals</code></td>", 1)[1].split("</tr>", 1)[0]
    assert f"else {fresh.deals} (Douque's)" in row


def assert_fitted(seen: dict, area: tuple[int, int], top: float = 0.0) -> float:
    """The canvas fills ``area`` (CSS px) centred, keeping its aspect; returns its share."""
    rect, (width, height) = seen["rect"], seen["canvas"]
    assert abs(rect["width"] / rect["height"] - width / height) < 0.01, seen
    assert rect["width"] <= area[0] + 0.5 and rect["height"] <= area[1] + 0.5, seen
    assert abs(rect["left"] - (area[0] - rect["width"]) / 2) <= 1, seen
    assert abs(rect["top"] - top - (area[1] - rect["height"]) / 2) <= 1, seen
    return rect["width"] * rect["height"] / (area[0] * area[1])


@pytest.mark.parametrize("size", ["390x844", "412x915", "844x390", "915x412", "820x1180",
                                  "1180x820"])
def test_the_canvas_fills_phones_and_tablets_held_either_way(report: dict, size: str) -> None:
    seen = report["fit"]["sizes"][size]
    assert "error" not in report["fit"], report["fit"].get("error")
    assert seen["state"] == "running" and seen["pageErrors"] == []
    width, height = (int(part) for part in size.split("x"))
    # The game learns the usable area's shape at start and after every turn.
    assert seen["atStart"]["viewport"] == {"width": width, "height": height}
    assert seen["turned"]["viewport"] == {"width": height, "height": width}
    # The contract's canvas for the shape: at most 15 % of the screen left unused.
    assert seen["fitted"]["canvas"] == seen["logical"]
    assert assert_fitted(seen["fitted"], (width, height)) >= 0.85
    # pygbag's own window_resize (config.user_canvas_managed) leaves the fit alone.
    assert seen["afterRuntimeResize"]["rect"] == seen["fitted"]["rect"]
    # Turned, the old canvas still fits (letterboxed) until the game picks the new shape.
    assert_fitted(seen["turned"], (height, width))
    assert assert_fitted(seen["turnedFitted"], (height, width)) >= 0.85
    assert_picture(seen["screenshot"])


def test_the_safe_area_of_a_notched_phone_stays_clear(report: dict) -> None:
    observed = report["fit"]
    assert observed["notchState"] == "running"
    seen = observed["notch"]
    assert seen["viewport"] == {"width": 390, "height": 844 - 47 - 34}
    assert seen["rect"]["top"] >= 47 and seen["rect"]["top"] + seen["rect"]["height"] <= 844 - 34
    assert assert_fitted(seen, (390, 844 - 81), top=47) >= 0.85
