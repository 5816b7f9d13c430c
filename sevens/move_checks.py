"""Which moves the seat to play may make now, and why any other is refused.

:class:`MoveChecks` is the part of a :class:`~sevens.game.Game` that reads the deal's state
and changes nothing: the active seats, the hands, ``legal_moves`` and the refusals
(:class:`~sevens.moves.IllegalMove` with a message key and parameters). The state itself is
set up and changed by ``Game`` (``push``); the rows are :class:`~sevens.table_rows.TableRows`.
"""

from __future__ import annotations

from sevens.cards import (
    ALL_CARDS,
    CARDS_PER_SUIT,
    FULL_PACK,
    SUIT_LETTERS,
    SUIT_NAMES,
    Card,
    iter_indices,
    multiset_cards,
)
from sevens.deals import is_whole_number
from sevens.moves import COVER, GIVE, LEFTOVER, PASS_MOVE, PLAY, IllegalMove, Move
from sevens.row_positions import POSITIONS, UNSTARTED
from sevens.table_rows import TableRows
from sevens.two_pack_rows import verify_row, with_row_choices


class MoveChecks(TableRows):
    """The legal moves and the refusals of a deal in progress (the fields are ``Game``'s)."""

    players: int
    hands: list[int]
    out: list[bool]
    passes_counted: list[int]
    consecutive_passes: int
    current_player: int | None
    pending_give: int | None
    leftovers: int

    def _active(self, seat: int) -> bool:
        return bool(self.hands[seat]) and not self.out[seat]

    def _next_active(self, seat: int) -> int | None:
        for offset in range(1, self.players + 1):
            candidate = (seat + offset) % self.players
            if self.hands[candidate] and not self.out[candidate]:
                return candidate
        return None

    def _previous_active(self, seat: int) -> int | None:
        for offset in range(1, self.players):
            candidate = (seat - offset) % self.players
            if self.hands[candidate] and not self.out[candidate]:
                return candidate
        return None

    def active_players(self) -> list[int]:
        """Seats that still hold cards and are not out."""
        return [seat for seat in range(self.players) if self._active(seat)]

    def _check_seat(self, seat: object) -> None:
        if not is_whole_number(seat) or not 0 <= seat < self.players:  # type: ignore[operator]
            raise ValueError(f"seat must be a whole number from 0 to {self.players - 1}, "
                             f"not {seat!r}")

    def hand(self, seat: int) -> list[Card]:
        """That seat's cards, sorted by suit then rank (copies repeated with two packs).

        Raises:
            ValueError: ``seat`` is not a seat at this table.
        """
        self._check_seat(seat)
        return multiset_cards(self.hands[seat])

    def hand_size(self, seat: int) -> int:
        """How many cards that seat holds.

        Raises:
            ValueError: ``seat`` is not a seat at this table.
        """
        self._check_seat(seat)
        return self.hands[seat].bit_count()

    def _free_passes_left(self, seat: int) -> int | None:
        limit = self.rules.free_passes
        if limit is None:
            return None
        return max(0, limit - self.passes_counted[seat])

    def _may_pass_freely(self, seat: int) -> IllegalMove | None:
        """None if ``seat`` may take a free pass now, else the reason it may not."""
        limit = self.rules.free_passes
        if limit is None:
            others = len(self.active_players()) - 1
            if others > 0 and self.consecutive_passes >= others:
                return IllegalMove("Everyone else has passed since your last card: someone "
                                   "must play.", "refusal.someone_must_play")
            return None
        if limit == 0:
            return IllegalMove("A card fits, so you must play.", "refusal.must_play")
        if self.passes_counted[seat] >= limit:
            return IllegalMove("You have no free passes left, and a card fits: you must play.",
                               "refusal.no_free_passes")
        return None

    def legal_moves(self) -> list[Move]:
        """Every move the current player may make (empty when the deal is over)."""
        seat = self.current_player
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.pending_give is not None:  # hand & FULL_PACK: the kinds held, copies folded
            return [Move(GIVE, ALL_CARDS[i]) for i in iter_indices(hand & FULL_PACK)]
        fitting = hand & self.playable
        moves = [Move(PLAY, ALL_CARDS[i]) for i in iter_indices(fitting)]
        if self.leftovers:
            moves += [Move(LEFTOVER, ALL_CARDS[i])
                      for i in iter_indices(self.leftovers & FULL_PACK & self.playable)]
        if self.rules.decks > 1 and self.tables is not None:
            moves = with_row_choices(self, moves)
        if self.lead_card is not None or self.tables is None:
            return moves  # the lead must be played
        stuck = self.rules.when_stuck
        if not fitting:
            if stuck == COVER:
                moves += [Move(COVER, ALL_CARDS[i]) for i in iter_indices(hand & FULL_PACK)]
                if self._free_passes_left(seat) != 0 and self._may_pass_freely(seat) is None:
                    moves.append(PASS_MOVE)
            else:
                moves.append(PASS_MOVE)
        elif self._may_pass_freely(seat) is None:
            moves.append(PASS_MOVE)
        return moves

    def check(self, move: Move | str) -> str | None:
        """The reason ``move`` would be refused now, or None if it is legal."""
        refusal = self.refusal(move)
        return None if refusal is None else str(refusal)

    def refusal(self, move: Move | str) -> IllegalMove | None:
        """The :class:`IllegalMove` ``move`` would raise now (its ``key`` and ``params`` name
        the reason for a message table), or None if it is legal."""
        try:
            self._verify(Move.parse(move))
        except IllegalMove as error:
            return error
        return None

    def _verify(self, move: Move) -> None:
        seat = self.current_player
        if seat is None:
            raise IllegalMove("The deal is over.", "refusal.deal_over")
        hand = self.hands[seat]
        if self.pending_give is not None:
            receiver = self.pending_give
            if move.kind != GIVE:
                raise IllegalMove(f"Player {receiver + 1} is stuck: hand them one of your cards.",
                                  "refusal.give_to_stuck", player=receiver + 1)
            if not hand >> move.card.index & 1:  # type: ignore[union-attr]
                raise IllegalMove(f"You don't hold the {move.card.pretty()}.",  # type: ignore[union-attr]
                                  "refusal.not_held", card=str(move.card))
            return
        if move.kind == GIVE:
            raise IllegalMove("Nobody is waiting for a card from you.", "refusal.nobody_waiting")
        if move.kind in (PLAY, LEFTOVER):
            card = move.card
            assert card is not None
            if move.kind == PLAY and not hand >> card.index & 1:
                raise IllegalMove(f"You don't hold the {card.pretty()}.", "refusal.not_held",
                                  card=str(card))
            if move.kind == LEFTOVER and not self.leftovers >> card.index & 1:
                raise IllegalMove(f"The {card.pretty()} is not among the face-up leftovers.",
                                  "refusal.not_leftover", card=str(card))
            if not self.playable >> card.index & 1:
                raise self._why_not_playable(card)
            if move.row is not None:
                verify_row(self, card, move.row)
            return
        fitting = hand & self.playable
        if self.lead_card is not None:
            lead = ALL_CARDS[self.lead_card]
            raise IllegalMove(f"The first card must be the {lead.pretty()}.",
                              "refusal.first_card", card=str(lead))
        if self.tables is None:
            raise IllegalMove("You lead: play any card to set the starting rank.",
                              "refusal.lead_any")
        if move.kind == COVER:
            if self.rules.when_stuck != COVER:
                raise IllegalMove("Covering is not part of these rules.", "refusal.no_cover_rule")
            if fitting:
                first = _first_card(fitting)
                raise IllegalMove(f"You can play the {first.pretty()}, so you may not cover.",
                                  "refusal.can_play_no_cover", card=str(first))
            if not hand >> move.card.index & 1:  # type: ignore[union-attr]
                raise IllegalMove(f"You don't hold the {move.card.pretty()}.",  # type: ignore[union-attr]
                                  "refusal.not_held", card=str(move.card))
            return
        # pass
        if not fitting:
            if self.rules.when_stuck == COVER:
                reason = ("You have no free passes." if self._free_passes_left(seat) == 0
                          else self._may_pass_freely(seat))
                if reason:
                    raise IllegalMove("Nothing fits: cover one card face down.",
                                      "refusal.must_cover")
            return
        reason = self._may_pass_freely(seat)
        if reason:
            if self.rules.free_passes == 0:
                first = _first_card(fitting)
                reason = IllegalMove(f"The {first.pretty()} fits, so you must play.",
                                     "refusal.must_play_card", card=str(first))
            raise reason

    def _why_not_playable(self, card: Card) -> IllegalMove:
        """The refusal for playing ``card``, which no row takes now."""
        if self.lead_card is not None:
            lead = ALL_CARDS[self.lead_card]
            return IllegalMove(f"The first card must be the {lead.pretty()}.",
                               "refusal.first_card", card=str(lead))
        tables = self.tables
        assert tables is not None
        suit_name = SUIT_NAMES[card.suit]
        suit = SUIT_LETTERS[card.suit]
        rows = self.suit_rows[card.suit]
        opener = ALL_CARDS[card.suit * CARDS_PER_SUIT + tables.start_rank_index]
        if all(self.row_low[row] == UNSTARTED for row in rows):
            return IllegalMove(f"No {suit_name[:-1]} can go down until the {opener.pretty()} is "
                               "played.", "refusal.suit_not_open", suit=suit, card=str(opener))
        ends = []
        for row in rows:
            if self.row_low[row] == UNSTARTED:
                continue
            key = self.row_low[row] * POSITIONS + self.row_high[row]
            if card.rank - 1 in iter_indices(tables.adjacent_low[key] | tables.adjacent_high[key]):
                return IllegalMove(f"The {card.pretty()} must wait: after the {opener.pretty()} "
                                   "the cards next to it go down first.", "refusal.must_wait",
                                   card=str(card), opener=str(opener))
            ends += [ALL_CARDS[card.suit * CARDS_PER_SUIT + i]
                     for i in iter_indices(self.row_front[row])]
        if not ends:
            return IllegalMove(f"The {suit_name} row is complete.", "refusal.suit_complete",
                               suit=suit)
        options = " or ".join(end.pretty() for end in ends)
        return IllegalMove(f"The {card.pretty()} doesn't fit: on {suit_name} only the {options} "
                           "can go next.", "refusal.does_not_fit", card=str(card), suit=suit,
                           cards=" ".join(str(end) for end in ends))


def _first_card(mask: int) -> Card:
    return ALL_CARDS[(mask & -mask).bit_length() - 1]
