"""The adaptive opponent model: each other seat read as a mixture of playing styles."""

from __future__ import annotations

import math
import random

import pytest
from helpers import random_rules

import sevens
from sevens.app.driver import play_deal
from sevens.bots import ExpertBot, HardBot, make_bot
from sevens.bots.inference import model_for
from sevens.bots.knowledge import read_view
from sevens.bots.style_model import (
    MODEL_STYLES,
    PRIOR_SHARES,
    STYLE_FLOOR,
    StyleMemory,
    StyleSampler,
    style_log_likelihoods,
)
from sevens.cards import FULL_PACK
from sevens.tools.measurement_players import make_player


def _mid_deal(style: str, seed: int, moves: int) -> sevens.Game:
    rules = sevens.preset("sevens")
    game = sevens.Game(rules, seed=seed)
    players = [make_player(style, seed=seat) for seat in range(rules.players)]
    for _ in range(moves):
        if game.over:
            break
        seat = game.current_player
        game.apply(players[seat].choose(game.view(seat)))
    return game


def _sampler(game: sevens.Game) -> StyleSampler:
    view = game.view(game.current_player)
    return StyleSampler(read_view(view), view, model_for(view.rules), 3, StyleMemory())


def _readings(style: str) -> tuple[int, int]:
    """Over eight deals of ``style`` players stopped after 26 plays: how many seats the model,
    given the true hands, reads as ``style`` (the most likely of the four), and of how many."""
    right = seats = 0
    for seed in range(8):
        game = _mid_deal(style, 400 + seed, 26)
        if game.over:
            continue
        sampler = _sampler(game)
        hands = [hand & FULL_PACK for hand in game.hands]
        for seat in sampler.seats:
            scores = [sampler._normal(seat, hands, None), *sampler._styles(seat, hands[seat])]
            right += MODEL_STYLES[scores.index(max(scores))] == style
            seats += 1
    return right, seats


@pytest.mark.parametrize("style", MODEL_STYLES)
def test_with_the_true_hands_the_plays_point_to_the_style_that_made_them(style: str) -> None:
    """Each style is read as itself more often than chance (a quarter). ``normal`` plays first
    where the others are furthest from its end, as ``end-case`` does, and the hoarder plays as
    ``normal`` wherever it holds nothing back, so those three are often read as one another."""
    right, seats = _readings(style)
    assert seats >= 12 and right > 0.25 * seats, (right, seats)


def test_with_the_true_hands_the_plays_name_their_style_far_more_often_than_chance() -> None:
    readings = [_readings(style) for style in MODEL_STYLES]
    right = sum(item[0] for item in readings)
    seats = sum(item[1] for item in readings)
    assert right >= 0.4 * seats, readings  # chance is a quarter


def test_a_play_no_style_explains_costs_a_bounded_factor() -> None:
    game = _mid_deal("end-case", 7, 24)
    sampler = _sampler(game)
    seat = sampler.seats[0]
    items = sampler._style_items[seat]
    hand = game.hands[seat] & FULL_PACK
    worst = sum(math.log(STYLE_FLOOR / len(options)) for _s, _h, _a, options, *_ in items)
    for value in style_log_likelihoods(items, hand):
        assert value >= worst - 1e-9


def test_the_memory_carries_a_deal_s_reading_into_the_next_deal() -> None:
    memory = StyleMemory()
    memory.start_deal("deal one")
    assert memory.prior(2) == PRIOR_SHARES
    memory.latest[2] = (0.05, 0.85, 0.05, 0.05)  # read as end-case
    memory.start_deal("deal one")  # the same deal: nothing moves yet
    assert memory.prior(2) == PRIOR_SHARES
    memory.start_deal("deal two")
    shares = memory.prior(2)
    assert math.isclose(sum(shares), 1.0)
    assert shares[1] > PRIOR_SHARES[1] and shares[0] < PRIOR_SHARES[0]
    assert min(shares) > 0  # no style is ever ruled out


def test_the_sampler_reads_shares_then_weighs_worlds_by_the_mixture() -> None:
    game = _mid_deal("hoarder", 11, 24)
    sampler = _sampler(game)
    rng = random.Random(3)
    assert sampler.shares is None
    worlds = [sampler.sample(rng) for _ in range(40)]
    assert sampler.shares is not None and set(sampler.shares) == set(sampler.seats)
    for shares in sampler.shares.values():
        assert math.isclose(sum(shares), 1.0)
    assert sampler.memory.latest  # the reading is kept for the next deal
    view = game.view(game.current_player)
    for world in worlds:  # still consistent deals of the hidden cards
        assert sum(len(hand) for hand in world.hands) == sum(
            size for seat, size in enumerate(view.hand_sizes) if seat != view.seat)


def test_expert_adapts_by_default_and_hard_does_not() -> None:
    assert ExpertBot(seed=1).adapt and not make_bot("hard", seed=1).adapt
    assert HardBot(seed=1, adapt=True).adapt


@pytest.mark.parametrize("case", range(6))
def test_an_adapting_search_plays_legal_moves_under_random_rules(case: int) -> None:
    rules = random_rules(random.Random(7700 + case)) if case else sevens.preset("douque")
    lineup = [HardBot(seed=seat, iterations=40, adapt=True) if seat == 0 else
              make_player(("end-case", "hoarder", "runner", "normal")[seat % 4], seed=seat)
              for seat in range(rules.players)]
    game = sevens.Game(rules, seed=case)
    play_deal(game, lineup)
    assert game.over


def test_the_bot_remembers_styles_across_the_deals_of_a_match() -> None:
    rules = sevens.preset("sevens")
    expert = ExpertBot(seed=2, iterations=60)
    for deal in range(2):
        game = sevens.Game(rules, seed=50 + deal)
        lineup = [expert, *(make_player("hoarder", seed=seat) for seat in range(1, 4))]
        play_deal(game, lineup)
    expert.style_memory.start_deal("a third deal")
    remembered = [expert.style_memory.prior(seat) for seat in range(1, 4)]
    assert any(shares != PRIOR_SHARES for shares in remembered)
