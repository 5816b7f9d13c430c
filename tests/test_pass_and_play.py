"""Pass-and-play (issue 34): people at one device, a hand-over screen between their turns.

The bar: a whole Douque deal with two people and two bots, played through the UI headless —
no hand-over screen ever shows a card, each person's cards are drawn only while the table
is theirs (from their hand-over to the next), and the results name both people.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from helpers import record_text_sizes
from test_ui_play import FRAME, choose_human_move, make_app, post_click, post_key

import sevens
from sevens.app import launch_options
from sevens.app.names import people_table_names
from sevens.app.session import Session
from sevens.app.startup import parse_arguments
from sevens.ui.scenes.hand_over.scene import HandOverScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene

MAX_FRAMES = 30000


def record_faces(app) -> list:
    """Every card face the card art draws from now on, in order (cleared by the caller)."""
    drawn: list = []
    art = app.art
    face, dimmed = art.face, art.dimmed_face

    def recorded_face(card, size, *rest):
        drawn.append(card)
        return face(card, size, *rest)

    def recorded_dimmed(card, size, *rest):
        drawn.append(card)
        return dimmed(card, size, *rest)

    art.face = recorded_face
    art.dimmed_face = recorded_dimmed
    return drawn


def test_people_option_reads_names_and_refuses_bad_lists() -> None:
    launch, notices = launch_options.parse_launch_options({"people": " Ada , Ben "})
    assert launch.people == ("Ada", "Ben") and "people" in launch.given and not notices
    for bad in ("Ada", "Ada,ada", "Ada,,Ben", ",".join(f"P{index}" for index in range(9))):
        launch, notices = launch_options.parse_launch_options({"people": bad})
        assert launch.people == () and len(notices) == 1, bad
    options = parse_arguments(["--people", "Ada,Ben", "--rules", "douque"])
    assert options.people == ("Ada", "Ben")
    assert "people" in launch_options.OPTION_NAMES  # so ?people= in the page's address too


def test_a_table_of_people_seats_them_first_and_names_the_bots_apart() -> None:
    rules = sevens.PRESETS["douque"]
    session = Session(rules, "douque", people=("Ada", "Ben"), seed=3, speed="instant")
    assert session.people == {0: "Ada", 1: "Ben"}
    assert sorted(session.bots) == [2, 3]
    names = [session.seat_name(seat) for seat in range(4)]
    assert names[:2] == ["Ada", "Ben"] and len(set(names)) == 4  # no bot is called Ben
    assert people_table_names(4, {0: "Hal"})[0] == "Hal"
    scattered = Session(rules, "douque", people={0: "Ada", 2: "Ben"}, levels={1: "easy"},
                        seed=3)
    assert sorted(scattered.bots) == [1, 3] and scattered.human_seat == 0
    assert not session.can_undo
    alone = Session(rules, "douque", people=("Ada",), seed=3)
    assert alone.people == {} and sorted(alone.bots) == [1, 2, 3]


def test_two_people_and_two_bots_play_a_whole_douque_deal_with_hand_overs() -> None:
    app = make_app("douque", seed=7, people=("Ada", "Ben"))
    faces = record_faces(app)
    post_key(pygame.K_RETURN)  # deal from the menu
    app.step(FRAME)
    session = app.session
    assert session.people == {0: "Ada", 1: "Ben"}
    hand_overs: list[int] = []
    shown_hands: dict[int, int] = {0: 0, 1: 0}
    people_moves: dict[int, int] = {0: 0, 1: 0}
    turn = 0
    waiting_on = None
    previous_scene = None
    for _ in range(MAX_FRAMES):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            break
        game = session.game
        if isinstance(scene, HandOverScene):
            if scene is not previous_scene:
                hand_overs.append(scene.seat)
                assert scene.seat in session.people
                # the one that opens the deal is to whoever takes the device first
                assert scene.seat != session.human_seat or session.concealed
            if not scene.animating:
                post_click((640, 360))
        else:
            assert isinstance(scene, TableScene)
            # the table is never shown while another person is to play and no card flies
            current = game.current_player
            if current in session.people and not scene.busy:
                assert current == session.human_seat
            marker = (len(game.moves), current)
            if session.human_to_move and not scene.busy and marker != waiting_on:
                waiting_on = marker
                people_moves[session.human_seat] += 1
                choose_human_move(scene, turn)
                turn += 1
        previous_scene = scene
        faces.clear()
        drawn = app.step(FRAME)
        if isinstance(previous_scene, HandOverScene) and app.scene is previous_scene:
            assert not faces, "a hand-over screen drew a card"
        elif drawn and isinstance(app.scene, TableScene):
            viewer = session.human_seat
            for person in session.people:
                hand = set(session.game.view(person).hand)
                seen = hand & set(faces)
                if person == viewer:
                    shown_hands[person] += bool(seen)
                else:
                    assert not seen, f"{session.seat_name(person)}'s cards were drawn " \
                                     f"while the table was {session.seat_name(viewer)}'s"
    else:
        raise AssertionError("the deal never reached the results screen")
    assert session.game.over
    assert len(hand_overs) >= 2 and set(hand_overs) <= {0, 1}
    assert all(a != b for a, b in zip(hand_overs, hand_overs[1:], strict=False))
    assert shown_hands[0] and shown_hands[1], "each person saw their own hand"
    assert people_moves[0] and people_moves[1], "each person played"
    results = app.scene
    faces.clear()
    seen = record_text_sizes(results.app)
    results.draw(app.canvas)
    written = " ".join(string for string, _size in seen)
    assert "Ada" in written and "Ben" in written
    assert session.seat_name(0) == "Ada" and session.seat_name(1) == "Ben"
    pygame.quit()


@pytest.mark.parametrize("rules_id", ["douque"])
def test_one_person_sees_no_hand_over_screen(rules_id: str) -> None:
    app = make_app(rules_id, seed=7)
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    turn = 0
    waiting_on = None
    for _ in range(MAX_FRAMES):
        scene = app.scene
        assert not isinstance(scene, HandOverScene)
        if isinstance(scene, ResultsScene):
            break
        session = scene.session
        marker = (len(session.game.moves), session.game.current_player)
        if session.human_to_move and not scene.busy and marker != waiting_on:
            waiting_on = marker
            choose_human_move(scene, turn)
            turn += 1
        app.step(FRAME)
    assert isinstance(app.scene, ResultsScene)
    pygame.quit()


def test_the_hand_over_screen_waits_for_a_tap_after_settling() -> None:
    app = make_app("douque", seed=7, people=("Ada", "Ben"))
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    for _ in range(MAX_FRAMES):
        if isinstance(app.scene, HandOverScene):
            break
        scene = app.scene
        if scene.session.human_to_move and not scene.busy:
            choose_human_move(scene, 0)
        app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, HandOverScene)
    post_click((640, 360))  # too soon: a tap meant for the last turn
    app.step(FRAME)
    assert app.scene is scene
    for _ in range(60):
        app.step(FRAME)
    post_click((10, 10))
    app.step(FRAME)
    assert isinstance(app.scene, TableScene)
    assert app.session.human_seat == scene.seat
    pygame.quit()


def test_more_people_than_seats_take_the_seats_the_rules_allow() -> None:
    from sevens.app.notices import NoticeBoard
    from sevens.app.profile import Settings
    from sevens.app.startup import apply_launch_options

    options = parse_arguments(["--people", "Ada,Ben,Cleo,Dev,Eli", "--rules", "douque"])
    settings, notices = Settings(), NoticeBoard()
    apply_launch_options(options, settings, notices)
    assert settings.players == 4
    assert [notice.key for notice in notices.queue] == ["notice.people_seats"]
    options = parse_arguments(["--people", "Ada,Ben,Cleo,Dev,Eli", "--rules", "sevens"])
    settings, notices = Settings(), NoticeBoard()
    apply_launch_options(options, settings, notices)
    assert settings.players == 5 and not notices.queue


def test_the_seats_screen_seats_people_at_this_device_with_names_from_the_list() -> None:
    from sevens.ui.scenes.menu.scene import MenuScene
    from sevens.ui.scenes.seats.scene import SeatsScene

    app = make_app("douque", seed=7)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    seats_button = next(button for button in menu.buttons if button.name == "seats")
    assert seats_button.label == "Seats…"
    seats_button.action()
    scene = app.scene
    assert isinstance(scene, SeatsScene)
    assert [stepper.describe(stepper.value) for stepper in scene.kind_steppers] == \
        ["You", "Normal", "Normal", "Normal"]
    assert not scene.name_steppers  # you alone: no names
    scene.kind_steppers[2].step(-1)  # seat 3: from Normal back to Easy
    scene.relayout()
    scene.kind_steppers[1].step(-1)  # seat 2: from Normal to Easy, to Random, to Person
    scene.relayout()
    scene.kind_steppers[1].step(-1)
    scene.relayout()
    scene.kind_steppers[1].step(-1)
    scene.relayout()
    assert [stepper.describe(stepper.value) for stepper in scene.kind_steppers] == \
        ["Person", "Person", "Easy", "Normal"]
    assert [stepper.value for stepper in scene.name_steppers] == ["Hal", "Ada"]
    scene.name_steppers[1].step(1)  # the next name nobody has
    scene.relayout()
    assert scene.name_steppers[1].value == "Ben"
    scene.editing = 0
    scene.type_name("ben")  # taken, whatever its case
    assert scene.message == "ben is already at the table."
    scene.type_name("Zoë")
    assert not scene.message and scene.name_steppers[0].value == "Zoë"
    scene.done()
    assert app.scene is menu
    assert next(button for button in menu.buttons if button.name == "seats").label == \
        "Seats: 2 people"
    post_key(pygame.K_RETURN)  # deal
    app.step(FRAME)
    session = app.session
    assert session.people == {0: "Zoë", 1: "Ben"}
    assert sorted(session.bots) == [2, 3] and session.levels == {2: "easy"}
    assert type(session.bots[2]) is type(sevens.make_bot("easy"))
    pygame.quit()


def test_a_long_name_fits_the_portrait_hand_over_screen() -> None:
    app = make_app("douque", seed=7, people=("Ada", "Bartholomew-Jane"), language="ja",
                   window=(390, 844))
    post_key(pygame.K_RETURN)
    app.step(FRAME)
    for _ in range(MAX_FRAMES):
        if isinstance(app.scene, HandOverScene):
            break
        scene = app.scene
        if scene.session.human_to_move and not scene.busy:
            choose_human_move(scene, 0)
        app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, HandOverScene)
    widths = []
    original = app.resources.text

    def measured(string, size, *args, **kwargs):
        rendered = original(string, size, *args, **kwargs)
        widths.append((string, rendered.get_width()))
        return rendered

    app.resources.text = measured
    scene.draw(app.canvas)
    width = app.canvas.get_width()
    assert width == 720
    shown = [(string, drawn) for string, drawn in widths if scene.name in string]
    assert shown and shown[-1][1] <= width - 48
    pygame.quit()


def test_a_deal_link_from_a_table_of_people_is_played_alone_with_a_notice() -> None:
    from sevens.app.seating import PERSON, set_seat_choice

    app = make_app("douque", seed=7)
    set_seat_choice(app.settings, 1, PERSON)
    code = sevens.Game(sevens.PRESETS["douque"], seed=5, dealer=1).deal_code
    app.start_match(sevens.PRESETS["douque"], "douque", deal_code=code)
    assert app.session.people == {} and sorted(app.session.bots) == [1, 2, 3]
    said = [*app.notices.queue, *app.notices.shown]  # said on the table's status line
    assert "notice.people_single" in [notice.key for notice in said]
    alone = make_app("douque", seed=7)  # nobody else at the table: nothing to say
    alone.start_match(sevens.PRESETS["douque"], "douque", deal_code=code)
    assert "notice.people_single" not in [notice.key for notice in alone.notices.queue]
    pygame.quit()
