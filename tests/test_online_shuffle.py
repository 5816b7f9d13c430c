"""Issue 47: the guests help shuffle. The host promises its secret part of each deal's shuffle
(a hash) before the guests send theirs; the deal's seed comes from all of them; every guest
checks at the end that the deal was shuffled as promised, with its own part in it. Before the
first deal the table waits in the lobby."""

from __future__ import annotations

import json

import pytest
from online_helpers import (
    OnlineTable,
    seeded_secrets,  # noqa: F401 (autouse: reproducible deals)
)

import sevens
from sevens.message import Message
from sevens.online import HostTable, fairness


def reveals(table: OnlineTable, seat: int) -> list[dict[str, object]]:
    return [message for message, _hidden in table.received(seat)
            if message["kind"] == "reveal"]


def test_every_guest_helps_shuffle_and_checks_it() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=30)
    host = table.host
    assert set(host.shuffle["entropy"]) == {"1", "2"}
    table.play()
    reveal = reveals(table, 1)[-1]
    shuffle = reveal["shuffle"]
    assert reveal["seed"] == fairness.shuffled_seed(shuffle["secret"], shuffle["entropy"])
    for seat, guest in table.guests.items():
        assert shuffle["entropy"][str(seat)] == guest.parts[1]
        assert guest.promises[1] == fairness.shuffle_promise(shuffle["secret"])
        assert guest.audits[1].ok and guest.audits[1].shuffled_with_you


def test_each_deal_of_a_match_is_shuffled_anew() -> None:
    table = OnlineTable(sevens.preset("sevens"), [1, 2], seed=31, deals=2)
    first = dict(table.host.shuffle)
    assert set(table.host.next_entropy) == {1, 2}  # the parts for deal 2, sent during deal 1
    table.play()
    table.host.next_deal()
    table.deliver()
    assert table.host.shuffle["secret"] != first["secret"]
    table.play()
    for guest in table.guests.values():
        assert guest.audits[1].shuffled_with_you and guest.audits[2].shuffled_with_you
        assert guest.parts[1] != guest.parts[2]


def test_a_host_that_breaks_its_shuffle_promise_is_caught() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=32, start=False)
    table.host.next_secret = fairness.new_shuffle_secret()  # another secret, chosen after
    table.host.start()
    table.deliver()
    table.play()
    for guest in table.guests.values():
        assert guest.audits[1].message == Message("online.audit.shuffle")


def test_a_host_that_deals_another_seed_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=33, start=False)
    monkeypatch.setattr(fairness, "shuffled_seed", lambda secret, entropy: 12345)
    table.host.start()
    table.deliver()
    monkeypatch.undo()
    table.play()
    for guest in table.guests.values():
        assert guest.audits[1].message == Message("online.audit.shuffle")


def test_a_late_guest_checks_the_deal_but_did_not_help_shuffle_it() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=34, absent=(2,))
    assert set(table.host.shuffle["entropy"]) == {"1"}
    late = table.join(2)
    assert 1 not in late.promises and 2 in late.promises  # promised the next deal's
    table.play()
    assert late.audits[1].ok and not late.audits[1].shuffled_with_you
    assert table.guests[1].audits[1].shuffled_with_you


def test_the_table_waits_in_the_lobby_until_the_host_starts() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=35, start=False)
    host, guest = table.host, table.guests[1]
    assert not host.started and host.game is None and guest.view is None
    assert [entry["state"] for entry in guest.presence()] == [
        "host", "connected", "connected", "computer"]
    assert not host.tick() and host.undo_refusal(0) == Message("undo.none")
    with pytest.raises(sevens.IllegalMove):
        host.play("7S")
    with pytest.raises(ValueError):
        host.save_state()
    with pytest.raises(ValueError):
        host.next_deal()
    table.links[1][1].send(json.dumps({"kind": "move", "seq": 99, "seat": 1, "deal": 1,
                                       "turn": 0, "move": "7S"}).encode())
    table.deliver()
    assert host.log[-1].key == "online.refused.stale"
    table.links[1][1].send(json.dumps({"kind": "entropy", "seq": 100, "seat": 1, "deal": 1,
                                       "nonce": "0" * 32}).encode())
    table.deliver()
    assert host.log[-1].key == "online.refused.stale"  # one part a seat and deal
    table.links[1][1].send(json.dumps({"kind": "entropy", "seq": 101, "seat": 1, "deal": 2,
                                       "nonce": "NOT HEX"}).encode())
    table.deliver()
    assert host.log[-1].key == "online.refused.malformed"
    host.start()
    with pytest.raises(ValueError, match="started already"):
        host.start()
    table.deliver()
    assert guest.view == host.game.view(1)
    table.play()
    assert guest.audits[1].ok and guest.audits[1].shuffled_with_you


def test_a_resumed_host_reveals_the_shuffle_it_promised() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=36, deals=2)
    table.play(moves=8)
    save = json.loads(json.dumps(table.saves[-1]))
    save["online"]["next_entropy"] = {}  # the guests' parts for deal 2 came after this save
    for seat in (1, 2):
        table.links[seat][0].close()
    table.host = HostTable.resume(save, clock=table.clock)
    for seat in (1, 2):
        table.join(seat)
    table.play()
    for guest in table.guests.values():
        assert guest.audits[1].ok and guest.audits[1].shuffled_with_you
    assert set(table.host.next_entropy) == {1, 2}  # sent again over the new links
    table.host.next_deal()
    table.deliver()
    table.play()
    for guest in table.guests.values():
        assert guest.audits[2].ok and guest.audits[2].shuffled_with_you
    assert not table.host.log


def test_a_friend_who_never_joins_is_played_by_a_bot_after_the_grace_time() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=37, absent=(2,), grace=5.0)
    host = table.host
    assert host.presence()[2]["state"] == "invited"
    while host.game.current_player != 2:
        table.step()
    assert not table.step()
    table.clock.advance(5)
    table.play()
    assert host.presence()[2]["state"] == "bot" and table.guests[1].audits[1].ok
