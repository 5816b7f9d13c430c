"""Playing styles people really use, as measurement players and as the styles ``hard``'s
opponent model weighs (:mod:`sevens.bots.style_model`).

Each style ranks the cards that fit by one score worked out from plain masks — the player's
hand (card kinds), the card kinds further out beyond the card on its side(s) of the row, in
order outwards (:attr:`sevens.bots.board.Effect.runs`), the cards hidden from the player, the
row's starting rank and whether someone is close to going out — so that a bot playing the
style and a model reading another player's plays judge a play the same way
(:func:`style_score`):

* ``end-case`` (a public British Sevens heuristic, written from its description): a card
  after which you hold nothing further along its row is an *end case* — playing it only opens
  the way for the others. Play a non-end card first, on the row where the others must lay the
  most cards before they reach your end; when only end cases are left, play the one that lets
  the fewest of the others' cards follow. With free passes it passes rather than open the way.
* ``hoarder``: holds every starting card (the sevens) and the cards next to it (the sixes and
  eights) — the blocking cards — as long as anything else fits, unless holding one would
  block its own cards (:data:`HOARD_RUN`: a seven with three of its suit beyond it, a six or
  eight with any), and spends a free pass to spare rather than break its hoard; everything
  else it judges as ``normal`` does (its other passes, covers and gifts too).
* ``runner``: empties its longest suit, leading on to its own cards; when someone is close to
  going out it plays the card that frees the fewest cards for the others.

The end-case player and the runner cover sensibly (a card that can never be played anyway,
else the cheapest one that strands none of their own cards), hand over the card furthest from
fitting and play their own cards before face-up leftovers; the hoarder does all that as
``normal`` does. All three break ties at random.
"""

from __future__ import annotations

from sevens.bots.base import BaseBot
from sevens.bots.heuristic import DEFAULT_WEIGHTS, Situation, judge_all
from sevens.cards import CARDS_PER_SUIT, Card
from sevens.game import View
from sevens.message import Message
from sevens.moves import COVER, GIVE, LEFTOVER, PASS, PLAY, Move
from sevens.scoring import pip_value

#: The styles, in the order the opponent model lists them.
STYLES = ("end-case", "hoarder", "runner")
#: How far a preferred class of plays is above the next (scores within a class are small).
CLASS_GAP = 100.0
SUIT_MASK = (1 << CARDS_PER_SUIT) - 1
#: The hoarder lets a blocking card go while anything else fits only when at least this many of
#: its own cards lie beyond it (holding it would block its own run): a seven (the rows'
#: starting card, both sides counted) with three of its suit, a six or eight with one.
#: Holding a six with the 5 or the 2 of its suit in hand blocks oneself more than the others
#: (measured: with three for the six and eight too, ``normal`` beat the hoarder by +2.5 chips a
#: deal in sevens, 150 deals; with one, the two are level).
HOARD_RUN = {"start": 3, "next": 1}


def run_counts(hand: int, runs: tuple[tuple[int, ...], ...],
               hidden: int) -> tuple[int, int, int, int, int]:
    """What a play leaves, read from its runs outwards (card kinds, one run per side):
    (own cards beyond, the most hidden cards before the player's outermost card on one side,
    hidden cards the others could then lay one after another, own cards it makes playable at
    once, hidden cards beyond in all)."""
    mine = between = released = opens = hidden_total = 0
    for run in runs:
        last_own = -1
        for number, index in enumerate(run):
            if hand >> index & 1:
                last_own = number
        if last_own >= 0:
            mine_here = 0
            hidden_before = 0
            for number, index in enumerate(run):
                bit = 1 << index
                if hand & bit:
                    mine_here += 1
                elif hidden & bit and number < last_own:
                    hidden_before += 1
            mine += mine_here
            between = max(between, hidden_before)
            if hand >> run[0] & 1:
                opens += 1
        for index in run:  # the chain the others could lay, up to the player's first card
            if hand >> index & 1:
                break
            if hidden >> index & 1:
                released += 1
        hidden_total += sum(1 for index in run if hidden >> index & 1)
    return mine, between, released, opens, hidden_total


def style_score(style: str, index: int, hand: int, runs: tuple[tuple[int, ...], ...],
                hidden: int, start_rank: int, race: bool) -> float:
    """How much ``style`` likes playing card kind ``index`` (higher is better) for a player
    holding ``hand`` (kinds, without the card), ``runs`` the kinds beyond the card outwards,
    ``hidden`` the kinds the player cannot see, ``start_rank`` the rows' starting rank index
    and ``race`` whether someone is close to going out.

    Raises:
        KeyError: an unknown style.
    """
    return score_from_counts(style, run_counts(hand, runs, hidden), index, hand, start_rank,
                             race)


