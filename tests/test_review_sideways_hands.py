"""The Review's Show all hands on a phone turned sideways: readable and thumb-sized in every
language (a guard: :mod:`test_compact_review` checks English and Japanese at three sizes).

A phone turned sideways shows the Review's canvas at 0.5–0.57 CSS px a logical px, where the
desktop's 16-px button label would read at 8 CSS px and its 14-px names at 7. The sideways
Review (:mod:`sevens.ui.scenes.review.layout`) sets Show all hands in its column of thumb-tall
controls. Checked here in both Chinese scripts at 640×360, 667×375 and 740×360, while the
decisions are still being weighed, with the hands closed and open: the button at least 44
CSS px tall, on the canvas and clear of the other controls; its label (Show or Hide all hands)
drawn whole on one line and every text drawn at least 11 CSS px.
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
from helpers import THUMB, css_per_logical, record_text_sizes, results_at  # noqa: E402

from sevens.ui import messages  # noqa: E402
from sevens.ui.messages import text  # noqa: E402

#: The smallest phones turned sideways: a 1280-, 1281- and 1480-wide canvas at 0.5–0.52.
SIDEWAYS = [(640, 360), (667, 375), (740, 360)]
#: The least size of any text on the Review, in CSS px.
READABLE = 11


def window_id(window: tuple[int, int]) -> str:
    """``640x360``."""
    return f"{window[0]}x{window[1]}"


@pytest.mark.parametrize("language", ["zh-Hant", "zh-Hans"])
@pytest.mark.parametrize("window", SIDEWAYS, ids=window_id)
def test_show_all_hands_reads_and_takes_a_thumb_on_a_sideways_review(
        window: tuple[int, int], language: str) -> None:
    found: list[str] = []
    try:
        app, results = results_at(window, "douque", 4, language)
        app.show_review(results)
        app.step(1 / 60)
        review: Any = app.scene
        assert review.compact and review.size == app.size
        scale = css_per_logical(app, window)
        button = review.hands_button
        controls = [*review.buttons, review.seat_stepper]
        if button.rect.height * scale < THUMB:
            found.append(f"Show all hands is {button.rect.height * scale:.0f} CSS px tall")
        if not pygame.Rect((0, 0), review.size).contains(button.rect):
            found.append(f"Show all hands {button.rect} leaves the canvas")
        found += [f"Show all hands {button.rect} overlaps {other.name} {other.rect}"
                  for other in controls if other is not button
                  and button.rect.colliderect(other.rect)]
        for _ in range(2):  # the card faces are drawn once and kept: their corners are art
            review.toggle_hands()
            app.draw_scene()
        for shown, key in ((False, "hands.show"), (True, "hands.hide")):
            if review.show_hands != shown:
                review.toggle_hands()
            assert button.label == text(key)
            sizes = record_text_sizes(app)
            app.draw_scene()
            del app.resources.text  # the class's own method again
            labels = [size for string, size in sizes if string == button.label]
            if labels != [button.size]:
                found.append(f"{button.label!r} drawn as {labels} in {button.rect.width} px "
                             f"(not once on one line at {button.size})")
            found += sorted({f"{string!r} at {size * scale:.1f} CSS px" for string, size in sizes
                             if string.strip() and size * scale < READABLE - 0.05})
    finally:
        messages.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)
