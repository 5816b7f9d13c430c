"""A phone turned sideways with little height: every tap target at least 44 CSS px each way.

568×320 (an iPhone SE of the first generation), 640×320 and 667×320 (a 667×375 phone with
its browser's bars shown) used to get a 720-tall canvas shown at 0.44 CSS px a logical px, so
every 88-px thumb target came out 39 CSS px. Their canvas is now twice their height tall
(1136×640, 1280×640, 1334×640: 0.5 CSS px a logical px, as on a 640×360 phone) and laid out
for it. The table's own targets are also checked at the sideways sizes tested before
(640×360, 667×375, 844×390), where Pass, Hint and Undo were 41 CSS px, a card you may play
down to 32 CSS px wide and the lifted card's lit place 24×34.

In Douque, choosing which card to cover put every card of the hand under the thumb at a pitch
of 25–31 CSS px (thirteen cards in one line), and the face-up leftovers you may play (equal
hands) were 15×21 CSS px cards 17 CSS px apart: the hand is now held in two lines while you
choose, and the leftovers you may play stand a thumb apart, each taking taps in a thumb-sized
area around its card. Both are measured, and tapped with fingers, in a scripted Douque deal.

Checked from the scenes' own rectangles at the scale the page fits the canvas with
(:func:`helpers.css_per_logical`): the table's bar and action buttons, each card you may play
now (its visible strip), the lit place's touch area, each card you may cover and each
leftover you may play (its touch area); the menu's targets on both pages and
the results' buttons — at least 44 CSS px in their smaller dimension, on the canvas and clear
of each other; the menu's stepper labels clear of their boxes. The Review, the house rules,
the Seats, the rules and the statistics at 568×320 and 640×320 are tests/test_every_scene.py.
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
    Place,
    css_per_logical,
    deal,
    drawn_problems,
    make_app,
    record_text_sizes,
    results_at,
    small_texts,
    thumb_problems,
)
from test_menu_every_shape import CARD_MARKS, menu_targets  # noqa: E402
from test_portrait import table_at_turn  # noqa: E402
from test_ui_touch import tap  # noqa: E402

import sevens  # noqa: E402
from sevens.app import translation  # noqa: E402
from sevens.cards import SUIT_SYMBOLS  # noqa: E402
from sevens.ui.geometry.canvas import (  # noqa: E402
    EVERY_SHAPE,  # noqa: E402
    THUMB_HEIGHT,
    describe,
    is_compact,
    logical_size_for,
)

#: Phones turned sideways with under 360 CSS px of height.
SHORT = [(568, 320), (640, 320), (667, 320)]
#: The sideways sizes tested before, whose table's targets are checked here too.
TESTED = [(640, 360), (667, 375), (844, 390)]
#: Narrower compact canvases (a 480×360 window's 960×720, 576×360's 1152×720 at 0.5): the
#: hand held in lines to choose from had cards 36×44 and 42×62 CSS px there.
NARROW = [(480, 360), (576, 360)]
#: (rules, players): thirteen cards in hand, eight with six players, eight players.
TABLES = [("douque", None), ("sevens", 6), ("family", 8)]


def window_id(window: tuple[int, int]) -> str:
    """``568x320``."""
    return f"{window[0]}x{window[1]}"


def squares(places: list[Place]) -> list[Place]:
    """``places`` with their width counting too: a thumb needs 44 CSS px each way."""
    return [(name, rect, True) for name, rect, _square in places]


@pytest.mark.parametrize(("window", "canvas"), [
    ((568, 320), (1136, 640)), ((640, 320), (1280, 640)), ((667, 320), (1334, 640)),
    ((700, 350), (1400, 700)), ((640, 360), (1280, 720)), ((844, 390), (1558, 720)),
    ((1280, 720), (1280, 720)), ((390, 844), (720, 1558)), ((320, 568), (720, 1278)),
])
def test_a_short_sideways_window_gets_a_canvas_twice_its_height(
        window: tuple[int, int], canvas: tuple[int, int]) -> None:
    assert logical_size_for(*window) == canvas
    if window[1] < window[0] <= 1000:
        assert is_compact(window, canvas)


def test_in_the_browser_a_resized_canvas_keeps_the_shape_the_page_gives(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # In the browser the window is the canvas (1136×640 at 568×320): a resize event must not
    # take it for a page of that size, which calls for 1278×720 (0.44 CSS px a px again).
    from sevens.ui import display

    app = make_app((568, 320), "douque")
    app.step(1 / 60)
    monkeypatch.setattr(display, "WEB", True)
    app.display._viewport_seen = (568, 320)
    pygame.display.set_mode(app.size)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=app.size, w=app.size[0],
                                        h=app.size[1]))
    assert app.size == (1136, 640) and app.describe_canvas(EVERY_SHAPE).compact


def test_a_thumb_is_44_css_px_at_the_scale_the_canvas_is_shown_at() -> None:
    assert describe((1136, 640), (568, 320)).thumb == 88
    assert describe((1280, 720), (640, 360)).thumb == 88
    assert describe((1281, 720), (667, 375)).thumb == 85
    assert describe((1558, 720), (844, 390)).thumb == 82
    assert describe((1280, 720), (300, 200)).thumb == THUMB_HEIGHT  # at most


def lifted_table(window: tuple[int, int], rules_id: str, players: int | None) -> tuple[Any, Any]:
    """A table at ``window`` at your move, a card you may put on the rows lifted by a tap."""
    app = make_app(window, rules_id, players=players)
    table = table_at_turn(app, moves_made=4)
    view = table.session.view()
    playable = [index for index, card in enumerate(view.hand)
                if table.interaction.choices().ways_for("hand", card)]
    assert playable, "no card to lift"
    table.input.tap(table.hand_view.card_rect(view.hand[playable[-1]]).center)
    app.step(1 / 60)
    assert table.interaction.armed is not None
    return app, table


def table_places(table: Any) -> list[Place]:
    """The bar's and the action buttons, each card you may play (its visible strip) and the
    lifted card's lit places (their touch areas)."""
    view = table.session.view()
    places: list[Place] = [(f"button {button.name}", button.rect, True)
                           for button in [*table.buttons_top, *table.action_buttons()]]
    places += [(f"card {card}", table.hand_view.card_rect(card), True) for card in view.hand
               if table.interaction.choices().ways_for("hand", card)]
    places += [(f"lit place {card} on row {row}", area, True)
               for row, card, area in lit_places(table)]
    return places


