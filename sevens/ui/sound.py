"""Short OGG sound effects with a mute switch; silent when audio is unavailable."""

from __future__ import annotations

import contextlib

import pygame

from sevens.ui.resources import ASSETS_FOLDER

SOUND_FOLDER = ASSETS_FOLDER / "sounds"
SOUND_NAMES = ("play", "deal", "pass", "cover", "turn", "win", "over", "refused", "click")


class SilentSound:
    """A do-nothing stand-in for ``pygame.mixer.Sound``."""

    def play(self) -> None:
        """Play nothing."""

    def set_volume(self, volume: float) -> None:
        """Ignore the volume."""


class SoundBoard:
    """Loads the effects once; :meth:`play` by name; ``muted`` silences everything."""

    def __init__(self, muted: bool = False) -> None:
        self.muted = muted
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound | SilentSound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            for name in SOUND_NAMES:
                sound = pygame.mixer.Sound(str(SOUND_FOLDER / f"{name}.ogg"))
                sound.set_volume(0.6)
                self._sounds[name] = sound
            self.available = True
        except (pygame.error, FileNotFoundError, OSError):
            self._sounds = {name: SilentSound() for name in SOUND_NAMES}

    def play(self, name: str) -> None:
        """Play the effect ``name`` unless muted (unknown names are ignored)."""
        if self.muted:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            with contextlib.suppress(pygame.error):
                sound.play()
