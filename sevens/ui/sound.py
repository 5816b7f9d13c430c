"""Short OGG sound effects with a mute switch; silent when audio is unavailable. In the browser
the mixer is set up before ``pygame.init()`` (:func:`prepare_audio`).

The files are the bundled ``sounds/*.ogg`` found through :mod:`sevens.ui.resources` (inside
an installed package or beside the source checkout); each one opened is noted in
:func:`sevens.ui.resources.loaded_assets`.
"""

from __future__ import annotations

import contextlib

import pygame

from sevens.app.webpage import WEB
from sevens.ui.resources import asset_location, note_asset, open_asset

SOUND_NAMES = ("play", "deal", "pass", "cover", "turn", "win", "over", "refused", "click")
#: Frames per mixer buffer in the browser: what its audio thread sustains without gaps.
WEB_MIXER_BUFFER = 2048
#: Samples per second in the browser (browsers mix at 44.1 or 48 kHz).
WEB_MIXER_FREQUENCY = 44100


def prepare_audio(web: bool = WEB) -> bool:
    """Pre-initialise the mixer for the browser; call before ``pygame.init()``, which opens the
    mixer itself with a 512-frame buffer that a browser's audio thread cannot keep fed (the
    sound crackles; the game's own mixer set-up comes too late to change it).

    Returns True when it set the browser's buffer, False outside the browser (nothing done).
    """
    if not web:
        return False
    pygame.mixer.pre_init(
        frequency=WEB_MIXER_FREQUENCY, size=-16, channels=2, buffer=WEB_MIXER_BUFFER
    )
    return True


class SoundBoard:
    """Loads the effects once; :meth:`play` by name; ``muted`` silences everything."""

    def __init__(self, muted: bool = False) -> None:
        self.muted = muted
        #: Each effect by name; None for one that could not be loaded (it plays silence).
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
        except pygame.error:
            return
        self._sounds = {name: load_sound(f"sounds/{name}.ogg") for name in SOUND_NAMES}

    @property
    def available(self) -> bool:
        """True when every effect was loaded (the mixer works and no file was missing)."""
        return bool(self._sounds) and None not in self._sounds.values()

    def play(self, name: str) -> None:
        """Play the effect ``name`` unless muted (unknown and missing effects are silent)."""
        sound = None if self.muted else self._sounds.get(name)
        if sound is not None:
            with contextlib.suppress(pygame.error):
                sound.play()


def load_sound(name: str) -> pygame.mixer.Sound | None:
    """The bundled effect ``name`` (``sounds/play.ogg``) at the board's volume; None when the
    file is missing or unreadable (noted, with a warning in the log). Needs the mixer."""
    try:
        sound = pygame.mixer.Sound(open_asset(name))
    except (FileNotFoundError, OSError, pygame.error):
        note_asset("sound", name, str(asset_location(name)), bundled=False)
        return None
    note_asset("sound", name, str(asset_location(name)), bundled=True)
    sound.set_volume(0.6)
    return sound
