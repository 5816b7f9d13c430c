"""What one seat can know about a deal, read from its :class:`~sevens.game.View` alone.

:func:`read_view` walks the view's public event log once and gathers what the bots need:
which cards are still hidden (in other hands or covered face down), what each other seat is
proven not to hold (a forced pass or a cover shows a void in the cards that were open then),
cards this seat handed to someone, and the bookkeeping a search needs to rebuild the deal's
state (who played, bonuses, who went out with what). Nothing here looks past the view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sevens.cards import CARDS_PER_PACK, Card
from sevens.events import (
    BonusEarned,
    CardCovered,
    CardGiven,
    CardPlayed,
    DealStarted,
    Passed,
    PlayerFinished,
    PlayerOut,
    SevensLaidOut,
)
from sevens.game import View


def card_counts(cards: tuple[Card, ...] | list[Card]) -> list[int]:
    """How many copies of each card kind (0..51) a list of cards holds."""
    counts = [0] * CARDS_PER_PACK
    for card in cards:
        counts[card.index] += 1
    return counts


def kind_mask(counts: list[int]) -> int:
    """The kind mask (one bit per kind held at least once) of a count list."""
    mask = 0
    for index, count in enumerate(counts):
        if count:
            mask |= 1 << index
    return mask


@dataclass
class CoverSlot:
    """One card another seat covered: it avoids every card proven void up to that cover."""

    seat: int
    void: int


@dataclass
class Knowledge:
    """Everything a seat's view tells about the hidden cards and the deal's history.

    Masks are card-kind masks (bit ``suit * 13 + rank - 1``); counts are per card kind, so two
    packs are counted with copies.
    """

    seat: int
    players: int
    decks: int
    my_counts: list[int]
    hidden_counts: list[int]  # cards in other hands or covered by others
    hand_sizes: tuple[int, ...]
    covered_counts: tuple[int, ...]
    strict_void: list[int]  # per seat: kinds it cannot hold (for cards it was dealt)
    weak_void: list[int]  # per seat: kinds proven void since its latest unseen card arrived
    weak_count: list[int]  # per seat: cards it received unseen (exempt from strict_void)
    cover_slots: list[CoverSlot]
    known_held: list[list[int]]  # per seat: card kinds this seat handed it, still held
    initial_sizes: tuple[int, ...]
    initial_leftovers: tuple[Card, ...]
    ever_played: list[bool]
    bonuses: list[list[tuple[str, int]]]
    out_order: list[int]
    cards_at_out: list[int]
    laid_counts: list[int]  # cards laid by eliminated seats that are not on a row yet
    played_cards: list[Card]  # every card played to the rows, in order
    first_card: Card | None
    first_out_cards: list[int] | None
    first_out_passes: list[int] | None
    consecutive_passes: int
    events_seen: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def my_mask(self) -> int:
        """Kinds this seat holds."""
        return kind_mask(self.my_counts)

    @property
    def hidden_mask(self) -> int:
        """Kinds that some other seat holds or covered."""
        return kind_mask(self.hidden_counts)

    def hidden_total(self) -> int:
        """How many hidden cards there are (equals the other seats' hands plus covers)."""
        return sum(self.hidden_counts)

    def slots_for(self, seat: int) -> int:
        """How many hidden cards ``seat`` accounts for: hand plus covered (0 for this seat)."""
        if seat == self.seat:
            return 0
        return self.hand_sizes[seat] + self.covered_counts[seat]


def read_view(view: View) -> Knowledge:
    """Gather the public knowledge of ``view`` (one pass over its events)."""
    players, seat = view.players, view.seat
    decks = view.rules.decks
    strict_void = [0] * players
    weak_void = [0] * players
    weak_count = [0] * players
    cover_slots: list[CoverSlot] = []
    known_held: list[list[int]] = [[] for _ in range(players)]
    ever_played = [False] * players
    bonuses: list[list[tuple[str, int]]] = [[] for _ in range(players)]
    out_order: list[int] = []
    cards_at_out = [0] * players
    public_counts = [0] * CARDS_PER_PACK  # cards out of every hand for good
    laid_total = [0] * CARDS_PER_PACK
    played_cards: list[Card] = []
    counts_now = [0] * players
    passes_now = [0] * players
    initial_sizes: tuple[int, ...] = tuple([0] * players)
    initial_leftovers: tuple[Card, ...] = ()
    first_out_cards: list[int] | None = None
    first_out_passes: list[int] | None = None
    consecutive = 0
    for event in view.events:
        if isinstance(event, DealStarted):
            initial_sizes = tuple(event.hand_sizes)
            initial_leftovers = tuple(event.leftovers)
            counts_now = list(event.hand_sizes)
        elif isinstance(event, SevensLaidOut):
            for card, holder in zip(event.cards, event.holders, strict=True):
                public_counts[card.index] += 1
                if holder is not None:
                    counts_now[holder] -= 1
        elif isinstance(event, CardPlayed):
            consecutive = 0
            public_counts[event.card.index] += 1
            played_cards.append(event.card)
            ever_played[event.seat] = True
            if not event.from_leftover:
                counts_now[event.seat] -= 1
                held = known_held[event.seat]
                if event.card.index in held:
                    held.remove(event.card.index)
        elif isinstance(event, Passed):
            consecutive += 1
            passes_now[event.seat] += 1
            if event.proves_void and event.seat != seat:
                strict_void[event.seat] |= event.blocked.mask
                weak_void[event.seat] |= event.blocked.mask
        elif isinstance(event, CardCovered):
            consecutive = 0
            counts_now[event.seat] -= 1
            if event.seat != seat:
                if event.blocked is not None:
                    strict_void[event.seat] |= event.blocked.mask
                    weak_void[event.seat] |= event.blocked.mask
                cover_slots.append(CoverSlot(event.seat, strict_void[event.seat]))
        elif isinstance(event, CardGiven):
            consecutive = 0
            counts_now[event.giver] -= 1
            counts_now[event.receiver] += 1
            giver, receiver = event.giver, event.receiver
            if event.card is None:
                # a card moved between two other seats: the receiver holds one card its old
                # voids say nothing about, and what this seat handed the giver may have moved on
                weak_void[receiver] = 0  # the newest unseen card is the least constrained
                weak_count[receiver] += 1
                if known_held[giver]:
                    weak_void[giver] = 0
                    weak_count[giver] += len(known_held[giver])
                    known_held[giver] = []
            elif giver == seat:
                known_held[receiver].append(event.card.index)
            elif event.card.index in known_held[giver]:
                known_held[giver].remove(event.card.index)
        elif isinstance(event, PlayerOut):
            consecutive = 0
            out_order.append(event.seat)
            cards_at_out[event.seat] = len(event.laid)
            counts_now[event.seat] = 0
            known_held[event.seat] = []
            for card in event.laid:
                public_counts[card.index] += 1
                laid_total[card.index] += 1
        elif isinstance(event, BonusEarned):
            bonuses[event.seat].append((event.bonus, event.points))
        elif isinstance(event, PlayerFinished) and first_out_cards is None:
            first_out_cards = [cards_at_out[other] if other in out_order else counts_now[other]
                               for other in range(players)]
            first_out_passes = list(passes_now)
    my_counts = card_counts(view.hand)
    covered_counts = card_counts(view.covered)
    leftover_counts = card_counts(view.leftovers)
    hidden = [decks - public_counts[i] - my_counts[i] - covered_counts[i] - leftover_counts[i]
              for i in range(CARDS_PER_PACK)]
    notes: list[str] = []
    if any(count < 0 for count in hidden):
        notes.append("negative hidden count")
        hidden = [max(0, count) for count in hidden]
    # laid cards still waiting for their row: laid minus what reached a row
    on_rows = [0] * CARDS_PER_PACK
    for row in view.rows:
        for card in row.cards:
            on_rows[card.index] += 1
    joined = [on_rows[i] - (public_counts[i] - laid_total[i]) for i in range(CARDS_PER_PACK)]
    laid_counts = [max(0, laid_total[i] - max(0, joined[i])) for i in range(CARDS_PER_PACK)]
    first_card = played_cards[0] if played_cards else None
    return Knowledge(
        seat=seat, players=players, decks=decks, my_counts=my_counts, hidden_counts=hidden,
        hand_sizes=view.hand_sizes, covered_counts=view.covered_counts,
        strict_void=strict_void, weak_void=weak_void, weak_count=weak_count,
        cover_slots=cover_slots, known_held=known_held, initial_sizes=initial_sizes,
        initial_leftovers=initial_leftovers, ever_played=ever_played, bonuses=bonuses,
        out_order=out_order, cards_at_out=cards_at_out, laid_counts=laid_counts,
        played_cards=played_cards, first_card=first_card, first_out_cards=first_out_cards,
        first_out_passes=first_out_passes, consecutive_passes=consecutive,
        events_seen=len(view.events), notes=notes,
    )
