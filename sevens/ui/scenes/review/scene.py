"""The Review scene: your decisions in the deal just finished, weighed by the hard search.

The list holds every decision in order — what you played and what it cost, the costliest
marked; the detail shows the selected one: the table and your hand then, and each option's
average result in the table's unit with the hint's reason. The review
(:class:`sevens.review.DealReview`) is weighed in small slices every frame, so the screen
never stalls; the app keeps it, so leaving and coming back loses nothing. From here the same
deal can be played again from another seat.

The list and the detail scroll with the wheel, the keys, or a finger (or the mouse) dragged
along them; a tap that does not drag selects a decision. This module holds the state and the
input; the words come from :mod:`.words`, the places from :mod:`.layout`, the detail's lines
from :mod:`.detail`, the painting from :mod:`.drawing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from sevens.app.session import THINK_SLICE_SECONDS, Session
from sevens.app.translation import text
from sevens.review import DealReview
from sevens.ui.button_labels import toggled_labels
from sevens.ui.focus import FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, Shape
from sevens.ui.geometry.text import ScrollRegion
from sevens.ui.navigation import Back, Replay, Review
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.review.detail import DetailLines, Line, Scroller
from sevens.ui.scenes.review.drawing import draw_review
from sevens.ui.scenes.review.layout import ReviewPlaces, ReviewWords, lay_out_review
from sevens.ui.scenes.review.words import ReviewText
from sevens.ui.widgets import Button, Stepper

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

__all__ = ["ReviewScene"]

#: How far (logical px) a press must move before it drags the list instead of tapping it.
DRAG_SLOP = 14
#: The scene's attribute holding each scrolling area's offset.
OFFSETS = {"list": "scroll", "detail": "detail_scroll"}


class ReviewScene(Scene):
    """Walk through the reviewed seat's decisions (see the module docstring)."""

    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE

    def __init__(self, app: Navigator, session: Session, review: DealReview,
                 back_to: Scene) -> None:
        super().__init__(app)
        self.session = session
        self.review = review
        self.back_to = back_to
        self.words = ReviewText(session, review)
        self.selected = 0
        self.scroll = 0  # the first decision the list shows
        self.detail_scroll = 0  # how many px the detail is scrolled down
        seats, people = list(range(session.rules.players)), sorted(session.people)
        # at a table of people: whose decisions, by name (Play it from this seat: theirs)
        self.replay_seat = review.seat if people else (session.human_seat + 1) % len(seats)
        #: The seat stepper's label, choices and what a step does (placed by the layout).
        self.seat_choice = (text("review.person" if people else "review.replay_seat"),
                            people or seats, (lambda seat: self.app.go(Review(back_to, seat)))
                            if people else self._set_seat)
        self.seat_stepper: Stepper
        #: A press in the list or the detail: (where, position, scroll then, dragging).
        self.press: tuple[str, tuple[int, int], int, bool] | None = None
        self.show_hands = False  # Show all hands (issue 31): the others' cards then
        self.hands_button = Button((0, 0, 0, 0), text("hands.show"), self.toggle_hands,
                                   name="all_hands")
        self.buttons = [Button((0, 0, 0, 0), text("review.back"), self.back, name="back"),
                        self.hands_button,
                        Button((0, 0, 0, 0), text("review.replay"), self.replay, primary=True,
                               name="replay")]
        #: Tab walks the buttons and the seat to replay from (issue 34)
        self.focus_ring = FocusRing(app.narrator.say)
        self.places: ReviewPlaces
        self._lines: tuple[tuple[object, ...], list[Line]] | None = None
        self.relayout()

    def relayout(self) -> None:
        """Lay the Review out for the canvas the app handed over, keeping the decision shown,
        the list's scroll and the seat to replay from."""
        resources = self.app.resources
        words = ReviewWords(
            title=self.words.title(), rules_name=text(f"preset.{self.session.rules_id}.title"),
            summaries=self.words.summaries(longest=True),
            buttons=tuple((button.name, tuple(toggled_labels(button)), button.primary)
                          for button in self.buttons),
            stepper_label=self.seat_choice[0], keys=text("review.keys"))
        places = self.places = lay_out_review(self.layout_canvas, words, resources.wrap,
                                              measure_of(resources))
        for button in self.buttons:
            button.place(places.buttons[button.name])
        label, choices, on_change = self.seat_choice
        self.seat_stepper = Stepper(places.stepper, label, choices, self.replay_seat,
                                    on_change, self.session.seat_name, "replay_seat")
        self.press, self._lines = None, None
        self.scroll_by("list", 0)
        self.select(self.selected)

    def focusable(self) -> list[Button | Stepper]:
        """What Tab walks, in reading order (rows of buttons, each left to right)."""
        return sorted([*self.buttons, self.seat_stepper],
                      key=lambda control: (control.rect.y // 60, control.rect.x))

    # ----------------------------------------------------------------- actions

    def toggle_hands(self) -> None:
        """Show or hide the others' hands at the selected decision (the deal is over)."""
        self.show_hands = not self.show_hands
        self.detail_scroll = 0
        self.hands_button.label = text("hands.hide" if self.show_hands else "hands.show")

    def _set_seat(self, seat: int) -> None:
        self.replay_seat = seat

    def spoken_title(self) -> str | None:
        """The review and its keys."""
        return text("scene.named", title=self.words.title(), keys=text("scene.review_keys"))

    def back(self) -> None:
        """Leave the review (it keeps computing where it stopped when reopened)."""
        self.app.go(Back(self.back_to))

    def replay(self) -> None:
        """Play this deal again from the chosen seat."""
        self.app.go(Replay(self.replay_seat))

    def select(self, number: int) -> None:
        """Show decision ``number`` (0-based, clamped) and keep it in the list's view."""
        count = len(self.review.points)
        if not count:
            return
        if number != self.selected:
            self.detail_scroll = 0
        self.selected = max(0, min(count - 1, number))
        visible = self.visible_rows()
        self.scroll = min(self.selected, max(self.scroll, self.selected - visible + 1))

    def visible_rows(self) -> int:
        """How many decisions the list shows at once."""
        return self.places.visible_rows()

    def row_rect(self, number: int) -> pygame.Rect:
        """Where decision ``number`` is listed (may lie outside the panel when scrolled)."""
        return pygame.Rect(self.places.row_box(number, self.scroll))

    @property
    def list_rect(self) -> pygame.Rect:
        """The decision list's panel."""
        return pygame.Rect(self.places.list_box)

    @property
    def detail_rect(self) -> pygame.Rect:
        """The selected decision's panel."""
        return pygame.Rect(self.places.detail_box)

    def scrollers(self) -> dict[str, Scroller]:
        """The list (a decision a step) and the detail (in px, a body line a step), as they
        are scrolled now."""
        places, content = self.places, sum(line.height for line in self.detail_lines())
        return {"list": Scroller(places.list_box, ScrollRegion(
                    self.visible_rows(), len(self.review.points), self.scroll), places.row_pitch),
                "detail": Scroller(places.detail_box, ScrollRegion(
                    places.detail_view.height, content).scrolled(self.detail_scroll),
                    places.line, places.line)}

    def scroll_by(self, area: str, by: int) -> None:
        """Scroll the list ("list", by decisions) or the detail ("detail", by body lines)
        ``by`` (negative: up), within its ends."""
        setattr(self, OFFSETS[area], self.scrollers()[area].scrolled(by))

    def _scroll_area(self, position: tuple[int, int]) -> str | None:
        return next((area for area, scroller in self.scrollers().items()
                     if pygame.Rect(scroller.box).collidepoint(position)), None)

    def handle_drag(self, event: pygame.event.Event) -> bool:
        """A press, drag and release on the list (or the detail): dragged, it scrolls by whole
        rows (lines) under the finger; released without dragging on a row, it selects that
        decision. Returns True when the event was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            area = self._scroll_area(event.pos)
            if area is not None:
                self.press = (area, event.pos, getattr(self, OFFSETS[area]), False)
            return area is not None
        if self.press is None:
            return False
        area, origin, start, dragging = self.press
        if event.type == pygame.MOUSEMOTION and getattr(event, "buttons", (1,))[0]:
            moved = event.pos[1] - origin[1]
            self.press = (area, origin, start, dragging or abs(moved) > DRAG_SLOP)
            if self.press[3]:
                setattr(self, OFFSETS[area], self.scrollers()[area].dragged(start, moved))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press = None
            tapped = [number for number in range(self.scroll, len(self.review.points))
                      if self.row_rect(number).collidepoint(origin)]
            if not dragging and area == "list" and tapped:
                self.select(tapped[0])
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """Rows and buttons; ↑ ↓ choose a decision, C jumps to the costliest, Esc goes back;
        a drag scrolls the list (and the detail)."""
        if any(button.handle_event(event) for button in self.buttons) \
                or self.seat_stepper.handle_event(event) \
                or self.focus_ring.handle_event(event, self.focusable()) \
                or self.handle_drag(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            area = self._scroll_area(event.pos)
            if area is not None:
                self.scroll_by(area, -1 if event.button == 4 else 1)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.select(self.selected - 1)
            elif event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.select(self.selected + 1)
            elif event.key == pygame.K_c and self.review.costliest(1):
                self.select(self.review.decisions.index(self.review.costliest(1)[0]))
            elif event.key == pygame.K_a or (event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE)
                                             and self.show_hands):
                self.toggle_hands()
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.scroll_by("detail", -3 if event.key == pygame.K_PAGEUP else 3)
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()

    def update(self, dt: float) -> None:
        """Weigh the decisions a slice at a time."""
        if not self.review.done:
            self.review.advance(THINK_SLICE_SECONDS)

    @property
    def animating(self) -> bool:
        """Redrawn every frame while the review is being worked out."""
        return not self.review.done

    # ----------------------------------------------------------------- drawing

    def detail_lines(self) -> list[Line]:
        """The detail's lines for the decision shown (kept while nothing they tell changes)."""
        key = (self.selected, self.show_hands, len(self.review.decisions), self.places)
        if self._lines is None or self._lines[0] != key:
            resources = self.app.resources
            self._lines = (key, DetailLines(self.places, self.words, resources.wrap, measure_of(
                resources)).tell(self.selected, self.show_hands))
        return self._lines[1]

    def draw(self, surface: pygame.Surface) -> None:
        """The header and total, the decision list, the selected decision, the controls."""
        draw_review(surface, self.app.resources, self.app.art, self.places,
                    self.words.summary(), self.words.entries(),
                    (self.scroll, self.selected), self.detail_lines(),
                    self.scrollers()["detail"].region, [self.seat_stepper, *self.buttons])
        self.focus_ring.draw(surface, self.focusable())
