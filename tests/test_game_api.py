"""The public Game surface: seeds, explicit deals, refusals, views, events, undo, saving."""

from __future__ import annotations

import json
import random

import pytest
from helpers import deal, play_random, texts

import sevens
from sevens.events import CardPlayed, DealEnded, DealStarted


def test_same_seed_same_deal_different_seed_different_deal() -> None:
    rules = sevens.preset("sevens")
    first, second = sevens.Game(rules, seed=7), sevens.Game(rules, seed=7)
    assert [first.hand(seat) for seat in range(4)] == [second.hand(seat) for seat in range(4)]
    other = sevens.Game(rules, seed=8)
    assert [first.hand(seat) for seat in range(4)] != [other.hand(seat) for seat in range(4)]


def test_deal_is_one_card_at_a_time_from_the_dealers_left() -> None:
    rules = sevens.preset("fan-tan", players=5)
    game = sevens.Game(rules, seed=3, dealer=2)
    sizes = [len(game.hand(seat)) for seat in range(5)]
    # 52 = 5*10 + 2: the two seats after the dealer get the extra card
    assert sizes[3] == sizes[4] == 11 and sizes[0] == sizes[1] == sizes[2] == 10


def test_explicit_deal_must_use_the_whole_pack() -> None:
    rules = sevens.preset("sevens")
    with pytest.raises(ValueError, match="missing"):
        sevens.Game(rules, hands=[["7S"], [], [], []])
    with pytest.raises(ValueError, match="more than"):
        sevens.Game(rules, hands=[["7S", "7S"], [], [], []])
    with pytest.raises(ValueError, match="hands"):
        sevens.Game(rules, hands=[[]])


def test_moves_as_text_or_objects_and_their_text() -> None:
    game = deal(sevens.preset("douque"), {0: ["7S", "8S"]}, dealer=3)
    move = game.legal_moves()[0]
    assert str(move) == "7S" and sevens.Move.parse("7s") == move
    game.apply(move)
    assert str(sevens.Move.parse("cover 10h")) == "cover TH"
    assert str(sevens.Move.parse("GIVE 2h")) == "give 2H"
    assert str(sevens.Move.parse("leftover 5c")) == "leftover 5C"
    with pytest.raises(sevens.IllegalMove, match="not a move"):
        game.apply("dance")


def test_refused_moves_change_nothing_and_explain() -> None:
    game = deal(sevens.preset("sevens"), {0: ["7D", "9D", "5S"]}, dealer=3)
    before = game.to_json()
    for move, reason in (("9D", "first card"), ("KC", "don't hold"), ("pass", "first card"),
                         ("give 9D", "Nobody"), ("cover 9D", "first card")):
        with pytest.raises(sevens.IllegalMove, match=reason):
            game.apply(move)
    assert game.to_json() == before
    game.apply("7D")
    while game.current_player != 0:
        moves = game.legal_moves()
        plays = [m for m in moves if str(m) not in ("8D", "6D")]
        game.apply(plays[0] if plays else moves[0])
    if "9D" not in texts(game.legal_moves()):
        message = game.check("9D")
        assert message and "9♦" in message
    assert game.check("5S") is not None and "spade" in game.check("5S")  # type: ignore[operator]


def test_view_carries_exactly_the_seats_knowledge() -> None:
    game = sevens.Game(sevens.preset("douque"), seed=3)
    rng = random.Random(3)
    while not game.over:
        seat = game.current_player
        assert seat is not None
        for other in range(4):
            view = game.view(other)
            assert list(view.hand) == game.hand(other)
            assert view.hand_sizes == tuple(len(game.hand(s)) for s in range(4))
            assert view.legal_moves == (tuple(game.legal_moves()) if other == seat else ())
            started = view.events[0]
            assert isinstance(started, DealStarted)
            assert [hand is not None for hand in started.hands] == [s == other for s in range(4)]
        game.apply(rng.choice(game.legal_moves()))


def test_covered_cards_never_appear_in_other_views() -> None:
    rules = sevens.preset("douque")
    for seed in range(10):
        game = sevens.Game(rules, seed=seed)
        play_random(game, random.Random(seed))
        for seat in range(4):
            view = game.view(seat)
            for other in range(4):
                if other == seat:
                    continue
                for card in sevens.ALL_CARDS:
                    if game.covered[other] >> card.index & 1:
                        assert card not in view.covered
                        assert f"CardCovered(seat={other}, card=Card('{card}'))" not in repr(
                            view.events)


def test_events_are_frozen_and_tell_the_story() -> None:
    game = sevens.Game(sevens.preset("sevens"), seed=4)
    play_random(game, random.Random(4))
    played = [event for event in game.events if isinstance(event, CardPlayed)]
    assert played[0].card == sevens.Card.parse("7D")
    assert isinstance(game.events[-1], DealEnded)
    with pytest.raises(AttributeError):
        played[0].seat = 3  # type: ignore[misc]
    assert json.dumps([event.to_dict() for event in game.events])


def test_undo_and_clone() -> None:
    game = sevens.Game(sevens.preset("family"), seed=5)
    rng = random.Random(5)
    for _ in range(20):
        game.apply(rng.choice(game.legal_moves()))
    snapshot = game.clone()
    saved = game.to_json()
    last = game.undo()
    assert len(game.moves) == 19
    game.apply(last)
    assert game.to_json() == saved
    game.undo_to(0)
    assert game.moves == [] and len(game.events) == 1
    assert snapshot.to_json() == saved  # the clone kept its own state
    snapshot.apply(snapshot.legal_moves()[0])
    assert game.moves == []


def test_save_and_load_replays_to_the_same_state() -> None:
    for preset_id, rules in sevens.PRESETS.items():
        game = sevens.Game(rules, seed=12)
        rng = random.Random(12)
        for _ in range(25):
            if game.over:
                break
            game.apply(rng.choice(game.legal_moves()))
        loaded = sevens.Game.from_json(game.to_json())
        assert loaded.to_json() == game.to_json(), preset_id
        assert loaded.view(0) == game.view(0)
        assert loaded.current_player == game.current_player
    with pytest.raises(ValueError, match="not a Sevens save"):
        sevens.Game.from_json('{"format": "chess"}')


def test_deal_code_replays_the_deal() -> None:
    rules = sevens.preset("badam-satti")
    game = sevens.Game(rules, seed=123456789, dealer=2)
    again = sevens.Game.from_deal_code(rules, game.deal_code)
    assert again.initial_hands() == game.initial_hands() and again.dealer == 2
    with pytest.raises(ValueError, match="deal code"):
        sevens.Game.from_deal_code(rules, "not a code")


def test_result_only_when_over() -> None:
    game = sevens.Game(sevens.preset("sevens"), seed=1)
    with pytest.raises(ValueError, match="not over"):
        game.result()
    play_random(game, random.Random(1))
    data = game.result().to_dict()
    assert [entry["seat"] for entry in data["players"]] == [0, 1, 2, 3]
    for entry in data["players"]:
        assert {"seat", "cards_left", "covered", "total", "place", "chips"} <= set(entry)
    json.dumps(data)
