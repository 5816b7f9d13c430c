"""The Seats screen: who sits where (pass-and-play)."""

from sevens.ui.scenes.seats.scene import SeatsScene

__all__ = ["SeatsScene"]
