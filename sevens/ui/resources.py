"""Fonts, cached text, rounded panels and the felt: everything drawn once and reused.

Create one :class:`Resources` after the window exists (``pygame.display.set_mode``) and pass
it to the scenes; nothing here touches the display at import time.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from pathlib import Path

import pygame

from sevens.ui import theme

ASSETS_FOLDER = Path(__file__).resolve().parents[2] / "assets"
FONT_REGULAR = ASSETS_FOLDER / "fonts" / "DejaVuSans-Sevens.ttf"
FONT_BOLD = ASSETS_FOLDER / "fonts" / "DejaVuSans-Bold-Sevens.ttf"
TEXT_CACHE_LIMIT = 3000
SUPERSAMPLE = 4


class Resources:
    """Fonts by size, a bounded cache of rendered text, rounded panels and the felt."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._panels: dict[tuple, pygame.Surface] = {}
        self.felt = make_felt(theme.LOGICAL_SIZE)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled DejaVu Sans at ``size`` points (bold or regular)."""
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            path = FONT_BOLD if bold else FONT_REGULAR
            font = pygame.font.Font(str(path) if path.exists() else None, size)
            self._fonts[key] = font
        return font

    def text(self, string: str, size: int, colour: theme.Colour = theme.TEXT,
             bold: bool = False) -> pygame.Surface:
        """``string`` rendered antialiased; cached, so drawing it every frame is cheap."""
        key = (string, size, colour, bold)
        surface = self._text.get(key)
        if surface is None:
            surface = self.font(size, bold).render(string, True, colour)
            self._text[key] = surface
            if len(self._text) > TEXT_CACHE_LIMIT:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        return surface

    def wrap(self, string: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split ``string`` into lines no wider than ``width`` pixels (words kept whole)."""
        font = self.font(size, bold)
        lines: list[str] = []
        for paragraph in string.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def panel(self, size: tuple[int, int], colour: theme.Colour, alpha: int = 255,
              radius: int = 10, border: theme.Colour | None = None,
              border_width: int = 1) -> pygame.Surface:
        """A rounded rectangle with antialiased corners (drawn supersampled, then cached)."""
        key = (size, colour, alpha, radius, border, border_width)
        surface = self._panels.get(key)
        if surface is None:
            surface = rounded_rectangle(size, colour, radius, border, border_width)
            if alpha < 255:
                surface.set_alpha(None)
                faded = pygame.Surface(size, pygame.SRCALPHA)
                faded.blit(surface, (0, 0))
                faded.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
                surface = faded
            self._panels[key] = surface
        return surface


def rounded_rectangle(size: tuple[int, int], colour: theme.Colour, radius: int,
                      border: theme.Colour | None = None, border_width: int = 1,
                      supersample: int = SUPERSAMPLE) -> pygame.Surface:
    """A rounded rectangle with smooth corners, drawn ``supersample`` times larger and scaled."""
    width, height = size
    big = pygame.Surface((width * supersample, height * supersample), pygame.SRCALPHA)
    big_rect = big.get_rect()
    if border is not None:
        pygame.draw.rect(big, border, big_rect, border_radius=radius * supersample)
        inset = border_width * supersample
        pygame.draw.rect(big, colour, big_rect.inflate(-2 * inset, -2 * inset),
                         border_radius=max(0, (radius - border_width) * supersample))
    else:
        pygame.draw.rect(big, colour, big_rect, border_radius=radius * supersample)
    return pygame.transform.smoothscale(big, size)


def soft_shadow(size: tuple[int, int], radius: int, blur: int = 4,
                opacity: int = 90) -> pygame.Surface:
    """A blurred dark rounded rectangle, ``blur`` pixels larger on every side."""
    padded = (size[0] + 2 * blur, size[1] + 2 * blur)
    surface = pygame.Surface(padded, pygame.SRCALPHA)
    shape = rounded_rectangle(size, (0, 0, 0), radius, supersample=2)
    surface.blit(shape, (blur, blur))
    if blur > 0:
        surface = pygame.transform.gaussian_blur(surface, blur)
    surface.fill((255, 255, 255, opacity), special_flags=pygame.BLEND_RGBA_MULT)
    return surface


def make_felt(size: tuple[int, int], grain_strength: int = 0) -> pygame.Surface:
    """The table: a radial green gradient with a darker rim (and, if asked, a cloth grain;
    off by default: it is barely visible and makes every screenshot five times larger)."""
    small_width, small_height = 48, 27
    small = pygame.Surface((small_width, small_height))
    centre_x, centre_y = (small_width - 1) / 2, (small_height - 1) * 0.46
    for y in range(small_height):
        for x in range(small_width):
            dx = (x - centre_x) / (small_width / 2)
            dy = (y - centre_y) / (small_height / 2)
            distance = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            blend = distance ** 1.6
            small.set_at((x, y), tuple(
                round(c + (e - c) * blend) for c, e in zip(theme.FELT_CENTRE, theme.FELT_EDGE,
                                                           strict=True)))
    felt = pygame.transform.smoothscale(small, size)
    if grain_strength <= 0:
        return felt.convert() if pygame.display.get_surface() else felt
    grain = pygame.Surface((96, 96), pygame.SRCALPHA)
    generator = random.Random(7)
    for y in range(96):
        for x in range(96):
            shade = generator.randint(0, 255)
            grain.set_at((x, y), (shade, shade, shade, grain_strength))
    for y in range(0, size[1], 96):
        for x in range(0, size[0], 96):
            felt.blit(grain, (x, y))
    return felt.convert() if pygame.display.get_surface() else felt
