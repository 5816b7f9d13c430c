"""Every action has a key, and no screen changes unannounced (issue 34).

Tab walks a screen's settings and buttons (the menu, the results, the statistics, the
review), Enter or Space presses the ringed button, ← → change a ringed setting; each screen
the game changes to, each question it asks and each control the focus reaches is said
through the narrator (the page's live region, ``--narrate``)."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from sevens.app import translation
from sevens.app.translation import text
from sevens.ui.app import App, AppOptions
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.review.scene import ReviewScene
from sevens.ui.scenes.rules import RulesScene
from sevens.ui.scenes.statistics import StatsScene
from sevens.ui.scenes.table import TableScene
from sevens.ui.widgets import Button, Stepper

LANGUAGES = ("en", "zh-Hant", "zh-Hans", "ja")


@pytest.fixture
def app() -> Iterator[App]:
    application = App(AppOptions(remember=False, mute=True, speed="instant", seed=5,
                                 narrate=True))
    application.narrator.stream = io.StringIO()
    application.settings.rules_id = "douque"
    application.settings.deals = 2
    application.scene.relayout()
    application.step(1 / 60)
    yield application
    translation.set_language("en")
    pygame.quit()


def press(app: App, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                         scancode=0))
    app.step(1 / 60)


def heard(app: App) -> list[str]:
    return list(app.narrator.lines)


def tab_to(app: App, name: str, limit: int = 30) -> None:
    """Tab until the control called ``name`` has the focus."""
    for _ in range(limit):
        ring = app.scene.focus_ring
        if ring.name == name:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name}")


def rings_drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Draw the scene; how many focus rings went round each of its controls and its
    question's buttons, by name (a ring: a 3 px line 5 px out from the control)."""
    scene = app.scene
    dialog = getattr(scene, "dialog", None)
    own = scene.focusable() if hasattr(scene, "focusable") else scene.buttons
    controls = [*own, *(dialog.buttons if dialog is not None else ())]
    rings = {tuple(control.rect.inflate(10, 10)): control.name for control in controls}
    counted = dict.fromkeys(rings.values(), 0)
    draw_rect = pygame.draw.rect

    def counting(surface: pygame.Surface, colour: object, rect: object, width: int = 0,
                 *args: object, **kwargs: object) -> pygame.Rect:
        if width == 3 and tuple(pygame.Rect(rect)) in rings:
            counted[rings[tuple(pygame.Rect(rect))]] += 1
        return draw_rect(surface, colour, rect, width, *args, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(pygame.draw, "rect", counting)
        scene.draw(pygame.Surface(scene.size))
    return {name: count for name, count in counted.items() if count}


def play_to_results(app: App) -> None:
    """Deal from the menu by Enter, the human playing its first legal move each turn."""
    press(app, pygame.K_RETURN)
    for _ in range(20000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return
        if isinstance(scene, TableScene) and scene.session.human_to_move and not scene.busy:
            scene.attempt(scene.session.view().legal_moves[0])
        app.step(1 / 60)
    raise AssertionError("the deal never ended")


def test_the_menu_is_said_when_it_opens(app: App) -> None:
    assert heard(app)[0] == text("scene.menu", rules=text("preset.douque.title"))


def test_tab_walks_every_menu_control_and_says_each(app: App) -> None:
    scene = app.scene
    assert isinstance(scene, MenuScene)
    walked = []
    for _ in range(len(scene.focusable())):
        press(app, pygame.K_TAB)
        walked.append(app.scene.focus_ring.name)
    enabled = {control.name if not hasattr(control, "placeholder") else "text-field"
               for control in app.scene.focusable() if getattr(control, "enabled", True)}
    assert set(walked) == enabled and len(walked) == len(set(walked))
    deals = next(control for control in app.scene.focusable()
                 if isinstance(control, Stepper) and control.name == "deals")
    assert text("focus.stepper", label=deals.label, value="2") in heard(app)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back one
    assert app.scene.focus_ring.name == walked[-2]


def test_a_ringed_stepper_changes_with_the_arrows(app: App) -> None:
    tab_to(app, "deals")
    press(app, pygame.K_LEFT)
    assert app.settings.deals == 1
    assert app.scene.focus_ring.name == "deals"  # the menu built again keeps the focus
    assert heard(app)[-1] == text("focus.changed", label=text("menu.deals"), value="1")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert app.settings.deals == 3


def test_enter_presses_the_ringed_button(app: App) -> None:
    tab_to(app, "rules")
    ringed = next(button for button in app.scene.buttons if button.name == "rules")
    assert app.scene.focus_ring.focused(app.scene.focusable()) is ringed
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, RulesScene)
    assert heard(app)[-1] == text("scene.named", title=text("rules.title"),
                                  keys=text("scene.rules_keys"))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    assert heard(app)[-1] == text("scene.menu", rules=text("preset.douque.title"))


def test_without_tab_the_menu_keys_stay_as_they_were(app: App) -> None:
    press(app, pygame.K_DOWN)
    assert app.settings.rules_id == "sevens"
    assert heard(app)[-1] == text("preset.sevens.title")
    press(app, pygame.K_UP)
    players = app.settings.players
    press(app, pygame.K_RIGHT)  # nothing ringed: the arrows change the players
    assert app.settings.players != players or len(app.scene.steppers[0].choices) == 1
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)
    assert text("scene.table", rules=text("preset.douque.title"), deal=1,
                deals=app.settings.deals) in heard(app)


