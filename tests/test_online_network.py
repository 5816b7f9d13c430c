"""Issue 47's network: the settings, the page's links seen from Python (a stand-in for
web/online.js), the WebRTC connector the screens use, and — when aiortc (the extra
``online``) is installed — a whole Douque deal between a host and a guest over real aiortc
data channels on loopback, with junk and oversized messages cut and refused."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest
from online_helpers import hidden_cards, named_cards

import sevens
from sevens.online import GuestClient, HostTable, decode_invite, encode_invite, native_link
from sevens.online.network import NetworkSettings, cut
from sevens.online.page_link import PageLink, page_ready
from sevens.online.protocol import GUEST_MESSAGE_LIMIT
from sevens.online.webrtc import (
    WebRTCConnector,
    guest_link,
    host_link,
    settings_from_environment,
    unavailable,
)

NO_STUN = NetworkSettings(stun=())
needs_aiortc = pytest.mark.skipif(not native_link.installed(),
                                  reason="aiortc (the extra 'online') is not installed")


# ---------------------------------------------------------------------- settings


def test_the_settings_give_webrtc_its_ice_servers_and_refuse_what_is_no_address() -> None:
    settings = NetworkSettings(stun=("stun:stun.example.org:3478",), turn="turn:relay.example:3478",
                               turn_user="ada", turn_credential="secret")
    assert settings.ice_servers() == [
        {"urls": "stun:stun.example.org:3478"},
        {"urls": "turn:relay.example:3478", "username": "ada", "credential": "secret"}]
    assert NetworkSettings.from_dict(settings.to_dict()) == settings
    assert NetworkSettings(stun=()).ice_servers() == []  # no STUN at all is allowed
    assert NetworkSettings().stun and all(
        address.startswith("stun:") for address in NetworkSettings().stun)
    for wrong in ({"stun": ["http://example.org"]}, {"stun": "stun:a"}, {"turn": "stun:a:1"},
                  {"turn": "turn:a b"}, {"turn_user": 5}, {"stun": ["stun:a"] * 9}):
        with pytest.raises(ValueError):
            NetworkSettings.from_dict(wrong)


def test_the_environment_or_the_page_address_sets_the_servers() -> None:
    assert settings_from_environment({}).stun == NetworkSettings().stun
    assert settings_from_environment({"SEVENS_STUN": "none"}).ice_servers() == []
    chosen = settings_from_environment({
        "SEVENS_STUN": "stun:a.example:3478, stun:b.example:19302",
        "SEVENS_TURN": "turns:relay.example:5349", "SEVENS_TURN_USER": "u",
        "SEVENS_TURN_CREDENTIAL": "c"})
    assert chosen.stun == ("stun:a.example:3478", "stun:b.example:19302")
    assert chosen.ice_servers()[-1] == {"urls": "turns:relay.example:5349", "username": "u",
                                        "credential": "c"}
    assert settings_from_environment({"SEVENS_STUN": "nonsense"}) == NetworkSettings()


def test_a_long_message_is_cut_just_past_the_limit_before_anyone_reads_it() -> None:
    assert cut("x" * 10_000, 2048) == b"x" * 2049
    assert cut(b"y" * 10, 2048) == b"y" * 10
    assert cut("\ud800", 10) == b"\xed\xa0\x80"  # a lone surrogate stays broken: refused later


# ---------------------------------------------------------------------- the page's links


class FakePage:
    """web/online.js's interface as a dict of links (what the real one answers)."""

    def __init__(self) -> None:
        self.links: dict[int, dict] = {}
        self.sent: list[tuple[int, str]] = []
        self.accepted: list[tuple[int, str]] = []

    def available(self) -> bool:
        return True

    def host(self, settings: str, limit: int) -> int:
        self.settings = json.loads(settings)
        self.links[1] = {"state": "gathering", "local": None, "error": "", "messages": [],
                         "dropped": 0, "limit": limit}
        return 1

    def accept(self, link_id: int, answer: str) -> bool:
        self.accepted.append((link_id, answer))
        return True

    def send(self, link_id: int, text: str) -> bool:
        self.sent.append((link_id, text))
        return True

    def poll(self, link_id: int) -> str:
        link = self.links[link_id]
        report = json.dumps(link)
        link["messages"] = []
        return report

    def close(self, link_id: int) -> None:
        self.links[link_id]["state"] = "closed"


