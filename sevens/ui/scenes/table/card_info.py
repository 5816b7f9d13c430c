"""What a card in your hand frees or blocks, in a few sentences (a long press shows them).

Worked out from your own view only, with the heuristic players'
:class:`~sevens.bots.board.Board` (the engine's row look-ups): a card that fits now says which
of your cards it lets you follow with, how many of the others' it opens the way to and how
many it keeps back while you hold it; one that does not fit yet says how many cards must go
down first and what waits behind it. :class:`CardInfo` is the panel a long press brings up.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.app.session import card_text
from sevens.app.translation import text
from sevens.bots.board import Board
from sevens.bots.knowledge import read_view
from sevens.cards import Card
from sevens.game import View
from sevens.ui import theme
from sevens.ui.resources import Resources
from sevens.ui.scenes.table.layout import TableLayout

INFO_SECONDS = 8.0
INFO_FONT = 15  # on the landscape table; larger where the table is (see TableLayout.table_font)
INFO_WIDTH = 420  # the widest the info gets at INFO_FONT, in proportion at a larger size
INFO_GAP = 10  # between the info and the pressed card, or the status line
INFO_MARGIN = 8  # the info keeps this far inside the canvas


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    """Cards as printed, without repeats (two packs hold two copies of a kind)."""
    return " ".join(dict.fromkeys(map(card_text, cards)))


def card_info_lines(view: View, card: Card, covering: bool = False) -> list[str]:
    """Sentences on ``card`` for the player whose ``view`` this is: whether it fits, what
    playing it frees (yours and the others'), what holding it blocks; when ``covering``,
    also what covering it costs."""
    board = Board(view, read_view(view))
    name = card_text(card)
    lines: list[str] = []
    fits = any(move.card == card and move.kind in ("play", "leftover")
               for move in view.legal_moves) or card in view.playable
    if fits:
        lines.append(text("touch.info.fits", card=name))
        effect = board.effect(card)
        if effect is not None:
            if effect.opens_mine:
                lines.append(text("touch.info.frees", cards=_cards(effect.opens_mine)))
            else:
                lines.append(text("touch.info.frees_none"))
            released = board.newly_released(effect)
            if released:
                lines.append(text("touch.info.opens", count=len(released)))
            if effect.hidden_beyond:
                lines.append(text("touch.info.blocks", count=len(effect.hidden_beyond)))
        return lines
    distance = board.distance(card)
    mine, hidden, dead = board.outside(card)
    if dead:
        lines.append(text("touch.info.dead", card=name))
    elif 0 < distance < 99:
        lines.append(text("touch.info.waits_one", card=name) if distance == 1
                     else text("touch.info.waits", card=name, count=distance))
    if mine:
        lines.append(text("touch.info.behind", cards=_cards(mine)))
    if hidden:
        lines.append(text("touch.info.blocks", count=len(hidden)))
    if covering:
        lines.append(text("touch.info.cover_cost", card=name, penalty=card.rank))
    return lines


@dataclass
class CardInfo:
    """The sentences a long press brought up, and where: a view of the table scene."""

    card: Card
    lines: list[str]
    anchor: pygame.Rect  # the pressed card
    remaining: float = INFO_SECONDS

    def tick(self, dt: float) -> bool:
        """The panel's time runs down by ``dt`` seconds; True once it is up."""
        self.remaining -= dt
        return self.remaining <= 0

    def draw(self, surface: pygame.Surface, resources: Resources, places: TableLayout,
             status: pygame.Rect | None) -> None:
        """The sentences in a panel just above the pressed card, off the finger (above the
        ``status`` line's box where it would cover it, inside the canvas), the first in the
        accent colour, as large as the table's status line would make a 15-px text (12 CSS
        px at least on a phone); nothing when there is nothing to say."""
        if not self.lines:
            return
        inside = surface.get_rect().inflate(-2 * INFO_MARGIN, -2 * INFO_MARGIN)
        size = places.table_font(INFO_FONT)
        pitch = size + max(5, size // 3)
        widest = min(INFO_WIDTH * size // INFO_FONT, inside.width)
        lines = [line for sentence in self.lines
                 for line in resources.wrap(sentence, size, widest - 24)]
        width = max(resources.font(size, False, line).size(line)[0] for line in lines) + 24
        box = pygame.Rect(0, 0, width, pitch * len(lines) + 16)
        box.midbottom = (self.anchor.centerx, self.anchor.y - INFO_GAP)
        if status is not None and box.colliderect(status):
            box.bottom = status.y - INFO_GAP
        box.clamp_ip(inside)
        surface.blit(resources.panel(box.size, (6, 30, 20), 235, radius=12,
                                     border=theme.ACCENT), box)
        for number, line in enumerate(lines):
            rendered = resources.text(line, size, theme.ACCENT if number == 0
                                      else theme.TEXT)
            surface.blit(rendered, (box.x + 12, box.y + 8 + number * pitch))
