"""The table as a player meets it (issue 10 part A, issue 8 item 2): the hint and the
keyboard agree, Douque never shows a going-out ordinal, whose turn it is, the move log,
demos that name the seat, and choosing the row with two packs."""

from __future__ import annotations

import os
import random
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.app.session import card_text, describe_move
from sevens.app.translation import text
from sevens.rules import build_rules
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene

ORDINAL = re.compile(r"\b\d+(st|nd|rd|th)\b")


def key(scene: TableScene, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                          scancode=0))


def click(scene: TableScene, position: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))


def start(rules_id: str, seed: int, speed: str = "instant", **options: object) -> App:
    app = App(AppOptions(rules_id=rules_id, seed=seed, speed=speed, mute=True,
                         remember=False, **options))
    app.start_match(build_rules(app.settings), rules_id)
    return app


def until_human(app: App, limit: int = 5000) -> TableScene:
    """Step until the human is to move and every card has landed."""
    for _ in range(limit):
        scene = app.scene
        assert isinstance(scene, TableScene)
        if scene.human_may_act():
            return scene
        app.step(1 / 30)
    raise AssertionError("the human never came to move")


def on_table_texts(scene: TableScene) -> list[str]:
    """Every word the table shows about the seats: panel lines, name-strip words, bubbles,
    the move log and the status line."""
    view = scene.session.view()
    seats = scene.seats_view
    words = [line for seat in range(view.players) for line, _ in seats.seat_lines(view, seat)]
    words += [status[0] for seat in range(view.players)
              if (status := seats.seat_status(view, seat, scene.time)) is not None]
    words += [bubble.message for bubble in scene.animation.bubbles]
    words += [line for line, _ in scene.move_log.lines(view)]
    words.append(scene.status_line(view)[0])
    return words


def test_hint_moves_the_selection_and_enter_plays_the_hinted_card() -> None:
    app = start("douque", seed=3)
    for _ in range(4):  # a few decisions, each hinted and played with Enter
        scene = until_human(app)
        key(scene, pygame.K_RIGHT)
        key(scene, pygame.K_RIGHT)  # the selection is somewhere, maybe not the hint
        key(scene, pygame.K_h)
        for _ in range(600):
            app.step(1 / 60)
            if scene.session.hint is not None:
                break
        hint = scene.session.hint
        assert hint is not None
        # the hint is Review's judgement of this decision: every legal move weighed
        assert hint.judgement is not None and hint.judgement.index == len(
            scene.session.game.moves)
        assert set(hint.judgement.options) == {str(move) for move in
                                               scene.session.view().legal_moves}
        app.step(1 / 60)
        view = scene.session.view()
        assert scene.interaction.selected is not None
        assert view.hand[scene.interaction.selected] == hint.move.card
        moves_before = len(scene.session.game.moves)
        key(scene, pygame.K_RETURN)
        assert scene.session.game.moves[moves_before] == hint.move
        if scene.session.game.over:
            break
    pygame.quit()


@pytest.mark.parametrize(("rules_id", "ordinals"), [("douque", False), ("family", True)])
def test_douque_never_shows_a_going_out_ordinal(rules_id: str, ordinals: bool) -> None:
    app = start(rules_id, seed=5, speed="fast")
    rng = random.Random(1)
    seen: list[str] = []
    for _ in range(40000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            break
        assert isinstance(scene, TableScene)
        seen += on_table_texts(scene)
        if scene.human_may_act():
            scene.attempt(rng.choice(scene.session.view().legal_moves))
        app.step(1 / 20)
    assert isinstance(app.scene, ResultsScene)
    with_ordinal = [word for word in seen if ORDINAL.search(word)]
    if ordinals:
        assert with_ordinal, "placing points: the going-out order is the place"
    else:
        assert not with_ordinal
        assert text("seat.done") in seen
    pygame.quit()


def test_not_your_turn_the_hand_is_put_down_and_no_place_is_lit() -> None:
    app = start("douque", seed=3, speed="normal")
    scene = until_human(app)
    view = scene.session.view()
    _, up_rects, _, mode, _ = scene.hand_view.placed()[:5]
    assert mode == "play" and scene.human_may_act()
    scene.attempt(next(move for move in view.legal_moves))
    assert not scene.human_may_act()
    hand, down_rects, dimmed, mode, _ = scene.hand_view.placed()[:5]
    assert mode == "wait" and not any(dimmed)
    assert min(rect.y for rect in down_rects) > min(rect.y for rect in up_rects)
    assert scene.interaction.row_choice() is None and scene.hand_view.kinds() == set()
    pygame.quit()


def test_your_turn_is_announced_only_once_the_last_card_landed() -> None:
    app = start("douque", seed=3, speed="normal")
    scene = app.scene
    assert isinstance(scene, TableScene)
    said = []
    for _ in range(3000):
        app.step(1 / 60)
        if scene.session.human_to_move:
            said.append((scene.busy, scene.status_line(scene.session.view())[0]))
            if not scene.busy:
                break
    assert said[-1][1] == text("status.your_turn")
    assert all(message != text("status.your_turn") for flying, message in said if flying)
    pygame.quit()


def test_move_log_lists_the_deal_newest_first_and_scrolls() -> None:
    app = start("douque", seed=3, speed="instant")
    mine = []
    for _ in range(6):
        scene = until_human(app)
        move = scene.session.view().legal_moves[0]
        mine.append(move)
        scene.attempt(move)
    scene = until_human(app)
    key(scene, pygame.K_l)
    assert scene.move_log.open
    view = scene.session.view()
    lines = [line for line, _ in scene.move_log.lines(view)]
    seated = [event for event in view.events if hasattr(event, "seat")]
    assert len(lines) >= len(seated) > 8
    assert lines[0].startswith(scene.session.seat_name(seated[-1].seat))
    you = text("seat.you")
    for move in mine:  # your own cover names the card (you know it), a play names it too
        key_name = "log.played" if move.kind == "play" else "log.cover_card"
        assert text(key_name, name=you, card=card_text(move.card)) in lines
    shown = scene.move_log.rows()
    assert len(lines) - shown > 3, "the log needs more lines than it shows to scroll"
    # a notch of the wheel over the log, as pygame sends it: a press and a release of button
    # 5, then the wheel's own event; it scrolls three lines, not six
    inside = scene.table_layout.log_rect.center
    for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=5),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=inside, button=5),
                  pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)):
        scene.handle_event(event)
    assert scene.move_log.scroll == 3
    scene.move_log.scroll_by(-1)
    assert scene.move_log.scroll == 2
    scene.draw(app.canvas)
    # the open log never hides a card on the table: the rows narrow beside it
    log_rect = scene.table_layout.log_rect  # right of the rows, which narrow
    for row in range(len(view.rows)):
        for slot in range(scene.rows_view.geometry.slots):
            assert not scene.rows_view.geometry.rect(row, slot).colliderect(log_rect)
    key(scene, pygame.K_l)
    assert not scene.move_log.open
    rows = scene.rows_view.geometry
    assert any(rows.rect(row, rows.slots - 1).colliderect(log_rect)
               for row in range(len(view.rows)))  # closed: the rows take their full width
    pygame.quit()


