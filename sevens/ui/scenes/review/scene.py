"""The Review scene: your decisions in the deal just finished, weighed by the hard search.

The list holds every decision in order — what you played and what it cost, the costliest
marked; the detail shows the selected one: the table as it was, your hand then, and each
option's average result in the table's unit with the hint's reason. The review
(:class:`sevens.review.DealReview`) is worked out in small slices every frame, so the screen
never stalls; the app keeps it, so leaving and coming back loses nothing. From here the same
deal can be played again from another seat.

The list (and the detail) scroll with the wheel, the keys, or a finger (or the mouse) dragged
along them; a tap that does not drag selects a decision. The places come from
:mod:`sevens.ui.scenes.review.layout`, the painting from :mod:`sevens.ui.scenes.review.drawing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from sevens.app.names import hand_name
from sevens.app.session import THINK_SLICE_SECONDS, Session, describe_move
from sevens.app.translation import render, text, unorphaned
from sevens.app.units import unit_name
from sevens.cards import Card
from sevens.moves import Move
from sevens.review import DealReview, Decision
from sevens.ui.advice import close_call_text
from sevens.ui.button_labels import toggled_labels
from sevens.ui.card_rows import RowGeometry
from sevens.ui.focus import FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.geometry.text import Tone
from sevens.ui.hands_view import hand_rows, hands_at
from sevens.ui.navigation import Back, Replay, Review
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.review.drawing import ListEntry, draw_list, draw_review
from sevens.ui.scenes.review.layout import (
    DecisionWords,
    Line,
    OptionWords,
    ReviewPlaces,
    ReviewWords,
    detail_lines,
    lay_out_review,
    most_scroll,
)
from sevens.ui.widgets import Button, Stepper

if TYPE_CHECKING:
    from sevens.game import View
    from sevens.ui.navigation import Navigator
    from sevens.views import RowView

__all__ = ["ReviewScene", "reason_text", "signed"]

COSTLY_COUNT = 3
#: How far (logical px) a press must move before it drags the list instead of tapping it.
DRAG_SLOP = 14


def reason_text(decision: Decision, option: str) -> str:
    """The hint's reason for ``option`` of ``decision`` in the player's language ('' when
    there is none)."""
    reason = decision.reasons.get(option)
    return unorphaned(render(reason)) if reason is not None else ""


def signed(value: float) -> str:
    """A value with its sign and a true minus: +1.25, −0.50."""
    return f"{value:+.2f}".replace("-", "\u2212")


class ReviewScene(Scene):
    """Walk through the reviewed seat's decisions (see the module docstring)."""

    #: Every shape but a wider desktop's, which shows 1280×720 in its middle.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}

    def __init__(self, app: Navigator, session: Session, review: DealReview,
                 back_to: Scene) -> None:
        super().__init__(app)
        self.session = session
        self.review = review
        self.back_to = back_to
        self.selected = 0
        self.scroll = 0
        self.lower_is_better = session.rules.lower_is_better
        seats, people = list(range(session.rules.players)), sorted(session.people)
        # at a table of people: whose decisions, by name (Play it from this seat: theirs)
        self.replay_seat = review.seat if people else (session.human_seat + 1) % len(seats)
        self.seat_stepper = Stepper(
            (0, 0, 0, 0), text("review.person" if people else "review.replay_seat"),
            people or seats, self.replay_seat, (lambda seat: self.app.go(Review(back_to, seat)))
            if people else self._set_seat, session.seat_name, name="replay_seat")
        self.detail_scroll = 0  # the first line of the detail shown
        #: A press in the list or the detail: (where, position, scroll then, dragging).
        self.press: tuple[str, tuple[int, int], int, bool] | None = None
        self.show_hands = False  # Show all hands (issue 31): the others' cards then
        self._hands: tuple[int, list[list[Card]]] = (-1, [])
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
        unit, count = self.unit(), max(10, len(self.review.points))
        words = ReviewWords(
            title=self.title(), rules_name=text(f"preset.{self.session.rules_id}.title"),
            summaries=(text("review.total_none", decisions=count),
                       text("review.total", loss="99.99", unit=unit, decisions=count),
                       text("review.working", done=count, total=count, loss="99.99",
                            unit=unit)),
            buttons=tuple((button.name, tuple(toggled_labels(button)), button.primary)
                          for button in self.buttons),
            stepper_label=self.seat_stepper.label, keys=text("review.keys"))
        places = self.places = lay_out_review(self.layout_canvas, words, resources.wrap,
                                              measure_of(resources))
        for button in self.buttons:
            place = places.buttons[button.name]
            button.rect, button.size, button.wrap = pygame.Rect(place.box), place.size, place.wrap
        old = self.seat_stepper
        self.seat_stepper = Stepper(places.stepper, old.label, old.choices, self.replay_seat,
                                    old.on_change, old.describe,
                                    label_width=places.stepper_label_width, name="replay_seat",
                                    font=places.stepper_font, small_font=places.stepper_small,
                                    label_above=places.stepper_above)
        self.press, self._lines = None, None
        most = max(0, len(self.review.points) - self.visible_rows())
        self.scroll = min(self.scroll, most)
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

    def hands_then(self, index: int) -> list[list[Card]]:
        """Every hand just before move ``index`` (cached for the decision shown)."""
        if self._hands[0] != index:
            self._hands = (index, hands_at(self.review.game, index))
        return self._hands[1]

    def _set_seat(self, seat: int) -> None:
        self.replay_seat = seat

    def spoken_title(self) -> str | None:
        """The review and its keys."""
        return text("scene.named", title=self.title(), keys=text("scene.review_keys"))

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
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + visible:
            self.scroll = self.selected - visible + 1

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

    def scroll_list(self, rows: int) -> None:
        """Scroll the list by ``rows`` (negative: up), within its ends."""
        most = max(0, len(self.review.points) - self.visible_rows())
        self.scroll = max(0, min(most, self.scroll + rows))

    def scroll_detail(self, lines: int) -> None:
        """Scroll the detail by ``lines`` of it, within its ends."""
        most = most_scroll(self.detail_lines(), self.places.detail_view.height)
        self.detail_scroll = max(0, min(most, self.detail_scroll + lines))

    def _scroll_area(self, position: tuple[int, int]) -> str | None:
        if self.list_rect.collidepoint(position):
            return "list"
        return "detail" if self.detail_rect.collidepoint(position) else None

    def handle_drag(self, event: pygame.event.Event) -> bool:
        """A press, drag and release on the list (or the detail): dragged, it scrolls by whole
        rows (lines) under the finger; released without dragging on a row, it selects that
        decision. Returns True when the event was used."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            area = self._scroll_area(event.pos)
            if area is None:
                return False
            start = self.scroll if area == "list" else self.detail_scroll
            self.press = (area, event.pos, start, False)
            return True
        if self.press is None:
            return False
        area, origin, start, dragging = self.press
        if event.type == pygame.MOUSEMOTION:
            if not getattr(event, "buttons", (1,))[0]:
                return False
            moved = event.pos[1] - origin[1]
            dragging = dragging or abs(moved) > DRAG_SLOP
            self.press = (area, origin, start, dragging)
            if dragging and area == "list":
                self.scroll = start
                self.scroll_list(-round(moved / self.places.row_pitch))
            elif dragging:
                self.detail_scroll = start
                self.scroll_detail(-round(moved / self.places.line))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press = None
            if not dragging and area == "list":
                for number in range(self.scroll, len(self.review.points)):
                    if self.row_rect(number).collidepoint(origin):
                        self.select(number)
                        break
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """Rows and buttons; ↑ ↓ choose a decision, C jumps to the costliest, Esc goes back;
        a drag scrolls the list (and the detail)."""
        for button in self.buttons:
            if button.handle_event(event):
                return
        if self.seat_stepper.handle_event(event):
            return
        if self.focus_ring.handle_event(event, self.focusable()):
            return
        if self.handle_drag(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            area = self._scroll_area(event.pos)
            if area == "list":
                self.scroll_list(-1 if event.button == 4 else 1)
            elif area == "detail":
                self.scroll_detail(-1 if event.button == 4 else 1)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.select(self.selected - 1)
            elif event.key in (pygame.K_DOWN, pygame.K_RIGHT):
                self.select(self.selected + 1)
            elif event.key == pygame.K_c:
                costly = self.review.costliest(1)
                if costly:
                    self.select(self.review.decisions.index(costly[0]))
            elif event.key == pygame.K_a:
                self.toggle_hands()
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.scroll_detail(-3 if event.key == pygame.K_PAGEUP else 3)
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                if self.show_hands:
                    self.toggle_hands()
                else:
                    self.back()

    def update(self, dt: float) -> None:
        """Weigh the decisions a slice at a time."""
        if not self.review.done:
            self.review.advance(THINK_SLICE_SECONDS)

    @property
    def animating(self) -> bool:
        """Redrawn every frame while the review is being worked out."""
        return not self.review.done

    # ----------------------------------------------------------------- numbers and words

    def shown(self, value: float) -> float:
        """A value as the table counts it (penalty points positive again)."""
        return -value if self.lower_is_better else value

    def unit(self) -> str:
        """The table's unit in words."""
        return unit_name(self.session.rules.scoring)

    def costly_indexes(self) -> set[int]:
        """Move indexes of the costliest decisions."""
        return {decision.index for decision in self.review.costliest(COSTLY_COUNT)}

    def value_text(self, value: float) -> str:
        """An option's average result as shown: penalty points plain, the rest signed."""
        return f"{self.shown(value):.2f}" if self.lower_is_better else signed(self.shown(value))

    def decision(self) -> Decision | None:
        """The selected decision once weighed (None while it is still being weighed)."""
        if self.selected < len(self.review.decisions):
            return self.review.decisions[self.selected]
        return None

    def words_of(self, key: str, **values: object) -> str:
        """The text ``key`` about the one whose decisions are reviewed: as it stands ("you
        chose…") for a single player, naming the person at a table of people (pass-and-play,
        issue 34: "Ada chose…"), from the key's ``_person`` variant. A bare ``review.you``
        is the person's name."""
        if not self.session.people:
            return text(key, **values)
        name = self.session.seat_name(self.review.seat)
        return name if key == "review.you" else text(f"{key}_person", name=name, **values)

    def title(self) -> str:
        """The screen's title (naming the hand reviewed when it is not your own)."""
        if self.session.people:
            return text("review.title_person", name=self.session.seat_name(self.review.seat))
        return (text("review.title") if self.session.home_seat is None
                else text("review.title_as", name=hand_name(self.session.human_seat)))

    def summary(self) -> tuple[str, Tone]:
        """The total left on the table (or how far the weighing has come), and its tone."""
        review = self.review
        if review.done and review.total_loss == 0:
            return text("review.total_none", decisions=len(review.decisions)), "good"
        if review.done:
            return (text("review.total", loss=f"{review.total_loss:.2f}", unit=self.unit(),
                         decisions=len(review.decisions)), "accent")
        return (text("review.working", done=len(review.decisions), total=review.total,
                     loss=f"{review.total_loss:.2f}", unit=self.unit()), "muted")

    def list_note(self, number: int) -> tuple[str, Tone, bool]:
        """What decision ``number``'s line in the list says of it, its tone, and whether
        it is among the costliest."""
        review = self.review
        index, _view, played = review.points[number]
        decision = review.decisions[number] if number < len(review.decisions) else None
        costly = decision is not None and index in self.costly_indexes()
        if decision is None:
            return text("review.pending"), "muted", costly
        if decision.forced:
            return text("review.forced"), "muted", costly
        if decision.within_chance or (decision.best == played and decision.close_call):
            return text("review.close_call_note"), "muted", costly
        if decision.loss > 0:
            note = text("review.cost", loss=f"{decision.loss:.2f}",
                        best=describe_move(decision.best))
            return note, "danger" if costly else "text", costly
        return text("review.best_choice"), "good", costly

    def verdict(self, decision: Decision | None, played: Move) -> tuple[str, Tone] | None:
        """What hard makes of the move played, and its tone (None when forced or not yet
        weighed)."""
        if decision is None or decision.forced:
            return None
        rules = self.session.rules
        if decision.judgement is not None and decision.within_chance:
            return close_call_text(decision.judgement, rules, other=str(played)), "text"
        if decision.best == played and decision.judgement is not None \
                and decision.close_call:
            return close_call_text(decision.judgement, rules), "good"
        if decision.best == played:
            return text("review.agrees"), "good"
        line = text("review.prefers", best=describe_move(decision.best),
                    loss=f"{decision.loss:.2f}", unit=self.unit())
        return line, "danger" if decision.loss > 0 else "text"

    @staticmethod
    def column(geometry: RowGeometry, row: RowView, card: Card) -> int:
        """The column of ``card`` in ``row`` (an ace either end sits where it was played)."""
        high = (card.rank == 1 and len(row.cards) > 1 and row.cards[-1] == card
                and row.cards[0].rank != 1)
        return geometry.slot_index(card.rank, high)

    @staticmethod
    def is_option(card: Card, view: View) -> bool:
        """True when ``card`` could be played or covered at that decision."""
        return any(move.card == card for move in view.legal_moves)

    def decision_words(self) -> DecisionWords | str:
        """The selected decision as the detail tells it (a sentence when there is none)."""
        if not self.review.points:
            return self.words_of("review.none")
        index, view, played = self.review.points[self.selected]
        decision = self.decision()
        rows = [row for row in view.rows if row.cards]
        geometry = RowGeometry(len(rows) or 1, self.session.rules.ace)
        columns = [[self.column(geometry, row, card) for card in row.cards] for row in rows]
        left = min((column for row in columns for column in row), default=0)
        best = decision.best.card if decision is not None else None
        options: list[OptionWords] = []
        if decision is not None:
            moves = {str(move): move for move in view.legal_moves}
            best_value = decision.options[str(decision.best)]
            for option in sorted(decision.options, key=lambda key: -decision.options[key]):
                move, value = moves.get(option), decision.options[option]
                mine, top = move == played, option == str(decision.best)
                tag = self.words_of("review.you") if mine else ""
                if top:
                    tag = f"{tag} · {text('review.hard')}" if tag else text("review.hard")
                gap = best_value - value
                options.append(OptionWords(
                    describe_move(move) if move is not None else option, tag, top, mine,
                    self.value_text(value), f"\u2212{gap:.2f}" if gap > 0.005 else "",
                    "" if decision.forced else reason_text(decision, option)))
        hands = tuple((seat, name, tuple(cards)) for seat, name, cards in hand_rows(
            self.session, self.hands_then(index), skip=self.review.seat)) \
            if self.show_hands else ()
        return DecisionWords(
            heading=self.words_of("review.decision", number=self.selected + 1, move=index + 1,
                                  played=describe_move(played)),
            verdict=self.verdict(decision, played), table=text("review.table"),
            table_empty=text("review.table_empty"),
            rows=tuple(tuple((card, column - left) for card, column in zip(
                row.cards, row_columns, strict=True)) for row, row_columns in zip(
                rows, columns, strict=True)),
            columns=geometry.slots, hand=self.words_of("review.hand"),
            hand_cards=tuple((card, self.is_option(card, view), card == played.card,
                              card == best) for card in view.hand),
            weighing=text("review.weighing") if decision is None else None,
            options_heading=text("review.options_lower" if self.lower_is_better
                                 else "review.options", unit=self.unit()),
            options=tuple(options), you=self.words_of("review.you"), hard=text("review.hard"),
            hands_title=text("hands.then", number=self.selected + 1) if self.show_hands
            else None, hands=hands)

    def detail_lines(self) -> list[Line]:
        """The detail's lines for the decision shown (kept while nothing they tell changes)."""
        key = (self.selected, self.show_hands, len(self.review.decisions), self.places)
        if self._lines is None or self._lines[0] != key:
            resources = self.app.resources
            self._lines = (key, detail_lines(self.places, self.decision_words(), resources.wrap,
                                             measure_of(resources)))
        return self._lines[1]

    # ----------------------------------------------------------------- drawing

    def entries(self) -> list[ListEntry]:
        """Every decision's row in the list."""
        return [ListEntry(describe_move(played), *self.list_note(number))
                for number, (_index, _view, played) in enumerate(self.review.points)]

    def draw_list(self, surface: pygame.Surface) -> None:
        """The decision list alone."""
        draw_list(surface, self.app.resources, self.places, self.entries(), self.scroll,
                  self.selected)

    def draw(self, surface: pygame.Surface) -> None:
        """The header and total, the decision list, the selected decision, the controls."""
        summary, tone = self.summary()
        draw_review(surface, self.app.resources, self.app.art, self.places,
                    (summary, tone, self.review.done), self.entries(),
                    (self.scroll, self.selected), self.detail_lines(),
                    self.detail_scroll, [self.seat_stepper, *self.buttons])
        self.focus_ring.draw(surface, self.focusable())
