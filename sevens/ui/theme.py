"""Colours, sizes and the fixed logical screen of the Sevens table."""

from __future__ import annotations

LOGICAL_SIZE = (1280, 720)
FRAMES_PER_SECOND = 60

Colour = tuple[int, int, int]

FELT_CENTRE: Colour = (38, 122, 78)
FELT_EDGE: Colour = (12, 64, 40)
TEXT: Colour = (244, 242, 232)
TEXT_MUTED: Colour = (184, 214, 196)
TEXT_DARK: Colour = (30, 34, 38)
ACCENT: Colour = (246, 204, 96)
ACCENT_DARK: Colour = (156, 118, 28)
DANGER: Colour = (255, 138, 120)
GOOD: Colour = (150, 236, 160)
PANEL: Colour = (8, 40, 26)
PANEL_ALPHA = 150
PANEL_BORDER: Colour = (84, 150, 112)
BUTTON: Colour = (244, 240, 226)
BUTTON_HOVER: Colour = (255, 252, 240)
BUTTON_PRIMARY: Colour = (246, 204, 96)
BUTTON_DISABLED: Colour = (96, 128, 110)
SLOT_OUTLINE: Colour = (120, 190, 150)
SLOT_PLAYABLE: Colour = (246, 204, 96)

CARD_FACE: Colour = (252, 251, 246)
CARD_EDGE: Colour = (160, 160, 152)
CARD_BACK: Colour = (36, 64, 138)
CARD_BACK_PATTERN: Colour = (66, 98, 176)
CARD_BACK_BORDER: Colour = (238, 236, 226)

# Suit colours: index by suit number 0..3 = spades, hearts, diamonds, clubs.
SUIT_COLOURS_TWO: tuple[Colour, Colour, Colour, Colour] = (
    (28, 30, 36), (200, 28, 44), (200, 28, 44), (28, 30, 36),
)
SUIT_COLOURS_FOUR: tuple[Colour, Colour, Colour, Colour] = (
    (28, 30, 36), (200, 28, 44), (22, 92, 204), (18, 132, 62),
)
SUIT_SYMBOLS = ("\u2660", "\u2665", "\u2666", "\u2663")
RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}

# One colour a seat, for the markers on the last card each player laid.
SEAT_COLOURS: tuple[Colour, ...] = (
    (246, 204, 96), (120, 200, 255), (255, 140, 170), (170, 240, 140),
    (210, 160, 255), (255, 180, 100), (120, 240, 220), (240, 240, 140),
)

# Card sizes in logical pixels.
CARD_HAND = (88, 124)
CARD_ROW = (56, 78)
CARD_ROW_SMALL = (34, 46)
CARD_MINI = (30, 42)
CARD_RADIUS_RATIO = 0.11


def rank_label(rank: int) -> str:
    """The rank as printed in a card corner: A, 2 … 10, J, Q, K."""
    return RANK_LABELS.get(rank, str(rank))


def suit_colour(suit: int, four_colour: bool) -> Colour:
    """The ink of a suit, in the two-colour or the four-colour deck."""
    return (SUIT_COLOURS_FOUR if four_colour else SUIT_COLOURS_TWO)[suit]
