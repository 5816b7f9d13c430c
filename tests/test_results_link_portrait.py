"""Issue 30: the deal link on the portrait results stays on the canvas in the browser.

In the browser the results name the link that replays the deal as its query
(``?rules=douque&players=4&deals=1&deal=…&seat=0``): one word with no space in it, wider than a
phone's canvas, so it ran off the right edge (seen at 390×844 in
tests/browser/test_browser_phone_deals.py). It now breaks after an ``&`` as well as at spaces,
in every language, and every piece of it is drawn inside the canvas.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from helpers import results_at  # noqa: E402
from layout_probe import draw, problems, record  # noqa: E402
from test_portrait_results import PHONE  # noqa: E402

from sevens.ui import results_portrait  # noqa: E402
from sevens.ui.translation import text  # noqa: E402

#: The query a six-player British Sevens deal's link has in the browser (the longest preset
#: name but one, two-digit seat counts never occur).
QUERY = "?rules=badam-satti&players=8&deals=12&deal=7h2px33k-0&seat=7"


@pytest.mark.parametrize("language", ["en", "zh_hant", "zh_hans", "ja"])
def test_the_web_deal_link_breaks_inside_the_portrait_canvas(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    app, scene = results_at(PHONE, "sevens", 6, language)
    monkeypatch.setattr(scene, "link_text",
                        lambda full=True: text("results.link", link=QUERY))
    width = app.size[0] - 2 * results_portrait.PAD
    lines = results_portrait.link_lines(scene, width)
    assert 1 < len(lines) <= 2, lines
    assert "".join(lines).replace(" ", "") == text("results.link", link=QUERY).replace(" ", "")
    font = app.resources.font(results_portrait.SMALL, False, QUERY)
    for line in lines:
        assert font.size(line)[0] <= width, line
    drawn = draw(app, record(app))
    assert any("deal=7h2px33k-0" in item.text for item in drawn), "the link was not drawn"
    assert problems(drawn, app.size) == []


def test_a_link_with_spaces_wraps_at_its_spaces_as_before() -> None:
    app, scene = results_at(PHONE, "sevens", 6, "en")
    width = app.size[0] - 2 * results_portrait.PAD
    native = scene.link_text()  # natively the command line: words with spaces
    assert " --deal " in native
    assert results_portrait.link_lines(scene, width) == app.resources.wrap(
        native, results_portrait.SMALL, width)
