"""Shared test set-up.

Every scene change in the game calls :func:`sevens.ui.memory.settle_memory`, a full garbage
collection that walks every object the process holds. In the game that is a few milliseconds;
in the test process, which keeps everything the suite has built so far, it cost 30-100 ms a
call, some thousands of calls, minutes of the suite. The tests here swap it for a stand-in
that only counts the calls; tests/test_memory.py checks the real one, and that scene changes
call it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

SETTLES: list[int] = []  # one entry per scene change the stand-in saw


def counted_settle() -> None:
    """The stand-in for settle_memory: counts the call and collects nothing."""
    SETTLES.append(1)


@pytest.fixture(autouse=True, scope="session")
def _no_full_collection_at_scene_changes() -> Iterator[None]:
    import sevens.ui.app as app_module

    real = app_module.settle_memory
    app_module.settle_memory = counted_settle
    try:
        yield
    finally:
        app_module.settle_memory = real
