"""Make the README screenshots: ``python -m sevens.ui.tools.screenshots docs/screenshots``.

Headless (SDL dummy drivers). The human seat plays simple legal moves through the table scene
so the pictures show a real position: the menu, a Douque deal in progress with the move log
open, the Douque cover prompt, the results screens of Douque, Fan Tan and British Sevens
(chips), the Review screen of the Douque deal, and House rules.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sevens.ui.app import App
    from sevens.ui.scene import Scene


def _app(rules_id: str, seed: int, deals: int = 4, language: str | None = None,
         mute: bool = False) -> App:
    from sevens.ui.app import App, AppOptions

    return App(AppOptions(rules_id=rules_id, seed=seed, speed="fast", mute=mute,
                          remember=False, deals=deals, language=language))


def save_screen(app: App, folder: Path, name: str, written: list[Path]) -> None:
    """Let the screen settle, draw it and write ``folder/name.png`` (added to ``written``)."""
    import pygame

    for _ in range(2):
        app.step(1 / 60)
    app.draw_scene()
    path = folder / f"{name}.png"
    pygame.image.save(app.canvas, str(path))
    written.append(path)


def mid_deal(scene: Scene) -> bool:
    """A Douque-like table some way in, with the human holding a choice of plays."""
    from sevens.ui.scenes.table import TableScene

    if not isinstance(scene, TableScene):
        return False
    view = scene.session.view()
    plays = [move for move in view.legal_moves if move.kind == "play"]
    return (len(scene.session.game.moves) >= 18 and len(plays) >= 2
            and len(view.hand) >= 5 and not scene.busy)


def _run_table(app: App, stop: Callable[[Scene], bool], limit: int = 30000) -> Scene:
    """Step the table, the human playing its last legal move, until ``stop(scene)``."""
    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.table import TableScene

    for _ in range(limit):
        scene = app.scene
        if isinstance(scene, TableScene):
            if stop(scene):
                return scene
            session = scene.session
            if session.human_to_move and not scene.busy:
                moves = list(session.view().legal_moves)
                plays = [move for move in moves if move.kind == "play"]
                scene.attempt((plays or moves)[-1])
        elif isinstance(scene, ResultsScene) and stop(scene):
            return scene
        app.step(1 / 60)
    raise RuntimeError("the position asked for never came")


def make_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.table import TableScene

    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def save(app: App, name: str) -> None:
        save_screen(app, folder, name, written)

    app = _app("douque", seed=21)
    save(app, "menu")
    app.scene.start()

    table = _run_table(app, mid_deal)
    assert isinstance(table, TableScene)
    table.toggle_log()  # the picture shows the move log open
    save(app, "douque-table")
    table.toggle_log()

    def covering(scene: Scene) -> bool:
        if not isinstance(scene, TableScene):
            return False
        return not scene.busy and any(move.kind == "cover"
                                      for move in scene.session.view().legal_moves)

    scene = _run_table(app, lambda s: isinstance(s, ResultsScene) or covering(s))
    if isinstance(scene, TableScene):
        scene.selected = 0
        save(app, "douque-cover")
    app = _app("douque", seed=69)  # a deal with bonuses, a bust and a ×2 winner
    app.scene.start()
    _run_table(app, lambda s: isinstance(s, ResultsScene))
    save(app, "douque-results")
    # The Review screen of that deal (issue 13), on its costliest decision
    from sevens.ui.scenes.review import ReviewScene

    app.show_review(app.scene)
    review = app.scene
    assert isinstance(review, ReviewScene)
    while not review.review.done:
        app.step(1 / 60)
    costly = review.review.costliest(1)
    if costly:
        review.select(review.review.decisions.index(costly[0]))
    save(app, "review")

    app = _app("douque", seed=21)  # House rules on Douque: one contradiction, shown in place
    app.scene.open_custom()
    app.step(1 / 60)
    app.scene.stepper("when_stuck").step(-1)  # Pass: Douque money needs covering
    save(app, "house-rules")

    for rules_id, seed in (("fan-tan", 5), ("sevens", 4)):
        app = _app(rules_id, seed=seed, deals=3)
        app.scene.start()
        _run_table(app, lambda s: isinstance(s, ResultsScene))
        save(app, f"{rules_id}-results")
    pygame.quit()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for item in make_screenshots(target):
        print(item)
