"""The learned card model (issue 48): its candidates respect what the view proves, its
probabilities are distributions, the sampler's tilt moves cards where it says and keeps every
world consistent, and the lab's records are reproducible with one true holder a card."""

from __future__ import annotations

import math
import random

import pytest

import sevens
from sevens.bots.card_model import (
    CARD_FEATURES,
    CardModel,
    card_features,
    model_for_rules,
)
from sevens.bots.card_weights import CARD_WEIGHTS
from sevens.bots.hard import HardBot
from sevens.bots.inference import ModelSampler, world_sampler
from sevens.bots.knowledge import read_view
from sevens.bots.sampler import Sampler

ONE_PACK = [key for key, rules in sevens.PRESETS.items() if rules.decks == 1]


def positions(preset: str, deals: int = 3):
    """Views of the seat to move along random deals of ``preset``, with the true game."""
    rules = sevens.preset(preset)
    for deal in range(deals):
        rng = random.Random(deal)
        game = sevens.Game(rules, seed=deal, dealer=deal % rules.players)
        while not game.over:
            seat = game.current_player
            yield game, game.view(seat)
            game.apply(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("preset", ONE_PACK)
def test_candidates_never_include_a_seat_proven_void_or_the_viewer(preset: str) -> None:
    checked = 0
    for game, view in positions(preset):
        knowledge = read_view(view)
        for index, rows in card_features(view, knowledge).items():
            seats = [seat for seat, _ in rows]
            assert view.seat not in seats
            assert len(seats) >= 2
            for seat, features in rows:
                assert len(features) == len(CARD_FEATURES)
                if knowledge.weak_count[seat] == 0 and not knowledge.covered_counts[seat]:
                    assert not knowledge.strict_void[seat] >> index & 1
            # the true holder is always among the candidates
            holders = [seat for seat in range(game.players)
                       if (game.hands[seat] | game.covered[seat]) >> index & 1]
            assert holders and holders[0] in seats
            checked += 1
    assert checked > 100


def test_probabilities_are_distributions_and_weights_fit_the_features() -> None:
    for weights in CARD_WEIGHTS.values():
        assert len(weights) == len(CARD_FEATURES)
    model = model_for_rules(sevens.preset("sevens"))
    assert model is not None
    for _, view in positions("sevens", 1):
        for spread in model.probabilities(card_features(view, read_view(view))).values():
            assert sum(spread.values()) == pytest.approx(1.0)
            assert all(0.0 < share < 1.0 for share in spread.values())
    assert model_for_rules(sevens.preset("family", decks=2, players=8)) is None


def test_a_strong_tilt_puts_a_card_with_its_seat_and_worlds_stay_consistent() -> None:
    game, view = next((game, view) for game, view in positions("sevens", 1)
                      if len(view.events) > 20)
    knowledge = read_view(view)
    sampler = Sampler(knowledge)
    candidates = card_features(view, knowledge, sampler)
    card, rows = next(iter(candidates.items()))
    favourite = rows[-1][0]
    sampler.tilts = {card: {seat: (1e6 if seat == favourite else 1.0) for seat, _ in rows}}
    rng = random.Random(1)
    landed = 0
    for _ in range(200):
        world = sampler.sample(rng)
        assert not world.relaxed
        for seat in range(game.players):
            if seat == view.seat:
                continue
            assert len(world.hands[seat]) == view.hand_sizes[seat]
            assert not any(knowledge.strict_void[seat] >> index & 1
                           for index in world.hands[seat])
        landed += card in world.hands[favourite]
    plain = Sampler(knowledge)
    plain_landed = sum(card in plain.sample(rng).hands[favourite] for _ in range(200))
    assert landed >= 190
    assert plain_landed < 190


def test_the_search_deals_with_the_tilt_only_when_asked() -> None:
    _, view = next((game, view) for game, view in positions("douque", 1)
                   if len(view.events) > 20)
    knowledge = read_view(view)
    assert world_sampler(knowledge, view, 3).tilts is None
    assert world_sampler(knowledge, view, 3, "tilt").tilts
    assert world_sampler(knowledge, view, 3, "only").tilts
    with pytest.raises(ValueError):
        HardBot(card_model="sideways")
    bot = HardBot(seed=1, iterations=30, card_model="tilt")
    assert bot.choose(view) in view.legal_moves


def test_the_weight_a_tilted_world_carries_undoes_the_tilt() -> None:
    """Worlds dealt with a strong tilt, each weighed by exp(log_weight), hold the card where
    the untilted sampler puts it, not where the tilt does (importance sampling); a pile bias
    (Douque) is kept in both."""
    _, view = next((game, view) for game, view in positions("douque", 1)
                   if len(view.events) > 24)
    knowledge = read_view(view)
    sampler = Sampler(knowledge, 0.4)
    card, rows = next(iter(card_features(view, knowledge, sampler).items()))
    favourite = rows[-1][0]

    def share(tilts: dict[int, dict[int, float]] | None, undo: bool) -> float:
        sampler.tilts = tilts
        rng = random.Random(7)
        total = held = 0.0
        for _ in range(6000):
            world = sampler.sample(rng)
            if tilts is None:
                assert world.log_weight == 0.0
            weight = math.exp(world.log_weight) if undo else 1.0
            total += weight
            held += weight * (card in world.hands[favourite] or card in world.covered[favourite])
        return held / total

    tilt = {card: {seat: (20.0 if seat == favourite else 1.0) for seat, _ in rows}}
    plain, tilted, undone = share(None, False), share(tilt, False), share(tilt, True)
    assert tilted > plain + 0.3
    assert undone == pytest.approx(plain, abs=0.04)


def test_the_proposal_mode_weighs_the_tilt_out_and_plays() -> None:
    _, view = next((game, view) for game, view in positions("sevens", 1)
                   if len(view.events) > 20)
    knowledge = read_view(view)
    proposing = world_sampler(knowledge, view, 3, "proposal")
    assert isinstance(proposing, ModelSampler)
    assert proposing.tilts and proposing.undo_tilts
    tilting = world_sampler(knowledge, view, 3, "tilt")
    assert isinstance(tilting, ModelSampler) and not tilting.undo_tilts
    # no plays to weigh yet: nothing could undo the tilt, so none is dealt
    first = sevens.Game(sevens.preset("sevens"), seed=2, dealer=0)
    opening = first.view(first.current_player)
    assert world_sampler(read_view(opening), opening, 3, "proposal").tilts is None
    bot = HardBot(seed=1, iterations=30, card_model="proposal")
    assert bot.choose(view) in view.legal_moves


def test_the_model_scores_by_its_weights() -> None:
    model = CardModel(tuple([1.0] + [0.0] * (len(CARD_FEATURES) - 1)))
    rows = [(1, tuple([0.0] * len(CARD_FEATURES))),
            (2, tuple([1.0] + [0.0] * (len(CARD_FEATURES) - 1)))]
    spread = model.probabilities({5: rows})[5]
    assert spread[2] / spread[1] == pytest.approx(2.718281828, rel=1e-6)
    with pytest.raises(ValueError):
        CardModel((1.0,))


def test_the_web_build_ships_the_weights_and_not_the_training_code() -> None:
    from sevens.tools.web_staging import staged_files

    shipped = {item.archive_path for item in staged_files()}
    assert "sevens/bots/card_model.py" in shipped
    assert "sevens/bots/card_weights.py" in shipped
    assert not any(path.startswith("sevens/tools/") for path in shipped)
