"""The paged screens' frame (:class:`PageType`): a screen of one page keeps no room for the
◀ ▶ turners it does not show, what stands under the title stands there by one rule on
the rules, the statistics, the house rules and the seats, and their pages turn by the same
keys."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_compact_screens import opened  # noqa: E402
from test_portrait_menu import every_statistic  # noqa: E402

from sevens.app.translation import text  # noqa: E402
from sevens.ui.geometry.page import PageType  # noqa: E402
from sevens.ui.painting import measure_of  # noqa: E402
from sevens.ui.scenes.house_rules.layout import lay_out_house_rules  # noqa: E402
from sevens.ui.scenes.rules.layout import lay_out_rules  # noqa: E402
from sevens.ui.scenes.seats.layout import SeatsWords, lay_out_seats  # noqa: E402
from sevens.ui.scenes.statistics.layout import lay_out_statistics  # noqa: E402

#: A phone turned sideways (its canvas 1558×720) and held upright (720×1558).
SIDEWAYS, UPRIGHT = (844, 390), (390, 844)
#: Every shape the paged screens lay themselves out for: the desktop, a phone upright and
#: sideways, a short sideways page, a tablet upright (pressed), a short phone.
WINDOWS = [(1280, 720), UPRIGHT, SIDEWAYS, (568, 320), (768, 1024), (360, 640)]


def test_sideways_statistics_of_one_page_give_the_turners_room_to_clear_and_back() -> None:
    """The foot's buttons share the whole foot: no 150-px place kept at each end for a ◀ ▶
    that one page does not show."""
    app = opened(SIDEWAYS, "en", "open_stats", stats=every_statistic())
    screen = app.scene
    foot = PageType(screen.places.canvas).foot
    back, clear = (button.rect for button in screen.buttons)
    assert screen.pager.page_count == 1 and not screen.pager.turners
    assert screen.places.previous is None and screen.places.next is None
    assert (clear.left, back.right) == (foot.x, foot.right)
    assert back.width > (foot.width - 2 * (150 + 12) - 16) // 2  # wider than it was


@pytest.mark.parametrize("window", [SIDEWAYS, UPRIGHT])
def test_a_rules_page_of_one_page_has_back_on_the_whole_foot(window: tuple[int, int]) -> None:
    """Rules short enough for one page (no terms) show no dimmed ◀ ▶: Back takes the foot."""
    app = opened(window, "en", "open_rules")
    scene, resources = app.scene, app.resources
    words = replace(scene.words(), lines=scene.words().lines[:2], terms=())
    places = lay_out_rules(scene.layout_canvas, words, resources.wrap, measure_of(resources))
    assert len(places.pages) == 1
    assert places.previous is None and places.next is None
    assert places.back.box == PageType(scene.layout_canvas).foot


@pytest.mark.parametrize("window", [SIDEWAYS, UPRIGHT])
def test_house_rules_of_one_page_keep_no_room_for_turners(window: tuple[int, int]) -> None:
    """Two options fit one page: Reset (upright, on the row over Cancel and Apply) is whole."""
    app = opened(window, "en", "open_custom")
    canvas, resources = app.scene.layout_canvas, app.resources
    places = lay_out_house_rules(canvas, ("House rules", "An intro.", "Based on"),
                                 resources.wrap, measure_of(resources), ["Players", "Packs"])
    assert len(places.pages) == 1 and places.previous is None and places.next is None
    if window == UPRIGHT:
        assert places.buttons["reset"].box == PageType(canvas).rows_up(2)[1]


@pytest.mark.parametrize("window", WINDOWS)
def test_every_screen_of_statistics_has_turners_exactly_when_it_has_pages(
        window: tuple[int, int]) -> None:
    """Laid out without the turners' room, then with it only where that needs pages: one
    page never shows turners, and pages always do (on a canvas laid out for thumbs)."""
    for stats in (every_statistic(), {}):
        app = opened(window, "en", "open_stats", stats=stats)
        places = app.scene.places
        paged = len(places.pages) > 1
        assert (places.previous is not None) == (paged and places.canvas.touch), stats.keys()


def frames(window: tuple[int, int]) -> dict[str, Any]:
    """The four paged screens' places at ``window``, laid out with their own words."""
    rules = opened(window, "en", "open_rules").scene
    stats = opened(window, "en", "open_stats", stats=every_statistic()).scene
    resources, canvas = stats.app.resources, stats.layout_canvas
    wrap, measure = resources.wrap, measure_of(resources)
    return {
        "rules": lay_out_rules(canvas, rules.words(), wrap, measure),
        "stats": lay_out_statistics(canvas, stats.words(), wrap, measure),
        "house": lay_out_house_rules(canvas, (text("custom.title"), text("custom.intro"),
                                              text("custom.based_on")), wrap, measure,
                                     ["Players", "Packs"]),
        "seats": lay_out_seats(canvas, 4, SeatsWords(text("seats.title"), text("seats.line"),
                                                     "Seat 8", text("seats.name")),
                               wrap, measure),
    }


