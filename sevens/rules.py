"""The rules model: one frozen :class:`Rules` value per table, and the named presets.

A variant is data, not a chain of ``if`` statements: every option of SPEC §2 is a field, the
constructor refuses contradictory combinations with a plain sentence, and a preset is just a
named ``Rules`` value (see :data:`PRESETS` and :func:`preset`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from sevens.cards import Card
from sevens.message import Message, MessageError

ACE_CHOICES = ("low", "high", "either")
START_CHOICES = ("card", "dealer-left", "all-sevens", "any-rank")
TURN_ORDER_CHOICES = ("clockwise", "counterclockwise")
WHEN_STUCK_CHOICES = ("pass", "cover", "receive")
BUILD_CHOICES = ("plain", "eight-first", "six-and-eight-first")
END_CHOICES = ("first-out", "play-on", "all-hands")
SCORING_CHOICES = ("douque", "chips", "penalty-count", "penalty-pips", "placing-points", "wins")
START_RANK = 7
MIN_PLAYERS = 3
MAX_PLAYERS = 8

#: For a custom-table menu: each option and the values it may take (``None`` = unlimited).
OPTION_CHOICES: dict[str, tuple[Any, ...]] = {
    "players": tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1)),
    "decks": (1, 2),
    "ace": ACE_CHOICES,
    "start": START_CHOICES,
    "start_card": ("7S", "7H", "7D", "7C", None),
    "turn_order": TURN_ORDER_CHOICES,
    "when_stuck": WHEN_STUCK_CHOICES,
    "free_passes": (0, 1, 2, 3, 5, None),
    "pass_limit_out": (False, True),
    "build": BUILD_CHOICES,
    "equal_hands": (False, True),
    "end": END_CHOICES,
    "scoring": SCORING_CHOICES,
    "deals": (1, 3, 4, 5, 8, 10),
}

#: Which delta key a result carries for each scoring (SPEC §5).
DELTA_KEYS = {
    "douque": "money",
    "chips": "chips",
    "penalty-count": "points",
    "penalty-pips": "points",
    "placing-points": "points",
    "wins": "points",
}


@dataclass(frozen=True, slots=True)
class Rules:
    """Every option of a Sevens table (SPEC §2). Immutable; build variants with :meth:`replace`.

    Raises:
        ValueError: an option is out of range or contradicts another one; the message says which.
    """

    players: int = 4
    decks: int = 1
    ace: str = "low"
    start: str = "card"
    start_card: str | None = "7D"
    turn_order: str = "clockwise"
    when_stuck: str = "pass"
    free_passes: int | None = 0
    pass_limit_out: bool = False
    build: str = "plain"
    equal_hands: bool = False
    end: str = "first-out"
    scoring: str = "wins"
    deals: int = 1
    stake: int | Fraction = 1
    ante: int = 1
    pass_chip: int = 1
    card_chip: int = 1
    name: str = "custom"

    def __post_init__(self) -> None:
        type_problem = _type_problem(self)
        if type_problem:
            raise ValueError(type_problem)
        if isinstance(self.stake, float):
            object.__setattr__(self, "stake", _exact_stake(self.stake))
        problems = _problems(self)
        if problems:
            raise ValueError(problems[0])
        if self.start_card is not None:
            # normalise "7d" / "7♦" to "7D" so equal rules compare equal
            object.__setattr__(self, "start_card", str(Card.parse(self.start_card)))

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (checked like a new value).

        Raises:
            ValueError: an unknown option, or a value the options refuse.
        """
        unknown = sorted(set(changes) - {field.name for field in dataclasses.fields(self)})
        if unknown:
            raise ValueError(f"unknown rule options: {', '.join(unknown)}")
        return dataclasses.replace(self, **changes)

    @property
    def min_players(self) -> int:
        """Fewest players these options allow."""
        return _player_range(self)[0]

    @property
    def max_players(self) -> int:
        """Most players these options allow."""
        return _player_range(self)[1]

    @property
    def delta_key(self) -> str:
        """The result key of this scoring: ``money``, ``chips`` or ``points``."""
        return DELTA_KEYS[self.scoring]

    @property
    def lower_is_better(self) -> bool:
        """True for penalty scorings, where the lowest running total wins."""
        return self.scoring in ("penalty-count", "penalty-pips")

    @property
    def start_card_value(self) -> Card | None:
        """The named start card as a :class:`Card`, if any."""
        return Card.parse(self.start_card) if self.start_card else None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready options (a fractional stake as text, e.g. ``"1/3"``)."""
        data = dataclasses.asdict(self)
        if isinstance(self.stake, Fraction):
            stake = self.stake
            data["stake"] = stake.numerator if stake.denominator == 1 else str(stake)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        """Rules from :meth:`to_dict` output (unknown keys are refused; missing keys take
        their defaults; a stake may be fraction text such as ``"1/3"``).

        Raises:
            ValueError: not an object, an unknown option, or a value the options refuse.
        """
        if not isinstance(data, dict):
            raise ValueError(f"rules must be an object of options, not {type(data).__name__}")
        known = {field.name for field in dataclasses.fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rule options: {', '.join(sorted(map(str, unknown)))}")
        options = dict(data)
        stake = options.get("stake")
        if isinstance(stake, str):
            options["stake"] = _stake_from_text(stake)
        return cls(**options)

    def describe(self) -> list[str]:
        """The rules in plain words, one sentence a line (for the rules screen)."""
        return _describe(self)




_DATACLASS_INIT = Rules.__init__
RULE_OPTIONS = tuple(field.name for field in dataclasses.fields(Rules))


def _checked_init(self: Rules, *values: Any, **options: Any) -> None:
    """``Rules(...)`` refuses unknown or doubled options with a ValueError naming them, like
    every other bad option (the generated constructor would raise a TypeError)."""
    if len(values) > len(RULE_OPTIONS):
        raise ValueError(f"Rules takes at most {len(RULE_OPTIONS)} options, got {len(values)}")
    unknown = sorted(set(options) - set(RULE_OPTIONS))
    if unknown:
        raise ValueError(f"unknown rule options: {', '.join(unknown)}")
    doubled = [name for name in RULE_OPTIONS[:len(values)] if name in options]
    if doubled:
        raise ValueError(f"rule option given twice: {', '.join(doubled)}")
    _DATACLASS_INIT(self, *values, **options)


Rules.__init__ = _checked_init  # type: ignore[method-assign]

def _player_range(rules: Rules) -> tuple[int, int]:
    if rules.scoring == "douque":
        return (4, 4)
    if rules.decks == 2:
        return (8, 8)
    return (MIN_PLAYERS, MAX_PLAYERS)


_INT_FIELDS = ("players", "decks", "deals", "ante", "pass_chip", "card_chip")
_TEXT_FIELDS = ("ace", "start", "turn_order", "when_stuck", "build", "end", "scoring", "name")
_FLAG_FIELDS = ("pass_limit_out", "equal_hands")


def is_whole_number(value: object) -> bool:
    """True for an int that is not a bool (True and False are ints to Python, not counts)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _type_problem(rules: Rules) -> str | None:
    """The first option whose value has the wrong type, as a sentence; None if all fit."""
    for field in _INT_FIELDS:
        value = getattr(rules, field)
        if not is_whole_number(value):
            return f"{field} must be a whole number, not {value!r}"
    if rules.free_passes is not None and not is_whole_number(rules.free_passes):
        return f"free_passes must be a whole number or None (unlimited), not {rules.free_passes!r}"
    for field in _TEXT_FIELDS:
        value = getattr(rules, field)
        if not isinstance(value, str):
            return f"{field} must be text, not {value!r}"
    if rules.start_card is not None and not isinstance(rules.start_card, str):
        return f"start_card must be card text such as '7D' or None, not {rules.start_card!r}"
    for field in _FLAG_FIELDS:
        value = getattr(rules, field)
        if not isinstance(value, bool):
            return f"{field} must be True or False, not {value!r}"
    stake = rules.stake
    if not (is_whole_number(stake) or isinstance(stake, Fraction | float)):
        return f"stake must be a whole number or a Fraction, not {stake!r}"
    if isinstance(stake, float):
        try:
            _exact_stake(stake)
        except ValueError as error:
            return str(error)
    return None


