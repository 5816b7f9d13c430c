"""End of a deal: the settlement in the columns its scoring needs, standings, what next.

The scene holds the state (the column pointed at, the sheet open: all hands or the legend,
the time since the results came) and the input; what the results say comes from
:mod:`sevens.ui.scenes.results.words`, the places from :mod:`sevens.ui.scenes.results.layout`,
the painting from :mod:`sevens.ui.scenes.results.drawing`.
"""

from __future__ import annotations

from functools import partial, partialmethod
from typing import TYPE_CHECKING, ClassVar

import pygame

from sevens.app.deal_links import deal_link
from sevens.app.names import hand_name
from sevens.app.session import Session
from sevens.app.translation import text
from sevens.ui.button_labels import toggled_labels
from sevens.ui.focus import FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.links import ShareLinkButton, fitted_link
from sevens.ui.navigation import Menu, NewMatch, Replay, Review, Table
from sevens.ui.pager import Pager
from sevens.ui.painting import measure_of
from sevens.ui.scene import Scene
from sevens.ui.scenes.results.drawing import draw_results
from sevens.ui.scenes.results.layout import lay_out_results
from sevens.ui.scenes.results.places import ResultsPlaces, ResultsWords, Sheet, TextMetrics, View
from sevens.ui.scenes.results.words import Wording
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator
    from sevens.ui.resources import Resources

__all__ = ["KEY_GRACE", "ResultsScene", "labels", "metrics_of"]

KEY_GRACE = 0.8  # seconds before Enter on the results starts the next deal


def labels(button: Button) -> list[str]:
    """Every label ``button`` can show while the results are up: its own, Show and Hide all
    hands, and the share button's every outcome (the layout sizes each button for the
    widest, so a new label never breaks or shrinks)."""
    found = toggled_labels(button)
    if isinstance(button, ShareLinkButton):
        found += button.every_label()
    return list(dict.fromkeys(found))


def metrics_of(resources: Resources) -> TextMetrics:
    """The text measures a layout is handed, as ``resources`` draws text."""

    def height(string: str, size: int, bold: bool) -> int:
        return resources.text(string, size, None, bold=bold).get_height()

    def ink(string: str, size: int, bold: bool) -> tuple[int, int]:
        box = resources.text(string, size, None, bold=bold).get_bounding_rect()
        return box.top, box.bottom

    return TextMetrics(measure_of(resources), height, resources.wrap, ink,
                       partial(fitted_link, resources))


