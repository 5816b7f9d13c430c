"""The move log: the deal's moves in plain words, newest first, in a panel you can open
(the Moves button or L) and scroll (wheel, Page Up / Page Down, a finger).

:class:`MoveLog` is a view the table scene holds, not a part of it: its own state (open,
scrolled), its lines, ``hit`` and ``draw``, handed the session and the table's places."""

from __future__ import annotations

import pygame

from sevens import events as engine_events
from sevens.app.session import Session
from sevens.app.translation import text
from sevens.game import View
from sevens.ui import theme
from sevens.ui.geometry.text import ScrollRegion
from sevens.ui.narration import event_line
from sevens.ui.painting import draw_scrollbar
from sevens.ui.resources import Resources
from sevens.ui.scenes.table.layout.table import LOG_FONT, LOG_TITLE_FONT, TableLayout
from sevens.ui.scenes.table.seats import going_out_ordinal
from sevens.ui.widgets import draw_panel, elided

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
#: How many lines Page Up and Page Down scroll the open log.
PAGE_KEYS = {pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5}


class MoveLog:
    """The move log's state and drawing: whether it is open, how far it is scrolled, and its
    lines (the ``session``'s deal worked out again only when it has new events), on the
    table's :attr:`places` (set when the table is laid out)."""

    places: TableLayout

    def __init__(self, session: Session) -> None:
        self.session = session
        self.open = False
        self.scroll = 0
        self._cache: tuple[int, list[tuple[str, theme.Colour]]] = (-1, [])

    def lines(self, view: View) -> list[tuple[str, theme.Colour]]:
        """Every public event of the deal in ``view`` as a line in the table's words, newest
        first (cached per event count)."""
        if self._cache[0] == len(view.events):
            return self._cache[1]
        session = self.session
        lines: list[tuple[str, theme.Colour]] = []
        for event in view.events:
            line = event_line(event, session.seat_name, two_rows=session.rules.decks > 1,
                              ordinal=going_out_ordinal(session.rules))
            if line:
                lines.append((line, LOG_INKS.get(type(event), theme.TEXT)))
        lines.reverse()
        self._cache = (len(view.events), lines)
        return lines

    def toggle(self) -> None:
        """Open or close the log (the newest move on top)."""
        self.open = not self.open
        self.scroll = 0

    def hit(self, position: tuple[int, int]) -> bool:
        """True when ``position`` is on the open log (a click or tap there is the log's)."""
        return self.open and self.places.log_rect.collidepoint(position)

    def rows(self) -> int:
        """How many lines the open log shows at once."""
        places = self.places
        return (places.log_rect.height - places.log_top - 6) // places.log_pitch

    def scroll_by(self, lines: int, start: int | None = None) -> None:
        """Scroll by ``lines`` from the line shown first now (or from ``start``: a finger's
        drag counts from where it began), kept within the lines (positive: towards older
        moves). The only way the log scrolls."""
        region = ScrollRegion(self.rows(), len(self.lines(self.session.view())),
                              self.scroll if start is None else start)
        self.scroll = region.scrolled(lines).offset

    def handle(self, event: pygame.event.Event) -> bool:
        """The open log's events: a notch of the wheel scrolls three lines, Page Up / Page
        Down five. pygame sends a notch twice: as a MOUSEWHEEL, and as a press of button 4
        or 5 that only takes the log's place, like a click inside it, which does nothing
        else. True when the event was the log's."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y)
        elif event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.scroll_by(PAGE_KEYS[event.key])
        else:
            return event.type == pygame.MOUSEBUTTONDOWN and self.hit(event.pos)
        return True

    def draw(self, surface: pygame.Surface, resources: Resources) -> None:
        """The open log in its panel, its :meth:`lines` from the scrolled one, and a thin
        scroll bar when they are more than it shows."""
        places, lines, rows = self.places, self.lines(self.session.view()), self.rows()
        panel, pitch, size = places.log_rect, places.log_pitch, places.table_font(LOG_FONT)
        draw_panel(surface, resources, panel, alpha=238, border=theme.PANEL_BORDER)
        title = resources.text(text("log.title"), places.table_font(LOG_TITLE_FONT),
                               theme.ACCENT, bold=True)
        surface.blit(title, (panel.x + 12, panel.y + 9))
        self.scroll_by(0)  # the deal may have gone on (or back) since it was scrolled
        shown = lines[self.scroll:self.scroll + rows] or [(text("log.empty"), theme.TEXT_MUTED)]
        for index, (line, ink) in enumerate(shown):
            newest = index == 0 and self.scroll == 0 and bool(lines)
            line = elided(resources, line, size, panel.width - 30, bold=newest)
            surface.blit(resources.text(line, size, ink, bold=newest),
                         (panel.x + 12, panel.y + places.log_top + index * pitch))
        draw_scrollbar(surface, (panel.right - 8, panel.y + places.log_top, 4, rows * pitch),
                       ScrollRegion(rows, len(lines), self.scroll), "muted", least=12)
