"""The opponent model: the public replay sees the table as it was, the model prefers hands
that explain the plays, worlds it picks stay consistent, and the fit recovers known weights."""

from __future__ import annotations

import math
import random

import pytest
from helpers import random_rules
from test_bots_sampler import true_world

import sevens
from sevens.bots import HardBot, make_bot
from sevens.bots.inference import (
    MODEL_FLOOR,
    MODEL_WEIGHTS,
    HeuristicModel,
    ModelSampler,
    PlayModel,
    model_for,
    supports_model,
    world_sampler,
)
from sevens.bots.knowledge import read_view
from sevens.bots.public_plays import FEATURES, Choice, Geometry, pile_order, racing, read_choices
from sevens.bots.sampler import Sampler
from sevens.cards import FULL_PACK, Card, mask_of
from sevens.events import CardCovered, CardPlayed
from sevens.tools.fit_model import features, fit, held_at_plays, record

PRESETS = list(sevens.PRESETS.values())

#: A play model shaped like normal's one-pack play (frees its own cards, releases few to the
#: others, releases cheap cards in Douque), for tests of the model's workings; the fitted
#: weights (:data:`MODEL_WEIGHTS`) are for two packs.
ONE_PACK_WEIGHTS = (3.0, 2.0, 3.0, -0.2, -0.8, 2.5, 0.1, 0.2, -0.5)


def index(text: str) -> int:
    return Card.parse(text).index


def test_geometry_of_a_row_started_at_the_seven() -> None:
    geometry = Geometry(sevens.preset("sevens"), 6)
    assert geometry.beyond[index("8S")] == mask_of(["9S", "TS", "JS", "QS", "KS"])
    assert geometry.beyond[index("6H")] == mask_of(["AH", "2H", "3H", "4H", "5H"])
    assert geometry.following[index("8S")] == mask_of(["9S"])
    assert geometry.following[index("2D")] == mask_of(["AD"])
    assert geometry.beyond[index("7C")].bit_count() == 12  # a seven leads to its whole suit
    assert geometry.following[index("7C")] == mask_of(["6C", "8C"])
    assert geometry.outward[index("8S")] == (tuple(1 << index(card)
                                                   for card in ("9S", "TS", "JS", "QS", "KS")),)
    assert geometry.beyond[index("KS")] == geometry.beyond[index("AS")] == 0
    assert [geometry.span[index(card)] for card in ("8S", "6S", "KS")] == [5, 5, 0]


def test_geometry_with_aces_high() -> None:
    geometry = Geometry(sevens.preset("fan-tan"), 6)  # ace high
    assert geometry.beyond[index("KS")] == mask_of(["AS"])
    assert geometry.beyond[index("2S")] == 0
    assert geometry.following[index("QS")] == mask_of(["KS"])


@pytest.mark.parametrize("case", range(40))
def test_the_replay_sees_the_table_as_it_was(case: int) -> None:
    """Every recorded choice carries the cards that really fitted when it was made, and the
    cards its player played afterwards; the viewer's own plays are not recorded."""
    rng = random.Random(case)
    rules = PRESETS[case % len(PRESETS)] if case < 21 else random_rules(rng)
    assert supports_model(rules)
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    seat = case % rules.players
    fitted: list[tuple[int, int, int]] = []  # seat, card, open cards before the play
    later_plays: list[tuple[int, int, int]] = []
    while not game.over and len(game.events) < 60 + case:
        before = game.playable
        events = game.apply(rng.choice(game.legal_moves()))
        for event in events:
            if isinstance(event, CardPlayed) and not event.from_leftover:
                later_plays.append((len(fitted), event.seat, event.card.index))
                fitted.append((event.seat, event.card.index, before))
    choices, geometries = read_choices(game.view(seat))
    expected = [(who, card, before) for who, card, before in fitted if who != seat]
    assert [(choice.seat, choice.card, choice.open_cards) for choice in choices] == expected
    others = [number for number, (who, _, _) in enumerate(fitted) if who != seat]
    for choice, number in zip(choices, others, strict=True):
        afterwards = 0
        for when, who, card in later_plays:
            if when > number and who == choice.seat:
                afterwards |= 1 << card
        if game.out[choice.seat] or rules.when_stuck == "receive" or rules.decks == 2:
            # plus the cards it laid when out, or handed over; less what it was handed
            assert choice.later | choice.arrived | afterwards == choice.later | choice.arrived
        else:
            assert choice.later == afterwards
        assert 0 <= choice.position < len(geometries)