def _exact_stake(stake: float) -> int | Fraction:
    """A float stake as the exact number it writes (``0.5`` -> 1/2, ``2.0`` -> 2).

    Raises:
        ValueError: the float is not finite, or its decimal text is not its exact value
            (``0.1`` is stored as 0.1000000000000000055…): money is never a float.
    """
    if stake != stake or stake in (float("inf"), float("-inf")):
        raise ValueError(f"stake must be a finite number, not {stake!r}")
    exact = Fraction(stake)
    if exact != Fraction(repr(stake)):
        raise ValueError(f"stake {stake!r} is not exact as a float: give a Fraction "
                         f"(e.g. Fraction({repr(stake)!r})) or a whole number")
    return exact.numerator if exact.denominator == 1 else exact


def _stake_from_text(text: str) -> int | Fraction:
    """A stake written as fraction text (``"1/3"``, ``"2"``), as saved by ``to_dict``."""
    try:
        stake = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"stake must be a whole number or fraction text such as '1/3', "
                         f"not {text!r}") from None
    return stake.numerator if stake.denominator == 1 else stake


@dataclass(frozen=True, slots=True)
class RuleConflict:
    """Options that contradict each other: the ``options`` involved, a message ``key`` and
    ``params`` for the player's language (the house-rules screen), and the plain English
    ``reason`` a refused :class:`Rules` value raises."""

    options: tuple[str, ...]
    key: str
    reason: str
    params: tuple[tuple[str, Any], ...] = ()


