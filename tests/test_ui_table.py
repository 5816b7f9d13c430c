"""Headless tests of what the table and results screens tell the player: pass-limit prompts,
Out / Finished panels, laid cards waiting on the rows, where bubbles go at every table size,
and the results marks for players put out and for the first out."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.app.translation import text
from sevens.events import CardCovered
from sevens.ui import theme
from sevens.ui.app import App, AppOptions
from sevens.ui.geometry.canvas import LANDSCAPE
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.results.layout import PANEL_WIDTH, PANEL_X
from sevens.ui.scenes.results.scene import metrics_of
from sevens.ui.scenes.table import TableScene, animation
from sevens.ui.scenes.table.layout import table as layout

sys.path.insert(0, str(Path(__file__).resolve().parent))
from helpers import deal, make_app  # noqa: E402

# Seat 0 (the human) holds aces, twos, threes and kings: nothing fits for a while.
LOW_AND_KINGS = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23K"]


def table_for(rules: sevens.Rules, game: sevens.Game | None = None) -> TableScene:
    """A table scene for ``rules`` (playing ``game`` when one is given), nobody moving."""
    app = App(AppOptions(seed=4, speed="instant", mute=True, remember=False))
    app.start_match(rules, rules.name if rules.name in sevens.PRESETS else "custom")
    scene = app.scene
    assert isinstance(scene, TableScene)
    if game is not None:
        scene.session.game = game
        scene.setup_deal()
    return scene


def others_play_around(game: sevens.Game) -> None:
    """Let every seat but 0 move until seat 0 is to move, keeping the 4s and queens (which
    would open seat 0's threes and kings) back as long as they can."""
    while not game.over and game.current_player != 0:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind == "play"]
        safe = [move for move in plays if move.card.rank not in (4, 12)]
        if safe:
            game.apply(min(safe, key=lambda move: abs(move.card.rank - 7)))
        else:  # a free pass while there is one, else the card it must be
            game.apply("pass" if "pass" in map(str, moves) else plays[0])


def shichinarabe_game(fixed: list[str]) -> sevens.Game:
    rules = sevens.preset("shichinarabe").replace(players=3)
    game = deal(rules, {0: fixed})
    others_play_around(game)
    return game


def test_free_pass_prompt_says_how_many_passes_are_left() -> None:
    game = shichinarabe_game([*LOW_AND_KINGS[:-1], "6S"])
    scene = table_for(game.rules, game)
    view = scene.session.view()
    assert {move.kind for move in view.legal_moves} >= {"play", "pass"}
    message, _ = scene.status_line(view)
    assert message == text("status.your_turn_free_left", passes=text("passes.many", count=3))
    scene.refresh_buttons()
    assert scene.pass_button.label == text("button.free_pass", left=3)
    pygame.quit()


def test_stuck_with_no_passes_left_warns_that_passing_puts_you_out() -> None:
    game = shichinarabe_game(LOW_AND_KINGS)
    scene = table_for(game.rules, game)
    prompts = []
    for _ in range(3):
        view = scene.session.view()
        assert {move.kind for move in view.legal_moves} == {"pass"}
        prompts.append(scene.status_line(view)[0])
        scene.attempt("pass")
        others_play_around(game)
    assert prompts[0] == text("status.pass_left", passes=text("passes.many", count=3))
    assert prompts[2] == text("status.pass_last")
    view = scene.session.view()
    assert {move.kind for move in view.legal_moves} == {"pass"}
    assert scene.status_line(view) == (text("status.pass_out"), theme.DANGER)
    scene.refresh_buttons()
    assert scene.pass_button.label == text("button.pass_out") == "Pass (out)"
    assert scene.pass_button.enabled
    assert scene.pass_button.danger
    scene.draw(scene.app.canvas)

    scene.attempt("pass")  # out: the cards go on the rows
    view = scene.session.view()
    assert view.out[0]
    assert scene.seats_view.seat_status(view, 0, scene.time) == (text("seat.eliminated"),
                                                                 theme.DANGER)
    assert scene.seats_view.seat_lines(view, 0)[0] == (text("seat.out_line"), theme.DANGER)
    laid = {str(card) for card in LOW_AND_KINGS}
    on_rows = {str(card) for row in view.rows for card in row.cards}
    waiting = scene.rows_view.waiting_laid(view)
    assert {str(card) for _, card, _, _ in waiting} == laid - on_rows
    run_slots = [scene.rows_view.slot(index, card, row) for index, row in enumerate(view.rows)
                 for card in row.cards]
    for row, card, seat, slot in waiting:
        assert seat == 0 and view.rows[row].suit == card.suit
        assert slot.collidelist(run_slots) == -1
    scene.draw(scene.app.canvas)

    others_play_around(game)
    view = scene.session.view()
    assert game.over and view.finished_order
    first = view.finished_order[0]
    assert scene.seats_view.seat_status(view, first, scene.time) == (
        text("seat.finished", place=text("place.1")), theme.GOOD)
    assert text("seat.finished", place="1st") == "Finished 1st"
    pygame.quit()


