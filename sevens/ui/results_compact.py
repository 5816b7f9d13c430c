"""The results' legend and deal link on a phone turned sideways (issue 30).

A compact landscape canvas (:attr:`sevens.ui.scene.Scene.compact`: 844×390 shows 1558×720 at
0.54 CSS px a logical px) would show the landscape legend at 6–8 CSS px and the deal link at 7.
Here both take the legend's place under the settlement at
:data:`~sevens.ui.theme.COMPACT_TEXT` (24 px: 13 CSS px there): the legend's title, then the
explanations from the column pointed at or tapped (the first one before any), as many whole
ones as fit, and at the bottom the link that replays the deal, broken inside the address where
need be (:mod:`sevens.ui.link_wrap`; the query alone when the whole address would not fit on
two lines). The buttons stand thumb-tall in a column right of the settlement where the canvas
is wide enough for one (844×390 gives 1558, 740×360 gives 1480) and every label the buttons
can show fits it on one line.

A canvas with no room for the column (640×360 and 667×375 give 1280 and 1281, shown at 0.5 CSS
px a logical px), or for a label in it, puts the buttons in a row along the foot instead, each
:data:`~sevens.ui.viewport.THUMB_HEIGHT` tall (44 CSS px there) and as wide as the widest
label it can show needs or more, Next (or New match) at the right; your line, or the match's
winner in gold, then moves up beside the title, and the legend and Show all hands end above the row.

A compact canvas narrower than 1280 (a 568×320 phone gives 1136×640, shown at 0.5 CSS px a
logical px too) has the settlement, its notes, the legend, Show all hands and the row of
buttons span it less :data:`~sevens.ui.results_table_compact.MARGIN_MIN` either side
(:func:`~sevens.ui.results_table_compact.panel_span`), the title and the rule system's name
moving in with them; the row's labels are set at :data:`ROW_TEXT`'s second size where the
first leaves a label too little room. The narrowest (a 480×360 window's 960×720) is laid out
the same on its own canvas, thumb-tall buttons and 11-CSS-px text kept: the row's labels take
two lines where one leaves them too little room (none narrower than a thumb), the title steps
down where your line beside it would need three lines (Japanese), and a settlement too wide
even with its cells on two lines (Douque's eleven columns) sets its columns closer
(:func:`~sevens.ui.results_table_compact.compact_table`). It was drawn 1136 wide and scaled
down into the canvas: buttons 37 CSS px tall, text 10 CSS px.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import results_table_compact, theme
from sevens.ui.link_wrap import fitted_link
from sevens.ui.results_labels import MIN_PAD, label_width
from sevens.ui.theme import COMPACT_TEXT
from sevens.ui.translation import text
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.results import ResultsScene

__all__ = ["compact_legend_rect", "compact_link_lines", "draw_compact", "draw_compact_legend",
           "draw_legend_and_summary", "foot_row_top", "hands_rect", "has_column",
           "place_compact_buttons", "row_span", "rules_name_right", "title_x"]

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
#: The narrowest column worth having; a narrower canvas puts the buttons along the foot.
COLUMN_MIN = 200
#: The row along the foot, left to right: Next (or New match) last, under the thumb.
FOOT_ROW = ("review", "other_seat", "all_hands", "share", "menu", "next")
#: The row's span (the settlement's), the gap between its buttons, its margin at the foot.
ROW_LEFT, ROW_RIGHT, ROW_GAP, FOOT_MARGIN = 40, 1240, 10, 8
#: Room either side of a button's label in the row.
LABEL_PAD = 24
#: The row's label sizes: the first that leaves every label
#: :data:`~sevens.ui.results_labels.MIN_PAD` either side (12 CSS px at 0.5), else 11 CSS px.
ROW_TEXT = (COMPACT_TEXT, COMPACT_TEXT - 2)
#: Above the row, the room the legend and Show all hands leave.
ABOVE_ROW = 10
#: Your line's box beside the title: its top and height.
SUMMARY_TOP, SUMMARY_HEIGHT = 10, 56
#: Your line's sizes beside the title: one line at the first that fits, else two at the last
#: (22 px: 11 CSS px at 640×360).
SUMMARY_SIZES = (COMPACT_TEXT, COMPACT_TEXT - 2)
#: The rule system's name at the top right (11 CSS px at 0.5 CSS px a logical px).
RULES_NAME = results_table_compact.SMALL_TEXT
#: Where the legend ends above your line's box when the buttons stand in a column.
LEGEND_BOTTOM = 640


def compact_link_lines(scene: ResultsScene, width: int) -> list[str]:
    """The link (or deal code) wrapped to ``width`` at the compact size
    (:func:`~sevens.ui.link_wrap.fitted_link`): the whole address when it fits on two lines,
    else the query alone, broken inside the address where a line would run past ``width``
    (a web address is one word with no space in it), never cut short."""
    versions = [version for version in (scene.link_text(full=True), scene.link_text(full=False))
                if version]
    return fitted_link(scene.app.resources, versions, COMPACT_TEXT, width, LINK_LINES)


def draw_compact_legend(scene: ResultsScene, surface: pygame.Surface) -> int:
    """The legend and the deal link in the legend's box, thumb-readable (the link alone
    where the box has no room above it for the legend's title: a short canvas's settlement
    with two-line rows); returns how many columns' explanations were shown."""
    resources = scene.app.resources
    box = compact_legend_rect(scene)
    width = box.width - 2 * PAD
    link = compact_link_lines(scene, width)
    if box.height < 2 * LINE + 2 * PAD - 8:
        return 0
    draw_panel(surface, resources, box, alpha=140)
    x, y = box.x + PAD, box.y + PAD - 4
    bottom = box.bottom - PAD + 4 - len(link) * LINE
    shown = 0
    if y + LINE + 4 <= bottom:
        shown = draw_explanations(scene, surface, (x, y), width, bottom)
    y = bottom
    for line in link:
        surface.blit(resources.text(line, COMPACT_TEXT, theme.TEXT_MUTED), (x, y))
        y += LINE
    return shown


