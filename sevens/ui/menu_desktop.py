"""Where the landscape menu's pieces go on a desktop canvas (a window or page, not compact).

A 16:9 window gives a 1280×720 canvas, the shape the menu was first drawn for, and keeps
exactly those positions: the rule systems in a 600-wide column on the left with the seeing
settings and the language under them, the table's settings in a 500-wide column on the right.
A narrower canvas (16:10 gives 1152×720, 4:3 960×720) reads its width, as the table's layout
does: the margins and the gap between the columns narrow, both columns share what is left,
the paired settings of the right column (the paces, the sound beside Seats) and of the left
(large cards beside high contrast, and the language) stand side by side under the rule
systems with their labels above them, and the rows close up so that all of it stays on the
canvas. There the rule systems' descriptions are wrapped onto two lines (or more, where a row
has room; :func:`description_lines`), not cut short, and the subtitle runs across the canvas
under the daily deal. A wider canvas draws the menu at 1280×720 in its middle
(:class:`sevens.ui.scene.Scene`), so it never needs more.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

import sevens
from sevens.ui import messages, theme
from sevens.ui.messages import text
from sevens.ui.viewport import LANDSCAPE, LONG_MIN
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["DesktopMenu", "description_lines", "desktop_menu", "draw_rule_system",
           "field_font"]

#: A stepper's height, and the gap under it, on the desktop menu.
ROW = 38
#: The type sizes a rule system's description is wrapped in on a narrower canvas, largest
#: first, and the distance between its lines at each (the smallest: as the 1280-wide menu
#: sets a description too long for its row).
DESCRIPTION_SIZES = (13, 12)
LINE_GAP = 3
#: The deal code's typed text, and the smallest it is set in so that the placeholder (a point
#: smaller) fits its field: the placeholder no smaller than the field's label (13).
FIELD_FONT, FIELD_FONT_MIN = 16, 14
#: The type size of the labels set above the steppers under the rule systems (narrower).
ABOVE_FONT = 16


@dataclass(frozen=True, kw_only=True)
class DesktopMenu:
    """The desktop menu's rectangles for one canvas width."""

    width: int
    #: The rule systems' column: its rect (8 rows), and the pitch of one row.
    list_rect: pygame.Rect
    entry_height: int
    #: The gap between two rows of rule systems, and where a row's name, players badge and
    #: description start (below its top); True when a description wraps onto as many lines as
    #: its row holds (a narrower canvas) instead of being set smaller, then shortened.
    entry_gap: int
    name_y: int
    badge_y: int
    description_y: int
    wrap_descriptions: bool
    #: The title's and the subtitle's left edge, the title's top, how wide the subtitle may
    #: run, and the columns' headings' top.
    title_x: int
    title_y: int
    subtitle_width: int
    header_y: int
    #: The table's column: its left edge and width.
    column_x: int
    column_width: int
    daily: pygame.Rect
    quit: pygame.Rect
    #: True when the daily deal's label may take two lines (a narrow column).
    daily_wrap: bool
    #: Each stepper's rect and label width, by name, in reading order.
    steppers: dict[str, tuple[pygame.Rect, int]]
    #: The steppers whose labels stand above their boxes (in :data:`ABOVE_FONT`), not left.
    labels_above: tuple[str, ...]
    seats: pygame.Rect
    deck_preview: pygame.Rect
    code_label_y: int
    code_field: pygame.Rect
    paste: pygame.Rect
    rules: pygame.Rect
    stats: pygame.Rect
    custom: pygame.Rect
    caption_y: int
    play: pygame.Rect
    resume: pygame.Rect
    new_match: pygame.Rect
    #: Where a wrong deal code's message starts (under the big button).
    message_y: int
    #: Where a notice shows (over the deck's colours) and how wide.
    toast_topleft: tuple[int, int]
    toast_width: int


