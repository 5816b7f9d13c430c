"""Two packs: each suit has two rows; ``6H@2`` chooses the second row (SPEC §2)."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import deal, texts

import sevens
from sevens.app.translation import english
from sevens.bots.heuristic import TWO_PACK_WEIGHTS, Situation, explain_move, judge_all
from sevens.events import CardPlayed
from sevens.moves import Move

CLUBS_FIRST_ROW, CLUBS_SECOND_ROW = 6, 7  # table row indices: two rows per suit, clubs last


def six_and_eight_first(both_sixes: bool = False) -> sevens.Game:
    """Seat 0 leads 7D; seat 1 opens clubs, seat 2 adds the 8C, seat 3 opens the second clubs
    row: seat 4's 6C then fits both rows, and the choice matters (``both_sixes``: seat 4 holds
    both copies of the 6C, so no other hand can lay one)."""
    rules = sevens.preset("family", players=8, decks=2, build="six-and-eight-first")
    fixed = {0: ["7D", "KS"], 1: ["7C", "KH"], 2: ["8C", "KD"], 3: ["7C", "KC"],
             4: ["6C", "6C", "KS"] if both_sixes else ["6C", "KS"]}
    game = deal(rules, fixed, dealer=7)
    for move in ("7D", "7C", "8C", "7C"):
        game.apply(move)
    assert game.current_player == 4
    return game


def last_played(game: sevens.Game) -> CardPlayed:
    return [event for event in game.events if isinstance(event, CardPlayed)][-1]


def test_move_text_names_the_row() -> None:
    six = sevens.Card.parse("6H")
    assert str(Move("play", six, 2)) == "6H@2"
    assert str(Move("leftover", six, 2)) == "leftover 6H@2"
    assert Move.parse("6h@2") == Move("play", six, 2)
    assert Move.parse("play 6H@1") == Move("play", six, 1)
    assert Move.parse("leftover 6h@2") == Move("leftover", six, 2)
    assert Move.parse("6H") == Move("play", six) and Move("play", six).row is None
    for text in ("6H@3", "6H@0", "6H@", "cover 6H@2", "give 6H@1", "pass@2", "6H@two"):
        with pytest.raises(sevens.IllegalMove, match="not a move"):
            Move.parse(text)


def test_the_second_row_is_offered_where_it_changes_the_position() -> None:
    game = six_and_eight_first()
    moves = game.legal_moves()
    assert texts(moves) >= {"6C", "6C@2"}
    assert [str(move) for move in moves].index("6C@2") == [str(m) for m in moves].index("6C") + 1
    on_first = game.clone()
    on_first.apply("6C")
    rows = on_first.rows()
    assert texts(rows[CLUBS_FIRST_ROW].cards) == {"6C", "7C", "8C"}
    assert last_played(on_first).suit_row == 1 and last_played(on_first).row == CLUBS_FIRST_ROW
    # the first row is built (6 and 8 down): its 5 and 9 fit; the fresh second row takes 6 or 8
    assert {"5C", "9C", "8C"} <= texts(on_first.view(5).playable)
    game.apply("6C@2")
    event = last_played(game)
    assert (event.row, event.suit_row, event.to_dict()["suit_row"]) == (CLUBS_SECOND_ROW, 2, 2)
    second = game.rows()[CLUBS_SECOND_ROW]
    assert second.suit_row == 2 and texts(second.cards) == {"6C", "7C"}
    assert game.view(5).rows[CLUBS_FIRST_ROW].suit_row == 1
    # neither row is built now: only the second row's 8 and the first row's 6 fit
    assert texts(card for card in game.view(5).playable if card.suit == 3) == {"6C", "8C"}
    assert game.to_dict()["moves"][-1] == "6C@2"


def test_at_one_means_the_first_row() -> None:
    game, plain = six_and_eight_first(), six_and_eight_first()
    game.apply("6C@1")
    plain.apply("6C")
    assert game.rows() == plain.rows()
    assert str(game.moves[-1]) == "6C@1"


def test_no_second_form_when_both_rows_lead_to_the_same_position() -> None:
    rules = sevens.preset("family", players=8, decks=2, build="six-and-eight-first")
    game = deal(rules, {0: ["7D", "KS"], 1: ["7C", "KH"], 2: ["7C", "KD"], 3: ["8C", "KC"]},
                dealer=7)
    for move in ("7D", "7C", "7C"):
        game.apply(move)
    # both clubs rows are a lone 7: the 8 on either row gives the same position
    assert "8C" in texts(game.legal_moves()) and "8C@2" not in texts(game.legal_moves())
    game.apply("8C@2")  # still accepted: the second row takes the card
    assert texts(game.rows()[CLUBS_SECOND_ROW].cards) == {"7C", "8C"}
    assert last_played(game).suit_row == 2


def test_plain_build_ace_low_never_offers_a_row_choice() -> None:
    rules = sevens.preset("family", players=8, decks=2)
    rng = random.Random(4)
    for seed in range(5):
        game = sevens.Game(rules, seed=seed)
        while not game.over:
            moves = game.legal_moves()
            assert all(move.row is None for move in moves)
            game.apply(rng.choice(moves))


def test_row_refusals_explain_and_change_nothing() -> None:
    lead = deal(sevens.preset("family", players=8, decks=2), {0: ["7D", "KS"]}, dealer=7)
    before = lead.to_dict()
    with pytest.raises(sevens.IllegalMove, match="opens only after the first"):
        lead.apply("7D@2")
    assert lead.to_dict() == before and lead.check("7D@2") is not None
    one_pack = deal(sevens.preset("family"), {0: ["7D", "KS"]}, dealer=3)
    before = one_pack.to_dict()
    with pytest.raises(sevens.IllegalMove, match="only one diamonds row"):
        one_pack.apply("7D@2")
    assert one_pack.to_dict() == before
    one_pack.apply("7D@1")
    assert last_played(one_pack).suit_row == 1


def test_second_row_refused_when_it_does_not_take_the_card() -> None:
    rules = sevens.preset("family", players=8, decks=2, build="six-and-eight-first")
    fixed = {0: ["7D", "KS"], 1: ["7C", "KH"], 2: ["8C", "KD"], 3: ["7C", "KC"],
             4: ["6C", "KS"], 5: ["6C", "QS"]}
    game = deal(rules, fixed, dealer=7)
    for move in ("7D", "7C", "8C", "7C", "6C"):  # clubs rows: 6-7-8 and a lone 7
        game.apply(move)
    before = game.to_dict()
    with pytest.raises(sevens.IllegalMove, match="doesn't fit the first clubs row"):
        game.apply("6C@1")
    assert game.to_dict() == before
    assert "6C" in texts(game.legal_moves()) and "6C@2" not in texts(game.legal_moves())
    game.apply("6C@2")
    assert last_played(game).suit_row == 2


def test_saves_replay_second_row_moves() -> None:
    game = six_and_eight_first()
    game.apply("6C@2")
    copy = sevens.Game.from_json(game.to_json())
    assert copy.to_dict() == game.to_dict() and copy.rows() == game.rows()
    assert copy.moves[-1] == Move("play", sevens.Card.parse("6C"), 2)


@pytest.mark.parametrize("build", ["plain", "eight-first", "six-and-eight-first"])
@pytest.mark.parametrize("ace", ["low", "high", "either"])
def test_random_two_pack_deals_with_row_choices_replay(build: str, ace: str) -> None:
    rules = sevens.preset("family", players=8, decks=2, build=build, ace=ace)
    rng = random.Random(build + ace)
    chose_second = 0
    for seed in range(3):
        game = sevens.Game(rules, seed=seed)
        while not game.over:
            moves = game.legal_moves()
            second = [move for move in moves if move.row == 2]
            for move in second:  # the @2 form always has its plain twin, a different position
                assert Move(move.kind, move.card) in moves
                assert game.check(move) is None
            move = rng.choice(second) if second and rng.random() < 0.7 else rng.choice(moves)
            chose_second += move.row == 2
            game.apply(move)
        assert sevens.Game.from_json(game.to_json()).to_dict() == game.to_dict()
    if build == "six-and-eight-first" or ace == "either":
        assert chose_second > 0
    else:
        assert chose_second == 0


@pytest.mark.parametrize("move", [
    Move("bogus"), Move("play"), Move("play", "7D"), Move("cover", 7),
    Move("pass", sevens.Card(1, 7)),
    Move("cover", sevens.Card(1, 7), 2), Move("play", sevens.Card(2, 7), 3),
    Move("play", sevens.Card(2, 7), True), Move("play", sevens.Card(2, 7), "2"), Move(None),
])
def test_malformed_move_objects_are_refused_cleanly(move: Move) -> None:
    game = deal(sevens.preset("family", players=8, decks=2), {0: ["7D", "KS"]}, dealer=7)
    before = game.to_dict()
    with pytest.raises(sevens.IllegalMove, match="not a move"):
        game.apply(move)
    assert game.check(move) is not None and game.to_dict() == before


def plain_texts(game: sevens.Game) -> set[str]:
    return {str(move) for move in game.legal_moves() if move.row is None}


def row_spans(game: sevens.Game) -> list[list[tuple[int, int]]]:
    """Each suit's rows as (low, high) positions, their numbering forgotten."""
    return [sorted((game.row_low[row], game.row_high[row]) for row in rows)
            for rows in game.suit_rows]


