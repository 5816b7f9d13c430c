"""Where the Seats screen puts its pieces, for every shape of canvas, once.

One line per seat — what it is, and a person's name beside it — then the box to type a name
and Done. **Desktop**: 1280×720 as first drawn, a seat a line with its label on the left; a
narrower window narrows both boxes. **Portrait** (a phone held upright, made for 720×1558):
every target a thumb tall, the labels above the boxes; a shorter canvas is pressed in
proportion. **Compact** (a phone turned sideways): a seat a line as on the desktop, thumb
sized, four seats to a page turned with ◀ and ▶ beside the name box and Done.

Pure: the words and the text measure come in, frozen places (:class:`SeatsPlaces`) go out.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, row
from sevens.ui.geometry.canvas import COMPACT, DESIGN_HEIGHT, PORTRAIT, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.text import Words, Wrap

__all__ = ["SeatsPlaces", "lay_out_seats"]

MARGIN = 28
#: Seats to a page on a phone turned sideways, and the width of its ◀ ▶ page turners.
COMPACT_SEATS = 4
COMPACT_TURNER = 150


@dataclass(frozen=True)
class SeatsPlaces:
    """Where the pieces go on one canvas: the title and the line under it, each seat's
    choice and name, the name box (its label's foot), a refusal, Done, the turners."""

    canvas: Canvas
    words: tuple[Words, ...]
    kinds: tuple[Box, ...]
    names: tuple[Box, ...]
    field_label_y: int
    field: Box
    message_y: int
    done: Box
    font: int
    small_font: int
    #: labels above the boxes (a phone held upright), else left of them this wide
    label_above: bool
    kind_label: int
    name_label: int
    field_font: int
    #: the most characters a name shows in its box
    name_room: int
    #: seats to a page, the ◀ ▶ turners when paged, and where the page count stands
    per_page: int = 8
    turners: tuple[Box, Box] | None = None
    count: tuple[int, int] = (0, 0)


def lay_out_seats(canvas: Canvas, players: int, title: str, line: str,
                  wrap: Wrap) -> SeatsPlaces:
    """The Seats screen's places on ``canvas`` for ``players`` seats (at most 8), under the
    ``title`` and its explaining ``line``."""
    if canvas.shape == PORTRAIT:
        return _portrait(canvas, players, title, line, wrap)
    if canvas.shape == COMPACT:
        return _compact(canvas, players, title, line, wrap)
    width = canvas.width
    pitch, top = 54, 124
    kind_width = round(560 * min(1.0, (width - 112) / 964))  # narrower on a narrower window
    names_x = 56 + kind_width + 24
    names_width = 380 if width >= 1280 else width - 56 - names_x
    kinds = tuple(Box(56, top + seat * pitch, kind_width, 44) for seat in range(players))
    names = tuple(Box(names_x, box.y, names_width, 44) for box in kinds)
    field_top = top + players * pitch + 24  # the name box right under the seats
    return SeatsPlaces(canvas, _words(title, 56, 26, 40, line, 58, 80, min(1160, width - 120),
                                      16, wrap), kinds, names, field_top - 4,
                       Box(206, field_top, kind_width - 150, 44), field_top + 52,
                       Box(min(1016, width - 264), 616, 200, 56), 18, 14, False, 150, 70, 16,
                       18, count=(width - 56, 34))


def _words(title: str, x: int, y: int, size: int, line: str, line_x: int, line_y: int,
           width: int, line_size: int, wrap: Wrap) -> tuple[Words, ...]:
    """The title, and the line under it on up to three lines."""
    return (Words(title, x, y, size, bold=True),
            *(Words(part, line_x, line_y + index * round(line_size * 1.3), line_size, "muted")
              for index, part in enumerate(wrap(line, line_size, width)[:3])))


def _portrait(canvas: Canvas, players: int, title: str, line: str,
              wrap: Wrap) -> SeatsPlaces:
    """A seat a line, its kind and name side by side, the labels above them."""
    width, height = canvas.size
    squeeze = min(1.0, height / DESIGN_HEIGHT)

    def down(value: float) -> int:
        return round(value * squeeze)

    inner = width - 2 * MARGIN
    tall = down(THUMB_HEIGHT)
    top, pitch = down(240), tall + down(42)
    lines = [row(Box(MARGIN, top + seat * pitch, inner, tall), [(inner - 16) // 2] * 2, 16)
             for seat in range(players)]
    field_top = top + players * pitch + down(20)
    body = max(11, round(24 * squeeze))  # 12 CSS px on a 360-px-wide phone
    return SeatsPlaces(canvas, _words(title, MARGIN, down(20), max(11, round(50 * squeeze)),
                                      line, MARGIN, down(96), inner, body, wrap),
                       tuple(kind for kind, _name in lines),
                       tuple(name for _kind, name in lines), field_top - 6,
                       Box(MARGIN, field_top, inner, tall), field_top + tall + down(8),
                       Box(MARGIN, top + 8 * pitch + down(20) + tall + down(62), inner,
                           down(90)), max(11, round(27 * squeeze)), body, True, 0, 0,
                       body + 1, 9, count=(width - MARGIN, down(20) + 8))


def _compact(canvas: Canvas, players: int, title: str, line: str, wrap: Wrap) -> SeatsPlaces:
    """A seat a line as on the desktop, thumb sized, :data:`COMPACT_SEATS` to a page; the
    name box, Done and the turners on the last line."""
    width, height = canvas.size
    inner = width - 2 * MARGIN
    tall, top = THUMB_HEIGHT, 140 if height >= 720 else 130
    foot = height - 16 - tall
    # a canvas under 720 tall (568×320 gives 640) closes the seats up over the name box's label
    pitch = min(tall + 12, (foot - 32 - top - tall) // (COMPACT_SEATS - 1))
    kind_width = (inner - 24) * 11 // 20
    kinds = tuple(Box(MARGIN, top + seat % COMPACT_SEATS * pitch, kind_width, tall)
                  for seat in range(players))
    names = tuple(Box(MARGIN + kind_width + 24, box.y, inner - kind_width - 24, tall)
                  for box in kinds)
    paged = players > COMPACT_SEATS
    turners = (Box(MARGIN, foot, COMPACT_TURNER, tall),
               Box(width - MARGIN - COMPACT_TURNER, foot, COMPACT_TURNER, tall)) \
        if paged else None
    done_right = width - MARGIN - (COMPACT_TURNER + 16 if paged else 0)
    done = Box(done_right - 300, foot, 300, tall)
    field_x = MARGIN + (COMPACT_TURNER + 16 if paged else 0)
    field = Box(field_x, foot, min(560, done.x - 24 - field_x), tall)
    return SeatsPlaces(canvas, _words(title, MARGIN, 16, 40, line, MARGIN + 2, 68, inner, 24,
                                      wrap), kinds, names, foot - 2, field,
                       top + COMPACT_SEATS * pitch, done, 27, 24, False, 170, 110, 25, 18,
                       per_page=COMPACT_SEATS, turners=turners, count=(width - MARGIN - 2, 24))