def rule_conflicts(values: Mapping[str, Any]) -> list[RuleConflict]:
    """Every contradiction among rule option ``values`` (a mapping of every option, as
    ``Rules`` fields), in the order :class:`Rules` reports them. The one place these checks
    live: ``Rules`` refuses a value that has any, and the house-rules screen shows them."""
    found: list[RuleConflict] = []
    players = values["players"]
    if values["decks"] == 2 and players != 8:
        found.append(RuleConflict(
            ("decks", "players"), "conflict.two_packs",
            f"two packs are for 8 players; {players} players use one pack",
            (("players", players),)))
    if values["scoring"] == "douque":
        if values["when_stuck"] != "cover":
            found.append(RuleConflict(
                ("when_stuck", "scoring"), "conflict.douque_cover",
                "Douque scoring needs covering: set when_stuck to 'cover'"))
        if values["end"] != "all-hands":
            found.append(RuleConflict(
                ("end", "scoring"), "conflict.douque_end",
                "Douque scoring settles when every hand is empty: set end to 'all-hands'"))
        if players != 4:
            found.append(RuleConflict(
                ("players", "scoring"), "conflict.douque_players",
                "Douque scoring is for exactly 4 players", (("players", players),)))
    if values["start"] == "card" and values["start_card"] is None:
        found.append(RuleConflict(
            ("start_card", "start"), "conflict.start_card",
            "a named-card start needs start_card, e.g. '7D'"))
    if values["pass_limit_out"]:
        if values["free_passes"] is None:
            found.append(RuleConflict(
                ("pass_limit_out", "free_passes"), "conflict.limit_needed",
                "pass_limit_out needs a pass limit: set free_passes to a number"))
        if values["when_stuck"] != "pass":
            found.append(RuleConflict(
                ("pass_limit_out", "when_stuck"), "conflict.limit_pass",
                "pass_limit_out counts passes: set when_stuck to 'pass'"))
    if values["end"] == "all-hands" and values["when_stuck"] == "receive":
        found.append(RuleConflict(
            ("end", "when_stuck"), "conflict.receive_all_hands",
            "'all-hands' cannot end when a lone player is stuck with nobody to give"))
    return found


