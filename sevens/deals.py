"""Dealing the cards and checking saved deals: the shuffle and deal, the sizes a deal gives,
explicit (scripted) deals, and the one schema check of a save file. Used by
:class:`sevens.game.Game`; no game state lives here.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from sevens.cards import ALL_CARDS, CARDS_PER_PACK, Card, add_copy
from sevens.rules import Rules, is_whole_number

SAVE_FORMAT = "sevens-game/1"
RULE_OPTION_NAMES = tuple(field.name for field in dataclasses.fields(Rules))
#: Every field of a save: name -> (required, description of the expected value).
SAVE_FIELDS: dict[str, tuple[bool, str]] = {
    "format": (True, f"the text {SAVE_FORMAT!r}"),
    "rules": (True, "an object of rule options"),
    "dealer": (True, "a seat number"),
    "seed": (False, "a whole number of 0 or more, or null"),
    "hands": (True, "a list of hands, each a list of card texts"),
    "leftovers": (False, "a list of card texts"),
    "moves": (True, "a list of move texts"),
    "any_sizes": (False, "true or false"),
}


def deal_cards(rules: Rules, rng: random.Random, dealer: int) -> tuple[list[int], int]:
    """Shuffle and deal: hands as multiset masks (one card at a time from the dealer's left)
    and the face-up leftovers of ``equal_hands``."""
    players = rules.players
    deck = list(range(CARDS_PER_PACK)) * rules.decks
    rng.shuffle(deck)
    hands = [0] * players
    count = len(deck)
    dealt = count - count % players if rules.equal_hands else count
    for position in range(dealt):
        seat = (dealer + 1 + position) % players
        hands[seat] = add_copy(hands[seat], deck[position])
    leftovers = 0
    for index in deck[dealt:]:
        leftovers = add_copy(leftovers, index)
    return hands, leftovers


def check_save(data: object) -> dict[str, Any]:
    """The one schema check of a save (:data:`SAVE_FIELDS`): every field present where
    required and of the right JSON type; returns the fields with defaults filled in. What the
    values mean (cards, sizes, rules, moves) is checked by ``Game`` and ``Rules`` themselves.

    Raises:
        ValueError: ``save: <field> ...`` naming the first field that does not fit.
    """
    if not isinstance(data, dict):
        raise ValueError(f"save: must be a JSON object, not {_json_type(data)}")
    if data.get("format") != SAVE_FORMAT:
        found = _json_type(data["format"]) if "format" in data else "missing"
        raise ValueError(f"save: not a Sevens save: format must be {SAVE_FORMAT!r}, "
                         f"not {found}")
    unknown = sorted(str(key) for key in data if key not in SAVE_FIELDS)
    if unknown:
        raise ValueError(f"save: unknown field {unknown[0]!r}")
    for name, (required, expected) in SAVE_FIELDS.items():
        if required and name not in data:
            raise ValueError(f"save: the field {name!r} is missing (expected {expected})")
    fields: dict[str, Any] = {"seed": None, "leftovers": [], "any_sizes": False, **data}
    simple = {
        "rules": lambda value: isinstance(value, dict),
        "dealer": is_whole_number,
        "seed": lambda value: value is None or (is_whole_number(value) and value >= 0),
        "any_sizes": lambda value: isinstance(value, bool),
    }
    for name, fits in simple.items():
        if not fits(fields[name]):
            raise ValueError(f"save: {name} must be {SAVE_FIELDS[name][1]}, "
                             f"not {_json_type(fields[name])}")
    missing = [name for name in RULE_OPTION_NAMES if name not in fields["rules"]]
    if missing:  # a default would quietly replay the moves under other rules
        raise ValueError(f"save: rules: the option {missing[0]!r} is missing")
    _check_text_list(fields["moves"], "moves", "move text")
    _check_text_list(fields["leftovers"], "leftovers", "card text")
    hands = fields["hands"]
    if not isinstance(hands, list):
        raise ValueError(f"save: hands must be {SAVE_FIELDS['hands'][1]}, "
                         f"not {_json_type(hands)}")
    for seat, hand in enumerate(hands):
        _check_text_list(hand, f"hands[{seat}]", "card text")
    return fields


def _check_text_list(value: object, name: str, item: str) -> None:
    if not isinstance(value, list):
        raise ValueError(f"save: {name} must be a list of {item}s, not {_json_type(value)}")
    for position, entry in enumerate(value):
        if not isinstance(entry, str):
            raise ValueError(f"save: {name}[{position}] must be {item}, "
                             f"not {_json_type(entry)}")


def _json_type(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, str):
        return f"text {value[:40]!r}"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, list):
        return "a list" if value else "an empty list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def dealt_sizes(rules: Rules, dealer: int) -> tuple[list[int], int]:
    """The hand size each seat is dealt, and how many face-up leftovers lie out."""
    players = rules.players
    total = CARDS_PER_PACK * rules.decks
    base, extra = divmod(total, players)
    if rules.equal_hands:
        return [base] * players, extra
    sizes = [base] * players
    for offset in range(extra):
        sizes[(dealer + 1 + offset) % players] += 1
    return sizes, 0


def card_list(cards: object, name: str) -> list[Card]:
    """The cards of one hand (or the leftovers) of an explicit deal, refused cleanly."""
    if isinstance(cards, str | bytes) or not isinstance(cards, Sequence):
        raise ValueError(f"{name} must be a list of cards, not {cards!r}")
    parsed = []
    for position, item in enumerate(cards):
        if not isinstance(item, Card | str):
            raise ValueError(f"{name}[{position}] must be card text such as '7S', not {item!r}")
        try:
            parsed.append(Card.parse(item))
        except ValueError as error:
            raise ValueError(f"{name}[{position}]: {error}") from None
    return parsed


def explicit_deal(rules: Rules, hands: Sequence[Sequence[Card | str]],
                   leftovers: Sequence[Card | str], dealer: int,
                   any_sizes: bool = False) -> tuple[list[int], int]:
    if isinstance(hands, str | bytes) or not isinstance(hands, Sequence):
        raise ValueError(f"hands must be a list of {rules.players} hands, not {hands!r}")
    if len(hands) != rules.players:
        raise ValueError(f"{rules.players} hands are needed, not {len(hands)}")
    card_lists = [card_list(hand, f"hands[{seat}]") for seat, hand in enumerate(hands)]
    card_lists.append(card_list(leftovers, "leftovers"))
    if card_lists[-1] and not rules.equal_hands:
        raise ValueError("face-up leftovers need equal_hands")
    counts = [0] * CARDS_PER_PACK
    masks = []
    for cards in card_lists:
        mask = 0
        for card in cards:
            index = card.index
            counts[index] += 1
            if counts[index] > rules.decks:
                raise ValueError(f"{card} is dealt more than {rules.decks} time(s)")
            mask = add_copy(mask, index)
        masks.append(mask)
    missing = [str(ALL_CARDS[i]) for i in range(CARDS_PER_PACK) if counts[i] < rules.decks]
    if missing:
        raise ValueError(f"the deal must use the whole pack; missing: {' '.join(missing)}")
    if not any_sizes:
        # with the whole pack present, right-sized hands leave the right leftovers
        sizes, _ = dealt_sizes(rules, dealer)
        for seat, (cards, size) in enumerate(zip(card_lists, sizes, strict=False)):
            if len(cards) != size:
                raise ValueError(f"hands[{seat}] must hold {size} cards as dealt (dealer "
                                 f"{dealer}), not {len(cards)}")
    return masks[:-1], masks[-1]
