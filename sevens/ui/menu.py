"""The menu: rule system, players, opponents, deals, display and sound, replay by deal code."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import pygame

import sevens
from sevens.message import error_message
from sevens.rules import CUSTOM, build_rules
from sevens.ui import messages, theme
from sevens.ui.focus import Focusable, FocusRing
from sevens.ui.link_buttons import PasteDealButton
from sevens.ui.menu_compact import CompactMenu, build_compact_menu, draw_compact_menu
from sevens.ui.menu_desktop import (
    ABOVE_FONT,
    DesktopMenu,
    desktop_menu,
    draw_rule_system,
    field_font,
)
from sevens.ui.menu_layout import PortraitMenu, draw_portrait_menu
from sevens.ui.menu_portrait import build_portrait_menu
from sevens.ui.menu_toast import draw_toast, toast_pages, toast_rect
from sevens.ui.messages import render, text
from sevens.ui.navigation import (
    Back,
    HouseRules,
    NewMatch,
    Quit,
    Results,
    RulesPage,
    SeatsPage,
    Statistics,
    Table,
    TodaysDeal,
)
from sevens.ui.scene import Scene
from sevens.ui.seating import table_people
from sevens.ui.session import CARD_SPEEDS, LEVELS, SPEEDS, Session
from sevens.ui.widgets import Button, ConfirmDialog, Stepper, TextField

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

RULE_SYSTEMS = (*sevens.PRESETS.keys(), CUSTOM)
DEAL_CHOICES = (1, 2, 3, 4, 5, 6, 8, 10, 12)
WEB = sys.platform == "emscripten"  # no Quit button in the browser: the page is closed instead


def player_range(rules_id: str) -> tuple[int, ...]:
    """The player counts a rule system allows."""
    if rules_id in sevens.PRESET_INFO:
        info = sevens.PRESET_INFO[rules_id]
        return tuple(range(info.min_players, info.max_players + 1))
    return tuple(sevens.OPTION_CHOICES["players"])


def preset_title(rules_id: str) -> str:
    """The rule system's name from the message table."""
    return text(f"preset.{rules_id}.title")


def fitted_subtitle(resources: Any, width: int) -> pygame.Surface:
    """The desktop menu's subtitle (the game's other names) at most ``width`` wide: whole
    when it fits, else as many of the names as do."""
    names = text("app.subtitle")
    rendered = resources.text(names, 16, theme.TEXT_MUTED)
    parts = names.split(" · ")
    while rendered.get_width() > width and len(parts) > 1:
        parts.pop()
        rendered = resources.text(" · ".join(parts), 16, theme.TEXT_MUTED)
    return rendered


def match_in_progress(session: Session | None) -> bool:
    """True when ``session`` holds a match that has begun (a card played or a deal scored)
    and is not over: leaving it would lose it."""
    if session is None or session.match_over:
        return False
    return bool(session.results or session.game.moves)


