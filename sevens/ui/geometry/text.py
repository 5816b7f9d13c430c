"""Text in boxes, pages and scroll regions, without pygame: the measuring is passed in.

:data:`Wrap` is the one text measure the toolkit needs — ``wrap(text, size, width)`` gives the
lines ``text`` takes at type ``size`` within ``width`` px (the drawing side passes
:meth:`sevens.ui.resources.Resources.wrap`; a test may pass a fixed-pitch stand-in).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

__all__ = ["FittedText", "Measure", "ScrollRegion", "Tone", "Words", "Wrap", "elided",
           "fit_text", "fitted_lines", "pack_pages"]


class Wrap(Protocol):
    """``wrap(text, size, width, bold=False) -> lines``: how text breaks into lines at a type
    size, regular or bold."""

    def __call__(self, text: str, size: int, width: int, bold: bool = False) -> list[str]: ...


#: ``measure(text, size, bold) -> width``: how wide one line is drawn, in logical px.
Measure = Callable[[str, int, bool], int]
#: The colours text comes in (the theme's): body text, accent, muted, danger, good.
Tone = Literal["text", "accent", "muted", "danger", "good"]


@dataclass(frozen=True)
class Words:
    """One line of text where it is drawn: the point it hangs from (``anchor``: its
    ``topleft``, ``topright``, ``midleft`` or ``center`` at ``x``, ``y``), its type size,
    tone and weight."""

    text: str
    x: int
    y: int
    size: int
    tone: Tone = "text"
    bold: bool = False
    anchor: Literal["topleft", "topright", "midleft", "midright", "center"] = "topleft"


@dataclass(frozen=True)
class FittedText:
    """Paragraphs fitted to a box: the type size chosen, the line pitch, and each
    paragraph's lines."""

    size: int
    line_height: int
    paragraphs: tuple[tuple[str, ...], ...]
    #: False when even the smallest size allowed overflows the box (the caller pages it).
    fits: bool

    @property
    def height(self) -> int:
        """How tall the lines are, with :attr:`line_height` each."""
        return sum(len(lines) for lines in self.paragraphs) * self.line_height


def fit_text(wrap: Wrap, paragraphs: Sequence[str], width: int, height: int,
             sizes: Sequence[int], leading: int = 6, paragraph_gap: int = 0) -> FittedText:
    """The largest of ``sizes`` (tried in order, largest first) at which ``paragraphs``,
    each wrapped to ``width``, fit ``height`` px, lines ``size + leading`` apart and
    ``paragraph_gap`` between paragraphs; the last size (``fits`` False) when none does."""
    fitted: FittedText | None = None
    for size in sizes:
        line_height = size + leading
        laid = tuple(tuple(wrap(paragraph, size, width)) for paragraph in paragraphs)
        used = sum(len(lines) for lines in laid) * line_height + paragraph_gap * len(laid)
        fitted = FittedText(size, line_height, laid, used <= height)
        if fitted.fits:
            return fitted
    if fitted is None:
        raise ValueError("fit_text needs at least one type size")
    return fitted


def elided(text: str, width: int, measure: Measure, size: int, bold: bool = False,
           words: bool = False) -> str:
    """``text`` as drawn in ``width`` px at ``size`` (``measure``): whole when it fits, else
    cut and ended in "…", a character at a time, or a word where ``words`` asks and a space
    is left."""
    if measure(text, size, bold) <= width:
        return text
    while text and measure(text.rstrip() + "…", size, bold) > width:
        text = text.rsplit(" ", 1)[0] if words and " " in text else text[:-1]
    return text.rstrip() + "…"


def fitted_lines(wrap: Wrap, measure: Measure, wording: str, sizes: Sequence[int], width: int,
                 most: int) -> tuple[int, list[str]]:
    """``wording`` wrapped to ``width`` at the first of ``sizes`` that takes at most ``most``
    lines, else at the last, its lines past ``most`` joined onto the last and cut at a word
    with "…" (:func:`elided`): the size and lines."""
    for size in sizes:
        lines = wrap(wording, size, width)
        if len(lines) <= most:
            return size, lines
    return size, [*lines[:most - 1], elided(" ".join(lines[most - 1:]), width, measure, size,
                                             words=True)]


def pack_pages(heights: Sequence[int], room: int,
               breaks: Sequence[bool] | None = None) -> list[list[int]]:
    """Blocks of ``heights`` packed in order into pages ``room`` tall, whole blocks only
    (the indexes on each page); a block taller than the room has a page to itself, and a
    block whose ``breaks`` entry is True starts a new page (a new heading)."""
    pages: list[list[int]] = []
    used = 0
    for index, height in enumerate(heights):
        starts = breaks is not None and breaks[index]
        if not pages or (pages[-1] and (used + height > room or starts)):
            pages.append([])
            used = 0
        pages[-1].append(index)
        used += height
    return pages


@dataclass(frozen=True)
class ScrollRegion:
    """A view ``height`` px tall onto content ``content`` px tall, scrolled ``offset`` px
    down (always within the content)."""

    height: int
    content: int
    offset: int = 0

    @property
    def longest(self) -> int:
        """The furthest the content may scroll."""
        return max(0, self.content - self.height)

    def scrolled(self, by: int) -> ScrollRegion:
        """The region scrolled ``by`` px (negative: up), kept within the content."""
        return ScrollRegion(self.height, self.content,
                            max(0, min(self.longest, self.offset + by)))

    def shows(self, top: int, height: int) -> bool:
        """True when the content's span from ``top``, ``height`` tall, is wholly in view."""
        return self.offset <= top and top + height <= self.offset + self.height