def test_esc_takes_the_ring_away_before_leaving(app: App) -> None:
    tab_to(app, "stats")
    press(app, pygame.K_ESCAPE)
    assert app.scene.focus_ring.name is None and isinstance(app.scene, MenuScene)


def test_a_click_takes_the_ring_away(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    tab_to(app, "rules")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    app.step(1 / 60)
    assert app.scene.focus_ring.name is None
    assert rings_drawn(app, monkeypatch) == {}


def test_one_ring_round_the_focused_control(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The focus ring has one owner (the scene's FocusRing): a focused button, a focused
    stepper, the question's focused answer each get one ring, drawn once."""
    tab_to(app, "rules")
    assert rings_drawn(app, monkeypatch) == {"rules": 1}
    tab_to(app, "deals")
    assert rings_drawn(app, monkeypatch) == {"deals": 1}
    app.stats = {"douque": {"deals": 1}}
    press(app, pygame.K_s)
    tab_to(app, "clear")
    assert rings_drawn(app, monkeypatch) == {"clear": 1}
    press(app, pygame.K_RETURN)
    assert rings_drawn(app, monkeypatch) == {"clear": 1, "keep": 1}  # the scene's, under
    press(app, pygame.K_RIGHT)
    assert rings_drawn(app, monkeypatch) == {"clear": 1, "leave": 1}
    press(app, pygame.K_TAB)
    assert rings_drawn(app, monkeypatch) == {"clear": 1, "keep": 1}


def test_the_menu_looks_the_same_until_tab(app: App) -> None:
    scene = app.scene
    before = pygame.Surface(scene.size)
    scene.draw(before)
    press(app, pygame.K_TAB)
    ringed = pygame.Surface(scene.size)
    app.scene.draw(ringed)
    press(app, pygame.K_ESCAPE)
    after = pygame.Surface(scene.size)
    app.scene.draw(after)
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(ringed, "RGB")


def test_every_results_button_is_reached_by_tab_and_review_opens(app: App) -> None:
    play_to_results(app)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    assert text("scene.results_keys") in heard(app)
    enabled = {button.name for button in scene.buttons if button.enabled}
    walked = set()
    for _ in range(len(scene.buttons)):
        press(app, pygame.K_TAB)
        walked.add(scene.focus_ring.name)
    assert walked == enabled
    tab_to(app, "review")
    press(app, pygame.K_SPACE)
    assert isinstance(app.scene, ReviewScene)
    assert heard(app)[-1].endswith(text("scene.review_keys"))
    names = set()
    for _ in range(len(app.scene.focusable())):
        press(app, pygame.K_TAB)
        names.add(app.scene.focus_ring.name)
    assert names == {control.name for control in app.scene.focusable()}
    tab_to(app, "back")
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, ResultsScene)
    # come back to, the results say their title first
    assert heard(app)[-1].startswith(text("results.title", deal=1, deals=2))


def test_the_statistics_question_is_said_and_answered_by_keys(app: App) -> None:
    app.stats = {"douque": {"deals": 1}}
    press(app, pygame.K_s)
    assert isinstance(app.scene, StatsScene)
    tab_to(app, "clear")
    press(app, pygame.K_RETURN)
    dialog = app.scene.dialog
    assert dialog is not None
    assert translation.join_sentences(dialog.title, dialog.message) in heard(app)
    assert heard(app)[-1] == text("focus.button", label=dialog.keep_button.label)
    press(app, pygame.K_RIGHT)
    assert heard(app)[-1] == text("focus.button", label=dialog.leave_button.label)
    press(app, pygame.K_ESCAPE)  # Esc says no: the statistics stay
    assert app.scene.dialog is None and app.stats


def test_a_focused_button_is_ringed() -> None:
    from sevens.ui.focus import FocusRing
    from sevens.ui.resources import Resources

    pygame.init()
    pygame.display.set_mode((200, 100))
    resources = Resources()
    button, ring = Button((50, 30, 100, 40), "OK", lambda: None), FocusRing()
    plain = pygame.Surface((200, 100))
    button.draw(plain, resources)
    ring.move([button], 1)
    ringed = pygame.Surface((200, 100))
    button.draw(ringed, resources)
    ring.draw(ringed, [button])
    assert plain.get_at((46, 50)) != ringed.get_at((46, 50))  # just outside the button


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rules_screen_lists_every_key(language: str) -> None:
    """The keys line names each key the table takes, in every language."""
    keys_line = translation.LANGUAGES[language]["rules.keys"]
    for key in ("←", "→", "↑", "Enter", "Tab", "P", "C", "H", "U", "L", "R", "M", "F1", "Esc"):
        assert key in keys_line, (language, key)


def test_the_hand_over_is_said_and_enter_passes_the_device() -> None:
    """Pass-and-play by keys: the hand-over screen says whom to pass to and the key; Enter
    shows the next person the table."""
    from sevens.ui.scenes.hand_over.scene import HandOverScene

    application = App(AppOptions(rules_id="douque", seed=7, speed="instant", mute=True,
                                 remember=False, deals=1, people=("Ada", "Ben"),
                                 narrate=True))
    application.narrator.stream = io.StringIO()
    try:
        press(application, pygame.K_RETURN)
        for _ in range(20000):
            scene = application.scene
            if isinstance(scene, HandOverScene):
                break
            if isinstance(scene, TableScene) and scene.session.human_to_move and not scene.busy:
                scene.attempt(scene.session.view().legal_moves[0])
            application.step(1 / 60)
        scene = application.scene
        assert isinstance(scene, HandOverScene)
        application.step(1 / 60)
        keys = "scene.handover_undo_keys" if scene.may_undo else "scene.handover_keys"
        said = text("scene.named", title=text("handover.title", name=scene.name),
                    keys=translation.join_sentences(text("handover.hidden"), text(keys)))
        assert said in heard(application)
        for _ in range(200):  # the screen settles before it takes a key
            if not scene.animating:
                break
            application.step(1 / 60)
        press(application, pygame.K_RETURN)
        assert isinstance(application.scene, TableScene)
    finally:
        pygame.quit()


def test_the_seats_screen_is_walked_and_changed_by_keys(app: App) -> None:
    """Pass-and-play's seats by keys: Tab rings seat 2, → makes it a person (named, so the
    name box comes), Tab reaches Done, Enter keeps the seats."""
    from sevens.app.seating import PERSON, seat_choice
    from sevens.ui.scenes.seats.scene import SeatsScene

    tab_to(app, "seats")
    press(app, pygame.K_RETURN)
    scene = app.scene
    assert isinstance(scene, SeatsScene)
    assert heard(app)[-1] == text("scene.named", title=text("seats.title"),
                                  keys=text("scene.seats_keys"))
    tab_to(app, "seat 2")
    for _ in range(len(scene.kind_steppers[1].choices)):
        if seat_choice(app.settings, 1) == PERSON:
            break
        press(app, pygame.K_RIGHT)
    assert seat_choice(app.settings, 1) == PERSON
    assert scene.focus_ring.name == "seat 2"  # built again, the ring stays
    assert heard(app)[-1].startswith(text("seats.seat", number=2))
    tab_to(app, "text-field")
    assert scene.name_field.focused  # Tab into the box: typing goes there
    tab_to(app, "done")
    assert not scene.name_field.focused
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, MenuScene)


def test_f1_opens_the_rules_from_the_table_and_esc_comes_back(app: App) -> None:
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)
    table = app.scene
    press(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    press(app, pygame.K_ESCAPE)
    assert app.scene is table


def test_delete_resets_the_house_rules(app: App) -> None:
    from sevens.ui.scenes.house_rules.scene import CustomRulesScene

    tab_to(app, "custom")
    press(app, pygame.K_RETURN)
    scene = app.scene
    assert isinstance(scene, CustomRulesScene)
    assert heard(app)[-1] == text("scene.named", title=text("custom.title"),
                                  keys=text("scene.house_rules_keys"))
    press(app, pygame.K_DELETE)  # the base system's own values, deals and players included
    base = dict(scene.values)
    for _ in range(3):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RIGHT)
    assert scene.values != base
    press(app, pygame.K_DELETE)
    assert scene.values == base
    assert heard(app)[-1] == text("custom.reset")


