"""The results on every shape, in every language (issue 44): one test in place of the
per-shape files (the portrait results, the sideways buttons and settlement, the short
sideways phones, the tablets, the buttons' labels, the covered cards, the upright link).

**From the layout's frozen places**
(:func:`~sevens.ui.scenes.results.layout.lay_out_results`), cheaply: a deal is played once
per rule system and language and its words laid out on the canvas of every window
(:data:`WINDOWS`: a desktop, tablets and 4:3 or 16:10 windows, phones held upright, phones
turned sideways with and without room for a column of buttons, the short ones), with Show
all hands closed and open, the last column pointed at, and the legend open where it has a
button (the players in blocks). Every button on the canvas, clear of the others and of every
text, a thumb (44 CSS px) each way on a touch canvas, every label it can show on one line
with 8 px either side (two lines allowed only on the 960-wide compact canvas); every text
and card word on the canvas, inside the panel it starts in, over no other, at least 12 CSS
px held upright and on a tablet and 11 turned sideways (the cells 12, but Douque's on a
960-wide canvas); the settlement, its columns, the legend, your line and Show all hands on
the canvas and clear of the buttons; on the desktop and sideways without room for a
column, the buttons in one row along the foot under the legend, Next at its right; every
note with room (four players or fewer), and every column's explanation in the legend opened;
the covered cards written as words at 12 CSS px on a phone (small faces on a tablet's
canvas, their index at 12 CSS px or more).

**As drawn** (:mod:`layout_probe`, the texts the resources render and the card faces the art
draws), at every window: the scene laid out on the canvas itself; every label drawn whole,
once, at its button's size as made, with Hide all hands, after each outcome of a shared or
copied link, and with the longest fixed labels (Play it from your seat, New match); no text
off the canvas, out of its panel or over another; your line drawn whole; every text at the
least size above; no card face whose corner index reads under 12 CSS px on a phone.
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

import helpers  # noqa: E402
import pygame  # noqa: E402
from helpers import css_per_logical, fit_window, make_app, record_text_sizes  # noqa: E402
from layout_probe import draw, problems, record  # noqa: E402
from test_review_screen import corner_index, record_card_sizes  # noqa: E402

from sevens.app import translation  # noqa: E402
from sevens.app.languages import LANGUAGE_CODES  # noqa: E402
from sevens.app.translation import card_text, text  # noqa: E402
from sevens.ui.button_labels import MIN_PAD  # noqa: E402
from sevens.ui.clipboard import Clipboard  # noqa: E402
from sevens.ui.geometry.boxes import Box  # noqa: E402
from sevens.ui.geometry.canvas import (  # noqa: E402
    COMPACT,
    DESKTOP,
    NARROW,
    PORTRAIT,
    THUMB_HEIGHT,
    Canvas,
    describe,
    logical_size_for,
)
from sevens.ui.geometry.text import Words  # noqa: E402
from sevens.ui.navigation import Results  # noqa: E402
from sevens.ui.scenes.results import ResultsScene  # noqa: E402
from sevens.ui.scenes.results.layout import (  # noqa: E402
    ResultsPlaces,
    TextMetrics,
    View,
    fit_line,
    lay_out_results,
)
from sevens.ui.scenes.results.scene import metrics_of  # noqa: E402

#: The least height Show all hands needs for eight hands on a 720-tall canvas.
EIGHT_HANDS = 526

#: Windows (CSS px; None: a 1280×720 desktop window) -> the canvas and its shape.
WINDOWS: dict[tuple[int, int], tuple[tuple[int, int], str]] = {
    (1280, 720): ((1280, 720), DESKTOP),
    (1024, 768): ((960, 720), NARROW), (1280, 800): ((1152, 720), NARROW),
    (1024, 640): ((1152, 720), NARROW),
    (390, 844): ((720, 1558), PORTRAIT), (360, 780): ((720, 1560), PORTRAIT),
    (844, 390): ((1558, 720), COMPACT), (915, 412): ((1599, 720), COMPACT),
    (740, 360): ((1480, 720), COMPACT), (640, 360): ((1280, 720), COMPACT),
    (667, 375): ((1281, 720), COMPACT),
    (568, 320): ((1136, 640), COMPACT), (600, 320): ((1200, 640), COMPACT),
    (640, 320): ((1280, 640), COMPACT), (667, 320): ((1334, 640), COMPACT),
    (568, 360): ((1136, 720), COMPACT), (480, 360): ((960, 720), COMPACT),
    (560, 420): ((960, 720), COMPACT),
}
#: (rule system, players, deals): one per scoring, Douque's eleven columns with cards, eight
#: players sharing chips or family points, seven sharing chips, a match that goes on.
CASES = [("douque", 4, 1), ("douque", 4, 3), ("sevens", 8, 1), ("sevens", 7, 1),
         ("sevens", 6, 3), ("family", 8, 1), ("badam-satti", 6, 1), ("fan-tan", 3, 1),
         ("shichinarabe", 4, 1)]
#: Where the labels may take two lines (the narrowest compact canvas's row).
TWO_LINE_WIDTH = 960
#: The least room either side of a label drawn on one line, in logical px.
ROOM = MIN_PAD
#: What the page's clipboard can report after Share link (share sheet) or Copy link.
OUTCOMES = {"share": ("shared", "cancelled", "copied", "failed"), "copy": ("copied", "failed")}


#: The deals behind the results, each played once for the module: (rule system, players,
#: seed, deals a match) -> the session at its results.
PLAYED: dict[tuple[str, int, int, int], Any] = {}


def results_at(window: tuple[int, int] | None, rules_id: str, players: int, language: str,
               seed: int = 21, deals: int = 1) -> tuple[Any, ResultsScene]:
    """An app at ``window`` in ``language`` showing the results of the deal
    :func:`helpers.results_at` plays (straight from the table), the deal played once for the
    module (:data:`PLAYED`); the app and the results."""
    key = (rules_id, players, seed, deals)
    if key not in PLAYED:
        PLAYED[key] = helpers.results_at(None, rules_id, players, "en", seed, deals)[1].session
    app = make_app(window, rules_id, language=language, players=players, seed=seed,
                   deals=deals)
    app.scene.start()
    app.session = PLAYED[key]
    app.go(Results(just_ended=True))
    app.step(1 / 60)
    assert isinstance(app.scene, ResultsScene)
    return app, app.scene


def window_id(window: tuple[int, int]) -> str:
    """``640x360``."""
    return f"{window[0]}x{window[1]}"


def least_text(shape: str) -> float:
    """The least size of a text, in CSS px: 12 held upright and on a tablet or a desktop,
    11 turned sideways (22 px at 0.5 CSS px a logical px)."""
    return 11 if shape == COMPACT else 12


def canvas_for(window: tuple[int, int]) -> Canvas:
    """The canvas the app describes for the results at ``window``."""
    return describe(logical_size_for(*window), window, ResultsScene.shapes)


def ink_box(words: Words, metrics: TextMetrics) -> Box:
    """Where ``words``' ink lies, as the drawing anchors the line."""
    width = metrics.width(words.text, words.size, words.bold)
    height = metrics.height(words.text, words.size, words.bold)
    x = {"topleft": 0, "midleft": 0, "topright": width, "midright": width,
         "center": width // 2}[words.anchor]
    y = height // 2 if words.anchor in ("midleft", "midright", "center") else 0
    top, bottom = metrics.ink(words.text, words.size, words.bold)
    return Box(words.x - x, words.y - y + top, width, bottom - top)


def overlaps(one: Box, other: Box) -> bool:
    """True when the two boxes share a pixel."""
    return (one.x < other.right and other.x < one.right and one.y < other.bottom
            and other.y < one.bottom)


def contains(outer: Box, inner: Box, slack: int = 0) -> bool:
    """True when ``inner`` lies within ``outer`` grown by ``slack`` each side."""
    return (inner.x >= outer.x - slack and inner.y >= outer.y - slack
            and inner.right <= outer.right + slack and inner.bottom <= outer.bottom + slack)


def text_problems(places: ResultsPlaces, metrics: TextMetrics) -> list[str]:
    """Texts (card words too) off the canvas, out of the panel they start in, over one
    another in their layer, under a button, or under the least size."""
    canvas = places.canvas
    whole = Box(0, 0, *canvas.size)
    least = least_text(canvas.shape)
    found = []
    for number, layer in enumerate(places.layers):
        lines = [line for line in (*layer.headings, *layer.words) if line.text.strip()]
        lines += [Words(word.text, word.x, word.y, word.size, bold=True)
                  for word in layer.card_words]
        holders = [panel.box for panel in layer.panels
                   if panel.style in ("panel", "sheet", "summary", "banner")]
        boxes = []
        for line in lines:
            ink = ink_box(line, metrics)
            boxes.append((ink, line.text))
            if not contains(whole, ink):
                found.append(f"{line.text!r} {ink} leaves the canvas {canvas.size}")
            held = [box for box in holders if box.x <= ink.x < box.right
                    and box.y <= ink.y < box.bottom]
            if held and not contains(held[-1], ink, 2):
                found.append(f"{line.text!r} {ink} leaves its panel {held[-1]}")
            if line.size * canvas.css_per_px < least - 0.05:
                found.append(f"{line.text!r} at {line.size * canvas.css_per_px:.1f} CSS px")
            found += [f"{line.text!r} {ink} under {name} {place.box}"
                      for name, place in places.buttons.items() if overlaps(ink, place.box)]
        boxes.sort(key=lambda item: item[0].y)
        for index, (ink, string) in enumerate(boxes):  # over one another, in this layer
            for other, other_string in boxes[index + 1:]:
                if other.y >= ink.bottom:
                    break
                if overlaps(ink, other):
                    found.append(f"layer {number}: {string!r} {ink} over {other_string!r} "
                                 f"{other}")
    return found


def button_problems(places: ResultsPlaces, metrics: TextMetrics,
                    labels: dict[str, tuple[tuple[str, ...], bool]]) -> list[str]:
    """Buttons off the canvas, over one another, under a thumb on a touch canvas, with a
    label too small or without room on one line for every label it can show."""
    canvas = places.canvas
    whole = Box(0, 0, *canvas.size)
    scale = canvas.css_per_px
    found = []
    items = list(places.buttons.items())
    for index, (name, place) in enumerate(items):
        box = place.box
        if not contains(whole, box):
            found.append(f"{name} {box} leaves the canvas {canvas.size}")
        found += [f"{name} {box} overlaps {other} {other_place.box}"
                  for other, other_place in items[index + 1:] if overlaps(box, other_place.box)]
        if canvas.touch or canvas.shape == NARROW:
            if min(box.width, box.height) * scale < 44 - 0.05:
                found.append(f"{name} is {box.width * scale:.0f}×{box.height * scale:.0f} CSS px")
            if place.size * scale < least_text(canvas.shape) - 0.05:
                found.append(f"{name}'s label at {place.size * scale:.1f} CSS px")
        texts, primary = labels[name]
        for label in texts:
            need = metrics.width(label, place.size, primary)
            if need + 2 * ROOM <= box.width:
                continue
            lines = metrics.wrap(label, place.size, box.width - 12, primary)
            if not (place.wrap and canvas.width <= TWO_LINE_WIDTH and len(lines) <= 2
                    and all(metrics.width(line, place.size, primary) <= box.width - 4
                            for line in lines)):
                found.append(f"{name}'s {label!r} ({need} px at {place.size}) in {box.width}")
    return found


def part_problems(places: ResultsPlaces, scene: ResultsScene, view: View) -> list[str]:
    """The settlement, its columns, the legend, your line and Show all hands on the canvas
    and clear of the buttons; each shape's own rules."""
    canvas = places.canvas
    whole = Box(0, 0, *canvas.size)
    parts = places.parts
    found = [f"the {name} {box} leaves the canvas {canvas.size}" for name, box in parts.items()
             if box.height > 0 and not contains(whole, box)]
    for name, box in parts.items():
        found += [f"the {name} {box} under {button} {place.box}"
                  for button, place in places.buttons.items()
                  if box.height > 0 and overlaps(box, place.box)]
    settlement, legend = parts["settlement"], parts["legend"]
    if view.sheet != "legend":  # (open, it is over the settlement)
        spans = places.column_spans
        if spans and (spans[0][0] < settlement.x or spans[-1][1] > settlement.right):
            found.append(f"the columns {spans} leave the settlement {settlement}")
        if legend.y < settlement.bottom:
            found.append(f"the legend {legend} starts over the settlement {settlement}")
    if view.sheet == "hands" and canvas.shape == COMPACT and canvas.height >= 720 \
            and parts["hands"].height < EIGHT_HANDS:
        found.append(f"Show all hands {parts['hands']} has no room for eight hands")
    buttons = {name: place.box for name, place in places.buttons.items()}
    if canvas.shape in (COMPACT, DESKTOP) and canvas.width - 14 - 1262 < 200:  # no column
        row = sorted(buttons.items(), key=lambda item: item[1].x)
        if len({box.y for _, box in row}) != 1 or row[-1][0] != "next" \
                or row[-1][1].right != settlement.right or row[0][1].x != settlement.x \
                or legend.bottom >= row[0][1].y:
            found.append(f"the buttons {row} are not one row along the foot under {legend}")
    return found


def settlement_problems(places: ResultsPlaces, scene: ResultsScene, window: tuple[int, int],
                        metrics: TextMetrics) -> list[str]:
    """The cells' size sideways; every covered card written at 12 CSS px on a phone (small
    faces whose index reads at 12 on a tablet's or a desktop's canvas); every note with room
    (four players or fewer)."""
    canvas, base = places.canvas, places.layers[0]
    scale = canvas.css_per_px
    found = []
    settlement = places.parts["settlement"]
    if canvas.shape in (COMPACT, NARROW):
        cells = [line.size for line in base.words
                 if contains(settlement, ink_box(line, metrics)) and line.text.strip()]
        least = 11 if canvas.width <= 960 and scene.wording.scoring == "douque" else 12
        if cells and min(cells) * scale < least - 0.05:
            found.append(f"the cells at {min(cells) * scale:.1f} CSS px")
    codes = [code for row in scene.words.rows for cell in row.cells
             if isinstance(cell, tuple) for code in cell]
    faces = [face for face in base.faces if contains(settlement, face.box, 8)]
    written = {word.code: word.size for word in base.card_words}
    if faces:
        found += [f"{face.code} as a face with a {corner_index(face.box[2:]) * scale:.1f}-CSS-px "
                  "index" for face in faces if corner_index(face.box[2:]) * scale < 12 - 0.05]
        if len(faces) < len(codes):
            found.append(f"{len(faces)} faces drawn for {len(codes)} covered cards")
    else:
        found += [f"{card_text(code)} is not written" for code in codes if code not in written]
        found += [f"{card_text(code)} at {written[code] * scale:.1f} CSS px" for code in codes
                  if code in written and written[code] * scale < 12 - 0.05]
    if len(scene.words.rows) <= 4:  # more: the notes may be cut short upright
        drawn = "".join("".join(line.text.split()) for line in base.words
                        if line.x == settlement.x + 12)  # (no-break spaces too)
        found += [f"the note {line!r} has no room" for line, _ in scene.words.notes
                  if "".join(line.split()) not in drawn]
    return found


@pytest.mark.parametrize("language", LANGUAGE_CODES)
@pytest.mark.parametrize(("rules_id", "players", "deals"), CASES,
                         ids=[f"{rules}{players}-{deals}" for rules, players, deals in CASES])
def test_the_results_fit_every_shape(rules_id: str, players: int, deals: int,
                                     language: str) -> None:
    try:
        app, scene = results_at(None, rules_id, players, language, deals=deals)
        metrics = metrics_of(app.resources)
        labels = {name: (texts, primary) for name, texts, primary in scene.words.buttons}
        columns = len(scene.words.columns)
        found = []
        for window in WINDOWS:
            canvas = canvas_for(window)
            assert (canvas.size, canvas.shape) == WINDOWS[window], window
            views = [View(), View(sheet="hands"), View(focus=columns - 1)]
            if "legend" in lay_out_results(canvas, scene.words, metrics).buttons:
                pages = lay_out_results(canvas, scene.words, metrics, View(sheet="legend")).pages
                views += [View(sheet="legend", page=page) for page in range(max(1, len(pages)))]
            elif canvas.shape == PORTRAIT:  # upright the legend always opens from its button
                found.append(f"{window_id(window)}: no legend button")
            sheet_drawn: set[str] = set()  # on every page of the legend's sheet
            for view in views:
                places = lay_out_results(canvas, scene.words, metrics, view)
                state = f"{window_id(window)} {view}"
                problems_now = (text_problems(places, metrics)
                                + button_problems(places, metrics, labels)
                                + part_problems(places, scene, view))
                if view == View():
                    problems_now += settlement_problems(places, scene, window, metrics)
                if view.sheet == "legend":  # room for every column's explanation, page by page
                    sheet_drawn |= {line.text for line in places.layers[1].words}
                if canvas.shape != PORTRAIT and view.focus is not None:
                    last = scene.words.explanations[-1]
                    if canvas.shape == COMPACT and places.parts["legend"].height > 200 \
                            and not any(line.text and line.text in last
                                        for line in places.layers[0].words
                                        if line.size == 24 and line.tone == "text"):
                        problems_now.append("the column pointed at is not explained")
                found += [f"{state}: {problem}" for problem in problems_now]
            if len(views) > 3:
                found += [f"{window_id(window)} legend: no room for {heading!r}"
                          for heading, _ in scene.words.columns if heading not in sheet_drawn]
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)


