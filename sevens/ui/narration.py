"""Narration (issue 34): the deal told in words, one line per event, for players who cannot
see the table. No pygame here.

The lines come from the events the table is handed, whose turn it is and the results, through
the one text path (:func:`event_line` words the move log too). They go to stdout with
``main.py --narrate`` (``Ada played 7♠``), and in the browser to the page's hidden
``aria-live`` region (:func:`sevens.app.webpage.announce`).

Focus never leaves the game unannounced: every screen the game changes to is said with the
keys it takes (:meth:`~sevens.ui.scene.Scene.spoken_title`); so is a question put over a
screen (a :class:`~sevens.ui.focus.ConfirmDialog`, handed the narrator's voice), with its keys
and each button the focus moves to, and each notice the menu shows. An autoplayed game
announces no screens.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol, TextIO

from sevens import events as engine_events
from sevens.app import translation, webpage
from sevens.app.translation import join_sentences, place_name, render, text
from sevens.cards import Card

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
    fits = " ".join(card.pretty() for card in playable or ())
    now = "" if playable is None else text("narrate.playable", cards=fits) if fits \
        else text("narrate.none_playable")
    return join_sentences(text("narrate.hand", cards=cards), now)


class Announced(Protocol):
    """A screen as it is announced (every :class:`~sevens.ui.scene.Scene` is one)."""

    def spoken_title(self) -> str | None:
        """What a screen reader hears when the screen comes on show (None: nothing)."""


class Narrator:
    """Where the spoken lines go: stdout (``--narrate``) and/or the page's live region.

    A narrator that goes nowhere (the desktop game without ``--narrate``) keeps nothing and
    costs nothing: scenes may call it freely.
    """

    def __init__(self, *, to_stdout: bool = False, web: bool = webpage.WEB,
                 window: object | None = None, stream: TextIO | None = None,
                 scenes: bool = True) -> None:
        self.to_stdout = to_stdout
        self.web = web
        self.window = window
        self.stream = stream
        self.lines: deque[str] = deque(maxlen=KEPT_LINES)
        self.last_turn: str | None = None
        #: Says each screen (and question) that comes on show; off for ``--autoplay``.
        self.scenes = scenes
        #: What was on show at the last :meth:`watch`: the scene, its question, the notice.
        self.scene: Announced | None = None
        self.dialog: Any | None = None
        self.notice: Any | None = None

    def watch(self, scene: Announced) -> None:
        """Call once a frame with the scene on show: says what is new since the last call (a
        screen, a question, a notice; see the module's words)."""
        if not self.scenes or not self.active:
            return
        if scene is not self.scene:
            self.scene = scene
            self.say(scene.spoken_title() or "")
        dialog = getattr(scene, "dialog", None)
        if dialog is not self.dialog:
            self.dialog = dialog
            if dialog is not None:  # it says itself, then its ring each answer focused
                dialog.announce(self.say)
        notice = getattr(getattr(getattr(scene, "app", None), "notices", None), "current", None)
        if notice is not self.notice:
            self.notice = notice
            if notice is not None:
                self.say(render(notice))

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
            webpage.announce(line, translation.language(), web=self.web, window=self.window)

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