def test_a_page_link_hands_over_what_the_page_received_once_a_frame() -> None:
    page = FakePage()
    window = type("Window", (), {"sevensOnline": page})()
    assert page_ready(window)
    from sevens.online import page_link

    link = page_link.host(NO_STUN, GUEST_MESSAGE_LIMIT, window=window)
    assert page.settings == {"iceServers": [], "gatherSeconds": 8.0}
    got, opened, closed = [], [], []
    link.on_receive, link.on_open = got.append, lambda: opened.append(True)
    link.on_close = lambda: closed.append(True)
    link.poll()
    assert link.state == "gathering" and link.description is None
    page.links[1].update(state="waiting", local="v=0 offer")
    link.poll()
    assert link.description == "v=0 offer" and link.state == "waiting"
    link.accept("v=0 answer")
    assert page.accepted == [(1, "v=0 answer")]
    link.send(b'{"kind":"ping","seq":1}')  # kept by the page until the channel opens
    page.links[1].update(state="open", messages=["a", "b" * 5000, 7])
    link.poll()
    link.poll()
    assert opened == [True]
    assert got == [b"a", b"b" * (GUEST_MESSAGE_LIMIT + 1), b""]  # cut; not text: empty
    assert page.sent == [(1, '{"kind":"ping","seq":1}')]
    page.links[1].update(state="closed", error="ice-failed", messages=["last"])
    link.poll()
    link.poll()
    assert got[-1] == b"last" and closed == [True] and link.error == "ice-failed"
    link.send(b"after")  # dropped once closed
    assert len(page.sent) == 1
    with pytest.raises(TypeError):
        PageLink(page, 1, 10).send("text")  # type: ignore[arg-type]


def test_a_page_that_stops_answering_closes_the_link_once() -> None:
    class Broken(FakePage):
        def poll(self, link_id: int) -> str:
            raise RuntimeError("the page went away")

    link = PageLink(Broken(), 1, 100)
    closed = []
    link.on_close = lambda: closed.append(True)
    link.poll()
    link.poll()
    link.close()
    assert closed == [True] and link.state == "closed" and "went away" in link.error


def test_without_a_page_or_aiortc_the_device_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    assert unavailable(web=True) == "this page has no WebRTC"  # no platform.window here
    monkeypatch.setattr(native_link, "installed", lambda: False)
    assert "pip install" in unavailable(web=False)
    with pytest.raises(RuntimeError, match="aiortc"):
        host_link(NO_STUN, web=False)
    from sevens.online import webrtc

    assert webrtc.default_connector() is None


def test_the_page_script_is_put_into_the_page_and_checks_what_arrives() -> None:
    root = Path(__file__).resolve().parents[1]
    template = (root / "web" / "template.html").read_text(encoding="utf-8")
    script = (root / "web" / "online.js").read_text(encoding="utf-8")
    assert template.count("%%SEVENS_ONLINE_SCRIPT%%") == 1
    assert "{{" not in script and "%%" not in script  # no placeholder comes in with it
    # cut before it is kept; binary refused; a flood closes the link
    assert "data.slice(0, link.limit + 1)" in script and "INBOX_LIMIT" in script


# ---------------------------------------------------------------------- aiortc


async def settle(pumped: list, test, seconds: float = 20.0) -> None:
    """Poll the links (or pump the connectors) as frames would, until ``test()``."""
    until = time.monotonic() + seconds
    while not test():
        if time.monotonic() > until:
            raise AssertionError("the links did not get there in time")
        for item in pumped:
            (item.pump if hasattr(item, "pump") else item.poll)()
        await asyncio.sleep(0.005)


