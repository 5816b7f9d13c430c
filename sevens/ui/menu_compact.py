"""The menu on a phone turned sideways (a compact landscape canvas; issue 30).

A compact canvas (:attr:`sevens.ui.scene.Scene.compact`: 844×390 CSS px shows its 1558×720
canvas at 0.54 CSS px a logical px, 640×360 a 1280×720 one at 0.5) would show the desktop
menu's steppers, rule systems and buttons 21–30 CSS px tall. Here the menu takes the whole
width, and every thing a thumb presses is :data:`~sevens.ui.viewport.THUMB_HEIGHT` tall
(44 CSS px at 0.5), a stepper's arrows squares of that size; its text is at least 24 px
(12 CSS px). That leaves room for six rows under the title row, so the menu has two pages,
as the portrait menu of a short phone has, turned by a button in the title row:

* *Table*: the rule systems two by two on the left, the chosen one's description (or what is
  wrong with a typed deal code) and the language under them; on the right the players, the
  opponents' level and the deals, the deal code with its Paste button, Rules / Statistics /
  House rules / Seats, and the big Deal (or Continue / New match) button.
* *Settings*: the bot pace, how cards fly and the sound on the left, the deck's colours and
  the seeing settings on the right, the deck's four sevens under them; notices show on the
  left, and the big button(s) stay where they were.

The daily deal stands in the title row of the table's page, beside the page turner (and
Quit, natively).

On the narrowest compact canvas (a 480×360 window's 960×720) a column is 440 wide: a stepper
label too long for the room its box leaves (*Deals per match*, *High contrast*) takes two
lines there (:class:`LabelledStepper`), at :data:`LABEL_SIZES`' first size that lets every
label of its column fit, and the deal code's hint takes two lines in its box
(:func:`draw_code_field`); they ran under the box and were cut off.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

import sevens
from sevens.ui import theme
from sevens.ui.menu_layout import MenuPlaces
from sevens.ui.menu_portrait import play_buttons
from sevens.ui.messages import text
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button, Stepper, draw_panel

if TYPE_CHECKING:
    from sevens.ui.menu import MenuScene

__all__ = ["COMPACT_PAGE_LINES", "CompactMenu", "LabelledStepper", "build_compact_menu",
           "compact_menu", "draw_code_field", "draw_compact_menu"]

#: The side margin and the gutter between the two columns, in logical px.
MARGIN = 28
GUTTER = 24
#: From one thumb-tall row to the next.
PITCH = THUMB_HEIGHT + 6
#: Where the rows under the title row and the column headings start.
HEADING_Y = 98
TOP = 134
#: The stepper columns of each page: (left column, right column), top to bottom.
COMPACT_PAGE_LINES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("language",), ("players", "level", "deals")),
    (("speed", "card_speed", "sound"), ("four_colour", "large_cards", "high_contrast")),
)
#: A canvas this tall holds six rows under the headings (640×360's 720); a shorter one (a
#: phone under 360 CSS px tall: 568×320 gives 640) holds five, so its rows start under the
#: title row without headings, and Rules / Statistics / House rules / Seats stand at the foot
#: of the settings page's left column.
SHORT_MENU = TOP + 6 * PITCH + 2
SHORT_TOP = HEADING_Y
#: The stepper columns of each page on a short canvas: the language on the settings page.
SHORT_PAGE_LINES: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    ((), ("players", "level", "deals")),
    (("speed", "card_speed", "sound", "language"), COMPACT_PAGE_LINES[1][1]),
)
#: Where the daily deal starts on a canvas under 1280 wide: right of the title, the four
#: suits left out (568×320 gives 1136).
NARROW_DAILY_LEFT = MARGIN + 220
#: The least width of a stepper's value box: two thumb-wide arrows and the value between.
LEAST_BOX = 2 * THUMB_HEIGHT + 130
#: Type sizes: body text (13 CSS px at 0.54), rule names and stepper words, headings, the
#: title and the big button's label.
BODY = 24
NAME = 26
STEPPER = 28  # a stepper's label and value (its arrows three less: 12.5 CSS px at 0.5)
HEADING = 27
TITLE = 44
PLAY = 30
#: The deck's four sevens on the settings page.
PREVIEW_CARD = (50, 70)
#: The least room between a stepper's label and its box; a label that leaves less takes
#: two lines (a 960-wide canvas), at the first of these sizes (12 and 11 CSS px at 0.5) that
#: lets every label of its column end that far from the box.
LABEL_GAP = 12
LABEL_SIZES = (BODY, BODY - 2)
#: Between Rules, Statistics, House rules and Seats where their labels need the room.
OPENER_GAP = 8


class LabelledStepper(Stepper):
    """A stepper whose label may take two lines left of its box (:attr:`label_lines`)."""

    #: The label's lines where it takes more than one; empty: the label on one line.
    label_lines: tuple[str, ...] = ()

    def draw(self, surface: pygame.Surface, resources: Any) -> None:
        """The stepper (:meth:`Stepper.draw`), its label on :attr:`label_lines` if any."""
        if not self.label_lines:
            super().draw(surface, resources)
            return
        label, self.label = self.label, ""  # the box, its arrows and value as ever
        try:
            super().draw(surface, resources)
        finally:
            self.label = label
        size = self.label_font or self.font
        colour = theme.TEXT if self.enabled else theme.TEXT_MUTED
        pitch = size + 5
        top = self.rect.centery - len(self.label_lines) * pitch // 2
        for index, line in enumerate(self.label_lines):
            rendered = resources.text(line, size, colour)
            surface.blit(rendered, rendered.get_rect(
                midleft=(self.rect.x, top + index * pitch + pitch // 2)))


@dataclass(frozen=True, kw_only=True)
class CompactMenu(MenuPlaces):
    """The compact menu's rectangles for one canvas size and page (of two)."""

    left: pygame.Rect  # the left column, from the top row to the foot
    right: pygame.Rect  # the right column
    preview: pygame.Rect  # the deck's four sevens (settings page)
    pages: int = 2
    #: Always one: the title row turns the two pages (``field()``: no inherited None).
    page_button: pygame.Rect = field()
    #: Type sizes read by the menu's notice (as the portrait layout's are).
    body: int = BODY
    line_height: int = BODY + 5


