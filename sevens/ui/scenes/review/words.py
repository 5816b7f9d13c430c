"""What the Review says: the title and the total, a note on each decision in the list, and
what hard makes of a decision, in the player's language (:mod:`.detail` tells the rest)."""

from __future__ import annotations

from dataclasses import dataclass

from sevens.app.names import hand_name
from sevens.app.session import Session, describe_move
from sevens.app.translation import render, text, unorphaned
from sevens.app.units import unit_name
from sevens.bots.heuristic import signed
from sevens.cards import Card
from sevens.moves import Move
from sevens.review import DealReview, Decision
from sevens.ui.advice import close_call_text
from sevens.ui.geometry.text import Tone

__all__ = ["COSTLY_COUNT", "ListEntry", "ReviewText", "reason_text"]

#: How many of the costliest decisions the list marks.
COSTLY_COUNT = 3


@dataclass(frozen=True)
class ListEntry:
    """A decision's row in the list: what was played, the note on it, its tone, and whether
    it is among the costliest."""

    move: str
    note: str
    tone: Tone
    costly: bool


def reason_text(decision: Decision, option: str) -> str:
    """The hint's reason for ``option`` of ``decision`` in the player's language ('' when
    there is none)."""
    reason = decision.reasons.get(option)
    return unorphaned(render(reason)) if reason is not None else ""


class ReviewText:
    """The words of the Review of ``review``, a deal of ``session``."""

    def __init__(self, session: Session, review: DealReview) -> None:
        self.session = session
        self.review = review
        self.lower_is_better = session.rules.lower_is_better

    def unit(self) -> str:
        """The table's unit in words."""
        return unit_name(self.session.rules.scoring)

    def value_text(self, value: float) -> str:
        """An option's average result as the table counts it, zero unsigned: penalty points
        plain (and positive again), the rest signed with a true minus (+1.25, −0.50)."""
        return signed(-value, 2).removeprefix("+") if self.lower_is_better else signed(value, 2)

    def words_of(self, key: str, **values: object) -> str:
        """The text ``key`` about the one whose decisions are reviewed: as it stands ("you
        chose…") for a single player, naming the person at a table of people (pass-and-play,
        issue 34: "Ada chose…"), from the key's ``_person`` variant. A bare ``review.you``
        is the person's name."""
        if not self.session.people:
            return text(key, **values)
        name = self.session.seat_name(self.review.seat)
        return name if key == "review.you" else text(f"{key}_person", name=name, **values)

    def title(self) -> str:
        """The screen's title (naming the hand reviewed when it is not your own)."""
        if self.session.home_seat is None or self.session.people:
            return self.words_of("review.title")
        return text("review.title_as", name=hand_name(self.session.human_seat))

    def summary(self) -> tuple[str, Tone, bool]:
        """The total left on the table (or how far the weighing has come), its tone, and
        whether it is bold (the total is, once weighed)."""
        review = self.review
        return self.summaries()[2 if not review.done else 1 if review.total_loss else 0]

    def summaries(self, longest: bool = False) -> tuple[tuple[str, Tone, bool], ...]:
        """Every total the header may show (nothing left on the table, the loss, the weighing
        so far), each with its tone and weight; ``longest``: the longest numbers (the layout's)."""
        review, unit = self.review, self.unit()
        count = max(10, len(review.points))
        decisions, total, loss = (count, count, "99.99") if longest else (
            len(review.decisions), review.total, f"{review.total_loss:.2f}")
        return ((text("review.total_none", decisions=decisions), "good", True),
                (text("review.total", loss=loss, unit=unit, decisions=decisions), "accent", True),
                (text("review.working", done=decisions, total=total, loss=loss, unit=unit),
                 "muted", False))

    def entries(self) -> list[ListEntry]:
        """Every decision's row in the list: what was played, the note on it, its tone, and
        whether it is among the costliest."""
        review = self.review
        costliest = {decision.index for decision in review.costliest(COSTLY_COUNT)}
        found = []
        tone: Tone
        for number, (index, _view, played) in enumerate(review.points):
            decision = review.decisions[number] if number < len(review.decisions) else None
            costly = index in costliest
            if decision is None:
                note, tone = text("review.pending"), "muted"
            elif decision.forced:
                note, tone = text("review.forced"), "muted"
            elif decision.within_chance or (decision.best == played and decision.close_call):
                note, tone = text("review.close_call_note"), "muted"
            elif decision.loss > 0:
                note = text("review.cost", loss=f"{decision.loss:.2f}",
                            best=describe_move(decision.best))
                tone = "danger" if costly else "text"
            else:
                note, tone = text("review.best_choice"), "good"
            found.append(ListEntry(describe_move(played), note, tone, costly))
        return found

    def verdict(self, decision: Decision | None, played: Move) -> tuple[str, Tone] | None:
        """What hard makes of the move played, and its tone (None when forced or not yet
        weighed)."""
        if decision is None or decision.forced:
            return None
        rules = self.session.rules
        if decision.judgement is not None and decision.within_chance:
            return close_call_text(decision.judgement, rules, other=str(played)), "text"
        if decision.best == played and decision.judgement is not None and decision.close_call:
            return close_call_text(decision.judgement, rules), "good"
        if decision.best == played:
            return text("review.agrees"), "good"
        line = text("review.prefers", best=describe_move(decision.best),
                    loss=f"{decision.loss:.2f}", unit=self.unit())
        return line, "danger" if decision.loss > 0 else "text"

    def hands_then(self, index: int) -> list[tuple[int, str, list[Card]]]:
        """Show all hands (issue 31): (seat, name, cards) of every seat but the one reviewed,
        just before move ``index`` (the deal is over: nothing is hidden any more)."""
        then = self.review.game.clone()
        then.undo_to(index)
        return [(seat, self.session.seat_name(seat), then.hand(seat))
                for seat in range(then.players) if seat != self.review.seat]
