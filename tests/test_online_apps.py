"""Issue 47 through the game's own screens: a host app and a friend's app in one process,
linked by the in-memory connector, host a table and join it by clicks on the Play online
screens (the invite and the answer carried by a shared clipboard, as Copy and Paste carry
them), then play a whole Douque deal to the results by clicks on the cards each table shows.
Every message the friend's app received is kept, and none names a card hidden from its seat
when it was sent."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest
from online_helpers import hidden_cards, named_cards, seeded_secrets  # noqa: F401

from sevens.online.connector import MemoryConnector
from sevens.ui.app import App, AppOptions
from sevens.ui.clipboard import ClipboardOutcome
from sevens.ui.navigation import OnlinePage
from sevens.ui.scenes.online import OnlineScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene

FRAME = 1 / 60


class SharedClipboard:
    """One clipboard both apps copy to and paste from (the native one is SDL's, one a
    process)."""

    def __init__(self) -> None:
        self.text = ""
        self.outcome: ClipboardOutcome | None = None

    def can_share(self) -> bool:
        return False

    def share(self, text: str, title: str = "") -> None:
        self.copy(text)

    def copy(self, text: str) -> None:
        self.text = text
        self.outcome = ClipboardOutcome("copied")

    def request_text(self) -> None:
        self.outcome = ClipboardOutcome("pasted", self.text)

    def pending(self) -> bool:
        return False

    def poll(self) -> ClipboardOutcome | None:
        outcome, self.outcome = self.outcome, None
        return outcome


class RecordingConnector(MemoryConnector):
    """The in-memory connector, noting for each message the host sends which cards were
    hidden from the guest's seat at that moment."""

    def __init__(self) -> None:
        super().__init__()
        self.host_table: Any = None
        self.sent: list[tuple[dict[str, Any], set[str] | None]] = []

    def answer(self, offer: str, ready: Any, failed: Any) -> None:
        super().answer(offer, ready, failed)
        host_end = self.host_ends[offer.split(":")[1]]
        original = host_end.send
        connector = self

        def send(data: bytes) -> None:
            message = json.loads(data)
            game = connector.host_table.game if connector.host_table is not None else None
            hidden = None if message["kind"] == "reveal" else (
                set() if game is None else hidden_cards(game, 1))
            connector.sent.append((message, hidden))
            original(data)

        host_end.send = send  # type: ignore[method-assign]


def make_app() -> App:
    return App(AppOptions(rules_id="douque", seed=3, speed="instant", mute=True,
                          remember=False, deals=1, players=4, level="easy"))


def click(app: App, position: tuple[int, int]) -> None:
    """A click where the app's screen shows something (logical px: the window is 1280×720)."""
    app.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position,
                                              button=1))
    app.scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=position, button=1))


def press(app: App, name: str) -> None:
    """Click the button called ``name`` on the app's screen."""
    button = next(button for button in app.scene.buttons if button.name == name)
    click(app, button.rect.center)


def frames(*apps: App, count: int = 3) -> None:
    for _ in range(count):
        for app in apps:
            app.step(FRAME)


@pytest.fixture
def apps(monkeypatch: pytest.MonkeyPatch) -> tuple[App, App, RecordingConnector]:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    host, guest = make_app(), make_app()
    connector, clipboard = RecordingConnector(), SharedClipboard()
    for app in (host, guest):
        app.online.connector = connector
        app.clipboard = clipboard  # type: ignore[assignment]
        app.go(OnlinePage(app.scene))
        app.step(FRAME)
        assert isinstance(app.scene, OnlineScene)
    return host, guest, connector


