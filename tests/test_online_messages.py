"""Issue 47's payloads: invites and answers as link or QR text, the protocol's message checks,
views and events as JSON, the deal commitment — and every text of online play in all four
message tables."""

from __future__ import annotations

import base64
import dataclasses
import json
import random
import zlib

import pytest

import sevens
from sevens.message import Message
from sevens.online import fairness, invite, protocol, seats, wire
from sevens.online.invite import Answer, Invite, InviteError
from sevens.online.transport import deliver_all, memory_pair

SDP = ("v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n"
       "a=group:BUNDLE 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
       "c=IN IP4 0.0.0.0\r\na=ice-ufrag:abcd\r\na=ice-pwd:0123456789abcdefghijkl\r\n"
       "a=fingerprint:sha-256 " + ":".join(["AB"] * 32) + "\r\na=setup:actpass\r\n"
       "a=mid:0\r\na=sctp-port:5000\r\n" + "a=candidate:1 1 udp 2122260223 192.168.1.20 "
       "54321 typ host generation 0\r\n" * 6)


def an_invite(**changes: object) -> Invite:
    values = dict(room=invite.new_key(), seat=2, token=invite.new_key(), offer=SDP,
                  host_name="Ann", guest_name="陳大文", rules_id="douque")
    values.update(changes)
    return Invite(**values)  # type: ignore[arg-type]


def test_an_invite_and_its_answer_round_trip_as_short_text() -> None:
    sent = an_invite()
    text = invite.encode_invite(sent)
    assert text.startswith("S7I1.") and len(text) < len(SDP)  # compressed, QR-sized
    assert all(character.isalnum() or character in "-_." for character in text)
    assert invite.decode_invite(text) == sent
    link = invite.invite_link("https://example.org/sevens/#old", sent)
    assert link.startswith("https://example.org/sevens/#join=S7I1.")
    assert invite.decode_invite(link) == sent
    answer = Answer(sent.room, sent.seat, sent.token, SDP.replace("actpass", "active"))
    assert invite.decode_answer(invite.encode_answer(answer)) == answer


def packed(data: object, prefix: str = invite.INVITE_PREFIX) -> str:
    raw = json.dumps(data).encode()
    return prefix + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


@pytest.mark.parametrize(("text", "key"), [
    ("hello", "online.invite.damaged"),
    ("S7I1.!!!!", "online.invite.damaged"),
    ("S7I1." + "A" * 7000, "online.invite.too_large"),
    (packed(["not", "an", "object"]), "online.invite.damaged"),
    (packed({"room": "r" * 22, "seat": 1}), "online.invite.damaged"),
    (packed({"room": "short", "seat": 1, "token": "t" * 22, "offer": ""}),
     "online.invite.damaged"),
    (packed({"room": "r" * 22, "seat": 9, "token": "t" * 22, "offer": ""}),
     "online.invite.damaged"),
    (packed({"room": "r" * 22, "seat": True, "token": "t" * 22, "offer": ""}),
     "online.invite.damaged"),
    (packed({"room": "r" * 22, "seat": 1, "token": "t" * 22, "offer": "x" * 20000}),
     "online.invite.damaged"),
    (packed({"room": "r" * 22, "seat": 1, "token": "t" * 22, "offer": "", "evil": 1}),
     "online.invite.damaged"),
    (packed({"room": "r" * 22, "seat": 1, "token": "t" * 22, "answer": ""},
            invite.ANSWER_PREFIX), "online.invite.wrong_kind"),
    (invite.INVITE_PREFIX + base64.urlsafe_b64encode(zlib.compress(b" " * 100_000)).decode(),
     "online.invite.too_large"),
])
def test_a_bad_invite_is_refused_with_a_reason_for_the_player(text: str, key: str) -> None:
    with pytest.raises(InviteError) as caught:
        invite.decode_invite(text)
    assert caught.value.message == Message(key)


def test_an_invite_too_long_for_a_link_is_refused_when_written() -> None:
    noise = base64.b64encode(random.Random(1).randbytes(11_000)).decode()  # incompressible
    with pytest.raises(InviteError) as caught:
        invite.encode_invite(an_invite(offer=noise))
    assert caught.value.message == Message("online.invite.too_large")


def test_the_host_accepts_only_answers_to_its_own_invites() -> None:
    from sevens.online import HostTable

    host = HostTable(sevens.preset("douque"), "douque", friends=[1, 2], seed=1)
    sent = host.invite(2, offer=SDP)
    answer = Answer(sent.room, 2, sent.token, SDP)
    assert host.accept_answer(invite.encode_answer(answer)) == answer
    lies = [Answer(invite.new_key(), 2, sent.token, SDP),  # another room
            Answer(sent.room, 1, sent.token, SDP),  # seat 2's token for seat 1
            Answer(sent.room, 3, sent.token, SDP),  # a computer's seat
            Answer(sent.room, 7, sent.token, SDP)]  # no such seat
    for lie in lies:
        with pytest.raises(InviteError) as caught:
            host.accept_answer(invite.encode_answer(lie))
        assert caught.value.message == Message("online.invite.not_ours")
    with pytest.raises(InviteError) as caught:
        host.accept_answer(invite.encode_invite(sent))
    assert caught.value.message == Message("online.invite.wrong_kind")
    with pytest.raises(ValueError):
        host.invite(3)  # a computer's seat has no invite


