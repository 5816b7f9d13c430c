"""The results' buttons, each as wide as the widest label it can show.

Two buttons change their label after the layout is made: Show all hands becomes Hide all
hands, and Share link (or Copy link) says for a few seconds what became of the link (Link
copied, Could not copy, Not shared…; see :class:`sevens.ui.link_buttons.ShareLinkButton`).
A button sized for its first label would then break the new one onto two lines or set it
smaller ("Could not copy" on a phone turned sideways, 共有しませんでした held upright). So
every layout sizes each button for the widest of its labels
(:func:`sevens.ui.results_labels.labels`) in the language of the moment, at its own type
size:

* on the desktop (1280×720) a button keeps its place while its labels fit it with
  :data:`~sevens.ui.results_labels.MIN_PAD` either side; one that needs more grows to
  :data:`~sevens.ui.results_labels.ROOMY_PAD` either side and the buttons before it in its
  row move left (the title beside them gives way);
* held upright, Menu and Share on the bottom line grow the same way and Next takes the
  rest (:func:`sevens.ui.results_portrait.portrait_results_layout`);
* turned sideways, the row along the foot is measured on the widest labels
  (:func:`sevens.ui.results_compact.place_foot_row`), and the column right of the
  settlement is used only where every label fits it on one line
  (:func:`sevens.ui.results_compact.place_compact_buttons`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import results_compact
from sevens.ui.results_labels import fitted_width
from sevens.ui.results_portrait import (
    BOTTOM_BUTTONS,
    BUTTON_TEXT,
    NARROW_BUTTON,
    portrait_results_layout,
)

if TYPE_CHECKING:
    from sevens.ui.results import ResultsScene

__all__ = ["fit_desktop_rows", "place_buttons"]


def fit_desktop_rows(scene: ResultsScene) -> None:
    """Widen the desktop buttons whose labels need it
    (:func:`~sevens.ui.results_labels.fitted_width`); the buttons before one that grew in
    its row (the top one, or Menu and Next) move left by as much, keeping the row's gaps and
    its right end. A row where every label fits keeps its places."""
    resources = scene.app.resources
    for top in (True, False):
        row = sorted((button for button in scene.buttons if (button.rect.y < 60) == top),
                     key=lambda button: button.rect.x)
        widths = [fitted_width(resources, button, button.rect.width) for button in row]
        if all(width == button.rect.width for button, width in zip(row, widths, strict=True)):
            continue
        gaps = [row[index + 1].rect.x - row[index].rect.right for index in range(len(row) - 1)]
        right = row[-1].rect.right
        for index in range(len(row) - 1, -1, -1):
            button = row[index]
            button.rect = pygame.Rect(right - widths[index], button.rect.y, widths[index],
                                      button.rect.height)
            if index:
                right = button.rect.x - gaps[index - 1]


def place_buttons(scene: ResultsScene) -> None:
    """Place the results' buttons for the canvas: the portrait layout (with the legend's
    button), the desktop's places, or a phone turned sideways'
    (:func:`sevens.ui.results_compact.place_compact_buttons`); each wide enough for its
    widest label."""
    scene.buttons = [button for button in scene.buttons if button is not scene.legend_button]
    scene.button_column = False
    resources = scene.app.resources
    if scene.portrait:
        scene.buttons.append(scene.legend_button)
        for button in scene.buttons:
            button.size, button.wrap = BUTTON_TEXT, False
        named = {button.name: button for button in scene.buttons}
        widths = {name: fitted_width(resources, named[name], NARROW_BUTTON)
                  for name in BOTTOM_BUTTONS if name in named and name != "next"}
        layout = portrait_results_layout(scene.size, list(named), widths)
        for button in scene.buttons:
            button.rect = layout.buttons[button.name].copy()
        return
    scene.show_legend = False
    for button in scene.buttons:
        place, size = scene.landscape_places[button.name]
        button.rect, button.size, button.wrap = place.copy(), size, False
    if scene.compact:  # a phone turned sideways: thumb-tall buttons, a column or a row
        results_compact.place_compact_buttons(scene)
    else:
        fit_desktop_rows(scene)
