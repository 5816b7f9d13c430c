"""Where the house-rules editor puts its pieces, for every shape of canvas, once.

Every canvas shows the same pieces: the title (and the page count when there are pages), the
intro (or in its place a refusal the notes do not name), *Based on*, the options dealt onto
pages of equal slots, each with room under it for its note, so a slot never moves when a
note comes or goes, and Reset, Cancel and Apply at the foot, with ◀ ▶ when there are pages.
The canvas's measures set the rest:

- **the type**: laid out for thumbs (:attr:`Canvas.touch`) a page's (:class:`PageType`):
  every stepper and button a thumb tall, text 24 px, a note on up to two lines, a tablet's
  shorter canvas pressed (:attr:`Canvas.squeeze`); elsewhere the desktop's 17-px options in
  34-px boxes, a note on one line (a point smaller where it is long);
- **landscape**: two columns of slots (one where two leave a label no room: a 480×360
  embed) under the top, where the title and the intro share the width with *Based on* at
  the right, whose label rises to the title's line where the intro needs the room; one row
  of buttons at the foot: ◀ Reset Cancel Apply ▶ when there are pages, else Reset at the
  left and Cancel and Apply at the right;
- **taller than wide**: one column of slots under *Based on*; ◀ Reset ▶, then Cancel and
  Apply.

Pure: the words and the text measures come in, frozen places (:class:`HouseRulesPlaces`) go
out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, row
from sevens.ui.geometry.canvas import DESKTOP_SMALLEST_TEXT, Canvas
from sevens.ui.geometry.page import ButtonPlace, PageType, StepperPlace, page_counts
from sevens.ui.geometry.text import Measure, Words, Wrap, fitted_lines

__all__ = ["NOTE_LINES", "HouseRulesPlaces", "fitted_lines", "lay_out_house_rules"]

#: The thumbs' headings' type, the notes' line pitch and the lines a note may take (their
#: body type and thumb are a page's, :class:`PageType`).
HEADING, LINE = 30, 28
NOTE_LINES = 2
LABEL_WIDTH = 236  # an option's label, on up to two lines left of its box
# -- landscape: Based on at the top right (at most), its label, the least room for a value,
# the intro's lines
BASE_WIDTH, BASE_LABEL, LEAST_VALUE = 560, 150, 256
#: The least room for an option's label left of its box (on two lines: 'Named' over '7').
LEAST_LABEL = 80
INTRO_LINES = 2


@dataclass(frozen=True)
class HouseRulesPlaces:
    """The editor on one canvas: the words round the options, *Based on*, each option's place
    on its page, the buttons, where notes and a refusal go."""

    canvas: Canvas
    title: Words
    intro: tuple[Words, ...]
    #: Each page's count ("2/3"), none on one page.
    counts: tuple[Words, ...]
    base: StepperPlace
    options: tuple[StepperPlace, ...]
    per_page: int
    #: The options on each page, by number.
    pages: tuple[tuple[int, ...], ...]
    panel: Box
    #: Reset, Cancel, Apply by name.
    buttons: dict[str, ButtonPlace]
    previous: Box | None
    next: Box | None
    #: An option's note, under its box: its type (the next where the first takes more
    #: lines), how wide, how many lines, the line pitch and the gap under the box.
    note_sizes: tuple[int, ...]
    note_width: int
    note_lines: int
    note_pitch: int
    note_gap: int
    #: A refusal the notes do not name, in the intro's place: its top left, width, type,
    #: pitch and most lines.
    error: tuple[int, int, int, int, int, int]


def lay_out_house_rules(canvas: Canvas, words: tuple[str, str, str], wrap: Wrap,
                        measure: Measure, labels: Sequence[str]) -> HouseRulesPlaces:
    """The editor's places on ``canvas`` for the options ``labels``; ``words`` are the title,
    the intro and *Based on* (see the module's words)."""
    kind = PageType(canvas)
    width, down, margin, inner = canvas.width, kind.down, kind.margin, kind.inner
    title, intro_words, based_on = words
    heading = kind.title_words(title)
    if canvas.touch:  # a page's type and thumb
        body, tall, gutter = kind.body, kind.tall, 24
        line, button_size = max(body + 2, down(LINE)), max(body + 2, down(HEADING)) - 2
        font = small_font = body
        note_sizes, note_lines, note_pitch, note_gap, spacing = (body,), NOTE_LINES, line, \
            down(6), down(12)
        intro_lines, least_value = INTRO_LINES, LEAST_VALUE
    else:  # the desktop's
        body, tall, gutter, line, font, small_font, button_size = 15, 34, 48, 19, 17, 13, 18
        intro_lines, least_value = INTRO_LINES + 1, 132
        note_sizes, note_lines, note_pitch, note_gap, spacing = \
            (13, DESKTOP_SMALLEST_TEXT), 1, 15, 1, 2

    def place(box: Box, label_width: int, label: str) -> StepperPlace:
        """A stepper's place, its label on up to two lines left of the box on a phone."""
        lines = wrap(label, font, label_width - 12)[:2] if canvas.touch else ()
        return StepperPlace(box, label_width, font, small_font, label_wrapped=tuple(lines))

    landscape = not canvas.portrait
    intro_y = kind.under_title(heading)
    foot, over = kind.rows_up(2)  # (upright: Reset's row over Cancel and Apply)
    if landscape:  # two columns, the top shared with Based on, one foot row
        columns, pad = 2, 8
        intro_pitch = body + 2 if canvas.touch else line
        column = (inner - 2 * pad - gutter) // 2
        if column - 2 * tall - least_value < LEAST_LABEL:  # no room for labels: one column
            columns, column = 1, inner - 2 * pad
        label = min(LABEL_WIDTH, column - 2 * tall - least_value)
        # its value over the right column's values, as wide as the intro leaves it
        base_width = min(BASE_WIDTH, inner * 2 // 5, BASE_LABEL + column - label)
        intro_width = inner - base_width - gutter
        base_y = heading.y + 4
        if len(wrap(intro_words, body, intro_width)) <= intro_lines:
            base = place(Box(width - margin - pad - base_width, base_y, base_width, tall),
                         BASE_LABEL, based_on)
        else:  # a narrow canvas (640×360): the label rises to the title's line
            box_width = base_width - BASE_LABEL
            intro_width = inner - box_width - gutter
            base = StepperPlace(Box(width - margin - pad - box_width, base_y, box_width, tall),
                                0, font, small_font, label_at=(width - margin - pad - box_width
                                                               - 12, (heading.y + intro_y) // 2))
        _, intro = fitted_lines(wrap, measure, intro_words, (body,), intro_width, intro_lines)
        placed, _ = kind.head(heading, intro, body, intro_pitch)
        top = max(base.box.bottom + 14, intro_y + intro_lines * intro_pitch + 6)
        bottom = foot.y - 12
        error = (heading.x, intro_y, intro_width, body, intro_pitch, intro_lines)
    else:  # one column under Based on; the turners over Cancel and Apply
        columns, pad = 1, down(16)
        intro = wrap(intro_words, body, inner)[:3]
        placed, base_y = kind.head(heading, intro, body, line)
        label = down(LABEL_WIDTH)
        base = place(Box(margin + pad, base_y, inner - 2 * pad, tall), label, based_on)
        cancel, apply = row(foot, [Share(), Share()], down(16))
        top, bottom = base.box.bottom + down(16), over.y - down(8)
        column = inner - 2 * pad
        error = (heading.x, intro_y, inner, body, line, max(1, len(intro)))
    panel = Box(margin, top, inner, bottom - top)
    slot = tall + note_gap + note_lines * note_pitch + spacing
    option_count = len(labels)
    rows = max(1, min(-(-option_count // columns), (panel.height - 2 * pad + spacing) // slot))
    per_page = columns * rows
    pitch = slot + max(0, panel.height - 2 * pad + spacing - rows * slot) // rows  # spread
    options = []
    for index, option in enumerate(labels):
        across, down_by = divmod(index % per_page, rows)  # down the left column first
        options.append(place(Box(panel.x + pad + across * (column + gutter),
                                 panel.y + pad + down_by * pitch, column, tall), label, option))
    pages = tuple(tuple(range(start, min(start + per_page, option_count)))
                  for start in range(0, option_count, per_page)) or ((),)
    counts = page_counts(heading, len(pages), body, measure)
    turned = len(pages) > 1
    if not landscape:  # ◀ Reset ▶ over Cancel and Apply (one page: Reset alone)
        previous, (reset,), following = kind.turners(over, [Share()], turned)
    else:  # ◀ Reset Cancel Apply ▶; one page: Reset at the left, Cancel and Apply at the right
        widths = [Share()] * 3 if turned else [250, Share(), 160, 160]
        previous, (reset, *_gap, cancel, apply), following = kind.turners(foot, widths, turned)
    return HouseRulesPlaces(
        canvas=canvas, title=heading, intro=tuple(placed[1:]), counts=counts, base=base,
        options=tuple(options), per_page=per_page, pages=pages,
        panel=panel, buttons={name: ButtonPlace(box, button_size, canvas.touch) for name, box
                              in (("apply", apply), ("cancel", cancel), ("reset", reset))},
        previous=previous,
        next=following, note_sizes=note_sizes, note_width=column, note_lines=note_lines,
        note_pitch=note_pitch, note_gap=note_gap, error=error)

