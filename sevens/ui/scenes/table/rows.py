"""The rows of the table, a view the scene holds: cards down, the open slots at each end, the
marks on the last cards, and the cards an eliminated player laid that wait for their run;
:meth:`RowsView.draw` draws them and :meth:`RowsView.hit` finds the open place under a point."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from sevens import events as engine_events
from sevens.cards import SUIT_SYMBOLS, Card, rank_label
from sevens.game import RowView, View
from sevens.ui import theme
from sevens.ui.card_rows import RowGeometry

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator
    from sevens.ui.scenes.table.interaction import Way
    from sevens.ui.scenes.table.layout import TableLayout

LAID_PREFIX = "laid "  # flight keys of laid cards waiting apart on the rows


def draw_marker(surface: pygame.Surface, seat: int, centre: tuple[int, int]) -> None:
    """The small coloured dot that marks a seat's last card."""
    pygame.draw.circle(surface, (20, 30, 24), centre, 7)
    pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)], centre, 5)


class RowsView:
    """The table scene's rows on their slots (:attr:`geometry`, set again when the move log
    opens or the canvas changes); the engine's rows are :class:`sevens.table_rows.TableRows`.
    An open place's label is never under ``least_text`` px (12 CSS px as shown)."""

    def __init__(self, app: Navigator, geometry: RowGeometry, least_text: int) -> None:
        self.app = app
        self.geometry = geometry
        self.least_text = least_text
        self._waiting: tuple[View | None, list[tuple[int, Card, int, pygame.Rect]]] = (None, [])
        self._marks: tuple[View | None, dict[tuple[int, str], int]] = (None, {})

    def frames(self) -> list[pygame.Rect]:
        """The band drawn under each row: 6 px past its cards at either end, 4 over and under."""
        return [self.geometry.row_rect(index).inflate(12, 8)
                for index in range(self.geometry.row_count)]

    def slot(self, row_index: int, card: Card, row: RowView) -> pygame.Rect:
        """The slot Rect where ``card`` lies (or would lie) in ``row``, row ``row_index``."""
        high = False
        if card.rank == 1 and self.geometry.ace == "either":
            cards = row.cards
            high = len(cards) > 1 and cards[-1].rank == 1 \
                and cards[-1].suit == card.suit and cards[0].rank != 1
            if row.next_high is not None and row.next_high.rank == 1 and card not in cards:
                high = True
        return self.geometry.rect(row_index, self.geometry.slot_index(card.rank, high))

    def find(self, card: Card, view: View) -> tuple[int, pygame.Rect] | None:
        """The row and slot of a card lying on the table."""
        for index, row in enumerate(view.rows):
            if card in row.cards:
                return index, self.slot(index, card, row)
        return None

    def waiting_laid(self, view: View) -> list[tuple[int, Card, int, pygame.Rect]]:
        """(row, card, seat, slot) for every card an eliminated player laid on the rows that
        the run has not reached yet (it lies apart in its place until the row joins it): from
        public events alone, a laid card has joined its row when the rows hold more copies of
        it than were played or laid out as sevens."""
        if self._waiting[0] is view:
            return self._waiting[1]
        laid: dict[Card, list[int]] = {}
        placed: Counter[Card] = Counter()
        for event in view.events:
            if isinstance(event, engine_events.PlayerOut):
                for card in event.laid:
                    laid.setdefault(card, []).append(event.seat)
            elif isinstance(event, engine_events.CardPlayed):
                placed[event.card] += 1
            elif isinstance(event, engine_events.SevensLaidOut):
                placed.update(event.cards)
        waiting: list[tuple[int, Card, int, pygame.Rect]] = []
        if laid:
            on_rows = Counter(card for row in view.rows for card in row.cards)
            taken: set[tuple[int, int]] = set()
            for card, seats in laid.items():
                for seat in seats[max(0, on_rows[card] - placed[card]):]:
                    spot = self.waiting_slot(view, card, taken)
                    if spot is not None:
                        waiting.append((spot[0], card, seat, spot[1]))
        self._waiting = (view, waiting)
        return waiting

    def last_card_marks(self, view: View) -> dict[tuple[int, str], int]:
        """(row, card) -> seat for the last card each seat laid on the rows (the row matters
        with two packs, where both copies of a card may lie on the table)."""
        if self._marks[0] is view:
            return self._marks[1]
        marks: dict[tuple[int, str], int] = {}
        wanted = {seat for seat, card in enumerate(view.last_played) if card is not None}
        for event in reversed(view.events):
            if not wanted:
                break
            if isinstance(event, engine_events.CardPlayed) and event.seat in wanted:
                wanted.discard(event.seat)
                if event.card == view.last_played[event.seat]:
                    marks[(event.row, str(event.card))] = event.seat
        self._marks = (view, marks)
        return marks

    def waiting_slot(self, view: View, card: Card,
                     taken: set[tuple[int, int]]) -> tuple[int, pygame.Rect] | None:
        """The free slot of a laid card: on the first row of its suit where its place is
        empty (with two packs either row may take it)."""
        high_options = (False, True) if card.rank == 1 and self.geometry.ace == "either" \
            else (False,)
        for index, row in enumerate(view.rows):
            if row.suit != card.suit or card in row.cards:
                continue
            for high in high_options:
                column = self.geometry.slot_index(card.rank, high)
                if (index, column) not in taken:
                    taken.add((index, column))
                    return index, self.geometry.rect(index, column)
        return None

    @staticmethod
    def open_slots(view: View) -> list[tuple[int, Card]]:
        """(row, card) for every open place on the rows: the next card at each end, and the
        starting card of rows not begun yet."""
        playable = set(view.playable)
        slots = [(index, card) for index, row in enumerate(view.rows) if row.cards
                 for card in (row.next_low, row.next_high) if card in playable]
        ends = {card for _, card in slots}
        for card in view.playable:  # a card no row's end takes starts the first empty row
            empty = next((index for index, row in enumerate(view.rows)
                          if row.suit == card.suit and not row.cards), None)
            if card not in ends and empty is not None:
                slots.append((empty, card))
        return slots

    def hit(self, position: tuple[int, int], view: View) -> tuple[int, Card] | None:
        """(row, card) of the playable card whose open slot is under ``position``."""
        for row_index, card in self.open_slots(view):
            if self.open_place(row_index, card, view.rows[row_index])[0].collidepoint(position):
                return row_index, card
        return None

    def open_place(self, row_index: int, card: Card,
                   row: RowView) -> tuple[pygame.Rect, tuple[int, int] | None]:
        """(the Rect an open place for ``card`` in ``row`` is drawn and clicked at, its strip
        in sight, :meth:`slot_strip`): its slot, moved out from under the card beside it as
        far as its label needs to show at ``least_text`` px (overlapping rows)."""
        rect = self.slot(row_index, card, row)
        strip = self.slot_strip(row, row_index, rect)
        if strip is None:
            return rect, None
        label = rank_label(card.rank)
        need = self.app.resources.font(self.least_text, True, label).size(label)[0] \
            + 2 * theme.SLOT_OUTLINE_WIDTH + 2  # as the slot's art fits its label
        short = need - (strip[1] - strip[0])
        if short <= 0:
            return rect, strip
        if strip[0] == 0:  # the card beside it covers its right: out to the left
            return rect.move(-short, 0), (0, strip[1] + short)
        return rect.move(short, 0), (strip[0] - short, strip[1])

    def draw(self, surface: pygame.Surface, view: View, places: TableLayout,
             hidden: dict[tuple[int, str], int], lit: set[Card],
             choice: tuple[Card, tuple[Way, ...], int] | None) -> None:
        """The rows: cards down (but those ``hidden`` while in flight), the open slots at
        each end (those of the ``lit`` cards, yours to play, lit up), markers on last cards;
        a ``choice`` of two rows for the selected card rings both places and marks the
        current one (Tab switches, a click chooses)."""
        art, resources, size = self.app.art, self.app.resources, self.geometry.card_size
        unlabelled = set()  # rows with no room for their suit disc (upright: the full width)
        for index, (row, band) in enumerate(zip(view.rows, self.frames(), strict=True)):
            surface.blit(resources.panel(band.size, (0, 0, 0), 34, radius=10), band)
            if band.x >= places.rows_area.x + 20:
                self.draw_suit_label(surface, row.suit, (band.x - 16, band.centery),
                                     size[1] > 50, places.big_suit_labels)
            else:
                unlabelled.add(index)
        for row_index, card in self.open_slots(view):
            rect, strip = self.open_place(row_index, card, view.rows[row_index])
            playable = card in lit
            colour = theme.SLOT_PLAYABLE if playable else theme.SLOT_OUTLINE
            label = rank_label(card.rank)
            if row_index in unlabelled and not view.rows[row_index].cards:  # an empty row's
                label += SUIT_SYMBOLS[card.suit]  # first place names its suit: 7♠
            surface.blit(art.slot(size, colour, label, 60 if playable else 24, strip,
                                  self.least_text), rect)
        if choice is not None:
            card, targets, chosen = choice
            for number, (_move, row_index) in enumerate(targets):
                rect = self.open_place(row_index, card, view.rows[row_index])[0]
                current = number == chosen
                pygame.draw.rect(surface, theme.ACCENT if current else theme.TEXT,
                                 rect.inflate(8, 8), 4 if current else 2,
                                 border_radius=art.radius(size) + 3)
        markers = self.last_card_marks(view)
        # the card played last glows, apart from the older last-card dots
        latest = next(((event.row, str(event.card)) for event in reversed(view.events)
                       if isinstance(event, engine_events.CardPlayed)), None)
        for index, row in enumerate(view.rows):
            for card in row.cards:
                key = (index, str(card))
                if key in hidden:
                    continue
                rect = self.slot(index, card, row)
                if key == latest:
                    glow = rect.inflate(10, 10)
                    surface.blit(resources.panel(glow.size, theme.ACCENT, 120,
                                                 radius=art.radius(size) + 5), glow)
                art.draw_card(surface, card, size, rect.topleft)
                if key == latest:
                    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3,
                                     border_radius=art.radius(size) + 2)
                seat = markers.get(key)
                if seat is not None:
                    draw_marker(surface, seat, (rect.right - 6, rect.y + 6))
        for index, card, _seat, rect in self.waiting_laid(view):
            if (index, LAID_PREFIX + str(card)) in hidden:
                continue
            art.draw_card(surface, card, size, rect.topleft, shadow=False, dimmed=True)
            pygame.draw.rect(surface, theme.DANGER, rect.inflate(2, 2), 2,
                             border_radius=art.radius(size) + 1)

    def slot_strip(self, row: RowView, row_index: int,
                   rect: pygame.Rect) -> tuple[int, int] | None:
        """The part of an open place (``rect`` in row ``row_index``) that the cards beside it
        leave in sight, in px from its left edge, when they cover some of it (overlapping
        rows); None when none does."""
        left, right = 0, rect.width
        for card in row.cards:
            beside = self.slot(row_index, card, row)
            if not beside.colliderect(rect) or beside == rect:
                continue
            if beside.centerx < rect.centerx:
                left = max(left, beside.right - rect.x)
            else:
                right = min(right, beside.x - rect.x)
        if (left, right) == (0, rect.width) or right - left < 8:
            return None
        return (left, right)

    def draw_suit_label(self, surface: pygame.Surface, suit: int, centre: tuple[int, int],
                        big_card: bool, big_text: int = 0) -> None:
        """A row's suit at its left end: the symbol in its deck colour on a card-white disc
        (larger by larger cards, ``big_card``), at the layout's ``big_text`` where the table's
        texts are thumb-sized (24 px on a 30-px disc, which fits between two columns)."""
        radius, size = (15, big_text) if big_text else (13, 18) if big_card else (10, 14)
        if big_text:
            centre = (centre[0] - 1, centre[1])
        disc = self.app.resources.panel((2 * radius, 2 * radius), theme.CARD_FACE, 235,
                                        radius=radius)
        surface.blit(disc, disc.get_rect(center=centre))
        ink = theme.suit_colour(suit, self.app.settings.four_colour)
        glyph = self.app.resources.text(SUIT_SYMBOLS[suit], size, ink)
        surface.blit(glyph, glyph.get_rect(center=centre))