@pytest.mark.parametrize("rules", [
    sevens.preset("family", players=8, decks=2),
    sevens.preset("family", players=8, decks=2, ace="high", build="eight-first"),
    sevens.preset("shichinarabe", players=8, decks=2),
    sevens.preset("family", players=8, decks=2, build="six-and-eight-first"),
    sevens.preset("family", players=8, decks=2, ace="either"),
])
def test_where_no_second_form_is_offered_both_rows_play_alike(rules: sevens.Rules) -> None:
    """Where both rows take a card but ``@2`` is not offered, putting it on either row leaves
    games that stay alike: the same legal move texts after every later move, to the end."""
    rng = random.Random(rules.build + rules.ace + rules.name)
    compared = 0
    for seed in range(4):
        game = sevens.Game(rules, seed=seed)
        while not game.over and compared < 25:
            moves = game.legal_moves()
            for move in moves:
                if move.kind != "play" or move.row is not None:
                    continue
                second = Move(move.kind, move.card, 2)
                if second in moves or game.check(second) is not None:
                    continue
                if game.check(Move(move.kind, move.card, 1)) is not None:
                    continue  # only one row takes it
                first_game, second_game = game.clone(), game.clone()
                first_game.apply(move)
                second_game.apply(second)
                compared += 1
                while not first_game.over:
                    assert plain_texts(first_game) == plain_texts(second_game)
                    choice = rng.choice(sorted(plain_texts(first_game)))
                    first_game.apply(choice)
                    # the rows may be numbered the other way round: some row choice keeps the
                    # games alike (the same rows up to numbering if possible, else the same
                    # legal moves)
                    trials = []
                    for text in (choice, choice + "@1", choice + "@2"):
                        if second_game.check(text) is None:
                            trial = second_game.clone()
                            trial.apply(text)
                            trials.append(trial)
                    alike = [trial for trial in trials if row_spans(trial) == row_spans(first_game)]
                    alike += [trial for trial in trials
                              if plain_texts(trial) == plain_texts(first_game)]
                    assert alike, f"no row choice for {choice} keeps the games alike"
                    second_game = alike[0]
                assert second_game.over
                assert first_game.result().deltas == second_game.result().deltas
                break
            game.apply(rng.choice(moves))
    assert compared > 0


