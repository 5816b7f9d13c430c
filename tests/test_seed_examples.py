"""The worked examples printed on the rule pages in shared/seeds."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from helpers import deal, texts

import sevens
from sevens.scoring import DouqueLine, chip_deltas, pip_value, settle_douque

C = sevens.Card.parse


def layout_game(rules: sevens.Rules, sequence: list[str]) -> sevens.Game:
    """Seat 0 holds ``sequence`` (played in order); the others pass freely meanwhile."""
    rules = rules.replace(free_passes=None, pass_limit_out=False)
    game = deal(rules, {0: sequence}, dealer=rules.players - 1)
    for card in sequence:
        while game.current_player != 0:
            game.apply("pass")
        game.apply(card)
    return game


def playable(game: sevens.Game) -> set[str]:
    return texts(game.view(0).playable)


class TestDouqueWorkedExample:
    def test_800_money(self) -> None:
        king, seven, eight = C("KS"), C("7H"), C("8D")
        lines = [
            DouqueLine((), (("clean-hand", 10),)),                      # A: +10, Clean Hand
            DouqueLine((C("5C"),), (("complete-suit", 5),)),            # B: total 0
            DouqueLine((king, seven)),                                  # C: -20, not bust
            DouqueLine((king, C("KH"), C("KD"), C("KC"), eight)),       # D: -60, bust
        ]
        settlement = settle_douque(lines, stake=1)
        assert settlement.totals == (10, 0, -20, -60)
        assert settlement.places == (1, 2, 3, 4)
        assert settlement.rank_penalties == (None, None, "runner-up", "biggest")
        assert settlement.busts == (False, False, False, True)
        assert settlement.winner_multipliers[0] == 2
        assert settlement.money == (800, 0, -80, -720)
        assert sum(settlement.money) == 0


class TestBritishChipExample:
    def test_fourteen_chips(self) -> None:
        # four players, two passes (pool 6), the others hold 3, 1 and 4 cards
        rules = sevens.preset("sevens")
        game = SimpleNamespace(rules=rules, players=4, finished=[0],
                               first_out_cards=[0, 3, 1, 4], first_out_passes=[0, 1, 0, 1])
        deltas = chip_deltas(game)  # type: ignore[arg-type]
        collected = deltas[0] + rules.ante  # what the winner takes in, before their own ante
        assert collected == 14
        assert deltas[0] == 13
        assert deltas[1:] == [-1 - 1 - 3, -1 - 1, -1 - 1 - 4]
        assert sum(deltas) == 0


class TestPipCount:
    def test_nine_king_ace_is_34(self) -> None:
        assert sum(pip_value(C(text)) for text in ("9S", "KH", "AD")) == 34

    def test_badam_satti_scores_the_cards_left(self) -> None:
        rules = sevens.preset("badam-satti", players=3)
        # seat 1 leads 7H and goes out at once; the others are left with their cards
        game = deal(rules, {1: ["7H"], 0: ["9S", "KH", "AD"]}, dealer=0, rest_to=[2])
        game.apply("7H")
        assert game.over
        result = game.result().to_dict()["players"]
        assert result[0]["points"] == 34 and result[0]["cards_left"] == 3
        assert result[1]["points"] == 0 and result[1]["place"] == 1
        count = sevens.Game.from_dict(
            {**game.to_dict(), "rules": rules.replace(scoring="penalty-count").to_dict()})
        assert count.result().to_dict()["players"][0]["points"] == 3


class TestPlayableExamples:
    """bs.fyi (seed 003) and the standard sheet (seed 004)."""

    def test_seven_of_diamonds_only(self) -> None:
        game = layout_game(sevens.preset("sevens"), ["7D"])
        assert playable(game) == {"6D", "8D", "7S", "7H", "7C"}

    def test_diamonds_four_to_nine_and_seven_of_spades(self) -> None:
        sequence = ["7D", "8D", "9D", "6D", "5D", "4D", "7S"]
        game = layout_game(sevens.preset("sevens"), sequence)
        assert playable(game) == {"3D", "TD", "6S", "8S", "7H", "7C"}

    def test_complete_hearts_accept_nothing(self) -> None:
        sequence = ["7D", "7H", "8H", "9H", "TH", "JH", "QH", "KH",
                    "6H", "5H", "4H", "3H", "2H", "AH"]
        game = layout_game(sevens.preset("sevens"), sequence)
        assert not any(card.endswith("H") for card in playable(game))
        assert game.rows()[1].complete

    def test_clubs_five_to_ten(self) -> None:
        sequence = ["7D", "7C", "8C", "9C", "TC", "6C", "5C"]
        game = layout_game(sevens.preset("sevens"), sequence)
        clubs = {card for card in playable(game) if card.endswith("C")}
        assert clubs == {"4C", "JC"}

    def test_hearts_seven_eight_and_seven_of_spades(self) -> None:
        # seed 004: ace high table, dealer-left start
        game = layout_game(sevens.preset("fan-tan"), ["7H", "8H", "7S"])
        assert playable(game) == {"6H", "9H", "6S", "8S", "7C", "7D"}

    def test_clubs_five_to_seven_and_seven_of_diamonds(self) -> None:
        game = layout_game(sevens.preset("fan-tan"), ["7C", "6C", "5C", "7D"])
        assert playable(game) == {"4C", "8C", "6D", "8D", "7S", "7H"}

    @pytest.mark.parametrize("build", ["eight-first", "six-and-eight-first"])
    def test_eight_first_blocks_the_six(self, build: str) -> None:
        game = layout_game(sevens.preset("fan-tan", build=build), ["7C"])
        clubs = {card for card in playable(game) if card.endswith("C")}
        assert clubs == ({"8C"} if build == "eight-first" else {"6C", "8C"})
        game = layout_game(sevens.preset("fan-tan", build=build), ["7C", "8C"])
        clubs = {card for card in playable(game) if card.endswith("C")}
        assert clubs == ({"6C", "9C"} if build == "eight-first" else {"6C"})
