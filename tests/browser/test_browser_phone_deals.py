"""Whole deals on a phone, by taps alone, in a real browser (issue 30's browser bar).

tests/browser/phone_deals.mjs boots the real game (main.py on pygame-ce's WebAssembly wheel
under Pyodide, as tests/browser/test_game_in_browser.py does) in headless Chromium emulating a
phone — touch, device scale 3 — held upright (390×844) and turned (844×390), with the canvas
fitted into the screen by the page that ships (build-web --runtime pyodide's index.html). In each
shape it plays a Douque deal with 4 players and a British Sevens deal with 6, touching only:
the rule system, the players, one deal, easy bots, the fastest pace and cards that do not fly
are chosen in the menu by taps on the game's own rectangles (tests/browser/tap_probe.py), the
menu's page turned by a tap when it is paged (turned sideways: the paces are on its settings
page); each card goes in two taps (the first lifts it, or says what covering it costs; the
second, on the card or its lit place, plays it), a pass is a tap on Pass; then the results,
Review, and back. Every target tapped in the menu, the results and the review is at least
44 CSS px. In each Douque deal the phone is turned at your fifth turn and turned back.
About a minute and a half.

Screenshots (menu, mid-deal, cover prompt, Pass, results, review; a failure's too) go to
``$SEVENS_PHONE_SCREENSHOTS`` when set, else to a temporary folder.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))

import harness_server  # noqa: E402 - found next to this file

NODE = harness_server.NODE
DRIVER = HERE / "phone_deals.mjs"

pytestmark = harness_server.real_game_marks()

#: The phone's two shapes and the two deals played in each (see phone_deals.mjs).
SHAPES = {"portrait": (390, 844), "landscape": (844, 390)}
DEALS = {"douque": 4, "sevens": 6}
RUNS = [f"{shape}-{deal}" for shape in SHAPES for deal in DEALS]
#: What the menu is set to by taps before each deal.
MENU_CHOICES = {"deals": 1, "level": "easy", "speed": "instant", "card_speed": "still"}
#: The least share of the screen the canvas may leave unused is 15 %.
LEAST_COVERAGE = 85.0
#: The least height (and width) in CSS px of what a thumb taps in the menu, the results and
#: the review, held upright or turned (a card's lit place on the table is a second way to
#: play it, besides a second tap on the card itself, and is not held to it).
THUMB = 44


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    """Build the bundle, serve it with the harness, play the four deals; the observations."""
    shots = os.environ.get("SEVENS_PHONE_SCREENSHOTS") or str(tmp_path_factory.mktemp("shots"))
    observed = harness_server.play(tmp_path_factory.mktemp("phone") / "build", DRIVER,
                                   ["--screenshots", shots], timeout=480)
    print(f"phone deals: {observed['seconds']:.0f} s, screenshots in {shots}")
    for name, run in observed["runs"].items():  # the smallest of each kind tapped, CSS px
        print(name, json.dumps(run.get("targets")))
    yield observed


def finished(report: dict, name: str) -> dict:
    """The run ``name``, failing with its step, error and screenshot when it stopped short."""
    run = report["runs"].get(name)
    assert run is not None, f"{name} was not played (an earlier run failed): {list(report['runs'])}"
    assert "failedStep" not in run, (
        f"{name} stopped while {run['failedStep']}: {run['error']}\n"
        f"screenshot: {run['screenshots'].get('failure')}\nlast state: "
        f"{json.dumps(run.get('lastState'))[:1500]}")
    return run


def picture_size(path: str | None) -> tuple[int, int]:
    """The pixel size of the PNG at ``path`` (its IHDR header)."""
    assert path is not None and Path(path).is_file(), path
    header = Path(path).read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", path
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def test_the_page_ran_without_errors(report: dict) -> None:
    assert report["pageErrors"] == []
    assert report["errors"] == []


@pytest.mark.parametrize("name", RUNS)
def test_the_canvas_covers_at_least_85_percent_of_the_screen(report: dict, name: str) -> None:
    run = report["runs"][name]
    coverage = run.get("coverage")
    assert coverage is not None, run.get("error")
    assert coverage["canvas"]["viewport"] == list(SHAPES[name.split("-")[0]])
    assert coverage["percent"] >= LEAST_COVERAGE, coverage


@pytest.mark.parametrize("name", RUNS)
def test_the_rules_and_players_are_chosen_in_the_menu_by_taps(report: dict, name: str) -> None:
    run = finished(report, name)
    rules = name.split("-")[1]
    settings = run["menu"]["settings"]
    assert settings["rules_id"] == rules
    assert settings["players"] == DEALS[rules]
    for setting, value in MENU_CHOICES.items():
        assert settings[setting] == value, (setting, settings)
    table = run["table"]
    assert (table["rules"], table["players"], table["level"], table["speed"]) == (
        rules, DEALS[rules], "easy", "instant")


@pytest.mark.parametrize("name", RUNS)
def test_the_menu_results_and_review_targets_tapped_are_thumb_sized(report: dict,
                                                                   name: str) -> None:
    run = finished(report, name)
    screens = {kind: size for kind, size in run["targets"].items()
               if kind.split(" ")[0] in ("menu", "results", "review")}
    assert {"menu Deal button", "review Back button"} <= set(screens), run["targets"]
    assert any(kind.startswith("menu stepper arrow") for kind in screens), screens
    small = {kind: size for kind, size in screens.items() if min(size) < THUMB}
    assert not small, small


@pytest.mark.parametrize("name", RUNS)
def test_a_whole_deal_is_played_by_taps_to_the_results(report: dict, name: str) -> None:
    run = finished(report, name)
    rules = name.split("-")[1]
    # Every human turn was taken by taps: a card in two (the first only lifted it: the driver
    # stops when it played), a pass in one.
    assert run["humanTurns"] >= 2
    assert run["cardTaps"] + run["placeTaps"] + run["passes"] == run["humanTurns"], run
    assert run["cardTaps"] >= 1
    assert run["results"]["scene"] == "ResultsScene"
    assert run["results"]["players"] == DEALS[rules]
    assert run["results"]["scoring"] == {"douque": "douque", "sevens": "chips"}[rules]


def test_a_card_is_also_played_by_a_tap_on_its_lit_place(report: dict) -> None:
    assert sum(finished(report, name)["placeTaps"] for name in RUNS) >= 2


@pytest.mark.parametrize("shape", SHAPES)
def test_douque_covers_by_taps_with_the_cost_shown_first(report: dict, shape: str) -> None:
    run = finished(report, f"{shape}-douque")
    assert run["covers"], "the deal never made you cover: choose another seed"
    for cover in run["covers"]:
        rank = cover["card"][:-1]
        assert f"Cover {rank}" in cover["prompt"] and "\u2212" in cover["prompt"], cover


def test_a_british_sevens_pass_is_a_tap_on_pass(report: dict) -> None:
    assert sum(finished(report, f"{shape}-sevens")["passes"] for shape in SHAPES) >= 1


@pytest.mark.parametrize("name", RUNS)
def test_review_opens_by_a_tap_and_a_tap_goes_back(report: dict, name: str) -> None:
    run = finished(report, name)
    assert run["review"]["scene"] == "ReviewScene"
    assert run["review"]["points"] >= 1
    assert run["backTo"] == "ResultsScene"
    assert run["backToMenu"] is True


@pytest.mark.parametrize("name", RUNS)
def test_the_key_moments_are_photographed(report: dict, name: str) -> None:
    run = finished(report, name)
    width, height = SHAPES[name.split("-")[0]]
    wanted = ["menu", "midDeal", "results", "review"] + (["cover"] if "douque" in name else [])
    wanted += ["pass"] if run["passes"] else []
    for moment in wanted:
        assert picture_size(run["screenshots"].get(moment)) == (width * 3, height * 3), moment


@pytest.mark.parametrize("shape", SHAPES)
def test_turning_the_phone_mid_deal_lays_the_table_out_again_and_keeps_the_deal(
    report: dict, shape: str
) -> None:
    # At the fifth turn of the Douque deal the phone is turned and turned back: each time the
    # page refits the canvas, the game takes the new shape on the spot, nothing of the deal is
    # lost, and the deal is then played on by taps at the new places.
    run = finished(report, f"{shape}-douque")
    width, height = SHAPES[shape]
    turned = run["turned"]
    assert [step["size"] for step in turned] == [[height, width], [width, height]]
    for step in turned:
        portrait = step["size"][1] > step["size"][0]
        assert (step["canvas"][1] > step["canvas"][0]) == portrait, step
        assert step["coverage"] >= LEAST_COVERAGE, step
        assert step["handKept"] and step["markerKept"], step
        assert picture_size(step["screenshot"]) == (step["size"][0] * 3, step["size"][1] * 3)