def score_from_counts(style: str, counts: tuple[int, int, int, int, int], index: int,
                      hand: int, start_rank: int, race: bool) -> float:
    """:func:`style_score` from :func:`run_counts`'s figures (worked out once for every
    style when a model weighs them all).

    Raises:
        KeyError: an unknown style.
    """
    mine, between, released, opens, hidden_total = counts
    if style == "end-case":
        if mine:  # not an end case: the others must lay ``between`` cards to reach my end
            return CLASS_GAP + between + 0.01 * mine
        return -released - 0.01 * hidden_total
    if style == "hoarder":  # normal's weighing (one pack, roughly), the hoard held back
        score = normal_count_score(counts)
        if holds_back(index, start_rank, mine):
            score -= CLASS_GAP
        return score
    if style == "runner":
        suit = index // CARDS_PER_SUIT
        held = (hand >> (suit * CARDS_PER_SUIT) & SUIT_MASK).bit_count()
        if race:
            return -2.0 * released + opens + 0.1 * held
        return 30.0 * held + (5.0 if mine else 0.0) + mine - 0.5 * released
    raise KeyError(f"unknown style {style!r}")


def normal_count_score(counts: tuple[int, int, int, int, int]) -> float:
    """``normal``'s one-pack weighing of a play (:data:`DEFAULT_WEIGHTS`) on
    :func:`run_counts`'s figures: a close stand-in for its judgement, for the hoarder's model
    and for ``normal`` in style playouts."""
    mine, between, released, opens, _hidden = counts
    weights = DEFAULT_WEIGHTS
    return ((weights.continuation if opens else 0.0) + weights.progress * mine
            - weights.release * released + weights.between * between)


def wants_free_pass(style: str, best_score: float) -> bool:
    """Whether ``style`` spends a free pass rather than make its best play (scored
    ``best_score`` by :func:`style_score`): the end-case player when every play is an end case
    that lets someone follow, the hoarder when only its hoard fits; the runner never."""
    if style == "end-case":
        return best_score < -0.5
    if style == "hoarder":
        return best_score < -CLASS_GAP / 2
    return False


def holds_back(index: int, start_rank: int, mine_beyond: int) -> bool:
    """Whether the hoarder holds card kind ``index`` back while anything else fits: a card of
    the rows' starting rank or next to it (the seven, six and eight of Sevens) with fewer than
    :data:`HOARD_RUN` of its own cards beyond it."""
    distance = abs(index % CARDS_PER_SUIT - start_rank)
    if distance > 1:
        return False
    return mine_beyond < HOARD_RUN["start" if distance == 0 else "next"]


def pass_to_spare(situation: Situation) -> bool:
    """Whether the seat to move can pass freely now without risking its place (where a pass
    too many puts a player out, one is kept in reserve) and without stalling the table (once
    everyone else has passed in turn, it plays)."""
    view = situation.view
    active = sum(1 for seat, size in enumerate(view.hand_sizes) if size and not view.out[seat])
    if situation.knowledge.consecutive_passes >= active - 1:
        return False
    left = view.free_passes_left[view.seat]
    if left is None:
        return True
    return left >= (2 if view.rules.pass_limit_out else 1)


def cover_value(situation: Situation, card: Card) -> float:
    """How gladly a sensible player covers ``card`` (higher is better): a card that can never
    be played now costs nothing extra; otherwise in Douque the card's value plus the own cards
    it strands, elsewhere the card furthest from fitting that strands none of one's own."""
    board = situation.board
    mine, _hidden, dead = board.outside(card)
    if situation.rules.scoring == "douque":
        if dead:
            return 0.0
        return -float(card.value + sum(other.value for other in mine))
    if dead:
        return 20.0
    return float(board.distance(card)) - 2.0 * len(mine)


def give_value(situation: Situation, card: Card) -> float:
    """How gladly a player hands over ``card``: the furthest from fitting, not one that leads
    on to its own cards; under pip scoring the heavier one."""
    board = situation.board
    mine, _hidden, _dead = board.outside(card)
    value = float(min(board.distance(card), 6)) - 0.5 * len(mine)
    if situation.rules.scoring == "penalty-pips":
        value += pip_value(card) / 10.0
    return value


