"""Computer players: legal moves only, under every preset and random house rules; views only;
reproducible from a seed; sliced thinking; explanations."""

from __future__ import annotations

import dataclasses
import random
from types import SimpleNamespace

import pytest
from helpers import deal, random_rules

import sevens
from sevens.app.driver import play_deal
from sevens.app.translation import english
from sevens.bots import BOT_LEVELS, BaseBot, Bot, HardBot, make_bot
from sevens.bots.heuristic import Situation, explain_move, judge, judge_all, weights_for
from sevens.events import CardCovered, CardGiven, DealStarted
from sevens.moves import Move

FAST_HARD = {"iterations": 24}



def bot(level: str, seed: int) -> BaseBot:
    return make_bot(level, seed=seed, **(FAST_HARD if level in ("hard", "expert") else {}))


def test_levels_and_protocol() -> None:
    assert set(BOT_LEVELS) == {"random", "easy", "normal", "hard"}
    for level in BOT_LEVELS:
        assert isinstance(make_bot(level, seed=1), Bot)
        assert make_bot(level.upper(), seed=1).name == level
    with pytest.raises(KeyError):
        make_bot("grandmaster")
    assert sevens.make_bot("hard", seed=3).name == "hard"


@pytest.mark.parametrize("preset_id", sorted(sevens.PRESETS))
@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_bot_plays_legal_moves_in_every_preset(preset_id: str, level: str) -> None:
    rules = sevens.preset(preset_id)
    game = sevens.Game(rules, seed=11, dealer=1)
    bots = [bot(level, seed) for seed in range(rules.players)]
    play_deal(game, bots)  # Game.apply raises IllegalMove on a bad move
    assert game.over


@pytest.mark.parametrize("case", range(24))
def test_bots_play_legal_moves_under_random_house_rules(case: int) -> None:
    rng = random.Random(1000 + case)
    rules = random_rules(rng)
    levels = ["hard", "normal", "easy", "random"]
    bots = [bot(levels[(seat + case) % 4], seat) for seat in range(rules.players)]
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    play_deal(game, bots)
    assert game.over


def _mid_deal(rules: sevens.Rules, seed: int, moves: int) -> sevens.Game:
    rng = random.Random(seed)
    game = sevens.Game(rules, seed=seed, dealer=seed % rules.players)
    for _ in range(moves):
        if game.over:
            break
        game.apply(rng.choice(game.legal_moves()))
    return game


def _swap_hidden_cards(game: sevens.Game, seat: int) -> bool:
    """Exchange one card between two other hands (sizes unchanged); False if impossible."""
    others = [other for other in range(game.players)
              if other != seat and game.hands[other] and not game.out[other]]
    for first in others:
        for second in others:
            only_first = game.hands[first] & ~game.hands[second] & sevens.cards.FULL_PACK
            only_second = game.hands[second] & ~game.hands[first] & sevens.cards.FULL_PACK
            if first < second and only_first and only_second:
                a, b = only_first & -only_first, only_second & -only_second
                game.hands[first] ^= a | b
                game.hands[second] ^= a | b
                return True
    return False


@pytest.mark.parametrize("case", range(14))
def test_bots_see_only_the_view(case: int) -> None:
    presets = list(sevens.PRESETS.values())
    rules = presets[case % len(presets)] if case < 7 else random_rules(random.Random(case))
    game = _mid_deal(rules, case, 9 + case)
    if game.over:
        pytest.skip("the deal ended early")
    seat = game.current_player
    view = game.view(seat)
    # the view carries no hidden card of another seat
    for event in view.events:
        if isinstance(event, DealStarted):
            assert all(hand is None for other, hand in enumerate(event.hands) if other != seat)
        if isinstance(event, CardCovered) and event.seat != seat:
            assert event.card is None
        if isinstance(event, CardGiven) and seat not in (event.giver, event.receiver):
            assert event.card is None
    for field in dataclasses.fields(view):
        assert not isinstance(getattr(view, field.name), sevens.Game)
    decisions = {level: bot(level, 5).choose(view) for level in BOT_LEVELS}
    if not _swap_hidden_cards(game, seat):
        return
    changed = game.view(seat)
    assert changed == view  # other hands are not part of what the seat may know
    for level, move in decisions.items():
        assert bot(level, 5).choose(changed) == move


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_a_seeded_bot_is_reproducible(level: str) -> None:
    def moves_of_a_deal() -> list[Move]:
        rules = sevens.preset("sevens")
        game = sevens.Game(rules, seed=21)
        play_deal(game, [bot(level, seed) for seed in range(rules.players)])
        return list(game.moves)

    assert moves_of_a_deal() == moves_of_a_deal()


