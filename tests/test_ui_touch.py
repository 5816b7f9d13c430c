"""Touch at the table (issue 30): synthetic finger events posted with ``pygame.event.post`` go
through the app's real event path. One tap never plays; a second tap on the card or on its
lit place does; a covered card costs two taps; a drag onto the place plays; a long press shows
what the card frees or blocks; mouse clicks still play at once; the mouse events SDL makes up
from a finger are ignored and nothing hovers after a tap."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.app.session import card_text
from sevens.app.translation import text
from sevens.moves import Move
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.table import TableScene
from sevens.ui.scenes.table.input import LONG_PRESS_SECONDS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from helpers import deal  # noqa: E402

FRAME = 1 / 60


def finger(kind: int, position: tuple[float, float], finger_id: int = 1) -> None:
    """Post a finger event at a window position (SDL gives it normalised to 0–1)."""
    width, height = pygame.display.get_window_size()
    pygame.event.post(pygame.event.Event(kind, x=position[0] / width, y=position[1] / height,
                                         dx=0.0, dy=0.0, finger_id=finger_id, touch_id=1,
                                         pressure=1.0))


def tap(app: App, position: tuple[float, float]) -> None:
    """A finger down and up at ``position``, then a frame."""
    finger(pygame.FINGERDOWN, position)
    finger(pygame.FINGERUP, position)
    app.step(FRAME)


def table_waiting(rules_id: str = "sevens", seed: int = 5) -> TableScene:
    """A table where the human is to move and every card has landed."""
    app = App(AppOptions(rules_id=rules_id, seed=seed, speed="instant", mute=True,
                         remember=False, deals=1))
    app.scene.start()
    scene = app.scene
    assert isinstance(scene, TableScene)
    for _ in range(5000):
        app.step(FRAME)
        if scene.session.human_to_move and scene.human_may_act():
            if any(move.kind == "play" for move in scene.session.view().legal_moves):
                return scene
            scene.press_pass()
    raise AssertionError("the human never got a card to play")


def a_play(scene: TableScene) -> Move:
    """A legal play of a hand card."""
    return next(move for move in scene.session.view().legal_moves if move.kind == "play")


def stuck_in_douque() -> TableScene:
    """A Douque table where the human (seat 0) holds only aces, twos, threes and kings and
    must cover a card."""
    rules = sevens.preset("douque")
    hand = [f"{rank}{suit}" for suit in "SHDC" for rank in "A23K"]
    game = deal(rules, {0: hand})
    while not game.over and game.current_player != 0:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind == "play"
                 and move.card.rank not in (4, 12)]
        game.apply(plays[0] if plays else moves[0])
    app = App(AppOptions(seed=4, speed="instant", mute=True, remember=False))
    app.start_match(rules, "douque")
    scene = app.scene
    assert isinstance(scene, TableScene)
    scene.session.game = game
    scene.setup_deal()
    app.step(FRAME)
    assert {move.kind for move in scene.session.view().legal_moves} == {"cover"}
    return scene


def test_one_tap_lifts_the_card_and_lights_its_place_but_never_plays() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    resting = scene.hand_view.card_rect(move.card)
    tap(app, resting.center)
    assert len(game.moves) == before, "one tap played a card"
    assert scene.interaction.armed == ("hand", move.card)
    lifted = scene.hand_view.card_rect(move.card)
    assert lifted.y < resting.y, "the tapped card is lifted"
    message, _ = scene.status_line(scene.session.view())
    assert message == text("touch.play_again", card=card_text(move.card))


def test_a_second_tap_on_the_card_plays_it() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    tap(app, scene.hand_view.card_rect(move.card).center)
    tap(app, scene.hand_view.card_rect(move.card).center)
    assert len(game.moves) > before
    assert game.moves[before] == move
    assert scene.interaction.armed is None


def test_a_second_tap_on_its_place_plays_it() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    tap(app, scene.hand_view.card_rect(move.card).center)
    row = scene.session.view().target(move).row
    tap(app, scene.card_slot(row, move.card).center)
    assert game.moves[before] == move


def test_a_tap_elsewhere_puts_the_card_back() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    resting = scene.hand_view.card_rect(move.card)
    tap(app, resting.center)
    felt = (640, 46)  # the top edge of the felt, under the title bar: nothing there
    assert scene.hand_view.hit(felt, touch=True) is None
    assert scene.rows_view.hit(felt, scene.session.view()) is None
    tap(app, felt)
    assert scene.interaction.armed is None and scene.interaction.selected is None
    assert scene.hand_view.card_rect(move.card) == resting, "the card went back into the hand"
    tap(app, resting.center)  # and a new first tap only lifts it again
    assert len(game.moves) == before


def test_a_covered_card_costs_two_taps_and_names_its_cost() -> None:
    scene = stuck_in_douque()
    app, game = scene.app, scene.session.game
    card = sevens.Card.parse("KH")
    before = len(game.moves)
    tap(app, scene.hand_view.card_rect(card).center)
    assert len(game.moves) == before, "one tap covered a card"
    message, _ = scene.status_line(scene.session.view())
    assert message == text("touch.cover_again", card=card_text(card), penalty=13)
    assert "\u221213" in message
    tap(app, scene.hand_view.card_rect(card).center)
    assert str(game.moves[before]) == "cover KH"


def test_a_tap_on_another_card_moves_the_cover_choice() -> None:
    scene = stuck_in_douque()
    app, game = scene.app, scene.session.game
    before = len(game.moves)
    tap(app, scene.hand_view.card_rect(sevens.Card.parse("KH")).center)
    tap(app, scene.hand_view.card_rect(sevens.Card.parse("2C")).center)
    assert len(game.moves) == before
    assert scene.interaction.armed == ("hand", sevens.Card.parse("2C"))
    tap(app, scene.hand_view.card_rect(sevens.Card.parse("2C")).center)
    assert str(game.moves[before]) == "cover 2C"


def test_dragging_a_card_onto_its_place_plays_it() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    start = scene.hand_view.card_rect(move.card).center
    end = scene.card_slot(scene.session.view().target(move).row, move.card).center
    finger(pygame.FINGERDOWN, start)
    app.step(FRAME)
    for step in range(1, 9):
        point = (start[0] + (end[0] - start[0]) * step / 8,
                 start[1] + (end[1] - start[1]) * step / 8)
        finger(pygame.FINGERMOTION, point)
        app.step(FRAME)
        if step == 4:
            assert scene.input.press is not None and scene.input.press.dragging
            assert len(game.moves) == before, "a drag plays only when it is let go"
    finger(pygame.FINGERUP, end)
    app.step(FRAME)
    assert game.moves[before] == move


def test_a_card_dropped_away_from_its_place_goes_back() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    start = scene.hand_view.card_rect(move.card).center
    finger(pygame.FINGERDOWN, start)
    finger(pygame.FINGERMOTION, (start[0], start[1] - 60))
    finger(pygame.FINGERMOTION, (640, 46))
    finger(pygame.FINGERUP, (640, 46))
    app.step(FRAME)
    assert len(game.moves) == before
    assert scene.interaction.armed is None and scene.input.press is None


def test_a_long_press_shows_what_the_card_frees_or_blocks_and_plays_nothing() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    finger(pygame.FINGERDOWN, scene.hand_view.card_rect(move.card).center)
    app.step(FRAME)
    assert scene.input.card_info is None
    waited = 0.0
    while waited < LONG_PRESS_SECONDS + 0.05:
        app.step(0.05)
        waited += 0.05
    info = scene.input.card_info
    assert info is not None and info.card == move.card
    assert info.lines[0] == text("touch.info.fits", card=card_text(move.card))
    finger(pygame.FINGERUP, scene.hand_view.card_rect(move.card).center)
    app.step(FRAME)
    assert len(game.moves) == before, "a long press played the card"
    assert scene.interaction.armed is None
    assert scene.input.card_info is not None, "the info stays up after the finger lifts"


def test_a_long_press_on_a_stuck_card_says_what_waits_behind_it() -> None:
    scene = stuck_in_douque()
    card = sevens.Card.parse("2H")  # nothing below 7♥ is down: 2♥ waits, A♥ behind it
    finger(pygame.FINGERDOWN, scene.hand_view.card_rect(card).center)
    for _ in range(12):
        scene.app.step(0.05)
    info = scene.input.card_info
    assert info is not None
    assert text("touch.info.behind", cards=card_text(sevens.Card.parse("AH"))) in info.lines
    assert text("touch.info.cover_cost", card=card_text(card), penalty=2) in info.lines


def test_a_mouse_click_still_plays_at_once() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    position = scene.hand_view.card_rect(move.card).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1,
                                         touch=False))
    app.step(FRAME)
    assert game.moves[before] == move


def test_mouse_events_made_up_from_a_finger_are_ignored() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    position = scene.hand_view.card_rect(move.card).center
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        data = {"pos": position, "touch": True}
        data.update({"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION
                    else {"button": 1})
        pygame.event.post(pygame.event.Event(kind, data))
    app.step(FRAME)
    assert len(game.moves) == before
    assert scene.interaction.selected is None and scene.hand_view.hovered is None


def test_nothing_stays_raised_after_a_tap_while_covering() -> None:
    scene = stuck_in_douque()
    app = scene.app
    card = sevens.Card.parse("KH")
    resting = scene.hand_view.card_rect(card)
    tap(app, resting.center)
    tap(app, (640, 46))
    assert scene.hand_view.hovered is None
    assert scene.hand_view.card_rect(card) == resting


def test_a_second_finger_is_ignored_while_the_first_is_down() -> None:
    scene = table_waiting()
    app, game = scene.app, scene.session.game
    move = a_play(scene)
    before = len(game.moves)
    position = scene.hand_view.card_rect(move.card).center
    finger(pygame.FINGERDOWN, (640, 46), finger_id=1)
    finger(pygame.FINGERDOWN, position, finger_id=2)
    finger(pygame.FINGERUP, position, finger_id=2)
    finger(pygame.FINGERUP, (640, 46), finger_id=1)
    app.step(FRAME)
    assert scene.interaction.armed is None and len(game.moves) == before


def test_other_scenes_take_a_tap_as_a_click_without_hover() -> None:
    app = App(AppOptions(rules_id="sevens", seed=5, speed="instant", mute=True,
                         remember=False, deals=1))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    play = next(button for button in menu.buttons if button.name == "play")
    finger(pygame.FINGERDOWN, play.rect.center)
    finger(pygame.FINGERMOTION, (play.rect.centerx + 2, play.rect.centery))
    app.step(FRAME)
    assert not play.hovered, "a finger hovered a button"
    finger(pygame.FINGERUP, play.rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, TableScene)


@pytest.mark.parametrize("rules_id", ["sevens", "douque"])
def test_a_whole_deal_played_by_taps_alone(rules_id: str) -> None:
    app = App(AppOptions(rules_id=rules_id, seed=3, speed="instant", mute=True,
                         remember=False, deals=1))
    app.scene.start()
    taps = 0
    for _ in range(20000):
        scene = app.scene
        if not isinstance(scene, TableScene):
            break
        session = scene.session
        if session.human_to_move and scene.human_may_act():
            move = session.view().legal_moves[0]
            if move.kind == "pass":
                tap(app, scene.pass_button.rect.center)
                taps += 1
            else:
                moves = len(session.game.moves)
                tap(app, scene.hand_view.card_rect(move.card).center)
                assert len(session.game.moves) == moves
                tap(app, scene.hand_view.card_rect(move.card).center)
                taps += 2
        app.step(FRAME)
    assert not isinstance(app.scene, TableScene), "the deal did not end"
    assert taps > 0


@pytest.mark.parametrize("second", ["the other place", "the card again"])
def test_two_packs_a_tap_rings_both_rows_and_the_next_tap_chooses(second: str) -> None:
    from test_ui_player import table_with, two_pack_choice

    game = two_pack_choice()
    scene = table_with(game)
    app = scene.app
    card = sevens.Card.parse("8S")
    before = len(game.moves)
    tap(app, scene.hand_view.card_rect(card).center)
    assert len(game.moves) == before
    choice = scene.interaction.row_choice()
    assert scene.interaction.armed == ("hand", card) and choice is not None and len(choice[1]) == 2
    message, _ = scene.status_line(scene.session.view())
    assert message == text("touch.choose_row", card=card_text(card), suit="\u2660")
    if second == "the other place":
        move, row = choice[1][1]
        tap(app, scene.card_slot(row, card).center)
        assert game.moves[before] == move and game.moves[before].row == 2
    else:
        tap(app, scene.hand_view.card_rect(card).center)
        assert game.moves[before] == choice[1][0][0]
