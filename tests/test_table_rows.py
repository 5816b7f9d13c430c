"""The table on its own: replaying a deal's public history card by card gives the rows and
the fitting cards the game itself has."""

from __future__ import annotations

import random

import pytest
from helpers import random_rules

import sevens
from sevens.events import CardPlayed, PlayerOut
from sevens.table_rows import PublicTable

PRESETS = list(sevens.PRESETS.values())


@pytest.mark.parametrize("case", range(30))
def test_a_public_replay_matches_the_game(case: int) -> None:
    rng = random.Random(case)
    rules = PRESETS[case % len(PRESETS)] if case < 14 else random_rules(rng)
    game = sevens.Game(rules, seed=case, dealer=case % rules.players)
    table = PublicTable(rules)
    assert table.playable == game.playable
    checked = 0
    while not game.over:
        for event in game.apply(rng.choice(game.legal_moves())):
            if isinstance(event, CardPlayed):
                table.play(event.card.index, event.suit_row)
            elif isinstance(event, PlayerOut):
                table.lay([card.index for card in event.laid])
        assert table.playable == game.playable
        assert table.rows() == game.rows()
        assert table.laid == game.laid
        checked += 1
    assert checked > 0
    assert table.table_mask() == game.table_mask()
