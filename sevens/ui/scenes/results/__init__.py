"""The results of a deal: the settlement, every column explained, and the match so far."""

from sevens.ui.scenes.results.scene import ResultsScene

__all__ = ["ResultsScene"]
