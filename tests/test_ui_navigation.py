"""The navigation protocol: a scene is handed four small services, the app offers every
member of them, and each place a scene can name leads to its scene."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.ui import navigation, services
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.house_rules.scene import CustomRulesScene
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.review.scene import ReviewScene
from sevens.ui.scenes.rules import RulesScene
from sevens.ui.scenes.statistics import StatsScene
from sevens.ui.scenes.table import TableScene


def members_of(cls: type) -> set[str]:
    """The names a protocol class declares itself (attributes and methods)."""
    names = set(vars(cls).get("__annotations__", {}))
    names |= {name for name, value in vars(cls).items()
              if not name.startswith("_") and (callable(value) or isinstance(value, property))}
    return names


def protocol_members() -> set[str]:
    """The names :class:`navigation.Navigator` offers: its services' members."""
    return set().union(*(members_of(service) for service in SERVICES))


#: The small services a scene is handed, together :class:`navigation.Navigator`.
SERVICES = (services.CanvasService, services.Looks, services.Records, navigation.Places)


def test_the_navigator_is_the_small_services_and_declares_nothing_of_its_own() -> None:
    assert set(SERVICES) <= set(navigation.Navigator.__mro__)
    assert members_of(navigation.Navigator) == set()
    sizes = {service.__name__: len(members_of(service)) for service in SERVICES}
    assert all(1 <= size <= 8 for size in sizes.values()), sizes
    # every member in one service only
    assert sum(sizes.values()) == len(protocol_members())


def test_the_app_offers_every_member_of_the_protocol() -> None:
    members = protocol_members()
    assert {"go", "save", "session", "settings", "resources", "describe_canvas"} <= members
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
