"""Issue 47, at the protocol level: a host and guests over in-memory links play whole deals;
no guest ever receives a hidden card of another seat; tampered messages are refused while
the table plays on; dropped guests are played by a bot and take their seat back; the host's
match is saved after every move and resumed; every guest audits every deal."""

from __future__ import annotations

import dataclasses
import json

import pytest
from online_helpers import (
    OnlineTable,
    hidden_cards,
    named_cards,
    seeded_secrets,  # noqa: F401 (autouse: reproducible deals)
)

import sevens
from sevens.cards import Card
from sevens.events import CardCovered, CardGiven, DealStarted
from sevens.message import Message
from sevens.online import HostTable, fairness
from sevens.online.wire import event_to_dict

TWO_PACKS = dataclasses.replace(sevens.preset("family"), decks=2, players=8)
TABLES = {
    "douque": (sevens.preset("douque"), [1, 2]),
    "sevens-passes": (sevens.preset("sevens"), [1, 3]),
    "shichinarabe": (sevens.preset("shichinarabe"), [2, 3]),
    "badam-satti-leftovers": (dataclasses.replace(sevens.preset("badam-satti"),
                                                  equal_hands=True, players=5), [1, 4]),
    "hand-a-card": (dataclasses.replace(sevens.preset("family"), when_stuck="receive"), [1, 2]),
    "two-packs": (TWO_PACKS, [1, 3, 6]),
}


def assert_no_hidden_card(table: OnlineTable) -> int:
    """Every message each guest received names no card hidden from its seat when it was
    sent; returns how many messages were looked at."""
    count = 0
    for seat in table.guests:
        for message, hidden in table.received(seat):
            count += 1
            if hidden is None:  # the reveal at the end of the deal, or before the hello
                assert message["kind"] in ("reveal", "refused"), message["kind"]
                continue
            leaked = named_cards(message) & hidden
            assert not leaked, (seat, message["kind"], sorted(leaked))
    return count


@pytest.mark.parametrize("name", list(TABLES))
def test_a_whole_deal_online_keeps_every_hand_hidden_and_checks_out(name: str) -> None:
    rules, friends = TABLES[name]
    table = OnlineTable(rules, friends, seed=11)
    table.play()
    host = table.host
    assert host.game.over and host.match.deal_number == 1
    assert assert_no_hidden_card(table) > len(host.game.moves)
    for seat, guest in table.guests.items():
        assert guest.view == host.game.view(seat)  # the engine's own view, rebuilt
        audit = guest.audits[1]
        assert audit.ok and audit.message == Message("online.audit.ok")
        assert audit.game is not None and audit.game.moves == host.game.moves
        assert not guest.log and not guest.refusals
    assert not host.log
    assert len(table.saves) == len(host.game.moves) + 1  # saved at the deal, after every move
    assert table.saves[0]["current"]["moves"] == []
    assert table.saves[-1]["current"] == host.game.to_dict()


def test_the_rules_variants_show_their_private_events_to_their_owners_only() -> None:
    kinds = {}
    for name in ("douque", "hand-a-card", "two-packs"):
        rules, friends = TABLES[name]
        table = OnlineTable(rules, friends, seed=11)
        table.play()
        for event in table.host.game.events:
            kinds.setdefault(type(event), name)
    # the deals above cover the events that hide a card from other seats
    assert {DealStarted, CardCovered, CardGiven} <= set(kinds)


def test_the_leak_check_catches_an_unfiltered_event() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=3)
    game = table.host.game
    message = {"kind": "update", "events": [event_to_dict(game.events[0])]}  # not seen_by
    assert named_cards(message) & hidden_cards(game, 1)
    filtered = {"kind": "update", "events": [event_to_dict(game.events[0].seen_by(1))]}
    assert not named_cards(filtered) & hidden_cards(game, 1)


