"""The README's pictures of the seeing settings (issue 34): large cards and high contrast, on
a 1280×720 landscape window and on a phone held upright (390×844, a 720×1558 canvas):
``python -m sevens.ui.tools.screenshots_seeing docs/screenshots``.

Headless, like :mod:`sevens.ui.tools.screenshots`: a Douque deal some way in, the same deal in
each picture (``seeing-large-landscape.png``, ``seeing-large-portrait.png``,
``seeing-contrast-landscape.png``, ``seeing-contrast-portrait.png``).
"""

from __future__ import annotations

import sys
from pathlib import Path

#: (file name, window, large cards, high contrast)
PICTURES = (
    ("seeing-large-landscape", (1280, 720), True, False),
    ("seeing-large-portrait", (390, 844), True, False),
    ("seeing-contrast-landscape", (1280, 720), False, True),
    ("seeing-contrast-portrait", (390, 844), False, True),
)


def make_seeing_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    from sevens.ui.tools.screenshots import Pictures, _run_table, mid_deal, screenshot_app

    pictures = Pictures(folder)
    import pygame

    from sevens.ui import theme

    for name, window, large, high in PICTURES:
        app = screenshot_app(language="en", window=window)
        app.change_setting("large_cards", large)
        app.change_setting("high_contrast", high)
        app.scene.start()
        _run_table(app, mid_deal)
        pictures.save(app, name)
        theme.use_high_contrast(False)
        pygame.quit()
    return pictures.written


if __name__ == "__main__":
    for path in make_seeing_screenshots(Path(sys.argv[1] if len(sys.argv) > 1
                                             else "docs/screenshots")):
        print(path)
