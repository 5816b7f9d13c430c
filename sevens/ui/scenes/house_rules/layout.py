"""Where the house-rules editor puts its pieces, for every shape of canvas, once.

- **Desktop** (any landscape width down to 960): *Based on* over two aligned columns of nine
  options, each label left of its box and its note under it; Reset, Cancel and Apply along
  the foot, a refusal the notes do not name between them. 1280 wide keeps the positions it
  was first drawn with; narrower, the columns share the width.
- **Portrait** (a phone held upright): one column, paged — every stepper and button a thumb
  tall, text 24 px; the options dealt onto pages of equal slots, each with room under it for
  two lines of its note, so a slot never moves when a note comes or goes; ◀ Reset ▶, then
  Cancel and Apply at the foot. A tablet's shorter canvas is pressed (:attr:`Canvas.squeeze`).
- **Compact** (a phone turned sideways): the same slots in two columns, three rows a page;
  the title, the page count and the intro (or a refusal) share the top with *Based on*, whose
  label rises to the title's line where the intro needs the room; ◀ Reset Cancel Apply ▶ on
  the last line.

Pure: the words and the text measures come in, frozen places (:class:`HouseRulesPlaces`) go
out.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import COMPACT, LANDSCAPE, PORTRAIT, THUMB_HEIGHT, Canvas
from sevens.ui.geometry.text import Measure, Words, Wrap

__all__ = ["NOTE_LINES", "HouseRulesPlaces", "OptionPlace", "fitted_lines", "lay_out_house_rules"]

#: Options per column on the desktop.
OPTION_ROWS = 9
#: The phone layouts: margin, gutter, type, the lines a note may take.
MARGIN, GUTTER = 28, 24
BODY, HEADING, TITLE, LINE = 24, 30, 40, 28
NOTE_LINES = 2
LABEL_WIDTH = 236  # an option's label, on up to two lines left of its box
ARROW = 60  # the ◀ and ▶ ends of a portrait value box
# -- compact: Based on at the top right, the turners' width, the least room for a value
BASE_WIDTH, BASE_LABEL, TURNER, LEAST_VALUE = 560, 150, 150, 256
INTRO_LINE, INTRO_LINES = 26, 2


@dataclass(frozen=True)
class OptionPlace:
    """A stepper's box and how it is drawn: its label's width left of the box, type size,
    the arrows' width (None: squares), the label and value wrapped onto two lines (the
    phones'), and the height the label is centred on when it stands left of the box's row
    (*Based on* risen to the title's line; None: beside the box)."""

    box: Box
    label_width: int
    font: int = 17
    small_font: int = 13
    arrow: int | None = None
    wrapped: bool = False
    label_y: int | None = None


@dataclass(frozen=True)
class HouseRulesPlaces:
    """The editor on one canvas: the words round the options, *Based on*, each option's place
    on its page, the buttons, where notes and a refusal go."""

    canvas: Canvas
    title: Words
    intro: tuple[Words, ...]
    #: Where the page count stands (its anchor's point and type), None when one page.
    count: tuple[int, int, int, str] | None
    base: OptionPlace
    options: tuple[OptionPlace, ...]
    per_page: int
    pages: int
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
    if canvas.shape == PORTRAIT:
        return _portrait(canvas, words, wrap, option_count)
    if canvas.shape == COMPACT:
        return _compact(canvas, words, wrap, measure, option_count)
    return _desktop(canvas, words, wrap, measure, option_count)


def _desktop(canvas: Canvas, words: tuple[str, str], wrap: Wrap, measure: Measure,
             option_count: int) -> HouseRulesPlaces:
    width = min(canvas.width, LANDSCAPE[0])
    narrow = width < LANDSCAPE[0]
    column = (width - 176) // 2 if narrow else 552
    label = min(230, column - 200) if narrow else 230
    title, intro = words
    if measure(intro, 15, False) > width - 130:  # smaller, then on two lines
        lines = [Words(line, 66, 72 + index * 16, 13, "muted")
                 for index, line in enumerate(wrap(intro, 13, width - 130)[:2])]
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
        count=None, base=OptionPlace(Box(64, 108, column, 34), label), options=options,
        per_page=option_count, pages=1, panel=None,
        buttons={"apply": Box(width - 216, 648, 160, 44), "cancel": cancel,
                 "reset": Box(64, 648, 250, 44)}, button_size=18, wrap_buttons=False,
        previous=None, next=None, note_size=13, note_width=column, note_lines=1, note_pitch=0,
        note_gap=1, error=error, error_in_intro=False, ring=(12, 8, 2, 10))


