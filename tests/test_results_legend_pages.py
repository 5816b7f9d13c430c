"""Every column's explanation can be brought on screen on a phone held upright.

Where the players have a block each (no column to point at), an explanation is on screen in
the legend under the blocks or on the legend's sheet, opened from its button and turned with
◀ ▶ where it does not hold them all (Douque's take about 22 lines)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).parent))

import pygame  # noqa: E402
from test_results_screen import EVERY_TABLE, resize_window, results_at  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.app.languages import LANGUAGE_CODES  # noqa: E402

#: Phones and a tablet held upright.
UPRIGHT = [(360, 640), (390, 844), (412, 915), (768, 1024)]


def squashed(words: Any) -> str:
    """The texts of ``words`` one after another, without their spaces."""
    return "".join("".join(word.text.split()) for word in words)


def reachable(scene: Any) -> str:
    """Every text the results show, with the legend's sheet opened from its button (where
    it is on show) and turned with ▶ to its last page; the sheet closed again."""
    app = scene.app
    app.step(1 / 60)
    seen = squashed(scene.places.layers[0].words)
    legend = [button for button in scene.buttons if button.name == "legend"]
    if legend:
        legend[0].action()
        for _ in range(20):
            seen += squashed(scene.places.layers[1].words)
            turner = [button for button in scene.buttons
                      if button.label == "\u25b6" and button.enabled]
            if not turner:
                break
            turner[0].action()
        legend[0].action()
    return seen


@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize(("rules_id", "players"), EVERY_TABLE,
                         ids=[f"{rules}{players}" for rules, players in EVERY_TABLE])
def test_every_explanation_can_be_brought_on_screen_upright(rules_id: str, players: int,
                                                            language: str) -> None:
    """On every upright canvas, each column's explanation is drawn whole under the blocks
    or on a page of the legend's sheet (Douque on 390×844 had no Legend button: its
    explanations were on screen nowhere)."""
    try:
        app, scene = results_at(UPRIGHT[0], rules_id, players, language)
        found = []
        for window in UPRIGHT:
            resize_window(app, window)  # the window too: its scale is the players' own
            seen = reachable(scene)
            found += [f"{window[0]}x{window[1]}: {heading!r} is explained nowhere"
                      for (heading, _), explanation in zip(scene.words.columns,
                                                           scene.words.explanations, strict=True)
                      if "".join(explanation.split()) not in seen]
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)


def test_the_legends_pages_turn_by_the_paged_screens_keys() -> None:
    """→ and Page Down turn the legend's sheet on, ← and Page Up back, as on every paged
    screen (Douque's sheet on a 360×640 phone takes more than one page)."""
    try:
        app, scene = results_at((360, 640), "douque", 4, "en")
        resize_window(app, (360, 640))
        scene.toggle_legend()
        assert scene.pager.page_count > 1
        turned = []
        for key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                                  scancode=0))
            turned.append(scene.pager.page)
    finally:
        pygame.quit()
    assert turned == [1, 0, 1, 0]
