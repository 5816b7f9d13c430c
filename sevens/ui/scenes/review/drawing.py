"""Drawing the Review from its places (:class:`~sevens.ui.scenes.review.layout.ReviewPlaces`):
the header, the decision list, the selected decision's lines, the seat and the buttons."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.geometry.page import lines_at
from sevens.ui.geometry.text import ScrollRegion, Tone
from sevens.ui.painting import colour_of, draw_scrollbar, draw_words
from sevens.ui.scenes.review.detail import Line
from sevens.ui.widgets import Button, Stepper, draw_panel

if TYPE_CHECKING:
    from sevens.ui.cardart import CardArt
    from sevens.ui.resources import Resources
    from sevens.ui.scenes.review.layout import ReviewPlaces
    from sevens.ui.scenes.review.words import ListEntry

__all__ = ["draw_detail", "draw_list", "draw_review", "scrollbar_track"]


def draw_review(surface: pygame.Surface, resources: Resources, art: CardArt,
                places: ReviewPlaces, summary: tuple[str, Tone, bool],
                entries: Sequence[ListEntry], view: tuple[int, int],
                lines: list[Line], detail: ScrollRegion,
                controls: Sequence[Button | Stepper]) -> None:
    """The whole Review: the header with ``summary`` (text, tone, bold), the list of
    ``entries`` (``view``: scrolled to, and selected), the detail's ``lines`` as ``detail``
    is scrolled, and the ``controls``."""
    surface.blit(resources.felt, (0, 0))
    draw_words(surface, resources, (places.title, places.rules_name))
    text, tone, bold = summary
    box, size, count = places.summary, places.summary_size, places.summary_lines
    draw_words(surface, resources, lines_at(resources.wrap(text, size, box.width, bold=bold)[
        :count], box.x, box.y, size, box.height // count, tone, bold))
    draw_list(surface, resources, places, entries, *view)
    draw_detail(surface, resources, art, places, lines, detail)
    for control in controls:
        control.draw(surface, resources)


def draw_list(surface: pygame.Surface, resources: Resources, places: ReviewPlaces,
              entries: Sequence[ListEntry], scroll: int, selected: int) -> None:
    """A row per decision on show: its number, what was played, the note on it (on a line
    of its own where both do not fit), the costliest marked."""
    panel = places.list_box
    draw_panel(surface, resources, pygame.Rect(panel), alpha=170)
    visible = places.visible_rows()
    radius = min(10, max(6, places.row_pitch // 5))
    for number in range(scroll, min(len(entries), scroll + visible)):
        entry, rect = entries[number], pygame.Rect(places.row_box(number, scroll))
        if number == selected:
            surface.blit(resources.panel(rect.size, theme.ACCENT, 60, radius=radius,
                                         border=theme.ACCENT), rect)
        elif number > scroll:
            pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x + 8, rect.y - 2),
                             (rect.right - 8, rect.y - 2))
        label = resources.text(f"{number + 1}.", places.list_small, theme.TEXT_MUTED)
        move = resources.text(entry.move, places.list_move, theme.TEXT, bold=True)
        note = resources.text(entry.note, places.list_small, colour_of(entry.tone))
        move_x = rect.x + places.move_x
        one_line = move_x + move.get_width() + 16 + note.get_width() <= rect.right - 8
        top = rect.centery - move.get_height() // 2 if one_line else rect.y + 6
        middle = top + move.get_height() // 2
        surface.blit(label, label.get_rect(midright=(rect.x + places.number_right, middle)))
        surface.blit(move, (move_x, top))
        if entry.costly:
            pygame.draw.circle(surface, theme.DANGER, (rect.x + places.mark[0], middle),
                               places.mark[1])
        note_y = middle if one_line else rect.bottom - 6 - note.get_height() // 2
        surface.blit(note, note.get_rect(midright=(rect.right - 8, note_y)))
    draw_scrollbar(surface, scrollbar_track(panel), ScrollRegion(visible, len(entries), scroll))
    draw_words(surface, resources, places.keys)


def draw_detail(surface: pygame.Surface, resources: Resources, art: CardArt,
                places: ReviewPlaces, lines: list[Line], region: ScrollRegion) -> None:
    """The selected decision's lines as ``region`` (in px) is scrolled: the cards clipped at
    the panel's edges, the words of the lines wholly in view."""
    draw_panel(surface, resources, pygame.Rect(places.detail_box), alpha=170)
    view = places.detail_view
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(view).inflate(8, 8))  # a row's cards reach under the next
    top = 0
    for line in lines:
        y = view.y + top - region.offset
        if region.shows(top, line.height):
            draw_words(surface, resources, [replace(words, x=view.x + words.x, y=y + words.y)
                                            for words in line.words])
            for x, middle, seat in line.dots:
                pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)],
                                   (view.x + x, y + middle), max(5, places.body // 3))
        for face in line.cards:
            rect = art.draw_card(surface, face.card, face.size, (view.x + face.x, y + face.y),
                                 shadow=False, dimmed=face.dimmed)
            if face.ring is not None:
                pygame.draw.rect(surface, colour_of(face.ring), rect.inflate(4, 4),
                                 2 if face.size[0] < 40 else 3, border_radius=5)
        top += line.height
    surface.set_clip(clip)
    draw_scrollbar(surface, scrollbar_track(places.detail_box), region)



def scrollbar_track(panel: tuple[int, int, int, int]) -> pygame.Rect:
    """Where a panel's scroll bar runs: down its right edge, inside its rounded corners."""
    panel = pygame.Rect(panel)
    return pygame.Rect(panel.right - 9, panel.y + 10, 5, panel.height - 20)
