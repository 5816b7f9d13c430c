"""The Seats screen (pass-and-play, issue 34), opened from the menu's Seats… button.

One line per seat: what it is — you, a person at this device, or the computer at a level —
and, once two or more people sit at the table, each person's name, picked from a short list
of names in the player's language or typed into the box under the seats. Laid out for the
1280×720 landscape canvas and for a phone held upright (720×1558: every target 88 logical
px tall, 44 CSS px on a 360-px-wide phone). A phone turned sideways (a compact canvas,
1558×720 at 0.54 CSS px a logical px, 1280×720 at 0.5) keeps those 88-px targets across its
width: four seats to a page, turned with ◀ and ▶ beside the name box and Done. The choices are
:mod:`sevens.ui.seating`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from sevens.rules import build_rules
from sevens.ui import theme
from sevens.ui.focus import Focusable, FocusRing
from sevens.ui.messages import text
from sevens.ui.navigation import Back
from sevens.ui.scene import Scene
from sevens.ui.seating import (
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
from sevens.ui.viewport import THUMB_HEIGHT
from sevens.ui.widgets import Button, Stepper, TextField

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

PORTRAIT_DESIGN_HEIGHT = 1558
MARGIN = 28


@dataclass(frozen=True)
class SeatsLayout:
    """Where the pieces go on one canvas: each seat's choice and name, the name box, Done."""

    portrait: bool
    title: tuple[int, int, int]  # x, y, type size
    line: tuple[int, int, int, int]  # x, y, width, type size
    kinds: tuple[pygame.Rect, ...]
    names: tuple[pygame.Rect, ...]
    field_label_y: int
    field: pygame.Rect
    message_y: int
    done: pygame.Rect
    font: int
    small_font: int
    #: seats to a page (a phone turned sideways pages them), and the ◀ ▶ turners when paged
    per_page: int = 8
    turners: tuple[pygame.Rect, pygame.Rect] | None = None
    #: the room for a seat's label and a name's left of their boxes (landscape), the name
    #: box's type size
    kind_label: int = 150
    name_label: int = 70
    field_font: int = 16


#: Seats to a page on a phone turned sideways, and the width of its ◀ ▶ page turners.
COMPACT_SEATS = 4
COMPACT_TURNER = 150


