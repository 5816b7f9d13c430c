"""Where the menu's pieces go on a portrait canvas (a phone held upright; issue 30).

Made for a 720×1558 canvas (a 390×844 phone, 0.54 CSS px per logical px): every button and
every tappable row at least 88 logical px tall (44 CSS px even at 360 CSS px wide), body text
at least 24 px (12 CSS px at 360 CSS px wide), headings larger. One column: the title (and
Quit, natively), the daily deal across the width, the rule systems two by two with the chosen
one's description (or what is wrong with a typed deal code) under them, the table's steppers
two by two with their labels above, the deal code with its Paste button, Rules / Statistics /
House rules, and the big Deal (or Continue / New match) button. A phone a little shorter
(360×740: a 1480-tall canvas) keeps every size with tighter gaps, a smaller title and Quit
beside the big button. A 360×640 phone (1280 tall) keeps the same sizes on two pages, turned
by a button in the title row: *Table* (the daily deal, the rule systems, players, level,
deals, language, the deal code and the buttons) and *Settings* (the paces, the sound and the
seeing settings); the big Deal (or Continue / New match) button is on both. A canvas shorter
still (a tablet's, shown at more CSS px a logical px) is the tight layout pressed together,
which keeps the thumb sizes that way.

The desktop's landscape menu has its positions in :mod:`sevens.ui.menu_desktop`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

import sevens
from sevens.ui import theme
from sevens.ui.messages import text
from sevens.ui.viewport import PHONE_HEIGHT, THUMB_HEIGHT
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.menu import MenuScene

__all__ = ["DESIGN_HEIGHT", "MARGIN", "PHONE_HEIGHT", "MenuPlaces",
           "PortraitMenu", "draw_portrait_menu", "portrait_menu", "portrait_squeeze"]

#: The portrait canvas the layout is drawn for (a 390×844 phone).
DESIGN_HEIGHT = 1558
#: The side margin, in logical px.
MARGIN = 28


def portrait_squeeze(height: int) -> float:
    """How much a portrait screen presses its design sizes on a canvas ``height`` tall.

    A phone's canvas (any phone held upright is :data:`PHONE_HEIGHT` tall or more) keeps the
    design's thumb-tall buttons and 12-CSS-px text at 360 px wide (1.0): the screen makes room
    by paging or tighter gaps. Only a tablet's shorter canvas, shown at more CSS px a logical
    px, is pressed in proportion to :data:`DESIGN_HEIGHT`.
    """
    return 1.0 if height >= PHONE_HEIGHT else min(1.0, height / DESIGN_HEIGHT)
#: The height the tight layout of a phone shorter than the design needs (360×740 gives 1480).
TIGHT_HEIGHT = 1480
#: Stepper names line by line as they are laid out: two to a line, then three (the paces
#: and the sound, then the seeing settings of issue 34).
STEPPER_LINES = (("players", "level"), ("deals", "language"), ("speed", "card_speed", "sound"),
                 ("four_colour", "large_cards", "high_contrast"))
#: A phone canvas shorter than this (360×640: 1280 tall) pages its menu.
PAGED_HEIGHT = 1281
#: The stepper lines on each page of a paged menu: the table, then the settings (two to a
#: line there: the page has room for their labels in full).
PAGE_LINES = (STEPPER_LINES[:2], (("speed", "card_speed"), ("sound", "four_colour"),
                                  ("large_cards", "high_contrast")))
#: Stepper names in the order they are laid out.
STEPPER_ORDER = tuple(name for line in STEPPER_LINES for name in line)


@dataclass(frozen=True, kw_only=True)
class MenuPlaces:
    """The rectangles a phone's menu has whichever way the phone is held (upright:
    :class:`PortraitMenu`; sideways: :class:`sevens.ui.menu_compact.CompactMenu`), for one
    canvas size and page."""

    size: tuple[int, int]
    daily: pygame.Rect
    quit: pygame.Rect
    entries: tuple[pygame.Rect, ...]  # the rule systems (none on the settings page)
    description: pygame.Rect
    steppers: dict[str, pygame.Rect]
    code_field: pygame.Rect
    paste: pygame.Rect
    rules: pygame.Rect
    stats: pygame.Rect
    custom: pygame.Rect
    seats: pygame.Rect
    play: pygame.Rect
    resume: pygame.Rect
    new_match: pygame.Rect
    #: The page on show and how many there are.
    page: int = 0
    pages: int = 1
    #: The button turning to the other page (None when there is one page).
    page_button: pygame.Rect | None = None


@dataclass(frozen=True, kw_only=True)
class PortraitMenu(MenuPlaces):
    """The portrait menu's rectangles and type sizes for one canvas size (two pages on a
    1280-tall canvas, else one)."""

    squeeze: float  # heights and type relative to the 1558-tall design (at most 1)
    title_y: int
    title_size: int
    rule_header_y: int
    table_header_y: int
    caption_y: int

    def font(self, size: int) -> int:
        """A type size of the design, pressed with the layout on a shorter canvas."""
        return max(11, round(size * self.squeeze))

    @property
    def body(self) -> int:
        """Body text: 12 CSS px on a 360-px-wide phone (13 on the one the layout is made
        for)."""
        return self.font(24)

    @property
    def heading(self) -> int:
        """Section headings, larger than the body."""
        return self.font(27)

    @property
    def line_height(self) -> int:
        """The distance between two lines of body text."""
        return self.font(29)


def portrait_menu(size: tuple[int, int], entry_count: int,
                  quit_button: bool = True, page: int = 0) -> PortraitMenu:
    """The portrait menu for a canvas of ``size`` with ``entry_count`` rule systems, showing
    ``page`` when the canvas is short enough to be paged (else the one page)."""
    width, height = size
    paged = PHONE_HEIGHT <= height < PAGED_HEIGHT
    page = min(max(page, 0), 1) if paged else 0
    # A phone shorter than the design (360×740: 1480 tall) keeps the thumb sizes and the
    # type with tighter gaps, Quit beside the big button and the daily deal right under the
    # title; a 360×640 phone's (1280 tall) keeps them on two pages; a canvas between the two
    # presses the tight layout in proportion, and so does a tablet's.
    tight = PHONE_HEIGHT <= height < DESIGN_HEIGHT
    if tight:  # pressed a little more than in proportion: rounding never overflows
        squeeze = 1.0 if height >= TIGHT_HEIGHT or paged else height / (TIGHT_HEIGHT + 20)
    else:
        squeeze = min(1.0, height / DESIGN_HEIGHT)

    def down(value: float) -> int:
        return round(value * squeeze)

    def gap(usual: float, tighter: float) -> int:
        return down(tighter if tight else usual)

    inner = width - 2 * MARGIN
    half = (inner - 16) // 2
    tall = down(THUMB_HEIGHT)  # a thumb: 44 CSS px on a 360-px-wide phone
    left, right = MARGIN, MARGIN + half + 16

    quit_rect = pygame.Rect(width - MARGIN - 120, down(4), 120, tall)  # in the title row
    # Paged, the title row holds the button to the other page; the rest starts under it.
    page_button = pygame.Rect(width - MARGIN - 220, 4, 220, tall) if paged else None
    daily = pygame.Rect(left, down(68) if tight else quit_rect.bottom + down(8), inner, tall)
    if page_button is not None:
        daily.y = page_button.bottom + 8
    rule_header_y = daily.bottom + gap(10, 4)
    top = rule_header_y + down(32)
    entry_height, entry_gap = tall, gap(4, 2)
    entries = tuple(
        pygame.Rect(left if index % 2 == 0 else right,
                    top + (index // 2) * (entry_height + entry_gap), half, entry_height)
        for index in range(entry_count))
    rows = -(-entry_count // 2)
    description = pygame.Rect(left, top + rows * (entry_height + entry_gap), inner,
                              down(3 * 29))
    table_header_y = description.bottom + gap(8, 2)
    stepper_top = table_header_y + gap(40, 40) + down(32)  # the first labels above the boxes
    stepper_pitch = tall + gap(36, 36)
    lines = PAGE_LINES[page] if paged else STEPPER_LINES
    if page == 1:  # the settings: their heading under the title row, the notices under them
        table_header_y = daily.y + 8
        stepper_top = table_header_y + 88
        description.y = stepper_top + len(lines) * stepper_pitch
        entries = ()
    steppers: dict[str, pygame.Rect] = {}
    for line, names in enumerate(lines):
        each = (inner - 16 * (len(names) - 1)) // len(names)
        for index, name in enumerate(names):
            steppers[name] = pygame.Rect(left + index * (each + 16),
                                         stepper_top + line * stepper_pitch, each, tall)
    field_top = stepper_top + len(lines) * stepper_pitch - gap(28, 32)
    code_field = pygame.Rect(left, field_top, inner - 236, tall)
    paste = pygame.Rect(code_field.right + 12, field_top, inner - code_field.width - 12, tall)
    buttons_top = code_field.bottom + gap(8, 4)
    quarter = (inner - 36) // 4  # Rules, Statistics, House rules, Seats (pass-and-play)
    rules = pygame.Rect(left, buttons_top, quarter, tall)
    stats = pygame.Rect(left + quarter + 12, buttons_top, quarter, tall)
    custom = pygame.Rect(left + 2 * (quarter + 12), buttons_top, quarter, tall)
    seats = pygame.Rect(left + 3 * (quarter + 12), buttons_top, inner - 3 * (quarter + 12), tall)
    caption_y = rules.bottom + gap(10, 6)
    if paged:  # the big button(s) at the bottom of either page, where they are on the table's
        caption_y = height - 4 - tall - gap(30, 28)
    play_top = caption_y + gap(30, 28)
    # Tight, Quit (natively) stands at the right of the big button(s).
    room = inner - (quit_rect.width + 12 if tight and quit_button else 0)
    if tight:
        quit_rect.topleft = (left + room + 12, play_top)
    play = pygame.Rect(left, play_top, room, tall)
    resume = pygame.Rect(left, play_top, (room - 16) // 2, tall)
    new_match = pygame.Rect(resume.right + 16, play_top, room - resume.width - 16, tall)
    return PortraitMenu(size=size, squeeze=squeeze, title_y=gap(16, 6),
                        title_size=max(14, gap(50, 44)), daily=daily, quit=quit_rect,
                        rule_header_y=rule_header_y,
                        entries=entries, description=description,
                        table_header_y=table_header_y, steppers=steppers,
                        code_field=code_field, paste=paste, rules=rules, stats=stats,
                        custom=custom, seats=seats, caption_y=caption_y, play=play, resume=resume,
                        new_match=new_match, page=page, pages=2 if paged else 1,
                        page_button=page_button)


def draw_portrait_menu(menu: MenuScene, surface: pygame.Surface, places: PortraitMenu,
                       rule_systems: tuple[str, ...]) -> None:
    """Draw ``menu`` in one column on a portrait canvas (laid out by :func:`portrait_menu`),
    with ``rule_systems`` two by two."""
    resources = menu.app.resources
    surface.blit(resources.felt, (0, 0))
    body, heading = places.body, places.heading
    title = resources.text(text("app.title"), places.title_size, theme.TEXT, bold=True)
    surface.blit(title, (MARGIN, places.title_y))
    disc_size, pitch = places.font(44), places.font(52)
    x = MARGIN + title.get_width() + 20
    middle = places.title_y + title.get_height() // 2
    for suit, symbol in enumerate(theme.SUIT_SYMBOLS):
        disc = resources.panel((disc_size, disc_size), theme.CARD_FACE, 255,
                               radius=disc_size // 2)
        centre = (x + suit * pitch + disc_size // 2, middle)
        surface.blit(disc, disc.get_rect(center=centre))
        ink = theme.suit_colour(suit, menu.app.settings.four_colour)
        glyph = resources.text(symbol, places.font(28), ink)
        surface.blit(glyph, glyph.get_rect(center=centre))
    headings = (("menu.rule_system", places.rule_header_y),
                ("menu.table", places.table_header_y))
    if places.page == 1:  # the settings page of a paged menu: no rule systems, no deal code
        headings = (("menu.settings", places.table_header_y),)
    for key, y in headings:
        surface.blit(resources.text(text(key), heading, theme.ACCENT, bold=True), (MARGIN, y))
    selected = menu.app.settings.rules_id
    for index, rules_id in enumerate(rule_systems[:len(places.entries)]):
        rect = places.entries[index]
        chosen = rules_id == selected
        draw_panel(surface, resources, rect, alpha=200 if chosen else 110,
                   border=theme.ACCENT if chosen else None, radius=12)
        if chosen:
            pygame.draw.rect(surface, theme.ACCENT, (rect.x + 6, rect.y + 12, 5,
                                                     rect.height - 24), border_radius=2)
        colour = theme.ACCENT if chosen else theme.TEXT
        rule_name = text(f"preset.{rules_id}.title")
        name = resources.text(rule_name, places.font(26), colour, bold=True)
        if name.get_width() > rect.width - 32:
            name = resources.text(rule_name, body, colour, bold=True)
        surface.blit(name, (rect.x + 20, rect.y + places.font(8)))
        if rules_id in sevens.PRESET_INFO:
            info = sevens.PRESET_INFO[rules_id]
            span = f"{info.min_players}–{info.max_players}" \
                if info.min_players != info.max_players else f"{info.min_players}"
            badge = resources.text(text("menu.players_badge", span=span), body,
                                   theme.TEXT_MUTED)
            surface.blit(badge, (rect.x + 20, rect.bottom - places.font(10) - badge.get_height()))
    # Under the rule systems: what the chosen one is, or what went wrong with the deal code.
    box = places.description
    wording, colour = (menu.message, theme.DANGER) if menu.message else \
        (text(f"preset.{selected}.line") if places.entries else "", theme.TEXT_MUTED)
    for index, line in enumerate(resources.wrap(wording, body, box.width - 8)[:3]):
        surface.blit(resources.text(line, body, colour),
                     (box.x + 4, box.y + index * places.line_height))
    for widget in menu.steppers:
        widget.draw(surface, resources)
    if menu.code_field_shown:
        menu.code_field.draw(surface, resources)
    for button in menu.buttons:
        button.draw(surface, resources)
    menu.focus_ring.draw(surface, menu.focusable())
    session = menu.app.session
    if menu.match_in_progress and session is not None:
        caption = text("menu.in_progress", rules=text(f"preset.{session.rules_id}.title"),
                       deal=session.deal_number, deals=session.deals)
        surface.blit(resources.text(caption, body, theme.TEXT_MUTED), (MARGIN,
                                                                      places.caption_y))
    menu.draw_toast(surface)
    if menu.dialog is not None:
        menu.dialog.draw(surface, resources)
