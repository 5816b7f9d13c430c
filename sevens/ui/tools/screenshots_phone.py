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

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sevens.ui.app import App

#: A phone held upright, in CSS px (its canvas is 720×1558).
PHONE = (390, 844)


def _phone_app(rules_id: str, seed: int, language: str, players: int | None = None) -> App:
    from sevens.ui.app import App, AppOptions

    return App(AppOptions(rules_id=rules_id, seed=seed, speed="fast", mute=True,
                          remember=False, deals=1, language=language, players=players,
                          window=PHONE))


def make_phone_screenshots(folder: Path) -> list[Path]:
    """Write the PNG files into ``folder``; returns their paths."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    import sevens
    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.table import TableScene
    from sevens.ui.tools.screenshots import _run_table, mid_deal, save_screen

    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def covering(scene: Any) -> bool:
        return (isinstance(scene, TableScene) and not scene.busy
                and any(move.kind == "cover" for move in scene.session.view().legal_moves))

    for language, tag in (("en", "en"), ("zh-Hant", "zh-Hant")):
        def save(app: App, name: str, tag: str = tag) -> None:
            save_screen(app, folder, f"portrait-{tag}-{name}", written)

        app = _phone_app("douque", 21, language)
        app.scene.start()
        table = _run_table(app, mid_deal)
        assert isinstance(table, TableScene)
        save(app, "douque-table")
        table.toggle_log()
        save(app, "douque-log")
        table.toggle_log()
        scene = _run_table(app, lambda s: isinstance(s, ResultsScene) or covering(s))
        if isinstance(scene, TableScene):
            save(app, "douque-cover")
        results = _run_table(app, lambda s: isinstance(s, ResultsScene))
        app.step(1 / 60)
        save_screen(app, folder, f"portrait-results-{tag}-douque", written)
        results.toggle_legend()
        save_screen(app, folder, f"portrait-results-{tag}-douque-legend", written)
        results.toggle_legend()
        save_review(app, folder, f"portrait-review-{tag}", written)
        app = _phone_app("sevens", 4, language, players=6)
        app.scene.start()
        _run_table(app, lambda s: isinstance(s, TableScene) and not s.busy
                   and s.session.human_to_move and len(s.session.game.moves) >= 8)
        save(app, "sevens-table")
        _run_table(app, lambda s: isinstance(s, ResultsScene))
        app.step(1 / 60)
        save_screen(app, folder, f"portrait-results-{tag}-chips", written)
    app = _phone_app("family", 3, "en")
    rules = sevens.preset("family").replace(players=8, decks=2)
    app.start_match(rules, "custom")
    _run_table(app, lambda s: isinstance(s, TableScene) and not s.busy
               and s.session.human_to_move and len(s.session.game.moves) >= 10)
    save_screen(app, folder, "portrait-en-two-packs-table", written)
    pygame.quit()
    return written


def save_review(app: App, folder: Path, name: str, written: list[Path]) -> None:
    """The Review of the deal just finished (from its results), weighed to the end, on its
    costliest decision."""
    from sevens.ui.scenes.review import ReviewScene
    from sevens.ui.tools.screenshots import save_screen

    app.show_review(app.scene)
    review = app.scene
    assert isinstance(review, ReviewScene)
    while not review.review.done:
        app.step(1 / 60)
    costly = review.review.costliest(1)
    if costly:
        review.select(review.review.decisions.index(costly[0]))
    save_screen(app, folder, name, written)


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
    """The menu, the rules page (its pages side by side) and the statistics (made-up
    numbers) on a phone held upright, in English and in Traditional Chinese."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from sevens.app import translation
    from sevens.ui.tools.screenshots import save_screen

    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for language in ("en", "zh-Hant"):
        app = _phone_app("douque", 21, language)
        save_screen(app, folder, f"portrait-menu-{language}", written)
        app.scene.open_rules()
        written.append(pages_sheet(app, folder / f"portrait-rules-{language}.png"))
        app.stats = sample_statistics()
        app.scene.back()
        app.scene.open_stats()
        save_screen(app, folder, f"portrait-stats-{language}", written)
        app.scene.back()
        app.step(1 / 60)
        written.append(house_rules_sheet(app, folder / f"portrait-house-rules-{language}.png"))
    translation.set_language("en")
    return written


def house_rules_sheet(app: App, path: Path) -> Path:
    """The house-rules editor (from the menu on show), with two contradictions and its
    options off under Douque money, its pages side by side, saved at ``path``."""
    app.scene.open_custom()
    app.step(1 / 60)
    editor = app.scene
    editor.stepper("players").step(1)
    editor.stepper("when_stuck").step(1)
    pages_sheet(app, path)
    editor.cancel()
    app.step(1 / 60)
    return path


def pages_sheet(app: App, path: Path) -> Path:
    """Every page of the scene on show (the rules, the house rules), turned by its pager,
    side by side, saved at ``path``."""
    import pygame

    pages = []
    for _ in range(app.scene.pager.page_count):
        app.step(1 / 60)
        app.draw_scene()
        pages.append(app.canvas.copy())
        app.scene.pager.next()
    sheet = pygame.Surface((sum(page.get_width() for page in pages), app.size[1]))
    for index, page in enumerate(pages):
        sheet.blit(page, (index * app.size[0], 0))
    pygame.image.save(sheet, str(path))
    return path


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    only_menu = sys.argv[2:] == ["menu"]
    pictures = make_phone_menu_screenshots(target)  # first: the tables end with quit
    for item in pictures if only_menu else [*pictures, *make_phone_screenshots(target)]:
        print(item)