def compact_seats_layout(size: tuple[int, int], players: int) -> SeatsLayout:
    """A phone turned sideways: a seat a line as on the desktop, every target
    :data:`THUMB_HEIGHT` tall and the text 24 px (12 CSS px at 0.5), :data:`COMPACT_SEATS`
    seats to a page; the name box, Done and the turners on the last line."""
    width, height = size
    inner = width - 2 * MARGIN
    tall, top = THUMB_HEIGHT, 140 if height >= 720 else 130
    foot = height - 16 - tall
    # a canvas under 720 tall (568×320 gives 640) closes the seats up over the name box's label
    pitch = min(tall + 12, (foot - 32 - top - tall) // (COMPACT_SEATS - 1))
    kind_width = (inner - 24) * 11 // 20
    kinds = tuple(pygame.Rect(MARGIN, top + seat % COMPACT_SEATS * pitch, kind_width, tall)
                  for seat in range(players))
    names = tuple(pygame.Rect(MARGIN + kind_width + 24, rect.y, inner - kind_width - 24, tall)
                  for rect in kinds)
    paged = players > COMPACT_SEATS
    turners = (pygame.Rect(MARGIN, foot, COMPACT_TURNER, tall),
               pygame.Rect(width - MARGIN - COMPACT_TURNER, foot, COMPACT_TURNER, tall)) \
        if paged else None
    done_right = width - MARGIN - (COMPACT_TURNER + 16 if paged else 0)
    done = pygame.Rect(done_right - 300, foot, 300, tall)
    field_x = MARGIN + (COMPACT_TURNER + 16 if paged else 0)
    field = pygame.Rect(field_x, foot, min(560, done.x - 24 - field_x), tall)
    return SeatsLayout(False, (MARGIN, 16, 40), (MARGIN + 2, 68, inner, 24), kinds, names,
                       foot - 2, field, top + COMPACT_SEATS * pitch, done, 27, 24,
                       per_page=COMPACT_SEATS, turners=turners, kind_label=170,
                       name_label=110, field_font=25)


def seats_layout(size: tuple[int, int], players: int, compact: bool = False) -> SeatsLayout:
    """The layout for a canvas of ``size`` with ``players`` seats (at most 8); ``compact``
    for a phone turned sideways (:func:`compact_seats_layout`)."""
    width, height = size
    if compact and width >= height:
        return compact_seats_layout(size, players)
    if width >= height:  # landscape: a seat a line, its label on the left
        pitch, top = 54, 124
        # 1280 wide as first drawn; a narrower window (16:10, 4:3) narrows both boxes
        room = min(1.0, (width - 112) / 964)
        kind_width = round(560 * room)
        names_x = 56 + kind_width + 24
        names_width = 380 if width >= 1280 else width - 56 - names_x
        kinds = tuple(pygame.Rect(56, top + seat * pitch, kind_width, 44)
                      for seat in range(players))
        names = tuple(pygame.Rect(names_x, top + seat * pitch, names_width, 44)
                      for seat in range(players))
        field_top = top + players * pitch + 24  # the name box right under the seats
        return SeatsLayout(False, (56, 26, 40), (58, 80, min(1160, width - 120), 16), kinds,
                           names, field_top - 4,
                           pygame.Rect(206, field_top, kind_width - 150, 44),
                           field_top + 52, pygame.Rect(min(1016, width - 264), 616, 200, 56),
                           18, 14)
    squeeze = min(1.0, height / PORTRAIT_DESIGN_HEIGHT)

    def down(value: float) -> int:
        return round(value * squeeze)

    inner = width - 2 * MARGIN
    half = (inner - 16) // 2
    tall = down(THUMB_HEIGHT)  # a thumb: 44 CSS px on a 360-px-wide phone
    top, pitch = down(240), tall + down(42)
    kinds = tuple(pygame.Rect(MARGIN, top + seat * pitch, half, tall) for seat in range(8))
    names = tuple(pygame.Rect(MARGIN + half + 16, top + seat * pitch, half, tall)
                  for seat in range(8))
    field_top = top + players * pitch + down(20)
    body = max(11, round(23 * squeeze))
    return SeatsLayout(True, (MARGIN, down(20), max(11, round(50 * squeeze))),
                       (MARGIN, down(96), inner, body), kinds[:players], names[:players],
                       field_top - 6, pygame.Rect(MARGIN, field_top, inner, tall),
                       field_top + tall + down(8),
                       pygame.Rect(MARGIN, top + 8 * pitch + down(20) + tall + down(62),
                                   inner, down(90)),
                       max(11, round(26 * squeeze)), body)


class SeatsScene(Scene):
    """Each seat: you, a person (with a name) or the computer at a level."""

    portrait_ready = True
    wide_when_compact = True  # a phone turned sideways: thumb-sized seats, paged
    narrow_ready = True  # a 16:10 or 4:3 window: the seats' boxes narrower (seats_layout)
    spoken_keys = ("seats.title", "scene.seats_keys")

    def __init__(self, app: Navigator, menu: Scene) -> None:
        super().__init__(app)
        self.menu = menu
        #: Tab walks the seats, the names, the name box and Done (issue 34)
        self.focus_ring = FocusRing(app.narrator.say)
        #: the person whose name the box types (the last name touched)
        self.editing: int | None = None
        self.message = ""
        #: the page of seats on show (a phone turned sideways shows four at a time)
        self.seat_page = 0
        self.name_field = TextField((0, 0, 10, 10), "", on_submit=self.type_name,
                                    max_length=16)
        self.rebuild()

    @property
    def players(self) -> int:
        """Seats at the table the menu has chosen."""
        try:
            return build_rules(self.app.settings).players
        except (ValueError, KeyError):
            return self.app.settings.players

    def relayout(self) -> None:
        """The window changed shape: the same seats, placed for the new canvas."""
        self.rebuild()

    def rebuild(self) -> None:
        """The steppers for the seats as they are now."""
        settings = self.app.settings
        players = self.players
        places = self.places = seats_layout(self.size, players, self.compact)
        self.seat_page = min(self.seat_page, (players - 1) // places.per_page)
        self.turners = [Button(rect, symbol, lambda step=step: self.turn_page(step),
                               size=places.font + 2, name=name, enabled=enabled)
                        for rect, symbol, step, name, enabled in zip(
                            places.turners or (), ("\u25c0", "\u25b6"), (-1, 1),
                            ("previous", "next"),
                            (self.seat_page > 0, (self.seat_page + 1) * places.per_page
                             < players), strict=False)]
        self.layout_size = self.size
        people = people_seats(settings, players)
        together = len(people) >= 2
        if self.editing not in people or not together:
            self.editing = people[0] if together else None
        label_width = 0 if places.portrait else places.kind_label
        self.kind_steppers: list[Stepper] = []
        self.name_steppers: list[Stepper] = []
        for seat in range(players):
            choices = (PERSON,) if seat == 0 else SEAT_CHOICES
            value = seat_choice(settings, seat) or settings.level

            def describe(choice: str, seat: int = seat) -> str:
                if choice != PERSON:
                    return text(f"level.{choice}")
                return text("seats.person") if together else text("seat.you")

            self.kind_steppers.append(Stepper(
                places.kinds[seat], text("seats.seat", number=seat + 1), choices, value,
                lambda choice, seat=seat: self.choose(seat, choice), describe,
                label_width=label_width, name=f"seat {seat + 1}", font=places.font,
                small_font=places.small_font, label_above=places.portrait))
            if together and seat in people:
                taken = {person_name(settings, other).casefold() for other in people
                         if other != seat}
                current = person_name(settings, seat)
                names = [name for name in friendly_names() if name.casefold() not in taken]
                if current not in names:
                    names.insert(0, current)
                self.name_steppers.append(Stepper(
                    places.names[seat], text("seats.name"), names, current,
                    lambda name, seat=seat: self.pick_name(seat, name), self.shown_name,
                    label_width=0 if places.portrait else places.name_label,
                    name=f"name {seat + 1}", font=places.font, small_font=places.small_font,
                    label_above=places.portrait))
        self.name_field.rect = places.field
        self.name_field.font = places.small_font + 1 if places.portrait else places.field_font
        self.name_field.placeholder = text(
            "seats.type_name", name=person_name(settings, self.editing)) \
            if self.editing is not None else ""
        self.done_button = Button(places.done, text("seats.done"), self.done, primary=True,
                                  size=places.font + 2, name="done")

    def turn_page(self, step: int) -> None:
        """Show the next (+1) or previous (−1) page of seats (a phone turned sideways)."""
        self.seat_page += step
        self.rebuild()

    @property
    def shown_steppers(self) -> list[Stepper]:
        """The seats' and names' steppers on the page on show (every one unless paged)."""
        per_page = self.places.per_page
        return [stepper for stepper in [*self.kind_steppers, *self.name_steppers]
                if (int(stepper.name.split()[1]) - 1) // per_page == self.seat_page]

    def focusable(self) -> list[Focusable]:
        """What Tab walks, in reading order."""
        controls: list[Focusable] = [*self.shown_steppers, *self.turners, self.done_button]
        if self.editing is not None:
            controls.append(self.name_field)
        return sorted(controls, key=lambda control: (control.rect.y, control.rect.x))

    def text_fields(self) -> list[tuple[str, TextField]]:
        """The text fields on show, by name (a phone's keyboard types into them)."""
        return [("seat-name", self.name_field)] if self.editing is not None else []

    def shown_name(self, name: str) -> str:
        """A name as its box shows it: a long one cut short on a narrow portrait column."""
        room = 9 if self.places.portrait else 18
        return name if len(name) <= room else name[:room - 1] + "…"

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
        self.rebuild()

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
        """Steppers, the name box, Done; Esc (or Enter outside the box) is Done; Tab walks
        them all, ← → change a ringed seat or name, Enter presses Done when ringed."""
        controls = self.focusable()
        ringed = self.focus_ring.focused(controls)
        if self.focus_ring.handle_event(event, controls):
            if isinstance(ringed, Stepper):
                if ringed.name.startswith("name "):
                    self.editing = int(ringed.name.split()[1]) - 1
                self.rebuild()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and ringed is not None and not self.name_field.focused:
            self.focus_ring.clear(controls)  # Esc first leaves the ring, then is Done
            return
        if self.editing is not None and self.name_field.handle_event(event):
            return
        for stepper in self.shown_steppers:
            if stepper.handle_event(event):
                if stepper.name.startswith("name "):
                    self.editing = int(stepper.name.split()[1]) - 1
                self.rebuild()
                return
        if any(button.handle_event(event) for button in [self.done_button, *self.turners]):
            return
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.done()

    @property
    def animating(self) -> bool:
        """The caret blinks while a name is typed."""
        return self.name_field.focused

    def draw(self, surface: pygame.Surface) -> None:
        """The seats, one a line, the name box and Done."""
        resources = self.app.resources
        places = self.places
        surface.blit(resources.felt, (0, 0))
        x, y, size = places.title
        surface.blit(resources.text(text("seats.title"), size, theme.TEXT, bold=True), (x, y))
        x, y, width, size = places.line
        for index, line in enumerate(resources.wrap(text("seats.line"), size, width)[:3]):
            surface.blit(resources.text(line, size, theme.TEXT_MUTED),
                         (x, y + index * round(size * 1.3)))
        if self.turners:  # which page of seats
            pages = -(-len(self.kind_steppers) // places.per_page)
            count = resources.text(f"{self.seat_page + 1}/{pages}",
                                   places.small_font, theme.TEXT_MUTED)
            surface.blit(count, count.get_rect(topright=(self.size[0] - x, places.title[1] + 8)))
        for stepper in self.shown_steppers:
            stepper.draw(surface, resources)
            if stepper.name == f"name {(self.editing or 0) + 1}" and self.editing is not None:
                pygame.draw.rect(surface, theme.ACCENT, stepper.value_rect, width=2,
                                 border_radius=8)  # the name the box would change
        # a short canvas has the message where the name box's label goes: it says it instead
        crowded = bool(self.message) and places.message_y + places.small_font + 4 \
            > places.field_label_y - places.small_font
        if self.editing is not None and not crowded:
            label = resources.text(text("seats.type_label"), places.small_font,
                                   theme.TEXT_MUTED)
            surface.blit(label, label.get_rect(bottomleft=(places.field.x + 4,
                                                           places.field_label_y)))
            self.name_field.draw(surface, resources)
        if self.message:
            line = resources.text(self.message, places.small_font, theme.DANGER)
            surface.blit(line, (places.field.x, places.message_y))
        for button in [self.done_button, *self.turners]:
            button.draw(surface, resources)
        self.focus_ring.draw(surface, self.focusable())
