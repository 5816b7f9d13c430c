"""The move log: the deal's moves in plain words, newest first, in a panel you can open
(the Moves button or L) and scroll (wheel, Page Up / Page Down)."""

from __future__ import annotations

import pygame

from sevens import events as engine_events
from sevens.game import View
from sevens.ui import layout, theme
from sevens.ui.messages import text
from sevens.ui.narration import event_line
from sevens.ui.table.base import TableBase
from sevens.ui.widgets import draw_panel

LOG_RECT = pygame.Rect(846, 156, 232, 356)  # 1280×720: right of the rows, which narrow
LOG_FONT = 13
LOG_PITCH = 18
LOG_TOP = 34  # under the title
#: The ink of each kind of line (the words are :func:`sevens.ui.narration.event_line`'s,
#: shared with the narration).
LOG_INKS: dict[type, theme.Colour] = {
    engine_events.Passed: theme.TEXT_MUTED,
    engine_events.CardCovered: theme.DANGER,
    engine_events.CardGiven: theme.TEXT_MUTED,
    engine_events.PlayerOut: theme.DANGER,
    engine_events.PlayerFinished: theme.GOOD,
    engine_events.BonusEarned: theme.ACCENT,
}


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
            line = event_line(event, name, two_rows=two_rows, ordinal=ordinal)
            if line:
                lines.append((line, LOG_INKS.get(type(event), theme.TEXT)))
        lines.reverse()
        self._log_cache = (len(view.events), lines)
        return lines

    def toggle_log(self) -> None:
        """Open or close the move log (the newest move on top)."""
        self.log_open = not self.log_open
        self.log_scroll = 0
        self.rows = self.row_geometry(self.rows.row_count, self.rows.ace)

    def row_geometry(self, row_count: int, ace: str) -> layout.RowGeometry:
        """The rows' slots in :meth:`rows_area`; while the landscape log is open the cards
        may overlap by a quarter before they are made smaller."""
        places = self.table_layout
        overlap = 0.25 if self.log_open and not (places.portrait or places.large) else 0.0
        return places.row_geometry(row_count, ace, self.rows_area(), overlap)

    def rows_area(self) -> pygame.Rect:
        """Where the rows are laid out: narrowed (cards overlapping) while the log is open,
        so the log never hides a card on the table."""
        places = self.table_layout
        if self.log_open and places.rows_beside_log is not None:  # upright: the log under
            return places.rows_beside_log
        if not self.log_open or places.portrait or places.large:  # the log lies over it
            return places.rows_area
        area = places.rows_area.copy()
        area.left += 28  # room for the suit labels
        area.width = places.log_rect.left - 8 - area.left
        return area

    def log_rows(self) -> int:
        """How many lines the open log shows at once."""
        places, pitch, top = self.table_layout, self.log_pitch(), self.log_top()
        return (places.log_rect.height - top - 6) // pitch

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
        places = self.table_layout
        if event.type == pygame.MOUSEBUTTONDOWN and places.log_rect.collidepoint(event.pos):
            if event.button in (4, 5):
                self.scroll_log(-3 if event.button == 4 else 3)
            return True
        return False

    def draw_log(self, surface: pygame.Surface, view: View) -> None:
        """The open move log."""
        if not self.log_open:
            return
        resources = self.app.resources
        places, pitch, top = self.table_layout, self.log_pitch(), self.log_top()
        size = places.font(LOG_FONT)
        draw_panel(surface, resources, places.log_rect, alpha=238, border=theme.PANEL_BORDER)
        title = resources.text(text("log.title"), places.font(14), theme.ACCENT, bold=True)
        surface.blit(title, (places.log_rect.x + 12, places.log_rect.y + 9))
        lines = self.log_lines(view)
        if not lines:
            surface.blit(resources.text(text("log.empty"), size, theme.TEXT_MUTED),
                         (places.log_rect.x + 12, places.log_rect.y + top))
            return
        rows = self.log_rows()
        self.log_scroll = max(0, min(self.log_scroll, max(0, len(lines) - rows)))
        y = places.log_rect.y + top
        for index, (line, ink) in enumerate(lines[self.log_scroll:self.log_scroll + rows]):
            shown = line
            while resources.font(size).size(shown)[0] > places.log_rect.width - 30 \
                    and len(shown) > 4:
                shown = shown[:-2] + "…"
            rendered = resources.text(shown, size, ink, bold=index == 0
                                      and self.log_scroll == 0)
            surface.blit(rendered, (places.log_rect.x + 12, y))
            y += pitch
        if len(lines) > rows:  # a thin scroll bar
            track = pygame.Rect(places.log_rect.right - 8, places.log_rect.y + top, 4,
                                rows * pitch)
            size = max(12, track.height * rows // len(lines))
            top = track.y + (track.height - size) * self.log_scroll // max(1, len(lines) - rows)
            pygame.draw.rect(surface, theme.PANEL_BORDER, track, border_radius=2)
            pygame.draw.rect(surface, theme.TEXT_MUTED, (track.x, top, 4, size),
                             border_radius=2)

    def log_pitch(self) -> int:
        """From one line of the log to the next."""
        places = self.table_layout
        return places.line_pitch(LOG_FONT) if places.portrait else LOG_PITCH

    def log_top(self) -> int:
        """Where the first line sits under the panel's top (under the title)."""
        places = self.table_layout
        return places.line_pitch(14) + 16 if places.portrait else LOG_TOP