#: More canvases for the legend: short pages and embeds turned sideways (960×600, 1000×600,
#: 1600×720), a 1024×500 window, tablets upright (720×960, 720×1152).
LEGEND_WINDOWS = [*WINDOWS, (480, 300), (500, 300), (1000, 450), (1024, 500), (768, 1024),
                  (800, 1280)]
#: Every rule system at each of its player counts.
EVERY_TABLE = [("douque", 4)] + [(rules_id, players) for rules_id in (
    "sevens", "fan-tan", "badam-satti", "shichinarabe", "domino", "family")
    for players in range(3, 9)]


@pytest.mark.parametrize(("rules_id", "players"), EVERY_TABLE,
                         ids=[f"{rules}{players}" for rules, players in EVERY_TABLE])
def test_a_column_pointed_at_is_explained_on_screen(rules_id: str, players: int) -> None:
    """Wherever a column can be pointed at (or the legend's hint says one can), pointing at
    any column shows its whole explanation, lit (960×600 with eight players once picked a
    column out and explained nothing: the legend under it had room for its link alone)."""
    try:
        app, scene = results_at(None, rules_id, players, "en")
        metrics, words = metrics_of(app.resources), scene.words
        found = []
        for window in LEGEND_WINDOWS:
            canvas, name = canvas_for(window), window_id(window)
            places = lay_out_results(canvas, words, metrics)
            if not places.column_spans:
                found += [f"{name}: the hint, and no column to point at"
                          for layer in places.layers for line in layer.words
                          if line.text == words.legend_hint]
                continue
            for index, explanation in enumerate(words.explanations):
                pointed = lay_out_results(canvas, words, metrics, View(focus=index))
                lit = "".join("".join(line.text.split()) for layer in pointed.layers
                              for line in layer.words if line.tone == "text")
                if "".join(explanation.split()) not in lit:
                    found.append(f"{name}: {words.columns[index][0]!r} pointed at, unexplained")
                found += [f"{name} {index}: {problem}"
                          for problem in text_problems(pointed, metrics)]
    finally:
        pygame.quit()
    assert not found, "\n".join(found)


