"""Narration (issue 34): the deal told in words, one line per event, for players who cannot
see the table.

The lines come from the frozen events the table is handed (plays, passes, covers, gifts, who
went out), whose turn it is and the results, all through the one text path (message keys and
parameters in the player's language; the move log words events with the same keys, through
:func:`event_line`). Where they go:

- natively, with ``main.py --narrate``: stdout, one line per event (``Ada played 7♠``);
- in the browser: the page's visually hidden ``aria-live`` region, through
  :func:`sevens.ui.webhost.announce`, in the game's language.

No pygame here.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import TextIO

from sevens import events as engine_events
from sevens.app import translation
from sevens.app.translation import place_name, text
from sevens.cards import Card
from sevens.ui import webhost
from sevens.ui.scene_speech import Announced, SceneAnnouncer

#: How many spoken lines the narrator keeps (for tests and a screen reader's "say again").
KEPT_LINES = 2000


def event_line(event: engine_events.Event, name: Callable[[int], str], *,
               two_rows: bool = False, ordinal: bool = True) -> str | None:
    """One public event in words (``"Ada played 7♠"``), or None for an event nobody reads
    (the deal being dealt, its end).

    ``name`` names a seat; ``two_rows`` says a row number after a card played on a second
    suit row (two packs); ``ordinal`` says "finished 2nd" rather than "hand empty" when the
    order of going out is the scoring's place.
    """
    if isinstance(event, engine_events.CardPlayed):
        card = event.card.pretty()
        if event.from_leftover:
            return text("log.leftover", name=name(event.seat), card=card)
        if two_rows and event.suit_row > 1:
            return text("log.played_row", name=name(event.seat), card=card, row=event.suit_row)
        return text("log.played", name=name(event.seat), card=card)
    if isinstance(event, engine_events.SevensLaidOut):
        return text("log.sevens")
    if isinstance(event, engine_events.Passed):
        return text("log.free_pass" if event.free else "log.pass", name=name(event.seat))
    if isinstance(event, engine_events.CardCovered):
        if event.card is None:
            return text("log.cover", name=name(event.seat))
        return text("log.cover_card", name=name(event.seat), card=event.card)
    if isinstance(event, engine_events.CardGiven):
        giver, receiver = name(event.giver), name(event.receiver)
        if event.card is None:
            return text("log.give", giver=giver, receiver=receiver)
        return text("log.give_card", giver=giver, receiver=receiver, card=event.card)
    if isinstance(event, engine_events.PlayerOut):
        return text("log.out", name=name(event.seat))
    if isinstance(event, engine_events.PlayerFinished):
        if ordinal:
            return text("log.finished", name=name(event.seat), place=place_name(event.order))
        return text("log.done", name=name(event.seat))
    if isinstance(event, engine_events.BonusEarned):
        return text("log.bonus", name=name(event.seat), bonus=text(f"bonus.{event.bonus}"),
                    points=event.points)
    return None


def hand_line(hand: Sequence[Card], playable: Iterable[Card] | None) -> str:
    """What the read-out key says: your hand, then the cards you may play now (``playable``
    None: it is not your turn, so only the hand)."""
    cards = " ".join(card.pretty() for card in hand) or text("narrate.no_cards")
    if playable is None:
        return text("narrate.hand", cards=cards)
    fits = [card.pretty() for card in playable]
    if not fits:
        return translation.join_sentences(text("narrate.hand", cards=cards),
                                       text("narrate.none_playable"))
    return translation.join_sentences(text("narrate.hand", cards=cards),
                                   text("narrate.playable", cards=" ".join(fits)))


class Narrator:
    """Where the spoken lines go: stdout (``--narrate``) and/or the page's live region.

    A narrator that goes nowhere (the desktop game without ``--narrate``) keeps nothing and
    costs nothing: scenes may call it freely.
    """

    def __init__(self, *, to_stdout: bool = False, web: bool = webhost.WEB,
                 window: object | None = None, stream: TextIO | None = None,
                 scenes: bool = True) -> None:
        self.to_stdout = to_stdout
        self.web = web
        self.window = window
        self.stream = stream
        self.lines: deque[str] = deque(maxlen=KEPT_LINES)
        self.last_turn: str | None = None
        #: Says each screen (and question) that comes on show; off for ``--autoplay``.
        self.scenes = SceneAnnouncer(self, enabled=scenes)

    def watch(self, scene: Announced) -> None:
        """Call once a frame with the scene on show: a new screen or question is said (see
        :mod:`sevens.ui.scene_speech`)."""
        self.scenes.watch(scene)

    @property
    def active(self) -> bool:
        """Whether anyone listens (stdout or the page)."""
        return self.to_stdout or self.web

    def say(self, line: str) -> None:
        """Speak one line (empty lines are skipped)."""
        if not line or not self.active:
            return
        self.lines.append(line)
        if self.to_stdout:
            print(line, file=self.stream or sys.stdout, flush=True)
        if self.web:
            webhost.announce(line, translation.language(), web=self.web, window=self.window)

    def tell_events(self, new: Iterable[engine_events.Event], name: Callable[[int], str], *,
                    two_rows: bool = False, ordinal: bool = True) -> None:
        """Speak each event that has words (see :func:`event_line`)."""
        if not self.active:
            return
        for event in new:
            line = event_line(event, name, two_rows=two_rows, ordinal=ordinal)
            if line:
                self.last_turn = None  # after a move the next turn is news again
                self.say(line)

    def tell_turn(self, line: str) -> None:
        """Whose turn it is (said once, not again until something happened)."""
        if line and line != self.last_turn:
            self.last_turn = line
            self.say(line)
