"""Flights and bubbles, a part the table scene holds: the public event log turned into cards
moving across the table and short words by the seats (Pass, Covered, Out!, a bonus), moved on
each frame (:meth:`TableAnimation.tick`) and drawn over the still table."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from sevens import events as engine_events
from sevens.app.translation import place_name, text
from sevens.cards import Card
from sevens.ui import theme
from sevens.ui.scenes.table.hand import HandView
from sevens.ui.scenes.table.layout.table import BUBBLE_FONT
from sevens.ui.scenes.table.rows import LAID_PREFIX, RowsView
from sevens.ui.scenes.table.seats import SeatsView, going_out_ordinal

if TYPE_CHECKING:
    from sevens.app.session import Session
    from sevens.ui.navigation import Navigator
    from sevens.ui.scenes.table.layout import TableLayout

FLIGHT_SECONDS = {"slow": 0.6, "normal": 0.45, "fast": 0.28, "instant": 0.0, "still": 0.0}
BUBBLES_PER_SEAT = 2
BUBBLES_QUEUED = 4
BUBBLE_SECONDS = 1.3
#: The sound each kind of event makes.
SOUNDS = {engine_events.DealStarted: "deal", engine_events.CardPlayed: "play",
          engine_events.SevensLaidOut: "deal", engine_events.Passed: "pass",
          engine_events.CardCovered: "cover", engine_events.CardGiven: "deal"}


@dataclass
class Flight:
    """A card moving across the table (``card`` None: a card seen from the back); the card
    it hides on its row until it lands is ``hidden_key``."""

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
        t = max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))
        return 1 - (1 - t) ** 3


@dataclass
class Bubble:
    """A short word over a seat: Pass, Covered, Out!, a bonus."""

    seat: int
    message: str
    colour: theme.Colour
    remaining: float = BUBBLE_SECONDS


def card_box(centre: tuple[float, float], size: tuple[int, int]) -> pygame.Rect:
    """A card of ``size`` centred on ``centre``."""
    return pygame.Rect(round(centre[0] - size[0] / 2), round(centre[1] - size[1] / 2), *size)


def fade(alpha: int, remaining: float) -> int:
    """``alpha`` fading out over a bubble's last 0.3 s, in steps (cached panels stay few)."""
    if remaining > 0.3:
        return alpha
    return round(alpha * round(max(0.0, remaining) / 0.3, 1))


