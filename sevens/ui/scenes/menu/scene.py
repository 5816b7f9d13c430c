"""The menu scene: rule system, players, opponents, deals, display and sound, replay by deal
code. Its state and input; the places come from :mod:`sevens.ui.scenes.menu.layout`, the
painting from :mod:`sevens.ui.scenes.menu.drawing`."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

import sevens
from sevens.app import translation
from sevens.app.seating import table_people
from sevens.app.session import CARD_SPEEDS, LEVELS, SPEEDS, Session
from sevens.app.translation import render, text
from sevens.app.webpage import WEB  # no Quit button in the browser: the page is closed
from sevens.message import error_message
from sevens.rules import CUSTOM, build_rules, fitted_players, player_counts
from sevens.ui.focus import ConfirmDialog, Focusable, FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.links import PasteDealButton
from sevens.ui.navigation import (
    Back,
    HouseRules,
    NewMatch,
    OnlinePage,
    Quit,
    Results,
    RulesPage,
    SeatsPage,
    Statistics,
    Table,
    TodaysDeal,
)
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.menu.drawing import MenuView, draw_menu, toast_pages
from sevens.ui.scenes.menu.layout import MenuPlaces, MenuWords, lay_out_menu
from sevens.ui.widgets import Button, Stepper, TextField

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

__all__ = ["DEAL_CHOICES", "RULE_SYSTEMS", "MenuScene", "match_in_progress", "preset_title"]

RULE_SYSTEMS = (*sevens.PRESETS.keys(), CUSTOM)
DEAL_CHOICES = (1, 2, 3, 4, 5, 6, 8, 10, 12)
#: The menu's fixed words by name (see :data:`~.layout.MenuWords`): the message each is.
WORDS = {"title": "app.title", "subtitle": "app.subtitle", "rule_heading": "menu.rule_system",
         "table_heading": "menu.table", "settings_heading": "menu.settings",
         "code_hint": "menu.deal_code_hint", "preview": "menu.deck_preview",
         "rules": "menu.rules", "stats": "menu.stats", "online": "online.ui.menu_entry",
         "custom": "menu.customise", "play": "menu.play", "resume": "menu.continue",
         "new_match": "menu.new_match", "quit": "menu.quit"}


def preset_title(rules_id: str) -> str:
    """The rule system's name from the message table."""
    return text(f"preset.{rules_id}.title")


def worded(prefix: str) -> Callable[[Any], str]:
    """How a stepper words a value: the message ``<prefix>.<value>``."""
    return lambda value: text(f"{prefix}.{value}")


def match_in_progress(session: Session | None) -> bool:
    """True when ``session`` holds a match that has begun (a card played or a deal scored)
    and is not over: leaving it would lose it."""
    if session is None or session.match_over:
        return False
    return bool(session.results or session.game.moves)


