"""Names and numbers as the table and the results print them: seats and match totals."""

from __future__ import annotations

from sevens.ui.messages import text


def seat_name(seat: int, human_seat: int, autoplay: bool = False) -> str:
    """The display name of a seat: "You" for the human seat, else a first name. In autoplay
    nobody is "You": the human seat gets a name of its own (``seat.name.0``)."""
    if seat == human_seat and not autoplay:
        return text("seat.you")
    return text(f"seat.name.{(seat - human_seat) % 8}")
