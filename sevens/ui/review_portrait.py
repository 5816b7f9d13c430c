"""The Review screen held upright (issue 30): the same decisions, verdicts, table, hand and
options as :class:`sevens.ui.review_scene.ReviewScene`, laid out for a portrait canvas
(720 wide) instead of the landscape one shrunk into it.

Top to bottom: the title, the rule system and the total; the decision list (a thumb-tall row
per decision, dragged with a finger or turned with the wheel); the selected decision in a
panel of its own, which scrolls the same way when its table, hand and options are longer than
the room (every reason whole, none cut short); the seat to replay from; Back, Show all hands
and Play it from this seat, their widths shared by the labels they can show
(:func:`sevens.ui.review_buttons.row_widths`), each on one line. Every size is written for a
360-px phone (a 720×1560 canvas, 0.5 CSS px per logical px), so it holds on a 390×844 one and
on a 360×640 one (720×1280; a row fewer in the list): text at least 24 logical px (12 CSS px),
buttons and list rows 88 tall (44 CSS px). A shorter upright canvas (a tablet, more CSS px
per logical px) presses the layout together as the portrait menu does
(:attr:`sevens.ui.geometry.canvas.Canvas.squeeze`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from sevens.cards import Card
from sevens.ui import theme
from sevens.ui.geometry.canvas import PORTRAIT, Canvas
from sevens.ui.hands_view import hand_rows
from sevens.ui.layout import RowGeometry
from sevens.ui.messages import text
from sevens.ui.review_buttons import row_widths
from sevens.ui.session import describe_move
from sevens.ui.viewport import PHONE_HEIGHT, THUMB_HEIGHT
from sevens.ui.widgets import Stepper, draw_panel

if TYPE_CHECKING:
    from sevens.game import View
    from sevens.moves import Move
    from sevens.review import Decision
    from sevens.ui.review_scene import ReviewScene

__all__ = ["Block", "PortraitReview", "ReviewList", "detail_blocks"]

#: Margin at the canvas's edges, and between things (logical px, before squeezing).
PAD = 24
GAP = 12
#: Text sizes in logical px: × 0.5 gives CSS px on a 360-px phone.
TITLE = 40
HEADING = 28
BODY = 24
#: Buttons and list rows: a thumb's height on a 360-px phone.
TALL = THUMB_HEIGHT
#: Decisions the list shows at once on a 1558-tall canvas; one fewer on a phone's canvas
#: shorter than :data:`SHORT_PHONE` (360×640 gives 720×1280), which keeps the design's sizes,
#: so that the detail keeps room for the hand.
LIST_ROWS = 4
SHORT_PHONE = 1480
#: Card faces in the detail: the table's rows, and the hand.
ROW_CARD = (40, 56)
HAND_CARD = (56, 78)

#: One piece of the detail: its height, and what draws it at (surface, x, y).
Painter = Callable[[pygame.Surface, int, int], None]



def words_of(scene: ReviewScene, key: str, **values: object) -> str:
    """The text ``key`` about the one whose decisions are reviewed: as it stands ("you
    chose…") for a single player, naming the person at a table of people (pass-and-play,
    issue 34: "Ada chose…"), from the key's ``_person`` variant. A bare ``review.you`` is
    the person's name."""
    if not scene.session.people:
        return text(key, **values)
    name = scene.session.seat_name(scene.review.seat)
    return name if key == "review.you" else text(f"{key}_person", name=name, **values)

@dataclass(frozen=True)
class Block:
    """A line (or a line of cards) of the detail panel, scrolled as a whole."""

    height: int
    paint: Painter