def table_sizes() -> list[tuple[int, int]]:
    return [(players, 1) for players in range(3, 9)] + [(8, 2)]


@pytest.mark.parametrize(("players", "decks"), table_sizes())
def test_bubbles_never_cover_the_rows_or_a_name(players: int, decks: int) -> None:
    rules = sevens.preset("family").replace(players=players, decks=decks)
    scene = table_for(rules)
    view = scene.session.view()
    for seat in range(players):
        scene.animation.bubble(seat, text("event.cover"), theme.DANGER)
        scene.animation.bubble(seat, text("event.finished", place=text("place.2")), theme.GOOD)
    placed = scene.animation.bubble_layout()
    seats_shown = {bubble.seat for bubble, _ in placed}
    assert seats_shown == set(range(players))  # every seat shows its first bubble now
    assert sum(1 for bubble, _ in placed if bubble.seat == 0) == 2
    slots = [scene.rows_view.geometry.rect(row, column) for row in range(len(view.rows))
             for column in range(scene.rows_view.geometry.slots)]
    bands = [scene.rows_view.geometry.row_rect(row) for row in range(len(view.rows))]
    places = scene.table_layout
    names = [pygame.Rect(rect.x, rect.y, rect.width, places.seat_lines_top)
             for rect in [*scene.seats_view.panels.values(), layout.MY_PANEL]]
    screen = pygame.Rect((0, layout.TOP_BAR_HEIGHT), LANDSCAPE)
    boxes = [box for _, box in placed]
    for bubble, box in placed:
        assert screen.contains(box), bubble.message
        assert box.collidelist(slots) == -1, (players, bubble.seat, bubble.message)
        assert box.collidelist(bands) == -1, (players, bubble.seat, bubble.message)
        assert box.collidelist(names) == -1, (players, bubble.seat, bubble.message)
        assert sum(1 for other in boxes if other.colliderect(box)) == 1
        if bubble.seat != scene.session.human_seat:
            panel = scene.seats_view.panels[bubble.seat]
            assert panel.contains(box)
            # under the seat's figures (three lines of facts), never over them
            assert box.top >= panel.y + places.seat_lines_top + 3 * places.table_pitch(14)
        else:
            assert box.bottom <= layout.MY_PANEL.y
            assert box.collidelist(list(scene.seats_view.panels.values())) == -1
    scene.draw(scene.app.canvas)
    pygame.quit()


def results_for(rules_id: str, players: int, seed: int, **changes: object) -> ResultsScene:
    rules = sevens.preset(rules_id).replace(players=players, **changes)
    app = App(AppOptions(seed=seed, speed="instant", mute=True, remember=False))
    app.start_match(rules, rules_id if not changes else "custom")
    session = app.session
    assert session is not None
    game = session.game
    while not game.over:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind != "pass"]
        game.apply(plays[-1] if plays and game.current_player % 2 else moves[-1])
    scene = ResultsScene(app, session)
    app.set_scene(scene)
    return scene


