"""End of a deal: the settlement in the columns its scoring needs, standings, what next.

Reads the engine's result (``game.result()``, recorded into the match by the session) and
nothing else about the hidden cards. The scene holds the state (the column pointed at, all
hands or the legend open, the time since the results came) and the input, and says what the
results say (:class:`~sevens.ui.scenes.results.layout.ResultsWords`); the places come from
:mod:`sevens.ui.scenes.results.layout`, the painting from :mod:`sevens.ui.scenes.results.drawing`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from sevens.app.names import hand_name
from sevens.app.session import Session
from sevens.app.translation import place_name, text
from sevens.app.units import MINUS, UNITS, money_text, number_text, unit_name
from sevens.scoring import douque_payments
from sevens.ui.button_labels import toggled_labels
from sevens.ui.focus import FocusRing
from sevens.ui.geometry.canvas import EVERY_SHAPE, WIDE, Shape
from sevens.ui.geometry.text import Tone
from sevens.ui.link_buttons import ShareLinkButton
from sevens.ui.link_wrap import fitted_link
from sevens.ui.links import deal_link
from sevens.ui.navigation import Menu, NewMatch, Replay, Review, Table
from sevens.ui.scene import Scene
from sevens.ui.scenes.results.drawing import draw_results
from sevens.ui.scenes.results.layout import (
    PlayerRow,
    ResultsPlaces,
    ResultsWords,
    TextMetrics,
    View,
    lay_out_results,
)
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator
    from sevens.ui.resources import Resources

__all__ = ["KEY_GRACE", "TIMES", "ResultsScene", "bonus_text", "labels", "payments_with_factors"]

KEY_GRACE = 0.8  # seconds before Enter on the results starts the next deal
TIMES = " \u00d7 "
#: The desktop settlement's width less its margins: the payments break into lines inside it.
NOTES_WIDTH = 1176
#: What a shared link's button says afterwards where the page has a share sheet (a share
#: that fails falls back on the clipboard), and where it only copies.
SHARE_OUTCOMES = ("results.link_shared", "results.link_cancelled", "results.link_copied",
                  "results.link_failed")
COPY_OUTCOMES = ("results.link_copied", "results.link_failed")


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


def payments_with_factors(players: list[dict[str, Any]],
                          stake: Any) -> list[tuple[int, int, Fraction, list[str]]]:
    """The Douque payments (:func:`sevens.scoring.douque_payments`) with the factors that
    make each one as text: (payer, winner, amount, factors), payers in place order."""
    rows = []
    for payment in douque_payments(players, stake):
        factors = [text("results.factor.total", value=number_text(payment.total))]
        for key, factor in (("loser", payment.loser), ("bust", payment.bust),
                            ("win", payment.win)):
            if factor != 1:
                factors.append(text(f"results.factor.{key}", value=factor))
        if stake != 1:
            factors.append(text("results.factor.stake", value=number_text(stake)))
        if payment.shared > 1:
            factors.append(text("results.factor.shared", value=payment.shared))
        rows.append((payment.payer, payment.winner, payment.amount, factors))
    return rows


def labels(button: Button) -> list[str]:
    """Every label ``button`` can show while the results are up: its own, Show and Hide all
    hands, and the share button's resting label and every outcome it may report (the layout
    sizes each button for the widest, so a new label never breaks or shrinks)."""
    found = toggled_labels(button)
    if button.name == "share":
        resting = getattr(button, "resting", button.label)
        outcomes = SHARE_OUTCOMES if resting == text("results.share") else COPY_OUTCOMES
        found += [resting, *(text(key) for key in outcomes)]
    return list(dict.fromkeys(found))


def metrics_of(resources: Resources) -> TextMetrics:
    """The text measures a layout is handed, as ``resources`` draws text."""

    def width(string: str, size: int, bold: bool) -> int:
        return resources.font(size, bold, string).size(string)[0]

    def height(string: str, size: int, bold: bool) -> int:
        return resources.text(string, size, None, bold=bold).get_height()

    def ink(string: str, size: int, bold: bool) -> tuple[int, int]:
        box = resources.text(string, size, None, bold=bold).get_bounding_rect()
        return box.top, box.bottom

    def link(versions: list[str], size: int, room: int, most: int) -> list[str]:
        return fitted_link(resources, versions, size, room, most)

    return TextMetrics(width, height, resources.wrap, ink, link)


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
        self.result = session.record_result()
        self.data = self.result.to_dict()
        self.deal_number = session.match.deal_number
        self.scoring = self.data.get("scoring", session.rules.scoring)
        self.delta_key = {"douque": "money", "chips": "chips"}.get(self.scoring, "points")
        view = session.view()
        self.put_out = {seat for seat, out in enumerate(view.out) if out}
        self.first_out = view.finished_order[0] if (
            session.rules.end == "first-out" and view.finished_order) else None
        self.match_places = {seat: (place, total)
                             for place, seat, total in session.match.standings()}
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
        # Show all hands (issue 31): everyone's cards as dealt, after the deal only
        self.show_hands = False
        self.hands_button = Button((0, 0, 0, 0), text("hands.show"), self.toggle_hands,
                                   name="all_hands")
        every.append(self.hands_button)
        # Deal links without typing (issue 30): share or copy the link that replays the deal
        self.share_button: ShareLinkButton | None = None
        if deal_link(self.session):
            self.share_button = ShareLinkButton((0, 0, 0, 0), self.app)
            every.append(self.share_button)
        # Held upright (issue 30): the legend opens from its own button over the settlement
        self.show_legend = False
        self.legend_button = Button((0, 0, 0, 0), text("results.legend_title"),
                                    self.toggle_legend, name="legend")
        every.append(self.legend_button)
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
        self.words = self.results_words()
        self.lay_out()

    def lay_out(self) -> None:
        """Place everything for the words, the canvas and what is picked out; each button
        takes its place (a button with none, the legend's off a phone held upright, is not on
        show)."""
        self.places = lay_out_results(
            self.layout_canvas, self.words, metrics_of(self.app.resources),
            View(self.focus_column, self.show_hands, self.show_legend))
        self.buttons = [button for button in self.every_button
                        if button.name in self.places.buttons]
        for button in self.buttons:
            place = self.places.buttons[button.name]
            button.rect, button.size, button.wrap = pygame.Rect(place.box), place.size, place.wrap
        if self.legend_button not in self.buttons and self.show_legend:
            self.show_legend = False
            self.lay_out()

    def results_words(self) -> ResultsWords:
        """What the results say, in the player's language."""
        session = self.session
        players = sorted(self.data["players"], key=lambda entry: (entry["place"], entry["seat"]))
        columns = tuple(self.columns())
        rows = []
        for entry in players:
            cells = [tuple(value) if isinstance(value, list) else value
                     for value in self.cells(entry)]
            tones = tuple(self.cell_tone(heading, value) if isinstance(value, str) else "text"
                          for (heading, _, _), value in zip(columns, cells, strict=True))
            mine = entry["seat"] == session.human_seat
            rows.append(PlayerRow(tuple(cells), tones, mine and not session.nobody_is_you,
                                  mine and not session.autoplay))
        code = session.game.deal_code if session.game.seed is not None else ""
        link = deal_link(session)
        return ResultsWords(
            title=text("results.title", deal=self.deal_number, deals=session.deals),
            rules_name=text(f"preset.{session.rules_id}.title"), columns=columns,
            rows=tuple(rows), explanations=tuple(self.explanations()),
            notes=tuple(self.note_lines()), summary=self.summary_line(),
            legend_title=text("results.legend_title"), legend_hint=text("results.legend_hint"),
            buttons=tuple((button.name, tuple(labels(button)), button.primary)
                          for button in self.every_button),
            link_versions=(self.link_text(full=True), self.link_text(full=False)),
            link_line=text("results.link", link=link) if link else "",
            link_query_line=text("results.link", link=deal_link(session, False))
            if link else "",
            code_line=text("results.deal_code", code=code) if code else "",
            verdict=getattr(session, "verdict", "") or "",  # online: a friend's deal check
            verdict_ok=bool(getattr(session, "verdict_ok", True)),
            hands_title=text("hands.dealt", code=code) if code else text("hands.dealt_plain"),
            hands_plain_title=text("hands.dealt_plain"),
            hands=tuple((seat, session.seat_name(seat), tuple(cards)) for seat, cards
                        in enumerate(session.game.initial_hands())))

    def toggle_legend(self) -> None:
        """Open or close the legend over the settlement (held upright)."""
        self.show_legend = not self.show_legend
        if self.show_legend and self.show_hands:
            self.toggle_hands()
        self.lay_out()

    def toggle_hands(self) -> None:
        """Show or hide every player's hand as dealt."""
        self.show_hands = not self.show_hands
        if self.show_hands:
            self.show_legend = False
        self.hands_button.label = text("hands.hide" if self.show_hands else "hands.show")
        self.lay_out()

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
                if self.show_hands:
                    self.toggle_hands()
                elif self.show_legend:
                    self.toggle_legend()
                else:
                    self.menu()

    def column_at(self, position: tuple[int, int]) -> int | None:
        """The settlement column under ``position`` (heading or cells), if any (none held
        upright, where the settlement is a block per player)."""
        x, y = position
        top, bottom = self.places.table_span
        if not top <= y <= bottom:
            return None
        for index, (left, right) in enumerate(self.places.column_spans):
            if left <= x < right:
                return index
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """The results as laid out, then the buttons."""
        draw_results(surface, self.app, self.places, self.words, self.buttons)

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
        if self.session.rules.lower_is_better:
            return [name, cards_left, place, str(entry.get("points", 0)), match]
        return [name, cards_left, place, delta, match]

    @staticmethod
    def cell_tone(heading: str, value: str) -> Tone:
        """Gains green, losses and penalties red, the first out and multipliers gold."""
        if heading in (text("results.loser"), text("results.bust")) \
                or value.endswith(text("results.put_out")):
            return "danger"
        if heading == text("results.multiplier") or value.endswith(text("results.first_out")):
            return "accent"
        if heading == text("results.match"):
            return "text"
        if value.startswith("+") and value != "+0":
            return "good"
        if value.startswith(MINUS):
            return "danger"
        return "text"

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

    # ----------------------------------------------------------------- notes

    def note_lines(self) -> list[tuple[str, Tone]]:
        """The lines under the settlement: the payments that make the winner's money or
        chips, what the points are, and why a player put out placed below players holding
        more cards."""
        players = self.data["players"]
        winners = [entry for entry in players if entry["place"] == 1]
        lines: list[tuple[str, Tone]] = []
        if self.scoring == "chips" and winners:
            line = self.chips_line(winners[0])
            if line:
                lines.append((line, "accent"))
        elif self.scoring == "douque":
            lines += [(line, "accent") for line in self.money_lines()]
        elif self.scoring in ("penalty-count", "penalty-pips"):
            lines.append((text("results.lowest_wins"), "accent"))
        elif self.scoring == "placing-points":
            count = len(players)
            parts = [f"{place_name(place)} {count - place}" for place in range(1, count + 1)]
            lines.append((text("results.placing_note", points=", ".join(parts)), "accent"))
        elif self.scoring == "wins" and self.first_out is not None:
            lines.append((text("results.first_out_note"), "accent"))
        if self.put_out:
            lines.append((text("results.out_note"), "muted"))
        info = self.app.session_info  # a replay from another seat (issue 13)
        if self.session.home_seat is not None:  # who held what (issue 31)
            lines.append((text("results.held", name=hand_name(self.session.human_seat)),
                          "text"))
        if info.kind == "replay" and info.compare_result is not None:
            yours = players[self.session.human_seat].get(self.delta_key, 0)
            key = "results.compare_you" if info.compare_was_you else "results.compare"
            shown = number_text if self.session.rules.lower_is_better else money_text
            lines.append((text(key, yours=shown(yours), bots=shown(info.compare_result),
                               unit=unit_name(self.scoring)), "accent"))
        return lines

    def money_lines(self) -> list[str]:
        """Douque: each winner's money as the payments that make it ("Ben collects 20 from
        you + 54 from Cleo (27 × 2) = 74 money"), or that nobody pays."""
        players = self.data["players"]
        payments = payments_with_factors(players, self.session.rules.stake)
        if not payments:
            return [text("results.nobody_pays")]
        unit = unit_name("douque")
        you = None if self.session.nobody_is_you else self.session.human_seat
        lines = []
        for winner in sorted({winner for _, winner, _, _ in payments}):
            parts = []
            received = [item for item in payments if item[1] == winner]
            for payer, _, amount, factors in received:
                source = text("results.from_you") if payer == you else self.name(payer)
                part = text("results.payment", amount=number_text(amount), name=source)
                if len(factors) > 1:
                    formula = TIMES.join(factors).replace(TIMES + "\u00f7", " \u00f7")
                    part += f" ({formula})"
                parts.append(part)
            total = sum(amount for _, _, amount, _ in received)
            key = "results.collects_you" if winner == you else "results.collects"
            parts[-1] += f" = {number_text(total)} {unit}" if len(received) > 1 else f" {unit}"
            parts[0] = text(key, name=self.name(winner), parts=parts[0])
            lines += self.break_at_payments(parts)
        return lines

    def break_at_payments(self, parts: list[str]) -> list[str]:
        """Join payments with " + ", breaking the line only between payments (never leaving
        the sum alone on a line)."""
        font = self.app.resources.font(16)
        lines: list[str] = []
        line = ""
        for part in parts:
            candidate = f"{line} + {part}" if line else part
            if line and font.size(candidate)[0] > NOTES_WIDTH:
                lines.append(f"{line} +")
                line = part
            else:
                line = candidate
        lines.append(line)
        return lines

    def chips_line(self, winner: dict[str, Any]) -> str:
        """Chips: the first out's gain as the pool + chips for cards − what it paid in."""
        players = self.data["players"]
        pool = next((entry["pool"] for entry in players if "pool" in entry), None)
        if pool is None:
            return ""
        rules = self.session.rules
        seat = winner["seat"]
        cards = sum(entry["cards_left"] for entry in players if entry["seat"] != seat) \
            * rules.card_chip
        paid_in = rules.ante + winner.get("passes", 0) * rules.pass_chip
        values = {"pool": number_text(pool), "cards": number_text(cards),
                  "paid": number_text(paid_in),
                  "total": money_text(winner.get("chips", 0)), "unit": unit_name("chips"),
                  "name": self.name(seat)}
        mine = seat == self.session.human_seat and not self.session.nobody_is_you
        return text("results.chips_flow_you" if mine else "results.chips_flow", **values)

    def summary_line(self) -> tuple[str, bool]:
        """The line under the legend: the match winner once the match is over (True), else
        your place and result in this deal and in the match (False)."""
        session = self.session
        if session.match_over:
            winners = session.match.winners()
            if session.human_seat in winners and len(winners) == 1 and not session.nobody_is_you:
                return text("results.you_win"), True
            if len(winners) == 1:
                return text("results.winner", name=self.name(winners[0])), True
            return text("results.winners", names=", ".join(
                self.name(seat) for seat in winners)), True
        seat = session.human_seat
        mine = next(entry for entry in self.data["players"] if entry["seat"] == seat)
        match_place, match_total = self.match_places.get(seat, (mine["place"], 0))
        value = mine.get(self.delta_key, 0)
        delta = number_text(value) if session.rules.lower_is_better else money_text(value)
        return text("results.your_deal", name=self.name(seat), place=place_name(mine["place"]),
                    delta=delta, unit=unit_name(self.scoring),
                    total=self.total_text(match_total), match_place=place_name(match_place),
                    deal=self.deal_number, deals=session.deals), False
