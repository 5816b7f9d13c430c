"""Douque placings, tie-breaks, loser tags, bust, winner multipliers and split pots (SPEC §4)."""

from __future__ import annotations

from fractions import Fraction

import sevens
from sevens.scoring import DouqueLine, settle_douque

C = sevens.Card.parse


def line(*covered: str, bonuses: tuple[tuple[str, int], ...] = (),
         all_covered: bool = False) -> DouqueLine:
    return DouqueLine(tuple(C(text) for text in covered), bonuses, all_covered)


CLEAN = (("clean-hand", 10),)


def test_fewer_covered_cards_rank_higher_on_equal_totals() -> None:
    settlement = settle_douque([line("2S", "3S"), line("5S"), line("KS"), line("QS", "AS")])
    # totals -5, -5, -13, -13
    assert settlement.places[1] < settlement.places[0]
    assert settlement.places[2] < settlement.places[3]


def test_distance_from_seven_breaks_the_next_tie() -> None:
    # both total -13 with two cards: 6+7 (distance 1) against 3+10 (distance 7)
    settlement = settle_douque([line("3S", "TS"), line("6S", "7S"), line(bonuses=CLEAN),
                                line("AS")])
    assert settlement.places[1] < settlement.places[0]


def test_achievements_only_when_neither_covered() -> None:
    last_seven = (("clean-hand", 10), ("last-seven", 20))
    suit_and_clean = (("complete-suit", 5), ("clean-hand", 10), ("complete-suit", 5))
    # totals: 30 vs 20 differ, so make the totals equal: clean hand + complete suit x2 = 20
    settlement = settle_douque([line(bonuses=(("clean-hand", 10), ("complete-suit", 5),
                                              ("complete-suit", 5))),
                                line(bonuses=suit_and_clean), line("KS"), line("QS")])
    assert settlement.places[0] == settlement.places[1] == 1  # same achievement: shared
    settlement = settle_douque([line(bonuses=(("complete-suit", 5), ("complete-suit", 5),
                                              ("complete-suit", 5), ("complete-suit", 5),
                                              ("complete-suit", 5), ("clean-hand", 5))),
                                line(bonuses=last_seven), line("KS"), line("QS")])
    assert settlement.places[1] == 1 and settlement.places[0] == 2  # Last Seven beats


def test_covered_players_stay_tied_with_competition_ranking() -> None:
    settlement = settle_douque([line(bonuses=CLEAN), line("5S"), line("5H"), line("KS", "KH")])
    assert settlement.places == (1, 2, 2, 4)
    assert settlement.rank_penalties == (None, "runner-up", "runner-up", "biggest")
    assert settlement.money == (Fraction(2 * (5 * 2 * 2) + 26 * 3 * 2), -20, -20, -156)


def test_two_biggest_losers_leave_no_runner_up() -> None:
    settlement = settle_douque([line(bonuses=CLEAN), line("2S"), line("9S"), line("9H")])
    assert settlement.places == (1, 2, 3, 3)
    assert settlement.rank_penalties == (None, None, "biggest", "biggest")
    assert settlement.money[1] == -2 * 1 * 2


def test_bust_is_more_than_55() -> None:
    exactly = line("KS", "KH", "KD", "KC", "3S")  # 55
    over = line("KS", "KH", "KD", "KC", "4S")  # 56
    settlement = settle_douque([line(bonuses=CLEAN), line(), exactly, line("AS")])
    assert not settlement.busts[2]
    settlement = settle_douque([line(bonuses=CLEAN), line(), over, line("AS")])
    assert settlement.busts[2]
    assert settlement.money[2] == -56 * 3 * 2 * 2


def test_all_covered_wins_with_times_four() -> None:
    all_covered = line("AS", "2S", "3S", "4S", "5S", "6S", "8S", "9S", "TS", "JS", "QS", "KS",
                       "AH", all_covered=True)
    settlement = settle_douque([line(bonuses=CLEAN), all_covered, line("2H"), line("3H")])
    assert settlement.places[1] == 1
    assert settlement.totals[1] == 0
    assert settlement.winner_multipliers[1] == 4
    # the Clean Hand player is positive: pays nothing
    assert settlement.money[0] == 0
    assert settlement.money[1] == 3 * 3 * 4 + 2 * 2 * 4


