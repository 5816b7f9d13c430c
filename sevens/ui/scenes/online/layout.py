"""Where the "Play online" screens put their words, QR code, text fields and buttons, once
for every shape of canvas.

Every step is one column: the title at the top; its lines (what to do now, what went wrong)
in a panel as tall as they need; a QR code when there is one, as large as the room allows
(at the right of the words turned sideways and on a desktop); and at the bottom, where a
thumb reaches, the controls: a line for each text field, then the buttons, up to four a row
(two upright), fewer where a label would not fit on two lines at the words' size. Laid out
for thumbs, the words are 24 logical px and a control a thumb tall (:attr:`Canvas.thumb`);
a desktop's canvas sets them 18 px and 52 px, in a column 760 px wide in its middle. Where
the canvas is shown small, a text field's placeholder (a point under its text) stays
readable.

Pure: the text measure comes in (:data:`~sevens.ui.geometry.text.Wrap`), frozen places go out.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Share, at_least, column, row
from sevens.ui.geometry.canvas import COMPACT, PORTRAIT, Canvas
from sevens.ui.geometry.page import lines_at
from sevens.ui.geometry.text import Tone, Words, Wrap

__all__ = ["OnlinePlaces", "OnlineWords", "buttons_per_row", "lay_out_online"]


@dataclass(frozen=True)
class OnlineWords:
    """What a step says: its title, its lines (each a paragraph; ``danger`` marks the line
    of a failure) and its buttons' labels in order (name, label)."""

    title: str
    lines: tuple[str, ...]
    buttons: tuple[tuple[str, str], ...]
    danger: str = ""
    #: True when the step shows a QR code.
    code: bool = False
    #: The boxes a step shows a text field in (by name, placed above the buttons).
    fields: tuple[str, ...] = ()


@dataclass(frozen=True)
class OnlinePlaces:
    """One step on one canvas: the words placed, the panel behind them, the QR code's
    square (None: no code), each button's box and each text field's, by name."""

    canvas: Canvas
    panel: Box
    words: tuple[Words, ...]
    code: Box | None
    buttons: dict[str, Box]
    fields: dict[str, Box]
    button_size: int
    #: The text fields' type size (their placeholder a point smaller).
    field_size: int


def lay_out_online(canvas: Canvas, words: OnlineWords, wrap: Wrap) -> OnlinePlaces:
    """The places of one step of the online screens on ``canvas`` (see the module's words)."""
    touch, squeeze = canvas.touch, canvas.squeeze
    body = max(12, round((24 if touch else 18) * squeeze))
    title_size = max(16, round((40 if touch else 32) * squeeze))
    tall = at_least(round((88 if touch else 52) * squeeze), canvas.thumb)
    gap = round((20 if touch else 14) * squeeze)
    margin = round(28 * squeeze) if touch else 40
    width = canvas.width - 2 * margin if touch else min(760, canvas.width - 2 * margin)
    outer = Box((canvas.width - width) // 2, margin // 2 + 8, width,
                canvas.height - margin - 8)
    names = [name for name, _label in words.buttons]
    per_row = buttons_per_row(2 if canvas.shape == PORTRAIT else 4, words, body, width, gap,
                              wrap)
    # the controls, one thumb-tall line each: the text fields, then the buttons' lines
    lines = [[name] for name in words.fields]
    lines += [names[index:index + per_row] for index in range(0, len(names), per_row)]
    title_box, rest = outer.take_top(title_size + 16, gap)
    controls, text_box = rest.take_bottom(len(lines) * (tall + gap) - gap, gap)
    places: dict[str, Box] = {}
    for line, box in zip(lines, column(controls, [tall] * len(lines), gap), strict=True):
        places.update(zip(line, row(box, [Share()] * len(line), gap), strict=True))
    code = None
    if words.code and (canvas.shape == COMPACT or not touch):  # the code beside the words
        side = min(text_box.height, text_box.width // 2)
        code_column, text_box = text_box.take_right(side, gap)
        code = code_column.centred(side, side)
    placed = [Words(words.title, title_box.x, title_box.y, title_size, bold=True)]
    y, pitch = text_box.y, body + round(8 * squeeze)
    paragraphs: list[tuple[str, Tone]] = [(line, "text") for line in words.lines]
    for paragraph, tone in [*paragraphs, (words.danger, "danger")]:
        if paragraph:
            lines_of_text = wrap(paragraph, body, text_box.width - 8)
            placed += lines_at(lines_of_text, text_box.x + 4, y, body, pitch, tone)
            y += len(lines_of_text) * pitch + round(6 * squeeze)
    if words.code and code is None:  # under the words, as large as the room allows
        side = max(0, min(text_box.width, text_box.bottom - y - gap))
        code = Box(text_box.x + (text_box.width - side) // 2, y + gap, side, side)
    # the panel holds the words (and the code): no empty box above the controls
    bottom = max(y, code.bottom if code is not None else 0) + gap
    panel = Box(outer.x - 12, title_box.bottom + gap // 2 - 6, outer.width + 24,
                max(0, min(text_box.bottom, bottom) - title_box.bottom + 6))
    # a field's placeholder is drawn a point under its text: both readable where shown small
    least = canvas.least_text if touch and canvas.css_per_px < 1 else 0
    return OnlinePlaces(canvas=canvas, panel=panel, words=tuple(placed), code=code,
                        buttons={name: places[name] for name in names},
                        fields={name: places[name] for name in words.fields},
                        button_size=body, field_size=max(body, least + 1))


def buttons_per_row(most: int, words: OnlineWords, body: int, width: int, gap: int,
                    wrap: Wrap) -> int:
    """How many buttons a row holds: ``most``, or fewer where a label would not fit on two
    lines at ``body`` (a button shrinks such a label under the readable size)."""
    for count in range(most, 1, -1):
        room = (width - (count - 1) * gap) // count - 24
        if all(len(wrap(label, body, room)) <= 2 for _name, label in words.buttons):
            return count
    return min(most, 2)
