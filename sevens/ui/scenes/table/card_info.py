"""What a card in your hand frees or blocks, in a few sentences (a long press shows them).

Worked out from your own view only, with the heuristic players' :class:`~sevens.bots.board.Board`
(the same row look-ups as the engine, so ace rules, Domino starts and two packs hold): a card
that fits now says which of your cards it lets you follow with, how many of the others' cards
it opens the way to, and how many it keeps back while you hold it; a card that does not fit yet
says how many cards must go down first and what waits behind it.
"""

from __future__ import annotations

from sevens.bots.board import Board
from sevens.bots.knowledge import read_view
from sevens.cards import Card
from sevens.game import View
from sevens.ui.session import card_text
from sevens.ui.translation import text


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    """Cards as printed, without repeats (two packs hold two copies of a kind)."""
    seen: list[str] = []
    for card in cards:
        printed = card_text(card)
        if printed not in seen:
            seen.append(printed)
    return " ".join(seen)


def card_info_lines(view: View, card: Card, covering: bool = False) -> list[str]:
    """Sentences on ``card`` for the player whose ``view`` this is: whether it fits, what
    playing it frees (yours and the others'), what holding it blocks; when ``covering``,
    also what covering it costs."""
    board = Board(view, read_view(view))
    name = card_text(card)
    lines: list[str] = []
    fits = any(move.card == card and move.kind in ("play", "leftover")
               for move in view.legal_moves) or card in view.playable
    if fits:
        lines.append(text("touch.info.fits", card=name))
        effect = board.effect(card)
        if effect is not None:
            if effect.opens_mine:
                lines.append(text("touch.info.frees", cards=_cards(effect.opens_mine)))
            else:
                lines.append(text("touch.info.frees_none"))
            released = board.newly_released(effect)
            if released:
                lines.append(text("touch.info.opens", count=len(released)))
            if effect.hidden_beyond:
                lines.append(text("touch.info.blocks", count=len(effect.hidden_beyond)))
        return lines
    distance = board.distance(card)
    mine, hidden, dead = board.outside(card)
    if dead:
        lines.append(text("touch.info.dead", card=name))
    elif 0 < distance < 99:
        lines.append(text("touch.info.waits_one", card=name) if distance == 1
                     else text("touch.info.waits", card=name, count=distance))
    if mine:
        lines.append(text("touch.info.behind", cards=_cards(mine)))
    if hidden:
        lines.append(text("touch.info.blocks", count=len(hidden)))
    if covering:
        lines.append(text("touch.info.cover_cost", card=name, penalty=card.rank))
    return lines