# ------------------------------------------------------------------ as drawn


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


def fit_problems(app: Any, scene: Any, state: str, one_line: bool = True) -> list[str]:
    """Labels not drawn once, whole, at their button's size with :data:`ROOM` either side
    (where the canvas is wider than :data:`TWO_LINE_WIDTH`); buttons off the canvas or over
    one another."""
    found = []
    canvas = pygame.Rect((0, 0), scene.size)
    for index, button in enumerate(scene.buttons):
        drawn = label_drawn(app, button)
        width = app.resources.text(button.label, button.size, (0, 0, 0),
                                   bold=button.primary).get_width()
        if one_line and (scene.size[0] > TWO_LINE_WIDTH or not button.wrap):
            if drawn != [(button.label, button.size)]:
                found.append(f"{state}: {button.name}'s {button.label!r} at {button.size} px "
                             f"in {button.rect.width} px is drawn as {drawn}")
            elif width + 2 * ROOM > button.rect.width:
                found.append(f"{state}: {button.name}'s {button.label!r} ({width} px) leaves "
                             f"less than {ROOM} px either side in {button.rect.width}")
        elif "".join(string for string, _ in drawn[len(drawn) > 1:]).replace(" ", "") \
                != button.label.replace(" ", ""):  # the label measured whole, then its lines
            found.append(f"{state}: {button.name}'s {button.label!r} is drawn as {drawn}")
        if not canvas.contains(button.rect):
            found.append(f"{state}: {button.name} {button.rect} leaves the canvas")
        found += [f"{state}: {button.name} {button.rect} overlaps {other.name} {other.rect}"
                  for other in scene.buttons[index + 1:] if button.rect.colliderect(other.rect)]
    return found


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