def test_the_heuristic_judges_the_row_a_move_names() -> None:
    """6C on the built first row frees the clubs beyond it; 6C@2 on the second row (a 7 alone)
    first lets the others' 8C down: the two plays are judged, and explained, apart. Seat 4
    holds both 6C, so only its play can open the clubs below (see the test after this one)."""
    game = six_and_eight_first(both_sixes=True)
    view = game.view(4)
    # weights with a gift term, so that the two rows' chains tell the plays apart (the
    # shipped two-pack weights leave the gift out: the fit to the search found it adds nothing)
    situation = Situation(view, weights=dataclasses.replace(TWO_PACK_WEIGHTS, release=4.0))
    six = sevens.Card.parse("6C")
    on_first, on_second = situation.effect(six), situation.effect(six, 2)
    assert on_first is not None and on_second is not None
    assert (on_first.row, on_second.row) == (CLUBS_FIRST_ROW, CLUBS_SECOND_ROW)
    assert "8C" not in texts(on_first.released) and "8C" in texts(on_second.released)
    judged = {str(item.move): item for item in judge_all(situation)}
    assert judged["6C"].score != judged["6C@2"].score
    # on the second row the others could already lay their 8C: the hint counts only what the
    # play itself hands them (ten clubs on either row), the score weighs the whole chain
    assert "8C" not in texts(situation.newly_released(on_second))
    assert len(on_second.released) == len(situation.newly_released(on_second)) + 1
    assert "ten clubs" in english(judged["6C"].reason)
    assert "ten clubs" in english(judged["6C@2"].reason)
    # playing the 6C on either row does not hold the 6C back
    assert "Holding the 6" not in english(explain_move(view, Move("play", six, 2)))


