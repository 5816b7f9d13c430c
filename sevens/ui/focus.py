"""Keyboard focus over a screen's controls (issue 34: every action has a key).

A :class:`FocusRing` walks a scene's buttons, steppers and text field in reading order: Tab
and Shift+Tab move the focus (wrapping around), Enter or Space press a focused button, ← →
change a focused stepper, a focused text field takes the typing. The focused control is ringed
and named aloud through the narrator. The ring remembers it by name, so a scene that builds
its widgets again keeps the focus; nothing is focused until the first Tab.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from sevens.app.translation import text
from sevens.ui.widgets import Button, Stepper, TextField, draw_focus_ring

#: A control the ring can focus.
Focusable = Button | Stepper | TextField

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def spoken(control: Focusable) -> str:
    """What a screen reader hears when ``control`` takes the focus (its label, and a
    stepper's value)."""
    if isinstance(control, Stepper):
        return text("focus.stepper", label=control.label, value=control.describe(control.value))
    if isinstance(control, TextField):
        return text("focus.field", label=control.placeholder, value=control.value)
    return text("focus.button", label=control.label)


class FocusRing:
    """Which of a scene's controls has the keyboard's focus (none until the first Tab)."""

    def __init__(self, say: Callable[[str], None] | None = None) -> None:
        #: The focused control's name, or None.
        self.name: str | None = None
        self.say = say or (lambda _line: None)

    def focused(self, controls: Sequence[Focusable]) -> Focusable | None:
        """The focused control among ``controls`` (None when it is gone or none is)."""
        return next((control for control in controls
                     if self.name is not None and control.name == self.name), None)

    def clear(self, controls: Sequence[Focusable] = ()) -> None:
        """Take the focus away (a focused text field stops taking the typing)."""
        for control in controls:
            control.focused = False
        self.name = None

    def move(self, controls: Sequence[Focusable], step: int) -> Focusable | None:
        """Focus the next (``step`` 1) or previous (−1) usable control, wrapping around;
        returns it (None when there is nothing to focus)."""
        usable = [control for control in controls if getattr(control, "enabled", True)]
        if not usable:
            self.clear(controls)
            return None
        current = self.focused(usable)  # none yet: the first (or the last, going back)
        index = usable.index(current) + step if current is not None else min(step, 0)
        chosen = usable[index % len(usable)]
        for control in controls:
            control.focused = control is chosen
        self.name = chosen.name
        if isinstance(chosen, TextField):
            pygame.key.start_text_input()
        self.say(spoken(chosen))
        return chosen

    def handle_event(self, event: pygame.event.Event, controls: Sequence[Focusable]) -> bool:
        """A click takes the ring away (the mouse is in use); Tab/Shift+Tab move; Enter/Space
        press a focused button; ← → step a focused stepper (and say its new value). Returns
        True when the key was the ring's."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clear(controls)
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            backwards = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            self.move(controls, -1 if backwards else 1)
            return True
        control = self.focused(controls)
        if isinstance(control, Button) and event.key in ACTIVATE_KEYS:
            control.press()
            return True
        if isinstance(control, Stepper) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            control.step(-1 if event.key == pygame.K_LEFT else 1)
            self.say(text("focus.changed", label=control.label,
                          value=control.describe(control.value)))
            return True
        return False

    def draw(self, surface: pygame.Surface, controls: Sequence[Focusable]) -> None:
        """Ring the focused control (nothing when none is)."""
        control = self.focused(controls)
        if control is not None:
            draw_focus_ring(surface, control.rect)