def every_label(app: Any, scene: Any, share_sheet: bool, state: str,
                one_line: bool = True) -> list[str]:
    """:func:`fit_problems` for Show all hands, Hide all hands and each outcome of the link
    the clipboard can report, as the game sets them (no new layout in between)."""
    found = fit_problems(app, scene, f"{state}, show all hands", one_line)
    scene.toggle_hands()
    found += fit_problems(app, scene, f"{state}, hide all hands", one_line)
    scene.toggle_hands()
    share = scene.share_button
    assert share is not None
    bridge = Page(share_sheet)
    app.clipboard = Clipboard(web=True, window=bridge)
    for outcome in OUTCOMES["share" if share_sheet else "copy"]:
        bridge.sevensClipboard.answer = outcome
        share.share()
        assert share.label == text(f"results.link_{outcome}"), (outcome, share.label)
        found += fit_problems(app, scene, f"{state}, link {outcome}", one_line)
    share.update(60.0)  # the note's time is up: the resting label again
    assert share.label == share.resting
    return found


def drawn_problems(app: Any, scene: Any, window: tuple[int, int]) -> list[str]:
    """As drawn, in every state (all hands open, the legend open upright, a column pointed
    at): texts off the canvas, out of their panels or over one another, or under the least
    size; your line not drawn whole; card faces whose index reads under 12 CSS px on a
    phone (all hands closed)."""
    scale = css_per_logical(app, window)
    least = least_text(scene.layout_canvas.shape)
    canvas = record(app)
    scene.toggle_hands()  # the card faces are drawn once and kept: their indices are art
    draw(app, canvas)
    scene.toggle_hands()
    found = []
    states = ["plain", "hands", "focus"] + (["legend"] if "legend" in
                                            {button.name for button in scene.buttons} else [])
    for state in states:
        if state == "hands":
            scene.toggle_hands()
        elif state == "legend":
            scene.toggle_legend()
        elif state == "focus":
            scene.focus_column = len(scene.wording.columns()) - 1
            scene.lay_out()
        sizes = record_text_sizes(app)
        faces = record_card_sizes(app)
        drawn = draw(app, canvas)
        del app.resources.text, app.art.draw_card  # the recorders: the own methods again
        found += [f"{state}: {problem}" for problem in problems(drawn, scene.size)]
        found += sorted({f"{state}: {string!r} at {size * scale:.1f} CSS px"
                         for string, size in sizes
                         if string.strip() and size * scale < least - 0.05})
        if state == "plain":
            if scene.layout_canvas.touch:
                found += sorted({f"a card face {size} with a {corner_index(size) * scale:.1f}"
                                 "-CSS-px index" for size in faces
                                 if corner_index(size) * scale < 12 - 0.05})
            summary = "".join(scene.wording.summary_line()[0].split())
            shown = "".join("".join(item.text.split()) for item in drawn if item.kind == "text")
            if summary not in shown:
                found.append(f"your line {scene.wording.summary_line()[0]!r} is not drawn whole")
        if state == "hands":
            scene.toggle_hands()
        elif state == "legend":
            scene.toggle_legend()
        elif state == "focus":
            scene.focus_column = None
            scene.lay_out()
    return found