def test_a_notice_is_said_and_delete_puts_it_away(app: App) -> None:
    from sevens.message import Message

    first = Message("notice.people_single")
    second = Message("notice.unknown_rules", value="'xyz'", title=Message("preset.sevens.title"))
    app.notices.add(first)
    app.notices.add(second)
    for _ in range(240):  # the short pause before a notice comes up
        if app.notices.current is not None:
            break
        app.step(1 / 60)
    assert app.notices.current == first
    assert heard(app)[-1] == translation.render(first)
    press(app, pygame.K_DELETE)
    assert app.notices.current is None
    for _ in range(240):
        if app.notices.current is not None:
            break
        app.step(1 / 60)
    assert heard(app)[-1] == translation.render(second)


def leave_a_match_in_progress(app: App) -> None:
    """Deal by Enter, make one move, and go back to the menu by Esc: a match in progress."""
    press(app, pygame.K_RETURN)
    table = app.scene
    assert isinstance(table, TableScene)
    for _ in range(600):  # one move made: a match in progress
        if table.session.game.moves:
            break
        if table.session.human_to_move and not table.busy:
            table.attempt(table.session.view().legal_moves[0])
        app.step(1 / 60)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_the_menu_says_the_match_in_progress_and_enter_continues_it(app: App) -> None:
    leave_a_match_in_progress(app)
    session = app.session
    assert heard(app)[-1] == text("scene.menu_in_progress", match=text(
        "menu.in_progress", rules=text("preset.douque.title"), deal=session.deal_number,
        deals=session.deals))
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, TableScene)