def seat_the_friend(host: App, guest: App, connector: RecordingConnector,
                    host_name: str = "") -> None:
    press(host, "host")
    host.scene.name_field.value = host_name
    for seat, level in ((2, "easy"), (3, "easy")):
        while host.scene.choices[seat] != level:
            press(host, f"seat{seat}")
    press(host, "open")
    connector.host_table = host.scene.lobby.table
    frames(host)
    press(host, "copy")  # the invite link, through the shared clipboard
    press(guest, "join")
    press(guest, "paste_invite")
    frames(guest)
    guest.scene.name_field.value = "Ben"
    press(guest, "answer")
    frames(guest)
    press(guest, "copy_answer")
    press(host, "paste")
    frames(host, guest)
    assert host.scene.lobby.joined(1)
    press(host, "start")
    frames(host, guest)
    assert isinstance(host.scene, TableScene) and isinstance(guest.scene, TableScene)


def move_by_click(app: App) -> bool:
    """Click a card the table offers the player to move (False: not their turn)."""
    scene = app.scene
    session = scene.session
    if not isinstance(scene, TableScene) or not session.human_to_move or scene.busy:
        return False
    move = session.view().legal_moves[0]
    rect = scene.hand_view.card_rect(move.card)
    assert rect is not None, f"no place on screen for {move}"
    click(app, rect.center)
    return True


def test_a_whole_douque_deal_online_through_the_screens(apps) -> None:
    host, guest, connector = apps
    seat_the_friend(host, guest, connector, host_name="Ada")
    assert guest.scene.session.seat_name(0) == "Ada"
    assert host.scene.session.seat_name(1) == "Ben"
    guest_moves = 0
    for _frame in range(20000):
        if isinstance(host.scene, ResultsScene) and isinstance(guest.scene, ResultsScene):
            break
        move_by_click(host)
        guest_moves += move_by_click(guest)
        frames(host, guest, count=1)
    assert isinstance(host.scene, ResultsScene) and isinstance(guest.scene, ResultsScene)
    assert guest_moves > 0
    host_game, guest_game = host.session.game, guest.session.game
    assert guest_game.moves == host_game.moves  # the friend's game is the audited replay
    assert guest.session.client.audits[1].ok
    assert guest.scene.wording.data == host.scene.wording.data  # the same results on both screens
    checked = 0
    for message, hidden in connector.sent:
        if hidden is not None:
            assert not named_cards(message) & hidden, message["kind"]
            checked += 1
    assert checked > len(host_game.moves)
    press(guest, "review")  # the friend's own Review, from the audited replay
    frames(guest)
    from sevens.ui.scenes.review.scene import ReviewScene

    assert isinstance(guest.scene, ReviewScene)


def play_until(host: App, guest: App, done: Any, limit: int = 20000) -> None:
    """Both players move by clicks until ``done()``."""
    for _frame in range(limit):
        if done():
            return
        move_by_click(host)
        move_by_click(guest)
        frames(host, guest, count=1)
    raise AssertionError("never got there")


def test_a_tampered_friend_is_refused_and_the_table_plays_on(apps) -> None:
    host, guest, connector = apps
    seat_the_friend(host, guest, connector)
    table = host.session.table
    client = guest.session.client
    play_until(host, guest, lambda: len(table.game.moves) >= 6
               and table.game.current_player not in (None, 1))
    raw = client.transport  # the friend's end: what a tampered game could send
    client.seq += 1
    raw.send(json.dumps({"kind": "move", "seq": client.seq, "seat": 2, "deal": 1,
                         "turn": len(table.game.moves), "move": "pass"}).encode())
    client.seq += 1
    raw.send(json.dumps({"kind": "move", "seq": client.seq, "seat": 1, "deal": 1,
                         "turn": len(table.game.moves), "move": "pass"}).encode())
    raw.send(b"{not json")
    raw.send(b'{"kind": "move", "pad": "' + b"x" * 5000 + b'"}')
    moves = len(table.game.moves)
    frames(host, guest)
    keys = [entry.key for entry in table.log]
    assert keys[:2] == ["online.refused.wrong_seat", "refused.not_your_turn"]
    assert "online.refused.too_large" in keys and len(keys) == 4
    assert len(table.game.moves) >= moves  # nothing was taken back or played for it
    play_until(host, guest, lambda: isinstance(host.scene, ResultsScene)
               and isinstance(guest.scene, ResultsScene))
    assert guest.session.client.audits[1].ok


