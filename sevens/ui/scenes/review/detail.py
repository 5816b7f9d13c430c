"""The selected decision as the detail's lines, the same for drawing and for scrolling.

On every canvas the detail is told in readable lines (every reason whole) that scroll, at the
type the layout chose, overlapping cards standing far enough apart to show their corner
index. Pure: the text measures come in as functions, the lines go out frozen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from sevens.cards import Card
from sevens.ui.geometry.text import Measure, Tone, Words, Wrap
from sevens.ui.scenes.review.layout import ReviewPlaces

__all__ = ["CardFace", "DecisionWords", "Line", "OptionWords", "detail_lines", "most_scroll"]

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
class DecisionWords:
    """The selected decision as the detail tells it (built by the scene)."""

    heading: str
    verdict: tuple[str, Tone] | None
    table: str
    table_empty: str
    #: Each row's cards with their column (lined up by rank, the leftmost 0).
    rows: tuple[tuple[tuple[Card, int], ...], ...]
    hand: str
    #: Each card of the hand: (card, could be played then, played, hard's choice).
    hand_cards: tuple[tuple[Card, bool, bool, bool], ...]
    weighing: str | None
    options_heading: str
    options: tuple[OptionWords, ...]
    hands_title: str | None = None
    hands: tuple[tuple[int, str, tuple[Card, ...]], ...] = ()


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


def _wrapped(wrap: Wrap, sentence: str, size: int, tone: Tone, width: int, pitch: int,
             bold: bool = False, indent: int = 0) -> list[Line]:
    """``sentence`` wrapped to ``width``, a line each (a bold one measured bold: ``wrap``
    takes ``bold`` as :meth:`sevens.ui.resources.Resources.wrap` does)."""
    parts = wrap(sentence, size, width - indent, bold=True) if bold else wrap(  # type: ignore[call-arg]
        sentence, size, width - indent)
    return [Line(pitch, (Words(part, indent, 0, size, tone, bold),)) for part in parts]


def most_scroll(lines: list[Line], room: int) -> int:
    """The furthest the detail may scroll (in lines): its last lines then just fill
    ``room``."""
    used = 0
    for index in range(len(lines) - 1, -1, -1):
        used += lines[index].height
        if used > room:
            return index + 1
    return 0


def detail_lines(places: ReviewPlaces, shown: DecisionWords | str, wrap: Wrap,
                 measure: Measure) -> list[Line]:
    """The selected decision (or, as a text, why there is none) as the detail's lines:
    the heading and verdict, the table and the hand then, every option (or every other
    hand, with Show all hands)."""
    width, body, line = places.detail_view.width, places.body, places.line
    if isinstance(shown, str):
        return _wrapped(wrap, shown, body, "muted", width, line)
    heading_pitch = places.heading + max(4, round(8 * places.canvas.squeeze))
    lines = _wrapped(wrap, shown.heading, places.heading, "text", width, heading_pitch, True)
    if shown.verdict is not None:
        lines += _wrapped(wrap, shown.verdict[0], body, shown.verdict[1], width, line)
    lines.append(Line(line // 2))
    if shown.hands_title is not None:
        return lines + _hands(places, shown, wrap)
    lines += _position(places, shown, wrap)
    if shown.weighing is not None:
        return lines + _wrapped(wrap, shown.weighing, body, "muted", width, line)
    return lines + _options(places, shown, wrap, measure)


def _position(places: ReviewPlaces, shown: DecisionWords, wrap: Wrap) -> list[Line]:
    """The rows on the table then (lined up by rank, each over the foot of the one above,
    its corner index showing) and the hand then."""
    width, body, line, card = places.detail_view.width, places.body, places.line, places.card
    lines = _wrapped(wrap, shown.table, body, "muted", width, line)
    # the ranks on the table then, not the whole row, share the width
    span = max((column for row in shown.rows for _face, column in row), default=0) + 1
    step = min(card[0] + 4, (width - card[0]) // max(1, span - 1))
    row_height = round(card[1] * 0.46) + 4
    if not shown.rows:
        lines += _wrapped(wrap, shown.table_empty, body, "muted", width, line, indent=8)
    for number, row in enumerate(shown.rows):
        last = number == len(shown.rows) - 1
        lines.append(Line(card[1] + 6 if last else row_height,
                          cards=tuple(CardFace(face, column * step, 0, card)
                                      for face, column in row)))
    lines.append(Line(line // 3))
    lines += _wrapped(wrap, shown.hand, body, "muted", width, line)
    raised = round(10 * places.canvas.squeeze)
    per_line, step = _spread(len(shown.hand_cards), card[0], width - 8, 6)
    for start in range(0, len(shown.hand_cards), per_line):
        faces = tuple(CardFace(face, 4 + number * step, 0 if played else raised, card,
                               not option, "accent" if played else "good" if best else None)
                      for number, (face, option, played, best) in enumerate(
                          shown.hand_cards[start:start + per_line]))
        lines.append(Line(card[1] + raised + 6, cards=faces))
    return lines


def _spread(count: int, card: int, width: int, gap: int) -> tuple[int, int]:
    """How many of ``count`` cards ``card`` wide go on a line ``width`` wide, and their step:
    as many as keep each corner index whole (:data:`LEAST_STEP` of a card apart), the rest on
    the next lines."""
    per_line = count
    if count > 1:
        per_line = min(count, 1 + (width - card) // math.ceil(card * LEAST_STEP))
        per_line = -(-count // -(-count // max(1, per_line)))  # lines evened out
    return max(1, per_line), min(card + gap, (width - card) // max(1, per_line - 1))


def _options(places: ReviewPlaces, shown: DecisionWords, wrap: Wrap,
             measure: Measure) -> list[Line]:
    """Each option, best first: who chose it, the move, its value and how far behind the
    best, its whole reason under it."""
    width, body, line = places.detail_view.width, places.body, places.line
    lines = _wrapped(wrap, shown.options_heading, body, "muted", width, line)
    indent = round(24 * places.canvas.squeeze)
    for option in shown.options:
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
            lines += _wrapped(wrap, option.reason, body, "muted", width, line, indent=indent)
        lines.append(Line(max(4, line // 4)))
    return lines


def _hands(places: ReviewPlaces, shown: DecisionWords, wrap: Wrap) -> list[Line]:
    """Show all hands: every other seat's name over its cards just before the decision."""
    width, body, line, card = places.detail_view.width, places.body, places.line, places.card
    lines = _wrapped(wrap, shown.hands_title or "", body, "text", width, line)
    for seat, name, cards in shown.hands:
        per_line, step = _spread(len(cards), card[0], width - 8, 4)
        lines.append(Line(line, (Words(name, 24, 0, body, bold=True),),
                          dots=((8, body // 2 + 3, seat),)))
        for start in range(0, len(cards), per_line):
            lines.append(Line(card[1] + (12 if start + per_line >= len(cards) else 6),
                              cards=tuple(CardFace(face, 4 + number * step, 0, card)
                                          for number, face in enumerate(
                                              cards[start:start + per_line]))))
    return lines
