"""Who sits where (pass-and-play, issue 34): each seat is you, a person at this device (with
a name) or the computer at a level, as chosen in the menu's Seats screen.

The choices live in :class:`~sevens.app.profile.Settings` (``seats`` and ``names``, one entry
per seat); nothing chosen (the default) is you at seat 1 and the computer at the menu's level
on every other seat, exactly as before pass-and-play. Seat 1 (index 0) is always a person:
"You" while alone, named once another person sits down. No pygame here.
"""

from __future__ import annotations

from typing import Protocol

from sevens.app.launch_options import MAX_NAME_LENGTH
from sevens.app.names import hand_name
from sevens.app.session import LEVELS
from sevens.message import Message


class SeatSettings(Protocol):
    """What of the saved settings (:class:`sevens.app.profile.Settings`) says who sits where:
    each seat's choice and each person's name (a protocol, so the settings, which check their
    seats against :data:`SEAT_CHOICES`, and this module do not import each other)."""

    seats: list[str]
    names: list[str]


#: A seat taken by a person at this device.
PERSON = "person"
#: A seat left to the computer at the menu's level (the default).
COMPUTER = ""
#: What a seat may be, as the Seats screen steps through it.
SEAT_CHOICES = (PERSON, *LEVELS)
MAX_SEATS = 8


def seat_choice(settings: SeatSettings, seat: int) -> str:
    """``seat``'s choice: :data:`PERSON`, a level, or :data:`COMPUTER` (the menu's level)."""
    if seat == 0:
        return PERSON
    chosen = settings.seats[seat] if seat < len(settings.seats) else COMPUTER
    return chosen if chosen in SEAT_CHOICES else COMPUTER


def set_seat_choice(settings: SeatSettings, seat: int, choice: str) -> None:
    """Make ``seat`` a person or the computer at a level (seat 1 stays a person).

    Raises:
        ValueError: ``choice`` is not a seat choice.
    """
    if choice not in (*SEAT_CHOICES, COMPUTER):
        raise ValueError(f"no such seat choice: {choice!r}")
    if seat == 0:
        return
    settings.seats = (list(settings.seats) + [COMPUTER] * MAX_SEATS)[:MAX_SEATS]
    settings.seats[seat] = choice


def friendly_names() -> tuple[str, ...]:
    """The short list of names to pick from, in the player's language (the hands' names)."""
    return tuple(hand_name(seat) for seat in range(MAX_SEATS))


def person_name(settings: SeatSettings, seat: int) -> str:
    """The name of the person at ``seat``: the one chosen or typed, else the seat's own
    name from :func:`friendly_names`."""
    chosen = settings.names[seat] if seat < len(settings.names) else ""
    return chosen.strip() or hand_name(seat)


def name_refusal(settings: SeatSettings, seat: int, name: str, players: int) -> str | None:
    """The message key saying why ``name`` cannot be ``seat``'s, or None when it can."""
    name = name.strip()
    if not name or len(name) > MAX_NAME_LENGTH or not name.isprintable():
        return "seats.name_bad"
    taken = {person_name(settings, other).casefold()
             for other in people_seats(settings, players) if other != seat}
    return "seats.name_taken" if name.casefold() in taken else None


def set_person_name(settings: SeatSettings, seat: int, name: str) -> None:
    """Give the person at ``seat`` the name ``name`` (checked with :func:`name_refusal`)."""
    settings.names = (list(settings.names) + [""] * MAX_SEATS)[:MAX_SEATS]
    settings.names[seat] = name.strip()


def people_seats(settings: SeatSettings, players: int) -> list[int]:
    """The seats people sit at, among the first ``players``."""
    return [seat for seat in range(players) if seat_choice(settings, seat) == PERSON]


def table_people(settings: SeatSettings, players: int) -> dict[int, str]:
    """The people at this device by seat, each by name; {} when you play alone."""
    seats = people_seats(settings, players)
    if len(seats) < 2:
        return {}
    names: dict[int, str] = {}
    for seat in seats:  # two people may not share a name: a clash keeps the seat's own
        name = person_name(settings, seat)
        if name.casefold() in {taken.casefold() for taken in names.values()}:
            name = next(candidate for candidate in (hand_name(seat + step) for step in
                                                    range(MAX_SEATS))
                        if candidate.casefold() not in {taken.casefold() for taken in
                                                        names.values()})
        names[seat] = name
    return names


def table_levels(settings: SeatSettings, players: int) -> dict[int, str]:
    """Each computer seat given a level of its own (the others play at the menu's level)."""
    return {seat: choice for seat in range(1, players)
            if (choice := seat_choice(settings, seat)) in LEVELS}


def lone_player_notice(settings: SeatSettings, players: int) -> Message | None:
    """The notice for a deal link or the daily deal started while people sit at the table:
    it is one player's, the people sit it out (None when you play alone anyway)."""
    return Message("notice.people_single") if table_people(settings, players) else None


def seat_people(settings: SeatSettings, names: tuple[str, ...]) -> None:
    """Seat ``names`` (``--people Ada,Ben``) from seat 1 on, the other seats computers."""
    settings.seats = [PERSON if seat < len(names) else COMPUTER for seat in range(MAX_SEATS)]
    settings.names = [names[seat] if seat < len(names) else "" for seat in range(MAX_SEATS)]
