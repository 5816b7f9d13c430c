"""A click on a card: the session checks the move once through the engine's checked path,
hands back the events it made, and the table animates exactly those events."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.game import Game
from sevens.moves import Move
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.table import TableScene

sys.path.insert(0, str(Path(__file__).resolve().parent))
from helpers import deal  # noqa: E402


def table_at_human_turn(game: Game) -> tuple[App, TableScene]:
    """The table for ``game``, the bots played on (outside the table) until seat 0 is to
    move, the table shown as it stands."""
    app = App(AppOptions(seed=4, speed="normal", mute=True, remember=False))
    app.start_match(game.rules, game.rules.name)
    scene = app.scene
    assert isinstance(scene, TableScene)
    while not game.over and game.current_player != 0:
        moves = game.legal_moves()
        plays = [move for move in moves if move.kind == "play"]
        game.apply(plays[0] if plays else moves[0])
    scene.session.game = game
    scene.setup_deal(resume=True)
    scene.draw(app.canvas)  # lays the hand out (the rects a click is read against)
    return app, scene


def click_on(app: App, scene: TableScene, card: sevens.Card) -> None:
    """Post a left click on ``card`` in the hand (on a part of it no other card covers)."""
    index = scene.session.view().hand.index(card)
    rect = scene.hand_view.card_rect(card)
    assert rect is not None
    x = next(x for x in range(rect.left, rect.right)
             if scene.hand_view.card_at((x, rect.centery)) == index)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, rect.centery),
                                         button=1))


class Counting:
    """Counts the calls of the engine's checked path and what the table animates."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, scene: TableScene) -> None:
        self.verified: list[Move] = []
        self.applied: list[object] = []
        self.returned: list[tuple[object, ...]] = []
        self.animated: list[tuple[object, ...]] = []
        verify, apply = Game._verify, Game.apply
        session_apply = type(scene.session).apply_human

        def counting_verify(game: Game, move: Move) -> None:
            self.verified.append(move)
            verify(game, move)

        def counting_apply(game: Game, move: object) -> list:
            self.applied.append(move)
            return apply(game, move)

        def recording_apply_human(session: object, move: Move) -> tuple:
            events = session_apply(session, move)
            self.returned.append(events)
            return events

        animate = scene.animate

        def recording_animate(events: object) -> None:
            self.animated.append(tuple(events))
            animate(events)

        monkeypatch.setattr(Game, "_verify", counting_verify)
        monkeypatch.setattr(Game, "apply", counting_apply)
        monkeypatch.setattr(type(scene.session), "apply_human", recording_apply_human)
        monkeypatch.setattr(scene, "animate", recording_animate)


def test_a_card_click_applies_the_move_once_and_animates_its_events(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rules = sevens.preset("sevens")
    app, scene = table_at_human_turn(Game(rules, seed=11, dealer=3))
    view = scene.session.view()
    play = next(move for move in view.legal_moves if move.kind == "play")
    game = scene.session.game
    before = len(game.events)
    counting = Counting(monkeypatch, scene)
    click_on(app, scene, play.card)
    app.step(0.0)
    assert counting.applied == [play] and isinstance(counting.applied[0], Move)
    assert counting.verified == [play]  # checked once, by Game.apply itself
    new_events = tuple(event.seen_by(0) for event in game.events[before:])
    assert counting.returned == [new_events]
    animated = [events for events in counting.animated if events]
    assert animated == [new_events]  # exactly the events the move made, nothing found again
    assert [flight.card for flight in scene.animation.flights] == [play.card]
    pygame.quit()


def test_a_cover_is_a_move_object_never_text(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = sevens.preset("douque")
    stuck = [f"{rank}{suit}" for suit in "SHD" for rank in "A23"] + ["AC", "2C", "3C", "KS"]
    app, scene = table_at_human_turn(deal(rules, {0: stuck}))
    view = scene.session.view()
    assert {move.kind for move in view.legal_moves} == {"cover"}
    counting = Counting(monkeypatch, scene)
    card = view.hand[0]
    click_on(app, scene, card)
    app.step(0.0)
    assert counting.applied == [Move("cover", card)]
    assert len(counting.verified) == 1
    covered = [event for events in counting.animated for event in events]
    assert [type(event).__name__ for event in covered][0] == "CardCovered"
    pygame.quit()
