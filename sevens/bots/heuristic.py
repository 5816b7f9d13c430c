"""The heuristic players: ``easy`` (a few simple habits) and ``normal`` (a good heuristic).

``normal`` judges every legal move the way the strategy pages advise (seeds 001 and 003):

* hold the cards that block others (a 6 or an 8 keeps half a row off the table) as long as
  something else fits, and hold back sevens unless you have cards of that suit to follow;
* with one pack, play first on the rows where the others must lay the most cards before they
  reach your own end of the row (the public end-case heuristic's ordering); play towards your
  own cards further out and open the suits where you are long (with two packs a card that
  leads on to your own is kept for later);
* in a pure race (only going out first counts) prefer, of plays otherwise alike, the one with
  fewer of the others' cards further out beyond it;
* get the end cards (aces, kings) off while they fit, since they free nothing;
* under a cover rule, cover the cheapest card that does not kill your own cards, and prefer a
  card that is dead anyway; a cover that strands others' high cards is worth something;
* spend free passes when every play would feed the others, keeping one in reserve where a
  pass too many puts you out;
* hand a stuck player the card furthest from fitting; race out when the end is near.

Each judgement comes with a short reason for the hint button (:func:`explain_move`): a
:class:`~sevens.message.Message` (``hint.reason.*``) with the cards, suits and counts as
parameters, which the interface writes in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.bots.board import Board, Effect
from sevens.bots.knowledge import Knowledge, read_view
from sevens.cards import SUIT_LETTERS, Card
from sevens.game import View
from sevens.message import Message, sentences
from sevens.moves import COVER, GIVE, LEFTOVER, PASS, PLAY, Move
from sevens.row_positions import start_position
from sevens.rules import Rules
from sevens.scoring import pip_value

OUT_BONUS = 100.0


@dataclass(frozen=True, slots=True)
class Weights:
    """The normal heuristic's weights (tuned in duplicate play: self-play, and with one pack
    against the ``end-case`` style too, which taught ``between``)."""

    continuation: float = 0.0  # a play that makes one of my own cards playable
    progress: float = 4.0  # per own card further out on the same side
    release: float = 1.0  # per card of the others that the play lets them shed
    release_pass_out: float = 2.5  # the same where a pass too many puts a player out
    race_continuation: float = 1.5  # multipliers when someone is close to going out
    race_release: float = 0.6
    pips: float = 0.12  # penalty-pips: shed high cards sooner, per pip
    leftover_cost: float = 2.5  # a leftover play sheds nothing from the hand
    free_pass_cost: float = 3.0
    cover_strand: float = 0.35  # douque: worth of shutting others' cards out, per value
    opener_cost: float = 0.0  # opening a row (its starting card) while something else fits
    hidden_beyond: float = 0.0  # per card of the others further out on the same side
    # per card hidden from the player that the others must lay before they reach the
    # player's outermost own card beyond the play (the most over its sides): play first on
    # the rows where the others are furthest from the player's end (the public end-case
    # heuristic's ordering; see docs/bots.md)
    between: float = 3.0
    # count as released the whole run the others could play after the move, including what
    # they could already play before it (True), or only what the move itself frees them
    release_already_open: bool = False


DEFAULT_WEIGHTS = Weights()
#: Two packs (eight players): cards of a suit are spread thin, so what counts is how many of
#: the others' cards lie beyond a play. Fitted to the search: positions of eight-player
#: six-and-eight-first play, every legal card weighed by 1,000 playouts, and the weights that
#: best explain those values (least squares on each position's differences). The search
#: opens a row more readily than the count beyond a starting card says (its cards stay
#: behind the six and the eight), keeps the cards that lead on to its own for later, and
#: plays towards its own cards further out; what a play frees at once adds nothing beyond.
TWO_PACK_WEIGHTS = Weights(continuation=-19.5, progress=11.3, release=0.0, opener_cost=-104.0,
                           hidden_beyond=16.0, between=0.0, release_already_open=True)


#: Where only going out first counts (``scoring`` "wins": Fan Tan, Domino) a race is all there
#: is, and a play that lies before many of the others' cards further out on its side is the
#: one that lays their way open: each such card counts against the play (``hidden_beyond``).
#: Measured in Fan Tan against the ``end-case`` style, paired on the same deals: +0.004 and
#: +0.011 deals won over the weights without it (seeds 9101 and 9202, 3,000 deals each); at 2
#: a card it was behind them (docs/bots.md).
RACE_WEIGHTS = Weights(hidden_beyond=1.0)


def weights_for(rules: Rules) -> Weights:
    """The normal heuristic's weights for these rules: two packs, a pure race (only going out
    first counts), or the rest."""
    if rules.decks == 2:
        return TWO_PACK_WEIGHTS
    return RACE_WEIGHTS if rules.scoring == "wins" else DEFAULT_WEIGHTS


@dataclass(frozen=True, slots=True)
class Judgement:
    """A move's heuristic value (higher is better) and the reason, as a message."""

    move: Move
    score: float
    reason: Message  # why this move, when it is the heuristic's choice
    fact: Message | None = None  # what the move does, neutrally (for another player's choice)

    @property
    def neutral(self) -> Message:
        """The neutral description (the reason when no separate one was given)."""
        return self.fact or self.reason