def lit_places(table: Any) -> list[tuple[int, Any, pygame.Rect]]:
    """(row, card, touch area) of the lifted card's lit places."""
    return table.input.lit_places()


@pytest.mark.parametrize("window", SHORT + TESTED, ids=window_id)
@pytest.mark.parametrize(("rules_id", "players"), TABLES, ids=[name for name, _ in TABLES])
def test_every_target_on_the_table_is_thumb_sized(window: tuple[int, int], rules_id: str,
                                                  players: int | None) -> None:
    app, table = lifted_table(window, rules_id, players)
    assert app.describe_canvas(EVERY_SHAPE).compact and table.table_layout.compact
    places = table_places(table)
    assert any(name.startswith("lit place") for name, _rect, _square in places)
    found = thumb_problems(app, window, places)
    hand = [table.hand_view.card_rect(card) for card in table.session.view().hand]
    canvas = pygame.Rect((0, 0), app.size)
    found += [f"a hand card {rect} leaves the canvas" for rect in hand
              if not canvas.contains(rect)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", SHORT, ids=window_id)
def test_a_tap_beside_the_drawn_place_inside_its_touch_area_plays_the_card(
        window: tuple[int, int]) -> None:
    app, table = lifted_table(window, "douque", None)
    (row, card, area), *_ = table.input.lit_places()
    slot = table.card_slot(row, card)
    assert area.contains(slot) and area.width > slot.width
    before = len(table.session.game.moves)
    table.input.tap((area.x + 1, area.centery))  # outside the place drawn, inside its area
    app.step(1 / 60)
    moves = table.session.game.moves
    assert len(moves) > before and str(moves[before].card) == str(card)


#: Scripted Douque positions at your move (hand, face-up leftovers, your turn): thirteen cards
#: and nothing fits (cover one); then equal hands with four leftovers, at your third turn
#: nothing of your eight cards fits but the leftovers 6♠ and 6♥ side by side do.
THIRTEEN = ([f"{rank}{suit}" for suit in "SHDC" for rank in "A23K"][:13], [], 1)
LEFTOVERS = (["AS", "2S", "9S", "JS", "AH", "4H", "QH", "3D", "TD", "KC"],
             ["6S", "6H", "5D", "9C"], 3)
POSITIONS = {"thirteen": THIRTEEN, "leftovers": LEFTOVERS}


def douque_choice(window: tuple[int, int], position: str) -> tuple[Any, Any]:
    """A Douque table at ``window`` in one of :data:`POSITIONS`, your move: the others play
    a card from their hands when they can (a leftover last), you your first card that fits."""
    hand, leftovers, turn = POSITIONS[position]
    rules = sevens.preset("douque", equal_hands=bool(leftovers))
    game = deal(rules, {0: hand}, leftovers=leftovers)
    order = {"play": 0, "cover": 1, "leftover": 2}
    turns = 0
    while True:
        moves = game.legal_moves()
        if game.current_player != 0:
            game.apply(min(moves, key=lambda move: order.get(move.kind, 3)))
            continue
        turns += 1
        if turns == turn:
            break
        game.apply(next(move for move in moves if move.kind == "play"))
    app = make_app(window, "douque")
    app.start_match(rules, "douque")
    table = app.scene
    table.session.game = game
    table.setup_deal()
    app.step(1 / 60)
    kinds = {move.kind for move in table.session.view().legal_moves}
    assert kinds == ({"cover", "leftover"} if leftovers else {"cover"}), kinds
    return app, table


def choice_places(table: Any) -> list[Place]:
    """The bar's and the action buttons, each card you may cover (its visible strip) and
    each leftover you may play (its touch area, :meth:`leftover_rects` where the table
    has one)."""
    view = table.session.view()
    places: list[Place] = [(f"button {button.name}", button.rect, True)
                           for button in [*table.buttons_top, *table.action_buttons()]]
    places += [(f"card {card}", table.hand_view.card_rect(card), True) for card in view.hand]
    areas = table.hand_view.leftover_rects(touch=True)
    places += [(f"leftover {move.card}", areas[str(move.card)], True)
               for move in view.legal_moves if move.kind == "leftover"]
    return places


@pytest.mark.parametrize("window", SHORT + TESTED + NARROW, ids=window_id)
@pytest.mark.parametrize("position", list(POSITIONS))
def test_every_card_to_cover_and_leftover_to_play_is_thumb_sized(window: tuple[int, int],
                                                                 position: str) -> None:
    app, table = douque_choice(window, position)
    assert app.describe_canvas(EVERY_SHAPE).compact
    places = choice_places(table)
    found = thumb_problems(app, window, places)
    view = table.session.view()
    others = [table.hand_view.leftover_rects()[str(card)] for card in view.leftovers
              if not any(move.kind == "leftover" and move.card == card
                         for move in view.legal_moves)]
    found += [f"{name} {rect} runs over a leftover you may not play" for name, rect, _ in places
              if name.startswith("leftover") and rect.collidelist(others) >= 0]
    assert not found, "\n".join(found)


def finger_tap(app: Any, position: tuple[int, int]) -> None:
    """A finger's tap at a logical ``position`` (posted in window pixels, as SDL gives it)."""
    width, height = pygame.display.get_window_size()
    tap(app, (position[0] * width / app.size[0], position[1] * height / app.size[1]))


@pytest.mark.parametrize("position", list(POSITIONS))
def test_a_finger_on_each_target_lifts_that_card_and_a_second_tap_plays_it(
        position: str) -> None:
    window = (568, 320)
    app, table = douque_choice(window, position)
    game = table.session.game
    before = len(game.moves)
    view = table.session.view()
    for side in (0, 1):  # near the strip's left edge, its right (a tap on the lifted card
        for card in view.hand:  # again would cover it)
            seen = table.hand_view.card_rect(card)
            finger_tap(app, (seen.right - 3 if side else seen.x + 3, seen.bottom - 4))
            assert table.interaction.armed == ("hand", card), (card, side)
    leftovers = [move.card for move in view.legal_moves if move.kind == "leftover"]
    for side in (0, 1):  # beside the small card drawn, inside its touch area
        for card in leftovers:
            area = table.hand_view.leftover_rects(touch=True)[str(card)]
            spot = (area.right - 3, area.bottom - 3) if side else (area.x + 3, area.y + 3)
            assert not table.hand_view.leftover_rects()[str(card)].collidepoint(spot)
            finger_tap(app, spot)
            assert table.interaction.armed == ("leftover", card), (card, side)
    assert len(game.moves) == before, "a first tap played"
    card, area = (leftovers[-1], table.hand_view.leftover_rects(touch=True)[str(leftovers[-1])]) \
        if leftovers else (view.hand[-1], table.hand_view.card_rect(view.hand[-1]))
    finger_tap(app, (area.x + 3, area.y + 3))
    assert str(game.moves[before]) == (f"leftover {card}" if leftovers else f"cover {card}")


@pytest.mark.parametrize("window", [(568, 320), (640, 360), (844, 390), (480, 360)],
                         ids=window_id)
def test_what_a_card_costs_and_the_rows_suits_are_readable(window: tuple[int, int]) -> None:
    # The cost badges ("−13") on the cards you may cover were 13 px (6.5 CSS px), the suits
    # beside the rows 18 px (9 CSS px): now as large as the table's other texts, each badge
    # inside the part of its card seen and clear of its corner index (rank and suit).
    app, table = douque_choice(window, "thirteen")
    scale = css_per_logical(app, window)
    from layout_probe import draw, record

    sizes = record_text_sizes(app)
    drawn = draw(app, record(app))
    hand = table.session.view().hand
    badges = {f"\u2212{card.rank}" for card in hand}
    marks = [(string, size) for string, size in sizes
             if string in badges or string in set(SUIT_SYMBOLS)]
    suits = set(SUIT_SYMBOLS) if window not in NARROW else set()  # no room beside
    assert {string for string, _size in marks} >= badges | suits  # the rows at 960 wide
    found = [f"{string!r} at {size * scale:.1f} CSS px" for string, size in marks
             if size * scale < BODY_TEXT]
    inks = iter([item.ink for item in drawn if item.kind == "text" and item.text in badges])
    for card in hand:  # drawn in the hand's order
        ink, seen = next(inks), table.hand_view.card_rect(card)
        width, height = table.table_layout.hand_card  # the rank and suit in its corner
        index = pygame.Rect(seen.x, seen.y, round(width * 0.36), round(height * 0.45))
        if not seen.contains(ink) or ink.colliderect(index):
            found.append(f"{card}'s badge {ink} leaves its card {seen} or hides its index")
    assert not found, "\n".join(found)


def test_what_a_card_costs_keeps_its_size_on_the_desktop() -> None:
    app, _table = douque_choice((1280, 720), "thirteen")
    sizes = record_text_sizes(app)
    app.scene.draw(app.canvas)
    assert {size for string, size in sizes if string.startswith("\u2212")} == {13}


#: The least size of a text on a 960-wide canvas, in CSS px (22 px at 0.5 CSS px a px).
NARROW_READABLE = 11


def readable(app: Any, window: tuple[int, int], sizes: list[tuple[str, int]]) -> list[str]:
    """Texts under 12 CSS px (:func:`helpers.small_texts`), under :data:`NARROW_READABLE` on a
    narrower compact canvas (:data:`NARROW`)."""
    if window not in NARROW:
        return small_texts(app, window, sizes, skip=CARD_MARKS)
    scale = css_per_logical(app, window)
    return sorted({f"{string!r} drawn at {size * scale:.1f} CSS px" for string, size in sizes
                   if string.strip() and string not in CARD_MARKS
                   and size * scale < NARROW_READABLE - 0.05})


def stepper_labels_clear(app: Any, steppers: list[Any]) -> list[str]:
    """Steppers whose label, as drawn (on its lines where it takes two), runs under their
    box."""
    found = []
    for stepper in steppers:
        font = stepper.place.label_font or stepper.place.font
        lines = stepper.place.label_wrapped or (stepper.label,)
        width = max(app.resources.text(line, font, (0, 0, 0)).get_width() for line in lines)
        if not stepper.place.label_above and stepper.rect.x + width > stepper.value_rect.x:
            found.append(f"{stepper.name}'s label ({width} px) runs under its box")
    return found


@pytest.mark.parametrize("window", [*SHORT, (480, 360)], ids=window_id)
def test_the_menu_is_thumb_sized_on_both_pages(window: tuple[int, int]) -> None:
    app = make_app(window, "sevens")
    app.step(1 / 60)
    menu = app.scene
    assert app.describe_canvas(EVERY_SHAPE).compact and menu.size == app.size
    found: list[str] = []
    seen: set[str] = set()
    for _page in range(menu.places.pages):
        places = menu_targets(menu)
        seen |= {name for name, _rect, _square in places}
        found += thumb_problems(app, window, squares(places))
        found += stepper_labels_clear(app, menu.steppers)
        menu.turn_page()
    wanted = {"button rules", "button stats", "button custom", "button seats", "button play",
              "deal code", "stepper language ◀", "stepper deals ▶", "rule system douque"}
    found += [f"{name} is on no page" for name in sorted(wanted - seen)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("window", [(568, 320), (480, 360)], ids=window_id)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_menus_texts_stay_in_their_places_at_568x320(language: str,
                                                          window: tuple[int, int]) -> None:
    # the narrowest phone's canvas (1136 wide): a rule system's long name takes two lines, a
    # narrow column's stepper labels are set at 24 px; a 480×360 window's (960 wide): a label
    # too long even so takes two lines, and so does the deal code's hint
    try:
        app = make_app(window, "sevens", language=language)
        app.step(1 / 60)
        menu = app.scene
        sizes = record_text_sizes(app)
        found: list[str] = []
        for _page in range(menu.places.pages):
            found += drawn_problems(app)
            found += stepper_labels_clear(app, menu.steppers)
            menu.turn_page()
        found += readable(app, window, sizes)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)


#: Where the results are checked: the short phones, and a 480×360 window (960×720: laid out
#: 1136 wide and scaled down, its buttons were 37 CSS px and its text 10) in English and
#: Japanese.
RESULTS = [(window, "en") for window in SHORT] + [((480, 360), "en"), ((480, 360), "ja")]


@pytest.mark.parametrize(("window", "language"), RESULTS,
                         ids=[f"{window_id(window)}-{language}" for window, language in RESULTS])
def test_the_results_buttons_are_thumb_sized(window: tuple[int, int], language: str) -> None:
    try:
        app, scene = results_at(window, "sevens", 6, language, seed=21, deals=3)
        places = [(f"button {button.name}", button.rect, True) for button in scene.buttons]
        found = thumb_problems(app, window, places)
        if window in NARROW:  # and its texts: readable, inside their panels
            sizes = record_text_sizes(app)
            found += drawn_problems(app)
            found += readable(app, window, sizes)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)
