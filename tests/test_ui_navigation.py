"""The navigation protocol: the app offers every member scenes are typed against, and each
place a scene can name leads to its scene."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.ui import navigation
from sevens.ui.app import App, AppOptions
from sevens.ui.results import ResultsScene
from sevens.ui.scenes.house_rules.scene import CustomRulesScene
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.review.scene import ReviewScene
from sevens.ui.scenes.rules import RulesScene
from sevens.ui.scenes.statistics import StatsScene
from sevens.ui.scenes.table import TableScene


def protocol_members() -> set[str]:
    """The names :class:`navigation.Navigator` declares (attributes and methods)."""
    cls = navigation.Navigator
    names = set(getattr(cls, "__annotations__", {}))
    names |= {name for name, value in vars(cls).items()
              if not name.startswith("_") and (callable(value) or isinstance(value, property))}
    return names


def test_the_app_offers_every_member_of_the_protocol() -> None:
    members = protocol_members()
    assert {"go", "save", "session", "settings", "resources"} <= members
    app = App(AppOptions(remember=False, mute=True))
    missing = [name for name in sorted(members) if not hasattr(app, name)]
    assert missing == []
    pygame.quit()


def test_every_place_leads_to_its_scene() -> None:
    app = App(AppOptions(remember=False, mute=True, speed="instant", seed=5, deals=1))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    rules = sevens.preset("sevens")
    app.go(navigation.RulesPage(rules, "sevens", back_to=menu))
    assert isinstance(app.scene, RulesScene)
    app.go(navigation.Back(menu))
    assert app.scene is menu
    app.go(navigation.Statistics(back_to=menu))
    assert isinstance(app.scene, StatsScene)
    app.go(navigation.HouseRules(menu=menu))
    assert isinstance(app.scene, CustomRulesScene)
    app.go(navigation.NewMatch(rules, "sevens"))
    assert isinstance(app.scene, TableScene)
    game = app.session.game
    while not game.over:
        game.apply(game.legal_moves()[0])
    app.go(navigation.Results(just_ended=True))
    assert isinstance(app.scene, ResultsScene)
    app.go(navigation.Review(back_to=app.scene))
    assert isinstance(app.scene, ReviewScene)
    app.go(navigation.Replay(2))
    assert isinstance(app.scene, TableScene) and app.session.human_seat == 2
    app.go(navigation.Menu())
    assert isinstance(app.scene, MenuScene)
    with pytest.raises(ValueError):
        app.go("table")  # type: ignore[arg-type]
    pygame.quit()