def test_keys_and_tokens_are_random_and_url_safe() -> None:
    keys = {invite.new_key() for _ in range(50)}
    assert len(keys) == 50 and all(len(key) == 22 for key in keys)


# ---------------------------------------------------------------------- protocol


def test_read_message_checks_size_json_kind_fields_and_types() -> None:
    kinds, limit = protocol.GUEST_KINDS, protocol.GUEST_MESSAGE_LIMIT
    good = protocol.encode("move", 3, seat=1, deal=1, turn=4, move="7S")
    assert protocol.read_message(good, kinds, limit)["move"] == "7S"
    cases = {
        b"x" * (limit + 1): "online.refused.too_large",
        b"\xff": "online.refused.malformed",
        b"null": "online.refused.malformed",
        b'{"kind": "move"}': "online.refused.malformed",
        b'{"kind": "chat", "seq": 1}': "online.refused.unknown_kind",
        protocol.encode("ping", 0): "online.refused.malformed",
        protocol.encode("move", 1, seat=1.0, deal=1, turn=4, move="7S"):
            "online.refused.malformed",
        protocol.encode("hello", 1, room="r" * 200, token="t", version=1):
            "online.refused.malformed",
        b"[" * 5000: "online.refused.too_large",
        b"[" * 1000 + b"]" * 1000: "online.refused.malformed",
    }
    for data, key in cases.items():
        with pytest.raises(protocol.ProtocolError) as caught:
            protocol.read_message(data, kinds, limit)
        assert caught.value.key == key, data[:40]


def test_the_memory_link_delivers_in_order_and_closes_both_ends() -> None:
    first, second = memory_pair()
    got, closed = [], []
    second.on_receive = got.append
    first.on_close = lambda: closed.append("first")
    second.on_close = lambda: closed.append("second")
    first.send(b"one")
    first.send(b"two")
    assert got == []  # nothing runs inside send
    assert deliver_all([first, second]) == 2 and got == [b"one", b"two"]
    second.close()
    assert closed == ["second", "first"]
    first.send(b"lost")
    assert deliver_all([first, second]) == 0
    with pytest.raises(TypeError):
        first.send("text")  # type: ignore[arg-type]


# ---------------------------------------------------------------------- views and events


def test_a_view_and_its_events_survive_the_trip_for_every_preset() -> None:
    two_packs = dataclasses.replace(sevens.preset("family"), decks=2, players=8)
    for rules in [*map(sevens.preset, sevens.PRESETS), two_packs]:
        game = sevens.Game(rules, seed=7)
        while not game.over:
            game.apply(game.legal_moves()[-1])
            seat = len(game.moves) % game.players
            view = game.view(seat)
            events = tuple(wire.event_from_dict(wire.event_to_dict(event))
                           for event in view.events)
            data = json.loads(json.dumps(wire.view_to_dict(view)))
            assert wire.view_from_dict(data, rules, events) == view


def test_a_damaged_view_or_event_is_refused_whole() -> None:
    rules = sevens.preset("douque")
    game = sevens.Game(rules, seed=2)
    data = wire.view_to_dict(game.view(1))
    for field, value in [("hand", ["ZZ"]), ("seat", True), ("hand_sizes", [1, 2]),
                         ("legal_moves", ["fly 7S"]), ("rows", [{"suit": 0}])]:
        with pytest.raises(ValueError):
            wire.view_from_dict({**data, field: value}, rules, ())
    with pytest.raises(ValueError):
        wire.view_from_dict({**data, "extra": 1}, rules, ())
    event = wire.event_to_dict(game.events[0].seen_by(1))
    for damaged in [{**event, "event": "Exploded"}, {**event, "dealer": "0"},
                    {key: value for key, value in event.items() if key != "hands"}, [event]]:
        with pytest.raises(ValueError):
            wire.event_from_dict(damaged)


# ---------------------------------------------------------------------- commitment