def open_question(app: App, where: str) -> tuple[str, str, str]:
    """Bring up the menu's leave-the-match question (a match in progress, then New match) or
    the statistics' clear question, each by keys; returns what a screen reader should hear
    of it: the question, the keep button's label, the leave button's label."""
    if where == "menu":
        leave_a_match_in_progress(app)
        tab_to(app, "play")
        session = app.session
        message = text("confirm.leave_message", rules=text("preset.douque.title"),
                       deal=session.deal_number, deals=session.deals)
        said = translation.join_sentences(text("confirm.new_title"), message)
        return said, text("confirm.keep"), text("confirm.new_leave")
    app.stats = {"douque": {"deals": 1}}
    press(app, pygame.K_s)
    assert isinstance(app.scene, StatsScene)
    tab_to(app, "clear")
    said = translation.join_sentences(text("stats.clear_title"), text("stats.clear_message"))
    return said, text("stats.clear_keep"), text("stats.reset")


@pytest.mark.parametrize("scenes", [True, False], ids=["narrated", "autoplayed"])
@pytest.mark.parametrize("where", ["menu", "statistics"])
def test_a_question_is_heard_whole_and_once(app: App, where: str, scenes: bool) -> None:
    """Everything said through a whole question, in order: the question and its keys when it
    opens, the safe answer focused, then each answer the focus moves to (Tab, ←, →,
    Shift+Tab), and nothing once Enter has given the safe answer. An autoplayed game (its
    narrator says no screens) says none of it."""
    app.narrator.scenes = scenes
    question, keep, leave = open_question(app, where)
    scene, before = app.scene, len(heard(app))
    press(app, pygame.K_RETURN)
    assert scene.dialog is not None
    press(app, pygame.K_TAB)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_RETURN)  # the safe answer: the question goes, the screen stays
    assert scene.dialog is None and app.scene is scene
    for _ in range(3):
        app.step(1 / 60)
    keep_focused, leave_focused = (text("focus.button", label=label) for label in (keep, leave))
    expected = [question, text("scene.dialog_keys"), keep_focused, leave_focused,
                keep_focused, leave_focused, keep_focused]
    assert heard(app)[before:] == (expected if scenes else [])
