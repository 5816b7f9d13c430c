"""The Seats screen (pass-and-play, issue 34), opened from the menu's Seats… button: one
line per seat — you, a person at this device, or the computer at a level — and, once two or
more people sit at the table, each person's name, picked from a short list or typed into the
box under the seats. Its state and input; the places come from
:mod:`sevens.ui.scenes.seats.layout`, the painting from :mod:`sevens.ui.scenes.seats.drawing`,
the choices from :mod:`sevens.app.seating`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from sevens.app.seating import (
    PERSON,
    SEAT_CHOICES,
    friendly_names,
    name_refusal,
    people_seats,
    person_name,
    seat_choice,
    set_person_name,
    set_seat_choice,
)
from sevens.app.translation import text
from sevens.rules import build_rules
from sevens.ui.focus import Focusable, FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.navigation import Back
from sevens.ui.pager import Pager
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.seats.drawing import draw_seats
from sevens.ui.scenes.seats.layout import SeatsWords, lay_out_seats
from sevens.ui.widgets import Button, Stepper, TextField

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

__all__ = ["PERSON", "SeatsScene"]


class SeatsScene(Scene):
    """Each seat: you, a person (with a name) or the computer at a level."""

    #: Every shape but a wider desktop's, which shows the seats at 1280×720 in its middle.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}
    spoken_keys = ("seats.title", "scene.seats_keys")

    def __init__(self, app: Navigator, menu: Scene) -> None:
        super().__init__(app)
        self.menu = menu
        #: Tab walks the seats, the names, the name box and Done (issue 34)
        self.focus_ring = FocusRing(app.narrator.say)
        #: the person whose name the box types (the last name touched)
        self.editing: int | None = None
        self.message = ""
        #: the page of seats on show (a short canvas shows a few at a time)
        self.pager: Pager[tuple[int, ...]] = Pager()
        self.name_field = TextField((0, 0, 10, 10), "", on_submit=self.type_name,
                                    max_length=16)
        self.done_button = Button((0, 0, 0, 0), text("seats.done"), self.done, primary=True,
                                  name="done")
        self.relayout()

    @property
    def players(self) -> int:
        """Seats at the table the menu has chosen."""
        try:
            return build_rules(self.app.settings).players
        except (ValueError, KeyError):
            return self.app.settings.players

    def relayout(self) -> None:
        """The steppers for the seats as they are now, placed for the canvas (the window
        changed shape, or a seat)."""
        settings = self.app.settings
        players = self.players
        words = SeatsWords(text("seats.title"), text("seats.line"),
                           text("seats.seat", number=8), text("seats.name"))
        places = self.places = lay_out_seats(self.layout_canvas, players, words,
                                             self.app.resources.wrap,
                                             measure_of(self.app.resources))
        self.pager.lay_out(places.pages, places.previous, places.next, places.done.size)
        people = people_seats(settings, players)
        together = len(people) >= 2
        if self.editing not in people or not together:
            self.editing = people[0] if together else None
        self.kind_steppers: list[Stepper] = []
        self.name_steppers: list[Stepper] = []

        def describe(choice: str) -> str:
            if choice != PERSON:
                return text(f"level.{choice}")
            return text("seats.person") if together else text("seat.you")

        for seat in range(players):
            self.kind_steppers.append(Stepper(
                places.kinds[seat], text("seats.seat", number=seat + 1),
                (PERSON,) if seat == 0 else SEAT_CHOICES,
                seat_choice(settings, seat) or settings.level,
                lambda choice, seat=seat: self.choose(seat, choice), describe, f"seat {seat + 1}"))
            if together and seat in people:
                taken = {person_name(settings, other).casefold() for other in people
                         if other != seat}
                current = person_name(settings, seat)
                names = [name for name in friendly_names() if name.casefold() not in taken]
                if current not in names:
                    names.insert(0, current)
                self.name_steppers.append(Stepper(
                    places.names[seat], text("seats.name"), names, current,
                    lambda name, seat=seat: self.pick_name(seat, name), str,
                    f"name {seat + 1}"))
        self.name_field.rect = pygame.Rect(places.field)
        self.name_field.font = places.field_font
        self.name_field.placeholder = text(
            "seats.type_name", name=person_name(settings, self.editing)) \
            if self.editing is not None else ""
        self.done_button.place(places.done)

    @property
    def shown_steppers(self) -> list[Stepper]:
        """The seats' and names' steppers on the page on show (every one unless paged)."""
        return [stepper for stepper in [*self.kind_steppers, *self.name_steppers]
                if int(stepper.name.split()[1]) - 1 in self.pager.shown]

    def focusable(self) -> list[Focusable]:
        """What Tab walks, in reading order."""
        controls: list[Focusable] = [*self.shown_steppers, *self.pager.turners,
                                     self.done_button]
        if self.editing is not None:
            controls.append(self.name_field)
        return sorted(controls, key=lambda control: (control.rect.y, control.rect.x))

    def text_fields(self) -> list[tuple[str, TextField]]:
        """The text fields on show, by name (a phone's keyboard types into them)."""
        return [("seat-name", self.name_field)] if self.editing is not None else []

    # ----------------------------------------------------------------- changes

    def choose(self, seat: int, choice: str) -> None:
        """Make ``seat`` a person or the computer at ``choice``'s level."""
        set_seat_choice(self.app.settings, seat, choice)
        if choice == PERSON:
            self.editing = seat
        self.message = ""

    def pick_name(self, seat: int, name: str) -> None:
        """A name from the list for the person at ``seat``."""
        set_person_name(self.app.settings, seat, name)
        self.editing = seat
        self.message = ""

    def type_name(self, name: str) -> None:
        """The name typed in the box, for the person whose name was last touched."""
        if self.editing is None or not name.strip():
            return
        refusal = name_refusal(self.app.settings, self.editing, name, self.players)
        if refusal is not None:
            self.message = text(refusal, name=name.strip())
            return
        set_person_name(self.app.settings, self.editing, name)
        self.name_field.value = ""
        self.name_field.focused = False
        self.message = ""
        self.relayout()

    def done(self) -> None:
        """Keep the seats (a name still in the box too) and go back to the menu."""
        if self.name_field.value.strip():
            self.type_name(self.name_field.value)
            if self.message:
                return
        self.app.save("settings")
        self.menu.relayout()  # the Seats button says who sits down
        self.app.go(Back(self.menu))

    # ----------------------------------------------------------------- scene hooks

    def handle_event(self, event: pygame.event.Event) -> None:
        """Steppers, the name box, Done; Esc (or Enter outside the box) is Done; Tab walks them
        all, ← → change a ringed seat or name (else turn the page), Enter presses a ringed Done."""
        controls = self.focusable()
        ringed = self.focus_ring.focused(controls)
        if self.focus_ring.handle_event(event, controls):
            if isinstance(ringed, Stepper):
                self.turned(ringed)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and ringed is not None and not self.name_field.focused:
            self.focus_ring.clear(controls)  # Esc first leaves the ring, then is Done
            return
        if self.editing is not None and self.name_field.handle_event(event):
            return
        for stepper in self.shown_steppers:
            if stepper.handle_event(event):
                self.turned(stepper)
                return
        buttons = [self.done_button, *self.pager.turners]
        if any(button.handle_event(event) for button in buttons) or self.pager.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done()

    def turned(self, stepper: Stepper) -> None:
        """A seat or a name was turned: a name's person is the one the box types for now."""
        if stepper.name.startswith("name "):
            self.editing = int(stepper.name.split()[1]) - 1
        self.relayout()

    @property
    def animating(self) -> bool:
        """The caret blinks while a name is typed."""
        return self.name_field.focused

    def draw(self, surface: pygame.Surface) -> None:
        """The seats, one a line, the name box and Done."""
        draw_seats(surface, self.app.resources, self.places, self.shown_steppers,
                   f"name {self.editing + 1}" if self.editing is not None else None,
                   self.name_field if self.editing is not None else None,
                   text("seats.type_label"), self.message, self.pager.page,
                   [self.done_button, *self.pager.turners])
        self.focus_ring.draw(surface, self.focusable())
