"""Make the README screenshots: ``python -m sevens.ui.tools.screenshots docs/screenshots``.

Headless (SDL dummy drivers). The human seat plays simple legal moves through the table scene
so the pictures show a real position: the menu, a Douque deal in progress with the move log
open, the Douque cover prompt, the results screens of Douque, Fan Tan and British Sevens
(chips), the Review screen of the Douque deal, and House rules.

The other ``screenshots_*`` scripts share the set-up here: :class:`Pictures` (where they go),
:func:`screenshot_app`, :func:`_run_table` and the positions it stops at.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from sevens.ui.app import App
    from sevens.ui.pager import Pager
    from sevens.ui.scene import Scene


class Pictures:
    """The pictures of one script: written into ``folder`` (made when missing) under SDL's
    dummy drivers; :attr:`written` lists their paths."""

    def __init__(self, folder: Path) -> None:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.written: list[Path] = []

    def write(self, surface: pygame.Surface, name: str) -> None:
        """Write ``surface`` as ``name.png``."""
        import pygame

        path = self.folder / f"{name}.png"
        pygame.image.save(surface, str(path))
        self.written.append(path)

    def save(self, app: App, name: str) -> None:
        """Let the app's screen settle, draw it and write it as ``name.png``."""
        for _ in range(2):
            app.step(1 / 60)
        app.draw_scene()
        self.write(app.canvas, name)

    def save_pages(self, app: App, paged: Pager[Any], name: str) -> None:
        """The pages of the screen on show, turned by ``paged``, side by side as
        ``name.png``."""
        import pygame

        width, height = app.size
        sheet = pygame.Surface((width * paged.page_count, height))
        for index in range(paged.page_count):
            app.step(1 / 60)
            app.draw_scene()
            sheet.blit(app.canvas, (index * width, 0))
            paged.next()
        self.write(sheet, name)


def screenshot_app(rules_id: str = "douque", seed: int = 21, **options: Any) -> App:
    """An app for the pictures: bots at the fast pace, muted, remembering nothing; one deal
    a match and the other launch ``options`` (``language``, ``window`` …) as given."""
    from sevens.ui.app import App, AppOptions

    options.setdefault("deals", 1)
    return App(AppOptions(rules_id=rules_id, seed=seed, speed="fast", mute=True,
                          remember=False, **options))


def mid_deal(scene: Scene) -> bool:
    """A Douque-like table some way in, with the human holding a choice of plays."""
    from sevens.ui.scenes.table import TableScene

    if not isinstance(scene, TableScene):
        return False
    view = scene.session.view()
    plays = [move for move in view.legal_moves if move.kind == "play"]
    return (len(scene.session.game.moves) >= 18 and len(plays) >= 2
            and len(view.hand) >= 5 and not scene.busy)


def covering(scene: Scene) -> bool:
    """A table where the human has a card to cover (Douque's cover prompt)."""
    from sevens.ui.scenes.table import TableScene

    return (isinstance(scene, TableScene) and not scene.busy
            and any(move.kind == "cover" for move in scene.session.view().legal_moves))


def at_results(scene: Scene) -> bool:
    """The results of the deal."""
    from sevens.ui.scenes.results import ResultsScene

    return isinstance(scene, ResultsScene)


def _run_table(app: App, stop: Callable[[Scene], bool], limit: int = 30000) -> Scene:
    """Step the table, the human playing its last legal move, until ``stop(scene)``."""
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
        elif at_results(scene) and stop(scene):
            return scene
        app.step(1 / 60)
    raise RuntimeError("the position asked for never came")


def show_costliest_decision(app: App) -> None:
    """The Review of the deal just finished (from its results), weighed to the end, on its
    costliest decision."""
    from sevens.ui.scenes.review import ReviewScene

    app.show_review(app.scene)
    review = app.scene
    assert isinstance(review, ReviewScene)
    while not review.review.done:
        app.step(1 / 60)
    costly = review.review.costliest(1)
    if costly:
        review.select(review.review.decisions.index(costly[0]))


def make_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    pictures = Pictures(folder)
    import pygame

    from sevens.ui.scenes.table import TableScene

    app = screenshot_app(deals=4)
    pictures.save(app, "menu")
    app.scene.start()
    table = _run_table(app, mid_deal)
    assert isinstance(table, TableScene)
    table.toggle_log()  # the picture shows the move log open
    pictures.save(app, "douque-table")
    table.toggle_log()
    scene = _run_table(app, lambda scene: at_results(scene) or covering(scene))
    if isinstance(scene, TableScene):
        scene.selected = 0
        pictures.save(app, "douque-cover")
    app = screenshot_app(seed=69, deals=4)  # a deal with bonuses, a bust and a ×2 winner
    app.scene.start()
    _run_table(app, at_results)
    pictures.save(app, "douque-results")
    show_costliest_decision(app)  # the Review screen of that deal (issue 13)
    pictures.save(app, "review")
    app = screenshot_app(deals=4)  # House rules on Douque: one contradiction, shown in place
    app.scene.open_custom()
    app.step(1 / 60)
    app.scene.stepper("when_stuck").step(-1)  # Pass: Douque money needs covering
    pictures.save(app, "house-rules")
    for rules_id, seed in (("fan-tan", 5), ("sevens", 4)):
        app = screenshot_app(rules_id, seed, deals=3)
        app.scene.start()
        _run_table(app, at_results)
        pictures.save(app, f"{rules_id}-results")
    pygame.quit()
    return pictures.written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for item in make_screenshots(target):
        print(item)