class Situation:
    """One decision's view with its knowledge and board, built once and shared."""

    def __init__(self, view: View, knowledge: Knowledge | None = None,
                 weights: Weights | None = None) -> None:
        self.view = view
        self.weights = weights if weights is not None else weights_for(view.rules)
        self.knowledge = knowledge if knowledge is not None else read_view(view)
        self.board = Board(view, self.knowledge)
        rules = view.rules
        self.rules = rules
        self.hand_size = len(view.hand)
        others = [size for seat, size in enumerate(view.hand_sizes)
                  if seat != view.seat and size and not view.out[seat]]
        self.fewest_others = min(others) if others else 0
        self.race = self.hand_size <= 3 or (0 < self.fewest_others <= 2)
        self.can_play = any(move.kind == PLAY for move in view.legal_moves)
        self._effects: dict[tuple[Card, int | None], Effect | None] = {}

    def effect(self, card: Card, row_number: int | None = None) -> Effect | None:
        """``board.effect(card, row_number)``, computed once."""
        key = (card, row_number)
        if key not in self._effects:
            self._effects[key] = self.board.effect(card, row_number)
        return self._effects[key]

    def newly_released(self, effect: Effect) -> tuple[Card, ...]:
        """``board.newly_released(effect)``: what the play hands the others that they could
        not already play."""
        return self.board.newly_released(effect)

    def fewest_released(self) -> int:
        """The fewest cards any legal play newly hands to the others."""
        counts = []
        for move in self.view.legal_moves:
            if move.kind in (PLAY, LEFTOVER) and move.card is not None:
                effect = self.effect(move.card, move.row)
                if effect is not None:
                    counts.append(len(self.newly_released(effect)))
        return min(counts, default=0)


def suit_letter(suit: int) -> str:
    """A suit as a message parameter: its letter (``"S"``), which each language names."""
    return SUIT_LETTERS[suit]


def what_is_played(move: Move) -> Message:
    """The card a play puts down, for a sentence: "the 5♠" or "the leftover 5♠"."""
    return Message("hint.what_leftover" if move.kind == LEFTOVER else "hint.what",
                   card=move.card)  # type: ignore[arg-type]


MINUS = "\u2212"


def signed(value: float, digits: int = 1) -> str:
    """``+3.1`` or ``−3.1`` with a real minus sign (``0.0`` unsigned)."""
    text = f"{abs(value):.{digits}f}"
    if float(text) == 0:
        return text
    return ("+" if value > 0 else MINUS) + text


# ---------------------------------------------------------------------- the normal heuristic


def judge(situation: Situation, move: Move) -> Judgement:
    """The normal heuristic's value of one legal move, with its reason."""
    if move.kind in (PLAY, LEFTOVER):
        return _judge_play(situation, move)
    if move.kind == PASS:
        return _judge_pass(situation, move)
    if move.kind == COVER:
        return _judge_cover(situation, move)
    return _judge_give(situation, move)


