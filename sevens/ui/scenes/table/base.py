"""The table's state and the human's actions: what the table scene
(:class:`~sevens.ui.scenes.table.table_scene.TableScene`) holds and does, apart from it so its
input part (:mod:`.input`) may name it without an import circle.

Every intent — a click, a key, a tap, a drop — ends in one of the actions here, and a move is
checked once, by the engine, in :meth:`TableBase.attempt`.
"""

from __future__ import annotations

import pygame

import sevens
from sevens.app.session import Session
from sevens.app.translation import refusal_text, render, text
from sevens.cards import Card
from sevens.message import Message
from sevens.moves import COVER, PASS_MOVE, Move
from sevens.ui import theme
from sevens.ui.navigation import Menu, RulesPage
from sevens.ui.scene import Scene
from sevens.ui.scenes.table.animation import TableAnimation
from sevens.ui.scenes.table.hand import HandView, Item
from sevens.ui.scenes.table.interaction import (
    ARMED,
    EXPLAIN,
    HAND,
    PLAY_MOVE,
    Decision,
    Moment,
    TableInteraction,
)
from sevens.ui.scenes.table.layout import TableLayout
from sevens.ui.scenes.table.log import MoveLog
from sevens.ui.scenes.table.online import Reactions
from sevens.ui.scenes.table.rows import RowsView
from sevens.ui.scenes.table.seats import SeatsView
from sevens.ui.scenes.table.status import FLASH_SECONDS, StatusLine, pass_puts_out, passes_left
from sevens.ui.widgets import Button