def _problems(rules: Rules) -> list[str]:
    problems: list[str] = []
    for field, choices in (
        ("ace", ACE_CHOICES),
        ("start", START_CHOICES),
        ("turn_order", TURN_ORDER_CHOICES),
        ("when_stuck", WHEN_STUCK_CHOICES),
        ("build", BUILD_CHOICES),
        ("end", END_CHOICES),
        ("scoring", SCORING_CHOICES),
    ):
        value = getattr(rules, field)
        if value not in choices:
            problems.append(f"{field} must be one of {', '.join(choices)}, not {value!r}")
    if problems:
        return problems
    conflicts = {conflict.key: conflict.reason for conflict in rule_conflicts(
        {name: getattr(rules, name) for name in RULE_OPTIONS})}

    def conflicting(*keys: str) -> list[str]:
        return [conflicts[key] for key in keys if key in conflicts]

    if rules.decks not in (1, 2):
        problems.append("decks must be 1 or 2")
    elif not MIN_PLAYERS <= rules.players <= MAX_PLAYERS:
        problems.append(f"players must be from {MIN_PLAYERS} to {MAX_PLAYERS}, not {rules.players}")
    else:
        problems += conflicting("conflict.two_packs")
    problems += conflicting("conflict.douque_cover", "conflict.douque_end",
                            "conflict.douque_players")
    problems += conflicting("conflict.start_card")
    if rules.start in ("dealer-left", "any-rank") and rules.start_card is not None:
        problems.append(f"start '{rules.start}' names no start card: set start_card to None")
    if rules.start_card is not None:
        try:
            card = Card.parse(rules.start_card)
        except ValueError as error:
            problems.append(f"start_card: {error}")
        else:
            if card.rank != START_RANK:
                problems.append(f"the start card must be a seven, not {card}")
    if rules.free_passes is not None and rules.free_passes < 0:
        problems.append("free_passes must be 0 or more (None for unlimited)")
    problems += conflicting("conflict.limit_needed", "conflict.limit_pass",
                            "conflict.receive_all_hands")
    if rules.deals < 1:
        problems.append("deals must be 1 or more")
    for field in ("stake", "ante", "pass_chip", "card_chip"):
        if getattr(rules, field) < 0:
            problems.append(f"{field} must not be negative")
    return problems


def _describe(rules: Rules) -> list[str]:
    lines: list[str] = []
    packs = "two packs" if rules.decks == 2 else "one pack"
    lines.append(f"{rules.players} players, {packs}; the whole pack is dealt one card at a time.")
    if rules.equal_hands:
        lines.append("Everyone gets the same number of cards; the leftovers lie face up and "
                     "anyone may play a fitting leftover on their turn.")
    ace = {
        "low": "Aces are low: each row runs from the ace up to the king.",
        "high": "Aces are high: each row runs from the 2 up to the king and then the ace.",
        "either": "The ace may go next to the 2 or next to the king, whichever end is open.",
    }[rules.ace]
    lines.append(ace)
    start = {
        "card": f"The holder of the {_card_words(rules.start_card)} must lead it.",
        "dealer-left": "The player left of the dealer starts; any seven may be played, and a "
                       "first player without one passes.",
        "all-sevens": "All the sevens are laid out before play"
                      + (f"; the holder of the {_card_words(rules.start_card)} moves first."
                         if rules.start_card else "; the player left of the dealer moves first."),
        "any-rank": "The first player leads any card; its rank starts every row.",
    }[rules.start]
    lines.append(start)
    rank_word = "that rank" if rules.start == "any-rank" else "its seven"
    lines.append(f"A row is opened by {rank_word}; then only the next card up or down at either "
                 "end of a row may be played.")
    if rules.build == "eight-first":
        lines.append("After a row opens, the card just above must go down before anything else.")
    elif rules.build == "six-and-eight-first":
        lines.append("After a row opens, the cards just below and just above must both go down "
                     "before the rest.")
    lines.append(f"Play goes {rules.turn_order.replace('counterclockwise', 'counter-clockwise')}.")
    stuck = {
        "pass": "You must play if you can; if nothing fits, you pass.",
        "cover": "You must play if you can; if nothing fits, you cover one card face down — "
                 "covered cards count against you.",
        "receive": "You must play if you can; if nothing fits, the player before you hands you "
                   "a card of their choice.",
    }[rules.when_stuck]
    lines.append(stuck)
    if rules.free_passes is None:
        lines.append("You may pass even when a card fits, as often as you like.")
    elif rules.free_passes and rules.pass_limit_out:
        lines.append(f"Everyone has {rules.free_passes} passes, even when a card fits; "
                     "whoever would pass once more is out and their cards go on the rows.")
    elif rules.free_passes:
        lines.append(f"Everyone has {rules.free_passes} passes to use even when a card fits; "
                     "every pass counts, and once they are gone you pass only when stuck.")
    end = {
        "first-out": "The deal ends as soon as someone plays their last card.",
        "play-on": "The first out wins; the others play on for the lower places.",
        "all-hands": "Play continues until every hand is empty.",
    }[rules.end]
    lines.append(end)
    scoring = {
        "douque": f"Douque scoring: bonuses (Complete Suit +5, Clean Hand +10, Last Seven +20) "
                  f"minus the values of covered cards; the winner collects money from players "
                  f"with a negative total (stake {rules.stake}).",
        "chips": f"Chips: everyone antes {rules.ante}, each pass costs {rules.pass_chip}; the "
                 f"first out takes the pool plus {rules.card_chip} for every card left in "
                 "other hands.",
        "penalty-count": "Penalty points: 1 for every card left in hand; lowest total wins.",
        "penalty-pips": "Penalty points for cards left: 2–10 face value, J Q K 10, ace 15; "
                        "lowest total wins.",
        "placing-points": f"Placing points: first gets {rules.players - 1}, last gets 0.",
        "wins": "The first player out wins the deal.",
    }[rules.scoring]
    lines.append(scoring)
    deals = "one deal" if rules.deals == 1 else f"{rules.deals} deals, the deal passing left"
    lines.append(f"A match is {deals}.")
    return lines


