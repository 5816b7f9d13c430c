"""Mouse, keys and fingers at the table, a part the scene holds: each event becomes an intent
of :class:`~sevens.ui.scenes.table.interaction.TableInteraction` or one of the table's actions
(:class:`~sevens.ui.scenes.table.base.TableBase`), the same whatever points.

The mouse and the keyboard play a card in one click. A finger is not a mouse: it cannot point
without pressing, and it misses by a few millimetres. So a touch never plays a card at once.
The first tap on a card lifts it and lights where it goes (stuck in Douque: what covering it
costs); a second tap on the card, or on its lit place, plays it; a tap anywhere else puts it
back. Dragging a card onto its place plays it too. A long press tells what the card frees or
blocks (:mod:`.card_info`). Nothing hovers: a finger that has lifted leaves no card raised as
if it were a suggestion. Finger events arrive with ``pos`` in logical pixels
(:class:`sevens.ui.raw_input.TouchRouter`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.app.translation import text
from sevens.cards import Card
from sevens.game import View
from sevens.ui import theme
from sevens.ui.narration import hand_line
from sevens.ui.scenes.table.base import TableBase
from sevens.ui.scenes.table.card_info import CardInfo, card_info_lines
from sevens.ui.scenes.table.hand import Item
from sevens.ui.scenes.table.interaction import HAND

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
    item: Item | None  # ("hand" or "leftover", card, selection index)
    log_from: int | None = None  # on the open log: the line it showed first then
    dragging: bool = False
    long: bool = False


class TableInput:
    """What points at the ``table`` and what it presses: the finger on it (:attr:`press`)
    and the long press's panel (:attr:`card_info`)."""

    def __init__(self, table: TableBase) -> None:
        self.table = table
        self.press: Press | None = None
        self.card_info: CardInfo | None = None

    # ------------------------------------------------------------------ events

    def handle(self, event: pygame.event.Event) -> None:
        """Fingers, the mouse and the keys. While an online table's reactions are open, a
        press anywhere else only closes them; a click or a key ends a touch selection."""
        table = self.table
        if table.reactions.closes(event):
            return
        if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            {pygame.FINGERDOWN: self.finger_down, pygame.FINGERMOTION: self.finger_motion,
             pygame.FINGERUP: self.finger_up}[event.type](event.pos)
            table.app.invalidate()
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            table.interaction.armed = None  # a click or a key: no card stays lifted
            self.card_info = None
            table.keys_used |= event.type == pygame.KEYDOWN
        if table.move_log.open and table.move_log.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            for button in [*table.buttons_top, *table.action_buttons()]:
                button.handle_event(event)  # lit under the pointer
            table.hand_view.hovered = table.hand_view.card_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.tap(event.pos, finger=False)
        elif event.type == pygame.KEYDOWN:
            table.refresh_buttons()
            self.key(event.key)

    def key(self, key: int) -> None:
        """Arrows select, Enter plays, Tab switches the row (two packs), P pass, C cover,
        H hint, U undo, L the move log, M sound, R reads out your hand, F1 or ? the rules
        (and the list of keys), Esc the menu."""
        table = self.table
        table.keys_used = True
        session, interaction = table.session, table.interaction
        total, selected = len(interaction.items()), interaction.selected
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and total and selected is not None:
            interaction.choose((selected + (1 if key == pygame.K_RIGHT else -1)) % total)
        elif key == pygame.K_LEFT and total:  # from nothing selected: the last card
            interaction.choose(total - 1)
        elif key in (pygame.K_RIGHT, pygame.K_UP) and total:  # Up: the first raised card
            interaction.choose(table.hand_view.first_raised())
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            hint, item = session.hint, interaction.selected_item()
            passing = interaction.choices().kinds == {"pass"} or (
                hint is not None and hint.move.kind == "pass")
            if selected is None and session.human_to_move and passing:
                table.press_pass()
            elif selected is None:
                interaction.choose(table.hand_view.first_raised())
            elif item is not None:
                interaction.confirm_target()  # Enter plays on the ringed target at once
                table.act_on((*item, selected))
        elif key == pygame.K_TAB:
            if not interaction.cycle_row() and table.human_may_act() \
                    and interaction.selected_item() is not None:
                table.say(text("refused.one_row"), theme.TEXT_MUTED)
        elif key == pygame.K_r:  # your hand and the cards you may play, said and shown
            playable = list(dict.fromkeys(card for _where, card in interaction.choices().ways))
            table.say(hand_line(session.view().hand,
                                playable if session.human_to_move else None))
        elif key == pygame.K_ESCAPE:
            if session.cancel_hint():
                table.say(text("hint.cancelled"), theme.TEXT_MUTED)
            else:
                table.open_menu()
        else:
            action = {pygame.K_l: table.toggle_log, pygame.K_p: table.press_pass,
                      pygame.K_c: table.press_cover, pygame.K_h: table.press_hint,
                      pygame.K_u: table.press_undo, pygame.K_m: table.toggle_sound,
                      pygame.K_F1: table.open_rules, pygame.K_SLASH: table.open_rules,
                      pygame.K_QUESTION: table.open_rules}.get(key)
            if action is not None:
                action()

    # ------------------------------------------------------------------ fingers

    def finger_down(self, position: tuple[int, int]) -> None:
        """A finger lands: remember what it is on (a tap, a drag or a long press follows)."""
        table = self.table
        table.hand_view.hovered = None
        self.card_info = None
        log = table.move_log
        on_log = log.hit(position)
        item = None if on_log else table.hand_view.hit(position, touch=True)
        self.press = Press(position, position, table.time, item, log.scroll if on_log else None)

    def finger_motion(self, position: tuple[int, int]) -> None:
        """A finger moves: past a few pixels a press on a card becomes a drag (when the card
        may go on the rows now); on the open move log it scrolls."""
        press, table = self.press, self.table
        if press is None:
            return
        press.position = position
        moved = abs(position[0] - press.start[0]) + abs(position[1] - press.start[1])
        if press.log_from is not None:
            # the lines follow the finger: moved up, it brings older moves into view
            table.move_log.scroll_by(round((press.start[1] - position[1])
                                           / table.table_layout.log_pitch), press.log_from)
            return
        if not (press.dragging or press.long or moved < DRAG_DISTANCE or press.item is None):
            press.dragging = table.interaction.lift(*press.item)

    def finger_up(self, position: tuple[int, int]) -> None:
        """A finger lifts: a drop, the end of a long press, or a tap."""
        press, self.press = self.press, None
        if press is None or press.log_from is not None or press.long:
            return
        if press.dragging:
            self.drop(press, position)
        else:
            self.tap(position)

    def tick(self, dt: float) -> None:
        """A press held still long enough shows the card's info; the info fades in time; a
        lifted card is put back when the moment for it has passed."""
        table, press = self.table, self.press
        if press is not None and press.item is not None and not (press.dragging or press.long) \
                and table.time - press.began >= LONG_PRESS_SECONDS:  # (none on the log)
            press.long = True
            where, card, _ = press.item  # what the pressed card frees or blocks
            covering = where == HAND and "cover" in table.interaction.choices().kinds
            anchor = table.hand_view.card_rect(card) or pygame.Rect(press.start, (1, 1))
            self.card_info = CardInfo(card, card_info_lines(table.session.view(), card,
                                                            covering), anchor.copy())
            table.app.invalidate()
        if self.card_info is not None and self.card_info.tick(dt):
            self.card_info = None
            table.app.invalidate()
        if table.interaction.expire():
            table.app.invalidate()

    def tap(self, position: tuple[int, int], finger: bool = True) -> None:
        """A finger's short touch, or a left click (not ``finger``), on: the open log (it is
        the log's), a button, a card (act on it), an open place (play there: a finger only
        the lifted card, at its lit place, else it lifts the card of yours that goes there),
        or the felt (the lifted card goes back)."""
        table, interaction = self.table, self.table.interaction
        table.refresh_buttons()
        if table.move_log.hit(position):
            return
        for button in [*table.buttons_top, *table.action_buttons()]:
            if button.rect.collidepoint(position):
                interaction.armed = None
                if button.enabled or button.name in ("pass", "undo"):
                    button.action()  # a greyed Pass or Undo is tried: its refusal says why
                return
        item = table.hand_view.hit(position, touch=finger)
        if item is not None:
            if not finger:
                interaction.choose(item[2])
            table.act_on(item, finger)
            return
        lit = [(row, card) for row, card, area in self.lit_places() if area.collidepoint(position)]
        slot = lit[0] if lit else table.rows_view.hit(position, table.session.view())
        if slot is not None and (not finger or table.human_may_act()):
            armed, (row, card) = interaction.armed, slot
            if not finger or (armed is not None and armed[1] == card):
                table.attempt(interaction.place(row, card))  # (the lifted card) put down there
                return
            item = interaction.item_of(card)
            if item is not None:
                table.act_on(item, finger)
                return
        interaction.put_back()  # the lifted card goes back into the hand

    def drop(self, press: Press, position: tuple[int, int]) -> None:
        """A dragged card let go: on (or near) its place it is played there; anywhere else
        it goes back into the hand."""
        assert press.item is not None
        table = self.table
        where, card, _ = press.item
        lifted = (position[0], position[1] - DRAG_LIFT)

        def on_place(row: int) -> bool:
            place = table.card_slot(row, card).inflate(2 * DROP_MARGIN, 2 * DROP_MARGIN)
            return place.collidepoint(position) or place.collidepoint(lifted)

        table.attempt(table.interaction.drop(where, card, on_place))

    def lit_places(self) -> list[tuple[int, Card, pygame.Rect]]:
        """(row, card, touch area) of the place the lifted card is lit at, if any: at least
        the canvas's thumb (44 CSS px as shown) each way around the place drawn."""
        table = self.table
        way = table.interaction.lit_way()
        if way is None:
            return []
        card, row = table.interaction.armed[1], way[1]  # type: ignore[index]  # lit: lifted
        place, thumb = table.card_slot(row, card), table.layout_canvas.thumb
        return [(row, card, place.inflate(max(0, thumb - place.width),
                                          max(0, thumb - place.height)))]

    def dragged(self) -> int | None:
        """The selection index of the card a finger drags, or None."""
        press = self.press
        return press.item[2] if press is not None and press.dragging and press.item else None

    # ------------------------------------------------------------------ shown

    def draw(self, surface: pygame.Surface, view: View) -> None:
        """The lifted card's places, the dragged card under the finger, a long press's info."""
        table = self.table
        art = table.app.art
        size = table.rows_view.geometry.card_size
        ringed = table.interaction.row_choice() is None  # two rows: the rows draw the rings
        for row, card, _area in self.lit_places():  # the lifted card's places
            place = table.card_slot(row, card)
            ghost = art.face(card, size).copy()
            ghost.set_alpha(190)
            surface.blit(ghost, place)
            if ringed:
                pygame.draw.rect(surface, theme.ACCENT, place.inflate(10, 10), 4,
                                 border_radius=art.radius(size) + 4)
        press = self.press
        if press is not None and press.dragging and press.item is not None:
            size = table.table_layout.hand_card
            art.draw_card(surface, press.item[1], size,
                          (press.position[0] - size[0] // 2,
                           press.position[1] - DRAG_LIFT - size[1] // 2))
        if self.card_info is not None:
            status = table.status_box(view)
            self.card_info.draw(surface, table.app.resources, table.table_layout,
                                None if status is None else status.rect)
