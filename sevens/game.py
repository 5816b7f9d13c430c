"""One deal of Sevens under any :class:`~sevens.rules.Rules`: deal, turns, moves, events, views.

``Game.apply`` is the checked path for people (it raises :class:`IllegalMove` with a reason a
player can read); ``Game.push`` trusts its caller and is what search uses. Every change appends
frozen :mod:`sevens.events` records to ``game.events``; undo, replay, save files and the deal
review are rebuilt from the deal and the list of moves. The rows themselves (placing a card,
their ends, laid-out cards, what fits) are :class:`sevens.table_rows.TableRows`; which moves
the seat to play may make, and why any other is refused, is
:class:`sevens.move_checks.MoveChecks` (a game is both); with two packs, which of a suit's
two rows takes a card (the ``card@2`` choice) is decided in :mod:`sevens.two_pack_rows`.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from sevens.cards import (
    ALL_CARDS,
    CARDS_PER_SUIT,
    FULL_PACK,
    Card,
    CardSet,
    add_copy,
    iter_indices,
    multiset_cards,
    remove_copy,
)
from sevens.deals import (
    SAVE_FORMAT,
    check_save,
    deal_cards,
    explicit_deal,
    is_whole_number,
)
from sevens.events import (
    BonusEarned,
    CardCovered,
    CardGiven,
    CardPlayed,
    DealEnded,
    DealStarted,
    Event,
    Passed,
    PlayerFinished,
    PlayerOut,
    SevensLaidOut,
)
from sevens.message import Message, MessageError
from sevens.move_checks import MoveChecks
from sevens.moves import COVER, LEFTOVER, PASS, PLAY, IllegalMove, Move
from sevens.rules import START_RANK, Rules
from sevens.scoring import DealRecord, Result, score_deal
from sevens.views import RowView, View

__all__ = ["Game", "View", "RowView", "IllegalMove"]

COMPLETE_SUIT_BONUS = 5
CLEAN_HAND_BONUS = 10
LAST_SEVEN_BONUS = 20


class Game(MoveChecks):
    """One deal: ``Game(rules, seed=7)`` for a random deal or ``Game(rules, hands=[...])``.

    An explicit deal must hold the whole pack (two with two packs) minus the face-up
    leftovers, each hand with the size the deal gives it (one card at a time from the dealer's
    left; the same for everyone under ``equal_hands``). ``any_sizes=True`` allows other hand
    sizes, for scripted positions. With both ``seed`` and ``hands`` the seed must deal exactly
    those hands.

    Raises:
        ValueError: a refused argument, named in the message: rules that are not a
            :class:`Rules`, a seed or dealer that is not a whole number in range, or an
            explicit deal that does not fit the rules (wrong number or sizes of hands, a card
            twice, cards missing, something that is not a card).
    """

    def __init__(
        self,
        rules: Rules,
        seed: int | None = None,
        *,
        hands: Sequence[Sequence[Card | str]] | None = None,
        leftovers: Sequence[Card | str] = (),
        dealer: int = 0,
        any_sizes: bool = False,
    ) -> None:
        if not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules value (e.g. sevens.preset('douque')), "
                             f"not {type(rules).__name__}")
        if not is_whole_number(dealer) or not 0 <= dealer < rules.players:
            raise ValueError(f"dealer must be a seat from 0 to {rules.players - 1}, "
                             f"not {dealer!r}")
        if seed is not None and (not is_whole_number(seed) or seed < 0):
            raise ValueError(f"seed must be a whole number of 0 or more, not {seed!r}")
        if not isinstance(any_sizes, bool):
            raise ValueError(f"any_sizes must be True or False, not {any_sizes!r}")
        self.rules = rules
        self.players = rules.players
        self.dealer = dealer
        self.seed = seed
        self.any_sizes = any_sizes
        if hands is None:
            if seed is None:
                seed = random.SystemRandom().randrange(1 << 48)
                self.seed = seed
            dealt_hands, dealt_leftovers = deal_cards(rules, random.Random(seed), dealer)
        else:
            dealt_hands, dealt_leftovers = explicit_deal(rules, hands, leftovers, dealer,
                                                          any_sizes)
            if seed is not None and deal_cards(rules, random.Random(seed), dealer) != (
                    dealt_hands, dealt_leftovers):
                raise ValueError(f"seed {seed} does not deal these hands (dealer {dealer}): "
                                 "give the hands without a seed")
        self._initial_hands = tuple(dealt_hands)
        self._initial_leftovers = dealt_leftovers
        self.moves: list[Move] = []
        self._start()

    # ------------------------------------------------------------------ set-up

    def _start(self) -> None:
        rules, players = self.rules, self.players
        self.hands: list[int] = list(self._initial_hands)
        self.leftovers: int = self._initial_leftovers
        self.covered: list[int] = [0] * players
        self.covered_counts: list[int] = [0] * players
        self.passes_taken: list[int] = [0] * players
        self.passes_counted: list[int] = [0] * players
        self.out: list[bool] = [False] * players
        self.out_order: list[int] = []
        self.cards_at_out: list[int] = [0] * players
        self.finished: list[int] = []
        self.ever_played: list[bool] = [False] * players
        self.last_played: list[Card | None] = [None] * players
        self.bonuses: list[list[tuple[str, int]]] = [[] for _ in range(players)]
        self.pool = rules.ante * players if rules.scoring == "chips" else 0
        self.first_out_cards: list[int] | None = None
        self.first_out_passes: list[int] | None = None
        self.pending_give: int | None = None
        self.consecutive_passes = 0
        self.events: list[Event] = []
        self.over = False
        self._clear_rows()
        self.events.append(DealStarted(
            self.dealer,
            tuple(tuple(multiset_cards(hand)) for hand in self.hands),
            tuple(hand.bit_count() for hand in self.hands),
            tuple(multiset_cards(self.leftovers)),
        ))
        first = (self.dealer + 1) % players
        self._open_starting_rows()
        if self.lead_card is not None:
            holder = self._holder(self.lead_card)
            first = first if holder is None else holder
        elif rules.start == "all-sevens":
            first = self._take_out_sevens(first)
        self.current_player: int | None = first
        if not self._active(first):
            self.current_player = self._next_active(first)

    def _holder(self, index: int) -> int | None:
        for offset in range(1, self.players + 1):
            seat = (self.dealer + offset) % self.players
            if self.hands[seat] >> index & 1:
                return seat
        return None

    def _take_out_sevens(self, first: int) -> int:
        """All-sevens: the rows are open; take each seven from its holder's hand (or the
        leftovers), record who laid it, and return the first player (the start card's
        holder, if the rules name one)."""
        tables = self.tables
        assert tables is not None
        starter = Card.parse(self.rules.start_card) if self.rules.start_card else None
        if starter is not None:
            holder = self._holder(starter.index)
            if holder is not None:
                first = holder
        cards, holders = [], []
        for suit in range(4):
            index = suit * CARDS_PER_SUIT + tables.start_rank_index
            for _row in self.suit_rows[suit]:
                holder = self._holder(index)
                if holder is not None:
                    self.hands[holder] = remove_copy(self.hands[holder], index)
                else:
                    self.leftovers = remove_copy(self.leftovers, index)
                cards.append(ALL_CARDS[index])
                holders.append(holder)
        self.events.append(SevensLaidOut(tuple(cards), tuple(holders)))
        return first

    # ------------------------------------------------------------------ moves

    def apply(self, move: Move | str) -> list[Event]:
        """Make a move for the current player after checking it; return the new events.

        Raises:
            IllegalMove: the move is not allowed now (the state is unchanged); the message is a
                short sentence for the player.
        """
        parsed = Move.parse(move)
        self._verify(parsed)
        return self.push(parsed)

    def push(self, move: Move) -> list[Event]:
        """Make a move without checking it (the fast path for search); return the new events."""
        seat = self.current_player
        assert seat is not None
        start = len(self.events)
        self.moves.append(move)
        kind = move.kind
        next_from = seat
        if kind in (PLAY, LEFTOVER):
            self.consecutive_passes = 0
            self._play(seat, move.card.index, kind == LEFTOVER,  # type: ignore[union-attr]
                       move.row)
        elif kind == PASS:
            self._pass(seat)  # with a give now pending, the giver is already to move
        elif kind == COVER:
            self.consecutive_passes = 0
            index = move.card.index  # type: ignore[union-attr]
            self.hands[seat] = remove_copy(self.hands[seat], index)
            self.covered[seat] = add_copy(self.covered[seat], index)
            self.covered_counts[seat] += 1
            self.events.append(CardCovered(seat, ALL_CARDS[index], CardSet(self.playable)))
            self._check_finished(seat)
        else:  # give
            self.consecutive_passes = 0
            receiver = self.pending_give
            assert receiver is not None
            index = move.card.index  # type: ignore[union-attr]
            self.hands[seat] = remove_copy(self.hands[seat], index)
            self.hands[receiver] = add_copy(self.hands[receiver], index)
            self.pending_give = None
            self.events.append(CardGiven(seat, receiver, ALL_CARDS[index]))
            self._check_finished(seat)
            next_from = receiver
        if self.pending_give is None:
            self._end_turn(next_from)
        return self.events[start:]

    def _play(self, seat: int, index: int, from_leftover: bool,
              row_number: int | None = None) -> None:
        if from_leftover:
            self.leftovers = remove_copy(self.leftovers, index)
        else:
            self.hands[seat] = remove_copy(self.hands[seat], index)
        row = self._lay_on_row(index, row_number)
        self.ever_played[seat] = True
        card = ALL_CARDS[index]
        self.last_played[seat] = card
        self.events.append(CardPlayed(seat, card, row, from_leftover,
                                      row % self.rules.decks + 1))
        if self.rules.scoring == "douque":
            if self.row_high[row] - self.row_low[row] == CARDS_PER_SUIT - 1:
                self._bonus(seat, "complete-suit", COMPLETE_SUIT_BONUS)
            if not self.hands[seat] and not from_leftover and not self.covered_counts[seat]:
                self._bonus(seat, "clean-hand", CLEAN_HAND_BONUS)
                if card.rank == START_RANK:
                    self._bonus(seat, "last-seven", LAST_SEVEN_BONUS)
        self._check_finished(seat)

    def _bonus(self, seat: int, name: str, points: int) -> None:
        self.bonuses[seat].append((name, points))
        self.events.append(BonusEarned(seat, name, points))

    def _pass(self, seat: int) -> None:
        """Pass for ``seat`` (put out past the limit; a stuck receiver waits for a card)."""
        rules = self.rules
        stuck = not (self.hands[seat] & self.playable)
        if rules.pass_limit_out and self.passes_counted[seat] >= (rules.free_passes or 0):
            self._eliminate(seat)
            return
        proves_void = self._may_pass_freely(seat) is not None
        self.consecutive_passes += 1
        self.passes_taken[seat] += 1
        self.passes_counted[seat] += 1  # every pass uses one of a limited number
        if rules.scoring == "chips" and not self.finished:
            self.pool += rules.pass_chip
        self.events.append(Passed(seat, not stuck, CardSet(self.playable), proves_void))
        if stuck and rules.when_stuck == "receive":
            giver = self._previous_active(seat)
            if giver is not None:
                self.pending_give = seat
                self.current_player = giver

    def _eliminate(self, seat: int) -> None:
        self.consecutive_passes = 0
        cards = self.hands[seat]
        self.cards_at_out[seat] = cards.bit_count()
        self.hands[seat] = 0
        self.out[seat] = True
        self.out_order.append(seat)
        self._lay_out(list(iter_indices(cards & FULL_PACK)) + list(iter_indices(cards >> 52)))
        self.events.append(PlayerOut(seat, tuple(multiset_cards(cards))))

    def _check_finished(self, seat: int) -> None:
        if self.hands[seat]:
            return
        if not self.finished:
            self.first_out_cards = [self.cards_left(other) for other in range(self.players)]
            self.first_out_passes = list(self.passes_taken)
        self.finished.append(seat)
        self.events.append(PlayerFinished(seat, len(self.finished)))

    def cards_left(self, seat: int) -> int:
        """The cards that count as left in that seat's hand for scoring: those held, or, for
        a player put out, the cards they held when put out (their cards went to the rows).

        Raises:
            ValueError: ``seat`` is not a seat at this table.
        """
        self._check_seat(seat)
        return self.cards_at_out[seat] if self.out[seat] else self.hands[seat].bit_count()

    def _end_turn(self, seat: int) -> None:
        active = self.active_players()
        end = self.rules.end
        if end == "first-out":
            over = bool(self.finished) or not active
        elif end == "play-on":
            over = not active or (len(active) <= 1 and bool(self.finished))
        else:
            over = not active
        if over:
            self.over = True
            self.current_player = None
            self.events.append(DealEnded(tuple(self.finished)))
        else:
            self.current_player = self._next_active(seat)

    # ------------------------------------------------------------------ views and results

    def view(self, seat: int) -> View:
        """What ``seat`` may know: own hand, the table, counts of others, public history.

        Raises:
            ValueError: ``seat`` is not a seat at this table.
        """
        self._check_seat(seat)
        legal = tuple(self.legal_moves()) if self.current_player == seat else ()
        targets = tuple(None if move.kind not in (PLAY, LEFTOVER)
                        else self.target(move.card.index, move.row)  # type: ignore[union-attr]
                        for move in legal)
        return View(
            seat=seat,
            players=self.players,
            rules=self.rules,
            dealer=self.dealer,
            current_player=self.current_player,
            hand=tuple(self.hand(seat)),
            hand_sizes=tuple(hand.bit_count() for hand in self.hands),
            covered_counts=tuple(self.covered_counts),
            covered=tuple(multiset_cards(self.covered[seat])),
            rows=self.rows(),
            leftovers=tuple(multiset_cards(self.leftovers)),
            passes_taken=tuple(self.passes_taken),
            free_passes_left=tuple(self._free_passes_left(other) for other in range(self.players)),
            out=tuple(self.out),
            finished_order=tuple(self.finished),
            pending_give_to=self.pending_give,
            pool=self.pool,
            last_played=tuple(self.last_played),
            legal_moves=legal,
            playable=tuple(ALL_CARDS[i] for i in iter_indices(self.playable)),
            table_mask=self.table_mask(),
            playable_mask=self.playable,
            events=tuple(event.seen_by(seat) for event in self.events),
            over=self.over,
            targets=targets,
        )

    def result(self) -> Result:
        """The deal's scoring (a :class:`sevens.scoring.Result`).

        Raises:
            ValueError: the deal is not over yet.
        """
        if not self.over:
            raise ValueError("the deal is not over yet")
        return score_deal(self.deal_record())

    def deal_record(self) -> DealRecord:
        """What scoring reads of this deal, as it stands (a frozen snapshot)."""
        players = self.players
        laid_at_out: list[tuple[Card, ...]] = [()] * players
        for event in self.events:
            if isinstance(event, PlayerOut):
                laid_at_out[event.seat] = tuple(event.laid)
        return DealRecord(
            rules=self.rules,
            hands=tuple(self.hands),
            initial_sizes=tuple(hand.bit_count() for hand in self._initial_hands),
            covered=tuple(self.covered),
            out=tuple(self.out),
            finished=tuple(self.finished),
            out_order=tuple(self.out_order),
            laid_at_out=tuple(laid_at_out),
            cards_left=tuple(self.cards_left(seat) for seat in range(players)),
            passes_taken=tuple(self.passes_taken),
            pool=self.pool,
            first_out_cards=(None if self.first_out_cards is None
                             else tuple(self.first_out_cards)),
            first_out_passes=(None if self.first_out_passes is None
                              else tuple(self.first_out_passes)),
            ever_played=tuple(self.ever_played),
            bonuses=tuple(tuple(items) for items in self.bonuses),
        )

    # ------------------------------------------------------------------ copies, undo, saving

    def clone(self) -> Game:
        """An independent copy (the event log is shared up to now, then diverges)."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        for name in ("hands", "covered", "covered_counts", "passes_taken", "passes_counted",
                     "out", "out_order", "cards_at_out", "finished", "ever_played",
                     "last_played", "events", "row_low", "row_high", "row_front",
                     "table_cards", "moves"):
            setattr(other, name, list(getattr(self, name)))
        other.bonuses = [list(items) for items in self.bonuses]
        for name in ("first_out_cards", "first_out_passes"):
            value = getattr(self, name)
            setattr(other, name, None if value is None else list(value))
        return other

    def undo_to(self, move_count: int) -> None:
        """Go back to the position after the first ``move_count`` moves (replayed from the deal)."""
        if not is_whole_number(move_count) or not 0 <= move_count <= len(self.moves):
            raise ValueError(f"move_count must be a whole number from 0 to {len(self.moves)}, "
                             f"not {move_count!r}")
        moves = self.moves[:move_count]
        self.moves = []
        self._start()
        for move in moves:
            self.push(move)

    def undo(self) -> Move:
        """Take back the last move and return it.

        Raises:
            ValueError: no move has been made.
        """
        if not self.moves:
            raise ValueError("no move to undo")
        last = self.moves[-1]
        self.undo_to(len(self.moves) - 1)
        return last

    def initial_hands(self) -> list[list[Card]]:
        """The hands as dealt."""
        return [multiset_cards(hand) for hand in self._initial_hands]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready save: rules, the deal and the moves so far (see :data:`SAVE_FIELDS`)."""
        data = {
            "format": SAVE_FORMAT,
            "rules": self.rules.to_dict(),
            "dealer": self.dealer,
            "seed": self.seed,
            "hands": [[str(card) for card in hand] for hand in self.initial_hands()],
            "leftovers": [str(card) for card in multiset_cards(self._initial_leftovers)],
            "moves": [str(move) for move in self.moves],
        }
        if self.any_sizes:
            data["any_sizes"] = True
        return data

    def to_json(self) -> str:
        """The save file text (see :meth:`to_dict`)."""
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """Rebuild a saved game by replaying its moves.

        Raises:
            ValueError: the save is not a Sevens game (the message names the field that is
                missing, mistyped or out of range), or its moves do not replay.
        """
        fields = check_save(data)
        try:
            rules = Rules.from_dict(fields["rules"])
        except (ValueError, TypeError) as error:
            raise ValueError(f"save: rules: {error}") from None
        try:
            game = cls(rules, seed=fields["seed"], hands=fields["hands"],
                       leftovers=fields["leftovers"], dealer=fields["dealer"],
                       any_sizes=fields["any_sizes"])
        except ValueError as error:
            raise ValueError(f"save: {error}") from None
        for number, text in enumerate(fields["moves"]):
            try:
                game.apply(text)
            except IllegalMove as error:
                raise ValueError(f"save: moves[{number}] {text!r} does not replay: "
                                 f"{error}") from None
        return game

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Rebuild a game from :meth:`to_json` text.

        Raises:
            ValueError: the text is not JSON, or not a Sevens save (see :meth:`from_dict`).
        """
        if not isinstance(text, str | bytes | bytearray):
            raise ValueError(f"save: must be JSON text, not {type(text).__name__}")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise ValueError(f"save: not JSON ({error})") from None
        return cls.from_dict(data)

    @property
    def deal_code(self) -> str:
        """A short code that replays this deal: ``<seed>-<dealer>`` in base 36."""
        if self.seed is None:
            raise ValueError("only a seeded deal has a deal code")
        return f"{_base36(self.seed)}-{_base36(self.dealer)}"

    @classmethod
    def from_deal_code(cls, rules: Rules, code: str) -> Game:
        """The deal that ``deal_code`` names, under ``rules``.

        Raises:
            ValueError: the code is not a deal code, or its dealer seat is not at this table
                (a :class:`~sevens.message.MessageError`, which names the reason for a player).
        """
        refusal = MessageError(f"not a deal code: {code!r}",
                               Message("notice.not_deal_code", value=repr(code)))
        if not isinstance(code, str):
            raise refusal
        try:
            seed_text, dealer_text = code.strip().lower().split("-")
            seed, dealer = int(seed_text, 36), int(dealer_text, 36)
        except ValueError:
            raise refusal from None
        if isinstance(rules, Rules) and not 0 <= dealer < rules.players:
            raise MessageError(f"dealer must be a seat from 0 to {rules.players - 1}, "
                               f"not {dealer!r}",
                               Message("notice.deal_code_dealer", dealer=dealer,
                                       players=rules.players))
        return cls(rules, seed=seed, dealer=dealer)

    def __repr__(self) -> str:
        return (f"Game({self.rules.name!r}, players={self.players}, moves={len(self.moves)}, "
                f"current_player={self.current_player})")


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    text = ""
    while True:
        number, remainder = divmod(number, 36)
        text = digits[remainder] + text
        if not number:
            return text