def test_the_model_prefers_a_hand_that_explains_the_play() -> None:
    """A player who played the 8♠ while the 6♥ also fitted: holding more spades above the 8
    explains it better than holding hearts below the 6."""
    rules = sevens.preset("sevens")
    geometry = Geometry(rules, 6)
    model = PlayModel(ONE_PACK_WEIGHTS)
    choice = Choice(1, index("8S"), mask_of(["8S", "6H", "6S", "8H"]), 0, 0)
    spades = [0, mask_of(["9S", "TS", "JS", "6H"]), 0, 0]
    hearts = [0, mask_of(["6H", "5H", "4H", "3H"]), 0, 0]
    assert (model.log_likelihood([choice], spades, [geometry])
            > model.log_likelihood([choice], hearts, [geometry]))
    lone = [0, mask_of(["2C"]), 0, 0]  # no other card fitted: the play says nothing
    assert model.log_likelihood([choice], lone, [geometry]) == 0.0
    assert PlayModel((0.0,) * len(FEATURES)).log_likelihood([choice], spades, [geometry]) == (
        pytest.approx(-math.log(2)))


def test_the_floor_bounds_what_an_unexpected_play_costs() -> None:
    """A player who kept the 7♥ and played the 8♠ instead: a model sure that sevens are
    played at once rules the hand out without a floor, and costs it a bounded factor with
    one; two-pack hard reads the plays with the floor."""
    geometry = Geometry(sevens.preset("sevens"), 6)
    sure = (0.0, 0.0, 30.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)  # plays a seven whenever it can
    choice = Choice(1, index("8S"), mask_of(["8S", "7H"]), 0, 0)
    hands = [0, mask_of(["7H"]), 0, 0]
    assert PlayModel(sure).log_likelihood([choice], hands, [geometry]) < -29
    floored = PlayModel(sure, floor=0.05).log_likelihood([choice], hands, [geometry])
    assert floored == pytest.approx(math.log(0.05 / 2), abs=1e-6)
    model = model_for(sevens.preset("family").replace(players=8, decks=2))
    assert isinstance(model, PlayModel) and model.floor == MODEL_FLOOR > 0
    with pytest.raises(ValueError):
        PlayModel(sure, floor=1.0)


@pytest.mark.parametrize("case", range(30))
def test_resampled_worlds_stay_consistent(case: int) -> None:
    rng = random.Random(case)
    rules = PRESETS[case % len(PRESETS)]
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    bots = [make_bot("normal", seed=case + seat) for seat in range(rules.players)]
    for _ in range(10 + case):
        if game.over:
            return
        game.apply(bots[game.current_player].choose(game.view(game.current_player)))
    if game.over:
        return
    seat = game.current_player
    view = game.view(seat)
    knowledge = read_view(view)
    sampler = world_sampler(knowledge, view, 8)
    assert isinstance(sampler, ModelSampler)
    plain = Sampler(knowledge)
    truth = true_world(game)
    for _ in range(20):
        world = sampler.sample(rng)
        assert not world.relaxed
        for other in range(rules.players):
            if other == seat:
                continue
            assert len(world.hands[other]) == len(truth.hands[other])
            assert len(world.covered[other]) == len(truth.covered[other])
            held = 0
            for card in world.hands[other]:
                held |= 1 << card
            assert not held & knowledge.strict_void[other]
        assert sorted(sum(world.hands, []) + sum(world.covered, [])) == sorted(plain.pool + [
            card for cards in plain.forced for card in cards])


def sampled_worlds(view: sevens.View, proposals: int, count: int, seed: int) -> list:
    """``count`` worlds from the search's sampler for ``view``."""
    sampler = world_sampler(read_view(view), view, proposals)
    rng = random.Random(seed)
    return [sampler.sample(rng) for _ in range(count)]


def test_the_model_sharpens_the_guess_at_the_hidden_cards() -> None:
    """Against normal players, worlds picked by the model put more hidden cards with their
    true holders than plain consistent worlds do."""
    rules = sevens.preset("sevens")
    hits = {1: 0, 8: 0}
    for case in range(12):
        game = sevens.Game(rules, seed=100 + case, dealer=case % 4)
        bots = [make_bot("normal", seed=case + seat) for seat in range(4)]
        while not game.over and len(game.events) < 40:
            game.apply(bots[game.current_player].choose(game.view(game.current_player)))
        if game.over:
            continue
        seat = game.current_player
        view = game.view(seat)
        for proposals in hits:
            for world in sampled_worlds(view, proposals, 60, case):
                for other in range(4):
                    if other != seat:
                        hits[proposals] += sum(game.hands[other] >> card & 1
                                               for card in world.hands[other])
    assert hits[8] > hits[1] * 1.05


