"""What the results say, in the player's language (:class:`Wording`): the settlement's
columns and each player's cells, one plain sentence per column, the notes under the
settlement (the payments that make each sum), your line and the link, handed to the layout as
:class:`~sevens.ui.scenes.results.places.ResultsWords`.

Reads the engine's result (``game.result()``, recorded into the match by the session) and
nothing else about the hidden cards. No pygame: the notes' width is measured by the caller.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

from sevens.app.deal_links import deal_link
from sevens.app.names import hand_name
from sevens.app.saved_match import SessionInfo
from sevens.app.session import Session
from sevens.app.translation import NO_BREAK_SPACE, place_name, text
from sevens.app.units import MINUS, UNITS, money_text, number_text, unit_name
from sevens.events import PlayerOut
from sevens.rules import DELTA_KEYS
from sevens.scoring import douque_payments
from sevens.ui.geometry.text import Tone
from sevens.ui.scenes.results.places import PlayerRow, ResultsWords

__all__ = ["ALIGN", "COLUMNS", "SIGNED", "TIMES", "Wording", "bonus_text", "payments_with_factors"]

TIMES = " \u00d7 "
#: Each scoring's columns between the player's and the deal's result in its unit (headed by
#: ``results.<key>``): the part of ``explain.`` their explanations are under, their keys, and
#: the explanation of the unit's column.
COLUMNS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "douque": ("douque", ("covered", "covered_sum", "bonuses", "total", "place", "loser", "bust",
                          "multiplier"), "money"),
    "chips": ("chips", ("cards_left", "passes", "place", "into_pool", "pool_taken",
                        "card_chips"), "chips"),
    "penalty-pips": ("penalty", ("cards_held", "place"), "penalty-pips"),
    "penalty-count": ("penalty", ("cards_left", "place"), "penalty-count"),
    "placing-points": ("placing", ("cards_left", "place"), "points"),
    "wins": ("wins", ("cards_left", "place"), "points"),
}
#: The columns of signed amounts (:func:`money_text`), green or red by their sign.
SIGNED = ("total", "into_pool", "card_chips", "pool_taken", None)
#: The columns not numbers at the right: words at the left, covered or held cards.
ALIGN = {"player": "left", "bonuses": "left", "covered": "cards", "cards_held": "cards"}


def bonus_text(bonuses: list[Any]) -> str:
    """['complete-suit', 5] ×2 and ['clean-hand', 10] -> 'Complete Suit +5 ×2 · Clean Hand +10'."""
    counts = Counter((name, points) for name, points in bonuses)
    parts = (text(f"bonus.{name}") + f" +{points}" + (f" \u00d7{count}" if count > 1 else "")
             for (name, points), count in counts.items())
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


class Wording:
    """What the results of ``session``'s deal just finished say (``info``: a replay from
    another seat compares with the bots' result)."""

    def __init__(self, session: Session, info: SessionInfo) -> None:
        self.session, self.info = session, info
        #: A seat's name as the results print it ("You" for the human seat).
        self.name = session.seat_name
        self.data = session.record_result().to_dict()
        self.deal_number = session.match.deal_number
        self.scoring = self.data.get("scoring", session.rules.scoring)
        self.delta_key = DELTA_KEYS.get(self.scoring, "points")  # as the engine counts it
        #: The columns' keys (:data:`COLUMNS`): the player's, the scoring's, None for the
        #: deal's result in its unit, the match's.
        self.keys: list[str | None] = ["player", *COLUMNS[self.scoring][1], None, "match"]
        view = session.view()
        self.put_out = {seat for seat, out in enumerate(view.out) if out}
        self.first_out = view.finished_order[0] if (
            session.rules.end == "first-out" and view.finished_order) else None
        self.match_places = {seat: (place, total)
                             for place, seat, total in session.match.standings()}
        #: Chips: the pool the first out took (None where nobody did).
        self.pool = next((entry["pool"] for entry in self.data["players"] if "pool" in entry),
                         None)

    def words(self, buttons: tuple[tuple[str, tuple[str, ...], bool], ...]) -> ResultsWords:
        """What the results say, in the player's language, with the ``buttons``' names,
        every label each can show and whether it is the primary one."""
        session = self.session
        players = sorted(self.data["players"], key=lambda entry: (entry["place"], entry["seat"]))
        columns = tuple(self.columns())
        rows = []
        for entry in players:
            cells = [tuple(value) if isinstance(value, list) else value
                     for value in self.cells(entry)]
            tones = tuple(self.cell_tone(key, value, entry["seat"])
                          for key, value in zip(self.keys, cells, strict=True))
            mine = entry["seat"] == session.human_seat
            rows.append(PlayerRow(tuple(cells), tones, mine and not session.nobody_is_you,
                                  mine and not session.autoplay))
        code = session.game.deal_code if session.game.seed is not None else ""
        verdict = getattr(session, "verdict", None)  # online: a friend's deal check
        return ResultsWords(
            title=self.title(),
            rules_name=text(f"preset.{session.rules_id}.title"), columns=columns,
            rows=tuple(rows), explanations=tuple(self.explanations()),
            notes=tuple(self.note_lines()), summary=self.summary_line(),
            legend_title=text("results.legend_title"), legend_hint=text("results.legend_hint"),
            buttons=buttons,
            link_versions=(self.link_text(full=True), self.link_text(full=False)),
            link_tone=("good" if getattr(session, "verdict_ok", True) else "danger")
            if verdict else "muted",
            hands_title=text("hands.dealt", code=code) if code else text("hands.dealt_plain"),
            hands=tuple((seat, session.seat_name(seat), tuple(cards)) for seat, cards
                        in enumerate(session.game.initial_hands())))

    def title(self) -> str:
        """The results' title: which deal of the match they end."""
        return text("results.title", deal=self.deal_number, deals=self.session.deals)

    def spoken(self) -> list[str]:
        """The results told in words: the title, each player's place and result, your line."""
        return [self.title(), *(text("narrate.result", place=place_name(entry["place"]),
                                     name=self.name(entry["seat"]),
                                     result=self.total_text(entry.get(self.delta_key, 0)),
                                     unit=unit_name(self.scoring))
                                for entry in sorted(self.data["players"],
                                                    key=lambda entry: entry["place"])),
                self.summary_line()[0]]

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

    def columns(self) -> list[tuple[str, str]]:
        """(heading, align: left, right or cards) of each column (:attr:`keys`)."""
        unit = text(f"results.heading.{UNITS.get(self.scoring, 'placing')}")
        return [(text(f"results.{key}") if key else unit, ALIGN.get(key or "", "right"))
                for key in self.keys]

    def explanations(self) -> list[str]:
        """One plain sentence per column of :meth:`columns`, in the same order."""
        rules = self.session.rules
        values = {"stake": number_text(rules.stake), "ante": rules.ante,
                  "pass_chip": rules.pass_chip, "card_chip": rules.card_chip,
                  "top": rules.players - 1, "unit": unit_name(self.scoring),
                  "deal": self.deal_number, "deals": self.session.deals}
        part, _, unit = COLUMNS[self.scoring]
        names = {"player": "player", None: f"{part}.{unit}", "covered_sum": "douque.sum",
                 "match": "match.lower" if rules.lower_is_better else "match.higher"}
        return [text(f"explain.{names.get(key) or f'{part}.{key}'}", **values)
                for key in self.keys]

    def cells(self, entry: dict[str, Any]) -> list[Any]:
        """One seat's values for :meth:`columns` (card lists stay lists), by their keys."""
        seat, place = entry["seat"], place_name(entry["place"])
        if seat == self.first_out:
            place = f"{place} \u00b7 {text('results.first_out')}"
        cards_left = str(entry["cards_left"])
        if seat in self.put_out:
            cards_left = f"{cards_left} \u00b7 {text('results.put_out')}"
        match_place, match_total = self.match_places.get(seat, (entry["place"], 0))
        penalty, won = entry.get("rank_penalty"), entry["place"] == 1
        paid_in, taken, card_chips = self.chip_flow(entry)
        values = {
            "player": self.name(seat), "covered": entry.get("covered", []),
            "covered_sum": str(entry.get("covered_sum", 0)),
            "bonuses": text("results.all_covered") if entry.get("all_covered")
            else bonus_text(entry.get("bonuses", [])),
            "total": money_text(entry.get("total", 0)), "place": place,
            "loser": text(f"results.{penalty}") if penalty
            else "\u00d71" if not won and entry.get("total", 0) < 0 else "",
            "bust": text("results.yes") if entry.get("bust") else "",
            "multiplier": f"\u00d7{entry.get('winner_multiplier', 1)}" if won else "",
            "cards_left": cards_left, "passes": str(entry.get("passes", "")),
            "into_pool": money_text(-paid_in), "card_chips": money_text(card_chips),
            "pool_taken": "" if taken is None else money_text(taken),
            "cards_held": self.cards_held(seat),
            None: self.total_text(entry.get(self.delta_key, 0)),
            "match": f"{self.total_text(match_total)} \u00b7 {place_name(match_place)}"}
        return [values[key] for key in self.keys]

    def cell_tone(self, key: str | None, value: Any, seat: int) -> Tone:
        """A cell's tone from its column (a key in :attr:`keys`) and its seat's part in the
        deal, never from its words: penalties and a player put out's cards left red, the first
        out's place and multipliers gold, a signed amount green or red by its sign."""
        if key in ("loser", "bust") or (key == "cards_left" and seat in self.put_out):
            return "danger"
        if key == "multiplier" or (key == "place" and seat == self.first_out):
            return "accent"
        if key not in SIGNED:
            return "text"
        return "good" if value.startswith("+") else "danger" if value.startswith(MINUS) else "text"

    def total_text(self, value: Any) -> str:
        """A result or a match total: signed, or a bare count for penalty points."""
        if self.session.rules.lower_is_better:
            return number_text(value)
        return money_text(value)

    def cards_held(self, seat: int) -> list[str]:
        """The cards that made a seat's penalty: the hand it held at the end (for a player
        put out, the cards it laid on the rows). The deal is over, so nothing is hidden."""
        game = self.session.game
        if seat in self.put_out:
            laid = next((event.laid for event in game.events
                         if isinstance(event, PlayerOut) and event.seat == seat), ())
            return [str(card) for card in laid]
        return [str(card) for card in game.hand(seat)]

    def chip_flow(self, entry: dict[str, Any]) -> tuple[int, int | None, int]:
        """Chips: what ``entry``'s player paid into the pool (ante and passes), the pool it
        took (None: it took none) and the chips it paid or won for cards."""
        rules, chips = self.session.rules, entry.get("chips", 0)
        paid_in = rules.ante + entry.get("passes", 0) * rules.pass_chip
        taken = self.pool if entry["place"] == 1 and chips > 0 else None
        return paid_in, taken, chips + paid_in - (taken or 0)

    # ----------------------------------------------------------------- notes

    def note_lines(self) -> list[tuple[str, Tone]]:
        """The lines under the settlement: the payments that make the winner's money or
        chips, what the points are, and why a player put out placed below players holding
        more cards."""
        players = self.data["players"]
        count, winners = len(players), [entry for entry in players if entry["place"] == 1]
        explained = {  # what the scoring's numbers come from, in gold
            "chips": lambda: [self.chips_line(winners[0])] if winners else [],
            "douque": self.money_lines,
            "penalty-count": lambda: [text("results.lowest_wins")],
            "penalty-pips": lambda: [text("results.lowest_wins")],
            "placing-points": lambda: [text("results.placing_note", points=", ".join(
                f"{place_name(place)} {count - place}" for place in range(1, count + 1)))],
            "wins": lambda: [text("results.first_out_note")] if self.first_out is not None
            else []}
        lines: list[tuple[str, Tone]] = [(line, "accent") for line in explained[self.scoring]()
                                         if line]
        if self.put_out:
            lines.append((text("results.out_note"), "muted"))
        info = self.info  # a replay from another seat (issue 13)
        if self.session.home_seat is not None:  # who held what (issue 31)
            lines.append((text("results.held", name=hand_name(self.session.human_seat)),
                          "text"))
        if info.kind == "replay" and info.compare_result is not None:
            yours = players[self.session.human_seat].get(self.delta_key, 0)
            key = "results.compare_you" if info.compare_was_you else "results.compare"
            lines.append((text(key, yours=self.total_text(yours),
                               bots=self.total_text(info.compare_result),
                               unit=unit_name(self.scoring)), "accent"))
        return lines

    def money_lines(self) -> list[str]:
        """Douque: each winner's money as the payments that make it ("Ben collects 20 from
        you + 54 from Cleo (27 × 2) = 74 money"), or that nobody pays; a line breaks only
        between payments (each held together by no-break spaces, the sum with the last)."""
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
            lines.append(" + ".join(part.replace(" ", NO_BREAK_SPACE) for part in parts))
        return lines

    def chips_line(self, winner: dict[str, Any]) -> str:
        """Chips: the first out's gain as the pool + chips for cards − what it paid in."""
        paid_in, pool, cards = self.chip_flow(winner)
        if pool is None:  # nobody took it
            return ""
        seat = winner["seat"]
        values = {"pool": number_text(pool), "cards": number_text(cards),
                  "paid": number_text(paid_in), "total": money_text(winner.get("chips", 0)),
                  "unit": unit_name("chips"), "name": self.name(seat)}
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
        return text("results.your_deal", name=self.name(seat), place=place_name(mine["place"]),
                    delta=self.total_text(mine.get(self.delta_key, 0)),
                    unit=unit_name(self.scoring),
                    total=self.total_text(match_total), match_place=place_name(match_place),
                    deal=self.deal_number, deals=session.deals), False
