"""The menu's widgets on a portrait canvas (a phone held upright; issue 30).

:func:`build_portrait_menu` places the menu's steppers and buttons where
:func:`sevens.ui.menu_layout.portrait_menu` puts them; the landscape menu builds its own in
:mod:`sevens.ui.menu`. :func:`play_buttons` makes the big button(s) of both phone menus
(:mod:`sevens.ui.menu_compact` calls it too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sevens.ui.menu_layout import MenuPlaces, portrait_menu
from sevens.ui.messages import text
from sevens.ui.widgets import Button, Stepper

if TYPE_CHECKING:
    from sevens.ui.menu import MenuScene

__all__ = ["build_portrait_menu", "play_buttons"]


def build_portrait_menu(menu: MenuScene, choices: dict[str, tuple[str, Any, Any, Any, Any]],
                        rule_count: int, quit_button: bool) -> None:
    """Lay ``menu`` out in one column for a phone held upright: its places, steppers (from
    ``choices``, by name) and buttons, for ``rule_count`` rule systems, with a Quit button
    when ``quit_button``. A 1280-tall canvas shows ``menu.menu_page`` of two: the table's
    controls or the settings, each with the button to the other page and the big button(s)."""
    places = menu.places = portrait_menu(menu.size, rule_count, quit_button, menu.menu_page)
    body, button = places.body, places.font(27)
    menu.code_field.rect, menu.code_field.font = places.code_field, body + 1
    menu.paste_button.rect, menu.paste_button.size = places.paste, button
    menu.steppers = [
        Stepper(places.steppers[name], label, options, value, change, describe,
                label_width=0, name=name, font=places.font(27), small_font=body,
                label_above=True)
        for name, (label, options, value, change, describe) in choices.items()
        if name in places.steppers]
    if places.page == 1:  # the settings: only the page turner and the big button(s) beside them
        menu.buttons = []
    else:
        menu.buttons = [
            menu.paste_button,
            Button(places.rules, text("menu.rules"), menu.open_rules, size=button,
                   name="rules"),
            Button(places.stats, text("menu.stats"), menu.open_stats, size=button,
                   name="stats"),
            Button(places.custom, text("menu.customise"), menu.open_custom, size=button,
                   name="custom"),
            Button(places.seats, menu.seats_label(), menu.open_seats, size=button,
                   name="seats"),
        ]
        for wrapped in menu.buttons[-2:]:
            wrapped.wrap = True  # four to a line: a long label takes two lines
    if places.page_button is not None:  # the same name on both pages: the focus stays on it
        other = text("menu.settings") if places.page == 0 else text("menu.table")
        menu.buttons.append(Button(places.page_button, other, menu.turn_page, size=button,
                                   name="page"))
    menu.buttons += play_buttons(menu, places, places.font(30))
    if quit_button:
        menu.buttons.append(Button(places.quit, text("menu.quit"), menu.quit, size=button,
                                   name="quit"))
    if places.page == 1:
        return
    daily = Button(places.daily, menu.app.daily.label(), menu.open_daily, size=body,
                   name="daily", enabled=menu.app.daily.played() is None)
    daily.wrap = True  # today's table and streak may take two lines
    menu.buttons.append(daily)


def play_buttons(menu: MenuScene, places: MenuPlaces, size: int) -> list[Button]:
    """The big button(s) of a phone's menu, at ``places`` with labels ``size`` px: Continue
    (the primary) and New match when ``menu`` has a match in progress, else Deal."""
    if menu.match_in_progress:
        return [
            Button(places.resume, text("menu.continue"), menu.resume, primary=True, size=size,
                   name="resume"),
            Button(places.new_match, text("menu.new_match"), menu.start, size=size,
                   name="play"),
        ]
    return [Button(places.play, text("menu.play"), menu.start, primary=True, size=size,
                   name="play")]
