"""The pictures of the README and the docs: ``python -m sevens.ui.tools.screenshots
docs/screenshots [SET …]`` writes every set, or those named (:data:`SETS`: ``desktop``,
``languages`` (issue 12), ``people`` (issue 34), ``phone-menu`` and ``phone`` (issue 30),
``seeing`` (issue 34); each set's function says what it shows).

Headless (SDL dummy drivers). The human seat plays simple legal moves through the table scene
so the pictures show a real position.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from sevens.ui.app import App
    from sevens.ui.pager import Pager
    from sevens.ui.scene import Scene


class Pictures:
    """The pictures of a run: written into ``folder`` (made when missing) under SDL's
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


def dealt(stop: Callable[[Scene], bool], rules_id: str = "douque", seed: int = 21,
          **options: Any) -> tuple[App, Scene]:
    """An app for the pictures (:func:`screenshot_app`) whose match has begun and gone on
    until ``stop(scene)``; the app and that scene."""
    app = screenshot_app(rules_id, seed, **options)
    app.scene.start()
    return app, _run_table(app, stop)


def mid_deal(scene: Scene) -> bool:
    """A Douque-like table some way in, with the human holding a choice of plays."""
    from sevens.ui.scenes.table import TableScene

    if not isinstance(scene, TableScene):
        return False
    view = scene.session.view()
    plays = [move for move in view.legal_moves if move.kind == "play"]
    return (len(scene.session.game.moves) >= 18 and len(plays) >= 2
            and len(view.hand) >= 5 and not scene.busy)


