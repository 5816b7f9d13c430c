"""What every part of the table scene shares: the session, the selection and the geometry.

:class:`~sevens.ui.scenes.table.table_scene.TableScene` is assembled from parts a reader looks for —
:mod:`.hand`, :mod:`.rows`, :mod:`.seats`, :mod:`.animation` (flights and bubbles),
:mod:`.input` and :mod:`.touch` (mouse, keys, fingers) — each a class over this base, so every
part sees the same state under the same names; and it holds pieces of its own that know
nothing of the scene: :mod:`.interaction` (the selected, lifted and targeted card, changed by
intents, no pygame), :mod:`.status` (the status line: the words for the moment, its box),
:mod:`.speech` (the table told in words), :mod:`.log` (the move log: ``hit`` and ``draw``) and
:mod:`.frames` (the kept still layer).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sevens.app.session import Session
from sevens.cards import Card
from sevens.moves import Move
from sevens.ui.scene import Scene
from sevens.ui.scenes.table.animation import TableAnimation
from sevens.ui.scenes.table.hand import HandView
from sevens.ui.scenes.table.interaction import TableInteraction, Way
from sevens.ui.scenes.table.layout import RowGeometry, TableLayout
from sevens.ui.scenes.table.log import MoveLog
from sevens.ui.scenes.table.online import Reactions
from sevens.ui.scenes.table.rows import RowsView
from sevens.ui.scenes.table.seats import SeatsView
from sevens.ui.scenes.table.status import StatusLine
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.scenes.table.flights import Bubble, Flight


class TableBase(Scene):
    """The table's shared state (set up by ``TableScene.__init__`` and ``setup_deal``)."""

    session: Session
    table_layout: TableLayout  # where everything goes on this canvas (portrait or landscape)
    seats_view: SeatsView  # the seat panels: draw
    rows_view: RowsView  # the rows on their slots: draw and hit
    animation: TableAnimation  # the cards in flight and the bubbles by the seats
    interaction: TableInteraction  # selected, armed, target: changed only by intents
    move_log: MoveLog  # the move log, a view of its own (open, scrolled, drawn)
    hand_view: HandView  # your hand and the face-up leftovers: draw and hit
    status: StatusLine  # the status line, a part of its own (the line said last, its box)
    reactions: Reactions  # an online table's React button and reactions
    time: float
    buttons_top: list[Button]
    pass_button: Button
    hint_button: Button
    undo_button: Button
    show_pass: bool
    keys_used: bool  # a key was pressed at this table

    @property
    def flights(self) -> list[Flight]:
        """The cards on their way now."""
        return self.animation.flights

    @property
    def bubbles(self) -> list[Bubble]:
        """The words by the seats, shown and waiting."""
        return self.animation.bubbles

    @property
    def panels(self) -> dict[int, pygame.Rect]:
        """The opponents' panels, by seat."""
        return self.seats_view.panels

    @property
    def rows(self) -> RowGeometry:
        """The rows' slots on this canvas (narrowed while the move log is open)."""
        return self.rows_view.geometry

    def card_slot(self, row_index: int, card: Card) -> pygame.Rect:
        """The slot Rect where ``card`` lies (or would lie) in row ``row_index`` now."""
        return self.rows_view.slot(row_index, card, self.session.view().rows[row_index])

    def card_rect(self, card: Card) -> pygame.Rect | None:
        """Where a hand card (or a leftover) is drawn: for tests and tools."""
        return self.hand_view.card_rect(card)

    def human_may_act(self) -> bool:
        """True when it is your move and every card in flight has landed (only then does
        the table say "Your turn", raise your playable cards and light their places)."""
        return self.session.human_to_move and not self.flights

    def selected_card(self) -> tuple[str, Card] | None:
        """("hand" or "leftover", card) under the selection."""
        return self.interaction.selected_item(self.session.view())

    def row_choice(self) -> tuple[Card, tuple[Way, ...], int] | None:
        """(card, its targets, the current one) when the selected card may go on either row
        of its suit and the choice matters (two packs); else None."""
        session = self.session
        return self.interaction.row_choice(session.view(), session.human_to_move,
                                           self.human_may_act())

    def cycle_target(self) -> bool:
        """Tab: the next row for the selected card; False when it has only one."""
        session = self.session
        return self.interaction.cycle_row(session.view(), session.human_to_move,
                                          self.human_may_act())

    def select_move(self, move: Move) -> None:
        """Put the selection on the card ``move`` names (the hint's card), so Enter plays
        it; a pass clears the selection (Enter then passes)."""
        self.interaction.point_at(self.session.view(), move)

    # The interaction state under the names the parts and the tests read; only tests and
    # tools set the selection directly, everything else changes through the intents.

    @property
    def selected(self) -> int | None:
        """The selected card: an index into the hand, then the leftovers after it."""
        return self.interaction.selected

    @selected.setter
    def selected(self, index: int | None) -> None:
        self.interaction.selected = index

    @property
    def armed(self) -> tuple[str, Card] | None:
        """("hand" or "leftover", card) a tap lifted, or None."""
        return self.interaction.armed

    @property
    def target(self) -> tuple[str, int] | None:
        """(card text, row) chosen for a card that fits two rows."""
        return self.interaction.target

    @property
    def target_confirmed(self) -> bool:
        """The ringed target was shown: the next click plays there."""
        return self.interaction.target_confirmed
