"""Issue 30: the canvas follows the window's shape, a portrait table laid out for it, thumb
sizes measured from the layout's own rectangles on a 390×844 phone (and 844×390), and a
resize mid-deal that loses nothing."""

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
from helpers import (  # noqa: E402
    BODY_TEXT,
    THUMB,
    fit_window,
    make_app,
    record_text_sizes,
    table_places,
)
from layout_probe import draw, problems, record  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.app.launch_options import window_option  # noqa: E402
from sevens.app.translation import english  # noqa: E402
from sevens.app.webpage import browser_viewport  # noqa: E402
from sevens.ui.display import letterbox, window_to_logical  # noqa: E402
from sevens.ui.geometry.canvas import LANDSCAPE, logical_size_for  # noqa: E402

LANGUAGES = translation.LANGUAGE_CODES


# ------------------------------------------------------------------ the canvas-size contract

@pytest.mark.parametrize(("window", "logical"), [
    ((1280, 720), (1280, 720)),
    ((1920, 1080), (1280, 720)),
    ((390, 844), (720, 1558)),
    ((844, 390), (1558, 720)),
    ((450, 900), (720, 1440)),
    ((820, 1180), (720, 1036)),
    ((1180, 820), (1036, 720)),
    ((500, 500), (960, 720)),  # square counts as landscape; the long side at least 960
    ((3000, 600), (1600, 720)),  # very wide: at most 1600
    ((300, 1500), (720, 1600)),
    ((0, 720), LANDSCAPE),
])
def test_logical_size_follows_the_window_shape(window: tuple[int, int],
                                               logical: tuple[int, int]) -> None:
    assert logical_size_for(*window) == logical


def test_window_positions_map_onto_the_canvas_through_the_letterbox() -> None:
    box = letterbox((450, 900), (720, 1440))
    assert box == pygame.Rect(0, 0, 450, 900)
    assert window_to_logical((225, 450), box, (720, 1440)) == (360, 720)
    box = letterbox((1000, 900), (720, 1440))  # wider window: bars at the sides
    assert box.x == 275 and box.size == (450, 900)
    assert window_to_logical((275, 0), box, (720, 1440)) == (0, 0)
    assert window_to_logical((5, 5), box, (720, 1440)) == (0, 8)  # x clamped


def test_the_window_option_reads_sizes_and_refuses_bad_ones_with_a_notice() -> None:
    assert window_option("390x844") == ((390, 844), None)
    assert window_option(" 1280×720 ") == ((1280, 720), None)
    assert window_option(None) == (None, None)
    for bad in ("big", "390", "10x10", "99999x100", "390x844x2"):
        size, notice = window_option(bad)
        assert size is None and notice and "1280x720" in english(notice), bad


def test_the_browser_viewport_is_read_from_the_page() -> None:
    class Size:
        width, height = 390.0, 844.0

    class Page:
        sevensViewport = Size()  # noqa: N815 - the page's name
        innerWidth, innerHeight = 400, 800  # noqa: N815

    class OldPage:
        innerWidth, innerHeight = 844, 390  # noqa: N815

    assert browser_viewport(Page()) == (390, 844)
    assert browser_viewport(OldPage()) == (844, 390)
    assert browser_viewport(object()) is None


# ------------------------------------------------------------------ the app at a size

def table_at_turn(app: Any, moves_made: int = 0, rules: Any = None) -> Any:
    """Start the match (with ``rules`` when given) and play until it is the human's move."""
    from sevens.ui.scenes.table import TableScene
    from sevens.ui.tools.screenshots import _run_table

    if rules is None:
        app.scene.start()
    else:
        app.start_match(rules, "custom")
    app.step(1 / 60)

    def my_turn(scene: Any) -> bool:
        return (isinstance(scene, TableScene) and not scene.busy
                and scene.session.human_to_move
                and len(scene.session.game.moves) >= moves_made)

    return _run_table(app, my_turn)


def tap_targets(rects: list[pygame.Rect]) -> list[tuple[int, int]]:
    """The visible part of each hand card, as (width, height): later cards lie on top."""
    sizes = []
    for index, rect in enumerate(rects):
        width, height = rect.width, rect.height
        for later in rects[index + 1:]:
            if not later.colliderect(rect):
                continue
            if abs(later.y - rect.y) < rect.height // 2:  # same line: cuts from the right
                width = min(width, later.x - rect.x)
            else:  # the next line down: cuts from the bottom
                height = min(height, later.y - rect.y)
        sizes.append((width, height))
    return sizes


