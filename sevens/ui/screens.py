"""The small screens: the statistics and the house-rules editor (the rules are in
:mod:`sevens.ui.scenes.rules`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

import sevens
from sevens.ui import theme
from sevens.ui.focus import FocusRing, spoken
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
from sevens.ui.persist import next_with_stats, people_with_stats, stats_of
from sevens.ui.rules_text import card_name
from sevens.ui.scene import Scene
from sevens.ui.stats_chart import draw_history
from sevens.ui.stats_portrait import PortraitStats
from sevens.ui.units import money_text, number_text, unit_name
from sevens.ui.widgets import Button, ConfirmDialog, Stepper, draw_panel

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


class StatsScene(Scene):
    """Deals, matches, wins and the average result per rule system (one card each on a
    portrait canvas and on a phone turned sideways)."""

    portrait_ready = True
    wide_when_compact = True  # a phone turned sideways: the portrait cards across the width
    spoken_keys = ("stats.title", "scene.stats_keys")

    def __init__(self, app: Navigator, back_to: Scene) -> None:
        super().__init__(app)
        self.back_to = back_to
        self.buttons = [
            Button((1064, 648, 160, 44), text("stats.back"), self.back, primary=True,
                   name="back"),
            Button((864, 648, 190, 44), text("stats.reset"), self.clear, name="clear"),
        ]
        self.whose = ""  # whose statistics: "" yours, else a person's (tables of people)
        if people_with_stats(app.stats):  # pass-and-play (issue 34): choose by name
            self.buttons.append(Button((824, 30, 400, 44), "", self.next_person, name="whose"))
        self.dialog: ConfirmDialog | None = None
        self.focus_ring = FocusRing(app.narrator.say)  # Tab walks the buttons (issue 34)
        self.cards: PortraitStats | None = None
        self.relayout()

    def relayout(self) -> None:
        """Cards on a portrait canvas; the table on a landscape one."""
        for button in self.buttons[2:]:  # whose statistics (tables of people)
            button.label = text("stats.whose", name=self.whose or text("seat.you"))
            button.rect, button.size, button.wrap = pygame.Rect(824, 30, 400, 44), 17, False
        if self.portrait or self.compact:
            self.cards = PortraitStats(self.size, self.buttons, compact=self.compact)
            self.cards.paginate(self, self.played)
        else:
            self.cards = None
            self.buttons[0].rect, self.buttons[0].size = pygame.Rect(1064, 648, 160, 44), 18
            self.buttons[1].rect, self.buttons[1].size = pygame.Rect(864, 648, 190, 44), 18

    def next_person(self) -> None:
        """Show the next person's statistics (you, then each person by name)."""
        self.whose = next_with_stats(self.app.stats, self.whose)
        self.relayout()

    def back(self) -> None:
        """Return to the menu."""
        self.app.go(Back(self.back_to))

    def clear(self) -> None:
        """Ask, then forget every statistic."""
        def forget() -> None:
            self.dialog = None
            self.app.stats = {}
            self.app.save("stats")
            self.whose, self.buttons[2:] = "", []
            self.relayout()

        def keep() -> None:
            self.dialog = None

        self.dialog = ConfirmDialog(text("stats.clear_title"), text("stats.clear_message"),
                                    keep_label=text("stats.clear_keep"),
                                    leave_label=text("stats.reset"), on_keep=keep,
                                    on_leave=forget, canvas=self.size, compact=self.compact)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons; Esc goes back (or answers the question on show)."""
        if self.dialog is not None:
            self.dialog.handle_event(event)
            return
        buttons = [*self.buttons, *(self.cards.turners if self.cards is not None else [])]
        for button in buttons:
            if button.handle_event(event):
                return
        if self.focus_ring.handle_event(event, buttons):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.back()

    @property
    def played(self) -> list[str]:
        """The rule systems with statistics, in the menu's order."""
        return [key for key in (*sevens.PRESETS.keys(), "custom")
                if isinstance(stats_of(self.app.stats, self.whose).get(key), dict)]

    @staticmethod
    def scoring_of(key: str, entry: dict[str, Any]) -> str:
        """The scoring of a statistics entry: its preset's, or the one recorded with it."""
        if key in sevens.PRESETS:
            return sevens.PRESETS[key].scoring
        return str(entry.get("scoring", "placing-points"))

    def row_values(self, key: str, entry: dict[str, Any]) -> list[str]:
        """One rule system's line: name, deals, matches, won, abandoned, average with unit."""
        deals = int(entry.get("deals", 0))
        scoring = self.scoring_of(key, entry)
        average = entry.get("result_sum", 0.0) / deals if deals else 0.0
        unit = unit_name(scoring)
        if scoring in ("penalty-count", "penalty-pips"):
            shown = text("stats.average_value", value=number_text(round(average, 2)), unit=unit)
        else:
            shown = text("stats.average_value", value=money_text(round(average, 2)), unit=unit)
        return [text(f"preset.{key}.title"), str(deals), str(int(entry.get("matches", 0))),
                str(int(entry.get("wins", 0))), str(int(entry.get("abandoned", 0))), shown]

    def draw(self, surface: pygame.Surface) -> None:
        """A table with one line per rule system played, each with a chart of its last
        deals."""
        resources = self.app.resources
        if self.cards is not None:
            self.cards.draw(self, surface, self.played)
            return
        surface.blit(resources.felt, (0, 0))
        surface.blit(resources.text(text("stats.title"), 34, theme.TEXT, bold=True), (64, 30))
        surface.blit(resources.text(text("stats.intro"), 15, theme.TEXT_MUTED), (66, 76))
        panel = pygame.Rect(56, 106, 1168, 528)
        draw_panel(surface, resources, panel, alpha=150)
        columns = [(text("stats.rule_system"), panel.x + 24, "left"),
                   (text("stats.deals"), panel.x + 330, "right"),
                   (text("stats.matches"), panel.x + 440, "right"),
                   (text("stats.wins"), panel.x + 540, "right"),
                   (text("stats.abandoned"), panel.x + 660, "right"),
                   (text("stats.average"), panel.x + 860, "right"),
                   (text("stats.history"), panel.x + 890, "left")]
        y = panel.y + 18
        for label, x, align in columns:
            rendered = resources.text(label, 15, theme.ACCENT, bold=True)
            surface.blit(rendered, (x if align == "left" else x - rendered.get_width(), y))
        y += 30
        pygame.draw.line(surface, theme.PANEL_BORDER, (panel.x + 16, y - 6),
                         (panel.right - 16, y - 6))
        played = self.played
        if not played:
            surface.blit(resources.text(text("stats.none"), 18, theme.TEXT_MUTED),
                         (panel.x + 24, y + 10))
        row_height = 56
        for key in played:
            entry = stats_of(self.app.stats, self.whose)[key]
            for (_, x, align), value in zip(columns, self.row_values(key, entry), strict=False):
                rendered = resources.text(value, 17, theme.TEXT, bold=align == "left")
                left = x if align == "left" else x - rendered.get_width()
                surface.blit(rendered, rendered.get_rect(midleft=(left, y + row_height // 2 - 4)))
            history = [value for value in entry.get("history", [])
                       if isinstance(value, int | float)]
            chart = pygame.Rect(panel.x + 890, y, panel.right - panel.x - 890 - 20,
                                row_height - 12)
            self.draw_history(surface, chart, history, self.scoring_of(key, entry))
            y += row_height
        daily = self.app.daily.summary()  # the daily deal and its streak (issue 13)
        if daily:
            surface.blit(resources.text(daily, 16, theme.ACCENT), (66, 660))
        for button in self.buttons:
            button.draw(surface, resources)
        if self.dialog is not None:
            self.dialog.draw(surface, resources)

    def draw_history(self, surface: pygame.Surface, rect: pygame.Rect, history: list[float],
                     scoring: str, label_size: int | None = None) -> None:
        """The chart of the last deals (:func:`sevens.ui.stats_chart.draw_history`)."""
        draw_history(self.app.resources, surface, rect, history, scoring, label_size)


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
