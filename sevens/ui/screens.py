"""The small screens: the rules in plain words, the statistics, and the house-rules editor."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

import sevens
from sevens.ui import theme
from sevens.ui.messages import text
from sevens.ui.scene import Scene
from sevens.ui.widgets import Button, Stepper, draw_panel

if TYPE_CHECKING:
    from sevens.ui.app import App

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


def card_name(code: str) -> str:
    """'7D' -> '7♦'."""
    card = sevens.Card.parse(code)
    return f"{theme.rank_label(card.rank)}{theme.SUIT_SYMBOLS[card.suit]}"


def describe_rules(rules: Any) -> list[str]:
    """The rules in plain words, one sentence a line, built from the Rules value."""
    lines = []
    decks = text("rules.two_packs") if rules.decks == 2 else text("rules.one_pack")
    lines.append(text("rules.players", players=rules.players, decks=decks))
    lines.append(text("rules.deal_equal") if rules.equal_hands else text("rules.deal_all"))
    start_card = card_name(rules.start_card) if rules.start_card else ""
    if rules.start == "all-sevens" and not start_card:
        lines.append(text("rules.start.all-sevens-plain"))
    else:
        lines.append(text(f"rules.start.{rules.start}", card=start_card))
    lines.append(text(f"rules.turns.{rules.turn_order}"))
    lines.append(text("rules.rows_any_rank") if rules.start == "any-rank"
                 else text("rules.rows", rank="7"))
    lines.append(text(f"rules.ace.{rules.ace}"))
    if rules.build != "plain":
        lines.append(text(f"rules.build.{rules.build}"))
    lines.append(text("rules.must_play") + " " + text(f"rules.stuck.{rules.when_stuck}"))
    if rules.free_passes is None:
        lines.append(text("rules.free_passes_unlimited"))
    elif rules.free_passes:
        lines.append(text("rules.free_passes", count=rules.free_passes))
    if rules.pass_limit_out:
        lines.append(text("rules.pass_limit_out"))
    lines.append(text(f"rules.end.{rules.end}"))
    lines.append(text(f"rules.score.{rules.scoring}", stake=rules.stake, ante=rules.ante,
                      pass_chip=rules.pass_chip, card_chip=rules.card_chip,
                      top=rules.players - 1))
    lines.append(text("rules.deals", deals=rules.deals))
    return lines


class RulesScene(Scene):
    """The active rules, explained."""

    def __init__(self, app: App, rules: Any, rules_id: str, back_to: Scene) -> None:
        super().__init__(app)
        self.rules = rules
        self.rules_id = rules_id
        self.back_to = back_to
        self.lines = describe_rules(rules)
        self.back_button = Button((1064, 648, 160, 44), text("rules.back"), self.back,
                                  primary=True, name="back")

    def back(self) -> None:
        """Return to the screen that opened the rules."""
        self.app.set_scene(self.back_to)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc, Enter or the button go back."""
        if self.back_button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the rule sentences as bullets, the keys."""
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        title = resources.text(text("rules.title"), 34, theme.TEXT, bold=True)
        surface.blit(title, (64, 36))
        name = resources.text(text(f"preset.{self.rules_id}.title"), 20, theme.ACCENT,
                              bold=True)
        surface.blit(name, (66, 84))
        panel = pygame.Rect(56, 120, 1168, 512)
        draw_panel(surface, resources, panel, alpha=150)
        y = panel.y + 20
        for line in self.lines:
            wrapped = resources.wrap(line, 18, panel.width - 80)
            bullet = resources.text("\u2022", 18, theme.ACCENT)
            surface.blit(bullet, (panel.x + 24, y))
            for part in wrapped:
                surface.blit(resources.text(part, 18, theme.TEXT), (panel.x + 46, y))
                y += 25
            y += 6
        keys = resources.wrap(text("rules.keys"), 15, 960)
        for index, line in enumerate(keys):
            surface.blit(resources.text(line, 15, theme.TEXT_MUTED), (64, 648 + index * 20))
        self.back_button.draw(surface, resources)


class StatsScene(Scene):
    """Deals, matches, wins and the average result per rule system."""

    def __init__(self, app: App, back_to: Scene) -> None:
        super().__init__(app)
        self.back_to = back_to
        self.buttons = [
            Button((1064, 648, 160, 44), text("stats.back"), self.back, primary=True,
                   name="back"),
            Button((864, 648, 190, 44), text("stats.reset"), self.clear, name="clear"),
        ]

    def back(self) -> None:
        """Return to the menu."""
        self.app.set_scene(self.back_to)

    def clear(self) -> None:
        """Forget every statistic."""
        self.app.stats = {}
        self.app.save_stats()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons; Esc goes back."""
        for button in self.buttons:
            if button.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        """A table with one line per rule system played."""
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        surface.blit(resources.text(text("stats.title"), 34, theme.TEXT, bold=True), (64, 36))
        panel = pygame.Rect(56, 110, 1168, 520)
        draw_panel(surface, resources, panel, alpha=150)
        columns = [(text("stats.rule_system"), panel.x + 28, "left"),
                   (text("stats.deals"), panel.x + 560, "right"),
                   (text("stats.matches"), panel.x + 720, "right"),
                   (text("stats.wins"), panel.x + 880, "right"),
                   (text("stats.average"), panel.x + 1120, "right")]
        y = panel.y + 22
        for label, x, align in columns:
            rendered = resources.text(label, 16, theme.ACCENT, bold=True)
            surface.blit(rendered, (x if align == "left" else x - rendered.get_width(), y))
        y += 34
        pygame.draw.line(surface, theme.PANEL_BORDER, (panel.x + 20, y - 6),
                         (panel.right - 20, y - 6))
        played = [key for key in (*sevens.PRESETS.keys(), "custom") if key in self.app.stats]
        if not played:
            surface.blit(resources.text(text("stats.none"), 18, theme.TEXT_MUTED),
                         (panel.x + 28, y + 10))
        for key in played:
            entry = self.app.stats[key]
            deals = int(entry.get("deals", 0))
            average = entry.get("result_sum", 0.0) / deals if deals else 0.0
            penalty = key in sevens.PRESETS and sevens.PRESETS[key].lower_is_better
            shown = text("stats.penalty", value=f"{average:.2f}") if penalty \
                else f"{average:+.2f}"
            values = [text(f"preset.{key}.title"), str(deals), str(int(entry.get("matches", 0))),
                      str(int(entry.get("wins", 0))), shown]
            for (_, x, align), value in zip(columns, values, strict=True):
                rendered = resources.text(value, 18, theme.TEXT, bold=align == "left")
                surface.blit(rendered, (x if align == "left" else x - rendered.get_width(), y))
            y += 36
        for button in self.buttons:
            button.draw(surface, resources)


