"""The lookup machinery of the message tables: a key and parameters, in the player's language.

Use :func:`text` with a key and named values (``text("status.your_turn")``), or
:func:`render` with a :class:`~sevens.message.Message` built anywhere in the program (a bot's
hint reason, a launch option's notice). The tables themselves are the locales
(:mod:`sevens.app.locales`: English, Traditional and Simplified Chinese, Japanese), one module
each with the same keys and parameters (``tests/test_locales.py``); a key missing from a table
falls back to English, so a partial translation never crashes. Layouts leave room for longer
strings. No pygame here: the command line uses these tables too (:func:`english`).

Parameters are written the way the language writes them (see :mod:`sevens.message`): cards as
the table prints them, lists of cards with the language's commas and "and", suits by name,
whole numbers in digits or — where a template asks, ``{count:words}`` — in words, nested
messages rendered first (``{level:lower}`` in lower case).
"""

from __future__ import annotations

from typing import Any

from sevens.app import locales
from sevens.cards import Card
from sevens.message import SENTENCES, Message

ENGLISH: dict[str, str] = locales.TABLES["en"]
LANGUAGES: dict[str, dict[str, str]] = locales.TABLES
LANGUAGE_CODES = locales.LANGUAGE_CODES
#: Languages that run sentences together without a space (their full stop 。 needs none).
CLOSED_UP = ("zh-Hant", "zh-Hans", "ja")
SUIT_LETTERS = ("S", "H", "D", "C")
NO_BREAK_SPACE = "\u00a0"
_current = {"language": "en"}


def set_language(code: str) -> None:
    """Choose the message table (unknown codes fall back to English)."""
    _current["language"] = code if code in LANGUAGES else "en"


def language() -> str:
    """The code of the language the messages are in now (``en``, ``zh-Hant`` …)."""
    return _current["language"]


def _template(key: str, code: str) -> str:
    """The template of ``key`` in language ``code`` (English, or the key itself, when the
    table lacks it)."""
    return LANGUAGES.get(code, ENGLISH).get(key) or ENGLISH.get(key) or key


