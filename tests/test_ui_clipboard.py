"""Deal links without typing (issue 30): Copy link on the results puts the deal's link on the
clipboard and says so; Paste a deal in the menu reads a link (or a bare code) back and opens
that deal, from the seat the link names. Natively through SDL's clipboard (it works under the
dummy video driver); the browser's side is polled across frames, never awaited."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from sevens.app.daily import deal_address as page_link
from sevens.app.daily import deal_flags
from sevens.app.deal_links import deal_link
from sevens.app.launch_options import options_from_text
from sevens.app.translation import text
from sevens.ui.app import App, AppOptions
from sevens.ui.clipboard import Clipboard
from sevens.ui.scenes.menu.scene import MenuScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene

FRAME = 1 / 60


def click(app: App, position: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=position, button=1))
    app.step(FRAME)


def results_screen() -> ResultsScene:
    """The results of a seeded Douque deal played to the end by the bots for the human."""
    app = App(AppOptions(rules_id="douque", seed=21, speed="instant", mute=True,
                         remember=False, deals=1))
    app.scene.start()
    for _ in range(20000):
        scene = app.scene
        if isinstance(scene, ResultsScene):
            return scene
        assert isinstance(scene, TableScene)
        session = scene.session
        if session.human_to_move and scene.human_may_act():
            scene.attempt(session.view().legal_moves[0])
        app.step(FRAME)
    raise AssertionError("the deal never ended")


def test_the_native_clipboard_round_trips_text() -> None:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    clipboard = Clipboard(web=False)
    clipboard.share("main.py --rules douque --deal 1a-2")
    outcome = clipboard.poll()
    assert outcome is not None and outcome.state == "copied"
    assert clipboard.poll() is None, "an outcome is given once"
    clipboard.request_text()
    outcome = clipboard.poll()
    assert outcome is not None and outcome.state == "pasted"
    assert outcome.text == "main.py --rules douque --deal 1a-2"


def test_copy_link_on_the_results_puts_the_link_on_the_clipboard_and_says_so() -> None:
    results = results_screen()
    app = results.app
    button = results.share_button
    assert button is not None and button.label == text("results.copy_link")
    pygame.scrap.put_text("something else")
    click(app, button.rect.center)
    assert pygame.scrap.get_text() == deal_link(app.session)
    assert "--deal" in deal_link(app.session)
    assert button.label == text("results.link_copied")
    for _ in range(int(4 / FRAME)):
        app.step(FRAME)
    assert button.label == text("results.copy_link"), "the note goes after a few seconds"


@pytest.mark.parametrize("form", ["command line", "page address", "query"])
def test_paste_a_deal_opens_the_linked_deal_from_its_seat(form: str) -> None:
    results = results_screen()
    game = results.session.game
    code = game.deal_code
    players = results.session.rules.players
    link = {"command line": deal_flags("douque", players, code, 2),
            "page address": page_link("douque", players, code, 2,
                                       base="https://example.org/sevens/"),
            "query": page_link("douque", players, code, 2)}[form]
    app = App(AppOptions(rules_id="sevens", seed=3, speed="instant", mute=True,
                         remember=False))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    pygame.scrap.put_text(link)
    click(app, menu.paste_button.rect.center)
    table = app.scene
    assert isinstance(table, TableScene), menu.message
    assert table.session.rules_id == "douque"
    assert table.session.human_seat == 2
    assert table.session.game.deal_code == code
    assert table.session.game.initial_hands() == game.initial_hands()


def test_paste_without_a_deal_says_so_and_stays_in_the_menu() -> None:
    app = App(AppOptions(rules_id="sevens", seed=3, speed="instant", mute=True,
                         remember=False))
    menu = app.scene
    assert isinstance(menu, MenuScene)
    pygame.scrap.put_text("a shopping list: eggs, milk")
    click(app, menu.paste_button.rect.center)
    assert app.scene is menu
    assert menu.message == text("menu.paste_none")


class PageStandIn:
    """The page's ``window`` as pygbag shows it to Python: ``eval`` installs the bridge, and
    the bridge answers only when the test says the promise has settled."""

    def __init__(self) -> None:
        self.evaluated: list[str] = []
        self.clipboard_text = "?rules=douque&players=4&deal=7h2px33k-0&seat=1"
        self.share_questions = 0

    def eval(self, code: str) -> None:
        self.evaluated.append(code)
        self.sevensClipboard = BridgeStandIn(self)


class BridgeStandIn:
    def __init__(self, page: PageStandIn) -> None:
        self.page = page
        self.state = "idle"
        self.text = ""
        self.shared: list[tuple[str, str, bool]] = []

    def read(self) -> None:
        self.state, self.text = "pending", ""

    def share(self, title: str, link: str, want_share: bool) -> None:
        self.shared.append((title, link, want_share))
        self.state = "pending"

    def canShare(self) -> bool:  # noqa: N802 - the page's JavaScript name
        self.page.share_questions += 1
        return False

    def settle(self, state: str) -> None:
        self.state = state
        if state == "pasted":
            self.text = self.page.clipboard_text


def test_the_browser_clipboard_is_polled_across_frames_never_awaited() -> None:
    page = PageStandIn()
    clipboard = Clipboard(web=True, window=page)
    clipboard.request_text()
    assert len(page.evaluated) == 1 and "navigator.clipboard.readText" in page.evaluated[0]
    assert clipboard.pending
    for _ in range(5):  # the promise has not settled: nothing yet, and nothing blocks
        assert clipboard.poll() is None
    page.sevensClipboard.settle("pasted")
    outcome = clipboard.poll()
    assert outcome is not None and outcome.state == "pasted"
    assert outcome.text == page.clipboard_text
    assert not clipboard.pending and clipboard.poll() is None
    clipboard.share("https://example.org/?deal=1-0", "Sevens")
    assert page.sevensClipboard.shared == [("Sevens", "https://example.org/?deal=1-0", True)]
    assert clipboard.poll() is None
    page.sevensClipboard.settle("copied")
    outcome = clipboard.poll()
    assert outcome is not None and outcome.state == "copied"
    clipboard.copy("#answer")  # a Copy button copies, where a share sheet would open too
    assert page.sevensClipboard.shared[-1] == ("", "#answer", False)
    assert len(page.evaluated) == 1, "the bridge is installed once"


def test_a_page_without_a_clipboard_fails_softly() -> None:
    class Refusing:
        def eval(self, code: str) -> None:
            raise RuntimeError("blocked by the page")

    clipboard = Clipboard(web=True, window=Refusing())
    clipboard.request_text()
    outcome = clipboard.poll()
    assert outcome is not None and outcome.state == "failed"
    assert not clipboard.can_share()


@pytest.mark.parametrize(("pasted", "expected"), [
    ("https://x.org/sevens/?rules=douque&players=4&deal=7h2px33k-0&seat=1",
     {"rules": "douque", "players": "4", "deal": "7h2px33k-0", "seat": "1"}),
    ("main.py --rules fan-tan --players 5 --deal ab-3 --seat 2 --deals 4",
     {"rules": "fan-tan", "players": "5", "deal": "ab-3", "seat": "2", "deals": "4"}),
    ("  7h2px33k-0 \n", {"deal": "7h2px33k-0"}),
    ("?deal=ab-1&colour=blue", {"deal": "ab-1"}),
    ("two words", {}),
    ("", {}),
])
def test_deal_links_are_read_from_any_form_they_are_pasted_in(pasted: str,
                                                               expected: dict) -> None:
    assert options_from_text(pasted) == expected


def test_the_online_copy_button_copies_and_only_share_opens_the_share_sheet() -> None:
    from sevens.ui.navigation import Menu, OnlinePage

    page = PageStandIn()
    app = App(AppOptions(rules_id="sevens", speed="instant", mute=True, remember=False))
    app.clipboard = Clipboard(web=True, window=page)
    app.go(OnlinePage(Menu()))
    app.step(FRAME)
    online = app.scene
    online.shown_text = lambda: "https://example.org/?join=abc"
    online.copy()
    online.share()
    assert page.sevensClipboard.shared == [
        ("", "https://example.org/?join=abc", False),
        (text("online.ui.title"), "https://example.org/?join=abc", True)]


def test_the_page_is_asked_for_its_share_sheet_once() -> None:
    # The online lobby's words ask every frame; the page's answer does not change.
    page = PageStandIn()
    clipboard = Clipboard(web=True, window=page)
    assert [clipboard.can_share() for _ in range(5)] == [False] * 5
    assert page.share_questions == 1