def _card_words(card_text: str | None) -> str:
    return Card.parse(card_text).name if card_text else "named card"


@dataclass(frozen=True, slots=True)
class Preset:
    """A named rule system: its id, title, one-line description, rules and allowed players."""

    id: str
    title: str
    description: str
    rules: Rules
    min_players: int
    max_players: int


def _preset(preset_id: str, title: str, description: str, min_players: int, max_players: int,
            **options: Any) -> Preset:
    return Preset(preset_id, title, description, Rules(name=preset_id, **options),
                  min_players, max_players)


_PRESET_LIST = (
    _preset("douque", "Douque Sevens (排七)",
            "7♠ leads, no passing: cover a card when stuck; bonuses and money settlement.",
            4, 4, start_card="7S", turn_order="counterclockwise", when_stuck="cover",
            end="all-hands", scoring="douque", deals=4),
    _preset("sevens", "Sevens (British, with chips)",
            "7♦ leads, ace low, pass when stuck; ante, a chip per pass, first out sweeps.",
            3, 7, start_card="7D", scoring="chips", deals=5),
    _preset("fan-tan", "Fan Tan (Pagat)",
            "Left of dealer starts with any 7, ace high, first out wins at once.",
            3, 8, ace="high", start="dealer-left", start_card=None, deals=5),
    _preset("badam-satti", "Badam Satti",
            "7♥ leads, ace low; when someone goes out the rest score penalty pips.",
            3, 8, start_card="7H", scoring="penalty-pips", deals=5),
    _preset("shichinarabe", "Shichinarabe (七並べ)",
            "All sevens laid out; three passes each, a fourth pass puts you out.",
            3, 8, start="all-sevens", start_card="7D", free_passes=3, pass_limit_out=True,
            end="play-on", scoring="placing-points", deals=5),
    _preset("domino", "Domino (French)",
            "The first card sets the starting rank of every suit.",
            3, 8, ace="high", start="any-rank", start_card=None, deals=5),
    _preset("family", "Family Sevens",
            "7♦ starts, must play if able, everyone plays on for placing points.",
            3, 8, start_card="7D", end="play-on", scoring="placing-points", deals=5),
)

#: The named rule systems of SPEC §1, by id.
PRESET_INFO: dict[str, Preset] = {item.id: item for item in _PRESET_LIST}
#: Preset id -> Rules value.
PRESETS: dict[str, Rules] = {item.id: item.rules for item in _PRESET_LIST}
#: Preset id -> (title, one-line description).
PRESET_DESCRIPTIONS: dict[str, tuple[str, str]] = {
    item.id: (item.title, item.description) for item in _PRESET_LIST
}
_ALIASES = {
    "fantan": "fan-tan", "fan tan": "fan-tan", "badam": "badam-satti", "badamsatti": "badam-satti",
    "parliament": "sevens", "british": "sevens", "七並べ": "shichinarabe", "排七": "douque",
    "french": "domino", "standard": "family",
}


