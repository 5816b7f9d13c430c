"""The table's labels read whole (issue 45, item 15).

- The top bar's buttons on a phone turned sideways: "Sound off" broke into "Sound" / "off"
  (and Japanese "メニュー" mid-word); each label is drawn in one line, whole, in every
  language, whichever way the sound is set.
- In a replay from another seat, "Hard (your seat)" ran into the next panel on an upright
  phone (and the dealer's disc out of its own on the desktop): each seat's name and disc
  stay inside its panel, in every language.
- With large cards (rows of overlapping cards) the 9 covered the 10's place label: every
  open place's label is drawn whole in the part of the place the cards beside it leave.
- A hint thinking said "(H or Esc stops)" on a phone with no keys: played by touch, it names
  the button to tap.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import make_app, record_text_sizes, results_at  # noqa: E402
from layout_probe import TOLERANCE, draw, record  # noqa: E402
from test_portrait import table_at_turn  # noqa: E402

from sevens.app import translation, webpage  # noqa: E402
from sevens.app.saved_match import replay_session  # noqa: E402
from sevens.app.translation import text  # noqa: E402

BAR_WINDOWS = [(844, 390), (568, 320), (640, 360), (390, 844), (1280, 720)]


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
@pytest.mark.parametrize("window", BAR_WINDOWS, ids=lambda window: "x".join(map(str, window)))
def test_the_bar_labels_are_drawn_in_one_line(window: tuple[int, int], language: str) -> None:
    app = make_app(window, "douque", language=language)
    table = table_at_turn(app)
    sound = table.buttons_top[2]
    broken = []
    for label in (text("button.sound_on"), text("button.sound_off")):
        sound.label = label
        for button in table.buttons_top:
            seen = record_text_sizes(app)
            button.draw(app.canvas, app.resources)
            del app.resources.text  # the recording undone
            if seen != [(button.label, button.size)]:
                broken.append(f"{button.label!r} at {button.size} px drawn as {seen}")
    assert not broken, broken


def finger_tap(app: Any, window: tuple[int, int], rect: pygame.Rect) -> None:
    """A finger down and up on the middle of ``rect`` (logical px) on a ``window``-sized
    page, then a frame."""
    scale = window[0] / app.size[0]
    x, y = rect.centerx * scale / window[0], rect.centery * scale / window[1]
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        pygame.event.post(pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=1,
                                             touch_id=1, pressure=1.0))
    app.step(1 / 60)


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
def test_a_hint_asked_by_touch_is_stopped_by_touch(language: str) -> None:
    """On a phone the thinking hint said "(H or Esc stops)": played by touch, it names the
    button to tap (the Hint button, which says Stop meanwhile), and no key."""
    window = (390, 844)
    app = make_app(window, "douque", language=language)
    table = table_at_turn(app)
    finger_tap(app, window, table.hint_button.rect)
    assert table.session.hint_pending
    line = table.status_line(table.session.view())[0]
    assert line == text("hint.thinking_touch", button=text("button.hint_stop"))
    assert "Esc" not in line and table.hint_button.label in line
    finger_tap(app, window, table.hint_button.rect)  # the named button stops it
    assert not table.session.hint_pending


def test_a_touch_only_page_names_the_button(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page whose device points only by touch (webpage.touch_only) says so from the first
    hint; a table played with keys names the keys."""
    app = make_app((1280, 720), "douque")
    table = table_at_turn(app)
    table.press_hint()
    assert table.status_line(table.session.view())[0] == text("hint.thinking")
    table.press_hint()  # stopped ("Hint stopped." for a moment)
    table.status.flash = None
    monkeypatch.setattr(webpage, "touch_only", lambda: True)
    table.press_hint()
    assert table.status_line(table.session.view())[0] == text(
        "hint.thinking_touch", button=text("button.hint_stop"))


class TouchOnlyPage:
    sevensTouchOnly = True  # noqa: N815 - the page's name


def test_the_page_touch_only_flag_is_read() -> None:
    assert webpage.touch_only(web=True, window=TouchOnlyPage())
    assert not webpage.touch_only(web=True, window=object())
    assert not webpage.touch_only(web=False, window=TouchOnlyPage())


REPLAY_WINDOWS = [(1280, 720), (390, 844), (844, 390), (568, 320)]


