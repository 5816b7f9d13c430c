"""The selected decision as the detail's lines, the same for drawing and for scrolling.

On every canvas the detail is told in readable lines (every reason whole) that scroll, at the
type the layout chose, overlapping cards standing far enough apart to show their corner
index. Pure: the text measures come in as functions, the lines go out frozen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from sevens.cards import Card
from sevens.ui.geometry.text import Measure, Tone, Words, Wrap
from sevens.ui.scenes.review.layout import ReviewPlaces

__all__ = ["CardFace", "DetailLines", "Line", "OptionWords", "most_scroll"]

#: Overlapping cards stand at least this share of a card's width apart, so that each corner
#: index ("10" and its suit) shows whole.
LEAST_STEP = 0.45


@dataclass(frozen=True)
class OptionWords:
    """One option of a decision: the move, who chose it (tag), its value, how far behind the
    best, its whole reason."""

    label: str
    tag: str
    best: bool
    mine: bool
    value: str
    behind: str
    reason: str


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
    """A line of the detail, scrolled as a whole: its height, words and cards (placed from
    its left and top), and the seat dots ``(x, y, seat)``."""

    height: int
    words: tuple[Words, ...] = ()
    cards: tuple[CardFace, ...] = ()
    dots: tuple[tuple[int, int, int], ...] = ()


def most_scroll(lines: list[Line], room: int) -> int:
    """The furthest the detail may scroll (in lines): its last lines then just fill
    ``room``."""
    used = 0
    for index in range(len(lines) - 1, -1, -1):
        used += lines[index].height
        if used > room:
            return index + 1
    return 0


class DetailLines:
    """The detail's lines for ``places`` (the type, the width and the card the layout chose),
    the words wrapped by ``wrap`` and measured by ``measure``: a decision is told as the
    heading and verdict (:meth:`heading`), the table and the hand then (:meth:`position`),
    then every option (:meth:`options`) or every other hand (:meth:`hands`)."""

    def __init__(self, places: ReviewPlaces, wrap: Wrap, measure: Measure) -> None:
        self.places, self.wrap, self.measure = places, wrap, measure
        self.width, self.body, self.line = places.detail_view.width, places.body, places.line

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
            heading, size, self.width, bold=True)]  # type: ignore[call-arg]
        if verdict is not None:
            lines += self.text(verdict[0], verdict[1])
        return [*lines, Line(self.line // 2)]

    def position(self, table: tuple[str, str], rows: tuple[tuple[tuple[Card, int], ...], ...],
                 hand: str, hand_cards: tuple[tuple[Card, bool, bool, bool], ...]) -> list[Line]:
        """The rows on the table then (``table``: their heading and the words for none; each
        card with its column, lined up by rank, each row over the foot of the one above, its
        corner index showing) and the hand then (each card: could be played then, played,
        hard's choice)."""
        card = self.places.card
        lines = self.text(table[0])
        # the ranks on the table then, not the whole row, share the width
        span = max((column for row in rows for _face, column in row), default=0) + 1
        step = min(card[0] + 4, (self.width - card[0]) // max(1, span - 1))
        if not rows:
            lines += self.text(table[1], indent=8)
        for number, row in enumerate(rows):
            height = card[1] + 6 if number == len(rows) - 1 else round(card[1] * 0.46) + 4
            lines.append(Line(height, cards=tuple(CardFace(face, column * step, 0, card)
                                                  for face, column in row)))
        lines += [Line(self.line // 3), *self.text(hand)]
        raised = round(10 * self.places.canvas.squeeze)
        return lines + self._cards(
            [CardFace(face, 0, 0 if played else raised, card, not option,
                      "accent" if played else "good" if best else None)
             for face, option, played, best in hand_cards], 6, raised)

    def _cards(self, faces: list[CardFace], gap: int, raised: int = 0,
               last_gap: int = 6) -> list[Line]:
        """``faces`` spread on lines of the detail's width: as many a line as keep each
        corner index whole (:data:`LEAST_STEP` of a card apart), the lines evened out."""
        count, card = len(faces), self.places.card[0]
        per_line = count
        if count > 1:
            per_line = min(count, 1 + (self.width - 8 - card) // math.ceil(card * LEAST_STEP))
            per_line = -(-count // -(-count // max(1, per_line)))  # lines evened out
        per_line = max(1, per_line)
        step = min(card + gap, (self.width - 8 - card) // max(1, per_line - 1))
        height = self.places.card[1] + raised
        return [Line(height + (last_gap if start + per_line >= count else 6), cards=tuple(
            replace(face, x=4 + number * step) for number, face in enumerate(
                faces[start:start + per_line]))) for start in range(0, count, per_line)]

    def options(self, heading: str, options: tuple[OptionWords, ...]) -> list[Line]:
        """Each option, best first: who chose it, the move, its value and how far behind the
        best, its whole reason under it."""
        width, body, line, measure = self.width, self.body, self.line, self.measure
        lines = self.text(heading)
        indent = round(24 * self.places.canvas.squeeze)
        for option in options:
            tone: Tone = "accent" if option.mine else "text"
            tag_width = measure(option.tag, body, False) + 12 if option.tag else 0
            left = [Words(option.tag, 0, 0, body, "good" if option.best else "accent")] \
                if option.tag else []
            left.append(Words(option.label, tag_width, 0, body, tone, option.mine))
            right = [Words(option.behind, width, 0, body, "danger", anchor="topright")] \
                if option.behind else []
            edge = width - (measure(option.behind, body, False) + 12 if option.behind else 0)
            right.append(Words(option.value, edge, 0, body, tone, anchor="topright"))
            reach = tag_width + measure(option.label, body, option.mine)
            if reach + 24 + width - edge + measure(option.value, body, False) <= width:
                lines.append(Line(line, (*left, *right)))
            else:  # a long move in a long language: its value on the line under it
                lines += [Line(line, tuple(left)), Line(line, tuple(right))]
            if option.reason:
                lines += self.text(option.reason, indent=indent)
            lines.append(Line(max(4, line // 4)))
        return lines

    def hands(self, title: str, hands: list[tuple[int, str, list[Card]]]) -> list[Line]:
        """Show all hands: every other seat's name over its cards just before the
        decision."""
        lines = self.text(title, "text")
        for seat, name, cards in hands:
            lines.append(Line(self.line, (Words(name, 24, 0, self.body, bold=True),),
                              dots=((8, self.body // 2 + 3, seat),)))
            lines += self._cards([CardFace(face, 0, 0, self.places.card) for face in cards], 4,
                                 last_gap=12)
        return lines
