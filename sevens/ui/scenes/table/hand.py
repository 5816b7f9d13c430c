"""Your hand (raised when playable, penalties when covering, held in lines to choose from on
a compact table) and the face-up leftovers of equal hands: a view the scene holds, placed
once a moment (:meth:`HandView.placed`), drawn (:meth:`HandView.draw`) and hit by a pointer
(:meth:`HandView.hit`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import pygame

from sevens.app.translation import text
from sevens.cards import Card
from sevens.game import View
from sevens.ui import theme
from sevens.ui.scenes.table.interaction import HAND, LEFTOVERS, TableInteraction
from sevens.ui.scenes.table.layout.hand import leftover_places
from sevens.ui.scenes.table.layout.table import LEFTOVER_LIFT
from sevens.ui.scenes.table.rows import RowsView
from sevens.ui.widgets import draw_panel

if TYPE_CHECKING:
    from sevens.app.session import Session
    from sevens.ui.navigation import Navigator
    from sevens.ui.scenes.table.layout import TableLayout

#: (where: ``"hand"`` or ``"leftover"``, the card, its selection index) a pointer is on.
Item = tuple[str, Card, int]


class HandPlaces(NamedTuple):
    """Your hand and the face-up leftovers at this moment: the hand's cards, where each is
    drawn, which are dimmed, the mode (``play``, ``cover``, ``give`` or ``wait``), where the
    hand held in lines to choose from stands (None: fanned); the leftovers' box, its label's
    lines, each leftover as drawn and where it takes a tap
    (:func:`.layout.hand.leftover_places`)."""

    cards: list[Card]
    rects: list[pygame.Rect]
    dimmed: list[bool]
    mode: str
    lined: pygame.Rect | None
    leftover_box: pygame.Rect
    leftover_label: list[str]
    leftovers: list[pygame.Rect]
    leftover_areas: list[pygame.Rect]


class HandView:
    """Your hand and the face-up leftovers on this canvas (``places``): the cards the seat may
    play read from the ``interaction``'s choices, none while ``flying`` says cards are on
    their way; the leftovers' box keeps clear of the ``rows``."""

    def __init__(self, app: Navigator, session: Session, places: TableLayout,
                 interaction: TableInteraction, rows: RowsView,
                 flying: Callable[[], bool]) -> None:
        self.app = app
        self.session = session
        self.places = places
        self.interaction = interaction
        self.rows = rows
        self.flying = flying
        #: The hand card the mouse is over (raised while you choose one to cover or give).
        self.hovered: int | None = None
        #: Where each hand card was drawn last, by card text: a card played flies from there.
        self.drawn: dict[str, pygame.Rect] = {}
        self._placed: tuple[tuple[object, ...], HandPlaces] | None = None

    def kinds(self) -> frozenset[str]:
        """Kinds of move the human seat has now, as shown (also in autoplay demos): none
        until the cards in flight have landed."""
        if self.flying():
            return frozenset()
        return self.interaction.shown().kinds

    def placed(self) -> HandPlaces:
        """Your hand and the leftovers as they stand now, worked out again only when the
        moment changes: what is drawn is what a pointer hits."""
        view = self.session.view()
        self.interaction.keep_within(len(view.hand) + len(view.leftovers))
        moment = (view, self.flying(), self.interaction.selected, self.hovered,
                  self.rows.geometry)
        if self._placed is None or self._placed[0] != moment:
            self._placed = (moment, self.place(view))
        return self._placed[1]

    def place(self, view: View) -> HandPlaces:
        """The hand's cards and where they are drawn: playable ones raised and the rest
        dimmed; covering or giving, every card a choice (the hovered one up, or in lines);
        not your move, put down. Then the leftovers (:meth:`place_leftovers`)."""
        hand = list(view.hand)
        kinds = self.kinds()
        mode = "wait" if not kinds else "cover" if "cover" in kinds \
            else "give" if "give" in kinds else "play"
        playable = self.interaction.playable(HAND) if mode == "play" else set()
        raised = [card in playable for card in hand]
        dimmed = [mode == "play" and not flag for flag in raised]
        selected, places = self.interaction.selected, self.places
        suits = [card.suit for card in hand]
        choosing = mode in ("cover", "give")
        rects = places.choosing_rects(suits) if choosing else None
        lined = rects[0].unionall(rects) if rects else None
        if rects is None:  # else every card a choice: none lifted, the ring marks the chosen
            lifted = [flag or index == self.hovered and choosing
                      for index, flag in enumerate(raised)]
            rects = places.hand_rects(len(hand), suits, lifted,
                                      selected if selected is not None and selected < len(hand)
                                      else None)
        if mode == "wait":  # not your move: the hand is put down
            rects = [rect.move(0, places.hand_lowered) for rect in rects]
        return HandPlaces(hand, rects, dimmed, mode, lined, *self.place_leftovers(view))

    def place_leftovers(self, view: View) -> tuple[pygame.Rect, list[str], list[pygame.Rect],
                                                   list[pygame.Rect]]:
        """(the leftovers' box, its label's lines, each leftover as drawn, each one's touch
        area): the label wrapped to the box, which may grow left up to the frames of the
        rows beside it (compact); with a thumb those you may play a thumb apart
        (:func:`.layout.hand.leftover_places`)."""
        places, box, resources = self.places, self.places.leftover_box, self.app.resources
        left = None
        if places.leftovers_grow:
            left = max([frame.right for frame in self.rows.frames() if frame.bottom > box.y]
                       or [0]) + 8
        label, size = text("table.leftovers"), places.table_font(12)
        lines = resources.wrap(label, size, box.right - (box.x if left is None else left)
                               - 16) or [label]
        measured = (max(resources.font(size, string=line).size(line)[0] for line in lines),
                    4 + len(lines) * places.table_pitch(12))
        legal = self.interaction.playable(LEFTOVERS) if places.thumb else set()
        box, drawn, areas = leftover_places(
            box, places.leftover_card, measured, [card in legal for card in view.leftovers],
            places.thumb, left, places.leftovers_grow, places.leftover_lift_room)
        return box, lines, drawn, areas

    def leftover_rects(self, touch: bool = False) -> dict[str, pygame.Rect]:
        """Where each face-up leftover is drawn, by card text, or (``touch``) where it takes
        a tap (those you may play in a thumb-sized area)."""
        placed = self.placed()
        return dict(zip(map(str, self.session.view().leftovers),
                        placed.leftover_areas if touch else placed.leftovers, strict=True))

    def card_at(self, position: tuple[int, int]) -> int | None:
        """Index of the hand card under ``position`` (the topmost one)."""
        under = pygame.Rect(position, (1, 1)).collidelistall(self.placed().rects)
        return under[-1] if under else None

    def hit(self, position: tuple[int, int], touch: bool = False) -> Item | None:
        """(``"hand"`` or ``"leftover"``, card, selection index) under ``position``, or None;
        a finger (``touch``) takes a leftover in its touch area (:meth:`leftover_rects`)."""
        view = self.session.view()
        index = self.card_at(position)
        if index is not None:
            return HAND, view.hand[index], index
        areas = self.leftover_rects(touch)
        for number, card in enumerate(view.leftovers):
            if areas[str(card)].collidepoint(position):
                return LEFTOVERS, card, len(view.hand) + number
        return None

    def card_rect(self, card: Card) -> pygame.Rect | None:
        """Where a hand card (or a leftover) is drawn: for tests and tools."""
        placed = self.placed()
        if card in placed.cards:
            return self.visible(placed.rects, placed.cards.index(card), placed.lined is not None)
        return self.leftover_rects().get(str(card))

    def visible(self, rects: list[pygame.Rect], index: int, lined: bool) -> pygame.Rect:
        """The part of the hand card at ``index`` in sight, inside the canvas: the later
        cards lie on it (in its line from the right, the next line from the bottom). A later
        card is in its line at the same height in a hand held in lines to choose from
        (``lined``), else within half a card's height (a fan's curve, a raised card)."""
        rect = rects[index]
        visible = rect.copy()
        for later in rects[index + 1:]:
            if not later.colliderect(visible):
                continue
            if (later.y == rect.y) if lined else abs(later.y - rect.y) < rect.height // 2:
                visible.width = max(8, min(visible.width, later.x - rect.x))
            else:
                visible.height = max(8, min(visible.height, later.y - rect.y))
        return visible.clip(pygame.Rect((0, 0), self.places.size))

    def first_raised(self) -> int | None:
        """Index of the first playable hand card, else the first card."""
        placed = self.placed()  # playing, the cards you may not play are dimmed
        raised = [index for index, dimmed in enumerate(placed.dimmed)
                  if placed.mode == "play" and not dimmed]
        return (raised or [0])[0] if placed.cards else None

    def draw(self, surface: pygame.Surface, view: View, dragged: int | None) -> None:
        """The face-up leftovers, then your cards (but the one ``dragged`` by a finger)."""
        self.draw_leftovers(surface, view)
        self.draw_hand(surface, dragged)

    def draw_leftovers(self, surface: pygame.Surface, view: View) -> None:
        """The face-up leftovers of equal hands, playable by anyone."""
        if not view.leftovers:
            return
        resources, places, placed = self.app.resources, self.places, self.placed()
        box = placed.leftover_box
        draw_panel(surface, resources, box, alpha=150)
        size, pitch = places.table_font(12), places.table_pitch(12)
        for number, line in enumerate(placed.leftover_label):
            surface.blit(resources.text(line, size, theme.TEXT_MUTED),
                         (box.x + 8, box.y + 4 + number * pitch))
        legal = self.interaction.playable(LEFTOVERS)
        for index, (card, rect) in enumerate(zip(view.leftovers, placed.leftovers, strict=True)):
            lifted = rect.move(0, -LEFTOVER_LIFT) if card in legal else rect
            self.app.art.draw_card(surface, card, rect.size, lifted.topleft,
                                   dimmed=bool(legal) and card not in legal)
            if len(view.hand) + index == self.interaction.selected:  # after the hand's cards
                pygame.draw.rect(surface, theme.ACCENT, lifted.inflate(4, 4), 2, border_radius=5)

    def draw_hand(self, surface: pygame.Surface, dragged: int | None) -> None:
        """Your cards, fanned: playable ones raised, the rest dimmed; penalties when covering;
        the hint's card and the selected one ringed."""
        hand, rects, dimmed, mode, lined = self.placed()[:5]
        self.drawn = {str(card): rect for card, rect in zip(hand, rects, strict=True)}
        hint = self.session.hint
        hint_card = None if hint is None or hint.move.card is None else str(hint.move.card)
        art = self.app.art
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if index == dragged:  # a card dragged by a finger leaves the fan
                continue
            art.draw_card(surface, card, rect.size, rect.topleft, dimmed=dimmed[index])
            if theme.PLAYABLE_OUTLINE_WIDTH and mode == "play" and not dimmed[index]:
                pygame.draw.rect(surface, theme.ACCENT, rect, theme.PLAYABLE_OUTLINE_WIDTH,
                                 border_radius=art.radius(rect.size))
            if mode == "cover":
                self.draw_penalty(surface, card, self.visible(rects, index, lined is not None))
            if str(card) == hint_card:
                pygame.draw.rect(surface, theme.GOOD, rect.inflate(6, 6), 3, border_radius=10)
            if index == self.interaction.selected:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=10)

    def draw_penalty(self, surface: pygame.Surface, card: Card, seen: pygame.Rect) -> None:
        """The badge of what covering ``card`` costs ("−13") at the foot of the part of the
        card ``seen`` (:meth:`visible`), at its left, or where the layout asks at its right,
        clear of the corner index (in a thumb-tall strip it would hide the suit)."""
        resources = self.app.resources
        penalty = resources.text(f"\u2212{card.rank}", self.places.table_font(13),
                                 (255, 255, 255), bold=True)
        if self.places.penalty_beside_index:
            box = penalty.get_rect().inflate(8, 2)
            box.bottomright = (seen.right - 4, seen.bottom - 6)
        else:
            box = penalty.get_rect().inflate(8, 4)
            box.bottomleft = (seen.x + 2, seen.bottom - 8)
        surface.blit(resources.panel(box.size, (190, 40, 50), 235, radius=8), box)
        surface.blit(penalty, penalty.get_rect(center=box.center))
