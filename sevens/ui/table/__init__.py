"""The table: one deal for the human seat (see :mod:`sevens.ui.table.table_scene`)."""

from sevens.ui.table.animation import PANEL_NAME_HEIGHT
from sevens.ui.table.status import STATUS_WIDTH
from sevens.ui.table.table_scene import TableScene

__all__ = ["PANEL_NAME_HEIGHT", "STATUS_WIDTH", "TableScene"]
