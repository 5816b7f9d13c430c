"""Where the hand-over screen puts its words and buttons, on any canvas: the next person's
name in the middle (smaller for a long name on a narrow canvas), the line saying the hands
are hidden under it, then *Ready* and *Undo*. On a canvas laid out for thumbs (a phone held
upright or turned sideways, a short page) the buttons are a thumb tall, the words at least 12
CSS px, and the buttons' labels may take two lines.

Pure: the words and the text measure come in, frozen places (:class:`HandOverPlaces`) go out.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.canvas import THUMB_HEIGHT, Canvas
from sevens.ui.geometry.page import ButtonPlace
from sevens.ui.geometry.text import Measure, Words

__all__ = ["HandOverPlaces", "lay_out_hand_over"]


@dataclass(frozen=True)
class HandOverPlaces:
    """The words (centred) and the buttons."""

    words: tuple[Words, ...]
    ready: ButtonPlace
    undo: ButtonPlace


def lay_out_hand_over(canvas: Canvas, title: str, hidden: str,
                      measure: Measure) -> HandOverPlaces:
    """The hand-over screen on ``canvas``: ``title`` (whom to pass to) and ``hidden``."""
    width, height = canvas.size
    middle = width // 2
    touch = canvas.touch  # thumb-tall: 44 CSS px on a 360-px phone, or one turned sideways
    size = 44
    while measure(title, size, True) > width - 48 and size > 20:  # a long name, a narrow canvas
        size -= 4
    button_width, ready_tall, undo_tall = (440, THUMB_HEIGHT, THUMB_HEIGHT) if touch \
        else (320, 64, 56)
    ready = Box(middle - button_width // 2, height // 2 + 80 - ready_tall // 2, button_width,
                ready_tall)
    return HandOverPlaces(
        words=(Words(title, middle, height // 2 - 60, size, bold=True, anchor="center"),
               Words(hidden, middle, height // 2, 24 if touch else 20, "muted",
                     anchor="center")),
        ready=ButtonPlace(ready, 30 if touch else 22, touch),
        undo=ButtonPlace(Box(ready.x, ready.bottom + 40, button_width, undo_tall),
                         26 if touch else 18, touch))
