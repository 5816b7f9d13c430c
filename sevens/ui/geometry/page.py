"""A page of words and buttons laid out for thumbs (the rules, the statistics, the house
rules on a phone): its type on a canvas, its title, the row of buttons at its foot, lines of
text placed one under another, and where a stepper and its label stand (the menu's settings,
the house rules' options, the seats). Pure, like the rest of the toolkit."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box
from sevens.ui.geometry.canvas import THUMB_HEIGHT, Canvas
from sevens.ui.geometry.text import Measure, Tone, Words

__all__ = ["MARGIN", "ButtonPlace", "PageType", "StepperPlace", "lines_at", "page_counts"]

#: The side margin of a page laid out for thumbs (as the menu's).
MARGIN = 28


@dataclass(frozen=True)
class PageType:
    """The type and the thumb of a page laid out for thumbs, in logical px: 24-px body text
    (12 CSS px on a 360-px-wide phone), 29 px a line, 27-px headings and button words, a
    40-px title, thumb-tall buttons; a tablet's shorter portrait canvas pressed in proportion
    (:attr:`Canvas.squeeze`)."""

    canvas: Canvas

    def down(self, value: float) -> int:
        """``value`` design px as pressed on this canvas."""
        return round(value * self.canvas.squeeze)

    @property
    def body(self) -> int:
        """The body text's size."""
        return max(12, self.down(24))

    @property
    def line(self) -> int:
        """The body text's line pitch."""
        return max(13, self.down(29))

    @property
    def heading(self) -> int:
        """A heading's and a button's type."""
        return max(12, self.down(27))

    @property
    def title(self) -> int:
        """The page title's type."""
        return max(14, self.down(40))

    @property
    def tall(self) -> int:
        """A button's height."""
        return self.down(THUMB_HEIGHT)

    @property
    def inner(self) -> int:
        """The width between the margins."""
        return self.canvas.width - 2 * MARGIN

    @property
    def foot(self) -> Box:
        """The row of buttons at the foot of the page, between the margins."""
        return Box(MARGIN, self.canvas.height - self.down(24) - self.tall, self.inner,
                   self.tall)

    def title_words(self, title: str) -> Words:
        """The page's title at its top left."""
        return Words(title, MARGIN, self.down(20), self.title, bold=True)


@dataclass(frozen=True)
class ButtonPlace:
    """Where a button stands: its box, its label's type size, and whether a long label takes
    two lines (else it is set smaller); :meth:`sevens.ui.widgets.Button.place` reads it."""

    box: Box
    size: int
    wrap: bool = False


@dataclass(frozen=True)
class StepperPlace:
    """Where a stepper (``label   ◀ value ▶``) stands: its box and its label, ``label_width``
    px left of the box (on the lines ``label_wrapped`` where it takes two), above it, or
    risen out of the box's row with its right end at ``label_at``; the value's type and the
    smaller one it falls back to, and the label's own type (None: the value's)."""

    box: Box
    label_width: int = 0
    font: int = 17
    small_font: int = 13
    label_above: bool = False
    label_font: int | None = None
    label_wrapped: tuple[str, ...] = ()
    label_at: tuple[int, int] | None = None


def lines_at(lines: Iterable[str], x: int, y: int, size: int, pitch: int,
             tone: Tone = "text", bold: bool = False) -> list[Words]:
    """``lines`` placed one under another from ``x``, ``y``, ``pitch`` px apart."""
    return [Words(line, x, y + index * pitch, size, tone, bold)
            for index, line in enumerate(lines)]


def page_counts(title: Words, pages: int, size: int, measure: Measure) -> tuple[Words, ...]:
    """Each of ``pages`` pages' count ("2/3"), muted at ``size`` after the bold ``title`` and
    level with its middle; none for one page (the paged screens all count their pages so)."""
    x = title.x + measure(title.text, title.size, True) + 24
    middle = title.y + round(title.size * 0.6)
    return tuple(Words(f"{number + 1}/{pages}", x, middle, size, "muted", anchor="midleft")
                 for number in range(pages)) if pages > 1 else ()