#: Where the longest labels (Play it from your seat, New match) fit on one line too; on the
#: other short canvases they may take two lines, drawn whole.
ONE_LINE_LONGEST = {(1280, 720), (390, 844), (640, 360), (740, 360), (844, 390), (568, 320)}
#: Every window in English and Japanese, the narrowest also in both Chinese scripts.
DRAWN = [(window, language) for window in WINDOWS for language in ("en", "ja")] + [
    (window, language) for window in ((568, 320), (480, 360), (360, 780))
    for language in ("zh-Hans", "zh-Hant")]


@pytest.mark.parametrize(("window", "language"), DRAWN,
                         ids=[f"{window_id(window)}-{language}" for window, language in DRAWN])
def test_the_results_as_drawn(window: tuple[int, int], language: str,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    share_sheet = language in ("en", "zh-Hans")
    monkeypatch.setattr(Clipboard, "can_share", lambda self: share_sheet)
    try:
        app, scene = results_at(window, "douque", 4, language, deals=3)
        assert (scene.size, scene.layout_canvas.shape) == WINDOWS[window]
        assert scene.size == app.size, f"drawn at {scene.size}, scaled into {app.size}"
        named = {button.name: button for button in scene.buttons}
        assert set(named) >= {"review", "other_seat", "all_hands", "share", "menu", "next"}
        assert named["share"].label == text("results.share" if share_sheet
                                            else "results.copy_link")
        found = every_label(app, scene, share_sheet, "as made")
        found += drawn_problems(app, scene, window)
        # The longest labels fixed when the results are made: a replay from another seat
        # offers your own seat back; the match's last deal offers a new match.
        named["other_seat"].label = text("results.own_seat")
        named["next"].label = text("results.new_match")
        scene.relayout()
        found += every_label(app, scene, share_sheet, "own seat, new match",
                             window in ONE_LINE_LONGEST)
        found += drawn_problems(app, scene, window)
    finally:
        translation.set_language("en")
        pygame.quit()
    assert not found, "\n".join(found)


# ------------------------------------------------------------------ particular cases


def test_a_row_too_full_for_its_labels_on_one_line_keeps_them_at_12_css_px() -> None:
    """A longer name in Play it as … than the seats' own (a longer translation) leaves the
    1136-wide row no room for every label on one line at 24 px, even set closer: every label
    stays at 24 (12 CSS px, the least text read on a thumb's canvas), whole, the longest on
    two lines; each button still 44 CSS px each way."""
    window = (568, 320)
    try:
        app, scene = results_at(window, "douque", 4, "en", deals=3)
        named = {button.name: button for button in scene.buttons}
        named["other_seat"].label = text("results.other_seat", name="Maximiliana Rose")
        scene.relayout()
        sizes = {button.size for button in scene.buttons}
        found = [] if sizes == {24} else [f"labels at {sorted(sizes)} px"]
        found += fit_problems(app, scene, "a long name", one_line=False)
        found += [f"{button.name}'s {button.label!r} on {len(drawn) - 1} lines" for button
                  in scene.buttons if len(drawn := label_drawn(app, button)) > 1
                  and len(drawn) - 1 > 2]
        scale = css_per_logical(app, window)
        found += [f"{button.name} {button.rect}" for button in scene.buttons
                  if min(button.rect.size) * scale < 44 - 0.05]
    finally:
        pygame.quit()
    assert not found, "\n".join(found)


def test_turning_the_results_keeps_the_landscape_places() -> None:
    """1280×720, then a phone held upright (the legend opened there), then 1280×720 again:
    every button back in its place, the legend closed (the desktop shows it under the
    settlement)."""
    app, scene = results_at((1280, 720), "douque", 4, "en")
    places = {button.name: button.rect.copy() for button in scene.buttons}
    assert "legend" not in places and places["next"].bottomright == (1240, 702)
    fit_window(app, (390, 844))
    app.step(1 / 60)
    assert app.scene is scene and scene.layout_canvas.shape == PORTRAIT
    assert all(button.rect.height >= 82 for button in scene.buttons)
    scene.toggle_hands()
    assert scene.sheet == "hands" and scene.hands_button.label == text("hands.hide")
    scene.toggle_legend()  # one sheet at a time: the legend in place of all hands
    assert scene.sheet == "legend" and scene.hands_button.label == text("hands.show")
    fit_window(app, (1280, 720))
    app.step(1 / 60)
    assert {button.name: button.rect for button in scene.buttons} == places
    assert scene.sheet is None
    pygame.quit()


def test_turning_back_to_the_desktop_puts_the_buttons_back() -> None:
    """A phone's results turned into a 1280×720 window place their buttons as results made
    there do."""
    try:
        _app, made = results_at((1280, 720), "sevens", 6, "en", deals=3)
        desktop = {button.name: (button.rect.copy(), button.size, button.wrap)
                   for button in made.buttons}
        app, scene = results_at((640, 360), "sevens", 6, "en", deals=3)
        assert scene.buttons[0].rect.height == THUMB_HEIGHT
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        app.display.window_resized()
        app.step(1 / 60)
        assert scene.layout_canvas.shape == DESKTOP
        assert {button.name: (button.rect, button.size, button.wrap)
                for button in scene.buttons} == desktop
    finally:
        pygame.quit()


def test_pointing_at_a_column_picks_it_out_on_every_landscape_shape() -> None:
    """A pointer over a column's cells picks it out (its heading in the text's colour, the
    others' sentences muted in the desktop's legend); off the settlement, none."""
    try:
        app, scene = results_at((844, 390), "douque", 4, "en")
        left, right = scene.places.column_spans[3]
        top, bottom = scene.places.table_span
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=((left + right) // 2,
                                                                        bottom - 4)))
        assert scene.focus_column == 3
        heading = scene.wording.columns()[3][0]
        assert any(words.text == heading and words.tone == "text"
                   for words in scene.places.layers[0].headings)
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(left, top - 20)))
        assert scene.focus_column is None
    finally:
        pygame.quit()


