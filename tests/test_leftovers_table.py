"""The face-up leftovers of equal hands on a phone (5–7 players deal 52 cards unevenly).

Three faults of the table, fixed together:

- the box's label, "Face-up leftovers", was drawn at 12 logical px on a phone turned
  sideways (6–6.5 CSS px) and, held upright, ran out of its narrow box under Pass;
- when nothing in your hand fits but a leftover does, the status line said "No playable
  card: choose a card to cover" (or, where you pass, "You may also play a leftover"): it now
  names both choices, with the passes you have left;
- on a short phone turned sideways (568×320: a 640-tall canvas) with seven players, the box
  stood over the lower right-hand opponent's panel (36 px lie between that panel and Pass):
  the six opponents sit two on the left, three across the top and one on the right there.

Three more, on the short phones turned sideways (a 640-tall canvas), fixed after:

- with six players and four leftovers, two of which you may play a thumb apart, the box
  grew left over the right end of the last row (39 px; 1 px with seven players): it keeps
  to the column right of the rows now (the rows end clear of its narrowest width), the
  leftovers you may not play over those you may when one line is too narrow, the box
  growing upward into the room a lone right-hand panel leaves standing under the bar's
  buttons;
- the status pill's two lines ran over the last row's frame (by up to 9 px where the hand
  is held in two lines to choose a card to cover): the rows end over it;
- with eight players the box stood over the lower right-hand panel there (and on a 480×360
  window): two panels fill the right-hand column, so Pass, Hint and Undo stand in one line
  at the foot now, the box over the three, under the panels, in one line (the rows above
  leave it room to grow left), the hand ending left of Pass.

Scripted positions: you hold low and high cards only, and the 6♦ and 8♦ lie face up beside
the 7♦ led, so at your first turn nothing of yours fits and those two leftovers do.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import BODY_TEXT, css_per_logical, deal, make_app, thumb_problems  # noqa: E402
from layout_probe import draw, record  # noqa: E402

import sevens  # noqa: E402
from sevens.app import translation  # noqa: E402
from sevens.app.translation import text  # noqa: E402

SIDEWAYS = [(568, 320), (640, 320), (640, 360), (844, 390)]
PHONES = [*SIDEWAYS, (390, 844)]
HAND = ["AS", "2S", "KS", "AH", "2H", "KH", "AC", "2C", "KC", "QC"]
LEFTOVERS = {5: ["6D", "8D"], 6: ["6D", "8D", "5S", "9H"], 7: ["6D", "8D", "4C"],
             8: ["6D", "8D", "5S", "9H"]}
#: Short phones turned sideways (a 640-tall canvas).
SHORT = [(568, 320), (640, 320), (667, 320)]
#: Narrower compact canvases: a 480×360 window (960×720 at 0.5), 576×360 (1152×720).
NARROW = [(480, 360), (576, 360)]


def window_id(window: tuple[int, int] | None) -> str:
    """``568x320`` (or ``desktop``)."""
    return f"{window[0]}x{window[1]}" if window else "desktop"


def leftover_table(window: tuple[int, int] | None, players: int, stuck: str = "cover",
                   preset: str = "family", language: str = "en") -> tuple[Any, Any]:
    """A table of ``preset`` with equal hands for ``players`` at ``window``, your first turn:
    nothing in your hand fits, the 6♦ and 8♦ lying face up do (the others play a hand card
    when they can, else cover or pass)."""
    changes: dict[str, Any] = {"equal_hands": True, "players": players}
    if stuck != "pass":
        changes["when_stuck"] = stuck
    rules = sevens.preset(preset, **changes)
    hand = HAND[:52 // players]
    game = deal(rules, {0: hand}, leftovers=LEFTOVERS[players])
    order = {"play": 0, "cover": 1, "pass": 1, "leftover": 2}
    while game.current_player != 0:
        game.apply(min(game.legal_moves(), key=lambda move: order.get(move.kind, 3)))
    app = make_app(window, preset, language=language)
    app.start_match(rules, preset)
    table = app.scene
    table.session.game = game
    table.setup_deal()
    app.step(1 / 60)
    view = table.session.view()
    assert {move.kind for move in view.legal_moves} == {stuck if stuck == "cover" else "pass",
                                                         "leftover"}
    assert {str(move.card) for move in view.legal_moves if move.kind == "leftover"} == \
        {"6D", "8D"}
    return app, table


def leftover_box(table: Any) -> pygame.Rect:
    """The leftovers' box as drawn (on a compact table it grows for its targets)."""
    return table.hand_view.placed().leftover_box


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("window", PHONES, ids=window_id)
def test_the_leftovers_label_is_as_large_as_the_tables_other_texts_and_inside_its_box(
        window: tuple[int, int], language: str) -> None:
    app, table = leftover_table(window, 7, language=language)
    scale = css_per_logical(app, window)
    sizes: list[tuple[str, int]] = []
    original = app.resources.text

    def noted(string: str, size: int, *arguments: Any, **keywords: Any) -> pygame.Surface:
        sizes.append((string, size))
        return original(string, size, *arguments, **keywords)

    app.resources.text = noted
    drawn = draw(app, record(app))
    label = translation.text("table.leftovers")
    parts = [(string, size) for string, size in sizes  # the label, or a line of it
             if len(string.strip()) >= 3 and string in label]
    assert parts, sizes
    small = [f"{string!r} at {size * scale:.1f} CSS px" for string, size in parts
             if size * scale < BODY_TEXT]
    assert not small, small
    box = leftover_box(table)
    inks = [item.ink for item in drawn if item.kind == "text"
            and len(item.text.strip()) >= 3 and item.text in label]
    assert inks
    outside = [ink for ink in inks if not box.inflate(4, 4).contains(ink)]
    assert not outside, f"the label's ink {outside} leaves its box {box}"
    cards = [rect.move(0, -6) for rect in table.hand_view.leftover_rects().values()]  # lifted ones
    assert not [ink for ink in inks if ink.collidelist(cards) >= 0], (inks, cards)


