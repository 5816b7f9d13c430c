"""Headless UI tests: a human seat plays whole deals of every preset through synthetic mouse
and keyboard events, and the results screen shows the engine's result."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene

FRAME = 1 / 60
MAX_FRAMES = 20000


def make_app(rules_id: str, seed: int = 11, **changes: object) -> App:
    """An app at the menu, remembering nothing, bots as fast as possible."""
    options = AppOptions(rules_id=rules_id, seed=seed, speed="instant", mute=True,
                         remember=False, deals=1, **changes)
    return App(options)


def post_key(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


def post_click(position: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=position, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=position, button=1))


def choose_human_move(scene: TableScene, turn: int) -> None:
    """Post the events that make the human's move: mouse on even turns, keys on odd turns."""
    session = scene.session
    view = session.view()
    moves = list(view.legal_moves)
    plays = [move for move in moves if move.kind != "pass"]
    move = plays[turn % len(plays)] if plays else moves[0]
    if move.kind == "pass":
        if turn % 2:
            post_key(pygame.K_p)
        else:
            post_click(scene.pass_button.rect.center)
        return
    if turn % 2 == 0 or move.kind == "leftover":
        rect = scene.hand_view.card_rect(move.card)
        assert rect is not None, f"no place on screen for {move}"
        post_click(rect.center)
        return
    hand = list(view.hand)
    target = hand.index(move.card)
    post_key(pygame.K_RIGHT)  # selects the first raised card
    app_step(scene.app)
    current = scene.interaction.selected or 0
    steps = (target - current) % (len(hand) + len(view.leftovers))
    for _ in range(steps):
        post_key(pygame.K_RIGHT)
    post_key(pygame.K_c if move.kind == "cover" and turn % 4 == 1 else pygame.K_RETURN)


def app_step(app: App) -> None:
    app.step(FRAME)


def play_one_deal(app: App) -> ResultsScene:
    """From the menu: Enter deals, then the human plays until the results screen."""
    post_key(pygame.K_RETURN)
    app_step(app)
    assert isinstance(app.scene, TableScene)
    turn = 0
    waiting_on = None
    for _ in range(MAX_FRAMES):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return scene
        assert isinstance(scene, TableScene)
        session = scene.session
        marker = (len(session.game.moves), session.game.current_player)
        if session.human_to_move and not scene.busy and marker != waiting_on:
            waiting_on = marker
            choose_human_move(scene, turn)
            turn += 1
        app_step(app)
    raise AssertionError("the deal never reached the results screen")


@pytest.mark.parametrize("rules_id", list(sevens.PRESETS))
def test_human_plays_a_whole_deal_of_every_preset(rules_id: str) -> None:
    app = make_app(rules_id)
    results = play_one_deal(app)
    game = app.session.game
    assert game.over
    assert results.wording.data == game.result().to_dict()
    assert game.moves, "the human and the bots made moves"
    human_moves = [index for index in app.session.decision_points]
    assert human_moves or rules_id == "shichinarabe", "the human seat made at least one move"
    app.scene.draw(app.canvas)
    pygame.quit()


def test_hand_a_card_and_equal_hands_variants() -> None:
    app = make_app("family")
    app.settings.rules_id = "custom"
    app.settings.custom_base = "family"
    app.settings.custom_options = {"when_stuck": "receive", "equal_hands": True}
    app.settings.players = 5
    from sevens.ui.scenes.menu.scene import MenuScene

    app.scene = MenuScene(app)
    results = play_one_deal(app)
    assert results.wording.data == app.session.game.result().to_dict()
    pygame.quit()


def test_cover_prompt_and_refusal_message() -> None:
    app = make_app("douque", seed=3)
    post_key(pygame.K_RETURN)
    app_step(app)
    scene = app.scene
    assert isinstance(scene, TableScene)
    for _ in range(MAX_FRAMES):
        if scene.session.human_to_move and not scene.busy:
            break
        app_step(app)
    view = scene.session.view()
    kinds = {move.kind for move in view.legal_moves}
    if "play" in kinds:
        legal = {move.card for move in view.legal_moves}
        refused = next((card for card in view.hand if card not in legal), None)
        if refused is not None:
            post_click(scene.hand_view.card_rect(refused).center)
            app_step(app)
            assert scene.status.flash is not None
            assert scene.status.flash[0] == app.session.game.check(str(refused))
            assert scene.session.human_to_move
    pygame.quit()


def test_undo_returns_to_the_last_decision() -> None:
    app = make_app("sevens", seed=5)
    post_key(pygame.K_RETURN)
    app_step(app)
    scene = app.scene
    for _ in range(MAX_FRAMES):
        if scene.session.human_to_move and not scene.busy:
            break
        app_step(app)
    moves_before = len(scene.session.game.moves)
    hand_before = list(scene.session.view().hand)
    choose_human_move(scene, 0)
    app_step(app)
    for _ in range(200):
        app_step(app)
        if scene.session.human_to_move:
            break
    post_key(pygame.K_u)
    app_step(app)
    assert len(scene.session.game.moves) == moves_before
    assert list(scene.session.view().hand) == hand_before
    pygame.quit()


def test_hint_names_a_legal_move() -> None:
    app = make_app("fan-tan", seed=9)
    post_key(pygame.K_RETURN)
    app_step(app)
    scene = app.scene
    for _ in range(MAX_FRAMES):
        if scene.session.human_to_move and not scene.busy:
            break
        app_step(app)
    post_key(pygame.K_h)
    for _ in range(600):
        app_step(app)
        if scene.session.hint is not None:
            break
    assert scene.session.hint is not None
    assert scene.session.hint.move in scene.session.view().legal_moves
    pygame.quit()