class MenuScene(Scene):
    """Choose the table and deal."""

    portrait_ready = True
    wide_when_compact = True  # a phone turned sideways: across the canvas (menu_compact)
    narrow_ready = True  # a 16:10 or 4:3 window: both columns from the width (menu_desktop)

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.message = ""
        self.dialog: ConfirmDialog | None = None
        #: The desktop layout for the canvas's width (kept on a portrait or compact one too,
        #: where :attr:`places` rules).
        self.desktop: DesktopMenu = desktop_menu(self.size[0], len(RULE_SYSTEMS))
        self.code_field = TextField((716, 482, 330, 40), text("menu.deal_code_hint"),
                                    on_submit=lambda _value: self.start())
        self.paste_button = PasteDealButton((1056, 482, 160, 40), app, self.show_message)
        #: The portrait or compact layout in use (None on a desktop's landscape canvas).
        self.places: PortraitMenu | CompactMenu | None = None
        #: The page on show when the menu is paged (a short phone held upright, or any phone
        #: turned sideways): 0 the table, 1 the settings.
        self.menu_page = 0
        #: Tab walks the settings and buttons (issue 34: every action has a key).
        self.focus_ring = FocusRing(app.narrator.say)
        self.rebuild()

    # ----------------------------------------------------------------- widgets

    @property
    def list_rect(self) -> pygame.Rect:
        """The desktop menu's column of rule systems."""
        return self.desktop.list_rect

    def relayout(self) -> None:
        """The window changed shape: the same settings, placed for the new canvas."""
        self.rebuild()

    def stepper_choices(self) -> dict[str, tuple[str, Any, Any, Any, Any]]:
        """Each stepper's label, choices, value, change and wording, by name."""
        settings = self.app.settings
        players = player_range(settings.rules_id)
        if settings.players not in players:
            settings.players = min(players, key=lambda count: abs(count - settings.players))
        return {
            "players": (text("menu.players"), players, settings.players, self._set("players"), str),
            "level": (text("menu.level"), LEVELS, settings.level, self._set("level"),
                      lambda value: text(f"level.{value}")),
            "deals": (text("menu.deals"), DEAL_CHOICES, settings.deals, self._set("deals"), str),
            # Two controls on one line: how long a bot waits, and how fast a card flies.
            "speed": (text("menu.speed"), SPEEDS, settings.speed, self._set("speed"),
                      lambda value: text(f"speed.{value}")),
            "card_speed": (text("menu.card_speed"), CARD_SPEEDS, settings.card_speed,
                           self._set("card_speed"), lambda value: text(f"speed.{value}")),
            # The deck's colours and the seeing settings (issue 34), each on or off.
            **{name: (text(f"menu.{name}"), (False, True), getattr(settings, name),
                      lambda value, name=name: self.app.change_setting(name, value),
                      self._on_off) for name in ("four_colour", "large_cards", "high_contrast")},
            "sound": (text("menu.sound"), (True, False), not self.app.sound.muted,
                      lambda value: self.app.change_setting("muted", not value), self._on_off),
            # The language, each language shown in its own words.
            "language": (text("menu.language"), messages.LANGUAGE_CODES, messages.language(),
                         self._set_language, lambda code: text(f"language.{code}")),
        }

    def rebuild(self) -> None:
        """Lay out the steppers and buttons for the current settings and canvas."""
        choices = self.stepper_choices()
        self.paste_button.label = text("menu.paste")
        if self.portrait:
            build_portrait_menu(self, choices, len(RULE_SYSTEMS), not WEB)
            return
        if self.compact:  # a phone turned sideways: thumb-sized, on two pages
            build_compact_menu(self, choices, len(RULE_SYSTEMS), not WEB)
            return
        self.places = None
        places = self.desktop = desktop_menu(self.size[0], len(RULE_SYSTEMS))
        self.code_field.rect = places.code_field.copy()
        self.code_field.font = field_font(self.app.resources, self.code_field.placeholder,
                                          places.code_field.width)
        self.paste_button.rect, self.paste_button.size = places.paste.copy(), 15
        self.steppers = [
            Stepper(rect, label, options, value, change, describe, label_width=label_width,
                    name=name, **({"label_above": True, "font": ABOVE_FONT}
                                  if name in places.labels_above else {}))
            for name, (rect, label_width) in places.steppers.items()
            for label, options, value, change, describe in (choices[name],)]
        self.buttons = [
            self.paste_button,
            # pass-and-play (issue 34): who sits where, beside the sound
            Button(places.seats, self.seats_label(), self.open_seats, size=15, name="seats"),
            Button(places.rules, text("menu.rules"), self.open_rules, name="rules"),
            Button(places.stats, text("menu.stats"), self.open_stats, name="stats"),
            Button(places.custom, text("menu.customise"), self.open_custom, name="custom"),
        ]
        if self.match_in_progress:
            self.buttons += [
                Button(places.resume, text("menu.continue"), self.resume, primary=True,
                       size=20, name="resume"),
                Button(places.new_match, text("menu.new_match"), self.start, size=20,
                       name="play"),
            ]
        else:
            self.buttons.append(Button(places.play, text("menu.play"), self.start,
                                       primary=True, size=22, name="play"))
        if not WEB:
            self.buttons.append(Button(places.quit, text("menu.quit"), self.quit, name="quit"))
        # The daily deal (issue 13): today's table and streak, or today's result.
        daily = Button(places.daily, self.app.daily.label(), self.open_daily, size=15,
                       name="daily", enabled=self.app.daily.played() is None)
        daily.wrap = places.daily_wrap  # two lines in a narrow column
        self.buttons.append(daily)

    def focusable(self) -> list[Focusable]:
        """The controls Tab walks, in reading order (top to bottom, left to right)."""
        field = [self.code_field] if self.code_field_shown else []
        controls: list[Focusable] = [*self.steppers, *field, *self.buttons]
        return sorted(controls, key=lambda control: (control.rect.y, control.rect.x))

    def spoken_title(self) -> str | None:
        """The menu, the rule system chosen (or the match in progress), and its keys."""
        session = self.app.session
        if self.match_in_progress and session is not None:
            return text("scene.menu_in_progress", match=text(
                "menu.in_progress", rules=preset_title(session.rules_id),
                deal=session.deal_number, deals=session.deals))
        return text("scene.menu", rules=preset_title(self.app.settings.rules_id))

    def _set_language(self, code: str) -> None:
        self.app.change_setting("language", code)
        self.code_field.placeholder = text("menu.deal_code_hint")
        self.message = ""
        self.rebuild()

    @staticmethod
    def _on_off(value: bool) -> str:
        return text("toggle.on") if value else text("toggle.off")

    def _set(self, name: str) -> Any:
        def change(value: Any) -> None:
            setattr(self.app.settings, name, value)
            self.message = ""

        return change

    def select(self, rules_id: str) -> None:
        """Choose a rule system (its usual deals per match come with it)."""
        settings = self.app.settings
        if rules_id == settings.rules_id:
            return
        settings.rules_id = rules_id
        if rules_id in sevens.PRESETS:
            rules = sevens.PRESETS[rules_id]
            settings.deals = rules.deals
            if settings.players not in player_range(rules_id):
                settings.players = rules.players
        self.message = ""
        self.app.sound.play("click")
        self.app.narrator.say(preset_title(rules_id))
        self.rebuild()

    def entry_rect(self, index: int) -> pygame.Rect:
        """The clickable row of rule system ``index``."""
        if self.places is not None:  # none on the settings page of a paged menu
            entries = self.places.entries
            return entries[index] if index < len(entries) else pygame.Rect(0, 0, 0, 0)
        pitch = self.desktop.entry_height
        return pygame.Rect(self.list_rect.x, self.list_rect.y + index * pitch,
                           self.list_rect.width, pitch - self.desktop.entry_gap)

    def text_fields(self) -> list[tuple[str, TextField]]:
        """The text fields on show, by name (a phone's keyboard types into them)."""
        return [("deal-code", self.code_field)] if self.code_field_shown else []

    @property
    def code_field_shown(self) -> bool:
        """False on the settings page of a paged menu, where the deal code is not."""
        return self.places is None or self.places.page == 0

    # ----------------------------------------------------------------- actions

    def turn_page(self) -> None:
        """Show the other page of a paged menu (the table's or the settings)."""
        self.menu_page = 1 - self.menu_page
        self.code_field.focused = False
        self.rebuild()
        self.app.narrator.say(text("menu.settings" if self.menu_page else "menu.table"))

    def current_rules(self) -> Any | None:
        """The chosen rules, or None with the reason in :attr:`message`."""
        try:
            return build_rules(self.app.settings)
        except (ValueError, KeyError) as error:
            self.message = render(error_message(error))  # a contradiction in the language
            return None

    @property
    def match_in_progress(self) -> bool:
        """True when leaving would lose the app's match (see :func:`match_in_progress`)."""
        return match_in_progress(self.app.session)

    def ask_to_leave(self, title_key: str, leave_key: str, then: Any,
                     back_to: Scene | None = None) -> None:
        """Ask before abandoning the match in progress; ``then()`` runs after the player
        agrees (the match is counted as abandoned first). Keeping the match goes back to
        ``back_to`` when given (the screen that asked for another deal)."""
        session = self.app.session
        assert session is not None

        def leave() -> None:
            self.dialog = None
            self.app.abandon_match()
            then()

        def keep() -> None:
            self.dialog = None
            if back_to is not None:
                self.app.go(Back(back_to))

        message = text("confirm.leave_message",
                       rules=text(f"preset.{session.rules_id}.title"),
                       deal=session.deal_number, deals=session.deals)
        self.dialog = ConfirmDialog(text(title_key), message, keep_label=text("confirm.keep"),
                                    leave_label=text(leave_key), on_keep=keep, on_leave=leave,
                                    canvas=self.size, compact=self.compact)

    def open_daily(self) -> None:
        """Today's daily deal; with another match in progress, the app has this menu ask
        first (as leaving it does): given up that way it counts as abandoned."""
        self.app.go(TodaysDeal())

    def start(self) -> None:
        """Deal a new match with these settings (replaying the typed deal code, if any);
        with a match in progress, ask first."""
        if self.match_in_progress:
            self.ask_to_leave("confirm.new_title", "confirm.new_leave", self.deal)
            return
        self.deal()

    def quit(self) -> None:
        """Close the game (native only). A match in progress that is saved to continue next
        time is simply kept; one that would be lost is only left after this menu asked."""
        self.app.go(Quit())

    def deal(self) -> None:
        """Deal a new match with these settings, without asking."""
        rules = self.current_rules()
        if rules is None:
            return
        code = self.code_field.value.strip() or None
        if code:
            try:
                sevens.Game.from_deal_code(rules, code)
            except ValueError as error:
                self.message = text("menu.deal_code_bad", reason=error_message(error))
                return
        self.app.save("settings")
        self.app.sound.play("deal")
        self.app.go(NewMatch(rules, self.app.settings.rules_id, deal_code=code))

    def resume(self) -> None:
        """Return to the match in progress: to its table, or to the results of the deal
        just scored."""
        session = self.app.session
        if session is None or session.match_over:
            return
        self.app.save("settings")
        if session.recorded is not None:
            self.app.go(Results())
        else:
            self.app.go(Table(resume=True))

    def open_rules(self) -> None:
        """Explain the chosen rules."""
        rules = self.current_rules()
        if rules is not None:
            self.app.go(RulesPage(rules, self.app.settings.rules_id, back_to=self))

    def open_stats(self) -> None:
        """Show the statistics."""
        self.app.go(Statistics(back_to=self))

    def seats_label(self) -> str:
        """The Seats button: "Seats…", or how many people sit at the table."""
        try:
            players = build_rules(self.app.settings).players
        except (ValueError, KeyError):  # the menu says what is wrong when Deal is pressed
            players = self.app.settings.players
        people = len(table_people(self.app.settings, players))
        return text("menu.seats_people", count=people) if people else text("menu.seats")

    def open_seats(self) -> None:
        """Choose who sits where: you, people at this device, the computer's levels."""
        self.app.go(SeatsPage(menu=self))

    def open_custom(self) -> None:
        """Edit every option for a house-rules table."""
        self.app.go(HouseRules(menu=self))

    # ----------------------------------------------------------------- scene hooks

    def handle_event(self, event: pygame.event.Event) -> None:
        """Clicks on entries, steppers and buttons; ↑ ↓ choose, Enter deals (or continues
        the match in progress)."""
        if self.dialog is not None:
            self.dialog.handle_event(event)
            return
        controls = self.focusable()
        focused = self.focus_ring.focused(controls)
        if self.focus_ring.handle_event(event, controls):
            if isinstance(focused, Stepper):
                self.rebuild()
            return
        if self.code_field_shown and self.code_field.handle_event(event):
            return
        toast = self.toast_rect()
        if (toast is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and toast.collidepoint(event.pos)):
            self.app.notices.turn_page(len(toast_pages(self)))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rules_id in enumerate(RULE_SYSTEMS):
                if self.entry_rect(index).collidepoint(event.pos):
                    self.select(rules_id)
                    return
        for widget in [*self.steppers, *self.buttons]:
            if widget.handle_event(event):
                if isinstance(widget, Stepper):
                    self.rebuild()
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and focused is not None:
                self.focus_ring.clear(controls)  # Esc first leaves the settings
                return
            index = RULE_SYSTEMS.index(self.app.settings.rules_id) \
                if self.app.settings.rules_id in RULE_SYSTEMS else 0
            if event.key == pygame.K_UP:
                self.select(RULE_SYSTEMS[(index - 1) % len(RULE_SYSTEMS)])
            elif event.key == pygame.K_DOWN:
                self.select(RULE_SYSTEMS[(index + 1) % len(RULE_SYSTEMS)])
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.code_field_shown:
                self.steppers[0].step(-1 if event.key == pygame.K_LEFT else 1)
                self.rebuild()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.match_in_progress:
                    self.resume()
                else:
                    self.start()
            elif event.key == pygame.K_ESCAPE:
                self.resume()
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE):
                self.app.notices.dismiss()  # the notice on show, read: the next one
            elif event.key == pygame.K_r:
                self.open_rules()
            elif event.key == pygame.K_s:
                self.open_stats()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the rule systems on the left, the table options on the right (one column
        on a portrait canvas)."""
        if isinstance(self.places, CompactMenu):
            draw_compact_menu(self, surface, self.places, RULE_SYSTEMS)
            return
        if self.places is not None:
            draw_portrait_menu(self, surface, self.places, RULE_SYSTEMS)
            return
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        places = self.desktop
        left, column = places.title_x, places.column_x
        title = resources.text(text("app.title"), 44, theme.TEXT, bold=True)
        surface.blit(title, (left, places.title_y))
        self._draw_title_suits(surface, left + title.get_width() + 18, places.title_y + 14)
        surface.blit(fitted_subtitle(resources, places.subtitle_width),
                     (left + 2, places.title_y + 56))
        header = resources.text(text("menu.rule_system"), 15, theme.ACCENT, bold=True)
        surface.blit(header, (left + 2, places.header_y))
        header = resources.text(text("menu.table"), 15, theme.ACCENT, bold=True)
        surface.blit(header, (column, places.header_y))
        selected = self.app.settings.rules_id
        for index, rules_id in enumerate(RULE_SYSTEMS):
            draw_rule_system(surface, resources, places, self.entry_rect(index), rules_id,
                             rules_id == selected)
        for widget in self.steppers:
            widget.draw(surface, resources)
        if self.app.notices.current is None:  # a notice shows in the preview's place
            self._draw_deck_preview(surface, places.deck_preview)
        label = resources.text(text("menu.deal_code"), 13, theme.TEXT_MUTED)
        surface.blit(label, (column, places.code_label_y))
        self.code_field.draw(surface, resources)
        for button in self.buttons:
            button.draw(surface, resources)
        self.focus_ring.draw(surface, self.focusable())
        if self.message:
            toast = self.toast_rect()
            y = places.message_y if toast is None else max(places.message_y, toast.bottom + 6)
            for line in resources.wrap(self.message, 14, places.column_width)[:2]:  # under
                if y + 17 > self.size[1]:  # Deal, clear of the language stepper
                    break
                surface.blit(resources.text(line, 14, theme.DANGER), (column, y))
                y += 17
        self.draw_toast(surface)
        session = self.app.session
        if self.match_in_progress and session is not None:
            caption = text("menu.in_progress", rules=text(f"preset.{session.rules_id}.title"),
                           deal=session.deal_number, deals=session.deals)
            surface.blit(resources.text(caption, 13, theme.TEXT_MUTED),
                         (column, places.caption_y))
        if self.dialog is not None:
            self.dialog.draw(surface, resources)

    def toast_rect(self) -> pygame.Rect | None:
        """Where the notice on show is drawn (None when there is none; see
        :mod:`sevens.ui.menu_toast`)."""
        return toast_rect(self)

    def draw_toast(self, surface: pygame.Surface) -> None:
        """The notice on show (see :mod:`sevens.ui.menu_toast`)."""
        draw_toast(self, surface)

    def update(self, dt: float) -> None:
        """Move the notices along (only while the menu is on screen); open a pasted deal
        once the clipboard answers."""
        self.app.notices.update(dt)
        self.paste_button.update(dt)

    def show_message(self, message: str) -> None:
        """Say something under the buttons (a pasted deal that could not be read)."""
        self.message = message
        if self.app.scene is self:
            self.rebuild()  # a pasted link may have changed the table chosen

    @property
    def animating(self) -> bool:
        """A notice fading in, on show or about to come, or the deal-code caret blinking."""
        notices = self.app.notices
        return (notices.current is not None or bool(notices.queue) or notices.pause > 0
                or self.code_field.focused)

    def _draw_title_suits(self, surface: pygame.Surface, x: int, y: int) -> None:
        for suit, symbol in enumerate(theme.SUIT_SYMBOLS):
            ink = theme.suit_colour(suit, self.app.settings.four_colour)
            disc = self.app.resources.panel((34, 34), theme.CARD_FACE, 255, radius=17)
            surface.blit(disc, (x + suit * 40, y))
            glyph = self.app.resources.text(symbol, 22, ink)
            surface.blit(glyph, glyph.get_rect(center=(x + suit * 40 + 17, y + 17)))

    def _draw_deck_preview(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Four small sevens in the chosen deck colours, labelled."""
        label = self.app.resources.text(text("menu.deck_preview"), 13, theme.TEXT_MUTED)
        surface.blit(label, label.get_rect(midleft=(rect.x, rect.y + 21)))
        for suit, letter in enumerate("SHDC"):
            self.app.art.draw_card(surface, sevens.Card.parse(f"7{letter}"), theme.CARD_MINI,
                                   (rect.x + 90 + suit * 34, rect.y))
