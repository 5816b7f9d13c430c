"""The sentences around the results' settlement, split off :mod:`sevens.ui.results` to
keep it small: the lines under it (the payments that make the money, the pool, what the points
are), your line under the legend, and that line's box in the landscape layout. A mixin of
:class:`~sevens.ui.results.ResultsScene`, which supplies the session, the deal and the names."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

import pygame

from sevens.scoring import douque_payments
from sevens.ui import theme
from sevens.ui.names import hand_name
from sevens.ui.translation import place_name, text
from sevens.ui.units import money_text, number_text, unit_name
from sevens.ui.widgets import draw_panel, draw_star

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator
    from sevens.ui.session import Session

#: The landscape settlement's width (``results.TABLE_RECT``): the notes wrap inside it.
SETTLEMENT_WIDTH = 1200
TIMES = " \u00d7 "
#: Your line's box left of the buttons in the landscape layout, and its sizes on one line.
SUMMARY_BOX = pygame.Rect(40, 650, 780, 52)
SUMMARY_SIZES = (24, 20)


def payments_with_factors(players: list[dict[str, Any]],
                          stake: Any) -> list[tuple[int, int, Fraction, list[str]]]:
    """The Douque payments (:func:`sevens.scoring.douque_payments`) with the factors that
    make each one as text: (payer, winner, amount, factors), payers in place order."""
    rows = []
    for payment in douque_payments(players, stake):
        factors = [text("results.factor.total", value=number_text(payment.total))]
        for key, factor in (("loser", payment.loser), ("bust", payment.bust),
                            ("win", payment.win)):
            if factor != 1:
                factors.append(text(f"results.factor.{key}", value=factor))
        if stake != 1:
            factors.append(text("results.factor.stake", value=number_text(stake)))
        if payment.shared > 1:
            factors.append(text("results.factor.shared", value=payment.shared))
        rows.append((payment.payer, payment.winner, payment.amount, factors))
    return rows


class ResultsNotes:
    """The notes and the summary line of the results (see the module's docstring)."""

    app: Navigator
    session: Session
    data: dict[str, Any]
    scoring: str
    delta_key: str
    put_out: set[int]
    first_out: int | None
    match_places: dict[int, tuple[int, Any]]

    def name(self, seat: int) -> str:
        """A seat's name as the results print it."""
        raise NotImplementedError

    def total_text(self, value: Any) -> str:
        """A match total as the results print it."""
        raise NotImplementedError

    # ----------------------------------------------------------------- notes

    def notes(self) -> list[tuple[str, theme.Colour]]:
        """:meth:`note_lines` wrapped to the landscape settlement's width."""
        wrapped = []
        for line, colour in self.note_lines():
            size = 16 if colour == theme.ACCENT else 14
            parts = self.app.resources.wrap(line, size, SETTLEMENT_WIDTH - 24)
            wrapped += [(part, colour) for part in parts]
        return wrapped

    def note_lines(self) -> list[tuple[str, theme.Colour]]:
        """The lines under the settlement: the payments that make the winner's money or
        chips, what the points are, and why a player put out placed below players holding
        more cards."""
        players = self.data["players"]
        winners = [entry for entry in players if entry["place"] == 1]
        lines: list[tuple[str, theme.Colour]] = []
        if self.scoring == "chips" and winners:
            line = self.chips_line(winners[0])
            if line:
                lines.append((line, theme.ACCENT))
        elif self.scoring == "douque":
            lines += [(line, theme.ACCENT) for line in self.money_lines()]
        elif self.scoring in ("penalty-count", "penalty-pips"):
            lines.append((text("results.lowest_wins"), theme.ACCENT))
        elif self.scoring == "placing-points":
            count = len(players)
            parts = [f"{place_name(place)} {count - place}" for place in range(1, count + 1)]
            lines.append((text("results.placing_note", points=", ".join(parts)), theme.ACCENT))
        elif self.scoring == "wins" and self.first_out is not None:
            lines.append((text("results.first_out_note"), theme.ACCENT))
        if self.put_out:
            lines.append((text("results.out_note"), theme.TEXT_MUTED))
        info = self.app.session_info  # a replay from another seat (issue 13)
        if self.session.home_seat is not None:  # who held what (issue 31)
            lines.append((text("results.held", name=hand_name(self.session.human_seat)),
                          theme.TEXT))
        if info.kind == "replay" and info.compare_result is not None:
            yours = players[self.session.human_seat].get(self.delta_key, 0)
            key = "results.compare_you" if info.compare_was_you else "results.compare"
            shown = number_text if self.session.rules.lower_is_better else money_text
            lines.append((text(key, yours=shown(yours), bots=shown(info.compare_result),
                               unit=unit_name(self.scoring)), theme.ACCENT))
        return lines

    def money_lines(self) -> list[str]:
        """Douque: each winner's money as the payments that make it ("Ben collects 20 from
        you + 54 from Cleo (27 × 2) = 74 money"), or that nobody pays."""
        players = self.data["players"]
        payments = payments_with_factors(players, self.session.rules.stake)
        if not payments:
            return [text("results.nobody_pays")]
        unit = unit_name("douque")
        lines = []
        for winner in sorted({winner for _, winner, _, _ in payments}):
            parts = []
            received = [item for item in payments if item[1] == winner]
            for payer, _, amount, factors in received:
                source = text("results.from_you") if payer == self.session.human_seat and \
                    not self.session.nobody_is_you else self.name(payer)
                part = text("results.payment", amount=number_text(amount), name=source)
                if len(factors) > 1:
                    formula = TIMES.join(factors).replace(TIMES + "\u00f7", " \u00f7")
                    part += f" ({formula})"
                parts.append(part)
            total = sum(amount for _, _, amount, _ in received)
            key = "results.collects_you" if winner == self.session.human_seat and \
                not self.session.nobody_is_you else "results.collects"
            sum_text = f" = {number_text(total)} {unit}" if len(received) > 1 else f" {unit}"
            parts[-1] += sum_text
            parts[0] = text(key, name=self.name(winner), parts=parts[0])
            lines += self.break_at_payments(parts)
        return lines

    def break_at_payments(self, parts: list[str]) -> list[str]:
        """Join payments with " + ", breaking the line only between payments (never leaving
        the sum alone on a line)."""
        resources = self.app.resources
        width = SETTLEMENT_WIDTH - 24
        lines: list[str] = []
        line = ""
        for part in parts:
            candidate = f"{line} + {part}" if line else part
            if line and resources.font(16).size(candidate)[0] > width:
                lines.append(f"{line} +")
                line = part
            else:
                line = candidate
        lines.append(line)
        return lines

    def chips_line(self, winner: dict[str, Any]) -> str:
        """Chips: the first out's gain as the pool + chips for cards − what it paid in."""
        players = self.data["players"]
        pool = next((entry["pool"] for entry in players if "pool" in entry), None)
        if pool is None:
            return ""
        rules = self.session.rules
        seat = winner["seat"]
        cards = sum(entry["cards_left"] for entry in players if entry["seat"] != seat) \
            * rules.card_chip
        paid_in = rules.ante + winner.get("passes", 0) * rules.pass_chip
        values = {"pool": number_text(pool), "cards": number_text(cards),
                  "paid": number_text(paid_in),
                  "total": money_text(winner.get("chips", 0)), "unit": unit_name("chips"),
                  "name": self.name(seat)}
        mine = seat == self.session.human_seat and not self.session.nobody_is_you
        return text("results.chips_flow_you" if mine else "results.chips_flow", **values)

    def summary_line(self) -> tuple[str, bool]:
        """The line under the legend: the match winner once the match is over (True), else
        your place and result in this deal and in the match (False)."""
        session = self.session
        if session.match_over:
            winners = session.match.winners()
            if session.human_seat in winners and len(winners) == 1 and not session.nobody_is_you:
                return text("results.you_win"), True
            if len(winners) == 1:
                return text("results.winner", name=self.name(winners[0])), True
            return text("results.winners", names=", ".join(
                self.name(seat) for seat in winners)), True
        seat = session.human_seat
        mine = next(entry for entry in self.data["players"] if entry["seat"] == seat)
        match_place, match_total = self.match_places.get(seat, (mine["place"], 0))
        value = mine.get(self.delta_key, 0)
        delta = number_text(value) if session.rules.lower_is_better else money_text(value)
        return text("results.your_deal", name=self.name(seat), place=place_name(mine["place"]),
                    delta=delta, unit=unit_name(self.scoring),
                    total=self.total_text(match_total), match_place=place_name(match_place),
                    deal=self.deal_number, deals=session.deals), False

    def draw_summary(self, surface: pygame.Surface, box: pygame.Rect = SUMMARY_BOX,
                     sizes: tuple[int, ...] = SUMMARY_SIZES, two_lines: int = 17) -> None:
        """:meth:`summary_line` in ``box`` (left of the buttons; gold for the winner), at the
        first of ``sizes`` it fits at, else on two lines at ``two_lines``."""
        resources = self.app.resources
        line, banner = self.summary_line()
        if banner:  # a gold-edged panel with gold text and a star each side: not a button
            surface.blit(resources.panel(box.size, theme.PANEL, 235, radius=14,
                                         border=theme.ACCENT, border_width=3), box)
            placed = self.fitted(line, box.inflate(-96, 0), theme.ACCENT, sizes, two_lines)
            for rendered, rect in placed:
                surface.blit(rendered, rect)
            left = min(rect.left for _, rect in placed)
            right = max(rect.right for _, rect in placed)
            for x in (left - 26, right + 26):
                draw_star(surface, (x, box.centery), 13, theme.ACCENT)
        else:
            draw_panel(surface, resources, box, alpha=190, border=theme.PANEL_BORDER, radius=14)
            for rendered, rect in self.fitted(line, box, theme.TEXT, sizes, two_lines):
                surface.blit(rendered, rect)

    def fitted(self, line: str, box: pygame.Rect, colour: theme.Colour,
               sizes: tuple[int, ...] = SUMMARY_SIZES,
               two_lines: int = 17) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """``line`` in bold, centred in ``box``: at the first of ``sizes`` (24 pt, then 20)
        it fits at, else on two lines at ``two_lines`` (eight players sharing a match make a
        long sentence)."""
        resources = self.app.resources
        for size in sizes:
            rendered = resources.text(line, size, colour, bold=True)
            if rendered.get_width() <= box.width - 24:
                return [(rendered, rendered.get_rect(center=box.center))]
        placed = []
        lines = resources.wrap(line, two_lines, box.width - 24, bold=True)[:2]
        pitch = round(two_lines * 1.3)  # 22 for 17 pt
        for index, part in enumerate(lines):
            rendered = resources.text(part, two_lines, colour, bold=True)
            centre = (box.centerx, round(box.centery + (index - (len(lines) - 1) / 2) * pitch))
            placed.append((rendered, rendered.get_rect(center=centre)))
        return placed
