"""Drawing the "Play online" screens from their places
(:class:`~sevens.ui.scenes.online.layout.OnlinePlaces`): the felt, the panel, the words, the
QR code (dark modules on white, four modules of quiet zone around) and the controls."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from sevens.online.qr import QrError, qr_matrix
from sevens.ui.painting import draw_page
from sevens.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from sevens.ui.resources import Resources
    from sevens.ui.scenes.online.layout import OnlinePlaces

__all__ = ["QUIET_ZONE", "draw_online", "qr_code"]

#: Light modules around a QR code, as the standard asks.
QUIET_ZONE = 4


@lru_cache(maxsize=2)
def qr_code(shown: str, side: int) -> pygame.Surface | None:
    """The QR code of ``shown`` drawn in a white square ``side`` px wide (None: too long for
    a code): whole pixels a module, centred (a reader needs sharp modules, so the square is
    not scaled); kept while the same."""
    try:
        matrix = qr_matrix(shown, "M" if len(shown) <= 2331 else "L")
    except QrError:
        return None
    module = max(1, side // (len(matrix) + 2 * QUIET_ZONE))
    surface = pygame.Surface((side, side))
    surface.fill((255, 255, 255))
    start = (side - module * len(matrix)) // 2
    for y, line in enumerate(matrix):
        for x, dark in enumerate(line):
            if dark:
                surface.fill((0, 0, 0), (start + x * module, start + y * module, module,
                                         module))
    return surface


def draw_online(surface: pygame.Surface, resources: Resources, places: OnlinePlaces,
                buttons: Sequence[Button], fields: Sequence[TextField], shown: str) -> None:
    """One step as ``places`` lay it out: the panel, the words, the QR code of ``shown`` (the
    invite link or the answer; '' while none is ready), the controls."""
    draw_page(surface, resources, [places.panel], places.words)
    code = qr_code(shown, places.code.width) if places.code is not None and shown else None
    if code is not None and places.code is not None:
        surface.blit(code, code.get_rect(center=pygame.Rect(places.code).center))
    for field in fields:
        field.draw(surface, resources)
    for button in buttons:
        button.draw(surface, resources)