#: The query a six-player British Sevens deal's link has in the browser.
QUERY = "?rules=badam-satti&players=8&deals=12&deal=7h2px33k-0&seat=7"


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_the_web_deal_link_breaks_inside_the_portrait_canvas(language: str) -> None:
    """Upright, the link's query (one word with no space, wider than the canvas) breaks after
    an ``&`` as well as at spaces, on at most two lines inside the canvas, whole."""
    from dataclasses import replace

    try:
        app, scene = results_at((390, 844), "sevens", 6, language)
        line = text("results.link", link=QUERY)
        words = replace(scene.words, link_versions=(line, line))
        metrics = metrics_of(app.resources)
        places = lay_out_results(scene.layout_canvas, words, metrics)
        lines = [item.text for item in places.layers[0].words if item.tone == "muted"
                 and item.text.replace(" ", "") in line.replace(" ", "")]
        assert 1 < len(lines) <= 2, lines
        assert "".join(lines).replace(" ", "") == line.replace(" ", "")
        assert all(metrics.width(part, 24, False) <= 720 - 48 for part in lines), lines
        assert not text_problems(places, metrics)
    finally:
        translation.set_language("en")
        pygame.quit()


def test_a_link_with_spaces_wraps_at_its_spaces_upright() -> None:
    try:
        app, scene = results_at((390, 844), "sevens", 6, "en")
        native = scene.wording.link_text()  # natively the command line: words with spaces
        assert " --deal " in native
        lines = [item.text for item in scene.places.layers[0].words if item.tone == "muted"
                 and item.text.replace(" ", "") in native.replace(" ", "")]
        legend = scene.places.parts["legend"]  # at the legend's foot, inside its margins
        assert lines == app.resources.wrap(native, 24, legend.width - 28)[:2]
    finally:
        pygame.quit()