def test_a_match_of_two_deals_commits_to_each_deal() -> None:
    table = OnlineTable(sevens.preset("sevens"), [1, 2], seed=5, deals=2)
    table.play()
    assert not table.host.match.over
    first = table.guests[1].commitments[1]
    table.host.next_deal()
    with pytest.raises(ValueError, match="not over"):
        table.host.next_deal()
    table.deliver()
    assert table.guests[1].deal == 2 and table.guests[1].commitments[2] != first
    table.play()
    assert table.host.match.over
    totals = [float(total) for total in table.host.match.totals]
    for guest in table.guests.values():
        assert guest.audits[1].ok and guest.audits[2].ok
        assert guest.totals == pytest.approx(totals)
        guest.send_move("pass")
    table.deliver()
    assert {guest.refusals[-1].key for guest in table.guests.values()} == {"refusal.deal_over"}
    with pytest.raises(sevens.IllegalMove) as caught:
        table.host.play("pass")
    assert caught.value.key == "refusal.deal_over"
    assert_no_hidden_card(table)
    with pytest.raises(ValueError, match="match is over"):
        table.host.next_deal()


# ---------------------------------------------------------------------- tampering


def raw(table: OnlineTable, seat: int, data: bytes) -> None:
    """Send bytes on ``seat``'s link as a tampered client would."""
    table.links[seat][1].send(data)
    table.deliver()


def next_message(table: OnlineTable, sender: int, kind: str, **fields: object) -> bytes:
    """A well-formed message with ``sender``'s next sequence number."""
    guest = table.guests[sender]
    guest.seq += 1
    return json.dumps({"kind": kind, "seq": guest.seq, **fields}).encode()


def test_a_tampered_guest_is_refused_and_the_table_plays_on() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=21)
    host, guest = table.host, table.guests[1]
    table.play(moves=3)
    while host.game.current_player == 1:
        table.step()
    turn = len(host.game.moves)

    def refused(key: str) -> None:
        assert host.log[-1].key == key and host.log[-1].seat == 1
        assert guest.refusals[-1].key == key

    raw(table, 1, b"\xff\x00junk")
    refused("online.refused.malformed")
    raw(table, 1, b"{" + b" " * 5000 + b"}")
    refused("online.refused.too_large")
    raw(table, 1, b"[1, 2, 3]")
    refused("online.refused.malformed")
    raw(table, 1, next_message(table, 1, "shout", text="hi"))
    refused("online.refused.unknown_kind")
    raw(table, 1, next_message(table, 1, "move", seat=True, deal=1, turn=turn, move="7S"))
    refused("online.refused.malformed")
    raw(table, 1, next_message(table, 1, "move", seat=1, deal=1, turn=turn, move="7S", extra=1))
    refused("online.refused.malformed")
    raw(table, 1, next_message(table, 1, "move", seat=1, deal=1, turn=turn, move="x" * 100))
    refused("online.refused.malformed")
    raw(table, 1, next_message(table, 1, "move", seat=1, deal=1, turn=turn, move="\ud800"))
    refused("online.refused.malformed")  # a lone surrogate is no text
    # another seat's move, claimed from seat 1's link
    seat2_card = str(host.game.hand(2)[0])
    raw(table, 1, next_message(table, 1, "move", seat=2, deal=1, turn=turn, move=seat2_card))
    refused("online.refused.wrong_seat")
    # out of turn
    raw(table, 1, next_message(table, 1, "move", seat=1, deal=1, turn=turn,
                               move=str(host.game.hand(1)[0])))
    refused("refused.not_your_turn")
    # a replay of an old, accepted message
    while host.game.current_player != 1:
        table.step()
    chosen = guest.view.legal_moves[0]
    accepted = next_message(table, 1, "move", seat=1, deal=1, turn=len(host.game.moves),
                            move=str(chosen))
    raw(table, 1, accepted)
    assert host.game.moves[-1] == chosen and host.movers[-1] == 1
    moves_before = len(host.game.moves)
    raw(table, 1, accepted)
    refused("online.refused.replayed")
    assert len(host.game.moves) == moves_before
    # a stale turn number
    raw(table, 1, next_message(table, 1, "undo", seat=1, deal=1, turn=0))
    refused("online.refused.stale")
    assert len(host.log) == 12
    table.play()
    assert host.game.over
    for seat, client in table.guests.items():
        assert client.audits[1].ok, seat
    assert_no_hidden_card(table)