def _release_weight(situation: Situation, released: tuple[Card, ...]) -> float:
    if situation.rules.scoring == "douque":
        return sum(card.value for card in released) / 7.0
    return float(len(released))


def _judge_play(situation: Situation, move: Move) -> Judgement:
    card = move.card
    assert card is not None
    board = situation.board
    rules = situation.rules
    if board.tables is None:
        return _judge_lead(situation, move)
    effect = situation.effect(card, move.row)
    if effect is None:
        return Judgement(move, 0.0, Message("hint.reason.fits", card=card))
    if move.kind == PLAY and situation.hand_size == 1:
        return Judgement(move, OUT_BONUS, Message("hint.reason.last_card"))
    weights = situation.weights
    continue_weight = weights.continuation * (weights.race_continuation if situation.race
                                              else 1.0)
    release_weight = (weights.release_pass_out if rules.pass_limit_out else weights.release)
    release_weight *= weights.race_release if situation.race else 1.0
    released = _release_weight(situation, effect.released if weights.release_already_open
                               else situation.newly_released(effect))
    score = (continue_weight * (1 if effect.opens_mine else 0)
             + weights.progress * len(effect.mine_beyond) - release_weight * released)
    if rules.scoring == "penalty-pips" and move.kind == PLAY:
        score += weights.pips * pip_value(card)
    if move.kind == LEFTOVER:
        score -= weights.leftover_cost
    if effect.opener:
        score -= weights.opener_cost
    score -= weights.hidden_beyond * len(effect.hidden_beyond)
    far = farthest_end(board.mine, effect.runs, board.hidden) if weights.between else (0, None)
    score += weights.between * far[0]
    reason, fact = _play_reason(situation, move, effect, far)
    return Judgement(move, score, reason, fact)


def hidden_before_mine(mine: int, runs: tuple[tuple[int, ...], ...], hidden: int) -> int:
    """The most cards hidden from the player that lie, on one side beyond a play, before the
    player's outermost own card there (``runs``: the card kinds beyond, outwards): how many the
    others must lay before they reach the player's end of the row."""
    return farthest_end(mine, runs, hidden)[0]


def farthest_end(mine: int, runs: tuple[tuple[int, ...], ...],
                 hidden: int) -> tuple[int, int | None]:
    """:func:`hidden_before_mine`, with the kind of the player's outermost own card on that
    side (None when the player holds none beyond the play)."""
    most, end = 0, None
    for run in runs:
        count = pending = 0
        last = None
        for index in run:
            if mine >> index & 1:
                count += pending
                pending = 0
                last = index
            elif hidden >> index & 1:
                pending += 1
        if last is not None and (end is None or count > most):
            most, end = count, last
    return most, end


def _play_reason(situation: Situation, move: Move, effect: Effect,
                 far: tuple[int, int | None]) -> tuple[Message, Message]:
    """(reason, neutral fact) for a play; ``far`` is :func:`farthest_end` of it ((0, None)
    where ``between`` weighs nothing)."""
    card = move.card
    assert card is not None
    board = situation.board
    what = what_is_played(move)
    suit = suit_letter(card.suit)
    if effect.opener:
        mine, _ = board.suit_counts(card.suit)
        mine -= 1 if move.kind == PLAY else 0
        if mine >= 2:
            text = Message("hint.reason.opens_held", suit=suit, count=mine)
            return text, text
        if effect.opens_mine:
            text = Message("hint.reason.opens_leads", suit=suit, cards=tuple(effect.opens_mine))
            return text, text
    if effect.opens_mine:
        text = Message("hint.reason.leads_on", what=what, cards=tuple(effect.opens_mine))
        return text, text
    gap, end = far
    if gap >= 2 and end is not None:
        text = Message("hint.reason.far_end", what=what, count=gap, suit=suit,
                       card=Card.from_index(end))
        return text, text
    released = situation.newly_released(effect)
    if not released:
        if not effect.mine_beyond and not effect.hidden_beyond:
            text = Message("hint.reason.gets_off", what=what)
        else:
            text = Message("hint.reason.frees_nothing", what=what)
        return text, text
    count = len(released)
    fact = Message("hint.reason.frees", what=what, count=count, suit=suit)
    if count <= situation.fewest_released():
        return Message("hint.reason.frees_fewest", what=what, count=count, suit=suit), fact
    if effect.mine_beyond:
        text = Message("hint.reason.frees_but", what=what, count=count, suit=suit,
                       cards=tuple(effect.mine_beyond[:3]))
        return text, text
    return fact, fact


