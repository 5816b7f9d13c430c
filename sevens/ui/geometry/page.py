"""A page of words and buttons (the rules, the statistics, the house rules, the seats): its
type on a canvas laid out for thumbs, its title, the row of buttons at its foot, lines of
text placed one under another, and where a stepper and its label stand (the menu's settings,
the house rules' options, the seats). Pure, like the rest of the toolkit."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sevens.ui.geometry.boxes import Box, Size, row
from sevens.ui.geometry.canvas import THUMB_HEIGHT, Canvas
from sevens.ui.geometry.text import Measure, Tone, Words

__all__ = ["DESKTOP_MARGIN", "MARGIN", "TURNER", "ButtonPlace", "PageType", "StepperPlace",
           "lines_at", "page_counts"]

#: The side margin of a page laid out for thumbs (as the menu's), and the desktop's.
MARGIN, DESKTOP_MARGIN = 28, 56
#: A page turner's width in a foot's row beside other buttons, on a canvas wider than tall.
TURNER = 150


class _Pressed:
    """A type size of :class:`PageType`: ``design`` px as pressed on its canvas, never under
    ``least``."""

    def __init__(self, design: int, least: int) -> None:
        self.design, self.least = design, least

    def __get__(self, page: PageType, owner: type | None = None) -> int:
        return max(self.least, page.down(self.design))


@dataclass(frozen=True)
class PageType:
    """The type and the thumb of a page laid out for thumbs, in logical px: 24-px body text
    (12 CSS px on a 360-px-wide phone), 29 px a line, 27-px headings and button words, a
    40-px title, thumb-tall buttons; a tablet's shorter portrait canvas pressed in proportion
    (:attr:`Canvas.squeeze`). Its frame (margin, title, head, foot) is every paged screen's, the
    desktop's too (a 34-px title, 44-px buttons)."""

    canvas: Canvas
    body = _Pressed(24, 12)
    line = _Pressed(29, 13)  # the body's line pitch
    heading = _Pressed(27, 12)  # a heading's and a button's type
    title = _Pressed(40, 14)

    def down(self, value: float) -> int:
        """``value`` design px as pressed on this canvas."""
        return round(value * self.canvas.squeeze)

    @property
    def tall(self) -> int:
        """A button's height."""
        return self.down(THUMB_HEIGHT)

    @property
    def margin(self) -> int:
        """The side margin."""
        return MARGIN if self.canvas.touch else DESKTOP_MARGIN

    @property
    def inner(self) -> int:
        """The width between the margins."""
        return self.canvas.width - 2 * self.margin

    @property
    def foot(self) -> Box:
        """The row of buttons at the foot of the page, between the margins: 24 px over the
        canvas's foot upright, 16 sideways (its height is short), 28 on the desktop."""
        canvas = self.canvas
        if not canvas.touch:
            return Box(DESKTOP_MARGIN, canvas.height - 72, self.inner, 44)
        under = self.down(24) if canvas.height > canvas.width else 16
        return Box(MARGIN, canvas.height - under - self.tall, self.inner, self.tall)

    def rows_up(self, count: int) -> list[Box]:
        """The foot and ``count - 1`` rows like it over it, 12 px apart, the foot first."""
        foot = self.foot
        return [foot._replace(y=foot.y - index * (foot.height + self.down(12)))
                for index in range(count)]

    def turners(self, box: Box, sizes: Sequence[Size],
                turned: bool = True) -> tuple[Box | None, list[Box], Box | None]:
        """``box`` cut into ◀, boxes of ``sizes`` and ▶, 12 px apart (as a foot's buttons):
        each turner a fifth of the width upright, else :data:`TURNER` px; no room kept for
        them (None) where the page does not turn (``turned`` False: one page)."""
        turner = round(self.inner * 0.2) if self.canvas.height > self.canvas.width else TURNER
        boxes = row(box, [turner, *sizes, turner] if turned else sizes, self.down(12))
        return (boxes[0], boxes[1:-1], boxes[-1]) if turned else (None, boxes, None)

    def title_words(self, title: str) -> Words:
        """The page's title at its top left: the desktop's at (64, 26); for thumbs 20 px
        down upright, 8 sideways (its height is short)."""
        if not self.canvas.touch:
            return Words(title, 64, 26, 34, bold=True)
        top = self.down(20) if self.canvas.height > self.canvas.width else 8
        return Words(title, MARGIN, top, self.title, bold=True)

    def under_title(self, title: Words) -> int:
        """Where the first line under the page's title stands: a title's line (1.2 times its
        size) under its top, 8 px lower upright (its height has room to spare)."""
        upright = self.canvas.height > self.canvas.width
        return title.y + round(title.size * 1.2) + (self.down(8) if upright else 0)

    def head(self, title: Words, intro: Sequence[str] = (), size: int = 0, pitch: int = 0,
             least: int = 0) -> tuple[list[Words], int]:
        """Every paged screen's head: ``title``, the ``intro``'s lines (muted, ``size`` px,
        ``pitch`` apart) from :meth:`under_title` or ``least`` if lower, and the top of what
        stands under them (a panel, the seats, *Based on*) 10 px under their last line."""
        y = max(self.under_title(title), least)
        return ([title, *lines_at(intro, title.x, y, size, pitch, "muted")],
                y + len(intro) * pitch + self.down(10))


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
