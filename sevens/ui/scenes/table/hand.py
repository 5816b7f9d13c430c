"""Your hand fanned at the bottom (raised when playable, penalties when covering; on a
compact table held in two lines while you choose a card to cover or give) and the face-up
leftovers of equal hands (on a compact table those you may play a thumb apart)."""

from __future__ import annotations

import pygame

from sevens.app.translation import text
from sevens.cards import Card
from sevens.game import View
from sevens.moves import Move
from sevens.ui import theme
from sevens.ui.scenes.table.base import TableBase
from sevens.ui.scenes.table.interaction import HAND, LEFTOVERS
from sevens.ui.scenes.table.layout.table import LEFTOVER_LIFT
from sevens.ui.scenes.table.thumbs import choosing_hand_rects, leftover_places
from sevens.ui.widgets import draw_panel


class TableHand(TableBase):
    """Hand: one part of the table scene."""

    def display_kinds(self) -> frozenset[str]:
        """Kinds of move the human seat has now, as shown (also in autoplay demos): none
        until the cards in flight have landed."""
        if self.flights:
            return frozenset()
        return self.interaction.shown(self.session.view()).kinds

    def hand_state(self) -> tuple[list[Card], list[bool], list[bool], str]:
        """Cards in hand, which are raised, which dimmed, and the current mode."""
        view = self.session.view()
        hand = list(view.hand)
        kinds = self.display_kinds()
        if not kinds:
            return hand, [False] * len(hand), [False] * len(hand), "wait"
        if "cover" in kinds:
            return hand, [False] * len(hand), [False] * len(hand), "cover"
        if "give" in kinds:
            return hand, [False] * len(hand), [False] * len(hand), "give"
        playable = self.interaction.playable(view, HAND)
        raised = [card in playable for card in hand]
        dimmed = [not flag for flag in raised]
        return hand, raised, dimmed, "play"

    def current_hand_rects(self) -> tuple[list[Card], list[pygame.Rect], list[bool], str]:
        """Hand cards, their Rects, dimmed flags and the mode."""
        hand, raised, dimmed, mode = self.hand_state()
        self.interaction.keep_within(len(hand) + len(self.leftover_list()))
        selected = self.selected if self.selected is not None and self.selected < len(hand) \
            else None
        lifted = [flag or index == self.hovered and mode in ("cover", "give")
                  for index, flag in enumerate(raised)]
        places = self.table_layout
        lines = self.choosing_lines(len(hand), mode)
        if lines is not None:  # every card a choice: none lifted, the ring marks the chosen
            return hand, lines, dimmed, mode
        rects = places.hand_rects(len(hand), [card.suit for card in hand], lifted, selected)
        if mode == "wait":  # not your move: the hand is put down
            rects = [rect.move(0, places.hand_lowered) for rect in rects]
        return hand, rects, dimmed, mode

    def choosing_lines(self, count: int, mode: str) -> list[pygame.Rect] | None:
        """The hand's rects in lines while you choose a card to cover or give on a compact
        table whose one line would leave the cards under a thumb's width (see
        :func:`~sevens.ui.scenes.table.thumbs.choosing_hand_rects`; on a narrow canvas they reach
        over your panel); else None."""
        places = self.table_layout
        if mode not in ("cover", "give"):
            return None
        suits = [card.suit for card in self.session.view().hand]
        breaks = sum(1 for index in range(1, len(suits)) if suits[index] != suits[index - 1])
        area = places.hand_area
        reach = pygame.Rect(places.my_panel.x, area.y, area.right - places.my_panel.x,
                            area.height)
        return choosing_hand_rects(count, area, places.hand_card, self.size[1],
                                   places.thumb, breaks, reach)

    @staticmethod
    def same_line(later: pygame.Rect, rect: pygame.Rect, lined: bool) -> bool:
        """True when two hand cards stand in one line: in a hand held in lines to choose
        from (``lined``), at one height (its lines a thumb apart, under half a card where
        the thumb is small); else within half a card's height (a fan's curve, a raised
        card)."""
        if lined:
            return later.y == rect.y
        return abs(later.y - rect.y) < rect.height // 2

    def hand_over_panel(self) -> bool:
        """True while the hand, held in lines to choose from, reaches over your panel (a
        narrow compact canvas): the panel is then not drawn, its lines peeping between the
        cards."""
        hand, rects, _, mode = self.current_hand_rects()
        if not rects or self.choosing_lines(len(hand), mode) is None:
            return False
        return min(rect.x for rect in rects) < self.table_layout.my_panel.right

    def choosing_top(self) -> int | None:
        """The top of the hand held in two lines (the status line stays over it), or None."""
        hand, rects, _, mode = self.current_hand_rects()
        if not rects or self.choosing_lines(len(hand), mode) is None:
            return None
        return min(rect.y for rect in rects)

    def leftover_list(self) -> list[Card]:
        """The face-up leftovers."""
        return list(self.session.view().leftovers)

    def leftover_rects(self) -> dict[str, pygame.Rect]:
        """Rects of the face-up leftovers, by card text."""
        _box, drawn, _areas = self.leftover_places()
        return {str(card): rect for card, rect in zip(self.leftover_list(), drawn, strict=True)}

    def leftover_targets(self) -> dict[str, pygame.Rect]:
        """Where each face-up leftover takes a tap, by card text: on a compact table those
        you may play take it in a thumb-sized area around the small card; else as drawn."""
        _box, _drawn, areas = self.leftover_places()
        return {str(card): area for card, area in zip(self.leftover_list(), areas, strict=True)}

    def leftover_places(self) -> tuple[pygame.Rect, list[pygame.Rect], list[pygame.Rect]]:
        """(the leftovers' box, each leftover as drawn, each one's touch area), in the
        order of :meth:`leftover_list`."""
        places = self.table_layout
        box = places.leftover_box.copy()
        width, height = places.leftover_card
        leftovers = self.leftover_list()
        lines, size, line_pitch = self.leftover_label()
        top = box.y + len(lines) * line_pitch + 4 + places.leftover_lift_room
        if places.leftovers_grow:  # the label's line, then the lifted cards, fit in it
            label = max(self.app.resources.font(size, string=line).size(line)[0]
                        for line in lines)
            need = (4 + len(lines) * line_pitch + LEFTOVER_LIFT + 2 + height + 6,
                    label + 16)
            box.y, box.height = box.bottom - max(box.height, need[0]), max(box.height, need[0])
            box.x, box.width = box.right - max(box.width, need[1]), max(box.width, need[1])
            top = box.y + 4 + len(lines) * line_pitch + LEFTOVER_LIFT + 2
        pitch = width + 4
        if len(leftovers) > 1:
            pitch = min(pitch, (box.width - 16 - width) // (len(leftovers) - 1))
        if places.thumb:  # those you may play a thumb apart
            legal = self.interaction.playable(self.session.view(), LEFTOVERS)
            return leftover_places(box, (width, height), top,
                                   [card in legal for card in leftovers], places.thumb,
                                   pitch, self.leftovers_left())
        drawn = [pygame.Rect(box.x + 8 + index * pitch, top, width, height)
                 for index in range(len(leftovers))]
        return box, drawn, [rect.copy() for rect in drawn]

    def leftovers_left(self) -> int | None:
        """How far left the leftovers' box may grow on a compact table held sideways: to the
        frames of the rows beside it, with a gap (None elsewhere: as far as it needs); under
        the rows (Pass, Hint and Undo in one line) as far as it needs."""
        rows = getattr(self, "rows", None)
        if not self.table_layout.leftovers_grow or rows is None:
            return None
        top = self.table_layout.leftover_box.y  # the rows beside it, not those over it
        frames = [rows.row_rect(index).inflate(12, 8) for index in range(rows.row_count)]
        return max([frame.right for frame in frames if frame.bottom > top] or [0]) + 8

    def leftover_label(self) -> tuple[list[str], int, int]:
        """The leftovers' label as drawn over them: (its lines, font size, line pitch). On a
        compact table held sideways as large as the seats' texts (12 CSS px at least), the
        box growing for it (in lines where the rows leave it too narrow); held upright
        wrapped to the box's width; else one 12-px line."""
        places = self.table_layout
        label = text("table.leftovers")
        if places.leftovers_grow:  # in lines where the rows leave the box too narrow
            size, left = places.seat_font(12), self.leftovers_left()
            lines = [label]
            if left is not None:
                lines = self.app.resources.wrap(label, size,
                                                places.leftover_box.right - left - 16) or lines
            return lines, size, places.seat_pitch(12)
        size = places.font(12)
        if places.leftover_label_wraps:
            lines = self.app.resources.wrap(label, size, places.leftover_box.width - 16)
            return lines or [label], size, places.line_pitch(12)
        return [label], size, places.line_pitch(12)

    def card_at(self, position: tuple[int, int]) -> int | None:
        """Index of the hand card under ``position`` (the topmost one)."""
        _, rects, _, _ = self.current_hand_rects()
        for index in range(len(rects) - 1, -1, -1):
            if rects[index].collidepoint(position):
                return index
        return None

    def card_rect(self, card: Card) -> pygame.Rect | None:
        """Where a hand card (or a leftover) is drawn: for tests and tools."""
        hand, rects, _, mode = self.current_hand_rects()
        lined = bool(rects) and self.choosing_lines(len(hand), mode) is not None
        for held, rect in zip(hand, rects, strict=True):
            if held == card:
                visible = rect.copy()
                index = hand.index(held)
                for later in rects[index + 1:]:  # later cards lie on top
                    if not later.colliderect(visible):
                        continue
                    if self.same_line(later, rect, lined):  # same line: from the right
                        visible.width = max(8, min(visible.width, later.x - rect.x))
                    else:  # the next line down (portrait): from the bottom
                        visible.height = max(8, min(visible.height, later.y - rect.y))
                return visible.clip(pygame.Rect((0, 0), self.size))  # a line past the foot
        return self.leftover_rects().get(str(card))

    def human_may_act(self) -> bool:
        """True when it is your move and every card in flight has landed (only then does
        the table say "Your turn", raise your playable cards and light their places)."""
        return self.session.human_to_move and not self.flights

    def selected_card(self) -> tuple[str, Card] | None:
        """("hand" or "leftover", card) under the selection."""
        return self.interaction.selected_item(self.session.view())

    def row_choice(self) -> tuple[Card, tuple[tuple[Move, int], ...], int] | None:
        """(card, its targets, the current one) when the selected card may go on either row
        of its suit and the choice matters (two packs); else None."""
        session = self.session
        return self.interaction.row_choice(session.view(), session.human_to_move,
                                           self.human_may_act())

    def cycle_target(self) -> bool:
        """Tab: the next row for the selected card; False when it has only one."""
        session = self.session
        return self.interaction.cycle_row(session.view(), session.human_to_move,
                                          self.human_may_act())

    def select_move(self, move: Move) -> None:
        """Put the selection on the card ``move`` names (the hint's card), so Enter plays
        it; a pass clears the selection (Enter then passes)."""
        self.interaction.point_at(self.session.view(), move)

    def first_raised(self) -> int | None:
        """Index of the first playable hand card, else the first card."""
        hand, raised, _, _ = self.hand_state()
        for index, flag in enumerate(raised):
            if flag:
                return index
        return 0 if hand else None

    def draw_leftovers(self, surface: pygame.Surface, view: View) -> None:
        """The face-up leftovers of equal hands, playable by anyone."""
        if not view.leftovers:
            return
        resources = self.app.resources
        box, drawn, _areas = self.leftover_places()
        draw_panel(surface, resources, box, alpha=150)
        lines, size, pitch = self.leftover_label()
        for number, line in enumerate(lines):
            surface.blit(resources.text(line, size, theme.TEXT_MUTED),
                         (box.x + 8, box.y + 4 + number * pitch))
        legal = self.interaction.playable(view, LEFTOVERS)
        selected_leftover = None
        if self.selected is not None and self.selected >= len(view.hand):
            selected_leftover = self.selected - len(view.hand)
        for index, (card, rect) in enumerate(zip(view.leftovers, drawn, strict=True)):
            lifted = rect.move(0, -LEFTOVER_LIFT) if card in legal else rect
            self.app.art.draw_card(surface, card, rect.size, lifted.topleft,
                                   dimmed=bool(legal) and card not in legal)
            if index == selected_leftover:
                pygame.draw.rect(surface, theme.ACCENT, lifted.inflate(4, 4), 2, border_radius=5)

    def draw_hand(self, surface: pygame.Surface, view: View) -> None:
        """Your cards, fanned: playable ones raised, the rest dimmed; penalties when covering."""
        hand, rects, dimmed, mode = self.current_hand_rects()
        self.hand_rect_cache = {str(card): rect for card, rect in zip(hand, rects, strict=True)}
        hint_card = None
        hint = self.session.hint
        if hint is not None and hint.move.card is not None:
            hint_card = str(hint.move.card)
        press = getattr(self, "press", None)  # a card dragged by a finger leaves the fan
        dragged = press.item[2] if press is not None and press.dragging and press.item \
            else None
        lower_top = None  # a hand held in two lines: the lower line's top
        if rects and self.choosing_lines(len(hand), mode) is not None:
            lower_top = max(rect.y for rect in rects)
        for index, (card, rect) in enumerate(zip(hand, rects, strict=True)):
            if index == dragged:
                continue
            self.app.art.draw_card(surface, card, rect.size, rect.topleft,
                                   dimmed=dimmed[index])
            if theme.PLAYABLE_OUTLINE_WIDTH and mode == "play" and not dimmed[index]:
                pygame.draw.rect(surface, theme.ACCENT, rect, theme.PLAYABLE_OUTLINE_WIDTH,
                                 border_radius=self.app.art.radius(rect.size))
            if mode == "cover":
                self.draw_penalty(surface, card, rects, index, lower_top)
            if str(card) == hint_card:
                pygame.draw.rect(surface, theme.GOOD, rect.inflate(6, 6), 3, border_radius=10)
            if index == self.selected:
                pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=10)

    def draw_penalty(self, surface: pygame.Surface, card: Card, rects: list[pygame.Rect],
                     index: int, lower_top: int | None) -> None:
        """The badge of what covering the card at ``index`` costs ("−13"): at the foot of
        the part of the card seen; on a compact table held sideways as large as the table's
        other texts (12 CSS px), at the foot of the part seen on its right, clear of the
        corner index (on the left it would hide the index's suit in a strip a thumb tall)."""
        resources = self.app.resources
        places = self.table_layout
        rect = rects[index]
        penalty = resources.text(f"\u2212{card.rank}", places.penalty_size, (255, 255, 255),
                                 bold=True)
        if places.penalty_beside_index:
            right = rect.right
            for later in rects[index + 1:]:  # the next card of its line lies over its right
                if self.same_line(later, rect, lower_top is not None) and rect.x < later.x < right:
                    right = later.x
            seen = min(rect.bottom, self.size[1])
            if lower_top is not None:  # down to the next line's top
                seen = min([seen, *(later.y for later in rects
                                    if later.y > rect.y and later.colliderect(rect))])
            box = penalty.get_rect().inflate(8, 2)
            box.bottomright = (right - 4, seen - 6)
        else:
            bottom = rect.bottom - 26
            if places.penalty_in_line_strip:  # inside the card, or the strip a lower line
                # leaves seen
                seen = min(rect.height, places.hand_line_step or rect.height)
                bottom = rect.y + seen - penalty.get_height() - 10
            elif lower_top is not None:  # two lines: in the strip seen
                seen = lower_top - rect.y if rect.y < lower_top else self.size[1] - rect.y
                bottom = rect.y + seen - penalty.get_height() - 10
            box = penalty.get_rect(topleft=(rect.x + 6, bottom)).inflate(8, 4)
        surface.blit(resources.panel(box.size, (190, 40, 50), 235, radius=8), box)
        surface.blit(penalty, penalty.get_rect(center=box.center))