def assert_columns_fit(scene: ResultsScene) -> None:
    """The desktop's columns inside the settlement, every cell at 16 px inside its column."""
    places = scene.places
    spans, settlement = places.column_spans, places.parts["settlement"]
    assert len(spans) == len(scene.wording.columns())
    assert settlement.x <= spans[0][0] and spans[-1][1] <= settlement.right <= PANEL_X + PANEL_WIDTH
    width = metrics_of(scene.app.resources).width
    top, bottom = places.table_span
    cells = [line for line in places.layers[0].words if top < line.y < bottom]
    assert len(cells) >= len(scene.wording.data["players"])
    for line in cells:
        assert line.size == 16, line
        right = line.x + width(line.text, line.size, line.bold)
        assert any(left <= line.x and right <= end for left, end in spans), line
    assert places.parts["legend"].y <= 500 + 1  # the settlement and its notes


def test_results_mark_players_put_out_and_explain_the_order() -> None:
    scene = results_for("shichinarabe", 8, seed=2)
    out = [seat for seat, flag in enumerate(scene.session.view().out) if flag]
    assert out, "this deal puts somebody out"
    for entry in scene.wording.data["players"]:
        marked = text("results.put_out") in scene.wording.cells(entry)[1]
        assert marked == (entry["seat"] in out)
    assert (text("results.out_note"), "muted") in scene.wording.note_lines()
    assert_columns_fit(scene)
    pygame.quit()


@pytest.mark.parametrize(("rules_id", "players"), [
    ("fan-tan", 8), ("sevens", 7), ("badam-satti", 8), ("domino", 3)])
def test_results_mark_the_first_out_in_first_out_scorings(rules_id: str, players: int) -> None:
    scene = results_for(rules_id, players, seed=5)
    winner = scene.session.view().finished_order[0]
    for entry in scene.wording.data["players"]:
        marked = any(text("results.first_out") in str(cell) for cell in scene.wording.cells(entry))
        assert marked == (entry["seat"] == winner)
    assert_columns_fit(scene)
    pygame.quit()


def test_results_columns_fit_douque_and_two_packs() -> None:
    assert_columns_fit(results_for("douque", 4, seed=3))
    assert_columns_fit(results_for("family", 8, seed=3, decks=2))
    assert_columns_fit(results_for("shichinarabe", 8, seed=6, decks=2))
    pygame.quit()


def test_chips_line_names_you_in_your_own_words() -> None:
    for seed in range(1, 30):
        scene = results_for("sevens", 4, seed=seed)
        if scene.session.view().finished_order[0] == scene.session.human_seat:
            assert scene.wording.note_lines()[0][0].startswith("You sweep the pool")
            break
        pygame.quit()
    else:
        pytest.fail("no deal among the seeds tried was won by the human seat")
    pygame.quit()


def test_no_pass_button_where_nobody_may_pass() -> None:
    scene = table_for(sevens.preset("douque"))
    assert scene.pass_button not in scene.action_buttons()
    assert scene.hint_button.rect.y == scene.pass_button.rect.y
    scene = table_for(sevens.preset("sevens"))
    assert scene.pass_button in scene.action_buttons()
    pygame.quit()


def test_last_card_marks_pick_the_right_copy_with_two_packs() -> None:
    rules = sevens.preset("family").replace(players=8, decks=2)
    scene = table_for(rules)
    game = scene.session.game
    while len(game.moves) < 60 and not game.over:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind == "play"]
        game.apply(plays[0] if plays else moves[0])
    view = scene.session.view()
    marks = scene.rows_view.last_card_marks(view)
    assert marks
    assert len(set(marks.values())) == len(marks)
    for (row, card), seat in marks.items():
        assert card in {str(item) for item in view.rows[row].cards}
        assert str(view.last_played[seat]) == card
    scene.draw(scene.app.canvas)
    pygame.quit()