def test_hard_thinks_in_slices_and_decides_the_same() -> None:
    game = _mid_deal(sevens.preset("douque"), 4, 14)
    view = game.view(game.current_player)
    assert len(view.legal_moves) > 1
    whole = HardBot(seed=9, iterations=120).choose(view)
    sliced = HardBot(seed=9, iterations=120)
    sliced.begin(view)
    slices = 0
    move = None
    while move is None:
        move = sliced.advance(0.0)  # one sampled world a slice
        slices += 1
    assert move == whole and slices > 1
    assert move in view.legal_moves


def test_hard_time_budget_is_respected(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard thinks until its budget is spent and stops within one playout of it, in one long
    slice or in many short ones. The search reads a stand-in clock that moves only when a
    playout is played (each costs ``tick`` seconds), so the check does not hang on the
    machine's load; how fast hard thinks is the benchmarks' business."""
    from sevens.bots import move_search

    tick = 1 / 1024  # a binary fraction: the sums of ticks are exact
    clock = [0.0]
    playouts = [0]
    play_one = move_search.Search._step

    def playout_on_the_clock(search: move_search.Search) -> bool:
        clock[0] += tick
        playouts[0] += 1
        return play_one(search)

    monkeypatch.setattr(move_search, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    monkeypatch.setattr(move_search.Search, "_step", playout_on_the_clock)
    game = _mid_deal(sevens.preset("family"), 2, 10)
    view = game.view(game.current_player)
    played = {}
    short, long, one_slice, thin_slice = 20 * tick, 40 * tick, 10.0, 5 * tick
    for budget, slice_seconds in ((short, one_slice), (long, one_slice), (long, thin_slice)):
        playouts[0] = 0
        hard = HardBot(seed=1, budget=budget)
        hard.begin(view)
        slices = 1
        move = hard.advance(slice_seconds)
        while move is None:
            slices += 1
            move = hard.advance(slice_seconds)
        assert move in view.legal_moves
        search = hard.last_search
        assert search is not None and search.budget == budget
        assert budget <= search.seconds_used < budget + tick, search.seconds_used
        assert playouts[0] == round(search.seconds_used / tick)
        assert slices == max(1, round(budget / slice_seconds))
        played[budget, slice_seconds] = playouts[0]
    # twice the budget, twice the playouts; thinking in slices spends the same in all
    assert played[long, one_slice] == 2 * played[short, one_slice] == played[long, thin_slice]


@pytest.mark.parametrize("preset_id", ["douque", "sevens", "shichinarabe", "domino"])
def test_explanations_are_short_sentences(preset_id: str) -> None:
    rules = sevens.preset(preset_id)
    rng = random.Random(3)
    game = sevens.Game(rules, seed=8)
    normal, hard = make_bot("normal", seed=1), make_bot("hard", seed=1, iterations=40)
    explained = 0
    while not game.over:
        view = game.view(game.current_player)
        for player in (normal, hard):
            move = player.choose(view)
            reason = english(player.explain(view, move))
            assert reason and reason[0].isupper() and len(reason) < 200
            explained += 1
        game.apply(rng.choice(game.legal_moves()))
    assert explained > 10


def test_normal_explains_a_blocking_hold() -> None:
    found = []
    for seed in range(6):
        game = sevens.Game(sevens.preset("sevens"), seed=seed)
        bots = [make_bot("normal", seed=seat) for seat in range(4)]
        while not game.over:
            view = game.view(game.current_player)
            move = bots[view.seat].choose(view)
            reason = english(bots[view.seat].explain(view, move))
            if "Holding the" in reason and "blocks" in reason:
                found.append(reason)
            game.apply(move)
    assert found, "a normal player holding a blocker says so"


def test_the_hint_counts_only_the_cards_a_play_itself_frees() -> None:
    """The 7H alone on its row: the others may already lay the 6H, so the 8H frees (and
    holding it blocks) the five hearts above it, not six; the score still weighs the chain."""
    game = deal(sevens.preset("sevens"),
                {0: ["7D", "KS"], 1: ["7H", "KC"], 2: ["8H", "5H", "6D", "QS"]})
    for move in ("7D", "7H"):
        game.apply(move)
    view = game.view(2)
    situation = Situation(view)
    eight = situation.effect(sevens.Card.parse("8H"))
    assert eight is not None
    newly = [str(card) for card in situation.newly_released(eight)]
    assert sorted(newly) == sorted(["9H", str(sevens.Card.parse("10H")), "JH", "QH", "KH"])
    assert "6H" in [str(card) for card in eight.released]
    judged = {str(item.move): item for item in judge_all(situation)}
    assert english(judged["8H"].fact) == "Playing the 8♥ frees five hearts for the others."
    reason = english(explain_move(view, Move("play", sevens.Card.parse("6D"))))
    assert reason.replace("\u00a0", " ").endswith("Holding the 8♥ blocks five hearts.")
    # normal's score too weighs only the hearts the 8H frees (one pack); the whole run
    # (with the already open 6H) costs it more; the two-pack weights read the whole run,
    # though their gift weight is now 0
    whole_run = dataclasses.replace(situation.weights, release_already_open=True)
    eight_move = Move("play", sevens.Card.parse("8H"))
    assert judge(Situation(view, weights=whole_run), eight_move).score < judged["8H"].score
    assert weights_for(sevens.preset("family", players=8, decks=2)).release_already_open
    assert not situation.weights.release_already_open


def test_bench_reports_decision_times() -> None:
    from sevens.tools.decision_speed import decision_times

    report = decision_times(0.02, levels=("random", "normal"))
    for level in ("random", "normal"):
        entry = report[level]
        assert entry["decisions"] > 0
        assert 0 <= entry["mean_ms"] <= entry["max_ms"]
        assert entry["p95_ms"] <= entry["max_ms"]
        assert "searched_playouts_median" not in entry  # they do not search


def test_bench_reports_how_much_search_hard_buys() -> None:
    from sevens.tools.decision_speed import decision_times

    entry = decision_times(0.3, levels=("hard",))["hard"]
    assert entry["searched_playouts_median"] >= entry["searched_worlds_median"] >= 1


def test_simulate_reports_hard_against_normal() -> None:
    from sevens.app.cli import simulate

    rules = sevens.preset("sevens", players=3)
    report = simulate(rules, ["hard", "normal", "normal"], 2, 5, True,
                      {"hard": {"iterations": 12}})
    assert set(report["bots"]) == {"hard", "normal"}
    assert report["bots"]["hard"]["deals"] == 2
    low, high = report["bots"]["hard"]["ci95"]
    assert low <= report["bots"]["hard"]["mean"] <= high
    assert set(report["differences"]) == {"hard-normal"}


def test_hard_hands_a_card_over_without_losing_it_in_the_sampled_worlds() -> None:
    rules = sevens.preset("sevens", when_stuck="receive")
    for seed in range(60):
        rng = random.Random(seed)
        game = sevens.Game(rules, seed=seed)
        while not game.over and game.pending_give is None:
            game.apply(rng.choice(game.legal_moves()))
        if game.pending_give is not None:
            break
    else:
        pytest.fail("no deal reached a card to hand over")
    view = game.view(game.current_player)
    search = HardBot(seed=1, iterations=8)
    search.begin(view)
    search.advance(0.0)
    prepared = search.search
    assert prepared is not None and prepared.fast
    world = prepared.sampler.sample(random.Random(2))
    on_table = bin(view.table_mask).count("1")
    for candidate in prepared.candidates:
        template = prepared.templates[candidate.move]
        state = prepared.fast_worlds.state(template, world, candidate.move)
        assert sum(hand.bit_count() for hand in state.hands) + on_table == 52
    assert search.choose(view) in view.legal_moves


def test_clairvoyant_reads_the_real_hands_and_is_not_a_table_level() -> None:
    from sevens.tools.measurement_players import BENCHMARK_BOTS, ClairvoyantBot
    from sevens.tools.measurement_players import make_player as make_bot

    assert "clairvoyant" in BENCHMARK_BOTS and "clairvoyant" not in BOT_LEVELS
    game = _mid_deal(sevens.preset("douque"), 6, 12)
    view = game.view(game.current_player)
    seer = make_bot("clairvoyant", seed=2, iterations=30)
    assert isinstance(seer, ClairvoyantBot)
    with pytest.raises(RuntimeError):
        seer.choose(view)  # it must watch the game first
    seer.watch(game)
    move = seer.choose(view)
    assert move in view.legal_moves
    search = seer.last_search
    assert search is not None
    world = search.sampler.sample(random.Random(1))
    for other in range(game.players):
        if other != view.seat:
            assert sorted(world.hands[other]) == sorted(card.index for card in game.hand(other))
            assert len(world.covered[other]) == game.covered_counts[other]


def test_gap_report_is_the_ratio_of_the_two_gains() -> None:
    from sevens.tools.gap_benchmark import gap_report, gap_share

    report = gap_report(sevens.preset("sevens", players=3), ["hard", "normal", "normal"], 2, 4,
                        {"hard": {"iterations": 16}})
    hard, seer = report["hard_gain"]["mean"], report["clairvoyant_gain"]["mean"]
    if seer:
        assert report["share_of_gap"]["mean"] == pytest.approx(hard / seer, abs=1e-3)
    assert report["deals"] == 2 and report["rotations"] == 3
    per_deal = report["per_deal"]
    assert len(per_deal["hard"]) == len(per_deal["clairvoyant"]) == 2
    assert sum(per_deal["hard"]) / 2 == pytest.approx(hard, abs=1e-5)
    assert sum(per_deal["clairvoyant"]) / 2 == pytest.approx(seer, abs=1e-5)
    share, (low, high) = gap_share([1.0, 2.0, 0.0, 1.0], [2.0, 2.0, 2.0, 2.0])
    assert share == pytest.approx(0.5) and low <= 0.5 <= high
    with pytest.raises(ValueError):
        gap_report(sevens.preset("sevens"), ["normal", "hard", "normal", "normal"], 1, 1)


def test_hint_wording_counts_differences_minus_signs_and_no_orphans() -> None:
    import re

    from sevens.app.translation import NO_BREAK_SPACE, unorphaned
    from sevens.bots.heuristic import signed
    from sevens.message import Message

    def suit_count(count: int, suit: str) -> str:
        """How a hint counts cards of a suit in English (``hint.reason.blocks``)."""
        blocks = Message("hint.reason.blocks", card=sevens.Card.parse("6C"), count=count,
                         suit=suit)
        return english(blocks).removeprefix("Holding the 6♣ blocks ").removesuffix(".")

    assert suit_count(5, "S") == "five spades" and suit_count(1, "C") == "one club"
    assert suit_count(7, "S") == "seven cards of spades"
    assert signed(-3.14) == "\u22123.1" and signed(3.14) == "+3.1" and signed(-0.01) == "0.0"
    assert unorphaned("Covers the Q.") == f"Covers the{NO_BREAK_SPACE}Q."
    compared = 0
    for preset_id in ("douque", "sevens", "badam-satti", "fan-tan"):
        rules = sevens.preset(preset_id)
        game = sevens.Game(rules, seed=5)
        rng = random.Random(5)
        hard = make_bot("hard", seed=2, iterations=60)
        while not game.over:
            view = game.view(game.current_player)
            if len(view.legal_moves) > 1:
                move = hard.choose(view)
                text = unorphaned(english(hard.explain(view, move)))
                assert not re.search(r"(?<!\w)-\d", text), text  # a real minus sign
                assert not re.search(r"\bseven (spades|hearts|diamonds|clubs)\b", text), text
                assert " " not in text[text.rfind(" ") + 1:] and NO_BREAK_SPACE in text, text
                if re.search(r"(better|worse) than|as well as|(fewer|more) than|% for", text):
                    compared += 1
                    assert "averaged" not in text
            game.apply(rng.choice(game.legal_moves()))
    assert compared > 10, "hard's hints compare the move with the best alternative"


@pytest.mark.parametrize("name", ["frees-most", "holds-ends", "longest-suit"])
def test_sparring_partners_play_legal_moves_and_keep_their_habit(name: str) -> None:
    from sevens.tools.measurement_players import BENCHMARK_BOTS
    from sevens.tools.measurement_players import make_player as make_bot

    assert name in BENCHMARK_BOTS and name not in BOT_LEVELS
    for preset_id in ("sevens", "douque", "domino", "shichinarabe"):
        rules = sevens.preset(preset_id)
        game = sevens.Game(rules, seed=3)
        play_deal(game, [make_bot(name, seed=seat) for seat in range(rules.players)])
        assert game.over
    # the habit decides: in a position with several plays, each picks its own favourite
    rules = sevens.preset("sevens")
    game = sevens.Game(rules, seed=12)
    rng = random.Random(12)
    differ = 0
    for _ in range(40):
        if game.over:
            break
        view = game.view(game.current_player)
        if sum(1 for move in view.legal_moves if move.kind == "play") >= 2:
            chosen = {make_bot(other, seed=1).choose(view)
                      for other in ("frees-most", "holds-ends", "longest-suit")}
            differ += len(chosen) > 1
        game.apply(rng.choice(game.legal_moves()))
    assert differ, "the three habits disagree somewhere"


def test_normal_uses_its_two_pack_weights_only_with_two_packs() -> None:
    from sevens.bots.heuristic import (
        DEFAULT_WEIGHTS,
        RACE_WEIGHTS,
        TWO_PACK_WEIGHTS,
        Situation,
        weights_for,
    )

    two_packs = sevens.preset("family", players=8, decks=2)
    assert weights_for(two_packs) == TWO_PACK_WEIGHTS != DEFAULT_WEIGHTS
    for rules in sevens.PRESETS.values():  # one pack: the race weights where only winning counts
        expected = RACE_WEIGHTS if rules.scoring == "wins" else DEFAULT_WEIGHTS
        assert weights_for(rules) == expected
    game = sevens.Game(two_packs, seed=4)
    view = game.view(game.current_player)
    assert Situation(view).weights == TWO_PACK_WEIGHTS
    assert Situation(view, weights=DEFAULT_WEIGHTS).weights == DEFAULT_WEIGHTS


def test_with_two_packs_normal_plays_the_least_exposed_and_opens_rows_as_the_search_does(
) -> None:
    """Among plays that open no row, the two-pack weights pick the card with the fewest of the
    others' cards beyond it more often than one-pack weights made for blocking (the hand-tuned
    ones, before ``between``); a starting card is not judged by the whole suit beyond it (it
    stays behind the six and the eight), so where it and another card fit, the two-pack
    weights open a row as often as those or more, where holding every starting card back
    would never open one."""
    from sevens.bots.board import Board
    from sevens.bots.heuristic import TWO_PACK_WEIGHTS, Situation, Weights, judge_all

    blocking = Weights(continuation=3.0, between=0.0)

    rules = sevens.preset("family", players=8, decks=2, build="six-and-eight-first")
    opened = {"two": 0, "one": 0}
    least = {"two": 0, "one": 0}
    chances = exposures = 0
    for case in range(6):
        game = sevens.Game(rules, seed=case, dealer=case % 8)
        bots = [make_bot("normal", seed=seat) for seat in range(8)]
        while not game.over:
            seat = game.current_player
            view = game.view(seat)
            plays = [move for move in view.legal_moves if move.card is not None]
            if len(plays) >= 2:
                situation = Situation(view)
                board = Board(view, situation.knowledge)
                openers = [move for move in plays
                           if (effect := board.effect(move.card)) and effect.opener]
                beyond = {move: len(effect.hidden_beyond) for move in plays
                          if (effect := board.effect(move.card)) and not effect.opener}
                for label, weights in (("two", TWO_PACK_WEIGHTS), ("one", blocking)):
                    choice = judge_all(Situation(view, weights=weights))[0].move
                    if openers and len(openers) < len(plays):
                        opened[label] += choice in openers
                    if len(beyond) >= 2 and choice in beyond:
                        least[label] += beyond[choice] == min(beyond.values())
                chances += bool(openers) and len(openers) < len(plays)
                exposures += len(beyond) >= 2
            game.apply(bots[seat].choose(view))
    assert chances >= 20 and exposures >= 20
    assert opened["two"] >= opened["one"] > 0
    assert least["two"] > least["one"]


def test_simulate_gap_flag_reports_the_share(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from sevens.app.cli import main

    status = main(["simulate", "--rules", "sevens", "--bots", "hard,normal,normal", "--deals",
                   "1", "--hard-iterations", "8", "--gap", "--json", "--quiet"])
    report = json.loads(capsys.readouterr().out)
    assert status == 0
    assert report["lineup"] == "hard,normal,normal" and report["deals"] == 1
    assert {"hard_gain", "clairvoyant_gain", "share_of_gap"} <= set(report)
    assert main(["simulate", "--bots", "normal,hard,normal", "--deals", "1", "--gap",
                 "--quiet"]) == 2
    assert "list it first" in capsys.readouterr().err
