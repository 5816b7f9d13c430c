"""A long press's panel as a phone player meets it (issue 45, item 11): at 390×844, 844×390
and 1280×720, long-pressing a card of a Douque hand that must cover shows what the card waits
for in text of at least 12 CSS px, in a panel inside the canvas, clear of the pressed card
(the thumb on it) and of the status line."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import BODY_TEXT, css_per_logical, deal, make_app, record_text_sizes  # noqa: E402
from layout_probe import draw, record  # noqa: E402
from test_review_screen import finger  # noqa: E402

import sevens  # noqa: E402
from sevens.ui.scenes.table import TableScene  # noqa: E402
from sevens.ui.scenes.table.input import LONG_PRESS_SECONDS  # noqa: E402

WINDOWS = [(390, 844), (844, 390), (1280, 720)]
#: The first card of the hand (at the canvas's left edge on a phone held upright), one in
#: the middle and the last (in the hand's lowest line).
CARDS = ["AS", "2H", "KC"]
#: How far inside the canvas the panel keeps, in logical px (its border drawn whole).
EDGE = 4


def must_cover_at(window: tuple[int, int]) -> TableScene:
    """A Douque table at ``window`` where the human holds only aces, twos, threes and kings
    and must cover a card (nothing of theirs fits for several moves)."""
    rules = sevens.preset("douque")
    game = deal(rules, {0: [f"{rank}{suit}" for suit in "SHDC" for rank in "A23K"]})
    while game.current_player != 0:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind == "play"
                 and move.card.rank not in (4, 12)]
        game.apply(plays[0] if plays else moves[0])
    app = make_app(window, "douque")
    app.start_match(rules, "douque")
    scene = app.scene
    assert isinstance(scene, TableScene)
    scene.session.game = game
    scene.setup_deal()
    app.step(1 / 60)
    assert {move.kind for move in scene.session.view().legal_moves} == {"cover"}
    return scene


@pytest.mark.parametrize("window", WINDOWS)
def test_a_long_press_reads_clearly_above_the_thumb_and_the_status_line(
        window: tuple[int, int]) -> None:
    scene = must_cover_at(window)
    app = scene.app
    canvas = record(app)
    sizes = record_text_sizes(app)
    scale = css_per_logical(app, window)
    found: list[str] = []
    for name in CARDS:
        card = sevens.Card.parse(name)
        pressed = scene.hand_view.card_rect(card).copy()
        finger(app, pygame.FINGERDOWN, pressed.center)
        for _ in range(round(LONG_PRESS_SECONDS / 0.05) + 2):
            app.step(0.05)
        assert scene.input.card_info is not None and scene.input.card_info.card == card
        message, _colour = scene.status_line(scene.session.view())
        status = {message, *scene.status.lines(message, scene.app.resources,
                                               scene.table_layout, scene.rows_view.geometry)}
        sizes.clear()
        drawn = draw(app, canvas)
        panel = [item for item in drawn if item.kind == "panel"][-1].ink  # drawn last: on top
        info = set(scene.input.card_info.lines)
        info_texts = [item for item in drawn[drawn.index(next(
            item for item in drawn if item.kind == "panel" and item.ink == panel)):]
            if item.kind == "text"]
        assert info_texts, f"{name}: no text drawn in the long press's panel"
        small = sorted({f"{string!r} at {size * scale:.1f} CSS px" for string, size in sizes
                        if size * scale < BODY_TEXT and (string in info or any(
                            string in sentence for sentence in info))})
        found += [f"{name}: {line}" for line in small]
        if not pygame.Rect((0, 0), app.size).inflate(-2 * EDGE, -2 * EDGE).contains(panel):
            found.append(f"{name}: the panel {panel} reaches the canvas's edge {app.size}")
        if panel.colliderect(pressed):
            found.append(f"{name}: the panel {panel} covers the pressed card {pressed}")
        found += [f"{name}: the panel {panel} covers the status line {item.text!r} {item.ink}"
                  for item in drawn if item.kind == "text" and item.text in status
                  and item.ink.colliderect(panel)]
        finger(app, pygame.FINGERUP, pressed.center)
        app.step(1 / 60)
    assert not found, "\n".join(found)
