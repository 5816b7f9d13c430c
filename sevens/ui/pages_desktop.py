"""Where the rules page and the house-rules editor put their pieces on a desktop's landscape
canvas of any width (a 16:10 window gives 1152×720, a 4:3 one 960×720).

1280 wide keeps the positions they were first drawn with; a narrower canvas shares its width
between the two panels (rules) or the two columns of options (house rules), and Back, Cancel
and Apply keep to its right edge. A wider canvas shows either page at 1280×720 in its middle
(:class:`sevens.ui.scene.Scene`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from sevens.ui.messages import text
from sevens.ui.viewport import LANDSCAPE

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["HouseRulesPlaces", "house_rules_places", "rules_panels"]

#: Options per column in the house-rules editor.
OPTION_ROWS = 9


def rules_panels(resources: Resources,
                 width: int) -> tuple[pygame.Rect, pygame.Rect, list[str]]:
    """The rules' and the terms' panels on a desktop canvas ``width`` wide and the lines of
    keys under them: 1280 wide as first drawn; narrower, the panels share the width and end
    higher when the keys need more lines."""
    keys = resources.wrap(text("rules.keys"), 15, width - 320)
    bottom = min(636, 698 - 20 * len(keys))
    rules_width = round((width - 124) * 560 / 1156)
    return (pygame.Rect(56, 110, rules_width, bottom - 110),
            pygame.Rect(68 + rules_width, 110, width - 124 - rules_width, bottom - 110),
            keys)


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
