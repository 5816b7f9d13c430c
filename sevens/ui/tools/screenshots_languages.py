"""The README's pictures of the game in Chinese and Japanese (issue 12):
``python -m sevens.ui.tools.screenshots_languages docs/screenshots``.

Headless, like :mod:`sevens.ui.tools.screenshots`: the menu, a Douque deal with the move log open
and the Douque results in Traditional Chinese (排七), and a Shichinarabe deal in Japanese
(七並べ).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sevens.ui.app import App


def make_language_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.table import TableScene
    from sevens.ui.tools.screenshots import _app, _run_table, mid_deal, save_screen

    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def save(app: App, name: str) -> None:
        save_screen(app, folder, name, written)

    app = _app("douque", seed=21, language="zh-Hant", mute=True)
    save(app, "zh-Hant-menu")
    app.scene.start()
    table = _run_table(app, mid_deal)
    assert isinstance(table, TableScene)
    table.toggle_log()
    save(app, "zh-Hant-douque-table")
    app = _app("douque", seed=69, language="zh-Hant", mute=True)
    app.scene.start()
    _run_table(app, lambda scene: isinstance(scene, ResultsScene))
    save(app, "zh-Hant-douque-results")
    app = _app("shichinarabe", seed=7, language="ja", mute=True)
    app.scene.start()
    _run_table(app, mid_deal)
    save(app, "ja-shichinarabe-table")
    pygame.quit()
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for item in make_language_screenshots(target):
        print(item)