def test_a_long_status_line_wraps_between_the_rows_and_the_hand() -> None:
    from sevens.ui.scenes.table.layout.table import STATUS_WIDTH

    scene = table_for(sevens.preset("family"))
    long = "Hint: play 8♦ — " + "Playing it frees seven diamonds and blocks six clubs. " * 6
    lines = scene.status.lines(long, scene.app.resources, scene.table_layout,
                               scene.rows_view.geometry)
    assert len(lines) == 2 and lines[1].endswith("…")
    font = scene.app.resources.font(14)
    assert all(font.size(line)[0] <= STATUS_WIDTH for line in lines)
    scene.say(long)
    scene.draw(scene.app.canvas)
    pygame.quit()


def test_domino_tells_which_rank_opens_every_row() -> None:
    scene = table_for(sevens.preset("domino"))
    game = scene.session.game
    assert scene.opening_rank(scene.session.view()) is None
    while not any(row.cards for row in game.view(0).rows):
        game.apply(game.legal_moves()[0])
    view = scene.session.view()
    assert scene.opening_rank(view) == next(row.cards[0].rank for row in view.rows if row.cards)
    scene.draw(scene.app.canvas)
    pygame.quit()


@pytest.mark.parametrize("window", [None, (390, 844), (844, 390), (568, 320)])
def test_a_seats_status_word_and_its_bubbles_share_one_strip(
        window: tuple[int, int] | None) -> None:
    """An opponent's status word (thinking…, Out) and the bubbles that take its place
    (Pass, Covered …) stand on one middle line in the one strip along the bottom of its
    panel, under its facts: on the desktop, a phone upright and sideways (the drawing and
    the animation worked the strip out apart, 1 px apart)."""
    app = make_app(window, "douque")
    app.start_match(sevens.preset("douque"), "douque")
    scene = app.scene
    assert isinstance(scene, TableScene)
    app.step(1 / 60)
    places, panels = scene.table_layout, scene.seats_view.panels
    words = {seat: scene.seats_view.draw_status(app.canvas, panel, ("thinking…", theme.ACCENT))
             for seat, panel in panels.items()}
    for seat in panels:
        scene.animation.bubble(seat, text("event.pass"), theme.TEXT)
    boxes = {bubble.seat: box for bubble, box in scene.animation.bubble_layout()}
    # the third fact's letters (a line's pitch is its size and some room under it)
    facts_end = places.seat_lines_top + 2 * places.table_pitch(14) + places.table_font(14)
    for seat, panel in panels.items():
        assert words[seat].centery == boxes[seat].centery, (window, seat)
        for drawn in (words[seat], boxes[seat]):
            assert panel.contains(drawn), (window, seat, drawn)
            assert drawn.top >= panel.y + facts_end, (window, seat, drawn)
    pygame.quit()


@pytest.mark.parametrize(("window", "lines"), [(None, 19), ((390, 844), 4), ((844, 390), 4)])
def test_the_move_log_spaces_its_lines_by_one_rule(window: tuple[int, int] | None,
                                                   lines: int) -> None:
    """The open move log's lines are as far apart as the table's other lines of their size
    (:meth:`TableLayout.table_pitch`) on every shape: the desktop's were 18 px apart by hand,
    where its 13-px type takes 16 (two more moves in sight)."""
    app = make_app(window, "douque")
    app.start_match(sevens.preset("douque"), "douque")
    scene = app.scene
    assert isinstance(scene, TableScene)
    places = scene.table_layout
    assert places.log_pitch == places.table_pitch(layout.LOG_FONT)
    assert scene.move_log.rows() >= lines
    pygame.quit()