def _landscape_1280() -> DesktopMenu:
    """The menu of a 1280×720 canvas, as it was first drawn."""
    x, width, y = 716, 500, 128
    steppers = {
        "players": ((x, y, width, ROW), 190),
        "level": ((x, y + 48, width, ROW), 190),
        "deals": ((x, y + 96, width, ROW), 190),
        "speed": ((x, y + 144, 250, ROW), 96),
        "card_speed": ((x + 262, y + 144, width - 262, ROW), 74),
        "four_colour": ((x, y + 192, width, ROW), 190),
        "sound": ((x, y + 240, 250, ROW), 96),
        "language": ((56, 668, 420, 38), 140),
        "large_cards": ((56, 614, 295, 38), 140),
        "high_contrast": ((361, 614, 295, 38), 140),
    }
    return DesktopMenu(
        width=LANDSCAPE[0], list_rect=pygame.Rect(56, 128, 600, 57 * 8), entry_height=57,
        entry_gap=6, name_y=5, badge_y=9, description_y=30, wrap_descriptions=False,
        title_x=56, title_y=26, subtitle_width=LANDSCAPE[0] - 58, header_y=108,
        column_x=x, column_width=width,
        daily=pygame.Rect(716, 26, 410, 40), quit=pygame.Rect(1136, 26, 100, 40),
        daily_wrap=False,
        steppers={name: (pygame.Rect(rect), label) for name, (rect, label) in steppers.items()},
        labels_above=(),
        seats=pygame.Rect(x + 262, y + 240, width - 262, ROW),
        deck_preview=pygame.Rect(906, 414, 310, 46), code_label_y=462,
        code_field=pygame.Rect(716, 482, 330, 40), paste=pygame.Rect(1056, 482, 160, 40),
        rules=pygame.Rect(716, 540, 160, 40), stats=pygame.Rect(886, 540, 160, 40),
        custom=pygame.Rect(1056, 540, 160, 40), caption_y=596,
        play=pygame.Rect(716, 616, 500, 56), resume=pygame.Rect(716, 616, 245, 56),
        new_match=pygame.Rect(971, 616, 245, 56), message_y=678,
        toast_topleft=(716, 410), toast_width=500)


