"""Issue 30: a phone turned sideways. 844×390 CSS px shows a 1558×720 canvas at 0.54 CSS px a
logical px (915×412: 1599×720 at 0.57), where the landscape table's top bar, its hint line,
and the results' legend, deal link and buttons came out at 6–8 CSS px. Such a *compact*
canvas gets thumb-tall bar and results buttons (at least 44 CSS px) and bar, hint, legend and
link text of at least 12 CSS px — checked from the layouts' own rectangles and the sizes the
texts are drawn at, in all four languages — while a 1280×720 window keeps its table pixel for
pixel.
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
from helpers import (  # noqa: E402
    BODY_TEXT,
    THUMB,
    css_scale,
    make_app,
    record_text_sizes,
    results_at,
    table_places,
)
from layout_probe import draw, problems, record  # noqa: E402
from test_portrait import table_at_turn  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.ui.display import letterbox  # noqa: E402
from sevens.ui.geometry.canvas import (  # noqa: E402
    EVERY_SHAPE,  # noqa: E402
    LANDSCAPE,
    THUMB_HEIGHT,
    is_compact,
    logical_size_for,
)
from sevens.ui.navigation import Menu  # noqa: E402
from sevens.ui.scenes.table import layout  # noqa: E402

PHONES = [(844, 390), (915, 412)]


@pytest.mark.parametrize(("window", "canvas", "compact"), [
    ((844, 390), (1558, 720), True),
    ((915, 412), (1599, 720), True),
    ((640, 360), (1280, 720), True),  # a 16:9 phone turned sideways
    ((1280, 720), (1280, 720), False),  # the desktop window
    ((1920, 1080), (1280, 720), False),
    ((1558, 720), (1558, 720), False),  # a wide canvas shown whole: not small
    ((390, 844), (720, 1558), False),  # upright: the portrait layouts
])
def test_a_landscape_canvas_shown_small_is_compact(window: tuple[int, int],
                                                   canvas: tuple[int, int],
                                                   compact: bool) -> None:
    assert logical_size_for(*window) == canvas
    assert is_compact(window, canvas) is compact


def hinted_table(window: tuple[int, int], language: str, players: int = 4) -> tuple[Any, Any]:
    """A table at ``window`` whose hint (a long, two-line status) is on show."""
    app = make_app(window, "douque" if players == 4 else "sevens", language=language,
                   players=players)
    table = table_at_turn(app, moves_made=8)
    table.session.request_hint()
    for _ in range(600):
        if table.session.hint is not None:
            break
        app.step(1 / 60)
    app.step(1 / 60)
    assert table.session.hint is not None
    return app, table


@pytest.mark.parametrize("window", PHONES)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_table_bar_and_hint_are_made_for_thumbs_on_a_phone_turned_sideways(
        language: str, window: tuple[int, int]) -> None:
    try:
        app, table = hinted_table(window, language)
        scale = css_scale(window, app.size)
        places = table.table_layout
        assert app.describe_canvas(EVERY_SHAPE).compact and places.compact and not places.portrait
        found = []
        buttons = [*table.buttons_top, *table.action_buttons()]
        canvas_rect = pygame.Rect((0, 0), app.size)
        for button in buttons:
            if button.rect.height * scale < THUMB or not canvas_rect.contains(button.rect):
                found.append(f"{button.name} {button.rect} at {scale:.2f}")
        for index, button in enumerate(buttons):  # clear of each other and of the seats
            found += [f"{button.name} overlaps {other.name}" for other in buttons[index + 1:]
                      if button.rect.colliderect(other.rect)]
            found += [f"{button.name} covers seat {seat}"
                      for seat, panel in table.seats_view.panels.items()
                      if button.rect.colliderect(panel)]
        canvas = record(app)
        sizes = record_text_sizes(app)
        found += problems(draw(app, canvas), app.size)
        message, _colour = table.status_line(table.session.view())
        status = set(table.status.lines(message, table.app.resources, table.table_layout,
                                        table.rows_view.geometry))
        labels = {button.label for button in buttons}
        bar = {translation.text(f"preset.{table.session.rules_id}.title"),
               translation.text("table.deal_of", deal=1, deals=table.session.deals)}
        wanted = status | bar
        checked = [(string, size) for string, size in sizes
                   if string in wanted or string in labels
                   or any(string and string in label for label in labels)]
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)
    assert status <= {string for string, _size in checked}, "the hint was not drawn"
    assert len(status) == 2 and bar <= {string for string, _size in checked}
    small = sorted({(string, size) for string, size in checked if size * scale < BODY_TEXT})
    assert not small, small
    title = places.table_font(18)
    assert title > places.table_font(14)  # the bar's title larger than its other words


def test_eight_players_keep_their_seats_clear_of_the_bar_buttons() -> None:
    for width in (1280, 1558, 1599):
        places = table_places((width, 720), players=8, compact=True)
        panels = places.seat_panels(8, 0, "clockwise")
        canvas = pygame.Rect(0, 0, width, 720)
        for button in places.top_buttons:
            assert canvas.contains(button) and button.height >= THUMB_HEIGHT
            assert not any(button.colliderect(panel) for panel in panels.values()), width
        assert all(not panel.colliderect(places.rows_area) for panel in panels.values())
        rows = layout.RowGeometry(8, "either", places.rows_area)
        assert places.rows_area.contains(rows.row_rect(0).union(rows.row_rect(7)))


def test_the_desktop_keeps_its_table() -> None:
    app = make_app((1280, 720), "douque")
    table = table_at_turn(app)
    assert not app.describe_canvas(EVERY_SHAPE).compact and not table.table_layout.compact
    assert table.table_layout == table_places((1280, 720), 4, 13, 4)
    assert [button.rect for button in table.buttons_top] == [
        pygame.Rect(908 + 92 * index, 6, 86, 28) for index in range(4)]
    assert table.table_layout.table_font(14) == 14 and table.table_layout.table_pitch(14) == 17


def test_a_window_made_small_and_large_again_relays_the_table_out() -> None:
    app = make_app((1280, 720), "douque")
    table = table_at_turn(app, moves_made=4)
    moves = list(table.session.game.moves)
    pygame.display.set_mode((640, 360), pygame.RESIZABLE)  # the same canvas, shown at 0.5
    app.step(1 / 60)
    assert app.size == (1280, 720) and app.describe_canvas(EVERY_SHAPE).compact
    assert table.table_layout.compact
    assert all(button.rect.height * 0.5 >= THUMB for button in table.buttons_top)
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.step(1 / 60)
    assert not table.table_layout.compact
    assert table.buttons_top[0].rect == pygame.Rect(908, 6, 86, 28)
    assert list(table.session.game.moves)[:len(moves)] == moves


@pytest.mark.parametrize("window", PHONES)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_results_legend_and_link_read_on_a_phone_turned_sideways(
        language: str, window: tuple[int, int]) -> None:
    from dataclasses import replace

    from sevens.ui.scenes.results.layout import View, lay_out_results
    from sevens.ui.scenes.results.scene import metrics_of

    try:
        app, scene = results_at(window, "douque", 4, language)
        scale = css_scale(window, app.size)
        assert scene.layout_canvas.compact and not scene.layout_canvas.portrait
        canvas = record(app)
        found = problems(draw(app, canvas), app.size)
        canvas_rect = pygame.Rect((0, 0), app.size)
        legend = pygame.Rect(scene.places.parts["legend"])
        assert {"next", "menu", "all_hands", "review"} <= {b.name for b in scene.buttons}
        for button in scene.buttons:  # thumb-tall, on the canvas, clear of the rest
            if button.rect.height * scale < THUMB or not canvas_rect.contains(button.rect) \
                    or button.rect.colliderect(legend) \
                    or sum(button.rect.colliderect(other.rect) for other in scene.buttons) > 1:
                found.append(f"button {button.name} {button.rect}")
            if button.size * scale < BODY_TEXT:
                found.append(f"button {button.name}'s label {button.size} px")
        explanations = scene.wording.explanations()
        headings = {heading for heading, _ in scene.wording.columns()}

        def in_legend(places: Any) -> list[Any]:
            return [line for line in places.layers[0].words
                    if legend.collidepoint(line.x, line.y)]

        first = in_legend(scene.places)
        shown = sum(line.text in headings for line in first)
        link = [line.text for line in first if line.tone == "muted"
                and line.text != scene.words.legend_hint]
        scene.focus_column = len(explanations) - 1  # a column tapped: its sentence shows
        scene.lay_out()
        found += problems(draw(app, canvas), app.size)
        tapped = in_legend(scene.places)
        last = explanations[-1]
        words = replace(scene.words)
        assert lay_out_results(scene.layout_canvas, words, metrics_of(app.resources),
                               View(len(explanations) - 1)) == scene.places
        small = sorted({(line.text, line.size) for line in first + tapped
                        if line.size * scale < BODY_TEXT})
        link_texts = (scene.wording.link_text(),  # in the language shown
                      scene.wording.link_text(False))
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)
    assert shown >= 2 and link and all(line in [item.text for item in tapped] for line in link)
    assert any("".join("".join(link).split()) in "".join(text.split()) for text in link_texts)
    assert any(line.text and line.text in last for line in tapped)
    assert not any(line.text and line.text in last for line in first if len(line.text) > 3)
    assert not small, small


def tap(app: Any, window: tuple[int, int], rect: pygame.Rect) -> None:
    """Click the middle of ``rect`` (in the scene's coordinates) where the window shows it: the
    scene fitted into the canvas, the canvas into the window, both centred and kept in shape."""
    scene_box = letterbox(app.size, app.scene.size)
    canvas_box = letterbox(window, app.size)
    scene_scale = scene_box.width / app.scene.size[0]
    scale = canvas_box.width / app.size[0]
    x = canvas_box.x + (scene_box.x + rect.centerx * scene_scale) * scale
    y = canvas_box.y + (scene_box.y + rect.centery * scene_scale) * scale
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle_event(pygame.event.Event(kind, pos=(round(x), round(y)), button=1))
    app.step(1 / 60)


def felt_runs_on(app: Any) -> list[str]:
    """What is wrong with the canvas of a scene drawn at 1280×720 in the middle of a wider
    one: the strips at both sides must be the canvas's own felt, the middle drawn on."""
    box = letterbox(app.size, app.scene.size)
    found = []
    if box.size != app.scene.size or abs(box.x - (app.size[0] - box.right)) > 1 or box.x <= 0:
        found.append(f"{type(app.scene).__name__} not centred: {box}")
    felt = app.resources.felt
    assert felt.get_size() == app.size
    for strip in (pygame.Rect(0, 0, box.x, 720), pygame.Rect(box.right, 0, box.x, 720)):
        if pygame.image.tobytes(app.canvas.subsurface(strip), "RGB") != \
                pygame.image.tobytes(felt.subsurface(strip), "RGB"):
            found.append(f"{type(app.scene).__name__}: drawn on beside its place {strip}")
    if pygame.image.tobytes(app.canvas.subsurface(box), "RGB") == \
            pygame.image.tobytes(felt.subsurface(box), "RGB"):
        found.append(f"{type(app.scene).__name__}: nothing drawn in the middle")
    return found


@pytest.mark.parametrize("window", [*PHONES, (1558, 720)])
def test_screens_laid_out_for_1280_are_centred_on_a_wider_canvas_and_tapped_there(
        window: tuple[int, int]) -> None:
    from sevens.ui.geometry.canvas import COMPACT
    from sevens.ui.navigation import Back
    from sevens.ui.scenes.house_rules.scene import CustomRulesScene
    from sevens.ui.scenes.menu.scene import MenuScene
    from sevens.ui.scenes.rules import RulesScene
    from sevens.ui.scenes.seats.scene import SeatsScene
    from sevens.ui.scenes.statistics import StatsScene

    app = make_app(window, "douque")
    app.step(1 / 60)
    menu = app.scene
    assert isinstance(menu, MenuScene) and app.size[0] > 1280
    found = []
    # a phone turned sideways: the menu uses the width (test_compact_menu)
    if app.describe_canvas(EVERY_SHAPE).compact:
        assert menu.size == app.size
    else:
        assert menu.size == LANDSCAPE
        found += felt_runs_on(app)
    reached = {}
    wanted = {"rules": RulesScene, "stats": StatsScene, "custom": CustomRulesScene,
              "seats": SeatsScene}
    for name, kind in wanted.items():
        button = next(button for button in menu.buttons if button.name == name)
        tap(app, window, button.rect)
        reached[name] = type(app.scene).__name__
        # laid out for a compact canvas: the shapes it names (the old flag read through them)
        if isinstance(app.scene, kind) and app.describe_canvas(EVERY_SHAPE).compact \
                and COMPACT in app.scene.shapes:
            assert app.scene.size == app.size  # across a sideways phone (test_compact_screens)
        elif isinstance(app.scene, kind):
            assert app.scene.size == LANDSCAPE
            found += felt_runs_on(app)
        app.go(Back(menu))
        app.step(1 / 60)
    assert reached == {name: kind.__name__ for name, kind in wanted.items()}
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", PHONES)
def test_the_results_and_the_review_on_a_phone_turned_sideways(window: tuple[int, int]) -> None:
    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.review.scene import ReviewScene

    app, results = results_at(window, "douque", 4, "en")
    # its buttons in a column at the right
    assert results.size == app.size and results.layout_canvas.compact
    review = next(button for button in results.buttons if button.name == "review")
    tap(app, window, review.rect)
    # the review's buttons in a column at the right, across the canvas (test_compact_menu)
    assert isinstance(app.scene, ReviewScene) and app.scene.size == app.size
    back = next(button for button in app.scene.buttons if button.name == "back")
    assert back.rect.height * css_scale(window, app.size) >= THUMB
    tap(app, window, back.rect)
    assert isinstance(app.scene, ResultsScene)


def test_a_desktop_window_draws_every_scene_on_the_whole_canvas() -> None:
    app, results = results_at((1280, 720), "douque", 4, "en")
    assert not app.describe_canvas(EVERY_SHAPE).compact and results.size == app.size == LANDSCAPE
    app.show_review(results)
    app.step(1 / 60)
    assert app.scene.size == app.size
    app.go(Menu())
    app.step(1 / 60)
    shown = app.canvas.copy()
    app.scene.draw(app.canvas)  # drawn straight: the same pixels as the frame loop drew
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(app.canvas, "RGB")


SEATED = [("fan-tan", 3), ("douque", 4), ("badam-satti", 5), ("sevens", 6),
          ("shichinarabe", 7), ("fan-tan", 8)]


@pytest.mark.parametrize("window", [*PHONES, (640, 360)])
@pytest.mark.parametrize(("rules_id", "players"), SEATED)
def test_the_seats_read_on_a_phone_turned_sideways(window: tuple[int, int], rules_id: str,
                                                   players: int) -> None:
    language = translation.LANGUAGE_CODES[players % len(translation.LANGUAGE_CODES)]
    try:
        app = make_app(window, rules_id, language=language, players=players)
        table = table_at_turn(app, moves_made=players + 2)
        places = table.table_layout
        scale = css_scale(window, app.size)
        assert places.compact and len(table.seats_view.panels) == players - 1
        canvas = record(app)
        sizes = record_text_sizes(app)
        found = problems(draw(app, canvas), app.size)
        view = table.session.view()
        seats = [*table.seats_view.panels, table.session.human_seat]  # your own panel too
        names = {table.session.seat_name(seat) for seat in seats}
        facts = {line for seat in seats for line, _ink in table.seats_view.seat_lines(view, seat)}
        hand = table.hand_view.placed().rects
    finally:
        translation.set_language("en")
    canvas_rect = pygame.Rect((0, 0), app.size)
    panels = list(table.seats_view.panels.values())
    others = [("rows", places.rows_area), ("your panel", places.my_panel),
              ("pass", places.pass_rect), ("hint", places.hint_rect),
              ("undo", places.undo_rect), ("leftover", places.leftover_box),
              *[(f"bar button {index}", rect) for index, rect in enumerate(places.top_buttons)]]
    found += [f"your panel {places.my_panel} under a hand card {card}" for card in hand
              if card.colliderect(places.my_panel)]
    for index, panel in enumerate(panels):
        if not canvas_rect.contains(panel) or panel.colliderect(places.top_bar):
            found.append(f"panel {panel} off the canvas or over the bar")
        found += [f"panel {panel} overlaps panel {other}" for other in panels[index + 1:]
                  if panel.colliderect(other)]
        found += [f"panel {panel} overlaps {name} {rect}" for name, rect in others
                  if panel.colliderect(rect)]
    drawn = {string for string, _size in sizes}
    assert names <= drawn and facts <= drawn, (names | facts) - drawn
    small = sorted({(string, size) for string, size in sizes
                    if (string in names or string in facts) and size * scale < BODY_TEXT})
    assert not found, "\n".join(found)
    assert not small, small
    rows = layout.RowGeometry(len(view.rows), table.session.rules.ace, places.rows_area)
    assert rows.card_size[1] * scale >= 22  # the rows' cards still read: the rows gave room


def card_text(card: Any) -> str:
    """A covered card's name on its chip: rank and suit symbol ("A♣")."""
    return card.pretty()


@pytest.mark.parametrize("window", PHONES)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_your_covered_cards_sit_in_your_panel_on_a_phone_turned_sideways(
        window: tuple[int, int], language: str) -> None:
    from sevens.ui.scenes.table import TableScene
    from sevens.ui.tools.screenshots import _run_table

    try:
        app = make_app(window, "douque", language=language, seed=21)
        app.scene.start()
        app.step(1 / 60)
        table = _run_table(app, lambda scene: isinstance(scene, TableScene) and not scene.busy
                           and len(scene.session.view().covered) >= 2)
        places = table.table_layout
        scale = css_scale(window, app.size)
        canvas = record(app)
        sizes = record_text_sizes(app)
        minis: list[pygame.Rect] = []
        draw_card = app.art.draw_card

        def noted(surface: Any, card: Any, size: Any, position: Any, **keywords: Any) -> Any:
            if keywords.get("dimmed"):
                minis.append(pygame.Rect(position, size))
            return draw_card(surface, card, size, position, **keywords)

        app.art.draw_card = noted
        found = problems(draw(app, canvas), app.size)
        view = table.session.view()
        mine = {line for line, _ink in table.seats_view.seat_lines(view, table.session.human_seat)}
    finally:
        translation.set_language("en")
    assert places.compact and not minis  # named on chips (issue 45: the minis were 6 CSS px)
    chips = [item for item in canvas.drawn if item.kind == "text"
             and places.my_panel.contains(item.ink)]
    names = {item.text for item in chips}
    shown = [card for card in view.covered if f"{card_text(card)}" in names]
    rest = len(view.covered) - len(shown)
    assert shown and (not rest or f"+{rest}" in names), (names, view.covered)
    assert not found, "\n".join(found)
    drawn = {(string, size) for string, size in sizes if string in mine}
    assert {string for string, _size in drawn} == mine
    assert all(size * scale >= BODY_TEXT for _string, size in drawn), drawn


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_being_out_reads_in_your_panel_on_a_phone_turned_sideways(language: str) -> None:
    from sevens.ui.scenes.table import TableScene
    from sevens.ui.tools.screenshots import _run_table

    window = (844, 390)
    try:
        app = make_app(window, "shichinarabe", language=language, seed=2)
        app.scene.start()
        app.step(1 / 60)
        table = _run_table(app, lambda scene: isinstance(scene, TableScene) and not scene.busy
                           and scene.session.view().out[scene.session.human_seat])
        canvas = record(app)
        sizes = record_text_sizes(app)
        drawn = draw(app, canvas)
        found = problems(drawn, app.size)
        places = table.table_layout
        said = app.resources.wrap(translation.text("seat.my_out"), places.table_font(14),
                                  places.my_panel.width - 24)
    finally:
        translation.set_language("en")
    panel = table.table_layout.my_panel
    inside = [item for item in drawn if item.kind == "text" and panel.contains(item.ink)]
    assert not found, "\n".join(found)
    assert len(inside) >= 3 and all(item.ink.bottom <= panel.bottom - 2 for item in inside)
    assert set(said) <= {item.text for item in inside}  # all of it, in your panel
    assert all(size * css_scale(window, app.size) >= BODY_TEXT
               for string, size in sizes if string in said)
