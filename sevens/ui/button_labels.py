"""Buttons as wide as the widest label they can show (Show all hands becomes Hide all
hands), shared by the results and the Review: a layout measures every label a button can
show (:func:`toggled_labels`, or a screen's own list) at the size it draws it and widens the
button where need be (:func:`fitted`, :func:`row_widths`).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sevens.app.translation import text
from sevens.ui.geometry.canvas import THUMB_HEIGHT
from sevens.ui.geometry.text import Measure, Wrap

if TYPE_CHECKING:
    from sevens.ui.widgets import Button

__all__ = ["LABEL_PAD", "MIN_PAD", "ROOMY_PAD", "fitted", "row_widths",
           "toggled_labels", "two_line_width", "widest_label"]

#: The least room either side of a label, in logical px (the button draws a label on one
#: line at its size while it leaves 6).
MIN_PAD = 8
#: The room either side of a label that a button grows to when its labels need more.
ROOMY_PAD = 16
#: The most room either side of a label in a row of buttons sharing the room by their labels.
LABEL_PAD = 24


def widest_label(buttons: Sequence[tuple[str, Sequence[str], bool]], name: str, size: int,
                 measure: Measure, words: bool = False) -> int:
    """The widest label button ``name`` of ``buttons`` (each its name, every label it can
    show, and whether it is the primary one, drawn bold) can show at ``size``; the widest
    word of its labels where ``words`` (a label broken onto two lines)."""
    labels, primary = next((labels, primary) for key, labels, primary in buttons
                           if key == name)
    parts = [word for label in labels for word in label.split()] if words else labels
    return max(measure(part, size, primary) for part in parts)


def two_line_width(label: str, size: int, wrap: Wrap, measure: Measure, bold: bool = False) -> int:
    """How wide ``label`` at ``size`` is at the least on at most two lines (``wrap``): its
    widest line in the least room that takes it on two, or its longest word."""
    room = bisect.bisect_left(range(measure(label, size, bold) + 1), True,
                              key=lambda room: len(wrap(label, size, room, bold)) <= 2)
    return max(measure(line, size, bold) for line in wrap(label, size, room, bold))


def toggled_labels(button: Button) -> list[str]:
    """``button``'s label, and for Show all hands (named ``all_hands``) both Show and Hide
    all hands."""
    found = [button.label]
    if button.name == "all_hands":
        found += [text("hands.show"), text("hands.hide")]
    return list(dict.fromkeys(found))


def fitted(need: int, width: int) -> int:
    """``width`` while a label ``need`` wide fits it with :data:`MIN_PAD` either side, else
    as wide as the label with :data:`ROOMY_PAD` either side."""
    return width if need + 2 * MIN_PAD <= width else need + 2 * ROOMY_PAD


def row_widths(buttons: Sequence[tuple[str, Sequence[str], bool]], names: Sequence[str],
               sizes: Sequence[int], room: int, measure: Measure) -> list[int]:
    """Widths for the buttons ``names`` of ``buttons`` (as :func:`widest_label` takes them)
    in a row across ``room``, their labels at ``sizes``: each label with :data:`LABEL_PAD`
    either side where the row has room for that (:data:`MIN_PAD` at least), each button a
    thumb wide at least, the narrow ones growing to a common width first; where the labels
    overrun ``room`` (they then take two lines), each kept to its longest word, or a thumb
    where even those overrun it, and given its share of the rest. The last (the primary
    one) takes the odd pixels."""
    needs = [widest_label(buttons, name, size, measure)
             for name, size in zip(names, sizes, strict=True)]
    pad = max(MIN_PAD, min(LABEL_PAD, (room - sum(needs)) // (2 * len(needs))))
    naturals = [max(THUMB_HEIGHT, need + 2 * pad) for need in needs]
    if sum(naturals) >= room:
        words = [widest_label(buttons, name, size, measure, words=True) + 2 * MIN_PAD
                 for name, size in zip(names, sizes, strict=True)]
        floors = [max(THUMB_HEIGHT, min(word, need)) for word, need in
                  zip(words, naturals, strict=True)]
        if sum(floors) > room:
            floors = [THUMB_HEIGHT] * len(naturals)
        slack = max(1, sum(naturals) - sum(floors))
        widths = [floor + (need - floor) * (room - sum(floors)) // slack
                  for floor, need in zip(floors, naturals, strict=True)]
    else:  # the narrow ones up to the highest common width the row holds
        ordered = sorted(naturals)
        level = min((room - sum(ordered[count:])) // count
                    for count in range(1, len(ordered) + 1))
        widths = [max(need, level) for need in naturals]
    widths[-1] += room - sum(widths)
    return widths
