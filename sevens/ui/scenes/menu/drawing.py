"""Drawing the menu from its places (:class:`~sevens.ui.scenes.menu.layout.MenuPlaces`): the
felt, the title, the rule systems, the notes under them, the deck's sevens, the notice (a
toast).

The notice stands in a place of its own (:attr:`.MenuPlaces.toast`) and never reaches below
it; a notice longer than its place holds is shown in pages (a click turns them), each
sentence on a page of its own where that takes no more pages, and a word too wide for a line
(a folder's path) is broken after a ``/`` (:mod:`sevens.ui.links`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

import sevens
from sevens.app import translation
from sevens.app.translation import text
from sevens.cards import SUIT_SYMBOLS
from sevens.rules import player_range
from sevens.ui import theme
from sevens.ui.geometry.page import lines_at
from sevens.ui.geometry.text import Tone, pack_pages
from sevens.ui.links import fitted_link, link_line_fits
from sevens.ui.painting import colour_of, draw_words
from sevens.ui.scenes.menu.layout import DESCRIPTION_SIZES, LINE_GAP, MenuPlaces
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.ui.geometry.boxes import Box
    from sevens.ui.resources import Resources

__all__ = ["MenuView", "description_lines", "draw_menu", "draw_toast", "toast_pages"]

#: Above and below a notice's lines, together; the most lines a page of it holds.
PADDING, MOST_LINES = 18, 3
#: A notice's 'i' disc, by whether the canvas is for thumbs (larger): its middle and size in
#: the panel, and where the lines start, right of it.
DISC = {False: (22, 20, 20, 42), True: (24, 24, 32, 56)}
#: The count of notices waiting stands this far in from the panel's right, the lines as far
#: from it (or from the right where none waits).
WAITING_INSET = 12
#: Where one sentence of a notice ends and the next begins.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=[。！？])")


@dataclass(frozen=True)
class MenuView:
    """What the menu shows besides its widgets: the rule systems and the chosen one, the
    deck's colours, a wrong deal code's message, the match in progress's line."""

    rule_systems: tuple[str, ...]
    chosen: str
    four_colour: bool
    message: str
    caption: str | None


