"""One clean refusal everywhere: bad input raises ValueError (or IllegalMove) with a sentence
naming the field or move, and a refused call changes nothing (issue 8)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from helpers import deal

import sevens
from sevens.cards import ALL_CARDS
from sevens.moves import Move

WHOLE_PACK = [str(card) for card in ALL_CARDS]


@pytest.mark.parametrize(("options", "field"), [
    ({"players": "4"}, "players"), ({"players": 4.0}, "players"), ({"players": True}, "players"),
    ({"decks": 1.5}, "decks"), ({"deals": "5"}, "deals"), ({"ante": False}, "ante"),
    ({"pass_chip": None}, "pass_chip"), ({"card_chip": 1.0}, "card_chip"),
    ({"free_passes": True}, "free_passes"), ({"free_passes": 2.5}, "free_passes"),
    ({"equal_hands": 1}, "equal_hands"), ({"pass_limit_out": "yes"}, "pass_limit_out"),
    ({"ace": None}, "ace"), ({"scoring": 3}, "scoring"), ({"name": 7}, "name"),
    ({"start_card": 7}, "start_card"), ({"stake": "1"}, "stake"), ({"stake": True}, "stake"),
    ({"stake": 0.1}, "stake"), ({"stake": float("nan")}, "stake"), ({"players": [4]}, "players"),
])
def test_rules_refuse_values_of_the_wrong_type(options: dict, field: str) -> None:
    with pytest.raises(ValueError, match=field):
        sevens.Rules(**options)


@pytest.mark.parametrize("values, options, words", [
    ((), {"bogus": 1}, "unknown rule options: bogus"),
    ((), {"player": 4, "deck": 1}, "unknown rule options: deck, player"),
    ((4,), {"players": 5}, "given twice: players"),
    ((4,) * 30, {}, "at most 19 options"),
])
def test_rules_refuse_unknown_or_doubled_options(values: tuple, options: dict,
                                                 words: str) -> None:
    with pytest.raises(ValueError, match=words):
        sevens.Rules(*values, **options)
    assert sevens.Rules(players=5).players == 5  # the checked constructor still builds


def test_stake_is_an_integer_or_an_exact_fraction() -> None:
    assert sevens.Rules(stake=0.5).stake == Fraction(1, 2)
    assert isinstance(sevens.Rules(stake=0.5).stake, Fraction)
    assert sevens.Rules(stake=2.0).stake == 2 and isinstance(sevens.Rules(stake=2.0).stake, int)
    third = sevens.preset("douque", stake=Fraction(1, 3))
    assert third.to_dict()["stake"] == "1/3"
    assert sevens.Rules.from_dict(third.to_dict()) == third
    game = sevens.Game(third, seed=4)
    while not game.over:
        game.apply(game.legal_moves()[0])
    loaded = sevens.Game.from_json(game.to_json())
    assert loaded.rules.stake == Fraction(1, 3)
    assert loaded.result().deltas == game.result().deltas
    assert sum(game.result().deltas) == 0
    with pytest.raises(ValueError, match="stake"):
        sevens.Rules.from_dict({"stake": "one third"})


def test_british_sevens_is_for_three_to_seven_players() -> None:
    assert sevens.preset("sevens", players=7).players == 7
    assert sevens.preset("sevens", players=3).players == 3
    with pytest.raises(ValueError, match="3–7 players, not 8"):
        sevens.preset("sevens", players=8)
    with pytest.raises(ValueError, match="players must be from 3"):
        sevens.preset("sevens", players=2)
    assert sevens.preset("family", players=8).players == 8
    with pytest.raises(ValueError, match="4 players"):
        sevens.preset("douque", players=5)


def test_unknown_preset_is_a_value_error_that_names_it() -> None:
    with pytest.raises(ValueError, match="unknown rules 'nope'"):
        sevens.preset("nope")
    with pytest.raises(ValueError, match="preset id"):
        sevens.preset(None)  # type: ignore[arg-type]


@pytest.mark.parametrize(("hands", "leftovers", "message"), [
    ([WHOLE_PACK, [], [], []], (), "must hold 13 cards"),
    ([WHOLE_PACK[:12], WHOLE_PACK[12:26], WHOLE_PACK[26:39], WHOLE_PACK[39:]], (), "hands\\[0\\]"),
    ("7S 8S", (), "hands must be a list"),
    ([WHOLE_PACK[:13], WHOLE_PACK[13:26], WHOLE_PACK[26:39], " ".join(WHOLE_PACK[39:])], (),
     "hands\\[3\\] must be a list"),
    ([WHOLE_PACK[:12] + [7], WHOLE_PACK[13:26], WHOLE_PACK[26:39], WHOLE_PACK[39:]], (),
     "hands\\[0\\]\\[12\\]"),
    ([WHOLE_PACK[:12] + ["ZZ"], WHOLE_PACK[13:26], WHOLE_PACK[26:39], WHOLE_PACK[39:]], (),
     "hands\\[0\\]\\[12\\]: not a card"),
    ([WHOLE_PACK[:13], WHOLE_PACK[13:26], WHOLE_PACK[26:39], WHOLE_PACK[39:51]], ["KC"],
     "leftovers need equal_hands"),
    (None, (), None),
])
def test_explicit_deals_must_be_the_pack_with_the_dealt_sizes(hands, leftovers, message) -> None:
    rules = sevens.preset("sevens")
    if hands is None:  # the valid deal, for contrast
        game = sevens.Game(rules, hands=[WHOLE_PACK[i::4] for i in range(4)])
        assert [game.hand_size(seat) for seat in range(4)] == [13] * 4
        return
    with pytest.raises(ValueError, match=message):
        sevens.Game(rules, hands=hands, leftovers=leftovers)


def test_explicit_deal_sizes_follow_the_dealer_and_equal_hands() -> None:
    rules = sevens.preset("sevens", players=5)
    # 52 = 5 x 10 + 2: the two seats after dealer 3 (seats 4 and 0) hold 11
    sizes = [11, 10, 10, 10, 11]
    hands, start = [], 0
    for size in sizes:
        hands.append(WHOLE_PACK[start:start + size])
        start += size
    assert sevens.Game(rules, hands=hands, dealer=3).hand_size(4) == 11
    with pytest.raises(ValueError, match=r"hands\[0\] must hold 10 cards as dealt \(dealer 0"):
        sevens.Game(rules, hands=hands, dealer=0)
    equal = sevens.preset("sevens", players=5, equal_hands=True)
    tens = [WHOLE_PACK[i * 10:(i + 1) * 10] for i in range(5)]
    assert sevens.Game(equal, hands=tens, leftovers=WHOLE_PACK[50:]).leftovers
    with pytest.raises(ValueError, match=r"hands\[4\] must hold 10 cards"):
        sevens.Game(equal, hands=tens[:4] + [WHOLE_PACK[40:51]], leftovers=WHOLE_PACK[51:])
    scripted = sevens.Game(rules, hands=[WHOLE_PACK, [], [], [], []], any_sizes=True)
    assert scripted.hand_size(0) == 52
    assert sevens.Game.from_json(scripted.to_json()).hand_size(0) == 52


def test_a_seed_with_hands_must_deal_those_hands() -> None:
    rules = sevens.preset("fan-tan")
    game = sevens.Game(rules, seed=11, dealer=1)
    same = sevens.Game(rules, seed=11, hands=game.initial_hands(), dealer=1)
    assert same.deal_code == game.deal_code
    with pytest.raises(ValueError, match="seed 12 does not deal these hands"):
        sevens.Game(rules, seed=12, hands=game.initial_hands(), dealer=1)


@pytest.mark.parametrize(("arguments", "field"), [
    ({"rules": "douque"}, "rules must be a Rules"), ({"dealer": 4}, "dealer"),
    ({"dealer": True}, "dealer"), ({"dealer": "0"}, "dealer"), ({"seed": -1}, "seed"),
    ({"seed": 1.5}, "seed"), ({"seed": "7"}, "seed"),
])
def test_game_arguments_are_checked(arguments: dict, field: str) -> None:
    options = {"rules": sevens.preset("douque"), "seed": 1, **arguments}
    with pytest.raises(ValueError, match=field):
        sevens.Game(options.pop("rules"), **options)


@pytest.mark.parametrize("seat", [-1, 4, True, "0", 1.0, None])
def test_view_and_hand_refuse_a_seat_out_of_range(seat: object) -> None:
    game = sevens.Game(sevens.preset("douque"), seed=2)
    for call in (game.view, game.hand, game.hand_size, game.cards_left):
        with pytest.raises(ValueError, match="seat must be a whole number from 0 to 3"):
            call(seat)  # type: ignore[arg-type]


def test_a_stuck_seat_refuses_a_bogus_move_object_and_the_save_still_loads() -> None:
    game = deal(sevens.preset("douque"), {0: ["7S", "KH"], 1: ["KD", "QD"]}, dealer=3)
    game.apply("7S")
    assert all(move.kind == "cover" for move in game.legal_moves())  # seat 1 is stuck
    before = game.to_dict()
    for move in (Move("bogus"), Move("cover"), Move("cover", "KD"), Move("pass", ALL_CARDS[0]),
                 Move("cover", ALL_CARDS[38], 2), 42, None, ["cover", "KD"]):
        with pytest.raises(sevens.IllegalMove, match="not a move"):
            game.apply(move)  # type: ignore[arg-type]
        assert game.check(move) is not None  # type: ignore[arg-type]
    assert game.to_dict() == before
    assert sevens.Game.from_json(game.to_json()).to_dict() == before
    with pytest.raises(ValueError, match="move_count"):
        game.undo_to(True)  # type: ignore[arg-type]


def valid_save() -> dict:
    game = sevens.Game(sevens.preset("sevens"), seed=5)
    for _ in range(6):
        game.apply(game.legal_moves()[0])
    return game.to_dict()


@pytest.mark.parametrize(("change", "message"), [
    (lambda save: [save], "must be a JSON object, not a list"),
    (lambda save: "text", "must be a JSON object"),
    (lambda save: {**save, "format": "sevens-game/2"}, "format must be 'sevens-game/1'"),
    (lambda save: {k: v for k, v in save.items() if k != "format"}, "format .* missing"),
    (lambda save: {k: v for k, v in save.items() if k != "hands"}, "'hands' is missing"),
    (lambda save: {k: v for k, v in save.items() if k != "moves"}, "'moves' is missing"),
    (lambda save: {**save, "hands": None}, "hands must be .* not null"),
    (lambda save: {**save, "rules": None}, "rules must be .* not null"),
    (lambda save: {**save, "dealer": None}, "dealer must be"),
    (lambda save: {**save, "dealer": "0"}, "dealer must be"),
    (lambda save: {**save, "dealer": 9}, "dealer must be a seat from 0 to 3"),
    (lambda save: {**save, "seed": -3}, "seed must be"),
    (lambda save: {**save, "seed": 6}, "seed 6 does not deal these hands"),
    (lambda save: {**save, "moves": "7D"}, "moves must be a list"),
    (lambda save: {**save, "moves": [None]}, "moves\\[0\\] must be move text"),
    (lambda save: {**save, "moves": ["KK"]}, "moves\\[0\\] 'KK' does not replay"),
    (lambda save: {**save, "hands": save["hands"][:3]}, "4 hands are needed"),
    (lambda save: {**save, "hands": [save["hands"][0] + save["hands"][1], [],
                                     *save["hands"][2:]]}, "hands\\[0\\] must hold 13"),
    (lambda save: {**save, "hands": [[1], *save["hands"][1:]]}, "hands\\[0\\]\\[0\\] must be"),
    (lambda save: {**save, "leftovers": None}, "leftovers must be a list"),
    (lambda save: {**save, "any_sizes": 1}, "any_sizes must be true or false"),
    (lambda save: {**save, "extra": 1}, "unknown field 'extra'"),
    (lambda save: {**save, "rules": {**save["rules"], "players": "4"}}, "rules: players"),
    (lambda save: {**save, "rules": {**save["rules"], "bogus": 1}}, "unknown rule options"),
    (lambda save: {**save, "rules": {k: v for k, v in save["rules"].items() if k != "scoring"}},
     "rules: the option 'scoring' is missing"),
    (lambda save: {**save, "rules": {**save["rules"], "players": 5}}, "5 hands are needed"),
])
def test_damaged_saves_are_refused_naming_the_field(change, message: str) -> None:
    damaged = change(valid_save())
    with pytest.raises(ValueError, match=f"^save: .*{message}"):
        sevens.Game.from_dict(damaged)
    with pytest.raises(ValueError, match=f"^save: .*{message}"):
        sevens.Game.from_json(json.dumps(damaged))


@pytest.mark.parametrize("text", ["", "{", "[[[[", "null", "7", "[" * 100_000, b"\xff"])
def test_save_text_that_is_not_a_save_object(text: str) -> None:
    with pytest.raises(ValueError, match="^save: "):
        sevens.Game.from_json(text)
    with pytest.raises(ValueError, match="^save: must be JSON text"):
        sevens.Game.from_json(None)  # type: ignore[arg-type]


def test_other_entry_points_refuse_cleanly() -> None:
    with pytest.raises(ValueError, match="no such card"):
        sevens.Card("a", 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no such card"):
        sevens.Card(1, 7.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a card"):
        sevens.Card.parse(7)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown rule options: colour"):
        sevens.preset("family").replace(colour="blue")
    with pytest.raises(ValueError, match="unknown rule options: colour"):
        sevens.preset("family", colour="blue")
    with pytest.raises(ValueError, match="not a deal code"):
        sevens.Game.from_deal_code(sevens.preset("family"), 12)  # type: ignore[arg-type]
    rules = sevens.preset("family")
    for arguments, field in (({"rules": "family"}, "rules"), ({"seed": -1}, "seed"),
                             ({"deals": 0}, "deals"), ({"first_dealer": 4}, "first_dealer")):
        options = {"rules": rules, **arguments}
        with pytest.raises(ValueError, match=field):
            sevens.Match(options.pop("rules"), **options)
    match = sevens.Match(rules, seed=1, deals=1)
    with pytest.raises(ValueError, match="finished Game or its Result"):
        match.record("a deal")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not over"):
        match.record(match.new_deal())
    assert match.deal_number == 0