@needs_aiortc
def test_a_whole_deal_over_aiortc_data_channels_keeps_every_hand_hidden() -> None:
    async def play() -> None:
        rules = sevens.preset("douque")
        host = HostTable(rules, "douque", friends=[1], names={0: "Ada", 1: "Ben"},
                         level="easy", stand_in="easy", deals=1, seed=3)
        connector = WebRTCConnector(NO_STUN, web=False)
        offers: list[str] = []
        connector.offer(1, offers.append, pytest.fail)
        await settle([connector], lambda: offers)
        invite = decode_invite(encode_invite(host.invite(1, offers[0])))
        assert "a=candidate" in invite.offer  # gathered whole: no trickle
        joined: list = []
        connector.answer(invite.offer, lambda sdp, end: joined.append((sdp, end)), pytest.fail)
        await settle([connector], lambda: joined)
        answer_sdp, guest_end = joined[0]
        guest = GuestClient(guest_end, invite.room, invite.token)
        received: list[bytes] = []
        handle = guest_end.on_receive
        guest_end.on_receive = lambda data: (received.append(data), handle(data))
        guest.hello()  # waits until the channel opens
        host_end = connector.accept(1, answer_sdp)
        sent: list[tuple[int, list[str]]] = []
        original = host_end.send

        def record(data: bytes) -> None:
            message = json.loads(data)
            hidden = [] if host.game is None or message["kind"] == "reveal" \
                else sorted(hidden_cards(host.game, 1))
            sent.append((message["seq"], hidden))
            original(data)

        host_end.send = record
        host.connect(host_end)
        await settle([connector], lambda: host.seats[1].connection is not None
                     and 1 in host.next_entropy)
        host.start()
        bot = sevens.make_bot("easy", seed=5)
        moved = None

        def step() -> bool:
            nonlocal moved
            if host.game.current_player == 0:
                host.play(bot.choose(host.game.view(0)))
            elif not host.tick() and guest.to_move and moved != (guest.deal, guest.turn):
                moved = (guest.deal, guest.turn)
                guest.send_move(bot.choose(guest.view))
            return 1 in guest.audits

        await settle([connector], step, seconds=60)
        assert host.game.over and guest.audits[1].ok and guest.view == host.game.view(1)
        assert host.movers.count(1) >= 5  # the guest's own moves, over the channel
        assert [json.loads(data)["seq"] for data in received] == [seq for seq, _ in sent]
        assert sum(bool(hidden) for _seq, hidden in sent) > 20
        for data, (_seq, hidden) in zip(received, sent, strict=True):
            assert not named_cards(json.loads(data)) & set(hidden)
        # junk over the channel: cut past the limit, refused, logged; the link stays
        guest_end.send(b"{" + b" " * 50_000 + b"}")
        guest_end.send(b"not json")
        await settle([connector], lambda: len(host.log) >= 2)
        assert [entry.key for entry in host.log] == ["online.refused.too_large",
                                                     "online.refused.malformed"]
        assert host_end.state == "open"
        closed: list[bool] = []
        host_end.on_close = lambda: closed.append(True)
        guest_end.close()
        await settle([connector], lambda: closed)
        assert host_end.state == "closed"

    asyncio.run(play())


@needs_aiortc
def test_a_native_link_cuts_oversized_messages_and_closes_on_a_flood(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(native_link, "INBOX_LIMIT", 40)

    async def run() -> None:
        host = host_link(NO_STUN, web=False)
        await settle([host], lambda: host.description is not None)
        guest = guest_link(host.description, NO_STUN, web=False)
        await settle([guest], lambda: guest.description is not None)
        host.accept(guest.description)
        got: list[bytes] = []
        host.on_receive = got.append
        await settle([host, guest], lambda: host.state == guest.state == "open")
        guest.send(b"z" * 9000)
        await settle([host, guest], lambda: got)
        assert got == [b"z" * (GUEST_MESSAGE_LIMIT + 1)] and host.oversized == 1
        assert isinstance(host, native_link.NativeLink)
        host.on_receive = None  # the game does not poll: messages pile up
        for _ in range(50):
            guest.send(b"{}")
        await asyncio.sleep(0)
        until = time.monotonic() + 20
        while host._state != "closed" and time.monotonic() < until:
            await asyncio.sleep(0.01)
        closed: list[bool] = []
        host.on_close = lambda: closed.append(True)
        host.poll()
        assert closed == [True] and host.error == "flood"
        guest.close()

    asyncio.run(run())


def test_a_guest_waits_for_its_link_to_be_made_before_counting_the_host_away() -> None:
    """Between the answer and the host pasting it a friend may wait minutes: no ping, and
    no "the host is away", until the host has said a first word on the link."""
    from online_helpers import Clock

    from sevens.online.transport import memory_pair

    clock = Clock()
    guest_end, host_end = memory_pair()
    guest = GuestClient(guest_end, "r" * 22, "t" * 22, clock=clock)
    guest.hello()
    clock.advance(600)
    guest.tick()
    assert not guest.host_gone and len(host_end.inbox) == 1  # the hello only
    host_end.send(b'{"kind":"ping","seq":1}')
    guest_end.deliver()
    clock.advance(16)
    guest.tick()
    assert guest.host_away and not guest.host_gone  # once heard from, silence counts


def test_a_guest_sends_one_move_a_turn_while_the_host_has_not_answered() -> None:
    """Over a real network the host's update takes a moment: meanwhile the seat is not to
    move again (a second move would only come too late); a refusal gives the turn back."""
    from online_helpers import OnlineTable

    table = OnlineTable(sevens.preset("douque"), [1], seed=4)
    guest = table.guests[1]
    for _guard in range(200):
        if guest.to_move:
            break
        assert table.step()
    assert guest.to_move
    seq = guest.send_move("pass")  # Douque never allows a pass: the host will refuse it
    assert not guest.to_move  # sent, not yet answered
    table.deliver()
    assert guest.refusals[-1].reply_to == seq and guest.to_move  # refused: decide again
    turn = guest.turn
    guest.send_move(guest.view.legal_moves[0])
    assert not guest.to_move
    table.deliver()
    assert table.host.movers[turn] == 1 and guest.turn > turn  # taken, and the table moved on