def test_a_refused_move_gets_the_engines_own_reason() -> None:
    table = OnlineTable(sevens.preset("sevens"), [1], seed=4)
    host, guest = table.host, table.guests[1]
    while host.game.current_player != 1:
        table.step()
    held = set(host.game.hand(1))
    wrong = next(card for card in host.game.hand(1)
                 if all(move.card != card for move in host.game.legal_moves()))
    assert wrong in held
    try:
        host.game.clone().apply(str(wrong))
    except sevens.IllegalMove as error:
        expected = (error.key, error.params)
    guest.send_move(str(wrong))
    table.deliver()
    refusal = guest.refusals[-1]
    assert (refusal.key, refusal.params) == expected and refusal.key
    error = refusal.as_error()
    assert isinstance(error, sevens.IllegalMove) and error.key == expected[0]
    not_held = next(card for card in map(Card.from_index, range(52)) if card not in held)
    guest.send_move(str(not_held))
    table.deliver()
    assert guest.refusals[-1].key == "refusal.not_held"
    table.play()
    assert guest.audits[1].ok


def test_joining_needs_the_room_and_a_seats_token() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=2)
    host = table.host
    stranger, other = (table.links[1][1].__class__(), table.links[1][1].__class__())
    stranger.peer, other.peer = other, stranger
    host.connect(other)

    def send(message: dict[str, object]) -> None:
        stranger.send(json.dumps(message).encode())
        other.deliver()

    send({"kind": "move", "seq": 1, "seat": 1, "deal": 1, "turn": 0, "move": "7S"})
    assert host.log[-1].key == "online.refused.no_hello" and host.log[-1].seat is None
    send({"kind": "hello", "seq": 2, "room": "x" * 22, "token": "y" * 22, "version": 1})
    assert host.log[-1].key == "online.refused.wrong_room"
    send({"kind": "hello", "seq": 3, "room": host.room, "token": "y" * 22, "version": 1})
    assert host.log[-1].key == "online.refused.unknown_token"
    send({"kind": "hello", "seq": 4, "room": host.room, "token": "y" * 22, "version": 99})
    assert host.log[-1].key == "online.refused.version"
    assert host.seats[1].connection is table.host.seats[1].connection is not None
    assert host.seats[1].connection.transport is table.links[1][0]


# ---------------------------------------------------------------------- reactions, undo


def test_reactions_are_fixed_and_reach_everyone() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=8)
    table.guests[1].react("well_played")
    table.deliver()
    assert table.guests[2].reactions == [(1, "well_played")]
    assert table.guests[1].reactions == [(1, "well_played")]
    table.guests[1].react("oops")
    table.deliver()
    assert table.guests[1].refusals[-1].key == "online.refused.too_fast"
    table.clock.advance(3)
    assert table.host.react(0, "good_game") is None
    table.deliver()
    assert table.guests[2].reactions[-1] == (0, "good_game")
    with pytest.raises(ValueError):
        table.guests[1].react("free text")
    raw(table, 1, next_message(table, 1, "reaction", seat=1, reaction="free text"))
    assert table.host.log[-1].key == "online.refused.malformed"


def test_undo_is_each_players_own_until_someone_else_decides() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=9)
    host, guest = table.host, table.guests[1]
    while host.game.current_player != 1:
        table.step()
    before = len(host.game.moves)
    table.step()  # the guest's move
    while host.game.current_player != 0:  # the computers after it
        table.step()
    assert host.undo_refusal(1) is None
    guest.request_undo()
    table.deliver()
    assert len(host.game.moves) == before and host.game.current_player == 1
    assert guest.view == host.game.view(1) and guest.turn == before
    table.step()  # the guest again
    while host.game.current_player != 0:
        table.step()
    table.step()  # the host decides: the guest's move is no longer the guest's to undo
    guest.request_undo()
    table.deliver()
    assert guest.refusals[-1].key == "online.undo.others_moved"
    assert host.undo_refusal(0) is None and host.undo(0) is None
    table.deliver()
    assert guest.view == host.game.view(1)
    table.play()
    assert guest.audits[1].ok
    assert_no_hidden_card(table)