class UnknownRules(KeyError, ValueError):
    """No preset has that name (a ``ValueError``; also a ``KeyError`` for older callers)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def preset(preset_id: str, **changes: Any) -> Rules:
    """The named rule system's :class:`Rules` (aliases such as ``fantan`` are accepted).

    Raises:
        UnknownRules: no preset has that name (a ``ValueError``).
        ValueError: a change makes the rules contradictory, or sets a player count outside
            the rule system's range (British Sevens is for 3–7).
    """
    if not isinstance(preset_id, str):
        raise UnknownRules(f"rules must be a preset id such as 'douque', not {preset_id!r}")
    key = preset_id.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in PRESETS:
        raise UnknownRules(f"unknown rules {preset_id!r}; choose from {', '.join(PRESETS)}")
    rules = PRESETS[key]
    if not changes:
        return rules
    rules = rules.replace(**changes)
    check_preset_players(rules)
    return rules


def check_preset_players(rules: Rules) -> None:
    """Refuse a preset's rules (by name) with a player count outside the preset's range.

    Raises:
        ValueError: e.g. British Sevens (3–7 players) with 8.
    """
    info = PRESET_INFO.get(rules.name)
    if info is not None and not info.min_players <= rules.players <= info.max_players:
        raise ValueError(f"{info.title} is for {player_range(info)} players, "
                         f"not {rules.players}")


def player_range(info: Preset) -> str:
    """A preset's player counts as text: ``3–8``, or ``4`` for one count."""
    if info.min_players == info.max_players:
        return str(info.min_players)
    return f"{info.min_players}–{info.max_players}"


def player_counts(rules_id: str) -> tuple[int, ...]:
    """The player counts rule system ``rules_id`` seats, fewest first: a preset's range
    (British Sevens 3–7, Douque only 4), else every count the options allow (house rules)."""
    info = PRESET_INFO.get(rules_id)
    if info is None:
        return OPTION_CHOICES["players"]
    return tuple(range(info.min_players, info.max_players + 1))


def fitted_players(rules_id: str, players: int) -> int:
    """``players`` where rule system ``rules_id`` seats it, else the nearest count it does
    (the fewer of two as near): a table keeps as close to its size as the rules let it."""
    return min(player_counts(rules_id), key=lambda count: (abs(count - players), count))


#: The rule-system id of house rules (options a player set on top of a preset).
CUSTOM = "custom"


class RuleChoice(Protocol):
    """A player's choice of rule system, as the menu keeps it: a preset id (or
    :data:`CUSTOM` with the preset the house rules start from and the options changed), the
    number of players and the deals in a match."""

    rules_id: str
    custom_base: str
    custom_options: Mapping[str, Any]
    players: int
    deals: int


def build_rules(choice: RuleChoice) -> Rules:
    """The Rules value a choice of rule system describes.

    Raises:
        ValueError: the chosen options contradict each other (the message says why; a
            contradiction is a :class:`~sevens.message.MessageError` whose message names it
            in the player's language).
    """
    if choice.rules_id == CUSTOM:
        base = preset(choice.custom_base)
        options = dict(choice.custom_options)
        options.update(players=choice.players, deals=choice.deals, name=CUSTOM)
    else:
        base = preset(choice.rules_id)
        options = {"players": choice.players, "deals": choice.deals}
    try:
        return base.replace(**options)
    except ValueError as error:
        values = {name: getattr(base, name) for name in RULE_OPTIONS} | options
        try:
            conflicts = rule_conflicts(values)
        except (TypeError, KeyError, ValueError):  # a malformed value: its own refusal stands
            conflicts = []
        if not conflicts:
            raise
        first = conflicts[0]  # the same contradiction, worded for the player's language
        raise MessageError(str(error), Message(first.key, **dict(first.params))) from None
