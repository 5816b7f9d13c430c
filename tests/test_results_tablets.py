"""The results on a tablet or a 4:3 or 16:10 window (issue 45, item 16).

1024×768 (an iPad held sideways) gives a 960×720 canvas, 1280×800 and 1024×640 a 1152×720 one
(:func:`sevens.ui.viewport.logical_size_for`). The results were drawn at 1280×720 and scaled
down into them: the key hints, the legend's lines and the deal link at about 9.6 CSS px at
1024×768 and 1024×640. They are laid out on the canvas itself now, as a phone turned
sideways lays them out (:mod:`sevens.ui.results_compact`, which fits any width down to 960).

Checked from what the scene draws (every text recorded as it is rendered, with Show all hands
closed and open) at the scale the page fits the canvas with: the scene laid out on its
canvas, every text at least 12 CSS px, nothing off the canvas, out of its panel or over
another text, every button on the canvas, clear of the others and a thumb each way.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import css_per_logical, record_text_sizes, results_at  # noqa: E402
from test_results_short_sideways import text_problems  # noqa: E402
from test_results_sideways_buttons import everything_wrong  # noqa: E402

from sevens.ui import translation  # noqa: E402

#: Tablets and 4:3 or 16:10 windows, and the canvas each gets.
TABLETS = {(1024, 768): (960, 720), (1280, 800): (1152, 720), (1024, 640): (1152, 720)}
#: (rule system, players, deals): Douque's eleven columns with cards; eight under chips.
CASES = [("douque", 4, 1), ("sevens", 8, 1), ("sevens", 4, 3)]
#: The least size of a text to read, in CSS px.
READABLE = 12


@pytest.mark.parametrize(("rules_id", "players", "deals"), CASES,
                         ids=[f"{rules}{players}-{deals}" for rules, players, deals in CASES])
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("window", list(TABLETS), ids=lambda window: f"{window[0]}x{window[1]}")
def test_the_results_are_laid_out_on_a_tablets_canvas(
        window: tuple[int, int], language: str, rules_id: str, players: int,
        deals: int) -> None:
    try:
        app, scene = results_at(window, rules_id, players, language, deals=deals)
        assert app.size == TABLETS[window] and not app.compact
        assert scene.size == app.size, f"drawn at {scene.size}, scaled into {app.size}"
        scale = css_per_logical(app, window)
        found: list[str] = []
        for hands in (False, True):
            if scene.show_hands != hands:
                scene.toggle_hands()
            sizes = record_text_sizes(app)
            app.draw_scene()
            del app.resources.text  # the recorder: the class's own method again
            assert len(sizes) >= 20
            found += sorted({f"{string!r} at {size * scale:.1f} CSS px"
                             for string, size in sizes
                             if string.strip() and size * scale < READABLE - 0.05})
        if scene.show_hands:
            scene.toggle_hands()
        found += everything_wrong(app, scene, window)
        found += text_problems(app, scene, window)
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)
