"""The hard bot's determinizations agree with the view, and a rebuilt world is the real deal
when given the real hidden cards."""

from __future__ import annotations

import random

import pytest
from helpers import random_rules

import sevens
from sevens.bots.knowledge import read_view
from sevens.bots.sampler import Sampler, World
from sevens.bots.worlds import FastWorlds, clone_state, fill_world, known_slots, skeleton_game
from sevens.cards import FULL_PACK, iter_indices
from sevens.events import CardCovered, CardGiven, Passed
from sevens.fastloop import FastState, play_out, spec_for, supports

PRESETS = list(sevens.PRESETS.values())



def position(case: int) -> sevens.Game | None:
    """A deal in progress: a preset for the first cases, then random house rules."""
    rng = random.Random(case)
    rules = PRESETS[case % len(PRESETS)] if case < 70 else random_rules(rng)
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    for _ in range(rng.randrange(0, 70)):
        if game.over:
            return None
        game.apply(rng.choice(game.legal_moves()))
    return None if game.over else game


def indices(mask: int) -> list[int]:
    return list(iter_indices(mask & FULL_PACK)) + list(iter_indices(mask >> 52))


def true_world(game: sevens.Game) -> World:
    return World([indices(hand) for hand in game.hands],
                 [indices(covered) for covered in game.covered])


def received_a_card(game: sevens.Game, other: int) -> bool:
    """Cards handed over after a pass are exempt from the voids it proved."""
    return any(isinstance(event, CardGiven) and event.receiver == other
               for event in game.events)


@pytest.mark.parametrize("pile_bias", [0.0, 0.6])
@pytest.mark.parametrize("case", range(160))
def test_sampled_worlds_agree_with_the_view(case: int, pile_bias: float) -> None:
    """Also when covered piles are tilted towards cheap cards."""
    game = position(case)
    if game is None:
        return
    seat = game.current_player
    view = game.view(seat)
    knowledge = read_view(view)
    sampler = Sampler(knowledge, pile_bias)
    assert sampler.consistent
    rng = random.Random(case)
    for _ in range(4):
        world = sampler.sample(rng)
        assert not world.relaxed
        assert world.hands[seat] == [] and world.covered[seat] == []
        hidden = []
        for other in range(game.players):
            if other == seat:
                continue
            assert len(world.hands[other]) == view.hand_sizes[other]
            assert len(world.covered[other]) == view.covered_counts[other]
            hidden += world.hands[other] + world.covered[other]
            if received_a_card(game, other):
                continue
            held = sum(1 << index for index in world.hands[other])
            first_cover = None
            for event in view.events:
                if isinstance(event, Passed) and event.seat == other and event.proves_void:
                    assert not held & event.blocked.mask, "a forced pass proves a void"
                if (isinstance(event, CardCovered) and event.seat == other
                        and first_cover is None):
                    first_cover = event.blocked.mask
                    assert not held & first_cover, "a cover proves a void"
            if first_cover is not None:
                covered = sum(1 << index for index in world.covered[other])
                assert not covered & first_cover
        # the hidden cards are exactly those the seat cannot see
        truth = sorted(index for other in range(game.players) if other != seat
                       for index in indices(game.hands[other]) + indices(game.covered[other]))
        assert sorted(hidden) == truth


def test_tilted_piles_hold_cheaper_cards() -> None:
    """With a pile bias the covered piles hold cheaper cards on average, and the hands the
    dearer ones; without it a pile card is as dear as any hidden card."""
    means = {}
    for bias in (0.0, 0.5):
        pile_values, hidden_values = [], []
        for case in range(40):
            game = sevens.Game(sevens.preset("douque"), seed=case, dealer=case % 4)
            rng = random.Random(case)
            while not game.over and sum(game.covered_counts) < 4:
                game.apply(rng.choice(game.legal_moves()))
            if game.over:
                continue
            seat = game.current_player
            sampler = Sampler(read_view(game.view(seat)), bias)
            for _ in range(20):
                world = sampler.sample(rng)
                for other in range(4):
                    if other != seat:
                        pile_values += [card % 13 + 1 for card in world.covered[other]]
                        hidden_values += [card % 13 + 1 for card in world.hands[other]]
        means[bias] = (sum(pile_values) / len(pile_values),
                       sum(hidden_values) / len(hidden_values))
    plain_pile, plain_hand = means[0.0]
    tilted_pile, tilted_hand = means[0.5]
    assert abs(plain_pile - plain_hand) < 1.0
    assert tilted_pile < plain_pile - 1.5
    assert tilted_hand > plain_hand


@pytest.mark.parametrize("case", range(160))
def test_a_rebuilt_world_is_the_real_deal(case: int) -> None:
    game = position(case)
    if game is None:
        return
    rng = random.Random(case)
    seat = game.current_player
    view = game.view(seat)
    knowledge = read_view(view)
    rebuilt = skeleton_game(view, knowledge)
    fill_world(rebuilt, true_world(game), seat)
    for name, value in game.__dict__.items():
        if name in ("moves", "seed", "_initial_hands", "_initial_leftovers", "events"):
            continue
        assert getattr(rebuilt, name) == value, name
    assert rebuilt.legal_moves() == game.legal_moves()
    if supports(game.rules) and game.pending_give is None:
        expected = FastState.from_game(game)
        worlds = FastWorlds(skeleton_game(view, knowledge), seat, Sampler(knowledge).sample(rng))
        move = rng.choice(game.legal_moves())
        template = worlds.after(move)
        if isinstance(template, sevens.Game):
            return
        state = worlds.state(template, true_world(game))
        game.push(move)
        if game.over:
            return
        expected = FastState.from_game(game)
        for name in FastState.__slots__:
            assert getattr(state, name) == getattr(expected, name), name
        spec = spec_for(game.rules)
        assert (play_out(state, spec, random.Random(1).random)
                == play_out(expected, spec, random.Random(1).random))


def test_clone_state_copies_every_slot() -> None:
    assert known_slots() == set(FastState.__slots__)
    game = sevens.Game(sevens.preset("douque"), seed=2)
    state = FastState.from_game(game)
    copy = clone_state(state)
    for name in FastState.__slots__:
        assert getattr(copy, name) == getattr(state, name)
    copy.hands[0] = 0
    assert state.hands[0] != 0
