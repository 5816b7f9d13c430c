"""Statistics with units, abandoned matches and a per-system history chart."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

import sevens
from sevens.ui.app import App, AppOptions
from sevens.ui.persist import (
    HISTORY_LENGTH,
    record_abandoned,
    record_deal,
    record_match,
    stats_entry,
)
from sevens.ui.results import unit_name
from sevens.ui.screens import StatsScene


def test_history_keeps_the_last_deals_in_order() -> None:
    stats: dict = {}
    for value in range(HISTORY_LENGTH + 5):
        record_deal(stats, "sevens", value - 3)
    entry = stats["sevens"]
    assert entry["deals"] == HISTORY_LENGTH + 5
    assert entry["history"] == [value - 3 for value in range(5, HISTORY_LENGTH + 5)]
    assert entry["result_sum"] == sum(value - 3 for value in range(HISTORY_LENGTH + 5))


def test_abandoned_matches_are_counted_apart_from_finished_ones() -> None:
    stats: dict = {}
    record_match(stats, "douque", won=True)
    record_abandoned(stats, "douque")
    record_abandoned(stats, "douque")
    assert stats["douque"]["matches"] == 1 and stats["douque"]["wins"] == 1
    assert stats["douque"]["abandoned"] == 2


def test_a_damaged_entry_is_repaired() -> None:
    stats: dict = {"family": "garbage", "sevens": {"deals": 2, "history": "x"}}
    record_deal(stats, "family", 3)
    assert stats["family"]["deals"] == 1 and stats["family"]["history"] == [3.0]
    assert stats_entry(stats, "sevens")["history"] == []


def test_every_average_carries_its_unit_and_the_screen_draws() -> None:
    app = App(AppOptions(remember=False, mute=True))
    for key in sevens.PRESETS:
        record_deal(app.stats, key, 2)
        record_deal(app.stats, key, -1 if not sevens.PRESETS[key].lower_is_better else 5)
    record_deal(app.stats, "custom", 4, scoring="chips")
    app.stats["old"] = {"deals": 1}  # an entry from elsewhere is left alone
    app.stats["family"]["history"] = "damaged"
    scene = StatsScene(app, app.scene)
    for key in (*sevens.PRESETS, "custom"):
        entry = app.stats[key]
        values = scene.row_values(key, entry)
        scoring = sevens.PRESETS[key].scoring if key in sevens.PRESETS else "chips"
        assert values[-1].endswith(unit_name(scoring)), (key, values)
        assert values[1] == str(entry["deals"])
    assert scene.row_values("sevens", app.stats["sevens"])[-1] == "+0.50 chips"
    assert scene.row_values("badam-satti", app.stats["badam-satti"])[-1] == \
        "3.50 penalty points"
    scene.draw(app.canvas)
    pygame.quit()


def test_clearing_the_statistics_asks_first() -> None:
    app = App(AppOptions(remember=False, mute=True))
    record_deal(app.stats, "sevens", 3)
    scene = StatsScene(app, app.scene)
    app.set_scene(scene)
    clear = next(button for button in scene.buttons if button.name == "clear")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=clear.rect.center,
                                         button=1))
    app.step(1 / 60)
    assert scene.dialog is not None and app.stats["sevens"]["deals"] == 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.step(1 / 60)
    assert scene.dialog is None and app.scene is scene and app.stats["sevens"]["deals"] == 1
    scene.clear()
    assert scene.dialog is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                         pos=scene.dialog.leave_button.rect.center, button=1))
    app.step(1 / 60)
    assert app.stats == {} and scene.dialog is None
    pygame.quit()
