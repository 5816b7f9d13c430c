"""Cards, card text, the Rules value and the presets."""

from __future__ import annotations

import pytest

import sevens
from sevens.cards import CardSet, add_copy, multiset_cards, remove_copy
from sevens.rules import OPTION_CHOICES, PRESET_INFO


class TestCards:
    def test_text_round_trip(self) -> None:
        for card in sevens.ALL_CARDS:
            assert sevens.Card.parse(str(card)) == card
        assert str(sevens.Card.parse("7S")) == "7S"
        assert str(sevens.Card.parse("10d")) == "TD"
        assert str(sevens.Card.parse("Q♠")) == "QS"
        assert str(sevens.Card.parse("a♥")) == "AH"

    @pytest.mark.parametrize("text", ["", "7", "1S", "7X", "11H", "77S"])
    def test_bad_text_is_refused(self, text: str) -> None:
        with pytest.raises(ValueError):
            sevens.Card.parse(text)

    def test_indices_are_distinct_bits(self) -> None:
        indices = {card.index for card in sevens.ALL_CARDS}
        assert indices == set(range(52))
        assert sevens.Card.parse("AS").index == 0
        assert sevens.Card.parse("KC").index == 51

    def test_card_set_reads_like_a_set(self) -> None:
        cards = CardSet(["7S", "8S", "KD"])
        assert len(cards) == 3
        assert "8S" in cards and sevens.Card.parse("KD") in cards and "9S" not in cards
        assert [str(card) for card in cards] == ["7S", "8S", "KD"]

    def test_two_pack_multiset(self) -> None:
        index = sevens.Card.parse("7H").index
        both = add_copy(add_copy(0, index), index)
        assert [str(card) for card in multiset_cards(both)] == ["7H", "7H"]
        assert [str(card) for card in multiset_cards(remove_copy(both, index))] == ["7H"]
        assert remove_copy(remove_copy(both, index), index) == 0


class TestRules:
    def test_presets_exist_and_are_named(self) -> None:
        assert set(sevens.PRESETS) == {"douque", "sevens", "fan-tan", "badam-satti",
                                       "shichinarabe", "domino", "family"}
        for preset_id, rules in sevens.PRESETS.items():
            assert sevens.preset(preset_id) is rules
            assert rules.name == preset_id
            info = PRESET_INFO[preset_id]
            assert info.min_players <= rules.players <= info.max_players

    def test_preset_aliases_and_unknown(self) -> None:
        assert sevens.preset("FanTan") == sevens.PRESETS["fan-tan"]
        with pytest.raises(KeyError, match="unknown rules"):
            sevens.preset("bridge")

    def test_rules_are_frozen(self) -> None:
        rules = sevens.preset("sevens")
        with pytest.raises(AttributeError):
            rules.players = 5  # type: ignore[misc]
        assert rules.replace(players=5).players == 5
        assert rules.players == 4

    @pytest.mark.parametrize(("changes", "message"), [
        ({"scoring": "douque"}, "covering"),
        ({"scoring": "douque", "when_stuck": "cover"}, "all-hands"),
        ({"decks": 2, "players": 3}, "two packs"),
        ({"players": 9}, "players"),
        ({"ace": "middle"}, "ace must be"),
        ({"start": "card", "start_card": None}, "start_card"),
        ({"start_card": "8D"}, "seven"),
        ({"pass_limit_out": True, "free_passes": None}, "limit"),
        ({"end": "all-hands", "when_stuck": "receive"}, "give"),
        ({"deals": 0}, "deals"),
    ])
    def test_contradictions_are_refused_with_a_reason(self, changes: dict, message: str) -> None:
        with pytest.raises(ValueError, match=message):
            sevens.preset("sevens").replace(**changes)

    def test_douque_scoring_needs_four(self) -> None:
        with pytest.raises(ValueError, match="4 players"):
            sevens.preset("douque").replace(players=5)

    def test_round_trip_dict(self) -> None:
        for rules in sevens.PRESETS.values():
            assert sevens.Rules.from_dict(rules.to_dict()) == rules
        with pytest.raises(ValueError, match="unknown"):
            sevens.Rules.from_dict({"colour": "blue"})

    def test_describe_mentions_the_options(self) -> None:
        text = " ".join(sevens.preset("shichinarabe").describe())
        assert "sevens are laid out" in text and "3 passes" in text and "out" in text
        text = " ".join(sevens.preset("douque").describe())
        assert "seven of spades" in text and "cover" in text and "counter-clockwise" in text
        assert "high" in " ".join(sevens.preset("fan-tan").describe())

    def test_option_choices_cover_every_option(self) -> None:
        for field in ("players", "decks", "ace", "start", "turn_order", "when_stuck",
                      "free_passes", "pass_limit_out", "build", "equal_hands", "end", "scoring",
                      "deals"):
            assert field in OPTION_CHOICES