def test_the_desktop_leftovers_label_keeps_its_size_and_place() -> None:
    app, table = leftover_table(None, 7)
    drawn = draw(app, record(app))
    ink = next(item.ink for item in drawn if item.text == text("table.leftovers"))
    box = table.table_layout.leftover_box
    assert box == pygame.Rect(1088, 474, 178, 66)
    assert ink.x == box.x + 9 and 12 <= ink.height <= 14, ink


@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
def test_a_leftover_that_fits_is_named_beside_covering(language: str) -> None:
    app, table = leftover_table((568, 320), 7, language=language)
    message, _colour = table.status_line(table.session.view())
    assert message == text("status.cover_leftover")
    assert message != text("status.cover")
    lines = table.status.lines(message, table.app.resources, table.table_layout,
                               table.rows_view.geometry)
    assert not any(line.endswith("…") for line in lines), lines


@pytest.mark.parametrize(("preset", "key", "passes"), [
    ("family", "status.leftover", None),  # pass when stuck, no count
    ("shichinarabe", "status.leftover_pass_left", 3),  # three free passes, a fourth puts out
])
def test_a_leftover_that_fits_is_named_beside_passing(preset: str, key: str,
                                                      passes: int | None) -> None:
    app, table = leftover_table((568, 320), 7, stuck="pass", preset=preset)
    message, _colour = table.status_line(table.session.view())
    values = {} if passes is None else {"passes": text("passes.many", count=passes)}
    assert message == text(key, **values)
    lines = table.status.lines(message, table.app.resources, table.table_layout,
                               table.rows_view.geometry)
    assert not any(line.endswith("…") for line in lines)


@pytest.mark.parametrize(("window", "players"), [
    pytest.param(window, players, id=f"{window_id(window)}-{players}")
    for window in [*SIDEWAYS, (667, 320), *NARROW] for players in (5, 6, 7, 8)])
def test_the_leftovers_box_stands_clear_of_the_opponents_and_the_buttons(
        window: tuple[int, int], players: int) -> None:
    for stuck in ("cover", "pass"):
        _app, table = leftover_table(window, players, stuck=stuck)
        box = leftover_box(table)
        places = [(f"panel of seat {seat}", rect) for seat, rect in table.seats_view.panels.items()]
        places += [(f"button {button.name}", button.rect)
                   for button in [*table.buttons_top, *table.action_buttons()]]
        places += [("your panel", table.table_layout.my_panel)]
        found = [f"{name} {rect}" for name, rect in places if rect.colliderect(box)]
        assert not found, f"the leftovers' box {box} ({stuck}) runs over {found}"
        assert pygame.Rect((0, 0), table.size).contains(box)


def row_frames(table: Any) -> list[pygame.Rect]:
    """The frame drawn around each row (4 px past its cards, 6 at its ends)."""
    rows = table.rows_view.geometry
    return [rows.row_rect(index).inflate(12, 8) for index in range(rows.row_count)]


@pytest.mark.parametrize("players", [5, 6, 7, 8])
@pytest.mark.parametrize("window", [*SIDEWAYS, (667, 320), *NARROW], ids=window_id)
def test_the_leftovers_box_and_its_targets_stand_clear_of_the_rows(
        window: tuple[int, int], players: int) -> None:
    for stuck in ("cover", "pass"):
        app, table = leftover_table(window, players, stuck=stuck)
        box = leftover_box(table)
        found = [f"row {index} {frame}" for index, frame in enumerate(row_frames(table))
                 if frame.colliderect(box)]
        assert not found, f"the leftovers' box {box} ({stuck}) runs over {found}"
        view = table.session.view()
        targets = table.hand_view.leftover_rects(touch=True)
        places = [(f"leftover {move.card}", targets[str(move.card)], True)
                  for move in view.legal_moves if move.kind == "leftover"]
        assert len(places) == 2
        problems = thumb_problems(app, window, places)
        problems += [f"{name} {area} runs over a row" for name, area, _ in places
                     if area.collidelist(row_frames(table)) >= 0]
        drawn = table.hand_view.leftover_rects()
        problems += [f"{card} {rect} leaves the box {box}" for card, rect in drawn.items()
                     if not box.contains(rect.move(0, -6))]
        assert not problems, "\n".join(problems)


def status_pill(app: Any, table: Any) -> pygame.Rect:
    """The status pill as drawn: the panel under the status message's first line."""
    drawn = draw(app, record(app))
    message, _colour = table.status_line(table.session.view())
    line = next(item for item in drawn if item.kind == "text" and item.text.strip()
                and item.text in message)
    return [item.ink for item in drawn if item.kind == "panel"
            and item.ink.contains(line.ink)][-1]


@pytest.mark.parametrize("players", [5, 6, 7])
@pytest.mark.parametrize("window", [*SIDEWAYS, (667, 320), *NARROW], ids=window_id)
def test_the_status_pill_stands_clear_of_the_rows(window: tuple[int, int],
                                                  players: int) -> None:
    for stuck in ("cover", "pass"):
        app, table = leftover_table(window, players, stuck=stuck)
        pill = status_pill(app, table)
        found = [f"row {index} {frame}" for index, frame in enumerate(row_frames(table))
                 if frame.colliderect(pill)]
        assert not found, f"the status pill {pill} ({stuck}) runs over {found}"
