"""The README's pictures of a 390×844 phone held upright (issue 30; a
720×1558 canvas): ``python -m sevens.ui.tools.screenshots_phone docs/screenshots``.

Headless, like :mod:`sevens.ui.tools.screenshots`: in English and in Traditional Chinese, a
Douque deal in progress, its move log, the Douque cover prompt, and a British Sevens table of
six, and the results of both (``portrait-results-*.png``: the Douque settlement also with
its legend open) and the Douque deal's Review on its costliest decision
(``portrait-review-en.png``, ``portrait-review-zh-Hant.png``); in English also a two-pack
table of eight; and the menu, laid out for the phone (``portrait-menu-en.png``,
``portrait-menu-zh-Hant.png``, alone with
``python -m sevens.ui.tools.screenshots_phone docs/screenshots menu``), and the rules
page's pages side by side (``portrait-rules-en.png``, ``portrait-rules-zh-Hant.png``) and
the statistics with made-up numbers (``portrait-stats-*.png``), and the house-rules editor's
pages side by side, with two contradictions marked (``portrait-house-rules-*.png``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

#: A phone held upright, in CSS px (its canvas is 720×1558).
PHONE = (390, 844)


def make_phone_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    from sevens.ui.tools.screenshots import (
        Pictures,
        _run_table,
        at_results,
        covering,
        mid_deal,
        screenshot_app,
        show_costliest_decision,
    )

    pictures = Pictures(folder)
    import pygame

    import sevens
    from sevens.ui.scenes.table import TableScene

    def human_to_move_after(moves: int) -> Any:
        return lambda scene: (isinstance(scene, TableScene) and not scene.busy
                              and scene.session.human_to_move
                              and len(scene.session.game.moves) >= moves)

    for tag in ("en", "zh-Hant"):
        app = screenshot_app(language=tag, window=PHONE)
        app.scene.start()
        table = _run_table(app, mid_deal)
        pictures.save(app, f"portrait-{tag}-douque-table")
        table.toggle_log()
        pictures.save(app, f"portrait-{tag}-douque-log")
        table.toggle_log()
        if isinstance(_run_table(app, lambda scene: at_results(scene) or covering(scene)),
                      TableScene):
            pictures.save(app, f"portrait-{tag}-douque-cover")
        results = _run_table(app, at_results)
        app.step(1 / 60)
        pictures.save(app, f"portrait-results-{tag}-douque")
        results.toggle_legend()
        pictures.save(app, f"portrait-results-{tag}-douque-legend")
        results.toggle_legend()
        show_costliest_decision(app)
        pictures.save(app, f"portrait-review-{tag}")
        app = screenshot_app("sevens", 4, language=tag, players=6, window=PHONE)
        app.scene.start()
        _run_table(app, human_to_move_after(8))
        pictures.save(app, f"portrait-{tag}-sevens-table")
        _run_table(app, at_results)
        app.step(1 / 60)
        pictures.save(app, f"portrait-results-{tag}-chips")
    app = screenshot_app("family", 3, language="en", window=PHONE)
    app.start_match(sevens.preset("family").replace(players=8, decks=2), "custom")
    _run_table(app, human_to_move_after(10))
    pictures.save(app, "portrait-en-two-packs-table")
    pygame.quit()
    return pictures.written


def sample_statistics() -> dict[str, Any]:
    """Made-up statistics for the picture of the statistics screen: four rule systems
    played, one of them without a chart yet."""
    records: dict[str, Any] = {}
    for index, key in enumerate(("douque", "sevens", "fan-tan", "family")):
        history = [] if key == "fan-tan" else [(-1) ** deal * (deal % 7 + index)
                                               for deal in range(24)]
        records[key] = {"deals": 24 + 5 * index, "matches": 4 + index, "wins": 2,
                        "abandoned": index % 2, "result_sum": 18.5 - 9 * index,
                        "history": history}
    return records


def make_phone_menu_screenshots(folder: Path) -> list[Path]:
    """The menu, the rules page (its pages side by side), the statistics (made-up numbers)
    and the house-rules editor (its pages side by side, with two contradictions and its
    options off under Douque money) on a phone held upright, in English and in Traditional
    Chinese."""
    from sevens.app import translation
    from sevens.ui.tools.screenshots import Pictures, screenshot_app

    pictures = Pictures(folder)
    for language in ("en", "zh-Hant"):
        app = screenshot_app(language=language, window=PHONE)
        pictures.save(app, f"portrait-menu-{language}")
        app.scene.open_rules()
        pictures.save_pages(app, app.scene.pager, f"portrait-rules-{language}")
        app.stats = sample_statistics()
        app.scene.back()
        app.scene.open_stats()
        pictures.save(app, f"portrait-stats-{language}")
        app.scene.back()
        app.step(1 / 60)
        app.scene.open_custom()
        app.step(1 / 60)
        editor = app.scene
        editor.stepper("players").step(1)
        editor.stepper("when_stuck").step(1)
        pictures.save_pages(app, editor.pager, f"portrait-house-rules-{language}")
        editor.cancel()
        app.step(1 / 60)
    translation.set_language("en")
    return pictures.written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    only_menu = sys.argv[2:] == ["menu"]
    pictures = make_phone_menu_screenshots(target)  # first: the tables end with quit
    for item in pictures if only_menu else [*pictures, *make_phone_screenshots(target)]:
        print(item)