class TableAnimation:
    """The cards in flight (and so the cards they hide on the rows until they land) and the
    bubbles by the seats; laid over the views of this canvas (:meth:`place`)."""

    places: TableLayout
    rows: RowsView
    seats: SeatsView
    hand: HandView

    def __init__(self, app: Navigator, session: Session) -> None:
        self.app = app
        self.session = session
        self.flights: list[Flight] = []
        self.bubbles: list[Bubble] = []
        #: The flight time of this move's cards, and when the next of them takes off.
        self.duration = self.delay = 0.0

    def place(self, places: TableLayout, rows: RowsView, seats: SeatsView,
              hand: HandView) -> None:
        """Fly between the places of these views (a new canvas or deal): the cards in flight
        land at once."""
        self.places, self.rows, self.seats, self.hand = places, rows, seats, hand
        self.land()

    def land(self) -> None:
        """Every card in flight lands at once."""
        self.flights.clear()

    @property
    def hidden(self) -> Counter[tuple[int, str]]:
        """How many cards in flight are bound for each place (row, card text): a card shows
        there once no flight is."""
        return Counter(flight.hidden_key for flight in self.flights if flight.hidden_key)

    def tick(self, dt: float) -> None:
        """Move the flights on by ``dt`` seconds (a card landed shows on its row again) and
        count down the bubbles on show."""
        for flight in self.flights:
            flight.elapsed += dt
        self.flights = [flight for flight in self.flights if not flight.done]
        for bubble, _box in self.bubble_layout():
            bubble.remaining -= dt
        self.bubbles = [bubble for bubble in self.bubbles if bubble.remaining > 0]

    def animate(self, new: Sequence[engine_events.Event]) -> None:
        """Turn the events a move made (as the human seat sees them) into flights, bubbles
        and sounds; the cards land where the table now shows them, one after another."""
        view, seats = self.session.view(), self.seats
        self.duration = FLIGHT_SECONDS.get(self.app.settings.card_speed, FLIGHT_SECONDS["normal"])
        if self.session.speed == "instant" or len(new) > 40:
            self.duration = 0.0
        self.delay = 0.0
        for event in new:
            if type(event) in SOUNDS:
                self.app.sound.play(SOUNDS[type(event)])
            if isinstance(event, engine_events.CardPlayed):
                key = str(event.card)  # from the leftover, or your card, as drawn; or a seat
                start = seats.seat_anchor(event.seat)
                if event.from_leftover:
                    start = self.hand.leftover_rects().get(key, self.places.leftover_box.center)
                elif event.seat == self.session.human_seat:
                    start = self.hand.drawn.get(key, start)
                target = self.rows.slot(event.row, event.card, view.rows[event.row])
                self.launch(event.card, start, target, (event.row, str(event.card)), then=0.05)
            elif isinstance(event, engine_events.SevensLaidOut):
                for card, holder in zip(event.cards, event.holders, strict=False):
                    found = self.rows.find(card, view)
                    if found is not None:
                        self.launch(card, self.places.centre if holder is None
                                    else seats.seat_anchor(holder), found[1],
                                    (found[0], str(card)), then=0.08)
            elif isinstance(event, engine_events.Passed):
                word = text("event.free_pass") if event.free else text("event.pass")
                self.bubble(event.seat, word, theme.TEXT)
            elif isinstance(event, engine_events.CardCovered):
                if event.seat != self.session.human_seat:  # onto the top of the covered pile
                    top = view.covered_counts[event.seat] - 1
                    self.launch(None, seats.seat_anchor(event.seat),
                                self.places.covered_card(seats.panels[event.seat], top))
                self.bubble(event.seat, text("event.cover"), theme.DANGER)
            elif isinstance(event, engine_events.CardGiven):
                self.launch(None, seats.seat_anchor(event.giver),
                            card_box(seats.seat_anchor(event.receiver), theme.CARD_MINI))
                self.bubble(event.giver, text("event.give"), theme.TEXT)
                self.bubble(event.receiver, text("event.received"), theme.TEXT)
            elif isinstance(event, engine_events.PlayerOut):
                self.bubble(event.seat, text("event.out"), theme.DANGER)
                apart = {card: (row, slot) for row, card, _, slot in self.rows.waiting_laid(view)}
                for card in event.laid:
                    found = apart.get(card) or self.rows.find(card, view)
                    if found is not None:
                        key = (found[0], (LAID_PREFIX if card in apart else "") + str(card))
                        self.launch(card, seats.seat_anchor(event.seat), found[1], key, then=0.04)
            elif isinstance(event, engine_events.PlayerFinished):
                word = text("event.finished", place=place_name(event.order)) \
                    if going_out_ordinal(self.session.rules) else text("event.done")
                self.bubble(event.seat, word, theme.GOOD)
            elif isinstance(event, engine_events.BonusEarned):
                bonus = text(f"bonus.{event.bonus}")
                self.bubble(event.seat, text("event.bonus", bonus=bonus, points=event.points),
                            theme.ACCENT)

    def launch(self, card: Card | None, start: pygame.Rect | tuple[float, float],
               target: pygame.Rect, hidden_key: tuple[int, str] | None = None,
               then: float = 0.0) -> None:
        """Fly a card from ``start`` (a box, or a seat's point: a card of the rows' size, a
        back of the mini size) to ``target`` after the flights before it, the next ``then``
        seconds later (nothing flies when animations are off)."""
        if self.duration <= 0:
            return
        if not isinstance(start, pygame.Rect):
            start = card_box(start, theme.CARD_MINI if card is None
                             else self.rows.geometry.card_size)
        self.flights.append(Flight(card, start.topleft, target.topleft, start.size, target.size,
                                   self.delay, self.duration, hidden_key))
        self.delay += then

    def bubble(self, seat: int, message: str, colour: theme.Colour) -> None:
        """Show a word by a seat for a moment. A seat shows two at a time; the next ones
        wait their turn (a Douque finish brings a bonus or two and a place at once)."""
        self.bubbles = [bubble for bubble in self.bubbles
                        if not (bubble.seat == seat and bubble.message == message)]
        self.bubbles.append(Bubble(seat, message, colour))
        mine = [bubble for bubble in self.bubbles if bubble.seat == seat]
        if len(mine) > BUBBLES_QUEUED:
            self.bubbles.remove(mine[0])

    def draw_flights(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Cards on their way, each at the cached card size nearest its width on the way
        (the cache stays small); returns the Rects drawn over (card and shadow)."""
        art = self.app.art
        sizes = (theme.CARD_MINI, theme.CARD_ROW, theme.CARD_HAND, self.rows.geometry.card_size,
                 self.places.hand_card)
        drawn: list[pygame.Rect] = []
        for flight in self.flights:
            if flight.elapsed < flight.delay:
                continue
            t = flight.progress()
            x = flight.start[0] + (flight.end[0] - flight.start[0]) * t
            y = flight.start[1] + (flight.end[1] - flight.start[1]) * t - 30 * (4 * t * (1 - t))
            width = round(flight.size_from[0] + (flight.size_to[0] - flight.size_from[0]) * t)
            size = min(sizes, key=lambda choice: abs(choice[0] - width))
            card = art.draw_card(surface, flight.card, size, (round(x), round(y)))
            offset = art.shadow_offset(size)
            shadow = art.shadow(size).get_rect(topleft=(card.x + offset[0], card.y + offset[1]))
            drawn.append(card.union(shadow))
        return drawn

    def bubble_layout(self) -> list[tuple[Bubble, pygame.Rect]]:
        """The bubbles on show and where (:meth:`TableLayout.bubble_boxes`), never over the
        rows or a seat's figures: a seat's oldest two (the others wait their turn)."""
        placed: list[tuple[Bubble, pygame.Rect]] = []
        for seat in dict.fromkeys(bubble.seat for bubble in self.bubbles):
            shown = [bubble for bubble in self.bubbles if bubble.seat == seat][:BUBBLES_PER_SEAT]
            panel = None if seat == self.session.human_seat else self.seats.panels[seat]
            words = [self.bubble_word(bubble).get_size() for bubble in shown]
            placed += zip(shown, self.places.bubble_boxes(words, panel), strict=False)
        return placed

    def bubble_word(self, bubble: Bubble) -> pygame.Surface:
        """A bubble's word, rendered (its pill: :meth:`TableLayout.bubble_boxes`)."""
        return self.app.resources.text(bubble.message, self.places.table_font(BUBBLE_FONT),
                                       theme.TEXT_DARK, bold=True)

    def draw_bubbles(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Pass, Covered, Out! and bonuses by the seats (see :meth:`bubble_layout`); returns
        the Rects drawn over."""
        resources = self.app.resources
        drawn: list[pygame.Rect] = []
        for bubble, box in self.bubble_layout():
            rendered = self.bubble_word(bubble)
            alpha = fade(255, bubble.remaining)
            fill = bubble.colour if bubble.colour != theme.TEXT else (250, 248, 236)
            surface.blit(resources.panel(box.size, fill, alpha, radius=box.height // 2), box)
            rendered.set_alpha(alpha)
            drawn.append(box.union(surface.blit(rendered, rendered.get_rect(center=box.center))))
            rendered.set_alpha(None)
        return drawn
