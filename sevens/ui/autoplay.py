"""Autoplay (``main.py --autoplay``): bots in every seat, played through the real scenes,
with screenshots. The app hands itself to autoplay as :class:`Driven`, never imported here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from sevens.ui.scene import Scene
from sevens.ui.scenes.menu import MenuScene
from sevens.ui.scenes.results import ResultsScene
from sevens.ui.scenes.table import TableScene


class Driven(Protocol):
    """What autoplay drives: the scene on show, drawn and saved as a picture, and the end."""

    @property
    def scene(self) -> Scene:
        """The scene on show."""

    def screenshot(self, name: str) -> Path | None:
        """Draw the scene now and save the canvas as ``name``.png."""

    def close(self) -> None:
        """End the frame loop (the demo is over)."""


class AutoplayDriver:
    """Plays whole deals with bots in every seat through the real scenes, taking screenshots
    of the menu, the middle of each deal and each results screen, then closes the app
    (after ``deals`` deals, at least one)."""

    def __init__(self, app: Driven, deals: int | None = None) -> None:
        self.app = app
        self.deals_wanted = deals or 1
        self.clock = 0.0
        self.menu_shot = False
        #: The deals pictured in their middle and at their results (those played through).
        self.table_shots: set[int] = set()
        self.result_shots: set[int] = set()
        self.initial_cards = 0

    def update(self, dt: float) -> None:
        """Move the demo along: menu → table → results → next deal … → quit."""
        app = self.app
        self.clock += dt
        scene = app.scene
        if isinstance(scene, MenuScene):
            if self.clock > 0.3 and not self.menu_shot:
                self.menu_shot = True
                app.screenshot("menu")
            if self.clock > 0.5:
                scene.start()
                self.clock = 0.0
        elif isinstance(scene, TableScene):
            session = scene.session
            number = session.deal_number
            if self.initial_cards == 0 or session.game.moves == []:
                self.initial_cards = max(self.initial_cards, session.remaining_cards())
            if (number not in self.table_shots and not scene.busy
                    and session.remaining_cards() <= self.initial_cards // 2):
                self.table_shots.add(number)
                app.screenshot(f"table-deal{number}")
        elif isinstance(scene, ResultsScene):
            number = scene.session.match.deal_number  # the deal just recorded
            if number not in self.result_shots and self.clock > 0.4:
                self.result_shots.add(number)
                app.screenshot(f"results-deal{number}")
                self.initial_cards = 0
                self.clock = 0.0
            elif number in self.result_shots and self.clock > 0.3:
                if len(self.result_shots) >= self.deals_wanted:
                    app.close()
                else:
                    scene.next()
                self.clock = 0.0
        else:
            self.clock = 0.0

