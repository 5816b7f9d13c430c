"""The pygame-ce table for Sevens: menu, table, results, rules and statistics screens.

``main.py`` at the repository root runs :func:`main` with ``asyncio.run``; the pygbag web
build runs the same coroutine. The engine (``sevens``) never imports this package.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # `sevens-game --help` stays plain

__all__ = ["main", "run"]


async def main(argv: Sequence[str] | None = None) -> None:
    """Run the game until its window closes (see :func:`sevens.ui.app.main`)."""
    from sevens.ui.app import main as app_main

    await app_main(argv)


def run(argv: Sequence[str] | None = None) -> None:
    """Blocking entry point for the command line."""
    from sevens.ui.app import run as app_run

    app_run(argv)
