"""Pass-and-play (issue 34): the hand-over screen between two people's turns.

It hides every hand: it draws the felt, the next person's name and one button, never the
table beneath nor a card, so the last person's cards are not shown to the next. A tap, a
click or Enter/Space hands the device over (:meth:`sevens.ui.session.Session.hand_over`)
and shows the table to the person whose turn it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.ui import theme
from sevens.ui.messages import join_sentences, text
from sevens.ui.navigation import Table
from sevens.ui.scene import Scene
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator
    from sevens.ui.session import Session

#: Seconds the screen ignores input, so a tap meant for the last turn does not skip it.
SETTLE_SECONDS = 0.4
READY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandOverScene(Scene):
    """"Pass to Ben — tap when ready": no hand on show until the next person taps."""

    portrait_ready = True
    wide_ready = True  # centred on any canvas

    def __init__(self, app: Navigator, session: Session) -> None:
        super().__init__(app)
        self.session = session
        waiting = session.person_waiting
        #: the person the device goes to (None: nobody waits any more; the table is shown)
        self.seat = waiting
        self.settle = SETTLE_SECONDS
        self.ready_button = Button((0, 0, 10, 10), text("handover.ready"), self.ready,
                                   primary=True, name="ready")
        #: the last person may still take back their move before the device goes on
        self.undo_button = Button((0, 0, 10, 10), text(
            "handover.undo", name=session.seat_name(session.human_seat)), self.undo,
            name="undo")
        self.relayout()

    def relayout(self) -> None:
        """The button under the name, centred on the canvas."""
        width, height = self.size
        self.layout_size = self.size
        upright = self.portrait  # held upright: thumb-tall (44 CSS px on a 360-px phone)
        self.ready_button.rect = pygame.Rect(0, 0, 440 if upright else 320,
                                             THUMB_HEIGHT if upright else 64)
        self.ready_button.rect.center = (width // 2, height // 2 + 80)
        self.ready_button.size = 30 if upright else 22
        self.undo_button.rect = pygame.Rect(0, 0, 440 if upright else 320,
                                            THUMB_HEIGHT if upright else 56)
        self.undo_button.rect.midtop = (width // 2, self.ready_button.rect.bottom + 40)
        self.undo_button.size = 26 if upright else 18
        for button in (self.ready_button, self.undo_button):
            button.wrap = upright

    @property
    def may_undo(self) -> bool:
        """The device has not gone on yet, so the last person may undo their move."""
        return self.seat is not None and not self.session.concealed and self.session.can_undo

    @property
    def name(self) -> str:
        """The next person's name."""
        return self.session.seat_name(self.seat) if self.seat is not None else ""

    def ready(self) -> None:
        """The next person has the device: show them the table."""
        if self.seat is not None and self.session.person_waiting == self.seat:
            self.session.hand_over(self.seat)
        self.app.go(Table(resume=True))

    def undo(self) -> None:
        """The last person takes back their move: their table again (no one else's)."""
        if self.may_undo and self.session.undo():
            self.app.go(Table(resume=True))

    def spoken_title(self) -> str | None:
        """Whom to pass the device to, and the keys: Enter shows them the table (U takes
        the last person's move back, when it may)."""
        keys = text("scene.handover_undo_keys" if self.may_undo else "scene.handover_keys")
        return text("scene.named", title=text("handover.title", name=self.name),
                    keys=join_sentences(text("handover.hidden"), keys))

    def handle_event(self, event: pygame.event.Event) -> None:
        """A tap or click anywhere (but on Undo), or Enter/Space, once the screen settled;
        U or the Undo button gives the table back to the last person to take back a move."""
        if self.settle > 0:
            return
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if self.may_undo and (
                (clicked and self.undo_button.rect.collidepoint(event.pos))
                or (event.type == pygame.KEYDOWN and event.key == pygame.K_u)):
            self.undo()
            return
        if clicked or (event.type == pygame.KEYDOWN and event.key in READY_KEYS):
            self.ready()
        elif event.type == pygame.MOUSEMOTION:
            self.ready_button.handle_event(event)
            self.undo_button.handle_event(event)

    def update(self, dt: float) -> None:
        """Count down the settling time; with nobody waiting, back to the table."""
        if self.settle > 0:
            self.settle = max(0.0, self.settle - dt)
            if self.settle == 0:
                self.app.invalidate()
        if self.seat is None or self.session.person_waiting != self.seat:
            self.app.go(Table(resume=True))

    @property
    def animating(self) -> bool:
        """Still until the settling time is over."""
        return self.settle > 0

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, darkened, the next person's name and the button; no card at all."""
        resources = self.app.resources
        width, height = self.size
        surface.blit(resources.felt, (0, 0))
        surface.blit(resources.panel((width, height), (0, 0, 0), 150, radius=0), (0, 0))
        size = 44
        title = resources.text(text("handover.title", name=self.name), size, theme.TEXT,
                               bold=True)
        while title.get_width() > width - 48 and size > 20:  # a long name on a narrow screen
            size -= 4
            title = resources.text(text("handover.title", name=self.name), size, theme.TEXT,
                                   bold=True)
        surface.blit(title, title.get_rect(center=(width // 2, height // 2 - 60)))
        line = resources.text(text("handover.hidden"), 24 if self.portrait else 20,
                              theme.TEXT_MUTED)
        surface.blit(line, line.get_rect(center=(width // 2, height // 2)))
        self.ready_button.enabled = self.settle == 0
        self.ready_button.draw(surface, resources)
        if self.may_undo:
            self.undo_button.draw(surface, resources)
