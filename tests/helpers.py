"""Small builders shared by the engine tests."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import sevens
from sevens.cards import ALL_CARDS
from sevens.rules import OPTION_CHOICES


def deal(rules: sevens.Rules, fixed: dict[int, Iterable[str]], dealer: int = 0,
         rest_to: Sequence[int] | None = None, leftovers: Sequence[str] = ()) -> sevens.Game:
    """A game where the seats in ``fixed`` hold exactly those cards and every other card of
    the pack is dealt round-robin to ``rest_to`` (default: the seats not in ``fixed``): a
    scripted position, so hand sizes need not be the dealt ones."""
    hands: list[list[str]] = [[] for _ in range(rules.players)]
    used: dict[str, int] = {}
    for seat, cards in fixed.items():
        for text in cards:
            card = str(sevens.Card.parse(text))
            hands[seat].append(card)
            used[card] = used.get(card, 0) + 1
    for text in leftovers:
        used[text] = used.get(text, 0) + 1
    targets = list(rest_to) if rest_to is not None else [
        seat for seat in range(rules.players) if seat not in fixed]
    position = 0
    for copy in range(rules.decks):
        for card in ALL_CARDS:
            text = str(card)
            if used.get(text, 0) > copy:
                continue
            hands[targets[position % len(targets)]].append(text)
            position += 1
    return sevens.Game(rules, hands=hands, dealer=dealer, leftovers=leftovers, any_sizes=True)


def texts(items: Iterable[object]) -> set[str]:
    """The string forms of moves or cards, as a set."""
    return {str(item) for item in items}


def play_random(game: sevens.Game, rng, limit: int = 10_000) -> int:
    """Play random legal moves to the end; return how many moves were made."""
    count = 0
    while not game.over:
        moves = game.legal_moves()
        assert moves, "a seat to move always has a legal move"
        game.apply(rng.choice(moves))
        count += 1
        assert count < limit, "the deal did not end"
    return count


def random_rules(rng) -> sevens.Rules:
    """A random valid custom rule set drawn from OPTION_CHOICES."""
    while True:
        try:
            return sevens.Rules(**{key: rng.choice(values)
                                   for key, values in OPTION_CHOICES.items()})
        except ValueError:
            continue
