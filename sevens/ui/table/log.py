"""The move log: the deal's moves in plain words, newest first, in a panel you can open
(the Moves button or L) and scroll (wheel, Page Up / Page Down)."""

from __future__ import annotations

import pygame

from sevens import events as engine_events
from sevens.game import View
from sevens.ui import layout, theme
from sevens.ui.messages import place_name, text
from sevens.ui.session import card_text
from sevens.ui.table.base import TableBase
from sevens.ui.widgets import draw_panel

LOG_RECT = pygame.Rect(846, 156, 232, 356)  # right of the rows, which narrow while it is open
LOG_FONT = 13
LOG_PITCH = 18
LOG_TOP = 34  # under the title


class TableLog(TableBase):
    """The move log: one part of the table scene."""

    log_open: bool
    log_scroll: int
    _log_cache: tuple[int, list[tuple[str, theme.Colour]]]

    def log_lines(self, view: View) -> list[tuple[str, theme.Colour]]:
        """Every public event of the deal as a line, newest first (cached per event count)."""
        if self._log_cache[0] == len(view.events):
            return self._log_cache[1]
        lines: list[tuple[str, theme.Colour]] = []
        name = self.session.seat_name
        two_rows = self.session.rules.decks > 1
        ordinal = self.going_out_ordinal()
        for event in view.events:
            if isinstance(event, engine_events.CardPlayed):
                card = card_text(event.card)
                if event.from_leftover:
                    line = text("log.leftover", name=name(event.seat), card=card)
                elif two_rows and event.suit_row > 1:
                    line = text("log.played_row", name=name(event.seat), card=card,
                                row=event.suit_row)
                else:
                    line = text("log.played", name=name(event.seat), card=card)
                lines.append((line, theme.TEXT))
            elif isinstance(event, engine_events.SevensLaidOut):
                lines.append((text("log.sevens"), theme.TEXT))
            elif isinstance(event, engine_events.Passed):
                key = "log.free_pass" if event.free else "log.pass"
                lines.append((text(key, name=name(event.seat)), theme.TEXT_MUTED))
            elif isinstance(event, engine_events.CardCovered):
                line = text("log.cover", name=name(event.seat)) if event.card is None else \
                    text("log.cover_card", name=name(event.seat), card=card_text(event.card))
                lines.append((line, theme.DANGER))
            elif isinstance(event, engine_events.CardGiven):
                giver, receiver = name(event.giver), name(event.receiver)
                line = text("log.give", giver=giver, receiver=receiver) if event.card is None \
                    else text("log.give_card", giver=giver, receiver=receiver,
                              card=card_text(event.card))
                lines.append((line, theme.TEXT_MUTED))
            elif isinstance(event, engine_events.PlayerOut):
                lines.append((text("log.out", name=name(event.seat)), theme.DANGER))
            elif isinstance(event, engine_events.PlayerFinished):
                line = text("log.finished", name=name(event.seat),
                            place=place_name(event.order)) if ordinal else \
                    text("log.done", name=name(event.seat))
                lines.append((line, theme.GOOD))
            elif isinstance(event, engine_events.BonusEarned):
                lines.append((text("log.bonus", name=name(event.seat),
                                   bonus=text(f"bonus.{event.bonus}"), points=event.points),
                              theme.ACCENT))
        lines.reverse()
        self._log_cache = (len(view.events), lines)
        return lines

    def toggle_log(self) -> None:
        """Open or close the move log (the newest move on top)."""
        self.log_open = not self.log_open
        self.log_scroll = 0
        self.rows = layout.RowGeometry(self.rows.row_count, self.rows.ace, self.rows_area())

    def rows_area(self) -> pygame.Rect:
        """Where the rows are laid out: narrowed (cards overlapping) while the log is open,
        so the log never hides a card on the table."""
        if not self.log_open:
            return layout.ROWS_AREA
        area = layout.ROWS_AREA.copy()
        area.left += 28  # room for the suit labels
        area.width = LOG_RECT.left - 8 - area.left
        return area

    def log_rows(self) -> int:
        """How many lines the open log shows at once."""
        return (LOG_RECT.height - LOG_TOP - 6) // LOG_PITCH

    def scroll_log(self, lines: int) -> None:
        """Scroll the log by ``lines`` (positive: towards older moves)."""
        total = len(self.log_lines(self.session.view()))
        self.log_scroll = max(0, min(max(0, total - self.log_rows()), self.log_scroll + lines))

    def log_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the open log scrolls it; a click inside it does nothing else.
        True when the event was the log's."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_log(-3 * event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and LOG_RECT.collidepoint(event.pos):
            if event.button in (4, 5):
                self.scroll_log(-3 if event.button == 4 else 3)
            return True
        return False

    def draw_log(self, surface: pygame.Surface, view: View) -> None:
        """The open move log."""
        if not self.log_open:
            return
        resources = self.app.resources
        draw_panel(surface, resources, LOG_RECT, alpha=238, border=theme.PANEL_BORDER)
        title = resources.text(text("log.title"), 14, theme.ACCENT, bold=True)
        surface.blit(title, (LOG_RECT.x + 12, LOG_RECT.y + 9))
        lines = self.log_lines(view)
        if not lines:
            surface.blit(resources.text(text("log.empty"), LOG_FONT, theme.TEXT_MUTED),
                         (LOG_RECT.x + 12, LOG_RECT.y + LOG_TOP))
            return
        rows = self.log_rows()
        self.log_scroll = max(0, min(self.log_scroll, max(0, len(lines) - rows)))
        y = LOG_RECT.y + LOG_TOP
        for index, (line, ink) in enumerate(lines[self.log_scroll:self.log_scroll + rows]):
            shown = line
            while resources.font(LOG_FONT).size(shown)[0] > LOG_RECT.width - 30 \
                    and len(shown) > 4:
                shown = shown[:-2] + "…"
            rendered = resources.text(shown, LOG_FONT, ink, bold=index == 0
                                      and self.log_scroll == 0)
            surface.blit(rendered, (LOG_RECT.x + 12, y))
            y += LOG_PITCH
        if len(lines) > rows:  # a thin scroll bar
            track = pygame.Rect(LOG_RECT.right - 8, LOG_RECT.y + LOG_TOP, 4,
                                rows * LOG_PITCH)
            size = max(12, track.height * rows // len(lines))
            top = track.y + (track.height - size) * self.log_scroll // max(1, len(lines) - rows)
            pygame.draw.rect(surface, theme.PANEL_BORDER, track, border_radius=2)
            pygame.draw.rect(surface, theme.TEXT_MUTED, (track.x, top, 4, size),
                             border_radius=2)
