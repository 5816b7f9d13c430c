"""The house-rules editor: every option of SPEC §2, starting from a rule system; Apply or
Cancel. Its state (a draft of the options) and input; the places come from
:mod:`sevens.ui.scenes.house_rules.layout`, the painting from
:mod:`sevens.ui.scenes.house_rules.drawing`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

import sevens
from sevens.app.rules_text import card_name
from sevens.app.translation import join_sentences, text
from sevens.rules import rule_conflicts
from sevens.ui.focus import Focusable, FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.geometry.text import Tone
from sevens.ui.navigation import Back
from sevens.ui.pager import Pager
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.house_rules.drawing import draw_house_rules
from sevens.ui.scenes.house_rules.layout import HouseRulesPlaces, lay_out_house_rules
from sevens.ui.widgets import Button, Stepper

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

__all__ = ["CUSTOM_OPTIONS", "CustomRulesScene", "describe_value",
           "disabled_reason", "option_choices", "option_conflicts"]

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


#: Options that only matter under one scoring: (option, the scoring that uses it).
SCORING_ONLY = {"stake": "douque", "ante": "chips", "pass_chip": "chips", "card_chip": "chips"}
#: Starts that name no card: the named 7 is switched off under them.
STARTS_WITHOUT_CARD = ("dealer-left", "any-rank")
#: A short gloss under options whose name alone says little.
OPTION_NOTES = {"stake": "custom.note.stake", "pass_limit_out": "custom.note.pass_limit_out",
                "free_passes": "custom.note.free_passes"}


def option_conflicts(values: dict[str, Any]) -> list[tuple[tuple[str, ...], str]]:
    """The contradictions among the edited ``values`` (:func:`sevens.rules.rule_conflicts`,
    the checks ``sevens.Rules`` makes): (the options involved, the reason in the player's
    language)."""
    return [(conflict.options, text(conflict.key, **dict(conflict.params)))
            for conflict in rule_conflicts(values)]


def disabled_reason(name: str, values: dict[str, Any]) -> str | None:
    """Why option ``name`` does nothing with these ``values`` (None when it matters)."""
    scoring = SCORING_ONLY.get(name)
    if scoring is not None and values["scoring"] != scoring:
        return text("custom.only_for", scoring=text(f"value.scoring.{scoring}"))
    if name == "start_card" and values["start"] in STARTS_WITHOUT_CARD:
        return text("custom.no_named_card")
    return None


class CustomRulesScene(Scene):
    """Every option of SPEC §2, starting from a rule system; Apply or Cancel.

    The scene edits a draft: the menu's settings change only on Apply, so Cancel and Esc
    leave the chosen rule system as it was. On a phone it pages (see
    :mod:`sevens.ui.scenes.house_rules.layout`); turning the window keeps the draft.
    """

    #: Every shape but a wider desktop's, which shows the editor at 1280×720 in its middle.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}
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
        #: The option ↑ ↓ (or Tab) moved to, ringed; its page is turned to.
        self.focus_ring = FocusRing(app.narrator.say)
        self.error = ""
        self.conflicts: dict[str, str] = {}
        self.involved: set[str] = set()
        self.pager: Pager[tuple[int, ...]] = Pager()
        self.buttons = [Button((0, 0, 0, 0), text(f"custom.{name}"), action,
                               primary=name == "apply", name=name)
                        for name, action in (("apply", self.apply), ("cancel", self.back),
                                             ("reset", self.reset))]
        self.places: HouseRulesPlaces
        self.relayout()

    @staticmethod
    def base_values(base: str) -> dict[str, Any]:
        """Every editable option as rule system ``base`` sets it."""
        rules = sevens.preset(base)
        return {name: getattr(rules, name) for name in CUSTOM_OPTIONS}

    def relayout(self) -> None:
        """Lay out one stepper per option for the canvas (keeping the draft and the page on
        show)."""
        resources = self.app.resources
        labels = [text(f"option.{name}") for name in CUSTOM_OPTIONS]
        places = self.places = lay_out_house_rules(
            self.layout_canvas, (text("custom.title"), text("custom.intro"),
                                 text("custom.based_on")), resources.wrap,
            measure_of(resources), labels)
        self.base_stepper = Stepper(places.base, text("custom.based_on"),
                                    tuple(sevens.PRESETS), self.base, self.set_base,
                                    lambda key: text(f"preset.{key}.title"), "base")
        self.steppers = [Stepper(place, label, option_choices(name), self.values[name],
                                 self.setter(name),
                                 lambda value, name=name: describe_value(name, value),
                                 name)
                         for place, label, name in zip(places.options, labels, CUSTOM_OPTIONS,
                                                       strict=True)]
        for button in self.buttons:
            button.place(places.buttons[button.name])
        self.pager.lay_out(places.pages, places.previous, places.next,
                           places.buttons["reset"].size + 2)
        self.validate()

    @property
    def shown_steppers(self) -> list[Stepper]:
        """The options on the page on show (every one on the desktop)."""
        return [self.steppers[index] for index in self.pager.shown]

    def focusable(self) -> list[Focusable]:
        """What ↑ ↓ and Tab walk: Based on and every option (their pages turned to)."""
        return [self.base_stepper, *self.steppers]

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
        self.relayout()

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
            sevens.preset(self.base).replace(name="custom", **self.values)  # the draft's rules
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

    def back(self) -> None:
        """Show the menu again, laid out for the (possibly new) settings (Cancel and Esc: the
        chosen rules stay as they were)."""
        self.menu.relayout()
        self.app.go(Back(self.menu))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Steppers and buttons; ↑ ↓ (or Tab) pick an option, ← → change it (else turn the
        page, as Page Up / Page Down do); Enter applies, Esc cancels."""
        on_show = [self.base_stepper, *self.shown_steppers, *self.buttons, *self.pager.turners]
        if any(widget.handle_event(event) for widget in on_show):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.apply()
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
                self.reset()
                self.app.narrator.say(text("custom.reset"))
            elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
                step = -1 if event.key == pygame.K_UP or event.mod & pygame.KMOD_SHIFT else 1
                focused = self.focus_ring.move(self.focusable(), step)
                if focused in self.steppers:  # the page of the option it moved to
                    self.pager.turn_to(self.steppers.index(focused) // self.places.per_page)
            elif not self.focus_ring.handle_event(event, on_show):  # the option ringed on
                self.pager.handle_event(event)  # show keeps ← →, else they turn the page

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the base rule system, the options with their notes, the buttons."""
        notes = {stepper.name: note for stepper in self.shown_steppers
                 if (note := self.note(stepper.name))}
        draw_house_rules(surface, self.app.resources, self.places, self.pager.page,
                         [self.base_stepper, *self.shown_steppers], notes, self.error,
                         [*self.buttons, *self.pager.turners])
        self.focus_ring.draw(surface, [self.base_stepper, *self.shown_steppers])

    def note(self, name: str) -> tuple[str, Tone] | None:
        """What to say under option ``name``: its contradiction (red), why it is off with
        these values, or its gloss (muted); None for nothing."""
        reason = self.conflicts.get(name)
        if reason:
            return reason, "danger"
        reason = disabled_reason(name, self.values) or (text(OPTION_NOTES[name])
                                                        if name in OPTION_NOTES else None)
        return (reason, "muted") if reason else None
