"""Issue 34 in a real browser: web/template.html's visually hidden live region receives the
game's narration through the page bridge (``platform.window.sevensAnnounce``) — every play
of an autoplayed deal, in order, in English and in 繁體中文, the region's ``lang`` following
the game's language and the focus left on the canvas.

The game is the real one on the page that ships (build-web --runtime pyodide's index.html,
main.py on pygame-ce's WebAssembly build, see test_game_in_browser.py), whose own region and
script hear it. About two minutes.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(HERE))

from test_game_in_browser import harness_server  # noqa: E402

from sevens.app import translation  # noqa: E402

SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANKS = {"A": "A", "T": "10", "J": "J", "Q": "Q", "K": "K"}

pytestmark = harness_server.real_game_marks()


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Build the bundle, serve it with the harness, autoplay a deal in each language."""
    return harness_server.play(tmp_path_factory.mktemp("narration") / "build",
                               HERE / "check_narration.mjs",
                               ["--template", str(REPO / "web" / "template.html")], timeout=600)


def written(code: str) -> str:
    """A card code (``7S``, ``TD``) as the table writes it (``7♠``, ``10♦``)."""
    return RANKS.get(code[:-1], code[:-1]) + SUITS[code[-1]]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_live_region_names_every_play_in_order(report: dict, language: str) -> None:
    seen = report[language]
    assert seen["errors"] == []
    assert seen["scene"] == "ResultsScene"
    played = translation.LANGUAGES[language]["log.played"]
    expected = [played.format(name=name, card=written(code)) for name, code in seen["plays"]]
    assert len(expected) > 8
    heard = [line for line in seen["heard"] if line in expected]
    assert heard == expected
    title = translation.LANGUAGES[language]["results.title"].format(deal=1, deals=1)
    assert title in seen["heard"][seen["heard"].index(expected[-1]):]
    assert seen["lang"] == language and seen["live"] == "polite"
    assert seen["focus"] == "canvas"  # the region never takes the focus
    assert seen["kept"] <= 50  # the page keeps only the last lines
