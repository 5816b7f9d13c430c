"""The results' legend and deal link on a phone turned sideways (issue 30).

A compact landscape canvas (:attr:`sevens.ui.scene.Scene.compact`: 844×390 shows 1558×720 at
0.54 CSS px a logical px) would show the landscape legend at 6–8 CSS px and the deal link at 7.
Here both take the legend's place under the settlement at
:data:`~sevens.ui.layout.COMPACT_TEXT` (24 px: 13 CSS px there): the legend's title, then the
explanations from the column pointed at or tapped (the first one before any), as many whole
ones as fit, and at the bottom the link that replays the deal, broken inside the address where
need be (:mod:`sevens.ui.link_wrap`; the query alone when the whole address would not fit on
two lines). The buttons stand thumb-tall in a column right of the settlement where the canvas
is wider than 1280 (a phone's is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.layout import COMPACT_TEXT
from sevens.ui.link_wrap import fitted_link
from sevens.ui.messages import text
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.results import ResultsScene

__all__ = ["compact_link_lines", "draw_compact_legend", "place_compact_buttons"]

#: The legend's title, a little larger than its lines.
TITLE = COMPACT_TEXT + 2
LINE = COMPACT_TEXT + 6  # from one line to the next
PAD = 14
#: Where the column of buttons starts, right of the settlement (which keeps 1280×720's places).
COLUMN_X = 1262
#: The buttons in the column from the top; Menu and Next (or New match) sit at its foot.
COLUMN_TOP = ("review", "other_seat", "all_hands", "share")
#: The lines the link takes at most before the query stands for the whole address.
LINK_LINES = 2


def compact_link_lines(scene: ResultsScene, width: int) -> list[str]:
    """The link (or deal code) wrapped to ``width`` at the compact size
    (:func:`~sevens.ui.link_wrap.fitted_link`): the whole address when it fits on two lines,
    else the query alone, broken inside the address where a line would run past ``width``
    (a web address is one word with no space in it), never cut short."""
    versions = [version for version in (scene.link_text(full=True), scene.link_text(full=False))
                if version]
    return fitted_link(scene.app.resources, versions, COMPACT_TEXT, width, LINK_LINES)


def draw_compact_legend(scene: ResultsScene, surface: pygame.Surface) -> int:
    """The legend and the deal link in the legend's box, thumb-readable; returns how many
    columns' explanations were shown."""
    resources = scene.app.resources
    box = scene.legend_rect()
    width = box.width - 2 * PAD
    link = compact_link_lines(scene, width)
    if box.height < 2 * LINE + 2 * PAD - 8:
        return 0
    draw_panel(surface, resources, box, alpha=140)
    x, y = box.x + PAD, box.y + PAD - 4
    title = resources.text(text("results.legend_title"), TITLE, theme.ACCENT, bold=True)
    surface.blit(title, (x, y))
    hint = resources.text(text("results.legend_hint"), COMPACT_TEXT, theme.TEXT_MUTED)
    if title.get_width() + 16 + hint.get_width() <= width:
        surface.blit(hint, (x + title.get_width() + 16, y + TITLE - COMPACT_TEXT))
    y += LINE + 4
    bottom = box.bottom - PAD + 4 - len(link) * LINE
    headings = [heading for heading, _, _ in scene.columns()]
    explanations = scene.explanations()
    first = scene.focus_column if scene.focus_column is not None else 0
    shown = 0
    for index in range(first, len(headings)):
        label = resources.text(headings[index], COMPACT_TEXT, theme.ACCENT, bold=True)
        gutter = label.get_width() + 12
        lines = resources.wrap(explanations[index], COMPACT_TEXT, width - gutter)
        if y + len(lines) * LINE > bottom:
            break
        surface.blit(label, (x, y))
        ink = theme.TEXT if index == scene.focus_column or scene.focus_column is None \
            else theme.TEXT_MUTED
        for line in lines:
            surface.blit(resources.text(line, COMPACT_TEXT, ink), (x + gutter, y))
            y += LINE
        shown += 1
    y = bottom
    for line in link:
        surface.blit(resources.text(line, COMPACT_TEXT, theme.TEXT_MUTED), (x, y))
        y += LINE
    return shown


def place_compact_buttons(scene: ResultsScene) -> None:
    """Review, another seat, all hands and Share down the right of a compact canvas, Menu and
    Next at the foot of that column, each :data:`~sevens.ui.viewport.THUMB_HEIGHT` tall with
    :data:`COMPACT_TEXT` labels; a canvas with no room beside the settlement (1280 wide)
    keeps the landscape places."""
    width, height = scene.size
    column = width - 14 - COLUMN_X
    if column < 200:
        return
    named = {button.name: button for button in scene.buttons}
    places = [name for name in COLUMN_TOP if name in named]
    for index, name in enumerate(places):
        named[name].rect = pygame.Rect(COLUMN_X, 12 + index * (THUMB_HEIGHT + 8), column,
                                       THUMB_HEIGHT)
    foot = height - 8 - THUMB_HEIGHT
    named["next"].rect = pygame.Rect(COLUMN_X, foot, column, THUMB_HEIGHT)
    named["menu"].rect = pygame.Rect(COLUMN_X, foot - 8 - THUMB_HEIGHT, column, THUMB_HEIGHT)
    for button in scene.buttons:
        button.size = COMPACT_TEXT
