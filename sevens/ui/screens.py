"""The house-rules editor (the rules and the statistics are in :mod:`sevens.ui.scenes`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

import sevens
from sevens.ui import theme
from sevens.ui.focus import spoken
from sevens.ui.house_rules_compact import CompactHouseRules
from sevens.ui.house_rules_notes import (
    STARTS_WITHOUT_CARD,
    disabled_reason,
    option_conflicts,
    option_note,
)
from sevens.ui.house_rules_portrait import PortraitHouseRules
from sevens.ui.messages import join_sentences, text
from sevens.ui.navigation import Back
from sevens.ui.pages_desktop import house_rules_places
from sevens.ui.rules_text import card_name
from sevens.ui.scene import Scene
from sevens.ui.widgets import Button, Stepper

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

CHIP_CHOICES = (0, 1, 2, 3, 5, 10)
CUSTOM_OPTIONS = ("players", "decks", "ace", "start", "start_card", "turn_order", "when_stuck",
                  "free_passes", "pass_limit_out", "build", "equal_hands", "end", "scoring",
                  "stake", "ante", "pass_chip", "card_chip", "deals")


def option_choices(name: str) -> tuple[Any, ...]:
    """The values an option may take in the editor."""
    if name in sevens.OPTION_CHOICES:
        return tuple(sevens.OPTION_CHOICES[name])
    return CHIP_CHOICES


def describe_value(name: str, value: Any) -> str:
    """An option's value in words."""
    if value is None:
        return text("value.unlimited") if name == "free_passes" else text("value.none")
    if isinstance(value, bool):
        return text("value.true") if value else text("value.false")
    key = f"value.{name}.{value}"
    if name == "start_card" and isinstance(value, str):
        return card_name(value)
    return text(key) if text(key) != key else str(value)


