"""The drawing caches are bounded by what a screen shows (issue 45, item 18): a long session
of deals, each with its own amounts and log lines, keeps at most a few screens' worth of
rendered texts and panels, and what the screen on show draws every frame stays cached."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

import sevens
from sevens.ui import navigation
from sevens.ui.app import App, AppOptions
from sevens.ui.resources import (
    PANEL_CACHE_LIMIT,
    TEXT_CACHE_LIMIT,
    RecentCache,
    Resources,
)

#: The cap holds every text of the busiest screen at least this many times over …
FEWEST_SCREENS = 2
#: … and no more than this many screens' worth.
MOST_SCREENS = 8


@pytest.fixture(scope="module")
def resources() -> Resources:
    pygame.init()
    yield Resources()
    pygame.quit()


def test_a_long_session_keeps_the_caches_under_their_caps(resources: Resources) -> None:
    """A hundred deals' worth of distinct texts and panel sizes (each move's log line, each
    seat's running amount, a status pill as wide as its words), with one screen's texts
    drawn every frame: the caches stay under their caps and that screen's texts stay."""
    screen = [f"Button {number}" for number in range(40)]
    kept = {label: resources.text(label, 18) for label in screen}
    panel = resources.panel((200, 40), (20, 60, 40), 220)
    rng = random.Random(45)
    names = ["You", "Ada", "Ben", "Cleo"]
    rules = sevens.preset("douque")
    for deal in range(100):
        game = sevens.Game(rules, seed=deal)
        while not game.over:
            moves = game.legal_moves()
            move = moves[rng.randrange(len(moves))]
            mover = game.current_player
            game.apply(move)
            line = resources.text(f"Deal {deal + 1}: {names[mover]} {move}", 16)
            resources.panel((line.get_width() + 24, 30 + deal % 10), (20, 60, 40), 220)
            for label in screen:  # the screen on show, drawn again each frame
                assert resources.text(label, 18) is kept[label]
            assert resources.panel((200, 40), (20, 60, 40), 220) is panel
        for seat, delta in enumerate(game.result().deltas):
            resources.text(f"{names[seat]}: money {float(delta):+.2f} after deal {deal + 1}", 15)
        assert len(resources._text) <= TEXT_CACHE_LIMIT
        assert len(resources._panels) <= PANEL_CACHE_LIMIT
    assert len(resources._text) == TEXT_CACHE_LIMIT  # full, and no fuller
    assert len(resources._panels) == PANEL_CACHE_LIMIT


def test_the_least_recently_used_goes_first() -> None:
    cache: RecentCache[str] = RecentCache(3)
    for key in "abc":
        cache.put(key, key.upper())
    assert cache.get("a") == "A"  # now the most recently used
    cache.put("d", "D")
    assert "b" not in cache and "a" in cache and len(cache) == 3
    assert cache.get("b") is None
    with pytest.raises(ValueError):
        RecentCache(0)


def _texts_one_screen_draws(app: App) -> int:
    drawn: set[tuple] = set()
    plain = Resources.text

    def noting(self: Resources, string: str, size: int, colour: object = None,
               bold: bool = False) -> pygame.Surface:
        drawn.add((string, size, colour, bold))
        return plain(self, string, size, colour, bold)

    Resources.text = noting  # type: ignore[method-assign]
    try:
        app.dirty = True
        app.draw_scene()
    finally:
        Resources.text = plain  # type: ignore[method-assign]
    return len(drawn)


def test_the_text_cap_is_a_few_screens_worth() -> None:
    """The busiest screens (Douque's results with its settlement, the rules page) fit in the
    cap a few times over, and the cap is no more than a few of them."""
    app = App(AppOptions(remember=False, mute=True, speed="instant", seed=3, deals=3,
                         rules_id="douque"))
    try:
        app.go(navigation.NewMatch(sevens.preset("douque"), "douque"))
        game = app.current_session().game
        while not game.over:
            game.apply(game.legal_moves()[0])
        app.go(navigation.Results(just_ended=True))
        busiest = _texts_one_screen_draws(app)
        app.go(navigation.RulesPage(sevens.preset("douque"), "douque", back_to=app.scene))
        busiest = max(busiest, _texts_one_screen_draws(app))
    finally:
        pygame.quit()
    assert busiest > 40  # the screens were drawn
    assert FEWEST_SCREENS * busiest <= TEXT_CACHE_LIMIT <= MOST_SCREENS * busiest
