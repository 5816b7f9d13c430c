"""Seeing settings (issue 34): reduced motion — the menu's Cards setting "Still" lands every
card without a flight, and in the browser a visitor whose system asks for less motion starts
with it (until they choose)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from helpers import table_places

import sevens
from sevens.app import webpage
from sevens.app.profile import Settings
from sevens.app.session import CARD_SPEEDS
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.table import TableScene


def play_a_while(app: App, card_speed: str) -> tuple[int, int]:
    """Start a Fan Tan deal at ``card_speed`` and let it run: (cards played, most flights
    seen in the air at once)."""
    app.settings.card_speed = card_speed
    app.settings.speed = "fast"
    app.start_match(sevens.preset("fan-tan"), "fan-tan")
    scene = app.scene
    assert isinstance(scene, TableScene)
    most = 0
    for _ in range(300):
        app.step(1 / 30)
        most = max(most, len(scene.animation.flights))
        if scene.session.human_to_move:
            move = scene.session.view().legal_moves[0]
            scene.attempt(move)
    return len(scene.session.game.moves), most


def test_still_cards_never_fly() -> None:
    assert "still" in CARD_SPEEDS
    app = App(AppOptions(seed=7, mute=True, remember=False))
    moves, most = play_a_while(app, "still")
    assert moves > 5 and most == 0
    pygame.quit()
    app = App(AppOptions(seed=7, mute=True, remember=False))
    moves, most = play_a_while(app, "normal")  # the same deal does fly at the usual speed
    assert moves > 5 and most > 0
    pygame.quit()


class StandInPage:
    sevensReducedMotion = True  # noqa: N815 - the page's name
    sevensMoreContrast = True  # noqa: N815 - the page's name


def test_the_page_reduced_motion_preference_is_read() -> None:
    assert webpage.prefers_reduced_motion(web=True, window=StandInPage())
    assert not webpage.prefers_reduced_motion(web=True, window=object())
    assert not webpage.prefers_reduced_motion(web=False, window=StandInPage())


@pytest.mark.parametrize(("saved", "expected"), [
    (None, "still"),  # never chosen: the browser's preference
    ({"card_speed": "fast"}, "fast"),  # chosen in the menu: kept
])
def test_a_browser_asking_for_less_motion_starts_still(
        monkeypatch: pytest.MonkeyPatch, saved: dict | None, expected: str) -> None:
    monkeypatch.setattr(webpage, "prefers_reduced_motion", lambda: True)
    if saved is not None:
        from sevens.ui import app as app_module

        original = app_module.memory_store

        def remembering():  # a store that already holds the player's settings
            store = original()
            store.save("settings", {**Settings().to_dict(), **saved})
            return store

        monkeypatch.setattr(app_module, "memory_store", remembering)
    app = App(AppOptions(mute=True, remember=False))
    assert app.settings.card_speed == expected
    pygame.quit()


def changed_box(before: pygame.Surface, after: pygame.Surface) -> pygame.Rect | None:
    """The smallest rectangle holding every pixel that differs (None: none does)."""
    points = [(x, y) for x in range(before.get_width()) for y in range(before.get_height())
              if before.get_at((x, y))[:3] != after.get_at((x, y))[:3]]
    if not points:
        return None
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def test_the_four_colour_deck_writes_the_suit_letter_in_the_players_language() -> None:
    from sevens.app import translation
    from sevens.ui import theme
    from sevens.ui.cardart import CardArt
    from sevens.ui.resources import Resources

    pygame.init()
    pygame.display.set_mode((10, 10))
    card = sevens.Card.parse("7S")
    plain = CardArt(Resources()).face(card, theme.CARD_HAND)  # spades: black either way
    lettered = CardArt(Resources(), four_colour=True)
    english = lettered.face(card, theme.CARD_HAND)
    letter = changed_box(plain, english)  # only the letter is new, in the corner's column
    assert letter is not None and letter.right <= theme.CARD_HAND[0] // 3
    assert letter.top > theme.CARD_HAND[1] // 3 and letter.height >= 8
    translation.set_language("zh-Hant")
    try:
        chinese = lettered.face(card, theme.CARD_HAND)  # 桃, not S
    finally:
        translation.set_language("en")
    assert pygame.image.tobytes(chinese, "RGBA") != pygame.image.tobytes(english, "RGBA")
    pygame.quit()


def test_large_cards_and_high_contrast_are_saved_and_old_settings_still_load() -> None:
    old = {key: value for key, value in Settings().to_dict().items()
           if key not in ("large_cards", "high_contrast")}
    loaded = Settings.from_dict(old)
    assert loaded.large_cards is False and loaded.high_contrast is False
    chosen = Settings(large_cards=True, high_contrast=True)
    again = Settings.from_dict(chosen.to_dict())
    assert again.large_cards is True and again.high_contrast is True
    assert Settings.from_dict({"large_cards": "yes"}).large_cards is False  # mistyped


def test_the_command_line_switches_the_seeing_settings_on() -> None:
    from sevens.ui import theme
    from sevens.ui.app import parse_arguments

    options = parse_arguments(["--large-cards", "--high-contrast", "--fresh", "--mute"])
    assert options.large_cards and options.high_contrast and not options.notices
    app = App(options)
    try:
        assert app.settings.large_cards and app.settings.high_contrast
        assert theme.high_contrast() and theme.FELT_CENTRE == (14, 14, 14)
        assert app.resources.felt.get_at((640, 360))[:3] == theme.FELT_CENTRE
    finally:
        theme.use_high_contrast(False)
        pygame.quit()
    plain = parse_arguments(["--fresh", "--mute"])
    assert not plain.large_cards and not plain.high_contrast


def test_the_menu_steppers_switch_the_seeing_settings_at_once() -> None:
    from sevens.ui import theme

    app = App(AppOptions(seed=7, mute=True, remember=False))
    try:
        menu = app.scene
        steppers = {stepper.name: stepper for stepper in menu.steppers}
        steppers["high_contrast"].step(1)
        assert app.settings.high_contrast and theme.high_contrast()
        assert app.art.face(sevens.Card.parse("7H"), theme.CARD_HAND).get_at((2, 40))[:3] \
            == (255, 255, 255)  # a pure white face
        steppers["large_cards"].step(1)
        assert app.settings.large_cards
        menu.start()
        app.step(1 / 60)
        table = app.scene
        assert isinstance(table, TableScene) and table.table_layout.large
        assert table.table_layout.hand_card == table_places(app.size, large=True).hand_card
        steppers["high_contrast"].step(1)
        assert not theme.high_contrast()
    finally:
        theme.use_high_contrast(False)
        pygame.quit()


def test_the_page_more_contrast_preference_is_read() -> None:
    assert webpage.prefers_more_contrast(web=True, window=StandInPage())
    assert not webpage.prefers_more_contrast(web=True, window=object())
    assert not webpage.prefers_more_contrast(web=False, window=StandInPage())


@pytest.mark.parametrize(("saved", "expected"), [
    (None, True),  # never chosen: the browser's preference
    ({"high_contrast": False}, False),  # chosen in the menu: kept
])
def test_a_browser_asking_for_more_contrast_starts_in_high_contrast(
        monkeypatch: pytest.MonkeyPatch, saved: dict | None, expected: bool) -> None:
    from sevens.ui import theme

    monkeypatch.setattr(webpage, "prefers_more_contrast", lambda: True)
    if saved is not None:
        from sevens.ui import app as app_module

        original = app_module.memory_store

        def remembering():  # a store that already holds the player's settings
            store = original()
            store.save("settings", {**Settings().to_dict(), **saved})
            return store

        monkeypatch.setattr(app_module, "memory_store", remembering)
    app = App(AppOptions(mute=True, remember=False))
    try:
        assert app.settings.high_contrast is expected
        assert theme.high_contrast() is expected
    finally:
        theme.use_high_contrast(False)
        pygame.quit()
