"""The table: one deal for the human seat (see :mod:`sevens.ui.scenes.table.table_scene`).

The scene (pygame) is loaded when first named, so the pygame-free parts, such as
:mod:`.interaction`, import without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sevens.ui.scenes.table.animation import PANEL_NAME_HEIGHT
    from sevens.ui.scenes.table.status import STATUS_WIDTH
    from sevens.ui.scenes.table.table_scene import TableScene

__all__ = ["PANEL_NAME_HEIGHT", "STATUS_WIDTH", "TableScene"]


def __getattr__(name: str) -> Any:
    """``TableScene`` and the two sizes, imported on first use."""
    if name == "TableScene":
        from sevens.ui.scenes.table.table_scene import TableScene
        return TableScene
    if name == "PANEL_NAME_HEIGHT":
        from sevens.ui.scenes.table.animation import PANEL_NAME_HEIGHT
        return PANEL_NAME_HEIGHT
    if name == "STATUS_WIDTH":
        from sevens.ui.scenes.table.status import STATUS_WIDTH
        return STATUS_WIDTH
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
