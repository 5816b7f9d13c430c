"""Keyboard focus over a screen's controls (issue 34: every action has a key).

A :class:`FocusRing` walks a scene's buttons, steppers and text field in reading order: Tab
and Shift+Tab move the focus (wrapping around), Enter or Space press a focused button, ← →
change a focused stepper, a focused text field takes the typing. The focused control is ringed
(by the ring alone) and named aloud through the narrator. It remembers it by name, so a scene
that builds its widgets again keeps the focus; nothing is focused until the first Tab.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from sevens.app.translation import join_sentences, text
from sevens.ui import theme
from sevens.ui.geometry.boxes import Box, Share, column, row
from sevens.ui.geometry.canvas import THUMB_HEIGHT, Canvas
from sevens.ui.resources import Resources
from sevens.ui.widgets import Button, Stepper, TextField

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
            if isinstance(control, TextField):
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
        self.clear(controls)
        self.name = chosen.name
        if isinstance(chosen, TextField):  # the typing goes there
            chosen.focused = True
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
        """Ring the focused control, 5 px out, 3 px thick (nothing when none is)."""
        control = self.focused(controls)
        if control is not None:
            pygame.draw.rect(surface, theme.TEXT, control.rect.inflate(10, 10), 3,
                             border_radius=min(control.rect.height // 3 + 5, 16))


class ConfirmDialog:
    """A question over the scene: a title, a sentence and two buttons.

    Modal: while it is open it takes every event. The safe choice (``keep``) is focused
    first, so Enter or Esc never does the irreversible thing by accident; ← → or Tab move
    the focus, Enter or Space press the focused button, Esc keeps.
    """

    def __init__(self, title: str, message: str, *, keep_label: str, leave_label: str,
                 on_keep: Callable[[], None], on_leave: Callable[[], None],
                 canvas: Canvas) -> None:
        self.title = title
        self.message = message
        self.on_keep = on_keep
        self.on_leave = on_leave
        #: The canvas of the scene it stands over: where that is laid out for thumbs, so is
        #: the dialog (a thumb's type and buttons, as wide as the canvas allows up to 1000 px;
        #: else 660 px wide). The box in the middle holds the title and four lines of the
        #: question over the buttons: side by side, the safe one (keep) at the right, or on a
        #: canvas taller than wide one over the other, the safe one on top.
        self.canvas = canvas
        touch, stacked = canvas.touch, canvas.height > canvas.width
        tall, button_text = (THUMB_HEIGHT, 28) if touch else (48, 18)
        #: The title's and the question's type, and the question's line pitch.
        self.fonts = (32, 24, 30) if touch else (24, 17, 23)
        title, body, line = self.fonts
        width = min(canvas.width - 48, 1000) if touch else 660
        buttons = 2 * tall + 10 if stacked else tall
        height = 24 + round(title * 1.75) + 3 * line + body + tall // 2 + buttons
        self.rect = pygame.Rect(Box(0, 0, *canvas.size).centred(width, height))
        foot = Box(self.rect.x + 30, self.rect.bottom - tall // 4 - buttons, width - 60, buttons)
        keep, leave = (column(foot, [tall] * 2, 10) if stacked
                       else row(foot, [Share()] * 2, 24)[::-1])
        self.keep_button = Button(keep, keep_label, on_keep, primary=True, size=button_text,
                                  name="keep")
        self.leave_button = Button(leave, leave_label, on_leave, size=button_text, name="leave")
        self.leave_button.danger = True
        self.buttons = [self.leave_button, self.keep_button]
        self.focus_ring = FocusRing()  # the answers' own: a click leaves it where it is
        self.focus_ring.name = self.keep_button.name  # keep first; silent until announced
        self._shade: pygame.Surface | None = None

    def announce(self, say: Callable[[str], None]) -> None:
        """Say the question, its keys and the focused answer; from then on the ring says each
        answer the focus moves to through ``say`` (the narrator's, once it is on show)."""
        say(join_sentences(self.title, self.message))
        say(text("scene.dialog_keys"))
        say(spoken(self.focus_ring.focused(self.buttons) or self.keep_button))
        self.focus_ring.say = say

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons and keys; returns True (every event is the dialog's while it is open)."""
        if any(button.handle_event(event) for button in self.buttons) \
                or event.type != pygame.KEYDOWN:
            return True
        if event.key == pygame.K_ESCAPE:
            self.on_keep()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus_ring.move(self.buttons, -1 if event.key == pygame.K_LEFT else 1)
        else:  # Tab or Shift+Tab moves, Enter or Space presses the focused button
            self.focus_ring.handle_event(event, self.buttons)
        return True

    def draw(self, surface: pygame.Surface, resources: Resources) -> None:
        """Dim the scene, then the box with its question and buttons (focus ringed)."""
        if self._shade is None:
            self._shade = pygame.Surface(self.canvas.size, pygame.SRCALPHA)
            self._shade.fill((0, 0, 0, 150))
        surface.blit(self._shade, (0, 0))
        surface.blit(resources.panel(self.rect.size, theme.PANEL, 248, radius=16,
                                     border=theme.ACCENT), self.rect)
        title_size, body_size, line_height = self.fonts
        title = resources.text(self.title, title_size, theme.TEXT, bold=True)
        surface.blit(title, (self.rect.x + 30, self.rect.y + 24))
        y = self.rect.y + 24 + round(title_size * 1.75)
        for line in resources.wrap(self.message, body_size, self.rect.width - 60)[:4]:
            surface.blit(resources.text(line, body_size, theme.TEXT), (self.rect.x + 30, y))
            y += line_height
        for button in self.buttons:
            button.draw(surface, resources)
        self.focus_ring.draw(surface, self.buttons)
