"""A player's name in any script, in the browser: what the bundled font subsets lack (山田 and
王芳 in the Japanese interface) is drawn by the page (``sevens/ui/page/text.js``) with the
browser's own font, in the real game on the page that ships (``build-web --runtime pyodide``,
in headless Chromium, which draws CJK with the machine's fonts-noto-cjk). Screenshots go to
``$SEVENS_SCREENSHOTS`` when set.

Needs node, Chromium, the pyodide npm package and pygame-ce's WebAssembly wheel (as the
harness's tests do); skipped without them unless ``$SEVENS_REQUIRE_WASM`` is set.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import harness_server  # noqa: E402 - found next to this file

DRIVER = HERE / "check_typed_names.mjs"

pytestmark = harness_server.real_game_marks()


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    shots = os.environ.get("SEVENS_SCREENSHOTS", "")
    return harness_server.play(tmp_path_factory.mktemp("typed-names"), DRIVER,
                               ["--screenshots", shots] if shots else [], timeout=300)


def test_the_bridge_returns_a_picture_of_the_name(report: dict) -> None:
    bridge = report["bridge"]
    assert (bridge["width"], bridge["height"]) == (bridge["measured"], 28)
    assert bridge["bytes"] == bridge["width"] * bridge["height"] * 4
    assert bridge["width"] > 24 and bridge["inked"] > 50


def test_the_game_draws_names_the_subsets_lack_through_the_page(report: dict) -> None:
    for name in ("山田", "王芳"):
        seen = report["game"][name]
        assert seen["face"] == "page:regular", seen
        assert not seen["sameAsTofu"]
        assert seen["inkWidth"] > 20 and seen["inkHeight"] > 10
        assert seen["size"] == seen["measured"]  # what draws it measures it


def test_latin_letters_stay_in_the_bundled_latin_face(report: dict) -> None:
    assert report["game"]["Zoë"]["face"] == "fonts/DejaVuSans-Sevens.ttf"


def test_no_error_in_the_page(report: dict) -> None:
    assert not report["errors"], report["errors"]