def lead_value(situation: Situation, card: Card) -> float:
    """A Domino lead (its rank starts every row): the rank most of the hand lies close to."""
    return float(sum(1 for held in situation.view.hand if abs(held.rank - card.rank) <= 1))


class StyleBot(BaseBot):
    """A player of one :data:`STYLES` style (a measurement player, never a table level)."""

    name = "style"
    style = ""

    def choose(self, view: View) -> Move:
        """The style's move (ties broken by the seeded generator).

        Raises:
            ValueError: the view's seat is not to move.
        """
        moves = view.legal_moves
        if not moves:
            raise ValueError("this seat has no move to make")
        if len(moves) == 1:
            return moves[0]
        situation = Situation(view)
        scored = [(self.move_score(situation, move), move) for move in moves]
        top = max(score for score, _ in scored)
        best = [move for score, move in scored if score > top - 1e-9]
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def move_score(self, situation: Situation, move: Move) -> float:
        """Every kind of move on one scale: own plays by the style, face-up leftovers after
        them, a free pass when the style wants one, covers and gifts among themselves."""
        card = move.card
        if move.kind == PASS:
            if not situation.can_play or not pass_to_spare(situation):
                return -1e6
            plays = [self.play_score(situation, other) for other in situation.view.legal_moves
                     if other.kind == PLAY]
            return 1e6 if wants_free_pass(self.style, max(plays)) else -1e6
        assert card is not None
        if move.kind == COVER:
            return cover_value(situation, card)
        if move.kind == GIVE:
            return give_value(situation, card)
        penalty = 10 * CLASS_GAP if move.kind == LEFTOVER else 0.0
        return self.play_score(situation, move) - penalty

    def play_score(self, situation: Situation, move: Move) -> float:
        """The style's score of a play (see :func:`style_score`)."""
        card = move.card
        assert card is not None
        board = situation.board
        if board.tables is None:
            return lead_value(situation, card)
        effect = situation.effect(card, move.row)
        if effect is None:
            return 0.0
        hand = board.mine & ~(1 << card.index) if move.kind == PLAY else board.mine
        return style_score(self.style, card.index, hand, effect.runs, board.hidden,
                           board.tables.start_rank_index, situation.race)

    def explain(self, view: View, move: Move) -> Message:
        """The style's name."""
        return Message("hint.reason.style", name=self.name)


class EndCaseBot(StyleBot):
    """Plays non-end cards first, where the others are furthest from its end; then the end
    case that lets the fewest follow."""

    name = style = "end-case"


class HoarderBot(StyleBot):
    """Holds the sevens and the cards next to them as long as anything else fits (unless one
    blocks a long run of its own); otherwise plays as ``normal`` does."""

    name = style = "hoarder"

    def choose(self, view: View) -> Move:
        """``normal``'s best move once the held blocking cards are set aside (ties broken by
        the seeded generator).

        Raises:
            ValueError: the view's seat is not to move.
        """
        moves = view.legal_moves
        if not moves:
            raise ValueError("this seat has no move to make")
        if len(moves) == 1:
            return moves[0]
        situation = Situation(view)
        judgements = judge_all(situation)
        held = {item.move for item in judgements if self.holds(situation, item.move)}
        kept = [item for item in judgements if item.move not in held]
        if not any(item.move.kind == PLAY for item in kept):
            if held and pass_to_spare(situation):  # a free pass rather than break the hoard
                passes = [item.move for item in judgements if item.move.kind == PASS]
                if passes:
                    return passes[0]
            kept = judgements  # only the hoard fits: normal's judgement, passes included
        top = max(item.score for item in kept)
        best = [item.move for item in kept if item.score > top - 1e-9]
        return best[0] if len(best) == 1 else self.rng.choice(best)

    @staticmethod
    def holds(situation: Situation, move: Move) -> bool:
        """Whether the hoarder holds back the card ``move`` would play
        (:func:`holds_back`)."""
        board = situation.board
        if move.kind != PLAY or move.card is None or board.tables is None:
            return False
        start_rank = board.tables.start_rank_index
        if abs(move.card.index % CARDS_PER_SUIT - start_rank) > 1:
            return False
        effect = situation.effect(move.card, move.row)
        return effect is not None and holds_back(move.card.index, start_rank,
                                                 len(effect.mine_beyond))


class RunnerBot(StyleBot):
    """Empties its longest suit; blocks when someone is close to going out."""

    name = style = "runner"


STYLE_BOTS: dict[str, type[BaseBot]] = {bot.name: bot for bot in (EndCaseBot, HoarderBot,
                                                                    RunnerBot)}
