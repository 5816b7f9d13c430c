"""The built page in headless Chromium: loading screen, plain failure message, embedding.

The browser never reaches the network: the Playwright script answers every request for
another host itself (offline, hanging, 404, or a stand-in runtime script) and Chromium's
resolver maps every other name to "not found". The page and docs/embed.html are served from
127.0.0.1 by ``python -m http.server`` on a free port.

Screenshots go to ``$SEVENS_SCREENSHOTS`` when set (to look at them), else to a temporary
folder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("SEVENS_CHROMIUM", "/usr/bin/chromium"))
NODE = shutil.which("node")
SCRIPT = Path(__file__).with_name("check_page.mjs")
RUNTIME_MESSAGE = "The game runtime could not be loaded."
TEMPORARY_MAIN = (
    "import asyncio\n\n\nasync def main():\n    await asyncio.sleep(0)\n\n\nasyncio.run(main())\n"
)

pytestmark = [
    pytest.mark.skipif(NODE is None, reason="node is not installed"),
    pytest.mark.skipif(not CHROMIUM.exists(), reason=f"no Chromium at {CHROMIUM}"),
]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder laid out like the project: build/web/ (freshly built) and docs/embed.html."""
    pytest.importorskip("pygbag", reason="the web build needs the 'web' extra (pygbag)")
    from sevens.webbuild import build_web

    root = tmp_path_factory.mktemp("site")
    main_script = None
    if not (REPO / "main.py").is_file():
        main_script = root / "stand-in-main.py"
        main_script.write_text(TEMPORARY_MAIN, encoding="utf-8")
    build_web(root / "build", main_script=main_script, timeout=120)
    (root / "docs").mkdir()
    shutil.copyfile(REPO / "docs" / "embed.html", root / "docs" / "embed.html")
    return root


@pytest.fixture(scope="module")
def server(site: Path) -> Iterator[str]:
    """``python -m http.server`` on 127.0.0.1 and a port the system picks; yields its URL."""
    process = subprocess.Popen(
        [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1"],
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
        timeout=150,
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
    from sevens.webbuild import default_cdn

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
    assert observed["loadingHidden"]
    assert observed["retryFocusable"]
    # The request is refused 1.5 s in; the message must follow at once, not after a timeout.
    assert 1400 <= observed["failureAfterMs"] < 6000
    assert_only_the_runtime_was_asked_for(observed)
    assert_picture(observed["loadingScreenshot"])
    assert_picture(observed["failureScreenshot"])


def test_the_phone_layout_fits_the_screen(report: dict) -> None:
    observed = scenario(report, "phone")
    assert "Turn your phone sideways" in observed["loadingText"]
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
    assert observed["afterRunning"] == {
        "loadingVisible": False,
        "failureVisible": False,
        "canvasFocused": True,
        "state": "running",
    }
    assert observed["failureVisibleAfterLateFail"] is False
    assert_picture(observed["tapScreenshot"])


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
    assert_picture(observed["loadingScreenshot"])
    assert_picture(observed["failureScreenshot"])


def test_the_embed_page_documents_every_url_option() -> None:
    from sevens.launch_options import LEVELS, OPTION_NAMES

    page = (REPO / "docs" / "embed.html").read_text(encoding="utf-8")
    for name in OPTION_NAMES:
        assert f"<td><code>{name}</code></td>" in page, name
    for level in LEVELS:
        assert f"<code>{level}</code>" in page, level
    for preset_id in ("douque", "sevens", "fan-tan", "badam-satti", "shichinarabe", "domino"):
        assert f"<code>{preset_id}</code>" in page, preset_id
