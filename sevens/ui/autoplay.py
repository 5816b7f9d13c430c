"""Autoplay (``main.py --autoplay``): bots in every seat, played through the real scenes,
with screenshots of the menu, the middle of each deal and each results screen."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from sevens.ui.options import screenshot_notice
from sevens.ui.results import ResultsScene
from sevens.ui.scenes.menu import MenuScene
from sevens.ui.scenes.table import TableScene

if TYPE_CHECKING:
    from sevens.ui.app import App


class AutoplayDriver:
    """Plays whole deals with bots in every seat through the real scenes, taking screenshots
    of the menu, the middle of each deal and each results screen."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.deals_wanted = app.options.deals or 1
        self.deals_done = 0
        self.clock = 0.0
        self.menu_shot = False
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
                app.draw_scene()
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
                app.draw_scene()
                app.screenshot(f"table-deal{number}")
        elif isinstance(scene, ResultsScene):
            number = scene.deal_number
            if number not in self.result_shots and self.clock > 0.4:
                self.result_shots.add(number)
                app.draw_scene()
                app.screenshot(f"results-deal{number}")
                self.deals_done += 1
                self.initial_cards = 0
                self.clock = 0.0
            elif number in self.result_shots and self.clock > 0.3:
                if self.deals_done >= self.deals_wanted:
                    app.running = False
                else:
                    scene.next()
                self.clock = 0.0
        else:
            self.clock = 0.0


def save_screenshot(app: App, name: str) -> Path | None:
    """Save ``app``'s logical canvas as ``name``.png in its screenshot folder (if one is set).

    A folder that cannot take it (a file of that name, no permission, a full disk) is a
    notice, never a crash: the screenshots stop and the game plays on.
    """
    folder = app.options.screenshot_folder
    if folder is None:
        return None
    path = folder / f"{name}.png"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.canvas, str(path))
    except (OSError, pygame.error) as error:
        app.options.screenshot_folder = None
        app.notices.add(screenshot_notice(folder,
                                          str(getattr(error, "strerror", None) or error)))
        return None
    return path