def test_a_guest_works_out_its_own_hint_from_its_own_view() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=10)
    guest = table.guests[1]
    while guest.to_move:
        table.step()
    with pytest.raises(ValueError):  # not seat 1's turn: no hint
        guest.hint(iterations=20)
    while not guest.to_move:
        table.step()
    judgement = guest.hint(iterations=20).run()
    assert judgement.best in table.host.game.legal_moves()
    assert judgement.index == len(table.host.game.moves)
    again = guest.hint(iterations=20).run()
    assert again.options == judgement.options  # the same decision, weighed the same way


# ---------------------------------------------------------------------- faults


def test_a_dropped_guest_is_played_by_a_bot_and_takes_the_seat_back() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=13, grace=5.0)
    host = table.host
    table.play(moves=9)
    table.links[1][1].close()  # seat 1's link drops
    table.deliver()
    assert table.guests[1].host_gone  # from its side, the host is gone
    assert host.presence()[1]["state"] == "away"
    assert table.guests[2].presence()[1]["state"] == "away"
    while host.game.current_player != 1:
        table.step()
    assert not table.step()  # within the grace time nobody plays for seat 1
    table.clock.advance(4.9)
    assert not host.tick()
    table.clock.advance(0.2)
    assert host.tick()  # a bot at the host's chosen level plays for seat 1
    table.deliver()
    assert host.presence()[1]["state"] == "bot" and host.movers[-1] is None
    assert table.guests[2].presence()[1]["state"] == "bot"
    table.play(moves=8)
    guest = table.join(1)  # back with the same invite token
    assert host.presence()[1]["state"] == "connected"
    assert guest.view == host.game.view(1) and guest.presence()[1]["state"] == "connected"
    table.play()
    assert host.movers.count(1) > 0 and guest.audits[1].ok
    assert table.guests[2].audits[1].ok
    assert_no_hidden_card(table)


def test_a_new_device_takes_the_seat_with_the_invite() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=13)
    table.play(moves=5)
    old = table.guests.pop(1)
    fresh = table.join(1)  # a new client (the page reloaded), the same invite
    assert old.host_gone and not fresh.host_gone and fresh.view == table.host.game.view(1)
    table.play()
    assert fresh.audits[1].ok


def test_bots_think_in_slices_when_asked() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=19, level="normal")
    host = table.host
    while host.game.current_player != 2:
        table.step()
    calls = []
    bot = host.bots[2]
    real_advance = bot.advance
    bot.advance = lambda seconds: calls.append(seconds) or real_advance(seconds)  # type: ignore
    before = len(host.game.moves)
    while not host.tick(think_seconds=0.001):
        pass
    assert calls and set(calls) == {0.001} and len(host.game.moves) == before + 1
    table.deliver()
    table.play()
    assert table.guests[1].audits[1].ok


def frozen(table: OnlineTable, seat: int) -> None:
    """From now on the device at ``seat`` stops its frames, as a phone does with the page
    of an app in the background: what is sent to it waits on its end, and it sends nothing
    (the table's deliveries leave its end alone until :func:`thawed`)."""
    guest_end = table.links[seat][1]
    every = table.ends
    table.ends = lambda: [end for end in every() if end is not guest_end]  # type: ignore


def thawed(table: OnlineTable) -> None:
    """The frozen device runs again."""
    del table.ends