def test_a_third_bubble_waits_its_turn_instead_of_being_lost() -> None:
    scene = table_for(sevens.preset("douque"))
    seat = 2
    words = [text("event.bonus", bonus=text("bonus.clean-hand"), points=10),
             text("event.bonus", bonus=text("bonus.last-seven"), points=20),
             text("event.finished", place=text("place.1"))]
    for word in words:
        scene.animation.bubble(seat, word, theme.ACCENT)
    seen = []
    for _ in range(400):  # each waits its turn: shown one after another, none lost
        for bubble, _ in scene.animation.bubble_layout():
            if bubble.seat == seat and bubble.message not in seen:
                seen.append(bubble.message)
        scene.update(1 / 60)
    assert seen == words
    pygame.quit()


def test_a_bubble_takes_the_place_of_its_seats_status_word_until_it_ends() -> None:
    scene = table_for(sevens.preset("douque"))
    game = scene.session.game
    panels = scene.seats_view.panels
    while not any(seat in panels for seat in game.view(0).finished_order):
        game.apply(game.legal_moves()[-1])
    view = scene.session.view()
    seat = next(seat for seat in view.finished_order if seat in panels)
    assert scene.seats_view.seat_status(view, seat, scene.time) == (text("seat.done"),
                                                                     theme.GOOD)
    still = pygame.Surface(scene.app.canvas.get_size())

    def panel_and_signature() -> tuple[bytes, tuple[object, ...]]:
        scene.draw_still(still, view)
        return (pygame.image.tobytes(still.subsurface(panels[seat]), "RGB"),
                scene.still_signature(still, view))

    alone = panel_and_signature()
    scene.animation.bubble(seat, text("event.done"), theme.GOOD)
    bubbled = panel_and_signature()
    assert bubbled[0] != alone[0], "the status word is drawn under the bubble"
    assert bubbled[1] != alone[1], "the kept still layer is not drawn again for the bubble"
    scene.animation.tick(animation.BUBBLE_SECONDS)
    assert not scene.animation.bubbles
    assert panel_and_signature() == alone  # the word is back
    pygame.quit()


def test_a_covered_card_flies_onto_the_top_of_its_seats_pile() -> None:
    scene = table_for(sevens.preset("douque"))
    scene.session.speed = "normal"  # flights on
    game, seats = scene.session.game, scene.seats_view
    covered: list[CardCovered] = []
    while not covered:
        seen = len(game.events)
        game.apply(game.legal_moves()[-1])
        covered = [event for event in game.events[seen:]
                   if isinstance(event, CardCovered) and event.seat in seats.panels]
    seat = covered[0].seat
    scene.animation.flights.clear()
    scene.animation.animate(covered)
    flight = next(flight for flight in scene.animation.flights if flight.card is None)
    drawn: list[tuple[int, int]] = []
    draw_card = scene.app.art.draw_card

    def record(surface: pygame.Surface, card: object, size: tuple[int, int],
               position: tuple[int, int], **options: object) -> None:
        if card is None and seats.panels[seat].collidepoint(position):
            drawn.append(tuple(position))
        draw_card(surface, card, size, position, **options)

    scene.app.art.draw_card = record
    scene.draw_still(pygame.Surface(scene.app.canvas.get_size()), scene.session.view())
    assert len(drawn) == min(scene.session.view().covered_counts[seat], 5)
    assert (flight.end, flight.size_to) == (drawn[-1], scene.table_layout.covered_card(
        seats.panels[seat], 0).size)
    pygame.quit()


#: Every shape the table is tested at (tests/test_every_scene.py), and a shorter phone upright.
TABLE_WINDOWS = [None, (1366, 768), (1024, 768), (768, 1024), (390, 844), (360, 780),
                 (360, 740), (844, 390), (568, 320), (640, 320), (480, 360)]


