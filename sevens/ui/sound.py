"""Short OGG sound effects with a mute switch; silent when audio is unavailable.

The files are the bundled ``sounds/*.ogg`` found through :mod:`sevens.ui.resources` (inside
an installed package or beside the source checkout); each one opened is noted in
:func:`sevens.ui.resources.loaded_assets`.
"""

from __future__ import annotations

import contextlib

import pygame

from sevens.ui.resources import asset_location, note_asset, open_asset

SOUND_NAMES = ("play", "deal", "pass", "cover", "turn", "win", "over", "refused", "click")


class SilentSound:
    """A do-nothing stand-in for ``pygame.mixer.Sound``."""

    def play(self) -> None:
        """Play nothing."""


class SoundBoard:
    """Loads the effects once; :meth:`play` by name; ``muted`` silences everything."""

    def __init__(self, muted: bool = False) -> None:
        self.muted = muted
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound | SilentSound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
        except pygame.error:
            self._sounds = {name: SilentSound() for name in SOUND_NAMES}
            return
        for name in SOUND_NAMES:
            self._sounds[name] = load_sound(f"sounds/{name}.ogg")
        self.available = not any(isinstance(sound, SilentSound)
                                 for sound in self._sounds.values())

    def play(self, name: str) -> None:
        """Play the effect ``name`` unless muted (unknown names are ignored)."""
        if self.muted:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            with contextlib.suppress(pygame.error):
                sound.play()


def load_sound(name: str) -> pygame.mixer.Sound | SilentSound:
    """The bundled effect ``name`` (``sounds/play.ogg``) at the board's volume; silence when
    the file is missing or unreadable (noted, with a warning in the log). Needs the mixer."""
    try:
        sound = pygame.mixer.Sound(open_asset(name))
    except (FileNotFoundError, OSError, pygame.error):
        note_asset("sound", name, str(asset_location(name)), bundled=False)
        return SilentSound()
    note_asset("sound", name, str(asset_location(name)), bundled=True)
    sound.set_volume(0.6)
    return sound