class CustomRulesScene(Scene):
    """Every option of SPEC §2, starting from a rule system."""

    def __init__(self, app: App, menu: Scene) -> None:
        super().__init__(app)
        self.menu = menu
        self.error = ""
        self.rebuild()

    def working_rules(self) -> Any:
        """The edited rules (raises ValueError when they contradict each other)."""
        settings = self.app.settings
        base = sevens.preset(settings.custom_base)
        return base.replace(players=settings.players, deals=settings.deals,
                            **settings.custom_options)

    def current(self, name: str) -> Any:
        """The value of an option as edited (falling back to the base preset's)."""
        settings = self.app.settings
        if name in ("players", "deals"):
            return getattr(settings, name)
        if name in settings.custom_options:
            return settings.custom_options[name]
        return getattr(sevens.preset(settings.custom_base), name)

    def rebuild(self) -> None:
        """Lay out one stepper per option in two columns."""
        presets = tuple(sevens.PRESETS)
        self.base_stepper = Stepper((64, 112, 560, 38), text("custom.based_on"), presets,
                                    self.app.settings.custom_base, self.set_base,
                                    lambda key: text(f"preset.{key}.title"), name="base")
        self.steppers: list[Stepper] = []
        for index, name in enumerate(CUSTOM_OPTIONS):
            column, row = divmod(index, 9)
            rect = (64 + column * 600, 168 + row * 48, 560, 38)
            self.steppers.append(Stepper(rect, text(f"option.{name}"), option_choices(name),
                                         self.current(name), self.setter(name),
                                         lambda value, name=name: describe_value(name, value),
                                         label_width=230, name=name))
        self.buttons = [
            Button((1004, 648, 220, 44), text("custom.done"), self.done, primary=True,
                   name="done"),
            Button((834, 648, 160, 44), text("custom.reset"), self.reset, name="reset"),
        ]
        self.validate()

    def setter(self, name: str) -> Any:
        """A callback that stores a new value for ``name``."""

        def change(value: Any) -> None:
            if name in ("players", "deals"):
                setattr(self.app.settings, name, value)
            else:
                self.app.settings.custom_options[name] = value
            self.validate()

        return change

    def set_base(self, key: str) -> None:
        """Start again from another rule system."""
        self.app.settings.custom_base = key
        self.app.settings.custom_options = {}
        self.rebuild()

    def reset(self) -> None:
        """Drop every change."""
        self.app.settings.custom_options = {}
        self.rebuild()

    def validate(self) -> bool:
        """Check the rules; the reason of a contradiction goes to :attr:`error`."""
        try:
            self.working_rules()
        except (ValueError, TypeError) as error:
            reason = str(error)
            self.error = reason[:1].upper() + reason[1:]
            return False
        self.error = ""
        return True

    def done(self) -> None:
        """Back to the menu with these rules chosen (refused while they contradict)."""
        if not self.validate():
            self.app.sound.play("refused")
            return
        self.app.settings.rules_id = "custom"
        self.app.save_settings()
        rebuild = getattr(self.menu, "rebuild", None)
        if rebuild is not None:
            rebuild()
        self.app.set_scene(self.menu)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Steppers and buttons; Esc goes back when the rules are consistent."""
        if self.base_stepper.handle_event(event):
            return
        for widget in [*self.steppers, *self.buttons]:
            if widget.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.done()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the base rule system, the options and any contradiction."""
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        surface.blit(resources.text(text("custom.title"), 34, theme.TEXT, bold=True), (64, 30))
        surface.blit(resources.text(text("custom.intro"), 15, theme.TEXT_MUTED), (66, 78))
        self.base_stepper.draw(surface, resources)
        for stepper in self.steppers:
            stepper.draw(surface, resources)
        if self.error:
            for index, line in enumerate(resources.wrap(self.error, 16, 740)[:3]):
                surface.blit(resources.text(line, 16, theme.DANGER), (64, 612 + index * 20))
        for button in self.buttons:
            button.draw(surface, resources)