def covering_or_results(scene: Scene) -> bool:
    """A table where the human has a card to cover (Douque's cover prompt), or the results
    when the deal ends without one."""
    from sevens.ui.scenes.table import TableScene

    return at_results(scene) or (
        isinstance(scene, TableScene) and not scene.busy
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


def desktop(pictures: Pictures) -> None:
    """The README's pictures on a 1280×720 window: the menu, a Douque deal in progress with
    the move log open, the Douque cover prompt, the results of Douque, Fan Tan and British
    Sevens (chips), the Review of the Douque deal, and House rules."""
    from sevens.ui.scenes.table import TableScene

    app = screenshot_app(deals=4)
    pictures.save(app, "menu")
    app.scene.start()
    table = _run_table(app, mid_deal)
    assert isinstance(table, TableScene)
    table.toggle_log()  # the picture shows the move log open
    pictures.save(app, "douque-table")
    table.toggle_log()
    scene = _run_table(app, covering_or_results)
    if isinstance(scene, TableScene):
        scene.interaction.selected = 0
        pictures.save(app, "douque-cover")
    app, _ = dealt(at_results, seed=69, deals=4)  # with bonuses, a bust and a ×2 winner
    pictures.save(app, "douque-results")
    show_costliest_decision(app)  # the Review screen of that deal (issue 13)
    pictures.save(app, "review")
    app = screenshot_app(deals=4)  # House rules on Douque: one contradiction, shown in place
    app.scene.open_custom()
    app.step(1 / 60)
    app.scene.stepper("when_stuck").step(-1)  # Pass: Douque money needs covering
    pictures.save(app, "house-rules")
    for rules_id, seed in (("fan-tan", 5), ("sevens", 4)):
        app, _ = dealt(at_results, rules_id, seed, deals=3)
        pictures.save(app, f"{rules_id}-results")


def languages(pictures: Pictures) -> None:
    """The game in Traditional Chinese (排七: the menu, a Douque deal with the move log open,
    its results) and in Japanese (七並べ: a Shichinarabe deal)."""
    app = screenshot_app(deals=4, language="zh-Hant")
    pictures.save(app, "zh-Hant-menu")
    app.scene.start()
    _run_table(app, mid_deal).toggle_log()
    pictures.save(app, "zh-Hant-douque-table")
    app, _ = dealt(at_results, seed=69, deals=4, language="zh-Hant")
    pictures.save(app, "zh-Hant-douque-results")
    app, _ = dealt(mid_deal, "shichinarabe", 7, deals=4, language="ja")
    pictures.save(app, "ja-shichinarabe-table")


#: Three people at the device, and a computer player.
PEOPLE = ("Ada", "Ben", "Cleo")


def people(pictures: Pictures) -> None:
    """Pass-and-play: the Seats screen with three people and a computer (``seats.png``, and
    ``portrait-seats-en.png`` on a phone) and the hand-over screen (``hand-over.png``)."""
    import pygame

    from sevens.ui.scenes.hand_over import HandOverScene

    for window, name in (((1280, 720), "seats"), (PHONE, "portrait-seats-en")):
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


#: A phone held upright, in CSS px (its canvas is 720×1558).
PHONE = (390, 844)


def phone(pictures: Pictures) -> None:
    """Deals on a phone held upright, in English and Traditional Chinese: a Douque deal, its
    move log, cover prompt, results (``portrait-results-*.png``, also with the legend open)
    and Review on its costliest decision; a British Sevens table of six and its results; in
    English also a two-pack table of eight."""
    import sevens
    from sevens.ui.scenes.table import TableScene

    def human_to_move_after(moves: int) -> Any:
        return lambda scene: (isinstance(scene, TableScene) and not scene.busy
                              and scene.session.human_to_move
                              and len(scene.session.game.moves) >= moves)

    for tag in ("en", "zh-Hant"):
        app, table = dealt(mid_deal, language=tag, window=PHONE)
        pictures.save(app, f"portrait-{tag}-douque-table")
        table.toggle_log()
        pictures.save(app, f"portrait-{tag}-douque-log")
        table.toggle_log()
        if isinstance(_run_table(app, covering_or_results), TableScene):
            pictures.save(app, f"portrait-{tag}-douque-cover")
        results = _run_table(app, at_results)
        app.step(1 / 60)
        pictures.save(app, f"portrait-results-{tag}-douque")
        results.toggle_legend()
        pictures.save(app, f"portrait-results-{tag}-douque-legend")
        results.toggle_legend()
        show_costliest_decision(app)
        pictures.save(app, f"portrait-review-{tag}")
        app, _ = dealt(human_to_move_after(8), "sevens", 4, language=tag, players=6,
                       window=PHONE)
        pictures.save(app, f"portrait-{tag}-sevens-table")
        _run_table(app, at_results)
        app.step(1 / 60)
        pictures.save(app, f"portrait-results-{tag}-chips")
    app = screenshot_app("family", 3, language="en", window=PHONE)
    app.start_match(sevens.preset("family").replace(players=8, decks=2), "custom")
    _run_table(app, human_to_move_after(10))
    pictures.save(app, "portrait-en-two-packs-table")


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


def phone_menu(pictures: Pictures) -> None:
    """The menu, the rules page (its pages side by side), the statistics (made-up numbers)
    and the house-rules editor (its pages side by side, with two contradictions and its
    options off under Douque money) on a phone held upright, in English and in Traditional
    Chinese."""
    from sevens.app import translation

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
        editor.back()
        app.step(1 / 60)
    translation.set_language("en")


#: (file name, window, large cards, high contrast)
SEEING = (
    ("seeing-large-landscape", (1280, 720), True, False),
    ("seeing-large-portrait", PHONE, True, False),
    ("seeing-contrast-landscape", (1280, 720), False, True),
    ("seeing-contrast-portrait", PHONE, False, True),
)


def seeing(pictures: Pictures) -> None:
    """The seeing settings, large cards and high contrast, landscape and upright: a Douque
    deal some way in, the same deal in each picture."""
    import pygame

    from sevens.ui import theme

    for name, window, large, high in SEEING:
        app, _ = dealt(mid_deal, language="en", window=window, large_cards=large,
                       high_contrast=high)
        pictures.save(app, name)
        theme.use_high_contrast(False)
        pygame.quit()


#: Every set of pictures by name, in the order a whole run writes them.
SETS: dict[str, Callable[[Pictures], None]] = {
    "desktop": desktop, "languages": languages, "people": people, "phone-menu": phone_menu,
    "phone": phone, "seeing": seeing}


def make_screenshots(folder: Path, sets: Sequence[str] = tuple(SETS)) -> list[Path]:
    """Write the PNG files of ``sets`` (every one by default) into ``folder``; returns their
    paths."""
    pictures = Pictures(folder)
    import pygame

    for name in sets:
        SETS[name](pictures)
        pygame.quit()
    return pictures.written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/screenshots")
    for item in make_screenshots(target, sys.argv[2:] or tuple(SETS)):
        print(item)
