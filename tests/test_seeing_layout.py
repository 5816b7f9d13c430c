"""Issue 34, seeing settings: large cards and high contrast, checked on every screen.

* Geometry: with large cards the hand and the rows are at least 1.5× the usual size on the
  same canvas (measured from the layout's rectangles), for three to eight players and two
  packs, landscape (1280×720, 1600×720) and a phone held upright; shorter portrait canvases
  take the largest step they have room for and never go below the usual size. Nothing leaves
  the canvas and no two tap targets (buttons, hand cards' visible strips, places on the rows)
  overlap, nor does any of them lie under a panel or the status line.
* Every screen (menu, rules, statistics, house rules, seats, the hand-over screen, the table
  mid-deal, with a hint, with the move log, the cover prompt, the results, Review, a two-pack
  table of eight) in each seeing mode —
  normal, large cards, high contrast, both (with the four-colour deck and still cards too) —
  in landscape and portrait: every text inside the
  canvas and its panel, no two texts on top of each other (``tests/layout_probe.py``), every
  button and stepper on the canvas and apart; in high contrast every text measured against the
  pixels behind it at WCAG AA (4.5:1, 3:1 for large text).
* The high-contrast palette itself: card ink on the faces, text on the table, the panels and
  the buttons, the lit places on the felt, computed from the theme's colours.
"""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import table_places  # noqa: E402
from layout_probe import RecordingSurface, draw, problems, record  # noqa: E402

import sevens  # noqa: E402
from sevens.ui import theme  # noqa: E402
from sevens.ui.scenes.table import layout  # noqa: E402

MODES = {"normal": (False, False), "large cards": (True, False),
         "high contrast": (False, True), "both": (True, True)}
WINDOWS = {"landscape": (1280, 720), "wide landscape": (1600, 720), "portrait": (390, 844)}
#: (players, the biggest hand, rows): 3–8 players, and two packs among eight.
SITUATIONS = [(4, 13, 4), (3, 18, 4), (8, 7, 4), (8, 13, 8)]
#: Canvases where the large cards are half as big again: landscape, and phones held upright.
FULL_SIZE_CANVASES = [(1280, 720), (1440, 720), (1600, 720), (720, 1558), (720, 1600)]
#: Shorter portrait canvases (a tablet, an old phone): as large as there is room for.
SHORT_PORTRAIT_CANVASES = [(720, 960), (720, 1036), (720, 1280)]


# ------------------------------------------------------------------ WCAG contrast

def luminance(colour: tuple[int, ...]) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    def channel(value: int) -> float:
        value = value / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(value) for value in colour[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: tuple[int, ...], second: tuple[int, ...]) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(colour: tuple[int, ...], alpha: int, background: tuple[int, ...]) -> tuple[int, ...]:
    """``colour`` at ``alpha`` (0–255) laid over an opaque ``background``."""
    return tuple(round(c * alpha / 255 + b * (1 - alpha / 255))
                 for c, b in zip(colour[:3], background[:3], strict=True))


def test_the_contrast_formula_matches_known_values() -> None:
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    assert contrast((255, 0, 0), (255, 255, 255)) == pytest.approx(4.0, abs=0.01)


def test_the_high_contrast_palette_meets_wcag_aa() -> None:
    theme.use_high_contrast(True)
    try:
        felts = (theme.FELT_CENTRE, theme.FELT_EDGE)
        backgrounds = [*felts, *(over(theme.PANEL, theme.PANEL_ALPHA, felt) for felt in felts),
                       *(over((6, 30, 20), 200, felt) for felt in felts)]  # the status pill
        for ink in (theme.TEXT, theme.TEXT_MUTED, theme.ACCENT, theme.DANGER, theme.GOOD):
            for background in backgrounds:
                assert contrast(ink, background) >= 4.5, (ink, background)
        for fill in (theme.BUTTON, theme.BUTTON_HOVER, theme.BUTTON_PRIMARY, theme.DANGER):
            assert contrast(theme.TEXT_DARK, fill) >= 4.5, fill
        dimmed_face = tuple(c * t // 255 for c, t in zip(theme.CARD_FACE, theme.DIMMED_TINT,
                                                         strict=True))
        for ink in (*theme.SUIT_COLOURS_TWO, *theme.SUIT_COLOURS_FOUR):
            assert contrast(ink, theme.CARD_FACE) >= 4.5, ink  # ranks are text
            dimmed_ink = tuple(c * t // 255 for c, t in zip(ink, theme.DIMMED_TINT,
                                                            strict=True))
            assert contrast(dimmed_ink, dimmed_face) >= 3.0, ink  # a card you cannot play
        for mark in (theme.SLOT_PLAYABLE, theme.SLOT_OUTLINE, theme.ACCENT, theme.CARD_FACE,
                     *theme.SEAT_COLOURS):
            for felt in backgrounds:
                assert contrast(mark, felt) >= 3.0, (mark, felt)
        assert theme.SLOT_OUTLINE_WIDTH >= 3 and theme.PLAYABLE_OUTLINE_WIDTH >= 3
        # the usual palette is not high contrast: the test can tell them apart
        theme.use_high_contrast(False)
        assert contrast(theme.TEXT_MUTED, theme.FELT_CENTRE) < 4.5
    finally:
        theme.use_high_contrast(False)


