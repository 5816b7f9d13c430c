"""Where am I? (issue 34: focus never leaves the game unannounced.)

Every screen the game changes to is said aloud through the narrator (the page's live
region, ``--narrate``): its name and the keys it takes, from the scene's
:meth:`~sevens.ui.scene.Scene.spoken_title`. A question put over a screen (a
:class:`~sevens.ui.widgets.ConfirmDialog`: "Leave the match in progress?") is said when it
opens, with its keys, and each of its buttons when the focus moves to it; so is each notice the menu
shows (Delete or Backspace there puts it away).

An autoplayed game (``--autoplay``) announces no screens: its narration is the deal alone.
No pygame here.
"""

from __future__ import annotations

from typing import Any, Protocol

from sevens.app.translation import join_sentences, render, text


class Speaker(Protocol):
    """Where the announcements go (the :class:`~sevens.ui.narration.Narrator` is one)."""

    @property
    def active(self) -> bool:
        """Whether anyone listens."""

    def say(self, line: str) -> None:
        """Speak one line."""


class Announced(Protocol):
    """A screen as it is announced (every :class:`~sevens.ui.scene.Scene` is one): its name
    and keys, and the question it may have open (its ``dialog``)."""

    def spoken_title(self) -> str | None:
        """What a screen reader hears when the screen comes on show (None: nothing)."""


class SceneAnnouncer:
    """Watches which scene (and which question over it) is on show, and says each new one."""

    def __init__(self, narrator: Speaker, *, enabled: bool = True) -> None:
        self.narrator = narrator
        self.enabled = enabled
        self.scene: Announced | None = None
        self.dialog: Any | None = None
        self.dialog_focus: int | None = None
        self.notice: Any | None = None

    def watch(self, scene: Announced) -> None:
        """Call once a frame with the scene on show: says what is new since the last call."""
        if not self.enabled or not self.narrator.active:
            return
        if scene is not self.scene:
            self.scene = scene
            line = scene.spoken_title()
            if line:
                self.narrator.say(line)
        dialog = getattr(scene, "dialog", None)
        if dialog is not self.dialog:
            self.dialog = dialog
            self.dialog_focus = None
            if dialog is not None:
                self.narrator.say(join_sentences(dialog.title, dialog.message))
                self.narrator.say(text("scene.dialog_keys"))
        if dialog is not None and dialog.focus != self.dialog_focus:
            self.dialog_focus = dialog.focus
            self.narrator.say(text("focus.button", label=dialog.buttons[dialog.focus].label))
        board = getattr(getattr(scene, "app", None), "notices", None)
        notice = getattr(board, "current", None)
        if notice is not self.notice:
            self.notice = notice
            if notice is not None:
                self.narrator.say(render(notice))