class ResultsScene(Scene):
    """The results of the deal just finished, every column explained, and the match so far.

    Under the settlement: where the money or chips went, as the payments that make each
    sum; then a legend with one plain sentence per column (pointing at a column, or tapping
    it, picks its sentence out). The match total of each player is the last column.
    """

    #: Every shape but a wider desktop's, which shows 1280×720 in its middle.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}

    def __init__(self, app: Navigator, session: Session, just_ended: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.wording = Wording(session, app.session_info)  # what the results say (scored once)
        self.focus_column: int | None = None  # the column pointed at (or tapped)
        primary = text("results.new_match") if session.match_over else text("results.next")
        every = [Button((0, 0, 0, 0), primary, self.next, primary=True, name="next"),
                 Button((0, 0, 0, 0), text("results.menu"), self.menu, name="menu")]
        # Review and replay from another seat (issue 13): only for a seeded deal played by
        # you or by people (issue 45: Review then picks whose decisions by name).
        if not session.autoplay and session.game.seed is not None:
            other = (session.human_seat + 1) % session.rules.players
            label = (text("results.own_seat") if other == session.home_seat
                     else text("results.other_seat", name=session.seat_name(other)
                               if session.people or getattr(session, "online", False)
                               else hand_name(other)))
            every += [Button((0, 0, 0, 0), text("results.review_deal"),
                             lambda: self.app.go(Review(back_to=self)), name="review"),
                      Button((0, 0, 0, 0), label, lambda: self.app.go(Replay(other)),
                             name="other_seat")]
        #: the sheet open over the settlement, one at a time: Show all hands (issue 31:
        #: everyone's cards as dealt, after the deal only) or the legend
        self.sheet: Sheet | None = None
        self.hands_button = Button((0, 0, 0, 0), text("hands.show"), self.toggle_hands,
                                   name="all_hands")
        every.append(self.hands_button)
        # Deal links without typing (issue 30): share or copy the link that replays the deal
        self.share_button: ShareLinkButton | None = None
        if deal_link(self.session):
            self.share_button = ShareLinkButton((0, 0, 0, 0), self.app)
            every.append(self.share_button)
        # Where the players have blocks (issue 30): the legend opens from its own button
        self.legend_button = Button((0, 0, 0, 0), text("results.legend_title"),
                                    self.toggle_legend, name="legend")
        every.append(self.legend_button)
        #: the legend's sheet in pages, where it cannot hold every explanation
        self.pager: Pager[int] = Pager()
        self.pager.previous_button.action = partial(self.turn, -1)
        self.pager.next_button.action = partial(self.turn, 1)
        #: every button the results may show; the layout says which are on show (``buttons``)
        self.every_button = every
        self.buttons: list[Button] = []
        #: seconds since the results appeared: straight from the table, Enter continues only
        #: after KEY_GRACE, so a key meant for the last card never skips them (issue 31)
        self.age = 0.0 if just_ended else KEY_GRACE
        self.places: ResultsPlaces
        self.words: ResultsWords
        self.relayout()
        #: Tab walks the buttons (issue 34: every action has a key)
        self.focus_ring = FocusRing(app.narrator.say)
        #: the results were told in words as they came (issue 34)
        self.told = just_ended and self.app.narrator.active
        if just_ended:
            self.narrate()

    # ----------------------------------------------------------------- layout

    def relayout(self) -> None:
        """Lay the results out for the canvas the app handed over (the words measured again:
        a language may have changed)."""
        self.words = self.wording.words(tuple((button.name, tuple(labels(button)),
                                               button.primary) for button in self.every_button))
        self.lay_out()

    def lay_out(self) -> None:
        """Place everything for the words, the canvas and what is picked out; each button
        takes its place (a button with none, the legend's where columns can be pointed at, is
        not on show; the legend's sheet closes with it), the turners where its sheet is in
        pages."""
        self.hands_button.label = text("hands.hide" if self.sheet == "hands" else "hands.show")
        page = self.pager.page
        self.places = places = lay_out_results(self.layout_canvas, self.words,
                                               metrics_of(self.app.resources),
                                               View(self.focus_column, self.sheet, page))
        self.buttons = [button for button in self.every_button if button.name in places.buttons]
        for button in self.buttons:
            button.place(places.buttons[button.name])
        self.pager.lay_out(places.pages or (0,), places.previous, places.next,
                           self.legend_button.size)
        self.buttons += self.pager.turners
        if self.sheet == "legend" and self.legend_button not in self.buttons:
            self.sheet = None
            self.lay_out()
        elif self.pager.page != page:  # fewer pages on this canvas: its last one
            self.lay_out()

    def toggle_sheet(self, sheet: Sheet) -> None:
        """Open ``sheet`` over the settlement in place of any other, or close it if open."""
        self.sheet = None if self.sheet == sheet else sheet
        self.pager.turn_to(0)
        self.lay_out()

    def turn(self, step: int) -> None:
        """Turn the legend's sheet ``step`` pages on (back where negative)."""
        self.pager.turn_to(self.pager.page + step)
        self.lay_out()

    #: Show or hide every player's hand as dealt.
    toggle_hands = partialmethod(toggle_sheet, "hands")
    #: Open or close the legend over the settlement (where the players have blocks).
    toggle_legend = partialmethod(toggle_sheet, "legend")

    def narrate(self) -> None:
        """Speak the results (stdout with ``--narrate``, the page's live region): the title,
        each player's place and total, and the summary line."""
        if self.app.narrator.active:
            for line in self.wording.spoken():
                self.app.narrator.say(line)

    def spoken_title(self) -> str | None:
        """The results' keys (straight from the table the results were already told, see
        :meth:`narrate`; come back to from the menu, their title first)."""
        keys = text("scene.results_keys")
        if self.told:
            self.told = False  # once: come back to from the review, the title comes first
            return keys
        return text("scene.named", keys=keys, title=self.wording.title())

    # ----------------------------------------------------------------- actions

    def next(self) -> None:
        """The next deal, or a new match with the same table when this one is over."""
        session = self.session
        if session.match_over:
            self.app.go(NewMatch(session.rules, session.rules_id))
            return
        session.new_deal()
        self.app.sound.play("deal")
        self.app.go(Table())

    def menu(self) -> None:
        """Back to the menu (its Continue match comes back here)."""
        self.app.go(Menu())

    def update(self, dt: float) -> None:
        """Count the time since the results appeared (see :data:`KEY_GRACE`); pick up what
        became of a shared link; at an online table, keep the links alive."""
        self.age += dt
        if self.share_button is not None:
            self.share_button.update(dt)
        keep_links = getattr(self.session, "keep_links", None)  # online: the links live on
        if keep_links is not None:
            keep_links()

    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons; pointing at or tapping a column picks out its explanation; Enter
        continues, Esc goes to the menu; Tab walks the buttons (Enter presses the one
        ringed)."""
        for button in self.buttons:
            if button.handle_event(event):
                return
        if self.focus_ring.handle_event(event, self.buttons):
            return
        if self.pager.handle_event(event):  # the legend's sheet in pages
            self.lay_out()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            focus = self.column_at(event.pos)
            if focus != self.focus_column:
                self.focus_column = focus
                self.lay_out()
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n):
                if self.age >= KEY_GRACE:
                    self.next()
            elif event.key == pygame.K_a:
                self.toggle_hands()
            elif event.key == pygame.K_ESCAPE:
                if self.sheet is not None:
                    self.toggle_sheet(self.sheet)
                else:
                    self.menu()

    def column_at(self, position: tuple[int, int]) -> int | None:
        """The settlement column under ``position`` (heading or cells), if any (none where
        the players have blocks)."""
        x, y = position
        top, bottom = self.places.table_span
        if not top <= y <= bottom:
            return None
        for index, (left, right) in enumerate(self.places.column_spans):
            if left <= x < right:
                return index
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The results as laid out, then the buttons (and the focus ring)."""
        draw_results(surface, self.app, self.places, self.buttons)
        self.focus_ring.draw(surface, self.buttons)
