"""Covered cards in the results on a phone and a tablet (issue 45, item 13).

Douque's settlement shows each player's covered cards. On a phone they were small card faces
(30×42 sideways, 40×56 upright) whose corner index read at about 6–9 CSS px. They are written
as words now, ``4♠ 9♥`` in their suits' colours (:mod:`sevens.ui.results_cards`), at the
cells' size.

Checked from what the scene draws: every covered card of every player is drawn as its card
word (on a tablet's canvas, 1024×768, as a small face, whose index reads at 13 CSS px there),
at least 12 CSS px where the page fits the canvas, and no card face is drawn whose
corner index would read under 12 CSS px (Show all hands closed: its faces are another matter).
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
from helpers import css_per_logical, record_text_sizes, results_at  # noqa: E402
from test_review_screen import corner_index, record_card_sizes  # noqa: E402

from sevens.ui import translation  # noqa: E402
from sevens.ui.translation import card_text  # noqa: E402

#: Phones upright and sideways, the shortest sideways phone, a tablet.
WINDOWS = [(390, 844), (844, 390), (568, 320), (1024, 768)]
#: The least size of a card's rank and suit, in CSS px.
READABLE = 12


def covered(scene: Any) -> list[str]:
    """Every covered card of the settlement (the column of cards)."""
    index = next(index for index, (_, _, align) in enumerate(scene.columns())
                 if align == "cards")
    return [code for entry in scene.data["players"] for code in scene.cells(entry)[index]]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("window", WINDOWS, ids=lambda window: f"{window[0]}x{window[1]}")
def test_covered_cards_read_at_12_css_px(window: tuple[int, int], language: str) -> None:
    try:
        app, scene = results_at(window, "douque", 4, language)
        codes = covered(scene)
        assert len(codes) >= 4
        scale = css_per_logical(app, window)
        sizes = record_text_sizes(app)
        faces = record_card_sizes(app)
        app.draw_scene()
        drawn: dict[str, int] = {}
        for string, size in sizes:
            drawn[string] = max(size, drawn.get(string, 0))
        if window == (1024, 768):  # a tablet: small faces, their index readable there
            found = [] if len(faces) >= len(codes) else [f"{len(faces)} faces drawn"]
            codes = []
        else:
            found = [f"{card_text(code)} is not written" for code in codes
                     if card_text(code) not in drawn]
        found += [f"{card_text(code)} at {drawn[card_text(code)] * scale:.1f} CSS px"
                  for code in codes if card_text(code) in drawn
                  and drawn[card_text(code)] * scale < READABLE - 0.05]
        found += sorted({f"a card face {size} with a {corner_index(size) * scale:.1f}-CSS-px "
                         "index" for size in faces
                         if corner_index(size) * scale < READABLE - 0.05})
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)
