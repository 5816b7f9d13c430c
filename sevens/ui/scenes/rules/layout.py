"""Where the rules page puts its words and buttons, for every shape of canvas, once.

The words are the rule sentences (bullets) and the terms they use (each with its definition).
Where they fit two panels side by side at a readable size — a desktop's landscape canvas of
any width — they are one page: the rules at the left, the terms at the right, the keyboard's
keys under them, Back at the bottom right, all at the largest type that fits (18 down to 12).
On a canvas laid out for thumbs (:attr:`Canvas.touch`: a phone held upright or turned
sideways) the text is 24 logical px (12 CSS px at 0.5 CSS px a logical px) and every button
a thumb tall, so the words are packed into pages of one column — the rules first, then the
terms, a page never splitting a bullet or a definition — turned with ◀ and ▶ beside Back; the
keys line is left out (a phone has no keys). A tablet's shorter portrait canvas is pressed in
proportion (:attr:`Canvas.squeeze`).

Pure: the text measures come in as functions (:data:`~sevens.ui.geometry.text.Wrap` and
:data:`Measure`), the places go out frozen (:class:`RulesPlaces`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import Canvas
from sevens.ui.geometry.page import MARGIN, PageType, lines_at
from sevens.ui.geometry.text import Measure, Words, Wrap, pack_pages

__all__ = ["RulesPlaces", "RulesWords", "lay_out_rules"]

#: The type sizes the two panels try, largest first.
PANEL_SIZES = (18, 17, 16, 15, 14, 13, 12)
#: A bullet's and a definition's indent in the one-column pages.
BULLET_INDENT = 28
DEFINITION_INDENT = 16


@dataclass(frozen=True)
class RulesWords:
    """What the rules page says: its title, the rule system's name, the sentences, the terms
    with their definitions, the keys line and the page heading of the terms."""

    title: str
    name: str
    lines: tuple[str, ...]
    terms: tuple[tuple[str, str], ...]
    keys: str
    terms_heading: str


@dataclass(frozen=True)
class RulesPlaces:
    """The rules page on one canvas: the panels drawn on every page, the pages, and the
    buttons' boxes (the turners None when everything is on one page)."""

    canvas: Canvas
    panels: tuple[Box, ...]
    #: The words on every page (title, the rule system's name, the keys).
    frame: tuple[Words, ...]
    #: Each page's words, placed.
    pages: tuple[tuple[Words, ...], ...]
    back: Box
    previous: Box | None
    next: Box | None
    button_size: int


def lay_out_rules(canvas: Canvas, words: RulesWords, wrap: Wrap,
                  measure: Measure) -> RulesPlaces:
    """The rules page's places on ``canvas``: two panels on one page where the canvas is not
    laid out for thumbs, one column of pages where it is."""
    if canvas.touch:
        return _pages(canvas, words, wrap)
    return _panels(canvas, words, wrap, measure)


def _panels(canvas: Canvas, words: RulesWords, wrap: Wrap, measure: Measure) -> RulesPlaces:
    """Both panels side by side on one page, at the largest size that fits them."""
    width = canvas.width
    keys = wrap(words.keys, 15, width - 320)
    bottom = min(636, 698 - 20 * len(keys))
    body = Box(56, 110, width - 112, bottom - 110)
    panels = tuple(row(body, [round((width - 124) * 560 / 1156), Share()], gap=12))
    for size in PANEL_SIZES:  # the largest that fits (the smallest when none does)
        placed, fits = _panel_words(words, *panels, size, wrap, measure)
        if fits:
            break
    frame = [Words(words.title, 64, 30, 34, bold=True),
             Words(words.name, 66, 76, 20, "accent", bold=True),
             *lines_at(keys, 64, panels[0].bottom + 14, 15, 20, "muted")]
    return RulesPlaces(canvas=canvas, panels=panels, frame=tuple(frame),
                       pages=(tuple(placed),), back=Box(width - 216, 648, 160, 44),
                       previous=None, next=None, button_size=18)


