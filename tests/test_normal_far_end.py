"""``normal`` plays first on the rows where the others must lay the most cards before they
reach its end (``Weights.between``, the public end-case heuristic's ordering), and says so."""

from __future__ import annotations

import dataclasses

import sevens
from sevens.bots import make_bot
from sevens.bots.heuristic import (
    DEFAULT_WEIGHTS,
    RACE_WEIGHTS,
    Situation,
    explain_move,
    farthest_end,
    hidden_before_mine,
    judge,
    judge_all,
    weights_for,
)
from sevens.cards import Card
from sevens.moves import PLAY


def kinds(*texts: str) -> int:
    return sum(1 << Card.parse(text).index for text in texts)


def run(*texts: str) -> tuple[int, ...]:
    return tuple(Card.parse(text).index for text in texts)


def test_the_gap_counts_the_hidden_cards_before_the_players_outermost_card() -> None:
    upward = run("9S", "TS", "JS", "QS", "KS")
    mine = kinds("JS")
    hidden = kinds("9S", "TS", "QS", "KS")
    assert hidden_before_mine(mine, (upward,), hidden) == 2  # 9 and 10 before my jack
    assert farthest_end(mine, (upward,), hidden) == (2, Card.parse("JS").index)
    # a card not hidden (laid out face up, or covered by me) is not counted
    assert hidden_before_mine(mine, (upward,), hidden & ~kinds("TS")) == 1
    # nothing of mine beyond: no end to reach
    assert farthest_end(0, (upward,), hidden) == (0, None)
    # a starting card: the longer of its two sides
    downward = run("6S", "5S", "4S", "3S", "2S", "AS")
    mine = kinds("JS", "2S")
    hidden = kinds("9S", "TS", "QS", "KS", "6S", "5S", "4S", "3S", "AS")
    assert farthest_end(mine, (downward, upward), hidden) == (4, Card.parse("2S").index)


def test_normal_scores_each_play_by_the_gap_to_its_end() -> None:
    """In real one-pack positions every play's score is the score without ``between`` plus
    ``between`` times the gap, so a play on a row where the others are further from the
    player's end is preferred by exactly that much."""
    rules = sevens.preset("sevens")
    without = dataclasses.replace(DEFAULT_WEIGHTS, between=0.0)
    assert DEFAULT_WEIGHTS.between > 0
    checked = with_gap = 0
    for case in range(6):
        game = sevens.Game(rules, seed=40 + case, dealer=case % 4)
        bots = [make_bot("normal", seed=seat) for seat in range(4)]
        while not game.over:
            view = game.view(game.current_player)
            plays = [move for move in view.legal_moves if move.kind == PLAY]
            if len(plays) >= 2 and game.tables is not None:
                situation = Situation(view)
                plain = Situation(view, weights=without)
                for move in plays:
                    effect = situation.effect(move.card, move.row)
                    if effect is None or len(view.hand) == 1:
                        continue
                    gap = hidden_before_mine(situation.board.mine, effect.runs,
                                             situation.board.hidden)
                    difference = judge(situation, move).score - judge(plain, move).score
                    assert abs(difference - DEFAULT_WEIGHTS.between * gap) < 1e-9
                    checked += 1
                    with_gap += gap > 0
            game.apply(bots[game.current_player].choose(view))
    assert checked > 50 and with_gap > 10


def test_the_hint_names_the_card_the_others_must_reach() -> None:
    """Where normal's play leaves the others two or more cards short of the player's own card
    further out, the hint says how many and names that card, which is in the hand."""
    rules = sevens.preset("sevens")
    seen = 0
    for case in range(8):
        game = sevens.Game(rules, seed=90 + case, dealer=case % 4)
        bots = [make_bot("normal", seed=seat) for seat in range(4)]
        while not game.over:
            view = game.view(game.current_player)
            move = bots[game.current_player].choose(view)
            if move.kind == PLAY and len(view.legal_moves) >= 2 and game.tables is not None:
                situation = Situation(view)
                effect = situation.effect(move.card, move.row)
                gap, end = farthest_end(situation.board.mine, effect.runs,
                                        situation.board.hidden) if effect else (0, None)
                reason = explain_move(view, move)
                first = reason.parts()[0]
                if gap >= 2 and not effect.opener and not effect.opens_mine:
                    assert first.key == "hint.reason.far_end"
                if first.key == "hint.reason.far_end":
                    assert gap >= 2 and first.params["count"] == gap
                    card = first.params["card"]
                    assert card in view.hand and card.suit == move.card.suit
                    seen += 1
            game.apply(move)
    assert seen >= 5


def test_in_a_pure_race_normal_prefers_the_play_with_fewer_of_the_others_cards_beyond() -> None:
    """Where only going out first counts (Fan Tan), every card of the others further out on a
    play's side counts against it: wherever normal's race weights choose otherwise than its
    other one-pack weights would, the chosen play lies before fewer of the others' cards."""
    rules = sevens.preset("fan-tan")
    assert weights_for(rules) == RACE_WEIGHTS and RACE_WEIGHTS.hidden_beyond > 0
    assert weights_for(sevens.preset("sevens")) == DEFAULT_WEIGHTS  # chips: not a pure race
    differ = 0
    for seed in range(12):
        game = sevens.Game(rules, seed=seed)
        bots = [make_bot("normal", seed=seed + seat) for seat in range(rules.players)]
        while not game.over:
            seat = game.current_player
            view = game.view(seat)
            race = Situation(view)
            if len(view.legal_moves) >= 2 and race.board.tables is not None:
                raced = judge_all(race)[0].move
                plain = judge_all(Situation(view, weights=DEFAULT_WEIGHTS))[0].move
                if raced != plain and raced.card is not None and plain.card is not None:
                    differ += 1
                    beyond = [len(race.effect(move.card, move.row).hidden_beyond)
                              for move in (raced, plain)]
                    assert beyond[0] < beyond[1], (seed, raced, plain)
            game.apply(bots[seat].choose(view))
    assert differ >= 3
