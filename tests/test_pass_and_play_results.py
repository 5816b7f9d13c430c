"""Pass-and-play (issue 34): statistics and review per person, by name. A table of people
counts each person's deals under their name, apart from your own statistics (which stay as
they were); the statistics screen shows yours or a person's; Review shows the decisions of
the person chosen by name."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from helpers import fit_window, record_text_sizes
from test_pass_and_play_undo import first_play, settle
from test_portrait import make_app as make_portrait_app
from test_ui_play import FRAME, make_app, post_key

from sevens.app.profile import person_stats, record_abandoned, stats_of
from sevens.ui.navigation import Review, Statistics
from sevens.ui.scenes.hand_over.scene import HandOverScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.review.scene import ReviewScene
from sevens.ui.scenes.statistics import StatsScene

MAX_FRAMES = 30000


def play_to_results(app) -> ResultsScene:
    """Deal from the menu and play every person's turn until the results are up."""
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    for _ in range(MAX_FRAMES):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return scene
        if isinstance(scene, HandOverScene):
            settle(app)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(9, 9), button=1))
        elif app.session.human_to_move and not scene.busy:
            scene.attempt(first_play(app.session))
        app.step(FRAME)
    raise AssertionError("the deal never reached the results screen")


def test_each_person_has_statistics_by_name_and_yours_stay_apart() -> None:
    app = make_app("douque", seed=7, people=("Ada", "Ben"))
    results = play_to_results(app)
    session = app.session
    result = session.recorded
    for seat, name in ((0, "Ada"), (1, "Ben")):
        entry = app.stats["people"][name]["douque"]
        assert entry["deals"] == 1 and entry["matches"] == 1
        assert entry["history"] == [round(float(result.deltas[seat]), 2)]
        assert entry["wins"] == int(seat in session.match.winners())
    assert "douque" not in app.stats  # your own statistics: nothing played by you
    app.go(Statistics(back_to=results))
    scene = app.scene
    assert isinstance(scene, StatsScene) and scene.played == []
    whose = next(button for button in scene.buttons if button.name == "whose")
    assert "You" in whose.label
    whose.action()
    assert scene.whose == "Ada" and "Ada" in whose.label and scene.played == ["douque"]
    seen = record_text_sizes(app)
    scene.draw(app.canvas)
    assert "Douque Sevens" in [string for string, _size in seen]
    whose.action()
    assert scene.whose == "Ben"
    whose.action()
    assert scene.whose == ""
    pygame.quit()


def test_single_player_statistics_show_no_choice_of_person() -> None:
    app = make_app("douque", seed=7)
    app.stats = {"douque": {"deals": 2, "matches": 1, "wins": 1, "abandoned": 0,
                            "result_sum": 3.0, "history": [1.0, 2.0]}}
    app.go(Statistics(back_to=app.scene))
    scene = app.scene
    assert [button.name for button in scene.buttons] == ["back", "clear"]
    assert scene.played == ["douque"]
    pygame.quit()


def test_the_portrait_statistics_place_the_choice_of_person_over_the_buttons() -> None:
    app = make_portrait_app((390, 844), "douque")
    app.step(1 / 60)
    person_stats(app.stats, "Ada")["douque"] = {"deals": 1, "history": [2.0]}
    app.go(Statistics(back_to=app.scene))
    scene = app.scene
    buttons = {button.name: button.rect for button in scene.buttons}
    assert buttons["whose"].bottom < buttons["back"].top
    assert buttons["whose"].height * 390 / 720 >= 44
    scene.next_person()
    assert scene.played == ["douque"]
    pygame.quit()


def test_an_abandoned_people_match_counts_for_each_person_only() -> None:
    stats: dict = {}
    record_abandoned(stats, "sevens", ["Ada", "Ben"])
    assert stats_of(stats, "Ada")["sevens"]["abandoned"] == 1
    assert stats_of(stats, "Ben")["sevens"]["abandoned"] == 1
    assert "sevens" not in stats
    record_abandoned(stats, "sevens")
    assert stats["sevens"]["abandoned"] == 1


def test_review_shows_the_decisions_of_the_person_chosen_by_name() -> None:
    app = make_app("douque", seed=7, people=("Ada", "Ben"))
    results = play_to_results(app)
    app.go(Review(back_to=results, seat=0))
    scene = app.scene
    assert isinstance(scene, ReviewScene) and scene.review.seat == 0
    assert scene.words.title() == "Review of Ada's decisions"
    stepper = scene.seat_stepper
    assert stepper.choices == [0, 1] and stepper.describe(stepper.value) == "Ada"
    stepper.step(1)
    again = app.scene
    assert isinstance(again, ReviewScene) and again is not scene
    assert again.review.seat == 1 and again.words.title() == "Review of Ben's decisions"
    assert again.replay_seat == 1  # Play it from this seat: Ben's, played alone
    pygame.quit()


def test_the_review_names_the_person_in_its_decision_lines() -> None:
    """At a table of people the decision heading, the hand and the chosen option name the
    person reviewed ("Ben chose to …"), in every language and both orientations — never the
    single player's "you chose"."""
    from sevens.app import translation
    from sevens.app.session import describe_move

    app = make_app("douque", seed=7, people=("Ada", "Ben"))
    results = play_to_results(app)
    app.go(Review(back_to=results, seat=1))
    scene = app.scene
    assert isinstance(scene, ReviewScene) and scene.review.points
    index, _view, played = scene.review.points[scene.selected]
    try:
        for language in translation.LANGUAGE_CODES:
            translation.set_language(language)
            values = {"number": scene.selected + 1, "move": index + 1,
                      "played": describe_move(played)}
            named = scene.words.words_of("review.decision", **values)
            alone = translation.text("review.decision", **values)
            assert "Ben" in named and named != alone
            assert "Ben" in scene.words.words_of("review.hand")
            for window in ((1280, 720), (390, 844)):
                fit_window(app, window)
                app.step(1 / 60)
                seen = record_text_sizes(app)
                scene.draw(app.canvas)
                drawn = [string for string, _size in seen]
                # the heading, whole or wrapped: a drawn line with the name, part of it
                assert any(line in named and len(line) > len("Ben") + 4 for line in drawn
                           if "Ben" in line), (language, window)
                assert alone not in drawn and "Ben" in drawn, (language, window)
        translation.set_language("en")
        values["played"] = describe_move(played)
        assert scene.words.words_of("review.decision", **values).endswith(
            f"Ben chose to {values['played']}")
    finally:
        translation.set_language("en")
        pygame.quit()
