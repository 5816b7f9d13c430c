"""The table at an online table (issue 47): one part of the table scene.

What the online session (:mod:`sevens.ui.online_session`) has to say is shown the table's own
ways: a friend's reaction as a bubble by their seat, a refusal from the host, the deal's check
and a lost link on the status line (a failed check stays there). The React button beside the
top bar's buttons opens the fixed reactions (no free chat), a thumb tall each; a local table
has neither.
"""

from __future__ import annotations

import pygame

from sevens.ui import theme
from sevens.ui.messages import text
from sevens.ui.table.base import TableBase
from sevens.ui.widgets import Button

#: Seconds a failure stays on the status line (a failed check: until the player leaves).
DANGER_SECONDS = 3600.0


class TableOnline(TableBase):
    """Online notes and reactions: one part of the table scene."""

    react_button: Button | None = None
    reaction_buttons: list[Button]
    reactions_open = False

    @property
    def online(self) -> bool:
        """True at an online table."""
        return bool(getattr(self.session, "online", False))

    def place_online(self) -> None:
        """The React button and the reactions under it (an online table only)."""
        self.reaction_buttons = []
        if not self.online:
            self.react_button = None
            return
        first, last = self.buttons_top[0].rect, self.buttons_top[-1].rect
        width = max(first.width, 96)
        if first.x - width - 8 >= 0:  # beside the top bar's buttons
            rect = pygame.Rect(first.x - width - 8, first.y, width, first.height)
        else:  # the buttons span the bar: under its last one
            rect = pygame.Rect(last.right - width, last.bottom + 8, width, last.height)
        self.react_button = Button(rect, text("online.ui.react"), self.toggle_reactions,
                                   size=self.buttons_top[0].size, name="react")
        tall = max(self.layout_canvas.thumb, 44)
        column_width = max(rect.width, 260)
        x = min(rect.x, self.size[0] - column_width - 8)
        for index, reaction in enumerate(self.session.reactions):
            place = pygame.Rect(x, rect.bottom + 8 + index * (tall + 6), column_width, tall)
            self.reaction_buttons.append(Button(
                place, text(f"online.reaction.{reaction}"),
                lambda reaction=reaction: self.send_reaction(reaction),
                size=max(self.buttons_top[0].size, 16), name=f"reaction-{reaction}"))
        self.buttons_top.append(self.react_button)

    def toggle_reactions(self) -> None:
        """Open or close the reactions."""
        self.reactions_open = not self.reactions_open

    def send_reaction(self, reaction: str) -> None:
        """Send a reaction to the table and close the list."""
        self.reactions_open = False
        self.session.react(reaction)

    def action_buttons(self) -> list[Button]:
        """The table's buttons, and the reactions while they are open (drawn over all)."""
        buttons = super().action_buttons()  # type: ignore[misc]
        return [*buttons, *self.reaction_buttons] if self.reactions_open else buttons

    def show_online_notes(self) -> None:
        """What the online session has to say: reactions by the seats, the rest on the
        status line."""
        take = getattr(self.session, "take_notes", None)
        for note in take() if take is not None else ():
            if note.seat is not None and note.seat in self.panels:
                self.bubble(note.seat, note.words, theme.ACCENT)
            else:
                self.say(note.words, theme.DANGER if note.danger else theme.GOOD,
                         DANGER_SECONDS if note.danger and not note.seat else 4.0)
