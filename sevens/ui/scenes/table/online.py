"""The table at an online table (issue 47): a part of the table scene.

What the online session (:mod:`sevens.app.online_session`) has to say is shown the table's own
ways: a friend's reaction as a bubble by their seat, a refusal from the host, the deal's check
and a lost link on the status line (a failed check stays there; see :func:`note_shown`). The
React button beside the top bar's buttons opens the fixed reactions (no free chat), a thumb
tall each; a local table has neither (:class:`Reactions` with no button).
"""

from __future__ import annotations

import pygame

from sevens.app.online_session import Note, OnlineSession
from sevens.app.session import Session
from sevens.app.translation import text
from sevens.ui import theme
from sevens.ui.geometry.boxes import Box, grid
from sevens.ui.widgets import Button

#: Seconds a failure stays on the status line (a failed check: until the player leaves).
DANGER_SECONDS = 3600.0


def note_shown(note: Note) -> tuple[theme.Colour, float]:
    """The colour and the seconds an online note not by a seat stays on the status line."""
    return (theme.DANGER if note.danger else theme.GOOD,
            DANGER_SECONDS if note.danger and not note.seat else 4.0)


class Reactions:
    """The React button and the reactions it opens: a part of the table scene, handed the
    session it sends through (a local session has no reactions: no button)."""

    def __init__(self, session: Session) -> None:
        #: The online table's session, or None at a local table.
        self.online = session if isinstance(session, OnlineSession) else None
        self.button: Button | None = None
        #: True when the React button sits with Hint and Undo (not in the top bar)
        self.below = False
        self.buttons: list[Button] = []  # one a reaction
        self.open = False

    def place(self, top_buttons: list[Button], actions: list[Button],
              taken: list[pygame.Rect], canvas: tuple[int, int], thumb: int) -> None:
        """The React button and the reactions under it (an online table only): beside the
        ``top_buttons`` (it joins them there), else left of or above the ``actions`` (Pass,
        Hint, Undo; React and the reactions of the last placing left out), clear of what is
        ``taken`` (the panels, the hand) on the ``canvas``."""
        mine = [self.button, *self.buttons]
        places = [button.rect for button in actions if button not in mine]
        self.buttons = []
        if self.online is None:
            self.button = None
            return
        first = top_buttons[0].rect
        leftmost = min(places, key=lambda place: place.x)
        width = max(first.width, 96)
        candidates = [  # beside the top bar's buttons; left of Hint (Pass, Undo); above them
            pygame.Rect(first.x - width - 8, first.y, width, first.height),
            leftmost.move(-leftmost.width - 12, 0), leftmost.move(0, -leftmost.height - 10)]
        whole = pygame.Rect((0, 0), canvas)
        rect = next((place for place in candidates if whole.contains(place)
                     and place.collidelist(taken) < 0), candidates[1])
        size = top_buttons[0].size
        self.button = Button(rect, text("online.ui.react"), self.toggle, size=size,
                             name="react")
        self.below = rect.y > first.y
        if not self.below:
            top_buttons.append(self.button)
        self.place_list(self.online.reactions, rect,
                        max(button.rect.bottom for button in top_buttons), canvas, thumb, size)

    def place_list(self, reactions: tuple[str, ...], react: pygame.Rect, top_limit: int,
                   canvas: tuple[int, int], thumb: int, size: int) -> None:
        """The ``reactions`` in as many columns as the room above (or under) React needs, a
        ``thumb`` tall each, ending at React's right edge, their text at least ``size``."""
        tall, gap = max(thumb, 44), 8
        upward = react.centery > canvas[1] // 2  # from a button low down: above it
        room = react.y - gap - top_limit if upward else canvas[1] - react.bottom - gap
        columns = -(-len(reactions) // max(1, (room + gap) // (tall + gap)))
        rows = -(-len(reactions) // columns)  # as few as the columns need: none left empty
        width = columns * (max(react.width, 240) + gap) - gap
        height = rows * (tall + gap) - gap
        left = max(8, min(react.right - width, canvas[0] - width - 8))
        top = react.y - gap - height if upward else react.bottom + gap
        cells = grid(Box(left, top, width, height), columns, rows, gap)  # row by row
        self.buttons = [Button(pygame.Rect(cell), text(f"online.reaction.{reaction}"),
                               lambda reaction=reaction: self.send(reaction),
                               size=max(size, 16), name=f"reaction-{reaction}")
                        for cell, reaction in zip(cells, reactions, strict=False)]

    def toggle(self) -> None:
        """Open or close the reactions."""
        self.open = not self.open

    def send(self, reaction: str) -> None:
        """Send a reaction to the table and close the list."""
        self.open = False
        if self.online is not None:
            self.online.react(reaction)

    def shown(self) -> list[Button]:
        """The buttons shown with the table's action buttons: React when it sits with them,
        and the reactions while they are open (drawn over all)."""
        buttons = [self.button] if self.below and self.button is not None else []
        return [*buttons, *self.buttons] if self.open else buttons

    def closes(self, event: pygame.event.Event) -> bool:
        """True when ``event`` only closes the open reactions: a press anywhere else."""
        if (self.open and event.type in (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN)
                and not any(button.rect.collidepoint(event.pos)
                            for button in [*self.buttons, self.button] if button is not None)):
            self.open = False
            return True
        return False

    def notes(self) -> list[Note]:
        """What the online session has to say since the last call (none at a local table)."""
        return [] if self.online is None else list(self.online.take_notes())
