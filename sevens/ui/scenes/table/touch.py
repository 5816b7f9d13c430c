"""Fingers at the table: a card is played in two taps, or dragged onto its place.

A finger is not a mouse: it cannot point without pressing, and it misses by a few millimetres.
So a touch never plays a card at once. The first tap on a card lifts it and lights where it
goes (stuck in Douque: what covering it costs); a second tap on the card, or on its lit place,
plays it; a tap anywhere else puts it back. Dragging a card onto its place plays it too. A long
press tells what the card frees or blocks (:mod:`.card_info`). Nothing hovers: a finger that
has lifted leaves no card raised as if it were a suggestion.

The mouse and the keyboard keep their one-click play (:mod:`.input`). Finger events arrive here
with ``pos`` in logical pixels (:class:`sevens.ui.touch_router.TouchRouter`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.app.session import card_text
from sevens.app.translation import text
from sevens.cards import Card
from sevens.game import View
from sevens.ui import theme
from sevens.ui.scenes.table.card_info import CardInfo, card_info_lines
from sevens.ui.scenes.table.input import TableInput
from sevens.ui.scenes.table.interaction import ARMED, EXPLAIN
from sevens.ui.scenes.table.thumbs import lit_areas

LONG_PRESS_SECONDS = 0.5
DRAG_DISTANCE = 14  # logical pixels a finger moves before a press becomes a drag
DROP_MARGIN = 18  # a dragged card dropped this near its place still lands there
DRAG_LIFT = 40  # a dragged card rides this far above the finger, so the thumb hides nothing


@dataclass
class Press:
    """A finger on the table, from down to up."""

    start: tuple[int, int]
    position: tuple[int, int]
    began: float
    item: tuple[str, Card, int] | None  # ("hand" or "leftover", card, selection index)
    on_log: bool = False
    log_scroll: int = 0
    dragging: bool = False
    long: bool = False


class TableTouch(TableInput):
    """Touch: one part of the table scene."""

    accepts_touch = True
    press: Press | None = None
    card_info: CardInfo | None = None

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.event.Event) -> None:
        """Fingers here; the mouse and keys as before (a click ends a touch selection).
        While an online table's reactions are open, a press anywhere else only closes them."""
        if self.reactions.closes(event):
            return
        if event.type == pygame.FINGERDOWN:
            self.finger_down(event.pos)
        elif event.type == pygame.FINGERMOTION:
            self.finger_motion(event.pos)
        elif event.type == pygame.FINGERUP:
            self.finger_up(event.pos)
        else:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.interaction.disarm()
                self.card_info = None
            super().handle_event(event)
            return
        self.app.invalidate()

    def finger_down(self, position: tuple[int, int]) -> None:
        """A finger lands: remember what it is on (a tap, a drag or a long press follows)."""
        self.hand_view.hovered = None
        self.card_info = None
        on_log = self.move_log.hit(position, self.table_layout)
        item = None if on_log else self.hand_view.hit(position, touch=True)
        self.press = Press(position, position, self.time, item, on_log, self.move_log.scroll)

    def finger_motion(self, position: tuple[int, int]) -> None:
        """A finger moves: past a few pixels a press on a card becomes a drag (when the card
        may go on the rows now); on the open move log it scrolls."""
        press = self.press
        if press is None:
            return
        press.position = position
        moved = abs(position[0] - press.start[0]) + abs(position[1] - press.start[1])
        if press.on_log:
            self.move_log.scroll = press.log_scroll
            self.scroll_log(round((position[1] - press.start[1])
                                  / self.move_log.pitch(self.table_layout)))
            return
        if press.dragging or press.long or moved < DRAG_DISTANCE or press.item is None:
            return
        where, card, index = press.item
        session = self.session
        if self.human_may_act() and self.interaction.lift(session.view(), session.human_to_move,
                                                           where, card, index):
            press.dragging = True

    def finger_up(self, position: tuple[int, int]) -> None:
        """A finger lifts: a drop, the end of a long press, or a tap."""
        press, self.press = self.press, None
        if press is None or press.on_log:
            return
        if press.long:
            return
        if press.dragging:
            self.drop(press, position)
            return
        self.tap(position)

    def update_touch(self, dt: float) -> None:
        """A press held still long enough shows the card's info; the info fades in time; a
        lifted card is put back when the moment for it has passed."""
        press = self.press
        if press is not None and not (press.dragging or press.long or press.on_log) \
                and press.item is not None and self.time - press.began >= LONG_PRESS_SECONDS:
            press.long = True
            where, card, _ = press.item  # what the pressed card frees or blocks
            covering = where == "hand" and "cover" in self.choices().kinds
            anchor = self.card_rect(card) or pygame.Rect(press.start, (1, 1))
            self.card_info = CardInfo(card, card_info_lines(self.session.view(), card,
                                                            covering), anchor.copy())
            self.app.invalidate()
        if self.card_info is not None and self.card_info.tick(dt):
            self.card_info = None
            self.app.invalidate()
        session = self.session
        if self.interaction.expire(session.view(), session.human_to_move):
            self.app.invalidate()

    # ------------------------------------------------------------------ taps

    def tap(self, position: tuple[int, int]) -> None:
        """A short touch: a button, a card (lift, or play when lifted), a lit place, or the
        felt (put the lifted card back)."""
        self.refresh_buttons()
        if self.move_log.hit(position, self.table_layout):
            return  # a tap on the open log does nothing else
        for button in [*self.buttons_top, *self.action_buttons()]:
            if button.rect.collidepoint(position):
                self.interaction.disarm()
                button.press()
                if not button.enabled:
                    self.explain_disabled(button.name)
                return
        item = self.hand_view.hit(position, touch=True)
        if item is not None:
            self.tap_card(item)
            return
        for row, card, area in self.lit_places():
            if area.collidepoint(position):
                self.play_on_row(row, card)  # the lifted card is put down there
                return
        view = self.session.view()
        slot = self.rows_view.hit(position, view)
        if slot is not None and self.human_may_act():
            row, card = slot
            if self.armed is not None and self.armed[1] == card:
                self.play_on_row(row, card)  # the lifted card is put down there
                return
            if card in view.hand:
                self.tap_card(("hand", card, view.hand.index(card)))
                return
            if card in view.leftovers:
                self.tap_card(("leftover", card, len(view.hand) + view.leftovers.index(card)))
                return
        self.interaction.put_back()  # the lifted card goes back into the hand

    def lit_places(self) -> list[tuple[int, Card, pygame.Rect]]:
        """(row, card, touch area) of each place the lifted card is lit at. On a compact
        table the area is at least a thumb (:attr:`~.layout.TableLayout.thumb`) each
        way around the place drawn, two areas that would meet split between their places."""
        session = self.session
        targets = self.interaction.lit_ways(session.view(), session.human_to_move,
                                            self.human_may_act())
        if not targets:
            return []
        card = self.interaction.armed[1]  # type: ignore[index]  # lit: a card is lifted
        areas = lit_areas([self.card_slot(row, card) for _move, row in targets],
                          self.table_layout.thumb)
        return [(row, card, area) for (_move, row), area in zip(targets, areas, strict=True)]

    def tap_card(self, item: tuple[str, Card, int]) -> None:
        """First tap: lift the card (or say why it cannot go); second tap: play it."""
        where, card, index = item
        if not self.session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            self.app.sound.play("refused")
            return
        session = self.session
        decision = self.interaction.tap(session.view(), session.human_to_move,
                                        self.human_may_act(), where, card, index)
        if decision.action == EXPLAIN:  # no legal move: the engine says why, once
            reason = session.check(decision.move)  # type: ignore[arg-type]
            self.say(reason or "", theme.DANGER)
            self.app.sound.play("refused")
        elif decision.action == ARMED:
            self.status.clear()
        else:
            self.follow(decision)

    def drop(self, press: Press, position: tuple[int, int]) -> None:
        """A dragged card let go: on (or near) its place it is played there; anywhere else
        it goes back into the hand."""
        assert press.item is not None
        where, card, _ = press.item
        lifted = (position[0], position[1] - DRAG_LIFT)

        def on_place(row: int) -> bool:
            place = self.card_slot(row, card).inflate(2 * DROP_MARGIN, 2 * DROP_MARGIN)
            return place.collidepoint(position) or place.collidepoint(lifted)

        session = self.session
        move = self.interaction.drop(session.view(), session.human_to_move, where, card,
                                     on_place)
        if move is not None:
            self.attempt(move)

    # ------------------------------------------------------------------ drawing

    def touch_prompt(self, view: View) -> tuple[str, theme.Colour] | None:
        """The status line for a lifted card: what the second tap will do."""
        session = self.session
        if self.armed is None or self.status.flash is not None \
                or not self.interaction.armed_valid(session.view(), session.human_to_move):
            return None
        where, card = self.armed
        kinds = self.hand_view.kinds()
        if where == "hand" and "cover" in kinds:
            return text("touch.cover_again", card=card_text(card), penalty=card.rank), \
                theme.ACCENT
        if where == "hand" and "give" in kinds:
            receiver = view.pending_give_to
            name = self.session.seat_name(receiver) if receiver is not None else ""
            return text("touch.give_again", card=card_text(card), name=name), theme.ACCENT
        choice = self.row_choice()
        if choice is not None:
            return text("touch.choose_row", card=card_text(card),
                        suit=theme.SUIT_SYMBOLS[card.suit]), theme.ACCENT
        return text("touch.play_again", card=card_text(card)), theme.ACCENT

    def draw_touch(self, surface: pygame.Surface, view: View) -> None:
        """The lifted card's places, the dragged card under the finger, a long press's info."""
        art = self.app.art
        session = self.session
        targets = self.interaction.lit_ways(session.view(), session.human_to_move,
                                            self.human_may_act())
        if targets:  # the lifted card's places (two rows: the ringed current one)
            card = self.interaction.armed[1]  # type: ignore[index]  # lit: a card is lifted
            size = self.rows.card_size
            choice = self.row_choice()
            for _move, row in targets:
                place = self.card_slot(row, card)
                ghost = art.face(card, size).copy()
                ghost.set_alpha(190)
                surface.blit(ghost, place)
                if choice is None:
                    pygame.draw.rect(surface, theme.ACCENT, place.inflate(10, 10), 4,
                                     border_radius=art.radius(size) + 4)
        press = self.press
        if press is not None and press.dragging and press.item is not None:
            card = press.item[1]
            size = self.table_layout.hand_card
            x = press.position[0] - size[0] // 2
            y = press.position[1] - DRAG_LIFT - size[1] // 2
            art.draw_card(surface, card, size, (x, y))
        if self.card_info is not None:
            status = self.status_box(view)
            self.card_info.draw(surface, self.app.resources, self.table_layout,
                                None if status is None else status.rect)
