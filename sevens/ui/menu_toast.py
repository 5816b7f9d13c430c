"""The menu's notice (a toast): where it stands, its lines, and its drawing, for every layout.

The notice stands in a place of its own on each layout (over the chosen rule system's
description on a phone, over the deck's colours on the desktop) and never reaches what lies
under that place: the *Table* heading on a phone held upright, the deal code's label on the
desktop. A notice longer than its place holds (a backup's folder named in full) is shown in
pages, each for an equal share of its time; a click turns to the next page, and after the
last takes it away. A word too wide for a line (a folder's path) is broken after a ``/``, or
between any two characters, so nothing of it is cut off (:mod:`sevens.ui.link_wrap`). Once
faded in, the notice's panel is opaque: nothing under it shows through.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.link_wrap import fitted_link, link_line_fits
from sevens.ui.messages import render, text

if TYPE_CHECKING:
    from sevens.ui.menu import MenuScene

__all__ = ["TOAST_FONT", "TOAST_TEXT_MARGIN", "draw_toast", "toast_pages", "toast_rect",
           "toast_type"]

#: A notice's type size on the desktop menu; its lines leave room for the 'i' disc and the
#: '2 more' count (it shows over the deck's colours: see :mod:`sevens.ui.menu_desktop`).
TOAST_FONT = 14
TOAST_TEXT_MARGIN = 112
#: Above and below a notice's lines, together.
PADDING = 18
#: The most lines a page holds wherever the layout leaves room for more.
MOST_LINES = 3
#: Where one sentence of a notice ends and the next begins (a full stop and a space, or a
#: Chinese or Japanese full stop).
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=[。！？])")


def toast_type(menu: MenuScene) -> tuple[int, int, int]:
    """The notice's type size, line width and line height."""
    if menu.places is not None:
        return (menu.places.body, menu.places.description.width - 112,
                menu.places.line_height)
    return (TOAST_FONT, menu.desktop.toast_width - TOAST_TEXT_MARGIN, 18)


def toast_frame(menu: MenuScene) -> tuple[pygame.Rect, int]:
    """The notice's place (its width and top; no height yet) and the line it must stay
    above: the *Table* heading under the description on a phone held upright, the
    description's own foot on a phone turned sideways, the deal code's label's ink on the
    desktop."""
    places = menu.places
    if places is not None:
        box = places.description
        floor = box.bottom
        heading = getattr(places, "table_header_y", None)
        if heading is not None and heading > box.y:
            floor = heading - 4
        return pygame.Rect(box.x, box.y, box.width, 0), floor
    desktop = menu.desktop
    label = menu.app.resources.text(text("menu.deal_code"), 13, theme.TEXT_MUTED)
    ink = label.get_bounding_rect()
    floor = desktop.code_label_y + (ink.top if ink.height else 0)
    return pygame.Rect(desktop.toast_topleft, (desktop.toast_width, 0)), floor


def toast_pages(menu: MenuScene) -> list[list[str]]:
    """The notice on show wrapped to its width, in pages of as many lines as its place
    holds (one page for most notices; none when there is no notice). A notice of several
    pages starts each sentence on a page of its own where that takes no more pages."""
    board = menu.app.notices
    if board.current is None:
        return []
    frame, floor = toast_frame(menu)
    _font, _width, line_height = toast_type(menu)
    most = max(1, min(MOST_LINES, (floor - frame.y - PADDING) // line_height))
    lines = _wrapped(menu, render(board.current))
    if len(lines) <= most:
        return [lines]
    flowing = [lines[start:start + most] for start in range(0, len(lines), most)]
    pages: list[list[str]] = [[]]
    for sentence in SENTENCE_END.split(render(board.current)):
        part = _wrapped(menu, sentence)
        if pages[-1] and len(pages[-1]) + len(part) > most:
            pages.append([])
        for line in part:
            if len(pages[-1]) == most:
                pages.append([])
            pages[-1].append(line)
    return pages if len(pages) <= len(flowing) else flowing


def _wrapped(menu: MenuScene, sentence: str) -> list[str]:
    """``sentence`` wrapped to the notice's width, a word too wide for a line broken."""
    font, width, _line_height = toast_type(menu)
    resources = menu.app.resources
    lines = resources.wrap(sentence, font, width)
    if not all(link_line_fits(resources, line, font, width) for line in lines):
        lines = fitted_link(resources, [sentence], font, width, len(sentence))
    return lines


def toast_rect(menu: MenuScene) -> pygame.Rect | None:
    """Where the notice on show is drawn (None when there is none): as tall as its fullest
    page, so it keeps its size from page to page."""
    pages = toast_pages(menu)
    if not pages:
        return None
    frame, _floor = toast_frame(menu)
    _font, _width, line_height = toast_type(menu)
    frame.height = PADDING + line_height * max(len(page) for page in pages)
    return frame


def draw_toast(menu: MenuScene, surface: pygame.Surface) -> None:
    """The notice on show, once, as a quiet line: an 'i' disc, the page of the sentence on
    show, fading in and out. A click turns the page, or takes it away."""
    rect = toast_rect(menu)
    board = menu.app.notices
    if rect is None or board.current is None:
        return
    resources = menu.app.resources
    opacity = board.opacity()
    alpha = 255 if opacity >= 1 else round(opacity * 10) * 25  # few cached panels
    if alpha <= 0:
        return
    surface.blit(resources.panel(rect.size, theme.PANEL, alpha, radius=12,
                                 border=theme.PANEL_BORDER), rect)
    font, _width, line_height = toast_type(menu)
    big = menu.places is not None
    centre = (rect.x + 22, rect.y + 20) if not big else (rect.x + 24, rect.y + 24)
    disc_size = 20 if not big else 32
    disc = resources.panel((disc_size, disc_size), theme.ACCENT, alpha, radius=disc_size // 2)
    surface.blit(disc, disc.get_rect(center=centre))
    mark = resources.text("i", 14 if not big else font, theme.TEXT_DARK, bold=True)
    mark.set_alpha(alpha)
    surface.blit(mark, mark.get_rect(center=centre))
    mark.set_alpha(None)
    pages = toast_pages(menu)
    for index, line in enumerate(pages[board.page(len(pages))]):
        rendered = resources.text(line, font, theme.TEXT)
        rendered.set_alpha(alpha)
        surface.blit(rendered, (rect.x + 42 + (14 if big else 0),
                                rect.y + 9 + index * line_height))
        rendered.set_alpha(None)
    if board.pending:
        more = resources.text(text("menu.notice_more", count=board.pending),
                              12 if not big else font, theme.TEXT_MUTED)
        more.set_alpha(alpha)
        surface.blit(more, more.get_rect(midright=(rect.right - 12, rect.centery)))
        more.set_alpha(None)