def test_the_model_applies_to_every_rule_set() -> None:
    assert isinstance(model_for(sevens.preset("sevens").replace(decks=2, players=8)), PlayModel)
    for rules in PRESETS:
        assert isinstance(model_for(rules), HeuristicModel)
    with pytest.raises(ValueError):
        HeuristicModel(sevens.preset("sevens"), temperature=0.0)
    with pytest.raises(ValueError):
        HeuristicModel(sevens.preset("sevens"), floor=1.0)
    assert model_for(sevens.preset("sevens").replace(when_stuck="receive")) is not None
    for rules in PRESETS:
        assert model_for(rules) is not None, rules.name


def test_the_fit_recovers_known_weights() -> None:
    """Decisions drawn from a known model are fitted back to roughly its weights."""
    truth = (1.5, 1.0, -0.5, -0.3, -0.4, 0.0, 0.0, -0.5, 0.3)  # no race in these decisions
    rules = sevens.preset("sevens")
    geometry = Geometry(rules, 6)
    rng = random.Random(3)
    decisions = []
    deck = list(range(52))
    while len(decisions) < 3000:
        playable = 0
        for suit in range(4):  # an unopened suit, or a row from low to high
            if rng.random() < 0.5:
                playable |= 1 << (suit * 13 + 6)
                continue
            low, high = rng.randrange(0, 7), rng.randrange(6, 13)
            playable |= (1 << (suit * 13 + low - 1) if low else 0)
            playable |= (1 << (suit * 13 + high + 1) if high < 12 else 0)
        rng.shuffle(deck)
        hand = sum(1 << card for card in deck[:13])
        options = features(hand, playable, geometry)
        if len(options) < 2:
            continue
        order = sorted(options)
        scores = [sum(w * x for w, x in zip(truth, options[card], strict=True))
                  for card in order]
        weights = [math.exp(score) for score in scores]
        pick = rng.random() * sum(weights)
        chosen = 0
        while pick >= weights[chosen]:
            pick -= weights[chosen]
            chosen += 1
        decisions.append(([options[card] for card in order], chosen))
    fitted, mean = fit(decisions)
    for value, expected in zip(fitted, truth, strict=True):
        assert value == pytest.approx(expected, abs=0.35)
    assert mean > -math.log(2)


def test_recording_reads_real_decisions() -> None:
    decisions = record(sevens.preset("sevens"), ["normal"] * 4, 3, seed=1)
    assert decisions
    for options, chosen in decisions:
        assert len(options) >= 2 and 0 <= chosen < len(options)
        assert all(len(option) == len(FEATURES) for option in options)


def two_pack_deal(seed: int, **options: object) -> tuple[sevens.Game, list[list[int]]]:
    """A finished eight-player two-pack deal between normal players, and each seat's hand
    (card kinds) before every event."""
    rules = sevens.preset("family").replace(players=8, decks=2, **options)
    game = sevens.Game(rules, seed=seed, dealer=seed % 8)
    bots = [make_bot("normal", seed=seed + seat) for seat in range(8)]
    held = [[hand & FULL_PACK for hand in game.hands]] * len(game.events)  # the deal's events
    while not game.over:
        held.append([hand & FULL_PACK for hand in game.hands])
        events = game.apply(bots[game.current_player].choose(game.view(game.current_player)))
        held.extend([held[-1]] * (len(events) - 1))
    return game, held


@pytest.mark.parametrize("options", [{}, {"build": "six-and-eight-first"},
                                     {"when_stuck": "cover"}, {"when_stuck": "receive"},
                                     {"start": "all-sevens", "free_passes": 1,
                                      "pass_limit_out": True}])
def test_two_pack_plays_are_read_with_the_hand_held_then(options: dict[str, object]) -> None:
    """With two packs the fit reads each play as the sampler does, from the finished deal,
    with the card kinds its player truly held then, from the deal replayed."""
    for seed in range(2):
        game, held = two_pack_deal(seed, **options)
        plays = [(number, event.seat) for number, event in enumerate(game.events)
                 if isinstance(event, CardPlayed) and event.seat != 0 and not event.from_leftover]
        choices, _, hands = held_at_plays(game, 0)
        assert len(choices) == len(plays) > 20
        for choice, hand, (number, seat) in zip(choices, hands, plays, strict=True):
            assert choice.seat == seat
            assert hand == held[number][seat]
            assert hand >> choice.card & 1


