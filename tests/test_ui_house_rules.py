"""The House rules editor: a draft that only Apply keeps, Reset to the base system, reasons
next to contradicting options, options that do nothing switched off."""

from __future__ import annotations

import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.rules import build_rules
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.house_rules.scene import CustomRulesScene, option_conflicts
from sevens.ui.scenes.menu.scene import MenuScene


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(remember=False, mute=True))
    application.settings.rules_id = "douque"
    application.settings.players = 4
    application.settings.deals = 4
    yield application
    pygame.quit()


def key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="",
                                         scancode=0))
    app.step(1 / 60)


def click(app: App, position: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    app.step(1 / 60)


def open_editor(app: App) -> CustomRulesScene:
    menu = app.scene
    assert isinstance(menu, MenuScene)
    menu.open_custom()
    app.step(1 / 60)
    assert isinstance(app.scene, CustomRulesScene)
    return app.scene


def test_cancel_keeps_the_old_rules(app: App) -> None:
    app.settings.rules_id = "custom"
    app.settings.custom_base = "family"
    app.settings.custom_options = {"ace": "high"}
    before = build_rules(app.settings)
    editor = open_editor(app)
    editor.stepper("ace").step(1)
    editor.stepper("build").step(1)
    click(app, editor.button("cancel").rect.center)
    assert isinstance(app.scene, MenuScene)
    assert app.settings.custom_options == {"ace": "high"}
    assert build_rules(app.settings) == before


def test_escape_keeps_the_chosen_system(app: App) -> None:
    editor = open_editor(app)
    assert editor.base == "douque"
    editor.stepper("stake").step(1)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    assert app.settings.rules_id == "douque"
    assert build_rules(app.settings) == sevens.preset("douque").replace(deals=4)


def test_apply_chooses_the_house_rules(app: App) -> None:
    editor = open_editor(app)
    editor.stepper("stake").step(1)
    stake = editor.values["stake"]
    assert stake != 1
    click(app, editor.button("apply").rect.center)
    assert isinstance(app.scene, MenuScene)
    assert app.settings.rules_id == "custom"
    rules = build_rules(app.settings)
    assert rules.stake == stake
    assert rules.replace(stake=1, name="douque") == sevens.preset("douque").replace(deals=4)


def test_reset_restores_every_option_of_the_base_system(app: App) -> None:
    editor = open_editor(app)
    for name in ("players", "ace", "turn_order", "build", "stake", "deals"):
        editor.stepper(name).step(1)
    changed = dict(editor.values)
    click(app, editor.button("reset").rect.center)
    douque = sevens.preset("douque")
    assert changed != editor.values
    for name, value in editor.values.items():
        assert value == getattr(douque, name), name
    assert editor.stepper("ace").value == douque.ace
    assert editor.button("apply").enabled


def test_a_contradiction_cannot_be_applied_and_its_reason_sits_by_the_option(app: App) -> None:
    editor = open_editor(app)
    editor.stepper("when_stuck").step(-1)  # douque needs covering
    assert editor.values["when_stuck"] != "cover"
    assert "when_stuck" in editor.conflicts
    assert "Cover a card" in editor.conflicts["when_stuck"]
    assert editor.stepper("when_stuck").error
    assert not editor.button("apply").enabled
    click(app, editor.button("apply").rect.center)
    assert app.scene is editor
    key(app, pygame.K_RETURN)
    assert app.scene is editor
    assert app.settings.rules_id == "douque"
    editor.draw(app.canvas)


def test_every_conflict_the_editor_names_is_one_the_engine_refuses() -> None:
    base = sevens.preset("family")
    values = {name: getattr(base, name) for name in ("players", "decks", "ace", "start",
                                                     "start_card", "turn_order", "when_stuck",
                                                     "free_passes", "pass_limit_out", "build",
                                                     "equal_hands", "end", "scoring", "stake",
                                                     "ante", "pass_chip", "card_chip", "deals")}
    cases = [{"decks": 2}, {"scoring": "douque"}, {"start_card": None},
             {"pass_limit_out": True, "free_passes": None}, {"pass_limit_out": True},
             {"when_stuck": "receive", "end": "all-hands"}]
    cases[-2]["when_stuck"] = "cover"
    for changes in cases:
        edited = {**values, **changes}
        assert option_conflicts(edited), changes
        with pytest.raises(ValueError):
            base.replace(**edited)
    assert option_conflicts(values) == []


def test_options_unused_by_the_scoring_are_disabled(app: App) -> None:
    editor = open_editor(app)
    assert editor.stepper("stake").enabled
    for name in ("ante", "pass_chip", "card_chip"):
        assert not editor.stepper(name).enabled
    before = editor.values["ante"]
    editor.stepper("ante").step(1)
    assert editor.values["ante"] == before
    editor.set_base("sevens")
    assert not editor.stepper("stake").enabled
    assert all(editor.stepper(name).enabled for name in ("ante", "pass_chip", "card_chip"))
    editor.stepper("start").step(1)  # dealer-left: no named card
    assert editor.values["start"] == "dealer-left"
    assert editor.values["start_card"] is None
    assert not editor.stepper("start_card").enabled
    assert editor.button("apply").enabled


def test_controls_are_aligned(app: App) -> None:
    editor = open_editor(app)
    steppers = [editor.base_stepper, *editor.steppers]
    value_lefts = {stepper.value_rect.x for stepper in steppers}
    assert len(value_lefts) == 2  # one value column on each side
    assert len({stepper.rect.height for stepper in steppers}) == 1
    assert len({stepper.value_rect.width for stepper in steppers}) == 1


def test_the_keyboard_picks_and_changes_options(app: App) -> None:
    editor = open_editor(app)
    key(app, pygame.K_DOWN)  # Based on
    key(app, pygame.K_DOWN)  # Players
    assert editor.focus_ring.focused(editor.focusable()) is editor.stepper("players")
    key(app, pygame.K_DOWN)  # Packs
    key(app, pygame.K_DOWN)  # Ace
    assert editor.stepper("ace").value == "low"
    key(app, pygame.K_RIGHT)
    assert editor.values["ace"] == "high"
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)  # Based on: the next system, every option with it
    assert editor.base == "sevens"
    assert editor.values["ace"] == "low"
    editor.draw(app.canvas)
