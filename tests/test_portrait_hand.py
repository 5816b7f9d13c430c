"""Issue 30: a portrait hand held in more than one line reads line by line.

On a phone held upright (390×844, and a 360-px phone at 360×780) a hand of 13 cards — one
pack, or two packs among eight — or of 18 (three players) has lines that never overlap, even
with cards raised and one selected. On a shorter canvas (a tablet, or 360×740 and 360×640
among eight players) the lines may be pressed together, but a line covers only the plain
lower part of the card above it: its corner index stays in sight. Every card's tap target
stays at least 44 CSS px wide and tall.
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
from helpers import THUMB, make_app, table_places  # noqa: E402
from test_portrait import table_at_turn, tap_targets  # noqa: E402

import sevens  # noqa: E402
from sevens.ui.scenes.table.layout import hand as hand_layout  # noqa: E402

#: Phones held upright: their canvases are 1558, 1560, 1480 and 1280 tall.
PHONES = [(390, 844), (360, 780), (360, 740), (360, 640)]


def line_overlaps(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """Every (upper, lower) pair of cards in different lines whose faces overlap."""
    found = []
    for index, upper in enumerate(rects):
        for lower in rects[index + 1:]:
            other_line = abs(lower.y - upper.y) >= upper.height // 2
            if other_line and lower.colliderect(upper):
                found.append((upper, lower))
    return found


def hand_cases(table: object) -> list[list[pygame.Rect]]:
    """The hand as dealt now, and the biggest hand these rules deal with every other card
    raised, suits changing and each card in turn selected."""
    now = table.hand_view.placed().rects
    rules = table.session.rules
    biggest = -(-52 * rules.decks // rules.players)
    raised = [index % 2 == 1 for index in range(biggest)]
    suits = [index * 4 // biggest for index in range(biggest)]
    places = table.table_layout
    cases = [now, places.hand_rects(biggest, suits, raised, None)]
    cases += [places.hand_rects(biggest, suits, raised, chosen) for chosen in range(biggest)]
    return cases


@pytest.mark.parametrize("window", PHONES)
@pytest.mark.parametrize(("rules_id", "players", "decks", "cards"), [
    ("sevens", 4, 1, 13),
    ("sevens", 3, 1, 18),  # three lines
    ("family", 8, 2, 13),  # two packs among eight
    ("sevens", 8, 2, 13),
])
def test_hand_lines_read_clearly_with_thumb_sized_targets(window: tuple[int, int],
                                                          rules_id: str, players: int,
                                                          decks: int, cards: int) -> None:
    app = make_app(window, rules_id, players=players)
    scale = window[0] / app.size[0]
    rules = (sevens.preset(rules_id).replace(players=players, decks=decks) if decks > 1
             else None)
    table = table_at_turn(app, rules=rules)
    places = table.table_layout
    assert places.portrait and places.hand_line_step > 0  # more than one line
    canvas = pygame.Rect((0, 0), app.size)
    for rects in hand_cases(table):
        assert len({rect.y for rect in rects}) > 1
        for rect in rects:
            assert canvas.contains(rect) and not rect.colliderect(places.my_panel)
        for width, height in tap_targets(rects):
            assert width * scale >= THUMB and height * scale >= THUMB, (width, height)
        assert len(rects) >= cards - 1
        overlaps = line_overlaps(rects)
        if window[1] >= 780:  # a tall phone: lines never overlap
            assert not overlaps, overlaps[:3]
        for upper, lower in overlaps:  # a shorter one: each corner index stays in sight
            assert lower.y - upper.y >= upper.height * hand_layout.PORTRAIT_INDEX_DEPTH, \
                (upper, lower)


@pytest.mark.parametrize("window", PHONES)
@pytest.mark.parametrize("players", [3, 4, 8])
def test_every_hand_size_keeps_thumb_wide_cards(window: tuple[int, int], players: int) -> None:
    """Hands of 1 to 26 cards (one line, two, three; 15 and 16 cards are where a line holds
    the most cards it can), every card's visible part at least 44 CSS px each way."""
    from sevens.ui.geometry.canvas import logical_size_for

    size = logical_size_for(*window)
    scale = window[0] / size[0]
    for count in range(1, 27):
        places = table_places(size, players=players, hand_cards=count,
                                     row_count=8 if players == 8 else 4)
        raised = [index % 3 == 1 for index in range(count)]
        suits = [index * 4 // count for index in range(count)]
        rects = places.hand_rects(count, suits, raised, None)
        narrow = [(width, height) for width, height in tap_targets(rects)
                  if width * scale < THUMB or height * scale < THUMB]
        assert not narrow, (count, narrow)


@pytest.mark.parametrize("window", [(820, 1180), (600, 1000)])
def test_pressed_lines_keep_every_corner_index_in_sight(window: tuple[int, int]) -> None:
    from sevens.ui.geometry.canvas import logical_size_for

    size = logical_size_for(*window)
    places = table_places(size, players=8, hand_cards=13, row_count=8)
    raised = [index % 2 == 1 for index in range(13)]
    suits = [index * 4 // 13 for index in range(13)]
    for chosen in (None, *range(13)):
        rects = places.hand_rects(13, suits, raised, chosen)
        assert len({rect.y for rect in rects}) > 1
        for upper, lower in line_overlaps(rects):
            assert lower.y - upper.y >= upper.height * hand_layout.PORTRAIT_INDEX_DEPTH, \
                (upper, lower)


def test_the_one_line_hand_keeps_its_big_cards() -> None:
    places = table_places((720, 1558), players=8, hand_cards=7, row_count=4)
    assert places.hand_line_step == 0 and places.hand_card == (100, 140)  # one line
    lined = table_places((720, 1558), players=4, hand_cards=13, row_count=4)
    assert lined.hand_area.height == lined.hand_card[1] + lined.hand_line_step  # two lines
    assert lined.hand_card == hand_layout.PORTRAIT_LINED_HAND_CARD
    assert lined.hand_line_step >= lined.hand_card[1] + lined.hand_raise
