"""The selected decision told as the detail's lines, the same for drawing and for scrolling:
readable lines (every reason whole) at the layout's type, overlapping cards far enough apart to
show their corner index. The words come from :class:`~.words.ReviewText`, the text measures in
as functions; the lines go out frozen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from sevens.app.session import describe_move
from sevens.app.translation import text
from sevens.bots.heuristic import signed
from sevens.cards import Card
from sevens.row_positions import position_in_row, start_position
from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.text import Measure, ScrollRegion, Tone, Words, Wrap
from sevens.ui.scenes.review.layout import ReviewPlaces
from sevens.ui.scenes.review.words import ReviewText, reason_text

if TYPE_CHECKING:
    from sevens.game import View
    from sevens.moves import Move
    from sevens.review import Decision

__all__ = ["CardFace", "DetailLines", "Line", "Scroller"]

#: Overlapping cards stand at least this share of a card's width apart, so that each corner
#: index ("10" and its suit) shows whole.
LEAST_STEP = 0.45


@dataclass(frozen=True)
class CardFace:
    """A card drawn in a line: where (from the line's left and top), its size, dimmed, and
    the ring round it (None: none)."""

    card: Card
    x: int
    y: int
    size: tuple[int, int]
    dimmed: bool = False
    ring: Tone | None = None


@dataclass(frozen=True)
class Line:
    """A line of the detail: its height, words and cards (placed from its left and top), and
    the seat dots ``(x, y, seat)``."""

    height: int
    words: tuple[Words, ...] = ()
    cards: tuple[CardFace, ...] = ()
    dots: tuple[tuple[int, int, int], ...] = ()


@dataclass(frozen=True)
class Scroller:
    """A panel (``box``) whose content scrolls in some unit: the decision list by rows, the
    detail by px (the table's move log could by lines). ``region`` is its view and content in
    that unit and how far it is scrolled; a finger moved ``pitch`` px scrolls one ``step``."""

    box: Box
    region: ScrollRegion
    pitch: int
    step: int = 1

    def scrolled(self, steps: int) -> int:
        """The offset ``steps`` steps on (negative: back), within the content's ends."""
        return self.region.scrolled(steps * self.step).offset

    def dragged(self, start: int, moved: int) -> int:
        """The offset after a finger pressed at offset ``start`` moved ``moved`` px down:
        whole steps back, within the content's ends."""
        back = round(moved / self.pitch) * self.step
        return self.region.scrolled(start - self.region.offset - back).offset


class DetailLines:
    """The detail's lines for ``places`` (the type, the width and the card the layout chose),
    in the words of ``words``, wrapped by ``wrap`` and measured by ``measure``."""

    def __init__(self, places: ReviewPlaces, words: ReviewText, wrap: Wrap,
                 measure: Measure) -> None:
        self.places, self.words, self.wrap, self.measure = places, words, wrap, measure
        self.width, self.body, self.line = places.detail_view.width, places.body, places.line

    def tell(self, number: int, show_hands: bool) -> list[Line]:
        """Decision ``number``: the heading and verdict, the table and the hand then, every
        option (every other hand then when ``show_hands``); a sentence when there is none."""
        words, review = self.words, self.words.review
        if not review.points:
            return self.text(words.words_of("review.none"))
        index, view, played = review.points[number]
        decision = review.decisions[number] if number < len(review.decisions) else None
        lines = self.heading(words.words_of("review.decision", number=number + 1,
                                            move=index + 1, played=describe_move(played)),
                             words.verdict(decision, played))
        if show_hands:
            return lines + self.hands(text("hands.then", number=number + 1),
                                      words.hands_then(index))
        lines += self.position(view, played, decision)
        if decision is None:
            return lines + self.text(text("review.weighing"))
        return lines + self.options(decision, view, played)

    def text(self, sentence: str, tone: Tone = "muted", indent: int = 0) -> list[Line]:
        """``sentence`` in the body type, wrapped to the detail's width, a line each."""
        return [Line(self.line, (Words(part, indent, 0, self.body, tone),))
                for part in self.wrap(sentence, self.body, self.width - indent)]

    def heading(self, heading: str, verdict: tuple[str, Tone] | None) -> list[Line]:
        """The decision's heading (bold, measured bold: ``wrap`` takes ``bold`` as
        :meth:`sevens.ui.resources.Resources.wrap` does) and what hard makes of it."""
        size = self.places.heading
        pitch = size + max(4, round(8 * self.places.canvas.squeeze))
        lines = [Line(pitch, (Words(part, 0, 0, size, "text", True),)) for part in self.wrap(
            heading, size, self.width, bold=True)]
        if verdict is not None:
            lines += self.text(verdict[0], verdict[1])
        return [*lines, Line(self.line // 2)]

    def position(self, view: View, played: Move, decision: Decision | None) -> list[Line]:
        """The rows on the table then (each card lined up by rank, an ace at its end, each row
        over the foot of the one above, its corner index showing) and the hand then (each
        card: could be played then, played, hard's choice)."""
        card = self.places.card
        rows = [row.cards for row in view.rows if row.cards]
        start = start_position(0, self.words.session.rules.ace)  # where a lone ace sits
        columns = [[position_in_row(cards, at, start) for at in range(len(cards))]
                   for cards in rows]
        left = min((column for row in columns for column in row), default=0)
        # the ranks on the table then, not the whole row, share the width
        span = max((column for row in columns for column in row), default=0) - left + 1
        step = min(card[0] + 4, (self.width - card[0]) // max(1, span - 1))
        lines = self.text(text("review.table"))
        if not rows:
            lines += self.text(text("review.table_empty"), indent=8)
        for number, (cards, places) in enumerate(zip(rows, columns, strict=True)):
            height = card[1] + 6 if number == len(rows) - 1 else round(card[1] * 0.46) + 4
            lines.append(Line(height, cards=tuple(
                CardFace(face, (column - left) * step, 0, card)
                for face, column in zip(cards, places, strict=True))))
        lines += [Line(self.line // 3), *self.text(self.words.words_of("review.hand"))]
        raised = round(10 * self.places.canvas.squeeze)
        best = decision.best.card if decision is not None else None
        options = {move.card for move in view.legal_moves}
        return lines + self._cards(
            [CardFace(face, 0, 0 if face == played.card else raised, card, face not in options,
                      "accent" if face == played.card else "good" if face == best else None)
             for face in view.hand], 6, raised)

    def _cards(self, faces: list[CardFace], gap: int, raised: int = 0) -> list[Line]:
        """``faces`` spread on lines of the detail's width: as many a line as keep each
        corner index whole (:data:`LEAST_STEP` of a card apart), the lines evened out."""
        (card, height), count, room = self.places.card, max(1, len(faces)), self.width - 8
        fits = min(count, 1 + (room - card) // math.ceil(card * LEAST_STEP))
        per_line = -(-count // -(-count // max(1, fits)))  # as many lines, evened out
        step = min(card + gap, (room - card) // max(1, per_line - 1))
        return [Line(height + raised + 6, cards=tuple(
            replace(face, x=4 + number * step) for number, face in enumerate(
                faces[start:start + per_line]))) for start in range(0, len(faces), per_line)]

    def options(self, decision: Decision, view: View, played: Move) -> list[Line]:
        """Each option, best first: who chose it, the move, its value and how far behind the
        best, its whole reason under it."""
        width, body, line, measure, words = (self.width, self.body, self.line, self.measure,
                                             self.words)
        lines = self.text(text("review.options_lower" if words.lower_is_better
                               else "review.options", unit=words.unit()))
        indent = round(24 * self.places.canvas.squeeze)
        moves = {str(move): move for move in view.legal_moves}
        best = decision.options[str(decision.best)]
        for option in sorted(decision.options, key=lambda key: -decision.options[key]):
            move, value = moves.get(option), decision.options[option]
            mine, top = move == played, option == str(decision.best)
            tag = " · ".join([words.words_of("review.you")] * mine + [text("review.hard")] * top)
            tone: Tone = "accent" if mine else "text"
            label = describe_move(move) if move is not None else option
            behind = signed(value - best, 2) if best - value > 0.005 else ""
            worth = words.value_text(value)
            tag_width = measure(tag, body, False) + 12 if tag else 0
            left = [Words(tag, 0, 0, body, "good" if top else "accent")] if tag else []
            left.append(Words(label, tag_width, 0, body, tone, mine))
            right = [Words(behind, width, 0, body, "danger", anchor="topright")] if behind else []
            edge = width - (measure(behind, body, False) + 12 if behind else 0)
            right.append(Words(worth, edge, 0, body, tone, anchor="topright"))
            reach = tag_width + measure(label, body, mine)
            if reach + 24 + width - edge + measure(worth, body, False) <= width:
                lines.append(Line(line, (*left, *right)))
            else:  # a long move in a long language: its value on the line under it
                lines += [Line(line, tuple(left)), Line(line, tuple(right))]
            reason = "" if decision.forced else reason_text(decision, option)
            if reason:
                lines += self.text(reason, indent=indent)
            lines.append(Line(max(4, line // 4)))
        return lines

    def hands(self, title: str, hands: list[tuple[int, str, list[Card]]]) -> list[Line]:
        """Show all hands: every other seat's name over its cards just before the
        decision."""
        lines = self.text(title, "text")
        for seat, name, cards in hands:
            lines.append(Line(self.line, (Words(name, 24, 0, self.body, bold=True),),
                              dots=((8, self.body // 2 + 3, seat),)))
            lines += [*self._cards([CardFace(face, 0, 0, self.places.card) for face in cards],
                                   4), Line(6)]
        return lines
