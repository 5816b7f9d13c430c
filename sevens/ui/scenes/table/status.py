"""The status pill between the rows and the hand: what to do now, a refusal, a hint.

:class:`StatusLine` is a part the table holds: it keeps the short line said last (a refusal,
the read-out hand) for a few seconds, words the moment from the facts the table hands it
(:class:`StatusFacts`), and places and draws its box where the table's places say.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.app.session import Session, card_text, describe_move
from sevens.app.translation import join_sentences, render, text, unorphaned
from sevens.cards import SUIT_SYMBOLS, Card
from sevens.game import View
from sevens.rules import Rules
from sevens.ui import theme
from sevens.ui.advice import finding_text
from sevens.ui.geometry.text import fitted_lines
from sevens.ui.painting import measure_of
from sevens.ui.resources import Resources
from sevens.ui.scenes.table.interaction import HAND
from sevens.ui.scenes.table.layout import RowGeometry, TableLayout

FLASH_SECONDS = 3.0


@dataclass
class StatusBox:
    """The status line as placed: its box, its rendered lines ``pitch`` px apart, and whether
    it is one line in a pill (else a long line wrapped in a box with rounded corners)."""

    rect: pygame.Rect
    lines: list[pygame.Surface]
    pitch: int
    pill: bool


@dataclass(frozen=True)
class StatusFacts:
    """What the status line is worded from, as the table sees it this moment."""

    view: View
    kinds: frozenset[str]  # the kinds of move shown as yours now (see HandView.kinds)
    selected: Card | None  # the selected card of your hand
    row_choice: Card | None  # a card that fits two rows, waiting for its row to be chosen
    lifted: tuple[str, Card] | None  # (where, card) a finger lifted, still to play
    touch_only: bool  # the player points only by touch: name the buttons, not keys
    flying: bool  # cards are in flight


def passes_left(rules: Rules, view: View) -> int | None:
    """The seat's passes left, or None when passes are not counted (no limit, or no free
    passes and no elimination: then passing is simply what a stuck player does)."""
    if not (rules.free_passes or rules.pass_limit_out):
        return None
    return view.free_passes_left[view.seat]


def pass_puts_out(rules: Rules, view: View) -> bool:
    """True when a pass now would put the seat out (pass limit reached)."""
    return bool(rules.pass_limit_out) and passes_left(rules, view) == 0


class StatusLine:
    """The status line: a part of the table scene (no scene inside)."""

    def __init__(self) -> None:
        #: (message, colour, seconds left) said last, shown over the usual line
        self.flash: tuple[str, theme.Colour, float] | None = None

    def say(self, message: str, colour: theme.Colour = theme.TEXT,
            seconds: float = FLASH_SECONDS) -> None:
        """Show a short line in the status pill (e.g. why a click was refused) for
        ``seconds``."""
        self.flash = (message, colour, seconds)

    def clear(self) -> None:
        """Take the short line down (a move was made, a card lifted)."""
        self.flash = None

    def tick(self, dt: float) -> None:
        """The short line's time runs down by ``dt`` seconds."""
        if self.flash is not None:
            message, colour, remaining = self.flash
            self.flash = (message, colour, remaining - dt) if remaining > dt else None

    def words(self, session: Session, facts: StatusFacts) -> tuple[str, theme.Colour]:
        """What to do now, in a few words."""
        view = facts.view
        if self.flash is not None:
            return self.flash[0], self.flash[1]
        if facts.lifted is not None:
            return self.lifted_words(session, facts), theme.ACCENT
        if view.over:
            return text("status.deal_over"), theme.TEXT
        if session.autoplay:  # a demo names the seat that plays
            return self.waiting_words(session, view)
        if session.human_to_move and facts.flying:  # "Your turn" once the cards landed
            return "", theme.TEXT
        if session.hint_pending:
            if facts.touch_only:  # no H or Esc to press: the Hint button says Stop
                return text("hint.thinking_touch", button=text("button.hint_stop")), \
                    theme.TEXT_MUTED
            return text("hint.thinking"), theme.TEXT_MUTED
        if session.hint is not None and session.human_to_move:
            return self.hint_words(session), theme.GOOD
        if facts.row_choice is not None:
            card = facts.row_choice
            return text("status.choose_row", card=card_text(card),
                        suit=SUIT_SYMBOLS[card.suit]), theme.ACCENT
        if view.legal_moves and facts.kinds & {"cover", "give", "play", "leftover", "pass"}:
            return self.your_move_words(session, facts)
        return self.waiting_words(session, view)

    @staticmethod
    def lifted_words(session: Session, facts: StatusFacts) -> str:
        """What the second tap on the lifted card will do: cover it, give it, play it (on
        the ringed row when it fits two)."""
        assert facts.lifted is not None
        where, card = facts.lifted
        kinds = facts.kinds if where == HAND else frozenset()  # a leftover is only played
        key = next(key for case, key in (("cover" in kinds, "touch.cover_again"),
                                         ("give" in kinds, "touch.give_again"),
                                         (facts.row_choice is not None, "touch.choose_row"),
                                         (True, "touch.play_again")) if case)
        receiver = facts.view.pending_give_to
        return text(key, card=card_text(card), penalty=card.rank, suit=SUIT_SYMBOLS[card.suit],
                    name="" if receiver is None else session.seat_name(receiver))

    @staticmethod
    def hint_words(session: Session) -> str:
        """"Hint: cover A♣ — <why> <what the search found>": the heuristic's reason for the
        best move and the judgement's figure (the same Review shows for this decision)."""
        hint = session.hint
        assert hint is not None
        parts = [unorphaned(render(hint.reason))] if hint.reason else []
        if hint.judgement is not None:
            finding = finding_text(hint.judgement, session.rules)
            if finding:
                parts.append(finding)
        line = text("hint.prefix", move=describe_move(hint.move))
        return f"{line} — {join_sentences(*parts)}" if parts else line

    @staticmethod
    def waiting_words(session: Session, view: View) -> tuple[str, theme.Colour]:
        """"Ada to play…" (or nothing when nobody is to move)."""
        seat = view.current_player
        if seat is None:
            return "", theme.TEXT
        return text("status.waiting", name=session.seat_name(seat)), theme.TEXT_MUTED

    @staticmethod
    def your_move_words(session: Session, facts: StatusFacts) -> tuple[str, theme.Colour]:
        """The prompt when the human may act: cover (the selected card, at its cost), give,
        or play and/or pass (or play a face-up leftover when nothing in the hand fits), with
        the passes they have left or the warning that a pass puts them out."""
        rules, kinds, view, card = session.rules, facts.kinds, facts.view, facts.selected
        left, puts_out = passes_left(rules, view), pass_puts_out(rules, view)
        passes = "" if left is None else (
            text("passes.one") if left == 1 else text("passes.many", count=left))
        last = left == 1 and bool(rules.pass_limit_out)
        cover, give, play, leftover = ("cover" in kinds, "give" in kinds, "play" in kinds,
                                       "leftover" in kinds)
        free = play and "pass" in kinds
        key = next(key for case, key in (  # the first that fits
            (cover and card is not None, "status.cover_card"),
            (cover and leftover, "status.cover_leftover"),  # equal hands: a leftover fits
            (cover, "status.cover"),
            (give, "status.give"),
            (free and left is None, "status.your_turn_free"),
            (free and last, "status.your_turn_free_last"),
            (free, "status.your_turn_free_left"),
            (play and left == 0 and bool(rules.free_passes), "status.your_turn_no_passes"),
            (play, "status.your_turn"),
            (leftover and puts_out, "status.leftover_pass_out"),
            (leftover and bool(left), "status.leftover_pass_left"),
            (leftover, "status.leftover"),
            (puts_out, "status.pass_out"),
            (last, "status.pass_last"),
            (bool(left), "status.pass_left"),
            (True, "status.your_turn_pass")) if case)
        receiver = view.pending_give_to
        words = text(key, passes=passes, card="" if card is None else card_text(card),
                     penalty=0 if card is None else card.rank,
                     name="" if receiver is None else session.seat_name(receiver))
        return words, theme.DANGER if puts_out and not (play or cover or give) else theme.ACCENT

    def box(self, words: tuple[str, theme.Colour], resources: Resources, places: TableLayout,
            rows: RowGeometry, choosing_top: int | None = None,
            leftovers: pygame.Rect | None = None) -> StatusBox | None:
        """Where the status line's box stands and its rendered lines, or None when there is
        nothing to say: one line in a pill between the rows and the hand, or a long line
        wrapped (:meth:`lines`) in a box on the status line; over a hand held in lines to
        choose from (its top ``choosing_top``), left of the ``leftovers``' box."""
        message, colour = words
        if not message:
            return None
        lines = [resources.text(message, places.table_font(16), colour,
                                bold=colour in (theme.ACCENT, theme.DANGER))]
        bottom = places.status_bottom
        if choosing_top is not None:
            bottom = min(bottom, choosing_top - 4)
        pill = lines[0].get_width() <= places.status_width
        pitch, height = lines[0].get_height(), lines[0].get_height() + 10
        if not pill:
            # A long line (a hint with its reasons): two lines at 14 pt, between the rows and
            # the raised cards of the hand, never over the panels at the sides; more lines
            # where the rows leave room under their last card (a table held upright).
            lines = [resources.text(line, places.table_font(14), colour)
                     for line in self.lines(message, resources, places, rows)]
            pitch, height = places.table_pitch(14), places.status_box_height(len(lines))
        box = pygame.Rect(0, 0, max(line.get_width() for line in lines) + 28, height)
        box.midbottom = (places.status_centre[0], bottom)
        if pill:
            box.center = places.status_centre
            if choosing_top is not None:
                box.bottom = min(box.bottom, bottom)
        return StatusBox(clear_of(box, leftovers), lines, pitch, pill)

    @staticmethod
    def draw(surface: pygame.Surface, placed: StatusBox | None, resources: Resources) -> None:
        """The status line's box between the rows and the hand (see :meth:`box`): a pill, or
        a box with rounded corners, its lines in the middle."""
        if placed is None:
            return
        box, lines, pitch = placed.rect, placed.lines, placed.pitch
        radius, alpha = (box.height // 2, 200) if placed.pill else (12, 215)
        surface.blit(resources.panel(box.size, (6, 30, 20), alpha, radius=radius), box)
        top = box.centery - pitch * len(lines) // 2
        for index, line in enumerate(lines):
            surface.blit(line, line.get_rect(midtop=(box.centerx, top + pitch * index)))

    @staticmethod
    def line_limit(places: TableLayout, rows: RowGeometry) -> int:
        """How many lines a long status message may take: two, or up to six where the rows
        leave room above the hand (upright)."""
        last_line = rows.rect(rows.lines - 1, 0)  # the rows' last line of cards
        room = places.status_bottom - last_line.bottom - 12  # a gap over the box
        fits = [count for count in range(3, 7) if places.status_box_height(count) <= room]
        return max([2, *fits])

    def lines(self, message: str, resources: Resources, places: TableLayout,
              rows: RowGeometry) -> list[str]:
        """A long status message wrapped into at most :meth:`line_limit` lines, the last one
        cut with "…" when it is longer still."""
        return fitted_lines(resources.wrap, measure_of(resources), message,
                            (places.table_font(14),), places.status_width,
                            self.line_limit(places, rows))[1]


def clear_of(box: pygame.Rect, leftovers: pygame.Rect | None) -> pygame.Rect:
    """``box`` moved left of the ``leftovers``' box where it would run under it."""
    if leftovers is not None and box.colliderect(leftovers):
        box.right = leftovers.x - 8
        box.x = max(box.x, 14)
    return box
