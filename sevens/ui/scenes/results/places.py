"""What the results' layout takes in and gives back: the words the scene builds, the text
measures it hands over, what the player has picked out, and the places (buttons,
panels, words, card words and faces, in layers) that the drawing paints and tests read.
Pure data, no pygame; :mod:`.layout` fills it in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from sevens.cards import Card
from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.canvas import Canvas
from sevens.ui.geometry.page import ButtonPlace
from sevens.ui.geometry.text import Tone, Words

__all__ = ["CardWord", "Face", "Layer", "Panel", "PlayerRow", "ResultsPlaces",
           "ResultsWords", "Sheet", "TextMetrics", "View"]


@dataclass(frozen=True)
class PlayerRow:
    """One player's line of the settlement: a cell per column (covered cards as a tuple of
    card codes), each cell's tone, and whether it is your line (lit on the table; ``lit_block``
    in a block, where a deal the bots played alone lights nobody)."""

    cells: tuple[Any, ...]
    tones: tuple[Tone, ...]
    mine: bool
    lit_block: bool


@dataclass(frozen=True)
class ResultsWords:
    """What the results say (built by the scene, in the player's language)."""

    title: str
    rules_name: str
    #: (heading, align: left, right or cards) per column; the last is the match.
    columns: tuple[tuple[str, str], ...]
    rows: tuple[PlayerRow, ...]
    explanations: tuple[str, ...]
    #: The lines under the settlement, each with its tone.
    notes: tuple[tuple[str, Tone], ...]
    #: Your line, or the match's winner (True: a banner).
    summary: tuple[str, bool]
    legend_title: str
    legend_hint: str
    #: Each button: its name, every label it can show, primary.
    buttons: tuple[tuple[str, tuple[str, ...], bool], ...]
    #: The link line: the whole address, then the query alone (or the friend's deal check,
    #: or the deal code); empty for none.
    link_versions: tuple[str, ...]
    #: The link line's tone: muted, or online a friend's deal check good or danger.
    link_tone: Tone = "muted"
    hands_title: str = ""
    #: Every hand as dealt: (seat, name, cards).
    hands: tuple[tuple[int, str, tuple[Card, ...]], ...] = ()


@dataclass(frozen=True)
class TextMetrics:
    """How text is drawn (handed in by the scene, so the layout stays pygame-free)."""

    #: ``width(text, size, bold)`` and ``height(text, size, bold)`` as drawn.
    width: Callable[[str, int, bool], int]
    height: Callable[[str, int, bool], int]
    #: ``wrap(text, size, width, bold)``: the lines.
    wrap: Callable[[str, int, int, bool], list[str]]
    #: ``ink(text, size, bold)``: the top and bottom of the ink in the drawn line.
    ink: Callable[[str, int, bool], tuple[int, int]]
    #: ``link(versions, size, width, most)``: a link broken inside the address where need be.
    link: Callable[[list[str], int, int, int], list[str]]


PanelStyle = Literal["panel", "sheet", "lit", "focus", "legend_focus", "banner", "summary"]


@dataclass(frozen=True)
class Panel:
    """A panel at ``alpha`` with corners of ``radius``: ``panel`` (the felt's see-through
    panel), ``sheet`` (over the settlement, the felt's edge under it), ``lit`` (your line),
    ``focus`` (the column pointed at), ``legend_focus``, ``banner`` (the match's winner) or
    ``summary`` (your line's box)."""

    box: Box
    style: PanelStyle
    alpha: int = 0
    radius: int = 12


@dataclass(frozen=True)
class CardWord:
    """A card written as a word (4♠) at ``x``, ``y``, in its suit's colour."""

    code: str
    text: str
    x: int
    y: int
    size: int


@dataclass(frozen=True)
class Face:
    """A small card face."""

    code: str
    box: Box


@dataclass
class Layer:
    """What is painted together, in this order: panels, rules (x from, y, x to), card faces,
    seats' dots (x, y, radius, seat), the headings' lines and their dotted underlines (x
    from, y, x to: an explanation to point at), words, card words and stars (x, y, radius);
    the layout fills it in."""

    panels: list[Panel] = field(default_factory=list)
    rules: list[tuple[int, int, int]] = field(default_factory=list)
    faces: list[Face] = field(default_factory=list)
    headings: list[Words] = field(default_factory=list)
    dotted: list[tuple[int, int, int]] = field(default_factory=list)
    words: list[Words] = field(default_factory=list)
    card_words: list[CardWord] = field(default_factory=list)
    stars: list[tuple[int, int, int]] = field(default_factory=list)
    seat_dots: list[tuple[int, int, int, int]] = field(default_factory=list)

    def word(self, text: str, x: int, y: int, size: int, tone: Tone = "text",
             bold: bool = False, anchor: Any = "topleft") -> None:
        """One more line of words, hanging from its ``anchor`` at ``x``, ``y``."""
        self.words.append(Words(text, x, y, size, tone, bold, anchor))


@dataclass(frozen=True)
class ResultsPlaces:
    """Everything of the results where it goes."""

    canvas: Canvas
    buttons: dict[str, ButtonPlace]
    layers: tuple[Layer, ...]
    #: Each settlement column's span across (x from, x to), and the rows' top and bottom
    #: (where pointing picks a column out; none for blocks).
    column_spans: tuple[tuple[int, int], ...] = ()
    table_span: tuple[int, int] = (0, 0)
    #: The parts' boxes by name: ``settlement`` (the table, or the players' blocks),
    #: ``legend`` (the room it has, or over the settlement when opened), ``summary``
    #: (your line), ``hands`` (Show all hands, when open).
    parts: dict[str, Box] = field(default_factory=dict)
    #: The legend's sheet, opened, in pages: the first explanation on each (none: one page),
    #: and the turners' boxes at its foot.
    pages: tuple[int, ...] = ()
    previous: Box | None = None
    next: Box | None = None


#: A sheet opened over the settlement: Show all hands, or the legend (where the players have
#: blocks).
Sheet = Literal["hands", "legend"]


@dataclass(frozen=True)
class View:
    """What the player has picked out: the column pointed at, and the one sheet open over the
    settlement (None: neither)."""

    focus: int | None = None
    sheet: Sheet | None = None
    #: The page of the legend's sheet on show, where it has more than one.
    page: int = 0
