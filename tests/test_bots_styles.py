"""The playing styles (``end-case``, ``hoarder``, ``runner``): legal under every rule system,
measurement players only, and each keeps its habit."""

from __future__ import annotations

import random

import pytest
from helpers import deal, random_rules

import sevens
from sevens.app.cli import simulate
from sevens.app.driver import play_deal
from sevens.bots import BOT_LEVELS
from sevens.bots.heuristic import Situation, judge_all
from sevens.bots.knowledge import read_view
from sevens.game import View
from sevens.moves import COVER, PASS, PLAY
from sevens.tools.measurement_players import BENCHMARK_BOTS
from sevens.tools.measurement_players import make_player as make_bot

STYLE_NAMES = ("end-case", "hoarder", "runner")


@pytest.mark.parametrize("name", STYLE_NAMES)
@pytest.mark.parametrize("preset_id", sorted(sevens.PRESETS))
def test_each_style_plays_legal_moves_in_every_preset(name: str, preset_id: str) -> None:
    assert name in BENCHMARK_BOTS and name not in BOT_LEVELS
    rules = sevens.preset(preset_id)
    for seed in range(3):
        game = sevens.Game(rules, seed=seed, dealer=seed % rules.players)
        lineup = [make_bot(name if seat != seed % rules.players else "normal", seed=seat)
                  for seat in range(rules.players)]
        play_deal(game, lineup)  # Game.apply raises IllegalMove on a bad move
        assert game.over


@pytest.mark.parametrize("case", range(16))
def test_the_styles_play_legal_moves_under_random_house_rules(case: int) -> None:
    rng = random.Random(3500 + case)
    rules = random_rules(rng)
    lineup = [make_bot(STYLE_NAMES[(seat + case) % 3], seed=seat)
              for seat in range(rules.players)]
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    play_deal(game, lineup)
    assert game.over


def _views(preset_id: str, deals: int, seed: int = 0):
    """Every decision of random play in ``deals`` deals, as the seat to move saw it."""
    rules = sevens.preset(preset_id)
    rng = random.Random(seed)
    for number in range(deals):
        game = sevens.Game(rules, seed=seed + number, dealer=number % rules.players)
        while not game.over:
            yield game.view(game.current_player)
            game.apply(rng.choice(game.legal_moves()))


def _is_end_case(view: View, card: sevens.Card) -> bool:
    """Plain build, aces low, sevens first: nothing of the suit further out on its side."""
    same_suit = [held.rank for held in view.hand if held.suit == card.suit and held != card]
    if card.rank == 7:
        return not same_suit
    if card.rank < 7:
        return not any(rank < card.rank for rank in same_suit)
    return not any(rank > card.rank for rank in same_suit)


def test_the_end_case_player_plays_a_non_end_card_when_it_has_one() -> None:
    bot = make_bot("end-case", seed=1)
    checked = only_ends = 0
    for view in _views("sevens", 12):
        plays = [move for move in view.legal_moves if move.kind == PLAY]
        if len(plays) < 2:
            continue
        chosen = bot.choose(view)
        assert chosen.card is not None
        non_end = [move for move in plays if not _is_end_case(view, move.card)]
        if non_end:
            assert not _is_end_case(view, chosen.card), (view.hand, chosen)
            checked += 1
        else:
            only_ends += 1
    assert checked > 20 and only_ends > 5


def test_the_end_case_player_opens_the_fewest_when_only_end_cases_are_left() -> None:
    rules = sevens.preset("sevens")
    # seat 1 leads the 7♦ and holds every card not named; seat 2 must follow with the 8♦,
    # seat 3 with the 7♣; then seat 0 has two end cases: the 9♦ (four diamonds can follow)
    # and the 6♣ (five clubs can follow)
    game = deal(rules, {0: ["9D", "6C", "2S"], 1: ["7D"], 2: ["8D", "2H"], 3: ["7C", "2C"]},
                dealer=0, rest_to=[1])
    for expected in ("7D", "8D", "7C"):
        (move,) = game.legal_moves()
        assert str(move.card) == expected
        game.apply(move)
    view = game.view(0)
    assert {str(move.card) for move in view.legal_moves} == {"9D", "6C"}
    assert str(make_bot("end-case", seed=1).choose(view).card) == "9D"


def _held(view: View) -> set:
    """The plays the hoarder holds back, worked out here from the hand (plain build, aces
    low, sevens first): a seven with fewer than three cards of its suit, a six with a lower
    card of its suit or an eight with a higher one are played; other sevens, sixes and
    eights are held."""
    held = set()
    for move in view.legal_moves:
        card = move.card
        if move.kind != PLAY or card.rank not in (6, 7, 8):
            continue
        same_suit = [other.rank for other in view.hand if other.suit == card.suit
                     and other != card]
        if card.rank == 7:
            beyond = len(same_suit)
        elif card.rank == 6:
            beyond = sum(1 for rank in same_suit if rank < 6)
        else:
            beyond = sum(1 for rank in same_suit if rank > 8)
        if beyond < (3 if card.rank == 7 else 1):
            held.add(move)
    return held


