"""Where the house-rules editor puts its pieces, for every shape of canvas, once.

- **Desktop** (any landscape width down to 960): *Based on* over two aligned columns of nine
  options, each label left of its box and its note under it; Reset, Cancel and Apply along
  the foot, a refusal the notes do not name between them. 1280 wide keeps the positions it
  was first drawn with; narrower, the columns share the width.
- **Laid out for thumbs** (:attr:`Canvas.touch`): every stepper and button a thumb tall,
  text 24 px; the options dealt onto pages of equal slots, each with room under it for two
  lines of its note, so a slot never moves when a note comes or goes. Held upright, one
  column of slots under *Based on*; ◀ Reset ▶, then Cancel and Apply at the foot; a tablet's
  shorter canvas is pressed (:attr:`Canvas.squeeze`). Turned sideways, two columns, three
  rows a page; the title, the page count and the intro (or a refusal) share the top with
  *Based on*, whose label rises to the title's line where the intro needs the room; ◀ Reset
  Cancel Apply ▶ on the last line.

Pure: the words and the text measures come in, frozen places (:class:`HouseRulesPlaces`) go
out.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import COMPACT, LANDSCAPE, Canvas
from sevens.ui.geometry.page import MARGIN, PageType, lines_at
from sevens.ui.geometry.text import Measure, Words, Wrap

__all__ = ["NOTE_LINES", "HouseRulesPlaces", "OptionPlace", "fitted_lines", "lay_out_house_rules"]

#: Options per column on the desktop.
OPTION_ROWS = 9
#: The thumbs' layouts (their body type and thumb are a page's, :class:`PageType`): the
#: gutter between two columns of slots, the headings' type, the notes' line pitch and the
#: lines a note may take.
GUTTER = 24
HEADING, LINE = 30, 28
NOTE_LINES = 2
LABEL_WIDTH = 236  # an option's label, on up to two lines left of its box
# -- turned sideways: Based on at the top right, the turners' width, the least room for a value
BASE_WIDTH, BASE_LABEL, TURNER, LEAST_VALUE = 560, 150, 150, 256
INTRO_LINE, INTRO_LINES = 26, 2


@dataclass(frozen=True)
class OptionPlace:
    """A stepper's box and how it is drawn: its label's width left of the box, type size,
    the label wrapped onto two lines (the phones'), and the height the label is centred on
    when it stands left of the box's row (*Based on* risen to the title's line; None: beside
    the box)."""

    box: Box
    label_width: int
    font: int = 17
    small_font: int = 13
    wrapped: bool = False
    label_y: int | None = None


@dataclass(frozen=True)
class HouseRulesPlaces:
    """The editor on one canvas: the words round the options, *Based on*, each option's place
    on its page, the buttons, where notes and a refusal go."""

    canvas: Canvas
    title: Words
    intro: tuple[Words, ...]
    #: Each page's count ("2/3"), none on one page.
    counts: tuple[Words, ...]
    base: OptionPlace
    options: tuple[OptionPlace, ...]
    per_page: int
    #: The options on each page, by number.
    pages: tuple[tuple[int, ...], ...]
    panel: Box | None
    #: Reset, Cancel, Apply by name, their type and whether a long label takes two lines.
    buttons: dict[str, Box]
    button_size: int
    wrap_buttons: bool
    previous: Box | None
    next: Box | None
    #: An option's note: its type, how wide, how many lines (1: right under the box's end,
    #: set smaller when it is long), the line pitch and the gap under the box.
    note_size: int
    note_width: int
    note_lines: int
    note_pitch: int
    note_gap: int
    #: A refusal the notes do not name: its top left, width, type, pitch, most lines, and
    #: True when it takes the intro's place.
    error: tuple[int, int, int, int, int, int]
    error_in_intro: bool
    #: The focus ring: how far it stands out (x, y), its thickness and corner.
    ring: tuple[int, int, int, int]


def lay_out_house_rules(canvas: Canvas, words: tuple[str, str], wrap: Wrap,
                        measure: Measure, option_count: int) -> HouseRulesPlaces:
    """The editor's places on ``canvas`` for ``option_count`` options; ``words`` are the
    title and the intro."""
    if canvas.touch:
        return _slots(canvas, words, wrap, measure, option_count)
    return _desktop(canvas, words, wrap, measure, option_count)


def _desktop(canvas: Canvas, words: tuple[str, str], wrap: Wrap, measure: Measure,
             option_count: int) -> HouseRulesPlaces:
    """Two aligned columns of options on one page."""
    width = min(canvas.width, LANDSCAPE[0])
    narrow = width < LANDSCAPE[0]
    column = (width - 176) // 2 if narrow else 552
    label = min(230, column - 200) if narrow else 230
    title, intro = words
    if measure(intro, 15, False) > width - 130:  # smaller, then on two lines
        lines = lines_at(wrap(intro, 13, width - 130)[:2], 66, 72, 13, 16, "muted")
    else:
        lines = [Words(intro, 66, 72, 15, "muted")]
    options = tuple(OptionPlace(Box(64 + (index // OPTION_ROWS) * (column + 48),
                                    166 + (index % OPTION_ROWS) * 52, column, 34), label)
                    for index in range(option_count))
    cancel = Box(width - 386, 648, 160, 44)
    error = (330, 650, 560, 15, 19, 2) if not narrow else (326, 644, cancel.x - 12 - 326, 13,
                                                           17, 4)
    return HouseRulesPlaces(
        canvas=canvas, title=Words(title, 64, 24, 34, bold=True), intro=tuple(lines),
        counts=(), base=OptionPlace(Box(64, 108, column, 34), label), options=options,
        per_page=option_count, pages=(tuple(range(option_count)),), panel=None,
        buttons={"apply": Box(width - 216, 648, 160, 44), "cancel": cancel,
                 "reset": Box(64, 648, 250, 44)}, button_size=18, wrap_buttons=False,
        previous=None, next=None, note_size=13, note_width=column, note_lines=1, note_pitch=0,
        note_gap=1, error=error, error_in_intro=False, ring=(12, 8, 2, 10))


def _slots(canvas: Canvas, words: tuple[str, str], wrap: Wrap, measure: Measure,
           option_count: int) -> HouseRulesPlaces:
    """Pages of thumb-sized slots: one column held upright, two turned sideways."""
    kind = PageType(canvas)
    width, body, tall, inner, down = canvas.width, kind.body, kind.tall, kind.inner, kind.down
    heading, line = max(body + 2, down(HEADING)), max(body + 2, down(LINE))
    title_size = max(heading + 2, kind.title)
    slot = tall + down(8) + NOTE_LINES * line + down(10)
    if canvas.shape == COMPACT:  # two columns, the top shared with Based on, one foot row
        columns, pad, title_y = 2, 8, 6
        intro_y = title_y + round(title_size * 1.2)
        base_width = min(BASE_WIDTH, inner * 2 // 5)
        intro_width = inner - base_width - GUTTER
        if len(wrap(words[1], body, intro_width)) <= INTRO_LINES:
            base = OptionPlace(Box(width - MARGIN - base_width, 10, base_width, tall),
                               BASE_LABEL, body, body, wrapped=True)
        else:  # a narrow canvas (640×360): the label rises to the title's line
            box_width = base_width - BASE_LABEL
            intro_width = inner - box_width - GUTTER
            base = OptionPlace(Box(width - MARGIN - box_width, 10, box_width, tall), 0, body,
                               body, wrapped=True, label_y=(title_y + intro_y) // 2)
        intro = fitted_lines(wrap, measure, words[1], body, intro_width, INTRO_LINES)
        intro_pitch = INTRO_LINE
        foot = canvas.height - 16 - tall
        third = (inner - 2 * TURNER - 4 * 16) // 3
        previous, reset, cancel, apply, _end = row(Box(MARGIN, foot, inner, tall),
                                                   [TURNER, third, third, third, Share()], 16)
        following = Box(width - MARGIN - TURNER, foot, TURNER, tall)
        top, bottom = base.box.bottom + 14, foot - 12
        column = (inner - 2 * pad - GUTTER) // 2
        label = min(LABEL_WIDTH, column - 2 * tall - LEAST_VALUE)
        count = Words("", MARGIN + measure(words[0], title_size, True) + 24,
                      (title_y + intro_y) // 2, heading, "accent", True, "midleft")
        error, in_intro = (MARGIN, intro_y, intro_width, body, INTRO_LINE, INTRO_LINES), True
    else:  # one column under Based on; the turners over Cancel and Apply
        columns, pad, title_y = 1, down(16), down(20)
        intro_y = title_y + round(title_size * 1.4)
        intro = wrap(words[1], body, inner)[:3]
        intro_pitch = line
        label = down(LABEL_WIDTH)
        base = OptionPlace(Box(MARGIN + pad, intro_y + len(intro) * line + down(14),
                               inner - 2 * pad, tall), label, body, body, wrapped=True)
        first = kind.foot.y - down(12) - tall
        turner, half = round(inner * 0.2), (inner - down(12)) // 2
        previous, reset, following = row(Box(MARGIN, first, inner, tall),
                                         [turner, Share(), turner], down(12))
        cancel, _gap, apply = row(kind.foot, [half, Share(), half])
        error_y = first - down(8) - NOTE_LINES * line
        top, bottom = base.box.bottom + down(16), error_y - down(8)
        column = inner - 2 * pad
        count = Words("", width - MARGIN, title_y + 6, heading, "accent", True, "topright")
        error, in_intro = (MARGIN, error_y, inner, body, line, NOTE_LINES), False
    panel = Box(MARGIN, top, inner, bottom - top)
    rows = max(1, (panel.height - 2 * pad + down(10)) // slot)
    per_page = columns * rows
    options = []
    for index in range(option_count):
        across, down_by = divmod(index % per_page, rows)  # down the left column first
        options.append(OptionPlace(Box(panel.x + pad + across * (column + GUTTER),
                                       panel.y + pad + down_by * slot, column, tall), label,
                                   body, body, wrapped=True))
    pages = tuple(tuple(range(start, min(start + per_page, option_count)))
                  for start in range(0, option_count, per_page)) or ((),)
    counts = tuple(replace(count, text=f"{number + 1}/{len(pages)}")
                   for number in range(len(pages)))
    return HouseRulesPlaces(
        canvas=canvas, title=Words(words[0], MARGIN, title_y, title_size, bold=True),
        intro=tuple(lines_at(intro, MARGIN, intro_y, body, intro_pitch, "muted")),
        counts=counts, base=base, options=tuple(options), per_page=per_page, pages=pages,
        panel=panel, buttons={"reset": reset, "cancel": cancel, "apply": apply},
        button_size=heading - 2, wrap_buttons=True, previous=previous, next=following,
        note_size=body, note_width=column, note_lines=NOTE_LINES, note_pitch=line,
        note_gap=down(6), error=error, error_in_intro=in_intro, ring=(10, 8, 3, 12))


def fitted_lines(wrap: Wrap, measure: Measure, wording: str, size: int, width: int,
                 most: int = NOTE_LINES) -> list[str]:
    """``wording`` wrapped to ``width`` at ``size`` px, at most ``most`` lines (the last one
    ending in … when the wording is longer)."""
    lines = wrap(wording, size, width)
    if len(lines) > most:
        lines = lines[:most]
        last = lines[-1]
        while last and measure(last + "…", size, False) > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    return lines