class MenuScene(Scene):
    """Choose the table and deal."""

    #: Every shape but a wider desktop's, which shows the menu at 1280×720 in its middle.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.message = ""
        self.dialog: ConfirmDialog | None = None
        # placed and worded by relayout(), as the other controls are
        self.code_field = TextField((0, 0, 0, 0), "", on_submit=lambda _value: self.start())
        self.paste_button = PasteDealButton((0, 0, 0, 0), app, self.show_message)
        self.places: MenuPlaces  # laid out by relayout(), the page on show among them
        self.steppers: list[Stepper] = []
        self.buttons: list[Button] = []
        #: Tab walks the settings and buttons (issue 34: every action has a key).
        self.focus_ring = FocusRing(app.narrator.say)
        self.relayout(page=0)

    def stepper_choices(self) -> dict[str, tuple[Sequence[Any], Callable[[Any], str]]]:
        """Each stepper's choices and how a value is worded, by name, in reading order (its
        label is the message ``menu.<name>``). Pure: the players are fitted to the rule
        system as the settings load and where one is chosen (:meth:`select`), not here."""
        on_off = ((False, True), lambda value: text("toggle.on" if value else "toggle.off"))
        return {
            "players": (player_counts(self.app.settings.rules_id), str),
            "level": (LEVELS, worded("level")), "deals": (DEAL_CHOICES, str),
            # Two controls on one line: how long a bot waits, and how fast a card flies.
            "speed": (SPEEDS, worded("speed")), "card_speed": (CARD_SPEEDS, worded("speed")),
            # The deck's colours and the seeing settings (issue 34), each on or off.
            **dict.fromkeys(("four_colour", "large_cards", "high_contrast"), on_off),
            "sound": ((True, False), on_off[1]),
            # The language, each language shown in its own words.
            "language": (translation.LANGUAGE_CODES, worded("language")),
        }

    def setting(self, name: str) -> Any:
        """The value stepper ``name`` shows: its setting (the sound on, the language spoken)."""
        if name == "sound":
            return not self.app.sound.muted
        return translation.language() if name == "language" else getattr(self.app.settings,
                                                                          name)

    def change_setting(self, name: str, value: Any) -> None:
        """Stepper ``name``'s change: the setting, with its effect where it has one, then the
        menu laid out again (the Seats button, the deal code's message and the players
        allowed follow the settings)."""
        if name == "sound":
            name, value = "muted", not value
        self.app.change_setting(name, value)
        self.message = ""
        self.relayout()

    def words(self, choices: dict[str, Any], page: int = 0) -> MenuWords:
        """What the menu says that its layout measures on ``page``, in the player's
        language: :data:`WORDS`, each stepper's label (``menu.<name>``) and those worked out."""
        words = {name: text(key) for name, key in WORDS.items()}
        words.update({name: text(f"menu.{name}") for name in choices}, seats=self.seats_label(),
                     daily=self.app.daily.label(),
                     page=words["table_heading" if page else "settings_heading"])
        return words

    def relayout(self, page: int | None = None) -> None:
        """Lay out the steppers and buttons for the current settings and canvas (the window
        changed shape, or a setting: the same settings, placed again) on ``page`` of a paged
        menu (0 the table, 1 the settings; None: the page on show)."""
        page = self.places.page if page is None else page
        choices = self.stepper_choices()
        resources = self.app.resources
        words = self.words(choices, page)
        self.code_field.placeholder = words["code_hint"]
        places = self.places = lay_out_menu(
            self.layout_canvas, words, resources.wrap, measure_of(resources),
            quit_button=not WEB, page=page, entry_count=len(RULE_SYSTEMS))
        self.steppers = [Stepper(places.steppers[name], words[name], options,
                                 self.setting(name),
                                 functools.partial(self.change_setting, name), describe,
                                 name)
                         for name, (options, describe) in choices.items()
                         if name in places.steppers]  # those on this page
        if self.code_field_shown:
            self.code_field.rect = pygame.Rect(places.code_field)
            self.code_field.font = places.code_font
        self.paste_button.label = text("menu.paste")
        actions = {"rules": self.open_rules, "stats": self.open_stats,
                   "custom": self.open_custom, "seats": self.open_seats,
                   "daily": self.open_daily, "page": self.turn_page, "resume": self.resume,
                   "new_match": self.start, "play": self.start, "quit": self.quit,
                   "online": lambda: self.app.go(OnlinePage(self))}
        # Continue and New match with a match in progress, else Deal
        left_out = ("play",) if self.match_in_progress else ("resume", "new_match")
        self.buttons = []
        for name, place in places.buttons.items():
            if name in left_out:
                continue
            # New match is named as Deal is; the daily deal once a day
            button = self.paste_button if name == "paste" else Button(
                place.box, words[name], actions[name], primary=name in ("play", "resume"),
                enabled=name != "daily" or self.app.daily.played() is None,
                name="play" if name == "new_match" else name)
            button.place(place)
            self.buttons.append(button)

    def focusable(self) -> list[Focusable]:
        """The controls Tab walks, in reading order (top to bottom, left to right)."""
        field = [self.code_field] if self.code_field_shown else []
        controls: list[Focusable] = [*self.steppers, *field, *self.buttons]
        return sorted(controls, key=lambda control: (control.rect.y, control.rect.x))

    def spoken_title(self) -> str | None:
        """The menu, the rule system chosen (or the match in progress), and its keys."""
        match = self.in_progress_line
        if match is not None:
            return text("scene.menu_in_progress", match=match)
        return text("scene.menu", rules=preset_title(self.app.settings.rules_id))

    @property
    def in_progress_line(self) -> str | None:
        """The line of the match in progress (None: no match would be lost by leaving)."""
        session = self.app.session
        if not self.match_in_progress or session is None:
            return None
        return text("menu.in_progress", rules=preset_title(session.rules_id),
                    deal=session.deal_number, deals=session.deals)

    def select(self, rules_id: str) -> None:
        """Choose a rule system (its usual deals per match come with it)."""
        settings = self.app.settings
        if rules_id == settings.rules_id:
            return
        settings.rules_id = rules_id
        settings.players = fitted_players(rules_id, settings.players)
        if rules_id in sevens.PRESETS:
            settings.deals = sevens.PRESETS[rules_id].deals
        self.message = ""
        self.app.sound.play("click")
        self.app.narrator.say(preset_title(rules_id))
        self.relayout()

    def entry_rect(self, index: int) -> pygame.Rect:
        """The clickable row of rule system ``index`` (none on a settings page)."""
        entries = self.places.entries
        return pygame.Rect(entries[index]) if index < len(entries) else pygame.Rect(0, 0, 0, 0)

    def text_fields(self) -> list[tuple[str, TextField]]:
        """The text fields on show, by name (a phone's keyboard types into them)."""
        return [("deal-code", self.code_field)] if self.code_field_shown else []

    @property
    def code_field_shown(self) -> bool:
        """False on the settings page of a paged menu, where the deal code is not."""
        return self.places.code_field is not None

    # ----------------------------------------------------------------- actions

    def turn_page(self) -> None:
        """Show the other page of a paged menu (the table's or the settings)."""
        self.code_field.focused = False
        self.relayout(1 - self.places.page)
        self.app.narrator.say(text("menu.settings" if self.places.page else "menu.table"))

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

        message = text("confirm.leave_message", rules=preset_title(session.rules_id),
                       deal=session.deal_number, deals=session.deals)
        self.dialog = ConfirmDialog(text(title_key), message, keep_label=text("confirm.keep"),
                                    leave_label=text(leave_key), on_keep=keep, on_leave=leave,
                                    canvas=self.layout_canvas)

    def open_daily(self) -> None:
        """Today's daily deal; with another match in progress, the app has this menu ask
        first (as leaving it does): given up that way it counts as abandoned."""
        self.app.go(TodaysDeal())

    def quit(self) -> None:
        """Close the game (native only). A match in progress that is saved to continue next
        time is simply kept; one that would be lost is only left after this menu asked."""
        self.app.go(Quit())

    def start(self) -> None:
        """Deal a new match with these settings (replaying the typed deal code, if any);
        with a match in progress the app asks first (:class:`NewMatch`)."""
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
        just scored. A match with no card played yet, which the menu does not offer to
        continue, follows the menu: where the menu now describes another table (its Deals,
        players or rule system), Esc deals that one (it once went back to "Deal 1 of 5" with
        Deals at 4)."""
        session = self.app.session
        if session is None or session.match_over:
            return
        if not self.match_in_progress and self.app.session_info.kind == "match":
            rules = self.current_rules()
            if rules is None:
                return
            if rules != session.rules or self.app.settings.deals != session.deals:
                self.start()
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
        """The Seats button: "Seats…", or how many people sit at the table (the rules
        :func:`build_rules` makes seat :attr:`~sevens.app.profile.Settings.players`)."""
        people = len(table_people(self.app.settings, self.app.settings.players))
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
        if self.focus_ring.handle_event(event, controls) or any(
                control.handle_event(event) for control in controls):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pages, toast = toast_pages(self.app.resources, self.places, self.app.notices)
            if toast is not None and toast.collidepoint(event.pos):  # its next page
                self.app.notices.turn_page(len(pages))
                return
            for index, rules_id in enumerate(RULE_SYSTEMS):
                if self.entry_rect(index).collidepoint(event.pos):
                    self.select(rules_id)
                    return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE and focused is not None:
            self.focus_ring.clear(controls)  # Esc first leaves the settings
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            chosen = self.app.settings.rules_id
            index = RULE_SYSTEMS.index(chosen) if chosen in RULE_SYSTEMS else 0
            step = 1 if event.key == pygame.K_DOWN else -1
            self.select(RULE_SYSTEMS[(index + step) % len(RULE_SYSTEMS)])
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.code_field_shown:
            self.steppers[0].step(-1 if event.key == pygame.K_LEFT else 1)  # the players
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            (self.resume if self.match_in_progress else self.start)()
        else:
            action = {pygame.K_ESCAPE: self.resume, pygame.K_r: self.open_rules,
                      pygame.K_s: self.open_stats,
                      # the notice on show, read: the next one
                      pygame.K_DELETE: self.app.notices.dismiss,
                      pygame.K_BACKSPACE: self.app.notices.dismiss}.get(event.key)
            if action is not None:
                action()

    def draw(self, surface: pygame.Surface) -> None:
        """The felt and the words, the widgets, the notice, and a dialog over them."""
        resources = self.app.resources
        view = MenuView(RULE_SYSTEMS, self.app.settings.rules_id,
                        self.app.settings.four_colour, self.message, self.in_progress_line)
        controls = self.focusable()
        draw_menu(surface, resources, self.app.art, self.places, view, self.app.notices,
                  controls, lambda: self.focus_ring.draw(surface, controls))
        if self.dialog is not None:
            self.dialog.draw(surface, resources)

    def toast_rect(self) -> pygame.Rect | None:
        """Where the notice on show is drawn (None when there is none)."""
        return toast_pages(self.app.resources, self.places, self.app.notices)[1]

    def update(self, dt: float) -> None:
        """Move the notices along (only while the menu is on screen); open a pasted deal
        once the clipboard answers."""
        self.app.notices.update(dt)
        self.paste_button.update(dt)

    def show_message(self, message: str) -> None:
        """Say something under the buttons (a pasted deal that could not be read)."""
        self.message = message
        if self.app.scene is self:
            self.relayout()  # a pasted link may have changed the table chosen

    @property
    def animating(self) -> bool:
        """A notice fading in, on show or about to come, or the deal-code caret blinking."""
        notices = self.app.notices
        return (notices.current is not None or bool(notices.queue) or notices.pause > 0
                or self.code_field.focused)
