"""The heuristic players: ``easy`` (a few simple habits) and ``normal`` (a good heuristic).

``normal`` judges every legal move the way the strategy pages advise (seeds 001 and 003):

* hold the cards that block others (a 6 or an 8 keeps half a row off the table) as long as
  something else fits, and hold back sevens unless you have cards of that suit to follow;
* prefer plays that lead on to your own cards and open the suits where you are long;
* get the end cards (aces, kings) off while they fit, since they free nothing;
* under a cover rule, cover the cheapest card that does not kill your own cards, and prefer a
  card that is dead anyway; a cover that strands others' high cards is worth something;
* spend free passes when every play would feed the others, keeping one in reserve where a
  pass too many puts you out;
* hand a stuck player the card furthest from fitting; race out when the end is near.

Each judgement comes with a short reason for the hint button (:func:`explain_move`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sevens.bots.board import Board, Effect
from sevens.bots.knowledge import Knowledge, read_view
from sevens.cards import SUIT_NAMES, Card
from sevens.game import View
from sevens.moves import COVER, GIVE, LEFTOVER, PASS, PLAY, Move
from sevens.row_geometry import start_position
from sevens.rules import Rules
from sevens.scoring import pip_value

NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen")

OUT_BONUS = 100.0


@dataclass(frozen=True, slots=True)
class Weights:
    """The normal heuristic's weights (tuned in duplicate self-play)."""

    continuation: float = 3.0  # a play that makes one of my own cards playable
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
                           hidden_beyond=16.0, release_already_open=True)


def weights_for(rules: Rules) -> Weights:
    """The normal heuristic's weights for these rules."""
    return TWO_PACK_WEIGHTS if rules.decks == 2 else DEFAULT_WEIGHTS


@dataclass(frozen=True, slots=True)
class Judgement:
    """A move's heuristic value (higher is better) and the reason in words."""

    move: Move
    score: float
    reason: str  # why this move, when it is the heuristic's choice
    fact: str = ""  # what the move does, in neutral words (for another player's choice)

    @property
    def neutral(self) -> str:
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


def words(count: int) -> str:
    """A small number in words (``five``)."""
    return NUMBER_WORDS[count] if 0 <= count < len(NUMBER_WORDS) else str(count)


def card_list(cards: tuple[Card, ...] | list[Card]) -> str:
    """Cards for a sentence: ``9♠``, ``9♠ and 10♠``, ``9♠, 10♠ and J♠``."""
    texts = [card.pretty() for card in cards]
    if len(texts) <= 1:
        return "".join(texts)
    return ", ".join(texts[:-1]) + " and " + texts[-1]


def suit_word(suit: int, count: int) -> str:
    """``clubs`` or ``club`` by count."""
    name = SUIT_NAMES[suit]
    return name if count != 1 else name[:-1]


def suit_count(count: int, suit: int) -> str:
    """A number of cards of a suit that cannot be misread as a card: ``five spades``, ``one
    spade``, but ``seven cards of spades`` (never ``seven spades``, which reads like the 7♠)."""
    if count == 7:
        return f"seven cards of {SUIT_NAMES[suit]}"
    return f"{words(count)} {suit_word(suit, count)}"


MINUS = "\u2212"
NO_BREAK_SPACE = "\u00a0"


def signed(value: float, digits: int = 1) -> str:
    """``+3.1`` or ``−3.1`` with a real minus sign (``0.0`` unsigned)."""
    text = f"{abs(value):.{digits}f}"
    if float(text) == 0:
        return text
    return ("+" if value > 0 else MINUS) + text


def unorphaned(text: str) -> str:
    """``text`` with its last two words joined by a no-break space, so that wrapping never
    leaves one short word alone on the last line."""
    head, space, tail = text.rpartition(" ")
    if not space or len(tail) > 12:
        return text
    return f"{head}{NO_BREAK_SPACE}{tail}"


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
        return Judgement(move, 0.0, f"The {card.pretty()} fits.")
    if move.kind == PLAY and situation.hand_size == 1:
        return Judgement(move, OUT_BONUS, "Your last card: playing it takes you out.")
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
    reason, fact = _play_reason(situation, move, effect)
    return Judgement(move, score, reason, fact)


def _play_reason(situation: Situation, move: Move, effect: Effect) -> tuple[str, str]:
    """(reason, neutral fact) for a play."""
    card = move.card
    assert card is not None
    board = situation.board
    what = f"the leftover {card.pretty()}" if move.kind == LEFTOVER else f"the {card.pretty()}"
    if effect.opener:
        mine, _ = board.suit_counts(card.suit)
        mine -= 1 if move.kind == PLAY else 0
        if mine >= 2:
            text = f"Opens {SUIT_NAMES[card.suit]}, where you hold {words(mine)} more cards."
            return text, text
        if effect.opens_mine:
            text = (f"Opens {SUIT_NAMES[card.suit]} and leads on to your "
                    f"{card_list(effect.opens_mine)}.")
            return text, text
    if effect.opens_mine:
        text = f"Playing {what} leads on to your own {card_list(effect.opens_mine)}."
        return text, text
    released = situation.newly_released(effect)
    if not released:
        if not effect.mine_beyond and not effect.hidden_beyond:
            text = f"Gets {what} off your hand while it fits; it frees nothing for the others."
        else:
            text = f"Playing {what} frees nothing for the others."
        return text, text
    count = len(released)
    freed = suit_count(count, card.suit)
    fact = f"Playing {what} frees {freed} for the others."
    if count <= situation.fewest_released():
        return f"Every play helps someone; {what} frees the fewest ({freed}).", fact
    if effect.mine_beyond:
        text = (f"Playing {what} frees {freed}, but it brings your "
                f"{card_list(effect.mine_beyond[:3])} closer.")
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
    reason = (f"Leading the {card.pretty()} starts every row at its rank, close to most of "
              "your cards")
    if near:
        reason += f", and you can follow on in {SUIT_NAMES[card.suit]}"
    return Judgement(move, score, reason + ".")