class CustomRulesScene(Scene):
    """Every option of SPEC §2, starting from a rule system; Apply or Cancel.

    The scene edits a draft: the menu's settings change only on Apply, so Cancel and Esc
    leave the chosen rule system as it was. Held upright it pages (:mod:`house_rules_portrait`),
    and on a phone turned sideways too (:mod:`house_rules_compact`); turning the window keeps
    the draft.
    """

    portrait_ready = True
    wide_when_compact = True  # a phone turned sideways: thumb-sized, paged (house_rules_compact)
    narrow_ready = True  # a 16:10 or 4:3 window: the two columns share it (pages_desktop)
    spoken_keys = ("custom.title", "scene.house_rules_keys")

    def __init__(self, app: Navigator, menu: Scene) -> None:
        super().__init__(app)
        self.menu = menu
        settings = app.settings
        if settings.rules_id in sevens.PRESETS:
            self.base = settings.rules_id
            options: dict[str, Any] = {}
        else:
            self.base = settings.custom_base if settings.custom_base in sevens.PRESETS \
                else "family"
            options = dict(settings.custom_options)
        self.values = self.base_values(self.base)
        self.values.update({name: value for name, value in options.items()
                            if name in self.values})
        self.values["players"] = settings.players
        self.values["deals"] = settings.deals
        self.last_changed: str | None = None
        self.focus: int | None = None  # the option ↑ ↓ moved to (0 = Based on)
        self.error = ""
        self.conflicts: dict[str, str] = {}
        self.involved: set[str] = set()
        self.paged: PortraitHouseRules | CompactHouseRules | None = None
        self.rebuild()

    @staticmethod
    def base_values(base: str) -> dict[str, Any]:
        """Every editable option as rule system ``base`` sets it."""
        rules = sevens.preset(base)
        return {name: getattr(rules, name) for name in CUSTOM_OPTIONS}

    def working_rules(self) -> Any:
        """The edited rules (raises ValueError when they contradict each other)."""
        return sevens.preset(self.base).replace(name="custom", **self.values)

    def current(self, name: str) -> Any:
        """The value of an option as edited."""
        return self.values[name]

    def rebuild(self) -> None:
        """Lay out one stepper per option in two aligned columns."""
        presets = tuple(sevens.PRESETS)
        # a desktop canvas's width (a phone's pages place their own steppers from these)
        desktop = not (self.portrait or self.compact)
        places = self.places = house_rules_places(self.size[0] if desktop else 1280)
        self.base_stepper = Stepper(places.base, text("custom.based_on"), presets,
                                    self.base, self.set_base,
                                    lambda key: text(f"preset.{key}.title"),
                                    label_width=places.label_width, name="base")
        self.steppers: list[Stepper] = []
        for index, name in enumerate(CUSTOM_OPTIONS):
            self.steppers.append(Stepper(places.option(index), text(f"option.{name}"),
                                         option_choices(name), self.values[name],
                                         self.setter(name),
                                         lambda value, name=name: describe_value(name, value),
                                         label_width=places.label_width, name=name))
        self.buttons = [
            Button(places.apply, text("custom.apply"), self.apply, primary=True,
                   name="apply"),
            Button(places.cancel, text("custom.cancel"), self.cancel, name="cancel"),
            Button(places.reset, text("custom.reset"), self.reset, name="reset"),
        ]
        page = self.paged.page if self.paged else 0
        self.paged = PortraitHouseRules(self, page) if self.portrait \
            else CompactHouseRules(self, page) if self.compact else None
        self.validate()

    def relayout(self) -> None:
        """Lay the draft out again for the canvas (paged when upright)."""
        self.rebuild()

    def stepper(self, name: str) -> Stepper:
        """The stepper of option ``name``."""
        return next(stepper for stepper in self.steppers if stepper.name == name)

    def button(self, name: str) -> Button:
        """The button called ``name`` (apply, cancel, reset)."""
        return next(button for button in self.buttons if button.name == name)

    def setter(self, name: str) -> Any:
        """A callback that stores a new value for ``name``."""

        def change(value: Any) -> None:
            self.values[name] = value
            self.last_changed = name
            if name == "start":
                if value in STARTS_WITHOUT_CARD:
                    self.values["start_card"] = None
                elif self.values["start_card"] is None:
                    base_card = sevens.preset(self.base).start_card
                    self.values["start_card"] = base_card or "7D"
                self.stepper("start_card").value = self.values["start_card"]
            self.validate()

        return change

    def set_base(self, key: str) -> None:
        """Start again from another rule system: every option as it sets them."""
        self.base = key
        self.values = self.base_values(key)
        self.last_changed = None
        self.rebuild()

    def reset(self) -> None:
        """Every option back to the base rule system's, players and deals included."""
        self.set_base(self.base)

    def validate(self) -> bool:
        """Check the draft: contradictions go next to their options (:attr:`conflicts`),
        a refusal the checks here do not name goes to :attr:`error`; Apply is enabled only
        for consistent rules. Options that do nothing under these rules are disabled."""
        self.conflicts = {}
        self.involved = set()
        for names, reason in option_conflicts(self.values):
            self.involved.update(names)
            free = [name for name in names if name not in self.conflicts]
            where = self.last_changed if self.last_changed in free else \
                (free[0] if free else names[0])
            if where in self.conflicts:
                reason = join_sentences(self.conflicts[where], reason)
            self.conflicts[where] = reason
        self.error = ""
        try:
            self.working_rules()
        except (ValueError, TypeError) as error:
            if not self.conflicts:
                reason = str(error)
                self.error = reason[:1].upper() + reason[1:]
        valid = not self.conflicts and not self.error
        for stepper in self.steppers:
            stepper.enabled = disabled_reason(stepper.name, self.values) is None
            stepper.error = stepper.name in self.involved
        self.button("apply").enabled = valid
        return valid

    def apply(self) -> None:
        """Choose these rules and go back to the menu (refused while they contradict)."""
        if not self.validate():
            self.app.sound.play("refused")
            return
        settings = self.app.settings
        base = self.base_values(self.base)
        settings.custom_base = self.base
        settings.custom_options = {name: value for name, value in self.values.items()
                                   if name not in ("players", "deals") and value != base[name]}
        settings.players = self.values["players"]
        settings.deals = self.values["deals"]
        settings.rules_id = "custom"
        self.app.save("settings")
        self.back()

    def cancel(self) -> None:
        """Back to the menu; the chosen rules stay as they were."""
        self.back()

    def back(self) -> None:
        """Show the menu again, laid out for the (possibly new) settings."""
        rebuild = getattr(self.menu, "rebuild", None)
        if rebuild is not None:
            rebuild()
        self.app.go(Back(self.menu))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Steppers and buttons; ↑ ↓ (or Tab) pick an option, ← → change it; Enter
        applies, Esc cancels."""
        paged = self.paged
        shown = self.steppers if paged is None else paged.shown(self.steppers)
        for widget in [self.base_stepper, *shown, *self.buttons, *(paged.buttons if paged
                                                                   else [])]:
            if widget.handle_event(event):
                return
        if event.type == pygame.KEYDOWN:
            widgets = [self.base_stepper, *self.steppers]
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.apply()
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
                self.reset()
                self.app.narrator.say(text("custom.reset"))
            elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                step = -1 if event.key == pygame.K_UP or event.mod & pygame.KMOD_SHIFT else 1
                start = -1 if self.focus is None and step > 0 else (self.focus or 0)
                self.focus = (start + step) % len(widgets)
                if paged is not None:
                    paged.show(self.focus)
                self.app.narrator.say(spoken(widgets[self.focus]))  # where the focus is
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus is not None:
                widget = widgets[self.focus]
                widget.step(-1 if event.key == pygame.K_LEFT else 1)
                self.app.narrator.say(text("focus.changed", label=widget.label,
                                           value=widget.describe(widget.value)))

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the base rule system, the options with their reasons, the buttons."""
        if self.paged is not None:
            self.paged.draw(surface, self)
            return
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        surface.blit(resources.text(text("custom.title"), 34, theme.TEXT, bold=True), (64, 24))
        intro = resources.text(text("custom.intro"), 15, theme.TEXT_MUTED)
        if intro.get_width() > self.size[0] - 130:  # a narrower window: smaller, then two lines
            lines = resources.wrap(text("custom.intro"), 13, self.size[0] - 130)[:2]
            intro = resources.text(lines[0], 13, theme.TEXT_MUTED)
            if len(lines) > 1:
                surface.blit(resources.text(lines[1], 13, theme.TEXT_MUTED), (66, 88))
        surface.blit(intro, (66, 72))
        self.base_stepper.draw(surface, resources)
        for stepper in self.steppers:
            stepper.draw(surface, resources)
            note = self.note(stepper.name)
            if note is not None:
                self.draw_note(surface, stepper, *note)
        if self.focus is not None:
            widget = [self.base_stepper, *self.steppers][self.focus]
            pygame.draw.rect(surface, theme.ACCENT, widget.rect.inflate(12, 8), 2,
                             border_radius=10)
        if self.error:
            places = self.places
            size, (x, y) = places.error_size, places.error_topleft
            for index, line in enumerate(resources.wrap(self.error, size, places.error_width)
                                         [:places.error_lines]):
                surface.blit(resources.text(line, size, theme.DANGER),
                             (x, y + index * (size + 4)))
        for button in self.buttons:
            button.draw(surface, resources)

    def note(self, name: str) -> tuple[str, theme.Colour] | None:
        """What to say under option ``name`` (see :func:`option_note`)."""
        return option_note(name, self.values, self.conflicts)

    def draw_note(self, surface: pygame.Surface, stepper: Stepper, note: str,
                  colour: theme.Colour) -> None:
        """A short line under the value box of ``stepper`` (a reason, or why it is off)."""
        resources = self.app.resources
        box = stepper.value_rect
        rendered = resources.text(note, 13, colour)
        if rendered.get_width() > box.width + stepper.label_width - 8:
            rendered = resources.text(note, 11, colour)
        right = box.right
        surface.blit(rendered, rendered.get_rect(topright=(right, box.bottom + 1)))
