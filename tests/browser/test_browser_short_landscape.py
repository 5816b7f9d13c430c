"""A Douque deal by taps on a short landscape page that is no phone, in a real browser.

tests/browser/phone_deals.mjs (see test_browser_phone_deals.py) run on its ``embed`` shape only:
a page 1000×450 CSS px, as an iframe embedding the game on another site (or a desktop window
that short) leaves it. The game gives it a 1600×720 canvas, shown at 0.625 CSS px a logical px,
and lays it out compact (:func:`sevens.ui.viewport.is_compact`), as on a phone turned sideways:
the desktop layouts' text would be 7.5–10 CSS px there and their buttons 25 CSS px tall. The
rules, players, deal, bots and pace are chosen in the menu by taps, each card goes in two taps,
the page is turned upright at your fifth turn and back, then the results, Review, and back to
the menu. Every target tapped in the menu, the results and the review is at least 44 CSS px.
About 40 seconds.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import harness_server  # noqa: E402 - found next to this file
from test_browser_phone_deals import LEAST_COVERAGE, THUMB, finished  # noqa: E402

DRIVER = HERE / "phone_deals.mjs"
MISSING = harness_server.missing()
NAME = "embed-douque"
SIZE = (1000, 450)

pytestmark = [
    pytest.mark.skipif(
        bool(MISSING) and not os.environ.get("SEVENS_REQUIRE_WASM"), reason=MISSING or "ready"
    ),
]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    """Build the bundle, serve it with the harness, play the deal; the observations."""
    shots = os.environ.get("SEVENS_PHONE_SCREENSHOTS") or str(tmp_path_factory.mktemp("shots"))
    observed = harness_server.play(tmp_path_factory.mktemp("embed") / "build", DRIVER,
                                   ["--shapes", "embed", "--deals", "douque",
                                    "--screenshots", shots], timeout=300)
    print(f"short landscape page: {observed['seconds']:.0f} s, screenshots in {shots}")
    yield observed


def test_the_page_ran_without_errors_and_the_canvas_fills_the_page(report: dict) -> None:
    assert report["pageErrors"] == [] and report["errors"] == []
    coverage = report["runs"][NAME]["coverage"]
    assert coverage["canvas"]["viewport"] == list(SIZE)
    assert coverage["canvas"]["pixels"] == [1600, 720], coverage
    assert coverage["percent"] >= LEAST_COVERAGE, coverage


def test_a_whole_deal_is_played_by_taps_to_the_results_and_the_review(report: dict) -> None:
    run = finished(report, NAME)
    assert run["humanTurns"] >= 2 and run["cardTaps"] >= 1
    assert run["cardTaps"] + run["placeTaps"] + run["passes"] == run["humanTurns"], run
    assert run["results"]["scene"] == "ResultsScene"
    assert run["review"]["scene"] == "ReviewScene" and run["backToMenu"] is True
    assert all(step["handKept"] and step["markerKept"] for step in run["turned"])


def test_the_menu_results_and_review_targets_tapped_are_thumb_sized(report: dict) -> None:
    # laid out compact: on the desktop layouts Deal, Review and Back are 25 CSS px tall here
    run = finished(report, NAME)
    screens = {kind: size for kind, size in run["targets"].items()
               if kind.split(" ")[0] in ("menu", "results", "review")}
    assert {"menu Deal button", "results Review button", "review Back button"} <= set(screens), \
        run["targets"]
    small = {kind: size for kind, size in screens.items() if min(size) < THUMB}
    assert not small, small
