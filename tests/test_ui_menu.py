"""No lost match: leaving a match in progress asks first, the menu offers Continue match
(back to the table, or to the results of the deal just scored), abandoned matches are
counted as such; a Quit button natively only."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame
import pytest
from helpers import make_app
from layout_probe import record
from test_portrait import table_at_turn

import sevens.ui.scenes.menu.scene as menu_module
from sevens.app import translation
from sevens.ui.app import App, AppOptions
from sevens.ui.button_labels import MIN_PAD
from sevens.ui.navigation import Menu
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(remember=False, mute=True, speed="instant", seed=5))
    application.settings.rules_id = "sevens"
    application.settings.players = 4
    application.settings.deals = 3
    application.scene.relayout()
    yield application
    pygame.quit()


def key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    app.step(1 / 60)


def click(app: App, position: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    app.step(1 / 60)


def button(scene: MenuScene, name: str) -> pygame.Rect:
    return next(item for item in scene.buttons if item.name == name).rect


def play_until(app: App, done: Callable[[Any], bool]) -> None:
    """Step the app, the human playing its first legal move, until ``done(scene)``."""
    for _ in range(20000):
        scene = app.scene
        if done(scene):
            return
        if isinstance(scene, TableScene) and scene.session.human_to_move and not scene.busy:
            scene.attempt(scene.session.view().legal_moves[0])
        app.step(1 / 60)
    raise AssertionError("never reached")


def to_menu(app: App) -> MenuScene:
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    return app.scene


def started(app: App) -> MenuScene:
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, button(menu, "play").center)
    assert isinstance(app.scene, TableScene)
    play_until(app, lambda scene: len(app.session.game.moves) >= 3)
    return to_menu(app)


def test_leaving_a_match_asks_first(app: App) -> None:
    menu = started(app)
    session = app.session
    assert menu.match_in_progress
    click(app, button(menu, "play").center)  # New match
    assert menu.dialog is not None
    assert app.session is session and app.scene is menu
    key(app, pygame.K_RETURN)  # the focused answer keeps the match
    assert menu.dialog is None and app.session is session
    click(app, button(menu, "play").center)
    key(app, pygame.K_ESCAPE)
    assert menu.dialog is None and app.session is session
    assert "abandoned" not in app.stats.get("sevens", {}) or \
        app.stats["sevens"]["abandoned"] == 0
    # Another rule system, then deal: still asked; agreeing counts the match as abandoned.
    menu.select("family")
    click(app, button(menu, "play").center)
    assert menu.dialog is not None
    click(app, menu.dialog.leave_button.rect.center)
    assert isinstance(app.scene, TableScene)
    assert app.session is not session and app.session.rules_id == "family"
    assert app.stats["sevens"]["abandoned"] == 1
    assert app.stats["sevens"]["matches"] == 0


def test_a_fresh_menu_deals_without_asking(app: App) -> None:
    menu = app.scene
    assert isinstance(menu, MenuScene) and not menu.match_in_progress
    assert not any(item.name == "resume" for item in menu.buttons)
    click(app, button(menu, "play").center)
    assert isinstance(app.scene, TableScene)


def test_continue_match_returns_to_the_table(app: App) -> None:
    menu = started(app)
    session = app.session
    moves = len(session.game.moves)
    assert any(item.name == "resume" for item in menu.buttons)
    key(app, pygame.K_RETURN)  # Enter continues the match in progress
    assert isinstance(app.scene, TableScene)
    assert app.session is session and len(session.game.moves) >= moves


def test_escape_on_the_results_comes_back_to_them(app: App) -> None:
    click(app, button(app.scene, "play").center)
    play_until(app, lambda scene: isinstance(scene, ResultsScene))
    deal = app.scene.wording.deal_number
    deals_counted = app.stats["sevens"]["deals"]
    menu = to_menu(app)
    assert menu.match_in_progress
    key(app, pygame.K_ESCAPE)  # Esc again: back to the results
    assert isinstance(app.scene, ResultsScene) and app.scene.wording.deal_number == deal
    menu = to_menu(app)
    click(app, button(menu, "resume").center)
    assert isinstance(app.scene, ResultsScene)
    assert app.scene.wording.deal_number == deal
    assert app.stats["sevens"]["deals"] == deals_counted  # not counted twice
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene) and app.session.deal_number == deal + 1


def test_quit_natively_asks_during_a_match(app: App) -> None:
    menu = started(app)
    click(app, button(menu, "quit").center)
    assert menu.dialog is not None and app.running
    click(app, menu.dialog.leave_button.rect.center)
    assert not app.running
    assert app.stats["sevens"]["abandoned"] == 1


def test_no_quit_button_in_the_browser(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(menu_module, "WEB", True)
    menu = MenuScene(app)
    assert not any(item.name == "quit" for item in menu.buttons)
    monkeypatch.setattr(menu_module, "WEB", False)
    assert any(item.name == "quit" for item in MenuScene(app).buttons)


def test_closing_the_window_counts_the_match_as_abandoned(app: App) -> None:
    started(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running
    assert app.stats["sevens"]["abandoned"] == 1


def test_a_scored_deal_keeps_its_result_and_unit_in_the_history(app: App) -> None:
    click(app, button(app.scene, "play").center)
    play_until(app, lambda scene: isinstance(scene, ResultsScene))
    entry = app.stats["sevens"]
    mine = app.session.results[0].deltas[app.session.human_seat]
    assert entry["history"] == [round(float(mine), 2)]
    assert entry["scoring"] == "chips"


@pytest.mark.parametrize("in_match", [False, True])
def test_menu_controls_never_overlap_and_each_takes_its_own_click(app: App,
                                                                 in_match: bool) -> None:
    """Every control of the menu has a place of its own on the 1280x720 canvas (two helpers
    once put the language control and the daily-deal button on the same spot), and a click
    at its centre reaches that control."""
    menu = started(app) if in_match else app.scene
    assert isinstance(menu, MenuScene)
    canvas = pygame.Rect(0, 0, 1280, 720)
    controls = [(f"stepper {item.name}", item.rect) for item in menu.steppers]
    controls += [(f"button {item.name}", item.rect) for item in menu.buttons]
    controls += [("deal code", menu.code_field.rect), ("rule list", menu.entry_rect(0).unionall(
        [menu.entry_rect(index) for index in range(8)]))]
    for index, (name, rect) in enumerate(controls):
        assert canvas.contains(rect), name
        for other_name, other in controls[index + 1:]:
            assert not rect.colliderect(other), f"{name} overlaps {other_name}"
    language = next(item for item in menu.steppers if item.name == "language")
    before = language.value
    click(app, language.right_rect.center)
    assert isinstance(app.scene, MenuScene)
    after = next(item for item in app.scene.steppers if item.name == "language").value
    assert after != before


def test_bot_pace_and_card_flight_are_set_apart(app: App) -> None:
    """The menu sets how long a bot waits and how fast a card flies, each on its own."""
    menu = app.scene
    assert isinstance(menu, MenuScene)
    cards = next(item for item in menu.steppers if item.name == "card_speed")
    pace_before = app.settings.speed
    click(app, cards.right_rect.center)
    assert app.settings.card_speed != "normal"
    assert app.settings.speed == pace_before
    from sevens.ui.scenes.table.animation import FLIGHT_SECONDS
    app.settings.speed = "normal"
    app.settings.card_speed = "slow"
    click(app, button(app.scene, "play").center)
    table = app.scene
    assert isinstance(table, TableScene)
    for _ in range(400):  # until a card is in the air
        app.step(1 / 60)
        if table.busy:
            break
    assert table.animation.flights and all(flight.duration in (0.0, FLIGHT_SECONDS["slow"])
                                 for flight in table.animation.flights)
    assert any(flight.duration == FLIGHT_SECONDS["slow"] for flight in table.animation.flights)


def test_a_contradiction_in_house_rules_is_said_in_the_players_language(app: App) -> None:
    from sevens.app import translation
    from sevens.rules import CUSTOM

    menu = app.scene
    assert isinstance(menu, MenuScene)
    settings = app.settings
    settings.rules_id, settings.custom_base = CUSTOM, "family"
    settings.custom_options = {"decks": 2, "build": "six-and-eight-first"}
    settings.players = 6  # two packs are for exactly eight
    try:
        for language in ("en", "ja"):
            translation.set_language(language)
            assert menu.current_rules() is None
            assert menu.message == translation.text("conflict.two_packs", players=6)
        assert "Two packs" not in menu.message  # not the English sentence in Japanese
        settings.players = 8
        assert menu.current_rules() is not None
    finally:
        translation.set_language("en")


def test_an_untouched_match_is_dealt_as_the_menu_shows_its_deals() -> None:
    """The table read "Deal 1 of 5" after choosing Sevens (British) when the menu's Deals said
    4: a match with no card played yet is not offered to continue (the menu shows Deal, not
    Continue), yet Esc went back to it, dealt with the preset's five deals. Esc now deals the
    table the menu shows; an untouched match the menu still describes is gone back to as it
    was."""
    app = App(AppOptions(remember=False, mute=True, seed=3))  # at the bots' pace: no card yet
    try:
        menu = app.scene
        assert isinstance(menu, MenuScene) and app.settings.deals == 4  # Douque's
        menu.select("sevens")  # British Sevens: its five deals come with it
        click(app, button(menu, "play").center)
        session = app.session
        assert isinstance(app.scene, TableScene) and session is not None
        assert session.deals == 5 and not session.game.moves
        menu = to_menu(app)
        assert not menu.match_in_progress
        key(app, pygame.K_ESCAPE)  # nothing changed in the menu: back to the same match
        assert isinstance(app.scene, TableScene) and app.session is session
        menu = to_menu(app)
        deals = next(item for item in menu.steppers if item.name == "deals")
        click(app, deals.left_rect.center)
        shown = next(item for item in app.scene.steppers if item.name == "deals").value
        assert shown == 4 and not session.game.moves
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scene, TableScene)
        assert app.session.deals == shown  # was Deal 1 of 5
    finally:
        pygame.quit()


def test_a_rule_system_keeps_the_table_as_near_its_size_as_it_allows(app: App) -> None:
    """Choosing a rule system and returning to the menu follow one rule for the players: the
    count stays where the system allows it, else the nearest count it does."""
    from sevens.rules import player_counts

    menu = app.scene
    assert isinstance(menu, MenuScene)
    settings = app.settings
    menu.select("fan-tan")
    settings.players = 8
    menu.select("sevens")  # British Sevens seats 3 to 7
    assert settings.players == max(player_counts("sevens")) < 8
    menu.select("douque")  # Douque is for exactly four
    assert settings.players == 4 and player_counts("douque") == (4,)
    menu.select("fan-tan")
    assert settings.players == 4  # allowed: kept
    settings.players = 8
    menu.relayout()  # the steppers read the same rule
    stepper = next(stepper for stepper in menu.steppers if stepper.name == "players")
    assert settings.players == 8 and stepper.value == 8


def test_laying_out_and_drawing_the_menu_change_no_setting(app: App) -> None:
    """The menu reads the settings to show them and writes none: its steppers' choices, its
    layout and its picture leave even a player count its rule system refuses as it is (only
    choosing a rule system fits the count to it, see the test above)."""
    menu = app.scene
    assert isinstance(menu, MenuScene)
    settings = app.settings
    settings.players = 8  # Sevens (British) seats 3 to 7
    saved = settings.to_dict()
    menu.stepper_choices()
    menu.relayout()
    menu.draw(app.canvas)
    assert settings.to_dict() == saved
    menu.select("fan-tan")
    menu.select("sevens")
    assert settings.players == 7


def test_a_saved_count_the_rule_system_refuses_opens_fitted(monkeypatch) -> None:
    """A settings file (edited by hand) may seat 8 at Sevens (British), which seats 3 to 7:
    the menu opens on the nearest count it allows, shown and dealt."""
    from sevens.ui import app as app_module

    store = app_module.memory_store()
    monkeypatch.setattr(app_module, "memory_store", lambda: store)
    first = App(AppOptions(remember=False, mute=True))
    first.settings.rules_id, first.settings.players = "sevens", 8
    first.save("settings")
    again = App(AppOptions(remember=False, mute=True))
    try:
        players = next(stepper for stepper in again.scene.steppers if stepper.name == "players")
        assert again.settings.players == players.value == 7
    finally:
        pygame.quit()


#: Phones held upright, in CSS px: on the narrowest four buttons share the row at the foot.
UPRIGHT_PHONES = [(360, 640), (360, 740), (360, 780), (390, 844), (412, 915)]


def label_padding_problems(app: App) -> list[str]:
    """The menu's buttons, on each of its pages, whose label's ink comes nearer than
    :data:`MIN_PAD` to a side of the button."""
    menu = app.scene
    assert isinstance(menu, MenuScene)
    canvas = record(app)
    found = []
    for _ in range(menu.places.pages):
        for item in menu.buttons:
            canvas.drawn.clear()
            item.draw(canvas, app.resources)
            found += [f"{item.name}'s {drawn.text!r} {drawn.ink} in {item.rect}"
                      for drawn in canvas.drawn if drawn.kind == "text"
                      and min(drawn.ink.left - item.rect.left,
                              item.rect.right - drawn.ink.right) < MIN_PAD]
        menu.turn_page()
    return found


@pytest.mark.parametrize("window", UPRIGHT_PHONES)
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_every_button_label_keeps_its_room_from_the_sides(window: tuple[int, int],
                                                          language: str) -> None:
    """On a 360×740 phone with a match in progress, Continue match's bold label ran to the
    sides of its button (four buttons share that row): each button is as wide as its label
    needs, on an upright phone, fresh and with a match in progress."""
    try:
        app = make_app(window, language=language)
        app.step(1 / 60)
        found = label_padding_problems(app)
        table_at_turn(app, moves_made=4)  # Continue and New match
        app.go(Menu())
        app.step(1 / 60)
        assert {"resume", "play"} <= {item.name for item in app.scene.buttons}
        found += label_padding_problems(app)
    finally:
        translation.set_language("en")
    assert not found, "\n".join(found)