class ReviewList:
    """The Review's list of decisions in thumb-tall rows and the selected decision in readable
    lines: its panels :attr:`list_rect` and :attr:`detail_rect`, the rows' pitch
    :attr:`row_height`, the type sizes :attr:`body` and :attr:`heading` and :attr:`squeeze`,
    set by a layout (held upright: :class:`PortraitReview`; turned sideways:
    :class:`sevens.ui.review_compact.CompactReview`)."""

    list_rect: pygame.Rect
    row_height: int
    body: int
    heading: int
    squeeze: float
    #: The selected decision's panel, scrolled a line (:attr:`line` px) at a time; the seat
    #: to replay from, made for the layout.
    detail_rect: pygame.Rect
    line: int
    stepper: Stepper

    def visible_rows(self) -> int:
        """How many decisions the list shows at once."""
        return max(1, (self.list_rect.height - 2 * self.inset) // self.row_height)

    @property
    def inset(self) -> int:
        """Room between the list panel's edge and its first row."""
        return max(4, round(8 * self.squeeze))

    def row_rect(self, number: int, scroll: int) -> pygame.Rect:
        """Where decision ``number`` is listed with the list scrolled to ``scroll``."""
        return pygame.Rect(self.list_rect.x + self.inset,
                           self.list_rect.y + self.inset + (number - scroll) * self.row_height,
                           self.list_rect.width - 2 * self.inset, self.row_height - 4)

    def draw_list(self, scene: ReviewScene, surface: pygame.Surface) -> None:
        """A thumb-tall row per decision: number, what you played, what it cost."""
        resources = scene.app.resources
        panel = self.list_rect
        draw_panel(surface, resources, panel, alpha=170)
        points = scene.review.points
        visible = self.visible_rows()
        for number in range(scene.scroll, min(len(points), scene.scroll + visible)):
            rect = self.row_rect(number, scene.scroll)
            if number == scene.selected:
                surface.blit(resources.panel(rect.size, theme.ACCENT, 60, radius=10,
                                             border=theme.ACCENT), rect)
            elif number > scene.scroll:
                pygame.draw.line(surface, theme.PANEL_BORDER, (rect.x + 8, rect.y - 2),
                                 (rect.right - 8, rect.y - 2))
            played = points[number][2]
            note, ink, costly = scene.list_note(number)
            label = resources.text(f"{number + 1}.", self.body, theme.TEXT_MUTED)
            move = resources.text(describe_move(played), self.heading, theme.TEXT, bold=True)
            noted = resources.text(note, self.body, ink)
            move_x = rect.x + 8 + resources.text("00.", self.body, theme.TEXT_MUTED).get_width()
            move_x += 30  # room for the costly mark between the number and the move
            one_line = move_x + move.get_width() + 16 + noted.get_width() <= rect.right - 12
            top = rect.centery - move.get_height() // 2 if one_line else rect.y + 6
            surface.blit(label, (move_x - 30 - label.get_width(), top + (move.get_height()
                                                                         - label.get_height())
                                 // 2))
            surface.blit(move, (move_x, top))
            if costly:
                pygame.draw.circle(surface, theme.DANGER,
                                   (move_x - 15, top + move.get_height() // 2), 6)
            note_y = (top + (move.get_height() - noted.get_height()) // 2 if one_line
                      else rect.bottom - 6 - noted.get_height())
            surface.blit(noted, (rect.right - 12 - noted.get_width(), note_y))
        draw_scrollbar(surface, panel, scene.scroll, visible, len(points))

    def detail_view(self) -> pygame.Rect:
        """The part of the detail panel its lines are drawn in."""
        return self.detail_rect.inflate(-2 * max(10, round(18 * self.squeeze)),
                                        -2 * max(8, round(14 * self.squeeze)))

    def draw_detail(self, scene: ReviewScene, surface: pygame.Surface) -> None:
        """The selected decision's lines, from the first one scrolled to, as many as fit."""
        resources = scene.app.resources
        draw_panel(surface, resources, self.detail_rect, alpha=170)
        blocks = detail_blocks(scene, self)
        view = self.detail_view()
        start = min(scene.detail_scroll, self.most_detail_scroll(blocks))
        y = view.y
        for block in blocks[start:]:
            if y + block.height > view.bottom:
                break
            block.paint(surface, view.x, y)
            y += block.height
        shown = sum(1 for _ in _fitting(blocks[start:], view.height))
        draw_scrollbar(surface, self.detail_rect, start, shown, len(blocks))

    def most_detail_scroll(self, blocks: list[Block]) -> int:
        """The furthest the detail may scroll: its last lines then just fill the panel."""
        room = self.detail_view().height
        used = 0
        for index in range(len(blocks) - 1, -1, -1):
            used += blocks[index].height
            if used > room:
                return index + 1
        return 0

    def draw(self, scene: ReviewScene, surface: pygame.Surface) -> None:
        """The whole Review in this layout."""
        raise NotImplementedError


class PortraitReview(ReviewList):
    """The portrait Review's places and sizes for one canvas size; moves the scene's buttons
    and makes its seat stepper for them."""

    def __init__(self, scene: ReviewScene, size: tuple[int, int]) -> None:
        width, height = size
        self.size = size
        # a phone's 720×1280 keeps thumbs and 12-CSS-px text
        squeeze = Canvas(width, height, PORTRAIT).squeeze
        self.squeeze = squeeze

        def unit(value: float) -> int:
            return round(value * squeeze)

        self.pad = max(12, unit(PAD))
        self.title = unit(TITLE)
        self.heading = unit(HEADING)
        self.body = unit(BODY)
        self.line = self.body + max(4, unit(8))
        self.row_height = unit(TALL + 4)  # a row is 4 px shorter than its pitch
        tall = unit(TALL)
        inner = width - 2 * self.pad
        gap = max(6, unit(GAP))
        self.title_y = unit(18)
        self.rules_y = self.title_y + self.title + unit(14)
        self.summary_y = self.rules_y + self.line
        list_top = self.summary_y + 2 * self.line + unit(6)
        rows = LIST_ROWS - 1 if PHONE_HEIGHT <= height < SHORT_PHONE else LIST_ROWS
        self.list_rect = pygame.Rect(self.pad, list_top, inner,
                                     rows * self.row_height + 2 * unit(8))
        buttons_y = height - self.pad - tall
        stepper_y = buttons_y - gap - tall
        self.detail_rect = pygame.Rect(self.pad, self.list_rect.bottom + gap, inner,
                                       stepper_y - gap - self.list_rect.bottom - gap)
        # Back, Show all hands, Play it from this seat (the primary, widest), their widths
        # shared by the labels they can show where one would not fit its share on one line
        names = ("back", "all_hands", "replay")
        shares = [round(inner * 0.27), round(inner * 0.30)]
        shares.append(inner - sum(shares) - 2 * gap)
        x = self.pad
        for name, wide in zip(names, row_widths(scene, names, shares, self.body), strict=True):
            button = next(button for button in scene.buttons if button.name == name)
            button.rect = pygame.Rect(x, buttons_y, wide, tall)
            button.size, button.wrap = self.body, True
            x += wide + gap
        resources = scene.app.resources
        stepper_font = max(self.body + 4, unit(28))
        label = scene.landscape_stepper.label  # Replay from (or, with people, Review of)
        label_width = min(inner // 2, resources.text(label, stepper_font, theme.TEXT)
                          .get_width() + 2 * gap)
        self.stepper = Stepper((self.pad, stepper_y, inner, tall), label,
                               scene.seat_stepper.choices, scene.replay_seat,
                               scene.seat_stepper.on_change, scene.seat_stepper.describe,
                               label_width=label_width, name="replay_seat",
                               font=stepper_font, small_font=self.body)

    # ----------------------------------------------------------------- drawing

    def draw(self, scene: ReviewScene, surface: pygame.Surface) -> None:
        """The whole Review on a portrait canvas."""
        resources = scene.app.resources
        surface.blit(resources.felt, (0, 0))
        width = self.size[0] - 2 * self.pad
        for size in range(self.title, self.heading - 1, -2):
            rendered = resources.text(scene.title(), size, theme.TEXT, bold=True)
            if rendered.get_width() <= width:
                break
        surface.blit(rendered, (self.pad, self.title_y))
        rules_name = resources.text(text(f"preset.{scene.session.rules_id}.title"), self.body,
                                    theme.ACCENT, bold=True)
        surface.blit(rules_name, (self.pad, self.rules_y))
        summary, colour = scene.summary()
        for index, line in enumerate(resources.wrap(summary, self.body, width,
                                                    bold=scene.review.done)[:2]):
            surface.blit(resources.text(line, self.body, colour, bold=scene.review.done),
                         (self.pad, self.summary_y + index * self.line))
        self.draw_list(scene, surface)
        self.draw_detail(scene, surface)
        self.stepper.draw(surface, resources)
        for button in scene.buttons:
            button.draw(surface, resources)


def _fitting(blocks: list[Block], room: int) -> list[Block]:
    """The blocks from the first that fit in ``room`` px, one under the other."""
    kept, used = [], 0
    for block in blocks:
        if used + block.height > room:
            break
        kept.append(block)
        used += block.height
    return kept


def draw_scrollbar(surface: pygame.Surface, panel: pygame.Rect, first: int, shown: int,
                   total: int) -> None:
    """A thin bar at the panel's right edge telling where the view is (only when it
    scrolls)."""
    if total <= shown or total <= 0:
        return
    track = pygame.Rect(panel.right - 9, panel.y + 10, 5, panel.height - 20)
    pygame.draw.rect(surface, theme.PANEL_BORDER, track, border_radius=3)
    length = max(24, track.height * shown // total)
    top = track.y + (track.height - length) * first // max(1, total - shown)
    pygame.draw.rect(surface, theme.ACCENT, (track.x, top, track.width, length),
                     border_radius=3)


# ------------------------------------------------------------------ the detail's lines

def _text_block(scene: ReviewScene, line: str, size: int, colour: theme.Colour,
                height: int, *, bold: bool = False, indent: int = 0) -> Block:
    resources = scene.app.resources

    def paint(surface: pygame.Surface, x: int, y: int) -> None:
        surface.blit(resources.text(line, size, colour, bold=bold), (x + indent, y))

    return Block(height, paint)


def _wrapped(scene: ReviewScene, sentence: str, size: int, colour: theme.Colour, width: int,
             line: int, *, bold: bool = False, indent: int = 0) -> list[Block]:
    resources = scene.app.resources
    return [_text_block(scene, part, size, colour, line, bold=bold, indent=indent)
            for part in resources.wrap(sentence, size, width - indent, bold=bold)]


def detail_blocks(scene: ReviewScene, places: ReviewList) -> list[Block]:
    """The selected decision as lines for the detail panel (held upright or turned sideways):
    the heading and the
    verdict, then the table and your hand as they were and every option with its whole
    reason (or, with Show all hands, the others' hands then)."""
    body, line = places.body, places.line
    width = places.detail_view().width
    if not scene.review.points:
        return _wrapped(scene, words_of(scene, "review.none"), body, theme.TEXT_MUTED, width, line)
    index, view, played = scene.review.points[scene.selected]
    decision = scene.decision()
    heading = words_of(scene, "review.decision", number=scene.selected + 1, move=index + 1,
                         played=describe_move(played))
    heading_line = places.heading + max(4, round(8 * places.squeeze))
    blocks = _wrapped(scene, heading, places.heading, theme.TEXT, width, heading_line,
                      bold=True)
    verdict = scene.verdict(decision, played)
    if verdict is not None:
        blocks += _wrapped(scene, verdict[0], body, verdict[1], width, line)
    blocks.append(Block(line // 2, lambda surface, x, y: None))
    if scene.show_hands:
        return blocks + _hands_blocks(scene, places, index, width)
    blocks += _position_blocks(scene, places, view, played, decision, width)
    if decision is None:
        return blocks + _wrapped(scene, text("review.weighing"), body, theme.TEXT_MUTED,
                                 width, line)
    return blocks + _option_blocks(scene, places, view, played, decision, width)


def _cards_block(scene: ReviewScene, cards: list[tuple[Card, int, int, bool]],
                 size: tuple[int, int], height: int,
                 rings: dict[Card, theme.Colour] | None = None) -> Block:
    """A line of card faces: (card, x offset, y offset, dimmed) each."""

    def paint(surface: pygame.Surface, x: int, y: int) -> None:
        for card, dx, dy, dimmed in cards:
            rect = scene.app.art.draw_card(surface, card, size, (x + dx, y + dy), shadow=False,
                                           dimmed=dimmed)
            colour = (rings or {}).get(card)
            if colour is not None:
                pygame.draw.rect(surface, colour, rect.inflate(4, 4), 3, border_radius=5)

    return Block(height, paint)


def _position_blocks(scene: ReviewScene, places: ReviewList, view: View, played: Move,
                     decision: Decision | None, width: int) -> list[Block]:
    """The rows on the table then (lined up by rank) and your hand then."""
    body, line = places.body, places.line
    squeeze = places.squeeze
    blocks = _wrapped(scene, text("review.table"), body, theme.TEXT_MUTED, width, line)
    rows = [row for row in view.rows if row.cards]
    geometry = RowGeometry(len(rows) or 1, scene.session.rules.ace)
    card = (round(ROW_CARD[0] * squeeze), round(ROW_CARD[1] * squeeze))
    pitch = min(card[0] + 4, (width - card[0]) // max(1, geometry.slots - 1))
    if not rows:
        blocks += _wrapped(scene, text("review.table_empty"), body, theme.TEXT_MUTED, width,
                           line, indent=8)
    columns = [[scene.column(geometry, row, placed) for placed in row.cards] for row in rows]
    left = min((column for row in columns for column in row), default=0)
    for row, row_columns in zip(rows, columns, strict=True):
        faces = [(placed, (column - left) * pitch, 0, False)
                 for placed, column in zip(row.cards, row_columns, strict=True)]
        blocks.append(_cards_block(scene, faces, card, card[1] + 6))
    blocks.append(Block(line // 3, lambda surface, x, y: None))
    blocks += _wrapped(scene, words_of(scene, "review.hand"), body, theme.TEXT_MUTED, width, line)
    hand = list(view.hand)
    card = (round(HAND_CARD[0] * squeeze), round(HAND_CARD[1] * squeeze))
    pitch = min(card[0] + 6, (width - card[0] - 8) // max(1, len(hand) - 1))
    raise_by = round(12 * squeeze)
    chosen = {played.card} if played.card is not None else set()
    best = decision.best.card if decision is not None else None
    rings: dict[Card, theme.Colour] = {}
    faces = []
    for number, held in enumerate(hand):
        if held in chosen:
            rings[held] = theme.ACCENT
        elif held == best:
            rings[held] = theme.GOOD
        faces.append((held, 4 + number * pitch, 0 if held in chosen else raise_by,
                      not scene.is_option(held, view)))
    blocks.append(_cards_block(scene, faces, card, card[1] + raise_by + 10, rings))
    return blocks


def _option_blocks(scene: ReviewScene, places: ReviewList, view: View, played: Move,
                   decision: Decision, width: int) -> list[Block]:
    """Each option, best first: who chose it, the move, its average result, how far behind
    the best it is, and its whole reason under it."""
    resources = scene.app.resources
    body, line = places.body, places.line
    header = text("review.options_lower" if scene.lower_is_better else "review.options",
                  unit=scene.unit())
    blocks = _wrapped(scene, header, body, theme.TEXT_MUTED, width, line)
    moves = {str(move): move for move in view.legal_moves}
    best = str(decision.best)
    best_value = decision.options[best]
    indent = round(24 * places.squeeze)
    for option in sorted(decision.options, key=lambda option: -decision.options[option]):
        move = moves.get(option)
        value = decision.options[option]
        mine = move == played
        tag = words_of(scene, "review.you") if mine else ""
        if option == best:
            tag = f"{tag} · {text('review.hard')}" if tag else text("review.hard")
        ink = theme.ACCENT if mine else theme.TEXT
        label = describe_move(move) if move is not None else option
        number = scene.value_text(value)
        gap = best_value - value
        behind = f"\u2212{gap:.2f}" if gap > 0.005 else ""
        tag_ink = theme.GOOD if option == best else theme.ACCENT
        tag_width = resources.text(tag, body, tag_ink).get_width() + 12 if tag else 0
        left = (tag_width + resources.text(label, body, ink, bold=mine).get_width())
        right = (resources.text(number, body, ink).get_width()
                 + (resources.text(behind, body, theme.DANGER).get_width() + 12
                    if behind else 0))

        def paint(surface: pygame.Surface, x: int, y: int, tag: str = tag,
                  tag_ink: theme.Colour = tag_ink, tag_width: int = tag_width,
                  label: str = label, ink: theme.Colour = ink, mine: bool = mine,
                  number: str = number, behind: str = behind, both: bool = True) -> None:
            if tag:
                surface.blit(resources.text(tag, body, tag_ink), (x, y))
            surface.blit(resources.text(label, body, ink, bold=mine), (x + tag_width, y))
            if both:
                paint_value(surface, x, y, number=number, ink=ink, behind=behind)

        def paint_value(surface: pygame.Surface, x: int, y: int, *, number: str = number,
                        ink: theme.Colour = ink, behind: str = behind) -> None:
            right_edge = x + width
            if behind:
                shown = resources.text(behind, body, theme.DANGER)
                surface.blit(shown, (right_edge - shown.get_width(), y))
                right_edge -= shown.get_width() + 12
            shown = resources.text(number, body, ink)
            surface.blit(shown, (right_edge - shown.get_width(), y))

        if left + 24 + right <= width:
            blocks.append(Block(line, paint))
        else:  # a long move in a long language: its value on the line under it
            blocks.append(Block(line, lambda surface, x, y, paint=paint:
                                paint(surface, x, y, both=False)))
            blocks.append(Block(line, paint_value))
        reason = scene.reason(option) if not decision.forced else ""
        if reason:
            blocks += _wrapped(scene, reason, body, theme.TEXT_MUTED, width, line,
                               indent=indent)
        blocks.append(Block(max(4, line // 4), lambda surface, x, y: None))
    return blocks


def _hands_blocks(scene: ReviewScene, places: ReviewList, index: int,
                  width: int) -> list[Block]:
    """Show all hands: every other seat's name and its cards just before the decision."""
    resources = scene.app.resources
    body, line = places.body, places.line
    blocks = _wrapped(scene, text("hands.then", number=scene.selected + 1), body, theme.TEXT,
                      width, line)
    card = (round(HAND_CARD[0] * places.squeeze * 0.85),
            round(HAND_CARD[1] * places.squeeze * 0.85))
    for seat, name, cards in hand_rows(scene.session, scene.hands_then(index),
                                       skip=scene.review.seat):
        colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]

        def paint(surface: pygame.Surface, x: int, y: int, name: str = name,
                  colour: theme.Colour = colour) -> None:
            pygame.draw.circle(surface, colour, (x + 8, y + body // 2 + 3), 7)
            surface.blit(resources.text(name, body, theme.TEXT, bold=True), (x + 24, y))

        blocks.append(Block(line, paint))
        pitch = min(card[0] + 4, (width - card[0] - 8) // max(1, len(cards) - 1))
        faces = [(held, 4 + number * pitch, 0, False) for number, held in enumerate(cards)]
        blocks.append(_cards_block(scene, faces, card, card[1] + 12))
    return blocks
