"""The Review screen: your decisions in the deal just finished, weighed by the hard search.

On the left, every decision in order — what you played, what ``hard`` prefers and what it
cost; the costliest are marked. On the right, the selected decision: the table as it was,
your hand then, and each option's average result in the table's unit with the hint's reason.
The review (:class:`sevens.review.DealReview`) is worked out in small slices every frame, so
the screen never stalls; the app keeps it, so leaving and coming back loses nothing.

From here (or the results screen) the same deal can be played again from another seat.
On a portrait canvas :mod:`sevens.ui.review_portrait` lays the same parts out for a phone.
The list scrolls with the wheel, the keys, or a finger (or the mouse) dragged along it; a tap
that does not drag selects a decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.cards import Card
from sevens.moves import Move
from sevens.review import DealReview, Decision
from sevens.ui import theme
from sevens.ui.advice import close_call_text
from sevens.ui.focus import FocusRing
from sevens.ui.hands_view import draw_hands, hand_rows, hands_at
from sevens.ui.layout import RowGeometry
from sevens.ui.messages import render, text, unorphaned
from sevens.ui.names import hand_name
from sevens.ui.navigation import Back, Replay, Review
from sevens.ui.review_buttons import place_desktop
from sevens.ui.review_compact import compact_review
from sevens.ui.review_portrait import PortraitReview, ReviewList, detail_blocks, words_of
from sevens.ui.scene import Scene
from sevens.ui.session import THINK_SLICE_SECONDS, Session, describe_move
from sevens.ui.units import unit_name
from sevens.ui.widgets import Button, Stepper, draw_panel

if TYPE_CHECKING:
    from sevens.game import View
    from sevens.ui.navigation import Navigator
    from sevens.views import RowView

LIST_RECT = pygame.Rect(40, 100, 420, 536)
DETAIL_RECT = pygame.Rect(476, 100, 764, 536)
LIST_ROW = 30
OPTION_ROW = 24
COSTLY_COUNT = 3
MINI = theme.CARD_MINI
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

    portrait_ready = True
    wide_when_compact = True  # a phone turned sideways: laid out across it (review_compact)

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
        self.landscape_stepper = Stepper(
            (640, 657, 330, 38), text("review.person" if people else "review.replay_seat"),
            people or seats, self.replay_seat, (lambda seat: self.app.go(Review(back_to, seat)))
            if people else self._set_seat, session.seat_name, label_width=150, name="replay_seat")
        self.seat_stepper = self.landscape_stepper
        self.detail_scroll = 0  # the first line of a phone's detail shown
        #: A press in the list or the detail: (where, position, scroll then, dragging).
        self.press: tuple[str, tuple[int, int], int, bool] | None = None
        self.upright: PortraitReview | None = None
        self.show_hands = False  # Show all hands (issue 31): the others' cards then
        self._hands: tuple[int, list[list[Card]]] = (-1, [])
        self.hands_button = Button((222, 650, 200, 52), text("hands.show"), self.toggle_hands,
                                   size=16, name="all_hands")
        self.buttons = [
            Button((40, 650, 170, 52), text("review.back"), self.back, size=18, name="back"),
            self.hands_button,
            Button((990, 650, 250, 52), text("review.replay"), self.replay, primary=True,
                   size=18, name="replay"),
        ]
        self.landscape_places = {button.name: (button.rect.copy(), button.size)
                                 for button in self.buttons}
        #: Tab walks the buttons and the seat to replay from (issue 34)
        self.focus_ring = FocusRing(app.narrator.say)
        self.relayout()

    def relayout(self) -> None:
        """The portrait places (:class:`sevens.ui.review_portrait.PortraitReview`), the
        landscape ones (review_buttons.place_desktop), or those of a phone turned sideways
        (review_compact); the decision shown, the list's scroll, the replay seat are kept."""
        self.upright = PortraitReview(self, self.size) if self.portrait else None
        #: The list and detail of a phone's layout (None: the landscape panels).
        self.rows: ReviewList | None = self.upright or compact_review(self)
        if self.rows is None:  # the desktop's places, each wide enough for its labels
            place_desktop(self)
        self.seat_stepper = self.rows.stepper if self.rows else self.landscape_stepper
        self.seat_stepper.value, self.press = self.replay_seat, None
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
        title = (text("review.title") if self.session.home_seat is None
                 else text("review.title_as", name=hand_name(self.session.human_seat)))
        return text("scene.named", title=title, keys=text("scene.review_keys"))

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
        """How many decisions the list shows at once (the last line names the keys)."""
        if self.rows is not None:
            return self.rows.visible_rows()
        return (LIST_RECT.height - 40) // LIST_ROW

    def row_rect(self, number: int) -> pygame.Rect:
        """Where decision ``number`` is listed (may lie outside the panel when scrolled)."""
        if self.rows is not None:
            return self.rows.row_rect(number, self.scroll)
        return pygame.Rect(LIST_RECT.x + 8, LIST_RECT.y + 10 + (number - self.scroll) * LIST_ROW,
                           LIST_RECT.width - 16, LIST_ROW - 2)

    @property
    def list_rect(self) -> pygame.Rect:
        """The decision list's panel."""
        return self.rows.list_rect if self.rows is not None else LIST_RECT

    def scroll_list(self, rows: int) -> None:
        """Scroll the list by ``rows`` (negative: up), within its ends."""
        most = max(0, len(self.review.points) - self.visible_rows())
        self.scroll = max(0, min(most, self.scroll + rows))

    def scroll_detail(self, lines: int) -> None:
        """Scroll a phone's detail by ``lines`` of it, within its ends."""
        if self.rows is None:
            return
        most = self.rows.most_detail_scroll(detail_blocks(self, self.rows))
        self.detail_scroll = max(0, min(most, self.detail_scroll + lines))

    def _scroll_area(self, position: tuple[int, int]) -> str | None:
        if self.list_rect.collidepoint(position):
            return "list"
        if self.rows is not None and self.rows.detail_rect.collidepoint(position):
            return "detail"
        return None

    def handle_drag(self, event: pygame.event.Event) -> bool:
        """A press, drag and release on the list (or a phone's detail): dragged, it scrolls
        by whole rows (lines) under the finger; released without dragging on a row, it selects
        that decision. Returns True when the event was used."""
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
                row = self.rows.row_height if self.rows is not None else LIST_ROW
                self.scroll = start
                self.scroll_list(-round(moved / row))
            elif dragging:
                self.detail_scroll = start
                self.scroll_detail(-round(moved / self.rows.line))
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
        a drag scrolls the list (and a phone's detail)."""
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

    # ----------------------------------------------------------------- numbers

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

    def reason(self, option: str) -> str:
        """The hint's reason for ``option`` of the selected decision ('' when none)."""
        decision = self.decision()
        return reason_text(decision, option) if decision is not None else ""

    # ----------------------------------------------------------------- words

    def title(self) -> str:
        """The screen's title (naming the hand reviewed when it is not your own)."""
        if self.session.people:
            return text("review.title_person", name=self.session.seat_name(self.review.seat))
        return (text("review.title") if self.session.home_seat is None
                else text("review.title_as", name=hand_name(self.session.human_seat)))

    def summary(self) -> tuple[str, theme.Colour]:
        """The total left on the table (or how far the weighing has come), and its colour."""
        review = self.review
        if review.done and review.total_loss == 0:
            return text("review.total_none", decisions=len(review.decisions)), theme.GOOD
        if review.done:
            return (text("review.total", loss=f"{review.total_loss:.2f}", unit=self.unit(),
                         decisions=len(review.decisions)), theme.ACCENT)
        return (text("review.working", done=len(review.decisions), total=review.total,
                     loss=f"{review.total_loss:.2f}", unit=self.unit()), theme.TEXT_MUTED)

    def list_note(self, number: int) -> tuple[str, theme.Colour, bool]:
        """What decision ``number``'s line in the list says of it, its colour, and whether
        it is among the costliest."""
        review = self.review
        index, _view, played = review.points[number]
        decision = review.decisions[number] if number < len(review.decisions) else None
        costly = decision is not None and index in self.costly_indexes()
        if decision is None:
            return text("review.pending"), theme.TEXT_MUTED, costly
        if decision.forced:
            return text("review.forced"), theme.TEXT_MUTED, costly
        if decision.within_chance or (decision.best == played and decision.close_call):
            return text("review.close_call_note"), theme.TEXT_MUTED, costly
        if decision.loss > 0:
            note = text("review.cost", loss=f"{self.loss_text(decision)}",
                        best=describe_move(decision.best))
            return note, theme.DANGER if costly else theme.TEXT, costly
        return text("review.best_choice"), theme.GOOD, costly

    def verdict(self, decision: Decision | None,
                played: Move) -> tuple[str, theme.Colour] | None:
        """What hard makes of the move played, and its colour (None when forced or not yet
        weighed)."""
        if decision is None or decision.forced:
            return None
        rules = self.session.rules
        if decision.judgement is not None and decision.within_chance:
            return close_call_text(decision.judgement, rules, other=str(played)), theme.TEXT
        if decision.best == played and decision.judgement is not None \
                and decision.close_call:
            return close_call_text(decision.judgement, rules), theme.GOOD
        if decision.best == played:
            return text("review.agrees"), theme.GOOD
        line = text("review.prefers", best=describe_move(decision.best),
                    loss=self.loss_text(decision), unit=self.unit())
        return line, theme.DANGER if decision.loss > 0 else theme.TEXT

    # ----------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Title and total, the decision list, the selected decision, the buttons."""
        if self.rows is not None:  # a phone's layout, upright or sideways
            self.rows.draw(self, surface)
            return
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        surface.blit(resources.text(self.title(), 30, theme.TEXT, bold=True), (44, 20))
        rules_name = resources.text(text(f"preset.{self.session.rules_id}.title"), 16,
                                    theme.ACCENT, bold=True)
        surface.blit(rules_name, (1236 - rules_name.get_width(), 30))
        summary, colour = self.summary()
        surface.blit(resources.text(summary, 17, colour, bold=self.review.done), (44, 64))
        self.draw_list(surface)
        self.draw_detail(surface)
        self.seat_stepper.draw(surface, resources)
        self.focus_ring.draw(surface, self.focusable())
        for button in self.buttons:
            button.draw(surface, resources)

    def draw_list(self, surface: pygame.Surface) -> None:
        """One line per decision: number, what you played, the best option, the cost."""
        if self.rows is not None:  # a phone's thumb-tall rows
            return self.rows.draw_list(self, surface)
        resources = self.app.resources
        draw_panel(surface, resources, LIST_RECT, alpha=170)
        review = self.review
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(LIST_RECT.x, LIST_RECT.y + 4, LIST_RECT.width,
                                     LIST_RECT.height - 30))
        for number, (_index, _view, played) in enumerate(review.points):
            rect = self.row_rect(number)
            if rect.bottom < LIST_RECT.y or rect.y > LIST_RECT.bottom:
                continue
            if number == self.selected:
                surface.blit(resources.panel(rect.size, theme.ACCENT, 60, radius=6,
                                             border=theme.ACCENT), rect)
            label = resources.text(f"{number + 1}.", 14, theme.TEXT_MUTED)
            surface.blit(label, (rect.x + 30 - label.get_width(), rect.y + 6))
            surface.blit(resources.text(describe_move(played), 15, theme.TEXT, bold=True),
                         (rect.x + 50, rect.y + 5))
            note, ink, costly = self.list_note(number)
            rendered = resources.text(note, 13, ink)
            surface.blit(rendered, (rect.right - rendered.get_width() - 8, rect.y + 7))
            if costly:
                pygame.draw.circle(surface, theme.DANGER, (rect.x + 40, rect.centery), 4)
        surface.set_clip(clip)
        keys = resources.text(text("review.keys"), 12, theme.TEXT_MUTED)
        surface.blit(keys, (LIST_RECT.x + 12, LIST_RECT.bottom - 20))

    def loss_text(self, decision: Decision) -> str:
        """The decision's cost, e.g. '0.75'."""
        return f"{decision.loss:.2f}"

    def draw_detail(self, surface: pygame.Surface) -> None:
        """The selected decision: the table then, your hand, every option's value."""
        resources = self.app.resources
        draw_panel(surface, resources, DETAIL_RECT, alpha=170)
        if not self.review.points:
            surface.blit(resources.text(words_of(self, "review.none"), 17, theme.TEXT_MUTED),
                         (DETAIL_RECT.x + 20, DETAIL_RECT.y + 20))
            return
        index, view, played = self.review.points[self.selected]
        decision = self.decision()
        x, y = DETAIL_RECT.x + 20, DETAIL_RECT.y + 14
        heading = words_of(self, "review.decision", number=self.selected + 1, move=index + 1,
                           played=describe_move(played))
        surface.blit(resources.text(heading, 18, theme.TEXT, bold=True), (x, y))
        verdict = self.verdict(decision, played)
        if verdict is not None:
            surface.blit(resources.text(verdict[0], 15, verdict[1]), (x, y + 26))
        if self.show_hands:
            rect = pygame.Rect(DETAIL_RECT.x, DETAIL_RECT.y + 64, DETAIL_RECT.width,
                               DETAIL_RECT.height - 64)
            draw_hands(surface, self.app, rect,
                       text("hands.then", number=self.selected + 1),
                       hand_rows(self.session, self.hands_then(index), skip=self.review.seat))
            return
        y = self.draw_position(surface, view, played, decision, x, y + 54)
        self.draw_options(surface, view, played, decision, x, y + 6)

    def draw_position(self, surface: pygame.Surface, view: View, played: Move,
                      decision: Decision | None, x: int, y: int) -> int:
        """The rows on the table and your hand as they were; returns the y below them."""
        resources = self.app.resources
        art = self.app.art
        rows = [row for row in view.rows if row.cards]
        pitch = 24 if len(rows) > 4 else 28
        row_height = MINI[1] + 4 if len(rows) <= 4 else 34
        surface.blit(resources.text(text("review.table"), 13, theme.TEXT_MUTED), (x, y))
        y += 18
        if not rows:
            surface.blit(resources.text(text("review.table_empty"), 14, theme.TEXT_MUTED),
                         (x + 8, y + 8))
            y += row_height
        geometry = RowGeometry(len(rows) or 1, self.session.rules.ace)
        columns = [[self.column(geometry, row, card) for card in row.cards] for row in rows]
        left = min((column for row in columns for column in row), default=0)
        for row, row_columns in zip(rows, columns, strict=True):  # lined up by rank
            for card, column in zip(row.cards, row_columns, strict=True):
                art.draw_card(surface, card, MINI, (x + (column - left) * pitch, y),
                              shadow=False)
            y += row_height
        y += 4
        surface.blit(resources.text(words_of(self, "review.hand"), 13, theme.TEXT_MUTED), (x, y))
        y += 26  # room for the raised card you played
        chosen = {played.card} if played.card is not None else set()
        best = decision.best.card if decision is not None else None
        for number, card in enumerate(view.hand):
            top = y - 6 if card in chosen else y
            rect = art.draw_card(surface, card, MINI, (x + number * 32, top), shadow=False,
                                 dimmed=not self.is_option(card, view))
            if card == best and best not in chosen:
                pygame.draw.rect(surface, theme.GOOD, rect.inflate(4, 4), 2, border_radius=4)
            elif card in chosen:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=4)
        return y + MINI[1] + 6

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

    def draw_options(self, surface: pygame.Surface, view: View, played: Move,
                     decision: Decision | None, x: int, y: int) -> None:
        """Each option: who chose it, the move, its average result, the reason."""
        resources = self.app.resources
        if decision is None:
            surface.blit(resources.text(text("review.weighing"), 15, theme.TEXT_MUTED), (x, y))
            return
        header = text("review.options_lower" if self.lower_is_better else "review.options",
                      unit=self.unit())
        surface.blit(resources.text(header, 13, theme.TEXT_MUTED), (x, y))
        y += 20
        moves = {str(move): move for move in view.legal_moves}
        ordered = sorted(decision.options, key=lambda option: -decision.options[option])
        room = max(1, (DETAIL_RECT.bottom - 8 - y) // OPTION_ROW)
        if len(ordered) > room:
            kept = ordered[:room - 1]
            if str(played) not in kept:
                kept.append(str(played))
            else:
                kept = ordered[:room]
            ordered = kept
        best_value = decision.options[str(decision.best)]
        reason_x = x + 330
        cut: set[str] = set()  # options whose reason did not fit on their line
        for option in ordered:
            move = moves.get(option)
            value = decision.options[option]
            mine = move == played
            tag = words_of(self, "review.you") if mine else ""
            if option == str(decision.best):
                tag = f"{tag} · {text('review.hard')}" if tag else text("review.hard")
            ink = theme.ACCENT if mine else theme.TEXT
            surface.blit(resources.text(tag, 12, theme.GOOD if option == str(decision.best)
                                        else theme.ACCENT), (x, y + 4))
            label = describe_move(move) if move is not None else option
            surface.blit(resources.text(label, 15, ink, bold=mine), (x + 92, y + 2))
            shown = resources.text(self.value_text(value), 15, ink)
            surface.blit(shown, (x + 250 - shown.get_width(), y + 2))
            gap = best_value - value
            if gap > 0.005:
                behind = resources.text(f"−{gap:.2f}", 12, theme.DANGER)
                surface.blit(behind, (x + 318 - behind.get_width(), y + 5))
            reason = reason_text(decision, option)
            if reason:
                width = DETAIL_RECT.right - 16 - reason_x
                lines = resources.wrap(reason, 12, width)
                line = lines[0] + ("…" if len(lines) > 1 else "")
                if len(lines) > 1:
                    cut.add(option)
                surface.blit(resources.text(line, 12, theme.TEXT_MUTED), (reason_x, y + 5))
            y += OPTION_ROW
        self.draw_reasons(surface, decision, played, cut, x, y + 10)

    def draw_reasons(self, surface: pygame.Surface, decision: Decision, played: Move,
                     cut: set[str], x: int, y: int) -> None:
        """The whole reason of every option whose line cut it short — hard's choice first,
        then yours, then the others by value — as room allows."""
        resources = self.app.resources
        width = DETAIL_RECT.right - 20 - x
        entries = [(text("review.hard"), str(decision.best), theme.GOOD)]
        if decision.best != played:
            entries.append((words_of(self, "review.you"), str(played), theme.ACCENT))
        moves = {str(move): move for move in decision.view.legal_moves}
        for option in sorted(decision.options, key=lambda option: -decision.options[option]):
            if option not in (str(decision.best), str(played)) and option in moves:
                entries.append((describe_move(moves[option]), option, theme.TEXT_MUTED))
        label_width = 60
        for label, option, _colour in entries:
            if option in cut:
                label_width = max(label_width, resources.text(label, 13, theme.TEXT,
                                                              bold=True).get_width() + 12)
        label_width = min(label_width, 150)
        for label, option, colour in entries:
            reason = reason_text(decision, option)
            if not reason or decision.forced or option not in cut:
                continue
            for number, line in enumerate(resources.wrap(reason, 13, width - label_width)):
                if y + 18 > DETAIL_RECT.bottom - 6:
                    return
                if number == 0:
                    surface.blit(resources.text(label, 13, colour, bold=True), (x, y))
                surface.blit(resources.text(line, 13, theme.TEXT), (x + label_width, y))
                y += 18
            y += 4