def _judge_pass(situation: Situation, move: Move) -> Judgement:
    view, rules = situation.view, situation.rules
    if len(view.legal_moves) == 1:
        return Judgement(move, 0.0, "Nothing fits: you must pass.")
    chip = 1.0 if rules.scoring == "chips" else 0.0
    if not situation.can_play:  # stuck: pass or play a leftover
        return Judgement(move, -1.0 - chip, "No card of yours fits; passing keeps the leftovers "
                                            "closed to the others.")
    left = view.free_passes_left[view.seat]
    cost = situation.weights.free_pass_cost + 1.5 * chip + (4.0 if situation.race else 0.0)
    if rules.pass_limit_out and left is not None:
        cost += {1: 50.0, 2: 2.5}.get(left, 0.5)
    elif left is not None and left <= 1:
        cost += 0.5
    if left is None:
        remaining = ""
    elif left - 1 == 0:
        remaining = " (your last free pass)"
    else:
        remaining = f" ({words(left - 1)} left after this one)"
    fact = f"Passes, keeping your cards back{remaining}."
    if situation.fewest_released() > 0:
        return Judgement(move, -cost, "A free pass: every card you could play would feed the "
                                      f"others{remaining}.", fact)
    return Judgement(move, -cost, fact)


def _judge_cover(situation: Situation, move: Move) -> Judgement:
    card = move.card
    assert card is not None
    board, rules = situation.board, situation.rules
    mine, hidden, dead = board.outside(card)
    if rules.scoring == "douque":
        if dead:
            return Judgement(move, 5.0, f"The {card.pretty()} can never be played now, so "
                                        "covering it costs nothing extra.")
        own_loss = sum(other.value for other in mine)
        cost = (card.value + own_loss
                - situation.weights.cover_strand * sum(other.value for other in hidden))
        if mine:
            reason = (f"Covers the {card.pretty()}; it also strands your "
                      f"{card_list(mine)}, but every other cover costs more.")
        elif len(hidden) >= 2:
            reason = (f"Covers the {card.pretty()} (−{card.value}): it also shuts "
                      f"{words(len(hidden))} of the others' {SUIT_NAMES[card.suit]} out.")
        elif card.value <= min(option.card.value for option in situation.view.legal_moves
                               if option.kind == COVER and option.card is not None):
            reason = f"Covers the {card.pretty()}, the cheapest card to give up (−{card.value})."
        else:
            reason = f"Covers the {card.pretty()} (−{card.value})."
        return Judgement(move, -cost / 3.0, reason, f"Covers the {card.pretty()} (−{card.value}).")
    depth = board.distance(card)
    score = depth + 0.3 * len(hidden) - 2.0 * len(mine)
    return Judgement(move, score / 3.0, f"Covers the {card.pretty()}, the card furthest from "
                                         "fitting.", f"Covers the {card.pretty()}.")


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
    who = f"player {receiver + 1}" if receiver is not None else "them"
    if distance == 0:
        reason = f"Hands {who} the {card.pretty()}; every card you hold would fit."
    else:
        reason = (f"Hands {who} the {card.pretty()}: {words(distance)} "
                  f"card{'s' if distance != 1 else ''} must go down before it fits.")
    return Judgement(move, score, reason)


def judge_all(situation: Situation) -> list[Judgement]:
    """Every legal move judged, best first (ties keep the legal-move order)."""
    judgements = [judge(situation, move) for move in situation.view.legal_moves]
    return sorted(judgements, key=lambda item: -item.score)


def blocking_note(situation: Situation, chosen: Move) -> str:
    """"Holding the 6♣ blocks five clubs." for the best blocker kept back, if any."""
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
        return ""
    count, card = best
    return f"Holding the {card.pretty()} blocks {suit_count(count, card.suit)}."


def explain_move(view: View, move: Move, situation: Situation | None = None) -> str:
    """A short reason for ``move`` in words (for the hint button). When the heuristic would
    have chosen differently, the move is described neutrally instead."""
    if len(view.legal_moves) == 1:
        return "The only legal move." if move.kind != PASS else "Nothing fits: you must pass."
    situation = situation if situation is not None else Situation(view)
    judgements = judge_all(situation)
    chosen = next((item for item in judgements if item.move == move), None)
    if chosen is None:
        return f"{move} is a legal move."
    agreed = chosen.score >= judgements[0].score - 1e-9
    reason = chosen.reason if agreed else chosen.neutral
    if move.kind in (PLAY, LEFTOVER, PASS):
        note = blocking_note(situation, move)
        if note:
            reason = f"{reason} {note}"
    return unorphaned(reason)


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
