"""The hand-over screen between two people's turns (pass-and-play)."""

from sevens.ui.scenes.hand_over.scene import HandOverScene

__all__ = ["HandOverScene"]
