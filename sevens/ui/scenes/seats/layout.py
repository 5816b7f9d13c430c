"""Where the Seats screen puts its pieces: one arrangement, computed from the canvas.

The title and its line; one line per seat — what it is, and a person's name beside it, each
label left of its box (above it on a canvas taller than wide, where the boxes share the width
half and half); then, on the foot line, the box to type a name (on its own line over the
foot where the canvas is taller than wide) and Done, the ◀ ▶ page turners at its ends when
the seats take more lines than the room above it holds. Laid out for thumbs
(:attr:`Canvas.touch`) every target is a thumb tall and the words a page's (:class:`PageType`),
a tablet's shorter upright canvas pressed in proportion; on the desktop the boxes are 44 px.

Pure: the words and the text measures come in, frozen places (:class:`SeatsPlaces`) go out.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import Canvas
from sevens.ui.geometry.page import ButtonPlace, PageType, StepperPlace, page_counts
from sevens.ui.geometry.text import Measure, Words, Wrap

__all__ = ["SeatsPlaces", "SeatsWords", "lay_out_seats"]


@dataclass(frozen=True)
class SeatsWords:
    """What the screen says round its boxes: the title, the line under it, the longest seat
    label ("Seat 8") and the name's label."""

    title: str
    line: str
    seat: str
    name: str


@dataclass(frozen=True)
class SeatsPlaces:
    """Where the pieces go on one canvas: the title and the line under it, each seat's
    choice and name (their labels left of their boxes, or above them on a canvas taller than
    wide), the name box and its label's foot, Done, the seats on each page and the turners
    (None: one page), each page's count ("2/3", after the title; none on one page)."""

    canvas: Canvas
    words: tuple[Words, ...]
    kinds: tuple[StepperPlace, ...]
    names: tuple[StepperPlace, ...]
    field_label_y: int
    field: Box
    done: ButtonPlace
    small_font: int
    field_font: int
    pages: tuple[tuple[int, ...], ...]
    previous: Box | None
    next: Box | None
    counts: tuple[Words, ...]


def lay_out_seats(canvas: Canvas, players: int, words: SeatsWords, wrap: Wrap,
                  measure: Measure) -> SeatsPlaces:
    """The Seats screen's places on ``canvas`` for ``players`` seats (at most 8)."""
    kind, touch, upright = PageType(canvas), canvas.touch, canvas.portrait
    if touch:
        font, small, tall, gap, line_size = kind.heading, kind.body, kind.tall, kind.down(16), \
            kind.body
    else:
        font, small, tall, gap, line_size = 18, 14, 44, 10, 16
    title = kind.title_words(words.title)
    left, inner = title.x, canvas.width - title.x - kind.margin  # under the title
    pitch = round(line_size * 1.3)
    lines = wrap(words.line, line_size, inner)[:3]
    texts, top = kind.head(title, lines, line_size, pitch)
    # the foot line: ◀ the name box … Done ▶ (upright: the name box on a line over it)
    foot, over = (box._replace(x=left, width=inner) for box in kind.rows_up(2))
    field_y = over.y if upright else foot.y
    room = field_y - small - 8 - top  # the seats' lines over the name box's label
    label_height = small + 12 if upright else 0
    row_height = tall + label_height
    per_page = max(1, min(players, (room + 4) // (row_height + 4)))
    step = row_height + min(gap, (room - per_page * row_height) // max(1, per_page - 1))
    paged = per_page < players
    widths = [Share()] if upright else [Share(), min(300, inner // 3) if touch else 200]
    previous, (*boxes, done), following = kind.turners(foot, widths, paged)
    widest = 560 if touch else 410  # the name box beside Done
    field = over if upright else boxes[0]._replace(width=min(boxes[0].width, widest))
    kind_label, name_label = (0 if upright else measure(label, font, False) + 2 * gap
                              for label in (words.seat, words.name))
    shares = [Share(), Share()] if upright else [Share(11), Share(9)]
    lines = [row(Box(left, top + label_height + (seat % per_page) * step, inner, tall),
                 shares, 16 if upright else 24) for seat in range(players)]
    pages = tuple(tuple(range(start, min(players, start + per_page)))
                  for start in range(0, players, per_page))
    return SeatsPlaces(
        canvas=canvas, words=tuple(texts),
        kinds=tuple(StepperPlace(kind, kind_label, font, small, label_above=upright)
                    for kind, _ in lines),
        names=tuple(StepperPlace(name, name_label, font, small, label_above=upright)
                    for _, name in lines), field_label_y=field.y - 4, field=field,
        done=ButtonPlace(done, font + 2), small_font=small,
        field_font=small + 2 if touch else 16,
        pages=pages, previous=previous, next=following,
        counts=page_counts(title, len(pages) if paged else 1, small, measure))
