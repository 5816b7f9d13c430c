"""Issue 47: the links live on between deals — while the players look at a deal's results,
and while the host waits in the lobby for other friends. Each app here delivers only its own
ends of the link (as two devices do: a message waits until the device that receives it
looks), and a minute passes; the friend is still at the table, and the host still there for
the friend."""

from __future__ import annotations

import time
from typing import Any

from online_helpers import Clock, seeded_secrets  # noqa: F401
from test_online_apps import (
    FRAME,
    SharedClipboard,
    make_app,
    move_by_click,
    press,
    seat_the_friend,
)

from sevens.online.connector import MemoryConnector
from sevens.ui.navigation import OnlinePage
from sevens.ui.scenes.results import ResultsScene


class OneSide:
    """One device's side of a shared in-memory connector: it delivers only its own ends."""

    def __init__(self, shared: MemoryConnector) -> None:
        self.shared = shared
        self.mine: list[Any] = []

    def offer(self, seat: int, ready: Any, failed: Any) -> None:
        self.shared.offer(seat, ready, failed)

    def answer(self, offer: str, ready: Any, failed: Any) -> None:
        def taken(sdp: str, end: Any) -> None:
            self.mine.append(end)
            ready(sdp, end)

        self.shared.answer(offer, taken, failed)

    def accept(self, seat: int, answer: str) -> Any:
        end = self.shared.accept(seat, answer)
        self.mine.append(end)
        return end

    def pump(self) -> None:
        for end in self.mine:
            if not end.closed and end.on_receive is not None:
                end.deliver()


def two_devices(monkeypatch) -> tuple[Any, Any]:
    """A host's app and a friend's, on the Play online screens, each with its own side."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    host, guest = make_app(), make_app()
    shared, clipboard = MemoryConnector(), SharedClipboard()
    for app in (host, guest):
        app.settings.deals = 2
        app.online.connector = OneSide(shared)
        app.clipboard = clipboard
        app.go(OnlinePage(app.scene))
        app.step(FRAME)
    return host, guest


def test_the_links_live_on_while_the_host_waits_in_the_lobby(monkeypatch) -> None:
    host, guest = two_devices(monkeypatch)
    press(host, "host")
    press(host, "open")
    host.step(FRAME)
    press(host, "copy")
    press(guest, "join")
    press(guest, "paste_invite")
    guest.step(FRAME)
    press(guest, "answer")
    guest.step(FRAME)
    press(guest, "copy_answer")
    press(host, "paste")
    clock = Clock()
    clock.now = time.monotonic()
    lobby = host.scene.lobby
    lobby.table.clock = clock
    for app in (host, guest, host, guest):
        app.step(FRAME)
    assert lobby.joined(1) and guest.scene.join.welcomed
    guest.scene.join.client.clock = clock
    for _step in range(120):  # a minute in the lobby, frames every half second
        clock.advance(0.5)
        for app in (host, guest):
            app.step(FRAME)
    assert lobby.table.presence()[1]["state"] == "connected", lobby.table.log
    assert not guest.scene.join.client.host_gone


def test_the_links_live_on_while_both_look_at_the_results(monkeypatch) -> None:
    host, guest = two_devices(monkeypatch)
    connector: Any = host.online.connector
    connector.host_table = None
    seat_the_friend(host, guest, connector)
    clock = Clock()
    clock.now = time.monotonic()
    host.session.table.clock = guest.session.client.clock = clock
    for _frame in range(20000):
        if isinstance(host.scene, ResultsScene) and isinstance(guest.scene, ResultsScene):
            break
        move_by_click(host)
        move_by_click(guest)
        for app in (host, guest):
            clock.advance(FRAME)
            app.step(FRAME)
    assert isinstance(host.scene, ResultsScene) and isinstance(guest.scene, ResultsScene)
    for _step in range(120):  # a minute on the results screens, frames every half second
        clock.advance(0.5)
        for app in (host, guest):
            app.step(FRAME)
    host.scene.next()  # the host deals the next hand
    for _frame in range(100):  # the deal dealt out, a few seconds
        clock.advance(0.05)
        for app in (host, guest):
            app.step(FRAME)
    table = host.session.table
    assert table.deal_number == 2
    assert table.presence()[1]["state"] == "connected", table.log
    assert not guest.session.client.host_gone