def _judge_lead(situation: Situation, move: Move) -> Judgement:
    """A Domino lead: its rank starts every row, so lead the rank your hand clusters around."""
    card = move.card
    assert card is not None
    rules = situation.rules
    start = start_position(card.rank - 1, rules.ace)
    score = 0.0
    near = 0
    for held in situation.view.hand:
        positions = [held.rank - 1] if held.rank != 1 else (
            [0] if rules.ace == "low" else [13] if rules.ace == "high" else [0, 13])
        distance = min(abs(position - start) for position in positions)
        score += {0: 1.5, 1: 1.0, 2: 0.6, 3: 0.35}.get(distance, 0.15)
        if held.suit == card.suit and distance == 1:
            near += 1
            score += 0.7
    if near:
        reason = Message("hint.reason.lead_follow", card=card, suit=suit_letter(card.suit))
    else:
        reason = Message("hint.reason.lead", card=card)
    return Judgement(move, score, reason)


def _judge_pass(situation: Situation, move: Move) -> Judgement:
    view, rules = situation.view, situation.rules
    if len(view.legal_moves) == 1:
        return Judgement(move, 0.0, Message("hint.reason.must_pass"))
    chip = 1.0 if rules.scoring == "chips" else 0.0
    if not situation.can_play:  # stuck: pass or play a leftover
        return Judgement(move, -1.0 - chip, Message("hint.reason.pass_stuck"))
    left = view.free_passes_left[view.seat]
    cost = situation.weights.free_pass_cost + 1.5 * chip + (4.0 if situation.race else 0.0)
    if rules.pass_limit_out and left is not None:
        cost += {1: 50.0, 2: 2.5}.get(left, 0.5)
    elif left is not None and left <= 1:
        cost += 0.5
    # the passes left after this one: none said (unlimited), "_last" or "_left" with a count
    remaining = "" if left is None else "_last" if left - 1 == 0 else "_left"
    after = {"count": left - 1} if remaining == "_left" and left is not None else {}
    fact = Message(f"hint.reason.pass_keep{remaining}", **after)
    if situation.fewest_released() > 0:
        return Judgement(move, -cost, Message(f"hint.reason.free_pass{remaining}", **after),
                         fact)
    return Judgement(move, -cost, fact)


def _judge_cover(situation: Situation, move: Move) -> Judgement:
    card = move.card
    assert card is not None
    board, rules = situation.board, situation.rules
    mine, hidden, dead = board.outside(card)
    if rules.scoring == "douque":
        if dead:
            return Judgement(move, 5.0, Message("hint.reason.cover_dead", card=card))
        own_loss = sum(other.value for other in mine)
        cost = (card.value + own_loss
                - situation.weights.cover_strand * sum(other.value for other in hidden))
        fact = Message("hint.reason.cover_value", card=card, value=card.value)
        if mine:
            reason = Message("hint.reason.cover_strands", card=card, cards=tuple(mine))
        elif len(hidden) >= 2:
            reason = Message("hint.reason.cover_shuts", card=card, value=card.value,
                             count=len(hidden), suit=suit_letter(card.suit))
        elif card.value <= min(option.card.value for option in situation.view.legal_moves
                               if option.kind == COVER and option.card is not None):
            reason = Message("hint.reason.cover_cheapest", card=card, value=card.value)
        else:
            reason = fact
        return Judgement(move, -cost / 3.0, reason, fact)
    depth = board.distance(card)
    score = depth + 0.3 * len(hidden) - 2.0 * len(mine)
    return Judgement(move, score / 3.0, Message("hint.reason.cover_furthest", card=card),
                     Message("hint.reason.cover", card=card))


