"""What the program tells a player, as a message key and parameters — never as finished words.

A :class:`Message` names a sentence of the message tables (``sevens/app/locales/``, one a
language, English among them) and the values to fill in. The engine's neighbours — the bots'
hint reasons, the launch options' and the save files' notices — build messages; whoever shows
one renders it in the player's language (``sevens.app.translation.render``), or in English for a
log or a JSON report (``sevens.app.translation.english``). :class:`sevens.IllegalMove` carries its
refusal the same way (``key`` and ``params``).

Parameters are plain values, and each language writes them its own way:

* a :class:`~sevens.cards.Card` is written as the table prints it (``7♠``); a tuple of cards
  is a list (``9♠, 10♠ and J♠``);
* a whole number is written in digits (English may ask for words: ``{count:words}``);
* a parameter named ``suit`` holds a suit letter (``"S"``) and is written as the suit's name;
* a nested :class:`Message` is rendered first (a rule system's name, a level, "the leftover
  5♠"); a tuple of messages is a run of sentences;
* anything else (text the player typed, the system's own error words) is shown as it is.

No pygame and no message table here: this module is the engine's side of the text path.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from sevens.cards import Card

#: A parameter's value (see the module's description for how each kind is written).
Param = Union[str, int, float, "Card", tuple["Card", ...], "Message", tuple["Message", ...]]

#: The key of a run of sentences (:func:`sentences`); its one parameter is ``parts``.
SENTENCES = "sentences"


class Message:
    """A message key and its parameters: an immutable, hashable value.

    ``Message("notice.unknown_rules", value="'xyz'", title=Message("preset.sevens.short"))``.
    """

    __slots__ = ("key", "_items")
    key: str
    _items: tuple[tuple[str, Param], ...]

    def __init__(self, key: str, /, **params: Param) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "_items", tuple(sorted(params.items())))

    @property
    def params(self) -> Mapping[str, Param]:
        """The parameters by name (a fresh dict: the message itself never changes)."""
        return dict(self._items)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Message is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Message is immutable")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return (self.key, self._items) == (other.key, other._items)

    def __hash__(self) -> int:
        return hash((self.key, self._items))

    def __reduce__(self) -> tuple[object, tuple[str, dict[str, Param]]]:
        """Pickled (and deep-copied) as its key and parameters, built again through
        ``__init__``."""
        return (_rebuilt, (self.key, dict(self._items)))

    def __repr__(self) -> str:
        params = "".join(f", {name}={value!r}" for name, value in self._items)
        return f"Message({self.key!r}{params})"

    def parts(self) -> tuple[Message, ...]:
        """The sentences of a run (:func:`sentences`), or just this message."""
        if self.key == SENTENCES:
            return tuple(part for part in self.params["parts"]  # type: ignore[union-attr]
                         if isinstance(part, Message))
        return (self,)

    def walk(self) -> Iterator[Message]:
        """This message and every message nested in its parameters, depth first."""
        yield self
        for _name, value in self._items:
            nested = value if isinstance(value, tuple) else (value,)
            for item in nested:
                if isinstance(item, Message):
                    yield from item.walk()


def sentences(*messages: Message | None) -> Message:
    """Several messages shown one after another as sentences (``None`` are left out; runs are
    flattened). A single message is returned as it is."""
    parts = tuple(part for message in messages if message is not None
                  for part in message.parts())
    if len(parts) == 1:
        return parts[0]
    return Message(SENTENCES, parts=parts)


class MessageError(ValueError):
    """A refusal of a value (not of a move) that a player may read: ``str(error)`` is an
    English sentence for logs and programs, :attr:`message` the same reason as a
    :class:`Message` for the player's language."""

    def __init__(self, english: str, message: Message) -> None:
        super().__init__(english)
        self.message = message


def error_message(error: Exception) -> Message:
    """The reason ``error`` gives, as a message: its own (:class:`MessageError`), else its
    sentence shown as it is (``text.as_is``: the system's own words)."""
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return message
    return Message("text.as_is", text=str(error))


def _rebuilt(key: str, params: dict[str, Param]) -> Message:
    """A :class:`Message` from its key and parameters (what a pickled message holds)."""
    return Message(key, **params)
