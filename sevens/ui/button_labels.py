"""Buttons as wide as the widest label they can show, shared by the results
(:mod:`sevens.ui.scenes.results.scene`) and the Review (:mod:`sevens.ui.scenes.review.layout`).

A button whose label changes after the layout is made (Show all hands becomes Hide all hands)
and was sized for its first label breaks the new one onto two lines or sets it smaller. A
layout measures every label a button can show (:func:`toggled_labels`, or a screen's own
list) at the size it draws it and widens the button where need be (:func:`fitted`,
:func:`share_row`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sevens.app.translation import text
from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.text import Measure

if TYPE_CHECKING:
    from sevens.ui.widgets import Button

__all__ = ["MIN_PAD", "ROOMY_PAD", "ButtonPlace", "fitted", "share_row", "toggled_labels",
           "widest_label"]

#: The least room either side of a label, in logical px (the button draws a label on one
#: line at its size while it leaves 6).
MIN_PAD = 8
#: The room either side of a label that a button grows to when its labels need more.
ROOMY_PAD = 16


@dataclass(frozen=True)
class ButtonPlace:
    """A button's box, its label's type size, and whether a long label takes two lines."""

    box: Box
    size: int
    wrap: bool


def widest_label(buttons: Sequence[tuple[str, Sequence[str], bool]], name: str, size: int,
                 measure: Measure) -> int:
    """The widest label button ``name`` of ``buttons`` (each its name, every label it can
    show, and whether it is the primary one, drawn bold) can show at ``size``."""
    labels, primary = next((labels, primary) for key, labels, primary in buttons
                           if key == name)
    return max(measure(label, size, primary) for label in labels)


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


def share_row(needs: Sequence[int], widths: Sequence[int]) -> list[int]:
    """Widths for a row of buttons ``widths`` wide whose widest labels are ``needs`` wide,
    across the same room: unchanged while every label fits with :data:`MIN_PAD` either side;
    else every button grows to :data:`ROOMY_PAD` either side of its label (:data:`MIN_PAD`
    where the row is short of room) and those wider than that give up what the others take,
    in proportion to what they have beyond it. Unchanged when even that does not make room
    (the labels then wrap)."""
    if all(need + 2 * MIN_PAD <= width for need, width in zip(needs, widths, strict=True)):
        return list(widths)
    for pad in (ROOMY_PAD, MIN_PAD):
        wanted = [need + 2 * pad for need in needs]
        deficit = sum(max(0, want - width) for want, width in zip(wanted, widths, strict=True))
        spare = [max(0, width - want) for want, width in zip(wanted, widths, strict=True)]
        if deficit > sum(spare):
            continue
        given = [deficit * room // sum(spare) for room in spare]
        given[spare.index(max(spare))] += deficit - sum(given)  # the odd pixels
        return [max(want, width) - give
                for want, width, give in zip(wanted, widths, given, strict=True)]
    return list(widths)
