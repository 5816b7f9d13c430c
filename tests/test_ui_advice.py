"""The hint at the table and Review after the deal say the same thing (issue 31)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from sevens.ui.advice import amount_text, finding_text
from sevens.ui.app import App, AppOptions
from sevens.ui.menu import build_rules
from sevens.ui.messages import text
from sevens.ui.results import ResultsScene
from sevens.ui.review import ReviewScene
from sevens.ui.table import TableScene


def key(scene: object, code: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                          scancode=0))


def until_human_or_over(app: App) -> TableScene | None:
    for _ in range(20000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return None
        assert isinstance(scene, TableScene)
        if scene.human_may_act():
            return scene
        app.step(1 / 30)
    raise AssertionError("the deal never came back to the human")


def test_hint_can_be_stopped_and_its_figure_is_the_reviews() -> None:
    app = App(AppOptions(rules_id="douque", seed=4, speed="instant", mute=True,
                         remember=False, deals=1))
    app.start_match(build_rules(app.settings), "douque")
    scene = until_human_or_over(app)
    assert scene is not None
    key(scene, pygame.K_h)
    assert scene.session.hint_pending
    assert scene.status_line(scene.session.view())[0] == text("hint.thinking")
    key(scene, pygame.K_ESCAPE)  # stops the thinking, stays at the table
    assert not scene.session.hint_pending and app.scene is scene
    hints = []
    while scene is not None:
        key(scene, pygame.K_h)
        for _ in range(2000):
            app.step(1 / 60)
            if scene.session.hint is not None:
                break
        hint = scene.session.hint
        assert hint is not None and hint.judgement is not None
        line = scene.status_line(scene.session.view())[0]
        finding = finding_text(hint.judgement, scene.session.rules)
        assert finding in line
        hints.append(hint.judgement)
        key(scene, pygame.K_RETURN)  # Enter plays the hinted move
        scene = until_human_or_over(app)
    app.step(1 / 60)
    results = app.scene
    assert isinstance(results, ResultsScene)
    app.show_review(results)
    review_scene = app.scene
    assert isinstance(review_scene, ReviewScene)
    for _ in range(5000):
        app.step(1 / 60)
        if review_scene.review.done:
            break
    by_index = {decision.index: decision for decision in review_scene.review.decisions}
    for judgement in hints:
        decision = by_index[judgement.index]
        assert decision.options == judgement.options and decision.best == judgement.best
        assert not decision.mistake
        if judgement.close_call:  # the hint said "a close call", and so does Review
            assert amount_text(judgement.options[str(judgement.best)]
                               - judgement.options[judgement.runner_up()]) in finding_text(
                judgement, review_scene.session.rules)
    surface = pygame.Surface((1280, 720))
    review_scene.draw(surface)
    pygame.quit()