@pytest.mark.parametrize("language", translation.LANGUAGE_CODES)
@pytest.mark.parametrize("window", REPLAY_WINDOWS, ids=lambda window: "x".join(map(str, window)))
def test_a_replay_keeps_every_seat_name_in_its_panel(window: tuple[int, int],
                                                     language: str) -> None:
    """The deal played again from seat 1: the seat you played is "Hard (your seat)" (the
    dealer too, in this deal); every text drawn over a seat's panel stays inside it."""
    from sevens.ui.scenes.table import TableScene
    from sevens.ui.tools.screenshots import _run_table

    app, _results = results_at(window, "douque", None, language)
    app._play_replay(replay_session(app.session, 1))
    table = _run_table(app, lambda scene: isinstance(scene, TableScene)
                       and scene.session.human_to_move and not scene.busy)
    home = table.session.home_seat
    assert home is not None and home == table.session.game.dealer
    panels = [*table.seats_view.panels.values(), table.table_layout.my_panel]
    drawn = draw(app, record(app))
    outside = [f"{item.text!r} {item.ink} leaves {panel}" for item in drawn
               if item.kind == "text" and item.ink.width for panel in panels
               if panel.colliderect(item.ink)
               and not panel.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(item.ink)]
    names = [item.text for item in drawn if item.kind == "text"
             and table.seats_view.panels[home].collidepoint(item.ink.center)]
    assert any(name.startswith(text("seat.home")[:2]) for name in names), names
    assert not outside, outside


def label_ink(app: Any) -> Any:
    """Where the open places' labels show: the table drawn with and without them, compared
    (True where a pixel differs, indexed [x, y])."""
    app.draw_scene()
    with_labels = pygame.surfarray.array3d(app.canvas)
    art = app.art
    original = art.slot  # the places where they stand, drawn without their labels
    art.slot = lambda size, colour, label="", *rest: original(size, colour, "", *rest)
    try:
        app.draw_scene()
    finally:
        del art.slot
    return (with_labels != pygame.surfarray.array3d(app.canvas)).any(axis=2)


@pytest.mark.parametrize(("window", "large"), [((1280, 720), True), ((390, 844), True),
                                               ((844, 390), True), ((568, 320), False)],
                         ids=["1280x720-large", "390x844-large", "844x390-large", "568x320"])
def test_every_open_place_label_shows_whole(window: tuple[int, int], large: bool) -> None:
    """Each open place's label is in sight and clear of the cards beside it (2 px at least)."""
    app = make_app(window, "douque")
    app.settings.large_cards = large
    table = table_at_turn(app, moves_made=10)
    changed = label_ink(app)
    view = table.session.view()
    problems = []
    for row_index, card in table.rows_view.open_slots(view):
        rect = table.rows_view.open_place(row_index, card, view.rows[row_index])[0]
        xs, ys = changed[rect.left:rect.right, rect.top:rect.bottom].nonzero()
        if not len(xs):
            problems.append(f"{card}'s place label is hidden")
            continue
        drawn = pygame.Rect(rect.left + xs.min(), rect.top + ys.min(),
                            xs.max() - xs.min() + 1, ys.max() - ys.min() + 1)
        row = view.rows[row_index]
        for beside in row.cards:
            covering = table.rows_view.slot(row_index, beside, row)
            if covering.inflate(4, 4).colliderect(drawn):
                problems.append(f"{card}'s place label {drawn} meets {beside} {covering}")
    assert not problems, problems


@pytest.mark.parametrize("window", [(1280, 720), (844, 390), (390, 844), (568, 320)])
def test_the_dealers_disc_stands_clear_of_the_dealers_name(window: tuple[int, int]) -> None:
    """The white "D" disc after the dealer's name keeps a gap from it at every size of type
    (sideways for thumbs its larger disc used to touch the name)."""
    app = make_app(window, "douque")
    table = table_at_turn(app)
    view = table.session.view()
    name = table.session.seat_name(view.dealer)
    canvas = record(app)
    drawn = draw(app, canvas)
    names = [item.ink for item in drawn if item.kind == "text" and item.text == name]
    discs = [item.ink for item in drawn if item.kind == "text" and item.text == "D"]
    assert names and len(discs) == 1, (name, [item.text for item in drawn][:40])
    name_ink = next(ink for ink in names if abs(ink.centery - discs[0].centery) < ink.height)
    disc_left = discs[0].centerx - table.seats_view.dealer_radius()
    assert disc_left - name_ink.right >= 6, (name_ink, discs[0])
    pygame.quit()
