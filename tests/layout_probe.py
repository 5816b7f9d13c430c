"""Where every text lands on the 1280×720 canvas, and which panel holds it (issue 12).

A test helper: :func:`record` wraps an app's ``Resources`` so the surfaces it makes for texts
and panels are known, and swaps the app's canvas for a :class:`RecordingSurface` that notes
where each of them is blitted. :func:`problems` then lists every text whose ink leaves the
canvas or the panel it starts in, and every two texts whose ink overlaps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

#: A panel smaller than this is a disc or a badge, not a box that holds text.
MIN_PANEL = (60, 24)
#: Pixels of antialiasing a text may spill over its panel's edge or onto another text.
TOLERANCE = 2


@dataclass(frozen=True)
class Drawn:
    """One text or panel blitted onto the canvas: ``ink`` is the rect of its visible pixels."""

    kind: str
    text: str
    ink: pygame.Rect


class RecordingSurface(pygame.Surface):
    """A canvas that notes where known text and panel surfaces are blitted."""

    def __init__(self, size: tuple[int, int], known: dict[int, tuple[str, str]]) -> None:
        super().__init__(size)
        self.known = known
        self.drawn: list[Drawn] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None,
             special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        result = super().blit(source, dest, area, special_flags)
        found = self.known.get(id(source))
        if found is not None and area is None:
            position = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
            kind, text = found
            ink = source.get_bounding_rect() if kind == "text" else source.get_rect()
            self.drawn.append(Drawn(kind, text, ink.move(position)))
        return result


def record(app: Any) -> RecordingSurface:
    """Start noting the texts and panels ``app`` draws; returns the new canvas."""
    resources = app.resources
    known: dict[int, tuple[str, str]] = {}
    text_method, panel_method = resources.text, resources.panel

    def text(string: str, *arguments: Any, **keywords: Any) -> pygame.Surface:
        surface = text_method(string, *arguments, **keywords)
        known[id(surface)] = ("text", string)
        return surface

    def panel(size: tuple[int, int], *arguments: Any, **keywords: Any) -> pygame.Surface:
        surface = panel_method(size, *arguments, **keywords)
        known[id(surface)] = ("panel", "")
        return surface

    resources.text = text
    resources.panel = panel
    canvas = RecordingSurface(app.canvas.get_size(), known)
    app.canvas = canvas
    return canvas


def draw(app: Any, canvas: RecordingSurface) -> list[Drawn]:
    """Draw the app's scene once onto ``canvas``; the texts and panels it drew."""
    canvas.drawn.clear()
    app.scene.draw(canvas)
    return list(canvas.drawn)


def problems(drawn: list[Drawn], size: tuple[int, int] = (1280, 720)) -> list[str]:
    """Every text outside the canvas or its panel, and every overlap of two texts.

    Order matters, as on screen: a text sits on the topmost panel drawn before it that holds
    its corner or its centre, and a panel drawn later (a dialog over the menu) hides the texts
    beneath it.
    """
    screen = pygame.Rect((0, 0), size)
    found: list[str] = []
    panels: list[pygame.Rect] = []
    visible: list[tuple[Drawn, str | None]] = []  # each text still on show, and its problem
    for item in drawn:
        if item.kind == "panel":
            if item.ink.width >= MIN_PANEL[0] and item.ink.height >= MIN_PANEL[1]:
                panels.append(item.ink)
                visible = [entry for entry in visible if not item.ink.colliderect(entry[0].ink)]
            continue
        if not item.ink.width or not item.text.strip():
            continue
        problem = None
        holders = [panel for panel in panels if panel.collidepoint(item.ink.topleft)
                   or panel.collidepoint(item.ink.center)]
        if not screen.contains(item.ink):
            problem = f"{item.text!r} leaves the screen at {item.ink}"
        elif holders:
            panel = holders[-1]  # the topmost: drawn last, so it is what the text sits on
            if not panel.inflate(2 * TOLERANCE, 2 * TOLERANCE).contains(item.ink):
                problem = f"{item.text!r} at {item.ink} leaves its panel {panel}"
        visible.append((item, problem))
    found += [problem for _item, problem in visible if problem is not None]
    texts = [item for item, _problem in visible]
    for index, first in enumerate(texts):
        for second in texts[index + 1:]:
            overlap = first.ink.clip(second.ink)
            # The same text twice in one place is a shadow or an outline, not a collision.
            same = first.text == second.text
            if overlap.width > TOLERANCE and overlap.height > TOLERANCE and not same:
                found.append(f"{first.text!r} {first.ink} overlaps {second.text!r} {second.ink}")
    return found