def ink_box(draw: Callable[[pygame.Surface], object], size: tuple[int, int]) -> pygame.Rect:
    """Where the letters ``draw`` puts on an empty canvas of ``size`` lie (their ink)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    draw(surface)
    return surface.get_bounding_rect()


@pytest.mark.parametrize("window", TABLE_WINDOWS)
@pytest.mark.parametrize(("rules_id", "players"), [("douque", 4), ("family", 8)])
def test_a_seats_facts_and_its_bubble_strip_never_touch(
        window: tuple[int, int] | None, rules_id: str, players: int) -> None:
    """Every fact of an opponent's panel (three of them: "placing points 0" and its
    descenders) ends over the strip its bubbles (Pass, Covered, Out!) stand in: at 568×320
    the strip began 1 px inside the third fact's letters, and a shorter phone upright (its
    text kept at 12 CSS px in panels scaled down) 3 px."""
    app = make_app(window, rules_id, players=players)
    app.start_match(sevens.preset(rules_id).replace(players=players), rules_id)
    scene = app.scene
    assert isinstance(scene, TableScene)
    app.step(1 / 60)
    view, seats, places = scene.session.view(), scene.seats_view, scene.table_layout
    for seat in seats.panels:
        scene.animation.bubble(seat, text("event.pass"), theme.TEXT)
    boxes = {bubble.seat: box for bubble, box in scene.animation.bubble_layout()}
    for seat, panel in seats.panels.items():
        strip, lines = places.bubble_strip(panel), seats.seat_lines(view, seat)
        assert len(lines) == 3
        facts = ink_box(lambda surface, lines=lines, panel=panel: seats.draw_facts(
            surface, panel, lines), app.canvas.get_size())
        assert panel.contains(facts) and panel.contains(strip), (window, seat)
        assert not facts.colliderect(strip), (window, seat, facts, strip)
        assert strip.contains(boxes[seat]), (window, seat)
    pygame.quit()


@pytest.mark.parametrize("window", TABLE_WINDOWS)
@pytest.mark.parametrize("dealer", [False, True])
def test_your_name_ends_before_your_last_card(window: tuple[int, int] | None,
                                              dealer: bool) -> None:
    """A long name in your panel (a table of people names every seat), with the dealer's
    disc after it or not, ends 7 px at least before the box of your last card at the panel's
    top right, as on the desktop: its room was a fixed 44 px, where a phone's wider index
    card stands further in (the disc came within 4 px of it at 390×844)."""
    app = make_app(window, "sevens")
    app.start_match(sevens.preset("sevens"), "sevens")
    scene = app.scene
    assert isinstance(scene, TableScene)
    app.step(1 / 60)
    seats, session = scene.seats_view, scene.session
    session.seat_name = lambda seat: "Maximiliane Wolkenstein-Oberhausen"
    view = replace(session.view(), dealer=session.human_seat if dealer else 1)
    panel = scene.table_layout.my_panel
    card, _marker = scene.table_layout.last_card(panel, True)
    name = ink_box(lambda surface: seats.draw_name(surface, view, session.human_seat, panel,
                                                   theme.TEXT), app.canvas.get_size())
    assert card.x - name.right >= 7, (window, name, card)  # the desktop's room
    pygame.quit()


@pytest.mark.parametrize("window", [(844, 390), (568, 320), (640, 320)])
def test_a_long_fact_shrinks_inside_the_panels_margins(window: tuple[int, int]) -> None:
    """Laid out for thumbs, a fact too long for its panel shrinks until it keeps the panel's
    12-px margin at the right as at the left (the room an upright panel wraps a fact in):
    it shrank to the panel's width less 20, its letters 8 px from the edge."""
    app = make_app(window, "family")
    app.start_match(sevens.preset("family"), "family")
    scene = app.scene
    assert isinstance(scene, TableScene)
    app.step(1 / 60)
    seats, font = scene.seats_view, scene.app.resources.font
    panel = next(iter(seats.panels.values()))
    drawn = 0
    for digits in range(1, 16):
        line = "placing points " + "8" * digits
        if font(18, False, line).size(line)[0] > panel.width - 24:
            break  # past the smallest size a fact takes
        facts = ink_box(lambda surface, line=line: seats.draw_facts(
            surface, panel, [(line, theme.TEXT)]), app.canvas.get_size())
        assert facts.right <= panel.right - 12, (window, line, facts, panel)
        drawn += 1
    assert drawn > 3
    pygame.quit()
