"""The seats around the table, a view the scene holds: the opponents' panels and your own,
with cards left, covered cards, passes, score, dealer button and last card."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

import pygame

from sevens.app.online_session import OnlineSession
from sevens.app.translation import place_name, text
from sevens.app.units import money_text, number_text, unit_name
from sevens.cards import SUIT_SYMBOLS, rank_label
from sevens.game import View
from sevens.rules import Rules
from sevens.ui import theme
from sevens.ui.scenes.table.layout.table import COVERED_CARD, COVERED_SHOWN
from sevens.ui.scenes.table.rows import draw_marker
from sevens.ui.widgets import draw_panel, elided

if TYPE_CHECKING:
    from sevens.app.session import Session
    from sevens.ui.navigation import Navigator
    from sevens.ui.scenes.table.layout import TableLayout

#: A covered card's chip on a phone: room beside its name, and between two chips.
CHIP_PAD = 6
CHIP_GAP = 6
#: From a seat name's end to the dealer's disc's edge.
DEALER_GAP = 8


def going_out_ordinal(rules: Rules) -> bool:
    """Whether the order of emptying the hand is the scoring's place, so the table may say
    "Finished 2nd". In Douque the settlement places players by their totals, and penalty
    scorings that play on rank by points: there the table says "Hand empty"."""
    if rules.scoring == "douque":
        return False
    if rules.scoring in ("penalty-count", "penalty-pips"):
        return rules.end == "first-out"
    return True


class SeatsView:
    """The seat panels on this canvas: the opponents' (:attr:`panels`, by seat) and yours
    (the layout's ``my_panel``), drawn from the seat's view."""

    def __init__(self, app: Navigator, session: Session, places: TableLayout,
                 panels: dict[int, pygame.Rect]) -> None:
        self.app = app
        self.session = session
        self.places = places
        self.panels = panels

    def draw(self, surface: pygame.Surface, view: View, time: float, mine: bool,
             bubbled: Collection[int] = ()) -> None:
        """Every opponent's panel, and yours when ``mine``; ``time`` counts the thinking
        player's dots; the seats in ``bubbled`` show a bubble where their status word goes."""
        for seat, rect in self.panels.items():
            self.draw_seat(surface, view, seat, rect, self.still_status(view, seat, time, bubbled))
        if mine:
            self.draw_seat(surface, view, self.session.human_seat, self.places.my_panel, None)

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where cards leave from (and a card given lands) for a seat."""
        if seat == self.session.human_seat:
            area = self.places.hand_area
            return (area.centerx, area.y + 20)
        return self.panels[seat].center

    def seat_lines(self, view: View, seat: int) -> list[tuple[str, theme.Colour]]:
        """The short facts shown in a seat's panel: cards left (or out / finished), covered
        cards or passes, and the match total in the scoring's unit."""
        rules = self.session.rules
        lines = []
        count = view.hand_sizes[seat]
        place = self.finished_place(view, seat)
        if view.out[seat]:
            lines.append((text("seat.out_line"), theme.DANGER))
        elif place is None:  # finished, the name strip says it ("Hand empty"): once is enough
            key = {0: "seat.no_cards", 1: "seat.card"}.get(count, "seat.cards")
            lines.append((text(key, count=count), theme.TEXT))
        if rules.when_stuck == "cover":
            lines.append((text("seat.covered", count=view.covered_counts[seat]),
                          theme.DANGER if view.covered_counts[seat] else theme.TEXT_MUTED))
        elif view.free_passes_left[seat] is not None and (rules.free_passes or
                                                          rules.pass_limit_out):
            if not view.out[seat] and place is None:  # passes left matter only in play
                lines.append((text("seat.passes_left", count=view.free_passes_left[seat]),
                              theme.TEXT_MUTED))
        else:
            lines.append((text("seat.passed", count=view.passes_taken[seat]), theme.TEXT_MUTED))
        total = self.session.match.totals[seat]
        if rules.scoring == "chips" and self.session.recorded is None:
            # the chips already in the pool this deal: the ante and a chip a pass (issue 31:
            # the panels said "chips 0" while the pool grew)
            total -= rules.ante + rules.pass_chip * view.passes_taken[seat]
        score = number_text(total) if rules.lower_is_better else money_text(total)
        lines.append((text("seat.total", unit=unit_name(rules.scoring), score=score),
                      theme.TEXT_MUTED))
        return lines

    @staticmethod
    def finished_place(view: View, seat: int) -> int | None:
        """1 for the first to empty their hand, 2 for the next …; None while still playing."""
        if seat in view.finished_order:
            return view.finished_order.index(seat) + 1
        return None

    def seat_status(self, view: View, seat: int, time: float) -> tuple[str, theme.Colour] | None:
        """The word in a seat's name strip: Out, Finished 2nd (Hand empty), or thinking… (its
        dots counting with ``time``)."""
        place = self.finished_place(view, seat)
        if place is not None:
            if not going_out_ordinal(self.session.rules):
                return text("seat.done"), theme.GOOD
            return text("seat.finished", place=place_name(place)), theme.GOOD
        if view.out[seat]:
            return text("seat.eliminated"), theme.DANGER
        if seat == self.thinking_seat(view):
            dots = "." * (1 + int(time * 3) % 3)
            return text("seat.thinking").rstrip("…").rstrip(".") + dots, theme.ACCENT
        word = self.session.presence_word(seat) if isinstance(  # online: the player's link
            self.session, OnlineSession) else None
        return None if word is None else (word, theme.TEXT_MUTED)

    def still_status(self, view: View, seat: int, time: float,
                     bubbled: Collection[int]) -> tuple[str, theme.Colour] | None:
        """The word the still layer draws in a seat's status strip (:meth:`seat_status`):
        none while the seat thinks (:meth:`draw_thinking`) or shows a bubble (``bubbled``)."""
        if seat in bubbled or seat == self.thinking_seat(view):
            return None
        return self.seat_status(view, seat, time)

    def draw_seat(self, surface: pygame.Surface, view: View, seat: int, rect: pygame.Rect,
                  status: tuple[str, theme.Colour] | None) -> None:
        """A seat's panel ``rect``: name, facts, last card and covered cards, lit on its turn.
        An opponent's shows its covered pile and its ``status`` word (:meth:`still_status`)
        in the strip along the bottom kept for its bubbles (Pass, Covered …), so a move never
        hides the figures; yours, your covered cards face up (:meth:`draw_my_covered`)."""
        resources, places, art = self.app.resources, self.places, self.app.art
        mine = seat == self.session.human_seat
        to_move = view.current_player == seat and not view.over
        done = not mine and (view.out[seat] or seat in view.finished_order)
        if to_move and not mine:
            glow = rect.inflate(10, 10)
            surface.blit(resources.panel(glow.size, theme.ACCENT, 70, radius=16), glow)
        draw_panel(surface, resources, rect, alpha=120 if done else 175,
                   border=theme.ACCENT if to_move else theme.PANEL_BORDER)
        self.draw_name(surface, view, seat, rect, theme.TEXT_MUTED if done else theme.TEXT)
        y = self.draw_facts(surface, rect, self.my_lines(view) if mine
                            else self.seat_lines(view, seat))
        last = view.last_played[seat]
        # your last card, at the top right, gives way to your covered cards, and to how you
        # went out or finished where those lines take the width
        if last is not None and not (mine and (view.covered or places.my_out_first and (
                view.out[seat] or seat in view.finished_order))):
            card, marker = places.last_card(rect, mine)
            art.draw_card(surface, last, card.size, card.topleft, shadow=False,
                          index_only=places.seat_card[1])
            draw_marker(surface, seat, marker)
        if mine:
            self.draw_my_covered(surface, view, rect, y)
        elif self.session.rules.when_stuck == "cover":
            for index in range(min(view.covered_counts[seat], COVERED_SHOWN)):
                art.draw_card(surface, None, COVERED_CARD,
                              places.covered_card(rect, index).topleft, shadow=False)
        if status is not None:
            self.draw_status(surface, rect, status)

    def draw_facts(self, surface: pygame.Surface, rect: pygame.Rect,
                   lines: list[tuple[str, theme.Colour]]) -> int:
        """A seat's facts in its panel ``rect``, each in its ink, under the name strip: a
        line too long shrinks where the layout asks (:meth:`fact_size`, compact), and wraps
        where it still is; returns the line under the last."""
        places, resources = self.places, self.app.resources
        y, room = rect.y + places.seat_lines_top, rect.width - 24  # 12 px each side
        for line, ink in lines:
            fits = resources.font(self.fact_size(line, room), False, line).size(line)[0] <= room
            for part in [line] if fits else resources.wrap(line, places.table_font(14), room):
                surface.blit(resources.text(part, self.fact_size(part, room), ink),
                             (rect.x + 12, y))
                y += places.table_pitch(14)
        return y

    def draw_name(self, surface: pygame.Surface, view: View, seat: int, rect: pygame.Rect,
                  ink: theme.Colour) -> None:
        """A seat's colour dot, its name as the strip holds it (:meth:`fitted_name`) and the
        dealer's disc, in the name strip along the top of its panel ``rect``."""
        name_y = rect.y + self.places.seat_lines_top // 2 + 2
        pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)],
                           (rect.x + 14, name_y), 5)
        end = rect.right if seat != self.session.human_seat \
            else self.places.last_card(rect, True)[0].x - 4  # 4 px before your last card
        wording, size = self.fitted_name(seat, end - rect.x, seat == view.dealer)
        name = self.app.resources.text(wording, size, ink, bold=True)
        surface.blit(name, name.get_rect(midleft=(rect.x + 24, name_y)))
        if seat == view.dealer:  # a white "D" disc after the name
            radius = self.dealer_radius()
            centre = (rect.x + 24 + name.get_width() + DEALER_GAP + radius, name_y + 1)
            pygame.draw.circle(surface, (240, 240, 232), centre, radius)
            letter = self.app.resources.text("D", self.places.table_font(11), theme.TEXT_DARK,
                                             bold=True)
            surface.blit(letter, letter.get_rect(center=centre))

    def fitted_name(self, seat: int, width: int, dealer: bool) -> tuple[str, int]:
        """(wording, type size) of a seat's name in one line ``width`` px wide, the dealer's
        disc after it when ``dealer``: at its size, else a little smaller (never under body
        text), else a replay's "Hard (your seat)" in short, else cut with "…"."""
        places, resources = self.places, self.app.resources
        size, floor = places.table_font(17), places.table_font(14)
        # the dealer's disc: a gap, then its width, as draw_name draws it
        room = width - 24 - (DEALER_GAP + 2 * self.dealer_radius() + 3 if dealer else 8)
        name = self.session.seat_name(seat)
        wordings = [name, text("seat.home_short")] if name == text("seat.home") else [name]
        for wording in wordings:
            for step in range(size, floor - 1, -1):
                if resources.font(step, True, wording).size(wording)[0] <= room:
                    return wording, step
        return elided(resources, wordings[-1], floor, room, bold=True), floor

    def thinking_seat(self, view: View) -> int | None:
        """The computer player thinking now (its name strip says "thinking…"), or None."""
        seat = view.current_player
        if seat not in self.panels or view.over or view.out[seat] \
                or seat in view.finished_order or not self.session.shows_thinking(seat):
            return None
        return seat

    def draw_thinking(self, surface: pygame.Surface, view: View, time: float,
                      bubbled: Collection[int] = ()) -> list[pygame.Rect]:
        """The thinking computer player's "thinking…" (its dots counting with ``time``, so
        drawn with the moving things) unless it shows a bubble (``bubbled``); its Rect."""
        seat = self.thinking_seat(view)
        if seat is None or seat in bubbled:
            return []
        return [self.draw_status(surface, self.panels[seat], self.seat_status(view, seat, time))]

    def draw_status(self, surface: pygame.Surface, rect: pygame.Rect,
                    status: tuple[str, theme.Colour]) -> pygame.Rect:
        """A seat's status word (thinking…, Out) in its ink at the right of the bubbles'
        strip along the bottom of its panel ``rect`` (:meth:`TableLayout.bubble_strip`), on
        their middle line; returns where it was drawn."""
        word = self.app.resources.text(status[0], self.places.table_font(12), status[1],
                                       bold=True)
        strip = self.places.bubble_strip(rect)
        return surface.blit(word, word.get_rect(midright=(strip.right - 6, strip.centery)))

    def fact_size(self, line: str, room: int) -> int:
        """The size of a seat's fact ``line``: the body's, or where the layout asks, smaller
        (down to 18) until it fits the panel's ``room`` (where upright it wraps)."""
        places, resources = self.places, self.app.resources
        size = places.table_font(14)
        while places.seat_facts_shrink and size > 18 and \
                resources.font(size, False, line).size(line)[0] > room:
            size -= 1
        return size

    def dealer_radius(self) -> int:
        """The dealer's disc's radius, by the name's size."""
        return self.places.table_font(11) // 2 + 4

    def my_lines(self, view: View) -> list[tuple[str, theme.Colour]]:
        """Your panel's facts (:meth:`seat_lines`), with how you went out (first where the
        layout asks) or the place you finished in (:meth:`draw_facts` wraps them)."""
        human = self.session.human_seat
        lines, place = self.seat_lines(view, human), self.finished_place(view, human)
        if view.out[human]:
            said = (text("seat.my_out"), theme.DANGER)
            return [said, *lines[1:]] if self.places.my_out_first else [*lines, said]
        if place is not None and going_out_ordinal(self.session.rules):
            lines.append((text("seat.my_finished", place=place_name(place)), theme.GOOD))
        return lines

    def draw_my_covered(self, surface: pygame.Surface, view: View, rect: pygame.Rect,
                        y: int) -> None:
        """The cards you covered, under your panel's facts from ``y``: small and dimmed, or
        where a small card's index would read under 12 CSS px, named on chips."""
        if view.covered and self.places.seat_card[1]:  # a phone: named, 12 CSS px at least
            self.draw_covered_names(surface, view, rect, y)
        elif view.covered:
            resources, places = self.app.resources, self.places
            label = resources.text(text("table.covered_mine"), places.table_font(12),
                                   theme.TEXT_MUTED)
            surface.blit(label, (rect.x + 12, y + 2))
            mini, step, card_y = places.my_covered_cards(rect, y, label.get_height(),
                                                         len(view.covered))
            for index, card in enumerate(view.covered):
                self.app.art.draw_card(surface, card, mini,
                                       (rect.x + 12 + index * step, card_y), shadow=False,
                                       dimmed=True)

    def draw_covered_names(self, surface: pygame.Surface, view: View, rect: pygame.Rect,
                           y: int) -> None:
        """Your covered cards on a phone, under your panel's facts from ``y``: each named on a
        card-white chip in its suit's colour ("A♣" …), as many as the line holds, then "+3"."""
        resources, places = self.app.resources, self.places
        size = places.table_font(14)
        names = [rank_label(card.rank) + SUIT_SYMBOLS[card.suit] for card in view.covered]
        widths = [resources.font(size, True, name).size(name)[0] + 2 * CHIP_PAD for name in names]
        room = rect.width - 24
        shown = len(names)
        while shown and sum(widths[:shown]) + CHIP_GAP * shown + (resources.font(
                size, True, "+99").size("+99")[0] if shown < len(names) else 0) > room:
            shown -= 1
        height = round(size * 1.3)
        x, top = rect.x + 12, min(y + 4, rect.bottom - 6 - height)
        for card, name, width in zip(view.covered[:shown], names, widths, strict=False):
            surface.blit(resources.panel((width, height), theme.CARD_FACE, 235,
                                         radius=height // 4), (x, top))
            ink = theme.suit_colour(card.suit, self.app.settings.four_colour)
            word = resources.text(name, size, ink, bold=True)
            surface.blit(word, word.get_rect(center=(x + width // 2, top + height // 2)))
            x += width + CHIP_GAP
        if shown < len(names):
            more = resources.text(f"+{len(names) - shown}", size, theme.TEXT_MUTED, bold=True)
            surface.blit(more, more.get_rect(midleft=(x, top + height // 2)))