def test_a_dropped_friend_is_played_by_a_bot_and_takes_the_seat_back(apps) -> None:
    host, guest, connector = apps
    seat_the_friend(host, guest, connector)
    table = host.session.table
    table.grace = 0.0  # the bot steps in at once (five seconds at a real table)
    play_until(host, guest, lambda: len(table.game.moves) >= 4)
    guest.session.client.transport.close()  # the friend's link is lost
    frames(host, guest)
    assert host.session.presence_word(1) == "Bot in"
    dropped_at = len(table.game.events)

    def bot_played_the_friends_seat() -> bool:
        return any(getattr(event, "seat", None) == 1 and type(event).__name__ in (
            "CardPlayed", "CardCovered") for event in table.game.events[dropped_at:])

    for _frame in range(2000):  # the table goes on: a bot plays the friend's seat
        if bot_played_the_friends_seat():
            break
        move_by_click(host)
        frames(host, count=1)
    assert bot_played_the_friends_seat() and not table.game.over
    # the friend is told the link is lost
    assert "has left the table" in guest.scene.status.flash[0]
    # the host invites the friend again from the Play online screen, the friend answers
    host.go(OnlinePage(host.scene))
    frames(host)
    assert isinstance(host.scene, OnlineScene) and host.scene.step == "invite"
    guest.go(OnlinePage(guest.scene))
    frames(guest)
    press(host, "copy")
    press(guest, "join")
    press(guest, "paste_invite")
    frames(guest)
    press(guest, "answer")
    frames(guest)
    press(guest, "copy_answer")
    press(host, "paste")
    frames(host, guest, count=5)
    assert host.session.presence_word(1) == "Here"
    assert isinstance(guest.scene, TableScene)
    press(host, "start")  # Back to the table
    frames(host, guest)
    assert isinstance(host.scene, TableScene)
    assert guest.session.view() == table.game.view(1)  # the seat as it stands now
    play_until(host, guest, lambda: isinstance(host.scene, ResultsScene)
               and isinstance(guest.scene, ResultsScene))
    assert guest.session.client.audits[1].ok  # the promises kept over the new link


def test_the_hosts_match_is_saved_after_every_move_and_continues(apps) -> None:
    host, guest, connector = apps
    saves: list[Any] = []
    host.online.keep = saves.append  # type: ignore[method-assign]
    seat_the_friend(host, guest, connector)
    table = host.session.table
    play_until(host, guest, lambda: len(table.game.moves) >= 5)
    assert len(saves) == len(table.game.moves) + 1
    assert saves[-1]["current"]["moves"] == table.game.to_dict()["moves"]
    # a new start of the host's game continues it, and invites the friend again
    later = make_app()
    later.online.connector = connector
    later.clipboard = host.clipboard
    later.online.saved = lambda: saves[-1]  # type: ignore[method-assign]
    later.go(OnlinePage(later.scene))
    later.step(FRAME)
    press(later, "continue")
    frames(later)
    assert later.scene.step == "invite"
    press(later, "start")
    frames(later)
    assert isinstance(later.scene, TableScene)
    assert later.session.game.moves == table.game.moves


def test_a_friend_waits_for_the_hosts_next_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    apps = []
    connector, clipboard = RecordingConnector(), SharedClipboard()
    for _ in range(2):
        app = App(AppOptions(rules_id="douque", seed=3, speed="instant", mute=True,
                             remember=False, deals=2, players=4, level="easy"))
        app.online.connector = connector
        app.clipboard = clipboard  # type: ignore[assignment]
        app.go(OnlinePage(app.scene))
        app.step(FRAME)
        apps.append(app)
    host, guest = apps
    seat_the_friend(host, guest, connector)
    play_until(host, guest, lambda: isinstance(host.scene, ResultsScene)
               and isinstance(guest.scene, ResultsScene))
    press(guest, "next")  # the friend is first: the host has not dealt yet
    frames(guest)
    assert isinstance(guest.scene, OnlineScene) and guest.scene.step == "wait"
    press(host, "next")
    frames(host, guest, count=4)
    assert isinstance(host.scene, TableScene) and isinstance(guest.scene, TableScene)
    assert guest.session.deal_number == 2 and guest.session.view() == \
        host.session.table.game.view(1)
    play_until(host, guest, lambda: isinstance(host.scene, ResultsScene)
               and isinstance(guest.scene, ResultsScene))
    assert guest.session.client.audits[2].ok
    assert guest.session.match.totals == host.session.match.totals


