"""A table held upright (issue 45): the open move log never covers the rows or the seats (the
rows close up above it, docs/playing.md), and a row still empty names its suit on the place
of its first card ("7♦", not "7") where there is no room for the row's suit disc."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from helpers import make_app, swipe  # noqa: E402

from sevens.cards import SUIT_SYMBOLS  # noqa: E402
from sevens.ui.scenes.table import TableScene  # noqa: E402


def table_at(window: tuple[int, int], rules_id: str, players: int | None = None) -> TableScene:
    """The table of a new match in a ``window`` of that many CSS px."""
    app = make_app(window, rules_id, players=players)
    app.step(1 / 60)
    app.scene.start()
    for _ in range(3):
        app.step(1 / 60)
    scene = app.scene
    assert isinstance(scene, TableScene) and scene.table_layout.portrait
    return scene


@pytest.mark.parametrize(("window", "rules_id", "players"), [
    ((390, 844), "douque", None), ((390, 844), "sevens", 8), ((360, 640), "fan-tan", 8),
    ((360, 740), "sevens", 5)])
def test_the_open_log_covers_no_row_and_no_seat(window, rules_id, players) -> None:
    scene = table_at(window, rules_id, players)
    scene.toggle_log()
    places, session = scene.table_layout, scene.session
    log = places.log_rect
    geometry = scene.rows_view.geometry
    rows = [geometry.row_rect(index) for index in range(geometry.row_count)]
    covered = [index for index, row in enumerate(rows) if row.colliderect(log)]
    assert not covered, f"the log {log} covers rows {covered}"
    panels = places.seat_panels(session.rules.players, session.human_seat,
                                session.rules.turn_order)
    assert not [seat for seat, panel in panels.items() if panel.colliderect(log)]
    assert not log.colliderect(places.hand_area) and log.bottom <= places.status_bottom
    assert all(places.rows_area.contains(row) for row in rows)
    least = scene.move_log.rows()
    assert least >= 4, f"the log shows {least} lines"
    scene.toggle_log()  # closed again: the rows take their whole area back
    assert scene.rows_view.geometry.row_rect(0).height >= rows[0].height
    pygame.quit()


def test_the_open_log_follows_a_finger() -> None:
    """A finger drags the log's lines along, as it does the Review's: moved up, it brings
    older moves into view; moved down, newer ones."""
    scene = table_at((390, 844), "douque")
    scene.toggle_log()
    log = scene.move_log
    lines = [(f"move {number}", (255, 255, 255)) for number in range(40)]
    log.lines = lambda view: lines  # more moves than the log shows at once
    pitch, box = scene.table_layout.log_pitch, scene.table_layout.log_rect
    assert log.scroll == 0 and log.rows() < len(lines)
    swipe(scene.app, (box.centerx, box.bottom - 10), 3 * pitch)
    assert log.scroll == 3
    swipe(scene.app, (box.centerx, box.top + 10), -2 * pitch)
    assert log.scroll == 1
    pygame.quit()


def test_an_empty_row_upright_names_its_suit() -> None:
    scene = table_at((390, 844), "douque")
    labels: list[str] = []
    art = scene.app.art
    slot = art.slot

    def recorded(size, colour, label="", filled_alpha=30, strip=None, least=10):
        labels.append(label)
        return slot(size, colour, label, filled_alpha, strip, least)

    art.slot = recorded
    scene.draw(scene.app.canvas)
    view = scene.session.view()
    empty = {view.rows[index].suit for index, _card in scene.rows_view.open_slots(view)
             if not view.rows[index].cards}  # the empty rows with a place marked
    assert empty, "the deal has no empty row"
    for suit in empty:
        symbol = SUIT_SYMBOLS[suit]
        assert any(label.endswith(symbol) for label in labels), \
            f"no place on the empty {symbol} row names its suit: {labels}"
    pygame.quit()