def compact_menu(size: tuple[int, int], entry_count: int, quit_button: bool = True,
                 page: int = 0) -> CompactMenu:
    """The compact menu for a landscape canvas of ``size`` with ``entry_count`` rule systems,
    showing ``page`` (0: the table, 1: the settings)."""
    width, height = size
    page = min(max(page, 0), 1)
    tall = THUMB_HEIGHT
    short = height < SHORT_MENU
    top = SHORT_TOP if short else TOP
    column = (width - 2 * MARGIN - GUTTER) // 2
    left = pygame.Rect(MARGIN, top, column, height - 8 - top)
    right = pygame.Rect(width - MARGIN - column, top, column, height - 8 - top)
    foot = height - 8 - tall  # the last row: the language, the big button(s)

    def row(index: int) -> int:
        return top + index * PITCH

    quit_rect = pygame.Rect(width - MARGIN - 140, 4, 140, tall)
    turner_right = quit_rect.x - 12 if quit_button else width - MARGIN
    page_button = pygame.Rect(turner_right - 220, 4, 220, tall)
    daily_left = MARGIN + 400 if width >= 1280 else NARROW_DAILY_LEFT  # right of the title
    daily = pygame.Rect(daily_left, 4, page_button.x - 12 - daily_left, tall)
    half = (column - 12) // 2
    entries = tuple(pygame.Rect(left.x + (index % 2) * (half + 12), row(index // 2), half, tall)
                    for index in range(entry_count)) if page == 0 else ()
    rows = -(-entry_count // 2)
    lines = page_lines(short)[page]
    steppers: dict[str, pygame.Rect] = {}
    for side, names in zip((left, right), lines, strict=True):
        for index, name in enumerate(names):
            steppers[name] = pygame.Rect(side.x, row(index), column, tall)
    if page == 0:
        if "language" in steppers:
            steppers["language"].y = foot
        below = row(rows)
        end = height - 8 if short else foot - 8  # a short canvas: the language elsewhere
        description = pygame.Rect(left.x, below, column, end - below)
    else:
        below = row(len(lines[0]))
        description = pygame.Rect(left.x, below, column, foot - 8 - below)
    code_top, buttons_top = row(3), row(4)
    paste_width = min(230, column // 3)  # the field keeps room for its hint
    paste = pygame.Rect(right.right - paste_width, code_top, paste_width, tall)
    code_field = pygame.Rect(right.x, code_top, paste.x - 12 - right.x, tall)
    quarter = (column - 36) // 4  # Rules, Statistics, House rules, Seats
    buttons_x = left.x if short else right.x
    if short:  # at the foot of the settings page's left column
        buttons_top = foot if page == 1 else -2 * tall
    rules, stats, custom, seats = (
        pygame.Rect(buttons_x + index * (quarter + 12), buttons_top,
                    quarter if index < 3 else column - 3 * (quarter + 12), tall)
        for index in range(4))
    play = pygame.Rect(right.x, foot, column, tall)
    resume = pygame.Rect(right.x, foot, (column - 16) // 2, tall)
    new_match = pygame.Rect(resume.right + 16, foot, column - resume.width - 16, tall)
    preview = pygame.Rect(right.x, row(len(lines[1])), column, PREVIEW_CARD[1] + 8)
    return CompactMenu(size=size, page=page, left=left, right=right, daily=daily,
                       page_button=page_button, quit=quit_rect, entries=entries,
                       description=description, steppers=steppers, code_field=code_field,
                       paste=paste, rules=rules, stats=stats, custom=custom, seats=seats,
                       play=play, resume=resume, new_match=new_match, preview=preview)


def page_lines(short: bool) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The stepper columns of each page (:data:`SHORT_PAGE_LINES` on a short canvas)."""
    return SHORT_PAGE_LINES if short else COMPACT_PAGE_LINES


def label_width(menu: MenuScene, labels: list[str], column: int,
                font: int = STEPPER) -> int:
    """Room for the widest of ``labels`` (at ``font``) left of a stepper's box, leaving the
    box :data:`LEAST_BOX` of a ``column``-wide stepper."""
    resources = menu.app.resources
    widest = max((resources.text(label, font, theme.TEXT).get_width() for label in labels),
                 default=0)
    return min(column - LEAST_BOX, widest + 24)


def column_font(menu: MenuScene, labels: list[str], column: int) -> int:
    """The type size of a column's stepper labels: :data:`STEPPER`, or :data:`BODY` for a
    column too narrow for them at that size (a canvas under 1280 wide)."""
    resources = menu.app.resources
    widest = max((resources.text(label, STEPPER, theme.TEXT).get_width() for label in labels),
                 default=0)
    return STEPPER if widest + 24 <= column - LEAST_BOX else BODY


def wrapped_labels(menu: MenuScene, labels: list[str], room: int) -> tuple[int, list[list[str]]]:
    """For labels that leave less than :data:`LABEL_GAP` before their box at :data:`BODY`
    with ``room`` left of it: the first of :data:`LABEL_SIZES` at which each, on one or two
    lines, does, and each label's lines (its last size's where none does)."""
    resources = menu.app.resources
    for size in LABEL_SIZES:
        lines = [resources.wrap(label, size, room - LABEL_GAP) for label in labels]
        widest = max((resources.text(line, size, theme.TEXT).get_width()
                      for parts in lines for line in parts), default=0)
        if widest + LABEL_GAP <= room and all(len(parts) <= 2 for parts in lines):
            break
    return size, lines


def opener_need(menu: MenuScene, button: Button) -> int:
    """The width ``button``'s label needs at its size, 6 px in from each side (as
    :class:`~sevens.ui.widgets.Button` draws it): on one line, or on two as narrow as they go
    where it may wrap; a thumb at least."""
    resources = menu.app.resources
    whole = resources.text(button.label, button.size, theme.TEXT).get_width()
    widest = whole
    if button.wrap:
        for width in range(whole - 4, 0, -4):
            lines = resources.wrap(button.label, button.size, width)
            if len(lines) > 2:
                break
            widest = min(widest, max(resources.text(line, button.size, theme.TEXT).get_width()
                                     for line in lines))
    return max(THUMB_HEIGHT, widest + 12)


def fit_openers(menu: MenuScene, openers: list[Button]) -> None:
    """Rules, Statistics, House rules and Seats, where one of them is too narrow for its
    label (a 960-wide canvas: *Statistics*): each as wide as its label needs
    (:func:`opener_need`), :data:`OPENER_GAP` apart, the rest of their row shared out."""
    needs = [opener_need(menu, button) for button in openers]
    if all(need <= button.rect.width for need, button in zip(needs, openers, strict=True)):
        return
    left, right = openers[0].rect.x, openers[-1].rect.right
    spare = right - left - OPENER_GAP * (len(openers) - 1) - sum(needs)
    if spare < 0:
        return
    x = left
    for index, (button, need) in enumerate(zip(openers, needs, strict=True)):
        width = need + spare // len(openers) if index < len(openers) - 1 else right - x
        button.rect = pygame.Rect(x, button.rect.y, width, button.rect.height)
        x += width + OPENER_GAP


def build_compact_menu(menu: MenuScene, choices: dict[str, tuple[str, Any, Any, Any, Any]],
                       rule_count: int, quit_button: bool) -> None:
    """Lay ``menu`` out for a phone turned sideways: its places (``menu.menu_page`` of two),
    steppers (from ``choices``, by name) and buttons, for ``rule_count`` rule systems, with a
    Quit button when ``quit_button``."""
    places = menu.places = compact_menu(menu.size, rule_count, quit_button, menu.menu_page)
    menu.code_field.rect, menu.code_field.font = places.code_field, BODY + 1
    menu.paste_button.rect, menu.paste_button.size = places.paste, BODY
    rooms, fonts = {}, {}  # one label width and type size for each column of steppers
    broken: dict[str, list[str]] = {}  # labels on two lines (a 960-wide canvas)
    short = places.left.y < TOP
    resources = menu.app.resources
    for side, names in zip((places.left, places.right), page_lines(short)[places.page],
                           strict=True):
        labels = [choices[name][0] for name in names]
        font = column_font(menu, labels, side.width)
        room = label_width(menu, labels, side.width, font)
        if any(resources.text(label, font, theme.TEXT).get_width() + LABEL_GAP > room
               for label in labels):
            room = side.width - LEAST_BOX
            font, lines = wrapped_labels(menu, labels, room)
            broken.update({name: parts for name, parts in zip(names, lines, strict=True)
                           if len(parts) > 1})
        rooms.update(dict.fromkeys(names, room))
        fonts.update(dict.fromkeys(names, font))
    menu.steppers = [  # in the menu's order: ← → step the first (the players) on the table's
        LabelledStepper(places.steppers[name], label, options, value, change, describe,
                        label_width=rooms[name], name=name, font=STEPPER, small_font=BODY)
        for name, (label, options, value, change, describe) in choices.items()
        if name in places.steppers]
    for stepper in menu.steppers:
        if fonts[stepper.name] != STEPPER:
            stepper.label_font = fonts[stepper.name]
        stepper.label_lines = tuple(broken.get(stepper.name, ()))
    menu.paste_button.wrap = places.size[0] < 1280  # a narrow canvas: two lines if need be
    menu.buttons = []
    openers = [
        Button(places.rules, text("menu.rules"), menu.open_rules, size=BODY, name="rules"),
        Button(places.stats, text("menu.stats"), menu.open_stats, size=BODY, name="stats"),
        Button(places.custom, text("menu.customise"), menu.open_custom, size=BODY,
               name="custom"),
        Button(places.seats, menu.seats_label(), menu.open_seats, size=BODY, name="seats"),
    ]
    for wrapped in openers[-2:]:
        wrapped.wrap = True  # a long label takes two lines
    fit_openers(menu, openers)
    short = places.left.y < TOP  # a short canvas: they stand on the settings page
    if places.page == 1 and short:
        menu.buttons = openers
    if places.page == 0:
        menu.buttons = [menu.paste_button] if short else [menu.paste_button, *openers]
        daily = Button(places.daily, menu.app.daily.label(), menu.open_daily, size=BODY,
                       name="daily", enabled=menu.app.daily.played() is None)
        daily.wrap = True  # today's table and streak may take two lines
        menu.buttons.append(daily)
    other = text("menu.settings") if places.page == 0 else text("menu.table")
    menu.buttons.append(Button(places.page_button, other, menu.turn_page, size=NAME,
                               name="page"))
    menu.buttons += play_buttons(menu, places, PLAY)
    if quit_button:
        menu.buttons.append(Button(places.quit, text("menu.quit"), menu.quit, size=BODY,
                                   name="quit"))


def draw_compact_menu(menu: MenuScene, surface: pygame.Surface, places: CompactMenu,
                      rule_systems: tuple[str, ...]) -> None:
    """Draw ``menu`` across a compact landscape canvas (laid out by :func:`compact_menu`),
    with ``rule_systems`` two by two on the table's page."""
    resources = menu.app.resources
    surface.blit(resources.felt, (0, 0))
    title = resources.text(text("app.title"), TITLE, theme.TEXT, bold=True)
    middle = places.daily.centery
    surface.blit(title, title.get_rect(midleft=(MARGIN, middle)))
    x = MARGIN + title.get_width() + 18
    suits = theme.SUIT_SYMBOLS if x + 4 * 46 <= places.daily.x else ()  # room for them
    for suit, symbol in enumerate(suits):
        disc = resources.panel((40, 40), theme.CARD_FACE, 255, radius=20)
        centre = (x + suit * 46 + 20, middle)
        surface.blit(disc, disc.get_rect(center=centre))
        glyph = resources.text(symbol, NAME, theme.suit_colour(suit, menu.app.settings.four_colour))
        surface.blit(glyph, glyph.get_rect(center=centre))
    headings = [("menu.rule_system", places.left.x), ("menu.table", places.right.x)] \
        if places.page == 0 else [("menu.settings", places.left.x)]
    if places.left.y < TOP:  # a short canvas: no room for the headings
        headings = []
    for key, heading_x in headings:
        surface.blit(resources.text(text(key), HEADING, theme.ACCENT, bold=True),
                     (heading_x + 4, HEADING_Y))
    selected = menu.app.settings.rules_id
    for rules_id, rect in zip(rule_systems, places.entries, strict=False):
        draw_entry(menu, surface, rect, rules_id, chosen=rules_id == selected)
    draw_description(menu, surface, places)
    if places.page == 1:
        draw_preview(menu, surface, places.preview)
    for widget in menu.steppers:
        widget.draw(surface, resources)
    if menu.code_field_shown:
        draw_code_field(menu, surface)
    for button in menu.buttons:
        button.draw(surface, resources)
    menu.focus_ring.draw(surface, menu.focusable())
    menu.draw_toast(surface)
    if menu.dialog is not None:
        menu.dialog.draw(surface, resources)


def draw_code_field(menu: MenuScene, surface: pygame.Surface) -> None:
    """The deal code's box (:meth:`~sevens.ui.widgets.TextField.draw`); an empty one whose
    hint is too long for it on one line (a 960-wide canvas) shows the hint on two lines at
    :data:`BODY`."""
    resources = menu.app.resources
    field = menu.code_field
    room = field.rect.width - 24
    hint = field.placeholder
    if field.value or resources.text(hint, field.font - 1, theme.TEXT_MUTED).get_width() <= room:
        field.draw(surface, resources)
        return
    field.placeholder = ""  # the box (and the caret) as ever, the hint below
    try:
        field.draw(surface, resources)
    finally:
        field.placeholder = hint
    lines = resources.wrap(hint, BODY, room)[:2]
    pitch = BODY + 5
    top = field.rect.centery - len(lines) * pitch // 2
    for index, line in enumerate(lines):
        rendered = resources.text(line, BODY, theme.TEXT_MUTED)
        surface.blit(rendered, rendered.get_rect(
            midleft=(field.rect.x + 10, top + index * pitch + pitch // 2)))


def draw_entry(menu: MenuScene, surface: pygame.Surface, rect: pygame.Rect, rules_id: str,
               chosen: bool) -> None:
    """One rule system's row: its name, and how many may play it (ringed when chosen)."""
    resources = menu.app.resources
    draw_panel(surface, resources, rect, alpha=200 if chosen else 110,
               border=theme.ACCENT if chosen else None, radius=12)
    if chosen:
        pygame.draw.rect(surface, theme.ACCENT, (rect.x + 6, rect.y + 12, 5, rect.height - 24),
                         border_radius=2)
    colour = theme.ACCENT if chosen else theme.TEXT
    rule_name = text(f"preset.{rules_id}.title")
    name = resources.text(rule_name, NAME, colour, bold=True)
    if name.get_width() > rect.width - 32:
        name = resources.text(rule_name, BODY, colour, bold=True)
    if name.get_width() > rect.width - 32:  # a narrow canvas: two lines, and no room for more
        lines = resources.wrap(rule_name, BODY, rect.width - 32, bold=True)[:2]
        for index, line in enumerate(lines):
            surface.blit(resources.text(line, BODY, colour, bold=True),
                         (rect.x + 20, rect.y + 10 + index * (BODY + 10)))
        return
    surface.blit(name, (rect.x + 20, rect.y + 8))
    if rules_id in sevens.PRESET_INFO:
        info = sevens.PRESET_INFO[rules_id]
        span = f"{info.min_players}–{info.max_players}" \
            if info.min_players != info.max_players else f"{info.min_players}"
        badge = resources.text(text("menu.players_badge", span=span), BODY, theme.TEXT_MUTED)
        surface.blit(badge, (rect.x + 20, rect.bottom - 10 - badge.get_height()))


def draw_description(menu: MenuScene, surface: pygame.Surface, places: CompactMenu) -> None:
    """Under the rule systems: the match in progress and what the chosen rule system is, or
    what went wrong with the deal code (on the settings page: the match in progress)."""
    resources = menu.app.resources
    box = places.description
    session = menu.app.session
    lines: list[tuple[str, theme.Colour]] = []
    if menu.match_in_progress and session is not None:
        caption = text("menu.in_progress", rules=text(f"preset.{session.rules_id}.title"),
                       deal=session.deal_number, deals=session.deals)
        lines += [(line, theme.TEXT) for line in resources.wrap(caption, BODY, box.width - 8)]
    if menu.message:
        lines = [(line, theme.DANGER) for line in resources.wrap(menu.message, BODY,
                                                                 box.width - 8)]
    elif places.entries:
        wording = text(f"preset.{menu.app.settings.rules_id}.line")
        lines += [(line, theme.TEXT_MUTED) for line in resources.wrap(wording, BODY,
                                                                      box.width - 8)]
    most = max(0, box.height // places.line_height)
    for index, (line, colour) in enumerate(lines[:most]):
        surface.blit(resources.text(line, BODY, colour),
                     (box.x + 4, box.y + index * places.line_height))


def draw_preview(menu: MenuScene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The deck's four sevens in the chosen colours, labelled (settings page)."""
    label = menu.app.resources.text(text("menu.deck_preview"), BODY, theme.TEXT_MUTED)
    surface.blit(label, label.get_rect(midleft=(rect.x + 4, rect.centery)))
    x = rect.x + label.get_width() + 24
    for suit, letter in enumerate("SHDC"):
        menu.app.art.draw_card(surface, sevens.Card.parse(f"7{letter}"), PREVIEW_CARD,
                               (x + suit * (PREVIEW_CARD[0] + 10), rect.y + 4))
