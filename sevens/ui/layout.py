"""Where things go on the 1280×720 table: seats around it, the rows, the hand.

Pure geometry from a few numbers, so it can be tested and reused by the drawing code.
Seat numbers always advance by +1 in the engine; ``turn_order`` only decides on which side of
the human seat the next player is drawn (clockwise: to the left, as at a real table).
"""

from __future__ import annotations

import pygame

from sevens.ui import theme

TOP_BAR_HEIGHT = 40
PANEL_SIZE = (178, 104)
LEFT_X = 14
RIGHT_X = theme.LOGICAL_SIZE[0] - 14 - PANEL_SIZE[0]
TOP_Y = 44
ROWS_AREA = pygame.Rect(206, 160, 868, 346)
HAND_AREA = pygame.Rect(214, 580, 852, 124)
HAND_RAISE = 22
MY_PANEL = pygame.Rect(14, 548, 186, 160)
STATUS_CENTRE = (640, 538)
ACTIONS_X = 1088
LEFTOVER_BOX = pygame.Rect(1088, 474, 178, 66)

# Opponent panel places, listed in clockwise order from the human seat (left, top, right).
_SIDE_SLOTS: dict[int, list[tuple[str, int]]] = {
    1: [("T", 0)],
    2: [("L", 220), ("R", 220)],
    3: [("L", 250), ("T", 0), ("R", 250)],
    4: [("L", 270), ("T", 0), ("T", 1), ("R", 270)],
    5: [("L", 270), ("T", 0), ("T", 1), ("T", 2), ("R", 270)],
    6: [("L", 350), ("L", 190), ("T", 0), ("T", 1), ("R", 190), ("R", 350)],
    7: [("L", 350), ("L", 190), ("T", 0), ("T", 1), ("T", 2), ("R", 190), ("R", 350)],
}


def seat_panels(players: int, human_seat: int, turn_order: str) -> dict[int, pygame.Rect]:
    """The panel Rect of every other seat, placed in turn order around the table."""
    others = players - 1
    slots = _SIDE_SLOTS[others]
    top_count = sum(1 for side, _ in slots if side == "T")
    places: list[pygame.Rect] = []
    for side, value in slots:
        if side == "L":
            places.append(pygame.Rect((LEFT_X, value), PANEL_SIZE))
        elif side == "R":
            places.append(pygame.Rect((RIGHT_X, value), PANEL_SIZE))
        else:
            spacing = 232
            centre = ROWS_AREA.centerx + (value - (top_count - 1) / 2) * spacing
            places.append(pygame.Rect((round(centre - PANEL_SIZE[0] / 2), TOP_Y), PANEL_SIZE))
    if turn_order == "counterclockwise":
        places.reverse()
    return {(human_seat + offset) % players: places[offset - 1]
            for offset in range(1, players)}


class RowGeometry:
    """Slot rectangles of the rows: one row per suit (two with two packs), 13 or 14 slots."""

    def __init__(self, row_count: int, ace: str, area: pygame.Rect = ROWS_AREA) -> None:
        self.row_count = row_count
        self.ace = ace
        self.slots = 14 if ace == "either" else 13
        self.card_size = theme.CARD_ROW if row_count <= 4 else theme.CARD_MINI
        width, height = self.card_size
        self.area = area
        self.pitch_y = min(height + 8, area.height // row_count)
        self.pitch_x = min(width + 6, area.width // self.slots)
        total_width = self.slots * self.pitch_x - (self.pitch_x - width)
        total_height = row_count * self.pitch_y - (self.pitch_y - height)
        self.x0 = area.centerx - total_width // 2
        self.y0 = area.y + (area.height - total_height) // 2

    def slot_index(self, rank: int, at_high_end: bool = False) -> int:
        """Column of a rank in a row (the ace's column depends on the ace rule)."""
        if self.ace == "low":
            return rank - 1
        if self.ace == "high":
            return 12 if rank == 1 else rank - 2
        if rank == 1:
            return 13 if at_high_end else 0
        return rank - 1

    def rect(self, row: int, index: int) -> pygame.Rect:
        """The Rect of slot ``index`` in ``row``."""
        return pygame.Rect(self.x0 + index * self.pitch_x, self.y0 + row * self.pitch_y,
                           *self.card_size)

    def row_rect(self, row: int) -> pygame.Rect:
        """The whole row's band."""
        first, last = self.rect(row, 0), self.rect(row, self.slots - 1)
        return first.union(last)


def hand_rects(count: int, suits: list[int], raised: list[bool],
               selected: int | None) -> list[pygame.Rect]:
    """Card Rects for a hand of ``count`` cards, left to right, with small gaps between suits.

    Raised cards (playable now) sit ``HAND_RAISE`` higher; the selected one higher still. The
    row curves gently, like cards held in a fan.
    """
    width, height = theme.CARD_HAND
    if count == 0:
        return []
    suit_breaks = sum(1 for index in range(1, count) if suits[index] != suits[index - 1])
    gap = 12 if count > 1 else 0
    available = HAND_AREA.width - width
    widest = width + 10.0  # few cards spread over the free width, side by side
    pitch = min(widest, (available - gap * suit_breaks) / max(1, count - 1))
    if pitch < 30:
        gap = 0
        pitch = min(widest, available / max(1, count - 1))
    total = pitch * (count - 1) + gap * suit_breaks + width
    x = HAND_AREA.centerx - total / 2
    middle = (count - 1) / 2 or 1
    rects = []
    for index in range(count):
        if index and suits[index] != suits[index - 1]:
            x += gap
        curve = ((index - (count - 1) / 2) / middle) ** 2 * 6
        y = HAND_AREA.y + curve
        if raised[index]:
            y -= HAND_RAISE
        if selected == index:
            y -= 10
        rects.append(pygame.Rect(round(x), round(y), width, height))
        x += pitch
    return rects
