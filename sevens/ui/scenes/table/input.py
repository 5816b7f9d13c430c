"""Mouse, keys and buttons at the table, and the human's actions they lead to."""

from __future__ import annotations

import pygame

import sevens
from sevens.app.translation import refusal_text, render, text
from sevens.cards import Card
from sevens.message import Message
from sevens.moves import COVER, PASS_MOVE, Move
from sevens.ui import theme
from sevens.ui.navigation import Menu, RulesPage
from sevens.ui.scenes.table.base import TableBase
from sevens.ui.scenes.table.interaction import HAND, LEFTOVERS, PLAY_MOVE, Choices, Decision
from sevens.ui.scenes.table.seats import pass_puts_out, passes_left
from sevens.ui.widgets import Button


class TableInput(TableBase):
    """Input: one part of the table scene."""

    def choices(self) -> Choices:
        """What the human may do now, read once a view (:class:`.interaction.Choices`)."""
        session = self.session
        return self.interaction.choices(session.view(), session.human_to_move)

    def follow(self, decision: Decision) -> None:
        """Carry out what an intent led to: play its move (checked once, by the engine)."""
        if decision.action == PLAY_MOVE and decision.move is not None:
            self.attempt(decision.move)

    def attempt(self, move: Move | str) -> bool:
        """Play a human move, or explain briefly why not. True when it was played.

        The session checks the move once, through the engine's checked path, and hands back
        the events it made; the table animates exactly those.
        """
        try:
            events = self.session.apply_human(Move.parse(move))
        except sevens.IllegalMove as error:
            self.say(refusal_text(error), theme.DANGER)
            self.app.sound.play("refused")
            return False
        self.status.clear()
        self.animate(events)
        self.interaction.clear()
        return True

    def act_on(self, where: str, card: Card) -> None:
        """A click (or Enter) on a card of the hand or a face-up leftover (``where``): cover
        or give it, or put it on the rows, as the moment asks. When two rows take it and the
        choice matters, the first click selects it and rings both places; the next click on
        the card, or Enter, plays on the current target (see :meth:`cycle_target`)."""
        session = self.session
        if not session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            if where == HAND:
                self.app.sound.play("refused")
            return
        self.follow(self.interaction.activate(session.view(), session.human_to_move,
                                              self.human_may_act(), where, card))

    def play_on_row(self, row_index: int, card: Card) -> bool:
        """A click on an open place of the rows: play the card that goes there, on that
        row. True when a card of yours (or a leftover) goes there."""
        session = self.session
        move = self.interaction.place(session.view(), session.human_to_move, row_index, card)
        if move is None:
            return False
        self.attempt(move)
        return True

    def press_pass(self) -> None:
        """The Pass button or P."""
        if not self.session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            return
        self.attempt(PASS_MOVE)

    def press_cover(self) -> None:
        """C: cover the selected card (when covering is what the moment asks)."""
        hand = self.session.view().hand
        if self.selected is None or self.selected >= len(hand):
            self.say(text("status.cover"), theme.TEXT)
            return
        self.attempt(Move(COVER, hand[self.selected]))

    def press_hint(self) -> None:
        """H: weigh this decision as Review will (H again, or Esc, stops the thinking)."""
        if self.session.cancel_hint():
            self.say(text("hint.cancelled"), theme.TEXT_MUTED)
            return
        if not self.session.human_to_move:
            self.say(text("refused.not_your_turn"), theme.TEXT_MUTED)
            return
        self.session.request_hint()

    def press_undo(self) -> None:
        """U: back to the last decision."""
        if self.session.undo():
            self.animation.land()
            self.bubbles.clear()
            self.interaction.clear()
            self.say(text("undo.done"))
        else:  # nothing of yours to undo, or (pass-and-play) the device has gone on since
            self.say(render(self.session.undo_refusal() or Message("undo.none")),
                     theme.TEXT_MUTED)

    def open_menu(self) -> None:
        """Esc: the menu (the deal stays paused behind it)."""
        self.app.go(Menu())

    def open_rules(self) -> None:
        """The rules of this table."""
        self.app.go(RulesPage(self.session.rules, self.session.rules_id, back_to=self))

    def toggle_sound(self) -> None:
        """M: mute or unmute."""
        self.app.change_setting("muted", not self.app.sound.muted)
        self.app.save("settings")
        for button in self.buttons_top:
            if button.name == "sound":
                button.label = self.sound_label()

    def action_buttons(self) -> list[Button]:
        """Pass (when these rules ever allow a pass), Hint and Undo; at an online table React
        when it sits with them and the reactions while open (see :class:`.online.Reactions`)."""
        buttons = [self.pass_button] if self.show_pass else []
        return [*buttons, self.hint_button, self.undo_button, *self.reactions.shown()]

    def button_rect(self, name: str) -> pygame.Rect | None:
        """A button's Rect by name (pass, hint, undo, rules, sound, menu)."""
        for button in [self.pass_button, self.hint_button, self.undo_button, *self.buttons_top]:
            if button.name == name:
                return button.rect
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        """Mouse and keyboard at the table."""
        self.refresh_buttons()
        if self.move_log.open and self.move_log.wheel(
                event, len(self.log_lines(self.session.view())), self.table_layout):
            return
        for button in [*self.buttons_top, *self.action_buttons()]:
            if button.handle_event(event):
                if event.type == pygame.MOUSEBUTTONDOWN and not button.enabled:
                    self.explain_disabled(button.name)
                return
        if event.type == pygame.MOUSEMOTION:
            self.hand_view.hovered = self.hand_view.card_at(event.pos)
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
            self.say(render(self.session.undo_refusal() or Message("undo.none")),
                     theme.TEXT_MUTED)

    def click(self, position: tuple[int, int]) -> None:
        """A left click somewhere on the table."""
        item = self.hand_view.hit(position)
        if item is not None:
            where, card, index = item
            self.interaction.choose(index)
            self.act_on(where, card)
            return
        target = self.rows_view.hit(position, self.session.view())
        if target is not None and self.human_may_act() \
                and self.choices().kinds & {"play", "leftover"}:
            self.play_on_row(*target)

    def key(self, key: int) -> None:
        """Arrows select, Enter plays, Tab switches the row (two packs), P pass, C cover,
        H hint, U undo, L the move log, M sound, Esc menu."""
        view = self.session.view()
        hand, leftovers = view.hand, view.leftovers
        total = len(hand) + len(leftovers)
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and total:
            step = -1 if key == pygame.K_LEFT else 1
            if self.selected is None:
                self.interaction.choose(self.hand_view.first_raised() if step > 0 else total - 1)
            else:
                self.interaction.choose((self.selected + step) % total)
        elif key in (pygame.K_UP,) and total:
            self.interaction.choose(self.hand_view.first_raised())
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            hint = self.session.hint
            if self.selected is None:
                passing = self.choices().kinds == {"pass"} or (
                    hint is not None and hint.move.kind == "pass")
                if self.session.human_to_move and passing:
                    self.press_pass()
                else:
                    self.interaction.choose(self.hand_view.first_raised())
                return
            self.interaction.confirm_target()  # Enter plays on the ringed target at once
            if self.selected < len(hand):
                self.act_on(HAND, hand[self.selected])
            else:
                self.act_on(LEFTOVERS, leftovers[self.selected - len(hand)])
        elif key == pygame.K_TAB:
            if not self.cycle_target() and self.human_may_act() \
                    and self.selected_card() is not None:
                self.say(text("refused.one_row"), theme.TEXT_MUTED)
        elif key == pygame.K_l:
            self.toggle_log()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and self.move_log.open:
            self.scroll_log(-5 if key == pygame.K_PAGEUP else 5)
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
            if self.session.cancel_hint():
                self.say(text("hint.cancelled"), theme.TEXT_MUTED)
            else:
                self.open_menu()

    def refresh_buttons(self) -> None:
        """Enable and label the action buttons for this moment."""
        session = self.session
        view = session.view()
        kinds = self.choices().kinds
        self.pass_button.enabled = "pass" in kinds
        label = text("button.pass")
        left = passes_left(session.rules, view)
        puts_out = pass_puts_out(session.rules, view)
        if "pass" in kinds and "play" in kinds:
            label = text("button.free_pass_unlimited") if left is None \
                else text("button.free_pass", left=left)
        elif "pass" in kinds and puts_out:
            label = text("button.pass_out")
        elif "pass" in kinds and left:
            label = text("button.pass_left", left=left)
        self.pass_button.label = label
        self.pass_button.danger = "pass" in kinds and "play" not in kinds \
            and puts_out
        # A free pass (a card fits) is a quiet choice; the bright button is kept for the
        # moment passing is what you must do.
        self.pass_button.primary = "pass" in kinds and not kinds & {"play", "leftover"}
        self.hint_button.enabled = session.human_to_move
        self.hint_button.label = text("button.hint_stop" if session.hint_pending
                                      else "button.hint")
        self.undo_button.enabled = session.can_undo
