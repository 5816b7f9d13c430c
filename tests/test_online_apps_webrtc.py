"""Issue 47 over real WebRTC: a host app and a friend's app in one process, each with this
device's own connector (aiortc's data channels on loopback, no STUN server), host, join and
play a whole Douque deal to the results by clicks on their screens; the friend's deal check
passes. Skipped where the ``online`` extra (aiortc) is not installed."""

from __future__ import annotations

import asyncio

import pytest
from online_helpers import seeded_secrets  # noqa: F401 (autouse: reproducible deals)

pytest.importorskip("aiortc")

from test_online_apps import SharedClipboard, move_by_click, press  # noqa: E402

from sevens.ui.app import App, AppOptions  # noqa: E402
from sevens.ui.navigation import OnlinePage  # noqa: E402
from sevens.ui.scenes.results import ResultsScene  # noqa: E402
from sevens.ui.scenes.table import TableScene  # noqa: E402


async def frames(apps: list[App], seconds: float) -> None:
    """Run the apps' frames for a while, letting the network's tasks run between them."""
    for _ in range(max(1, int(seconds * 60))):
        for app in apps:
            app.step(1 / 60)
        await asyncio.sleep(1 / 240)


async def until(apps: list[App], done, seconds: float = 20.0) -> None:  # noqa: ANN001
    for _ in range(int(seconds * 10)):
        if done():
            return
        await frames(apps, 0.1)
    raise AssertionError("never got there")


async def play_online() -> tuple[App, App]:
    host, guest = (App(AppOptions(rules_id="douque", seed=3, speed="instant", mute=True,
                                  remember=False, deals=1, players=4, level="easy"))
                   for _ in range(2))
    clipboard = SharedClipboard()
    for app in (host, guest):
        app.clipboard = clipboard  # type: ignore[assignment]
        app.go(OnlinePage(app.scene))
        app.step(1 / 60)
    press(host, "host")
    for seat in (2, 3):
        while host.scene.choices[seat] != "easy":
            press(host, f"seat{seat}")
    press(host, "open")
    await until([host], lambda: bool(host.scene.lobby.invites))
    press(host, "copy")
    press(guest, "join")
    press(guest, "paste_invite")
    await frames([guest], 0.05)
    guest.scene.name_field.value = "Ben"
    press(guest, "answer")
    await until([guest], lambda: bool(guest.scene.join.answer_code))
    press(guest, "copy_answer")
    press(host, "paste")
    await until([host, guest], lambda: host.scene.lobby.joined(1))
    press(host, "start")
    for _ in range(6000):
        if isinstance(host.scene, ResultsScene) and isinstance(guest.scene, ResultsScene):
            break
        for app in (host, guest):
            if isinstance(app.scene, TableScene):
                move_by_click(app)
        await frames([host, guest], 1 / 60)
    return host, guest


def test_a_whole_deal_over_real_data_channels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SEVENS_STUN", "none")  # loopback: no STUN server to ask
    host, guest = asyncio.run(play_online())
    assert isinstance(host.scene, ResultsScene) and isinstance(guest.scene, ResultsScene)
    assert guest.session.client.audits[1].ok
    assert guest.session.game.moves == host.session.game.moves
    assert host.session.table.seats[1].name == "Ben"
