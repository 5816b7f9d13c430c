"""The table scene: one deal for the human seat, from the parts it holds (see
:mod:`.base`: the views, the animation, the interaction, the input, the status line …).

Drawing is a function of the human seat's view (``session.view()``) plus display hints
(selection, hover, cards in flight). Nothing here reads another player's hand. Animations are
built from the events each move returns (as the human seat sees them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from sevens import events as engine_events
from sevens.app import webpage
from sevens.app.profile import person_stats, record_deal, record_match
from sevens.app.session import Hint, Session
from sevens.app.translation import text
from sevens.cards import rank_label
from sevens.game import View
from sevens.ui import theme
from sevens.ui.geometry.canvas import EVERY_SHAPE, Shape
from sevens.ui.navigation import HandOver, Results
from sevens.ui.scenes.table.animation import TableAnimation
from sevens.ui.scenes.table.base import TableBase
from sevens.ui.scenes.table.frames import StillLayer
from sevens.ui.scenes.table.hand import HandView
from sevens.ui.scenes.table.input import TableInput
from sevens.ui.scenes.table.interaction import HAND, TableInteraction
from sevens.ui.scenes.table.layout import lay_out_table
from sevens.ui.scenes.table.log import MoveLog
from sevens.ui.scenes.table.online import Reactions, note_shown
from sevens.ui.scenes.table.rows import RowsView
from sevens.ui.scenes.table.seats import SeatsView, going_out_ordinal
from sevens.ui.scenes.table.status import StatusBox, StatusFacts, StatusLine
from sevens.ui.widgets import Button

if TYPE_CHECKING:
    from sevens.ui.navigation import Navigator

RESULTS_DELAY = 1.0
#: Room beside a compact top-bar button's label (12 px each side).
BAR_LABEL_ROOM = 24


class TableScene(TableBase):
    """One deal at the table, for the human seat."""

    #: Every shape: the table uses the whole width of a landscape canvas.
    shapes: ClassVar[frozenset[Shape]] = EVERY_SHAPE
    accepts_touch = True

    def __init__(self, app: Navigator, session: Session, resume: bool = False) -> None:
        super().__init__(app)
        self.session = session  # the parts and their state: see TableBase
        self.keys_used = False
        self.animation = TableAnimation(app, session)
        self.input = TableInput(self)  # mouse, keys and fingers, turned into intents
        self.interaction = TableInteraction(self.moment)
        self.move_log = MoveLog(session)
        self.still_layer = StillLayer()
        self.status = StatusLine()
        self.reactions = Reactions(session)
        self.over_timer = 0.0
        self.was_my_turn = False
        self.hint_shown: Hint | None = None
        self.time = 0.0
        self.setup_deal(resume)

    def setup_deal(self, resume: bool = False) -> None:
        """Geometry and animation state for the session's current deal."""
        view = self.session.view()
        self.animation.bubbles.clear()
        self.interaction.clear()
        self.over_timer = 0.0
        self.relayout()
        # A new deal shows its deal (and Shichinarabe's lay-out) arriving; a deal resumed
        # shows as it stands.
        self.animate(() if resume else view.events)

    def animate(self, new: Sequence[engine_events.Event]) -> None:
        """Every event the table is handed is animated and told in words (issue 34: stdout
        with ``--narrate``, the page's live region), as the move log words it."""
        self.animation.animate(new)
        session = self.session
        self.app.narrator.tell_events(new, session.seat_name, two_rows=session.rules.decks > 1,
                                      ordinal=going_out_ordinal(session.rules))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Mouse, keys and fingers (see :class:`~.input.TableInput`)."""
        self.input.handle(event)

    def spoken_title(self) -> str | None:
        """The table: the rule system, the deal, and where the keys are listed."""
        session = self.session
        return text("scene.table", rules=text(f"preset.{session.rules_id}.title"),
                    deal=session.deal_number, deals=session.deals)

    def relayout(self) -> None:
        """Seats, rows, hand and buttons placed for the canvas's size (see
        :func:`~sevens.ui.scenes.table.layout.lay_out_table`): a new deal, or the window
        changed shape mid-deal (cards in flight land at once; the deal, the selection and
        the log stay)."""
        session, rules, view = self.session, self.session.rules, self.session.view()
        places = lay_out_table(self.layout_canvas, rules.players,
                               max([len(view.hand), *view.hand_sizes]), len(view.rows),
                               self.bar_label_widths())
        self.table_layout = self.move_log.places = places
        self.seats_view = SeatsView(self.app, session, places, places.seat_panels(
            rules.players, session.human_seat, rules.turn_order))
        self.rows_view = RowsView(self.app, places.row_geometry(len(view.rows), rules.ace,
                                                                self.move_log.open),
                                  places.least_text)
        self.hand_view = HandView(self.app, session, places, self.interaction, self.rows_view,
                                  lambda: self.busy)
        self.animation.place(places, self.rows_view, self.seats_view, self.hand_view)
        top, small = places.top_buttons, places.table_font(14)
        self.buttons_top = [
            Button(top[0], text("button.log"), self.toggle_log, size=small, name="log"),
            Button(top[1], text("button.rules"), self.open_rules, size=small, name="rules"),
            Button(top[2], self.sound_label(), self.toggle_sound, size=small, name="sound"),
            Button(top[3], text("button.menu"), self.open_menu, size=small, name="menu"),
        ]
        self.pass_button = Button(places.pass_rect, text("button.pass"), self.press_pass,
                                  primary=True, size=places.table_font(17), name="pass")
        self.hint_button = Button(places.hint_rect, text("button.hint"), self.press_hint,
                                  size=places.table_font(15), name="hint")
        self.undo_button = Button(places.undo_rect, text("button.undo"), self.press_undo,
                                  size=places.table_font(15), name="undo")
        for button in [*self.buttons_top, self.pass_button, self.hint_button, self.undo_button]:
            button.wrap = places.buttons_wrap  # narrow thumb-tall buttons: two lines
        # Under the cover rule without free passes nobody ever passes: no Pass button at all,
        # and Hint and Undo move up into its place.
        self.show_pass = not (rules.when_stuck == "cover" and rules.free_passes == 0)
        if not self.show_pass:
            self.hint_button.rect.y = self.undo_button.rect.y = self.pass_button.rect.y
        # an online table's React button and reactions, clear of the panels and the hand
        hand = [rect for rect in map(self.hand_view.card_rect, view.hand) if rect is not None]
        self.reactions.place(self.buttons_top, self.action_buttons(),
                             [*self.seats_view.panels.values(), places.my_panel, *hand], self.size,
                             self.layout_canvas.thumb)

    def bar_label_widths(self) -> list[int]:
        """The width each of the top bar's four buttons (Moves, Rules, Sound, Menu) needs for
        its label (the longer of Sound on and off) in one line on a compact table."""
        resources, size = self.app.resources, theme.COMPACT_TEXT
        labels = [[text("button.log")], [text("button.rules")],
                  [text("button.sound_on"), text("button.sound_off")], [text("button.menu")]]
        return [max(resources.font(size, False, label).size(label)[0] for label in choices)
                + BAR_LABEL_ROOM for choices in labels]

    # ------------------------------------------------------------------ the move log

    def toggle_log(self) -> None:
        """Open or close the move log; the rows make room for it
        (:meth:`~.layout.TableLayout.row_geometry`)."""
        self.move_log.toggle()
        rows = self.rows_view.geometry
        self.rows_view.geometry = self.table_layout.row_geometry(rows.row_count, rows.ace,
                                                                 self.move_log.open)

    # ------------------------------------------------------------------ the status line

    def status_line(self, view: View) -> tuple[str, theme.Colour]:
        """What to do now, in a few words (see :meth:`~.status.StatusLine.words`)."""
        interaction = self.interaction
        item, choice = interaction.selected_item(), interaction.row_choice()
        lifted = interaction.armed if interaction.armed_valid() else None
        # Whether the player points only by touch, so the line names taps, not keys: the
        # page says the device has no mouse, or a finger has touched the screen and no key
        # has been pressed here.
        touch = webpage.touch_only() or (self.app.fingers_used and not self.keys_used)
        return self.status.words(self.session, StatusFacts(
            view, self.hand_view.kinds(), item[1] if item and item[0] == HAND else None,
            None if choice is None else choice[0], lifted, touch, self.busy))

    def status_box(self, view: View) -> StatusBox | None:
        """Where the status line's box stands now, and its rendered lines (see
        :meth:`~.status.StatusLine.box`)."""
        places, hand = self.table_layout, self.hand_view.placed()
        return self.status.box(self.status_line(view), self.app.resources, places,
                               self.rows_view.geometry, None if hand.lined is None
                               else hand.lined.y, hand.leftover_box
                               if places.thumb and view.leftovers else None)

    @property
    def animating(self) -> bool:
        """Something moves by itself: cards in flight, a bubble or a refusal fading, a bot
        or the hint thinking, the deal ending. A table waiting for you is still."""
        session = self.session
        return bool(self.busy or self.animation.bubbles or self.status.flash is not None
                    or session.game.over or session.hint_pending
                    or not session.human_to_move)

    def update(self, dt: float) -> None:
        """Flights, bubbles, bots, hints, and the move to the results screen."""
        self.time += dt
        self.animation.tick(dt)
        self.status.tick(dt)
        session = self.session
        self.animate(session.update(dt, busy=self.busy))
        for note in self.reactions.notes():  # an online table's: by a seat, or on the line
            if note.seat is not None and note.seat in self.seats_view.panels:
                self.animation.bubble(note.seat, note.words, theme.ACCENT)
            else:
                self.say(note.words, *note_shown(note))
        if session.person_waiting is not None and not self.busy:
            # pass-and-play: the next person's turn; their hand only after the hand-over
            self.app.go(HandOver())
            return
        my_turn = self.human_may_act()  # announced once the cards have landed
        if my_turn and not self.was_my_turn:
            self.app.sound.play("turn")
            if self.interaction.armed is None:  # a card a tap lifted while they landed stays
                self.interaction.clear()
        self.was_my_turn = my_turn
        self.tell_turn()
        if session.hint is not None and my_turn and session.hint is not self.hint_shown:
            self.hint_shown = session.hint
            self.interaction.point_at(session.hint.move)  # Enter plays it
        self.input.tick(dt)
        if session.game.over and not self.busy:
            self.over_timer += dt
            if self.over_timer >= (RESULTS_DELAY if session.speed != "instant" else 0.05):
                self.finish_deal()

    def tell_turn(self) -> None:
        """Say whose turn it is, once the cards have landed: yours, what the status line asks
        of you (or the hint); another seat's, "Ben to play…". Nothing while a refusal is on
        the status line (it was said) or the hint thinks."""
        session, narrator = self.session, self.app.narrator
        view = session.view()
        if not narrator.active or self.busy or session.game.over or view.current_player is None:
            return
        if not session.human_to_move or session.autoplay:
            narrator.tell_turn(StatusLine.waiting_words(session, view)[0])
        elif self.status.flash is None and not session.hint_pending:
            narrator.tell_turn(StatusLine.hint_words(session) if session.hint is not None
                               else self.status_line(view)[0])

    def finish_deal(self) -> None:
        """Score the deal, count it in the statistics, show the results."""
        session = self.session
        already = session.recorded is not None
        result = session.record_result()
        if not already:  # each person's statistics, by name; else the app's, for your seat
            tables = {seat: person_stats(self.app.stats, name)
                      for seat, name in session.people.items()} or \
                {session.human_seat: self.app.stats}
            for seat, table in tables.items():
                record_deal(table, session.rules_id, float(result.deltas[seat]),
                            session.rules.scoring)
                if session.match_over:
                    record_match(table, session.rules_id, seat in session.match.winners())
            self.app.save("stats")
            won = not session.people and not session.autoplay \
                and result.players[session.human_seat].place == 1
            self.app.sound.play("win" if won else "over")
        self.app.go(Results(just_ended=True))

    def draw(self, surface: pygame.Surface) -> None:
        """Everything, back to front: what stands still, then what moves (cards in flight,
        bubbles), then the touch marks and the move log. :meth:`draw_frame` draws the same
        picture from a cached still layer."""
        view = self.session.view()
        self.still_layer.forget(surface)
        self.draw_still(surface, view)
        self.draw_moving(surface)
        self.input.draw(surface, view)
        if self.move_log.open:
            self.move_log.draw(surface, self.app.resources)

    # ------------------------------------------------------------------ frames

    def draw_frame(self, surface: pygame.Surface, full: bool = False) -> list[pygame.Rect] | None:
        """Draw this frame on ``surface`` (the app's canvas, kept between frames) from the
        kept still layer (:class:`~sevens.ui.scenes.table.frames.StillLayer`).

        Returns the rectangles that changed, or None when the whole surface did (``full``:
        after input or a change of scene; or the still layer had to be drawn again).
        """
        view, press = self.session.view(), self.input.press
        # What draws over the moving things is drawn whole: the open move log, a long press's
        # panel, a card lifted or dragged by a finger.
        if full or self.move_log.open or self.input.card_info is not None \
                or self.interaction.armed is not None or (press is not None and press.dragging):
            self.draw(surface)
            self.still_layer.drop()
            return None
        return self.still_layer.frame(surface, self.still_signature(surface, view),
                                      lambda still: self.draw_still(still, view),
                                      self.draw_moving)

    def draw_moving(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The thinking player's dots, cards in flight, then bubbles; returns the Rects drawn
        over."""
        view = self.session.view()
        return [*self.seats_view.draw_thinking(surface, view, self.time, self.bubbled_seats()),
                *self.animation.draw_flights(surface), *self.animation.draw_bubbles(surface)]

    def still_signature(self, surface: pygame.Surface, view: View) -> tuple[Any, ...]:
        """Everything the still layer is drawn from that can change without input."""
        self.refresh_buttons()
        session = self.session
        buttons = tuple((button.label, button.enabled, button.hovered, button.primary,
                         button.danger, tuple(button.rect))
                        for button in [*self.buttons_top, *self.action_buttons()])
        seats, bubbled = self.seats_view, self.bubbled_seats()
        thinking = seats.thinking_seat(view)  # its dots are drawn with the moving things
        statuses = tuple(seats.still_status(view, seat, self.time, bubbled)
                         for seat in seats.panels)
        return (surface.get_size(), id(view), tuple(sorted(self.animation.hidden.items())),
                self.busy, self.interaction.selected, self.interaction.target,
                self.interaction.target_confirmed, self.hand_view.hovered, id(session.hint),
                session.hint_pending, self.status_line(view), buttons, thinking, statuses,
                id(self.rows_view.geometry), self.app.sound.muted, self.app.settings.four_colour,
                id(self.app.art))

    def bubbled_seats(self) -> set[int]:
        """The seats showing a bubble now: it stands in their status word's strip, so the
        word waits until the bubble is gone (a seat with bubbles always shows its oldest, so
        no layout is needed to know)."""
        return {bubble.seat for bubble in self.animation.bubbles}

    def draw_still(self, surface: pygame.Surface, view: View) -> None:
        """Everything that does not move by itself: felt, top bar, rows, seats, hand, status
        line and buttons."""
        resources = self.app.resources
        surface.blit(resources.felt, (0, 0))
        self.refresh_buttons()
        self.draw_top_bar(surface, view)
        lit = self.interaction.playable(HAND) if self.human_may_act() else set()
        self.rows_view.draw(surface, view, self.table_layout, self.animation.hidden, lit,
                           self.interaction.row_choice())
        lined = self.hand_view.placed().lined  # on a narrow canvas over your panel
        self.seats_view.draw(surface, view, self.time, mine=lined is None
                             or lined.x >= self.table_layout.my_panel.right,
                             bubbled=self.bubbled_seats())
        self.hand_view.draw(surface, view, self.input.dragged())
        self.status.draw(surface, self.status_box(view), resources)
        for button in self.action_buttons():
            button.draw(surface, resources)

    def draw_top_bar(self, surface: pygame.Surface, view: View) -> None:
        """Rule system, deal number, starting rank, pool and the small buttons: the texts in
        a line along the bar's middle, up to the layout's ``bar_text_right``; the pool
        centred on the canvas when the texts leave it room, else at the line's right end,
        and the deal count dropped when the line is too short for it."""
        resources, places, session = self.app.resources, self.table_layout, self.session
        middle, right = places.bar_text_middle, places.bar_text_right

        def words(key: str, size: int, colour: theme.Colour, bold: bool = False,
                  **values: object) -> pygame.Surface:
            return resources.text(text(key, **values), places.table_font(size), colour, bold=bold)

        surface.blit(resources.panel(places.top_bar.size, (6, 34, 22), 170, radius=0),
                     places.top_bar)
        deal = words("table.deal_of", 15, theme.TEXT_MUTED, deal=session.deal_number,
                     deals=session.deals)
        texts = [words(f"preset.{session.rules_id}.title", 18, theme.TEXT, True), deal]
        opening = self.opening_rank(view)
        if opening is not None:
            texts.append(words("table.start_rank", 15, theme.ACCENT, rank=rank_label(opening)))
        pool = words("table.pool", 17, theme.ACCENT, True, chips=view.pool) \
            if session.rules.scoring == "chips" or view.pool else None
        pool_width = 0 if pool is None else pool.get_width() + 24  # its chip before it
        top = places.top_buttons[0]
        if session.autoplay and top.y < middle:  # a demo's badge, left of the bar's buttons
            badge = resources.text(text("autoplay.banner"), 14, theme.ACCENT, bold=True)
            surface.blit(badge, badge.get_rect(midright=(top.x - 12, middle)))
            right -= badge.get_width() + 12
        if sum(rendered.get_width() + 12 for rendered in texts) + pool_width > right - 16:
            texts.remove(deal)  # the starting rank matters more than the deal count
        x = 16
        for rendered in texts:
            surface.blit(rendered, rendered.get_rect(midleft=(x, middle)))
            x += rendered.get_width() + 12
        if pool is not None:  # after a small poker chip
            chip_x = places.size[0] // 2 - pool.get_width() // 2
            if chip_x < x + 24 or chip_x + pool.get_width() > right:
                chip_x = max(x + 24, right - pool.get_width())
            pygame.draw.circle(surface, theme.ACCENT_DARK, (chip_x - 16, middle), 10)
            pygame.draw.circle(surface, theme.ACCENT, (chip_x - 16, middle), 8)
            pygame.draw.circle(surface, theme.ACCENT_DARK, (chip_x - 16, middle), 4, 1)
            surface.blit(pool, pool.get_rect(midleft=(chip_x, middle)))
        for button in self.buttons_top:
            button.draw(surface, resources)

    def opening_rank(self, view: View) -> int | None:
        """The rank the first card set for every row (Domino-style starts), once led."""
        if self.session.rules.start != "any-rank":
            return None
        return next((event.card.rank for event in view.events
                     if isinstance(event, engine_events.CardPlayed)), None)