# ------------------------------------------------------------------ large-card geometry

def hand_variants(places: layout.TableLayout, cards: int) -> list[list[pygame.Rect]]:
    """The hand with every other card raised, suits changing: as it lies, with each card
    selected in turn, and put down while another player moves."""
    raised = [index % 2 == 1 for index in range(cards)]
    suits = [index * 4 // cards for index in range(cards)]
    variants = [places.hand_rects(cards, suits, raised, chosen)
                for chosen in (None, *range(cards))]
    lowered = places.hand_lowered
    variants.append([rect.move(0, lowered) for rect in variants[0]])
    return variants


def card_ratio(large: tuple[int, int], usual: tuple[int, int]) -> float:
    """How many times larger ``large`` is than ``usual``, the smaller of width and height."""
    return min(large[0] / usual[0], large[1] / usual[1])


def sizes(places: layout.TableLayout, situation: tuple[int, int, int],
          ace: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """(hand card, row card) sizes measured from the layout's rectangles."""
    _players, cards, rows = situation
    hand = hand_variants(places, cards)[0]
    geometry = places.row_geometry(rows, ace)
    return hand[0].size, geometry.rect(rows - 1, geometry.slots - 1).size


@pytest.mark.parametrize("size", FULL_SIZE_CANVASES)
@pytest.mark.parametrize("situation", SITUATIONS)
@pytest.mark.parametrize("ace", ["low", "either"])
def test_large_cards_are_half_as_big_again(size: tuple[int, int],
                                           situation: tuple[int, int, int], ace: str) -> None:
    usual = table_places(size, *situation)
    large = table_places(size, *situation, large=True)
    assert large.large and not usual.large
    usual_hand, usual_row = sizes(usual, situation, ace)
    large_hand, large_row = sizes(large, situation, ace)
    assert card_ratio(large_hand, usual_hand) >= 1.5, (large_hand, usual_hand)
    assert card_ratio(large_row, usual_row) >= 1.5, (large_row, usual_row)


@pytest.mark.parametrize("size", SHORT_PORTRAIT_CANVASES)
@pytest.mark.parametrize("situation", SITUATIONS)
def test_a_short_portrait_canvas_takes_the_largest_step_it_has_room_for(
        size: tuple[int, int], situation: tuple[int, int, int]) -> None:
    usual = table_places(size, *situation)
    large = table_places(size, *situation, large=True)
    usual_hand, usual_row = sizes(usual, situation, "low")
    large_hand, large_row = sizes(large, situation, "low")
    assert card_ratio(large_hand, usual_hand) >= 1.0
    assert card_ratio(large_row, usual_row) >= 1.0


def overlapping(first: list[tuple[str, pygame.Rect]],
                second: list[tuple[str, pygame.Rect]]) -> list[str]:
    """Every pair, one from each list, whose rectangles overlap."""
    return [f"{name} {rect} overlaps {other_name} {other}"
            for name, rect in first for other_name, other in second
            if rect is not other and rect.colliderect(other)]


def check_table_places(places: layout.TableLayout, situation: tuple[int, int, int],
                       ace: str) -> list[str]:
    """Everything on the canvas, no tap target over another or under a panel."""
    players, cards, rows = situation
    canvas = pygame.Rect((0, 0), places.size)
    buttons = [(f"top button {index}", rect) for index, rect in enumerate(places.top_buttons)]
    buttons += [("pass", places.pass_rect), ("hint", places.hint_rect),
                ("undo", places.undo_rect)]
    panels = [(f"panel of seat {seat}", rect)
              for seat, rect in places.seat_panels(players, 0, "clockwise").items()]
    panels.append(("your panel", places.my_panel))
    geometry = places.row_geometry(rows, ace)
    slots = [(f"row {row} slot {index}", geometry.rect(row, index))
             for row in range(rows) for index in range(geometry.slots)]
    pitch = places.table_pitch(14)
    status = pygame.Rect(0, 0, places.status_width, 2 * pitch + 8)
    status.midbottom = (places.status_centre[0], places.status_bottom)
    found = []
    for name, rect in buttons + panels + slots + [("status", status)]:
        if not canvas.contains(rect):
            found.append(f"{name} {rect} leaves the canvas")
    found += overlapping(buttons, buttons) + overlapping(buttons, panels)
    found += overlapping(slots, buttons + panels + [("status", status)])
    found += overlapping(panels, panels)
    for variant in hand_variants(places, cards):
        hand = [(f"hand card {index}", rect) for index, rect in enumerate(variant)]
        found += [f"{name} {rect} leaves the canvas" for name, rect in hand
                  if not canvas.contains(rect)]
        found += overlapping(hand, buttons + panels + slots + [("status", status)])
    return found


@pytest.mark.parametrize("size", FULL_SIZE_CANVASES + SHORT_PORTRAIT_CANVASES)
@pytest.mark.parametrize("situation", SITUATIONS)
def test_the_large_table_keeps_everything_on_the_canvas_and_apart(
        size: tuple[int, int], situation: tuple[int, int, int]) -> None:
    for ace in ("low", "either"):
        found = check_table_places(table_places(size, *situation, large=True), situation, ace)
        assert not found, "\n".join(found[:8])


def test_the_place_check_can_fail() -> None:
    usual = table_places((1280, 720), 4, 13, 4, large=True)
    places = replace(usual, pass_rect=usual.hand_area.copy())  # a button over the hand
    assert any("pass" in problem for problem in check_table_places(places, (4, 13, 4), "low"))


# ------------------------------------------------------------------ every screen, every mode

class ContrastCanvas(RecordingSurface):
    """A recording canvas that also measures each text against the pixels behind it."""

    def __init__(self, size: tuple[int, int], known: dict[int, tuple[str, str]],
                 styles: dict[int, tuple[tuple[int, ...], int, bool]]) -> None:
        super().__init__(size, known)
        self.styles = styles
        self.measured: list[tuple[str, float, float]] = []  # (text, ratio, least allowed)
        #: measure only while a screen is checked (screen_problems), not on every frame
        #: played on the way to it: the measuring costs more than the drawing
        self.measuring = False

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,
             special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        style = self.styles.get(id(source))
        alpha = source.get_alpha()
        if self.measuring and style is not None and area is None and alpha in (None, 255):
            self.measure(source, dest, style)
        return super().blit(source, dest, area, special_flags)

    def measure(self, source: pygame.Surface, dest: Any,
                style: tuple[tuple[int, ...], int, bool]) -> None:
        """The contrast of the text's colour against the median background under its box."""
        colour, size, bold = style
        x0, y0 = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        ink = source.get_bounding_rect()
        samples = []
        for y in range(ink.top, ink.bottom, 2):
            for x in range(ink.left, ink.right, 2):
                if source.get_at((x, y)).a == 0 and self.get_rect().collidepoint(x0 + x, y0 + y):
                    samples.append(luminance(self.get_at((x0 + x, y0 + y))))
        if not samples:
            return
        samples.sort()
        text_luminance = luminance(colour)
        background = samples[len(samples) // 2]
        light, dark = sorted((text_luminance, background), reverse=True)
        large_text = size >= 24 or (bold and size >= 19)
        key = self.known.get(id(source), ("text", "?"))[1]
        self.measured.append((key, (light + 0.05) / (dark + 0.05), 3.0 if large_text else 4.5))


def contrast_recording(app: Any) -> ContrastCanvas:
    """Record texts and panels as ``layout_probe.record`` does, and each text's style."""
    recording = record(app)
    styles: dict[int, tuple[tuple[int, ...], int, bool]] = {}
    text_method = app.resources.text

    def text(string: str, size: int, colour: Any = None, bold: bool = False) -> pygame.Surface:
        surface = text_method(string, size, colour, bold)
        styles[id(surface)] = (tuple(colour or theme.TEXT), size, bold)
        return surface

    app.resources.text = text
    canvas = ContrastCanvas(recording.get_size(), recording.known, styles)
    app.canvas = canvas
    return canvas


def make_app(window: tuple[int, int], mode: str, rules_id: str = "douque",
             seed: int = 21, players: int | None = None,
             people: tuple[str, ...] = ()) -> tuple[Any, ContrastCanvas]:
    from sevens.ui.app import App, AppOptions

    large, high = MODES[mode]
    app = App(AppOptions(rules_id=rules_id, seed=seed, speed="instant", mute=True,
                         remember=False, deals=1, language="en", window=window,
                         players=players, people=people))
    app.change_setting("large_cards", large)
    app.change_setting("high_contrast", high)
    if mode == "both":  # with the other seeing settings: suit letters, no flying cards
        app.change_setting("four_colour", True)
        app.settings.card_speed = "still"
    app.scene.relayout()
    canvas = contrast_recording(app)
    app.step(1 / 60)
    return app, canvas


def tap_places(scene: Any) -> list[tuple[str, pygame.Rect]]:
    """The buttons and steppers of a scene (a hand's cards are checked by the geometry)."""
    from sevens.ui.scenes.table import TableScene

    pager = getattr(scene, "pager", None)
    buttons = list(getattr(scene, "buttons", []) or [])
    steppers = list(getattr(scene, "steppers", []) or [])
    if pager is not None:  # a screen paged on a phone: the page on show and its turners
        steppers = list(getattr(scene, "shown_steppers", steppers))
        buttons += [turner for turner in pager.turners if turner not in buttons]
    places = [(f"button {button.name}", button.rect) for button in buttons]
    places += [(f"stepper {stepper.name} {side}", rect) for stepper in steppers
               for side, rect in (("left", stepper.left_rect), ("right", stepper.right_rect))]
    if isinstance(scene, TableScene):
        places += [(f"button {button.name}", button.rect) for button in scene.buttons_top]
        places += [(f"button {button.name}", button.rect)
                   for button in (scene.hint_button, scene.undo_button)]
        if scene.show_pass:
            places.append(("button pass", scene.pass_button.rect))
    return places


def screen_problems(app: Any, canvas: ContrastCanvas, high_contrast: bool) -> list[str]:
    """What is wrong with the screen on show, drawn once."""
    scene = app.scene
    from sevens.ui.geometry.canvas import PORTRAIT

    fitted = app.size[1] > app.size[0] and PORTRAIT not in scene.shapes
    size = (1280, 720) if fitted else app.size  # a screen fitted into a portrait window
    canvas.measured.clear()
    canvas.measuring = True
    try:
        found = problems(draw(app, canvas), size)
    finally:
        canvas.measuring = False
    screen = pygame.Rect((0, 0), size)
    places = tap_places(scene)
    found += [f"{name} {rect} leaves the canvas" for name, rect in places
              if not screen.contains(rect)]
    found += [f"{name} overlaps {other}" for index, (name, rect) in enumerate(places)
              for other, other_rect in places[index + 1:] if rect.colliderect(other_rect)]
    if high_contrast:
        found += [f"{text!r} at {ratio:.2f}:1 (needs {least}:1)"
                  for text, ratio, least in canvas.measured if ratio < least]
    return found


def walk(window: tuple[int, int], mode: str) -> dict[str, list[str]]:
    """Every screen in ``mode`` at ``window``: name -> its problems."""
    from sevens.ui.scenes.hand_over.scene import HandOverScene
    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.table import TableScene
    from sevens.ui.tools.screenshots import _run_table

    high = MODES[mode][1]
    found: dict[str, list[str]] = {}
    counts: dict[str, int] = {}

    def shoot(app: Any, canvas: ContrastCanvas, name: str) -> None:
        app.step(1 / 60)
        found[name] = screen_problems(app, canvas, high)
        counts[name] = len(canvas.measured)

    app, canvas = make_app(window, mode)
    shoot(app, canvas, "menu")
    app.scene.open_rules()
    shoot(app, canvas, "rules")
    app, canvas = make_app(window, mode)
    app.scene.open_stats()
    shoot(app, canvas, "statistics")
    app, canvas = make_app(window, mode)
    app.scene.open_custom()
    shoot(app, canvas, "house rules")
    app, canvas = make_app(window, mode)
    app.scene.open_seats()
    shoot(app, canvas, "seats")
    app, canvas = make_app(window, mode, people=("Ada", "Ben"))
    app.scene.start()
    for _ in range(3000):  # a hand-over screen comes between two people's turns
        scene = app.scene
        if isinstance(scene, HandOverScene):
            break
        if isinstance(scene, TableScene) and scene.session.human_to_move and not scene.busy:
            scene.attempt(scene.session.view().legal_moves[0])
        app.step(1 / 60)
    assert isinstance(app.scene, HandOverScene)
    shoot(app, canvas, "hand-over")

    app, canvas = make_app(window, mode)
    app.scene.start()

    def mid_deal(scene: Any) -> bool:
        return (isinstance(scene, TableScene) and len(scene.session.game.moves) >= 18
                and not scene.busy and scene.session.human_to_move)

    table = _run_table(app, mid_deal)
    shoot(app, canvas, "table")
    table.session.request_hint()
    for _ in range(600):
        if table.session.hint is not None:
            break
        app.step(1 / 60)
    shoot(app, canvas, "table with a hint")
    table.toggle_log()
    shoot(app, canvas, "table with the move log")
    table.toggle_log()

    def covering(scene: Any) -> bool:
        return (isinstance(scene, TableScene) and not scene.busy
                and any(move.kind == "cover" for move in scene.session.view().legal_moves))

    scene = _run_table(app, lambda s: isinstance(s, ResultsScene) or covering(s))
    if isinstance(scene, TableScene):
        scene.interaction.selected = 0
        shoot(app, canvas, "cover")
    _run_table(app, lambda s: isinstance(s, ResultsScene))
    shoot(app, canvas, "results")
    app.show_review(app.scene)  # the Review screen: its analysis under way, and (with every
    for _ in range(20000 if mode == "both" else 60):  # seeing setting on) done
        if app.scene.review.done:
            break
        app.step(1 / 60)
    shoot(app, canvas, "review")

    app, canvas = make_app(window, mode, rules_id="family", seed=3)
    app.start_match(sevens.preset("family").replace(players=8, decks=2), "custom")
    _run_table(app, lambda s: isinstance(s, TableScene) and not s.busy
               and s.session.human_to_move and len(s.session.game.moves) >= 10)
    shoot(app, canvas, "two packs among eight")
    assert all(counts[name] >= 3 for name in counts), counts  # texts were measured
    return found


@pytest.mark.parametrize("window", list(WINDOWS.values()), ids=list(WINDOWS))
@pytest.mark.parametrize("mode", list(MODES))
def test_every_screen_in_every_seeing_mode(window: tuple[int, int], mode: str) -> None:
    try:
        found = walk(window, mode)
    finally:
        theme.use_high_contrast(False)
    assert len(found) >= 12
    found = {name: issues for name, issues in found.items() if issues}
    assert not found, "\n".join(f"{name}: {issue}" for name, issues in found.items()
                                for issue in issues[:6])


def test_the_contrast_measure_catches_grey_on_green() -> None:
    pygame.init()
    canvas = ContrastCanvas((200, 60), {}, {})
    canvas.measuring = True
    canvas.fill(theme.NORMAL_PALETTE["FELT_CENTRE"])
    font = pygame.font.Font(None, 20)
    grey = font.render("faint", True, (110, 140, 120))
    canvas.styles[id(grey)] = ((110, 140, 120), 14, False)
    canvas.blit(grey, (10, 10))
    white = font.render("clear", True, (255, 255, 255))
    canvas.styles[id(white)] = ((255, 255, 255), 14, False)
    canvas.blit(white, (10, 30))
    (_, faint, least), (_, clear, _) = canvas.measured
    assert faint < least <= clear
