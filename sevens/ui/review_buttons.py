"""The Review's buttons, each as wide as the widest label it can show, in every layout.

Back, Show all hands (Hide all hands once the hands are shown) and Play it from this seat were
sized for the layout alone, so "Play it from this seat" broke onto two lines in the 260-px
column of a phone turned sideways and in the third of a phone held upright. Each layout now
measures every label a button can show (:func:`sevens.ui.button_labels.toggled_labels`) at
the size it sets it in, in the language of the moment:

* on the desktop (1280×720) a button keeps its place while its labels fit it with
  :data:`~sevens.ui.button_labels.MIN_PAD` either side; one that needs more grows to
  :data:`~sevens.ui.button_labels.ROOMY_PAD` either side, Back and Show all hands to the
  right, Play it from this seat to the left (:func:`place_desktop`);
* turned sideways the column of buttons is as wide as the widest label needs
  (:func:`column_width`; the detail gives way);
* held upright the row of three shares its width by their labels (:func:`row_widths`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sevens.ui.button_labels import fitted, share_row, toggled_labels, widest_label

if TYPE_CHECKING:
    from sevens.ui.review_scene import ReviewScene
    from sevens.ui.widgets import Button

__all__ = ["column_width", "place_desktop", "row_widths"]

#: The desktop's buttons left of the seat stepper, left to right, and right of it.
LEFT = ("back", "all_hands")
RIGHT = ("replay",)


def need(scene: ReviewScene, button: Button, size: int | None = None) -> int:
    """The width of the widest label ``button`` can show at ``size`` (its own by default)."""
    return widest_label(scene.app.resources, button, toggled_labels(button), size)


def place_desktop(scene: ReviewScene) -> None:
    """The buttons at their desktop places and sizes (``scene.landscape_places``), widened
    where their labels need it (:func:`~sevens.ui.button_labels.fitted`): those left of the
    seat stepper keep their left end and gaps, the one right of it its right end. Every
    label fitting, nothing moves."""
    for button in scene.buttons:
        rect, size = scene.landscape_places[button.name]
        button.rect, button.size, button.wrap = rect.copy(), size, False
    named = {button.name: button for button in scene.buttons}
    left = [named[name] for name in LEFT]
    x, gap = left[0].rect.x, left[1].rect.x - left[0].rect.right
    for button in left:
        button.rect.width = fitted(need(scene, button), button.rect.width)
        button.rect.x = x
        x = button.rect.right + gap
    for button in (named[name] for name in RIGHT):
        right = button.rect.right
        button.rect.width = fitted(need(scene, button), button.rect.width)
        button.rect.right = right


def column_width(scene: ReviewScene, width: int, size: int) -> int:
    """A column of buttons ``width`` wide, or wider where a label they can show at ``size``
    needs it (:func:`~sevens.ui.button_labels.fitted`)."""
    return max(fitted(need(scene, button, size), width) for button in scene.buttons)


def row_widths(scene: ReviewScene, names: Sequence[str], widths: Sequence[int],
               size: int) -> list[int]:
    """The widths of the buttons ``names``, side by side at ``widths``, shared by the labels
    they can show at ``size`` (:func:`~sevens.ui.button_labels.share_row`)."""
    named = {button.name: button for button in scene.buttons}
    return share_row([need(scene, named[name], size) for name in names], widths)
