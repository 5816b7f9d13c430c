"""Issue 12: every screen in every language at 1280×720 keeps each text inside its panel and
on the screen, with no two texts on top of each other (see ``tests/layout_probe.py``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from layout_probe import Drawn, draw, problems, record  # noqa: E402

from sevens.app import translation  # noqa: E402

LANGUAGES = translation.LANGUAGE_CODES


def make_app(rules_id: str, language: str, seed: int, deals: int = 3) -> tuple[Any, Any]:
    from sevens.ui.app import App, AppOptions

    app = App(AppOptions(rules_id=rules_id, seed=seed, speed="instant", mute=True,
                         remember=False, deals=deals, language=language))
    canvas = record(app)
    app.step(1 / 60)
    return app, canvas


def run_table(app: Any, stop: Callable[[Any], bool]) -> Any:
    from sevens.ui.tools.screenshots import _run_table

    return _run_table(app, stop)


def screens(language: str) -> dict[str, list[Drawn]]:
    """Every screen of the game drawn once in ``language``: name -> what was drawn."""
    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.scenes.table import TableScene

    shots: dict[str, list[Drawn]] = {}

    def shoot(app: Any, canvas: Any, name: str) -> None:
        app.step(1 / 60)
        shots[name] = draw(app, canvas)

    app, canvas = make_app("douque", language, seed=21)
    shoot(app, canvas, "menu")
    app.scene.open_rules()
    shoot(app, canvas, "rules douque")
    app, canvas = make_app("douque", language, seed=21)
    app.scene.open_stats()
    shoot(app, canvas, "statistics (empty)")
    app, canvas = make_app("douque", language, seed=21)
    app.scene.open_custom()
    app.step(1 / 60)
    app.scene.stepper("when_stuck").step(-1)
    shoot(app, canvas, "house rules with a contradiction")

    app, canvas = make_app("douque", language, seed=21)
    app.scene.start()

    def mid_deal(scene: Any) -> bool:
        return (isinstance(scene, TableScene) and len(scene.session.game.moves) >= 18
                and not scene.busy and scene.session.human_to_move)

    table = run_table(app, mid_deal)
    shoot(app, canvas, "douque table")
    table.session.request_hint()
    for _ in range(600):
        if table.session.hint is not None:
            break
        app.step(1 / 60)
    assert table.session.hint is not None and table.session.hint.reason
    shoot(app, canvas, "douque table, hint with its reason")
    table.toggle_log()
    shoot(app, canvas, "douque table, move log")
    table.toggle_log()

    def covering(scene: Any) -> bool:
        return (isinstance(scene, TableScene) and not scene.busy
                and any(move.kind == "cover" for move in scene.session.view().legal_moves))

    scene = run_table(app, lambda s: isinstance(s, ResultsScene) or covering(s))
    if isinstance(scene, TableScene):
        scene.interaction.selected = 0
        shoot(app, canvas, "douque cover")
    run_table(app, lambda s: isinstance(s, ResultsScene))
    shoot(app, canvas, "douque results")
    from sevens.ui.scenes.review.scene import ReviewScene

    results = app.scene
    app.show_review(results)  # the Review screen, on the deal's costliest decision
    review = app.scene
    assert isinstance(review, ReviewScene)
    for _ in range(20000):
        if review.review.done:
            break
        app.step(1 / 60)
    assert review.review.done
    costly = review.review.costliest(1)
    if costly:
        review.select(review.review.decisions.index(costly[0]))
    shoot(app, canvas, "douque review")
    app.set_scene(results)
    app.scene.menu()
    shoot(app, canvas, "menu with a match in progress")
    menu = app.scene
    menu.start()
    assert menu.dialog is not None
    shoot(app, canvas, "leave the match? (new deal)")
    menu.dialog = None
    menu.quit()
    assert menu.dialog is not None
    shoot(app, canvas, "leave the match? (quit)")
    menu.dialog = None
    app.scene.open_stats()
    shoot(app, canvas, "statistics after a deal")

    for rules_id, seed in (("sevens", 4), ("badam-satti", 3), ("shichinarabe", 5),
                           ("fan-tan", 5)):
        app, canvas = make_app(rules_id, language, seed=seed, deals=1)
        app.scene.open_rules()
        shoot(app, canvas, f"rules {rules_id}")
        app, canvas = make_app(rules_id, language, seed=seed, deals=1)
        app.scene.start()
        run_table(app, mid_deal)
        shoot(app, canvas, f"{rules_id} table")
        run_table(app, lambda s: isinstance(s, ResultsScene))
        shoot(app, canvas, f"{rules_id} results (match over)")
    return shots


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_keeps_its_texts_inside_their_panels(language: str) -> None:
    try:
        shots = screens(language)
    finally:
        translation.set_language("en")
    assert len(shots) >= 15
    for name, drawn in shots.items():
        assert sum(1 for item in drawn if item.kind == "text") >= 3, name
    found = {name: problems(drawn) for name, drawn in shots.items()}
    found = {name: issues for name, issues in found.items() if issues}
    assert not found, "\n".join(f"{name}: {issue}" for name, issues in found.items()
                                for issue in issues)


def test_the_probe_catches_a_text_leaving_its_panel() -> None:
    import pygame

    panel = Drawn("panel", "", pygame.Rect(100, 100, 200, 40))
    inside = Drawn("text", "fits", pygame.Rect(110, 110, 100, 20))
    spilling = Drawn("text", "too long", pygame.Rect(110, 112, 240, 20))
    off_screen = Drawn("text", "gone", pygame.Rect(1250, 10, 60, 20))
    assert problems([panel, inside]) == []
    found = problems([panel, inside, spilling, off_screen])
    assert any("'too long'" in issue and "leaves its panel" in issue for issue in found)
    assert any("'gone' leaves the screen" in issue for issue in found)
    assert any("overlaps" in issue for issue in found)
    dialog = Drawn("panel", "", pygame.Rect(100, 100, 300, 100))
    assert problems([panel, spilling, dialog, inside]) == []  # the dialog hides what is under