def desktop_menu(width: int, entry_count: int = 8) -> DesktopMenu:
    """The desktop menu for a landscape canvas ``width`` wide (and 720 tall) with
    ``entry_count`` rule systems: 1280 and wider keeps the 1280×720 positions; narrower
    (down to 960) lays both columns out from the width, one setting to a line on the right,
    the seeing settings and the language side by side under the rule systems."""
    if width >= LANDSCAPE[0]:
        return _landscape_1280()
    narrowing = (LANDSCAPE[0] - max(width, LONG_MIN)) / (LANDSCAPE[0] - LONG_MIN)  # 0–1
    left = 56 - round(16 * narrowing)
    right_margin = 64 - round(24 * narrowing)
    gutter = 60 - round(24 * narrowing)
    room = width - left - right_margin - gutter
    list_width = round(room * 0.52)
    x, column = left + list_width + gutter, room - list_width
    label = min(190, round(column * 0.4))
    # Everything starts 10 px higher than at 1280 wide (the title, the daily deal, the
    # headings and both columns): room for the rule systems' descriptions on two lines.
    title_y, top = 18, 118
    # The left column: the rule systems, then the seeing settings and the language side by
    # side, their labels above their boxes (clear of the last row of rule systems).
    seeing_top = 668
    entry_height = (seeing_top - 22 - top) // entry_count
    list_rect = pygame.Rect(left, top, list_width, entry_height * entry_count)
    each = (list_width - 24) // 3
    steppers: dict[str, tuple[pygame.Rect, int]] = {
        name: (pygame.Rect(left + index * (each + 12), seeing_top,
                           each if index < 2 else list_width - 2 * (each + 12), ROW), 0)
        for index, name in enumerate(("large_cards", "high_contrast", "language"))}
    # The right column: players, level, deals, the two paces, the deck's colours, then the
    # sound beside Seats.
    for index, name in enumerate(("players", "level", "deals", "speed", "card_speed",
                                  "four_colour")):
        steppers[name] = (pygame.Rect(x, top + index * 45, column, ROW), label)
    sound = pygame.Rect(x, top + 6 * 45, (column - 12) * 11 // 20, ROW)
    steppers["sound"] = (sound, min(96, sound.width // 2))
    steppers = {name: steppers[name] for name in (
        "players", "level", "deals", "speed", "card_speed", "four_colour", "sound",
        "language", "large_cards", "high_contrast")}
    seats = pygame.Rect(sound.right + 12, sound.y, x + column - sound.right - 12, ROW)
    # Closed up so that two lines of a wrong deal code's message fit under the big button.
    preview_top = sound.bottom + 6
    code_top = preview_top + 66
    buttons_top = code_top + 48
    third = (column - 20) // 3
    play_top = buttons_top + 62
    half = (column - 10) // 2
    paste = 130  # narrower than at 1280: the deal code's field takes the rest
    return DesktopMenu(
        width=width, list_rect=list_rect, entry_height=entry_height, entry_gap=5, name_y=2,
        badge_y=6, description_y=27, wrap_descriptions=True, title_x=left, title_y=title_y,
        subtitle_width=width - left - right_margin, header_y=top - 20, column_x=x,
        column_width=column, daily=pygame.Rect(x, title_y, column - 110, 40),
        quit=pygame.Rect(x + column - 100, title_y, 100, 40), daily_wrap=True,
        steppers=steppers, labels_above=("large_cards", "high_contrast", "language"),
        seats=seats, deck_preview=pygame.Rect(x + column - 226, preview_top, 226, 46),
        code_label_y=code_top - 20,
        code_field=pygame.Rect(x, code_top, column - paste - 10, 40),
        paste=pygame.Rect(x + column - paste, code_top, paste, 40),
        rules=pygame.Rect(x, buttons_top, third, 40),
        stats=pygame.Rect(x + third + 10, buttons_top, third, 40),
        custom=pygame.Rect(x + 2 * (third + 10), buttons_top, column - 2 * (third + 10), 40),
        caption_y=buttons_top + 44,
        play=pygame.Rect(x, play_top, column, 56), resume=pygame.Rect(x, play_top, half, 56),
        new_match=pygame.Rect(x + half + 10, play_top, column - half - 10, 56),
        message_y=play_top + 62, toast_topleft=(x, preview_top - 4), toast_width=column)


def description_lines(resources: Resources, description: str, width: int,
                      room: int) -> tuple[int, tuple[str, ...], int]:
    """A rule system's ``description`` wrapped to ``width`` px on a narrower canvas: in the
    largest of :data:`DESCRIPTION_SIZES` whose lines' ink fits ``room`` px tall (a line every
    size + :data:`LINE_GAP` px), else the smallest; the size, the lines and how far down
    their ink reaches. Kept: the menu draws every row each frame it is drawn."""
    return _description_lines(resources, description, width, room, messages.language())


@functools.lru_cache(maxsize=256)
def _description_lines(resources: Resources, description: str, width: int, room: int,
                       _language: str) -> tuple[int, tuple[str, ...], int]:
    for size in DESCRIPTION_SIZES:
        lines = resources.wrap(description, size, width)
        inks = [resources.text(line, size, theme.TEXT_MUTED).get_bounding_rect()
                for line in lines]
        bottom = max((index * (size + LINE_GAP) + ink.bottom
                      for index, ink in enumerate(inks) if ink.height), default=0)
        if bottom <= room:
            break
    return size, tuple(lines), bottom


def draw_rule_system(surface: pygame.Surface, resources: Resources, places: DesktopMenu,
                     rect: pygame.Rect, rules_id: str, chosen: bool) -> None:
    """One row of the rule systems in ``rect``: its name, how many play it and what it is
    (marked when ``chosen``). At 1280 wide the description takes one line, set smaller and
    then shortened when it is long; narrower, it is wrapped whole and the row's content sits
    in its middle."""
    draw_panel(surface, resources, rect, alpha=200 if chosen else 110,
               border=theme.ACCENT if chosen else None, radius=10)
    if chosen:
        pygame.draw.rect(surface, theme.ACCENT,
                         (rect.x + 6, rect.y + 10, 4, rect.height - 20), border_radius=2)
    description = text(f"preset.{rules_id}.line")
    top = rect.y
    if places.wrap_descriptions:  # a narrower canvas: whole, on the lines it needs
        room = rect.height - places.description_y - 2
        size, lines, bottom = description_lines(resources, description, rect.width - 34, room)
        top += max(0, room - bottom) // 2
    name = resources.text(text(f"preset.{rules_id}.title"), 19,
                          theme.ACCENT if chosen else theme.TEXT, bold=True)
    surface.blit(name, (rect.x + 20, top + places.name_y))
    if rules_id in sevens.PRESET_INFO:
        info = sevens.PRESET_INFO[rules_id]
        span = f"{info.min_players}–{info.max_players}" \
            if info.min_players != info.max_players else f"{info.min_players}"
        badge = resources.text(text("menu.players_badge", span=span), 13, theme.TEXT_MUTED)
        surface.blit(badge, (rect.right - badge.get_width() - 14, top + places.badge_y))
    if places.wrap_descriptions:
        for index, wrapped in enumerate(lines):
            surface.blit(resources.text(wrapped, size, theme.TEXT_MUTED),
                         (rect.x + 20, top + places.description_y + index * (size + LINE_GAP)))
        return
    line = resources.text(description, 14, theme.TEXT_MUTED)
    if line.get_width() > rect.width - 34:
        line = resources.text(description, 12, theme.TEXT_MUTED)
    if line.get_width() > rect.width - 34:
        shortened = resources.wrap(description, 12, rect.width - 50)[0] + "…"
        line = resources.text(shortened, 12, theme.TEXT_MUTED)
    surface.blit(line, (rect.x + 20, rect.y + 30))


def field_font(resources: Resources, placeholder: str, width: int) -> int:
    """The deal code's type size in a field ``width`` px wide: :data:`FIELD_FONT`, or smaller
    (down to :data:`FIELD_FONT_MIN`) while its ``placeholder``, a point smaller, would not
    fit inside the field's padding."""
    size = FIELD_FONT
    while size > FIELD_FONT_MIN and resources.font(size - 1, False, placeholder).size(
            placeholder)[0] > width - 24:
        size -= 1
    return size
