"""Playouts that play each other seat by the style read for it (``expert``'s
``style_playouts``): the styles are drawn by the shares, a seat drawn as a style plays as that
style, the counts match the styles' own, and every rule set replays in the checked engine."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import random_rules

import sevens
from sevens.bots.heuristic import Situation
from sevens.bots.style_playout import (
    PLAYOUT_STYLES,
    StylePolicy,
    draw_styles,
    fast_counts,
    playout_policy,
)
from sevens.bots.styles import HoarderBot, run_counts
from sevens.fastloop import FastState, play_out, spec_for
from sevens.moves import PLAY
from sevens.tools.measurement_players import make_player

ONLY_HOARDER = (0.0, 0.0, 1.0, 0.0)


def test_a_seat_weighed_wholly_as_one_style_is_always_drawn_as_it() -> None:
    assert PLAYOUT_STYLES == ("normal", "end-case", "hoarder", "runner")
    rules = sevens.preset("sevens")
    for seed in range(50):
        policy = playout_policy(rules, {1: ONLY_HOARDER, 2: (1.0, 0.0, 0.0, 0.0)},
                                random.Random(seed))
        assert policy.styles == {1: "hoarder", 2: "normal"}


def test_styles_are_drawn_in_proportion_to_the_shares() -> None:
    rng = random.Random(7)
    drawn = Counter(draw_styles({3: (0.25, 0.0, 0.0, 0.75)}, rng.random)[3]
                    for _ in range(4000))
    assert set(drawn) == {"normal", "runner"}
    assert 0.7 < drawn["runner"] / 4000 < 0.8


def test_the_same_seed_draws_the_same_styles() -> None:
    shares = {1: (0.4, 0.2, 0.2, 0.2), 2: (0.1, 0.3, 0.3, 0.3), 3: (0.25,) * 4}
    first = [draw_styles(shares, random.Random(seed).random) for seed in range(20)]
    again = [draw_styles(shares, random.Random(seed).random) for seed in range(20)]
    assert first == again and len({tuple(item.values()) for item in first}) > 3


@pytest.mark.parametrize("preset_id", ["sevens", "fan-tan", "badam-satti"])
def test_fast_counts_match_the_styles_counts(preset_id: str) -> None:
    """With one pack and the plain build (nothing covered or laid out beyond a row's end) the
    playout's counts are the style players' own."""
    rules = sevens.preset(preset_id)
    rng = random.Random(2)
    checked = 0
    for number in range(6):
        game = sevens.Game(rules, seed=number, dealer=number % rules.players)
        while not game.over:
            view = game.view(game.current_player)
            situation = Situation(view)
            board = situation.board
            for move in view.legal_moves:
                effect = situation.effect(move.card, move.row) if move.kind == PLAY else None
                if effect is None:
                    continue
                hand = board.mine & ~(1 << move.card.index)
                suit, rank = divmod(move.card.index, 13)
                if effect.opener:
                    side = 0
                elif rank == 0:
                    side = 1 if rules.ace == "high" else -1
                else:
                    side = -1 if rank < board.tables.start_rank_index else 1
                assert fast_counts(hand >> (suit * 13) & 0x1FFF, rank, rules.ace, side) == \
                    run_counts(hand, effect.runs, board.hidden), (move, view.hand)
                checked += 1
            game.apply(rng.choice(game.legal_moves()))
    assert checked > 300


def test_a_seat_played_as_the_hoarder_holds_its_blocking_cards_in_a_playout() -> None:
    rules = sevens.preset("sevens")
    held_seen = 0
    for case in range(30):
        rng = random.Random(100 + case)
        game = sevens.Game(rules, seed=case, dealer=case % 4)
        for _ in range(rng.randrange(0, 8)):
            game.apply(rng.choice(game.legal_moves()))
        if game.over:
            continue
        record: list[str] = []
        policy = StylePolicy(rules, {1: "hoarder"}, rng.random, epsilon=0.0)
        play_out(FastState.from_game(game), spec_for(rules), rng.random, record, policy)
        for text in record:
            if game.current_player == 1:
                view = game.view(1)
                situation = Situation(view)
                plays = [move for move in view.legal_moves if move.kind == PLAY]
                held = {move for move in plays if HoarderBot.holds(situation, move)}
                if held and len(held) < len(plays):
                    assert text not in {str(move.card) for move in held}, (view.hand, text)
                    held_seen += 1
            game.apply(text)
        assert game.over
    assert held_seen > 10


@pytest.mark.parametrize("case", range(24))
def test_style_playouts_replay_under_every_rule(case: int) -> None:
    rng = random.Random(7000 + case)
    presets = list(sevens.PRESETS.values())
    rules = random_rules(rng) if case >= len(presets) else presets[case]
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    for _ in range(rng.randrange(0, 20)):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    if game.over:
        return
    shares = {seat: (0.25,) * 4 for seat in range(1, rules.players)}
    record: list[str] = []
    deltas = play_out(FastState.from_game(game), spec_for(rules), rng.random, record,
                      playout_policy(rules, shares, rng))
    for move in record:
        game.apply(move)
    assert game.over
    assert deltas == pytest.approx([float(delta) for delta in game.result().deltas])


def test_expert_with_style_playouts_is_reproducible_and_plays_otherwise_than_without() -> None:
    rules = sevens.preset("sevens")
    game = sevens.Game(rules, seed=4, dealer=0)
    lineup = [make_player(name, seed=seat) for seat, name in
              enumerate(["normal", "hoarder", "hoarder", "hoarder"])]
    for _ in range(12):
        game.apply(lineup[game.current_player].choose(game.view(game.current_player)))
    while len(game.legal_moves()) < 2:
        game.apply(lineup[game.current_player].choose(game.view(game.current_player)))
    view = game.view(game.current_player)
    summaries = []
    for style_playouts in (True, True, False):
        expert = make_player("expert", seed=3, iterations=240, style_playouts=style_playouts)
        expert.choose(view)
        assert expert.last_search.style_playouts is style_playouts
        summaries.append(expert.last_search.summary()["candidates"])
    assert summaries[0] == summaries[1]
    assert summaries[0] != summaries[2]


def test_a_search_playing_its_own_seat_by_normal_is_reproducible_and_judges_otherwise() -> None:
    rules = sevens.preset("sevens")
    game = sevens.Game(rules, seed=5, dealer=0)
    lineup = [make_player("normal", seed=seat) for seat in range(4)]
    for _ in range(10):
        game.apply(lineup[game.current_player].choose(game.view(game.current_player)))
    while len(game.legal_moves()) < 2:
        game.apply(lineup[game.current_player].choose(game.view(game.current_player)))
    view = game.view(game.current_player)
    summaries = []
    for own_style in ("normal", "normal", "random"):
        hard = make_player("hard", seed=3, iterations=240, own_style=own_style)
        hard.choose(view)
        assert hard.last_search.own_style == (None if own_style == "random" else own_style)
        summaries.append(hard.last_search.summary()["candidates"])
    assert summaries[0] == summaries[1]
    assert summaries[0] != summaries[2]
    with pytest.raises(ValueError):
        make_player("hard", own_style="bold")


def test_a_seat_played_by_its_own_style_follows_it_in_a_playout() -> None:
    rules = sevens.preset("sevens")
    policy = playout_policy(rules, {1: ONLY_HOARDER, 2: ONLY_HOARDER}, random.Random(1),
                            own_seat=0, own_style="runner")
    assert policy.styles == {0: "runner", 1: "hoarder", 2: "hoarder"}
    policy = playout_policy(rules, {1: ONLY_HOARDER}, random.Random(1), own_seat=0)
    assert policy.styles == {1: "hoarder"}


def test_a_search_playing_the_others_by_normal_styles_every_other_seat_and_judges_otherwise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``others_style`` (issue 48's stand-in for a playout policy distilled from ``hard``):
    every other seat of a playout is played by the style, the searching seat at random, the
    search is reproducible, and its judgement differs from random playouts'."""
    import sevens.bots.move_search as move_search

    rules = sevens.preset("sevens")
    game = sevens.Game(rules, seed=5, dealer=0)
    lineup = [make_player("normal", seed=seat) for seat in range(4)]
    for _ in range(10):
        game.apply(lineup[game.current_player].choose(game.view(game.current_player)))
    while len(game.legal_moves()) < 2:
        game.apply(lineup[game.current_player].choose(game.view(game.current_player)))
    view = game.view(game.current_player)
    styled: list[dict[int, str]] = []

    class RecordingPolicy(StylePolicy):
        def __init__(self, rules_used, styles, random_float, epsilon=0.1) -> None:
            styled.append(dict(styles))
            super().__init__(rules_used, styles, random_float, epsilon)

    monkeypatch.setattr(move_search, "StylePolicy", RecordingPolicy)
    summaries = []
    for name in ("hard-normal-playouts", "hard-normal-playouts", "hard"):
        styled.clear()
        hard = make_player(name, seed=3, iterations=240)
        hard.choose(view)
        summaries.append(hard.last_search.summary()["candidates"])
        if name == "hard":
            assert not styled
        else:
            assert styled
            others = {seat: "normal" for seat in range(4) if seat != view.seat}
            assert all(styles == others for styles in styled)
    assert summaries[0] == summaries[1]
    assert summaries[0] != summaries[2]
    with pytest.raises(ValueError):
        make_player("hard", others_style="bold")
