"""Issue 47 over real WebRTC: two pages of the real game in headless Chromium — and a native
guest on aiortc when the extra ``online`` is installed — play a whole Douque deal over the
data channels (tests/browser/check_online.mjs, loopback, no STUN). Every message each guest
received, as received, is looked through for a card hidden from its seat when the host sent
it; each guest's audit checks the deal; junk sent onto the channel is refused and logged."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import harness_server  # noqa: E402
from online_helpers import named_cards  # noqa: E402

from sevens.online import native_link  # noqa: E402

MISSING = harness_server.missing()
NATIVE = native_link.installed()

#: What the host says to the junk the page guest sends: 10 KB (cut by the page at 2 KB and
#: one byte), bytes that are not JSON, JSON cut short.
JUNK_REFUSALS = ["online.refused.too_large", "online.refused.malformed",
                 "online.refused.malformed"]

pytestmark = [
    pytest.mark.skipif(
        bool(MISSING) and not os.environ.get("SEVENS_REQUIRE_WASM"), reason=MISSING or "ready"
    ),
]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Build the bundle (or reuse this run's), boot two pages, play the deal online."""
    return harness_server.play(tmp_path_factory.mktemp("online") / "build",
                               HERE / "check_online.mjs", ["--native", "1" if NATIVE else "0"],
                               timeout=480)


def guests(report: dict) -> list[dict]:
    """The guests' reports: the page's, and the native one's when it played."""
    return [report["guest"], *([report["nativeGuest"]] if NATIVE else [])]


def test_the_pages_boot_with_the_bridge_and_no_error(report: dict) -> None:
    for name in ("hostPage", "guestPage"):
        page = report[name]
        assert page["bridge"] is True
        assert page["pageErrors"] == [] and page["harnessErrors"] == []
    assert report["host"]["errors"] == [] and report["guest"]["errors"] == []
    # an invite and an answer with their candidates fit a QR code (2,953 bytes)
    assert all(length < 2953 for length in report["inviteLengths"].values())
    assert report["answerLength"] < 2953


def test_a_whole_deal_is_played_over_the_data_channels_and_every_guest_audits_it(
        report: dict) -> None:
    host = report["host"]
    assert host["started"] and host["over"]
    assert len(host["moves"]) == 52  # Douque: every card is played or covered
    assert sorted(report["acceptedSeats"]) == ([2, 3] if NATIVE else [2])
    for guest in guests(report):
        assert guest["done"] and guest["errors"] == []
        assert guest["audit"] == "online.audit.ok"
        assert guest["auditMoves"] == host["moves"]  # the deal replayed from the reveal
        assert guest["view"] == host["views"][str(guest["seat"])]
        assert guest["log"] == []
    assert report["guest"]["refusals"] == JUNK_REFUSALS  # the junk it sent after the deal
    assert not NATIVE or report["nativeGuest"]["refusals"] == []
    # the guests decided their own seats' moves, sent over the channel
    for guest in guests(report):
        assert host["movers"].count(guest["seat"]) >= 5


def test_no_guest_received_a_hidden_card_of_another_seat(report: dict) -> None:
    host = report["host"]
    for guest in guests(report):
        seat = str(guest["seat"])
        received = [json.loads(text) for text in guest["received"]]
        sent = host["sent"][seat]
        # everything the host sent arrived, whole and in order (a reliable, ordered channel)
        assert [(message["seq"], message["kind"]) for message in received] == \
            [(seq, kind) for seq, kind, _hidden, _size in sent]
        checked = 0
        for message, (_seq, kind, hidden, _size) in zip(received, sent, strict=True):
            if kind == "reveal":
                continue  # the deal shown whole at its end, as the results show it
            leaked = named_cards(message) & set(hidden)
            assert not leaked, (seat, kind, sorted(leaked))
            checked += bool(hidden)
        # the check looked at real secrets: most messages went out while hands were hidden
        assert checked > 40, checked


def test_junk_on_the_channel_is_refused_and_logged_and_the_link_stays(report: dict) -> None:
    host = report["host"]
    keys = [key for seat, key, _detail in host["log"] if seat == 2]
    assert keys == JUNK_REFUSALS
    assert host["states"]["2"] == "open"
    assert all(seat == 2 for seat, _key, _detail in host["log"])  # nothing else refused


@pytest.mark.skipif(not NATIVE, reason="aiortc (the extra 'online') is not installed")
def test_a_native_guest_on_aiortc_talks_to_the_page(report: dict) -> None:
    native = report["nativeGuest"]
    assert native["seat"] == 3 and native["audit"] == "online.audit.ok"
    assert len(native["received"]) > 52
