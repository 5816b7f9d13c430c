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
from sevens.ui.scene import Scene
from sevens.ui.scenes.table.interaction import TableInteraction
from sevens.ui.scenes.table.layout import RowGeometry, TableLayout
from sevens.ui.scenes.table.log import MoveLog
from sevens.ui.scenes.table.online import Reactions
from sevens.ui.scenes.table.status import StatusLine
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.scenes.table.flights import Bubble, Flight


class TableBase(Scene):
    """The table's shared state (set up by ``TableScene.__init__`` and ``setup_deal``)."""

    session: Session
    table_layout: TableLayout  # where everything goes on this canvas (portrait or landscape)
    panels: dict[int, pygame.Rect]
    rows: RowGeometry
    flights: list[Flight]
    bubbles: list[Bubble]
    hidden: dict[tuple[int, str], int]
    interaction: TableInteraction  # selected, armed, target: changed only by intents
    move_log: MoveLog  # the move log, a view of its own (open, scrolled, drawn)
    hovered: int | None
    status: StatusLine  # the status line, a part of its own (the line said last, its box)
    reactions: Reactions  # an online table's React button and reactions
    time: float
    buttons_top: list[Button]
    pass_button: Button
    hint_button: Button
    undo_button: Button
    show_pass: bool
    hand_rect_cache: dict[str, pygame.Rect]
    keys_used: bool  # a key was pressed at this table

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
