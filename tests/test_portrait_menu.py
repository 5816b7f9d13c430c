"""Issue 30: the menu and the rules page laid out for a phone held upright (not the landscape
screens shrunk), checked from the layout's own rectangles on a 390×844 phone in every
language: thumb-tall buttons and rows, body text of 12 CSS px, headings larger, nothing
outside its panel or the screen; landscape keeps its places; turning the window re-lays out
the scene on the spot. The rules and the statistics held upright, every page, are
tests/test_every_scene.py."""

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
from helpers import BODY_TEXT, THUMB, fit_window, make_app, record_text_sizes  # noqa: E402
from layout_probe import draw, problems, record  # noqa: E402


def tappable(menu: Any) -> list[tuple[str, pygame.Rect]]:
    """Every place a thumb presses on the menu, named."""
    from sevens.ui.scenes.menu.scene import RULE_SYSTEMS

    shown = menu.code_field_shown  # not on the settings page of a paged (1280-tall) menu
    places = [(f"entry {rules_id}", menu.entry_rect(index))
              for index, rules_id in enumerate(RULE_SYSTEMS) if shown]
    places += [(f"stepper {stepper.name}", stepper.value_rect) for stepper in menu.steppers]
    places += [(f"button {button.name}", button.rect) for button in menu.buttons]
    if shown:
        places.append(("deal code", menu.code_field.rect))
    if menu.dialog is not None:
        places += [(f"dialog {button.name}", button.rect) for button in menu.dialog.buttons]
    return places


def check_menu(app: Any, window: tuple[int, int]) -> None:
    """Thumb sizes, text sizes and fit of the menu on show, at ``window`` CSS px."""
    menu = app.scene
    assert menu.places.canvas.touch, "the menu has no portrait layout"
    scale = min(window) / 720  # CSS px per logical px
    canvas = pygame.Rect((0, 0), app.size)
    targets = tappable(menu)
    assert len(targets) >= 8 + 8 + 5
    for name, rect in targets:
        assert canvas.contains(rect), (name, rect)
        assert rect.height * scale >= THUMB, (name, rect.height * scale)
    if menu.dialog is None:  # no two targets on top of each other
        for index, (name, rect) in enumerate(targets):
            for other_name, other in targets[index + 1:]:
                if name != "button paste" or other_name != "deal code":
                    assert not rect.colliderect(other), (name, other_name)
    surface = record(app)
    sizes = record_text_sizes(app)
    found = problems(draw(app, surface), app.size)
    assert not found, "\n".join(found)
    assert len(sizes) >= 30
    body = min(size for _text, size in sizes)
    assert body * scale >= BODY_TEXT, [(text, size) for text, size in sizes
                                       if size * scale < BODY_TEXT]
    assert menu.places.heading > menu.places.body
    assert max(size for _text, size in sizes) > menu.places.heading  # the title


@pytest.mark.parametrize("window", [(450, 900), (820, 1180), (412, 915), (360, 780)])
def test_the_portrait_menu_fits_other_upright_screens(window: tuple[int, int]) -> None:
    app = make_app(window, "douque")
    app.step(1 / 60)
    assert app.scene.size[1] > app.scene.size[0]
    check_menu(app, window)


def test_landscape_keeps_its_menu_and_turning_relays_it_out() -> None:
    app = make_app((1280, 720), "sevens")
    app.step(1 / 60)
    menu = app.scene
    assert not menu.places.canvas.touch and menu.entry_rect(0) == pygame.Rect(56, 122, 600, 61)
    buttons = {button.name: button.rect for button in menu.buttons}
    assert buttons["play"].union(buttons["online"]) == pygame.Rect(716, 656, 500, 56)
    assert menu.code_field.rect == pygame.Rect(716, 484, 322, 38)
    menu.select("douque")
    fit_window(app, (390, 844))
    app.step(1 / 60)
    assert app.scene is menu and menu.places.canvas.touch
    assert app.settings.rules_id == "douque"
    assert menu.entry_rect(0).height * 390 / 720 >= THUMB
    fit_window(app, (1280, 720))
    app.step(1 / 60)
    assert not menu.places.canvas.touch
    assert {button.name: button.rect for button in menu.buttons} == buttons


def test_the_landscape_rules_page_keeps_its_two_panels() -> None:
    app = make_app((1280, 720), "douque")
    app.step(1 / 60)
    app.scene.open_rules()
    app.step(1 / 60)
    page = app.scene
    # two panels side by side, everything on one page, no page turners
    assert len(page.places.panels) == 2 and len(page.places.pages) == 1
    assert page.places.previous is None
    assert page.back_button.rect == pygame.Rect(1064, 648, 160, 44)
    fit_window(app, (390, 844))
    app.step(1 / 60)
    assert app.scene is page and len(page.places.pages) > 1  # a page at a time
    assert page.back_button.rect.height * 390 / 720 >= THUMB


def every_statistic() -> dict[str, Any]:
    """Statistics for every rule system, one with no chart yet, long histories."""
    import sevens

    keys = (*sevens.PRESETS.keys(), "custom")
    return {key: {"deals": 120 + index, "matches": 30, "wins": 11, "abandoned": index,
                  "result_sum": -375.5 * (index - 3),
                  "history": [] if index == 2 else [(-1) ** n * (n + index) for n in range(30)]}
            for index, key in enumerate(keys)}


def test_the_landscape_statistics_keep_their_table() -> None:
    app = make_app((1280, 720), "douque")
    app.step(1 / 60)
    app.scene.open_stats()
    app.step(1 / 60)
    screen = app.scene
    assert len(screen.places.pages) == 1  # the table, whole
    assert [button.rect for button in screen.buttons] == [pygame.Rect(1064, 648, 160, 44),
                                                          pygame.Rect(864, 648, 190, 44)]
    fit_window(app, (390, 844))
    app.step(1 / 60)
    assert screen.buttons[0].rect.height * 390 / 720 >= THUMB


@pytest.mark.parametrize("window", [(390, 844), (768, 1024), (820, 1180)])
def test_a_rule_systems_name_stands_clear_of_its_players_line(window: tuple[int, int]) -> None:
    """Upright, each rule system's box holds its name at the top and how many play at the
    bottom: on a tablet's pressed canvas too, the two lines never run into each other."""
    app = make_app(window, "douque")
    app.step(1 / 60)
    places, resources = app.scene.places, app.resources
    look, box = places.entry, places.entries[0]
    name = resources.text("Douque Sevens", look.name_size, bold=True).get_height()
    badge = resources.text("4 players", look.badge_size).get_height()
    assert look.badge_y < 0  # the players' line at the bottom, under the name
    assert box.y + look.name_y + name <= box.bottom + look.badge_y - badge
    pygame.quit()
