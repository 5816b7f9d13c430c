"""What each of the results' buttons can say, and how wide that makes it (see
:mod:`sevens.ui.results_buttons`, which places them).

Two buttons change their label after the layout is made: Show all hands becomes Hide all
hands, and Share link (or Copy link) says for a few seconds what became of the link (Link
copied, Could not copy, Not shared…; :class:`sevens.ui.link_buttons.ShareLinkButton`).
:func:`labels` names them all, :func:`label_width` measures the widest (the measuring and the
padding are :mod:`sevens.ui.button_labels`', which the Review shares).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sevens.ui.button_labels import MIN_PAD, ROOMY_PAD, fitted, toggled_labels, widest_label
from sevens.ui.translation import text

if TYPE_CHECKING:
    from sevens.ui.resources import Resources
    from sevens.ui.widgets import Button

__all__ = ["MIN_PAD", "ROOMY_PAD", "fitted_width", "label_width", "labels"]

#: What a shared link's button says afterwards where the page has a share sheet (a share
#: that fails falls back on the clipboard), and where it only copies.
SHARE_OUTCOMES = ("results.link_shared", "results.link_cancelled", "results.link_copied",
                  "results.link_failed")
COPY_OUTCOMES = ("results.link_copied", "results.link_failed")


def labels(button: Button) -> list[str]:
    """Every label ``button`` can show while the results are up: its own, Show and Hide all
    hands, and the share button's resting label and every outcome it may report."""
    found = toggled_labels(button)
    if button.name == "share":
        resting = getattr(button, "resting", button.label)
        outcomes = SHARE_OUTCOMES if resting == text("results.share") else COPY_OUTCOMES
        found += [resting, *(text(key) for key in outcomes)]
    return list(dict.fromkeys(found))


def label_width(resources: Resources, button: Button, size: int | None = None) -> int:
    """The width of ``button``'s widest label (:func:`labels`) at ``size`` (its own by
    default), bold for the primary button as it is drawn."""
    return widest_label(resources, button, labels(button), size)


def fitted_width(resources: Resources, button: Button, width: int) -> int:
    """``width`` while ``button``'s widest label fits it with :data:`MIN_PAD` either side,
    else as wide as that label with :data:`ROOMY_PAD` either side."""
    return fitted(label_width(resources, button), width)