def _panel_words(words: RulesWords, rules_panel: Box, terms_panel: Box, size: int, wrap: Wrap,
                 measure: Measure) -> tuple[list[Words], bool]:
    """The rules and the terms placed in their panels at type ``size``, and whether they fit
    them."""
    line_height = size + 6
    placed: list[Words] = []
    y = rules_panel.y + 16
    for line in words.lines:
        placed.append(Words("\u2022", rules_panel.x + 18, y, size, "accent"))
        parts = wrap(line, size, rules_panel.width - 58)
        placed += lines_at(parts, rules_panel.x + 38, y, size, line_height)
        y += len(parts) * line_height + 4
    fits = y <= rules_panel.bottom
    placed.append(Words(words.terms_heading, terms_panel.x + 18, terms_panel.y + 14, size,
                        "accent", bold=True))
    y = terms_panel.y + 20 + line_height
    for term, definition in words.terms:
        term_width = measure(term, size, True)
        placed.append(Words(term, terms_panel.x + 18, y, size, "accent", bold=True))
        lines = wrap(definition, size, terms_panel.width - 44 - term_width - 8)
        placed += lines_at(lines[:1], terms_panel.x + 26 + term_width, y, size, line_height)
        rest = wrap(" ".join(lines[1:]), size, terms_panel.width - 44) if lines[1:] else []
        placed += lines_at(rest, terms_panel.x + 26, y + line_height, size, line_height)
        y += (1 + len(rest)) * line_height + 3
    return placed, fits and y <= terms_panel.bottom


def _pages(canvas: Canvas, words: RulesWords, wrap: Wrap) -> RulesPlaces:
    """One column of pages, thumb-sized (pressed on a tablet's shorter portrait canvas)."""
    kind = PageType(canvas)
    body, line_height = kind.body, kind.line
    foot = kind.foot
    panel = Box(MARGIN, kind.down(130), kind.inner, foot.y - kind.down(16) - kind.down(130))
    arrow = round(kind.inner * 0.22)
    previous, back, following = row(foot, [arrow, Share(), arrow], gap=16)
    frame = (kind.title_words(words.title),
             Words(words.name, MARGIN + 2, kind.down(78), kind.heading, "accent", bold=True))
    width = panel.width - 2 * 18
    blocks: list[tuple[str, list[tuple[str, int, bool]]]] = []
    for line in words.lines:
        parts = wrap(line, body, width - BULLET_INDENT)
        blocks.append((words.title, [(part, BULLET_INDENT, False) for part in parts]))
    for term, definition in words.terms:
        parts = wrap(definition, body, width - DEFINITION_INDENT)
        blocks.append((words.terms_heading, [(term, 0, True)]
                       + [(part, DEFINITION_INDENT, False) for part in parts]))
    room = panel.height - 2 * 16 - line_height
    heights = [len(block) * line_height + 4 for _heading, block in blocks]
    breaks = [index > 0 and heading != blocks[index - 1][0]
              for index, (heading, _block) in enumerate(blocks)]
    packed = pack_pages(heights, room, breaks) or [[]]
    pages = []
    for number, indexes in enumerate(packed):
        heading = blocks[indexes[0]][0] if indexes else words.title
        lines: list[tuple[str, int, bool]] = []
        for index in indexes:
            lines += [*blocks[index][1], ("", 0, False)]  # a little space after each block
        pages.append(_page_words(panel, heading, lines, f"{number + 1}/{len(packed)}", body,
                                 line_height))
    return RulesPlaces(canvas=canvas, panels=(panel,), frame=frame, pages=tuple(pages),
                       back=back, previous=previous, next=following, button_size=kind.heading)


def _page_words(panel: Box, heading: str, lines: list[tuple[str, int, bool]], count: str,
                body: int, line_height: int) -> tuple[Words, ...]:
    """One page's lines placed in its panel: the heading, the page count at the right, a
    bullet before each rule."""
    x, y = panel.x + 18, panel.y + 16
    placed = [Words(heading, x, y, body, "accent", bold=True),
              Words(count, panel.right - 18, y, body, "muted", anchor="topright")]
    y += line_height + 4
    first = True
    for line, offset, accent in lines:
        if not line:
            y += 4
            first = True
            continue
        if first and offset == BULLET_INDENT:
            placed.append(Words("\u2022", x, y, body, "accent"))
        first = False
        placed.append(Words(line, x + offset, y, body, "accent" if accent else "text",
                            bold=accent))
        y += line_height
    return tuple(placed)