def test_a_card_whose_other_copy_is_out_there_frees_nothing_new() -> None:
    """With one 6C in seat 4's hand and the other in another hand, the others can open the
    clubs below on either row with their own 6C: playing seat 4's frees them nothing new,
    and the hint does not say it does; the whole run still weighs in the score."""
    game = six_and_eight_first()
    situation = Situation(game.view(4))
    six = sevens.Card.parse("6C")
    for row in (1, 2):
        effect = situation.effect(six, row)
        assert effect is not None and "5C" in texts(effect.released)
        assert situation.newly_released(effect) == ()
    judged = {str(item.move): item for item in judge_all(situation)}
    assert "frees nothing" in english(judged["6C"].reason)
    assert "frees nothing" in english(judged["6C@2"].reason)


def test_a_card_held_here_with_its_copy_hidden_counts_for_both() -> None:
    """Two packs: seat 1 holds one 9D and the other is in some other hand. Playing the 8D
    brings the 9D closer for seat 1 and for that hand alike, and does not stop the run the
    others could then play at the 9D: the heuristic weighs what two copies really allow."""
    rules = sevens.preset("family", players=8, decks=2)
    game = deal(rules, {0: ["7D", "KS"], 1: ["8D", "9D", "KH"]}, dealer=7)
    game.apply("7D")
    view = game.view(1)
    situation = Situation(view)
    effect = situation.effect(sevens.Card.parse("8D"))
    assert effect is not None
    assert "9D" in texts(effect.mine_beyond) and "9D" in texts(effect.hidden_beyond)
    assert {"9D", "TD", "KD"} <= set(texts(effect.released))
    # with one pack the same cards are either held or hidden, never both
    one_pack = deal(sevens.preset("family", players=8), {0: ["7D", "KS"], 1: ["8D", "9D", "KH"]},
                    dealer=7)
    one_pack.apply("7D")
    single = Situation(one_pack.view(1)).effect(sevens.Card.parse("8D"))
    assert single is not None
    assert "9D" in texts(single.mine_beyond) and "9D" not in texts(single.hidden_beyond)
    assert "9D" not in texts(single.released) and "TD" not in texts(single.released)
