"""The words of one judgement (:mod:`sevens.review`), as the hint and Review both say them.

The hint at the table and the Review after the deal show the same analysis; this module
turns it into the same sentences for both: how much better the best move did than the next
best, in the table's unit and with the same sign, or that two moves are a close call. No
figure is given from too few simulated deals (:data:`sevens.review.MIN_FIGURE_WORLDS`).
"""

from __future__ import annotations

from sevens.app.session import card_text
from sevens.app.translation import text
from sevens.app.units import unit_name
from sevens.moves import Move
from sevens.review import Judgement
from sevens.rules import Rules


def option_phrase(move: Move | str) -> str:
    """A move as a noun phrase: "the 3♥", "the 6♥ on row 2", "handing over the Q♣",
    "passing"."""
    if isinstance(move, str):
        move = Move.parse(move)
    if move.card is None:
        return text("advice.pass")
    card = card_text(move.card)
    if move.kind == "give":
        return text("advice.give", card=card)
    if move.row == 2:
        return text("advice.card_row", card=card, row=move.row)
    return text("advice.card", card=card)


def amount_text(value: float) -> str:
    """A difference between two options as both screens print it: 0.40."""
    return f"{abs(value):.2f}"


def close_call_text(judgement: Judgement, rules: Rules, other: str | None = None) -> str:
    """"A close call: the 3♥ and the A♣ are within 0.40 money." — the best move and
    ``other`` (by default the closest rival); "… did equally well." where the two print the
    same figure."""
    other = other if other is not None else judgement.runner_up()
    if other is None:
        return ""
    gap = amount_text(judgement.options[str(judgement.best)] - judgement.options[other])
    key = "advice.even" if gap == amount_text(0) else "advice.close_call"  # not "within 0.00"
    return text(key, first=option_phrase(judgement.best), second=option_phrase(other),
                amount=gap, unit=unit_name(rules.scoring))


def finding_text(judgement: Judgement, rules: Rules) -> str:
    """What the search found for the best move, in one sentence (empty for a forced move):
    a close call, how much better it did than the next best, or that the simulated deals
    were too few for a figure."""
    other = judgement.runner_up()
    if other is None:
        return ""
    if not judgement.meaningful:
        return text("advice.too_few", worlds=judgement.worlds)
    if judgement.close_call:
        return close_call_text(judgement, rules)
    gap = judgement.options[str(judgement.best)] - judgement.options[other]
    return text("advice.better", amount=amount_text(gap), unit=unit_name(rules.scoring),
                other=option_phrase(other), worlds=judgement.worlds)
