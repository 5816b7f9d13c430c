"""One seat's view and its events as JSON, and back: what travels from the host to a guest.

The host never writes a view of its own: it sends what the engine gives that seat —
``game.view(seat)`` and each event's :meth:`~sevens.events.Event.seen_by` — turned into JSON
here, field by field. A guest turns it back into the same :class:`~sevens.views.View` the
local table and the bots read, so hints, bots and (later) the table work on a guest's device
exactly as on the host's. Reading checks every field: a damaged message is a ``ValueError``,
never a half-built view.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any

from sevens import events as event_module
from sevens.cards import Card, CardSet
from sevens.events import Event
from sevens.moves import Move
from sevens.rules import Rules
from sevens.views import HIGH, LOW, START, RowView, Target, View

#: Every kind of event, by the name ``Event.to_dict`` writes.
EVENT_TYPES: dict[str, type[Event]] = {
    cls.__name__: cls for cls in vars(event_module).values()
    if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event}


def event_to_dict(event: Event) -> dict[str, Any]:
    """An event as plain JSON data (the engine's own ``to_dict``, lists for tuples)."""
    return json.loads(json.dumps(event.to_dict()))


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"not a whole number: {value!r}")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"not true or false: {value!r}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"not text: {value!r}")
    return value


def _card(value: Any) -> Card:
    return Card.parse(_text(value))


def _card_set(value: Any) -> CardSet:
    text = _text(value)
    return CardSet([Card.parse(word) for word in text.split()])