def test_a_deal_that_does_not_check_out_is_named_on_the_friends_table(apps) -> None:
    host, guest, connector = apps
    seat_the_friend(host, guest, connector)
    client = guest.session.client
    client.commitments[1] = "0" * 64  # as if the host had promised other cards at the deal
    play_until(host, guest, lambda: isinstance(host.scene, ResultsScene)
               and client.audits.get(1) is not None)
    frames(host, guest, count=120)
    assert not client.audits[1].ok
    assert isinstance(guest.scene, TableScene)  # no results from a deal that did not check out
    words = guest.scene.status_line(guest.session.view())[0]
    assert words == "Deal check failed: the cards revealed are not the ones promised at the deal."


def test_an_invite_link_opened_in_the_page_goes_straight_to_joining(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from sevens.online import HostTable, invite_link
    from sevens.rules import preset

    table = HostTable(preset("douque"), "douque", friends=[2], names={0: "Ada"})
    link = invite_link("https://example.org/sevens/", table.invite(2, "memory-offer:1"))
    from sevens.app import online_lobby, webpage

    monkeypatch.setattr(webpage, "page_invite", lambda: "#" + link.split("#", 1)[1])
    monkeypatch.setattr(online_lobby, "default_connector", MemoryConnector)
    app = make_app()
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, OnlineScene) and scene.step == "join"
    assert scene.join is not None and scene.join.invite is not None
    assert scene.join.invite.seat == 2 and scene.join.invite.host_name == "Ada"
    assert "name" in scene.places.fields  # the next thing to do: type a name


def test_the_play_online_screen_works_from_the_keyboard(apps) -> None:
    host, _guest, _connector = apps
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                               scancode=0)
    host.scene.handle_event(tab)
    assert host.scene.focus_ring.name == "host"
    host.scene.handle_event(enter)
    assert host.scene.step == "host"
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                scancode=0)
    host.scene.handle_event(escape)
    assert host.scene.step == "start"


def test_a_friend_takes_back_their_move_while_nobody_has_decided_since(apps) -> None:
    host, guest, connector = apps
    seat_the_friend(host, guest, connector)
    table = host.session.table
    for _frame in range(4000):  # up to the friend's turn
        if guest.session.human_to_move and not guest.scene.busy:
            break
        move_by_click(host)
        frames(host, guest, count=1)
    before = len(table.game.moves)
    assert move_by_click(guest)
    frames(host, guest, count=2)
    assert len(table.game.moves) > before and table.movers[before] == 1  # the friend's
    press_undo = next(button for button in guest.scene.action_buttons()
                      if button.name == "undo")
    click(guest, press_undo.rect.center)
    frames(host, guest, count=3)
    assert len(table.game.moves) == before  # taken back (a computer's reply with it)
    assert guest.session.human_to_move and guest.session.view() == table.game.view(1)


def test_a_click_on_the_name_field_takes_the_ring_off_the_buttons(apps) -> None:
    """A click means the mouse is in use: the ring leaves the button it was on, and the name
    field that was clicked takes the typing (one control has the focus, not two)."""
    host, _guest, _connector = apps
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    host.scene.handle_event(tab)
    host.scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                               unicode="\r", scancode=0))
    scene = host.scene
    assert scene.step == "host" and scene.text_fields()  # the host's name is asked for
    while not isinstance(scene.focus_ring.focused(scene.focusable()), type(scene.buttons[0])):
        scene.handle_event(tab)
    field = scene.name_field
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                          pos=field.rect.center))
    assert field.focused
    assert scene.focus_ring.focused(scene.focusable()) in (None, field)
