"""The rules scene: its state (the page on show) and its input; the places come from
:mod:`sevens.ui.scenes.rules.layout`, the painting from :mod:`sevens.ui.scenes.rules.drawing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from sevens.app.rules_text import describe_rules, glossary
from sevens.app.translation import text
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.geometry.text import Words
from sevens.ui.navigation import Back
from sevens.ui.pager import Pager
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.rules.drawing import draw_rules
from sevens.ui.scenes.rules.layout import RulesPlaces, RulesWords, lay_out_rules
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

__all__ = ["RulesScene"]


class RulesScene(Scene):
    """The active rules, explained: two panels where they fit, pages of one column on a
    canvas laid out for thumbs (see :mod:`sevens.ui.scenes.rules.layout`)."""

    #: Every shape but a wider desktop's, which shows the page at 1280×720 in its middle.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}
    spoken_keys = ("rules.title", "scene.rules_keys")

    def __init__(self, app: Navigator, rules: Any, rules_id: str, back_to: Scene) -> None:
        super().__init__(app)
        self.rules = rules
        self.rules_id = rules_id
        self.back_to = back_to
        # the rules, and one line on fair play: the bots see only their own cards (issue 31)
        self.lines = [*describe_rules(rules), text("rules.fair")]
        self.terms = glossary(rules)
        self.back_button = Button((0, 0, 0, 0), text("rules.back"), self.back, primary=True,
                                  name="back")
        self.places: RulesPlaces
        self.pager: Pager[tuple[Words, ...]] = Pager()
        self.relayout()

    def relayout(self) -> None:
        """Lay the page out for the canvas the app handed over (keeping the page on show)."""
        resources = self.app.resources
        places = self.places = lay_out_rules(self.layout_canvas, self.words(), resources.wrap,
                                             measure_of(resources))
        self.back_button.place(places.back)
        self.pager.lay_out(places.pages, places.previous, places.next, places.back.size)

    def words(self) -> RulesWords:
        """What the page says, in the player's language."""
        return RulesWords(title=text("rules.title"), name=text(f"preset.{self.rules_id}.title"),
                          lines=tuple(self.lines), terms=tuple(self.terms),
                          keys=text("rules.keys"), terms_heading=text("rules.terms"))

    @property
    def buttons(self) -> list[Button]:
        """The buttons on show: Back, and the turners when paged."""
        return [self.back_button, *self.pager.turners]

    def back(self) -> None:
        """Return to the screen that opened the rules."""
        self.app.go(Back(self.back_to))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Esc, Enter or the button go back (← → and Page Up / Page Down turn the pages)."""
        if any(button.handle_event(event) for button in self.buttons) \
                or self.pager.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (
                pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_BACKSPACE):
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the rule sentences beside the words they use, the keys or the turners."""
        draw_rules(surface, self.app.resources, self.places, self.pager.shown, self.buttons)
