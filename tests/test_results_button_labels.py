"""The results' buttons fit every label they show, on one line at their own size.

Two of the results' buttons change their label after the layout is made: Show all hands
becomes Hide all hands, and Share link (Copy link where the page has no share sheet) says for a
few seconds what became of the link. The buttons were sized for their first label, so the
later one broke onto two lines or was set smaller: "Could not copy" on a phone turned sideways
(640×360), 共有しませんでした and コピーできません held upright (390×844), and on the desktop
"Play it from your seat" (a replay from another seat) in a button made for "Play it as Ada".

Checked by drawing each button as the game does, in every language the game ships, on the
desktop (1280×720), a phone held upright and phones turned sideways (a row of buttons along
the foot at 640×360 and 740×360, a column beside the settlement at 844×390), with the page's
share sheet and without: for every label a button takes — as made, with the longest fixed
labels (Play it from your seat, New match), Show and Hide all hands, and each outcome of a
shared or copied link as the clipboard reports it — the label is drawn once, whole, at the
button's size, with room either side; the buttons stay on the canvas and clear of each other;
and a desktop whose labels all fit keeps its places.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import results_at  # noqa: E402

from sevens.languages import LANGUAGE_CODES  # noqa: E402
from sevens.ui import translation  # noqa: E402
from sevens.ui.clipboard import Clipboard  # noqa: E402
from sevens.ui.translation import text  # noqa: E402

#: The desktop, a phone held upright, phones turned sideways (a row along the foot at 640×360
#: and 740×360, a column at 844×390).
WINDOWS = [None, (390, 844), (640, 360), (740, 360), (844, 390)]
#: The least room either side of a label, in logical px.
ROOM = 8
#: What the page's clipboard can report after Share link (share sheet) or Copy link.
OUTCOMES = {"share": ("shared", "cancelled", "copied", "failed"), "copy": ("copied", "failed")}


def window_id(window: tuple[int, int] | None) -> str:
    """``640x360``, or ``desktop``."""
    return "desktop" if window is None else f"{window[0]}x{window[1]}"


class Bridge:
    """The page's clipboard bridge, answering a share at once with :attr:`answer`."""

    def __init__(self, share_sheet: bool) -> None:
        self.share_sheet = share_sheet
        self.state, self.text, self.answer = "idle", "", "copied"

    def share(self, title: str, link: str, want_share: bool) -> None:
        self.state = self.answer

    def canShare(self) -> bool:  # noqa: N802 - the page's JavaScript name
        return self.share_sheet


class Page:
    """The page's ``window`` with the bridge already installed."""

    def __init__(self, share_sheet: bool) -> None:
        self.sevensClipboard = Bridge(share_sheet)  # noqa: N815 - the page's name


def label_drawn(app: Any, button: Any) -> list[tuple[str, int]]:
    """Draw ``button`` as the scene does; the (text, size) of every text it rendered."""
    rendered: list[tuple[str, int]] = []
    original = app.resources.text

    def noted(string: str, size: int, *arguments: Any, **keywords: Any) -> pygame.Surface:
        rendered.append((string, size))
        return original(string, size, *arguments, **keywords)

    app.resources.text = noted
    try:
        button.draw(pygame.Surface(app.scene.size), app.resources)
    finally:
        del app.resources.text  # the class's own method again
    return rendered


def fit_problems(app: Any, scene: Any, state: str) -> list[str]:
    """Labels not drawn once, whole, at their button's size with :data:`ROOM` either side;
    buttons off the canvas or over one another."""
    found = []
    canvas = pygame.Rect((0, 0), scene.size)
    for index, button in enumerate(scene.buttons):
        drawn = label_drawn(app, button)
        width = app.resources.text(button.label, button.size, (0, 0, 0),
                                   bold=button.primary).get_width()
        if drawn != [(button.label, button.size)]:
            found.append(f"{state}: {button.name}'s {button.label!r} at {button.size} px in "
                         f"{button.rect.width} px is drawn as {drawn}")
        elif width + 2 * ROOM > button.rect.width:
            found.append(f"{state}: {button.name}'s {button.label!r} ({width} px) leaves less "
                         f"than {ROOM} px either side in {button.rect.width}")
        if not canvas.contains(button.rect):
            found.append(f"{state}: {button.name} {button.rect} leaves the canvas")
        found += [f"{state}: {button.name} {button.rect} overlaps {other.name} {other.rect}"
                  for other in scene.buttons[index + 1:] if button.rect.colliderect(other.rect)]
    return found


def every_label(app: Any, scene: Any, share_sheet: bool, state: str) -> list[str]:
    """:func:`fit_problems` for Show all hands, Hide all hands and each outcome of the link
    the clipboard can report, as the game sets them (no new layout in between)."""
    found = fit_problems(app, scene, f"{state}, show all hands")
    scene.toggle_hands()
    found += fit_problems(app, scene, f"{state}, hide all hands")
    scene.toggle_hands()
    share = scene.share_button
    assert share is not None
    bridge = Page(share_sheet)
    app.clipboard = Clipboard(web=True, window=bridge)
    for outcome in OUTCOMES["share" if share_sheet else "copy"]:
        bridge.sevensClipboard.answer = outcome
        share.share()
        assert share.label == text(f"results.link_{outcome}"), (outcome, share.label)
        found += fit_problems(app, scene, f"{state}, link {outcome}")
    share.update(60.0)  # the note's time is up: the resting label again
    assert share.label == share.resting
    return found


@pytest.mark.parametrize("share_sheet", [False, True], ids=["copy", "share"])
@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize("window", WINDOWS, ids=window_id)
def test_every_results_button_fits_every_label_it_shows(
        window: tuple[int, int] | None, language: str, share_sheet: bool,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Clipboard, "can_share", lambda self: share_sheet)
    try:
        app, scene = results_at(window, "douque", 4, language, deals=3)
        named = {button.name: button for button in scene.buttons}
        assert set(named) >= {"review", "other_seat", "all_hands", "share", "menu", "next"}
        assert named["share"].label == text("results.share" if share_sheet
                                            else "results.copy_link")
        found = every_label(app, scene, share_sheet, "as made")
        if window is None:  # the desktop keeps its places where every label fits
            found += [f"{button.name} moved to {button.rect}" for button in scene.buttons
                      if (button.rect, button.size) != scene.landscape_places[button.name]]
        # The longest labels fixed when the results are made: a replay from another seat
        # offers your own seat back; the match's last deal offers a new match.
        named["other_seat"].label = text("results.own_seat")
        named["next"].label = text("results.new_match")
        scene.relayout()
        found += every_label(app, scene, share_sheet, "own seat, new match")
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)
