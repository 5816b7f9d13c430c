"""The table: your hand, the rows, the other players around, actions, animation.

Drawing is a function of the human seat's view (``session.view()``) plus display hints
(selection, hover, cards in flight). Nothing here reads another player's hand. Animations are
built from the view's public event log.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import pygame

import sevens
from sevens import events as engine_events
from sevens.ui import layout, theme
from sevens.ui.app import App, Scene
from sevens.ui.messages import place_name, text
from sevens.ui.session import Session, card_text, describe_move
from sevens.ui.widgets import Button, draw_panel

FLIGHT_SECONDS = {"slow": 0.42, "normal": 0.32, "fast": 0.22, "instant": 0.0}
BUBBLE_SECONDS = 1.3
BUBBLE_FONT = 15
BUBBLES_PER_SEAT = 2
BUBBLES_QUEUED = 4
LAID_PREFIX = "laid "  # flight keys of laid cards waiting apart on the rows
STATUS_WIDTH = 820  # widest status line: clear of your panel and the action buttons
PANEL_NAME_HEIGHT = 30  # the top strip of a seat panel: colour dot, name, dealer button
FLASH_SECONDS = 3.0
RESULTS_DELAY = 1.0


@dataclass
class Flight:
    """A card moving across the table."""

    card: Any
    start: tuple[float, float]
    end: tuple[float, float]
    size_from: tuple[int, int]
    size_to: tuple[int, int]
    delay: float
    duration: float
    hidden_key: tuple[int, str] | None = None
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        """True once the card has landed."""
        return self.elapsed >= self.delay + self.duration

    def progress(self) -> float:
        """0 at take-off, 1 on landing, eased."""
        if self.duration <= 0:
            return 1.0
        t = max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))
        return 1 - (1 - t) ** 3


@dataclass
class Bubble:
    """A short word over a seat: Pass, Covered, Out!, a bonus."""

    seat: int
    message: str
    colour: theme.Colour
    remaining: float = BUBBLE_SECONDS


def fade(alpha: int, remaining: float) -> int:
    """``alpha`` fading out over a bubble's last 0.3 s, in steps (cached panels stay few)."""
    if remaining > 0.3:
        return alpha
    return round(alpha * round(max(0.0, remaining) / 0.3, 1))


