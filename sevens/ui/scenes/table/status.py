"""The status pill between the rows and the hand: what to do now, a refusal, a hint."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from sevens.game import View
from sevens.ui import theme, webhost
from sevens.ui.advice import finding_text
from sevens.ui.scenes.table.base import TableBase
from sevens.ui.session import card_text, describe_move
from sevens.ui.translation import join_sentences, render, text, unorphaned

STATUS_WIDTH = 820  # widest status line: clear of your panel and the action buttons
FLASH_SECONDS = 3.0


@dataclass
class StatusBox:
    """The status line as placed: its box, its rendered lines, and whether it is one line in
    a pill (else a long line wrapped in a box with rounded corners)."""

    rect: pygame.Rect
    lines: list[pygame.Surface]
    pill: bool


class TableStatus(TableBase):
    """Status: one part of the table scene."""

    def say(self, message: str, colour: theme.Colour = theme.TEXT,
            seconds: float = FLASH_SECONDS) -> None:
        """Show a short line in the status pill (e.g. why a click was refused) for
        ``seconds``."""
        self.flash = (message, colour, seconds)

    def touch_only(self) -> bool:
        """Whether the player points only by touch, so the table names taps, not keys: the
        page says the device has no mouse (:func:`sevens.ui.webhost.touch_only`), or a finger
        has touched the screen and no key has been pressed here."""
        touch = getattr(self.app, "touch", None)
        fingers = bool(getattr(touch, "fingers_used", False))
        return webhost.touch_only() or (fingers and not self.keys_used)

    def status_line(self, view: View) -> tuple[str, theme.Colour]:
        """What to do now, in a few words."""
        session = self.session
        if self.flash is not None:
            return self.flash[0], self.flash[1]
        if view.over:
            return text("status.deal_over"), theme.TEXT
        if session.autoplay:  # a demo names the seat that plays
            return self.waiting_line(view)
        if session.human_to_move and self.flights:  # "Your turn" once the cards landed
            return "", theme.TEXT
        if session.hint_pending:
            if self.touch_only():  # no H or Esc to press: the Hint button says Stop
                return text("hint.thinking_touch", button=text("button.hint_stop")), \
                    theme.TEXT_MUTED
            return text("hint.thinking"), theme.TEXT_MUTED
        if session.hint is not None and session.human_to_move:
            return self.hint_line(), theme.GOOD
        choice = self.row_choice()
        if choice is not None:
            card = choice[0]
            return text("status.choose_row", card=card_text(card),
                        suit=theme.SUIT_SYMBOLS[card.suit]), theme.ACCENT
        if view.legal_moves:
            kinds = self.display_kinds()
            if "cover" in kinds:
                if self.selected is not None and self.selected < len(view.hand):
                    card = view.hand[self.selected]
                    return text("status.cover_card", card=card_text(card),
                                penalty=card.rank), theme.ACCENT
                if "leftover" in kinds:  # equal hands: a face-up leftover fits
                    return text("status.cover_leftover"), theme.ACCENT
                return text("status.cover"), theme.ACCENT
            if "give" in kinds:
                receiver = view.pending_give_to
                return text("status.give", name=session.seat_name(receiver)), \
                    theme.ACCENT
            if "play" in kinds or "leftover" in kinds or "pass" in kinds:
                return self.play_or_pass_line(view, kinds)
        return self.waiting_line(view)

    def hint_line(self) -> str:
        """"Hint: cover A♣ — <why> <what the search found>": the heuristic's reason for the
        best move and the judgement's figure (the same Review shows for this decision)."""
        hint = self.session.hint
        assert hint is not None
        parts = [unorphaned(render(hint.reason))] if hint.reason else []
        if hint.judgement is not None:
            finding = finding_text(hint.judgement, self.session.rules)
            if finding:
                parts.append(finding)
        line = text("hint.prefix", move=describe_move(hint.move))
        return f"{line} — {join_sentences(*parts)}" if parts else line

    def waiting_line(self, view: View) -> tuple[str, theme.Colour]:
        """"Ada to play…" (or nothing when nobody is to move)."""
        seat = view.current_player
        if seat is None:
            return "", theme.TEXT
        return text("status.waiting", name=self.session.seat_name(seat)), theme.TEXT_MUTED

    def play_or_pass_line(self, view: View, kinds: set[str]) -> tuple[str, theme.Colour]:
        """The prompt when the human may play and/or pass, with the passes they have left."""
        rules = self.session.rules
        left = self.passes_left(view)
        passes = "" if left is None else (
            text("passes.one") if left == 1 else text("passes.many", count=left))
        if "play" in kinds and "pass" in kinds:
            if left is None:
                return text("status.your_turn_free"), theme.ACCENT
            if left == 1 and rules.pass_limit_out:
                return text("status.your_turn_free_last"), theme.ACCENT
            return text("status.your_turn_free_left", passes=passes), theme.ACCENT
        if "play" in kinds:
            if left == 0 and rules.free_passes:
                return text("status.your_turn_no_passes"), theme.ACCENT
            return text("status.your_turn"), theme.ACCENT
        if "leftover" in kinds:  # nothing in the hand fits: a leftover, or a pass
            return self.leftover_or_pass_line(view, left, passes)
        if self.pass_puts_out(view):
            return text("status.pass_out"), theme.DANGER
        if left == 1 and rules.pass_limit_out:
            return text("status.pass_last"), theme.ACCENT
        if left:
            return text("status.pass_left", passes=passes), theme.ACCENT
        return text("status.your_turn_pass"), theme.ACCENT

    def leftover_or_pass_line(self, view: View, left: int | None,
                              passes: str) -> tuple[str, theme.Colour]:
        """The prompt when nothing in the hand fits but a face-up leftover does: play it or
        pass (with the passes left, or the warning that a pass puts you out)."""
        if self.pass_puts_out(view):
            return text("status.leftover_pass_out"), theme.DANGER
        if left:
            return text("status.leftover_pass_left", passes=passes), theme.ACCENT
        return text("status.leftover"), theme.ACCENT

    def status_box(self, view: View) -> StatusBox | None:
        """Where the status line's box stands and its rendered lines, or None when there is
        nothing to say: one line in a pill centred between the rows and the hand, or a long
        line wrapped (:meth:`status_lines`) in a box sitting on the status line."""
        message, colour = self.status_line(view)
        if not message:
            return None
        resources = self.app.resources
        places = self.table_layout
        rendered = resources.text(message, places.bar_font(16), colour,
                                  bold=colour in (theme.ACCENT, theme.DANGER))
        bottom = places.status_bottom
        top = self.choosing_top()  # a hand held in two lines to choose from: over it
        if top is not None:
            bottom = min(bottom, top - 4)
        if rendered.get_width() <= places.status_width:
            box = rendered.get_rect(center=places.status_centre).inflate(28, 10)
            if top is not None:
                box.bottom = min(box.bottom, bottom)
            return StatusBox(self.clear_of_leftovers(box), [rendered], pill=True)
        # A long line (a hint with its reasons): two lines at 14 pt, between the rows and
        # the raised cards of the hand, never over the panels at the sides; more lines where
        # the rows leave room under their last card (a table held upright).
        size, pitch = places.bar_font(14), places.bar_pitch(14)
        lines = [resources.text(line, size, colour) for line in self.status_lines(message)]
        width = max(line.get_width() for line in lines)
        box = pygame.Rect(0, 0, width + 28, pitch * len(lines) + 8)
        box.midbottom = (places.status_centre[0], bottom)
        return StatusBox(self.clear_of_leftovers(box), lines, pill=False)

    def draw_status(self, surface: pygame.Surface, view: View) -> None:
        """The status line's box between the rows and the hand (see :meth:`status_box`)."""
        placed = self.status_box(view)
        if placed is None:
            return
        box, lines = placed.rect, placed.lines
        resources = self.app.resources
        if placed.pill:
            surface.blit(resources.panel(box.size, (6, 30, 20), 200, radius=box.height // 2),
                         box)
            surface.blit(lines[0], lines[0].get_rect(center=box.center))
            return
        pitch = self.table_layout.bar_pitch(14)
        surface.blit(resources.panel(box.size, (6, 30, 20), 215, radius=12), box)
        for index, line in enumerate(lines):
            surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + 4 + pitch * index)))

    def clear_of_leftovers(self, box: pygame.Rect) -> pygame.Rect:
        """``box`` moved left of the leftovers' box where it would run under it (a compact
        table's leftovers you may play spread to the left: see :meth:`leftover_places`)."""
        places = self.table_layout
        if not places.thumb or not self.leftover_list():
            return box
        leftovers, _drawn, _areas = self.leftover_places()
        if box.colliderect(leftovers):
            box.right = leftovers.x - 8
            box.x = max(box.x, 14)
        return box

    def status_line_limit(self) -> int:
        """How many lines a long status message may take: two, or as many as fit between
        the last row's cards and the hand when the rows leave room (a table held upright,
        whose rows are centred in a tall area), up to six."""
        places = self.table_layout
        rows = getattr(self, "rows", None)
        if rows is None:
            return 2
        pitch = places.bar_pitch(14)
        rows_bottom = rows.y0 + rows.lines * rows.pitch_y - (rows.pitch_y - rows.card_size[1])
        room = places.status_bottom - rows_bottom - 8 - 12  # the box's padding, a gap
        return max(2, min(6, room // pitch))

    def status_lines(self, message: str) -> list[str]:
        """A long status message wrapped into at most :meth:`status_line_limit` lines, the
        last one cut with "…" when it is longer still (cached per message)."""
        places = self.table_layout
        size, width = places.bar_font(14), places.status_width
        limit = self.status_line_limit()
        if self._status_wrap[0] != (message, size, width, limit):
            lines = self.app.resources.wrap(message, size, width)
            if len(lines) > limit:
                last = limit - 1
                lines = lines[:last] + [" ".join(lines[last:])]
                while self.app.resources.font(size).size(lines[last] + "…")[0] > width:
                    shorter = lines[last].rsplit(" ", 1)[0]
                    # no space left to cut at (Chinese, Japanese): one character less
                    lines[last] = shorter if shorter != lines[last] else lines[last][:-1]
                lines[last] += "…"
            self._status_wrap = ((message, size, width, limit), lines)
        return self._status_wrap[1]