def test_the_hoarder_holds_its_blocking_cards_while_anything_else_fits() -> None:
    bot = make_bot("hoarder", seed=1)
    normal = make_bot("normal", seed=1)
    checked = differs = 0
    for view in _views("badam-satti", 16, seed=5):
        plays = [move for move in view.legal_moves if move.kind == PLAY]
        held = _held(view)
        if len(plays) < 2 or not held or len(held) == len(plays):
            continue
        chosen = bot.choose(view)
        assert chosen not in held, (view.hand, chosen)
        differs += normal.choose(view) in held  # where normal would have let it go
        checked += 1
    assert checked > 10 and differs > 0


def test_the_hoarder_plays_as_normal_when_it_holds_nothing_back() -> None:
    bot = make_bot("hoarder", seed=1)
    normal = make_bot("normal", seed=1)
    checked = 0
    for view in _views("sevens", 8, seed=3):
        if len(view.legal_moves) < 2 or _held(view):
            continue
        judgements = judge_all(Situation(view))
        if len(judgements) > 1 and judgements[0].score - judgements[1].score < 1e-6:
            continue  # a tie: each breaks it with its own generator
        assert bot.choose(view) == normal.choose(view)
        checked += 1
    assert checked > 30


def test_the_hoarder_lets_a_seven_go_that_would_block_its_own_run() -> None:
    rules = sevens.preset("sevens")
    # seat 0 leads the 7♦; seat 1 may then play the 8♦ or the 7♠ — holding the 7♠ would
    # block its three spades below it, so it plays the seven
    game = deal(rules, {0: ["7D", "2H"], 1: ["8D", "7S", "6S", "5S", "4S", "2C"]},
                dealer=3, rest_to=[2, 3])
    game.apply(game.legal_moves()[0])
    view = game.view(1)
    assert {str(move.card) for move in view.legal_moves} == {"8D", "7S"}
    assert str(make_bot("hoarder", seed=1).choose(view).card) == "7S"


def test_the_hoarder_spends_a_free_pass_rather_than_break_its_hoard() -> None:
    bot = make_bot("hoarder", seed=1)
    checked = passed = 0
    for view in _views("shichinarabe", 40, seed=2):
        plays = [move for move in view.legal_moves if move.kind == PLAY]
        held = _held(view)
        if (not plays or len(held) < len(plays)
                or not any(move.kind == PASS for move in view.legal_moves)):
            continue
        left = view.free_passes_left[view.seat]
        chosen = bot.choose(view)
        if left is not None and left < 2:  # the last pass is kept: a pass too many puts out
            assert chosen.kind != PASS
        elif chosen.kind != PASS:  # only when the others have all passed in turn
            active = sum(1 for seat, size in enumerate(view.hand_sizes)
                         if size and not view.out[seat])
            assert read_view(view).consecutive_passes >= active - 1
        passed += chosen.kind == PASS
        checked += 1
    assert checked > 5 and passed > 2


def test_the_runner_plays_from_its_longest_playable_suit() -> None:
    bot = make_bot("runner", seed=1)
    checked = 0
    for view in _views("fan-tan", 12, seed=9):
        plays = [move for move in view.legal_moves if move.kind == PLAY]
        sizes = [size for seat, size in enumerate(view.hand_sizes) if seat != view.seat and size]
        if len(plays) < 2 or len(view.hand) <= 3 or min(sizes, default=9) <= 2:
            continue  # racing: the runner blocks instead

        held = [sum(1 for card in view.hand if card.suit == suit) for suit in range(4)]
        longest = max(held[move.card.suit] for move in plays)
        assert held[bot.choose(view).card.suit] == longest
        checked += 1
    assert checked > 20


def _outside(view: View, card: sevens.Card) -> tuple[list[int], bool]:
    """Douque (aces low, sevens first): the ranks of own cards of the suit further out than
    ``card``, and whether a card this seat covered lies between the row's end and it."""
    row = view.rows[card.suit].cards
    low, high = (min(c.rank for c in row), max(c.rank for c in row)) if row else (7, 7)
    mine = [held.rank for held in view.hand if held.suit == card.suit and held != card]
    covered = [held.rank for held in view.covered if held.suit == card.suit]
    if card.rank < low:
        return [rank for rank in mine if rank < card.rank], any(
            card.rank < rank < low for rank in covered)
    return [rank for rank in mine if rank > card.rank], any(
        high < rank < card.rank for rank in covered)


def test_the_end_case_player_and_the_runner_cover_a_dead_or_cheap_card_in_douque() -> None:
    checked = 0
    for view in _views("douque", 16, seed=4):
        covers = [move for move in view.legal_moves if move.kind == COVER]
        if len(covers) < 2:
            continue
        chosen = {make_bot(name, seed=1).choose(view) for name in ("end-case", "runner")}
        assert len(chosen) == 1  # one shared cover rule (the hoarder covers as normal does)
        card = chosen.pop().card
        stranded, dead = _outside(view, card)
        if dead:
            continue
        # no other cover that strands nothing and is dead or cheaper than this one
        cost = card.value + sum(stranded)
        for move in covers:
            other_stranded, other_dead = _outside(view, move.card)
            assert not other_dead
            assert move.card.value + sum(other_stranded) >= cost
        checked += 1
    assert checked > 5


def test_simulate_accepts_the_styles_as_players() -> None:
    report = simulate(sevens.preset("sevens"), ["normal", "end-case", "hoarder", "runner"],
                      deals=2, seed=4, duplicate=True)
    assert set(report["bots"]) == {"normal", "end-case", "hoarder", "runner"}
