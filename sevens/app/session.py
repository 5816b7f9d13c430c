"""A match at the table: the engine's Match and Game, the bots, pacing, undo and hints.

No pygame here: scenes drive a :class:`Session` with :meth:`Session.update` every frame and
read :meth:`Session.view` for what the human seat may see. Bots think in slices
(``begin``/``advance``) so a frame never stalls.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

import sevens
from sevens.app.names import people_table_names, seat_name
from sevens.app.translation import refusal_text, text
from sevens.cards import Card
from sevens.events import Event
from sevens.game import Game, View
from sevens.message import Message
from sevens.moves import Move
from sevens.review import DEFAULT_ITERATIONS, DecisionWeighing, Judgement, deal_fingerprint
from sevens.rules import Rules
from sevens.scoring import Result

if TYPE_CHECKING:
    from sevens.bots.base import Bot

# Seconds a bot waits after the last card landed; with the flight (table.animation) a bot's
# move takes about a second at the normal pace, long enough to follow.
SPEED_DELAYS = {"slow": 1.1, "normal": 0.6, "fast": 0.3, "instant": 0.0}
SPEEDS = tuple(SPEED_DELAYS)
#: How fast a played card flies (the menu's "Cards"); "still" is reduced motion (issue 34):
#: no card flies, it is simply where it lands.
CARD_SPEEDS = ("slow", "normal", "fast", "still")
LEVELS = ("random", "easy", "normal", "hard")
#: Levels no longer offered, and the level a setting or saved game naming one plays at
#: instead (``expert`` did not beat ``hard``: docs/bots.md, issue 48).
RETIRED_LEVELS = {"expert": "hard"}
#: A bot thinks this long per frame: well inside a 60 Hz frame (16.7 ms) even in WebAssembly,
#: where the same Python runs 2-3x slower and the page needs time to draw and take input.
THINK_SLICE_SECONDS = 0.005
HUMAN_SEAT = 0


class SlicedThinker:
    """Runs one bot decision across frames, whatever slicing the bot offers."""

    def __init__(self, bot: Bot, view: View) -> None:
        self.bot = bot
        self.view = view
        self.move: Move | None = None
        self.sliced = hasattr(bot, "begin") and hasattr(bot, "advance")
        if self.sliced:
            bot.begin(view)

    def advance(self, seconds: float = THINK_SLICE_SECONDS) -> Move | None:
        """Think for about ``seconds``; the move when decided, else None."""
        if self.move is None:
            self.move = self.bot.advance(seconds) if self.sliced else self.bot.choose(self.view)
        return self.move


@dataclass
class Hint:
    """The hint for the human seat: Review's judgement of the decision, made ahead of time
    (:mod:`sevens.review`); ``reason`` is the heuristic's reason for the best move."""

    move: Move
    reason: Message | None  # the heuristic's, rendered in the player's language
    judgement: Judgement | None = None


def describe_move(move: Move) -> str:
    """A move in words for the player, e.g. "play 8♦", "play 8♦ on row 2" or "pass"."""
    if move.kind == "pass":
        return text("move.pass")
    words = text(f"move.{move.kind}", card=card_text(move.card))
    row = getattr(move, "row", None)
    return words if row is None else text("move.on_row", move=words, row=row)


def card_text(card: Card) -> str:
    """A card as printed for people: 10♦, Q♠."""
    return card.pretty()