@pytest.mark.parametrize("passed", [True, False])
def test_a_friends_deal_check_is_coloured_by_its_outcome_on_every_shape(passed: bool) -> None:
    """Online, the link line is a friend's deal check: green when it passed, red when not."""
    try:
        app, scene = results_at((1280, 720), "sevens", 6, "en")
        check = "Deal check by Ben: " + ("the same cards" if passed else "other cards")
        scene.session.verdict, scene.session.verdict_ok = check, passed  # as online's are
        words = scene.wording.words(scene.words.buttons)
        for window in ((1280, 720), (390, 844), (844, 390)):
            places = lay_out_results(canvas_for(window), words, metrics_of(app.resources))
            tones = {line.tone for layer in places.layers for line in layer.words
                     if " " in line.text and line.text in check}
            assert tones == {"good" if passed else "danger"}, (window, tones)
    finally:
        pygame.quit()


def test_a_long_match_winner_line_stays_in_its_box() -> None:
    """Your line's fitting: one line where it fits, else two, each inside the box."""
    try:
        app, scene = results_at((1280, 720), "family", 8, "en")
        metrics = metrics_of(app.resources)
        names = ", ".join(text(f"seat.name.{seat}") for seat in range(1, 8))
        line = text("results.winners", names=f"{text('seat.you')}, {names}")
        box = Box(690, 500, 550, 64)
        placed = fit_line(metrics, line, box, "text", (24, 20, 17))
        assert len(placed) == 2
        assert all(contains(box, ink_box(part, metrics)) for part in placed), placed
        assert len(fit_line(metrics, text("results.you_win"), box, "text", (24, 20, 17))) == 1
    finally:
        pygame.quit()


