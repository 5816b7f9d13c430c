"""The results held upright (issue 30): the same settlement, notes, legend and buttons as
:class:`sevens.ui.results.ResultsScene`, laid out for a portrait canvas (720 wide) instead of
the landscape one shrunk into it.

Eleven Douque columns cannot stand side by side 720 pixels wide at a size a phone can read,
so each player gets a block: their name and this deal's result on the first line, every other
column as *heading value* after it, flowing onto as many lines as it needs (the covered or
held cards written as words, 4♠ 9♥ in their suits' colours,
:mod:`sevens.ui.results_cards`). The legend (one sentence per column) opens over the
settlement from its own button, like Show all hands. Every size here is written for a
390×844 phone (a 720×1558 canvas, 0.54 CSS px per logical px): body text at least 24 logical
px (13 CSS px; 12 on a 360-px-wide phone), buttons 88 tall (47 CSS px; 44 at 360 wide).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from sevens.ui import theme
from sevens.ui.results_cards import card_word_lines, draw_card_words
from sevens.ui.translation import text
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.results import ResultsScene

#: Margin at the canvas's edges, and between things.
PAD = 24
GAP = 12
#: Text sizes in logical px (on a 390-px phone, × 0.54 gives CSS px).
TITLE = 40
HEADING = 28
BODY = 24
SMALL = 24  # the least text: 12 CSS px on a 360-px-wide phone
BUTTON_TEXT = 24
BUTTON_HEIGHT = THUMB_HEIGHT
#: Small card faces in a player's block.
CARD = (40, 56)
#: The buttons in the grid under the title, two to a line, in this order.
TOP_BUTTONS = ("review", "other_seat", "all_hands", "legend")
#: The buttons on the bottom line, left to right (the last one, the primary, widest).
BOTTOM_BUTTONS = ("menu", "share", "next")
#: The width of a bottom button but the last, unless its labels need more.
NARROW_BUTTON = 200


@dataclass(frozen=True)
class PortraitResultsLayout:
    """Where the parts of the results go on a portrait canvas."""

    size: tuple[int, int]
    title_top: int
    info_top: int
    buttons: dict[str, pygame.Rect]
    board: pygame.Rect  # the settlement and its notes (the legend and all hands open here)
    summary: pygame.Rect


def portrait_results_layout(size: tuple[int, int], names: list[str],
                            widths: Mapping[str, int] | None = None) -> PortraitResultsLayout:
    """The layout for a canvas of ``size`` with the buttons named ``names`` (the results
    offer Review, another seat and Share only for some deals); the bottom buttons but the
    last :data:`NARROW_BUTTON` wide, or as ``widths`` asks (a label wider than that), the
    last taking the rest."""
    width, height = size
    inner = width - 2 * PAD
    buttons: dict[str, pygame.Rect] = {}
    top = [name for name in TOP_BUTTONS if name in names]
    grid_top = PAD + 50 + 3 * 30 + GAP  # the title, the rules' name, the link (two lines)
    half = (inner - GAP) // 2
    for index, name in enumerate(top):
        row, column = divmod(index, 2)
        buttons[name] = pygame.Rect(PAD + column * (half + GAP),
                                    grid_top + row * (BUTTON_HEIGHT + GAP), half, BUTTON_HEIGHT)
    rows = -(-len(top) // 2)
    board_top = grid_top + rows * (BUTTON_HEIGHT + GAP) + GAP - (GAP if not rows else 0)
    bottom = [name for name in BOTTOM_BUTTONS if name in names]
    line_top = height - PAD - BUTTON_HEIGHT
    narrow = {name: (widths or {}).get(name, NARROW_BUTTON) for name in bottom}
    rest = inner - sum(narrow[name] + GAP for name in bottom if name != "next")
    x = PAD
    for name in bottom:
        wide = rest if name == "next" else narrow[name]
        buttons[name] = pygame.Rect(x, line_top, wide, BUTTON_HEIGHT)
        x += wide + GAP
    summary = pygame.Rect(PAD, line_top - GAP - 104, inner, 104)
    board = pygame.Rect(PAD, board_top, inner, summary.top - GAP - board_top)
    return PortraitResultsLayout(size, PAD, PAD + 54, buttons, board, summary)


def details(scene: ResultsScene, entry: dict[str, Any]) -> tuple[str, str, list[Any]]:
    """A player's block: (name, this deal's result, [(column index, heading, value)...] for
    every other column with something in it)."""
    columns = scene.columns()
    cells = scene.cells(entry)
    result_index = len(columns) - 2  # the deal's money, chips or points
    items = []
    for index, ((heading, _, align), value) in enumerate(zip(columns, cells, strict=True)):
        if index in (0, result_index) or value in ("", []):
            continue
        items.append((index, heading, align, value))
    return cells[0], str(cells[result_index]), items


def _flow(scene: ResultsScene, items: list[Any], box: pygame.Rect, y: int,
          surface: pygame.Surface | None) -> int:
    """Lay the *heading value* pairs from ``y`` across ``box``, wrapping; cards get their
    own line of faces. Draws when ``surface`` is given; returns the y under the last line."""
    resources = scene.app.resources
    line = BODY + 8
    x = box.x
    for _index, heading, align, value in items:
        label = resources.text(heading, SMALL, theme.ACCENT)
        if align == "cards":
            if x > box.x:
                x, y = box.x, y + line
            # covered cards written as words, 4♠ 9♥ (issue 45: faces read at 9 CSS px)
            left = x + label.get_width() + GAP
            written = card_word_lines(resources, value, BODY, box.right - left)
            if surface is not None:
                surface.blit(label, (x, y + 1))
                draw_card_words(surface, resources, written, BODY, (left, y), line,
                                scene.app.settings.four_colour)
            y += len(written) * line
            continue
        shown = resources.text(value, BODY, scene.cell_colour(heading, value), bold=True)
        if shown.get_width() + label.get_width() + 8 > box.width:  # a long value: wrap it
            if x > box.x:
                x, y = box.x, y + line
            if surface is not None:
                surface.blit(label, (x, y + 1))
            y += line
            for part in resources.wrap(value, BODY, box.width, bold=True):
                if surface is not None:
                    surface.blit(resources.text(part, BODY, scene.cell_colour(heading, value),
                                                bold=True), (x, y))
                y += line
            continue
        need = label.get_width() + 8 + shown.get_width()
        if x > box.x and x + need > box.right:
            x, y = box.x, y + line
        if surface is not None:
            surface.blit(label, (x, y + 1))
            surface.blit(shown, (x + label.get_width() + 8, y))
        x += need + 28
    return y + (line if x > box.x else 0)


def player_blocks(scene: ResultsScene, box: pygame.Rect,
                  surface: pygame.Surface | None = None) -> int:
    """The settlement as one block per player, best place first, your block lit; returns
    the y under the last block (draws only when ``surface`` is given)."""
    resources = scene.app.resources
    players = sorted(scene.data["players"], key=lambda entry: (entry["place"], entry["seat"]))
    y = box.y
    for entry in players:
        name, result, items = details(scene, entry)
        inner = pygame.Rect(box.x + 16, y + 10, box.width - 32, 0)
        bottom = _flow(scene, items, inner, y + 10 + HEADING + 12, None) + 4
        block = pygame.Rect(box.x, y, box.width, bottom - y)
        if surface is not None:
            mine = entry["seat"] == scene.session.human_seat and not scene.session.autoplay
            if mine:
                surface.blit(resources.panel(block.size, theme.ACCENT, 40, radius=12), block)
            else:
                draw_panel(surface, resources, block, alpha=150)
            shown = resources.text(result, HEADING, scene.cell_colour("", result), bold=True)
            surface.blit(shown, shown.get_rect(topright=(inner.right, inner.y)))
            room = inner.width - shown.get_width() - GAP
            label = resources.text(name, HEADING, theme.TEXT, bold=True)
            if label.get_width() > room:
                label = resources.text(name, BODY, theme.TEXT, bold=True)
            surface.blit(label, (inner.x, inner.y + (shown.get_height()
                                                     - label.get_height()) // 2))
            _flow(scene, items, inner, inner.y + HEADING + 12, surface)
        y = block.bottom + 8
    return y


def note_lines(scene: ResultsScene, width: int) -> list[tuple[str, theme.Colour]]:
    """The lines under the settlement (:meth:`ResultsScene.note_lines`) wrapped to
    ``width`` at the portrait body size."""
    resources = scene.app.resources
    wrapped = []
    for line, colour in scene.note_lines():
        wrapped += [(part, colour) for part in resources.wrap(line, BODY, width)]
    return wrapped


def draw_portrait(scene: ResultsScene, surface: pygame.Surface) -> None:
    """The whole results scene on a portrait canvas."""
    resources = scene.app.resources
    layout = portrait_results_layout(scene.size, [button.name for button in scene.buttons])
    surface.blit(resources.felt, (0, 0))
    width = scene.size[0]
    session = scene.session
    title = text("results.title", deal=scene.deal_number, deals=session.deals)
    for size in range(TITLE, HEADING - 1, -2):
        rendered = resources.text(title, size, theme.TEXT, bold=True)
        if rendered.get_width() <= width - 2 * PAD:
            break
    surface.blit(rendered, (PAD, layout.title_top))
    y = layout.info_top
    rules_name = resources.text(text(f"preset.{session.rules_id}.title"), BODY, theme.ACCENT,
                                bold=True)
    surface.blit(rules_name, (PAD, y))
    for index, part in enumerate(link_lines(scene, width - 2 * PAD)[:2]):
        surface.blit(resources.text(part, SMALL, theme.TEXT_MUTED), (PAD, y + 30 + 28 * index))
    board = layout.board
    bottom = player_blocks(scene, board, surface)
    y = bottom + 4
    for line, colour in note_lines(scene, board.width - 8):
        if y + BODY + 6 > board.bottom:
            break
        surface.blit(resources.text(line, BODY, colour), (board.x + 4, y))
        y += BODY + 8
    if scene.show_hands:
        draw_hands_portrait(scene, surface, board)
    if scene.show_legend:  # over the summary too: it needs the room
        draw_legend_portrait(scene, surface, board.union(layout.summary))
    else:
        draw_summary_portrait(scene, surface, layout.summary)
    for button in scene.buttons:
        button.draw(surface, resources)


def link_lines(scene: ResultsScene, width: int) -> list[str]:
    """The line naming the link that replays the deal, wrapped to ``width`` (at most two
    lines are drawn). A long page address gives way to its query alone; the query is one
    word without spaces, wider than a phone's canvas, so where a line would still be too
    wide the text breaks after each ``&`` as well as at its spaces."""
    resources = scene.app.resources
    info = scene.link_text()
    if resources.text(info, SMALL, theme.TEXT_MUTED).get_width() > width:
        info = scene.link_text(full=False)
    lines = resources.wrap(info, SMALL, width)
    font = resources.font(SMALL, False, info)
    if all(font.size(line)[0] <= width for line in lines):
        return lines
    lines, line = [], ""
    for piece in (piece for piece in re.split(r"(?<=[ &])", info) if piece):
        if line and font.size((line + piece).rstrip(" "))[0] > width:
            lines.append(line.rstrip(" "))
            line = piece
        else:
            line += piece
    return [*lines, line.rstrip(" ")] if line else lines


def legend_lines(scene: ResultsScene, width: int) -> list[tuple[str, list[str]]]:
    """The legend as (heading, lines): each column's sentence wrapped to ``width``, its
    first line starting after the heading."""
    resources = scene.app.resources
    entries = []
    headings = [heading for heading, _, _ in scene.columns()]
    for heading, sentence in zip(headings, scene.explanations(), strict=True):
        gutter = resources.text(heading, SMALL, theme.ACCENT, bold=True).get_width() + 10
        first = resources.wrap(sentence, SMALL, width - gutter)[0]
        rest = sentence[len(first):].strip()
        entries.append((heading, [first, *(resources.wrap(rest, SMALL, width) if rest else [])]))
    return entries


def draw_legend_portrait(scene: ResultsScene, surface: pygame.Surface,
                         box: pygame.Rect) -> bool:
    """What every column means, over the settlement; False when some of it had no room."""
    resources = scene.app.resources
    surface.fill(theme.FELT_EDGE, box)
    draw_panel(surface, resources, box, alpha=235)
    y = box.y + 14
    surface.blit(resources.text(text("results.legend_title"), HEADING, theme.ACCENT, bold=True),
                 (box.x + 16, y))
    y += HEADING + 14
    step = SMALL + 6
    for heading, lines in legend_lines(scene, box.width - 32):
        if y + len(lines) * step > box.bottom - 8:
            return False
        label = resources.text(heading, SMALL, theme.ACCENT, bold=True)
        surface.blit(label, (box.x + 16, y))
        for index, line in enumerate(lines):
            x = box.x + 16 + (label.get_width() + 10 if index == 0 else 0)
            surface.blit(resources.text(line, SMALL, theme.TEXT), (x, y))
            y += step
        y += 6
    return True


def draw_hands_portrait(scene: ResultsScene, surface: pygame.Surface,
                        box: pygame.Rect) -> None:
    """Every hand as dealt, over the settlement: a seat's name, then its cards on a line."""
    from sevens.ui.hands_view import hand_rows

    resources = scene.app.resources
    session = scene.session
    surface.fill(theme.FELT_EDGE, box)
    draw_panel(surface, resources, box, alpha=235)
    code = session.game.deal_code if session.game.seed is not None else ""
    title = text("hands.dealt", code=code) if code else text("hands.dealt_plain")
    y = box.y + 12
    for line in resources.wrap(title, SMALL, box.width - 32):
        surface.blit(resources.text(line, SMALL, theme.TEXT), (box.x + 16, y))
        y += SMALL + 6
    rows = hand_rows(session, session.game.initial_hands())
    step = max(1, (box.bottom - 8 - y) // max(1, len(rows)))
    card_height = min(CARD[1] + 14, step - BODY - 10)
    card = (round(card_height * 5 / 7), card_height)
    for seat, name, cards in rows:
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surface, colour, (box.x + 24, y + BODY // 2 + 2), 7)
        surface.blit(resources.text(name, BODY, theme.TEXT, bold=True), (box.x + 40, y))
        room = box.width - 32 - card[0]
        pitch = min(card[0] + 3, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for number, dealt in enumerate(cards):
            scene.app.art.draw_card(surface, dealt, card,
                                    (box.x + 16 + number * pitch, y + BODY + 6), shadow=False)
        y += step


def draw_summary_portrait(scene: ResultsScene, surface: pygame.Surface,
                          box: pygame.Rect) -> None:
    """Your line (or the match's winner, in gold) in its box over the bottom buttons, on up
    to three lines."""
    resources = scene.app.resources
    line, banner = scene.summary_line()
    if banner:
        surface.blit(resources.panel(box.size, theme.PANEL, 235, radius=14,
                                     border=theme.ACCENT, border_width=3), box)
    else:
        draw_panel(surface, resources, box, alpha=190, border=theme.PANEL_BORDER, radius=14)
    colour = theme.ACCENT if banner else theme.TEXT
    for size in (HEADING, BODY):
        lines = resources.wrap(line, size, box.width - 32, bold=True)
        if len(lines) * (size + 6) <= box.height - 12:
            break
    lines = lines[:max(1, (box.height - 12) // (size + 6))]
    pitch = size + 6
    top = box.centery - len(lines) * pitch // 2
    for index, part in enumerate(lines):  # each line in the middle of its pitch
        rendered = resources.text(part, size, colour, bold=True)
        surface.blit(rendered, rendered.get_rect(center=(box.centerx,
                                                         top + index * pitch + pitch // 2)))
