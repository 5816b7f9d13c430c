"""Issue 47 in the native window over real WebRTC: two apps, each with its own aiortc
connector (the extra ``online``) as on two computers, host and join a table by clicks on the
Play online screens and play a whole Douque deal to the results over aiortc's data channels
on loopback (no STUN server). The apps' frames run on one asyncio loop, as the game's frame
loop does, so aiortc works between frames; nothing here is a thread."""

from __future__ import annotations

import asyncio
import time

import pytest
from online_helpers import seeded_secrets  # noqa: F401
from test_online_apps import FRAME, SharedClipboard, make_app, move_by_click, press

from sevens.online import native_link
from sevens.online.network import NetworkSettings
from sevens.online.webrtc import WebRTCConnector
from sevens.ui.navigation import OnlinePage
from sevens.ui.scenes.online import OnlineScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene

pytestmark = pytest.mark.skipif(not native_link.installed(),
                                reason="aiortc (the extra 'online') is not installed")


async def frames_until(apps, test, seconds: float = 30.0) -> None:
    """Step every app a frame at a time, letting the loop run between frames, until
    ``test()``."""
    until = time.monotonic() + seconds
    while not test():
        if time.monotonic() > until:
            raise AssertionError(f"timed out on {[type(app.scene).__name__ for app in apps]}")
        for app in apps:
            app.step(FRAME)
        await asyncio.sleep(0.002)


def test_two_native_apps_host_join_and_play_a_deal_over_aiortc(monkeypatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")

    async def play() -> None:
        host, guest = make_app(), make_app()
        clipboard = SharedClipboard()
        for app in (host, guest):
            app.online.connector = WebRTCConnector(NetworkSettings(stun=()), web=False)
            app.clipboard = clipboard
            app.go(OnlinePage(app.scene))
            app.step(FRAME)
            assert isinstance(app.scene, OnlineScene)
        press(host, "host")
        for seat in (2, 3):
            while host.scene.choices[seat] != "easy":
                press(host, f"seat{seat}")
        press(host, "open")
        lobby = host.scene.lobby
        await frames_until([host], lambda: 1 in lobby.invites)
        assert "a=candidate" in lobby.table.invite(1).offer or lobby.invites[1]
        press(host, "copy")
        press(guest, "join")
        press(guest, "paste_invite")
        await frames_until([guest], lambda: guest.scene.join.invite is not None)
        guest.scene.name_field.value = "Ben"
        press(guest, "answer")
        await frames_until([guest], lambda: bool(guest.scene.join.answer_code))
        press(guest, "copy_answer")
        press(host, "paste")
        await frames_until([host, guest], lambda: lobby.joined(1)
                           and 1 in lobby.table.next_entropy)
        press(host, "start")
        await frames_until([host, guest], lambda: isinstance(guest.scene, TableScene))
        moves = 0

        def over() -> bool:
            nonlocal moves
            move_by_click(host)
            moves += move_by_click(guest)
            return isinstance(host.scene, ResultsScene) and isinstance(guest.scene, ResultsScene)

        await frames_until([host, guest], over, seconds=120)
        assert moves > 0
        assert guest.session.game.moves == host.session.game.moves
        assert guest.session.client.audits[1].ok
        assert host.session.table.seats[1].name == "Ben"
        assert not host.session.table.log

    asyncio.run(play())