#: Douque deals whose settlement sentence is long (seed 24: three payers, one with a Bust, on
#: two lines sideways), and one whose payers' covered cards take three lines (seed 3).
LONG_NOTES = (24, 3)


@pytest.mark.parametrize("window", [
    (844, 390), (1280, 720), (960, 720), (390, 844), (768, 1024), (480, 360), (568, 320)])
def test_the_settlement_sentence_is_drawn_whole(window: tuple[int, int]) -> None:
    """Every line of the notes under the settlement is drawn, none cut off by what is under
    them (your line, the buttons)."""
    try:
        for seed in LONG_NOTES:
            _app, scene = results_at(window, "douque", 4, "en", seed)
            drawn = "".join("".join(item.text.split()) for layer in scene.places.layers
                            for item in layer.words)  # (no-break spaces too)
            notes = [line for line, _tone in scene.words.notes]
            assert notes
            missing = [line for line in notes if "".join(line.split()) not in drawn]
            assert not missing, (seed, missing)
    finally:
        pygame.quit()


def resize_window(app: Any, window: tuple[int, int]) -> None:
    """Resize ``app``'s window to ``window`` px as a player does: the window first, then the
    event that tells the app (its canvas and its scale both follow the new window)."""
    pygame.display.set_mode(window, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=window, w=window[0],
                                        h=window[1]))
    app.step(1 / 60)


#: Windows resized one after another, the results laid out at each.
ROUTES = [((360, 640), (390, 844)), ((390, 844), (844, 390), (390, 844)),
          ((1280, 720), (390, 844)), ((390, 844), (1280, 720))]


@pytest.mark.parametrize("route", ROUTES, ids=["-".join(map(window_id, r)) for r in ROUTES])
@pytest.mark.parametrize(("rules_id", "players"), [("douque", 4), ("sevens", 4), ("domino", 8)])
def test_the_results_lay_out_the_same_however_the_window_was_reached(
        route: tuple[tuple[int, int], ...], rules_id: str, players: int) -> None:
    """A layout is a function of the canvas, the words and what is picked out, not of the
    way there: the results resized through ``route`` (with the legend's sheet open where it
    has a button) are placed exactly as the results opened at its last window."""
    try:
        for sheet in (None, "legend"):
            app, resized = results_at(route[0], rules_id, players, "en")
            for window in route[1:]:
                if sheet and resized.sheet is None and "legend" in resized.places.buttons:
                    resized.toggle_legend()
                resize_window(app, window)
            _app, opened = results_at(route[-1], rules_id, players, "en")
            if resized.sheet is not None:
                opened.toggle_legend()
            assert resized.places == opened.places, (sheet, route)
    finally:
        pygame.quit()


@pytest.mark.parametrize("window", [(400, 225), (280, 500)], ids=window_id)
def test_the_results_lay_out_in_a_small_window(window: tuple[int, int]) -> None:
    """A window so small its least text is over the title's 30 px (400×225, 280×500) lays
    the results out (it raised an IndexError), the title at the least size read."""
    try:
        _app, scene = results_at(window, "sevens", 4, "en")
        title = next(words for words in scene.places.layers[0].words
                     if words.text == scene.words.title)
        assert title.size >= scene.places.canvas.least_text
    finally:
        pygame.quit()
