"""The table's rows of cards in pixels: one row per suit (two with two packs), 13 or 14
slots, the card fitted to the area (:class:`RowGeometry`; the engine's
:mod:`sevens.row_positions` says which row a card goes to, as it does for the Review's rows).
Pure geometry in pygame Rects."""

from __future__ import annotations

import math

import pygame

from sevens.ui import theme

__all__ = ["ROWS_AREA", "ROW_COLUMN_GAP", "RowGeometry", "fitted_row_card"]

#: The rows' area on the 1280×720 table.
ROWS_AREA = pygame.Rect(206, 160, 868, 346)
#: Between two columns of rows (large cards on a landscape table, a short phone sideways).
ROW_COLUMN_GAP = 16


class RowGeometry:
    """Slot rectangles of the rows: one row per suit (two with two packs), 13 or 14 slots.

    The rows may stand in ``columns`` side by side (large cards on a landscape table: the
    first half of the rows on the left), each column keeping ``label_room`` px on its left
    for the rows' suit labels.
    """

    def __init__(self, row_count: int, ace: str, area: pygame.Rect = ROWS_AREA,
                 largest: tuple[int, int] | None = None, overlap: float = 0.0,
                 columns: int = 1, label_room: int = 0, gap: int = 6) -> None:
        self.row_count = row_count
        self.ace = ace
        self.slots = 14 if ace == "either" else 13
        self.columns = max(1, min(columns, row_count))
        self.lines = math.ceil(row_count / self.columns)
        column_width = (area.width - (self.columns - 1) * ROW_COLUMN_GAP) // self.columns \
            - label_room
        column = pygame.Rect(area.x, area.y, column_width, area.height)
        self.card_size = fitted_row_card(self.lines, self.slots, column, largest, overlap, gap)
        width, height = self.card_size
        self.area = area
        self.pitch_y = min(height + 8, area.height // self.lines)
        self.pitch_x = min(width + 6, column_width // self.slots)
        if label_room and (self.slots - 1) * self.pitch_x + width > column_width:
            self.pitch_x = (column_width - width) // (self.slots - 1)  # overlapping cards
        total_width = self.slots * self.pitch_x - (self.pitch_x - width)
        total_height = self.lines * self.pitch_y - (self.pitch_y - height)
        #: From one column of rows to the next.
        self.column_pitch = total_width + ROW_COLUMN_GAP + label_room
        block = self.columns * (total_width + label_room) + (self.columns - 1) * ROW_COLUMN_GAP
        self.x0 = area.centerx - block // 2 + label_room
        self.y0 = area.y + (area.height - total_height) // 2

    def slot_index(self, rank: int, at_high_end: bool = False) -> int:
        """Column of a rank in a row (the ace's column depends on the ace rule)."""
        if rank == 1:
            return {"low": 0, "high": 12}.get(self.ace, 13 if at_high_end else 0)
        return rank - 2 if self.ace == "high" else rank - 1

    def rect(self, row: int, index: int) -> pygame.Rect:
        """The Rect of slot ``index`` in ``row``."""
        column, line = divmod(row, self.lines)
        return pygame.Rect(self.x0 + column * self.column_pitch + index * self.pitch_x,
                           self.y0 + line * self.pitch_y, *self.card_size)

    def row_rect(self, row: int) -> pygame.Rect:
        """The whole row's band."""
        first, last = self.rect(row, 0), self.rect(row, self.slots - 1)
        return first.union(last)


def fitted_row_card(row_count: int, slots: int, area: pygame.Rect,
                    largest: tuple[int, int] | None = None,
                    overlap: float = 0.0, gap: int = 6) -> tuple[int, int]:
    """The size of a card on the rows: the usual size for the number of rows (or
    ``largest``), made smaller, keeping its shape, when the slots would not fit the area
    with each card covering at most ``overlap`` of the one before it (and ``gap`` px
    between two rows)."""
    width, height = largest or (theme.CARD_ROW if row_count <= 4 else theme.CARD_MINI)
    room_x = (area.width // slots - 3) / (1.0 - overlap)
    room_y = area.height // max(1, row_count) - gap
    scale = min(1.0, room_x / width, room_y / height)
    if scale >= 1.0:
        return (width, height)
    return (max(16, int(width * scale)), max(22, int(height * scale)))