@pytest.mark.parametrize("name", ["sevens", "fan-tan", "badam-satti", "family"])
def test_the_two_pack_model_explains_two_pack_play(name: str) -> None:
    """On fresh two-pack deals between normal players the fitted model gives the plays made
    a higher likelihood than picking among the fitting cards at random."""
    rules = sevens.preset(name)
    decisions = []
    for number, build in enumerate(("plain", "six-and-eight-first")):
        decisions += record(rules.replace(players=8, decks=2, build=build), ["normal"] * 8, 2,
                            seed=900 + number)
    assert len(decisions) > 100
    weights = MODEL_WEIGHTS[rules.scoring]
    model = 0.0
    for options, chosen in decisions:
        scores = [sum(w * x for w, x in zip(weights, option, strict=True)) for option in options]
        top = max(scores)
        model += scores[chosen] - top - math.log(sum(math.exp(score - top) for score in scores))
    uniform = -sum(math.log(len(options)) for options, _ in decisions)
    assert model > uniform + 0.3 * len(decisions)  # at least 0.3 nats a decision better


def test_hard_checks_its_proposals() -> None:
    with pytest.raises(ValueError):
        HardBot(proposals=0)
    view = sevens.Game(sevens.preset("sevens"), seed=4).view(0)
    bot = HardBot(seed=1, iterations=40, proposals=1)
    if view.to_move:
        assert bot.choose(view) in view.legal_moves


@pytest.mark.parametrize("case", range(12))
def test_the_fast_likelihood_agrees_with_the_feature_scores(case: int) -> None:
    """The compiled path (used thousands of times a decision) scores exactly as the plain
    feature vectors the model was fitted on."""
    rules = PRESETS[case % len(PRESETS)]
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    bots = [make_bot("normal", seed=case + seat) for seat in range(rules.players)]
    while not game.over and len(game.events) < 30 + 2 * case:
        game.apply(bots[game.current_player].choose(game.view(game.current_player)))
    seat = case % rules.players
    view = game.view(seat)
    choices, geometries = read_choices(view)
    assert choices
    model = PlayModel(ONE_PACK_WEIGHTS)
    rng = random.Random(case)
    hands = [hand if other != seat else 0 for other, hand in enumerate(game.hands)]
    for _ in range(3):
        expected = 0.0
        for choice in choices:
            hand = (hands[choice.seat] & ~choice.arrived) | choice.later | (1 << choice.card)
            scores = model.scores(hand, choice.open_cards, geometries[choice.position],
                                  choice.race)
            if len(scores) < 2:
                continue
            top = max(scores.values())
            expected += scores[choice.card] - top - math.log(
                sum(math.exp(value - top) for value in scores.values()))
        assert model.log_likelihood(choices, hands, geometries) == pytest.approx(expected)
        hands = [hand ^ (1 << rng.randrange(52)) if other != seat else 0
                 for other, hand in enumerate(hands)]


