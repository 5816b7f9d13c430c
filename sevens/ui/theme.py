"""Colours, sizes and the fixed logical screen of the Sevens table.

Two palettes (issue 34): the usual green felt, and high contrast — a black table, white card
faces with black and strong red ink, white text, and thicker outlines on playable cards and lit
places, every text and symbol against its background at WCAG AA contrast or better.
:func:`use_high_contrast` switches the module's colours between them; everything reads them as
``theme.NAME`` when it draws, so the switch shows on the next frame (caches keyed by colour
draw afresh; the felt and the card faces are made again by the app).
"""

from __future__ import annotations

from typing import Any

FRAMES_PER_SECOND = 60
#: The least text size of a landscape canvas shown small (a phone turned sideways, laid out
#: for thumbs): 12 CSS px at 0.5 CSS px a logical px.
COMPACT_TEXT = 24

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

# One colour a seat, for the markers on the last card each player laid.
SEAT_COLOURS: tuple[Colour, ...] = (
    (246, 204, 96), (120, 200, 255), (255, 140, 170), (170, 240, 140),
    (210, 160, 255), (255, 180, 100), (120, 240, 220), (240, 240, 140),
)

# Card sizes in logical pixels.
CARD_HAND = (88, 124)
CARD_ROW = (56, 78)
CARD_MINI = (30, 42)
CARD_RADIUS_RATIO = 0.11
#: A face's corner index, its rank this share of the card's height; more on a narrow face
#: (under CARD_NARROW px wide), whose corner has less room beside the rank.
CARD_INDEX_SHARE, NARROW_CARD_INDEX_SHARE, CARD_NARROW = 0.24, 0.30, 44
#: Large cards (issue 34): the hand and the rows at least this much bigger than usual.
LARGE_CARD_SCALE = 1.5

#: How thick the ring of a lit place on the rows is, and the ring of a playable hand card
#: (0: none; high contrast draws one, since a raised card alone is a small cue).
SLOT_OUTLINE_WIDTH = 2
PLAYABLE_OUTLINE_WIDTH = 0
#: The tint that greys out a hand card you cannot play now (multiplied into its face).
DIMMED_TINT: Colour = (178, 182, 178)


def suit_colour(suit: int, four_colour: bool) -> Colour:
    """The ink of a suit, in the two-colour or the four-colour deck."""
    return (SUIT_COLOURS_FOUR if four_colour else SUIT_COLOURS_TWO)[suit]


# ------------------------------------------------------------------ palettes (issue 34)

#: High contrast: a near-black table, pure white text and card faces, black and strong red
#: ink (blue and green in the four-colour deck, each at 5:1 or more on white), bright yellow
#: for what you may act on, with thicker outlines. It names every colour a palette holds.
HIGH_CONTRAST_PALETTE: dict[str, Any] = {
    "FELT_CENTRE": (14, 14, 14), "FELT_EDGE": (0, 0, 0),
    "TEXT": (255, 255, 255), "TEXT_MUTED": (222, 222, 222), "TEXT_DARK": (0, 0, 0),
    "ACCENT": (255, 221, 0), "ACCENT_DARK": (0, 0, 0),
    "DANGER": (255, 128, 112), "GOOD": (112, 255, 136),
    "PANEL": (0, 0, 0), "PANEL_ALPHA": 235, "PANEL_BORDER": (255, 255, 255),
    "BUTTON": (255, 255, 255), "BUTTON_HOVER": (255, 246, 170),
    "BUTTON_PRIMARY": (255, 221, 0), "BUTTON_DISABLED": (64, 64, 64),
    "SLOT_OUTLINE": (200, 200, 200), "SLOT_PLAYABLE": (255, 221, 0),
    "CARD_FACE": (255, 255, 255), "CARD_EDGE": (0, 0, 0),
    "CARD_BACK": (0, 36, 150), "CARD_BACK_PATTERN": (120, 150, 255),
    "CARD_BACK_BORDER": (255, 255, 255),
    "SUIT_COLOURS_TWO": ((0, 0, 0), (196, 0, 0), (196, 0, 0), (0, 0, 0)),
    "SUIT_COLOURS_FOUR": ((0, 0, 0), (196, 0, 0), (0, 56, 200), (0, 116, 0)),
    "SEAT_COLOURS": ((255, 221, 0), (110, 200, 255), (255, 150, 190), (150, 255, 120),
                     (220, 170, 255), (255, 170, 80), (90, 255, 230), (255, 255, 150)),
    "SLOT_OUTLINE_WIDTH": 4, "PLAYABLE_OUTLINE_WIDTH": 4,
    "DIMMED_TINT": (200, 200, 200),
}
#: The usual colours, as defined above.
NORMAL_PALETTE: dict[str, Any] = {name: globals()[name] for name in HIGH_CONTRAST_PALETTE}
_high_contrast = False


def use_high_contrast(on: bool) -> None:
    """Switch every palette colour to high contrast (``on``) or back to the usual ones."""
    global _high_contrast
    _high_contrast = bool(on)
    globals().update(HIGH_CONTRAST_PALETTE if on else NORMAL_PALETTE)


def high_contrast() -> bool:
    """True while the high-contrast palette is in use."""
    return _high_contrast
