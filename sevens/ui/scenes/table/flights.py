"""What moves on the table, as plain data: a card in flight and a word by a seat.

:mod:`.animation` makes them from the events a move returns and draws them; the scene keeps
them and moves them on each frame. No pygame, no scene.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.cards import Card
from sevens.ui import theme

BUBBLE_SECONDS = 1.3


@dataclass
class Flight:
    """A card moving across the table (``card`` None: a card seen from the back)."""

    card: Card | None
    start: tuple[float, float]
    end: tuple[float, float]
    size_from: tuple[int, int]
    size_to: tuple[int, int]
    delay: float
    duration: float
    hidden_key: tuple[int, str] | None = None
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        """True once the card has landed."""
        return self.elapsed >= self.delay + self.duration

    def progress(self) -> float:
        """0 at take-off, 1 on landing, eased."""
        if self.duration <= 0:
            return 1.0
        t = max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))
        return 1 - (1 - t) ** 3


@dataclass
class Bubble:
    """A short word over a seat: Pass, Covered, Out!, a bonus."""

    seat: int
    message: str
    colour: theme.Colour
    remaining: float = BUBBLE_SECONDS


def fade(alpha: int, remaining: float) -> int:
    """``alpha`` fading out over a bubble's last 0.3 s, in steps (cached panels stay few)."""
    if remaining > 0.3:
        return alpha
    return round(alpha * round(max(0.0, remaining) / 0.3, 1))
