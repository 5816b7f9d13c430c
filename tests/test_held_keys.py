"""A held key repeats only where repeating means something (sevens/ui/raw_input.py): one
press of M, Enter or P acts once even when pygame's repeat timer adds a second ``KEYDOWN``
before the key's release is read (as a busy browser page does); a held arrow still walks."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from sevens.ui.app import App, AppOptions
from sevens.ui.raw_input import HeldKeys
from sevens.ui.scenes.menu.scene import RULE_SYSTEMS
from sevens.ui.scenes.table import TableScene

#: The keyboard's scan codes for M and ↓ (USB HID usage ids, as SDL reports them).
SCAN_M, SCAN_DOWN = 16, 81


def key_event(kind: int, key: int, scancode: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=scancode)


def held_then_let_go(app: App, key: int, scancode: int, repeats: int) -> None:
    """A press, ``repeats`` repeats from pygame's timer, the release: all read in one frame."""
    for _ in range(1 + repeats):
        pygame.event.post(key_event(pygame.KEYDOWN, key, scancode))
    pygame.event.post(key_event(pygame.KEYUP, key, scancode))
    app.step(1 / 60)


def test_a_repeat_of_a_held_key_passes_only_for_the_keys_that_move() -> None:
    down = {pygame.K_m, pygame.K_DOWN}
    held = HeldKeys(pressed=down.__contains__)
    m_down = key_event(pygame.KEYDOWN, pygame.K_m, SCAN_M)
    assert held.passes(m_down) and not held.passes(m_down)  # the second: a repeat
    assert held.passes(key_event(pygame.KEYUP, pygame.K_m, SCAN_M))
    assert held.passes(m_down)  # pressed again after the release
    arrow = key_event(pygame.KEYDOWN, pygame.K_DOWN, SCAN_DOWN)
    assert held.passes(arrow) and held.passes(arrow)
    # a repeat read after the arrow's release (a busy page) does not step again
    down.discard(pygame.K_DOWN)
    assert not held.passes(arrow)
    # a posted press without a keyboard's scan code is a press each time
    posted = key_event(pygame.KEYDOWN, pygame.K_RETURN, 0)
    assert held.passes(posted) and held.passes(posted)
    # a key let go while the window had no focus is not held any more
    held.passes(m_down)
    held.passes(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert held.passes(m_down)


def test_one_press_of_m_mutes_even_when_its_repeat_arrives_before_its_release() -> None:
    app = App(AppOptions(mute=True, remember=False))
    app.step(1 / 60)
    pygame.event.post(key_event(pygame.KEYDOWN, pygame.K_RETURN, 40))
    pygame.event.post(key_event(pygame.KEYUP, pygame.K_RETURN, 40))
    app.step(1 / 60)
    assert isinstance(app.scene, TableScene)
    before = app.sound.muted
    held_then_let_go(app, pygame.K_m, SCAN_M, repeats=1)
    assert app.sound.muted is (not before) and app.settings.muted is (not before)
    held_then_let_go(app, pygame.K_m, SCAN_M, repeats=3)
    assert app.sound.muted is before


def test_a_held_arrow_still_walks_the_menu() -> None:
    app = App(AppOptions(mute=True, remember=False))
    app.step(1 / 60)
    app.held_keys.pressed = lambda key: True  # the arrow still held as its repeats are read
    start = RULE_SYSTEMS.index(app.settings.rules_id)
    held_then_let_go(app, pygame.K_DOWN, SCAN_DOWN, repeats=2)
    assert app.settings.rules_id == RULE_SYSTEMS[(start + 3) % len(RULE_SYSTEMS)]
