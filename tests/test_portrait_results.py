"""Issue 30: the results held upright — laid out for a portrait canvas, not shrunk into it.

On a 390×844 phone (a 720×1558 canvas, 390/720 CSS px per logical px), for every scoring in
all four languages: every button at least 44 CSS px tall, on the canvas and clear of the
others; every text at least 12 CSS px and inside its panel and the canvas; the settlement,
its notes and the legend (opened over it) all with room. Turning the window back to
landscape puts every button back where 1280×720 has it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import BODY_TEXT, THUMB, record_text_sizes, results_at  # noqa: E402
from layout_probe import draw, problems, record  # noqa: E402

from sevens.ui import results_portrait, translation  # noqa: E402

PHONE = (390, 844)
#: One rule system per scoring (and seven players sharing chips: the longest settlement).
SCORINGS = [("douque", 4, "douque"), ("sevens", 4, "chips"),
            ("badam-satti", 4, "penalty-pips"), ("shichinarabe", 4, "placing-points"),
            ("fan-tan", 4, "wins")]


def check_results(app: Any, scene: Any) -> list[str]:
    """Every problem the portrait results have at the phone's scale (an empty list: none)."""
    scale = PHONE[0] / app.size[0]
    canvas_rect = pygame.Rect((0, 0), app.size)
    found = []
    names = {button.name for button in scene.buttons}
    assert {"next", "menu", "legend", "all_hands"} <= names, names
    for button in scene.buttons:
        if button.rect.height * scale < THUMB or not canvas_rect.contains(button.rect):
            found.append(f"button {button.name} {button.rect}")
        if sum(button.rect.colliderect(other.rect) for other in scene.buttons) != 1:
            found.append(f"button {button.name} overlaps another")
    layout = results_portrait.portrait_results_layout(app.size, sorted(names))
    board = layout.board
    bottom = results_portrait.player_blocks(scene, board)
    notes = results_portrait.note_lines(scene, board.width - 8)
    if bottom + len(notes) * (results_portrait.BODY + 8) > board.bottom:
        found.append(f"the settlement and its notes end at {bottom}+{len(notes)} lines, "
                     f"below the board ({board.bottom})")
    canvas = record(app)
    for _ in range(2):  # the card faces are drawn once and kept: their small indices are art
        scene.toggle_hands()
        draw(app, canvas)
    sizes = record_text_sizes(app)
    for show in ("settlement", "legend", "hands"):
        if show == "legend":
            scene.toggle_legend()
        if show == "hands":
            scene.toggle_hands()
        found += [f"{show}: {problem}" for problem in problems(draw(app, canvas), app.size)]
        if show == "legend":
            legend_box = board.union(layout.summary)
            if not results_portrait.draw_legend_portrait(scene, canvas, legend_box):
                found.append("the legend has no room for every column")
    small = sorted({(string, size) for string, size in sizes if size * scale < BODY_TEXT})
    found += [f"text {size} px ({size * scale:.1f} CSS px): {string}" for string, size in small]
    assert len(sizes) >= 20
    assert max(size for _, size in sizes) > min(size for _, size in sizes)  # headings larger
    return found


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
@pytest.mark.parametrize(("rules_id", "players", "scoring"), SCORINGS)
def test_portrait_results_fit_a_phone(rules_id: str, players: int, scoring: str,
                                      language: str) -> None:
    try:
        app, scene = results_at(PHONE, rules_id, players, language)
        assert app.size == (720, 1558) and scene.portrait and scene.scoring == scoring
        found = check_results(app, scene)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


def test_seven_players_sharing_chips_fit_a_phone() -> None:
    app, scene = results_at(PHONE, "sevens", 7, "ja")
    assert len(scene.data["players"]) == 7
    found = check_results(app, scene)
    assert not found, "\n".join(found)


def test_turning_the_results_keeps_the_landscape_places() -> None:
    app, scene = results_at((1280, 720), "douque", 4, "en")
    places = {button.name: button.rect.copy() for button in scene.buttons}
    assert "legend" not in places and places["next"] == pygame.Rect(1000, 650, 240, 52)
    app.fit_canvas(PHONE)
    app.step(1 / 60)
    assert app.scene is scene and scene.portrait
    assert all(button.rect.height >= 82 for button in scene.buttons)
    scene.toggle_legend()
    assert scene.show_legend
    app.fit_canvas((1280, 720))
    app.step(1 / 60)
    assert {button.name: button.rect for button in scene.buttons} == places
    assert not scene.show_legend  # landscape shows its legend under the settlement
