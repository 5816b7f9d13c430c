"""*Show all hands*: every player's cards in a panel, for the results screen and Review.

After a deal the game can show what everyone held — as dealt, or at a reviewed decision —
so a player can check the cards were dealt, not arranged (every deal replays from its code).
Never shown during a deal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.cards import Card
from sevens.game import Game
from sevens.ui import theme
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.app.session import Session
    from sevens.ui.services import Looks

NAME_WIDTH = 150


def hands_at(game: Game, index: int) -> list[list[Card]]:
    """Every seat's hand just before move ``index`` of ``game`` (0: as dealt)."""
    if index <= 0:
        return game.initial_hands()
    replay = game.clone()
    replay.undo_to(index)
    return [replay.hand(seat) for seat in range(replay.players)]


def hand_rows(session: Session, hands: list[list[Card]],
              skip: int | None = None) -> list[tuple[int, str, list[Card]]]:
    """(seat, name, cards) for every seat but ``skip``, in seat order."""
    return [(seat, session.seat_name(seat), cards) for seat, cards in enumerate(hands)
            if seat != skip]


def draw_hands(surface: pygame.Surface, app: Looks, rect: pygame.Rect, title: str,
               rows: list[tuple[int, str, list[Card]]], text_size: int = 14) -> None:
    """A panel over ``rect``: ``title``, then one line per seat — its colour dot, its name
    and its cards (small, overlapping as the width needs); title and names at ``text_size``
    (larger on a phone turned sideways), the names' column as wide as the widest needs."""
    resources = app.resources
    surface.fill(theme.FELT_EDGE, rect)  # opaque: the screen behind does not show through
    draw_panel(surface, resources, rect, alpha=235)
    x, y = rect.x + 16, rect.y + 12
    for line in resources.wrap(title, text_size, rect.width - 32)[:2]:
        surface.blit(resources.text(line, text_size, theme.TEXT), (x, y))
        y += text_size + 5
    y += 6
    count = max(1, len(rows))
    row_height = max(24, min(theme.CARD_MINI[1] + 8, (rect.bottom - 8 - y) // count))
    size = theme.CARD_MINI if row_height >= theme.CARD_MINI[1] + 4 else (
        int(theme.CARD_MINI[0] * (row_height - 4) / theme.CARD_MINI[1]), row_height - 4)
    name_width = max([NAME_WIDTH] + [resources.text(name, text_size, theme.TEXT, bold=True)
                                     .get_width() + 30 for _, name, _ in rows])
    room = rect.right - 16 - (x + name_width) - size[0]
    for seat, name, cards in rows:
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surface, colour, (x + 6, y + row_height // 2), 5)
        label = resources.text(name, text_size, theme.TEXT, bold=True)
        surface.blit(label, (x + 18, y + (row_height - label.get_height()) // 2))
        pitch = min(size[0] + 2, room // max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for number, card in enumerate(cards):
            app.art.draw_card(surface, card, size, (x + name_width + number * pitch,
                                                    y + (row_height - size[1]) // 2),
                              shadow=False)
        y += row_height
