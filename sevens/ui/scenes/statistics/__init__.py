"""The statistics: deals, matches, wins and the average result per rule system, each with a
chart of its last deals."""

from sevens.ui.scenes.statistics.scene import StatsScene

__all__ = ["StatsScene"]