def test_the_fit_command_prints_the_weights(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from sevens.tools.fit_model import main

    main(["--rules", "sevens,douque", "--deals", "2", "--seed", "3"])
    report = json.loads(capsys.readouterr().out)
    assert set(report["weights"]) == set(FEATURES)
    assert report["decisions"] > 0
    assert report["mean_log_likelihood"] > report["uniform_log_likelihood"]
    assert not report["two_packs"]
    main(["--rules", "family", "--two-packs", "--deals", "1", "--seed", "3"])
    report = json.loads(capsys.readouterr().out)
    assert report["two_packs"] and report["decisions"] > 50  # eight players, three builds
    assert report["mean_log_likelihood"] > report["uniform_log_likelihood"]


def test_a_pile_is_assumed_covered_from_the_cheapest_card_up() -> None:
    order, held = pile_order([index("QS"), index("2H"), index("9C")])
    assert order == [index("2H"), index("9C"), index("QS")]
    assert held == [mask_of(["2H", "9C", "QS"]), mask_of(["9C", "QS"]), mask_of(["QS"]), 0]
    assert pile_order([]) == ([], [0])


def douque_position(case: int, least_covers: int = 2) -> sevens.Game | None:
    """A Douque deal between normal players, stopped once some seat has covered cards."""
    game = sevens.Game(sevens.preset("douque"), seed=300 + case, dealer=case % 4)
    bots = [make_bot("normal", seed=case + seat) for seat in range(4)]
    stop = random.Random(case).randrange(30, 45)
    while not game.over and len(game.events) < stop:
        game.apply(bots[game.current_player].choose(game.view(game.current_player)))
    if game.over:
        return None
    seat = game.current_player
    covered = sum(game.covered_counts) - game.covered_counts[seat]
    return game if covered >= least_covers else None


def test_the_replay_counts_the_covers_before_each_play() -> None:
    seen = 0
    for case in range(20):
        game = douque_position(case, least_covers=1)
        if game is None:
            continue
        seat = game.current_player
        choices, _ = read_choices(game.view(seat))
        plays = [number for number, event in enumerate(game.events)
                 if isinstance(event, CardPlayed) and event.seat != seat]
        assert len(plays) == len(choices)
        for choice, number in zip(choices, plays, strict=True):
            before = sum(1 for event in game.events[:number]
                         if isinstance(event, CardCovered) and event.seat == choice.seat)
            assert choice.covers_before == before
            seen += before
    assert seen > 10


def test_a_play_reads_the_cards_covered_later_as_held() -> None:
    """A player who covered the 2♥ after playing the 8♠ over the 6♥ still held it then: with
    the pile known, the hand that explains the play includes it."""
    geometry = Geometry(sevens.preset("douque"), 6)
    model = PlayModel(ONE_PACK_WEIGHTS)
    choice = Choice(1, index("8S"), mask_of(["8S", "6H"]), 0, 0, covers_before=0)
    compiled = model.compile([choice], [geometry])
    hands = [0, mask_of(["6H"]), 0, 0]
    without = model.compiled_log_likelihood(compiled, hands)
    _, held = pile_order([index("5H")])  # the 5♥ beyond the 6♥, covered afterwards
    with_pile = model.compiled_log_likelihood(compiled, hands, [[0], held, [0], [0]])
    assert with_pile != without
    # covered before the play: it was no longer in the hand
    before = model.compile([Choice(1, index("8S"), mask_of(["8S", "6H"]), 0, 0,
                                   covers_before=1)], [geometry])
    assert model.compiled_log_likelihood(before, hands, [[0], held, [0], [0]]) == without


def test_the_remembered_likelihood_is_the_computed_one() -> None:
    for case in range(12):
        game = douque_position(case) if case % 2 else None
        if game is None:
            game = sevens.Game(sevens.preset("sevens"), seed=case, dealer=case % 4)
            bots = [make_bot("normal", seed=case + seat) for seat in range(4)]
            while not game.over and len(game.events) < 35:
                game.apply(bots[game.current_player].choose(game.view(game.current_player)))
            if game.over:
                continue
        view = game.view(game.current_player)
        sampler = world_sampler(read_view(view), view, 3)
        assert isinstance(sampler, ModelSampler)
        rng = random.Random(case)
        for _ in range(30):
            world = sampler.sample(rng)
            hands = [sum(1 << card for card in cards) for cards in world.hands]
            held = [pile_order(cards)[1] for cards in world.covered]
            direct = sampler.model.compiled_log_likelihood(sampler.compiled, hands, held)
            assert sampler.log_likelihood(world) == pytest.approx(direct)
            assert sampler.log_likelihood(world) == pytest.approx(direct)  # remembered


def test_the_model_sharpens_the_guess_at_the_piles() -> None:
    """Against normal players in Douque, the worlds the model picks (piles tilted towards
    cheap cards) put covered piles closer to their true values than plain consistent worlds
    do."""
    rules = sevens.preset("douque")
    error = {1: 0.0, 3: 0.0}
    for case in range(16):
        game = douque_position(case)
        if game is None:
            continue
        seat = game.current_player
        view = game.view(seat)
        for proposals in error:
            for world in sampled_worlds(view, proposals, 48, case):
                for other in range(rules.players):
                    if other == seat:
                        continue
                    true = sum(card % 13 + 1 for card in range(52)
                               if game.covered[other] >> card & 1)
                    error[proposals] += abs(sum(card % 13 + 1 for card in world.covered[other])
                                            - true)
    assert error[1] > 0
    assert error[3] < error[1] * 0.85


@pytest.mark.parametrize("name", ["douque", "sevens", "badam-satti", "shichinarabe", "family",
                                  "fan-tan", "domino"])
def test_the_heuristic_model_scores_as_normal_judges(name: str) -> None:
    """At every play ``normal`` makes with a choice, the heuristic model (temperature 1, no
    floor), given the true hands and piles, gives the played card exactly the softmax share of
    ``normal``'s own scores: the model reads the others' plays with normal's judgement."""
    from sevens.bots.heuristic import Situation, judge
    from sevens.moves import PLAY

    rules = sevens.preset(name)
    model = HeuristicModel(rules, temperature=1.0, floor=0.0)
    checked = 0
    for case in range(4):
        game = sevens.Game(rules, seed=700 + case, dealer=case % rules.players)
        bots = [make_bot("normal", seed=case + seat) for seat in range(rules.players)]
        covered = [0] * rules.players
        while not game.over:
            seat = game.current_player
            view = game.view(seat)
            move = bots[seat].choose(view)
            hand = game.hands[seat] & FULL_PACK
            if (move.kind == PLAY and game.tables is not None
                    and (hand & game.playable).bit_count() >= 2):
                situation = Situation(view)
                scores = {option.card.index: judge(situation, option).score
                          for option in view.legal_moves if option.kind == PLAY}
                geometry = Geometry(rules, game.tables.start_position)
                sizes = [0 if game.out[other] else game.hands[other].bit_count()
                         for other in range(game.players)]
                public = game.laid & FULL_PACK
                for card in view.leftovers:
                    public |= 1 << card.index
                choice = Choice(seat, move.card.index, game.playable, 0, 0, 0,
                                racing(sizes, seat), covered[seat].bit_count(),
                                game.table_mask(), public)
                # every cover made already: a pile's held-back list is its cards, then none
                held = [[pile] + [0] * pile.bit_count() for pile in covered]
                got = model.compiled_log_likelihood(model.compile([choice], [geometry]),
                                                    [hand & FULL_PACK for hand in game.hands],
                                                    held)
                top = max(scores.values())
                expected = scores[move.card.index] - top - math.log(
                    sum(math.exp(value - top) for value in scores.values()))
                assert got == pytest.approx(expected, abs=1e-9)
                checked += 1
            for event in game.apply(move):
                if isinstance(event, CardCovered) and event.card is not None:
                    covered[event.seat] |= 1 << event.card.index
    assert checked > 20


def test_the_replay_records_the_face_up_cards_off_the_rows() -> None:
    """Cards laid out by a player put out wait off the rows, face up: the replay records them
    with each later play (they extend a run the others could play without counting in it)."""
    rules = sevens.preset("shichinarabe")
    for case in range(20):
        game = sevens.Game(rules, seed=case, dealer=case % rules.players)
        bots = [make_bot("normal", seed=case + seat) for seat in range(rules.players)]
        expected = []
        while not game.over:
            seat = game.current_player
            move = bots[seat].choose(game.view(seat))
            laid, table = game.laid & FULL_PACK, game.table_mask()
            for event in game.apply(move):
                if isinstance(event, CardPlayed) and event.seat != 0:
                    expected.append((event.card.index, table, laid))
        choices, _ = read_choices(game.view(0))
        assert [(choice.card, choice.table, choice.public) for choice in choices] == expected
        if any(public for _, _, public in expected):
            return
    raise AssertionError("no deal had cards laid out")


def test_the_heuristic_model_leaves_a_domino_lead_alone() -> None:
    """A Domino lead picks the rank every row starts at, judged on other grounds than a
    play: the model skips it, and still reads the plays after it."""
    rules = sevens.preset("domino")
    game = sevens.Game(rules, seed=4, dealer=0)
    bots = [make_bot("normal", seed=4 + seat) for seat in range(rules.players)]
    while not game.over and len(game.events) < 30:
        game.apply(bots[game.current_player].choose(game.view(game.current_player)))
    model = HeuristicModel(rules)
    for seat in range(rules.players):
        choices, geometries = read_choices(game.view(seat))
        plays = [choice for choice in choices if choice.table]
        if len(plays) == len(choices):
            continue  # this seat led: its own lead is not a choice of the others
        assert len(choices) == len(plays) + 1
        assert len(model.compile(plays, geometries)) > 0
        assert model.compile(choices, geometries) == model.compile(plays, geometries)
        return
    raise AssertionError("nobody led")
