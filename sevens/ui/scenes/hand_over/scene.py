"""Pass-and-play (issue 34): the hand-over screen between two people's turns.

It hides every hand: it draws the felt, the next person's name and one button, never the
table beneath nor a card, so the last person's cards are not shown to the next. A tap, a
click or Enter/Space hands the device over (:meth:`sevens.app.session.Session.hand_over`)
and shows the table to the person whose turn it is. The places come from
:mod:`sevens.ui.scenes.hand_over.layout`, the painting from
:mod:`sevens.ui.scenes.hand_over.drawing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from sevens.app.translation import join_sentences, text
from sevens.ui.geometry.canvas import EVERY_SHAPE, Shape
from sevens.ui.navigation import Table
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.hand_over.drawing import draw_hand_over
from sevens.ui.scenes.hand_over.layout import lay_out_hand_over
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.app.session import Session
    from sevens.ui.navigation import Navigator

#: Seconds the screen ignores input, so a tap meant for the last turn does not skip it.
SETTLE_SECONDS = 0.4
READY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandOverScene(Scene):
    """"Pass to Ben — tap when ready": no hand on show until the next person taps."""

    #: Centred on any canvas.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE

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
        """The words and the buttons, centred on the canvas."""
        places = self.places = lay_out_hand_over(
            self.layout_canvas, text("handover.title", name=self.name), text("handover.hidden"),
            measure_of(self.app.resources))
        self.ready_button.place(places.ready)
        self.undo_button.place(places.undo)

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
        self.ready_button.enabled = self.settle == 0
        draw_hand_over(surface, self.app.resources, self.places,
                       [self.ready_button, *([self.undo_button] if self.may_undo else [])])
