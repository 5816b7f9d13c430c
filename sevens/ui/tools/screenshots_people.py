"""Pass-and-play screenshots (issue 34): ``python -m sevens.ui.tools.screenshots_people
docs/screenshots``.

Headless. Writes the Seats screen with three people and a computer at 1280×720 and on a
390×844 phone (``seats.png``, ``portrait-seats-en.png``) and the hand-over screen between
two people's turns (``hand-over.png``).
"""

from __future__ import annotations

import sys
from pathlib import Path

#: Three people at the device, and a computer player.
PEOPLE = ("Ada", "Ben", "Cleo")


def make_people_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    from sevens.ui.tools.screenshots import Pictures, screenshot_app

    pictures = Pictures(folder)
    import pygame

    from sevens.ui.scenes.hand_over import HandOverScene

    for window, name in (((1280, 720), "seats"), ((390, 844), "portrait-seats-en")):
        app = screenshot_app(seed=7, language="en", window=window, people=PEOPLE)
        app.step(1 / 60)
        next(button for button in app.scene.buttons if button.name == "seats").action()
        pictures.save(app, name)
        pygame.quit()
    app = screenshot_app(seed=7, language="en", window=(1280, 720), people=PEOPLE)
    app.scene.start()
    for _ in range(30000):  # each person plays a card until the device changes hands
        scene = app.scene
        if isinstance(scene, HandOverScene):
            played = bool(app.session.game.moves)
            for _ in range(40):  # settled
                app.step(1 / 60)
            if played:
                break
            scene.ready()
        elif app.session.human_to_move and not scene.busy:
            moves = list(app.session.view().legal_moves)
            scene.attempt(([move for move in moves if move.kind == "play"] or moves)[0])
        app.step(1 / 60)
    pictures.save(app, "hand-over")
    pygame.quit()
    return pictures.written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for item in make_people_screenshots(target):
        print(item)
