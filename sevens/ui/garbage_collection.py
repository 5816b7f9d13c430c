"""Garbage collection at scene changes, so that a collection never lands in a bot's
thinking slice or an animation."""

from __future__ import annotations

import gc


def settle_memory() -> None:
    """Collect garbage now, at a scene change where a pause goes unseen, then freeze what is
    left (fonts, card art, the engine's tables, the scenes) out of the collector's reach.

    Python's full collections walk every tracked object: with the game loaded that is a few
    milliseconds natively and 15-30 ms in WebAssembly, and it used to land in the middle of a
    bot's 10 ms thinking slice. Frozen objects are never walked again, so the collections that
    happen during play only look at what play allocated since. Each settle first thaws the
    frozen objects, so what an earlier scene left behind is still collected.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()
