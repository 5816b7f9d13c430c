"""Statistics with units, abandoned matches and a per-system history chart."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import css_per_logical, record_text_sizes, smallest_sizes  # noqa: E402
from layout_probe import draw, problems, record  # noqa: E402
from test_compact_screens import opened  # noqa: E402
from test_portrait_menu import every_statistic  # noqa: E402

import sevens  # noqa: E402
from sevens.app import translation  # noqa: E402
from sevens.app.profile import (  # noqa: E402
    HISTORY_LENGTH,
    record_abandoned,
    record_deal,
    record_match,
    stats_entry,
)
from sevens.app.units import unit_name  # noqa: E402
from sevens.ui.app import App, AppOptions  # noqa: E402
from sevens.ui.geometry.canvas import DESKTOP_SMALLEST_TEXT  # noqa: E402
from sevens.ui.scenes.statistics import StatsScene  # noqa: E402

#: The statistics screen's layouts: the desktop canvas (1280×720), a phone upright, sideways.
WINDOWS = [None, (390, 844), (844, 390)]
#: The least height, in CSS px, of a phone's text (the desktop's is 12 logical px).
PHONE_FLOOR = 11


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


def long_statistics() -> dict[str, Any]:
    """Every statistic shown: each rule system with long histories (a penalty one's "top 32"),
    one not yet begun, one with all the deals kept and a long scale ("±1228.5")."""
    stats = every_statistic()
    stats["sevens"]["history"] = [(-1) ** n * 31.5 * n for n in range(HISTORY_LENGTH)]
    return stats


@pytest.mark.parametrize("window", WINDOWS, ids=lambda window: "x".join(map(str, window or
                                                                           (1280, 720))))
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_charts_words_stay_in_their_panel_whole_and_readable(
        window: tuple[int, int] | None, language: str) -> None:
    """Every text of the statistics (the charts' scales and "no chart yet" words among them)
    inside its panel, on every page, in every language; the words of a chart not yet begun
    all shown; none under 12 logical px on the desktop (10.8 CSS px at 0.9 CSS px a logical
    px) nor under 11 CSS px on a phone."""
    app = opened(window, language, "open_stats", stats=long_statistics())
    screen = app.scene
    canvas = record(app)
    seen = record_text_sizes(app)
    waiting = translation.text("stats.no_history").replace(" ", "")
    scale = css_per_logical(app, window) if window is not None else 1.0
    floor = PHONE_FLOOR if window is not None else DESKTOP_SMALLEST_TEXT
    found: list[str] = []
    shown_waiting = ""
    for page in range(screen.pager.page_count):
        drawn = draw(app, canvas)
        sizes = smallest_sizes(seen)
        found += [f"page {page + 1}: {problem}" for problem in problems(drawn, screen.size)]
        texts = [item for item in drawn if item.kind == "text" and item.ink.width
                 and item.text.strip()]
        found += [f"page {page + 1}: {item.text!r} at {sizes[item.text]} px is "
                  f"{sizes[item.text] * scale:.1f}" for item in texts
                  if item.text in sizes and sizes[item.text] * scale < floor]
        shown_waiting += "".join(item.text.replace(" ", "") for item in texts
                                 if item.text.replace(" ", "") in waiting)
        screen.pager.next()
    if shown_waiting != waiting:
        found.append(f"a chart not yet begun says {shown_waiting!r}, not {waiting!r}")
    assert not found, "\n".join(found)
    pygame.quit()


#: Landscape pages shown at other than 1 CSS px a logical px: an iPad held sideways (its
#: whole 1024×768 screen, and Safari's page under its bars), a 16:10 window, a 1366×768
#: laptop's browser page (1280×720 drawn in the middle of a 1497×720 canvas at 0.91).
TABLET_WINDOWS = [(1024, 768), (1024, 690), (1152, 720), (1366, 657)]


@pytest.mark.parametrize("window", TABLET_WINDOWS, ids=lambda window: "x".join(map(str, window)))
@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_the_statistics_are_laid_out_for_tablets_and_4_3_windows_in_12_css_px(
        window: tuple[int, int], language: str) -> None:
    """Issue 45 item 16: a 4:3 or 16:10 canvas gets the table laid out across its own width
    (no longer 1280×720 scaled down, which set the charts' words at 9.6 CSS px on an iPad);
    every word at least 12 CSS px where the canvas is shown smaller than 1 CSS px a logical
    px; every text inside its panel and clear of the others, every chart's words whole."""
    app = opened(window, language, "open_stats", stats=long_statistics())
    screen = app.scene
    assert not screen.places.cards  # the table, not the phone's cards
    if app.size[0] <= 1280:
        assert screen.size == app.size
    canvas = record(app)
    seen = record_text_sizes(app)
    drawn = draw(app, canvas)
    scale = css_per_logical(app, window)
    sizes = smallest_sizes(seen)
    found = list(problems(drawn, screen.size))
    texts = [item for item in drawn if item.kind == "text" and item.ink.width and item.text.strip()]
    found += [f"{item.text!r} at {sizes[item.text]} px is {sizes[item.text] * scale:.1f} CSS px"
              for item in texts if item.text in sizes and sizes[item.text] * scale < 12]
    waiting = translation.text("stats.no_history").replace(" ", "")
    shown = "".join(item.text.replace(" ", "") for item in texts
                    if item.text.replace(" ", "") in waiting)
    if shown != waiting:
        found.append(f"a chart not yet begun says {shown!r}, not {waiting!r}")
    names = {item.text for item in texts}
    found += [f"{key} is not on show" for key in screen.played
              if translation.text(f"preset.{key}.title") not in names]
    assert not found, "\n".join(found)
    pygame.quit()