class _Word(str):
    """A rendered name inside a sentence: ``{level:lower}`` writes it in lower case."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        if spec == "lower":
            return self.lower()
        return format(str(self), spec)


class _Number(int):
    """A whole number inside a sentence: digits, or words with ``{count:words}`` where the
    language has them (:data:`sevens.app.locales.NUMBER_WORDS`)."""

    language = "en"

    def __format__(self, spec: str) -> str:
        if spec == "words":
            words = locales.NUMBER_WORDS.get(self.language, ())
            return words[self] if 0 <= self < len(words) else str(int(self))
        return format(int(self), spec)


class _Suit(str):
    """A suit's name inside a sentence (the parameter holds its letter); ``{suit:counted}``
    agrees with the ``count`` beside it: ``suit.X.one`` for one card, ``suit.X.seven`` for
    seven (English writes "seven cards of spades", which cannot be misread as the 7♠), else
    ``suit.X``; ``{suit:one}`` is always the one-card form."""

    __slots__ = ("letter", "count", "code")

    def __new__(cls, letter: str, count: object, code: str) -> _Suit:
        suit = super().__new__(cls, _template(f"suit.{letter}", code))
        suit.letter, suit.count, suit.code = letter, count, code
        return suit

    def __format__(self, spec: str) -> str:
        if spec == "one" or (spec == "counted" and self.count == 1):
            return _template(f"suit.{self.letter}.one", self.code)
        if spec == "counted" and self.count == 7:
            return _template(f"suit.{self.letter}.seven", self.code)
        return format(str(self), "" if spec == "counted" else spec)


def _value(name: str, value: Any, values: dict[str, Any], code: str) -> Any:
    """One parameter written for language ``code`` (see the module's description)."""
    if isinstance(value, Message):
        return _Word(render(value, code))
    if isinstance(value, Card):
        return value.pretty()
    if isinstance(value, tuple) and value and all(isinstance(item, Card) for item in value):
        return card_list(value, code)
    if isinstance(value, tuple) and value and all(isinstance(item, Message) for item in value):
        return join_sentences(*(render(item, code) for item in value), language=code)
    if name == "suit" and value in SUIT_LETTERS:
        return _Suit(value, values.get("count"), code)
    if isinstance(value, int) and not isinstance(value, bool):
        number = _Number(value)
        number.language = code
        return number
    return value


def _fill(template: str, values: dict[str, Any], code: str) -> str:
    """``template`` with its ``{names}`` filled (the template as it is when a value is
    missing or does not fit its format)."""
    if not values:
        return template
    written = {name: _value(name, value, values, code) for name, value in values.items()}
    try:
        return template.format(**written)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template


def text(key: str, **values: Any) -> str:
    """The message ``key`` in the current language, with ``{names}`` filled from ``values``
    (cards, numbers, suit letters and nested messages written as the language writes them).

    An unknown key returns the key itself, so a missing message shows up instead of crashing.
    """
    code = _current["language"]
    return _fill(_template(key, code), values, code)


def render(message: Message, language: str | None = None) -> str:
    """``message`` in ``language`` (default: the current one)."""
    code = language if language in LANGUAGES else _current["language"]
    if message.key == SENTENCES:
        return join_sentences(*(render(part, code) for part in message.parts()), language=code)
    return _fill(_template(message.key, code), dict(message.params), code)


def english(message: Message) -> str:
    """``message`` in English (for logs, the command line and JSON reports)."""
    return render(message, "en")


def has(key: str) -> bool:
    """Whether ``key`` is in the English table."""
    return key in ENGLISH


def place_name(place: int) -> str:
    """1st, 2nd, 3rd, 4th …"""
    if has(f"place.{place}"):
        return text(f"place.{place}")
    return text("place.n", n=place)


def join_sentences(*sentences: str, language: str | None = None) -> str:
    """Sentences run together as the language (default: the current one) writes them: with a
    space in English, straight on in Chinese and Japanese (their full stop 。 needs none)."""
    code = language or _current["language"]
    return ("" if code in CLOSED_UP else " ").join(sentence for sentence in sentences if sentence)


def card_list(cards: tuple[Card, ...] | list[Card], language: str | None = None) -> str:
    """Cards for a sentence: ``9♠``, ``9♠ and 10♠``, ``9♠, 10♠ and J♠`` (in the language's
    own commas and "and")."""
    code = language or _current["language"]
    texts = [card.pretty() for card in cards]
    if len(texts) <= 1:
        return "".join(texts)
    return (_template("list.comma", code).join(texts[:-1]) + _template("list.and", code)
            + texts[-1])


def unorphaned(sentence: str) -> str:
    """``sentence`` with its last two words joined by a no-break space where the language
    spaces its words, so that wrapping never leaves one short word alone on the last line."""
    if _current["language"] in CLOSED_UP:
        return sentence
    head, space, tail = sentence.rpartition(" ")
    if not space or len(tail) > 12:
        return sentence
    return f"{head}{NO_BREAK_SPACE}{tail}"


def card_text(code: str) -> str:
    """A card as the table prints it: ``"7D"`` → ``7♦``, ``"TS"`` → ``10♠``."""
    rank, suit = code[:-1], code[-1:]
    return ("10" if rank in ("T", "10") else rank) + {"S": "♠", "H": "♥", "D": "♦",
                                                      "C": "♣"}.get(suit, suit)


def refusal_text(error: Exception) -> str:
    """An engine refusal (``sevens.IllegalMove``) in the current language.

    The error's ``key`` and ``params`` (card texts, a suit letter, numbers) are rendered with
    this language's table; an error without a key (or one this table does not know) shows its
    own English sentence.
    """
    key = getattr(error, "key", None)
    params = getattr(error, "params", None) or {}
    if not key or key not in ENGLISH:
        return str(error)
    values: dict[str, Any] = {}
    for name, value in params.items():
        if name in ("card", "opener"):
            values[name] = card_text(str(value))
        elif name == "cards":
            values[name] = text("list.or").join(card_text(code) for code in str(value).split())
        else:
            values[name] = value
    return text(key, **values)
