"""Where the rules page puts its words and buttons, for every shape of canvas, once.

The words are the rule sentences (bullets) and the terms they use (each with its definition),
in blocks packed into panels under their heading — the rule system's name over the rules, the
terms' heading over the terms — a panel never splitting a block. Where they fit two panels
side by side — a desktop's landscape canvas of any width — they are one page: the rules at the
left, the terms at the right, the keyboard's keys under them, Back at the bottom right, all
at the largest type that fits (18 down to 12). On a canvas laid out for thumbs
(:attr:`Canvas.touch`: a phone held upright or turned sideways) the text is 24 logical px (12
CSS px at 0.5 CSS px a logical px) and every button a thumb tall: one panel a page, turned
with ◀ and ▶ beside Back, the page count after the title; the keys line is left out (a
phone has no keys). A tablet's shorter portrait canvas is pressed in proportion
(:attr:`Canvas.squeeze`).

Pure: the text measures come in as functions (:data:`~sevens.ui.geometry.text.Wrap` and
:data:`Measure`), the places go out frozen (:class:`RulesPlaces`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import Canvas
from sevens.ui.geometry.page import MARGIN, ButtonPlace, PageType, lines_at, page_counts
from sevens.ui.geometry.text import Measure, Words, Wrap, pack_pages

__all__ = ["RulesPlaces", "RulesWords", "lay_out_rules"]

#: The type sizes the two panels try, largest first.
PANEL_SIZES = (18, 17, 16, 15, 14, 13, 12)


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
    #: The words on every page (the title, the keys).
    frame: tuple[Words, ...]
    #: Each page's words, placed.
    pages: tuple[tuple[Words, ...], ...]
    back: ButtonPlace
    previous: Box | None
    next: Box | None


def lay_out_rules(canvas: Canvas, words: RulesWords, wrap: Wrap,
                  measure: Measure) -> RulesPlaces:
    """The rules page's places on ``canvas``: the words in blocks (a rule, a term with its
    definition) packed into panels under their heading (the rule system's name, the terms'),
    a panel never splitting a block. Two panels on one page where the canvas is not laid out
    for thumbs, at the largest size that fits them; one panel a page where it is."""
    kind = PageType(canvas)
    frame, top = kind.head(kind.title_words(words.title))
    if canvas.touch:
        panels = (Box(MARGIN, top, kind.inner, kind.foot.y - kind.down(16) - top),)
        sizes, button = ((kind.body, kind.line),), kind.heading
    else:
        keys = wrap(words.keys, 15, canvas.width - 320)
        body = Box(kind.margin, top, kind.inner, min(636, 698 - 20 * len(keys)) - top)
        panels = tuple(row(body, [round((canvas.width - 124) * 560 / 1156), Share()], gap=12))
        frame += lines_at(keys, 64, body.bottom + 14, 15, 20, "muted")
        sizes, button = tuple((size, size + 6) for size in PANEL_SIZES), 18
    for size, pitch in sizes:  # the largest that fits (the smallest when none does)
        blocks = _blocks(words, size, pitch, panels[0].width - 36, wrap, measure)
        heights = [height for _heading, _placed, height in blocks]
        breaks = [index > 0 and heading != blocks[index - 1][0]
                  for index, (heading, _placed, _height) in enumerate(blocks)]
        packed = pack_pages(heights, panels[0].height - 32 - pitch - 4, breaks) or [[]]
        if len(packed) <= len(panels):
            break
    count = -(-len(packed) // len(panels))
    # Back between the turners, or the whole foot on one page; the desktop's at its right end
    widths = [Share()] if canvas.touch else [Share(), 160]
    previous, (*_gap, back), following = kind.turners(kind.foot, widths, canvas.touch and count > 1)
    counts = page_counts(frame[0], count, size, measure)
    pages = []
    for number in range(count):
        placed = list(counts[number:number + 1])
        for panel, indexes in zip(panels, packed[number * len(panels):], strict=False):
            x, y = panel.x + 18, panel.y + 16
            heading = blocks[indexes[0]][0] if indexes else words.name
            placed.append(Words(heading, x, y, size, "accent", bold=True))
            y += pitch + 4
            for index in indexes:
                placed += [replace(item, x=item.x + x, y=item.y + y) for item in blocks[index][1]]
                y += blocks[index][2]
        pages.append(tuple(placed))
    return RulesPlaces(canvas=canvas, panels=panels, frame=tuple(frame), pages=tuple(pages),
                       back=ButtonPlace(back, button), previous=previous,
                       next=following)


def _blocks(words: RulesWords, size: int, pitch: int, width: int, wrap: Wrap,
            measure: Measure) -> list[tuple[str, list[Words], int]]:
    """The rules and the terms at type ``size`` in ``width`` px, as blocks placed from their
    top left: each with its panel's heading, its words and its height. A rule follows a
    bullet; a definition starts beside its term and goes on under it, indented."""
    blocks = []
    indent = size + 4
    for line in words.lines:
        parts = wrap(line, size, width - indent)
        blocks.append((words.name, [Words("\u2022", 0, 0, size, "accent"),
                                    *lines_at(parts, indent, 0, size, pitch)],
                       len(parts) * pitch + 4))
    for term, definition in words.terms:
        term_width = measure(term, size, True)
        lines = wrap(definition, size, width - term_width - 8)
        rest = wrap(" ".join(lines[1:]), size, width - 8) if lines[1:] else []
        blocks.append((words.terms_heading,
                       [Words(term, 0, 0, size, "accent", bold=True),
                        *lines_at(lines[:1], term_width + 8, 0, size, pitch),
                        *lines_at(rest, 8, pitch, size, pitch)], (1 + len(rest)) * pitch + 3))
    return blocks