def test_the_commitment_hides_the_deal_and_binds_it() -> None:
    game = sevens.Game(sevens.preset("douque"), seed=3)
    salt = fairness.new_salt()
    promised = fairness.commitment(game, salt)
    assert len(promised) == 64 and promised == fairness.commitment(game.clone(), salt)
    assert fairness.commitment(game, fairness.new_salt()) != promised
    assert not any(str(card) in promised for card in game.hand(0))
    while not game.over:
        game.apply(game.legal_moves()[0])
    reveal = fairness.reveal_fields(game, salt, None)
    shown = [wire.event_to_dict(event.seen_by(2)) for event in game.events]
    audit = fairness.audit_deal(game.rules, 2, promised, shown, reveal)
    assert audit.ok and audit.game is not None and audit.game.moves == game.moves
    hands = reveal["hands"]
    swapped = [hands[1][:1] + hands[0][1:], hands[0][:1] + hands[1][1:], *hands[2:]]
    checks = {
        "online.audit.commitment": {**reveal, "hands": swapped},
        "online.audit.damaged": {key: value for key, value in reveal.items() if key != "salt"},
        "online.audit.result": {**reveal, "result": {"players": []}},
        "online.audit.move": {**reveal, "moves": [*reveal["moves"][:5], "pass",
                                                  *reveal["moves"][6:]]},
    }
    for key, lie in checks.items():
        assert fairness.audit_deal(game.rules, 2, promised, shown, lie).message.key == key
    altered = [dict(item) for item in shown]
    altered[3] = {**altered[3], "seat": (altered[3].get("seat", 0) + 1) % 4}
    verdict = fairness.audit_deal(game.rules, 2, promised, altered, reveal)
    assert verdict.message == Message("online.audit.events", number=4)
    assert not fairness.audit_deal(game.rules, 2, promised, shown[:-1], reveal).ok


def test_a_seed_that_does_not_deal_the_revealed_hands_is_caught() -> None:
    game = sevens.Game(sevens.preset("douque"), seed=3)
    other = sevens.Game(sevens.preset("douque"), seed=4)
    salt = fairness.new_salt()
    fields = {**fairness.deal_fields(other), "seed": 3}
    promised = fairness.commitment_of(fields, salt)
    reveal = {**{key: value for key, value in fields.items() if key != "rules"}, "salt": salt,
              "moves": [], "result": {}, "shuffle": None}
    audit = fairness.audit_deal(game.rules, 1, promised, [], reveal)
    assert audit.message == Message("online.audit.deal")


# ---------------------------------------------------------------------- texts


def online_keys() -> set[str]:
    """Every message key the online core may produce."""
    keys = {f"online.reaction.{name}" for name in protocol.REACTIONS}
    keys |= {f"online.presence.{state}" for state in seats.PRESENCE_STATES}
    keys |= {"online.presence.thinking", "online.host_gone", "online.host_away",
             "online.the_host",
             "online.undo.others_moved", "refused.not_your_turn", "undo.none"}
    keys |= {f"online.refused.{name}" for name in (
        "too_large", "malformed", "unknown_kind", "replayed", "no_hello", "wrong_seat",
        "stale", "version", "wrong_room", "unknown_token", "too_fast")}
    keys |= {f"online.audit.{name}" for name in (
        "ok", "damaged", "commitment", "deal", "move", "events", "result", "view", "shuffle")}
    keys |= {f"online.invite.{name}" for name in ("damaged", "too_large", "wrong_kind",
                                                  "not_ours")}
    return keys


def test_every_online_text_is_in_all_four_tables() -> None:
    from pathlib import Path

    from sevens.app.translation import LANGUAGES

    source = "\n".join(path.read_text(encoding="utf-8") for path in
                       (Path(sevens.__file__).parent / "online").glob("*.py"))
    keys = online_keys()
    for key in keys:
        if not key.startswith(("online.presence.", "online.reaction.")):
            assert f'"{key}"' in source, key  # written out where it is made
    for language, table in LANGUAGES.items():
        missing = sorted(key for key in keys if key not in table)
        assert not missing, (language, missing)


def test_a_guest_keeps_only_refusals_it_can_show() -> None:
    from sevens.online import GuestClient

    first, _second = memory_pair()
    guest = GuestClient(first, "r" * 22, "t" * 22)
    guest.receive(protocol.encode("welcome", 1, seat=1, names=["", "", "", ""],
                                  rules_id="douque", rules=sevens.preset("douque").to_dict(),
                                  deals=1, host_seat=0, stand_in="easy"))
    for number, params in enumerate([{"key": "x"}, {"message": "x"}, {"not a name": 1},
                                     {"card": [1]}], start=2):
        guest.receive(protocol.encode("refused", number, reply_to=1, key="refusal.not_held",
                                      params=params, text="no"))
    assert not guest.refusals and len(guest.log) == 4
    guest.receive(protocol.encode("refused", 9, reply_to=1, key="refusal.not_held",
                                  params={"card": "7S"}, text="You do not hold 7S."))
    error = guest.refusals[-1].as_error()
    assert isinstance(error, sevens.IllegalMove) and error.params == {"card": "7S"}