def draw_explanations(scene: ResultsScene, surface: pygame.Surface, at: tuple[int, int],
                      width: int, bottom: int) -> int:
    """The legend's title and hint at ``at``, then the explanations from the column pointed
    at or tapped (the first before any), as many whole ones as end above ``bottom``;
    returns how many were shown."""
    resources = scene.app.resources
    x, y = at
    title = resources.text(text("results.legend_title"), TITLE, theme.ACCENT, bold=True)
    surface.blit(title, (x, y))
    hint = resources.text(text("results.legend_hint"), COMPACT_TEXT, theme.TEXT_MUTED)
    if title.get_width() + 16 + hint.get_width() <= width:
        surface.blit(hint, (x + title.get_width() + 16, y + TITLE - COMPACT_TEXT))
    y += LINE + 4
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
    return shown


def row_span(size: tuple[int, int]) -> tuple[int, int]:
    """Left and right ends of the settlement, its legend and the row of buttons on a compact
    canvas of ``size``: :data:`ROW_LEFT` to :data:`ROW_RIGHT` on one 1280 wide or wider
    (:func:`~sevens.ui.results_table_compact.panel_span`), 20 to 1116 on 1136×640."""
    left, width = results_table_compact.panel_span(size)
    return left, left + width


def title_x(scene: ResultsScene) -> int:
    """Where the title starts: 44 (the desktop's), or 4 in from a narrower compact span."""
    return row_span(scene.size)[0] + 4 if scene.compact else 44


def rules_name_right(scene: ResultsScene) -> int:
    """Where the rule system's name ends at the top right: 1236 (the desktop's), or 4 in
    from a narrower compact span."""
    return row_span(scene.size)[1] - 4 if scene.compact else 1236


def has_column(size: tuple[int, int]) -> bool:
    """True when a compact canvas of ``size`` has room for the column of buttons right of
    the settlement (1558 wide at 844×390, 1480 at 740×360; not 1280 at 640×360)."""
    return size[0] - 14 - COLUMN_X >= COLUMN_MIN