class TableBase(Scene):
    """The table's parts and state (set up by ``TableScene.__init__`` and ``setup_deal``),
    and the human's actions."""

    session: Session
    table_layout: TableLayout  # where everything goes on this canvas (portrait or landscape)
    seats_view: SeatsView  # the seat panels: draw
    rows_view: RowsView  # the rows on their slots: draw and hit
    hand_view: HandView  # your hand and the face-up leftovers: draw and hit
    animation: TableAnimation  # the cards in flight and the bubbles by the seats
    interaction: TableInteraction  # selected, armed, target: changed only by intents
    move_log: MoveLog  # the move log, a view of its own (open, scrolled, drawn)
    status: StatusLine  # the status line, a part of its own (the line said last, its box)
    reactions: Reactions  # an online table's React button and reactions
    time: float
    buttons_top: list[Button]
    pass_button: Button
    hint_button: Button
    undo_button: Button
    show_pass: bool
    keys_used: bool  # a key was pressed at this table (its texts may then name keys)

    @property
    def busy(self) -> bool:
        """True while cards are flying."""
        return bool(self.animation.flights)

    def card_slot(self, row_index: int, card: Card) -> pygame.Rect:
        """Where ``card`` would go in row ``row_index`` now, as its open place is drawn,
        tapped, lit and dropped on (:meth:`~.rows.RowsView.open_place`)."""
        row = self.session.view().rows[row_index]
        return self.rows_view.open_place(row_index, card, row)[0]

    def moment(self) -> Moment:
        """The :class:`~.interaction.Moment` the interaction's intents read, now."""
        session = self.session
        return Moment(session.view(), session.human_to_move, self.human_may_act())

    def human_may_act(self) -> bool:
        """True when it is your move and every card in flight has landed (only then does
        the table say "Your turn", raise your playable cards and light their places)."""
        return self.session.human_to_move and not self.busy

    # ------------------------------------------------------------------ actions

    def follow(self, decision: Decision) -> None:
        """Carry out what an intent led to: play its move (checked once, by the engine), say
        why its card cannot go (asking the engine once), or clear the line for a lifted card."""
        if decision.action == PLAY_MOVE and decision.move is not None:
            self.attempt(decision.move)
        elif decision.action == EXPLAIN:
            self.refuse(self.session.check(decision.move) or "")  # type: ignore[arg-type]
        elif decision.action == ARMED:
            self.status.clear()

    def attempt(self, move: Move | str | None) -> bool:
        """Play a human move (None: nothing to play), or explain briefly why not. True when
        it was played.

        The session checks the move once, through the engine's checked path, and hands back
        the events it made; the table animates exactly those.
        """
        if move is None:
            return False
        try:
            events = self.session.apply_human(Move.parse(move))
        except sevens.IllegalMove as error:
            self.refuse(refusal_text(error))
            return False
        self.status.clear()
        self.animate(events)
        self.interaction.clear()
        return True

    def act_on(self, item: Item, finger: bool = False) -> None:
        """A click (or Enter) on a card of the hand or a face-up leftover covers or gives it,
        or puts it on the rows, as the moment asks; when two rows take it and the choice
        matters, the first click rings both places and the next, or Enter, plays on the
        current one (Tab changes it). A ``finger``'s tap lifts it first (or says why it
        cannot go); a second tap on the lifted card plays it."""
        where, card, index = item
        if not self.session.human_to_move:
            self.not_your_turn(refused=finger or where == HAND)
        elif finger:
            self.follow(self.interaction.tap(where, card, index))
        else:
            self.follow(self.interaction.activate(where, card))

    def press_pass(self) -> None:
        """The Pass button or P."""
        if self.session.human_to_move:
            self.attempt(PASS_MOVE)
        else:
            self.not_your_turn()

    def press_cover(self) -> None:
        """C: cover the selected card (when covering is what the moment asks)."""
        hand, selected = self.session.view().hand, self.interaction.selected
        if selected is None or selected >= len(hand):
            self.say(text("status.cover"), theme.TEXT)
            return
        self.attempt(Move(COVER, hand[selected]))

    def press_hint(self) -> None:
        """H: weigh this decision as Review will (H again, or Esc, stops the thinking)."""
        if self.session.cancel_hint():
            self.say(text("hint.cancelled"), theme.TEXT_MUTED)
        elif self.session.human_to_move:
            self.session.request_hint()
        else:
            self.not_your_turn()

    def press_undo(self) -> None:
        """U: back to the last decision."""
        if self.session.undo():
            self.animation.land()
            self.animation.bubbles.clear()
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

    def sound_label(self) -> str:
        """The mute button's label."""
        return text("button.sound_off") if self.app.sound.muted else text("button.sound_on")

    def say(self, message: str, colour: theme.Colour = theme.TEXT,
            seconds: float = FLASH_SECONDS) -> None:
        """Show a short line in the status pill (a refusal, the read-out hand) for
        ``seconds`` and speak it."""
        self.status.say(message, colour, seconds)
        self.app.narrator.say(message)

    def refuse(self, message: str, colour: theme.Colour = theme.DANGER) -> None:
        """Say why not, with the refusal's sound."""
        self.say(message, colour)
        self.app.sound.play("refused")

    def not_your_turn(self, refused: bool = False) -> None:
        """Say it is not your turn (with the refusal's sound when ``refused``)."""
        (self.refuse if refused else self.say)(text("refused.not_your_turn"), theme.TEXT_MUTED)

    # ------------------------------------------------------------------ buttons

    def action_buttons(self) -> list[Button]:
        """Pass (when these rules ever allow a pass), Hint and Undo; at an online table React
        when it sits with them and the reactions while open (see :class:`.online.Reactions`)."""
        buttons = [self.pass_button] if self.show_pass else []
        return [*buttons, self.hint_button, self.undo_button, *self.reactions.shown()]

    def refresh_buttons(self) -> None:
        """Enable and label the action buttons for this moment."""
        session, kinds = self.session, self.interaction.choices().kinds
        left = passes_left(session.rules, session.view())
        puts_out = pass_puts_out(session.rules, session.view())
        self.pass_button.enabled = can_pass = "pass" in kinds
        key = "button.pass"
        if can_pass and "play" in kinds:
            key = "button.free_pass_unlimited" if left is None else "button.free_pass"
        elif can_pass and (puts_out or left):
            key = "button.pass_out" if puts_out else "button.pass_left"
        self.pass_button.label = text(key, left=left)
        self.pass_button.danger = can_pass and "play" not in kinds and puts_out
        # A free pass (a card fits) is a quiet choice; the bright button is kept for the
        # moment passing is what you must do.
        self.pass_button.primary = "pass" in kinds and not kinds & {"play", "leftover"}
        self.hint_button.enabled = session.human_to_move
        self.hint_button.label = text("button.hint_stop" if session.hint_pending
                                      else "button.hint")
        self.undo_button.enabled = session.can_undo