def test_autoplay_names_the_seat_that_plays() -> None:
    app = start("sevens", seed=2, speed="fast", autoplay=True)
    scene = app.scene
    assert isinstance(scene, TableScene)
    seen = set()
    for _ in range(600):
        app.step(1 / 20)
        if not isinstance(app.scene, TableScene):
            break
        view = scene.session.view()
        seen.add(scene.status_line(view)[0])
        assert scene.session.seat_name(0) == text("seat.name.0")
    assert text("status.waiting", name=text("seat.name.0")) in seen
    assert not any(message.startswith("Your turn") for message in seen)
    pygame.quit()


def test_own_panel_counts_cards_and_passes_left_and_free_pass_is_quiet() -> None:
    app = start("shichinarabe", seed=4, speed="instant")
    scene = until_human(app)
    view = scene.session.view()
    lines = [line for line, _ in scene.seats_view.seat_lines(view, view.seat)]
    assert lines[0] == text("seat.cards", count=len(view.hand))
    assert text("seat.passes_left", count=3) in lines
    scene.refresh_buttons()
    kinds = {move.kind for move in view.legal_moves}
    assert "pass" in kinds
    assert scene.pass_button.primary == ("play" not in kinds)
    pygame.quit()


def two_pack_choice() -> sevens.Game:
    """Eight players, two packs, six-and-eight-first: a position where seat 0 may put the
    8♠ on either spade row and the choice matters."""
    rules = sevens.preset("family").replace(players=8, decks=2, build="six-and-eight-first")
    game = sevens.Game(rules, seed=0)
    rng = random.Random(0)
    while not (game.current_player == 0 and any(m.row == 2 for m in game.legal_moves())):
        game.apply(rng.choice(game.legal_moves()))
    return game


def table_with(game: sevens.Game) -> TableScene:
    app = App(AppOptions(seed=1, speed="instant", mute=True, remember=False))
    app.start_match(game.rules, "custom")
    scene = app.scene
    assert isinstance(scene, TableScene)
    scene.session.game = game
    scene.setup_deal()
    return scene


@pytest.mark.parametrize("how", ["click the second place", "tab and enter", "click twice"])
def test_two_packs_both_places_light_and_the_player_chooses(how: str) -> None:
    game = two_pack_choice()
    scene = table_with(game)
    card = sevens.Card.parse("8S")
    before = len(game.moves)
    index = scene.session.view().hand.index(card)
    rect = scene.hand_view.card_rect(card)
    assert rect is not None
    click(scene, rect.center)
    assert len(game.moves) == before  # not played yet: two places are ringed
    choice = scene.interaction.row_choice()
    assert choice is not None and choice[0] == card and len(choice[1]) == 2
    assert scene.interaction.selected == index
    rows = [row for _, row in choice[1]]
    assert len(set(rows)) == 2
    assert scene.status_line(scene.session.view())[0].startswith("8♠ fits both")
    scene.draw(scene.app.canvas)
    if how == "click the second place":
        second = choice[1][1]
        click(scene, scene.card_slot(second[1], card).center)
        assert game.moves[before] == second[0] and game.moves[before].row == 2
    elif how == "tab and enter":
        key(scene, pygame.K_TAB)
        assert scene.interaction.row_choice()[2] == 1
        key(scene, pygame.K_RETURN)
        assert game.moves[before].row == 2
    else:
        click(scene, scene.hand_view.card_rect(card).center)
        assert game.moves[before] == choice[1][0][0] and game.moves[before].row is None
    pygame.quit()


def test_a_hint_on_the_second_row_says_so_and_rings_that_row() -> None:
    game = two_pack_choice()
    scene = table_with(game)
    card = sevens.Card.parse("8S")
    second = sevens.Move("play", card, 2)
    assert describe_move(second) == text("move.on_row", move=text("move.play", card="8♠"),
                                         row=2)
    scene.interaction.point_at(second)  # the hint's move
    choice = scene.interaction.row_choice()
    assert choice is not None and choice[1][choice[2]][0] == second
    pygame.quit()
