"""The table: one deal for the human seat (see :mod:`sevens.ui.scenes.table.table_scene`).

The scene (pygame) is loaded when first named, so the pygame-free parts, such as
:mod:`.interaction`, import without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sevens.ui.scenes.table.table_scene import TableScene

__all__ = ["TableScene"]


def __getattr__(name: str) -> Any:
    """``TableScene``, imported on first use."""
    if name == "TableScene":
        from sevens.ui.scenes.table.table_scene import TableScene
        return TableScene
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