def _judge_give(situation: Situation, move: Move) -> Judgement:
    card = move.card
    assert card is not None
    board, rules = situation.board, situation.rules
    distance = board.distance(card)
    score = float(min(distance, 6))
    if distance == 0:
        score -= 4.0
    if rules.scoring == "penalty-pips":
        score += pip_value(card) / 10.0
    mine, hidden, _ = board.outside(card)
    score -= 0.5 * len(mine)  # giving it away unblocks nothing of mine
    receiver = situation.view.pending_give_to
    who = (Message("hint.player", player=receiver + 1) if receiver is not None
           else Message("hint.them"))
    if distance == 0:
        reason = Message("hint.reason.give_all_fit", who=who, card=card)
    else:
        reason = Message("hint.reason.give_one" if distance == 1 else "hint.reason.give_many",
                         who=who, card=card, count=distance)
    return Judgement(move, score, reason)


def judge_all(situation: Situation) -> list[Judgement]:
    """Every legal move judged, best first (ties keep the legal-move order)."""
    judgements = [judge(situation, move) for move in situation.view.legal_moves]
    return sorted(judgements, key=lambda item: -item.score)


def blocking_note(situation: Situation, chosen: Move) -> Message | None:
    """"Holding the 6♣ blocks five clubs." (``hint.reason.blocks``) for the best blocker kept
    back, if any."""
    best: tuple[int, Card] | None = None
    for move in situation.view.legal_moves:
        if move.kind != PLAY or move.card is None or move.card == chosen.card:
            continue  # the same card on the other row is not held back either
        effect = situation.effect(move.card, move.row)
        if effect is None:
            continue
        count = len(situation.newly_released(effect))
        if count >= 3 and (best is None or count > best[0]):
            best = (count, move.card)
    if best is None:
        return None
    count, card = best
    return Message("hint.reason.blocks", card=card, count=count, suit=suit_letter(card.suit))


def explain_move(view: View, move: Move, situation: Situation | None = None) -> Message:
    """A short reason for ``move`` (for the hint button), as a message: one sentence, or a
    run of them (:func:`sevens.message.sentences`). When the heuristic would have chosen
    differently, the move is described neutrally instead."""
    if len(view.legal_moves) == 1:
        return Message("hint.reason.only_move" if move.kind != PASS
                       else "hint.reason.must_pass")
    situation = situation if situation is not None else Situation(view)
    judgements = judge_all(situation)
    chosen = next((item for item in judgements if item.move == move), None)
    if chosen is None:
        return Message("hint.reason.legal", move=str(move))
    agreed = chosen.score >= judgements[0].score - 1e-9
    reason = chosen.reason if agreed else chosen.neutral
    if move.kind in (PLAY, LEFTOVER, PASS):
        return sentences(reason, blocking_note(situation, move))
    return reason


# ---------------------------------------------------------------------- the easy habits


def easy_score(situation: Situation, move: Move, noise: float) -> float:
    """The easy player's value: follow on to own cards, play towards them, keep sevens back
    when it can, avoid big gifts, cover the lowest card, never pass by choice; ``noise``
    (0..1) makes it loose."""
    card = move.card
    if move.kind == PASS:
        return -5.0
    if move.kind == COVER:
        assert card is not None
        return -card.value + noise
    if move.kind == GIVE:
        return situation.board.distance(card) + 2 * noise if card is not None else 0.0
    assert card is not None
    if situation.board.tables is None:
        return noise
    effect = situation.effect(card, move.row)
    score = 1.2 * noise
    if effect is not None:
        if effect.opens_mine:
            score += 2.0
        if effect.opener:
            score -= 1.0
        score += 0.4 * min(len(effect.mine_beyond), 3) - 0.25 * min(len(effect.released), 4)
    if move.kind == LEFTOVER:
        score -= 3.0
    return score