def foot_row_top(size: tuple[int, int]) -> int:
    """The top of the row of buttons along the foot of a canvas with no column."""
    return size[1] - FOOT_MARGIN - THUMB_HEIGHT


def legend_bottom(scene: ResultsScene) -> int:
    """Where the legend ends: above your line's box, or above the row of buttons."""
    if scene.button_column:
        return LEGEND_BOTTOM
    return foot_row_top(scene.size) - ABOVE_ROW


def compact_legend_rect(scene: ResultsScene) -> pygame.Rect:
    """The legend's box: under the settlement and its notes
    (:mod:`sevens.ui.results_table_compact`), down to :func:`legend_bottom`."""
    top = scene.table_bottom + results_table_compact.notes_height(scene)
    left, width = results_table_compact.panel_span(scene.size)
    return pygame.Rect(left, top, width, legend_bottom(scene) - top)


def hands_rect(scene: ResultsScene, rect: pygame.Rect) -> pygame.Rect:
    """Show all hands' panel: ``rect`` (the landscape one), ending above the row of buttons
    where they run along the foot of a compact canvas."""
    if not scene.compact or scene.button_column:
        return rect
    left, width = results_table_compact.panel_span(scene.size)
    return pygame.Rect(left, rect.y, min(rect.width, width),
                       min(rect.height, foot_row_top(scene.size) - ABOVE_ROW - rect.y))


def hands_text(scene: ResultsScene) -> int:
    """Show all hands' title and names: :data:`RULES_NAME` on a compact canvas, else 14."""
    return RULES_NAME if scene.compact else 14


def summary_rect(scene: ResultsScene) -> pygame.Rect:
    """Your line's box when the buttons run along the foot: right of the title, left of the
    rule system's name, across the top."""
    title = text("results.title", deal=scene.deal_number, deals=scene.session.deals)
    return summary_box(scene, title_x(scene) + scene.title_surface(title).get_width() + 20)


def summary_box(scene: ResultsScene, left: int) -> pygame.Rect:
    """Your line's box across the top from ``left`` to the rule system's name."""
    rules_name = scene.app.resources.text(text(f"preset.{scene.session.rules_id}.title"),
                                          RULES_NAME, theme.ACCENT, bold=True)
    right = rules_name_right(scene) - rules_name.get_width() - 16
    return pygame.Rect(left, SUMMARY_TOP, right - left, SUMMARY_HEIGHT)


def summary_fits(scene: ResultsScene, left: int) -> bool:
    """True when your line (or the winner's banner) fits its box from ``left`` on at most
    two lines at :data:`SUMMARY_SIZES`' last size (as
    :meth:`~sevens.ui.results_notes.ResultsNotes.fitted` sets it)."""
    line, banner = scene.summary_line()
    width = summary_box(scene, left).width - 24 - (96 if banner else 0)
    return len(scene.app.resources.wrap(line, SUMMARY_SIZES[-1], width, bold=True)) <= 2


def draw_compact(scene: ResultsScene, surface: pygame.Surface) -> None:
    """The settlement and its notes (:mod:`sevens.ui.results_table_compact`), then the
    legend and your line (:func:`draw_legend_and_summary`)."""
    results_table_compact.draw_compact_table(scene, surface, legend_bottom(scene))
    results_table_compact.draw_compact_notes(scene, surface)
    draw_legend_and_summary(scene, surface)


def draw_legend_and_summary(scene: ResultsScene, surface: pygame.Surface) -> None:
    """The legend (:func:`draw_compact_legend`), then your line (or the winner's banner):
    where the landscape results put it, under the legend, beside a column of buttons; else
    beside the title, at :data:`SUMMARY_SIZES`."""
    draw_compact_legend(scene, surface)
    if scene.button_column:
        scene.draw_summary(surface)
        return
    scene.draw_summary(surface, summary_rect(scene), SUMMARY_SIZES[:-1], SUMMARY_SIZES[-1])


