"""The README's pictures of the game in Chinese and Japanese (issue 12):
``python -m sevens.ui.tools.screenshots_languages docs/screenshots``.

Headless, like :mod:`sevens.ui.tools.screenshots`: the menu, a Douque deal with the move log open
and the Douque results in Traditional Chinese (排七), and a Shichinarabe deal in Japanese
(七並べ).
"""

from __future__ import annotations

import sys
from pathlib import Path


def make_language_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    from sevens.ui.tools.screenshots import (
        Pictures,
        _run_table,
        at_results,
        mid_deal,
        screenshot_app,
    )

    pictures = Pictures(folder)
    import pygame

    app = screenshot_app(deals=4, language="zh-Hant")
    pictures.save(app, "zh-Hant-menu")
    app.scene.start()
    _run_table(app, mid_deal).toggle_log()
    pictures.save(app, "zh-Hant-douque-table")
    app = screenshot_app(seed=69, deals=4, language="zh-Hant")
    app.scene.start()
    _run_table(app, at_results)
    pictures.save(app, "zh-Hant-douque-results")
    app = screenshot_app("shichinarabe", 7, deals=4, language="ja")
    app.scene.start()
    _run_table(app, mid_deal)
    pictures.save(app, "ja-shichinarabe-table")
    pygame.quit()
    return pictures.written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for item in make_language_screenshots(target):
        print(item)
