"""The statistics scene: its state (whose statistics, the page on show, the question before
forgetting them) and its input; the places come from
:mod:`sevens.ui.scenes.statistics.layout`, the painting from
:mod:`sevens.ui.scenes.statistics.drawing`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

import sevens
from sevens.app.profile import next_with_stats, people_with_stats, stats_of
from sevens.app.translation import text
from sevens.app.units import money_text, number_text, unit_name
from sevens.ui.focus import ConfirmDialog, FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.navigation import Back
from sevens.ui.pager import Pager
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.statistics.drawing import draw_statistics
from sevens.ui.scenes.statistics.layout import (
    StatsLine,
    StatsPage,
    StatsPlaces,
    StatsWords,
    lay_out_statistics,
)
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

__all__ = ["StatsScene", "history_of"]

#: The column headings' message keys, in order (the cards name their counts with them too).
HEADINGS = ("stats.rule_system", "stats.deals", "stats.matches", "stats.wins",
            "stats.abandoned", "stats.average", "stats.history")


def history_of(entry: dict[str, Any]) -> list[float]:
    """A statistics entry's last deal results (whatever else a damaged entry holds left out)."""
    history = entry.get("history", [])
    if not isinstance(history, list):
        return []
    return [value for value in history if isinstance(value, int | float)]


class StatsScene(Scene):
    """Deals, matches, wins and the average result per rule system: a table where the canvas
    is not laid out for thumbs, cards where it is (:mod:`sevens.ui.scenes.statistics.layout`)."""

    #: Every shape but a wider desktop's, which shows the table at 1280×720 in its middle.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}
    spoken_keys = ("stats.title", "scene.stats_keys")

    def __init__(self, app: Navigator, back_to: Scene) -> None:
        super().__init__(app)
        self.back_to = back_to
        self.buttons = [
            Button((0, 0, 0, 0), text("stats.back"), self.back, primary=True, name="back"),
            Button((0, 0, 0, 0), text("stats.reset"), self.clear, name="clear"),
        ]
        self.whose = ""  # whose statistics: "" yours, else a person's (tables of people)
        if people_with_stats(app.stats):  # pass-and-play (issue 34): choose by name
            self.buttons.append(Button((0, 0, 0, 0), "", self.next_person, name="whose"))
        self.dialog: ConfirmDialog | None = None
        self.focus_ring = FocusRing(app.narrator.say)  # Tab walks the buttons (issue 34)
        self.places: StatsPlaces
        self.pager: Pager[StatsPage] = Pager()
        self.relayout()

    def relayout(self) -> None:
        """Lay the screen out for the canvas the app handed over (keeping the page on show)."""
        resources = self.app.resources
        places = self.places = lay_out_statistics(self.layout_canvas, self.words(),
                                                  resources.wrap, measure_of(resources))
        for button, place in zip(self.buttons, (places.back, places.clear, places.whose),
                                 strict=False):
            button.place(place)
        for button in self.buttons[2:]:  # whose statistics (tables of people)
            button.label = text("stats.whose", name=self.whose or text("seat.you"))
        self.pager.lay_out(places.pages, places.previous, places.next, places.back.size)

    def words(self) -> StatsWords:
        """What the screen says, in the player's language, for whose statistics are shown."""
        stats = stats_of(self.app.stats, self.whose)
        lines = tuple(StatsLine(key, tuple(self.row_values(key, stats[key])),
                                tuple(history_of(stats[key])),
                                self.scoring_of(key, stats[key])) for key in self.played)
        return StatsWords(title=text("stats.title"), intro=text("stats.intro"),
                          none=text("stats.none"), daily=self.app.daily.summary() or "",
                          no_history=text("stats.no_history"),
                          headings=tuple(text(key) for key in HEADINGS), lines=lines,
                          whose=len(self.buttons) > 2)

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
                                    on_leave=forget, canvas=self.layout_canvas)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons, the pager's keys; Esc goes back (or answers the question on show)."""
        if self.dialog is not None:
            self.dialog.handle_event(event)
            return
        buttons = [*self.buttons, *self.pager.turners]
        if any(button.handle_event(event) for button in buttons) \
                or self.focus_ring.handle_event(event, buttons) or self.pager.handle_event(event):
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
        written = number_text if scoring in ("penalty-count", "penalty-pips") else money_text
        shown = text("stats.average_value", value=written(round(average, 2)),
                     unit=unit_name(scoring))
        return [text(f"preset.{key}.title"), str(deals), str(int(entry.get("matches", 0))),
                str(int(entry.get("wins", 0))), str(int(entry.get("abandoned", 0))), shown]

    def draw(self, surface: pygame.Surface) -> None:
        """The table or this page's cards, the buttons, and the question when it is asked."""
        buttons = [*self.buttons, *self.pager.turners]
        draw_statistics(surface, self.app.resources, self.places, self.pager.page, buttons)
        self.focus_ring.draw(surface, buttons)
        if self.dialog is not None:
            self.dialog.draw(surface, self.app.resources)
