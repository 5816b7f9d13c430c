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
from sevens.ui.scenes.table.base import TableBase
from sevens.ui.translation import text
from sevens.ui.widgets import Button

#: Seconds a failure stays on the status line (a failed check: until the player leaves).
DANGER_SECONDS = 3600.0


class TableOnline(TableBase):
    """Online notes and reactions: one part of the table scene."""

    react_button: Button | None = None
    #: True when the React button sits with Hint and Undo (not in the top bar)
    react_below = False
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
        first = self.buttons_top[0].rect
        actions = [button.rect for button in super().action_buttons()]  # type: ignore[misc]
        leftmost = min(actions, key=lambda place: place.x)
        width = max(first.width, 96)
        taken = [*self.panels.values(), self.table_layout.my_panel, *self.hand_places()]
        candidates = [  # beside the top bar's buttons; left of Hint (Pass, Undo); above them
            pygame.Rect(first.x - width - 8, first.y, width, first.height),
            pygame.Rect(leftmost.x - leftmost.width - 12, leftmost.y, leftmost.width,
                        leftmost.height),
            pygame.Rect(leftmost.x, leftmost.y - leftmost.height - 10, leftmost.width,
                        leftmost.height)]
        canvas = pygame.Rect((0, 0), self.size)
        rect = next((place for place in candidates if canvas.contains(place)
                     and place.collidelist(taken) < 0), candidates[1])
        self.react_button = Button(rect, text("online.ui.react"), self.toggle_reactions,
                                   size=self.buttons_top[0].size, name="react")
        self.react_below = rect.y > first.y
        if not self.react_below:
            self.buttons_top.append(self.react_button)
        self.place_reactions(rect, top_limit=max(button.rect.bottom for button in self.buttons_top))

    def hand_places(self) -> list[pygame.Rect]:
        """Where the hand's cards are drawn now."""
        places = [self.card_rect(card) for card in self.session.view().hand]
        return [place for place in places if place is not None]

    def place_reactions(self, react: pygame.Rect, top_limit: int) -> None:
        """The reactions in as many columns as the room above (or under) React needs, a
        thumb tall each, ending at React's right edge."""
        reactions = self.session.reactions
        tall, gap = max(self.layout_canvas.thumb, 44), 8
        upward = react.centery > self.size[1] // 2  # from a button low down: above it
        room = react.y - gap - top_limit if upward else self.size[1] - react.bottom - gap
        per_column = max(1, min(len(reactions), (room + gap) // (tall + gap)))
        columns = -(-len(reactions) // per_column)
        width = max(react.width, 240)
        block = columns * width + (columns - 1) * gap
        left = max(8, min(react.right - block, self.size[0] - block - 8))
        rows = min(per_column, len(reactions))
        top = react.y - gap - rows * (tall + gap) + gap if upward else react.bottom + gap
        for index, reaction in enumerate(reactions):
            column, line = divmod(index, per_column)
            place = pygame.Rect(left + column * (width + gap), top + line * (tall + gap),
                                width, tall)
            self.reaction_buttons.append(Button(
                place, text(f"online.reaction.{reaction}"),
                lambda reaction=reaction: self.send_reaction(reaction),
                size=max(self.buttons_top[0].size, 16), name=f"reaction-{reaction}"))

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
        if self.react_below and self.react_button is not None:
            buttons = [*buttons, self.react_button]
        return [*buttons, *self.reaction_buttons] if self.reactions_open else buttons

    def handle_event(self, event: pygame.event.Event) -> None:
        """While the reactions are open, a press anywhere else only closes them."""
        if (self.reactions_open and event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
                and not any(button.rect.collidepoint(event.pos)
                            for button in [*self.reaction_buttons, self.react_button]
                            if button is not None)):
            self.reactions_open = False
            return
        super().handle_event(event)  # type: ignore[misc]

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