def test_everyone_negative_first_place_still_wins() -> None:
    settlement = settle_douque([line("AS"), line("2S"), line("3S"), line("4S")])
    assert settlement.places == (1, 2, 3, 4)
    assert settlement.money[0] == 2 * 1 + 3 * 2 + 4 * 3
    assert sum(settlement.money) == 0


def test_tied_winners_split_each_payment() -> None:
    settlement = settle_douque([line(bonuses=CLEAN), line(bonuses=CLEAN), line("7S", "KS"),
                                line("KH", "KD", "4C")])
    # C: -20 runner-up: 20*2 = 40 split 20/20, each x2; D: -30 biggest: 90 split 45/45, x2
    assert settlement.places == (1, 1, 3, 4)
    assert settlement.money == (130, 130, -80, -180)
    assert sum(settlement.money) == 0


def test_zero_sum_with_fractions() -> None:
    settlement = settle_douque([line(bonuses=CLEAN), line(bonuses=CLEAN), line(bonuses=CLEAN),
                                line("AS")], stake=Fraction(1, 3))
    assert sum(settlement.money) == 0
    assert settlement.money[3] == Fraction(-3 * 2, 3)


def test_two_all_covered_players_are_tied_winners_at_times_four_each() -> None:
    low = line("AS", "2S", "3S", "4S", "5S", "6S", "8S", "9S", "TS", "JS", "QS", "KS", "AH",
               all_covered=True)
    high = line("AD", "2D", "3D", "4D", "5D", "6D", "8D", "9D", "TD", "JD", "QD", "KD", "2H",
                all_covered=True)  # far further from 7 than ``low``: no longer a tie-break
    settlement = settle_douque([low, line(bonuses=CLEAN), high, line("KH", "QC")])
    assert settlement.places == (1, 3, 1, 4)
    assert settlement.winner_multipliers[0] == settlement.winner_multipliers[2] == 4
    # the one payer (-25) is Biggest Loser x3: 75 split 37.5 / 37.5, each share x4
    assert settlement.money == (150, 0, 150, -300)


def test_two_all_covered_players_in_a_played_deal() -> None:
    """Seats 1 and 3 are stuck at every turn and cover all 13 cards; seat 2 covers its AD."""
    spades = ["7S", "8S", "9S", "TS", "JS", "QS", "KS", "6S", "5S", "4S", "3S", "2S", "AS"]
    second = ["7H", "8H", "9H", "TH", "JH", "QH", "KH", "7D", "8D", "9D", "7C", "8C", "AD"]
    first_coverer = ["6H", "6D", "TD", "6C", "9C", "TC", "JD", "QD", "KD", "JC", "QC", "KC", "AH"]
    second_coverer = ["2H", "3H", "4H", "5H", "2D", "3D", "4D", "5D", "AC", "2C", "3C", "4C",
                      "5C"]
    game = sevens.Game(sevens.preset("douque"),
                       hands=[spades, first_coverer, second, second_coverer], dealer=3)
    for turn in range(13):
        game.apply(spades[turn])
        game.apply(f"cover {first_coverer[turn]}")
        game.apply(second[turn] if turn < 12 else "cover AD")
        assert [str(move) for move in game.legal_moves()] == [
            f"cover {card}" for card in sorted(second_coverer[turn:], key=C)]
        game.apply(f"cover {second_coverer[turn]}")
    assert game.over
    players = game.result().to_dict()["players"]
    assert [entry["place"] for entry in players] == [3, 1, 4, 1]
    assert [entry["all_covered"] for entry in players] == [False, True, False, True]
    # seat 2 (-1) pays 1 x3 (Biggest Loser); each All Covered winner takes half, x4
    assert [entry["money"] for entry in players] == [0, 6, -12, 6]
