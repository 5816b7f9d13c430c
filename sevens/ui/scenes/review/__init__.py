"""The Review: your decisions in the deal just finished, weighed by the hard search."""

from sevens.ui.scenes.review.scene import ReviewScene

__all__ = ["ReviewScene"]
