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


# ---------------------------------------------------------------- replays keep the people


def finish(app: App) -> ResultsScene:
    """Play the deal out: the human's moves by a random bot, the others' by theirs."""
    import sevens

    chooser = sevens.make_bot("random", seed=2)
    for _ in range(40000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return scene
        session = app.session
        if session.human_to_move and not scene.flights:
            session.apply_human(chooser.choose(session.view()))
        app.step(1 / 30)
    raise AssertionError("the deal never ended")


def test_play_it_as_ada_keeps_every_name_on_its_cards() -> None:
    from sevens.ui.names import hand_name
    from sevens.ui.saved import restore, snapshot

    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=21, deals=1))
    app.start_match(build_rules(app.settings).replace(deals=1), "douque")
    first = app.session
    results = finish(app)
    names = {seat: first.seat_name(seat) for seat in range(first.rules.players)}
    assert names[0] == text("seat.you") and names[1] == hand_name(1)
    other = next(button for button in results.buttons if button.name == "other_seat")
    assert other.label == text("results.other_seat", name=hand_name(1))
    other.action()  # Play it as Ada
    replay = app.session
    assert replay.human_seat == 1 and replay.home_seat == 0
    assert replay.game.initial_hands() == first.game.initial_hands()
    assert replay.seat_name(1) == text("seat.you")
    assert replay.seat_name(0) == text("seat.home")  # your old seat, played by hard
    assert replay.bots[0].name == "hard"
    for seat in range(2, replay.rules.players):  # everyone else: same name, seat, cards
        assert replay.seat_name(seat) == names[seat]
    # a restart keeps the people too
    again, _info = restore(snapshot(replay, app.session_info))
    assert again.home_seat == 0 and again.seat_name(0) == text("seat.home")
    table = app.scene
    results = finish(app)
    # the move log names the hand that played each card
    from sevens.events import CardPlayed
    from sevens.ui.session import card_text

    log = {line for line, _ in table.log_lines(replay.view())}
    plays = [event for event in replay.game.events if isinstance(event, CardPlayed)
             and not event.from_leftover]
    assert plays
    for event in plays:
        who = text("seat.you") if event.seat == 1 else (
            text("seat.home") if event.seat == 0 else names[event.seat])
        assert text("log.played", name=who, card=card_text(event.card)) in log
    lines = [line for line, _colour in results.notes()]
    assert text("results.held", name=hand_name(1)) in lines
    back = next(button for button in results.buttons if button.name == "other_seat")
    assert back.label == text("results.other_seat", name=hand_name(2))
    pygame.quit()


def test_a_link_opened_in_another_seat_keeps_the_names() -> None:
    import sevens

    app = App(AppOptions(mute=True, speed="instant", remember=False, seed=5, deals=1))
    rules = sevens.preset("douque")
    code = sevens.Game(rules, seed=99).deal_code
    app.start_match(rules, "douque", deal_code=code, seat=1)
    session = app.session
    assert session.human_seat == 1 and session.home_seat is None
    from sevens.ui.names import hand_name

    assert [session.seat_name(seat) for seat in range(4)] == [
        hand_name(0), text("seat.you"), hand_name(2), hand_name(3)]
    pygame.quit()