def row_widths(naturals: list[int], room: int) -> list[int]:
    """Widths for buttons whose labels need ``naturals`` across ``room``: each at least its
    need, the rest shared so that the narrow ones grow to a common width first; shrunk in
    proportion (their labels then take two lines) when the needs alone overrun ``room``, none
    narrower than a thumb (:data:`~sevens.ui.viewport.THUMB_HEIGHT`)."""
    naturals = [max(THUMB_HEIGHT, need) for need in naturals]  # Menu's at 960 wide
    if sum(naturals) >= room:
        widths = [need * room // sum(naturals) for need in naturals]
        short = [index for index, width in enumerate(widths) if width < THUMB_HEIGHT]
        if short:  # a thumb wide at least, the others shrunk the more
            rest = room - THUMB_HEIGHT * len(short)
            wide = sum(need for index, need in enumerate(naturals) if index not in short)
            widths = [THUMB_HEIGHT if index in short else need * rest // wide
                      for index, need in enumerate(naturals)]
    else:
        level = room // len(naturals)
        while sum(max(need, level) for need in naturals) > room:
            level -= 1
        widths = [max(need, level) for need in naturals]
    widths[-1] += room - sum(widths)  # the last (Next) takes the odd pixels
    return widths


def place_foot_row(scene: ResultsScene) -> None:
    """The buttons in a row along the foot (:data:`FOOT_ROW`) across :func:`row_span`,
    thumb-tall, each as wide as the widest label it can show
    (:func:`~sevens.ui.results_labels.labels`) at the first of :data:`ROW_TEXT` that leaves
    every label :data:`~sevens.ui.results_labels.MIN_PAD` either side needs with
    :data:`LABEL_PAD` either side, or more; with less room either side (down to
    :data:`~sevens.ui.results_labels.MIN_PAD`) where the row is full."""
    resources = scene.app.resources
    named = {button.name: button for button in scene.buttons}
    row = [named[name] for name in FOOT_ROW if name in named]
    left, right = row_span(scene.size)
    room = right - left - ROW_GAP * (len(row) - 1)
    for size in ROW_TEXT:
        needs = [label_width(resources, button, size) for button in row]
        if sum(needs) + 2 * MIN_PAD * len(row) <= room:
            break
    for button in row:
        button.size = size
    pad = max(MIN_PAD, min(LABEL_PAD, (room - sum(needs)) // (2 * len(row))))
    widths = row_widths([need + 2 * pad for need in needs], room)
    x, top = left, foot_row_top(scene.size)
    for button, width in zip(row, widths, strict=True):
        button.rect = pygame.Rect(x, top, width, THUMB_HEIGHT)
        x += width + ROW_GAP


def place_compact_buttons(scene: ResultsScene) -> None:
    """Review, another seat, all hands and Share down the right of a compact canvas, Menu and
    Next at the foot of that column, each :data:`~sevens.ui.viewport.THUMB_HEIGHT` tall with
    :data:`COMPACT_TEXT` labels; a canvas with no room beside the settlement (1280 wide), or
    whose column is too narrow for one of the labels the buttons can show on one line
    (:func:`~sevens.ui.results_labels.labels`: 1480 wide leaves 204, too narrow for *Play it
    from your seat* or 共有しませんでした), puts them in a row along the foot
    (:func:`place_foot_row`) and says so in the scene's ``button_column``."""
    for button in scene.buttons:
        button.size, button.wrap = COMPACT_TEXT, True
    width, height = scene.size
    column = width - 14 - COLUMN_X
    resources = scene.app.resources
    scene.button_column = has_column(scene.size) and all(
        label_width(resources, button) + 2 * MIN_PAD <= column for button in scene.buttons)
    if not scene.button_column:
        place_foot_row(scene)
        return
    named = {button.name: button for button in scene.buttons}
    places = [name for name in COLUMN_TOP if name in named]
    for index, name in enumerate(places):
        named[name].rect = pygame.Rect(COLUMN_X, 12 + index * (THUMB_HEIGHT + 8), column,
                                       THUMB_HEIGHT)
    foot = height - 8 - THUMB_HEIGHT
    named["next"].rect = pygame.Rect(COLUMN_X, foot, column, THUMB_HEIGHT)
    named["menu"].rect = pygame.Rect(COLUMN_X, foot - 8 - THUMB_HEIGHT, column, THUMB_HEIGHT)
