"""Pass-and-play screenshots (issue 34): ``python -m sevens.ui.tools.screenshots_people
docs/screenshots``.

Headless. Writes the Seats screen with three people and a computer at 1280×720 and on a
390×844 phone (``seats.png``, ``portrait-seats-en.png``) and the hand-over screen between
two people's turns (``hand-over.png``).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sevens.ui.app import App


def _people_app(window: tuple[int, int]) -> App:
    from sevens.ui.app import App, AppOptions

    return App(AppOptions(rules_id="douque", seed=7, speed="fast", mute=True, remember=False,
                          deals=1, language="en", window=window,
                          people=("Ada", "Ben", "Cleo")))


def _save(app: App, path: Path, written: list[Path]) -> None:
    import pygame

    for _ in range(2):
        app.step(1 / 60)
    app.draw_scene()
    pygame.image.save(app.canvas, str(path))
    written.append(path)


def make_people_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from sevens.ui.scenes.hand_over import HandOverScene

    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for window, name in (((1280, 720), "seats.png"), ((390, 844), "portrait-seats-en.png")):
        app = _people_app(window)
        app.step(1 / 60)
        next(button for button in app.scene.buttons if button.name == "seats").action()
        _save(app, folder / name, written)
        pygame.quit()
    app = _people_app((1280, 720))
    app.scene.start()
    for _ in range(30000):  # each person plays a card until the device changes hands
        scene = app.scene
        if isinstance(scene, HandOverScene) and app.session.game.moves:
            for _ in range(40):  # settled
                app.step(1 / 60)
            break
        if isinstance(scene, HandOverScene):
            for _ in range(40):
                app.step(1 / 60)
            scene.ready()
        elif app.session.human_to_move and not scene.busy:
            moves = list(app.session.view().legal_moves)
            scene.attempt(([move for move in moves if move.kind == "play"] or moves)[0])
        app.step(1 / 60)
    _save(app, folder / "hand-over.png", written)
    pygame.quit()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for item in make_people_screenshots(target):
        print(item)
