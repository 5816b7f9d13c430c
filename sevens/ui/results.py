"""End of a deal: the settlement in the columns its scoring needs, standings, what next.

Reads the engine's result (``game.result()``, recorded into the match by the session) and
nothing else about the hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pygame

import sevens
from sevens.ui import results_buttons, results_compact, theme
from sevens.ui.focus import FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, NARROW, WIDE, Shape
from sevens.ui.hands_view import draw_hands, hand_rows
from sevens.ui.link_buttons import ShareLinkButton
from sevens.ui.links import deal_link
from sevens.ui.names import hand_name
from sevens.ui.navigation import Menu, NewMatch, Replay, Review, Table
from sevens.ui.results_notes import TIMES, ResultsNotes, payments_with_factors  # noqa: F401 - re-exported
from sevens.ui.results_portrait import BUTTON_TEXT, draw_portrait
from sevens.ui.scene import Scene
from sevens.ui.session import Session
from sevens.ui.translation import place_name, text
from sevens.ui.units import MINUS, UNITS, money_text, number_text, unit_name
from sevens.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

TABLE_RECT = pygame.Rect(40, 74, 1200, 392)
HANDS_RECT = pygame.Rect(40, 74, 1200, 566)  # Show all hands: over the settlement
KEY_GRACE = 0.8  # seconds before Enter on the results starts the next deal
STANDINGS_TOP = 490  # the legend starts here at the latest (its name from the old layout)
LEGEND_BOTTOM = 640  # above the summary box and the buttons
NOTE_LINE = 22  # height of one line under the settlement


def bonus_text(bonuses: list[Any]) -> str:
    """['complete-suit', 5] ×2 and ['clean-hand', 10] -> 'Complete Suit +5 ×2 · Clean Hand +10'."""
    counts: dict[tuple[str, int], int] = {}
    for name, points in bonuses:
        counts[(name, points)] = counts.get((name, points), 0) + 1
    parts = []
    for (name, points), count in counts.items():
        part = f"{text(f'bonus.{name}')} +{points}"
        if count > 1:
            part += f" \u00d7{count}"
        parts.append(part)
    return " · ".join(parts)


class ResultsScene(ResultsNotes, Scene):
    """The results of the deal just finished, every column explained, and the match so far.

    Under the settlement: where the money or chips went, as the payments that make each
    sum; then a legend with one plain sentence per column (pointing at a column, or tapping
    it, picks its sentence out). The match total of each player is the last column. On a
    portrait canvas :mod:`sevens.ui.results_portrait` lays the same parts out for a phone.
    """

    #: Every shape but a desktop's wider canvas (drawn at 1280×720, centred). A 4:3 or 16:10
    #: window, a tablet (960×720, 1152×720; issue 45) is laid out on its own canvas, as a
    #: phone turned sideways is (:attr:`compact`, the buttons in a column at the right, see
    #: :mod:`sevens.ui.results_compact`), no longer 1280×720 scaled down into it (text about
    #: 9.6 CSS px at 1024×768 and 1024×640).
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE - {WIDE}

    @property
    def compact(self) -> bool:
        """True on a phone turned sideways and on a landscape canvas narrower than 1280 (a
        tablet's or a 4:3 or 16:10 window's): the compact layout
        (:mod:`sevens.ui.results_compact`) fits any width down to 960, its text readable
        (22–24 px, at least 13 CSS px where such a canvas is not compact)."""
        canvas = self.described_canvas()
        return canvas.compact or canvas.shape == NARROW

    def __init__(self, app: Navigator, session: Session, just_ended: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.record_result()
        self.data = self.result.to_dict()
        self.deal_number = session.match.deal_number
        self.scoring = self.data.get("scoring", session.rules.scoring)
        self.table_bottom = TABLE_RECT.bottom
        self.delta_key = {"douque": "money", "chips": "chips"}.get(self.scoring, "points")
        view = session.view()
        self.put_out = {seat for seat, out in enumerate(view.out) if out}
        self.first_out = view.finished_order[0] if (
            session.rules.end == "first-out" and view.finished_order) else None
        self.match_places = {seat: (place, total)
                             for place, seat, total in session.match.standings()}
        self.focus_column: int | None = None  # the column pointed at (or tapped)
        self.column_spans: list[tuple[int, int]] = []  # x from, x to, per column
        over = session.match_over
        primary = text("results.new_match") if over else text("results.next")
        self.buttons = [
            Button((1000, 650, 240, 52), primary, self.next, primary=True, size=20,
                   name="next"),
            Button((840, 650, 150, 52), text("results.menu"), self.menu, size=18,
                   name="menu"),
        ]
        # Review and replay from another seat (issue 13): only for a seeded deal played by
        # you or by people (issue 45: Review then picks whose decisions by name).
        if not session.autoplay and session.game.seed is not None:
            other = (session.human_seat + 1) % session.rules.players
            label = (text("results.own_seat") if other == session.home_seat
                     else text("results.other_seat", name=session.seat_name(other)
                               if session.people or getattr(session, "online", False)
                               else hand_name(other)))
            self.buttons += [
                Button((420, 12, 120, 34), text("results.review_deal"),
                       lambda: self.app.go(Review(back_to=self)), size=16, name="review"),
                Button((550, 12, 170, 34), label,
                       lambda: self.app.go(Replay(other)), size=15, name="other_seat"),
            ]
        # Show all hands (issue 31): everyone's cards as dealt, after the deal only
        self.show_hands = False
        self.hands_button = Button((730, 12, 190, 34), text("hands.show"), self.toggle_hands,
                                   size=15, name="all_hands")
        self.buttons.append(self.hands_button)
        # Deal links without typing (issue 30): share or copy the link that replays the deal
        self.share_button: ShareLinkButton | None = None
        if deal_link(self.session):
            self.share_button = ShareLinkButton((930, 12, 150, 34), self.app)
            self.buttons.append(self.share_button)
        #: seconds since the results appeared: straight from the table, Enter continues only
        #: after KEY_GRACE, so a key meant for the last card never skips them (issue 31)
        self.age = 0.0 if just_ended else KEY_GRACE
        # Held upright (issue 30): the legend opens from its own button over the settlement
        self.show_legend = False
        self.legend_button = Button((0, 0, 0, 0), text("results.legend_title"),
                                    self.toggle_legend, size=BUTTON_TEXT, name="legend")
        self.landscape_places = {button.name: (button.rect.copy(), button.size)
                                 for button in self.buttons}
        #: The buttons stand in a column right of a sideways settlement (results_compact).
        self.button_column = False
        self.relayout()
        #: Tab walks the buttons (issue 34: every action has a key)
        self.focus_ring = FocusRing(app.narrator.say)
        #: the results were told in words as they came (issue 34)
        self.told = just_ended and self.app.narrator.active
        if just_ended:
            self.narrate()

    def relayout(self) -> None:
        """Place the buttons for the canvas, each as wide as its widest label
        (:func:`sevens.ui.results_buttons.place_buttons`): the landscape places, a phone
        turned sideways', or the portrait ones with the legend's."""
        results_buttons.place_buttons(self)

    def toggle_legend(self) -> None:
        """Open or close the legend over the settlement (portrait)."""
        self.show_legend = not self.show_legend
        if self.show_legend and self.show_hands:
            self.toggle_hands()

    def link_text(self, full: bool = True) -> str:
        """The line naming the link that replays this deal (the query alone when not
        ``full``), or its deal code, or nothing."""
        verdict = getattr(self.session, "verdict", None)  # online: a friend's deal check
        if verdict:
            return verdict
        link = deal_link(self.session, full)
        if link:
            return text("results.link", link=link)
        if self.session.game.seed is not None:
            return text("results.deal_code", code=self.session.game.deal_code)
        return ""

    def narrate(self) -> None:
        """Speak the results (stdout with ``--narrate``, the page's live region): the title,
        each player's place and total, and the summary line."""
        narrator = self.app.narrator
        if not narrator.active:
            return
        narrator.say(text("results.title", deal=self.deal_number, deals=self.session.deals))
        for entry in sorted(self.data["players"], key=lambda entry: entry["place"]):
            narrator.say(text("narrate.result", place=place_name(entry["place"]),
                              name=self.name(entry["seat"]),
                              result=self.total_text(entry.get(self.delta_key, 0)),
                              unit=unit_name(self.scoring)))
        narrator.say(self.summary_line()[0])

    def spoken_title(self) -> str | None:
        """The results' keys (straight from the table the results were already told, see
        :meth:`narrate`; come back to from the menu, their title first)."""
        keys = text("scene.results_keys")
        if self.told:
            self.told = False  # once: come back to from the review, the title comes first
            return keys
        return text("scene.named", keys=keys,
                    title=text("results.title", deal=self.deal_number, deals=self.session.deals))

    def name(self, seat: int) -> str:
        """A seat's name as the results print it ("You" for the human seat)."""
        return self.session.seat_name(seat)

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

    def title_surface(self, title: str) -> pygame.Surface:
        """The title at the largest size (30 down to 18) that ends before the first button
        beside it (issue 31: a long title ran under the Review button) and, on a compact
        canvas with the buttons along the foot, leaves your line beside it room for two lines
        (a 960-wide canvas in Japanese)."""
        resources = self.app.resources
        room = min([button.rect.x for button in self.buttons if button.rect.y < 60],
                   default=1236) - 44 - 12
        beside = self.compact and not self.button_column
        for size in range(30, 17, -2):
            rendered = resources.text(title, size, theme.TEXT, bold=True)
            if rendered.get_width() <= room and (not beside or results_compact.summary_fits(
                    self, results_compact.title_x(self) + rendered.get_width() + 20)):
                return rendered
        return rendered

    def toggle_hands(self) -> None:
        """Show or hide every player's hand as dealt."""
        self.show_hands = not self.show_hands
        if self.show_hands:
            self.show_legend = False
        self.hands_button.label = text("hands.hide" if self.show_hands else "hands.show")

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
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.focus_column = self.column_at(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n):
                if self.age >= KEY_GRACE:
                    self.next()
            elif event.key == pygame.K_a:
                self.toggle_hands()
            elif event.key == pygame.K_ESCAPE:
                if self.show_hands:
                    self.toggle_hands()
                elif self.show_legend:
                    self.toggle_legend()
                else:
                    self.menu()

    def column_at(self, position: tuple[int, int]) -> int | None:
        """The settlement column under ``position`` (heading or cells), if any."""
        x, y = position
        if self.portrait or not TABLE_RECT.y <= y <= self.table_bottom:
            return None
        for index, (left, right) in enumerate(self.column_spans):
            if left <= x < right:
                return index
        return None

    # ----------------------------------------------------------------- columns

    def columns(self) -> list[tuple[str, int, str]]:
        """(heading, width, align) for this scoring; the last column is the match total."""
        unit = text(f"results.heading.{UNITS.get(self.scoring, 'placing')}")
        match = (text("results.match"), 120, "right")
        if self.scoring == "douque":
            return [(text("results.player"), 104, "left"),
                    (text("results.covered"), 214, "cards"),
                    (text("results.covered_sum"), 50, "right"),
                    (text("results.bonuses"), 226, "left"), (text("results.total"), 64, "right"),
                    (text("results.place"), 58, "right"), (text("results.loser"), 126, "right"),
                    (text("results.bust"), 50, "right"), (text("results.multiplier"), 60, "right"),
                    (unit, 96, "right"), (match[0], 114, "right")]
        if self.scoring == "chips":
            return [(text("results.player"), 120, "left"),
                    (text("results.cards_left"), 110, "right"),
                    (text("results.passes"), 80, "right"), (text("results.place"), 160, "right"),
                    (text("results.into_pool"), 120, "right"),
                    (text("results.pool_taken"), 120, "right"),
                    (text("results.card_chips"), 110, "right"),
                    (unit, 100, "right"), match]
        if self.scoring == "penalty-pips":
            return [(text("results.player"), 150, "left"),
                    (text("results.cards_held"), 400, "cards"),
                    (text("results.place"), 190, "right"), (unit, 190, "right"), match]
        return [(text("results.player"), 200, "left"), (text("results.cards_left"), 200, "right"),
                (text("results.place"), 200, "right"), (unit, 200, "right"), match]

    def explanations(self) -> list[str]:
        """One plain sentence per column of :meth:`columns`, in the same order."""
        rules = self.session.rules
        values = {"stake": number_text(rules.stake), "ante": rules.ante,
                  "pass_chip": rules.pass_chip, "card_chip": rules.card_chip,
                  "top": rules.players - 1, "unit": unit_name(self.scoring),
                  "deal": self.deal_number, "deals": self.session.deals}
        if self.scoring == "douque":
            keys = ["player", "douque.covered", "douque.sum", "douque.bonuses", "douque.total",
                    "douque.place", "douque.loser", "douque.bust", "douque.multiplier",
                    "douque.money"]
        elif self.scoring == "chips":
            keys = ["player", "chips.cards_left", "chips.passes", "chips.place",
                    "chips.into_pool", "chips.pool_taken", "chips.card_chips", "chips.chips"]
        elif self.scoring in ("penalty-count", "penalty-pips"):
            held = "penalty.cards_held" if self.scoring == "penalty-pips" \
                else "penalty.cards_left"
            keys = ["player", held, "penalty.place", f"penalty.{self.scoring}"]
        elif self.scoring == "placing-points":
            keys = ["player", "placing.cards_left", "placing.place", "placing.points"]
        else:
            keys = ["player", "wins.cards_left", "wins.place", "wins.points"]
        keys.append("match.lower" if rules.lower_is_better else "match.higher")
        return [text(f"explain.{key}", **values) for key in keys]

    def cells(self, entry: dict[str, Any]) -> list[Any]:
        """One seat's values for :meth:`columns` (card lists stay lists)."""
        seat = entry["seat"]
        name = self.name(seat)
        place = place_name(entry["place"])
        if seat == self.first_out:
            place = f"{place} \u00b7 {text('results.first_out')}"
        cards_left = str(entry["cards_left"])
        if seat in self.put_out:
            cards_left = f"{cards_left} \u00b7 {text('results.put_out')}"
        delta = money_text(entry.get(self.delta_key, 0))
        match_place, match_total = self.match_places.get(seat, (entry["place"], 0))
        lower = self.session.rules.lower_is_better
        match = f"{self.total_text(match_total)} \u00b7 {place_name(match_place)}"
        if self.scoring == "douque":
            penalty = entry.get("rank_penalty")
            pays = entry["place"] != 1 and entry.get("total", 0) < 0
            loser = text(f"results.{penalty}") if penalty else "\u00d71" if pays else ""
            bonuses = bonus_text(entry.get("bonuses", []))
            if entry.get("all_covered"):
                bonuses = text("results.all_covered")
            multiplier = entry.get("winner_multiplier", 1)
            return [name, entry.get("covered", []), str(entry.get("covered_sum", 0)), bonuses,
                    money_text(entry.get("total", 0)), place, loser,
                    text("results.yes") if entry.get("bust") else "",
                    f"\u00d7{multiplier}" if entry["place"] == 1 else "", delta, match]
        if self.scoring == "chips":
            return [name, cards_left, str(entry.get("passes", "")), place,
                    *self.chip_flow(entry), delta, match]
        if self.scoring == "penalty-pips":
            return [name, self.cards_held(seat), place, str(entry.get("points", 0)), match]
        if lower:
            return [name, cards_left, place, str(entry.get("points", 0)), match]
        return [name, cards_left, place, delta, match]

    def total_text(self, value: Any) -> str:
        """A match total: signed, or a bare count for penalty points."""
        if self.session.rules.lower_is_better:
            return number_text(value)
        return money_text(value)

    def cards_held(self, seat: int) -> list[str]:
        """The cards that made a seat's penalty: the hand it held at the end (for a player
        put out, the cards it laid on the rows). The deal is over, so nothing is hidden."""
        game = self.session.game
        if seat in self.put_out:
            for event in game.events:
                if type(event).__name__ == "PlayerOut" and getattr(event, "seat", None) == seat:
                    return [str(card) for card in getattr(event, "laid", ())]
            return []
        return [str(card) for card in game.hand(seat)]

    def chip_flow(self, entry: dict[str, Any]) -> list[str]:
        """Into the pool (ante and passes), the pool taken, chips paid or won for cards."""
        rules = self.session.rules
        players = self.data["players"]
        paid_in = rules.ante + entry.get("passes", 0) * rules.pass_chip
        pool = next((item["pool"] for item in players if "pool" in item), None)
        winner = entry["place"] == 1 and entry.get("chips", 0) > 0
        if winner and pool is not None:
            cards = entry.get("chips", 0) + paid_in - pool
            return [money_text(-paid_in), money_text(pool), money_text(cards)]
        cards = -(entry.get("chips", 0) + paid_in)
        return [money_text(-paid_in), "", money_text(-cards)]

    def notes_height(self) -> int:
        """Room under the settlement for :meth:`notes`."""
        return max(40, 12 + NOTE_LINE * len(self.notes()))

    # ----------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Title, the settlement, the payments, the legend, your line, deal code, buttons."""
        if self.portrait:
            draw_portrait(self, surface)
            return
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        session = self.session
        title = text("results.title", deal=self.deal_number, deals=session.deals)
        surface.blit(self.title_surface(title), (results_compact.title_x(self), 22))
        rules_name = resources.text(text(f"preset.{session.rules_id}.title"), results_compact
                                    .RULES_NAME if self.compact else 16, theme.ACCENT, bold=True)
        surface.blit(rules_name, (results_compact.rules_name_right(self) - rules_name.get_width(),
                                  20))
        code = session.game.deal_code if session.game.seed is not None else ""
        link = deal_link(self.session)  # the link that replays this deal (issue 13)
        if self.compact:  # a phone turned sideways: with the legend, larger (issue 30)
            link = code = ""
        # online: a friend's deal check (issue 47), where the link or the code would stand
        verdict = getattr(session, "verdict", "") if link or code else ""
        if verdict:
            line = resources.text(verdict, 14, theme.GOOD if session.verdict_ok
                                  else theme.DANGER)
            surface.blit(line, (1236 - line.get_width(), 46))
        elif link:
            line = resources.text(text("results.link", link=link), 13, theme.TEXT_MUTED)
            if line.get_width() > 500:  # a long page address: the query alone
                query = deal_link(self.session, False)
                line = resources.text(text("results.link", link=query), 13, theme.TEXT_MUTED)
            surface.blit(line, (1236 - line.get_width(), 46))
        elif code:
            line = resources.text(text("results.deal_code", code=code), 14, theme.TEXT_MUTED)
            surface.blit(line, (1236 - line.get_width(), 44))
        if self.compact:  # a phone turned sideways: thumb-readable settlement and legend
            results_compact.draw_compact(self, surface)
        else:
            self.draw_table(surface)
            self.draw_flow(surface)
            self.draw_legend(surface)
            self.draw_summary(surface)
        if self.show_hands:
            game = session.game
            title = text("hands.dealt", code=code) if code else text("hands.dealt_plain")
            draw_hands(surface, self.app, results_compact.hands_rect(self, HANDS_RECT), title,
                       hand_rows(session, game.initial_hands()), results_compact.hands_text(self))
        for button in self.buttons:
            button.draw(surface, resources)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The settlement, best place first; your line highlighted; the column pointed at
        picked out."""
        resources = self.app.resources
        players = sorted(self.data["players"], key=lambda entry: (entry["place"], entry["seat"]))
        room = min(TABLE_RECT.height, STANDINGS_TOP - TABLE_RECT.y - self.notes_height())
        row_height = min(56 if self.scoring in ("douque", "penalty-pips") else 44,
                         (room - 52) // max(1, len(players)))
        panel = TABLE_RECT.copy()
        panel.height = min(room, 52 + row_height * len(players))
        self.table_bottom = panel.bottom
        draw_panel(surface, resources, panel, alpha=165)
        columns = self.columns()
        total_width = sum(width for _, width, _ in columns)
        x0 = TABLE_RECT.x + (TABLE_RECT.width - total_width) // 2
        self.column_spans = []
        x = x0
        for width in (width for _, width, _ in columns):
            self.column_spans.append((x, x + width))
            x += width
        if self.focus_column is not None and self.focus_column < len(columns):
            left, right = self.column_spans[self.focus_column]
            band = pygame.Rect(left, panel.y + 6, right - left, panel.height - 12)
            surface.blit(resources.panel(band.size, theme.TEXT, 28, radius=6), band)
        y = TABLE_RECT.y + 14
        for index, (heading, width, align) in enumerate(columns):
            left = self.column_spans[index][0]
            focused = index == self.focus_column
            rendered = resources.text(heading, 14, theme.TEXT if focused else theme.ACCENT,
                                      bold=True)
            at = (left + width - rendered.get_width() - 6, y) if align == "right" \
                else (left + 6, y)
            surface.blit(rendered, at)
            if index:  # a dotted underline: there is an explanation to point at
                for dot in range(at[0], at[0] + rendered.get_width(), 4):
                    surface.fill(theme.ACCENT_DARK, (dot, y + rendered.get_height(), 2, 1))
        y += 26
        pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y - 5), (x0 + total_width, y - 5))
        for entry in players:
            if entry["seat"] == self.session.human_seat and not self.session.nobody_is_you:
                band = pygame.Rect(x0 - 8, y - 4, total_width + 16, row_height - 4)
                surface.blit(resources.panel(band.size, theme.ACCENT, 40, radius=8), band)
            x = x0
            for (heading, width, align), value in zip(columns, self.cells(entry), strict=True):
                if align == "cards":
                    self.draw_cards(surface, value, pygame.Rect(x + 6, y, width - 12,
                                                                row_height - 8))
                else:
                    bold = align == "left" and x == x0
                    colour = self.cell_colour(heading, value)
                    rendered = resources.text(value, 16, colour, bold=bold)
                    if rendered.get_width() > width - 10:
                        rendered = resources.text(value, 12, colour, bold=bold)
                    centre_y = y + (row_height - 8) // 2
                    if align == "right":
                        surface.blit(rendered, rendered.get_rect(midright=(x + width - 6,
                                                                           centre_y)))
                    else:
                        surface.blit(rendered, rendered.get_rect(midleft=(x + 6, centre_y)))
                x += width
            y += row_height

    @staticmethod
    def cell_colour(heading: str, value: str) -> theme.Colour:
        """Gains green, losses and penalties red, the first out and multipliers gold."""
        if heading in (text("results.loser"), text("results.bust")) \
                or value.endswith(text("results.put_out")):
            return theme.DANGER
        if heading == text("results.multiplier") or value.endswith(text("results.first_out")):
            return theme.ACCENT
        if heading == text("results.match"):
            return theme.TEXT
        if value.startswith("+") and value != "+0":
            return theme.GOOD
        if value.startswith(MINUS):
            return theme.DANGER
        return theme.TEXT

    def draw_cards(self, surface: pygame.Surface, codes: list[str], rect: pygame.Rect) -> None:
        """Small faces of covered (or held) cards."""
        if not codes:
            return
        size = theme.CARD_MINI
        pitch = min(size[0] + 2, (rect.width - size[0]) // max(1, len(codes) - 1))
        if rect.height < size[1]:
            size = (round(size[0] * rect.height / size[1]), rect.height)
            pitch = min(size[0] + 2, (rect.width - size[0]) // max(1, len(codes) - 1))
        top = rect.y + max(0, (rect.height - size[1]) // 2)
        for index, code in enumerate(codes):
            self.app.art.draw_card(surface, sevens.Card.parse(code), size,
                                   (rect.x + index * pitch, top), shadow=False)

    def draw_flow(self, surface: pygame.Surface) -> None:
        """The :meth:`notes`, one line each under the settlement."""
        resources = self.app.resources
        y = self.table_bottom + 8
        for line, colour in self.notes():
            size = 16 if colour == theme.ACCENT else 14
            surface.blit(resources.text(line, size, colour), (TABLE_RECT.x + 12, y))
            y += NOTE_LINE

    def legend_rect(self) -> pygame.Rect:
        """Where the legend goes: under the notes, down to the summary row."""
        top = self.table_bottom + self.notes_height()
        return pygame.Rect(TABLE_RECT.x, top, TABLE_RECT.width, LEGEND_BOTTOM - top)

    def legend_layout(self, box: pygame.Rect) -> tuple[int, int, list[list[str]]]:
        """(font size, columns, wrapped lines per entry) that fit the legend in ``box``."""
        resources = self.app.resources
        headings = [heading for heading, _, _ in self.columns()]
        explanations = self.explanations()
        for size in (15, 14, 13, 12, 11):
            for columns in (1, 2):
                width = (box.width - 32 - 24 * (columns - 1)) // columns
                gutter = max(resources.text(heading, size, theme.ACCENT, bold=True).get_width()
                             for heading in headings) + 12
                wrapped = [resources.wrap(line, size, width - gutter) for line in explanations]
                per_column = -(-len(wrapped) // columns)
                heights = [sum(len(lines) for lines in wrapped[start:start + per_column])
                           for start in range(0, len(wrapped), per_column)]
                if 30 + max(heights) * (size + 4) <= box.height:
                    return size, columns, wrapped
        return 11, 2, [resources.wrap(line, 11, box.width // 2 - 140) for line in explanations]

    def draw_legend(self, surface: pygame.Surface) -> None:
        """What every column means, one plain sentence each, the column pointed at in gold."""
        resources = self.app.resources
        box = self.legend_rect()
        if box.height < 40:
            return
        size, columns, wrapped = self.legend_layout(box)
        per_column = -(-len(wrapped) // columns)
        tallest = max(sum(len(lines) for lines in wrapped[start:start + per_column])
                      for start in range(0, len(wrapped), per_column))
        box.height = min(box.height, 40 + tallest * (size + 4))
        draw_panel(surface, resources, box, alpha=140)
        title = resources.text(text("results.legend_title"), 14, theme.ACCENT, bold=True)
        surface.blit(title, (box.x + 16, box.y + 7))
        hint = resources.text(text("results.legend_hint"), 12, theme.TEXT_MUTED)
        surface.blit(hint, (box.x + 26 + title.get_width(), box.y + 9))
        headings = [heading for heading, _, _ in self.columns()]
        gutter = max(resources.text(heading, size, theme.ACCENT, bold=True).get_width()
                     for heading in headings) + 12
        width = (box.width - 32 - 24 * (columns - 1)) // columns
        per_column = -(-len(wrapped) // columns)
        line_height = size + 4
        for index, (heading, lines) in enumerate(zip(headings, wrapped, strict=True)):
            column, order = divmod(index, per_column)
            if order == 0:
                y = box.y + 30
            x = box.x + 16 + column * (width + 24)
            focused = index == self.focus_column
            if focused:
                band = pygame.Rect(x - 6, y - 2, width + 8, len(lines) * line_height + 2)
                surface.blit(resources.panel(band.size, theme.ACCENT, 60, radius=5), band)
            surface.blit(resources.text(heading, size, theme.ACCENT, bold=True), (x, y))
            ink = theme.TEXT_MUTED if self.focus_column is not None and not focused \
                else theme.TEXT
            for line in lines:
                surface.blit(resources.text(line, size, ink), (x + gutter, y))
                y += line_height
