"""Garbage collection at scene changes (sevens.ui.app.settle_memory), with the real
collection: the suite swaps it for a counting stand-in elsewhere (tests/conftest.py), as it
costs a full collection of the test process at every scene change."""

from __future__ import annotations

import gc
import os
import weakref

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import sevens.ui.app as app_module  # noqa: E402
from sevens.ui.app import App, AppOptions, settle_memory  # noqa: E402


class Cycle:
    """An object kept alive only by a reference cycle: freed by a collection, not before."""

    def __init__(self) -> None:
        self.me = self


def test_settle_memory_collects_what_was_left_and_freezes_the_rest() -> None:
    try:
        gc.disable()  # no automatic collection meanwhile
        left = Cycle()
        gone = weakref.ref(left)
        del left
        assert gone() is not None
        kept = Cycle()
        settle_memory()
        assert gone() is None  # collected
        assert gc.get_freeze_count() > 0  # the survivors are out of the collector's reach
        assert kept.me is kept
        # the next settle thaws them first, so what was frozen can still be collected
        frozen = weakref.ref(kept)
        del kept
        settle_memory()
        assert frozen() is None
    finally:
        gc.unfreeze()
        gc.enable()


def test_every_scene_change_settles_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []

    def settle() -> None:
        calls.append(1)
        settle_memory()

    monkeypatch.setattr(app_module, "settle_memory", settle)
    try:
        app = App(AppOptions(rules_id="douque", seed=3, deals=1, speed="instant", mute=True,
                             remember=False, language="en"))
        assert calls, "starting the app settles memory"
        before = len(calls)
        app.scene.open_rules()
        app.step(1 / 60)
        assert len(calls) == before + 1
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
