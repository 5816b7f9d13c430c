"""10,000 random clicks and keys through the whole interface never crash it."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from sevens.ui.app import App, AppOptions
from sevens.ui.geometry.canvas import LANDSCAPE

KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
        pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_p, pygame.K_c, pygame.K_h, pygame.K_u,
        pygame.K_m, pygame.K_n, pygame.K_r, pygame.K_s, pygame.K_BACKSPACE, pygame.K_a,
        pygame.K_1, pygame.K_TAB)


def random_event(rng: random.Random) -> pygame.event.Event:
    """A click (mostly left), a wheel turn, a motion, a key or a typed character."""
    width, height = LANDSCAPE
    position = (rng.randrange(width), rng.randrange(height))
    roll = rng.random()
    if roll < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position,
                                  button=rng.choice((1, 1, 1, 1, 3, 4, 5)))
    if roll < 0.55:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=position, rel=(0, 0),
                                  buttons=(0, 0, 0))
    if roll < 0.6:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("ab1-z"))
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="",
                              scancode=0)


def test_ten_thousand_random_events_never_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    # The menu's Quit button is a clean way out, not a crash: count it and play on.
    quits: list[int] = []
    monkeypatch.setattr(App, "close", lambda self: quits.append(1))
    rng = random.Random(2024)
    app = App(AppOptions(speed="instant", mute=True, remember=False, seed=1))
    scenes = set()
    for index in range(10_000):
        pygame.event.post(random_event(rng))
        if index % 3 == 0:
            app.step(1 / 60)
        scenes.add(type(app.scene).__name__)
        assert app.running
    app.step(1 / 60)
    assert {"MenuScene", "TableScene"} <= scenes
    pygame.quit()