class Session:
    """One match for a human seat (or all bots in autoplay) against computer players."""

    game: Game

    def __init__(self, rules: Rules, rules_id: str, *, level: str = "normal",
                 deals: int | None = None, seed: int | None = None, speed: str = "normal",
                 autoplay: bool = False, deal_code: str | None = None,
                 human_seat: int = HUMAN_SEAT, home_seat: int | None = None,
                 people: tuple[str, ...] | dict[int, str] = (),
                 levels: dict[int, str] | None = None) -> None:
        self.rules = rules
        self.rules_id = rules_id
        self.level = level
        self.speed = speed
        self.autoplay = autoplay
        #: pass-and-play (issue 34): the people's names by seat (a tuple seats them from
        #: seat 0 on); empty for one player. The human seat is then the person the table is
        #: shown to, and changes only at the hand-over (:meth:`hand_over`).
        seated = people if isinstance(people, dict) else dict(enumerate(people))
        seated = {seat: name for seat, name in seated.items() if 0 <= seat < rules.players}
        self.people: dict[int, str] = {} if autoplay or len(seated) < 2 else seated
        if self.people:
            human_seat = min(self.people)
        elif len(seated) == 1 and not autoplay:  # one person, wherever they sit: "You"
            human_seat = next(iter(seated))
        self.human_seat = human_seat
        #: each computer seat's level, when the seats were chosen one by one (else ``level``)
        self.levels: dict[int, str] = {
            seat: chosen for seat, chosen in (levels or {}).items()
            if chosen in LEVELS and 0 <= seat < rules.players}
        #: in a replay from another seat: the seat you first played, now played by ``hard``
        self.home_seat = home_seat if home_seat != human_seat and not autoplay else None
        self.match = sevens.Match(rules, seed=seed, deals=deals if deals else rules.deals)
        self.seed = self.match.seed
        seeds = random.Random(self.seed)
        self.bots: dict[int, Bot] = {}
        for seat in range(rules.players):
            if seat not in self.people and (seat != self.human_seat or autoplay):
                chosen = "hard" if seat == self.home_seat else self.levels.get(seat, level)
                self.bots[seat] = sevens.make_bot(chosen, seed=seeds.randrange(1 << 30))
        #: pass-and-play: no hand may be shown until a person takes the device (set at each
        #: new deal, and for a match continued from a save: whoever holds the device now is
        #: not known)
        self.concealed = False
        #: playouts per hint: the same cap as the Review of the deal, so both agree
        self.hint_iterations = DEFAULT_ITERATIONS
        self.pending_deal_code = deal_code
        self.results: list[Result] = []
        self.new_deal()

    # ----------------------------------------------------------------- deals

    def new_deal(self) -> None:
        """Deal the next hand of the match (the replayed deal first, if a code was given)."""
        self.game = self.next_game()
        self.decision_points: list[int] = []
        #: pass-and-play: the device went to another person in this deal, so the decisions
        #: before are no one's to undo (each person's decisions are theirs alone)
        self.passed_on = False
        self.thinker: SlicedThinker | None = None
        self.hint_thinker: DecisionWeighing | None = None
        self.hint: Hint | None = None
        #: the hints worked out in this deal, by move index, with the moves before them
        self.judgements: dict[int, tuple[tuple[Move, ...], Judgement]] = {}
        self.wait = 0.6
        self.recorded: Result | None = None
        self._view_key: tuple[int, ...] | None = None
        self._view: View | None = None
        if self.people:  # pass-and-play: every hand hidden until a person takes the device,
            self.concealed = True  # the person to lead if one does (issue 45)
            if self.game.current_player in self.people:
                self.human_seat = self.game.current_player

    def next_game(self) -> Game:
        """The next deal's game: the replayed deal first, if a code was given, then the
        match's (an online table's host deals its own, see :mod:`sevens.app.online_session`)."""
        if self.pending_deal_code:
            code, self.pending_deal_code = self.pending_deal_code, None
            return sevens.Game.from_deal_code(self.rules, code)
        return self.match.new_deal()

    @property
    def deal_number(self) -> int:
        """1-based number of the deal in progress (or just finished)."""
        return self.match.deal_number + (0 if self.recorded is not None else 1)

    @property
    def deals(self) -> int:
        """Deals in the match."""
        return self.match.deals

    def record_result(self) -> Result:
        """Score the finished deal into the match once; returns the engine's Result."""
        if self.recorded is None:
            self.recorded = self.match.record(self.game)
            self.results.append(self.recorded)
        return self.recorded

    @property
    def match_over(self) -> bool:
        """True once the last deal has been recorded."""
        return self.match.over

    # ----------------------------------------------------------------- views

    def view(self) -> View:
        """The human seat's view (cached until the game changes)."""
        key = (id(self.game), len(self.game.events), len(self.game.moves), self.human_seat)
        if key != self._view_key:
            self._view = self.game.view(self.human_seat)
            self._view_key = key
        return self._view

    @property
    def human_to_move(self) -> bool:
        """True when the human seat must act now (never in autoplay)."""
        return (not self.autoplay and not self.game.over
                and self.game.current_player == self.human_seat)

    def seat_name(self, seat: int) -> str:
        """The seat's display name: "You" for the human seat, the hand's own first name for
        every other (and for every seat in autoplay, where nobody is "You"); see
        :func:`sevens.app.names.seat_name`). At a table of people, every person by name."""
        if self.people:
            return people_table_names(self.rules.players, self.people)[seat]
        return seat_name(seat, self.human_seat, self.autoplay, self.home_seat)

    @property
    def nobody_is_you(self) -> bool:
        """True when no seat is "You": in autoplay, and at a table of people, where every
        person is named (results and replays then speak of seats by name)."""
        return self.autoplay or bool(self.people)

    @property
    def person_waiting(self) -> int | None:
        """Pass-and-play: the person whose turn it is while the table is still shown to
        another (the device must change hands first), else None. A match continued from a
        save waits for the person it was last shown to, whoever is to play."""
        if self.game.over:
            return None
        if self.concealed and self.people:
            return self.human_seat
        seat = self.game.current_player
        return seat if seat in self.people and seat != self.human_seat else None

    def hand_over(self, seat: int) -> None:
        """Pass-and-play: from now on the table is shown to the person at ``seat``; the
        decisions before can no longer be undone by anyone (see :meth:`undo_refusal`).

        Raises:
            ValueError: no person sits at ``seat``.
        """
        if seat not in self.people:
            raise ValueError(f"no person sits at seat {seat}")
        self.concealed = False
        if seat != self.human_seat:
            self.passed_on = self.passed_on or bool(self.decision_points) or bool(
                self.game.moves)
            self.decision_points = []
        self.human_seat = seat
        self.forget_hint()

    def is_bot(self, seat: int) -> bool:
        """Whether a computer plays ``seat``."""
        return seat in self.bots

    def shows_thinking(self, seat: int) -> bool:
        """Whether ``seat``'s panel says "thinking…" in its turn: a computer's here (online,
        every seat decided on another device, see :mod:`sevens.app.online_session`)."""
        return self.is_bot(seat)

    # ----------------------------------------------------------------- moves

    def check(self, move: Move | str) -> str | None:
        """Why the human's ``move`` would be refused, or None when it is legal."""
        if not self.human_to_move:
            return text("refused.not_your_turn")
        refusal = self.game.refusal(move)
        return None if refusal is None else refusal_text(refusal)

    def apply_human(self, move: Move) -> tuple[Event, ...]:
        """Play the human's move through the engine's checked path, once, and return the
        events it made, as the human seat sees them (for the table to animate).

        Raises:
            sevens.IllegalMove: the move is not allowed now; its ``key`` and ``params`` name
                the reason (show it with :func:`~sevens.app.translation.refusal_text`).
        """
        if not self.human_to_move:
            raise sevens.IllegalMove(text("refused.not_your_turn"), "refused.not_your_turn")
        before = len(self.game.moves)
        events = self.play_human(move)
        self.decision_points.append(before)
        self.forget_hint()
        self.wait = SPEED_DELAYS[self.speed]
        return events

    def play_human(self, move: Move) -> tuple[Event, ...]:
        """Play the human's ``move`` at this table (the engine checks it); its events as the
        human seat sees them."""
        return self.seen(self.game.apply(move))

    def seen(self, events: list[Event]) -> tuple[Event, ...]:
        """``events`` as the human seat may see them."""
        return tuple(event.seen_by(self.human_seat) for event in events)

    def update(self, dt: float, busy: bool = False) -> tuple[Event, ...]:
        """Advance the bots: wait out the pace, then think in 5 ms slices and play.

        ``busy`` holds the bots back (an animation is still running). Returns the events
        of the move played, as the human seat sees them (none while waiting or thinking).
        """
        self._advance_hint()
        game = self.game
        if game.over:
            return ()
        seat = game.current_player
        if seat is None or not self.is_bot(seat) or not self.paced(dt, busy):
            return ()
        if self.thinker is None:
            self.thinker = SlicedThinker(self.bots[seat], game.view(seat))
        move = self.thinker.advance(THINK_SLICE_SECONDS)
        if move is None:
            return ()
        self.thinker = None
        events = game.apply(move)
        self.wait = SPEED_DELAYS[self.speed]
        return self.seen(events)

    def paced(self, dt: float, busy: bool) -> bool:
        """Whether a computer may move now: not while ``busy`` (an animation is running), nor
        before the pace's wait after the last move is over (counted down by ``dt`` here)."""
        if busy:
            return False
        if self.wait > 0:
            self.wait -= dt
            return False
        return True

    @property
    def thinking_seat(self) -> int | None:
        """The bot seat currently deciding, if any."""
        if self.game.over:
            return None
        seat = self.game.current_player
        return seat if seat is not None and self.is_bot(seat) else None

    # ----------------------------------------------------------------- undo and hint

    @property
    def can_undo(self) -> bool:
        """True when there is a decision of the human's to go back to. At a table of people
        (issue 34) each person undoes only their own decisions, and only until the device
        has gone to the next person (:meth:`hand_over`)."""
        return bool(self.decision_points) and not self.game.over

    def undo_refusal(self) -> Message | None:
        """Why :meth:`undo` would do nothing now, or None when it would go back."""
        if self.can_undo:
            return None
        if self.people and self.passed_on and not self.game.over:
            return Message("undo.passed_on")
        return Message("undo.none")

    def undo(self) -> bool:
        """Go back to just before the human's last decision; False when there is none."""
        if not self.can_undo:
            return False
        self.game.undo_to(self.decision_points.pop())
        self.thinker = None
        self.forget_hint()
        self.wait = 0.2
        return True

    def request_hint(self) -> None:
        """Start weighing the human seat's decision as Review will (result in :attr:`hint`);
        a hint already worked out for this position is shown again at once."""
        if not self.human_to_move or self.hint_thinker is not None:
            return
        self.hint = None
        index = len(self.game.moves)
        known = self.judgements.get(index)
        if known is not None and known[0] == tuple(self.game.moves):
            self._show_hint(known[1])
            return
        self.hint_thinker = DecisionWeighing(self.view(), index, deal_fingerprint(self.game),
                                             self.hint_iterations)

    def forget_hint(self) -> None:
        """Drop the hint and any working out of one: the decision it weighed has passed."""
        self.hint = None
        self.hint_thinker = None

    def cancel_hint(self) -> bool:
        """Stop working out a hint; True when one was being worked out."""
        if self.hint_thinker is None:
            return False
        self.hint_thinker = None
        return True

    def known_judgements(self) -> list[Judgement]:
        """The hints worked out for the moves of the deal as it was played (for Review)."""
        moves = tuple(self.game.moves)
        return [judgement for index, (before, judgement) in sorted(self.judgements.items())
                if moves[:index] == before]

    @property
    def hint_pending(self) -> bool:
        """True while the hint is being worked out."""
        return self.hint_thinker is not None

    def _advance_hint(self) -> None:
        if self.hint_thinker is None:
            return
        if not self.human_to_move:
            self.hint_thinker = None
            return
        judgement = self.hint_thinker.advance(THINK_SLICE_SECONDS)
        if judgement is None:
            return
        self.hint_thinker = None
        self.judgements[judgement.index] = (tuple(self.game.moves), judgement)
        self._show_hint(judgement)

    def _show_hint(self, judgement: Judgement) -> None:
        self.hint = Hint(judgement.best, judgement.reasons.get(str(judgement.best)),
                         judgement)

    # ----------------------------------------------------------------- autoplay helpers

    def remaining_cards(self) -> int:
        """Cards still in all hands (for choosing a mid-deal screenshot)."""
        return sum(self.view().hand_sizes)