def test_a_portrait_window_gets_a_portrait_canvas_and_table() -> None:
    app = make_app((390, 844))
    assert app.size == (720, 1558)
    table = table_at_turn(app)
    assert table.size == (720, 1558) and table.table_layout.portrait
    canvas = pygame.Rect((0, 0), app.size)
    for rect in [*table.seats_view.panels.values(), table.table_layout.my_panel,
                 table.table_layout.rows_area, table.table_layout.hand_area]:
        assert canvas.contains(rect), rect
    for first in table.seats_view.panels.values():  # no two seats on top of each other
        assert sum(first.colliderect(other) for other in table.seats_view.panels.values()) == 1
    rects = table.hand_view.placed().rects
    for rect in rects:
        assert canvas.contains(rect)
        assert not rect.colliderect(table.table_layout.my_panel)


@pytest.mark.parametrize(("window", "rules_id", "players", "decks"), [
    ((390, 844), "sevens", 4, 1),
    ((390, 844), "sevens", 3, 1),  # 17-18 cards: more than one line of hand
    ((390, 844), "douque", 4, 1),
    ((390, 844), "family", 8, 2),  # two packs: eight rows, 13 cards each
    ((390, 844), "domino", 3, 1),
    ((844, 390), "sevens", 4, 1),  # the phone turned: a wide landscape canvas
])
def test_thumb_sizes_on_a_phone(window: tuple[int, int], rules_id: str, players: int,
                                decks: int) -> None:
    import sevens

    app = make_app(window, rules_id, players=players)
    scale = min(window) / 720  # CSS px per logical px
    rules = sevens.preset(rules_id).replace(players=players, decks=decks) if decks > 1 \
        else None
    table = table_at_turn(app, rules=rules)
    now = table.hand_view.placed().rects
    # The hand as it is, and the biggest hand these rules deal, with every other card raised
    # (a raised card in a lower line covers more of the card above it) and suits changing.
    rules = table.session.rules
    biggest = -(-52 * rules.decks // rules.players)
    raised = [index % 2 == 1 for index in range(biggest)]
    suits = [index * 4 // biggest for index in range(biggest)]
    full = table.table_layout.hand_rects(biggest, suits, raised, None)
    assert biggest >= 13 and len(full) == biggest and len(now) >= 12
    if biggest > 8:
        assert len({rect.y for rect in full}) > 1  # more than one line of hand
    canvas = pygame.Rect((0, 0), app.size)
    for rects in (now, full):
        for rect in rects:
            assert canvas.contains(rect) and not rect.colliderect(table.table_layout.my_panel)
        for width, height in tap_targets(rects):
            assert width * scale >= THUMB and height * scale >= THUMB, (width, height, scale)
    for button in table.action_buttons():  # Pass, Hint, Undo
        assert button.rect.height * scale >= THUMB, button.name
    if window[1] > window[0]:  # the landscape top bar keeps 1280×720's small buttons
        for button in table.buttons_top:
            assert button.rect.height * scale >= THUMB, button.name
        canvas_surface = record(app)  # and every text inside its panel and the screen
        found = problems(draw(app, canvas_surface), app.size)
        assert not found, "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
def test_portrait_table_text_sizes_and_fit_in_every_language(language: str) -> None:
    try:
        app = make_app((390, 844), "douque", language=language)
        scale = 390 / app.size[0]
        table = table_at_turn(app, moves_made=12)
        canvas = record(app)
        sizes = record_text_sizes(app)
        table.session.request_hint()
        for _ in range(600):
            if table.session.hint is not None:
                break
            app.step(1 / 60)
        drawn = draw(app, canvas)
        found = problems(drawn, app.size)
        table.toggle_log()
        log_drawn = draw(app, canvas)
        found += problems(log_drawn, app.size)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)
    assert len(sizes) >= 10
    body = min(size for _text, size in sizes)
    assert body * scale >= BODY_TEXT, [(text, size) for text, size in sizes
                                       if size * scale < BODY_TEXT]
    heading = table.table_layout.table_font(18)  # the rule system's title in the bar
    assert heading > body


def test_landscape_1280_keeps_todays_table() -> None:
    from sevens.ui.scenes.table.layout import table as layout

    places = table_places((1280, 720), players=8)
    assert places.rows_area == layout.ROWS_AREA and places.hand_area == layout.HAND_AREA
    assert places.my_panel == layout.MY_PANEL and places.pass_rect.x == layout.ACTIONS_X
    assert places.table_font(14) == 14
    panels = places.seat_panels(8, 0, "clockwise")  # SIDE_SLOTS's places, the top line centred
    size = layout.seats.PANEL_SIZE
    assert [(rect.topleft, rect.size) for rect in panels.values()] == [
        ((14, 350), size), ((14, 190), size), ((640 - 89 - 232, 44), size), ((640 - 89, 44), size),
        ((640 - 89 + 232, 44), size), ((1280 - 14 - 178, 190), size),
        ((1280 - 14 - 178, 350), size)]


@pytest.mark.parametrize("width", [960, 1100, 1600])
def test_landscape_at_other_widths_keeps_everything_on_the_canvas(width: int) -> None:
    from sevens.ui.scenes.table.layout import table as layout

    places = table_places((width, 720), players=8)
    canvas = pygame.Rect(0, 0, width, 720)
    panels = places.seat_panels(8, 0, "clockwise")
    things = [*panels.values(), places.rows_area, places.hand_area, places.pass_rect,
              places.undo_rect, places.log_rect, *places.top_buttons]
    for rect in things:
        assert canvas.contains(rect), rect
    for rect in panels.values():
        assert not rect.colliderect(places.rows_area)
        assert sum(rect.colliderect(other) for other in panels.values()) == 1
    rows = layout.RowGeometry(8, "either", places.rows_area)
    assert places.rows_area.contains(rows.row_rect(0).union(rows.row_rect(7)))


def test_turning_the_window_mid_deal_keeps_the_deal() -> None:
    app = make_app((1280, 720), "sevens", players=4)
    table = table_at_turn(app, moves_made=6)
    moves = list(table.session.game.moves)
    table.interaction.selected = 0
    fit_window(app, (390, 844))
    app.step(1 / 60)
    assert app.scene is table and table.table_layout.portrait
    assert app.size == (720, 1558) and list(table.session.game.moves) == moves
    assert table.interaction.selected == 0 and not table.busy
    rects = table.hand_view.placed().rects
    assert all(pygame.Rect((0, 0), app.size).contains(rect) for rect in rects)
    fit_window(app, (1280, 720))
    app.step(1 / 60)
    assert app.size == (1280, 720) and not table.table_layout.portrait
    assert list(table.session.game.moves)[:len(moves)] == moves


def test_a_click_on_a_portrait_window_lands_on_the_card_under_it() -> None:
    app = make_app((450, 900))
    table = table_at_turn(app)
    app.display.present()
    rects = table.hand_view.placed().rects
    card = rects[0]
    scale = 450 / app.size[0]
    window_point = (round((card.x + 10) * scale), round((card.y + 10) * scale))
    assert app.display.to_logical(window_point) == pytest.approx((card.x + 10, card.y + 10), abs=2)


def test_main_py_takes_the_window_size_and_turns_a_bad_one_into_a_notice() -> None:
    from sevens.app.startup import parse_arguments

    options = parse_arguments(["--window", "390x844", "--fresh"])
    assert options.window == (390, 844) and not options.notices
    options = parse_arguments(["--window=huge"])
    assert options.window is None
    assert any("huge" in english(notice) and "1280x720" in english(notice)
               for notice in options.notices)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_long_hint_held_upright_uses_the_room_under_the_rows(language: str) -> None:
    """Held upright the rows are centred in a tall area: a hint with its reasons takes the
    lines that fit under the last row's cards (more than the landscape table's two), and
    its box never covers a row's card."""
    app = make_app((390, 844), "douque", language)
    scene = table_at_turn(app)
    long = "Hint: play 8♦ — " + "Playing it frees seven diamonds and blocks six clubs. " * 12
    limit = scene.status.line_limit(scene.table_layout, scene.rows_view.geometry)
    lines = scene.status.lines(long, scene.app.resources, scene.table_layout,
                               scene.rows_view.geometry)
    assert limit > 2 and len(lines) == limit and lines[-1].endswith("…")
    places = scene.table_layout
    font = app.resources.font(places.table_font(14))
    assert all(font.size(line)[0] <= places.status_width for line in lines)
    rows = scene.rows_view.geometry
    rows_bottom = rows.y0 + rows.lines * rows.pitch_y - (rows.pitch_y - rows.card_size[1])
    box_top = places.status_bottom - places.table_pitch(14) * len(lines) - 8
    assert box_top > rows_bottom
    short = scene.status.lines("Hint: play 8♦ — " + "Playing it frees seven diamonds. " * 2,
                               scene.app.resources, scene.table_layout, scene.rows_view.geometry)
    assert len(short) < limit and not short[-1].endswith("…")
    pygame.quit()


@pytest.mark.parametrize("window", [(390, 844), (360, 780), (360, 740), (768, 1024)])
def test_the_status_box_stands_as_far_from_the_rows_as_from_the_hand(
        window: tuple[int, int]) -> None:
    """Held upright, the room between the rows and the hand is the two-line status box the
    table draws (:meth:`TableLayout.status_box_height`) and one gap over it as under it: the
    room was worked out from a pitch of its own (14 px times the text's scale, plus 6), off
    the box's by a pixel or three a line (the rows 2 px short on a 768×1024 tablet)."""
    app = make_app(window, "douque")
    places = table_at_turn(app).table_layout
    box_top = places.status_bottom - places.status_box_height(2)
    under = places.hand_area.y - places.hand_raise - places.status_bottom
    assert box_top - places.rows_area.bottom == under, (window, places.rows_area, box_top)
    pygame.quit()
