"""Where the house-rules editor puts its pieces on a desktop's landscape canvas of any width
(a 16:10 window gives 1152×720, a 4:3 one 960×720).

1280 wide keeps the positions it was first drawn with; a narrower canvas shares its width
between the two columns of options, and Cancel and Apply keep to its right edge. A wider
canvas shows the page at 1280×720 in its middle (:class:`sevens.ui.scene.Scene`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.ui.viewport import LANDSCAPE

__all__ = ["HouseRulesPlaces", "house_rules_places"]

#: Options per column in the house-rules editor.
OPTION_ROWS = 9


@dataclass(frozen=True)
class HouseRulesPlaces:
    """The house-rules editor's places on a desktop canvas of one width."""

    width: int
    #: The width of a column of options and of a stepper's label.
    column_width: int
    label_width: int
    apply: pygame.Rect
    cancel: pygame.Rect
    reset: pygame.Rect
    #: Where the reason Apply is off starts, how wide it runs, its type and most lines.
    error_topleft: tuple[int, int]
    error_width: int
    error_size: int
    error_lines: int

    @property
    def base(self) -> pygame.Rect:
        """The Based on stepper, over the first column."""
        return pygame.Rect(64, 108, self.column_width, 34)

    def option(self, index: int) -> pygame.Rect:
        """Where option ``index`` goes: two aligned columns of :data:`OPTION_ROWS`."""
        column, row = divmod(index, OPTION_ROWS)
        return pygame.Rect(64 + column * (self.column_width + 48), 166 + row * 52,
                           self.column_width, 34)


def house_rules_places(width: int) -> HouseRulesPlaces:
    """The house-rules editor on a desktop canvas ``width`` wide (1280 as first drawn)."""
    if width >= LANDSCAPE[0]:
        return HouseRulesPlaces(width=LANDSCAPE[0], column_width=552, label_width=230,
                                apply=pygame.Rect(1064, 648, 160, 44),
                                cancel=pygame.Rect(894, 648, 160, 44),
                                reset=pygame.Rect(64, 648, 250, 44), error_topleft=(330, 650),
                                error_width=560, error_size=15, error_lines=2)
    column = (width - 176) // 2
    cancel = pygame.Rect(width - 386, 648, 160, 44)
    return HouseRulesPlaces(width=width, column_width=column,
                            label_width=min(230, column - 200),
                            apply=pygame.Rect(width - 216, 648, 160, 44), cancel=cancel,
                            reset=pygame.Rect(64, 648, 250, 44), error_topleft=(326, 644),
                            error_width=cancel.x - 12 - 326, error_size=13, error_lines=4)
