"""Where the landscape menu's pieces go on a desktop canvas (a window or page, not compact).

A 16:9 window gives a 1280×720 canvas, the shape the menu was first drawn for, and keeps
exactly those positions: the rule systems in a 600-wide column on the left with the seeing
settings and the language under them, the table's settings in a 500-wide column on the right.
A narrower canvas (16:10 gives 1152×720, 4:3 960×720) reads its width, as the table's layout
does: the margins and the gap between the columns narrow, both columns share what is left,
the paired settings of the right column (the paces, the sound beside Seats) and of the left
(large cards beside high contrast) go one to a line, and the rows close up so that all of it
stays on the canvas. A wider canvas draws the menu at 1280×720 in its middle
(:class:`sevens.ui.scene.Scene`), so it never needs more.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.ui.viewport import LANDSCAPE, LONG_MIN

__all__ = ["DesktopMenu", "desktop_menu"]

#: A stepper's height, and the gap under it, on the desktop menu.
ROW = 38


@dataclass(frozen=True, kw_only=True)
class DesktopMenu:
    """The desktop menu's rectangles for one canvas width."""

    width: int
    #: The rule systems' column: its rect (8 rows), and the pitch of one row.
    list_rect: pygame.Rect
    entry_height: int
    #: The title's and the subtitle's left edge, and how wide the subtitle may run.
    title_x: int
    subtitle_width: int
    #: The table's column: its left edge and width.
    column_x: int
    column_width: int
    daily: pygame.Rect
    quit: pygame.Rect
    #: True when the daily deal's label may take two lines (a narrow column).
    daily_wrap: bool
    #: Each stepper's rect and label width, by name, in reading order.
    steppers: dict[str, tuple[pygame.Rect, int]]
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
        title_x=56, subtitle_width=LANDSCAPE[0] - 58, column_x=x, column_width=width,
        daily=pygame.Rect(716, 26, 410, 40), quit=pygame.Rect(1136, 26, 100, 40),
        daily_wrap=False,
        steppers={name: (pygame.Rect(rect), label) for name, (rect, label) in steppers.items()},
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
    (down to 960) lays both columns out from the width, one setting to a line."""
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
    # The left column: the rule systems a little closer, then one setting to a line.
    entry_height = 54
    list_rect = pygame.Rect(left, 128, list_width, entry_height * entry_count)
    settings_top = list_rect.bottom + 8
    left_label = min(190, round(list_width * 0.4))
    steppers: dict[str, tuple[pygame.Rect, int]] = {
        name: (pygame.Rect(left, settings_top + index * 46, list_width, ROW), left_label)
        for index, name in enumerate(("large_cards", "high_contrast", "language"))}
    # The right column: players, level, deals, the two paces, the deck's colours, then the
    # sound beside Seats.
    for index, name in enumerate(("players", "level", "deals", "speed", "card_speed",
                                  "four_colour")):
        steppers[name] = (pygame.Rect(x, 128 + index * 45, column, ROW), label)
    sound = pygame.Rect(x, 128 + 6 * 45, (column - 12) * 11 // 20, ROW)
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
    return DesktopMenu(
        width=width, list_rect=list_rect, entry_height=entry_height, title_x=left,
        subtitle_width=list_width, column_x=x, column_width=column,
        daily=pygame.Rect(x, 26, column - 110, 40), quit=pygame.Rect(x + column - 100, 26, 100, 40),
        daily_wrap=True, steppers=steppers, seats=seats,
        deck_preview=pygame.Rect(x + column - 226, preview_top, 226, 46),
        code_label_y=code_top - 20,
        code_field=pygame.Rect(x, code_top, column - 170, 40),
        paste=pygame.Rect(x + column - 160, code_top, 160, 40),
        rules=pygame.Rect(x, buttons_top, third, 40),
        stats=pygame.Rect(x + third + 10, buttons_top, third, 40),
        custom=pygame.Rect(x + 2 * (third + 10), buttons_top, column - 2 * (third + 10), 40),
        caption_y=buttons_top + 44,
        play=pygame.Rect(x, play_top, column, 56), resume=pygame.Rect(x, play_top, half, 56),
        new_match=pygame.Rect(x + half + 10, play_top, column - half - 10, 56),
        message_y=play_top + 62, toast_topleft=(x, preview_top - 4), toast_width=column)