def _optional(read: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda value: None if value is None else read(value)


def _items(read: Callable[[Any], Any]) -> Callable[[Any], tuple[Any, ...]]:
    def read_all(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list):
            raise ValueError(f"not a list: {value!r}")
        return tuple(read(item) for item in value)
    return read_all


#: How each field type of the events is read back (the annotations as the engine writes them).
FIELD_READERS: dict[str, Callable[[Any], Any]] = {
    "int": _whole,
    "int | None": _optional(_whole),
    "bool": _flag,
    "bool | None": _optional(_flag),
    "str": _text,
    "Card": _card,
    "Card | None": _optional(_card),
    "CardSet": _card_set,
    "CardSet | None": _optional(_card_set),
    "tuple[int, ...]": _items(_whole),
    "tuple[int | None, ...]": _items(_optional(_whole)),
    "tuple[Card, ...]": _items(_card),
    "tuple[tuple[Card, ...] | None, ...]": _items(_optional(_items(_card))),
}


def event_from_dict(data: Any) -> Event:
    """The event that :func:`event_to_dict` wrote.

    Raises:
        ValueError: not an event of a known kind, or a field missing, extra or mistyped.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an event must be an object, not {type(data).__name__}")
    cls = EVENT_TYPES.get(data.get("event"))  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"unknown event {data.get('event')!r}")
    fields = dataclasses.fields(cls)
    names = {field.name for field in fields} | {"event"}
    if set(data) != names:
        raise ValueError(f"{cls.__name__}: fields {sorted(data)} are not {sorted(names)}")
    values = {}
    for field in fields:
        reader = FIELD_READERS.get(str(field.type))
        if reader is None:  # a field type this module does not know yet: refuse, never guess
            raise ValueError(f"{cls.__name__}.{field.name}: unknown type {field.type}")
        values[field.name] = reader(data[field.name])
    return cls(**values)


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


def _optional_card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def row_to_dict(row: RowView) -> dict[str, Any]:
    """A row of the table as JSON data."""
    return {"suit": row.suit, "low": _optional_card(row.low), "high": _optional_card(row.high),
            "cards": _cards(row.cards), "complete": row.complete,
            "next_low": _optional_card(row.next_low), "next_high": _optional_card(row.next_high),
            "suit_row": row.suit_row}


def row_from_dict(data: Any) -> RowView:
    """The row :func:`row_to_dict` wrote.

    Raises:
        ValueError: a field missing or mistyped.
    """
    if not isinstance(data, dict) or set(data) != set(ROW_FIELDS):
        raise ValueError(f"a row must be an object with {sorted(ROW_FIELDS)}")
    card = _optional(_card)
    return RowView(suit=_whole(data["suit"]), low=card(data["low"]), high=card(data["high"]),
                   cards=_items(_card)(data["cards"]), complete=_flag(data["complete"]),
                   next_low=card(data["next_low"]), next_high=card(data["next_high"]),
                   suit_row=_whole(data["suit_row"]))


ROW_FIELDS = tuple(field.name for field in dataclasses.fields(RowView))


def view_to_dict(view: View) -> dict[str, Any]:
    """A seat's view as JSON data, without its rules (sent once, at the welcome) and its
    events (sent one by one as they happen)."""
    return {
        "seat": view.seat, "players": view.players, "dealer": view.dealer,
        "current_player": view.current_player, "hand": _cards(view.hand),
        "hand_sizes": list(view.hand_sizes), "covered_counts": list(view.covered_counts),
        "covered": _cards(view.covered), "rows": [row_to_dict(row) for row in view.rows],
        "leftovers": _cards(view.leftovers), "passes_taken": list(view.passes_taken),
        "free_passes_left": list(view.free_passes_left), "out": list(view.out),
        "finished_order": list(view.finished_order), "pending_give_to": view.pending_give_to,
        "pool": view.pool, "last_played": [_optional_card(card) for card in view.last_played],
        "legal_moves": [str(move) for move in view.legal_moves],
        "playable": _cards(view.playable), "table_mask": view.table_mask,
        "playable_mask": view.playable_mask, "over": view.over,
        "targets": [None if target is None else [target.row, target.end]
                    for target in view.targets],
    }


def target_from_data(data: Any) -> Target | None:
    """The :class:`~sevens.views.Target` that :func:`view_to_dict` wrote as ``[row, end]``
    (None stays None).

    Raises:
        ValueError: not a pair of a whole number and an end.
    """
    if data is None:
        return None
    if not isinstance(data, list) or len(data) != 2 or data[1] not in (START, LOW, HIGH):
        raise ValueError(f"not a target: {data!r}")
    return Target(_whole(data[0]), data[1])


#: The fields of a view as JSON (everything but ``rules`` and ``events``).
VIEW_FIELDS = tuple(field.name for field in dataclasses.fields(View)
                    if field.name not in ("rules", "events"))


def view_from_dict(data: Any, rules: Rules, events: tuple[Event, ...]) -> View:
    """The :class:`View` that :func:`view_to_dict` wrote, with the rules and events the guest
    keeps itself.

    Raises:
        ValueError: a field missing, extra or mistyped, or a seat count that is not the
            rules' (the message names the field).
    """
    if not isinstance(data, dict) or set(data) != set(VIEW_FIELDS):
        raise ValueError("a view must be an object with exactly the view's fields")
    whole, cards = _items(_whole), _items(_card)
    try:
        view = View(
            seat=_whole(data["seat"]), players=_whole(data["players"]), rules=rules,
            dealer=_whole(data["dealer"]), current_player=_optional(_whole)(
                data["current_player"]),
            hand=cards(data["hand"]), hand_sizes=whole(data["hand_sizes"]),
            covered_counts=whole(data["covered_counts"]), covered=cards(data["covered"]),
            rows=_items(row_from_dict)(data["rows"]), leftovers=cards(data["leftovers"]),
            passes_taken=whole(data["passes_taken"]),
            free_passes_left=_items(_optional(_whole))(data["free_passes_left"]),
            out=_items(_flag)(data["out"]), finished_order=whole(data["finished_order"]),
            pending_give_to=_optional(_whole)(data["pending_give_to"]),
            pool=_whole(data["pool"]), last_played=_items(_optional(_card))(data["last_played"]),
            legal_moves=_items(lambda text: Move.parse(_text(text)))(data["legal_moves"]),
            playable=cards(data["playable"]), table_mask=_whole(data["table_mask"]),
            playable_mask=_whole(data["playable_mask"]), events=events,
            over=_flag(data["over"]), targets=_items(target_from_data)(data["targets"]))
    except ValueError as error:  # IllegalMove is a ValueError too
        raise ValueError(f"view: {error}") from None
    if view.players != rules.players or not 0 <= view.seat < rules.players:
        raise ValueError("view: its seats are not the table's")
    if len(view.targets) != len(view.legal_moves) or any(
            target is not None and not 0 <= target.row < len(view.rows)
            for target in view.targets):
        raise ValueError("view: targets must name a row for each legal move")
    for name in ("hand_sizes", "covered_counts", "passes_taken", "free_passes_left", "out",
                 "last_played"):
        if len(getattr(view, name)) != rules.players:
            raise ValueError(f"view: {name} must have one entry a seat")
    return view
