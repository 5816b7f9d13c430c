"""A Douque deal by taps alone on short landscape pages, in a real browser.

tests/browser/phone_deals.mjs (see test_browser_phone_deals.py) run on two shapes, one browser:

- ``short``: a phone turned sideways with little height, 568×320 (an iPhone SE of the first
  generation; a 667×375 phone with its browser's bars shown leaves about as little), touch,
  device scale 3. The game gives it a 1136×640 canvas (0.5 CSS px a logical px).
- ``embed``: a page 1000×450 CSS px that is no phone, as an iframe embedding the game on
  another site (or a desktop window that short) leaves it. The game gives it a 1600×720 canvas
  at 0.625 CSS px a logical px and lays it out compact
  (:func:`sevens.ui.geometry.canvas.is_compact`), as on a phone turned sideways: the desktop
  layouts' text would be 7.5–10 CSS px there and their Deal, Review and Back buttons 25 CSS px
  tall.

On each, the rules, players, deal, bots and pace are chosen in the menu by taps (the paces on
its settings page), each card goes in two taps, the page is turned upright at your fifth turn
and back, then the results, Review, and back to the menu. Every target tapped in the menu, at
the table (cards played, cards covered: the hand held in two lines to choose from, lit places)
and in the results and the review is at least 44 CSS px. About 70 seconds.
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
#: Each run's name, its page in CSS px, and the canvas the game gives it.
PAGES = {"short-douque": ((568, 320), (1136, 640)),
         "embed-douque": ((1000, 450), (1600, 720))}

pytestmark = harness_server.real_game_marks()
each_page = pytest.mark.parametrize("name", list(PAGES))


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    """Build the bundle, serve it with the harness, play both deals; the observations."""
    shots = os.environ.get("SEVENS_PHONE_SCREENSHOTS") or str(tmp_path_factory.mktemp("shots"))
    observed = harness_server.play(tmp_path_factory.mktemp("short") / "build", DRIVER,
                                   ["--shapes", "short,embed", "--deals", "douque",
                                    "--screenshots", shots], timeout=420)
    print(f"short pages: {observed['seconds']:.0f} s, screenshots in {shots}")
    yield observed


@each_page
def test_the_page_ran_without_errors_and_the_canvas_fills_it(report: dict, name: str) -> None:
    assert report["pageErrors"] == [] and report["errors"] == []
    page, canvas = PAGES[name]
    coverage = report["runs"][name]["coverage"]
    assert coverage["canvas"]["viewport"] == list(page)
    assert coverage["canvas"]["pixels"] == list(canvas), coverage
    assert coverage["percent"] >= LEAST_COVERAGE, coverage


@each_page
def test_a_whole_deal_is_played_by_taps_to_the_results_and_the_review(report: dict,
                                                                      name: str) -> None:
    run = finished(report, name)
    width, height = PAGES[name][0]
    assert run["humanTurns"] >= 2 and run["cardTaps"] >= 1
    assert run["cardTaps"] + run["placeTaps"] + run["passes"] == run["humanTurns"], run
    assert run["results"]["scene"] == "ResultsScene"
    assert run["review"]["scene"] == "ReviewScene" and run["backToMenu"] is True
    assert [step["size"] for step in run["turned"]] == [[height, width], [width, height]]
    assert all(step["handKept"] and step["markerKept"] for step in run["turned"])


@each_page
def test_the_menu_results_and_review_targets_tapped_are_thumb_sized(report: dict,
                                                                   name: str) -> None:
    run = finished(report, name)
    screens = {kind: size for kind, size in run["targets"].items()
               if kind.split(" ")[0] in ("menu", "results", "review")}
    assert {"menu Deal button", "results Review button", "review Back button"} <= set(screens), \
        run["targets"]
    small = {kind: size for kind, size in screens.items() if min(size) < THUMB}
    assert not small, small


@each_page
def test_the_tables_targets_tapped_are_thumb_sized(report: dict, name: str) -> None:
    # the cards you covered were 25-34 CSS px strips of a hand in one line at 568x320 before
    # the hand was held in two lines to choose from
    run = finished(report, name)
    table = {kind: size for kind, size in run["targets"].items() if kind.startswith("table ")}
    assert "table hand card" in table, run["targets"]
    assert ("table cover card" in table) == bool(run["covers"]), run["targets"]
    small = {kind: size for kind, size in table.items() if min(size) < THUMB}
    assert not small, small