def wait(table: OnlineTable, seconds: int, *, talking: tuple[int, ...] = ()) -> None:
    """Let ``seconds`` pass in 5-second frames: the host's and the ``talking`` guests'
    devices keep their links' time, and the host's table plays on."""
    for _frame in range(seconds // 5):
        table.clock.advance(5)
        for seat in talking:
            table.guests[seat].tick()
        table.deliver()
        table.host.tick()
        table.deliver()


def test_a_silent_friend_is_played_by_a_bot_and_takes_the_seat_back_on_the_same_link() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=13, grace=5.0)
    host, friend = table.host, table.guests[1]
    host_end, friend_end = table.links[1]
    table.play(moves=6)
    frozen(table, 1)
    wait(table, 60, talking=(2,))
    assert not host_end.closed and not friend_end.closed  # away, not gone: the link lives
    assert host.presence()[1]["state"] == "bot"
    assert table.guests[2].presence()[1]["state"] == "bot"
    for _move in range(12):  # the bot plays for seat 1 while its page is frozen
        seat = host.game.current_player
        assert table.step()
        if seat == 1:
            break
    assert host.movers[-1] is None and friend.view != host.game.view(1)
    heard = len(host_end.sent)
    thawed(table)
    table.deliver()  # the page runs again: it reads what waited, then keeps its time
    friend.tick()  # a ping: heard again on the same link
    table.deliver()
    assert host.presence()[1]["state"] == "connected"
    assert table.guests[2].presence()[1]["state"] == "connected"
    assert "sync" in [json.loads(data)["kind"] for data, _hidden in host_end.sent[heard:]]
    assert friend.view == host.game.view(1) and not friend.host_gone
    decided = host.movers.count(1)
    table.play()  # to the end of the deal, with no new invite
    assert table.links[1] == (host_end, friend_end) and not table.retired
    assert host.movers.count(1) > decided
    assert friend.audits[1].ok and table.guests[2].audits[1].ok
    assert_no_hidden_card(table)


def test_a_replayed_message_is_still_refused_after_silence() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=13, grace=5.0)
    host = table.host
    host_end, friend_end = table.links[1]
    frozen(table, 1)
    wait(table, 30)
    assert host.presence()[1]["state"] in ("away", "bot")
    thawed(table)
    friend_end.send(b'{"kind":"ping","seq":1}')  # the hello's number again
    table.deliver()
    assert host.log[-1].key == "online.refused.replayed"
    assert host.presence()[1]["state"] in ("away", "bot")  # a replay seats nobody


def test_a_silent_host_is_away_for_the_guest_until_it_speaks_again() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=14)
    host, guest = table.host, table.guests[1]
    while not guest.to_move:
        table.step()
    for _frame in range(12):  # the host's page is frozen for a minute: nothing from it
        table.clock.advance(5)
        guest.tick()
    assert guest.host_away and not guest.host_gone and not guest.transport.closed
    assert guest.status == Message("online.host_away", name="P1")
    assert guest.presence()[0]["state"] == "away"
    assert guest.to_move  # the friend may still decide: the move waits on the link
    table.deliver()  # the host's page runs again: it reads what waited, then keeps its time
    host.tick()
    table.deliver()
    assert not guest.host_away and guest.status is None
    assert guest.presence()[0]["state"] == "host"
    assert host.presence()[1]["state"] == "connected"
    decided = host.movers.count(1)
    table.play()
    assert host.movers.count(1) > decided and guest.audits[1].ok


def test_a_closed_link_still_drops_after_silence() -> None:
    table = OnlineTable(sevens.preset("douque"), [1], seed=14)
    host, guest = table.host, table.guests[1]
    host_end, _guest_end = table.links[1]
    table.play(moves=3)
    frozen(table, 1)
    wait(table, 20)
    assert host.presence()[1]["state"] in ("away", "bot") and not host_end.closed
    host_end.close()  # the data channel itself reports the link gone
    thawed(table)
    table.deliver()
    assert host.seats[1].connection is None and host.connections == []
    assert guest.host_gone and guest.status == Message("online.host_gone", name="P1")
    guest.tick()  # a closed link says nothing more
    assert not host_end.inbox
    assert table.join(1).view == host.game.view(1)  # back only with the invite again


def test_a_dropped_host_is_named_and_resumes_the_saved_match() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=15)
    table.play(moves=12)
    save = json.loads(json.dumps(table.saves[-1]))  # what the host's device wrote
    for seat in (1, 2):
        table.links[seat][0].close()
    for guest in table.guests.values():
        assert guest.host_gone
        assert guest.status == Message("online.host_gone", name="P1")
    resumed = HostTable.resume(save, clock=table.clock, on_save=table.saves.append)
    assert resumed.game.moves == table.host.game.moves and resumed.promised == \
        table.host.promised
    assert [entry["state"] for entry in resumed.presence()] == [
        "host", "away", "away", "computer"]
    table.host = resumed
    for seat in (1, 2):
        guest = table.join(seat)
        assert guest.view == resumed.game.view(seat) and guest.status is None
    table.play()
    for guest in table.guests.values():
        assert guest.audits[1].ok and len(guest.totals) == 4
    assert_no_hidden_card(table)


