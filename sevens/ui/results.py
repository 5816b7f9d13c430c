"""End of a deal: the settlement in the columns its scoring needs, standings, what next.

Reads the engine's result (``game.result()``, recorded into the match by the session) and
nothing else about the hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

import sevens
from sevens.ui import theme
from sevens.ui.messages import place_name, text
from sevens.ui.names import format_score, seat_name
from sevens.ui.scene import Scene
from sevens.ui.session import Session
from sevens.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from sevens.ui.app import App

TABLE_RECT = pygame.Rect(40, 74, 1200, 392)
STANDINGS_TOP = 500  # the standings panel starts here at the latest
NOTE_LINE = 22  # height of one line under the settlement


def money_text(value: Any) -> str:
    """Money, chips or points with a sign; cents only when needed."""
    if isinstance(value, float) and not value.is_integer():
        return f"{value:+.2f}"
    number = int(value)
    return f"{number:+d}" if number else "0"


def bonus_text(bonuses: list[Any]) -> str:
    """['complete-suit', 5] ×2 and ['clean-hand', 10] -> 'Complete Suit +5 ×2 · Clean Hand +10'."""
    counts: dict[tuple[str, int], int] = {}
    for name, points in bonuses:
        counts[(name, points)] = counts.get((name, points), 0) + 1
    parts = []
    for (name, points), count in counts.items():
        part = f"{text(f'bonus.{name}')} +{points}"
        if count > 1:
            part += f" \u00d7{count}"
        parts.append(part)
    return " · ".join(parts)


class ResultsScene(Scene):
    """The results of the deal just finished, and the match so far."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.record_result()
        self.data = self.result.to_dict()
        self.deal_number = session.match.deal_number
        self.scoring = self.data.get("scoring", session.rules.scoring)
        self.table_bottom = TABLE_RECT.bottom
        self.delta_key = {"douque": "money", "chips": "chips"}.get(self.scoring, "points")
        view = session.view()
        self.put_out = {seat for seat, out in enumerate(view.out) if out}
        self.first_out = view.finished_order[0] if (
            session.rules.end == "first-out" and view.finished_order) else None
        over = session.match_over
        primary = text("results.new_match") if over else text("results.next")
        self.buttons = [
            Button((1000, 650, 240, 52), primary, self.next, primary=True, size=20,
                   name="next"),
            Button((840, 650, 150, 52), text("results.menu"), self.menu, size=18,
                   name="menu"),
        ]

    # ----------------------------------------------------------------- actions

    def next(self) -> None:
        """The next deal, or a new match with the same table when this one is over."""
        session = self.session
        if session.match_over:
            self.app.start_match(session.rules, session.rules_id)
            return
        session.new_deal()
        self.app.sound.play("deal")
        self.app.show_table()

    def menu(self) -> None:
        """Back to the menu."""
        self.app.show_menu()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons; Enter continues, Esc goes to the menu."""
        for button in self.buttons:
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n):
                self.next()
            elif event.key == pygame.K_ESCAPE:
                self.menu()

    # ----------------------------------------------------------------- columns

    def columns(self) -> list[tuple[str, int, str]]:
        """(heading, width, align) for this scoring."""
        if self.scoring == "douque":
            return [(text("results.player"), 120, "left"), (text("results.covered"), 290, "cards"),
                    (text("results.covered_sum"), 56, "right"),
                    (text("results.bonuses"), 226, "left"), (text("results.total"), 70, "right"),
                    (text("results.place"), 64, "right"), (text("results.loser"), 144, "right"),
                    (text("results.bust"), 56, "right"), (text("results.multiplier"), 64, "right"),
                    (text("results.money"), 100, "right")]
        if self.scoring == "chips":
            return [(text("results.player"), 140, "left"),
                    (text("results.cards_left"), 140, "right"),
                    (text("results.passes"), 80, "right"), (text("results.place"), 170, "right"),
                    (text("results.into_pool"), 130, "right"),
                    (text("results.pool_taken"), 130, "right"),
                    (text("results.card_chips"), 120, "right"),
                    (text("results.chips"), 110, "right")]
        if self.scoring in ("penalty-count", "penalty-pips"):
            return [(text("results.player"), 220, "left"),
                    (text("results.cards_left"), 200, "right"),
                    (text("results.place"), 200, "right"), (text("results.penalty"), 200, "right")]
        return [(text("results.player"), 220, "left"), (text("results.cards_left"), 200, "right"),
                (text("results.place"), 200, "right"), (text("results.points"), 200, "right")]

    def cells(self, entry: dict[str, Any]) -> list[Any]:
        """One seat's values for :meth:`columns` (card lists stay lists)."""
        seat = entry["seat"]
        name = seat_name(seat, self.session.human_seat)
        place = place_name(entry["place"])
        if seat == self.first_out:
            place = f"{place} \u00b7 {text('results.first_out')}"
        cards_left = str(entry["cards_left"])
        if seat in self.put_out:
            cards_left = f"{cards_left} \u00b7 {text('results.put_out')}"
        delta = money_text(entry.get(self.delta_key, 0))
        if self.scoring == "douque":
            penalty = entry.get("rank_penalty")
            loser = text(f"results.{penalty}") if penalty else ""
            bonuses = bonus_text(entry.get("bonuses", []))
            if entry.get("all_covered"):
                bonuses = text("results.all_covered")
            multiplier = entry.get("winner_multiplier", 1)
            return [name, entry.get("covered", []), str(entry.get("covered_sum", 0)), bonuses,
                    money_text(entry.get("total", 0)), place, loser,
                    text("results.yes") if entry.get("bust") else "",
                    f"\u00d7{multiplier}" if entry["place"] == 1 else "", delta]
        if self.scoring == "chips":
            return [name, cards_left, str(entry.get("passes", "")), place,
                    *self.chip_flow(entry), delta]
        if self.scoring in ("penalty-count", "penalty-pips"):
            return [name, cards_left, place, str(entry.get("points", 0))]
        return [name, cards_left, place, delta]

    def chip_flow(self, entry: dict[str, Any]) -> list[str]:
        """Into the pool (ante and passes), the pool taken, chips paid or won for cards."""
        rules = self.session.rules
        players = self.data["players"]
        paid_in = rules.ante + entry.get("passes", 0) * rules.pass_chip
        pool = next((item["pool"] for item in players if "pool" in item), None)
        winner = entry["place"] == 1 and entry.get("chips", 0) > 0
        if winner and pool is not None:
            cards = entry.get("chips", 0) + paid_in - pool
            return [money_text(-paid_in), money_text(pool), money_text(cards)]
        cards = -(entry.get("chips", 0) + paid_in)
        return [money_text(-paid_in), "", money_text(-cards)]

    # ----------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the settlement table, the flow line, standings, deal code, buttons."""
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        session = self.session
        title = text("results.title", deal=self.deal_number, deals=session.deals)
        surface.blit(resources.text(title, 30, theme.TEXT, bold=True), (44, 22))
        rules_name = resources.text(text(f"preset.{session.rules_id}.title"), 16, theme.ACCENT,
                                    bold=True)
        surface.blit(rules_name, (1236 - rules_name.get_width(), 34))
        self.draw_table(surface)
        self.draw_flow(surface)
        self.draw_standings(surface)
        code = session.game.deal_code if session.game.seed is not None else ""
        if code:
            line = resources.text(text("results.deal_code", code=code), 16, theme.TEXT_MUTED)
            surface.blit(line, (840, 620))
        for button in self.buttons:
            button.draw(surface, resources)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The settlement, best place first; your line highlighted."""
        resources = self.app.resources
        players = sorted(self.data["players"], key=lambda entry: (entry["place"], entry["seat"]))
        room = min(TABLE_RECT.height, STANDINGS_TOP - TABLE_RECT.y - self.notes_height())
        row_height = min(56 if self.scoring == "douque" else 44,
                         (room - 60) // max(1, len(players)))
        panel = TABLE_RECT.copy()
        panel.height = min(room, 60 + row_height * len(players))
        self.table_bottom = panel.bottom
        draw_panel(surface, resources, panel, alpha=165)
        columns = self.columns()
        total_width = sum(width for _, width, _ in columns)
        x0 = TABLE_RECT.x + (TABLE_RECT.width - total_width) // 2
        y = TABLE_RECT.y + 16
        x = x0
        for heading, width, align in columns:
            rendered = resources.text(heading, 14, theme.ACCENT, bold=True)
            if align == "right":
                surface.blit(rendered, (x + width - rendered.get_width() - 6, y))
            else:
                surface.blit(rendered, (x + 6, y))
            x += width
        y += 28
        pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y - 6), (x0 + total_width, y - 6))
        for entry in players:
            if entry["seat"] == self.session.human_seat:
                band = pygame.Rect(x0 - 8, y - 4, total_width + 16, row_height - 4)
                surface.blit(resources.panel(band.size, theme.ACCENT, 40, radius=8), band)
            x = x0
            for (heading, width, align), value in zip(columns, self.cells(entry), strict=True):
                if align == "cards":
                    self.draw_cards(surface, value, pygame.Rect(x + 6, y, width - 12,
                                                                row_height - 8))
                else:
                    bold = align == "left" and x == x0
                    colour = self.cell_colour(heading, value)
                    rendered = resources.text(value, 16, colour, bold=bold)
                    if rendered.get_width() > width - 10:
                        rendered = resources.text(value, 12, colour, bold=bold)
                    centre_y = y + (row_height - 8) // 2
                    if align == "right":
                        surface.blit(rendered, rendered.get_rect(midright=(x + width - 6,
                                                                           centre_y)))
                    else:
                        surface.blit(rendered, rendered.get_rect(midleft=(x + 6, centre_y)))
                x += width
            y += row_height

    @staticmethod
    def cell_colour(heading: str, value: str) -> theme.Colour:
        """Gains green, losses and penalties red, the first out and multipliers gold."""
        if heading in (text("results.loser"), text("results.bust")) \
                or value.endswith(text("results.put_out")):
            return theme.DANGER
        if heading == text("results.multiplier") or value.endswith(text("results.first_out")):
            return theme.ACCENT
        if value.startswith("+") and value != "+0":
            return theme.GOOD
        if value.startswith("-"):
            return theme.DANGER
        return theme.TEXT

    def draw_cards(self, surface: pygame.Surface, codes: list[str], rect: pygame.Rect) -> None:
        """Small faces of covered cards."""
        if not codes:
            return
        size = theme.CARD_MINI
        pitch = min(size[0] + 2, (rect.width - size[0]) // max(1, len(codes) - 1))
        top = rect.y + max(0, (rect.height - size[1]) // 2)
        for index, code in enumerate(codes):
            self.app.art.draw_card(surface, sevens.Card.parse(code), size,
                                   (rect.x + index * pitch, top), shadow=False)

    def notes(self) -> list[tuple[str, theme.Colour]]:
        """The lines under the settlement: where the money or chips went, who wins, and why
        a player who was put out placed below players holding more cards."""
        players = self.data["players"]
        winners = [entry for entry in players if entry["place"] == 1]
        lines: list[tuple[str, theme.Colour]] = []
        if self.scoring == "chips" and winners:
            pool = next((entry["pool"] for entry in players if "pool" in entry), None)
            card_chip = self.session.rules.card_chip
            winner = winners[0]["seat"]
            cards = sum(entry["cards_left"] for entry in players
                        if entry["seat"] != winner) * card_chip
            if pool is not None:
                if winner == self.session.human_seat:
                    line = text("results.chips_flow_you", pool=pool, cards=cards)
                else:
                    line = text("results.chips_flow", pool=pool, cards=cards,
                                name=seat_name(winner, self.session.human_seat))
                lines.append((line, theme.ACCENT))
        elif self.scoring == "douque" and winners:
            collected = sum(entry.get("money", 0) for entry in players
                            if entry["place"] == 1)
            lines.append((text("results.money_flow", amount=money_text(collected)), theme.ACCENT))
        elif self.scoring in ("penalty-count", "penalty-pips"):
            lines.append((text("results.lowest_wins"), theme.ACCENT))
        elif self.scoring == "wins" and self.first_out is not None:
            lines.append((text("results.first_out_note"), theme.ACCENT))
        if self.put_out:
            lines.append((text("results.out_note"), theme.TEXT_MUTED))
        return lines

    def notes_height(self) -> int:
        """Room under the settlement for :meth:`notes`, down to the standings."""
        return max(48, 16 + NOTE_LINE * len(self.notes()))

    def draw_flow(self, surface: pygame.Surface) -> None:
        """The :meth:`notes`, one line each under the settlement."""
        resources = self.app.resources
        y = self.table_bottom + 10
        for line, colour in self.notes():
            size = 16 if colour == theme.ACCENT else 14
            rendered = resources.text(line, size, colour)
            if rendered.get_width() > TABLE_RECT.width - 24:
                rendered = resources.text(line, 12, colour)
            surface.blit(rendered, (TABLE_RECT.x + 12, y))
            y += NOTE_LINE

    def draw_standings(self, surface: pygame.Surface) -> None:
        """Running match totals, and the winner once the match is over."""
        resources = self.app.resources
        session = self.session
        panel = pygame.Rect(40, min(STANDINGS_TOP, self.table_bottom + self.notes_height()),
                            620, 206)
        draw_panel(surface, resources, panel, alpha=165)
        heading = text("results.standings")
        surface.blit(resources.text(heading, 17, theme.ACCENT, bold=True),
                     (panel.x + 16, panel.y + 10))
        after = resources.text(text("results.after", deal=session.match.deal_number,
                                    deals=session.deals), 14, theme.TEXT_MUTED)
        surface.blit(after, (panel.right - after.get_width() - 16, panel.y + 13))
        standings = session.match.standings()
        rows = len(standings)
        columns = 1 if rows <= 4 else 2
        per_column = -(-rows // columns)
        line_height = min(36, (panel.height - 48) // per_column)
        for index, (place, seat, total) in enumerate(standings):
            column, row = divmod(index, per_column)
            x = panel.x + 20 + column * 300
            y = panel.y + 42 + row * line_height
            mine = seat == session.human_seat
            ink = theme.ACCENT if mine else theme.TEXT
            surface.blit(resources.text(place_name(place), 16, theme.TEXT_MUTED), (x, y))
            surface.blit(resources.text(seat_name(seat, session.human_seat), 17, ink,
                                        bold=mine), (x + 56, y))
            score = resources.text(format_score(total, self.session.rules.lower_is_better),
                                   17, ink, bold=True)
            surface.blit(score, (x + 270 - score.get_width(), y))
        if not session.match_over:
            mine = next(entry for entry in self.data["players"]
                        if entry["seat"] == session.human_seat)
            if session.rules.lower_is_better:
                line = text("results.your_deal", place=place_name(mine["place"]),
                            delta=str(mine.get(self.delta_key, 0)),
                            unit=text("results.unit.penalty"))
            else:
                line = text("results.your_deal", place=place_name(mine["place"]),
                            delta=money_text(mine.get(self.delta_key, 0)),
                            unit=text(f"results.unit.{self.delta_key}"))
            box = pygame.Rect(690, panel.y + 10, 550, 64)
            draw_panel(surface, resources, box, alpha=190, border=theme.PANEL_BORDER, radius=14)
            self.draw_fitted(surface, line, box, theme.TEXT)
        if session.match_over:
            winners = session.match.winners()
            if session.human_seat in winners and len(winners) == 1:
                banner = text("results.you_win")
            elif len(winners) == 1:
                banner = text("results.winner", name=seat_name(winners[0], session.human_seat))
            else:
                banner = text("results.winners", names=", ".join(
                    seat_name(seat, session.human_seat) for seat in winners))
            box = pygame.Rect(690, panel.y + 10, 550, 64)
            surface.blit(resources.panel(box.size, theme.ACCENT, 235, radius=14), box)
            self.draw_fitted(surface, banner, box, theme.TEXT_DARK)

    def draw_fitted(self, surface: pygame.Surface, line: str, box: pygame.Rect,
                    colour: theme.Colour) -> None:
        """``line`` centred in ``box`` (see :meth:`fitted`)."""
        for rendered, rect in self.fitted(line, box, colour):
            surface.blit(rendered, rect)

    def fitted(self, line: str, box: pygame.Rect,
               colour: theme.Colour) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """``line`` in bold, centred in ``box``: 24 pt, smaller if need be, else on two
        lines (eight players sharing a match make a long sentence)."""
        resources = self.app.resources
        for size in (24, 20):
            rendered = resources.text(line, size, colour, bold=True)
            if rendered.get_width() <= box.width - 24:
                return [(rendered, rendered.get_rect(center=box.center))]
        placed = []
        lines = resources.wrap(line, 17, box.width - 24, bold=True)[:2]
        for index, part in enumerate(lines):
            rendered = resources.text(part, 17, colour, bold=True)
            centre = (box.centerx, round(box.centery + (index - (len(lines) - 1) / 2) * 22))
            placed.append((rendered, rendered.get_rect(center=centre)))
        return placed