def draw_menu(surface: pygame.Surface, resources: Resources, art: Any, places: MenuPlaces,
              view: MenuView, board: Any, widgets: Sequence[Any],
              focus: Callable[[], None]) -> None:
    """The whole menu: the felt, the title and the suits, the headings, the rule systems,
    the deck's sevens (where no notice covers them); the ``widgets`` and their focus ring
    (``focus``); over them the match in progress's line, the notes and the notice."""
    surface.blit(resources.felt, (0, 0))
    draw_words(surface, resources, places.words)
    if places.suits is not None:
        x, middle, disc_size, pitch, glyph_size = places.suits
        for suit, symbol in enumerate(SUIT_SYMBOLS):
            disc = resources.panel((disc_size, disc_size), theme.CARD_FACE, 255,
                                   radius=disc_size // 2)
            centre = (x + suit * pitch + disc_size // 2, middle)
            surface.blit(disc, disc.get_rect(center=centre))
            glyph = resources.text(symbol, glyph_size, theme.suit_colour(suit, view.four_colour))
            surface.blit(glyph, glyph.get_rect(center=centre))
    for rules_id, box in zip(view.rule_systems, places.entries, strict=False):
        draw_entry(surface, resources, places, box, rules_id, rules_id == view.chosen)
    pages, toast = toast_pages(resources, places, board)
    if places.preview_label is not None and (toast is None or toast.collidelist(
            [pygame.Rect(card) for card in places.preview]) < 0):
        draw_preview(surface, resources, art, places)
    for widget in widgets:
        widget.draw(surface, resources)
    focus()
    if view.caption is not None and places.caption is not None:
        x, y, size = places.caption
        surface.blit(resources.text(view.caption, size, theme.TEXT_MUTED), (x, y))
    draw_notes(surface, resources, places, view)
    if toast is not None:
        draw_toast(surface, resources, places, board, toast, pages)


def draw_notes(surface: pygame.Surface, resources: Resources, places: MenuPlaces,
               view: MenuView) -> None:
    """The notes: the match in progress (where it has no line of its own) and the chosen
    rule system's description — or what went wrong with the deal code."""
    box, size, pitch = places.notes, places.body, places.notes_pitch
    said: list[tuple[str, theme.Colour]] = [(view.message, theme.DANGER)]
    if not view.message:
        said = [(view.caption, theme.TEXT)] if view.caption and places.caption is None else []
        if places.entries and places.entry.description_y is None:
            said.append((text(f"preset.{view.chosen}.line"), theme.TEXT_MUTED))
    lines = [(line, colour) for words, colour in said
             for line in resources.wrap(words, size, box.width - 8)]
    for index, (line, colour) in enumerate(lines[:max(0, box.height // pitch)]):
        surface.blit(resources.text(line, size, colour), (box.x + 4, box.y + index * pitch))


def draw_entry(surface: pygame.Surface, resources: Resources, places: MenuPlaces, box: Box,
               rules_id: str, chosen: bool) -> None:
    """One rule system's row: its name, how many play it (and on the desktop what it is),
    marked when ``chosen``. A name too wide takes the smaller type, then two lines."""
    look = places.entry
    rect = pygame.Rect(box)
    draw_panel(surface, resources, rect, alpha=200 if chosen else 110,
               border=theme.ACCENT if chosen else None, radius=look.radius)
    if chosen:
        inset = look.radius
        pygame.draw.rect(surface, theme.ACCENT, (rect.x + 6, rect.y + inset, 4 + (inset > 10),
                                                 rect.height - 2 * inset), border_radius=2)
    tone: Tone = "accent" if chosen else "text"
    colour = colour_of(tone)
    top = rect.y
    description = text(f"preset.{rules_id}.line")
    if look.description_y is not None:
        room = rect.height - look.description_y - 2
        size, lines, bottom = description_lines(resources, description, rect.width - 34, room,
                                                translation.language())
        top += max(0, room - bottom) // 2
    title = text(f"preset.{rules_id}.title")
    room = rect.width - 32  # the name's, right of the mark
    name = resources.text(title, look.name_size, colour, bold=True)
    if name.get_width() > room:
        name = resources.text(title, look.small_name, colour, bold=True)
    if name.get_width() > room:  # a narrow canvas: two lines, no room for more
        halves = resources.wrap(title, look.small_name, room, bold=True)[:2]
        draw_words(surface, resources, lines_at(halves, rect.x + 20, rect.y + 10, look.small_name,
                                                look.small_name + 10, tone, bold=True))
        return
    surface.blit(name, (rect.x + 20, top + look.name_y))
    if rules_id in sevens.PRESET_INFO:
        span = player_range(sevens.PRESET_INFO[rules_id])  # "3–8", or "4" for one count
        badge = resources.text(text("menu.players_badge", span=span), look.badge_size,
                               theme.TEXT_MUTED)
        if look.badge_y >= 0:  # at the right, near the top
            surface.blit(badge, (rect.right - badge.get_width() - 14, top + look.badge_y))
        else:
            surface.blit(badge, (rect.x + 20, rect.bottom + look.badge_y - badge.get_height()))
    if look.description_y is None:
        return
    draw_words(surface, resources, lines_at(lines, rect.x + 20, top + look.description_y, size,
                                            size + LINE_GAP, "muted"))  # whole


@functools.lru_cache(maxsize=256)
def description_lines(resources: Resources, description: str, width: int, room: int,
                      _language: str) -> tuple[int, tuple[str, ...], int]:
    """A rule system's ``description`` wrapped to ``width`` px: in the largest of
    :data:`DESCRIPTION_SIZES` whose lines' ink fits ``room`` px tall, else the smallest; the
    size, the lines and how far down their ink reaches (kept for each language: drawn every
    frame)."""
    for size in DESCRIPTION_SIZES:
        lines = resources.wrap(description, size, width)
        inks = [resources.text(line, size, theme.TEXT_MUTED).get_bounding_rect()
                for line in lines]
        bottom = max((index * (size + LINE_GAP) + ink.bottom
                      for index, ink in enumerate(inks) if ink.height), default=0)
        if bottom <= room:
            break
    return size, tuple(lines), bottom


def draw_preview(surface: pygame.Surface, resources: Resources, art: Any,
                 places: MenuPlaces) -> None:
    """The deck's four sevens in the chosen colours, labelled."""
    assert places.preview_label is not None
    draw_words(surface, resources, [places.preview_label])
    for letter, card in zip("SHDC", places.preview, strict=True):
        art.draw_card(surface, sevens.Card.parse(f"7{letter}"), card[2:], card[:2])


def toast_pages(resources: Resources, places: MenuPlaces,
                board: Any) -> tuple[list[list[str]], pygame.Rect | None]:
    """The notice on show wrapped to its width, in pages of as many lines as its place holds,
    and where it is drawn, as tall as its fullest page (no pages and None: no notice)."""
    if board.current is None:
        return [], None
    most = max(1, min(MOST_LINES, (places.toast.height - PADDING) // places.notes_pitch))
    whole = translation.render(board.current)
    waiting = _waiting(resources, places, board)
    width = places.toast.width - DISC[places.canvas.touch][3] - WAITING_INSET - (
        waiting.get_width() + WAITING_INSET if waiting is not None else 0)
    pages = [_wrapped(resources, places.body, width, whole)]
    if len(pages[0]) > most:
        flowing = [pages[0][start:start + most] for start in range(0, len(pages[0]), most)]
        # each sentence on a page of its own where it can be (a long one over pages of its own)
        blocks = [part[start:start + most] for sentence in SENTENCE_END.split(whole)
                  for part in [_wrapped(resources, places.body, width, sentence)]
                  for start in range(0, len(part), most)]
        pages = [[line for index in page for line in blocks[index]]
                 for page in pack_pages([len(block) for block in blocks], most)]
        pages = pages if len(pages) <= len(flowing) else flowing
    tallest = max(len(page) for page in pages)
    return pages, pygame.Rect(*places.toast[:3], PADDING + places.notes_pitch * tallest)


def _wrapped(resources: Resources, size: int, width: int, sentence: str) -> list[str]:
    lines = resources.wrap(sentence, size, width)
    if not all(link_line_fits(resources, line, size, width) for line in lines):
        lines = fitted_link(resources, [sentence], size, width, len(sentence))
    return lines


def _waiting(resources: Resources, places: MenuPlaces, board: Any) -> pygame.Surface | None:
    """The count of notices waiting after the one on show (None: none waits), smaller than
    the lines on a desktop's canvas."""
    if not board.pending:
        return None
    return resources.text(text("menu.notice_more", count=board.pending),
                          places.body if places.canvas.touch else 12, theme.TEXT_MUTED)


def draw_toast(surface: pygame.Surface, resources: Resources, places: MenuPlaces,
               board: Any, rect: pygame.Rect, pages: list[list[str]]) -> None:
    """The notice on show (its ``pages``, in ``rect``) as a quiet panel: an 'i' disc and the
    page on show, fading in and out (opaque once in), and how many more are waiting."""
    opacity = board.opacity()
    alpha = 255 if opacity >= 1 else round(opacity * 10) * 25  # few cached panels
    if alpha <= 0:
        return
    surface.blit(resources.panel(rect.size, theme.PANEL, alpha, radius=12,
                                 border=theme.PANEL_BORDER), rect)
    disc_x, disc_y, disc_size, lines_x = DISC[places.canvas.touch]
    centre = (rect.x + disc_x, rect.y + disc_y)
    disc = resources.panel((disc_size, disc_size), theme.ACCENT, alpha, radius=disc_size // 2)
    surface.blit(disc, disc.get_rect(center=centre))
    items: list[tuple[pygame.Surface, dict[str, tuple[int, int]]]] = [
        (resources.text("i", places.body, theme.TEXT_DARK, bold=True), {"center": centre})]
    items += [(resources.text(line, places.body, theme.TEXT),
               {"topleft": (rect.x + lines_x, rect.y + 9 + index * places.notes_pitch)})
              for index, line in enumerate(pages[board.page(len(pages))])]
    waiting = _waiting(resources, places, board)
    if waiting is not None:
        items.append((waiting, {"midright": (rect.right - WAITING_INSET, rect.centery)}))
    for rendered, where in items:
        rendered.set_alpha(alpha)
        surface.blit(rendered, rendered.get_rect(**where))
        rendered.set_alpha(None)
