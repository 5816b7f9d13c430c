"""Issue 34's bar in a real browser: a deal can be played to the end with the keyboard alone,
and the live region names every play in order.

check_keyboard.mjs plays two visits in headless Chromium, every input a key press: Douque
(covering when stuck) in English and British Sevens (passing) in 繁體中文. In the menu ↓ ↑
choose the rule system, Tab rings Deals and Speed and ← → set them, Tab rings Play and Enter
deals; at the table ← → select, Enter plays, C covers, P passes, R reads the hand; on the
results Tab rings Review and Enter opens it, Esc comes back and Esc leaves for the menu.

The game is the real one on the page that ships (build-web --runtime pyodide's index.html,
main.py on pygame-ce's WebAssembly build, see test_game_in_browser.py), with the page's own
live region and script. About two minutes.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))

from test_game_in_browser import harness_server  # noqa: E402

import sevens  # noqa: E402
from sevens.app import translation  # noqa: E402

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}
#: What a deal by keys may press: no other key (and nothing is clicked or tapped).
GAME_KEYS = {"ArrowDown", "ArrowUp", "ArrowRight", "Tab", "Enter", "Escape", "p", "c", "r"}

pytestmark = harness_server.real_game_marks()


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Build the bundle, serve it with the harness, play the two visits by keys."""
    return harness_server.play(tmp_path_factory.mktemp("keyboard") / "build",
                               HERE / "check_keyboard.mjs",
                               ["--template", str(REPO / "web" / "template.html")], timeout=600)


def written(code: str) -> str:
    """A card code (``7S``, ``TD``) as the table writes it (``7♠``, ``10♦``)."""
    return RANKS.get(code[:-1], code[:-1]) + SUITS[code[-1]]


def visit(report: dict, rules_id: str) -> dict:
    return next(seen for seen in report["visits"] if seen["rulesId"] == rules_id)


def say(language: str, key: str, **values: object) -> str:
    return translation.LANGUAGES[language][key].format(**values)


@pytest.mark.parametrize("rules_id", ["douque", "sevens"])
def test_a_deal_is_played_to_the_end_with_the_keyboard_alone(report: dict,
                                                               rules_id: str) -> None:
    seen = visit(report, rules_id)
    assert seen["errors"] == [] and seen["harnessErrors"] == []
    assert set(seen["keys"]) <= GAME_KEYS
    assert seen["scenes"] == ["TableScene", "ResultsScene", "ReviewScene", "ResultsScene",
                              "MenuScene"]
    decisions = seen["decisions"]
    assert decisions["play"] >= 3
    if rules_id == "douque":  # no passing in Douque: stuck, you cover
        assert decisions["pass"] == 0
    else:
        assert decisions["cover"] == 0
    # the keyboard never left the game's canvas
    assert {name: seen["focus"][name] for name in ("menu", "results", "end")} == {
        "menu": "canvas", "results": "canvas", "end": "canvas"}


@pytest.mark.parametrize("rules_id", ["douque", "sevens"])
def test_the_live_region_names_every_play_in_order(report: dict, rules_id: str) -> None:
    seen = visit(report, rules_id)
    language = seen["language"]
    played = translation.LANGUAGES[language]["log.played"]
    expected = [played.format(name=name, card=written(code)) for name, code in seen["plays"]]
    assert len(expected) > 8
    assert [line for line in seen["heard"] if line in expected] == expected
    assert seen["lang"] == language


def test_focus_taken_off_the_canvas_is_said_and_a_key_gives_it_back(report: dict) -> None:
    seen = visit(report, "douque")
    template = (REPO / "web" / "template.html").read_text(encoding="utf-8")
    words = re.search(r'"en": \["([^"]+)",\s*"([^"]+)"\]', template)
    assert words is not None, "the page's focus words"
    assert seen["focus"]["blurred"] != "canvas"
    assert seen["focus"]["afterKey"] == "canvas"
    assert seen["heardAroundBlur"][:2] == [words.group(1), words.group(2)]


@pytest.mark.parametrize("rules_id", ["douque", "sevens"])
def test_every_screen_and_ringed_control_is_announced(report: dict, rules_id: str) -> None:
    seen = visit(report, rules_id)
    language, heard = seen["language"], seen["heard"]
    rules = say(language, f"preset.{rules_id}.title")
    menu_line = say(language, "scene.menu", rules=rules)
    start = say(language, "scene.menu", rules=say(language, "preset.douque.title"))
    assert heard[0] == start  # the first line the page hears: where the keyboard is
    assert rules in heard  # the rule system chosen with ↓ or ↑
    # Tab to Deals says the setting and its value (the rule system's usual deals)
    assert say(language, "focus.stepper", label=say(language, "menu.deals"),
               value=sevens.PRESETS[rules_id].deals) in heard
    assert say(language, "focus.button", label=say(language, "menu.play")) in heard
    # → said each new number of deals, round to one
    assert say(language, "focus.changed", label=say(language, "menu.deals"), value=1) in heard
    table = say(language, "scene.table", rules=rules, deal=1, deals=1)
    hand = [line for line in heard if line.startswith(say(language, "narrate.hand",
                                                          cards="").rstrip("。."))]
    assert hand, "R read the hand"
    results = say(language, "results.title", deal=1, deals=1)
    order = [table, results, say(language, "scene.results_keys"),
             say(language, "focus.button", label=say(language, "results.review_deal"))]
    positions = [heard.index(line) for line in order]
    assert positions == sorted(positions)
    after_review = heard[positions[-1]:]
    assert any(line.endswith(say(language, "scene.review_keys")) for line in after_review)
    assert menu_line in after_review  # back at the menu, said