def test_a_resumed_host_cannot_promise_the_deal_again_differently() -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=15)
    table.play(moves=6)
    save = table.saves[-1]
    table.links[1][0].close()
    table.links[2][0].close()
    resumed = HostTable.resume(save, clock=table.clock)
    swap_hidden_cards(resumed)  # and commits to the changed deal with a new salt
    resumed.salt = "0" * 32
    resumed.promised = fairness.commitment(resumed.game, resumed.salt)
    table.host = resumed
    for seat in (1, 2):
        table.join(seat)
    table.play()
    for guest in table.guests.values():
        assert guest.audits[1].message == Message("online.audit.commitment")
        assert any("promised twice" in line for line in guest.log)


def test_the_online_save_continues_at_one_device_too() -> None:
    from sevens.app import saved_match

    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=16)
    table.play(moves=7)
    restored = saved_match.restore(json.loads(json.dumps(table.saves[-1])))
    assert restored is not None
    session, _info = restored
    assert session.game.moves == table.host.game.moves
    assert set(session.people) == {0, 1, 2} and session.is_bot(3)


# ---------------------------------------------------------------------- a cheating host


def swap_hidden_cards(host: HostTable) -> None:
    """The host changes two cards between the hands of seats 0 and 3 (no guest's) after
    the commitment, replaying the moves so far on the changed deal."""
    game = host.game
    hands = game.initial_hands()
    played = {move.card for move in game.moves if move.card is not None}
    first = next(card for card in hands[0] if card not in played and card.rank != 7)
    second = next(card for card in hands[3] if card not in played and card.rank != 7)
    hands[0][hands[0].index(first)], hands[3][hands[3].index(second)] = second, first
    changed = sevens.Game(game.rules, hands=hands, dealer=game.dealer)
    for move in game.moves:
        changed.push(move)
    host.game = changed


@pytest.mark.parametrize("moves", [0, 10])
def test_a_host_that_changes_a_hand_after_the_commitment_is_caught(moves: int) -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=17)
    table.play(moves=moves)
    swap_hidden_cards(table.host)
    table.play()
    for guest in table.guests.values():
        assert guest.audits[1].message == Message("online.audit.commitment")


def test_a_host_that_reveals_the_promised_deal_but_played_another_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from sevens.online import fairness

    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=18)
    promised_game = table.host.game.clone()
    table.play(moves=4)
    swap_hidden_cards(table.host)
    real_reveal = fairness.reveal_fields

    def lying_reveal(game: sevens.Game, salt: str, shuffle: object) -> dict[str, object]:
        fields = real_reveal(game, salt, shuffle)  # type: ignore[arg-type]
        truth = fairness.deal_fields(promised_game)
        return {**fields, **{name: truth[name] for name in ("seed", "dealer", "hands",
                                                            "leftovers")}}

    monkeypatch.setattr(fairness, "reveal_fields", lying_reveal)
    table.play()
    for guest in table.guests.values():
        assert not guest.audits[1].ok
        assert guest.audits[1].message.key in ("online.audit.move", "online.audit.events",
                                               "online.audit.result")


def test_a_host_that_shows_a_guest_a_false_table_is_caught(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from sevens.online import host as host_module

    table = OnlineTable(sevens.preset("sevens"), [1, 2], seed=20)
    table.play(moves=5)
    real_view = host_module.view_to_dict
    lied_at = len(table.host.game.moves) + 1

    def false_view(view: sevens.View) -> dict[str, object]:
        data = real_view(view)
        if view.seat == 1 and len(table.host.game.moves) == lied_at:
            data["passes_taken"] = [count + 1 for count in data["passes_taken"]]
        return data

    monkeypatch.setattr(host_module, "view_to_dict", false_view)
    table.play()
    assert table.guests[1].audits[1].message == Message("online.audit.view", number=lied_at)
    assert table.guests[2].audits[1].ok  # shown the truth