@pytest.mark.parametrize("window", WINDOWS)
def test_what_stands_under_the_title_stands_there_by_one_rule(window: tuple[int, int]) -> None:
    """The statistics' intro, the house rules' and the seats' line start at the same height
    under the same title; the rules' panel, with no intro over it, stands there too, the
    gap a panel keeps under the lines over it lower (10 px)."""
    places = frames(window)
    stats, rules = places["stats"], places["rules"]
    title = stats.frame[0]
    intro = [words for words in stats.frame[1:] if words.tone == "muted" and words.x == title.x]
    firsts = {"stats": intro[0].y, "house": places["house"].intro[0].y,
              "seats": places["seats"].words[1].y}
    assert len(set(firsts.values())) == 1, firsts
    assert rules.frame[0].y == title.y
    assert rules.panels[0].y == intro[0].y + PageType(stats.canvas).down(10), rules.panels
    assert stats.panel.y > intro[-1].y + intro[-1].size


#: A short page sideways (568×320 CSS px): the four paged screens have pages there (the
#: seats for eight).
SHORT = (568, 320)


def press(app: Any, key: int) -> None:
    """A press of ``key`` as the keyboard gives it, then a frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    app.step(1 / 60)


@pytest.mark.parametrize("opener", ["open_rules", "open_stats", "open_custom", "open_seats"])
def test_every_paged_screen_turns_its_pages_by_the_same_keys(opener: str) -> None:
    """→ ← and Page Down / Page Up turn the page, with no Tab to ◀ ▶ first."""
    app = opened(SHORT, "en", opener, players=8 if opener == "open_seats" else None,
                 stats=every_statistic())
    screen = app.scene
    assert screen.pager.page_count > 1
    turned = []
    for key in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_PAGEDOWN, pygame.K_PAGEUP):
        press(app, key)
        turned.append(screen.pager.page)
    assert turned == [1, 0, 1, 0] and app.scene is screen



@pytest.mark.parametrize("language", ["en", "ja", "zh-Hans", "zh-Hant"])
@pytest.mark.parametrize("opener", ["open_rules", "open_stats", "open_custom", "open_seats"])
def test_a_paged_screen_says_the_keys_that_turn_its_pages(opener: str, language: str) -> None:
    """What a screen reader hears as a paged screen comes on show names the page keys,
    which every paged screen takes (the key names are the keyboard's, in every language)."""
    app = opened(SHORT, language, opener, players=8 if opener == "open_seats" else None,
                 stats=every_statistic())
    title = app.scene.spoken_title()
    assert title is not None and "Page Up" in title and "Page Down" in title

@pytest.mark.parametrize("opener, ringed, value", [
    ("open_custom", "players", lambda screen: screen.values["players"]),
    ("open_seats", "seat 2", lambda screen: screen.kind_steppers[1].value)])
def test_a_ringed_stepper_keeps_the_arrows_while_it_is_on_show(opener: str, ringed: str,
                                                               value: Any) -> None:
    """→ ← step the option ringed and Page Down turns the page all the same; with the ringed
    option on another page, ← turns the page back and leaves the hidden option alone."""
    app = opened(SHORT, "en", opener, players=8)
    screen = app.scene
    for _ in range(30):
        if screen.focus_ring.name == ringed:
            break
        press(app, pygame.K_TAB)
    first = value(screen)
    press(app, pygame.K_RIGHT)
    stepped = value(screen)
    press(app, pygame.K_LEFT)
    assert stepped != first == value(screen) and screen.pager.page == 0
    press(app, pygame.K_PAGEDOWN)
    assert screen.pager.page == 1 and screen.focus_ring.name == ringed
    press(app, pygame.K_LEFT)
    assert screen.pager.page == 0 and value(screen) == first
