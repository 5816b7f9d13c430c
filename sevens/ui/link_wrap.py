"""A line naming a link, wrapped to a width without losing a character of it.

:meth:`sevens.ui.resources.Resources.wrap` breaks at spaces (and between Chinese or Japanese
characters), so a web address, one word with no space in it, stayed whole on a line of its
own and ran past its panel on a phone turned sideways (issue 30). Here a word too wide for a
line is broken as well: before its ``?`` first (the page and its query each stay whole),
else after a ``/`` (not inside ``//``) or an ``&``, else between any two characters. Joined
again, the lines give back the line (less the spaces where it broke), so what is shown stays
complete and can be typed in; the Copy link button copies the address itself.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sevens.ui.resources import break_tokens

if TYPE_CHECKING:
    from sevens.ui.resources import Resources

__all__ = ["LINK_BREAKS", "fitted_link", "link_line_fits", "split_word", "wrap_link"]

#: Where a word too wide for a line may break, most readable first: before the query; after
#: a path's ``/`` (never between the two of ``https://``) or a parameter's ``&`` as well; then
#: anywhere (``None``: between any two characters).
LINK_BREAKS: tuple[re.Pattern[str] | None, ...] = (
    re.compile(r"(?=\?)"),
    re.compile(r"(?=\?)|(?<=&)|(?<=[^/]/)(?!/)"),
    None,
)


def link_line_fits(resources: Resources, line: str, size: int, width: int) -> bool:
    """Whether ``line`` at ``size`` px is no wider than ``width`` px."""
    return resources.font(size, False, line).size(line)[0] <= width


def split_word(word: str, breaks: re.Pattern[str] | None) -> list[str]:
    """``word`` cut at ``breaks`` (every character when None); joined, the pieces give it
    back, a leading space staying with the first piece."""
    if breaks is None:
        head = 1 if word.startswith(" ") and len(word) > 1 else 0
        return [word[:head + 1], *word[head + 1:]]
    return [piece for piece in breaks.split(word) if piece]


def wrap_link(resources: Resources, line: str, size: int, width: int,
              breaks: re.Pattern[str] | None = LINK_BREAKS[0]) -> list[str]:
    """``line`` wrapped to ``width`` px at ``size`` px: at spaces as
    :meth:`~sevens.ui.resources.Resources.wrap` does, and a word too wide for a line of its
    own also at ``breaks`` (see :data:`LINK_BREAKS`). A piece still too wide keeps its own
    line: call again with the next of :data:`LINK_BREAKS` (the last never leaves one)."""
    pieces: list[str] = []
    for token in break_tokens(line):
        if link_line_fits(resources, token.strip(" "), size, width):
            pieces.append(token)
        else:
            pieces += split_word(token, breaks)
    lines: list[str] = []
    current = ""
    for piece in pieces:
        candidate = (current + piece).lstrip(" ")
        if not current.strip() or link_line_fits(resources, candidate.rstrip(" "), size, width):
            current = candidate
        else:
            lines.append(current.rstrip(" "))
            current = piece.lstrip(" ")
    if current or not lines:
        lines.append(current.rstrip(" "))
    return lines


def fitted_link(resources: Resources, versions: list[str], size: int, width: int,
                most: int) -> list[str]:
    """The first of ``versions`` (the whole address, then the query alone) that
    :func:`wrap_link` fits on ``most`` lines of ``width`` px, trying its :data:`LINK_BREAKS`
    in turn; when none does, the last version broken anywhere, on as many lines as it takes
    (never cut short)."""
    for version in versions:
        for breaks in LINK_BREAKS:
            lines = wrap_link(resources, version, size, width, breaks)
            if len(lines) <= most and all(link_line_fits(resources, part, size, width)
                                          for part in lines):
                return lines
    return wrap_link(resources, versions[-1], size, width, LINK_BREAKS[-1]) if versions else []