def _portrait(canvas: Canvas, words: tuple[str, str], wrap: Wrap,
              option_count: int) -> HouseRulesPlaces:
    """One column, paged; a tablet's shorter canvas pressed together."""
    width, height = canvas.size
    squeeze = canvas.squeeze

    def down(value: float) -> int:
        return round(value * squeeze)

    body = max(12, down(BODY))
    heading = max(body + 2, down(HEADING))
    title_size = max(heading + 2, down(TITLE))
    line = max(body + 2, down(LINE))
    tall = down(THUMB_HEIGHT)
    inner = width - 2 * MARGIN
    title_y = down(20)
    intro_y = title_y + round(title_size * 1.4)
    intro = wrap(words[1], body, inner)[:3]
    pad, label, arrow = down(16), down(LABEL_WIDTH), down(ARROW)
    base = Box(MARGIN + pad, intro_y + len(intro) * line + down(14), inner - 2 * pad, tall)
    last = height - down(24) - tall
    first = last - down(12) - tall
    turner = round(inner * 0.2)
    previous, reset, following = row(Box(MARGIN, first, inner, tall), [turner, Share(), turner],
                                     down(12))
    half = (inner - down(12)) // 2
    error_y = first - down(8) - NOTE_LINES * line
    top = base.bottom + down(16)
    panel = Box(MARGIN, top, inner, error_y - down(8) - top)
    slot = tall + down(8) + NOTE_LINES * line + down(10)
    per_page = max(1, (panel.height - 2 * pad + down(10)) // slot)
    options = tuple(OptionPlace(Box(panel.x + pad, panel.y + pad + (index % per_page) * slot,
                                    panel.width - 2 * pad, tall), label, body, body, arrow,
                                wrapped=True)
                    for index in range(option_count))
    return HouseRulesPlaces(
        canvas=canvas, title=Words(words[0], MARGIN, title_y, title_size, bold=True),
        intro=tuple(Words(text, MARGIN, intro_y + index * line, body, "muted")
                    for index, text in enumerate(intro)),
        count=(width - MARGIN, title_y + 6, heading, "topright"),
        base=OptionPlace(base, label, body, body, arrow, wrapped=True), options=options,
        per_page=per_page, pages=max(1, -(-option_count // per_page)), panel=panel,
        buttons={"reset": reset, "cancel": Box(MARGIN, last, half, tall),
                 "apply": Box(width - MARGIN - half, last, half, tall)},
        button_size=heading - 2, wrap_buttons=True, previous=previous, next=following,
        note_size=body, note_width=panel.width - 2 * pad, note_lines=NOTE_LINES,
        note_pitch=line, note_gap=round(6 * squeeze),
        error=(MARGIN, error_y, panel.width, body, line, NOTE_LINES), error_in_intro=False,
        ring=(10, 8, 3, 12))


def _compact(canvas: Canvas, words: tuple[str, str], wrap: Wrap, measure: Measure,
             option_count: int) -> HouseRulesPlaces:
    """Two columns of slots, three rows a page; the top shared with *Based on*."""
    width, height = canvas.size
    tall = THUMB_HEIGHT
    inner = width - 2 * MARGIN
    base_width = min(BASE_WIDTH, inner * 2 // 5)
    title_y, intro_y = 6, 6 + round(TITLE * 1.2)
    intro_width = inner - base_width - GUTTER
    if len(wrap(words[1], BODY, intro_width)) <= INTRO_LINES:
        base = OptionPlace(Box(width - MARGIN - base_width, 10, base_width, tall), BASE_LABEL,
                           BODY, BODY, tall, wrapped=True)
    else:  # a narrow canvas (640×360): the label rises to the title's line
        box_width = base_width - BASE_LABEL
        intro_width = inner - box_width - GUTTER
        base = OptionPlace(Box(width - MARGIN - box_width, 10, box_width, tall), 0, BODY, BODY,
                           tall, wrapped=True, label_y=title_y + round(TITLE * 1.2) // 2)
    intro = fitted_lines(wrap, measure, words[1], BODY, intro_width, INTRO_LINES)
    foot = height - 16 - tall
    third = (inner - 2 * TURNER - 4 * 16) // 3
    previous, reset, cancel, apply, following = row(Box(MARGIN, foot, inner, tall),
                                                    [TURNER, third, third, third, Share()], 16)
    following = Box(width - MARGIN - TURNER, foot, TURNER, tall)
    top = base.box.bottom + 14
    panel = Box(MARGIN, top, inner, foot - 12 - top)
    column = (inner - 2 * 8 - GUTTER) // 2
    slot = tall + 8 + NOTE_LINES * LINE + 10
    rows = max(1, (panel.height - 2 * 8 + 10) // slot)
    label = min(LABEL_WIDTH, column - 2 * tall - LEAST_VALUE)
    options = []
    for index in range(option_count):
        across, down = divmod(index % (2 * rows), rows)  # down the left column first
        options.append(OptionPlace(Box(panel.x + 8 + across * (column + GUTTER),
                                       panel.y + 8 + down * slot, column, tall), label, BODY,
                                   BODY, tall, wrapped=True))
    title_width = measure(words[0], TITLE, True)
    return HouseRulesPlaces(
        canvas=canvas, title=Words(words[0], MARGIN, title_y, TITLE, bold=True),
        intro=tuple(Words(text, MARGIN, intro_y + index * INTRO_LINE, BODY, "muted")
                    for index, text in enumerate(intro)),
        count=(MARGIN + title_width + 24, title_y + round(TITLE * 1.2) // 2, HEADING,
               "midleft"),
        base=base, options=tuple(options), per_page=2 * rows,
        pages=max(1, -(-option_count // (2 * rows))), panel=panel,
        buttons={"reset": reset, "cancel": cancel, "apply": apply}, button_size=HEADING - 2,
        wrap_buttons=True, previous=previous, next=following, note_size=BODY,
        note_width=column, note_lines=NOTE_LINES, note_pitch=LINE, note_gap=6,
        error=(MARGIN, intro_y, intro_width, BODY, INTRO_LINE, INTRO_LINES),
        error_in_intro=True, ring=(10, 8, 3, 12))


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
