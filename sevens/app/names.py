"""Names and numbers as the table and the results print them: seats and match totals."""

from __future__ import annotations

from sevens.app.translation import text


def hand_name(seat: int) -> str:
    """The name that belongs to a seat's hand, whoever plays it: Hal, Ada, Ben, Cleo… for
    seats 0, 1, 2, 3… (so a replay from another seat, or a deal link opened in another seat,
    keeps every name on the same cards)."""
    return text(f"seat.name.{seat % 8}")


def seat_name(seat: int, human_seat: int, autoplay: bool = False,
              home_seat: int | None = None) -> str:
    """The display name of a seat: "You" for the human seat, the hand's own name
    (:func:`hand_name`) for every other; in a replay from another seat, the seat you first
    played (``home_seat``) is "Hard (your seat)". In autoplay nobody is "You"."""
    if autoplay:
        return hand_name(seat)
    if seat == human_seat:
        return text("seat.you")
    if seat == home_seat:
        return text("seat.home")
    return hand_name(seat)



def people_table_names(players: int, people: dict[int, str]) -> dict[int, str]:
    """Every seat's name at a table of people (pass-and-play): each person's own name, and
    for each computer player its hand's name (:func:`hand_name`), or, when a person took
    that name, the next of the list nobody has."""
    names = dict(people)
    taken = {name.casefold() for name in people.values()}
    for seat in range(players):
        if seat in names:
            continue
        for step in range(8):
            name = hand_name(seat + step)
            if name.casefold() not in taken or step == 7:
                break
        names[seat] = name
        taken.add(name.casefold())
    return names