def format_score(value: Any, penalty: bool = False) -> str:
    """A match total for display: integers with a sign, fractions of money to cents;
    penalty totals (lowest wins) without a sign, as the count they are."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return f"{float(value):+.2f}"
    number = int(value)
    if penalty:
        return str(number)
    return f"{number:+d}" if number else "0"


def seat_name(seat: int, human_seat: int) -> str:
    """The display name of a seat."""
    if seat == human_seat:
        return text("seat.you")
    return text(f"seat.name.{(seat - human_seat) % 8}")


class TableScene(Scene):
    """One deal at the table, for the human seat."""

    def __init__(self, app: App, session: Session, resume: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.flights: list[Flight] = []
        self.bubbles: list[Bubble] = []
        self.hidden: dict[tuple[int, str], int] = {}
        self.selected: int | None = None
        self.hovered: int | None = None
        self.flash: tuple[str, theme.Colour, float] | None = None
        self.over_timer = 0.0
        self.was_my_turn = False
        self.hand_rect_cache: dict[str, pygame.Rect] = {}
        self._waiting_view: Any = None
        self._marks_view: Any = None
        self._marks: dict[tuple[int, str], int] = {}
        self._status_wrap: tuple[str, list[str]] = ("", [])
        self._waiting: list[tuple[int, Any, int, pygame.Rect]] = []
        self.time = 0.0
        self.setup_deal(resume)

    # ----------------------------------------------------------------- set-up

    def setup_deal(self, resume: bool = False) -> None:
        """Geometry and animation state for the session's current deal."""
        session = self.session
        rules = session.rules
        view = session.view()
        self.panels = layout.seat_panels(rules.players, session.human_seat, rules.turn_order)
        self.rows = layout.RowGeometry(len(view.rows), rules.ace)
        self.events_seen = len(view.events) if resume else 0
        self.flights.clear()
        self.bubbles.clear()
        self.hidden.clear()
        self.selected = None
        self.over_timer = 0.0
        self.buttons_top = [
            Button((1000, 6, 86, 28), text("button.rules"), self.open_rules, size=14,
                   name="rules"),
            Button((1092, 6, 86, 28), self.sound_label(), self.toggle_sound, size=14,
                   name="sound"),
            Button((1184, 6, 86, 28), text("button.menu"), self.open_menu, size=14,
                   name="menu"),
        ]
        self.pass_button = Button((layout.ACTIONS_X, 566, 178, 42), text("button.pass"),
                                  self.press_pass, primary=True, size=17, name="pass")
        self.hint_button = Button((layout.ACTIONS_X, 616, 86, 36), text("button.hint"),
                                  self.press_hint, size=15, name="hint")
        self.undo_button = Button((layout.ACTIONS_X + 92, 616, 86, 36), text("button.undo"),
                                  self.press_undo, size=15, name="undo")
        # Under the cover rule without free passes nobody ever passes: no Pass button at all,
        # and Hint and Undo move up into its place.
        self.show_pass = not (rules.when_stuck == "cover" and rules.free_passes == 0)
        if not self.show_pass:
            self.hint_button.rect.y = self.undo_button.rect.y = self.pass_button.rect.y
        self.process_events()

    def sound_label(self) -> str:
        """The mute button's label."""
        return text("button.sound_off") if self.app.sound.muted else text("button.sound_on")

    @property
    def busy(self) -> bool:
        """True while cards are flying."""
        return bool(self.flights)

    # ----------------------------------------------------------------- geometry helpers

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        """Where cards leave from and bubbles appear for a seat."""
        if seat == self.session.human_seat:
            return (layout.HAND_AREA.centerx, layout.HAND_AREA.y + 20)
        rect = self.panels[seat]
        return (rect.centerx, rect.centery)

    def card_slot(self, row_index: int, card: Any, row: Any | None = None) -> pygame.Rect:
        """The slot Rect where ``card`` lies (or would lie) in row ``row_index``."""
        high = False
        if card.rank == 1 and self.rows.ace == "either":
            row = row or self.session.view().rows[row_index]
            cards = row.cards
            high = bool(cards) and len(cards) > 1 and cards[-1].rank == 1 \
                and cards[-1].suit == card.suit and cards[0].rank != 1
            if row.next_high is not None and row.next_high.rank == 1 and card not in cards:
                high = True
        return self.rows.rect(row_index, self.rows.slot_index(card.rank, high))

    def find_on_rows(self, card: Any, view: Any) -> tuple[int, pygame.Rect] | None:
        """The row and slot of a card lying on the table."""
        for index, row in enumerate(view.rows):
            if card in row.cards:
                return index, self.card_slot(index, card, row)
        return None

    def waiting_laid(self, view: Any) -> list[tuple[int, Any, int, pygame.Rect]]:
        """(row, card, seat, slot) for every card an eliminated player laid on the rows that
        the run has not reached yet: it lies in its place, apart, until the row joins it.

        Worked out from public events alone: a laid card has joined its row when the rows hold
        more copies of it than were played or laid out as sevens.
        """
        if self._waiting_view is view:
            return self._waiting
        laid: dict[str, list[tuple[Any, int]]] = {}
        placed: dict[str, int] = {}
        for event in view.events:
            if isinstance(event, engine_events.PlayerOut):
                for card in event.laid:
                    laid.setdefault(str(card), []).append((card, event.seat))
            elif isinstance(event, engine_events.CardPlayed):
                placed[str(event.card)] = placed.get(str(event.card), 0) + 1
            elif isinstance(event, engine_events.SevensLaidOut):
                for card in event.cards:
                    placed[str(card)] = placed.get(str(card), 0) + 1
        waiting: list[tuple[int, Any, int, pygame.Rect]] = []
        if laid:
            on_rows: dict[str, int] = {}
            for row in view.rows:
                for card in row.cards:
                    on_rows[str(card)] = on_rows.get(str(card), 0) + 1
            taken: set[tuple[int, int]] = set()
            for key, entries in laid.items():
                joined = max(0, on_rows.get(key, 0) - placed.get(key, 0))
                for card, seat in entries[joined:]:
                    spot = self.waiting_slot(view, card, taken)
                    if spot is not None:
                        waiting.append((spot[0], card, seat, spot[1]))
        self._waiting_view, self._waiting = view, waiting
        return waiting

    def last_card_marks(self, view: Any) -> dict[tuple[int, str], int]:
        """(row, card) -> seat for the last card each seat laid on the rows (the row matters
        with two packs, where both copies of a card may lie on the table)."""
        if self._marks_view is view:
            return self._marks
        marks: dict[tuple[int, str], int] = {}
        wanted = {seat for seat, card in enumerate(view.last_played) if card is not None}
        for event in reversed(view.events):
            if not wanted:
                break
            if isinstance(event, engine_events.CardPlayed) and event.seat in wanted:
                wanted.discard(event.seat)
                if event.card == view.last_played[event.seat]:
                    marks[(event.row, str(event.card))] = event.seat
        self._marks_view, self._marks = view, marks
        return marks

    def waiting_slot(self, view: Any, card: Any,
                     taken: set[tuple[int, int]]) -> tuple[int, pygame.Rect] | None:
        """The free slot of a laid card: on the first row of its suit where its place is
        empty (with two packs either row may take it)."""
        high_options = (False, True) if card.rank == 1 and self.rows.ace == "either" \
            else (False,)
        for index, row in enumerate(view.rows):
            if row.suit != card.suit or card in row.cards:
                continue
            for high in high_options:
                column = self.rows.slot_index(card.rank, high)
                if (index, column) not in taken:
                    taken.add((index, column))
                    return index, self.rows.rect(index, column)
        return None

    # ----------------------------------------------------------------- events → animation

    def process_events(self) -> None:
        """Turn new public events into flights, bubbles and sounds."""
        view = self.session.view()
        new = view.events[self.events_seen:]
        self.events_seen = len(view.events)
        duration = FLIGHT_SECONDS[self.session.speed]
        if self.session.speed == "instant" or len(new) > 40:
            duration = 0.0
        delay = 0.0
        human = self.session.human_seat
        for event in new:
            if isinstance(event, engine_events.DealStarted):
                self.app.sound.play("deal")
            elif isinstance(event, engine_events.CardPlayed):
                start = self.flight_start(event.seat, event.card, event.from_leftover)
                target = self.card_slot(event.row, event.card)
                self.launch(event.card, start, target, delay, duration,
                            (event.row, str(event.card)))
                delay += 0.05
                self.app.sound.play("play")
            elif isinstance(event, engine_events.SevensLaidOut):
                for card, holder in zip(event.cards, event.holders, strict=False):
                    found = self.find_on_rows(card, view)
                    if found is None:
                        continue
                    start = self.seat_anchor(holder) if holder is not None else (640, 360)
                    self.launch(card, start, found[1], delay, duration, (found[0], str(card)))
                    delay += 0.08
                self.app.sound.play("deal")
            elif isinstance(event, engine_events.Passed):
                word = text("event.free_pass") if event.free else text("event.pass")
                self.bubble(event.seat, word, theme.TEXT)
                self.app.sound.play("pass")
            elif isinstance(event, engine_events.CardCovered):
                if event.seat != human:
                    self.launch(None, self.seat_anchor(event.seat),
                                self.panels[event.seat].move(120, 10), delay, duration, None,
                                size_to=theme.CARD_MINI)
                self.bubble(event.seat, text("event.cover"), theme.DANGER)
                self.app.sound.play("cover")
            elif isinstance(event, engine_events.CardGiven):
                start = self.seat_anchor(event.giver)
                end = self.seat_anchor(event.receiver)
                self.launch(None, start, pygame.Rect(round(end[0]) - 15, round(end[1]) - 21,
                                                     30, 42), delay, duration, None,
                            size_to=theme.CARD_MINI)
                self.bubble(event.giver, text("event.give"), theme.TEXT)
                self.bubble(event.receiver, text("event.received"), theme.TEXT)
                self.app.sound.play("deal")
            elif isinstance(event, engine_events.PlayerOut):
                self.bubble(event.seat, text("event.out"), theme.DANGER)
                apart = {str(card): (row, slot)
                         for row, card, _, slot in self.waiting_laid(view)}
                for card in event.laid:
                    found = self.find_on_rows(card, view)
                    key = None if found is None else (found[0], str(card))
                    if str(card) in apart:
                        found = apart[str(card)]
                        key = (found[0], LAID_PREFIX + str(card))
                    if found is not None:
                        self.launch(card, self.seat_anchor(event.seat), found[1], delay,
                                    duration, key)
                        delay += 0.04
            elif isinstance(event, engine_events.PlayerFinished):
                self.bubble(event.seat, text("event.finished", place=place_name(event.order)),
                            theme.GOOD)
            elif isinstance(event, engine_events.BonusEarned):
                bonus = text(f"bonus.{event.bonus}")
                self.bubble(event.seat, text("event.bonus", bonus=bonus, points=event.points),
                            theme.ACCENT)

    def flight_start(self, seat: int, card: Any, from_leftover: bool) -> pygame.Rect | tuple:
        """Where a played card comes from: the hand card, a leftover, or a seat panel."""
        if from_leftover:
            rect = self.leftover_rects().get(str(card))
            if rect is not None:
                return rect
            return layout.LEFTOVER_BOX.center
        if seat == self.session.human_seat:
            rect = self.hand_rect_cache.get(str(card))
            if rect is not None:
                return rect
        return self.seat_anchor(seat)

    def launch(self, card: Any, start: Any, target: pygame.Rect, delay: float,
               duration: float, hidden_key: tuple[int, str] | None,
               size_to: tuple[int, int] | None = None) -> None:
        """Start a card flight (or nothing, when animations are off)."""
        if duration <= 0:
            return
        if isinstance(start, pygame.Rect):
            size_from = start.size
            start_point = (start.x, start.y)
        else:
            size_from = theme.CARD_MINI if card is None else self.rows.card_size
            start_point = (start[0] - size_from[0] / 2, start[1] - size_from[1] / 2)
        size = size_to or target.size
        flight = Flight(card, start_point, (target.x, target.y), size_from, size, delay,
                        duration, hidden_key)
        if hidden_key is not None:
            self.hidden[hidden_key] = self.hidden.get(hidden_key, 0) + 1
        self.flights.append(flight)

    def bubble(self, seat: int, message: str, colour: theme.Colour) -> None:
        """Show a word by a seat for a moment. A seat shows two at a time; the next ones
        wait their turn (a Douque finish brings a bonus or two and a place at once)."""
        self.bubbles = [bubble for bubble in self.bubbles
                        if not (bubble.seat == seat and bubble.message == message)]
        self.bubbles.append(Bubble(seat, message, colour))
        mine = [bubble for bubble in self.bubbles if bubble.seat == seat]
        if len(mine) > BUBBLES_QUEUED:
            self.bubbles.remove(mine[0])

    def visible_bubbles(self) -> list[Bubble]:
        """The bubbles on show: the first two waiting at each seat, oldest first."""
        counts: dict[int, int] = {}
        visible = []
        for bubble in self.bubbles:
            counts[bubble.seat] = counts.get(bubble.seat, 0) + 1
            if counts[bubble.seat] <= BUBBLES_PER_SEAT:
                visible.append(bubble)
        return visible

    def say(self, message: str, colour: theme.Colour = theme.TEXT) -> None:
        """Show a short line in the status pill (e.g. why a click was refused)."""
        self.flash = (message, colour, FLASH_SECONDS)

    # ----------------------------------------------------------------- human actions

    def legal_kinds(self) -> set[str]:
        """The kinds of move the human may make now."""
        if not self.session.human_to_move:
            return set()
        return {move.kind for move in self.session.view().legal_moves}

    def attempt(self, move: Any) -> bool:
        """Apply a human move, or explain briefly why not. True when it was played."""
        reason = self.session.check(move)
        if reason is not None:
            self.say(reason, theme.DANGER)
            self.app.sound.play("refused")
            return False
        try:
            self.session.apply_human(move)
        except sevens.IllegalMove as error:
            self.say(str(error), theme.DANGER)
            self.app.sound.play("refused")
            return False
        self.flash = None
        self.process_events()
        self.selected = None
        return True

    def act_on_card(self, card: Any) -> None:
        """A click (or Enter) on a hand card: play, cover or give it, as the moment asks."""
        if not self.session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            self.app.sound.play("refused")
            return
        kinds = self.legal_kinds()
        if "cover" in kinds:
            self.attempt(f"cover {card}")
        elif "give" in kinds:
            self.attempt(f"give {card}")
        else:
            self.attempt(str(card))

    def act_on_leftover(self, card: Any) -> None:
        """Play a face-up leftover."""
        if not self.session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            return
        self.attempt(f"leftover {card}")

    def press_pass(self) -> None:
        """The Pass button or P."""
        if not self.session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            return
        self.attempt("pass")

    def press_cover(self) -> None:
        """C: cover the selected card (when covering is what the moment asks)."""
        hand = self.session.view().hand
        if self.selected is None or self.selected >= len(hand):
            self.say(text("status.cover"), theme.TEXT)
            return
        self.attempt(f"cover {hand[self.selected]}")

    def press_hint(self) -> None:
        """H: ask the strongest bot."""
        if not self.session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            return
        self.session.request_hint()

    def press_undo(self) -> None:
        """U: back to the last decision."""
        if self.session.undo():
            self.events_seen = len(self.session.view().events)
            self.flights.clear()
            self.hidden.clear()
            self.bubbles.clear()
            self.selected = None
            self.say(text("undo.done"))
        else:
            self.say(text("undo.none"), theme.TEXT_MUTED)

    def open_menu(self) -> None:
        """Esc: the menu (the deal stays paused behind it)."""
        from sevens.ui.menu import MenuScene

        self.app.set_scene(MenuScene(self.app))

    def open_rules(self) -> None:
        """The rules of this table."""
        from sevens.ui.screens import RulesScene

        self.app.set_scene(RulesScene(self.app, self.session.rules, self.session.rules_id,
                                      self))

    def toggle_sound(self) -> None:
        """M: mute or unmute."""
        self.app.set_muted(not self.app.sound.muted)
        self.app.save_settings()
        self.buttons_top[1].label = self.sound_label()

    # ----------------------------------------------------------------- hand state

    def display_kinds(self) -> set[str]:
        """Kinds of move the human seat has now, as shown (also in autoplay demos)."""
        return {move.kind for move in self.session.view().legal_moves}

    def hand_state(self) -> tuple[list[Any], list[bool], list[bool], str]:
        """Cards in hand, which are raised, which dimmed, and the current mode."""
        view = self.session.view()
        hand = list(view.hand)
        kinds = self.display_kinds()
        if not kinds:
            return hand, [False] * len(hand), [False] * len(hand), "wait"
        if "cover" in kinds:
            return hand, [False] * len(hand), [False] * len(hand), "cover"
        if "give" in kinds:
            return hand, [False] * len(hand), [False] * len(hand), "give"
        playable = {str(move.card) for move in view.legal_moves if move.kind == "play"}
        raised = [str(card) in playable for card in hand]
        dimmed = [not flag for flag in raised]
        return hand, raised, dimmed, "play"

    def current_hand_rects(self) -> tuple[list[Any], list[pygame.Rect], list[bool], str]:
        """Hand cards, their Rects, dimmed flags and the mode."""
        hand, raised, dimmed, mode = self.hand_state()
        if self.selected is not None and self.selected >= len(hand) + len(self.leftover_list()):
            self.selected = None
        selected = self.selected if self.selected is not None and self.selected < len(hand) \
            else None
        lifted = [flag or index == self.hovered and mode in ("cover", "give")
                  for index, flag in enumerate(raised)]
        rects = layout.hand_rects(len(hand), [card.suit for card in hand], lifted, selected)
        return hand, rects, dimmed, mode

    def leftover_list(self) -> list[Any]:
        """The face-up leftovers."""
        return list(self.session.view().leftovers)

    def leftover_rects(self) -> dict[str, pygame.Rect]:
        """Rects of the face-up leftovers, by card text."""
        box = layout.LEFTOVER_BOX
        rects = {}
        for index, card in enumerate(self.leftover_list()):
            rects[str(card)] = pygame.Rect(box.x + 8 + index * 34, box.y + 20,
                                           *theme.CARD_MINI)
        return rects

    def card_at(self, position: tuple[int, int]) -> int | None:
        """Index of the hand card under ``position`` (the topmost one)."""
        _, rects, _, _ = self.current_hand_rects()
        for index in range(len(rects) - 1, -1, -1):
            if rects[index].collidepoint(position):
                return index
        return None

    def card_rect(self, card: Any) -> pygame.Rect | None:
        """Where a hand card (or a leftover) is drawn: for tests and tools."""
        hand, rects, _, _ = self.current_hand_rects()
        for held, rect in zip(hand, rects, strict=True):
            if held == card:
                visible = rect.copy()
                index = hand.index(held)
                if index + 1 < len(rects):
                    visible.width = max(8, rects[index + 1].x - rect.x)
                return visible
        return self.leftover_rects().get(str(card))

    def action_buttons(self) -> list[Button]:
        """Pass (when these rules ever allow a pass), Hint and Undo."""
        buttons = [self.pass_button] if self.show_pass else []
        return [*buttons, self.hint_button, self.undo_button]

    def button_rect(self, name: str) -> pygame.Rect | None:
        """A button's Rect by name (pass, hint, undo, rules, sound, menu)."""
        for button in [self.pass_button, self.hint_button, self.undo_button, *self.buttons_top]:
            if button.name == name:
                return button.rect
        return None

    # ----------------------------------------------------------------- scene hooks

    def handle_event(self, event: pygame.event.Event) -> None:
        """Mouse and keyboard at the table."""
        self.refresh_buttons()
        for button in [*self.buttons_top, *self.action_buttons()]:
            if button.handle_event(event):
                if event.type == pygame.MOUSEBUTTONDOWN and not button.enabled:
                    self.explain_disabled(button.name)
                return
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def explain_disabled(self, name: str) -> None:
        """Say why a greyed button does nothing."""
        if name == "pass":
            if not self.session.human_to_move:
                self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            else:
                reason = self.session.check("pass")
                if reason:
                    self.say(reason, theme.DANGER)
        elif name == "undo":
            self.say(text("undo.none"), theme.TEXT_MUTED)

    def click(self, position: tuple[int, int]) -> None:
        """A left click somewhere on the table."""
        index = self.card_at(position)
        hand = self.session.view().hand
        if index is not None:
            self.selected = index
            self.act_on_card(hand[index])
            return
        for card in self.leftover_list():
            rect = self.leftover_rects()[str(card)]
            if rect.collidepoint(position):
                self.act_on_leftover(card)
                return
        target = self.slot_at(position)
        if target is not None and target in hand and "play" in self.legal_kinds():
            self.act_on_card(target)

    def slot_at(self, position: tuple[int, int]) -> Any | None:
        """The playable card whose open slot on the rows is under ``position``."""
        view = self.session.view()
        for row_index, card in self.open_slots(view):
            if self.card_slot(row_index, card).collidepoint(position):
                return card
        return None

    def key(self, key: int) -> None:
        """Arrows select, Enter plays, P pass, C cover, H hint, U undo, M sound, Esc menu."""
        hand = self.session.view().hand
        total = len(hand) + len(self.leftover_list())
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and total:
            step = -1 if key == pygame.K_LEFT else 1
            if self.selected is None:
                self.selected = self.first_raised() if step > 0 else total - 1
            else:
                self.selected = (self.selected + step) % total
        elif key in (pygame.K_UP,) and total:
            self.selected = self.first_raised()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.selected is None:
                if self.session.human_to_move and self.legal_kinds() == {"pass"}:
                    self.press_pass()
                else:
                    self.selected = self.first_raised()
                return
            if self.selected < len(hand):
                self.act_on_card(hand[self.selected])
            else:
                leftovers = self.leftover_list()
                self.act_on_leftover(leftovers[self.selected - len(hand)])
        elif key == pygame.K_p:
            self.press_pass()
        elif key == pygame.K_c:
            self.press_cover()
        elif key == pygame.K_h:
            self.press_hint()
        elif key == pygame.K_u:
            self.press_undo()
        elif key == pygame.K_m:
            self.toggle_sound()
        elif key == pygame.K_ESCAPE:
            self.open_menu()

    def first_raised(self) -> int | None:
        """Index of the first playable hand card, else the first card."""
        hand, raised, _, _ = self.hand_state()
        for index, flag in enumerate(raised):
            if flag:
                return index
        return 0 if hand else None

    def refresh_buttons(self) -> None:
        """Enable and label the action buttons for this moment."""
        session = self.session
        view = session.view()
        kinds = self.legal_kinds()
        self.pass_button.enabled = "pass" in kinds
        label = text("button.pass")
        left = self.passes_left(view)
        if "pass" in kinds and "play" in kinds:
            label = text("button.free_pass_unlimited") if left is None \
                else text("button.free_pass", left=left)
        elif "pass" in kinds and self.pass_puts_out(view):
            label = text("button.pass_out")
        elif "pass" in kinds and left:
            label = text("button.pass_left", left=left)
        self.pass_button.label = label
        self.pass_button.danger = "pass" in kinds and "play" not in kinds \
            and self.pass_puts_out(view)
        self.hint_button.enabled = session.human_to_move
        self.undo_button.enabled = session.can_undo

    def update(self, dt: float) -> None:
        """Flights, bubbles, bots, hints, and the move to the results screen."""
        self.time += dt
        for flight in self.flights:
            flight.elapsed += dt
        landed = [flight for flight in self.flights if flight.done]
        if landed:
            self.flights = [flight for flight in self.flights if not flight.done]
            for flight in landed:
                if flight.hidden_key is not None:
                    count = self.hidden.get(flight.hidden_key, 0) - 1
                    if count <= 0:
                        self.hidden.pop(flight.hidden_key, None)
                    else:
                        self.hidden[flight.hidden_key] = count
        for bubble in self.visible_bubbles():
            bubble.remaining -= dt
        self.bubbles = [bubble for bubble in self.bubbles if bubble.remaining > 0]
        if self.flash is not None:
            message, colour, remaining = self.flash
            self.flash = (message, colour, remaining - dt) if remaining > dt else None
        session = self.session
        session.update(dt, busy=self.busy)
        if len(session.view().events) != self.events_seen:
            self.process_events()
        my_turn = session.human_to_move
        if my_turn and not self.was_my_turn:
            self.app.sound.play("turn")
            self.selected = None
        self.was_my_turn = my_turn
        if session.hint is not None and my_turn and self.selected is None:
            hint_card = session.hint.move.card
            hand = list(session.view().hand)
            if hint_card is not None and hint_card in hand:
                self.selected = hand.index(hint_card)
        if session.game.over and not self.flights:
            self.over_timer += dt
            if self.over_timer >= (RESULTS_DELAY if session.speed != "instant" else 0.05):
                self.finish_deal()

    def finish_deal(self) -> None:
        """Score the deal, count it in the statistics, show the results."""
        from sevens.ui.persist import record_deal, record_match
        from sevens.ui.results import ResultsScene

        session = self.session
        already = session.recorded is not None
        result = session.record_result()
        if not already:
            human = session.human_seat
            record_deal(self.app.stats, session.rules_id, float(result.deltas[human]))
            if session.match_over:
                record_match(self.app.stats, session.rules_id, human in session.match.winners())
            self.app.save_stats()
            won = result.players[human].place == 1 and not session.autoplay
            self.app.sound.play("win" if won else "over")
        self.app.set_scene(ResultsScene(self.app, session))

    # ----------------------------------------------------------------- drawing

    def open_slots(self, view: Any) -> list[tuple[int, Any]]:
        """(row, card) for every open place on the rows: the next card at each end, and the
        starting card of rows not begun yet."""
        slots: list[tuple[int, Any]] = []
        placed: set[str] = set()
        for index, row in enumerate(view.rows):
            for card in (row.next_low, row.next_high):
                if card is not None and row.cards:
                    slots.append((index, card))
                    placed.add(f"{index}{card}")
        playable = set(map(str, view.playable))
        for card in view.playable:
            if any(f"{index}{card}" in placed for index in range(len(view.rows))):
                continue
            for index, row in enumerate(view.rows):
                if row.suit == card.suit and not row.cards:
                    slots.append((index, card))
                    break
        return [(index, card) for index, card in slots if str(card) in playable]

    def draw(self, surface: pygame.Surface) -> None:
        """Everything, back to front."""
        resources = self.app.resources
        view = self.session.view()
        surface.blit(resources.felt, (0, 0))
        self.refresh_buttons()
        self.draw_top_bar(surface, view)
        self.draw_rows(surface, view)
        for seat, rect in self.panels.items():
            self.draw_seat(surface, view, seat, rect)
        self.draw_my_panel(surface, view)
        self.draw_leftovers(surface, view)
        self.draw_hand(surface, view)
        self.draw_status(surface, view)
        for button in self.action_buttons():
            button.draw(surface, resources)
        self.draw_flights(surface)
        self.draw_bubbles(surface)

    def draw_top_bar(self, surface: pygame.Surface, view: Any) -> None:
        """Rule system, deal number, pool and the small buttons."""
        resources = self.app.resources
        bar = pygame.Rect(0, 0, theme.LOGICAL_SIZE[0], layout.TOP_BAR_HEIGHT)
        surface.blit(resources.panel(bar.size, (6, 34, 22), 170, radius=0), bar)
        title = resources.text(text(f"preset.{self.session.rules_id}.title"), 18, theme.TEXT,
                               bold=True)
        surface.blit(title, (16, 9))
        deal = resources.text(text("table.deal_of", deal=self.session.deal_number,
                                   deals=self.session.deals), 15, theme.TEXT_MUTED)
        surface.blit(deal, (28 + title.get_width(), 12))
        opening = self.opening_rank(view)
        if opening is not None:
            note = resources.text(text("table.start_rank", rank=theme.rank_label(opening)), 15,
                                  theme.ACCENT)
            surface.blit(note, (44 + title.get_width() + deal.get_width(), 12))
        if self.session.rules.scoring == "chips" or view.pool:
            pool = resources.text(text("table.pool", chips=view.pool), 17, theme.ACCENT,
                                  bold=True)
            chip_x = 640 - pool.get_width() // 2
            self.draw_chip(surface, (chip_x - 16, 20))
            surface.blit(pool, (chip_x, 10))
        if self.session.autoplay:
            badge = resources.text(text("autoplay.banner"), 14, theme.ACCENT, bold=True)
            surface.blit(badge, (920 - badge.get_width(), 12))
        for button in self.buttons_top:
            button.draw(surface, resources)

    def opening_rank(self, view: Any) -> int | None:
        """The rank the first card set for every row (Domino-style starts), once led."""
        if self.session.rules.start != "any-rank":
            return None
        for event in view.events:
            if isinstance(event, engine_events.CardPlayed):
                return event.card.rank
        return None

    def draw_chip(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """A small poker chip."""
        pygame.draw.circle(surface, theme.ACCENT_DARK, centre, 10)
        pygame.draw.circle(surface, theme.ACCENT, centre, 8)
        pygame.draw.circle(surface, theme.ACCENT_DARK, centre, 4, 1)

    def draw_rows(self, surface: pygame.Surface, view: Any) -> None:
        """The rows: cards down, the open slots at each end, markers on last cards."""
        art = self.app.art
        geometry = self.rows
        size = geometry.card_size
        for index, row in enumerate(view.rows):
            band = geometry.row_rect(index).inflate(12, 8)
            surface.blit(self.app.resources.panel(band.size, (0, 0, 0), 34, radius=10), band)
            if band.x >= layout.ROWS_AREA.x + 20:
                symbol = self.app.resources.text(theme.SUIT_SYMBOLS[row.suit],
                                                 22 if size[1] > 50 else 16, (14, 60, 38))
                surface.blit(symbol, symbol.get_rect(midright=(band.x - 4, band.centery)))
        my_cards = {str(card) for card in view.hand}
        legal_cards = {str(move.card) for move in view.legal_moves if move.kind == "play"}
        for row_index, card in self.open_slots(view):
            rect = self.card_slot(row_index, card)
            mine = str(card) in my_cards
            colour = theme.SLOT_PLAYABLE if str(card) in legal_cards else \
                (theme.SLOT_PLAYABLE if mine else theme.SLOT_OUTLINE)
            label = theme.rank_label(card.rank)
            surface.blit(art.slot(size, colour, label, 60 if mine else 24), rect)
        markers = self.last_card_marks(view)
        for index, row in enumerate(view.rows):
            for card in row.cards:
                key = (index, str(card))
                if key in self.hidden:
                    continue
                rect = self.card_slot(index, card, row)
                art.draw_card(surface, card, size, rect.topleft)
                seat = markers.get(key)
                if seat is not None:
                    self.draw_marker(surface, seat, (rect.right - 6, rect.y + 6))
        for index, card, _seat, rect in self.waiting_laid(view):
            if (index, LAID_PREFIX + str(card)) in self.hidden:
                continue
            art.draw_card(surface, card, size, rect.topleft, shadow=False, dimmed=True)
            pygame.draw.rect(surface, theme.DANGER, rect.inflate(2, 2), 2,
                             border_radius=art.radius(size) + 1)

    def draw_marker(self, surface: pygame.Surface, seat: int, centre: tuple[int, int]) -> None:
        """The small coloured dot that marks a seat's last card."""
        pygame.draw.circle(surface, (20, 30, 24), centre, 7)
        pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)],
                           centre, 5)

    def seat_lines(self, view: Any, seat: int) -> list[tuple[str, theme.Colour]]:
        """The short facts shown in a seat's panel."""
        rules = self.session.rules
        lines = []
        count = view.hand_sizes[seat]
        place = self.finished_place(view, seat)
        if view.out[seat]:
            lines.append((text("seat.out_line"), theme.DANGER))
        elif place is not None:
            lines.append((text("seat.finished_line", place=place_name(place)), theme.GOOD))
        else:
            cards = text("seat.card") if count == 1 else (
                text("seat.no_cards") if count == 0 else text("seat.cards", count=count))
            lines.append((cards, theme.TEXT))
        if rules.when_stuck == "cover":
            lines.append((text("seat.covered", count=view.covered_counts[seat]),
                          theme.DANGER if view.covered_counts[seat] else theme.TEXT_MUTED))
        elif view.free_passes_left[seat] is not None and (rules.free_passes or
                                                          rules.pass_limit_out):
            if not view.out[seat] and place is None:  # passes left matter only in play
                lines.append((text("seat.passes_left", count=view.free_passes_left[seat]),
                              theme.TEXT_MUTED))
        else:
            lines.append((text("seat.passed", count=view.passes_taken[seat]), theme.TEXT_MUTED))
        total = self.session.match.totals[seat]
        if rules.lower_is_better:
            lines.append((text("seat.penalty", score=format_score(total, penalty=True)),
                          theme.TEXT_MUTED))
        else:
            lines.append((text("seat.score", score=format_score(total)), theme.TEXT_MUTED))
        return lines

    @staticmethod
    def finished_place(view: Any, seat: int) -> int | None:
        """1 for the first to empty their hand, 2 for the next …; None while still playing."""
        if seat in view.finished_order:
            return view.finished_order.index(seat) + 1
        return None

    def seat_status(self, view: Any, seat: int) -> tuple[str, theme.Colour] | None:
        """The badge under a seat's panel: Out, Finished 2nd, or thinking…"""
        place = self.finished_place(view, seat)
        if place is not None:
            return text("seat.finished", place=place_name(place)), theme.GOOD
        if view.out[seat]:
            return text("seat.eliminated"), theme.DANGER
        if view.current_player == seat and not view.over and self.session.is_bot(seat):
            dots = "." * (1 + int(self.time * 3) % 3)
            return text("seat.thinking").rstrip("…").rstrip(".") + dots, theme.ACCENT
        return None

    def draw_seat(self, surface: pygame.Surface, view: Any, seat: int,
                  rect: pygame.Rect) -> None:
        """An opponent: name, cards, covered pile, passes, score, last card, turn marker."""
        resources = self.app.resources
        to_move = view.current_player == seat and not view.over
        if to_move:
            glow = rect.inflate(10, 10)
            surface.blit(resources.panel(glow.size, theme.ACCENT, 70, radius=16), glow)
        done = view.out[seat] or seat in view.finished_order
        draw_panel(surface, resources, rect, alpha=120 if done else 175,
                   border=theme.ACCENT if to_move else theme.PANEL_BORDER)
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
        pygame.draw.circle(surface, colour, (rect.x + 14, rect.y + 17), 5)
        name = resources.text(seat_name(seat, self.session.human_seat), 17,
                              theme.TEXT_MUTED if done else theme.TEXT, bold=True)
        surface.blit(name, (rect.x + 24, rect.y + 7))
        if seat == view.dealer:
            self.draw_dealer_button(surface, (rect.x + 40 + name.get_width(), rect.y + 18))
        y = rect.y + 32
        for line, ink in self.seat_lines(view, seat):
            rendered = resources.text(line, 14, ink)
            surface.blit(rendered, (rect.x + 12, y))
            y += 19
        last = view.last_played[seat]
        if last is not None:
            card_y = rect.y + (rect.height - theme.CARD_MINI[1]) // 2 + 4
            self.app.art.draw_card(surface, last, theme.CARD_MINI, (rect.right - 42, card_y),
                                   shadow=False)
            self.draw_marker(surface, seat, (rect.right - 12, card_y + 6))
        covered = view.covered_counts[seat]
        if covered and self.session.rules.when_stuck == "cover":
            for index in range(min(covered, 5)):
                self.app.art.draw_card(surface, None, (18, 26),
                                       (rect.right - 74 + index * 3, rect.y + 51 - index),
                                       shadow=False)
        status = self.seat_status(view, seat)
        if status is not None:
            badge = resources.text(status[0], 13, theme.TEXT_DARK, bold=True)
            box = badge.get_rect(center=(rect.centerx, rect.bottom - 2)).inflate(14, 6)
            surface.blit(resources.panel(box.size, status[1], 255, radius=box.height // 2), box)
            surface.blit(badge, badge.get_rect(center=box.center))

    def draw_dealer_button(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        """A white 'D' disc next to the dealer's name."""
        pygame.draw.circle(surface, (240, 240, 232), centre, 9)
        letter = self.app.resources.text("D", 11, theme.TEXT_DARK, bold=True)
        surface.blit(letter, letter.get_rect(center=centre))

    def draw_my_panel(self, surface: pygame.Surface, view: Any) -> None:
        """Your own seat: name, score, passes, and the cards you covered (face up to you)."""
        resources = self.app.resources
        rect = layout.MY_PANEL
        human = self.session.human_seat
        to_move = view.current_player == human and not view.over
        draw_panel(surface, resources, rect, alpha=175,
                   border=theme.ACCENT if to_move else theme.PANEL_BORDER)
        pygame.draw.circle(surface, theme.SEAT_COLOURS[human % len(theme.SEAT_COLOURS)],
                           (rect.x + 14, rect.y + 17), 5)
        name = resources.text(seat_name(human, human), 17, theme.TEXT, bold=True)
        surface.blit(name, (rect.x + 24, rect.y + 7))
        if human == view.dealer:
            self.draw_dealer_button(surface, (rect.x + 40 + name.get_width(), rect.y + 18))
        lines = self.seat_lines(view, human)[1:]
        place = self.finished_place(view, human)
        if view.out[human]:
            lines += [(part, theme.DANGER) for part in
                      resources.wrap(text("seat.my_out"), 14, rect.width - 24)]
        elif place is not None:
            lines += [(part, theme.GOOD) for part in resources.wrap(
                text("seat.my_finished", place=place_name(place)), 14, rect.width - 24)]
        y = rect.y + 32
        for line, ink in lines:
            surface.blit(resources.text(line, 14, ink), (rect.x + 12, y))
            y += 19
        if view.covered:
            label = resources.text(text("table.covered_mine"), 12, theme.TEXT_MUTED)
            surface.blit(label, (rect.x + 12, y + 2))
            pitch = min(22, (rect.width - 24 - theme.CARD_MINI[0]) // max(1, len(view.covered) - 1))
            for index, card in enumerate(view.covered):
                self.app.art.draw_card(surface, card, theme.CARD_MINI,
                                       (rect.x + 12 + index * pitch, y + 20), shadow=False,
                                       dimmed=True)
        last = view.last_played[human]
        if last is not None and not view.covered:
            self.app.art.draw_card(surface, last, theme.CARD_MINI,
                                   (rect.right - 40, rect.y + 10), shadow=False)
            self.draw_marker(surface, human, (rect.right - 10, rect.y + 12))

    def draw_leftovers(self, surface: pygame.Surface, view: Any) -> None:
        """The face-up leftovers of equal hands, playable by anyone."""
        if not view.leftovers:
            return
        resources = self.app.resources
        box = layout.LEFTOVER_BOX
        draw_panel(surface, resources, box, alpha=150)
        surface.blit(resources.text(text("table.leftovers"), 12, theme.TEXT_MUTED),
                     (box.x + 8, box.y + 4))
        legal = {str(move.card) for move in view.legal_moves if move.kind == "leftover"}
        selected_leftover = None
        if self.selected is not None and self.selected >= len(view.hand):
            selected_leftover = self.selected - len(view.hand)
        for index, (key, rect) in enumerate(self.leftover_rects().items()):
            card = view.leftovers[index]
            lifted = rect.move(0, -6) if key in legal else rect
            self.app.art.draw_card(surface, card, theme.CARD_MINI, lifted.topleft,
                                   dimmed=bool(legal) and key not in legal)
            if index == selected_leftover:
                pygame.draw.rect(surface, theme.ACCENT, lifted.inflate(4, 4), 2, border_radius=5)

    def draw_hand(self, surface: pygame.Surface, view: Any) -> None:
        """Your cards, fanned: playable ones raised, the rest dimmed; penalties when covering."""
        hand, rects, dimmed, mode = self.current_hand_rects()
        self.hand_rect_cache = {str(card): rect for card, rect in zip(hand, rects, strict=True)}
        hint_card = None
        hint = self.session.hint
        if hint is not None and hint.move.card is not None:
            hint_card = str(hint.move.card)
        resources = self.app.resources
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            self.app.art.draw_card(surface, card, theme.CARD_HAND, rect.topleft,
                                   dimmed=dimmed[index])
            if mode == "cover":
                penalty = resources.text(f"\u2212{card.rank}", 13, (255, 255, 255), bold=True)
                box = penalty.get_rect(topleft=(rect.x + 6, rect.bottom - 26)).inflate(8, 4)
                surface.blit(resources.panel(box.size, (190, 40, 50), 235, radius=8), box)
                surface.blit(penalty, penalty.get_rect(center=box.center))
            if str(card) == hint_card:
                pygame.draw.rect(surface, theme.GOOD, rect.inflate(6, 6), 3, border_radius=10)
            if index == self.selected:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=10)

    def status_line(self, view: Any) -> tuple[str, theme.Colour]:
        """What to do now, in a few words."""
        session = self.session
        if self.flash is not None:
            return self.flash[0], self.flash[1]
        if view.over:
            return text("status.deal_over"), theme.TEXT
        if session.hint_pending:
            return text("hint.thinking"), theme.TEXT_MUTED
        if session.hint is not None and session.human_to_move:
            move = describe_move(session.hint.move)
            reason = f" — {session.hint.reason}" if session.hint.reason else ""
            return text("hint.prefix", move=move) + reason, theme.GOOD
        if view.legal_moves:
            kinds = self.display_kinds()
            if "cover" in kinds:
                if self.selected is not None and self.selected < len(view.hand):
                    card = view.hand[self.selected]
                    return text("status.cover_card", card=card_text(card),
                                penalty=card.rank), theme.ACCENT
                return text("status.cover"), theme.ACCENT
            if "give" in kinds:
                receiver = view.pending_give_to
                return text("status.give", name=seat_name(receiver, session.human_seat)), \
                    theme.ACCENT
            if "play" in kinds or "leftover" in kinds or "pass" in kinds:
                return self.play_or_pass_line(view, kinds)
        seat = view.current_player
        if seat is None:
            return "", theme.TEXT
        return text("status.waiting", name=seat_name(seat, session.human_seat)), \
            theme.TEXT_MUTED

    def passes_left(self, view: Any) -> int | None:
        """The human seat's passes left, or None when passes are not counted (no limit, or no
        free passes and no elimination: then passing is simply what a stuck player does)."""
        rules = self.session.rules
        if not (rules.free_passes or rules.pass_limit_out):
            return None
        return view.free_passes_left[view.seat]

    def pass_puts_out(self, view: Any) -> bool:
        """True when a pass now would put the human seat out (pass limit reached)."""
        return bool(self.session.rules.pass_limit_out) and self.passes_left(view) == 0

    def play_or_pass_line(self, view: Any, kinds: set[str]) -> tuple[str, theme.Colour]:
        """The prompt when the human may play and/or pass, with the passes they have left."""
        rules = self.session.rules
        left = self.passes_left(view)
        passes = "" if left is None else (
            text("passes.one") if left == 1 else text("passes.many", count=left))
        if "play" in kinds and "pass" in kinds:
            if left is None:
                return text("status.your_turn_free"), theme.ACCENT
            if left == 1 and rules.pass_limit_out:
                return text("status.your_turn_free_last"), theme.ACCENT
            return text("status.your_turn_free_left", passes=passes), theme.ACCENT
        if "play" in kinds:
            if left == 0 and rules.free_passes:
                return text("status.your_turn_no_passes"), theme.ACCENT
            return text("status.your_turn"), theme.ACCENT
        if "leftover" in kinds:
            return text("status.leftover"), theme.ACCENT
        if self.pass_puts_out(view):
            return text("status.pass_out"), theme.DANGER
        if left == 1 and rules.pass_limit_out:
            return text("status.pass_last"), theme.ACCENT
        if left:
            return text("status.pass_left", passes=passes), theme.ACCENT
        return text("status.your_turn_pass"), theme.ACCENT

    def draw_status(self, surface: pygame.Surface, view: Any) -> None:
        """The pill between the rows and the hand."""
        message, colour = self.status_line(view)
        if not message:
            return
        resources = self.app.resources
        rendered = resources.text(message, 16, colour,
                                  bold=colour in (theme.ACCENT, theme.DANGER))
        if rendered.get_width() <= STATUS_WIDTH:
            box = rendered.get_rect(center=layout.STATUS_CENTRE).inflate(28, 10)
            surface.blit(resources.panel(box.size, (6, 30, 20), 200, radius=box.height // 2),
                         box)
            surface.blit(rendered, rendered.get_rect(center=box.center))
            return
        # A long line (a hint with its reasons): two lines at 14 pt, between the rows and
        # the raised cards of the hand, never over the panels at the sides.
        lines = [resources.text(line, 14, colour) for line in self.status_lines(message)]
        width = max(line.get_width() for line in lines)
        box = pygame.Rect(0, 0, width + 28, 17 * len(lines) + 8)
        box.midbottom = (layout.STATUS_CENTRE[0], layout.HAND_AREA.y - layout.HAND_RAISE - 10)
        surface.blit(resources.panel(box.size, (6, 30, 20), 215, radius=12), box)
        for index, line in enumerate(lines):
            surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + 4 + 17 * index)))

    def status_lines(self, message: str) -> list[str]:
        """A long status message wrapped into at most two lines (cached per message)."""
        if self._status_wrap[0] != message:
            lines = self.app.resources.wrap(message, 14, STATUS_WIDTH)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
                while self.app.resources.font(14).size(lines[1] + "…")[0] > STATUS_WIDTH:
                    lines[1] = lines[1].rsplit(" ", 1)[0]
                lines[1] += "…"
            self._status_wrap = (message, lines)
        return self._status_wrap[1]

    def draw_flights(self, surface: pygame.Surface) -> None:
        """Cards on their way."""
        art = self.app.art
        for flight in self.flights:
            if flight.elapsed < flight.delay:
                continue
            t = flight.progress()
            x = flight.start[0] + (flight.end[0] - flight.start[0]) * t
            y = flight.start[1] + (flight.end[1] - flight.start[1]) * t - 30 * (4 * t * (1 - t))
            width = round(flight.size_from[0] + (flight.size_to[0] - flight.size_from[0]) * t)
            height = round(flight.size_from[1] + (flight.size_to[1] - flight.size_from[1]) * t)
            size = self.snap_size((width, height))
            art.draw_card(surface, flight.card, size, (round(x), round(y)))

    @staticmethod
    def snap_size(size: tuple[int, int]) -> tuple[int, int]:
        """Round a flight's size to one of the cached card sizes (keeps the cache small)."""
        choices = (theme.CARD_MINI, theme.CARD_ROW, theme.CARD_HAND)
        return min(choices, key=lambda choice: abs(choice[0] - size[0]))

    def bubble_layout(self) -> list[tuple[Bubble, pygame.Rect]]:
        """Where each visible bubble goes (two a seat at a time), never over the rows.

        An opponent's bubbles sit inside their own panel, under the name, on a veil over the
        small print (see :meth:`bubble_veil`); yours sit just above your panel, where the
        felt is free at every table size.
        """
        resources = self.app.resources
        by_seat: dict[int, list[Bubble]] = {}
        for bubble in self.visible_bubbles():
            by_seat.setdefault(bubble.seat, []).append(bubble)
        placed: list[tuple[Bubble, pygame.Rect]] = []
        for seat, shown in by_seat.items():
            boxes = []
            for bubble in shown:
                width, height = resources.text(bubble.message, BUBBLE_FONT, theme.TEXT_DARK,
                                               bold=True).get_size()
                boxes.append(pygame.Rect(0, 0, width + 20, height + 8))
            if seat == self.session.human_seat:
                bottom = layout.MY_PANEL.y - 4
                for bubble, box in zip(reversed(shown), reversed(boxes), strict=True):
                    box.midbottom = (layout.MY_PANEL.centerx, bottom)
                    bottom = box.y - 4
                    placed.append((bubble, box))
                continue
            veil = self.bubble_veil(seat)
            if veil is None:
                continue
            top = veil.centery - (sum(box.height for box in boxes) + 4 * (len(boxes) - 1)) // 2
            for bubble, box in zip(shown, boxes, strict=True):
                box.midtop = (veil.centerx, top)
                if box.width <= veil.width:
                    box.clamp_ip(veil)
                top = box.bottom + 4
                placed.append((bubble, box))
        return placed

    def bubble_veil(self, seat: int) -> pygame.Rect | None:
        """The part of an opponent's panel under the name, where their bubbles show."""
        panel = self.panels.get(seat)
        if panel is None:
            return None
        top = panel.y + PANEL_NAME_HEIGHT
        return pygame.Rect(panel.x + 3, top, panel.width - 6, panel.bottom - 14 - top)

    def draw_bubbles(self, surface: pygame.Surface) -> None:
        """Pass, Covered, Out! and bonuses by the seats (see :meth:`bubble_layout`)."""
        resources = self.app.resources
        veiled: dict[int, float] = {}
        for bubble in self.bubbles:
            veiled[bubble.seat] = max(veiled.get(bubble.seat, 0.0), bubble.remaining)
        for seat, remaining in veiled.items():
            veil = self.bubble_veil(seat) if seat != self.session.human_seat else None
            if veil is not None:
                alpha = fade(252, remaining)
                surface.blit(resources.panel(veil.size, theme.PANEL, alpha, radius=8), veil)
        for bubble, box in self.bubble_layout():
            rendered = resources.text(bubble.message, BUBBLE_FONT, theme.TEXT_DARK, bold=True)
            alpha = fade(255, bubble.remaining)
            fill = bubble.colour if bubble.colour != theme.TEXT else (250, 248, 236)
            surface.blit(resources.panel(box.size, fill, alpha, radius=box.height // 2), box)
            rendered.set_alpha(alpha)
            surface.blit(rendered, rendered.get_rect(center=box.center))
            rendered.set_alpha(None)
